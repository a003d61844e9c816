# ruff: noqa: E501
"""Held-out set h60, domain android: 22 AndroidWorld-style trajectories written blind.

Each trajectory drives one app (system apps, AndroidWorld apps, and a few others) through 6 to 12
AndroidWorld JSON actions. Screens are printed either as the AndroidWorld ``UI element N: UIElement(...)``
list or as an indexed accessibility tree; the row's system prompt says which. Eleven trajectories hold
exactly one contradiction (labelled with the first turn whose screen contradicts an earlier one), eleven
are clean but full of legitimate changes. Running this module writes ``android_test.jsonl`` and
``labels.json`` next to it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid

SYS = "com.android.systemui"
CLS = {
    "T": "android.widget.TextView", "B": "android.widget.Button", "I": "android.widget.ImageView",
    "IB": "android.widget.ImageButton", "E": "android.widget.EditText", "V": "android.view.View",
    "VG": "android.view.ViewGroup", "F": "android.widget.FrameLayout", "L": "android.widget.LinearLayout",
    "R": "androidx.recyclerview.widget.RecyclerView", "S": "android.widget.Switch", "CB": "android.widget.CheckBox",
    "RB": "android.widget.RadioButton", "SB": "android.widget.SeekBar", "SV": "android.widget.ScrollView",
    "LV": "android.widget.ListView", "G": "android.widget.GridView", "PB": "android.widget.ProgressBar",
    "TV": "android.widget.ToggleButton", "CT": "android.widget.CheckedTextView", "WV": "android.webkit.WebView",
    "TL": "android.widget.TabWidget", "TBar": "android.widget.Toolbar", "IV": "android.widget.ImageView",
}

HEAD = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action (an AndroidWorld JSON action)

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
"""

ACTIONS = """
# Actions

Actions are AndroidWorld JSON actions: `click` / `long_press` (`index` of a UI element of the current screen), `input_text` (`text`, `index`, optional `clear_text`: the field is cleared first), `scroll` (`direction`), `navigate_back`, `navigate_home`, `open_app` (`app_name`), `keyboard_enter` and `wait`. The device is a Pixel 6 emulator (1080 x 2400 px, 3-button navigation), locale en-US unless the screen shows otherwise.
"""

REPR_UI = """
# Screen Representation

The screen is the AndroidWorld element list: one line per accessibility node that is visible on screen, `UI element N: UIElement(...)`, numbered from 0 in traversal order (status bar first, then the foreground app, then the navigation bar). Each line gives text, content_description, class_name, bbox_pixels, hint_text, the is_* flags, package_name and resource_name. Keep this exact notation and renumber the elements of each new screen from 0.
"""

REPR_TREE = """
# Screen Representation

The screen is an indexed accessibility tree: one `[window]` header per window (status bar, foreground app with its activity, navigation bar), and under it one node per line, indented by depth, as `[N] Class "text" desc="…" hint="…" id=… [x1,y1][x2,y2] flags`. Indices run from 0 over the whole screen in traversal order and are renumbered on every new screen; flags are clickable, long-clickable, checkable, checked, editable, focused, scrollable, selected and disabled. Keep this exact notation.
"""

SYS_UI = HEAD + REPR_UI + ACTIONS
SYS_TREE = HEAD + REPR_TREE + ACTIONS


def _q(v: Any) -> str:
    return "None" if v is None else repr(v)


class Scr:
    """One screen: status bar, the app's nodes, the navigation bar."""

    def __init__(self, pkg: str, clock: str, batt: int, *, tree: bool = False, activity: str = "",
                 icons: tuple[str, ...] = (), y: int = 236, wifi: str = "Wifi signal full.") -> None:
        self.pkg, self.tree, self.activity = pkg, tree, activity
        self.els: list[dict[str, Any]] = []
        self.y = y
        self.add(clock, box=(63, 34, 178, 100), pkg=SYS, rid="clock")
        x = 196
        for d in icons:
            self.add(None, "I", box=(x, 42, x + 50, 92), desc=d, pkg=SYS, rid="notificationIcons")
            x += 58
        self.add(None, "I", box=(842, 42, 896, 92), desc=wifi, pkg=SYS, rid="wifi_signal")
        self.add(None, "I", box=(912, 42, 1010, 92), desc=f"Battery {batt} percent.", pkg=SYS, rid="battery")
        self.napp = len(self.els)

    def add(self, text: str | None = None, cls: str = "T", box: tuple[int, int, int, int] | None = None, *,
            h: int = 96, x: tuple[int, int] = (42, 1038), desc: str | None = None, rid: str | None = None,
            pkg: str | None = None, hint: str | None = None, click: bool = False, long: bool = False,
            edit: bool = False, check: bool | None = None, focus: bool = False, scroll: bool = False,
            sel: bool = False, en: bool = True, d: int = 2) -> Scr:
        if box is None:
            box = (x[0], self.y, x[1], self.y + h)
            self.y += h
        pk = pkg or self.pkg
        res = None if rid is None else (rid if ":" in rid else f"{pk}:id/{rid}")
        self.els.append(dict(text=text, cls=CLS.get(cls, cls), box=box, desc=desc, hint=hint, check=check,
                             click=click, long=long, edit=edit, en=en, focus=focus, scroll=scroll, sel=sel,
                             pkg=pk, res=res, d=d))
        return self

    def ins(self, k: int, *args: Any, **kw: Any) -> Scr:
        """Add a node (a container, with its box given) before the node now at index k."""
        self.add(*args, **kw)
        self.els.insert(k, self.els.pop())
        return self

    def gap(self, h: int) -> Scr:
        self.y += h
        return self

    def i(self, key: str, nth: int = 0) -> int:
        hits = [k for k, e in enumerate(self.els) if key in (e["text"], e["desc"], e["hint"])]
        return hits[nth]

    def _nav(self) -> list[dict[str, Any]]:
        out = []
        for name, x0 in (("Back", 162), ("Home", 468), ("Overview", 774)):
            out.append(dict(text=None, cls=CLS["IB"], box=(x0, 2274, x0 + 144, 2400), desc=name, hint=None,
                            check=None, click=True, long=name == "Home", edit=False, en=True, focus=False,
                            scroll=False, sel=False, pkg=SYS, res=f"{SYS}:id/{name.lower().replace('overview', 'recent_apps')}", d=1))
        return out

    def render(self) -> str:
        return self._tree() if self.tree else self._ui()

    def _ui(self) -> str:
        out = []
        for n, e in enumerate(self.els + self._nav()):
            x1, y1, x2, y2 = e["box"]
            out.append(
                f"UI element {n}: UIElement(text={_q(e['text'])}, content_description={_q(e['desc'])}, "
                f"class_name={_q(e['cls'])}, bbox_pixels=BoundingBox(x_min={x1}, x_max={x2}, y_min={y1}, y_max={y2}), "
                f"hint_text={_q(e['hint'])}, is_checked={bool(e['check'])}, is_checkable={e['check'] is not None}, "
                f"is_clickable={e['click']}, is_editable={e['edit']}, is_enabled={e['en']}, is_focused={e['focus']}, "
                f"is_scrollable={e['scroll']}, is_selected={e['sel']}, package_name={_q(e['pkg'])}, "
                f"resource_name={_q(e['res'])})")
        return "\n".join(out)

    def _tree(self) -> str:
        def node(n: int, e: dict[str, Any]) -> str:
            x1, y1, x2, y2 = e["box"]
            parts = [f"[{n}]", e["cls"].rsplit(".", 1)[-1]]
            if e["text"] is not None:
                parts.append('"' + e["text"].replace("\n", "\\n") + '"')
            if e["desc"] is not None:
                parts.append(f'desc="{e["desc"]}"')
            if e["hint"] is not None:
                parts.append(f'hint="{e["hint"]}"')
            if e["res"] is not None:
                parts.append("id=" + e["res"].split(":id/", 1)[-1])
            parts.append(f"[{x1},{y1}][{x2},{y2}]")
            flags = [f for f, on in (("clickable", e["click"]), ("long-clickable", e["long"]),
                                     ("checkable", e["check"] is not None), ("checked", bool(e["check"])),
                                     ("editable", e["edit"]), ("focused", e["focus"]), ("scrollable", e["scroll"]),
                                     ("selected", e["sel"]), ("disabled", not e["en"])) if on]
            return "  " * e["d"] + " ".join(parts + flags)

        out = ["[window] com.android.systemui · status bar"]
        allx = self.els + self._nav()
        for n, e in enumerate(allx):
            if n == self.napp:
                out.append(f"[window] {self.pkg} · {self.activity} (focused)")
            if n == len(self.els):
                out.append("[window] com.android.systemui · navigation bar")
            out.append(node(n, e) if n >= self.napp else "  " + node(n, e).lstrip())
        return "\n".join(out)


def click(s: Scr, key: str, nth: int = 0) -> str:
    return droid("click", index=s.i(key, nth))


def lpress(s: Scr, key: str, nth: int = 0) -> str:
    return droid("long_press", index=s.i(key, nth))


def typ(s: Scr, key: str, text: str, clear: bool = False, nth: int = 0) -> str:
    if clear:
        return droid("input_text", text=text, index=s.i(key, nth), clear_text=True)
    return droid("input_text", text=text, index=s.i(key, nth))


BACK = droid("navigate_back")
HOME = droid("navigate_home")


def scroll(direction: str) -> str:
    return droid("scroll", direction=direction)


def wait() -> str:
    return droid("wait")


def run(rs: RowSet, tid: str, tree: bool, seq: list[tuple[str, Scr]], start: Scr, **label: Any) -> None:
    """seq: (action, screen after it); start: the screen shown as the starting state."""
    turns = [(a, s.render()) for a, s in seq]
    rs.add("android", tid, SYS_TREE if tree else SYS_UI, turns, state=start.render(), **label)


def pref(s: Scr, title: str, summary: str | None = None, *, sw: bool | None = None, x0: int = 189,
         sid: str = "android:id/switch_widget") -> None:
    """A preference row: title, optional summary, optional trailing switch."""
    y = s.y
    right = 880 if sw is not None else 1038
    if summary is None:
        s.add(title, box=(x0, y + 52, right, y + 118), rid="android:id/title", click=True)
    else:
        s.add(title, box=(x0, y + 28, right, y + 88), rid="android:id/title", click=True)
        s.add(summary, box=(x0, y + 88, right, y + 142), rid="android:id/summary")
    if sw is not None:
        s.add(None, "S", box=(906, y + 52, 1038, y + 118), check=sw, click=True, rid=sid)
    s.y = y + 170


# ---------------------------------------------------------------- 01 Settings (bad: setting reverts)
def t01(rs: RowSet) -> None:
    pk = "com.android.settings"
    icons = ("Gmail notification: 2 new messages", "Android System notification: USB debugging connected")

    def home(clock: str, batt: int) -> Scr:
        s = Scr(pk, clock, batt, icons=icons)
        s.add("Settings", box=(42, 250, 1038, 390), rid="homepage_title")
        s.add("Search settings", box=(42, 430, 1038, 560), click=True, rid="search_action_bar_title")
        s.add(None, "I", box=(902, 446, 1010, 544), desc="Profile picture, double tap to open Google Account", click=True, rid="account_avatar")
        s.y = 600
        k = len(s.els)
        rows = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                ("Battery", f"{batt}% - About {13 if batt > 61 else 12} hr left"), ("Storage", "48% used - 66.43 GB free"),
                ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio")]
        for t, sm in rows:
            pref(s, t, sm)
        s.ins(k, None, "R", box=(0, 600, 1080, 2274), scroll=True, rid="recycler_view", d=1)
        return s

    def display(clock: str, batt: int, timeout: str, dark: bool) -> Scr:
        s = Scr(pk, clock, batt, icons=icons)
        s.add(None, "IB", box=(21, 118, 168, 265), desc="Navigate up", click=True)
        s.add("Display", box=(42, 300, 1038, 420), rid="collapsing_toolbar")
        s.y = 450
        k = len(s.els)
        s.add("Brightness", box=(189, 470, 1038, 530), rid="android:id/title")
        s.y = 540
        pref(s, "Brightness level", "61%")
        pref(s, "Adaptive brightness", "Optimize brightness for available light", sw=True)
        s.add("Lock display", box=(189, s.y + 20, 1038, s.y + 80), rid="android:id/title")
        s.y += 90
        pref(s, "Lock screen", "Show all notification content")
        pref(s, "Screen timeout", timeout)
        s.add("Appearance", box=(189, s.y + 20, 1038, s.y + 80), rid="android:id/title")
        s.y += 90
        pref(s, "Dark theme", "Will never turn off automatically" if dark else "Will never turn on automatically", sw=dark)
        pref(s, "Font size and text", "Default")
        pref(s, "Night Light", "Off / Will turn on automatically at sunset")
        s.ins(k, None, "R", box=(0, 450, 1080, 2274), scroll=True, rid="recycler_view", d=1)
        return s

    def timeout_page(clock: str, batt: int, chosen: str) -> Scr:
        s = Scr(pk, clock, batt, icons=icons)
        s.add(None, "IB", box=(21, 118, 168, 265), desc="Navigate up", click=True)
        s.add("Screen timeout", box=(42, 300, 1038, 420), rid="collapsing_toolbar")
        s.y = 470
        k = len(s.els)
        for opt in ("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"):
            y = s.y
            s.add(None, "RB", box=(63, y + 40, 147, y + 124), check=opt == chosen, click=True, rid="android:id/widget_frame")
            s.add(opt, box=(189, y + 52, 1038, y + 112), rid="android:id/title", click=True)
            s.y = y + 164
        s.add("Screen attention", box=(189, s.y + 30, 1038, s.y + 90), rid="android:id/title")
        s.y += 110
        pref(s, "Use Screen attention", "Camera access is required for Screen attention. Tap to manage permissions for Device Personalization Services", sw=False)
        s.add("Screen attention uses the front camera to see if someone is looking at the screen. It works on device, and images are never stored or sent to Google.",
              box=(189, s.y, 1038, s.y + 180), rid="android:id/title")
        s.ins(k, None, "R", box=(0, 450, 1080, 2274), scroll=True, rid="recycler_view", d=1)
        return s

    t30, t2m = "After 30 seconds of inactivity", "After 2 minutes of inactivity"
    start = home("2:02", 62)
    s1 = display("2:02", 62, t30, False)
    s2 = timeout_page("2:02", 62, "30 seconds")
    s3 = timeout_page("2:03", 62, "2 minutes")
    s4 = display("2:03", 62, t2m, False)
    s5 = display("2:03", 62, t2m, True)
    s6 = home("2:04", 61)
    s7 = display("2:04", 61, t30, True)   # timeout back to 30 s with nothing changing it
    s8 = timeout_page("2:05", 61, "30 seconds")
    seq = [(click(start, "Display"), s1), (click(s1, "Screen timeout"), s2), (click(s2, "2 minutes"), s3),
           (BACK, s4), (droid("click", index=s4.i("Dark theme") + 2), s5), (BACK, s6),
           (click(s6, "Display"), s7), (click(s7, "Screen timeout"), s8)]
    run(rs, "h60-android-01", False, seq, start, bad=True, turn=7,
        kind="Screen timeout set to 2 minutes (turn 3, confirmed turn 4) shows 'After 30 seconds of inactivity' again on the Display page with no action changing it.")


def human(n: int) -> str:
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


# ---------------------------------------------------------------- 02 Markor (bad: a file's line)
def t02(rs: RowSet) -> None:
    pk = "net.gsantner.markor"
    grocery = ("# Groceries (Sat)\n\n- eggs (10)\n- rye bread\n- 2x tomatoes, 1 red onion\n- feta 200 g\n"
               "- coffee beans – Hochland, 500 g\n- spinach, fresh\n- lemons x3\n")
    added = grocery + "- oat milk x2\n"
    files = {
        "groceries.md": ("Jun 11, 2024 18:04", human(len(grocery.encode()))),
        "ideas.md": ("May 28, 2024 22:41", "1.6 KB"),
        "meeting_2024-06-11.md": ("Jun 11, 2024 11:32", "734 B"),
        "packing_list.txt": ("Jun 3, 2024 07:55", "402 B"),
        "quotes.txt": ("Apr 19, 2024 20:10", "2.3 KB"),
        "todo.txt": ("Jun 12, 2024 08:37", "517 B"),
    }

    def listing(clock: str, fl: dict[str, tuple[str, str]], selected: str | None = None) -> Scr:
        s = Scr(pk, clock, 74)
        if selected:
            s.add(None, "IB", box=(21, 118, 168, 265), desc="Done", click=True)
            s.add("1", box=(189, 150, 400, 235), rid="action_bar_title")
            for n, d in enumerate(("Delete", "Move", "Rename", "Share", "Select all")):
                s.add(None, "IB", box=(480 + n * 110, 140, 580 + n * 110, 245), desc=d, click=True)
        else:
            s.add("markor", box=(63, 140, 700, 205), rid="toolbar_title")
            s.add("/storage/emulated/0/Documents/markor", box=(63, 205, 800, 250), rid="toolbar_subtitle")
            for n, d in enumerate(("Search", "Sort by", "More options")):
                s.add(None, "IB", box=(720 + n * 110, 140, 820 + n * 110, 245), desc=d, click=True)
        k = len(s.els)
        s.y = 280
        s.add(None, "I", box=(42, s.y + 30, 142, s.y + 130), desc="Folder")
        s.add("archive", box=(180, s.y + 24, 1000, s.y + 84), rid="ui__filesystem_item__title", click=True, long=True)
        s.add("Folder · 6 items", box=(180, s.y + 84, 1000, s.y + 134), rid="ui__filesystem_item__description")
        s.y += 160
        for name in sorted(fl):
            date, size = fl[name]
            s.add(None, "I", box=(42, s.y + 30, 142, s.y + 130), desc="Selected" if name == selected else "File")
            s.add(name, box=(180, s.y + 24, 1000, s.y + 84), rid="ui__filesystem_item__title", click=True, long=True, sel=name == selected)
            s.add(f"{date} · {size}", box=(180, s.y + 84, 1000, s.y + 134), rid="ui__filesystem_item__description")
            s.y += 160
        s.ins(k, None, "R", box=(0, 280, 1080, 2100), scroll=True, rid="ui__filesystem_dialog__list", d=1)
        if not selected:
            s.add(None, "IB", box=(870, 1930, 1017, 2077), desc="Create a new file or folder", click=True, rid="fab_add_new_item")
        for n, tab in enumerate(("Notebook", "To-Do", "QuickNote", "More")):
            s.add(tab, box=(n * 270, 2120, n * 270 + 270, 2274), click=True, sel=tab == "Notebook", rid="nav_" + tab.lower().replace("-", ""))
        return s

    def editor(clock: str, name: str, text: str, focused: bool) -> Scr:
        s = Scr(pk, clock, 74)
        s.add(None, "IB", box=(21, 118, 168, 265), desc="Navigate up", click=True)
        s.add(name, box=(189, 150, 560, 235), rid="toolbar_title")
        for n, d in enumerate(("Undo", "Save", "Preview", "More options")):
            s.add(None, "IB", box=(600 + n * 110, 140, 700 + n * 110, 245), desc=d, click=True, en=not (d == "Undo" and not focused))
        s.add(text, "E", box=(0, 280, 1080, 2100), click=True, edit=True, focus=focused, scroll=True, long=True,
              rid="document__fragment__edit__highlighting_editor")
        for n, d in enumerate(("Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Heading", "Insert link", "Insert image", "Horizontal rule")):
            s.add(None, "I", box=(n * 120, 2130, n * 120 + 120, 2250), desc=d, click=True, rid="document__fragment__edit__textactions_bar")
        return s

    def preview(clock: str, name: str, text: str) -> Scr:
        s = Scr(pk, clock, 74)
        s.add(None, "IB", box=(21, 118, 168, 265), desc="Navigate up", click=True)
        s.add(name, box=(189, 150, 560, 235), rid="toolbar_title")
        for n, d in enumerate(("Edit", "Share", "More options")):
            s.add(None, "IB", box=(710 + n * 110, 140, 810 + n * 110, 245), desc=d, click=True)
        s.add(None, "WV", box=(0, 280, 1080, 2274), scroll=True, rid="document__fragment_view_webview", d=1)
        s.y = 320
        for line in text.strip("\n").split("\n"):
            if not line:
                continue
            if line.startswith("# "):
                s.add(line[2:], "V", x=(42, 1038), h=130, d=3)
            else:
                s.add(line[2:], "V", x=(100, 1038), h=84, d=3)
        return s

    bad = added.replace("eggs (10)", "eggs (12)")
    edited_files = dict(files)
    edited_files["groceries.md"] = ("Jun 12, 2024 09:15", human(len(added.encode())))
    renamed = dict(edited_files)
    renamed["quotes_2024.txt"] = renamed.pop("quotes.txt")

    start = listing("9:14", files)
    s1 = editor("9:14", "groceries.md", grocery, False)
    s2 = editor("9:15", "groceries.md", added, True)
    s3 = listing("9:15", edited_files)
    s4 = editor("9:15", "groceries.md", bad, False)   # eggs (10) became eggs (12)
    s5 = preview("9:16", "groceries.md", bad)
    s6 = listing("9:16", edited_files)
    s7 = listing("9:16", edited_files, selected="quotes.txt")

    def rename_dialog(clock: str, value: str, focused: bool) -> Scr:
        s = listing(clock, edited_files, selected="quotes.txt")
        s.add(None, "F", box=(84, 880, 996, 1420), rid="android:id/parentPanel", d=3)
        s.add("Rename", box=(147, 940, 933, 1020), rid="android:id/alertTitle", d=4)
        s.add(value, "E", box=(147, 1060, 933, 1180), edit=True, click=True, focus=focused, rid="new_name", d=4)
        s.add("Cancel", "B", box=(560, 1260, 740, 1380), click=True, rid="android:id/button2", d=4)
        s.add("OK", "B", box=(760, 1260, 933, 1380), click=True, rid="android:id/button1", d=4)
        return s

    s8 = rename_dialog("9:17", "quotes.txt", False)
    s9 = rename_dialog("9:17", "quotes_2024.txt", True)
    s10 = listing("9:17", renamed)
    seq = [(click(start, "groceries.md"), s1), (typ(s1, grocery, "- oat milk x2\n"), s2),
           (click(s2, "Navigate up"), s3), (click(s3, "groceries.md"), s4), (click(s4, "Preview"), s5),
           (click(s5, "Navigate up"), s6), (lpress(s6, "quotes.txt"), s7), (click(s7, "Rename"), s8),
           (typ(s8, "quotes.txt", "quotes_2024.txt", clear=True), s9), (click(s9, "OK"), s10)]
    run(rs, "h60-android-02", False, seq, start, bad=True, turn=4,
        kind="Reopened groceries.md shows '- eggs (12)' where the file read '- eggs (10)' at turns 1-2; only an 'oat milk' line was appended.")


