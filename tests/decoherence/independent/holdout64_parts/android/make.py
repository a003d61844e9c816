# ruff: noqa: E501
"""Held-out set h64, domain android: 22 AndroidWorld trajectories (11 with one contradiction, 11 clean).

Each trajectory drives one app on a 1080x2400 Pixel emulator. Screens are printed either as AndroidWorld
``UI element N: UIElement(...)`` lines (actions address elements by index) or as an indented accessibility
tree (actions address screen coordinates). Screens are built from small per-app functions of the app's
state, so every observation follows from the actions; the labeled rows inject exactly one detail that
contradicts an earlier observation.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

W, H = 1080, 2400

_RULES = """# Format Requirements

Preserve the current screen state representation format exactly.
The predicted next screen state should follow the same representation schema, structure, and level of detail as the current screen state.
Do not rewrite the screen state into a different format or a richer internal schema.
Do not add fields, metadata, Android internals, or hidden structure unless they are explicitly present in the current screen state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

_HEAD = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action (AndroidWorld JSON action: click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait)

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

"""

SYS_UI = _HEAD + """# Screen Representation

The screen state is the AndroidWorld element list: one line per UI element, `UI element N: UIElement(text=..., content_description=..., class_name=..., bbox_pixels=BoundingBox(x_min=..., x_max=..., y_min=..., y_max=...), hint_text=..., is_checked=True, ..., package_name=..., resource_name=...)`, numbered from 0 in traversal order, status bar elements first. Fields at their default value (None, False, is_enabled=True, is_visible=True) are left out. Actions refer to elements by their `index`.

""" + _RULES

SYS_TREE = _HEAD + """# Screen Representation

The screen state is the accessibility tree of the foreground windows: one node per line, indented two spaces per depth level, written as
`<class> "<text>" desc="<content description>" id=<resource id> hint="<hint of an empty field>" [<flags>] bounds=[left,top][right,bottom]`
where empty text, description, id and hint are omitted and flags list only the true ones (clickable, long-clickable, checkable, checked, editable, focused, scrollable, selected, disabled). Actions give screen coordinates (`x`, `y`) in pixels of the 1080x2400 display.

