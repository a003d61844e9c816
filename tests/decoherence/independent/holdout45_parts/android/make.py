# ruff: noqa: E501
"""Held-out set holdout45, domain android: 22 AndroidWorld trajectories (11 with one contradiction).

Each screen is rendered from the app's state by a small builder, so consecutive observations share one
layout; the element indices in every action point into the screen shown just before it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, one `UI element N: UIElement(...)` line per element
3. **Android Action**: An AndroidWorld action (`click`, `long_press`, `input_text`, `scroll`, `open_app`, `navigate_back`, `navigate_home`, `keyboard_enter`, `wait`)

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

Preserve the current screen state representation format exactly: the same `UI element N: UIElement(...)` lines with the same fields, renumbered from 0 for the new screen.
Do not add fields, metadata, Android internals, or hidden structure unless they are explicitly present in the current screen state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYS = "com.android.systemui"


class BoundingBox:
    """Prints like AndroidWorld's BoundingBox dataclass."""

    def __init__(self, x_min: int, x_max: int, y_min: int, y_max: int) -> None:
        self.x_min, self.x_max, self.y_min, self.y_max = x_min, x_max, y_min, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0),
       pkg: str = "", res: str | None = None, *, hint: str | None = None, click: bool = False, checkable: bool = False,
       checked: bool = False, edit: bool = False, enabled: bool = True, focused: bool = False, scroll: bool = False,
       selected: bool = False) -> dict[str, Any]:
    x1, y1, x2, y2 = box
    return {"text": text, "content_description": desc, "class_name": cls if "." in cls else "android.widget." + cls,
            "bbox_pixels": BoundingBox(x1, x2, y1, y2), "hint_text": hint, "is_checked": checked,
            "is_checkable": checkable, "is_clickable": click, "is_editable": edit, "is_enabled": enabled,
            "is_focused": focused, "is_scrollable": scroll, "is_selected": selected, "package_name": pkg,
            "resource_name": res}


