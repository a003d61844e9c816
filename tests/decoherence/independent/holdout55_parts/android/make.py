# ruff: noqa: E501
"""Held-out set h55, domain android: 22 AndroidWorld-style trajectories written blind.

Each trajectory drives one app (system apps, mainstream apps and AndroidWorld's own apps) with
AndroidWorld JSON actions; observations are full screens, either as ``UI element N: UIElement(...)``
lines or as an indented accessibility tree. Screens are rendered from a per-trajectory state so
that clean trajectories stay consistent; in 11 of them one detail is altered on purpose at the
labeled turn (one contradiction each), the other 11 are clean but full of legitimate changes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

SYSUI = "com.android.systemui"
IME = "com.google.android.inputmethod.latin"

_BASE = """# Role and Objective

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
{note}

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYSTEM_UI = _BASE.format(note=(
    "In this session the screen state is the AndroidWorld element list: one `UI element N: UIElement(...)` line per "
    "element, numbered from 0 in screen order (status bar first). Actions are AndroidWorld JSON actions: `click`, "
    "`long_press` and `input_text` name the `index` of an element of the current screen; `scroll` (direction), "
    "`navigate_back`, `navigate_home`, `open_app` (app_name), `keyboard_enter` and `wait` take no index."))
SYSTEM_TREE = _BASE.format(note=(
    "In this session the screen state is the accessibility tree: a `Window:` line with the foreground package/activity, "
    "then one node per line, indented by depth, as `[N] Class text=\"...\" desc=\"...\" id=... flags bounds=[x1,y1][x2,y2]`. "
    "Actions are AndroidWorld JSON actions; `index` refers to the node number [N] of the current screen."))


def full_cls(c: str) -> str:
    if "." in c:
        return c
    if c == "RecyclerView":
        return "androidx.recyclerview.widget.RecyclerView"
    if c in ("View", "ViewGroup"):
        return "android.view." + c
    if c == "WebView":
        return "android.webkit.WebView"
    return "android.widget." + c


class Scr:
    """One screen: status bar elements, then the app's elements (auto laid out top to bottom)."""

    def __init__(self, pkg: str, activity: str, clock: str, batt: int, *, tree: bool = False, wifi: bool = True,
                 icons: tuple[str, ...] = (), vpn: bool = False, net: str = "LTE") -> None:
        self.pkg, self.activity, self.tree = pkg, activity, tree
        self.els: list[dict[str, Any]] = []
        self.ix: dict[str, int] = {}
        self.y = 0
        self.add(text=clock, box=(42, 8, 150, 68), pkg=SYSUI, rid="clock", depth=0)
        x = 170
        for ic in icons:
            self.add(desc=ic, cls="ImageView", box=(x, 14, x + 48, 62), pkg=SYSUI, rid="notificationIcons", depth=0)
            x += 56
        if vpn:
            self.add(desc="VPN on", cls="ImageView", box=(768, 14, 816, 62), pkg=SYSUI, rid="vpn", depth=0)
        if wifi:
            self.add(desc="Wifi signal full.", cls="ImageView", box=(824, 14, 872, 62), pkg=SYSUI, rid="wifi_signal", depth=0)
        self.add(desc=f"Phone four bars. {net}.", cls="ImageView", box=(880, 14, 928, 62), pkg=SYSUI, rid="mobile_signal", depth=0)
        self.add(desc=f"Battery {batt} percent.", cls="ImageView", box=(936, 14, 1038, 62), pkg=SYSUI, rid="battery", depth=0)
        self.add(cls="FrameLayout", box=(0, 0, 1080, 2400), rid="content", depth=0, pkg=pkg)
        self.y = 80

    def add(self, key: str | None = None, text: str | None = None, desc: str | None = None, cls: str = "TextView",
            h: int = 110, box: tuple[int, int, int, int] | None = None, rid: str | None = None, click: bool = False,
            lclick: bool = False, check: bool | None = None, edit: bool = False, focus: bool = False,
            scroll: bool = False, sel: bool = False, hint: str | None = None, enabled: bool = True,
            pkg: str | None = None, depth: int = 1, x: tuple[int, int] = (42, 1038), adv: bool = True) -> int:
        if box is None:
            box = (x[0], self.y, x[1], self.y + h)
            if adv:
                self.y += h
        pkg = pkg or self.pkg
        if rid and ":" not in rid:
            rid = f"{pkg}:id/{rid}"
        self.els.append({"text": text, "desc": desc, "cls": cls, "box": box, "rid": rid, "click": click,
                         "lclick": lclick, "check": check, "edit": edit, "focus": focus, "scroll": scroll,
                         "sel": sel, "hint": hint, "enabled": enabled, "pkg": pkg, "depth": depth})
        if key:
            assert key not in self.ix, key
            self.ix[key] = len(self.els) - 1
        return len(self.els) - 1

    def keyboard(self) -> None:
        self.add(desc="Gboard", cls="FrameLayout", box=(0, 1544, 1080, 2337), pkg=IME, rid="keyboard_holder", depth=0)
        self.add(desc="Voice typing", cls="ImageButton", box=(932, 1556, 1060, 1660), pkg=IME, rid="key_pos_header_mic", click=True, depth=1)

    def render(self) -> str:
        if self.tree:
            return self._tree()
        out = []
        for i, e in enumerate(self.els):
            b = e["box"]
            out.append(
                f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, "
                f"class_name={full_cls(e['cls'])!r}, bbox_pixels=BoundingBox(x_min={b[0]}, x_max={b[2]}, y_min={b[1]}, y_max={b[3]}), "
                f"hint_text={e['hint']!r}, is_checked={bool(e['check'])}, is_checkable={e['check'] is not None}, "
                f"is_clickable={e['click']}, is_editable={e['edit']}, is_enabled={e['enabled']}, is_focused={e['focus']}, "
                f"is_long_clickable={e['lclick']}, is_scrollable={e['scroll']}, is_selected={e['sel']}, "
                f"package_name={e['pkg']!r}, resource_name={e['rid']!r})")
        return "\n".join(out)

    def _tree(self) -> str:
        out = [f"Window: {self.pkg}/{self.activity}"]
        for i, e in enumerate(self.els):
            parts = [f"[{i}]", full_cls(e["cls"]).rsplit(".", 1)[-1]]
            if e["text"] is not None:
                parts.append("text=" + json.dumps(e["text"], ensure_ascii=False))
            if e["desc"] is not None:
                parts.append("desc=" + json.dumps(e["desc"], ensure_ascii=False))
            if e["hint"] is not None:
                parts.append("hint=" + json.dumps(e["hint"], ensure_ascii=False))
            if e["rid"]:
                parts.append("id=" + e["rid"])
            for flag, on in (("clickable", e["click"]), ("long-clickable", e["lclick"]), ("editable", e["edit"]),
                             ("focused", e["focus"]), ("scrollable", e["scroll"]), ("selected", e["sel"]),
                             ("disabled", not e["enabled"])):
                if on:
                    parts.append(flag)
            if e["check"] is not None:
                parts.append(f"checkable checked={'true' if e['check'] else 'false'}")
            b = e["box"]
            parts.append(f"bounds=[{b[0]},{b[1]}][{b[2]},{b[3]}]")
            out.append("  " * e["depth"] + " ".join(parts))
        return "\n".join(out)


def act(kind: str, **kw: Any) -> str:
    return json.dumps({"action_type": kind, **kw}, ensure_ascii=False)


class Traj:
    """Collects (action, next screen) pairs; actions name element indices of the screen they act on."""

    def __init__(self, first: Scr) -> None:
        self.cur = first
        self.state = first.render()
        self.turns: list[tuple[str, str]] = []

    def _go(self, action: str, nxt: Scr) -> None:
        self.turns.append((action, nxt.render()))
        self.cur = nxt

    def click(self, key: str, nxt: Scr) -> None:
        self._go(act("click", index=self.cur.ix[key]), nxt)

    def lpress(self, key: str, nxt: Scr) -> None:
        self._go(act("long_press", index=self.cur.ix[key]), nxt)

    def type(self, key: str, text: str, nxt: Scr) -> None:
        self._go(act("input_text", text=text, index=self.cur.ix[key]), nxt)

    def scroll(self, direction: str, nxt: Scr) -> None:
        self._go(act("scroll", direction=direction), nxt)

    def back(self, nxt: Scr) -> None:
        self._go(act("navigate_back"), nxt)

    def home(self, nxt: Scr) -> None:
        self._go(act("navigate_home"), nxt)

    def wait(self, nxt: Scr) -> None:
        self._go(act("wait"), nxt)

    def open(self, app: str, nxt: Scr) -> None:
        self._go(act("open_app", app_name=app), nxt)

    def add_to(self, rs: RowSet, tid: str, *, bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
        system = SYSTEM_TREE if self.cur.tree else SYSTEM_UI
        rs.add("android", tid, system, self.turns, state=self.state, bad=bad, turn=turn, kind=kind)


class Clk:
    """A wall clock that only moves forward; ``h24`` picks the status-bar style."""

    def __init__(self, h: int, m: int, h24: bool = False) -> None:
        self.t, self.h24 = h * 60 + m, h24

    def adv(self, m: int = 1) -> str:
        self.t += m
        return self.s

    @property
    def s(self) -> str:
        h, m = divmod(self.t % 1440, 60)
        if self.h24:
            return f"{h:02d}:{m:02d}"
        return f"{(h - 1) % 12 + 1}:{m:02d}"

    @property
    def ampm(self) -> str:
        h, m = divmod(self.t % 1440, 60)
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


def appbar(s: Scr, title: str | None, *, up: bool = True, actions: tuple[tuple[str, str], ...] = (), rid: str = "toolbar") -> None:
    """A top app bar: optional Navigate up, a title, then icon buttons (key, description)."""
    s.add(cls="ViewGroup", box=(0, 80, 1080, 227), rid=rid)
    if up:
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True, depth=2)
    if title is not None:
        s.add("title", text=title, box=(158 if up else 42, 118, 700, 190), depth=2)
    x = 1080 - 126 * len(actions)
    for key, desc in actions:
        s.add(key, desc=desc, cls="ImageButton", box=(x, 91, x + 126, 217), click=True, depth=2)
        x += 126
    s.y = 227


def row2(s: Scr, key: str, title: str, sub: str | None, *, rid_t: str = "title", rid_s: str = "summary",
         icon: str | None = None, click: bool = True, lclick: bool = False, sel: bool = False,
         extra: str | None = None, h: int = 160) -> None:
    """A list row: clickable container, title, optional summary and trailing text."""
    y = s.y
    s.add(key, cls="LinearLayout", h=h, click=click, lclick=lclick, sel=sel, x=(0, 1080))
    if icon:
        s.add(desc=icon, cls="ImageView", box=(42, y + 40, 122, y + 120), depth=2)
    left = 158 if icon else 42
    s.add(key + "_t", text=title, box=(left, y + 24, 880 if extra else 1038, y + 84), rid=rid_t, depth=2)
    if sub is not None:
        s.add(key + "_s", text=sub, box=(left, y + 86, 1038, y + 138), rid=rid_s, depth=2)
    if extra is not None:
        s.add(key + "_x", text=extra, box=(880, y + 24, 1038, y + 84), depth=2)


# ---------------------------------------------------------------------------------------------
# 01 Settings: Wi-Fi privacy (clean)
# ---------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    pkg = "com.android.settings"
    clk = Clk(16, 7)

    def base(act_: str, batt: int = 86, wifi: bool = True) -> Scr:
        return Scr(pkg, act_, clk.s, batt, wifi=wifi, net="5G")

    def home() -> Scr:
        s = base(".homepage.SettingsHomepageActivity")
        s.add("search", text="Search settings", cls="TextView", box=(42, 260, 1038, 386), click=True, rid="search_action_bar_title")
        s.add(desc="Profile picture, double tap to open Google Account", cls="ImageView", box=(900, 270, 1020, 376), click=True, rid="account_avatar")
        s.y = 430
        s.add(cls="RecyclerView", box=(0, 430, 1080, 2337), scroll=True, rid="recycler_view", adv=False)
        rows = [("net", "Network & internet", "Mobile, Wi‑Fi, hotspot"), ("dev", "Connected devices", "Bluetooth, pairing"),
                ("apps", "Apps", "Assistant, recent apps, default apps"), ("notif", "Notifications", "Notification history, conversations"),
                ("batt", "Battery", "86% - Should last until about 11:15 PM"), ("stor", "Storage", "41% used - 75.52 GB free"),
                ("sound", "Sound & vibration", "Volume, haptics, Do Not Disturb"), ("disp", "Display", "Dark theme, font size, brightness"),
                ("wall", "Wallpaper & style", "Colors, themed icons, app grid"), ("a11y", "Accessibility", "Display, interaction, audio")]
        for k, t, sub in rows:
            row2(s, k, t, sub, icon=t, rid_t="android:id/title", rid_s="android:id/summary", h=190)
        return s

    def netinet() -> Scr:
        s = base(".Settings$NetworkDashboardActivity")
        appbar(s, "Network & internet", actions=(("help", "Help & feedback"),))
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="recycler_view", adv=False)
        s.y = 260
        row2(s, "internet", "Internet", "HomeNet-5G", icon="Internet", rid_t="android:id/title", rid_s="android:id/summary")
        row2(s, "calls", "Calls & SMS", "T-Mobile", icon="Calls & SMS", rid_t="android:id/title", rid_s="android:id/summary")
        row2(s, "sims", "SIMs", "T-Mobile", icon="SIMs", rid_t="android:id/title", rid_s="android:id/summary")
        y = s.y
        row2(s, "airplane", "Airplane mode", None, icon="Airplane mode", rid_t="android:id/title")
        s.add("airplane_sw", cls="Switch", box=(900, y + 40, 1038, y + 120), check=False, click=True, rid="android:id/switch_widget", depth=2)
        row2(s, "hotspot", "Hotspot & tethering", "Off", icon="Hotspot & tethering", rid_t="android:id/title", rid_s="android:id/summary")
        row2(s, "saver", "Data Saver", "Off", icon="Data Saver", rid_t="android:id/title", rid_s="android:id/summary")
        row2(s, "vpn", "VPN", "None", icon="VPN", rid_t="android:id/title", rid_s="android:id/summary")
        row2(s, "dns", "Private DNS", "Automatic", icon="Private DNS", rid_t="android:id/title", rid_s="android:id/summary")
        row2(s, "adaptive", "Adaptive connectivity", None, icon="Adaptive connectivity", rid_t="android:id/title")
        return s

    def internet(on: bool, batt: int, order: tuple[str, ...] = ("HomeNet-2G", "Cafe_Lumen", "DIRECT-7F-HP OfficeJet Pro 9015", "xfinitywifi", "NETGEAR-Guest"),
                 bars: dict[str, str] | None = None) -> Scr:
        s = base(".Settings$NetworkProviderSettingsActivity", batt, wifi=on)
        appbar(s, "Internet", actions=(("help", "Help & feedback"),))
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="recycler_view", adv=False)
        s.y = 250
        row2(s, "mobile", "T-Mobile", "Mobile data won’t auto‑connect" if on else "Connected / 5G", icon="Mobile data", rid_t="android:id/title", rid_s="android:id/summary")
        y = s.y
        s.add("wifi_row", cls="LinearLayout", h=150, click=True, x=(0, 1080))
        s.add(text="Wi‑Fi", box=(42, y + 45, 700, y + 105), rid="android:id/title", depth=2)
        s.add("wifi_sw", cls="Switch", box=(900, y + 35, 1038, y + 115), check=on, click=True, rid="android:id/switch_widget", depth=2)
        if on:
            row2(s, "home5", "HomeNet-5G", "Connected", icon="Wifi signal full.", rid_t="android:id/title", rid_s="android:id/summary")
            s.add("home5_gear", desc="Settings", cls="ImageView", box=(910, s.y - 120, 1038, s.y - 40), click=True, rid="settings_button_no_background", depth=2)
            subs = {"HomeNet-2G": "Saved", "Cafe_Lumen": None, "DIRECT-7F-HP OfficeJet Pro 9015": None, "xfinitywifi": None, "NETGEAR-Guest": None}
            icons = {"HomeNet-2G": "Wifi signal full.", "Cafe_Lumen": "Wifi signal three bars. Open network.",
                     "DIRECT-7F-HP OfficeJet Pro 9015": "Wifi signal three bars.", "xfinitywifi": "Wifi signal two bars. Open network.",
                     "NETGEAR-Guest": "Wifi signal one bar."}
            icons.update(bars or {})
            for i, n in enumerate(order):
                row2(s, f"net{i}", n, subs[n], icon=icons[n], rid_t="android:id/title", rid_s="android:id/summary", h=140)
            row2(s, "addnet", "Add network", None, icon="Add network", rid_t="android:id/title", h=130)
        else:
            s.add(text="To see available networks, turn Wi‑Fi on", h=120, rid="android:id/title")
        row2(s, "prefs", "Network preferences", "Wi‑Fi turns back on automatically", rid_t="android:id/title", rid_s="android:id/summary")
        row2(s, "saved", "Saved networks", "4 networks", rid_t="android:id/title", rid_s="android:id/summary")
        row2(s, "usage", "Non-carrier data usage", "3.21 GB used Feb 15 – Mar 14", rid_t="android:id/title", rid_s="android:id/summary")
        return s

    def details(device_mac: bool, batt: int, dialog: bool = False) -> Scr:
        s = base(".Settings$NetworkProviderSettingsActivity", batt)
        appbar(s, "Network details", actions=(("help", "Help & feedback"),))
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="recycler_view", adv=False)
        s.y = 250
        s.add(desc="Wifi signal full.", cls="ImageView", box=(476, 260, 604, 388), rid="entity_header_icon")
        s.add(text="HomeNet-5G", box=(42, 400, 1038, 470), rid="entity_header_title")
        s.add(text="Connected", box=(42, 470, 1038, 520), rid="entity_header_summary")
        s.add("forget", text="Forget", cls="Button", box=(42, 560, 362, 720), click=True, rid="button1")
        s.add("disconnect", text="Disconnect", cls="Button", box=(380, 560, 700, 720), click=True, rid="button2")
        s.add("share", text="Share", cls="Button", box=(718, 560, 1038, 720), click=True, rid="button3")
        s.y = 740
        mac = "3c:28:6d:5a:91:0b" if device_mac else "d2:4f:9a:1c:33:e7"
        ip = "192.168.1.23" if device_mac else "192.168.1.47"
        v6 = "fe80::3e28:6dff:fe5a:910b" if device_mac else "fe80::d04f:9aff:fe1c:33e7"
        link = "780 Mbps" if device_mac else "866 Mbps"
        rows = [("signal", "Signal strength", "Excellent"), ("freq", "Frequency", "5 GHz"),
                ("sec", "Security", "WPA2/WPA3-Personal"), ("usage", "Network usage", "Detect automatically"),
                ("privacy", "Privacy", "Use device MAC" if device_mac else "Use randomized MAC"),
                ("mac", "MAC address" if device_mac else "Randomized MAC address", mac), ("ip", "IP address", ip),
                ("gw", "Gateway", "192.168.1.1"), ("mask", "Subnet mask", "255.255.255.0"), ("dns", "DNS", "192.168.1.1"),
                ("v6", "IPv6 addresses", v6), ("link", "Link speed", link)]
        for k, t, sub in rows:
            row2(s, k, t, sub, rid_t="android:id/title", rid_s="android:id/summary", h=140, click=k in ("usage", "privacy"))
        if dialog:
            s.add(cls="FrameLayout", box=(84, 900, 996, 1500), rid="android:id/content", pkg=pkg)
            s.add(text="Privacy", box=(147, 960, 933, 1040), rid="android:id/alertTitle", depth=2)
            s.add("rand", text="Use randomized MAC (default)", cls="CheckedTextView", box=(84, 1080, 996, 1220), check=not device_mac, click=True, rid="android:id/text1", depth=2)
            s.add("devmac", text="Use device MAC", cls="CheckedTextView", box=(84, 1220, 996, 1360), check=device_mac, click=True, rid="android:id/text1", depth=2)
            s.add("cancel", text="Cancel", cls="Button", box=(720, 1380, 933, 1480), click=True, rid="android:id/button2", depth=2)
        return s

    t = Traj(home())
    clk.adv(1)
    t.click("net", netinet())
    t.click("internet", internet(True, 86))
    t.click("home5_gear", details(False, 86))
    clk.adv(1)
    t.click("privacy", details(False, 86, dialog=True))
    clk.adv(1)
    t.click("devmac", details(True, 85))
    t.back(internet(True, 85))
    clk.adv(1)
    t.click("wifi_sw", internet(False, 85))
    clk.adv(1)
    t.click("wifi_sw", internet(True, 85, ("HomeNet-2G", "Cafe_Lumen", "xfinitywifi", "DIRECT-7F-HP OfficeJet Pro 9015", "NETGEAR-Guest"),
                                {"xfinitywifi": "Wifi signal three bars. Open network.", "DIRECT-7F-HP OfficeJet Pro 9015": "Wifi signal two bars."}))
    t.add_to(rs, "h55-android-01")