""" + _RULES


def E(c: str, t: str | None = None, d: str | None = None, r: str | None = None,
      b: tuple[int, int, int, int] = (0, 0, W, 0), *, pkg: str | None = None, hint: str | None = None,
      click: bool = False, long: bool = False, edit: bool = False, check: bool | None = None,
      sel: bool = False, focus: bool = False, scroll: bool = False, enabled: bool = True,
      focusable: bool | None = None, dp: int = 2) -> dict[str, Any]:
    """One UI element; b is (left, top, right, bottom) in pixels, dp the depth in tree notation."""
    return {"c": c, "t": t, "d": d, "r": r, "b": b, "pkg": pkg, "hint": hint, "click": click, "long": long,
            "edit": edit, "check": check, "sel": sel, "focus": focus, "scroll": scroll, "enabled": enabled,
            "focusable": (click or edit) if focusable is None else focusable, "dp": dp}


def _cls(c: str) -> str:
    return c if "." in c else ("android.widget." + c if c not in ("View", "ViewGroup") else "android.view." + c)


def _rid(e: dict[str, Any], pkg: str) -> str | None:
    r = e["r"]
    if r is None:
        return None
    return r if ":" in r else f"{e['pkg'] or pkg}:id/{r}"


class Scr:
    """A screen: the app package, its elements, and the notation it is printed in."""

    def __init__(self, pkg: str, elems: list[dict[str, Any]], tree: bool = False) -> None:
        self.pkg, self.elems, self.tree = pkg, elems, tree

    def find(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.elems)
                if key in (e["t"], e["d"], e["r"], e["hint"]) or (e["r"] and e["r"].endswith("/" + key))]
        if len(hits) <= nth:
            raise KeyError(f"{key!r} not on screen {self.pkg}")
        return hits[nth]

    def _target(self, key: str, nth: int) -> dict[str, Any]:
        i = self.find(key, nth)
        if self.tree:
            x1, y1, x2, y2 = self.elems[i]["b"]
            return {"x": (x1 + x2) // 2, "y": (y1 + y2) // 2}
        return {"index": i}

    def click(self, key: str, nth: int = 0) -> str:
        return json.dumps({"action_type": "click", **self._target(key, nth)})

    def long_press(self, key: str, nth: int = 0) -> str:
        return json.dumps({"action_type": "long_press", **self._target(key, nth)})

    def type(self, key: str, text: str, clear: bool = False, nth: int = 0) -> str:
        extra = {"clear_text": True} if clear else {}
        return json.dumps({"action_type": "input_text", "text": text, **self._target(key, nth), **extra}, ensure_ascii=False)

    def render(self) -> str:
        return self._tree() if self.tree else self._ui()

    def _ui(self) -> str:
        out = []
        for i, e in enumerate(self.elems):
            x1, y1, x2, y2 = e["b"]
            f = []
            if e["t"] is not None:
                f.append(f"text={e['t']!r}")
            if e["d"] is not None:
                f.append(f"content_description={e['d']!r}")
            f.append(f"class_name={_cls(e['c'])!r}")
            f.append(f"bbox_pixels=BoundingBox(x_min={x1}, x_max={x2}, y_min={y1}, y_max={y2})")
            if e["hint"] is not None:
                f.append(f"hint_text={e['hint']!r}")
            for name, val in (("is_checked", bool(e["check"])), ("is_checkable", e["check"] is not None),
                              ("is_clickable", e["click"]), ("is_editable", e["edit"]), ("is_focused", e["focus"]),
                              ("is_focusable", e["focusable"]), ("is_long_clickable", e["long"]),
                              ("is_scrollable", e["scroll"]), ("is_selected", e["sel"])):
                if val:
                    f.append(f"{name}=True")
            if not e["enabled"]:
                f.append("is_enabled=False")
            f.append(f"package_name={(e['pkg'] or self.pkg)!r}")
            rid = _rid(e, self.pkg)
            if rid:
                f.append(f"resource_name={rid!r}")
            out.append(f"UI element {i}: UIElement({', '.join(f)})")
        return "\n".join(out)

    def _tree(self) -> str:
        out = []
        for e in self.elems:
            x1, y1, x2, y2 = e["b"]
            parts = [_cls(e["c"])]
            if e["t"]:
                parts.append(json.dumps(e["t"], ensure_ascii=False))
            if e["d"]:
                parts.append("desc=" + json.dumps(e["d"], ensure_ascii=False))
            rid = _rid(e, self.pkg)
            if rid:
                parts.append("id=" + rid)
            if e["hint"] and not e["t"]:
                parts.append("hint=" + json.dumps(e["hint"], ensure_ascii=False))
            flags = [n for n, v in (("clickable", e["click"]), ("long-clickable", e["long"]),
                                    ("checkable", e["check"] is not None), ("checked", bool(e["check"])),
                                    ("editable", e["edit"]), ("focused", e["focus"]), ("scrollable", e["scroll"]),
                                    ("selected", e["sel"]), ("disabled", not e["enabled"])) if v]
            if flags:
                parts.append("[" + ", ".join(flags) + "]")
            parts.append(f"bounds=[{x1},{y1}][{x2},{y2}]")
            out.append("  " * e["dp"] + " ".join(parts))
        return "\n".join(out)


SYSUI = "com.android.systemui"


def status(clock: str, batt: int, wifi: str | None = "Wifi signal full.", extra: tuple[str, ...] = (), tree: bool = False) -> list[dict[str, Any]]:
    """The status bar: clock, notification icons, connectivity and battery."""
    els = [E("TextView", clock, None, "clock", (66, 31, 172, 94), pkg=SYSUI, dp=1)]
    x = 190
    for n in extra:
        els.append(E("ImageView", None, n, None, (x, 36, x + 52, 88), pkg=SYSUI, dp=1))
        x += 60
    if wifi:
        els.append(E("ImageView", None, wifi, "wifi_signal", (872, 36, 924, 88), pkg=SYSUI, dp=1))
    els.append(E("ImageView", None, "Phone two bars.", "mobile_signal", (930, 36, 972, 88), pkg=SYSUI, dp=1))
    els.append(E("TextView", None, f"Battery {batt} percent.", "battery", (980, 36, 1040, 88), pkg=SYSUI, dp=1))
    return els


def root(pkg: str) -> list[dict[str, Any]]:
    """Tree-notation window roots."""
    return [E("FrameLayout", None, None, None, (0, 0, W, H), pkg=pkg, dp=0),
            E("FrameLayout", None, None, "android:id/content", (0, 128, W, H), pkg=pkg, dp=1)]


class Traj:
    """Collects (action, observation) turns, deriving each action from the screen it acts on."""

    def __init__(self, start: Scr) -> None:
        self.start = start
        self.cur = start
        self.turns: list[tuple[str, str]] = []

    def step(self, action: str, nxt: Scr) -> None:
        self.turns.append((action, nxt.render()))
        self.cur = nxt


def act(kind: str, **kw: Any) -> str:
    return json.dumps({"action_type": kind, **kw}, ensure_ascii=False)


def ystack(y0: int, h: int, n: int) -> list[tuple[int, int]]:
    return [(y0 + i * h, y0 + (i + 1) * h) for i in range(n)]


def sitem(y: int, title: str, summary: str | None = None, *, switch: bool | None = None, rid: str | None = None,
          dp: int = 4) -> tuple[list[dict[str, Any]], int]:
    """A preference row: clickable container, title, optional summary and switch."""
    h = 190 if summary else 150
    els = [E("LinearLayout", None, None, rid, (0, y, W, y + h), click=True, dp=dp),
           E("TextView", title, None, "android:id/title", (189, y + 36, 870, y + 95), dp=dp + 1)]
    if summary:
        els.append(E("TextView", summary, None, "android:id/summary", (189, y + 95, 870, y + 150), dp=dp + 1))
    if switch is not None:
        els.append(E("Switch", "ON" if switch else "OFF", None, "switch_widget", (900, y + h // 2 - 40, 1038, y + h // 2 + 40),
                     check=switch, click=True, dp=dp + 1))
    return els, y + h


def stack_items(y: int, specs: list[tuple[Any, ...]], **kw: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for spec in specs:
        title, summary, *rest = spec
        els, y = sitem(y, title, summary, switch=rest[0] if rest else None, **kw)
        out += els
    return out


# ---------------------------------------------------------------- 01 Settings (clean)
def t01(rs: RowSet) -> None:
    P = "com.android.settings"

    def top(clock: str, batt: int, wifi: bool, title: str) -> list[dict[str, Any]]:
        return status(clock, batt, "Wifi signal full." if wifi else None) + [
            E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
            E("TextView", title, None, "collapsing_toolbar", (63, 420, 1017, 560)),
            E("RecyclerView", None, None, "recycler_view", (0, 600, W, H), scroll=True)]

    def main(clock: str, batt: int) -> Scr:
        els = status(clock, batt) + [
            E("TextView", "Settings", None, "homepage_title", (63, 270, 1017, 420)),
            E("LinearLayout", "Search settings", None, "search_action_bar", (42, 470, 1038, 610), click=True),
            E("ImageView", None, "Profile picture, double tap to open Google Account", "account_avatar", (892, 478, 1020, 602), click=True),
            E("RecyclerView", None, None, "main_content_scrollable_container", (0, 640, W, H), scroll=True)]
        els += stack_items(640, [("Network & internet", "Mobile, Wi‑Fi, hotspot"),
                                 ("Connected devices", "Bluetooth, pairing"),
                                 ("Apps", "Assistant, recent apps, default apps"),
                                 ("Notifications", "Notification history, conversations"),
                                 ("Battery", f"{batt}% - Until about 11:30 PM"),
                                 ("Storage", "41% used - 37.82 GB free"),
                                 ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                                 ("Display", "Dark theme, font size, brightness"),
                                 ("Wallpaper & style", "Colors, themed icons, app grid")])
        return Scr(P, els)

    def net(clock: str, batt: int) -> Scr:
        els = top(clock, batt, True, "Network & internet")
        els += stack_items(600, [("Internet", "AndroidWifi"), ("Calls & SMS", "T-Mobile"), ("SIMs", "T-Mobile"),
                                 ("Airplane mode", None, False), ("Hotspot & tethering", "Off"), ("Data Saver", "Off"),
                                 ("VPN", "None"), ("Private DNS", "Automatic"), ("Adaptive connectivity", None)])
        return Scr(P, els)

    def internet(clock: str, batt: int, wifi: str, nets: list[tuple[str, str]], usage: str) -> Scr:
        els = top(clock, batt, wifi == "connected", "Internet")
        y = 600
        specs: list[tuple[Any, ...]] = [("T-Mobile", "Connected" if wifi != "connected" else "Mobile data won't auto-connect while Wi‑Fi is on"),
                                        ("Wi‑Fi", None, wifi != "off")]
        els += stack_items(y, specs)
        y += 190 + 150
        if wifi == "off":
            els.append(E("TextView", "To improve location accuracy, apps and services can still scan for Wi‑Fi networks at any time, even when Wi‑Fi is off. You can change this in Wi‑Fi scanning settings.", None, "android:id/title", (189, y + 30, 1017, y + 260), dp=4))
            y += 290
        else:
            for name, summ in nets:
                its, y = sitem(y, name, summ or None)
                its.append(E("ImageView", None, "Wifi signal full." if name == "AndroidWifi" else ("Wifi two bars." if name != "DIRECT-roku-842" else "Wifi one bar."), "android:id/icon", (63, its[0]["b"][1] + 40, 126, its[0]["b"][1] + 103), dp=5))
                els += its
            els += stack_items(y, [("Add network", None)])
            y += 150
        els += stack_items(y, [("Network preferences", "Wi‑Fi doesn't turn back on automatically"),
                               ("Saved networks", "3 networks"),
                               ("Non-carrier data usage", f"{usage} used Mar 1 – Mar 31")])
        return Scr(P, els)

    def details(clock: str, batt: int) -> Scr:
        els = top(clock, batt, True, "AndroidWifi")
        els += [E("TextView", "Connected", None, "entity_header_summary", (63, 560, 1017, 600), dp=4),
                E("Button", "Forget", None, "button1", (40, 620, 380, 760), click=True, dp=4),
                E("Button", "Disconnect", None, "button2", (380, 620, 720, 760), click=True, dp=4),
                E("Button", "Share", None, "button3", (720, 620, 1040, 760), click=True, dp=4)]
        els += stack_items(780, [("Network usage", "198 MB used Mar 1 – Mar 31"), ("Metered", "Detect automatically"),
                                 ("Privacy", "Use randomized MAC"), ("Signal strength", "Excellent"),
                                 ("Frequency", "2.4 GHz"), ("Security", "None"),
                                 ("Randomized MAC address", "4a:71:c2:9e:03:5d"), ("IP address", "10.0.2.16"),
                                 ("Gateway", "10.0.2.2"), ("Subnet mask", "255.255.255.0"), ("DNS", "10.0.2.3")])
        return Scr(P, els)

    nets1 = [("AndroidWifi", "Connected"), ("Lakeside-5G", "Saved"), ("NETGEAR47", ""), ("HP-Print-3A-LaserJet", "")]
    nets_c = [("AndroidWifi", "Connecting…"), ("Lakeside-5G", "Saved"), ("HP-Print-3A-LaserJet", ""), ("NETGEAR47", "")]
    nets2 = [("AndroidWifi", "Connected"), ("NETGEAR47", ""), ("Lakeside-5G", "Saved"), ("HP-Print-3A-LaserJet", ""), ("DIRECT-roku-842", "")]
    tr = Traj(main("9:41", 78))
    tr.step(tr.cur.click("Network & internet"), net("9:41", 78))
    tr.step(tr.cur.click("Internet"), internet("9:41", 78, "connected", nets1, "212 MB"))
    tr.step(tr.cur.click("Wi‑Fi"), internet("9:42", 78, "off", [], "212 MB"))
    tr.step(tr.cur.click("Wi‑Fi"), internet("9:42", 78, "connecting", nets_c, "212 MB"))
    tr.step(act("wait"), internet("9:42", 78, "connected", nets2, "213 MB"))
    tr.step(tr.cur.click("AndroidWifi"), details("9:43", 77))
    tr.step(act("navigate_back"), internet("9:43", 77, "connected", nets2, "213 MB"))
    tr.step(act("navigate_back"), net("9:44", 77))
    rs.add("android", "h64-android-01", SYS_UI, tr.turns, state=tr.start.render())


def hsize(n: int) -> str:
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


# ---------------------------------------------------------------- 02 Markor (contradiction)
def t02(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    todo0 = ("(A) 2024-03-09 Call Dr. Hanley's office re: referral +health\n"
             "(B) 2024-03-10 Book dentist for 14 March @phone +health\n"
             "2024-03-10 Renew library card @town\n"
             "x 2024-03-08 2024-03-05 Pay water bill $63.20 +house\n"
             "(C) 2024-03-11 Order replacement filter FLT-2290 +house\n"
             "2024-03-11 Send Ingrid the spare key photos +house")
    added = "\n2024-03-12 Email Priya the Q1 draft +work"
    todo1 = todo0 + added
    files0 = [("archive", "Folder · 14 items", None), ("grocery_list.md", "Mar 10, 2024 18:22", 214),
              ("meeting_2024-03-11.md", "Mar 11, 2024 16:40", 1338), ("project_ideas.md", "Feb 27, 2024 21:05", 688),
              ("reading_log.txt", "Mar 3, 2024 22:17", 402), ("todo.txt", "Mar 11, 2024 09:12", len(todo0.encode()))]

    def browser(clock: str, files: list[tuple[str, str, int | None]], selected: str | None = None) -> Scr:
        els = status(clock, 64)
        if selected:
            els += [E("ImageButton", None, "Done", None, (0, 150, 147, 297), click=True),
                    E("TextView", "1", None, "action_bar_title", (189, 190, 400, 260)),
                    E("TextView", None, "Select all", "action_mode_select_all", (660, 160, 786, 286), click=True),
                    E("TextView", None, "Delete", "action_delete_selected_items", (786, 160, 912, 286), click=True),
                    E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True)]
        else:
            els += [E("TextView", "Markor", None, "toolbar_title", (63, 190, 600, 260)),
                    E("TextView", None, "Search", "action_search", (786, 160, 912, 286), click=True),
                    E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True)]
        els += [E("TextView", "/storage/emulated/0/Documents/Markor", None, "ui__filesystem_dialog__current_folder", (42, 300, 1038, 360)),
                E("RecyclerView", None, None, "ui__filesystem_dialog__recycler_view", (0, 370, W, 2130), scroll=True)]
        y = 370
        for name, when, size in files:
            desc = when if size is None else f"{when} · {hsize(size)}"
            els += [E("LinearLayout", None, None, "ui__filesystem_item__root", (0, y, W, y + 176), click=True, long=True, sel=name == selected),
                    E("ImageView", None, "Folder" if size is None else "File", "ui__filesystem_item__image", (42, y + 38, 142, y + 138)),
                    E("TextView", name, None, "ui__filesystem_item__title", (180, y + 30, 1038, y + 95)),
                    E("TextView", desc, None, "ui__filesystem_item__description", (180, y + 95, 1038, y + 146))]
            y += 176
        if not selected:
            els.append(E("ImageButton", None, "Create a new file", "fab_add_new_item", (870, 1920, 1038, 2088), click=True))
        els += [E("FrameLayout", None, "Files", "nav_notebook", (0, 2130, 270, 2274), click=True, sel=True),
                E("FrameLayout", None, "To-Do", "nav_todo", (270, 2130, 540, 2274), click=True),
                E("FrameLayout", None, "QuickNote", "nav_quicknote", (540, 2130, 810, 2274), click=True),
                E("FrameLayout", None, "More", "nav_more", (810, 2130, W, 2274), click=True)]
        return Scr(P, els)

    def editor(clock: str, text: str, focus: bool) -> Scr:
        els = status(clock, 64) + [
            E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
            E("TextView", "todo", None, "toolbar_title", (189, 190, 520, 260)),
            E("TextView", None, "Undo", "action_undo", (534, 160, 660, 286), click=True, enabled=focus),
            E("TextView", None, "Save", "action_save", (660, 160, 786, 286), click=True),
            E("TextView", None, "View mode", "action_preview", (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("ScrollView", None, None, "document__fragment__edit__content_editor__scrolling_parent", (0, 297, W, 2130), scroll=True),
            E("EditText", text, None, "document__fragment__edit__highlighting_editor", (0, 297, W, 1180), edit=True, focus=focus, long=True),
            E("HorizontalScrollView", None, None, "document__fragment__edit__textmodule_actions_bar__scrolling_parent", (0, 2130, W, 2274), scroll=True),
            E("ImageView", None, "Toggle done", None, (0, 2130, 135, 2274), click=True),
            E("ImageView", None, "Set priority", None, (135, 2130, 270, 2274), click=True),
            E("ImageView", None, "Insert date", None, (270, 2130, 405, 2274), click=True),
            E("ImageView", None, "Add context", None, (405, 2130, 540, 2274), click=True),
            E("ImageView", None, "Add project", None, (540, 2130, 675, 2274), click=True),
            E("ImageView", None, "Archive done tasks", None, (675, 2130, 810, 2274), click=True)]
        return Scr(P, els)

    files1 = [f if f[0] != "todo.txt" else ("todo.txt", "Mar 12, 2024 10:04", len(todo1.encode())) for f in files0]
    files2 = [f for f in files1 if f[0] != "project_ideas.md"]
    tr = Traj(browser("10:03", files0))
    tr.step(tr.cur.click("todo.txt"), editor("10:03", todo0, False))
    tr.step(tr.cur.type("document__fragment__edit__highlighting_editor", added), editor("10:04", todo1, True))
    tr.step(tr.cur.click("Save"), editor("10:04", todo1, True))
    tr.step(act("navigate_back"), browser("10:04", files1))
    tr.step(tr.cur.click("todo.txt"), editor("10:05", todo1.replace("for 14 March", "for 15 March"), False))
    tr.step(act("navigate_back"), browser("10:05", files1))
    tr.step(tr.cur.long_press("project_ideas.md"), browser("10:05", files1, selected="project_ideas.md"))
    dlg = Scr(P, status("10:05", 64) + [
        E("FrameLayout", None, None, "android:id/content", (84, 900, 996, 1420)),
        E("TextView", "Delete", None, "alertTitle", (147, 960, 933, 1030)),
        E("TextView", "Do you really want to delete this file?\n\nproject_ideas.md", None, "android:id/message", (147, 1060, 933, 1230)),
        E("Button", "CANCEL", None, "android:id/button2", (560, 1270, 740, 1390), click=True),
        E("Button", "OK", None, "android:id/button1", (760, 1270, 933, 1390), click=True)])
    tr.step(tr.cur.click("Delete"), dlg)
    tr.step(tr.cur.click("OK"), browser("10:06", files2))
    rs.add("android", "h64-android-02", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=5,
           kind="Reopened todo.txt shows the dentist line as 'Book dentist for 15 March' though turn 1-3 showed '14 March' and only a new line was appended.")


def dialog(pkg: str, sb: list[dict[str, Any]], title: str | None, message: str | None, buttons: list[str],
           field: str | None = None, hint: str | None = None, focus: bool = False, tree: bool = False) -> Scr:
    """A centered AlertDialog (title, message or one text field, buttons right-aligned)."""
    els = sb + [E("FrameLayout", None, None, "android:id/content", (84, 880, 996, 1460), pkg=pkg, dp=1)]
    if tree:
        els.insert(len(sb), E("FrameLayout", None, None, None, (84, 880, 996, 1460), pkg=pkg, dp=0))
    if title:
        els.append(E("TextView", title, None, "android:id/alertTitle", (147, 940, 933, 1010), pkg=pkg))
    if message:
        els.append(E("TextView", message, None, "android:id/message", (147, 1040, 933, 1230), pkg=pkg))
    if field is not None:
        els.append(E("EditText", field or None, None, "edit_text", (147, 1060, 933, 1200), pkg=pkg, hint=hint, edit=True,
                     focus=focus, long=True))
    ids = ["android:id/button1", "android:id/button2", "android:id/button3"][:len(buttons)][::-1]
    x = 933 - sum(60 + 26 * len(b) for b in buttons) - 20 * (len(buttons) - 1)
    for b, rid in zip(buttons, ids):
        w = 60 + 26 * len(b)
        els.append(E("Button", b, None, rid, (x, 1290, x + w, 1410), pkg=pkg, click=True))
        x += w + 20
    return Scr(pkg, els, tree=tree)


# ---------------------------------------------------------------- 03 Files by Google (contradiction)
def t03(rs: RowSet) -> None:
    P = "com.google.android.apps.nbu.files"
    f0 = [("boarding_pass_LH1234.pdf", "184 kB, Mar 11"), ("IMG_20240310_181522.jpg", "3.42 MB, Mar 10"),
          ("setup_v2.1.apk", "48.6 MB, Mar 9"), ("Screenshot_20240309-210244.png", "1.12 MB, Mar 9"),
          ("statement_2024-02.pdf", "512 kB, Mar 6"), ("lease_renewal_signed.pdf", "2.31 MB, Feb 28"),
          ("playlist_export.csv", "6.1 kB, Feb 21"), ("Resume_ALopez_2024.docx", "38 kB, Feb 19")]

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 53)

    def browse(clock: str, files: list[tuple[str, str]], selected: str | None = None, snack: str | None = None) -> Scr:
        els = sb(clock)
        if selected:
            els += [E("ImageButton", None, "Clear selection", None, (0, 150, 147, 297), click=True),
                    E("TextView", "1 selected", None, "selection_title", (189, 190, 600, 260)),
                    E("Button", None, "Share", "share_action", (660, 160, 786, 286), click=True),
                    E("Button", None, "Delete", "delete_action", (786, 160, 912, 286), click=True),
                    E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True)]
        else:
            els += [E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
                    E("TextView", "Downloads", None, "toolbar_title", (189, 190, 700, 260)),
                    E("Button", None, "Search", "search_action", (786, 160, 912, 286), click=True),
                    E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True)]
        els += [E("Button", "Date modified", "Sort by Date modified", "sort_chip", (42, 310, 380, 400), click=True),
                E("ImageButton", None, "Switch to grid view", "view_mode_toggle", (912, 310, 1038, 400), click=True),
                E("RecyclerView", None, None, "file_list", (0, 420, W, 2274), scroll=True)]
        y = 420
        for name, info in files:
            els += [E("LinearLayout", None, None, "file_item", (0, y, W, y + 200), click=True, long=True, sel=name == selected),
                    E("ImageView", None, None, "thumbnail", (42, y + 40, 162, y + 160)),
                    E("TextView", name, None, "file_name", (200, y + 45, 900, y + 105)),
                    E("TextView", info, None, "file_info", (200, y + 105, 900, y + 155))]
            if selected:
                els.append(E("CheckBox", None, None, "selection_checkbox", (930, y + 60, 1010, y + 140), check=name == selected, click=True))
            y += 200
        if snack:
            els += [E("TextView", snack, None, "snackbar_text", (42, 2150, 760, 2250)),
                    E("Button", "Undo", None, "snackbar_action", (800, 2150, 1038, 2250), click=True)]
        return Scr(P, els)

    f1 = [f for f in f0 if f[0] != "setup_v2.1.apk"]
    f2 = [("bank_statement_feb2024.pdf", i) if n == "statement_2024-02.pdf" else (n, i) for n, i in f1]
    bad = f2[:2] + [("setup_v2.1.apk", "48.6 MB, Mar 9")] + f2[2:]
    tr = Traj(browse("14:20", f0))
    tr.step(tr.cur.long_press("setup_v2.1.apk"), browse("14:20", f0, "setup_v2.1.apk"))
    tr.step(tr.cur.click("Delete"), dialog(P, sb("14:20"), "Move 1 file to Trash?", "You can restore files in Trash for 30 days. After that, they're permanently deleted.", ["Cancel", "Move to Trash"]))
    tr.step(tr.cur.click("Move to Trash"), browse("14:21", f1, snack="1 file moved to Trash"))
    tr.step(tr.cur.long_press("statement_2024-02.pdf"), browse("14:21", f1, "statement_2024-02.pdf"))
    menu = browse("14:21", f1, "statement_2024-02.pdf")
    menu.elems += [E("ListView", None, None, None, (560, 170, 1060, 1030))]
    for i, m in enumerate(["Select all", "Copy to", "Move to", "Rename", "Add to Favorites", "File info", "Open with"]):
        menu.elems.append(E("TextView", m, None, "android:id/title", (600, 190 + i * 120, 1040, 300 + i * 120), click=True))
    tr.step(tr.cur.click("More options"), menu)
    tr.step(tr.cur.click("Rename"), dialog(P, sb("14:21"), "Rename", None, ["Cancel", "OK"], field="statement_2024-02.pdf", focus=True))
    tr.step(tr.cur.type("edit_text", "bank_statement_feb2024.pdf", clear=True),
            dialog(P, sb("14:22"), "Rename", None, ["Cancel", "OK"], field="bank_statement_feb2024.pdf", focus=True))
    tr.step(tr.cur.click("OK"), browse("14:22", bad))
    viewer = Scr(P, sb("14:22") + [
        E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
        E("TextView", "bank_statement_feb2024.pdf", None, "toolbar_title", (189, 190, 780, 260)),
        E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
        E("View", None, "Page 1 of 4", "pdf_page", (0, 320, W, 1720), scroll=True),
        E("TextView", "Northbridge Credit Union — Monthly Statement", None, None, (90, 420, 990, 480)),
        E("TextView", "Statement period: Feb 1, 2024 – Feb 29, 2024", None, None, (90, 500, 990, 550)),
        E("TextView", "Account ending 4471", None, None, (90, 570, 990, 620)),
        E("TextView", "1 / 4", None, "page_indicator", (900, 1750, 1040, 1810))])
    tr.step(tr.cur.click("bank_statement_feb2024.pdf"), viewer)
    rs.add("android", "h64-android-03", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=8,
           kind="setup_v2.1.apk, moved to Trash at turn 3 and absent from the list since, is back in Downloads after the rename.")


def tstatus(clock: str, batt: int, **kw: Any) -> list[dict[str, Any]]:
    """Status bar window for tree notation."""
    return [E("FrameLayout", None, None, "status_bar", (0, 0, W, 128), pkg=SYSUI, dp=0)] + status(clock, batt, **kw)


# ---------------------------------------------------------------- 04 Joplin (clean, tree)
def t04(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    body0 = ("# Weekend loaf\n\n"
             "- Levain: 50 g starter + 50 g flour + 50 g water, Fri 9:00 PM\n"
             "- Mix: Sat 9:00 AM — 500 g flour (450 bread, 50 whole wheat), 375 g water, 10 g salt\n"
             "- Bulk: 4–5 h at 24 °C, 4 sets of stretch & fold every 30 min\n"
             "- Shape, then cold retard overnight in the fridge\n"
             "- Bake Sun: 250 °C lid on 20 min, 230 °C lid off 25 min")
    extra = "\n- Dust the banneton with rice flour"
    notes0 = ["Trip packing list", "Q2 OKR draft", "Sourdough schedule", "Book notes: The Overstory",
              "Apartment move checklist", "Gift ideas 2024", "Wi-Fi & router settings", "Dentist insurance claim"]

    def base(clock: str) -> list[dict[str, Any]]:
        return tstatus(clock, 81) + root(P) + [E("ViewGroup", None, None, None, (0, 128, W, H), dp=2)]

    def lst(clock: str, notes: list[str], selected: str | None = None) -> Scr:
        els = base(clock) + [E("ViewGroup", None, None, None, (0, 128, W, 290), dp=3)]
        if selected:
            els += [E("Button", None, "Cancel selection", None, (0, 150, 140, 270), click=True, dp=4),
                    E("TextView", "1", None, None, (160, 175, 400, 245), dp=4),
                    E("Button", None, "Move to notebook", None, (660, 150, 780, 270), click=True, dp=4),
                    E("Button", None, "Duplicate", None, (780, 150, 900, 270), click=True, dp=4),
                    E("Button", None, "Delete", None, (900, 150, 1040, 270), click=True, dp=4)]
        else:
            els += [E("Button", None, "Sidebar", None, (0, 150, 140, 270), click=True, dp=4),
                    E("TextView", "All notes", None, None, (160, 175, 700, 245), dp=4),
                    E("Button", None, "Search", None, (780, 150, 900, 270), click=True, dp=4),
                    E("Button", None, "Options", None, (900, 150, 1040, 270), click=True, dp=4)]
        els.append(E("ScrollView", None, None, None, (0, 290, W, 2274), scroll=True, dp=3))
        els.append(E("ViewGroup", None, None, None, (0, 290, W, 290 + 140 * len(notes)), dp=4))
        for i, n in enumerate(notes):
            y = 290 + 140 * i
            els += [E("ViewGroup", None, None, None, (0, y, W, y + 140), click=True, long=True, sel=n == selected, dp=5),
                    E("TextView", n, None, None, (42, y + 40, 1038, y + 100), dp=6)]
        if not selected:
            els.append(E("Button", None, "Add new", None, (870, 2080, 1038, 2248), click=True, dp=3))
        return Scr(P, els, tree=True)

    def header(edit: bool) -> list[dict[str, Any]]:
        els = [E("ViewGroup", None, None, None, (0, 128, W, 290), dp=3),
               E("Button", None, "Back", None, (0, 150, 140, 270), click=True, dp=4)]
        if edit:
            els += [E("Button", None, "Undo", None, (540, 150, 660, 270), click=True, dp=4),
                    E("Button", None, "Redo", None, (660, 150, 780, 270), click=True, enabled=False, dp=4),
                    E("Button", None, "Save", None, (780, 150, 900, 270), click=True, dp=4)]
        else:
            els += [E("Button", None, "Attach", None, (540, 150, 660, 270), click=True, dp=4),
                    E("Button", None, "Edit", None, (780, 150, 900, 270), click=True, dp=4)]
        return els + [E("Button", None, "Actions", None, (900, 150, 1040, 270), click=True, dp=4)]

    def view(clock: str, title: str, body: str) -> Scr:
        els = base(clock) + header(False) + [
            E("EditText", title, None, None, (42, 300, 1038, 400), edit=True, long=True, dp=3),
            E("WebView", None, None, None, (0, 420, W, 2274), scroll=True, dp=3)]
        y = 450
        for line in body.split("\n"):
            if not line:
                continue
            txt = line[2:] if line.startswith(("# ", "- ")) else line
            h = 100 if line.startswith("# ") else 110
            els.append(E("View" if line.startswith("- ") else "TextView", txt, None, None, (60, y, 1020, y + h), dp=4))
            y += h
        return Scr(P, els, tree=True)

    def edit(clock: str, title: str, body: str, focus: str) -> Scr:
        els = base(clock) + header(True) + [
            E("EditText", title, None, None, (42, 300, 1038, 400), edit=True, long=True, focus=focus == "title", dp=3),
            E("EditText", body, None, None, (42, 420, 1038, 1500), edit=True, long=True, focus=focus == "body", dp=3)]
        return Scr(P, els, tree=True)

    notes1 = ["Sourdough schedule (weekend)"] + [n for n in notes0 if n != "Sourdough schedule"]
    notes2 = [n for n in notes1 if n != "Q2 OKR draft"]
    tr = Traj(lst("8:44", notes0))
    tr.step(tr.cur.click("Sourdough schedule"), view("8:44", "Sourdough schedule", body0))
    tr.step(tr.cur.click("Edit"), edit("8:45", "Sourdough schedule", body0, "body"))
    tr.step(tr.cur.type(tr.cur.elems[-1]["t"], extra), edit("8:45", "Sourdough schedule", body0 + extra, "body"))
    tr.step(tr.cur.type("Sourdough schedule", "Sourdough schedule (weekend)", clear=True),
            edit("8:46", "Sourdough schedule (weekend)", body0 + extra, "title"))
    tr.step(tr.cur.click("Save"), view("8:46", "Sourdough schedule (weekend)", body0 + extra))
    tr.step(tr.cur.click("Back"), lst("8:46", notes1))
    tr.step(tr.cur.long_press("Q2 OKR draft"), lst("8:47", notes1, "Q2 OKR draft"))
    tr.step(tr.cur.click("Delete"), dialog(P, tstatus("8:47", 81), None, "Delete note \"Q2 OKR draft\"?", ["Cancel", "OK"], tree=True))
    tr.step(tr.cur.click("OK"), lst("8:47", notes2))
    rs.add("android", "h64-android-04", SYS_TREE, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 05 Clock (clean)
def t05(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    tabs = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]

    def sb(clock: str, next_alarm: str, sw: bool) -> list[dict[str, Any]]:
        extra = ("Clock notification: Stopwatch",) if sw else ()
        els = status(clock, 88, extra=extra)
        els.insert(len(els) - 3, E("ImageView", None, f"Alarm set for {next_alarm}.", "alarm", (810, 36, 862, 88), pkg=SYSUI))
        return els

    def tabbar(active: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", None, t, "tab_menu_" + t.lower(), (i * 216, 2150, (i + 1) * 216, 2274), click=True, sel=t == active)
                for i, t in enumerate(tabs)] + [E("TextView", t, None, "navigation_bar_item_large_label_view" if t == active else "navigation_bar_item_small_label_view", (i * 216 + 20, 2220, (i + 1) * 216 - 20, 2266)) for i, t in enumerate(tabs)]

    def alarms(s: list[dict[str, Any]], items: list[tuple[str, str, str | None, bool]], expanded: str | None = None,
               snack: str | None = None) -> Scr:
        els = s + [E("TextView", "Alarm", None, "action_bar_title", (63, 190, 600, 280)),
                   E("ImageButton", None, "More options", None, (912, 160, 1038, 286), click=True),
                   E("RecyclerView", None, None, "alarm_recycler_view", (0, 300, W, 2150), scroll=True)]
        y = 320
        for t, days, label, on in items:
            h = 820 if t == expanded else 300
            els += [E("FrameLayout", None, None, "alarm_item", (30, y, 1050, y + h), click=True)]
            if label:
                els.append(E("TextView", label, None, "edit_label", (80, y + 20, 700, y + 70), click=t == expanded))
            els += [E("TextView", t, None, "digital_clock", (80, y + 70, 600, y + 190), click=True),
                    E("Switch", "ON" if on else "OFF", None, "onoff", (880, y + 100, 1010, y + 170), check=on, click=True)]
            if t == expanded:
                els += [E("CheckBox", None, None, "repeat_onoff", (80, y + 220, 160, y + 300), check=True, click=True),
                        E("TextView", "Repeat", None, None, (170, y + 230, 500, y + 290))]
                for i, (lt, full) in enumerate(zip("SMTWTFS", ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])):
                    els.append(E("ToggleButton", lt, full, "day_button_" + str(i), (80 + i * 130, y + 320, 190 + i * 130, y + 430), check=True, click=True))
                els += [E("TextView", "Default (Cesium)", "Ringtone Default (Cesium)", "choose_ringtone", (80, y + 460, 700, y + 540), click=True),
                        E("CheckBox", "Vibrate", None, "vibrate_onoff", (80, y + 560, 500, y + 640), check=True, click=True),
                        E("TextView", "Google Assistant Routine", None, "assistant_routine", (80, y + 650, 800, y + 720), click=True),
                        E("Button", "Delete", None, "delete", (80, y + 730, 400, y + 800), click=True),
                        E("ImageButton", None, "Collapse alarm", "arrow", (940, y + 20, 1030, y + 90), click=True)]
            else:
                els += [E("TextView", days, None, "days_of_week", (80, y + 200, 700, y + 260)),
                        E("ImageButton", None, "Expand alarm", "arrow", (940, y + 20, 1030, y + 90), click=True)]
            y += h + 30
        els.append(E("ImageButton", None, "Add alarm", "fab", (430, 1920, 650, 2110), click=True))
        if snack:
            els += [E("TextView", snack, None, "snackbar_text", (42, 1780, 800, 1900))]
            if snack == "Alarm deleted":
                els.append(E("Button", "Undo", None, "snackbar_action", (820, 1780, 1038, 1900), click=True))
        return Scr(P, els + tabbar("Alarm"))

    def stopwatch(s: list[dict[str, Any]], t: str, state: str, laps: list[tuple[str, str, str]]) -> Scr:
        els = s + [E("TextView", "Stopwatch", None, "action_bar_title", (63, 190, 600, 280)),
                   E("ImageButton", None, "More options", None, (912, 160, 1038, 286), click=True),
                   E("TextView", t, None, "stopwatch_time_text", (140, 500, 940, 760))]
        if laps:
            els.append(E("RecyclerView", None, None, "laps_list", (0, 880, W, 1700), scroll=True))
            for i, (n, lap, tot) in enumerate(laps):
                y = 900 + i * 110
                els += [E("TextView", n, None, "lap_number", (120, y, 300, y + 90)),
                        E("TextView", lap, None, "lap_time", (380, y, 680, y + 90)),
                        E("TextView", tot, None, "lap_total", (720, y, 1000, y + 90))]
        if state == "idle":
            els.append(E("ImageButton", None, "Start", "fab", (430, 1900, 650, 2110), click=True))
        elif state == "running":
            els += [E("Button", None, "Lap", "left_button", (150, 1940, 350, 2070), click=True),
                    E("ImageButton", None, "Pause", "fab", (430, 1900, 650, 2110), click=True)]
        else:
            els += [E("Button", None, "Reset", "left_button", (150, 1940, 350, 2070), click=True),
                    E("ImageButton", None, "Start", "fab", (430, 1900, 650, 2110), click=True)]
        return Scr(P, els + tabbar("Stopwatch"))

    def timer(s: list[dict[str, Any]]) -> Scr:
        els = s + [E("TextView", "Timer", None, "action_bar_title", (63, 190, 600, 280)),
                   E("ImageButton", None, "More options", None, (912, 160, 1038, 286), click=True),
                   E("TextView", "00h 00m 00s", "0 hours, 0 minutes, 0 seconds", "timer_setup_time", (140, 420, 940, 600)),
                   E("ImageButton", None, "Delete", "timer_setup_delete", (880, 460, 1000, 560), click=True, enabled=False)]
        for i, d in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]):
            r, c = divmod(i if i < 9 else i + 1, 3)
            els.append(E("Button", d, None, f"timer_setup_digit_{d}", (150 + c * 280, 700 + r * 250, 370 + c * 280, 920 + r * 250), click=True))
        return Scr(P, els + tabbar("Timer"))

    a0 = [("6:30 AM", "Mon, Tue, Wed, Thu, Fri", "Gym", True), ("7:45 AM", "Sat, Sun", None, False),
          ("10:00 PM", "Every day", "Take meds", True)]
    a1 = [a0[0], ("7:45 AM", "Sat, Sun", None, True), a0[2]]
    a2 = a1[:2]
    tue, wed = "Tuesday 10:00 PM", "Wednesday 6:30 AM"
    tr = Traj(alarms(sb("8:12", tue, False), a0))
    tr.step(tr.cur.click("onoff", 1), alarms(sb("8:12", tue, False), a1, snack="Alarm set for 3 days, 23 hours, and 33 minutes from now."))
    tr.step(tr.cur.click("Stopwatch"), stopwatch(sb("8:12", tue, False), "00:00.00", "idle", []))
    tr.step(tr.cur.click("Start"), stopwatch(sb("8:12", tue, True), "00:01.26", "running", []))
    tr.step(tr.cur.click("Lap"), stopwatch(sb("8:12", tue, True), "00:05.52", "running", [("# 2", "00:00.15", "00:05.52"), ("# 1", "00:05.37", "00:05.37")]))
    tr.step(tr.cur.click("Timer"), timer(sb("8:13", tue, True)))
    tr.step(tr.cur.click("Stopwatch"), stopwatch(sb("8:13", tue, True), "00:31.08", "running", [("# 2", "00:25.71", "00:31.08"), ("# 1", "00:05.37", "00:05.37")]))
    tr.step(tr.cur.click("Pause"), stopwatch(sb("8:13", tue, True), "00:33.90", "paused", [("# 2", "00:28.53", "00:33.90"), ("# 1", "00:05.37", "00:05.37")]))
    tr.step(tr.cur.click("Alarm"), alarms(sb("8:13", tue, True), a1))
    tr.step(tr.cur.click("Expand alarm", 2), alarms(sb("8:13", tue, True), a1, expanded="10:00 PM"))
    tr.step(tr.cur.click("Delete"), alarms(sb("8:14", wed, True), a2, snack="Alarm deleted"))
    rs.add("android", "h64-android-05", SYS_UI, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 06 Tasks.org (contradiction)
def t06(rs: RowSet) -> None:
    P = "org.tasks"

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 71, extra=("Tasks notification: Return library books",))

    def lst(clock: str, tasks: list[tuple[str, str | None]], snack: str | None = None) -> Scr:
        els = sb(clock) + [
            E("TextView", "My Tasks", None, "toolbar_title", (63, 170, 700, 270)),
            E("TextView", None, "Search", "menu_search", (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("RecyclerView", None, None, "recycler_view", (0, 300, W, 2120), scroll=True)]
        y = 300
        for title, due in tasks:
            els += [E("ViewGroup", None, None, "row", (0, y, W, y + 170), click=True, long=True),
                    E("CheckBox", None, "Complete task", "completeBox", (30, y + 45, 110, y + 125), check=False, click=True),
                    E("TextView", title, None, "title", (140, y + 30, 1000, y + 95))]
            if due:
                els.append(E("TextView", due, None, "due_date", (140, y + 100, 420, y + 145)))
            y += 170
        if snack:
            els += [E("TextView", snack, None, "snackbar_text", (42, 1900, 760, 2010)),
                    E("Button", "Undo", None, "snackbar_action", (800, 1900, 1038, 2010), click=True)]
        els += [E("ImageButton", None, "Open navigation drawer", None, (0, 2130, 147, 2274), click=True),
                E("ImageButton", None, "Create new task", "fab", (870, 2040, 1038, 2208), click=True)]
        return Scr(P, els)

    def edit(clock: str, title: str, due: str | None, desc: str, focus: str | None) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Discard", None, (0, 150, 147, 297), click=True),
            E("TextView", None, "Save", "menu_save", (912, 160, 1038, 286), click=True),
            E("EditText", title or None, None, "title", (140, 320, 1000, 440), hint="Task name", edit=True, focus=focus == "title", long=True),
            E("CheckBox", None, "Complete task", "completeBox", (30, 340, 110, 420), check=False, click=True),
            E("TextView", "Due date", None, None, (140, 480, 500, 540)),
            E("TextView", due or "No date", None, "due_date", (140, 540, 900, 600), click=True),
            E("TextView", "Priority", None, None, (140, 660, 500, 720))]
        for i, p in enumerate(["High", "Medium", "Low", "None"]):
            els.append(E("RadioButton", None, f"{p} priority", f"priority_{p.lower()}", (140 + i * 220, 730, 330 + i * 220, 830), check=p == "None", click=True))
        els += [E("EditText", desc or None, None, "notes", (140, 880, 1000, 1100), hint="Description", edit=True, focus=focus == "desc", long=True),
                E("TextView", "List", None, None, (140, 1150, 500, 1210)),
                E("TextView", "My Tasks", None, "chip_list", (140, 1210, 420, 1290), click=True),
                E("TextView", "Add tags", None, "chip_tags", (140, 1330, 420, 1410), click=True),
                E("TextView", "Add reminder", None, "add_alarm", (140, 1450, 600, 1530), click=True),
                E("TextView", "Repeat", "Does not repeat", "repeat", (140, 1570, 600, 1650), click=True),
                E("TextView", "Add subtask", None, "add_subtask", (140, 1690, 600, 1770), click=True)]
        return Scr(P, els)

    t0: list[tuple[str, str | None]] = [("Return library books", "Mar 9"), ("Submit expense report", "Today"),
                                        ("Call plumber about leak", "Tomorrow"), ("Pick up dry cleaning", "Mar 14"),
                                        ("Renew car registration", "Mar 20"), ("Plan Sam's birthday dinner", None)]
    t1 = t0[:4] + [("Renew passport", "Mar 19")] + t0[4:]
    t2 = [t for t in t1 if t[0] != "Submit expense report"]
    bad = [t for t in t2 if t[0] != "Renew passport"]
    tr = Traj(lst("11:05", t0))
    tr.step(tr.cur.click("Create new task"), edit("11:05", "", None, "", "title"))
    tr.step(tr.cur.type("title", "Renew passport"), edit("11:05", "Renew passport", None, "", "title"))
    sheet = edit("11:06", "Renew passport", None, "", None)
    sheet.elems += [E("FrameLayout", None, None, "design_bottom_sheet", (0, 1300, W, 2274)),
                    E("TextView", "Due date", None, "sheet_title", (63, 1340, 600, 1420))]
    for i, (c, sub) in enumerate([("Today", "Tue, Mar 12"), ("Tomorrow", "Wed, Mar 13"), ("Next week", "Tue, Mar 19"),
                                  ("Pick date", None), ("No date", None)]):
        sheet.elems.append(E("TextView", c, sub, "shortcut_" + c.lower().replace(" ", "_"), (63, 1450 + i * 150, 1017, 1580 + i * 150), click=True))
    tr.step(tr.cur.click("No date"), sheet)
    tr.step(tr.cur.click("Next week"), edit("11:06", "Renew passport", "Tue, Mar 19", "", None))
    tr.step(tr.cur.click("Save"), lst("11:06", t1))
    tr.step(tr.cur.click("completeBox", 1), lst("11:07", bad, snack="Task completed"))
    tr.step(tr.cur.click("Renew car registration"), edit("11:07", "Renew car registration", "Wed, Mar 20", "Bring insurance card + odometer reading", None))
    tr.step(tr.cur.type("notes", "\nEmissions test passed Mar 2"),
            edit("11:08", "Renew car registration", "Wed, Mar 20", "Bring insurance card + odometer reading\nEmissions test passed Mar 2", "desc"))
    rs.add("android", "h64-android-06", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=6,
           kind="After completing 'Submit expense report', the list also lacks 'Renew passport', the task saved with due Mar 19 at turn 5.")


# ---------------------------------------------------------------- 07 Contacts (contradiction)
def t07(rs: RowSet) -> None:
    P = "com.google.android.contacts"
    people = ["Adaeze Okafor", "Bram de Vries", "Carmen Ruiz", "Dmitri Volkov", "Elena Marsh", "Farid Haddad",
              "Grace Liu", "Hiroshi Tanaka", "Ines Duarte"]

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 92)

    def lst(clock: str, fav: bool) -> Scr:
        els = sb(clock) + [
            E("EditText", None, None, "open_search_bar", (42, 160, 1038, 290), hint="Search contacts", click=True),
            E("ImageView", None, "Signed in as alex.morgan@gmail.com", "selected_account_disc", (900, 175, 1010, 275), click=True),
            E("RecyclerView", None, None, "contacts_list", (0, 300, W, 2130), scroll=True),
            E("TextView", "alex.morgan@gmail.com · 214 contacts", None, "account_filter_header", (63, 310, 1017, 370))]
        y = 390
        if fav:
            els.append(E("TextView", "Favorites", None, "section_header", (63, y, 600, y + 60)))
            els += [E("ViewGroup", None, None, "cliv_root", (0, y + 60, W, y + 200), click=True, long=True),
                    E("TextView", "Carmen Ruiz", None, "cliv_name_textview", (230, y + 100, 1000, y + 160))]
            y += 220
        for p in people:
            els += [E("ViewGroup", None, None, "cliv_root", (0, y, W, y + 140), click=True, long=True),
                    E("TextView", p[0], None, "cliv_index_textview", (42, y + 40, 120, y + 100)),
                    E("TextView", p, None, "cliv_name_textview", (230, y + 40, 1000, y + 100))]
            y += 140
        els.append(E("ImageButton", None, "Create contact", "floating_action_button", (870, 1960, 1038, 2128), click=True))
        els += [E("FrameLayout", None, "Contacts", "nav_contacts", (0, 2150, 360, 2274), click=True, sel=True),
                E("FrameLayout", None, "Highlights", "nav_highlights", (360, 2150, 720, 2274), click=True),
                E("FrameLayout", None, "Fix & manage", "nav_fix_manage", (720, 2150, W, 2274), click=True)]
        return Scr(P, els)

    def detail(clock: str, company: str, fav: bool, mobile: str) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
            E("Button", None, "Edit contact", "menu_edit", (660, 160, 786, 286), click=True),
            E("Button", None, "Remove from favorites" if fav else "Add to favorites", "menu_star", (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("ImageView", None, "Contact photo", "photo", (390, 330, 690, 630)),
            E("TextView", "Carmen Ruiz", None, "large_title", (63, 670, 1017, 780)),
            E("TextView", f"Product designer, {company}", None, "header_subtitle", (63, 790, 1017, 850))]
        for i, b in enumerate(["Call", "Text", "Video", "Email"]):
            els.append(E("Button", b, None, f"header_action_{b.lower()}", (63 + i * 245, 900, 263 + i * 245, 1080), click=True))
        els.append(E("TextView", "Contact info", None, "card_title", (63, 1130, 700, 1200)))
        rows = [(mobile, "Mobile", f"Call Mobile {mobile}"), ("(415) 555-0192", "Work", "Call Work (415) 555-0192"),
                ("carmen.ruiz@northfield.io", "Work", "Email Work carmen.ruiz@northfield.io"),
                ("2217 Dolores St\nSan Francisco, CA 94110", "Home", "Navigate to Home address"),
                ("April 3, 1988", "Birthday", None)]
        y = 1210
        for v, lab, d in rows:
            h = 210 if "\n" in v else 150
            els += [E("LinearLayout", None, d, "entry", (0, y, W, y + h), click=d is not None, long=True),
                    E("TextView", v, None, "header", (189, y + 20, 900, y + h - 60)),
                    E("TextView", lab, None, "sub_header", (189, y + h - 60, 900, y + h - 15))]
            if lab == "Mobile":
                els.append(E("ImageView", None, f"Text Mobile {mobile}", "icon_alternate", (920, y + 35, 1010, y + 115), click=True))
            y += h
        return Scr(P, els)

    def edit(clock: str, company: str, focus: bool) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Cancel", None, (0, 150, 147, 297), click=True),
            E("TextView", "Edit contact", None, "toolbar_title", (189, 190, 700, 260)),
            E("Button", "Save", None, "menu_save", (830, 170, 1038, 280), click=True),
            E("TextView", "Saving to alex.morgan@gmail.com", None, "account_name", (63, 320, 1017, 380))]
        fields = [("First name", "Carmen"), ("Last name", "Ruiz"), ("Company", company), ("Title", "Product designer"),
                  ("Phone", "(415) 555-0148"), ("Phone", "(415) 555-0192"), ("Email", "carmen.ruiz@northfield.io")]
        y = 420
        for hint, val in fields:
            els.append(E("EditText", val, None, "edit_field", (160, y, 1000, y + 140), hint=hint, edit=True, focus=focus and hint == "Company", long=True))
            if hint in ("Phone", "Email"):
                lab = "Work" if (val.endswith("0192") or "@" in val) else "Mobile"
                els.append(E("Spinner", lab, f"{hint} type {lab}", "spinner", (160, y + 140, 500, y + 210), click=True))
                y += 80
            y += 160
        return Scr(P, els)

    tr = Traj(lst("16:31", False))
    tr.step(tr.cur.click("Carmen Ruiz"), detail("16:31", "Northfield Labs", False, "(415) 555-0148"))
    tr.step(tr.cur.click("Edit contact"), edit("16:31", "Northfield Labs", False))
    tr.step(tr.cur.type("Northfield Labs", "Brightline Health", clear=True), edit("16:32", "Brightline Health", True))
    tr.step(tr.cur.click("Save"), detail("16:32", "Brightline Health", False, "(415) 555-0148"))
    tr.step(tr.cur.click("Add to favorites"), detail("16:32", "Brightline Health", True, "(415) 555-0184"))
    tr.step(act("navigate_back"), lst("16:33", True))
    rs.add("android", "h64-android-07", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=5,
           kind="Carmen Ruiz's mobile number reads (415) 555-0184 after starring, but turns 1-4 showed (415) 555-0148 and the phone was never edited.")


# ---------------------------------------------------------------- 08 Broccoli (clean)
def t08(rs: RowSet) -> None:
    P = "com.flauschcode.broccoli"
    recipes0 = [("Chana Masala", "Weeknight chickpea curry, freezes well"), ("Lemon Ricotta Pancakes", "Fluffy Sunday pancakes"),
                ("Miso Glazed Salmon", "Sheet-pan salmon with bok choy"), ("Pasta e Fagioli", "Hearty bean and pasta soup"),
                ("Shakshuka", "Eggs poached in spiced tomato sauce"), ("Thai Green Curry", "Chicken, eggplant, Thai basil")]
    ing0 = ("4 eggs\n1 can (400 g) crushed tomatoes\n1 red bell pepper, sliced\n1 onion, diced\n2 cloves garlic\n"
            "1 tsp ground cumin\n1 tsp smoked paprika\nFeta and parsley to serve")
    ing1 = ("8 eggs\n2 cans (800 g) crushed tomatoes\n2 red bell peppers, sliced\n1 large onion, diced\n3 cloves garlic\n"
            "2 tsp ground cumin\n2 tsp smoked paprika\nFeta and parsley to serve")
    directions = ("1. Soften onion and pepper in olive oil, 8 min.\n2. Add garlic and spices, 1 min.\n"
                  "3. Add tomatoes and simmer 10 min.\n4. Make wells, crack in the eggs, cover 6–8 min.")
    pancake_ing = "200 g ricotta\n2 eggs, separated\n120 ml milk\n100 g flour\n1 tsp baking powder\nZest of 1 lemon\n1 tbsp sugar"
    pancake_dir = "1. Whisk ricotta, yolks, milk and zest.\n2. Fold in flour, baking powder, sugar.\n3. Fold in whipped whites.\n4. Cook on a buttered pan, 2 min per side."

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 46)

    def lst(clock: str, recipes: list[tuple[str, str]]) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Open navigation drawer", None, (0, 150, 147, 297), click=True),
            E("TextView", "Recipes", None, "toolbar_title", (189, 190, 600, 260)),
            E("TextView", None, "Search", "action_search", (912, 160, 1038, 286), click=True),
            E("RecyclerView", None, None, "recycler_view", (0, 300, W, H), scroll=True)]
        y = 320
        for t, d in recipes:
            els += [E("FrameLayout", None, None, "card_view", (30, y, 1050, y + 280), click=True),
                    E("ImageView", None, None, "card_image_view", (30, y, 330, y + 280)),
                    E("TextView", t, None, "card_text_view_title", (360, y + 50, 1020, y + 120)),
                    E("TextView", d, None, "card_text_view_description", (360, y + 130, 1020, y + 230))]
            y += 310
        els.append(E("ImageButton", None, "Add", "fab", (870, 2160, 1038, 2328), click=True))
        return Scr(P, els)

    def detail(clock: str, title: str, desc: str, servings: str, dur: str, cats: str, ing: str, dirs: str, menu: bool = False) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
            E("TextView", None, "Favorite", "action_favorite", (660, 160, 786, 286), click=True),
            E("TextView", None, "Edit", "action_edit", (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("TextView", title, None, "toolbar_title", (63, 560, 1017, 660)),
            E("ScrollView", None, None, "nested_scroll_view", (0, 700, W, H), scroll=True),
            E("TextView", desc, None, "recipe_details_description", (63, 720, 1017, 790)),
            E("TextView", f"{servings} servings", None, "recipe_details_servings", (63, 810, 500, 870)),
            E("TextView", dur, None, "recipe_details_duration", (540, 810, 1017, 870)),
            E("TextView", cats, None, "recipe_details_categories", (63, 880, 1017, 940)),
            E("TextView", "Ingredients", None, None, (63, 980, 1017, 1050))]
        y = 1060
        for line in ing.split("\n"):
            els.append(E("TextView", line, None, "ingredient_text", (110, y, 1017, y + 70)))
            y += 70
        els.append(E("TextView", "Directions", None, None, (63, y + 30, 1017, y + 100)))
        y += 110
        for line in dirs.split("\n"):
            els.append(E("TextView", line, None, "direction_text", (63, y, 1017, y + 90)))
            y += 90
        if menu:
            els += [E("ListView", None, None, None, (600, 170, 1060, 530))]
            for i, m in enumerate(["Share", "Cooking mode", "Delete"]):
                els.append(E("TextView", m, None, "android:id/title", (640, 190 + i * 110, 1040, 290 + i * 110), click=True))
        return Scr(P, els)

    def edit(clock: str, title: str, servings: str, ing: str, focus: str | None) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
            E("TextView", "Edit recipe", None, "toolbar_title", (189, 190, 700, 260)),
            E("TextView", None, "Save", "action_save", (912, 160, 1038, 286), click=True),
            E("ImageView", None, "Add image", "new_recipe_image", (0, 300, W, 700), click=True)]
        fields = [("Title", title, "new_title"), ("Description", "Eggs poached in spiced tomato sauce", "new_description"),
                  ("Servings", servings, "new_servings"), ("Duration", "35 min", "new_duration"),
                  ("Categories", "Breakfast, Vegetarian", "new_categories"), ("Ingredients", ing, "new_ingredients"),
                  ("Directions", directions, "new_directions"), ("Nutritional values", None, "new_nutritional_values"),
                  ("Notes", None, "new_notes"), ("Source", "https://cookingnotes.example.org/shakshuka", "new_source")]
        y = 730
        for hint, val, rid in fields:
            h = 560 if hint == "Ingredients" else (400 if hint == "Directions" else 150)
            els.append(E("EditText", val, None, rid, (63, y, 1017, y + h), hint=hint, edit=True, long=True, focus=focus == rid))
            y += h + 20
        return Scr(P, els)

    recipes1 = [(("Shakshuka (family size)", d) if t == "Shakshuka" else (t, d)) for t, d in recipes0]
    recipes2 = [r for r in recipes1 if r[0] != "Lemon Ricotta Pancakes"]
    d0 = ("Eggs poached in spiced tomato sauce", "Breakfast, Vegetarian")
    tr = Traj(lst("19:20", recipes0))
    tr.step(tr.cur.click("Shakshuka"), detail("19:20", "Shakshuka", d0[0], "2", "35 min", d0[1], ing0, directions))
    tr.step(tr.cur.click("Edit"), edit("19:20", "Shakshuka", "2", ing0, None))
    tr.step(tr.cur.type("new_servings", "4", clear=True), edit("19:21", "Shakshuka", "4", ing0, "new_servings"))
    tr.step(tr.cur.type("new_ingredients", ing1, clear=True), edit("19:22", "Shakshuka", "4", ing1, "new_ingredients"))
    tr.step(tr.cur.type("new_title", "Shakshuka (family size)", clear=True), edit("19:22", "Shakshuka (family size)", "4", ing1, "new_title"))
    tr.step(tr.cur.click("Save"), detail("19:22", "Shakshuka (family size)", d0[0], "4", "35 min", d0[1], ing1, directions))
    tr.step(act("navigate_back"), lst("19:23", recipes1))
    pd = ("Lemon Ricotta Pancakes", "Fluffy Sunday pancakes", "3", "25 min", "Breakfast", pancake_ing, pancake_dir)
    tr.step(tr.cur.click("Lemon Ricotta Pancakes"), detail("19:23", *pd))
    tr.step(tr.cur.click("More options"), detail("19:23", *pd, menu=True))
    tr.step(tr.cur.click("Delete"), dialog(P, sb("19:23"), "Delete recipe", "Do you really want to delete \"Lemon Ricotta Pancakes\"? This cannot be undone.", ["CANCEL", "DELETE"]))
    tr.step(tr.cur.click("DELETE"), lst("19:24", recipes2))
    rs.add("android", "h64-android-08", SYS_UI, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 09 Google Calendar (contradiction)
def t09(rs: RowSet) -> None:
    P = "com.google.android.calendar"
    ev0 = [("Standup", 9.5, 9.75, "9:30 – 9:45 AM", "Zoom"), ("Design review", 11, 12, "11:00 AM – 12:00 PM", "Room 4B"),
           ("Lunch with Marco", 12.5, 13.5, "12:30 – 1:30 PM", "Tartine Manufactory"), ("1:1 with Jess", 15, 15.5, "3:00 – 3:30 PM", None)]
    dent = ("Dentist appointment", 16, 17, "4:00 – 5:00 PM", None)

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 67, extra=("Calendar notification: Design review",))

    def yy(h: float) -> int:
        return int(300 + (h - 8) * 150)

    def day(clock: str, events: list[tuple[str, float, float, str, str | None]], fab_open: bool = False) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Show Calendar List and Settings drawer", None, (0, 150, 147, 297), click=True),
            E("TextView", "March", None, "date_picker_text_view", (170, 185, 500, 265), click=True),
            E("ImageButton", None, "Search", "action_search", (660, 160, 786, 286), click=True),
            E("Button", "12", "Jump to Today", "action_today", (786, 160, 912, 286), click=True),
            E("ImageView", None, "Account: alex.morgan@gmail.com", "og_apd_internal_image_view", (912, 160, 1038, 286), click=True),
            E("TextView", "Tue", None, None, (30, 300, 150, 350)),
            E("TextView", "12", "Tuesday, March 12, today", None, (30, 350, 150, 430)),
            E("View", None, None, "timeline", (0, 450, W, 2274), scroll=True)]
        for h in range(9, 19):
            lab = f"{h if h <= 12 else h - 12} {'AM' if h < 12 else 'PM'}"
            els.append(E("TextView", lab, None, None, (20, yy(h) + 150 - 20, 150, yy(h) + 150 + 20)))
        for title, s, e, span, loc in events:
            d = f"{title}, {span}" + (f", {loc}" if loc else "")
            y1, y2 = yy(s) + 150, yy(e) + 150
            els += [E("View", None, d, "chip", (170, y1, 1050, y2), click=True, long=True),
                    E("TextView", title, None, None, (190, y1 + 8, 1030, y1 + 55))]
            if e - s >= 0.5:
                els.append(E("TextView", span + (f", {loc}" if loc else ""), None, None, (190, y1 + 55, 1030, min(y2, y1 + 100))))
        if fab_open:
            for i, o in enumerate(["Birthday", "Out of office", "Task", "Event"]):
                els += [E("Button", o, None, "speed_dial_" + o.lower().replace(" ", "_"), (560, 1500 + i * 140, 1038, 1620 + i * 140), click=True)]
            els.append(E("ImageButton", None, "Close", "floating_action_button", (870, 2080, 1038, 2248), click=True))
        else:
            els.append(E("ImageButton", None, "Create new event", "floating_action_button", (870, 2080, 1038, 2248), click=True))
        return Scr(P, els)

    def detail(clock: str, loc: str | None, menu: bool = False) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Close", None, (0, 150, 147, 297), click=True),
            E("ImageButton", None, "Edit event", "info_action_edit_hit", (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("TextView", "Dentist appointment", None, "title", (160, 330, 1017, 430)),
            E("TextView", "Tuesday, March 12 · 4:00 – 5:00 PM", None, "time", (160, 440, 1017, 500))]
        y = 540
        if loc:
            els += [E("TextView", loc, None, "location", (160, y, 1017, y + 70), click=True)]
            y += 100
        els += [E("TextView", "30 minutes before", None, "reminder", (160, y, 1017, y + 70)),
                E("TextView", "alex.morgan@gmail.com", None, "calendar_name", (160, y + 100, 1017, y + 170)),
                E("TextView", "Busy · Default visibility", None, "availability", (160, y + 200, 1017, y + 270))]
        if menu:
            els.append(E("ListView", None, None, None, (600, 170, 1060, 640)))
            for i, m in enumerate(["Delete", "Duplicate", "Copy to", "Change color"]):
                els.append(E("TextView", m, None, "android:id/title", (640, 190 + i * 110, 1040, 290 + i * 110), click=True))
        return Scr(P, els)

    def form(clock: str, title: str, loc: str | None, focus: str | None, new: bool) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Close", None, (0, 150, 147, 297), click=True),
            E("Button", "Save", None, "save", (830, 170, 1038, 280), click=True),
            E("EditText", title or None, None, "title", (63, 320, 1017, 440), hint="Add title", edit=True, focus=focus == "title", long=True)]
        if new:
            for i, t in enumerate(["Event", "Task", "Out of office"]):
                els.append(E("Button", t, None, "chip", (63 + i * 300, 470, 333 + i * 300, 560), click=True, sel=t == "Event", check=t == "Event"))
        els += [E("TextView", "All-day", None, None, (160, 600, 600, 670)),
                E("Switch", None, "All-day", "all_day_switch", (900, 600, 1017, 670), check=False, click=True),
                E("TextView", "Tue, Mar 12, 2024", None, "start_date", (160, 700, 700, 770), click=True),
                E("TextView", "4:00 PM", None, "start_time", (760, 700, 1017, 770), click=True),
                E("TextView", "Tue, Mar 12, 2024", None, "end_date", (160, 800, 700, 870), click=True),
                E("TextView", "5:00 PM", None, "end_time", (760, 800, 1017, 870), click=True),
                E("TextView", "Pacific Daylight Time", None, "timezone", (160, 900, 1017, 970), click=True),
                E("TextView", "Does not repeat", None, "recurrence", (160, 1000, 1017, 1070), click=True),
                E("TextView", "Add people", None, "attendees", (160, 1120, 1017, 1190), click=True),
                E("TextView", "Add video conferencing", None, "conference", (160, 1220, 1017, 1290), click=True),
                E("EditText", loc, None, "location", (160, 1340, 1017, 1410), hint="Add location", edit=True, focus=focus == "location"),
                E("TextView", "30 minutes before", None, "notification", (160, 1460, 1017, 1530), click=True),
                E("TextView", "Add notification", None, "add_notification", (160, 1560, 1017, 1630), click=True),
                E("TextView", "Default color", None, "color", (160, 1680, 1017, 1750), click=True),
                E("EditText", None, None, "description", (160, 1800, 1017, 1870), hint="Add description", edit=True)]
        return Scr(P, els)

    ev1 = ev0 + [dent]
    bad = ev0[:3] + [("1:1 with Jess", 15, 15.75, "3:00 – 3:45 PM", None), dent]
    loc = "Bayside Dental, 210 Pine St"
    tr = Traj(day("13:58", ev0))
    tr.step(tr.cur.click("Create new event"), day("13:58", ev0, fab_open=True))
    tr.step(tr.cur.click("Event"), form("13:58", "", None, "title", True))
    tr.step(tr.cur.type("title", "Dentist appointment"), form("13:59", "Dentist appointment", None, "title", True))
    tr.step(tr.cur.click("Save"), day("13:59", ev1))
    tr.step(tr.cur.click("Dentist appointment"), detail("13:59", None))
    tr.step(act("navigate_back"), day("14:00", bad))
    tr.step(tr.cur.click("Dentist appointment"), detail("14:00", None))
    tr.step(tr.cur.click("Edit event"), form("14:00", "Dentist appointment", None, None, False))
    tr.step(tr.cur.type("location", loc), form("14:01", "Dentist appointment", loc, "location", False))
    tr.step(tr.cur.click("Save"), detail("14:01", loc))
    tr.step(tr.cur.click("More options"), detail("14:01", loc, menu=True))
    rs.add("android", "h64-android-09", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=6,
           kind="Back on the day view, '1:1 with Jess' spans 3:00 – 3:45 PM though it showed 3:00 – 3:30 PM before and was never edited.")


# ---------------------------------------------------------------- 10 Pro Expense (contradiction)
def t10(rs: RowSet) -> None:
    P = "com.arduia.expense"
    items0 = [("Coffee", "Food", 425, "Mar 12, 08:15"), ("Groceries – FreshMart", "Food", 4680, "Mar 11, 19:02"),
              ("Bus pass top-up", "Transportation", 2000, "Mar 11, 07:50"), ("Lunch – Pho 88", "Food", 1250, "Mar 10, 12:40"),
              ("Pharmacy", "Health", 1835, "Mar 10, 10:05")]

    def money(c: int) -> str:
        return f"${c // 100:,}.{c % 100:02d}"

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 35)

    def home(clock: str, items: list[tuple[str, str, int, str]], total: int | None = None, selected: str | None = None) -> Scr:
        total = sum(i[2] for i in items) if total is None else total
        els = sb(clock)
        if selected:
            els += [E("ImageButton", None, "Done", None, (0, 150, 147, 297), click=True),
                    E("TextView", "1 selected", None, "action_bar_title", (189, 190, 600, 260)),
                    E("TextView", None, "Delete", "delete", (912, 160, 1038, 286), click=True)]
        else:
            els += [E("ImageButton", None, "Open navigation drawer", None, (0, 150, 147, 297), click=True),
                    E("TextView", "Home", None, "toolbar_title", (189, 190, 600, 260))]
        els += [E("TextView", "Last 7 days", None, "tv_week_label", (63, 320, 600, 380)),
                E("TextView", money(total), None, "tv_total", (63, 390, 800, 500)),
                E("TextView", f"{len(items)} entries", None, "tv_entry_count", (63, 500, 600, 550)),
                E("ImageView", None, "Weekly expense graph", "graph", (30, 580, 1050, 1000)),
                E("TextView", "Recent", None, "tv_recent", (63, 1030, 600, 1090)),
                E("TextView", "More", None, "btn_more", (880, 1030, 1017, 1090), click=True),
                E("RecyclerView", None, None, "rv_recent", (0, 1100, W, 2274), scroll=True)]
        y = 1100
        for name, cat, amt, when in items:
            els += [E("LinearLayout", None, None, "cl_root", (0, y, W, y + 170), click=True, long=True, sel=name == selected),
                    E("ImageView", None, cat, "iv_category", (42, y + 40, 132, y + 130)),
                    E("TextView", name, None, "tv_name", (160, y + 30, 750, y + 95)),
                    E("TextView", when, None, "tv_date", (160, y + 95, 750, y + 145)),
                    E("TextView", money(amt), None, "tv_amount", (760, y + 50, 1038, y + 120))]
            y += 170
        if not selected:
            els.append(E("ImageButton", None, "Add", "fb_main_add", (870, 2080, 1038, 2248), click=True))
        return Scr(P, els)

    def entry(clock: str, name: str, amount: str, cat: str | None, focus: str | None) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
            E("TextView", "New Expense", None, "toolbar_title", (189, 190, 700, 260)),
            E("EditText", name or None, None, "edt_name", (63, 330, 1017, 470), hint="Name", edit=True, focus=focus == "name"),
            E("EditText", amount or None, None, "edt_amount", (63, 500, 1017, 640), hint="Amount", edit=True, focus=focus == "amount"),
            E("TextView", "Mar 12, 2024  17:40", None, "tv_date_time", (63, 670, 1017, 740), click=True),
            E("TextView", "Category", None, None, (63, 780, 600, 840)),
            E("RecyclerView", None, None, "rv_category", (0, 850, W, 1450), scroll=True)]
        cats = ["Food", "Home", "Transportation", "Health", "Entertainment", "Clothes", "Donations", "Others"]
        for i, c in enumerate(cats):
            r, k = divmod(i, 4)
            els.append(E("TextView", c, None, "tv_category_name", (30 + k * 255, 870 + r * 280, 270 + k * 255, 1120 + r * 280), click=True, sel=c == cat))
        els += [E("EditText", None, None, "edt_note", (63, 1480, 1017, 1700), hint="Note", edit=True),
                E("Button", "SAVE", None, "btn_save", (63, 2100, 1017, 2240), click=True)]
        return Scr(P, els)

    park = ("Parking – Civic Center", "Transportation", 600, "Mar 12, 17:40")
    items1 = [park] + items0
    items2 = [i for i in items1 if i[0] != "Lunch – Pho 88"]
    tr = Traj(home("17:40", items0))
    tr.step(tr.cur.click("Add"), entry("17:40", "", "", None, "name"))
    tr.step(tr.cur.type("edt_name", park[0]), entry("17:41", park[0], "", None, "name"))
    tr.step(tr.cur.type("edt_amount", "6.00"), entry("17:41", park[0], "6.00", None, "amount"))
    tr.step(tr.cur.click("Transportation"), entry("17:41", park[0], "6.00", "Transportation", "amount"))
    tr.step(tr.cur.click("SAVE"), home("17:41", items1))
    tr.step(tr.cur.long_press("Lunch – Pho 88"), home("17:42", items1, selected="Lunch – Pho 88"))
    tr.step(tr.cur.click("Delete"), dialog(P, sb("17:42"), "Delete", "Are you sure you want to delete 1 record?", ["CANCEL", "CONFIRM"]))
    tr.step(tr.cur.click("CONFIRM"), home("17:42", items2, total=sum(i[2] for i in items2) + 100))
    rs.add("android", "h64-android-10", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=8,
           kind="After deleting the $12.50 lunch from a $107.90 total the total reads $96.40, but the five remaining entries sum to $95.40.")


# ---------------------------------------------------------------- 11 Camera + Google Photos (clean)
def t11(rs: RowSet) -> None:
    C, P = "com.google.android.GoogleCamera", "com.google.android.apps.photos"
    new_ts, old_ts = "Mar 12, 2024 8:14:07 AM", "Mar 12, 2024 8:03:17 AM"

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 58)

    def camera(clock: str, latest: str) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Settings", "settings", (42, 150, 168, 276), click=True, pkg=C),
            E("ImageButton", None, "Flash off", "flash", (480, 150, 600, 276), click=True, pkg=C),
            E("TextureView", None, "Viewfinder", "preview_surface", (0, 300, W, 1740), click=True, pkg=C),
            E("Button", "1x", "Zoom 1x", "zoom_1x", (440, 1600, 640, 1700), click=True, sel=True, pkg=C)]
        for i, m in enumerate(["Night Sight", "Portrait", "Photo", "Video", "Modes"]):
            els.append(E("TextView", m, m, "mode_" + m.lower().replace(" ", "_"), (20 + i * 210, 1780, 220 + i * 210, 1860), click=True, sel=m == "Photo", pkg=C))
        els += [E("ImageView", None, f"Latest photo, {latest}", "thumbnail_button", (90, 1960, 250, 2120), click=True, pkg=C),
                E("ImageButton", None, "Shutter", "shutter_button", (430, 1930, 650, 2150), click=True, pkg=C),
                E("ImageButton", None, "Switch to front camera", "camera_switch_button", (830, 1960, 990, 2120), click=True, pkg=C)]
        return Scr(C, els)

    def viewer(clock: str, ts: str, head: str, snack: bool = False, sheet: bool = False, info: bool = False) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("TextView", "Today", None, "title", (189, 160, 600, 225)),
            E("TextView", head, None, "subtitle", (189, 225, 600, 280)),
            E("ImageButton", None, "Cast", None, (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", "photos_overflow_icon", (912, 160, 1038, 286), click=True),
            E("ImageView", None, f"Photo taken on {ts}", "photo_view", (0, 520 if not info else 300, W, 1720 if not info else 900), click=True)]
        if info:
            name = "IMG_20240312_081407.jpg" if ts == new_ts else "IMG_20240312_080317.jpg"
            els += [E("TextView", "Details", None, None, (63, 960, 600, 1030)),
                    E("TextView", "Tue, Mar 12, 2024 · 8:14 AM", None, "date_time", (160, 1060, 1017, 1130)),
                    E("TextView", name, None, "filename", (160, 1170, 1017, 1230)),
                    E("TextView", "12.5MP · 4080 × 3072", None, "resolution", (160, 1230, 1017, 1290)),
                    E("TextView", "On device (3.4 MB)", None, "file_size", (160, 1290, 1017, 1350)),
                    E("TextView", "/storage/emulated/0/DCIM/Camera", None, "path", (160, 1350, 1017, 1410)),
                    E("TextView", "Google Pixel 6", None, "camera_make", (160, 1450, 1017, 1510)),
                    E("TextView", "ƒ/1.85 · 1/120 · 6.81mm · ISO242", None, "exif", (160, 1510, 1017, 1570)),
                    E("TextView", "Backed up (Storage saver)", None, "backup_status", (160, 1610, 1017, 1670)),
                    E("EditText", None, None, "caption", (63, 1700, 1017, 1800), hint="Add a description", edit=True)]
        for i, b in enumerate(["Share", "Edit", "Lens", "Delete"]):
            els.append(E("Button", b, None, b.lower(), (i * 270, 2100, (i + 1) * 270, 2274), click=True))
        if snack:
            els += [E("TextView", "Moved to trash", None, "snackbar_text", (42, 1960, 760, 2070)),
                    E("Button", "Undo", None, "snackbar_action", (800, 1960, 1038, 2070), click=True)]
        if sheet:
            els += [E("FrameLayout", None, None, "design_bottom_sheet", (0, 1500, W, H)),
                    E("TextView", "Move 1 item to trash?", None, "title", (63, 1560, 1017, 1640)),
                    E("TextView", "Items are permanently deleted after 60 days. This item will also be removed from your Google Photos account and synced devices.", None, "message", (63, 1650, 1017, 1850)),
                    E("Button", "Cancel", None, "cancel", (480, 2100, 720, 2220), click=True),
                    E("Button", "Move to trash", None, "confirm", (740, 2100, 1038, 2220), click=True)]
        return Scr(P, els)

    def tabs(active: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", t, t, "tab_" + t.lower(), (i * 360, 2150, (i + 1) * 360, 2274), click=True, sel=t == active)
                for i, t in enumerate(["Photos", "Search", "Library"])]

    def grid(clock: str) -> Scr:
        els = sb(clock) + [
            E("TextView", "Google Photos", None, "toolbar_title", (63, 170, 700, 270)),
            E("ImageView", None, "Add photos or create", "add", (786, 160, 912, 286), click=True),
            E("ImageView", None, "Account and settings", "og_apd_internal_image_view", (912, 160, 1038, 286), click=True),
            E("RecyclerView", None, None, "recycler_view", (0, 300, W, 2150), scroll=True)]
        secs = [("Today", ["Mar 12, 2024 8:03:17 AM"]),
                ("Yesterday", ["Mar 11, 2024 7:48:22 PM", "Mar 11, 2024 7:47:59 PM", "Mar 11, 2024 1:12:40 PM", "Mar 11, 2024 9:30:05 AM"]),
                ("Sat, Mar 9", ["Mar 9, 2024 9:02:44 PM", "Mar 9, 2024 4:16:31 PM", "Mar 9, 2024 4:15:02 PM"])]
        y = 320
        for head, shots in secs:
            els.append(E("TextView", head, None, "date_header", (42, y, 800, y + 80)))
            y += 90
            for i, s in enumerate(shots):
                r, c = divmod(i, 4)
                els.append(E("ImageView", None, f"Photo taken on {s}", "photo_cell", (c * 270, y + r * 270, (c + 1) * 270, y + (r + 1) * 270), click=True, long=True))
            y += 270 * ((len(shots) + 3) // 4) + 20
        return Scr(P, els + tabs("Photos"))

    def library(clock: str, camera_count: int) -> Scr:
        els = sb(clock) + [
            E("TextView", "Library", None, "toolbar_title", (63, 170, 700, 270)),
            E("ImageView", None, "Account and settings", "og_apd_internal_image_view", (912, 160, 1038, 286), click=True)]
        for i, b in enumerate(["Favorites", "Utilities", "Archive", "Trash"]):
            r, c = divmod(i, 2)
            els.append(E("Button", b, None, "library_" + b.lower(), (42 + c * 510, 320 + r * 150, 528 + c * 510, 450 + r * 150), click=True))
        els.append(E("TextView", "Photos on device", None, None, (42, 660, 800, 730)))
        for i, (a, n) in enumerate([("Camera", camera_count), ("Screenshots", 58), ("Download", 17), ("WhatsApp Images", 344)]):
            r, c = divmod(i, 2)
            y = 760 + r * 560
            els += [E("ImageView", None, a, "album_cover", (42 + c * 510, y, 528 + c * 510, y + 440), click=True),
                    E("TextView", a, None, "album_title", (42 + c * 510, y + 450, 528 + c * 510, y + 500)),
                    E("TextView", f"{n} items", None, "album_count", (42 + c * 510, y + 500, 528 + c * 510, y + 545))]
        return Scr(P, els + tabs("Library"))

    def trash(clock: str, has: bool, selected: bool = False, snack: bool = False) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Clear selection" if selected else "Navigate up", None, (0, 150, 147, 297), click=True),
            E("TextView", "1 selected" if selected else "Trash", None, "toolbar_title", (189, 190, 700, 260)),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("TextView", "Items in trash are permanently deleted after 60 days.", None, "trash_banner", (63, 320, 1017, 420))]
        if has:
            els += [E("ImageView", None, f"Photo taken on {new_ts}", "photo_cell", (0, 460, 270, 730), click=True, long=True, sel=selected),
                    E("TextView", "60 days", None, "days_left", (10, 680, 260, 725))]
            if selected:
                els += [E("CheckBox", None, None, "selection_checkbox", (200, 470, 260, 530), check=True),
                        E("Button", "Delete", None, "delete", (63, 2130, 520, 2260), click=True),
                        E("Button", "Restore", None, "restore", (560, 2130, 1017, 2260), click=True)]
        else:
            els.append(E("TextView", "No items in trash", None, "empty_state_title", (63, 1100, 1017, 1180)))
        if snack:
            els.append(E("TextView", "1 item restored", None, "snackbar_text", (42, 2100, 1038, 2210)))
        return Scr(P, els)

    tr = Traj(camera("8:14", old_ts))
    tr.step(tr.cur.click("Shutter"), camera("8:14", new_ts))
    tr.step(tr.cur.click(f"Latest photo, {new_ts}"), viewer("8:14", new_ts, "8:14 AM"))
    tr.step(tr.cur.click("More options"), viewer("8:14", new_ts, "8:14 AM", info=True))
    tr.step(tr.cur.click("Delete"), viewer("8:15", new_ts, "8:14 AM", info=True, sheet=True))
    tr.step(tr.cur.click("Move to trash"), viewer("8:15", old_ts, "8:03 AM", snack=True))
    tr.step(act("navigate_back"), grid("8:15"))
    tr.step(tr.cur.click("Library"), library("8:15", 211))
    tr.step(tr.cur.click("Trash"), trash("8:15", True))
    tr.step(tr.cur.long_press(f"Photo taken on {new_ts}"), trash("8:16", True, selected=True))
    tr.step(tr.cur.click("Restore"), trash("8:16", False, snack=True))
    tr.step(act("navigate_back"), library("8:16", 212))
    rs.add("android", "h64-android-11", SYS_UI, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 12 Retro Music (clean, tree)
def t12(rs: RowSet) -> None:
    P = "code.name.monkey.retromusic"
    songs = [("A Case of You", "Joni Mitchell"), ("At Last", "Etta James"), ("Blue in Green", "Miles Davis"),
             ("Dreams", "Fleetwood Mac"), ("Harvest Moon", "Neil Young"), ("Holocene", "Bon Iver"),
             ("Into the Mystic", "Van Morrison"), ("Pink Moon", "Nick Drake"), ("River Man", "Nick Drake"),
             ("Sunday Morning", "The Velvet Underground")]
    tabs = ["For you", "Songs", "Albums", "Artists", "Playlists"]

    def base(clock: str, title: str, active: str, extra_top: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        els = tstatus(clock, 62) + root(P) + [
            E("ViewGroup", None, None, "drawer_layout", (0, 128, W, H), dp=2),
            E("ViewGroup", None, None, "toolbar", (0, 128, W, 290), dp=3),
            E("ImageButton", None, "Search", "action_search", (0, 150, 147, 270), click=True, dp=4),
            E("TextView", title, None, "appTitle", (189, 170, 760, 250), dp=4),
            E("ImageView", None, "More options", None, (912, 150, 1038, 270), click=True, dp=4)]
        els += extra_top or []
        return els

    def bottom(active: str) -> list[dict[str, Any]]:
        els = [E("FrameLayout", None, None, "miniPlayerFragment", (0, 1980, W, 2130), click=True, dp=3),
               E("TextView", "Pink Moon • Nick Drake", None, "miniPlayerTitle", (160, 2020, 860, 2090), dp=4),
               E("ImageView", None, "Play", "miniPlayerPlayPauseButton", (900, 2000, 1020, 2110), click=True, dp=4),
               E("FrameLayout", None, None, "navigation_view", (0, 2130, W, 2274), dp=3)]
        for i, t in enumerate(tabs):
            els.append(E("FrameLayout", None, t, "nav_" + t.lower().replace(" ", "_"), (i * 216, 2130, (i + 1) * 216, 2274), click=True, sel=t == active, dp=4))
            els.append(E("TextView", t, None, "navigation_bar_item_large_label_view" if t == active else "navigation_bar_item_small_label_view", (i * 216 + 20, 2220, (i + 1) * 216 - 20, 2266), dp=5))
        return els

    def playlists(clock: str, pls: list[tuple[str, int]], menu: bool = False, toast: str | None = None) -> Scr:
        els = base(clock, "Playlists", "Playlists") + [E("RecyclerView", None, None, "recyclerView", (0, 290, W, 1980), scroll=True, dp=3)]
        for i, (n, c) in enumerate(pls):
            y = 300 + i * 180
            els += [E("ViewGroup", None, None, None, (0, y, W, y + 180), click=True, long=True, dp=4),
                    E("ImageView", None, None, "image", (42, y + 30, 162, y + 150), dp=5),
                    E("TextView", n, None, "title", (200, y + 35, 880, y + 95), dp=5),
                    E("TextView", f"{c} Song" + ("" if c == 1 else "s"), None, "text", (200, y + 95, 880, y + 145), dp=5),
                    E("ImageView", None, "More options", "menu", (920, y + 50, 1020, y + 130), click=True, dp=5)]
        els += bottom("Playlists")
        if menu:
            els.append(E("ListView", None, None, None, (560, 150, 1060, 800), dp=1))
            for i, m in enumerate(["Grid size", "Layout", "Sort order", "New playlist", "Import playlist", "Settings"]):
                els.append(E("TextView", m, None, "android:id/title", (600, 170 + i * 105, 1040, 265 + i * 105), click=True, dp=2))
        if toast:
            els.append(E("TextView", toast, None, "android:id/message", (240, 1820, 840, 1920), pkg="com.android.systemui", dp=1))
        return Scr(P, els, tree=True)

    def songlist(clock: str, menu_for: str | None = None, toast: str | None = None) -> Scr:
        els = base(clock, "Songs", "Songs") + [
            E("Button", "Shuffle", None, "shuffleButton", (42, 300, 520, 400), click=True, dp=3),
            E("TextView", f"{len(songs)} Songs", None, "songCount", (560, 320, 1017, 380), dp=3),
            E("RecyclerView", None, None, "recyclerView", (0, 410, W, 1980), scroll=True, dp=3)]
        for i, (t, a) in enumerate(songs):
            y = 410 + i * 155
            els += [E("ViewGroup", None, None, None, (0, y, W, y + 155), click=True, long=True, dp=4),
                    E("ImageView", None, None, "image", (42, y + 20, 157, y + 135), dp=5),
                    E("TextView", t, None, "title", (190, y + 25, 880, y + 85), dp=5),
                    E("TextView", a, None, "text", (190, y + 85, 880, y + 135), dp=5),
                    E("ImageView", None, "More options", "menu", (920, y + 35, 1020, y + 120), click=True, dp=5)]
        els += bottom("Songs")
        if menu_for:
            els.append(E("ListView", None, None, None, (500, 900, 1060, 2000), dp=1))
            for i, m in enumerate(["Play next", "Add to playing queue", "Add to playlist", "Go to album", "Go to artist",
                                   "Share", "Tag editor", "Details", "Set as ringtone", "Delete from device"]):
                els.append(E("TextView", m, None, "android:id/title", (540, 920 + i * 105, 1040, 1015 + i * 105), click=True, dp=2))
        if toast:
            els.append(E("TextView", toast, None, "android:id/message", (200, 1820, 880, 1920), pkg="com.android.systemui", dp=1))
        return Scr(P, els, tree=True)

    def pick(clock: str, pls: list[tuple[str, int]]) -> Scr:
        els = tstatus(clock, 62) + [E("FrameLayout", None, None, None, (84, 700, 996, 1700), dp=0),
                                    E("TextView", "Add to playlist", None, "android:id/alertTitle", (147, 760, 933, 840), dp=1),
                                    E("ListView", None, None, "recycler_view", (84, 870, 996, 1560), scroll=True, dp=1),
                                    E("TextView", "New playlist", None, "android:id/text1", (147, 880, 933, 990), click=True, dp=2)]
        for i, (n, _) in enumerate(pls):
            els.append(E("TextView", n, None, "android:id/text1", (147, 1000 + i * 120, 933, 1110 + i * 120), click=True, dp=2))
        els.append(E("Button", "Cancel", None, "android:id/button2", (720, 1580, 933, 1680), click=True, dp=1))
        return Scr(P, els, tree=True)

    p0 = [("Favorites", 23), ("Focus", 9), ("Running", 14)]
    p1 = p0 + [("Sunday Morning", 0)]
    p2 = p0 + [("Sunday Morning", 1)]
    tr = Traj(playlists("10:20", p0))
    tr.step(tr.cur.click("More options"), playlists("10:20", p0, menu=True))
    tr.step(tr.cur.click("New playlist"), dialog(P, tstatus("10:20", 62), "New playlist", None, ["Cancel", "Create"], field="", hint="Playlist name", focus=True, tree=True))
    tr.step(tr.cur.type("edit_text", "Sunday Morning"), dialog(P, tstatus("10:21", 62), "New playlist", None, ["Cancel", "Create"], field="Sunday Morning", hint="Playlist name", focus=True, tree=True))
    tr.step(tr.cur.click("Create"), playlists("10:21", p1, toast="Created playlist Sunday Morning."))
    tr.step(tr.cur.click("Songs", 1), songlist("10:21"))
    tr.step(tr.cur.click("More options", 5), songlist("10:21", menu_for="Harvest Moon"))
    tr.step(tr.cur.click("Add to playlist"), pick("10:22", p1))
    tr.step(tr.cur.click("Sunday Morning"), songlist("10:22", toast="Added 1 song to Sunday Morning."))
    tr.step(tr.cur.click("Playlists", 1), playlists("10:22", p2))
    det = base("10:22", "Sunday Morning", "Playlists") + [
        E("ImageView", None, None, "image", (300, 300, 780, 780), dp=3),
        E("TextView", "Sunday Morning", None, "title", (63, 800, 1017, 880), dp=3),
        E("TextView", "1 Song • 5:03", None, "text", (63, 880, 1017, 940), dp=3),
        E("Button", "Play", None, "playButton", (63, 980, 520, 1090), click=True, dp=3),
        E("Button", "Shuffle", None, "shuffleButton", (560, 980, 1017, 1090), click=True, dp=3),
        E("RecyclerView", None, None, "recyclerView", (0, 1110, W, 1980), scroll=True, dp=3),
        E("ViewGroup", None, None, None, (0, 1110, W, 1265), click=True, long=True, dp=4),
        E("ImageView", None, "Drag to reorder", "drag_view", (20, 1150, 90, 1225), dp=5),
        E("TextView", "Harvest Moon", None, "title", (190, 1135, 880, 1195), dp=5),
        E("TextView", "Neil Young", None, "text", (190, 1195, 880, 1245), dp=5),
        E("ImageView", None, "More options", "menu", (920, 1145, 1020, 1230), click=True, dp=5)] + bottom("Playlists")
    tr.step(tr.cur.click("Sunday Morning"), Scr(P, det, tree=True))
    rs.add("android", "h64-android-12", SYS_TREE, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 13 Uber (contradiction)
def t13(rs: RowSet) -> None:
    P = "com.ubercab"

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 41, extra=("Uber notification: Your receipt for Sunday's trip",))

    def nav(active: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", t, t, "tab_" + t.lower(), (i * 270, 2130, (i + 1) * 270, 2274), click=True, sel=t == active)
                for i, t in enumerate(["Home", "Services", "Activity", "Account"])]

    def home(clock: str) -> Scr:
        els = sb(clock) + [
            E("TextView", "Uber", None, "logo", (63, 170, 400, 260)),
            E("Button", "Where to?", None, "where_to_button", (42, 300, 1038, 440), click=True),
            E("Button", "Now", "Schedule a ride, Now", "schedule_button", (780, 320, 1010, 420), click=True)]
        for i, (t, a) in enumerate([("SFO International Airport (SFO)", "Terminal 2, San Francisco, CA 94128"),
                                    ("Tartine Bakery", "600 Guerrero St, San Francisco, CA 94110")]):
            y = 470 + i * 170
            els += [E("LinearLayout", None, None, "recent_destination", (0, y, W, y + 170), click=True),
                    E("TextView", t, None, "title", (160, y + 30, 1000, y + 90)),
                    E("TextView", a, None, "subtitle", (160, y + 90, 1000, y + 140))]
        els.append(E("TextView", "Suggestions", None, None, (63, 840, 700, 910)))
        for i, s in enumerate(["Ride", "Reserve", "Rental Cars", "Courier"]):
            els.append(E("Button", s, None, "suggestion_tile", (42 + i * 252, 930, 282 + i * 252, 1170), click=True))
        els += [E("TextView", "Ways to plan with Uber", None, None, (63, 1220, 1000, 1290)),
                E("ImageView", None, "Go anywhere with Uber Reserve", "promo_card", (42, 1310, 1038, 1800), click=True)]
        return Scr(P, els + nav("Home"))

    def account(clock: str) -> Scr:
        els = sb(clock) + [
            E("TextView", "Jordan Ellis", None, "account_name", (63, 200, 800, 300)),
            E("TextView", "★ 4.91", None, "rating", (63, 310, 300, 370)),
            E("ImageView", None, "Profile photo", "avatar", (860, 190, 1010, 340), click=True)]
        for i, t in enumerate(["Help", "Wallet", "Activity"]):
            els.append(E("Button", t, None, "account_tile", (42 + i * 336, 420, 362 + i * 336, 620), click=True))
        for i, (t, s) in enumerate([("Uber One", "Try free for 4 weeks"), ("Safety", None), ("Settings", None),
                                    ("Messages", None), ("Earn by driving or delivering", None), ("Legal", "v4.512.10002")]):
            y = 680 + i * 160
            els += [E("LinearLayout", None, None, "account_row", (0, y, W, y + 160), click=True),
                    E("TextView", t, None, "title", (160, y + 30, 1000, y + 95))]
            if s:
                els.append(E("TextView", s, None, "subtitle", (160, y + 95, 1000, y + 140)))
        return Scr(P, els + nav("Account"))

    def settings(clock: str, places: list[tuple[str, str]]) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("TextView", "Settings", None, "toolbar_title", (189, 190, 700, 260)),
            E("LinearLayout", None, None, "profile_row", (0, 320, W, 540), click=True),
            E("TextView", "Jordan Ellis", None, "name", (200, 340, 1000, 400)),
            E("TextView", "+1 415-555-0117", None, "phone", (200, 400, 1000, 450)),
            E("TextView", "jordan.ellis@fastmail.com", None, "email", (200, 450, 1000, 500)),
            E("TextView", "Saved places", None, "section_header", (63, 580, 700, 640))]
        y = 650
        for n, a in places:
            els += [E("LinearLayout", None, None, "saved_place_row", (0, y, W, y + 160), click=True),
                    E("TextView", n, None, "saved_place_title", (160, y + 25, 1000, y + 85)),
                    E("TextView", a, None, "saved_place_subtitle", (160, y + 85, 1000, y + 135))]
            y += 160
        els += [E("TextView", "More saved places", None, "more_places", (160, y + 20, 1000, y + 100), click=True)]
        y += 140
        for t in ["Privacy", "Security", "Family", "Language", "Communication preferences", "Sign out"]:
            els += [E("TextView", t, None, "settings_row", (63, y, 1017, y + 120), click=True)]
            y += 120
        return Scr(P, els)

    def edit(clock: str, name: str, focus: bool) -> Scr:
        return Scr(P, sb(clock) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("TextView", "Edit place", None, "toolbar_title", (189, 190, 700, 260)),
            E("EditText", name, None, "place_name", (63, 330, 1017, 470), hint="Name", edit=True, focus=focus),
            E("TextView", "2301 Fillmore St, San Francisco, CA 94115", None, "place_address", (63, 510, 1017, 600), click=True),
            E("EditText", None, None, "place_note", (63, 640, 1017, 780), hint="Add a note for your driver", edit=True),
            E("Button", "Save place", None, "save_button", (42, 2000, 1038, 2140), click=True),
            E("Button", "Delete place", None, "delete_button", (42, 1850, 1038, 1970), click=True)])

    def search(clock: str, query: str, results: list[tuple[str, str, str | None]]) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("TextView", "Plan your ride", None, "toolbar_title", (189, 190, 700, 260)),
            E("Button", "Pickup now", None, "pickup_time", (42, 300, 400, 390), click=True),
            E("Button", "For me", None, "rider", (420, 300, 700, 390), click=True),
            E("EditText", "Current location", None, "pickup_location", (160, 420, 1017, 530), edit=True),
            E("EditText", query or None, None, "destination", (160, 550, 1017, 660), hint="Where to?", edit=True, focus=True)]
        y = 700
        for t, a, icon in results:
            els += [E("LinearLayout", None, None, "location_row", (0, y, W, y + 170), click=True)]
            if icon:
                els.append(E("ImageView", None, icon, "location_icon", (42, y + 45, 122, y + 125)))
            els += [E("TextView", t, None, "title", (160, y + 30, 1000, y + 90)),
                    E("TextView", a, None, "subtitle", (160, y + 90, 1000, y + 140))]
            y += 170
        return Scr(P, els)

    pl0 = [("Home", "1458 Linden Ave, San Francisco, CA"), ("Work", "400 Howard St, San Francisco, CA"),
           ("Gym", "2301 Fillmore St, San Francisco, CA"), ("Mom's place", "88 Seacliff Ave, San Francisco, CA")]
    pl1 = [("Mission Cliffs", a) if n == "Gym" else (n, a) for n, a in pl0]
    tr = Traj(home("18:40"))
    tr.step(tr.cur.click("Account"), account("18:40"))
    tr.step(tr.cur.click("Settings"), settings("18:40", pl0))
    tr.step(tr.cur.click("Gym"), edit("18:41", "Gym", False))
    tr.step(tr.cur.type("place_name", "Mission Cliffs", clear=True), edit("18:41", "Mission Cliffs", True))
    tr.step(tr.cur.click("Save place"), settings("18:41", pl1))
    tr.step(act("navigate_back"), account("18:42"))
    tr.step(tr.cur.click("Home"), home("18:42"))
    tr.step(tr.cur.click("Where to?"), search("18:42", "", [
        ("Saved places", "Home, Work, Mission Cliffs and 1 more", "Saved places"),
        ("SFO International Airport (SFO)", "Terminal 2, San Francisco, CA 94128", "Recent"),
        ("Tartine Bakery", "600 Guerrero St, San Francisco, CA 94110", "Recent"),
        ("Mission Cliffs", "2301 Fillmore St, San Francisco, CA", "Saved place"),
        ("Chase Center", "1 Warriors Way, San Francisco, CA 94158", "Recent")]))
    tr.step(tr.cur.type("destination", "2301 Fill"), search("18:43", "2301 Fill", [
        ("Gym", "2301 Fillmore St, San Francisco, CA", "Saved place"),
        ("2301 Fillmore St", "San Francisco, CA 94115", None),
        ("2301 Fillmore Ave", "Oakland, CA 94602", None),
        ("2301 Fillmore St", "Fremont, CA 94538", None)]))
    trip = Scr(P, sb("18:43") + [
        E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
        E("View", None, "Map, route from Current location to 2301 Fillmore St", "map", (0, 128, W, 1000)),
        E("TextView", "Choose a trip", None, "sheet_title", (63, 1030, 1017, 1100)),
        E("TextView", "Current location → 2301 Fillmore St", None, "route_summary", (63, 1100, 1017, 1160))]
        + [e for i, (n, eta, p) in enumerate([("UberX", "6:52pm · 4 min away", "$14.87"), ("Wait & Save", "7:04pm · 15 min away", "$12.91"),
                                               ("Comfort", "6:53pm · 5 min away", "$19.30"), ("UberXL", "6:55pm · 7 min away", "$24.66"),
                                               ("Uber Green", "6:54pm · 6 min away", "$15.42")])
           for e in (E("LinearLayout", None, f"{n}, {eta}, {p}", "product_row", (0, 1180 + i * 150, W, 1330 + i * 150), click=True, sel=i == 0),
                     E("TextView", n, None, "product_name", (200, 1200 + i * 150, 700, 1260 + i * 150)),
                     E("TextView", eta, None, "product_eta", (200, 1260 + i * 150, 700, 1310 + i * 150)),
                     E("TextView", p, None, "product_fare", (800, 1210 + i * 150, 1017, 1280 + i * 150)))]
        + [E("TextView", "Visa •••• 4242", None, "payment", (63, 1960, 700, 2030), click=True),
           E("Button", "Choose UberX", None, "confirm_button", (42, 2080, 1038, 2220), click=True)])
    tr.step(tr.cur.click("Gym"), trip)
    rs.add("android", "h64-android-13", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=9,
           kind="The saved place renamed from 'Gym' to 'Mission Cliffs' at turns 4-5 (and listed as Mission Cliffs at turn 8) is suggested again under its old name 'Gym'.")


# ---------------------------------------------------------------- 14 Simple SMS Messenger (clean)
def t14(rs: RowSet) -> None:
    P = "com.simplemobiletools.smsmessenger"
    reply = "Yes! Got in around 10:30. Thanks for dinner 💛"

    def sb(clock: str, notif: bool = False) -> list[dict[str, Any]]:
        return status(clock, 90, extra=("SMS Messenger notification: Mom",) if notif else ())

    def lst(clock: str, convs: list[tuple[str, str, str]], selected: str | None = None) -> Scr:
        els = sb(clock)
        if selected:
            els += [E("ImageButton", None, "Done", None, (0, 150, 147, 297), click=True),
                    E("TextView", "1", None, "action_bar_title", (189, 190, 400, 260)),
                    E("TextView", None, "Delete", "cab_delete", (534, 160, 660, 286), click=True),
                    E("TextView", None, "Archive", "cab_archive", (660, 160, 786, 286), click=True),
                    E("TextView", None, "Mark as read", "cab_mark_as_read", (786, 160, 912, 286), click=True),
                    E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True)]
        else:
            els += [E("EditText", None, None, "top_toolbar_search", (42, 160, 780, 290), hint="Search", edit=True),
                    E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True)]
        els.append(E("RecyclerView", None, None, "conversations_list", (0, 300, W, 2274), scroll=True))
        y = 300
        for name, snip, when in convs:
            els += [E("RelativeLayout", None, None, "conversation_frame", (0, y, W, y + 200), click=True, long=True, sel=name == selected),
                    E("ImageView", None, None, "conversation_image", (42, y + 40, 162, y + 160)),
                    E("TextView", name, None, "conversation_address", (200, y + 35, 820, y + 100)),
                    E("TextView", snip, None, "conversation_body_short", (200, y + 100, 1000, y + 160)),
                    E("TextView", when, None, "conversation_date", (830, y + 40, 1038, y + 95))]
            y += 200
        if not selected:
            els.append(E("ImageButton", None, "New conversation", "conversations_fab", (870, 2080, 1038, 2248), click=True))
        return Scr(P, els)

    def thread(clock: str, name: str, number: str, msgs: list[tuple[str, str, bool]], draft: str = "", notif: bool = False) -> Scr:
        els = sb(clock, notif) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("TextView", name, None, "thread_toolbar_title", (189, 165, 700, 235)),
            E("TextView", number, None, "thread_toolbar_subtitle", (189, 235, 700, 280)),
            E("TextView", None, "Call", "dial_number", (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("RecyclerView", None, None, "thread_messages_list", (0, 300, W, 2080), scroll=True)]
        y = 330
        for kind, text, sent in msgs:
            if kind == "date":
                els.append(E("TextView", text, None, "thread_date_time", (300, y, 780, y + 60)))
                y += 80
            else:
                x = (380, 1038) if sent else (42, 700)
                h = 110 if len(text) < 34 else 170
                els.append(E("TextView", text, None, "thread_message_body", (x[0], y, x[1], y + h), long=True))
                y += h + 20
        els += [E("ImageView", None, "Attachment", "thread_add_attachment", (20, 2110, 120, 2230), click=True),
                E("EditText", draft or None, None, "thread_type_message", (130, 2100, 880, 2240), hint="Type a message…", edit=True, focus=bool(draft)),
                E("TextView", "SMS", "Send", "thread_send_message", (900, 2110, 1050, 2230), click=True, enabled=bool(draft))]
        return Scr(P, els)

    mom0 = [("date", "March 11 19:05", False), ("msg", "Leaving now, see you at 7:30", True),
            ("msg", "Great, dinner's at 8", False), ("date", "March 11 21:48", False), ("msg", "Did you get home ok? 🚗", False)]
    mom1 = mom0 + [("date", "Today 08:21", False), ("msg", reply, True)]
    mom2 = mom1 + [("date", "Today 08:22", False), ("msg", "Glad to hear. Call me later?", False)]
    c0 = [("+1 650-555-0132", "Your Lyft code is 482913. Don't share it with anyone.", "08:02"),
          ("Mom", "Did you get home ok? 🚗", "Mar 11"), ("Dave Kim", "lol yes, same time next week?", "Mar 11"),
          ("CVS Pharmacy", "Your prescription is ready for pickup at CVS #4471, 731 Market St.", "Mar 10"),
          ("Nadia Petrova", "Thanks for the recipe!! Making it Sunday", "Mar 8"),
          ("Alex Chen", "Can you send me the wifi password?", "Mar 6")]
    c1 = [("Mom", "Glad to hear. Call me later?", "08:22"), c0[0]] + c0[2:]
    c2 = [c for c in c1 if c[0] != "+1 650-555-0132"]
    dave = [("date", "March 11 18:22", False), ("msg", "Trivia tonight was brutal", False),
            ("msg", "That geography round 😩", True), ("msg", "lol yes, same time next week?", False)]
    tr = Traj(lst("08:20", c0))
    tr.step(tr.cur.click("Mom"), thread("08:20", "Mom", "+1 415-555-0163", mom0))
    tr.step(tr.cur.type("thread_type_message", reply), thread("08:21", "Mom", "+1 415-555-0163", mom0, draft=reply))
    tr.step(tr.cur.click("thread_send_message"), thread("08:21", "Mom", "+1 415-555-0163", mom1))
    tr.step(act("wait"), thread("08:22", "Mom", "+1 415-555-0163", mom2))
    tr.step(act("navigate_back"), lst("08:22", c1))
    tr.step(tr.cur.long_press("+1 650-555-0132"), lst("08:22", c1, selected="+1 650-555-0132"))
    tr.step(tr.cur.click("Delete"), dialog(P, sb("08:23"), None, "Are you sure you want to delete 1 conversation?", ["No", "Yes"]))
    tr.step(tr.cur.click("Yes"), lst("08:23", c2))
    tr.step(tr.cur.click("Dave Kim"), thread("08:23", "Dave Kim", "+1 628-555-0178", dave))
    tr.step(act("navigate_back"), lst("08:24", c2))
    rs.add("android", "h64-android-14", SYS_UI, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 15 DoorDash (clean)
def t15(rs: RowSet) -> None:
    P = "com.dd.doordash"
    menu = [("Tonkotsu Ramen", 1650, "Pork bone broth, chashu, ajitama, nori"), ("Spicy Miso Ramen", 1725, "Miso broth, chili oil, ground pork, corn, scal…"),
            ("Shoyu Ramen", 1575, "Soy chicken broth, bamboo shoots, scallion"), ("Gyoza (6 pc)", 895, "Pan-fried pork dumplings"),
            ("Karaage", 1050, "Japanese fried chicken, yuzu mayo"), ("Matcha Mochi (3 pc)", 625, "Matcha ice cream mochi")]

    def money(c: int) -> str:
        return f"${c // 100}.{c % 100:02d}"

    def sb(clock: str, notif: bool = False) -> list[dict[str, Any]]:
        return status(clock, 69, extra=("DoorDash notification: Order confirmed",) if notif else ())

    def store(clock: str, n: int, sub: int) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("ImageButton", None, "Search store menu", None, (786, 160, 912, 286), click=True),
            E("ImageButton", None, "Save store", None, (912, 160, 1038, 286), click=True),
            E("TextView", "Sakura Ramen House", None, "store_name", (63, 560, 1017, 650)),
            E("TextView", "4.7 ★ (2,300+) · Japanese · 1.2 mi", None, "store_info", (63, 660, 1017, 710)),
            E("TextView", "$2.99 delivery fee · 25–35 min", None, "delivery_info", (63, 720, 1017, 770)),
            E("TextView", "Most Ordered", None, "menu_category", (63, 820, 700, 890)),
            E("RecyclerView", None, None, "store_menu", (0, 900, W, 2100), scroll=True)]
        for i, (name, price, d) in enumerate(menu):
            y = 900 + i * 200
            els += [E("ViewGroup", None, None, "menu_item", (0, y, W, y + 200), click=True),
                    E("TextView", name, None, "item_name", (63, y + 25, 780, y + 85)),
                    E("TextView", d, None, "item_description", (63, y + 85, 780, y + 135)),
                    E("TextView", money(price), None, "item_price", (63, y + 135, 300, y + 180)),
                    E("ImageView", None, f"Quick add {name}", "quick_add", (870, y + 60, 1000, y + 160), click=True)]
        els += [E("Button", f"View cart · {n} items · {money(sub)}", None, "view_cart_button", (42, 2120, 1038, 2250), click=True)]
        return Scr(P, els)

    def item(clock: str, chashu: bool) -> Scr:
        price = 1725 + (300 if chashu else 0)
        els = sb(clock) + [
            E("ImageButton", None, "Close", None, (0, 150, 147, 297), click=True),
            E("TextView", "Spicy Miso Ramen", None, "item_name", (63, 620, 1017, 710)),
            E("TextView", "Miso broth, chili oil, ground pork, corn, scallion, ajitama", None, "item_description", (63, 720, 1017, 820)),
            E("TextView", "$17.25", None, "item_price", (63, 830, 400, 890)),
            E("TextView", "Spice level", None, None, (63, 940, 700, 1000)),
            E("TextView", "Required • Select 1", None, None, (63, 1000, 700, 1050))]
        for i, s in enumerate(["Mild", "Medium", "Hot"]):
            els.append(E("RadioButton", s, None, "option", (63, 1060 + i * 110, 1017, 1160 + i * 110), check=s == "Medium", click=True))
        els += [E("TextView", "Add-ons", None, None, (63, 1420, 700, 1480)), E("TextView", "Optional • Select up to 3", None, None, (63, 1480, 700, 1530))]
        for i, (a, c) in enumerate([("Extra chashu", "+$3.00"), ("Soft-boiled egg", "+$2.00"), ("Extra noodles", "+$2.50")]):
            els += [E("CheckBox", a, None, "option", (63, 1540 + i * 110, 800, 1640 + i * 110), check=chashu and a == "Extra chashu", click=True),
                    E("TextView", c, None, "option_price", (820, 1560 + i * 110, 1017, 1620 + i * 110))]
        els += [E("ImageButton", None, "Decrease quantity", "stepper_minus", (42, 2120, 162, 2240), click=True, enabled=False),
                E("TextView", "1", None, "stepper_value", (170, 2140, 230, 2220)),
                E("ImageButton", None, "Increase quantity", "stepper_plus", (238, 2120, 358, 2240), click=True),
                E("Button", f"Add to cart - {money(price)}", None, "add_to_cart_button", (400, 2110, 1038, 2250), click=True)]
        return Scr(P, els)

    def cart(clock: str, lines: list[tuple[str, str | None, int, int]]) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Close", None, (0, 150, 147, 297), click=True),
            E("TextView", "Cart", None, "toolbar_title", (189, 190, 600, 260)),
            E("TextView", "Sakura Ramen House", None, "store_name", (63, 320, 1017, 400)),
            E("TextView", "Deliver to 1458 Linden Ave, Apt 3", None, "address", (63, 400, 1017, 450))]
        y = 500
        for name, opts, unit, q in lines:
            els += [E("TextView", name, None, "item_name", (63, y, 700, y + 60))]
            if opts:
                els.append(E("TextView", opts, None, "item_options", (63, y + 60, 700, y + 110)))
            els += [E("TextView", money(unit * q), None, "item_price", (63, y + 115, 400, y + 165)),
                    E("ImageButton", None, f"Decrease quantity, {name}", "stepper_minus", (700, y + 40, 800, y + 140), click=True),
                    E("TextView", str(q), None, "stepper_value", (810, y + 60, 870, y + 120)),
                    E("ImageButton", None, f"Increase quantity, {name}", "stepper_plus", (880, y + 40, 980, y + 140), click=True)]
            y += 200
        sub = sum(u * q for _, _, u, q in lines)
        els += [E("TextView", "Subtotal", None, None, (63, y + 40, 500, y + 100)),
                E("TextView", money(sub), None, "subtotal", (700, y + 40, 1017, y + 100)),
                E("TextView", "Add more items", None, "add_more", (63, y + 140, 600, y + 200), click=True),
                E("Button", "Continue", None, "checkout_button", (42, 2110, 1038, 2250), click=True)]
        return Scr(P, els)

    def checkout(clock: str, sub: int, tip: int) -> Scr:
        fee, service, tax = 299, round(sub * 0.15), round(sub * 0.08875)
        total = sub + fee + service + tax + tip
        els = sb(clock) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("TextView", "Checkout", None, "toolbar_title", (189, 190, 600, 260)),
            E("TextView", "Delivery", None, "fulfillment_delivery", (63, 310, 500, 390), sel=True, click=True),
            E("TextView", "Pickup", None, "fulfillment_pickup", (540, 310, 1017, 390), click=True),
            E("TextView", "1458 Linden Ave, Apt 3, San Francisco, CA 94103", None, "address", (63, 430, 1017, 500), click=True),
            E("TextView", "Standard · 25–35 min", None, "delivery_option", (63, 530, 1017, 600), click=True, sel=True),
            E("TextView", "Visa •••• 4242", None, "payment_method", (63, 640, 1017, 710), click=True),
            E("TextView", "Dasher tip", None, None, (63, 760, 600, 820)),
            E("TextView", "100% of the tip goes to your Dasher", None, None, (63, 820, 1017, 870))]
        for i, t in enumerate([400, 600, 800]):
            els.append(E("Button", f"${t // 100}", None, "tip_option", (63 + i * 240, 890, 283 + i * 240, 990), click=True, sel=t == tip))
        els.append(E("Button", "Other", None, "tip_other", (783, 890, 1017, 990), click=True))
        y = 1040
        for lab, v in [("Subtotal", sub), ("Delivery Fee", fee), ("Service Fee", service), ("Estimated Tax", tax), ("Dasher Tip", tip), ("Total", total)]:
            els += [E("TextView", lab, None, "line_item_label", (63, y, 600, y + 70)), E("TextView", money(v), None, "line_item_value", (700, y, 1017, y + 70))]
            y += 80
        els.append(E("Button", f"Place Order · {money(total)}", None, "place_order_button", (42, 2110, 1038, 2250), click=True))
        return Scr(P, els)

    def status_scr(clock: str, stage: str, eta: str, sub: str) -> Scr:
        return Scr(P, sb(clock, True) + [
            E("ImageButton", None, "Close", None, (0, 150, 147, 297), click=True),
            E("TextView", "Help", None, "help", (880, 180, 1038, 260), click=True),
            E("View", None, "Map showing Sakura Ramen House and 1458 Linden Ave", "map", (0, 300, W, 1100)),
            E("TextView", stage, None, "order_status_title", (63, 1140, 1017, 1230)),
            E("TextView", f"Estimated arrival {eta}", None, "order_eta", (63, 1240, 1017, 1300)),
            E("ProgressBar", None, stage, "order_progress", (63, 1320, 1017, 1360)),
            E("TextView", sub, None, "order_status_subtitle", (63, 1380, 1017, 1480)),
            E("TextView", "Order details", None, None, (63, 1540, 700, 1600)),
            E("TextView", "Sakura Ramen House · 4 items · $78.69", None, "order_summary", (63, 1610, 1017, 1670)),
            E("TextView", "Order #4F7A-29C1", None, "order_id", (63, 1680, 1017, 1730)),
            E("Button", "Add a note for your Dasher", None, "dasher_note", (42, 2110, 1038, 2250), click=True)])

    l1 = [("Tonkotsu Ramen", None, 1650, 1), ("Gyoza (6 pc)", None, 895, 1), ("Spicy Miso Ramen", "Medium, Extra chashu", 2025, 1)]
    l2 = [(n, o, u, 2 if n.startswith("Gyoza") else q) for n, o, u, q in l1]
    tr = Traj(store("20:20", 2, 2545))
    tr.step(tr.cur.click("Spicy Miso Ramen"), item("20:20", False))
    tr.step(tr.cur.click("Extra chashu"), item("20:20", True))
    tr.step(tr.cur.click("Add to cart - $20.25"), store("20:21", 3, 4570))
    tr.step(tr.cur.click("View cart · 3 items · $45.70"), cart("20:21", l1))
    tr.step(tr.cur.click("Increase quantity, Gyoza (6 pc)"), cart("20:21", l2))
    tr.step(tr.cur.click("Continue"), checkout("20:22", 5465, 600))
    tr.step(tr.cur.click("$8"), checkout("20:22", 5465, 800))
    tr.step(tr.cur.click("Place Order · $78.69"), status_scr("20:22", "Order received", "8:52 – 9:02 PM", "Sakura Ramen House is confirming your order."))
    tr.step(act("wait"), status_scr("20:24", "Preparing your order", "8:55 – 9:05 PM", "Sakura Ramen House is making your food. Assigning a Dasher…"))
    rs.add("android", "h64-android-15", SYS_UI, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 16 OsmAnd (contradiction)
def t16(rs: RowSet) -> None:
    P = "net.osmand"

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 57, extra=("OsmAnd notification: Trip recording", "Location active"))

    def mapscr(clock: str, rec: str | None, dist: str, toast: str | None = None) -> list[dict[str, Any]]:
        els = sb(clock) + [
            E("FrameLayout", None, "Map", "MapView", (0, 128, W, H), click=True, long=True),
            E("ImageButton", None, "Search", "map_search_button", (42, 170, 168, 296), click=True),
            E("TextView", "Lombard St", None, "map_address_text", (200, 180, 880, 290)),
            E("ImageButton", None, "Compass", "map_compass_button", (912, 170, 1038, 296), click=True)]
        if rec:
            els.append(E("LinearLayout", rec, "Trip recording: " + rec, "widget_trip_recording", (42, 330, 400, 440), click=True))
        els += [E("LinearLayout", dist, "Distance: " + dist, "widget_distance", (42, 460, 400, 570)),
                E("LinearLayout", "4 km/h", "Speed: 4 km/h", "widget_speed", (680, 330, 1038, 440)),
                E("ImageButton", None, "Zoom in", "map_zoom_in_button", (912, 1500, 1038, 1626), click=True),
                E("ImageButton", None, "Zoom out", "map_zoom_out_button", (912, 1640, 1038, 1766), click=True),
                E("ImageButton", None, "My location", "map_my_location_button", (912, 1820, 1038, 1946), click=True),
                E("ImageButton", None, "Back to menu", "map_menu_button", (42, 2100, 168, 2226), click=True),
                E("ImageButton", None, "Directions", "map_route_info_button", (190, 2100, 316, 2226), click=True)]
        if toast:
            els.append(E("TextView", toast, None, "android:id/message", (140, 1900, 940, 2010), pkg=SYSUI))
        return els

    def sheet(clock: str, state: str, dur: str, dist: str, speed: str) -> Scr:
        els = mapscr(clock, dur, dist) + [
            E("FrameLayout", None, None, "bottom_sheet", (0, 1180, W, H)),
            E("TextView", "Trip recording", None, "title", (63, 1220, 700, 1300)),
            E("TextView", state, None, "status", (720, 1230, 1017, 1290)),
            E("TextView", "Duration", None, None, (63, 1330, 500, 1380)), E("TextView", dur, None, "duration_value", (63, 1380, 500, 1450)),
            E("TextView", "Distance", None, None, (540, 1330, 1017, 1380)), E("TextView", dist, None, "distance_value", (540, 1380, 1017, 1450)),
            E("TextView", "Ascent", None, None, (63, 1480, 500, 1530)), E("TextView", "12 m", None, "ascent_value", (63, 1530, 500, 1600)),
            E("TextView", "Descent", None, None, (540, 1480, 1017, 1530)), E("TextView", "9 m", None, "descent_value", (540, 1530, 1017, 1600)),
            E("TextView", "Average speed", None, None, (63, 1630, 500, 1680)), E("TextView", speed, None, "avg_speed_value", (63, 1680, 500, 1750)),
            E("TextView", "Start time", None, None, (540, 1630, 1017, 1680)), E("TextView", "13:49", None, "start_time_value", (540, 1680, 1017, 1750)),
            E("Button", "Resume" if state == "Paused" else "Pause", None, "button_pause", (42, 1840, 360, 1960), click=True),
            E("Button", "Stop", None, "button_stop", (380, 1840, 700, 1960), click=True),
            E("Button", "Save", None, "button_save", (720, 1840, 1038, 1960), click=True),
            E("Button", "Show on map", None, "button_show", (42, 1990, 1038, 2100), click=True)]
        return Scr(P, els)

    tr = Traj(Scr(P, mapscr("14:02", "0:12:48", "1.42 km")))
    tr.step(tr.cur.click("widget_trip_recording"), sheet("14:02", "Recording", "0:13:05", "1.45 km", "6.6 km/h"))
    tr.step(tr.cur.click("Pause"), sheet("14:02", "Paused", "0:13:07", "1.45 km", "6.6 km/h"))
    tr.step(act("wait"), sheet("14:02", "Paused", "0:13:01", "1.45 km", "6.6 km/h"))
    tr.step(tr.cur.click("Resume"), sheet("14:03", "Recording", "0:13:08", "1.45 km", "6.6 km/h"))
    stop = sheet("14:03", "Recording", "0:13:19", "1.47 km", "6.6 km/h")
    stop.elems += [E("FrameLayout", None, None, "android:id/content", (84, 820, 996, 1560)),
                   E("TextView", "Stop recording?", None, "android:id/alertTitle", (147, 880, 933, 950)),
                   E("TextView", "The current track has 1.47 km and 0:13:19 of recorded data.", None, "android:id/message", (147, 980, 933, 1100)),
                   E("Button", "Save and stop", None, "save_and_stop", (147, 1140, 933, 1240), click=True),
                   E("Button", "Stop without saving", None, "stop_without_saving", (147, 1260, 933, 1360), click=True),
                   E("Button", "Cancel", None, "android:id/button2", (147, 1380, 933, 1480), click=True)]
    tr.step(tr.cur.click("Stop"), stop)
    tr.step(tr.cur.click("Save and stop"), Scr(P, mapscr("14:03", None, "1.47 km", toast="Track saved: 2024-03-12_13-49_Tue.gpx")))
    menu = Scr(P, sb("14:03") + [
        E("FrameLayout", None, None, "drawer_layout", (0, 128, W, H)),
        E("TextView", "OsmAnd", None, "app_name", (63, 180, 700, 260)),
        E("TextView", "v4.6.8 · Maps: 3 · 412 MB", None, "app_version", (63, 260, 900, 310))]
        + [E("TextView", m, None, "menu_item_title", (63, 360 + i * 140, 1017, 480 + i * 140), click=True)
           for i, m in enumerate(["My Places", "Search", "Directions", "Configure map", "Download maps", "Trip recording",
                                  "Plugins", "Settings", "Help", "Exit"])])
    tr.step(tr.cur.click("Back to menu"), menu)
    places = Scr(P, sb("14:04") + [
        E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
        E("TextView", "My Places", None, "toolbar_title", (189, 190, 700, 260))]
        + [E("TextView", t, None, "tab_" + t.lower(), (i * 360, 300, (i + 1) * 360, 400), click=True, sel=t == "Tracks")
           for i, t in enumerate(["Favorites", "Tracks", "OSM Edits"])]
        + [E("TextView", "Today", None, "group_title", (63, 430, 700, 490))]
        + [e for i, (n, info) in enumerate([("2024-03-12_13-49_Tue", "1.47 km · 0:13:19 · 12 m"),
                                             ("2024-03-10_09-15_Sun", "8.22 km · 1:41:05 · 214 m"),
                                             ("2024-03-07_18-02_Thu", "3.06 km · 0:34:52 · 41 m"),
                                             ("Presidio loop", "5.80 km · 1:12:40 · 163 m")])
           for e in (E("LinearLayout", None, None, "track_row", (0, 500 + i * 190 + (70 if i else 0), W, 690 + i * 190 + (70 if i else 0)), click=True, long=True),
                     E("TextView", n, None, "track_name", (160, 530 + i * 190 + (70 if i else 0), 1000, 590 + i * 190 + (70 if i else 0))),
                     E("TextView", info, None, "track_info", (160, 590 + i * 190 + (70 if i else 0), 1000, 650 + i * 190 + (70 if i else 0))))])
    places.elems.insert(-9, E("TextView", "Earlier", None, "group_title", (63, 690, 700, 750)))
    tr.step(tr.cur.click("My Places"), places)
    rs.add("android", "h64-android-16", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=3,
           kind="While the recording stays paused the duration reads 0:13:01, earlier than the 0:13:07 shown when it was paused at turn 2.")


# ---------------------------------------------------------------- 17 WhatsApp (contradiction)
def t17(rs: RowSet) -> None:
    P = "com.whatsapp"
    sysmsg = ("You turned on disappearing messages. New messages will disappear from this chat 7 days after they're sent, "
              "except when kept. Tap to change.")

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 84, extra=("WhatsApp notification: Family 🏡",))

    def chats(clock: str) -> Scr:
        els = sb(clock) + [
            E("TextView", "WhatsApp", None, "toolbar_title", (63, 170, 600, 270)),
            E("ImageView", None, "Camera", "menuitem_camera", (660, 160, 786, 286), click=True),
            E("ImageView", None, "Search", "menuitem_search", (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("ListView", None, None, "android:id/list", (0, 300, W, 2130), scroll=True)]
        rows = [("Family 🏡", "Dad: 📷 Photo", "09:12", "3"), ("Lena Fischer", "Are we still on for Friday?", "08:57", "1"),
                ("Tom Okoye", "You: 👍", "Yesterday", None), ("Book club", "Priya: Chapter 9 was wild", "Yesterday", None),
                ("Marcus Webb", "Missed voice call", "Sunday", None), ("Ana (landlord)", "Water shut-off Thu 10–12", "3/8/24", None)]
        for i, (n, m, t, u) in enumerate(rows):
            y = 300 + i * 190
            els += [E("RelativeLayout", None, None, "contact_row_container", (0, y, W, y + 190), click=True, long=True),
                    E("ImageView", None, None, "contact_photo", (42, y + 35, 162, y + 155), click=True),
                    E("TextView", n, None, "conversations_row_contact_name", (200, y + 35, 800, y + 100)),
                    E("TextView", m, None, "single_msg_tv", (200, y + 100, 900, y + 160)),
                    E("TextView", t, None, "conversations_row_date", (800, y + 40, 1038, y + 95))]
            if u:
                els.append(E("TextView", u, f"{u} unread message" + ("s" if u != "1" else ""), "conversations_row_message_count", (960, y + 105, 1030, y + 160)))
        els.append(E("ImageButton", None, "New chat", "fab", (870, 1940, 1038, 2108), click=True))
        els += [E("FrameLayout", t, t, "navigation_bar_item_" + str(i), (i * 270, 2130, (i + 1) * 270, 2274), click=True, sel=t == "Chats")
                for i, t in enumerate(["Chats", "Updates", "Communities", "Calls"])]
        return Scr(P, els)

    def chat(clock: str, turned_on: bool, draft: str = "") -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Navigate up", "back", (0, 150, 110, 297), click=True),
            E("ImageView", None, None, "conversation_contact_photo", (110, 170, 210, 270)),
            E("LinearLayout", None, None, "conversation_contact", (220, 150, 640, 297), click=True),
            E("TextView", "Lena Fischer", None, "conversation_contact_name", (220, 165, 640, 230)),
            E("TextView", "last seen today at 08:58", None, "conversation_contact_status", (220, 230, 640, 280)),
            E("ImageView", None, "Video call", "menuitem_video_call", (660, 160, 786, 286), click=True),
            E("ImageView", None, "Voice call", "menuitem_call", (786, 160, 912, 286), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("ListView", None, None, "android:id/list", (0, 300, W, 2110), scroll=True),
            E("TextView", "YESTERDAY", None, "conversation_row_date_divider", (420, 330, 660, 390)),
            E("TextView", "The Lisbon photos are up on the shared album", None, "message_text", (42, 420, 760, 560), long=True),
            E("TextView", "21:14", None, "date", (640, 520, 750, 560)),
            E("TextView", "Saw them, the tram one is perfect 😍", None, "message_text", (320, 590, 1038, 730), long=True),
            E("TextView", "21:20", None, "date", (850, 690, 960, 730)),
            E("ImageView", None, "Read", "status", (965, 690, 1020, 730)),
            E("TextView", "TODAY", None, "conversation_row_date_divider", (440, 770, 640, 830)),
            E("TextView", "Are we still on for Friday?", None, "message_text", (42, 860, 760, 960), long=True),
            E("TextView", "08:57", None, "date", (640, 920, 750, 960))]
        if turned_on:
            els.append(E("TextView", sysmsg, None, "info", (100, 1000, 980, 1180), click=True))
        els += [E("ImageButton", None, "Emoji", "emoji_picker_btn", (20, 2130, 120, 2250), click=True),
                E("EditText", draft or None, None, "entry", (120, 2120, 700, 2260), hint="Message", edit=True, focus=bool(draft)),
                E("ImageButton", None, "Attach", "input_attach_button", (700, 2130, 800, 2250), click=True)]
        if not draft:
            els.append(E("ImageButton", None, "Camera", "camera_btn", (800, 2130, 900, 2250), click=True))
        els.append(E("ImageButton", None, "Send" if draft else "Voice message", "send" if draft else "voice_note_btn", (920, 2120, 1060, 2260), click=True))
        return Scr(P, els)

    def info(clock: str, disappearing: str) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("ImageView", None, "Profile photo", "profile_picture_image", (390, 300, 690, 600), click=True),
            E("TextView", "Lena Fischer", None, "contact_title", (63, 630, 1017, 720)),
            E("TextView", "+49 151 23456789", None, "contact_subtitle", (63, 720, 1017, 780))]
        for i, b in enumerate(["Audio", "Video", "Pay", "Search"]):
            els.append(E("Button", b, None, "action_" + b.lower(), (42 + i * 252, 820, 282 + i * 252, 990), click=True))
        rows = [("Berlin ↔ Lisbon", "February 19, 2024"), ("Media, links, and docs", "124"), ("Notifications", None),
                ("Media visibility", None), ("Encryption", "Messages and calls are end-to-end encrypted. Tap to verify."),
                ("Disappearing messages", disappearing), ("Chat lock", "Lock and hide this chat on this device."),
                ("2 groups in common", "Book club, Lisbon 2024 ✈️"), ("Block Lena Fischer", None), ("Report Lena Fischer", None)]
        y = 1030
        for t, s in rows:
            h = 170 if s else 120
            els += [E("LinearLayout", None, None, "list_item", (0, y, W, y + h), click=True),
                    E("TextView", t, None, "list_item_title", (160, y + 25, 1000, y + 85))]
            if s:
                els.append(E("TextView", s, None, "list_item_description", (160, y + 85, 1000, y + 145)))
            y += h
        return Scr(P, els)

    def timer(clock: str, sel: str) -> Scr:
        els = sb(clock) + [
            E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True),
            E("TextView", "Disappearing messages", None, "toolbar_title", (189, 190, 900, 260)),
            E("ImageView", None, None, "ephemeral_nux_icon", (390, 320, 690, 620)),
            E("TextView", "Make messages in this chat disappear", None, None, (63, 650, 1017, 720)),
            E("TextView", "For more privacy and storage, all new messages will disappear from this chat for everyone after the selected duration, except when kept. Anyone in the chat can change this setting.", None, None, (63, 730, 1017, 950)),
            E("TextView", "Message timer", None, None, (63, 990, 700, 1050)),
            E("RadioGroup", None, None, "ephemeral_radio_group", (0, 1060, W, 1540))]
        for i, o in enumerate(["24 hours", "7 days", "90 days", "Off"]):
            els.append(E("RadioButton", o, None, "ephemeral_option", (63, 1070 + i * 115, 1017, 1175 + i * 115), check=o == sel, click=True))
        els.append(E("TextView", "Default message timer", None, "default_timer_link", (63, 1600, 1017, 1670), click=True))
        return Scr(P, els)

    tr = Traj(chats("09:14"))
    tr.step(tr.cur.click("Lena Fischer"), chat("09:14", False))
    tr.step(tr.cur.click("conversation_contact"), info("09:14", "Off"))
    tr.step(tr.cur.click("Disappearing messages"), timer("09:15", "Off"))
    tr.step(tr.cur.click("7 days"), timer("09:15", "7 days"))
    tr.step(act("navigate_back"), info("09:15", "7 days"))
    tr.step(act("navigate_back"), chat("09:15", True))
    tr.step(tr.cur.click("conversation_contact"), info("09:16", "Off"))
    tr.step(act("navigate_back"), chat("09:16", True))
    tr.step(tr.cur.type("entry", "Yes! 7pm at Rosa's?"), chat("09:16", True, draft="Yes! 7pm at Rosa's?"))
    rs.add("android", "h64-android-17", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=7,
           kind="Contact info shows Disappearing messages 'Off' again, though it was set to 7 days at turns 4-5 and the chat shows the turned-on notice.")


# ---------------------------------------------------------------- 18 FitoTrack (clean, tree)
def t18(rs: RowSet) -> None:
    P = "de.tadris.fitness"
    w0 = [("Running", "Mon, 11.03.2024 18:05", "5.21 km", "28:44", "5:31 min/km"),
          ("Cycling", "Sat, 09.03.2024 10:12", "22.60 km", "1:04:12", "21.1 km/h"),
          ("Walking", "Thu, 07.03.2024 12:30", "3.05 km", "38:10", "4.8 km/h"),
          ("Running", "Tue, 05.03.2024 07:02", "6.02 km", "33:51", "5:37 min/km")]
    new = ("Running", "Tue, 12.03.2024 07:34", "0.94 km", "05:50", "6:12 min/km")

    def base(clock: str, gps: bool = False) -> list[dict[str, Any]]:
        extra = ("FitoTrack notification: Recording workout", "Location active") if gps else ()
        return tstatus(clock, 95, extra=extra) + root(P)

    def lst(clock: str, ws: list[tuple[str, str, str, str, str]], week: str, fab: bool = False) -> Scr:
        els = base(clock) + [
            E("ViewGroup", None, None, "action_bar", (0, 128, W, 290), dp=2),
            E("TextView", "FitoTrack", None, None, (63, 170, 600, 250), dp=3),
            E("TextView", None, "Statistics", "actionStatistics", (786, 160, 912, 286), click=True, dp=3),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True, dp=3),
            E("TextView", week, None, "workoutsSummary", (63, 310, 1017, 380), dp=2),
            E("RecyclerView", None, None, "workoutsList", (0, 400, W, 2274), scroll=True, dp=2)]
        for i, (t, d, km, dur, pace) in enumerate(ws):
            y = 410 + i * 260
            els += [E("CardView", None, None, "workoutCard", (30, y, 1050, y + 240), click=True, long=True, dp=3),
                    E("TextView", t, None, "workoutType", (70, y + 20, 600, y + 80), dp=4),
                    E("TextView", d, None, "workoutDate", (70, y + 80, 700, y + 130), dp=4),
                    E("TextView", km, None, "workoutLength", (70, y + 150, 360, y + 210), dp=4),
                    E("TextView", dur, None, "workoutTime", (380, y + 150, 680, y + 210), dp=4),
                    E("TextView", pace, None, "workoutPace", (700, y + 150, 1030, y + 210), dp=4)]
        if fab:
            els += [E("TextView", "Enter workout", None, "workoutListEnter", (500, 1820, 840, 1900), click=True, dp=2),
                    E("ImageButton", None, "Enter workout", "workoutListEnterFab", (870, 1800, 1010, 1940), click=True, dp=2),
                    E("TextView", "Record workout", None, "workoutListRecordLabel", (500, 1990, 840, 2070), click=True, dp=2),
                    E("ImageButton", None, "Record workout", "workoutListRecord", (870, 1970, 1010, 2110), click=True, dp=2)]
        els.append(E("ImageButton", None, "Close menu" if fab else "Add workout", "workoutListMenu", (850, 2120, 1030, 2274), click=True, dp=2))
        return Scr(P, els, tree=True)

    def rec(clock: str, state: str, t: str, km: str, pace: str, speed: str, dlg: bool = False) -> Scr:
        els = base(clock, state != "ready") + [
            E("ViewGroup", None, None, "action_bar", (0, 128, W, 290), dp=2),
            E("TextView", "Running", None, None, (63, 170, 600, 250), dp=3),
            E("View", None, "Map", "recordMap", (0, 290, W, 1200), dp=2),
            E("TextView", "GPS: good (±4 m)", None, "recordGpsState", (63, 1220, 1017, 1280), dp=2),
            E("TextView", t, None, "recordTime", (63, 1300, 1017, 1460), dp=2)]
        for i, (lab, v) in enumerate([("Distance", km), ("Pace", pace), ("Avg speed", speed), ("Ascent", "4 m" if state == "running" and km != "0.00 km" else "0 m")]):
            r, c = divmod(i, 2)
            els += [E("TextView", v, None, f"recordInfo{i + 1}Value", (63 + c * 500, 1500 + r * 200, 520 + c * 500, 1580 + r * 200), dp=2),
                    E("TextView", lab, None, f"recordInfo{i + 1}Title", (63 + c * 500, 1580 + r * 200, 520 + c * 500, 1630 + r * 200), dp=2)]
        if state == "ready":
            els.append(E("Button", "Start", None, "recordStart", (42, 2100, 1038, 2240), click=True, dp=2))
        else:
            els += [E("Button", "Pause", None, "recordPause", (42, 2100, 520, 2240), click=True, dp=2),
                    E("Button", "Stop", None, "recordStop", (560, 2100, 1038, 2240), click=True, dp=2)]
        if dlg:
            els += [E("FrameLayout", None, None, None, (84, 900, 996, 1500), dp=0),
                    E("TextView", "Finish workout?", None, "android:id/alertTitle", (147, 960, 933, 1030), dp=1),
                    E("TextView", "Do you want to save this workout?", None, "android:id/message", (147, 1060, 933, 1160), dp=1),
                    E("Button", "Continue", None, "android:id/button3", (147, 1340, 420, 1440), dp=1, click=True),
                    E("Button", "Discard", None, "android:id/button2", (440, 1340, 680, 1440), dp=1, click=True),
                    E("Button", "Save", None, "android:id/button1", (700, 1340, 933, 1440), dp=1, click=True)]
        return Scr(P, els, tree=True)

    weekA = "This week: 1 workout · 5.21 km · 28:44"
    weekB = "This week: 2 workouts · 6.15 km · 34:34"
    tr = Traj(lst("7:33", w0, weekA))
    tr.step(tr.cur.click("workoutListMenu"), lst("7:33", w0, weekA, fab=True))
    types = ["Running", "Walking", "Hiking", "Cycling", "Inline skating", "Skateboarding", "Rowing", "Other"]
    pick = Scr(P, base("7:33") + [E("FrameLayout", None, None, None, (84, 520, 996, 1880), dp=0),
                                  E("TextView", "Select workout type", None, "android:id/alertTitle", (147, 580, 933, 650), dp=1)]
               + [E("TextView", t, None, "android:id/text1", (147, 690 + i * 140, 933, 810 + i * 140), click=True, dp=1) for i, t in enumerate(types)])
    pick.tree = True
    tr.step(tr.cur.click("Record workout"), pick)
    tr.step(tr.cur.click("Running"), rec("7:33", "ready", "00:00:00", "0.00 km", "--:-- min/km", "0.0 km/h"))
    tr.step(tr.cur.click("Start"), rec("7:34", "running", "00:00:03", "0.00 km", "--:-- min/km", "0.0 km/h"))
    tr.step(act("wait"), rec("7:40", "running", "00:05:41", "0.92 km", "6:11 min/km", "9.7 km/h"))
    tr.step(tr.cur.click("Stop"), rec("7:40", "running", "00:05:50", "0.94 km", "6:12 min/km", "9.7 km/h", dlg=True))
    det = Scr(P, base("7:40") + [
        E("ViewGroup", None, None, "action_bar", (0, 128, W, 290), dp=2),
        E("ImageButton", None, "Navigate up", None, (0, 150, 147, 297), click=True, dp=3),
        E("TextView", "Running", None, None, (189, 170, 600, 250), dp=3),
        E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True, dp=3),
        E("ScrollView", None, None, None, (0, 290, W, 2274), scroll=True, dp=2),
        E("TextView", "Tue, 12.03.2024 07:34 – 07:40", None, "showWorkoutDate", (63, 310, 1017, 370), dp=3),
        E("EditText", None, None, "showWorkoutComment", (63, 390, 1017, 480), hint="Add a comment", edit=True, dp=3)]
        + [e for i, (lab, v) in enumerate([("Distance", "0.94 km"), ("Duration", "00:05:50"), ("Avg pace", "6:12 min/km"),
                                           ("Avg speed", "9.7 km/h"), ("Top speed", "12.4 km/h"), ("Ascent", "4 m"),
                                           ("Descent", "2 m"), ("Burned energy", "68 kcal")])
           for e in (E("TextView", lab, None, "infoTitle", (63, 520 + i * 120, 500, 590 + i * 120), dp=3),
                     E("TextView", v, None, "infoValue", (540, 520 + i * 120, 1017, 590 + i * 120), dp=3))]
        + [E("View", None, "Map of the workout route", "showWorkoutMap", (0, 1500, W, 2200), click=True, dp=3)])
    det.tree = True
    tr.step(tr.cur.click("Save"), det)
    w1 = [new] + w0
    tr.step(act("navigate_back"), lst("7:40", w1, weekB))
    delete = lst("7:41", w1, weekB)
    delete.elems += [E("FrameLayout", None, None, None, (84, 900, 996, 1460), dp=0),
                     E("TextView", "Delete workout?", None, "android:id/alertTitle", (147, 960, 933, 1030), dp=1),
                     E("TextView", "Walking · Thu, 07.03.2024 12:30 will be deleted permanently.", None, "android:id/message", (147, 1060, 933, 1200), dp=1),
                     E("Button", "Cancel", None, "android:id/button2", (480, 1290, 700, 1410), click=True, dp=1),
                     E("Button", "Delete", None, "android:id/button1", (720, 1290, 933, 1410), click=True, dp=1)]
    tr.step(tr.cur.long_press("Walking"), delete)
    tr.step(tr.cur.click("Delete"), lst("7:41", [w for w in w1 if w[0] != "Walking"], weekB))
    rs.add("android", "h64-android-18", SYS_TREE, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 19 Pocket Casts (contradiction, tree)
def t19(rs: RowSet) -> None:
    P = "au.com.shiftyjelly.pocketcasts"
    eps0 = [("Ep. 215 — The Battery Breakthrough That Wasn't", "8 MAR", "1h 2m"),
            ("Ep. 214 — Inside the Chip Export Fight", "1 MAR", "1h 4m"),
            ("Ep. 213 — Listener Mailbag: Your Home Lab Questions", "23 FEB", "Played"),
            ("Ep. 212 — Satellites, Spectrum and You", "16 FEB", "22m left"),
            ("Ep. 211 — What Happened to the Smart Home?", "9 FEB", "Played"),
            ("Ep. 210 — The Year in Repairability", "2 FEB", "Played")]
    e215 = eps0[0][0]

    def base(clock: str, playing: bool) -> list[dict[str, Any]]:
        extra = ("Pocket Casts notification: Now playing",) if playing else ()
        return tstatus(clock, 73, extra=extra) + root(P)

    def mini(pos: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", None, None, "miniPlayer", (0, 1990, W, 2130), click=True, dp=2),
                E("ImageView", None, "Signal Path artwork", "artwork", (20, 2000, 140, 2120), dp=3),
                E("TextView", e215, None, "title", (160, 2010, 760, 2070), dp=3),
                E("ProgressBar", None, f"Played {pos}", "progressBar", (0, 1990, W, 2000), dp=3),
                E("ImageButton", None, "Skip back", "skipBack", (770, 2010, 870, 2110), click=True, dp=3),
                E("ImageButton", None, "Pause", "playButton", (870, 2010, 970, 2110), click=True, dp=3),
                E("ImageButton", None, "Skip forward", "skipForward", (970, 2010, 1070, 2110), click=True, dp=3)]

    def podcast(clock: str, eps: list[tuple[str, str, str]], pos: str | None = None, dl: dict[str, str] | None = None) -> Scr:
        dl = dl or {}
        els = base(clock, pos is not None) + [
            E("ViewGroup", None, None, "toolbar", (0, 128, W, 290), dp=2),
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True, dp=3),
            E("ImageButton", None, "Share podcast", None, (660, 160, 786, 286), click=True, dp=3),
            E("ImageButton", None, "Notifications on", None, (786, 160, 912, 286), click=True, dp=3),
            E("ImageButton", None, "Podcast settings", None, (912, 160, 1038, 286), click=True, dp=3),
            E("RecyclerView", None, None, "episodesRecyclerView", (0, 290, W, 1990 if pos else 2130), scroll=True, dp=2),
            E("ImageView", None, "Signal Path artwork", "artwork", (340, 310, 740, 710), dp=3),
            E("TextView", "Signal Path", None, "title", (63, 730, 1017, 810), dp=3),
            E("TextView", "Northlight Media", None, "author", (63, 810, 1017, 860), dp=3),
            E("Button", "Subscribed", None, "subscribeButton", (340, 880, 740, 980), click=True, check=True, dp=3),
            E("TextView", "142 episodes · 3 archived", None, "episodesSummary", (63, 1010, 700, 1070), dp=3),
            E("ImageButton", None, "Episode options", "btnEpisodeOptions", (912, 1000, 1038, 1080), click=True, dp=3)]
        for i, (t, d, st) in enumerate(eps):
            y = 1100 + i * 210
            if y + 210 > (1990 if pos else 2130):
                break
            els += [E("ViewGroup", None, None, "episodeRow", (0, y, W, y + 210), click=True, long=True, dp=3),
                    E("TextView", d, None, "date", (63, y + 20, 400, y + 60), dp=4),
                    E("TextView", t, None, "title", (63, y + 60, 860, y + 150), dp=4),
                    E("TextView", st + (f" · {dl[t]}" if t in dl else ""), None, "status", (63, y + 150, 700, y + 195), dp=4),
                    E("ImageButton", None, f"Download {t}" if t not in dl else dl[t], "downloadButton", (760, y + 60, 880, y + 150), click=True, dp=4),
                    E("ImageButton", None, ("Pause " if pos and t == e215 else "Play ") + t, "playButton", (900, y + 50, 1040, y + 160), click=True, dp=4)]
        if pos:
            els += mini(pos)
        els += [E("FrameLayout", None, t, "navigation_" + t.lower().replace(" ", "_"), (i * 216, 2130, (i + 1) * 216, 2274), click=True, sel=t == "Podcasts", dp=2)
                for i, t in enumerate(["Podcasts", "Filters", "Discover", "Up Next", "Profile"])]
        return Scr(P, els, tree=True)

    def episode(clock: str, played: bool) -> Scr:
        t = eps0[1][0]
        els = base(clock, False) + [
            E("FrameLayout", None, None, "design_bottom_sheet", (0, 300, W, H), dp=2),
            E("ImageButton", None, "Close", "btnClose", (20, 320, 140, 440), click=True, dp=3),
            E("TextView", t, None, "txtTitle", (63, 470, 1017, 600), dp=3),
            E("TextView", "Signal Path", None, "txtPodcastTitle", (63, 600, 1017, 660), dp=3),
            E("TextView", "1 March 2024 · 1h 4m" + (" · Played" if played else ""), None, "txtDate", (63, 660, 1017, 720), dp=3),
            E("Button", "Play", None, "btnPlay", (63, 760, 520, 880), click=True, dp=3),
            E("Button", "Download · 94.1 MB", None, "btnDownload", (560, 760, 1017, 880), click=True, dp=3),
            E("Button", "Up Next", None, "btnAddToUpNext", (63, 910, 360, 1010), click=True, dp=3),
            E("Button", "Mark as unplayed" if played else "Mark as played", None, "btnPlayed", (380, 910, 720, 1010), click=True, dp=3),
            E("Button", "Archive", None, "btnArchive", (740, 910, 1017, 1010), click=True, dp=3),
            E("WebView", None, None, "webViewShowNotes", (0, 1050, W, 2274), scroll=True, dp=3),
            E("TextView", "Export controls on advanced chips changed again in January. We trace who is affected, what 'performance density' means, and why fabs are rethinking their roadmaps.", None, None, (63, 1070, 1017, 1400), dp=4),
            E("TextView", "00:00 Intro · 06:12 The new rules · 24:40 Performance density · 41:05 Fab roadmaps · 58:30 Listener question", None, None, (63, 1420, 1017, 1600), dp=4)]
        return Scr(P, els, tree=True)

    def player(clock: str, pos: str, left: str, speed: str, sheet: bool = False) -> Scr:
        els = base(clock, True) + [
            E("FrameLayout", None, None, "playerContainer", (0, 128, W, H), dp=2),
            E("ImageButton", None, "Close", "closePlayer", (20, 150, 140, 270), click=True, dp=3),
            E("ImageView", None, "Signal Path artwork", "artwork", (140, 320, 940, 1120), dp=3),
            E("TextView", "Chapter 2 of 6 · The claim", None, "chapterTitle", (63, 1150, 1017, 1210), dp=3),
            E("TextView", e215, None, "episodeTitle", (63, 1230, 1017, 1350), dp=3),
            E("TextView", "Signal Path", None, "podcastTitle", (63, 1350, 1017, 1410), dp=3),
            E("SeekBar", None, f"Position {pos}", "seekBar", (63, 1450, 1017, 1510), click=True, dp=3),
            E("TextView", pos, None, "elapsedTime", (63, 1520, 300, 1580), dp=3),
            E("TextView", left, None, "remainingTime", (780, 1520, 1017, 1580), dp=3),
            E("ImageButton", None, "Skip back 10 seconds", "skipBack", (150, 1640, 330, 1820), click=True, dp=3),
            E("ImageButton", None, "Pause", "largePlayButton", (420, 1610, 660, 1850), click=True, dp=3),
            E("ImageButton", None, "Skip forward 45 seconds", "skipForward", (750, 1640, 930, 1820), click=True, dp=3),
            E("Button", speed, "Playback effects, speed " + speed, "effects", (63, 1920, 260, 2020), click=True, dp=3),
            E("ImageButton", None, "Sleep timer", "sleep", (300, 1920, 440, 2020), click=True, dp=3),
            E("ImageButton", None, "Star episode", "star", (480, 1920, 620, 2020), click=True, dp=3),
            E("ImageButton", None, "Up Next", "upNext", (880, 1920, 1017, 2020), click=True, dp=3)]
        if sheet:
            els += [E("FrameLayout", None, None, "design_bottom_sheet", (0, 1300, W, H), dp=3),
                    E("TextView", "Playback effects", None, "title", (63, 1340, 1017, 1410), dp=4),
                    E("TextView", "Speed", None, None, (63, 1460, 500, 1530), dp=4),
                    E("ImageButton", None, "Decrease playback speed", "btnSpeedDown", (560, 1450, 680, 1550), click=True, dp=4),
                    E("TextView", speed, None, "lblSpeed", (700, 1460, 860, 1540), dp=4),
                    E("ImageButton", None, "Increase playback speed", "btnSpeedUp", (880, 1450, 1000, 1550), click=True, dp=4),
                    E("TextView", "Trim silence", None, None, (63, 1600, 600, 1670), dp=4),
                    E("Switch", None, "Trim silence", "switchTrim", (880, 1600, 1017, 1670), check=False, click=True, dp=4),
                    E("TextView", "Volume boost", None, None, (63, 1720, 600, 1790), dp=4),
                    E("Switch", None, "Volume boost", "switchBoost", (880, 1720, 1017, 1790), check=False, click=True, dp=4),
                    E("TextView", "Apply to all podcasts", None, "globalSettings", (63, 1850, 1017, 1920), click=True, dp=4)]
        return Scr(P, els, tree=True)

    e214 = eps0[1][0]
    eps1 = [(t, d, "Played" if t == e214 else s) for t, d, s in eps0]
    eps2 = [(t, d, "1h 2m left" if t == e215 else s) for t, d, s in eps1]
    eps3 = [(t, d, "1h 0m left" if t == e215 else s) for t, d, s in eps0]
    e212 = eps0[3][0]
    tr = Traj(podcast("17:02", eps0))
    tr.step(tr.cur.click(e214), episode("17:02", False))
    tr.step(tr.cur.click("Mark as played"), episode("17:02", True))
    tr.step(act("navigate_back"), podcast("17:03", eps1))
    tr.step(tr.cur.click("Play " + e215), podcast("17:03", eps2, pos="0:00"))
    tr.step(tr.cur.click("Download " + e212), podcast("17:03", eps2, pos="0:09", dl={e212: "Downloading 34%"}))
    tr.step(act("wait"), podcast("17:04", eps3, pos="1:30", dl={e212: "Downloaded"}))
    tr.step(tr.cur.click("miniPlayer"), player("17:05", "2:41", "-59:19", "1.0x"))
    tr.step(tr.cur.click("effects"), player("17:05", "2:47", "-59:13", "1.0x", sheet=True))
    tr.step(tr.cur.click("Increase playback speed"), player("17:05", "2:50", "-59:10", "1.1x", sheet=True))
    tr.step(act("navigate_back"), player("17:05", "2:58", "-59:02", "1.1x"))
    rs.add("android", "h64-android-19", SYS_TREE, tr.turns, state=tr.start.render(), bad=True, turn=6,
           kind="Ep. 214, marked as played at turn 2 and shown 'Played' at turns 3-5, is listed as unplayed '1h 4m' again after the download finishes.")


# ---------------------------------------------------------------- 20 drip. period tracker (clean)
def t20(rs: RowSet) -> None:
    P = "com.drip"
    symptoms = ["Bleeding", "Temperature", "Mucus", "Cervix", "Note", "Desire", "Sex", "Pain", "Mood"]

    def sb(clock: str) -> list[dict[str, Any]]:
        return status(clock, 99)

    def nav(active: str) -> list[dict[str, Any]]:
        return [E("ViewGroup", t, t, None, (i * 270, 2130, (i + 1) * 270, 2274), click=True, sel=t == active)
                for i, t in enumerate(["Home", "Calendar", "Chart", "Stats"])]

    def home(clock: str) -> Scr:
        return Scr(P, sb(clock) + [
            E("TextView", "drip.", None, None, (63, 170, 400, 260)),
            E("ImageView", None, "Menu", None, (912, 160, 1038, 286), click=True),
            E("TextView", "Tuesday, 12 March", None, None, (63, 360, 1017, 430)),
            E("TextView", "Cycle day 12", None, None, (63, 500, 1017, 620)),
            E("TextView", "Next period in 16 – 18 days", None, None, (63, 640, 1017, 710)),
            E("TextView", "Based on your last 6 cycles (average 28 days)", None, None, (63, 720, 1017, 780)),
            E("Button", "Add data for today", None, None, (63, 880, 1017, 1020), click=True)] + nav("Home"))

    def day(clock: str, temp: str | None) -> Scr:
        els = sb(clock) + [
            E("ImageView", None, "Previous day", None, (20, 160, 140, 286), click=True),
            E("TextView", "12 March 2024", None, None, (160, 170, 920, 240)),
            E("TextView", "Cycle day 12", None, None, (160, 240, 920, 290)),
            E("ImageView", None, "Next day", None, (940, 160, 1060, 286), click=True, enabled=False)]
        for i, s in enumerate(symptoms):
            r, c = divmod(i, 3)
            x, y = 40 + c * 340, 360 + r * 420
            els.append(E("ViewGroup", None, s, None, (x, y, x + 320, y + 380), click=True))
            els.append(E("TextView", s, None, None, (x + 20, y + 240, x + 300, y + 300)))
            if s == "Temperature" and temp:
                els.append(E("TextView", f"{temp} °C", None, None, (x + 20, y + 300, x + 300, y + 360)))
        return Scr(P, els + nav("Home"))

    def form(clock: str, value: str | None, focus: bool) -> Scr:
        return Scr(P, sb(clock) + [
            E("ImageView", None, "Back", None, (20, 160, 140, 286), click=True),
            E("TextView", "Temperature", None, None, (160, 170, 920, 260)),
            E("TextView", "Temperature (°C)", None, None, (63, 340, 700, 400)),
            E("EditText", value, None, None, (63, 410, 700, 530), hint="36.51", edit=True, focus=focus),
            E("TextView", "Last logged: 36.51 °C on Mon, 11 March", None, None, (63, 550, 1017, 610)),
            E("TextView", "Time", None, None, (63, 660, 700, 720)),
            E("TextView", "07:12", None, None, (63, 730, 400, 810), click=True),
            E("CheckBox", "Exclude", "Exclude this value from the cycle calculation", None, (63, 860, 1017, 950), check=False, click=True),
            E("TextView", "Note", None, None, (63, 1000, 700, 1060)),
            E("EditText", None, None, None, (63, 1070, 1017, 1230), hint="Enter", edit=True),
            E("Button", "Delete", None, None, (63, 2000, 520, 2120), click=True, enabled=value is not None and not focus),
            E("Button", "Save", None, None, (560, 2000, 1017, 2120), click=True)])

    def chart(clock: str) -> Scr:
        pts = [("8", "Mar 8", "36.42"), ("9", "Mar 9", "36.45"), ("10", "Mar 10", "36.48"), ("11", "Mar 11", "36.51"), ("12", "Mar 12", "36.58")]
        els = sb(clock) + [E("TextView", "Chart", None, None, (63, 170, 600, 260)),
                           E("ScrollView", None, None, None, (0, 290, W, 2130), scroll=True),
                           E("TextView", "°C", None, None, (20, 300, 110, 360))]
        for i, t in enumerate(["36.7", "36.6", "36.5", "36.4", "36.3"]):
            els.append(E("TextView", t, None, None, (20, 380 + i * 200, 110, 430 + i * 200)))
        for i, (cd, d, v) in enumerate(pts):
            x = 160 + i * 180
            els += [E("ViewGroup", None, f"Cycle day {cd}, {d}, temperature {v} °C", None, (x, 300, x + 170, 1500), click=True),
                    E("TextView", cd, None, None, (x + 40, 1520, x + 130, 1580)),
                    E("TextView", d, None, None, (x + 10, 1580, x + 160, 1630))]
        els += [E("TextView", "Bleeding", None, None, (20, 1680, 300, 1740)), E("TextView", "Mucus", None, None, (20, 1760, 300, 1820)),
                E("TextView", "Cervix", None, None, (20, 1840, 300, 1900))]
        return Scr(P, els + nav("Chart"))

    tr = Traj(home("07:12"))
    tr.step(tr.cur.click("Add data for today"), day("07:12", None))
    tr.step(tr.cur.click("Temperature"), form("07:12", None, True))
    tr.step(tr.cur.type("36.51", "36.62"), form("07:12", "36.62", True))
    tr.step(tr.cur.click("Save"), day("07:13", "36.62"))
    tr.step(tr.cur.click("Temperature"), form("07:13", "36.62", False))
    tr.step(tr.cur.type("36.51", "36.58", clear=True), form("07:13", "36.58", True))
    tr.step(tr.cur.click("Save"), day("07:13", "36.58"))
    tr.step(tr.cur.click("Chart"), chart("07:14"))
    rs.add("android", "h64-android-20", SYS_UI, tr.turns, state=tr.start.render())


# ---------------------------------------------------------------- 21 Revolut (contradiction)
def t21(rs: RowSet) -> None:
    P = "com.revolut.revolut"
    note = "Concert tickets 🎸"
    txid = "c7e1f4a2-93b0-4d1e-b8a6-2f5d9e31c047"
    base_tx = [("Lidl", "Today, 09:41", "-€34.12", "Groceries"), ("Anna Kowalski", "Yesterday, 19:05 · Dinner split", "+€120.00", "Transfers"),
               ("Spotify", "10 Mar, 08:00", "-€10.99", "Entertainment"), ("Bolt", "9 Mar, 23:14", "-€8.40", "Transport")]
    marek = ("Marek Nowak", f"Today, 12:04 · {note}", "-€45.00", "Transfers")

    def sb(clock: str, notif: bool = False) -> list[dict[str, Any]]:
        return status(clock, 76, extra=("Revolut notification: Payment sent",) if notif else ())

    def nav(active: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", t, t, "tab_" + t.lower(), (i * 216, 2130, (i + 1) * 216, 2274), click=True, sel=t == active)
                for i, t in enumerate(["Home", "Invest", "Payments", "Crypto", "Lifestyle"])]

    def home(clock: str, bal: str, tx: list[tuple[str, str, str, str]], notif: bool = False) -> Scr:
        els = sb(clock, notif) + [
            E("ImageView", None, "Profile", "avatar", (42, 160, 152, 270), click=True),
            E("EditText", None, None, "search", (170, 165, 780, 265), hint="Search", click=True),
            E("ImageView", None, "Analytics", None, (800, 160, 912, 270), click=True),
            E("ImageView", None, "Cards", None, (920, 160, 1038, 270), click=True),
            E("TextView", "Personal · EUR", None, "account_name", (63, 360, 1017, 420)),
            E("TextView", bal, None, "balance", (63, 430, 1017, 580)),
            E("Button", "Accounts", None, "accounts_chip", (390, 600, 690, 690), click=True)]
        for i, b in enumerate(["Add money", "Move", "Details", "More"]):
            els.append(E("Button", b, None, "action_" + b.lower().replace(" ", "_"), (42 + i * 252, 740, 282 + i * 252, 920), click=True))
        y = 980
        for n, sub, amt, _ in tx:
            els += [E("ViewGroup", None, None, "transaction_row", (30, y, 1050, y + 170), click=True),
                    E("ImageView", None, None, "transaction_icon", (60, y + 35, 160, y + 135)),
                    E("TextView", n, None, "transaction_title", (190, y + 30, 760, y + 90)),
                    E("TextView", sub, None, "transaction_subtitle", (190, y + 90, 760, y + 140)),
                    E("TextView", amt, None, "transaction_amount", (770, y + 50, 1030, y + 115))]
            y += 170
        els.append(E("Button", "See all", None, "see_all", (30, y + 10, 1050, y + 110), click=True))
        return Scr(P, els + nav("Home"))

    def payments(clock: str, recent: bool) -> Scr:
        els = sb(clock, recent) + [
            E("TextView", "Payments", None, "toolbar_title", (63, 170, 700, 270)),
            E("ImageView", None, "Search contacts", None, (912, 160, 1038, 286), click=True)]
        for i, b in enumerate(["Send", "Request", "Scan to pay", "Split bill"]):
            els.append(E("Button", b, None, "payments_action", (42 + i * 252, 320, 282 + i * 252, 480), click=True))
        els.append(E("TextView", "Recent", None, None, (63, 530, 700, 590)))
        rows = [("Marek Nowak", f"-€45.00 · {note}" if recent else "@mareknowak · Revolut user"),
                ("Anna Kowalski", "+€120.00 · Dinner split"),
                ("Jan Berger (landlord)", "IBAN DE89 •••• 3000 · Bank transfer"),
                ("Sofia Marino", "@sofiam · Revolut user")]
        for i, (n, s) in enumerate(rows):
            y = 610 + i * 170
            els += [E("ViewGroup", None, None, "contact_row", (0, y, W, y + 170), click=True),
                    E("TextView", n, None, "contact_name", (190, y + 30, 1000, y + 90)),
                    E("TextView", s, None, "contact_subtitle", (190, y + 90, 1000, y + 140))]
        return Scr(P, els + nav("Payments"))

    def amount(clock: str, amt: str | None, ref: str | None, focus: str) -> Scr:
        return Scr(P, sb(clock) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("TextView", "Send to Marek Nowak", None, "toolbar_title", (189, 180, 900, 270)),
            E("TextView", "€", None, "currency_symbol", (63, 420, 150, 560)),
            E("EditText", amt, None, "amount_input", (160, 400, 1017, 580), hint="0", edit=True, focus=focus == "amount"),
            E("TextView", "Balance: €2,418.36", None, "balance_hint", (63, 600, 1017, 660)),
            E("TextView", "No fee · Arrives instantly", None, "fee_hint", (63, 670, 1017, 730)),
            E("EditText", ref, None, "note_input", (63, 800, 1017, 920), hint="Add a note", edit=True, focus=focus == "note"),
            E("Button", "Send", None, "send_button", (42, 2100, 1038, 2240), click=True, enabled=amt is not None)])

    def detail(clock: str, tid: str) -> Scr:
        els = sb(clock, True) + [
            E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
            E("ImageView", None, "More options", None, (912, 160, 1038, 286), click=True),
            E("ImageView", None, None, "avatar", (440, 320, 640, 520)),
            E("TextView", "-€45.00", None, "amount", (63, 560, 1017, 700)),
            E("TextView", "To Marek Nowak", None, "counterparty", (63, 710, 1017, 770)),
            E("TextView", "Today, 12:04", None, "date", (63, 770, 1017, 820))]
        for i, b in enumerate(["Split bill", "Repeat", "Share"]):
            els.append(E("Button", b, None, "detail_action", (63 + i * 325, 870, 343 + i * 325, 1000), click=True))
        rows = [("Status", "Completed"), ("Reference", note), ("Category", "Transfers"), ("From", "Personal · EUR"),
                ("To", "@mareknowak"), ("Fee", "No fee"), ("Transaction ID", tid)]
        for i, (k, v) in enumerate(rows):
            y = 1060 + i * 130
            els += [E("TextView", k, None, "detail_label", (63, y, 450, y + 100)),
                    E("TextView", v, None, "detail_value", (460, y, 1017, y + 100), long=k == "Transaction ID")]
        els.append(E("Button", "Get help", None, "help_button", (42, 2100, 1038, 2240), click=True))
        return Scr(P, els)

    tr = Traj(home("12:03", "€2,418.36", base_tx))
    tr.step(tr.cur.click("Payments"), payments("12:03", False))
    tr.step(tr.cur.click("Marek Nowak"), amount("12:03", None, None, "amount"))
    tr.step(tr.cur.type("amount_input", "45"), amount("12:03", "45", None, "amount"))
    tr.step(tr.cur.type("note_input", note), amount("12:04", "45", note, "note"))
    review = Scr(P, sb("12:04") + [
        E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
        E("TextView", "Review transfer", None, "toolbar_title", (189, 180, 900, 270))]
        + [e for i, (k, v) in enumerate([("You send", "€45.00"), ("Marek receives", "€45.00"), ("Fee", "No fee"),
                                          ("Arrives", "Instantly"), ("Reference", note), ("From", "Personal · EUR")])
           for e in (E("TextView", k, None, "review_label", (63, 340 + i * 130, 500, 440 + i * 130)),
                     E("TextView", v, None, "review_value", (520, 340 + i * 130, 1017, 440 + i * 130)))]
        + [E("Button", "Send €45.00", None, "confirm_button", (42, 2100, 1038, 2240), click=True)])
    tr.step(tr.cur.click("Send"), review)
    done = Scr(P, sb("12:04", True) + [
        E("ImageView", None, "Success", "success_icon", (390, 600, 690, 900)),
        E("TextView", "€45.00 sent to Marek Nowak", None, "title", (63, 960, 1017, 1060)),
        E("TextView", "Marek will get it instantly", None, "subtitle", (63, 1070, 1017, 1130)),
        E("Button", "Share", None, "share_button", (42, 1960, 1038, 2080), click=True),
        E("Button", "Done", None, "done_button", (42, 2100, 1038, 2240), click=True)])
    tr.step(tr.cur.click("Send €45.00"), done)
    tr.step(tr.cur.click("Done"), payments("12:04", True))
    tx1 = [marek] + base_tx
    tr.step(tr.cur.click("Home"), home("12:05", "€2,373.36", tx1, True))
    tr.step(tr.cur.click("Marek Nowak"), detail("12:05", txid))
    tr.step(act("navigate_back"), home("12:05", "€2,373.36", tx1, True))
    groups = [("Today", [marek, base_tx[0]]), ("Yesterday", [base_tx[1]]),
              ("10 March", [base_tx[2]]), ("9 March", [base_tx[3], ("Pret A Manger", "9 Mar, 13:22", "-€6.85", "Restaurants")]),
              ("8 March", [("Top-up", "8 Mar, 10:00 · Apple Pay •••• 4242", "+€300.00", "Top-ups")])]
    els = sb("12:06", True) + [
        E("ImageButton", None, "Back", None, (0, 150, 147, 297), click=True),
        E("TextView", "Transactions", None, "toolbar_title", (189, 180, 900, 270)),
        E("EditText", None, None, "search", (42, 300, 1038, 400), hint="Search", click=True),
        E("Button", "All accounts", None, "filter_chip", (42, 420, 360, 500), click=True),
        E("Button", "Date", None, "filter_chip", (380, 420, 580, 500), click=True),
        E("Button", "Category", None, "filter_chip", (600, 420, 860, 500), click=True)]
    y = 530
    for g, rows in groups:
        els.append(E("TextView", g, None, "section_header", (63, y, 700, y + 60)))
        y += 70
        for n, sub, amt, _ in rows:
            els += [E("ViewGroup", None, None, "transaction_row", (30, y, 1050, y + 150), click=True),
                    E("TextView", n, None, "transaction_title", (190, y + 20, 760, y + 80)),
                    E("TextView", sub, None, "transaction_subtitle", (190, y + 80, 760, y + 130)),
                    E("TextView", amt, None, "transaction_amount", (770, y + 40, 1030, y + 105))]
            y += 150
    tr.step(tr.cur.click("See all"), Scr(P, els))
    tr.step(tr.cur.click("Marek Nowak"), detail("12:06", txid[:-3] + "074"))
    rs.add("android", "h64-android-21", SYS_UI, tr.turns, state=tr.start.render(), bad=True, turn=12,
           kind="Reopened transfer shows Transaction ID ending …31c074, but the same transfer's details at turn 9 showed …31c047.")


# ---------------------------------------------------------------- 22 Librera Reader (clean, tree)
def t22(rs: RowSet) -> None:
    P = "com.foobnix.pdf.reader"
    books = [("Piranesi", "Susanna Clarke", "71%", "Piranesi - Susanna Clarke.epub · 1.3 MB"),
             ("The Left Hand of Darkness", "Ursula K. Le Guin", "34%", "The Left Hand of Darkness.epub · 812 KB"),
             ("Middlemarch", "George Eliot", "8%", "Middlemarch.epub · 2.9 MB"),
             ("A Psalm for the Wild-Built", "Becky Chambers", "100%", "A Psalm for the Wild-Built.epub · 655 KB")]
    text201 = "I realised that the Other's questions were not about the House at all, but about something he had lost."
    text176 = "The Tides had come up in the Drowned Halls that morning and I went to watch them from the Staircase."

    def library(clock: str) -> Scr:
        els = tstatus(clock, 64) + root(P) + [
            E("ViewGroup", None, None, "toolbar", (0, 128, W, 290), dp=2),
            E("ImageView", None, "Menu", None, (0, 150, 147, 270), click=True, dp=3),
            E("TextView", "Recent", None, "title", (189, 170, 700, 250), dp=3),
            E("ImageView", None, "Search", None, (912, 150, 1038, 270), click=True, dp=3),
            E("ListView", None, None, "recyclerView", (0, 290, W, 2130), scroll=True, dp=2)]
        for i, (t, a, p, f) in enumerate(books):
            y = 300 + i * 320
            els += [E("LinearLayout", None, None, "parentLayout", (0, y, W, y + 320), click=True, long=True, dp=3),
                    E("ImageView", None, f"Cover of {t}", "image", (30, y + 20, 230, y + 300), dp=4),
                    E("TextView", t, None, "title1", (260, y + 30, 1040, y + 100), dp=4),
                    E("TextView", a, None, "title2", (260, y + 100, 1040, y + 160), dp=4),
                    E("TextView", f, None, "browserPath", (260, y + 160, 1040, y + 210), dp=4),
                    E("ProgressBar", None, f"Progress {p}", "progressDraw", (260, y + 240, 900, y + 260), dp=4),
                    E("TextView", p, None, "progress", (920, y + 225, 1040, y + 275), dp=4)]
        for i, t in enumerate(["Library", "Recent", "Bookmarks", "Folders"]):
            els.append(E("TextView", t, t, "tab_" + t.lower(), (i * 270, 2150, (i + 1) * 270, 2274), click=True, sel=t == "Recent", dp=2))
        return Scr(P, els, tree=True)

    def reader(clock: str, page: int, total: int, snippet: str, overlay: bool = False, toast: str | None = None,
               font: int | None = None) -> Scr:
        els = tstatus(clock, 63) if overlay else []
        els += root(P) + [
            E("View", None, f"Page {page} of {total}", "documentView", (0, 0, W, H), click=True, long=True, dp=2),
            E("TextView", snippet, None, "pageText", (60, 200, 1020, 2200), dp=3),
            E("TextView", "Piranesi", None, "bookName", (40, 2300, 560, 2360), dp=2),
            E("TextView", f"{page} / {total}", None, "currentPageIndex", (580, 2300, 760, 2360), dp=2),
            E("TextView", f"{round(100 * page / total)}%", None, "currentPercent", (780, 2300, 880, 2360), dp=2),
            E("TextView", clock, None, "currentTime", (900, 2300, 1040, 2360), dp=2)]
        if overlay:
            els += [E("LinearLayout", None, None, "titleBar", (0, 128, W, 290), dp=2),
                    E("ImageView", None, "Back", "onClose", (0, 150, 147, 270), click=True, dp=3),
                    E("TextView", "Piranesi", None, "bookTitle", (160, 170, 600, 250), dp=3),
                    E("ImageView", None, "Bookmarks", "onBookmarks", (660, 150, 786, 270), click=True, dp=3),
                    E("ImageView", None, "Table of contents", "onContent", (786, 150, 912, 270), click=True, dp=3),
                    E("ImageView", None, "Search", "onSearch", (912, 150, 1038, 270), click=True, dp=3),
                    E("LinearLayout", None, None, "bottomBar", (0, 1950, W, 2274), dp=2),
                    E("SeekBar", None, f"{page} / {total}", "seekBar", (40, 1970, 1040, 2050), click=True, dp=3),
                    E("ImageView", None, "Text settings", "onTextSettings", (40, 2100, 240, 2250), click=True, dp=3),
                    E("ImageView", None, "Day/Night", "onDayNight", (290, 2100, 490, 2250), click=True, dp=3),
                    E("ImageView", None, "Add bookmark", "onBookmark", (540, 2100, 740, 2250), click=True, dp=3),
                    E("ImageView", None, "Auto-scroll", "onAutoScroll", (790, 2100, 990, 2250), click=True, dp=3)]
        if font is not None:
            els += [E("FrameLayout", None, None, None, (60, 700, 1020, 1800), dp=0),
                    E("TextView", "Text settings", None, "android:id/alertTitle", (120, 750, 960, 830), dp=1)]
            for i, (k, v) in enumerate([("Font size", str(font)), ("Line spacing", "1.2"), ("Font", "Literata"), ("Margins", "Medium")]):
                y = 880 + i * 190
                els += [E("TextView", k, None, "label", (120, y, 500, y + 80), dp=1),
                        E("TextView", v, None, "value", (620, y, 800, y + 80), dp=1)]
                if k == "Font size":
                    els += [E("ImageView", None, "Decrease font size", "fontSizeMinus", (520, y, 600, y + 80), click=True, dp=1),
                            E("ImageView", None, "Increase font size", "fontSizePlus", (820, y, 900, y + 80), click=True, dp=1)]
            els.append(E("Button", "Close", None, "android:id/button1", (720, 1660, 960, 1770), click=True, dp=1))
        if toast:
            els.append(E("TextView", toast, None, "android:id/message", (240, 1800, 840, 1900), pkg=SYSUI, dp=0))
        return Scr(P, els, tree=True)

    def marks(clock: str, items: list[tuple[str, str]], confirm: str | None = None) -> Scr:
        els = reader(clock, 201, 283, text201, overlay=True).elems + [
            E("FrameLayout", None, None, None, (60, 500, 1020, 1700), dp=0),
            E("TextView", "Bookmarks", None, "android:id/alertTitle", (120, 550, 960, 630), dp=1),
            E("ListView", None, None, "contentList", (60, 660, 1020, 1560), scroll=True, dp=1)]
        for i, (head, snip) in enumerate(items):
            y = 670 + i * 200
            els += [E("LinearLayout", None, None, "bookmarkItem", (60, y, 1020, y + 190), click=True, long=True, dp=2),
                    E("TextView", head, None, "page", (100, y + 20, 980, y + 80), dp=3),
                    E("TextView", snip, None, "text", (100, y + 80, 980, y + 170), dp=3)]
        els.append(E("Button", "Close", None, "android:id/button2", (720, 1580, 960, 1680), click=True, dp=1))
        if confirm:
            els += [E("FrameLayout", None, None, None, (120, 900, 960, 1400), dp=0),
                    E("TextView", f"Delete bookmark \"{confirm}\"?", None, "android:id/message", (160, 960, 920, 1100), dp=1),
                    E("Button", "Cancel", None, "android:id/button2", (480, 1260, 700, 1370), click=True, dp=1),
                    E("Button", "Delete", None, "android:id/button1", (720, 1260, 920, 1370), click=True, dp=1)]
        return Scr(P, els, tree=True)

    old = ("Page 110 · 39%", "“The Statues are a comfort to me; they remind me that…”")
    new = ("Page 201 · 71%", f"“{text201[:60]}…”")
    tr = Traj(library("21:31"))
    tr.step(tr.cur.click("Piranesi"), reader("21:31", 176, 248, text176))
    tr.step(tr.cur.click("pageText"), reader("21:32", 176, 248, text176, overlay=True))
    tr.step(tr.cur.click("Text settings"), reader("21:32", 176, 248, text176, overlay=True, font=18))
    tr.step(tr.cur.click("Increase font size"), reader("21:32", 176, 248, text176, overlay=True, font=20))
    tr.step(tr.cur.click("Close"), reader("21:33", 201, 283, text201))
    tr.step(tr.cur.click("pageText"), reader("21:33", 201, 283, text201, overlay=True))
    tr.step(tr.cur.click("Add bookmark"), reader("21:33", 201, 283, text201, overlay=True, toast="Bookmark added: page 201"))
    tr.step(tr.cur.click("Bookmarks"), marks("21:34", [old, new]))
    tr.step(tr.cur.long_press(old[0]), marks("21:34", [old, new], confirm=old[0]))
    tr.step(tr.cur.click("Delete"), marks("21:34", [new]))
    rs.add("android", "h64-android-22", SYS_TREE, tr.turns, state=tr.start.render())


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
