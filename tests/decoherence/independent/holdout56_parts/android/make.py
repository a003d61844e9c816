# ruff: noqa: E501
"""Held-out set h56, domain android: 22 hand-written AndroidWorld trajectories.

Each trajectory drives one app (system apps, mainstream consumer apps and AndroidWorld's own less
common apps) with AndroidWorld JSON actions. Observations are either the AndroidWorld element list
(``UI element N: UIElement(...)``, status bar included) or the foreground window's ``uiautomator``
accessibility tree. Eleven trajectories hold exactly one contradiction (one detail that comes back
different with no action in between that could change it); the other eleven are clean but full of
legitimate changes. Screens are produced by small stateful builders so that everything except the one
planted contradiction stays consistent.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from tests.decoherence.independent.rowkit2 import RowSet, droid

W, H = 1080, 2400
# label centres of a Material time picker dial (radius 290 around 540, 1280), 12 at the top
CLOCK_FACE = {1: (685, 1029), 2: (791, 1135), 3: (830, 1280), 4: (791, 1425), 5: (685, 1531), 6: (540, 1570),
              7: (395, 1531), 8: (289, 1425), 9: (250, 1280), 10: (289, 1135), 11: (395, 1029), 12: (540, 990)}
SYSUI = "com.android.systemui"

_BASE = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action in AndroidWorld JSON form (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait)

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

{fmt}
Preserve the current screen state representation format exactly.
The predicted next screen state should follow the same representation schema, structure, and level of detail as the current screen state.
Do not rewrite the screen state into a different format or a richer internal schema.
Do not add fields, metadata, Android internals, or hidden structure unless they are explicitly present in the current screen state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYS_UI = _BASE.replace("{fmt}", "In this session the screen state is the AndroidWorld element list of a 1080x2400 Pixel emulator: one `UI element N: UIElement(...)` line per element (status bar included), numbered from 0 in screen order. The `index` of an action refers to these numbers on the current screen.")
SYS_XML = _BASE.replace("{fmt}", "In this session the screen state is the accessibility tree of the foreground window as `uiautomator dump` writes it (one `<node>` per view, with its bounds), pretty-printed. Actions carry the pixel coordinates `x`, `y` of a 1080x2400 display.")


def E(cls: str, text: str | None = None, box: tuple[int, int, int, int] = (0, 0, W, H), desc: str | None = None,
      rid: str | None = None, *, hint: str | None = None, click: bool = False, lclick: bool = False,
      check: bool | None = None, edit: bool = False, scroll: bool = False, sel: bool = False, foc: bool = False,
      en: bool = True, pkg: str | None = None, d: int = 1, pw: bool = False) -> dict[str, Any]:
    """One view. ``check`` None: not checkable; True/False: checkable and (not) checked. ``d``: tree depth."""
    if "." not in cls:
        cls = "android.widget." + cls
    return {"cls": cls, "text": text, "box": box, "desc": desc, "rid": rid, "hint": hint, "click": click,
            "lclick": lclick, "check": check, "edit": edit, "scroll": scroll, "sel": sel, "foc": foc, "en": en,
            "pkg": pkg, "d": d, "pw": pw}


def tv(text: str | None, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("TextView", text, box, rid=rid, **kw)


def img(desc: str | None, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("ImageView", None, box, desc=desc, rid=rid, **kw)


def ib(desc: str | None, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("ImageButton", None, box, desc=desc, rid=rid, click=True, **kw)


def btn(text: str | None, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("click", True)
    return E("Button", text, box, rid=rid, **kw)


def et(text: str | None, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("EditText", text, box, rid=rid, click=True, edit=True, **kw)


def sw(on: bool, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("click", True)
    return E("Switch", "ON" if on else "OFF", box, rid=rid, check=on, **kw)


def vg(box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("android.view.ViewGroup", None, box, rid=rid, **kw)


def _rid(rid: str | None, pkg: str) -> str | None:
    if rid is None:
        return None
    return rid if ":" in rid else f"{pkg}:id/{rid}"


def ui_line(i: int, e: dict[str, Any], pkg: str) -> str:
    p = e["pkg"] or pkg
    x0, y0, x1, y1 = e["box"]
    focusable = e["click"] or e["edit"] or e["scroll"]
    return (f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, class_name={e['cls']!r}, "
            f"bbox=None, bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1}), hint_text={e['hint']!r}, "
            f"is_checked={bool(e['check'])}, is_checkable={e['check'] is not None}, is_clickable={e['click']}, "
            f"is_editable={e['edit']}, is_enabled={e['en']}, is_focused={e['foc']}, is_focusable={focusable}, "
            f"is_long_clickable={e['lclick']}, is_scrollable={e['scroll']}, is_selected={e['sel']}, is_visible=True, "
            f"package_name={p!r}, resource_name={_rid(e['rid'], p)!r}, tooltip=None, resource_id=None)")


def _q(s: str | None) -> str:
    return escape(s or "", {'"': "&quot;", "\n": "&#10;"})


def xml_tree(elems: list[dict[str, Any]], pkg: str) -> str:
    lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">']
    allel = [E("FrameLayout", None, (0, 0, W, H), d=0)] + elems
    stack: list[int] = []        # depths of open nodes
    counts: list[int] = [0]      # child counters, one per open level (+ hierarchy)
    for i, e in enumerate(allel):
        dep = e["d"]
        while stack and stack[-1] >= dep:
            lines.append("  " * (stack.pop() + 1) + "</node>")
            counts.pop()
        x0, y0, x1, y1 = e["box"]
        p = e["pkg"] or pkg
        rid = _rid(e["rid"], p) or ""
        attrs = (f'index="{counts[-1]}" text="{_q(e["text"])}" resource-id="{rid}" class="{e["cls"]}" package="{p}" '
                 f'content-desc="{_q(e["desc"])}" checkable="{str(e["check"] is not None).lower()}" '
                 f'checked="{str(bool(e["check"])).lower()}" clickable="{str(e["click"]).lower()}" enabled="{str(e["en"]).lower()}" '
                 f'focusable="{str(e["click"] or e["edit"] or e["scroll"]).lower()}" focused="{str(e["foc"]).lower()}" '
                 f'scrollable="{str(e["scroll"]).lower()}" long-clickable="{str(e["lclick"]).lower()}" password="{str(e["pw"]).lower()}" '
                 f'selected="{str(e["sel"]).lower()}" bounds="[{x0},{y0}][{x1},{y1}]"')
        counts[-1] += 1
        deeper = i + 1 < len(allel) and allel[i + 1]["d"] > dep
        if deeper:
            lines.append("  " * (dep + 1) + f"<node {attrs}>")
            stack.append(dep)
            counts.append(0)
        else:
            lines.append("  " * (dep + 1) + f"<node {attrs} />")
    while stack:
        lines.append("  " * (stack.pop() + 1) + "</node>")
    lines.append("</hierarchy>")
    return "\n".join(lines)


def sysbar(clock: str, batt: int, wifi: str = "Wifi signal full.", notif: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    out = [tv(clock, (45, 22, 160, 100), "com.android.systemui:id/clock", pkg=SYSUI)]
    for i, n in enumerate(notif):
        out.append(img(n, (178 + 58 * i, 36, 226 + 58 * i, 86), "com.android.systemui:id/icon", pkg=SYSUI))
    out.append(img(wifi, (836, 34, 886, 90), "com.android.systemui:id/wifi_signal", pkg=SYSUI))
    out.append(img("Phone signal full.", (894, 34, 940, 90), "com.android.systemui:id/mobile_signal", pkg=SYSUI))
    out.append(E("LinearLayout", None, (950, 34, 1040, 90), desc=f"Battery {batt} percent.", rid="com.android.systemui:id/battery", pkg=SYSUI))
    return out


def ime(pkg_hint: str = "com.google.android.inputmethod.latin") -> list[dict[str, Any]]:
    """The Gboard window as it shows up in the element list."""
    return [E("FrameLayout", None, (0, 1594, W, 2337), rid="com.google.android.inputmethod.latin:id/keyboard_holder", pkg=pkg_hint),
            ib("Open features menu", (28, 1610, 136, 1718), "com.google.android.inputmethod.latin:id/key_pos_header_access_points_menu", pkg=pkg_hint),
            ib("Voice typing", (944, 1610, 1052, 1718), "com.google.android.inputmethod.latin:id/key_pos_header_power_key", pkg=pkg_hint),
            E("FrameLayout", None, (0, 1734, W, 2337), desc="Keyboard", rid="com.google.android.inputmethod.latin:id/keyboard_view", pkg=pkg_hint)]


class Traj:
    """A trajectory being built: renders screens, resolves element keys to action targets."""

    def __init__(self, fmt: str, pkg: str, clock: str = "", batt: int = 80, wifi: str = "Wifi signal full.") -> None:
        self.fmt, self.pkg, self.clock, self.batt, self.wifi = fmt, pkg, clock, batt, wifi
        self.notif: tuple[str, ...] = ()
        self.cur: list[dict[str, Any]] = []
        self.state = ""
        self.turns: list[tuple[str, str]] = []

    def render(self, elems: list[dict[str, Any]], pkg: str | None = None, bar: bool = True) -> tuple[str, list[dict[str, Any]]]:
        p = pkg or self.pkg
        if self.fmt == "xml":
            return xml_tree(elems, p), elems
        full = (sysbar(self.clock, self.batt, self.wifi, self.notif) if bar else []) + elems
        return "\n".join(ui_line(i, e, p) for i, e in enumerate(full)), full

    def _set(self, kw: dict[str, Any]) -> None:
        for k in ("clock", "batt", "wifi", "notif", "pkg"):
            if k in kw:
                setattr(self, k, kw.pop(k))

    def start(self, elems: list[dict[str, Any]], **kw: Any) -> None:
        self._set(kw)
        self.state, self.cur = self.render(elems, **kw)

    def step(self, action: str, elems: list[dict[str, Any]], **kw: Any) -> None:
        self._set(kw)
        obs, self.cur = self.render(elems, **kw)
        self.turns.append((action, obs))

    def find(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.cur) if key in (e["text"], e["desc"]) or (e["rid"] or "").endswith("/" + key) or e["rid"] == key]
        if len(hits) <= nth:
            raise KeyError(key)
        return hits[nth]

    def _target(self, key: str, nth: int) -> dict[str, Any]:
        i = self.find(key, nth)
        if self.fmt == "xml":
            x0, y0, x1, y1 = self.cur[i]["box"]
            return {"x": (x0 + x1) // 2, "y": (y0 + y1) // 2}
        return {"index": i}

    def click(self, key: str, nth: int = 0) -> str:
        return droid("click", **self._target(key, nth))

    def long(self, key: str, nth: int = 0) -> str:
        return droid("long_press", **self._target(key, nth))

    def type(self, text: str, key: str, nth: int = 0) -> str:
        return droid("input_text", text=text, **self._target(key, nth))


def back() -> str:
    return droid("navigate_back")


def home() -> str:
    return droid("navigate_home")


def scroll(direction: str = "down") -> str:
    return droid("scroll", direction=direction)


def wait() -> str:
    return droid("wait")


def open_app(name: str) -> str:
    return droid("open_app", app_name=name)


def enter() -> str:
    return droid("keyboard_enter")


def navbar() -> list[dict[str, Any]]:
    return [E("FrameLayout", None, (0, 2337, W, 2400), rid="com.android.systemui:id/navigation_bar_frame", pkg=SYSUI)]


def add(rs: RowSet, t: Traj, tid: int, bad_turn: int | None = None, kind: str = "clean") -> None:
    sysmsg = SYS_XML if t.fmt == "xml" else SYS_UI
    rs.add("android", f"h56-android-{tid:02d}", sysmsg, t.turns, state=t.state,
           bad=bad_turn is not None, turn=bad_turn, kind=kind)


# ---------------------------------------------------------------- shared list helpers
def prefs(items: list[tuple[str, str | None]], y: int = 330, h: int = 190, icon: bool = False, pkg: str | None = None,
          d: int = 3) -> list[dict[str, Any]]:
    """Preference rows: a clickable row with title and optional summary."""
    out: list[dict[str, Any]] = []
    for title, summary in items:
        out.append(E("LinearLayout", None, (0, y, W, y + h), click=True, pkg=pkg, d=d))
        x = 189 if icon else 63
        if icon:
            out.append(img(None, (63, y + 65, 126, y + 128), "android:id/icon", pkg=pkg, d=d + 1))
        out.append(tv(title, (x, y + 38, 1017, y + 98 if summary else y + 152), "android:id/title", pkg=pkg, d=d + 1))
        if summary:
            out.append(tv(summary, (x, y + 98, 1017, y + 152), "android:id/summary", pkg=pkg, d=d + 1))
        y += h
    return out


# ---------------------------------------------------------------- 01 Settings (clean)
def t01(rs: RowSet) -> None:
    pkg = "com.android.settings"
    t = Traj("ui", pkg, clock="9:14", batt=81)

    def top(title: str) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 136, 147, 283), pkg=pkg),
                tv(title, (63, 300, 1017, 430), "collapsing_toolbar", pkg=pkg)]

    home_items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                  ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                  ("Battery", "81%"), ("Storage", "54% used - 58.91 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                  ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid"),
                  ("Accessibility", "Display, interaction, audio")]
    t.start([E("LinearLayout", None, (42, 150, 1038, 290), desc="Search settings", rid="search_action_bar", click=True),
             tv("Search settings", (168, 190, 820, 250), "search_action_bar_title"),
             img("Profile picture, double tap to open Google Account", (900, 170, 1010, 280), "account_avatar", click=True),
             E("androidx.recyclerview.widget.RecyclerView", None, (0, 310, W, 2337), rid="recycler_view", scroll=True)]
            + prefs(home_items, y=330, h=198, icon=True))

    net_items = [("Internet", "HomeNet-5G"), ("Calls & SMS", "T-Mobile"), ("SIMs", "T-Mobile"), ("Airplane mode", None),
                 ("Hotspot & tethering", "Off"), ("Data Saver", "Off"), ("VPN", "None"), ("Private DNS", "Automatic"),
                 ("Adaptive connectivity", "Extends battery life and improves device performance by automatically managing your network connections")]
    net = top("Network & internet") + prefs(net_items, y=460, h=190, icon=True)
    net.insert(2 + 4 * 3 + 3, sw(False, (880, 460 + 3 * 190 + 60, 1017, 460 + 3 * 190 + 130), "switchWidget"))
    t.step(t.click("Network & internet"), net)

    def internet(nets: list[tuple[str, str, str]], clock_hint: str | None = None) -> list[dict[str, Any]]:
        els = top("Internet") + [
            E("LinearLayout", None, (0, 460, W, 620), click=True),
            tv("Wi‑Fi", (63, 505, 800, 575), "android:id/title"),
            sw(True, (880, 500, 1017, 580), "switch_widget"),
            E("androidx.recyclerview.widget.RecyclerView", None, (0, 620, W, 2337), rid="recycler_view", scroll=True)]
        y = 640
        for name, status, sig in nets:
            els += [E("LinearLayout", None, (0, y, W, y + 190), click=True, lclick=True),
                    img(sig, (63, y + 62, 126, y + 126), "icon"),
                    tv(name, (189, y + 38, 880, y + 98), "android:id/title")]
            if status:
                els.append(tv(status, (189, y + 98, 880, y + 152), "android:id/summary"))
            if name.startswith("HomeNet") or status.startswith("Connected"):
                els.append(ib("Settings", (910, y + 50, 1017, y + 140), "settings_button"))
            y += 190
        els += [E("LinearLayout", None, (0, y, W, y + 160), click=True),
                img(None, (63, y + 48, 126, y + 111), "icon"),
                tv("Add network", (189, y + 50, 880, y + 110), "android:id/title")]
        return els

    nets1 = [("HomeNet-5G", "Connected", "Wifi signal full."), ("HomeNet-2G", "Saved", "Wifi three bars."),
             ("xfinitywifi", "", "Wifi three bars."), ("NETGEAR47", "", "Wifi two bars."),
             ("DIRECT-6B-HP OfficeJet 8020", "", "Wifi two bars."), ("Pixel_4417", "", "Wifi one bar.")]
    t.step(t.click("Internet"), internet(nets1))

    def details(name: str, connected: bool, freq: str, speed: str, mac: str, ip: str, usage: str, sig: str) -> list[dict[str, Any]]:
        els = top(name) + [
            img(None, (468, 470, 612, 614), "entity_header_icon"),
            tv("Connected" if connected else "Disconnected", (63, 630, 1017, 690), "entity_header_summary"),
            btn("Forget", (40, 720, 370, 900), "button1"),
            btn("Disconnect" if connected else "Connect", (375, 720, 705, 900), "button2"),
            btn("Share", (710, 720, 1040, 900), "button3"),
            E("androidx.recyclerview.widget.RecyclerView", None, (0, 920, W, 2337), rid="recycler_view", scroll=True)]
        rows: list[tuple[str, str | None]] = [("Network usage", usage), ("Auto-connect", None)]
        if connected:
            rows += [("Signal strength", sig), ("Frequency", freq), ("Link speed", speed)]
        rows += [("Security", "WPA2-Personal"), ("Privacy", "Use randomized MAC"), ("MAC address", mac)]
        if connected:
            rows += [("IP address", ip), ("Gateway", "192.168.1.1"), ("Subnet mask", "255.255.255.0"), ("DNS", "192.168.1.1\n1.1.1.1")]
        els += prefs(rows, y=940, h=170)
        i = next(k for k, e in enumerate(els) if e["text"] == "Auto-connect")
        els.insert(i + 1, sw(True, (880, 1170, 1017, 1240), "switchWidget"))
        return els

    t.step(t.click("Settings", 0), details("HomeNet-5G", True, "5 GHz", "866 Mbps", "b2:3c:91:7e:04:d5", "192.168.1.37",
                                           "1.24 GB used Sep 22 – Oct 21", "Excellent"))
    t.step(t.click("Disconnect"), details("HomeNet-5G", False, "", "", "b2:3c:91:7e:04:d5", "", "1.24 GB used Sep 22 – Oct 21", ""),
           clock="9:15", wifi="Wifi three bars.")
    nets2 = [("HomeNet-2G", "Connected", "Wifi three bars."), ("HomeNet-5G", "Saved", "Wifi signal full."),
             ("xfinitywifi", "", "Wifi three bars."), ("NETGEAR47", "", "Wifi two bars."),
             ("DIRECT-6B-HP OfficeJet 8020", "", "Wifi two bars."), ("Pixel_4417", "", "Wifi one bar.")]
    t.step(back(), internet(nets2), clock="9:16", wifi="Wifi three bars.")
    t.step(t.click("Settings", 0), details("HomeNet-2G", True, "2.4 GHz", "144 Mbps", "6e:a1:58:c2:9f:10", "192.168.1.52",
                                           "318 MB used Sep 22 – Oct 21", "Good"))
    t.step(back(), internet(nets2), clock="9:17", batt=80)
    lower = internet(nets2[3:])
    lower = [e for e in lower if e["text"] not in ("Wi‑Fi",) and e["rid"] != "switch_widget"]
    lower += prefs([("Network preferences", "Wi‑Fi turns back on automatically"), ("Saved networks", "4 networks"),
                    ("Non-carrier data usage", "2.31 GB used Sep 22 – Oct 21")], y=1420, h=190)
    t.step(scroll("down"), lower)
    add(rs, t, 1)


# ---------------------------------------------------------------- 02 Markor (bad: a file line changes in view mode)
def t02(rs: RowSet) -> None:
    pkg = "net.gsantner.markor"
    t = Traj("ui", pkg, clock="9:36", batt=64)
    note = ("# Platform sync — 2024-10-14\n\nAttendees: Priya, Tomasz, Lena, Omar\n\n## Decisions\n"
            "- Freeze API v3 schema on Oct 25\n- Move staging DB to db-stg-04 (16 vCPU)\n- Retire the nightly cron on build-07\n\n"
            "## Action items\n- [ ] Priya: draft migration runbook\n- [ ] Tomasz: load test with 2,500 rps\n"
            "- [x] Lena: rotate staging TLS certs\n- [ ] Omar: update on-call rota for November")
    added = "\n- [ ] Lena: book the retro room for Oct 28"
    note2 = note + added

    def size(n: int) -> str:
        return f"{n} B" if n < 1024 else f"{n / 1024:.2f} KB"

    def files(meeting: tuple[str, int], selected: str | None = None) -> list[dict[str, Any]]:
        rows = [("archive", "Folder · 7 items", None), ("groceries.md", "Sat, Oct 12 2024, 11:08", 318),
                ("meeting-notes-2024-10-14.md", meeting[0], meeting[1]), ("QuickNote.md", "Fri, Oct 11 2024, 22:47", 1184),
                ("reading-list.md", "Sun, Sep 29 2024, 20:15", 2096), ("todo.txt", "Tue, Oct 15 2024, 08:02", 611)]
        if selected:
            els = [ib("Done", (0, 136, 147, 283)), tv("1", (168, 170, 420, 250)),
                   ib("Share", (600, 150, 710, 270), "action_share"), ib("Rename", (715, 150, 825, 270), "action_rename_selected_item"),
                   ib("Delete", (830, 150, 940, 270), "action_delete_selected_items"), ib("More options", (945, 150, 1055, 270))]
        else:
            els = [tv("Markor", (168, 150, 700, 220), "toolbar_title"), tv("/storage/emulated/0/Documents/Markor", (168, 220, 800, 270)),
                   ib("Search", (715, 150, 825, 270), "action_search"), ib("Sort by", (830, 150, 940, 270), "action_sort"),
                   ib("More options", (945, 150, 1055, 270))]
        els.append(E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, 2150), rid="ui__filesystem_dialog__list", scroll=True))
        y = 290
        for name, when, n in rows:
            els += [E("LinearLayout", None, (0, y, W, y + 176), click=True, lclick=True, sel=(name == selected)),
                    img(None, (42, y + 46, 126, y + 130), "ui__filesystem_item__image"),
                    tv(name, (168, y + 30, 1040, y + 95), "ui__filesystem_item__title"),
                    tv(when + (f"  ·  {size(n)}" if n else ""), (168, y + 95, 1040, y + 150), "ui__filesystem_item__description")]
            y += 176
        els += [ib("Create a new file", (880, 1970, 1040, 2130), "fab_add_new_item"),
                E("FrameLayout", None, (0, 2150, W, 2337), rid="bottom_navigation_bar"),
                E("FrameLayout", None, (0, 2160, 270, 2330), desc="Files", rid="nav_notebook", click=True, sel=True),
                E("FrameLayout", None, (270, 2160, 540, 2330), desc="To-Do", rid="nav_todo", click=True),
                E("FrameLayout", None, (540, 2160, 810, 2330), desc="QuickNote", rid="nav_quicknote", click=True),
                E("FrameLayout", None, (810, 2160, 1080, 2330), desc="More", rid="nav_more", click=True)]
        return els

    t.start(files(("Mon, Oct 14 2024, 16:02", len(note.encode()))))

    def editor(text: str, focused: bool, kb: bool) -> list[dict[str, Any]]:
        bottom = 1594 if kb else 2150
        els = [ib("Navigate up", (0, 136, 147, 283)), tv("meeting-notes-2024-10-14", (168, 165, 600, 255), "toolbar_title"),
               ib("Undo", (600, 150, 710, 270), "action_undo"), ib("Save", (715, 150, 825, 270), "action_save"),
               ib("View", (830, 150, 940, 270), "action_preview"), ib("More options", (945, 150, 1055, 270)),
               E("android.widget.ScrollView", None, (0, 290, W, bottom - 130), rid="document__fragment__edit__content_editor__scrolling_parent", scroll=True),
               et(text, (0, 290, W, bottom - 130), "document__fragment__edit__highlighting_editor", foc=focused, lclick=True),
               E("HorizontalScrollView", None, (0, bottom - 130, W, bottom), rid="document__fragment__edit__text_actions_bar__scrolling_parent", scroll=True)]
        x = 0
        for a in ("Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Header", "Insert link", "Insert image", "Quote"):
            els.append(ib(a, (x, bottom - 125, x + 120, bottom - 5), "textactions_item"))
            x += 120
        return els + (ime() if kb else [])

    t.step(t.click("meeting-notes-2024-10-14.md"), editor(note, False, False))
    t.step(t.click("document__fragment__edit__highlighting_editor"), editor(note, True, True))
    t.step(t.type(added, "document__fragment__edit__highlighting_editor"), editor(note2, True, True))
    t.step(back(), editor(note2, True, False), clock="9:37")
    # view mode: the rendered document; the staging DB host comes back as db-stg-03 (was db-stg-04, never edited)
    view = [ib("Navigate up", (0, 136, 147, 283)), tv("meeting-notes-2024-10-14", (168, 165, 600, 255), "toolbar_title"),
            ib("Edit", (830, 150, 940, 270), "action_edit"), ib("More options", (945, 150, 1055, 270)),
            E("android.webkit.WebView", None, (0, 290, W, 2337), rid="document__fragment_view_webview", scroll=True),
            E("android.view.View", "Platform sync — 2024-10-14", (42, 320, 1038, 420), d=2),
            E("android.view.View", "Attendees: Priya, Tomasz, Lena, Omar", (42, 450, 1038, 510), d=2),
            E("android.view.View", "Decisions", (42, 560, 1038, 640), d=2),
            E("android.view.View", "Freeze API v3 schema on Oct 25", (84, 660, 1038, 720), d=2),
            E("android.view.View", "Move staging DB to db-stg-03 (16 vCPU)", (84, 725, 1038, 785), d=2),
            E("android.view.View", "Retire the nightly cron on build-07", (84, 790, 1038, 850), d=2),
            E("android.view.View", "Action items", (42, 900, 1038, 980), d=2)]
    y = 1000
    for done, item in ((False, "Priya: draft migration runbook"), (False, "Tomasz: load test with 2,500 rps"),
                       (True, "Lena: rotate staging TLS certs"), (False, "Omar: update on-call rota for November"),
                       (False, "Lena: book the retro room for Oct 28")):
        view += [E("CheckBox", None, (84, y + 8, 134, y + 58), check=done, en=False, d=2),
                 E("android.view.View", item, (150, y, 1038, y + 66), d=2)]
        y += 70
    t.step(t.click("View"), view)
    t.step(back(), files(("Tue, Oct 15 2024, 09:37", len(note2.encode()))))
    t.step(t.long("QuickNote.md"), files(("Tue, Oct 15 2024, 09:37", len(note2.encode())), selected="QuickNote.md"))
    dlg = [E("FrameLayout", None, (84, 900, 996, 1500), rid="android:id/content"),
           tv("Delete", (147, 960, 933, 1040), "android:id/alertTitle"),
           tv("Do you really want to delete this file?\n\nQuickNote.md", (147, 1070, 933, 1300), "android:id/message"),
           btn("Cancel", (580, 1360, 760, 1470), "android:id/button2"), btn("OK", (770, 1360, 933, 1470), "android:id/button1")]
    t.step(t.click("Delete"), dlg)
    add(rs, t, 2, 5, "In view mode the decision line reads 'db-stg-03' though the note showed 'db-stg-04' and only a new action item was appended.")


# ---------------------------------------------------------------- 03 Uber (bad: licence plate changes while waiting)
def t03(rs: RowSet) -> None:
    pkg = "com.ubercab"
    t = Traj("ui", pkg, clock="8:51", batt=72)
    V = "android.view.View"
    t.start([E(V, None, (0, 128, W, 1180), desc="Map", rid="ub__map_view"),
             img("Profile", (42, 150, 152, 260), click=True),
             tv("Good morning, Dana", (42, 1210, 1038, 1290)),
             E("LinearLayout", None, (42, 1310, 1038, 1450), desc="Where to?", rid="ub__location_search_bar", click=True),
             tv("Where to?", (126, 1345, 700, 1415)), btn("Now", (780, 1335, 1010, 1425), desc="Schedule ride for later"),
             tv("Suggestions", (42, 1480, 600, 1550)), btn("See all", (860, 1480, 1038, 1550)),
             E(V, None, (42, 1570, 279, 1790), desc="Ride", click=True), E(V, None, (291, 1570, 528, 1790), desc="Reserve", click=True),
             E(V, None, (540, 1570, 777, 1790), desc="Rental Cars", click=True), E(V, None, (789, 1570, 1038, 1790), desc="Courier", click=True),
             E(V, None, (42, 1830, 1038, 1990), click=True), tv("1 Warriors Way", (168, 1850, 1000, 1910)), tv("San Francisco, CA 94158", (168, 1910, 1000, 1965)),
             E(V, None, (42, 1990, 1038, 2150), click=True), tv("San Francisco International Airport (SFO)", (168, 2010, 1000, 2070)), tv("San Francisco, CA 94128", (168, 2070, 1000, 2125)),
             E(V, None, (0, 2170, 360, 2337), desc="Home, tab 1 of 3", click=True, sel=True),
             E(V, None, (360, 2170, 720, 2337), desc="Services, tab 2 of 3", click=True),
             E(V, None, (720, 2170, 1080, 2337), desc="Activity, tab 3 of 3", click=True)])

    def plan(dest: str, results: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = [ib("Back", (0, 136, 147, 283)), tv("Plan your ride", (168, 170, 900, 250)),
               btn("Pickup now", (42, 300, 380, 400)), btn("For me", (400, 300, 640, 400)),
               et("1488 Folsom St", (126, 430, 1038, 530), "ub__pickup_location_edit_text"),
               et(dest or None, (126, 550, 1038, 650), "ub__destination_location_edit_text", hint="Where to?", foc=True),
               ib("Add stop", (960, 560, 1038, 640))]
        y = 690
        for name, addr, dist in results:
            els += [E(V, None, (0, y, W, y + 170), click=True), tv(dist, (42, y + 100, 150, y + 150)),
                    tv(name, (168, y + 30, 1000, y + 90)), tv(addr, (168, y + 90, 1000, y + 145))]
            y += 170
        return els + ime()

    t.step(t.click("Where to?"), plan("", [("San Francisco International Airport (SFO)", "San Francisco, CA 94128", "13 mi"),
                                            ("Ferry Building", "1 Ferry Building, San Francisco, CA 94111", "1.6 mi"),
                                            ("Salesforce Tower", "415 Mission St, San Francisco, CA 94105", "1.1 mi"),
                                            ("1 Warriors Way", "San Francisco, CA 94158", "1.9 mi")]))
    t.step(t.type("Chase Center", "ub__destination_location_edit_text"),
           plan("Chase Center", [("Chase Center", "1 Warriors Way, San Francisco, CA 94158", "1.9 mi"),
                                 ("Chase Center Parking - Lot A", "Terry A Francois Blvd, San Francisco, CA", "2.0 mi"),
                                 ("Chase Bank", "2 Embarcadero Center, San Francisco, CA 94111", "1.4 mi"),
                                 ("Chase Center Box Office", "500 Terry A Francois Blvd, San Francisco, CA", "2.0 mi")]))

    products = [("UberX", "4", "9:04 AM · 3 min away", "$18.42", "Affordable rides, all to yourself"),
                ("Comfort", "4", "9:05 AM · 4 min away", "$23.16", "Newer cars with extra legroom"),
                ("UberXL", "6", "9:08 AM · 7 min away", "$29.87", "Affordable rides for groups up to 6"),
                ("Uber Green", "4", "9:06 AM · 5 min away", "$19.73", "Sustainable rides in electric vehicles"),
                ("Wait & Save", "4", "9:18 AM · 15 min away", "$15.05", "Wait a little to save")]

    def options(sel: str) -> list[dict[str, Any]]:
        els = [E(V, None, (0, 128, W, 900), desc="Map showing route from 1488 Folsom St to Chase Center"),
               ib("Back", (42, 150, 152, 260)), tv("Choose a trip or swipe up for more", (42, 930, 1038, 990)),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 1000, W, 2040), scroll=True)]
        y = 1010
        for name, seats, eta, price, blurb in products:
            els += [E(V, None, (21, y, 1059, y + 200), desc=f"{name}, {seats} seats, {eta}, {price}", click=True, sel=(name == sel)),
                    img(name, (42, y + 30, 230, y + 170)), tv(name, (250, y + 30, 700, y + 90)), tv(seats, (700, y + 30, 770, y + 90)),
                    tv(eta, (250, y + 90, 760, y + 140))]
            if name == sel:
                els.append(tv(blurb, (250, y + 140, 760, y + 190)))
            els.append(tv(price, (800, y + 50, 1038, y + 120)))
            y += 205
        els += [E(V, None, (42, 2060, 700, 2140), desc="Payment method Visa ending in 4417", click=True),
                tv("Visa •••• 4417", (126, 2070, 600, 2130)), ib("Schedule", (900, 2060, 1038, 2140)),
                btn(f"Choose {sel}", (42, 2170, 1038, 2310), "ub__request_button")]
        return els

    t.step(t.click("Chase Center", 1), options("UberX"), clock="8:52")
    t.step(t.click("Comfort"), options("Comfort"))
    t.step(t.click("Choose Comfort"), [E(V, None, (0, 128, W, 1650), desc="Map with pickup pin"),
                                      ib("Back", (42, 150, 152, 260)), tv("Confirm your pickup spot", (42, 1690, 1038, 1770)),
                                      tv("Drag map to move pin", (42, 1770, 1038, 1820)),
                                      E(V, None, (42, 1850, 1038, 1990), click=True), tv("1488 Folsom St", (84, 1885, 850, 1955)),
                                      btn("Search", (860, 1880, 1020, 1960)),
                                      btn("Confirm pickup", (42, 2150, 1038, 2300), "ub__confirm_button")])

    def trip(mins: int, plate: str) -> list[dict[str, Any]]:
        return [E(V, None, (0, 128, W, 1180), desc=f"Map, driver is {mins} minutes away"),
                ib("Back", (42, 150, 152, 260)),
                tv("Meet at the pickup spot", (42, 1210, 800, 1285)), tv(f"{mins} min", (860, 1200, 1038, 1290)),
                tv("Marcus is on the way in a Gray Toyota Camry Hybrid", (42, 1290, 1038, 1350)),
                tv(plate, (42, 1390, 450, 1480), "ub__vehicle_plate"), tv("Gray Toyota Camry Hybrid", (42, 1480, 700, 1540)),
                img("Marcus", (760, 1380, 900, 1520)), img("Vehicle", (890, 1390, 1038, 1510)),
                tv("Marcus", (760, 1530, 1038, 1580)), tv("★ 4.93", (760, 1580, 1038, 1630)),
                E(V, None, (42, 1660, 900, 1780), desc="Send a message", click=True), tv("Any pickup notes?", (84, 1690, 880, 1750)),
                ib("Call", (920, 1670, 1038, 1770)),
                tv("Comfort · PIN 7052", (42, 1810, 700, 1870)), tv("$23.16", (800, 1810, 1038, 1870)),
                tv("1488 Folsom St → Chase Center", (42, 1870, 1038, 1930)),
                btn("Safety", (42, 1980, 530, 2100)), btn("Share my trip", (550, 2000, 1038, 2100)),
                btn("Cancel ride", (42, 2140, 1038, 2260))]

    t.step(t.click("Confirm pickup"), trip(4, "8KXR417"), clock="8:53")
    t.step(wait(), trip(2, "8KXR471"), clock="8:55")
    add(rs, t, 3, 7, "While waiting for the same driver the licence plate reads 8KXR471 instead of the 8KXR417 shown at assignment.")


def rn_root(pkg: str) -> list[dict[str, Any]]:
    """Window frames above a React Native / Compose root view."""
    return [E("LinearLayout", None, (0, 0, W, H), d=1, pkg=pkg), E("FrameLayout", None, (0, 0, W, H), rid="android:id/content", d=2, pkg=pkg),
            vg((0, 0, W, H), d=3, pkg=pkg)]


# ---------------------------------------------------------------- 04 Joplin (clean)
def t04(rs: RowSet) -> None:
    pkg = "net.cozic.joplin"
    t = Traj("xml", pkg)
    TV, VG = "TextView", "android.view.ViewGroup"

    def header(title: str, left: str = "Toggle sidebar", right: tuple[str, ...] = ("Search", "Actions")) -> list[dict[str, Any]]:
        els = [vg((0, 0, W, 180), d=4), E(VG, None, (0, 20, 150, 170), desc=left, click=True, d=5),
               E(TV, title, (160, 55, 760, 135), d=5)]
        x = 1080 - 130 * len(right)
        for r in right:
            els.append(E(VG, None, (x, 20, x + 130, 170), desc=r, click=True, d=5))
            x += 130
        return els

    work1 = ["Q4 roadmap draft", "Vendor contacts", "Interview loop — staff SRE", "Onboarding checklist", "Expense policy notes"]
    work2 = ["Onboarding checklist", "Q4 roadmap draft", "Vendor contacts", "Interview loop — staff SRE", "Expense policy notes"]

    def notes(title: str, items: list[str]) -> list[dict[str, Any]]:
        els = rn_root(pkg) + header(title) + [E("android.widget.ScrollView", None, (0, 180, W, 2337), scroll=True, d=4), vg((0, 180, W, 2337), d=5)]
        y = 180
        for it in items:
            els += [E(VG, None, (0, y, W, y + 150), click=True, lclick=True, d=6), E(TV, it, (42, y + 45, 1038, y + 105), d=7)]
            y += 150
        els.append(E(VG, None, (880, 2160, 1040, 2320), desc="add", click=True, d=4))
        return els

    t.start(notes("Work", work1))

    body = ("## Before day 1\n- [x] Send welcome email\n- [ ] Create Google Workspace account\n- [ ] Add to #eng-onboarding and #eng-announce\n\n"
            "## Week 1\n- [ ] Pair with buddy (Tomasz)\n- [ ] Laptop setup session (Tue 10:00, room 3B)\n- [ ] Read the on-call handbook")
    extra = "\n- [ ] Order laptop for Ana (ticket IT-4821)"

    def viewer(items: list[tuple[bool, str]]) -> list[dict[str, Any]]:
        els = rn_root(pkg) + header("", "Back", ("Attach", "Actions")) + [
            E(TV, "Onboarding checklist", (42, 200, 1038, 290), d=4),
            E("android.webkit.WebView", None, (0, 310, W, 2337), scroll=True, d=4), E("android.view.View", None, (0, 310, W, 2337), d=5),
            E("android.view.View", "Before day 1", (42, 340, 1038, 420), d=6)]
        y = 440
        for i, (done, txt) in enumerate(items):
            if i == 3:
                els.append(E("android.view.View", "Week 1", (42, y + 20, 1038, y + 100), d=6))
                y += 120
            els += [E("CheckBox", None, (42, y + 5, 102, y + 65), check=done, click=True, d=6), E("android.view.View", txt, (120, y, 1038, y + 70), d=6)]
            y += 80
        els.append(E(VG, None, (880, 2160, 1040, 2320), desc="Edit", click=True, d=4))
        return els

    items = [(True, "Send welcome email"), (False, "Create Google Workspace account"), (False, "Add to #eng-onboarding and #eng-announce"),
             (False, "Pair with buddy (Tomasz)"), (False, "Laptop setup session (Tue 10:00, room 3B)"), (False, "Read the on-call handbook")]
    t.step(t.click("Onboarding checklist"), viewer(items))

    def editor(text: str, foc: bool) -> list[dict[str, Any]]:
        return rn_root(pkg) + header("", "Back", ("Attach", "Save", "Actions")) + [
            E("EditText", "Onboarding checklist", (42, 200, 1038, 290), edit=True, click=True, d=4),
            E("android.widget.ScrollView", None, (0, 310, W, 1580 if foc else 2337), scroll=True, d=4),
            E("EditText", text, (42, 320, 1038, 1570 if foc else 2320), edit=True, click=True, foc=foc, d=5)]

    t.step(t.click("Edit"), editor(body, False))
    t.step(droid("input_text", text=extra, x=540, y=1320), editor(body + extra, True))
    t.step(t.click("Save"), viewer(items + [(False, "Order laptop for Ana (ticket IT-4821)")]))
    t.step(back(), notes("Work", work2))
    side = rn_root(pkg) + notes("Work", work2)[3:] + [
        E(VG, None, (0, 0, 860, 2337), d=4), E(VG, None, (0, 60, 860, 200), d=5),
        E(TV, "Synchronise", (120, 95, 700, 165), click=True, d=6),
        E(TV, "Last sync: 15/10/2024 09:48", (42, 200, 860, 260), d=5),
        E(VG, None, (0, 280, 860, 400), click=True, d=5), E(TV, "All notes", (120, 310, 840, 370), d=6),
        E(TV, "NOTEBOOKS", (42, 420, 840, 480), d=5)]
    y = 490
    for nb in ("Personal", "Travel", "Work"):
        side += [E(VG, None, (0, y, 860, y + 120), click=True, sel=(nb == "Work"), d=5), E(TV, nb, (120, y + 30, 840, y + 90), d=6)]
        y += 120
    side += [E(TV, "TAGS", (42, y + 20, 840, y + 80), d=5)]
    y += 90
    for tag in ("finance", "hiring", "ideas", "urgent"):
        side += [E(VG, None, (0, y, 860, y + 110), click=True, d=5), E(TV, tag, (120, y + 25, 840, y + 85), d=6)]
        y += 110
    side.append(E(VG, None, (42, 2200, 400, 2310), desc="Configuration", click=True, d=5))
    t.step(t.click("Toggle sidebar"), side)
    t.step(t.click("Personal"), notes("Personal", ["Apartment move-out list", "Bike maintenance log", "Gift ideas", "Books 2024"]))
    search = rn_root(pkg) + header("", "Back", ()) + [E("EditText", None, (160, 40, 1038, 150), hint="Search...", edit=True, click=True, foc=True, d=5)]
    t.step(t.click("Search"), search)
    res = rn_root(pkg) + header("", "Back", ()) + [E("EditText", "laptop", (160, 40, 1038, 150), hint="Search...", edit=True, click=True, foc=True, d=5),
                                                   E("android.widget.ScrollView", None, (0, 180, W, 1580), scroll=True, d=4), vg((0, 180, W, 1580), d=5)]
    y = 180
    for title, nb in (("Onboarding checklist", "Work"), ("Vendor contacts", "Work")):
        res += [E(VG, None, (0, y, W, y + 170), click=True, d=6), E(TV, title, (42, y + 25, 1038, y + 90), d=7), E(TV, nb, (42, y + 95, 1038, y + 145), d=7)]
        y += 170
    t.step(droid("input_text", text="laptop", x=599, y=95), res)
    add(rs, t, 4)


# ---------------------------------------------------------------- 05 Clock (bad: an alarm switched off is on again)
def t05(rs: RowSet) -> None:
    pkg = "com.google.android.deskclock"
    t = Traj("ui", pkg, clock="9:22", batt=58)
    tabs = ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")

    def nav(cur: str) -> list[dict[str, Any]]:
        out = [E("FrameLayout", None, (0, 2130, W, 2337), rid="tab_bar")]
        for i, name in enumerate(tabs):
            out.append(E("FrameLayout", None, (216 * i, 2140, 216 * (i + 1), 2330), desc=name, rid="navigation_bar_item_icon_container", click=True, sel=(name == cur)))
            out.append(tv(name, (216 * i + 20, 2260, 216 * (i + 1) - 20, 2310), "navigation_bar_item_large_label_view"))
        return out

    alarms = [("6:15 AM", "Work", "Mon, Tue, Wed, Thu, Fri"), ("7:30 AM", "Gym", "Sat, Sun"),
              ("9:00 PM", "Take meds", "Every day"), ("5:45 AM", "", "Not scheduled")]

    def alarm_list(on: dict[str, bool], expanded: str | None = None, vibrate: bool = True) -> list[dict[str, Any]]:
        els = [tv("Alarm", (42, 160, 600, 260), "action_bar_title"), ib("More options", (945, 150, 1055, 270)),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, 2130), rid="alarm_recycler_view", scroll=True)]
        y = 300
        for time, label, days in alarms:
            h = 980 if time == expanded else 330
            els.append(E("FrameLayout", None, (21, y, 1059, y + h - 20), rid="alarm_item", click=True))
            if label:
                els.append(tv(label, (63, y + 20, 700, y + 75), "edit_label"))
            els += [tv(time, (63, y + 75, 700, y + 210), "digital_clock", click=True),
                    sw(on[time], (860, y + 110, 1017, y + 190), "onoff"),
                    tv(days, (63, y + 215, 700, y + 270), "days_of_week")]
            if time == expanded:
                x = 63
                for day, short in (("Sunday", "S"), ("Monday", "M"), ("Tuesday", "T"), ("Wednesday", "W"), ("Thursday", "T"), ("Friday", "F"), ("Saturday", "S")):
                    els.append(E("ToggleButton", short, (x, y + 290, x + 120, y + 410), desc=day, rid="day_button_0", click=True,
                                 check=day not in ("Sunday", "Saturday")))
                    x += 136
                els += [E("TextView", "Cesium", (63, y + 450, 700, y + 540), desc="Ringtone", rid="choose_ringtone", click=True),
                        E("CheckBox", "Vibrate", (63, y + 560, 700, y + 650), rid="vibrate_onoff", check=vibrate, click=True),
                        tv("Google Assistant Routine", (63, y + 670, 800, y + 760), "assistant_routine", click=True),
                        tv("Delete", (63, y + 800, 400, y + 900), "delete", click=True),
                        ib("Collapse alarm", (920, y + 820, 1038, y + 930), "arrow")]
            else:
                els.append(ib("Expand alarm", (920, y + 200, 1038, y + 300), "arrow"))
            y += h
        els.append(ib("Add alarm", (446, 1960, 634, 2110), "fab"))
        return els + nav("Alarm")

    on = {"6:15 AM": True, "7:30 AM": True, "9:00 PM": True, "5:45 AM": False}
    t.start(alarm_list(on))
    i = t.find("7:30 AM")
    on["7:30 AM"] = False
    t.step(droid("click", index=i + 1), alarm_list(on))
    t.step(t.click("Expand alarm"), alarm_list(on, "6:15 AM"))
    t.step(t.click("Vibrate"), alarm_list(on, "6:15 AM", vibrate=False))

    def timer(digits: str) -> list[dict[str, Any]]:
        shown = digits.rjust(6, "0")
        els = [tv("Timer", (42, 160, 600, 260), "action_bar_title"), ib("More options", (945, 150, 1055, 270)),
               tv(f"{shown[:2]}h {shown[2:4]}m {shown[4:]}s", (120, 420, 960, 620), "timer_setup_time",
                  desc=f"{int(shown[:2])} hours, {int(shown[2:4])} minutes, {int(shown[4:])} seconds")]
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]
        for k, key in enumerate(keys):
            r, c = divmod(k, 3)
            els.append(btn(key, (150 + 270 * c, 760 + 240 * r, 390 + 270 * c, 980 + 240 * r), f"timer_setup_digit_{key}"))
        els.append(ib("Delete", (690, 1480, 930, 1700), "timer_setup_delete", en=bool(digits)))
        if digits:
            els.append(ib("Start", (446, 1860, 634, 2040), "fab"))
        return els + nav("Timer")

    t.step(t.click("Timer"), timer(""))
    t.step(t.click("5"), timer("5"), clock="9:23")
    on_wrong = dict(on, **{"7:30 AM": True})
    t.step(t.click("Alarm"), alarm_list(on_wrong, "6:15 AM", vibrate=False))
    t.step(t.click("Collapse alarm"), alarm_list(on_wrong, None, vibrate=False))
    picker = [tv("Select time", (126, 560, 954, 620), "header_title"),
              btn("9", (255, 660, 495, 860), "material_hour_tv", check=True), tv(":", (495, 660, 585, 860)),
              btn("23", (585, 660, 825, 860), "material_minute_tv", check=False),
              btn("AM", (845, 660, 955, 760), "material_clock_period_am_button", check=True),
              btn("PM", (845, 760, 955, 860), "material_clock_period_pm_button", check=False),
              E("android.view.View", None, (180, 920, 900, 1640), desc="9 o'clock", rid="material_clock_face")]
    for n in range(1, 13):
        cx, cy = CLOCK_FACE[n]
        picker.append(tv(str(n), (cx - 40, cy - 40, cx + 40, cy + 40), "material_clock_face_text", desc=f"{n} o'clock", sel=(n == 9)))
    picker += [ib("Switch to text input mode for the time input.", (126, 1700, 246, 1820), "material_timepicker_mode_button"),
               btn("Cancel", (620, 1700, 790, 1820), "material_timepicker_cancel_button"),
               btn("OK", (800, 1700, 954, 1820), "material_timepicker_ok_button")]
    t.step(t.click("Add alarm"), picker)
    t.step(t.click("Cancel"), alarm_list(on_wrong, None, vibrate=False))
    add(rs, t, 5, 6, "The 7:30 AM Gym alarm, switched off at turn 1, is shown switched on again after only visiting the Timer tab.")


# ---------------------------------------------------------------- 06 Tasks.org (clean)
def t06(rs: RowSet) -> None:
    pkg = "org.tasks"
    t = Traj("ui", pkg, clock="10:05", batt=47)

    def due(day: int | None) -> str | None:
        if day is None:
            return None
        names = {14: "Yesterday", 15: "Today", 16: "Tomorrow", 17: "Thu", 18: "Fri", 19: "Sat", 20: "Sun", 21: "Mon"}
        return names.get(day, f"Oct {day}")

    # title, due day (Oct), chips
    tasks = {"Call dentist re: crown": (14, ()), "Water plants": (15, ("Weekly",)),
             "Renew car registration": (18, ("errands",)), "Submit timesheet": (18, ("Weekly", "work")),
             "Buy birthday gift for Noor": (None, ("personal",))}

    def tlist(order: list[str], done: list[tuple[str, str]] | None = None, snack: str | None = None,
              menu: bool = False) -> list[dict[str, Any]]:
        els = [tv("My Tasks", (42, 160, 800, 260), "toolbar_title"),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, 2130), rid="recycler_view", scroll=True)]
        y = 300
        for name in order:
            day, chips = tasks[name]
            els += [E("LinearLayout", None, (0, y, W, y + 190), rid="row", click=True, lclick=True),
                    E("CheckBox", None, (21, y + 40, 147, y + 150), desc="Complete", rid="completeBox", check=False, click=True),
                    tv(name, (168, y + 30, 1000, y + 95), "title")]
            x = 168
            if day is not None:
                els.append(tv(due(day), (x, y + 110, x + 230, y + 165), "due_date", desc=f"Due {due(day)}"))
                x += 250
            for c in chips:
                els.append(E("com.google.android.material.chip.Chip", c, (x, y + 105, x + 200, y + 170), rid="chip", click=True))
                x += 220
            y += 190
        if done:
            els += [tv(f"Completed ({len(done)})", (42, y + 20, 800, y + 90), "header")]
            y += 110
            for name, when in done:
                els += [E("LinearLayout", None, (0, y, W, y + 190), rid="row", click=True, lclick=True),
                        E("CheckBox", None, (21, y + 40, 147, y + 150), desc="Complete", rid="completeBox", check=True, click=True),
                        tv(name, (168, y + 30, 1000, y + 95), "title"), tv(when, (168, y + 110, 800, y + 165), "completion_date")]
                y += 190
        els += [ib("Create new task", (860, 1930, 1040, 2110), "fab"),
                E("FrameLayout", None, (0, 2130, W, 2337), rid="bottomAppBar"), ib("Open navigation drawer", (21, 2170, 147, 2296)),
                ib("Search", (700, 2170, 826, 2296), "menu_search"), ib("More options", (870, 2170, 996, 2296))]
        if snack:
            els += [tv(snack, (63, 1960, 780, 2040), "snackbar_text"), btn("Undo", (800, 1950, 1017, 2050), "snackbar_action")]
        if menu:
            y = 1500
            for item in ("Sort", "Show completed", "Show unstarted", "Clear completed", "Settings"):
                els.append(tv(item, (560, y, 1059, y + 126), "title", click=True))
                y += 126
        return els

    t.start(tlist(["Call dentist re: crown", "Water plants", "Renew car registration", "Submit timesheet", "Buy birthday gift for Noor"]))
    tasks["Water plants"] = (22, ("Weekly",))
    i = t.find("Water plants")
    t.step(droid("click", index=i - 1), tlist(["Call dentist re: crown", "Renew car registration", "Submit timesheet", "Water plants",
                                              "Buy birthday gift for Noor"], snack="Water plants rescheduled to Tue, Oct 22"))
    i = t.find("Call dentist re: crown")
    t.step(droid("click", index=i - 1), tlist(["Renew car registration", "Submit timesheet", "Water plants", "Buy birthday gift for Noor"],
                                              snack="Task completed"), clock="10:06")

    def editor(day: str) -> list[dict[str, Any]]:
        els = [ib("Save", (0, 136, 147, 283), "home"), ib("Delete task", (830, 150, 940, 270), "menu_delete"), ib("More options", (945, 150, 1055, 270)),
               E("CheckBox", None, (21, 320, 147, 446), desc="Complete", check=False, click=True),
               et("Renew car registration", (168, 310, 1038, 460), "title", hint="Task name"),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 480, W, 2337), scroll=True)]
        rows = [("Due date", day), ("Start date", "No start date"), ("Priority", None), ("Description", "Form REG 343 · fee $212 · bring smog certificate"),
                ("Tags", "errands"), ("Reminders", "When due"), ("List", "My Tasks"), ("Repeat", "Does not repeat"),
                ("Created", "Wed, Oct 2, 2024, 8:14 PM")]
        y = 490
        for label, val in rows:
            els.append(tv(label, (42, y + 20, 400, y + 80)))
            if label == "Priority":
                x = 420
                for p in ("None", "Low", "Medium", "High"):
                    els.append(E("RadioButton", None, (x, y + 10, x + 140, y + 130), desc=f"Priority {p}", check=(p == "Medium"), click=True))
                    x += 150
            else:
                els.append(tv(val, (420, y + 20, 1038, y + 120), click=label not in ("Created",)))
            y += 150
        return els

    t.step(t.click("Renew car registration"), editor("Fri, Oct 18"))

    def sheet(sel: str) -> list[dict[str, Any]]:
        els = [E("FrameLayout", None, (0, 900, W, 2337), rid="design_bottom_sheet"),
               tv(sel, (42, 940, 1038, 1030), "current_date")]
        y = 1060
        for s_ in ("Today", "Tomorrow", "Next week", "No date"):
            els.append(E("com.google.android.material.chip.Chip", s_, (42, y, 520, y + 110), click=True, check=(s_ == "Next week" and "22" in sel)))
            y += 130
        els += [tv("October 2024", (560, 1060, 1038, 1130), "month_title")]
        for d_ in range(13, 27):
            r, c = divmod(d_ - 13, 7)
            els.append(tv(str(d_), (560 + 68 * c, 1150 + 90 * r, 620 + 68 * c, 1230 + 90 * r), "calendar_day", click=True,
                          sel=(f"Oct {d_}" in sel), desc=f"{d_} October 2024"))
        els += [btn("Cancel", (560, 2200, 790, 2310), "cancel_button"), btn("OK", (810, 2200, 1038, 2310), "accept_button")]
        return els

    t.step(t.click("Fri, Oct 18"), sheet("Fri, Oct 18"))
    t.step(t.click("Next week"), sheet("Tue, Oct 22"))
    t.step(t.click("OK"), editor("Tue, Oct 22"))
    tasks["Renew car registration"] = (22, ("errands",))
    order = ["Submit timesheet", "Water plants", "Renew car registration", "Buy birthday gift for Noor"]
    t.step(back(), tlist(order), clock="10:07")
    t.step(t.click("More options"), tlist(order, menu=True))
    t.step(t.click("Show completed"), tlist(order, done=[("Call dentist re: crown", "Completed today, 10:06 AM"),
                                                        ("Pay electricity bill", "Completed Sat, Oct 12, 7:41 PM")]))
    new = [ib("Save", (0, 136, 147, 283), "home"), ib("More options", (945, 150, 1055, 270)),
           E("CheckBox", None, (21, 320, 147, 446), desc="Complete", check=False, click=True),
           et(None, (168, 310, 1038, 460), "title", hint="Task name", foc=True),
           E("androidx.recyclerview.widget.RecyclerView", None, (0, 480, W, 1594), scroll=True),
           tv("Due date", (42, 510, 400, 570)), tv("No date", (420, 510, 1038, 610), click=True),
           tv("Priority", (42, 660, 400, 720)), tv("List", (42, 810, 400, 870)), tv("My Tasks", (420, 810, 1038, 910), click=True)] + ime()
    t.step(t.click("Create new task"), new)
    add(rs, t, 6)


# ---------------------------------------------------------------- 07 Files by Google (clean)
def t07(rs: RowSet) -> None:
    pkg = "com.google.android.apps.nbu.files"
    t = Traj("ui", pkg, clock="11:42", batt=90)
    files = [["boarding_pass_UA1532.pdf", "214 kB", "Oct 14"], ["IMG_20241012_181455.jpg", "3.21 MB", "Oct 12"],
             ["invoice-2024-0931.pdf", "88 kB", "Oct 9"], ["setup-v2.4.1.apk", "18.7 MB", "Oct 3"],
             ["lease_renewal_draft.docx", "46 kB", "Sep 28"], ["podcast_notes.txt", "2 kB", "Sep 21"]]

    def listing(sel: str | None = None, menu: bool = False, snack: str | None = None) -> list[dict[str, Any]]:
        if sel:
            els = [ib("Clear selection", (0, 136, 147, 283)), tv("1 selected", (168, 170, 600, 250)),
                   ib("Share", (610, 150, 720, 270), "action_share"), ib("Delete", (725, 150, 835, 270), "action_delete"),
                   ib("Select all", (840, 150, 950, 270), "action_select_all"), ib("More options", (955, 150, 1065, 270))]
        else:
            els = [ib("Navigate up", (0, 136, 147, 283)), tv("Downloads", (168, 170, 700, 250)),
                   ib("Search", (840, 150, 950, 270), "action_search"), ib("More options", (955, 150, 1065, 270))]
        els += [btn("Date modified", (42, 300, 420, 390), "sort_chip", desc="Sort by date modified, newest first"),
                ib("Switch to grid view", (930, 300, 1038, 390), "view_mode_toggle"),
                E("androidx.recyclerview.widget.RecyclerView", None, (0, 410, W, 2337), rid="file_list", scroll=True)]
        y = 420
        for name, size, date in files:
            els += [E("LinearLayout", None, (0, y, W, y + 180), click=True, lclick=True, sel=(name == sel)),
                    img(None, (42, y + 30, 162, y + 150), "file_thumbnail"),
                    tv(name, (189, y + 30, 900, y + 95), "file_name"),
                    tv(f"{size}, {date}", (189, y + 95, 900, y + 150), "file_details")]
            if sel:
                els.append(E("CheckBox", None, (940, y + 50, 1030, y + 130), rid="file_checkbox", check=(name == sel), click=True))
            else:
                els.append(ib(f"More options for {name}", (940, y + 50, 1030, y + 130), "file_overflow"))
            y += 180
        if menu:
            y = 280
            for item in ("Select all", "Copy to", "Move to", "Rename", "Add to Favorites", "Move to Safe folder", "Open with", "File info"):
                els.append(tv(item, (540, y, 1059, y + 132), "title", click=True))
                y += 132
        if snack:
            els += [tv(snack, (63, 2190, 700, 2270), "snackbar_text"), btn("Undo", (820, 2180, 1017, 2280), "snackbar_action")]
        return els

    t.start(listing())
    t.step(t.long("invoice-2024-0931.pdf"), listing(sel="invoice-2024-0931.pdf"))
    t.step(t.click("More options"), listing(sel="invoice-2024-0931.pdf", menu=True))

    def rename(val: str) -> list[dict[str, Any]]:
        return [tv("Rename file", (84, 780, 996, 860), "alertTitle"),
                et(val, (84, 900, 996, 1030), "rename_edit_text", foc=True),
                btn("Cancel", (560, 1090, 760, 1190), "android:id/button2"), btn("Rename", (780, 1090, 996, 1190), "android:id/button1")] + ime()

    t.step(t.click("Rename"), rename("invoice-2024-0931.pdf"))
    t.step(t.type("invoice-2024-0931-paid", "rename_edit_text"), rename("invoice-2024-0931-paid.pdf"), clock="11:43")
    files[2][0] = "invoice-2024-0931-paid.pdf"
    t.step(t.click("Rename"), listing())
    t.step(t.long("setup-v2.4.1.apk"), listing(sel="setup-v2.4.1.apk"))
    t.step(t.click("Delete"), [tv("Move 1 file to Trash?", (84, 820, 996, 900), "alertTitle"),
                               tv("Files in Trash will be permanently deleted after 30 days", (84, 930, 996, 1040), "android:id/message"),
                               btn("Cancel", (460, 1100, 660, 1200), "android:id/button2"),
                               btn("Move to Trash", (680, 1100, 996, 1200), "android:id/button1")])
    del files[3]
    t.step(t.click("Move to Trash"), listing(snack="1 file moved to Trash"), clock="11:44")
    add(rs, t, 7)


# ---------------------------------------------------------------- 08 Pro Expense (bad: weekly total does not follow the new entry)
def t08(rs: RowSet) -> None:
    pkg = "com.arduia.expense"
    t = Traj("ui", pkg, clock="1:12", batt=66)
    # name, category, date, amount in cents
    entries = [("Groceries - Trader Joe's", "Food", "Oct 15", 6218), ("Metro card top-up", "Transportation", "Oct 14", 4000),
               ("Lunch w/ Sam", "Food", "Oct 14", 2467), ("Phone case", "Other", "Oct 14", 1950)]
    older = [("Electric bill", "Home", "Oct 11", 8840), ("Movie tickets", "Entertainment", "Oct 10", 3100)]

    def money(c: int) -> str:
        return f"${c // 100:,}.{c % 100:02d}"

    def homescreen(total_override: str | None = None) -> list[dict[str, Any]]:
        week = [e for e in entries if e[2] in ("Oct 14", "Oct 15")]
        total = sum(e[3] for e in week)
        per_day = {d: sum(e[3] for e in week if e[2] == d) for d in ("Oct 14", "Oct 15")}
        els = [ib("Open navigation drawer", (0, 136, 147, 283)), tv("Home", (168, 170, 700, 250)),
               E("androidx.cardview.widget.CardView", None, (42, 300, 1038, 1020), rid="cv_graph"),
               tv("This Week", (84, 330, 600, 400), "tv_week_label"), tv("Oct 14 - Oct 20", (620, 330, 996, 400), "tv_date_range"),
               tv(total_override or money(total), (84, 410, 996, 520), "tv_cost_rate")]
        x = 84
        for day, key in (("Mon", "Oct 14"), ("Tue", "Oct 15"), ("Wed", ""), ("Thu", ""), ("Fri", ""), ("Sat", ""), ("Sun", "")):
            amt = per_day.get(key, 0)
            els.append(E("android.view.View", None, (x, 560, x + 110, 940), desc=f"{day} {money(amt)}", rid="bar"))
            els.append(tv(day, (x, 950, x + 110, 1000)))
            x += 130
        els += [tv("Recent", (42, 1060, 500, 1130)), btn("More", (860, 1050, 1038, 1140), "btn_more_expenses"),
                E("androidx.recyclerview.widget.RecyclerView", None, (0, 1150, W, 2337), rid="rv_recent", scroll=True)]
        y = 1160
        for name, cat, date, amt in entries[:5]:
            els += [E("androidx.cardview.widget.CardView", None, (21, y, 1059, y + 200), click=True, lclick=True),
                    tv(name, (63, y + 25, 760, y + 90), "tv_name"), tv(cat, (63, y + 95, 500, y + 150), "tv_category"),
                    tv(date, (520, y + 95, 760, y + 150), "tv_date"), tv(money(amt), (780, y + 50, 1017, y + 130), "tv_amount")]
            y += 210
        els.append(ib("Add", (860, 2120, 1040, 2300), "fb_main_add"))
        return els

    t.start(homescreen())

    def form(name: str | None, amount: str | None, cat: str, foc: str | None) -> list[dict[str, Any]]:
        els = [ib("Navigate up", (0, 136, 147, 283)), tv("Add Expense", (168, 170, 700, 250)),
               et(name, (42, 320, 1038, 460), "edt_name", hint="Name", foc=(foc == "name")),
               et(amount, (42, 500, 1038, 640), "edt_amount", hint="Amount", foc=(foc == "amount")),
               E("AutoCompleteTextView", cat, (42, 680, 1038, 820), rid="edt_category", click=True, hint="Category"),
               ib("Show dropdown menu", (920, 710, 1020, 790), "text_input_end_icon"),
               tv("15/10/2024", (42, 860, 520, 960), "tv_date", click=True), tv("1:12 PM", (560, 860, 1038, 960), "tv_time", click=True),
               et(None, (42, 1000, 1038, 1240), "edt_note", hint="Note"),
               btn("Save", (42, 1300 if foc else 2150, 1038, 1430 if foc else 2280), "btn_save")]
        return els + (ime() if foc else [])

    t.step(t.click("Add"), form(None, None, "Food", None))
    t.step(t.click("edt_name"), form(None, None, "Food", "name"))
    t.step(t.type("Pharmacy", "edt_name"), form("Pharmacy", None, "Food", "name"))
    t.step(t.click("edt_amount"), form("Pharmacy", None, "Food", "amount"))
    t.step(t.type("18.90", "edt_amount"), form("Pharmacy", "18.90", "Food", "amount"))
    drop = form("Pharmacy", "18.90", "Food", None) + [E("ListView", None, (42, 820, 1038, 2000), scroll=True)]
    y = 830
    for c in ("Food", "Home", "Transportation", "Health", "Entertainment", "Clothes", "Social", "Education", "Other"):
        drop.append(tv(c, (42, y, 1038, y + 130), "android:id/text1", click=True))
        y += 130
    t.step(t.click("Show dropdown menu"), drop)
    t.step(t.click("Health"), form("Pharmacy", "18.90", "Health", None))
    entries.insert(0, ("Pharmacy", "Health", "Oct 15", 1890))
    t.step(t.click("Save"), homescreen(total_override="$164.25"), clock="1:13")
    drawer = homescreen(total_override="$164.25") + [E("FrameLayout", None, (0, 0, 860, 2337), rid="nav_view"),
                                                     tv("Pro Expense", (63, 200, 800, 290))]
    y = 340
    for item in ("Home", "Expenses", "Backup", "Settings", "About"):
        drawer.append(E("CheckedTextView", item, (21, y, 840, y + 150), rid="design_menu_item_text", click=True, check=(item == "Home")))
        y += 160
    t.step(t.click("Open navigation drawer"), drawer)
    exp = [ib("Open navigation drawer", (0, 136, 147, 283)), tv("Expenses", (168, 170, 700, 250)),
           ib("Delete", (945, 150, 1055, 270), "mi_delete"),
           E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, 2337), rid="rv_expense", scroll=True)]
    y = 300
    last = None
    for name, cat, date, amt in entries + older:
        if date != last:
            exp.append(tv(f"{date}, 2024", (42, y, 800, y + 70), "tv_date_header"))
            y += 80
            last = date
        exp += [E("androidx.cardview.widget.CardView", None, (21, y, 1059, y + 180), click=True, lclick=True),
                tv(name, (63, y + 25, 760, y + 90), "tv_name"), tv(cat, (63, y + 95, 500, y + 150), "tv_category"),
                tv(money(amt), (780, y + 50, 1017, y + 130), "tv_amount")]
        y += 190
    t.step(t.click("Expenses"), exp)
    add(rs, t, 8, 8, "After adding Pharmacy $18.90 to a $146.35 week the weekly total reads $164.25 instead of $165.25 (the day bars still sum to $165.25).")


# ---------------------------------------------------------------- 09 Contacts (bad: a phone number's digits swap while editing another field)
def t09(rs: RowSet) -> None:
    pkg = "com.google.android.contacts"
    t = Traj("xml", pkg)
    base = [E("LinearLayout", None, (0, 0, W, H), d=1), E("FrameLayout", None, (0, 0, W, H), rid="android:id/content", d=2)]
    people = [("A", "Aisha Raman"), ("B", "Ben Okafor"), ("C", "Carla Mendes"), ("D", "Daniel Kim"), ("E", "Eva Lindqvist"),
              ("F", "Farid Haddad"), ("G", "Grace Liu")]

    def contacts() -> list[dict[str, Any]]:
        els = base + [E("FrameLayout", None, (0, 90, W, 250), rid="open_search_bar", click=True, d=3),
                      E("TextView", "Search contacts", (150, 140, 800, 200), rid="open_search_bar_text_view", d=4),
                      E("ImageView", None, (920, 115, 1030, 225), desc="Signed in as dana.w@gmail.com", rid="og_apd_ring_view", click=True, d=4),
                      E("androidx.recyclerview.widget.RecyclerView", None, (0, 270, W, 2130), rid="list", scroll=True, d=3)]
        y = 280
        for letter, name in people:
            els += [E("TextView", letter, (42, y, 120, y + 150), rid="header", d=4),
                    E("LinearLayout", None, (126, y, W, y + 150), click=True, lclick=True, d=4),
                    E("ImageView", None, (147, y + 25, 247, y + 125), desc=f"Photo for {name}", rid="avatar", d=5),
                    E("TextView", name, (280, y + 45, 1000, y + 105), rid="display_name", d=5)]
            y += 160
        els += [E("ImageButton", None, (840, 1920, 1040, 2110), desc="Create contact", rid="floating_action_button", click=True, d=3),
                E("FrameLayout", None, (0, 2130, W, 2337), rid="bottom_navigation", d=3)]
        for i, tab in enumerate(("Contacts", "Highlights", "Fix & manage")):
            els.append(E("FrameLayout", None, (360 * i, 2140, 360 * (i + 1), 2330), desc=tab, rid="navigation_bar_item_icon_container", click=True, sel=(i == 0), d=4))
        return els

    t.start(contacts())

    def details(company: str, mobile: str) -> list[dict[str, Any]]:
        els = base + [E("ImageButton", None, (0, 90, 147, 237), desc="Navigate up", click=True, d=3),
                      E("ImageButton", None, (700, 100, 810, 220), desc="Add to favourites", rid="menu_star", click=True, d=3),
                      E("ImageButton", None, (815, 100, 925, 220), desc="Edit contact", rid="menu_edit", click=True, d=3),
                      E("ImageButton", None, (930, 100, 1040, 220), desc="More options", click=True, d=3),
                      E("androidx.recyclerview.widget.RecyclerView", None, (0, 240, W, 2337), rid="recycler_view", scroll=True, d=3),
                      E("ImageView", None, (390, 260, 690, 560), desc="Photo for Daniel Kim", rid="large_avatar", d=4),
                      E("TextView", "Daniel Kim", (42, 590, 1038, 690), rid="large_title", d=4),
                      E("TextView", company, (42, 690, 1038, 750), rid="subtitle", d=4)]
        x = 60
        for a in ("Call", "Text", "Video", "Email"):
            els.append(E("Button", a, (x, 790, x + 220, 980), desc=a, rid="action_button", click=True, d=4))
            x += 245
        els.append(E("TextView", "Contact info", (42, 1020, 1038, 1090), rid="header_text", d=4))
        y = 1110
        for val, label in ((mobile, "Mobile"), ("(415) 555-0427", "Work"), ("daniel.kim@northwind.io", "Work")):
            els += [E("LinearLayout", None, (0, y, W, y + 170), click=True, lclick=True, d=4),
                    E("TextView", val, (168, y + 25, 850, y + 90), rid="header", d=5), E("TextView", label, (168, y + 90, 850, y + 145), rid="sub_header", d=5)]
            if val.startswith("("):
                els.append(E("ImageView", None, (900, y + 40, 1010, y + 130), desc=f"Text {label.lower()} {val}", rid="secondary_icon", click=True, d=5))
            y += 175
        els += [E("TextView", "About Daniel", (42, y + 20, 1038, y + 90), rid="header_text", d=4),
                E("LinearLayout", None, (0, y + 100, W, y + 260), d=4),
                E("TextView", "March 9", (168, y + 120, 850, y + 185), rid="header", d=5), E("TextView", "Birthday", (168, y + 185, 850, y + 240), rid="sub_header", d=5),
                E("LinearLayout", None, (0, y + 270, W, y + 430), d=4),
                E("TextView", "Met at KubeCon NA 2023; prefers Signal", (168, y + 290, 1000, y + 355), rid="header", d=5),
                E("TextView", "Notes", (168, y + 355, 850, y + 410), rid="sub_header", d=5)]
        return els

    t.step(t.click("Daniel Kim"), details("Northwind Labs", "(415) 555-0183"))

    def edit(company: str, mobile: str, foc: str | None) -> list[dict[str, Any]]:
        els = base + [E("ImageButton", None, (0, 90, 147, 237), desc="Cancel", click=True, d=3),
                      E("TextView", "Edit contact", (168, 125, 700, 205), d=3),
                      E("Button", "Save", (820, 110, 1040, 220), rid="toolbar_button", click=True, d=3),
                      E("android.widget.ScrollView", None, (0, 240, W, 2337), scroll=True, d=3),
                      E("TextView", "Saving to dana.w@gmail.com", (42, 260, 1038, 320), rid="account_name", d=4)]
        y = 350
        for label, val in (("First name", "Daniel"), ("Last name", "Kim"), ("Company", company)):
            els += [E("FrameLayout", None, (126, y, 1038, y + 170), rid="text_input_layout", d=4),
                    E("EditText", val, (147, y + 20, 1017, y + 150), hint=label, edit=True, click=True, foc=(foc == label), d=5)]
            y += 190
        for val, label in ((mobile, "Mobile"), ("(415) 555-0427", "Work")):
            els += [E("FrameLayout", None, (126, y, 760, y + 170), rid="text_input_layout", d=4),
                    E("EditText", val, (147, y + 20, 740, y + 150), hint="Phone", edit=True, click=True, d=5),
                    E("Spinner", None, (780, y + 20, 1000, y + 150), click=True, d=4),
                    E("TextView", label, (800, y + 50, 960, y + 120), rid="android:id/text1", d=5)]
            y += 190
        els += [E("FrameLayout", None, (126, y, 760, y + 170), rid="text_input_layout", d=4),
                E("EditText", "daniel.kim@northwind.io", (147, y + 20, 740, y + 150), hint="Email", edit=True, click=True, d=5),
                E("Spinner", None, (780, y + 20, 1000, y + 150), click=True, d=4), E("TextView", "Work", (800, y + 50, 960, y + 120), rid="android:id/text1", d=5)]
        y += 190
        els += [E("FrameLayout", None, (126, y, 1038, y + 170), rid="text_input_layout", d=4),
                E("EditText", "March 9", (147, y + 20, 1017, y + 150), hint="Birthday", click=True, d=5),
                E("FrameLayout", None, (126, y + 190, 1038, y + 360), rid="text_input_layout", d=4),
                E("EditText", "Met at KubeCon NA 2023; prefers Signal", (147, y + 210, 1017, y + 340), hint="Notes", edit=True, click=True, d=5),
                E("Button", "Add more fields", (126, y + 390, 600, y + 500), click=True, d=4)]
        return els

    t.step(t.click("Edit contact"), edit("Northwind Labs", "(415) 555-0183", None))
    t.step(t.click("Northwind Labs"), edit("Northwind Labs", "(415) 555-0183", "Company"))
    t.step(t.type(" Inc.", "Northwind Labs"), edit("Northwind Labs Inc.", "(415) 555-0138", "Company"))
    t.step(t.click("Save"), details("Northwind Labs Inc.", "(415) 555-0138"))
    t.step(back(), contacts())
    add(rs, t, 9, 4, "Typing into the Company field changes Daniel Kim's mobile number from (415) 555-0183 to (415) 555-0138.")


# ---------------------------------------------------------------- 10 Retro Music (clean)
def t10(rs: RowSet) -> None:
    pkg = "code.name.monkey.retromusic"
    t = Traj("ui", pkg, clock="7:48", batt=93)
    songs = {"A Real Hero": ("College & Electric Youth", "Drive (Original Motion Picture Soundtrack)", 268),
             "Breathe": ("Télépopmusik", "Genetic World", 277), "Dreams": ("Fleetwood Mac", "Rumours", 257),
             "Holocene": ("Bon Iver", "Bon Iver, Bon Iver", 336), "Midnight City": ("M83", "Hurry Up, We're Dreaming", 243),
             "Nightcall": ("Kavinsky", "OutRun", 258), "Redbone": ("Childish Gambino", "\"Awaken, My Love!\"", 327),
             "Teardrop": ("Massive Attack", "Mezzanine", 330)}
    az = sorted(songs)

    def mmss(s: int) -> str:
        return f"{s // 60}:{s % 60:02d}"

    def library(mini: str | None) -> list[dict[str, Any]]:
        els = [tv("Retro Music", (168, 160, 800, 250), "toolbar_title"), ib("Search", (945, 150, 1055, 270), "action_search"),
               btn("Shuffle", (42, 300, 520, 420), "shuffleButton"), tv(f"{len(songs)} songs", (560, 320, 1038, 400)),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 440, W, 1960 if mini else 2130), rid="recyclerView", scroll=True)]
        y = 450
        for name in az:
            artist = songs[name][0]
            els += [E("FrameLayout", None, (0, y, W, y + 170), click=True, lclick=True, sel=(name == mini)),
                    img(None, (42, y + 25, 162, y + 145), "image"), tv(name, (189, y + 30, 880, y + 90), "title"),
                    tv(artist, (189, y + 90, 880, y + 145), "text"), ib("Menu", (940, y + 40, 1040, y + 130), "menu")]
            y += 170
        if mini:
            els += [E("FrameLayout", None, (0, 1960, W, 2130), rid="miniPlayerFragment", click=True),
                    tv(mini, (168, 1985, 800, 2045), "miniPlayerTitle"), tv(songs[mini][0], (168, 2045, 800, 2100), "miniPlayerText"),
                    ib("Pause", (900, 1985, 1020, 2105), "miniPlayerPlayPauseButton")]
        for i, tab in enumerate(("For you", "Songs", "Albums", "Artists", "Playlists")):
            els.append(E("FrameLayout", None, (216 * i, 2140, 216 * (i + 1), 2330), desc=tab, rid="navigation_bar_item_icon_container", click=True, sel=(tab == "Songs")))
        return els

    t.start(library(None))
    t.step(t.click("Holocene"), library("Holocene"))

    def player(name: str, pos: int, shuffle: bool, upnext: str, fav: bool = False) -> list[dict[str, Any]]:
        artist, album, dur = songs[name]
        return [ib("Close", (0, 136, 147, 283), "closeButton"), tv("Now playing", (168, 170, 800, 250)),
                ib("Playing queue", (830, 150, 940, 270), "action_playing_queue"), ib("More options", (945, 150, 1055, 270)),
                img(f"{album} album art", (90, 330, 990, 1230), "image"),
                tv(name, (63, 1300, 900, 1390), "title"), tv(artist, (63, 1390, 900, 1450), "text"),
                ib("Remove from favorites" if fav else "Add to favorites", (920, 1320, 1030, 1430), "songFavourite"),
                E("SeekBar", None, (42, 1500, 1038, 1570), desc=f"{mmss(pos)} of {mmss(dur)}", rid="progressSlider", click=True),
                tv(mmss(pos), (63, 1580, 300, 1640), "songCurrentProgress"), tv(mmss(dur), (780, 1580, 1017, 1640), "songTotalTime"),
                ib("Shuffle" if not shuffle else "Shuffle on", (63, 1720, 183, 1840), "shuffleButton", sel=shuffle),
                ib("Previous", (260, 1710, 400, 1850), "previousButton"), ib("Pause", (460, 1690, 620, 1870), "playPauseButton"),
                ib("Next", (680, 1710, 820, 1850), "nextButton"), ib("Repeat", (897, 1720, 1017, 1840), "repeatButton"),
                tv(f"Up next: {upnext}", (63, 1940, 1017, 2010), "nextSong"),
                tv("MP3 · 320 kb/s · 44.1 kHz", (63, 2020, 1017, 2080), "songInfo")]

    t.step(t.click("miniPlayerFragment"), player("Holocene", 6, False, "Midnight City"))
    t.step(wait(), player("Holocene", 41, False, "Midnight City"))
    t.step(t.click("Shuffle"), player("Holocene", 45, True, "Teardrop"), clock="7:49")
    t.step(t.click("Next"), player("Teardrop", 0, True, "Dreams"))
    queue = ["Holocene", "Teardrop", "Dreams", "A Real Hero", "Nightcall", "Breathe", "Redbone", "Midnight City"]
    remaining = sum(songs[s][2] for s in queue[1:]) - 4
    q = [ib("Navigate up", (0, 136, 147, 283)), tv("Playing queue", (168, 150, 800, 220)),
         tv(f"2 of 8 · {remaining // 3600}:{remaining % 3600 // 60:02d}:{remaining % 60:02d} remaining", (168, 220, 900, 270)),
         ib("Clear playing queue", (945, 150, 1055, 270), "action_clear_playing_queue"),
         E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, 2337), rid="recyclerView", scroll=True)]
    y = 300
    for k, name in enumerate(queue):
        q += [E("FrameLayout", None, (0, y, W, y + 170), click=True, lclick=True, sel=(k == 1)),
              tv(name, (189, y + 30, 820, y + 90), "title"), tv(songs[name][0], (189, y + 90, 820, y + 145), "text"),
              tv(mmss(songs[name][2]), (840, y + 55, 930, y + 115), "duration"), ib("Drag", (950, y + 40, 1050, y + 130), "drag_view")]
        y += 170
    t.step(t.click("Playing queue"), q)
    t.step(back(), player("Teardrop", 19, True, "Dreams"))
    t.step(t.click("Add to favorites"), player("Teardrop", 23, True, "Dreams", fav=True))
    add(rs, t, 10)


# ---------------------------------------------------------------- 11 DoorDash (clean)
def t11(rs: RowSet) -> None:
    pkg = "com.dd.doordash"
    t = Traj("xml", pkg)
    TV, VG = "TextView", "android.view.ViewGroup"
    menu = [("Chicken Sandwich", 1550, "Rotisserie chicken, tomato, red onion, paprika yogurt in warm pita"),
            ("Pork Sandwich", 1550, "Pork shoulder, cabbage slaw, tzatziki, kalamata olives"),
            ("Greek Fries", 725, "Fries, feta, oregano, lemon, Souvla sauce"),
            ("Chicken Salad", 1725, "Chicken, romaine, cucumber, feta, pickled onion, mizithra"),
            ("Frozen Greek Yogurt", 695, "With olive oil and sea salt, baklava crumbs")]
    cart: list[tuple[str, int, int, str]] = []   # name, qty, unit cents, option

    def money(c: int) -> str:
        return f"${c // 100}.{c % 100:02d}"

    def store() -> list[dict[str, Any]]:
        els = rn_root(pkg) + [E("ImageButton", None, (21, 90, 147, 216), desc="Back", click=True, d=4),
                              E("ImageButton", None, (810, 90, 936, 216), desc="Search menu", click=True, d=4),
                              E("ImageButton", None, (940, 90, 1066, 216), desc="Save store", click=True, d=4),
                              E("androidx.recyclerview.widget.RecyclerView", None, (0, 230, W, 2337), scroll=True, d=4),
                              E(TV, "Souvla", (42, 250, 1038, 340), d=5),
                              E(TV, "4.7 ★ (2,100+) · Greek · $$", (42, 340, 1038, 400), d=5),
                              E(TV, "25–35 min · $0 delivery fee on $12+", (42, 400, 1038, 460), d=5),
                              E(TV, "517 Hayes St, San Francisco", (42, 460, 1038, 520), d=5),
                              E(TV, "Most Ordered", (42, 570, 1038, 650), d=5)]
        y = 670
        for name, price, blurb in menu:
            els += [E(VG, None, (0, y, W, y + 250), click=True, d=5), E(TV, name, (42, y + 30, 760, y + 90), d=6),
                    E(TV, blurb, (42, y + 90, 760, y + 190), d=6), E(TV, money(price), (42, y + 190, 300, y + 240), d=6),
                    E("ImageView", None, (790, y + 30, 1038, y + 230), desc=name, d=6)]
            y += 260
        if cart:
            n = sum(q for _, q, _, _ in cart)
            tot = sum(q * u for _, q, u, _ in cart)
            els += [E("Button", None, (42, 2180, 1038, 2310), desc=f"View Cart, {n} items, {money(tot)}", click=True, d=4),
                    E(TV, f"View Cart ({n})", (84, 2215, 600, 2275), d=5), E(TV, money(tot), (760, 2215, 996, 2275), d=5)]
        return els

    t.start(store())

    def sheet(name: str, qty: int, feta: bool) -> list[dict[str, Any]]:
        price, blurb = next((p, b) for n, p, b in menu if n == name)
        unit = price + (150 if feta else 0)
        els = rn_root(pkg) + [E("ImageButton", None, (21, 90, 147, 216), desc="Close", click=True, d=4),
                              E("ImageView", None, (0, 230, W, 830), desc=name, d=4),
                              E(TV, name, (42, 860, 1038, 950), d=4), E(TV, blurb, (42, 950, 1038, 1060), d=4),
                              E(TV, money(price), (42, 1060, 400, 1120), d=4)]
        if name.endswith("Sandwich"):
            els += [E(TV, "Add-ons", (42, 1170, 700, 1240), d=4), E(TV, "Optional", (760, 1170, 1038, 1240), d=4),
                    E("CheckBox", "Add feta", (42, 1260, 760, 1360), check=feta, click=True, d=4), E(TV, "+$1.50", (800, 1280, 1038, 1340), d=4),
                    E("CheckBox", "Add extra chicken", (42, 1370, 760, 1470), check=False, click=True, d=4), E(TV, "+$4.00", (800, 1390, 1038, 1450), d=4)]
        els += [E(TV, "Preferences", (42, 1520, 1038, 1590), d=4),
                E("EditText", None, (42, 1610, 1038, 1760), hint="Add special instructions", edit=True, click=True, d=4),
                E("ImageButton", None, (42, 2180, 162, 2300), desc="Decrease quantity", click=True, en=qty > 1, d=4),
                E(TV, str(qty), (170, 2210, 250, 2270), d=4),
                E("ImageButton", None, (258, 2180, 378, 2300), desc="Increase quantity", click=True, d=4),
                E("Button", f"Add to cart - {money(unit * qty)}", (420, 2180, 1038, 2310), click=True, d=4)]
        return els

    t.step(t.click("Chicken Sandwich"), sheet("Chicken Sandwich", 1, False))
    t.step(t.click("Add feta"), sheet("Chicken Sandwich", 1, True))
    t.step(t.click("Increase quantity"), sheet("Chicken Sandwich", 2, True))
    cart.append(("Chicken Sandwich", 2, 1700, "Add feta"))
    t.step(t.click("Add to cart - $34.00"), store())
    t.step(t.click("Greek Fries"), sheet("Greek Fries", 1, False))
    cart.append(("Greek Fries", 1, 725, ""))
    t.step(t.click("Add to cart - $7.25"), store())
    sub = sum(q * u for _, q, u, _ in cart)
    cartview = rn_root(pkg) + [E("ImageButton", None, (21, 90, 147, 216), desc="Close", click=True, d=4),
                               E(TV, "Cart", (168, 115, 700, 195), d=4), E(TV, "Souvla", (42, 250, 1038, 330), d=4),
                               E(TV, "Deliver to 1488 Folsom St", (42, 330, 1038, 390), d=4)]
    y = 430
    for name, q, u, opt in cart:
        cartview += [E(VG, None, (0, y, W, y + 200), d=4), E(TV, name, (42, y + 25, 700, y + 85), d=5)]
        if opt:
            cartview.append(E(TV, opt, (42, y + 85, 700, y + 140), d=5))
        cartview += [E(TV, money(q * u), (42, y + 140, 400, y + 190), d=5),
                     E("Spinner", None, (800, y + 60, 1038, y + 160), desc=f"Quantity {q}", click=True, d=5), E(TV, f"{q}×", (830, y + 80, 960, y + 140), d=6)]
        y += 210
    cartview += [E(TV, "Complete your meal", (42, y + 30, 1038, y + 100), d=4),
                 E(VG, None, (42, y + 110, 500, y + 420), click=True, d=4), E(TV, "Frozen Greek Yogurt", (63, y + 300, 480, y + 350), d=5),
                 E(TV, "$6.95", (63, y + 350, 480, y + 400), d=5),
                 E(TV, "Subtotal", (42, 2060, 500, 2120), d=4), E(TV, money(sub), (700, 2060, 1038, 2120), d=4),
                 E("Button", "Go to checkout", (42, 2180, 1038, 2310), click=True, d=4)]
    t.step(t.click(f"View Cart ({3})"), cartview)
    service = round(sub * 0.15)
    tax = round(sub * 0.08625)

    def checkout(tip: int) -> list[dict[str, Any]]:
        total = sub + service + tax + tip
        els = rn_root(pkg) + [E("ImageButton", None, (21, 90, 147, 216), desc="Back", click=True, d=4),
                              E(TV, "Checkout", (168, 115, 700, 195), d=4),
                              E("android.widget.ScrollView", None, (0, 230, W, 2150), scroll=True, d=4),
                              E(TV, "Souvla", (42, 250, 1038, 320), d=5),
                              E(VG, None, (0, 340, W, 480), click=True, d=5), E(TV, "1488 Folsom St, Apt 3", (126, 360, 1000, 420), d=6),
                              E(TV, "San Francisco, CA 94103 · Hand it to me", (126, 420, 1000, 470), d=6),
                              E("RadioButton", "Standard", (42, 520, 700, 620), check=True, click=True, d=5), E(TV, "28–38 min", (760, 540, 1038, 600), d=5),
                              E("RadioButton", "Priority", (42, 630, 700, 730), check=False, click=True, d=5), E(TV, "20–30 min · +$2.99", (700, 650, 1038, 710), d=5),
                              E(VG, None, (0, 770, W, 900), click=True, d=5), E(TV, "Visa •••• 4417", (126, 805, 1000, 865), d=6),
                              E(TV, "Dasher Tip", (42, 940, 600, 1010), d=5), E(TV, "100% of the tip goes to your Dasher", (42, 1010, 1038, 1060), d=5)]
        x = 42
        for amt in (300, 400, 500):
            els.append(E("Button", f"${amt // 100}", (x, 1080, x + 230, 1190), check=(amt == tip), click=True, d=5))
            x += 250
        els.append(E("Button", "Other", (x, 1080, x + 230, 1190), check=False, click=True, d=5))
        y = 1240
        for label, val in (("Subtotal", sub), ("Delivery Fee", 0), ("Service Fee", service), ("Estimated Tax", tax), ("Dasher Tip", tip)):
            els += [E(TV, label, (42, y, 600, y + 60), d=5), E(TV, money(val), (700, y, 1038, y + 60), d=5)]
            y += 75
        els += [E(TV, "Total", (42, y + 20, 600, y + 90), d=5), E(TV, money(total), (700, y + 20, 1038, y + 90), d=5),
                E("Button", f"Place Order · {money(total)}", (42, 2180, 1038, 2310), click=True, d=4)]
        return els

    t.step(t.click("Go to checkout"), checkout(400))
    t.step(t.click("$5"), checkout(500))
    add(rs, t, 11)


# ---------------------------------------------------------------- 12 KeePassDX (bad: an entry moved to the recycle bin is back in the root group)
def t12(rs: RowSet) -> None:
    pkg = "com.kunzisoft.keepass.free"
    t = Traj("ui", pkg, clock="2:02", batt=39)

    def unlock(pw: str | None) -> list[dict[str, Any]]:
        return [tv("KeePassDX", (168, 170, 700, 250), "toolbar_title"), ib("More options", (945, 150, 1055, 270)),
                img(None, (390, 330, 690, 630), "activity_password_logotype"),
                tv("Passwords.kdbx", (42, 680, 1038, 760), "filename"),
                tv("content://com.android.externalstorage.documents/document/primary%3ADocuments%2FPasswords.kdbx", (42, 760, 1038, 860), "file_path"),
                E("CheckBox", None, (42, 920, 147, 1040), rid="password_checkbox", check=bool(pw), click=True),
                E("EditText", "•" * len(pw) if pw else None, (168, 910, 930, 1050), rid="password_text_view", hint="Password", edit=True, click=True, foc=bool(pw), pw=True),
                ib("Toggle password visibility", (930, 930, 1030, 1030), "text_input_end_icon"),
                E("CheckBox", None, (42, 1080, 147, 1200), rid="keyfile_checkox", check=False, click=True),
                tv("Keyfile", (168, 1100, 930, 1180), "keyfile_selection"),
                btn("Unlock", (42, 1300, 1038, 1430), "activity_password_open_button")] + (ime() if pw else [])

    t.start(unlock(None))
    pw = "correct horse battery staple"
    t.step(t.type(pw, "password_text_view"), unlock(pw))

    root_groups = [("Banking", 4), ("Email", 3), ("Work", 3)]
    root_entries = [("GitHub", "m.hollis"), ("Netflix", "maya.hollis@proton.me"), ("Router admin", "admin"),
                    ("Steam", "mhollis_gg"), ("Wi‑Fi HomeNet", "")]

    def group(title: str, groups: list[tuple[str, int]], entries: list[tuple[str, str]], sel: str | None = None,
              up: bool = False) -> list[dict[str, Any]]:
        if sel:
            els = [ib("Done", (0, 136, 147, 283)), tv("1", (168, 170, 400, 250)),
                   ib("Copy", (610, 150, 720, 270), "menu_copy"), ib("Move", (725, 150, 835, 270), "menu_move"),
                   ib("Delete", (840, 150, 950, 270), "menu_delete"), ib("More options", (955, 150, 1065, 270))]
        else:
            els = ([ib("Navigate up", (0, 136, 147, 283))] if up else []) + [
                tv(title, (168, 150, 700, 220), "group_title"), tv("Passwords.kdbx", (168, 220, 700, 270), "database_name"),
                ib("Search", (725, 150, 835, 270), "menu_search"), ib("Lock database", (840, 150, 950, 270), "menu_lock"),
                ib("More options", (955, 150, 1065, 270))]
        els.append(E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, 2337), rid="nodes_list", scroll=True))
        y = 300
        for name, n in groups:
            els += [E("LinearLayout", None, (0, y, W, y + 160), rid="node_container", click=True, lclick=True),
                    img(None, (42, y + 35, 132, y + 125), "node_icon"), tv(name, (168, y + 50, 850, y + 110), "node_text"),
                    tv(str(n), (900, y + 50, 1017, y + 110), "node_subtext_number")]
            y += 160
        for name, user in entries:
            els += [E("LinearLayout", None, (0, y, W, y + 170), rid="node_container", click=True, lclick=True, sel=(name == sel)),
                    img(None, (42, y + 40, 132, y + 130), "node_icon"), tv(name, (168, y + 30, 1017, y + 95), "node_text")]
            if user:
                els.append(tv(user, (168, y + 95, 1017, y + 145), "node_subtext"))
            y += 170
        if not sel:
            els.append(ib("Add new node", (860, 2130, 1040, 2310), "add_node_button"))
        return els

    t.step(t.click("Unlock"), group("Passwords", root_groups + [("Recycle Bin", 2)], root_entries), clock="2:03")
    t.step(t.long("Steam"), group("Passwords", root_groups + [("Recycle Bin", 2)], root_entries, sel="Steam"))
    t.step(t.click("Delete"), [tv("Delete", (147, 880, 933, 960), "android:id/alertTitle"),
                               tv("Move the selected node to the recycle bin?", (147, 990, 933, 1100), "android:id/message"),
                               btn("Cancel", (560, 1160, 760, 1270), "android:id/button2"), btn("OK", (770, 1160, 933, 1270), "android:id/button1")])
    after = [e for e in root_entries if e[0] != "Steam"]
    t.step(t.click("OK"), group("Passwords", root_groups + [("Recycle Bin", 3)], after))
    work = [("AWS console", "mhollis-admin"), ("Jira Cloud", "maya.hollis@northwind.io"), ("VPN (FortiClient)", "mhollis")]
    t.step(t.click("Work"), group("Work", [], work, up=True))
    entry = [ib("Navigate up", (0, 136, 147, 283)), tv("AWS console", (168, 170, 800, 250), "entry_title"),
             ib("Edit entry", (840, 150, 950, 270), "menu_edit"), ib("More options", (955, 150, 1065, 270)),
             E("android.widget.ScrollView", None, (0, 290, W, 2337), scroll=True)]
    y = 310
    for label, val in (("Username", "mhollis-admin"), ("Password", "••••••••••••••••••••"), ("URL", "https://northwind.signin.aws.amazon.com/console"),
                       ("Notes", "MFA: YubiKey 5C (serial 21-884-107)\nAccount 7391-0452-2286"), ("Created", "3/2/2023 10:14:52 AM"),
                       ("Modified", "9/30/2024 4:07:11 PM"), ("Accessed", "10/15/2024 2:03:40 PM"), ("Expires", "Never"),
                       ("UUID", "4E8C2B90A1F34D6B9C0E77D51A2F6E13")):
        entry += [tv(label, (42, y, 1038, y + 55), "entry_field_label"), tv(val, (42, y + 55, 900, y + 150), "entry_field_value")]
        if label in ("Username", "Password"):
            entry.append(ib(f"Copy {label.lower()}", (920, y + 40, 1030, y + 140), "entry_field_copy"))
        if label == "Password":
            entry.append(ib("Toggle password visibility", (810, y + 40, 910, y + 140), "entry_field_show"))
        y += 175
    t.step(t.click("AWS console"), entry)
    t.step(back(), group("Work", [], work, up=True))
    t.step(back(), group("Passwords", root_groups + [("Recycle Bin", 3)], root_entries), clock="2:04")
    t.step(t.click("Recycle Bin"), group("Recycle Bin", [], [("Old Dropbox", "maya.h@gmail.com"), ("Steam", "mhollis_gg"), ("Twitter", "@mayahollis")], up=True))
    t.step(t.click("Lock database"), unlock(None))
    add(rs, t, 12, 9, "Back in the root group the Steam entry is listed again although it was moved to the recycle bin at turn 5 (Recycle Bin still counts 3).")


# ---------------------------------------------------------------- 13 Google Messages (clean)
def t13(rs: RowSet) -> None:
    pkg = "com.google.android.apps.messaging"
    t = Traj("ui", pkg, clock="9:30", batt=77)
    convs = [["Mom", "Did you get the package?", "8:52 AM", True],
             ["Jordan Lee", "ok see you at 7 👍", "Mon", False],
             ["Dr. Patel's Office", "Reminder: appointment Thu Oct 17 at 3:15 PM. Reply C to confirm", "Mon", False],
             ["58392", "Your Chase verification code is 482913. Don't share it.", "Sun", False],
             ["Sam Ortiz", "You: Photo", "Oct 11", False],
             ["T-Mobile", "Your bill of $85.00 is due Oct 22.", "Oct 9", False]]

    def inbox(sel: str | None = None, snack: str | None = None) -> list[dict[str, Any]]:
        if sel:
            els = [ib("Exit selection mode", (0, 136, 147, 283)), tv("1", (168, 170, 300, 250)),
                   ib("Pin", (490, 150, 600, 270), "action_pin"), ib("Archive", (605, 150, 715, 270), "action_archive"),
                   ib("Delete", (720, 150, 830, 270), "action_delete"), ib("Block", (835, 150, 945, 270), "action_block"),
                   ib("More options", (950, 150, 1060, 270))]
        else:
            els = [E("FrameLayout", None, (42, 150, 1038, 280), desc="Search conversations", rid="open_search_bar", click=True),
                   tv("Search conversations", (168, 185, 800, 245)), img("Account and settings", (910, 160, 1020, 270), click=True)]
        els.append(E("androidx.recyclerview.widget.RecyclerView", None, (0, 300, W, 2337), rid="conversation_list_view", scroll=True))
        y = 310
        for name, snip, when, unread in convs:
            desc = f"{name}, {snip}, {when}" + (", Unread" if unread else "")
            els += [E("FrameLayout", None, (0, y, W, y + 210), desc=desc, rid="swipeableContainer", click=True, lclick=True, sel=(name == sel)),
                    img(None, (42, y + 45, 162, y + 165), "conversation_icon"),
                    tv(name, (189, y + 40, 800, y + 100), "conversation_name"), tv(snip, (189, y + 100, 900, y + 160), "conversation_snippet"),
                    tv(when, (820, y + 40, 1038, y + 100), "conversation_timestamp")]
            y += 210
        if snack:
            els += [tv(snack, (63, 2190, 700, 2270), "snackbar_text"), btn("Undo", (820, 2180, 1017, 2280), "snackbar_action")]
        else:
            els.append(btn("Start chat", (640, 2150, 1038, 2300), "start_chat_fab"))
        return els

    t.start(inbox())
    msgs: list[tuple[str, str, str, str]] = [("header", "Yesterday", "", ""), ("out", "Leaving work now, will call you later", "6:12 PM", "Delivered"),
                                             ("in", "ok drive safe", "6:13 PM", ""), ("header", "Today", "", ""),
                                             ("in", "Did you get the package?", "8:52 AM", "")]

    def convo(draft: str | None, kb: bool) -> list[dict[str, Any]]:
        bottom = 1594 if kb else 2337
        els = [ib("Navigate up", (0, 136, 147, 283)), img(None, (168, 160, 258, 250), "conversation_icon"), tv("Mom", (280, 165, 700, 245), "conversation_title"),
               ib("Call", (720, 150, 830, 270), "action_call"), ib("Video call", (835, 150, 945, 270), "action_video_call"), ib("More options", (950, 150, 1060, 270)),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, bottom - 180), rid="messages_list", scroll=True)]
        n = len(msgs)
        y = bottom - 190 - 130 * n
        for kind, text, when, status in msgs:
            if kind == "header":
                els.append(tv(text, (380, y + 30, 700, y + 90), "date_separator"))
            else:
                x0, x1 = (300, 1038) if kind == "out" else (42, 780)
                who = "You" if kind == "out" else "Mom"
                els.append(tv(text, (x0, y, x1, y + 90), "message_text", desc=f"{who} said {text}, {when}" + (f", {status}" if status else ""), lclick=True))
                if status:
                    els.append(tv(f"{when} · {status}" if status != "Sending…" else status, (x0, y + 90, x1, y + 125), "message_status"))
            y += 130
        els += [ib("Show attach options", (21, bottom - 160, 141, bottom - 40), "plus_button"),
                et(draft, (150, bottom - 170, 870, bottom - 30), "compose_message_text", hint="Text message", foc=kb),
                ib("Send SMS" if draft else "Record voice message", (890, bottom - 160, 1030, bottom - 40), "send_message_button_container", en=True)]
        return els + (ime() if kb else [])

    convs[0][3] = False
    t.step(t.click("Mom"), convo(None, False))
    t.step(t.click("compose_message_text"), convo(None, True))
    text = "Yes! It came this morning, thank you ❤️"
    t.step(t.type(text, "compose_message_text"), convo(text, True))
    msgs.append(("out", text, "9:31 AM", "Sending…"))
    t.step(t.click("Send SMS"), convo(None, True), clock="9:31")
    msgs[-1] = ("out", text, "9:31 AM", "Delivered")
    msgs.append(("in", "Great! Did the scarf fit?", "9:32 AM", ""))
    t.step(wait(), convo(None, True), clock="9:32")
    t.step(back(), convo(None, False))
    convs[0] = ["Mom", "Great! Did the scarf fit?", "9:32 AM", False]
    t.step(back(), inbox())
    t.step(t.long("Dr. Patel's Office"), inbox(sel="Dr. Patel's Office"))
    del convs[2]
    t.step(t.click("Archive"), inbox(snack="1 conversation archived"), clock="9:33")
    add(rs, t, 13)


# ---------------------------------------------------------------- 14 Simple Calendar Pro (bad: the picked start date shifts by a day)
def t14(rs: RowSet) -> None:
    pkg = "com.simplemobiletools.calendar.pro"
    t = Traj("ui", pkg, clock="10:42", batt=52)
    events = [("Wednesday, October 16", "Design review", "14:00 - 15:00", "Room 4F-Kestrel"),
              ("Friday, October 18", "Team offsite planning", "10:00 - 11:30", ""),
              ("Tuesday, October 22", "Book club", "19:00 - 21:00", "Green Apple Books"),
              ("Saturday, October 26", "Anniversary dinner", "19:30 - 22:00", "Nopa, 560 Divisadero St")]

    def listview() -> list[dict[str, Any]]:
        els = [tv("Simple Calendar", (42, 160, 700, 260), "toolbar_title"), ib("Search", (610, 150, 720, 270), "search"),
               ib("Go to today", (725, 150, 835, 270), "go_to_today"), ib("Change view", (840, 150, 950, 270), "change_view"),
               ib("More options", (955, 150, 1065, 270)),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, 2337), rid="calendar_events_list", scroll=True)]
        y = 300
        last = None
        for day, title, time, loc in events:
            if day != last:
                els.append(tv(day, (42, y, 1038, y + 80), "event_section_title"))
                y += 90
                last = day
            els += [E("FrameLayout", None, (21, y, 1059, y + 190), rid="event_item_holder", click=True, lclick=True),
                    tv(title, (84, y + 20, 1000, y + 80), "event_item_title"), tv(time, (84, y + 80, 1000, y + 130), "event_item_time")]
            if loc:
                els.append(tv(loc, (84, y + 130, 1000, y + 180), "event_item_description"))
            y += 200
        els.append(ib("New Event", (860, 2130, 1040, 2310), "calendar_fab"))
        return els

    t.start(listview())

    def form(title: str | None, start: str, end: str, loc: str | None, foc: str | None) -> list[dict[str, Any]]:
        els = [ib("Navigate up", (0, 136, 147, 283)), tv("New Event", (168, 170, 700, 250)),
               ib("Save", (945, 150, 1055, 270), "save"),
               E("android.widget.ScrollView", None, (0, 290, W, 1594 if foc else 2337), rid="event_scrollview", scroll=True),
               et(title, (42, 310, 1038, 440), "event_title", hint="Title", foc=(foc == "title")),
               et(loc, (42, 460, 930, 590), "event_location", hint="Location", foc=(foc == "location")),
               ib("Show on map", (940, 480, 1040, 570), "event_show_on_map"),
               et(None, (42, 610, 1038, 740), "event_description", hint="Description"),
               E("android.widget.CheckBox", "All-day", (42, 780, 1038, 890), rid="event_all_day", check=False, click=True),
               tv(start, (126, 910, 700, 1010), "event_start_date", click=True), tv("11:00", (760, 910, 1038, 1010), "event_start_time", click=True),
               tv(end, (126, 1030, 700, 1130), "event_end_date", click=True), tv("12:00", (760, 1030, 1038, 1130), "event_end_time", click=True),
               tv("America/Los_Angeles", (126, 1150, 1038, 1240), "event_time_zone", click=True),
               tv("10 minutes before", (126, 1280, 1038, 1370), "event_reminder_1", click=True),
               tv("Add another reminder", (126, 1380, 1038, 1470), "event_reminder_2", click=True),
               tv("No repetition", (126, 1510, 1038, 1600), "event_repetition", click=True),
               tv("Regular event", (126, 1640, 1038, 1730), "event_type", click=True)]
        return els + (ime() if foc else [])

    t.step(t.click("New Event"), form(None, "Tue, Oct 15, 2024", "Tue, Oct 15, 2024", None, None))
    title = "Dentist – crown fitting"
    t.step(t.type(title, "event_title"), form(title, "Tue, Oct 15, 2024", "Tue, Oct 15, 2024", None, "title"))

    def picker(day: int) -> list[dict[str, Any]]:
        names = {15: "Tue, Oct 15", 17: "Thu, Oct 17"}
        els = [tv("2024", (84, 560, 500, 630), "date_picker_header_year", click=True),
               tv(names[day], (84, 630, 996, 760), "date_picker_header_date"),
               ib("Previous month", (84, 800, 204, 920), "prev"), tv("October 2024", (300, 820, 780, 900)),
               ib("Next month", (876, 800, 996, 920), "next")]
        for d_ in range(1, 32):
            r, c = divmod(d_ + 1, 7)
            x, y = 100 + 126 * c, 950 + 120 * r
            els.append(E("android.view.View", str(d_), (x, y, x + 110, y + 110), desc=f"{d_:02d} October 2024", click=True, check=(d_ == day)))
        els += [btn("Cancel", (560, 1760, 780, 1870), "android:id/button2"), btn("OK", (790, 1760, 996, 1870), "android:id/button1")]
        return els

    t.step(t.click("event_start_date"), picker(15))
    t.step(t.click("17"), picker(17))
    t.step(t.click("OK"), form(title, "Thu, Oct 17, 2024", "Thu, Oct 17, 2024", None, None))
    t.step(t.click("event_location"), form(title, "Fri, Oct 18, 2024", "Thu, Oct 17, 2024", None, "location"))
    loc = "Bayview Dental, 2235 Irving St"
    t.step(t.type(loc, "event_location"), form(title, "Fri, Oct 18, 2024", "Thu, Oct 17, 2024", loc, "location"), clock="10:43")
    events.insert(1, ("Thursday, October 17", title, "11:00 - 12:00", loc))
    t.step(t.click("Save"), listview())
    add(rs, t, 14, 6, "Tapping the Location field turns the start date, set to Thu, Oct 17, 2024 at turn 5, into Fri, Oct 18, 2024.")


# ---------------------------------------------------------------- 15 Broccoli (clean)
def t15(rs: RowSet) -> None:
    pkg = "com.flauschcode.broccoli"
    t = Traj("xml", pkg)
    TV = "TextView"
    base = [E("LinearLayout", None, (0, 0, W, H), d=1), E("FrameLayout", None, (0, 0, W, H), rid="android:id/content", d=2),
            E("androidx.drawerlayout.widget.DrawerLayout", None, (0, 0, W, H), rid="drawer_layout", d=3)]
    recipes = [["Chana Masala", "Weeknight chickpea curry with garam masala", True],
               ["Lemon Ricotta Pancakes", "Fluffy pancakes with lemon zest and ricotta", False],
               ["Miso Glazed Salmon", "Broiled salmon with white miso and mirin glaze", False],
               ["Shakshuka", "Eggs poached in a spiced tomato and pepper sauce", False],
               ["Sourdough Focaccia", "Overnight focaccia with rosemary and flaky salt", False]]

    def rlist(title: str, only_fav: bool = False, drawer: bool = False) -> list[dict[str, Any]]:
        els = base + [E("ImageButton", None, (0, 90, 147, 237), desc="Open navigation drawer", click=True, d=4),
                      E(TV, title, (168, 125, 800, 205), d=4),
                      E("TextView", None, (945, 105, 1055, 225), desc="Search", rid="action_search", click=True, d=4),
                      E("androidx.recyclerview.widget.RecyclerView", None, (0, 250, W, 2337), rid="recycler_view", scroll=True, d=4)]
        y = 260
        for name, blurb, fav in recipes:
            if only_fav and not fav:
                continue
            els += [E("androidx.cardview.widget.CardView", None, (21, y, 1059, y + 330), click=True, d=5),
                    E("ImageView", None, (21, y, 1059, y + 200), rid="recipe_image", d=6),
                    E(TV, name, (63, y + 210, 1017, y + 270), rid="recipe_title", d=6),
                    E(TV, blurb, (63, y + 270, 1017, y + 320), rid="recipe_description", d=6)]
            y += 345
        els.append(E("ImageButton", None, (860, 2130, 1040, 2310), desc="Add recipe", rid="fab", click=True, d=4))
        if drawer:
            els += [E("com.google.android.material.navigation.NavigationView", None, (0, 0, 860, H), rid="nav_view", d=4),
                    E(TV, "Broccoli", (63, 150, 800, 240), d=5)]
            y = 300
            for item in ("Recipes", "Categories", "Favorites", "Settings", "About"):
                els.append(E("CheckedTextView", item, (21, y, 840, y + 150), rid="design_menu_item_text", click=True, check=(item == title), d=5))
                y += 160
        return els

    t.start(rlist("Recipes"))
    ingredients = ["2 tbsp olive oil", "1 onion, sliced", "1 red bell pepper, sliced", "3 garlic cloves, minced", "1 tsp ground cumin",
                   "1 tsp smoked paprika", "1 can (28 oz) whole tomatoes", "6 eggs", "Feta and cilantro, to serve"]
    steps = ["Soften onion and pepper in the oil, 8–10 minutes.", "Add garlic and spices; cook 1 minute.",
             "Crush in the tomatoes and simmer 10 minutes until thick.", "Make 6 wells, crack in the eggs, cover and cook 6–8 minutes."]

    def details(name: str, fav: bool) -> list[dict[str, Any]]:
        els = base + [E("ImageView", None, (0, 0, W, 700), rid="recipe_image", d=4),
                      E("ImageButton", None, (0, 90, 147, 237), desc="Navigate up", click=True, d=4),
                      E("TextView", None, (830, 105, 940, 225), desc="Remove from favorites" if fav else "Add to favorites", rid="action_favorite", click=True, check=fav, d=4),
                      E("TextView", None, (945, 105, 1055, 225), desc="More options", click=True, d=4),
                      E("androidx.core.widget.NestedScrollView", None, (0, 700, W, 2337), scroll=True, d=4),
                      E(TV, name, (42, 720, 1038, 820), rid="recipe_details_title", d=5),
                      E(TV, "Eggs poached in a spiced tomato and pepper sauce", (42, 820, 1038, 880), rid="recipe_details_description", d=5),
                      E(TV, "Servings: 4", (42, 900, 520, 960), rid="recipe_details_servings", d=5),
                      E(TV, "Preparation time: 35 min", (540, 900, 1038, 960), rid="recipe_details_preparation_time", d=5),
                      E(TV, "Source: NYT Cooking", (42, 960, 1038, 1020), rid="recipe_details_source", d=5),
                      E(TV, "Ingredients", (42, 1050, 1038, 1120), d=5)]
        y = 1130
        for ing in ingredients:
            els.append(E(TV, ing, (63, y, 1038, y + 55), rid="ingredient_text", d=5))
            y += 58
        els.append(E(TV, "Directions", (42, y + 20, 1038, y + 90), d=5))
        y += 100
        for k, st in enumerate(steps, 1):
            els += [E(TV, str(k), (42, y, 100, y + 55), d=5), E(TV, st, (110, y, 1038, y + 110), rid="direction_text", d=5)]
            y += 115
        els.append(E("ImageButton", None, (860, 2130, 1040, 2310), desc="Edit", rid="fab_edit", click=True, d=4))
        return els

    t.step(t.click("Shakshuka"), details("Shakshuka", False))
    recipes[3][2] = True
    t.step(t.click("Add to favorites"), details("Shakshuka", True))

    def edit(name: str, foc: bool) -> list[dict[str, Any]]:
        els = base + [E("ImageButton", None, (0, 90, 147, 237), desc="Navigate up", click=True, d=4),
                      E(TV, "Edit recipe", (168, 125, 700, 205), d=4),
                      E("TextView", None, (945, 105, 1055, 225), desc="Save", rid="action_save", click=True, d=4),
                      E("android.widget.ScrollView", None, (0, 250, W, 2337), scroll=True, d=4)]
        fields = [("Title", name), ("Categories", "Breakfast, Vegetarian"), ("Servings", "4"), ("Preparation time", "35 min"),
                  ("Source", "NYT Cooking"), ("Description", "Eggs poached in a spiced tomato and pepper sauce"),
                  ("Ingredients", "\n".join(ingredients)), ("Directions", "\n".join(steps))]
        y = 270
        for label, val in fields:
            h = 420 if label in ("Ingredients", "Directions") else 150
            els += [E("com.google.android.material.textfield.TextInputLayout", None, (42, y, 1038, y + h), d=5),
                    E("EditText", val, (63, y + 20, 1017, y + h - 10), hint=label, edit=True, click=True, foc=(foc and label == "Title"), d=6)]
            y += h + 20
        return els

    t.step(t.click("Edit"), edit("Shakshuka", False))
    t.step(t.type(" with Feta", "Shakshuka"), edit("Shakshuka with Feta", True))
    recipes[3][0] = "Shakshuka with Feta"
    t.step(t.click("Save"), details("Shakshuka with Feta", True))
    t.step(back(), rlist("Recipes"))
    t.step(t.click("Open navigation drawer"), rlist("Recipes", drawer=True))
    t.step(t.click("Favorites"), rlist("Favorites", only_fav=True))
    add(rs, t, 15)


# ---------------------------------------------------------------- 16 Camera + Photos (bad: a photo just taken is missing from the folder grid)
def t16(rs: RowSet) -> None:
    photos = "com.google.android.apps.photos"
    t = Traj("ui", photos, clock="10:21", batt=61)
    older = [("Sun, Oct 13", ["6:14:55 PM", "6:14:41 PM", "12:03:19 PM"]), ("Sat, Oct 12", ["5:58:12 PM", "8:47:02 AM", "8:46:58 AM"]),
             ("Thu, Oct 10", ["7:31:26 PM", "7:30:04 PM"])]
    day_full = {"Today": "Oct 15, 2024", "Sun, Oct 13": "Oct 13, 2024", "Sat, Oct 12": "Oct 12, 2024", "Thu, Oct 10": "Oct 10, 2024"}

    def folder(count: int, groups: list[tuple[str, list[str]]]) -> list[dict[str, Any]]:
        els = [ib("Navigate up", (0, 136, 147, 283)), tv("Camera", (168, 150, 700, 220), "title"), tv(f"{count} items", (168, 220, 700, 270), "subtitle"),
               ib("More options", (955, 150, 1065, 270)),
               E("LinearLayout", None, (0, 290, W, 420), rid="backup_toggle_container"), tv("Back up", (42, 320, 700, 390)),
               sw(True, (880, 310, 1038, 400), "backup_switch"),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 430, W, 2337), rid="recycler_view", scroll=True)]
        y = 440
        for day, times in groups:
            els.append(tv(day, (42, y, 800, y + 80), "date_header"))
            y += 90
            for k, tm in enumerate(times):
                c = k % 4
                if k and c == 0:
                    y += 270
                els.append(E("android.view.View", None, (c * 270, y, c * 270 + 266, y + 266), desc=f"Photo taken on {day_full[day]} {tm}", click=True, lclick=True))
            y += 280
        return els

    groups0 = older
    t.start(folder(213, groups0))
    launcher = "com.google.android.apps.nexuslauncher"
    home_els = [E("android.view.View", None, (42, 200, 1038, 420), desc="At a glance", pkg=launcher),
                tv("Tuesday, Oct 15", (63, 230, 700, 300), "date", pkg=launcher), tv("64°F", (63, 310, 300, 380), "weather", pkg=launcher)]
    x = 40
    for app in ("Phone", "Messages", "Camera", "Photos", "Chrome"):
        home_els.append(tv(app, (x, 1880, x + 200, 2080), "icon", desc=app, click=True, lclick=True, pkg=launcher))
        x += 205
    home_els += [E("FrameLayout", None, (42, 2140, 1038, 2280), desc="Google search", rid="search_container_hotseat", click=True, pkg=launcher)]
    t.step(home(), home_els, pkg=launcher)
    cam = "com.android.camera2"

    def camera() -> list[dict[str, Any]]:
        return [E("android.view.TextureView", None, (0, 128, W, 1940), rid="preview_content", pkg=cam),
                ib("Options", (21, 150, 141, 270), "mode_options_toggle", pkg=cam),
                ib("Flash off", (300, 150, 420, 270), "flash_toggle_button", pkg=cam),
                ib("Grid lines off", (480, 150, 600, 270), "grid_lines_toggle_button", pkg=cam),
                ib("Back camera", (939, 150, 1059, 270), "camera_toggle_button", pkg=cam),
                ib("Shutter", (430, 2000, 650, 2220), "shutter_button", pkg=cam),
                ib("Filmstrip", (130, 2050, 250, 2170), "rounded_thumbnail_view", pkg=cam),
                ib("Switch to Video Camera", (830, 2050, 950, 2170), "mode_switch", pkg=cam)]

    t.step(open_app("Camera"), camera(), pkg=cam, clock="10:22")
    t.step(t.click("Shutter"), camera())
    t.step(t.click("Shutter"), camera())
    groups1 = [("Today", ["10:22:37 AM", "10:22:33 AM"])] + older
    t.step(open_app("Photos"), folder(215, groups1), pkg=photos)
    viewer = [E("android.view.View", None, (0, 0, W, H), desc="Photo taken on Oct 15, 2024 10:22:37 AM", rid="photo_view"),
              ib("Navigate up", (0, 136, 147, 283)), tv("Today", (168, 150, 700, 220)), tv("10:22 AM", (168, 220, 700, 270)),
              ib("Cast", (720, 150, 830, 270), "cast"), ib("More options", (955, 150, 1065, 270)),
              ib("Share", (40, 2180, 200, 2320), "share"), ib("Edit", (300, 2180, 460, 2320), "edit"),
              ib("Lens", (580, 2180, 740, 2320), "lens"), ib("Delete", (860, 2180, 1020, 2320), "trash")]
    t.step(t.click("Photo taken on Oct 15, 2024 10:22:37 AM"), viewer, clock="10:23")
    groups_bad = [("Today", ["10:22:37 AM"])] + older
    t.step(back(), folder(215, groups_bad))
    add(rs, t, 16, 7, "Back in the Camera folder the photo taken at 10:22:33 AM, listed at turn 5, is missing though nothing was deleted.")


# ---------------------------------------------------------------- 17 OsmAnd (bad: a renamed favourite is listed under its old name)
def t17(rs: RowSet) -> None:
    pkg = "net.osmand"
    t = Traj("xml", pkg)
    TV = "TextView"
    base = [E("LinearLayout", None, (0, 0, W, H), d=1), E("FrameLayout", None, (0, 0, W, H), rid="android:id/content", d=2),
            E("FrameLayout", None, (0, 0, W, H), rid="MapHudLayout", d=3)]

    def mapview(extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        els = base + [E("android.view.View", None, (0, 0, W, H), desc="Map", rid="MapView", click=True, lclick=True, d=4),
                      E("ImageButton", None, (21, 120, 147, 246), desc="Search", rid="map_search_button", click=True, d=4),
                      E("ImageButton", None, (21, 260, 147, 386), desc="Configure map", rid="map_layers_button", click=True, d=4),
                      E("ImageButton", None, (933, 120, 1059, 246), desc="Compass", rid="map_compass_button", click=True, d=4),
                      E(TV, "500 m", (42, 1990, 260, 2050), rid="map_ruler_text", d=4),
                      E("ImageButton", None, (933, 1500, 1059, 1626), desc="Zoom in", rid="map_zoom_in_button", click=True, d=4),
                      E("ImageButton", None, (933, 1640, 1059, 1766), desc="Zoom out", rid="map_zoom_out_button", click=True, d=4),
                      E("ImageButton", None, (933, 1800, 1059, 1926), desc="My position", rid="map_my_location_button", click=True, d=4),
                      E("ImageButton", None, (21, 2170, 147, 2296), desc="Back to menu", rid="map_menu_button", click=True, d=4),
                      E("ImageButton", None, (933, 2170, 1059, 2296), desc="Directions", rid="map_route_info_button", click=True, d=4)]
        return els + (extra or [])

    t.start(mapview())
    menu = base + [E("FrameLayout", None, (0, 0, 900, H), rid="drawer_layout", d=4), E(TV, "OsmAnd", (63, 120, 800, 220), d=5)]
    y = 260
    for item in ("My places", "Search", "Directions", "Configure map", "Download maps", "Trip recording", "Plan a route",
                 "Configure screen", "Plugins", "Settings", "Help"):
        menu += [E("LinearLayout", None, (0, y, 900, y + 150), click=True, d=5), E(TV, item, (147, y + 45, 880, y + 105), rid="title", d=6)]
        y += 155
    t.step(t.click("Back to menu"), menu)
    favs = [["Home", "Alabama St, San Francisco", "1.2 km"], ["Cafe Trieste", "Vallejo St, San Francisco", "3.8 km"],
            ["Trailhead parking", "Bear Valley Rd, Olema", "48 km"], ["Camp site 12", "Steep Ravine, Stinson Beach", "61 km"]]

    def places(names: list[str]) -> list[dict[str, Any]]:
        els = base + [E("ImageButton", None, (0, 90, 147, 237), desc="Navigate up", click=True, d=4),
                      E(TV, "My places", (168, 125, 700, 205), d=4),
                      E("android.widget.HorizontalScrollView", None, (0, 250, W, 380), rid="sliding_tabs", d=4)]
        for i, tab in enumerate(("Favorites", "Tracks", "A/V notes", "OSM edits")):
            els.append(E(TV, tab, (270 * i, 260, 270 * (i + 1), 370), click=True, sel=(i == 0), d=5))
        els += [E("android.widget.ExpandableListView", None, (0, 390, W, 2337), rid="android:id/list", scroll=True, d=4),
                E("LinearLayout", None, (0, 400, W, 540), click=True, d=5), E(TV, "Favorites", (147, 430, 700, 510), rid="title", d=6),
                E(TV, "4", (900, 430, 1017, 510), rid="label", d=6)]
        y = 550
        for name, (_, addr, dist) in zip(names, favs):
            els += [E("LinearLayout", None, (0, y, W, y + 170), click=True, lclick=True, d=5),
                    E("ImageView", None, (42, y + 40, 132, y + 130), rid="favourite_icon", d=6),
                    E(TV, name, (168, y + 25, 880, y + 90), rid="favourite_label", d=6),
                    E(TV, addr, (168, y + 90, 880, y + 145), rid="group_name", d=6),
                    E(TV, dist, (890, y + 55, 1040, y + 115), rid="distance", d=6)]
            y += 175
        return els

    t.step(t.click("My places"), places([f[0] for f in favs]))

    def ctx(name: str, addr: str, dist: str, coords: str) -> list[dict[str, Any]]:
        return mapview([E("FrameLayout", None, (0, 1500, W, 2337), rid="context_menu_main", d=4),
                        E(TV, name, (42, 1530, 900, 1610), rid="context_menu_line1", d=5),
                        E(TV, f"Favorites · {addr}", (42, 1610, 900, 1665), rid="context_menu_line2", d=5),
                        E(TV, dist, (42, 1670, 300, 1725), rid="distance", d=5), E(TV, coords, (320, 1670, 1000, 1725), rid="coordinates", d=5),
                        E("ImageButton", None, (930, 1530, 1040, 1640), desc="Close", rid="context_menu_close_btn_view", click=True, d=5),
                        E("Button", "Directions", (42, 1770, 520, 1880), rid="context_menu_route_button", click=True, d=5),
                        E("ImageButton", None, (42, 1950, 262, 2150), desc="Edit favorite", rid="context_menu_fav_view", click=True, d=5),
                        E("ImageButton", None, (292, 1950, 512, 2150), desc="Marker", rid="context_menu_marker_view", click=True, d=5),
                        E("ImageButton", None, (542, 1950, 762, 2150), desc="Share", rid="context_menu_share_view", click=True, d=5),
                        E("ImageButton", None, (792, 1950, 1012, 2150), desc="Actions", rid="context_menu_more_view", click=True, d=5)])

    t.step(t.click("Trailhead parking"), ctx("Trailhead parking", "Bear Valley Rd, Olema", "48 km", "38.0443, -122.7993"))

    def edit(name: str | None) -> list[dict[str, Any]]:
        return base + [E("ImageButton", None, (0, 90, 147, 237), desc="Navigate up", click=True, d=4),
                       E(TV, "Edit favorite", (168, 125, 700, 205), d=4),
                       E("ImageButton", None, (945, 105, 1055, 225), desc="Delete", rid="toolbar_action", click=True, d=4),
                       E("android.widget.ScrollView", None, (0, 250, W, 2150), scroll=True, d=4),
                       E("EditText", name, (42, 280, 930, 420), rid="name_edit", hint="Name", edit=True, click=True, foc=True, d=5),
                       E("ImageButton", None, (940, 300, 1040, 400), desc="Clear", rid="name_clear", click=True, d=5),
                       E("EditText", "Bear Valley lot, fills by 9am", (42, 450, 1038, 590), rid="description_edit", hint="Description", edit=True, click=True, d=5),
                       E("EditText", "Bear Valley Rd, Olema", (42, 620, 1038, 760), rid="address_edit", hint="Address", edit=True, click=True, d=5),
                       E(TV, "Group", (42, 800, 1038, 860), d=5), E(TV, "Favorites", (42, 870, 500, 970), click=True, sel=True, d=5),
                       E(TV, "Parking", (520, 870, 900, 970), click=True, d=5),
                       E(TV, "Color", (42, 1010, 1038, 1070), d=5), E(TV, "Icon", (42, 1200, 1038, 1260), d=5),
                       E("Button", "Cancel", (42, 2180, 520, 2310), rid="dismiss_button", click=True, d=4),
                       E("Button", "Save", (560, 2180, 1038, 2310), rid="right_bottom_button", click=True, d=4)]

    t.step(t.click("Edit favorite"), edit("Trailhead parking"))
    t.step(t.click("Clear"), edit(None))
    t.step(droid("input_text", text="Bear Valley trailhead", x=486, y=350), edit("Bear Valley trailhead"))
    t.step(t.click("Save"), ctx("Bear Valley trailhead", "Bear Valley Rd, Olema", "48 km", "38.0443, -122.7993"))
    t.step(back(), places([f[0] for f in favs]))
    t.step(t.click("Camp site 12"), ctx("Camp site 12", "Steep Ravine, Stinson Beach", "61 km", "37.8853, -122.6237"))
    add(rs, t, 17, 8, "The My places list shows 'Trailhead parking' again although the favourite was renamed 'Bear Valley trailhead' and saved at turn 7.")


# ---------------------------------------------------------------- 18 Duolingo (clean)
def t18(rs: RowSet) -> None:
    pkg = "com.duolingo"
    t = Traj("ui", pkg, clock="8:10", batt=84)
    V = "android.view.View"
    learn = [img("Spanish", (42, 150, 162, 250), "currentCourse", click=True),
             tv("41", (300, 160, 420, 240), "streakCounter", desc="41 day streak", click=True),
             tv("1,205", (520, 160, 700, 240), "gemsCounter", desc="1205 gems", click=True),
             tv("5", (860, 160, 960, 240), "heartsCounter", desc="5 hearts", click=True),
             E(V, None, (21, 290, 1059, 470), rid="sectionBanner"), tv("SECTION 2, UNIT 4", (63, 310, 800, 370)),
             tv("Describe your home", (63, 370, 800, 440)), ib("Guidebook", (900, 320, 1030, 440)),
             E(V, None, (380, 620, 700, 900), desc="Lesson 3 of 5, Describe your home", rid="pathNode", click=True),
             tv("START", (430, 540, 650, 610)),
             E(V, None, (460, 980, 620, 1140), desc="Locked lesson", rid="pathNode", en=False),
             E(V, None, (300, 1220, 460, 1380), desc="Locked chest", rid="pathNode", en=False),
             E(V, None, (460, 1460, 620, 1620), desc="Locked lesson", rid="pathNode", en=False)]
    for i, tab in enumerate(("Learn", "Letters", "Leaderboards", "Quests", "Profile", "More")):
        learn.append(E("FrameLayout", None, (180 * i, 2170, 180 * (i + 1), 2337), desc=tab, rid="tabIcon", click=True, sel=(i == 0)))
    t.start(learn)

    def header(progress: int, hearts: int) -> list[dict[str, Any]]:
        return [ib("Quit", (21, 150, 141, 270), "quitButton"),
                E("ProgressBar", None, (180, 190, 860, 230), desc=f"Lesson progress {progress} percent", rid="progressBar"),
                tv(str(hearts), (930, 170, 1040, 250), "heartsIndicator", desc=f"{hearts} hearts")]

    sentence = "La cocina es pequeña pero bonita."

    def ex1(keyboard: bool, typed: str | None, result: bool = False) -> list[dict[str, Any]]:
        els = header(20 if result else 0, 5) + [tv("Write this in English", (42, 300, 1038, 390), "challengeInstruction"),
                                                 img("Character", (42, 420, 300, 720)),
                                                 tv(sentence, (320, 500, 1038, 620), "hintablePrompt", desc=sentence, click=True)]
        if keyboard:
            els.append(et(typed, (42, 760, 1038, 1060), "textInput", hint="Type in English", foc=not result))
        else:
            x, y = 42, 900
            for w in ("kitchen", "The", "bedroom", "pretty", "is", "big", "but", "small", "and"):
                wdt = 40 + 32 * len(w)
                if x + wdt > 1038:
                    x, y = 42, y + 140
                els.append(btn(w, (x, y, x + wdt, y + 120), "optionText"))
                x += wdt + 20
            els.append(btn("Use keyboard", (42, 1380, 500, 1470), "switchInputModeButton"))
        if result:
            els += [E(V, None, (0, 1830, W, 2337), rid="gradingRibbon"), tv("Nice job!", (126, 1870, 900, 1950), "ribbonPrimaryTitle"),
                    btn("CONTINUE", (42, 2160, 1038, 2300), "continueButtonGreen")]
        else:
            els.append(btn("CHECK", (42, 2160 if not keyboard else 1430, 1038, 2300 if not keyboard else 1570), "submitButton", en=bool(typed)))
        return els + (ime() if keyboard and not result else [])

    t.step(t.click("START"), ex1(False, None))
    t.step(t.click("Use keyboard"), ex1(True, None))
    ans = "The kitchen is small but pretty"
    t.step(t.type(ans, "textInput"), ex1(True, ans))
    t.step(t.click("CHECK"), ex1(True, ans, result=True), clock="8:11")

    def ex2(sel: str | None, graded: bool, hearts: int) -> list[dict[str, Any]]:
        els = header(20, hearts) + [tv("Which one of these is “the bathroom”?", (42, 300, 1038, 440), "challengeInstruction")]
        y = 520
        for opt in ("el baño", "la sala", "el dormitorio"):
            els += [E("FrameLayout", None, (42, y, 1038, y + 220), click=not graded, sel=(opt == sel)), img(None, (84, y + 30, 244, y + 190)),
                    tv(opt, (280, y + 70, 1000, y + 150), "optionText")]
            y += 250
        if graded:
            els += [E(V, None, (0, 1780, W, 2337), rid="gradingRibbon"), tv("Correct solution:", (126, 1820, 900, 1890), "ribbonPrimaryTitle"),
                    tv("el baño", (126, 1890, 900, 1960), "ribbonPrimaryText"),
                    btn("GOT IT", (42, 2160, 1038, 2300), "continueButtonRed")]
        else:
            els.append(btn("CHECK", (42, 2160, 1038, 2300), "submitButton", en=sel is not None))
        return els

    t.step(t.click("CONTINUE"), ex2(None, False, 5))
    t.step(t.click("la sala"), ex2("la sala", False, 5))
    t.step(t.click("CHECK"), ex2("la sala", True, 4))
    ex3 = header(20, 4) + [tv("Write this in English", (42, 300, 1038, 390), "challengeInstruction"),
                           img("Character", (42, 420, 300, 720)),
                           tv("Mi dormitorio es grande.", (320, 500, 1038, 620), "hintablePrompt", desc="Mi dormitorio es grande.", click=True),
                           et(None, (42, 760, 1038, 1060), "textInput", hint="Type in English"),
                           btn("Use word bank", (42, 1100, 500, 1190), "switchInputModeButton"),
                           btn("CHECK", (42, 2160, 1038, 2300), "submitButton", en=False)]
    t.step(t.click("GOT IT"), ex3, clock="8:12")
    quit_dlg = [img(None, (390, 700, 690, 1000)), tv("Wait, don't go! You'll lose your progress if you quit now", (84, 1040, 996, 1200), "title"),
                btn("KEEP LEARNING", (84, 1280, 996, 1410), "keepLearningButton"), btn("END SESSION", (84, 1440, 996, 1550), "endSessionButton")]
    t.step(back(), quit_dlg)
    add(rs, t, 18)


# ---------------------------------------------------------------- 19 Loop Habit Tracker (bad: the reminder time differs between detail and edit screens)
def t19(rs: RowSet) -> None:
    pkg = "org.isoron.uhabits"
    t = Traj("ui", pkg, clock="7:05", batt=95)
    habits = [("Meditate 10 min", [True, True, False, True], "92%"), ("Stretch", [False, True, True, True], "74%"),
              ("Read 20 pages", [False, True, True, False], "68%"), ("No sugar", [True, True, True, True], "81%")]
    days = ["TUE\n15", "MON\n14", "SUN\n13", "SAT\n12"]
    main = [tv("Habits", (42, 160, 600, 260), "toolbar_title"), ib("Add habit", (725, 150, 835, 270), "actionCreateHabit"),
            ib("Hide completed", (840, 150, 950, 270), "actionToggleShowCompleted"), ib("More options", (955, 150, 1065, 270))]
    for k, d_ in enumerate(days):
        main.append(tv(d_, (560 + 120 * k, 290, 680 + 120 * k, 400), "header_day"))
    main.append(E("androidx.recyclerview.widget.RecyclerView", None, (0, 410, W, 2337), rid="listView", scroll=True))
    y = 420
    for name, marks, score in habits:
        main += [E("LinearLayout", None, (21, y, 1059, y + 150), rid="cardView", click=True, lclick=True),
                 E("android.view.View", None, (42, y + 40, 112, y + 110), desc=f"Score {score}", rid="scoreRing"),
                 tv(name, (130, y + 45, 540, y + 105), "label")]
        for k, m in enumerate(marks):
            main.append(E("android.view.View", None, (560 + 120 * k, y + 15, 680 + 120 * k, y + 135),
                          desc=f"{'Checked' if m else 'Unchecked'}, {days[k].replace(chr(10), ' ')}", rid="checkmarkButton", click=True, lclick=True))
        y += 160
    t.start(main)

    def detail(freq: str, reminder: str, score: str, month: str, year: str, scrolled: bool = False) -> list[dict[str, Any]]:
        els = [ib("Navigate up", (0, 136, 147, 283)), tv("Read 20 pages", (168, 170, 700, 250), "toolbar_title"),
               ib("Edit habit", (840, 150, 950, 270), "action_edit_habit"), ib("More options", (955, 150, 1065, 270)),
               E("android.widget.ScrollView", None, (0, 290, W, 2337), scroll=True)]
        if not scrolled:
            els += [tv("Did you read 20 pages today?", (42, 310, 1038, 380), "questionLabel"),
                    img(None, (42, 400, 102, 460), "frequencyIcon"), tv(freq, (120, 400, 560, 460), "frequencyLabel"),
                    img(None, (580, 400, 640, 460), "reminderIcon"), tv(reminder, (660, 400, 1000, 460), "reminderLabel"),
                    tv("Non-fiction first, then the novel", (42, 480, 1038, 540), "notesLabel"),
                    tv("Overview", (42, 590, 1038, 660), "title")]
            x = 42
            for val, lab in ((score, "Score"), (month, "Month"), (year, "Year"), ("143", "Total")):
                els += [tv(val, (x, 680, x + 240, 760), "value"), tv(lab, (x, 760, x + 240, 810), "label")]
                x += 250
            els += [tv("Score", (42, 870, 700, 940), "title"), btn("Week", (860, 860, 1038, 940), "scoreSpinner"),
                    E("android.view.View", None, (42, 960, 1038, 1500), desc="Score chart", rid="scoreView"),
                    tv("History", (42, 1560, 700, 1630), "title"), btn("Edit", (860, 1550, 1038, 1630), "edit"),
                    E("android.view.View", None, (42, 1650, 1038, 2300), desc="History chart", rid="historyChart")]
        else:
            els += [tv("Streaks", (42, 310, 700, 380), "title"),
                    tv("34 days", (42, 400, 300, 460)), tv("Jan 3, 2024 – Feb 5, 2024", (320, 400, 1038, 460)),
                    tv("21 days", (42, 470, 300, 530)), tv("Jul 8, 2024 – Jul 28, 2024", (320, 470, 1038, 530)),
                    tv("12 days", (42, 540, 300, 600)), tv("Apr 14, 2024 – Apr 25, 2024", (320, 540, 1038, 600)),
                    tv("Frequency", (42, 660, 700, 730), "title"),
                    E("android.view.View", None, (42, 750, 1038, 1300), desc="Frequency chart", rid="frequencyChart"),
                    tv("Bar chart", (42, 1360, 700, 1430), "title"),
                    E("android.view.View", None, (42, 1450, 1038, 2100), desc="Bar chart", rid="barChart")]
        return els

    t.step(t.click("Read 20 pages"), detail("5 times per week", "9:30 PM", "68%", "+12%", "+31%"))
    t.step(scroll("down"), detail("5 times per week", "9:30 PM", "68%", "+12%", "+31%", scrolled=True))

    def edit(freq: str) -> list[dict[str, Any]]:
        return [ib("Navigate up", (0, 136, 147, 283)), tv("Edit habit", (168, 170, 700, 250), "toolbar_title"),
                btn("Save", (860, 160, 1040, 260), "buttonSave"),
                E("android.widget.ScrollView", None, (0, 290, W, 2337), scroll=True),
                et("Read 20 pages", (42, 310, 880, 450), "nameInput", hint="Name"), ib("Color", (900, 330, 1030, 430), "colorButton"),
                et("Did you read 20 pages today?", (42, 480, 1038, 620), "questionInput", hint="Question (e.g. Did you exercise today?)"),
                tv("Frequency", (42, 650, 1038, 700)), tv(freq, (42, 700, 1038, 800), "boolean_frequency_picker", click=True),
                tv("Reminder", (42, 830, 1038, 880)), tv("9:00 PM", (42, 880, 1038, 980), "reminderTimePicker", click=True),
                tv("Every day", (42, 980, 1038, 1050), "reminderDatePicker", click=True),
                et("Non-fiction first, then the novel", (42, 1080, 1038, 1260), "notesInput", hint="Notes")]

    t.step(t.click("Edit habit"), edit("5 times per week"))
    dlg = [tv("Frequency", (84, 720, 996, 800), "alertTitle")]
    y = 830
    for opt in ("Every day", "Every 2 days", "3 times per week", "5 times per week", "Custom…"):
        dlg.append(E("RadioButton", opt, (84, y, 996, y + 130), check=(opt == "5 times per week"), click=True))
        y += 135
    t.step(t.click("5 times per week"), dlg)
    t.step(t.click("Every day"), edit("Every day"))
    t.step(t.click("Save"), detail("Every day", "9:00 PM", "61%", "+9%", "+27%"))
    add(rs, t, 19, 3, "The edit screen shows the reminder at 9:00 PM while the habit's detail screen just showed 9:30 PM.")


# ---------------------------------------------------------------- 20 Google Calendar (clean)
def t20(rs: RowSet) -> None:
    pkg = "com.google.android.calendar"
    t = Traj("ui", pkg, clock="9:02", batt=88)
    sched = {"Tue 15": [("Sprint planning", "9:30 – 10:30 AM", "Room 2A-Heron"), ("1:1 with Priya", "11:00 – 11:30 AM", "4F-Kestrel"),
                        ("Lunch w/ Sam", "12:30 – 1:30 PM", "Souvla Hayes")],
             "Wed 16": [("Design review", "2 – 3 PM", "4F-Kestrel")],
             "Thu 17": [("Dentist", "3:15 – 4 PM", "Bayview Dental")],
             "Fri 18": [("Team offsite planning", "10 – 11:30 AM", "")],
             "Tue 22": [("1:1 with Priya", "11:00 – 11:30 AM", "4F-Kestrel")]}

    def schedule() -> list[dict[str, Any]]:
        els = [ib("Show Calendar List and Settings drawer", (0, 136, 147, 283)), tv("October", (168, 170, 600, 250), "date_picker_text_view", click=True),
               ib("Search", (610, 150, 720, 270), "action_search"), ib("Jump to Today", (725, 150, 835, 270), "action_today"),
               img("Account: dana.w@northwind.io", (945, 150, 1055, 270), click=True),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 290, W, 2337), rid="timely_list", scroll=True)]
        y = 300
        for day, evs in sched.items():
            dow, num = day.split()
            els += [tv(dow, (21, y, 147, y + 50), "day_of_week"), tv(num, (21, y + 50, 147, y + 120), "day_of_month", click=True)]
            for title, when, loc in evs:
                desc = f"{title}, {when}" + (f", {loc}" if loc else "")
                els += [E("android.view.View", None, (168, y, 1038, y + 150), desc=desc, click=True, lclick=True),
                        tv(title, (200, y + 20, 1000, y + 80)), tv(when + (f", {loc}" if loc else ""), (200, y + 80, 1000, y + 135))]
                y += 160
            y += 30
        els.append(ib("Create new event", (860, 2130, 1040, 2310), "floating_action_button"))
        return els

    t.start(schedule())

    def details(day: str) -> list[dict[str, Any]]:
        rows = [(f"{day} · 11:00 – 11:30 AM", "Weekly on Tuesday"), ("Join with Google Meet", "meet.google.com/xvt-qpga-mke"),
                ("4F-Kestrel (6)", "Northwind HQ-4-4F-Kestrel"), ("2 guests", "1 yes, 1 awaiting"), ("Priya Nair", "Organizer"),
                ("Dana Whitfield", None), ("10 minutes before", None), ("dana.w@northwind.io", None)]
        els = [ib("Close", (0, 136, 147, 283)), ib("Edit event", (725, 150, 835, 270), "edit_button"), ib("More options", (955, 150, 1065, 270)),
               tv("1:1 with Priya", (126, 310, 1038, 410), "title"),
               E("android.widget.ScrollView", None, (0, 430, W, 2337), scroll=True)]
        y = 440
        for a, b in rows:
            els.append(tv(a, (126, y, 1038, y + 60)))
            if b:
                els.append(tv(b, (126, y + 60, 1038, y + 110)))
            y += 140
        els += [tv("Going?", (42, 2180, 300, 2260)), btn("Yes", (320, 2170, 500, 2270), check=True),
                btn("No", (520, 2170, 700, 2270), check=False), btn("Maybe", (720, 2170, 940, 2270), check=False)]
        return els

    t.step(t.click("1:1 with Priya"), details("Tuesday, October 15"))

    def edit(date: str) -> list[dict[str, Any]]:
        return [ib("Close", (0, 136, 147, 283)), btn("Save", (840, 160, 1040, 260), "save"),
                et("1:1 with Priya", (126, 310, 1038, 440), "title", hint="Add title"),
                tv("All-day", (126, 470, 700, 550)), sw(False, (880, 470, 1038, 550), "all_day_switch"),
                tv(date, (126, 580, 700, 660), "start_date", click=True), tv("11:00 AM", (760, 580, 1038, 660), "start_time", click=True),
                tv(date, (126, 690, 700, 770), "end_date", click=True), tv("11:30 AM", (760, 690, 1038, 770), "end_time", click=True),
                tv("Pacific Standard Time", (126, 800, 1038, 880), "timezone", click=True),
                tv("Weekly on Tuesday", (126, 900, 1038, 980), "recurrence", click=True),
                tv("Priya Nair", (126, 1020, 1038, 1090)), tv("Add people", (126, 1100, 1038, 1180), click=True),
                tv("Join with Google Meet", (126, 1220, 1038, 1300), click=True), tv("4F-Kestrel (6)", (126, 1330, 1038, 1410), click=True),
                tv("10 minutes before", (126, 1440, 1038, 1520), click=True), tv("Add notification", (126, 1530, 1038, 1610), click=True),
                tv("Default color", (126, 1650, 1038, 1730), click=True), tv("Busy", (126, 1760, 1038, 1840), click=True)]

    t.step(t.click("Edit event"), edit("Tue, Oct 15, 2024"))

    def picker(day: int) -> list[dict[str, Any]]:
        hdr = {15: "Tue, Oct 15", 16: "Wed, Oct 16"}[day]
        els = [tv("Select date", (84, 520, 996, 580), "mtrl_picker_header_title_text"), tv(hdr, (84, 590, 900, 720), "mtrl_picker_header_selection_text"),
               ib("Switch to text input mode", (900, 600, 1000, 700), "mtrl_picker_header_toggle"),
               tv("October 2024", (84, 760, 600, 840), "month_navigation_fragment_toggle", click=True),
               ib("Change to previous month", (760, 760, 870, 860), "month_navigation_previous"),
               ib("Change to next month", (880, 760, 990, 860), "month_navigation_next")]
        for d_ in range(1, 32):
            r, c = divmod(d_ + 1, 7)
            x, y = 100 + 126 * c, 950 + 120 * r
            els.append(tv(str(d_), (x, y, x + 110, y + 110), desc=f"October {d_}", click=True, check=(d_ == day)))
        els += [btn("Cancel", (560, 1760, 780, 1870), "cancel_button"), btn("OK", (790, 1760, 996, 1870), "confirm_button")]
        return els

    t.step(t.click("start_date"), picker(15))
    t.step(t.click("16"), picker(16))
    t.step(t.click("OK"), edit("Wed, Oct 16, 2024"), clock="9:03")
    rec = [tv("Edit recurring event", (84, 760, 996, 840), "alertTitle")]
    y = 880
    for opt in ("This event", "This and following events", "All events"):
        rec.append(E("RadioButton", opt, (84, y, 996, y + 130), check=(opt == "This event"), click=True))
        y += 135
    rec += [btn("Cancel", (560, 1320, 760, 1430), "android:id/button2"), btn("OK", (780, 1320, 996, 1430), "android:id/button1")]
    t.step(t.click("Save"), rec)
    t.step(t.click("OK"), details("Wednesday, October 16"))
    moved = sched["Tue 15"].pop(1)
    sched["Wed 16"].insert(0, moved)
    t.step(back(), schedule(), clock="9:04")
    add(rs, t, 20)


# ---------------------------------------------------------------- 21 Home Assistant (bad: the dashboard time card goes backwards)
def t21(rs: RowSet) -> None:
    pkg = "io.homeassistant.companion.android"
    t = Traj("xml", pkg)
    V, TV, BTN = "android.view.View", "TextView", "Button"
    base = [E("LinearLayout", None, (0, 0, W, H), d=1), E("FrameLayout", None, (0, 0, W, H), rid="android:id/content", d=2),
            E("android.webkit.WebView", "Home Assistant", (0, 0, W, H), rid="webview", scroll=True, d=3),
            E(V, None, (0, 0, W, H), d=4)]
    st = {"time": "19:42", "lamp": True, "door": "Locked", "target": "21", "outdoor": "11.2", "energy": "7.4"}

    def dash(sidebar: bool = False) -> list[dict[str, Any]]:
        els = base + [E(BTN, None, (0, 90, 147, 237), desc="Sidebar toggle", click=True, d=5),
                      E(TV, "Home", (168, 125, 700, 205), d=5),
                      E(BTN, None, (815, 100, 925, 220), desc="Search entities", click=True, d=5),
                      E(BTN, None, (930, 100, 1040, 220), desc="Assist", click=True, d=5),
                      E(V, None, (0, 250, W, 2337), d=5)]
        tiles = [("Time", st["time"], None), ("Living room lamp", "On" if st["lamp"] else "Off", "lamp"),
                 ("Thermostat", f"Heating · 20.5 °C → {st['target']} °C", None), ("Front door", st["door"], None),
                 ("Garage door", "Closed", None), ("Outdoor temperature", f"{st['outdoor']} °C", None),
                 ("Energy today", f"{st['energy']} kWh", None), ("Washer", "Idle · 0.0 W", None)]
        y = 270
        for k, (name, state, kind) in enumerate(tiles):
            x = 21 if k % 2 == 0 else 549
            els += [E(V, None, (x, y, x + 510, y + 230), desc=name, click=True, d=6),
                    E(TV, name, (x + 40, y + 40, x + 470, y + 110), d=7), E(TV, state, (x + 40, y + 110, x + 470, y + 190), d=7)]
            if kind == "lamp":
                els.append(E(BTN, None, (x + 380, y + 70, x + 490, y + 170), desc="Toggle Living room lamp", click=True, check=st["lamp"], d=7))
            if k % 2 == 1:
                y += 250
        if sidebar:
            els += [E(V, None, (0, 0, 760, H), d=5), E(TV, "Home Assistant", (42, 110, 700, 200), d=6)]
            y = 260
            for item in ("Overview", "Energy", "Map", "Logbook", "History", "Media", "To-do lists", "Developer tools", "Settings"):
                els.append(E(V, item, (0, y, 760, y + 140), click=True, sel=(item == "Overview"), d=6))
                y += 145
            els.append(E(V, "Notifications", (0, 2050, 760, 2190), click=True, d=6))
        return els

    t.start(dash())
    st["lamp"] = False
    t.step(t.click("Toggle Living room lamp"), dash())

    def door(state: str, changed: str) -> list[dict[str, Any]]:
        return base + [E("android.app.Dialog", None, (0, 400, W, 2337), d=5),
                       E(BTN, None, (21, 430, 147, 556), desc="Dismiss dialog", click=True, d=6),
                       E(TV, "Front door", (168, 455, 800, 535), d=6),
                       E(BTN, None, (810, 430, 930, 556), desc="History", click=True, d=6),
                       E(BTN, None, (940, 430, 1060, 556), desc="Settings", click=True, d=6),
                       E(TV, state, (42, 620, 1038, 720), d=6), E(TV, changed, (42, 720, 1038, 780), d=6),
                       E(BTN, "Lock" if state == "Unlocked" else "Unlock", (270, 900, 810, 1030), click=state != "Unlocking", en=state != "Unlocking", d=6),
                       E(TV, "Attributes", (42, 1150, 1038, 1220), d=6), E(TV, "Changed by: Keypad", (42, 1230, 1038, 1290), d=6),
                       E(TV, "Battery: 64 %", (42, 1290, 1038, 1350), d=6)]

    t.step(t.click("Front door"), door("Locked", "Last changed 2 hours ago"))
    t.step(t.click("Unlock"), door("Unlocking", "Last changed 1 second ago"))
    st["door"] = "Unlocked"
    t.step(wait(), door("Unlocked", "Last changed 3 seconds ago"))
    st["time"] = "19:43"
    t.step(t.click("Dismiss dialog"), dash())

    def thermo(target: str) -> list[dict[str, Any]]:
        return base + [E("android.app.Dialog", None, (0, 400, W, 2337), d=5),
                       E(BTN, None, (21, 430, 147, 556), desc="Dismiss dialog", click=True, d=6),
                       E(TV, "Thermostat", (168, 455, 800, 535), d=6),
                       E(V, None, (190, 640, 890, 1340), desc=f"Target temperature {target} °C", d=6),
                       E(TV, "Heating", (390, 820, 690, 880), d=7), E(TV, f"{target} °C", (340, 900, 740, 1060), d=7),
                       E(TV, "Current 20.5 °C", (340, 1080, 740, 1140), d=7),
                       E(BTN, None, (300, 1380, 480, 1560), desc="Decrease temperature", click=True, d=6),
                       E(BTN, None, (600, 1380, 780, 1560), desc="Increase temperature", click=True, d=6),
                       E(BTN, "Mode: Heat", (42, 1640, 520, 1760), click=True, d=6), E(BTN, "Preset: Home", (560, 1640, 1038, 1760), click=True, d=6)]

    t.step(t.click("Thermostat"), thermo("21"))
    t.step(t.click("Increase temperature"), thermo("21.5"))
    t.step(t.click("Increase temperature"), thermo("22"))
    st["target"], st["time"] = "22", "19:45"
    t.step(t.click("Dismiss dialog"), dash())
    st["time"], st["outdoor"], st["energy"] = "19:46", "11.0", "7.5"
    t.step(wait(), dash())
    st["time"] = "19:44"
    t.step(t.click("Sidebar toggle"), dash(sidebar=True))
    log = base + [E(BTN, None, (0, 90, 147, 237), desc="Sidebar toggle", click=True, d=5), E(TV, "Logbook", (168, 125, 700, 205), d=5),
                  E(BTN, None, (930, 100, 1040, 220), desc="Refresh", click=True, d=5),
                  E(BTN, "Today", (42, 260, 520, 370), click=True, d=5), E(BTN, "Choose entity", (560, 260, 1038, 370), click=True, d=5),
                  E(TV, "October 15, 2024", (42, 410, 1038, 480), d=5)]
    y = 500
    for when, what in (("19:43:04", "Front door changed to Unlocked triggered by action lock.unlock"),
                       ("19:43:01", "Front door changed to Unlocking triggered by action lock.unlock"),
                       ("19:42:17", "Living room lamp turned off triggered by action light.turn_off"),
                       ("18:31:12", "Sun set"), ("18:02:47", "Garage door changed to Closed"),
                       ("17:38:20", "Front door changed to Locked triggered by Keypad"),
                       ("17:37:55", "Washer changed to Idle")):
        log += [E(V, None, (0, y, W, y + 200), click=True, d=5), E(TV, what, (126, y + 20, 1038, y + 130), d=6), E(TV, when, (126, y + 130, 600, y + 185), d=6)]
        y += 210
    t.step(t.click("Logbook"), log)
    add(rs, t, 21, 11, "The dashboard Time card reads 19:44 after it already showed 19:45 and 19:46 (clock goes backwards).")


# ---------------------------------------------------------------- 22 Pocket Casts (clean)
def t22(rs: RowSet) -> None:
    pkg = "au.com.shiftyjelly.pocketcasts"
    t = Traj("ui", pkg, clock="6:58", batt=71)
    eps = [{"title": "The Fall of a Crypto Titan + A.I. Search Showdown", "date": "11 October", "dur": 4080, "state": "none"},
           {"title": "Is A.I. Killing the Web?", "date": "4 October", "dur": 3497, "state": "downloaded"},
           {"title": "Meta's Smart Glasses + Listener Mailbag", "date": "27 September", "dur": 3724, "state": "played"},
           {"title": "The iPhone 16 Is Here", "date": "20 September", "dur": 3861, "state": "partial"}]

    def hm(s: int) -> str:
        h, m = divmod(round(s / 60), 60)
        return f"{h}h {m}m" if h else f"{m}m"

    def hms(s: int) -> str:
        h, r = divmod(s, 3600)
        return f"{h}:{r // 60:02d}:{r % 60:02d}" if h else f"{r // 60}:{r % 60:02d}"

    def podcast(mini: bool) -> list[dict[str, Any]]:
        els = [ib("Back", (0, 136, 147, 283)), ib("Share", (725, 150, 835, 270)), ib("Podcast settings", (840, 150, 950, 270)),
               ib("More options", (955, 150, 1065, 270)),
               img("Hard Fork artwork", (390, 300, 690, 600)), tv("Hard Fork", (42, 630, 1038, 720), "podcastTitle"),
               tv("The New York Times", (42, 720, 1038, 780), "podcastAuthor"), btn("Subscribed", (340, 810, 740, 910), "subscribeButton", check=True),
               tv("214 episodes · 3 archived", (42, 950, 800, 1010), "episodeCount"), ib("Search episodes", (940, 940, 1040, 1020)),
               E("androidx.recyclerview.widget.RecyclerView", None, (0, 1030, W, 1960 if mini else 2337), rid="episodesRecyclerView", scroll=True)]
        y = 1040
        for ep in eps:
            s = ep["state"]
            if s == "none":
                status, desc = hm(ep["dur"]), "Download episode"
            elif s == "queued":
                status, desc = "Queued", "Cancel download"
            elif s.startswith("dl"):
                status, desc = f"Downloading {s[2:]}%", "Cancel download"
            elif s == "downloaded":
                status, desc = f"{hm(ep['dur'])} · {ep.get('mb', '53.4 MB')}", "Downloaded"
            elif s == "playing":
                status, desc = f"{hm(ep['dur'] - ep['pos'])} left", "Downloaded"
            elif s == "played":
                status, desc = "Played", "Download episode"
            else:
                status, desc = "21m left", "Download episode"
            els += [E("LinearLayout", None, (0, y, W, y + 220), click=True, lclick=True),
                    tv(ep["date"].upper(), (42, y + 20, 600, y + 70), "date"), tv(ep["title"], (42, y + 70, 800, y + 150), "title"),
                    tv(status, (42, y + 150, 800, y + 200), "info"),
                    ib(desc, (820, y + 60, 920, y + 160), "downloadButton"),
                    ib("Pause" if s == "playing" else "Play", (930, y + 50, 1050, y + 170), "playButton")]
            y += 225
        if mini:
            ep = eps[0]
            els += [E("FrameLayout", None, (0, 1960, W, 2140), rid="miniPlayer", click=True),
                    img("Hard Fork artwork", (21, 1980, 161, 2120)), tv(ep["title"], (180, 2000, 800, 2100), "episodeTitle"),
                    ib("Skip back", (800, 2000, 880, 2100), "skipBack"), ib("Pause", (885, 1990, 985, 2110), "playButton"),
                    ib("Skip forward", (990, 2000, 1070, 2100), "skipForward")]
        for i, tab in enumerate(("Podcasts", "Filters", "Discover", "Profile")):
            els.append(E("FrameLayout", None, (270 * i, 2150, 270 * (i + 1), 2337), desc=tab, rid="navigation_bar_item_icon_container", click=True, sel=(i == 0)))
        return els

    t.start(podcast(False))
    eps[0]["state"] = "queued"
    t.step(t.click("Download episode"), podcast(False))
    eps[0]["state"] = "dl34"
    t.step(wait(), podcast(False))
    eps[0]["state"], eps[0]["mb"] = "downloaded", "62.4 MB"
    t.step(wait(), podcast(False), clock="6:59")
    eps[0]["state"], eps[0]["pos"] = "playing", 2
    t.step(t.click("Play"), podcast(True))

    def player(pos: int, speed: str, effects: bool = False) -> list[dict[str, Any]]:
        ep = eps[0]
        els = [ib("Close", (0, 136, 147, 283)), ib("Share", (840, 150, 950, 270)), ib("More options", (955, 150, 1065, 270)),
               img("Hard Fork artwork", (140, 330, 940, 1130)), tv(ep["title"], (42, 1180, 1038, 1300), "episodeTitle"),
               tv("Hard Fork", (42, 1300, 1038, 1360), "podcastTitle"),
               E("SeekBar", None, (42, 1420, 1038, 1480), desc=f"{hms(pos)} of {hms(ep['dur'])}", rid="seekBar", click=True),
               tv(hms(pos), (42, 1490, 400, 1550), "elapsedTime"), tv("-" + hms(ep["dur"] - pos), (680, 1490, 1038, 1550), "remainingTime"),
               ib("Skip back 10 seconds", (160, 1620, 320, 1780), "skipBack"), ib("Pause", (440, 1600, 640, 1800), "largePlayButton"),
               ib("Skip forward 45 seconds", (760, 1620, 920, 1780), "skipForward"),
               btn(speed, (42, 1900, 250, 2000), "effects", desc="Playback effects"), ib("Sleep timer", (300, 1900, 420, 2000), "sleep"),
               ib("Star episode", (470, 1900, 590, 2000), "star"), ib("Up next", (940, 1900, 1060, 2000), "upNext")]
        if effects:
            els += [E("FrameLayout", None, (0, 1300, W, 2337), rid="design_bottom_sheet"), tv("Playback effects", (42, 1340, 1038, 1420)),
                    tv("Playback speed", (42, 1470, 600, 1540)), ib("Decrease speed", (640, 1450, 760, 1570), "btnSpeedDown"),
                    tv(speed, (770, 1470, 900, 1540), "lblSpeed"), ib("Increase speed", (910, 1450, 1030, 1570), "btnSpeedUp"),
                    tv("Trim silence", (42, 1620, 700, 1690)), sw(False, (880, 1610, 1038, 1700), "switchTrim"),
                    tv("Volume boost", (42, 1760, 700, 1830)), sw(False, (880, 1750, 1038, 1840), "switchVolume"),
                    btn("Apply to this podcast only", (42, 1920, 1038, 2040), "globalEffectsToggle", check=False)]
        return els

    t.step(t.click("miniPlayer"), player(9, "1.0x"))
    t.step(t.click("Playback effects"), player(14, "1.0x", effects=True))
    t.step(t.click("Increase speed"), player(16, "1.1x", effects=True))
    t.step(back(), player(31, "1.1x"), clock="7:00")
    add(rs, t, 22)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