# ---------------------------------------------------------------------------------------------
# 02 Files by Google: rename, then re-sort (bad: renamed file back under its old name)
# ---------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    pkg = "com.google.android.apps.nbu.files"
    clk = Clk(10, 22)
    files = [("receipt_scan_0312.pdf", 1.8e6, "1.8 MB", "Mar 12"), ("IMG_20240311_184502.jpg", 3.4e6, "3.4 MB", "Mar 11"),
             ("boarding_pass_LH1423.pdf", 212e3, "212 kB", "Mar 10"), ("podcast_ep114.mp3", 48.6e6, "48.6 MB", "Mar 9"),
             ("Invoice-20240301-7731.pdf", 96e3, "96 kB", "Mar 1"), ("setup_v2.4.1.apk", 24.3e6, "24.3 MB", "Feb 27"),
             ("lease_renewal_2024_signed.pdf", 1.1e6, "1.1 MB", "Feb 21"), ("Screenshot_20240219-101533.png", 842e3, "842 kB", "Feb 19"),
             ("tax_summary_2023.xlsx", 58e3, "58 kB", "Feb 14"), ("wedding_playlist.m3u", 3e3, "3 kB", "Feb 10"),
             ("IMG_20240203_091122.jpg", 2.9e6, "2.9 MB", "Feb 3"), ("DSC_0087.MOV", 187.2e6, "187.2 MB", "Jan 29"),
             ("resume_jmorgan_v7.docx", 41e3, "41 kB", "Jan 22"), ("map_offline_lisbon.zip", 12.7e6, "12.7 MB", "Jan 15")]
    icon = {"pdf": "PDF file", "jpg": "Image file", "png": "Image file", "mp3": "Audio file", "apk": "APK file", "xlsx": "Spreadsheet file",
            "m3u": "Audio file", "MOV": "Video file", "docx": "Document file", "zip": "Archive file"}

    def listing(items: list[tuple[str, float, str, str]], sort: str, *, first: int = 0, selected: str | None = None,
                menu: bool = False, rename: str | None = None, sheet: bool = False, kb: bool = False, batt: int = 72) -> Scr:
        s = Scr(pkg, ".home.HomeActivity", clk.s, batt)
        if selected:
            appbar(s, "1 selected", actions=(("share", "Share"), ("delete", "Delete"), ("more", "More options")))
        else:
            appbar(s, "Downloads", actions=(("search", "Search"), ("more", "More options")))
        s.add("sort", text=sort, desc=f"Sort by {sort}", cls="Button", box=(42, 240, 560, 330), click=True, rid="sort_chip")
        s.add("grid", desc="Switch to grid view", cls="ImageButton", box=(912, 240, 1038, 330), click=True, rid="view_toggle")
        s.add(cls="RecyclerView", box=(0, 340, 1080, 2337), scroll=True, rid="file_list", adv=False)
        s.y = 340
        for i, (name, _sz, size, date) in enumerate(items[first:first + 11]):
            k = f"f{first + i}"
            row2(s, k, name, f"{size} · {date}", icon=icon[name.rsplit('.', 1)[1]], rid_t="file_name", rid_s="file_details",
                 lclick=True, sel=name == selected, h=170)
            if selected:
                s.add(cls="CheckBox", box=(930, s.y - 125, 1018, s.y - 45), check=name == selected, click=True, rid="selection_checkbox", depth=2)
        if menu:
            s.add(cls="ListView", box=(560, 100, 1060, 940), rid="android:id/list", pkg=pkg, depth=1)
            for j, m in enumerate(["Select all", "Rename", "Copy to", "Move to", "Add to favorites", "Move to Safe folder", "File info"]):
                s.add("m_" + m.replace(" ", "_").lower(), text=m, box=(560, 120 + 116 * j, 1060, 236 + 116 * j), click=True, rid="android:id/title", depth=2)
        if rename is not None:
            s.add(cls="FrameLayout", box=(84, 820, 996, 1380), rid="android:id/content", depth=1)
            s.add(text="Rename", box=(147, 880, 933, 960), rid="android:id/alertTitle", depth=2)
            s.add("name_field", text=rename, cls="EditText", box=(147, 1000, 933, 1140), edit=True, focus=True, click=True, rid="rename_edit_text", depth=2)
            s.add("cancel", text="Cancel", cls="Button", box=(520, 1220, 720, 1330), click=True, rid="android:id/button2", depth=2)
            s.add("ok", text="OK", cls="Button", box=(740, 1220, 933, 1330), click=True, rid="android:id/button1", depth=2)
            if kb:
                s.keyboard()
        if sheet:
            s.add(cls="FrameLayout", box=(0, 1420, 1080, 2337), rid="design_bottom_sheet", depth=1)
            s.add(text="Sort by", box=(42, 1450, 1038, 1540), depth=2)
            for j, m in enumerate(["Name (A to Z)", "Name (Z to A)", "Newest date first", "Oldest date first", "Largest first", "Smallest first"]):
                s.add("s_" + m.split()[0].lower() + str(j), text=m, cls="RadioButton", box=(42, 1560 + 125 * j, 1038, 1685 + 125 * j),
                      check=m == sort, click=True, rid="sort_option", depth=2)
        return s

    def browse() -> Scr:
        s = Scr(pkg, ".home.HomeActivity", clk.s, 71)
        appbar(s, "Files", up=False, actions=(("search", "Search"), ("more", "More options")))
        s.add(text="Categories", box=(42, 250, 1038, 320))
        s.y = 330
        for k, t, sub in [("dl", "Downloads", "14 items"), ("img", "Images", "1,284 items"), ("vid", "Videos", "96 items"),
                          ("aud", "Audio", "212 items"), ("doc", "Documents & other", "388 items"), ("apk", "Apps", "61 items")]:
            row2(s, k, t, sub, icon=t, h=150)
        s.add(text="Collections", h=90)
        row2(s, "fav", "Favorites", "6 items", icon="Favorites", h=150)
        row2(s, "safe", "Safe folder", None, icon="Safe folder", h=150)
        s.add(text="Storage devices", h=90)
        row2(s, "internal", "Internal storage", "52.7 GB used · 75.5 GB free", icon="Internal storage", h=150)
        s.add("tab_clean", text="Clean", desc="Clean", cls="FrameLayout", box=(0, 2180, 360, 2337), click=True, rid="bottom_nav_clean")
        s.add("tab_browse", text="Browse", desc="Browse", cls="FrameLayout", box=(360, 2180, 720, 2337), click=True, sel=True, rid="bottom_nav_browse")
        s.add("tab_share", text="Share", desc="Share", cls="FrameLayout", box=(720, 2180, 1080, 2337), click=True, rid="bottom_nav_share")
        return s

    old = "IMG_20240311_184502.jpg"
    t = Traj(listing(files, "Newest date first"))
    clk.adv(1)
    t.lpress("f1", listing(files, "Newest date first", selected=old))
    t.click("more", listing(files, "Newest date first", selected=old, menu=True))
    t.click("m_rename", listing(files, "Newest date first", rename=old, kb=True))
    clk.adv(1)
    t.type("name_field", "bakery_storefront.jpg", listing(files, "Newest date first", rename="bakery_storefront.jpg", kb=True))
    renamed = [("bakery_storefront.jpg",) + f[1:] if f[0] == old else f for f in files]
    t.click("ok", listing(renamed, "Newest date first"))
    clk.adv(1)
    t.click("sort", listing(renamed, "Newest date first", sheet=True))
    by_size = sorted(renamed, key=lambda f: -f[1])
    shown = [(old,) + f[1:] if f[0] == "bakery_storefront.jpg" else f for f in by_size]  # the contradiction
    t.click("s_largest4", listing(shown, "Largest first"))
    clk.adv(1)
    t.scroll("down", listing(shown, "Largest first", first=6))
    t.back(browse())
    t.add_to(rs, "h55-android-02", bad=True, turn=7,
             kind="After the rename to bakery_storefront.jpg (turn 5), the size-sorted list at turn 7 shows the 3.4 MB Mar 11 photo as IMG_20240311_184502.jpg again.")


# ---------------------------------------------------------------------------------------------
# 03 Markor: open, preview, menu (bad: a line of the file changes with no edit)
# ---------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    pkg = "net.gsantner.markor"
    clk = Clk(21, 4, h24=True)
    reading = ("# Reading list 2024\n\n## In progress\n- The Dispossessed — Ursula K. Le Guin (p. 212/387)\n"
               "- Designing Data-Intensive Applications — ch. 7 \"Transactions\"\n\n## Queue\n- Piranesi — Susanna Clarke\n"
               "- The Mythical Man-Month — Fred Brooks\n- Braiding Sweetgrass — Robin Wall Kimmerer\n- A Psalm for the Wild-Built\n\n"
               "## Done\n- Project Hail Mary (finished Jan 28)\n- Klara and the Sun (finished Feb 19)\n- Tomorrow, and Tomorrow, and Tomorrow (finished Mar 3)\n")
    grocery = "oat milk x2\neggs (dozen)\nsourdough\nbaby spinach\nfeta\nlemons x3\ncoffee beans — light roast\ndish soap\n"

    def kb(n: int) -> str:
        return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"

    files = [("archive", None, "Mar 2, 11:09"), ("meeting_notes_2024-03-14.md", 2468, "Mar 14, 09:58"),
             ("reading_list.md", len(reading.encode()), "Mar 12, 22:31"), ("ideas.md", 1937, "Mar 11, 18:05"),
             ("grocery.txt", len(grocery.encode()), "Mar 10, 12:40"), ("todo.txt", 402, "Mar 8, 07:15"),
             ("QuickNote.md", 3174, "Mar 6, 16:20"), ("bookmarks.md", 5260, "Feb 27, 20:48")]

    def browser(batt: int) -> Scr:
        s = Scr(pkg, ".activity.MainActivity", clk.s, batt)
        appbar(s, "Notebook", up=False, actions=(("search", "Search"), ("sort", "Sort by"), ("more", "More options")))
        s.add(text="/storage/emulated/0/Documents/Markor", box=(42, 227, 1038, 287), rid="ui__filesystem_dialog__current_folder")
        s.add(cls="RecyclerView", box=(0, 290, 1080, 2150), scroll=True, rid="ui__filesystem_dialog__list", adv=False)
        s.y = 290
        for i, (name, size, date) in enumerate(files):
            sub = f"{date}" if size is None else f"{date} · {kb(size)}"
            row2(s, f"f{i}", name, sub, icon="Folder" if size is None else "File", rid_t="ui__filesystem_item__title",
                 rid_s="ui__filesystem_item__description", lclick=True, h=165)
        s.add("fab", desc="Create a new file", cls="ImageButton", box=(870, 1960, 1038, 2128), click=True, rid="fab_add_new_item")
        for j, (k, lab) in enumerate([("nav_notebook", "Notebook"), ("nav_todo", "To-Do"), ("nav_quick", "QuickNote"), ("nav_more", "More")]):
            s.add(k, text=lab, desc=lab, cls="FrameLayout", box=(270 * j, 2170, 270 * (j + 1), 2337), click=True, sel=j == 0, rid=k)
        return s

    def editor(name: str, text: str, batt: int, menu: bool = False) -> Scr:
        s = Scr(pkg, ".activity.DocumentActivity", clk.s, batt)
        appbar(s, name.rsplit(".", 1)[0], actions=(("save", "Save"), ("view", "View mode"), ("more", "More options")))
        s.add(cls="ScrollView", box=(0, 227, 1080, 2180), scroll=True, rid="document__fragment__edit__content_editor__scrolling_parent", adv=False)
        s.add("body", text=text, cls="EditText", box=(42, 240, 1038, 2170), edit=True, click=True, lclick=True,
              rid="document__fragment__edit__highlighting_editor", depth=2)
        for j, lab in enumerate(["Heading", "Checkbox", "Unordered list", "Bold", "Italic", "Insert link", "Insert image", "Special key"]):
            s.add(desc=lab, cls="ImageView", box=(135 * j, 2190, 135 * (j + 1), 2330), click=True, rid="document__fragment__edit__text_actions_bar_item")
        if menu:
            s.add(cls="ListView", box=(540, 100, 1060, 1240), rid="android:id/list", depth=1)
            for j, (lab, chk) in enumerate([("Share", None), ("Search in file", None), ("Jump to top", None), ("Jump to bottom", None),
                                            ("Format", None), ("Wrap text", True), ("Line numbers", False), ("Discard changes", None), ("Settings", None)]):
                s.add("m%d" % j, text=lab, cls="CheckBox" if chk is not None else "TextView", box=(540, 116 + 124 * j, 1060, 240 + 124 * j),
                      check=chk, click=True, rid="android:id/title", depth=2)
        return s

    def preview(name: str, text: str, batt: int) -> Scr:
        s = Scr(pkg, ".activity.DocumentActivity", clk.s, batt)
        appbar(s, name.rsplit(".", 1)[0], actions=(("save", "Save"), ("view", "Edit"), ("more", "More options")))
        s.add(cls="WebView", box=(0, 227, 1080, 2337), scroll=True, rid="document__fragment_view_webview", adv=False)
        s.y = 250
        for line in text.split("\n"):
            if not line:
                continue
            if line.startswith("## "):
                s.add(text=line[3:], cls="View", h=100, depth=2)
            elif line.startswith("# "):
                s.add(text=line[2:], cls="View", h=130, depth=2)
            elif line.startswith("- "):
                s.add(text=line[2:], cls="View", h=80, depth=2)
            else:
                s.add(text=line, cls="View", h=80, depth=2)
        return s

    bad = reading.replace("(p. 212/387)", "(p. 221/387)")
    t = Traj(browser(64))
    t.click("f2", editor("reading_list.md", reading, 64))
    clk.adv(1)
    t.click("view", preview("reading_list.md", reading, 64))
    clk.adv(1)
    t.click("view", editor("reading_list.md", reading, 64))
    t.click("more", editor("reading_list.md", bad, 63, menu=True))
    t.back(editor("reading_list.md", bad, 63))
    clk.adv(1)
    t.back(browser(63))
    t.click("f4", editor("grocery.txt", grocery, 63))
    clk.adv(1)
    t.click("view", preview("grocery.txt", grocery, 63))
    t.add_to(rs, "h55-android-03", bad=True, turn=4,
             kind="reading_list.md shows The Dispossessed at p. 221/387 at turn 4, but turns 1-3 showed p. 212/387 and the file was never edited.")


# ---------------------------------------------------------------------------------------------
# 04 Contacts: edit a number, star, create (clean)
# ---------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    pkg = "com.google.android.contacts"
    clk = Clk(13, 48)
    people = ["Aaron Blake", "Abigail Torres", "Adaeze Okafor", "Alex Chen", "Amir Haddad", "Ana Lucía Pérez", "Ben Whitaker",
              "Bianca Rossi", "Bogdan Ilić", "Carmen Ortiz", "Chris Delaney"]

    def clist(favs: list[str], batt: int) -> Scr:
        s = Scr(pkg, "com.android.contacts.activities.PeopleActivity", clk.s, batt)
        s.add("search", text="Search contacts", cls="TextView", box=(42, 100, 900, 220), click=True, rid="open_search_bar_text_view")
        s.add(desc="Account: alex.morgan.sf@gmail.com", cls="ImageView", box=(920, 110, 1030, 210), click=True, rid="selected_account_disc")
        s.add(cls="RecyclerView", box=(0, 240, 1080, 2180), scroll=True, rid="list", adv=False)
        s.y = 240
        s.add(text="alex.morgan.sf@gmail.com · 142 contacts", h=80, rid="account_header")
        s.add(text="Favourites", h=80, rid="header")
        for i, n in enumerate(favs):
            row2(s, f"fav{i}", n, None, icon=f"{n} photo", rid_t="cliv_name_textview", lclick=True, h=140)
        letter = ""
        for i, n in enumerate(people):
            if n[0] != letter:
                letter = n[0]
                s.add(text=letter, h=70, rid="header")
            row2(s, f"p{i}", n, None, icon=f"{n} photo", rid_t="cliv_name_textview", lclick=True, h=140)
        s.add("fab", desc="Create contact", cls="ImageButton", box=(870, 1990, 1038, 2158), click=True, rid="floating_action_button")
        for j, lab in enumerate(["Contacts", "Highlights", "Fix & manage"]):
            s.add(f"nav{j}", text=lab, desc=lab, cls="FrameLayout", box=(360 * j, 2180, 360 * (j + 1), 2337), click=True, sel=j == 0, rid="navigation_bar_item_large_label_view")
        return s

    def search(q: str, num: str, batt: int) -> Scr:
        s = Scr(pkg, "com.android.contacts.activities.PeopleActivity", clk.s, batt)
        s.add("sback", desc="Navigate up", cls="ImageButton", box=(0, 100, 126, 220), click=True)
        s.add("q", text=q or None, hint="Search contacts", cls="EditText", box=(126, 100, 960, 220), edit=True, focus=True, click=True, rid="search_view")
        if q:
            s.add("clear", desc="Clear query", cls="ImageButton", box=(960, 100, 1080, 220), click=True, rid="search_close_btn")
            s.y = 240
            s.add(text="Contacts", h=80, rid="header")
            row2(s, "r0", "Priya Raman", f"{num} · Mobile", icon="Priya Raman photo", rid_t="cliv_name_textview", rid_s="cliv_data_view", h=160)
            row2(s, "r1", "Priya Shah", "Kestrel Dev · priya.shah@kestrel.dev", icon="Priya Shah photo", rid_t="cliv_name_textview", rid_s="cliv_data_view", h=160)
        else:
            s.y = 240
            s.add(text="Recent searches", h=80, rid="header")
            row2(s, "rec0", "plumber", None, icon="Recent search", h=130)
            row2(s, "rec1", "Dr. Okafor", None, icon="Recent search", h=130)
        s.keyboard()
        return s

    def details(num: str, starred: bool, batt: int) -> Scr:
        s = Scr(pkg, "com.android.contacts.quickcontact.QuickContactActivity", clk.s, batt)
        appbar(s, None, actions=(("edit", "Edit contact"), ("star", "Remove from favourites" if starred else "Add to favourites"), ("more", "More options")))
        s.add(desc="Priya Raman photo", cls="ImageView", box=(420, 240, 660, 480), rid="photo")
        s.add(text="Priya Raman", box=(42, 500, 1038, 600), rid="large_title")
        for j, lab in enumerate(["Call", "Text", "Video", "Email"]):
            s.add(f"b{j}", text=lab, desc=lab, cls="Button", box=(42 + 250 * j, 640, 272 + 250 * j, 800), click=True, rid="header_action_button")
        s.y = 840
        s.add(text="Contact info", h=90, rid="card_title")
        row2(s, "phone", num, "Mobile", icon="Call", rid_t="header", rid_s="sub_header", h=160)
        s.add(desc="Text", cls="ImageView", box=(910, s.y - 120, 1038, s.y - 40), click=True, rid="icon_alternate", depth=2)
        row2(s, "email", "priya.raman@northwind.io", "Home", icon="Email", rid_t="header", rid_s="sub_header", h=160)
        row2(s, "bday", "March 3", "Birthday", icon="Event", rid_t="header", rid_s="sub_header", h=160)
        s.add(text="About Priya", h=90, rid="card_title")
        row2(s, "labels", "Family", "Labels", icon="Labels", rid_t="header", rid_s="sub_header", h=160)
        row2(s, "apps", "WhatsApp · Signal", "Connected apps", icon="Connected apps", rid_t="header", rid_s="sub_header", h=160)
        return s

    def editor(first: str, last: str, num: str, email: str, batt: int, focus: str | None = None, title: str = "Edit contact") -> Scr:
        s = Scr(pkg, "com.android.contacts.activities.ContactEditorActivity", clk.s, batt)
        s.add("close", desc="Cancel", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text=title, box=(158, 118, 700, 190), rid="toolbar_title")
        s.add("save", text="Save", cls="Button", box=(840, 100, 1038, 210), click=True, rid="editor_menu_save_button")
        s.y = 240
        if title == "Create contact":
            s.add(text="Save to alex.morgan.sf@gmail.com", h=100, click=True, rid="account_name")
        s.add(desc="Add picture", cls="ImageView", box=(420, s.y, 660, s.y + 240), click=True, rid="photo")
        s.y += 260
        for k, val, hint in [("first", first, "First name"), ("last", last, "Last name"), ("company", "", "Company"),
                             ("phone", num, "Phone"), ("email", email, "Email")]:
            s.add(k, text=val or None, hint=hint, cls="EditText", h=160, edit=True, click=True, focus=focus == k, rid="editText")
            if k in ("phone", "email"):
                s.add(text="Mobile" if k == "phone" else "Home", cls="Spinner", box=(760, s.y - 150, 1038, s.y - 10), click=True, rid="spinner", depth=2)
        if title == "Edit contact":
            s.add(text="Birthday", h=90, rid="kind_title")
            s.add(text="March 3", cls="EditText", h=140, click=True, rid="date_view")
        s.add("more_fields", text="Add more fields", cls="Button", h=140, click=True, rid="more_fields")
        if focus:
            s.keyboard()
        return s

    favs = ["Mom", "Dana Whitfield"]
    old, new = "+1 415-555-0182", "+1 415-555-0199"
    t = Traj(clist(favs, 58))
    t.click("search", search("", old, 58))
    t.type("q", "Priya", search("Priya", old, 58))
    clk.adv(1)
    t.click("r0", details(old, False, 58))
    t.click("edit", editor("Priya", "Raman", old, "priya.raman@northwind.io", 58))
    clk.adv(1)
    t.type("phone", new, editor("Priya", "Raman", new, "priya.raman@northwind.io", 57, focus="phone"))
    t.click("save", details(new, False, 57))
    clk.adv(1)
    t.click("star", details(new, True, 57))
    t.back(search("Priya", new, 57))
    clk.adv(1)
    t.back(clist(["Mom", "Dana Whitfield", "Priya Raman"], 57))
    t.click("fab", editor("", "", "", "", 57, focus="first", title="Create contact"))
    t.add_to(rs, "h55-android-04")


