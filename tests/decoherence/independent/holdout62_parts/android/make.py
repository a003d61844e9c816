# ruff: noqa: E501
"""Held-out set h62, domain android: 22 AndroidWorld trajectories written blind.

Every observation is the screen as AndroidWorld prints it (``UI element N: UIElement(...)`` lines, status bar
first). Eleven trajectories are clean (edits, renames, deletions, re-sorted lists, live counters and clocks that
move) and eleven hold exactly one contradiction, labeled with the 1-based turn whose observation first
conflicts with an earlier one. Screens are rendered from small per-app state so revisits stay consistent;
each contradiction is one detail injected on purpose.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import RowSet

SYS = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as AndroidWorld lists it (`UI element N: UIElement(...)` lines)
3. **Android Action**: An AndroidWorld action in JSON (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait)

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

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYSUI = "com.android.systemui"
CLS = {n: f"android.widget.{n}" for n in (
    "TextView", "Button", "ImageButton", "ImageView", "EditText", "Switch", "CheckBox", "LinearLayout",
    "FrameLayout", "ScrollView", "RelativeLayout", "SeekBar", "ProgressBar", "RadioButton", "Spinner",
    "ToggleButton", "CompoundButton", "HorizontalScrollView", "ListView")}
CLS.update({"View": "android.view.View", "ViewGroup": "android.view.ViewGroup",
            "RecyclerView": "androidx.recyclerview.widget.RecyclerView", "DrawerLayout": "androidx.drawerlayout.widget.DrawerLayout"})


class Clk:
    """Wall clock of the device (status bar shows h:mm, 12-hour) and a battery that drains slowly."""

    def __init__(self, h: int, m: int, batt: int = 80, s: int = 0) -> None:
        self.t0 = self.t = h * 3600 + m * 60 + s
        self.b0 = batt

    def adv(self, sec: int) -> None:
        self.t += sec

    @property
    def hm(self) -> str:
        h, m = (self.t // 3600) % 24, (self.t // 60) % 60
        return f"{(h - 1) % 12 + 1}:{m:02d}"

    @property
    def hm24(self) -> str:
        return f"{(self.t // 3600) % 24:02d}:{(self.t // 60) % 60:02d}"

    @property
    def ampm(self) -> str:
        return self.hm + (" PM" if (self.t // 3600) % 24 >= 12 else " AM")

    @property
    def batt(self) -> int:
        return self.b0 - (self.t - self.t0) // 540


def q(v: Any) -> str:
    return "None" if v is None else repr(v)


class Scr:
    """One screen: the status bar, then the app's elements in AndroidWorld's order."""

    def __init__(self, pkg: str, c: Clk, icons: tuple[str, ...] = (), wifi: str = "Wifi signal full.") -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = []
        self.y = 136
        self.row = (136, 136)
        self.add(c.hm, rid=f"{SYSUI}:id/clock", box=(42, 132, 34, 102), pkg=SYSUI)
        x = 150
        for ic in icons:
            self.add(None, ic, "ImageView", box=(x, x + 50, 44, 94), pkg=SYSUI)
            x += 58
        self.add(None, wifi, "ImageView", box=(846, 896, 44, 94), pkg=SYSUI, rid=f"{SYSUI}:id/wifi_signal")
        self.add(None, "Phone signal full.", "ImageView", box=(904, 950, 44, 94), pkg=SYSUI, rid=f"{SYSUI}:id/mobile_signal")
        self.add(None, f"Battery {c.batt} percent.", "LinearLayout", box=(958, 1046, 44, 94), pkg=SYSUI, rid=f"{SYSUI}:id/battery")

    def add(self, text: str | None = None, desc: str | None = None, cls: str = "TextView", rid: str | None = None, *,
            box: tuple[int, int, int, int] | None = None, x: tuple[int, int] = (42, 1038), h: int = 59, gap: int = 22,
            same: bool = False, click: bool = False, edit: bool = False, check: bool | None = None, sel: bool = False,
            scroll: bool = False, focus: bool = False, lclick: bool = False, hint: str | None = None,
            enabled: bool = True, pkg: str | None = None) -> "Scr":
        if box is None:
            if same:
                y0 = self.row[0]
            else:
                y0 = self.y + gap
            y1 = y0 + h
            self.y = max(self.y, y1)
            box = (x[0], x[1], y0, y1)
            self.row = (y0, y1)
        pkg = pkg or self.pkg
        if rid and ":" not in rid:
            rid = f"{pkg}:id/{rid}"
        self.els.append({"text": text, "desc": desc, "cls": CLS.get(cls, cls), "rid": rid, "box": box, "hint": hint,
                         "check": check, "click": click, "edit": edit, "sel": sel, "scroll": scroll,
                         "focus": focus, "lclick": lclick, "enabled": enabled, "pkg": pkg})
        return self

    def bar(self, title: str | None, back: bool = True, actions: tuple[str, ...] = (), sub: str | None = None,
            rid: str = "toolbar") -> "Scr":
        self.add(None, None, "ViewGroup", rid, box=(0, 1080, 136, 283))
        if back:
            self.add(None, "Navigate up", "ImageButton", box=(0, 147, 147, 273), click=True)
        if title is not None:
            x0, x1 = (189 if back else 52), min(760, 1060 - 147 * len(actions))
            if sub is None:
                self.add(title, box=(x0, x1, 175, 245))
            else:
                self.add(title, box=(x0, x1, 150, 212))
                self.add(sub, box=(x0, x1, 214, 262))
        x = 1080 - 147 * len(actions)
        for a in actions:
            self.add(None, a, "ImageButton" if a != "More options" else "ImageView", box=(x, x + 147, 147, 273), click=True)
            x += 147
        self.y = 283
        return self

    def item(self, title: str, summary: str | None = None, *, x: tuple[int, int] = (189, 1038), switch: bool | None = None,
             rt: str = "android:id/title", rs: str = "android:id/summary", enabled: bool = True, gap: int = 42) -> "Scr":
        self.add(title, rid=rt, x=(x[0], 840 if switch is not None else x[1]), h=59, gap=gap, click=True, enabled=enabled)
        y0 = self.row[0]
        if summary is not None:
            self.add(summary, rid=rs, x=(x[0], 840 if switch is not None else x[1]), h=50, gap=4, enabled=enabled)
        if switch is not None:
            self.add(None, None, "Switch", "android:id/switch_widget", box=(880, 1038, y0 + 8, y0 + 90), click=True,
                     check=switch, enabled=enabled)
        return self

    def nav(self, tabs: tuple[str, ...], sel: str, rid: str = "navigation_bar_item_small_label_view", y: int = 2211) -> "Scr":
        w = 1080 // len(tabs)
        for i, t in enumerate(tabs):
            self.add(t, None, "TextView", rid, box=(i * w, (i + 1) * w, y, y + 127), click=True, sel=(t == sel))
        return self

    def idx(self, label: str, n: int = 0) -> int:
        hits = [i for i, e in enumerate(self.els) if label in (e["text"], e["desc"], e["hint"]) or (e["rid"] or "").endswith("/" + label)]
        if len(hits) <= n:
            raise ValueError(f"no element {label!r} on screen")
        return hits[n]

    def __str__(self) -> str:
        out = []
        for i, e in enumerate(self.els):
            x0, x1, y0, y1 = e["box"]
            out.append(
                f"UI element {i}: UIElement(text={q(e['text'])}, content_description={q(e['desc'])}, "
                f"class_name={q(e['cls'])}, bbox=None, bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1}), "
                f"hint_text={q(e['hint'])}, is_checked={e['check'] is True}, is_checkable={e['check'] is not None}, "
                f"is_clickable={e['click']}, is_editable={e['edit']}, is_enabled={e['enabled']}, is_focused={e['focus']}, "
                f"is_focusable={e['click'] or e['edit']}, is_long_clickable={e['lclick']}, is_scrollable={e['scroll']}, "
                f"is_selected={e['sel']}, is_visible=True, package_name={q(e['pkg'])}, resource_name={q(e['rid'])}, "
                f"tooltip=None, resource_id=None, metadata=None)")
        return "\n".join(out)


Act = Callable[[Scr], str]


def act(action_type: str, **kw: Any) -> str:
    return json.dumps({"action_type": action_type, **kw}, ensure_ascii=False)


def tap(label: str, n: int = 0) -> Act:
    return lambda s: act("click", index=s.idx(label, n))


def hold(label: str, n: int = 0) -> Act:
    return lambda s: act("long_press", index=s.idx(label, n))


def typ(label: str, text: str, n: int = 0) -> Act:
    return lambda s: act("input_text", text=text, index=s.idx(label, n))


def back() -> Act:
    return lambda s: act("navigate_back")


def scroll(direction: str) -> Act:
    return lambda s: act("scroll", direction=direction)


def wait() -> Act:
    return lambda s: act("wait")


class Run:
    """A trajectory in progress: the starting screen, then (action on the current screen, next screen) turns."""

    def __init__(self, c: Clk, first: Scr) -> None:
        self.c, self.s = c, first
        self.state = str(first)
        self.turns: list[tuple[str, str]] = []

    def go(self, a: Act, fn: Callable[..., Scr], *args: Any, dt: int = 6, **kw: Any) -> Scr:
        action = a(self.s)
        self.c.adv(dt)
        self.s = fn(self.c, *args, **kw)
        self.turns.append((action, str(self.s)))
        return self.s


def dialog(s: Scr, title: str, body: list[tuple[str, dict[str, Any]]], buttons: tuple[str, ...], y0: int = 880) -> Scr:
    """Append a centered AlertDialog window on top of the screen."""
    s.add(None, None, "FrameLayout", "android:id/content", box=(70, 1010, y0, y0 + 150 + 120 * len(body) + 150), pkg=s.pkg)
    s.add(title, None, "TextView", "android:id/alertTitle", box=(133, 947, y0 + 60, y0 + 130))
    y = y0 + 160
    for text, kw in body:
        kw = dict(kw)
        cls = kw.pop("cls", "TextView")
        rid = kw.pop("rid", "android:id/message")
        s.add(text, kw.pop("desc", None), cls, rid, box=(133, 947, y, y + 100), **kw)
        y += 120
    x = 947 - 230 * len(buttons)
    for i, b in enumerate(buttons):
        s.add(b, None, "Button", f"android:id/button{len(buttons) - i}", box=(x, x + 214, y + 20, y + 126), click=True)
        x += 230
    return s


def recycler(s: Scr, rid: str = "recycler_view", top: int = 283, bottom: int = 2400) -> None:
    s.add(None, None, "RecyclerView", rid, box=(0, 1080, top, bottom), scroll=True)
    s.y = top


def snack(s: Scr, text: str, action: str | None = None, y: int = 1990) -> None:
    s.add(text, None, "TextView", "snackbar_text", box=(74, 760 if action else 1006, y, y + 120))
    if action:
        s.add(action, None, "Button", "snackbar_action", box=(790, 1006, y + 10, y + 110), click=True)


# --------------------------------------------------------------------------- 01 Settings: rename and turn on the hotspot (clean)
ST = "com.android.settings"


def st_home(c: Clk) -> Scr:
    s = Scr(ST, c)
    s.add("Search settings", None, "TextView", "search_action_bar_title", box=(42, 1038, 170, 296), click=True)
    recycler(s, top=320)
    for t, sm in (("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                  ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                  ("Battery", f"{c.batt}% - Until about 11:15 PM"), ("Storage", "44% used - 71.38 GB free"),
                  ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                  ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
                  ("Security & privacy", "App security, device lock, permissions")):
        s.item(t, sm)
    return s


def st_net(c: Clk, hot: bool) -> Scr:
    s = Scr(ST, c, icons=("Hotspot on.",) if hot else ())
    s.bar("Network & internet", actions=("Search settings",))
    recycler(s)
    s.item("Internet", "HomeNet-5G")
    s.item("Calls & SMS", "T-Mobile")
    s.item("SIMs", "T-Mobile")
    s.item("Airplane mode", None, switch=False)
    s.item("Hotspot & tethering", "Hotspot on" if hot else "Off")
    s.item("Data Saver", "Off")
    s.item("VPN", "None")
    s.item("Private DNS", "Automatic")
    s.item("Adaptive connectivity", None)
    return s


def st_tether(c: Clk, hot: bool, name: str) -> Scr:
    s = Scr(ST, c, icons=("Hotspot on.",) if hot else ())
    s.bar("Hotspot & tethering", actions=("Search settings",))
    recycler(s)
    s.item("Wi‑Fi hotspot", f"Sharing internet via {name}" if hot else "Off")
    s.item("USB tethering", "Share phone’s internet connection via USB", switch=False, enabled=False)
    s.item("Bluetooth tethering", "Share phone’s internet connection via Bluetooth", switch=False)
    s.item("Ethernet tethering", "Share phone’s internet connection via USB Ethernet", switch=False, enabled=False)
    s.add("Use hotspot and tethering to provide internet to other devices through your mobile data connection. Apps can also create a hotspot to share content with nearby devices.",
          rid="android:id/title", x=(42, 1038), h=206, gap=64)
    return s


def st_hot(c: Clk, hot: bool, name: str, dlg: str | None = None) -> Scr:
    s = Scr(ST, c, icons=("Hotspot on.",) if hot else ())
    s.bar("Wi‑Fi hotspot", actions=("Search settings",))
    s.add(None, None, "LinearLayout", "main_switch_bar", box=(42, 1038, 310, 450), click=True, check=hot)
    s.add("Use Wi‑Fi hotspot", None, "TextView", "switch_text", box=(84, 840, 345, 415))
    s.add(None, None, "Switch", "switch_widget", box=(880, 1010, 338, 422), click=True, check=hot)
    recycler(s, top=470)
    s.item("Hotspot name", name)
    s.item("Hotspot security", "WPA2-Personal")
    s.item("Hotspot password", "••••••••••")
    s.item("Turn off hotspot automatically", "When no devices are connected", switch=True)
    s.item("Extend compatibility", "Helps other devices find this hotspot. Reduces hotspot connection speed.", switch=False)
    s.item("Speed & compatibility", "2.4 GHz / Works with most devices")
    if dlg is not None:
        dialog(s, "Hotspot name", [(dlg, {"cls": "EditText", "rid": "android:id/edit", "edit": True, "click": True, "focus": True})],
               ("Cancel", "OK"))
    return s


def t01(rs: RowSet) -> None:
    c = Clk(9, 41, 84)
    r = Run(c, st_home(c))
    r.go(tap("Network & internet"), st_net, False, dt=4)
    r.go(tap("Hotspot & tethering"), st_tether, False, "Pixel_4821", dt=5)
    r.go(tap("Wi‑Fi hotspot"), st_hot, False, "Pixel_4821", dt=6)
    r.go(tap("Hotspot name"), st_hot, False, "Pixel_4821", dlg="Pixel_4821", dt=5)
    r.go(typ("edit", "Maya's Pixel"), st_hot, False, "Pixel_4821", dlg="Maya's Pixel", dt=14)
    r.go(tap("OK"), st_hot, False, "Maya's Pixel", dt=4)
    r.go(tap("Use Wi‑Fi hotspot"), st_hot, True, "Maya's Pixel", dt=9)
    r.go(back(), st_tether, True, "Maya's Pixel", dt=6)
    r.go(back(), st_net, True, dt=5)
    rs.add("android", "h62-android-01", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 02 Markor: append a line, rename a file (bad: ticket number in a line)
MK = "net.gsantner.markor"
MK_REPAIRS = ("# Home repairs\nBudget: $420 · deadline 31 May\n\n- [ ] Call plumber about kitchen leak (ticket #48213)\n"
              "- [x] Replace hallway bulb (E27, 9 W)\n- [ ] Order gutter guards – 6 × 1 m\n- [ ] Repaint bathroom door (RAL 9010)\n")


def mk_size(v: str | int) -> str:
    n = v if isinstance(v, int) else len(v.encode())
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


def mk_list(c: Clk, files: dict[str, tuple[str, str | int]], sel: str | None = None, dlg: str | None = None) -> Scr:
    s = Scr(MK, c)
    if sel:
        s.bar("1", actions=("Rename", "Share", "Delete", "More options"))
    else:
        s.bar("Markor", back=False, actions=("Search", "Sort by", "More options"))
    s.add("/storage/emulated/0/Documents/markor", None, "TextView", "ui__filesystem_fragment__path", box=(42, 1038, 290, 340))
    recycler(s, "ui__filesystem_fragment__recycler_view", top=350, bottom=2200)
    rows = [("..", None, "Parent folder"), ("archive", None, "2024-02-01 11:30 · 12 items")]
    for name in sorted(files, key=str.lower):
        when, size = files[name]
        rows.append((name, name == sel, f"{when} · {mk_size(size)}"))
    for name, picked, descr in rows:
        y = s.y + 24
        s.add(None, "Selected" if picked else None, "ImageView", "ui__filesystem_item__image", box=(42, 168, y, y + 126))
        s.add(name, None, "TextView", "ui__filesystem_item__title", box=(200, 1038, y + 8, y + 67), click=True, lclick=True, sel=bool(picked))
        s.add(descr, None, "TextView", "ui__filesystem_item__description", box=(200, 1038, y + 71, y + 116))
        s.y = y + 126
    s.add(None, "Create a new file", "ImageButton", "fab_add_new_item", box=(858, 1016, 2030, 2188), click=True)
    s.nav(("Files", "To-Do", "QuickNote", "More"), "Files", rid="nav_item_label")
    if dlg is not None:
        dialog(s, "Rename", [(dlg, {"cls": "EditText", "rid": "new_name", "edit": True, "click": True, "focus": True})], ("Cancel", "OK"))
    return s


def mk_edit(c: Clk, name: str, content: str, focus: bool) -> Scr:
    s = Scr(MK, c)
    s.bar(name.rsplit(".", 1)[0], actions=("Undo", "Save", "View mode", "More options"))
    s.add(content, None, "EditText", "document__fragment__edit__highlighting_editor", box=(0, 1080, 283, 1420 if focus else 2337),
          click=True, edit=True, focus=focus, lclick=True, scroll=True)
    if focus:
        x = 0
        for d in ("Checkbox", "Unordered list", "Ordered list", "Header", "Bold", "Italic", "Link", "Insert date"):
            s.add(None, d, "ImageView", "textactions_bar_button", box=(x, x + 135, 1420, 1540), click=True)
            x += 135
    return s


def t02(rs: RowSet) -> None:
    c = Clk(10, 4, 67)
    files: dict[str, tuple[str, str | int]] = {
        "budget_may.txt": ("2024-05-09 18:22", 1163), "groceries.txt": ("2024-05-13 19:40", 96),
        "home_repairs.md": ("2024-05-11 09:15", MK_REPAIRS), "ideas.md": ("2024-04-27 22:03", 1948),
        "QuickNote.md": ("2024-05-14 08:12", 512), "reading_list.md": ("2024-03-30 12:48", 734), "todo.txt": ("2024-05-12 07:55", 389)}
    r = Run(c, mk_list(c, files))
    r.go(tap("home_repairs.md"), mk_edit, "home_repairs.md", MK_REPAIRS, False, dt=5)
    r.go(tap("document__fragment__edit__highlighting_editor"), mk_edit, "home_repairs.md", MK_REPAIRS, True, dt=4)
    text = MK_REPAIRS + "- [ ] Fix garage door sensor"
    r.go(typ("document__fragment__edit__highlighting_editor", "- [ ] Fix garage door sensor"), mk_edit, "home_repairs.md", text, True, dt=38)
    c.adv(5)
    files["home_repairs.md"] = (f"2024-05-14 {c.hm24}", text)
    r.go(back(), mk_list, files, dt=0)
    r.go(hold("ideas.md"), mk_list, files, sel="ideas.md", dt=7)
    r.go(tap("Rename"), mk_list, files, sel="ideas.md", dlg="ideas.md", dt=4)
    r.go(typ("new_name", "project_ideas.md"), mk_list, files, sel="ideas.md", dlg="project_ideas.md", dt=16)
    files["project_ideas.md"] = files.pop("ideas.md")
    r.go(tap("OK"), mk_list, files, dt=4)
    r.go(tap("home_repairs.md"), mk_edit, "home_repairs.md", text.replace("#48213", "#48231"), False, dt=6)
    rs.add("android", "h62-android-02", SYS, r.turns, state=r.state, bad=True, turn=9,
           kind="Reopened home_repairs.md shows the plumber ticket as #48231, but the file had #48213 and that line was never edited.")


# --------------------------------------------------------------------------- 03 Clock: delete an alarm, enable another (bad: deleted alarm back)
DC = "com.google.android.deskclock"
DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")


def hm12(sec: int) -> str:
    h, m = (sec // 3600) % 24, (sec // 60) % 60
    return f"{(h - 1) % 12 + 1}:{m:02d} {'PM' if h >= 12 else 'AM'}"


def dc_alarms(c: Clk, alarms: list[dict[str, Any]], expand: int | None = None, note: tuple[str, str | None] | None = None) -> Scr:
    s = Scr(DC, c, icons=("Alarm set for Thu 10:30 PM.",))
    s.add("Alarm", None, "TextView", "action_bar_title", box=(52, 600, 175, 260))
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    recycler(s, "alarm_recycler_view", top=290, bottom=2190)
    for i, a in enumerate(alarms):
        y = s.y + 24
        if a["label"]:
            s.add(a["label"], None, "TextView", "edit_label", box=(84, 700, y + 10, y + 60), click=True)
        s.add(a["time"], None, "TextView", "digital_clock", box=(84, 620, y + 64, y + 200), click=True)
        s.add(None, None, "Switch", "onoff", box=(860, 1000, y + 100, y + 180), click=True, check=a["on"])
        s.add(", ".join(d[:3] for d in a["days"]) if a["days"] else "Not scheduled", None, "TextView", "days_of_week", box=(84, 800, y + 208, y + 258))
        if i == expand:
            yy = y + 280
            for k, d in enumerate(("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")):
                s.add(d[0], d, "ToggleButton", f"day_button_{k}", box=(60 + k * 138, 180 + k * 138, yy, yy + 120), click=True, check=d in a["days"])
            s.add("Add label" if not a["label"] else a["label"], None, "TextView", "edit_label_expanded", box=(84, 1000, yy + 150, yy + 230), click=True)
            s.add(a.get("tone", "Cesium"), "Ringtone", "TextView", "choose_ringtone", box=(84, 1000, yy + 250, yy + 330), click=True)
            s.add("Vibrate", None, "CheckBox", "vibrate_onoff", box=(84, 1000, yy + 350, yy + 430), click=True, check=True)
            s.add("Delete", None, "Button", "delete", box=(84, 400, yy + 450, yy + 540), click=True)
            s.add(None, "Collapse alarm", "ImageButton", "arrow", box=(900, 1020, yy + 450, yy + 540), click=True)
            s.y = yy + 560
        else:
            s.add(None, "Expand alarm", "ImageButton", "arrow", box=(900, 1020, y + 190, y + 270), click=True)
            s.y = y + 280
    s.add(None, "Add alarm", "ImageButton", "fab", box=(435, 645, 1960, 2170), click=True)
    if note:
        snack(s, note[0], note[1], y=1800)
    s.nav(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"), "Alarm")
    return s


def dc_timer(c: Clk) -> Scr:
    s = Scr(DC, c, icons=("Alarm set for Thu 10:30 PM.",))
    s.add("Timer", None, "TextView", "action_bar_title", box=(52, 600, 175, 260))
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    s.add("00h 00m 00s", None, "TextView", "timer_setup_time", box=(120, 960, 420, 600))
    for k, d in enumerate(("1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0")):
        col, row = k % 3, k // 3
        s.add(d, None, "Button", f"timer_setup_digit_{d}", box=(150 + col * 270, 390 + col * 270, 700 + row * 230, 900 + row * 230), click=True)
    s.add(None, "Delete", "ImageButton", "timer_setup_delete", box=(690, 930, 1390, 1590), click=True, enabled=False)
    s.add(None, "Start", "ImageButton", "fab", box=(435, 645, 1960, 2170), click=True, enabled=False)
    s.nav(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"), "Timer")
    return s


def dc_world(c: Clk) -> Scr:
    s = Scr(DC, c, icons=("Alarm set for Thu 10:30 PM.",))
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    s.add(c.ampm, None, "TextView", "digital_clock", box=(84, 996, 300, 520))
    s.add("Thu, May 16", None, "TextView", "date", box=(84, 600, 530, 590))
    s.add(None, "Next alarm Thu 10:30 PM", "TextView", "nextAlarm", box=(610, 996, 530, 590))
    recycler(s, "cities", top=640, bottom=2190)
    for city, off, rel in (("London", 8, "Today"), ("Berlin", 9, "Today"), ("Tokyo", 16, "Tomorrow")):
        t = c.t + off * 3600
        if (c.t // 3600) % 24 + off >= 24:
            rel = "Tomorrow"
        y = s.y + 30
        s.add(city, None, "TextView", "city_name", box=(84, 600, y, y + 70))
        s.add(f"{rel}, +{off} hr", None, "TextView", "city_day", box=(84, 600, y + 74, y + 124))
        s.add(hm12(t), None, "TextView", "digital_clock", box=(640, 996, y + 10, y + 110))
        s.y = y + 140
    s.add(None, "Cities", "ImageButton", "fab", box=(435, 645, 1960, 2170), click=True)
    s.nav(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"), "Clock")
    return s


def t03(rs: RowSet) -> None:
    c = Clk(14, 17, 58, 12)
    al = [{"time": "6:15 AM", "label": "Gym", "days": ("Monday", "Wednesday", "Friday"), "on": True, "tone": "Argon"},
          {"time": "7:00 AM", "label": "", "days": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"), "on": True},
          {"time": "7:30 AM", "label": "School run", "days": ("Tuesday", "Thursday"), "on": True},
          {"time": "9:00 AM", "label": "Sat long run", "days": ("Saturday",), "on": False, "tone": "Bright Morning"},
          {"time": "10:30 PM", "label": "Meds", "days": DAYS, "on": True, "tone": "Osmium"}]
    r = Run(c, dc_alarms(c, al))
    r.go(tap("Expand alarm", 2), dc_alarms, al, expand=2, dt=5)
    school = al.pop(2)
    r.go(tap("Delete"), dc_alarms, al, note=("Alarm deleted", "Undo"), dt=4)
    al[2] = dict(al[2], on=True)
    c.adv(9)
    left = (2 * 24 * 60 + 9 * 60) - (c.t // 60)
    msg = f"Alarm set for 1 day, {(left - 1440) // 60} hours, and {(left - 1440) % 60} minutes from now."
    r.go(tap("onoff", 2), dc_alarms, al, note=(msg, None), dt=0)
    r.go(tap("Timer"), dc_timer, dt=6)
    r.go(tap("Clock"), dc_world, dt=11)
    ghost = al[:2] + [school] + al[2:]
    r.go(tap("Alarm"), dc_alarms, ghost, dt=9)
    r.go(tap("Expand alarm", 0), dc_alarms, ghost, expand=0, dt=5)
    rs.add("android", "h62-android-03", SYS, r.turns, state=r.state, bad=True, turn=6,
           kind="The 7:30 AM 'School run' alarm deleted at turn 2 is listed again on the Alarm tab with no undo or re-add.")


# --------------------------------------------------------------------------- 04 Bring!: shared shopping list (clean)
BR = "ch.publisheria.bring"


def br_tiles(s: Scr, items: list[tuple[str, str | None]], on: set[str] | None = None) -> None:
    y = s.y
    for i, (name, spec) in enumerate(items):
        col = i % 3
        if col == 0:
            y = s.y + 18
            s.y = y + 290
        x0 = 24 + col * 346
        s.add(None, None, "ImageView", "ivItemIcon", box=(x0 + 105, x0 + 225, y + 20, y + 140))
        s.add(name, None, "TextView", "tvItemName", box=(x0, x0 + 330, y + 150, y + 210), click=True, lclick=True,
              sel=bool(on and name in on))
        if spec:
            s.add(spec, None, "TextView", "tvItemSpecification", box=(x0, x0 + 330, y + 214, y + 262))


def br_main(c: Clk, tobuy: list[tuple[str, str | None]], recent: list[tuple[str, str | None]], banner: str | None = None,
            lists: bool = False) -> Scr:
    s = Scr(BR, c)
    s.add("Home", "Open list selection", "TextView", "tvListName", box=(52, 560, 160, 260), click=True)
    s.add(None, "Share list", "ImageButton", "ivShareList", box=(786, 933, 147, 273), click=True)
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    s.add("What would you like to buy?", None, "TextView", "tvSearch", box=(42, 1038, 300, 420), click=True)
    recycler(s, "rvMain", top=440, bottom=2200)
    if banner:
        s.add(banner, None, "TextView", "tvActivityMessage", box=(42, 1038, 460, 540))
        s.y = 560
    br_tiles(s, tobuy)
    s.add("Recently used", None, "TextView", "tvSectionName", box=(42, 1038, s.y + 40, s.y + 110))
    s.y += 110
    br_tiles(s, recent)
    s.nav(("List", "Inspiration", "Profile"), "List", rid="bottom_nav_label")
    if lists:
        s.add(None, None, "FrameLayout", "design_bottom_sheet", box=(0, 1080, 1380, 2400))
        s.add("Your lists", None, "TextView", "tvTitle", box=(52, 1028, 1420, 1500))
        for k, (name, n) in enumerate((("Home", len(tobuy)), ("Camping trip", 3))):
            y = 1530 + k * 170
            s.add(name, None, "TextView", "tvListSelectionName", box=(180, 800, y, y + 70), click=True, sel=(k == 0))
            s.add(f"{n} items · shared with Jonas" if k == 0 else f"{n} items", None, "TextView", "tvListSelectionSubtitle", box=(180, 800, y + 74, y + 124))
        s.add("Create new list", None, "TextView", "tvCreateList", box=(180, 800, 1890, 1960), click=True)
    return s


def br_search(c: Clk, query: str | None, on: set[str]) -> Scr:
    s = Scr(BR, c)
    s.add(None, "Close search", "ImageButton", "ivCloseSearch", box=(0, 147, 147, 273), click=True)
    s.add(query, None, "EditText", "etSearch", box=(160, 1038, 160, 260), click=True, edit=True, focus=True,
          hint="What would you like to buy?")
    recycler(s, "rvSearchResults", top=300, bottom=1400)
    if query:
        s.add(f"Results for “{query}”", None, "TextView", "tvSectionName", box=(42, 1038, 320, 390))
        s.y = 390
        br_tiles(s, [("Basil", None), ("Thai basil", None), ("Basil pesto", None)], on)
    else:
        s.add("Popular", None, "TextView", "tvSectionName", box=(42, 1038, 320, 390))
        s.y = 390
        br_tiles(s, [("Apples", None), ("Butter", None), ("Rice", None), ("Cheese", None), ("Yogurt", None), ("Onions", None)], on)
    return s


def br_detail(c: Clk, tobuy: list[tuple[str, str | None]], recent: list[tuple[str, str | None]], name: str, spec: str) -> Scr:
    s = br_main(c, tobuy, recent)
    s.add(None, None, "FrameLayout", "design_bottom_sheet", box=(0, 1080, 1180, 2400))
    s.add(name, None, "TextView", "tvItemDetailName", box=(52, 1028, 1220, 1310))
    s.add(spec, None, "EditText", "etSpecification", box=(52, 1028, 1340, 1460), click=True, edit=True,
          hint="Add description (e.g. quantity)")
    s.add("Add photo", None, "TextView", "tvAddPhoto", box=(52, 1028, 1490, 1570), click=True)
    s.add("Remove from list", None, "Button", "btnRemove", box=(52, 520, 1650, 1780), click=True)
    s.add("Save", None, "Button", "btnSave", box=(560, 1028, 1650, 1780), click=True)
    return s


def t04(rs: RowSet) -> None:
    c = Clk(18, 26, 42)
    tobuy: list[tuple[str, str | None]] = [("Milk", "2 l, 1.5%"), ("Eggs", "12, free range"), ("Tomatoes", "1 kg, vine"),
                                           ("Bread", "sourdough"), ("Bananas", None), ("Coffee", "beans 500 g"), ("Dish soap", None)]
    recent: list[tuple[str, str | None]] = [("Butter", None), ("Apples", "6"), ("Rice", "basmati"), ("Onions", None),
                                            ("Cheese", "gruyère"), ("Yogurt", None)]
    r = Run(c, br_main(c, tobuy, recent))
    r.go(tap("What would you like to buy?"), br_search, None, set(), dt=4)
    r.go(typ("etSearch", "Basil"), br_search, "Basil", set(), dt=6)
    r.go(tap("Basil", 1), br_search, "Basil", {"Basil"}, dt=3)
    tobuy.append(("Basil", None))
    r.go(back(), br_main, tobuy, recent, dt=4)
    eggs = tobuy.pop(1)
    recent.insert(0, eggs)
    r.go(tap("Eggs"), br_main, tobuy, recent, dt=5)
    r.go(hold("Tomatoes"), br_detail, tobuy, recent, "Tomatoes", "1 kg, vine", dt=4)
    r.go(typ("etSpecification", "500 g, cherry"), br_detail, tobuy, recent, "Tomatoes", "500 g, cherry", dt=9)
    tobuy[1] = ("Tomatoes", "500 g, cherry")
    r.go(tap("Save"), br_main, tobuy, recent, dt=3)
    tobuy.append(("Oat milk", None))
    r.go(wait(), br_main, tobuy, recent, banner="Jonas added Oat milk", dt=20)
    r.go(tap("Home"), br_main, tobuy, recent, lists=True, dt=5)
    rs.add("android", "h62-android-04", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 05 Contacts: change a last name (bad: list shows the old name)
CT = "com.google.android.contacts"
CT_NAMES = ["Aaron Blake", "Amira Haddad", "Ben Carter", "Chloe Nguyen", "Dana Whitfield", "Diego Ramos", "Elena Petrova",
            "Farid Khan", "Grace Liu", "Hannah Schmidt", "Ines Moreau"]


def ct_list(c: Clk, names: list[str]) -> Scr:
    s = Scr(CT, c)
    s.add("Search contacts", None, "TextView", "open_search_bar_text_view", box=(42, 900, 160, 270), click=True)
    s.add(None, "Signed in as maya.brenner@gmail.com", "ImageView", "avatar", box=(920, 1038, 170, 260), click=True)
    s.add("maya.brenner@gmail.com · 214 contacts", None, "TextView", "account_summary", box=(42, 1038, 300, 350))
    recycler(s, "contact_list", top=370, bottom=2200)
    letter = ""
    for n in sorted(names):
        if n[0] != letter:
            letter = n[0]
            s.add(letter, None, "TextView", "section_index", box=(42, 140, s.y + 20, s.y + 80))
            s.y += 20
        s.add(n, None, "TextView", "cliv_name_textview", x=(200, 1038), h=60, gap=34, click=True, lclick=True)
    s.add(None, "Create contact", "ImageButton", "floating_action_button", box=(858, 1016, 2030, 2188), click=True)
    s.nav(("Contacts", "Highlights", "Fix & manage"), "Contacts")
    return s


def ct_detail(c: Clk, p: dict[str, str]) -> Scr:
    s = Scr(CT, c)
    s.bar(None, actions=("Add to favorites", "Edit contact", "More options"))
    s.add(None, f"Contact photo for {p['name']}", "ImageView", "photo", box=(390, 690, 300, 600))
    s.add(p["name"], None, "TextView", "large_title", box=(42, 1038, 630, 730))
    s.add(p["org"], None, "TextView", "organization", box=(42, 1038, 734, 790))
    for k, b in enumerate(("Call", "Text", "Video", "Email")):
        s.add(b, None, "TextView", "verb_label", box=(60 + k * 250, 270 + k * 250, 840, 1000), click=True)
    s.add("Contact info", None, "TextView", "card_title", box=(42, 1038, 1050, 1120))
    s.add(p["phone"], f"Call Mobile {p['phone']}", "TextView", "header", box=(180, 860, 1150, 1210), click=True, lclick=True)
    s.add("Mobile", None, "TextView", "sub_header", box=(180, 860, 1214, 1260))
    s.add(None, f"Text {p['phone']}", "ImageView", "icon_alternate", box=(900, 1020, 1150, 1260), click=True)
    s.add(p["email"], f"Email Home {p['email']}", "TextView", "header", box=(180, 1020, 1300, 1360), click=True, lclick=True)
    s.add("Home", None, "TextView", "sub_header", box=(180, 860, 1364, 1410))
    s.add("About " + p["name"].split()[0], None, "TextView", "card_title", box=(42, 1038, 1470, 1540))
    s.add(p["bday"], None, "TextView", "header", box=(180, 1020, 1570, 1630))
    s.add("Birthday", None, "TextView", "sub_header", box=(180, 860, 1634, 1680))
    s.add(p["label"], None, "TextView", "chip", box=(180, 420, 1720, 1800), click=True)
    return s


def ct_edit(c: Clk, p: dict[str, str]) -> Scr:
    s = Scr(CT, c)
    s.add(None, "Cancel", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add("Edit contact", None, "TextView", box=(189, 700, 175, 245))
    s.add("Save", None, "Button", "toolbar_button", box=(800, 1038, 160, 260), click=True)
    s.add(None, None, "ScrollView", "editor_scroll", box=(0, 1080, 283, 2400), scroll=True)
    s.y = 283
    first, last = p["name"].split(" ", 1)
    for val, hint, rid in ((first, "First name", "given_name"), (last, "Last name", "family_name"), (p["org"], "Company", "company"),
                           (p["phone"], "Phone", "phone"), (p["email"], "Email", "email")):
        s.add(val, None, "EditText", rid, x=(180, 1000), h=130, gap=36, click=True, edit=True, hint=hint)
        if rid == "phone":
            s.add("Mobile", None, "Spinner", "phone_type", x=(180, 600), h=90, gap=8, click=True)
        if rid == "email":
            s.add("Home", None, "Spinner", "email_type", x=(180, 600), h=90, gap=8, click=True)
    s.add("Add birthday", None, "TextView", "add_event", x=(180, 1000), h=80, gap=40, click=True)
    s.add("More fields", None, "Button", "more_fields", x=(180, 600), h=110, gap=40, click=True)
    return s


def t05(rs: RowSet) -> None:
    c = Clk(20, 52, 31)
    dana = {"name": "Dana Whitfield", "org": "Northwind Labs", "phone": "(415) 555-0182", "email": "dana.whitfield@gmail.com",
            "bday": "June 3, 1989", "label": "Work"}
    diego = {"name": "Diego Ramos", "org": "Ramos Landscaping", "phone": "(312) 555-0139", "email": "diego.ramos@outlook.com",
             "bday": "November 22, 1985", "label": "Soccer club"}
    names = list(CT_NAMES)
    r = Run(c, ct_list(c, names))
    r.go(tap("Dana Whitfield"), ct_detail, dana, dt=4)
    r.go(tap("Edit contact"), ct_edit, dana, dt=5)
    typed = dict(dana, name="Dana Okafor")
    r.go(typ("Whitfield", "Okafor"), ct_edit, typed, dt=11)
    r.go(tap("Save"), ct_detail, typed, dt=4)
    r.go(back(), ct_list, names, dt=5)
    r.go(tap("Diego Ramos"), ct_detail, diego, dt=6)
    rs.add("android", "h62-android-05", SYS, r.turns, state=r.state, bad=True, turn=5,
           kind="After saving the last name as Okafor (turn 4 shows 'Dana Okafor'), the contact list still lists 'Dana Whitfield'.")


# --------------------------------------------------------------------------- 06 Duolingo: lesson with one wrong answer, quit (clean)
DL = "com.duolingo"


def dl_top(s: Scr, hearts: int) -> None:
    s.add(None, "Spanish", "ImageView", "languageFlagImage", box=(42, 160, 160, 260), click=True)
    s.add("41", "41 day streak", "TextView", "streakMenuItem", box=(300, 460, 160, 260), click=True)
    s.add("1240", "1240 gems", "TextView", "currencyMenuItem", box=(560, 760, 160, 260), click=True)
    s.add(str(hearts), f"{hearts} hearts", "TextView", "heartsMenuItem", box=(860, 1038, 160, 260), click=True)


def dl_learn(c: Clk, hearts: int, popup: bool) -> Scr:
    s = Scr(DL, c)
    dl_top(s, hearts)
    s.add("SECTION 2, UNIT 3", None, "TextView", "sectionUnitText", box=(42, 800, 300, 350))
    s.add("Talk about your family", None, "TextView", "unitTitle", box=(42, 800, 354, 420))
    s.add("GUIDEBOOK", None, "Button", "guidebookButton", box=(820, 1038, 320, 420), click=True)
    recycler(s, "path", top=450, bottom=2200)
    nodes = [("Family, lesson 1 of 4, completed", 520), ("Family, lesson 2 of 4, completed", 740),
             ("Family members, lesson 3 of 4, current", 960), ("Family members, lesson 4 of 4, locked", 1180),
             ("Unit 3 chest, locked", 1400), ("Unit 3 review, locked", 1620)]
    for d, y in nodes:
        s.add(None, d, "ImageView", "pathNode", box=(420, 660, y, y + 180), click=True)
    if popup:
        s.add(None, None, "FrameLayout", "pathPopup", box=(140, 940, 1170, 1520))
        s.add("Family members", None, "TextView", "popupTitle", box=(190, 890, 1200, 1270))
        s.add("Lesson 3 of 4", None, "TextView", "popupSubtitle", box=(190, 890, 1274, 1330))
        s.add("START +10 XP", None, "Button", "popupButton", box=(190, 890, 1370, 1490), click=True)
    s.nav(("Learn", "Practice", "Leaderboards", "Quests", "Profile"), "Learn", rid="tabLabel", y=2220)
    return s


def dl_q(c: Clk, hearts: int, pct: int, prompt: str, word: str | None, options: tuple[str, ...], picked: str | None,
         result: str | None, answer: str | None = None, quit_dlg: bool = False) -> Scr:
    s = Scr(DL, c)
    s.add(None, "Quit lesson", "ImageView", "quitButton", box=(30, 150, 150, 270), click=True)
    s.add(None, f"Lesson progress {pct}%", "ProgressBar", "progressBar", box=(180, 860, 190, 230))
    s.add(str(hearts), f"{hearts} hearts", "TextView", "heartsIndicator", box=(880, 1038, 160, 260))
    s.add(prompt, None, "TextView", "header", box=(60, 1020, 330, 420))
    if word:
        s.add(word, None, "TextView", "hintablePrompt", box=(60, 1020, 470, 560))
    for k, o in enumerate(options):
        y = 700 + k * 200
        s.add(o, None, "TextView", "optionText", box=(60, 1020, y, y + 170), click=result is None, sel=(o == picked))
    if result == "right":
        s.add("Nice job!", None, "TextView", "ribbonPrimaryTitle", box=(60, 800, 1880, 1960))
        s.add(None, "Report", "ImageView", "ribbonFlag", box=(900, 1020, 1880, 1960), click=True)
        s.add("CONTINUE", None, "Button", "continueButtonGreen", box=(60, 1020, 2040, 2170), click=True)
    elif result == "wrong":
        s.add("Correct solution:", None, "TextView", "ribbonPrimaryTitle", box=(60, 800, 1840, 1910))
        s.add(answer, None, "TextView", "ribbonPrimaryText", box=(60, 800, 1914, 1980))
        s.add(None, "Report", "ImageView", "ribbonFlag", box=(900, 1020, 1840, 1910), click=True)
        s.add("CONTINUE", None, "Button", "continueButtonRed", box=(60, 1020, 2040, 2170), click=True)
    else:
        s.add("CHECK", None, "Button", "submitButton", box=(60, 1020, 2040, 2170), click=picked is not None, enabled=picked is not None)
    if quit_dlg:
        s.add(None, None, "FrameLayout", "design_bottom_sheet", box=(0, 1080, 1500, 2400))
        s.add("Wait, don't go! You'll lose your progress if you quit now", None, "TextView", "quitTitle", box=(60, 1020, 1560, 1720))
        s.add("KEEP LEARNING", None, "Button", "quitDrawerStayButton", box=(60, 1020, 1800, 1930), click=True)
        s.add("END SESSION", None, "Button", "quitDrawerQuitButton", box=(60, 1020, 1970, 2100), click=True)
    return s


def t06(rs: RowSet) -> None:
    c = Clk(7, 48, 90)
    q1 = ("Select the correct meaning", "mi hermana", ("my sister", "my brother", "my aunt"))
    q2 = ("Which one of these is “the grandfather”?", None, ("la abuela", "el abuelo", "el tío"))
    r = Run(c, dl_learn(c, 5, True))
    r.go(tap("START +10 XP"), dl_q, 5, 0, *q1, None, None, dt=5)
    r.go(tap("my sister"), dl_q, 5, 0, *q1, "my sister", None, dt=6)
    r.go(tap("CHECK"), dl_q, 5, 8, *q1, "my sister", "right", dt=3)
    r.go(tap("CONTINUE"), dl_q, 5, 8, *q2, None, None, dt=4)
    r.go(tap("la abuela"), dl_q, 5, 8, *q2, "la abuela", None, dt=8)
    r.go(tap("CHECK"), dl_q, 4, 8, *q2, "la abuela", "wrong", answer="el abuelo", dt=3)
    r.go(tap("Quit lesson"), dl_q, 4, 8, *q2, "la abuela", "wrong", answer="el abuelo", quit_dlg=True, dt=6)
    r.go(tap("END SESSION"), dl_learn, 4, False, dt=4)
    rs.add("android", "h62-android-06", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 07 Files by Google: trash, rename, re-sort Downloads (clean)
FG = "com.google.android.apps.nbu.files"
FG_SORTS = ("File name (A to Z)", "File name (Z to A)", "Date modified (newest first)", "Date modified (oldest first)",
            "Size (largest first)", "Size (smallest first)")


def fg_browse(c: Clk) -> Scr:
    s = Scr(FG, c)
    s.add("Search in Files", None, "TextView", "search_bar_text", box=(42, 900, 160, 270), click=True)
    s.add(None, "Account and settings", "ImageView", "og_apd_internal_image_view", box=(920, 1038, 170, 260), click=True)
    s.add("Categories", None, "TextView", "header_title", box=(42, 1038, 310, 380))
    for k, cat in enumerate(("Downloads", "Images", "Videos", "Audio", "Documents & other", "Apps")):
        col, row = k % 2, k // 2
        s.add(cat, None, "TextView", "category_title", box=(42 + col * 508, 530 + col * 508, 420 + row * 190, 580 + row * 190), click=True)
    s.add("Collections", None, "TextView", "header_title", box=(42, 1038, 1030, 1100))
    for k, col in enumerate(("Favorites", "Safe folder")):
        s.add(col, None, "TextView", "collection_title", box=(42 + k * 508, 530 + k * 508, 1130, 1290), click=True)
    s.add("All storage", None, "TextView", "header_title", box=(42, 1038, 1340, 1410))
    s.add("Internal storage", None, "TextView", "storage_title", box=(180, 1038, 1440, 1500), click=True)
    s.add("71.4 GB free", None, "TextView", "storage_subtitle", box=(180, 1038, 1504, 1554))
    s.add("Other storage", None, "TextView", "header_title", box=(42, 1038, 1610, 1680))
    s.add("Trash", None, "TextView", "storage_title", box=(180, 1038, 1710, 1770), click=True)
    s.nav(("Clean", "Browse", "Share"), "Browse")
    return s


def fg_list(c: Clk, files: list[tuple[str, int, str]], sort: str, sel: str | None = None, note: str | None = None,
            trash_dlg: bool = False, menu: bool = False, rename: str | None = None, sheet: bool = False) -> Scr:
    s = Scr(FG, c)
    if sel:
        s.bar("1 selected", actions=("Share", "Move to Trash", "More options"))
    else:
        s.bar("Downloads", actions=("Search", "More options"))
    s.add({"Date modified (newest first)": "Date modified", "Size (largest first)": "Size"}[sort], "Sort by", "TextView", "sort_chip",
          box=(42, 420, 300, 390), click=True)
    s.add(None, "Switch to grid view", "ImageButton", "view_mode_button", box=(900, 1038, 290, 400), click=True)
    recycler(s, "file_list", top=410, bottom=2337)
    key = {"Date modified (newest first)": files.index, "Size (largest first)": lambda f: -f[1]}[sort]
    for name, size, when in sorted(files, key=key):
        y = s.y + 20
        if sel:
            s.add(None, None, "CheckBox", "file_checkbox", box=(42, 140, y + 20, y + 118), click=True, check=(name == sel))
        s.add(name, None, "TextView", "file_name", box=(200, 1038, y + 10, y + 70), click=True, lclick=True, sel=(name == sel))
        human = f"{size / 1e6:.3g} MB" if size >= 1e6 else f"{round(size / 1e3)} kB"
        s.add(f"{human}, {when}", None, "TextView", "file_info", box=(200, 1038, y + 74, y + 124))
        s.y = y + 140
    if note:
        snack(s, note, "Undo", y=2180)
    if trash_dlg:
        dialog(s, "Move 1 file to Trash?", [("Items in Trash are deleted forever after 30 days.", {})], ("Cancel", "Move to Trash"))
    if menu:
        s.add(None, None, "ListView", box=(560, 1060, 160, 1000))
        for k, m in enumerate(("Rename", "Add to favorites", "Move to", "Copy to", "Open with", "File info", "Select all")):
            s.add(m, None, "TextView", "title", box=(600, 1040, 190 + k * 115, 290 + k * 115), click=True)
    if rename is not None:
        dialog(s, "Rename", [(rename, {"cls": "EditText", "rid": "rename_edit_text", "edit": True, "click": True, "focus": True})], ("Cancel", "OK"))
    if sheet:
        s.add(None, None, "FrameLayout", "design_bottom_sheet", box=(0, 1080, 1480, 2400))
        s.add("Sort by", None, "TextView", "sort_title", box=(52, 1028, 1520, 1590))
        for k, o in enumerate(FG_SORTS):
            s.add(o, None, "RadioButton", "sort_option", box=(52, 1028, 1620 + k * 120, 1720 + k * 120), click=True, check=(o == sort))
    return s


def t07(rs: RowSet) -> None:
    c = Clk(9, 20, 73)
    files = [("boarding_pass_LH491.pdf", 182_311, "9:12 AM"), ("IMG_20240512_183355.jpg", 4_207_554, "May 12"),
             ("tax_return_2023_final.pdf", 2_371_902, "Apr 29"), ("VID_20240420_101512.mp4", 612_408_331, "Apr 20"),
             ("invoice-8841.pdf", 96_120, "Apr 3"), ("gardening_schedule.xlsx", 38_416, "Mar 21"), ("setup-v2.4.1.apk", 48_213_870, "Mar 2")]
    d = "Date modified (newest first)"
    r = Run(c, fg_browse(c))
    r.go(tap("Downloads"), fg_list, files, d, dt=5)
    r.go(hold("setup-v2.4.1.apk"), fg_list, files, d, sel="setup-v2.4.1.apk", dt=6)
    r.go(tap("Move to Trash"), fg_list, files, d, sel="setup-v2.4.1.apk", trash_dlg=True, dt=4)
    files.pop()
    r.go(tap("Move to Trash", 1), fg_list, files, d, note="Moved to Trash", dt=4)
    r.go(hold("invoice-8841.pdf"), fg_list, files, d, sel="invoice-8841.pdf", dt=7)
    r.go(tap("More options"), fg_list, files, d, sel="invoice-8841.pdf", menu=True, dt=3)
    r.go(tap("Rename"), fg_list, files, d, sel="invoice-8841.pdf", rename="invoice-8841.pdf", dt=4)
    r.go(typ("rename_edit_text", "invoice-8841_plumber.pdf"), fg_list, files, d, sel="invoice-8841.pdf", rename="invoice-8841_plumber.pdf", dt=15)
    files[4] = ("invoice-8841_plumber.pdf", 96_120, "Apr 3")
    r.go(tap("OK"), fg_list, files, d, dt=4)
    r.go(tap("Sort by"), fg_list, files, d, sheet=True, dt=5)
    r.go(tap("Size (largest first)"), fg_list, files, "Size (largest first)", dt=4)
    rs.add("android", "h62-android-07", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 08 Pro Expense: add one, delete one (bad: month total off)
PE = "com.arduia.expense"


def money(cents: int) -> str:
    return f"{cents // 100:,}.{cents % 100:02d}"


def pe_home(c: Clk, entries: list[dict[str, Any]], total: int) -> Scr:
    s = Scr(PE, c)
    s.add(None, "Open navigation drawer", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add("Expense", None, "TextView", box=(189, 700, 175, 245))
    s.add("May 2024", None, "TextView", "tv_date_range", box=(60, 1020, 320, 380))
    s.add("$", None, "TextView", "tv_currency", box=(60, 120, 400, 520))
    s.add(money(total), None, "TextView", "tv_total_value", box=(130, 800, 390, 530))
    s.add("Total expense this month", None, "TextView", "tv_total_label", box=(60, 1020, 534, 590))
    s.add(None, "Weekly expense chart", "ImageView", "chart", box=(60, 1020, 620, 1040))
    s.add("Recent", None, "TextView", "tv_recent", box=(60, 600, 1080, 1150))
    s.add("More", None, "Button", "btn_more_expenses", box=(820, 1020, 1070, 1160), click=True)
    recycler(s, "rv_recent", top=1170, bottom=2200)
    for e in entries[:5]:
        y = s.y + 16
        s.add(None, e["cat"], "ImageView", "iv_category", box=(60, 170, y + 10, y + 120))
        s.add(e["name"], None, "TextView", "tv_name", box=(200, 760, y + 10, y + 70), click=True)
        s.add(e["date"], None, "TextView", "tv_date", box=(200, 760, y + 74, y + 120))
        s.add(money(e["amt"]), None, "TextView", "tv_amount", box=(780, 1020, y + 30, y + 100))
        s.y = y + 130
    s.add(None, "Add expense", "ImageButton", "fb_main_add", box=(858, 1016, 2030, 2188), click=True)
    return s


def pe_form(c: Clk, name: str | None, amount: str | None, focus: str) -> Scr:
    s = Scr(PE, c)
    s.bar("Expense Entry")
    for val, hint, rid in ((name, "Name", "edt_name"), (amount, "Amount", "edt_amount")):
        s.add(val, None, "EditText", rid, x=(60, 1020), h=140, gap=40, click=True, edit=True, hint=hint, focus=(rid == focus))
    s.add("Food", "Category", "TextView", "tv_category", x=(60, 1020), h=120, gap=40, click=True)
    s.add(None, None, "EditText", "edt_note", x=(60, 1020), h=220, gap=40, click=True, edit=True, hint="Note")
    s.add(f"14/05/2024 {c.ampm}", None, "TextView", "tv_date", x=(60, 1020), h=90, gap=40, click=True)
    s.add("SAVE", None, "Button", "btn_save", box=(60, 1020, 1300, 1430), click=True)
    return s


def pe_detail(c: Clk, e: dict[str, Any], dlg: bool = False) -> Scr:
    s = Scr(PE, c)
    s.bar("Expense Detail", actions=("Delete", "Edit"))
    for label, val, rid in (("Name", e["name"], "tv_name"), ("Amount", "$ " + money(e["amt"]), "tv_amount"),
                            ("Category", e["cat"], "tv_category"), ("Date", f"{e['date']} {e['time']}", "tv_date"),
                            ("Note", e.get("note", "-"), "tv_note")):
        s.add(label, None, "TextView", rid + "_label", x=(60, 1020), h=50, gap=40)
        s.add(val, None, "TextView", rid, x=(60, 1020), h=70, gap=6)
    if dlg:
        dialog(s, "Delete Expense", [("Are you sure you want to delete this expense?", {})], ("CANCEL", "DELETE"))
    return s


def pe_logs(c: Clk, entries: list[dict[str, Any]], part: int) -> Scr:
    s = Scr(PE, c)
    s.bar("Expense Logs", actions=("Filter",))
    recycler(s, "rv_expense_logs", top=283, bottom=2337)
    rows = entries[:7] if part == 0 else entries[5:]
    day = None
    for e in rows:
        if e["date"] != day:
            day = e["date"]
            s.add(day, None, "TextView", "tv_date_header", x=(60, 1020), h=56, gap=30)
        y = s.y + 12
        s.add(None, e["cat"], "ImageView", "iv_category", box=(60, 170, y + 10, y + 120))
        s.add(e["name"], None, "TextView", "tv_name", box=(200, 760, y + 10, y + 70), click=True, lclick=True)
        s.add(e["time"], None, "TextView", "tv_time", box=(200, 760, y + 74, y + 120))
        s.add(money(e["amt"]), None, "TextView", "tv_amount", box=(780, 1020, y + 30, y + 100))
        s.y = y + 130
    return s


def t08(rs: RowSet) -> None:
    c = Clk(12, 44, 55)
    raw = [("Groceries – Trader Joe's", 6420, "Food", "14/05/2024", "09:18 AM"), ("Bus pass top-up", 2500, "Transportation", "13/05/2024", "08:02 AM"),
           ("Netflix", 1549, "Entertainment", "12/05/2024", "08:03 PM"), ("Pharmacy", 2176, "Health", "12/05/2024", "11:40 AM"),
           ("Lunch with Sam", 3800, "Food", "11/05/2024", "01:15 PM"), ("Haircut", 2200, "Others", "11/05/2024", "10:30 AM"),
           ("Electricity bill", 8412, "Home", "09/05/2024", "07:45 PM"), ("Gym membership", 3999, "Health", "08/05/2024", "06:00 AM"),
           ("Farmers market", 3150, "Food", "06/05/2024", "10:05 AM"), ("Birthday gift for Leo", 4500, "Social", "04/05/2024", "05:22 PM"),
           ("Internet – Comcast", 7000, "Home", "02/05/2024", "09:00 AM"), ("Rent", 145000, "Home", "01/05/2024", "08:00 AM")]
    entries = [{"name": n, "amt": a, "cat": k, "date": d, "time": t} for n, a, k, d, t in raw]
    entries[2]["note"] = "Standard plan, billed monthly"
    total = sum(e["amt"] for e in entries)
    r = Run(c, pe_home(c, entries, total))
    r.go(tap("Add expense"), pe_form, None, None, "edt_name", dt=5)
    r.go(typ("edt_name", "Ramen Nakamura"), pe_form, "Ramen Nakamura", None, "edt_name", dt=12)
    r.go(typ("edt_amount", "23.40"), pe_form, "Ramen Nakamura", "23.40", "edt_amount", dt=8)
    entries.insert(0, {"name": "Ramen Nakamura", "amt": 2340, "cat": "Food", "date": "14/05/2024", "time": c.ampm})
    total += 2340
    r.go(tap("SAVE"), pe_home, entries, total, dt=4)
    netflix = entries[3]
    r.go(tap("Netflix"), pe_detail, netflix, dt=6)
    r.go(tap("Delete"), pe_detail, netflix, dlg=True, dt=3)
    entries.remove(netflix)
    total -= 1549
    r.go(tap("DELETE"), pe_home, entries, total - 100, dt=3)
    r.go(tap("More"), pe_logs, entries, 0, dt=5)
    r.go(scroll("down"), pe_logs, entries, 1, dt=4)
    rs.add("android", "h62-android-08", SYS, r.turns, state=r.state, bad=True, turn=7,
           kind="After deleting the $15.49 Netflix expense the month total goes from 1,930.46 to 1,913.97 instead of 1,914.97.")


# --------------------------------------------------------------------------- 09 Google Wallet: boarding pass, transit top-up (bad: card digits)
GW = "com.google.android.apps.walletnfcrel"


def gw_home(c: Clk, last4: str) -> Scr:
    s = Scr(GW, c)
    s.add("Wallet", None, "TextView", "toolbar_title", box=(52, 600, 175, 245))
    s.add(None, "Google Account: Maya Brenner (maya.brenner@gmail.com)", "ImageView", "og_apd_internal_image_view", box=(920, 1038, 165, 255), click=True)
    s.add(None, f"Chase Freedom Unlimited, Visa •••• {last4}, default for contactless payments", "ImageView", "card_art", box=(60, 1020, 300, 900), click=True)
    s.add(None, "Capital One Venture, Mastercard •••• 0926", "ImageView", "card_art", box=(60, 1020, 930, 1030), click=True)
    s.add("Passes", None, "TextView", "section_header", box=(60, 1020, 1080, 1150))
    y = 1170
    for title, sub in (("Lufthansa", "LH 491 · FRA → SEA · Fri, May 17"), ("Khruangbin", "Paramount Theatre · Sat, May 25 · 8:00 PM"),
                       ("ORCA", "Transit card · $23.75"), ("REI Co-op", "Member #8104 5521 907")):
        s.add(title, None, "TextView", "pass_title", box=(200, 1020, y + 14, y + 74), click=True)
        s.add(sub, None, "TextView", "pass_subtitle", box=(200, 1020, y + 78, y + 128))
        y += 160
    s.add("Add to Wallet", None, "Button", "add_button", box=(640, 1020, 2050, 2180), click=True)
    return s


def gw_pass(c: Clk) -> Scr:
    s = Scr(GW, c)
    s.bar("Boarding pass", actions=("More options",))
    for label, val, box in (("Lufthansa", "LH 491", (60, 1020, 320, 400)), ("FRA", "Frankfurt", (60, 480, 440, 600)),
                            ("SEA", "Seattle", (600, 1020, 440, 600)), ("Passenger", "MAYA BRENNER", (60, 1020, 640, 760)),
                            ("Date", "17 May 2024", (60, 480, 790, 910)), ("Boarding", "12:25", (600, 1020, 790, 910)),
                            ("Departs", "13:10", (60, 480, 940, 1060)), ("Gate", "Z25", (600, 1020, 940, 1060)),
                            ("Seat", "34K", (60, 480, 1090, 1210)), ("Group", "4", (600, 1020, 1090, 1210))):
        x0, x1, y0, y1 = box
        s.add(label, None, "TextView", "field_label", box=(x0, x1, y0, y0 + 50))
        s.add(val, None, "TextView", "field_value", box=(x0, x1, y0 + 54, y1))
    s.add(None, "Aztec code", "ImageView", "barcode", box=(290, 790, 1260, 1760))
    s.add("Details", None, "Button", "details_button", box=(60, 1020, 1820, 1940), click=True)
    return s


def gw_details(c: Clk) -> Scr:
    s = Scr(GW, c)
    s.bar("Details")
    for label, val in (("Booking reference", "KQ7T4M"), ("Ticket number", "220 2417893364"), ("Frequent flyer", "Miles & More 992004118755212"),
                       ("Class", "Economy (K)"), ("Terminal", "1"), ("Sequence number", "147"), ("Arrives", "15:05 SEA (local time)"),
                       ("Flight status", "On time"), ("Last updated", "May 14, 9:02 AM")):
        s.add(label, None, "TextView", "detail_label", x=(60, 1020), h=50, gap=40)
        s.add(val, None, "TextView", "detail_value", x=(60, 1020), h=64, gap=4)
    return s


def gw_orca(c: Clk) -> Scr:
    s = Scr(GW, c)
    s.bar("ORCA", actions=("More options",))
    s.add(None, "ORCA card ending in 3920", "ImageView", "card_art", box=(60, 1020, 300, 860))
    s.add("Balance", None, "TextView", "balance_label", box=(60, 600, 900, 950))
    s.add("$23.75", None, "TextView", "balance_value", box=(60, 600, 954, 1050))
    s.add("Add money", None, "Button", "add_money_button", box=(620, 1020, 930, 1050), click=True)
    s.add("Recent activity", None, "TextView", "section_header", box=(60, 1020, 1110, 1180))
    y = 1200
    for what, when, amt in (("Link light rail · Westlake", "May 14, 8:42 AM", "−$3.00"), ("King County Metro 40", "May 13, 5:51 PM", "−$2.75"),
                            ("Link light rail · Capitol Hill", "May 13, 8:37 AM", "−$3.00"), ("Added money", "May 10, 7:15 PM", "+$20.00")):
        s.add(what, None, "TextView", "txn_title", box=(60, 800, y, y + 60))
        s.add(when, None, "TextView", "txn_subtitle", box=(60, 800, y + 64, y + 110))
        s.add(amt, None, "TextView", "txn_amount", box=(820, 1020, y, y + 60))
        y += 140
    return s


def gw_add(c: Clk, pick: int | None) -> Scr:
    s = Scr(GW, c)
    s.bar("Add money")
    s.add("ORCA · Balance $23.75", None, "TextView", "subtitle", box=(60, 1020, 310, 370))
    for k, amt in enumerate((10, 20, 50)):
        s.add(f"${amt}", None, "Button", "amount_chip", box=(60 + k * 250, 290 + k * 250, 420, 540), click=True, check=(amt == pick))
    s.add("Other amount", None, "Button", "amount_chip", box=(810, 1020, 420, 540), click=True, check=False)
    s.add("Pay with", None, "TextView", "payment_label", box=(60, 1020, 600, 650))
    s.add("Chase Freedom Unlimited", None, "TextView", "payment_method", box=(60, 1020, 654, 720), click=True)
    if pick:
        s.add(f"New balance ${23.75 + pick:.2f}", None, "TextView", "summary", box=(60, 1020, 780, 840))
    s.add("Continue", None, "Button", "continue_button", box=(60, 1020, 2050, 2180), click=pick is not None, enabled=pick is not None)
    return s


def t09(rs: RowSet) -> None:
    c = Clk(9, 5, 96)
    r = Run(c, gw_home(c, "4417"))
    r.go(tap("Lufthansa"), gw_pass, dt=4)
    r.go(tap("Details"), gw_details, dt=9)
    r.go(back(), gw_pass, dt=12)
    r.go(back(), gw_home, "4471", dt=4)
    r.go(tap("ORCA"), gw_orca, dt=5)
    r.go(tap("Add money"), gw_add, None, dt=4)
    r.go(tap("$20"), gw_add, 20, dt=3)
    rs.add("android", "h62-android-09", SYS, r.turns, state=r.state, bad=True, turn=4,
           kind="The default Chase Visa card shows as •••• 4471 on the Wallet home, but it was •••• 4417 at the start and nothing changed it.")


# --------------------------------------------------------------------------- 10 Planta: water, snooze, rename a plant (clean)
PL = "com.stromming.planta"
PL_PLANTS = {"Monty": ("Monstera deliciosa", "Living room"), "Stripes": ("Calathea orbifolia", "Bedroom"),
             "Figgy": ("Ficus lyrata", "Office"), "Sansa": ("Dracaena trifasciata", "Hallway"), "Goldie": ("Epipremnum aureum", "Kitchen")}


def pl_today(c: Clk, todo: list[tuple[str, str]], done: list[tuple[str, str]], upcoming: list[tuple[str, str, str]],
             snooze: tuple[str, str] | None = None) -> Scr:
    s = Scr(PL, c)
    s.add("Today", None, "TextView", "title", box=(52, 700, 160, 250))
    s.add("Tuesday, 14 May", None, "TextView", "subtitle", box=(52, 700, 254, 304))
    s.add(f"{len(done)} of {len(done) + len(todo)} tasks done", None, "TextView", "progressText", box=(52, 1028, 330, 390))
    recycler(s, "taskList", top=410, bottom=2200)
    for action, plant in todo:
        y = s.y + 20
        s.add(action, None, "TextView", "taskTitle", box=(60, 700, y, y + 60))
        s.add(plant, None, "TextView", "plantName", box=(60, 700, y + 64, y + 120), click=True)
        s.add(PL_PLANTS[plant][1], None, "TextView", "siteName", box=(60, 700, y + 124, y + 170))
        s.add("Snooze", None, "Button", "snoozeButton", box=(720, 880, y + 40, y + 140), click=True)
        s.add(None, "Mark as done", "ImageButton", "doneButton", box=(900, 1020, y + 40, y + 140), click=True)
        s.y = y + 190
    if done:
        s.add("Completed today", None, "TextView", "sectionHeader", x=(60, 1020), h=60, gap=30)
        for action, plant in done:
            s.add(f"{action} · {plant}", None, "TextView", "completedTitle", x=(60, 900), h=60, gap=20)
            s.add(None, "Done", "ImageView", "completedCheck", box=(920, 1020, s.row[0], s.row[1]))
    s.add("Upcoming", None, "TextView", "sectionHeader", x=(60, 1020), h=60, gap=30)
    last = None
    for day, action, plant in upcoming:
        if day != last:
            s.add(day, None, "TextView", "upcomingDate", x=(60, 1020), h=50, gap=20)
            last = day
        s.add(f"{action} {plant} · {PL_PLANTS[plant][1]}", None, "TextView", "upcomingTask", x=(60, 1020), h=56, gap=4)
    s.nav(("Today", "My Plants", "Explore", "Profile"), "Today", rid="bottomNavLabel")
    if snooze:
        dialog(s, f"Snooze {snooze[0].lower()} for {snooze[1]}", [(o, {"cls": "RadioButton", "rid": "snoozeOption", "click": True, "check": False})
                                                             for o in ("1 day", "2 days", "3 days", "1 week")], ("Cancel",), y0=700)
    return s


def pl_plants(c: Clk, names: dict[str, str], nxt: dict[str, str]) -> Scr:
    s = Scr(PL, c)
    s.add("My Plants", None, "TextView", "title", box=(52, 700, 160, 250))
    s.add(None, "Add plant", "ImageButton", "addPlantButton", box=(900, 1038, 150, 270), click=True)
    s.add("All (5)", None, "TextView", "siteChip", box=(52, 300, 300, 390), click=True, sel=True)
    for k, site in enumerate(("Living room", "Bedroom", "Office")):
        s.add(site, None, "TextView", "siteChip", box=(320 + k * 240, 540 + k * 240, 300, 390), click=True)
    recycler(s, "plantList", top=410, bottom=2200)
    for key, (species, site) in PL_PLANTS.items():
        y = s.y + 20
        s.add(None, f"Photo of {names[key]}", "ImageView", "plantImage", box=(60, 240, y, y + 180))
        s.add(names[key], None, "TextView", "plantNickname", box=(270, 1020, y + 10, y + 70), click=True)
        s.add(f"{species} · {site}", None, "TextView", "plantSpecies", box=(270, 1020, y + 74, y + 120))
        s.add(nxt[key], None, "TextView", "nextTask", box=(270, 1020, y + 124, y + 170))
        s.y = y + 190
    s.nav(("Today", "My Plants", "Explore", "Profile"), "My Plants", rid="bottomNavLabel")
    return s


def pl_detail(c: Clk, name: str) -> Scr:
    s = Scr(PL, c)
    s.bar(name, actions=("Edit", "More options"))
    s.add(None, f"Photo of {name}", "ImageView", "plantImage", box=(0, 1080, 283, 800))
    s.add("Monstera deliciosa", None, "TextView", "plantSpecies", box=(60, 1020, 830, 890))
    s.add("Living room · Bright indirect light", None, "TextView", "plantSite", box=(60, 1020, 894, 944))
    s.add("Care plan", None, "TextView", "sectionHeader", box=(60, 1020, 990, 1060))
    for label, val in (("Watering", "Every 7 days · Last watered today"), ("Next watering", "Tue, 21 May"),
                       ("Fertilizing", "Every 30 days · Last fertilized 28 Apr"), ("Next fertilizing", "Tue, 28 May"),
                       ("Misting", "Not needed"), ("Repotting", "Every 2 years · Last repotted Mar 2023")):
        s.add(label, None, "TextView", "careLabel", x=(60, 500), h=56, gap=24)
        s.add(val, None, "TextView", "careValue", x=(520, 1020), h=56, same=True)
    s.add("Pot", None, "TextView", "sectionHeader", x=(60, 1020), h=70, gap=40)
    s.add("24 cm · Plastic · Drainage holes", None, "TextView", "potInfo", x=(60, 1020), h=56, gap=10)
    s.add("Added 3 Sep 2023", None, "TextView", "addedDate", x=(60, 1020), h=50, gap=30)
    return s


def pl_edit(c: Clk, name: str) -> Scr:
    s = Scr(PL, c)
    s.bar("Edit plant")
    s.add("Nickname", None, "TextView", "label", x=(60, 1020), h=50, gap=40)
    s.add(name, None, "EditText", "nicknameInput", x=(60, 1020), h=130, gap=6, click=True, edit=True, focus=True)
    s.add("Site", None, "TextView", "label", x=(60, 1020), h=50, gap=40)
    s.add("Living room", None, "Spinner", "siteSpinner", x=(60, 1020), h=120, gap=6, click=True)
    s.add("Pot size (cm)", None, "TextView", "label", x=(60, 1020), h=50, gap=40)
    s.add("24", None, "EditText", "potSizeInput", x=(60, 1020), h=130, gap=6, click=True, edit=True)
    s.add("Save", None, "Button", "saveButton", box=(60, 1020, 2050, 2180), click=True)
    return s


def t10(rs: RowSet) -> None:
    c = Clk(8, 3, 88)
    todo = [("Water", "Monty"), ("Mist", "Stripes"), ("Fertilize", "Figgy")]
    done: list[tuple[str, str]] = []
    up = [("Wed, 15 May", "Water", "Goldie"), ("Thu, 16 May", "Water", "Figgy"), ("Sat, 25 May", "Water", "Sansa")]
    r = Run(c, pl_today(c, todo, done, up))
    done.append(todo.pop(0))
    r.go(tap("Mark as done"), pl_today, todo, done, up, dt=4)
    r.go(tap("Snooze"), pl_today, todo, done, up, snooze=("Mist", "Stripes"), dt=5)
    todo.pop(0)
    up.insert(0, ("Wed, 15 May", "Mist", "Stripes"))
    r.go(tap("1 day"), pl_today, todo, done, up, dt=3)
    names = {k: k for k in PL_PLANTS}
    nxt = {"Monty": "Water in 7 days", "Stripes": "Mist tomorrow", "Figgy": "Fertilize today", "Sansa": "Water in 11 days",
           "Goldie": "Water tomorrow"}
    r.go(tap("My Plants"), pl_plants, names, nxt, dt=5)
    r.go(tap("Monty"), pl_detail, "Monty", dt=4)
    r.go(tap("Edit"), pl_edit, "Monty", dt=6)
    r.go(typ("nicknameInput", "Big Monty"), pl_edit, "Big Monty", dt=10)
    r.go(tap("Save"), pl_detail, "Big Monty", dt=3)
    rs.add("android", "h62-android-10", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 11 Messages: reply, archive (clean)
MS = "com.google.android.apps.messaging"


def ms_list(c: Clk, convs: list[list[Any]], sel: str | None = None, note: str | None = None) -> Scr:
    s = Scr(MS, c, icons=("Messages notification: Mom",))
    if sel:
        s.bar("1", actions=("Archive", "Delete", "More options"))
    else:
        s.add("Messages", None, "TextView", "toolbar_title", box=(52, 600, 175, 245))
        s.add(None, "Search", "ImageButton", "action_zero_state_search", box=(786, 933, 147, 273), click=True)
        s.add(None, "Signed in as maya.brenner@gmail.com", "ImageView", "og_apd_internal_image_view", box=(933, 1080, 147, 273), click=True)
    recycler(s, "conversation_list", top=283, bottom=2337)
    for name, snip, when, unread in convs:
        y = s.y + 12
        s.add(None, f"Avatar for {name}", "ImageView", "conversation_icon", box=(42, 168, y + 20, y + 146), click=True, check=(name == sel) if sel else None)
        s.add(name, None, "TextView", "conversation_name", box=(200, 820, y + 18, y + 78), click=True, lclick=True, sel=(name == sel))
        s.add(snip, None, "TextView", "conversation_snippet", box=(200, 1038, y + 84, y + 140))
        s.add(when, None, "TextView", "conversation_timestamp", box=(840, 1038, y + 18, y + 78))
        if unread:
            s.add(None, "Unread", "ImageView", "unread_indicator", box=(1000, 1030, y + 96, y + 126))
        s.y = y + 166
    s.add("Start chat", None, "Button", "start_chat_fab", box=(680, 1038, 2130, 2290), click=True)
    if note:
        snack(s, note, "Undo", y=1960)
    return s


def ms_thread(c: Clk, draft: str | None, sent: bool) -> Scr:
    s = Scr(MS, c, icons=("Messages notification: Mom",))
    s.bar("Priya Raman", actions=("Call", "Video call", "More options"))
    recycler(s, "messages_list", top=283, bottom=1950)
    for kind, text, meta in (("date", "Yesterday", None), ("in", "Are you coming to the workshop tomorrow?", "9:14 PM"),
                             ("out", "Yes, I'll be there by 9", "9:20 PM · Delivered"), ("date", "Today", None),
                             ("in", "Can you bring the HDMI cable tmrw?", "10:48 AM")) + ((("out", "Sure, the 2 m one?", "Now · SMS"),) if sent else ()):
        if kind == "date":
            s.add(text, None, "TextView", "date_separator", x=(390, 690), h=50, gap=30)
        else:
            x = (60, 760) if kind == "in" else (320, 1020)
            s.add(text, None, "TextView", "message_text", x=x, h=110, gap=24, lclick=True)
            s.add(meta, None, "TextView", "message_status", x=x, h=44, gap=6)
    s.add(None, "Add attachment", "ImageButton", "plus_button", box=(20, 140, 2000, 2120), click=True)
    s.add(draft, None, "EditText", "compose_message_text", box=(150, 880, 1990, 2130), click=True, edit=True, focus=draft is not None,
          hint="Text message")
    if draft:
        s.add(None, "Send SMS", "ImageButton", "send_message_button_icon", box=(900, 1040, 1990, 2130), click=True)
    else:
        s.add(None, "Record voice message", "ImageButton", "voice_message_button", box=(900, 1040, 1990, 2130), click=True)
    return s


def t11(rs: RowSet) -> None:
    c = Clk(11, 13, 64, 20)
    convs: list[list[Any]] = [["Mom", "Did you get the parcel? 📦", "11:02 AM", True],
                              ["Priya Raman", "Can you bring the HDMI cable tmrw?", "10:48 AM", True],
                              ["72975", "Your verification code is 604 118. Don't share it with anyone.", "9:31 AM", False],
                              ["Coach Ryan", "Practice moved to 6:30 on Thu", "Yesterday", False],
                              ["Lucas Meyer", "👍", "Mon", False],
                              ["Chase", "Chase: Your statement is ready. Log in to view it.", "May 10", False]]
    r = Run(c, ms_list(c, convs))
    r.go(tap("Priya Raman"), ms_thread, None, False, dt=5)
    r.go(typ("compose_message_text", "Sure, the 2 m one?"), ms_thread, "Sure, the 2 m one?", False, dt=14)
    r.go(tap("Send SMS"), ms_thread, None, True, dt=3)
    convs.pop(1)
    convs.insert(0, ["Priya Raman", "You: Sure, the 2 m one?", "Now", False])
    r.go(back(), ms_list, convs, dt=4)
    r.go(hold("72975"), ms_list, convs, sel="72975", dt=40)
    convs = [cv for cv in convs if cv[0] != "72975"]
    convs[0][2] = "1 min"
    r.go(tap("Archive"), ms_list, convs, note="1 conversation archived", dt=22)
    rs.add("android", "h62-android-11", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 12 Joplin: new note in Work (bad: sidebar count not updated)
JP = "net.cozic.joplin"
JP_WORK = ["Sprint 23 retro", "Vendor contacts", "1:1 with Alex", "OKR draft Q3", "Onboarding checklist", "Release notes 4.2",
           "Conference CFP ideas"]
JP_TRAVEL = ["Lisbon itinerary", "Packing list – Lisbon", "Passport & visa checklist", "Hotel confirmations"]


def jp_list(c: Clk, book: str, notes: list[str], fab: bool = False, sidebar: dict[str, int] | None = None) -> Scr:
    s = Scr(JP, c)
    s.add(None, "Show sidebar", "Button", box=(0, 147, 147, 273), click=True)
    s.add(book, None, "TextView", box=(189, 700, 175, 245))
    s.add(None, "Search", "Button", box=(786, 933, 147, 273), click=True)
    s.add(None, "Select notes", "Button", box=(933, 1080, 147, 273), click=True)
    s.add(None, None, "ScrollView", box=(0, 1080, 283, 2337), scroll=True)
    s.y = 283
    for n in notes:
        s.add(n, None, "TextView", x=(42, 1038), h=70, gap=44, click=True, lclick=True)
    if fab:
        s.add("New to-do", None, "TextView", box=(560, 830, 1800, 1880), click=True)
        s.add(None, "New to-do", "Button", box=(870, 1010, 1770, 1910), click=True)
        s.add("New note", None, "TextView", box=(560, 830, 1960, 2040), click=True)
        s.add(None, "New note", "Button", box=(870, 1010, 1930, 2070), click=True)
    s.add(None, "Add new", "Button", box=(858, 1016, 2130, 2288), click=True)
    if sidebar is not None:
        s.add(None, None, "ViewGroup", box=(0, 840, 0, 2400))
        s.add("Joplin", None, "TextView", box=(42, 600, 150, 230))
        s.add("Synchronise", None, "Button", box=(42, 800, 250, 350), click=True)
        s.add("Last sync: 14/05/2024 09:51", None, "TextView", box=(42, 800, 360, 410))
        s.add("All notes", None, "TextView", box=(42, 800, 450, 530), click=True)
        s.add("NOTEBOOKS", None, "TextView", box=(42, 800, 570, 630))
        y = 650
        for name, n in sidebar.items():
            s.add(name, None, "TextView", box=(80, 650, y, y + 80), click=True, sel=(name == book))
            s.add(str(n), None, "TextView", box=(680, 800, y, y + 80))
            y += 100
        s.add("TAGS", None, "TextView", box=(42, 800, y + 30, y + 90))
        for k, tag in enumerate(("q3", "travel", "urgent")):
            s.add(tag, None, "TextView", box=(80, 650, y + 110 + k * 100, y + 190 + k * 100), click=True)
    return s


def jp_edit(c: Clk, title: str | None, body: str | None, focus: str) -> Scr:
    s = Scr(JP, c)
    s.add(None, "Back", "Button", box=(0, 147, 147, 273), click=True)
    s.add(None, "Undo", "Button", box=(492, 639, 147, 273), click=True, enabled=bool(title or body))
    s.add(None, "Attach", "Button", box=(639, 786, 147, 273), click=True)
    s.add(None, "Tags", "Button", box=(786, 933, 147, 273), click=True)
    s.add(None, "Actions", "Button", box=(933, 1080, 147, 273), click=True)
    s.add(title, None, "EditText", box=(42, 1038, 300, 400), click=True, edit=True, focus=(focus == "title"), hint="Title")
    s.add(body, None, "EditText", box=(42, 1038, 430, 1500), click=True, edit=True, focus=(focus == "body"), scroll=True,
          hint="Type your note here…")
    s.add("In: Work", None, "TextView", box=(42, 1038, 1520, 1580))
    return s


def jp_view(c: Clk, title: str, lines: list[str], meta: str) -> Scr:
    s = Scr(JP, c)
    s.add(None, "Back", "Button", box=(0, 147, 147, 273), click=True)
    s.add(None, "Edit", "Button", box=(786, 933, 147, 273), click=True)
    s.add(None, "Actions", "Button", box=(933, 1080, 147, 273), click=True)
    s.add(title, None, "TextView", box=(42, 1038, 300, 390))
    s.add(meta, None, "TextView", box=(42, 1038, 394, 444))
    s.add(None, None, "android.webkit.WebView", box=(0, 1080, 470, 2337), scroll=True)
    s.y = 470
    for ln in lines:
        s.add(ln, None, "android.view.View", x=(42, 1038), h=60, gap=18)
    return s


def t12(rs: RowSet) -> None:
    c = Clk(9, 56, 70)
    work = list(JP_WORK)
    books = {"Personal": 14, "Recipes": 9, "Travel": 4, "Work": 7}
    r = Run(c, jp_list(c, "Work", work))
    r.go(tap("Add new"), jp_list, "Work", work, fab=True, dt=3)
    r.go(tap("New note"), jp_edit, None, None, "title", dt=3)
    r.go(typ("Title", "Q3 budget review", 0), jp_edit, "Q3 budget review", None, "title", dt=11)
    body = "- Cloud spend +12% vs plan\n- Headcount: 2 open reqs\n- Review with Farah on 21/05"
    r.go(typ("Type your note here…", body), jp_edit, "Q3 budget review", body, "body", dt=34)
    work.insert(0, "Q3 budget review")
    r.go(back(), jp_list, "Work", work, dt=4)
    r.go(tap("Sprint 23 retro"), jp_view, "Sprint 23 retro",
         ["What went well", "• Release 4.2 shipped on 09/05 with zero rollbacks", "• Flaky e2e tests down from 14 to 3",
          "What to improve", "• PR reviews waiting > 2 days (avg 2.6)", "• Staging DB refresh still manual",
          "Actions", "• Alex: automate staging refresh by 24/05", "• Maya: review SLA proposal"], "Updated: 13/05/2024 17:42", dt=6)
    r.go(back(), jp_list, "Work", work, dt=5)
    r.go(tap("Show sidebar"), jp_list, "Work", work, sidebar=books, dt=4)
    r.go(tap("Travel"), jp_list, "Travel", JP_TRAVEL, dt=4)
    r.go(tap("Lisbon itinerary"), jp_view, "Lisbon itinerary",
         ["Fri 07/06", "• 10:40 land LIS, Aerobus to Baixa", "• Check in: Casa do Príncipe (ref 5527-HX)", "Sat 08/06",
          "• Tram 28 early, Alfama walk", "• 19:30 dinner at Taberna da Rua das Flores", "Sun 09/06", "• Sintra day trip, train 09:11 from Rossio"],
         "Updated: 02/05/2024 21:15", dt=5)
    rs.add("android", "h62-android-12", SYS, r.turns, state=r.state, bad=True, turn=8,
           kind="The sidebar still counts 7 notes in Work, but the note 'Q3 budget review' was added and the Work list now holds 8.")


# --------------------------------------------------------------------------- 13 Camera + Photos: take, trash, find it in Trash (clean)
CAM = "com.google.android.GoogleCamera"
GP = "com.google.android.apps.photos"


def cam_view(c: Clk, thumb: str) -> Scr:
    s = Scr(CAM, c)
    s.add(None, "Camera settings", "ImageButton", "settings_button", box=(42, 162, 150, 270), click=True)
    s.add(None, "Flash off", "ImageButton", "flash_toggle", box=(480, 600, 150, 270), click=True)
    s.add(None, None, "View", "preview_surface", box=(0, 1080, 290, 1730))
    for k, z in enumerate(("0.5x", "1x", "2x", "5x")):
        s.add(z, f"Zoom {z}", "Button", "zoom_button", box=(300 + k * 130, 410 + k * 130, 1600, 1700), click=True, sel=(z == "1x"))
    for k, m in enumerate(("Night Sight", "Portrait", "Photo", "Video", "Modes")):
        s.add(m, None, "TextView", "mode_label", box=(40 + k * 205, 230 + k * 205, 1780, 1850), click=True, sel=(m == "Photo"))
    s.add(None, thumb, "ImageView", "thumbnail_button", box=(80, 240, 1960, 2120), click=True)
    s.add(None, "Take photo", "ImageButton", "shutter_button", box=(440, 640, 1940, 2140), click=True)
    s.add(None, "Switch to front camera", "ImageButton", "camera_switch_button", box=(840, 1000, 1960, 2120), click=True)
    return s


def gp_viewer(c: Clk, desc: str, info: list[tuple[str, str]] | None = None, dlg: bool = False, note: str | None = None) -> Scr:
    s = Scr(GP, c)
    s.add(None, "Back", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add(None, "Cast", "ImageButton", box=(786, 933, 147, 273), click=True)
    s.add(None, "More options", "ImageButton", box=(933, 1080, 147, 273), click=True)
    s.add(None, desc, "ImageView", "photo_view", box=(0, 1080, 600 if info is None else 300, 1800 if info is None else 900), lclick=True)
    if info is not None:
        s.y = 900
        for label, val in info:
            s.add(label, None, "TextView", "details_label", x=(60, 1020), h=50, gap=30)
            s.add(val, None, "TextView", "details_value", x=(60, 1020), h=56, gap=4)
    for k, b in enumerate(("Share", "Edit", "Lens", "Move to trash")):
        s.add(b, None, "Button", "photos_viewer_button", box=(40 + k * 255, 270 + k * 255, 2180, 2330), click=True)
    if note:
        snack(s, note, "Undo", y=2040)
    if dlg:
        dialog(s, "Move to trash?", [("This item will be removed from your Google Account, synced devices and shared places. It stays in trash for 60 days.", {})],
               ("Cancel", "Move to trash"), y0=1300)
    return s


def gp_grid(c: Clk, sections: list[tuple[str, list[str]]], tab: str = "Photos") -> Scr:
    s = Scr(GP, c)
    s.add("Google Photos", None, "TextView", "toolbar_title", box=(52, 700, 175, 245))
    s.add(None, "Notifications", "ImageButton", box=(786, 933, 147, 273), click=True)
    s.add(None, "Account and settings", "ImageButton", box=(933, 1080, 147, 273), click=True)
    recycler(s, "recycler_view", top=283, bottom=2200)
    for title, items in sections:
        s.add(title, None, "TextView", "date_header", x=(42, 1038), h=60, gap=30)
        y = s.y + 10
        for k, d in enumerate(items):
            col = k % 4
            if col == 0 and k:
                y += 268
            s.add(None, d, "ImageView", "photo_tile", box=(col * 270, col * 270 + 264, y, y + 264), click=True, lclick=True)
        s.y = y + 264
    s.nav(("Photos", "Search", "Sharing", "Library"), tab)
    return s


def gp_library(c: Clk) -> Scr:
    s = Scr(GP, c)
    s.add("Library", None, "TextView", "toolbar_title", box=(52, 700, 175, 245))
    for k, b in enumerate(("Favorites", "Utilities", "Archive", "Trash")):
        s.add(b, None, "Button", "library_button", box=(42 + (k % 2) * 508, 520 + (k % 2) * 508, 320 + (k // 2) * 150, 440 + (k // 2) * 150), click=True)
    s.add("Photos on device", None, "TextView", "header", box=(42, 1038, 660, 730))
    for k, (name, n) in enumerate((("Camera", "2,418"), ("Screenshots", "312"), ("Download", "57"), ("WhatsApp Images", "1,046"))):
        y = 760 + k * 150
        s.add(name, None, "TextView", "folder_title", box=(200, 1038, y, y + 60), click=True)
        s.add(f"{n} items", None, "TextView", "folder_count", box=(200, 1038, y + 64, y + 110))
    s.nav(("Photos", "Search", "Sharing", "Library"), "Library")
    return s


def gp_trash(c: Clk, items: list[tuple[str, str]]) -> Scr:
    s = Scr(GP, c)
    s.bar("Trash", actions=("More options",))
    s.add("Items in trash will be permanently deleted after 60 days", None, "TextView", "trash_banner", box=(42, 1038, 300, 400))
    for k, (d, left) in enumerate(items):
        x = k * 270
        s.add(None, d, "ImageView", "photo_tile", box=(x, x + 264, 430, 694), click=True, lclick=True)
        s.add(left, None, "TextView", "days_left", box=(x + 10, x + 254, 630, 690))
    return s


def t13(rs: RowSet) -> None:
    c = Clk(15, 11, 62, 58)
    new = "Photo taken on May 14, 2024 3:12:04 PM"
    old = "Photo taken on May 13, 2024 7:45:10 AM"
    r = Run(c, cam_view(c, "Thumbnail of last captured photo, May 13, 7:45 AM"))
    r.go(tap("Take photo"), cam_view, "Thumbnail of last captured photo, May 14, 3:12 PM", dt=6)
    r.go(tap("thumbnail_button"), gp_viewer, new, dt=4)
    info = [("Date", "Tue, May 14, 2024 • 3:12 PM"), ("Details", "PXL_20240514_221204512.jpg"), ("Size", "12.5MP • 4080 × 3072 • 3.1 MB"),
            ("Camera", "Google Pixel 7 • ƒ/1.85 • 1/120 • 6.81mm • ISO57"), ("Location", "Add location"), ("Backup", "Backed up (Storage saver)")]
    r.go(scroll("up"), gp_viewer, new, info=info, dt=5)
    r.go(tap("Move to trash"), gp_viewer, new, info=info, dlg=True, dt=4)
    r.go(tap("Move to trash", 1), gp_viewer, old, note="Moved to trash", dt=3)
    secs = [("Yesterday", [old, "Photo taken on May 13, 2024 7:44:52 AM", "Video taken on May 13, 2024 7:40:31 AM"]),
            ("Sun, May 12", ["Photo taken on May 12, 2024 6:33:55 PM", "Photo taken on May 12, 2024 6:31:07 PM",
                             "Photo taken on May 12, 2024 1:02:44 PM", "Photo taken on May 12, 2024 12:58:19 PM",
                             "Photo taken on May 12, 2024 12:57:40 PM"]),
            ("Thu, May 9", ["Screenshot taken on May 9, 2024 10:21:36 PM", "Photo taken on May 9, 2024 8:15:02 AM"])]
    r.go(back(), gp_grid, secs, dt=4)
    r.go(tap("Library"), gp_library, dt=4)
    trash = [(new, "60 days"), ("Screenshot taken on Apr 30, 2024 4:18:22 PM", "46 days")]
    r.go(tap("Trash"), gp_trash, trash, dt=5)
    r.go(tap(new), gp_trash_viewer, new, dt=4)
    rs.add("android", "h62-android-13", SYS, r.turns, state=r.state)


def gp_trash_viewer(c: Clk, desc: str) -> Scr:
    s = Scr(GP, c)
    s.add(None, "Back", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add(None, desc, "ImageView", "photo_view", box=(0, 1080, 600, 1800))
    s.add("60 days left", None, "TextView", "days_left", box=(42, 1038, 1880, 1940))
    s.add("Delete", None, "Button", "delete_button", box=(60, 500, 2180, 2320), click=True)
    s.add("Restore", None, "Button", "restore_button", box=(580, 1020, 2180, 2320), click=True)
    return s


# --------------------------------------------------------------------------- 14 Loop Habit Tracker: check, rename (clean)
LH = "org.isoron.uhabits"
LH_DAYS = ("Tue 14", "Mon 13", "Sun 12", "Sat 11", "Fri 10")


def lh_list(c: Clk, habits: list[dict[str, Any]]) -> Scr:
    s = Scr(LH, c)
    s.add("Habits", None, "TextView", box=(52, 500, 175, 245))
    s.add(None, "Add habit", "TextView", "actionCreateHabit", box=(639, 786, 147, 273), click=True)
    s.add(None, "Filter", "TextView", "action_filter", box=(786, 933, 147, 273), click=True)
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    for k, d in enumerate(LH_DAYS):
        s.add(d.replace(" ", "\n").upper(), None, "TextView", "headerDay", box=(520 + k * 110, 630 + k * 110, 290, 380))
    recycler(s, "listView", top=390, bottom=2337)
    for h in habits:
        y = s.y + 12
        s.add(None, f"Score {h['score']}%", "View", "scoreRing", box=(30, 110, y + 30, y + 110))
        s.add(h["name"], None, "TextView", "label", box=(130, 510, y + 20, y + 120), click=True, lclick=True)
        for k, d in enumerate(LH_DAYS):
            on = h["marks"][k]
            s.add("✓" if on else "×", f"{h['name']}, {d}, {'done' if on else 'not done'}", "View", "checkmarkPanel",
                  box=(520 + k * 110, 630 + k * 110, y + 20, y + 120), click=True, lclick=True)
        s.y = y + 140
    return s


def lh_detail(c: Clk, h: dict[str, Any]) -> Scr:
    s = Scr(LH, c)
    s.bar(h["name"], actions=("Edit habit", "More options"))
    s.add(h["question"], None, "TextView", "questionLabel", box=(42, 1038, 300, 360))
    s.add("Every day", None, "TextView", "frequencyLabel", box=(42, 500, 370, 420))
    s.add("9:30 PM", None, "TextView", "reminderLabel", box=(540, 1038, 370, 420))
    s.add("Overview", None, "TextView", "title", box=(42, 1038, 470, 530))
    for k, (label, val) in enumerate((("Score", f"{h['score']}%"), ("Month", "+8%"), ("Year", "+21%"), ("Total", str(h["total"])))):
        s.add(val, None, "TextView", "overviewValue", box=(42 + k * 250, 280 + k * 250, 560, 640))
        s.add(label, None, "TextView", "overviewLabel", box=(42 + k * 250, 280 + k * 250, 644, 690))
    s.add("Best streaks", None, "TextView", "title", box=(42, 1038, 760, 820))
    for k, st in enumerate(("19 days · Mar 2 – Mar 20", "11 days · Jan 8 – Jan 18", "3 days · May 12 – May 14")):
        s.add(st, None, "TextView", "streakLabel", box=(42, 1038, 850 + k * 80, 920 + k * 80))
    s.add("History", None, "TextView", "title", box=(42, 1038, 1120, 1180))
    s.add(None, "Bar chart of checkmarks per week", "View", "historyChart", box=(42, 1038, 1200, 1560))
    s.add("Calendar", None, "TextView", "title", box=(42, 1038, 1600, 1660))
    s.add(None, "Calendar heat map, last 17 weeks", "View", "calendarChart", box=(42, 1038, 1680, 2200), scroll=True)
    return s


def lh_edit(c: Clk, h: dict[str, Any], name: str) -> Scr:
    s = lh_detail(c, h)
    s.add(None, None, "FrameLayout", "android:id/content", box=(40, 1040, 380, 1900))
    s.add("Edit habit", None, "TextView", "toolbarTitle", box=(80, 1000, 410, 480))
    s.add(name, None, "EditText", "tvName", box=(80, 1000, 520, 640), click=True, edit=True, focus=True, hint="Name")
    s.add(h["question"], None, "EditText", "tvQuestion", box=(80, 1000, 680, 800), click=True, edit=True, hint="Question")
    s.add("Every day", None, "TextView", "boolFrequencyPicker", box=(80, 1000, 840, 940), click=True)
    s.add("9:30 PM", None, "TextView", "reminderTimePicker", box=(80, 1000, 980, 1080), click=True)
    s.add(None, None, "EditText", "notesInput", box=(80, 1000, 1120, 1360), click=True, edit=True, hint="Notes")
    s.add("Cancel", None, "Button", "buttonDiscard", box=(480, 720, 1760, 1860), click=True)
    s.add("Save", None, "Button", "buttonSave", box=(760, 1000, 1760, 1860), click=True)
    return s


def t14(rs: RowSet) -> None:
    c = Clk(21, 47, 38)
    habits = [{"name": "Meditate", "score": 78, "marks": [False, True, True, True, True]},
              {"name": "Run 5 km", "score": 41, "marks": [False, True, False, True, False]},
              {"name": "Read 20 pages", "score": 62, "marks": [False, True, True, False, True], "question": "Did you read today?", "total": 142},
              {"name": "No sugar", "score": 55, "marks": [False, True, False, True, True]},
              {"name": "Duolingo", "score": 91, "marks": [True, True, True, True, True]}]
    r = Run(c, lh_list(c, habits))
    read = habits[2]
    read.update(marks=[True, True, True, False, True], score=64, total=143)
    r.go(tap("Read 20 pages, Tue 14, not done"), lh_list, habits, dt=3)
    r.go(tap("Read 20 pages"), lh_detail, read, dt=4)
    r.go(tap("Edit habit"), lh_edit, read, "Read 20 pages", dt=4)
    r.go(typ("tvName", "Read 30 pages"), lh_edit, read, "Read 30 pages", dt=9)
    read["name"] = "Read 30 pages"
    r.go(tap("Save"), lh_detail, read, dt=3)
    r.go(back(), lh_list, habits, dt=4)
    habits[0].update(marks=[True, True, True, True, True], score=79)
    r.go(tap("Meditate, Tue 14, not done"), lh_list, habits, dt=5)
    rs.add("android", "h62-android-14", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 15 Phone: spam filter setting (bad: setting reverts)
PH = "com.google.android.dialer"


def ph_recents(c: Clk, menu: bool = False) -> Scr:
    s = Scr(PH, c)
    s.add("Search contacts & places", None, "TextView", "open_search_bar_text_view", box=(42, 900, 160, 270), click=True)
    s.add(None, "More options", "ImageButton", "open_search_bar_overflow", box=(920, 1038, 165, 265), click=True)
    recycler(s, "new_call_log_recycler_view", top=300, bottom=2200)
    for head, rows in (("Today", (("Dr. Klein's office", "Incoming · Mobile · 10:12 AM"), ("(206) 555-0147", "Missed · Seattle, WA · 9:03 AM"))),
                       ("Yesterday", (("Mom", "Outgoing · Mobile · 6:45 PM · 23 min"), ("Spam", "(888) 555-0199 · Incoming · 2:10 PM"),
                                      ("Priya Raman", "Outgoing · Mobile · 11:30 AM · 4 min"))),
                       ("Older", (("Coach Ryan", "Incoming · Mobile · Sun", ), ("Chase Fraud Dept.", "Incoming · (800) 555-0123 · May 10")))):
        s.add(head, None, "TextView", "new_call_log_header_text", x=(42, 1038), h=56, gap=30)
        for name, sub in rows:
            s.add(name, None, "TextView", "primary_text", x=(200, 880), h=60, gap=30, click=True)
            s.add(sub, None, "TextView", "secondary_text", x=(200, 880), h=50, gap=4)
            s.add(None, f"Call {name}", "ImageView", "call_button", box=(900, 1038, s.row[0] - 60, s.row[1]), click=True)
    s.nav(("Favorites", "Recents", "Contacts", "Voicemail"), "Recents")
    if menu:
        s.add(None, None, "ListView", box=(560, 1060, 150, 670))
        for k, m in enumerate(("Call history", "Settings", "Clear frequents", "Help & feedback")):
            s.add(m, None, "TextView", "android:id/title", box=(600, 1040, 180 + k * 120, 280 + k * 120), click=True)
    return s


def ph_settings(c: Clk) -> Scr:
    s = Scr(PH, c)
    s.bar("Settings")
    recycler(s)
    for t in ("Display options", "Sounds and vibration", "Quick responses", "Calls", "Accessibility", "Assisted dialing",
              "Blocked numbers", "Voicemail", "Caller ID & spam", "Nearby places", "Call screen", "Advanced"):
        s.add(t, None, "TextView", "android:id/title", x=(60, 1020), h=60, gap=80, click=True)
    return s


def ph_spam(c: Clk, filt: bool) -> Scr:
    s = Scr(PH, c)
    s.bar("Caller ID & spam")
    recycler(s)
    s.item("See caller & spam ID", "Identify business and spam numbers", switch=True, x=(60, 1038))
    s.item("Filter spam calls", "Prevent suspected spam calls from disturbing you", switch=filt, x=(60, 1038))
    s.item("Verified calls", "See the reason for a business's call", switch=True, x=(60, 1038))
    s.add("Caller ID and spam protection uses info from Google and reports from other users. Spam calls you don't answer still appear in your call history.",
          None, "TextView", "android:id/summary", x=(60, 1020), h=200, gap=60)
    return s


def ph_blocked(c: Clk) -> Scr:
    s = Scr(PH, c)
    s.bar("Blocked numbers")
    recycler(s)
    s.item("Unknown", "Block calls from unidentified callers", switch=False, x=(60, 1038))
    s.add("Add a number", None, "TextView", "add_number_textView", x=(60, 1020), h=70, gap=60, click=True)
    for num, when in (("(702) 555-0118", "Blocked Mar 28"), ("(888) 555-0199", "Blocked Yesterday")):
        s.add(num, None, "TextView", "blocked_number", x=(60, 880), h=60, gap=50)
        s.add(when, None, "TextView", "blocked_number_summary", x=(60, 880), h=50, gap=4)
        s.add(None, f"Unblock {num}", "ImageView", "delete_button", box=(900, 1038, s.row[0] - 60, s.row[1]), click=True)
    s.add("Calls and texts from these numbers will be blocked. Blocked calls still appear in your call history.", None, "TextView",
          "blocked_number_footer", x=(60, 1020), h=150, gap=60)
    return s


def t15(rs: RowSet) -> None:
    c = Clk(16, 2, 49)
    r = Run(c, ph_recents(c))
    r.go(tap("More options"), ph_recents, menu=True, dt=3)
    r.go(tap("Settings"), ph_settings, dt=4)
    r.go(tap("Caller ID & spam"), ph_spam, False, dt=4)
    r.go(tap("Filter spam calls"), ph_spam, True, dt=5)
    r.go(back(), ph_settings, dt=4)
    r.go(tap("Caller ID & spam"), ph_spam, False, dt=5)
    r.go(back(), ph_settings, dt=4)
    r.go(tap("Blocked numbers"), ph_blocked, dt=4)
    rs.add("android", "h62-android-15", SYS, r.turns, state=r.state, bad=True, turn=6,
           kind="'Filter spam calls' was switched on at turn 4, but reopening Caller ID & spam shows it off again with no action turning it off.")


# --------------------------------------------------------------------------- 16 Broccoli: edit a recipe, find it by search (bad: garlic quantity)
BC = "com.flauschcode.broccoli"
BC_RECIPES = [("Banana Bread", "Moist, one bowl, uses overripe bananas"), ("Lemon Garlic Pasta", "Weeknight pasta in 20 minutes"),
              ("Miso Glazed Salmon", "Sweet-salty glaze, oven baked"), ("Overnight Oats", "Make-ahead breakfast jars"),
              ("Shakshuka", "Eggs poached in spiced tomato sauce"), ("Thai Green Curry", "With chicken, eggplant and Thai basil")]
BC_STEPS = "1. Cook the spaghetti in salted water until al dente; keep 1 cup pasta water.\n2. Warm olive oil, add sliced garlic and chili flakes for 1 minute.\n3. Toss pasta with lemon zest, juice, parmesan and a splash of pasta water.\n4. Finish with parsley and black pepper."


def bc_list(c: Clk, recipes: list[tuple[str, str]], query: str | None = None, searching: bool = False) -> Scr:
    s = Scr(BC, c)
    if searching:
        s.add(None, "Collapse", "ImageButton", box=(0, 147, 147, 273), click=True)
        s.add(query, None, "EditText", "search_src_text", box=(160, 900, 160, 260), click=True, edit=True, focus=True, hint="Search recipes")
        s.add(None, "Clear query", "ImageView", "search_close_btn", box=(910, 1038, 160, 260), click=True, enabled=bool(query))
    else:
        s.add(None, "Open navigation drawer", "ImageButton", box=(0, 147, 147, 273), click=True)
        s.add("Recipes", None, "TextView", box=(189, 700, 175, 245))
        s.add(None, "Search", "TextView", "action_search", box=(933, 1080, 147, 273), click=True)
    recycler(s, "recycler_view", top=283, bottom=2337)
    for title, descr in recipes:
        y = s.y + 24
        s.add(None, None, "ImageView", "card_image_view", box=(42, 1038, y, y + 300))
        s.add(title, None, "TextView", "card_text_view_title", box=(72, 1008, y + 320, y + 390), click=True)
        s.add(descr, None, "TextView", "card_text_view_description", box=(72, 1008, y + 394, y + 444))
        s.y = y + 470
    if not searching:
        s.add(None, "Add recipe", "ImageButton", "fab", box=(858, 1016, 2130, 2288), click=True)
    return s


def bc_view(c: Clk, servings: str, ingredients: list[str], fav: bool = False) -> Scr:
    s = Scr(BC, c)
    s.bar(None, actions=("Remove from favorites" if fav else "Add to favorites", "Edit", "More options"))
    s.add(None, None, "ImageView", "recipe_image", box=(0, 1080, 283, 800))
    s.add("Lemon Garlic Pasta", None, "TextView", "recipe_title", box=(42, 1038, 830, 920))
    s.add("Weeknight pasta in 20 minutes", None, "TextView", "recipe_description", box=(42, 1038, 924, 980))
    s.add("Pasta", None, "TextView", "chip_category", box=(42, 240, 1000, 1080))
    s.add(f"{servings} servings", None, "TextView", "recipe_servings", box=(42, 500, 1110, 1170))
    s.add("25 min", None, "TextView", "recipe_preparation_time", box=(540, 1038, 1110, 1170))
    s.add("Source: budgetbytes.com", None, "TextView", "recipe_source", box=(42, 1038, 1180, 1230))
    s.add("Ingredients", None, "TextView", "ingredients_header", box=(42, 1038, 1270, 1340))
    s.y = 1340
    for ing in ingredients:
        s.add(ing, None, "TextView", "ingredient_text", x=(90, 1038), h=56, gap=12)
    s.add("Directions", None, "TextView", "directions_header", x=(42, 1038), h=70, gap=40)
    for step in BC_STEPS.split("\n"):
        s.add(step, None, "TextView", "direction_text", x=(90, 1038), h=110, gap=12)
    return s


def bc_edit(c: Clk, servings: str, ingredients: list[str], lower: bool, focus: str | None = None) -> Scr:
    s = Scr(BC, c)
    s.add(None, "Navigate up", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add("Edit recipe", None, "TextView", box=(189, 700, 175, 245))
    s.add(None, "Save", "TextView", "action_save", box=(933, 1080, 147, 273), click=True)
    s.add(None, None, "ScrollView", "scroll_view", box=(0, 1080, 283, 2337), scroll=True)
    s.y = 283
    fields = [("Lemon Garlic Pasta", "Title", "input_title"), ("Weeknight pasta in 20 minutes", "Description", "input_description"),
              ("Pasta", "Categories", "input_categories"), (servings, "Servings", "input_servings"), ("25 min", "Preparation time", "input_preparation_time"),
              ("budgetbytes.com", "Source", "input_source"), ("\n".join(ingredients), "Ingredients", "input_ingredients"),
              (BC_STEPS, "Directions", "input_directions"), (None, "Nutritional values", "input_nutritional_values"), (None, "Notes", "input_notes")]
    for val, hint, rid in (fields[5:] if lower else fields[:6]):
        h = 440 if rid in ("input_ingredients", "input_directions") else 140
        s.add(val, None, "EditText", rid, x=(42, 1038), h=h, gap=36, click=True, edit=True, hint=hint, focus=(rid == focus))
    return s


def t16(rs: RowSet) -> None:
    c = Clk(17, 31, 77)
    ing = ["200 g spaghetti", "3 cloves garlic", "1 lemon (zest and juice)", "40 g parmesan", "2 tbsp olive oil", "1 handful parsley",
           "¼ tsp chili flakes"]
    r = Run(c, bc_list(c, BC_RECIPES))
    r.go(tap("Lemon Garlic Pasta"), bc_view, "2", ing, dt=4)
    r.go(tap("Edit"), bc_edit, "2", ing, False, dt=4)
    r.go(typ("input_servings", "4"), bc_edit, "4", ing, False, focus="input_servings", dt=7)
    r.go(scroll("down"), bc_edit, "4", ing, True, dt=3)
    new = ["400 g spaghetti", "3 cloves garlic", "1 lemon (zest and juice)", "80 g parmesan", "2 tbsp olive oil", "1 handful parsley",
           "¼ tsp chili flakes"]
    r.go(typ("input_ingredients", "\n".join(new)), bc_edit, "4", new, True, focus="input_ingredients", dt=41)
    r.go(tap("Save"), bc_view, "4", new, dt=4)
    r.go(back(), bc_list, BC_RECIPES, dt=4)
    r.go(tap("Search"), bc_list, BC_RECIPES, None, True, dt=3)
    hits = [BC_RECIPES[k] for k in (1, 2, 4, 5)]
    r.go(typ("search_src_text", "garlic"), bc_list, hits, "garlic", True, dt=6)
    bad = [x.replace("3 cloves", "2 cloves") for x in new]
    r.go(tap("Lemon Garlic Pasta"), bc_view, "4", bad, dt=4)
    r.go(tap("Add to favorites"), bc_view, "4", bad, fav=True, dt=3)
    r.go(back(), bc_list, hits, "garlic", True, dt=4)
    rs.add("android", "h62-android-16", SYS, r.turns, state=r.state, bad=True, turn=10,
           kind="Reopened Lemon Garlic Pasta lists '2 cloves garlic', but the recipe had '3 cloves garlic' and the edit saved at turn 6 kept it.")


# --------------------------------------------------------------------------- 17 Google Calendar: create, delete one occurrence (clean)
GC = "com.google.android.calendar"


def gc_schedule(c: Clk, days: list[tuple[str, list[tuple[str, str]]]], note: str | None = None, fab: bool = False) -> Scr:
    s = Scr(GC, c)
    s.add(None, "Show Calendar List and Settings drawer", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add("May", None, "TextView", "date_picker_text_view", box=(189, 500, 175, 245), click=True)
    s.add(None, "Jump to Today 14", "TextView", "action_today", box=(639, 786, 147, 273), click=True)
    s.add(None, "Search", "TextView", "action_search", box=(786, 933, 147, 273), click=True)
    s.add(None, "Account: maya.brenner@gmail.com", "ImageView", box=(933, 1080, 147, 273), click=True)
    recycler(s, "alternate_timeline_holder", top=283, bottom=2337)
    for day, events in days:
        s.add(day, None, "TextView", "day_header", x=(30, 170), h=110, gap=30)
        top = s.row[0]
        s.y = top - 30
        for title, when in events:
            s.add(title, f"{title}, {when}, {day}", "TextView", "chip_title", x=(200, 1038), h=60, gap=30, click=True)
            s.add(when, None, "TextView", "chip_subtitle", x=(200, 1038), h=50, gap=2)
        s.y = max(s.y, top + 110)
    s.add(None, "Create new event and more", "ImageButton", "floating_action_button", box=(858, 1016, 2130, 2288), click=True)
    if fab:
        for k, m in enumerate(("Birthday", "Task", "Event")):
            s.add(m, None, "TextView", "speed_dial_label", box=(560, 830, 1600 + k * 160, 1680 + k * 160), click=True)
    if note:
        snack(s, note, "Undo", y=1980)
    return s


def gc_new(c: Clk, title: str | None) -> Scr:
    s = Scr(GC, c)
    s.add(None, "Close", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add("Save", None, "Button", "save", box=(800, 1038, 160, 260), click=True)
    s.add(None, None, "ScrollView", box=(0, 1080, 283, 2337), scroll=True)
    s.add(title, None, "EditText", "title", box=(180, 1038, 300, 420), click=True, edit=True, focus=True, hint="Add title")
    rows = [("All-day", None), ("Tue, May 14, 2024", "3:00 PM"), ("Tue, May 14, 2024", "4:00 PM"), ("Pacific Daylight Time", None),
            ("Does not repeat", None), ("Add people", None), ("Add video conferencing", None), ("Add location", None),
            ("30 minutes before", None), ("Add notification", None), ("Default color", None), ("Add description", None)]
    y = 460
    for left, right in rows:
        s.add(left, None, "TextView", box=(180, 700, y, y + 70), click=True)
        if right:
            s.add(right, None, "TextView", box=(760, 1038, y, y + 70), click=True)
        if left == "All-day":
            s.add(None, None, "Switch", "all_day_switch", box=(880, 1038, y - 10, y + 80), click=True, check=False)
        y += 120
    return s


def gc_detail(c: Clk, dlg: bool = False) -> Scr:
    s = Scr(GC, c)
    s.add(None, "Close", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add(None, "Edit event", "ImageButton", box=(639, 786, 147, 273), click=True)
    s.add(None, "Delete", "ImageButton", box=(786, 933, 147, 273), click=True)
    s.add(None, "More options", "ImageButton", box=(933, 1080, 147, 273), click=True)
    s.add("Yoga", None, "TextView", "title", box=(180, 1038, 310, 410))
    s.y = 410
    for t in ("Wednesday, May 15 ⋅ 7:00 – 8:00PM", "Weekly on Wednesday", "Lotus Studio, 411 Pine St, Seattle, WA 98101",
              "1 hour before", "Bring own mat. Drop-in code 6620.", "maya.brenner@gmail.com"):
        s.add(t, None, "TextView", x=(180, 1038), h=60, gap=40)
    if dlg:
        s.add(None, None, "FrameLayout", "android:id/content", box=(70, 1010, 800, 1560))
        s.add("Delete recurring event", None, "TextView", "android:id/alertTitle", box=(133, 947, 850, 930))
        for k, o in enumerate(("This event", "This and following events", "All events")):
            s.add(o, None, "RadioButton", "android:id/text1", box=(133, 947, 960 + k * 120, 1060 + k * 120), click=True, check=(k == 0))
        s.add("Cancel", None, "Button", "android:id/button2", box=(487, 701, 1440, 1540), click=True)
        s.add("OK", None, "Button", "android:id/button1", box=(717, 931, 1440, 1540), click=True)
    return s


def t17(rs: RowSet) -> None:
    c = Clk(14, 38, 60)
    days = [("TUE 14", [("Dentist – Dr. Klein", "8:30 – 9:15 AM"), ("Team standup", "10 – 10:15 AM"), ("Pick up dry cleaning", "5:30 – 6 PM")]),
            ("WED 15", [("Product review", "1 – 2 PM"), ("Yoga", "7 – 8 PM")]),
            ("THU 16", [("Mia's birthday", "All day")]),
            ("FRI 17", [("Sprint planning", "9:30 – 11 AM")]),
            ("MON 20", [("Car service – Ballard Auto", "8 – 9 AM")])]
    later = [("TUE 21", [("Team standup", "10 – 10:15 AM")]), ("WED 22", [("Yoga", "7 – 8 PM")]),
             ("FRI 24", [("Quarterly offsite", "All day")]), ("MON 27", [("Memorial Day", "All day")]),
             ("TUE 28", [("Team standup", "10 – 10:15 AM")])]
    r = Run(c, gc_schedule(c, days))
    r.go(tap("Create new event and more"), gc_schedule, days, fab=True, dt=3)
    r.go(tap("Event"), gc_new, None, dt=3)
    r.go(typ("title", "Call with landlord"), gc_new, "Call with landlord", dt=9)
    days[0][1].insert(2, ("Call with landlord", "3 – 4 PM"))
    r.go(tap("Save"), gc_schedule, days, dt=4)
    r.go(tap("Yoga"), gc_detail, dt=4)
    r.go(tap("Delete"), gc_detail, dlg=True, dt=3)
    days[1][1].pop()
    r.go(tap("OK"), gc_schedule, days, note="Event deleted", dt=3)
    r.go(scroll("down"), gc_schedule, days[2:] + later, dt=4)
    rs.add("android", "h62-android-17", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 18 Tasks.org: complete tasks (bad: due date moves)
TK = "org.tasks"


def tk_list(c: Clk, tasks: list[dict[str, Any]], note: str | None = None) -> Scr:
    s = Scr(TK, c)
    s.add(None, "Open navigation drawer", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add("My Tasks", None, "TextView", box=(189, 600, 175, 245))
    s.add(None, "Search", "TextView", "menu_search", box=(639, 786, 147, 273), click=True)
    s.add(None, "Sort", "TextView", "menu_sort", box=(786, 933, 147, 273), click=True)
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    recycler(s, "recycler_view", top=283, bottom=2337)
    for t in tasks:
        y = s.y + 16
        s.add(None, None, "CheckBox", "completeBox", box=(30, 150, y + 10, y + 130), click=True, check=False)
        s.add(t["title"], None, "TextView", "title", box=(170, 1038, y + 10, y + 76), click=True, lclick=True)
        x = 170
        if t.get("due"):
            s.add(t["due"], None, "TextView", "due_date", box=(x, x + 320, y + 84, y + 134))
            x += 340
        for chip in ([t["repeat"]] if t.get("repeat") else []) + t.get("tags", []):
            s.add(chip, None, "TextView", "chip", box=(x, x + 260, y + 84, y + 134))
            x += 280
        s.y = y + 150
    s.add(None, "Create new task", "ImageButton", "fab", box=(858, 1016, 2130, 2288), click=True)
    if note:
        snack(s, note, "Undo", y=1980)
    return s


def tk_edit(c: Clk, t: dict[str, Any]) -> Scr:
    s = Scr(TK, c)
    s.add(None, "Save", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add(None, "Delete task", "ImageButton", box=(786, 933, 147, 273), click=True)
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    s.add(None, None, "CheckBox", "completeBox", box=(30, 150, 300, 420), click=True, check=False)
    s.add(t["title"], None, "EditText", "title", box=(170, 1038, 300, 420), click=True, edit=True, hint="Task name")
    s.y = 440
    rows = [("Due date", t.get("due_full")), ("Priority", t.get("prio", "None")), ("Description", t.get("desc")),
            ("List", "My Tasks"), ("Tags", ", ".join(t.get("tags", [])) or None), ("Repeat", t.get("repeat_full", "Does not repeat")),
            ("Reminders", t.get("remind")), ("Subtasks", None)]
    for label, val in rows:
        s.add(val, label, "TextView" if label != "Description" else "EditText", label.lower().replace(" ", "_"), x=(170, 1038),
              h=100 if label != "Description" else 180, gap=30, click=True, edit=(label == "Description"), hint=label if val is None else None)
    s.add(f"Created {t['created']}", None, "TextView", "creation_date", x=(170, 1038), h=50, gap=60)
    return s


def t18(rs: RowSet) -> None:
    c = Clk(13, 20, 81)
    expense = {"title": "Submit expense report", "due": "Today, 5:00 PM"}
    herbs = {"title": "Water balcony herbs", "due": "Today", "repeat": "Every day"}
    dentist = {"title": "Book dentist cleaning", "due": "Tomorrow"}
    passport = {"title": "Renew passport", "due": "Fri, Jun 14", "tags": ["errands"], "due_full": "Friday, June 14, 2024",
                "prio": "High", "desc": "Need 2 passport photos + form DS-82. Fee $130, check payable to U.S. Department of State.",
                "remind": "Fri, Jun 7, 9:00 AM", "created": "May 2, 2024"}
    claim = {"title": "Call insurance re: claim #A-55102", "tags": ["home"], "prio": "Medium",
             "desc": "Water damage, kitchen. Adjuster: Dana Park, ext. 218. Policy HO-3 88214093.", "created": "May 10, 2024"}
    r = Run(c, tk_list(c, [expense, herbs, dentist, passport, claim]))
    r.go(tap("completeBox", 0), tk_list, [herbs, dentist, passport, claim], note="Task completed", dt=3)
    r.go(tap("Renew passport"), tk_edit, passport, dt=4)
    moved = dict(passport, due="Thu, Jun 13")
    r.go(back(), tk_list, [herbs, dentist, moved, claim], dt=5)
    herbs2 = dict(herbs, due="Tomorrow")
    r.go(tap("completeBox", 0), tk_list, [dentist, herbs2, moved, claim], note="Rescheduled to tomorrow", dt=4)
    r.go(tap("Call insurance re: claim #A-55102"), tk_edit, claim, dt=4)
    r.go(back(), tk_list, [dentist, herbs2, moved, claim], dt=6)
    rs.add("android", "h62-android-18", SYS, r.turns, state=r.state, bad=True, turn=3,
           kind="Back from the unchanged 'Renew passport' task (due Friday, June 14), the list shows it due Thu, Jun 13.")


# --------------------------------------------------------------------------- 19 ChargePoint: charge at a garage (clean)
CP = "com.coulombtech"
CP_SESSION_START = 17 * 3600 + 44 * 60 + 31
CP_P2_START = 16 * 3600 + 30 * 60


def cp_dur(sec: int) -> str:
    return f"{sec // 3600}:{sec // 60 % 60:02d}:{sec % 60:02d}"


def cp_kwh(c: Clk) -> float:
    return round(6.5 * (c.t - CP_SESSION_START) / 3600, 2)


def cp_list(c: Clk) -> Scr:
    s = Scr(CP, c)
    s.add("Search for a location", None, "TextView", "search_text", box=(42, 900, 160, 270), click=True)
    s.add(None, "Filters", "ImageButton", "filter_button", box=(920, 1038, 165, 265), click=True)
    s.add(None, "Map", "View", "map_view", box=(0, 1080, 283, 1100))
    s.add(None, "My location", "ImageButton", "my_location_button", box=(900, 1040, 940, 1080), click=True)
    recycler(s, "station_list", top=1120, bottom=2200)
    for name, dist, avail, kind in (("Westlake Center Garage", "0.3 mi", "2/4 available", "Level 2 · $0.30/kWh"),
                                    ("Whole Foods – Westlake", "0.6 mi", "0/2 available", "Level 2 · $0.35/kWh"),
                                    ("Pacific Place P2", "1.1 mi", "1/6 available", "DC Fast · $0.49/kWh"),
                                    ("SLU Denny Way Lot", "1.4 mi", "5/8 available", "Level 2 · $1.50/hr")):
        s.add(name, None, "TextView", "station_name", x=(42, 800), h=60, gap=30, click=True)
        s.add(dist, None, "TextView", "station_distance", box=(820, 1038, s.row[0], s.row[1]))
        s.add(f"{avail} · {kind}", None, "TextView", "station_summary", x=(42, 1038), h=50, gap=4)
    s.nav(("Map", "Charging", "Account"), "Map")
    return s


def cp_station(c: Clk, mine: bool) -> Scr:
    s = Scr(CP, c)
    s.bar("Westlake Center Garage", actions=("Add to favorites", "Share"))
    s.add("400 Pine St, Seattle, WA 98101", None, "TextView", "address", box=(42, 1038, 300, 360))
    s.add("0.3 mi · Level 2 · Open 24/7", None, "TextView", "station_info", box=(42, 1038, 364, 414))
    s.add(f"{1 if mine else 2} of 4 ports available", None, "TextView", "availability", box=(42, 1038, 450, 520))
    s.add("Pricing", None, "TextView", "section_header", box=(42, 1038, 560, 620))
    s.add("$0.30/kWh · $2.00/hr after 4 hr", None, "TextView", "pricing", box=(42, 1038, 624, 680))
    s.add("Ports", None, "TextView", "section_header", box=(42, 1038, 720, 780))
    p2 = (c.t - CP_P2_START) // 60
    ports = [("Port 1 · J1772 · 6.6 kW", "Available"), ("Port 2 · J1772 · 6.6 kW", f"In use · {p2 // 60} hr {p2 % 60} min"),
             ("Port 3 · J1772 · 6.6 kW", "In use · You" if mine else "Available"), ("Port 4 · J1772 · 6.6 kW", "Out of service since May 12")]
    y = 800
    for name, st in ports:
        s.add(name, None, "TextView", "port_name", box=(42, 700, y, y + 60))
        s.add(st, None, "TextView", "port_status", box=(42, 1038, y + 64, y + 114))
        y += 140
    s.add("Station ID 172845 · CPF50", None, "TextView", "station_id", box=(42, 1038, y + 20, y + 70))
    if mine:
        s.add(f"Charging · {cp_dur(c.t - CP_SESSION_START)} · {cp_kwh(c):.2f} kWh", "Charging", "TextView", "session_banner",
              box=(0, 1080, 2000, 2130), click=True)
    else:
        s.add("Start Charging", None, "Button", "start_charging", box=(42, 1038, 2020, 2150), click=True)
    return s


def cp_ports(c: Clk, connecting: bool) -> Scr:
    s = Scr(CP, c)
    s.bar("Start Charging")
    if connecting:
        s.add("Plug in your car to Port 3", None, "TextView", "title", box=(42, 1038, 400, 480))
        s.add("Westlake Center Garage · Station ID 172845", None, "TextView", "subtitle", box=(42, 1038, 484, 540))
        s.add(None, "Connecting to station", "ProgressBar", "progress", box=(440, 640, 700, 900))
        s.add("Waiting for the connector… The session starts as soon as your car is plugged in.", None, "TextView", "hint", box=(42, 1038, 940, 1060))
        s.add("Cancel", None, "Button", "cancel", box=(42, 1038, 2020, 2150), click=True)
    else:
        s.add("Choose a port", None, "TextView", "title", box=(42, 1038, 320, 400))
        for k, p in enumerate(("Port 1", "Port 3")):
            s.add(p, None, "TextView", "port_name", box=(42, 700, 450 + k * 160, 510 + k * 160), click=True)
            s.add("J1772 · 6.6 kW · Available", None, "TextView", "port_status", box=(42, 1038, 514 + k * 160, 564 + k * 160))
    return s


def cp_session(c: Clk, dlg: bool = False) -> Scr:
    s = Scr(CP, c)
    s.bar("Charging")
    k = cp_kwh(c)
    s.add("Westlake Center Garage · Port 3", None, "TextView", "station", box=(42, 1038, 300, 360))
    s.add(None, "Charging animation", "ImageView", "charging_anim", box=(340, 740, 400, 800))
    for label, val in (("Time charging", cp_dur(c.t - CP_SESSION_START)), ("Energy added", f"{k:.2f} kWh"), ("Power", "6.5 kW"),
                       ("Cost so far", f"${k * 0.30:.2f}"), ("Est. range added", f"+{int(k * 3.9)} mi"), ("Session ID", "2981447120")):
        s.add(label, None, "TextView", "metric_label", x=(42, 540), h=56, gap=34)
        s.add(val, None, "TextView", "metric_value", x=(560, 1038), h=56, same=True)
    s.add("Stop Charging", None, "Button", "stop_charging", box=(42, 1038, 2020, 2150), click=True)
    if dlg:
        dialog(s, "Stop charging session?", [("Your car will stop charging and you'll get a session summary.", {})], ("Cancel", "Stop"))
    return s


def cp_summary(c: Clk) -> Scr:
    s = Scr(CP, c)
    s.bar("Session summary", back=False)
    k = cp_kwh(c)
    for label, val in (("Station", "Westlake Center Garage · Port 3"), ("Started", hm12(CP_SESSION_START)), ("Ended", c.ampm),
                       ("Duration", cp_dur(c.t - CP_SESSION_START)), ("Energy", f"{k:.2f} kWh"), ("Energy fee", f"${k * 0.30:.2f}"),
                       ("Parking fee", "$0.00"), ("Total", f"${k * 0.30:.2f}"), ("Session ID", "2981447120"),
                       ("Receipt", "Sent to maya.brenner@gmail.com")):
        s.add(label, None, "TextView", "summary_label", x=(42, 540), h=56, gap=34)
        s.add(val, None, "TextView", "summary_value", x=(560, 1038), h=56, same=True)
    s.add("Done", None, "Button", "done", box=(42, 1038, 2020, 2150), click=True)
    return s


def t19(rs: RowSet) -> None:
    c = Clk(17, 42, 66, 40)
    r = Run(c, cp_list(c))
    r.go(tap("Westlake Center Garage"), cp_station, False, dt=5)
    r.go(tap("Start Charging"), cp_ports, False, dt=4)
    r.go(tap("Port 3"), cp_ports, True, dt=6)
    assert c.t < CP_SESSION_START
    r.go(wait(), cp_session, dt=CP_SESSION_START - c.t + 128)
    r.go(wait(), cp_session, dt=915)
    r.go(back(), cp_station, True, dt=5)
    r.go(tap("Charging"), cp_session, dt=7)
    r.go(tap("Stop Charging"), cp_session, dlg=True, dt=4)
    r.go(tap("Stop"), cp_summary, dt=3)
    rs.add("android", "h62-android-19", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 20 VLC: play, skip, re-sort tracks (clean)
VL = "org.videolan.vlc"
VL_TRACKS = [("Across the Universe", "The Beatles", "Let It Be", 228), ("Blue in Green", "Miles Davis", "Kind of Blue", 337),
             ("Clair de lune", "Claude Debussy", "Suite bergamasque", 302), ("Dreams", "Fleetwood Mac", "Rumours", 254),
             ("Electric Feel", "MGMT", "Oracular Spectacular", 229), ("Fade Into You", "Mazzy Star", "So Tonight That I Might See", 295),
             ("Gymnopédie No. 1", "Erik Satie", "Gymnopédies", 185)]


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def vl_tracks(c: Clk, order: str, now: tuple[int, int] | None = None, menu: bool = False) -> Scr:
    s = Scr(VL, c, icons=("VLC media player notification",) if now else ())
    s.add("Audio", None, "TextView", box=(52, 500, 175, 245))
    s.add(None, "Search", "TextView", "ml_menu_filter", box=(639, 786, 147, 273), click=True)
    s.add(None, "Sort by…", "TextView", "ml_menu_sortby", box=(786, 933, 147, 273), click=True)
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    for k, t in enumerate(("Artists", "Albums", "Tracks", "Genres", "Playlists")):
        s.add(t.upper(), None, "TextView", "tab_title", box=(k * 216, (k + 1) * 216, 290, 380), click=True, sel=(t == "Tracks"))
    recycler(s, "audio_list", top=390, bottom=1960 if now else 2200)
    tracks = sorted(VL_TRACKS, key=(lambda t: t[3]) if order == "Duration" else (lambda t: t[0]))
    for title, artist, _album, dur in tracks:
        y = s.y + 12
        s.add(None, None, "ImageView", "media_cover", box=(42, 160, y + 8, y + 126))
        s.add(title, None, "TextView", "title", box=(190, 880, y + 8, y + 66), click=True, lclick=True,
              sel=bool(now) and title == VL_TRACKS[now[0]][0])
        s.add(f"{artist} · {mmss(dur)}", None, "TextView", "subtitle", box=(190, 880, y + 70, y + 120))
        s.add(None, "More Actions", "ImageView", "item_more", box=(900, 1038, y + 10, y + 124), click=True)
        s.y = y + 134
    if now:
        t = VL_TRACKS[now[0]]
        s.add(t[0], None, "TextView", "audio_media_switcher_title", box=(180, 800, 1990, 2050), click=True)
        s.add(t[1], None, "TextView", "audio_media_switcher_artist", box=(180, 800, 2054, 2100))
        s.add(None, f"{mmss(now[1])} / {mmss(t[3])}", "ProgressBar", "progressBar", box=(0, 1080, 1966, 1974))
        s.add(None, "Pause", "ImageView", "header_play_pause", box=(900, 1038, 1990, 2110), click=True)
    s.nav(("Video", "Audio", "Browse", "Playlists", "More"), "Audio", rid="navigation_bar_item_large_label_view")
    if menu:
        s.add(None, None, "ListView", box=(600, 1060, 150, 900))
        for k, m in enumerate(("Name", "Artist", "Album", "Duration", "Date", "Insertion date")):
            s.add(m, None, "CheckedTextView", "android:id/title", box=(640, 1040, 180 + k * 115, 280 + k * 115), click=True, check=(m == order))
    return s


def vl_player(c: Clk, now: tuple[int, int], repeat: str = "Repeat off") -> Scr:
    s = Scr(VL, c, icons=("VLC media player notification",))
    t = VL_TRACKS[now[0]]
    s.add(None, "Navigate up", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add(None, "Play queue", "ImageButton", "playlist_switch", box=(786, 933, 147, 273), click=True)
    s.add(None, "More options", "ImageView", box=(933, 1080, 147, 273), click=True)
    s.add(None, f"Cover art of {t[2]}", "ImageView", "cover_media_switcher", box=(90, 990, 330, 1230))
    s.add(t[0], None, "TextView", "song_title", box=(60, 1020, 1290, 1370))
    s.add(t[1], None, "TextView", "song_subtitle", box=(60, 1020, 1374, 1430))
    s.add(t[2], None, "TextView", "song_album", box=(60, 1020, 1434, 1484))
    s.add(None, None, "SeekBar", "timeline", box=(60, 1020, 1540, 1600), click=True, scroll=True)
    s.add(mmss(now[1]), None, "TextView", "time", box=(60, 300, 1610, 1660))
    s.add(mmss(t[3]), None, "TextView", "length", box=(780, 1020, 1610, 1660))
    for k, d in enumerate(("Shuffle", "Previous", "Pause", "Next", repeat)):
        s.add(None, d, "ImageView", f"player_control_{k}", box=(40 + k * 205, 200 + k * 205, 1760, 1920), click=True)
    return s


def t20(rs: RowSet) -> None:
    c = Clk(22, 14, 52, 20)
    r = Run(c, vl_tracks(c, "Name"))
    r.go(tap("Clair de lune"), vl_tracks, "Name", (2, 1), dt=2)
    start = c.t - 1
    r.go(tap("audio_media_switcher_title"), lambda cc: vl_player(cc, (2, cc.t - start)), dt=8)
    r.go(wait(), lambda cc: vl_player(cc, (2, cc.t - start)), dt=32)
    r.go(tap("Next"), vl_player, (3, 0), dt=1)
    start = c.t
    r.go(back(), lambda cc: vl_tracks(cc, "Name", (3, cc.t - start)), dt=5)
    r.go(tap("Sort by…"), lambda cc: vl_tracks(cc, "Name", (3, cc.t - start), menu=True), dt=3)
    r.go(tap("Duration"), lambda cc: vl_tracks(cc, "Duration", (3, cc.t - start)), dt=4)
    rs.add("android", "h62-android-20", SYS, r.turns, state=r.state)


# --------------------------------------------------------------------------- 21 Baby Daybook: log a diaper, start a nap (bad: "ago" runs backwards)
BB = "com.drillyapps.babydaybook"
BB_FEED = 12 * 3600 + 23 * 60
BB_WOKE = 13 * 3600 + 27 * 60
BB_WET = 13 * 3600 + 10 * 60


def ago(sec: int) -> str:
    m = sec // 60
    if m < 1:
        return "just now"
    return f"{m // 60}h {m % 60}m ago" if m >= 60 else f"{m}m ago"


def bb_home(c: Clk, diaper: tuple[str, int], diapers: int, sleep_since: int | None, feed_shift: int = 0) -> Scr:
    s = Scr(BB, c)
    s.add(None, "Open menu", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add("Noah", None, "TextView", "baby_name", box=(189, 700, 150, 212))
    s.add("4 months 9 days", None, "TextView", "baby_age", box=(189, 700, 214, 262))
    s.add(None, "Sync status: up to date", "ImageView", "sync_icon", box=(933, 1080, 147, 273))
    cards = [("Feeding", f"Bottle · 120 ml · {ago(c.t - BB_FEED + feed_shift)}"),
             ("Sleep", f"Asleep since {hm12(sleep_since)} · {(c.t - sleep_since) // 60}m" if sleep_since else f"Awake · woke up {ago(c.t - BB_WOKE)}"),
             ("Diaper", f"{diaper[0]} · {ago(c.t - diaper[1])}")]
    y = 310
    for title, sub in cards:
        s.add(title, None, "TextView", "card_title", box=(60, 1020, y, y + 64))
        s.add(sub, None, "TextView", "card_subtitle", box=(60, 1020, y + 68, y + 124))
        y += 160
    s.add("Today", None, "TextView", "section_header", box=(60, 1020, y + 20, y + 84))
    for k, (label, val) in enumerate((("Feeds", "5 · 540 ml"), ("Sleep", "6h 10m"), ("Diapers", str(diapers)))):
        s.add(val, None, "TextView", "summary_value", box=(60 + k * 330, 360 + k * 330, y + 110, y + 180))
        s.add(label, None, "TextView", "summary_label", box=(60 + k * 330, 360 + k * 330, y + 184, y + 234))
    y += 290
    for k, b in enumerate(("Bottle", "Breastfeeding", "Sleep", "Diaper", "Pumping", "Bath")):
        col, row = k % 3, k // 3
        s.add(b, None, "Button", "quick_action", box=(60 + col * 330, 360 + col * 330, y + row * 200, y + row * 200 + 170), click=True)
    s.nav(("Home", "Timeline", "Charts", "More"), "Home")
    return s


def bb_diaper(c: Clk, pick: str | None) -> Scr:
    s = Scr(BB, c)
    s.bar("Diaper", actions=("Save",))
    s.add("Today", None, "TextView", "date_field", box=(60, 500, 320, 400), click=True)
    s.add(c.ampm, None, "TextView", "time_field", box=(540, 1020, 320, 400), click=True)
    for k, o in enumerate(("Wet", "Dirty", "Mixed", "Dry")):
        s.add(o, None, "RadioButton", "diaper_type", box=(60, 1020, 460 + k * 120, 560 + k * 120), click=True, check=(o == pick))
    s.add(None, None, "EditText", "note", box=(60, 1020, 980, 1200), click=True, edit=True, hint="Note")
    return s


def bb_sleep(c: Clk, since: int | None) -> Scr:
    s = Scr(BB, c)
    s.bar("Sleep", actions=("Add manually",))
    s.add(cp_dur(c.t - since).rjust(8, "0") if since else "00:00:00", None, "TextView", "timer", box=(140, 940, 500, 700))
    s.add(f"Started {hm12(since)}" if since else "Last woke up 1:27 PM", None, "TextView", "timer_subtitle", box=(140, 940, 710, 770))
    s.add("Stop" if since else "Start", None, "Button", "timer_button", box=(340, 740, 900, 1100), click=True)
    s.add(None, None, "EditText", "note", box=(60, 1020, 1200, 1400), click=True, edit=True, hint="Note")
    return s


def bb_timeline(c: Clk, rows: list[tuple[str, str, str]]) -> Scr:
    s = Scr(BB, c)
    s.add("Timeline", None, "TextView", box=(52, 600, 175, 245))
    s.add(None, "Filter", "ImageButton", box=(933, 1080, 147, 273), click=True)
    s.add("Today, Tue 14 May", None, "TextView", "day_header", box=(60, 1020, 300, 360))
    recycler(s, "timeline_list", top=380, bottom=2200)
    for when, what, extra in rows:
        s.add(when, None, "TextView", "entry_time", x=(60, 300), h=56, gap=30)
        s.add(what, None, "TextView", "entry_title", x=(320, 1020), h=56, same=True, click=True)
        if extra:
            s.add(extra, None, "TextView", "entry_subtitle", x=(320, 1020), h=48, gap=4)
    s.nav(("Home", "Timeline", "Charts", "More"), "Timeline")
    return s


def bb_entry(c: Clk) -> Scr:
    s = Scr(BB, c)
    s.bar("Bottle", actions=("Delete", "Save"))
    for label, val in (("Date", "Today"), ("Time", "12:23 PM"), ("Type", "Formula"), ("Amount", "120 ml"), ("Duration", "14 min"),
                       ("Note", "Finished the whole bottle, burped twice")):
        s.add(label, None, "TextView", "field_label", x=(60, 400), h=56, gap=40)
        s.add(val, None, "TextView", "field_value", x=(420, 1020), h=56, same=True, click=True)
    return s


def t21(rs: RowSet) -> None:
    c = Clk(14, 5, 71, 10)
    r = Run(c, bb_home(c, ("Wet", BB_WET), 6, None))
    r.go(tap("Diaper"), bb_diaper, None, dt=4)
    r.go(tap("Dirty"), bb_diaper, "Dirty", dt=3)
    changed = c.t
    r.go(tap("Save"), bb_home, ("Dirty", changed), 7, None, dt=3)
    r.go(tap("Sleep", 1), bb_sleep, None, dt=40)
    asleep = c.t
    r.go(tap("Start"), lambda cc: bb_sleep(cc, asleep), dt=4)
    r.go(back(), bb_home, ("Dirty", changed), 7, asleep, dt=60)
    r.go(wait(), bb_home, ("Dirty", changed), 7, asleep, feed_shift=-13 * 60, dt=420)
    rows = [(hm12(asleep), "Sleep", "In progress"), (hm12(changed), "Diaper · Dirty", None), ("1:27 PM", "Woke up", "Nap 1h 12m"),
            ("1:10 PM", "Diaper · Wet", None), ("12:23 PM", "Bottle · 120 ml", "Formula · 14 min"), ("12:15 PM", "Sleep", "Fell asleep"),
            ("10:02 AM", "Bath", "12 min"), ("9:40 AM", "Bottle · 110 ml", "Formula · 12 min"), ("9:05 AM", "Diaper · Mixed", None)]
    r.go(tap("Timeline"), bb_timeline, rows, dt=5)
    r.go(tap("Bottle · 120 ml"), bb_entry, dt=4)
    r.go(back(), bb_timeline, rows, dt=4)
    rs.add("android", "h62-android-21", SYS, r.turns, state=r.state, bad=True, turn=7,
           kind="At 2:14 the home screen says the 12:23 PM bottle was 1h 38m ago, less than the 1h 44m it showed at 2:07 (turn 6) with no new feed logged.")


# --------------------------------------------------------------------------- 22 OsmAnd: favourite, route, rename (bad: latitude digits)
OA = "net.osmand"


def oa_map(c: Clk, drawer: bool = False) -> Scr:
    s = Scr(OA, c)
    s.add(None, "Map", "View", "MapView", box=(0, 1080, 0, 2400))
    s.add(None, "Search", "ImageButton", "map_search_button", box=(900, 1040, 160, 300), click=True)
    s.add(None, "Configure map", "ImageButton", "map_layers_button", box=(40, 180, 160, 300), click=True)
    s.add(None, "Compass: north up", "ImageButton", "map_compass_button", box=(40, 180, 320, 460), click=True)
    s.add("2 km", None, "TextView", "map_ruler_text", box=(40, 260, 2000, 2050))
    s.add(None, "Zoom in", "ImageButton", "map_zoom_in_button", box=(900, 1040, 1500, 1640), click=True)
    s.add(None, "Zoom out", "ImageButton", "map_zoom_out_button", box=(900, 1040, 1660, 1800), click=True)
    s.add(None, "My position", "ImageButton", "map_my_location_button", box=(900, 1040, 1840, 1980), click=True)
    s.add(None, "Back to menu", "ImageButton", "map_menu_button", box=(40, 180, 2160, 2300), click=True)
    s.add(None, "Directions", "ImageButton", "map_route_info_button", box=(200, 340, 2160, 2300), click=True)
    if drawer:
        s.add(None, None, "ListView", "menuItems", box=(0, 860, 0, 2400))
        for k, m in enumerate(("My places", "Search", "Directions", "Configure map", "Download maps", "Trip recording", "Plugins",
                               "Settings", "Help & feedback")):
            s.add(m, None, "TextView", "title", box=(60, 820, 200 + k * 140, 300 + k * 140), click=True)
        s.add("OsmAnd 4.7.10 · Washington, 412 MB", None, "TextView", "description", box=(60, 820, 1560, 1610))
    return s


def oa_places(c: Clk) -> Scr:
    s = Scr(OA, c)
    s.bar("My places", actions=("Search", "More options"))
    for k, t in enumerate(("FAVORITES", "TRACKS", "OSM EDITS")):
        s.add(t, None, "TextView", "tab_title", box=(k * 360, (k + 1) * 360, 290, 380), click=True, sel=(k == 0))
    s.add(None, None, "ExpandableListView", "android:id/list", box=(0, 1080, 390, 2337), scroll=True)
    s.y = 390
    for group, items in (("Personal", (("Home", "1.2 km"), ("Office – SLU", "2.4 km"))),
                         ("Hiking", (("Rattlesnake Ledge trailhead", "45.2 km"), ("Mailbox Peak lot", "52.8 km"),
                                     ("Snow Lake trailhead", "73.1 km"), ("Discovery Park north lot", "6.9 km")))):
        s.add(f"{group} ({len(items)})", None, "TextView", "category_name", x=(60, 900), h=70, gap=30, click=True)
        for name, dist in items:
            s.add(name, None, "TextView", "favourite_label", x=(160, 820), h=60, gap=30, click=True, lclick=True)
            s.add(dist, None, "TextView", "distance", x=(840, 1038), h=60, same=True)
    return s


def oa_context(c: Clk, name: str, lat: str, lon: str) -> Scr:
    s = oa_map(c)
    s.add(None, None, "FrameLayout", "context_menu_main", box=(0, 1080, 1380, 2400))
    s.add(name, None, "TextView", "context_menu_line1", box=(60, 900, 1420, 1500))
    s.add("Hiking · 45.2 km", None, "TextView", "context_menu_line2", box=(60, 900, 1504, 1554))
    s.add(f"{lat}, {lon}", None, "TextView", "context_menu_coordinates", box=(60, 900, 1570, 1620), lclick=True)
    s.add("Rattlesnake Lake Recreation Area, Cedar Falls Rd SE, North Bend, WA 98045", None, "TextView", "context_menu_address", box=(60, 1020, 1630, 1730))
    s.add("Lot fills by 8 AM on weekends. Discover Pass required.", None, "TextView", "context_menu_description", box=(60, 1020, 1740, 1840))
    for k, b in enumerate(("Directions", "Edit", "Share", "More")):
        s.add(b, None, "TextView", "context_menu_button", box=(40 + k * 255, 270 + k * 255, 2180, 2320), click=True)
    return s


def oa_route(c: Clk) -> Scr:
    s = Scr(OA, c)
    s.add(None, "Close", "ImageButton", box=(0, 147, 147, 273), click=True)
    s.add("My position", "From", "TextView", "fromText", box=(180, 900, 160, 240), click=True)
    s.add("Rattlesnake Ledge trailhead", "To", "TextView", "toText", box=(180, 900, 250, 330), click=True)
    s.add(None, "Swap start and destination", "ImageButton", "swap_button", box=(920, 1040, 190, 300), click=True)
    for k, p in enumerate(("Car", "Bicycle", "Pedestrian", "Public transport")):
        s.add(None, p, "ImageButton", "app_mode", box=(40 + k * 180, 200 + k * 180, 360, 460), click=True, sel=(k == 0))
    s.add(None, "Route", "View", "MapView", box=(0, 1080, 480, 1800))
    s.add("52.6 km · 39 min", None, "TextView", "route_info", box=(60, 1020, 1850, 1930))
    s.add("Arrive 11:25 AM · via I-90 E", None, "TextView", "route_details", box=(60, 1020, 1934, 1990))
    s.add("Details", None, "Button", "details_button", box=(60, 500, 2160, 2300), click=True)
    s.add("Start", None, "Button", "start_button", box=(580, 1020, 2160, 2300), click=True)
    return s


def oa_edit(c: Clk, name: str) -> Scr:
    s = oa_context(c, "Rattlesnake Ledge trailhead", "47.43841", "-121.76822")
    dialog(s, "Edit favorite", [(name, {"cls": "EditText", "rid": "name_edit", "edit": True, "click": True, "focus": True}),
                                ("Lot fills by 8 AM on weekends. Discover Pass required.", {"cls": "EditText", "rid": "description_edit", "edit": True, "click": True}),
                                ("Hiking", {"cls": "TextView", "rid": "group_name", "click": True})], ("Cancel", "Save"), y0=500)
    return s


def t22(rs: RowSet) -> None:
    c = Clk(10, 46, 93)
    r = Run(c, oa_map(c))
    r.go(tap("Back to menu"), oa_map, drawer=True, dt=3)
    r.go(tap("My places"), oa_places, dt=4)
    r.go(tap("Rattlesnake Ledge trailhead"), oa_context, "Rattlesnake Ledge trailhead", "47.43481", "-121.76822", dt=5)
    r.go(tap("Directions", 1), oa_route, dt=4)
    r.go(back(), oa_context, "Rattlesnake Ledge trailhead", "47.43841", "-121.76822", dt=6)
    r.go(tap("Edit"), oa_edit, "Rattlesnake Ledge trailhead", dt=4)
    r.go(typ("name_edit", "Rattlesnake Lake parking"), oa_edit, "Rattlesnake Lake parking", dt=12)
    r.go(tap("Save"), oa_context, "Rattlesnake Lake parking", "47.43841", "-121.76822", dt=3)
    rs.add("android", "h62-android-22", SYS, r.turns, state=r.state, bad=True, turn=5,
           kind="Back from the route preview, the favourite's latitude reads 47.43841 though it was 47.43481 and nothing moved the point.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
