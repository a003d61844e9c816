# ruff: noqa: E501
"""Held-out set h63, domain ``android``: 22 AndroidWorld-style trajectories written blind.

Each trajectory drives one app (system apps, AndroidWorld's own apps, and common third-party apps) with
AndroidWorld JSON actions. Screens are printed either as ``UI element N: UIElement(...)`` lines or as an
indented accessibility tree, and are generated from a small per-trajectory state so that everything a
clean trajectory shows follows from its actions. Eleven trajectories carry exactly one planted
contradiction (labelled with the 1-based turn whose observation first contradicts an earlier one);
the other eleven are clean but full of legitimate changes (edits, renames, deletions, re-sorts,
filters, moving clocks and counters, the same item in another view).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Union

from tests.decoherence.independent.rowkit2 import RowSet

W, H = 1080, 2400
SYSUI = "com.android.systemui"

BASE_PROMPT = """# Role and Objective

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
"""

UI_NOTE = """
# Environment Notes

The device is a Pixel 6 emulator (1080x2400 px, Android 13) controlled through AndroidWorld JSON actions: `click`, `long_press` and `input_text` address an element by its `index` in the current screen; `scroll` takes a `direction`; `navigate_back`, `navigate_home`, `keyboard_enter`, `wait` and `open_app` (with `app_name`) need no element.
The screen state is the list of visible UI elements, one `UI element N: UIElement(...)` line per element, numbered from 0 in the order the accessibility service reports them (status bar first).
"""

TREE_NOTE = """
# Environment Notes

The device is a Pixel 6 emulator (1080x2400 px, Android 13) controlled through AndroidWorld JSON actions: `click` and `long_press` take screen coordinates `x`, `y`; `input_text` takes `text` plus the coordinates of the field; `scroll` takes a `direction`; `navigate_back`, `navigate_home`, `keyboard_enter`, `wait` and `open_app` (with `app_name`) need no coordinates.
The screen state is the accessibility tree, one node per line, children indented by two spaces under their parent:

```
FrameLayout package=com.example.app bounds=[0,0][1080,2400]
  LinearLayout id=com.android.systemui:id/status_bar bounds=[0,0][1080,136]
    TextView text="9:41" id=com.android.systemui:id/clock bounds=[63,34][168,102]
  FrameLayout id=android:id/content bounds=[0,136][1080,2400]
    Button text="Save" id=com.example.app:id/save clickable bounds=[780,2190][1020,2330]
```