class Scr:
    """One screen: the status bar, then the app's elements top to bottom."""

    def __init__(self, pkg: str, clock: str, batt: int = 78, icons: tuple[str, ...] = (), compose: bool = False,
                 bottom: int = 2337) -> None:
        self.pkg, self.compose, self.bottom = pkg, compose, bottom
        self.els: list[dict[str, Any]] = []
        self.y = 136
        self.els.append(el(clock, None, "TextView", (50, 34, 164, 102), SYS, "com.android.systemui:id/clock"))
        for k, d in enumerate(icons):
            self.els.append(el(None, d, "ImageView", (184 + 56 * k, 44, 232 + 56 * k, 92), SYS, "com.android.systemui:id/icon"))
        self.els.append(el(None, "Wifi signal full.", "ImageView", (868, 42, 922, 96), SYS, "com.android.systemui:id/wifi_combo"))
        self.els.append(el(None, f"Battery {batt} percent.", "LinearLayout", (940, 40, 1032, 98), SYS, "com.android.systemui:id/battery"))

    def r(self, name: str | None) -> str | None:
        if self.compose or name is None:
            return None
        return name if ":" in name else f"{self.pkg}:id/{name}"

    def add(self, text: str | None = None, desc: str | None = None, cls: str = "TextView",
            box: tuple[int, int, int, int] = (0, 0, 0, 0), res: str | None = None, pkg: str | None = None,
            **kw: Any) -> dict[str, Any]:
        if self.compose and cls in ("LinearLayout", "FrameLayout", "RelativeLayout", "ViewGroup"):
            cls = "android.view.View"
        e = el(text, desc, cls, box, pkg or self.pkg, self.r(res), **kw)
        self.els.append(e)
        return e

    def bar(self, title: str | None, up: str | None = "Navigate up", actions: tuple[str, ...] = (), sub: str | None = None,
            res: str = "toolbar") -> None:
        self.add(None, None, "ViewGroup", (0, 136, 1080, 283), res)
        if up:
            self.add(None, up, "ImageButton", (0, 147, 126, 273), None, click=True)
        x0 = 168 if up else 48
        right = 1080 - 126 * len(actions)
        if title is not None:
            if sub:
                self.add(title, None, "TextView", (x0, 160, right - 16, 222), None)
                self.add(sub, None, "TextView", (x0, 222, right - 16, 264), None)
            else:
                self.add(title, None, "TextView", (x0, 178, right - 16, 242), None)
        for k, d in enumerate(actions):
            self.add(None, d, "ImageButton" if not self.compose else "android.view.View",
                     (right + 126 * k, 147, right + 126 * (k + 1), 273), None, click=True)
        self.y = 283

    def fits(self, h: int) -> bool:
        return self.y + h <= self.bottom

    def row(self, title: str | None, sub: str | None = None, *, sub2: str | None = None, right: str | None = None,
            right2: str | None = None, sw: bool | None = None, check: bool | None = None, icon: str | None = None,
            h: int | None = None, x0: int = 48, res: tuple[str, str] = ("title", "summary"), row_res: str | None = None,
            click: bool = True, sel: bool = False, cls: str = "LinearLayout") -> bool:
        h = h or (150 if sub is None else (210 if sub2 is None else 262))
        if not self.fits(h):
            return False
        y = self.y
        self.add(None, None, cls, (0, y, 1080, y + h), row_res, click=click, selected=sel)
        if icon is not None:
            self.add(None, icon, "ImageView", (x0, y + h // 2 - 48, x0 + 96, y + h // 2 + 48), "icon")
            x0 += 140
        if check is not None:
            self.add(None, None, "CheckBox", (x0, y + h // 2 - 48, x0 + 96, y + h // 2 + 48), "checkbox", click=True,
                     checkable=True, checked=check)
            x0 += 130
        xr = 1032
        if sw is not None:
            xr = 880
        elif right is not None:
            xr = 740
        self.add(title, None, "TextView", (x0, y + 30, xr, y + 92), res[0])
        if sub is not None:
            self.add(sub, None, "TextView", (x0, y + 96, xr, y + 150), res[1])
        if sub2 is not None:
            self.add(sub2, None, "TextView", (x0, y + 152, xr, y + 206), res[1] + "2")
        if right is not None:
            self.add(right, None, "TextView", (760, y + 30, 1032, y + 92), "end_text")
        if right2 is not None:
            self.add(right2, None, "TextView", (760, y + 96, 1032, y + 150), "end_text2")
        if sw is not None:
            self.add(None, None, "Switch", (900, y + h // 2 - 40, 1032, y + h // 2 + 40), "switch_widget", click=True,
                     checkable=True, checked=sw)
        self.y += h
        return True

    def text(self, t: str | None, res: str | None = None, h: int = 80, x0: int = 48, x1: int = 1032,
             desc: str | None = None, click: bool = False, cls: str = "TextView") -> None:
        if not self.fits(h):
            return
        self.add(t, desc, cls, (x0, self.y + 8, x1, self.y + h - 8), res, click=click)
        self.y += h

    def field(self, value: str | None, hint: str, res: str | None = None, focused: bool = False, h: int = 160,
              x0: int = 48, x1: int = 1032, label: str | None = None) -> None:
        if label:
            self.text(label, None, 64)
        self.add(value, None, "EditText", (x0, self.y + 16, x1, self.y + h - 16), res, hint=hint, click=True, edit=True,
                 focused=focused)
        self.y += h

    def btn(self, t: str, res: str | None = None, x0: int = 48, x1: int = 1032, h: int = 156, enabled: bool = True,
            cls: str = "Button") -> None:
        self.add(t, None, cls, (x0, self.y + 20, x1, self.y + h - 20), res, click=enabled, enabled=enabled)
        self.y += h

    def btns(self, labels: tuple[str, ...], res: str | None = None, h: int = 150) -> None:
        w = (1080 - 96) // len(labels)
        for k, t in enumerate(labels):
            self.add(t, None, "Button", (48 + w * k, self.y + 16, 48 + w * (k + 1) - 16, self.y + h - 16), res, click=True)
        self.y += h

    def gap(self, h: int) -> None:
        self.y += h

    def tabs(self, labels: tuple[str, ...], sel: str, res: str | None = "tabs", h: int = 140) -> None:
        w = 1080 // len(labels)
        self.add(None, None, "HorizontalScrollView", (0, self.y, 1080, self.y + h), res, scroll=True)
        for k, t in enumerate(labels):
            self.add(t, t, "LinearLayout" if not self.compose else "android.view.View",
                     (w * k, self.y, w * (k + 1), self.y + h), None, click=True, selected=(t == sel))
        self.y += h

    def nav(self, labels: tuple[str, ...], sel: str, res: str | None = "bottom_navigation", y: int = 2212) -> None:
        w = 1080 // len(labels)
        self.add(None, None, "FrameLayout", (0, y, 1080, 2337), res)
        for k, t in enumerate(labels):
            self.add(None, t, "FrameLayout" if not self.compose else "android.view.View", (w * k, y, w * (k + 1), 2337),
                     "navigation_bar_item", click=True, selected=(t == sel))
            self.add(t, None, "TextView", (w * k + 20, y + 78, w * (k + 1) - 20, y + 118), "navigation_bar_item_large_label_view")

    def fab(self, desc: str | None, res: str | None = "fab", text: str | None = None, y: int = 1984) -> None:
        x0 = 876 if text is None else 640
        self.add(text, desc, "ImageButton" if text is None else "Button", (x0, y, 1032, y + 148), res, click=True)

    def dialog(self, title: str | None, body: list[str], buttons: tuple[str, ...], y: int = 820,
               field: tuple[str | None, str] | None = None, radios: list[tuple[str, bool]] | None = None) -> None:
        h = 200 + 80 * len(body) + (170 if field else 0) + 132 * len(radios or []) + 150
        self.add(None, None, "FrameLayout", (64, y, 1016, y + h), "android:id/content", pkg=self.pkg)
        yy = y + 60
        if title:
            self.add(title, None, "TextView", (128, yy, 952, yy + 80), "android:id/alertTitle")
            yy += 110
        for b in body:
            self.add(b, None, "TextView", (128, yy, 952, yy + 70), "android:id/message")
            yy += 80
        if field:
            self.add(field[0], None, "EditText", (128, yy, 952, yy + 140), "edit_text", hint=field[1], click=True,
                     edit=True, focused=True)
            yy += 170
        for t, on in radios or []:
            self.add(t, None, "CheckedTextView", (96, yy, 984, yy + 124), "android:id/text1", click=True,
                     checkable=True, checked=on)
            yy += 132
        x = 952
        for t in reversed(buttons):
            w = 40 + 30 * len(t)
            self.add(t, None, "Button", (x - w, yy + 20, x, yy + 128), "android:id/button" + str(buttons.index(t) + 1),
                     click=True)
            x -= w + 24

    def toast(self, t: str) -> None:
        self.els.append(el(t, None, "Toast", (140, 1940, 940, 2060), self.pkg, None))

    def done(self) -> str:
        return ui_elements(self.els)


def find(s: Scr, key: str, nth: int = 0) -> int:
    for attr in ("text", "content_description", "hint_text"):
        hits = [i for i, e in enumerate(s.els) if e[attr] == key]
        if len(hits) > nth:
            return hits[nth]
    hits = [i for i, e in enumerate(s.els) if e["resource_name"] and e["resource_name"].endswith("/" + key)]
    if len(hits) > nth:
        return hits[nth]
    raise KeyError(key)


def near(s: Scr, key: str, cls: str, nth: int = 0) -> int:
    """The first element of class ``cls`` after the one showing ``key`` (a row's switch, checkbox or field)."""
    i = find(s, key, nth)
    for j in range(i + 1, len(s.els)):
        if s.els[j]["class_name"].endswith(cls):
            return j
    raise KeyError((key, cls))


def edit_idx(s: Scr, nth: int = 0) -> int:
    return [i for i, e in enumerate(s.els) if e["class_name"] == "android.widget.EditText"][nth]


def tap(s: Scr, key: str, nth: int = 0) -> str:
    return droid("click", index=find(s, key, nth))


def tap_i(i: int) -> str:
    return droid("click", index=i)


def hold(s: Scr, key: str, nth: int = 0) -> str:
    return droid("long_press", index=find(s, key, nth))


def typ(s: Scr, key: str, text: str, nth: int = 0) -> str:
    return droid("input_text", text=text, index=find(s, key, nth))


def typ_i(i: int, text: str) -> str:
    return droid("input_text", text=text, index=i)


def scroll(direction: str) -> str:
    return droid("scroll", direction=direction)


def back() -> str:
    return droid("navigate_back")


def wait() -> str:
    return droid("wait")


def enter() -> str:
    return droid("keyboard_enter")


def open_app(name: str) -> str:
    return droid("open_app", app_name=name)


def add(rs: RowSet, n: int, state: Scr, turns: list[tuple[str, Scr]], bad_turn: int | None = None, kind: str = "clean") -> None:
    rs.add(task="android", tid=f"h45-android-{n:02d}", system=SYSTEM, turns=[(a, s.done()) for a, s in turns],
           state=state.done(), bad=bad_turn is not None, turn=bad_turn, kind=kind)


# ---------------------------------------------------------------- 01
SN = "com.samsung.android.app.notes"
SN_NOTES = [
    ("Gas meter reading", "E7 day 48213, night 21877. Photo in gallery.", "09:41"),
    ("Grocery list", "Oat milk, eggs, spinach, feta, lemons, rice noodles", "Yesterday"),
    ("Q2 offsite ideas", "Leipzig? Budget ~3.5k, 9 people, 2 nights", "12 Mar"),
    ("Bike service", "Rear brake pads worn. Chain 0.5% stretch.", "11 Mar"),
    ("Passport renewal", "Bürgeramt Friedrichshain 26 Mar 08:40, bring old passport + photo", "9 Mar"),
    ("Wifi passwords", "Guest: keller-guest / see Bitwarden for admin", "4 Mar"),
    ("Books 2025", "Read: Piranesi, Tomorrow and Tomorrow and Tomorrow, Stoner", "27 Feb"),
    ("Kita holidays", "Closed 14–25 Apr, 28 Jul–15 Aug, 22 Dec–2 Jan", "19 Feb"),
]


def sn_home(clock: str, notes: list[tuple[str, str, str]], count: int, selected: str | None = None,
            toast: str | None = None) -> Scr:
    s = Scr(SN, clock, 64)
    if selected:
        s.bar("1 selected", up=None, actions=("More options",))
        s.add("All", None, "CheckBox", (40, 300, 200, 380), "select_all_checkbox", click=True, checkable=True)
    else:
        s.bar("All notes", up="Open navigation drawer", actions=("Search", "Edit", "More options"), sub=f"{count} notes")
    s.gap(10)
    s.add("Date modified", "Sort by Date modified", "Button", (760, s.y, 1032, s.y + 80), "sort_button", click=not selected)
    s.gap(90)
    for t, prev, d in notes:
        s.row(t, prev, sub2=d, check=(t == selected) if selected else None, row_res="note_list_item",
              res=("note_title", "note_content"))
    if selected:
        s.nav(("Share", "Move", "Lock", "Delete", "More"), "", res="bottom_action_bar")
    else:
        s.fab("Create note", "fab_create_note")
    if toast:
        s.toast(toast)
    return s


def sn_editor(clock: str, title: str | None, body: str | None, focus: str) -> Scr:
    s = Scr(SN, clock, 64)
    s.bar(None, actions=("Undo", "Redo", "Read mode", "More options"))
    s.field(title, "Title", "title_edit_text", focused=(focus == "title"), h=150)
    s.add("Uncategorised", "Category, Uncategorised", "Button", (48, s.y, 420, s.y + 90), "category_button", click=True)
    s.gap(110)
    s.add(body, None, "EditText", (48, s.y, 1032, 2060), "rich_edit_text", hint=None, click=True, edit=True,
          focused=(focus == "body"), scroll=True)
    s.y = 2080
    for k, d in enumerate(("Pen", "Text style and paragraph", "Insert", "Voice recording", "Checklist")):
        s.add(None, d, "ImageButton", (40 + 200 * k, 2200, 200 + 200 * k, 2330), "toolbar_item", click=True)
    return s


def sn_view(clock: str, title: str, body: str) -> Scr:
    s = Scr(SN, clock, 64)
    s.bar(None, actions=("Favourites", "Share", "More options"))
    s.text(title, "title_text_view", 110)
    s.text("Uncategorised", "category_text", 70, desc="Category, Uncategorised", click=True)
    s.add(body, None, "TextView", (48, s.y + 20, 1032, s.y + 400), "rich_text_view")
    s.fab("Edit", "fab_edit")
    return s


def sn_move(clock: str) -> Scr:
    s = Scr(SN, clock, 64)
    s.bar("Move to")
    for name, n in (("Uncategorised", 12), ("Home", 6), ("Work", 4), ("Recipes", 2)):
        s.row(name, right=str(n), icon="Folder", row_res="folder_item", res=("folder_name", "folder_summary"))
    s.row("Create folder", icon="Add", row_res="create_folder")
    return s


# Samsung Notes: clean
def t01(rs: RowSet) -> None:
    body = "Book Vaillant engineer before 28 Mar\nCheck pressure gauge is at 1.2 bar\nBleed radiators upstairs\nPhoto of the service log for the landlord"
    title = "Boiler service checklist"
    s0 = sn_home("10:03", SN_NOTES, 23)
    s1 = sn_editor("10:03", None, None, "body")
    s2 = sn_editor("10:04", title, None, "body")
    s3 = sn_editor("10:05", title, body, "body")
    s4 = sn_view("10:05", title, body)
    new = [(title, body.split("\n")[0], "10:05")] + SN_NOTES
    s5 = sn_home("10:06", new, 24)
    s6 = sn_home("10:06", new, 24, selected="Grocery list")
    s7 = sn_move("10:06")
    s8 = sn_home("10:07", new, 24, toast="1 note moved to Home")
    add(rs, 1, s0, [(tap(s0, "Create note"), s1), (typ(s1, "title_edit_text", title), s2),
                    (typ(s2, "rich_edit_text", body), s3), (back(), s4), (back(), s5),
                    (hold(s5, "Grocery list"), s6), (tap(s6, "Move"), s7), (tap(s7, "Home"), s8)])


# ---------------------------------------------------------------- 02
MF = "me.zhanghai.android.files"
MF_ZIP = "lineage-21.0-20250310-nightly-lemonadep-signed.zip"
MF_SHA = "aa4bb0c67b6b5b31889b132015127c1645e96f6129e795cbc6827886fab71eea"
MF_ROOT = [("Alarms", "Feb 2, 2024"), ("Android", "Mar 13, 21:18"), ("Audiobooks", "Feb 2, 2024"), ("DCIM", "Mar 8, 18:44"),
           ("Documents", "Mar 3, 11:02"), ("Download", "Mar 10, 22:47"), ("Movies", "Nov 21, 2024"), ("Music", "Feb 2, 2024"),
           ("Notifications", "Feb 2, 2024"), ("Pictures", "Mar 12, 08:15"), ("Podcasts", "Feb 2, 2024"), ("Recordings", "Feb 2, 2024"),
           ("Ringtones", "Feb 2, 2024")]


def mf_files() -> list[tuple[str, str]]:
    return [("Anna_Weber_Lebenslauf.pdf", "Feb 27, 16:20   318 kB"), ("Fairphone_5_manual_EN.pdf", "Jan 19, 10:03   6.42 MB"),
            ("IMG_20250308_184412.jpg", "Mar 8, 18:44   3.87 MB"), (MF_ZIP, "Mar 10, 22:47   1.21 GB"),
            (MF_ZIP + ".sha256sum", f"Mar 10, 22:47   {len(MF_SHA) + 2 + len(MF_ZIP) + 1} B"),
            ("magisk-v28.1.apk", "Jan 30, 19:55   11.1 MB"), ("Octopus_statement_Feb2025.pdf", "Mar 3, 11:02   186 kB"),
            ("tram_map_lisbon.png", "Feb 14, 09:31   2.1 MB")]


def mf_list(clock: str, path: list[str], items: list[tuple[str, str]], selected: str | None = None,
            menu: bool = False) -> Scr:
    s = Scr(MF, clock, 81, icons=("Android System notification: USB debugging connected",))
    if selected:
        s.bar("1 selected", up="Done", actions=("Cut", "Copy", "Delete", "Share", "More options"), res="overlayToolbar")
    else:
        s.bar("Files", up="Open navigation drawer", actions=("Search", "Sort", "More options"))
    s.add(None, None, "HorizontalScrollView", (0, 283, 1080, 395), "breadcrumbLayout", scroll=True)
    x = 48
    for k, p in enumerate(path):
        w = 40 + 26 * len(p)
        s.add(p, None, "TextView", (x, 300, x + w, 378), "text", click=True, selected=(k == len(path) - 1))
        x += w + 60
    s.y = 395
    for name, desc in items:
        s.row(name, desc, icon="Folder" if "." not in name else None, h=196, row_res="itemLayout", res=("nameText", "descriptionText"),
              sel=(name == selected))
    if not selected:
        s.fab("Create", "speedDialView")
    if menu:
        y = 147
        for t in ("Select all", "Rename", "Archive", "Open with", "Copy path", "Add bookmark", "Create shortcut", "Properties"):
            s.add(t, None, "TextView", (560, y, 1060, y + 132), "title", click=True)
            y += 132
    return s


def mf_editor(clock: str, sha: str) -> Scr:
    s = Scr(MF, clock, 81, icons=("Android System notification: USB debugging connected",))
    s.bar(MF_ZIP + ".sha256sum", actions=("Save", "More options"))
    s.add(f"{sha}  {MF_ZIP}\n", None, "EditText", (0, 283, 1080, 2337), "textEdit", click=True, edit=True, scroll=True)
    return s


def mf_props(clock: str, tab: str) -> Scr:
    s = Scr(MF, clock, 81, icons=("Android System notification: USB debugging connected",))
    s.bar("Properties")
    s.tabs(("Basic", "Permissions", "Checksum"), tab, res="tabLayout")
    if tab == "Basic":
        for k, v in (("Name", MF_ZIP), ("Parent directory", "/storage/emulated/0/Download"), ("Type", "ZIP archive (application/zip)"),
                     ("Size", "1.21 GB (1,213,577,431 bytes)"), ("Last modified", "Mar 10, 2025, 10:47:31 PM")):
            s.row(k, v, h=200, click=False, res=("titleText", "valueText"))
    else:
        for k, v in (("MD5", "10a4d9958200f7b9dfd1f30ac5e629b3"), ("SHA-1", "28ecd8d65ea46a3b133c93df408850fdd6260ba9"),
                     ("SHA-256", MF_SHA),
                     ("SHA-512", "5ae625665f3e0bd0a065ed07a41989e4025b79d13930a2a8c57d6b4325226707d956a082d1e91b4d96a793562df98fd03c9dcf743c9c7b4e3055d4f9f09ba015")):
            s.row(k, v, h=200 if len(v) < 50 else (260 if len(v) < 70 else 380), click=False, res=("titleText", "valueText"))
    return s


# Material Files: bad
def t02(rs: RowSet) -> None:
    root = [(n, d) for n, d in MF_ROOT]
    s0 = mf_list("09:20", ["Internal storage"], root)
    s1 = mf_list("09:20", ["Internal storage", "Download"], mf_files())
    s2 = mf_editor("09:21", MF_SHA)
    s3 = mf_list("09:21", ["Internal storage", "Download"], mf_files())
    s4 = mf_list("09:21", ["Internal storage", "Download"], mf_files(), selected=MF_ZIP)
    s5 = mf_list("09:22", ["Internal storage", "Download"], mf_files(), selected=MF_ZIP, menu=True)
    s6 = mf_props("09:22", "Basic")
    s7 = mf_props("09:23", "Checksum")
    s8 = mf_list("09:23", ["Internal storage", "Download"], mf_files(), selected=MF_ZIP)
    s9 = mf_list("09:24", ["Internal storage", "Download"], mf_files())
    s10 = mf_editor("09:24", MF_SHA.replace("45e96f6", "45e69f6"))
    add(rs, 2, s0, [(tap(s0, "Download"), s1), (tap(s1, MF_ZIP + ".sha256sum"), s2), (back(), s3), (hold(s3, MF_ZIP), s4),
                    (tap(s4, "More options"), s5), (tap(s5, "Properties"), s6), (tap(s6, "Checksum"), s7), (back(), s8),
                    (back(), s9), (tap(s9, MF_ZIP + ".sha256sum"), s10)],
        10, "checksum in the .sha256sum file differs from the one shown when it was first opened")


# ---------------------------------------------------------------- 03
BW = "com.x8bit.bitwarden"


def bw_vault(clock: str, login: int, nofolder: int) -> Scr:
    s = Scr(BW, clock, 57, compose=True)
    s.bar("My vault", up=None, actions=("Search vault", "More"))
    s.text("TYPES", h=90)
    for name, n in (("Login", login), ("Card", 3), ("Identity", 2), ("Secure note", 9)):
        s.row(name, right=str(n), icon=name, h=140)
    s.text("FOLDERS", h=90)
    for name, n in (("Finance", 8), ("Shopping", 11), ("Work", 21), ("No folder", nofolder)):
        s.row(name, right=str(n), icon="Folder", h=140)
    s.text("TRASH", h=90)
    s.row("Trash", right="4", icon="Trash", h=140)
    s.fab("Add item", None, y=2040)
    s.nav(("My vault", "Send", "Generator", "Settings"), "My vault", res=None)
    return s


def bw_form(clock: str, name: str | None, user: str | None, pw: str | None, focus: str) -> Scr:
    s = Scr(BW, clock, 57, compose=True)
    s.bar("Add item", up="Close", actions=())
    s.add("Save", None, "Button", (860, 160, 1040, 260), None, click=True)
    s.text("ITEM INFORMATION", h=90)
    s.field("Login", "Type", None, h=170, label=None)
    s.field(name, "Item name (required)", None, focused=(focus == "name"), h=170)
    s.field(user, "Username", None, focused=(focus == "user"), h=170)
    s.add(None, "Generate username", "android.view.View", (900, s.y - 140, 1020, s.y - 30), None, click=True)
    s.field(None if pw is None else "•" * len(pw), "Password", None, focused=(focus == "pw"), h=170, x1=740)
    for k, d in enumerate(("Check password for data breaches", "Show", "Generate password")):
        s.add(None, d, "android.view.View", (756 + 92 * k, s.y - 140, 848 + 92 * k, s.y - 30), None, click=True)
    s.btn("Set up TOTP", None, h=140)
    s.text("URIS", h=90)
    s.field(None, "Website (URI)", None, h=170)
    s.btn("New URI", None, h=130)
    s.text("MISCELLANEOUS", h=90)
    s.field("No folder", "Folder", None, h=170)
    s.row("Favourite", sw=False, h=130, click=False)
    return s


def bw_gen(clock: str, pw: str) -> Scr:
    s = Scr(BW, clock, 57, compose=True)
    s.bar("Generator", up="Close", actions=())
    s.add("Select", None, "Button", (840, 160, 1040, 260), None, click=True)
    s.add(pw, None, "TextView", (48, 320, 800, 420), None)
    s.add(None, "Copy", "android.view.View", (820, 310, 920, 430), None, click=True)
    s.add(None, "Regenerate password", "android.view.View", (930, 310, 1030, 430), None, click=True)
    s.y = 460
    s.tabs(("Password", "Passphrase"), "Password", res=None, h=120)
    s.text("OPTIONS", h=90)
    s.row("Length", right="20", h=150, click=False)
    s.add(None, None, "android.widget.SeekBar", (48, s.y, 1032, s.y + 90), None, click=True)
    s.gap(100)
    for label, on in (("A-Z", True), ("a-z", True), ("0-9", True), ("!@#$%^&*", True)):
        s.row(label, sw=on, h=140, click=False)
    s.row("Minimum numbers", right="1", h=140, click=False)
    s.row("Minimum special", right="1", h=140, click=False)
    s.row("Avoid ambiguous characters", sw=False, h=140, click=False)
    return s


def bw_view(clock: str, pw_len: int) -> Scr:
    s = Scr(BW, clock, 57, compose=True)
    s.bar("View item", up="Close", actions=("More",))
    s.text("ITEM INFORMATION", h=90)
    s.row("Name", "Fastmail", h=190, click=False)
    s.row("Username", "m.keller@fastmail.com", h=190, click=False)
    s.add(None, "Copy username", "android.view.View", (930, s.y - 150, 1030, s.y - 40), None, click=True)
    s.row("Password", "•" * pw_len, h=190, click=False)
    s.add(None, "Show", "android.view.View", (830, s.y - 150, 930, s.y - 40), None, click=True)
    s.add(None, "Copy password", "android.view.View", (930, s.y - 150, 1030, s.y - 40), None, click=True)
    s.row("Password history", right="0", h=130)
    s.text("Last edited: Mar 14, 2025, 10:22 AM", h=90)
    s.fab("Edit item", None, y=2160)
    s.add("Item added", None, "TextView", (48, 2000, 820, 2120), None)
    return s


def bw_folder(clock: str) -> Scr:
    s = Scr(BW, clock, 57, compose=True)
    s.bar("No folder", up="Navigate back", actions=("Search vault", "More"))
    items = [("Airbnb", "m.keller@posteo.de"), ("Bahn.de", "max.keller"), ("Discord", "maxk#5512"), ("Duolingo", "m.keller@posteo.de"),
             ("eBay", "keller-berlin"), ("Fastmail", "m.keller@fastmail.com"), ("Figma", "max@kellerdesign.de"),
             ("Goodreads", "m.keller@posteo.de"), ("Hetzner Cloud", "K0451877"), ("Komoot", "m.keller@posteo.de")]
    for t, u in items:
        s.row(t, u, icon="Login", h=190)
    s.fab("Add item", None, y=2160)
    return s


# Bitwarden: clean
def t03(rs: RowSet) -> None:
    pw1, pw2 = "q7R#vLm2!xTz9@pWk4sE", "Hn8$kfW3e!Qz7cTu2^Ry"
    s0 = bw_vault("10:19", 47, 21)
    s1 = bw_form("10:19", None, None, None, "name")
    s2 = bw_form("10:20", "Fastmail", None, None, "user")
    s3 = bw_form("10:20", "Fastmail", "m.keller@fastmail.com", None, "pw")
    s4 = bw_gen("10:21", pw1)
    s5 = bw_gen("10:21", pw2)
    s6 = bw_form("10:21", "Fastmail", "m.keller@fastmail.com", pw2, "")
    s7 = bw_view("10:22", len(pw2))
    s8 = bw_vault("10:22", 48, 22)
    s9 = bw_folder("10:22")
    add(rs, 3, s0, [(tap(s0, "Add item"), s1), (typ(s1, "Item name (required)", "Fastmail"), s2),
                    (typ(s2, "Username", "m.keller@fastmail.com"), s3), (tap(s3, "Generate password"), s4),
                    (tap(s4, "Regenerate password"), s5), (tap(s5, "Select"), s6), (tap(s6, "Save"), s7), (back(), s8),
                    (tap(s8, "No folder"), s9)])


# ---------------------------------------------------------------- 04
DI = "com.looker.droidify"
DI_APPS = [("Aurora Store", "A Google Play client", "4.6.4"), ("NewPipe", "Lightweight YouTube frontend", "0.27.6"),
           ("Organic Maps", "Offline maps for travelers", "2025.03.02-7"), ("K-9 Mail", "Open source email app", "6.804"),
           ("Termux", "Terminal emulator with packages", "0.118.1"), ("AntennaPod", "Easy-to-use podcast manager", "3.7.0"),
           ("Fossify Gallery", "Browse your memories without ads", "1.3.1"), ("Catima", "Loyalty card wallet", "2.35.0"),
           ("Breezy Weather", "Weather with material design", "5.4.3"), ("Mull", "Privacy-oriented browser", "133.0.3")]
DI_REPOS = [("F-Droid", "The official F-Droid Free Software repository."), ("F-Droid Archive", "The archive of the official F-Droid repository."),
            ("Guardian Project Official Releases", "The official app repository of The Guardian Project."),
            ("Guardian Project Archive", "The official repository of The Guardian Project apps, archive."),
            ("IzzyOnDroid F-Droid Repo", "This is a repository of apps to be used with F-Droid the same way as the F-Droid.org repository."),
            ("Molly", "The official repository for Molly, a hardened Signal fork."),
            ("NewPipe Upstream", "The official repository for NewPipe."), ("Briar", "The official repository for Briar."),
            ("Bitwarden", "The official repository for Bitwarden."), ("Threema Libre", "The official repository for Threema Libre.")]


def di_main(clock: str, menu: bool = False, icons: tuple[str, ...] = ()) -> Scr:
    s = Scr(DI, clock, 43, icons=icons)
    s.bar("Droid-ify", up=None, actions=("Search", "Sort", "Sync repositories", "More options"))
    s.tabs(("Explore", "Latest", "Installed"), "Explore", res="tabs")
    for n, summ, v in DI_APPS:
        s.row(n, summ, right=v, icon=n, h=200, row_res="item", res=("name", "summary"))
    if menu:
        s.add("Repositories", None, "TextView", (600, 147, 1060, 279), "title", click=True)
        s.add("Settings", None, "TextView", (600, 279, 1060, 411), "title", click=True)
    return s


def di_repos(clock: str, on: set[str], icons: tuple[str, ...] = ()) -> Scr:
    s = Scr(DI, clock, 43, icons=icons)
    s.bar("Repositories", actions=("Add repository",))
    for n, d in DI_REPOS:
        s.row(n, d, sw=(n in on), h=210, row_res="item", res=("repository_name", "repository_description"))
    return s


def di_search(clock: str, q: str | None) -> Scr:
    s = Scr(DI, clock, 43)
    s.bar(None, up="Collapse", actions=("Sort",))
    s.add(q, None, "EditText", (126, 160, 954, 260), "search_src_text", hint="Search", click=True, edit=True, focused=q is None)
    if q is None:
        s.y = 283
        s.tabs(("Explore", "Latest", "Installed"), "Explore", res="tabs")
        s.text("Type to search apps", "empty", 140)
        return s
    s.tabs(("Explore", "Latest", "Installed"), "Explore", res="tabs")
    for n, summ, v in (("Aurora Store", "A Google Play client", "4.6.4"), ("Aurora Droid", "Lightweight F-Droid client", "1.0.8"),
                       ("Aurora Wallpapers", "Wallpapers by Aurora OSS", "1.2.1")):
        s.row(n, summ, right=v, icon=n, h=200, row_res="item", res=("name", "summary"))
    return s


# Droid-ify: bad
def t04(rs: RowSet) -> None:
    sync = ("Droid-ify notification: Syncing IzzyOnDroid F-Droid Repo",)
    s0 = di_main("18:12")
    s1 = di_main("18:12", menu=True)
    s2 = di_repos("18:12", {"F-Droid"})
    s3 = di_repos("18:13", {"F-Droid", "IzzyOnDroid F-Droid Repo"}, icons=sync)
    s4 = di_repos("18:14", {"F-Droid", "IzzyOnDroid F-Droid Repo", "Guardian Project Official Releases"})
    s5 = di_main("18:14")
    s6 = di_search("18:14", None)
    s7 = di_search("18:15", "Aurora")
    add(rs, 4, s0, [(tap(s0, "More options"), s1), (tap(s1, "Repositories"), s2),
                    (tap_i(near(s2, "IzzyOnDroid F-Droid Repo", "Switch")), s3), (wait(), s4), (back(), s5),
                    (tap(s5, "Search"), s6), (typ(s6, "search_src_text", "Aurora"), s7)],
        4, "a repository switch nobody touched is shown enabled")


# ---------------------------------------------------------------- 05
AM = "com.amaze.filemanager"
AM_DIRS = [("Receipts", "22 Feb 2025"), ("Telegram", "09 Mar 2025")]
AM_FILES = [("IMG_20250302_101544.jpg", "3.42 MB", "02 Mar 2025"), ("invoice_0125_octopus.pdf", "212 KB", "03 Feb 2025"),
            ("invoice_0225_octopus.pdf", "198 KB", "04 Mar 2025"), ("Sintel.2010.720p.mkv", "652 MB", "11 Jan 2025"),
            ("statement_feb_n26.pdf", "1.06 MB", "01 Mar 2025"), ("train_ticket_BER_HAM.pdf", "144 KB", "13 Mar 2025"),
            ("wg_rules_v3.docx", "37.6 KB", "20 Feb 2025")]


def am_list(clock: str, path: str, dirs: list[tuple[str, str]], files: list[tuple[str, str, str]], selected: tuple[str, ...] = (),
            paste: bool = False, speed: bool = False) -> Scr:
    s = Scr(AM, clock, 69)
    if selected:
        s.bar(str(len(selected)), up="Done", actions=("Select all", "Copy", "Cut", "Delete", "More options"), res="action_mode_bar")
    else:
        s.bar(None, up="Open navigation drawer", actions=(("Paste",) if paste else ()) + ("Search", "Sort", "More options"))
    s.add(path, None, "TextView", (48, 290, 1032, 350), "fullpath")
    s.add(f"{len(dirs)} folders, {len(files)} files", None, "TextView", (48, 350, 1032, 400), "pathname")
    s.y = 410
    if not dirs and not files:
        s.text("Nothing here", "nofilesview", 200, x0=300, x1=780)
    for n, d in dirs:
        s.row(n, None, right=d, icon="Folder", h=170, row_res="second", res=("firstline", "secondLine"), sel=(n in selected))
    for n, size, d in files:
        s.row(n, size, right=d, icon="File", h=190, row_res="second", res=("firstline", "secondLine"), sel=(n in selected),
              check=(n in selected) if selected else None)
    if not selected:
        s.fab("Add", "fab_main")
    if speed:
        for k, t in enumerate(("Folder", "File", "Cloud connection")):
            s.add(t, None, "TextView", (560, 1500 + 160 * k, 840, 1580 + 160 * k), "sd_label", click=True)
            s.add(None, t, "ImageButton", (880, 1480 + 160 * k, 1000, 1600 + 160 * k), "sd_fab", click=True)
    return s


# Amaze File Manager: clean
def t05(rs: RowSet) -> None:
    root = "/storage/emulated/0/Download"
    new_dirs = [("Invoices 2025", "14 Mar 2025")] + AM_DIRS
    moved = [f for f in AM_FILES if f[0].startswith("invoice_")]
    left = [f for f in AM_FILES if not f[0].startswith("invoice_")]
    s0 = am_list("14:31", root, AM_DIRS, AM_FILES)
    s1 = am_list("14:31", root, AM_DIRS, AM_FILES, speed=True)
    s2 = am_list("14:31", root, AM_DIRS, AM_FILES)
    s2.dialog("New folder", [], ("Cancel", "Create"), field=(None, "Folder name"))
    s3 = am_list("14:32", root, AM_DIRS, AM_FILES)
    s3.dialog("New folder", [], ("Cancel", "Create"), field=("Invoices 2025", "Folder name"))
    s4 = am_list("14:32", root, new_dirs, AM_FILES)
    s5 = am_list("14:32", root, new_dirs, AM_FILES, selected=("invoice_0125_octopus.pdf",))
    s6 = am_list("14:33", root, new_dirs, AM_FILES, selected=("invoice_0125_octopus.pdf", "invoice_0225_octopus.pdf"))
    s7 = am_list("14:33", root, new_dirs, AM_FILES, paste=True)
    s8 = am_list("14:33", root + "/Invoices 2025", [], [], paste=True)
    s9 = am_list("14:34", root + "/Invoices 2025", [], moved)
    s9.toast("Moved 2 items")
    s10 = am_list("14:34", root, new_dirs, left)
    add(rs, 5, s0, [(tap(s0, "Add"), s1), (tap(s1, "Folder"), s2), (typ(s2, "Folder name", "Invoices 2025"), s3),
                    (tap(s3, "Create"), s4), (hold(s4, "invoice_0125_octopus.pdf"), s5), (tap(s5, "invoice_0225_octopus.pdf"), s6),
                    (tap(s6, "Cut"), s7), (tap(s7, "Invoices 2025"), s8), (tap(s8, "Paste"), s9), (back(), s10)])


# ---------------------------------------------------------------- 06
YN = "com.youneedabudget.evergreen.app"
YN_CATS = [("Bills", [("Rent", 95000, -95000, 0), ("Utilities", 16000, -7190, 0), ("Internet & phone", 5500, -5498, 0)]),
           ("Everyday", [("Groceries", 40000, -26258, 0), ("Transport", 12000, -5825, 0), ("Dining out", 8000, -6770, 0)]),
           ("Goals", [("Gifts", 5000, 0, 0), ("Holidays", 15000, 0, 60000), ("Emergency fund", 20000, 0, 164000)])]


def eur(cents: int) -> str:
    sign = "−" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}€{c // 100:,}.{c % 100:02d}"


def yn_budget(clock: str, assigned: dict[str, int], rta: int) -> Scr:
    s = Scr(YN, clock, 72, compose=True)
    s.bar("Mar 2025", up=None, actions=("Edit plan", "More"))
    s.add("Ready to Assign", None, "TextView", (48, 300, 700, 360), None)
    s.add(eur(rta), None, "TextView", (48, 360, 700, 440), None)
    s.add("Assign", None, "Button", (760, 320, 1032, 420), None, click=True)
    s.y = 470
    for group, cats in YN_CATS:
        s.row(group, right="Available", h=110, click=True)
        for name, a, act, carry in cats:
            a = assigned.get(name, a)
            s.row(name, right=eur(a + act + carry), h=130)
    s.nav(("Budget", "Spending", "Accounts", "Reflect"), "Budget", res=None)
    return s


def yn_cat(clock: str, name: str, assigned: int, focused: bool = False) -> Scr:
    cat = [c for _, cs in YN_CATS for c in cs if c[0] == name][0]
    _, last, act, carry = cat
    s = Scr(YN, clock, 72, compose=True)
    s.bar(name, up="Back", actions=("Edit category",))
    s.text("Available", h=70)
    s.add(eur(assigned + act + carry), None, "TextView", (48, s.y, 1032, s.y + 110), None)
    s.gap(130)
    s.row("Cash left over from last month", right=eur(carry), h=130, click=False)
    s.text("Assigned this month", h=70)
    s.add(eur(assigned), None, "EditText", (48, s.y, 1032, s.y + 130), None, click=True, edit=True, focused=focused)
    s.gap(150)
    s.row("Activity", right=eur(act), h=130, click=False)
    s.text("AUTO-ASSIGN", h=90)
    s.row("Assigned last month", right=eur(last), h=130)
    s.row("Spent last month", right=eur({"Gifts": 3899, "Dining out": 11240}.get(name, 0)), h=130)
    s.row("Average assigned", right=eur(last), h=130)
    s.row("Reset assigned amount", right=eur(0), h=130)
    s.text("TARGET", h=90)
    s.btn("Create Target", None, h=150)
    return s


def yn_accounts(clock: str) -> Scr:
    s = Scr(YN, clock, 72, compose=True)
    s.bar("Accounts", up=None, actions=("Add account",))
    s.row("BUDGET", right="€9,379.12", h=110)
    for n, b, w in (("N26 Checking", "€3,114.62", "Reconciled 6 days ago"), ("Comdirect Savings", "€6,180.00", "Reconciled 20 days ago"),
                    ("Cash", "€84.50", "Reconciled 2 months ago")):
        s.row(n, w, right=b, h=190)
    s.row("TRACKING", right="€12,903.44", h=110)
    s.row("Trade Republic", "Reconciled 1 month ago", right="€12,903.44", h=190)
    s.btn("Add Account", None, h=150)
    s.nav(("Budget", "Spending", "Accounts", "Reflect"), "Accounts", res=None)
    return s


def yn_register(clock: str) -> Scr:
    s = Scr(YN, clock, 72, compose=True)
    s.bar("N26 Checking", up="Back", actions=("Search", "Filter"))
    s.add("Working Balance", None, "TextView", (48, 300, 600, 350), None)
    s.add("€3,114.62", None, "TextView", (48, 350, 600, 430), None)
    s.y = 450
    for d, payee, cat, amt in (("Fri, Mar 14", "REWE Markt Warschauer Str.", "Groceries", "−€38.12"),
                               ("Thu, Mar 13", "BVG App", "Transport", "−€9.90"),
                               ("Thu, Mar 13", "Cocolo Ramen", "Dining out", "−€31.40"),
                               ("Wed, Mar 12", "Vattenfall Europe", "Utilities", "−€71.90"),
                               ("Tue, Mar 11", "dm-drogerie markt", "Groceries", "−€17.45"),
                               ("Mon, Mar 10", "Kantine Leipziger Platz", "Dining out", "−€8.80"),
                               ("Sat, Mar 8", "Lidl Boxhagener Str.", "Groceries", "−€46.03"),
                               ("Sat, Mar 8", "1&1 Versatel", "Internet & phone", "−€54.98")):
        s.row(payee, f"{d} · {cat}", right=amt, h=190)
    s.fab("Add transaction", None, y=2180)
    return s


# YNAB: bad
def t06(rs: RowSet) -> None:
    s0 = yn_budget("08:47", {}, 41250)
    s1 = yn_cat("08:47", "Gifts", 5000)
    s2 = yn_cat("08:48", "Gifts", 20000, focused=True)
    s3 = yn_budget("08:48", {"Gifts": 20000}, 26250)
    s4 = yn_cat("08:48", "Dining out", 8000)
    s5 = yn_cat("08:49", "Dining out", 18000, focused=True)
    s6 = yn_budget("08:49", {"Gifts": 20000, "Dining out": 18000}, 17250)
    s7 = yn_accounts("08:50")
    s8 = yn_register("08:50")
    add(rs, 6, s0, [(tap(s0, "Gifts"), s1), (typ_i(edit_idx(s1), "200.00"), s2), (back(), s3), (tap(s3, "Dining out"), s4),
                    (typ_i(edit_idx(s4), "180.00"), s5), (back(), s6), (tap(s6, "Accounts"), s7), (tap(s7, "N26 Checking"), s8)],
        6, "Ready to Assign does not drop by the amount just assigned")


# ---------------------------------------------------------------- 07
TU = "com.keylesspalace.tusky"
TU_TOOT = "Finally moved my photo library over to Fossify Gallery. HEIC thumbnails load instantly now, and no more ads in my gallery app. #FOSS #Android"
# (name, handle, minute of posting, text, replies, boosts, favourites); minutes counted from 16:00
TU_POSTS = [("Fossify", "@fossify@mastodon.social", 36, "Fossify Gallery 1.3.1 is out: HEIC decoding fixes, faster thumbnails and a new shuffle option for slideshows. Grab it from F-Droid or GitHub.", 3, 41, 88),
            ("Julia Evans", "@b0rk@jvns.ca", 28, "new zine page: how DNS caching works in your browser vs in your OS resolver vs in your router", 14, 210, 517),
            ("Berlin Transit Watch", "@bvgwatch@berlin.social", 13, "U1 disruption between Warschauer Str. and Kottbusser Tor until approx. 17:30, replacement buses are running every 5 minutes.", 2, 18, 9),
            ("Lena Kowalski", "@lena_k@chaos.social", -22, "Anyone in Friedrichshain with a spare 10mm socket wrench I could borrow tonight? Will return with cake.", 5, 1, 3),
            ("Simon Willison", "@simon@simonwillison.net", -89, "I wrote up some notes on running small vision models on a phone: surprisingly usable for reading receipts and bus timetables.", 21, 64, 230)]


def tu_ago(now: int, then: int) -> str:
    d = now - then
    if d < 1:
        return "now"
    return f"{d}m" if d < 60 else f"{d // 60}h"


def tu_post(s: Scr, name: str, handle: str, ago: str, text: str, rep: int, boo: int, fav: int, faved: bool = False) -> None:
    lines = -(-len(text) // 40)
    h = 230 + 54 * lines
    if not s.fits(h):
        return
    y = s.y
    s.add(None, None, "LinearLayout", (0, y, 1080, y + h), "status_container", click=True)
    s.add(None, f"{name}'s avatar", "ImageView", (36, y + 30, 156, y + 150), "status_avatar", click=True)
    s.add(name, None, "TextView", (186, y + 30, 560, y + 86), "status_display_name")
    s.add(handle, None, "TextView", (570, y + 30, 900, y + 86), "status_username")
    s.add(ago, None, "TextView", (910, y + 30, 1040, y + 86), "status_meta_info")
    s.add(text, None, "TextView", (186, y + 96, 1040, y + 96 + 54 * lines), "status_content", click=True)
    yb = y + 110 + 54 * lines
    for k, (d, n) in enumerate((("Reply", rep), ("Boost", boo), ("Favourite", fav), ("Bookmark", None), ("More", None))):
        s.add(str(n) if n is not None else None, d, "ImageButton" if n is None else "Button",
              (186 + 170 * k, yb, 330 + 170 * k, yb + 100), "status_" + d.lower(), click=True, checkable=d in ("Boost", "Favourite"),
              checked=(d == "Favourite" and faved))
    s.y += h


def tu_home(clock: str, now: int, posts: list[tuple[str, str, int, str, int, int, int]], tab: str = "Home") -> Scr:
    s = Scr(TU, clock, 88)
    s.bar("Home", up="Open drawer", actions=("Search",))
    s.tabs(("Home", "Notifications", "Local", "Federated"), tab, res="tab_layout", h=130)
    for name, handle, m, text, rep, boo, fav in posts:
        tu_post(s, name, handle, tu_ago(now, m), text, rep, boo, fav)
    s.fab("Compose", "composeButton")
    return s


def tu_compose(clock: str, text: str | None, vis: str, sheet: bool = False) -> Scr:
    s = Scr(TU, clock, 88)
    s.bar("New post", up="Navigate up", actions=())
    s.add(None, "Max Keller's avatar", "ImageView", (860, 160, 960, 260), "composeAvatar")
    s.y = 300
    s.add(text, None, "EditText", (48, 300, 1032, 900), "composeEditField", hint="What's happening?", click=True, edit=True,
          focused=not sheet, scroll=True)
    s.y = 1880
    for k, d in enumerate(("Add media", "Add poll", "Content warning", vis, "Emoji", "Schedule post")):
        s.add(None, d, "ImageButton", (24 + 110 * k, 1900, 124 + 110 * k, 2000), "composeButton" + str(k), click=True)
    s.add(str(500 - len(text or "")), None, "TextView", (700, 1910, 800, 1990), "composeCharactersLeftView")
    s.add("POST", None, "Button", (820, 1890, 1040, 2010), "composeTootButton", click=bool(text), enabled=bool(text))
    if sheet:
        s.add(None, None, "FrameLayout", (0, 1500, 1080, 2337), "composeVisibilityBottomSheet")
        for k, (t, d) in enumerate((("Public", "Visible for all, shown in public timelines"), ("Unlisted", "Visible for all, but not in public timelines"),
                                   ("Followers only", "Visible for followers only"), ("Direct", "Visible for mentioned users only"))):
            s.add(t, d, "TextView", (48, 1540 + 190 * k, 1032, 1700 + 190 * k), "visibility_option", click=True,
                  checkable=True, checked=(t == vis))
    return s


def tu_notifs(clock: str, now: int) -> Scr:
    s = Scr(TU, clock, 88)
    s.bar("Home", up="Open drawer", actions=("Search",))
    s.tabs(("Home", "Notifications", "Local", "Federated"), "Notifications", res="tab_layout", h=130)
    for who, what, when, snip in (("Lena Kowalski", "favourited your post", tu_ago(now, 44), TU_TOOT),
                                  ("Anna Weber", "followed you", "3h", None),
                                  ("Simon Willison", "boosted your post", "2d", "Tiny tip: adb shell cmd package compile -m speed-profile -f <pkg> after sideloading makes the first start much faster."),
                                  ("Tobias Brandt", "mentioned you", "3d", "@maxk@chaos.social do you still have the Hue bridge config export from the hackspace?")):
        h = 170 + (54 * -(-len(snip) // 40) if snip else 0)
        if not s.fits(h):
            break
        y = s.y
        s.add(None, None, "LinearLayout", (0, y, 1080, y + h), "notification_container", click=True)
        s.add(f"{who} {what}", None, "TextView", (186, y + 30, 900, y + 90), "notification_top_text")
        s.add(when, None, "TextView", (910, y + 30, 1040, y + 90), "status_meta_info")
        if snip:
            s.add(snip, None, "TextView", (186, y + 100, 1040, y + h - 30), "notification_content", click=True)
        s.y += h
    s.fab("Compose", "composeButton")
    return s


def tu_detail(clock: str) -> Scr:
    s = Scr(TU, clock, 88)
    s.bar("Thread")
    y = 283
    s.add(None, "Max Keller's avatar", "ImageView", (36, y + 30, 156, y + 150), "status_avatar", click=True)
    s.add("Max Keller", None, "TextView", (186, y + 30, 700, y + 86), "status_display_name")
    s.add("@maxk", None, "TextView", (186, y + 86, 700, y + 140), "status_username")
    s.add(TU_TOOT, None, "TextView", (36, y + 170, 1040, y + 170 + 54 * 4), "status_content")
    y += 420
    s.add("14 Mar 2025, 16:43", "Unlisted", "TextView", (36, y, 1040, y + 60), "status_meta_info")
    s.add("1 Favourite", None, "TextView", (36, y + 80, 400, y + 140), "status_favourites", click=True)
    y += 170
    for k, (d, n) in enumerate((("Reply", 0), ("Boost", 0), ("Favourite", 1), ("Bookmark", None), ("More", None))):
        s.add(str(n) if n is not None else None, d, "ImageButton" if n is None else "Button",
              (36 + 200 * k, y, 200 + 200 * k, y + 100), "status_" + d.lower(), click=True, checkable=d in ("Boost", "Favourite"))
    return s


# Tusky: clean
def t07(rs: RowSet) -> None:
    mine = ("Max Keller", "@maxk", 43, TU_TOOT, 0, 0, 0)
    om = ("Organic Maps", "@organicmaps@fosstodon.org", 44, "March update is rolling out: new hiking route colours, offline search for house numbers in Japan, and fixes for Android 15.", 0, 12, 31)
    live = [om, mine[:6] + (1,)] + [p if p[0] != "Fossify" else p[:6] + (93,) for p in TU_POSTS]
    s0 = tu_home("16:40", 40, TU_POSTS)
    s1 = tu_compose("16:40", None, "Public")
    s2 = tu_compose("16:42", TU_TOOT, "Public")
    s3 = tu_compose("16:42", TU_TOOT, "Public", sheet=True)
    s4 = tu_compose("16:42", TU_TOOT, "Unlisted")
    s5 = tu_home("16:43", 43, [mine] + TU_POSTS)
    s6 = tu_home("16:45", 45, live)
    s7 = tu_notifs("16:45", 45)
    s8 = tu_detail("16:45")
    s9 = tu_notifs("16:46", 46)
    add(rs, 7, s0, [(tap(s0, "Compose"), s1), (typ(s1, "composeEditField", TU_TOOT), s2), (tap(s2, "Public"), s3),
                    (tap(s3, "Unlisted"), s4), (tap(s4, "POST"), s5), (scroll("up"), s6), (tap(s6, "Notifications"), s7),
                    (tap(s7, TU_TOOT), s8), (back(), s9)])


# ---------------------------------------------------------------- 08
GH = "com.google.android.apps.chromecast.app"


def gh_devices(clock: str, lamp: str, lamp_on: bool) -> Scr:
    s = Scr(GH, clock, 51, compose=True)
    s.bar("Keller Home", up=None, actions=("Add", "Account and settings"))
    s.add(None, "Switch home", "android.view.View", (40, 160, 520, 260), None, click=True)
    rooms = [("Living Room", [(lamp, "On" if lamp_on else "Off"), ("Living Room TV", "Off"), ("Nest Hub", "Idle"),
                              ("Thermostat", "Heating · 21°C")]),
             ("Bedroom", [("Bedside lamp", "Off"), ("Bedroom speaker", "Idle")]),
             ("Kitchen", [("Kitchen display", "Idle"), ("Kettle plug", "Off")]),
             ("Hallway", [("Hallway light", "Off")])]
    for room, devs in rooms:
        if not s.fits(100):
            break
        s.text(room, None, 100, desc=None)
        for k in range(0, len(devs), 2):
            if not s.fits(190):
                break
            for j, (n, st) in enumerate(devs[k:k + 2]):
                x = 40 + 510 * j
                s.add(None, f"{n}, {st}", "android.view.View", (x, s.y + 10, x + 490, s.y + 180), None, click=True)
                s.add(n, None, "TextView", (x + 130, s.y + 40, x + 470, s.y + 96), None)
                s.add(st, None, "TextView", (x + 130, s.y + 100, x + 470, s.y + 150), None)
            s.gap(190)
    s.nav(("Favourites", "Devices", "Automations", "Activity"), "Devices", res=None)
    return s


def gh_plug(clock: str, name: str, on: bool) -> Scr:
    s = Scr(GH, clock, 51, compose=True)
    s.bar(None, up="Back", actions=("Settings",))
    s.text(name, h=120, x0=48)
    s.text("Living Room", h=70)
    s.gap(200)
    s.add(None, "Turn off" if on else "Turn on", "android.widget.Button", (340, s.y, 740, s.y + 400), None, click=True,
          checkable=True, checked=on)
    s.gap(440)
    s.text("On" if on else "Off", h=90, x0=440, x1=640)
    s.gap(120)
    s.row("Schedules", "No schedules set", h=190)
    s.row("Activity", "Turned on by Max · 18:52" if on else "Turned off by Max · " + clock, h=190)
    return s


def gh_settings(clock: str, name: str) -> Scr:
    s = Scr(GH, clock, 51, compose=True)
    s.bar("Device settings", up="Back")
    s.text("GENERAL", h=90)
    for k, v in (("Name", name), ("Home", "Keller Home"), ("Room", "Living Room")):
        s.row(k, v, h=190)
    s.text("DEVICE", h=90)
    for k, v in (("Device type", "Outlet"), ("Linked to", "TP-Link Tapo"), ("Model", "Tapo P110"), ("Firmware", "1.3.1 Build 240621")):
        s.row(k, v, h=190, click=False)
    s.row("Remove device", h=150)
    return s


def gh_name(clock: str, value: str, focused: bool) -> Scr:
    s = Scr(GH, clock, 51, compose=True)
    s.bar("Device name", up="Back")
    s.text("Choose a name that's easy to say and that helps you identify this device.", h=140)
    s.field(value, "Device name", None, focused=focused, h=180)
    s.text(f"{len(value)}/30", h=70, x0=880)
    s.y = 2150
    s.btn("Save", None, x0=760, h=150)
    return s


def gh_speaker(clock: str) -> Scr:
    s = Scr(GH, clock, 51, compose=True)
    s.bar(None, up="Back", actions=("Settings",))
    s.text("Bedroom speaker", h=120)
    s.text("Bedroom · Nest Mini", h=70)
    s.gap(200)
    s.text("Nothing playing", h=100, x0=340, x1=740)
    s.gap(80)
    s.add(None, "Volume", "android.widget.SeekBar", (80, s.y, 1000, s.y + 100), None, click=True)
    s.add("35%", None, "TextView", (460, s.y + 110, 620, s.y + 170), None)
    s.gap(220)
    s.row("Stream music", "Spotify · YouTube Music · Radio", h=190)
    s.row("Set an alarm", "No alarms", h=190)
    s.row("Night mode", "Off", h=190)
    return s


# Google Home: bad
def t08(rs: RowSet) -> None:
    s0 = gh_devices("21:05", "Floor lamp", True)
    s1 = gh_plug("21:05", "Floor lamp", True)
    s2 = gh_settings("21:05", "Floor lamp")
    s3 = gh_name("21:06", "Floor lamp", False)
    s4 = gh_name("21:06", "Reading lamp", True)
    s5 = gh_settings("21:06", "Reading lamp")
    s6 = gh_plug("21:07", "Reading lamp", True)
    s7 = gh_plug("21:07", "Reading lamp", False)
    s8 = gh_devices("21:07", "Floor lamp", False)
    s9 = gh_speaker("21:08")
    add(rs, 8, s0, [(tap(s0, "Floor lamp"), s1), (tap(s1, "Settings"), s2), (tap(s2, "Name"), s3),
                    (typ_i(edit_idx(s3), "Reading lamp"), s4), (tap(s4, "Save"), s5), (back(), s6), (tap(s6, "Turn off"), s7),
                    (back(), s8), (tap(s8, "Bedroom speaker"), s9)],
        8, "renamed device listed under its old name in the room list")


# ---------------------------------------------------------------- 09
BZ = "org.breezyweather"


def fdeg(c: float) -> int:
    return int(c * 9 / 5 + 32 + 0.5)


def bz_main(clock: str, city: str, now: dict[str, Any], daily: list[tuple[str, str, int, int]], unit: str = "C") -> Scr:
    def t(c: float) -> str:
        return f"{fdeg(c) if unit == 'F' else int(c)}°"

    s = Scr(BZ, clock, 90, compose=True)
    s.bar(city, up="Manage locations", actions=("Settings",))
    s.add(t(now["temp"]), None, "TextView", (48, 330, 600, 620), None)
    s.add(now["cond"], None, "TextView", (48, 630, 700, 700), None)
    s.add(f"Feels like {t(now['feels'])}", None, "TextView", (48, 700, 700, 760), None)
    s.add(f"Updated {now['upd']}", None, "TextView", (48, 770, 700, 820), None)
    s.y = 860
    s.text("Daily forecast", h=90)
    for day, cond, hi, lo in daily:
        s.row(day, cond, right=f"{t(hi)} / {t(lo)}", h=150)
    s.text("Details", h=90)
    for k, v in (("Wind", now["wind"]), ("Humidity", now["hum"]), ("Pressure", now["pres"]), ("UV index", now["uv"])):
        s.row(k, right=v, h=120, click=False)
    return s


BZ_BERLIN = {"temp": 7, "feels": 4, "cond": "Cloudy", "upd": "09:52", "wind": "19 km/h · SW", "hum": "81%", "pres": "1014 hPa", "uv": "1 · Low"}
BZ_BERLIN_D = [("Today", "Cloudy", 9, 3), ("Sat", "Light rain", 11, 4), ("Sun", "Partly cloudy", 12, 2), ("Mon", "Clear", 13, 1),
               ("Tue", "Partly cloudy", 10, 2)]
BZ_LIS = {"temp": 17, "feels": 16, "cond": "Partly cloudy", "upd": "09:57", "wind": "19 km/h · N", "hum": "63%", "pres": "1019 hPa", "uv": "4 · Moderate"}
BZ_LIS_D = [("Today", "Partly cloudy", 18, 11), ("Sat", "Clear", 19, 12), ("Sun", "Clear", 20, 12), ("Mon", "Showers", 17, 12),
            ("Tue", "Partly cloudy", 17, 11)]


def bz_locs(clock: str, extra: bool) -> Scr:
    s = Scr(BZ, clock, 90, compose=True)
    s.bar("Locations", up="Back")
    s.field(None, "Search for a location", None, h=150)
    s.row("Berlin", "Current location · Germany", right="7°", right2="Cloudy", h=200)
    s.row("Hamburg", "Germany", right="6°", right2="Rain", h=200)
    if extra:
        s.row("Lisbon", "Portugal", right="17°", right2="Partly cloudy", h=200)
    s.text("Weather source: Open-Meteo", h=90)
    return s


def bz_search(clock: str, q: str | None) -> Scr:
    s = Scr(BZ, clock, 90, compose=True)
    s.bar(None, up="Back")
    s.add(q, None, "EditText", (126, 160, 1032, 260), None, hint="Search for a location", click=True, edit=True, focused=True)
    s.y = 300
    if q:
        for n, d in (("Lisbon", "Lisbon, Portugal"), ("Lisbon", "Maine, United States"), ("Lisbon", "Ohio, United States"),
                     ("Lisbon Falls", "Maine, United States"), ("Lisbon", "New Hampshire, United States")):
            s.row(n, d, h=190)
        s.text("Results from Open-Meteo", h=90)
    else:
        s.text("Type a city name to find its weather", h=120)
    return s


def bz_settings(clock: str) -> Scr:
    s = Scr(BZ, clock, 90, compose=True)
    s.bar("Settings", up="Back")
    for k, v in (("Background updates", "Every 1.5 hours"), ("Appearance", "Theme, language, card order"), ("Units", "Temperature, precipitation, speed"),
                 ("Notifications", "Alerts, precipitation, today/tomorrow"), ("Widgets", "Widget style and refresh"),
                 ("Weather sources", "Open-Meteo, location: Android"), ("Location", "Android location service"),
                 ("Debug", "Logs and crash reports"), ("About", "Version 5.4.3 (freenet)")):
        s.row(k, v, h=190)
    return s


def bz_units(clock: str, temp: str, dialog: bool = False) -> Scr:
    s = Scr(BZ, clock, 90, compose=True)
    s.bar("Units", up="Back")
    for k, v in (("Temperature", temp), ("Precipitation", "Millimeter (mm)"), ("Distance", "Kilometer (km)"),
                 ("Speed", "Kilometer per hour (km/h)"), ("Pressure", "Hectopascal (hPa)"), ("Air quality", "µg/m³")):
        s.row(k, v, h=190)
    if dialog:
        s.dialog("Temperature", [], ("Cancel",), y=760, radios=[("Celsius (°C)", temp.startswith("C")), ("Fahrenheit (°F)", temp.startswith("F")),
                                                               ("Kelvin (K)", False)])
    return s


# Breezy Weather: clean
def t09(rs: RowSet) -> None:
    s0 = bz_main("09:55", "Berlin", BZ_BERLIN, BZ_BERLIN_D)
    s1 = bz_locs("09:55", False)
    s2 = bz_search("09:56", None)
    s3 = bz_search("09:56", "Lisbon")
    s4 = bz_locs("09:57", True)
    s5 = bz_main("09:57", "Lisbon", BZ_LIS, BZ_LIS_D)
    s6 = bz_settings("09:58")
    s7 = bz_units("09:58", "Celsius (°C)")
    s8 = bz_units("09:59", "Celsius (°C)", dialog=True)
    s9 = bz_units("09:59", "Fahrenheit (°F)")
    s10 = bz_settings("10:00")
    live = dict(BZ_LIS, temp=18, hum="61%", upd="10:01")
    s11 = bz_main("10:01", "Lisbon", live, BZ_LIS_D, unit="F")
    add(rs, 9, s0, [(tap(s0, "Manage locations"), s1), (tap(s1, "Search for a location"), s2), (typ(s2, "Search for a location", "Lisbon"), s3),
                    (tap(s3, "Lisbon, Portugal"), s4), (tap(s4, "Lisbon"), s5), (tap(s5, "Settings"), s6), (tap(s6, "Units"), s7),
                    (tap(s7, "Temperature"), s8), (tap(s8, "Fahrenheit (°F)"), s9), (back(), s10), (back(), s11)])


# ---------------------------------------------------------------- 10
SW = "com.Splitwise.SplitwiseMobile"
SW_EXP = [("Mar 12", "Airbnb deposit", "You", 36000), ("Mar 12", "Taxi to airport", "Lena K.", 4200),
          ("Mar 12", "Taxi to airport", "Lena K.", 4200), ("Mar 13", "Groceries Pingo Doce", "Tom B.", 5730),
          ("Mar 13", "Dinner Cervejaria Ramiro", "You", 12660), ("Mar 14", "Tram 28 tickets", "Tom B.", 1980)]


def sw_balances(exps: list[tuple[str, str, str, int]]) -> dict[str, int]:
    owe = {"Lena K.": 0, "Tom B.": 0}
    for _, _, payer, amt in exps:
        share = amt // 3
        if payer == "You":
            for p in owe:
                owe[p] += share
        else:
            owe[payer] -= share
    return owe


def sw_group(clock: str, exps: list[tuple[str, str, str, int]], owe: dict[str, int]) -> Scr:
    s = Scr(SW, clock, 66)
    s.bar(None, up="Navigate up", actions=("Group settings",))
    s.text("Lisbon trip 2025", "group_name", 100)
    s.text(f"You are owed {eur(sum(owe.values()))} overall", "balance_summary", 80)
    for p, v in owe.items():
        s.text(f"{p} owes you {eur(v)}", "balance_detail", 65)
    s.add("Settle up", None, "Button", (48, s.y + 20, 330, s.y + 120), "settle_up_button", click=True)
    s.add("Balances", None, "Button", (350, s.y + 20, 620, s.y + 120), "balances_button", click=True)
    s.add("Totals", None, "Button", (640, s.y + 20, 860, s.y + 120), "totals_button", click=True)
    s.gap(150)
    s.text("March 2025", "section_header", 80)
    for d, desc, payer, amt in reversed(exps):
        share = amt // 3
        if payer == "You":
            who, side = f"You paid {eur(amt)}", f"you lent {eur(amt - share)}"
        else:
            who, side = f"{payer} paid {eur(amt)}", f"you borrowed {eur(share)}"
        s.row(desc, who, right=side, icon=d, h=190, row_res="expense_row", res=("description", "payer_summary"))
    s.fab("Add expense", "add_expense_button", text="Add expense", y=2150)
    return s


def sw_detail(clock: str, desc: str, payer: str, amt: int, date: str, dialog: bool = False) -> Scr:
    s = Scr(SW, clock, 66)
    s.bar(None, up="Navigate up", actions=("Delete", "Edit"))
    s.text(desc, "expense_title", 110)
    s.text(eur(amt), "expense_amount", 120)
    s.text(f"Added by {'you' if payer == 'You' else payer} on {date}", "added_by", 70)
    share = amt // 3
    lines = [f"{'You' if payer == 'You' else payer} paid {eur(amt)} and owe{'s' if payer != 'You' else ''} {eur(share)}"]
    for p in ("You", "Lena K.", "Tom B."):
        if p != payer:
            lines.append(f"{p} owe{'s' if p != 'You' else ''} {eur(share)}")
    for ln in lines:
        s.text(ln, "split_line", 80, x0=120)
    s.gap(40)
    s.text("No comments yet", "comments_empty", 90)
    s.y = 2180
    s.field(None, "Add a comment", "comment_input", h=150)
    if dialog:
        s.dialog(None, ["Are you sure you want to delete this expense? This will completely remove", "this expense for ALL people involved, not just you."],
                 ("Cancel", "OK"), y=880)
    return s


def sw_add(clock: str, desc: str | None, amt: str | None, focus: str) -> Scr:
    s = Scr(SW, clock, 66)
    s.bar("Add expense", up="Navigate up", actions=("Save",))
    s.text("With you and:", None, 70)
    s.add("All of Lisbon trip 2025", None, "Button", (48, s.y, 620, s.y + 100), "group_chip", click=True)
    s.gap(140)
    s.field(desc, "Enter a description", "description_input", focused=(focus == "desc"), x0=200)
    s.add("EUR", "Currency: EUR", "Button", (48, s.y + 30, 170, s.y + 130), "currency_button", click=True)
    s.field(amt, "0.00", "amount_input", focused=(focus == "amt"), x0=200)
    s.add("Paid by you and split equally", None, "Button", (140, s.y + 20, 940, s.y + 120), "split_button", click=True)
    s.gap(160)
    s.add("Today", "Date, Today", "Button", (48, 2150, 300, 2260), "date_button", click=True)
    s.add("Lisbon trip 2025", "Group", "Button", (320, 2150, 760, 2260), "group_button", click=True)
    return s


def sw_bal(clock: str, owe: dict[str, int]) -> Scr:
    s = Scr(SW, clock, 66)
    s.bar("Balances", up="Navigate up")
    s.row("Max Keller", f"gets back {eur(sum(owe.values()))} in total", icon="Max Keller", h=200)
    for p, v in owe.items():
        s.text(f"{p} owes you {eur(v)}", "balance_detail", 70, x0=200)
    for p, v in owe.items():
        s.row(p, f"owes {eur(v)} in total", icon=p, h=200)
    s.gap(40)
    s.btn("Settle up", "settle_up_button")
    return s


# Splitwise: bad
def t10(rs: RowSet) -> None:
    after_del = SW_EXP[:2] + SW_EXP[3:]
    pastel = ("Mar 14", "Pastéis de Belém", "You", 1860)
    after_add = after_del + [pastel]
    s0 = sw_group("11:12", SW_EXP, sw_balances(SW_EXP))
    s1 = sw_detail("11:12", "Taxi to airport", "Lena K.", 4200, "12 Mar 2025")
    s2 = sw_detail("11:13", "Taxi to airport", "Lena K.", 4200, "12 Mar 2025", dialog=True)
    s3 = sw_group("11:13", after_del, sw_balances(after_del))
    s4 = sw_add("11:13", None, None, "desc")
    s5 = sw_add("11:14", "Pastéis de Belém", None, "amt")
    s6 = sw_add("11:14", "Pastéis de Belém", "18.60", "amt")
    s7 = sw_group("11:14", after_add, sw_balances(after_add))
    s8 = sw_bal("11:15", sw_balances(after_add))
    s9 = sw_group("11:15", SW_EXP + [pastel], sw_balances(after_add))
    s10 = sw_detail("11:15", "Pastéis de Belém", "You", 1860, "14 Mar 2025")
    add(rs, 10, s0, [(tap(s0, "Taxi to airport", 1), s1), (tap(s1, "Delete"), s2), (tap(s2, "OK"), s3), (tap(s3, "Add expense"), s4),
                     (typ(s4, "Enter a description", "Pastéis de Belém"), s5), (typ(s5, "0.00", "18.60"), s6), (tap(s6, "Save"), s7),
                     (tap(s7, "Balances"), s8), (back(), s9), (tap(s9, "Pastéis de Belém"), s10)],
        9, "the duplicate expense deleted earlier is listed again")


# ---------------------------------------------------------------- 11
AU = "com.authy.authy"
AU_ACC = [("Amazon", "m.keller@posteo.de"), ("AWS – prod", "maxk @ 4127-9930-1185"), ("AWS – staging", "maxk @ 7702-1846-3329"),
          ("Cloudflare", "m.keller@posteo.de"), ("Coinbase", "m.keller@posteo.de"), ("Dropbox", "max.keller@gmail.com"),
          ("GitHub", "maxkeller"), ("Google", "max.keller@gmail.com"), ("Hetzner", "K0451877"), ("Microsoft", "max.keller@outlook.de"),
          ("Proton", "maxk@proton.me"), ("Twitch", "maxk_live")]


def au_home(clock: str, query: str | None = None, search: bool = False) -> Scr:
    s = Scr(AU, clock, 83)
    if search:
        s.bar(None, up="Collapse", actions=())
        s.add(query, None, "EditText", (126, 160, 1032, 260), "search_src_text", hint="Search", click=True, edit=True, focused=True)
    else:
        s.bar("Authy", up=None, actions=("Search", "Settings"))
    q = (query or "").lower()
    for n, u in AU_ACC:
        if q in n.lower():
            s.row(n, u, icon=f"{n} logo", h=190, row_res="token_row", res=("account_name", "account_subtitle"))
    if not search:
        s.fab("Add account", "add_account_button")
    return s


def au_token(clock: str, name: str, code: str, left: int, toast: bool = False) -> Scr:
    user = dict(AU_ACC)[name]
    s = Scr(AU, clock, 83)
    s.bar(name, up="Navigate up", actions=("Edit account",))
    s.add(None, f"{name} logo", "ImageView", (390, 400, 690, 700), "token_logo")
    s.add(user, None, "TextView", (48, 740, 1032, 800), "account_subtitle")
    s.add(code, None, "TextView", (140, 900, 940, 1080), "token_code")
    s.add(None, f"{left} seconds remaining", "ProgressBar", (440, 1140, 640, 1340), "token_timer")
    s.add(f"{left}", None, "TextView", (500, 1210, 580, 1270), "token_timer_text")
    s.add("Copy", None, "Button", (340, 1440, 740, 1560), "copy_button", click=True)
    if toast:
        s.toast("Token copied")
    return s


# Authy: clean
def t11(rs: RowSet) -> None:
    s0 = au_home("10:14")
    s1 = au_token("10:14", "GitHub", "482 913", 18)
    s2 = au_token("10:14", "GitHub", "482 913", 15, toast=True)
    s3 = au_token("10:14", "GitHub", "057 264", 22)
    s4 = au_home("10:14")
    s5 = au_home("10:14", None, search=True)
    s6 = au_home("10:14", "aws", search=True)
    s7 = au_token("10:15", "AWS – staging", "719 402", 27)
    add(rs, 11, s0, [(tap(s0, "GitHub"), s1), (tap(s1, "Copy"), s2), (wait(), s3), (back(), s4), (tap(s4, "Search"), s5),
                     (typ(s5, "Search", "aws"), s6), (tap(s6, "AWS – staging"), s7)])


# ---------------------------------------------------------------- 12
TD = "com.microsoft.todos"
TD_TASKS = [("Sand and prime hallway door frames", "Due Sat, 15 Mar"), ("Buy Caparol white 10 l", "Due Today"),
            ("Call landlord about window seals", None), ("Measure kitchen for new worktop", "1 of 3"),
            ("Return spare tiles to Hornbach", "Due Mon, 17 Mar"), ("Book skip for rubble", "Note")]


def td_home(clock: str) -> Scr:
    s = Scr(TD, clock, 47)
    s.bar(None, up=None, actions=("Search",))
    s.add("Max Keller", "Max Keller, m.keller@posteo.de", "TextView", (48, 160, 700, 260), "account_name", click=True)
    s.y = 300
    for n, c in (("My Day", "3"), ("Important", "2"), ("Planned", "5"), ("Tasks", "7")):
        s.row(n, right=c, icon=n, h=140, row_res="list_item", res=("list_name", "list_subtitle"))
    s.gap(30)
    for n, c in (("Groceries", "6"), ("Home renovation", "6"), ("Work – Q2 planning", "4")):
        s.row(n, right=c, icon="List", h=140, row_res="list_item", res=("list_name", "list_subtitle"))
    s.add("New list", None, "Button", (48, 2200, 600, 2320), "new_list_button", click=True)
    return s


def td_list(clock: str, tasks: list[tuple[str, str | None]], adding: bool = False, field: str | None = None) -> Scr:
    s = Scr(TD, clock, 47)
    s.bar(None, up="Back", actions=("Share list", "More options"))
    s.text("Home renovation", "list_title", 130)
    for t, sub in tasks:
        s.row(t, sub, check=False, h=170 if sub else 140, row_res="task_item", res=("task_title", "task_subtitle"))
        s.add(None, "Mark as important", "ImageButton", (950, s.y - 120, 1040, s.y - 30), "importance_button", click=True)
    s.row("Completed 5", h=120, row_res="completed_header", res=("completed_title", "completed_subtitle"))
    if adding:
        s.add(None, None, "LinearLayout", (0, 1300, 1080, 1440), "add_task_bar")
        s.add(field, None, "EditText", (130, 1310, 900, 1430), "add_task_edit_text", hint="Add a task", click=True, edit=True,
              focused=True)
        s.add(None, "Add a task", "ImageButton", (920, 1320, 1040, 1420), "add_task_button", click=bool(field), enabled=bool(field))
    else:
        s.add("Add a task", None, "Button", (48, 2200, 1032, 2320), "add_task_button", click=True)
    return s


def td_detail(clock: str, title: str, created: str, menu: bool = False) -> Scr:
    s = Scr(TD, clock, 47)
    s.bar(None, up="Back", actions=())
    s.row(title, check=False, h=170, row_res="task_detail_title", res=("title", "subtitle"))
    s.add(None, "Mark as important", "ImageButton", (950, s.y - 120, 1040, s.y - 30), "importance_button", click=True)
    s.row("Add step", icon="Add", h=130)
    for label in ("Add to My Day", "Remind me", "Add due date", "Repeat", "Add file"):
        s.row(label, icon=label, h=140)
    s.field(None, "Add note", "note_edit_text", h=220)
    s.add(created, None, "TextView", (200, 2220, 880, 2300), "created_date")
    s.add(None, "Delete task", "ImageButton", (940, 2200, 1040, 2320), "delete_button", click=True)
    if menu:
        y = 1400
        for t in ("Today (Fri)", "Tomorrow (Sat)", "Next week (Mon)", "Pick a date"):
            s.add(t, None, "TextView", (80, y, 1000, y + 130), "due_date_option", click=True)
            y += 130
    return s


# Microsoft To Do: bad
def t12(rs: RowSet) -> None:
    a, b = "Order skirting boards (oak, 14 m)", "Get quote from electrician for kitchen sockets"
    s0 = td_home("19:31")
    s1 = td_list("19:31", TD_TASKS)
    s2 = td_list("19:31", TD_TASKS, adding=True)
    s3 = td_list("19:32", TD_TASKS + [(a, None)], adding=True)
    s4 = td_list("19:32", TD_TASKS + [(a, None), (b, None)], adding=True)
    s5 = td_list("19:33", TD_TASKS + [(a, None), (b, None)])
    s6 = td_detail("19:33", b, "Created just now")
    s7 = td_list("19:33", TD_TASKS + [(b, None)])
    s8 = td_detail("19:34", "Call landlord about window seals", "Created on Mon, 3 March")
    s9 = td_detail("19:34", "Call landlord about window seals", "Created on Mon, 3 March", menu=True)
    add(rs, 12, s0, [(tap(s0, "Home renovation"), s1), (tap(s1, "Add a task"), s2), (typ(s2, "add_task_edit_text", a), s3),
                     (typ(s3, "add_task_edit_text", b), s4), (back(), s5), (tap(s5, b), s6), (back(), s7),
                     (tap(s7, "Call landlord about window seals"), s8), (tap(s8, "Add due date"), s9)],
        7, "a task added a few turns earlier is missing from the list")


# ---------------------------------------------------------------- 13
OB = "dev.imranr.obtainium"
OB_APPS = [("Breezy Weather", "breezy-weather", "5.4.3", None), ("Catima", "CatimaLoyalty", "v2.35.0", None),
           ("LibreTube", "libre-tube", "v0.27.1", None), ("Obtainium", "ImranR98", "v1.1.48", None),
           ("Seal", "JunkFood02", "v1.13.1", None), ("Tusky", "tuskyapp", "v27.2", None)]


def ob_apps(clock: str, apps: list[tuple[str, str, str, str | None]], checked: str) -> Scr:
    s = Scr(OB, clock, 74, compose=True)
    s.bar("Apps", up=None, actions=("Check for updates", "Filter apps", "More"))
    s.text(f"{len(apps)} apps · Last update check: {checked}", h=80)
    for n, author, v, new in sorted(apps):
        status = "Up to date" if new is None else f"Update available: {new}"
        s.row(n, f"By {author}", sub2=status, right=v, icon=n, h=240)
    s.nav(("Apps", "Add app", "Import/export", "Settings"), "Apps", res=None)
    return s


def ob_add(clock: str, url: str | None) -> Scr:
    s = Scr(OB, clock, 74, compose=True)
    s.bar("Add app", up=None, actions=())
    s.field(url, "App source URL", None, focused=url is None, h=170)
    s.btn("Add", None, enabled=bool(url), h=150)
    s.field(None, "Search (some sources only)", None, h=170)
    s.btn("Search", None, enabled=False, h=150)
    s.text("Supported sources", h=90)
    for src in ("GitHub", "GitLab", "Codeberg", "F-Droid", "IzzyOnDroid", "SourceHut", "APKMirror (track-only)", "Third party F-Droid repos",
                "Jenkins", "HTML"):
        s.text(src, h=64, x0=80)
    s.nav(("Apps", "Add app", "Import/export", "Settings"), "Add app", res=None)
    return s


def ob_app(clock: str, name: str, author: str, pkg: str, latest: str, installed: str | None, released: str, url: str) -> Scr:
    s = Scr(OB, clock, 74, compose=True)
    s.bar(None, up="Back", actions=("Open in browser",))
    s.add(None, f"{name} icon", "ImageView", (430, 300, 650, 520), None)
    s.text(name, h=110, x0=48)
    s.text(f"By {author}", h=70)
    s.text(url, h=70)
    s.text(pkg, h=70)
    s.gap(30)
    s.text(f"Latest version: {latest}", h=70)
    s.text(f"Installed version: {installed or 'None'}", h=70)
    s.text(released, h=70)
    s.text("Source: GitHub", h=70)
    s.gap(40)
    if installed is None:
        primary = "Install"
    elif installed != latest:
        primary = "Update"
    else:
        primary = "Open"
    s.btn(primary, None)
    s.btn("Additional options", None, cls="Button")
    s.btn("Delete", None)
    return s


def ob_installer(clock: str) -> Scr:
    s = ob_add(clock, "https://github.com/FossifyOrg/Calendar")
    s.els = s.els[:3]
    s.add(None, None, "FrameLayout", (64, 1440, 1016, 2300), "android:id/content", pkg="com.google.android.packageinstaller")
    s.add(None, "Fossify Calendar", "ImageView", (112, 1500, 212, 1600), "com.google.android.packageinstaller:id/app_icon",
          pkg="com.google.android.packageinstaller")
    s.add("Fossify Calendar", None, "TextView", (240, 1510, 960, 1590), "com.google.android.packageinstaller:id/app_label",
          pkg="com.google.android.packageinstaller")
    s.add("Do you want to install this app?", None, "TextView", (112, 1650, 960, 1740), "com.google.android.packageinstaller:id/install_confirm_question",
          pkg="com.google.android.packageinstaller")
    s.add("Cancel", None, "Button", (560, 2160, 760, 2260), "android:id/button2", pkg="com.google.android.packageinstaller", click=True)
    s.add("Install", None, "Button", (780, 2160, 980, 2260), "android:id/button1", pkg="com.google.android.packageinstaller", click=True)
    return s


# Obtainium: clean
def t13(rs: RowSet) -> None:
    url = "https://github.com/FossifyOrg/Calendar"
    cal = ("Fossify Calendar", "FossifyOrg", "org.fossify.calendar", "1.2.1")
    s0 = ob_apps("10:40", OB_APPS, "08:15")
    s1 = ob_add("10:40", None)
    s2 = ob_add("10:41", url)
    s3 = ob_app("10:41", *cal, None, "Released 6 Mar 2025", url)
    s4 = ob_installer("10:42")
    s5 = ob_app("10:42", *cal, "1.2.1", "Released 6 Mar 2025", url)
    with_cal = OB_APPS + [("Fossify Calendar", "FossifyOrg", "1.2.1", None)]
    s6 = ob_apps("10:43", with_cal, "08:15")
    s7 = ob_apps("10:44", [a if a[0] != "Tusky" else a[:3] + ("v27.3",) for a in with_cal], "10:44")
    s8 = ob_app("10:44", "Tusky", "tuskyapp", "com.keylesspalace.tusky", "v27.3", "v27.2", "Released 14 Mar 2025",
                "https://github.com/tuskyapp/Tusky")
    add(rs, 13, s0, [(tap(s0, "Add app"), s1), (typ(s1, "App source URL", url), s2), (tap(s2, "Add"), s3), (tap(s3, "Install"), s4),
                     (tap(s4, "Install"), s5), (back(), s6), (tap(s6, "Check for updates"), s7), (tap(s7, "Tusky"), s8)])


# ---------------------------------------------------------------- 14
NV = "com.teslacoilsw.launcher"
PREF = ("android:id/title", "android:id/summary")


def nv_home(clock: str, grid: str) -> Scr:
    s = Scr(NV, clock, 35)
    s.bar("Home screen", actions=("Help",))
    for k, v, sw in (("Desktop grid", grid, None), ("Icon layout", "Size 100%, label shown", None), ("Search bar style", "Pill, Google", None),
                     ("Search bar placement", "Dock (below icons)", None), ("Width padding", "Medium", None), ("Height padding", "Large", None),
                     ("Scroll effect", "Simple", None), ("Infinite scroll", None, False), ("Page indicator", "Dots", None),
                     ("Lock desktop", "Prevent changes to the Home screen", False), ("Add icons to Home screen", "For newly installed apps", True)):
        s.row(k, v, sw=sw, h=190 if v else 150, row_res="pref_item", res=PREF)
    return s


def nv_grid(clock: str, cols: int, rows: int) -> Scr:
    s = Scr(NV, clock, 35)
    s.bar("Desktop grid", actions=())
    s.add(None, f"Grid preview, {cols} columns by {rows} rows", "ImageView", (140, 320, 940, 1380), "grid_preview")
    s.y = 1420
    for label, v in (("Columns", cols), ("Rows", rows)):
        y = s.y
        s.add(label, None, "TextView", (48, y + 40, 400, y + 110), "grid_label")
        s.add(None, f"Decrease {label.lower()}", "ImageButton", (560, y + 20, 690, y + 130), "minus", click=True)
        s.add(str(v), None, "TextView", (710, y + 40, 820, y + 110), "grid_value")
        s.add(None, f"Increase {label.lower()}", "ImageButton", (840, y + 20, 970, y + 130), "plus", click=True)
        s.gap(150)
    s.row("Subgrid positioning", "Place icons and widgets on half-cells", sw=True, h=190, res=PREF)
    s.btns(("Cancel", "Done"), "grid_button")
    return s


def nv_main(clock: str) -> Scr:
    s = Scr(NV, clock, 35)
    s.bar("Nova Settings", up=None, actions=("Search settings", "More options"))
    for k, v in (("Home screen", "Layout, search bar, scrolling"), ("App drawer", "Style, grid, tabs, search"),
                 ("Dock", "Background, icons, pages"), ("Folders", "Preview, background, icon layout"),
                 ("Look & feel", "Icon theme, animations, dark mode"), ("Notification badges", "Dynamic badges, dots, count"),
                 ("Gestures & inputs", "Swipe, pinch and double-tap actions"), ("Integrations", "Google Discover, Sesame"),
                 ("Backup & restore", "Backup and restore your setup"), ("Help & feedback", "Nova Launcher 8.0.18")):
        s.row(k, v, icon=k, h=190, row_res="pref_item", res=PREF)
    return s


def nv_dock(clock: str, inf: bool) -> Scr:
    s = Scr(NV, clock, 35)
    s.bar("Dock", actions=("Help",))
    s.row("Enable dock", sw=True, h=150, res=PREF)
    for k, v, sw in (("Dock background", "None", None), ("Dock icons", "5", None), ("Dock pages", "1", None),
                     ("Infinite scroll", "Loop through dock pages", inf), ("Dock as an overlay", "Icons and widgets appear behind the dock", False),
                     ("Add dock padding", None, True), ("Search bar placement", "Below icons", None), ("Icon layout", "Size 100%, no label", None),
                     ("Width padding", "None", None)):
        s.row(k, v, sw=sw, h=190 if v else 150, row_res="pref_item", res=PREF)
    return s


# Nova Launcher: bad
def t14(rs: RowSet) -> None:
    s0 = nv_home("22:10", "5 × 5")
    s1 = nv_grid("22:10", 5, 5)
    s2 = nv_grid("22:10", 5, 6)
    s3 = nv_home("22:11", "5 × 5")
    s4 = nv_main("22:11")
    s5 = nv_dock("22:11", False)
    s6 = nv_dock("22:12", True)
    add(rs, 14, s0, [(tap(s0, "Desktop grid"), s1), (tap(s1, "Increase rows"), s2), (tap(s2, "Done"), s3), (back(), s4),
                     (tap(s4, "Dock"), s5), (tap_i(near(s5, "Infinite scroll", "Switch")), s6)],
        3, "desktop grid summary still shows the old row count right after it was changed")


# ---------------------------------------------------------------- 15
SE = "com.junkfood.seal"
SE_TITLE = "Sintel - Third Open Movie by Blender Foundation"


def se_home(clock: str, url: str | None, task: tuple[str, str] | None = None, sheet: bool = False,
            icons: tuple[str, ...] = ()) -> Scr:
    s = Scr(SE, clock, 61, compose=True, icons=icons)
    s.bar("Seal", up="Settings", actions=("Download queue", "Video list"))
    s.text("Let's download something", h=120)
    s.field(url, "Video URL", None, focused=False, h=180, x1=900)
    s.add(None, "Paste", "android.view.View", (910, s.y - 150, 1030, s.y - 30), None, click=True)
    if task:
        st, detail = task
        y = s.y + 40
        s.add(None, None, "android.view.View", (48, y, 1032, y + 560), None, click=True)
        s.add(None, f"{SE_TITLE} thumbnail", "ImageView", (48, y, 1032, y + 300), None)
        s.add(SE_TITLE, None, "TextView", (80, y + 320, 1000, y + 380), None)
        s.add("Blender", None, "TextView", (80, y + 380, 600, y + 430), None)
        s.add(st, None, "TextView", (80, y + 440, 1000, y + 490), None)
        s.add(detail, None, "TextView", (80, y + 490, 1000, y + 540), None)
        s.y = y + 600
    s.fab("Download", None, y=2150)
    if sheet:
        s.add(None, None, "android.view.View", (0, 1180, 1080, 2337), None)
        s.add("Configure download", None, "TextView", (48, 1240, 1032, 1320), None)
        for k, (t, on) in enumerate((("Audio", False), ("Video", True), ("Command", False))):
            s.add(t, None, "android.widget.RadioButton", (48 + 330 * k, 1360, 360 + 330 * k, 1460), None, click=True, checkable=True, checked=on)
        s.add("Preset", None, "TextView", (48, 1500, 1032, 1560), None)
        s.add("Best quality · MKV · Embed subtitles", None, "TextView", (48, 1560, 1032, 1620), None)
        s.add("Format selection", None, "Button", (48, 1680, 520, 1790), None, click=True)
        s.add("Cancel", None, "Button", (540, 2150, 780, 2260), None, click=True)
        s.add("Download", None, "Button", (800, 2150, 1032, 2260), None, click=True)
    return s


def se_list(clock: str) -> Scr:
    s = Scr(SE, clock, 61, compose=True, icons=("Seal notification: Download completed",))
    s.bar("Downloads", up="Back", actions=("Search", "More"))
    s.tabs(("All", "Video", "Audio"), "All", res=None, h=120)
    for t, sub in ((SE_TITLE, "Blender · 14:48 · 365.5 MB"),
                   ("Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film", "Blender · 10:34 · 612.3 MB"),
                   ("The Egg - A Short Story", "Kurzgesagt – In a Nutshell · 7:54 · 58.1 MB"),
                   ("1 A.M Study Session - lofi hip hop/chill beats", "Lofi Girl · 1:00:45 · 55.7 MB"),
                   ("How Trains Run on Time in Switzerland", "Not Just Bikes · 18:02 · 211.9 MB")):
        s.row(t, sub, icon=f"{t} thumbnail", h=220)
    return s


# Seal: clean
def t15(rs: RowSet) -> None:
    url = "https://www.youtube.com/watch?v=eRsGyueVLvQ"
    s0 = se_home("20:31", None)
    s1 = se_home("20:31", url)
    s2 = se_home("20:31", url, sheet=True)
    s3 = se_home("20:31", url, ("Downloading · 12.4%", "43.2MiB / 348.6MiB · 4.31MiB/s · ETA 01:11"),
                 icons=("Seal notification: Downloading",))
    s4 = se_home("20:32", url, ("Downloading · 67.9%", "236.7MiB / 348.6MiB · 5.02MiB/s · ETA 00:22"),
                 icons=("Seal notification: Downloading",))
    s5 = se_home("20:33", url, ("Completed", "348.6MiB · MKV · 1280x544"), icons=("Seal notification: Download completed",))
    s6 = se_list("20:33")
    add(rs, 15, s0, [(typ(s0, "Video URL", url), s1), (tap(s1, "Download"), s2), (tap(s2, "Download"), s3), (wait(), s4),
                     (wait(), s5), (tap(s5, "Video list"), s6)])


# ---------------------------------------------------------------- 16
WI = "com.transferwise.android"
WI_ACT = [("Vattenfall Europe", "Paid · 12 Mar", "71.90 EUR"), ("Added money", "Added · 1 Mar", "+ 1,500.00 EUR"),
          ("Hausverwaltung Richter GmbH", "Sent · 1 Mar", "950.00 EUR"), ("Netflix", "Paid · 27 Feb", "13.99 EUR"),
          ("Lena Kowalski", "Received · 24 Feb", "+ 42.00 EUR"), ("REWE", "Paid · 22 Feb", "38.12 EUR")]


def wi_home(clock: str, eur_bal: str, act: list[tuple[str, str, str]]) -> Scr:
    s = Scr(WI, clock, 39)
    s.bar(None, up=None, actions=("Earn £50", "Notifications"))
    s.add(None, "Your account", "ImageView", (48, 160, 168, 260), "avatar", click=True)
    s.y = 300
    s.text("Total balance", "total_label", 70)
    s.text("3,006.85 EUR" if eur_bal == "2,340.18" else "2,706.85 EUR", "total_balance", 110)
    s.add("Send", None, "Button", (48, s.y + 20, 330, s.y + 130), "send_button", click=True)
    s.add("Add money", None, "Button", (350, s.y + 20, 680, s.y + 130), "add_money_button", click=True)
    s.add("Request", None, "Button", (700, s.y + 20, 1000, s.y + 130), "request_button", click=True)
    s.gap(170)
    for k, (cur, bal) in enumerate((("EUR", eur_bal), ("GBP", "512.40"), ("USD", "80.00"))):
        x = 48 + 340 * k
        s.add(None, f"{cur} balance", "FrameLayout", (x, s.y, x + 320, s.y + 240), "balance_card", click=True)
        s.add(cur, None, "TextView", (x + 30, s.y + 30, x + 290, s.y + 90), "balance_currency")
        s.add(bal, None, "TextView", (x + 30, s.y + 130, x + 290, s.y + 200), "balance_amount")
    s.gap(280)
    s.row("Transactions", right="See all", h=120, click=False)
    for n, sub, amt in act:
        s.row(n, sub, right=amt, icon=n, h=190, row_res="activity_item", res=("activity_title", "activity_subtitle"))
    s.nav(("Home", "Card", "Recipients", "Payments"), "Home")
    return s


def wi_recipients(clock: str) -> Scr:
    s = Scr(WI, clock, 39)
    s.bar("Who are you sending money to?", up="Close")
    s.field(None, "Name, @Wisetag, email, phone", "search_input", h=160)
    s.row("Add a recipient", icon="Add", h=160)
    s.text("Recent", h=90)
    for n, sub in (("Sarah O'Neill", "GBP account ending 4821"), ("Hausverwaltung Richter GmbH", "EUR account ending 3000"),
                   ("Ewa Keller", "PLN account ending 7710"), ("Lena Kowalski", "@lenak · Wise account")):
        s.row(n, sub, icon=n, h=190, row_res="recipient_item", res=("recipient_name", "recipient_subtitle"))
    return s


def wi_amount(clock: str, send: str | None) -> Scr:
    s = Scr(WI, clock, 39)
    s.bar("Sarah O'Neill", up="Navigate up")
    s.text("You send exactly", h=70)
    s.field(send, "0", "source_amount", focused=send is None, h=170, x1=760)
    s.add("EUR", "Source currency EUR", "Button", (780, s.y - 140, 1032, s.y - 30), "source_currency", click=True)
    if send:
        for k, v in (("Paying with", "EUR balance"), ("Our fee", "1.98 EUR"), ("Total amount we'll convert", "298.02 EUR"),
                     ("Guaranteed rate (48h)", "0.86436")):
            s.row(k, right=v, h=110, click=False, res=("fee_label", "fee_value"))
    s.text("Recipient gets", h=70)
    s.field("257.60" if send else None, "0", "target_amount", h=170, x1=760)
    s.add("GBP", "Target currency GBP", "Button", (780, s.y - 140, 1032, s.y - 30), "target_currency", click=True)
    if send:
        s.text("Should arrive today, by 12:45", "eta", 80)
    s.y = 2180
    s.btn("Continue", "continue_button", enabled=bool(send))
    return s


def wi_review(clock: str, ref: str | None) -> Scr:
    s = Scr(WI, clock, 39)
    s.bar("Review details of your transfer", up="Navigate up")
    for k, v in (("You send", "300.00 EUR"), ("Total fees (included)", "1.98 EUR"), ("Total amount we'll convert", "298.02 EUR"),
                 ("Guaranteed rate (48h)", "0.86436"), ("Sarah O'Neill gets", "257.60 GBP"), ("Should arrive", "Today, by 12:45")):
        s.row(k, right=v, h=110, click=False, res=("review_label", "review_value"))
    s.text("Recipient details", h=90)
    for k, v in (("Account holder name", "Sarah O'Neill"), ("Sort code", "04-00-75"), ("Account number", "••••4821")):
        s.row(k, right=v, h=110, click=False, res=("review_label", "review_value"))
    s.field(ref, "Reference (optional)", "reference_input", focused=ref is not None, h=170)
    s.y = 2180
    s.btn("Confirm and send", "confirm_button")
    return s


def wi_sent(clock: str, tid: str) -> Scr:
    s = Scr(WI, clock, 39)
    s.bar(None, up="Close")
    s.add(None, "Transfer sent", "ImageView", (390, 380, 690, 680), "success_illustration")
    s.y = 720
    s.text("Your transfer's on its way", "title", 120)
    s.text("You've sent 300.00 EUR to Sarah O'Neill. She should get 257.60 GBP today, by 12:45.", "message", 150)
    s.text(f"Transfer #{tid}", "transfer_id", 80)
    s.y = 2020
    s.btn("Track transfer", "track_button")
    s.btn("Done", "done_button")
    return s


def wi_track(clock: str, tid: str) -> Scr:
    s = Scr(WI, clock, 39)
    s.bar("Transfer details", up="Close", actions=("Share",))
    s.text("Sarah O'Neill", "recipient_name", 100)
    s.text("257.60 GBP", "target_amount", 100)
    s.text("300.00 EUR", "source_amount", 70)
    s.gap(20)
    for t, when in (("You set up your transfer", "12:05"), ("We took 300.00 EUR from your balance", "12:05"),
                    ("Your money's being processed", "Now"), ("We pay out your GBP", "By 12:45"), ("Sarah O'Neill gets your money", "By 12:45")):
        s.row(t, right=when, h=120, click=False, res=("step_title", "step_subtitle"))
    s.text("Details", h=90)
    for k, v in (("Transfer number", f"#{tid}"), ("Reference", "March rent share"), ("Exchange rate", "1 EUR = 0.86436 GBP"),
                 ("Fee", "1.98 EUR"), ("Account number", "••••4821")):
        s.row(k, right=v, h=110, click=False, res=("detail_label", "detail_value"))
    s.btn("Cancel transfer", "cancel_button")
    return s


def wi_eur(clock: str, scrolled: bool) -> Scr:
    s = Scr(WI, clock, 39)
    s.bar("EUR balance", up="Navigate up", actions=("More options",))
    if not scrolled:
        s.text("2,040.18 EUR", "balance_amount", 130)
        s.add("Add", None, "Button", (48, s.y + 20, 330, s.y + 130), "add_button", click=True)
        s.add("Convert", None, "Button", (350, s.y + 20, 680, s.y + 130), "convert_button", click=True)
        s.add("Send", None, "Button", (700, s.y + 20, 1000, s.y + 130), "send_button", click=True)
        s.gap(170)
        rows = [("Sarah O'Neill", "Sending · Today", "300.00 EUR")] + [r for r in WI_ACT if "EUR" in r[2]]
    else:
        rows = WI_ACT[1:] + [("Deutsche Bahn", "Paid · 19 Feb", "29.99 EUR"), ("Spotify", "Paid · 15 Feb", "10.99 EUR"),
                             ("Hetzner Online", "Paid · 12 Feb", "4.51 EUR"), ("Lidl", "Paid · 10 Feb", "46.03 EUR")]
    for n, sub, amt in rows:
        s.row(n, sub, right=amt, icon=n, h=190, row_res="activity_item", res=("activity_title", "activity_subtitle"))
    return s


def wi_card_tx(clock: str) -> Scr:
    s = Scr(WI, clock, 39)
    s.bar("Netflix", up="Navigate up", actions=("Share",))
    s.text("13.99 EUR", "amount", 120)
    s.text("Card payment · 27 February 2025, 06:12", "subtitle", 80)
    for k, v in (("Merchant", "Netflix.com"), ("Card", "Visa debit ending 5502"), ("Category", "Entertainment"),
                 ("Paid from", "EUR balance"), ("Transaction ID", "CARD-2287310942")):
        s.row(k, right=v, h=110, click=False, res=("detail_label", "detail_value"))
    s.btn("Get help with this payment", "help_button")
    return s


# Wise: bad
def t16(rs: RowSet) -> None:
    tid = "1184529903"
    s0 = wi_home("12:02", "2,340.18", WI_ACT)
    s1 = wi_recipients("12:02")
    s2 = wi_amount("12:03", None)
    s3 = wi_amount("12:03", "300")
    s4 = wi_review("12:04", None)
    s5 = wi_review("12:04", "March rent share")
    s6 = wi_sent("12:05", tid)
    s7 = wi_track("12:05", "1184592903")
    s8 = wi_home("12:06", "2,040.18", [("Sarah O'Neill", "Sending · Today", "300.00 EUR")] + WI_ACT)
    s9 = wi_eur("12:06", False)
    s10 = wi_eur("12:06", True)
    s11 = wi_card_tx("12:07")
    add(rs, 16, s0, [(tap(s0, "Send"), s1), (tap(s1, "Sarah O'Neill"), s2), (typ(s2, "source_amount", "300"), s3),
                     (tap(s3, "Continue"), s4), (typ(s4, "reference_input", "March rent share"), s5), (tap(s5, "Confirm and send"), s6),
                     (tap(s6, "Track transfer"), s7), (tap(s7, "Close"), s8), (tap(s8, "EUR balance"), s9), (scroll("down"), s10),
                     (tap(s10, "Netflix"), s11)],
        7, "transfer number on the details page differs from the one on the confirmation screen")


# ---------------------------------------------------------------- 17
CA = "me.hackerchick.catima"
CA_CARDS = [("BahnCard 25", "Expires 30/09/2025"), ("Decathlon", "Member since 2023"), ("dm", "Payback"), ("IKEA Family", None),
            ("Lidl Plus", None), ("REWE", "Payback")]
CA_RECENT = ["dm", "Lidl Plus", "REWE", "BahnCard 25", "IKEA Family", "Decathlon"]


def ca_main(clock: str, cards: list[tuple[str, str | None]], sort_dialog: str | None = None) -> Scr:
    s = Scr(CA, clock, 58)
    s.bar("Catima", up=None, actions=("Search", "Sort", "More options"))
    s.tabs(("All", "Groceries", "Travel"), "All", res="groups")
    for n, note in cards:
        s.row(n, note, icon=f"{n} thumbnail", h=190 if note else 150, row_res="store", res=("store", "note"))
    s.fab("Add", "fabAdd")
    if sort_dialog:
        s.dialog("Sort by", [], ("Cancel", "OK"), y=700, radios=[(t, t == sort_dialog) for t in ("Name", "Most recently used", "Expiry date")])
    return s


def ca_scan(clock: str) -> Scr:
    s = Scr(CA, clock, 58)
    s.bar("Scan card barcode", up="Navigate up", actions=("Toggle flashlight",))
    s.add(None, "Camera preview", "FrameLayout", (0, 283, 1080, 1500), "zxing_barcode_scanner")
    s.add("Place a barcode inside the viewfinder rectangle to scan it.", None, "TextView", (48, 1380, 1032, 1480), "zxing_status_view")
    s.y = 1540
    for t in ("Enter card ID manually", "Add card with no barcode", "Select image from gallery"):
        s.btn(t, "add_" + t.split()[0].lower())
    return s


def ca_manual(clock: str, cid: str | None) -> Scr:
    s = Scr(CA, clock, 58)
    s.bar("Enter card ID manually", up="Navigate up")
    s.field(cid, "Card ID", "cardId", focused=True, h=170)
    if cid:
        s.text("Select barcode type", h=90)
        for t in ("Aztec", "Code 39", "Code 128", "Data Matrix", "EAN 13", "ITF", "PDF 417", "QR Code"):
            s.row(t, icon=f"{t} preview", h=150, row_res="barcode", res=("barcodeName", "barcodeSub"))
    else:
        s.text("Enter the number printed on the card to see matching barcode types.", h=140)
    return s


def ca_edit(clock: str, name: str | None, note: str | None, focus: str) -> Scr:
    s = Scr(CA, clock, 58)
    s.bar("Add loyalty card", up="Navigate up", actions=("Delete",))
    s.tabs(("Card", "Options", "Photos"), "Card", res="tabs")
    s.field(name, "Name", "storeNameEdit", focused=(focus == "name"), h=170)
    s.field(note, "Note", "noteEdit", focused=(focus == "note"), h=170)
    s.row("Card ID", "3086126709153", h=190, res=("cardIdLabel", "cardIdView"))
    s.row("Barcode type", "EAN 13", h=190, res=("barcodeTypeLabel", "barcodeTypeField"))
    s.row("Groups", "None", h=190, res=("groupsLabel", "groupsField"))
    s.row("Balance", "0", h=190, res=("balanceLabel", "balanceField"))
    s.row("Valid until", "Never", h=190, res=("expiryLabel", "expiryField"))
    s.fab("Save", "fabSave")
    return s


def ca_view(clock: str, name: str, cid: str, note: str | None) -> Scr:
    s = Scr(CA, clock, 58)
    s.bar(name, up="Navigate up", actions=("Share", "Star", "More options"))
    s.add(None, "Barcode: EAN 13", "ImageView", (90, 420, 990, 900), "main_image", click=True)
    s.add(cid, None, "TextView", (48, 930, 1032, 1010), "cardIdView")
    if note:
        s.add(note, None, "TextView", (48, 1060, 1032, 1130), "noteView")
    s.add(None, "Edit", "ImageButton", (876, 2150, 1032, 2298), "fabEdit", click=True)
    return s


# Catima: clean
def t17(rs: RowSet) -> None:
    cid = "3086126709153"
    new = sorted(CA_CARDS + [("Rossmann", "Babypass")], key=lambda c: c[0].lower())
    recent = ["Rossmann"] + CA_RECENT
    by_recent = sorted(new, key=lambda c: recent.index(c[0]))
    s0 = ca_main("17:20", CA_CARDS)
    s1 = ca_scan("17:20")
    s2 = ca_manual("17:21", None)
    s3 = ca_manual("17:21", cid)
    s4 = ca_edit("17:21", None, None, "name")
    s5 = ca_edit("17:22", "Rossmann", None, "note")
    s6 = ca_edit("17:22", "Rossmann", "Babypass", "note")
    s7 = ca_view("17:22", "Rossmann", cid, "Babypass")
    s8 = ca_main("17:23", new)
    s9 = ca_main("17:23", new, sort_dialog="Name")
    s10 = ca_main("17:23", new, sort_dialog="Most recently used")
    s11 = ca_main("17:24", by_recent)
    add(rs, 17, s0, [(tap(s0, "Add"), s1), (tap(s1, "Enter card ID manually"), s2), (typ(s2, "Card ID", cid), s3), (tap(s3, "EAN 13"), s4),
                     (typ(s4, "Name", "Rossmann"), s5), (typ(s5, "Note", "Babypass"), s6), (tap(s6, "Save"), s7), (back(), s8),
                     (tap(s8, "Sort"), s9), (tap(s9, "Most recently used"), s10), (tap(s10, "OK"), s11)])


# ---------------------------------------------------------------- 18
FS = "org.fossify.messages"
FS_DHL = "DHL: Ihre Sendung 00340434161094023182 wird heute zwischen 13:30 und 15:30 Uhr zugestellt. Verfolgen: https://dhl.de/s/7XkP2m"
FS_CONV = [("DHL Paket", FS_DHL, "09:47"), ("Mum", "Did you call the Bürgeramt about the passport?", "Mar 13"),
           ("+49 1521 7730418", "Your verification code is 582031. Do not share it with anyone.", "Mar 12"),
           ("Tobias Brandt", "Hackspace key is in the usual place, code 4471", "Mar 10"),
           ("Vodafone", "Ihre Rechnung für Februar 2025 ist da: 34,99 EUR. Details in der MeinVodafone-App.", "Mar 3"),
           ("Sparkasse", "Ihre TAN für die Überweisung an Hausverwaltung Richter: 904417", "Mar 1")]


def fs_list(clock: str, anna: tuple[str, str, str]) -> Scr:
    s = Scr(FS, clock, 44)
    s.bar("Messages", up=None, actions=("Search", "More options"))
    for n, snip, t in [anna] + FS_CONV:
        s.row(n, snip, right=t, icon=n, h=200, row_res="conversation_frame", res=("conversation_address", "conversation_body_short"))
    s.fab("New conversation", "conversations_fab")
    return s


def fs_thread(clock: str, msgs: list[tuple[bool, str, str]], draft: str | None, focused: bool) -> Scr:
    s = Scr(FS, clock, 44)
    s.bar("Anna Weber", up="Back", actions=("Call", "More options"), sub="+49 176 48203917")
    s.y = 320
    s.text("Today", "thread_date_time", 70, x0=440, x1=640)
    for sent, text, t in msgs:
        lines = -(-len(text) // 30)
        h = 70 + 54 * lines + 50
        x0, x1 = (380, 1032) if sent else (48, 700)
        s.add(text, None, "TextView", (x0, s.y + 10, x1, s.y + 20 + 54 * lines + 40), "thread_message_body", click=True)
        s.add(t, None, "TextView", (x0, s.y + 30 + 54 * lines + 40, x1, s.y + h), "thread_message_time" if not sent else "thread_message_status")
        s.y += h + 20
    s.add(None, "Attachment", "ImageButton", (20, 2200, 130, 2310), "thread_add_attachment", click=True)
    s.add(draft, None, "EditText", (140, 2190, 880, 2320), "thread_type_message", hint="Type a message…", click=True, edit=True,
          focused=focused)
    s.add("SIM 1", None, "TextView", (890, 2190, 950, 2240), "thread_select_sim_number")
    s.add(None, "Send", "ImageButton", (950, 2200, 1060, 2310), "thread_send_message", click=bool(draft), enabled=bool(draft))
    return s


def fs_dhl(clock: str, selected: bool = False, toast: str | None = None) -> Scr:
    s = Scr(FS, clock, 44)
    if selected:
        s.bar("1 selected", up="Done", actions=("Copy", "Share", "Delete", "More options"))
    else:
        s.bar("DHL Paket", up="Back", actions=("More options",))
    s.y = 320
    for day, text, t in (("Mar 11", "DHL: Ihre Sendung 00340434161094011750 wurde zugestellt. Ablageort: Briefkasten.", "14:12"),
                         ("Today", FS_DHL, "09:47")):
        s.text(day, "thread_date_time", 70, x0=440, x1=640)
        lines = -(-len(text) // 30)
        s.add(text, None, "TextView", (48, s.y + 10, 700, s.y + 30 + 54 * lines), "thread_message_body", click=True,
              selected=selected and day == "Today")
        s.add(t, None, "TextView", (48, s.y + 40 + 54 * lines, 700, s.y + 90 + 54 * lines), "thread_message_time")
        s.y += 110 + 54 * lines
    s.add("Can't reply to short codes", None, "TextView", (48, 2200, 1032, 2300), "thread_reply_disabled_text")
    if toast:
        s.toast(toast)
    return s


# Fossify SMS: bad
def t18(rs: RowSet) -> None:
    reply = "No worries, I'll grab us a table by the window"
    msgs = [(True, "Are we still on for 10:30 at Café Kranzler?", "09:55"), (False, "Yes! See you there", "09:58"),
            (False, "Running 10 min late, sorry!", "10:02")]
    s0 = fs_list("10:04", ("Anna Weber", "Running 10 min late, sorry!", "10:02"))
    s1 = fs_thread("10:04", msgs, None, False)
    s2 = fs_thread("10:05", msgs, None, True)
    s3 = fs_thread("10:06", msgs, reply, True)
    s4 = fs_thread("10:07", msgs + [(True, reply, "10:07 · Sent")], None, True)
    s5 = fs_list("10:07", ("Anna Weber", reply, "10:01"))
    s6 = fs_dhl("10:08")
    s7 = fs_dhl("10:08", selected=True)
    s8 = fs_dhl("10:08", toast="Copied to clipboard")
    add(rs, 18, s0, [(tap(s0, "Anna Weber"), s1), (tap(s1, "Type a message…"), s2), (typ(s2, "Type a message…", reply), s3),
                     (tap(s3, "Send"), s4), (back(), s5), (tap(s5, "DHL Paket"), s6), (hold(s6, FS_DHL), s7), (tap(s7, "Copy"), s8)],
        5, "conversation list time for the message just sent is earlier than the messages before it")


# ---------------------------------------------------------------- 19
TR = "com.trello"
TR_CARD = "Migrate blog posts to Astro"
TR_CHECK = ["Export WordPress posts as Markdown", "Convert shortcodes", "Map categories to tags", "Port code highlighting",
            "Redirect /blog/2019/*", "Redirect /blog/2020/*", "Fix image paths", "Check RSS feed", "Update sitemap"]
# (title, labels, badges)
TR_LISTS: dict[str, list[tuple[str, str | None, str | None]]] = {
    "In progress": [(TR_CARD, "Labels: Content, Dev", "Due Mar 18 · Checklist 4/9 · 3 comments · Max Keller"),
                    ("New pricing page copy", "Labels: Content", "Checklist 2/5 · Lena Kowalski"),
                    ("Image CDN switch to Bunny", "Labels: Dev, Ops", "1 comment · Tobias Brandt")],
    "Review": [("Footer redesign", "Labels: Design", "Checklist 6/6 · Lena Kowalski"),
               ("Accessibility fixes for nav menu", "Labels: Dev, A11y", "5 comments · Max Keller")]}


def tr_board(clock: str, lst: str, cards: list[tuple[str, str | None, str | None]], adding: bool = False) -> Scr:
    s = Scr(TR, clock, 80)
    s.bar("Website relaunch", actions=("Board filter", "Notifications", "More options"), sub="Keller Design workspace")
    s.add(lst, None, "TextView", (48, 310, 800, 390), "list_name")
    s.add(None, "List actions", "ImageButton", (930, 300, 1040, 400), "list_overflow", click=True)
    s.y = 410
    for title, labels, badges in cards:
        s.row(title, labels, sub2=badges, h=270 if labels else 150, row_res="card_container", res=("card_name", "card_labels"))
    if adding:
        s.field(None, "Card name", "add_card_edit_text", focused=True, h=170)
        s.add(None, "Confirm", "ImageButton", (930, 2180, 1040, 2290), "confirm_add_card", click=False, enabled=False)
    else:
        s.add("Add card", None, "Button", (48, s.y + 10, 600, s.y + 110), "add_card_button", click=True)
    s.add(None, "Page indicator, list " + ("2" if lst == "In progress" else "3") + " of 4", "LinearLayout", (440, 2250, 640, 2290), "page_indicator")
    return s


def tr_card(clock: str, lst: str, done: int, activity: list[str], menu: bool = False) -> Scr:
    s = Scr(TR, clock, 80)
    s.bar(None, up="Close", actions=("Watch", "More options"))
    s.text(TR_CARD, "card_name", 110)
    s.text(f"Website relaunch in list {lst}", "card_location", 70)
    s.row("Labels", "Content, Dev", h=190, res=("label_title", "label_value"))
    s.row("Members", "Max Keller", h=190, res=("label_title", "label_value"))
    s.row("Due date", "Mar 18 at 17:00", h=190, res=("label_title", "label_value"))
    s.text(f"Migration {done}/9", "checklist_name", 90)
    for k, item in enumerate(TR_CHECK[:6]):
        s.row(item, check=k < done, h=120, row_res="checkitem", res=("checkitem_name", "checkitem_sub"))
    s.text("Activity", "activity_header", 90)
    for a in activity:
        s.text(a, "activity_text", 110)
    if menu:
        y = 147
        for t in ("Move card", "Copy card", "Archive", "Share link", "Pin to home screen"):
            s.add(t, None, "TextView", (560, y, 1060, y + 132), "title", click=True)
            y += 132
    return s


def tr_move(clock: str, lst: str, pos: str, dropdown: bool = False) -> Scr:
    s = Scr(TR, clock, 80)
    s.bar("Move card", up="Close")
    for k, v in (("Board", "Website relaunch"), ("List", lst), ("Position", pos)):
        s.row(k, v, h=190, res=("spinner_label", "spinner_value"))
    s.btn("Move", "move_button")
    if dropdown:
        y = 700
        for t in ("Backlog", "In progress", "Review", "Done"):
            s.add(t, None, "CheckedTextView", (48, y, 1032, y + 130), "android:id/text1", click=True, checkable=True, checked=(t == lst))
            y += 130
    return s


def tr_moved(c: tuple[str, str | None, str | None]) -> tuple[str, str | None, str | None]:
    return (c[0], c[1], (c[2] or "").replace("4/9", "5/9"))


# Trello: clean
def t19(rs: RowSet) -> None:
    act0 = ["Lena Kowalski commented: \"Old permalinks need 301s, not 302s\" · 2 hours ago", "Max Keller added this card to In progress · Mar 10 at 09:14"]
    act1 = ["Max Keller moved this card from In progress to Review · just now", "Max Keller completed Redirect /blog/2019/* on this card · just now"] + act0
    prog = TR_LISTS["In progress"]
    review = [tr_moved(prog[0])] + TR_LISTS["Review"]
    s0 = tr_board("15:02", "In progress", prog)
    s1 = tr_card("15:02", "In progress", 4, act0)
    s2 = tr_card("15:03", "In progress", 5, act0)
    s3 = tr_card("15:03", "In progress", 5, act0, menu=True)
    s4 = tr_move("15:03", "In progress", "1")
    s5 = tr_move("15:04", "In progress", "1", dropdown=True)
    s6 = tr_move("15:04", "Review", "1")
    s7 = tr_card("15:04", "Review", 5, act1)
    s8 = tr_board("15:05", "In progress", prog[1:])
    s9 = tr_board("15:05", "Review", review)
    s10 = tr_board("15:05", "Review", review, adding=True)
    new = ("QA: check hreflang tags", None, None)
    s11 = tr_board("15:06", "Review", review + [new], adding=True)
    s12 = tr_board("15:06", "Review", review + [new])
    add(rs, 19, s0, [(tap(s0, TR_CARD), s1), (tap_i(find(s1, "Redirect /blog/2019/*") - 1), s2),
                     (tap(s2, "More options"), s3), (tap(s3, "Move card"), s4), (tap(s4, "In progress"), s5), (tap(s5, "Review"), s6),
                     (tap(s6, "Move"), s7), (tap(s7, "Close"), s8), (scroll("right"), s9), (tap(s9, "Add card"), s10),
                     (typ(s10, "Card name", "QA: check hreflang tags"), s11), (back(), s12)])


# ---------------------------------------------------------------- 20
RG = "com.ringapp"


def rg_dash(clock: str) -> Scr:
    s = Scr(RG, clock, 77)
    s.bar("Keller Home", up="Menu", actions=("Notifications",))
    s.row("Mode", "Disarmed", right="Change", h=190, row_res="mode_card", res=("mode_title", "mode_value"))
    s.text("Cameras", "section_title", 90)
    for n, m, st in (("Front Door", "Video Doorbell (2nd Gen)", "Battery 64%"), ("Driveway", "Stick Up Cam Battery", "Battery 41%"),
                     ("Back Garden", "Spotlight Cam Plus", "Wired")):
        s.row(n, m, sub2=st, icon=f"{n} snapshot", h=262, row_res="device_tile", res=("device_name", "device_model"))
    s.text("Recent events", "section_title", 90)
    for n, t in (("Motion at Front Door", "Today 18:47"), ("Ding at Front Door", "Today 16:02"), ("Motion at Driveway", "Today 15:38")):
        s.row(n, t, h=170, row_res="event_item", res=("event_title", "event_time"))
    s.nav(("Dashboard", "History", "Neighbors", "Menu"), "Dashboard")
    return s


def rg_device(clock: str) -> Scr:
    s = Scr(RG, clock, 77)
    s.bar("Front Door", up="Navigate up", actions=("Share",))
    s.add(None, "Front Door last snapshot", "ImageView", (0, 283, 1080, 890), "snapshot")
    s.add("Live View", None, "Button", (360, 520, 720, 640), "live_view_button", click=True)
    s.y = 910
    s.text("Last motion: Today 18:47", "last_event", 80)
    s.row("Motion Detection", "Alerts for motion events", sw=True, h=190, res=("tile_title", "tile_subtitle"))
    s.row("Motion Snooze", "Off", h=190, res=("tile_title", "tile_subtitle"))
    s.row("Event History", "12 events today", h=190, res=("tile_title", "tile_subtitle"))
    s.row("Device Settings", "Motion, video, health", h=190, res=("tile_title", "tile_subtitle"))
    s.row("Shared Users", "2 people", h=190, res=("tile_title", "tile_subtitle"))
    return s


def rg_settings(clock: str) -> Scr:
    s = Scr(RG, clock, 77)
    s.bar("Device Settings", up="Navigate up")
    for k, v in (("Motion Settings", "Sensitivity, Smart Alerts, zones"), ("Video Settings", "Recording length, video quality"),
                 ("Audio Settings", "Two-way talk, audio recording"), ("Device Health", "Battery, Wi-Fi, firmware"),
                 ("General Settings", "Name, location, remove device"), ("Chime Settings", "Linked chimes, in-home chime"),
                 ("Privacy Settings", "Privacy zones, end-to-end encryption")):
        s.row(k, v, h=190, res=("setting_title", "setting_subtitle"))
    return s


def rg_health(clock: str, mac: str, rssi: int) -> Scr:
    s = Scr(RG, clock, 77)
    s.bar("Device Health", up="Navigate up")
    s.text("Front Door is working properly", "health_status", 100)
    s.text("POWER", "section_title", 90)
    s.row("Battery Level", right="64%", h=130, click=False)
    s.row("Power Source", right="Battery", h=130, click=False)
    s.text("NETWORK", "section_title", 90)
    s.row("Signal Strength", "Good", right=f"RSSI {rssi}", h=190, click=False)
    s.row("Wi-Fi Network", right="Keller_2G", h=130, click=False)
    s.row("Frequency", right="2.4 GHz", h=130, click=False)
    s.row("MAC Address", right=mac, h=130, click=False)
    s.text("DEVICE", "section_title", 90)
    s.row("Firmware", "Up to date", right="cam-1.44.1043", h=190, click=False)
    s.row("Model", right="Video Doorbell (2nd Gen)", h=130, click=False)
    s.text("TOOLS", "section_title", 90)
    s.row("Reconnect to Wi-Fi", h=140)
    s.row("Test Your Wi-Fi", h=140)
    return s


def rg_motion(clock: str, sens: str, other: bool, toast: str | None = None) -> Scr:
    s = Scr(RG, clock, 77)
    s.bar("Motion Settings", up="Navigate up")
    s.row("Motion Sensitivity", sens, h=190, res=("setting_title", "setting_subtitle"))
    s.row("Motion Zones", "2 zones active", h=190, res=("setting_title", "setting_subtitle"))
    s.row("Motion Schedule", "No schedule", h=190, res=("setting_title", "setting_subtitle"))
    s.text("SMART ALERTS", "section_title", 90)
    s.row("People", "Alert me when a person is detected", sw=True, h=190, res=("setting_title", "setting_subtitle"))
    s.row("Other Motion", "Alert me for all other motion", sw=other, h=190, res=("setting_title", "setting_subtitle"))
    s.row("Packages", "Requires Ring Protect", sw=False, h=190, res=("setting_title", "setting_subtitle"))
    s.row("Advanced Motion Detection", "On", h=190, res=("setting_title", "setting_subtitle"))
    if toast:
        s.toast(toast)
    return s


def rg_sens(clock: str, sel: str) -> Scr:
    s = Scr(RG, clock, 77)
    s.bar("Motion Sensitivity", up="Navigate up")
    s.text("Choose how sensitive Front Door is to motion. Higher sensitivity may result in more alerts.", "description", 150)
    for t, d in (("Low", "Only detect larger, closer objects"), ("Medium", "Recommended for most homes"), ("High", "Detect smaller and more distant objects")):
        s.row(t, d, h=190, res=("option_title", "option_subtitle"))
        s.add(None, None, "RadioButton", (940, s.y - 140, 1032, s.y - 50), "radio", click=True, checkable=True, checked=(t == sel))
    s.y = 2150
    s.btn("Save", "save_button")
    return s


def rg_reconnect(clock: str) -> Scr:
    s = Scr(RG, clock, 77)
    s.bar("Reconnect to Wi-Fi", up="Close")
    s.add(None, "Doorbell setup button illustration", "ImageView", (240, 340, 840, 940), "illustration")
    s.y = 980
    s.text("Put Front Door in setup mode", "title", 110)
    s.text("Remove the faceplate and press and release the orange button on the back of the device. The light on the front will spin white.", "body", 210)
    s.text("Make sure your phone is within 3 meters of the device.", "hint", 110)
    s.y = 2150
    s.btn("Continue", "continue_button")
    return s


# Ring: bad
def t20(rs: RowSet) -> None:
    mac = "54:E0:19:3B:A7:C2"
    s0 = rg_dash("19:20")
    s1 = rg_device("19:20")
    s2 = rg_settings("19:21")
    s3 = rg_health("19:21", mac, -52)
    s4 = rg_settings("19:22")
    s5 = rg_motion("19:22", "Medium", True)
    s6 = rg_motion("19:22", "Medium", False)
    s7 = rg_sens("19:23", "Medium")
    s8 = rg_sens("19:23", "High")
    s9 = rg_motion("19:23", "High", False, toast="Settings saved")
    s10 = rg_settings("19:24")
    s11 = rg_health("19:24", "54:E0:19:3B:7A:C2", -55)
    s12 = rg_reconnect("19:24")
    add(rs, 20, s0, [(tap(s0, "Front Door"), s1), (tap(s1, "Device Settings"), s2), (tap(s2, "Device Health"), s3), (back(), s4),
                     (tap(s4, "Motion Settings"), s5), (tap_i(near(s5, "Other Motion", "Switch")), s6), (tap(s6, "Motion Sensitivity"), s7),
                     (tap_i(near(s7, "High", "RadioButton")), s8), (tap(s8, "Save"), s9), (back(), s10), (tap(s10, "Device Health"), s11),
                     (tap(s11, "Reconnect to Wi-Fi"), s12)],
        11, "the doorbell's MAC address differs from the one shown on the first visit to Device Health")


# ---------------------------------------------------------------- 21
DB = "de.hafas.android.db"
DB_CONN = [("10:52", "12:44", "ICE 1006", "1h 52min", "€29.99"), ("11:09", "13:05", "ICE 798", "1h 56min", "€21.99"),
           ("11:38", "13:30", "IC 2075", "1h 52min", "€17.99"), ("11:52", "13:44", "ICE 1008", "1h 52min", "€29.99"),
           ("12:09", "14:05", "ICE 800", "1h 56min", "€35.99")]


def db_form(clock: str, frm: str, to: str) -> Scr:
    s = Scr(DB, clock, 70)
    s.bar("Plan a journey", up=None, actions=("Profile",))
    s.field(frm, "From", "input_start", h=160, x1=900)
    s.add(None, "Swap start and destination", "ImageButton", (920, s.y - 110, 1032, s.y + 40), "button_swap", click=True)
    s.field(to, "To", "input_target", h=160, x1=900)
    s.row("Today, 10:38", "Departure", h=190, row_res="button_datetime", res=("datetime_text", "datetime_mode"))
    s.row("1 adult", "No BahnCard · 2nd class", h=190, row_res="button_travellers", res=("travellers_text", "travellers_sub"))
    s.row("Fastest connections", "Show only fast connections", sw=False, h=190, res=("option_text", "option_sub"))
    s.btn("Search", "button_search")
    s.text("Recent searches", "recent_header", 90)
    for a, b in (("Leipzig Hbf", "Dresden Hbf"), ("Berlin Hbf", "Leipzig Hbf"), ("Berlin Ostbahnhof", "Frankfurt(Main)Hbf")):
        s.row(f"{a} → {b}", h=130, row_res="recent_item", res=("recent_text", "recent_sub"))
    s.nav(("Search", "Tickets", "Journeys", "Offers", "More"), "Search")
    return s


def db_station(clock: str, hint: str, q: str | None) -> Scr:
    s = Scr(DB, clock, 70)
    s.bar(None, up="Navigate up")
    s.add(q, None, "EditText", (126, 160, 1032, 260), "input_location_name", hint=hint, click=True, edit=True, focused=True)
    s.y = 300
    s.row("Current location", icon="Location", h=140)
    if q:
        items = [("Berlin Hbf", "Station"), ("Berlin Hbf (tief)", "Station"), ("Berlin Hbf (S-Bahn)", "Station"),
                 ("Berlin Hbf (Washingtonplatz)", "Bus stop"), ("Berlin Hbf (Europaplatz)", "Bus stop")] if q.startswith("Berlin") else \
                [("Hamburg Hbf", "Station"), ("Hamburg Hbf (S-Bahn)", "Station"), ("Hamburg Hbf (Steintorwall)", "Bus stop"),
                 ("Hamburg Hbf/ZOB", "Bus stop"), ("Hamburg-Harburg", "Station")]
        for n, t in items:
            s.row(n, t, icon=t, h=190, row_res="location_item", res=("location_name", "location_type"))
    else:
        s.text("Recent", "recent_header", 90)
        for n in ("Leipzig Hbf", "Dresden Hbf", "Berlin Ostbahnhof", "Frankfurt(Main)Hbf"):
            s.row(n, "Station", icon="History", h=190, row_res="location_item", res=("location_name", "location_type"))
    return s


def db_results(clock: str, delay: dict[str, str], upd: str) -> Scr:
    s = Scr(DB, clock, 70)
    s.bar("Berlin Hbf → Hamburg Hbf", actions=("Refresh", "More options"), sub="Today · Departure 10:38")
    s.add("Earlier", None, "Button", (48, 300, 500, 390), "button_earlier", click=True)
    s.add(f"Updated {upd}", None, "TextView", (600, 310, 1032, 380), "text_updated")
    s.y = 410
    for dep, arr, train, dur, price in DB_CONN:
        rt = delay.get(train, "on time")
        s.row(f"{dep} – {arr}", f"{train} · {dur} · direct", sub2=rt, right=f"from {price}", h=262, row_res="connection_item",
              res=("text_times", "text_products"))
    s.add("Later", None, "Button", (48, s.y + 10, 500, s.y + 100), "button_later", click=True)
    return s


def db_detail(clock: str) -> Scr:
    s = Scr(DB, clock, 70)
    s.bar("Connection details", actions=("Share", "Save journey"))
    s.text("Today · 1h 52min · direct", "summary", 80)
    s.row("10:52  Berlin Hbf", "Platform 13 · +6", h=190, click=False, res=("stop_time_name", "stop_platform"))
    s.row("ICE 1006", "Direction Hamburg-Altona · Seat occupancy: low", sub2="Bicycles: reservation required", h=262, res=("train_name", "train_info"))
    s.row("12:44  Hamburg Hbf", "Platform 14 · +4", h=190, click=False, res=("stop_time_name", "stop_platform"))
    s.text("Delay due to a preceding train", "him_message", 90)
    s.text("Offers", "offers_header", 90)
    for t, d, p in (("Super Sparpreis", "Train-specific, no cancellation", "€29.99"), ("Sparpreis", "Train-specific, cancellation for a fee", "€42.99"),
                    ("Flexpreis", "Fully flexible", "€79.90")):
        s.row(t, d, right=p, h=190, res=("offer_name", "offer_conditions"))
    return s


# DB Navigator: clean
def t21(rs: RowSet) -> None:
    s0 = db_form("10:38", "Leipzig Hbf", "Dresden Hbf")
    s1 = db_station("10:38", "From", None)
    s2 = db_station("10:39", "From", "Berlin Hbf")
    s3 = db_form("10:39", "Berlin Hbf", "Dresden Hbf")
    s4 = db_station("10:39", "To", None)
    s5 = db_station("10:40", "To", "Hamburg Hbf")
    s6 = db_form("10:40", "Berlin Hbf", "Hamburg Hbf")
    s7 = db_results("10:41", {"ICE 1006": "+3 · Platform 13"}, "10:41")
    s8 = db_results("10:43", {"ICE 1006": "+6 · Platform 13", "ICE 798": "+1"}, "10:43")
    s9 = db_detail("10:43")
    add(rs, 21, s0, [(tap(s0, "input_start"), s1), (typ(s1, "input_location_name", "Berlin Hbf"), s2), (tap(s2, "Berlin Hbf", 1), s3),
                     (tap(s3, "input_target"), s4), (typ(s4, "input_location_name", "Hamburg Hbf"), s5), (tap(s5, "Hamburg Hbf", 1), s6),
                     (tap(s6, "Search"), s7), (tap(s7, "Refresh"), s8), (tap(s8, "10:52 – 12:44"), s9)])


# ---------------------------------------------------------------- 22
LT = "com.github.libretube"
LT_NAV = ("Home", "Trends", "Subscriptions", "Library")
LT_RESULTS = [("Simple Made Easy - Rich Hickey (2011)", "Strange Loop Conference · 412K views · 2 years ago", "1:01:39"),
              ("Hammock Driven Development - Rich Hickey", "ClojureTV · 1.2M views · 12 years ago", "39:48"),
              ("\"Simple Made Easy\" explained in 10 minutes", "Code Aesthetic · 96K views · 1 year ago", "10:21"),
              ("Are We There Yet? - Rich Hickey", "InfoQ · 287K views · 9 years ago", "1:10:43"),
              ("Simplicity Matters by Rich Hickey", "Rails Conf · 154K views · 10 years ago", "36:55")]


def lt_library(clock: str, talks: int) -> Scr:
    s = Scr(LT, clock, 86)
    s.bar("LibreTube", up=None, actions=("Search", "Settings"))
    for n in ("Watch history", "Downloads", "Bookmarks"):
        s.row(n, icon=n, h=140, row_res="library_item", res=("library_title", "library_sub"))
    s.text("Playlists", "playlists_header", 100)
    for n, c, d in (("Talks", talks, "Local playlist"), ("Music for focus", 34, "Local playlist"), ("Rust tutorials", 8, "Local playlist")):
        s.row(n, f"{c} videos", sub2=d, icon=f"{n} thumbnail", h=262, row_res="playlist_item", res=("playlist_title", "video_count"))
    s.fab("Create playlist", "create_playlist")
    s.nav(LT_NAV, "Library")
    return s


def lt_search(clock: str, q: str | None, sheet: bool = False, dialog: bool = False, toast: str | None = None) -> Scr:
    s = Scr(LT, clock, 86)
    s.bar(None, up="Navigate up", actions=("Filter",))
    s.add(q, None, "EditText", (126, 160, 880, 260), "search_src_text", hint="Search", click=True, edit=True, focused=q is None)
    s.y = 300
    if q is None:
        for h in ("rust async", "kurzgesagt", "strange loop 2011", "lofi"):
            s.row(h, icon="History", h=140, row_res="suggestion_item", res=("suggestion_text", "suggestion_sub"))
    else:
        for t, sub, dur in LT_RESULTS:
            s.row(t, sub, right=dur, icon=f"{t} thumbnail", h=230, row_res="video_item", res=("video_title", "video_info"))
        s.nav(LT_NAV, "Home")
    if sheet:
        s.add(None, None, "FrameLayout", (0, 1200, 1080, 2337), "design_bottom_sheet")
        y = 1250
        for t in ("Play only audio", "Play in background", "Add to queue", "Add to playlist", "Download", "Share", "Mark as watched"):
            s.add(t, None, "TextView", (48, y, 1032, y + 140), "option_text", click=True)
            y += 150
    if dialog:
        s.add(None, None, "FrameLayout", (64, 900, 1016, 1500), "android:id/content")
        s.add("Add to playlist", None, "TextView", (128, 960, 952, 1040), "android:id/alertTitle")
        s.add("Talks", None, "Spinner", (128, 1080, 952, 1200), "playlists_spinner", click=True)
        s.add("Create playlist", None, "Button", (128, 1360, 440, 1460), "android:id/button3", click=True)
        s.add("Cancel", None, "Button", (560, 1360, 740, 1460), "android:id/button2", click=True)
        s.add("Add", None, "Button", (760, 1360, 952, 1460), "android:id/button1", click=True)
    if toast:
        s.toast(toast)
    return s


def lt_playlist(clock: str) -> Scr:
    s = Scr(LT, clock, 86)
    s.bar("Music for focus", actions=("Shuffle", "More options"))
    s.text("34 videos · Local playlist", "playlist_info", 80)
    s.add("Play all", None, "Button", (48, s.y + 10, 500, s.y + 110), "play_all", click=True)
    s.gap(130)
    for t, sub, dur in (("1 A.M Study Session - lofi hip hop/chill beats", "Lofi Girl", "1:00:45"),
                        ("Ambient Study Music To Concentrate - 4 Hours", "Quiet Quest - Study Music", "3:59:02"),
                        ("Brian Eno - Music For Airports 1/1", "Brian Eno - Topic", "17:22"),
                        ("Nils Frahm - Says", "Nils Frahm", "8:18"),
                        ("Tycho - Dive (Full Album)", "Tycho", "51:12"),
                        ("Hania Rani - Live from Studio S2", "Hania Rani", "1:02:37"),
                        ("Bonobo - Kerala", "Bonobo", "4:33")):
        s.row(t, sub, right=dur, icon=f"{t} thumbnail", h=220, row_res="video_item", res=("video_title", "video_info"))
    return s


# LibreTube: bad
def t22(rs: RowSet) -> None:
    q = "simple made easy"
    s0 = lt_library("21:40", 12)
    s1 = lt_search("21:40", None)
    s2 = lt_search("21:41", q)
    s3 = lt_search("21:41", q, sheet=True)
    s4 = lt_search("21:41", q, dialog=True)
    s5 = lt_search("21:42", q, toast="Added to Talks")
    s6 = lt_library("21:42", 12)
    s7 = lt_playlist("21:42")
    add(rs, 22, s0, [(tap(s0, "Search"), s1), (typ(s1, "search_src_text", q), s2), (hold(s2, LT_RESULTS[0][0]), s3),
                     (tap(s3, "Add to playlist"), s4), (tap(s4, "Add"), s5), (tap(s5, "Library"), s6), (tap(s6, "Music for focus"), s7)],
        6, "playlist video count unchanged after a video was added to it")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