# ---------------------------------------------------------------------------------------------
# 05 Tasks.org: complete, prioritise, re-sort (bad: a completed task comes back unchecked)
# ---------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    pkg = "org.tasks"
    clk = Clk(15, 1)
    T = {"A": ("Renew passport", "Mar 20", 5), "B": ("Call plumber about water heater", "Today", 1),
         "C": ("Submit expense report", "Tomorrow, 5:00 PM", 2), "D": ("Book dentist appointment", None, 9),
         "E": ("Return library books", "Mar 18", 4), "F": ("Water the ficus", "Sat", 3), "G": ("Pick up dry cleaning", "Yesterday", 0)}
    manual = ["A", "B", "C", "D", "E", "F", "G"]

    def tasks(active: list[str], done: list[tuple[str, str]], *, expanded: bool, prio: dict[str, str], desc: dict[str, str],
              sort: str, snack: bool = False, sheet: bool = False, batt: int = 81) -> Scr:
        s = Scr(pkg, "com.todoroo.astrid.activity.MainActivity", clk.s, batt)
        s.add("menu", desc="Open navigation drawer", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="My Tasks", box=(158, 118, 640, 190), rid="toolbar_title")
        s.add("searchbtn", desc="Search", cls="ImageButton", box=(702, 91, 828, 217), click=True, rid="menu_search")
        s.add("sortbtn", desc="Sort", cls="ImageButton", box=(828, 91, 954, 217), click=True, rid="menu_sort")
        s.add("more", desc="More options", cls="ImageButton", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="recycler_view", adv=False)
        s.y = 240
        for k in active:
            title, due, _ = T[k]
            y = s.y
            s.add(f"row{k}", cls="ViewGroup", h=190 if k in desc else 150, click=True, lclick=True, x=(0, 1080))
            s.add(f"chk{k}", desc=prio.get(k, "No priority"), cls="CheckBox", box=(30, y + 30, 120, y + 120), check=False, click=True, rid="completeBox", depth=2)
            s.add(text=title, box=(150, y + 20, 1038, y + 80), rid="title", depth=2)
            if due:
                s.add(text=due + (" · Repeats weekly" if k == "F" else ""), box=(150, y + 82, 900, y + 130), rid="due_date", depth=2)
            if k in desc:
                s.add(text=desc[k], box=(150, y + 130, 1038, y + 180), rid="description", depth=2)
        s.add("completed_hdr", text=f"Completed ({len(done)})", desc="Collapse" if expanded else "Expand", h=120, click=True, rid="headerRow")
        if expanded:
            for title, when in done:
                y = s.y
                s.add(cls="ViewGroup", h=150, click=True, lclick=True, x=(0, 1080))
                s.add(desc="No priority", cls="CheckBox", box=(30, y + 30, 120, y + 120), check=True, click=True, rid="completeBox", depth=2)
                s.add(text=title, box=(150, y + 20, 1038, y + 80), rid="title", depth=2)
                s.add(text=when, box=(150, y + 82, 900, y + 130), rid="completion_date", depth=2)
        s.add("fab", desc="Create new task", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="fab")
        if snack:
            s.add(text="Task completed", box=(42, 1990, 760, 2120), rid="snackbar_text")
            s.add("undo", text="UNDO", cls="Button", box=(780, 1990, 1038, 2120), click=True, rid="snackbar_action")
        if sheet:
            s.add(cls="FrameLayout", box=(0, 1230, 1080, 2337), rid="design_bottom_sheet")
            s.add(text="Sort by", box=(42, 1260, 1038, 1350), depth=2)
            for j, lab in enumerate(["My order", "Due date", "Start date", "Priority", "Alphabetical", "Created", "Modified"]):
                s.add("s%d" % j, text=lab, cls="RadioButton", box=(42, 1360 + 120 * j, 1038, 1480 + 120 * j), check=lab == sort, click=True, depth=2)
        return s

    def edit(k: str, prio: str, desc: str | None, batt: int, focus: bool = False) -> Scr:
        title, due, _ = T[k]
        s = Scr(pkg, "com.todoroo.astrid.activity.MainActivity", clk.s, batt)
        s.add("save", desc="Save", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(desc="Delete task", cls="ImageButton", box=(828, 91, 954, 217), click=True, rid="menu_delete")
        s.add(desc="More options", cls="ImageButton", box=(954, 91, 1080, 217), click=True)
        s.y = 240
        s.add(desc="Complete", cls="CheckBox", box=(30, 250, 120, 340), check=False, click=True, rid="completeBox")
        s.add("title", text=title, cls="EditText", box=(150, 240, 1038, 360), edit=True, click=True, rid="title")
        s.y = 380
        s.add(text="Priority", h=80)
        for j, lab in enumerate(["High", "Medium", "Low", "None"]):
            s.add(f"p_{lab}", desc=f"{lab} priority" if lab != "None" else "No priority", cls="RadioButton",
                  box=(42 + 250 * j, s.y, 272 + 250 * j, s.y + 120), check=lab == prio, click=True, rid="priority_" + lab.lower())
        s.y += 140
        row2(s, "due", due or "No date", "Due date", icon="Due date", h=150)
        s.add("desc", text=desc, hint="Description", cls="EditText", h=200, edit=True, click=True, focus=focus, rid="notes")
        row2(s, "list", "My Tasks", "List", icon="List", h=150)
        row2(s, "tags", "work" if k == "C" else "personal", "Tags", icon="Tags", h=150)
        row2(s, "rem", "When due" if due else "No reminders", "Reminders", icon="Reminders", h=150)
        row2(s, "rep", "Does not repeat", "Repeat", icon="Repeat", h=150)
        row2(s, "sub", "Add subtask", None, icon="Subtasks", h=130)
        if focus:
            s.keyboard()
        return s

    done0 = [("Pay electricity bill", "Completed Mar 12"), ("Order printer ink", "Completed Mar 11")]
    desc = {"C": "Q1 travel: flights + hotel, receipts in Drive"}
    prio: dict[str, str] = {}
    active = [k for k in manual if k != "B"]
    t = Traj(tasks(manual, done0, expanded=False, prio=prio, desc=desc, sort="My order"))
    clk.adv(1)
    done1 = [("Call plumber about water heater", f"Completed today, {clk.ampm}")] + done0
    t.click("chkB", tasks(active, done1, expanded=False, prio=prio, desc=desc, sort="My order", snack=True))
    t.click("rowC", edit("C", "None", desc["C"], 81))
    t.click("p_High", edit("C", "High", desc["C"], 81))
    clk.adv(1)
    prio = {"C": "High priority"}
    t.back(tasks(active, done1, expanded=False, prio=prio, desc=desc, sort="My order", batt=80))
    t.click("completed_hdr", tasks(active, done1, expanded=True, prio=prio, desc=desc, sort="My order", batt=80))
    t.click("sortbtn", tasks(active, done1, expanded=True, prio=prio, desc=desc, sort="My order", sheet=True, batt=80))
    by_due = sorted(active, key=lambda k: T[k][2])
    clk.adv(1)
    t.click("s1", tasks(by_due, done1, expanded=True, prio=prio, desc=desc, sort="Due date", batt=80))
    t.click("rowA", edit("A", "None", None, 80))
    clk.adv(1)
    t.type("desc", "Need 2 photos + form DS-82", edit("A", "None", "Need 2 photos + form DS-82", 80, focus=True))
    desc = {**desc, "A": "Need 2 photos + form DS-82"}
    reverted = sorted(active + ["B"], key=lambda k: T[k][2])  # the contradiction: B active again
    t.click("save", tasks(reverted, done0, expanded=True, prio=prio, desc=desc, sort="Due date", batt=79))
    clk.adv(1)
    s = Scr(pkg, "com.todoroo.astrid.activity.MainActivity", clk.s, 79)
    s.add(desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
    s.add("q", hint="Search", cls="EditText", box=(126, 91, 1080, 217), edit=True, focus=True, click=True, rid="search_src_text")
    s.add(cls="RecyclerView", box=(0, 227, 1080, 1544), rid="recycler_view")
    s.keyboard()
    t.click("searchbtn", s)
    t.add_to(rs, "h55-android-05", bad=True, turn=10,
             kind="'Call plumber about water heater', completed at turn 1 and listed under Completed (3) through turn 9, is back in the active list unchecked at turn 10 with Completed (2).")


# ---------------------------------------------------------------------------------------------
# 06 Broccoli: scale a recipe from 4 to 6 servings (clean, accessibility tree)
# ---------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    pkg = "com.flauschcode.broccoli"
    clk = Clk(18, 36, h24=True)
    ing4 = ["300 g Arborio rice", "400 g mixed mushrooms (cremini, shiitake)", "1.2 l vegetable stock", "1 shallot, finely diced",
            "2 cloves garlic", "120 ml dry white wine", "40 g butter", "60 g Parmesan, grated", "2 tbsp olive oil", "Salt, pepper, fresh thyme"]
    ing6 = ["450 g Arborio rice", "600 g mixed mushrooms (cremini, shiitake)", "1.8 l vegetable stock", "2 shallots, finely diced",
            "3 cloves garlic", "180 ml dry white wine", "60 g butter", "90 g Parmesan, grated", "3 tbsp olive oil", "Salt, pepper, fresh thyme"]
    steps = ["Warm the stock in a saucepan and keep it at a low simmer.", "Sear the mushrooms in half the oil until browned; set aside.",
             "Soften shallot and garlic in the remaining oil and half the butter.", "Toast the rice for 2 minutes, then deglaze with the wine.",
             "Add the stock a ladle at a time, stirring, for 18–20 minutes.", "Fold in mushrooms, remaining butter and Parmesan; rest 2 minutes."]
    recipes = [("Banana Bread", "Moist loaf with walnuts and brown butter"), ("Chana Masala", "Chickpeas in a spiced tomato gravy"),
               ("Lemon Garlic Salmon", "Sheet-pan salmon with green beans"), ("Mushroom Risotto", "Creamy arborio with mixed mushrooms"),
               ("Shakshuka", "Eggs poached in peppers and tomatoes"), ("Thai Green Curry", "Chicken, eggplant, Thai basil")]

    def recipes_list(batt: int) -> Scr:
        s = Scr(pkg, ".MainActivity", clk.s, batt, tree=True)
        s.add("drawer", desc="Open navigation drawer", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="Recipes", box=(158, 118, 700, 190), rid="toolbar_title")
        s.add("search", desc="Search", cls="TextView", box=(954, 91, 1080, 217), click=True, rid="action_search")
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="recycler_view", adv=False)
        s.y = 240
        for i, (title, d) in enumerate(recipes):
            y = s.y
            s.add(f"r{i}", cls="androidx.cardview.widget.CardView", h=320, click=True, x=(30, 1050), depth=2)
            s.add(desc=title, cls="ImageView", box=(30, y, 1050, y + 200), rid="card_image", depth=3)
            s.add(text=title, box=(60, y + 210, 1020, y + 262), rid="card_text_view_title", depth=3)
            s.add(text=d, box=(60, y + 262, 1020, y + 306), rid="card_text_view_description", depth=3)
        s.add("fab", desc="Add recipe", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="fab_recipes")
        return s

    def details(serv: str, ing: list[str], batt: int) -> Scr:
        s = Scr(pkg, ".recipe.details.RecipeDetailsActivity", clk.s, batt, tree=True)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(desc="Share", cls="TextView", box=(828, 91, 954, 217), click=True, rid="action_details_share")
        s.add(desc="Delete", cls="TextView", box=(954, 91, 1080, 217), click=True, rid="action_details_delete")
        s.add(cls="ScrollView", box=(0, 227, 1080, 2337), scroll=True, adv=False)
        s.y = 227
        s.add(desc="Mushroom Risotto", cls="ImageView", h=520, rid="recipe_details_image", depth=2)
        s.add(text="Mushroom Risotto", h=110, rid="recipe_details_title", depth=2)
        s.add(text="Creamy arborio with mixed mushrooms", h=70, rid="recipe_details_description", depth=2)
        s.add(text=f"{serv} servings", box=(42, s.y, 520, s.y + 80), rid="recipe_details_servings", depth=2)
        s.add(text="45 min", box=(560, s.y, 1038, s.y + 80), rid="recipe_details_duration", depth=2)
        s.y += 90
        s.add(text="Dinner, Vegetarian", h=70, rid="recipe_details_categories", depth=2)
        s.add(text="Source: seriouseats.com", h=70, rid="recipe_details_source", depth=2)
        s.add(text="Ingredients", h=90, depth=2)
        for line in ing:
            s.add(text="• " + line, h=64, rid="ingredient_text", depth=3)
        s.add(text="Directions", h=90, depth=2)
        for j, st in enumerate(steps, 1):
            s.add(text=f"{j}. {st}", h=110, rid="direction_text", depth=3)
        s.add("edit", desc="Edit", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="fab_details")
        return s

    def edit(title: str, serv: str, dur: str, ing: str, dirs: str, batt: int, focus: str | None = None, new: bool = False) -> Scr:
        s = Scr(pkg, ".recipe.crud.CreateAndEditRecipeActivity", clk.s, batt, tree=True)
        s.add("close", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="New recipe" if new else "Edit recipe", box=(158, 118, 700, 190), rid="toolbar_title")
        s.add("save", desc="Save", cls="TextView", box=(954, 91, 1080, 217), click=True, rid="action_save")
        s.add(cls="ScrollView", box=(0, 227, 1080, 2337), scroll=True, adv=False)
        s.y = 240
        s.add(desc="Add image", cls="ImageView", h=360, click=True, rid="new_recipe_image", depth=2)
        for k, val, hint, h in [("title", title, "Title", 140), ("categories", "" if new else "Dinner, Vegetarian", "Categories", 140),
                                ("desc", "" if new else "Creamy arborio with mixed mushrooms", "Description", 140),
                                ("servings", serv, "Servings", 140), ("duration", dur, "Preparation time", 140),
                                ("source", "" if new else "seriouseats.com", "Source", 140), ("ingredients", ing, "Ingredients", 420),
                                ("directions", dirs, "Directions", 420)]:
            s.add(k, text=val or None, hint=hint, cls="EditText", h=h, edit=True, click=True, focus=focus == k, rid="new_recipe_" + k, depth=2)
        if focus:
            s.keyboard()
        return s

    dirs = "\n".join(f"{j}. {st}" for j, st in enumerate(steps, 1))
    t = Traj(recipes_list(47))
    t.click("r3", details("4", ing4, 47))
    clk.adv(1)
    t.click("edit", edit("Mushroom Risotto", "4", "45 min", "\n".join(ing4), dirs, 47))
    t.type("servings", "6", edit("Mushroom Risotto", "6", "45 min", "\n".join(ing4), dirs, 47, focus="servings"))
    clk.adv(2)
    t.type("ingredients", "\n".join(ing6), edit("Mushroom Risotto", "6", "45 min", "\n".join(ing6), dirs, 46, focus="ingredients"))
    t.click("save", details("6", ing6, 46))
    clk.adv(1)
    t.click("up", recipes_list(46))
    t.click("fab", edit("", "", "", "", "", 46, focus="title", new=True))
    t.add_to(rs, "h55-android-06")


# ---------------------------------------------------------------------------------------------
# 07 Google Calendar: create an event, then view it in week view (clean)
# ---------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    pkg = "com.google.android.calendar"
    clk = Clk(11, 52)
    base_events = {14: [("Standup", "9:30 – 9:45 AM", (9.5, 9.75)), ("Lunch w/ Sam", "12:30 – 1:30 PM", (12.5, 13.5))],
                   15: [("Sara's birthday", "All day", None), ("Team retro", "3 – 4 PM", (15, 16))],
                   16: [("Farmers market", "9 – 10:30 AM", (9, 10.5))],
                   18: [("Quarterly review", "2 – 3:30 PM", (14, 15.5))],
                   19: [("Yoga", "6:30 – 7:30 PM", (18.5, 19.5))]}
    wd = {14: "THU", 15: "FRI", 16: "SAT", 17: "SUN", 18: "MON", 19: "TUE"}
    dname = {10: "Sunday", 11: "Monday", 12: "Tuesday", 13: "Wednesday", 14: "Thursday", 15: "Friday", 16: "Saturday", 17: "Sunday",
             18: "Monday", 19: "Tuesday"}

    def schedule(events: dict[int, list[Any]], batt: int, fab_menu: bool = False) -> Scr:
        s = Scr(pkg, "com.android.calendar.AllInOneActivity", clk.s, batt)
        s.add("drawer", desc="Show Calendar List and Settings drawer", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="March", desc="March 2024, show month picker", box=(158, 110, 520, 200), click=True, rid="date_picker_button")
        s.add("search", desc="Search", cls="Button", box=(702, 91, 828, 217), click=True, rid="action_search")
        s.add("today", text="14", desc="Jump to Today", cls="Button", box=(828, 91, 954, 217), click=True, rid="action_today")
        s.add(desc="Account and settings.", cls="ImageButton", box=(954, 91, 1080, 217), click=True, rid="og_apd_internal_image_view")
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="timely_schedule_list", adv=False)
        s.y = 240
        for d in sorted(events):
            s.add(text=f"{wd[d]}\n{d}", box=(20, s.y, 140, s.y + 120), rid="date_header", depth=2)
            for title, when, _ in events[d]:
                k = "ev_" + title.split()[0].lower()
                s.add(k, text=f"{title}\n{when}" if when != "All day" else title,
                      desc=f"{title}, {when}, {dname.get(d, wd[d].title())}, March {d}", cls="View", box=(160, s.y, 1038, s.y + 130), click=True, depth=2)
                s.y += 145
            s.y += 20
        s.add("fab", desc="Create new event or task", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="floating_action_button")
        if fab_menu:
            for j, lab in enumerate(["Event", "Task", "Birthday"]):
                s.add("fab_" + lab.lower(), text=lab, cls="Button", box=(640, 1700 + 140 * j, 1038, 1820 + 140 * j), click=True, rid="speed_dial_item")
        return s

    def form(title: str, day: int, batt: int, focus: bool = False, picker: bool = False) -> Scr:
        s = Scr(pkg, "com.android.calendar.event.EditEventActivity", clk.s, batt)
        s.add("close", desc="Close", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add("save", text="Save", cls="Button", box=(830, 100, 1038, 210), click=True, rid="save")
        s.y = 240
        s.add("title", text=title or None, hint="Add title", cls="EditText", h=170, edit=True, click=True, focus=focus, rid="title")
        s.add(text="alex.morgan.sf@gmail.com", h=110, rid="account_name")
        row2(s, "allday", "All-day", None, h=130)
        s.add(cls="Switch", box=(900, s.y - 100, 1038, s.y - 30), check=False, click=True, rid="all_day_switch", depth=2)
        date = f"{dname[day][:3]}, Mar {day}, 2024"
        s.add("start_date", text=date, box=(158, s.y, 700, s.y + 120), click=True, rid="start_date")
        s.add("start_time", text="12:00 PM", box=(760, s.y, 1038, s.y + 120), click=True, rid="start_time")
        s.y += 130
        s.add("end_date", text=date, box=(158, s.y, 700, s.y + 120), click=True, rid="end_date")
        s.add("end_time", text="1:00 PM", box=(760, s.y, 1038, s.y + 120), click=True, rid="end_time")
        s.y += 130
        row2(s, "tz", "Pacific Daylight Time", None, icon="Time zone", h=130)
        row2(s, "repeat", "Does not repeat", None, icon="Repeat", h=130)
        row2(s, "people", "Add people", None, icon="People", h=130)
        row2(s, "meet", "Add video conferencing", None, icon="Video conferencing", h=130)
        row2(s, "loc", "Add location", None, icon="Location", h=130)
        row2(s, "notif", "30 minutes before", None, icon="Notifications", h=130)
        row2(s, "color", "Default color", None, icon="Event color", h=130)
        if picker:
            s.add(cls="FrameLayout", box=(60, 560, 1020, 1900), rid="android:id/content")
            s.add(text="Select date", box=(120, 600, 960, 660), rid="mtrl_picker_header_title_text", depth=2)
            s.add(text=f"{dname[day][:3]}, Mar {day}", box=(120, 660, 840, 780), rid="mtrl_picker_header_selection_text", depth=2)
            s.add(text="March 2024", cls="Button", box=(120, 820, 520, 900), click=True, rid="month_navigation_fragment_toggle", depth=2)
            s.add(desc="Change to previous month", cls="ImageButton", box=(780, 820, 870, 900), click=True, rid="month_navigation_previous", depth=2)
            s.add(desc="Change to next month", cls="ImageButton", box=(880, 820, 970, 900), click=True, rid="month_navigation_next", depth=2)
            for dd in range(1, 32):
                col, rw = (dd + 4) % 7, (dd + 4) // 7
                wday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][col]
                x0, y0 = 100 + 126 * col, 940 + 126 * rw
                s.add(f"d{dd}", text=str(dd), desc=f"{'Today ' if dd == 14 else ''}{wday}, March {dd}", cls="TextView",
                      box=(x0, y0, x0 + 126, y0 + 126), click=True, sel=dd == day, depth=2)
            s.add("cancel", text="Cancel", cls="Button", box=(560, 1760, 760, 1860), click=True, rid="cancel_button", depth=2)
            s.add("ok", text="OK", cls="Button", box=(780, 1760, 960, 1860), click=True, rid="confirm_button", depth=2)
        if focus:
            s.keyboard()
        return s

    def drawer_over(events: dict[int, list[Any]], batt: int) -> Scr:
        s = schedule(events, batt)
        s.add(cls="FrameLayout", box=(0, 80, 880, 2337), rid="drawer_layout")
        s.add(text="Google Calendar", box=(42, 120, 840, 210), depth=2)
        for j, lab in enumerate(["Schedule", "Day", "3 days", "Week", "Month", "Refresh", "Search"]):
            s.add("v_" + lab.split()[0].lower(), text=lab, cls="CheckedTextView", box=(0, 240 + 130 * j, 880, 370 + 130 * j),
                  check=lab == "Schedule", click=True, rid="design_menu_item_text", depth=2)
        s.add(text="alex.morgan.sf@gmail.com", box=(42, 1200, 840, 1290), depth=2)
        for j, (lab, on) in enumerate([("Alex Morgan", True), ("Birthdays", True), ("Holidays in United States", True), ("Tasks", False)]):
            s.add(text=lab, cls="CheckBox", box=(42, 1300 + 120 * j, 840, 1420 + 120 * j), check=on, click=True, depth=2)
        return s

    def week(events: dict[int, list[Any]], batt: int) -> Scr:
        s = Scr(pkg, "com.android.calendar.AllInOneActivity", clk.s, batt)
        s.add("drawer", desc="Show Calendar List and Settings drawer", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="March", desc="March 2024, show month picker", box=(158, 110, 520, 200), click=True, rid="date_picker_button")
        s.add("today", text="14", desc="Jump to Today", cls="Button", box=(828, 91, 954, 217), click=True, rid="action_today")
        for j, d in enumerate(range(10, 17)):
            x0 = 120 + 137 * j
            s.add(text=f"{dname[d][:3].upper()}\n{d}", box=(x0, 230, x0 + 137, 360), sel=d == 14, rid="header_day")
        for d in range(10, 17):
            for title, when, span in events.get(d, []):
                j = d - 10
                x0 = 120 + 137 * j
                k = "w_" + title.split()[0].lower()
                if span is None:
                    s.add(k, text=title, desc=f"{title}, All day, {dname[d]}, March {d}", cls="View", box=(x0, 370, x0 + 137, 430), click=True)
                else:
                    y0, y1 = int(440 + (span[0] - 7) * 130), int(440 + (span[1] - 7) * 130)
                    start = when.split(" – ")[0]
                    ap = when[-2:]
                    s.add(k, text=f"{title}, {start if start[-2:] in ('AM', 'PM') else start + ' ' + ap}",
                          desc=f"{title}, {when}, {dname[d]}, March {d}", cls="View", box=(x0, y0, x0 + 137, max(y1, y0 + 60)), click=True)
        s.add("fab", desc="Create new event or task", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="floating_action_button")
        return s

    def detail(batt: int) -> Scr:
        s = Scr(pkg, "com.android.calendar.AllInOneActivity", clk.s, batt)
        s.add("close", desc="Close", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add("edit", desc="Edit", cls="ImageButton", box=(828, 91, 954, 217), click=True, rid="info_action_edit_hit")
        s.add(desc="More options", cls="ImageButton", box=(954, 91, 1080, 217), click=True)
        s.y = 250
        s.add(text="Dentist – Dr. Okafor", h=130, rid="title")
        s.add(text="Friday, March 15 ⋅ 12:00 – 1:00PM", h=90, rid="time")
        row2(s, "n", "30 minutes before", None, icon="Notifications", h=130)
        row2(s, "c", "Alex Morgan", None, icon="Calendar", h=130)
        row2(s, "b", "Busy", None, icon="Availability", h=130)
        return s

    t = Traj(schedule(base_events, 63))
    t.click("fab", schedule(base_events, 63, fab_menu=True))
    t.click("fab_event", form("", 14, 63, focus=True))
    clk.adv(1)
    t.type("title", "Dentist – Dr. Okafor", form("Dentist – Dr. Okafor", 14, 63, focus=True))
    t.click("start_date", form("Dentist – Dr. Okafor", 14, 63, picker=True))
    t.click("d15", form("Dentist – Dr. Okafor", 15, 62))
    clk.adv(1)
    ev = {**base_events, 15: base_events[15][:1] + [("Dentist – Dr. Okafor", "12 – 1 PM", (12, 13))] + base_events[15][1:]}
    t.click("save", schedule(ev, 62))
    t.click("drawer", drawer_over(ev, 62))
    clk.adv(1)
    t.click("v_week", week(ev, 62))
    t.click("w_dentist", detail(62))
    t.add_to(rs, "h55-android-07")


# ---------------------------------------------------------------------------------------------
# 08 Google Wallet: change the default card (bad: the card's last four digits change)
# ---------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    pkg = "com.google.android.apps.walletnfcrel"
    act_ = "com.google.commerce.tapandpay.android.wallet.WalletActivity"
    clk = Clk(8, 41)
    cards = {"amex": ("American Express Gold Card", "Amex", "1007", "6604"), "chase": ("Chase Sapphire Preferred", "Visa", "4821", "7315"),
             "target": ("Target Circle Card", "Mastercard", "3390", None)}
    tx = {"chase": [("Blue Bottle Coffee", "$6.75", "Today · 8:12 AM"), ("Safeway", "$84.12", "Mar 13"), ("Uber", "$23.91", "Mar 12"),
                    ("Shell", "$52.40", "Mar 10"), ("Apple.com/bill", "$2.99", "Mar 9"), ("Trader Joe's", "$61.07", "Mar 8")],
          "amex": [("Delta Air Lines", "$412.60", "Mar 11"), ("Whole Foods Market", "$73.28", "Mar 9"), ("Sweetgreen", "$16.45", "Mar 7"),
                   ("Nobu Palo Alto", "$188.00", "Mar 2")]}

    def home(order: list[str], default: str, digits: dict[str, str], batt: int) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, icons=("Google Wallet notification",))
        s.add(text="Wallet", box=(42, 110, 600, 200), rid="toolbar_title")
        s.add(desc="Signed in as Alex Morgan alex.morgan.sf@gmail.com", cls="ImageButton", box=(930, 100, 1038, 208), click=True, rid="og_apd_internal_image_view")
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="wallet_list", adv=False)
        s.y = 250
        for k in order:
            name, net, last4, _ = cards[k]
            d = digits.get(k, last4)
            s.add(k, desc=f"{name}, {net} •••• {d}" + (", default for contactless payments" if k == default else ""),
                  cls="FrameLayout", h=240, click=True, x=(60, 1020), rid="card_art", depth=2)
            s.add(text=f"{net} •••• {d}", box=(100, s.y - 90, 700, s.y - 30), depth=3)
            if k == default:
                s.add(text="Default", box=(800, s.y - 90, 990, s.y - 30), rid="default_badge", depth=3)
            s.y += 20
        s.add(text="Passes", h=100, rid="section_header")
        for k, t_, sub in [("p_alaska", "Alaska Airlines", "SEA → SFO · Sat, Mar 16 · Boarding 6:25 AM"),
                           ("p_costco", "Costco Wholesale", "Executive member · #111 8842 0096"),
                           ("p_clipper", "Clipper card", "Balance $23.45 · Updated 7:58 AM")]:
            row2(s, k, t_, sub, icon=t_, h=170)
        row2(s, "archived", "Archived passes", None, icon="Archived passes", h=130)
        s.add("fab", text="Add to Wallet", cls="Button", box=(600, 2150, 1038, 2300), click=True, rid="add_to_wallet_fab")
        return s

    def card(k: str, default: bool, batt: int, menu: bool = False, snack: bool = False) -> Scr:
        name, net, last4, vcn = cards[k]
        s = Scr(pkg, act_, clk.s, batt, icons=("Google Wallet notification",))
        appbar(s, None, actions=(("more", "More options"),))
        s.add(desc=f"{name}, {net} •••• {last4}", cls="ImageView", box=(120, 240, 960, 780), rid="card_art")
        s.y = 800
        s.add(text=name, h=100, rid="card_title")
        if default:
            s.add(text="Default for contactless", h=80, rid="default_chip")
        row2(s, "details", f"{net} •••• {last4}", f"Virtual card •••• {vcn}" if vcn else "Physical card number", icon="Card details", h=160)
        s.add(text="Recent activity", h=100, rid="section_header")
        for i, (m, amt, when) in enumerate(tx[k]):
            row2(s, f"tx{i}", m, when, icon=m, extra=amt, h=150)
        s.add("all", text="See all activity", cls="Button", h=120, click=True)
        if menu:
            s.add(cls="ListView", box=(520, 100, 1060, 620), rid="android:id/list")
            for j, lab in enumerate(["Make default for contactless", "Remove payment method", "Card details", "Help & feedback"]):
                s.add("m%d" % j, text=lab, box=(520, 116 + 124 * j, 1060, 240 + 124 * j), click=True, rid="android:id/title", depth=2)
        if snack:
            s.add(text=f"{name} is now your default for contactless payments", box=(42, 2140, 1038, 2300), rid="snackbar_text")
        return s

    def txn(batt: int) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, icons=("Google Wallet notification",))
        appbar(s, None)
        s.y = 260
        s.add(desc="Blue Bottle Coffee", cls="ImageView", box=(440, 260, 640, 460), rid="merchant_logo")
        s.y = 480
        s.add(text="$6.75", h=140, rid="amount")
        s.add(text="Blue Bottle Coffee", h=90, rid="merchant_name")
        s.add(text="Mar 14, 2024, 8:12 AM", h=80, rid="transaction_time")
        for k, t_, sub in [("st", "Status", "Approved"), ("pm", "Payment method", "Chase Sapphire Preferred, Visa •••• 4821"),
                           ("vc", "Paid with virtual card", "•••• 7315"), ("addr", "Merchant address", "1 Ferry Building #7, San Francisco, CA 94111"),
                           ("id", "Transaction ID", "7H2K-QW4M-9PZL-0031")]:
            row2(s, k, t_, sub, h=150, click=False)
        s.add("report", text="Report a problem", cls="Button", h=130, click=True)
        return s

    t = Traj(home(["amex", "chase", "target"], "amex", {}, 77))
    t.click("chase", card("chase", False, 77))
    clk.adv(1)
    t.click("tx0", txn(77))
    t.back(card("chase", False, 77))
    t.click("more", card("chase", False, 77, menu=True))
    clk.adv(1)
    t.click("m0", card("chase", True, 76, snack=True))
    t.back(home(["chase", "amex", "target"], "chase", {"chase": "4812"}, 76))
    clk.adv(1)
    t.click("amex", card("amex", False, 76))
    t.add_to(rs, "h55-android-08", bad=True, turn=6,
             kind="The Chase Sapphire Preferred card reads Visa •••• 4812 on the Wallet home at turn 6, but it was •••• 4821 everywhere in turns 1-5.")