A node lists its class, then `text=`, `desc=`, `id=`, `hint=` when present, then the flags that hold (`clickable`, `long-clickable`, `editable`, `scrollable`, `checkable`, `checked`, `selected`, `focused`, `disabled`), then `bounds=[left,top][right,bottom]`.
"""


def system_prompt(tree: bool, app: str) -> str:
    return BASE_PROMPT + (TREE_NOTE if tree else UI_NOTE) + f"\nThe session starts in {app}.\n\nOutput exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."


class BoundingBox:
    """Printed the way AndroidWorld's dataclass prints it."""

    def __init__(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.x_min, self.y_min, self.x_max, self.y_max = x1, y1, x2, y2

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def E(cls: str, text: str | None = None, desc: str | None = None, b: tuple[int, int, int, int] = (0, 136, W, H),
      rid: str | None = None, *, click: bool = False, long: bool = False, edit: bool = False,
      check: bool | None = None, sel: bool = False, focus: bool = False, scroll: bool = False,
      hint: str | None = None, enabled: bool = True, d: int = 0, pkg: str | None = None) -> dict[str, Any]:
    return {"cls": cls, "text": text, "desc": desc, "b": b, "rid": rid, "click": click, "long": long, "edit": edit,
            "check": check, "sel": sel, "focus": focus, "scroll": scroll, "hint": hint, "enabled": enabled,
            "d": d, "pkg": pkg}


def tv(text: str, b: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("TextView", text=text, b=b, rid=rid, **kw)


def btn(text: str, b: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("Button", text=text, b=b, rid=rid, click=True, **kw)


def ib(desc: str, b: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("ImageButton", desc=desc, b=b, rid=rid, click=True, **kw)


def et(text: str | None, b: tuple[int, int, int, int], rid: str | None = None, hint: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("EditText", text=text, b=b, rid=rid, hint=hint, click=True, edit=True, **kw)


def sw(on: bool, b: tuple[int, int, int, int], rid: str | None = None, text: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("Switch", text=text, b=b, rid=rid, click=True, check=on, **kw)


def cb(on: bool, b: tuple[int, int, int, int], rid: str | None = None, desc: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("CheckBox", desc=desc, b=b, rid=rid, click=True, check=on, **kw)


def Y(i: int, top: int, h: int, x1: int = 0, x2: int = W) -> tuple[int, int, int, int]:
    """Bounds of the i-th row of a list starting at ``top`` with rows ``h`` pixels high."""
    return (x1, top + i * h, x2, top + (i + 1) * h)


def full_class(cls: str) -> str:
    if "." in cls:
        return cls
    if cls in ("View", "ViewGroup"):
        return "android.view." + cls
    if cls == "RecyclerView":
        return "androidx.recyclerview.widget.RecyclerView"
    return "android.widget." + cls


def res_name(e: dict[str, Any], pkg: str) -> str | None:
    rid = e["rid"]
    if rid is None:
        return None
    return rid if ":" in rid else f"{e['pkg'] or pkg}:id/{rid}"


def ui_line(i: int, e: dict[str, Any], pkg: str) -> str:
    b = e["b"]
    fields = [
        ("text", e["text"]), ("content_description", e["desc"]), ("class_name", full_class(e["cls"])),
        ("bbox", None), ("bbox_pixels", BoundingBox(*b)), ("hint_text", e["hint"]),
        ("is_checked", bool(e["check"])), ("is_checkable", e["check"] is not None), ("is_clickable", e["click"]),
        ("is_editable", e["edit"]), ("is_enabled", e["enabled"]), ("is_focused", e["focus"]),
        ("is_focusable", e["click"] or e["edit"] or e["focus"]), ("is_long_clickable", e["long"]),
        ("is_scrollable", e["scroll"]), ("is_selected", e["sel"]), ("is_visible", True),
        ("package_name", e["pkg"] or pkg), ("resource_name", res_name(e, pkg)), ("tooltip", None),
        ("resource_id", None), ("metadata", None)]
    return f"UI element {i}: UIElement(" + ", ".join(f"{k}={v!r}" for k, v in fields) + ")"


def tree_line(e: dict[str, Any], pkg: str, depth: int) -> str:
    parts = [full_class(e["cls"]).rsplit(".", 1)[-1]]
    if e["text"] is not None:
        parts.append("text=" + json.dumps(e["text"], ensure_ascii=False))
    if e["desc"] is not None:
        parts.append("desc=" + json.dumps(e["desc"], ensure_ascii=False))
    rn = res_name(e, pkg)
    if rn:
        parts.append("id=" + rn)
    if e["hint"] is not None:
        parts.append("hint=" + json.dumps(e["hint"], ensure_ascii=False))
    for flag, on in (("clickable", e["click"]), ("long-clickable", e["long"]), ("editable", e["edit"]),
                     ("scrollable", e["scroll"]), ("checkable", e["check"] is not None), ("checked", bool(e["check"])),
                     ("selected", e["sel"]), ("focused", e["focus"]), ("disabled", not e["enabled"])):
        if on:
            parts.append(flag)
    x1, y1, x2, y2 = e["b"]
    parts.append(f"bounds=[{x1},{y1}][{x2},{y2}]")
    return "  " * depth + " ".join(parts)


Elems = Union[list[dict[str, Any]], Callable[["Traj"], list[dict[str, Any]]]]


class Traj:
    """One trajectory: a moving status-bar clock and battery, the current screen, and the turns so far."""

    def __init__(self, tid: str, app: str, pkg: str, *, tree: bool = False, clock: tuple[int, int] = (10, 0),
                 battery: int = 88, drain: int = 9, h12: bool = False, carrier: str = "Phone signal full.") -> None:
        self.tid, self.app, self.pkg, self.tree = tid, app, pkg, tree
        self.minute = clock[0] * 60 + clock[1]
        self.start_minute = self.minute
        self.bat0, self.drain, self.h12, self.carrier = battery, drain, h12, carrier
        self.turns: list[tuple[str, str]] = []
        self.cur: list[dict[str, Any]] = []
        self.cur_pkg = pkg
        self.state = ""
        self.clock_shift = 0
        self.wifi = True

    # clock -----------------------------------------------------------
    def hm(self, minute: int | None = None) -> tuple[int, int]:
        m = (self.minute if minute is None else minute) % 1440
        return divmod(m, 60)

    def clock(self, minute: int | None = None) -> str:
        h, m = self.hm(minute)
        if self.h12:
            return f"{(h % 12) or 12}:{m:02d}"
        return f"{h:02d}:{m:02d}"

    def ampm(self, minute: int | None = None) -> str:
        h, m = self.hm(minute)
        return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"

    def battery(self) -> int:
        return self.bat0 - (self.minute - self.start_minute) // self.drain

    # screens ---------------------------------------------------------
    def status_bar(self) -> list[dict[str, Any]]:
        shown = self.minute + self.clock_shift
        return [
            E("TextView", text=self.clock(shown), b=(63, 34, 168, 102), rid="com.android.systemui:id/clock", pkg=SYSUI)] + ([
                E("ImageView", desc="Wifi signal full.", b=(852, 40, 906, 96), rid="com.android.systemui:id/wifi_signal", pkg=SYSUI)] if self.wifi else []) + [
            E("ImageView", desc=self.carrier, b=(912, 40, 960, 96), rid="com.android.systemui:id/mobile_signal", pkg=SYSUI),
            E("LinearLayout", desc=f"Battery {self.battery()} percent.", b=(972, 38, 1030, 98), rid="com.android.systemui:id/battery", pkg=SYSUI),
        ]

    def frame(self, elems: Elems, pkg: str | None) -> tuple[list[dict[str, Any]], str]:
        body = elems(self) if callable(elems) else elems
        return self.status_bar() + body, pkg or self.pkg

    def render(self, full: list[dict[str, Any]], pkg: str) -> str:
        if not self.tree:
            return "\n".join(ui_line(i, e, pkg) for i, e in enumerate(full))
        lines = [f"FrameLayout package={pkg} bounds=[0,0][{W},{H}]",
                 f"  LinearLayout id=com.android.systemui:id/status_bar bounds=[0,0][{W},136]"]
        for e in full:
            if e["pkg"] == SYSUI:
                lines.append(tree_line(e, pkg, 2))
        lines.append(f"  FrameLayout id=android:id/content bounds=[0,136][{W},{H}]")
        for e in full:
            if e["pkg"] != SYSUI:
                lines.append(tree_line(e, pkg, 2 + e["d"]))
        return "\n".join(lines)

    def start(self, elems: Elems, pkg: str | None = None) -> None:
        self.cur, self.cur_pkg = self.frame(elems, pkg)
        self.state = self.render(self.cur, self.cur_pkg)

    def step(self, action: dict[str, Any], elems: Elems, pkg: str | None = None, dt: int = 1, shift: int = 0) -> None:
        self.minute += dt
        self.clock_shift = shift
        self.cur, self.cur_pkg = self.frame(elems, pkg)
        self.turns.append((json.dumps(action, ensure_ascii=False), self.render(self.cur, self.cur_pkg)))
        self.clock_shift = 0

    # addressing ------------------------------------------------------
    def find(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.cur) if e["text"] == key] or \
               [i for i, e in enumerate(self.cur) if e["desc"] == key] or \
               [i for i, e in enumerate(self.cur) if e["rid"] is not None and e["rid"].rsplit("/", 1)[-1] == key]
        if len(hits) <= nth:
            raise KeyError(f"{self.tid}: no element {key!r} (turn {len(self.turns) + 1})")
        return hits[nth]

    def target(self, key: str, nth: int = 0) -> dict[str, Any]:
        i = self.find(key, nth)
        if not self.tree:
            return {"index": i}
        x1, y1, x2, y2 = self.cur[i]["b"]
        return {"x": (x1 + x2) // 2, "y": (y1 + y2) // 2}

    def tap(self, key: str, elems: Elems, nth: int = 0, **kw: Any) -> None:
        self.step({"action_type": "click", **self.target(key, nth)}, elems, **kw)

    def press(self, key: str, elems: Elems, nth: int = 0, **kw: Any) -> None:
        self.step({"action_type": "long_press", **self.target(key, nth)}, elems, **kw)

    def type(self, key: str, text: str, elems: Elems, nth: int = 0, **kw: Any) -> None:
        self.step({"action_type": "input_text", "text": text, **self.target(key, nth)}, elems, **kw)

    def xy(self, x: int, y: int, elems: Elems, **kw: Any) -> None:
        self.step({"action_type": "click", "x": x, "y": y}, elems, **kw)

    def scroll(self, direction: str, elems: Elems, **kw: Any) -> None:
        self.step({"action_type": "scroll", "direction": direction}, elems, **kw)

    def back(self, elems: Elems, **kw: Any) -> None:
        self.step({"action_type": "navigate_back"}, elems, **kw)

    def wait(self, elems: Elems, **kw: Any) -> None:
        self.step({"action_type": "wait"}, elems, **kw)

    def open(self, app: str, elems: Elems, pkg: str | None = None, **kw: Any) -> None:
        self.step({"action_type": "open_app", "app_name": app}, elems, pkg=pkg, **kw)

    def add_to(self, rs: RowSet, *, turn: int | None = None, kind: str = "clean") -> None:
        assert 6 <= len(self.turns) <= 12, (self.tid, len(self.turns))
        rs.add("android", self.tid, system_prompt(self.tree, self.app), self.turns, state=self.state,
               bad=turn is not None, turn=turn, kind=kind)


def appbar(title: str, pkg_rid: str = "toolbar", back: bool = True, actions: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    out = [E("ViewGroup", b=(0, 136, W, 290), rid=pkg_rid)]
    if back:
        out.append(ib("Navigate up", (0, 150, 147, 276), d=1))
    out.append(tv(title, (168 if back else 63, 170, 700, 256), d=1))
    x = W - 147 * len(actions)
    for a in actions:
        out.append(ib(a, (x, 150, x + 147, 276), d=1))
        x += 147
    return out


def rows2(items: list[tuple[str, str | None]], top: int, h: int, *, x1: int = 0, icon: bool = False,
          rt: str = "title", rs: str = "summary", click: bool = True) -> list[dict[str, Any]]:
    """Two-line list rows (title + optional summary) inside a clickable container."""
    out = []
    for i, (title, summary) in enumerate(items):
        b = Y(i, top, h)
        out.append(E("LinearLayout", b=b, click=click))
        tx = x1 + (189 if icon else 63)
        if icon:
            out.append(E("ImageView", b=(x1 + 63, b[1] + h // 2 - 36, x1 + 135, b[1] + h // 2 + 36), rid="android:id/icon", d=1))
        if summary is None:
            out.append(tv(title, (tx, b[1] + h // 2 - 30, W - 63, b[1] + h // 2 + 30), rt, d=1))
        else:
            out.append(tv(title, (tx, b[1] + h // 2 - 58, W - 63, b[1] + h // 2 - 2), rt, d=1))
            out.append(tv(summary, (tx, b[1] + h // 2 + 2, W - 63, b[1] + h // 2 + 52), rs, d=1))
    return out


# ---------------------------------------------------------------------------------------------------
# 01 Settings (clean): Wi-Fi off/on with a re-scan, battery draining, device renamed, About phone revisited
# ---------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    t = Traj("h63-android-01", "the Settings app", "com.android.settings", tree=True, clock=(8, 52), battery=86, drain=4)
    st = {"name": "Pixel 6", "wifi": True, "scan": 1, "dlg": None}

    def main_top(t: Traj) -> list[dict[str, Any]]:
        items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                 ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                 ("Battery", f"{t.battery()}%"), ("Storage", "48% used - 66.80 GB free"),
                 ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness")]
        return [E("ScrollView", b=(0, 136, W, H), rid="main_content_scrollable_container", scroll=True),
                tv("Settings", (63, 220, 600, 330), "homepage_title", d=1),
                E("LinearLayout", text="Search settings", b=(42, 380, 1038, 520), rid="search_action_bar", click=True, d=1),
                E("ImageView", desc="Profile picture, double tap to open Google Account", b=(906, 390, 1026, 510), rid="account_avatar", click=True, d=1)
                ] + [dict(e, d=e["d"] + 1) for e in rows2(items, 560, 205, icon=True)]

    def main_bottom(t: Traj) -> list[dict[str, Any]]:
        items = [("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
                 ("Security & privacy", "App security, device lock, permissions"), ("Location", "On - 4 apps have access to location"),
                 ("Safety & emergency", "Emergency SOS, medical info, alerts"), ("Passwords & accounts", "Saved passwords, autofill, synced accounts"),
                 ("System", "Languages, gestures, time, backup"), ("About phone", st["name"])]
        return [E("ScrollView", b=(0, 136, W, H), rid="main_content_scrollable_container", scroll=True)] + \
            [dict(e, d=e["d"] + 1) for e in rows2(items, 300, 205, icon=True)]

    def net(t: Traj) -> list[dict[str, Any]]:
        items = [("Internet", "AndroidWifi" if st["wifi"] else "T-Mobile"), ("Calls & SMS", "T-Mobile"), ("SIMs", "T-Mobile")]
        out = appbar("Network & internet") + rows2(items, 300, 190, icon=True)
        out += [E("LinearLayout", b=(0, 870, W, 1060), click=True), tv("Airplane mode", (189, 930, 800, 1000), "title", d=1),
                sw(False, (870, 915, 1017, 1015), "switch_widget", d=1)]
        out += rows2([("Hotspot & tethering", "Off"), ("Data Saver", "Off"), ("VPN", "None"), ("Private DNS", "Automatic")], 1060, 190, icon=True)
        return out

    def internet(t: Traj) -> list[dict[str, Any]]:
        out = appbar("Internet", actions=("Help & feedback",))
        out += [E("LinearLayout", b=(0, 300, W, 490), click=True), tv("T-Mobile", (189, 330, 800, 390), "title", d=1),
                tv("Mobile data won't auto-connect while Wi‑Fi is on" if st["wifi"] else "Connected / LTE", (189, 394, 1000, 450), "summary", d=1),
                E("LinearLayout", b=(0, 520, W, 680), click=True), tv("Wi‑Fi", (63, 570, 600, 630), "title", d=1),
                sw(st["wifi"], (870, 550, 1017, 650), "switch_widget", d=1)]
        if st["wifi"]:
            nets = [("AndroidWifi", "Connected"), ("NETGEAR47", None), ("Café_Guest", "Saved"), ("xfinitywifi", "Open")] if st["scan"] == 1 else \
                [("AndroidWifi", "Connected"), ("Café_Guest", "Saved"), ("DIRECT-7a-HP LaserJet 4101", None), ("NETGEAR47", None), ("xfinitywifi", "Open")]
            out += rows2(nets, 700, 170, icon=True)
            y = 700 + 170 * len(nets)
        else:
            out += [tv("To see available networks, turn Wi‑Fi on", (63, 720, 1017, 790), "empty_wifi_list")]
            y = 820
        out += rows2([("Network preferences", "Wi‑Fi turns back on automatically"), ("Saved networks", "2 networks"),
                      ("Non-carrier data usage", "1.84 GB used May 20 – Jun 19")], y + 30, 180)
        return out

    def about(t: Traj) -> list[dict[str, Any]]:
        items = [("Device name", st["name"]), ("Phone number (SIM slot 1)", "+1 555-521-5554"), ("Emergency information", None),
                 ("Legal information", None), ("SIM status (SIM slot 1)", "T-Mobile"), ("Model", "sdk_gphone64_x86_64"),
                 ("Android version", "13"), ("IP address", "fe80::1cd8:5dff:fe2a:93b1\n10.0.2.16"), ("Build number", "TE1A.220922.034")]
        return appbar("About phone") + [E("RecyclerView", b=(0, 290, W, H), rid="recycler_view", scroll=True)] + \
            [dict(e, d=e["d"] + 1) for e in rows2(items, 300, 190)]

    def rename(t: Traj) -> list[dict[str, Any]]:
        return [E("FrameLayout", b=(63, 800, 1017, 1620), pkg=None),
                tv("Device name", (126, 860, 954, 940), "alertTitle", d=1),
                tv("Your device name is visible to apps on your phone. It may also be seen by other people when you connect to Bluetooth devices, connect to a Wi‑Fi network or set up a Wi‑Fi hotspot.", (126, 960, 954, 1250), "message", d=1),
                et(st["dlg"], (126, 1280, 954, 1400), "edittext", focus=True, d=1),
                btn("Cancel", (520, 1470, 740, 1580), "android:id/button2", d=1),
                btn("Rename", (760, 1470, 954, 1580), "android:id/button1", d=1)]

    t.start(main_top)
    t.tap("Network & internet", net)
    t.tap("Internet", internet, dt=1)
    st["wifi"] = t.wifi = False
    t.carrier = "Phone signal full. LTE."
    t.tap("switch_widget", internet)
    st["wifi"], st["scan"], t.wifi = True, 2, True
    t.carrier = "Phone signal full."
    t.tap("switch_widget", internet, dt=2)
    t.back(net)
    t.back(main_top, dt=2)
    t.scroll("down", main_bottom)
    t.tap("About phone", about)
    st["dlg"] = st["name"]
    t.tap("Device name", rename)
    st["dlg"] = "Dana's Pixel"
    t.type("edittext", "Dana's Pixel", rename)
    st["name"] = "Dana's Pixel"
    t.tap("Rename", about)
    t.add_to(rs)


def size_str(n: int) -> str:
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


# ---------------------------------------------------------------------------------------------------
# 02 Markor (contradiction): a renamed file is listed again under its old name
# ---------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    t = Traj("h63-android-02", "Markor", "net.gsantner.markor", clock=(9, 24), battery=71, drain=11)
    todo = ("(A) Call dentist to move cleaning +health due:2024-05-20\n"
            "(B) Draft Q2 report outline +work @laptop\n"
            "Pay electricity bill due:2024-05-17\n"
            "x 2024-05-12 2024-05-08 Return library books @town\n"
            "Water the balcony herbs @home\n")
    reading = ("# Reading list\n\n## Now\n- *Tomorrow, and Tomorrow, and Tomorrow* — Gabrielle Zevin (p. 212/416)\n\n"
               "## Next\n- *The Dawn of Everything* — Graeber & Wengrow\n- *Piranesi* — Susanna Clarke\n- *Braiding Sweetgrass* — Robin Wall Kimmerer\n\n"
               "## Done 2024\n- [x] *Demon Copperhead* (Jan)\n- [x] *Klara and the Sun* (Mar)\n- [x] *The Overstory* (Apr)\n")
    files = {"budget_2024.md": ["May 11, 2024 18:40", 2148], "meeting_notes.md": ["May 13, 2024 16:05", 1433],
             "packing_list.txt": ["May 2, 2024 21:17", 612], "QuickNote.md": ["May 14, 2024 08:58", 238],
             "reading_list.md": ["Apr 28, 2024 22:03", len(reading.encode())], "todo.txt": ["May 13, 2024 07:45", len(todo.encode())]}
    st: dict[str, Any] = {"sel": None, "dlg": None, "todo": todo, "ghost": None}

    def listing(t: Traj) -> list[dict[str, Any]]:
        shown = dict(files)
        if st["ghost"]:
            new, old = st["ghost"]
            shown[old] = shown.pop(new)
        if st["sel"]:
            top = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Done", (0, 150, 147, 276), "action_mode_close_button", d=1),
                   tv("1", (168, 170, 400, 256), "action_bar_title", d=1), ib("Rename", (639, 150, 786, 276), "action_rename_selected_item", d=1),
                   ib("Delete", (786, 150, 933, 276), "action_delete_selected_items", d=1), ib("More options", (933, 150, W, 276), d=1)]
        else:
            top = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), tv("Notebook", (63, 160, 600, 230), d=1),
                   tv("/storage/emulated/0/Documents", (63, 230, 700, 272), d=1),
                   ib("Search", (639, 150, 786, 276), "action_search", d=1), ib("Sort by", (786, 150, 933, 276), "action_sort", d=1),
                   ib("More options", (933, 150, W, 276), d=1)]
        out = top + [E("RecyclerView", b=(0, 290, W, 2100), rid="ui__filesystem_dialog__list", scroll=True)]
        rows: list[tuple[str, str, bool]] = [("archive", "Folder · 14 items", False), ("recipes", "Folder · 6 items", False)]
        for name in sorted(shown, key=str.lower):
            date, size = shown[name]
            rows.append((name, f"{date} · {size_str(size)}", name == st["sel"]))
        for i, (name, sub, sel) in enumerate(rows):
            b = Y(i, 300, 178)
            out += [E("LinearLayout", b=b, rid="ui__filesystem_item__root", click=True, long=True, sel=sel),
                    E("ImageView", desc="Folder" if sub.startswith("Folder") else None, b=(42, b[1] + 39, 142, b[1] + 139), rid="ui__filesystem_item__image", d=1),
                    tv(name, (178, b[1] + 30, 1038, b[1] + 90), "ui__filesystem_item__title", d=1),
                    tv(sub, (178, b[1] + 96, 1038, b[1] + 148), "ui__filesystem_item__description", d=1)]
        out += [ib("Create a new file or folder", (870, 1920, 1017, 2067), "fab_add_new_item"),
                E("FrameLayout", desc="To-Do", b=(0, 2100, 270, 2337), rid="nav_todo", click=True),
                E("FrameLayout", desc="Notebook", b=(270, 2100, 540, 2337), rid="nav_notebook", click=True, sel=True),
                E("FrameLayout", desc="QuickNote", b=(540, 2100, 810, 2337), rid="nav_quicknote", click=True),
                E("FrameLayout", desc="More", b=(810, 2100, W, 2337), rid="nav_more", click=True)]
        if st["dlg"] is not None:
            out += [E("FrameLayout", b=(63, 860, 1017, 1460), rid="android:id/content"),
                    tv("Rename", (126, 910, 954, 990), "alertTitle", d=1),
                    et(st["dlg"], (126, 1040, 954, 1160), "new_name", hint="Name", focus=True, d=1),
                    btn("Cancel", (520, 1330, 740, 1430), "android:id/button2", d=1),
                    btn("OK", (760, 1330, 954, 1430), "android:id/button1", d=1)]
        return out

    def editor(name: str, text: str) -> Callable[[Traj], list[dict[str, Any]]]:
        def f(t: Traj) -> list[dict[str, Any]]:
            return [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Navigate up", (0, 150, 147, 276), d=1),
                    tv(name, (168, 170, 560, 256), "note__activity__text_note_title", d=1),
                    ib("Undo", (492, 150, 639, 276), "action_undo", d=1), ib("Save", (639, 150, 786, 276), "action_save", d=1),
                    ib("View mode", (786, 150, 933, 276), "action_preview", d=1), ib("More options", (933, 150, W, 276), d=1),
                    et(text, (0, 290, W, 2190), "document__fragment__edit__highlighting_editor", scroll=True, long=True),
                    E("HorizontalScrollView", b=(0, 2190, W, 2337), rid="document__fragment__fragment__edit__text_actions_bar", scroll=True)]
        return f

    def preview(t: Traj) -> list[dict[str, Any]]:
        out = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Navigate up", (0, 150, 147, 276), d=1),
               tv("reading_list.md", (168, 170, 560, 256), "note__activity__text_note_title", d=1),
               ib("Edit", (786, 150, 933, 276), "action_edit", d=1), ib("More options", (933, 150, W, 276), d=1),
               E("WebView", b=(0, 290, W, 2337), rid="document__fragment_view_webview", scroll=True)]
        lines = ["Reading list", "Now", "Tomorrow, and Tomorrow, and Tomorrow — Gabrielle Zevin (p. 212/416)", "Next",
                 "The Dawn of Everything — Graeber & Wengrow", "Piranesi — Susanna Clarke", "Braiding Sweetgrass — Robin Wall Kimmerer",
                 "Done 2024", "Demon Copperhead (Jan)", "Klara and the Sun (Mar)", "The Overstory (Apr)"]
        for i, ln in enumerate(lines):
            out.append(E("TextView", text=ln, b=Y(i, 330, 110, 63, 1017), d=1))
        return out

    t.start(listing)
    st["sel"] = "meeting_notes.md"
    t.press("meeting_notes.md", listing)
    st["dlg"] = "meeting_notes.md"
    t.tap("Rename", listing)
    st["dlg"] = "2024-05-14_standup.md"
    t.type("new_name", "2024-05-14_standup.md", listing)
    files["2024-05-14_standup.md"] = files.pop("meeting_notes.md")
    st["dlg"], st["sel"] = None, None
    t.tap("OK", listing)
    t.tap("todo.txt", editor("todo.txt", todo))
    added = todo + "Book flights to Lisbon +travel due:2024-05-31"
    t.type("document__fragment__edit__highlighting_editor", "Book flights to Lisbon +travel due:2024-05-31", editor("todo.txt", added), dt=2)
    files["todo.txt"] = [f"May 14, 2024 {t.clock(t.minute + 1)}", len(added.encode())]
    st["ghost"] = ("2024-05-14_standup.md", "meeting_notes.md")
    t.back(listing)
    t.tap("reading_list.md", editor("reading_list.md", reading))
    t.tap("View mode", preview)
    t.add_to(rs, turn=7, kind="The file renamed to 2024-05-14_standup.md at turn 4 is listed again as meeting_notes.md (same date and size) with no rename back.")


# ---------------------------------------------------------------------------------------------------
# 03 Files (contradiction): the status-bar clock runs backwards while files are sorted and deleted
# ---------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    t = Traj("h63-android-03", "the Files app (com.google.android.documentsui)", "com.google.android.documentsui", clock=(10, 41), battery=54, drain=7)
    files = [("boarding_pass_LH1123.pdf", 217088, "212 kB", "May 9"), ("IMG_20240502_181544.jpg", 3564000, "3.4 MB", "May 2"),
             ("invoice_0423.pdf", 1258291, "1.2 MB", "Apr 23"), ("lease_agreement_signed.pdf", 5033164, "4.8 MB", "Apr 2"),
             ("podcast_ep112.mp3", 50436096, "48.1 MB", "Mar 30"), ("Screenshot_20240511-092233.png", 865280, "845 kB", "May 11"),
             ("tax_return_2023.zip", 13212057, "12.6 MB", "Apr 15"), ("vaccination_record.pdf", 98304, "96 kB", "Jan 17")]
    kinds = {"pdf": "PDF document", "jpg": "JPG image", "mp3": "MP3 audio", "png": "PNG image", "zip": "Zip archive"}
    st: dict[str, Any] = {"sort": "name", "sel": None, "menu": False, "dlg": None}

    def recent(t: Traj) -> list[dict[str, Any]]:
        out = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Show roots", (0, 150, 147, 276), d=1),
               tv("Recent", (168, 170, 600, 256), d=1), ib("Search", (786, 150, 933, 276), "option_menu_search", d=1),
               ib("More options", (933, 150, W, 276), d=1), E("HorizontalScrollView", b=(0, 290, W, 420), rid="search_chip_group", scroll=True)]
        for i, c in enumerate(("Images", "Audio", "Videos", "Documents", "Large files")):
            out.append(E("CompoundButton", text=c, b=(21 + i * 250, 310, 250 + i * 250, 400), rid="search_chip", click=True, check=False, d=1))
        out.append(E("GridView", b=(0, 440, W, H), rid="dir_list", scroll=True))
        for i, (name, date) in enumerate((("Screenshot_20240511-092233.png", "May 11"), ("boarding_pass_LH1123.pdf", "May 9"),
                                          ("IMG_20240502_181544.jpg", "May 2"), ("invoice_0423.pdf", "Apr 23"))):
            x, y = (i % 2) * 540, 460 + (i // 2) * 620
            out += [E("LinearLayout", b=(x + 21, y, x + 519, y + 600), rid="item_root", click=True, long=True, d=1),
                    tv(name, (x + 42, y + 470, x + 498, y + 530), "android:id/title", d=2),
                    tv(date, (x + 42, y + 530, x + 300, y + 580), "date", d=2)]
        return out

    def drawer(t: Traj) -> list[dict[str, Any]]:
        out = recent(t) + [E("ListView", b=(0, 136, 882, H), rid="roots_list")]
        roots = [("Recent", None), ("Images", None), ("Videos", None), ("Audio", None), ("Documents", None), ("Downloads", None),
                 ("sdk_gphone64_x86_64", "41.26 GB free"), ("Drive", "dana.whitfield@gmail.com")]
        for i, (name, sub) in enumerate(roots):
            b = Y(i, 300, 150, 0, 882)
            out += [E("LinearLayout", b=b, click=True, sel=name == "Recent", d=1),
                    tv(name, (189, b[1] + (30 if sub else 45), 840, b[1] + (85 if sub else 105)), "android:id/title", d=2)]
            if sub:
                out.append(tv(sub, (189, b[1] + 88, 840, b[1] + 130), "android:id/summary", d=2))
        return out

    def downloads(t: Traj) -> list[dict[str, Any]]:
        if st["sel"]:
            out = [E("ViewGroup", b=(0, 136, W, 290), rid="action_mode_bar"), ib("Done", (0, 150, 147, 276), "action_mode_close_button", d=1),
                   tv("1 selected", (168, 170, 560, 256), "action_bar_title", d=1), ib("Share", (639, 150, 786, 276), "action_menu_share", d=1),
                   ib("Delete", (786, 150, 933, 276), "action_menu_delete", d=1), ib("More options", (933, 150, W, 276), d=1)]
        else:
            out = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Show roots", (0, 150, 147, 276), d=1),
                   tv("Downloads", (168, 170, 600, 256), d=1), ib("Search", (639, 150, 786, 276), "option_menu_search", d=1),
                   ib("Grid view", (786, 150, 933, 276), "option_menu_grid", d=1), ib("More options", (933, 150, W, 276), d=1)]
        label = {"name": "Name", "size": "Size"}[st["sort"]]
        out += [E("LinearLayout", b=(0, 290, W, 400), rid="sort_header"), tv(label, (63, 310, 400, 380), "sort_dim", d=1),
                ib("Sort by", (930, 300, 1040, 390), "sort_arrow", d=1),
                E("RecyclerView", b=(0, 400, W, H), rid="dir_list", scroll=True)]
        order = sorted(files, key=lambda f: f[0].lower()) if st["sort"] == "name" else sorted(files, key=lambda f: -f[1])
        for i, (name, _, size, date) in enumerate(order):
            b = Y(i, 410, 200)
            sel = name == st["sel"]
            out += [E("LinearLayout", b=b, rid="item_root", click=True, long=True, sel=sel, d=1),
                    E("ImageView", desc=kinds[name.rsplit(".", 1)[1]], b=(42, b[1] + 50, 142, b[1] + 150), rid="icon_mime", d=2),
                    tv(name, (189, b[1] + 40, 1038, b[1] + 100), "android:id/title", d=2),
                    tv(date, (189, b[1] + 110, 500, b[1] + 160), "date", d=2),
                    tv(size, (520, b[1] + 110, 800, b[1] + 160), "size", d=2)]
            if st["sel"]:
                out.append(cb(sel, (960, b[1] + 60, 1040, b[1] + 140), "icon_check", d=2))
        if st["menu"]:
            out.append(E("ListView", b=(330, 300, 1059, 1020), rid="android:id/list"))
            for i, opt in enumerate(("File name (A to Z)", "File name (Z to A)", "Modified (newest first)", "Modified (oldest first)",
                                     "Size (smallest first)", "Size (largest first)")):
                out.append(E("TextView", text=opt, b=Y(i, 315, 115, 330, 1059), rid="title", click=True, d=1))
        if st["dlg"]:
            out += [E("FrameLayout", b=(63, 940, 1017, 1400), rid="android:id/content"),
                    tv(st["dlg"], (126, 1000, 954, 1140), "android:id/message", d=1),
                    btn("Cancel", (520, 1270, 740, 1370), "android:id/button2", d=1), btn("OK", (760, 1270, 954, 1370), "android:id/button1", d=1)]
        return out

    t.start(recent)
    t.tap("Show roots", drawer)
    t.tap("Downloads", downloads)
    st["menu"] = True
    t.tap("Sort by", downloads)
    st["menu"], st["sort"] = False, "size"
    t.tap("Size (largest first)", downloads)
    st["sel"] = "podcast_ep112.mp3"
    t.press("podcast_ep112.mp3", downloads, shift=-4)
    st["dlg"] = 'Delete "podcast_ep112.mp3"?'
    t.tap("Delete", downloads)
    files[:] = [f for f in files if f[0] != "podcast_ep112.mp3"]
    st["dlg"], st["sel"] = None, None
    t.tap("OK", downloads)
    st["sel"] = "invoice_0423.pdf"
    t.press("invoice_0423.pdf", downloads, dt=2)
    t.add_to(rs, turn=5, kind="The status-bar clock reads 10:42 at turn 5 although turn 4 already showed 10:45; the clock runs backwards.")


# ---------------------------------------------------------------------------------------------------
# 04 Joplin (clean): note edited and re-sorted to the top, another note trashed, notebook counts follow
# ---------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    t = Traj("h63-android-04", "Joplin", "net.cozic.joplin", clock=(19, 5), battery=63, drain=10)
    notes: list[tuple[str, bool | None]] = [
        ("Dentist appointment", False), ("Gift ideas", None), ("Plant watering schedule", None), ("Lisbon trip", None),
        ("Wi-Fi passwords", None), ("Books to lend Maya", None), ("Car insurance renewal", True), ("Recipe: Grandma's apple cake", None)]
    work = [("Q3 roadmap draft", None), ("1:1 notes – Priya", None), ("Submit travel reimbursement", False), ("Vendor shortlist (CRM)", None),
            ("Retro 2024-05-31", None), ("Onboarding checklist for Tom", False), ("API rate limit incident", None), ("OKR scoring", None),
            ("Conference talk abstract", None), ("Renew Figma licence", True), ("Hiring plan H2", None), ("Team offsite ideas", None)]
    body = ("# Lisbon trip\n\nFlights: TP1351 LHR→LIS, Fri 14 Jun 07:05\nHotel: Casa do Barão, 3 nights (ref 4471-KB)\n\n"
            "- [x] Renew passport\n- [ ] Book Sintra day tour\n- [ ] Reserve table at Cervejaria Ramiro\n\nBudget: €850")
    st: dict[str, Any] = {"body": body, "sel": None, "dlg": False, "book": "Personal", "trash": 0}

    def header(title: str) -> list[dict[str, Any]]:
        return [E("ViewGroup", b=(0, 136, W, 290)), E("ViewGroup", desc="Open side menu", b=(0, 150, 147, 276), click=True, d=1),
                tv(title, (168, 170, 700, 256), d=1), E("ViewGroup", desc="Search", b=(786, 150, 933, 276), click=True, d=1),
                E("ViewGroup", desc="Actions", b=(933, 150, W, 276), click=True, d=1)]

    def listing(t: Traj) -> list[dict[str, Any]]:
        rows = notes if st["book"] == "Personal" else work
        if st["sel"]:
            out = [E("ViewGroup", b=(0, 136, W, 290)), E("ViewGroup", desc="Cancel", b=(0, 150, 147, 276), click=True, d=1),
                   tv("1 selected", (168, 170, 560, 256), d=1), E("ViewGroup", desc="Delete", b=(639, 150, 786, 276), click=True, d=1),
                   E("ViewGroup", desc="Duplicate", b=(786, 150, 933, 276), click=True, d=1),
                   E("ViewGroup", desc="Move to notebook", b=(933, 150, W, 276), click=True, d=1)]
        else:
            out = header(st["book"])
        out.append(E("ScrollView", b=(0, 290, W, 2200), scroll=True))
        for i, (title, todo) in enumerate(rows):
            b = Y(i, 300, 150)
            out.append(E("ViewGroup", b=b, click=True, long=True, sel=title == st["sel"], d=1))
            if todo is not None:
                out.append(cb(todo, (21, b[1] + 35, 101, b[1] + 115), d=2))
            out.append(tv(title, (121 if todo is not None else 42, b[1] + 45, 1038, b[1] + 105), d=2))
        out.append(E("ViewGroup", desc="Add new", b=(870, 2040, 1017, 2187), click=True))
        if st["dlg"]:
            out += [E("FrameLayout", b=(63, 880, 1017, 1430), rid="android:id/content"),
                    tv("Move 1 note to the trash? Notes in the trash will be permanently deleted after 90 days.", (126, 940, 954, 1160), "android:id/message", d=1),
                    btn("CANCEL", (480, 1300, 720, 1400), "android:id/button2", d=1), btn("OK", (740, 1300, 954, 1400), "android:id/button1", d=1)]
        return out

    def note_view(t: Traj) -> list[dict[str, Any]]:
        out = [E("ViewGroup", b=(0, 136, W, 290)), E("ViewGroup", desc="Back", b=(0, 150, 147, 276), click=True, d=1),
               tv("Personal", (168, 170, 560, 256), d=1), E("ViewGroup", desc="Attach", b=(639, 150, 786, 276), click=True, d=1),
               E("ViewGroup", desc="Tags", b=(786, 150, 933, 276), click=True, d=1), E("ViewGroup", desc="Actions", b=(933, 150, W, 276), click=True, d=1),
               et("Lisbon trip", (42, 300, 1038, 400)), E("WebView", b=(0, 420, W, 2337), scroll=True)]
        y = 440
        for line in st["body"].split("\n"):
            if not line:
                y += 40
                continue
            if line.startswith("- ["):
                out.append(E("CheckBox", text=line[6:], b=(63, y, 1017, y + 90), click=True, check=line[3] == "x", d=1))
            else:
                out.append(tv(line.lstrip("# "), (63, y, 1017, y + 90), d=1))
            y += 100
        out.append(E("ViewGroup", desc="Edit", b=(870, 2150, 1017, 2297), click=True))
        return out

    def note_edit(t: Traj) -> list[dict[str, Any]]:
        return [E("ViewGroup", b=(0, 136, W, 290)), E("ViewGroup", desc="Back", b=(0, 150, 147, 276), click=True, d=1),
                tv("Personal", (168, 170, 560, 256), d=1), E("ViewGroup", desc="Save changes", b=(639, 150, 786, 276), click=True, d=1),
                E("ViewGroup", desc="Attach", b=(786, 150, 933, 276), click=True, d=1), E("ViewGroup", desc="Actions", b=(933, 150, W, 276), click=True, d=1),
                et("Lisbon trip", (42, 300, 1038, 400)), et(st["body"], (0, 420, W, 1620), focus=True, scroll=True),
                E("HorizontalScrollView", b=(0, 1620, W, 1740), scroll=True)] + [
            E("Button", desc=d_, b=(i * 135, 1630, i * 135 + 135, 1730), click=True, d=1)
            for i, d_ in enumerate(("Bold", "Italic", "Link", "Code", "Heading", "Checkbox", "Bulleted list", "Numbered list"))]

    def sidebar(t: Traj) -> list[dict[str, Any]]:
        out = listing(t) + [E("ScrollView", b=(0, 136, 860, H), scroll=True)]
        out += [tv("Joplin", (42, 180, 500, 260), d=1), tv("All notes", (42, 320, 700, 400), click=True, d=1),
                tv("NOTEBOOKS", (42, 440, 500, 500), d=1)]
        books = [("Personal", len(notes)), ("Recipes", 4), ("Work", 12)]
        for i, (name, n) in enumerate(books):
            b = Y(i, 520, 120, 0, 860)
            out += [E("ViewGroup", b=b, click=True, sel=name == st["book"], d=1), tv(name, (63, b[1] + 30, 600, b[1] + 90), d=2),
                    tv(str(n), (700, b[1] + 30, 820, b[1] + 90), d=2)]
        out += [E("ViewGroup", b=(0, 900, 860, 1020), click=True, d=1), tv("Trash", (63, 930, 600, 990), d=2), tv(str(st["trash"]), (700, 930, 820, 990), d=2),
                E("ViewGroup", desc="Configuration", b=(42, 2150, 190, 2297), click=True, d=1),
                btn("Synchronise", (210, 2150, 820, 2297), d=1),
                tv("Last sync: 03/06/2024 18:40", (42, 2060, 820, 2120), d=1)]
        return out

    t.start(listing)
    t.tap("Lisbon trip", note_view)
    t.tap("Edit", note_edit)
    st["body"] = body + "\n- [ ] Buy Lisboa Card (72h, €46)"
    t.type(body, "\n- [ ] Buy Lisboa Card (72h, €46)", note_edit, dt=2)
    t.tap("Save changes", note_view)
    notes.insert(0, notes.pop(3))
    t.tap("Back", listing)
    st["sel"] = "Wi-Fi passwords"
    t.press("Wi-Fi passwords", listing)
    st["dlg"] = True
    t.tap("Delete", listing)
    notes[:] = [n for n in notes if n[0] != "Wi-Fi passwords"]
    st["dlg"], st["sel"], st["trash"] = False, None, 1
    t.tap("OK", listing)
    t.tap("Open side menu", sidebar)
    st["book"] = "Work"
    t.tap("Work", listing)
    t.add_to(rs)


def span(minutes: int) -> str:
    d, rem = divmod(minutes, 1440)
    h, m = divmod(rem, 60)
    parts = []
    if d:
        parts.append(f"{d} day" + ("s" if d > 1 else ""))
    if h:
        parts.append(f"{h} hour" + ("s" if h > 1 else ""))
    if m:
        parts.append(f"{m} minute" + ("s" if m > 1 else ""))
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


# ---------------------------------------------------------------------------------------------------
# 05 Clock (clean): alarm created through text input, another deleted, one switched on; countdowns move
# ---------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    t = Traj("h63-android-05", "the Clock app", "com.google.android.deskclock", clock=(21, 12), battery=38, drain=6, h12=True)
    alarms = [{"t": 315, "label": "Gym", "days": "Tue, Thu", "on": False}, {"t": 390, "label": "Wake up", "days": "Mon, Tue, Wed, Thu, Fri", "on": True},
              {"t": 465, "label": "", "days": "Sat, Sun", "on": False}, {"t": 1320, "label": "Take meds", "days": "Every day", "on": True}]
    st: dict[str, Any] = {"picker": None, "snack": None, "open": None, "tab": "Alarm"}

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", desc=n, b=(i * 216, 2180, i * 216 + 216, 2337), rid="tab_menu_" + n.lower(), click=True, sel=n == sel)
                for i, n in enumerate(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"))]

    def alarm_list(t: Traj) -> list[dict[str, Any]]:
        out = [tv("Alarm", (63, 180, 600, 280), "action_bar_title"), ib("More options", (933, 160, W, 300)),
               E("RecyclerView", b=(0, 300, W, 2180), rid="alarm_recycler_view", scroll=True)]
        y = 320
        for a in sorted(alarms, key=lambda a: a["t"]):
            h, m = divmod(a["t"], 60)
            hh = f"{(h % 12) or 12}:{m:02d}"
            tall = 760 if st["open"] == a["label"] else 300
            out.append(E("FrameLayout", b=(21, y, 1059, y + tall), rid="alarm_item", click=True, d=1))
            if a["label"]:
                out.append(tv(a["label"], (84, y + 20, 700, y + 70), "label", d=2))
            out += [tv(hh, (84, y + 70, 420, y + 200), "digital_clock", d=2), tv("AM" if h < 12 else "PM", (420, y + 130, 520, y + 190), "digital_clock_ampm", d=2),
                    sw(a["on"], (900, y + 100, 1017, y + 180), "onoff", d=2)]
            if st["open"] == a["label"]:
                for i, dname in enumerate(("S", "M", "T", "W", "T", "F", "S")):
                    full = ("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat")[i]
                    out.append(E("ToggleButton", text=dname, desc=full, b=(84 + i * 130, y + 220, 194 + i * 130, y + 330), rid="day_button_" + str(i),
                                 click=True, check=full in a["days"], d=2))
                out += [tv("Default (Cesium)", (84, y + 360, 800, y + 430), "choose_ringtone", click=True, d=2),
                        E("CheckBox", text="Vibrate", b=(84, y + 450, 800, y + 520), rid="vibrate_onoff", click=True, check=True, d=2),
                        tv(a["label"] or "Add label", (84, y + 540, 800, y + 610), "edit_label", click=True, d=2),
                        btn("Delete", (84, y + 640, 400, y + 730), "delete", d=2), ib("Collapse alarm", (930, y + 640, 1040, y + 730), "arrow", d=2)]
            else:
                out += [tv("Tomorrow" if a["days"] == "" else a["days"], (84, y + 210, 800, y + 270), "days_of_week", d=2),
                        ib("Expand alarm", (930, y + 200, 1040, y + 290), "arrow", d=2)]
            y += tall + 20
        out.append(ib("Add alarm", (453, 1990, 627, 2164), "fab"))
        if st["snack"]:
            out.append(tv(st["snack"][0], (42, 1830, 800, 1960), "snackbar_text"))
            if st["snack"][1]:
                out.append(btn(st["snack"][1], (820, 1840, 1038, 1950), "snackbar_action"))
        if st["picker"]:
            p = st["picker"]
            out += [E("FrameLayout", b=(63, 700, 1017, 1700), rid="android:id/content"), tv("Enter time", (126, 740, 700, 820), "header_title", d=1),
                    et(p["h"], (126, 880, 430, 1080), "material_hour_text_input", d=1), tv(":", (440, 900, 480, 1060), d=1),
                    et(p["m"], (490, 880, 794, 1080), "material_minute_text_input", d=1),
                    E("Button", text="AM", b=(830, 880, 954, 978), rid="material_clock_period_am_button", click=True, check=p["ap"] == "AM", d=1),
                    E("Button", text="PM", b=(830, 982, 954, 1080), rid="material_clock_period_pm_button", click=True, check=p["ap"] == "PM", d=1),
                    tv("Hour", (126, 1090, 430, 1140), d=1), tv("Minute", (490, 1090, 794, 1140), d=1),
                    ib("Switch to clock mode for the time input.", (126, 1560, 246, 1660), "material_timepicker_mode_button", d=1),
                    btn("Cancel", (560, 1570, 760, 1660), "material_timepicker_cancel_button", d=1), btn("OK", (780, 1570, 954, 1660), "material_timepicker_ok_button", d=1)]
        return out + tabs("Alarm")

    def dial(t: Traj) -> list[dict[str, Any]]:
        h, m = t.hm()
        st["init"] = (h, m)
        return alarm_list(t) + [
            E("FrameLayout", b=(63, 480, 1017, 1920), rid="android:id/content"), tv("Select time", (126, 520, 700, 600), "header_title", d=1),
            E("com.google.android.material.chip.Chip", text=str((h % 12) or 12), b=(126, 640, 420, 840), rid="material_hour_tv", click=True, check=True, d=1),
            tv(":", (430, 660, 470, 820), d=1), E("com.google.android.material.chip.Chip", text=f"{m:02d}", b=(480, 640, 774, 840), rid="material_minute_tv", click=True, check=False, d=1),
            E("Button", text="AM", b=(810, 640, 954, 738), rid="material_clock_period_am_button", click=True, check=h < 12, d=1),
            E("Button", text="PM", b=(810, 742, 954, 840), rid="material_clock_period_pm_button", click=True, check=h >= 12, d=1),
            E("View", desc="Clock face", b=(190, 900, 890, 1600), rid="material_clock_face", click=True, d=1),
            ib("Switch to text input mode for the time input.", (126, 1780, 246, 1880), "material_timepicker_mode_button", d=1),
            btn("Cancel", (560, 1790, 760, 1880), "material_timepicker_cancel_button", d=1), btn("OK", (780, 1790, 954, 1880), "material_timepicker_ok_button", d=1)]

    def world(t: Traj) -> list[dict[str, Any]]:
        h, m = t.hm()
        out = [tv("Clock", (63, 180, 600, 280), "action_bar_title"), ib("More options", (933, 160, W, 300)),
               tv(f"{(h % 12) or 12}:{m:02d}", (200, 380, 760, 600), "digital_clock"), tv("PM" if h >= 12 else "AM", (760, 500, 880, 580), "digital_clock_ampm"),
               tv("Thu, Jun 13", (300, 620, 780, 690), "date"), E("RecyclerView", b=(0, 760, W, 2180), rid="cities", scroll=True)]
        for i, (city, off) in enumerate((("London", 300), ("Lisbon", 300), ("Tokyo", 780), ("Los Angeles", -180))):
            mm = t.minute + off
            day = "Tomorrow" if mm >= 1440 else "Today"
            hrs = abs(off) // 60
            rel = f"{hrs} hr {'ahead' if off > 0 else 'behind'}"
            b = Y(i, 780, 200, 21, 1059)
            out += [E("FrameLayout", b=b, rid="city_item", click=True, long=True, d=1), tv(city, (84, b[1] + 30, 600, b[1] + 100), "city_name", d=2),
                    tv(f"{day}, {rel}", (84, b[1] + 110, 700, b[1] + 170), "hours_ahead", d=2),
                    tv(t.ampm(mm), (700, b[1] + 50, 1017, b[1] + 150), "digital_clock", d=2)]
        return out + [ib("Cities", (453, 1990, 627, 2164), "fab")] + tabs("Clock")

    t.start(alarm_list)
    t.tap("Add alarm", dial)
    h, m = st["init"]
    st["picker"] = {"h": str((h % 12) or 12), "m": f"{m:02d}", "ap": "PM" if h >= 12 else "AM"}
    t.tap("Switch to text input mode for the time input.", alarm_list)
    st["picker"]["h"] = "6"
    t.type("material_hour_text_input", "6", alarm_list)
    st["picker"]["m"] = "50"
    t.type("material_minute_text_input", "50", alarm_list)
    st["picker"]["ap"] = "AM"
    t.tap("material_clock_period_am_button", alarm_list)
    st["picker"] = None
    alarms.append({"t": 410, "label": "", "days": "", "on": True})
    st["snack"] = (f"Alarm set for {span(1440 - (t.minute + 1) + 410)} from now.", None)
    t.tap("OK", alarm_list)
    st["snack"], st["open"] = None, "Gym"
    t.tap("Expand alarm", alarm_list)
    alarms[:] = [a for a in alarms if a["label"] != "Gym"]
    st["open"], st["snack"] = None, ("Alarm deleted", "Undo")
    t.tap("Delete", alarm_list, dt=0)
    target = [a for a in alarms if a["t"] == 465][0]
    target["on"] = True
    st["snack"] = (f"Alarm set for {span(1440 - (t.minute + 1) + 1440 + 465)} from now.", None)
    t.tap("onoff", alarm_list, nth=2)
    t.tap("Clock", world)
    t.add_to(rs)


# ---------------------------------------------------------------------------------------------------
# 06 Tasks (contradiction): an untouched task's due date changes between the list and its edit screen
# ---------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    t = Traj("h63-android-06", "Tasks (org.tasks)", "org.tasks", clock=(12, 31), battery=77, drain=9)
    tasks = [
        {"title": "Call plumber about leak", "due": "Today", "full": "Tue, Jun 4, 2024", "prio": "High", "tag": "Home", "desc": "Drip under kitchen sink, ask for Thursday slot.", "created": "Jun 3, 2024 20:41"},
        {"title": "Renew passport", "due": "Thu, Jun 6", "full": "Thu, Jun 6, 2024", "prio": "High", "tag": "Personal", "desc": "Form DS-82, 2 photos, old passport. Mail from the post office on Elm St.", "created": "May 21, 2024 08:02"},
        {"title": "Submit expense report", "due": "Fri, Jun 7", "full": "Fri, Jun 7, 2024", "prio": "Medium", "tag": "Work", "desc": "Receipts for Berlin trip: hotel, taxi, dinner.", "created": "Jun 1, 2024 09:14"},
        {"title": "Buy birthday gift for Maya", "due": "Sat, Jun 8", "full": "Sat, Jun 8, 2024", "prio": "Low", "tag": "Personal", "desc": "", "created": "May 30, 2024 22:17"},
        {"title": "Schedule car service", "due": "", "full": "", "prio": "None", "tag": "Car", "desc": "Oil change + tyre rotation, 48,000 mi.", "created": "May 12, 2024 10:45"},
        {"title": "Read 'Project Hail Mary'", "due": "", "full": "", "prio": "None", "tag": "", "desc": "", "created": "Apr 2, 2024 21:30"},
    ]
    st: dict[str, Any] = {"snack": None, "edit": None, "shown_due": None}

    def listing(t: Traj) -> list[dict[str, Any]]:
        out = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Open navigation drawer", (0, 150, 147, 276), d=1),
               tv("My Tasks", (168, 170, 600, 256), d=1), ib("Search", (639, 150, 786, 276), "menu_search", d=1),
               ib("Sort", (786, 150, 933, 276), "menu_sort", d=1), ib("More options", (933, 150, W, 276), d=1),
               E("RecyclerView", b=(0, 290, W, 2180), rid="recycler_view", scroll=True)]
        for i, tk in enumerate(tasks):
            b = Y(i, 300, 190)
            out += [E("ViewGroup", b=b, rid="row", click=True, long=True, d=1), cb(False, (21, b[1] + 45, 121, b[1] + 145), "completeBox", d=2),
                    tv(tk["title"], (147, b[1] + 30, 1038, b[1] + 95), "title", d=2)]
            chips = ([tk["due"]] if tk["due"] else []) + ([tk["tag"]] if tk["tag"] else [])
            for j, c in enumerate(chips):
                out.append(E("com.google.android.material.chip.Chip", text=c, b=(147 + j * 300, b[1] + 105, 427 + j * 300, b[1] + 170), rid="due_date" if j == 0 and tk["due"] else "chip", d=2))
        out.append(ib("Create new task", (870, 1990, 1017, 2137), "fab"))
        if st["snack"]:
            out += [tv(st["snack"], (42, 2010, 700, 2100), "snackbar_text"), btn("Undo", (720, 2000, 840, 2110), "snackbar_action")]
        return out

    def editor(t: Traj) -> list[dict[str, Any]]:
        tk = st["edit"]
        due = st["shown_due"] or tk["full"]
        out = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Save", (0, 150, 147, 276), d=1),
               ib("Delete task", (786, 150, 933, 276), "menu_delete", d=1), ib("More options", (933, 150, W, 276), d=1),
               cb(False, (21, 320, 121, 420), "completeBox"), et(tk["title"] or None, (147, 300, 1038, 440), "title", hint="Task name", focus=tk["title"] == ""),
               E("LinearLayout", b=(0, 460, W, 600), rid="due_date_row", click=True), tv(due or "Due date", (147, 500, 900, 560), "due_date", d=1),
               tv("Priority", (63, 620, 400, 680))]
        for i, p in enumerate(("High", "Medium", "Low", "None")):
            out.append(E("RadioButton", desc=p, b=(147 + i * 220, 700, 327 + i * 220, 820), rid="priority_" + p.lower(), click=True, check=tk["prio"] == p))
        out += [et(tk["desc"] or None, (63, 850, 1017, 1110), "notes", hint="Description"),
                E("LinearLayout", b=(0, 1130, W, 1260), rid="list_row", click=True), tv("My Tasks", (147, 1165, 900, 1225), "list_name", d=1),
                E("LinearLayout", b=(0, 1260, W, 1390), rid="tags_row", click=True), tv(tk["tag"] or "Tags", (147, 1295, 900, 1355), "chip_group", d=1),
                E("LinearLayout", b=(0, 1390, W, 1520), rid="reminders_row", click=True), tv("Add reminder", (147, 1425, 900, 1485), d=1),
                E("LinearLayout", b=(0, 1520, W, 1650), rid="repeat_row", click=True), tv("Does not repeat", (147, 1555, 900, 1615), d=1),
                tv(f"Created {tk['created']}", (63, 2150, 1017, 2210), "creation_date")]
        return out

    t.start(listing)
    done = tasks.pop(0)
    st["snack"] = "Task completed"
    t.tap("completeBox", listing)
    st["snack"], st["edit"] = None, tasks[1]
    t.tap("Submit expense report", editor)
    tasks[1]["title"] = "Submit Berlin expense report"
    t.type("Submit expense report", "Submit Berlin expense report", editor)
    t.back(listing)
    new = {"title": "", "due": "", "full": "", "prio": "None", "tag": "", "desc": "", "created": f"Jun 4, 2024 {t.clock(t.minute + 1)}"}
    st["edit"] = new
    t.tap("Create new task", editor)
    new["title"] = "Pick up dry cleaning"
    t.type("title", "Pick up dry cleaning", editor, dt=1)
    tasks.append(new)
    t.back(listing)
    st["edit"], st["shown_due"] = tasks[0], "Thu, Jun 13, 2024"
    t.tap("Renew passport", editor)
    tasks[0]["prio"] = "Medium"
    t.tap("Medium", editor)
    old = tasks[0]["desc"]
    tasks[0]["desc"] = old + " Fee $130 by check."
    t.type(old, " Fee $130 by check.", editor, dt=2)
    assert done["title"] == "Call plumber about leak"
    t.add_to(rs, turn=8, kind="Renew passport, listed as due Thu, Jun 6 and never edited, opens at turn 8 with due date Thu, Jun 13, 2024.")


# ---------------------------------------------------------------------------------------------------
# 07 Contacts + Phone (clean): a number is edited, the contact reopened, a call placed to the new number
# ---------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    t = Traj("h63-android-07", "the Contacts app", "com.google.android.contacts", clock=(18, 20), battery=45, drain=8)
    people = ["Aaron Diaz", "Amelia Brooks", "Beatriz Santos", "Chen Wei", "Chloe Martin", "Dad", "Elif Yilmaz", "Gus (landlord)", "Maya Whitfield", "Nikhil Rao"]
    chen = {"phone": "(415) 555-0148", "e164": "+1 415-555-0148", "email": "chen.wei@fastmail.com"}
    st: dict[str, Any] = {"field": None}
    dialer = "com.google.android.dialer"

    def listing(t: Traj) -> list[dict[str, Any]]:
        out = [E("LinearLayout", b=(42, 160, 1038, 300), rid="open_search_bar", click=True),
               tv("Search contacts", (126, 200, 800, 260), "open_search_bar_text_view", d=1),
               E("ImageView", desc="Signed in as dana.whitfield@gmail.com", b=(900, 175, 1010, 285), rid="selected_account_disc", click=True, d=1),
               tv("dana.whitfield@gmail.com · 214 contacts", (63, 320, 1017, 380), "account_header"),
               E("RecyclerView", b=(0, 400, W, 2160), rid="list", scroll=True)]
        y, last = 410, ""
        for p in people:
            if p[0] != last:
                out.append(tv(p[0], (63, y, 160, y + 60), "section_header", d=1))
                last = p[0]
            out += [E("LinearLayout", b=(0, y, W, y + 160), rid="contact_row", click=True, long=True, d=1),
                    E("QuickContactBadge", desc=f"Quick contact for {p}", b=(189, y + 20, 309, y + 140), click=True, d=2),
                    tv(p, (346, y + 50, 1017, y + 110), "cliv_name_textview", d=2)]
            y += 170
        out += [ib("Create contact", (870, 1990, 1017, 2137), "floating_action_button"),
                E("FrameLayout", desc="Contacts", b=(0, 2180, 360, 2337), rid="nav_contacts", click=True, sel=True),
                E("FrameLayout", desc="Highlights", b=(360, 2180, 720, 2337), rid="nav_highlights", click=True),
                E("FrameLayout", desc="Fix & manage", b=(720, 2180, W, 2337), rid="nav_fix_manage", click=True)]
        return out

    def details(t: Traj) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 150, 147, 276)), ib("Favourite", (639, 150, 786, 276), "menu_star"),
                ib("Edit contact", (786, 150, 933, 276), "menu_edit"), ib("More options", (933, 150, W, 276)),
                E("ImageView", desc="Chen Wei", b=(390, 330, 690, 630), rid="photo"), tv("Chen Wei", (100, 660, 980, 760), "large_title"),
                tv("Lumen Labs", (100, 770, 980, 830), "company"),
                btn("Call", (63, 880, 291, 1050), "action_call"), btn("Text", (309, 880, 537, 1050), "action_message"),
                btn("Video", (555, 880, 783, 1050), "action_video"), btn("Email", (801, 880, 1017, 1050), "action_email"),
                tv("Contact info", (63, 1100, 600, 1170), "card_title"),
                E("LinearLayout", b=(0, 1180, W, 1340), rid="entry", click=True, long=True), tv(chen["phone"], (189, 1205, 800, 1265), "header", d=1),
                tv("Mobile", (189, 1270, 800, 1320), "sub_header", d=1), ib("Send message", (900, 1210, 1017, 1310), "icon_alternate", d=1),
                E("LinearLayout", b=(0, 1340, W, 1500), rid="entry", click=True, long=True), tv(chen["email"], (189, 1365, 900, 1425), "header", d=1),
                tv("Home", (189, 1430, 800, 1480), "sub_header", d=1),
                E("LinearLayout", b=(0, 1500, W, 1660), rid="entry"), tv("March 3", (189, 1525, 800, 1585), "header", d=1),
                tv("Birthday", (189, 1590, 800, 1640), "sub_header", d=1),
                tv("Labels", (63, 1700, 600, 1770), "card_title"), tv("Climbing · Work", (189, 1790, 900, 1850), "header"),
                tv("Contact settings", (63, 1900, 600, 1970), "card_title"), tv("Contact saved to dana.whitfield@gmail.com", (189, 1990, 1017, 2050))]

    def editor(t: Traj) -> list[dict[str, Any]]:
        return [ib("Cancel", (0, 150, 147, 276), "toolbar_close"), tv("Edit contact", (168, 170, 600, 256)),
                btn("Save", (820, 165, 1038, 265), "toolbar_button"), tv("Saving to dana.whitfield@gmail.com", (63, 300, 1017, 360), "account_name"),
                E("ScrollView", b=(0, 380, W, H), scroll=True),
                et("Chen", (147, 420, 1017, 560), "first_name", hint="First name", d=1), et("Wei", (147, 580, 1017, 720), "last_name", hint="Surname", d=1),
                et("Lumen Labs", (147, 740, 1017, 880), "company", hint="Company", d=1),
                et(chen["phone"], (147, 940, 760, 1080), "phone_number", hint="Phone", focus=st["field"] == "phone", d=1),
                E("Spinner", text="Mobile", b=(780, 950, 1017, 1070), rid="spinner", click=True, d=1),
                et(chen["email"], (147, 1120, 760, 1260), "email", hint="Email", d=1),
                E("Spinner", text="Home", b=(780, 1130, 1017, 1250), rid="spinner", click=True, d=1),
                et("March 3", (147, 1300, 1017, 1440), "birthday", hint="Significant date", d=1),
                btn("More fields", (63, 1500, 500, 1600), "more_fields", d=1)]

    def in_call(t: Traj) -> list[dict[str, Any]]:
        return [tv("Calling…", (63, 300, 1017, 360), "contactgrid_status_text", pkg=dialer),
                tv("Chen Wei", (63, 380, 1017, 500), "contactgrid_contact_name", pkg=dialer),
                tv("Mobile " + chen["e164"], (63, 520, 1017, 580), "contactgrid_bottom_text", pkg=dialer),
                E("ImageView", desc="Chen Wei", b=(390, 640, 690, 940), rid="contactgrid_avatar", pkg=dialer)] + [
            E("ToggleButton", desc=n, b=(63 + (i % 3) * 330, 1300 + (i // 3) * 260, 333 + (i % 3) * 330, 1520 + (i // 3) * 260), rid="incall_button", click=True, check=False, pkg=dialer)
            for i, n in enumerate(("Mute", "Keypad", "Speaker", "Add call", "Hold", "Record"))] + [
            ib("End call", (438, 1920, 642, 2124), "incall_end_call", pkg=dialer)]

    def recents(t: Traj) -> list[dict[str, Any]]:
        rows = [("Chen Wei", "Outgoing call · Mobile · Just now"), ("Maya Whitfield", "Missed call · Mobile · 15:02"),
                ("(415) 555-0148", "Incoming call · Yesterday"), ("Dad", "Outgoing call · Mobile · Yesterday"),
                ("(206) 555-0117", "Incoming call · Seattle, WA · Mon"), ("Gus (landlord)", "Outgoing call · Work · Mon")]
        out = [E("LinearLayout", b=(42, 160, 1038, 300), rid="search_view", click=True, pkg=dialer),
               tv("Search contacts & places", (126, 200, 800, 260), pkg=dialer, d=1),
               E("RecyclerView", b=(0, 320, W, 2160), rid="new_call_log_recycler_view", scroll=True, pkg=dialer),
               tv("Today", (63, 330, 600, 390), "call_log_header", pkg=dialer, d=1)]
        y = 400
        for i, (who, sub) in enumerate(rows):
            if i == 2:
                out.append(tv("Yesterday", (63, y, 600, y + 60), "call_log_header", pkg=dialer, d=1))
                y += 70
            if i == 4:
                out.append(tv("Older", (63, y, 600, y + 60), "call_log_header", pkg=dialer, d=1))
                y += 70
            out += [E("LinearLayout", b=(0, y, W, y + 180), rid="call_log_entry", click=True, long=True, pkg=dialer, d=1),
                    tv(who, (189, y + 30, 860, y + 95), "primary_text", pkg=dialer, d=2), tv(sub, (189, y + 100, 860, y + 150), "call_type", pkg=dialer, d=2),
                    ib("Call " + who, (900, y + 40, 1017, y + 140), "call_button", pkg=dialer, d=2)]
            y += 190
        for i, n in enumerate(("Favourites", "Recents", "Contacts", "Voicemail")):
            out.append(E("FrameLayout", desc=n, b=(i * 270, 2180, i * 270 + 270, 2337), rid="nav_" + n.lower(), click=True, sel=n == "Recents", pkg=dialer))
        return out

    t.start(listing)
    t.tap("Chen Wei", details)
    t.tap("Edit contact", editor)
    chen_old = chen["phone"]
    chen["phone"], st["field"] = "(628) 555-0193", "phone"
    t.type(chen_old, "(628) 555-0193", editor)
    chen["e164"] = "+1 628-555-0193"
    t.tap("Save", details)
    t.tap("Navigate up", listing)
    t.tap("Chen Wei", details, dt=2)
    t.tap("Call", in_call, pkg=dialer)
    t.tap("End call", recents, pkg=dialer)
    t.add_to(rs)


# ---------------------------------------------------------------------------------------------------
# 08 Simple Calendar Pro (contradiction): a deleted event is back in the list after another event is saved
# ---------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    t = Traj("h63-android-08", "Simple Calendar Pro", "com.simplemobiletools.calendar.pro", clock=(8, 15), battery=92, drain=12)
    events = [
        {"day": "Monday, June 10", "short": "June 10 (Mon)", "title": "Team sync", "s": "10:00", "e": "10:30", "loc": "Zoom", "desc": "Sprint 23 demo prep", "rem": "10 minutes before"},
        {"day": "Monday, June 10", "short": "June 10 (Mon)", "title": "Dentist", "s": "15:30", "e": "16:15", "loc": "Smile Dental, 4th St", "desc": "Cleaning + check on molar crown", "rem": "1 hour before"},
        {"day": "Tuesday, June 11", "short": "June 11 (Tue)", "title": "Yoga", "s": "07:00", "e": "08:00", "loc": "Studio Prana", "desc": "Bring own mat", "rem": "30 minutes before"},
        {"day": "Wednesday, June 12", "short": "June 12 (Wed)", "title": "Budget review", "s": "13:00", "e": "14:00", "loc": "Room 4B", "desc": "Q2 actuals vs plan, travel line items", "rem": "15 minutes before"},
        {"day": "Wednesday, June 12", "short": "June 12 (Wed)", "title": "Call with Priya", "s": "17:00", "e": "17:30", "loc": "", "desc": "Apartment handover", "rem": "10 minutes before"},
        {"day": "Friday, June 14", "short": "June 14 (Fri)", "title": "Farmers market", "s": "09:00", "e": "11:00", "loc": "Mercado de Campo de Ourique", "desc": "", "rem": "No reminder"},
        {"day": "Saturday, June 15", "short": "June 15 (Sat)", "title": "Ana's birthday dinner", "s": "19:30", "e": "22:00", "loc": "Tasca do Chico", "desc": "Gift: ceramic bowl set", "rem": "2 hours before"},
    ]
    st: dict[str, Any] = {"ev": None, "dlg": False, "ghost": None}

    def listing(t: Traj) -> list[dict[str, Any]]:
        shown = list(events)
        if st["ghost"]:
            shown.insert(1, st["ghost"])
        out = [E("ViewGroup", b=(0, 136, W, 290), rid="main_toolbar"), tv("June", (63, 170, 500, 256), d=1),
               ib("Go to today", (492, 150, 639, 276), "go_to_today", d=1), ib("Change view", (639, 150, 786, 276), "change_view", d=1),
               ib("Search", (786, 150, 933, 276), "search", d=1), ib("More options", (933, 150, W, 276), d=1),
               E("ListView", b=(0, 290, W, H), rid="calendar_events_list", scroll=True)]
        y, last = 300, ""
        for ev in shown:
            if ev["day"] != last:
                out.append(tv(ev["day"], (42, y, 1038, y + 80), "event_section_title", d=1))
                y += 90
                last = ev["day"]
            out += [E("LinearLayout", b=(21, y, 1059, y + 200), rid="event_item_holder", click=True, long=True, d=1),
                    tv(ev["title"], (84, y + 20, 820, y + 80), "event_item_title", d=2),
                    tv(f"{ev['s']} - {ev['e']}", (84, y + 85, 820, y + 135), "event_item_time", d=2)]
            if ev["loc"]:
                out.append(tv(ev["loc"], (84, y + 140, 820, y + 190), "event_item_description", d=2))
            y += 210
        out.append(ib("New event", (870, 2150, 1017, 2297), "calendar_fab"))
        return out

    def edit(t: Traj) -> list[dict[str, Any]]:
        ev = st["ev"]
        out = [E("ViewGroup", b=(0, 136, W, 290), rid="event_toolbar"), ib("Navigate up", (0, 150, 147, 276), d=1),
               tv("Edit event", (168, 170, 480, 256), d=1), ib("Save", (492, 150, 639, 276), "save", d=1),
               ib("Delete", (639, 150, 786, 276), "delete", d=1), ib("Duplicate", (786, 150, 933, 276), "duplicate", d=1),
               ib("More options", (933, 150, W, 276), d=1), E("ScrollView", b=(0, 290, W, H), scroll=True),
               et(ev["title"], (63, 310, 1017, 440), "event_title", hint="Title", d=1),
               et(ev["loc"] or None, (63, 460, 900, 590), "event_location", hint="Location", d=1),
               et(ev["desc"] or None, (63, 610, 1017, 740), "event_description", hint="Description", d=1),
               E("RelativeLayout", b=(0, 780, W, 900), rid="event_all_day_holder", click=True, d=1), sw(False, (63, 800, 1017, 880), "event_all_day", text="All-day", d=2),
               tv(ev["short"], (147, 930, 700, 1010), "event_start_date", click=True, d=1), tv(ev["s"], (800, 930, 1017, 1010), "event_start_time", click=True, d=1),
               tv(ev["short"], (147, 1040, 700, 1120), "event_end_date", click=True, d=1), tv(ev["e"], (800, 1040, 1017, 1120), "event_end_time", click=True, d=1),
               tv(ev["rem"], (147, 1180, 1017, 1260), "event_reminder_1", click=True, d=1), tv("Add another reminder", (147, 1280, 1017, 1360), "event_reminder_2", click=True, d=1),
               tv("No repetition", (147, 1420, 1017, 1500), "event_repetition", click=True, d=1),
               tv("Regular event", (147, 1560, 900, 1640), "event_type", click=True, d=1), tv("Europe/Lisbon", (147, 1700, 900, 1780), "event_time_zone", click=True, d=1)]
        if st["dlg"]:
            out += [E("FrameLayout", b=(63, 950, 1017, 1400), rid="android:id/content"),
                    tv("Are you sure you want to delete this event?", (126, 1010, 954, 1150), "confirm_message", d=1),
                    btn("No", (520, 1270, 740, 1370), "android:id/button2", d=1), btn("Yes", (760, 1270, 954, 1370), "android:id/button1", d=1)]
        return out

    t.start(listing)
    dentist = events[1]
    st["ev"] = dentist
    t.tap("Dentist", edit)
    st["dlg"] = True
    t.tap("Delete", edit)
    st["dlg"] = False
    events.remove(dentist)
    t.tap("Yes", listing)
    st["ev"] = events[2]
    t.tap("Budget review", edit, dt=2)
    events[2]["title"] = "Q2 budget review"
    t.type("Budget review", "Q2 budget review", edit)
    st["ghost"] = dentist
    t.tap("Save", listing)
    st["ghost"], st["ev"] = None, events[1]
    t.tap("Yoga", edit)
    t.add_to(rs, turn=6, kind="The Dentist event deleted at turn 3 is listed again under Monday, June 10 at turn 6; only Budget review was edited since.")


# ---------------------------------------------------------------------------------------------------
# 09 Camera + Photos (contradiction): the new photo's resolution changes in its own info panel
# ---------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    t = Traj("h63-android-09", "the Camera app", "com.android.camera2", clock=(14, 22), battery=67, drain=8)
    cam = "com.android.camera2"
    ph = "com.google.android.apps.photos"
    taken = "Photo taken on Jun 11, 2024 2:22:33 PM"
    st: dict[str, Any] = {"thumb": "Photo taken on Jun 9, 2024 6:41:10 PM", "fav": False, "res": ("12.0MP", "4000 × 3000")}

    def camera(t: Traj) -> list[dict[str, Any]]:
        return [E("TextureView", b=(0, 136, W, 1940), rid="preview_content", click=True, long=True, pkg=cam),
                ib("Options", (940, 160, 1060, 280), "mode_options_toggle", pkg=cam),
                ib("Flash off", (800, 160, 920, 280), "flash_toggle_button", pkg=cam),
                ib("Countdown timer is off", (660, 160, 780, 280), "countdown_toggle_button", pkg=cam),
                E("ImageView", desc="Grid lines off", b=(520, 160, 640, 280), rid="grid_lines_toggle_button", click=True, pkg=cam),
                ib("Shutter", (410, 2000, 670, 2260), "shutter_button", pkg=cam),
                ib("Switch to front camera", (800, 2070, 920, 2190), "camera_toggle_button", pkg=cam),
                E("ImageView", desc=st["thumb"], b=(140, 2060, 280, 2200), rid="rounded_thumbnail_view", click=True, pkg=cam),
                ib("Switch to video", (42, 2280, 200, 2360), "mode_switch", pkg=cam)]

    grid_items = [("Today", [taken]), ("Sun, Jun 9", ["Photo taken on Jun 9, 2024 6:41:10 PM", "Photo taken on Jun 9, 2024 6:40:52 PM",
                                                      "Video taken on Jun 9, 2024 1:15:07 PM, 0:34"]),
                  ("Sat, Jun 8", ["Photo taken on Jun 8, 2024 9:03:44 PM", "Photo taken on Jun 8, 2024 11:27:19 AM",
                                  "Photo taken on Jun 8, 2024 11:26:58 AM", "Photo taken on Jun 8, 2024 10:02:31 AM"])]

    def grid(t: Traj) -> list[dict[str, Any]]:
        out = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar", pkg=ph), tv("Photos", (63, 170, 500, 256), pkg=ph, d=1),
               ib("Notifications", (786, 150, 933, 276), "notifications_button", pkg=ph, d=1),
               E("ImageView", desc="Account and settings", b=(933, 150, W, 276), rid="og_apd_internal_image_view", click=True, pkg=ph, d=1),
               E("RecyclerView", b=(0, 290, W, 2180), rid="recycler_view", scroll=True, pkg=ph)]
        y = 300
        for head, items in grid_items:
            out.append(tv(head, (42, y, 700, y + 80), "date_header_title", pkg=ph, d=1))
            y += 90
            for i, dsc in enumerate(items):
                x = (i % 4) * 270
                if i and i % 4 == 0:
                    y += 270
                out.append(E("View", desc=dsc, b=(x, y, x + 268, y + 268), rid="photo_cell", click=True, long=True, pkg=ph, d=1))
            y += 290
        for i, n in enumerate(("Photos", "Search", "Sharing", "Library")):
            out.append(E("FrameLayout", desc=n, b=(i * 270, 2180, i * 270 + 270, 2337), rid="tab_" + n.lower(), click=True, sel=n == "Photos", pkg=ph))
        return out

    def viewer(info: bool) -> Callable[[Traj], list[dict[str, Any]]]:
        def f(t: Traj) -> list[dict[str, Any]]:
            out = [ib("Back", (0, 150, 147, 276), "back_button", pkg=ph),
                   ib("Remove from favourites" if st["fav"] else "Add to favourites", (786, 150, 933, 276), "favorite", pkg=ph),
                   ib("More options", (933, 150, W, 276), "overflow", pkg=ph),
                   E("ImageView", desc=taken, b=(0, 290, W, 1100 if info else 2100), rid="photo_view", click=True, pkg=ph)]
            if info:
                mp, wh = st["res"]
                out += [E("ScrollView", b=(0, 1100, W, 2180), rid="details_scroll", scroll=True, pkg=ph),
                        tv("Tue, Jun 11, 2024 • 2:22 PM", (63, 1120, 1017, 1190), "date_time", pkg=ph, d=1),
                        et(None, (63, 1200, 1017, 1300), "caption", hint="Add a description", pkg=ph, d=1),
                        tv("Details", (63, 1330, 600, 1390), pkg=ph, d=1),
                        tv("IMG_20240611_142233.jpg", (189, 1420, 1017, 1480), "filename", pkg=ph, d=1),
                        tv(f"{mp} • {wh}", (189, 1485, 1017, 1535), "resolution", pkg=ph, d=1),
                        tv("2.8 MB", (189, 1540, 1017, 1590), "file_size", pkg=ph, d=1),
                        tv("Google sdk_gphone64_x86_64", (189, 1640, 1017, 1700), "camera_model", pkg=ph, d=1),
                        tv("ƒ/2.0 • 1/50 • 4.38mm • ISO100", (189, 1705, 1017, 1755), "exposure", pkg=ph, d=1),
                        tv("On device", (189, 1820, 1017, 1880), "backup_state", pkg=ph, d=1),
                        tv("/storage/emulated/0/DCIM/Camera", (189, 1885, 1017, 1935), "folder", pkg=ph, d=1)]
            for i, n in enumerate(("Share", "Edit", "Lens", "Delete")):
                out.append(E("Button", desc=n, b=(i * 270, 2180, i * 270 + 270, 2337), rid="action_" + n.lower(), click=True, pkg=ph))
            return out
        return f

    t.start(camera)
    st["thumb"] = taken
    t.tap("Shutter", camera, dt=0)
    t.open("Photos", grid, pkg=ph)
    t.tap(taken, viewer(False), pkg=ph)
    t.scroll("up", viewer(True), pkg=ph)
    st["fav"], st["res"] = True, ("12.2MP", "4032 × 3024")
    t.tap("Add to favourites", viewer(True), pkg=ph)
    t.back(grid, pkg=ph)
    t.add_to(rs, turn=5, kind="The photo shown as 12.0MP • 4000 × 3000 at turn 4 is 12.2MP • 4032 × 3024 at turn 5; only the favourite star was tapped.")


# ---------------------------------------------------------------------------------------------------
# 10 Broccoli (clean): search filter, recipe renamed and its ingredients rewritten, filtered list again
# ---------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    t = Traj("h63-android-10", "Broccoli (recipe app)", "com.flauschcode.broccoli", clock=(17, 48), battery=58, drain=9)
    recipes = [["Banana Bread", "Moist loaf with walnuts"], ["Chana Masala", "Chickpeas in spiced tomato gravy"],
               ["Lemon Garlic Pasta", "15-minute weeknight spaghetti"], ["Miso Glazed Salmon", "Oven-baked, with sesame rice"],
               ["Overnight Oats", "Make-ahead breakfast jars"], ["Shakshuka", "Eggs poached in peppers and tomato"],
               ["Thai Green Curry", "Coconut curry with aubergine and beans"]]
    curry = recipes[6]
    ingr = ["400 ml coconut milk", "3 tbsp green curry paste", "500 g chicken thighs, sliced", "1 aubergine, cubed",
            "150 g green beans", "1 tbsp fish sauce", "1 tsp palm sugar", "1 handful Thai basil"]
    directions = ("1. Fry the curry paste in 3 tbsp of the coconut milk for 2 min.\n2. Add the protein and aubergine, cook 5 min.\n"
                  "3. Pour in the rest of the coconut milk, simmer 15 min.\n4. Add beans, the sauce and sugar; cook 5 min.\n5. Stir in basil and serve with jasmine rice.")
    st: dict[str, Any] = {"q": None, "ingr": "\n".join(ingr)}

    def listing(t: Traj) -> list[dict[str, Any]]:
        if st["q"] is None:
            out = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Open navigation drawer", (0, 150, 147, 276), d=1),
                   tv("Recipes", (168, 170, 600, 256), d=1), E("TextView", desc="Search", b=(933, 150, W, 276), rid="action_search", click=True, d=1)]
        else:
            out = [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Collapse", (0, 150, 147, 276), d=1),
                   et(st["q"] or None, (168, 160, 900, 266), "search_src_text", hint="Search…", focus=True, d=1),
                   ib("Clear query", (933, 150, W, 276), "search_close_btn", d=1)]
        rows = [r for r in recipes if not st["q"] or st["q"].lower() in (r[0] + " " + r[1]).lower()]
        out.append(E("RecyclerView", b=(0, 290, W, H), rid="recycler_view", scroll=True))
        for i, (title, desc) in enumerate(rows):
            b = Y(i, 310, 260, 21, 1059)
            out += [E("androidx.cardview.widget.CardView", b=b, rid="card_view", click=True, d=1),
                    E("ImageView", b=(42, b[1] + 20, 262, b[3] - 20), rid="card_image", d=2),
                    tv(title, (290, b[1] + 50, 1038, b[1] + 120), "card_text_view_title", d=2),
                    tv(desc, (290, b[1] + 130, 1038, b[1] + 190), "card_text_view_description", d=2)]
        out.append(ib("Add recipe", (870, 2150, 1017, 2297), "fab"))
        return out

    def details(t: Traj) -> list[dict[str, Any]]:
        return [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Navigate up", (0, 150, 147, 276), d=1),
                ib("Favorite", (639, 150, 786, 276), "action_favorite", d=1), ib("Edit", (786, 150, 933, 276), "action_edit", d=1),
                ib("More options", (933, 150, W, 276), d=1), E("ScrollView", b=(0, 290, W, H), scroll=True),
                E("ImageView", b=(0, 290, W, 800), rid="recipe_details_image", d=1),
                tv(curry[0], (63, 830, 1017, 920), "recipe_details_title", d=1),
                tv(curry[1], (63, 930, 1017, 990), "recipe_details_description", d=1),
                tv("4 servings", (63, 1020, 500, 1080), "recipe_details_servings", d=1),
                tv("40 min", (540, 1020, 1017, 1080), "recipe_details_preparation_time", d=1),
                tv("Asian, Dinner", (63, 1100, 1017, 1160), "recipe_details_categories", d=1),
                tv("Ingredients", (63, 1200, 600, 1270), d=1)] + [
            tv("• " + line, (63, 1280 + i * 62, 1017, 1340 + i * 62), "ingredient", d=1) for i, line in enumerate(st["ingr"].split("\n"))] + [
            tv("Directions", (63, 1810, 600, 1870), d=1), tv(directions, (63, 1880, 1017, 2330), "recipe_details_directions", d=1)]

    def edit(t: Traj) -> list[dict[str, Any]]:
        return [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), ib("Cancel", (0, 150, 147, 276), d=1),
                tv("Edit recipe", (168, 170, 600, 256), d=1), ib("Save", (933, 150, W, 276), "action_save", d=1),
                E("ScrollView", b=(0, 290, W, H), scroll=True),
                et(curry[0], (63, 320, 1017, 450), "new_recipe_title", hint="Title", d=1),
                et(curry[1], (63, 470, 1017, 600), "new_recipe_description", hint="Description", d=1),
                et("4", (63, 620, 500, 750), "new_recipe_servings", hint="Servings", d=1),
                et("40 min", (540, 620, 1017, 750), "new_recipe_preparation_time", hint="Preparation time", d=1),
                tv("Asian, Dinner", (63, 770, 1017, 850), "new_recipe_categories", click=True, d=1),
                et(None, (63, 870, 1017, 1000), "new_recipe_source", hint="Source", d=1),
                et(st["ingr"], (63, 1020, 1017, 1560), "new_recipe_ingredients", hint="Ingredients", d=1),
                et(directions, (63, 1580, 1017, 2300), "new_recipe_directions", hint="Directions", d=1)]

    t.start(listing)
    st["q"] = ""
    t.tap("Search", listing)
    st["q"] = "curry"
    t.type("search_src_text", "curry", listing)
    t.tap("Thai Green Curry", details)
    t.tap("Edit", edit)
    curry[0] = "Thai Green Curry (Vegan)"
    t.type("Thai Green Curry", "Thai Green Curry (Vegan)", edit, dt=1)
    old = st["ingr"]
    new = ["400 ml coconut milk", "3 tbsp green curry paste (check it has no shrimp)", "400 g firm tofu, cubed", "1 aubergine, cubed",
           "150 g green beans", "1 tbsp soy sauce", "1 tsp palm sugar", "1 handful Thai basil"]
    st["ingr"] = "\n".join(new)
    t.type(old, st["ingr"], edit, dt=2)
    t.tap("Save", details)
    t.tap("Navigate up", listing)
    t.add_to(rs)


# ---------------------------------------------------------------------------------------------------
# 11 Google Keep (contradiction): an untouched checklist item's quantity changes while a new item is added
# ---------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    t = Traj("h63-android-11", "Google Keep", "com.google.android.keep", clock=(8, 36), battery=81, drain=10)
    groc: dict[str, Any] = {"open": ["2 cartons oat milk", "Sourdough loaf", "6 eggs", "Spinach", "Coffee beans (Ethiopia)"], "done": ["Dish soap"], "edited": "08:14"}
    gate = {"text": "4471#\nBuzz 22B if the gate is stuck", "edited": "May 2"}
    others = [("Book club – June", "The Covenant of Water — meet Jun 20 at Nora's, bring dessert"),
              ("Gift ideas", "Maya: pottery class voucher\nDad: Bluetooth meat thermometer"),
              ("Car", "Oil change due at 48,000 mi\nTyre pressure 35 psi front / 33 rear")]
    st: dict[str, Any] = {"new": None, "milk": None}

    def items() -> list[str]:
        its = list(groc["open"])
        if st["milk"]:
            its[0] = st["milk"]
        return its

    def grid(t: Traj) -> list[dict[str, Any]]:
        out = [E("FrameLayout", b=(42, 160, 1038, 300), rid="open_search_bar", click=True), ib("Open navigation drawer", (63, 180, 183, 280), d=1),
               tv("Search your notes", (200, 200, 700, 260), "search_bar_hint", d=1), ib("Switch to list view", (780, 180, 900, 280), "switch_view", d=1),
               E("ImageView", desc="Account: dana.whitfield@gmail.com", b=(910, 175, 1020, 285), rid="og_apd_internal_image_view", click=True, d=1),
               E("RecyclerView", b=(0, 320, W, 2180), rid="browse_note_list", scroll=True), tv("PINNED", (42, 330, 500, 380), d=1)]
        gi = items()
        y2 = 400 + 120 + 70 * len(gi) + 80
        out += [E("FrameLayout", desc="Groceries. Checklist. Pinned.", b=(21, 400, 529, y2), rid="browse_note_interior_content", click=True, long=True, d=1),
                tv("Groceries", (63, 430, 500, 500), "index_note_title", d=2)]
        for i, it in enumerate(gi):
            out.append(E("CheckBox", text=it, b=(63, 520 + i * 70, 500, 580 + i * 70), rid="index_list_item", check=False, d=2))
        out.append(tv(f"+ {len(groc['done'])} ticked item" + ("s" if len(groc["done"]) > 1 else ""), (63, y2 - 80, 500, y2 - 20), "index_list_checked_count", d=2))
        out.append(tv("OTHERS", (42, y2 + 30, 500, y2 + 80), d=1))
        col = [(y2 + 100, 21, 529), (y2 + 100, 551, 1059)]
        notes = [("Gate code", gate["text"])] + others
        for i, (title, text) in enumerate(notes):
            y, x1, x2 = col[i % 2]
            hgt = 140 + 60 * (text.count("\n") + 1) + (60 if len(text) > 40 else 0)
            out += [E("FrameLayout", desc=f"{title}. Note.", b=(x1, y, x2, y + hgt), rid="browse_note_interior_content", click=True, long=True, d=1),
                    tv(title, (x1 + 42, y + 30, x2 - 30, y + 100), "index_note_title", d=2),
                    tv(text, (x1 + 42, y + 110, x2 - 30, y + hgt - 30), "index_note_text_description", d=2)]
            col[i % 2] = (y + hgt + 21, x1, x2)
        out += [E("FrameLayout", b=(0, 2180, W, 2337), rid="bottom_bar"), ib("New list", (42, 2210, 162, 2310), "new_list_button", d=1),
                ib("New drawing note", (180, 2210, 300, 2310), "new_drawing_button", d=1), ib("New voice note", (318, 2210, 438, 2310), "new_voice_button", d=1),
                ib("New image note", (456, 2210, 576, 2310), "new_image_button", d=1), ib("New text note", (880, 2120, 1038, 2278), "new_note_button")]
        return out

    def bottom(edited: str) -> list[dict[str, Any]]:
        return [ib("Add", (21, 2210, 141, 2320), "add_icon"), ib("Colour & background", (160, 2210, 280, 2320), "theme_icon"),
                tv(f"Edited {edited}", (360, 2235, 720, 2295), "edit_time"), ib("Action", (940, 2210, 1060, 2320), "overflow")]

    def groc_edit(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Navigate up", (0, 150, 147, 276)), ib("Unpin", (639, 150, 786, 276), "menu_pin"),
               ib("Reminder", (786, 150, 933, 276), "menu_reminder"), ib("Archive", (933, 150, W, 276), "menu_archive"),
               E("ScrollView", b=(0, 290, W, 2190), rid="editable_list_view", scroll=True),
               et("Groceries", (63, 300, 1017, 420), "editable_title", hint="Title", d=1)]
        y = 440
        its = items() + ([st["new"]] if st["new"] is not None else [])
        for i, it in enumerate(its):
            newest = st["new"] is not None and i == len(its) - 1
            out += [cb(False, (63, y + 20, 163, y + 120), "checkbox", d=1),
                    et(it or None, (180, y, 960, y + 140), "description", hint="List item" if newest else None, focus=newest, d=1)]
            y += 140
        out.append(E("Button", text="List item", b=(63, y + 10, 600, y + 130), rid="add_item_button", click=True, d=1))
        y += 150
        n = len(groc["done"])
        out.append(tv(f"{n} ticked item" + ("s" if n > 1 else ""), (63, y + 10, 800, y + 80), "checked_items_header", click=True, d=1))
        y += 100
        for it in groc["done"]:
            out += [cb(True, (63, y + 20, 163, y + 120), "checkbox", d=1), et(it, (180, y, 960, y + 140), "description", d=1)]
            y += 140
        return out + bottom(groc["edited"])

    def gate_edit(t: Traj) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 150, 147, 276)), ib("Pin", (639, 150, 786, 276), "menu_pin"),
                ib("Reminder", (786, 150, 933, 276), "menu_reminder"), ib("Archive", (933, 150, W, 276), "menu_archive"),
                et("Gate code", (63, 300, 1017, 420), "editable_title", hint="Title"),
                et(gate["text"], (63, 440, 1017, 900), "edit_note_text", hint="Note")] + bottom(gate["edited"])

    t.start(grid)
    t.tap("Groceries", groc_edit)
    groc["open"].remove("Sourdough loaf")
    groc["done"].insert(0, "Sourdough loaf")
    groc["edited"] = t.clock(t.minute + 2)
    t.tap("checkbox", groc_edit, nth=1, dt=2)
    st["new"], st["milk"] = "", "3 cartons oat milk"
    t.tap("List item", groc_edit)
    st["new"] = "Greek yogurt"
    groc["edited"] = t.clock(t.minute + 1)
    t.type("description", "Greek yogurt", groc_edit, nth=4)
    groc["open"].append("Greek yogurt")
    st["new"] = None
    t.back(grid)
    t.tap("Gate code", gate_edit)
    gate["text"] += "\nParcel locker PIN 9083"
    gate["edited"] = t.clock(t.minute + 1)
    t.type("edit_note_text", "\nParcel locker PIN 9083", gate_edit)
    t.back(grid)
    t.add_to(rs, turn=3, kind="The Groceries item '2 cartons oat milk' reads '3 cartons oat milk' at turn 3, though only a new empty list item was added.")


def money(cents: int) -> str:
    return f"${cents // 100:,}.{cents % 100:02d}"


# ---------------------------------------------------------------------------------------------------
# 12 Pro Expense (clean): record added, one deleted, one amount corrected; week/month totals follow
# ---------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    t = Traj("h63-android-12", "Pro Expense", "com.arduia.expense", clock=(13, 5), battery=49, drain=9)
    recs = [{"name": "Coffee beans", "cat": "Food", "day": 12, "c": 1450, "note": "Ethiopia Yirgacheffe 500 g"},
            {"name": "Groceries – Lidl", "cat": "Food", "day": 10, "c": 4620, "note": ""},
            {"name": "Bus pass top-up", "cat": "Transport", "day": 10, "c": 2500, "note": ""},
            {"name": "Electric bill", "cat": "Bills", "day": 8, "c": 7835, "note": "May usage 412 kWh"},
            {"name": "Movie tickets", "cat": "Entertainment", "day": 7, "c": 2400, "note": "Dune Part Two, 2 seats"},
            {"name": "Pharmacy", "cat": "Health", "day": 5, "c": 1285, "note": ""},
            {"name": "Phone plan", "cat": "Bills", "day": 3, "c": 3500, "note": "Mint Mobile 3-month prorated"}]
    st: dict[str, Any] = {"form": None, "sel": None, "dlg": False}

    def order() -> list[dict[str, Any]]:
        return sorted(recs, key=lambda r: -r["day"])

    def row(r: dict[str, Any], y: int, sel: bool = False, d: int = 1) -> list[dict[str, Any]]:
        return [E("ViewGroup", b=(21, y, 1059, y + 170), rid="cl_expense_item", click=True, long=True, sel=sel, d=d),
                E("ImageView", desc=r["cat"], b=(42, y + 35, 142, y + 135), rid="iv_category", d=d + 1),
                tv(r["name"], (170, y + 25, 760, y + 90), "tv_name", d=d + 1), tv(f"Jun {r['day']}, 2024", (170, y + 95, 760, y + 150), "tv_date", d=d + 1),
                tv(money(r["c"]), (780, y + 50, 1038, y + 120), "tv_amount", d=d + 1)]

    def home(t: Traj) -> list[dict[str, Any]]:
        week = sum(r["c"] for r in recs if r["day"] >= 10)
        month = sum(r["c"] for r in recs)
        out = [E("ViewGroup", b=(0, 136, W, 290), rid="tb_home"), ib("Open drawer", (0, 150, 147, 276), d=1),
               tv("Pro Expense", (168, 170, 700, 256), d=1),
               E("androidx.cardview.widget.CardView", b=(21, 310, 1059, 760), rid="cv_graph"),
               tv("This week", (63, 340, 500, 400), "tv_week_label", d=1), tv(money(week), (63, 410, 700, 510), "tv_week_total", d=1),
               tv("Jun 10 – Jun 16", (63, 515, 700, 565), "tv_date_range", d=1),
               tv("June 2024", (600, 600, 1017, 650), "tv_month_label", d=1), tv(money(month), (600, 660, 1017, 730), "tv_month_total", d=1),
               tv("Recent", (42, 790, 500, 860), "tv_recent"), tv("More", (880, 790, 1038, 860), "tv_more", click=True)]
        for i, r in enumerate(order()[:5]):
            out += row(r, 880 + i * 180)
        return out + [ib("Add", (870, 2150, 1017, 2297), "fb_main_add")]

    def listing(t: Traj) -> list[dict[str, Any]]:
        if st["sel"]:
            out = [E("ViewGroup", b=(0, 136, W, 290), rid="tb_expense"), ib("Close", (0, 150, 147, 276), d=1),
                   tv("1 selected", (168, 170, 600, 256), d=1), ib("Delete", (933, 150, W, 276), "delete", d=1)]
        else:
            out = [E("ViewGroup", b=(0, 136, W, 290), rid="tb_expense"), ib("Navigate up", (0, 150, 147, 276), d=1),
                   tv("Expenses", (168, 170, 600, 256), d=1), ib("Filter", (933, 150, W, 276), "filter", d=1)]
        out.append(E("RecyclerView", b=(0, 290, W, H), rid="rv_expense", scroll=True))
        y, last = 300, None
        for r in order():
            if r["day"] != last:
                out.append(tv(f"Jun {r['day']}, 2024", (42, y, 700, y + 60), "tv_date_header", d=1))
                y += 70
                last = r["day"]
            out += row(r, y, sel=r["name"] == st["sel"])
            y += 180
        if st["dlg"]:
            out += [E("FrameLayout", b=(63, 900, 1017, 1360), rid="android:id/content"), tv("Delete 1 record?", (126, 950, 954, 1030), "tv_title", d=1),
                    tv("This record will be deleted permanently.", (126, 1050, 954, 1160), "tv_message", d=1),
                    btn("Cancel", (480, 1240, 720, 1340), "btn_cancel", d=1), btn("Confirm", (740, 1240, 954, 1340), "btn_confirm", d=1)]
        return out

    def form(t: Traj) -> list[dict[str, Any]]:
        f = st["form"]
        return [E("ViewGroup", b=(0, 136, W, 290), rid="tb_entry"), ib("Close", (0, 150, 147, 276), d=1),
                tv("Update Expense" if f["edit"] else "New Expense", (168, 170, 700, 256), d=1),
                et(f["name"] or None, (63, 320, 1017, 460), "edt_name", hint="Name"),
                et(f["amount"] or None, (63, 490, 1017, 630), "edt_amount", hint="Amount ($)"),
                E("AutoCompleteTextView", text=f["cat"], b=(63, 660, 1017, 800), rid="spinner_category", click=True),
                et(f["note"] or None, (63, 830, 1017, 1100), "edt_note", hint="Note"),
                tv(f"Jun {f['day']}, 2024", (63, 1130, 700, 1200), "tv_date", click=True),
                btn("Save", (63, 2150, 1017, 2290), "btn_save")]

    t.start(home)
    st["form"] = {"edit": False, "name": "", "amount": "", "cat": "Food", "note": "", "day": 13}
    t.tap("Add", form)
    st["form"]["name"] = "Lunch with Sam"
    t.type("edt_name", "Lunch with Sam", form)
    st["form"]["amount"] = "18.75"
    t.type("edt_amount", "18.75", form)
    recs.append({"name": "Lunch with Sam", "cat": "Food", "day": 13, "c": 1875, "note": ""})
    t.tap("Save", home)
    t.tap("More", listing)
    st["sel"] = "Movie tickets"
    t.press("Movie tickets", listing)
    st["dlg"] = True
    t.tap("Delete", listing)
    recs[:] = [r for r in recs if r["name"] != "Movie tickets"]
    st["dlg"], st["sel"] = False, None
    t.tap("Confirm", listing)
    bill = [r for r in recs if r["name"] == "Electric bill"][0]
    st["form"] = {"edit": True, "name": bill["name"], "amount": "78.35", "cat": bill["cat"], "note": bill["note"], "day": bill["day"]}
    t.tap("Electric bill", form, dt=2)
    st["form"]["amount"] = "81.60"
    t.type("78.35", "81.60", form)
    bill["c"] = 8160
    t.tap("Save", listing)
    t.back(home)
    assert sum(r["c"] for r in recs) == 23390
    t.add_to(rs)


# ---------------------------------------------------------------------------------------------------
# 13 Microsoft To Do (clean): a task completed, another added to My Day; list counts and My Day follow
# ---------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    t = Traj("h63-android-13", "Microsoft To Do", "com.microsoft.todos", clock=(9, 10), battery=95, drain=12)
    tasks = [{"title": "Prepare slides for Thursday demo", "myday": True, "due": "Today", "star": True, "extra": ""},
             {"title": "Review PR #482", "myday": False, "due": "", "star": False, "extra": "0 of 2"},
             {"title": "Email Jana about contract renewal", "myday": False, "due": "Tue, Jun 18", "star": False, "extra": ""},
             {"title": "Book meeting room for offsite", "myday": False, "due": "Thu, Jun 20", "star": False, "extra": "Reminder"}]
    done = ["Update timesheet", "Send invoice #2024-031"]

    def sub(tk: dict[str, Any], listname: str | None = None) -> str:
        parts = []
        if listname:
            parts.append(listname)
        elif tk["myday"]:
            parts.append("My Day")
        if tk["extra"] == "0 of 2":
            parts.append("0 of 2")
        if tk["due"]:
            parts.append("Today" if tk["due"] == "Today" else "Due " + tk["due"])
        if tk["extra"] == "Reminder":
            parts.append("Reminder")
        return " • ".join(parts)

    def work(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Navigate up", (0, 150, 147, 276)), tv("Work", (63, 300, 800, 400), "list_title"),
               ib("Sort", (786, 150, 933, 276), "sort_button"), ib("More options", (933, 150, W, 276)),
               E("RecyclerView", b=(0, 420, W, 2150), rid="tasks_recycler_view", scroll=True)]
        y = 430
        for tk in tasks:
            s = sub(tk)
            out += [E("ViewGroup", b=(21, y, 1059, y + 170), rid="background_title", click=True, long=True, d=1),
                    E("CheckBox", desc="Complete task", b=(42, y + 40, 142, y + 130), rid="task_checkbox", click=True, check=False, d=2),
                    tv(tk["title"], (170, y + 25 if s else y + 55, 900, y + 90 if s else y + 115), "task_title", d=2)]
            if s:
                out.append(tv(s, (170, y + 95, 900, y + 145), "task_subtitle", d=2))
            out.append(E("ImageView", desc="Important" if tk["star"] else "Mark as important", b=(930, y + 40, 1030, y + 130), rid="importance_star", click=True, check=tk["star"], d=2))
            y += 180
        out += [E("ViewGroup", b=(21, y + 10, 500, y + 110), rid="completed_header", click=True, d=1), tv(f"Completed {len(done)}", (63, y + 30, 480, y + 90), d=2)]
        y += 130
        for title in done:
            out += [E("ViewGroup", b=(21, y, 1059, y + 150), rid="background_title", click=True, long=True, d=1),
                    E("CheckBox", desc="Uncomplete task", b=(42, y + 30, 142, y + 120), rid="task_checkbox", click=True, check=True, d=2),
                    tv(title, (170, y + 45, 900, y + 105), "task_title", d=2)]
            y += 160
        return out + [E("LinearLayout", b=(21, 2160, 1059, 2300), rid="add_task_button", click=True), tv("Add a task", (120, 2200, 800, 2260), d=1)]

    def detail(t: Traj) -> list[dict[str, Any]]:
        tk = tasks[1]
        return [ib("Navigate up", (0, 150, 147, 276)), tv("Work", (168, 170, 600, 256)), ib("More options", (933, 150, W, 276)),
                E("ScrollView", b=(0, 290, W, 2180), scroll=True),
                E("CheckBox", desc="Complete task", b=(42, 330, 142, 420), rid="task_checkbox", click=True, check=False, d=1),
                et(tk["title"], (170, 300, 900, 450), "task_title_edit", d=1),
                E("ImageView", desc="Mark as important", b=(930, 330, 1030, 420), rid="importance_star", click=True, check=False, d=1),
                tv("Add step", (170, 480, 900, 560), "add_step", click=True, d=1),
                tv("Added to My Day" if tk["myday"] else "Add to My Day", (170, 600, 900, 680), "my_day_label", click=True, sel=tk["myday"], d=1),
                tv("Remind me", (170, 720, 900, 800), "reminder_label", click=True, d=1),
                tv("Due " + tk["due"], (170, 840, 900, 920), "due_date_label", click=True, sel=True, d=1),
                tv("Repeat", (170, 960, 900, 1040), "recurrence_label", click=True, d=1),
                tv("Add file", (170, 1080, 900, 1160), "add_file", click=True, d=1),
                et("Ask about the 12-month option and the new SLA wording (section 4.2).", (63, 1200, 1017, 1450), "note_edit", hint="Add note", d=1),
                tv("Created 3 days ago", (300, 2200, 780, 2260), "created_date"), ib("Delete task", (933, 2180, W, 2300), "delete_task_button")]

    def home(t: Traj) -> list[dict[str, Any]]:
        myday = sum(tk["myday"] for tk in tasks)
        planned = sum(1 for tk in tasks if tk["due"]) + 1
        out = [E("ImageView", desc="Account: Dana Whitfield", b=(42, 170, 162, 290), rid="avatar", click=True), tv("Dana Whitfield", (190, 180, 800, 240)),
               tv("dana.whitfield@outlook.com", (190, 240, 800, 285)), ib("Search", (933, 160, W, 290), "search_button"),
               E("RecyclerView", b=(0, 320, W, 2150), rid="lists_recycler_view", scroll=True)]
        smart = [("My Day", myday), ("Important", sum(tk["star"] for tk in tasks)), ("Planned", planned), ("Assigned to me", 0), ("Tasks", 3)]
        user = [("Work", len(tasks)), ("Groceries", 6), ("Home", 2)]
        y = 330
        for i, (name, n) in enumerate(smart + user):
            if i == len(smart):
                out.append(E("View", b=(42, y + 10, 1038, y + 14), d=1))
                y += 30
            out += [E("ViewGroup", b=(0, y, W, y + 140), rid="list_item", click=True, long=True, d=1), tv(name, (170, y + 40, 800, y + 100), "list_name", d=2)]
            if n:
                out.append(tv(str(n), (900, y + 40, 1017, y + 100), "list_count", d=2))
            y += 140
        return out + [E("LinearLayout", b=(21, 2160, 800, 2300), rid="new_list_button", click=True), tv("New list", (120, 2200, 700, 2260), d=1),
                      ib("Create group", (900, 2170, 1038, 2290), "new_group_button")]

    def myday(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Navigate up", (0, 150, 147, 276)), ib("Suggestions", (786, 150, 933, 276), "suggestions_button"), ib("More options", (933, 150, W, 276)),
               tv("My Day", (63, 300, 800, 400), "list_title"), tv("Monday, June 17", (63, 400, 800, 460), "list_subtitle"),
               E("RecyclerView", b=(0, 480, W, 2150), rid="tasks_recycler_view", scroll=True)]
        for i, tk in enumerate([tk for tk in tasks if tk["myday"]]):
            y = 490 + i * 180
            out += [E("ViewGroup", b=(21, y, 1059, y + 170), rid="background_title", click=True, long=True, d=1),
                    E("CheckBox", desc="Complete task", b=(42, y + 40, 142, y + 130), rid="task_checkbox", click=True, check=False, d=2),
                    tv(tk["title"], (170, y + 25, 900, y + 90), "task_title", d=2), tv(sub(tk, "Work"), (170, y + 95, 900, y + 145), "task_subtitle", d=2),
                    E("ImageView", desc="Important" if tk["star"] else "Mark as important", b=(930, y + 40, 1030, y + 130), rid="importance_star", click=True, check=tk["star"], d=2)]
        return out + [E("LinearLayout", b=(21, 2160, 1059, 2300), rid="add_task_button", click=True), tv("Add a task", (120, 2200, 800, 2260), d=1)]

    t.start(work)
    pr = tasks.pop(1)
    done.insert(0, pr["title"])
    t.tap("task_checkbox", work, nth=1)
    t.tap("Email Jana about contract renewal", detail)
    tasks[1]["myday"] = True
    t.tap("Add to My Day", detail)
    t.back(work)
    t.tap("Navigate up", home)
    t.tap("My Day", myday)
    t.add_to(rs)


# ---------------------------------------------------------------------------------------------------
# 14 Retro Music (contradiction): a song's duration changes once it sits in a new playlist
# ---------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    t = Traj("h63-android-14", "Retro Music", "code.name.monkey.retromusic", clock=(20, 40), battery=33, drain=7)
    songs = [("Afterglow Avenue", "The Lantern Club", "Harbor Lights", "3:47", 1), ("Copper Skies", "The Lantern Club", "Harbor Lights", "4:12", 2),
             ("Night Bus to Brighton", "Mira Holt", "Late Trains", "5:06", 3), ("Paper Boats", "Mira Holt", "Late Trains", "2:58", 1),
             ("Static Bloom", "Ovenbird", "Field Recordings", "3:31", 2), ("Undertow", "Ovenbird", "Field Recordings", "4:44", 1)]
    albums = [("Field Recordings", "Ovenbird"), ("Harbor Lights", "The Lantern Club"), ("Late Trains", "Mira Holt")]
    playlists = [["Road trip", 4], ["Workout", 3]]
    st: dict[str, Any] = {"menu": False, "dlg": None, "name": None, "toast": None}

    def nav(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", desc=n, b=(i * 216, 2180, i * 216 + 216, 2337), rid="action_" + n.lower(), click=True, sel=n == sel)
                for i, n in enumerate(("Home", "Songs", "Albums", "Artists", "Playlists"))]

    def top() -> list[dict[str, Any]]:
        return [E("ViewGroup", b=(0, 136, W, 290), rid="toolbar"), tv("Retro Music", (63, 170, 600, 256), "appNameText", d=1),
                ib("Search", (786, 150, 933, 276), "action_search", d=1), ib("More options", (933, 150, W, 276), d=1)]

    def songs_tab(t: Traj) -> list[dict[str, Any]]:
        out = top() + [tv(f"{len(songs)} songs", (63, 300, 500, 360), "songCount"), btn("Shuffle", (780, 295, 1038, 365), "shuffle_button"),
                       E("RecyclerView", b=(0, 380, W, 2180), rid="recyclerView", scroll=True)]
        for i, (title, artist, album, _, _) in enumerate(songs):
            b = Y(i, 390, 170)
            out += [E("FrameLayout", b=b, rid="song_item", click=True, long=True, d=1), E("ImageView", desc=album, b=(42, b[1] + 20, 172, b[1] + 150), rid="image", d=2),
                    tv(title, (200, b[1] + 30, 900, b[1] + 90), "title", d=2), tv(artist, (200, b[1] + 95, 900, b[1] + 145), "text", d=2),
                    ib("More options", (930, b[1] + 35, 1050, b[1] + 135), "menu", d=2)]
        return out + nav("Songs")

    def albums_tab(t: Traj) -> list[dict[str, Any]]:
        out = top() + [E("RecyclerView", b=(0, 300, W, 2180), rid="recyclerView", scroll=True)]
        for i, (name, artist) in enumerate(albums):
            x, y = (i % 2) * 540, 320 + (i // 2) * 640
            out += [E("FrameLayout", b=(x + 21, y, x + 519, y + 620), rid="album_item", click=True, long=True, d=1),
                    E("ImageView", desc=name, b=(x + 21, y, x + 519, y + 498), rid="image", d=2),
                    tv(name, (x + 42, y + 505, x + 500, y + 560), "title", d=2), tv(artist, (x + 42, y + 562, x + 500, y + 610), "text", d=2)]
        return out + nav("Albums")

    def album(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Navigate up", (0, 150, 147, 276)), ib("More options", (933, 150, W, 276)),
               E("ImageView", desc="Harbor Lights", b=(240, 300, 840, 900), rid="image"), tv("Harbor Lights", (63, 930, 1017, 1020), "albumTitle"),
               tv("The Lantern Club", (63, 1025, 1017, 1085), "artistText", click=True), tv("Album • 2021 • 2 songs • 7:59", (63, 1090, 1017, 1140), "albumText"),
               btn("Play", (63, 1170, 520, 1290), "playAction"), btn("Shuffle", (560, 1170, 1017, 1290), "shuffleAction"),
               E("RecyclerView", b=(0, 1320, W, 2180), rid="recyclerView", scroll=True)]
        for i, (title, _artist, _alb, dur, no) in enumerate([s for s in songs if s[2] == "Harbor Lights"]):
            b = Y(i, 1330, 160)
            out += [E("FrameLayout", b=b, rid="song_item", click=True, long=True, d=1), tv(str(no), (42, b[1] + 50, 120, b[1] + 110), "imageText", d=2),
                    tv(title, (150, b[1] + 25, 760, b[1] + 85), "title", d=2), tv(dur, (150, b[1] + 90, 760, b[1] + 140), "text", d=2),
                    ib("More options", (930, b[1] + 30, 1050, b[1] + 130), "menu", d=2)]
        if st["menu"]:
            out.append(E("ListView", b=(420, 1400, 1059, 2230)))
            for i, m in enumerate(("Play next", "Add to playing queue", "Add to playlist", "Go to artist", "Share", "Tag editor", "Details", "Delete from device")):
                out.append(E("LinearLayout", text=None, b=Y(i, 1410, 100, 420, 1059), click=True, d=1))
                out.append(tv(m, (470, 1410 + i * 100 + 20, 1030, 1410 + i * 100 + 80), "title", d=2))
        if st["dlg"] == "pick":
            out += [E("FrameLayout", b=(63, 760, 1017, 1600), rid="android:id/content"), tv("Add to playlist", (126, 800, 954, 880), "title", d=1)]
            for i, name in enumerate(["New playlist"] + [p[0] for p in playlists]):
                out.append(tv(name, (126, 920 + i * 130, 954, 1020 + i * 130), "title", click=True, d=1))
        if st["dlg"] == "new":
            out += [E("FrameLayout", b=(63, 860, 1017, 1460), rid="android:id/content"), tv("New playlist", (126, 900, 954, 980), "title", d=1),
                    et(st["name"], (126, 1020, 954, 1150), "actionNewPlaylist", hint="Playlist name", focus=True, d=1),
                    btn("Cancel", (480, 1330, 720, 1430), "android:id/button2", d=1), btn("Create", (740, 1330, 954, 1430), "android:id/button1", d=1)]
        if st["toast"]:
            out.append(tv(st["toast"], (240, 1980, 840, 2060), "android:id/message", pkg="android"))
        return out

    def playlists_tab(t: Traj) -> list[dict[str, Any]]:
        out = top() + [E("RecyclerView", b=(0, 300, W, 2180), rid="recyclerView", scroll=True)]
        rows = [("History", None), ("Last added", None), ("Top tracks", None)] + [(p[0], p[1]) for p in sorted(playlists)]
        for i, (name, n) in enumerate(rows):
            b = Y(i, 310, 170)
            out += [E("FrameLayout", b=b, rid="playlist_item", click=True, long=True, d=1), E("ImageView", b=(42, b[1] + 20, 172, b[1] + 150), rid="image", d=2)]
            if n is None:
                out.append(tv(name, (200, b[1] + 55, 900, b[1] + 115), "title", d=2))
            else:
                out += [tv(name, (200, b[1] + 30, 900, b[1] + 90), "title", d=2), tv(f"{n} song" + ("s" if n != 1 else ""), (200, b[1] + 95, 900, b[1] + 145), "text", d=2),
                        ib("More options", (930, b[1] + 35, 1050, b[1] + 135), "menu", d=2)]
        return out + [ib("New playlist", (870, 2010, 1017, 2157), "fab")] + nav("Playlists")

    def playlist(t: Traj) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 150, 147, 276)), ib("More options", (933, 150, W, 276)),
                tv("Evening drive", (63, 320, 1017, 420), "title"), tv("1 song • 4:21", (63, 425, 1017, 480), "text"),
                btn("Play", (63, 520, 520, 640), "playAction"), btn("Shuffle", (560, 520, 1017, 640), "shuffleAction"),
                E("RecyclerView", b=(0, 680, W, 2337), rid="recyclerView", scroll=True),
                E("FrameLayout", b=(0, 690, W, 860), rid="song_item", click=True, long=True, d=1),
                E("ImageView", desc="Harbor Lights", b=(42, 710, 172, 840), rid="image", d=2),
                tv("Copper Skies", (200, 715, 860, 775), "title", d=2), tv("The Lantern Club • 4:21", (200, 780, 860, 830), "text", d=2),
                E("ImageView", desc="Drag", b=(880, 740, 960, 810), rid="drag_view", d=2), ib("More options", (960, 725, 1060, 825), "menu", d=2)]

    def player(t: Traj) -> list[dict[str, Any]]:
        return [ib("Close", (0, 150, 147, 276)), tv("Now playing", (300, 170, 780, 256)), ib("More options", (933, 150, W, 276)),
                E("ImageView", desc="Harbor Lights", b=(90, 330, 990, 1230), rid="player_image"),
                tv("Copper Skies", (63, 1300, 900, 1390), "title"), tv("The Lantern Club", (63, 1395, 900, 1455), "text"),
                ib("Add to favorites", (930, 1320, 1040, 1430), "songFavourite"),
                E("SeekBar", desc="0:00", b=(42, 1520, 1038, 1600), rid="progressSlider", click=True, scroll=False),
                tv("0:00", (42, 1610, 240, 1670), "songCurrentProgress"), tv("4:21", (840, 1610, 1038, 1670), "songTotalTime"),
                ib("Shuffle", (42, 1760, 182, 1900), "shuffleButton"), ib("Previous", (240, 1740, 400, 1920), "previousButton"),
                ib("Pause", (440, 1720, 640, 1940), "playPauseButton"), ib("Next", (680, 1740, 840, 1920), "nextButton"),
                ib("Repeat", (898, 1760, 1038, 1900), "repeatButton"), tv("Up next: Afterglow Avenue", (63, 2050, 1017, 2110), "nextSong")]

    t.start(songs_tab)
    t.tap("Albums", albums_tab)
    t.tap("Harbor Lights", album)
    st["menu"] = True
    t.tap("More options", album, nth=2)
    st["menu"], st["dlg"] = False, "pick"
    t.tap("Add to playlist", album)
    st["dlg"] = "new"
    t.tap("New playlist", album)
    st["name"] = "Evening drive"
    t.type("actionNewPlaylist", "Evening drive", album)
    playlists.append(["Evening drive", 1])
    st["dlg"], st["toast"] = None, "Added 1 song to Evening drive"
    t.tap("Create", album)
    st["toast"] = None
    t.back(albums_tab)
    t.tap("Playlists", playlists_tab)
    t.tap("Evening drive", playlist)
    t.tap("Copper Skies", player)
    t.add_to(rs, turn=10, kind="Copper Skies, 4:12 in the Harbor Lights album (album total 7:59), is listed as 4:21 in the new Evening drive playlist at turn 10.")


# ---------------------------------------------------------------------------------------------------
# 15 Google Home (contradiction): the lamp dimmed to 40% shows 75% again on the room page
# ---------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    t = Traj("h63-android-15", "Google Home", "com.google.android.apps.chromecast.app", clock=(19, 2), battery=72, drain=9)
    st: dict[str, Any] = {"lamp": 75, "set": 21.0, "indoor": 19.5, "room_lamp": None}
    rooms = ["Living room", "Kitchen", "Hallway", "Bedroom"]

    def devices() -> list[tuple[str, str, str]]:
        return [("Living room", "Floor lamp", f"On • {st['lamp']}%"), ("Living room", "Nest Thermostat", f"Heating to {st['set']:.1f}° • Indoor {st['indoor']:.1f}°"),
                ("Living room", "Living Room TV", "Off"), ("Kitchen", "Ceiling light", "Off"), ("Kitchen", "Kitchen display", "Idle"),
                ("Hallway", "Hallway plug", "On"), ("Bedroom", "Bedside lamp", "Off")]

    def tiles(devs: list[tuple[str, str, str]], y: int, with_rooms: bool) -> tuple[list[dict[str, Any]], int]:
        out, last, i = [], None, 0
        for room, name, status in devs:
            if with_rooms and room != last:
                if i % 2:
                    y += 250
                out.append(tv(room, (42, y, 800, y + 70), "room_name", click=True))
                y += 90
                last, i = room, 0
            x = (i % 2) * 530
            out += [E("FrameLayout", desc=f"{name}, {status}", b=(x + 21, y, x + 509, y + 230), rid="device_tile", click=True, long=True),
                    tv(name, (x + 63, y + 60, x + 480, y + 120), "tile_title", d=1), tv(status, (x + 63, y + 125, x + 480, y + 210), "tile_status", d=1)]
            i += 1
            if i % 2 == 0:
                y += 250
        return out, y + (250 if i % 2 else 0)

    def home(t: Traj) -> list[dict[str, Any]]:
        out = [tv("Maple St", (63, 170, 700, 270), "home_name", click=True), ib("Add", (786, 160, 906, 280), "add_button"),
               E("ImageView", desc="Account and settings", b=(930, 165, 1040, 275), rid="og_apd_internal_image_view", click=True),
               E("HorizontalScrollView", b=(0, 300, W, 420), rid="chips", scroll=True)]
        for i, c in enumerate(("Favorites", "Lighting", "Climate", "Media", "Plugs")):
            out.append(E("com.google.android.material.chip.Chip", text=c, b=(21 + i * 210, 320, 211 + i * 210, 400), click=True, check=False, d=1))
        out.append(E("ScrollView", b=(0, 430, W, 2180), rid="home_scroll", scroll=True))
        body, _ = tiles(devices(), 450, True)
        out += [dict(e, d=e["d"] + 1) for e in body]
        for i, n in enumerate(("Favorites", "Devices", "Automations", "Activity", "Settings")):
            out.append(E("FrameLayout", desc=n, b=(i * 216, 2180, i * 216 + 216, 2337), rid="nav_" + n.lower(), click=True, sel=n == "Devices"))
        return out

    def lamp(t: Traj) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 150, 147, 276)), ib("Settings", (933, 150, W, 276), "settings_button"),
                tv("Floor lamp", (63, 300, 1017, 400), "device_name"), tv("Living room", (63, 400, 1017, 460), "room_name"),
                E("SeekBar", text=f"{st['lamp']}%", desc="Brightness", b=(290, 500, 790, 1900), rid="brightness_slider", click=True),
                tv(f"{st['lamp']}%", (390, 1950, 690, 2050), "brightness_value"),
                E("Button", desc="Turn off", b=(63, 2080, 520, 2200), rid="on_off_button", click=True, check=True),
                E("Button", desc="Colour", b=(560, 2080, 1017, 2200), rid="color_button", click=True),
                tv("Warm white · 2700 K", (63, 2220, 1017, 2280), "color_temp_value")]

    def thermo(t: Traj) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 150, 147, 276)), ib("Settings", (933, 150, W, 276), "settings_button"),
                tv("Nest Thermostat", (63, 300, 1017, 400), "device_name"), tv("Living room", (63, 400, 1017, 460), "room_name"),
                E("View", desc=f"Set to {st['set']:.1f} degrees, heating", b=(140, 520, 940, 1320), rid="thermostat_dial"),
                tv("Heating", (390, 700, 690, 760), "hvac_state", d=1), tv(f"{st['set']:.1f}", (340, 800, 740, 1000), "setpoint", d=1),
                tv(f"Indoor {st['indoor']:.1f}°", (340, 1060, 740, 1120), "ambient_temp", d=1),
                ib("Decrease temperature", (140, 1380, 400, 1560), "decrease_button"), ib("Increase temperature", (680, 1380, 940, 1560), "increase_button"),
                E("Button", text="Mode · Heat", b=(63, 1640, 520, 1760), rid="mode_button", click=True),
                E("Button", text="Eco", b=(560, 1640, 1017, 1760), rid="eco_button", click=True),
                tv("Humidity 48%", (63, 1820, 520, 1880), "humidity"), tv("Outdoor 14°", (560, 1820, 1017, 1880), "outdoor_temp"),
                tv("Schedule · Next: 22:30 set to 18.0°", (63, 1940, 1017, 2000), "schedule_text")]

    def room(t: Traj) -> list[dict[str, Any]]:
        devs = [d_ for d_ in devices() if d_[0] == "Living room"]
        devs[0] = ("Living room", "Floor lamp", f"On • {st['room_lamp']}%")
        out = [ib("Navigate up", (0, 150, 147, 276)), ib("Settings", (933, 150, W, 276), "settings_button"),
               tv("Living room", (63, 300, 1017, 400), "room_title"), tv("3 devices", (63, 400, 1017, 460), "room_subtitle"),
               E("Button", desc="Turn off lights", b=(63, 500, 520, 620), rid="lights_off", click=True),
               E("Button", desc="Media", b=(560, 500, 1017, 620), rid="media_button", click=True)]
        body, _ = tiles(devs, 660, False)
        return out + body + [tv(f"{rooms[0]} · Maple St", (63, 2200, 1017, 2260), "room_footer")]

    t.start(home)
    t.tap("tile_title", lamp)
    st["lamp"] = 40
    t.xy(540, 1340, lamp)
    t.back(home)
    t.tap("Nest Thermostat", thermo, dt=2)
    st["set"] = 21.5
    t.tap("Increase temperature", thermo)
    st["indoor"] = 19.6
    t.back(home, dt=2)
    st["room_lamp"] = 75
    t.tap("Living room", room)
    t.add_to(rs, turn=7, kind="The floor lamp dimmed to 40% (turns 2, 3, 6) shows On • 75% on the Living room page at turn 7 with no brightness change in between.")


# ---------------------------------------------------------------------------------------------------
# 16 OsmAnd (clean): a favourite renamed and re-sorted, straight-line vs route distances, profile switch
# ---------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    t = Traj("h63-android-16", "OsmAnd", "net.osmand", tree=True, clock=(11, 20), battery=64, drain=6)
    favs = {"Climbing gym": ("3.1 km", "Seestraße 4, 13353 Berlin", "Bouldering, day pass €14"), "Home": ("1.2 km", "Choriner Straße 57, 10435 Berlin", ""),
            "Office": ("4.8 km", "Friedrichstraße 68, 10117 Berlin", "4th floor, badge at reception"),
            "Tante Emma Café": ("650 m", "Kastanienallee 12, 10435 Berlin", "Good flat white, closes 18:00")}
    st: dict[str, Any] = {"menu": False, "edit": None, "profile": "Car"}

    def mapview(card: bool) -> Callable[[Traj], list[dict[str, Any]]]:
        def f(t: Traj) -> list[dict[str, Any]]:
            out = [E("View", desc="Map", b=(0, 136, W, H), rid="MapView", click=True, long=True),
                   ib("Search", (42, 180, 182, 320), "map_search_button", d=1), ib("Compass", (42, 350, 182, 490), "map_compass_button", d=1),
                   tv("Berlin, Prenzlauer Berg", (220, 200, 860, 290), "map_top_street_name", d=1),
                   ib("Configure map", (898, 180, 1038, 320), "map_layers_button", d=1),
                   ib("Zoom in", (898, 1300, 1038, 1440), "map_zoom_in_button", d=1), ib("Zoom out", (898, 1460, 1038, 1600), "map_zoom_out_button", d=1),
                   ib("My location", (898, 1640, 1038, 1780), "map_my_location_button", d=1), tv("100 m", (42, 1700, 240, 1760), "map_ruler_text", d=1)]
            if card:
                dist, addr, _ = favs["Tante Emma Café"]
                out += [E("LinearLayout", b=(0, 1820, W, H), rid="context_menu_main", scroll=True),
                        tv("Tante Emma Café", (63, 1850, 900, 1940), "context_menu_line1", d=1),
                        tv("Favorite • " + addr, (63, 1945, 1017, 2000), "context_menu_line2", d=1),
                        tv(dist, (63, 2010, 300, 2060), "distance", d=1), tv("52.53841, 13.40972", (320, 2010, 1017, 2060), "coordinates", d=1),
                        btn("Directions", (63, 2090, 380, 2200), "context_menu_route_button", d=1),
                        btn("Share", (400, 2090, 700, 2200), "context_menu_share_button", d=1), btn("More", (720, 2090, 1017, 2200), "context_menu_more_button", d=1)]
            else:
                out += [ib("Menu", (42, 2180, 182, 2320), "map_menu_button", d=1), ib("Directions", (898, 2180, 1038, 2320), "map_route_info_button", d=1)]
            if st["menu"]:
                out.append(E("ListView", b=(0, 136, 860, H), rid="menuItems", scroll=True))
                for i, m in enumerate(("My places", "Search", "Directions", "Configure map", "Download maps", "Map markers", "Plan a route", "Trip recording", "Settings", "Help")):
                    out.append(tv(m, (140, 200 + i * 150, 820, 320 + i * 150), "title", click=True, d=1))
            return out
        return f

    def places(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Navigate up", (0, 150, 147, 276)), tv("My places", (168, 170, 600, 256)), ib("Search", (786, 150, 933, 276), "search"),
               ib("Sort", (933, 150, W, 276), "sort"), E("HorizontalScrollView", b=(0, 290, W, 410), rid="tab_layout"),
               E("TextView", text="Favorites", b=(0, 300, 360, 400), click=True, sel=True, d=1), E("TextView", text="Tracks", b=(360, 300, 720, 400), click=True, d=1),
               E("TextView", text="OSM Edits", b=(720, 300, W, 400), click=True, d=1),
               E("ExpandableListView", b=(0, 420, W, 2337), rid="favourites_list", scroll=True),
               E("LinearLayout", b=(0, 430, W, 560), click=True, d=1), tv("Favorites", (140, 460, 800, 530), "title", d=2), tv(str(len(favs)), (900, 460, 1017, 530), "count", d=2)]
        for i, name in enumerate(sorted(favs, key=str.lower)):
            dist, addr, _ = favs[name]
            b = Y(i, 560, 170)
            out += [E("LinearLayout", b=b, click=True, long=True, d=1), tv(name, (140, b[1] + 25, 860, b[1] + 90), "favourite_label", d=2),
                    tv(dist, (140, b[1] + 95, 330, b[1] + 145), "distance", d=2), tv(addr, (340, b[1] + 95, 1017, b[1] + 145), "group_name", d=2)]
        y = 560 + 170 * len(favs)
        out += [E("LinearLayout", b=(0, y + 10, W, y + 140), click=True, d=1), tv("Restaurants", (140, y + 40, 800, y + 110), "title", d=2),
                tv("2", (900, y + 40, 1017, y + 110), "count", d=2)]
        if st["edit"] == "menu":
            out += [E("FrameLayout", b=(110, 900, 970, 1560), rid="android:id/content"), tv("Climbing gym", (170, 940, 910, 1020), "title", d=1)]
            for i, m in enumerate(("Edit", "Show on map", "Share", "Delete")):
                out.append(tv(m, (170, 1060 + i * 120, 910, 1160 + i * 120), "text1", click=True, d=1))
        elif st["edit"] is not None:
            name = st["edit"]
            _, addr, desc = favs.get(name) or favs["Climbing gym"]
            out += [E("FrameLayout", b=(63, 640, 1017, 1880), rid="android:id/content"), tv("Edit favorite", (126, 680, 954, 760), "title", d=1),
                    et(name, (126, 800, 954, 930), "name_edit", hint="Name", focus=True, d=1),
                    et(desc or None, (126, 960, 954, 1090), "description_edit", hint="Description", d=1),
                    et(addr, (126, 1120, 954, 1250), "address_edit", hint="Address", d=1),
                    tv("Group: Favorites", (126, 1290, 954, 1370), "group_name", click=True, d=1),
                    btn("Cancel", (480, 1750, 720, 1850), "dismiss_button", d=1), btn("Save", (740, 1750, 954, 1850), "save_button", d=1)]
        return out

    def route(t: Traj) -> list[dict[str, Any]]:
        car = st["profile"] == "Car"
        out = [E("View", desc="Map", b=(0, 136, W, 1500), rid="MapView", click=True), ib("Close", (0, 150, 147, 276), "close_button"),
               tv("From: My position", (168, 160, 1017, 230), "fromText"), tv("To: Tante Emma Café", (168, 240, 1017, 310), "toText"),
               E("HorizontalScrollView", b=(0, 1500, W, 1640), rid="app_modes_options_container", scroll=True)]
        for i, p in enumerate(("Car", "Bicycle", "Pedestrian", "Public transport")):
            out.append(E("ImageButton", desc=p, b=(42 + i * 200, 1510, 222 + i * 200, 1630), click=True, sel=p == st["profile"], d=1))
        out += [tv("0.9 km" if car else "0.7 km", (63, 1680, 500, 1780), "distance"), tv("3 min" if car else "9 min", (540, 1680, 1017, 1780), "duration"),
                tv("Arrive at " + t.clock(t.minute + (3 if car else 9)), (63, 1790, 1017, 1850), "arrival_time"),
                btn("Details", (63, 2180, 520, 2320), "map_options_route_button"), btn("Start", (560, 2180, 1017, 2320), "start_button")]
        return out

    t.start(mapview(False))
    st["menu"] = True
    t.tap("Menu", mapview(False))
    st["menu"] = False
    t.tap("My places", places)
    st["edit"] = "menu"
    t.press("Climbing gym", places)
    st["edit"] = "Climbing gym"
    t.tap("Edit", places)
    st["edit"] = "Boulderklub Seestraße"
    t.type("name_edit", "Boulderklub Seestraße", places, dt=1)
    favs["Boulderklub Seestraße"] = favs.pop("Climbing gym")
    st["edit"] = None
    t.tap("Save", places)
    t.tap("Tante Emma Café", mapview(True))
    t.tap("Directions", route)
    st["profile"] = "Pedestrian"
    t.tap("Pedestrian", route)
    t.add_to(rs)


# ---------------------------------------------------------------------------------------------------
# 17 Bitwarden (clean): password regenerated twice and saved, TOTP codes roll over, history grows
# ---------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    t = Traj("h63-android-17", "Bitwarden", "com.x8bit.bitwarden", clock=(15, 37), battery=52, drain=8)
    logins = [("Amazon", "dana.w@gmail.com"), ("Chase", "dwhitfield"), ("Dropbox", "dana.whitfield@gmail.com"), ("GitHub", "dana.whitfield"),
              ("Gmail", "dana.whitfield@gmail.com"), ("Instagram", "dana.w.photos"), ("LinkedIn", "dana.whitfield@gmail.com"), ("Netflix", "dana.w@gmail.com"),
              ("PayPal", "dana.w@gmail.com"), ("Reddit", "throwaway_dw"), ("Slack", "dana@lumenlabs.io"), ("Spotify", "danaw"),
              ("Twitter", "danawhit"), ("Zoom", "dana@lumenlabs.io")]
    gh: dict[str, Any] = {"updated": "4/22/2024 9:13 AM", "pw_updated": "1/5/2024 8:02 PM", "history": 2, "pw": "k8#Vd2!mQ9", "show": False,
                          "totp": ("482 913", "21"), "toast": None}
    gen: dict[str, Any] = {"pw": None, "hist": []}
    st: dict[str, Any] = {"masked_new": False}

    def nav(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", desc=n, b=(i * 270, 2180, i * 270 + 270, 2337), rid="nav_" + n.lower().replace(" ", "_"), click=True, sel=n == sel)
                for i, n in enumerate(("My vault", "Send", "Generator", "Settings"))]

    def vault(t: Traj) -> list[dict[str, Any]]:
        out = [tv("My vault", (63, 170, 600, 256)), ib("Search vault", (786, 150, 933, 276), "search"), ib("More options", (933, 150, W, 276)),
               E("RecyclerView", b=(0, 290, W, 2180), rid="vault_list", scroll=True), tv("FAVORITES", (42, 300, 600, 360), d=1),
               E("LinearLayout", b=(0, 370, W, 530), click=True, long=True, d=1), tv("GitHub", (170, 390, 800, 450), "item_name", d=2),
               tv("dana.whitfield", (170, 455, 800, 505), "item_subtitle", d=2), ib("Options", (930, 400, 1040, 500), "item_options", d=2),
               tv("TYPES", (42, 560, 600, 620), d=1)]
        y = 630
        for name, n in (("Login", 14), ("Card", 2), ("Identity", 1), ("Secure note", 3)):
            out += [E("LinearLayout", b=(0, y, W, y + 130), click=True, d=1), tv(name, (170, y + 35, 800, y + 95), "item_name", d=2),
                    tv(str(n), (900, y + 35, 1017, y + 95), "item_count", d=2)]
            y += 130
        out.append(tv("FOLDERS", (42, y + 20, 600, y + 80), d=1))
        y += 90
        for name, n in (("Finance", 4), ("Social", 5), ("Work", 3), ("No folder", 8)):
            out += [E("LinearLayout", b=(0, y, W, y + 130), click=True, d=1), tv(name, (170, y + 35, 800, y + 95), "item_name", d=2),
                    tv(str(n), (900, y + 35, 1017, y + 95), "item_count", d=2)]
            y += 130
        return out + [ib("Add item", (870, 2010, 1017, 2157), "fab")] + nav("My vault")

    def login_list(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Navigate up", (0, 150, 147, 276)), tv("Logins", (168, 170, 600, 256)), ib("Search vault", (786, 150, 933, 276), "search"),
               ib("More options", (933, 150, W, 276)), E("RecyclerView", b=(0, 290, W, 2180), rid="vault_list", scroll=True)]
        for i, (name, user) in enumerate(logins[:11]):
            b = Y(i, 300, 160)
            out += [E("LinearLayout", b=b, click=True, long=True, d=1), E("ImageView", desc=name + " icon", b=(42, b[1] + 30, 142, b[1] + 130), d=2),
                    tv(name, (170, b[1] + 25, 860, b[1] + 85), "item_name", d=2), tv(user, (170, b[1] + 90, 860, b[1] + 140), "item_subtitle", d=2),
                    ib("Options", (930, b[1] + 30, 1040, b[1] + 130), "item_options", d=2)]
        return out + [ib("Add item", (870, 2010, 1017, 2157), "fab")] + nav("My vault")

    def view(t: Traj) -> list[dict[str, Any]]:
        code, secs = gh["totp"]
        out = [ib("Close", (0, 150, 147, 276)), tv("View item", (168, 170, 600, 256)), ib("More options", (933, 150, W, 276)),
               E("ScrollView", b=(0, 290, W, 2180), scroll=True), tv("ITEM INFORMATION", (42, 300, 700, 360), d=1),
               tv("Name", (63, 380, 700, 430), d=1), tv("GitHub", (63, 435, 900, 495), "item_name", d=1),
               tv("Username", (63, 530, 700, 580), d=1), tv("dana.whitfield", (63, 585, 800, 645), "username", d=1), ib("Copy username", (930, 560, 1040, 660), d=1),
               tv("Password", (63, 680, 700, 730), d=1), tv(gh["pw"] if gh["show"] else "••••••••", (63, 735, 700, 795), "password", d=1),
               ib("Check if password has been exposed", (700, 710, 810, 810), d=1), ib("Hide" if gh["show"] else "Show", (815, 710, 925, 810), "toggle_password", d=1),
               ib("Copy password", (930, 710, 1040, 810), d=1),
               tv("Verification code (TOTP)", (63, 830, 700, 880), d=1), tv(code, (63, 885, 500, 945), "totp_code", d=1),
               tv(secs, (760, 885, 860, 945), "totp_countdown", d=1), ib("Copy TOTP", (930, 860, 1040, 960), d=1),
               tv("URIS", (42, 990, 700, 1050), d=1), tv("Website", (63, 1070, 700, 1120), d=1), tv("https://github.com", (63, 1125, 800, 1185), "uri", d=1),
               ib("Launch", (815, 1100, 925, 1200), d=1), ib("Copy URI", (930, 1100, 1040, 1200), d=1),
               tv("Folder", (63, 1230, 700, 1280), d=1), tv("Work", (63, 1285, 700, 1345), "folder", d=1),
               tv("Favorite", (63, 1380, 700, 1430), d=1), tv("Yes", (63, 1435, 700, 1495), "favorite", d=1),
               tv("NOTES", (42, 1530, 700, 1590), d=1), tv("2FA recovery codes printed, in desk drawer (envelope B).", (63, 1600, 1017, 1720), "notes", d=1),
               tv(f"Updated: {gh['updated']}", (63, 1780, 1017, 1830), "updated", d=1),
               tv(f"Password updated: {gh['pw_updated']}", (63, 1835, 1017, 1885), "password_updated", d=1),
               tv(f"Password history: {gh['history']}", (63, 1890, 1017, 1940), "password_history", click=True, d=1),
               ib("Edit item", (870, 2010, 1017, 2157), "fab")]
        if gh["toast"]:
            out.append(tv(gh["toast"], (340, 2060, 740, 2140), "android:id/message", pkg="android"))
        return out

    def edit(t: Traj) -> list[dict[str, Any]]:
        return [ib("Close", (0, 150, 147, 276)), tv("Edit item", (168, 170, 600, 256)), btn("Save", (820, 165, 1038, 265), "save"),
                E("ScrollView", b=(0, 290, W, H), scroll=True),
                E("Spinner", text="Login", b=(63, 320, 1017, 440), rid="type", enabled=False, d=1),
                et("GitHub", (63, 470, 1017, 600), "name", hint="Name", d=1), et("dana.whitfield", (63, 630, 1017, 760), "username", hint="Username", d=1),
                et("••••••••••••••••" if st["masked_new"] else "••••••••••", (63, 790, 700, 920), "password", hint="Password", d=1),
                ib("Check if password has been exposed", (700, 800, 810, 910), d=1), ib("Show", (815, 800, 925, 910), "toggle_password", d=1),
                ib("Generate password", (930, 800, 1040, 910), "generate_password", d=1),
                et("••••••••••••••••••••••••••••••••", (63, 950, 900, 1080), "totp", hint="Authenticator key (TOTP)", d=1),
                et("https://github.com", (63, 1110, 900, 1240), "uri", hint="URI", d=1),
                E("Spinner", text="Work", b=(63, 1270, 1017, 1390), rid="folder", click=True, d=1),
                sw(True, (63, 1420, 1017, 1520), "favorite", text="Favorite", d=1),
                et("2FA recovery codes printed, in desk drawer (envelope B).", (63, 1550, 1017, 1800), "notes", hint="Notes", d=1)]

    def generator(select: bool) -> Callable[[Traj], list[dict[str, Any]]]:
        def f(t: Traj) -> list[dict[str, Any]]:
            out = ([ib("Close", (0, 150, 147, 276)), tv("Generator", (168, 170, 600, 256)), btn("Select", (820, 165, 1038, 265), "select")] if select else
                   [tv("Generator", (63, 170, 600, 256)), ib("Password history", (933, 150, W, 276), "password_history")])
            out += [E("ScrollView", b=(0, 290, W, 2180), scroll=True), tv(gen["pw"], (63, 320, 1017, 420), "generated_password", d=1),
                    ib("Regenerate password", (700, 440, 860, 560), "regenerate", d=1), ib("Copy", (880, 440, 1040, 560), "copy", d=1),
                    tv("OPTIONS", (42, 600, 600, 660), d=1), E("Spinner", text="Password", b=(63, 680, 1017, 800), rid="password_type", click=True, d=1),
                    tv("Length", (63, 830, 400, 890), d=1), tv("16", (880, 830, 1017, 890), "length_value", d=1),
                    E("SeekBar", desc="Length", b=(63, 900, 1017, 980), rid="length_slider", click=True, d=1)]
            for i, (label, on) in enumerate((("A-Z", True), ("a-z", True), ("0-9", True), ("!@#$%^&*", True), ("Avoid ambiguous characters", False))):
                out.append(sw(on, (63, 1010 + i * 120, 1017, 1110 + i * 120), "option_" + str(i), text=label, d=1))
            out += [tv("Minimum numbers", (63, 1630, 700, 1690), d=1), tv("1", (880, 1630, 1017, 1690), d=1),
                    tv("Minimum special", (63, 1720, 700, 1780), d=1), tv("1", (880, 1720, 1017, 1780), d=1)]
            return out + ([] if select else nav("Generator"))
        return f

    def history(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Navigate up", (0, 150, 147, 276)), tv("Password history", (168, 170, 700, 256)), ib("More options", (933, 150, W, 276)),
               E("RecyclerView", b=(0, 290, W, 2180), scroll=True)]
        for i, (pw, when) in enumerate(reversed(gen["hist"])):
            b = Y(i, 300, 170)
            out += [E("LinearLayout", b=b, d=1), tv(pw, (63, b[1] + 25, 900, b[1] + 90), "password", d=2), tv(when, (63, b[1] + 95, 900, b[1] + 145), "date", d=2),
                    ib("Copy", (930, b[1] + 35, 1040, b[1] + 135), d=2)]
        return out

    def now(t: Traj, ahead: int) -> str:
        return "6/12/2024 " + t.ampm(t.minute + ahead)

    t.start(vault)
    t.tap("Login", login_list)
    t.tap("GitHub", view, dt=2)
    t.tap("Edit item", edit)
    gen["pw"] = "Pq7!vR2m#Lx9tW4z"
    gen["hist"].append((gen["pw"], now(t, 1)))
    t.tap("Generate password", generator(True))
    gen["pw"] = "hN3$kC8q@Ze5uB1y"
    gen["hist"].append((gen["pw"], now(t, 1)))
    t.tap("Regenerate password", generator(True))
    st["masked_new"] = True
    t.tap("Select", edit)
    gh.update(pw=gen["pw"], updated=now(t, 2), pw_updated=now(t, 2), history=3, totp=("107 546", "12"), toast="Item updated")
    t.tap("Save", view, dt=2)
    gh.update(show=True, totp=("660 281", "14"), toast=None)
    t.tap("Show", view)
    t.back(login_list)
    t.back(vault)
    gen["pw"] = "8mW&tQ4z!Rk2Lp7x"
    gen["hist"].append((gen["pw"], now(t, 1)))
    t.tap("Generator", generator(False))
    t.tap("Password history", history)
    t.add_to(rs)


def hmin(m: int) -> str:
    return f"{m // 60}h {m % 60:02d}m"


# ---------------------------------------------------------------------------------------------------
# 18 Sleep as Android (contradiction): after a nap record is deleted the average duration does not move
# ---------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    t = Traj("h63-android-18", "Sleep as Android", "com.urbandroid.sleep", tree=True, clock=(9, 5), battery=90, drain=10)
    recs = [{"day": "Sun, Jun 16", "span": "23:05 – 06:52", "m": 467, "deep": 25, "stars": 4, "tags": "#home"},
            {"day": "Sat, Jun 15", "span": "14:10 – 17:20", "m": 190, "deep": 12, "stars": 2, "tags": "#nap #couch"},
            {"day": "Sat, Jun 15", "span": "00:40 – 08:15", "m": 455, "deep": 22, "stars": 4, "tags": "#home #late"},
            {"day": "Thu, Jun 13", "span": "23:30 – 06:20", "m": 410, "deep": 19, "stars": 3, "tags": "#home #caffeine"},
            {"day": "Wed, Jun 12", "span": "22:55 – 06:40", "m": 465, "deep": 26, "stars": 5, "tags": "#home #sport"},
            {"day": "Tue, Jun 11", "span": "23:45 – 06:30", "m": 405, "deep": 21, "stars": 3, "tags": "#home"},
            {"day": "Mon, Jun 10", "span": "23:20 – 06:45", "m": 445, "deep": 23, "stars": 4, "tags": "#home"}]
    st: dict[str, Any] = {"menu": False, "dlg": False, "avg_override": None}

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 150, 147, 276)), tv("Graphs", (168, 170, 600, 256)), ib("Filter", (786, 150, 933, 276), "menu_filter"),
                ib("More options", (933, 150, W, 276)), E("HorizontalScrollView", b=(0, 290, W, 410), rid="tabs"),
                E("TextView", text="RECORDS", b=(0, 300, 540, 400), click=True, sel=sel == "RECORDS", d=1),
                E("TextView", text="STATISTICS", b=(540, 300, W, 400), click=True, sel=sel == "STATISTICS", d=1)]

    def main(t: Traj) -> list[dict[str, Any]]:
        return [tv("Sleep", (63, 170, 600, 256)), ib("More options", (933, 150, W, 276)),
                E("LinearLayout", b=(21, 300, 1059, 700), rid="alarm_card", click=True), tv("06:45", (63, 340, 600, 520), "alarm_time", d=1),
                tv("Mon Tue Wed Thu Fri", (63, 530, 800, 590), "alarm_days", d=1), tv("Wake up in 21h 40m", (63, 600, 800, 660), "alarm_next", d=1),
                sw(True, (900, 400, 1017, 480), "alarm_enabled", d=1),
                E("LinearLayout", b=(21, 730, 1059, 1050), rid="alarm_card", click=True), tv("08:30", (63, 770, 600, 950), "alarm_time", d=2),
                tv("Sat Sun", (63, 960, 800, 1020), "alarm_days", d=1), sw(False, (900, 830, 1017, 910), "alarm_enabled", d=1),
                btn("Start sleep tracking", (63, 1900, 1017, 2050), "start_tracking"),
                E("FrameLayout", desc="Alarms", b=(0, 2180, 270, 2337), click=True, sel=True), E("FrameLayout", desc="Graphs", b=(270, 2180, 540, 2337), click=True),
                E("FrameLayout", desc="Lullaby", b=(540, 2180, 810, 2337), click=True), E("FrameLayout", desc="Profile", b=(810, 2180, W, 2337), click=True)]

    def records(t: Traj) -> list[dict[str, Any]]:
        out = tabs("RECORDS") + [E("ListView", b=(0, 420, W, 2337), rid="record_list", scroll=True)]
        for i, r in enumerate(recs):
            b = Y(i, 430, 250)
            out += [E("LinearLayout", b=b, click=True, long=True, d=1), tv(r["day"], (63, b[1] + 20, 600, b[1] + 80), "record_date", d=2),
                    tv(r["span"], (63, b[1] + 85, 600, b[1] + 140), "record_time", d=2), tv(hmin(r["m"]), (700, b[1] + 20, 1017, b[1] + 80), "record_length", d=2),
                    tv(f"Deep {r['deep']}%", (700, b[1] + 85, 1017, b[1] + 140), "record_deep", d=2),
                    E("RatingBar", desc=f"Rating {r['stars']} of 5", b=(63, b[1] + 150, 400, b[1] + 200), rid="record_rating", d=2),
                    tv(r["tags"], (420, b[1] + 150, 1017, b[1] + 200), "record_tags", d=2)]
        if st["menu"]:
            out.append(E("ListView", b=(300, 900, 1000, 1400)))
            for i, m in enumerate(("Edit", "Tags", "Share", "Delete")):
                out.append(tv(m, (340, 910 + i * 120, 960, 1010 + i * 120), "title", click=True, d=1))
        if st["dlg"]:
            out += [E("FrameLayout", b=(63, 950, 1017, 1400), rid="android:id/content"), tv("Delete this record?", (126, 1000, 954, 1080), "alertTitle", d=1),
                    tv("Sat, Jun 15 14:10 – 17:20 (3h 10m) will be removed permanently.", (126, 1100, 954, 1200), "android:id/message", d=1),
                    btn("Cancel", (480, 1280, 720, 1380), "android:id/button2", d=1), btn("OK", (740, 1280, 954, 1380), "android:id/button1", d=1)]
        return out

    def stats(t: Traj) -> list[dict[str, Any]]:
        n = len(recs)
        total = sum(r["m"] for r in recs)
        avg = st["avg_override"] if st["avg_override"] is not None else round(total / n)
        deep = round(sum(r["deep"] for r in recs) / n)
        rows = [("Period", "Last 30 days"), ("Records", str(n)), ("Total sleep", hmin(total)), ("Avg. duration", hmin(avg)),
                ("Avg. deep sleep", f"{deep}%"), ("Longest", hmin(max(r["m"] for r in recs))), ("Shortest", hmin(min(r["m"] for r in recs)))]
        out = tabs("STATISTICS") + [E("ScrollView", b=(0, 420, W, 2337), scroll=True)]
        for i, (k, v) in enumerate(rows):
            b = Y(i, 440, 140)
            out += [tv(k, (63, b[1] + 40, 600, b[1] + 100), "stat_label", d=1), tv(v, (640, b[1] + 40, 1017, b[1] + 100), "stat_value", d=1)]
        return out + [E("ImageView", desc="Duration chart", b=(21, 1460, 1059, 2200), rid="chart", d=1)]

    def detail(t: Traj) -> list[dict[str, Any]]:
        r = recs[1]
        return [ib("Navigate up", (0, 150, 147, 276)), tv(r["day"], (168, 170, 700, 256)), ib("Share", (786, 150, 933, 276)), ib("More options", (933, 150, W, 276)),
                E("ImageView", desc="Hypnogram", b=(0, 290, W, 1000), rid="graph"), tv(r["span"], (63, 1030, 600, 1100), "time"),
                tv(hmin(r["m"]), (640, 1030, 1017, 1100), "length"), E("RatingBar", desc=f"Rating {r['stars']} of 5", b=(63, 1120, 500, 1200), rid="rating", click=True),
                tv(f"Deep sleep {r['deep']}%", (63, 1230, 600, 1290), "deep"), tv("Snoring 0m", (640, 1230, 1017, 1290), "snore"),
                tv("Noise recordings 2", (63, 1310, 600, 1370), "noise"), tv("Cycles 5", (640, 1310, 1017, 1370), "cycles"),
                tv(r["tags"], (63, 1400, 1017, 1460), "tags"), et("Late dinner, woke up once around 04:10.", (63, 1500, 1017, 1700), "comment", hint="Comment")]

    t.start(main)
    t.tap("Graphs", records)
    t.tap("STATISTICS", stats)
    t.tap("RECORDS", records)
    st["menu"] = True
    t.press("14:10 – 17:20", records)
    st["menu"], st["dlg"] = False, True
    t.tap("Delete", records)
    recs.pop(1)
    st["dlg"] = False
    t.tap("OK", records)
    st["avg_override"] = 405
    t.tap("STATISTICS", stats)
    st["avg_override"] = None
    t.tap("RECORDS", records)
    t.tap("Sat, Jun 15", detail)
    t.add_to(rs, turn=7, kind="After the 3h 10m nap is deleted, Statistics shows 6 records totalling 44h 07m but still the old 6h 45m average (should be 7h 21m).")


