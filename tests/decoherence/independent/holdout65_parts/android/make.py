# ruff: noqa: E501
"""Held-out set h65, domain android: 22 AndroidWorld-style trajectories written blind.

Eleven hold exactly one contradiction (an observation that conflicts with what an earlier one
established, with no action in between that could change it); eleven are clean but full of
legitimate changes (edits, renames, deletions, re-sorts, filters, live counters and clocks).
Screens are printed either as AndroidWorld ``UI element N: UIElement(...)`` lines or as a
uiautomator accessibility hierarchy dump, and each trajectory keeps one notation throughout.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM_BASE = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state ({fmt_name})
3. **Android Action**: An AndroidWorld action as JSON (action_type: click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait)

Predict the **next screen state** after the action is executed.{device}

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

FMT_NAMES = {
    "ui": "one `UI element N: UIElement(...)` line per element, numbered from 0",
    "xml": "a uiautomator accessibility hierarchy dump",
}


def system(fmt: str, device: str) -> str:
    return SYSTEM_BASE.format(fmt_name=FMT_NAMES[fmt], device=f"\n\nThe device is {device}." if device else "")


def act(action_type: str, **kw: Any) -> str:
    return json.dumps({"action_type": action_type, **kw}, ensure_ascii=False)


def click(i: int) -> str:
    return act("click", index=i)


def lpress(i: int) -> str:
    return act("long_press", index=i)


def typ(i: int, text: str) -> str:
    return act("input_text", text=text, index=i)


BACK = act("navigate_back")
WAIT = act("wait")
ENTER = act("keyboard_enter")


def scroll(direction: str, i: int | None = None) -> str:
    return act("scroll", direction=direction) if i is None else act("scroll", direction=direction, index=i)


SYSUI = "com.android.systemui"


class Scr:
    """One screen: elements placed top to bottom, printed in one of the two notations."""

    def __init__(self, pkg: str, clock: str, batt: int, fmt: str = "ui", top: int = 150) -> None:
        self.pkg, self.fmt, self.y = pkg, fmt, top
        self.els: list[dict[str, Any]] = []
        self.add(clock, res=f"{SYSUI}:id/clock", box=(42, 160, 38, 112), pkg=SYSUI)
        self.add(desc=f"Battery {batt} percent.", cls="LinearLayout", res=f"{SYSUI}:id/battery", box=(936, 1038, 38, 112), pkg=SYSUI)

    def add(self, text: str | None = None, *, desc: str | None = None, cls: str = "TextView", res: str | None = None,
            h: int = 126, x: tuple[int, int] = (42, 1038), adv: bool = True, box: tuple[int, int, int, int] | None = None,
            pkg: str | None = None, click: bool = False, chk: bool | None = None, edit: bool = False,
            focus: bool = False, scroll: bool = False, sel: bool = False, long: bool = False,
            hint: str | None = None, enabled: bool = True) -> Scr:
        if box is None:
            box = (x[0], x[1], self.y, self.y + h)
            if adv:
                self.y += h
        pkg = pkg or self.pkg
        if res and ":" not in res:
            res = f"{pkg}:id/{res}"
        if "." not in cls:
            cls = ("android.widget." if cls not in ("View", "ViewGroup") else "android.view.") + cls
        self.els.append(dict(text=text, desc=desc, cls=cls, res=res, box=box, pkg=pkg, click=click, chk=chk,
                             edit=edit, focus=focus, scroll=scroll, sel=sel, long=long, hint=hint, enabled=enabled))
        return self

    def gap(self, h: int) -> Scr:
        self.y += h
        return self

    def render(self) -> str:
        return self._ui() if self.fmt == "ui" else self._xml()

    def _ui(self) -> str:
        out = []
        for i, e in enumerate(self.els):
            x0, x1, y0, y1 = e["box"]
            focusable = e["click"] or e["edit"] or e["focus"]
            out.append(
                f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, "
                f"class_name={e['cls']!r}, bbox=None, bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1}), "
                f"hint_text={e['hint']!r}, is_checked={bool(e['chk'])}, is_checkable={e['chk'] is not None}, "
                f"is_clickable={e['click']}, is_editable={e['edit']}, is_enabled={e['enabled']}, is_focused={e['focus']}, "
                f"is_focusable={focusable}, is_long_clickable={e['long']}, is_scrollable={e['scroll']}, "
                f"is_selected={e['sel']}, is_visible=True, package_name={e['pkg']!r}, resource_name={e['res']!r}, "
                f"tooltip=None, resource_id=None, metadata=None)")
        return "\n".join(out)

    def _xml(self) -> str:
        def q(s: str | None) -> str:
            return (s or "").replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")

        def b(v: Any) -> str:
            return "true" if v else "false"

        def node(idx: int, e: dict[str, Any], ind: str, close: bool) -> str:
            x0, x1, y0, y1 = e["box"]
            return (f'{ind}<node index="{idx}" text="{q(e["text"])}" resource-id="{q(e["res"])}" class="{e["cls"]}" '
                    f'package="{e["pkg"]}" content-desc="{q(e["desc"])}" checkable="{b(e["chk"] is not None)}" '
                    f'checked="{b(e["chk"])}" clickable="{b(e["click"])}" enabled="{b(e["enabled"])}" '
                    f'focusable="{b(e["click"] or e["edit"] or e["focus"])}" focused="{b(e["focus"])}" '
                    f'scrollable="{b(e["scroll"])}" long-clickable="{b(e["long"])}" password="false" '
                    f'selected="{b(e["sel"])}" bounds="[{x0},{y0}][{x1},{y1}]"' + (" />" if close else ">"))

        lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">']

        def frame(p: str, y0: int, y1: int) -> dict[str, Any]:
            return dict(text=None, desc=None, cls="android.widget.FrameLayout", res=None, box=(0, 1080, y0, y1), pkg=p,
                        click=False, chk=None, edit=False, focus=False, scroll=False, sel=False, long=False, enabled=True)

        sysui = [e for e in self.els if e["pkg"] == SYSUI]
        app = [e for e in self.els if e["pkg"] != SYSUI]
        lines.append(node(0, frame(SYSUI, 0, 150), "  ", False))
        lines += [node(i, e, "    ", True) for i, e in enumerate(sysui)]
        lines.append("  </node>")
        lines.append(node(1, frame(self.pkg, 150, 2400), "  ", False))
        lines += [node(i, e, "    ", True) for i, e in enumerate(app)]
        lines += ["  </node>", "</hierarchy>"]
        return "\n".join(lines)


PIXEL6 = "a Pixel 6 emulator (1080 x 2400, Android 13, API 33) with the Google apps installed"
PIXEL7 = "a Pixel 7 emulator (1080 x 2400, Android 14) used for AndroidWorld tasks"


def find(scr: Scr, label: str, nth: int = 0) -> int:
    hits = [i for i, e in enumerate(scr.els) if label in (e["text"], e["desc"])]
    if not hits:
        hits = [i for i, e in enumerate(scr.els) if (e["text"] or "").startswith(label) or (e["desc"] or "").startswith(label)]
    if not hits:
        hits = [i for i, e in enumerate(scr.els) if e["hint"] == label]
    if len(hits) <= nth:
        raise KeyError(f"{label!r} not on screen")
    return hits[nth]


def _target(scr: Scr, label: str, nth: int) -> dict[str, int]:
    i = find(scr, label, nth)
    if scr.fmt == "ui":
        return {"index": i}
    x0, x1, y0, y1 = scr.els[i]["box"]
    return {"x": (x0 + x1) // 2, "y": (y0 + y1) // 2}


def C(label: str, nth: int = 0) -> Any:
    return lambda scr: act("click", **_target(scr, label, nth))


def LP(label: str, nth: int = 0) -> Any:
    return lambda scr: act("long_press", **_target(scr, label, nth))


def TY(label: str, text: str, nth: int = 0) -> Any:
    return lambda scr: act("input_text", text=text, **_target(scr, label, nth))


def CR(res: str, nth: int = 0) -> Any:
    """Click the nth element whose resource name ends with ``/res``."""
    def f(scr: Scr) -> str:
        hits = [i for i, e in enumerate(scr.els) if (e["res"] or "").endswith("/" + res)]
        i = hits[nth]
        if scr.fmt == "ui":
            return act("click", index=i)
        x0, x1, y0, y1 = scr.els[i]["box"]
        return act("click", x=(x0 + x1) // 2, y=(y0 + y1) // 2)
    return f


class Traj:
    """Builds the turns from a starting screen: each step acts on the current screen and shows the next one."""

    def __init__(self, first: Scr) -> None:
        self.state = first.render()
        self.cur = first
        self.turns: list[tuple[str, str]] = []

    def step(self, action: Any, scr: Scr) -> Traj:
        self.turns.append((action(self.cur) if callable(action) else action, scr.render()))
        self.cur = scr
        return self


def add(rs: RowSet, tid: str, device: str, tr: Traj, fmt: str = "ui", turn: int | None = None, kind: str = "clean") -> None:
    rs.add("android", f"h65-android-{tid}", system(fmt, device), tr.turns, state=tr.state,
           bad=turn is not None, turn=turn, kind=kind)


# ---------------------------------------------------------------- 01 Settings (clean)
def t01(rs: RowSet) -> None:
    P = "com.android.settings"

    def pairs(s: Scr, rows: list[tuple[str, str | None]]) -> Scr:
        for title, summary in rows:
            s.add(title, res="android:id/title", h=66, x=(189, 1038), click=True)
            if summary is not None:
                s.add(summary, res="android:id/summary", h=60, x=(189, 1038))
            s.gap(24)
        return s

    def home(clock: str, batt: int, scrolled: bool = False, name: str = "Pixel 6") -> Scr:
        s = Scr(P, clock, batt)
        s.add("Settings", res="homepage_title", h=150, x=(63, 1017))
        s.add("Search settings", res="search_action_bar_title", h=140, x=(63, 900), click=True, adv=False)
        s.add(desc="Account: maya.lindqvist@gmail.com", cls="ImageView", res="account_avatar", h=140, x=(917, 1038), click=True)
        if not scrolled:
            pairs(s, [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                      ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                      ("Battery", f"{batt}% - About 11 hr left"), ("Storage", "38% used - 79.36 GB free"),
                      ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                      ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio")])
        else:
            pairs(s, [("Security & privacy", "App security, device lock, permissions"),
                      ("Location", "On - 6 apps have access to location"),
                      ("Safety & emergency", "Emergency SOS, medical info, alerts"),
                      ("Passwords & accounts", "Saved passwords, autofill, synced accounts"),
                      ("Digital Wellbeing & parental controls", "Screen time, app timers, bedtime schedules"),
                      ("Google", "Services & preferences"), ("System", "Languages, gestures, time, backup"),
                      ("About phone", name), ("Tips & support", "Help articles, phone & chat")])
        return s

    def netint(clock: str, batt: int) -> Scr:
        s = Scr(P, clock, batt)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Network & internet", res="collapsing_toolbar", h=300, x=(63, 1017))
        pairs(s, [("Internet", "HomeNet-5G"), ("Calls & SMS", "T-Mobile"), ("SIMs", "T-Mobile")])
        s.add("Airplane mode", res="android:id/title", h=90, x=(189, 860), adv=False)
        s.add(None, cls="Switch", res="android:id/switch_widget", h=90, x=(891, 1038), click=True, chk=False)
        s.gap(24)
        pairs(s, [("Hotspot & tethering", "Off"), ("Data Saver", "Off"), ("VPN", "None"), ("Private DNS", "Automatic"),
                  ("Adaptive connectivity", None)])
        return s

    def internet(clock: str, batt: int, order: list[str]) -> Scr:
        s = Scr(P, clock, batt)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Internet", res="collapsing_toolbar", h=300, x=(63, 1017))
        s.add("T-Mobile", res="android:id/title", h=66, x=(189, 1038), click=True)
        s.add("Mobile data won't auto‑connect while Wi‑Fi is on", res="android:id/summary", h=60, x=(189, 1038))
        s.gap(24)
        s.add("Wi‑Fi", res="android:id/title", h=90, x=(63, 860), adv=False)
        s.add(None, cls="Switch", res="android:id/switch_widget", h=90, x=(891, 1038), click=True, chk=True)
        s.gap(24)
        summ = {"HomeNet-5G": "Connected", "HomeNet": "Saved"}
        sig = {"HomeNet-5G": "Wifi signal full.", "HomeNet": "Wifi signal three bars.", "xfinitywifi": "Wifi signal two bars.",
               "DIRECT-4A-HP OfficeJet 8020": "Wifi signal two bars.", "Neighbors_2G": "Wifi signal one bar."}
        for n in order:
            if n == "Neighbors_2G" and order.index(n) < order.index("xfinitywifi"):
                sig = dict(sig, **{"Neighbors_2G": "Wifi signal two bars.", "xfinitywifi": "Wifi signal one bar."})
        for n in order:
            s.add(desc=sig[n], cls="ImageView", res="icon_frame", h=66, x=(63, 147), adv=False)
            s.add(n, res="android:id/title", h=66, x=(189, 1038), click=True)
            if n in summ:
                s.add(summ[n], res="android:id/summary", h=60, x=(189, 1038))
            s.gap(24)
        pairs(s, [("Add network", None), ("Network preferences", "Wi‑Fi turns back on automatically"),
                  ("Saved networks", "2 networks"), ("Non‑carrier data usage", "3.41 GB used Sep 19 – Oct 16")])
        return s

    def details(clock: str, batt: int) -> Scr:
        s = Scr(P, clock, batt)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Network details", res="collapsing_toolbar", h=160, x=(63, 1017))
        s.add("HomeNet-5G", res="entity_header_title", h=80, x=(63, 1017))
        s.add("Connected", res="entity_header_summary", h=60, x=(63, 1017))
        s.add("Forget", cls="Button", res="button1", h=170, x=(63, 381), click=True, adv=False)
        s.add("Disconnect", cls="Button", res="button2", h=170, x=(381, 699), click=True, adv=False)
        s.add("Share", cls="Button", res="button3", h=170, x=(699, 1017), click=True)
        s.add("Auto‑connect", res="android:id/title", h=90, x=(63, 860), adv=False)
        s.add(None, cls="Switch", res="android:id/switch_widget", h=90, x=(891, 1038), click=True, chk=True)
        for t, v in [("Network usage", "Detect automatically"), ("Signal strength", "Excellent"),
                     ("Transmit link speed", "866 Mbps"), ("Receive link speed", "780 Mbps"), ("Frequency", "5 GHz"),
                     ("Security", "WPA2/WPA3-Personal"), ("Privacy", "Use randomized MAC"),
                     ("Randomized MAC address", "d6:3e:91:0b:7c:52"), ("IP address", "192.168.1.47"),
                     ("Gateway", "192.168.1.1"), ("Subnet mask", "255.255.255.0"), ("DNS", "192.168.1.1")]:
            s.add(t, res="android:id/title", h=60, x=(63, 1038), click=t in ("Network usage", "Privacy"))
            s.add(v, res="android:id/summary", h=56, x=(63, 1038))
            s.gap(8)
        return s

    def about(clock: str, batt: int, name: str, up: str) -> Scr:
        s = Scr(P, clock, batt)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("About phone", res="collapsing_toolbar", h=200, x=(63, 1017))
        for t, v in [("Device name", name), ("Phone number (sim slot 1)", "+1 650-555-0143"),
                     ("Emergency information", None), ("Legal information", None),
                     ("SIM status (sim slot 1)", "T-Mobile"), ("Model", "Pixel 6"),
                     ("IMEI (sim slot 1)", "35 884912 067331 4"), ("Android version", "13"),
                     ("IP address", "fe80::d43e:91ff:fe0b:7c52\n192.168.1.47"),
                     ("Wi‑Fi MAC address", "To view, choose saved network"),
                     ("Device Wi‑Fi MAC address", "3c:28:6d:4a:19:e0"), ("Bluetooth address", "3c:28:6d:4a:19:df"),
                     ("Up time", up), ("Build number", "TQ3A.230901.001")]:
            s.add(t, res="android:id/title", h=60, x=(63, 1038), click=v is None or t in ("Device name", "Model"))
            if v is not None:
                s.add(v, res="android:id/summary", h=56 if "\n" not in v else 112, x=(63, 1038))
            s.gap(8)
        return s

    def rename(clock: str, batt: int, value: str) -> Scr:
        s = Scr(P, clock, batt, top=860)
        s.add("Device name", res="alertTitle", h=110, x=(84, 996))
        s.add("Your device name is visible to apps on your phone. It may also be seen by other people when you connect to Bluetooth devices, connect to a Wi‑Fi network or set up a Wi‑Fi hotspot.", res="android:id/message", h=230, x=(84, 996))
        s.add(value, cls="EditText", res="edittext", h=130, x=(84, 996), click=True, edit=True, focus=True, long=True)
        s.gap(40)
        s.add("Cancel", cls="Button", res="android:id/button2", h=110, x=(600, 790), click=True, adv=False)
        s.add("OK", cls="Button", res="android:id/button1", h=110, x=(806, 996), click=True)
        return s

    order1 = ["HomeNet-5G", "HomeNet", "xfinitywifi", "DIRECT-4A-HP OfficeJet 8020", "Neighbors_2G"]
    order2 = ["HomeNet-5G", "HomeNet", "DIRECT-4A-HP OfficeJet 8020", "Neighbors_2G", "xfinitywifi"]
    tr = Traj(home("10:41", 78))
    tr.step(C("Network & internet"), netint("10:41", 78))
    tr.step(C("Internet"), internet("10:41", 78, order1))
    tr.step(C("HomeNet-5G"), details("10:42", 78))
    tr.step(BACK, internet("10:42", 78, order2))
    tr.step(BACK, netint("10:42", 78))
    tr.step(BACK, home("10:43", 77))
    tr.step(scroll("down"), home("10:43", 77, scrolled=True))
    tr.step(C("About phone"), about("10:43", 77, "Pixel 6", "31:07:12"))
    tr.step(C("Device name"), rename("10:44", 77, "Pixel 6"))
    tr.step(TY("Pixel 6", "Maya's Pixel"), rename("10:44", 77, "Maya's Pixel"))
    tr.step(C("OK"), about("10:44", 77, "Maya's Pixel", "31:08:05"))
    add(rs, "01", PIXEL6, tr)


# ---------------------------------------------------------------- 02 Markor (renamed file back under old name)
def t02(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    base = [("recipes", "Sep 30, 2023 · 6 items", True), ("2023-09-review.md", "Oct 2, 2023 · 3.1 KB", False),
            ("book_summaries.md", "Sep 18, 2023 · 7.8 KB", False), ("grocery_list.txt", "Oct 16, 2023 · 412 B", False),
            ("meeting_notes.md", "Oct 13, 2023 · 2.2 KB", False), ("QuickNote.md", "Oct 17, 2023 · 1.0 KB", False),
            ("todo.txt", "Oct 17, 2023 · 689 B", False), ("travel_ideas.md", "Aug 27, 2023 · 1.6 KB", False)]

    def files(clock: str, names: list[tuple[str, str, bool]], selected: str | None = None, menu: bool = False) -> Scr:
        s = Scr(P, clock, 64)
        if selected:
            s.add(desc="Done", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
            s.add("1", res="action_bar_title", h=147, x=(189, 400), adv=False)
            s.add(desc="Select all", cls="Button", res="action_mode_select_all", h=147, x=(640, 740), click=True, adv=False)
            s.add(desc="Share", cls="Button", res="action_mode_share", h=147, x=(740, 840), click=True, adv=False)
            s.add(desc="Delete", cls="Button", res="action_mode_delete", h=147, x=(840, 940), click=True, adv=False)
            s.add(desc="More options", cls="ImageView", h=147, x=(940, 1038), click=True)
        else:
            s.add("Markor", res="toolbar_title", h=90, x=(42, 700))
            s.add("/storage/emulated/0/Documents/Markor", res="toolbar_subtitle", h=57, x=(42, 700), adv=False)
            s.add(desc="Search", cls="Button", res="action_search", h=147, x=(740, 840), click=True, adv=False, box=(740, 840, 150, 297))
            s.add(desc="Sort by", cls="Button", res="action_sort", click=True, box=(840, 940, 150, 297))
            s.add(desc="More options", cls="ImageView", click=True, box=(940, 1038, 150, 297))
        s.y = 297
        for name, info, folder in names:
            s.add(desc="Folder" if folder else "File", cls="ImageView", res="ui__filesystem_item__image", h=147, x=(42, 168), adv=False,
                  chk=None)
            s.add(name, res="ui__filesystem_item__title", h=84, x=(200, 1038), click=True, long=True, sel=name == selected)
            s.add(info, res="ui__filesystem_item__description", h=63, x=(200, 1038))
        s.add(desc="Create a new file or folder", cls="ImageButton", res="fab_add_new_item", click=True, box=(849, 1017, 1977, 2145))
        for i, tab in enumerate(["Files", "To-Do", "QuickNote", "More"]):
            s.add(tab, res="nav_item_label", click=True, sel=tab == "Files", box=(i * 270, i * 270 + 270, 2190, 2337))
        if menu:
            for j, item in enumerate(["Rename", "Move", "Copy", "Favourite", "Info", "Open with"]):
                s.add(item, res="title", click=True, box=(560, 1038, 170 + j * 126, 296 + j * 126))
        return s

    def dialog(clock: str, value: str) -> Scr:
        s = Scr(P, clock, 64, top=880)
        s.add("Rename", res="alertTitle", h=110, x=(84, 996))
        s.add(value, cls="EditText", res="new_name", h=140, x=(84, 996), click=True, edit=True, focus=True, long=True, hint="Name")
        s.gap(40)
        s.add("Cancel", cls="Button", res="android:id/button2", h=110, x=(600, 790), click=True, adv=False)
        s.add("OK", cls="Button", res="android:id/button1", h=110, x=(806, 996), click=True)
        return s

    def editor(clock: str, title: str, body: str) -> Scr:
        s = Scr(P, clock, 64)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add(title, res="toolbar_title", h=147, x=(168, 600), click=True, adv=False)
        for k, d in enumerate(["Undo", "Redo", "Switch to view mode", "More options"]):
            s.add(desc=d, cls="Button" if k < 3 else "ImageView", click=True, box=(630 + k * 102, 732 + k * 102, 150, 297))
        s.y = 297
        s.add(body, cls="EditText", res="document__fragment__edit__highlighting_editor", h=1600, x=(42, 1038), click=True,
              edit=True, long=True, scroll=True)
        for k, d in enumerate(["Bold", "Italic", "Heading", "Checkbox", "Unordered list", "Insert link", "Insert image", "Special key"]):
            s.add(desc=d, cls="ImageView", click=True, box=(k * 135, k * 135 + 135, 2190, 2337))
        return s

    standup = ("# Stand-up 2023-10-13\n\n## Attendees\n- Priya, Jonas, Mei, me\n\n## Updates\n"
               "- Jonas: billing export fixed (PR #482)\n- Mei: onboarding screens in review\n"
               "- Priya: blocked on staging DB access\n\n## Action items\n- [ ] Ask ops for staging credentials (Priya)\n"
               "- [x] Share sprint board link\n- [ ] Book retro room for Oct 20")
    todo = ("(A) 2023-10-17 Call landlord about heating +home\n2023-10-16 Pay electricity bill due:2023-10-20\n"
            "x 2023-10-15 2023-10-09 Renew library card\n(B) Buy birthday gift for Lena @shopping\n"
            "2023-10-12 Back up photos to NAS +home")
    renamed = [b for b in base if b[0] != "meeting_notes.md"]
    renamed.insert(2, ("2023-10-standup.md", "Oct 13, 2023 · 2.2 KB", False))
    wrong = list(base)
    tr = Traj(files("09:20", base))
    tr.step(LP("meeting_notes.md"), files("09:20", base, selected="meeting_notes.md"))
    tr.step(C("More options"), files("09:20", base, selected="meeting_notes.md", menu=True))
    tr.step(C("Rename"), dialog("09:21", "meeting_notes.md"))
    tr.step(TY("meeting_notes.md", "2023-10-standup.md"), dialog("09:21", "2023-10-standup.md"))
    tr.step(C("OK"), files("09:21", renamed))
    tr.step(C("2023-10-standup.md"), editor("09:22", "2023-10-standup", standup))
    tr.step(BACK, files("09:22", wrong))
    tr.step(C("todo.txt"), editor("09:23", "todo", todo))
    add(rs, "02", PIXEL7, tr, turn=7,
        kind="After the rename to 2023-10-standup.md was confirmed and opened, the file list shows meeting_notes.md again and no 2023-10-standup.md.")


# ---------------------------------------------------------------- 03 Clock (untouched alarm's repeat days change)
def t03(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    TABS = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]

    def nav(s: Scr, cur: str) -> None:
        for i, t in enumerate(TABS):
            s.add(t, res="navigation_bar_item_large_label_view", click=True, sel=t == cur, box=(i * 216, i * 216 + 216, 2190, 2337))

    def alarms(clock: str, on730: bool, vib: bool, expanded: bool, work_days: str, toast: str | None = None) -> Scr:
        s = Scr(P, clock, 52)
        s.add("Alarm", res="action_bar_title", h=147, x=(42, 800), adv=False)
        s.add(desc="More options", cls="ImageView", h=147, x=(933, 1038), click=True)
        s.gap(30)
        rows = [("6:15 AM", "Work", work_days, True), ("7:30 AM", None, "Sat, Sun", on730), ("9:00 PM", "Pills", "Every day", True)]
        for t, label, days, on in rows:
            s.add(label or "Add label", res="edit_label", h=80, x=(63, 700), click=True)
            s.add(t, res="digital_clock", h=170, x=(63, 700), click=True, adv=False)
            s.add(None, cls="Switch", res="onoff", h=170, x=(873, 1017), click=True, chk=on)
            if expanded and t == "7:30 AM":
                for k, (d, full) in enumerate(zip("SMTWTFS", ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])):
                    s.add(d, desc=full, cls="ToggleButton", res="day_button_" + str(k), click=True, chk=full in ("Sunday", "Saturday"),
                          box=(63 + k * 136, 183 + k * 136, s.y, s.y + 120))
                s.gap(140)
                s.add("Default (Cesium)", desc="Ringtone Default (Cesium)", res="choose_ringtone", h=110, x=(63, 1017), click=True)
                s.add("Vibrate", cls="CheckBox", res="vibrate_onoff", h=110, x=(63, 1017), click=True, chk=vib)
                s.add("Google Assistant Routine", res="assistant_routine", h=110, x=(63, 1017), click=True)
                s.add("Delete", cls="Button", res="delete", h=110, x=(63, 400), click=True, adv=False)
                s.add(desc="Collapse alarm", cls="ImageButton", res="arrow", h=110, x=(897, 1017), click=True)
            else:
                s.add(days, res="days_of_week", h=70, x=(63, 700))
                s.add(desc="Expand alarm", cls="ImageButton", res="arrow", h=90, x=(897, 1017), click=True)
            s.gap(40)
        s.add(desc="Add alarm", cls="ImageButton", res="fab", click=True, box=(456, 624, 1980, 2148))
        nav(s, "Alarm")
        if toast:
            s.add(toast, pkg="com.android.systemui", res=None, box=(120, 960, 1820, 1940))
        return s

    def bedtime(clock: str) -> Scr:
        s = Scr(P, clock, 52)
        s.add("Bedtime", res="action_bar_title", h=147, x=(42, 800))
        s.add("Get consistent sleep", res="bedtime_onboarding_title", h=120, x=(63, 1017))
        s.add("Set a regular bedtime and wake-up time, and see how much time you spend on your phone at night.", res="bedtime_onboarding_body", h=200, x=(63, 1017))
        s.add("Get started", cls="Button", res="bedtime_onboarding_button", h=130, x=(350, 730), click=True)
        nav(s, "Bedtime")
        return s

    def timer(clock: str, digits: str) -> Scr:
        s = Scr(P, clock, 52)
        s.add("Timer", res="action_bar_title", h=147, x=(42, 800))
        d = digits.rjust(6, "0")
        s.add(f"{d[0:2]}h {d[2:4]}m {d[4:6]}s", desc=f"{int(d[0:2])} hours, {int(d[2:4])} minutes, {int(d[4:6])} seconds", res="timer_setup_time", h=230, x=(100, 860), adv=False)
        s.add(desc="Delete", cls="ImageButton", res="timer_setup_delete", h=230, x=(880, 1017), click=True, enabled=digits != "")
        for r, row in enumerate([["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["00", "0"]]):
            for c, key in enumerate(row):
                s.add(key, cls="Button", res=f"timer_setup_digit_{key}", click=True, box=(150 + c * 260, 410 + c * 260, 560 + r * 250, 780 + r * 250))
        if digits:
            s.add(desc="Start", cls="ImageButton", res="fab", click=True, box=(456, 624, 1980, 2148))
        nav(s, "Timer")
        return s

    toast = "Alarm set for 3 days, 16 hours, and 12 minutes from now."
    wk = "Mon, Tue, Wed, Thu, Fri"
    tr = Traj(alarms("3:18", False, True, False, wk))
    tr.step(C("Expand alarm", 1), alarms("3:18", False, True, True, wk))
    tr.step(CR("onoff", 1), alarms("3:18", True, True, True, wk, toast))
    tr.step(C("Vibrate"), alarms("3:19", True, False, True, "Mon, Tue, Wed, Thu"))
    tr.step(C("Bedtime"), bedtime("3:19"))
    tr.step(C("Timer"), timer("3:19", ""))
    tr.step(C("5"), timer("3:19", "5"))
    tr.step(C("0"), timer("3:20", "50"))
    add(rs, "03", PIXEL6, tr, turn=3,
        kind="The untouched 6:15 AM Work alarm, shown as repeating Mon–Fri, now lists only Mon, Tue, Wed, Thu after unticking Vibrate on the 7:30 alarm.")


# ---------------------------------------------------------------- 04 Loop Habit Tracker (clean)
def t04(rs: RowSet) -> None:
    P = "org.isoron.uhabits"
    days = [("TUE", "17"), ("MON", "16"), ("SUN", "15"), ("SAT", "14"), ("FRI", "13")]

    def listing(clock: str, h: dict[str, tuple[int, list[str]]], names: dict[str, str], hide: bool = False) -> Scr:
        s = Scr(P, clock, 41)
        s.add("Habits", res="toolbar_title", h=147, x=(42, 600), adv=False)
        s.add(desc="Add habit", cls="Button", res="actionCreateHabit", click=True, box=(630, 732, 150, 297))
        s.add(desc="Hide completed", cls="Button", res="actionToggleHideCompleted", click=True, sel=hide, box=(732, 834, 150, 297))
        s.add(desc="Sort", cls="Button", res="actionSort", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        for k, (d, n) in enumerate(days):
            s.add(f"{d}\n{n}", res="header_day", box=(560 + k * 96, 656 + k * 96, 297, 400))
        s.y = 400
        for key, (score, marks) in h.items():
            if hide and (marks[0] == "✓" or (marks[0].isdigit() and int(marks[0]) >= 8)):
                continue
            s.add(desc=f"Score {score}%", cls="View", res="scoreRing", h=150, x=(30, 90), adv=False)
            s.add(names[key], res="label", h=150, x=(100, 550), click=True, long=True, adv=False)
            for k, m in enumerate(marks):
                word = {"✓": "checked", "✗": "unchecked"}.get(m, f"{m} of 8 glasses")
                s.add(m, desc=f"{names[key]}, {days[k][0].title()} {days[k][1]} {word}", cls="View", res="checkmarkPanel", click=True,
                      long=True, box=(560 + k * 96, 656 + k * 96, s.y, s.y + 150))
            s.y += 150
        return s

    def detail(clock: str, name: str, score: int, month: int, year: int, total: int) -> Scr:
        s = Scr(P, clock, 41)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add(name, res="toolbar_title", h=147, x=(168, 700), adv=False)
        s.add(desc="Edit habit", cls="Button", res="action_edit_habit", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add("Did you read 20 pages today?", res="questionLabel", h=80, x=(63, 1017))
        s.add("Every day", res="frequencyLabel", h=70, x=(63, 500), adv=False)
        s.add("Reminder off", res="reminderLabel", h=70, x=(540, 1017))
        s.add("Overview", res="title", h=90, x=(63, 1017))
        for k, (v, lab) in enumerate([(f"{score}%", "Score"), (f"+{month}%", "Month"), (f"+{year}%", "Year"), (str(total), "Total")]):
            s.add(v, res="value", box=(63 + k * 240, 283 + k * 240, s.y, s.y + 90))
            s.add(lab, res="label", box=(63 + k * 240, 283 + k * 240, s.y + 90, s.y + 150))
        s.y += 170
        s.add("Score", res="title", h=90, x=(63, 1017))
        s.add(desc="Score chart, last 12 weeks", cls="View", res="scoreView", h=360, x=(63, 1017))
        s.add("Best streaks", res="title", h=90, x=(63, 1017))
        for a, b, n in [("Aug 3", "Aug 14", 12), ("Sep 20", "Sep 28", 9), ("Jul 9", "Jul 15", 7), ("Jun 1", "Jun 6", 6)]:
            s.add(f"{a} – {b}", res="streakRange", h=70, x=(63, 800), adv=False)
            s.add(str(n), res="streakLength", h=70, x=(820, 1017))
        s.add("History", res="title", h=90, x=(63, 1017))
        s.add(desc="History calendar, October 2023", cls="View", res="historyView", h=300, x=(63, 1017))
        return s

    def edit(clock: str, name: str) -> Scr:
        s = Scr(P, clock, 41)
        s.add(desc="Discard", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Edit habit", res="toolbar_title", h=147, x=(168, 700), adv=False)
        s.add("Save", cls="Button", res="buttonSave", click=True, box=(840, 1038, 150, 297))
        s.y = 320
        s.add(name, cls="EditText", res="nameInput", h=150, x=(63, 850), click=True, edit=True, focus=True, hint="Name", adv=False)
        s.add(desc="Color", cls="ImageButton", res="colorButton", h=150, x=(880, 1017), click=True)
        s.add("Did you read 20 pages today?", cls="EditText", res="questionInput", h=150, x=(63, 1017), click=True, edit=True, hint="Question")
        s.add("Every day", res="frequencyPicker", h=150, x=(63, 1017), click=True)
        s.add("Off", res="reminderTimePicker", h=150, x=(63, 1017), click=True)
        s.add("", cls="EditText", res="notesInput", h=150, x=(63, 1017), click=True, edit=True, hint="Notes")
        return s

    names = {"med": "Meditate", "read": "Read 20 pages", "water": "Drink water", "stretch": "Stretch", "sugar": "No sugar"}
    h0 = {"med": (71, ["✗", "✓", "✓", "✗", "✓"]), "read": (64, ["✗", "✓", "✗", "✓", "✓"]),
          "water": (78, ["5", "8", "7", "8", "6"]), "stretch": (39, ["✗", "✗", "✓", "✓", "✗"]),
          "sugar": (82, ["✗", "✓", "✓", "✓", "✓"])}
    h1 = dict(h0, med=(73, ["✓", "✓", "✓", "✗", "✓"]))
    h2 = dict(h1, read=(66, ["✓", "✓", "✗", "✓", "✓"]))
    names2 = dict(names, read="Read 30 pages")
    tr = Traj(listing("9:05", h0, names))
    tr.step(C("Meditate, Tue 17 unchecked"), listing("9:05", h1, names))
    tr.step(C("Read 20 pages"), detail("9:05", "Read 20 pages", 64, 8, 21, 143))
    tr.step(BACK, listing("9:06", h1, names))
    tr.step(C("Read 20 pages, Tue 17 unchecked"), listing("9:06", h2, names))
    tr.step(C("Read 20 pages"), detail("9:06", "Read 20 pages", 66, 10, 23, 144))
    tr.step(C("Edit habit"), edit("9:07", "Read 20 pages"))
    tr.step(TY("Read 20 pages", "Read 30 pages"), edit("9:07", "Read 30 pages"))
    tr.step(C("Save"), detail("9:07", "Read 30 pages", 66, 10, 23, 144))
    tr.step(BACK, listing("9:08", h2, names2))
    tr.step(C("Hide completed"), listing("9:08", h2, names2, hide=True))
    add(rs, "04", PIXEL7, tr)


# ---------------------------------------------------------------- 05 Contacts (clean)
def t05(rs: RowSet) -> None:
    P = "com.google.android.contacts"
    people = [("A", "Aaron Feld"), ("A", "Adaeze Okafor"), ("B", "Beatriz Oliveira"), ("C", "Chen Wei"), ("D", "Dario Russo"),
              ("E", "Elena Petrova"), ("F", "Fatima Zahra"), ("G", "Gustavo Lima"), ("H", "Hannah Schultz")]

    def nav(s: Scr) -> None:
        for i, t in enumerate(["Contacts", "Highlights", "Fix & manage"]):
            s.add(t, res="navigation_bar_item_large_label_view", click=True, sel=i == 0, box=(i * 360, i * 360 + 360, 2190, 2337))

    def listing(clock: str) -> Scr:
        s = Scr(P, clock, 88)
        s.add("Search contacts", res="open_search_bar_text_view", h=150, x=(42, 900), click=True, adv=False)
        s.add(desc="Signed in as maya.lindqvist@gmail.com", cls="ImageView", res="og_apd_internal_image_view", h=150, x=(912, 1038), click=True)
        s.add("maya.lindqvist@gmail.com · 9 contacts", res="account_header", h=90, x=(63, 1017))
        last = ""
        for letter, name in people:
            if letter != last:
                s.add(letter, res="section_header", h=80, x=(63, 150))
                last = letter
            s.add(desc=f"{name} avatar", cls="ImageView", res="avatar", h=126, x=(63, 189), adv=False)
            s.add(name, res="cliv_name_textview", h=126, x=(220, 1017), click=True, long=True)
        s.add("Create contact", desc="Create contact", cls="Button", res="floating_action_button", click=True, box=(640, 1017, 1990, 2150))
        nav(s)
        return s

    def details(clock: str, phone: str) -> Scr:
        s = Scr(P, clock, 88)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add(desc="Edit contact", cls="Button", res="menu_edit", click=True, box=(726, 852, 150, 297))
        s.add(desc="Add to favourites", cls="Button", res="menu_star", click=True, box=(852, 945, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(945, 1038, 150, 297))
        s.y = 297
        s.add(desc="Dario Russo photo", cls="ImageView", res="photo", h=300, x=(390, 690))
        s.add("Dario Russo", res="large_title", h=120, x=(63, 1017))
        s.add("Studio Alba", res="organization", h=70, x=(63, 1017))
        for k, a in enumerate(["Call", "Text", "Video", "Email"]):
            s.add(a, cls="Button", res="action_" + a.lower(), click=True, box=(63 + k * 240, 283 + k * 240, s.y + 20, s.y + 200))
        s.y += 230
        s.add("Contact info", res="header", h=90, x=(63, 1017))
        s.add(phone, res="header_text", h=80, x=(189, 850), click=True, long=True)
        s.add("Mobile", res="sub_header", h=60, x=(189, 850), adv=False)
        s.add(desc=f"Text {phone}", cls="ImageView", res="secondary_icon", h=60, x=(900, 1017), click=True)
        s.add("dario.russo@gmail.com", res="header_text", h=80, x=(189, 1017), click=True, long=True)
        s.add("Personal", res="sub_header", h=60, x=(189, 1017))
        s.add("About Dario", res="header", h=90, x=(63, 1017))
        s.add("March 3", res="header_text", h=80, x=(189, 1017))
        s.add("Birthday", res="sub_header", h=60, x=(189, 1017))
        s.add("Contact settings", res="header", h=90, x=(63, 1017))
        s.add("Route to voicemail", res="header_text", h=80, x=(189, 1017), click=True)
        s.add("Set ringtone", res="header_text", h=80, x=(189, 1017), click=True)
        return s

    def edit(clock: str, phone: str) -> Scr:
        s = Scr(P, clock, 88)
        s.add(desc="Cancel", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Edit contact", res="toolbar_title", h=147, x=(168, 700), adv=False)
        s.add("Save", cls="Button", res="editor_menu_save_button", click=True, box=(820, 1017, 170, 280))
        s.y = 297
        s.add("Saving to maya.lindqvist@gmail.com", res="account_name", h=90, x=(63, 1017))
        for v, hint in [("Dario", "First name"), ("Russo", "Surname"), ("Studio Alba", "Company")]:
            s.add(v, cls="EditText", res="text_input", h=150, x=(189, 1017), click=True, edit=True, hint=hint)
        s.add(phone, cls="EditText", res="text_input", h=150, x=(189, 760), click=True, edit=True, hint="Phone", adv=False,
              focus=phone != "+39 347 218 5509")
        s.add("Mobile", cls="Spinner", res="spinner", h=150, x=(780, 1017), click=True)
        s.add("dario.russo@gmail.com", cls="EditText", res="text_input", h=150, x=(189, 760), click=True, edit=True, hint="Email", adv=False)
        s.add("Personal", cls="Spinner", res="spinner", h=150, x=(780, 1017), click=True)
        s.add("March 3", cls="EditText", res="date_view", h=150, x=(189, 760), click=True, hint="Significant date", adv=False)
        s.add("Birthday", cls="Spinner", res="spinner", h=150, x=(780, 1017), click=True)
        s.add("More fields", cls="Button", res="more_fields", h=130, x=(63, 500), click=True)
        return s

    def search(clock: str, q: str) -> Scr:
        s = Scr(P, clock, 88)
        s.add(desc="Navigate up", cls="ImageButton", h=150, x=(0, 147), click=True, adv=False)
        s.add(q, cls="EditText", res="open_search_view_edit_text", h=150, x=(168, 900), click=True, edit=True, focus=True,
              hint="Search contacts", adv=False)
        s.add(desc="Clear text", cls="ImageButton", res="open_search_view_clear_button", h=150, x=(912, 1038), click=True, enabled=bool(q))
        if q:
            s.add("2 contacts", res="search_header", h=90, x=(63, 1017))
            for name, num in [("Dario Russo", "+39 351 604 7720"), ("Hannah Schultz", "+49 1520 604 3318")]:
                s.add(desc=f"{name} avatar", cls="ImageView", res="avatar", h=160, x=(63, 189), adv=False)
                s.add(name, res="cliv_name_textview", h=90, x=(220, 1017), click=True)
                s.add(num, res="cliv_data_view", h=70, x=(220, 1017))
        return s

    old, new = "+39 347 218 5509", "+39 351 604 7720"
    tr = Traj(listing("11:26"))
    tr.step(C("Dario Russo"), details("11:26", old))
    tr.step(C("Edit contact"), edit("11:26", old))
    tr.step(TY(old, new), edit("11:27", new))
    tr.step(C("Save"), details("11:27", new))
    tr.step(BACK, listing("11:27"))
    tr.step(C("Search contacts"), search("11:28", ""))
    tr.step(TY("Search contacts", "604"), search("11:28", "604"))
    tr.step(C("Dario Russo"), details("11:28", new))
    add(rs, "05", PIXEL6, tr)


# ---------------------------------------------------------------- 06 Pro Expense (home total does not follow the edit)
def t06(rs: RowSet) -> None:
    P = "com.arduia.expense"
    CATS = ["Food", "Transportation", "Bills", "Entertainment", "Health", "Social", "Household", "Other"]

    def nav(s: Scr, cur: str) -> None:
        for i, t in enumerate(["Home", "Expenses", "Statistics", "Settings"]):
            s.add(t, res="navigation_bar_item_small_label_view", click=True, sel=t == cur, box=(i * 270, i * 270 + 270, 2190, 2337))

    def money(v: float) -> str:
        return f"${v:,.2f}"

    def home(clock: str, ex: list[tuple[str, str, str, float]], total: float | None = None) -> Scr:
        s = Scr(P, clock, 67)
        s.add(desc="Open navigation drawer", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Pro Expense", res="toolbar_title", h=147, x=(168, 800))
        octo = [e for e in ex if e[2].startswith("Oct")]
        tot = round(sum(e[3] for e in octo), 2) if total is None else total
        s.add("This month", res="tv_month_label", h=70, x=(63, 1017))
        s.add(money(tot), res="tv_total", h=130, x=(63, 1017))
        s.add(f"{len(octo)} expenses · October 2023", res="tv_count", h=60, x=(63, 1017))
        s.gap(20)
        by: dict[str, float] = {}
        for e in octo:
            by[e[1]] = round(by.get(e[1], 0) + e[3], 2)
        for cat, v in sorted(by.items(), key=lambda kv: -kv[1]):
            s.add(cat, res="tv_category", h=80, x=(63, 700), adv=False)
            s.add(money(v), res="tv_category_amount", h=80, x=(720, 1017))
        s.gap(20)
        s.add("Recent", res="tv_recent", h=90, x=(63, 700), adv=False)
        s.add("More", cls="Button", res="btn_more", h=90, x=(820, 1017), click=True)
        for name, cat, date, v in ex[:4]:
            s.add(name, res="tv_name", h=70, x=(63, 700), click=True, adv=False)
            s.add(money(v), res="tv_amount", h=70, x=(720, 1017))
            s.add(f"{cat} · {date}", res="tv_date", h=60, x=(63, 700))
            s.gap(16)
        s.add(desc="Add expense", cls="ImageButton", res="fb_main_add", click=True, box=(849, 1017, 1990, 2158))
        nav(s, "Home")
        return s

    def expenses(clock: str, ex: list[tuple[str, str, str, float]]) -> Scr:
        s = Scr(P, clock, 67)
        s.add(desc="Open navigation drawer", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Expenses", res="toolbar_title", h=147, x=(168, 800), adv=False)
        s.add(desc="Filter", cls="Button", res="action_filter", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        for month, pre in [("October 2023", "Oct"), ("September 2023", "Sep")]:
            grp = [e for e in ex if e[2].startswith(pre)]
            s.add(f"{month} · {money(round(sum(e[3] for e in grp), 2))}", res="tv_header", h=90, x=(63, 1017))
            for name, cat, date, v in grp:
                s.add(name, res="tv_name", h=70, x=(63, 700), click=True, long=True, adv=False)
                s.add(money(v), res="tv_amount", h=70, x=(720, 1017))
                s.add(f"{cat} · {date}, 2023", res="tv_date", h=60, x=(63, 700))
                s.gap(16)
        s.add(desc="Add expense", cls="ImageButton", res="fb_main_add", click=True, box=(849, 1017, 1990, 2158))
        nav(s, "Expenses")
        return s

    def form(clock: str, title: str, name: str, amount: str, cat: str, date: str, note: str, focus: str = "", dropdown: bool = False,
             existing: bool = False) -> Scr:
        s = Scr(P, clock, 67)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add(title, res="toolbar_title", h=147, x=(168, 800))
        s.add(name, cls="EditText", res="edt_name", h=160, x=(63, 1017), click=True, edit=True, hint="Name", focus=focus == "name")
        s.add(amount, cls="EditText", res="edt_amount", h=160, x=(63, 1017), click=True, edit=True, hint="Amount", focus=focus == "amount")
        s.add(cat, cls="AutoCompleteTextView", res="actv_category", h=160, x=(63, 1017), click=True, hint="Category")
        s.add(date, cls="EditText", res="edt_date", h=160, x=(63, 1017), click=True, hint="Date")
        s.add(note, cls="EditText", res="edt_note", h=220, x=(63, 1017), click=True, edit=True, hint="Note")
        s.gap(40)
        if existing:
            s.add("Delete", cls="Button", res="btn_delete", h=140, x=(63, 520), click=True, adv=False)
            s.add("Update", cls="Button", res="btn_save", h=140, x=(560, 1017), click=True)
        else:
            s.add("Save", cls="Button", res="btn_save", h=140, x=(63, 1017), click=True)
        if dropdown:
            for k, c in enumerate(CATS):
                s.add(c, cls="CheckedTextView", res="text1", click=True, box=(63, 1017, 953 + k * 120, 1073 + k * 120))
        return s

    ex0 = [("Coffee", "Food", "Oct 17", 4.75), ("Groceries", "Food", "Oct 16", 54.20), ("Movie", "Entertainment", "Oct 14", 18.40),
           ("Bus pass", "Transportation", "Oct 9", 25.00), ("Phone bill", "Bills", "Oct 2", 39.99),
           ("Gym membership", "Health", "Sep 28", 29.00), ("Pharmacy", "Health", "Sep 27", 12.85)]
    ex1 = [("Lunch with Sam", "Social", "Oct 17", 23.50)] + ex0
    ex2 = [(n, c, d, 14.40 if n == "Movie" else v) for n, c, d, v in ex1]
    tr = Traj(home("12:48", ex0))
    tr.step(C("Add expense"), form("12:48", "New expense", "", "", "Food", "Oct 17, 2023", "", focus="name"))
    tr.step(TY("Name", "Lunch with Sam"), form("12:48", "New expense", "Lunch with Sam", "", "Food", "Oct 17, 2023", "", focus="name"))
    tr.step(TY("Amount", "23.50"), form("12:49", "New expense", "Lunch with Sam", "23.50", "Food", "Oct 17, 2023", "", focus="amount"))
    tr.step(C("Food"), form("12:49", "New expense", "Lunch with Sam", "23.50", "Food", "Oct 17, 2023", "", dropdown=True))
    tr.step(C("Social"), form("12:49", "New expense", "Lunch with Sam", "23.50", "Social", "Oct 17, 2023", ""))
    tr.step(C("Save"), home("12:49", ex1))
    tr.step(C("Expenses"), expenses("12:50", ex1))
    tr.step(C("Movie"), form("12:50", "Edit expense", "Movie", "18.40", "Entertainment", "Oct 14, 2023", "Dune re-release, IMAX", existing=True))
    tr.step(TY("18.40", "14.40"), form("12:50", "Edit expense", "Movie", "14.40", "Entertainment", "Oct 14, 2023", "Dune re-release, IMAX",
                                        focus="amount", existing=True))
    tr.step(C("Update"), expenses("12:51", ex2))
    tr.step(C("Home"), home("12:51", ex2, total=160.84))
    add(rs, "06", PIXEL7, tr, turn=11,
        kind="Home's October total reads $160.84, but $165.84 with Movie cut from 18.40 to 14.40 gives $161.84, as the Expenses header shows.")


# ---------------------------------------------------------------- 07 Files by Google (file size changes after a re-sort)
def t07(rs: RowSet) -> None:
    P = "com.google.android.apps.nbu.files"

    def nav(s: Scr, cur: str) -> None:
        for i, t in enumerate(["Clean", "Browse", "Share"]):
            s.add(t, res="navigation_bar_item_small_label_view", click=True, sel=t == cur, box=(i * 360, i * 360 + 360, 2190, 2337))

    def browse(clock: str) -> Scr:
        s = Scr(P, clock, 59)
        s.add("Search in Files", res="search_bar_text", h=150, x=(42, 900), click=True, adv=False)
        s.add(desc="Settings and more", cls="ImageView", res="og_apd_internal_image_view", h=150, x=(912, 1038), click=True)
        s.add("Categories", res="section_title", h=100, x=(63, 1017))
        for k, (c, n) in enumerate([("Downloads", "7 files"), ("Images", "1,284 files"), ("Videos", "46 files"),
                                    ("Audio", "112 files"), ("Documents", "87 files"), ("Apps", "31 apps")]):
            x0 = 63 + (k % 2) * 477
            y0 = s.y + (k // 2) * 190
            s.add(c, res="category_title", click=True, box=(x0, x0 + 450, y0, y0 + 100))
            s.add(n, res="category_subtitle", box=(x0, x0 + 450, y0 + 100, y0 + 160))
        s.y += 3 * 190 + 20
        s.add("Collections", res="section_title", h=100, x=(63, 1017))
        s.add("Favorites", res="collection_title", h=110, x=(63, 1017), click=True)
        s.add("Safe folder", res="collection_title", h=110, x=(63, 1017), click=True)
        s.add("Storage devices", res="section_title", h=100, x=(63, 1017))
        s.add("Internal storage", res="storage_title", h=90, x=(63, 1017), click=True)
        s.add("79.36 GB free", res="storage_subtitle", h=60, x=(63, 1017))
        nav(s, "Browse")
        return s

    def downloads(clock: str, files: list[tuple[str, str, str]], sort: str, selected: str | None = None, menu: bool = False) -> Scr:
        s = Scr(P, clock, 59)
        if selected:
            s.add(desc="Clear selection", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
            s.add("1 selected", res="action_mode_title", h=147, x=(168, 600), adv=False)
            s.add(desc="Share", cls="Button", res="share_action", click=True, box=(636, 738, 150, 297))
            s.add(desc="Delete", cls="Button", res="delete_action", click=True, box=(738, 840, 150, 297))
            s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        else:
            s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
            s.add("Downloads", res="toolbar_title", h=147, x=(168, 600), adv=False)
            s.add(desc="Search", cls="Button", res="search_action", click=True, box=(738, 840, 150, 297))
            s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add(sort, cls="Button", res="sort_chip", h=110, x=(63, 560), click=True, adv=False)
        s.add(desc="Switch to grid view", cls="ImageButton", res="view_mode_toggle", h=110, x=(900, 1017), click=True)
        s.add("7 files · 266 MB", res="file_count", h=70, x=(63, 1017))
        for name, size, date in files:
            if selected:
                s.add(None, cls="CheckBox", res="file_checkbox", h=150, x=(42, 150), click=True, chk=name == selected, adv=False)
            s.add(name, res="file_name", h=85, x=(200, 1017), click=True, long=True, sel=name == selected)
            s.add(f"{size} · {date}", res="file_details", h=65, x=(200, 1017))
        if menu:
            for k, item in enumerate(["Select all", "Copy to", "Move to", "Move to Safe folder", "Rename", "Add to favorites", "File info"]):
                s.add(item, res="title", click=True, box=(520, 1038, 170 + k * 126, 296 + k * 126))
        return s

    def rename(clock: str, value: str) -> Scr:
        s = Scr(P, clock, 59, top=900)
        s.add("Rename", res="alertTitle", h=110, x=(84, 996))
        s.add(value, cls="EditText", res="rename_edit_text", h=140, x=(84, 996), click=True, edit=True, focus=True, long=True)
        s.gap(40)
        s.add("Cancel", cls="Button", res="android:id/button2", h=110, x=(600, 790), click=True, adv=False)
        s.add("OK", cls="Button", res="android:id/button1", h=110, x=(806, 996), click=True)
        return s

    def sortsheet(clock: str, files: list[tuple[str, str, str]]) -> Scr:
        s = downloads(clock, files, "Date modified")
        s.y = 1300
        s.add("Sort by", res="sort_sheet_title", h=110, x=(63, 1017))
        for opt in ["File name (A to Z)", "File name (Z to A)", "Date modified (newest first)", "Date modified (oldest first)",
                    "Size (largest first)", "Size (smallest first)"]:
            s.add(opt, cls="RadioButton", res="sort_option", h=120, x=(63, 1017), click=True, chk=opt.startswith("Date modified (n"))
        return s

    def pdf(clock: str) -> Scr:
        s = Scr(P, clock, 59)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("invoice_0923.pdf", res="toolbar_title", h=147, x=(168, 700), adv=False)
        s.add(desc="Share", cls="Button", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add("1 / 2", res="page_indicator", h=80, x=(440, 640))
        s.add("INVOICE #0923-4471\nNorthwind Fiber LLC · 1180 Alder Way, Portland OR\nBilling period: Aug 23 – Sep 22, 2023\n"
              "Fiber 500 plan ................ $55.00\nWi‑Fi extender rental ........... $7.00\nTaxes & fees .................... $4.18\n"
              "Total due: $66.18 · Due Sep 30, 2023", desc="Page 1 of 2", cls="View", res="pdf_page", h=1700, x=(42, 1038), scroll=True)
        return s

    by_date = [("boarding_pass_LH1423.pdf", "412 kB", "Oct 16"), ("setup_notes.txt", "6 kB", "Oct 14"),
               ("IMG_20231011_183322.jpg", "3.1 MB", "Oct 11"), ("podcast_ep112.mp3", "48.7 MB", "Oct 3"),
               ("invoice_0923.pdf", "248 kB", "Sep 23"), ("lease_agreement_signed.pdf", "1.9 MB", "Sep 8"),
               ("archive_2022.zip", "212 MB", "Jan 4")]
    renamed = [("wifi_setup_notes.txt" if n == "setup_notes.txt" else n, z, d) for n, z, d in by_date]
    by_size = [renamed[i] for i in (6, 3, 2, 5, 0, 4, 1)]
    by_size = [(n, "284 kB" if n == "invoice_0923.pdf" else z, d) for n, z, d in by_size]
    tr = Traj(browse("4:02"))
    tr.step(C("Downloads"), downloads("4:02", by_date, "Date modified"))
    tr.step(LP("setup_notes.txt"), downloads("4:02", by_date, "Date modified", selected="setup_notes.txt"))
    tr.step(C("More options"), downloads("4:02", by_date, "Date modified", selected="setup_notes.txt", menu=True))
    tr.step(C("Rename"), rename("4:03", "setup_notes.txt"))
    tr.step(TY("setup_notes.txt", "wifi_setup_notes.txt"), rename("4:03", "wifi_setup_notes.txt"))
    tr.step(C("OK"), downloads("4:03", renamed, "Date modified"))
    tr.step(C("Date modified"), sortsheet("4:03", renamed))
    tr.step(C("Size (largest first)"), downloads("4:04", by_size, "Size"))
    tr.step(C("invoice_0923.pdf"), pdf("4:04"))
    add(rs, "07", PIXEL6, tr, turn=8,
        kind="After sorting by size, invoice_0923.pdf is listed as 284 kB though it was 248 kB before and was never touched.")


# ---------------------------------------------------------------- 08 Broccoli (clean)
def t08(rs: RowSet) -> None:
    P = "com.flauschcode.broccoli"
    desc = {"Banana Bread": "Moist loaf with walnuts, uses 3 overripe bananas.",
            "Lemon Herb Chicken": "Sheet-pan thighs with lemon, thyme and potatoes.",
            "Mushroom Risotto": "Creamy arborio risotto with cremini mushrooms and parmesan.",
            "Overnight Oats": "Oats soaked in milk and yogurt with chia and berries.",
            "Shakshuka": "Eggs poached in spiced tomato and pepper sauce.",
            "Thai Green Curry": "Chicken, aubergine and basil in coconut green curry."}
    ingr0 = ["300 g arborio rice", "400 g cremini mushrooms, sliced", "1 onion, finely chopped", "2 cloves garlic, minced",
             "120 ml dry white wine", "1.2 l warm vegetable stock", "50 g parmesan, grated", "2 tbsp butter"]
    ingr1 = ingr0[:6] + ["150 g frozen peas"] + ingr0[6:]
    steps = ("1. Sauté onion in 1 tbsp butter for 4 min, add garlic and mushrooms and cook until browned.\n"
             "2. Stir in the rice and toast for 2 min, then deglaze with the wine.\n"
             "3. Add stock one ladle at a time, stirring, for about 20 min.\n"
             "4. Off the heat, beat in the remaining butter and the parmesan. Rest 2 min and serve.")

    def listing(clock: str, titles: list[str]) -> Scr:
        s = Scr(P, clock, 73)
        s.add(desc="Open navigation drawer", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Recipes", res="toolbar_title", h=147, x=(168, 700), adv=False)
        s.add(desc="Search", cls="Button", res="action_search", click=True, box=(936, 1038, 150, 297))
        s.y = 320
        for t in titles:
            key = "Mushroom Risotto" if "Risotto" in t else t
            s.add(desc=f"{t} image", cls="ImageView", res="card_image", h=230, x=(63, 300), adv=False)
            s.add(t, res="card_text_view_title", h=90, x=(330, 1017), click=True, adv=False)
            s.add(desc[key], res="card_text_view_description", box=(330, 1017, s.y + 90, s.y + 230))
            s.y += 250
        s.add(desc="Add recipe", cls="ImageButton", res="fab", click=True, box=(849, 1017, 2130, 2298))
        return s

    def detail(clock: str, title: str, ingr: list[str]) -> Scr:
        s = Scr(P, clock, 73)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add(desc="Edit", cls="Button", res="action_edit", click=True, box=(732, 834, 150, 297))
        s.add(desc="Favorite", cls="Button", res="action_favorite", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add(desc="Recipe image", cls="ImageView", res="recipe_image", h=420, x=(0, 1080))
        s.add(title, res="recipe_details_title", h=110, x=(63, 1017))
        s.add(desc["Mushroom Risotto"], res="recipe_details_description", h=120, x=(63, 1017))
        s.add("4 servings", res="recipe_details_servings", h=70, x=(63, 500), adv=False)
        s.add("50 min", res="recipe_details_preparation_time", h=70, x=(540, 1017))
        s.add("Source: seriouseats.com", res="recipe_details_source", h=70, x=(63, 1017))
        s.add("Ingredients", res="recipe_details_ingredients_title", h=90, x=(63, 1017))
        for line in ingr:
            s.add("• " + line, res="ingredient_text", h=64, x=(84, 1017))
        s.add("Directions", res="recipe_details_directions_title", h=90, x=(63, 1017))
        s.add(steps, res="recipe_details_directions", h=420, x=(63, 1017))
        return s

    def edit(clock: str, title: str, ingr: list[str], focus: str = "") -> Scr:
        s = Scr(P, clock, 73)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Edit recipe", res="toolbar_title", h=147, x=(168, 700), adv=False)
        s.add(desc="Save", cls="Button", res="action_save", click=True, box=(936, 1038, 150, 297))
        s.y = 320
        for v, hint, h in [(title, "Title", 150), ("", "Categories", 150), (desc["Mushroom Risotto"], "Description", 200),
                           ("4", "Servings", 150), ("50 min", "Preparation time", 150), ("seriouseats.com", "Source", 150),
                           ("\n".join(ingr), "Ingredients", 420), (steps, "Directions", 300)]:
            s.add(v, cls="EditText", res="edit_" + hint.lower().replace(" ", "_"), h=h, x=(63, 1017), click=True, edit=True,
                  hint=hint, focus=hint == focus, long=True)
        return s

    t0 = list(desc)
    t1 = ["Mushroom & Pea Risotto" if t == "Mushroom Risotto" else t for t in t0]
    new = "Mushroom & Pea Risotto"
    tr = Traj(listing("6:31", t0))
    tr.step(C("Mushroom Risotto"), detail("6:31", "Mushroom Risotto", ingr0))
    tr.step(C("Edit"), edit("6:31", "Mushroom Risotto", ingr0))
    tr.step(TY("Mushroom Risotto", new), edit("6:32", new, ingr0, focus="Title"))
    tr.step(TY("Ingredients", "\n".join(ingr1)), edit("6:33", new, ingr1, focus="Ingredients"))
    tr.step(C("Save"), detail("6:33", new, ingr1))
    tr.step(BACK, listing("6:33", t1))
    tr.step(C(new), detail("6:34", new, ingr1))
    add(rs, "08", PIXEL7, tr)


# ---------------------------------------------------------------- 09 Phone (blocked number offered for blocking again)
def t09(rs: RowSet) -> None:
    P = "com.google.android.dialer"
    NUM = "+1 415-555-0198"

    def recents(clock: str, blocked: bool, expanded: bool = False, menu: list[str] | None = None, toast: str | None = None) -> Scr:
        s = Scr(P, clock, 93)
        s.add("Search contacts & places", res="open_search_bar_text_view", h=150, x=(42, 900), click=True, adv=False)
        s.add(desc="More options", cls="ImageView", res="open_search_bar_overflow", h=150, x=(912, 1038), click=True)
        s.add("Today", res="call_log_header", h=90, x=(63, 1017))
        rows = [(NUM, ("Blocked · " if blocked else "") + "Missed call · 9:12 AM", "Missed call"),
                ("Mom", "Mobile · 8:40 AM", "Outgoing call"),
                ("Yesterday", None, None),
                ("Dr. Alvarez Office", "Work · 4:55 PM", "Incoming call"),
                ("Jonas Berg", "Mobile · 11:02 AM", "Outgoing call"),
                ("Older", None, None),
                ("Pizzeria Napoli", "Sun · 7:18 PM", "Incoming call"),
                (NUM, ("Blocked · " if blocked else "") + "Sat · 6:03 PM", "Incoming call"),
                ("+1 628-555-0147", "Fri · 2:31 PM", "Missed call"),
                ("Mom (2)", "Mobile · Thu · 6:05 PM", "Outgoing call")]
        for name, sub, kind in rows:
            if sub is None:
                s.add(name, res="call_log_header", h=90, x=(63, 1017))
                continue
            s.add(desc=f"Photo for {name}", cls="ImageView", res="quick_contact_photo", h=160, x=(63, 189), click=True, adv=False)
            s.add(name, res="primary_text", h=85, x=(220, 860), click=True, long=True, adv=False)
            s.add(desc=f"Call {name.split(' (')[0]}", cls="ImageView", res="call_button", h=160, x=(897, 1017), click=True)
            s.y -= 75
            s.add(sub, desc=kind, res="secondary_text", h=75, x=(220, 860))
            if expanded and name == NUM and "9:12" in sub:
                for k, a in enumerate(["Add contact", "Message", "History"]):
                    s.add(a, cls="Button", res="call_log_action", click=True, box=(220 + k * 270, 470 + k * 270, s.y, s.y + 130))
                s.y += 140
        for i, t in enumerate(["Favorites", "Recents", "Contacts", "Voicemail"]):
            s.add(t, res="navigation_bar_item_small_label_view", click=True, sel=t == "Recents", box=(i * 270, i * 270 + 270, 2190, 2337))
        if menu:
            s.add(NUM, res="popup_header", box=(160, 920, 800, 900))
            for k, m in enumerate(menu):
                s.add(m, res="popup_item", click=True, box=(160, 920, 900 + k * 126, 1026 + k * 126))
        if toast:
            s.add(toast, pkg="com.android.systemui", box=(200, 880, 1980, 2090))
        return s

    def details(clock: str, blocked: bool, toast: str | None = None) -> Scr:
        s = Scr(P, clock, 93)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Call details", res="toolbar_title", h=147, x=(168, 800))
        s.add(desc=f"Photo for {NUM}", cls="ImageView", res="contact_photo", h=230, x=(425, 655))
        s.add(NUM, res="contact_name", h=100, x=(63, 1017))
        s.add("Blocked" if blocked else "San Francisco, CA", res="phone_number", h=70, x=(63, 1017))
        for k, a in enumerate(["Call", "Message", "Add contact"]):
            s.add(a, cls="Button", res="call_details_action", click=True, box=(63 + k * 318, 381 + k * 318, s.y + 10, s.y + 170))
        s.y += 190
        s.add("Missed call", res="call_type", h=70, x=(189, 1017))
        s.add("Today · 9:12 AM", res="date", h=60, x=(189, 1017))
        s.add("Incoming call", res="call_type", h=70, x=(189, 1017))
        s.add("Sat, Oct 14 · 6:03 PM · 1 min 4 sec", res="date", h=60, x=(189, 1017))
        s.gap(40)
        for opt in ["Unblock number" if blocked else "Block/report spam", "Copy number", "Edit number before call", "Delete history"]:
            s.add(opt, res="call_details_option", h=120, x=(63, 1017), click=True)
        if toast:
            s.add(toast, pkg="com.android.systemui", box=(200, 880, 1980, 2090))
        return s

    def dialog(clock: str) -> Scr:
        s = Scr(P, clock, 93, top=820)
        s.add(f"Block {NUM}?", res="alertTitle", h=110, x=(84, 996))
        s.add("You will no longer receive calls or texts from this number.", res="android:id/message", h=130, x=(84, 996))
        s.add("Report call as spam", cls="CheckBox", res="report_number_checkbox", h=110, x=(84, 996), click=True, chk=True)
        s.gap(30)
        s.add("Cancel", cls="Button", res="android:id/button2", h=110, x=(600, 790), click=True, adv=False)
        s.add("Block", cls="Button", res="android:id/button1", h=110, x=(806, 996), click=True)
        return s

    tr = Traj(recents("9:31", False))
    tr.step(C(NUM), recents("9:31", False, expanded=True))
    tr.step(C("History"), details("9:31", False))
    tr.step(C("Block/report spam"), dialog("9:32"))
    tr.step(C("Block"), details("9:32", True, toast=f"{NUM} blocked"))
    tr.step(BACK, recents("9:32", True))
    tr.step(LP(NUM), recents("9:33", True, menu=["Copy number", "Edit number before call", "Block/report spam", "Delete"]))
    tr.step(C("Copy number"), recents("9:33", True, toast="Phone number copied"))
    add(rs, "09", PIXEL6, tr, turn=6,
        kind="The number blocked at turn 4 (details showed Unblock number, the list shows Blocked) is offered Block/report spam again in its menu, as if unblocked.")


# ---------------------------------------------------------------- 10 Transit (clean, hierarchy dump)
def t10(rs: RowSet) -> None:
    P = "com.thetransitapp.droid"
    X = "xml"
    lines = [("14", "Mission", "Downtown", "Mission St & 16th St", [3, 11]),
             ("49", "Van Ness-Mission", "North Point", "Mission St & 16th St", [6, 18]),
             ("Red", "BART Red Line", "Richmond", "16th St Mission", [5, 20]),
             ("22", "Fillmore", "Marina", "16th St & Valencia St", [9, 24]),
             ("33", "Ashbury-18th", "Haight", "18th St & Valencia St", [13, 28])]

    def home(clock: str, shift: int) -> Scr:
        s = Scr(P, clock, 66, fmt=X)
        s.add(desc="Map", cls="View", res="map_view", h=620, x=(0, 1080))
        s.add("Where to?", res="search_bar", h=140, x=(42, 1038), click=True)
        s.add("Nearby · updated live", res="nearby_header", h=80, x=(63, 1017))
        for short, name, head, stop, mins in lines:
            s.add(short, desc=f"Route {short}", res="route_short_name", h=130, x=(63, 200), adv=False)
            s.add(name, res="route_long_name", h=70, x=(220, 720), click=True, adv=False)
            s.add("  ".join(f"{m - shift} min" for m in mins), res="departures", h=130, x=(740, 1017), adv=False)
            s.add(f"→ {head} · {stop}", res="route_headsign", box=(220, 720, s.y + 70, s.y + 130))
            s.y += 150
        return s

    def search(clock: str, q: str) -> Scr:
        s = Scr(P, clock, 66, fmt=X)
        s.add(desc="Back", cls="ImageButton", h=140, x=(0, 140), click=True, adv=False)
        s.add(q, cls="EditText", res="search_input", h=140, x=(150, 1038), click=True, edit=True, focus=True, hint="Where to?")
        if not q:
            for t, sub in [("Home", "2315 Folsom St"), ("Work", "535 Mission St"), ("Ferry Building", "1 Ferry Building, San Francisco")]:
                s.add(t, res="place_name", h=80, x=(140, 1017), click=True)
                s.add(sub, res="place_address", h=60, x=(140, 1017))
        else:
            for t, sub in [("Ferry Building", "San Francisco, CA"), ("Ferry Building Marketplace", "1 Ferry Building, San Francisco, CA"),
                           ("Ferry Plaza Farmers Market", "Embarcadero, San Francisco, CA")]:
                s.add(t, res="place_name", h=80, x=(140, 1017), click=True)
                s.add(sub, res="place_address", h=60, x=(140, 1017))
        return s

    def options(clock: str) -> Scr:
        s = Scr(P, clock, 66, fmt=X)
        s.add(desc="Back", cls="ImageButton", h=140, x=(0, 140), click=True, adv=False)
        s.add("Current location → Ferry Building", res="trip_title", h=140, x=(150, 1038))
        s.add("Leave now", cls="Button", res="time_selector", h=110, x=(63, 500), click=True)
        for title, times, dur, legs in [("BART Red Line", "8:41 → 8:55", "18 min", "Walk 4 min · Red Line 4 stops · Walk 5 min"),
                                        ("Bay Wheels", "8:37 → 9:01", "24 min", "Walk 2 min · Bike 19 min · Walk 3 min · $3.49"),
                                        ("14 Mission", "8:39 → 9:03", "26 min", "Walk 2 min · 14 Mission 17 stops · Walk 3 min")]:
            s.add(title, res="itinerary_title", h=80, x=(63, 760), click=True, adv=False)
            s.add(dur, res="itinerary_duration", h=80, x=(780, 1017))
            s.add(times, res="itinerary_times", h=60, x=(63, 1017))
            s.add(legs, res="itinerary_legs", h=60, x=(63, 1017))
            s.gap(30)
        return s

    def trip(clock: str) -> Scr:
        s = Scr(P, clock, 66, fmt=X)
        s.add(desc="Back", cls="ImageButton", h=140, x=(0, 140), click=True, adv=False)
        s.add("BART Red Line · 18 min", res="trip_title", h=140, x=(150, 1038))
        for a, b in [("Walk 4 min", "to 16th St Mission, platform 1"), ("Red Line → Richmond", "Departs 8:41 · 4 stops"),
                     ("Get off at Embarcadero", "8:50"), ("Walk 5 min", "to Ferry Building"), ("Arrive", "8:55")]:
            s.add(a, res="step_title", h=80, x=(140, 1017))
            s.add(b, res="step_subtitle", h=60, x=(140, 1017))
            s.gap(20)
        s.add("GO", cls="Button", res="go_button", click=True, box=(780, 1017, 2120, 2280))
        return s

    def go(clock: str, mins: int) -> Scr:
        s = Scr(P, clock, 66, fmt=X)
        s.add(desc="Back", cls="ImageButton", h=140, x=(0, 140), click=True, adv=False)
        s.add("GO · Ferry Building", res="go_title", h=140, x=(150, 1038))
        s.add("Walk to 16th St Mission", res="go_instruction", h=120, x=(63, 1017))
        s.add(f"Red Line → Richmond in {mins} min", res="go_next_departure", h=100, x=(63, 1017))
        s.add("Arrive 8:55", res="go_eta", h=80, x=(63, 1017))
        s.add(desc="Map", cls="View", res="map_view", h=900, x=(0, 1080))
        s.add("Stop", cls="Button", res="go_stop", click=True, box=(63, 500, 2120, 2280))
        return s

    tr = Traj(home("8:36", 0))
    tr.step(C("Where to?"), search("8:36", ""))
    tr.step(TY("Where to?", "Ferry Building"), search("8:37", "Ferry Building"))
    tr.step(C("Ferry Building", 1), options("8:37"))
    tr.step(C("BART Red Line"), trip("8:37"))
    tr.step(C("GO"), go("8:37", 4))
    tr.step(WAIT, go("8:38", 3))
    tr.step(BACK, trip("8:38"))
    tr.step(BACK, options("8:38"))
    tr.step(BACK, home("8:38", 2))
    add(rs, "10", "a Pixel 6a (1080 x 2400, Android 13) in San Francisco; screens are uiautomator dumps", tr, fmt=X)


# ---------------------------------------------------------------- 11 Simple SMS Messenger (clean)
def t11(rs: RowSet) -> None:
    P = "com.simplemobiletools.smsmessenger"
    convs0 = [("Carlos Méndez", "Ok, I'll bring the projector", "10:09 AM"), ("Emma Fischer", "See you at 7 then!", "10:02 AM"),
              ("+1 650-555-0123", "Your verification code is 482913. It expires in 10 minutes.", "9:48 AM"),
              ("Dad", "Did the package arrive?", "Oct 16"), ("Lena Hoffmann", "Photo", "Oct 15"),
              ("CVS Pharmacy", "Your prescription is ready for pickup at 2300 16th St.", "Oct 13")]
    sent = "Can we make it 7:30? Work is running late."
    convs1 = [("Emma Fischer", sent, "10:15 AM")] + [c for c in convs0 if c[0] != "Emma Fischer"]

    def listing(clock: str, convs: list[tuple[str, str, str]], selected: str | None = None, dialog: bool = False) -> Scr:
        s = Scr(P, clock, 81)
        if selected:
            s.add(desc="Done", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
            s.add("1 / 6", res="select_all_title", h=147, x=(168, 500), adv=False)
            s.add(desc="Delete", cls="Button", res="cab_delete", click=True, box=(636, 738, 150, 297))
            s.add(desc="Archive", cls="Button", res="cab_archive", click=True, box=(738, 840, 150, 297))
            s.add(desc="Block number", cls="Button", res="cab_block_number", click=True, box=(840, 936, 150, 297))
            s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        else:
            s.add("Search", cls="EditText", res="top_toolbar_search", h=147, x=(42, 840), click=True, edit=True, hint="Search", adv=False)
            s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        for name, snip, date in convs:
            s.add(desc=None, cls="ImageView", res="conversation_image", h=190, x=(42, 190), adv=False)
            s.add(name, res="conversation_address", h=70, x=(220, 800), click=True, long=True, sel=name == selected, adv=False)
            s.add(date, res="conversation_date", h=70, x=(820, 1038))
            s.add(snip, res="conversation_body_short", h=120, x=(220, 1038))
        s.add(desc="New conversation", cls="ImageButton", res="conversations_fab", click=True, box=(849, 1017, 2130, 2298))
        if dialog:
            s.add("Are you sure you want to delete 1 conversation?", res="dialog_confirmation_message", box=(84, 996, 980, 1160))
            s.add("No", cls="Button", res="android:id/button2", click=True, box=(600, 790, 1180, 1290))
            s.add("Yes", cls="Button", res="android:id/button1", click=True, box=(806, 996, 1180, 1290))
        return s

    def thread(clock: str, field: str, extra: tuple[str, str] | None = None, focus: bool = False) -> Scr:
        s = Scr(P, clock, 81)
        s.add(desc="Back", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Emma Fischer", res="thread_toolbar_title", h=80, x=(168, 700), adv=False)
        s.add(desc="Dial number", cls="Button", res="dial_number", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.add("+49 1512 334 8870", res="thread_toolbar_subtitle", box=(168, 700, 230, 290))
        s.y = 320
        s.add("Today", res="thread_date_time", h=80, x=(400, 680))
        for who, body, t in [("in", "Are we still on for dinner tonight?", "9:55 AM"), ("out", "Yes! 7pm at Nopa?", "9:58 AM"),
                             ("in", "See you at 7 then!", "10:02 AM")]:
            x = (63, 760) if who == "in" else (320, 1017)
            s.add(body, res="thread_message_body", h=130, x=x, long=True)
            s.add(t, res="thread_message_time", h=50, x=x)
            s.gap(20)
        if extra:
            s.add(sent, res="thread_message_body", h=130, x=(320, 1017), long=True)
            s.add(extra[0], res="thread_message_time", h=50, x=(320, 1017), adv=False)
            s.add(extra[1], res="thread_message_sent_status", h=50, x=(700, 1017))
        s.add(field, cls="EditText", res="thread_type_message", click=True, edit=True, focus=focus, hint="Type a message…",
              box=(42, 860, 2180, 2320))
        s.add("SIM 1", desc="SIM 1 · T-Mobile", res="thread_select_sim_number", click=True, box=(860, 940, 2180, 2320))
        s.add(desc="Send", cls="ImageButton", res="thread_send_message", click=True, enabled=bool(field), box=(940, 1038, 2180, 2320))
        return s

    tr = Traj(listing("10:14", convs0))
    tr.step(C("Emma Fischer"), thread("10:14", ""))
    tr.step(C("Type a message…"), thread("10:14", "", focus=True))
    tr.step(TY("Type a message…", sent), thread("10:15", sent, focus=True))
    tr.step(C("Send"), thread("10:15", "", ("10:15 AM", "Sending…"), focus=True))
    tr.step(WAIT, thread("10:15", "", ("10:15 AM", "Delivered"), focus=True))
    tr.step(C("Back"), listing("10:15", convs1))
    tr.step(LP("+1 650-555-0123"), listing("10:16", convs1, selected="+1 650-555-0123"))
    tr.step(C("Delete"), listing("10:16", convs1, selected="+1 650-555-0123", dialog=True))
    add(rs, "11", PIXEL7, tr)


# ---------------------------------------------------------------- 12 Libby (new loan's due date shifts, hierarchy dump)
def t12(rs: RowSet) -> None:
    P = "com.overdrive.mobile.android.libby"
    X = "xml"

    def nav(s: Scr, cur: str) -> None:
        for i, t in enumerate(["Library", "Shelf", "Timeline"]):
            s.add(t, cls="Button", res="nav_" + t.lower(), click=True, sel=t == cur, box=(i * 360, i * 360 + 360, 2200, 2337))

    def shelf(clock: str, loans: list[tuple[str, str, str, str]]) -> Scr:
        s = Scr(P, clock, 47, fmt=X)
        s.add("Shelf", res="shelf_title", h=130, x=(63, 1017))
        for k, t in enumerate(["loans", "holds", "tags"]):
            s.add(f"{len(loans)} loans" if t == "loans" else ("2 holds" if t == "holds" else "4 tags"), cls="Button", res="shelf_tab_" + t,
                  click=True, sel=t == "loans", box=(63 + k * 318, 381 + k * 318, s.y, s.y + 110))
        s.y += 130
        s.add("Santa Clara County Library · card •••• 4417", res="library_card", h=70, x=(63, 1017))
        for title, author, fmt, due in loans:
            s.add(desc=f"Cover of {title}", cls="Image", res="cover", h=330, x=(63, 290), adv=False)
            s.add(title, res="title_heading", h=110, x=(320, 1017), adv=False)
            s.add(author, res="title_author", box=(320, 1017, s.y + 110, s.y + 170))
            s.add(f"{fmt} · {due}", res="loan_due", box=(320, 1017, s.y + 170, s.y + 230))
            s.add("Open Book" if fmt == "Ebook" else "Open Audiobook", cls="Button", res="open_button", click=True,
                  box=(320, 650, s.y + 240, s.y + 330))
            s.add("Manage Loan", cls="Button", res="manage_loan", click=True, box=(670, 1017, s.y + 240, s.y + 330))
            s.y += 360
        nav(s, "Shelf")
        return s

    def library(clock: str, q: str | None) -> Scr:
        s = Scr(P, clock, 47, fmt=X)
        s.add("Santa Clara County Library", res="library_name", h=130, x=(63, 1017))
        s.add(q or "", cls="EditText", res="search_input", h=130, x=(63, 1017), click=True, edit=True, focus=q is not None,
              hint="Search for a book...")
        if q:
            for sug in ["Lessons in Chemistry", "Lessons in Chemistry: A Novel (Audiobook)", "Lessons in Chemistry (Movie Tie-In)"]:
                s.add(sug, res="search_suggestion", h=110, x=(63, 1017), click=True)
        else:
            for g in ["Available now: Fiction", "Staff picks · October", "Most popular audiobooks", "New ebook additions"]:
                s.add(g, res="guide_link", h=140, x=(63, 1017), click=True)
        nav(s, "Library")
        return s

    def results(clock: str) -> Scr:
        s = Scr(P, clock, 47, fmt=X)
        s.add(desc="Back", cls="Button", h=130, x=(0, 140), click=True, adv=False)
        s.add("“Lessons in Chemistry” · 3 results", res="search_header", h=130, x=(160, 1017))
        for fmt, status, btn in [("Ebook", "Available", "Borrow"), ("Audiobook", "Wait list: 12 weeks · 31 people", "Place Hold"),
                                 ("Ebook", "Movie tie-in · Wait list: 4 weeks · 6 people", "Place Hold")]:
            s.add(desc="Cover of Lessons in Chemistry", cls="Image", res="cover", h=330, x=(63, 290), adv=False)
            s.add("Lessons in Chemistry", res="title_heading", h=100, x=(320, 1017), adv=False)
            s.add("Bonnie Garmus", res="title_author", box=(320, 1017, s.y + 100, s.y + 160))
            s.add(f"{fmt} · {status}", res="title_status", box=(320, 1017, s.y + 160, s.y + 230))
            s.add(btn, cls="Button", res="title_action", click=True, box=(320, 700, s.y + 240, s.y + 330))
            s.y += 360
        nav(s, "Library")
        return s

    def sheet(clock: str, lines: list[str], buttons: list[str]) -> Scr:
        s = Scr(P, clock, 47, fmt=X, top=980)
        for k, ln in enumerate(lines):
            s.add(ln, res="sheet_heading" if k == 0 else "sheet_text", h=120 if k == 0 else 90, x=(63, 1017))
        s.gap(30)
        for b in buttons:
            s.add(b, cls="Button", res="sheet_button", h=140, x=(63, 1017), click=True)
        return s

    def reader(clock: str) -> Scr:
        s = Scr(P, clock, 46, fmt=X)
        s.add("The Overstory", res="reader_title", h=110, x=(63, 1017))
        s.add("ROOTS · 9", res="reader_chapter", h=80, x=(63, 1017))
        s.add("Light rain fell on the Hoels' acreage all that spring, and the chestnut the old man had planted kept growing as if nothing in the world could stop it. Every month he took the same photograph from the same spot, and the stack of prints in the drawer grew thicker ...",
              res="reader_page", h=1600, x=(63, 1017), scroll=True)
        s.add("p. 118 of 502 · 23% · 3 hr 40 min left in book", res="reader_progress", h=90, x=(63, 1017))
        return s

    loans0 = [("The Overstory", "Richard Powers", "Ebook", "Due Oct 20 · 3 days"),
              ("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "Audiobook", "Due Oct 26 · 9 days")]
    loans_bad = loans0 + [("Lessons in Chemistry", "Bonnie Garmus", "Ebook", "Due Nov 2 · 16 days")]
    tr = Traj(shelf("7:52", loans0))
    tr.step(C("Library"), library("7:52", None))
    tr.step(TY("Search for a book...", "Lessons in Chemistry"), library("7:52", "Lessons in Chemistry"))
    tr.step(ENTER, results("7:53"))
    tr.step(C("Borrow"), sheet("7:53", ["Lessons in Chemistry", "Ebook · Bonnie Garmus", "Santa Clara County Library · card •••• 4417",
                                        "Lending period: 14 days", "Due Oct 31, 2023"], ["Borrow!", "Cancel"]))
    tr.step(C("Borrow!"), sheet("7:53", ["Happy reading!", "Lessons in Chemistry is on your Shelf.", "Due Oct 31, 2023 · 14 days",
                                         "You have 3 of 10 loans."], ["Open Book", "Keep Browsing", "Go To Shelf"]))
    tr.step(C("Go To Shelf"), shelf("7:54", loans_bad))
    tr.step(C("Manage Loan"), sheet("7:54", ["The Overstory", "Ebook · Due Oct 20 · 3 days", "No holds: you can renew this loan now."],
                                    ["Renew Loan", "Return Early", "Read With...", "Cancel"]))
    tr.step(C("Renew Loan"), sheet("7:54", ["Renew The Overstory?", "A new 14-day lending period starts when the current one ends.",
                                            "New due date: Nov 3, 2023"], ["Renew!", "Cancel"]))
    tr.step(C("Renew!"), sheet("7:55", ["Renewed!", "The Overstory is now due Nov 3, 2023."], ["Open Book", "Close"]))
    tr.step(C("Open Book"), reader("7:55"))
    add(rs, "12", "a Pixel 7a (1080 x 2400, Android 14) with Libby; screens are uiautomator dumps", tr, fmt=X, turn=6,
        kind="The loan just confirmed as due Oct 31, 2023 (14 days) appears on the Shelf as due Nov 2 (16 days) with nothing changed in between.")


# ---------------------------------------------------------------- 13 Camera + Photos (file name digits change)
def t13(rs: RowSet) -> None:
    CAM = "com.google.android.GoogleCamera"
    PH = "com.google.android.apps.photos"

    def camera(clock: str, last: str) -> Scr:
        s = Scr(CAM, clock, 71)
        s.add(desc="Camera settings", cls="ImageButton", res="settings_button", click=True, box=(42, 170, 170, 298))
        s.add(desc="Flash off", cls="ImageButton", res="flash_button", click=True, box=(476, 604, 170, 298))
        s.add(desc="Viewfinder", cls="View", res="viewfinder_frame", box=(0, 1080, 320, 1760))
        s.add("1x", desc="Zoom 1x", cls="Button", res="zoom_button", click=True, sel=True, box=(470, 610, 1620, 1720))
        for k, m in enumerate(["Night Sight", "Portrait", "Photo", "Video", "Modes"]):
            s.add(m, cls="Button", res="mode_" + m.lower().replace(" ", "_"), click=True, sel=m == "Photo",
                  box=(20 + k * 208, 228 + k * 208, 1800, 1900))
        s.add(desc=f"Open Photos. Last photo taken at {last}", cls="ImageButton", res="thumbnail_button", click=True, box=(90, 250, 2000, 2160))
        s.add(desc="Take photo", cls="ImageButton", res="shutter_button", click=True, box=(430, 650, 1970, 2190))
        s.add(desc="Switch to front camera", cls="ImageButton", res="camera_switch_button", click=True, box=(830, 990, 2000, 2160))
        return s

    def viewer(clock: str) -> Scr:
        s = Scr(PH, clock, 71)
        s.add(desc="Back", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Today", res="title", h=80, x=(168, 700), adv=False)
        s.add(desc="Cast", cls="Button", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.add("2:32 PM", res="subtitle", box=(168, 700, 230, 290))
        s.add(desc="Photo taken on Oct 17, 2023 2:32:05 PM", cls="ImageView", res="photo_view", box=(0, 1080, 300, 2080))
        for k, a in enumerate(["Share", "Edit", "Lens", "Delete"]):
            s.add(desc=a, cls="ImageButton", res="action_" + a.lower(), click=True, box=(60 + k * 255, 200 + k * 255, 2160, 2300))
        return s

    def info(clock: str, desc_text: str, focus: bool, fname: str) -> Scr:
        s = Scr(PH, clock, 71)
        s.add(desc="Back", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Today", res="title", h=80, x=(168, 700), adv=False)
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.add("2:32 PM", res="subtitle", box=(168, 700, 230, 290))
        s.y = 300
        s.add(desc="Photo taken on Oct 17, 2023 2:32:05 PM", cls="ImageView", res="photo_view", h=600, x=(0, 1080))
        s.add(desc_text, cls="EditText", res="description_edit_text", h=130, x=(63, 1017), click=True, edit=True, focus=focus,
              hint="Add a description")
        s.add("Details", res="details_header", h=100, x=(63, 1017))
        for a, b in [("Tue, Oct 17, 2023 · 2:32 PM", "GMT-07:00"), (fname, "12.5MP · 4080 × 3072"),
                     ("2.8 MB · Backed up (original quality)", "/Internal storage/DCIM/Camera"),
                     ("Google Pixel 6", "ƒ/1.85 · 1/120 · 6.81mm · ISO87"),
                     ("Mission Dolores Park", "Dolores St & 19th St, San Francisco, CA")]:
            s.add(a, res="details_primary", h=75, x=(189, 1017))
            s.add(b, res="details_secondary", h=60, x=(189, 1017))
            s.gap(20)
        return s

    f = "PXL_20231017_213205123.jpg"
    tr = Traj(camera("2:31", "1:05 PM"))
    tr.step(C("Take photo"), camera("2:32", "2:32 PM"))
    tr.step(C("Open Photos. Last photo taken at 2:32 PM"), viewer("2:32"))
    tr.step(scroll("down"), info("2:32", "", False, f))
    tr.step(C("Add a description"), info("2:33", "", True, f))
    tr.step(TY("Add a description", "Farmers market haul"), info("2:33", "Farmers market haul", True, f))
    tr.step(ENTER, info("2:33", "Farmers market haul", False, "PXL_20231017_213205213.jpg"))
    tr.step(C("Back"), viewer("2:34"))
    add(rs, "13", PIXEL6, tr, turn=6,
        kind="The photo's file name PXL_20231017_213205123.jpg comes back as PXL_20231017_213205213.jpg after only a description was added.")


# ---------------------------------------------------------------- 14 Planta (clean)
def t14(rs: RowSet) -> None:
    P = "com.stromming.planta"
    plants = {"Monty": ("Monstera deliciosa", "Living room"), "Figgy": ("Ficus lyrata", "Living room"),
              "Calathea orbifolia": ("Calathea orbifolia", "Bedroom"), "Snake plant": ("Sansevieria trifasciata", "Bedroom"),
              "Neon": ("Epipremnum aureum 'Neon'", "Kitchen"), "Basil": ("Ocimum basilicum", "Kitchen")}

    def nav(s: Scr, cur: str) -> None:
        for i, t in enumerate(["Today", "My Plants", "Explore", "Profile"]):
            s.add(t, res="navigation_bar_item_small_label_view", click=True, sel=t == cur, box=(i * 270, i * 270 + 270, 2190, 2337))

    def today(clock: str, tasks: list[tuple[str, str]], done: list[str], names: dict[str, str]) -> Scr:
        s = Scr(P, clock, 58)
        s.add("Today", res="header_title", h=110, x=(63, 1017))
        s.add("Tuesday, October 17", res="header_subtitle", h=70, x=(63, 700), adv=False)
        s.add(f"{len(tasks)} tasks left", res="header_count", h=70, x=(720, 1017))
        for verb, key in tasks:
            sp, site = plants[key]
            s.add(verb, res="task_action", h=70, x=(63, 300))
            s.add(names.get(key, key), res="task_plant_name", h=80, x=(189, 860), click=True, adv=False)
            s.add(None, desc=f"Mark {verb.lower()} {names.get(key, key)} as done", cls="CheckBox", res="task_checkbox", h=150, x=(897, 1017),
                  click=True, chk=False)
            s.y -= 70
            s.add(f"{sp} · {site}", res="task_plant_subtitle", h=70, x=(189, 860))
            s.gap(20)
        if done:
            s.add("Done today", res="done_header", h=90, x=(63, 1017))
            for d in done:
                s.add(d, res="done_item", h=80, x=(63, 1017))
        nav(s, "Today")
        return s

    def myplants(clock: str, keys: list[str], names: dict[str, str], water: dict[str, str]) -> Scr:
        s = Scr(P, clock, 58)
        s.add("My Plants", res="header_title", h=110, x=(63, 700), adv=False)
        s.add(f"{len(keys)} plants", res="header_count", h=110, x=(720, 1017))
        site = ""
        for key in keys:
            sp, st = plants[key]
            if st != site:
                s.add(st, res="site_header", h=90, x=(63, 1017))
                site = st
            s.add(desc=f"Photo of {names.get(key, key)}", cls="ImageView", res="plant_image", h=160, x=(63, 223), adv=False)
            s.add(names.get(key, key), res="plant_name", h=75, x=(250, 760), click=True, adv=False)
            s.add(water[key], res="plant_next_task", h=75, x=(780, 1017))
            s.add(sp, res="plant_species", h=65, x=(250, 760))
            s.gap(20)
        s.add(desc="Add plant", cls="ImageButton", res="fab_add_plant", click=True, box=(849, 1017, 2000, 2168))
        nav(s, "My Plants")
        return s

    def page(clock: str, key: str, name: str, menu: bool = False) -> Scr:
        sp, site = plants[key]
        s = Scr(P, clock, 58)
        s.add(desc="Back", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add(desc="Edit plant", cls="Button", res="action_edit", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add(desc=f"Photo of {name}", cls="ImageView", res="plant_header_image", h=520, x=(0, 1080))
        s.add(name, res="plant_title", h=110, x=(63, 1017))
        if key == "Neon":
            s.add(f"{sp} · {site} · Small pot 12 cm", res="plant_subtitle", h=70, x=(63, 1017))
            care = [("Water", "Every 6 days · today"), ("Fertilize", "Every 6 weeks · Thu, Nov 9"),
                    ("Light", "Medium indirect, 2 m from north window"), ("Added", "Jun 14, 2023")]
        else:
            s.add(f"{sp} · {site} · Medium pot 17 cm", res="plant_subtitle", h=70, x=(63, 1017))
            care = [("Water", "Every 5 days · Wed, Oct 18"), ("Mist", "Every 2 days · today"), ("Fertilize", "Every 4 weeks · Tue, Oct 31"),
                    ("Light", "Bright indirect, 1.5 m from east window"), ("Added", "Aug 2, 2023")]
        s.add("Care plan", res="section_title", h=100, x=(63, 1017))
        for a, b in care:
            s.add(a, res="care_title", h=70, x=(63, 1017))
            s.add(b, res="care_value", h=60, x=(63, 1017))
            s.gap(16)
        if menu:
            for k, m in enumerate(["Move to another site", "Change pot", "Remove plant"]):
                s.add(m, res="title", click=True, box=(520, 1038, 170 + k * 126, 296 + k * 126))
        return s

    def edit(clock: str, nick: str, focus: bool) -> Scr:
        s = Scr(P, clock, 58)
        s.add(desc="Close", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Edit plant", res="toolbar_title", h=147, x=(168, 700), adv=False)
        s.add("Save", cls="Button", res="action_save", click=True, box=(840, 1038, 150, 297))
        s.y = 320
        s.add("Calathea orbifolia", res="species_name", h=90, x=(63, 1017))
        s.add(nick, cls="EditText", res="nickname_input", h=150, x=(63, 1017), click=True, edit=True, focus=focus,
              hint="Give your plant a nickname")
        s.add("Site", res="field_label", h=60, x=(63, 1017))
        s.add("Bedroom", cls="Spinner", res="site_spinner", h=130, x=(63, 1017), click=True)
        s.add("Pot size", res="field_label", h=60, x=(63, 1017))
        s.add("17 cm", cls="Spinner", res="pot_spinner", h=130, x=(63, 1017), click=True)
        s.add("Pot has drainage", cls="Switch", res="drainage_switch", h=110, x=(63, 1017), click=True, chk=True)
        return s

    def dialog(clock: str) -> Scr:
        s = Scr(P, clock, 58, top=900)
        s.add("Remove Neon?", res="alertTitle", h=110, x=(84, 996))
        s.add("Its care plan and care history will be deleted. This can't be undone.", res="android:id/message", h=140, x=(84, 996))
        s.add("Cancel", cls="Button", res="android:id/button2", h=110, x=(560, 770), click=True, adv=False)
        s.add("Remove", cls="Button", res="android:id/button1", h=110, x=(786, 996), click=True)
        return s

    order = ["Monty", "Figgy", "Calathea orbifolia", "Snake plant", "Neon", "Basil"]
    water = {"Monty": "Water in 7 days", "Figgy": "Water in 3 days", "Calathea orbifolia": "Water in 1 day",
             "Snake plant": "Water in 12 days", "Neon": "Water today", "Basil": "Water in 1 day"}
    tasks0 = [("Water", "Monty"), ("Mist", "Calathea orbifolia"), ("Fertilize", "Figgy"), ("Water", "Neon")]
    nick = {"Calathea orbifolia": "Stripey"}
    tr = Traj(today("5:10", tasks0, [], {}))
    tr.step(C("Mark water Monty as done"), today("5:10", tasks0[1:], ["Watered Monty · 5:10 PM"], {}))
    tr.step(C("My Plants"), myplants("5:10", order, {}, water))
    tr.step(C("Calathea orbifolia"), page("5:11", "Calathea orbifolia", "Calathea orbifolia"))
    tr.step(C("Edit plant"), edit("5:11", "", False))
    tr.step(TY("Give your plant a nickname", "Stripey"), edit("5:11", "Stripey", True))
    tr.step(C("Save"), page("5:12", "Calathea orbifolia", "Stripey"))
    tr.step(C("Back"), myplants("5:12", order, nick, water))
    tr.step(C("Neon"), page("5:12", "Neon", "Neon"))
    tr.step(C("More options"), page("5:12", "Neon", "Neon", menu=True))
    tr.step(C("Remove plant"), dialog("5:13"))
    order2 = [k for k in order if k != "Neon"]
    tr.step(C("Remove"), myplants("5:13", order2, nick, water))
    tr.step(C("Today"), today("5:13", [("Mist", "Calathea orbifolia"), ("Fertilize", "Figgy")], ["Watered Monty · 5:10 PM"], nick))
    add(rs, "14", PIXEL6, tr)


# ---------------------------------------------------------------- 15 Simple Calendar Pro (deleted event shows again)
def t15(rs: RowSet) -> None:
    P = "com.simplemobiletools.calendar.pro"
    events = [("Tuesday, October 17", "Dentist appointment", "09:30 – 10:15", "Dr. Keller, Hauptstraße 12"),
              ("Wednesday, October 18", "Team retro", "14:00 – 15:00", "Room Elbe / Meet link in invite"),
              ("Thursday, October 19", "Call with landlord", "12:00 – 12:30", "Heating repair + October meter reading"),
              ("Thursday, October 19", "Yoga class", "18:30 – 19:30", "Bring mat"),
              ("Friday, October 20", "Pay rent", "All day", "€1,140 to Hausverwaltung Brandt"),
              ("Saturday, October 21", "Lena's birthday dinner", "19:00 – 22:00", "Trattoria Da Vinci, table for 6"),
              ("Monday, October 23", "Project kickoff", "10:00 – 11:30", "Client: Nordlicht GmbH"),
              ("Wednesday, October 25", "Flu shot", "16:40 – 17:00", "Apotheke am Markt"),
              ("Friday, October 27", "Concert: Parcels", "20:00 – 23:00", "Columbiahalle · doors 19:00")]

    def listing(clock: str, evs: list[tuple[str, str, str, str]], start: int = 0) -> Scr:
        s = Scr(P, clock, 90)
        s.add("Simple Calendar", res="top_toolbar_search", h=147, x=(42, 600), adv=False)
        s.add(desc="Go to today", cls="Button", res="go_to_today", click=True, box=(636, 738, 150, 297))
        s.add(desc="Change view", cls="Button", res="change_view", click=True, box=(738, 840, 150, 297))
        s.add(desc="Filter", cls="Button", res="filter", click=True, box=(840, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        day = ""
        for d, title, when, desc in evs[start:]:
            if s.y > 1900:
                break
            if d != day:
                s.add(d, res="event_section_title", h=90, x=(63, 1017))
                day = d
            s.add(title, res="event_item_title", h=70, x=(84, 800), click=True, long=True, adv=False)
            s.add(when, res="event_item_time", h=70, x=(800, 1017))
            s.add(desc, res="event_item_description", h=60, x=(84, 1017))
            s.gap(20)
        s.add(desc="New event", cls="ImageButton", res="calendar_fab", click=True, box=(849, 1017, 2130, 2298))
        return s

    def form(clock: str, title: str, loc: str, desc: str, d: str, t0: str, t1: str, new: bool, focus: str = "") -> Scr:
        s = Scr(P, clock, 90)
        s.add(desc="Back", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("New event" if new else "Edit event", res="event_toolbar_title", h=147, x=(168, 600), adv=False)
        if not new:
            s.add(desc="Delete", cls="Button", res="delete", click=True, box=(738, 840, 150, 297))
            s.add(desc="Duplicate event", cls="Button", res="duplicate", click=True, box=(840, 936, 150, 297))
        s.add(desc="Save", cls="Button", res="save", click=True, box=(936, 1038, 150, 297))
        s.y = 320
        s.add(title, cls="EditText", res="event_title", h=150, x=(63, 1017), click=True, edit=True, hint="Title", focus=focus == "title")
        s.add(loc, cls="EditText", res="event_location", h=150, x=(63, 1017), click=True, edit=True, hint="Location", focus=focus == "loc")
        s.add(desc, cls="EditText", res="event_description", h=150, x=(63, 1017), click=True, edit=True, hint="Description")
        s.add("All-day", cls="CheckBox", res="event_all_day", h=120, x=(63, 1017), click=True, chk=False)
        s.add(d, res="event_start_date", h=120, x=(63, 700), click=True, adv=False)
        s.add(t0, res="event_start_time", h=120, x=(760, 1017), click=True)
        s.add(d, res="event_end_date", h=120, x=(63, 700), click=True, adv=False)
        s.add(t1, res="event_end_time", h=120, x=(760, 1017), click=True)
        s.add("Europe/Berlin", res="event_time_zone", h=110, x=(63, 1017), click=True)
        s.add("10 minutes before", res="event_reminder_1", h=110, x=(63, 1017), click=True)
        s.add("Add another reminder", res="event_reminder_2", h=110, x=(63, 1017), click=True)
        s.add("No repetition", res="event_repetition", h=110, x=(63, 1017), click=True)
        s.add("Regular event", res="event_type", h=110, x=(63, 1017), click=True)
        return s

    def confirm(clock: str) -> Scr:
        s = Scr(P, clock, 90, top=950)
        s.add("Are you sure you want to proceed with the deletion?", res="message", h=160, x=(84, 996))
        s.add("No", cls="Button", res="android:id/button2", h=110, x=(600, 790), click=True, adv=False)
        s.add("Yes", cls="Button", res="android:id/button1", h=110, x=(806, 996), click=True)
        return s

    def picker(clock: str, day: int) -> Scr:
        s = Scr(P, clock, 89, top=520)
        s.add("2023", res="date_picker_header_year", h=80, x=(84, 996), click=True)
        wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(day - 1) % 7]
        s.add(f"{wd}, Oct {day}", res="date_picker_header_date", h=130, x=(84, 996))
        s.add("October 2023", res="month_view", h=100, x=(84, 996))
        for k in range(1, 32):
            col, row = (k - 1) % 7, (k - 1) // 7
            s.add(str(k), desc=f"{k} October 2023", cls="View", click=True, sel=k == day,
                  box=(84 + col * 130, 214 + col * 130, s.y + row * 110, s.y + row * 110 + 110))
        s.y += 5 * 110 + 20
        s.add("Cancel", cls="Button", res="android:id/button2", h=110, x=(600, 790), click=True, adv=False)
        s.add("OK", cls="Button", res="android:id/button1", h=110, x=(806, 996), click=True)
        return s

    after = [e for e in events if e[1] != "Yoga class"]
    tr = Traj(listing("08:12", events))
    tr.step(C("Yoga class"), form("08:12", "Yoga class", "Studio Prana", "Bring mat", "Thu, Oct 19, 2023", "18:30", "19:30", False))
    tr.step(C("Delete"), confirm("08:12"))
    tr.step(C("Yes"), listing("08:13", after))
    tr.step(scroll("down"), listing("08:13", events, start=2))
    tr.step(C("New event"), form("08:13", "", "", "", "Tue, Oct 17, 2023", "09:00", "10:00", True, focus="title"))
    tr.step(TY("Title", "Car service"), form("08:14", "Car service", "", "", "Tue, Oct 17, 2023", "09:00", "10:00", True, focus="title"))
    tr.step(TY("Location", "Autohaus Krüger, Lindenweg 4"),
            form("08:14", "Car service", "Autohaus Krüger, Lindenweg 4", "", "Tue, Oct 17, 2023", "09:00", "10:00", True, focus="loc"))
    tr.step(C("Tue, Oct 17, 2023"), picker("08:14", 17))
    tr.step(C("24"), picker("08:15", 24))
    add(rs, "15", "a Pixel 5 emulator (1080 x 2400, Android 12) set to German region, 24-hour clock", tr, turn=4,
        kind="Yoga class on Thu Oct 19 was deleted (confirmed Yes, gone from the list), yet the scrolled list shows it again at 18:30 – 19:30.")


# ---------------------------------------------------------------- 16 Baby Tracker (clean, hierarchy dump)
def t16(rs: RowSet) -> None:
    P = "com.nighp.babytracker_android"
    X = "xml"

    def nav(s: Scr, cur: str) -> None:
        for i, t in enumerate(["Home", "History", "Charts", "More"]):
            s.add(t, cls="Button", res="tab_" + t.lower(), click=True, sel=t == cur, box=(i * 270, i * 270 + 270, 2200, 2337))

    def home(clock: str, feed: str, sleep: str, diaper: str, feeds: str) -> Scr:
        s = Scr(P, clock, 34, fmt=X)
        s.add("Noa", res="baby_name", h=100, x=(63, 700), adv=False)
        s.add(desc="Switch baby", cls="ImageButton", res="baby_switch", h=100, x=(900, 1017), click=True)
        s.add("4 months 12 days", res="baby_age", h=70, x=(63, 1017))
        s.gap(20)
        for title, line in [("Feeding", feed), ("Sleep", sleep), ("Diaper", diaper)]:
            s.add(title, res="card_title", h=80, x=(63, 1017))
            s.add(line, res="card_subtitle", h=70, x=(63, 1017))
            s.gap(24)
        s.add("Today", res="summary_title", h=90, x=(63, 1017))
        for k, v in enumerate([feeds, "Sleep 6h 10m", "Diapers 5"]):
            s.add(v, res="summary_value", box=(63 + k * 318, 381 + k * 318, s.y, s.y + 90))
        s.y += 120
        for k, b in enumerate(["Feed", "Sleep", "Diaper", "Pump", "Growth"]):
            s.add(b, cls="Button", res="quick_" + b.lower(), click=True, box=(42 + k * 200, 232 + k * 200, s.y, s.y + 190))
        nav(s, "Home")
        return s

    def feed(clock: str, amount: str, focus: bool) -> Scr:
        s = Scr(P, clock, 34, fmt=X)
        s.add(desc="Close", cls="ImageButton", h=140, x=(0, 140), click=True, adv=False)
        s.add("Feeding", res="toolbar_title", h=140, x=(160, 700), adv=False)
        s.add("Save", cls="Button", res="save", click=True, box=(840, 1038, 150, 290))
        s.y = 310
        for k, t in enumerate(["Breast", "Bottle", "Solids"]):
            s.add(t, cls="Button", res="feed_type", click=True, sel=t == "Bottle", box=(63 + k * 318, 381 + k * 318, s.y, s.y + 120))
        s.y += 150
        s.add("Time", res="field_label", h=60, x=(63, 1017))
        s.add("Today 13:20", res="feed_time", h=120, x=(63, 1017), click=True)
        s.add("Amount (ml)", res="field_label", h=60, x=(63, 1017))
        s.add(amount, cls="EditText", res="feed_amount", h=130, x=(63, 1017), click=True, edit=True, focus=focus, hint="ml")
        for k, t in enumerate(["Formula", "Breast milk"]):
            s.add(t, cls="RadioButton", res="bottle_content", click=True, chk=t == "Formula", box=(63 + k * 477, 540 + k * 477, s.y, s.y + 110))
        s.y += 130
        s.add("", cls="EditText", res="feed_note", h=200, x=(63, 1017), click=True, edit=True, hint="Note")
        return s

    def sleep(clock: str, timer: str, running: bool) -> Scr:
        s = Scr(P, clock, 34, fmt=X)
        s.add(desc="Back", cls="ImageButton", h=140, x=(0, 140), click=True, adv=False)
        s.add("Sleep", res="toolbar_title", h=140, x=(160, 700))
        s.add(timer, res="timer_value", h=260, x=(63, 1017))
        s.add("Started 13:21" if running else "Not running", res="timer_started", h=80, x=(63, 1017))
        s.add("Stop" if running else "Start", cls="Button", res="timer_button", h=180, x=(290, 790), click=True)
        s.add("Add sleep manually", cls="Button", res="add_manual", h=120, x=(290, 790), click=True)
        return s

    def history(clock: str) -> Scr:
        s = Scr(P, clock, 33, fmt=X)
        s.add("History", res="toolbar_title", h=140, x=(42, 700), adv=False)
        s.add(desc="Filter", cls="ImageButton", res="filter", h=140, x=(900, 1017), click=True)
        s.add("Today · 5 feeds · 620 ml · Sleep 6h 10m · 5 diapers", res="day_summary", h=90, x=(63, 1017))
        for t, what in [("13:21", "Sleep · in progress"), ("13:20", "Bottle · Formula 150 ml"), ("12:35", "Diaper · Wet"),
                        ("11:45 – 12:15", "Sleep · 30m"), ("11:06", "Bottle · Formula 120 ml"), ("10:50", "Diaper · Wet + Dirty"),
                        ("09:40 – 10:10", "Sleep · 30m"), ("08:40", "Diaper · Wet"), ("08:25", "Bottle · Formula 120 ml"),
                        ("06:00 – 07:05", "Sleep · 1h 05m"), ("05:30", "Diaper · Wet"), ("05:10", "Bottle · Formula 110 ml"),
                        ("02:30 – 05:00", "Sleep · 2h 30m"), ("02:15", "Diaper · Wet")]:
            s.add(t, res="entry_time", h=110, x=(63, 400), adv=False)
            s.add(what, res="entry_text", h=110, x=(420, 1017), click=True, long=True)
        nav(s, "History")
        return s

    tr = Traj(home("13:20", "Last: 2h 14m ago · Bottle 120 ml", "Awake for 1h 05m", "Last: 45m ago · Wet", "Feeds 4 · 470 ml"))
    tr.step(C("Feed"), feed("13:20", "120", False))
    tr.step(TY("120", "150"), feed("13:20", "150", True))
    tr.step(C("Save"), home("13:21", "Last: 1m ago · Bottle 150 ml", "Awake for 1h 06m", "Last: 46m ago · Wet", "Feeds 5 · 620 ml"))
    tr.step(C("Sleep", 1), sleep("13:21", "00:00:00", False))
    tr.step(C("Start"), sleep("13:21", "00:00:03", True))
    tr.step(WAIT, sleep("13:21", "00:00:11", True))
    tr.step(C("Back"), home("13:22", "Last: 2m ago · Bottle 150 ml", "Sleeping since 13:21", "Last: 47m ago · Wet", "Feeds 5 · 620 ml"))
    tr.step(C("History"), history("13:22"))
    add(rs, "16", "a Pixel 7 (1080 x 2400, Android 14) with a baby-care log app; screens are uiautomator dumps", tr, fmt=X)


# ---------------------------------------------------------------- 17 Google Wallet (clean)
def t17(rs: RowSet) -> None:
    P = "com.google.android.apps.walletnfcrel"

    def home(clock: str) -> Scr:
        s = Scr(P, clock, 62)
        s.add("Wallet", res="toolbar_title", h=147, x=(42, 700), adv=False)
        s.add(desc="Account and settings", cls="ImageView", res="og_apd_internal_image_view", h=147, x=(912, 1038), click=True)
        s.add(desc="Chase Freedom Visa •••• 4821, default card", cls="ImageView", res="card_art", h=560, x=(63, 1017), click=True)
        s.add("Mastercard •••• 0937", desc="Revolut Mastercard •••• 0937", res="card_stack_peek", h=110, x=(63, 1017), click=True)
        s.add("Passes", res="section_title", h=100, x=(63, 1017))
        for a, b in [("Clipper card", "Balance $23.45"), ("Lufthansa · LH 455", "SFO → MUC · Sun, Oct 22 · Boarding 3:05 PM"),
                     ("Warriors vs. Kings", "Chase Center · Tue, Oct 24 · 7:00 PM · Sec 112, Row 8, Seat 4")]:
            s.add(a, res="pass_title", h=80, x=(189, 1017), click=True)
            s.add(b, res="pass_subtitle", h=65, x=(189, 1017))
            s.gap(24)
        s.add("Add to Wallet", cls="Button", res="add_to_wallet", click=True, box=(560, 1017, 2130, 2290))
        return s

    def clipper(clock: str, bal: str, updated: str, extra: list[tuple[str, str, str]]) -> Scr:
        s = Scr(P, clock, 62)
        s.add(desc="Back", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Clipper", res="toolbar_title", h=147, x=(168, 800), adv=False)
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add(desc="Clipper card art", cls="ImageView", res="card_art", h=500, x=(63, 1017))
        s.add(bal, res="balance_value", h=130, x=(63, 1017))
        s.add(f"Last updated {updated}", res="balance_updated", h=60, x=(63, 1017))
        s.add("Card •••• 6612 · Adult", res="card_number", h=60, x=(63, 1017))
        s.add("Add money", cls="Button", res="add_money", h=130, x=(63, 520), click=True, adv=False)
        s.add("Autoload: Off", cls="Button", res="autoload", h=130, x=(560, 1017), click=True)
        s.add("Activity", res="section_title", h=100, x=(63, 1017))
        for a, b, c in extra + [("Caltrain · Palo Alto → San Francisco", "Oct 16, 8:04 AM", "−$7.70"),
                                ("Muni · 14 Mission", "Oct 15, 2:10 PM", "−$2.50"),
                                ("Added money", "Oct 10, 7:55 PM", "+$30.00")]:
            s.add(a, res="activity_title", h=75, x=(63, 800), adv=False)
            s.add(c, res="activity_amount", h=75, x=(820, 1017))
            s.add(b, res="activity_date", h=60, x=(63, 800))
            s.gap(20)
        return s

    def amount(clock: str, val: str) -> Scr:
        s = Scr(P, clock, 62)
        s.add(desc="Back", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Add money to Clipper", res="toolbar_title", h=147, x=(168, 900))
        s.add(val, cls="EditText", res="amount_input", h=220, x=(63, 1017), click=True, edit=True, focus=True, hint="$0")
        s.add("Current balance $23.45" + (f" · New balance ${23.45 + float(val.strip('$')):.2f}" if val else ""), res="balance_hint", h=80, x=(63, 1017))
        for k, chip in enumerate(["$10", "$20", "$50"]):
            s.add(chip, cls="Button", res="amount_chip", click=True, box=(63 + k * 318, 381 + k * 318, s.y, s.y + 110))
        s.y += 130
        s.add("Continue", cls="Button", res="continue_button", click=True, enabled=bool(val), box=(63, 1017, 2130, 2280))
        return s

    def review(clock: str, busy: bool) -> Scr:
        s = Scr(P, clock, 62)
        s.add(desc="Back", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False, enabled=not busy)
        s.add("Review", res="toolbar_title", h=147, x=(168, 900))
        for a, b in [("Add to", "Clipper •••• 6612"), ("Pay with", "Chase Freedom Visa •••• 4821"), ("Amount", "$20.00"),
                     ("Service fee", "$0.00"), ("Total", "$20.00")]:
            s.add(a, res="review_label", h=90, x=(63, 500), adv=False)
            s.add(b, res="review_value", h=90, x=(520, 1017))
        if busy:
            s.add(desc="Adding money…", cls="ProgressBar", res="progress", box=(460, 620, 1900, 2060))
            s.add("Adding money…", res="progress_text", box=(63, 1017, 2070, 2130))
        else:
            s.add("Add $20.00", cls="Button", res="confirm_button", click=True, box=(63, 1017, 2130, 2280))
        return s

    tr = Traj(home("9:00"))
    tr.step(C("Clipper card"), clipper("9:00", "$23.45", "8:15 AM", []))
    tr.step(C("Add money"), amount("9:00", ""))
    tr.step(TY("$0", "20"), amount("9:01", "$20"))
    tr.step(C("Continue"), review("9:01", False))
    tr.step(C("Add $20.00"), review("9:02", True))
    tr.step(WAIT, clipper("9:02", "$43.45", "9:02 AM", [("Added money", "Oct 17, 9:02 AM", "+$20.00")]))
    add(rs, "17", PIXEL7, tr)


# ---------------------------------------------------------------- 18 OurGroceries (shared-with member changes)
def t18(rs: RowSet) -> None:
    P = "com.headcode.ourgroceries"
    weekly0 = {"Produce": ["Avocados (3)", "Bananas", "Red onions", "Spinach"], "Dairy": ["Cheddar", "Greek yogurt", "Oat milk (2)"],
               "Bakery": ["Sourdough loaf"], "Pantry": ["Basmati rice", "Chickpeas (4)", "Olive oil"],
               "Household": ["Dish soap", "Paper towels", "Trash bags"]}
    weekly1 = dict(weekly0, Produce=["Avocados (3)", "Bananas", "Limes (3)", "Red onions", "Spinach"])
    costco0 = {"Dairy & Eggs": ["Eggs (5 dozen)"], "Frozen": ["Frozen berries", "Salmon fillets"],
               "Pantry": ["Kirkland coffee beans"], "Household": ["Laundry detergent", "Toilet paper"]}

    def overview(clock: str, weekly: int, shared: str, synced: str) -> Scr:
        s = Scr(P, clock, 44)
        s.add("OurGroceries", res="toolbar_title", h=147, x=(42, 700), adv=False)
        s.add(desc="Settings", cls="Button", res="menu_settings", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add("Shopping Lists", res="section_header", h=90, x=(63, 1017))
        for name, n in [("Weekly shop", weekly), ("Costco run", 6), ("Hardware store", 3)]:
            s.add(name, res="list_name", h=130, x=(63, 860), click=True, long=True, adv=False)
            s.add(str(n), desc=f"{n} items", res="list_count", h=130, x=(880, 1017))
        s.add("Add a shopping list", res="add_list", h=120, x=(63, 1017), click=True)
        s.add("Recipes", res="section_header", h=90, x=(63, 1017))
        for name in ["Chili con carne", "Sunday pancakes"]:
            s.add(name, res="list_name", h=130, x=(63, 1017), click=True, long=True)
        s.add("Add a recipe", res="add_list", h=120, x=(63, 1017), click=True)
        s.add(f"Account shared with {shared} · synced {synced}", res="sharing_status", h=90, x=(63, 1017))
        return s

    def lst(clock: str, title: str, cats: dict[str, list[str]], crossed: list[str], field: str | None = None,
            edit: str | None = None, edit_val: str = "") -> Scr:
        s = Scr(P, clock, 44)
        n = sum(len(v) for v in cats.values())
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add(title, res="toolbar_title", h=80, x=(168, 800), adv=False)
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.add(f"{n} items", res="toolbar_subtitle", box=(168, 800, 230, 290))
        s.y = 297
        s.add(field or "", cls="EditText", res="add_item_field", h=130, x=(63, 1017), click=True, edit=True,
              focus=field is not None, hint="Add an item")
        for cat, items in cats.items():
            if not items:
                continue
            s.add(cat, res="category_header", h=70, x=(63, 1017))
            for it in items:
                s.add(it, res="item_name", h=96, x=(105, 1017), click=True, long=True)
        if crossed:
            s.add(f"Crossed off ({len(crossed)})", res="crossed_off_header", h=70, x=(63, 700), adv=False)
            s.add("Delete all", cls="Button", res="delete_crossed_off", h=70, x=(760, 1017), click=True)
            for it in crossed:
                s.add(it, desc=f"{it}, crossed off", res="item_name_crossed", h=96, x=(105, 1017), click=True, long=True)
        if edit:
            s.add("Edit item", res="alertTitle", box=(84, 996, 760, 870))
            s.add(edit_val, cls="EditText", res="item_name_input", click=True, edit=True, focus=True, box=(84, 996, 880, 1010))
            s.add("Category: Household", res="item_category", click=True, box=(84, 996, 1020, 1120))
            s.add("Delete", cls="Button", res="android:id/button3", click=True, box=(84, 300, 1140, 1250))
            s.add("Cancel", cls="Button", res="android:id/button2", click=True, box=(600, 790, 1140, 1250))
            s.add("OK", cls="Button", res="android:id/button1", click=True, box=(806, 996, 1140, 1250))
        return s

    costco1 = dict(costco0, Household=["Laundry detergent", "Toilet paper (2 packs)"])
    costco2 = dict(costco1, Pantry=[])
    costco3 = dict(costco2, **{"Dairy & Eggs": []})
    tr = Traj(overview("6:40", 14, "Dana K., Priya N.", "6:38 PM"))
    tr.step(C("Weekly shop"), lst("6:40", "Weekly shop", weekly0, []))
    tr.step(C("Add an item"), lst("6:40", "Weekly shop", weekly0, [], field=""))
    tr.step(TY("Add an item", "Limes (3)"), lst("6:41", "Weekly shop", weekly0, [], field="Limes (3)"))
    tr.step(ENTER, lst("6:41", "Weekly shop", weekly1, [], field=""))
    tr.step(C("Navigate up"), overview("6:41", 15, "Dana K., Marco B.", "6:41 PM"))
    tr.step(C("Costco run"), lst("6:41", "Costco run", costco0, []))
    tr.step(LP("Toilet paper"), lst("6:42", "Costco run", costco0, [], edit="Toilet paper", edit_val="Toilet paper"))
    tr.step(TY("Toilet paper", "Toilet paper (2 packs)", 1),
            lst("6:42", "Costco run", costco0, [], edit="Toilet paper", edit_val="Toilet paper (2 packs)"))
    tr.step(C("OK"), lst("6:42", "Costco run", costco1, []))
    tr.step(C("Kirkland coffee beans"), lst("6:43", "Costco run", costco2, ["Kirkland coffee beans"]))
    tr.step(C("Eggs (5 dozen)"), lst("6:43", "Costco run", costco3, ["Eggs (5 dozen)", "Kirkland coffee beans"]))
    add(rs, "18", PIXEL6, tr, turn=5,
        kind="The account sharing line said Dana K. and Priya N.; after only adding Limes it says Dana K. and Marco B.")


# ---------------------------------------------------------------- 19 VLC (unticked setting ticked again after a scroll)
def t19(rs: RowSet) -> None:
    P = "org.videolan.vlc"

    def nav(s: Scr, cur: str) -> None:
        for i, t in enumerate(["Video", "Audio", "Browse", "Playlists", "More"]):
            s.add(t, res="navigation_bar_item_small_label_view", click=True, sel=t == cur, box=(i * 216, i * 216 + 216, 2190, 2337))

    def videos(clock: str) -> Scr:
        s = Scr(P, clock, 29)
        s.add("Video", res="toolbar_title", h=147, x=(42, 600), adv=False)
        s.add(desc="Search", cls="Button", click=True, box=(738, 840, 150, 297))
        s.add(desc="Sort by…", cls="Button", click=True, box=(840, 936, 150, 297))
        s.add(desc="More options", cls="ImageView", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        for t, d, r, prog in [("Lecture_07_Fourier", "1:18:22", "720p", "32:10 watched"), ("Lisbon_trip_2023", "12:48", "1080p", None),
                              ("Sintel.2010.1080p", "14:48", "1080p", None), ("Big_Buck_Bunny_1080p", "9:56", "1080p", "Played"),
                              ("cat_vs_cucumber", "0:42", "480p", None)]:
            s.add(desc=f"{t} thumbnail", cls="ImageView", res="ml_item_thumbnail", h=200, x=(42, 390), adv=False)
            s.add(t, res="ml_item_title", h=80, x=(420, 1017), click=True, long=True)
            s.add(f"{d} · {r}" + (f" · {prog}" if prog else ""), res="ml_item_subtitle", h=60, x=(420, 1017))
            s.gap(60)
        nav(s, "Video")
        return s

    def more(clock: str) -> Scr:
        s = Scr(P, clock, 29)
        s.add("More", res="toolbar_title", h=147, x=(42, 600))
        s.add("History", res="history_title", h=90, x=(63, 1017))
        s.add("Lecture_07_Fourier · 32:10 / 1:18:22", res="history_item", h=100, x=(63, 1017), click=True)
        s.add("Big_Buck_Bunny_1080p · 9:56 / 9:56", res="history_item", h=100, x=(63, 1017), click=True)
        for t in ["Streams", "Settings", "About"]:
            s.add(t, res="more_entry", h=130, x=(63, 1017), click=True)
        nav(s, "More")
        return s

    def prefs(clock: str) -> Scr:
        s = Scr(P, clock, 29)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Preferences", res="toolbar_title", h=147, x=(168, 800))
        for t, sub, chk in [("Directories", "Choose media folders", None), ("Auto rescan", "Scan for new media on start", True),
                            ("Video", None, None), ("Subtitles", None, None), ("Audio", None, None), ("Casting", None, None),
                            ("Interface", None, None), ("Parental control", None, None), ("Advanced", None, None),
                            ("Remote access", "Off", None)]:
            s.add(t, res="android:id/title", h=70, x=(63, 860), click=True, adv=sub is not None or chk is None)
            if sub:
                s.add(sub, res="android:id/summary", h=60, x=(63, 860), adv=chk is None)
            if chk is not None:
                s.add(None, cls="Switch", res="switchWidget", h=60, x=(897, 1017), click=True, chk=chk)
            s.gap(40)
        return s

    def video_prefs(clock: str, hw: str, resume: bool, top: int = 0, dialog: bool = False) -> Scr:
        items = [("Hardware acceleration", hw, None), ("Video app switch", "Continue playback in a popup", None),
                 ("Screen orientation", "Automatic (sensor)", None), ("Save playback speed", "Keep the speed of each video", False),
                 ("Resume playback", "Resume videos where you left off", resume), ("Confirm resume", "Never", None),
                 ("Brightness gesture", "Swipe up/down on the left side", True), ("Volume gesture", "Swipe up/down on the right side", True),
                 ("Double tap to seek", "10 s forward or back", True), ("Seek buttons", "Show ±10 s buttons", False),
                 ("Fast seek", "Seek to keyframes only", True), ("Save brightness level", "Remember brightness between videos", False),
                 ("Audio boost", "Allow volume above 100%", True), ("Lock with sensor", "Keep screen rotation when locked", False)]
        s = Scr(P, clock, 29)
        s.add(desc="Navigate up", cls="ImageButton", h=147, x=(0, 147), click=True, adv=False)
        s.add("Video", res="toolbar_title", h=147, x=(168, 800))
        for t, sub, chk in items[top:top + 11]:
            s.add(t, res="android:id/title", h=75, x=(63, 860), click=True)
            s.add(sub, res="android:id/summary", h=60, x=(63, 860), adv=chk is None)
            if chk is not None:
                s.add(None, cls="CheckBox", res="android:id/checkbox", h=60, x=(897, 1017), click=True, chk=chk)
            s.gap(30)
        if dialog:
            s.add("Hardware acceleration", res="alertTitle", box=(84, 996, 700, 810))
            for k, o in enumerate(["Automatic", "Disabled", "Decoding acceleration", "Full acceleration"]):
                s.add(o, cls="CheckedTextView", res="android:id/text1", click=True, chk=o == hw, box=(84, 996, 830 + k * 130, 960 + k * 130))
            s.add("Cancel", cls="Button", res="android:id/button2", click=True, box=(806, 996, 1380, 1490))
        return s

    tr = Traj(videos("10:05"))
    tr.step(C("More"), more("10:05"))
    tr.step(C("Settings"), prefs("10:05"))
    tr.step(C("Video"), video_prefs("10:06", "Automatic", True))
    tr.step(C("Resume playback"), video_prefs("10:06", "Automatic", False))
    tr.step(C("Hardware acceleration"), video_prefs("10:06", "Automatic", False, dialog=True))
    tr.step(C("Disabled"), video_prefs("10:06", "Disabled", False))
    tr.step(scroll("down"), video_prefs("10:07", "Disabled", True, top=3))
    tr.step(C("Navigate up"), prefs("10:07"))
    add(rs, "19", PIXEL6, tr, turn=7,
        kind="Resume playback was unticked at turn 4 and stayed unticked after the hardware-acceleration change, but after a plain scroll it is shown ticked again.")


# ---------------------------------------------------------------- 20 ChargePoint (clean, hierarchy dump)
def t20(rs: RowSet) -> None:
    P = "com.coulombtech"
    X = "xml"

    def stations(clock: str, safeway: str) -> Scr:
        s = Scr(P, clock, 81, fmt=X)
        s.add("Search location", res="search_bar", h=140, x=(42, 860), click=True, adv=False)
        s.add(desc="Filters", cls="ImageButton", res="filter_button", h=140, x=(880, 1038), click=True)
        for k, t in enumerate(["Map", "List"]):
            s.add(t, cls="Button", res="toggle_" + t.lower(), click=True, sel=t == "List", box=(63 + k * 477, 540 + k * 477, s.y, s.y + 110))
        s.y += 130
        for name, dist, avail, price, kind in [("SAFEWAY BLOSSOM HILL / STATION 1", "0.6 mi", safeway, "$0.39/kWh", "DC Fast · CCS1, CHAdeMO"),
                                               ("WHOLE FOODS LOS GATOS / DC-02", "1.8 mi", "1/2 ports available", "$0.45/kWh", "DC Fast · CCS1"),
                                               ("OAKRIDGE MALL / LVL2-A", "2.3 mi", "4/6 ports available", "$2.00/hr", "Level 2 · J1772"),
                                               ("VALLEY FAIR / P4-EV-12", "4.9 mi", "0/4 ports available", "$0.35/kWh", "Level 2 · J1772")]:
            s.add(name, res="station_name", h=80, x=(63, 820), click=True, adv=False)
            s.add(dist, res="station_distance", h=80, x=(840, 1017))
            s.add(f"{avail} · {price}", res="station_availability", h=65, x=(63, 1017))
            s.add(kind, res="station_connectors", h=65, x=(63, 1017))
            s.gap(40)
        for i, t in enumerate(["Map", "Charging", "Account"]):
            s.add(t, cls="Button", res="nav_" + t.lower(), click=True, sel=i == 0, box=(i * 360, i * 360 + 360, 2200, 2337))
        return s

    def station(clock: str, port1: str, avail: str) -> Scr:
        s = Scr(P, clock, 81, fmt=X)
        s.add(desc="Back", cls="ImageButton", h=140, x=(0, 140), click=True, adv=False)
        s.add("SAFEWAY BLOSSOM HILL / STATION 1", res="station_title", h=140, x=(160, 1017))
        s.add("1060 Blossom Hill Rd, San Jose, CA 95123 · Station ID 184427", res="station_address", h=90, x=(63, 1017))
        s.add(avail, res="station_availability", h=70, x=(63, 1017))
        for name, con, st in [("Port 1", "CCS1 · up to 62.5 kW", port1), ("Port 2", "CHAdeMO · up to 62.5 kW", "In use"),
                              ("Port 3", "CCS1 · up to 62.5 kW", "Available")]:
            s.add(name, res="port_name", h=75, x=(63, 400), adv=False)
            s.add(st, res="port_status", h=75, x=(420, 1017))
            s.add(con, res="port_connector", h=60, x=(63, 1017))
            s.gap(20)
        s.add("Pricing", res="section_title", h=90, x=(63, 1017))
        s.add("$0.39/kWh · after 2 hrs, $0.50/hr idle fee", res="pricing_text", h=70, x=(63, 1017))
        s.add("Open 24/7 · Parking free for customers", res="hours_text", h=70, x=(63, 1017))
        s.add("Start Charging" if port1 == "Available" else "View Session", cls="Button", res="start_button", click=True,
              box=(63, 1017, 2130, 2280))
        return s

    def ports(clock: str) -> Scr:
        s = Scr(P, clock, 81, fmt=X, top=1200)
        s.add("Choose a port", res="sheet_title", h=110, x=(63, 1017))
        for name, st, ok in [("Port 1 · CCS1", "Available", True), ("Port 2 · CHAdeMO", "In use", False), ("Port 3 · CCS1", "Available", True)]:
            s.add(name, res="port_option", h=90, x=(63, 700), click=ok, enabled=ok, adv=False)
            s.add(st, res="port_option_status", h=90, x=(720, 1017))
            s.gap(20)
        return s

    def session(clock: str, kwh: str, t: str, cost: str, kw: str) -> Scr:
        s = Scr(P, clock, 81, fmt=X)
        s.add(desc="Back", cls="ImageButton", h=140, x=(0, 140), click=True, adv=False)
        s.add("Charging", res="session_title", h=140, x=(160, 1017))
        s.add("SAFEWAY BLOSSOM HILL / STATION 1 · Port 1", res="session_station", h=80, x=(63, 1017))
        for a, b in [("Energy", kwh), ("Time", t), ("Cost so far", cost), ("Power", kw)]:
            s.add(a, res="session_label", h=90, x=(63, 500), adv=False)
            s.add(b, res="session_value", h=90, x=(520, 1017))
        s.add("Rate $0.39/kWh · charged to Visa •••• 4821", res="session_rate", h=80, x=(63, 1017))
        s.add("Stop Charging", cls="Button", res="stop_button", click=True, box=(63, 1017, 2130, 2280))
        return s

    tr = Traj(stations("12:10", "2/3 ports available"))
    tr.step(C("SAFEWAY BLOSSOM HILL / STATION 1"), station("12:10", "Available", "2/3 ports available"))
    tr.step(C("Start Charging"), ports("12:10"))
    tr.step(C("Port 1 · CCS1"), session("12:11", "0.02 kWh", "00:00:08", "$0.01", "18.4 kW"))
    tr.step(WAIT, session("12:11", "0.57 kWh", "00:00:41", "$0.22", "57.9 kW"))
    tr.step(WAIT, session("12:12", "1.17 kWh", "00:01:18", "$0.46", "58.3 kW"))
    tr.step(C("Back"), station("12:12", "In use · your session", "1/3 ports available"))
    tr.step(C("Back"), stations("12:12", "1/3 ports available"))
    add(rs, "20", "a Pixel 8 (1080 x 2400, Android 14) with the ChargePoint app; screens are uiautomator dumps", tr, fmt=X)


# ---------------------------------------------------------------- 21 Duolingo (clean)
def t21(rs: RowSet) -> None:
    P = "com.duolingo"
    TABS = ["Learn", "Practice", "Leaderboards", "Quests", "Profile"]

    def nav(s: Scr, cur: str) -> None:
        for i, t in enumerate(TABS):
            s.add(None, desc=t, cls="ImageView", res="tab_" + t.lower(), click=True, sel=t == cur, box=(i * 216, i * 216 + 216, 2190, 2337))

    def stats(s: Scr) -> None:
        for k, (v, d) in enumerate([(None, "German"), ("41", "41 day streak"), ("1,240", "1,240 gems"), ("5", "5 hearts")]):
            s.add(v, desc=d, cls="Button", res="toolbar_stat", click=True, box=(42 + k * 249, 291 + k * 249, 150, 290))
        s.y = 300

    def learn(clock: str) -> Scr:
        s = Scr(P, clock, 53)
        stats(s)
        s.add("SECTION 1, UNIT 4", res="unit_header_label", h=70, x=(63, 1017))
        s.add("Order food and drinks", res="unit_header_title", h=90, x=(63, 1017))
        s.add(desc="Guidebook", cls="ImageButton", res="guidebook_button", h=120, x=(897, 1017), click=True)
        for k, (d, st) in enumerate([("Lesson 1", "Completed"), ("Lesson 2", "Completed"), ("Lesson 3 of 5", "Current"),
                                     ("Lesson 4", "Locked"), ("Lesson 5", "Locked"), ("Unit 4 review", "Locked")]):
            s.add(None, desc=f"{d}, {st}", cls="ImageView", res="path_node", click=st != "Locked",
                  box=(380 + (k % 2) * 160, 540 + (k % 2) * 160, s.y + k * 200, s.y + k * 200 + 160))
        s.y += 6 * 200
        s.add("Start +10 XP", cls="Button", res="path_popup_start", h=130, x=(300, 780), click=True)
        s.add("Daily quest: Earn 30 XP · 20/30", res="daily_quest_banner", h=90, x=(63, 1017))
        nav(s, "Learn")
        return s

    def lesson(clock: str, pct: int, kind: str, answer: str = "", result: str | None = None) -> Scr:
        s = Scr(P, clock, 53)
        s.add(desc="Quit", cls="ImageButton", res="quit_button", h=120, x=(42, 160), click=True, adv=False)
        s.add(None, desc=f"Lesson progress {pct}%", cls="ProgressBar", res="lesson_progress", h=120, x=(190, 860), adv=False)
        s.add("5", desc="5 hearts", res="hearts", h=120, x=(880, 1017))
        if kind == "write":
            s.add("Write this in English", res="challenge_header", h=110, x=(63, 1017))
            s.add("Ich trinke Wasser.", res="prompt_text", h=120, x=(189, 1017))
            s.add(desc="Play audio", cls="ImageButton", res="speaker", h=120, x=(63, 180), click=True)
            s.add(answer, cls="EditText", res="text_input", h=400, x=(63, 1017), click=True, edit=True, focus=bool(answer) or result is None,
                  hint="Type in English")
        else:
            s.add("Select the correct meaning", res="challenge_header", h=110, x=(63, 1017))
            s.add("Das Brot ist frisch.", res="prompt_text", h=120, x=(189, 1017))
            s.add(desc="Play audio", cls="ImageButton", res="speaker", h=120, x=(63, 180), click=True)
            for o in ["The bread is cold.", "The bread is fresh.", "The water is fresh."]:
                s.add(o, cls="Button", res="option", h=150, x=(63, 1017), click=True, sel=o == answer)
                s.gap(20)
        if result:
            s.add(result, res="grade_title", box=(63, 1017, 1900, 2010))
            s.add("CONTINUE", cls="Button", res="continue_button", click=True, box=(63, 1017, 2040, 2190))
        else:
            s.add("CHECK", cls="Button", res="submit_button", click=True, enabled=bool(answer), box=(63, 1017, 2040, 2190))
        return s

    def quit_dialog(clock: str) -> Scr:
        s = Scr(P, clock, 53, top=1500)
        s.add("Wait, don't go! You'll lose your progress if you quit now", res="quit_title", h=180, x=(63, 1017))
        s.add("KEEP LEARNING", cls="Button", res="keep_learning", h=150, x=(63, 1017), click=True)
        s.add("END SESSION", cls="Button", res="end_session", h=150, x=(63, 1017), click=True)
        return s

    def board(clock: str) -> Scr:
        s = Scr(P, clock, 52)
        s.add("Sapphire League", res="league_title", h=110, x=(63, 1017))
        s.add("Top 10 advance to the Ruby League · 3 days", res="league_subtitle", h=80, x=(63, 1017))
        for rank, name, xp in [(1, "Jana", "1,102"), (2, "Tomasz", "876"), (3, "Keiko", "640"), (4, "Ravi", "455"), (5, "Mateo", "380"),
                               (6, "Maya (you)", "312"), (7, "Ola", "298"), (8, "Dmitri", "264"), (9, "Lucía", "233"), (10, "Ben", "201")]:
            s.add(str(rank), res="rank", h=130, x=(63, 150), adv=False)
            s.add(name, res="username", h=130, x=(300, 760), click=True, adv=False, sel="you" in name)
            s.add(f"{xp} XP", res="xp", h=130, x=(780, 1017))
        nav(s, "Leaderboards")
        return s

    def profile(clock: str) -> Scr:
        s = Scr(P, clock, 52)
        s.add(desc="Settings", cls="ImageButton", res="settings_button", h=120, x=(897, 1017), click=True)
        s.add("Maya", res="profile_name", h=110, x=(63, 1017))
        s.add("maya_lq · Joined March 2022", res="profile_username", h=70, x=(63, 1017))
        s.add("12 Following · 15 Followers", res="follow_counts", h=70, x=(63, 1017))
        s.add("Statistics", res="section_title", h=100, x=(63, 1017))
        for k, (v, lab) in enumerate([("41", "Day streak"), ("18,452", "Total XP"), ("Sapphire", "Current league"), ("7", "Top 3 finishes")]):
            x0, y0 = 63 + (k % 2) * 477, s.y + (k // 2) * 200
            s.add(v, res="stat_value", box=(x0, x0 + 450, y0, y0 + 100))
            s.add(lab, res="stat_label", box=(x0, x0 + 450, y0 + 100, y0 + 170))
        s.y += 420
        s.add("Achievements", res="section_title", h=100, x=(63, 1017))
        for a in ["Wildfire · Level 6 · Reach a 50 day streak (41/50)", "Sage · Level 8 · Earn 20,000 XP (18,452/20,000)"]:
            s.add(a, res="achievement", h=110, x=(63, 1017))
        nav(s, "Profile")
        return s

    tr = Traj(learn("7:45"))
    tr.step(C("Start +10 XP"), lesson("7:45", 0, "write"))
    tr.step(TY("Type in English", "I drink water"), lesson("7:46", 0, "write", "I drink water"))
    tr.step(C("CHECK"), lesson("7:46", 8, "write", "I drink water", "Nice job!"))
    tr.step(C("CONTINUE"), lesson("7:46", 8, "choice"))
    tr.step(C("The bread is fresh."), lesson("7:46", 8, "choice", "The bread is fresh."))
    tr.step(C("CHECK"), lesson("7:47", 17, "choice", "The bread is fresh.", "Correct!"))
    tr.step(BACK, quit_dialog("7:47"))
    tr.step(C("END SESSION"), learn("7:47"))
    tr.step(C("Leaderboards"), board("7:47"))
    tr.step(C("Profile"), profile("7:48"))
    add(rs, "21", PIXEL7, tr)


# ---------------------------------------------------------------- 22 Joplin (updated time earlier than the edit just saved)
def t22(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    head = "# Packing list – Lisbon (Oct 26 – Nov 2)"
    items0 = [("Passport", True), ("Boarding passes (TAP 553)", True), ("Sunglasses", False), ("Swimsuit", False),
              ("Walking shoes", False), ("Phone charger + power bank", False), ("Euro cash (~€100)", False)]
    items1 = items0 + [("Travel adapter (EU)", False)]

    def md(items: list[tuple[str, bool]]) -> str:
        return head + "\n\n" + "\n".join(f"- [{'x' if d else ' '}] {t}" for t, d in items)

    def view(clock: str, items: list[tuple[str, bool]], menu: bool = False) -> Scr:
        s = Scr(P, clock, 76)
        s.add(desc="Back", cls="Button", h=147, x=(0, 147), click=True, adv=False)
        s.add("Travel", res="notebook_title", h=147, x=(168, 600), adv=False)
        s.add(desc="Edit", cls="Button", click=True, box=(732, 834, 150, 297))
        s.add(desc="Attach", cls="Button", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="Button", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add("Packing list", cls="EditText", h=130, x=(42, 1038), click=True, edit=True, hint="Add title")
        s.add(head[2:], cls="View", h=120, x=(42, 1038))
        for t, d in items:
            s.add(t, cls="CheckBox", h=100, x=(63, 1038), click=True, chk=d)
        if menu:
            for k, m in enumerate(["Attach...", "Draw picture", "Share", "Tags", "Convert to todo", "Properties", "Delete"]):
                s.add(m, click=True, box=(560, 1038, 170 + k * 126, 296 + k * 126))
        return s

    def editor(clock: str, text: str) -> Scr:
        s = Scr(P, clock, 76)
        s.add(desc="Back", cls="Button", h=147, x=(0, 147), click=True, adv=False)
        s.add("Travel", res="notebook_title", h=147, x=(168, 600), adv=False)
        s.add(desc="Save", cls="Button", click=True, box=(732, 834, 150, 297))
        s.add(desc="Attach", cls="Button", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="Button", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        s.add("Packing list", cls="EditText", h=130, x=(42, 1038), click=True, edit=True, hint="Add title")
        s.add(text, cls="EditText", h=1500, x=(42, 1038), click=True, edit=True, focus=True, long=True, hint="Add body")
        return s

    def props(clock: str, updated: str) -> Scr:
        s = Scr(P, clock, 76)
        s.add(desc="Back", cls="Button", h=147, x=(0, 147), click=True, adv=False)
        s.add("Note properties", h=147, x=(168, 800))
        for a, b in [("Created", "12/10/2023 19:04"), ("Updated", updated), ("Location", "52.520008, 13.404954"),
                     ("Source URL", "(none)"), ("ID", "4f2a9c1e8b3d47e6a0c15d92b7e48f31"), ("Markup", "Markdown"),
                     ("Revisions", "View note history")]:
            s.add(a + ":", h=70, x=(63, 1017))
            s.add(b, h=80, x=(63, 1017), click=a == "Revisions")
            s.gap(20)
        return s

    def notes(clock: str) -> Scr:
        s = Scr(P, clock, 76)
        s.add(desc="Sidebar", cls="Button", h=147, x=(0, 147), click=True, adv=False)
        s.add("Travel", h=147, x=(168, 700), adv=False)
        s.add(desc="Search", cls="Button", click=True, box=(834, 936, 150, 297))
        s.add(desc="More options", cls="Button", click=True, box=(936, 1038, 150, 297))
        s.y = 297
        for t in ["Hotels shortlist", "Lisbon itinerary", "Packing list", "Visa & insurance documents"]:
            s.add(t, h=130, x=(42, 1038), click=True, long=True)
        s.add(desc="Add", cls="Button", click=True, box=(849, 1017, 2130, 2298))
        return s

    tr = Traj(notes("14:26"))
    tr.step(C("Packing list"), view("14:26", items0))
    tr.step(C("More options"), view("14:27", items0, menu=True))
    tr.step(C("Properties"), props("14:27", "15/10/2023 21:37"))
    tr.step(C("Back"), view("14:28", items0))
    tr.step(C("Edit"), editor("14:29", md(items0)))
    tr.step(TY(md(items0), md(items1)), editor("14:30", md(items1)))
    tr.step(C("Save"), view("14:31", items1))
    tr.step(C("More options"), view("14:31", items1, menu=True))
    tr.step(C("Properties"), props("14:32", "17/10/2023 14:19"))
    add(rs, "22", "a Pixel 6 emulator (1080 x 2400, Android 13), day/month date format", tr, turn=9,
        kind="After the edit saved at 14:31, the note's Updated time reads 17/10/2023 14:19, earlier than the save.")


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in BUILDERS:
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