# ---------------------------------------------------------------------------------------------
# 09 WireGuard: bring a tunnel up, watch counters, edit DNS (clean, accessibility tree)
# ---------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    pkg = "com.wireguard.android"
    clk = Clk(9, 14, h24=True)
    tunnels = ["home-nas", "mullvad-se-sto", "office-vpn"]
    pub_if = "kB4uQ8q3vZt1Xh0m9P2s7dLrE6cWnYa5fJgT3oKiH0U="
    pub_peer = "Vz8mN2pQ4rS6tU1wX3yZ5aB7cD9eF0gH2iJ4kL6mN8o="

    def tlist(on: bool, batt: int) -> Scr:
        s = Scr(pkg, ".activity.MainActivity", clk.s, batt, tree=True, vpn=on)
        s.add(text="WireGuard", box=(42, 110, 700, 200), rid="toolbar_title")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="tunnel_list", adv=False)
        s.y = 240
        for n in tunnels:
            y = s.y
            s.add("row_" + n, cls="LinearLayout", h=150, click=True, lclick=True, x=(0, 1080), depth=2)
            s.add(text=n, box=(42, y + 40, 800, y + 110), rid="tunnel_name", depth=3)
            s.add("sw_" + n, cls="Switch", box=(900, y + 35, 1038, y + 115), check=on and n == "office-vpn", click=True, rid="tunnel_switch", depth=3)
        s.add("fab", desc="Add Tunnel", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="create_fab")
        return s

    def detail(dns: str, hs: str, rx: str, tx: str, batt: int) -> Scr:
        s = Scr(pkg, ".activity.MainActivity", clk.s, batt, tree=True, vpn=True)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="office-vpn", box=(158, 118, 700, 190), rid="toolbar_title")
        s.add("edit", desc="Edit", cls="TextView", box=(954, 91, 1080, 217), click=True, rid="menu_action_edit")
        s.add(cls="ScrollView", box=(0, 227, 1080, 2337), scroll=True, adv=False)
        s.y = 240
        s.add(text="Interface", box=(42, s.y, 700, s.y + 90), depth=2)
        s.add("sw", cls="Switch", box=(900, s.y, 1038, s.y + 90), check=True, click=True, rid="tunnel_switch", depth=2)
        s.y += 100
        for lab, val, rid in [("Name", "office-vpn", "interface_name_text"), ("Public key", pub_if, "public_key_text"),
                              ("Addresses", "10.8.0.14/32", "addresses_text"), ("DNS servers", dns, "dns_servers_text")]:
            s.add(text=lab, h=60, rid=rid.replace("_text", "_label"), depth=2)
            s.add(text=val, h=80, rid=rid, click=lab == "Public key", depth=2)
        s.add(text="Peer", h=90, depth=2)
        for lab, val, rid in [("Public key", pub_peer, "peer_public_key_text"), ("Allowed IPs", "10.8.0.0/24, 192.168.50.0/24", "allowed_ips_text"),
                              ("Endpoint", "vpn.northwind.io:51820", "endpoint_text"), ("Persistent keepalive", "every 25 seconds", "persistent_keepalive_text"),
                              ("Latest handshake", hs, "latest_handshake_text"), ("Transfer", f"rx: {rx}, tx: {tx}", "transfer_text")]:
            s.add(text=lab, h=60, rid=rid.replace("_text", "_label"), depth=2)
            s.add(text=val, h=80, rid=rid, click=lab == "Public key", depth=2)
        return s

    def editor(dns: str, batt: int, focus: bool = False) -> Scr:
        s = Scr(pkg, ".activity.MainActivity", clk.s, batt, tree=True, vpn=True)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="office-vpn", box=(158, 118, 700, 190), rid="toolbar_title")
        s.add("save", desc="Save", cls="TextView", box=(954, 91, 1080, 217), click=True, rid="menu_action_save")
        s.add(cls="ScrollView", box=(0, 227, 1080, 2337), scroll=True, adv=False)
        s.y = 240
        s.add(text="Interface", h=90, depth=2)
        for k, val, hint in [("name", "office-vpn", "Name"), ("priv", "••••••••••••••••••••••••••••••••••••••••••••", "Private key"),
                             ("pub", pub_if, "Public key"), ("addr", "10.8.0.14/32", "Addresses"), ("port", None, "Listen port (random)"),
                             ("dns", dns, "DNS servers"), ("mtu", None, "MTU (auto)")]:
            s.add(k, text=val, hint=hint, cls="EditText", h=150, edit=k != "pub", click=True, focus=focus and k == "dns",
                  enabled=k != "pub", rid=f"interface_{k}_text", depth=2)
        s.add(text="Peer", h=90, depth=2)
        for k, val, hint in [("ppub", pub_peer, "Public key"), ("psk", None, "Pre-shared key (optional)"), ("ka", "25", "Persistent keepalive"),
                             ("ep", "vpn.northwind.io:51820", "Endpoint"), ("ips", "10.8.0.0/24, 192.168.50.0/24", "Allowed IPs")]:
            s.add(k, text=val, hint=hint, cls="EditText", h=150, edit=True, click=True, rid=f"peer_{k}_text", depth=2)
        s.add(text="Exclude private IPs", cls="CheckBox", h=110, check=False, click=True, rid="exclude_private_ips", depth=2)
        s.add("addpeer", text="Add peer", cls="Button", h=120, click=True, rid="add_peer_button", depth=2)
        if focus:
            s.keyboard()
        return s

    t = Traj(tlist(False, 92))
    t.click("sw_office-vpn", tlist(True, 92))
    t.click("row_office-vpn", detail("10.8.0.1", "12 seconds ago", "4.12 KiB", "2.98 KiB", 92))
    clk.adv(1)
    t.wait(detail("10.8.0.1", "1 minute, 20 seconds ago", "18.70 KiB", "9.53 KiB", 92))
    t.click("edit", editor("10.8.0.1", 92))
    clk.adv(1)
    t.type("dns", "1.1.1.1, 10.8.0.1", editor("1.1.1.1, 10.8.0.1", 91, focus=True))
    t.click("save", detail("1.1.1.1, 10.8.0.1", "2 seconds ago", "92 B", "148 B", 91))
    t.add_to(rs, "h55-android-09")


# ---------------------------------------------------------------------------------------------
# 10 Clock: add Saturday and a label to an alarm (bad: the Saturday chip reverts)
# ---------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    pkg = "com.google.android.deskclock"
    act_ = "com.android.deskclock.DeskClock"
    clk = Clk(16, 40)
    days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    short = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    def summary(sel: set[int]) -> str:
        if len(sel) == 7:
            return "Every day"
        return ", ".join(short[i] for i in [1, 2, 3, 4, 5, 6, 0] if i in sel)

    def tabs(s: Scr, cur: str) -> None:
        for j, lab in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
            s.add("tab_" + lab.lower(), text=lab, desc=lab, cls="FrameLayout", box=(216 * j, 2180, 216 * (j + 1), 2337), click=True, sel=lab == cur, rid="navigation_bar_item_large_label_view")

    def alarms(a1: set[int], label: str | None, expanded: bool, batt: int, dialog: str | None = None) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, icons=("Alarm set for Thu 9:00 PM",))
        s.add(text="Alarm", box=(42, 110, 600, 200), rid="action_bar_title")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2170), scroll=True, rid="alarm_recycler_view", adv=False)
        s.y = 240
        y = s.y
        s.add("a1", cls="FrameLayout", h=830 if expanded else 260, click=True, x=(30, 1050), rid="alarm_item", depth=2)
        if label:
            s.add(text=label, box=(70, y + 20, 700, y + 70), rid="edit_label" if expanded else "label", depth=3)
        s.add(text="6:30 AM", desc="6:30 AM", box=(70, y + 70, 600, y + 190), click=True, rid="digital_clock", depth=3)
        s.add("a1_sw", cls="Switch", box=(880, y + 90, 1018, y + 170), check=True, click=True, rid="onoff", depth=3)
        s.add("a1_arrow", desc="Collapse alarm" if expanded else "Expand alarm", cls="ImageButton", box=(900, y + 10, 1018, y + 80), click=True, rid="arrow", depth=3)
        if not expanded:
            s.add(text=summary(a1), box=(70, y + 195, 860, y + 245), rid="days_of_week", depth=3)
        else:
            for i in range(7):
                x0 = 70 + 130 * i
                s.add(f"chip{i}", text=days[i][0], desc=days[i], cls="CompoundButton", box=(x0, y + 210, x0 + 110, y + 320),
                      check=i in a1, click=True, rid="day_button_" + str(i), depth=3)
            s.add("addlabel", text=label or "Add label", box=(70, y + 350, 1018, y + 450), click=True, rid="edit_label", depth=3)
            s.add(text="Cesium", desc="Ringtone Cesium", box=(70, y + 460, 1018, y + 560), click=True, rid="choose_ringtone", depth=3)
            s.add(text="Vibrate", cls="CheckBox", box=(70, y + 570, 1018, y + 670), check=True, click=True, rid="vibrate_onoff", depth=3)
            s.add(text="Google Assistant Routine", box=(70, y + 680, 700, y + 760), click=True, rid="assistant", depth=3)
            s.add(text="Delete", desc="Delete alarm", cls="Button", box=(780, y + 680, 1018, y + 790), click=True, rid="delete", depth=3)
        s.y += 20
        for k, tm, lab, sub, on in [("a2", "7:45 AM", "Weekend run", "Sat, Sun", False), ("a3", "9:00 PM", "Take meds", "Every day", True)]:
            y = s.y
            s.add(k, cls="FrameLayout", h=260, click=True, x=(30, 1050), rid="alarm_item", depth=2)
            s.add(text=lab, box=(70, y + 20, 700, y + 70), rid="label", depth=3)
            s.add(text=tm, desc=tm, box=(70, y + 70, 600, y + 190), click=True, rid="digital_clock", depth=3)
            s.add(k + "_sw", cls="Switch", box=(880, y + 90, 1018, y + 170), check=on, click=True, rid="onoff", depth=3)
            s.add(desc="Expand alarm", cls="ImageButton", box=(900, y + 10, 1018, y + 80), click=True, rid="arrow", depth=3)
            s.add(text=sub, box=(70, y + 195, 860, y + 245), rid="days_of_week", depth=3)
            s.y += 20
        s.add("fab", desc="Add alarm", cls="ImageButton", box=(456, 2000, 624, 2168), click=True, rid="fab")
        tabs(s, "Alarm")
        if dialog is not None:
            s.add(cls="FrameLayout", box=(84, 780, 996, 1300), rid="android:id/content")
            s.add(text="Label", box=(147, 840, 933, 920), rid="android:id/alertTitle", depth=2)
            s.add("lab_field", text=dialog or None, hint="Label", cls="EditText", box=(147, 960, 933, 1100), edit=True, focus=True, click=True, rid="label_input_field", depth=2)
            s.add("lab_cancel", text="Cancel", cls="Button", box=(520, 1160, 720, 1260), click=True, rid="android:id/button2", depth=2)
            s.add("lab_ok", text="OK", cls="Button", box=(740, 1160, 933, 1260), click=True, rid="android:id/button1", depth=2)
            s.keyboard()
        return s

    def timer(digits: str, batt: int) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, icons=("Alarm set for Thu 9:00 PM",))
        s.add(text="Timer", box=(42, 110, 600, 200), rid="action_bar_title")
        d = digits.rjust(6, "0")
        s.add(text=f"{d[0:2]}h {d[2:4]}m {d[4:6]}s", desc=f"{int(d[0:2])} hours, {int(d[2:4])} minutes, {int(d[4:6])} seconds", box=(120, 380, 960, 560), rid="timer_setup_time")
        s.add(desc="Delete", cls="ImageButton", box=(880, 430, 1000, 530), click=True, enabled=bool(digits), rid="timer_setup_delete")
        for i, dg in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]):
            col, rw = i % 3, i // 3
            x0, y0 = 150 + 270 * col, 700 + 250 * rw
            s.add("k" + dg, text=dg, cls="Button", box=(x0, y0, x0 + 240, y0 + 220), click=True, rid="timer_setup_digit_" + dg)
        if digits:
            s.add("start", desc="Start", cls="ImageButton", box=(456, 1900, 624, 2068), click=True, rid="fab")
        tabs(s, "Timer")
        return s

    wk = {1, 2, 3, 4, 5}
    t = Traj(alarms(wk, None, False, 69))
    t.click("a1_arrow", alarms(wk, None, True, 69))
    clk.adv(1)
    t.click("chip6", alarms(wk | {6}, None, True, 69))
    t.click("addlabel", alarms(wk | {6}, None, True, 69, dialog=""))
    clk.adv(1)
    t.type("lab_field", "Work days", alarms(wk | {6}, None, True, 69, dialog="Work days"))
    t.click("lab_ok", alarms(wk, "Work days", True, 68))  # the contradiction: Saturday unchecked again
    t.click("a1_arrow", alarms(wk, "Work days", False, 68))
    clk.adv(1)
    t.click("tab_timer", timer("", 68))
    t.click("k2", timer("2", 68))
    t.click("k5", timer("25", 68))
    t.add_to(rs, "h55-android-10", bad=True, turn=5,
             kind="The 6:30 AM alarm's Saturday chip, checked at turn 2 and still checked at turns 3-4, is unchecked at turn 5 though only the label was set.")


# ---------------------------------------------------------------------------------------------
# 11 Pro Expense: add an expense (bad: the weekly total does not follow from the addition)
# ---------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    pkg = "com.arduia.expense"
    act_ = ".ui.MainActivity"
    clk = Clk(19, 41, h24=True)
    recent = [("Pharmacy", "Health", 57.97, "14/03/2024"), ("Coffee", "Food", 4.75, "14/03/2024"),
              ("Bus pass", "Transportation", 42.00, "13/03/2024"), ("Lunch", "Food", 13.50, "12/03/2024"),
              ("Groceries – Trader Joe's", "Food", 64.18, "11/03/2024")]
    older = [("Gym membership", "Health", 35.00, "08/03/2024"), ("Netflix", "Entertainment", 15.49, "07/03/2024"),
             ("Gas", "Transportation", 48.20, "06/03/2024"), ("Electricity bill", "Utilities", 71.36, "05/03/2024")]
    dayidx = {"11/03/2024": 0, "12/03/2024": 1, "13/03/2024": 2, "14/03/2024": 3}

    def home(items: list[tuple[str, str, float, str]], total: float, batt: int) -> Scr:
        s = Scr(pkg, act_, clk.s, batt)
        s.add("drawer", desc="Open navigation drawer", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="Pro Expense", box=(158, 118, 700, 190), rid="tv_title")
        s.add(cls="ScrollView", box=(0, 227, 1080, 2337), scroll=True, adv=False)
        s.y = 250
        s.add(text="Total expenses this week", h=70, rid="tv_week_label", depth=2)
        s.add(text=f"${total:,.2f}", h=130, rid="tv_total_expense", depth=2)
        per = [0.0] * 7
        for _n, _c, a, d in items:
            if d in dayidx:
                per[dayidx[d]] += a
        for j, dn in enumerate(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]):
            s.add(text=dn, desc=f"{dn} {per[j]:.2f}", cls="View", box=(60 + 140 * j, 400, 180 + 140 * j, 760), rid="bar", depth=2)
        s.y = 780
        s.add(text="Recent", box=(42, 780, 700, 860), depth=2)
        s.add("more", text="More", cls="Button", box=(838, 780, 1038, 860), click=True, rid="btn_more", depth=2)
        s.y = 880
        for i, (n, c, a, d) in enumerate(items[:5]):
            row2(s, f"r{i}", n, f"{c} · {d}", icon=c, extra=f"${a:.2f}", rid_t="tv_name", rid_s="tv_date", h=170)
        s.add("fab", desc="Add expense", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="fb_main_add")
        return s

    def form(name: str, amount: str, cat: str, batt: int, focus: str | None = None, dropdown: bool = False, title: str = "Add expense") -> Scr:
        s = Scr(pkg, act_, clk.s, batt)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text=title, box=(158, 118, 700, 190), rid="tv_title")
        if title != "Add expense":
            s.add("delete", desc="Delete", cls="ImageButton", box=(954, 91, 1080, 217), click=True, rid="delete")
        s.y = 250
        s.add("name", text=name or None, hint="Name", cls="EditText", h=170, edit=True, click=True, focus=focus == "name", rid="edt_name")
        s.add("amount", text=amount or None, hint="Amount", cls="EditText", h=170, edit=True, click=True, focus=focus == "amount", rid="edt_amount")
        s.add("cat", text=cat, desc="Category", cls="AutoCompleteTextView", h=170, click=True, rid="edt_category")
        s.add("note", hint="Note", cls="EditText", h=260, edit=True, click=True, rid="edt_note")
        s.add("date", text="14/03/2024", box=(42, s.y, 520, s.y + 150), click=True, rid="tv_date")
        s.add("time", text="19:41", box=(560, s.y, 1038, s.y + 150), click=True, rid="tv_time")
        s.y += 170
        s.add("save", text="Save" if title == "Add expense" else "Update", cls="Button", h=150, click=True, rid="btn_save")
        if dropdown:
            s.add(cls="ListView", box=(42, 760, 1038, 1640), rid="select_dialog_listview")
            for j, c in enumerate(["Food", "Transportation", "Entertainment", "Health", "Shopping", "Utilities", "Others"]):
                s.add("c_" + c.lower(), text=c, box=(42, 760 + 125 * j, 1038, 885 + 125 * j), click=True, rid="android:id/text1", depth=2)
        if focus:
            s.keyboard()
        return s

    def all_list(items: list[tuple[str, str, float, str]], batt: int, dialog: bool = False) -> Scr:
        s = Scr(pkg, act_, clk.s, batt)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="Expense Logs", box=(158, 118, 700, 190), rid="tv_title")
        s.add(desc="Filter", cls="ImageButton", box=(954, 91, 1080, 217), click=True, rid="filter")
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="rv_expense", adv=False)
        s.y = 240
        for i, (n, c, a, d) in enumerate(items):
            row2(s, f"e{i}", n, f"{c} · {d}", icon=c, extra=f"${a:.2f}", rid_t="tv_name", rid_s="tv_date", lclick=True, h=170)
        if dialog:
            s.add(cls="FrameLayout", box=(84, 900, 996, 1400), rid="android:id/content")
            s.add(text="Delete this expense?", box=(147, 960, 933, 1040), rid="android:id/alertTitle", depth=2)
            s.add(text="Dinner with Sam · $38.60 will be removed.", box=(147, 1060, 933, 1180), rid="android:id/message", depth=2)
            s.add("d_cancel", text="Cancel", cls="Button", box=(520, 1260, 720, 1360), click=True, rid="android:id/button2", depth=2)
            s.add("d_ok", text="Delete", cls="Button", box=(740, 1260, 933, 1360), click=True, rid="android:id/button1", depth=2)
        return s

    total0 = sum(a for *_, a, _d in recent)
    t = Traj(home(recent, total0, 54))
    t.click("fab", form("", "", "Others", 54))
    t.type("name", "Dinner with Sam", form("Dinner with Sam", "", "Others", 54, focus="name"))
    t.type("amount", "38.60", form("Dinner with Sam", "38.60", "Others", 54, focus="amount"))
    t.click("cat", form("Dinner with Sam", "38.60", "Others", 54, dropdown=True))
    t.click("c_food", form("Dinner with Sam", "38.60", "Food", 54))
    clk.adv(1)
    new = [("Dinner with Sam", "Food", 38.60, "14/03/2024")] + recent
    t.click("save", home(new, total0 + 38.60 - 10.00, 53))  # the contradiction: 211.00 instead of 221.00
    t.click("more", all_list(new + older, 53))
    clk.adv(1)
    t.click("e0", form("Dinner with Sam", "38.60", "Food", 53, title="Edit expense"))
    t.click("delete", all_list(new + older, 53, dialog=True))
    t.click("d_ok", all_list(recent + older, 53))
    t.add_to(rs, "h55-android-11", bad=True, turn=6,
             kind="The week total shows $211.00 at turn 6, but it was $182.40 at the start and the only change was adding a $38.60 expense (should be $221.00).")