# ---------------------------------------------------------------------------------------------------
# 19 KAYAK (clean): flight results re-sorted by price, filtered to fewer stops, one itinerary opened
# ---------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    t = Traj("h63-android-19", "KAYAK", "com.kayak.android", clock=(22, 14), battery=41, drain=7)
    flights = [
        {"air": "TAP Air Portugal", "dep": "8:45 pm", "arr": "8:20 am+1", "stops": 0, "via": "nonstop", "dur": "6h 35m", "p": 742, "best": 1},
        {"air": "Azores Airlines", "dep": "6:10 pm", "arr": "9:55 am+1", "stops": 1, "via": "1 stop · PDL", "dur": "10h 45m", "p": 618, "best": 2},
        {"air": "Iberia", "dep": "7:15 pm", "arr": "1:05 pm+1", "stops": 1, "via": "1 stop · MAD", "dur": "12h 50m", "p": 655, "best": 3},
        {"air": "United Airlines", "dep": "5:30 pm", "arr": "10:40 am+1", "stops": 1, "via": "1 stop · EWR", "dur": "12h 10m", "p": 689, "best": 4},
        {"air": "TAP Air Portugal", "dep": "10:25 pm", "arr": "10:05 am+1", "stops": 0, "via": "nonstop", "dur": "6h 40m", "p": 768, "best": 5},
        {"air": "Lufthansa", "dep": "4:40 pm", "arr": "1:25 pm+1", "stops": 1, "via": "1 stop · FRA", "dur": "15h 45m", "p": 701, "best": 6},
        {"air": "Air Canada, TAP Air Portugal", "dep": "6:00 am", "arr": "11:10 pm", "stops": 2, "via": "2 stops · YUL, PDL", "dur": "12h 10m", "p": 811, "best": 7},
        {"air": "Delta, KLM", "dep": "3:55 pm", "arr": "2:35 pm+1", "stops": 2, "via": "2 stops · JFK, AMS", "dur": "17h 40m", "p": 823, "best": 8},
    ]
    st: dict[str, Any] = {"sort": "Best", "menu": False, "stops": {0: True, 1: True, 2: True}, "filters": False}

    def header() -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 150, 147, 276)), tv("BOS – LIS", (168, 160, 800, 225), "searchTitle"),
                tv("Thu 7/18 – Sun 7/28 · 1 adult, Economy", (168, 225, 900, 275), "searchSubtitle"), ib("Edit search", (933, 150, W, 276), "editSearch")]

    def shown() -> list[dict[str, Any]]:
        fl = [f for f in flights if st["stops"][f["stops"]]]
        return sorted(fl, key=lambda f: f["best"]) if st["sort"] == "Best" else sorted(fl, key=lambda f: f["p"])

    def results(t: Traj) -> list[dict[str, Any]]:
        fl = shown()
        n = {0: 24, 1: 163, 2: 71}
        total = sum(v for k, v in n.items() if st["stops"][k])
        out = header() + [E("LinearLayout", b=(0, 290, W, 400)), btn("Sort: " + st["sort"], (21, 300, 400, 390), "sortButton", d=1),
                          btn("Filters" + ("" if all(st["stops"].values()) else " (1)"), (420, 300, 700, 390), "filtersButton", d=1),
                          tv(f"{total} results", (740, 315, 1059, 375), "resultsCount", d=1),
                          E("RecyclerView", b=(0, 410, W, 2337), rid="resultsList", scroll=True)]
        for i, f in enumerate(fl[:6]):
            b = Y(i, 420, 310, 21, 1059)
            out += [E("ViewGroup", desc=f"{f['air']}, {f['dep']} to {f['arr']}, {f['via']}, {f['dur']}, ${f['p']}", b=b, rid="resultCard", click=True, d=1),
                    tv(f"{f['dep']} – {f['arr']}", (63, b[1] + 25, 700, b[1] + 90), "legTimes", d=2), tv("BOS – LIS", (63, b[1] + 95, 700, b[1] + 145), "legAirports", d=2),
                    tv(f["via"], (63, b[1] + 150, 500, b[1] + 200), "legStops", d=2), tv(f["dur"], (520, b[1] + 150, 760, b[1] + 200), "legDuration", d=2),
                    tv(f["air"], (63, b[1] + 215, 760, b[1] + 275), "airlineName", d=2), tv(f"${f['p']}", (800, b[1] + 25, 1038, b[1] + 110), "price", d=2),
                    tv("per person", (800, b[1] + 115, 1038, b[1] + 165), "priceSubtitle", d=2)]
        if st["menu"]:
            out.append(E("ListView", b=(21, 400, 700, 1130)))
            for i, s in enumerate(("Best", "Cheapest", "Quickest", "Earliest take-off", "Latest take-off", "Earliest landing")):
                out.append(E("CheckedTextView", text=s, b=Y(i, 410, 120, 21, 700), click=True, check=s == st["sort"], d=1))
        return out

    def filters(t: Traj) -> list[dict[str, Any]]:
        cheapest = {k: min(f["p"] for f in flights if f["stops"] == k) for k in (0, 1, 2)}
        n = {0: 24, 1: 163, 2: 71}
        total = sum(v for k, v in n.items() if st["stops"][k])
        out = [ib("Close", (0, 150, 147, 276)), tv("Filters", (168, 170, 600, 256)), btn("Reset", (820, 165, 1038, 265), "reset"),
               E("ScrollView", b=(0, 290, W, 2150), scroll=True), tv("Stops", (63, 310, 600, 380), d=1)]
        for i, (k, label) in enumerate(((0, "Nonstop"), (1, "1 stop"), (2, "2+ stops"))):
            y = 400 + i * 140
            out += [E("CheckBox", text=label, b=(63, y, 700, y + 120), rid="stopsOption", click=True, check=st["stops"][k], d=1),
                    tv(f"${cheapest[k]}", (800, y + 30, 1017, y + 90), "stopsPrice", d=1)]
        out += [tv("Take-off BOS", (63, 850, 600, 920), d=1), tv("Thu 12:00 am – 11:59 pm", (63, 930, 1017, 990), d=1),
                E("SeekBar", desc="Take-off time range", b=(63, 1000, 1017, 1080), click=True, d=1),
                tv("Airlines", (63, 1130, 600, 1200), d=1), tv("All 14 airlines", (63, 1210, 1017, 1270), click=True, d=1),
                tv("Bags", (63, 1320, 600, 1390), d=1), tv("Carry-on 0 · Checked 0", (63, 1400, 1017, 1460), click=True, d=1),
                btn(f"Show {total} results", (63, 2170, 1017, 2310), "showResults")]
        return out

    def details(t: Traj) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 150, 147, 276)), tv("Trip details", (168, 170, 600, 256)), ib("Share", (786, 150, 933, 276)), ib("Save", (933, 150, W, 276)),
                E("ScrollView", b=(0, 290, W, 2150), scroll=True),
                tv("Depart · Thu, Jul 18", (63, 310, 1017, 370), d=1), tv("TAP Air Portugal 218 · Airbus A321neo", (63, 380, 1017, 440), d=1),
                tv("8:45 pm  Boston Logan Intl (BOS)", (63, 450, 1017, 510), d=1), tv("6h 35m", (63, 520, 400, 580), d=1),
                tv("8:20 am  Lisbon Humberto Delgado (LIS)  Fri, Jul 19", (63, 590, 1017, 650), d=1),
                tv("Return · Sun, Jul 28", (63, 720, 1017, 780), d=1), tv("TAP Air Portugal 217 · Airbus A330-900", (63, 790, 1017, 850), d=1),
                tv("11:00 am  Lisbon Humberto Delgado (LIS)", (63, 860, 1017, 920), d=1), tv("7h 50m", (63, 930, 400, 990), d=1),
                tv("1:50 pm  Boston Logan Intl (BOS)", (63, 1000, 1017, 1060), d=1),
                tv("Economy (Classic) · 1 personal item · 1 carry-on", (63, 1130, 1017, 1190), d=1),
                tv("$742", (63, 1260, 500, 1360), "price", d=1), tv("per person · round trip", (63, 1370, 700, 1430), d=1),
                tv("TAP Air Portugal", (63, 1500, 600, 1560), d=1), tv("$742", (700, 1500, 1017, 1560), d=1),
                tv("Expedia", (63, 1580, 600, 1640), d=1), tv("$749", (700, 1580, 1017, 1640), d=1),
                tv("Trip.com", (63, 1660, 600, 1720), d=1), tv("$761", (700, 1660, 1017, 1720), d=1),
                btn("View Deal", (63, 2170, 1017, 2310), "viewDeal")]

    t.start(results)
    st["menu"] = True
    t.tap("sortButton", results)
    st["menu"], st["sort"] = False, "Cheapest"
    t.tap("Cheapest", results)
    t.tap("filtersButton", filters)
    st["stops"][1] = False
    t.tap("1 stop", filters)
    t.tap("Show 95 results", results)
    t.tap("$742", details)
    t.add_to(rs)


