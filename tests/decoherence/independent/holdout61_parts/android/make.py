# ruff: noqa: E501
"""Held-out set h61, domain ``android``: 22 AndroidWorld trajectories written blind.

Each trajectory drives one app (system apps, mainstream consumer apps and the less common apps that
AndroidWorld itself ships) through 6 to 12 turns. Every observation is the full screen as the
AndroidWorld accessibility forwarder reports it, one ``UI element N: UIElement(...)`` line per
element, with the system UI status bar (clock, Wi-Fi, battery) on top. Screens are rendered from
per-app state, so the clean trajectories stay consistent by construction; eleven trajectories carry
exactly one deliberate contradiction, written into one turn's screen and labelled with that turn.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as the list of UI elements the AndroidWorld accessibility forwarder reports (one `UI element N: UIElement(...)` line per element, indexed from 0 in traversal order, status bar first)
3. **Android Action**: An AndroidWorld JSON action (`click`, `long_press` and `input_text` address an element by its index in the current screen; `scroll` takes a direction; `navigate_back`, `navigate_home`, `open_app`, `keyboard_enter` and `wait` take no element)

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

W = 1080
BOTTOM = 2337
SYSUI = "com.android.systemui"
VIEWS = {"View", "ViewGroup", "WebView"}


def act(action_type: str, **kw: Any) -> str:
    return json.dumps({"action_type": action_type, **kw})


class Scr:
    """One screen: the status bar, then elements stacked top to bottom."""

    def __init__(self, t: Traj, pkg: str) -> None:
        self.t, self.pkg, self.els, self.y = t, pkg, [], 63
        self.add(t.clock(), box=(42, 147, 14, 56), pkg=SYSUI, rid="clock")
        if t.wifi:
            self.add(None, "ImageView", (868, 910, 18, 60), desc="Wifi signal full.", pkg=SYSUI, rid="wifi_signal")
        self.add(None, "ImageView", (920, 962, 18, 60), desc="Phone signal full.", pkg=SYSUI, rid="mobile_signal")
        self.add(None, "LinearLayout", (972, 1038, 18, 60), desc=f"Battery {t.batt()} percent.", pkg=SYSUI, rid="battery")

    def add(self, text: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0), *,
            desc: str | None = None, hint: str | None = None, checked: bool = False, click: bool = False,
            edit: bool = False, focus: bool = False, scroll: bool = False, sel: bool = False,
            rid: str | None = None, pkg: str | None = None) -> int:
        if box[2] >= BOTTOM:
            return -1
        pkg = pkg or self.pkg
        if "." not in cls:
            cls = ("android.view." if cls in VIEWS else "android.widget.") + cls
        if rid and ":" not in rid:
            rid = f"{pkg}:id/{rid}"
        self.els.append({"text": text, "desc": desc, "cls": cls, "box": box, "hint": hint, "checked": checked,
                         "click": click, "edit": edit, "focus": focus, "scroll": scroll, "sel": sel,
                         "pkg": pkg, "rid": rid})
        return len(self.els) - 1

    def top(self, title: str | None, back: bool = True, acts: tuple[str, ...] = (), h: int = 147,
            rid: str = "toolbar", sub: str | None = None) -> None:
        y0, y1 = self.y, self.y + h
        self.add(None, "ViewGroup", (0, W, y0, y1), rid=rid)
        if back:
            self.add(None, "ImageButton", (0, 147, y0, y1), desc="Navigate up", click=True)
        x0 = 189 if back else 63
        if title is not None:
            if sub:
                self.add(title, "TextView", (x0, min(x0 + 30 * len(title), 1017 - 147 * len(acts)), y0 + 22, y0 + 84))
                self.add(sub, "TextView", (x0, min(x0 + 22 * len(sub), 1017 - 147 * len(acts)), y0 + 84, y0 + 128))
            else:
                self.add(title, "TextView", (x0, min(x0 + 30 * len(title), 1017 - 147 * len(acts)), y0 + 40, y0 + 107))
        x = W - 147 * len(acts)
        for a in acts:
            self.add(None, "ImageButton", (x, x + 147, y0, y1), desc=a, click=True)
            x += 147
        self.y = y1

    def row(self, title: str, sub: str | None = None, *, h: int | None = None, check: bool | None = None,
            icon: str | bool = False, click: bool = True, right: str | None = None, rt: str = "title",
            rs: str = "summary", rr: str = "value", box: str | None = None, boxed: bool | None = None) -> None:
        h = h or (189 if sub else 147)
        y0, y1 = self.y, self.y + h
        self.add(None, "LinearLayout", (0, W, y0, y1), click=click)
        xt = 63
        if boxed is not None:
            self.add(None, "CheckBox", (42, 126, y0 + h // 2 - 42, y0 + h // 2 + 42), checked=boxed, click=True, rid=box or "checkbox")
            xt = 168
        if icon:
            self.add(None, "ImageView", (63, 126, y0 + h // 2 - 32, y0 + h // 2 + 32), desc=icon if isinstance(icon, str) else None, rid="icon")
            xt = 189
        xr = 860 if (check is not None or right) else 1017
        if sub:
            self.add(title, "TextView", (xt, xr, y0 + 36, y0 + 94), rid=rt)
            self.add(sub, "TextView", (xt, xr, y0 + 94, y0 + 152), rid=rs)
        else:
            self.add(title, "TextView", (xt, xr, y0 + h // 2 - 29, y0 + h // 2 + 29), rid=rt)
        if right:
            self.add(right, "TextView", (860, 1017, y0 + h // 2 - 29, y0 + h // 2 + 29), rid=rr)
        if check is not None:
            self.add(None, "Switch", (880, 1017, y0 + h // 2 - 40, y0 + h // 2 + 40), checked=check, click=True, rid="switch_widget")
        self.y = y1

    def line(self, text: str | None, h: int = 84, cls: str = "TextView", x: tuple[int, int] = (63, 1017),
             **kw: Any) -> int:
        i = self.add(text, cls, (x[0], x[1], self.y, self.y + h), **kw)
        self.y += h
        return i

    def pair(self, left: str, right: str, h: int = 84, rl: str | None = None, rr: str | None = None) -> None:
        self.add(left, "TextView", (63, 600, self.y, self.y + h), rid=rl)
        self.add(right, "TextView", (600, 1017, self.y, self.y + h), rid=rr)
        self.y += h

    def btn(self, text: str, h: int = 147, x: tuple[int, int] = (63, 1017), rid: str | None = None, cls: str = "Button") -> None:
        self.add(text, cls, (x[0], x[1], self.y + 21, self.y + h - 21), click=True, rid=rid)
        self.y += h

    def field(self, text: str | None, hint: str | None, h: int = 168, focus: bool = False, rid: str | None = None,
              x: tuple[int, int] = (63, 1017)) -> None:
        self.add(text, "EditText", (x[0], x[1], self.y + 21, self.y + h - 21), hint=hint, click=True, edit=True,
                 focus=focus, rid=rid)
        self.y += h

    def tabs(self, names: list[str], sel: int, h: int = 136, rid: str = "tab") -> None:
        w = W // len(names)
        self.add(None, "HorizontalScrollView", (0, W, self.y, self.y + h), rid="tabs")
        for i, n in enumerate(names):
            self.add(n, "TextView", (i * w, (i + 1) * w, self.y, self.y + h), click=True, sel=i == sel, rid=rid)
        self.y += h

    def lst(self, rid: str = "recycler_view", bottom: int = BOTTOM) -> None:
        self.add(None, "androidx.recyclerview.widget.RecyclerView", (0, W, self.y, bottom), scroll=True, rid=rid)

    def nav(self, names: list[str], sel: int, rid: str = "navigation_bar_item_large_label_view") -> None:
        w = W // len(names)
        for i, n in enumerate(names):
            self.add(None, "FrameLayout", (i * w, (i + 1) * w, 2195, BOTTOM), desc=n, click=True, sel=i == sel,
                     rid="navigation_bar_item")
            self.add(n, "TextView", (i * w + 20, (i + 1) * w - 20, 2270, 2318), rid=rid)

    def fab(self, desc: str, text: str | None = None, y: int = 2016) -> None:
        self.add(text, "ImageButton" if text is None else "Button", (832 if text is None else 600, 1017, y, y + 158),
                 desc=desc, click=True, rid="fab")

    def dialog(self, title: str | None, msg: str | None, buttons: list[str], y0: int = 880) -> None:
        self.y = y0
        self.add(None, "FrameLayout", (63, 1017, y0, y0 + 640), rid="parentPanel", pkg="android")
        self.y += 40
        if title:
            self.line(title, 90, x=(126, 954), rid="alertTitle", pkg="android")
        if msg:
            self.line(msg, 60 * (1 + len(msg) // 38), x=(126, 954), rid="message", pkg="android")
        x = 1017 - 63 - 220 * len(buttons)
        for i, b in enumerate(buttons):
            self.add(b, "Button", (x, x + 210, self.y + 40, self.y + 160), click=True, rid=f"button{len(buttons) - i}", pkg="android")
            x += 220
        self.y += 180

    def render(self) -> str:
        out = []
        for i, e in enumerate(self.els):
            b = e["box"]
            out.append(
                f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, "
                f"class_name={e['cls']!r}, bbox=None, bbox_pixels=BoundingBox(x_min={b[0]}, x_max={b[1]}, y_min={b[2]}, y_max={b[3]}), "
                f"hint_text={e['hint']!r}, is_checked={e['checked']}, is_clickable={e['click']}, is_editable={e['edit']}, "
                f"is_enabled=True, is_focused={e['focus']}, is_scrollable={e['scroll']}, is_selected={e['sel']}, "
                f"is_visible=True, package_name={e['pkg']!r}, resource_name={e['rid']!r})")
        return "\n".join(out)


class Traj:
    """A trajectory in the making: the status bar state, the current screen, the turns so far."""

    def __init__(self, clock: str = "9:41", batt: int = 80, wifi: bool = True, drain: int = 6) -> None:
        h, m = clock.split(":")
        self.t0 = self.now = int(h) * 60 + int(m)
        self.batt0, self.drain, self.wifi = batt, drain, wifi
        self.turns: list[tuple[str, str]] = []
        self.state: str | None = None
        self.cur: Scr | None = None

    def clock(self) -> str:
        h, m = divmod(self.now % (24 * 60), 60)
        return f"{(h - 1) % 12 + 1}:{m:02d}"

    def batt(self) -> int:
        return self.batt0 - (self.now - self.t0) // self.drain

    def scr(self, pkg: str, dt: int = 0) -> Scr:
        self.now += dt
        return Scr(self, pkg)

    def start(self, s: Scr) -> None:
        self.state, self.cur = s.render(), s

    def step(self, action: str, s: Scr) -> None:
        self.turns.append((action, s.render()))
        self.cur = s

    def idx(self, text: str, nth: int = 0) -> int:
        assert self.cur is not None
        hits = [i for i, e in enumerate(self.cur.els) if text in (e["text"], e["desc"], e["hint"])]
        assert len(hits) > nth, (text, [e["text"] for e in self.cur.els])
        return hits[nth]

    def click(self, text: str, nth: int = 0) -> str:
        return act("click", index=self.idx(text, nth))

    def lp(self, text: str, nth: int = 0) -> str:
        return act("long_press", index=self.idx(text, nth))

    def type(self, target: str, value: str, nth: int = 0) -> str:
        return act("input_text", text=value, index=self.idx(target, nth))

    def emit(self, rs: RowSet, tid: str, **kw: Any) -> None:
        rs.add("android", tid, SYSTEM, self.turns, state=self.state, **kw)


def back() -> str:
    return act("navigate_back")


def scroll(direction: str = "down") -> str:
    return act("scroll", direction=direction)


def open_app(name: str) -> str:
    return act("open_app", app_name=name)


# ---------------------------------------------------------------- 01 Settings (clean)
SET = "com.android.settings"


def t01(rs: RowSet) -> None:
    t = Traj("9:41", 82, drain=5)
    storage = {"used": 49.9}

    def home(dt: int = 0) -> Scr:
        s = t.scr(SET, dt)
        s.add(None, "FrameLayout", (0, W, 63, BOTTOM), rid="main_content")
        s.line("Settings", 200, rid="collapsing_toolbar")
        s.add(None, "LinearLayout", (42, 1038, s.y, s.y + 147), click=True, rid="search_action_bar")
        s.line("Search settings", 147, x=(168, 900), rid="search_action_bar_title")
        s.lst("recycler_view")
        used = storage["used"]
        s.row("Network & internet", "Mobile, Wi‑Fi, hotspot", icon=True, rt="title", rs="summary")
        s.row("Connected devices", "Bluetooth, pairing", icon=True)
        s.row("Apps", "Assistant, recent apps, default apps", icon=True)
        s.row("Notifications", "Notification history, conversations", icon=True)
        s.row("Battery", f"{t.batt()}% - Should last until about 11:30 PM", icon=True)
        s.row("Storage", f"{round(used / 128 * 100)}% used - {128 - used:.1f} GB free", icon=True)
        s.row("Sound & vibration", "Volume, haptics, Do Not Disturb", icon=True)
        s.row("Display", "Dark theme, font size, brightness", icon=True)
        s.row("Wallpaper & style", "Colors, themed icons, app grid", icon=True)
        return s

    def netint(dt: int = 0) -> Scr:
        s = t.scr(SET, dt)
        s.top(None, acts=("Search settings",))
        s.line("Network & internet", 190, rid="collapsing_toolbar")
        s.lst()
        s.row("Internet", "AndroidWifi" if t.wifi else "T-Mobile", icon=True)
        s.row("Calls & SMS", "T-Mobile", icon=True)
        s.row("SIMs", "T-Mobile", icon=True)
        s.row("Airplane mode", None, icon=True, check=False)
        s.row("Hotspot & tethering", "Off", icon=True)
        s.row("Data Saver", "Off", icon=True)
        s.row("VPN", "None", icon=True)
        s.row("Private DNS", "Automatic", icon=True)
        s.row("Adaptive connectivity", None, icon=True)
        return s

    def internet(nets: list[tuple[str, str, str]], dt: int = 0) -> Scr:
        s = t.scr(SET, dt)
        s.top(None, acts=("Search settings", "Troubleshoot"))
        s.line("Internet", 190, rid="collapsing_toolbar")
        s.lst()
        s.row("T-Mobile", "Connected / 5G" if not t.wifi else "Mobile data won't auto‑connect while Wi‑Fi is on", icon="Signal strength 4 bars", h=210)
        s.row("Wi‑Fi", None, check=t.wifi)
        if t.wifi:
            for name, sub, sig in nets:
                s.row(name, sub, icon=sig, right=None)
            s.row("Add network", None, icon="Add network")
            s.row("Saved networks", "2 networks")
            s.row("Network preferences", "Wi‑Fi turns back on automatically")
        else:
            s.line("To see available networks, turn Wi‑Fi on", 140, rid="empty_wifi_list")
            s.row("Saved networks", "2 networks")
            s.row("Network preferences", "Wi‑Fi turns back on automatically")
        return s

    def stor(dt: int = 0) -> Scr:
        s = t.scr(SET, dt)
        used = storage["used"]
        s.top(None, acts=("Search settings",))
        s.line("Storage", 190, rid="collapsing_toolbar")
        s.lst()
        s.line("This device", 84, rid="storage_spinner", click=True)
        s.line(f"{used:.1f} GB", 120, rid="usage_summary")
        s.line("used of 128 GB", 70, rid="total_summary")
        s.add(None, "ProgressBar", (63, 1017, s.y, s.y + 42), rid="progress_bar")
        s.y += 70
        s.btn("Free up space", 147, x=(63, 500))
        cats = [("Apps", "21.4 GB"), ("Images", "9.8 GB"), ("Videos", "7.6 GB"), ("Audio", "1.2 GB"),
                ("Documents & other", "2.3 GB"), ("Games", "0.9 GB"), ("Trash", storage["trash"]), ("System", "5.1 GB")]
        for name, size in cats:
            s.row(name, None, icon=True, right=size, h=136)
        return s

    storage["trash"] = "1.6 GB"
    t.start(home())
    t.step(t.click("Network & internet"), netint(1))
    nets1 = [("AndroidWifi", "Connected", "Wifi signal full."), ("HomeNet-5G", "Saved", "Wifi signal strong."),
             ("Pixel_3921", None, "Wifi signal moderate."), ("xfinitywifi", None, "Wifi signal weak."),
             ("NETGEAR47", None, "Wifi signal weak.")]
    t.step(t.click("Internet"), internet(nets1))
    t.wifi = False
    t.step(t.click("Wi‑Fi"), internet(nets1, 1))
    t.wifi = True
    nets2 = [("AndroidWifi", "Connected", "Wifi signal full."), ("HomeNet-5G", "Saved", "Wifi signal strong."),
             ("NETGEAR47", None, "Wifi signal moderate."), ("Pixel_3921", None, "Wifi signal moderate."),
             ("xfinitywifi", None, "Wifi signal weak."), ("DIRECT-4B-HP OfficeJet 8020", None, "Wifi signal weak.")]
    t.step(t.click("Wi‑Fi"), internet(nets2, 1))
    t.step(back(), netint())
    t.step(back(), home(1))
    t.step(t.click("Storage"), stor())
    s = t.scr(SET, 1)
    s.dialog("Empty trash?", "1.6 GB of files in trash will be permanently deleted from your device.", ["Cancel", "Delete"])
    t.step(t.click("Trash"), s)
    storage["used"], storage["trash"] = 48.3, "0 B"
    t.step(t.click("Delete"), stor())
    t.step(back(), home(1))
    t.emit(rs, "h61-android-01")


# ---------------------------------------------------------------- 02 Markor (bad: an untouched line of a note changes)
MARKOR = "net.gsantner.markor"

MEETING = """# Standup 2024-05-13

## Attendees
- Priya, Tomasz, Lena, Wei

## Updates
- Backend: migration 0047 merged, rollout Thursday
- Mobile: crash rate 0.41% on 5.2.1, hotfix in review
- Infra: staging cert expires 2024-06-02
- Data: nightly export moved to 02:30 UTC