# ---------------------------------------------------------------- 03 Files by Google (bad: deleted file back)
def t03(rs: RowSet) -> None:
    pk = "com.google.android.apps.nbu.files"
    # name, size label, bytes, date label, mtime order (higher = newer)
    data = [
        ("boarding_pass_LH1453.pdf", "212 kB", 212_004, "Jun 11", 9),
        ("Screenshot_20240609-221407.png", "1.12 MB", 1_118_310, "Jun 9", 8),
        ("IMG_20240608_191522.jpg", "3.41 MB", 3_409_876, "Jun 8", 7),
        ("VLC-Android-3.5.4-arm64-v8a.apk", "34.80 MB", 34_801_222, "Jun 6", 6),
        ("invoice_2024-05_hetzner.pdf", "88 kB", 88_120, "Jun 3", 5),
        ("Mietvertrag_Entwurf_v3.docx", "46 kB", 46_301, "May 29", 4),
        ("podcast_ep112_final.mp3", "58.71 MB", 58_712_003, "May 27", 3),
        ("setlist_june.xlsx", "19 kB", 19_044, "May 21", 2),
        ("tax_receipts_2023.zip", "12.93 MB", 12_930_511, "Apr 30", 1),
    ]
    orders = {"Newest date first": lambda r: -r[4], "From A to Z": lambda r: r[0].lower(),
              "Largest first": lambda r: -r[2]}

    def browse(clock: str) -> Scr:
        s = Scr(pk, clock, 55, icons=("Files notification: 1.9 GB of junk files found",))
        s.add("Search in Files", box=(42, 150, 900, 270), click=True, rid="search_bar_text")
        s.add(None, "I", box=(920, 160, 1020, 260), desc="Signed in as u.tester@gmail.com", click=True)
        s.add("Categories", box=(63, 320, 1017, 390), rid="header_title")
        for n, c in enumerate(("Downloads", "Images", "Videos", "Audio", "Documents & other", "Apps")):
            x = 42 + (n % 2) * 504
            y = 410 + (n // 2) * 190
            s.add(c, box=(x + 130, y + 50, x + 490, y + 130), click=True, rid="category_title")
        s.add("Collections", box=(63, 1010, 1017, 1080), rid="header_title")
        for n, c in enumerate(("Favorites", "Safe folder", "Trash")):
            s.add(c, box=(170, 1100 + n * 150, 1017, 1200 + n * 150), click=True, rid="collection_title")
        s.add("All storage devices", box=(63, 1570, 1017, 1640), rid="header_title")
        s.add("Internal storage", box=(170, 1670, 1017, 1730), click=True, rid="storage_title")
        s.add("66.43 GB free", box=(170, 1730, 1017, 1780), rid="storage_subtitle")
        for n, tab in enumerate(("Clean", "Browse", "Share")):
            s.add(tab, box=(n * 360, 2120, n * 360 + 360, 2274), click=True, sel=tab == "Browse", rid="bottom_nav_item")
        return s

    def downloads(clock: str, rows: list[tuple[str, str, int, str, int]], order: str, select: str | None = None,
                  snack: bool = False) -> Scr:
        s = Scr(pk, clock, 55 if clock < "10:07" else 54, icons=("Files notification: 1.9 GB of junk files found",))
        if select:
            s.add(None, "IB", box=(21, 140, 147, 266), desc="Clear selection", click=True)
            s.add("1 selected", box=(170, 170, 560, 240), rid="selection_count")
            for n, d in enumerate(("Share", "Delete", "Select all", "More options")):
                s.add(None, "IB", box=(600 + n * 105, 150, 700 + n * 105, 256), desc=d, click=True)
        else:
            s.add(None, "IB", box=(21, 140, 147, 266), desc="Navigate up", click=True)
            s.add("Downloads", box=(170, 170, 700, 240), rid="toolbar_title")
            s.add(None, "IB", box=(810, 150, 910, 256), desc="Search", click=True)
            s.add(None, "IB", box=(920, 150, 1020, 256), desc="More options", click=True)
        s.add(order, box=(42, 300, 560, 380), click=True, rid="sort_order_chip")
        s.add(None, "IB", box=(920, 296, 1020, 386), desc="Switch to grid view", click=True)
        k = len(s.els)
        s.y = 410
        for name, size, _b, date, _o in sorted(rows, key=orders[order]):
            y = s.y
            if select:
                s.add(None, "CB", box=(42, y + 40, 126, y + 124), check=name == select, click=True)
            s.add(None, "I", box=(150, y + 22, 270, y + 142), desc="Thumbnail")
            s.add(name, box=(300, y + 30, 1000, y + 90), click=True, long=True, rid="file_name", sel=name == select)
            s.add(f"{size}, {date}", box=(300, y + 90, 1000, y + 140), rid="file_info")
            s.y = y + 170
        s.ins(k, None, "R", box=(0, 400, 1080, 2274), scroll=True, rid="file_list", d=1)
        if snack:
            s.add("Moved 1 file to Trash", box=(42, 2080, 760, 2230), rid="snackbar_text", d=3)
            s.add("Undo", "B", box=(800, 2100, 1017, 2210), click=True, rid="snackbar_action", d=3)
        return s

    def sheet(clock: str, rows: list[tuple[str, str, int, str, int]], order: str) -> Scr:
        s = downloads(clock, rows, order)
        s.add(None, "F", box=(0, 1290, 1080, 2274), rid="design_bottom_sheet", d=3)
        s.add("Sort by", box=(63, 1330, 1017, 1410), rid="sort_title", d=4)
        for n, opt in enumerate(("From A to Z", "From Z to A", "Newest date first", "Oldest date first", "Largest first", "Smallest first")):
            s.add(opt, "RB", box=(63, 1430 + n * 130, 1017, 1550 + n * 130), click=True, check=opt == order, d=4)
        return s

    after = [r for r in data if not r[0].startswith("Screenshot")]
    shot = "Screenshot_20240609-221407.png"
    start = browse("10:04")
    s1 = downloads("10:04", data, "Newest date first")
    s2 = downloads("10:05", data, "Newest date first", select=shot)
    s3 = downloads("10:05", data, "Newest date first", select=shot)
    s3.add(None, "F", box=(84, 900, 996, 1470), rid="android:id/parentPanel", d=3)
    s3.add("Move 1 file to Trash?", box=(147, 960, 933, 1040), rid="android:id/alertTitle", d=4)
    s3.add("Files in Trash are permanently deleted after 30 days. This item will use 1.12 MB of storage until then.",
           box=(147, 1060, 933, 1230), rid="android:id/message", d=4)
    s3.add("Cancel", "B", box=(450, 1300, 640, 1420), click=True, rid="android:id/button2", d=4)
    s3.add("Move to Trash", "B", box=(660, 1300, 933, 1420), click=True, rid="android:id/button1", d=4)
    s4 = downloads("10:05", after, "Newest date first", snack=True)
    s5 = sheet("10:06", after, "Newest date first")
    s6 = downloads("10:06", after, "From A to Z")
    s7 = sheet("10:07", after, "From A to Z")
    s8 = downloads("10:07", data, "Largest first")   # the trashed screenshot is listed again
    seq = [(click(start, "Downloads"), s1), (lpress(s1, shot), s2), (click(s2, "Delete"), s3),
           (click(s3, "Move to Trash"), s4), (click(s4, "Newest date first"), s5), (click(s5, "From A to Z"), s6),
           (click(s6, "From A to Z"), s7), (click(s7, "Largest first"), s8)]
    run(rs, "h60-android-03", False, seq, start, bad=True, turn=8,
        kind="Screenshot_20240609-221407.png, moved to Trash at turn 4 and absent at turns 4-7, is listed again in Downloads after only a re-sort.")


def money(c: int) -> str:
    return f"${c // 100:,}.{c % 100:02d}"


# ---------------------------------------------------------------- 04 Pro Expense (clean)
def t04(rs: RowSet) -> None:
    pk = "com.arduia.expense"
    act = "com.arduia.expense.ui.MainActivity"
    # name, category, cents, date label, is today
    recs = [("Lunch with team", "Food", 2450, "Jun 12, 2024", True),
            ("Groceries – Lidl", "Food", 5276, "Jun 11, 2024", False),
            ("Metro card top-up", "Transportation", 3000, "Jun 11, 2024", False),
            ("Electric bill", "Utilities", 6235, "Jun 10, 2024", False),
            ("Paperback – Piranesi", "Entertainment", 1499, "Jun 10, 2024", False)]
    cats = ["Food", "Home", "Transportation", "Health", "Clothes", "Entertainment", "Education", "Donation", "Utilities", "Others"]

    def home(clock: str, rows: list[tuple[str, str, int, str, bool]], select: str | None = None, toast: str | None = None) -> Scr:
        s = Scr(pk, clock, 81, tree=True, activity=act)
        s.add(None, "F", box=(0, 110, 1080, 2274), d=1)
        if select:
            s.add(None, "IB", box=(21, 130, 147, 256), desc="Cancel selection", click=True)
            s.add("1 selected", box=(180, 160, 600, 230), rid="tv_selected_count")
            s.add(None, "IB", box=(900, 140, 1017, 246), desc="Delete", click=True, rid="btn_delete")
        else:
            s.add(None, "IB", box=(21, 130, 147, 256), desc="Open navigation drawer", click=True)
            s.add("Expense", box=(180, 160, 600, 230), rid="tv_title")
        s.add(None, "VG", box=(42, 290, 1038, 700), rid="cv_summary", d=2)
        week = sum(r[2] for r in rows)
        today = sum(r[2] for r in rows if r[4])
        s.add("This week", box=(84, 320, 520, 380), d=3)
        s.add(money(week), box=(84, 390, 520, 500), rid="tv_week_total", d=3)
        s.add(f"{len(rows)} records · Jun 10 – Jun 16", box=(84, 510, 700, 570), d=3)
        s.add("Today", box=(600, 320, 1000, 380), d=3)
        s.add(money(today), box=(600, 390, 1000, 500), rid="tv_today_total", d=3)
        s.add("Recent", box=(42, 740, 600, 810))
        s.add("See all", box=(800, 740, 1038, 810), click=True, rid="btn_more")
        s.add(None, "R", box=(0, 830, 1080, 2274), scroll=True, rid="rv_recent")
        s.y = 840
        for name, cat, c, date, _t in rows:
            y = s.y
            s.add(None, "I", box=(42, y + 30, 162, y + 150), desc=cat, d=3)
            s.add(name, box=(190, y + 30, 760, y + 95), click=True, long=True, sel=name == select, rid="tv_name", d=3)
            s.add(f"{cat} · {date}", box=(190, y + 95, 760, y + 150), rid="tv_date", d=3)
            s.add(money(c), box=(780, y + 50, 1038, y + 120), rid="tv_amount", d=3)
            s.y = y + 180
        if not select:
            s.add(None, "IB", box=(870, 1950, 1017, 2097), desc="Add expense", click=True, rid="fab_add")
        if toast:
            s.add(toast, box=(300, 2000, 780, 2090), rid="android:id/message", d=2)
        return s

    def form(clock: str, name: str | None, amount: str | None, cat: str, focus: str = "", drop: bool = False) -> Scr:
        s = Scr(pk, clock, 81, tree=True, activity=act)
        s.add(None, "F", box=(0, 110, 1080, 2274), d=1)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add("Expense entry", box=(180, 160, 700, 230), rid="tv_title")
        s.add(name, "E", box=(42, 300, 1038, 450), hint="Name", click=True, edit=True, focus=focus == "name", rid="edt_name")
        s.add(amount, "E", box=(42, 490, 1038, 640), hint="Amount", click=True, edit=True, focus=focus == "amount", rid="edt_amount")
        s.add(None, "android.widget.Spinner", box=(42, 680, 1038, 830), click=True, rid="sp_category")
        s.add(cat, box=(84, 710, 900, 800), rid="android:id/text1", d=3)
        s.add(None, "E", box=(42, 870, 1038, 1100), hint="Note", click=True, edit=True, rid="edt_note")
        s.add("12/06/2024", box=(42, 1140, 520, 1240), click=True, rid="tv_date")
        s.add("1:47 PM", box=(560, 1140, 1038, 1240), click=True, rid="tv_time")
        s.add("SAVE", "B", box=(42, 1300, 1038, 1440), click=True, rid="btn_save", en=bool(name and amount))
        if drop:
            s.add(None, "LV", box=(42, 830, 1038, 2130), scroll=True, rid="android:id/list", d=2)
            for n, c in enumerate(cats):
                s.add(c, "CT", box=(42, 840 + n * 128, 1038, 960 + n * 128), click=True, check=c == cat, d=3)
        return s

    pname, pamt = "Pharmacy – ibuprofen", "11.40"
    new = [("Pharmacy – ibuprofen", "Health", 1140, "Jun 12, 2024", True)] + recs
    final = [r for r in new if r[0] != "Paperback – Piranesi"]
    start = home("1:47", recs)
    s1 = form("1:47", None, None, "Food")
    s2 = form("1:47", pname, None, "Food", focus="name")
    s3 = form("1:48", pname, pamt, "Food", focus="amount")
    s4 = form("1:48", pname, pamt, "Food", drop=True)
    s5 = form("1:48", pname, pamt, "Health")
    s6 = home("1:48", new, toast="Saved")
    s7 = home("1:49", new, select="Paperback – Piranesi")
    s8 = home("1:49", new, select="Paperback – Piranesi")
    s8.add(None, "F", box=(84, 880, 996, 1400), rid="android:id/parentPanel", d=3)
    s8.add("Delete record", box=(147, 940, 933, 1020), rid="android:id/alertTitle", d=4)
    s8.add("Are you sure you want to delete 1 record? This cannot be undone.", box=(147, 1040, 933, 1180), rid="android:id/message", d=4)
    s8.add("CANCEL", "B", box=(500, 1250, 700, 1360), click=True, rid="android:id/button2", d=4)
    s8.add("OK", "B", box=(720, 1250, 933, 1360), click=True, rid="android:id/button1", d=4)
    s9 = home("1:49", final)
    seq = [(click(start, "Add expense"), s1), (typ(s1, "Name", pname), s2), (typ(s2, "Amount", pamt), s3),
           (droid("click", index=s3.i("Food") - 1), s4), (click(s4, "Health"), s5), (click(s5, "SAVE"), s6),
           (lpress(s6, "Paperback – Piranesi"), s7), (click(s7, "Delete"), s8), (click(s8, "OK"), s9)]
    run(rs, "h60-android-04", True, seq, start)


# ---------------------------------------------------------------- 05 Clock (bad: stopwatch runs backwards)
def t05(rs: RowSet) -> None:
    pk = "com.google.android.deskclock"
    icons = ("Alarm set for Wed 9:00 PM",)

    def frame(clock: str, tab: str) -> Scr:
        s = Scr(pk, clock, 90, icons=icons)
        s.add(None, "IB", box=(940, 130, 1060, 250), desc="More options", click=True)
        return s

    def tabs(s: Scr, tab: str) -> None:
        for n, t in enumerate(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")):
            s.add(t, box=(n * 216, 2110, n * 216 + 216, 2274), click=True, sel=t == tab, rid="tab_menu_" + t.lower())

    def alarms(clock: str) -> Scr:
        s = frame(clock, "Alarm")
        s.add("Alarm", box=(42, 270, 1038, 380), rid="action_bar_title")
        s.add(None, "R", box=(0, 400, 1080, 2100), scroll=True, rid="alarm_recycler_view", d=1)
        s.y = 420
        for t, label, days, on in (("6:30 AM", "Work", "Mon, Tue, Wed, Thu, Fri", True),
                                   ("7:15 AM", "Run 🏃", "Sat, Sun", False),
                                   ("9:00 PM", "Vitamin D", "Every day", True),
                                   ("11:40 PM", "Wind down", "Sun, Mon, Tue, Wed, Thu", True)):
            y = s.y
            s.add(label, box=(63, y + 30, 700, y + 90), rid="edit_label", click=True)
            s.add(t, box=(63, y + 90, 700, y + 230), rid="digital_clock", click=True)
            s.add(None, "S", box=(860, y + 120, 1010, y + 200), check=on, click=True, rid="onoff")
            s.add(days if on else f"Not scheduled · {days}", box=(63, y + 240, 900, y + 300), rid="days_of_week")
            s.add(None, "IB", box=(920, y + 30, 1020, y + 110), desc="Expand alarm", click=True, rid="arrow")
            s.y = y + 340
        s.add(None, "IB", box=(460, 1930, 620, 2090), desc="Add alarm", click=True, rid="fab")
        tabs(s, "Alarm")
        return s

    def stopwatch(clock: str, t: str, state: str, laps: list[tuple[str, str]]) -> Scr:
        s = frame(clock, "Stopwatch")
        s.add("Stopwatch", box=(42, 270, 1038, 380), rid="action_bar_title")
        s.add(None, "V", box=(190, 420, 890, 1120), desc="Stopwatch progress", rid="stopwatch_circle")
        s.add(t, box=(230, 690, 850, 850), rid="stopwatch_time_text")
        if laps:
            s.add(None, "R", box=(0, 1150, 1080, 1880), scroll=True, rid="laps_list", d=1)
            for n, (lap, tot) in reversed(list(enumerate(laps, 1))):
                y = 1160 + (len(laps) - n) * 110
                s.add(f"# {n}", box=(100, y, 330, y + 90), rid="lap_number")
                s.add(lap, box=(380, y, 680, y + 90), rid="lap_time")
                s.add(tot, box=(730, y, 1000, y + 90), rid="lap_total")
        if state == "running":
            s.add(None, "IB", box=(160, 1930, 320, 2090), desc="Lap", click=True, rid="left_button")
            s.add(None, "IB", box=(460, 1930, 620, 2090), desc="Pause", click=True, rid="fab")
        else:
            if state == "paused":
                s.add(None, "IB", box=(160, 1930, 320, 2090), desc="Reset", click=True, rid="left_button")
            s.add(None, "IB", box=(460, 1930, 620, 2090), desc="Start", click=True, rid="fab")
        tabs(s, "Stopwatch")
        return s

    l1, l2 = ("0:06.52", "0:06.52"), ("0:04.93", "0:11.45")
    start = alarms("7:18")
    s1 = stopwatch("7:18", "0:00.00", "reset", [])
    s2 = stopwatch("7:18", "0:01.87", "running", [])
    s3 = stopwatch("7:18", "0:07.10", "running", [l1])
    s4 = stopwatch("7:18", "0:12.02", "running", [l1, l2])
    s5 = stopwatch("7:18", "0:09.66", "running", [l1, l2])   # below the 0:12.02 already shown
    s6 = stopwatch("7:19", "0:17.84", "paused", [l1, l2])
    seq = [(click(start, "Stopwatch"), s1), (click(s1, "Start"), s2), (click(s2, "Lap"), s3),
           (click(s3, "Lap"), s4), (wait(), s5), (click(s5, "Pause"), s6)]
    run(rs, "h60-android-05", False, seq, start, bad=True, turn=5,
        kind="Running stopwatch reads 0:09.66 after a wait, below the 0:12.02 shown at turn 4 and the 0:11.45 lap total; no reset or pause happened.")


# ---------------------------------------------------------------- 06 Joplin (clean)
def t06(rs: RowSet) -> None:
    pk = "net.cozic.joplin"
    intro = "Shortlist for the issue tracker migration (budget: 40 seats)."
    table = [("Vendor", "Price/seat/mo", "SSO", "Support"), ("Linear", "$8", "Yes (Plus)", "Email"),
             ("Jira Cloud", "$8.15", "Yes", "24/7 (Premium)"), ("Shortcut", "$8.50", "Yes", "Email")]
    annual = "Annual cost at 40 seats: Linear $3,840 · Jira $3,912 · Shortcut $4,080"
    decision = "Decision due: Fri, Jun 21 — Lena to confirm SSO pricing for Linear."
    md = (intro + "\n\n" + "\n".join("| " + " | ".join(r) + " |" for r in table[:1]) + "\n|---|---|---|---|\n"
          + "\n".join("| " + " | ".join(r) + " |" for r in table[1:]) + "\n\n" + annual + "\n")
    md2 = md + "\n" + decision + "\n"
    old, new = "Vendor comparison", "Vendor comparison (shortlist)"

    def notes(clock: str, order: list[str], select: str | None = None) -> Scr:
        s = Scr(pk, clock, 67)
        if select:
            s.add(None, "VG", box=(21, 130, 147, 256), desc="Cancel selection", click=True)
            s.add("1 selected", box=(170, 160, 560, 230))
            for n, d in enumerate(("Duplicate", "Move to notebook", "Delete")):
                s.add(None, "VG", box=(700 + n * 110, 140, 800 + n * 110, 246), desc=d, click=True)
        else:
            s.add(None, "VG", box=(21, 130, 147, 256), desc="Side menu", click=True)
            s.add("Work", box=(170, 160, 560, 230))
            for n, d in enumerate(("Sort notes by", "Search", "Actions")):
                s.add(None, "VG", box=(700 + n * 110, 140, 800 + n * 110, 246), desc=d, click=True)
        s.add(None, "SV", box=(0, 280, 1080, 2274), scroll=True, d=1)
        for n, title in enumerate(order):
            s.add(title, box=(42, 300 + n * 140, 1038, 420 + n * 140), click=True, long=True, sel=title == select, d=3)
        if not select:
            s.add(None, "VG", box=(870, 2050, 1017, 2197), desc="Add new", click=True)
        return s

    def view(clock: str, title: str, body_parts: list[str]) -> Scr:
        s = Scr(pk, clock, 67)
        s.add(None, "VG", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add("Work", box=(170, 160, 560, 230))
        for n, d in enumerate(("Attach file", "Toggle read-only", "Actions")):
            s.add(None, "VG", box=(700 + n * 110, 140, 800 + n * 110, 246), desc=d, click=True)
        s.add(title, box=(42, 290, 1038, 400))
        s.add(None, "WV", box=(0, 420, 1080, 2274), scroll=True, d=1)
        s.y = 450
        s.add(intro, "V", x=(42, 1038), h=130, d=3)
        for r in table:
            y = s.y
            for c, cell in enumerate(r):
                s.add(cell, "V", box=(42 + c * 249, y, 42 + (c + 1) * 249, y + 100), d=4)
            s.y = y + 100
        s.gap(30)
        for p in body_parts:
            s.add(p, "V", x=(42, 1038), h=130, d=3)
        s.add(None, "VG", box=(870, 2050, 1017, 2197), desc="Edit", click=True)
        return s

    def edit(clock: str, title: str, body: str, focus: str) -> Scr:
        s = Scr(pk, clock, 67)
        s.add(None, "VG", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add("Work", box=(170, 160, 560, 230))
        for n, d in enumerate(("Undo", "Redo", "Save")):
            s.add(None, "VG", box=(700 + n * 110, 140, 800 + n * 110, 246), desc=d, click=True, en=d != "Redo")
        s.add(title, "E", box=(42, 290, 1038, 400), hint="Add title", edit=True, click=True, focus=focus == "title")
        s.add(body, "E", box=(0, 420, 1080, 2100), hint="Type your note…", edit=True, click=True, scroll=True, focus=focus == "body")
        for n, d in enumerate(("Bold", "Italic", "Link", "Inline code", "Checklist", "Bulleted list", "Heading", "Insert time")):
            s.add(None, "VG", box=(n * 135, 2120, n * 135 + 135, 2250), desc=d, click=True)
        return s

    def search(clock: str, q: str | None, hits: list[str]) -> Scr:
        s = Scr(pk, clock, 66)
        s.add(None, "VG", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add(q, "E", box=(170, 140, 900, 246), hint="Search", edit=True, click=True, focus=True)
        s.add(None, "VG", box=(920, 140, 1020, 246), desc="Clear", click=True)
        s.add(None, "SV", box=(0, 280, 1080, 2274), scroll=True, d=1)
        for n, h in enumerate(hits):
            s.add(h, box=(42, 300 + n * 170, 1038, 380 + n * 170), click=True, d=3)
            s.add("Work", box=(42, 380 + n * 170, 1038, 440 + n * 170), d=3)
        if q and not hits:
            s.add("No results", box=(42, 300, 1038, 400), d=3)
        return s

    order0 = ["1:1 notes – Daniel", "Q3 OKR draft", old, "Onboarding checklist"]
    order1 = [new, "1:1 notes – Daniel", "Q3 OKR draft", "Onboarding checklist"]
    order2 = [new, "1:1 notes – Daniel", "Q3 OKR draft"]
    start = notes("10:12", order0)
    s1 = view("10:12", old, [annual])
    s2 = edit("10:13", old, md, "")
    s3 = edit("10:14", new, md, "title")
    s4 = edit("10:15", new, md2, "body")
    s5 = view("10:15", new, [annual, decision])
    s6 = notes("10:16", order1)
    s7 = notes("10:16", order1, select="Onboarding checklist")
    s8 = notes("10:16", order1, select="Onboarding checklist")
    s8.add(None, "F", box=(84, 900, 996, 1420), rid="android:id/parentPanel", d=3)
    s8.add("Delete note", box=(147, 960, 933, 1040), rid="android:id/alertTitle", d=4)
    s8.add("Move note \"Onboarding checklist\" to the trash? It can be restored from the trash for 30 days.", box=(147, 1060, 933, 1210), rid="android:id/message", d=4)
    s8.add("CANCEL", "B", box=(500, 1280, 700, 1390), click=True, rid="android:id/button2", d=4)
    s8.add("OK", "B", box=(720, 1280, 933, 1390), click=True, rid="android:id/button1", d=4)
    s9 = notes("10:17", order2)
    s10 = search("10:17", None, [])
    s11 = search("10:17", "shortlist", [new])
    seq = [(click(start, old), s1), (click(s1, "Edit"), s2), (typ(s2, "Add title", new, clear=True), s3),
           (typ(s3, "Type your note…", "\n" + decision + "\n"), s4), (click(s4, "Save"), s5), (click(s5, "Back"), s6),
           (lpress(s6, "Onboarding checklist"), s7), (click(s7, "Delete"), s8), (click(s8, "OK"), s9),
           (click(s9, "Search"), s10), (typ(s10, "Search", "shortlist"), s11)]
    run(rs, "h60-android-06", False, seq, start)


# ---------------------------------------------------------------- 07 Contacts (clean)
def t07(rs: RowSet) -> None:
    pk = "com.google.android.contacts"
    people = ["Aiyana Brooks", "Ben Okafor", "Carla Méndez", "Dmitri Volkov", "Ellie Parker", "Farah Siddiqui",
              "Jon Park", "Kenji Watanabe", "Mara Lindqvist", "Noor Haddad", "Priya Raman"]

    def listing(clock: str, names: list[str], favs: list[str]) -> Scr:
        s = Scr(pk, clock, 48)
        s.add("Search contacts", box=(42, 140, 900, 260), click=True, rid="open_search_bar_text_view")
        s.add(None, "I", box=(920, 150, 1020, 250), desc="Signed in as Uli Tester u.tester@gmail.com", click=True, rid="og_apd_ring_view")
        s.add(None, "R", box=(0, 290, 1080, 2110), scroll=True, rid="list", d=1)
        rows: list[tuple[str, str]] = [("★", f) for f in favs]
        rows += [(n[0], n) for n in sorted(names)]
        last = None
        y = 300
        for head, name in rows:
            if y + 150 > 2110:
                break
            if head != last:
                s.add(None if head == "★" else head, "T" if head != "★" else "I", box=(42, y + 40, 130, y + 110),
                      desc="Favorites" if head == "★" else None, rid="section_header", d=3)
                last = head
            s.add(None, "I", box=(160, y + 20, 270, y + 130), desc=f"{name} photo", d=3)
            s.add(name, box=(300, y + 40, 1000, y + 110), click=True, long=True, rid="cliv_name_textview", d=3)
            y += 150
        s.add(None, "IB", box=(870, 1930, 1017, 2077), desc="Create contact", click=True, rid="floating_action_button")
        for n, tab in enumerate(("Contacts", "Highlights", "Fix & manage")):
            s.add(tab, box=(n * 360, 2110, n * 360 + 360, 2274), click=True, sel=tab == "Contacts", rid="navigation_bar_item_large_label_view")
        return s

    def details(clock: str, first: str, fav: bool) -> Scr:
        s = Scr(pk, clock, 48)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add(None, "IB", box=(680, 140, 780, 246), desc="Edit contact", click=True, rid="menu_edit")
        s.add(None, "IB", box=(800, 140, 900, 246), desc="Remove from favorites" if fav else "Add to favorites", click=True, rid="menu_star")
        s.add(None, "IB", box=(920, 140, 1020, 246), desc="More options", click=True)
        s.add(None, "I", box=(390, 290, 690, 590), desc="Contact photo", rid="photo")
        s.add(f"{first} Park", box=(42, 620, 1038, 730), rid="large_title")
        s.add("Northwind Labs", box=(42, 730, 1038, 790), rid="subtitle")
        for n, b in enumerate(("Call", "Text", "Video", "Email")):
            s.add(b, box=(60 + n * 250, 840, 270 + n * 250, 1000), click=True, rid="action_button")
        s.add("Contact info", box=(63, 1060, 1017, 1130), rid="header")
        s.add("(415) 555-0132", box=(170, 1160, 860, 1225), click=True, long=True, rid="header")
        s.add("Mobile", box=(170, 1225, 860, 1280), rid="sub_header")
        s.add(None, "IB", box=(900, 1170, 1010, 1270), desc="Send message to (415) 555-0132", click=True, rid="icon_alternate")
        s.add("jon.park@fastmail.com", box=(170, 1320, 1000, 1385), click=True, long=True, rid="header")
        s.add("Work", box=(170, 1385, 1000, 1440), rid="sub_header")
        s.add("March 3", box=(170, 1480, 1000, 1545), rid="header")
        s.add("Birthday", box=(170, 1545, 1000, 1600), rid="sub_header")
        s.add("Contact settings", box=(63, 1670, 1017, 1740), rid="header")
        s.add("Route to voicemail", box=(170, 1770, 1000, 1835), click=True, rid="header")
        s.add("Set ringtone", box=(170, 1880, 1000, 1945), click=True, rid="header")
        return s

    def editor(clock: str, first: str, focus: bool) -> Scr:
        s = Scr(pk, clock, 48)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Cancel", click=True)
        s.add("Edit contact", box=(170, 160, 600, 230), rid="toolbar_title")
        s.add("Save", "B", box=(820, 150, 1020, 250), click=True, rid="toolbar_button")
        s.add("Saving to u.tester@gmail.com", box=(42, 290, 1038, 350), rid="account_type")
        s.add(None, "I", box=(420, 380, 660, 620), desc="Change contact photo", click=True)
        s.add(first, "E", box=(170, 680, 1017, 830), hint="First name", edit=True, click=True, focus=focus)
        s.add("Park", "E", box=(170, 860, 1017, 1010), hint="Last name", edit=True, click=True)
        s.add("Northwind Labs", "E", box=(170, 1040, 1017, 1190), hint="Company", edit=True, click=True)
        s.add("(415) 555-0132", "E", box=(170, 1250, 1017, 1400), hint="Phone", edit=True, click=True)
        s.add("Mobile", "android.widget.Spinner", box=(170, 1410, 560, 1500), click=True)
        s.add("jon.park@fastmail.com", "E", box=(170, 1560, 1017, 1710), hint="Email", edit=True, click=True)
        s.add("Work", "android.widget.Spinner", box=(170, 1720, 560, 1810), click=True)
        s.add("March 3", "E", box=(170, 1870, 1017, 2020), hint="Significant date", edit=True, click=True)
        return s

    def search(clock: str, q: str | None) -> Scr:
        s = Scr(pk, clock, 48)
        s.add(None, "IB", box=(21, 140, 147, 266), desc="Navigate up", click=True)
        s.add(q, "E", box=(170, 140, 900, 266), hint="Search contacts", edit=True, click=True, focus=True, rid="open_search_view_edit_text")
        if q:
            s.add(None, "IB", box=(920, 150, 1020, 256), desc="Clear", click=True)
            s.add(None, "R", box=(0, 300, 1080, 2274), scroll=True, rid="list", d=1)
            for n, (name, ph) in enumerate((("Ellie Parker", "(212) 555-0187"), ("Jonathan Park", "(415) 555-0132"))):
                y = 320 + n * 180
                s.add(None, "I", box=(60, y + 20, 170, y + 130), desc=f"{name} photo", d=3)
                s.add(name, box=(210, y + 20, 1000, y + 85), click=True, rid="cliv_name_textview", d=3)
                s.add(ph, box=(210, y + 85, 1000, y + 140), rid="cliv_data_view", d=3)
        return s

    renamed = [p if p != "Jon Park" else "Jonathan Park" for p in people]
    start = listing("4:21", people, [])
    s1 = details("4:21", "Jon", False)
    s2 = editor("4:21", "Jon", False)
    s3 = editor("4:22", "Jonathan", True)
    s4 = details("4:22", "Jonathan", False)
    s5 = details("4:22", "Jonathan", True)
    s6 = listing("4:23", renamed, ["Jonathan Park"])
    s7 = search("4:23", None)
    s8 = search("4:23", "park")
    seq = [(click(start, "Jon Park"), s1), (click(s1, "Edit contact"), s2), (typ(s2, "Jon", "Jonathan", clear=True), s3),
           (click(s3, "Save"), s4), (click(s4, "Add to favorites"), s5), (BACK, s6),
           (click(s6, "Search contacts"), s7), (typ(s7, "Search contacts", "park"), s8)]
    run(rs, "h60-android-07", False, seq, start)


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


# ---------------------------------------------------------------- 08 Retro Music (bad: a track's duration)
def t08(rs: RowSet) -> None:
    pk = "code.name.monkey.retromusic"
    tracks = [("Perth", 262), ("Minnesota, WI", 232), ("Holocene", 336), ("Towers", 188), ("Michicant", 226),
              ("Hinnom, TX", 165), ("Wash.", 298), ("Calgary", 250), ("Lisbon, OH", 93), ("Beth/Rest", 316)]
    total = sum(t[1] for t in tracks)
    albums = [("Bon Iver, Bon Iver", "Bon Iver"), ("Carrie & Lowell", "Sufjan Stevens"), ("Fleet Foxes", "Fleet Foxes"),
              ("For Emma, Forever Ago", "Bon Iver"), ("Helplessness Blues", "Fleet Foxes"), ("In Rainbows", "Radiohead")]

    def mini(s: Scr, playing: bool, y: int) -> None:
        if playing:
            s.add(None, "I", box=(21, y + 20, 141, y + 140), desc="Album cover", click=True)
            s.add("Holocene", box=(170, y + 25, 800, y + 85), click=True, rid="mini_player_title")
            s.add("Bon Iver", box=(170, y + 85, 800, y + 135), rid="text")
            s.add(None, "IB", box=(840, y + 30, 940, y + 130), desc="Pause", click=True, rid="miniPlayerPlayPauseButton")

    def library(clock: str, playing: bool) -> Scr:
        s = Scr(pk, clock, 36, icons=("Retro Music notification: Holocene – Bon Iver",) if playing else ())
        s.add("Albums", box=(42, 140, 600, 250), rid="appNameText")
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Search", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(None, "R", box=(0, 270, 1080, 1940 if playing else 2110), scroll=True, rid="recycler_view", d=1)
        for n, (al, ar) in enumerate(albums):
            x, y = 21 + (n % 2) * 529, 290 + (n // 2) * 560
            s.add(None, "I", box=(x, y, x + 509, y + 420), desc=al, click=True, long=True, d=3)
            s.add(al, box=(x, y + 430, x + 509, y + 485), rid="title", d=3)
            s.add(ar, box=(x, y + 485, x + 509, y + 530), rid="text", d=3)
        mini(s, playing, 1940)
        for n, tab in enumerate(("For you", "Songs", "Albums", "Artists", "Playlists")):
            s.add(tab, box=(n * 216, 2110, n * 216 + 216, 2274), click=True, sel=tab == "Albums", rid="navigation_bar_item_large_label_view")
        return s

    def album(clock: str, playing: bool) -> Scr:
        s = Scr(pk, clock, 36 if clock < "18:03" else 35, icons=("Retro Music notification: Holocene – Bon Iver",) if playing else ())
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(None, "I", box=(240, 280, 840, 830), desc="Bon Iver, Bon Iver", rid="image")
        s.add("Bon Iver, Bon Iver", box=(42, 860, 1038, 950), rid="albumTitle")
        s.add("Bon Iver", box=(42, 950, 1038, 1010), click=True, rid="albumText")
        s.add(f"2011 • {len(tracks)} Songs • {mmss(total)}", box=(42, 1010, 1038, 1065), rid="albumInfo")
        s.add("Shuffle", "B", box=(42, 1090, 520, 1200), click=True, rid="shuffleAction")
        s.add("Play", "B", box=(560, 1090, 1038, 1200), click=True, rid="playAction")
        limit = 1940 if playing else 2274
        s.add(None, "R", box=(0, 1220, 1080, limit), scroll=True, rid="recyclerView", d=1)
        y = 1230
        for n, (t, sec) in enumerate(tracks, 1):
            if y + 130 > limit:
                break
            s.add(str(n), box=(42, y + 35, 120, y + 95), rid="imageText", d=3)
            s.add(t, box=(160, y + 35, 820, y + 95), click=True, long=True, sel=playing and t == "Holocene", rid="title", d=3)
            s.add(mmss(sec), box=(840, y + 35, 960, y + 95), rid="text", d=3)
            s.add(None, "IB", box=(970, y + 25, 1060, y + 105), desc="More options", click=True, rid="menu", d=3)
            y += 130
        mini(s, playing, 1940)
        return s

    def now(clock: str, pos: int, dur: int, menu: bool = False, dialog: bool = False, toast: str | None = None) -> Scr:
        s = Scr(pk, clock, 35, icons=("Retro Music notification: Holocene – Bon Iver",))
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Close", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True, rid="playerToolbar")
        s.add(None, "I", box=(84, 300, 996, 1212), desc="Album cover", rid="image")
        s.add("Holocene", box=(84, 1260, 900, 1350), rid="title")
        s.add("Bon Iver", box=(84, 1350, 900, 1410), click=True, rid="text")
        s.add(None, "IB", box=(910, 1280, 1010, 1380), desc="Add to favorites", click=True, rid="songFavourite")
        s.add(None, "SB", box=(63, 1450, 1017, 1520), click=True, desc=f"{mmss(pos)} of {mmss(dur)}", rid="progressSlider")
        s.add(mmss(pos), box=(84, 1530, 300, 1590), rid="songCurrentProgress")
        s.add(mmss(dur), box=(780, 1530, 996, 1590), rid="songTotalTime")
        for n, d in enumerate(("Repeat", "Previous", "Pause", "Next", "Shuffle")):
            s.add(None, "IB", box=(60 + n * 200, 1650, 220 + n * 200, 1810), desc=d, click=True)
        s.add("Next: Towers – Bon Iver", box=(84, 1900, 996, 1970), rid="nextSong")
        if menu:
            s.add(None, "LV", box=(520, 130, 1060, 1130), d=3)
            for n, opt in enumerate(("Sleep timer", "Add to playlist", "Go to album", "Go to artist", "Share", "Equalizer", "Details", "Lyrics")):
                s.add(opt, box=(540, 140 + n * 120, 1040, 250 + n * 120), click=True, rid="title", d=4)
        if dialog:
            s.add(None, "F", box=(84, 780, 996, 1600), rid="android:id/parentPanel", d=3)
            s.add("Add to playlist", box=(147, 830, 933, 910), rid="android:id/alertTitle", d=4)
            for n, opt in enumerate(("New playlist…", "Evening run", "Favorites", "Focus")):
                s.add(opt, box=(147, 950 + n * 130, 933, 1060 + n * 130), click=True, rid="title", d=4)
            s.add("Cancel", "B", box=(700, 1480, 933, 1570), click=True, rid="android:id/button2", d=4)
        if toast:
            s.add(toast, box=(240, 2030, 840, 2110), rid="android:id/message", d=3)
        return s

    start = library("18:02", False)
    s1 = album("18:02", False)
    s2 = album("18:02", True)
    s3 = now("18:02", 4, 336)
    s4 = now("18:02", 15, 336, menu=True)
    s5 = now("18:03", 27, 336, dialog=True)
    s6 = now("18:03", 41, 336, toast="Added 1 song to Focus")
    s7 = album("18:03", True)
    s8 = now("18:04", 89, 312)   # Holocene now 5:12 long
    s9 = album("18:04", True)
    seq = [(click(start, "Bon Iver, Bon Iver"), s1), (click(s1, "Holocene"), s2), (click(s2, "Holocene", 1), s3),
           (click(s3, "More options"), s4), (click(s4, "Add to playlist"), s5), (click(s5, "Focus"), s6),
           (BACK, s7), (click(s7, "Holocene", 1), s8), (BACK, s9)]
    run(rs, "h60-android-08", False, seq, start, bad=True, turn=8,
        kind="Now Playing gives Holocene a total time of 5:12, while the album list and the Now Playing screen of turns 3-6 gave 5:36 for the same track.")


# ---------------------------------------------------------------- 09 Messages (bad: a code inside a message)
def t09(rs: RowSet) -> None:
    pk = "com.google.android.apps.messaging"
    dhl_id = "JJD000390017718252"
    reply = "Thanks Hannah, see you Friday! 🙂"

    def convs(clock: str, hannah: tuple[str, str], select: str | None = None) -> Scr:
        s = Scr(pk, clock, 59, icons=("Messages notification: DHL",))
        if select:
            s.add(None, "IB", box=(21, 130, 147, 256), desc="Clear selection", click=True)
            s.add("1", box=(170, 160, 300, 230), rid="selection_count")
            for n, d in enumerate(("Pin", "Archive", "Delete", "More options")):
                s.add(None, "IB", box=(600 + n * 105, 145, 700 + n * 105, 245), desc=d, click=True)
        else:
            s.add("Messages", box=(300, 150, 780, 240), rid="toolbar_title")
            s.add(None, "IB", box=(810, 145, 910, 245), desc="Search", click=True)
            s.add(None, "I", box=(920, 145, 1020, 245), desc="Account and settings", click=True)
        s.add(None, "R", box=(0, 280, 1080, 2274), scroll=True, rid="conversation_list", d=1)
        rows = [("Hannah (Landlord)",) + hannah,
                ("DHL", f"Your parcel {dhl_id} arrives today 13:00–15:00. Track: dhl.de/l/7Qk2", "8:47 AM"),
                ("Mom", "Call me when you land ✈️", "Yesterday"),
                ("Sam Whitfield", "haha yes, the blue one 😂", "Mon"),
                ("Lyft", "Your Lyft code is 482 991. Never share this code.", "Sat"),
                ("Verizon", "Your bill for June is ready: $64.18, due Jun 24.", "Jun 3")]
        for n, (name, snip, ts) in enumerate(rows):
            y = 300 + n * 200
            s.add(None, "I", box=(42, y + 30, 162, y + 150), desc=f"{name} avatar", d=3)
            s.add(name, box=(200, y + 30, 820, y + 95), click=True, long=True, sel=name == select, rid="conversation_name", d=3)
            s.add(snip, box=(200, y + 95, 1000, y + 160), rid="conversation_snippet", d=3)
            s.add(ts, box=(840, y + 30, 1038, y + 95), rid="conversation_timestamp", d=3)
        if not select:
            s.add("Start chat", "B", box=(700, 1950, 1017, 2097), click=True, rid="start_chat_fab")
        return s

    def hannah(clock: str, code: str, draft: str | None, sent: str | None) -> Scr:
        s = Scr(pk, clock, 59, icons=("Messages notification: DHL",))
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add(None, "I", box=(160, 150, 250, 240), desc="Hannah (Landlord) avatar")
        s.add("Hannah (Landlord)", box=(270, 150, 700, 215), rid="conversation_title")
        s.add("+49 176 55504182", box=(270, 215, 700, 255), rid="conversation_subtitle")
        for n, d in enumerate(("Voice call", "Video call", "More options")):
            s.add(None, "IB", box=(720 + n * 105, 145, 820 + n * 105, 245), desc=d, click=True)
        s.add(None, "R", box=(0, 280, 1080, 2080), scroll=True, rid="messages_list", d=1)
        s.add("Yesterday • 6:40 PM", box=(300, 320, 780, 380), rid="message_date_divider", d=3)
        s.add("Hi! Check-in is from 3 pm on Friday. Address: Kastanienallee 12, 3rd floor left.", box=(42, 400, 800, 560), long=True, rid="message_text", d=3)
        s.add("Great, thanks! Is there parking nearby?", box=(300, 590, 1038, 690), long=True, rid="message_text", d=3)
        s.add("Yes, spot #12 in the courtyard, gate code 1970#.", box=(42, 720, 800, 830), long=True, rid="message_text", d=3)
        s.add("Today • 9:12 AM", box=(300, 870, 780, 930), rid="message_date_divider", d=3)
        s.add(f"The lockbox code is {code}, key is in the top compartment.", box=(42, 950, 800, 1080), long=True, rid="message_text", d=3)
        if sent:
            s.add(sent, box=(300, 1120, 1038, 1220), long=True, rid="message_text", d=3)
            s.add("Now • SMS", box=(700, 1220, 1038, 1270), rid="message_status", d=3)
        s.add(None, "IB", box=(21, 2110, 141, 2230), desc="Add attachment", click=True)
        s.add(draft, "E", box=(160, 2100, 880, 2240), hint="Text message", click=True, edit=True, focus=draft is not None, rid="compose_message_text")
        s.add(None, "IB", box=(900, 2110, 1020, 2230), desc="Send SMS" if draft else "Record voice message", click=True, rid="send_message_button_icon")
        return s

    start = convs("9:25", ("The lockbox code is 4471, key is in the top compartment.", "9:12 AM"))
    s1 = hannah("9:25", "4471", None, None)
    s2 = hannah("9:26", "4471", reply, None)
    s3 = hannah("9:26", "4417", None, reply)   # 4471 became 4417
    s4 = convs("9:26", ("You: " + reply, "Now"))
    s5 = Scr(pk, "9:27", 59, icons=("Messages notification: DHL",))
    s5.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
    s5.add("DHL", box=(270, 150, 700, 215), rid="conversation_title")
    s5.add("Business chat", box=(270, 215, 700, 255), rid="conversation_subtitle")
    s5.add(None, "R", box=(0, 280, 1080, 2080), scroll=True, rid="messages_list", d=1)
    s5.add("Mon, Jun 10 • 4:02 PM", box=(300, 320, 780, 380), rid="message_date_divider", d=3)
    s5.add(f"Your parcel {dhl_id} from Zalando SE has been handed to DHL. Track: dhl.de/l/7Qk2", box=(42, 400, 800, 580), long=True, rid="message_text", d=3)
    s5.add("Today • 8:47 AM", box=(300, 620, 780, 680), rid="message_date_divider", d=3)
    s5.add(f"Your parcel {dhl_id} arrives today 13:00–15:00. Track: dhl.de/l/7Qk2", box=(42, 700, 800, 860), long=True, rid="message_text", d=3)
    s5.add("You can't reply to this business", box=(42, 2120, 1038, 2220), rid="compose_disabled_text")
    s6 = convs("9:28", ("You: " + reply, "2 min"))
    s7 = convs("9:28", ("You: " + reply, "2 min"), select="Sam Whitfield")
    seq = [(click(start, "Hannah (Landlord)"), s1), (typ(s1, "Text message", reply), s2), (click(s2, "Send SMS"), s3),
           (BACK, s4), (click(s4, "DHL"), s5), (BACK, s6), (lpress(s6, "Sam Whitfield"), s7)]
    run(rs, "h60-android-09", False, seq, start, bad=True, turn=3,
        kind="Hannah's 9:12 AM message gives lockbox code 4417 after a reply was sent, but it read 4471 in the list snippet and in the thread at turns 1-2.")


# ---------------------------------------------------------------- 10 Tasks.org (clean)
def t10(rs: RowSet) -> None:
    pk = "org.tasks"
    act = "com.todoroo.astrid.activity.MainActivity"
    # title, due label, sort key (day of June; 99 = no date), repeating
    base = [("Call plumber about radiator", "Today", 12, False), ("Submit expense report", "Tomorrow", 13, False),
            ("Renew passport", "Fri, Jun 14", 14, False), ("Back up laptop", "Sun, Jun 16", 16, True),
            ("Buy birthday gift for Ines", "Thu, Jun 20", 20, False), ("Book dentist appointment", None, 99, False)]

    def frame(clock: str) -> Scr:
        s = Scr(pk, clock, 70, tree=True, activity=act, icons=("Tasks notification: Call plumber about radiator is due",) if clock == "11:02" else ())
        s.add(None, "F", box=(0, 110, 1080, 2274), d=1)
        return s

    def tasks(clock: str, rows: list[tuple[str, str | None, int, bool]], title: str = "My Tasks",
              snack: str | None = None, done: tuple[str, ...] = ()) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Open navigation drawer", click=True)
        s.add(title, box=(170, 160, 650, 230), rid="toolbar_title")
        for n, d in enumerate(("Search", "Sort", "More options")):
            s.add(None, "IB", box=(700 + n * 110, 145, 800 + n * 110, 245), desc=d, click=True)
        s.add(None, "R", box=(0, 270, 1080, 2274), scroll=True, rid="recycler_view")
        for n, (name, due, _k, rep) in enumerate(sorted(rows, key=lambda r: (r[2], r[0]))):
            y = 290 + n * 170
            s.add(None, "CB", box=(42, y + 30, 142, y + 130), desc="Complete", check=name in done, click=True, rid="completeBox", d=3)
            s.add(name, box=(170, y + 25, 1000, y + 90), click=True, long=True, rid="title", d=3)
            if due:
                s.add(due, box=(170, y + 95, 560, y + 145), rid="due_date", d=3)
            if rep:
                s.add(None, "I", box=(570, y + 100, 610, y + 140), desc="Repeats", d=3)
        s.add(None, "IB", box=(870, 1950, 1017, 2097), desc="Create new task", click=True, rid="fab")
        if snack:
            s.add(snack, box=(42, 2110, 760, 2240), rid="snackbar_text", d=2)
            s.add("Undo", "B", box=(800, 2120, 1017, 2230), click=True, rid="snackbar_action", d=2)
        return s

    def edit(clock: str, title: str, due: str, desc: str, repeat: str, tags: str | None, focus: bool = False,
             picker: str | None = None) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Save", click=True, rid="menu_save")
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Delete task", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(None, "CB", box=(42, 300, 142, 400), desc="Complete", check=False, click=True)
        s.add(title, "E", box=(170, 290, 1038, 410), hint="Task name", edit=True, click=True, focus=focus, rid="title")
        s.add(None, "SV", box=(0, 430, 1080, 2274), scroll=True)
        rows = [("Due date", due), ("Priority", "Medium"), ("Description", desc), ("List", "My Tasks"),
                ("Tags", tags or "Add tags"), ("Reminders", "When due"), ("Repeat", repeat), ("Location", "Add location")]
        for n, (lab, val) in enumerate(rows):
            y = 450 + n * 190
            s.add(lab, box=(170, y + 20, 1000, y + 75), d=3)
            s.add(val, box=(170, y + 80, 1000, y + 160), click=True, rid=lab.lower().replace(" ", "_"), d=3)
        if picker:
            s.add(None, "F", box=(0, 900, 1080, 2274), rid="design_bottom_sheet", d=2)
            for n, sc in enumerate(("Today", "Tomorrow", "Next week", "No date")):
                s.add(sc, "B", box=(42 + n * 252, 940, 282 + n * 252, 1050), click=True, d=3)
            s.add("June 2024", box=(84, 1090, 700, 1160), d=3)
            for n, wd in enumerate(("S", "M", "T", "W", "T", "F", "S")):
                s.add(wd, box=(60 + n * 137, 1180, 190 + n * 137, 1240), d=3)
            for day in range(1, 31):
                col = (day + 5) % 7
                row = (day + 5) // 7
                s.add(str(day), "V", box=(60 + col * 137, 1260 + row * 120, 190 + col * 137, 1370 + row * 120),
                      desc=f"{day} June 2024", click=True, sel=f"Jun {day}" == picker, d=3)
            s.add("No time", "B", box=(42, 2020, 520, 2120), click=True, d=3)
            s.add("Cancel", "B", box=(600, 2130, 800, 2240), click=True, d=3)
            s.add("OK", "B", box=(820, 2130, 1017, 2240), click=True, d=3)
        return s

    after1 = [r for r in base if not r[0].startswith("Call")]
    after2 = [(("Submit expense report (Lisbon)", "Wed, Jun 19", 19, False) if r[0] == "Submit expense report" else r) for r in after1]
    after3 = [r for r in after2 if r[0] != "Book dentist appointment"]
    exp_desc = "Attach receipts from Lisbon trip (6): hotel, 2× taxi, dinner, train, conference fee"
    bk_desc = "Time Machine → NAS (DS920+), check that the job finished"
    start = tasks("11:02", base)
    s1 = tasks("11:03", after1, snack="Task completed")
    s2 = edit("11:03", "Submit expense report", "Thu, Jun 13", exp_desc, "Does not repeat", "work")
    s3 = edit("11:03", "Submit expense report", "Thu, Jun 13", exp_desc, "Does not repeat", "work", picker="Jun 13")
    s4 = edit("11:03", "Submit expense report", "Wed, Jun 19", exp_desc, "Does not repeat", "work")
    s5 = edit("11:04", "Submit expense report (Lisbon)", "Wed, Jun 19", exp_desc, "Does not repeat", "work", focus=True)
    s6 = tasks("11:04", after2)
    s7 = edit("11:05", "Back up laptop", "Sun, Jun 16", bk_desc, "Weekly on Sunday", None)
    s8 = tasks("11:05", after2)
    s9 = tasks("11:05", after2)
    s9.add(None, "F", box=(0, 110, 860, 2274), rid="navigation_drawer", d=2)
    s9.add("Tasks", box=(42, 150, 800, 240), d=3)
    drawer = [("Filters", None), ("My Tasks", "5"), ("Today", None), ("Recently modified", None), ("Lists", None),
              ("Errands", "2"), ("Tags", None), ("work", "1"), ("Settings", None), ("Help & feedback", None)]
    for n, (lab, cnt) in enumerate(drawer):
        y = 270 + n * 150
        header = lab in ("Filters", "Lists", "Tags")
        s9.add(lab, box=(63, y + 40, 640, y + 110), click=not header, sel=lab == "My Tasks", d=3)
        if cnt:
            s9.add(cnt, box=(700, y + 40, 820, y + 110), d=3)
    recent = [("Submit expense report (Lisbon)", "Wed, Jun 19", 19, False),
              ("Call plumber about radiator", "Today", 12, False),
              ("Buy birthday gift for Ines", "Thu, Jun 20", 20, False)]
    s10 = tasks("11:06", recent, title="Recently modified", done=("Call plumber about radiator",))
    s11 = tasks("11:06", after2)
    s12 = tasks("11:06", after3, snack="Task completed")
    seq = [(droid("click", index=start.i("Call plumber about radiator") - 1), s1),
           (click(s1, "Submit expense report"), s2), (click(s2, "Thu, Jun 13"), s3), (click(s3, "Next week"), s4),
           (typ(s4, "Task name", "Submit expense report (Lisbon)", clear=True), s5), (click(s5, "Save"), s6),
           (click(s6, "Back up laptop"), s7), (BACK, s8), (click(s8, "Open navigation drawer"), s9),
           (click(s9, "Recently modified"), s10), (BACK, s11),
           (droid("click", index=s11.i("Book dentist appointment") - 1), s12)]
    run(rs, "h60-android-10", True, seq, start)


# ---------------------------------------------------------------- 11 Camera and Photos (clean)
def t11(rs: RowSet) -> None:
    cam, ph = "com.google.android.GoogleCamera", "com.google.android.apps.photos"

    def camera(clock: str, last: str) -> Scr:
        s = Scr(cam, clock, 77)
        s.add(None, "V", box=(0, 240, 1080, 1680), desc="Viewfinder", click=True, rid="viewfinder")
        for n, d in enumerate(("Settings", "Flash off", "Top shot auto", "Timer off")):
            s.add(None, "IB", box=(60 + n * 250, 130, 180 + n * 250, 230), desc=d, click=True)
        s.add("1x", "B", box=(470, 1560, 610, 1660), click=True, sel=True, rid="zoom_button")
        for n, m in enumerate(("Night Sight", "Portrait", "Photo", "Video", "Modes")):
            s.add(m, box=(20 + n * 210, 1730, 220 + n * 210, 1800), click=True, sel=m == "Photo", rid="mode_switcher_item")
        s.add(None, "IB", box=(90, 1900, 250, 2060), desc=f"Photo thumbnail, {last}", click=True, rid="thumbnail_button")
        s.add(None, "IB", box=(440, 1860, 640, 2100), desc="Take photo", click=True, rid="shutter_button")
        s.add(None, "IB", box=(830, 1900, 990, 2060), desc="Switch to front camera", click=True, rid="camera_switch_button")
        return s

    def viewer(clock: str, day: str, t: str, full: str, details: bool = False, sheet: bool = False, snack: bool = False) -> Scr:
        s = Scr(ph, clock, 76)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add(day, box=(300, 130, 780, 195), rid="title")
        s.add(t, box=(300, 195, 780, 250), rid="subtitle")
        s.add(None, "IB", box=(810, 140, 910, 240), desc="Add to favorites", click=True)
        s.add(None, "IB", box=(920, 140, 1020, 240), desc="More options", click=True)
        if details:
            s.add(None, "I", box=(0, 270, 1080, 900), desc=f"Photo taken on {full}", click=True, rid="photo_view")
            s.add("Add a description", "E", box=(42, 940, 1038, 1050), hint="Add a description", edit=True, click=True)
            s.add("Details", box=(42, 1090, 1038, 1150))
            rows = [("Wed, Jun 12, 2024 • 10:05 AM", "GMT+02:00"), ("PXL_20240612_080512345.jpg", "12.5MP • 4080 × 3072 • 2.4 MB"),
                    ("Google Pixel 7", "ƒ/1.85 • 1/120 • 6.81mm • ISO49"), ("Hauptbahnhof", "Frankfurt am Main, Hesse"),
                    ("Backed up (2.4 MB)", "u.tester@gmail.com")]
            for n, (a, b) in enumerate(rows):
                y = 1180 + n * 170
                s.add(a, box=(160, y, 1038, y + 65), rid="detail_title")
                s.add(b, box=(160, y + 65, 1038, y + 120), rid="detail_subtitle")
        else:
            s.add(None, "I", box=(0, 480, 1080, 1920), desc=f"Photo taken on {full}", click=True, rid="photo_view")
        for n, b in enumerate(("Share", "Edit", "Lens", "Delete")):
            s.add(b, box=(60 + n * 260, 2120, 240 + n * 260, 2240), click=True, rid="action_" + b.lower())
        if sheet:
            s.add(None, "F", box=(0, 1500, 1080, 2274), rid="bottom_sheet", d=3)
            s.add("Move to trash?", box=(63, 1560, 1017, 1640), d=4)
            s.add("This item will be removed from your Google Account, synced devices and shared albums. Items in trash are permanently deleted after 60 days.",
                  box=(63, 1660, 1017, 1850), d=4)
            s.add("Cancel", "B", box=(520, 1930, 740, 2050), click=True, d=4)
            s.add("Move to trash", "B", box=(760, 1930, 1017, 2050), click=True, d=4)
        if snack:
            s.add("Moved to trash", box=(42, 1960, 760, 2080), rid="snackbar_text", d=3)
            s.add("Undo", "B", box=(800, 1970, 1017, 2070), click=True, rid="snackbar_action", d=3)
        return s

    def grid(clock: str) -> Scr:
        s = Scr(ph, clock, 76)
        s.add("Google Photos", box=(300, 140, 780, 240), rid="title")
        s.add(None, "IB", box=(810, 140, 910, 240), desc="Notifications", click=True)
        s.add(None, "I", box=(920, 140, 1020, 240), desc="Account: u.tester@gmail.com, backup complete", click=True)
        s.add(None, "R", box=(0, 270, 1080, 2110), scroll=True, rid="photos_grid", d=1)
        s.add("Today", box=(42, 290, 600, 370), d=3)
        today = ["Jun 12, 2024 9:41:18 AM", "Jun 12, 2024 8:57:03 AM"]
        yest = ["Jun 11, 2024 7:22:40 PM", "Jun 11, 2024 7:21:55 PM", "Jun 11, 2024 1:10:09 PM", "Jun 11, 2024 12:48:31 PM", "Jun 11, 2024 8:03:17 AM"]
        for n, t in enumerate(today):
            s.add(None, "I", box=(2 + n * 359, 390, 357 + n * 359, 745), desc=f"Photo taken on {t}", click=True, long=True, d=3)
        s.add("Yesterday", box=(42, 790, 600, 870), d=3)
        for n, t in enumerate(yest):
            x, y = 2 + (n % 3) * 359, 890 + (n // 3) * 359
            s.add(None, "I", box=(x, y, x + 355, y + 355), desc=f"Photo taken on {t}", click=True, long=True, d=3)
        s.add("Mon, Jun 10", box=(42, 1640, 600, 1720), d=3)
        for n, t in enumerate(("Jun 10, 2024 6:15:44 PM", "Jun 10, 2024 6:14:02 PM", "Jun 10, 2024 9:30:27 AM")):
            s.add(None, "I", box=(2 + n * 359, 1740, 357 + n * 359, 2095), desc=f"Photo taken on {t}", click=True, long=True, d=3)
        for n, tab in enumerate(("Photos", "Search", "Sharing", "Library")):
            s.add(tab, box=(n * 270, 2110, n * 270 + 270, 2274), click=True, sel=tab == "Photos", rid="navigation_bar_item_large_label_view")
        return s

    new = "Jun 12, 2024 10:05:12 AM"
    start = camera("10:05", "Jun 12 9:41 AM")
    s1 = camera("10:05", "Jun 12 10:05 AM")
    s2 = viewer("10:05", "Today", "10:05 AM", new)
    s3 = viewer("10:06", "Today", "10:05 AM", new, details=True)
    s4 = viewer("10:06", "Today", "10:05 AM", new, details=True, sheet=True)
    s5 = viewer("10:06", "Today", "9:41 AM", "Jun 12, 2024 9:41:18 AM", snack=True)
    s6 = grid("10:07")
    seq = [(click(start, "Take photo"), s1), (click(s1, "Photo thumbnail, Jun 12 10:05 AM"), s2), (scroll("down"), s3),
           (click(s3, "Delete"), s4), (click(s4, "Move to trash"), s5), (click(s5, "Back"), s6)]
    run(rs, "h60-android-11", False, seq, start)


def june(s: Scr, y0: int, cell: tuple[int, int], sel: int, monday: bool, d: int, x0: int = 42) -> None:
    """June 2024 day buttons of a date picker (June 1 is a Saturday)."""
    for day in range(1, 31):
        off = 5 if monday else 6
        col, row = (day - 1 + off) % 7, (day - 1 + off) // 7
        x, y = x0 + col * cell[0], y0 + row * cell[1]
        s.add(str(day), "V", box=(x, y, x + cell[0], y + cell[1]), desc=f"{day} June 2024", click=True, sel=day == sel, d=d)


# ---------------------------------------------------------------- 12 Simple Calendar Pro (bad: created event missing)
def t12(rs: RowSet) -> None:
    pk = "com.simplemobiletools.calendar.pro"
    title, place = "Dentist – Dr. Okafor", "Praxis am Markt, Kirchstr. 4"
    ev = {(5, 29): ["Yoga"], (6, 3): ["Pay rent"], (6, 5): ["Yoga"], (6, 12): ["Car service", "Yoga"],
          (6, 14): ["Ines's birthday"], (6, 18): ["Quarterly review"], (6, 19): ["Yoga"], (6, 21): ["Flight to Porto"],
          (6, 26): ["Yoga"], (6, 28): ["Book club"], (7, 3): ["Yoga"]}
    ev2 = dict(ev)
    ev2[(6, 18)] = [title, "Quarterly review"]

    def month(clock: str, events: dict[tuple[int, int], list[str]], dialog: bool = False) -> Scr:
        s = Scr(pk, clock, 52)
        s.add("June 2024", box=(42, 150, 560, 240), rid="top_toolbar_title")
        for n, d in enumerate(("Go to today", "Change view", "Search", "More options")):
            s.add(None, "IB", box=(600 + n * 110, 145, 700 + n * 110, 245), desc=d, click=True)
        for n, wd in enumerate(("M", "T", "W", "T", "F", "S", "S")):
            s.add(wd, box=(n * 154, 270, n * 154 + 154, 320), rid="month_view_week_day")
        days = [(5, d) for d in range(27, 32)] + [(6, d) for d in range(1, 31)] + [(7, d) for d in range(1, 8)]
        for k, (m, dd) in enumerate(days):
            x, y = (k % 7) * 154, 330 + (k // 7) * 300
            s.add(str(dd), "V", box=(x, y, x + 154, y + 300), click=True, long=True, sel=(m, dd) == (6, 12),
                  desc=f"{dd} {'May' if m == 5 else 'June' if m == 6 else 'July'} 2024", rid="month_view_day")
            for j, e in enumerate(events.get((m, dd), [])):
                s.add(e, box=(x + 4, y + 70 + j * 56, x + 150, y + 122 + j * 56), rid="month_view_event", d=3)
        s.add(None, "IB", box=(870, 2080, 1017, 2227), desc="New event", click=True, rid="calendar_fab")
        if dialog:
            s.add(None, "F", box=(84, 700, 996, 1640), rid="android:id/parentPanel", d=3)
            for n, opt in enumerate(("Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list")):
                s.add(opt, "RB", box=(147, 760 + n * 140, 933, 880 + n * 140), click=True, check=opt == "Monthly view", d=4)
        return s

    def form(clock: str, t: str | None, loc: str | None, day: str, focus: str = "", picker: int = 0) -> Scr:
        s = Scr(pk, clock, 52)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add("New Event", box=(170, 160, 600, 230), rid="toolbar_title")
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="Save", click=True, rid="save")
        s.add(t, "E", box=(42, 290, 1038, 420), hint="Title", edit=True, click=True, focus=focus == "t", rid="event_title")
        s.add(loc, "E", box=(42, 440, 900, 570), hint="Location", edit=True, click=True, focus=focus == "l", rid="event_location")
        s.add(None, "IB", box=(920, 460, 1020, 560), desc="Show on map", click=True, rid="event_show_on_map")
        s.add(None, "E", box=(42, 590, 1038, 720), hint="Description", edit=True, click=True, rid="event_description")
        s.add("All-day", box=(150, 770, 800, 840), click=True, rid="event_all_day")
        s.add(None, "S", box=(880, 760, 1010, 850), check=False, click=True, rid="event_all_day_switch")
        s.add(day, box=(150, 880, 760, 950), click=True, rid="event_start_date")
        s.add("11:00", box=(800, 880, 1038, 950), click=True, rid="event_start_time")
        s.add(day, box=(150, 990, 760, 1060), click=True, rid="event_end_date")
        s.add("12:00", box=(800, 990, 1038, 1060), click=True, rid="event_end_time")
        s.add("Europe/Berlin", box=(150, 1110, 1038, 1180), click=True, rid="event_time_zone")
        s.add("10 minutes before", box=(150, 1230, 1038, 1300), click=True, rid="event_reminder_1")
        s.add("Add another reminder", box=(150, 1330, 1038, 1400), click=True, rid="event_reminder_2")
        s.add("No repetition", box=(150, 1450, 1038, 1520), click=True, rid="event_repetition")
        s.add("Regular event", box=(150, 1570, 1038, 1640), click=True, rid="event_type")
        s.add("Add attendees", box=(150, 1690, 1038, 1760), click=True, rid="event_attendees")
        if picker:
            s.add(None, "F", box=(63, 420, 1017, 1900), rid="android:id/parentPanel", d=3)
            s.add("2024", box=(105, 460, 400, 520), rid="date_picker_header_year", d=4)
            s.add("Tue, Jun 18" if picker == 18 else "Wed, Jun 12", box=(105, 520, 900, 640), rid="date_picker_header_date", d=4)
            s.add(None, "IB", box=(105, 680, 205, 780), desc="Previous month", click=True, d=4)
            s.add("June 2024", box=(300, 690, 780, 770), d=4)
            s.add(None, "IB", box=(875, 680, 975, 780), desc="Next month", click=True, d=4)
            june(s, 880, (130, 120), picker, monday=False, d=4, x0=84)
            s.add("CANCEL", "B", box=(560, 1760, 760, 1870), click=True, rid="android:id/button2", d=4)
            s.add("OK", "B", box=(780, 1760, 975, 1870), click=True, rid="android:id/button1", d=4)
        return s

    def agenda(clock: str) -> Scr:
        s = Scr(pk, clock, 51)
        s.add("Event list", box=(42, 150, 560, 240), rid="top_toolbar_title")
        for n, d in enumerate(("Go to today", "Change view", "Search", "More options")):
            s.add(None, "IB", box=(600 + n * 110, 145, 700 + n * 110, 245), desc=d, click=True)
        s.add(None, "R", box=(0, 270, 1080, 2274), scroll=True, rid="calendar_events_list", d=1)
        items = [("Wednesday, June 12", [("Car service", "09:00 - 10:30", "Autohaus Berger, Hanauer Landstr. 211"), ("Yoga", "18:30 - 19:45", "Studio Nord")]),
                 ("Friday, June 14", [("Ines's birthday", "All-day", None)]),
                 ("Tuesday, June 18", [("Quarterly review", "14:00 - 15:30", "Room 4.12")]),
                 ("Wednesday, June 19", [("Yoga", "18:30 - 19:45", "Studio Nord")]),
                 ("Friday, June 21", [("Flight to Porto", "07:05 - 08:50", "FRA Terminal 1")]),
                 ("Wednesday, June 26", [("Yoga", "18:30 - 19:45", "Studio Nord")])]
        y = 290
        for head, evs in items:
            s.add(head, box=(42, y, 1038, y + 70), rid="event_section_title", d=3)
            y += 80
            for t, tm, loc in evs:
                s.add(t, box=(84, y, 1038, y + 60), click=True, long=True, rid="event_item_title", d=3)
                s.add(tm + (f" • {loc}" if loc else ""), box=(84, y + 60, 1038, y + 110), rid="event_item_time", d=3)
                y += 140
        s.add(None, "IB", box=(870, 2080, 1017, 2227), desc="New event", click=True, rid="calendar_fab")
        return s

    d12, d18 = "Wed, June 12, 2024", "Tue, June 18, 2024"
    start = month("10:17", ev)
    s1 = form("10:17", None, None, d12)
    s2 = form("10:18", title, None, d12, focus="t")
    s3 = form("10:18", title, place, d12, focus="l")
    s4 = form("10:18", title, place, d12, picker=12)
    s5 = form("10:19", title, place, d12, picker=18)
    s6 = form("10:19", title, place, d18)
    s7 = month("10:19", ev2)
    s8 = month("10:20", ev2, dialog=True)
    s9 = agenda("10:20")   # the dentist appointment on June 18 is gone
    seq = [(click(start, "New event"), s1), (typ(s1, "Title", title), s2), (typ(s2, "Location", place), s3),
           (click(s3, d12), s4), (click(s4, "18"), s5), (click(s5, "OK"), s6), (click(s6, "Save"), s7),
           (click(s7, "Change view"), s8), (click(s8, "Simple event list"), s9)]
    run(rs, "h60-android-12", False, seq, start, bad=True, turn=9,
        kind="Event list shows only 'Quarterly review' under Tuesday, June 18; the 'Dentist – Dr. Okafor' event saved for June 18 at turn 7 and shown in the month grid at turns 7-8 is missing.")


# ---------------------------------------------------------------- 13 Google Calendar (clean)
def t13(rs: RowSet) -> None:
    pk = "com.google.android.calendar"
    act = "com.android.calendar.AllInOneActivity"
    day12 = [("Standup", "9:30 – 9:45 AM"), ("1:1 with Daniel", "11 – 11:30 AM"), ("Lunch w/ Aiko", "12:30 – 1:30 PM")]
    day13 = [("Standup", "9:30 – 9:45 AM"), ("Dentist", "4 – 5 PM")]
    day14 = [("Ines's birthday", "All day"), ("Standup", "9:30 – 9:45 AM")]
    day17 = [("Standup", "9:30 – 9:45 AM"), ("Sprint planning", "10 – 11:30 AM")]

    def frame(clock: str) -> Scr:
        s = Scr(pk, clock, 88, tree=True, activity=act, icons=("Calendar notification: Standup at 9:30 AM",))
        s.add(None, "F", box=(0, 110, 1080, 2274), d=1)
        return s

    def schedule(clock: str, days: list[tuple[str, str, list[tuple[str, str]]]]) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Show Calendar List and Settings drawer", click=True)
        s.add("June", box=(170, 150, 500, 240), click=True, rid="date_picker_text_view")
        s.add(None, "IB", box=(700, 145, 800, 245), desc="Search", click=True)
        s.add("12", "B", box=(810, 145, 910, 245), desc="Jump to Today", click=True)
        s.add(None, "I", box=(920, 145, 1020, 245), desc="Account: u.tester@gmail.com", click=True)
        s.add(None, "R", box=(0, 270, 1080, 2274), scroll=True, rid="timely_list")
        y = 290
        for short, full, evs in days:
            s.add(short, box=(21, y, 150, y + 120), desc=full, rid="day_header", d=3)
            for t, tm in evs:
                s.add(f"{t}, {tm}", "V", box=(170, y, 1038, y + 130), click=True, d=3)
                s.add(t, box=(200, y + 15, 1000, y + 70), d=4)
                s.add(tm, box=(200, y + 70, 1000, y + 115), d=4)
                y += 150
            y += 40
        s.add(None, "IB", box=(870, 2050, 1017, 2197), desc="Create new event", click=True, rid="floating_action_button")
        return s

    def detail(clock: str, when: str) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Close", click=True)
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Edit event", click=True, rid="info_action_edit")
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(None, "SV", box=(0, 270, 1080, 2274), scroll=True)
        rows = [("1:1 with Daniel", "title"), (when, "when"), ("Join with Google Meet", "conference_button"),
                ("meet.google.com/kvd-qfbt-xmh", "conference_id"), ("3 guests", "guests_header"), ("2 yes, 1 awaiting", "guests_summary"),
                ("Uli Tester, Organizer", "guest"), ("Daniel Brandt", "guest"), ("Lena Vogel, Optional", "guest"),
                ("10 minutes before", "reminder"), ("u.tester@gmail.com", "calendar"), ("Busy · Default visibility", "availability")]
        y = 300
        for text, rid in rows:
            h = 110 if rid == "title" else 80
            s.add(text, box=(150 if rid != "title" else 42, y, 1038, y + h), rid=rid, click=rid in ("conference_button", "guest"), d=3)
            y += h + 20
        for n, b in enumerate(("Yes", "No", "Maybe")):
            s.add(b, "B", box=(60 + n * 330, 2120, 340 + n * 330, 2240), click=True, sel=b == "Yes", d=2)
        return s

    def edit(clock: str, day: str, picker: int = 0, ask: bool = False) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Close", click=True)
        s.add("Save", "B", box=(820, 145, 1020, 245), click=True, rid="save")
        s.add("1:1 with Daniel", "E", box=(150, 290, 1038, 420), hint="Add title", edit=True, click=True, rid="title")
        s.add("All-day", box=(150, 470, 800, 540))
        s.add(None, "S", box=(880, 460, 1010, 550), check=False, click=True, rid="all_day_switch")
        s.add(day, box=(150, 580, 760, 650), click=True, rid="start_date")
        s.add("11:00 AM", box=(800, 580, 1038, 650), click=True, rid="start_time")
        s.add(day, box=(150, 690, 760, 760), click=True, rid="end_date")
        s.add("11:30 AM", box=(800, 690, 1038, 760), click=True, rid="end_time")
        s.add("Central European Summer Time", box=(150, 800, 1038, 870), click=True, rid="timezone")
        s.add("Does not repeat", box=(150, 910, 1038, 980), click=True, rid="recurrence")
        s.add("Add people", box=(150, 1030, 1038, 1100), click=True, rid="add_attendees")
        for n, g in enumerate(("Uli Tester", "Daniel Brandt", "Lena Vogel")):
            s.add(g, box=(230, 1130 + n * 110, 1038, 1210 + n * 110), rid="attendee_name")
        s.add("Join with Google Meet", box=(150, 1480, 1038, 1550), click=True, rid="conference")
        s.add("10 minutes before", box=(150, 1600, 1038, 1670), click=True, rid="notification")
        s.add("Default color", box=(150, 1720, 1038, 1790), click=True, rid="color")
        if picker:
            s.add(None, "F", box=(63, 420, 1017, 1900), rid="android:id/parentPanel", d=3)
            s.add("Select date", box=(105, 450, 700, 510), d=4)
            s.add("Thu, Jun 13" if picker == 13 else "Wed, Jun 12", box=(105, 520, 900, 640), rid="mtrl_picker_header_selection_text", d=4)
            s.add("June 2024", box=(105, 690, 600, 770), d=4)
            s.add(None, "IB", box=(750, 680, 850, 780), desc="Change to previous month", click=True, d=4)
            s.add(None, "IB", box=(875, 680, 975, 780), desc="Change to next month", click=True, d=4)
            june(s, 880, (130, 120), picker, monday=False, d=4, x0=84)
            s.add("Cancel", "B", box=(560, 1760, 760, 1870), click=True, rid="cancel_button", d=4)
            s.add("OK", "B", box=(780, 1760, 975, 1870), click=True, rid="confirm_button", d=4)
        if ask:
            s.add(None, "F", box=(84, 860, 996, 1460), rid="android:id/parentPanel", d=3)
            s.add("Send update emails to Google Calendar guests?", box=(147, 920, 933, 1060), rid="android:id/message", d=4)
            s.add("Don't send", "B", box=(380, 1320, 640, 1430), click=True, rid="android:id/button2", d=4)
            s.add("Send", "B", box=(680, 1320, 933, 1430), click=True, rid="android:id/button1", d=4)
        return s

    before = [("WED 12", "Wednesday, June 12, Today", day12), ("THU 13", "Thursday, June 13", day13),
              ("FRI 14", "Friday, June 14", day14), ("MON 17", "Monday, June 17", day17)]
    moved13 = [("Standup", "9:30 – 9:45 AM"), ("1:1 with Daniel", "11 – 11:30 AM"), ("Dentist", "4 – 5 PM")]
    after = [("WED 12", "Wednesday, June 12, Today", [e for e in day12 if e[0] != "1:1 with Daniel"]),
             ("THU 13", "Thursday, June 13", moved13), ("FRI 14", "Friday, June 14", day14), ("MON 17", "Monday, June 17", day17)]
    d12, d13 = "Wed, Jun 12, 2024", "Thu, Jun 13, 2024"
    start = schedule("8:52", before)
    s1 = detail("8:52", "Wednesday, June 12 · 11:00 – 11:30 AM")
    s2 = edit("8:53", d12)
    s3 = edit("8:53", d12, picker=12)
    s4 = edit("8:53", d12, picker=13)
    s5 = edit("8:54", d13)
    s6 = edit("8:54", d13, ask=True)
    s7 = detail("8:54", "Thursday, June 13 · 11:00 – 11:30 AM")
    s8 = schedule("8:55", after)
    seq = [(click(start, "1:1 with Daniel, 11 – 11:30 AM"), s1), (click(s1, "Edit event"), s2), (click(s2, d12), s3),
           (click(s3, "13"), s4), (click(s4, "OK"), s5), (click(s5, "Save"), s6), (click(s6, "Send"), s7),
           (click(s7, "Close"), s8)]
    run(rs, "h60-android-13", True, seq, start)


# ---------------------------------------------------------------- 14 Broccoli (bad: renamed recipe back)
def t14(rs: RowSet) -> None:
    pk = "com.flauschcode.broccoli"
    recipes = [("Banana bread", "Moist loaf with walnuts, uses 3 overripe bananas"),
               ("Mushroom risotto", "Creamy arborio with chestnut mushrooms and parmesan"),
               ("Overnight oats", "Oats, yogurt, chia and berries, prepped the night before"),
               ("Red lentil dal", "Quick tarka dal with cumin, garlic and spinach"),
               ("Shakshuka", "Eggs poached in a spiced tomato and pepper sauce"),
               ("Thai green curry", "Chicken, aubergine and Thai basil in coconut milk")]
    ingredients = ("2 tbsp olive oil\n1 onion, diced\n1 red bell pepper, diced\n3 garlic cloves\n1 tsp cumin\n1 tsp smoked paprika\n"
                   "½ tsp chili flakes\n800 g canned tomatoes\n4 eggs\n100 g feta\nfresh coriander")
    directions = ("1. Soften onion and pepper in the oil, 8 minutes.\n2. Add garlic and spices, cook 1 minute.\n"
                  "3. Add tomatoes, simmer 10 minutes until thick.\n4. Make 4 wells, crack in the eggs, cover and cook 6–8 minutes.\n"
                  "5. Crumble feta and coriander over the top.")

    def listing(clock: str, rows: list[tuple[str, str]]) -> Scr:
        s = Scr(pk, clock, 83)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Open navigation drawer", click=True)
        s.add("Recipes", box=(170, 160, 600, 230), rid="toolbar_title")
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="Search", click=True, rid="action_search")
        s.add(None, "R", box=(0, 270, 1080, 2274), scroll=True, rid="recycler_view", d=1)
        for n, (t, dsc) in enumerate(sorted(rows, key=lambda r: r[0].lower())):
            y = 290 + n * 300
            s.add(None, "I", box=(42, y + 20, 322, y + 280), desc="Recipe image", d=3)
            s.add(t, box=(350, y + 40, 1038, y + 110), click=True, rid="card_text_view_title", d=3)
            s.add(dsc, box=(350, y + 120, 1038, y + 250), rid="card_text_view_description", d=3)
        s.add(None, "IB", box=(870, 2080, 1017, 2227), desc="New recipe", click=True, rid="fab_recipes")
        return s

    def detail(clock: str, name: str, dsc: str, serv: str, fav: bool = False, ingr: str | None = None, dirs: str | None = None,
               prep: str = "30 min") -> Scr:
        s = Scr(pk, clock, 83)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add(None, "IB", box=(700, 145, 800, 245), desc="Remove from favorites" if fav else "Add to favorites", click=True, rid="action_favorite")
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Edit", click=True, rid="action_edit")
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(None, "I", box=(0, 270, 1080, 880), desc="Recipe image", rid="recipe_image")
        s.add(name, box=(42, 910, 1038, 1010), rid="recipe_details_title")
        s.add(dsc, box=(42, 1010, 1038, 1110), rid="recipe_details_description")
        s.add(f"Servings: {serv}", box=(42, 1130, 520, 1190), rid="recipe_details_servings")
        s.add(f"Preparation time: {prep}", box=(540, 1130, 1038, 1190), rid="recipe_details_preparation_time")
        s.add("Ingredients", box=(0, 1220, 540, 1340), click=True, sel=True, rid="tab_ingredients")
        s.add("Directions", box=(540, 1220, 1080, 1340), click=True, rid="tab_directions")
        if ingr:
            s.add(ingr, box=(42, 1370, 1038, 2100), rid="recipe_details_ingredients")
        s.add(None, "IB", box=(870, 2080, 1017, 2227), desc="Cooking assistant", click=True, rid="fab_cooking_assistant")
        return s

    def edit(clock: str, name: str, serv: str, focus: str = "") -> Scr:
        s = Scr(pk, clock, 83)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add("Edit recipe", box=(170, 160, 600, 230), rid="toolbar_title")
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="Save", click=True, rid="action_save")
        s.add(None, "SV", box=(0, 270, 1080, 2274), scroll=True, d=1)
        fields = [("Title", name, "title"), ("Categories", "Breakfast, Vegetarian", "categories"),
                  ("Description", "Eggs poached in a spiced tomato and pepper sauce", "description"), ("Servings", serv, "servings"),
                  ("Preparation time", "30 min", "preparation_time"), ("Source", "ottolenghi.co.uk", "source"),
                  ("Ingredients", ingredients, "ingredients"), ("Directions", directions, "directions")]
        y = 300
        for hint, val, rid in fields:
            h = 420 if rid in ("ingredients", "directions") else 150
            s.add(val, "E", box=(42, y, 1038, y + h), hint=hint, edit=True, click=True, focus=focus == rid, rid=f"input_{rid}", d=3)
            y += h + 30
            if y > 2200:
                break
        return s

    sh_desc = recipes[4][1]
    lentil = ("250 g red lentils\n1 onion\n3 garlic cloves\nthumb of ginger\n1 tsp turmeric\n1 tsp cumin seeds\n"
              "2 tomatoes\n100 g spinach\n1 tbsp ghee\nlime, coriander")
    start = listing("12:31", recipes)
    s1 = detail("12:31", "Shakshuka", sh_desc, "2", ingr=ingredients)
    s2 = edit("12:32", "Shakshuka", "2")
    s3 = edit("12:32", "Spicy shakshuka", "2", focus="title")
    s4 = edit("12:33", "Spicy shakshuka", "4", focus="servings")
    s5 = detail("12:33", "Spicy shakshuka", sh_desc, "4", ingr=ingredients)
    s6 = listing("12:33", recipes)   # still listed under the old title
    ld = recipes[3][1]
    s7 = detail("12:34", "Red lentil dal", ld, "3", ingr=lentil, prep="25 min")
    s8 = detail("12:34", "Red lentil dal", ld, "3", fav=True, ingr=lentil, prep="25 min")
    s9 = listing("12:34", recipes)
    s10 = listing("12:35", recipes)
    s10.add(None, "F", box=(0, 110, 860, 2274), rid="nav_view", d=2)
    s10.add("Broccoli", box=(42, 180, 800, 280), d=3)
    s10.add("Your digital recipe box", box=(42, 280, 800, 340), d=3)
    for n, item in enumerate(("Recipes", "Categories", "Favorites", "Cooking assistant", "Settings", "Support Broccoli")):
        s10.add(item, "CT", box=(42, 400 + n * 140, 820, 520 + n * 140), click=True, check=item == "Recipes", d=3)
    seq = [(click(start, "Shakshuka"), s1), (click(s1, "Edit"), s2), (typ(s2, "Title", "Spicy shakshuka", clear=True), s3),
           (typ(s3, "Servings", "4", clear=True), s4), (click(s4, "Save"), s5), (click(s5, "Navigate up"), s6),
           (click(s6, "Red lentil dal"), s7), (click(s7, "Add to favorites"), s8), (click(s8, "Navigate up"), s9),
           (click(s9, "Open navigation drawer"), s10)]
    run(rs, "h60-android-14", False, seq, start, bad=True, turn=6,
        kind="Recipe list shows the recipe as 'Shakshuka' again right after it was renamed 'Spicy shakshuka' and saved (turn 5).")


# ---------------------------------------------------------------- 15 Google Keep (bad: reminder date)
def t15(rs: RowSet) -> None:
    pk = "com.google.android.keep"
    unchecked0 = ["Ceramic pour-over set", "Moleskine watercolor album", "Tickets – Nils Frahm, Jun 29"]
    checked0 = ["Linen scarf (bought)"]

    def grid(clock: str, chip: str | None, unchecked: list[str], checked: list[str]) -> Scr:
        s = Scr(pk, clock, 71)
        s.add(None, "IB", box=(42, 150, 142, 250), desc="Open navigation drawer", click=True)
        s.add("Search your notes", box=(160, 140, 760, 260), click=True, rid="open_search_bar_text_view")
        s.add(None, "IB", box=(790, 150, 890, 250), desc="Switch to list view", click=True)
        s.add(None, "I", box=(920, 150, 1020, 250), desc="Account: u.tester@gmail.com", click=True)
        s.add(None, "R", box=(0, 280, 1080, 2110), scroll=True, rid="notes_list", d=1)
        gift = "\n".join("☐ " + u for u in unchecked) + f"\n+ {len(checked)} checked item{'s' if len(checked) > 1 else ''}"
        left = [("Passport renewal", "Appointment Bürgeramt Mitte, bring old passport, biometric photo, €70", "Jun 14, 9:00 AM", 420),
                ("Wifi at cabin", "SSID: Lakeside_5G\nPassword in Bitwarden", None, 300),
                ("Books to read", "Piranesi ✓\nThe Overstory\nKlara and the Sun", None, 330)]
        right = [("Gift ideas for Ines", gift, chip, 520),
                 ("Gym plan", "Mon: push\nWed: pull\nFri: legs\n5×5 squats 82.5 kg", None, 400)]
        for col, notes in ((0, left), (1, right)):
            x, y = 21 + col * 529, 300
            for title, body, ch, h in notes:
                s.add(None, "F", box=(x, y, x + 509, y + h), click=True, long=True, desc=title, rid="browse_note_interior_content", d=3)
                s.add(title, box=(x + 30, y + 25, x + 480, y + 90), rid="index_note_title", d=4)
                s.add(body, box=(x + 30, y + 95, x + 480, y + h - (80 if ch else 20)), rid="index_note_text_description", d=4)
                if ch:
                    s.add(ch, box=(x + 30, y + h - 75, x + 420, y + h - 20), rid="reminder_chip_text", d=4)
                y += h + 21
        s.add(None, "IB", box=(870, 1950, 1017, 2097), desc="New text note", click=True, rid="new_note_button")
        for n, d in enumerate(("New list", "New drawing", "New audio note", "New photo note")):
            s.add(None, "IB", box=(42 + n * 120, 2130, 142 + n * 120, 2250), desc=d, click=True)
        return s

    def editor(clock: str, chip: str | None, unchecked: list[str], checked: list[str], edited: str, sheet: bool = False) -> Scr:
        s = Scr(pk, clock, 71)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        for n, d in enumerate(("Pin", "Remind me", "Archive")):
            s.add(None, "IB", box=(700 + n * 110, 145, 800 + n * 110, 245), desc=d, click=True)
        s.add("Gift ideas for Ines", "E", box=(42, 290, 1038, 400), hint="Title", edit=True, click=True, rid="editable_title")
        y = 420
        for u in unchecked:
            s.add(None, "CB", box=(42, y + 20, 132, y + 110), check=False, click=True, desc=u, rid="checkbox")
            s.add(u, "E", box=(150, y, 1038, y + 130), edit=True, click=True, rid="description")
            y += 130
        s.add("List item", box=(150, y + 20, 1038, y + 110), click=True, rid="add_item_text_view")
        y += 150
        s.add(f"{len(checked)} checked item{'s' if len(checked) > 1 else ''}", box=(150, y, 1038, y + 80), click=True, rid="checked_items_header")
        y += 90
        for c in checked:
            s.add(None, "CB", box=(42, y + 20, 132, y + 110), check=True, click=True, desc=c, rid="checkbox")
            s.add(c, "E", box=(150, y, 1038, y + 130), edit=True, click=True, rid="description")
            y += 130
        if chip:
            s.add(chip, box=(42, y + 30, 500, y + 120), click=True, rid="reminder_chip_text")
        s.add(None, "IB", box=(21, 2130, 141, 2250), desc="Action", click=True)
        s.add(None, "IB", box=(160, 2130, 280, 2250), desc="Theme", click=True)
        s.add(edited, box=(340, 2150, 740, 2230), rid="edit_timestamp")
        s.add(None, "IB", box=(940, 2130, 1060, 2250), desc="More", click=True)
        if sheet:
            s.add(None, "F", box=(0, 1380, 1080, 2274), rid="design_bottom_sheet", d=3)
            s.add("Remind me later", box=(63, 1410, 1017, 1480), d=4)
            s.add("Saved in Google Reminders", box=(63, 1480, 1017, 1530), d=4)
            opts = [("Later today", "6:00 PM"), ("Tomorrow morning", "Thu 8:00 AM"), ("Next week", "Mon 8:00 AM"),
                    ("Choose a date & time", None), ("Choose a place", None)]
            for n, (a, b) in enumerate(opts):
                yy = 1560 + n * 135
                s.add(a, box=(170, yy, 700, yy + 110), click=True, d=4)
                if b:
                    s.add(b, box=(720, yy, 1017, yy + 110), d=4)
        return s

    u1 = unchecked0[1:]
    c1 = [unchecked0[0]] + checked0
    start = grid("10:02", None, unchecked0, checked0)
    s1 = editor("10:02", None, unchecked0, checked0, "Edited 9:48 AM")
    s2 = editor("10:02", None, unchecked0, checked0, "Edited 9:48 AM", sheet=True)
    s3 = editor("10:03", "Jun 17, 8:00 AM", unchecked0, checked0, "Edited 10:03 AM")
    s4 = grid("10:03", "Jun 17, 8:00 AM", unchecked0, checked0)
    s5 = editor("10:03", "Jun 18, 8:00 AM", unchecked0, checked0, "Edited 10:03 AM")   # chip moved a day
    s6 = editor("10:04", "Jun 18, 8:00 AM", u1, c1, "Edited 10:04 AM")
    s7 = grid("10:04", "Jun 18, 8:00 AM", u1, c1)
    seq = [(click(start, "Gift ideas for Ines"), s1), (click(s1, "Remind me"), s2), (click(s2, "Next week"), s3),
           (BACK, s4), (click(s4, "Gift ideas for Ines"), s5), (click(s5, "Ceramic pour-over set"), s6), (BACK, s7)]
    run(rs, "h60-android-15", False, seq, start, bad=True, turn=5,
        kind="Reopened note's reminder chip reads 'Jun 18, 8:00 AM'; the 'Next week' reminder (Mon 8:00 AM) was shown as 'Jun 17, 8:00 AM' at turns 3-4 and not changed since.")


# ---------------------------------------------------------------- 16 OsmAnd (clean)
def t16(rs: RowSet) -> None:
    pk = "net.osmand"
    act = "net.osmand.plus.activities.MapActivity"

    def frame(clock: str) -> Scr:
        s = Scr(pk, clock, 64, tree=True, activity=act, icons=("OsmAnd notification: GPS is on",))
        s.add(None, "F", box=(0, 110, 1080, 2274), d=1)
        return s

    def mapview(s: Scr) -> None:
        s.add(None, "V", box=(0, 110, 1080, 2274), desc="Map", click=True, long=True, rid="MapView")
        s.add(None, "IB", box=(42, 150, 162, 270), desc="Search", click=True, rid="map_search_button")
        s.add(None, "IB", box=(42, 290, 162, 410), desc="Configure map", click=True, rid="map_layers_button")
        s.add(None, "IB", box=(918, 150, 1038, 270), desc="Compass", click=True, rid="map_compass_button")
        s.add("112 m", box=(760, 300, 1038, 370), desc="Altitude", rid="widget_altitude")

    def context(s: Scr, fav: bool) -> None:
        s.add(None, "F", box=(0, 1320, 1080, 2274), rid="context_menu_main", d=2)
        s.add("Palmengarten", box=(42, 1350, 900, 1440), rid="context_menu_line1", d=3)
        s.add("Favorites · Botanical garden" if fav else "Botanical garden", box=(42, 1440, 900, 1500), rid="context_menu_line2", d=3)
        s.add("Siesmayerstraße 61, 60323 Frankfurt am Main", box=(42, 1500, 1038, 1560), rid="context_menu_address", d=3)
        s.add("2.9 km", box=(42, 1570, 300, 1630), rid="distance", d=3)
        s.add("Open now · 9:00–18:00", box=(320, 1570, 900, 1630), rid="opening_hours_info", d=3)
        s.add("50.12271, 8.65703", box=(42, 1640, 700, 1700), rid="context_menu_coordinates", d=3)
        for n, b in enumerate(("Edit favorite" if fav else "Favorite", "Marker", "Share", "Actions")):
            s.add(b, box=(21 + n * 260, 1740, 261 + n * 260, 1880), click=True, rid="context_menu_button", d=3)
        s.add("Directions", "B", box=(42, 1950, 1038, 2080), click=True, rid="context_menu_route_button", d=3)

    def plan(clock: str, mode: str, dist: str, dur: str, arrive: str) -> Scr:
        s = frame(clock)
        s.add(None, "V", box=(0, 110, 1080, 1200), desc="Map", click=True, rid="MapView")
        s.add(None, "F", box=(0, 1200, 1080, 2274), rid="route_info_menu", d=2)
        s.add("From", box=(42, 1230, 260, 1290), d=3)
        s.add("My position", box=(280, 1230, 1000, 1290), click=True, rid="fromText", d=3)
        s.add("To", box=(42, 1310, 260, 1370), d=3)
        s.add("Palmengarten", box=(280, 1310, 1000, 1370), click=True, rid="toText", d=3)
        for n, m in enumerate(("Driving", "Cycling", "Walking", "Public transport")):
            s.add(None, "IB", box=(42 + n * 250, 1400, 262 + n * 250, 1520), desc=m, click=True, sel=m == mode, rid="app_modes_icon", d=3)
        s.add(dist, box=(42, 1560, 400, 1650), rid="distance", d=3)
        s.add(dur, box=(420, 1560, 760, 1650), rid="time", d=3)
        s.add(f"Arrive at {arrive}", box=(42, 1650, 760, 1710), rid="arrival_time", d=3)
        s.add("Details", "B", box=(42, 1760, 500, 1880), click=True, rid="details_button", d=3)
        s.add("Cancel", "B", box=(42, 2100, 500, 2230), click=True, rid="dismiss_button", d=3)
        s.add("Start", "B", box=(540, 2100, 1038, 2230), click=True, rid="start_button", d=3)
        return s

    start = frame("15:04")
    mapview(start)
    start.add("200 m", box=(42, 2000, 260, 2060), rid="map_ruler_text")
    for n, d in enumerate(("Zoom in", "Zoom out")):
        start.add(None, "IB", box=(918, 1500 + n * 140, 1038, 1620 + n * 140), desc=d, click=True)
    start.add(None, "IB", box=(918, 1800, 1038, 1920), desc="My location", click=True, rid="map_my_location_button")
    start.add(None, "IB", box=(42, 2120, 162, 2240), desc="Menu", click=True, rid="map_menu_button")
    start.add(None, "IB", box=(918, 2120, 1038, 2240), desc="Directions", click=True, rid="map_route_info_button")

    def search(clock: str, q: str | None) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add(q, "E", box=(160, 140, 900, 260), hint="Search", edit=True, click=True, focus=True, rid="searchEditText")
        s.add(None, "IB", box=(920, 150, 1020, 250), desc="Clear", click=True)
        s.add(None, "LV", box=(0, 400, 1080, 2274), scroll=True, rid="list")
        if q is None:
            for n, t in enumerate(("History", "Categories", "Address")):
                s.add(t, box=(n * 360, 280, n * 360 + 360, 380), click=True, sel=t == "History", d=2)
            rows = [("Frankfurt (Main) Hauptbahnhof", "Railway station", "1.2 km"), ("Städel Museum", "Museum · Schaumainkai 63", "1.9 km"),
                    ("Kleinmarkthalle", "Marketplace · Hasengasse 5-7", "0.6 km")]
        else:
            rows = [("Palmengarten", "Botanical garden · Siesmayerstraße 61, Frankfurt am Main", "2.9 km"),
                    ("Palmengarten", "Tram stop · Line 16", "2.7 km"),
                    ("Palmengartenstraße", "Street · Westend-Süd, Frankfurt am Main", "3.0 km")]
        for n, (a, b, c) in enumerate(rows):
            y = 420 + n * 190
            s.add(a, box=(150, y, 820, y + 70), click=True, rid="title", d=3)
            s.add(b, box=(150, y + 70, 1000, y + 130), rid="subtitle", d=3)
            s.add(c, box=(840, y, 1038, y + 70), rid="distance", d=3)
        return s

    def with_menu(clock: str, fav: bool) -> Scr:
        s = frame(clock)
        mapview(s)
        context(s, fav)
        return s

    s1 = search("15:04", None)
    s2 = search("15:05", "Palmengarten")
    s3 = with_menu("15:05", False)
    s4 = with_menu("15:05", False)
    s4.add(None, "F", box=(63, 620, 1017, 1700), rid="android:id/parentPanel", d=3)
    s4.add("Add favorite", box=(105, 660, 900, 740), rid="android:id/alertTitle", d=4)
    s4.add("Palmengarten", "E", box=(105, 780, 975, 900), hint="Name", edit=True, click=True, rid="name_edit", d=4)
    s4.add("Favorites (4)", box=(105, 930, 975, 1010), click=True, rid="group_name", d=4)
    s4.add(None, "E", box=(105, 1040, 975, 1160), hint="Description", edit=True, click=True, rid="description_edit", d=4)
    s4.add("Siesmayerstraße 61, 60323 Frankfurt am Main", "E", box=(105, 1190, 975, 1310), hint="Address", edit=True, click=True, rid="address_edit", d=4)
    s4.add("Cancel", "B", box=(520, 1560, 730, 1670), click=True, rid="android:id/button2", d=4)
    s4.add("Save", "B", box=(760, 1560, 975, 1670), click=True, rid="android:id/button1", d=4)
    s5 = with_menu("15:06", True)
    s6 = plan("15:06", "Driving", "4.1 km", "12 min", "15:18")
    s7 = plan("15:07", "Cycling", "3.4 km", "14 min", "15:21")
    s8 = plan("15:07", "Walking", "3.1 km", "38 min", "15:45")
    s9 = with_menu("15:08", True)
    seq = [(click(start, "Search"), s1), (typ(s1, "Search", "Palmengarten"), s2), (click(s2, "Palmengarten", 1), s3),
           (click(s3, "Favorite"), s4), (click(s4, "Save"), s5), (click(s5, "Directions"), s6), (click(s6, "Cycling"), s7),
           (click(s7, "Walking"), s8), (BACK, s9)]
    run(rs, "h60-android-16", True, seq, start)


# ---------------------------------------------------------------- 17 Google Home (clean)
def t17(rs: RowSet) -> None:
    pk = "com.google.android.apps.chromecast.app"

    def devices(clock: str, light: str, thermo: str, lamp: str = "Floor lamp") -> Scr:
        s = Scr(pk, clock, 93 if clock < "19:42" else 92)
        s.add("Lindenweg 8", box=(42, 150, 700, 240), click=True, rid="home_selector")
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Add", click=True)
        s.add(None, "I", box=(920, 145, 1020, 245), desc="Account: u.tester@gmail.com", click=True)
        s.add(None, "R", box=(0, 270, 1080, 2110), scroll=True, rid="devices_list", d=1)
        rooms = [("Living room", [("Ceiling light", light), (lamp, "Off"), ("Thermostat", thermo)]),
                 ("Bedroom", [("Bedside lamp", "Off")]), ("Kitchen", [("Kettle plug", "Off · 0 W")]),
                 ("Hallway", [("Front door", "Doorbell · Idle")])]
        y = 290
        for room, devs in rooms:
            s.add(room, box=(42, y, 1038, y + 70), rid="room_header", d=3)
            y += 80
            for n, (name, st) in enumerate(devs):
                x = 21 + (n % 2) * 529
                if n and n % 2 == 0:
                    y += 200
                s.add(None, "F", box=(x, y, x + 509, y + 180), click=True, long=True, desc=f"{name}, {st}", rid="control_tile", d=3)
                s.add(name, box=(x + 120, y + 35, x + 490, y + 95), rid="tile_title", d=4)
                s.add(st, box=(x + 120, y + 95, x + 490, y + 150), rid="tile_status", d=4)
            y += 220
        for n, tab in enumerate(("Favorites", "Devices", "Automations", "Activity", "Settings")):
            s.add(tab, box=(n * 216, 2110, n * 216 + 216, 2274), click=True, sel=tab == "Devices", rid="navigation_bar_item_large_label_view")
        return s

    def light(clock: str, on: bool) -> Scr:
        s = Scr(pk, clock, 93)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="Settings", click=True)
        s.add("Ceiling light", box=(42, 290, 1038, 380), rid="device_name")
        s.add("Living room", box=(42, 380, 1038, 440), rid="room_name")
        s.add(None, "SB", box=(290, 600, 790, 1700), desc="Brightness 80%" if on else "Brightness, light is off", click=True, en=on, rid="brightness_slider")
        s.add("80%" if on else "Off", box=(390, 1060, 690, 1200), rid="brightness_text")
        s.add(None, "IB", box=(470, 1780, 610, 1920), desc="Turn off" if on else "Turn on", click=True, rid="power_button")
        for n, t in enumerate(("Brightness", "Color")):
            s.add(t, box=(200 + n * 340, 2000, 540 + n * 340, 2100), click=True, sel=t == "Brightness", en=on, rid="control_tab")
        return s

    def thermostat(clock: str, setp: str, indoor: str) -> Scr:
        s = Scr(pk, clock, 92)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="Settings", click=True)
        s.add("Thermostat", box=(42, 290, 1038, 380), rid="device_name")
        s.add("Living room", box=(42, 380, 1038, 440), rid="room_name")
        s.add(f"Heating to {setp}", box=(42, 500, 1038, 570), rid="hvac_status")
        s.add(setp, box=(340, 800, 740, 1000), desc=f"Heat set to {setp}", rid="setpoint_text")
        s.add(f"Indoor {indoor}", box=(340, 1010, 740, 1070), rid="ambient_temperature")
        s.add(None, "IB", box=(140, 1200, 300, 1360), desc="Decrease temperature", click=True, rid="decrease_button")
        s.add(None, "IB", box=(780, 1200, 940, 1360), desc="Increase temperature", click=True, rid="increase_button")
        s.add("Humidity 47%", box=(42, 1450, 520, 1520), rid="humidity")
        s.add("Outdoor 16°", box=(560, 1450, 1038, 1520), rid="outdoor_temperature")
        for n, b in enumerate(("Mode: Heat", "Eco", "Fan: Auto")):
            s.add(b, "B", box=(42 + n * 340, 1600, 342 + n * 340, 1720), click=True, rid="control_chip")
        s.add("Schedule · next change 22:00 → 18.0°", box=(42, 1800, 1038, 1870), click=True, rid="schedule_summary")
        return s

    def settings(clock: str, name: str) -> Scr:
        s = Scr(pk, clock, 92)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add("Device settings", box=(170, 160, 700, 230), rid="toolbar_title")
        s.add(None, "R", box=(0, 270, 1080, 2274), scroll=True, d=1)
        rows = [("General", None), ("Name", name), ("Room", "Living room"), ("Home", "Lindenweg 8"),
                ("Device information", None), ("Model", "Nanoleaf Essentials A19 (Matter)"), ("Firmware", "3.5.10"),
                ("Connected via", "Nest Hub (2nd gen) · Thread"), ("Remove device", None)]
        y = 290
        for a, b in rows:
            header = b is None and a in ("General", "Device information")
            s.add(a, box=(63, y + 20, 1000, y + 80), click=not header, rid="title", d=3)
            if b:
                s.add(b, box=(63, y + 80, 1000, y + 135), rid="summary", d=3)
            y += 160 if b else 110
        return s

    def name_page(clock: str, val: str, focus: bool) -> Scr:
        s = Scr(pk, clock, 92)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add("Device name", box=(170, 160, 700, 230), rid="toolbar_title")
        s.add(val, "E", box=(42, 320, 1038, 470), hint="Name", edit=True, click=True, focus=focus, rid="name_input")
        s.add(f"{len(val)}/60", box=(860, 480, 1038, 530), rid="textinput_counter")
        s.add("This name will be used in the Google Home app and with Google Assistant.", box=(42, 560, 1038, 680), rid="description")
        s.add("Save", "B", box=(760, 2100, 1038, 2230), click=True, rid="primary_button")
        return s

    start = devices("19:40", "On · 80%", "Heating · 20.5° · Indoor 19.8°")
    s1 = light("19:40", True)
    s2 = light("19:40", False)
    s3 = devices("19:41", "Off", "Heating · 20.5° · Indoor 19.8°")
    s4 = thermostat("19:41", "20.5°", "19.8°")
    s5 = thermostat("19:41", "21.0°", "19.8°")
    s6 = thermostat("19:41", "21.5°", "19.8°")
    s7 = devices("19:42", "Off", "Heating · 21.5° · Indoor 19.9°")
    s8 = settings("19:42", "Floor lamp")
    s9 = name_page("19:43", "Floor lamp", False)
    s10 = name_page("19:43", "Reading lamp", True)
    s11 = settings("19:43", "Reading lamp")
    seq = [(click(start, "Ceiling light"), s1), (click(s1, "Turn off"), s2), (BACK, s3), (click(s3, "Thermostat"), s4),
           (click(s4, "Increase temperature"), s5), (click(s5, "Increase temperature"), s6), (BACK, s7),
           (lpress(s7, "Floor lamp"), s8), (click(s8, "Name"), s9), (typ(s9, "Floor lamp", "Reading lamp", clear=True), s10),
           (click(s10, "Save"), s11)]
    run(rs, "h60-android-17", False, seq, start)


# ---------------------------------------------------------------- 18 VLC (clean)
def t18(rs: RowSet) -> None:
    pk = "org.videolan.vlc"
    vids = {"Lecture 01 – Linear maps": ("1:12:40", "1920x1080"), "Lecture 02 – Determinants": ("1:05:12", "1920x1080"),
            "Lecture 03 – Eigenvalues": ("1:08:55", "1920x1080"), "Talk_BerlinBuzzwords_2023": ("41:18", "1280x720"),
            "VID_20240530_182211": ("0:48", "3840x2160")}

    def videos(clock: str, v: dict[str, tuple[str, str]], progress: bool, sheet: str | None = None) -> Scr:
        s = Scr(pk, clock, 45)
        s.add("Video", box=(42, 150, 600, 240), rid="toolbar_title")
        for n, d in enumerate(("Search", "Sort by…", "More options")):
            s.add(None, "IB", box=(700 + n * 110, 145, 800 + n * 110, 245), desc=d, click=True)
        s.add(None, "R", box=(0, 270, 1080, 2110), scroll=True, rid="video_grid", d=1)
        for n, name in enumerate(sorted(v, key=str.lower)):
            dur, res = v[name]
            y = 290 + n * 220
            s.add(None, "I", box=(42, y + 20, 362, y + 200), desc="Thumbnail", d=3)
            s.add(name, box=(390, y + 30, 1000, y + 100), click=True, long=True, rid="ml_item_title", d=3)
            s.add(f"{dur} · {res}", box=(390, y + 100, 1000, y + 160), rid="ml_item_subtitle", d=3)
            if progress and name.startswith("Lecture 03"):
                s.add(None, "PB", box=(42, y + 190, 362, y + 200), desc="Watched 0:19 of 1:08:55", rid="ml_item_progress", d=3)
            s.add(None, "IB", box=(990, y + 60, 1070, y + 140), desc="More actions", click=True, rid="item_more", d=3)
        for n, tab in enumerate(("Video", "Audio", "Browse", "Playlists", "More")):
            s.add(tab, box=(n * 216, 2110, n * 216 + 216, 2274), click=True, sel=tab == "Video", rid="navigation_bar_item_large_label_view")
        if sheet:
            s.add(None, "F", box=(0, 1100, 1080, 2274), rid="design_bottom_sheet", d=2)
            s.add(sheet, box=(63, 1130, 1017, 1210), rid="ctx_title", d=3)
            for n, opt in enumerate(("Play from start", "Play as audio", "Append to current queue", "Add to playlist", "Information", "Rename", "Share", "Delete")):
                s.add(opt, box=(63, 1230 + n * 125, 1017, 1345 + n * 125), click=True, rid="ctx_option", d=3)
        return s

    def player(clock: str, pos: str, playing: bool) -> Scr:
        s = Scr(pk, clock, 45)
        s.add(None, "V", box=(0, 0, 1080, 2400), desc="Video surface", click=True, rid="player_surface_frame", d=1)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Back", click=True, rid="player_overlay_navmenu")
        s.add("Lecture 03 – Eigenvalues", box=(170, 150, 860, 230), rid="player_overlay_title")
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="Advanced options", click=True, rid="player_overlay_adv_function")
        s.add(pos, box=(42, 1900, 230, 1960), rid="player_overlay_time")
        s.add(None, "SB", box=(230, 1890, 850, 1970), click=True, desc=f"{pos} of 1:08:55", rid="player_overlay_seekbar")
        s.add("1:08:55", box=(850, 1900, 1038, 1960), rid="player_overlay_length")
        for n, d in enumerate(("Lock", "Rewind 10 seconds", "Pause" if playing else "Play", "Forward 10 seconds", "Aspect ratio")):
            s.add(None, "IB", box=(60 + n * 200, 2020, 220 + n * 200, 2180), desc=d, click=True)
        return s

    old, new = "VID_20240530_182211", "Lake Constance sunset"
    v2 = {(new if k == old else k): val for k, val in vids.items()}
    start = videos("21:14", vids, False)
    s1 = player("21:14", "0:02", True)
    s2 = player("21:15", "0:19", False)
    s3 = videos("21:15", vids, True)
    s4 = videos("21:15", vids, True, sheet=old)

    def dialog(clock: str, val: str, focus: bool) -> Scr:
        s = videos(clock, vids, True)
        s.add(None, "F", box=(84, 880, 996, 1400), rid="android:id/parentPanel", d=3)
        s.add("Rename", box=(147, 940, 933, 1020), rid="android:id/alertTitle", d=4)
        s.add(val, "E", box=(147, 1060, 933, 1180), edit=True, click=True, focus=focus, rid="dialog_rename_input", d=4)
        s.add("Cancel", "B", box=(520, 1260, 720, 1370), click=True, rid="android:id/button2", d=4)
        s.add("OK", "B", box=(740, 1260, 933, 1370), click=True, rid="android:id/button1", d=4)
        return s

    s5 = dialog("21:16", old, True)
    s6 = dialog("21:16", new, True)
    s7 = videos("21:16", v2, True)
    seq = [(click(start, "Lecture 03 – Eigenvalues"), s1), (click(s1, "Pause"), s2), (click(s2, "Back"), s3),
           (lpress(s3, old), s4), (click(s4, "Rename"), s5), (typ(s5, old, new, clear=True, nth=1), s6), (click(s6, "OK"), s7)]
    run(rs, "h60-android-18", False, seq, start)


# ---------------------------------------------------------------- 19 Bitwarden (bad: folder count)
def t19(rs: RowSet) -> None:
    pk = "com.x8bit.bitwarden"
    act = "com.x8bit.bitwarden.MainActivity"
    nofolder = [("Adobe", "m.keller@posteo.de"), ("Airbnb", "m.keller@posteo.de"), ("Amazon", "m.keller@posteo.de"),
                ("Atlassian – acme-corp", "m.keller@acme-corp.com"), ("Booking.com", "m.keller@posteo.de"),
                ("Deutsche Bahn", "mkeller84"), ("Discord", "mkeller_84"), ("DKB Visa", "Visa, *4821"),
                ("Dropbox", "m.keller@posteo.de"), ("Duolingo", "mkeller84"), ("Figma", "m.keller@acme-corp.com")]
    work = [("Atlassian – acme-corp", "m.keller@acme-corp.com"), ("AWS console – acme", "mkeller-admin"),
            ("Confluence (old)", "mkeller"), ("GitLab – acme", "mkeller"), ("Google Workspace – acme", "m.keller@acme-corp.com"),
            ("Jenkins", "mkeller"), ("Slack – acme-corp", "m.keller@acme-corp.com"), ("VPN – acme", "mkeller")]

    def frame(clock: str) -> Scr:
        s = Scr(pk, clock, 58, tree=True, activity=act)
        s.add(None, "F", box=(0, 110, 1080, 2274), d=1)
        return s

    def vault(clock: str, work_n: int, nof_n: int) -> Scr:
        s = frame(clock)
        s.add("My vault", box=(42, 150, 600, 240), rid="toolbar_title")
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Search vault", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(None, "R", box=(0, 270, 1080, 2110), scroll=True, rid="vault_list")
        y = 290
        groups = [("Favorites", "2", [("GitHub", "mkeller84"), ("Posteo", "m.keller@posteo.de")]),
                  ("Types", "4", [("Login", "43"), ("Card", "2"), ("Identity", "1"), ("Secure note", "5")]),
                  ("Folders", "3", [("Finance", "6"), ("Work", str(work_n)), ("No Folder", str(nof_n))]),
                  ("Trash", None, [("Trash", "0")])]
        for head, cnt, rows in groups:
            if head != "Trash":
                s.add(head.upper(), box=(42, y, 800, y + 60), rid="header_title", d=3)
                s.add(cnt, box=(900, y, 1038, y + 60), rid="header_count", d=3)
                y += 70
            for a, b in rows:
                s.add(a, box=(150, y + 20, 800, y + 80), click=True, rid="item_name", d=3)
                if head == "Favorites":
                    s.add(b, box=(150, y + 80, 800, y + 125), rid="item_subtitle", d=3)
                else:
                    s.add(b, box=(900, y + 30, 1038, y + 90), rid="item_count", d=3)
                y += 140
            y += 20
        s.add(None, "IB", box=(870, 1950, 1017, 2097), desc="Add item", click=True, rid="fab")
        for n, tab in enumerate(("My vault", "Send", "Generator", "Settings")):
            s.add(tab, box=(n * 270, 2110, n * 270 + 270, 2274), click=True, sel=tab == "My vault", rid="navigation_bar_item_large_label_view")
        return s

    def folder(clock: str, title: str, rows: list[tuple[str, str]], count: int) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add(title, box=(170, 150, 700, 240), rid="toolbar_title")
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Search vault", click=True)
        s.add(None, "R", box=(0, 270, 1080, 2274), scroll=True, rid="vault_list")
        s.add(title.upper(), box=(42, 290, 800, 350), rid="header_title", d=3)
        s.add(str(count), box=(900, 290, 1038, 350), rid="header_count", d=3)
        for n, (a, b) in enumerate(rows[:11]):
            y = 360 + n * 160
            s.add(None, "I", box=(42, y + 30, 122, y + 110), desc="Website icon", d=3)
            s.add(a, box=(150, y + 20, 900, y + 85), click=True, long=True, rid="item_name", d=3)
            s.add(b, box=(150, y + 85, 900, y + 135), rid="item_subtitle", d=3)
            s.add(None, "IB", box=(940, y + 30, 1040, y + 130), desc="More options", click=True, d=3)
        return s

    def item(clock: str, totp: str, left: str, fold: str, updated: str, toast: bool = False) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add("View item", box=(170, 150, 700, 240), rid="toolbar_title")
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(None, "SV", box=(0, 270, 1080, 2274), scroll=True)
        rows = [("Item information", None), ("Name", "Atlassian – acme-corp"), ("Username", "m.keller@acme-corp.com"),
                ("Password", "••••••••••••••••"), ("Verification code (TOTP)", totp), ("URI", "https://acme-corp.atlassian.net"),
                ("Folder", fold), ("Updated", updated), ("Password updated", "3/14/24, 9:20 AM")]
        y = 290
        for a, b in rows:
            if b is None:
                s.add(a.upper(), box=(42, y, 1038, y + 60), rid="header_title", d=3)
                y += 80
                continue
            s.add(a, box=(42, y, 800, y + 50), rid="field_label", d=3)
            s.add(b, box=(42, y + 50, 800, y + 120), rid="field_value", d=3)
            if a == "Verification code (TOTP)":
                s.add(left, box=(820, y + 40, 900, y + 110), desc=f"{left} seconds remaining", rid="totp_countdown", d=3)
            if a in ("Username", "Password", "Verification code (TOTP)", "URI"):
                s.add(None, "IB", box=(930, y + 20, 1030, y + 120), desc="Copy", click=True, d=3)
            y += 150
        s.add(None, "IB", box=(870, 1950, 1017, 2097), desc="Edit item", click=True, rid="fab")
        if toast:
            s.add("Item saved", box=(340, 2130, 740, 2220), rid="android:id/message", d=2)
        return s

    def edit(clock: str, fold: str, menu: bool = False) -> Scr:
        s = frame(clock)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Close", click=True)
        s.add("Edit item", box=(170, 150, 700, 240), rid="toolbar_title")
        s.add("Save", "B", box=(820, 145, 1020, 245), click=True, rid="save_button")
        s.add(None, "SV", box=(0, 270, 1080, 2274), scroll=True)
        fields = [("Name", "Atlassian – acme-corp"), ("Username", "m.keller@acme-corp.com"), ("Password", "••••••••••••••••"),
                  ("Authenticator key (TOTP)", "••••••••••••"), ("URI 1", "https://acme-corp.atlassian.net")]
        y = 290
        for h, v in fields:
            s.add(v, "E", box=(42, y, 1038, y + 150), hint=h, edit=True, click=True, d=3)
            y += 170
        s.add("Folder", box=(42, y, 1038, y + 50), d=3)
        s.add(fold, "android.widget.Spinner", box=(42, y + 50, 1038, y + 150), click=True, rid="folder_dropdown", d=3)
        y += 170
        s.add("Favorite", box=(42, y + 20, 800, y + 90), d=3)
        s.add(None, "S", box=(880, y + 10, 1010, y + 100), check=False, click=True, d=3)
        y += 130
        s.add(None, "E", box=(42, y, 1038, y + 200), hint="Notes", edit=True, click=True, d=3)
        if menu:
            s.add(None, "LV", box=(42, 1190, 1038, 1580), rid="android:id/select_dialog_listview", d=3)
            for n, opt in enumerate(("No Folder", "Finance", "Work")):
                s.add(opt, "CT", box=(42, 1200 + n * 125, 1038, 1320 + n * 125), click=True, check=opt == fold, d=4)
        return s

    nf2 = [r for r in nofolder if not r[0].startswith("Atlassian")] + [("Firefox Sync", "m.keller@posteo.de")]
    start = vault("11:04", 7, 38)
    s1 = folder("11:04", "No Folder", nofolder + [("Firefox Sync", "m.keller@posteo.de")], 38)
    s2 = item("11:05", "482 913", "17", "No Folder", "6/2/24, 4:11 PM")
    s3 = edit("11:05", "No Folder")
    s4 = edit("11:05", "No Folder", menu=True)
    s5 = edit("11:06", "Work")
    s6 = item("11:06", "105 337", "24", "Work", "6/12/24, 11:06 AM", toast=True)
    s7 = folder("11:06", "No Folder", nf2, 37)
    s8 = vault("11:07", 7, 37)   # Work should now hold 8
    s9 = folder("11:07", "Work", work, len(work))
    s10 = vault("11:07", 7, 37)
    seq = [(click(start, "No Folder"), s1), (click(s1, "Atlassian – acme-corp"), s2), (click(s2, "Edit item"), s3),
           (click(s3, "No Folder"), s4), (click(s4, "Work"), s5), (click(s5, "Save"), s6), (click(s6, "Back"), s7),
           (click(s7, "Back"), s8), (click(s8, "Work"), s9), (click(s9, "Back"), s10)]
    run(rs, "h60-android-19", True, seq, start, bad=True, turn=8,
        kind="After moving 'Atlassian – acme-corp' from No Folder into Work, the vault shows No Folder 37 but Work still 7 (it was 7 before the move), so one item is unaccounted for.")


# ---------------------------------------------------------------- 20 Sleep as Android (clean)
def t20(rs: RowSet) -> None:
    pk = "com.urbandroid.sleep"
    # label, from, to, minutes, deep %, stars
    nights = [("Tue, Jun 11 → Wed, Jun 12", "23:41", "06:52", 431, 24, 4), ("Mon, Jun 10 → Tue, Jun 11", "00:18", "06:49", 391, 19, 3),
              ("Sun, Jun 9 → Mon, Jun 10", "23:05", "07:20", 495, 27, 5), ("Sat, Jun 8 → Sun, Jun 9", "01:02", "09:14", 492, 31, 4),
              ("Fri, Jun 7 → Sat, Jun 8", "00:40", "07:58", 438, 21, 3)]

    def hm(m: int) -> str:
        return f"{m // 60} h {m % 60} min"

    def tabs(s: Scr, tab: str) -> None:
        for n, t in enumerate(("Alarms", "Graphs", "Stats", "More")):
            s.add(t, box=(n * 270, 2110, n * 270 + 270, 2274), click=True, sel=t == tab, rid="navigation_bar_item_large_label_view")

    def alarms(clock: str, first: str, until: int, toast: str | None = None) -> Scr:
        s = Scr(pk, clock, 29 if clock < "22:34" else 28, icons=(f"Sleep notification: Next alarm Thu {first}",))
        s.add("Alarms", box=(42, 150, 600, 240), rid="toolbar_title")
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(f"Next alarm in {hm(until)}", box=(42, 280, 1038, 350), rid="next_alarm_text")
        s.add("Start sleep tracking", "B", box=(42, 380, 1038, 520), click=True, rid="start_tracking")
        s.add(None, "R", box=(0, 550, 1080, 2110), scroll=True, rid="alarm_list", d=1)
        rows = [(first, "Mon Tue Wed Thu Fri", "Work", True), ("8:30", "Sat Sun", "Weekend", True), ("7:30", "One time", "Dentist", False)]
        for n, (t, days, lab, on) in enumerate(rows):
            y = 570 + n * 270
            s.add(t, box=(63, y + 20, 500, y + 150), click=True, long=True, rid="alarm_time", d=3)
            s.add(days, box=(63, y + 150, 700, y + 205), rid="alarm_days", d=3)
            s.add(lab, box=(520, y + 60, 840, y + 120), rid="alarm_label", d=3)
            s.add(None, "S", box=(870, y + 60, 1010, y + 150), check=on, click=True, rid="alarm_switch", d=3)
        s.add(None, "IB", box=(870, 1950, 1017, 2097), desc="Add alarm", click=True, rid="fab")
        tabs(s, "Alarms")
        if toast:
            s.add(toast, box=(140, 1840, 940, 1930), rid="android:id/message", d=3)
        return s

    def edit(clock: str, t: str, dialog: str | None = None) -> Scr:
        s = Scr(pk, clock, 29, icons=("Sleep notification: Next alarm Thu 6:45",))
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add("Edit alarm", box=(170, 150, 700, 240), rid="toolbar_title")
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Delete", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(t, box=(42, 280, 1038, 480), click=True, rid="alarm_time")
        rows = [("Repeat", "Mon, Tue, Wed, Thu, Fri"), ("Label", "Work"), ("Smart wake up", "30 min"), ("CAPTCHA", "Math (easy)"),
                ("Ringtone", "Birds – dawn chorus"), ("Gentle volume increase", "3 min"), ("Snooze", "5 min, max 2 times")]
        for n, (a, b) in enumerate(rows):
            y = 520 + n * 170
            s.add(a, box=(63, y + 20, 1000, y + 80), click=True, rid="android:id/title")
            s.add(b, box=(63, y + 80, 1000, y + 135), rid="android:id/summary")
        if dialog is not None:
            s.add(None, "F", box=(84, 700, 996, 1500), rid="android:id/parentPanel", d=3)
            s.add("Type in time", box=(147, 750, 933, 820), d=4)
            s.add("06", "E", box=(147, 860, 480, 1060), hint="Hour", edit=True, click=True, rid="input_hour", d=4)
            s.add(":", box=(490, 900, 530, 1020), d=4)
            s.add(dialog, "E", box=(540, 860, 873, 1060), hint="Minute", edit=True, click=True, focus=dialog != "45", rid="input_minute", d=4)
            s.add(None, "IB", box=(147, 1360, 247, 1460), desc="Switch to clock mode for the time input", click=True, rid="toggle_mode", d=4)
            s.add("Cancel", "B", box=(520, 1360, 720, 1460), click=True, rid="android:id/button2", d=4)
            s.add("OK", "B", box=(740, 1360, 933, 1460), click=True, rid="android:id/button1", d=4)
        return s

    def graphs(clock: str, rows: list[tuple[str, str, str, int, int, int]], menu: str | None = None, confirm: bool = False) -> Scr:
        s = Scr(pk, clock, 28, icons=("Sleep notification: Next alarm Thu 6:30",))
        s.add("Graphs", box=(42, 150, 600, 240), rid="toolbar_title")
        s.add(None, "IB", box=(810, 145, 910, 245), desc="Filter", click=True)
        s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        avg = round(sum(r[3] for r in rows) / len(rows))
        deep = round(sum(r[4] for r in rows) / len(rows))
        s.add(f"Last 7 days · {len(rows)} records", box=(42, 270, 1038, 330), rid="summary_title")
        s.add(f"Avg {hm(avg)} · Deep sleep {deep}%", box=(42, 330, 1038, 390), rid="summary_values")
        s.add(None, "R", box=(0, 410, 1080, 2110), scroll=True, rid="graph_list", d=1)
        for n, (lab, a, b, mins, dp, st) in enumerate(rows):
            y = 420 + n * 330
            s.add(lab, box=(42, y + 10, 1038, y + 70), click=True, long=True, rid="graph_date", d=3)
            s.add(None, "I", box=(42, y + 80, 1038, y + 230), desc=f"Hypnogram {a} – {b}", d=3)
            s.add(f"{a} – {b} · {hm(mins)}", box=(42, y + 240, 700, y + 300), rid="graph_length", d=3)
            s.add(f"Deep {dp}% · {'★' * st}{'☆' * (5 - st)}", box=(700, y + 240, 1038, y + 300), rid="graph_rating", d=3)
        tabs(s, "Graphs")
        if menu:
            s.add(None, "F", box=(84, 800, 996, 1560), rid="android:id/parentPanel", d=3)
            s.add(menu, box=(147, 850, 933, 920), rid="android:id/alertTitle", d=4)
            for n, opt in enumerate(("Edit tags", "Rate", "Comment", "Share", "Delete")):
                s.add(opt, box=(147, 950 + n * 115, 933, 1055 + n * 115), click=True, rid="android:id/text1", d=4)
        if confirm:
            s.add(None, "F", box=(84, 900, 996, 1380), rid="android:id/parentPanel", d=3)
            s.add("Delete record?", box=(147, 950, 933, 1020), rid="android:id/alertTitle", d=4)
            s.add("Sat, Jun 8 → Sun, Jun 9 (01:02 – 09:14) will be deleted.", box=(147, 1040, 933, 1150), rid="android:id/message", d=4)
            s.add("Cancel", "B", box=(520, 1250, 720, 1350), click=True, rid="android:id/button2", d=4)
            s.add("OK", "B", box=(740, 1250, 933, 1350), click=True, rid="android:id/button1", d=4)
        return s

    kept = [r for r in nights if not r[0].startswith("Sat")]
    start = alarms("22:32", "6:45", 8 * 60 + 13)
    s1 = edit("22:32", "6:45")
    s2 = edit("22:33", "6:45", dialog="45")
    s3 = edit("22:33", "6:45", dialog="30")
    s4 = edit("22:33", "6:30")
    s5 = alarms("22:33", "6:30", 7 * 60 + 57, toast="Alarm set for 7 h 57 min from now")
    s6 = graphs("22:34", nights)
    s7 = graphs("22:34", nights, menu="Sat, Jun 8 → Sun, Jun 9")
    s8 = graphs("22:35", nights, confirm=True)
    s9 = graphs("22:35", kept)
    s10 = alarms("22:36", "6:30", 7 * 60 + 54)
    seq = [(click(start, "6:45"), s1), (click(s1, "6:45"), s2), (typ(s2, "Minute", "30", clear=True), s3),
           (click(s3, "OK"), s4), (BACK, s5), (click(s5, "Graphs"), s6), (lpress(s6, "Sat, Jun 8 → Sun, Jun 9"), s7),
           (click(s7, "Delete"), s8), (click(s8, "OK"), s9), (click(s9, "Alarms"), s10)]
    run(rs, "h60-android-20", False, seq, start)


# ---------------------------------------------------------------- 21 ParkMobile (bad: extension end time)
def t21(rs: RowSet) -> None:
    pk = "net.sharewire.parkmobilev2"

    def tabs(s: Scr, tab: str) -> None:
        for n, t in enumerate(("Park", "Sessions", "Reservations", "Account")):
            s.add(t, box=(n * 270, 2110, n * 270 + 270, 2274), click=True, sel=t == tab, rid="navigation_bar_item_large_label_view")

    def home(clock: str, q: str | None) -> Scr:
        s = Scr(pk, clock, 66)
        s.add(None, "V", box=(0, 110, 1080, 1300), desc="Google Map", rid="map")
        s.add(q, "E", box=(42, 150, 1038, 280), hint="Enter zone number", edit=True, click=True, focus=q is not None, rid="zone_search")
        s.add("Honda Civic · 8KXP412 (WA)", box=(42, 300, 700, 370), click=True, rid="vehicle_chip")
        if q:
            s.add(None, "R", box=(0, 400, 1080, 1100), rid="zone_results", d=1)
            s.add("Zone 4127", box=(63, 420, 1017, 490), click=True, rid="zone_number", d=3)
            s.add("Pine St & 3rd Ave, Seattle, WA", box=(63, 490, 1017, 550), rid="zone_address", d=3)
            s.add("$4.00/hr · Max 2 hr · Mon–Sat 8 AM–8 PM", box=(63, 550, 1017, 610), rid="zone_rate", d=3)
        s.add("Recent zones", box=(42, 1340, 1038, 1410), rid="recent_header")
        for n, (z, a) in enumerate((("4127", "Pine St & 3rd Ave"), ("4310", "Westlake Ave N & Mercer St"), ("1932", "Pike Pl Market garage"))):
            y = 1430 + n * 170
            s.add(z, box=(63, y + 20, 300, y + 90), click=True, rid="recent_zone_number")
            s.add(a, box=(320, y + 20, 1017, y + 90), rid="recent_zone_address")
        tabs(s, "Park")
        return s

    def durations(clock: str) -> Scr:
        s = Scr(pk, clock, 66)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add("Zone 4127", box=(170, 150, 700, 240), rid="toolbar_title")
        s.add("Pine St & 3rd Ave, Seattle, WA", box=(42, 280, 1038, 340))
        s.add("How long?", box=(42, 380, 1038, 460))
        for n, (a, b) in enumerate((("30 min", "$2.00"), ("1 hr", "$4.00"), ("1 hr 30 min", "$6.00"), ("2 hr", "$8.00"))):
            y = 490 + n * 170
            s.add(a, "RB", box=(42, y, 700, y + 140), check=False, click=True, rid="duration_option")
            s.add(b, box=(760, y + 40, 1038, y + 100), rid="duration_price")
        s.add("+ $0.35 transaction fee", box=(42, 1200, 1038, 1260))
        s.add("Max stay 2 hr · Enforced Mon–Sat 8 AM–8 PM", box=(42, 1270, 1038, 1330))
        return s

    def review(clock: str) -> Scr:
        s = Scr(pk, clock, 66)
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
        s.add("Review", box=(170, 150, 700, 240), rid="toolbar_title")
        rows = [("Zone", "4127 · Pine St & 3rd Ave"), ("Vehicle", "Honda Civic · 8KXP412 (WA)"), ("Start", "9:58 AM"),
                ("End", "10:58 AM"), ("Parking", "$4.00"), ("Transaction fee", "$0.35"), ("Total", "$4.35"), ("Payment", "Visa •••• 4242")]
        for n, (a, b) in enumerate(rows):
            y = 290 + n * 130
            s.add(a, box=(42, y, 500, y + 80), rid="row_label")
            s.add(b, box=(520, y, 1038, y + 80), rid="row_value")
        s.add("Start parking", "B", box=(42, 2000, 1038, 2130), click=True, rid="primary_button")
        return s

    def active(clock: str, end: str, left: str, paid: str) -> Scr:
        s = Scr(pk, clock, 66, icons=(f"ParkMobile notification: Parking expires at {end}",))
        s.add("Active session", box=(42, 150, 700, 240), rid="toolbar_title")
        s.add("Zone 4127 · Pine St & 3rd Ave", box=(42, 290, 1038, 360), rid="session_zone")
        s.add(None, "PB", box=(240, 400, 840, 1000), desc=f"{left} left", rid="session_progress")
        s.add(left, box=(300, 620, 780, 720), rid="time_left")
        s.add(f"Expires at {end}", box=(300, 720, 780, 780), rid="expires_at")
        rows = [("Session", "#PM-88213467"), ("Vehicle", "Honda Civic · 8KXP412 (WA)"), ("Started", "9:58 AM"), ("Paid", paid)]
        for n, (a, b) in enumerate(rows):
            y = 1060 + n * 120
            s.add(a, box=(42, y, 500, y + 80), rid="row_label")
            s.add(b, box=(520, y, 1038, y + 80), rid="row_value")
        s.add("Session details", box=(42, 1560, 1038, 1630), click=True, rid="details_link")
        s.add("Extend", "B", box=(42, 1820, 520, 1950), click=True, rid="extend_button")
        s.add("Stop parking", "B", box=(560, 1820, 1038, 1950), click=True, rid="stop_button")
        tabs(s, "Sessions")
        return s

    start = home("9:57", None)
    s1 = home("9:57", "4127")
    s2 = durations("9:57")
    s3 = review("9:58")
    s4 = active("9:58", "10:58 AM", "59 min", "$4.35")
    s5 = active("9:58", "10:58 AM", "59 min", "$4.35")
    s5.add(None, "F", box=(0, 1150, 1080, 2274), rid="design_bottom_sheet", d=3)
    s5.add("Extend parking", box=(63, 1180, 1017, 1260), d=4)
    ext = [("+15 min", "until 11:13 AM", "$1.00"), ("+30 min", "until 11:38 AM", "$2.00"), ("+1 hr", "until 11:58 AM · max 2 hr", "$4.00")]
    for n, (a, b, c) in enumerate(ext):   # +30 min from 10:58 AM is 11:28 AM, not 11:38 AM
        y = 1290 + n * 180
        s5.add(a, "RB", box=(63, y, 400, y + 80), check=False, click=True, rid="extend_option", d=4)
        s5.add(b, box=(63, y + 80, 800, y + 140), rid="extend_until", d=4)
        s5.add(c, box=(820, y + 20, 1017, y + 80), rid="extend_price", d=4)
    s5.add("A $0.35 transaction fee applies to each extension.", box=(63, 1850, 1017, 1910), d=4)
    s6 = Scr(pk, "9:59", 66, icons=("ParkMobile notification: Parking expires at 10:58 AM",))
    s6.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
    s6.add("Extend parking", box=(170, 150, 700, 240), rid="toolbar_title")
    for n, (a, b) in enumerate((("Current end", "10:58 AM"), ("Extension", "+30 min"), ("New end time", "11:28 AM"),
                                ("Extension", "$2.00"), ("Transaction fee", "$0.35"), ("Total", "$2.35"), ("Payment", "Visa •••• 4242"))):
        y = 290 + n * 130
        s6.add(a, box=(42, y, 500, y + 80), rid="row_label")
        s6.add(b, box=(520, y, 1038, y + 80), rid="row_value")
    s6.add("Confirm extension", "B", box=(42, 2000, 1038, 2130), click=True, rid="primary_button")
    s7 = active("9:59", "11:28 AM", "1 hr 29 min", "$6.70")
    s8 = Scr(pk, "9:59", 66, icons=("ParkMobile notification: Parking expires at 11:28 AM",))
    s8.add(None, "IB", box=(21, 130, 147, 256), desc="Navigate up", click=True)
    s8.add("Session details", box=(170, 150, 700, 240), rid="toolbar_title")
    rows = [("Session", "#PM-88213467"), ("Zone", "4127 · Pine St & 3rd Ave, Seattle"), ("Vehicle", "Honda Civic · 8KXP412 (WA)"),
            ("Start", "Jun 12, 2024 9:58 AM"), ("End", "Jun 12, 2024 11:28 AM"), ("Duration", "1 hr 30 min"),
            ("Parking (1 hr + 30 min)", "$6.00"), ("Transaction fees (2)", "$0.70"), ("Total charged", "$6.70"), ("Payment", "Visa •••• 4242")]
    for n, (a, b) in enumerate(rows):
        y = 290 + n * 130
        s8.add(a, box=(42, y, 560, y + 80), rid="row_label")
        s8.add(b, box=(580, y, 1038, y + 80), rid="row_value")
    s8.add("Email receipt", "B", box=(42, 2000, 1038, 2130), click=True, rid="email_receipt")
    s9 = active("10:00", "11:28 AM", "1 hr 28 min", "$6.70")
    seq = [(typ(start, "Enter zone number", "4127"), s1), (click(s1, "Zone 4127"), s2), (click(s2, "1 hr"), s3),
           (click(s3, "Start parking"), s4), (click(s4, "Extend"), s5), (click(s5, "+30 min"), s6),
           (click(s6, "Confirm extension"), s7), (click(s7, "Session details"), s8), (BACK, s9)]
    run(rs, "h60-android-21", False, seq, start, bad=True, turn=5,
        kind="Extension sheet says '+30 min · until 11:38 AM' although the session shown at turn 4 expires at 10:58 AM (+30 min is 11:28 AM; +15 and +1 hr are computed right).")


# ---------------------------------------------------------------- 22 Simple SMS Messenger (clean)
def t22(rs: RowSet) -> None:
    pk = "com.simplemobiletools.smsmessenger"
    act = "com.simplemobiletools.smsmessenger.activities.MainActivity"
    reply = "Yes! 7pm at Tasca do Chico?"
    otp = ("+1 650-555-0199", "Your verification code is 731904. It expires in 10 minutes.", "10:44", True)

    def frame(clock: str, activity: str = act) -> Scr:
        s = Scr(pk, clock, 52, tree=True, activity=activity, icons=("Messages notification: 2 unread conversations",) if clock == "10:50" else ())
        s.add(None, "F", box=(0, 110, 1080, 2274), d=1)
        return s

    def convs(clock: str, rows: list[tuple[str, str, str, bool]], select: str | None = None, ask: bool = False) -> Scr:
        s = frame(clock)
        if select:
            s.add(None, "IB", box=(21, 130, 147, 256), desc="Done", click=True)
            s.add(f"1 / {len(rows)}", box=(170, 150, 400, 240), rid="action_mode_title")
            for n, d in enumerate(("Delete", "Archive", "Block number", "Mark as read", "Select all")):
                s.add(None, "IB", box=(480 + n * 110, 145, 580 + n * 110, 245), desc=d, click=True)
        else:
            s.add(None, "E", box=(42, 140, 900, 260), hint="Search", edit=True, click=True, rid="top_toolbar_search")
            s.add(None, "IB", box=(920, 145, 1020, 245), desc="More options", click=True)
        s.add(None, "R", box=(0, 280, 1080, 2274), scroll=True, rid="conversations_list")
        for n, (name, snip, date, unread) in enumerate(rows):
            y = 300 + n * 200
            s.add(None, "I", box=(42, y + 30, 162, y + 150), desc=name, d=3)
            s.add(name, box=(200, y + 30, 800, y + 95), click=True, long=True, sel=name == select, rid="conversation_address", d=3)
            s.add(snip, box=(200, y + 95, 1000, y + 160), rid="conversation_body_short", d=3)
            s.add(date, box=(820, y + 30, 1038, y + 95), rid="conversation_date", d=3)
            if unread:
                s.add(None, "V", box=(1000, y + 110, 1030, y + 140), desc="Unread", rid="unread_indicator", d=3)
        if not select:
            s.add(None, "IB", box=(870, 2050, 1017, 2197), desc="New conversation", click=True, rid="conversations_fab")
        if ask:
            s.add(None, "F", box=(84, 900, 996, 1380), rid="android:id/parentPanel", d=2)
            s.add("Are you sure you want to delete 1 conversation?", box=(147, 960, 933, 1100), rid="dialog_title", d=3)
            s.add("No", "B", box=(520, 1250, 720, 1350), click=True, rid="android:id/button2", d=3)
            s.add("Yes", "B", box=(740, 1250, 933, 1350), click=True, rid="android:id/button1", d=3)
        return s

    def thread(clock: str, draft: str | None, sent: bool) -> Scr:
        s = frame(clock, "com.simplemobiletools.smsmessenger.activities.ThreadActivity")
        s.add(None, "IB", box=(21, 130, 147, 256), desc="Back", click=True)
        s.add("Rafael Costa", box=(170, 150, 700, 240), rid="thread_toolbar_title")
        for n, d in enumerate(("Call", "Add person", "More options")):
            s.add(None, "IB", box=(700 + n * 110, 145, 800 + n * 110, 245), desc=d, click=True)
        s.add(None, "R", box=(0, 280, 1080, 2080), scroll=True, rid="thread_messages_list")
        msgs = [("Sun, Jun 9", None, None), (None, "Hey! Fancy dinner this weekend? Ines is away so I'm free", "in 19:12"),
                (None, "Sure, Saturday works for me", "out 19:30"), ("Today", None, None),
                (None, "Are we still on for Saturday?", "in 10:41")]
        if sent:
            msgs.append((None, reply, f"out {clock}"))
        y = 300
        for head, body, meta in msgs:
            if head:
                s.add(head, box=(300, y, 780, y + 60), rid="thread_date_time", d=3)
                y += 80
                continue
            assert body is not None and meta is not None
            side, t = meta.split()
            x0, x1 = (42, 800) if side == "in" else (280, 1038)
            s.add(body, box=(x0, y, x1, y + 110), long=True, rid="thread_message_body", d=3)
            s.add(t if side == "in" else f"{t} · Sent", box=(x0, y + 110, x1, y + 160), rid="thread_message_time", d=3)
            y += 190
        s.add(None, "IB", box=(21, 2110, 141, 2230), desc="Attachment", click=True, rid="thread_add_attachment")
        s.add(draft, "E", box=(160, 2100, 880, 2240), hint="Type a message…", edit=True, click=True, focus=draft is not None, rid="thread_type_message")
        s.add(None, "IB", box=(900, 2110, 1020, 2230), desc="Send", click=True, en=draft is not None, rid="thread_send_message")
        return s

    base = [otp, ("Rafael Costa", "Are we still on for Saturday?", "10:41", True), ("Mum", "Call me when you land ✈️", "Jun 11", False),
            ("Lena Fischer", "Thanks! 🙏", "Jun 10", False), ("Alte Apotheke", "Ihre Bestellung ist abholbereit. Abholnummer 5530.", "Jun 8", False)]
    after = [("Rafael Costa", reply, "10:52", False), otp] + base[2:]
    final = [r for r in after if r[0] != otp[0]]
    start = convs("10:50", base)
    s1 = thread("10:51", None, False)
    s2 = thread("10:51", reply, False)
    s3 = thread("10:52", None, True)
    s4 = convs("10:52", after)
    s5 = convs("10:53", after, select=otp[0])
    s6 = convs("10:53", after, select=otp[0], ask=True)
    s7 = convs("10:53", final)
    seq = [(click(start, "Rafael Costa"), s1), (typ(s1, "Type a message…", reply), s2), (click(s2, "Send"), s3),
           (click(s3, "Back"), s4), (lpress(s4, otp[0]), s5), (click(s5, "Delete"), s6), (click(s6, "Yes"), s7)]
    run(rs, "h60-android-22", True, seq, start)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