def eur(cents: int) -> str:
    return f"€{cents // 100}.{cents % 100:02d}"


# ---------------------------------------------------------------------------------------------------
# 20 Vinted (contradiction): a freshly uploaded listing is missing from the wardrobe and the count reverts
# ---------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    t = Traj("h63-android-20", "Vinted", "fr.vinted", clock=(16, 2), battery=60, drain=8)
    items = [{"title": "Zara linen blazer", "c": 2800, "size": "M", "brand": "Zara", "cond": "Very good", "favs": 12, "views": 214, "up": "3 weeks ago", "colour": "Beige",
              "desc": "Relaxed fit, 55% linen. Worn twice, no marks."},
             {"title": "Nike Air Max 90", "c": 5500, "size": "42", "brand": "Nike", "cond": "Good", "favs": 31, "views": 402, "up": "1 month ago", "colour": "White",
              "desc": "Infrared colourway, light creasing, original box."},
             {"title": "Mango midi dress", "c": 1800, "size": "S", "brand": "Mango", "cond": "New without tags", "favs": 7, "views": 96, "up": "2 weeks ago", "colour": "Green",
              "desc": "Satin finish, never worn."},
             {"title": "Fjällräven Kånken", "c": 4000, "size": "One size", "brand": "Fjällräven", "cond": "Very good", "favs": 19, "views": 250, "up": "5 days ago", "colour": "Navy",
              "desc": "Classic 16 L, small pen mark inside."},
             {"title": "H&M wool scarf", "c": 800, "size": "One size", "brand": "H&M", "cond": "Good", "favs": 3, "views": 41, "up": "2 months ago", "colour": "Grey",
              "desc": "Soft wool blend, 180 cm."}]
    form: dict[str, Any] = {"title": None, "desc": None, "price": None}
    st: dict[str, Any] = {"hide": None, "item": None, "scrolled": False}

    def nav(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", desc=n, b=(i * 216, 2180, i * 216 + 216, 2337), rid="nav_" + n.lower(), click=True, sel=n == sel)
                for i, n in enumerate(("Home", "Search", "Sell", "Inbox", "Profile"))]

    def sell(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Close", (0, 150, 147, 276)), tv("Sell an item", (168, 170, 700, 256)), E("ScrollView", b=(0, 290, W, 2180), scroll=True),
               E("HorizontalScrollView", b=(0, 300, W, 560), rid="photo_list", d=1)]
        for i in range(3):
            out.append(E("ImageView", desc=f"Photo {i + 1} of 3", b=(21 + i * 260, 320, 261 + i * 260, 540), rid="photo_thumbnail", click=True, d=2))
        out += [ib("Add photos", (801, 320, 1041, 540), "add_photo_button", d=2),
                et(form["title"], (42, 590, 1038, 720), "item_title", hint="e.g. White COS Jumper", d=1),
                et(form["desc"], (42, 750, 1038, 960), "item_description", hint="e.g. only worn a few times, true to size", d=1),
                tv("Category", (63, 990, 500, 1050), d=1), tv("Men › Jeans › Straight jeans", (500, 990, 1017, 1050), "category_value", click=True, d=1),
                tv("Brand", (63, 1080, 500, 1140), d=1), tv("Levi's", (500, 1080, 1017, 1140), "brand_value", click=True, d=1),
                tv("Size", (63, 1170, 500, 1230), d=1), tv("W30 L32", (500, 1170, 1017, 1230), "size_value", click=True, d=1),
                tv("Condition", (63, 1260, 500, 1320), d=1), tv("Very good", (500, 1260, 1017, 1320), "condition_value", click=True, d=1),
                tv("Colour", (63, 1350, 500, 1410), d=1), tv("Blue", (500, 1350, 1017, 1410), "color_value", click=True, d=1),
                et(form["price"], (42, 1450, 1038, 1580), "item_price", hint="€0.00", d=1),
                btn("Upload", (42, 2030, 1038, 2160), "upload_button", enabled=bool(form["title"] and form["price"]))]
        return out + nav("Sell")

    def item_page(t: Traj) -> list[dict[str, Any]]:
        it = st["item"]
        fee = 70 + it["c"] * 5 // 100
        out = [ib("Navigate up", (0, 150, 147, 276)), ib("Share", (786, 150, 933, 276)), ib("More options", (933, 150, W, 276)),
               E("ScrollView", b=(0, 290, W, 2180), scroll=True)]
        if not st["scrolled"]:
            out += [E("ViewPager", desc=f"{it['title']}, photo 1 of 3", b=(0, 290, W, 1190), rid="item_photos", click=True, d=1),
                    E("Button", desc=f"Favourite, {it['favs']}", b=(860, 1090, 1040, 1170), rid="favourite_button", click=True, d=1),
                    tv(it["title"], (42, 1220, 1038, 1300), "item_title", d=1),
                    tv(f"{it['size']} · {it['cond']} · {it['brand']}", (42, 1305, 1038, 1360), "item_summary", d=1),
                    tv(eur(it["c"]), (42, 1380, 500, 1460), "item_price", d=1),
                    tv(f"{eur(it['c'] + fee)} includes Buyer Protection", (42, 1465, 1038, 1520), "item_total_price", d=1),
                    btn("Edit listing", (42, 1570, 530, 1690), "edit_button", d=1), btn("Bump", (550, 1570, 1038, 1690), "bump_button", d=1),
                    btn("Mark as sold", (42, 1710, 530, 1830), "sold_button", d=1), btn("Delete", (550, 1710, 1038, 1830), "delete_button", d=1),
                    tv(f"Uploaded {it['up']}", (42, 1870, 1038, 1930), "uploaded", d=1)]
        else:
            rows = [("Brand", it["brand"]), ("Size", it["size"]), ("Condition", it["cond"]), ("Colour", it["colour"]), ("Location", "Berlin, Germany"),
                    ("Views", str(it["views"])), ("Interested", f"{it['favs']} members"), ("Uploaded", it["up"])]
            out += [tv(it["title"], (42, 300, 1038, 380), "item_title", d=1), tv(it["desc"], (42, 400, 1038, 560), "item_description", d=1)]
            for i, (k, v) in enumerate(rows):
                b = Y(i, 600, 110)
                out += [tv(k, (42, b[1] + 25, 500, b[1] + 85), "attribute_name", d=1), tv(v, (520, b[1] + 25, 1038, b[1] + 85), "attribute_value", d=1)]
            out.append(tv("Shipping: from €3.49", (42, 1520, 1038, 1590), "shipping", d=1))
        return out + nav("Profile")

    def wardrobe(t: Traj) -> list[dict[str, Any]]:
        shown = [i for i in items if i is not st["hide"]]
        out = [tv("lena_closet", (63, 170, 700, 256)), ib("Settings", (933, 150, W, 276)),
               E("ScrollView", b=(0, 290, W, 2180), scroll=True), E("ImageView", desc="lena_closet", b=(42, 310, 242, 510), rid="avatar", d=1),
               E("RatingBar", desc="Rating 4.9 of 5", b=(280, 330, 700, 400), rid="rating", d=1), tv("38 reviews", (720, 330, 1038, 400), "review_count", d=1),
               tv("Berlin, Germany · Last seen 2 minutes ago", (280, 420, 1038, 480), "location", d=1),
               E("TextView", text="Wardrobe", b=(0, 540, 360, 640), click=True, sel=True, d=1), E("TextView", text="Reviews", b=(360, 540, 720, 640), click=True, d=1),
               E("TextView", text="About", b=(720, 540, W, 640), click=True, d=1), tv(f"{len(shown)} items", (42, 670, 600, 740), "items_count", d=1)]
        for i, it in enumerate(shown):
            x, y = (i % 2) * 540, 770 + (i // 2) * 470
            out += [E("FrameLayout", desc=it["title"], b=(x + 21, y, x + 519, y + 450), rid="item_box", click=True, d=1),
                    tv(eur(it["c"]), (x + 42, y + 320, x + 300, y + 370), "item_box_price", d=2), tv(it["size"], (x + 42, y + 372, x + 300, y + 410), "item_box_size", d=2),
                    tv(it["brand"], (x + 42, y + 410, x + 400, y + 445), "item_box_brand", d=2),
                    E("Button", desc=f"Favourite, {it['favs']}", b=(x + 390, y + 320, x + 500, y + 400), rid="favourite_button", click=True, d=2)]
        return out + nav("Profile")

    t.start(sell)
    form["title"] = "Levi's 501 jeans"
    t.type("item_title", "Levi's 501 jeans", sell)
    form["desc"] = "Classic straight fit, W30 L32, worn a few times. Hem unaltered."
    t.type("item_description", form["desc"], sell, dt=2)
    form["price"] = "32"
    t.type("item_price", "32", sell)
    levis = {"title": "Levi's 501 jeans", "c": 3200, "size": "W30 L32", "brand": "Levi's", "cond": "Very good", "favs": 0, "views": 0, "up": "just now",
             "colour": "Blue", "desc": form["desc"]}
    items.insert(0, levis)
    st["item"] = levis
    t.tap("Upload", item_page)
    t.tap("Profile", wardrobe)
    st["item"] = items[1]
    t.tap("Zara linen blazer", item_page)
    st["scrolled"] = True
    t.scroll("down", item_page)
    st["scrolled"], st["hide"] = False, levis
    t.back(wardrobe)
    st["item"] = items[2]
    t.tap("Nike Air Max 90", item_page)
    t.tap("Edit listing", sell_edit(items[2], nav))
    t.add_to(rs, turn=8, kind="The Levi's 501 jeans listing uploaded at turn 4 and shown in a 6-item wardrobe at turn 5 is gone at turn 8, where the wardrobe says 5 items.")


def sell_edit(it: dict[str, Any], nav: Callable[[str], list[dict[str, Any]]]) -> Callable[[Traj], list[dict[str, Any]]]:
    def f(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Close", (0, 150, 147, 276)), tv("Edit listing", (168, 170, 700, 256)), E("ScrollView", b=(0, 290, W, 2180), scroll=True),
               E("HorizontalScrollView", b=(0, 300, W, 560), rid="photo_list", d=1)]
        for i in range(3):
            out.append(E("ImageView", desc=f"Photo {i + 1} of 3", b=(21 + i * 260, 320, 261 + i * 260, 540), rid="photo_thumbnail", click=True, d=2))
        out += [et(it["title"], (42, 590, 1038, 720), "item_title", d=1), et(it["desc"], (42, 750, 1038, 960), "item_description", d=1),
                tv("Category", (63, 990, 500, 1050), d=1), tv("Men › Shoes › Trainers", (500, 990, 1017, 1050), "category_value", click=True, d=1),
                tv("Brand", (63, 1080, 500, 1140), d=1), tv(it["brand"], (500, 1080, 1017, 1140), "brand_value", click=True, d=1),
                tv("Size", (63, 1170, 500, 1230), d=1), tv(it["size"], (500, 1170, 1017, 1230), "size_value", click=True, d=1),
                tv("Condition", (63, 1260, 500, 1320), d=1), tv(it["cond"], (500, 1260, 1017, 1320), "condition_value", click=True, d=1),
                tv("Colour", (63, 1350, 500, 1410), d=1), tv(it["colour"], (500, 1350, 1017, 1410), "color_value", click=True, d=1),
                et(f"{it['c'] // 100}.{it['c'] % 100:02d}", (42, 1450, 1038, 1580), "item_price", d=1),
                btn("Save", (42, 2030, 1038, 2160), "save_button")]
        return out + nav("Profile")
    return f


# ---------------------------------------------------------------------------------------------------
# 21 Headspace (clean): a 10-minute session played to the end; streak, totals and weekly minutes go up
# ---------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    t = Traj("h63-android-21", "Headspace", "com.getsomeheadspace.android", tree=True, clock=(12, 30), battery=76, drain=9)
    prof: dict[str, Any] = {"streak": 4, "total": 755, "sessions": 91, "week": 18,
                            "recent": [("Focus: Deep Work", "8 min", "Yesterday"), ("Body Scan", "10 min", "Mon"), ("Basics, Day 7", "10 min", "Sun"),
                                       ("Sleepcast: Rainday Antiques", "45 min", "Sat")]}
    st: dict[str, Any] = {"dur": 5, "done": False, "elapsed": 0}

    def nav(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", desc=n, b=(i * 270, 2180, i * 270 + 270, 2337), rid="nav_" + n.lower(), click=True, sel=n == sel)
                for i, n in enumerate(("Today", "Explore", "Profile", "Help"))]

    def today(t: Traj) -> list[dict[str, Any]]:
        out = [tv("Good afternoon, Sam", (63, 180, 900, 280), "greeting"), ib("Search", (933, 170, W, 290), "search_button"),
               E("ScrollView", b=(0, 300, W, 2180), scroll=True), tv("Today's meditation", (63, 320, 800, 380), d=1),
               E("FrameLayout", desc="Letting Go of Stress, Meditation", b=(21, 400, 1059, 900), rid="hero_card", click=True, d=1),
               tv("Letting Go of Stress", (63, 700, 900, 780), "card_title", d=2),
               tv(f"Meditation · {st['dur']}-{st['dur'] + 5} min" if not st["done"] else "Completed · 10 min", (63, 790, 900, 850), "card_subtitle", d=2)]
        if st["done"]:
            out.append(E("ImageView", desc="Completed", b=(930, 430, 1030, 530), rid="completed_check", d=2))
        out += [tv("Afternoon reset", (63, 940, 800, 1000), d=1),
                E("FrameLayout", desc="Mindful Walking, Exercise", b=(21, 1020, 529, 1400), rid="content_card", click=True, d=1),
                tv("Mindful Walking", (63, 1280, 500, 1330), d=2), tv("Exercise · 8 min", (63, 1335, 500, 1385), d=2),
                E("FrameLayout", desc="Reframing Stress, Course", b=(551, 1020, 1059, 1400), rid="content_card", click=True, d=1),
                tv("Reframing Stress", (593, 1280, 1030, 1330), d=2), tv("Course · 10 days", (593, 1335, 1030, 1385), d=2)]
        return out + nav("Today")

    def session(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Close", (0, 150, 147, 276)), ib("Add to favorites", (933, 150, W, 276), "favorite_button"),
               E("ImageView", desc="Letting Go of Stress artwork", b=(0, 290, W, 1000)), tv("Letting Go of Stress", (63, 1030, 1017, 1120), "title"),
               tv("Meditation · Eve Lewis Prieto", (63, 1125, 1017, 1185), "subtitle"),
               tv("Release tension and stress with a technique that shifts your focus from your thoughts to your body.", (63, 1210, 1017, 1370), "description"),
               tv("Duration", (63, 1410, 600, 1470))]
        for i, m in enumerate((3, 5, 10, 15, 20)):
            out.append(E("TextView", text=str(m), desc=f"{m} minutes", b=(63 + i * 190, 1490, 233 + i * 190, 1620), rid="duration_chip", click=True, sel=m == st["dur"]))
        return out + [btn("Begin", (63, 2150, 1017, 2300), "begin_button")]

    def player(t: Traj) -> list[dict[str, Any]]:
        tot = st["dur"] * 60
        el = st["elapsed"]
        rem = tot - el
        return [ib("Close", (0, 150, 147, 276)), tv("Letting Go of Stress", (168, 170, 900, 256)),
                E("View", desc="Animation", b=(90, 400, 990, 1300)), E("SeekBar", desc=f"{el // 60}:{el % 60:02d} of {st['dur']}:00", b=(63, 1500, 1017, 1580), rid="progress", click=True),
                tv(f"{el // 60}:{el % 60:02d}", (63, 1590, 300, 1650), "elapsed"), tv(f"-{rem // 60}:{rem % 60:02d}", (780, 1590, 1017, 1650), "remaining"),
                ib("Rewind 15 seconds", (160, 1760, 320, 1920), "rewind"), ib("Pause", (440, 1740, 640, 1940), "play_pause"),
                ib("Forward 15 seconds", (760, 1760, 920, 1920), "forward")]

    def complete(t: Traj) -> list[dict[str, Any]]:
        return [ib("Close", (0, 150, 147, 276)), tv("Nice work, Sam", (63, 400, 1017, 520), "title"),
                tv("You meditated for 10 minutes", (63, 540, 1017, 610), "subtitle"),
                E("LinearLayout", b=(63, 700, 1017, 1000), rid="stats_row"), tv("Run streak", (100, 730, 500, 790), d=1), tv(f"{prof['streak']} days", (100, 800, 500, 900), d=1),
                tv("Total sessions", (560, 730, 980, 790), d=1), tv(str(prof["sessions"]), (560, 800, 980, 900), d=1),
                tv("How do you feel?", (63, 1100, 1017, 1170)), btn("Calmer", (63, 1200, 520, 1320), "mood_1"), btn("Same", (560, 1200, 1017, 1320), "mood_2"),
                btn("Done", (63, 2150, 1017, 2300), "done_button")]

    def profile(scrolled: bool) -> Callable[[Traj], list[dict[str, Any]]]:
        def f(t: Traj) -> list[dict[str, Any]]:
            tot = prof["total"]
            avg = round(tot / prof["sessions"])
            out = [tv("Profile", (63, 170, 600, 256)), ib("Settings", (933, 150, W, 276), "settings_button"), E("ScrollView", b=(0, 290, W, 2180), scroll=True)]
            if not scrolled:
                out += [E("ImageView", desc="Sam Okafor", b=(63, 320, 263, 520), rid="avatar", d=1), tv("Sam Okafor", (300, 360, 1017, 440), "name", d=1),
                        tv("Member since Jan 2023", (300, 445, 1017, 500), "member_since", d=1), tv("Stats", (63, 580, 600, 650), d=1)]
                stats = [("Run streak", f"{prof['streak']} days"), ("Total time meditated", f"{tot // 60} hr {tot % 60} min"),
                         ("Sessions completed", str(prof["sessions"])), ("Average duration", f"{avg} min")]
                for i, (k, v) in enumerate(stats):
                    x, y = (i % 2) * 540, 680 + (i // 2) * 300
                    out += [E("LinearLayout", b=(x + 21, y, x + 519, y + 280), d=1), tv(v, (x + 63, y + 60, x + 500, y + 160), "stat_value", d=2),
                            tv(k, (x + 63, y + 170, x + 500, y + 230), "stat_label", d=2)]
                out += [tv("Mindful minutes this week", (63, 1320, 800, 1380), d=1), tv(f"{prof['week']} min", (63, 1390, 800, 1470), "week_minutes", d=1),
                        E("ImageView", desc="Weekly chart", b=(21, 1490, 1059, 2150), d=1)]
            else:
                out += [tv("Mindful minutes this week", (63, 300, 800, 360), d=1), tv(f"{prof['week']} min", (63, 370, 800, 450), "week_minutes", d=1),
                        E("ImageView", desc="Weekly chart", b=(21, 470, 1059, 1130), d=1), tv("Recent", (63, 1170, 600, 1240), d=1)]
                for i, (name, dur, when) in enumerate(prof["recent"][:4]):
                    b = Y(i, 1260, 220)
                    out += [E("LinearLayout", b=b, click=True, d=1), tv(name, (63, b[1] + 40, 800, b[1] + 100), "history_title", d=2),
                            tv(f"{dur} · {when}", (63, b[1] + 110, 800, b[1] + 170), "history_subtitle", d=2)]
            return out + nav("Profile")
        return f

    t.start(today)
    t.tap("Profile", profile(False))
    t.tap("Today", today)
    t.tap("Letting Go of Stress", session)
    st["dur"] = 10
    t.tap("10", session)
    t.tap("Begin", player)
    st["elapsed"] = 252
    t.wait(player, dt=4)
    prof.update(streak=5, total=765, sessions=92, week=28)
    prof["recent"].insert(0, ("Letting Go of Stress", "10 min", "Today"))
    t.wait(complete, dt=6)
    st["done"] = True
    t.tap("Done", today)
    t.tap("Profile", profile(False))
    t.scroll("down", profile(True))
    t.add_to(rs)


# ---------------------------------------------------------------------------------------------------
# 22 PayByPhone (contradiction): the session details show a transposed licence plate
# ---------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    t = Traj("h63-android-22", "PayByPhone", "com.paybyphone", clock=(9, 40), battery=84, drain=10)
    st: dict[str, Any] = {"loc": None, "start": None, "mins": 90, "paid": 380, "plate_detail": "KM19 XTR"}
    plate = "KM19 XTR"

    def nav(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", desc=n, b=(i * 270, 2180, i * 270 + 270, 2337), rid="nav_" + n.lower(), click=True, sel=n == sel)
                for i, n in enumerate(("Parking", "History", "Vehicles", "Account"))]

    def gbp(c: int) -> str:
        return f"£{c // 100}.{c % 100:02d}"

    def park(t: Traj) -> list[dict[str, Any]]:
        out = [tv("Park", (63, 170, 600, 256)), ib("Help", (933, 150, W, 276)), tv("Where are you parking?", (63, 300, 1017, 370)),
               et(st["loc"], (42, 390, 1038, 520), "location_input", hint="Enter location number", focus=st["loc"] is not None)]
        if st["loc"]:
            out += [E("LinearLayout", b=(42, 530, 1038, 680), rid="location_suggestion", click=True), tv("48213", (84, 550, 400, 610), d=1),
                    tv("Cheltenham Road (On-street), Bristol BS6", (84, 612, 1017, 665), d=1)]
        else:
            out += [tv("Recent locations", (63, 560, 800, 620))] + rows2([("48213", "Cheltenham Road (On-street), Bristol BS6"),
                                                                          ("51730", "Gloucester Road (On-street), Bristol BS7")], 630, 170)
        out += [tv("Vehicle", (63, 1040, 600, 1100)), E("LinearLayout", b=(42, 1110, 1038, 1260), rid="vehicle_card", click=True),
                tv(plate, (84, 1130, 600, 1190), "vehicle_plate", d=1), tv("Ford Fiesta · Car", (84, 1195, 800, 1245), "vehicle_desc", d=1),
                tv("Payment", (63, 1300, 600, 1360)), E("LinearLayout", b=(42, 1370, 1038, 1500), rid="payment_card", click=True),
                tv("Visa •••• 4417", (84, 1405, 800, 1465), "payment_label", d=1),
                btn("Continue", (42, 2010, 1038, 2140), "continue_button", enabled=bool(st["loc"]))]
        return out + nav("Parking")

    def duration(t: Traj) -> list[dict[str, Any]]:
        out = [ib("Navigate up", (0, 150, 147, 276)), tv("How long?", (168, 170, 700, 256)),
               tv("48213 · Cheltenham Road", (63, 300, 1017, 370), "location_title"), tv("Max stay 2 hr · £2.40 per hour · Mon–Sat 8:00–18:00", (63, 375, 1017, 430), "rate_info"),
               tv(plate, (63, 450, 600, 510), "vehicle_plate")]
        for i, (label, c) in enumerate((("30 min", 120), ("1 hr", 240), ("1 hr 30 min", 360), ("2 hr", 480))):
            b = Y(i, 560, 160, 42, 1038)
            out += [E("LinearLayout", b=b, rid="duration_option", click=True), tv(label, (84, b[1] + 50, 600, b[1] + 110), "duration_label", d=1),
                    tv(gbp(c), (780, b[1] + 50, 1017, b[1] + 110), "duration_price", d=1)]
        return out

    def confirm(t: Traj) -> list[dict[str, Any]]:
        rows = [("Location", "48213 · Cheltenham Road"), ("Vehicle", plate), ("Duration", "1 hr 30 min"), ("Rate", "£2.40 per hour"),
                ("Parking", "£3.60"), ("Convenience fee", "£0.20"), ("Total", "£3.80"), ("Payment", "Visa •••• 4417")]
        out = [ib("Navigate up", (0, 150, 147, 276)), tv("Confirm parking", (168, 170, 700, 256))]
        for i, (k, v) in enumerate(rows):
            b = Y(i, 300, 120)
            out += [tv(k, (63, b[1] + 30, 500, b[1] + 90), "summary_label"), tv(v, (520, b[1] + 30, 1017, b[1] + 90), "summary_value")]
        return out + [btn("Pay & start", (42, 2010, 1038, 2140), "pay_button")]

    def active(t: Traj) -> list[dict[str, Any]]:
        end = st["start"] + st["mins"]
        left = end - t.minute
        out = [tv("Parking", (63, 170, 600, 256)), ib("Help", (933, 150, W, 276)),
               E("LinearLayout", b=(21, 300, 1059, 1100), rid="active_session_card"), tv("Parking in 48213", (63, 340, 1017, 420), "session_location", d=1),
               tv("Cheltenham Road, Bristol", (63, 425, 1017, 480), "session_address", d=1), tv(plate, (63, 500, 600, 560), "session_plate", d=1),
               tv(f"Expires {t.clock(end)}", (63, 600, 1017, 700), "session_expiry", d=1),
               tv(f"{left // 60} hr {left % 60} min left" if left >= 60 else f"{left} min left", (63, 710, 1017, 770), "session_remaining", d=1),
               E("ProgressBar", desc=f"{round(100 * (st['mins'] - left) / st['mins'])}% elapsed", b=(63, 800, 1017, 840), rid="session_progress", d=1),
               tv(f"Total paid {gbp(st['paid'])}", (63, 870, 1017, 930), "session_paid", d=1),
               btn("Extend", (63, 970, 520, 1080), "extend_button", d=1), btn("Stop parking", (560, 970, 1017, 1080), "stop_button", d=1),
               tv("View details", (63, 1130, 600, 1200), "details_link", click=True)]
        return out + nav("Parking")

    def details(t: Traj) -> list[dict[str, Any]]:
        rows = [("Location", "48213 · Cheltenham Road (On-street), Bristol BS6"), ("Vehicle", st["plate_detail"]), ("Start", t.clock(st["start"])),
                ("Expires", t.clock(st["start"] + st["mins"])), ("Duration", "1 hr 30 min"), ("Parking", "£3.60"), ("Convenience fee", "£0.20"),
                ("Total", gbp(st["paid"])), ("Payment", "Visa •••• 4417"), ("Reference", "PBP-7730412"), ("Operator", "Bristol City Council")]
        out = [ib("Navigate up", (0, 150, 147, 276)), tv("Session details", (168, 170, 700, 256)), E("ScrollView", b=(0, 290, W, 2180), scroll=True)]
        for i, (k, v) in enumerate(rows):
            b = Y(i, 300, 130)
            out += [tv(k, (63, b[1] + 35, 420, b[1] + 95), "detail_label", d=1), tv(v, (440, b[1] + 35, 1017, b[1] + 95), "detail_value", d=1)]
        return out + [btn("Email receipt", (42, 2010, 1038, 2140), "receipt_button")]

    def extend(t: Traj) -> list[dict[str, Any]]:
        end = st["start"] + st["mins"]
        return [ib("Navigate up", (0, 150, 147, 276)), tv("Extend parking", (168, 170, 700, 256)),
                tv(f"Current expiry {t.clock(end)} · Max stay 2 hr", (63, 300, 1017, 370), "extend_info"),
                E("LinearLayout", b=(42, 420, 1038, 600), rid="duration_option", click=True), tv("+30 min", (84, 450, 600, 510), "duration_label", d=1),
                tv("£1.20 + £0.20 fee", (84, 515, 700, 570), "duration_price", d=1), tv(f"New expiry {t.clock(end + 30)}", (700, 470, 1017, 550), "new_expiry", d=1),
                tv("Longer extensions are not available: this location allows a maximum stay of 2 hr.", (63, 640, 1017, 760), "extend_note")]

    t.start(park)
    st["loc"] = "48213"
    t.type("location_input", "48213", park)
    t.tap("Continue", duration)
    t.tap("1 hr 30 min", confirm)
    st["start"] = t.minute + 1
    t.tap("Pay & start", active)
    st["plate_detail"] = "KM91 XTR"
    t.tap("View details", details)
    st["plate_detail"] = plate
    t.back(active, dt=2)
    t.tap("Extend", extend)
    st["mins"], st["paid"] = 120, 520
    t.tap("+30 min", active)
    t.add_to(rs, turn=5, kind="The session details list the vehicle as KM91 XTR while the same session was started for KM19 XTR (turns 2-4); no vehicle change.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