# ---------------------------------------------------------------------------------------------
# 12 Camera + Google Photos: take a photo, inspect it, move it to trash (clean)
# ---------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    cam = "com.google.android.GoogleCamera"
    ph = "com.google.android.apps.photos"
    clk = Clk(14, 13)
    shot = "Mar 14, 2024 2:14:07 PM"

    def camera(taken: bool, batt: int) -> Scr:
        s = Scr(cam, "com.android.camera.CameraLauncher", clk.s, batt)
        for j, (k, d) in enumerate([("settings", "Settings"), ("flash", "Flash off"), ("timer", "Timer off"), ("ratio", "Ratio 4:3")]):
            s.add(k, desc=d, cls="ImageButton", box=(120 + 220 * j, 100, 240 + 220 * j, 220), click=True, rid="quick_settings_" + k)
        s.add("viewfinder", desc="Viewfinder", cls="View", box=(0, 240, 1080, 1680), click=True, rid="preview")
        s.add(text="1x", desc="Zoom 1x", cls="Button", box=(480, 1560, 600, 1660), click=True, rid="zoom_1x")
        for j, m in enumerate(["Night Sight", "Portrait", "Photo", "Video", "Modes"]):
            s.add("mode_" + m.split()[0].lower(), text=m, cls="TextView", box=(40 + 205 * j, 1720, 240 + 205 * j, 1800), click=True, sel=m == "Photo", rid="mode_switcher_item")
        s.add("thumb", desc="Open photo gallery, latest item from " + ("today, 2:14 PM" if taken else "Mar 14, 11:47 AM"), cls="ImageView",
              box=(90, 1900, 250, 2060), click=True, rid="thumbnail_button")
        s.add("shutter", desc="Take photo", cls="ImageButton", box=(440, 1880, 640, 2080), click=True, rid="shutter_button")
        s.add(desc="Switch to front camera", cls="ImageButton", box=(830, 1900, 990, 2060), click=True, rid="camera_switch_button")
        return s

    def viewer(batt: int, info: bool = False) -> Scr:
        s = Scr(ph, "com.google.android.apps.photos.pager.HostPhotoPagerActivity", clk.s, batt)
        s.add("up", desc="Back", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="Today\n2:14 PM", box=(300, 100, 780, 210), rid="title")
        s.add("fav", desc="Add to favorites", cls="ImageButton", box=(828, 91, 954, 217), click=True, rid="photos_pager_menu_favorite")
        s.add("more", desc="More options", cls="ImageButton", box=(954, 91, 1080, 217), click=True)
        s.add(desc=f"Photo taken on {shot}", cls="ImageView", box=(0, 540, 1080, 1350) if not info else (0, 227, 1080, 1037), click=True, rid="photo_view")
        if not info:
            for j, lab in enumerate(["Share", "Edit", "Lens", "Delete"]):
                s.add("a_" + lab.lower(), text=lab, desc=lab, cls="Button", box=(30 + 255 * j, 2160, 285 + 255 * j, 2320), click=True, rid="action_" + lab.lower())
        else:
            s.add(cls="FrameLayout", box=(0, 1040, 1080, 2337), scroll=True, rid="details_sheet")
            s.y = 1060
            s.add(text="Add a description", cls="EditText", h=120, edit=True, click=True, rid="caption", depth=2)
            s.add(text="Details", h=90, depth=2)
            row2(s, "d_date", "Thu, Mar 14, 2024 · 2:14 PM", "GMT-07:00", icon="Date", h=150)
            row2(s, "d_file", "PXL_20240314_211407382.jpg", "12.5MP · 4032 × 3024 · 3.1 MB", icon="File", h=150)
            row2(s, "d_dev", "On device (3.1 MB)", "/storage/emulated/0/DCIM/Camera", icon="On device", h=150)
            row2(s, "d_cam", "Google Pixel 7", "ƒ/1.85 · 1/120 · 6.81mm · ISO89", icon="Camera", h=150)
            row2(s, "d_backup", "Backup is off", "Turn on backup to keep your photos safe", icon="Backup", h=150)
        return s

    grid = [("p0", f"Photo taken on {shot}"), ("p1", "Photo taken on Mar 14, 2024 11:47:52 AM"),
            ("p2", "Photo taken on Mar 14, 2024 11:46:30 AM"), ("p3", "Video taken on Mar 14, 2024 9:02:11 AM, 0:23")]
    yday = [("q0", "Photo taken on Mar 13, 2024 7:31:04 PM"), ("q1", "Photo taken on Mar 13, 2024 7:30:58 PM"),
            ("q2", "Screenshot taken on Mar 13, 2024 1:12:45 PM"), ("q3", "Photo taken on Mar 13, 2024 8:05:19 AM"),
            ("q4", "Photo taken on Mar 13, 2024 8:04:41 AM")]

    def photos(today: list[tuple[str, str]], batt: int, selected: bool = False, dialog: bool = False, snack: bool = False) -> Scr:
        s = Scr(ph, "com.google.android.apps.photos.home.HomeActivity", clk.s, batt)
        if selected:
            s.add("cancel_sel", desc="Cancel selection", cls="ImageButton", box=(0, 91, 126, 217), click=True)
            s.add(text="1 selected", box=(158, 118, 700, 190), rid="selection_count")
        else:
            s.add(text="Photos", box=(42, 110, 600, 200), rid="toolbar_title")
            s.add(desc="Notifications", cls="ImageButton", box=(828, 91, 954, 217), click=True)
            s.add(desc="Account and settings", cls="ImageButton", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2150), scroll=True, rid="recycler_view", adv=False)
        y = 240
        for label, items in (("Today", today), ("Wed, Mar 13", yday)):
            s.add(text=label, box=(42, y, 700, y + 90), depth=2)
            y += 100
            for i, (k, d) in enumerate(items):
                col, rw = i % 4, i // 4
                x0, y0 = 270 * col, y + 270 * rw
                s.add(k, desc=d, cls="ImageView", box=(x0 + 2, y0 + 2, x0 + 268, y0 + 268), click=True, lclick=True, sel=selected and k == "p0",
                      check=(k == "p0") if selected else None, rid="photo", depth=2)
            y += 270 * ((len(items) + 3) // 4) + 20
        if selected:
            for j, lab in enumerate(["Share", "Add to", "Delete", "More"]):
                s.add("s_" + lab.split()[0].lower(), text=lab, desc=lab, cls="Button", box=(30 + 255 * j, 2160, 285 + 255 * j, 2320), click=True)
        else:
            for j, lab in enumerate(["Photos", "Search", "Sharing", "Library"]):
                s.add("tab_" + lab.lower(), text=lab, cls="FrameLayout", box=(270 * j, 2180, 270 * (j + 1), 2337), click=True, sel=lab == "Photos", rid="tab_" + lab.lower())
        if dialog:
            s.add(cls="FrameLayout", box=(0, 1700, 1080, 2337), rid="design_bottom_sheet")
            s.add(text="Move 1 item to trash?", box=(42, 1740, 1038, 1830), depth=2)
            s.add(text="Items in trash are permanently deleted after 60 days.", box=(42, 1840, 1038, 1960), depth=2)
            s.add("trash_ok", text="Move to trash", cls="Button", box=(42, 2000, 1038, 2130), click=True, depth=2)
            s.add("trash_cancel", text="Cancel", cls="Button", box=(42, 2150, 1038, 2280), click=True, depth=2)
        if snack:
            s.add(text="1 item moved to trash", box=(42, 2000, 760, 2140), rid="snackbar_text")
            s.add("undo", text="Undo", cls="Button", box=(780, 2000, 1038, 2140), click=True, rid="snackbar_action")
        return s

    t = Traj(camera(False, 83))
    clk.adv(1)
    t.click("shutter", camera(True, 83))
    t.click("thumb", viewer(83))
    t.click("more", viewer(83, info=True))
    t.back(viewer(83))
    clk.adv(1)
    t.open("Photos", photos(grid, 82))
    t.lpress("p0", photos(grid, 82, selected=True))
    t.click("s_delete", photos(grid, 82, selected=True, dialog=True))
    clk.adv(1)
    t.click("trash_ok", photos(grid[1:], 82, snack=True))
    t.add_to(rs, "h55-android-12")


# ---------------------------------------------------------------------------------------------
# 13 Retro Music: play an album track, skip, pause, song details (clean, accessibility tree)
# ---------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    pkg = "code.name.monkey.retromusic"
    clk = Clk(22, 17, h24=True)
    tracks = [("Perth", 262), ("Minnesota, WI", 232), ("Holocene", 337), ("Towers", 188), ("Michicant", 226), ("Hinnom, TX", 165),
              ("Wash.", 298), ("Calgary", 250), ("Lisbon, OH", 93), ("Beth/Rest", 316)]

    def mmss(n: int) -> str:
        return f"{n // 60}:{n % 60:02d}"

    total = sum(d for _, d in tracks)

    def album(playing: int | None, pos: int, batt: int) -> Scr:
        s = Scr(pkg, ".activities.MainActivity", clk.s, batt, tree=True, icons=("Retro Music notification",) if playing is not None else ())
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="androidx.core.widget.NestedScrollView", box=(0, 227, 1080, 2337), scroll=True, adv=False)
        s.add(desc="Bon Iver, Bon Iver", cls="ImageView", box=(240, 240, 840, 840), rid="image", depth=2)
        s.y = 860
        s.add(text="Bon Iver, Bon Iver", h=100, rid="albumTitle", depth=2)
        s.add(text=f"Bon Iver • 2011 • {len(tracks)} songs • {mmss(total)}", h=70, rid="albumText", depth=2)
        s.add("shuffle", text="Shuffle", cls="Button", box=(42, s.y + 10, 520, s.y + 130), click=True, rid="shuffleAction", depth=2)
        s.add("playall", text="Play", cls="Button", box=(560, s.y + 10, 1038, s.y + 130), click=True, rid="playAction", depth=2)
        s.y += 150
        for i, (n, d) in enumerate(tracks[:7]):
            y = s.y
            s.add(f"t{i}", cls="FrameLayout", h=140, click=True, lclick=True, x=(0, 1080), depth=2)
            s.add(text=str(i + 1), box=(42, y + 40, 110, y + 100), rid="imageText", depth=3)
            s.add(text=n, box=(140, y + 20, 860, y + 80), rid="title", depth=3)
            s.add(text=f"Bon Iver • {mmss(d)}", box=(140, y + 80, 860, y + 125), rid="text", depth=3)
            s.add(desc="Menu", cls="ImageView", box=(930, y + 30, 1038, y + 110), click=True, rid="menu", depth=3)
        if playing is not None:
            n, d = tracks[playing]
            s.add("mini", cls="FrameLayout", box=(0, 2160, 1080, 2337), click=True, rid="miniPlayerFragment", depth=1)
            s.add(text=n, box=(150, 2180, 800, 2240), rid="miniPlayerTitle", depth=2)
            s.add(text="Bon Iver", box=(150, 2240, 800, 2290), depth=2)
            s.add(cls="ProgressBar", desc=f"{mmss(pos)} of {mmss(d)}", box=(0, 2160, 1080, 2168), rid="progressBar", depth=2)
            s.add("mini_play", desc="Pause", cls="ImageView", box=(930, 2190, 1038, 2300), click=True, rid="miniPlayerPlayPauseButton", depth=2)
        return s

    def player(idx: int, pos: int, playing: bool, batt: int, menu: bool = False, info: bool = False) -> Scr:
        n, d = tracks[idx]
        s = Scr(pkg, ".activities.MainActivity", clk.s, batt, tree=True, icons=("Retro Music notification",))
        s.add("down", desc="Close", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add("fav", desc="Add to favorites", cls="ImageView", box=(828, 91, 954, 217), click=True, rid="action_toggle_favorite")
        s.add("more", desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(desc=f"{n} album art", cls="ImageView", box=(90, 260, 990, 1160), rid="image")
        s.add(text=n, box=(42, 1220, 1038, 1310), rid="title")
        s.add(text="Bon Iver", box=(42, 1310, 1038, 1370), click=True, rid="text")
        s.add("seek", cls="SeekBar", desc=f"{mmss(pos)} of {mmss(d)}", box=(42, 1420, 1038, 1480), click=True, scroll=True, rid="progressSlider")
        s.add(text=mmss(pos), box=(42, 1490, 250, 1540), rid="songCurrentProgress")
        s.add(text=mmss(d), box=(830, 1490, 1038, 1540), rid="songTotalTime")
        s.add(text="FLAC • 912 kb/s • 44.1 kHz", box=(300, 1490, 780, 1540), rid="songInfo")
        for k, dsc, x0 in [("shuf", "Shuffle", 42), ("prev", "Previous", 250), ("play", "Pause" if playing else "Play", 440), ("next", "Next", 640), ("rep", "Repeat", 870)]:
            s.add(k, desc=dsc, cls="ImageButton", box=(x0, 1600, x0 + 170, 1770), click=True, rid="playPauseButton" if k == "play" else k + "Button")
        nxt = tracks[idx + 1][0] if idx + 1 < len(tracks) else None
        s.add(text=f"Next: {nxt}" if nxt else "Last song in queue", box=(42, 1840, 1038, 1900), rid="nextSong")
        s.add(desc="Volume", cls="SeekBar", box=(42, 1960, 1038, 2020), rid="volumeSeekBar")
        s.add(desc="Queue", cls="ImageButton", box=(954, 2150, 1080, 2276), click=True, rid="playerQueueSheet")
        if menu:
            s.add(cls="ListView", box=(520, 100, 1060, 1220), rid="android:id/list")
            for j, lab in enumerate(["Sleep timer", "Equalizer", "Add to playlist", "Go to album", "Go to artist", "Details", "Share", "Set as ringtone", "Delete from device"]):
                s.add("m_" + lab.replace(" ", "_").lower(), text=lab, box=(520, 116 + 122 * j, 1060, 238 + 122 * j), click=True, rid="android:id/title", depth=2)
        if info:
            s.add(cls="FrameLayout", box=(60, 520, 1020, 1900), rid="android:id/content")
            s.add(text="Song details", box=(120, 560, 960, 640), rid="android:id/alertTitle", depth=2)
            for j, (lab, val) in enumerate([("File name", "04 Towers.flac"), ("File path", "/storage/emulated/0/Music/Bon Iver/Bon Iver, Bon Iver/04 Towers.flac"),
                                            ("Size", "20.44 MB"), ("Format", "FLAC"), ("Length", "3:08"), ("Bitrate", "912 kb/s"),
                                            ("Sampling rate", "44100 Hz"), ("Track number", "4"), ("Album", "Bon Iver, Bon Iver"), ("Year", "2011")]):
                s.add(text=f"{lab}: {val}", box=(120, 660 + 100 * j, 960, 760 + 100 * j), rid="text_" + lab.split()[0].lower(), depth=2)
            s.add("ok", text="OK", cls="Button", box=(760, 1760, 960, 1860), click=True, rid="android:id/button1", depth=2)
        return s

    t = Traj(album(None, 0, 38))
    t.click("t2", album(2, 1, 38))
    t.click("mini", player(2, 9, True, 38))
    clk.adv(1)
    t.click("next", player(3, 0, True, 38))
    t.click("play", player(3, 4, False, 38))
    t.click("more", player(3, 4, False, 37, menu=True))
    t.click("m_details", player(3, 4, False, 37, info=True))
    clk.adv(1)
    t.click("ok", player(3, 4, False, 37))
    t.add_to(rs, "h55-android-13")


# ---------------------------------------------------------------------------------------------
# 14 Google Messages: reply, delete a spam thread (bad: the deleted thread is listed again)
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    pkg = "com.google.android.apps.messaging"
    clk = Clk(18, 5)
    spam = ("+1 (650) 555-0147", "Your Amazon account has been locked. Verify at amzn-secure-login.co/r/8841 within 24h", "11:02 AM")
    others = [("Mom", "Call me when you land ❤️", "4:12 PM"),
              ("FedEx", "FedEx: Your package 7729 4410 2231 is out for delivery today. Track: fedex.com/t/77294410", "1:30 PM"),
              spam,
              ("Chase", "Chase: Your one-time code is 482913. Don't share it with anyone.", "9:15 AM"),
              ("Team Lunch 🍜", "Priya: Thursday works for me", "Yesterday"),
              ("Verizon", "Verizon: Your bill for $86.42 is ready. View it in the My Verizon app.", "Mar 12"),
              ("Dr. Okafor's Office", "Reminder: appointment Fri 3/15 at 12:00 PM. Reply C to confirm.", "Mar 11")]
    sent_at = [0]

    def clist(dana: tuple[str, str, bool], rest: list[tuple[str, str, str]], batt: int, selected: str | None = None, dialog: bool = False) -> Scr:
        s = Scr(pkg, ".ui.ConversationListActivity", clk.s, batt)
        if selected:
            s.add("cancel_sel", desc="Exit selection mode", cls="ImageButton", box=(0, 91, 126, 217), click=True)
            s.add(text="1", box=(158, 118, 400, 190), rid="action_mode_title")
            for j, (k, d) in enumerate([("pin", "Pin"), ("archive", "Archive"), ("delete", "Delete"), ("more", "More options")]):
                s.add(k, desc=d, cls="Button", box=(576 + 126 * j, 91, 702 + 126 * j, 217), click=True, rid="action_" + k)
        else:
            s.add("search", text="Search conversations", cls="TextView", box=(42, 100, 900, 220), click=True, rid="open_search_bar_text_view")
            s.add(desc="Account and settings", cls="ImageButton", box=(920, 110, 1030, 210), click=True, rid="selected_account_disc")
        s.add(cls="RecyclerView", box=(0, 240, 1080, 2337), scroll=True, rid="conversation_list", adv=False)
        s.y = 250
        rows = [("Dana Whitfield",) + dana[:2]] + rest
        for i, (n, snip, when) in enumerate(rows):
            k = "c_" + n.split()[0].strip("+(").lower()
            unread = i == 0 and dana[2]
            y = s.y
            s.add(k, cls="FrameLayout", h=190, click=True, lclick=True, sel=selected == n, x=(0, 1080),
                  rid="swipeableContainer", depth=2)
            s.add(desc=f"{n} avatar" if not n.startswith("+") else "Unknown contact avatar", cls="ImageView", box=(42, y + 35, 162, y + 155),
                  check=(selected == n) if selected else None, rid="conversation_icon", depth=3)
            s.add(text=n, box=(190, y + 30, 820, y + 90), rid="conversation_name", depth=3)
            s.add(text=("You: " + snip) if (i == 0 and not dana[2]) else snip, box=(190, y + 95, 1038, y + 150), rid="conversation_snippet", depth=3)
            s.add(text=when, desc=("Unread " if unread else "") + when, box=(840, y + 30, 1038, y + 90), rid="conversation_timestamp", depth=3)
        if not selected:
            s.add("fab", text="Start chat", cls="Button", box=(620, 2150, 1038, 2300), click=True, rid="start_chat_fab")
        if dialog:
            s.add(cls="FrameLayout", box=(84, 920, 996, 1400), rid="android:id/content")
            s.add(text="Delete this conversation?", box=(147, 980, 933, 1060), rid="android:id/alertTitle", depth=2)
            s.add("d_cancel", text="Cancel", cls="Button", box=(520, 1260, 720, 1360), click=True, rid="android:id/button2", depth=2)
            s.add("d_ok", text="Delete", cls="Button", box=(740, 1260, 933, 1360), click=True, rid="android:id/button1", depth=2)
        return s

    def convo(name: str, msgs: list[tuple[str, str, str]], draft: str, batt: int, focus: bool = False) -> Scr:
        s = Scr(pkg, ".ui.conversation.ConversationActivity", clk.s, batt)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text=name, box=(158, 118, 700, 190), rid="conversation_title")
        s.add(desc="Voice call", cls="ImageButton", box=(702, 91, 828, 217), click=True, rid="action_call")
        s.add(desc="Video call", cls="ImageButton", box=(828, 91, 954, 217), click=True, rid="action_video_call")
        s.add(desc="More options", cls="ImageButton", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2000), scroll=True, rid="message_list", adv=False)
        s.y = 260
        for who, text, stamp in msgs:
            if who == "day":
                s.add(text=text, h=90, rid="date_separator", depth=2)
                continue
            mine = who == "me"
            s.add(text=text, desc=f"{'You said' if mine else name + ' said'}  {text} {stamp}", cls="TextView", h=150,
                  x=(300, 1038) if mine else (42, 780), lclick=True, click=True, rid="message_text", depth=2)
            s.add(text=stamp, h=60, x=(300, 1038) if mine else (42, 780), rid="message_status", depth=2)
        s.add("plus", desc="Show attach options", cls="ImageButton", box=(0, 2020, 120, 2140), click=True, rid="attach_button")
        s.add("field", text=draft or None, hint="Text message", cls="EditText", box=(130, 2020, 900, 2140), edit=True, focus=focus, click=True, rid="compose_message_text")
        if draft:
            s.add("send", desc="Send SMS", cls="ImageButton", box=(910, 2020, 1038, 2140), click=True, rid="send_message_button")
        else:
            s.add(desc="Record audio", cls="ImageButton", box=(910, 2020, 1038, 2140), click=True, rid="record_audio_button")
        if focus:
            s.keyboard()
        return s

    def ago() -> str:
        d = clk.t - sent_at[0]
        return "Now" if d == 0 else f"{d} min"

    dana_msgs = [("day", "Wednesday, Mar 13", ""), ("them", "Dinner at Nopa tomorrow? 6:15", "8:02 PM"),
                 ("me", "Yes! Count me in", "8:05 PM · SMS"), ("day", "Today", ""), ("them", "Are you still coming tonight?", "5:48 PM")]
    msg = "Running 10 min late, save me a seat"
    t = Traj(clist(("Are you still coming tonight?", "5:48 PM", True), others, 44))
    t.click("c_dana", convo("Dana Whitfield", dana_msgs, "", 44))
    clk.adv(1)
    t.type("field", msg, convo("Dana Whitfield", dana_msgs, msg, 44, focus=True))
    sent_at[0] = clk.t
    t.click("send", convo("Dana Whitfield", dana_msgs + [("me", msg, "Now · SMS")], "", 44, focus=True))
    t.click("up", clist((msg, ago(), False), others, 44))
    clk.adv(1)
    t.lpress("c_1", clist((msg, ago(), False), others, 44, selected=spam[0]))
    t.click("delete", clist((msg, ago(), False), others, 43, selected=spam[0], dialog=True))
    clk.adv(1)
    kept = [c for c in others if c != spam]
    t.click("d_ok", clist((msg, ago(), False), kept, 43))

    s = Scr(pkg, ".ui.search.ZeroStateSearchActivity", clk.s, 43)
    s.add("sup", desc="Navigate up", cls="ImageButton", box=(0, 100, 126, 220), click=True)
    s.add("q", hint="Search conversations", cls="EditText", box=(126, 100, 1038, 220), edit=True, focus=True, click=True, rid="zero_state_search_box_auto_complete")
    s.y = 250
    s.add(text="Categories", h=80)
    for j, lab in enumerate(["Images", "Videos", "Places", "Links", "Starred"]):
        s.add("cat" + str(j), text=lab, cls="Button", box=(42 + 200 * j, 340, 232 + 200 * j, 440), click=True, rid="search_category_chip")
    s.y = 470
    s.add(text="People", h=80)
    for j, n in enumerate(["Dana Whitfield", "Mom", "FedEx", "Chase"]):
        s.add("pp" + str(j), text=n, desc=n, cls="FrameLayout", box=(42 + 250 * j, 560, 272 + 250 * j, 800), click=True, rid="contact_avatar")
    s.keyboard()
    t.click("search", s)
    clk.adv(1)
    t.back(clist((msg, ago(), False), others, 43))  # the contradiction: the deleted thread is back
    mom_msgs = [("day", "Today", ""), ("them", "What time does your flight land?", "3:40 PM"), ("me", "5:55, SFO terminal 2", "3:52 PM · SMS"),
                ("them", "Call me when you land ❤️", "4:12 PM")]
    t.click("c_mom", convo("Mom", mom_msgs, "", 43))
    clk.adv(1)
    t.type("field", "Landed! Will call in 20", convo("Mom", mom_msgs, "Landed! Will call in 20", 43, focus=True))
    t.click("send", convo("Mom", mom_msgs + [("me", "Landed! Will call in 20", "Now · SMS")], "", 43, focus=True))
    t.add_to(rs, "h55-android-14", bad=True, turn=9,
             kind="The +1 (650) 555-0147 spam conversation deleted at turn 7 is listed again at turn 9 after only opening and leaving search.")