## Action items
- [ ] Tomasz: draft rollback plan for 0047
- [ ] Lena: update on-call rota for June
"""

TODO_TXT = """(A) 2024-05-10 Call dentist to reschedule cleaning +health due:2024-05-16
(B) 2024-05-11 Renew car registration +admin due:2024-05-31
2024-05-12 Return library books @town
x 2024-05-13 2024-05-09 Pay electricity bill +home
(C) 2024-05-13 Order filters for the heat pump +home
"""

READING = """Reading list 2024
- The Overstory (Richard Powers) - finished 2024-03-02
- Tomorrow, and Tomorrow, and Tomorrow - 62%
- Designing Data-Intensive Applications - ch. 7
- Piranesi - not started
"""


def t02(rs: RowSet) -> None:
    t = Traj("10:05", 64, drain=7)
    files = {"groceries.md": ("May 11, 2024 19:40", 312), "meeting_notes.md": ("May 13, 2024 09:58", len(MEETING.encode())),
             "reading_list.txt": ("Apr 28, 2024 22:13", len(READING.encode())), "todo.txt": ("May 13, 2024 21:04", len(TODO_TXT.encode())),
             "trip_ideas.md": ("Apr 02, 2024 08:31", 1874)}

    def hm() -> str:
        return f"{t.now // 60:02d}:{t.now % 60:02d}"

    def browser(dt: int = 0) -> Scr:
        s = t.scr(MARKOR, dt)
        s.top("Markor", back=False, acts=("Search", "Sort by", "More options"))
        s.line("/storage/emulated/0/Documents/Markor", 84, rid="ui__filesystem_dialog__title", click=True)
        s.lst("ui__filesystem_dialog__list", bottom=2195)
        s.row("..", None, icon="Folder", h=147)
        for name in sorted(files):
            when, size = files[name]
            s.row(name, f"{when} · {size} B", icon="File", rt="ui__filesystem_item__title", rs="ui__filesystem_item__description")
        s.fab("Create a new file or folder")
        s.nav(["Notebook", "To-Do", "QuickNote", "More"], 0)
        return s

    def editor(name: str, text: str, dt: int = 0, focus: bool = False) -> Scr:
        s = t.scr(MARKOR, dt)
        s.top(name.rsplit(".", 1)[0], acts=("Undo", "View mode", "More options"))
        s.add(text, "EditText", (0, W, s.y, 2058), click=True, edit=True, focus=focus, scroll=True, rid="document__fragment__edit__highlighting_editor")
        s.y = 2058
        x = 0
        for d in ("Checkbox", "Unordered list", "Bold", "Italic", "Header", "Insert link", "Insert image", "Horizontal rule"):
            s.add(None, "ImageView", (x, x + 135, 2058, 2195), desc=d, click=True)
            x += 135
        return s

    def viewer(text: str, dt: int = 0) -> Scr:
        s = t.scr(MARKOR, dt)
        s.top("meeting_notes", acts=("Edit", "Share", "More options"))
        s.add(None, "WebView", (0, W, s.y, 2195), scroll=True, rid="document__fragment_view_webview")
        for ln in text.splitlines():
            if not ln.strip():
                s.y += 30
                continue
            if ln.startswith("# "):
                s.line(ln[2:], 120, cls="TextView", pkg=MARKOR)
            elif ln.startswith("## "):
                s.line(ln[3:], 100, cls="TextView")
            elif ln.startswith("- [ ] "):
                s.add(None, "CheckBox", (63, 126, s.y + 10, s.y + 74), click=True)
                s.line(ln[6:], 84, x=(147, 1017))
            else:
                s.line(ln[2:] if ln.startswith("- ") else ln, 84, x=(105, 1017))
        return s

    t.start(browser())
    t.step(t.click("meeting_notes.md"), editor("meeting_notes.md", MEETING, 1))
    added = MEETING + "- [ ] Wei: benchmark new cache layer before Friday"
    t.step(t.type(MEETING, "- [ ] Wei: benchmark new cache layer before Friday"), editor("meeting_notes.md", added, 1, focus=True))
    files["meeting_notes.md"] = (f"May 14, 2024 {hm()}", len(added.encode()))
    t.step(back(), browser())
    t.step(t.click("todo.txt"), editor("todo.txt", TODO_TXT))
    t.step(back(), browser(1))
    t.step(t.click("meeting_notes.md"), editor("meeting_notes.md", added))
    # contradiction: the rendered note shows the staging cert expiring 2024-06-20 instead of 2024-06-02
    t.step(t.click("View mode"), viewer(added.replace("2024-06-02", "2024-06-20"), 1))
    t.step(t.click("Edit"), editor("meeting_notes.md", added))
    t.step(back(), browser(1))
    t.emit(rs, "h61-android-02", bad=True, turn=7,
           kind="In view mode meeting_notes.md says the staging cert expires 2024-06-20, but the file read 2024-06-02 in turns 1, 2 and 6 and only an unrelated line was appended.")


# ---------------------------------------------------------------- 03 Chase (bad: savings balance after the transfer does not add up)
CHASE = "com.chase.sig.android"


def money(x: float) -> str:
    return f"${x:,.2f}"


def t03(rs: RowSet) -> None:
    t = Traj("8:12", 91, drain=8)
    bal = {"chk": 3412.57, "sav": 8940.12}

    def accounts(dt: int = 0, sav_shown: float | None = None) -> Scr:
        s = t.scr(CHASE, dt)
        s.top(None, back=False, acts=("Profile & settings", "Inbox", "Sign out"))
        s.line("Good morning, Daniel", 110, rid="greeting")
        s.lst("accounts_list", bottom=2195)
        s.line("Bank accounts (2)", 90, rid="section_header")
        s.row("TOTAL CHECKING (...4821)", "Available balance", right=money(bal["chk"]), h=200)
        s.row("CHASE SAVINGS (...7730)", "Available balance", right=money(bal["sav"] if sav_shown is None else sav_shown), h=200)
        s.line("Credit cards (1)", 90, rid="section_header")
        s.row("FREEDOM UNLIMITED (...1196)", "Current balance", right="$642.18", h=200)
        s.line("Available credit $9,357.82", 70, x=(63, 800), rid="account_subtext")
        s.line("Payment due May 28 · Min payment $40.00", 70, x=(63, 800), rid="account_subtext")
        s.line("Chase Credit Journey: 774 · Updated May 12", 90, rid="credit_journey")
        s.nav(["Accounts", "Pay & transfer", "Plan & track", "Offers", "More"], 0)
        return s

    def paytr(dt: int = 0) -> Scr:
        s = t.scr(CHASE, dt)
        s.top("Pay & transfer", back=False, acts=("Inbox",))
        s.lst("pay_transfer_list", bottom=2195)
        for title, sub in (("Transfer", "Between your Chase accounts"), ("Send | Zelle®", "Send money to people you know"),
                           ("Pay bills", "Pay your billers, set up autopay"), ("Pay credit card", "FREEDOM UNLIMITED (...1196)"),
                           ("Wire money", "Domestic and international"), ("Deposit checks", "Chase QuickDeposit℠"),
                           ("Activity", "Scheduled and recent payments")):
            s.row(title, sub, icon=True)
        s.nav(["Accounts", "Pay & transfer", "Plan & track", "Offers", "More"], 1)
        return s

    form = {"from": None, "to": None, "amount": None}

    def transfer(dt: int = 0) -> Scr:
        s = t.scr(CHASE, dt)
        s.top("Transfer money", acts=("Help",))
        s.row("Transfer from", form["from"] or "Select an account", h=200)
        s.row("Transfer to", form["to"] or "Select an account", h=200)
        s.field(form["amount"], "Amount", rid="amount_input")
        s.row("Send on", "Tue, May 14, 2024", h=200)
        s.row("Frequency", "One-time", h=200)
        s.field(None, "Memo (optional)", rid="memo_input")
        s.line("Transfers made before 11 PM ET on a business day are available immediately.", 130, rid="disclosure")
        s.btn("Next", 168, rid="next_button")
        return s

    def picker(title: str, opts: list[tuple[str, str]], dt: int = 0) -> Scr:
        s = t.scr(CHASE, dt)
        s.top(title, acts=("Close",))
        for name, sub in opts:
            s.row(name, sub, h=200)
        return s

    t.start(accounts())
    t.step(t.click("Pay & transfer"), paytr(1))
    t.step(t.click("Transfer"), transfer())
    t.step(t.click("Transfer from"), picker("Transfer from", [("TOTAL CHECKING (...4821)", f"Available balance {money(bal['chk'])}"),
                                                              ("CHASE SAVINGS (...7730)", f"Available balance {money(bal['sav'])}")]))
    form["from"] = f"TOTAL CHECKING (...4821) · {money(bal['chk'])}"
    t.step(t.click("TOTAL CHECKING (...4821)"), transfer(1))
    t.step(t.click("Transfer to"), picker("Transfer to", [("CHASE SAVINGS (...7730)", f"Available balance {money(bal['sav'])}"),
                                                          ("FREEDOM UNLIMITED (...1196)", "Current balance $642.18")]))
    form["to"] = f"CHASE SAVINGS (...7730) · {money(bal['sav'])}"
    t.step(t.click("CHASE SAVINGS (...7730)"), transfer())
    form["amount"] = "$250.00"
    t.step(t.type("Amount", "250.00"), transfer(1))
    s = t.scr(CHASE)
    s.top("Review transfer", acts=("Help",))
    for a, b in (("From", "TOTAL CHECKING (...4821)"), ("To", "CHASE SAVINGS (...7730)"), ("Amount", "$250.00"),
                 ("Send on", "Tue, May 14, 2024"), ("Frequency", "One-time"), ("Memo", "None")):
        s.pair(a, b, 110)
    s.line("By selecting Transfer, you authorize Chase to move $250.00 from TOTAL CHECKING (...4821) today.", 150, rid="disclosure")
    s.btn("Transfer", 168, rid="submit_button")
    s.btn("Cancel", 147, cls="TextView")
    t.step(t.click("Next"), s)
    bal["chk"] -= 250
    bal["sav"] += 250
    s = t.scr(CHASE, 1)
    s.top("Transfer complete", back=False, acts=("Close",))
    s.line("You transferred $250.00 to CHASE SAVINGS (...7730).", 140, rid="confirmation_title")
    for a, b in (("Transaction number", "4417238850"), ("From", "TOTAL CHECKING (...4821)"), ("To", "CHASE SAVINGS (...7730)"),
                 ("Amount", "$250.00"), ("Sent on", "Tue, May 14, 2024"), ("New available balance", money(bal["chk"]))):
        s.pair(a, b, 110)
    s.btn("Make another transfer", 168)
    s.btn("Go to accounts", 147, cls="TextView")
    t.step(t.click("Transfer"), s)
    # contradiction: 8,940.12 + 250.00 = 9,190.12, but savings shows 9,109.12
    t.step(t.click("Go to accounts"), accounts(sav_shown=9109.12))
    t.emit(rs, "h61-android-03", bad=True, turn=10,
           kind="After moving $250.00 into savings that held $8,940.12, the accounts list shows savings at $9,109.12 instead of $9,190.12.")


# ---------------------------------------------------------------- 04 Joplin (clean)
JOPLIN = "net.cozic.joplin"

RENO = """Quotes received for the kitchen (cabinets, counters, plumbing). All include removal of the old units.

| Contractor | Quote | Start |
|---|---|---|
| BuildRight | $18,400 | Jun 10 |
| Oakline Interiors | $21,150 | Jul 1 |
| Mendez & Sons | $16,900 | Jun 24 |