# ---------------------------------------------------------------------------------------------
# 15 Joplin: edit a note, switch notebooks, search (clean)
# ---------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    pkg = "net.cozic.joplin"
    clk = Clk(10, 26)
    body1 = ("## 2024-03-14\n- Promo packet: needs 2 more peer reviews\n- On-call load too high in Feb (3 pages/wk)\n"
             "- Wants to lead the search migration\n\n## Action items\n- [ ] Ask Dana about on-call rotation split\n- [ ] Share Q2 roadmap draft")
    body2 = body1 + "\n- [ ] Follow up on hiring plan by Fri"
    work0 = ["Q2 roadmap draft", "Incident 2024-03-07 postmortem", "Vendor contacts", "1:1 with Marcus",
             "Renew SSL cert for api.northwind.io", "Hiring plan – backend"]
    personal = ["Marcus wedding gift ideas", "Lisbon trip itinerary", "Car insurance renewal", "Books to buy", "Sourdough starter schedule",
                "Apartment move checklist", "Tax 2023 docs", "Gym programme", "Birthday list", "Plant watering schedule"]

    def header(s: Scr, title: str) -> None:
        s.add("sidebar", desc="Side menu", cls="Button", box=(0, 91, 126, 217), click=True)
        s.add(text=title, box=(158, 118, 700, 190))
        s.add("searchbtn", desc="Search", cls="Button", box=(828, 91, 954, 217), click=True)
        s.add(desc="Actions", cls="Button", box=(954, 91, 1080, 217), click=True)

    def notes(book: str, items: list[str], batt: int, drawer: bool = False) -> Scr:
        s = Scr(pkg, ".MainActivity", clk.s, batt)
        header(s, book)
        s.add(cls="ScrollView", box=(0, 227, 1080, 2337), scroll=True, adv=False)
        s.y = 240
        for i, n in enumerate(items):
            todo = n.startswith("Renew SSL")
            s.add(f"n{i}", text=None if todo else n, cls="ViewGroup", h=130, click=True, lclick=True, depth=2)
            if todo:
                s.add(desc="Mark as done", cls="CheckBox", box=(42, s.y - 110, 122, s.y - 30), check=False, click=True, depth=3)
                s.add(text=n, box=(140, s.y - 110, 1038, s.y - 30), depth=3)
        s.add("fab", desc="Add new", cls="Button", box=(870, 2150, 1038, 2318), click=True)
        if drawer:
            s.add(cls="ViewGroup", box=(0, 0, 860, 2400), scroll=True)
            s.y = 120
            rows = [("all", "All notes", None), ("h_nb", "NOTEBOOKS", None), ("nb_archive", "Archive", "51"), ("nb_personal", "Personal", "23"),
                    ("nb_work", "Work", "6"), ("h_tags", "TAGS", None), ("tag_1on1", "1on1", None), ("tag_infra", "infra", None), ("tag_travel", "travel", None)]
            for k, lab, cnt in rows:
                s.add("d_" + k, text=lab if cnt is None else f"{lab} ({cnt})", cls="TextView", box=(40, s.y, 840, s.y + 110),
                      click=not k.startswith("h_"), sel=k == "nb_" + book.lower(), depth=2)
                s.y += 120
            s.add(text="Synchronise", cls="Button", box=(40, 2150, 840, 2270), click=True, depth=2)
            s.add(text="Last sync: 14/03/2024 10:19", box=(40, 2280, 840, 2330), depth=2)
        return s

    def view(body: str, batt: int) -> Scr:
        s = Scr(pkg, ".MainActivity", clk.s, batt)
        s.add("back", desc="Back", cls="Button", box=(0, 91, 126, 217), click=True)
        s.add(desc="Attach", cls="Button", box=(702, 91, 828, 217), click=True)
        s.add(desc="Tags", cls="Button", box=(828, 91, 954, 217), click=True)
        s.add(desc="Actions", cls="Button", box=(954, 91, 1080, 217), click=True)
        s.add("ntitle", text="1:1 with Marcus", cls="EditText", box=(42, 230, 1038, 350), edit=True, click=True)
        s.add(cls="WebView", box=(0, 360, 1080, 2337), scroll=True, adv=False)
        s.y = 380
        for line in body.split("\n"):
            if not line:
                continue
            if line.startswith("## "):
                s.add(text=line[3:], cls="View", h=100, depth=2)
            elif line.startswith("- [ ] "):
                s.add(text=line[6:], cls="CheckBox", h=80, check=False, click=True, depth=2)
            else:
                s.add(text=line[2:], cls="View", h=80, depth=2)
        s.add("edit", desc="Edit", cls="Button", box=(870, 2150, 1038, 2318), click=True)
        return s

    def editor(body: str, batt: int) -> Scr:
        s = Scr(pkg, ".MainActivity", clk.s, batt)
        s.add("back", desc="Back", cls="Button", box=(0, 91, 126, 217), click=True)
        s.add(desc="Undo", cls="Button", box=(702, 91, 828, 217), click=True)
        s.add(desc="Redo", cls="Button", box=(828, 91, 954, 217), click=True, enabled=False)
        s.add(desc="Actions", cls="Button", box=(954, 91, 1080, 217), click=True)
        s.add("ntitle", text="1:1 with Marcus", cls="EditText", box=(42, 230, 1038, 350), edit=True, click=True)
        s.add("body", text=body, cls="EditText", box=(42, 360, 1038, 1530), edit=True, focus=True, click=True)
        s.keyboard()
        return s

    def search(q: str, batt: int) -> Scr:
        s = Scr(pkg, ".MainActivity", clk.s, batt)
        s.add("sidebar", desc="Side menu", cls="Button", box=(0, 91, 126, 217), click=True)
        s.add("q", text=q or None, hint="Search...", cls="EditText", box=(140, 100, 940, 210), edit=True, focus=True, click=True)
        s.add(desc="Clear", cls="Button", box=(954, 91, 1080, 217), click=True)
        s.y = 240
        if q:
            for i, (n, snip) in enumerate([("1:1 with Marcus", "## 2024-03-14 - Promo packet: needs 2 more peer reviews - On-call load too high in Feb"),
                                           ("Marcus wedding gift ideas", "Registry at Crate & Barrel, budget $150, maybe the Le Creuset…")]):
                row2(s, f"res{i}", n, snip, h=170)
        s.keyboard()
        return s

    t = Traj(notes("Work", work0, 88))
    t.click("n3", view(body1, 88))
    clk.adv(1)
    t.click("edit", editor(body1, 88))
    clk.adv(1)
    t.type("body", body2, editor(body2, 88))
    t.click("back", view(body2, 88))
    work1 = ["1:1 with Marcus"] + [n for n in work0 if n != "1:1 with Marcus"]
    clk.adv(1)
    t.click("back", notes("Work", work1, 87))
    t.click("sidebar", notes("Work", work1, 87, drawer=True))
    t.click("d_nb_personal", notes("Personal", personal, 87))
    clk.adv(1)
    t.click("searchbtn", search("", 87))
    t.type("q", "Marcus", search("Marcus", 87))
    t.add_to(rs, "h55-android-15")


# ---------------------------------------------------------------------------------------------
# 16 Simple Calendar Pro: change a reminder (bad: the event's date shifts), delete another event
# ---------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    pkg = "com.simplemobiletools.calendar.pro"
    clk = Clk(7, 52, h24=True)
    ev = {"standup": ("Standup", 14, "09:30", "09:45", "Zoom · eng-platform"), "bday": ("Sara's birthday", 15, None, None, ""),
          "car": ("Car service", 15, "08:00", "10:00", "Hillside Auto, 42 Elm St"), "qr": ("Quarterly review", 18, "14:00", "15:30", "Room 4B"),
          "piano": ("Piano lesson", 20, "17:00", "18:00", "Ms. Varga, 9 Birch Ln"), "book": ("Book club", 22, "19:00", "21:00", "Lena's place")}
    dn = {14: "Thursday", 15: "Friday", 16: "Saturday", 18: "Monday", 20: "Wednesday", 22: "Friday"}

    def elist(events: dict[str, tuple[str, int, str | None, str | None, str]], batt: int, dialog: bool = False) -> Scr:
        s = Scr(pkg, ".activities.MainActivity", clk.s, batt, tree=True)
        s.add(text="March", box=(42, 110, 500, 200), rid="toolbar_title")
        s.add(desc="Go to today", cls="TextView", box=(702, 91, 828, 217), click=True, rid="go_to_today")
        s.add(desc="Search", cls="TextView", box=(828, 91, 954, 217), click=True, rid="search")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="ListView", box=(0, 227, 1080, 2337), scroll=True, rid="calendar_events_list", adv=False)
        s.y = 240
        day = None
        for k, (title, d, st, en, loc) in sorted(events.items(), key=lambda kv: (kv[1][1], kv[1][2] or "")):
            if d != day:
                day = d
                s.add(text=f"{dn[d]}, March {d}", h=90, rid="event_section_title", depth=2)
            y = s.y
            s.add("e_" + k, cls="RelativeLayout", h=170, click=True, lclick=True, x=(0, 1080), rid="event_item_holder", depth=2)
            s.add(text=title, box=(70, y + 20, 1038, y + 80), rid="event_item_title", depth=3)
            s.add(text=f"{st} - {en}" if st else "All day", box=(70, y + 80, 500, y + 130), rid="event_item_time", depth=3)
            if loc:
                s.add(text=loc, box=(520, y + 80, 1038, y + 130), rid="event_item_description", depth=3)
        s.add("fab", desc="New event", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="calendar_fab")
        return s

    def edit(k: str, day: int, reminder: str, batt: int, dialog: str | None = None) -> Scr:
        title, _d, st, en, loc = ev[k]
        desc = {"car": "Brake pads + 60k service. Ask about the rattle on the left rear.", "piano": "Bring the Czerny book"}[k]
        s = Scr(pkg, ".activities.EventActivity", clk.s, batt, tree=True)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="Edit event", box=(158, 118, 600, 190), rid="toolbar_title")
        s.add("delete", desc="Delete", cls="TextView", box=(702, 91, 828, 217), click=True, rid="delete")
        s.add("save", desc="Save", cls="TextView", box=(828, 91, 954, 217), click=True, rid="save")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="ScrollView", box=(0, 227, 1080, 2337), scroll=True, rid="event_scrollview", adv=False)
        s.y = 240
        s.add("title", text=title, hint="Title", cls="EditText", h=150, edit=True, click=True, rid="event_title", depth=2)
        s.add("loc", text=loc, hint="Location", cls="EditText", h=150, edit=True, click=True, rid="event_location", depth=2)
        s.add("desc", text=desc, hint="Description", cls="EditText", h=190, edit=True, click=True, rid="event_description", depth=2)
        s.add(text="All-day", cls="CheckBox", h=120, check=False, click=True, rid="event_all_day", depth=2)
        date = f"{dn[day][:3]}, Mar {day}, 2024"
        s.add("sdate", text=date, box=(140, s.y, 700, s.y + 130), click=True, rid="event_start_date", depth=2)
        s.add("stime", text=st, box=(760, s.y, 1038, s.y + 130), click=True, rid="event_start_time", depth=2)
        s.y += 140
        s.add("edate", text=date, box=(140, s.y, 700, s.y + 130), click=True, rid="event_end_date", depth=2)
        s.add("etime", text=en, box=(760, s.y, 1038, s.y + 130), click=True, rid="event_end_time", depth=2)
        s.y += 140
        s.add(text="America/Los_Angeles", h=120, click=True, rid="event_time_zone", depth=2)
        s.add("rem1", text=reminder, h=120, click=True, rid="event_reminder_1", depth=2)
        s.add(text="Add another reminder", h=120, click=True, rid="event_reminder_2", depth=2)
        s.add(text="No repetition", h=120, click=True, rid="event_repetition", depth=2)
        s.add(text="Add another attendee", h=120, click=True, rid="event_attendees", depth=2)
        s.add(text="Regular event", h=120, click=True, rid="event_type", depth=2)
        s.add(text="Default", desc="Event color", h=120, click=True, rid="event_color", depth=2)
        if dialog == "reminder":
            s.add(cls="FrameLayout", box=(84, 560, 996, 1780), rid="android:id/content")
            for j, lab in enumerate(["No reminder", "At start", "5 minutes before", "10 minutes before", "30 minutes before",
                                     "1 hour before", "1 day before", "Custom"]):
                s.add("r%d" % j, text=lab, cls="RadioButton", box=(120, 600 + 145 * j, 960, 745 + 145 * j),
                      check=lab == reminder, click=True, rid="dialog_radio_view", depth=2)
        if dialog == "delete":
            s.add(cls="FrameLayout", box=(84, 960, 996, 1380), rid="android:id/content")
            s.add(text="Are you sure you want to proceed with the deletion?", box=(140, 1000, 940, 1140), rid="confirm_dialog_message", depth=2)
            s.add("no", text="No", cls="Button", box=(520, 1240, 720, 1340), click=True, rid="android:id/button2", depth=2)
            s.add("yes", text="Yes", cls="Button", box=(740, 1240, 940, 1340), click=True, rid="android:id/button1", depth=2)
        return s

    t = Traj(elist(ev, 66))
    t.click("e_car", edit("car", 15, "30 minutes before", 66))
    t.click("rem1", edit("car", 15, "30 minutes before", 66, dialog="reminder"))
    clk.adv(1)
    t.click("r5", edit("car", 16, "1 hour before", 66))  # the contradiction: Fri 15 became Sat 16
    shifted = {**ev, "car": ev["car"][:1] + (16,) + ev["car"][2:]}
    t.click("save", elist(shifted, 66))
    clk.adv(1)
    t.click("e_piano", edit("piano", 20, "15 minutes before", 65))
    t.click("delete", edit("piano", 20, "15 minutes before", 65, dialog="delete"))
    t.click("yes", elist({k: v for k, v in shifted.items() if k != "piano"}, 65))
    t.add_to(rs, "h55-android-16", bad=True, turn=3,
             kind="The Car service event is dated Sat, Mar 16, 2024 at turn 3, though it was Friday, March 15 in the list and Fri, Mar 15, 2024 in the editor and only its reminder was changed.")