Permit: ~$650, the contractor files it.
Budget ceiling agreed with Sam: $20,000.
"""


def t04(rs: RowSet) -> None:
    t = Traj("10:02", 57, drain=6)
    notes = ["Garden plan 2024", "Book club: The Overstory", "Kitchen reno quotes", "Passport renewal checklist",
             "Q2 OKRs draft", "Wi-Fi router admin", "Recipes to try", "Tax documents 2023"]

    def listing(dt: int = 0, selected: str | None = None) -> Scr:
        s = t.scr(JOPLIN, dt)
        s.add(None, "ViewGroup", (0, W, 63, 210))
        if selected:
            s.add(None, "ViewGroup", (0, 147, 63, 210), desc="Cancel selection", click=True)
            s.add("1 selected", "TextView", (189, 500, 103, 170))
            s.add(None, "ViewGroup", (639, 786, 63, 210), desc="Move to notebook", click=True)
            s.add(None, "ViewGroup", (786, 933, 63, 210), desc="Duplicate", click=True)
            s.add(None, "ViewGroup", (933, 1080, 63, 210), desc="Delete", click=True)
        else:
            s.add(None, "ViewGroup", (0, 147, 63, 210), desc="Toggle sidebar", click=True)
            s.add("All notes", "TextView", (189, 500, 103, 170))
            s.add(None, "ViewGroup", (786, 933, 63, 210), desc="Search", click=True)
            s.add(None, "ViewGroup", (933, 1080, 63, 210), desc="Actions", click=True)
        s.y = 210
        s.add(None, "ScrollView", (0, W, 210, BOTTOM), scroll=True)
        for n in notes:
            s.add(None, "ViewGroup", (0, W, s.y, s.y + 147), click=True, sel=n == selected)
            if selected:
                s.add(None, "CheckBox", (42, 126, s.y + 32, s.y + 116), checked=n == selected, click=True)
            s.add(n, "TextView", (168 if selected else 42, 1038, s.y + 40, s.y + 107))
            s.y += 147
        if not selected:
            s.add(None, "ViewGroup", (850, 1017, 2149, 2316), desc="Add new", click=True)
        return s

    def view(body: str, dt: int = 0, edit: bool = False) -> Scr:
        s = t.scr(JOPLIN, dt)
        s.add(None, "ViewGroup", (0, W, 63, 210))
        s.add(None, "ViewGroup", (0, 147, 63, 210), desc="Back", click=True)
        acts = ("Save", "Attach file", "Actions") if edit else ("Attach file", "Tags", "Actions")
        x = W - 147 * len(acts)
        for a in acts:
            s.add(None, "ViewGroup", (x, x + 147, 63, 210), desc=a, click=True)
            x += 147
        s.y = 210
        s.add("Kitchen reno quotes", "EditText", (42, 1038, 210, 336), hint="Add title", click=True, edit=True)
        s.y = 357
        if edit:
            s.add(body, "EditText", (0, W, s.y, 2200), hint="Add body", click=True, edit=True, focus=True, scroll=True)
            return s
        s.add(None, "WebView", (0, W, s.y, BOTTOM), scroll=True)
        s.y += 21
        for ln in body.splitlines():
            if ln.startswith("|---") or not ln.strip():
                s.y += 21
                continue
            if ln.startswith("|"):
                cells = [c.strip() for c in ln.strip("|").split("|")]
                for k, c in enumerate(cells):
                    s.add(c, "View", (42 + 332 * k, 42 + 332 * (k + 1), s.y, s.y + 88))
                s.y += 88
            else:
                s.line(ln, 60 * (1 + len(ln) // 44), cls="View", x=(42, 1038))
        s.add(None, "ViewGroup", (850, 1017, 2149, 2316), desc="Edit", click=True)
        return s

    t.start(listing())
    t.step(t.click("Kitchen reno quotes"), view(RENO, 1))
    t.step(t.click("Edit"), view(RENO, 0, edit=True))
    body = RENO + "Harbor Kitchens (call 14/05): $19,275, can start Jun 17, 10-year cabinet warranty."
    t.step(t.type(RENO, "Harbor Kitchens (call 14/05): $19,275, can start Jun 17, 10-year cabinet warranty."),
           view(body, 2, edit=True))
    t.step(t.click("Save"), view(body))
    notes.remove("Kitchen reno quotes")
    notes.insert(0, "Kitchen reno quotes")
    t.step(back(), listing(1))
    t.step(t.lp("Q2 OKRs draft"), listing(selected="Q2 OKRs draft"))
    s = t.scr(JOPLIN)
    s.dialog("Delete note", "Delete these notes? This will move them to the trash.", ["Cancel", "OK"])
    t.step(t.click("Delete"), s)
    notes.remove("Q2 OKRs draft")
    t.step(t.click("OK"), listing(1))
    t.emit(rs, "h61-android-04")


# ---------------------------------------------------------------- 05 Clock (clean)
CLOCK = "com.google.android.deskclock"


def t05(rs: RowSet) -> None:
    t = Traj("22:14", 38, drain=9)
    # (minutes since midnight, label, days, on)
    alarms = [[390, None, "Mon, Tue, Wed, Thu, Fri", True], [435, None, "Sat, Sun", False], [480, "Gym", "Tue, Thu", False]]

    def fmt(m: int) -> str:
        h, mm = divmod(m, 60)
        return f"{(h - 1) % 12 + 1}:{mm:02d}\u202f{'AM' if h < 12 else 'PM'}"

    def until(m: int) -> str:
        d = (m - t.now) % 1440
        h, mm = divmod(d, 60)
        return f"Alarm set for {h} hours and {mm} minutes from now."

    def tabs(s: Scr, sel: int) -> None:
        s.nav(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"], sel, rid="tab_label")

    def alarm_list(dt: int = 0, expand: int | None = None, snack: tuple[str, str | None] | None = None) -> Scr:
        s = t.scr(CLOCK, dt)
        s.top("Alarm", back=False, acts=("More options",))
        s.lst("alarm_recycler_view", bottom=2195)
        for m, label, days, on in sorted(alarms, key=lambda a: a[0]):
            y0 = s.y
            h = 520 if expand == m else 300
            s.add(None, "FrameLayout", (21, 1059, y0, y0 + h), click=True, rid="alarm_card")
            if label:
                s.add(label if expand != m else None, "TextView", (63, 700, y0 + 20, y0 + 70), rid="label")
            s.add(fmt(m), "TextView", (63, 600, y0 + 70, y0 + 200), click=True, rid="digital_clock")
            s.add(None, "Switch", (880, 1017, y0 + 100, y0 + 180), checked=on, click=True, rid="onoff")
            s.add(None, "ImageButton", (900, 1017, y0 + 20, y0 + 90), desc="Collapse alarm" if expand == m else "Expand alarm", click=True, rid="arrow")
            if expand == m:
                s.add(label, "TextView", (63, 1017, y0 + 210, y0 + 280), desc="Label", click=True, rid="edit_label")
                s.add(days, "TextView", (63, 1017, y0 + 280, y0 + 340), rid="days_of_week")
                s.add("Cesium", "TextView", (63, 700, y0 + 340, y0 + 400), desc="Ringtone Cesium", click=True, rid="choose_ringtone")
                s.add("Vibrate", "CheckBox", (63, 500, y0 + 400, y0 + 460), checked=True, click=True, rid="vibrate_onoff")
                s.add("Delete", "TextView", (63, 400, y0 + 460, y0 + 515), click=True, rid="delete")
            else:
                s.add(days, "TextView", (63, 860, y0 + 200, y0 + 260), rid="days_of_week")
            s.y = y0 + h + 21
        s.fab("Add alarm", y=2016)
        if snack:
            s.add(snack[0], "TextView", (42, 800, 1850, 1990), rid="snackbar_text")
            if snack[1]:
                s.add(snack[1], "Button", (800, 1038, 1850, 1990), click=True, rid="snackbar_action")
        tabs(s, 0)
        return s

    picker = {"h": "10", "m": "14", "pm": True}

    def time_picker(dt: int = 0) -> Scr:
        s = t.scr(CLOCK, dt)
        s.add(None, "FrameLayout", (63, 1017, 700, 1700), pkg=CLOCK, rid="material_timepicker_container")
        s.add("Enter time", "TextView", (126, 954, 750, 830), rid="header_title")
        s.add(picker["h"], "EditText", (126, 396, 880, 1100), hint="Hour", click=True, edit=True, rid="material_hour_text_input")
        s.add(":", "TextView", (396, 456, 880, 1100))
        s.add(picker["m"], "EditText", (456, 726, 880, 1100), hint="Minute", click=True, edit=True, rid="material_minute_text_input")
        s.add("AM", "Button", (768, 954, 880, 990), checked=not picker["pm"], click=True, rid="material_clock_period_am_button")
        s.add("PM", "Button", (768, 954, 990, 1100), checked=picker["pm"], click=True, rid="material_clock_period_pm_button")
        s.add(None, "ImageButton", (126, 252, 1500, 1626), desc="Switch to clock mode for the time input.", click=True, rid="material_timepicker_mode_button")
        s.add("Cancel", "Button", (600, 780, 1500, 1626), click=True, rid="material_timepicker_cancel_button")
        s.add("OK", "Button", (800, 954, 1500, 1626), click=True, rid="material_timepicker_ok_button")
        return s

    t.start(alarm_list())
    t.step(t.click("Add alarm"), time_picker(1))
    picker["h"] = "5"
    t.step(t.type("Hour", "5"), time_picker())
    picker["m"] = "45"
    t.step(t.type("Minute", "45"), time_picker())
    picker["pm"] = False
    t.step(t.click("AM"), time_picker(1))
    alarms.append([345, None, "Tomorrow", True])
    t.step(t.click("OK"), alarm_list(snack=(until(345), None)))
    alarms[0][3] = False
    t.step(act("click", index=t.idx(fmt(390)) + 1), alarm_list(1))
    t.step(act("click", index=t.idx(fmt(480)) + 2), alarm_list(expand=480))
    alarms.pop(2)
    t.step(t.click("Delete"), alarm_list(1, snack=("Alarm deleted", "Undo")))
    s = t.scr(CLOCK, 1)
    s.top("Clock", back=False, acts=("More options",))
    loc = t.now
    s.add(f"{(loc // 60 - 1) % 12 + 1}:{loc % 60:02d}\u202fPM", "TextView", (63, 1017, 300, 520), rid="digital_clock")
    s.add("Tue, May 14", "TextView", (63, 1017, 520, 600), rid="date")
    s.y = 680
    s.lst("cities")
    for city, off, lab in (("London", 8, "Tomorrow, 8 hr ahead"), ("New York", 3, "Tomorrow, 3 hr ahead"), ("Tokyo", 16, "Tomorrow, 16 hr ahead")):
        m = (loc + off * 60) % 1440
        s.row(city, lab, right=fmt(m), h=200)
    s.fab("Cities")
    tabs(s, 1)
    t.step(t.click("Clock"), s)
    t.step(t.click("Alarm"), alarm_list(1))
    t.emit(rs, "h61-android-05")


# ---------------------------------------------------------------- 06 Tasks.org (bad: a completed task shows unchecked again)
TASKS = "org.tasks"


def t06(rs: RowSet) -> None:
    t = Traj("8:47", 73, drain=7)
    # title, due, tags, description
    active = [["Submit expense report", "Today", ["work"], None, 1], ["Book flights to Porto", "Fri, May 17", ["travel"], None, 3],
              ["Call plumber re: water heater", "Tomorrow", ["home"], "Rheem 50 gal, pilot keeps going out", 2],
              ["Pick up dry cleaning", "Today", [], None, 4], ["Renew passport photos", None, ["travel"], None, 5],
              ["Replace smoke detector batteries", "Mon, May 20", ["home"], "9V x3 (hall, bedroom, garage)", 6]]
    done = [["Water the plants", "Completed May 13", [], None, 0]]
    due_order = {"Today": 0, "Tomorrow": 1, "Fri, May 17": 4, "Mon, May 20": 7, None: 99}

    def task_row(s: Scr, title: str, due: str | None, tags: list[str], desc: str | None, checked: bool) -> None:
        h = 170 + (60 if desc else 0) + (70 if (due or tags) else 0)
        y0 = s.y
        s.add(None, "LinearLayout", (0, W, y0, y0 + h), click=True, rid="row")
        s.add(None, "CheckBox", (21, 147, y0 + 20, y0 + 146), checked=checked, click=True, rid="completeBox")
        s.add(title, "TextView", (168, 1017, y0 + 40, y0 + 110), rid="title")
        y = y0 + 110
        if desc:
            s.add(desc, "TextView", (168, 1017, y, y + 60), rid="description")
            y += 60
        x = 168
        if due:
            s.add(due, "TextView", (x, x + 40 + 22 * len(due), y + 5, y + 65), click=True, rid="chip_due")
            x += 60 + 22 * len(due)
        for tag in tags:
            s.add(tag, "TextView", (x, x + 40 + 22 * len(tag), y + 5, y + 65), click=True, rid="chip_tag")
            x += 60 + 22 * len(tag)
        s.y = y0 + h

    def listing(dt: int = 0, sort: str = "order", snack: str | None = None, ghost: bool = False) -> Scr:
        s = t.scr(TASKS, dt)
        s.top("My Tasks", back=False, acts=("Search", "Sort", "More options"))
        s.lst("recycler_view", bottom=2190)
        rows = sorted(active, key=(lambda r: r[4]) if sort == "order" else (lambda r: (due_order[r[1]], r[4])))
        if ghost:
            rows = sorted(active + [["Pick up dry cleaning", "Today", [], None, 4]], key=lambda r: (due_order[r[1]], r[4]))
        for title, due, tags, desc, _ in rows:
            task_row(s, title, due, tags, desc, False)
        shown = [d for d in done if not (ghost and d[0] == "Pick up dry cleaning")]
        s.line(f"Completed ({len(shown)})", 110, rid="header", click=True)
        for title, due, tags, desc, _ in shown:
            task_row(s, title, due, tags, desc, True)
        if snack:
            s.add(snack, "TextView", (42, 800, 1900, 2040), rid="snackbar_text")
            s.add("Undo", "Button", (800, 1038, 1900, 2040), click=True, rid="snackbar_action")
        s.add(None, "ImageButton", (832, 1017, 2030, 2180), desc="Create new task", click=True, rid="fab")
        s.add(None, "ImageButton", (0, 147, 2200, BOTTOM), desc="Menu", click=True)
        return s

    def edit(title: str, due: str, tags: list[str], desc: str | None, dt: int = 0, focus: bool = False) -> Scr:
        s = t.scr(TASKS, dt)
        s.top(None, acts=("Delete", "More options"))
        s.add(None, "CheckBox", (21, 147, s.y + 20, s.y + 146), click=True, rid="completeBox")
        s.add(title, "EditText", (168, 1017, s.y, s.y + 168), hint="Task name", click=True, edit=True, rid="title")
        s.y += 189
        s.field(desc, "Description", 210 if desc else 147, focus=focus, rid="notes")
        for label, val in (("Due date", due), ("Start date", "No start date"), ("Priority", "None" if title != "Submit expense report" else "High"),
                           ("List", "My Tasks"), ("Tags", ", ".join(tags) if tags else "Add tags"), ("Reminders", "When due"),
                           ("Repeat", "Does not repeat"), ("Subtasks", "Add subtask"), ("Attachments", "Add attachment")):
            s.row(label, val, h=168, icon=label)
        return s

    t.start(listing())
    done.insert(0, ["Pick up dry cleaning", "Completed Today", [], None, 4])
    active.pop(3)
    t.step(act("click", index=t.idx("Pick up dry cleaning") - 1), listing(snack="Completed Pick up dry cleaning"))
    t.step(t.click("Book flights to Porto"), edit("Book flights to Porto", "Fri, May 17", ["travel"], None, 1))
    t.step(t.type("Description", "TAP or Ryanair, Jun 6-10, under €180 each"),
           edit("Book flights to Porto", "Fri, May 17", ["travel"], "TAP or Ryanair, Jun 6-10, under €180 each", 1, focus=True))
    active[1][3] = "TAP or Ryanair, Jun 6-10, under €180 each"
    t.step(back(), listing())
    s = t.scr(TASKS, 1)
    s.add(None, "FrameLayout", (0, W, 1180, BOTTOM), rid="design_bottom_sheet")
    s.y = 1200
    s.line("Sort by", 110, x=(63, 1017), rid="sort_title")
    for k, opt in enumerate(("My order", "Due date", "Start date", "Priority", "Title", "Modified", "Created")):
        s.add(None, "RadioButton", (42, 147, s.y + 10, s.y + 120), checked=k == 0, click=True, rid="radio")
        s.line(opt, 130, x=(168, 1017), click=True, rid="sort_option")
    s.line("Show completed", 120, x=(168, 860), rid="show_completed")
    s.add(None, "Switch", (880, 1017, s.y - 110, s.y - 10), checked=True, click=True, rid="show_completed_switch")
    t.step(t.click("Sort"), s)
    # contradiction: "Pick up dry cleaning" was completed in turn 1 and is back in the open list, unchecked
    t.step(t.click("Due date"), listing(ghost=True))
    t.step(t.click("Call plumber re: water heater"), edit("Call plumber re: water heater", "Tomorrow", ["home"], "Rheem 50 gal, pilot keeps going out", 1))
    t.step(back(), listing(sort="due"))
    t.emit(rs, "h61-android-06", bad=True, turn=6,
           kind="Pick up dry cleaning, checked off in turn 1 and listed under Completed since, is back unchecked among the open tasks (Completed drops to 1) after merely re-sorting by due date.")


# ---------------------------------------------------------------- 07 Contacts + Phone (clean)
CONTACTS = "com.google.android.contacts"
DIALER = "com.google.android.dialer"


def t07(rs: RowSet) -> None:
    t = Traj("13:26", 66, drain=6)
    people = {"Aiko Tanaka": ("+1 650-555-0112", "aiko.t@gmail.com"), "Ben Okafor": ("+1 510-555-0187", "ben@okafor.dev"),
              "Carla Mendes": ("+351 912 345 678", "carla.mendes@sapo.pt"), "Dmitri Volkov": ("+1 415-555-0148", "dmitri.volkov@fastmail.com"),
              "Elena Ruiz": ("+1 408-555-0161", "eruiz@stanford.edu"), "Farah Haddad": ("+44 7700 900321", "farah.haddad@outlook.com"),
              "Gabe Lindqvist": ("+1 206-555-0139", "gabe.lq@proton.me"), "Hannah Schmidt": ("+49 1512 3456789", "h.schmidt@web.de"),
              "Ivan Petrov": ("+1 650-555-0170", "ivan.petrov@gmail.com")}

    def listing(dt: int = 0, selected: str | None = None, snack: str | None = None) -> Scr:
        s = t.scr(CONTACTS, dt)
        if selected:
            s.top("1 selected", acts=("Share", "Delete", "More options"))
        else:
            s.add(None, "LinearLayout", (42, 1038, 84, 210), click=True, rid="open_search_bar")
            s.add("Search contacts", "TextView", (168, 850, 110, 184), rid="open_search_bar_text_view")
            s.add(None, "ImageView", (880, 1017, 84, 210), desc="Open account switcher", click=True, rid="og_apd_internal_image_view")
            s.y = 231
        s.lst("list", bottom=2195)
        s.line(f"{len(people)} contacts · dana.kim@gmail.com", 84, rid="account_filter_header")
        for name in sorted(people):
            y0 = s.y
            s.add(None, "LinearLayout", (0, W, y0, y0 + 168), click=True, sel=name == selected)
            s.add(None, "QuickContactBadge", (63, 189, y0 + 21, y0 + 147), desc=("Selected " if name == selected else "") + f"Quick contact for {name}", click=True)
            s.add(name, "TextView", (231, 1017, y0 + 55, y0 + 113), rid="cliv_name_textview")
            s.y += 168
        if snack:
            s.add(snack, "TextView", (42, 800, 1880, 2010), rid="snackbar_text")
            s.add("Undo", "Button", (800, 1038, 1880, 2010), click=True, rid="snackbar_action")
        if not selected:
            s.fab("Create contact", y=2010)
        s.nav(["Contacts", "Highlights", "Fix & manage"], 0)
        return s

    def detail(name: str, dt: int = 0, recent: str | None = None) -> Scr:
        phone, mail = people[name]
        s = t.scr(CONTACTS, dt)
        s.top(None, acts=("Edit contact", "Add to favorites", "More options"))
        s.add(None, "ImageView", (390, 690, 231, 531), desc="Contact photo", rid="photo")
        s.y = 560
        s.line(name, 120, x=(63, 1017), rid="large_title")
        x = 63
        for b in ("Call", "Text", "Video", "Email"):
            s.add(b, "Button", (x, x + 220, s.y, s.y + 200), click=True)
            x += 240
        s.y += 230
        s.line("Contact info", 90, rid="header")
        s.row(phone, "Mobile", icon="Call", h=189)
        s.row(mail, "Personal", icon="Email", h=189)
        s.row("March 3", "Birthday", icon="Event", h=189)
        if recent:
            s.line("Recent activity", 90, rid="header")
            s.row(recent, "Outgoing call", icon="Call log", h=189)
        return s

    def editor(name: str, phone: str | None, dt: int = 0, focus: bool = False) -> Scr:
        s = t.scr(CONTACTS, dt)
        s.top("Edit contact", acts=())
        s.add("Save", "Button", (820, 1017, 84, 189), click=True, rid="toolbar_button")
        s.y = 231
        s.line("Saving to dana.kim@gmail.com", 84, rid="account_name")
        first, last = name.split()
        s.field(first, "First name", rid="first_name")
        s.field(last, "Last name", rid="last_name")
        s.field("Brightline Robotics", "Company")
        y0 = s.y
        s.add(phone, "EditText", (147, 900, y0 + 21, y0 + 147), hint="Phone", click=True, edit=True, focus=focus, rid="phone_edit")
        if phone:
            s.add(None, "ImageButton", (900, 1017, y0 + 21, y0 + 147), desc="Clear text", click=True, rid="text_input_end_icon")
        s.y += 168
        s.line("Mobile", 84, x=(147, 500), click=True, rid="label_spinner")
        s.field(people[name][1], "Email", x=(147, 1017))
        s.line("Personal", 84, x=(147, 500), click=True, rid="label_spinner")
        s.line("March 3", 84, x=(147, 1017), click=True, rid="date_view")
        s.btn("More fields", 147, cls="TextView")
        return s

    t.start(listing())
    t.step(t.click("Dmitri Volkov"), detail("Dmitri Volkov", 1))
    t.step(t.click("Edit contact"), editor("Dmitri Volkov", "+1 415-555-0148"))
    t.step(t.click("Clear text"), editor("Dmitri Volkov", None, 1, focus=True))
    t.step(t.type("Phone", "+1 415-555-0193"), editor("Dmitri Volkov", "+1 415-555-0193", focus=True))
    people["Dmitri Volkov"] = ("+1 415-555-0193", people["Dmitri Volkov"][1])
    t.step(t.click("Save"), detail("Dmitri Volkov", 1))
    s = t.scr(DIALER)
    s.add("Dmitri Volkov", "TextView", (63, 1017, 400, 520), rid="contactgrid_contact_name")
    s.add("Mobile +1 415-555-0193", "TextView", (63, 1017, 520, 590), rid="contactgrid_status_text")
    s.add("Calling…", "TextView", (63, 1017, 590, 660), rid="contactgrid_bottom_text")
    x = 100
    for b in ("Mute", "Keypad", "Speaker", "Add call", "Hold", "Video call"):
        s.add(b, "ToggleButton" if b in ("Mute", "Speaker", "Hold") else "Button", (x, x + 260, 1400 if b in ("Mute", "Keypad", "Speaker") else 1700, 1620 if b in ("Mute", "Keypad", "Speaker") else 1920), desc=b, click=True)
        x = 100 if x > 600 else x + 320
    s.add(None, "ImageButton", (432, 648, 2050, 2266), desc="End call", click=True, rid="incall_end_call")
    t.step(t.click("Call"), s)
    t.step(t.click("End call"), detail("Dmitri Volkov", 2, recent=f"Today, {t.clock()}\u202fPM · 1 min 12 sec"))
    t.step(back(), listing())
    t.step(t.lp("Gabe Lindqvist"), listing(1, selected="Gabe Lindqvist"))
    s = t.scr(CONTACTS)
    s.dialog(None, "Delete this contact?\nThis contact will be moved to the trash and permanently deleted after 30 days.", ["Cancel", "Move to trash"])
    t.step(t.click("Delete"), s)
    del people["Gabe Lindqvist"]
    t.step(t.click("Move to trash"), listing(snack="Moved to trash"))
    t.emit(rs, "h61-android-07")


# ---------------------------------------------------------------- 08 Simple Calendar Pro (bad: saved event lands on the wrong day)
SCAL = "com.simplemobiletools.calendar.pro"


def t08(rs: RowSet) -> None:
    t = Traj("10:38", 49, drain=6)
    ev = {(5, 3): ["Dentist"], (5, 9): ["Team offsite"], (5, 14): ["Pay rent"], (5, 18): ["Mia's birthday"],
          (5, 27): ["Memorial Day"], (5, 31): ["Flight SFO→OPO"], (6, 6): ["Porto trip"], (6, 19): ["Juneteenth"],
          (6, 24): ["Car service"], (6, 28): ["Dinner w/ Ana"]}
    mdays = {4: 30, 5: 31, 6: 30, 7: 31}
    first_dow = {5: 3, 6: 6}  # May 1 2024 is a Wednesday, June 1 a Saturday (0 = Sunday)
    names = {5: "May", 6: "June"}

    def month(mo: int, dt: int = 0, moved: tuple[tuple[int, int], tuple[int, int]] | None = None) -> Scr:
        s = t.scr(SCAL, dt)
        s.top(None, back=False, acts=("Go to today", "Search", "Change view", "More options"))
        s.add(None, "ImageView", (21, 147, 231, 357), desc="Previous", click=True, rid="top_left_arrow")
        s.add(names[mo], "TextView", (189, 891, 231, 357), click=True, rid="top_value")
        s.add(None, "ImageView", (933, 1059, 231, 357), desc="Next", click=True, rid="top_right_arrow")
        x = 0
        for d in "SMTWTFS":
            s.add(d, "TextView", (x, x + 154, 378, 440), rid="week_day_label")
            x += 154
        start = -first_dow[mo]
        y = 460
        shown = {k: list(v) for k, v in ev.items()}
        if moved:
            src, dst = moved
            title = shown[src].pop()
            shown.setdefault(dst, []).append(title)
        for r in range(6):
            for c in range(7):
                n = start + r * 7 + c
                if n < 0:
                    m2, d = mo - 1, mdays[mo - 1] + n + 1
                elif n >= mdays[mo]:
                    m2, d = mo + 1, n - mdays[mo] + 1
                else:
                    m2, d = mo, n + 1
                x0, y0 = c * 154, y + r * 280
                s.add(str(d), "TextView", (x0, x0 + 154, y0, y0 + 60), click=True, sel=(m2, d) == (5, 14), rid="day_monthly_number")
                for k, title in enumerate(shown.get((m2, d), [])):
                    s.add(title, "TextView", (x0 + 4, x0 + 150, y0 + 64 + 52 * k, y0 + 112 + 52 * k), click=True, rid="day_monthly_event_id")
        s.fab("New Event", y=2150)
        return s

    form = {"title": None, "date": "Tue, May 14, 2024", "start": "11:00", "end": "12:00", "loc": None}

    def edit(dt: int = 0, focus: str | None = None, existing: bool = False) -> Scr:
        s = t.scr(SCAL, dt)
        s.top("Edit Event" if existing else "New Event", acts=(("Delete", "Duplicate event", "Save") if existing else ("Save",)))
        s.field(form["title"], "Title", focus=focus == "title", rid="event_title")
        s.field(form["loc"], "Location", focus=False, rid="event_location")
        s.field(None, "Description", rid="event_description")
        s.row("All-day", None, check=False, h=147)
        s.pair(form["date"], form["start"], 120, rl="event_start_date", rr="event_start_time")
        s.pair(form["date"], form["end"], 120, rl="event_end_date", rr="event_end_time")
        s.row("America/Los_Angeles", None, h=120, icon="Time zone")
        s.row("10 minutes before", None, h=120, icon="Reminder")
        s.row("Add another reminder", None, h=120)
        s.row("No repetition", None, h=120, icon="Repetition")
        s.row("Regular event", None, h=120, icon="Event type")
        s.row("Default", None, h=120, icon="Event color")
        return s

    def picker(sel: int, dt: int = 0) -> Scr:
        s = t.scr(SCAL, dt)
        s.add(None, "FrameLayout", (84, 996, 560, 1880), pkg="android", rid="datePicker")
        s.add("2024", "TextView", (126, 400, 600, 660), click=True, pkg="android", rid="date_picker_header_year")
        wd = ["Wed", "Thu", "Fri", "Sat", "Sun", "Mon", "Tue"][(sel - 1) % 7]
        s.add(f"{wd}, May {sel}", "TextView", (126, 900, 660, 780), pkg="android", rid="date_picker_header_date")
        s.add(None, "ImageButton", (126, 252, 820, 946), desc="Previous month", click=True, pkg="android", rid="prev")
        s.add("May 2024", "TextView", (300, 780, 840, 926), pkg="android", rid="month_view")
        s.add(None, "ImageButton", (828, 954, 820, 946), desc="Next month", click=True, pkg="android", rid="next")
        for d in range(1, 32):
            c, r = (d + 2) % 7, (d + 2) // 7
            x0, y0 = 126 + c * 118, 1000 + r * 118
            s.add(str(d), "View", (x0, x0 + 118, y0, y0 + 118), desc=f"{d:02d} May 2024", click=True, sel=d == sel, pkg="android")
        s.add("Cancel", "Button", (560, 760, 1760, 1860), click=True, pkg="android", rid="button2")
        s.add("OK", "Button", (780, 960, 1760, 1860), click=True, pkg="android", rid="button1")
        return s

    t.start(month(5))
    t.step(t.click("New Event"), edit(1))
    form["title"] = "Lease renewal call with landlord"
    t.step(t.type("Title", "Lease renewal call with landlord"), edit(1, focus="title"))
    t.step(t.click("Tue, May 14, 2024"), picker(14))
    t.step(t.click("22"), picker(22))
    form["date"] = "Wed, May 22, 2024"
    t.step(t.click("OK"), edit(1))
    ev[(5, 22)] = ["Lease renewal call with landlord"]
    # contradiction: the event saved for Wed, May 22 is drawn in the cell of Thursday May 23
    t.step(t.click("Save"), month(5, moved=((5, 22), (5, 23))))
    t.step(t.click("Next"), month(6, 1))
    form.update(title="Car service", date="Mon, Jun 24, 2024", start="08:30", end="09:30", loc="Firestone, 1200 Van Ness Ave")
    t.step(t.click("Car service"), edit(1, existing=True))
    s = t.scr(SCAL)
    s.dialog(None, "Are you sure you want to proceed with the deletion?", ["No", "Yes"])
    t.step(t.click("Delete"), s)
    del ev[(6, 24)]
    t.step(t.click("Yes"), month(6, 1))
    t.emit(rs, "h61-android-08", bad=True, turn=6,
           kind="The new event was set to Wed, May 22, 2024 in turn 5, but after saving the month grid draws it in the May 23 cell.")


# ---------------------------------------------------------------- 09 Strava (bad: a paused timer runs backwards)
STRAVA = "com.strava"


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def t09(rs: RowSet) -> None:
    t = Traj("7:50", 88, drain=4)
    run = {"sec": 1912, "km": 6.14, "hr": 151, "paused": False}

    def pace() -> str:
        return mmss(round(run["sec"] / run["km"])) + " /km"

    def record(dt: int = 0, shown_sec: int | None = None, map_view: bool = False) -> Scr:
        s = t.scr(STRAVA, dt)
        s.top(None, back=False, acts=("Settings",), rid="record_toolbar")
        s.add("Run", "TextView", (400, 680, 100, 170), click=True, rid="sport_picker")
        if run["paused"]:
            s.add("Stopped", "TextView", (0, W, 210, 290), rid="record_status_banner")
        sec = run["sec"] if shown_sec is None else shown_sec
        if map_view:
            s.add(None, "View", (0, W, 290, 1600), desc="Google Map", scroll=True, rid="map")
            s.add(None, "ImageButton", (930, 1038, 320, 428), desc="Center on location", click=True)
            s.add(mmss(sec), "TextView", (63, 500, 1620, 1740), rid="stat_time")
            s.add("Time", "TextView", (63, 500, 1740, 1790))
            s.add(f"{run['km']:.2f}", "TextView", (580, 1017, 1620, 1740), rid="stat_distance")
            s.add("Distance (km)", "TextView", (580, 1017, 1740, 1790))
        else:
            s.y = 300
            for val, lab, rid in ((mmss(sec), "Time", "stat_time"), (pace(), "Avg pace", "stat_pace"),
                                  (f"{run['km']:.2f}", "Distance (km)", "stat_distance")):
                s.line(val, 230, x=(63, 1017), rid=rid)
                s.line(lab, 70, x=(63, 1017))
                s.y += 40
            s.add(f"{run['hr']} bpm", "TextView", (63, 500, s.y, s.y + 100), desc="Heart rate", click=True, rid="stat_heartrate")
            s.add("Split 6: 5:06 /km", "TextView", (540, 1017, s.y, s.y + 100), rid="stat_split")
            s.y += 140
        x = 63
        for d in ("Sensors", "Route", "Map" if not map_view else "Stats", "Beacon"):
            s.add(None, "ImageButton", (x, x + 200, 1880, 2030), desc=d, click=True)
            x += 250
        if run["paused"]:
            s.add("Resume", "Button", (63, 520, 2080, 2250), click=True, rid="resume_button")
            s.add("Finish", "Button", (560, 1017, 2080, 2250), click=True, rid="finish_button")
        else:
            s.add(None, "ImageButton", (440, 640, 2060, 2260), desc="Stop", click=True, rid="stop_button")
        return s

    t.start(record())
    run.update(sec=1934, km=6.21, hr=146, paused=True)
    t.step(t.click("Stop"), record())
    s = t.scr(STRAVA)
    s.add(None, "FrameLayout", (0, W, 1300, BOTTOM), rid="design_bottom_sheet")
    s.y = 1330
    s.line("Sensors", 110, rid="sheet_title")
    s.row("Polar H10 5A3F21C8", "Heart rate · Connected · 132 bpm", icon="Heart rate sensor", h=200)
    s.row("Pixel Watch 2", "Not paired for recording", icon="Watch", h=200)
    s.btn("Add sensor", 147, cls="TextView")
    t.step(t.click("Heart rate"), s)
    run["hr"] = 128
    t.step(back(), record())
    # contradiction: the recording has been paused at 32:14 since turn 1, and the map overlay shows 31:58
    t.step(t.click("Map"), record(1, shown_sec=1918, map_view=True))
    run.update(sec=1936, km=6.21, hr=131, paused=False)
    t.step(t.click("Resume"), record(map_view=True))
    run.update(sec=2003, km=6.44, hr=155)
    t.step(t.click("Stats"), record(1))
    run.update(sec=2020, km=6.49, hr=152, paused=True)
    t.step(t.click("Stop"), record())
    s = t.scr(STRAVA)
    s.top("Save activity", acts=())
    s.add("Save", "Button", (860, 1038, 84, 189), click=True)
    s.y = 231
    s.add("6.49 km · 33:40 · 5:11 /km", "TextView", (63, 1017, s.y, s.y + 84), rid="stats_summary")
    s.y += 100
    s.field("Morning Run", "Title your run", rid="save_title")
    s.field(None, "How'd it go? Share more about your activity and use @ to tag someone.", 260, rid="save_description")
    s.row("Run", "Activity type", icon="Run", h=170)
    s.row("Easy Run", "Type of run", h=170)
    s.row("Pegasus 40 (412.6 km)", "Shoes", h=170)
    s.row("Everyone", "Who can view", h=170)
    s.row("Hide from Home and Club feeds", None, check=False)
    t.step(t.click("Finish"), s)
    s = t.scr(STRAVA, 1)
    s.top("Run", acts=("Share", "More options"))
    s.line("Morning Run", 110, rid="activity_title")
    s.line("Dana Kim · Today at 7:18 AM · San Francisco, California", 84, rid="activity_subtitle")
    s.add(None, "View", (0, W, s.y, s.y + 700), desc="Map of activity route", click=True, rid="activity_map")
    s.y += 720
    for a, b in (("Distance", "6.49 km"), ("Moving Time", "33:40"), ("Avg Pace", "5:11 /km"), ("Elevation Gain", "42 m"),
                 ("Calories", "452 Cal"), ("Avg Heart Rate", "149 bpm"), ("Elapsed Time", "34:52")):
        s.pair(a, b, 96)
    s.line("This is your 2nd fastest 5K this year: 25:44", 100, rid="achievement")
    t.step(t.click("Save"), s)
    t.emit(rs, "h61-android-09", bad=True, turn=4,
           kind="The run has been paused at 32:14 since turn 1 (shown again in turn 3), yet the map overlay in turn 4 shows the timer at 31:58.")


# ---------------------------------------------------------------- 10 Broccoli (bad: a deleted recipe is listed again)
BROC = "com.flauschcode.broccoli"


def t10(rs: RowSet) -> None:
    t = Traj("18:03", 44, drain=6)
    recipes = {"Banana bread": "Moist loaf with brown butter and walnuts",
               "Chickpea tikka masala": "Weeknight curry, 35 minutes, freezes well",
               "Lentil bolognese": "Red lentils, soffritto, a splash of red wine",
               "Miso-glazed salmon": "Sheet-pan salmon with white miso and mirin",
               "Overnight oats": "Oats, chia, yogurt and berries — 5 jars",
               "Shakshuka": "Eggs poached in spiced tomato and pepper sauce",
               "Thai green curry": "Chicken thigh, Thai eggplant, homemade paste"}

    def listing(dt: int = 0, extra: dict[str, str] | None = None) -> Scr:
        s = t.scr(BROC, dt)
        s.top("Recipes", back=False, acts=("Search",))
        s.add(None, "ImageButton", (0, 147, 63, 210), desc="Open navigation drawer", click=True)
        s.lst("recycler_view")
        shown = dict(recipes, **(extra or {}))
        for name in sorted(shown):
            y0 = s.y
            s.add(None, "androidx.cardview.widget.CardView", (21, 1059, y0 + 10, y0 + 250), click=True, rid="card_view")
            s.add(None, "ImageView", (21, 321, y0 + 10, y0 + 250), rid="card_image")
            s.add(name, "TextView", (350, 1038, y0 + 50, y0 + 120), rid="card_text_view_title")
            s.add(shown[name], "TextView", (350, 1038, y0 + 120, y0 + 220), rid="card_text_view_description")
            s.y += 260
        s.fab("Add recipe", y=2160)
        return s

    def detail(name: str, desc: str, servings: str, time: str, ingredients: list[str], dt: int = 0) -> Scr:
        s = t.scr(BROC, dt)
        s.top(None, acts=("Cooking assistant", "Edit", "More options"))
        s.add(None, "ImageView", (0, W, 210, 800), rid="recipe_details_image")
        s.y = 820
        s.line(name, 110, rid="recipe_details_title")
        if desc:
            s.line(desc, 84, rid="recipe_details_description")
        s.pair(f"Servings: {servings}", f"Preparation time: {time}", 84)
        s.tabs(["Ingredients", "Directions"], 0)
        for ing in ingredients:
            s.line(ing, 80, x=(105, 1017), rid="ingredient")
        return s

    form: dict[str, str | None] = {"title": None, "ingredients": None, "directions": None}

    def editor(dt: int = 0, focus: str | None = None) -> Scr:
        s = t.scr(BROC, dt)
        s.top("New recipe", acts=("Save",))
        s.add(None, "ImageView", (0, W, 210, 600), desc="Add image", click=True, rid="new_image")
        s.y = 620
        s.field(form["title"], "Title", focus=focus == "title", rid="input_title")
        s.field(None, "Categories", rid="input_categories")
        s.field(None, "Servings", x=(63, 520), rid="input_servings")
        s.y -= 168
        s.field(None, "Preparation time", x=(560, 1017), rid="input_preparation_time")
        s.field(None, "Description", rid="input_description")
        s.field(form["ingredients"], "Ingredients", 300 if form["ingredients"] else 168, focus=focus == "ingredients", rid="input_ingredients")
        s.field(form["directions"], "Directions", 300 if form["directions"] else 168, focus=focus == "directions", rid="input_directions")
        return s

    t.start(listing())
    t.step(t.click("Banana bread"), detail("Banana bread", recipes["Banana bread"], "1 loaf (10 slices)", "1 h 15 min",
                                           ["3 overripe bananas", "115 g butter, browned", "150 g brown sugar", "1 egg",
                                            "190 g flour", "1 tsp baking soda", "60 g walnuts"], 1))
    s = t.scr(BROC)
    s.add(None, "ListView", (560, 1059, 84, 420), pkg=BROC)
    for k, opt in enumerate(("Share", "Delete", "Add to favorites")):
        s.add(opt, "TextView", (560, 1059, 84 + 112 * k, 196 + 112 * k), click=True, rid="title")
    t.step(t.click("More options"), s)
    s = t.scr(BROC)
    s.dialog("Delete recipe", "Do you really want to delete Banana bread?", ["Cancel", "Delete"])
    t.step(t.click("Delete"), s)
    del recipes["Banana bread"]
    t.step(t.click("Delete"), listing(1))
    t.step(t.click("Add recipe"), editor())
    form["title"] = "Sheet-pan gnocchi"
    t.step(t.type("Title", "Sheet-pan gnocchi"), editor(1, "title"))
    form["ingredients"] = "1 lb shelf-stable gnocchi\n1 pint cherry tomatoes\n1 red onion, cut in wedges\n2 tbsp olive oil\n4 oz mozzarella pearls\nbasil"
    t.step(t.type("Ingredients", form["ingredients"]), editor(1, "ingredients"))
    form["directions"] = "Heat oven to 450°F.\nToss gnocchi, tomatoes and onion with oil and salt; roast 20 min.\nAdd mozzarella, roast 5 min more, top with basil."
    t.step(t.type("Directions", form["directions"]), editor(1, "directions"))
    recipes["Sheet-pan gnocchi"] = ""
    t.step(t.click("Save"), detail("Sheet-pan gnocchi", "", "-", "-", form["ingredients"].split("\n"), 1))
    # contradiction: Banana bread, deleted in turn 4, is back in the list
    t.step(back(), listing(extra={"Banana bread": "Moist loaf with brown butter and walnuts"}))
    t.step(t.click("Sheet-pan gnocchi"), detail("Sheet-pan gnocchi", "", "-", "-", form["ingredients"].split("\n"), 1))
    s = t.scr(BROC)
    s.top("Sheet-pan gnocchi", acts=())
    s.line("Step 1 of 3", 90, rid="step_count")
    s.line("Heat oven to 450°F.", 400, rid="step_text")
    s.add(None, "ImageButton", (63, 300, 2000, 2200), desc="Previous step", click=True)
    s.add(None, "ImageButton", (780, 1017, 2000, 2200), desc="Next step", click=True)
    t.step(t.click("Cooking assistant"), s)
    t.emit(rs, "h61-android-10", bad=True, turn=9,
           kind="Banana bread was deleted in turn 4 and missing from the list then, but the recipe list in turn 9 shows it again next to the new Sheet-pan gnocchi.")


# ---------------------------------------------------------------- 11 Google Messages (clean)
MSG = "com.google.android.apps.messaging"


def t11(rs: RowSet) -> None:
    t = Traj("8:31", 77, drain=6)
    # name, snippet, time (minutes since midnight), unread
    convs = [["Dr. Alvarez Office", "Reminder: appt Thu 5/16 at 2:40 PM with Dr. Alvarez. Reply C to confirm, R to reschedule.", 8 * 60 + 2, True],
             ["Mom", "Call me when you land ❤️", 7 * 60 + 48, False],
             ["Jordan Lee", "ok see you at 7, I'll grab a table", 7 * 60 + 15, True],
             ["72833", "Your Lyft code is 448201. Never share this code.", 6 * 60 + 59, False],
             ["Priya Nair", "Photo", -1, False], ["AT&T Free Msg", "Your bill for May is ready: $85.40 due 05/28.", -2, False],
             ["Marco", "haha yes, the 2nd one", -3, False], ["Chase", "Chase: Your statement for the account ending in 4821 is ready to view.", -4, False]]
    older = {-1: "Mon", -2: "Sun", -3: "May 10", -4: "May 9"}

    def stamp(m: int) -> str:
        if m < 0:
            return older[m]
        d = t.now - m
        if d < 1:
            return "Now"
        if d < 60:
            return f"{d} min"
        h, mm = divmod(m, 60)
        return f"{(h - 1) % 12 + 1}:{mm:02d} AM"

    def listing(dt: int = 0, selected: str | None = None, snack: str | None = None) -> Scr:
        s = t.scr(MSG, dt)
        if selected:
            s.top("1", acts=("Pin", "Archive", "Delete", "More options"))
        else:
            s.add(None, "LinearLayout", (42, 1038, 84, 210), click=True, rid="search_bar")
            s.add("Search conversations", "TextView", (168, 850, 110, 184))
            s.add(None, "ImageView", (880, 1017, 84, 210), desc="Signed in as dana.kim@gmail.com", click=True)
            s.y = 231
        s.lst("conversation_list", bottom=2195)
        for name, snip, m, unread in convs:
            y0 = s.y
            s.add(None, "LinearLayout", (0, W, y0, y0 + 200), desc=f"{name}, {snip}, {stamp(m)}" + (", Unread" if unread else ""),
                  click=True, sel=name == selected, rid="swipeableContainer")
            s.add(None, "ImageView", (42, 168, y0 + 37, y0 + 163), desc="Selected" if name == selected else None, rid="conversation_icon")
            s.add(name, "TextView", (210, 830, y0 + 40, y0 + 100), rid="conversation_name")
            s.add(snip, "TextView", (210, 1017, y0 + 100, y0 + 160), rid="conversation_snippet")
            s.add(stamp(m), "TextView", (830, 1017, y0 + 40, y0 + 100), rid="conversation_timestamp")
            s.y += 200
        if snack:
            s.add(snack, "TextView", (42, 800, 1880, 2010), rid="snackbar_text")
            s.add("Undo", "Button", (800, 1038, 1880, 2010), click=True, rid="snackbar_action")
        if not selected:
            s.fab("Start chat", "Start chat", y=2010)
        return s

    thread = [("in", "Reminder: appt Thu 5/16 at 2:40 PM with Dr. Alvarez. Reply C to confirm, R to reschedule.", "8:02 AM")]

    def convo(name: str, msgs: list[tuple[str, str, str]], draft: str | None = None, dt: int = 0) -> Scr:
        s = t.scr(MSG, dt)
        s.top(name, acts=("Voice call", "Video call", "More options"), sub="(310) 555-0172" if name.startswith("Dr.") else "Mobile (415) 555-0131")
        s.lst("messages_list", bottom=2030)
        s.line("Today", 90, x=(63, 1017), rid="message_date_separator")
        for who, text, when in msgs:
            x = (63, 800) if who == "in" else (280, 1017)
            s.line(text, 60 * (1 + len(text) // 32) + 20, x=x, rid="message_text", click=True)
            s.line(when if who == "in" else f"{when} · SMS", 56, x=x, rid="message_status")
        s.add(None, "ImageButton", (21, 126, 2058, 2184), desc="Show more options", click=True)
        s.add(draft, "EditText", (147, 870, 2058, 2184), hint="Text message", click=True, edit=True, focus=draft is not None, rid="compose_message_text")
        s.add(None, "ImageButton", (891, 1038, 2058, 2184), desc="Send SMS" if draft else "Record voice message", click=True, rid="send_message_button")
        return s

    t.start(listing())
    convs[0][3] = False
    t.step(t.click("Dr. Alvarez Office"), convo("Dr. Alvarez Office", thread))
    t.step(t.type("Text message", "C"), convo("Dr. Alvarez Office", thread, draft="C"))
    thread.append(("out", "C", "Now"))
    t.step(t.click("Send SMS"), convo("Dr. Alvarez Office", thread))
    thread[-1] = ("out", "C", t.clock() + " AM")
    t.now += 1
    thread.append(("in", "Thank you! Your appointment on Thu 5/16 at 2:40 PM is confirmed. Please arrive 10 min early.", t.clock() + " AM"))
    t.step(act("wait"), convo("Dr. Alvarez Office", thread))
    convs[0][1], convs[0][2] = thread[-1][1], t.now
    t.step(back(), listing())
    t.step(t.lp("72833"), listing(selected="72833"))
    convs.pop(3)
    t.step(t.click("Archive"), listing(snack="1 conversation archived"))
    next(c for c in convs if c[0] == "Jordan Lee")[3] = False
    jordan = [("in", "are we still on for tonight?", "7:02 AM"), ("out", "yes! 7 at Nopa?", "7:10 AM"),
              ("in", "ok see you at 7, I'll grab a table", "7:15 AM")]
    t.step(t.click("Jordan Lee"), convo("Jordan Lee", jordan, dt=1))
    t.step(back(), listing(1))
    t.emit(rs, "h61-android-11")


# ---------------------------------------------------------------- 12 Pro Expense (clean)
PEX = "com.arduia.expense"


def cents(c: int) -> str:
    return f"${c // 100:,}.{c % 100:02d}"


def t12(rs: RowSet) -> None:
    t = Traj("12:47", 69, drain=6)
    # name, category, cents, date, in this week
    exp = [["Trader Joe's", "Food", 5420, "Mon, May 13", True], ["Lyft to airport", "Transportation", 3890, "Sun, May 12", True],
           ["Phone bill", "Bills", 4500, "Sun, May 12", True], ["Coffee beans", "Food", 1850, "Sat, May 11", False],
           ["Movie tickets", "Entertainment", 3100, "Fri, May 10", False], ["Pharmacy", "Health", 1269, "Thu, May 9", False]]

    def home(dt: int = 0, snack: str | None = None) -> Scr:
        s = t.scr(PEX, dt)
        s.top("Pro Expense", back=False, acts=("Open navigation drawer",))
        week = sum(e[2] for e in exp if e[4])
        s.line("This week", 70, rid="tv_week_label")
        s.line(cents(week), 130, rid="tv_week_total")
        s.add(None, "View", (63, 1017, s.y, s.y + 420), desc="Weekly expense graph", rid="expense_graph")
        s.y += 440
        s.pair("Recent", "More", 90, rr="btn_more")
        s.lst("rv_recent", bottom=2195)
        for name, cat, c, date, _ in exp[:6]:
            y0 = s.y
            s.add(None, "LinearLayout", (0, W, y0, y0 + 180), click=True, rid="cl_expense_item")
            s.add(name, "TextView", (168, 760, y0 + 30, y0 + 90), rid="tv_name")
            s.add(f"{cat} · {date}", "TextView", (168, 760, y0 + 90, y0 + 150), rid="tv_date")
            s.add(cents(c), "TextView", (760, 1017, y0 + 50, y0 + 130), rid="tv_amount")
            s.y += 180
        if snack:
            s.add(snack, "TextView", (42, 800, 1880, 2010), rid="snackbar_text")
        s.fab("Add expense", y=2020)
        return s

    form: dict[str, Any] = {"name": None, "amount": None, "cat": "Select category", "note": None, "edit": False}

    def entry(dt: int = 0, focus: str | None = None) -> Scr:
        s = t.scr(PEX, dt)
        s.top("Update expense" if form["edit"] else "New expense", acts=())
        s.field(form["name"], "Name", focus=focus == "name", rid="edt_name")
        y0 = s.y
        s.add(form["amount"], "EditText", (63, 900, y0 + 21, y0 + 147), hint="Amount", click=True, edit=True, focus=focus == "amount", rid="edt_amount")
        if form["amount"]:
            s.add(None, "ImageButton", (900, 1017, y0 + 21, y0 + 147), desc="Clear text", click=True, rid="text_input_end_icon")
        s.y += 168
        s.row("Category", form["cat"], h=168, rt="tv_category_label", rs="tv_category")
        s.row("Date", "Tue, May 14, 2024", h=168, rt="tv_date_label", rs="tv_date")
        s.field(form["note"], "Note", 210, rid="edt_note")
        s.btn("Update" if form["edit"] else "Save", 168, rid="btn_save")
        return s

    t.start(home())
    t.step(t.click("Add expense"), entry(1))
    form["name"] = "Lunch with Priya"
    t.step(t.type("Name", "Lunch with Priya"), entry(focus="name"))
    form["amount"] = "23.40"
    t.step(t.type("Amount", "23.40"), entry(focus="amount"))
    s = t.scr(PEX, 1)
    s.add(None, "ListView", (63, 1017, 900, 1740), pkg=PEX, rid="select_dialog_listview")
    for k, c in enumerate(("Food", "Transportation", "Bills", "Health", "Entertainment", "Shopping", "Others")):
        s.add(c, "CheckedTextView", (63, 1017, 900 + 120 * k, 1020 + 120 * k), click=True, rid="text1", pkg="android")
    t.step(t.click("Category"), s)
    form["cat"] = "Food"
    t.step(t.click("Food"), entry())
    exp.insert(0, ["Lunch with Priya", "Food", 2340, "Tue, May 14", True])
    t.step(t.click("Save"), home(1, snack="Expense saved"))
    s = t.scr(PEX)
    s.add(None, "FrameLayout", (0, W, 1150, BOTTOM), rid="design_bottom_sheet")
    s.y = 1180
    s.line("Lunch with Priya", 110, rid="tv_name")
    for a, b in (("Amount", "$23.40"), ("Category", "Food"), ("Date", "Tue, May 14, 2024"), ("Note", "-")):
        s.pair(a, b, 100)
    s.btn("Edit", 168, x=(63, 520), rid="btn_edit")
    s.y -= 168
    s.btn("Delete", 168, x=(560, 1017), rid="btn_delete")
    t.step(t.click("Lunch with Priya"), s)
    form["edit"] = True
    t.step(t.click("Edit"), entry(1))
    form["amount"] = None
    t.step(t.click("Clear text"), entry(focus="amount"))
    form["amount"] = "27.90"
    t.step(t.type("Amount", "27.90"), entry(focus="amount"))
    exp[0][2] = 2790
    t.step(t.click("Update"), home(1, snack="Expense updated"))
    t.emit(rs, "h61-android-12")


# ---------------------------------------------------------------- 13 Uber (bad: the car's licence plate changes)
UBER = "com.ubercab"


def t13(rs: RowSet) -> None:
    t = Traj("21:12", 52, drain=5)
    s = t.scr(UBER)
    s.top("Choose a trip", acts=())
    s.line("1455 Market St → SFO Terminal 2", 80, rid="route_summary")
    s.add(None, "View", (0, W, s.y, 1000), desc="Map with route preview, 14.2 mi", rid="map")
    s.y = 1000
    s.lst("product_list", bottom=2000)
    for name, seats, eta, price in (("UberX", "4", "4 min away · 9:41 PM", "$24.18"), ("Comfort", "4", "6 min away · 9:43 PM", "$31.55"),
                                    ("UberXL", "6", "9 min away · 9:46 PM", "$38.02"), ("Uber Green", "4", "12 min away · 9:49 PM", "$25.40")):
        s.row(name, f"{eta} · {seats} seats", right=price, h=200)
    s.row("Visa ••6604", "Personal", icon="Payment method", h=130)
    s.btn("Choose UberX", 168, rid="confirm_button")
    t.start(s)
    s = t.scr(UBER)
    s.add(None, "View", (0, W, 63, 1300), desc="Map showing nearby cars", rid="map")
    s.y = 1320
    s.line("Finding your ride", 100, rid="dispatch_title")
    s.add(None, "ProgressBar", (63, 1017, s.y, s.y + 20), rid="dispatch_progress")
    s.y += 40
    s.line("UberX · $24.18 · SFO Terminal 2", 70)
    s.line("Pickup: 1455 Market St", 70)
    s.btn("Cancel", 147, cls="TextView")
    t.step(t.click("Choose UberX"), s)
    t.step(act("wait"), driver_card_screen(t, "8KJW217", "Arriving in 4 min · 9:17 PM", "Miguel is on the way", 1))
    s = t.scr(UBER)
    # contradiction: the plate read 8KJW217 in turn 2; the expanded trip details show 8KJW271
    s.top("Trip details", acts=())
    for a, b in (("Trip", "UberX · 14.2 mi · about 26 min"), ("Pickup", "1455 Market St, San Francisco, CA 94103"),
                 ("Drop-off", "SFO Terminal 2, San Francisco, CA 94128"), ("Driver", "Miguel · 4.93 ★"),
                 ("Vehicle", "Silver Toyota Camry Hybrid · 8KJW271"), ("Fare", "$24.18 (upfront)"), ("Payment", "Visa ••6604"),
                 ("Trip ID", "7c1e93fa-5d2b-4b70-9a1e-22f0c8d64b15")):
        s.row(b, a, h=170)
    s.btn("Edit destination", 147, cls="TextView")
    s.btn("Cancel trip", 147, cls="TextView")
    t.step(t.click("Trip details"), s)
    t.step(back(), driver_card_screen(t, "8KJW217", "Arriving in 2 min · 9:17 PM", "Miguel is on the way", 2))
    s = t.scr(UBER)
    s.add(None, "FrameLayout", (0, W, 1300, BOTTOM), rid="design_bottom_sheet")
    s.y = 1320
    s.line("Share trip status", 100)
    for app, who in (("Messages", "Send a link by text"), ("WhatsApp", "Send to a chat"), ("Copy link", "uber.com/t/3KQ8xV2")):
        s.row(app, who, icon=app, h=170)
    t.step(t.click("Share trip status"), s)
    t.step(back(), driver_card_screen(t, "8KJW217", "Your driver has arrived · 9:17 PM", "Miguel is here", 2))
    t.emit(rs, "h61-android-13", bad=True, turn=3,
           kind="The driver card shows plate 8KJW217, but the trip details opened right after list the same car as 8KJW271.")


def driver_card_screen(t: Traj, plate: str, eta: str, status: str, dt: int) -> Scr:
    """The Uber on-trip screen (bottom sheet over the map); shared by t13's later turns."""
    s = t.scr(UBER, dt)
    s.add(None, "View", (0, W, 63, 1150), desc="Map showing the driver's location and your pickup spot", scroll=True, rid="map")
    s.add(None, "FrameLayout", (0, W, 1150, BOTTOM), rid="bottom_sheet")
    s.y = 1170
    s.line(status, 100, rid="trip_status_title")
    s.line(eta, 70, rid="trip_status_subtitle")
    s.line("Meet at 1455 Market St · Door on 11th St side", 70, rid="pickup_location")
    s.add(plate, "TextView", (63, 520, s.y + 20, s.y + 110), rid="vehicle_plate")
    s.add("Silver Toyota Camry Hybrid", "TextView", (63, 700, s.y + 110, s.y + 170), rid="vehicle_description")
    s.add(None, "ImageView", (780, 1017, s.y + 10, s.y + 180), desc="Driver photo", rid="driver_photo")
    s.y += 200
    s.line("Miguel · 4.93 ★ · 2,841 trips", 70, rid="driver_name_rating")
    s.line("PIN 4827 — share this with your driver", 70, rid="trip_pin")
    s.add("Send a message", "EditText", (63, 760, s.y + 10, s.y + 130), click=True, rid="message_driver")
    s.add(None, "ImageButton", (800, 1017, s.y + 10, s.y + 130), desc="Call driver", click=True)
    s.y += 150
    s.row("Trip details", "UberX · SFO Terminal 2 · $24.18 · Visa ••6604", h=170)
    s.row("Share trip status", None, icon="Share", h=130)
    s.row("Safety toolkit", None, icon="Safety", h=130)
    return s


# ---------------------------------------------------------------- 14 Retro Music (clean)
RETRO = "code.name.monkey.retromusic"


def t14(rs: RowSet) -> None:
    t = Traj("17:20", 81, drain=5)
    songs = [("Bloodflood", "alt-J", 248), ("Breezeblocks", "alt-J", 227), ("Holocene", "Bon Iver", 336),
             ("Midnight City", "M83", 243), ("Motion Sickness", "Phoebe Bridgers", 229), ("Nights", "Frank Ocean", 307),
             ("Redbone", "Childish Gambino", 327), ("Sunflower", "Post Malone, Swae Lee", 158), ("Team", "Lorde", 193),
             ("Tongue Tied", "Grouplove", 218), ("Youth", "Daughter", 252)]
    playlists = {"Chill evenings": ["Holocene", "Nights", "Redbone", "Bloodflood", "Motion Sickness", "Youth", "Team", "Breezeblocks", "Tongue Tied"],
                 "Favorites": ["Holocene", "Midnight City", "Nights", "Redbone", "Team", "Youth", "Bloodflood"]}
    dur = {n: d for n, _, d in songs}

    def tabs(s: Scr, sel: int) -> None:
        s.nav(["For you", "Songs", "Albums", "Artists", "Playlists"], sel)

    def song_list(dt: int = 0, selected: tuple[str, ...] = (), snack: str | None = None) -> Scr:
        s = t.scr(RETRO, dt)
        if selected:
            s.top(f"{len(selected)} selected", acts=("Add to playlist", "Play next", "More options"), rid="cab_toolbar")
        else:
            s.top("Songs", back=False, acts=("Search", "More options"))
        s.lst("recycler_view", bottom=2040)
        s.add("Shuffle", "Button", (63, 520, s.y + 10, s.y + 130), click=True, rid="shuffle_button")
        s.add(f"{len(songs)} songs", "TextView", (560, 1017, s.y + 10, s.y + 130), rid="song_count")
        s.y += 140
        for name, artist, _ in songs:
            y0 = s.y
            s.add(None, "FrameLayout", (0, W, y0, y0 + 168), click=True, sel=name in selected, rid="content")
            s.add(None, "ImageView", (42, 168, y0 + 21, y0 + 147), desc="Selected" if name in selected else None, rid="image")
            s.add(name, "TextView", (210, 900, y0 + 30, y0 + 90), rid="title")
            s.add(artist, "TextView", (210, 900, y0 + 90, y0 + 140), rid="text")
            s.add(None, "ImageView", (930, 1038, y0 + 30, y0 + 138), desc="More options", click=True, rid="menu")
            s.y += 168
        if snack:
            s.add(snack, "TextView", (42, 800, 1900, 2030), rid="snackbar_text")
        s.add("Youth", "TextView", (168, 860, 2060, 2120), rid="mini_player_title")
        s.add(None, "ImageButton", (880, 1017, 2050, 2180), desc="Play", click=True, rid="mini_player_play_pause_button")
        tabs(s, 1)
        return s

    def pl_list(dt: int = 0) -> Scr:
        s = t.scr(RETRO, dt)
        s.top("Playlists", back=False, acts=("New playlist", "Search", "More options"))
        s.lst("recycler_view", bottom=2040)
        for name, sub in (("Favorites", None), ("History", "Smart playlist"), ("Last added", "Smart playlist"),
                          ("Most played", "Smart playlist"), ("Shuffle all", "Smart playlist")) + tuple((n, None) for n in sorted(k for k in playlists if k != "Favorites")):
            if sub is None:
                n = len(playlists[name])
                sub = f"{n} song" + ("" if n == 1 else "s")
            s.row(name, sub, icon=True, h=189, rt="title", rs="text")
        s.add("Youth", "TextView", (168, 860, 2060, 2120), rid="mini_player_title")
        s.add(None, "ImageButton", (880, 1017, 2050, 2180), desc="Play", click=True, rid="mini_player_play_pause_button")
        tabs(s, 4)
        return s

    def dialog_new(name: str | None, dt: int = 0) -> Scr:
        s = t.scr(RETRO, dt)
        s.add(None, "FrameLayout", (63, 1017, 800, 1400), rid="parentPanel", pkg="android")
        s.add("New playlist", "TextView", (126, 954, 840, 930), rid="alertTitle", pkg="android")
        s.add(name, "EditText", (126, 954, 960, 1100), hint="Playlist name", click=True, edit=True, focus=True, rid="actionNewPlaylist")
        s.add("Cancel", "Button", (500, 720, 1240, 1360), click=True, rid="button2", pkg="android")
        s.add("Create", "Button", (740, 954, 1240, 1360), click=True, rid="button1", pkg="android")
        return s

    t.start(song_list())
    t.step(t.click("Playlists"), pl_list(1))
    t.step(t.click("New playlist"), dialog_new(None))
    t.step(t.type("Playlist name", "Morning run"), dialog_new("Morning run", 1))
    playlists["Morning run"] = []
    t.step(t.click("Create"), pl_list())
    t.step(t.click("Songs"), song_list(1))
    t.step(t.lp("Midnight City"), song_list(selected=("Midnight City",)))
    t.step(t.click("Sunflower"), song_list(selected=("Midnight City", "Sunflower")))
    s = t.scr(RETRO)
    s.add(None, "FrameLayout", (63, 1017, 700, 1700), rid="parentPanel", pkg="android")
    s.add("Add to playlist", "TextView", (126, 954, 740, 830), rid="alertTitle", pkg="android")
    for k, n in enumerate(["New playlist…", "Chill evenings", "Favorites", "Morning run"]):
        s.add(n, "TextView", (126, 954, 860 + 130 * k, 990 + 130 * k), click=True, rid="title")
    t.step(t.click("Add to playlist"), s)
    playlists["Morning run"] = ["Midnight City", "Sunflower"]
    t.step(t.click("Morning run"), song_list(1, snack="Added 2 songs to Morning run"))
    t.step(t.click("Playlists"), pl_list())
    s = t.scr(RETRO, 1)
    s.top("Morning run", acts=("Shuffle", "More options"))
    total = sum(dur[n] for n in playlists["Morning run"])
    s.line(f"2 songs · {total // 60}:{total % 60:02d}", 84, rid="playlist_info")
    s.btn("Play", 147, x=(63, 520), rid="playAction")
    s.y -= 147
    s.btn("Shuffle", 147, x=(560, 1017), rid="shuffleAction")
    s.lst("recycler_view", bottom=2040)
    for n in playlists["Morning run"]:
        artist = next(a for m, a, _ in songs if m == n)
        d = dur[n]
        s.row(n, f"{artist} · {d // 60}:{d % 60:02d}", icon=True, h=168, rt="title", rs="text")
    s.add("Youth", "TextView", (168, 860, 2060, 2120), rid="mini_player_title")
    s.add(None, "ImageButton", (880, 1017, 2050, 2180), desc="Play", click=True, rid="mini_player_play_pause_button")
    t.step(t.click("Morning run"), s)
    t.emit(rs, "h61-android-14")