# ---------------------------------------------------------------------------------------------
# 17 Google Keep: tick an item and add one to a checklist (clean)
# ---------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    pkg = "com.google.android.keep"
    clk = Clk(14, 30)
    others = {"wifi": ("Wi-Fi guest", "Lumen-Guest / pw: orchard-42"), "gift": ("Gift ideas", "Dad: Kindle Paperwhite; Lena: pottery class voucher"),
              "book": ("Book club – April", "Tomorrow, and Tomorrow, and Tomorrow — Gabrielle Zevin. Host: Lena, Apr 11"),
              "park": ("Parking", "Level P3, spot 114 (SFO long-term), ticket in glovebox"), "dough": ("Sourdough", "Feed starter 1:5:5 at 9pm, bake Sat")}

    def grid(todo: list[str], checked: list[str], batt: int, selected: str | None = None) -> Scr:
        s = Scr(pkg, ".activities.BrowseActivity", clk.s, batt)
        if selected:
            s.add("cancel_sel", desc="Done", cls="ImageButton", box=(0, 91, 126, 217), click=True)
            s.add(text="1", box=(158, 118, 300, 190), rid="action_mode_title")
            for j, (k, d) in enumerate([("pin", "Pin"), ("rem", "Remind me"), ("color", "Background options"), ("label", "Labels"), ("more", "More options")]):
                s.add("sel_" + k, desc=d, cls="Button", box=(450 + 126 * j, 91, 576 + 126 * j, 217), click=True)
        else:
            s.add("menu", desc="Open navigation drawer", cls="ImageButton", box=(40, 100, 160, 220), click=True)
            s.add("search", text="Search your notes", cls="TextView", box=(160, 100, 780, 220), click=True, rid="open_search_bar_text_view")
            s.add(desc="Switch to list view", cls="ImageButton", box=(790, 100, 910, 220), click=True, rid="layout_switch")
            s.add(desc="Account and settings", cls="ImageButton", box=(920, 110, 1030, 210), click=True)
        s.add(cls="RecyclerView", box=(0, 240, 1080, 2150), scroll=True, rid="notes_list", adv=False)
        cards = [("pack", "Packing list – Lisbon", None), ("wifi",) + others["wifi"], ("gift",) + others["gift"], ("book",) + others["book"],
                 ("park",) + others["park"], ("dough",) + others["dough"]]
        ys = [260, 260]
        for k, title, body in cards:
            col = 0 if ys[0] <= ys[1] else 1
            x0, y0 = 30 + 515 * col, ys[col]
            if body is None:
                lines = [f"☐ {x}" for x in todo] + ([f"+ {len(checked)} checked items"] if checked else [])
                h = 130 + 64 * len(lines)
            else:
                lines = [body]
                h = 130 + 64 * ((len(body) + 21) // 22)
            s.add("card_" + k, desc=f"{title}. {' '.join(lines)}", cls="FrameLayout", box=(x0, y0, x0 + 505, y0 + h), click=True, lclick=True,
                  sel=selected == k, rid="browse_note_interior_content", depth=2)
            s.add(text=title, box=(x0 + 30, y0 + 30, x0 + 475, y0 + 100), rid="index_note_title", depth=3)
            if body is None:
                for j, ln in enumerate(lines):
                    s.add(text=ln, box=(x0 + 30, y0 + 110 + 64 * j, x0 + 475, y0 + 170 + 64 * j), rid="index_list_item_text", depth=3)
            else:
                s.add(text=body, box=(x0 + 30, y0 + 110, x0 + 475, y0 + h - 20), rid="index_note_text_description", depth=3)
            ys[col] = y0 + h + 20
        if not selected:
            for j, (k, d) in enumerate([("new_list", "New list"), ("new_draw", "New drawing"), ("new_voice", "New audio note"), ("new_img", "New photo note")]):
                s.add(k, desc=d, cls="ImageButton", box=(40 + 126 * j, 2180, 166 + 126 * j, 2306), click=True)
            s.add("fab", desc="New text note", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="new_note_button")
        return s

    def editor(todo: list[str], checked: list[str], edited: str, batt: int, new_item: str | None = None) -> Scr:
        s = Scr(pkg, ".activities.EditorActivity", clk.s, batt)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        for j, (k, d) in enumerate([("pin", "Pin"), ("rem", "Reminder"), ("archive", "Archive")]):
            s.add(k, desc=d, cls="ImageButton", box=(702 + 126 * j, 91, 828 + 126 * j, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2170), scroll=True, rid="editor_list", adv=False)
        s.y = 240
        s.add("ntitle", text="Packing list – Lisbon", hint="Title", cls="EditText", h=130, edit=True, click=True, rid="editable_title", depth=2)
        items = todo + ([new_item] if new_item is not None else [])
        for i, it in enumerate(items):
            y = s.y
            focus = new_item is not None and i == len(items) - 1
            s.add(f"cb{i}", desc=it or "List item", cls="CheckBox", box=(60, y + 20, 150, y + 110), check=False, click=True, rid="list_item_checkbox", depth=2)
            s.add(f"it{i}", text=it or None, hint="List item" if not it else None, cls="EditText", box=(170, y, 960, y + 130), edit=True, click=True,
                  focus=focus, rid="edit_note_text", depth=2)
            s.y += 130
        s.add("additem", text="List item", desc="Add list item", cls="Button", h=120, click=True, rid="add_item_text_view", depth=2)
        s.add("chk_hdr", text=f"{len(checked)} checked items", desc="Collapse checked items", h=110, click=True, rid="checked_items_header", depth=2)
        for i, it in enumerate(checked):
            y = s.y
            s.add(f"ccb{i}", desc=it, cls="CheckBox", box=(60, y + 20, 150, y + 110), check=True, click=True, rid="list_item_checkbox", depth=2)
            s.add(text=it, cls="EditText", box=(170, y, 960, y + 130), edit=True, click=True, rid="edit_note_text", depth=2)
            s.y += 130
        s.add(desc="Add", cls="ImageButton", box=(0, 2180, 126, 2306), click=True, rid="editor_action_add")
        s.add(desc="Background options", cls="ImageButton", box=(126, 2180, 252, 2306), click=True, rid="editor_action_palette")
        s.add(text=f"Edited {edited}", box=(380, 2200, 760, 2290), rid="edit_time")
        s.add(desc="Action", cls="ImageButton", box=(954, 2180, 1080, 2306), click=True, rid="editor_action_more")
        if new_item is not None:
            s.keyboard()
        return s

    todo0 = ["Passport", "Adapter (EU plug)", "Sunscreen", "Walking shoes"]
    chk0 = ["Rain jacket", "Phone charger"]
    t = Traj(grid(todo0, chk0, 71))
    t.click("card_pack", editor(todo0, chk0, "9:12 AM", 71))
    clk.adv(1)
    todo1, chk1 = todo0[1:], ["Passport"] + chk0
    t.click("cb0", editor(todo1, chk1, clk.ampm, 71))
    t.click("additem", editor(todo1, chk1, clk.ampm, 71, new_item=""))
    clk.adv(1)
    t.type("it3", "Reading glasses", editor(todo1, chk1, clk.ampm, 70, new_item="Reading glasses"))
    todo2 = todo1 + ["Reading glasses"]
    t.click("up", grid(todo2, chk1, 70))
    clk.adv(1)
    t.lpress("card_wifi", grid(todo2, chk1, 70, selected="wifi"))
    t.add_to(rs, "h55-android-17")


# ---------------------------------------------------------------------------------------------
# 18 Simple SMS Messenger: reply, open a thread from New conversation, delete a message (clean)
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    pkg = "com.simplemobiletools.smsmessenger"
    clk = Clk(14, 1, h24=True)
    convs = [("Aunt Rosa", "Are you guys coming Sunday? Dinner at 6", "13:47"), ("Greg Halvorsen", "Sure, the plumber can come Tuesday", "Mar 13"),
             ("+1 (312) 555-0174", "Your Lyft verification code is 552917", "Mar 12"), ("Verizon", "Verizon: Your bill for $86.42 is ready", "Mar 12"),
             ("Jamie Cole", "lol ok see you there", "Mar 10"), ("Coach Dave (U10 soccer)", "Practice moved to 5:30 at Field 3", "Mar 8")]
    contacts = [("Aunt Rosa", "+1 (305) 555-0119"), ("Coach Dave (U10 soccer)", "+1 (408) 555-0162"), ("Dana Whitfield", "+1 (415) 555-0123"),
                ("Greg Halvorsen", "+1 (773) 555-0136"), ("Jamie Cole", "+1 (628) 555-0181"), ("Mom", "+1 (305) 555-0107"), ("Priya Raman", "+1 (415) 555-0199")]

    def clist(rows: list[tuple[str, str, str]], batt: int) -> Scr:
        s = Scr(pkg, ".activities.MainActivity", clk.s, batt)
        s.add(text="Simple SMS Messenger", box=(42, 110, 700, 200), rid="main_toolbar_title")
        s.add(desc="Search", cls="TextView", box=(828, 91, 954, 217), click=True, rid="search")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="conversations_list", adv=False)
        s.y = 240
        for n, snip, when in rows:
            k = "c_" + n.split()[0].strip("+(").lower()
            y = s.y
            s.add(k, cls="RelativeLayout", h=180, click=True, lclick=True, x=(0, 1080), rid="conversation_frame", depth=2)
            s.add(desc=n, cls="ImageView", box=(42, y + 30, 162, y + 150), rid="conversation_image", depth=3)
            s.add(text=n, box=(190, y + 25, 820, y + 85), rid="conversation_address", depth=3)
            s.add(text=snip, box=(190, y + 90, 1038, y + 145), rid="conversation_body_short", depth=3)
            s.add(text=when, box=(840, y + 25, 1038, y + 85), rid="conversation_date", depth=3)
        s.add("fab", desc="New conversation", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="conversations_fab")
        return s

    def thread(name: str, msgs: list[tuple[str, str, str]], draft: str, batt: int, focus: bool = False, selected: int | None = None,
               dialog: bool = False) -> Scr:
        s = Scr(pkg, ".activities.ThreadActivity", clk.s, batt)
        if selected is not None:
            s.add("x", desc="Done", cls="ImageButton", box=(0, 91, 126, 217), click=True)
            s.add(text="1 / " + str(sum(1 for m in msgs if m[0] != "day")), box=(158, 118, 500, 190), rid="cab_title")
            for j, (k, d) in enumerate([("copy", "Copy to clipboard"), ("share", "Share"), ("delete", "Delete"), ("more", "More options")]):
                s.add("cab_" + k, desc=d, cls="TextView", box=(576 + 126 * j, 91, 702 + 126 * j, 217), click=True, rid="cab_" + k)
        else:
            s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
            s.add(text=name, box=(158, 118, 700, 190), rid="thread_toolbar_title")
            s.add(desc="Call", cls="TextView", box=(828, 91, 954, 217), click=True, rid="dial_number")
            s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2000), scroll=True, rid="thread_messages_list", adv=False)
        s.y = 250
        n = 0
        for who, text, stamp in msgs:
            if who == "day":
                s.add(text=text, h=80, rid="thread_date_time", depth=2)
                continue
            mine = who == "me"
            s.add(f"m{n}", text=text, cls="TextView", h=150, x=(300, 1038) if mine else (42, 780), click=True, lclick=True,
                  sel=selected == n, rid="thread_message_body", depth=2)
            if stamp:
                s.add(text=stamp, h=55, x=(300, 1038) if mine else (42, 780), rid="thread_message_status" if mine else "thread_message_time", depth=2)
            n += 1
        s.add(desc="Attachment", cls="ImageView", box=(0, 2020, 120, 2140), click=True, rid="thread_add_attachment")
        s.add("field", text=draft or None, hint="Type a message…", cls="EditText", box=(130, 2020, 900, 2140), edit=True, focus=focus, click=True, rid="thread_type_message")
        s.add("send", text="SMS", desc="Send", cls="TextView", box=(910, 2020, 1038, 2140), click=True, enabled=bool(draft), rid="thread_send_message")
        if dialog:
            s.add(cls="FrameLayout", box=(84, 960, 996, 1380), rid="android:id/content")
            s.add(text="Are you sure you want to delete 1 message?", box=(140, 1000, 940, 1140), rid="dialog_message", depth=2)
            s.add("no", text="No", cls="Button", box=(520, 1240, 720, 1340), click=True, rid="android:id/button2", depth=2)
            s.add("yes", text="Yes", cls="Button", box=(740, 1240, 940, 1340), click=True, rid="android:id/button1", depth=2)
        if focus:
            s.keyboard()
        return s

    def newconv(q: str, batt: int) -> Scr:
        s = Scr(pkg, ".activities.NewConversationActivity", clk.s, batt)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="New conversation", box=(158, 118, 700, 190), rid="new_conversation_toolbar_title")
        s.add("to", text=q or None, hint="Add Contact or Number…", cls="EditText", box=(42, 240, 900, 370), edit=True, focus=True, click=True, rid="new_conversation_address")
        s.add(desc="Confirm", cls="ImageView", box=(910, 250, 1038, 360), click=True, enabled=bool(q), rid="new_conversation_confirm")
        s.add(cls="RecyclerView", box=(0, 390, 1080, 1544), scroll=True, rid="contacts_list", adv=False)
        s.y = 400
        for n, num in contacts:
            if q and q.lower() not in n.lower():
                continue
            row2(s, "ct_" + n.split()[0].lower(), n, num, icon=n, rid_t="item_contact_name", rid_s="item_contact_number", h=160)
        s.keyboard()
        return s

    rosa = [("day", "Mar 9, 18:20", ""), ("them", "Happy birthday mijo!! 🎂", ""), ("me", "Thank you tía! ❤️", "Delivered"),
            ("day", "Today, 13:47", ""), ("them", "Are you guys coming Sunday? Dinner at 6", "")]
    reply = "Yes! We'll be there by 6. Bringing the flan."
    greg = [("day", "Mar 1, 09:12", ""), ("them", "Rent for April is $1,850, due on the 1st. Same Zelle as always.", ""),
            ("day", "Mar 12, 19:05", ""), ("me", "Hi Greg, the water heater is making a knocking noise again", "Delivered"),
            ("day", "Mar 13, 08:30", ""), ("them", "Sure, the plumber can come Tuesday", "")]
    t = Traj(clist(convs, 59))
    t.click("c_aunt", thread("Aunt Rosa", rosa, "", 59))
    clk.adv(1)
    t.type("field", reply, thread("Aunt Rosa", rosa, reply, 59, focus=True))
    clk.adv(1)
    sent_at = clk.s
    t.click("send", thread("Aunt Rosa", rosa + [("day", f"Today, {sent_at}", ""), ("me", reply, "Sending…")], "", 59, focus=True))
    t.wait(thread("Aunt Rosa", rosa + [("day", f"Today, {sent_at}", ""), ("me", reply, "Delivered")], "", 59, focus=True))
    clk.adv(1)
    rows2 = [("Aunt Rosa", reply, sent_at)] + convs[1:]
    t.click("up", clist(rows2, 58))
    t.click("fab", newconv("", 58))
    t.type("to", "Greg", newconv("Greg", 58))
    clk.adv(1)
    t.click("ct_greg", thread("Greg Halvorsen", greg, "", 58))
    t.lpress("m0", thread("Greg Halvorsen", greg, "", 58, selected=0))
    t.click("cab_delete", thread("Greg Halvorsen", greg, "", 58, selected=0, dialog=True))
    clk.adv(1)
    t.click("yes", thread("Greg Halvorsen", greg[2:], "", 58))
    t.add_to(rs, "h55-android-18")


# ---------------------------------------------------------------------------------------------
# 19 Chrome: close a tab, revisit a page from History (bad: the new visit is logged in the past)
# ---------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    pkg = "com.android.chrome"
    act_ = "org.chromium.chrome.browser.ChromeTabbedActivity"
    clk = Clk(14, 43)
    tabs = [("nws", "San Francisco CA 7-Day Forecast - National Weather Service", "forecast.weather.gov"),
            ("reddit", "r/androiddev", "reddit.com"),
            ("kotlin", "Coroutines guide | Kotlin Documentation", "kotlinlang.org"),
            ("amazon", "Amazon.com: Anker USB C Hub, 7-in-1 Multiport Adapter", "amazon.com")]
    pages = {
        "nws": ("forecast.weather.gov/MapClick.php?lat=37.7749&lon=-122.4194",
                ["7-Day Forecast for Latitude 37.77°N and Longitude 122.42°W", "Current conditions at San Francisco Downtown (SFOC1)",
                 "59°F", "15°C", "Partly Cloudy", "Humidity 72%", "Wind Speed W 12 mph", "Barometer 30.08 in (1018.6 mb)",
                 "Dewpoint 50°F (10°C)", "Last update 14 Mar 1:56 pm PDT", "This Afternoon: Partly sunny, high near 61. West wind 10 to 15 mph.",
                 "Tonight: Patchy fog after 11pm. Low around 49."]),
        "kotlin": ("kotlinlang.org/docs/coroutines-guide.html",
                   ["Coroutines guide", "Edit page  Last modified: 29 February 2024", "Kotlin, as a language, provides only minimal low-level APIs in its standard library to enable other libraries to utilize coroutines.",
                    "kotlinx.coroutines is a rich library for coroutines developed by JetBrains.", "Table of contents", "Coroutines basics",
                    "Tutorial: Intro to coroutines and channels", "Cancellation and timeouts", "Composing suspending functions",
                    "Coroutine context and dispatchers", "Asynchronous Flow", "Channels"]),
        "reddit": ("reddit.com/r/androiddev/",
                   ["r/androiddev", "News for Android developers with the who, what, where, when, and how of the Android community.",
                    "Joined · 253K members", "Weekly discussion, code review, and feedback thread - March 11, 2024 · 41 comments",
                    "Is anyone actually using Compose Multiplatform for iOS in production? · 128 comments",
                    "Google Play's 20-tester rule for new personal accounts is killing indie devs · 342 comments",
                    "Baseline Profiles cut our cold start by 31% — write-up · 57 comments",
                    "Android Studio Iguana is out: what changed for you? · 89 comments"])}

    def browser(tab: str, ntabs: int, batt: int, menu: bool = False) -> Scr:
        url, lines = pages[tab]
        s = Scr(pkg, act_, clk.s, batt, tree=True)
        s.add("homebtn", desc="Open the home page", cls="ImageButton", box=(0, 91, 126, 217), click=True, rid="home_button")
        s.add("url", text=url, cls="EditText", box=(126, 100, 780, 208), click=True, rid="url_bar")
        s.add("tabsbtn", text=str(ntabs), desc=f"Switch or close tabs, {ntabs} open tabs", cls="ImageButton", box=(828, 91, 954, 217), click=True, rid="tab_switcher_button")
        s.add("menubtn", desc="Customize and control Google Chrome", cls="ImageButton", box=(954, 91, 1080, 217), click=True, rid="menu_button")
        s.add(cls="WebView", box=(0, 227, 1080, 2337), scroll=True, adv=False)
        s.y = 250
        for ln in lines:
            s.add(text=ln, cls="View", h=70 if len(ln) < 45 else 140, depth=2)
        if menu:
            s.add(cls="ListView", box=(400, 91, 1070, 2050), rid="app_menu_list")
            for j, (k, d) in enumerate([("fwd", "Forward"), ("bm", "Bookmark"), ("dl", "Download"), ("info", "Page info"), ("reload", "Refresh")]):
                s.add("mi_" + k, desc=d, cls="ImageButton", box=(410 + 132 * j, 100, 542 + 132 * j, 220), click=True, enabled=k != "fwd", rid="button_" + k, depth=2)
            for j, lab in enumerate(["New tab", "New Incognito tab", "History", "Delete browsing data", "Downloads", "Bookmarks", "Recent tabs",
                                     "Share…", "Find in page", "Translate…", "Add to Home screen", "Desktop site", "Settings", "Help & feedback"]):
                s.add("m_" + lab.rstrip("…").replace(" ", "_").lower(), text=lab, box=(400, 240 + 128 * j, 1070, 368 + 128 * j), click=True, rid="menu_item_text", depth=2)
        return s

    def switcher(open_tabs: list[tuple[str, str, str]], batt: int, snack: str | None = None) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, tree=True)
        s.add("newtab", desc="New tab", cls="ImageButton", box=(0, 91, 126, 217), click=True, rid="new_tab_view_button")
        s.add(text=f"{len(open_tabs)} tabs", box=(300, 110, 780, 200), rid="tab_count_title")
        s.add(desc="Incognito tabs", cls="ImageButton", box=(828, 91, 954, 217), click=True, rid="incognito_toggle_tabs")
        s.add(desc="More options", cls="ImageButton", box=(954, 91, 1080, 217), click=True, rid="menu_button")
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="tab_list_recycler_view", adv=False)
        for i, (k, title, _dom) in enumerate(open_tabs):
            col, rw = i % 2, i // 2
            x0, y0 = 30 + 520 * col, 250 + 700 * rw
            s.add("card_" + k, desc=title, cls="FrameLayout", box=(x0, y0, x0 + 500, y0 + 680), click=True, sel=k == "nws", rid="content_view", depth=2)
            s.add(text=title, box=(x0 + 70, y0 + 10, x0 + 420, y0 + 80), rid="tab_title", depth=3)
            s.add("close_" + k, desc=f"Close {title} tab", cls="ImageView", box=(x0 + 420, y0 + 10, x0 + 490, y0 + 80), click=True, rid="action_button", depth=3)
        if snack:
            s.add(text=f"Closed {snack}", box=(42, 2150, 800, 2290), rid="snackbar_message")
            s.add(text="Undo", cls="Button", box=(820, 2150, 1038, 2290), click=True, rid="snackbar_button")
        return s

    def history(entries: list[tuple[str, str, str]], batt: int) -> Scr:
        s = Scr(pkg, "org.chromium.chrome.browser.history.HistoryActivity", clk.s, batt, tree=True)
        s.add("hup", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="History", box=(158, 118, 700, 190), rid="toolbar_title")
        s.add(desc="Search your history", cls="ImageButton", box=(828, 91, 954, 217), click=True, rid="search_menu_id")
        s.add(desc="Close", cls="ImageButton", box=(954, 91, 1080, 217), click=True, rid="close_menu_id")
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2337), scroll=True, rid="selectable_list_recycler_view", adv=False)
        s.y = 240
        s.add("clear", text="Delete browsing data…", cls="Button", h=120, click=True, rid="clear_browsing_data_button", depth=2)
        day = None
        for d, (when, title, dom) in enumerate(entries):
            hdr = "Today - Thursday, March 14, 2024" if not when.startswith("Y") else "Yesterday - Wednesday, March 13, 2024"
            if hdr != day:
                day = hdr
                s.add(text=hdr, h=90, rid="date_header", depth=2)
            k = f"h{d}"
            y = s.y
            s.add(k, cls="LinearLayout", h=150, click=True, lclick=True, x=(0, 1080), rid="content", depth=2)
            s.add(desc=dom, cls="ImageView", box=(42, y + 35, 122, y + 115), rid="start_icon", depth=3)
            s.add(text=title, box=(150, y + 20, 860, y + 80), rid="title", depth=3)
            s.add(text=dom, box=(150, y + 82, 860, y + 130), rid="description", depth=3)
            s.add(text=when.removeprefix("Y "), box=(870, y + 20, 1038, y + 80), rid="visit_time", depth=3)
            s.add(desc=f"Remove {title}", cls="ImageButton", box=(950, y + 82, 1038, y + 140), click=True, rid="end_button", depth=3)
        return s

    hist0 = [("2:41 PM", tabs[2][1], "kotlinlang.org"), ("2:38 PM", tabs[3][1], "amazon.com"), ("2:33 PM", "r/androiddev", "reddit.com"),
             ("2:20 PM", tabs[0][1], "forecast.weather.gov"), ("2:19 PM", "sf weather - Google Search", "google.com"),
             ("Y 9:47 PM", "Jetpack Compose performance | Android Developers", "developer.android.com"),
             ("Y 9:31 PM", "r/androiddev - Compose vs XML in 2024?", "reddit.com"), ("Y 6:12 PM", "Nopa - San Francisco, CA", "nopasf.com"),
             ("Y 8:55 AM", "Muni Metro status - SFMTA", "sfmta.com")]
    t = Traj(browser("nws", 4, 74))
    t.click("tabsbtn", switcher(tabs, 74))
    t.click("close_amazon", switcher(tabs[:3], 74, snack=tabs[3][1]))
    clk.adv(1)
    t.click("card_kotlin", browser("kotlin", 3, 74))
    t.click("menubtn", browser("kotlin", 3, 74, menu=True))
    t.click("m_history", history(hist0, 74))
    clk.adv(1)
    visit = clk.ampm
    assert visit == "2:45 PM"
    t.click("h2", browser("reddit", 3, 73))
    t.click("menubtn", browser("reddit", 3, 73, menu=True))
    clk.adv(1)
    t.click("m_history", history([("2:39 PM", "r/androiddev", "reddit.com")] + hist0, 73))  # the contradiction: logged before 2:41
    t.click("hup", browser("reddit", 3, 73))
    t.add_to(rs, "h55-android-19", bad=True, turn=8,
             kind="The r/androiddev visit made at turn 6 (after History showed 2:41 PM as the latest entry and the clock read 2:44) is logged at 2:39 PM at turn 8.")


# ---------------------------------------------------------------------------------------------
# 20 VLC: add a video to a new playlist (bad: the created playlist is missing from Playlists)
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    pkg = "org.videolan.vlc"
    act_ = "org.videolan.vlc.gui.MainActivity"
    clk = Clk(20, 12, h24=True)
    videos = [("v0", "Interstellar (2014)", "2:49:03", "1080p", "4.37 GB"), ("v1", "GOPR0412", "4:51", "4K", "1.21 GB"),
              ("v2", "birthday_2023", "12:07", "720p", "486 MB"), ("v3", "Lecture 07 – Distributed Systems", "1:18:44", "720p", "712 MB"),
              ("v4", "Screen_Recording_20240302", "3:16", "1080p", "58 MB"), ("v5", "VID_20240217_160233", "0:48", "1080p", "97 MB")]
    workout = [("Lose Yourself", "Eminem", "5:26"), ("Can't Hold Us", "Macklemore & Ryan Lewis", "4:18"), ("Stronger", "Kanye West", "5:12"),
               ("Till I Collapse", "Eminem", "4:57"), ("Eye of the Tiger", "Survivor", "4:05"), ("Titanium", "David Guetta, Sia", "4:05"),
               ("Power", "Kanye West", "4:52"), ("Thunderstruck", "AC/DC", "4:52"), ("Levels", "Avicii", "3:19")]

    def nav(s: Scr, cur: str) -> None:
        for j, lab in enumerate(["Video", "Audio", "Browse", "Playlists", "More"]):
            s.add("nav_" + lab.lower(), text=lab, desc=lab, cls="FrameLayout", box=(216 * j, 2180, 216 * (j + 1), 2337), click=True, sel=lab == cur, rid="navigation_bar_item_large_label_view")

    def video_list(batt: int, sheet: bool = False, dialog: str | None = None, snack: bool = False) -> Scr:
        s = Scr(pkg, act_, clk.s, batt)
        s.add(text="Video", box=(42, 110, 500, 200), rid="toolbar_title")
        s.add(desc="Search", cls="TextView", box=(702, 91, 828, 217), click=True, rid="ml_menu_search")
        s.add(desc="Sort by…", cls="TextView", box=(828, 91, 954, 217), click=True, rid="ml_menu_sortby")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2170), scroll=True, rid="list", adv=False)
        s.y = 240
        for k, title, dur, res, _size in videos:
            y = s.y
            s.add(k, cls="LinearLayout", h=220, click=True, lclick=True, x=(0, 1080), rid="container", depth=2)
            s.add(desc=title, cls="ImageView", box=(30, y + 20, 330, y + 200), rid="ml_item_thumbnail", depth=3)
            s.add(text=title, box=(360, y + 30, 930, y + 120), rid="ml_item_title", depth=3)
            s.add(text=f"{dur} · {res}", box=(360, y + 125, 930, y + 180), rid="ml_item_subtitle", depth=3)
            s.add(k + "_more", desc="More Actions", cls="ImageView", box=(940, y + 60, 1060, y + 160), click=True, rid="item_more", depth=3)
        nav(s, "Video")
        if sheet:
            s.add(cls="FrameLayout", box=(0, 1030, 1080, 2337), rid="design_bottom_sheet")
            s.add(text="Lecture 07 – Distributed Systems", box=(42, 1060, 1038, 1150), rid="ctx_title", depth=2)
            for j, lab in enumerate(["Play from start", "Play as audio", "Append", "Insert next", "Add to playlist", "Information", "Rename", "Delete", "Share"]):
                s.add("ctx_" + lab.replace(" ", "_").lower(), text=lab, box=(42, 1160 + 128 * j, 1038, 1288 + 128 * j), click=True, rid="context_option_title", depth=2)
        if dialog is not None:
            s.add(cls="FrameLayout", box=(60, 640, 1020, 1660), rid="android:id/content")
            s.add(text="Add to playlist", box=(120, 680, 960, 760), rid="dialog_title", depth=2)
            for j, (n, c) in enumerate([("Favourites", 12), ("Workout", 23)]):
                s.add("pl_" + n.lower(), text=f"{n}\n{c} tracks", box=(120, 780 + 150 * j, 960, 920 + 150 * j), click=True, rid="item_title", depth=2)
            s.add("newname", text=dialog or None, hint="New playlist name", cls="EditText", box=(120, 1100, 960, 1230), edit=True, focus=True, click=True, rid="dialog_playlist_name", depth=2)
            s.add("cancel", text="Cancel", cls="Button", box=(520, 1530, 720, 1630), click=True, rid="dialog_playlist_cancel", depth=2)
            s.add("save", text="Save", cls="Button", box=(740, 1530, 960, 1630), click=True, enabled=bool(dialog), rid="dialog_playlist_save", depth=2)
            s.keyboard()
        if snack:
            s.add(text="Lecture 07 – Distributed Systems added to Study", box=(42, 2000, 1038, 2150), rid="snackbar_text")
        return s

    def playlists(items: list[tuple[str, int, str]], batt: int) -> Scr:
        s = Scr(pkg, act_, clk.s, batt)
        s.add(text="Playlists", box=(42, 110, 500, 200), rid="toolbar_title")
        s.add(desc="Search", cls="TextView", box=(828, 91, 954, 217), click=True, rid="ml_menu_search")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 2170), scroll=True, rid="list", adv=False)
        for i, (n, c, dur) in enumerate(items):
            col = i % 2
            x0, y0 = 30 + 520 * col, 250 + 620 * (i // 2)
            s.add("p_" + n.lower(), cls="LinearLayout", box=(x0, y0, x0 + 500, y0 + 600), click=True, lclick=True, rid="container", depth=2)
            s.add(desc=n, cls="ImageView", box=(x0, y0, x0 + 500, y0 + 460), rid="ml_item_thumbnail", depth=3)
            s.add(text=n, box=(x0 + 20, y0 + 470, x0 + 480, y0 + 530), rid="ml_item_title", depth=3)
            s.add(text=f"{c} tracks · {dur}", box=(x0 + 20, y0 + 530, x0 + 480, y0 + 590), rid="ml_item_subtitle", depth=3)
        nav(s, "Playlists")
        return s

    def wlist(batt: int) -> Scr:
        s = Scr(pkg, "org.videolan.vlc.gui.PlaylistActivity", clk.s, batt)
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="Workout", box=(158, 118, 700, 190), rid="toolbar_title")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(text="23 tracks · 1h 38min", box=(42, 240, 1038, 310), rid="playlist_info")
        s.add("shuffle", desc="Shuffle", cls="ImageButton", box=(870, 320, 1038, 488), click=True, rid="fab")
        s.add(cls="RecyclerView", box=(0, 500, 1080, 2337), scroll=True, rid="songs", adv=False)
        s.y = 500
        for i, (n, a, d) in enumerate(workout):
            row2(s, f"tr{i}", n, f"{a} · {d}", icon=n, lclick=True, h=170)
        return s

    def player(playing: bool, pos: str, batt: int) -> Scr:
        s = Scr(pkg, "org.videolan.vlc.gui.AudioPlayerContainerActivity", clk.s, batt, icons=("VLC notification",))
        s.add("down", desc="Hide player", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="Lose Yourself", box=(158, 100, 860, 160), rid="title")
        s.add(text="Eminem · 8 Mile", box=(158, 160, 860, 210), rid="subtitle")
        s.add(desc="Playlist", cls="ImageView", box=(954, 91, 1080, 217), click=True, rid="playlist_switch")
        s.add(desc="Lose Yourself cover", cls="ImageView", box=(90, 300, 990, 1200), rid="cover")
        s.add(text="1/23", box=(42, 1260, 300, 1320), rid="songs_number")
        s.add(text=pos, box=(42, 1380, 250, 1440), rid="time")
        s.add(cls="SeekBar", desc=f"{pos} of 5:26", box=(42, 1450, 1038, 1510), scroll=True, click=True, rid="timeline")
        s.add(text="5:26", box=(830, 1380, 1038, 1440), rid="length")
        for k, d, x0 in [("shuf", "Shuffle", 42), ("prev", "Previous", 250), ("play", "Pause" if playing else "Play", 440), ("next", "Next", 640), ("rep", "Repeat", 870)]:
            s.add(k, desc=d, cls="ImageView", box=(x0, 1600, x0 + 170, 1770), click=True, rid=k if k != "play" else "play_pause")
        return s

    t = Traj(video_list(61))
    t.click("v3_more", video_list(61, sheet=True))
    t.click("ctx_add_to_playlist", video_list(61, dialog=""))
    clk.adv(1)
    t.type("newname", "Study", video_list(61, dialog="Study"))
    t.click("save", video_list(61, snack=True))
    t.click("nav_playlists", playlists([("Favourites", 12, "52min"), ("Workout", 23, "1h 38min")], 60))  # the contradiction: Study missing
    clk.adv(1)
    t.click("p_workout", wlist(60))
    t.click("tr0", player(True, "0:00", 60))
    t.click("play", player(False, "0:03", 60))
    t.add_to(rs, "h55-android-20", bad=True, turn=5,
             kind="The playlist 'Study' created at turn 4 (snackbar: Lecture 07 added to Study) is missing from the Playlists tab at turn 5, which lists only Favourites and Workout.")