# ---------------------------------------------------------------- 15 Files by Google (bad: a renamed file is back under its old name)
FILES = "com.google.android.apps.nbu.files"


def t15(rs: RowSet) -> None:
    t = Traj("16:02", 59, drain=6)
    files = [["boarding_pass_TP1328.pdf", "412 kB", "May 13"], ["IMG_20240511_183204.jpg", "3.1 MB", "May 11"],
             ["scan_0412.pdf", "1.1 MB", "Apr 12"], ["podcast_ep112.mp3", "48.2 MB", "Apr 9"],
             ["Untitled spreadsheet.xlsx", "38 kB", "Mar 28"], ["lease_2023_signed.pdf", "2.4 MB", "Feb 2"],
             ["setup-wizard.apk", "12.6 MB", "Jan 30"]]

    def browse(dt: int = 0) -> Scr:
        s = t.scr(FILES, dt)
        s.add(None, "LinearLayout", (42, 1038, 84, 210), click=True, rid="search_bar")
        s.add("Search in Files", "TextView", (168, 850, 110, 184))
        s.y = 231
        s.lst("browse_list", bottom=2195)
        s.line("Categories", 100, rid="section_title")
        for k, c in enumerate(("Downloads", "Images", "Videos", "Audio", "Documents", "Apps")):
            x0, y0 = 42 + (k % 2) * 498, s.y + (k // 2) * 190
            s.add(None, "FrameLayout", (x0, x0 + 478, y0, y0 + 170), click=True, rid="category_card")
            s.add(c, "TextView", (x0 + 140, x0 + 460, y0 + 50, y0 + 120), rid="category_title")
        s.y += 3 * 190
        s.line("Collections", 100, rid="section_title")
        s.row("Favorites", None, icon=True, h=147)
        s.row("Safe folder", None, icon=True, h=147)
        s.line("All storage", 100, rid="section_title")
        s.row("Internal storage", "79.7 GB free", icon=True, h=189)
        s.row("Other storage", "Google Drive, Dropbox", icon=True, h=189)
        s.nav(["Clean", "Browse", "Share"], 1)
        return s

    def downloads(dt: int = 0, grid: bool = False, names: dict[str, str] | None = None, snack: str | None = None) -> Scr:
        s = t.scr(FILES, dt)
        s.top("Downloads", acts=("Search", "Switch to grid view" if not grid else "Switch to list view", "More options"))
        x = 42
        for chip in ("Images", "Videos", "Audio", "Documents"):
            s.add(chip, "CompoundButton", (x, x + 230, 231, 335), click=True, rid="chip")
            x += 250
        s.y = 356
        s.line("Date modified ↓", 90, x=(63, 600), click=True, rid="sort_label")
        s.lst("file_list", bottom=2195)
        for k, (name, size, date) in enumerate(files):
            shown = (names or {}).get(name, name)
            if grid:
                x0, y0 = 21 + (k % 2) * 529, s.y + (k // 2) * 430
                s.add(None, "FrameLayout", (x0, x0 + 509, y0, y0 + 410), click=True, rid="grid_item")
                s.add(shown, "TextView", (x0 + 20, x0 + 420, y0 + 320, y0 + 390), rid="file_name")
                s.add(None, "ImageButton", (x0 + 420, x0 + 509, y0 + 310, y0 + 400), desc="More options", click=True, rid="overflow_button")
            else:
                y0 = s.y
                s.add(None, "LinearLayout", (0, W, y0, y0 + 189), click=True, rid="file_item")
                s.add(None, "ImageView", (42, 168, y0 + 32, y0 + 158), rid="file_icon")
                s.add(shown, "TextView", (210, 900, y0 + 40, y0 + 100), rid="file_name")
                s.add(f"{size}, {date}", "TextView", (210, 900, y0 + 100, y0 + 150), rid="file_details")
                s.add(None, "ImageButton", (930, 1038, y0 + 40, y0 + 150), desc="More options", click=True, rid="overflow_button")
                s.y += 189
        if snack:
            s.add(snack, "TextView", (42, 800, 2040, 2170), rid="snackbar_text")
            s.add("Undo", "Button", (800, 1038, 2040, 2170), click=True, rid="snackbar_action")
        return s

    def sheet(name: str, size: str, dt: int = 0) -> Scr:
        s = t.scr(FILES, dt)
        s.add(None, "FrameLayout", (0, W, 1000, BOTTOM), rid="design_bottom_sheet")
        s.y = 1020
        s.line(name, 90, rid="sheet_title")
        s.line(size, 60, rid="sheet_subtitle")
        for opt in ("Open with", "Share", "Rename", "Add to favorites", "Move to Safe folder", "Copy to", "Move to", "Move to trash", "File info"):
            s.row(opt, None, icon=True, h=130)
        return s

    def rename(val: str, dt: int = 0) -> Scr:
        s = t.scr(FILES, dt)
        s.add(None, "FrameLayout", (63, 1017, 800, 1400), rid="parentPanel", pkg="android")
        s.add("Rename", "TextView", (126, 954, 840, 930), rid="alertTitle", pkg="android")
        s.add(val, "EditText", (126, 954, 960, 1100), click=True, edit=True, focus=True, rid="rename_edit_text")
        s.add("Cancel", "Button", (500, 720, 1240, 1360), click=True, rid="button2", pkg="android")
        s.add("OK", "Button", (740, 954, 1240, 1360), click=True, rid="button1", pkg="android")
        return s

    t.start(browse())
    t.step(t.click("Downloads"), downloads(1))
    t.step(act("click", index=t.idx("scan_0412.pdf") + 2), sheet("scan_0412.pdf", "1.1 MB · PDF document"))
    t.step(t.click("Rename"), rename("scan_0412.pdf"))
    t.step(t.type("scan_0412.pdf", "car_insurance_2024.pdf"), rename("car_insurance_2024.pdf", 1))
    files[2][0] = "car_insurance_2024.pdf"
    t.step(t.click("OK"), downloads())
    t.step(act("click", index=t.idx("IMG_20240511_183204.jpg") + 2), sheet("IMG_20240511_183204.jpg", "3.1 MB · JPEG image", 1))
    s = t.scr(FILES)
    s.dialog("Move 1 file to trash?", "IMG_20240511_183204.jpg (3.1 MB) will be permanently deleted after 30 days.", ["Cancel", "Move to trash"])
    t.step(t.click("Move to trash"), s)
    files.pop(1)
    # contradiction: the file renamed to car_insurance_2024.pdf in turn 5 is listed as scan_0412.pdf again
    t.step(t.click("Move to trash"), downloads(names={"car_insurance_2024.pdf": "scan_0412.pdf"}, snack="1 item moved to trash"))
    t.step(t.click("Switch to grid view"), downloads(1, grid=True))
    t.step(back(), browse())
    t.emit(rs, "h61-android-15", bad=True, turn=8,
           kind="scan_0412.pdf was renamed to car_insurance_2024.pdf in turn 5, but after trashing a different file the list shows it as scan_0412.pdf again.")


# ---------------------------------------------------------------- 16 VLC (clean)
VLC = "org.videolan.vlc"


def t16(rs: RowSet) -> None:
    t = Traj("20:41", 47, drain=5)
    vids = {"BigBuckBunny_1080p": (596, "1920x1080", None), "Birthday toast": (221, "1920x1080", None),
            "Kayak trip GoPro": (728, "3840x2160", 100), "Lecture 07 - Dynamic Programming": (4472, "1280x720", 1384),
            "sintel_trailer": (52, "1280x546", None)}

    def hms(sec: int) -> str:
        h, r = divmod(sec, 3600)
        return f"{h}:{r // 60:02d}:{r % 60:02d}" if h else f"{r // 60}:{r % 60:02d}"

    def listing(dt: int = 0, order: str = "name") -> Scr:
        s = t.scr(VLC, dt)
        s.top("Video", back=False, acts=("Search", "Sort by", "More options"))
        s.lst("media_list", bottom=2195)
        keys = sorted(vids, key=str.lower) if order == "name" else sorted(vids, key=lambda k: vids[k][0])
        for name in keys:
            length, res, pos = vids[name]
            y0 = s.y
            s.add(None, "LinearLayout", (0, W, y0, y0 + 220), click=True, rid="layout_item")
            s.add(None, "ImageView", (21, 357, y0 + 15, y0 + 205), rid="ml_item_thumbnail")
            s.add(name, "TextView", (378, 930, y0 + 30, y0 + 100), rid="ml_item_title")
            s.add(f"{hms(length)} · {res}", "TextView", (378, 930, y0 + 100, y0 + 160), rid="ml_item_resolution")
            if pos:
                s.add(None, "ProgressBar", (21, 357, y0 + 190, y0 + 205), desc=f"{round(100 * pos / length)}%", rid="ml_item_progress")
            s.add(None, "ImageView", (950, 1038, y0 + 60, y0 + 160), desc="More Actions", click=True, rid="item_more")
            s.y += 220
        s.nav(["Video", "Audio", "Browse", "Playlists", "More"], 0)
        return s

    def player(pos: int, playing: bool, dt: int = 0) -> Scr:
        s = t.scr(VLC, dt)
        length = vids["Lecture 07 - Dynamic Programming"][0]
        s.add(None, "SurfaceView", (0, W, 0, 2400), rid="player_surface")
        s.add(None, "ImageView", (21, 147, 84, 210), desc="Navigate up", click=True, rid="player_overlay_navmenu")
        s.add("Lecture 07 - Dynamic Programming", "TextView", (168, 900, 100, 190), rid="player_overlay_title")
        s.add(hms(pos), "TextView", (42, 240, 1960, 2030), rid="player_overlay_time")
        s.add(None, "SeekBar", (240, 840, 1960, 2030), desc=f"{hms(pos)} of {hms(length)}", click=True, scroll=True, rid="player_overlay_seekbar")
        s.add(hms(length), "TextView", (840, 1038, 1960, 2030), rid="player_overlay_length")
        x = 42
        for d in ("Lock", "Rewind 10 seconds", "Pause" if playing else "Play", "Forward 10 seconds", "Aspect ratio"):
            s.add(None, "ImageView", (x, x + 180, 2080, 2260), desc=d, click=True)
            x += 200
        s.add(None, "ImageView", (760, 880, 84, 210), desc="Audio and subtitles tracks", click=True, rid="playlist_toggle")
        s.add(None, "ImageView", (900, 1038, 84, 210), desc="More options", click=True, rid="player_overlay_adv_function")
        return s

    t.start(listing())
    t.step(t.click("Lecture 07 - Dynamic Programming"), player(1386, True, 1))
    t.step(t.click("Pause"), player(1395, False))
    vids["Lecture 07 - Dynamic Programming"] = (4472, "1280x720", 1395)
    t.step(back(), listing())
    s = t.scr(VLC, 1)
    s.add(None, "FrameLayout", (0, W, 1100, BOTTOM), rid="design_bottom_sheet")
    s.y = 1120
    s.line("Birthday toast", 90, rid="ctx_title")
    for opt in ("Play from start", "Append", "Insert next", "Add to playlist", "Information", "Rename", "Delete", "Share"):
        s.row(opt, None, icon=True, h=130)
    t.step(t.lp("Birthday toast"), s)

    def rename(val: str, dt: int = 0) -> Scr:
        s = t.scr(VLC, dt)
        s.add(None, "FrameLayout", (63, 1017, 800, 1400), rid="parentPanel", pkg="android")
        s.add("Rename", "TextView", (126, 954, 840, 930), rid="alertTitle", pkg="android")
        s.add(val, "EditText", (126, 954, 960, 1100), click=True, edit=True, focus=True, rid="rename_edit")
        s.add("Cancel", "Button", (500, 720, 1240, 1360), click=True, rid="button2", pkg="android")
        s.add("OK", "Button", (740, 954, 1240, 1360), click=True, rid="button1", pkg="android")
        return s

    t.step(t.click("Rename"), rename("Birthday toast"))
    t.step(t.type("Birthday toast", "Grandpa 80th birthday toast"), rename("Grandpa 80th birthday toast", 1))
    vids["Grandpa 80th birthday toast"] = vids.pop("Birthday toast")
    t.step(t.click("OK"), listing())
    s = t.scr(VLC)
    s.add(None, "ListView", (540, 1059, 84, 880), rid="sort_menu")
    for k, opt in enumerate(("Name", "Length", "Insertion date", "Last modified date", "File size")):
        s.add(opt, "CheckedTextView", (540, 1059, 84 + 150 * k, 234 + 150 * k), checked=opt == "Name", click=True, rid="title")
    s.add("Descending", "CheckBox", (540, 1059, 834, 880), click=True, rid="desc_checkbox")
    t.step(t.click("Sort by"), s)
    t.step(t.click("Length"), listing(1, order="length"))
    t.emit(rs, "h61-android-16")


# ---------------------------------------------------------------- 17 OsmAnd (clean)
OSM = "net.osmand"


def t17(rs: RowSet) -> None:
    t = Traj("11:14", 71, drain=6)
    favs = [["Home", "Personal", "0.3 km"], ["Work", "Personal", "3.8 km"], ["Mission Cliffs climbing gym", "Sport", "1.9 km"],
            ["Dolores Park", "Favorites", "0.9 km"]]
    ctx_fav = {"v": False}

    def mapscr(dt: int = 0, ctx: bool = False) -> Scr:
        s = t.scr(OSM, dt)
        s.add(None, "View", (0, W, 0, 2400), desc="Map, 20th St & Valencia St, zoom 16", scroll=True, rid="MapView")
        s.add(None, "ImageButton", (21, 168, 105, 252), desc="Menu", click=True, rid="map_menu_button")
        s.add(None, "ImageButton", (189, 336, 105, 252), desc="Search", click=True, rid="map_search_button")
        s.add(None, "ImageButton", (912, 1059, 105, 252), desc="Compass", click=True, rid="map_compass_button")
        s.add("Valencia Street", "TextView", (360, 890, 130, 230), rid="map_top_street")
        if ctx:
            s.add(None, "FrameLayout", (0, W, 1500, BOTTOM), rid="context_menu_main")
            s.y = 1520
            s.line("Tartine Bakery", 100, rid="context_menu_line1")
            s.line("Bakery · 600 Guerrero Street, San Francisco", 70, rid="context_menu_line2")
            s.line("1.4 km · Open until 19:00", 70, rid="distance")
            if ctx_fav["v"]:
                s.line("Favorites", 70, rid="context_menu_fav_group")
            x = 42
            for b in ("Directions", "Edit favorite" if ctx_fav["v"] else "Save", "Mark", "Share", "Actions"):
                s.add(b, "Button", (x, x + 190, 1880, 2050), click=True)
                x += 200
        else:
            s.add(None, "ImageButton", (912, 1059, 1900, 2047), desc="My location", click=True, rid="map_my_location_button")
            s.add(None, "ImageButton", (21, 168, 2100, 2247), desc="Directions", click=True, rid="map_route_info_button")
            s.add(None, "ImageButton", (912, 1059, 2100, 2247), desc="Zoom in", click=True, rid="map_zoom_in_button")
        return s

    t.start(mapscr())
    s = t.scr(OSM, 1)
    s.top(None, acts=())
    s.add(None, "EditText", (168, 900, 84, 189), hint="Search", click=True, edit=True, focus=True, rid="searchEditText")
    s.y = 231
    s.tabs(["History", "Categories", "Address"], 0)
    for h in ("Mission Cliffs climbing gym", "Rainbow Grocery", "16th St Mission BART"):
        s.row(h, "History", icon=True, h=170)
    t.step(t.click("Search"), s)
    s = t.scr(OSM, 1)
    s.top(None, acts=())
    s.add("Tartine Bakery", "EditText", (168, 900, 84, 189), hint="Search", click=True, edit=True, focus=True, rid="searchEditText")
    s.add(None, "ImageButton", (900, 1038, 84, 189), desc="Clear", click=True, rid="clearButton")
    s.y = 231
    for name, sub, dist in (("Tartine Bakery", "Bakery · 600 Guerrero Street", "1.4 km"), ("Tartine Manufactory", "Cafe · 595 Alabama Street", "2.6 km"),
                            ("Tartine Bakery (Inner Sunset)", "Bakery · 1226 9th Avenue", "6.3 km")):
        s.row(name, sub, right=dist, h=189, icon=True)
    s.btn("Search online", 147, cls="TextView")
    t.step(t.type("Search", "Tartine Bakery"), s)
    t.step(t.click("Tartine Bakery"), mapscr(1, ctx=True))
    s = t.scr(OSM)
    s.top("Add favorite", acts=())
    s.add("Save", "Button", (860, 1038, 84, 189), click=True)
    s.y = 231
    s.field("Tartine Bakery", "Name", rid="name_edit")
    s.field(None, "Description", rid="description_edit")
    s.field("600 Guerrero Street, San Francisco", "Address", rid="address_edit")
    s.line("Group", 70, rid="group_label")
    x = 42
    for g, n in (("Favorites", 1), ("Personal", 2), ("Sport", 1)):
        s.add(f"{g} ({n})", "CompoundButton", (x, x + 300, s.y, s.y + 110), checked=g == "Favorites", click=True, rid="group_chip")
        x += 320
    s.y += 130
    s.row("Icon, color and shape", "Star · Orange · Circle", h=189)
    t.step(t.click("Save"), s)
    ctx_fav["v"] = True
    favs.insert(0, ["Tartine Bakery", "Favorites", "1.4 km"])
    t.step(t.click("Save"), mapscr(ctx=True))
    s = t.scr(OSM, 1)
    s.add(None, "FrameLayout", (0, 900, 63, BOTTOM), rid="drawer")
    s.y = 84
    s.line("OsmAnd", 120, x=(42, 880))
    for m in ("Search", "Directions", "My places", "Plan a route", "Configure map", "Configure profile", "Download maps", "Navigation", "Travel guides", "Settings", "Help"):
        s.row(m, None, icon=True, h=140)
    t.step(t.click("Menu"), s)
    s = t.scr(OSM, 1)
    s.top("My places", acts=("Search", "More options"))
    s.tabs(["Favorites", "Tracks", "OSM edits", "Notes"], 0)
    s.lst("favorites_list")
    groups: dict[str, list[list[str]]] = {}
    for f in favs:
        groups.setdefault(f[1], []).append(f)
    for g in ("Favorites", "Personal", "Sport"):
        s.row(g, f"{len(groups[g])} point" + ("" if len(groups[g]) == 1 else "s"), h=147, rt="group_name", rs="group_count")
        for name, _, dist in groups[g]:
            s.row(name, dist, icon="Favorite icon", h=170)
    t.step(t.click("My places"), s)
    ctx_fav["v"] = True
    s = t.scr(OSM, 1)
    s.add(None, "View", (0, W, 0, 2400), desc="Map, Dolores Park, zoom 17", scroll=True, rid="MapView")
    s.add(None, "ImageButton", (21, 168, 105, 252), desc="Menu", click=True, rid="map_menu_button")
    s.add(None, "ImageButton", (189, 336, 105, 252), desc="Search", click=True, rid="map_search_button")
    s.add(None, "FrameLayout", (0, W, 1500, BOTTOM), rid="context_menu_main")
    s.y = 1520
    s.line("Dolores Park", 100, rid="context_menu_line1")
    s.line("Park · Dolores Street & 19th Street, San Francisco", 70, rid="context_menu_line2")
    s.line("0.9 km", 70, rid="distance")
    s.line("Favorites", 70, rid="context_menu_fav_group")
    x = 42
    for b in ("Directions", "Edit favorite", "Mark", "Share", "Actions"):
        s.add(b, "Button", (x, x + 190, 1880, 2050), click=True)
        x += 200
    t.step(t.click("Dolores Park"), s)
    t.emit(rs, "h61-android-17")


# ---------------------------------------------------------------- 18 AntennaPod (bad: playback speed reverts)
APOD = "de.danoeh.antennapod"


def t18(rs: RowSet) -> None:
    t = Traj("7:05", 93, drain=8)
    ep = "146: Loteria"
    length = 4120
    queue = [["Software Engineering Daily", "The Cost of Cloud Egress", "May 13, 2024", 3127, 0],
             ["Darknet Diaries", ep, "May 7, 2024", length, 0],
             ["99% Invisible", "573- The Rough Guide to Roundabouts", "May 7, 2024", 2455, 1310],
             ["Hard Fork", "Google's AI Search Is Here", "May 10, 2024", 4382, 0],
             ["The Daily", "The Campus Protests, One Week Later", "May 9, 2024", 1694, 0]]
    st = {"pos": 0, "speed": "1.00"}

    def hms(sec: int) -> str:
        h, r = divmod(sec, 3600)
        return f"{h:02d}:{r // 60:02d}:{r % 60:02d}" if h else f"{r // 60:02d}:{r % 60:02d}"

    def queue_scr(dt: int = 0) -> Scr:
        s = t.scr(APOD, dt)
        s.top("Queue", back=False, acts=("Search", "Refresh", "More options"))
        s.add(None, "ImageButton", (0, 147, 63, 210), desc="Open menu", click=True)
        total = sum(q[3] - q[4] for q in queue)
        s.line(f"{len(queue)} episodes · {total // 3600} hours {total % 3600 // 60} minutes left", 84, rid="info_bar")
        s.lst("recyclerView", bottom=2050)
        for pod, title, date, dur, pos in queue:
            y0 = s.y
            s.add(None, "FrameLayout", (0, W, y0, y0 + 230), click=True, rid="container")
            s.add(None, "ImageView", (42, 210, y0 + 30, y0 + 198), desc=pod, rid="imgvCover")
            s.add(title, "TextView", (231, 900, y0 + 25, y0 + 95), rid="txtvTitle")
            s.add(pod, "TextView", (231, 900, y0 + 95, y0 + 145), rid="txtvPodcast")
            s.add(date, "TextView", (231, 560, y0 + 150, y0 + 200), rid="txtvPubDate")
            if pos:
                s.add(hms(pos), "TextView", (580, 760, y0 + 150, y0 + 200), rid="txtvPosition")
                s.add(None, "ProgressBar", (580, 900, y0 + 200, y0 + 212), rid="progressBar")
            s.add(hms(dur), "TextView", (760, 900, y0 + 150, y0 + 200), rid="txtvDuration")
            s.add(None, "ImageView", (930, 1038, y0 + 60, y0 + 168), desc="Play" if not (title == ep and st.get("playing")) else "Pause", click=True, rid="secondaryActionButton")
            s.y += 230
        if st["pos"]:
            s.add(ep, "TextView", (189, 860, 2070, 2130), rid="txtvTitle")
            s.add(None, "ImageButton", (880, 1017, 2060, 2180), desc="Play", click=True, rid="butPlay")
        s.nav(["Home", "Queue", "Inbox", "Episodes", "Subscriptions"], 1)
        return s

    def episode(dt: int = 0) -> Scr:
        s = t.scr(APOD, dt)
        s.top(None, acts=("Share", "Visit website", "More options"))
        s.add(None, "ImageView", (42, 294, 231, 483), desc="Darknet Diaries", rid="imgvCover")
        s.add(ep, "TextView", (315, 1038, 231, 320), rid="txtvTitle")
        s.add("Darknet Diaries", "TextView", (315, 1038, 320, 380), rid="txtvPodcast")
        s.add(f"May 7, 2024 · {hms(length)} · 94.3 MB", "TextView", (315, 1038, 380, 440), rid="txtvDetails")
        s.y = 504
        if st["pos"]:
            s.line(f"{hms(st['pos'])} / {hms(length)}", 70, rid="txtvPosition")
        s.btn("Play", 147, x=(42, 520), rid="butAction1")
        s.y -= 147
        s.btn("Delete", 147, x=(560, 1038), rid="butAction2")
        s.add(None, "WebView", (0, W, s.y, BOTTOM), scroll=True, rid="webvDescription")
        s.line("In 2014 a Mexican state lottery began paying out to the same ticket numbers week after week. Jack talks to the investigator who followed the money.", 360, cls="View")
        s.line("Sponsors: Delete.me, Drata, SpyCloud.", 84, cls="View")
        s.line("Transcript: darknetdiaries.com/transcript/146", 84, cls="View")
        return s

    def player(playing: bool, speed: str, dt: int = 0) -> Scr:
        s = t.scr(APOD, dt)
        s.top(None, acts=("Sleep timer", "Cast", "More options"), rid="toolbar")
        s.add(None, "ImageView", (140, 940, 231, 1031), desc="Darknet Diaries", rid="imgvCover")
        s.y = 1060
        s.line(ep, 90, rid="txtvEpisodeTitle")
        s.line("Darknet Diaries", 70, rid="txtvPodcastTitle")
        s.add(None, "SeekBar", (42, 1038, s.y + 20, s.y + 90), click=True, scroll=True, rid="sbPosition")
        s.y += 100
        s.add(hms(st["pos"]), "TextView", (42, 300, s.y, s.y + 60), rid="txtvPosition")
        s.add("-" + hms(round((length - st["pos"]) / float(speed))), "TextView", (780, 1038, s.y, s.y + 60), desc="Time left", rid="txtvLength")
        s.y += 120
        s.add(f"{speed}x", "TextView", (42, 230, s.y, s.y + 150), desc="Playback speed", click=True, rid="butPlaybackSpeed")
        s.add(None, "ImageButton", (250, 420, s.y, s.y + 150), desc="Rewind", click=True, rid="butRev")
        s.add(None, "ImageButton", (455, 625, s.y - 10, s.y + 160), desc="Pause" if playing else "Play", click=True, rid="butPlay")
        s.add(None, "ImageButton", (660, 830, s.y, s.y + 150), desc="Fast forward", click=True, rid="butFF")
        s.add(None, "ImageButton", (850, 1038, s.y, s.y + 150), desc="Skip episode", click=True, rid="butSkip")
        return s

    t.start(queue_scr())
    t.step(t.click(ep), episode(1))
    st["pos"] = 3
    t.step(t.click("Play"), player(True, "1.00"))
    st["pos"] = 9
    s = t.scr(APOD)
    s.add(None, "FrameLayout", (0, W, 1350, BOTTOM), rid="design_bottom_sheet")
    s.y = 1370
    s.line("Playback speed", 100)
    x = 42
    for v in ("0.75", "1.00", "1.25", "1.50", "2.00"):
        s.add(v, "CompoundButton", (x, x + 190, s.y, s.y + 120), checked=v == "1.00", click=True, rid="chip")
        x += 200
    s.y += 150
    s.add("Skip silence", "CheckBox", (42, 1038, s.y, s.y + 120), click=True, rid="skipSilence")
    t.step(t.click("Playback speed"), s)
    st["pos"] = 15
    s2 = t.scr(APOD)
    s2.els = [dict(e) for e in s.els]
    for e in s2.els:
        if e["cls"].endswith("CompoundButton"):
            e["checked"] = e["text"] == "1.50"
    t.step(t.click("1.50"), s2)
    st["pos"] = 41
    # contradiction: 1.50x was picked in turn 4, and the player's speed button reads 1.00x again
    t.step(back(), player(True, "1.00", 1))
    st["pos"] = 49
    t.step(t.click("Pause"), player(False, "1.50"))
    t.step(back(), episode())
    queue[1][4] = 49
    t.step(back(), queue_scr(1))
    s = t.scr(APOD, 1)
    s.top("Subscriptions", back=False, acts=("Search", "Refresh", "More options"))
    s.add(None, "ImageButton", (0, 147, 63, 210), desc="Open menu", click=True)
    s.add(None, "GridView", (0, W, 231, 2195), scroll=True, rid="subscriptions_grid")
    pods = (("99% Invisible", 4), ("Darknet Diaries", 1), ("Hard Fork", 2), ("Radiolab", 0), ("Software Engineering Daily", 3),
            ("The Daily", 6), ("This American Life", 0), ("Lex Fridman Podcast", 2), ("Planet Money", 5))
    for k, (name, n) in enumerate(pods):
        x0, y0 = (k % 3) * 360, 231 + (k // 3) * 420
        s.add(None, "FrameLayout", (x0, x0 + 360, y0, y0 + 400), desc=name, click=True, rid="cardContainer")
        s.add(name, "TextView", (x0 + 20, x0 + 340, y0 + 300, y0 + 380), rid="txtvTitle")
        if n:
            s.add(str(n), "TextView", (x0 + 280, x0 + 350, y0 + 10, y0 + 70), rid="txtvCount")
    s.nav(["Home", "Queue", "Inbox", "Episodes", "Subscriptions"], 4)
    t.step(t.click("Subscriptions"), s)
    t.emit(rs, "h61-android-18", bad=True, turn=5,
           kind="Playback speed 1.50 was selected in turn 4, but closing the sheet shows the player's speed button at 1.00x (and time left computed at 1x), with nothing resetting it.")


# ---------------------------------------------------------------- 19 DoorDash (clean)
DASH = "com.dd.doordash"


def t19(rs: RowSet) -> None:
    t = Traj("12:09", 62, drain=6)
    items = [["Chicken Pita Sandwich", 1450, 1, "Tzatziki, no onions"], ["Greek Fries", 725, 2, None],
             ["Frozen Greek Yogurt", 695, 1, "Honey, sour cherry"]]
    st: dict[str, Any] = {"promo": None, "tip": 400, "field": None}

    def totals() -> tuple[int, int, int, int, int]:
        sub = sum(p * q for _, p, q, _ in items)
        service = (sub * 10 + 50) // 100
        tax = (sub * 8625 + 50000) // 100000
        disc = 500 if st["promo"] else 0
        return sub, service, tax, disc, sub + service + tax - disc + st["tip"]

    def cart(dt: int = 0, promo_open: bool = False, focus: bool = False) -> Scr:
        s = t.scr(DASH, dt)
        s.top("Cart", acts=())
        s.line("Souvla · Hayes Valley", 90, rid="store_name")
        s.line("517 Hayes St · Delivery to 1455 Market St, Apt 1204", 70, rid="delivery_address")
        s.lst("cart_list", bottom=2000)
        for name, p, q, opt in items:
            y0 = s.y
            s.add(name, "TextView", (63, 700, y0 + 20, y0 + 80), rid="item_name")
            if opt:
                s.add(opt, "TextView", (63, 700, y0 + 80, y0 + 130), rid="item_options")
            s.add(cents(p * q), "TextView", (720, 1017, y0 + 20, y0 + 80), rid="item_price")
            s.add(None, "ImageButton", (63, 160, y0 + 140, y0 + 230), desc=f"Decrease quantity of {name}", click=True)
            s.add(str(q), "TextView", (170, 240, y0 + 150, y0 + 220), desc=f"Quantity {q}", rid="item_quantity")
            s.add(None, "ImageButton", (250, 347, y0 + 140, y0 + 230), desc=f"Increase quantity of {name}", click=True)
            s.y += 250
        sub, service, tax, disc, total = totals()
        if promo_open:
            s.add(st["field"], "EditText", (63, 760, s.y + 10, s.y + 130), hint="Enter promo code", click=True, edit=True, focus=focus, rid="promo_input")
            s.add("Apply", "Button", (780, 1017, s.y + 10, s.y + 130), click=True, rid="promo_apply")
            s.y += 150
        elif st["promo"]:
            s.line("Promo SOUVLA5 applied · Remove", 84, click=True, rid="promo_applied")
        else:
            s.line("Add promo code", 90, click=True, rid="add_promo")
        s.pair("Subtotal", cents(sub), 80)
        s.pair("Delivery Fee", "$0.00 (DashPass)", 80)
        s.pair("Service Fee", cents(service), 80)
        s.pair("Estimated Tax", cents(tax), 80)
        if disc:
            s.pair("Promotion", "-" + cents(disc), 80)
        s.line("Dasher Tip — 100% of the tip goes to your Dasher", 70)
        x = 63
        for tip in (300, 400, 600, 800):
            s.add(cents(tip), "CompoundButton", (x, x + 200, s.y, s.y + 100), checked=tip == st["tip"], click=True, rid="tip_chip")
            x += 220
        s.add("Other", "CompoundButton", (x, x + 200, s.y, s.y + 100), click=True, rid="tip_chip")
        s.y += 120
        s.add(f"Place Order · {cents(total)}", "Button", (42, 1038, 2040, 2190), click=True, rid="place_order_button")
        return s

    t.start(cart())
    items[1][2] = 1
    t.step(t.click("Decrease quantity of Greek Fries"), cart())
    t.step(t.click("Add promo code"), cart(promo_open=True))
    st["field"] = "SOUVLA5"
    t.step(t.type("Enter promo code", "SOUVLA5"), cart(1, promo_open=True, focus=True))
    st["promo"] = True
    t.step(t.click("Apply"), cart())
    st["tip"] = 600
    t.step(t.click("$6.00"), cart())
    sub, service, tax, disc, total = totals()

    def tracking(status: str, eta: str, step: int, dt: int = 0) -> Scr:
        s = t.scr(DASH, dt)
        s.top(None, acts=("Help",))
        s.add(None, "View", (0, W, 210, 1000), desc="Map showing Souvla Hayes Valley and your address", rid="map")
        s.y = 1020
        s.line(status, 100, rid="order_status_title")
        s.line(eta, 80, rid="order_eta")
        for k, stage in enumerate(("Order received", "Preparing", "Picked up", "Delivered")):
            s.add(stage, "TextView", (63 + 240 * k, 283 + 240 * k, s.y, s.y + 70), sel=k == step, rid="progress_label")
        s.y += 100
        s.line("Souvla · Hayes Valley · Order #3F7A-91C2", 70, rid="order_store")
        s.row("Order details", f"3 items · {cents(total)}", h=170)
        s.row("Delivery address", "1455 Market St, Apt 1204 · Hand it to me", h=170)
        return s

    t.step(t.click(f"Place Order · {cents(total)}"), tracking("Order received", "Estimated arrival 12:38–12:48 PM", 0, 1))
    t.now += 2
    t.step(act("wait"), tracking("Souvla is preparing your order", "Estimated arrival 12:41–12:51 PM", 1))
    s = t.scr(DASH)
    s.top("Order details", acts=())
    s.line("Souvla · Hayes Valley", 90)
    s.line("Order #3F7A-91C2 · Placed at 12:11 PM", 70)
    for name, p, q, opt in items:
        s.pair(f"{q}× {name}", cents(p * q), 84)
        if opt:
            s.line(opt, 60, x=(105, 1017))
    for a, b in (("Subtotal", cents(sub)), ("Delivery Fee", "$0.00"), ("Service Fee", cents(service)), ("Estimated Tax", cents(tax)),
                 ("Promotion (SOUVLA5)", "-" + cents(disc)), ("Dasher Tip", cents(st["tip"])), ("Total", cents(total))):
        s.pair(a, b, 84)
    s.line("Paid with Visa ••6604", 70)
    t.step(t.click("Order details"), s)
    t.emit(rs, "h61-android-19")


# ---------------------------------------------------------------- 20 drip. (bad: today's saved temperature is missing from the chart)
DRIP = "com.drip"


def t20(rs: RowSet) -> None:
    t = Traj("7:12", 96, drain=10)
    temps = {1: None, 2: "36.41", 3: "36.38", 4: "36.45", 5: "36.40", 6: "36.36", 7: "36.42", 8: "36.39", 9: None,
             10: "36.44", 11: "36.37", 12: "36.35", 13: "36.48"}
    days = {d: f"{'Wed Thu Fri Sat Sun Mon Tue'.split()[(d - 1) % 7]}, {d} May" for d in range(1, 15)}
    today = {"Bleeding": None, "Temperature": None, "Mucus": "dry", "Cervix": None, "Note": None, "Desire": None,
             "Sex": None, "Pain": "Cramps", "Mood": None}

    def tabs(s: Scr, sel: int) -> None:
        x = 0
        for k, n in enumerate(("Home", "Calendar", "Chart", "Stats")):
            s.add(n, "TextView", (x, x + 270, 2230, BOTTOM), click=True, sel=k == sel)
            x += 270

    def home(dt: int = 0) -> Scr:
        s = t.scr(DRIP, dt)
        s.add("drip.", "TextView", (63, 400, 84, 189))
        s.add(None, "ViewGroup", (933, 1059, 84, 189), desc="Menu", click=True)
        s.y = 260
        s.line("Tuesday, 14 May 2024", 90)
        s.line("Cycle day 14", 140)
        s.line("Next period in 15 days", 90)
        s.line("Based on your last 6 cycles (average 28.3 days)", 80)
        s.add("Add data for today", "TextView", (200, 880, 900, 1040), click=True)
        s.y = 1100
        s.line("Temperature today: " + (f"{today['Temperature']} °C" if today["Temperature"] else "not entered"), 90)
        tabs(s, 0)
        return s

    def day(dt: int = 0) -> Scr:
        s = t.scr(DRIP, dt)
        s.add(None, "ViewGroup", (0, 147, 84, 189), desc="Back", click=True)
        s.add("Tuesday, 14 May 2024", "TextView", (189, 891, 84, 150))
        s.add("Cycle day 14", "TextView", (189, 891, 150, 200))
        for k, (name, val) in enumerate(today.items()):
            x0, y0 = (k % 3) * 360, 260 + (k // 3) * 520
            s.add(None, "ViewGroup", (x0 + 20, x0 + 340, y0, y0 + 480), click=True)
            s.add(name, "TextView", (x0 + 40, x0 + 320, y0 + 300, y0 + 370))
            if val:
                s.add(val, "TextView", (x0 + 40, x0 + 320, y0 + 370, y0 + 450))
        tabs(s, 0)
        return s

    def temp_editor(val: str | None, dt: int = 0, focus: bool = False) -> Scr:
        s = t.scr(DRIP, dt)
        s.add(None, "ViewGroup", (0, 147, 84, 189), desc="Back", click=True)
        s.add("Temperature", "TextView", (189, 891, 84, 189))
        s.y = 260
        s.line("Enter the temperature you measured after waking up.", 120)
        s.field(val, "36.50", focus=focus)
        s.line("°C", 70, x=(63, 200))
        s.pair("Time", "07:12", 110)
        s.row("Exclude", "Use this if the value is unusual (sick, late, alcohol).", check=False, h=200)
        s.field(None, "Note")
        s.add("Delete", "TextView", (63, 500, 2050, 2180), click=True)
        s.add("Save", "TextView", (580, 1017, 2050, 2180), click=True)
        return s

    t.start(home())
    t.step(t.click("Add data for today"), day(1))
    t.step(t.click("Temperature"), temp_editor(None))
    t.step(t.type("36.50", "36.62"), temp_editor("36.62", 1, focus=True))
    today["Temperature"] = "36.62 °C"
    temps[14] = "36.62"
    t.step(t.click("Save"), day())

    def note_editor(val: str | None, dt: int = 0) -> Scr:
        s = t.scr(DRIP, dt)
        s.add(None, "ViewGroup", (0, 147, 84, 189), desc="Back", click=True)
        s.add("Note", "TextView", (189, 891, 84, 189))
        s.y = 260
        s.line("Anything you want to remember about today.", 100)
        s.field(val, "Enter", 400, focus=val is not None)
        s.add("Delete", "TextView", (63, 500, 2050, 2180), click=True)
        s.add("Save", "TextView", (580, 1017, 2050, 2180), click=True)
        return s

    t.step(t.click("Note"), note_editor(None, 1))
    t.step(t.type("Enter", "Slept badly, coffee after 4pm"), note_editor("Slept badly, coffee after 4pm", 1))
    today["Note"] = "Slept badly, coffee after 4pm"
    t.step(t.click("Save"), day())
    s = t.scr(DRIP, 1)
    s.add("Chart", "TextView", (63, 600, 84, 189))
    s.add(None, "ScrollView", (0, W, 210, 2200), scroll=True)
    for d in range(1, 15):
        # contradiction: the chart column for today has no temperature although 36.62 was saved in turn 4
        v = temps[d] if d != 14 else None
        x0 = (d - 1) * 77
        s.add(str(d), "TextView", (x0, x0 + 77, 2100, 2170), desc=f"Cycle day {d}, {days[d]}, " + (f"temperature {v} °C" if v else "no temperature"))
    s.add("36.6", "TextView", (0, 60, 600, 640))
    s.add("36.4", "TextView", (0, 60, 1100, 1140))
    s.add("36.2", "TextView", (0, 60, 1600, 1640))
    tabs(s, 2)
    t.step(t.click("Chart"), s)
    s = t.scr(DRIP)
    s.add("Stats", "TextView", (63, 600, 84, 189))
    s.y = 260
    for a, b in (("Average cycle length", "28.3 days"), ("Shortest cycle", "26 days"), ("Longest cycle", "31 days"),
                 ("Standard deviation", "1.8 days"), ("Average period length", "4.8 days"), ("Cycles tracked", "6")):
        s.pair(a, b, 110)
    s.line("Cycle lengths: 28, 26, 31, 29, 27, 29", 90)
    tabs(s, 3)
    t.step(t.click("Stats"), s)
    t.emit(rs, "h61-android-20", bad=True, turn=8,
           kind="Today's temperature 36.62 °C was saved in turn 4 (and shown on the day view), but the chart lists cycle day 14 with no temperature.")


# ---------------------------------------------------------------- 21 Google Photos (bad: album count off by one)
PHOTOS = "com.google.android.apps.photos"


def t21(rs: RowSet) -> None:
    t = Traj("19:22", 54, drain=6)
    albums = {"Lisbon 2024": 48, "Favorites": 112, "Screenshots": 341, "Camera": 2914, "Kids' art": 37, "Receipts": 64}
    recent = [("May 14", "7:02 PM", "photo"), ("May 14", "6:58 PM", "photo"), ("May 14", "6:57 PM", "photo"),
              ("May 13", "8:41 PM", "video, 0:14"), ("May 13", "1:15 PM", "photo"), ("May 12", "11:06 AM", "photo"),
              ("May 12", "10:59 AM", "photo"), ("May 11", "6:32 PM", "photo"), ("May 11", "6:31 PM", "photo")]

    def tabs(s: Scr, sel: int) -> None:
        s.nav(["Photos", "Search", "Sharing", "Library"], sel)

    def library(dt: int = 0, shown: dict[str, int] | None = None) -> Scr:
        s = t.scr(PHOTOS, dt)
        s.top("Library", back=False, acts=("Search", "Account and settings"))
        s.y = 231
        for k, u in enumerate(("Favorites", "Archive", "Locked Folder", "Trash")):
            s.add(u, "Button", (21 + 264 * k, 264 * (k + 1), s.y, s.y + 130), click=True, rid="utility_button")
        s.y += 150
        s.line("Albums", 90, rid="section_title")
        for k, (name, n) in enumerate((shown or albums).items()):
            x0, y0 = 21 + (k % 2) * 529, s.y + (k // 2) * 560
            s.add(None, "FrameLayout", (x0, x0 + 509, y0, y0 + 540), desc=name, click=True, rid="album_cover")
            s.add(name, "TextView", (x0, x0 + 509, y0 + 430, y0 + 480), rid="album_title")
            s.add(f"{n:,} items", "TextView", (x0, x0 + 509, y0 + 480, y0 + 530), rid="album_subtitle")
        tabs(s, 3)
        return s

    def grid(dt: int = 0, selected: tuple[int, ...] = (), snack: str | None = None) -> Scr:
        s = t.scr(PHOTOS, dt)
        if selected:
            s.top(f"{len(selected)} selected", acts=("Share", "Add to", "Delete", "More options"), rid="selection_toolbar")
        else:
            s.top("Photos", back=False, acts=("Notifications", "Account and settings"))
        last = None
        k = 0
        for i, (day, tm, kind) in enumerate(recent):
            if day != last:
                if k % 3:
                    s.y += 360
                k = 0
                s.line({"May 14": "Today", "May 13": "Yesterday"}.get(day, f"Sun, {day}" if day == "May 12" else f"Sat, {day}"), 90, rid="date_header")
                last = day
            x0 = (k % 3) * 360
            verb = "Video" if kind.startswith("video") else "Photo"
            s.add(None, "View", (x0, x0 + 356, s.y, s.y + 356),
                  desc=(f"{verb} taken on {day}, 2024 {tm}" + (f", {kind.split(', ')[1]}" if verb == "Video" else "")),
                  click=True, checked=i in selected, sel=i in selected, rid="photo_cell")
            k += 1
            if k % 3 == 0:
                s.y += 360
        if snack:
            s.add(snack, "TextView", (42, 800, 1900, 2030), rid="snackbar_text")
            s.add("View", "Button", (800, 1038, 1900, 2030), click=True, rid="snackbar_action")
        tabs(s, 0)
        return s

    def album(name: str, sub: str, n: int, dt: int = 0) -> Scr:
        s = t.scr(PHOTOS, dt)
        s.top(None, acts=("Share", "Add photos", "More options"))
        s.line(name, 120, rid="album_title")
        s.line(sub, 70, rid="album_subtitle")
        s.lst("photo_grid")
        for k in range(min(n, 15)):
            x0, y0 = (k % 3) * 360, s.y + (k // 3) * 360
            s.add(None, "View", (x0, x0 + 356, y0, y0 + 356), desc=f"Photo {k + 1} of {n}", click=True, rid="photo_cell")
        return s

    t.start(grid())
    t.step(t.click("Library"), library(1))
    t.step(t.click("Lisbon 2024"), album("Lisbon 2024", "Apr 19 – 24, 2024 · 48 items", 48, 1))
    t.step(back(), library())
    t.step(t.click("Photos"), grid(1))
    cells = [i for i, e in enumerate(t.cur.els if t.cur else []) if e["rid"] and e["rid"].endswith("photo_cell")]
    t.step(act("long_press", index=cells[0]), grid(selected=(0,)))
    cells = [i for i, e in enumerate(t.cur.els if t.cur else []) if e["rid"] and e["rid"].endswith("photo_cell")]
    t.step(act("click", index=cells[1]), grid(selected=(0, 1)))
    t.step(act("click", index=cells[2]), grid(selected=(0, 1, 2)))
    s = t.scr(PHOTOS)
    s.add(None, "FrameLayout", (0, W, 1100, BOTTOM), rid="design_bottom_sheet")
    s.y = 1120
    s.line("Add to", 100)
    for a in ("Album", "Shared album", "Archive", "Locked Folder"):
        s.row(a, None, icon=True, h=130)
    s.line("Recent albums", 80)
    for a in ("Lisbon 2024", "Kids' art", "Receipts"):
        s.row(a, f"{albums[a]} items", icon=True, h=150)
    t.step(t.click("Add to"), s)
    albums["Lisbon 2024"] += 3
    t.step(t.click("Lisbon 2024"), grid(1, snack="Added 3 items to Lisbon 2024"))
    # contradiction: 48 + 3 = 51, but the album tile says 52
    t.step(t.click("Library"), library(shown=dict(albums, **{"Lisbon 2024": 52})))
    t.step(t.click("Favorites", nth=0), album("Favorites", "112 items", 112, 1))
    t.emit(rs, "h61-android-21", bad=True, turn=10,
           kind="Lisbon 2024 held 48 items and exactly 3 photos were added to it, yet the Library tile shows 52 items instead of 51.")


# ---------------------------------------------------------------- 22 Kindle (clean)
KINDLE = "com.amazon.kindle"


def t22(rs: RowSet) -> None:
    t = Traj("22:31", 41, drain=7)
    books = [["Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "62%"], ["Piranesi", "Susanna Clarke", "New"],
             ["The Overstory", "Richard Powers", "100%"], ["Project Hail Mary", "Andy Weir", "8%"],
             ["Demon Copperhead", "Barbara Kingsolver", "34%"], ["Klara and the Sun", "Kazuo Ishiguro", "100%"]]
    cols = {"Book club": 3, "Favorites": 7, "Sci-fi": 4, "To read 2024": 5}

    def tabs(s: Scr, sel: int) -> None:
        s.nav(["Home", "Library", "Notebooks", "More"], sel)

    def library(dt: int = 0) -> Scr:
        s = t.scr(KINDLE, dt)
        s.top("Library", back=False, acts=("Search", "Filter", "Sort"))
        s.tabs(["All", "Downloaded", "Collections"], 0)
        s.line("Recent · 6 titles", 84, rid="library_count")
        s.lst("library_list", bottom=2195)
        for title, author, prog in books:
            s.row(title, f"{author} · {prog}", icon="Book cover", h=220)
        tabs(s, 1)
        return s

    def reader(page: int, of: int, text: str, dt: int = 0, settings: int | None = None) -> Scr:
        s = t.scr(KINDLE, dt)
        s.add(None, "View", (0, W, 63, 2337), desc="Book content", scroll=True, rid="reader_content")
        s.add(text, "TextView", (84, 996, 200, 2000), rid="reader_page_text")
        s.add(f"Page {page} of {of}", "TextView", (84, 600, 2220, 2290), rid="reader_footer_page")
        s.add(f"{round(100 * page / of)}%", "TextView", (860, 996, 2220, 2290), rid="reader_footer_percent")
        if settings is not None:
            s.add(None, "FrameLayout", (0, W, 1300, BOTTOM), rid="aa_menu_sheet")
            s.add("Font", "TextView", (63, 400, 1340, 1430))
            s.add("Bookerly", "TextView", (400, 1017, 1340, 1430), click=True)
            s.add(None, "ImageButton", (63, 200, 1480, 1600), desc="Decrease font size", click=True)
            s.add(None, "SeekBar", (220, 860, 1500, 1580), desc=f"Font size {settings} of 14", click=True, scroll=True, rid="font_size_seekbar")
            s.add(None, "ImageButton", (880, 1017, 1480, 1600), desc="Increase font size", click=True)
            for k, c in enumerate(("White", "Sepia", "Green", "Black")):
                s.add(None, "RadioButton", (63 + 240 * k, 283 + 240 * k, 1700, 1820), desc=c, checked=c == "Sepia", click=True)
            s.add(None, "ImageButton", (880, 1017, 1320, 1440), desc="Close", click=True)
        return s

    page1 = ("CHAPTER VII · Unfair Games\n\nSam had not been back to the old apartment on Abbot Kinney in years, and the building "
             "was smaller than he remembered, the paint the color of weak tea. Marx had kept the lease out of some sentiment "
             "he would not admit to.")
    page2 = ("“We could use it as the office,” Marx had said, the summer they started. “For a while.” The while had lasted "
             "four years. Sadie’s desk was still there, under the window, with the crack in the glass that looked like a "
             "river on a map of a country that did not exist.")

    t.start(library())
    t.step(t.click("Tomorrow, and Tomorrow, and Tomorrow"), reader(249, 401, page1, 1))
    t.step(scroll("right"), reader(250, 401, page2))
    t.step(act("click", index=t.idx("Book content")), reader(250, 401, page2, settings=5))
    page2b = page2.split(" with the crack")[0]
    t.step(t.click("Increase font size"), reader(281, 452, page2b, 1, settings=6))
    t.step(t.click("Close"), reader(281, 452, page2b))
    books[0][2] = "62%"
    t.step(back(), library(1))

    def collections(dt: int = 0, menu: str | None = None) -> Scr:
        s = t.scr(KINDLE, dt)
        s.top("Library", back=False, acts=("Search", "Filter", "Sort"))
        s.tabs(["All", "Downloaded", "Collections"], 2)
        s.line(f"{len(cols)} collections", 84)
        for name in sorted(cols, key=str.lower):
            s.row(name, f"{cols[name]} items", icon="Collection", h=200)
        if menu:
            s.add(None, "ListView", (540, 1059, 900, 1260), rid="popup_menu")
            for k, opt in enumerate(("Add/Remove items", "Rename collection", "Delete collection")):
                s.add(opt, "TextView", (540, 1059, 900 + 120 * k, 1020 + 120 * k), click=True, rid="title")
        tabs(s, 1)
        return s

    t.step(t.click("Collections"), collections(1))
    t.step(t.lp("To read 2024"), collections(menu="To read 2024"))

    def rename(val: str, dt: int = 0) -> Scr:
        s = t.scr(KINDLE, dt)
        s.add(None, "FrameLayout", (63, 1017, 800, 1400), rid="parentPanel", pkg="android")
        s.add("Rename collection", "TextView", (126, 954, 840, 930), rid="alertTitle", pkg="android")
        s.add(val, "EditText", (126, 954, 960, 1100), click=True, edit=True, focus=True, rid="collection_name")
        s.add("Cancel", "Button", (500, 720, 1240, 1360), click=True, rid="button2", pkg="android")
        s.add("Save", "Button", (740, 954, 1240, 1360), click=True, rid="button1", pkg="android")
        return s

    t.step(t.click("Rename collection"), rename("To read 2024"))
    t.step(t.type("To read 2024", "Summer 2024"), rename("Summer 2024", 1))
    cols["Summer 2024"] = cols.pop("To read 2024")
    t.step(t.click("Save"), collections())
    t.emit(rs, "h61-android-22")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