# ---------------------------------------------------------------------------------------------
# 21 FitNotes: log a heavier set, check history and graph, delete a set (clean)
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    pkg = "com.github.jamesgay.fitnotes"
    clk = Clk(18, 22)
    bench0 = [(80.0, 5), (80.0, 5), (80.0, 4)]
    row0 = [(60.0, 8), (60.0, 8), (60.0, 8)]
    past = [("Thursday, March 7, 2024", [(77.5, 5), (77.5, 5), (77.5, 5)]), ("Monday, March 4, 2024", [(77.5, 5), (77.5, 5), (77.5, 4)]),
            ("Thursday, February 29, 2024", [(75.0, 5), (75.0, 5), (75.0, 5)])]

    def today(bench: list[tuple[float, int]], row: list[tuple[float, int]], batt: int) -> Scr:
        s = Scr(pkg, ".activity.MainActivity", clk.s, batt)
        s.add(desc="Previous day", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text="Today", box=(158, 100, 700, 160), rid="toolbar_title")
        s.add(text="Thursday, March 14, 2024", box=(158, 160, 700, 210), rid="toolbar_subtitle")
        s.add(desc="Next day", cls="ImageButton", box=(702, 91, 828, 217), click=True)
        s.add(desc="Calendar", cls="ImageButton", box=(828, 91, 954, 217), click=True)
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        s.add(cls="ListView", box=(0, 227, 1080, 2337), scroll=True, rid="workout_list", adv=False)
        s.y = 240
        for k, name, sets in (("ex_bench", "Flat Barbell Bench Press", bench), ("ex_row", "Barbell Row", row)):
            s.add(k, cls="LinearLayout", h=110 + 70 * len(sets), click=True, lclick=True, adv=False, depth=2)
            s.add(text=name, h=100, rid="exercise_name", depth=3)
            for w, r in sets:
                s.add(text=f"{w:.1f} kgs", box=(60, s.y, 500, s.y + 70), rid="weight", depth=3)
                s.add(text=f"{r} reps", box=(560, s.y, 1000, s.y + 70), rid="reps", depth=3)
                s.y += 70
            s.y += 30
        s.add("fab", desc="Add exercise", cls="ImageButton", box=(870, 2150, 1038, 2318), click=True, rid="fab")
        return s

    def head(s: Scr, name: str, tab: str) -> None:
        s.add("up", desc="Navigate up", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(text=name, box=(158, 118, 900, 190), rid="toolbar_title")
        s.add(desc="More options", cls="ImageView", box=(954, 91, 1080, 217), click=True)
        for j, lab in enumerate(["TRACK", "HISTORY", "GRAPH"]):
            s.add("tab_" + lab.lower(), text=lab, cls="TextView", box=(360 * j, 227, 360 * (j + 1), 340), click=True, sel=lab == tab, rid="tab_text")

    def track(name: str, w: float, r: int, sets: list[tuple[float, int]], batt: int, selected: int | None = None, focus: bool = False) -> Scr:
        s = Scr(pkg, ".activity.ExerciseActivity", clk.s, batt)
        head(s, name, "TRACK")
        s.add(text="WEIGHT (kgs)", box=(42, 370, 1038, 430))
        s.add("w_minus", desc="Decrease weight", cls="ImageButton", box=(42, 440, 200, 580), click=True, rid="weight_decrease")
        s.add("w", text=f"{w:.1f}", cls="EditText", box=(220, 440, 860, 580), edit=True, click=True, rid="weight_edit_text")
        s.add("w_plus", desc="Increase weight", cls="ImageButton", box=(880, 440, 1038, 580), click=True, rid="weight_increase")
        s.add(text="REPS", box=(42, 600, 1038, 660))
        s.add("r_minus", desc="Decrease reps", cls="ImageButton", box=(42, 670, 200, 810), click=True, rid="reps_decrease")
        s.add("r", text=str(r), cls="EditText", box=(220, 670, 860, 810), edit=True, focus=focus, click=True, rid="reps_edit_text")
        s.add("r_plus", desc="Increase reps", cls="ImageButton", box=(880, 670, 1038, 810), click=True, rid="reps_increase")
        s.add("save", text="UPDATE" if selected is not None else "SAVE", cls="Button", box=(42, 840, 520, 970), click=True, rid="save_button")
        s.add("clear", text="DELETE" if selected is not None else "CLEAR", cls="Button", box=(560, 840, 1038, 970), click=True, rid="clear_button")
        s.add(cls="ListView", box=(0, 1000, 1080, 2337), scroll=True, rid="training_log_list", adv=False)
        s.y = 1000
        for i, (sw, sr) in enumerate(sets):
            y = s.y
            s.add(f"set{i}", cls="LinearLayout", h=120, click=True, lclick=True, sel=selected == i, x=(0, 1080), depth=2)
            s.add(text=str(i + 1), box=(42, y + 30, 140, y + 90), rid="set_number", depth=3)
            s.add(text=f"{sw:.1f} kgs", box=(200, y + 30, 600, y + 90), rid="weight", depth=3)
            s.add(text=f"{sr} reps", box=(640, y + 30, 1000, y + 90), rid="reps", depth=3)
            s.y += 120
        if focus:
            s.keyboard()
        return s

    def hist(today_sets: list[tuple[float, int]], batt: int) -> Scr:
        s = Scr(pkg, ".activity.ExerciseActivity", clk.s, batt)
        head(s, "Flat Barbell Bench Press", "HISTORY")
        s.add(cls="ListView", box=(0, 350, 1080, 2337), scroll=True, rid="history_list", adv=False)
        s.y = 360
        for day, sets in [("Thursday, March 14, 2024", today_sets)] + past:
            s.add(text=day, h=90, rid="history_date", depth=2)
            for i, (w, r) in enumerate(sets):
                s.add(text=f"{i + 1}    {w:.1f} kgs    {r} reps", h=70, rid="history_set", depth=2)
        return s

    def graph(batt: int) -> Scr:
        s = Scr(pkg, ".activity.ExerciseActivity", clk.s, batt)
        head(s, "Flat Barbell Bench Press", "GRAPH")
        s.add(text="Estimated 1RM", desc="Graph type", cls="Spinner", box=(42, 360, 700, 460), click=True, rid="graph_type_spinner")
        s.add(text="3 months", desc="Time range", cls="Spinner", box=(720, 360, 1038, 460), click=True, rid="graph_range_spinner")
        s.add(desc="Estimated 1RM graph: Feb 29 87.5 kgs, Mar 4 90.4 kgs, Mar 7 90.4 kgs, Mar 14 93.3 kgs", cls="View", box=(42, 480, 1038, 1300), rid="graph")
        s.y = 1330
        s.add(text="Personal records", h=90)
        for lab, val in [("Estimated 1RM", "93.3 kgs (Mar 14, 2024)"), ("Max weight", "82.5 kgs × 3 (Mar 14, 2024)"),
                         ("Max reps", "5 reps @ 80.0 kgs (Mar 14, 2024)"), ("Max volume (workout)", "1,367.5 kgs (Mar 14, 2024)")]:
            row2(s, "pr_" + lab.split()[1].lower(), lab, val, click=False, h=140)
        return s

    t = Traj(today(bench0, row0, 67))
    t.click("ex_bench", track("Flat Barbell Bench Press", 80.0, 4, bench0, 67))
    t.click("w_plus", track("Flat Barbell Bench Press", 82.5, 4, bench0, 67))
    clk.adv(1)
    t.type("r", "3", track("Flat Barbell Bench Press", 82.5, 3, bench0, 67, focus=True))
    bench1 = bench0 + [(82.5, 3)]
    t.click("save", track("Flat Barbell Bench Press", 82.5, 3, bench1, 67, focus=True))
    clk.adv(1)
    t.click("tab_history", hist(bench1, 66))
    t.click("tab_graph", graph(66))
    clk.adv(1)
    t.click("up", today(bench1, row0, 66))
    t.click("ex_row", track("Barbell Row", 60.0, 8, row0, 66))
    t.click("set2", track("Barbell Row", 60.0, 8, row0, 66, selected=2))
    clk.adv(1)
    t.click("clear", track("Barbell Row", 60.0, 8, row0[:2], 66))
    t.add_to(rs, "h55-android-21")


# ---------------------------------------------------------------------------------------------
# 22 Spotify: add the playing song to a playlist (bad: the playlist's song count does not grow)
# ---------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    pkg = "com.spotify.music"
    act_ = "com.spotify.music.MainActivity"
    clk = Clk(23, 8)
    lnd = [("Midnight City", "M83"), ("Resonance", "HOME"), ("A Real Hero", "College, Electric Youth"), ("Tech Noir", "Gunship"),
           ("Turbo Killer", "Carpenter Brut"), ("Sunset", "The Midnight"), ("Running in the Night", "FM-84, Ollie Wride"),
           ("Dreams", "Fleetwood Mac")]

    def mmss(n: int) -> str:
        return f"{n // 60}:{n % 60:02d}"

    def nowplaying(pos: int, added: bool, batt: int, sheet: str | None = None, toast: bool = False) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, icons=("Spotify notification",))
        s.add("minimize", desc="Minimize", cls="ImageButton", box=(0, 91, 126, 217), click=True, rid="close_button")
        s.add(text="PLAYING FROM ALBUM", box=(200, 100, 880, 150), rid="context_title")
        s.add(text="OutRun", box=(200, 150, 880, 210), rid="context_subtitle")
        s.add(desc="More options for Nightcall", cls="ImageButton", box=(954, 91, 1080, 217), click=True, rid="context_menu_button")
        s.add(desc="Nightcall album art", cls="ImageView", box=(60, 330, 1020, 1290), rid="cover_art")
        s.add(text="Nightcall", box=(60, 1360, 860, 1440), rid="track_title")
        s.add(text="Kavinsky", box=(60, 1440, 860, 1500), click=True, rid="track_subtitle")
        s.add("add", desc="Added to playlist" if added else "Add to playlist", cls="ImageButton", box=(900, 1370, 1020, 1490), click=True, rid="add_to_button")
        s.add(cls="SeekBar", desc=f"{mmss(pos)} of 4:18", box=(60, 1540, 1020, 1600), scroll=True, click=True, rid="seek_bar")
        s.add(text=mmss(pos), box=(60, 1610, 260, 1660), rid="position")
        s.add(text="-" + mmss(258 - pos), box=(820, 1610, 1020, 1660), rid="duration")
        for k, d, x0 in [("shuf", "Shuffle", 60), ("prev", "Skip to previous", 250), ("play", "Pause", 440), ("next", "Skip to next", 640), ("rep", "Repeat", 860)]:
            s.add(k, desc=d, cls="ImageButton", box=(x0, 1700, x0 + 170, 1870), click=True, rid=k + "_button")
        s.add(desc="Connect to a device", cls="ImageButton", box=(60, 1920, 180, 2040), click=True, rid="connect_device_button")
        s.add(desc="Share", cls="ImageButton", box=(780, 1920, 900, 2040), click=True, rid="share_button")
        s.add(desc="Queue", cls="ImageButton", box=(900, 1920, 1020, 2040), click=True, rid="queue_button")
        s.add(text="Lyrics", box=(60, 2120, 1020, 2200), click=True, rid="lyrics_header")
        if toast:
            s.add(text="Added to Late Night Drive.", box=(42, 2000, 1038, 2140), rid="snackbar_text")
            s.add(text="Change", cls="Button", box=(840, 2000, 1038, 2140), click=True, rid="snackbar_action")
        if sheet is not None:
            s.add(cls="FrameLayout", box=(0, 227, 1080, 2337), rid="design_bottom_sheet")
            s.add(text="Add to playlist", box=(42, 260, 1038, 350), depth=2)
            s.add(text="New playlist", cls="Button", box=(340, 380, 740, 500), click=True, rid="new_playlist_button", depth=2)
            s.add(hint="Find playlist", cls="EditText", box=(42, 530, 1038, 640), edit=True, click=True, rid="find_playlist", depth=2)
            s.y = 680
            for k, n, sub in [("liked", "Liked Songs", "1,203 songs"), ("lnd", "Late Night Drive", "24 songs"), ("focus", "Focus Flow", "61 songs"),
                              ("gym", "Gym 2024", "38 songs"), ("rr", "Road Trip '23", "47 songs")]:
                row2(s, "row_" + k, n, sub, icon=n, h=170)
                s.add("chk_" + k, cls="CheckBox", desc=f"Add to {n}", box=(930, s.y - 125, 1018, s.y - 45), check=sheet == k, click=True, rid="checkbox", depth=3)
            s.add("done", text="Done", cls="Button", box=(340, 2150, 740, 2280), click=True, rid="done_button", depth=2)
        return s

    def mini(s: Scr, pos: int) -> None:
        s.add("mini", cls="FrameLayout", box=(20, 1990, 1060, 2150), click=True, rid="now_playing_bar_layout")
        s.add(text="Nightcall • Kavinsky", box=(160, 2010, 860, 2130), rid="track_info", depth=2)
        s.add(desc="Pause", cls="ImageButton", box=(940, 2010, 1050, 2130), click=True, rid="play_pause_button", depth=2)
        s.add(cls="ProgressBar", desc=f"{mmss(pos)} of 4:18", box=(40, 2144, 1040, 2150), rid="progress_bar", depth=2)

    def bottom(s: Scr, cur: str) -> None:
        for j, lab in enumerate(["Home", "Search", "Your Library", "Premium"]):
            s.add("nav_" + lab.split()[-1].lower(), text=lab, desc=lab, cls="FrameLayout", box=(270 * j, 2180, 270 * (j + 1), 2337), click=True, sel=lab == cur, rid="navigation_bar_item")

    def home(pos: int, batt: int) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, icons=("Spotify notification",))
        s.add(desc="Profile", cls="ImageButton", box=(42, 100, 162, 220), click=True, rid="faceheader_image")
        for j, lab in enumerate(["All", "Music", "Podcasts"]):
            s.add("chip_" + lab.lower(), text=lab, cls="Button", box=(190 + 220 * j, 110, 390 + 220 * j, 210), click=True, sel=lab == "All", rid="filter_chip")
        s.y = 250
        for i, n in enumerate(["Liked Songs", "Late Night Drive", "Discover Weekly", "Daily Mix 1", "Focus Flow", "Release Radar", "OutRun", "Gym 2024"]):
            col, rw = i % 2, i // 2
            s.add("sc_" + str(i), text=n, cls="FrameLayout", box=(30 + 515 * col, 250 + 150 * rw, 535 + 515 * col, 390 + 150 * rw), click=True, rid="shortcut_card")
        s.add(text="Made For Jordan", box=(42, 880, 1038, 960))
        for j, (n, sub) in enumerate([("Daily Mix 1", "M83, The Midnight, FM-84 and more"), ("Discover Weekly", "Your weekly mixtape of fresh music"),
                                      ("Release Radar", "Catch all the latest music from artists you follow")]):
            s.add(text=f"{n}\n{sub}", cls="FrameLayout", box=(42 + 350 * j, 980, 372 + 350 * j, 1480), click=True, rid="card")
        mini(s, pos)
        bottom(s, "Home")
        return s

    def library(pos: int, batt: int) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, icons=("Spotify notification",))
        s.add(desc="Profile", cls="ImageButton", box=(42, 100, 162, 220), click=True, rid="faceheader_image")
        s.add(text="Your Library", box=(190, 110, 700, 210), rid="title")
        s.add(desc="Search Your Library", cls="ImageButton", box=(828, 91, 954, 217), click=True)
        s.add(desc="Create playlist", cls="ImageButton", box=(954, 91, 1080, 217), click=True)
        for j, lab in enumerate(["Playlists", "Artists", "Albums", "Podcasts & Shows"]):
            s.add(text=lab, cls="Button", box=(42 + 250 * j, 240, 282 + 250 * j, 330), click=True, rid="filter_chip")
        s.add(text="Recents", desc="Sort by Recents", cls="Button", box=(42, 350, 400, 430), click=True, rid="sort_button")
        s.add(cls="RecyclerView", box=(0, 440, 1080, 1980), scroll=True, rid="recycler_view", adv=False)
        s.y = 450
        for k, n, sub in [("liked", "Liked Songs", "Playlist • 1,203 songs"), ("lnd", "Late Night Drive", "Playlist • Jordan"),
                          ("outrun", "OutRun", "Album • Kavinsky"), ("focus", "Focus Flow", "Playlist • Jordan"), ("gym", "Gym 2024", "Playlist • Jordan"),
                          ("m83", "M83", "Artist"), ("rr", "Road Trip '23", "Playlist • Jordan"), ("daft", "Random Access Memories", "Album • Daft Punk")]:
            row2(s, "lib_" + k, n, sub, icon=n, lclick=True, h=170)
        mini(s, pos)
        bottom(s, "Your Library")
        return s

    def playlist(count: int, dur: str, pos: int, batt: int) -> Scr:
        s = Scr(pkg, act_, clk.s, batt, icons=("Spotify notification",))
        s.add("up", desc="Back", cls="ImageButton", box=(0, 91, 126, 217), click=True)
        s.add(cls="RecyclerView", box=(0, 227, 1080, 1980), scroll=True, rid="recycler_view", adv=False)
        s.add(desc="Late Night Drive cover", cls="ImageView", box=(240, 240, 840, 840), rid="header_image", depth=2)
        s.y = 870
        s.add(text="Late Night Drive", h=100, rid="title", depth=2)
        s.add(text="Synthwave and neon for the 1 a.m. freeway", h=70, rid="description", depth=2)
        s.add(text="Jordan", h=70, click=True, rid="owner", depth=2)
        s.add(text=f"{count} songs, {dur}", h=60, rid="metadata", depth=2)
        s.add(desc="Download", cls="ImageButton", box=(42, s.y, 162, s.y + 120), click=True, rid="download_button", depth=2)
        s.add(desc="Add collaborator", cls="ImageButton", box=(180, s.y, 300, s.y + 120), click=True, depth=2)
        s.add(desc="More options for Late Night Drive", cls="ImageButton", box=(320, s.y, 440, s.y + 120), click=True, depth=2)
        s.add(desc="Shuffle", cls="ImageButton", box=(760, s.y, 880, s.y + 120), click=True, depth=2)
        s.add(desc="Play Late Night Drive", cls="ImageButton", box=(900, s.y - 10, 1038, s.y + 130), click=True, rid="play_button", depth=2)
        s.y += 140
        for i, (n, a) in enumerate(lnd):
            row2(s, f"tr{i}", n, a, icon=f"{n} cover", lclick=True, h=160)
        mini(s, pos)
        bottom(s, "Your Library")
        return s

    pos = 72
    t = Traj(nowplaying(pos, False, 49))
    pos += 8
    t.click("add", nowplaying(pos, False, 49, sheet=""))
    pos += 6
    t.click("chk_lnd", nowplaying(pos, False, 49, sheet="lnd"))
    pos += 7
    t.click("done", nowplaying(pos, True, 49, toast=True))
    pos += 9
    t.click("minimize", home(pos, 49))
    clk.adv(1)
    pos += 22
    t.click("nav_library", library(pos, 48))
    pos += 11
    t.click("lib_lnd", playlist(24, "1h 32min", pos, 48))  # the contradiction: still 24 songs, 1h 32min
    t.add_to(rs, "h55-android-22", bad=True, turn=6,
             kind="Late Night Drive shows 24 songs, 1h 32min at turn 6, the same as the 24 songs listed at turn 1, although Nightcall (4:18) was added to it at turn 3.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
