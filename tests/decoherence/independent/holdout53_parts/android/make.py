# ruff: noqa: E501
"""Held-out set h53, domain ``android``: 22 AndroidWorld-style trajectories (11 clean, 11 with one contradiction).

Every trajectory drives a simulated Pixel phone with AndroidWorld JSON actions. Most observations are the
``UI element N: UIElement(...)`` list AndroidWorld agents read; five trajectories use the uiautomator XML
hierarchy instead (their actions then tap by coordinates). Screens are built from small per-app render
functions fed with an explicit app state, so a clean trajectory only changes what its actions change, and a
contradicting one differs in exactly the one detail its label names.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from tests.decoherence.independent.rowkit2 import RowSet, droid

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action (AndroidWorld JSON action; `index` refers to the element numbering of the current screen, `x`/`y` to screen pixels)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

---

# Content Requirements

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

CLS = {
    "tv": "android.widget.TextView", "btn": "android.widget.Button", "ib": "android.widget.ImageButton",
    "iv": "android.widget.ImageView", "et": "android.widget.EditText", "sw": "android.widget.Switch",
    "cb": "android.widget.CheckBox", "rb": "android.widget.RadioButton", "sb": "android.widget.SeekBar",
    "rv": "androidx.recyclerview.widget.RecyclerView", "ll": "android.widget.LinearLayout",
    "fl": "android.widget.FrameLayout", "rl": "android.widget.RelativeLayout", "v": "android.view.View",
    "vg": "android.view.ViewGroup", "lv": "android.widget.ListView", "sv": "android.widget.ScrollView",
    "pb": "android.widget.ProgressBar", "ctv": "android.widget.CheckedTextView", "wv": "android.webkit.WebView",
    "tb": "android.widget.ToggleButton", "hsv": "android.widget.HorizontalScrollView",
}
SYSUI = "com.android.systemui"


def _el(text: str | None = None, cd: str | None = None, cls: str = "tv", box: tuple[int, int, int, int] = (0, 0, 0, 0),
        pkg: str = "", rid: str | None = None, click: bool = False, longc: bool = False, checkable: bool = False,
        checked: bool = False, edit: bool = False, focus: bool = False, focusable: bool | None = None,
        scroll: bool = False, sel: bool = False, en: bool = True, hint: str | None = None, d: int = 1,
        pw: bool = False) -> dict[str, Any]:
    if rid is not None and ":" not in rid:
        rid = f"{pkg}:id/{rid}"
    return {"text": text, "cd": cd, "cls": CLS.get(cls, cls), "box": box, "pkg": pkg, "rid": rid, "click": click,
            "longc": longc, "checkable": checkable, "checked": checked, "edit": edit, "focus": focus,
            "focusable": (click or edit) if focusable is None else focusable, "scroll": scroll, "sel": sel,
            "en": en, "hint": hint, "d": d, "pw": pw}


class Scr:
    """One screen: the status bar, the app's elements stacked top to bottom, the three-button navigation bar."""

    def __init__(self, pkg: str, clock: str, *, batt: int = 84, icons: tuple[str, ...] = (), sig: str = "Phone four bars.",
                 wifi: str = "Wifi signal full.", nav: bool = True, xml: bool = False, top: int = 136) -> None:
        self.pkg, self.nav, self.xml, self.y = pkg, nav, xml, top
        self.sys: list[dict[str, Any]] = [_el(clock, cls="tv", box=(42, 142, 22, 114), pkg=SYSUI, rid="clock")]
        for i, ic in enumerate(icons):
            self.sys.append(_el(None, ic, "iv", (160 + 58 * i, 206 + 58 * i, 38, 98), SYSUI, "notificationIcons"))
        self.sys += [_el(None, wifi, "iv", (812, 866, 38, 98), SYSUI, "wifi_signal"),
                     _el(None, sig, "iv", (876, 926, 38, 98), SYSUI, "mobile_signal"),
                     _el(None, f"Battery {batt} percent.", "v", (938, 1040, 38, 98), SYSUI, "battery")]
        self.els: list[dict[str, Any]] = []

    def add(self, text: str | None = None, cd: str | None = None, cls: str = "tv", h: int = 110,
            x: tuple[int, int] = (42, 1038), row: bool = False, y: int | None = None, **kw: Any) -> "Scr":
        if row and self.els:
            y0, y1 = self.els[-1]["box"][2], self.els[-1]["box"][3]
        elif y is not None:
            y0, y1 = y, y + h
        else:
            y0, y1 = self.y, self.y + h
            self.y = y1
        self.els.append(_el(text, cd, cls, (x[0], x[1], y0, y1), self.pkg, **kw))
        return self

    def box(self, cls: str, y0: int, y1: int, x: tuple[int, int] = (0, 1080), **kw: Any) -> "Scr":
        """A container (list, scroll view, dialog frame) whose bounds are given, without moving the cursor."""
        self.els.append(_el(None, kw.pop("cd", None), cls, (x[0], x[1], y0, y1), self.pkg, **kw))
        return self

    def row(self, title: str, sub: str | None = None, right: str | None = None, badge: str | None = None, *,
            h: int | None = None, icon: str | None = None, x0: int | None = None, rids: tuple[str, ...] = (),
            cont: str = "ll", longc: bool = False, widget: str | None = None, checked: bool = False,
            wcd: str | None = None, sel: bool = False, click: bool = True) -> "Scr":
        """A list row: optional leading icon, a title, a subtitle, a right-hand label or badge, a trailing widget."""
        r = list(rids) + [""] * (5 - len(rids))
        h = h or (196 if sub else 140)
        y0 = self.y
        self.box(cont, y0, y0 + h, click=click, longc=longc, sel=sel, rid=r[4] or None)
        xs = x0 if x0 is not None else (200 if icon else 42)
        if icon:
            self.add(None, icon, "iv", y=y0 + (h - 112) // 2, h=112, x=(42, 154))
        tr = 760 if right else (880 if widget else 1038)
        ty = y0 + 30 if sub else y0 + (h - 62) // 2
        self.add(title, y=ty, h=62, x=(xs, tr), rid=r[0] or None)
        if right:
            self.add(right, y=ty, h=62, x=(780, 1038), rid=r[2] or None)
        if sub:
            self.add(sub, y=y0 + 98, h=h - 128, x=(xs, 930 if badge else (880 if widget else 1038)), rid=r[1] or None)
        if badge:
            self.add(badge, y=y0 + 98, h=58, x=(960, 1030), rid=r[3] or None)
        if widget:
            self.add(None, wcd, widget, y=y0 + (h - 84) // 2, h=84, x=(900, 1038), click=True, checkable=True,
                     checked=checked, rid=r[3] or None)
        self.y = y0 + h
        return self

    def gap(self, h: int) -> "Scr":
        self.y += h
        return self

    def all(self) -> list[dict[str, Any]]:
        out = self.sys + self.els
        if self.nav:
            out += [_el(None, "Back", "ib", (160, 360, 2274, 2400), SYSUI, "back", click=True),
                    _el(None, "Home", "ib", (440, 640, 2274, 2400), SYSUI, "home_button", click=True),
                    _el(None, "Overview", "ib", (720, 920, 2274, 2400), SYSUI, "recent_apps", click=True)]
        return out

    def render(self) -> str:
        return self._xml() if self.xml else self._ui()

    def _ui(self) -> str:
        lines = []
        for i, e in enumerate(self.all()):
            x0, x1, y0, y1 = e["box"]
            lines.append(
                f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['cd']!r}, class_name={e['cls']!r}, "
                f"bbox=None, bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1}), hint_text={e['hint']!r}, "
                f"is_checked={e['checked']}, is_checkable={e['checkable']}, is_clickable={e['click']}, is_editable={e['edit']}, "
                f"is_enabled={e['en']}, is_focused={e['focus']}, is_focusable={e['focusable']}, is_long_clickable={e['longc']}, "
                f"is_scrollable={e['scroll']}, is_selected={e['sel']}, is_visible=True, package_name={e['pkg']!r}, "
                f"resource_name={e['rid']!r}, tooltip=None, resource_id=None, metadata=None)")
        return "\n".join(lines)

    def _xml(self) -> str:
        sysroot = _el(None, None, "fl", (0, 1080, 0, 136), SYSUI, "status_bar", d=0)
        approot = _el(None, None, "fl", (0, 1080, 0, 2400 if not self.nav else 2274), self.pkg, None, d=0)
        groups = [(approot, self.els), (sysroot, self.sys)]
        if self.nav:
            navroot = _el(None, None, "fl", (0, 1080, 2274, 2400), SYSUI, "navigation_bar_frame", d=0)
            navs = [e for e in self.all() if e["rid"] and e["rid"].split("/")[-1] in ("back", "home_button", "recent_apps")]
            groups.append((navroot, navs))
        out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">']
        for root, kids in groups:
            tree: list[Any] = [root, []]
            stack: list[tuple[int, list[Any]]] = [(0, tree)]
            for e in kids:
                while stack[-1][0] >= e["d"]:
                    stack.pop()
                node: list[Any] = [e, []]
                stack[-1][1][1].append(node)
                stack.append((e["d"], node))
            _xml_node(tree, 0, 1, out)
        out.append("</hierarchy>")
        return "\n".join(out)


def _xml_node(node: list[Any], index: int, depth: int, out: list[str]) -> None:
    e, kids = node
    x0, x1, y0, y1 = e["box"]

    def b(v: bool) -> str:
        return "true" if v else "false"

    attrs = (f'index="{index}" text="{escape(e["text"] or "", {chr(34): "&quot;"})}" resource-id="{e["rid"] or ""}" '
             f'class="{e["cls"]}" package="{e["pkg"]}" content-desc="{escape(e["cd"] or "", {chr(34): "&quot;"})}" '
             f'checkable="{b(e["checkable"])}" checked="{b(e["checked"])}" clickable="{b(e["click"])}" '
             f'enabled="{b(e["en"])}" focusable="{b(e["focusable"])}" focused="{b(e["focus"])}" '
             f'scrollable="{b(e["scroll"])}" long-clickable="{b(e["longc"])}" password="{b(e["pw"])}" '
             f'selected="{b(e["sel"])}" bounds="[{x0},{y0}][{x1},{y1}]"')
    pad = "  " * depth
    if not kids:
        out.append(f"{pad}<node {attrs} />")
        return
    out.append(f"{pad}<node {attrs}>")
    for i, k in enumerate(kids):
        _xml_node(k, i, depth + 1, out)
    out.append(f"{pad}</node>")


class Traj:
    """Builds the (action, observation) turns; actions target elements of the screen shown before them."""

    def __init__(self, start: Scr) -> None:
        self.state = start.render()
        self.prev = start
        self.turns: list[tuple[str, str]] = []

    def _find(self, label: str, nth: int = 0) -> dict[str, Any]:
        els = self.prev.all()
        hits = [i for i, e in enumerate(els) if label in (e["text"], e["cd"])
                or (e["rid"] and e["rid"].endswith("/" + label))]
        if len(hits) <= nth:
            raise KeyError(f"{label!r} not on screen")
        i = hits[nth]
        if self.prev.xml:
            x0, x1, y0, y1 = els[i]["box"]
            return {"x": (x0 + x1) // 2, "y": (y0 + y1) // 2}
        return {"index": i}

    def push(self, action: str, nxt: Scr) -> "Traj":
        self.turns.append((action, nxt.render()))
        self.prev = nxt
        return self

    def tap(self, label: str, nxt: Scr, nth: int = 0) -> "Traj":
        return self.push(droid("click", **self._find(label, nth)), nxt)

    def long(self, label: str, nxt: Scr, nth: int = 0) -> "Traj":
        return self.push(droid("long_press", **self._find(label, nth)), nxt)

    def type(self, label: str, text: str, nxt: Scr, nth: int = 0) -> "Traj":
        return self.push(droid("input_text", text=text, **self._find(label, nth)), nxt)

    def back(self, nxt: Scr) -> "Traj":
        return self.push(droid("navigate_back"), nxt)

    def scroll(self, direction: str, nxt: Scr) -> "Traj":
        return self.push(droid("scroll", direction=direction), nxt)

    def wait(self, nxt: Scr) -> "Traj":
        return self.push(droid("wait"), nxt)

    def done(self, rs: RowSet, tid: str, *, bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
        rs.add("android", tid, SYSTEM, self.turns, state=self.state, bad=bad, turn=turn, kind=kind)


def money(v: float) -> str:
    return f"${v:,.2f}"


# ------------------------------------------------------------------ 01 WhatsApp (one contradiction: member count)
WA = "com.whatsapp"


def wa_bar(s: Scr, title: str, sub: str | None) -> None:
    s.add(None, "Navigate up", "ib", h=150, x=(0, 120), click=True)
    s.add(None, f"{title} profile picture" if sub else None, "iv", h=110, x=(120, 230), y=156, click=True, rid="conversation_contact_photo")
    s.add(title, y=150, h=70 if sub else 110, x=(250, 700), click=True, rid="conversation_contact_name")
    if sub:
        s.add(sub, y=220, h=50, x=(250, 700), rid="conversation_contact_status")
    s.add(None, "Video call", "ib", y=136, h=150, x=(700, 820), click=True, rid="menuitem_video_call")
    s.add(None, "Voice call", "ib", y=136, h=150, x=(820, 940), click=True, rid="menuitem_voice_call")
    s.add(None, "More options", "ib", y=136, h=150, x=(940, 1080), click=True)


def wa_chats(clock: str, icons: tuple[str, ...]) -> Scr:
    s = Scr(WA, clock, batt=71, icons=icons)
    s.add("WhatsApp", h=150, x=(42, 600), rid="toolbar_title")
    s.add(None, "Camera", "ib", h=150, x=(800, 920), row=True, click=True, rid="menuitem_camera")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.add("Ask Meta AI or Search", None, "tv", h=120, x=(42, 1038), click=True, rid="my_search_bar")
    s.gap(20)
    for i, (chip, selected) in enumerate((("All", True), ("Unread 19", False), ("Favorites", False), ("Groups", False))):
        s.add(chip, None, "btn", h=100, x=(42 + 230 * i, 252 + 230 * i), row=i > 0, click=True, sel=selected)
    s.box("lv", s.y, 2050, scroll=True, rid="android:id/list")
    rows = [("Okafor Family", "Ngozi: Sunday lunch at 1 — who's bringing dessert?", "8:04 AM", "3"),
            ("Daniel Reyes", "Sent the invoice, check pages 2–3", "Yesterday", None),
            ("Climbing Crew 🧗", "Maya: Wall opens at 6:30 tomorrow, bring chalk", "Yesterday", "16"),
            ("Priya Natarajan", "👍", "Yesterday", None),
            ("Mr. Haskins (landlord)", "Plumber is coming Thursday between 10 and 12", "Monday", None),
            ("Mum", "Call me when you're free x", "Monday", None),
            ("Tomás Ibarra", "📷 Photo", "Sunday", None)]
    for name, msg, when, unread in rows:
        s.row(name, msg, when, unread, icon=None, x0=200, longc=True,
              rids=("conversations_row_contact_name", "single_msg_tv", "conversations_row_date", "conversations_row_message_count"))
    s.add(None, "New chat", "ib", y=1890, h=150, x=(888, 1038), click=True, rid="fab")
    for i, tab in enumerate(("Chats", "Updates", "Communities", "Calls")):
        s.add(tab, None, "fl", y=2060, h=200, x=(270 * i, 270 * i + 270), click=True, sel=tab == "Chats", rid="navigation_bar_item_small_label_view")
    return s


FAMILY_MSGS = [("Yesterday", None, None), ("Chidi Okafor", "Photos from Ada's graduation are in the shared album now", "9:41 PM"),
               ("Ada Okafor", "Thank you all for coming ❤️", "9:58 PM"), ("Today", None, None),
               ("3 UNREAD MESSAGES", None, None),
               ("Ngozi Okafor", "Good morning! Mama says lunch is at our place this Sunday", "7:52 AM"),
               ("Tunde Bello", "I can do the jollof", "7:58 AM"),
               ("Ngozi Okafor", "Sunday lunch at 1 — who's bringing dessert?", "8:04 AM")]


def wa_family(clock: str) -> Scr:
    s = Scr(WA, clock, batt=71)
    wa_bar(s, "Okafor Family", "Ada, Chidi, Emeka, Ngozi, Tunde, Uche, You")
    s.y = 286
    s.box("lv", 286, 2080, scroll=True, rid="conversation_list")
    s.gap(30)
    for who, text, when in FAMILY_MSGS:
        if text is None:
            s.add(who, h=80, x=(380, 700) if who != "3 UNREAD MESSAGES" else (300, 780), rid="conversation_row_date_divider" if who != "3 UNREAD MESSAGES" else "unread_divider_tv")
            s.gap(20)
            continue
        s.add(who, h=54, x=(72, 700), rid="name_in_group_tv")
        s.add(text, h=110 if len(text) < 38 else 160, x=(72, 860), rid="message_text", longc=True)
        s.add(when, h=44, x=(700, 860), rid="date")
        s.gap(24)
    s.add(None, "Emoji", "ib", y=2090, h=140, x=(20, 140), click=True, rid="emoji_picker_btn")
    s.add(None, None, "et", y=2090, h=140, x=(140, 700), click=True, edit=True, hint="Message", rid="entry")
    s.add(None, "Attach", "ib", y=2090, h=140, x=(700, 810), click=True, rid="input_attach_button")
    s.add(None, "Camera", "ib", y=2090, h=140, x=(810, 910), click=True, rid="camera_btn")
    s.add(None, "Voice message", "ib", y=2090, h=140, x=(920, 1060), click=True, rid="voice_note_btn")
    return s


def wa_info(clock: str, muted: str | None) -> Scr:
    s = Scr(WA, clock, batt=71)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 120), click=True)
    s.add(None, "More options", "ib", h=150, x=(940, 1080), row=True, click=True)
    s.box("sv", 286, 2274, scroll=True)
    s.add(None, "Okafor Family profile picture", "iv", h=300, x=(390, 690), click=True, rid="profile_picture_image")
    s.add("Okafor Family", h=90, x=(42, 1038), click=True, rid="group_title")
    s.add("Group · 7 members", h=60, x=(42, 1038), rid="group_subtitle")
    for i, b in enumerate(("Audio", "Video", "Add", "Search")):
        s.add(b, None, "btn", y=s.y + 30, h=180, x=(42 + 252 * i, 282 + 252 * i), click=True, row=False)
        s.y -= 180
    s.y += 240
    s.add("Family stuff only 🙏🏾 — no forwards please", h=100, x=(42, 1038), click=True, rid="group_description")
    s.add("Created by Ngozi Okafor, 3/14/21", h=60, x=(42, 1038), rid="group_creation_info")
    s.gap(30)
    s.row("Media, links, and docs", None, "214", rids=("media_title", "", "media_count"), h=130)
    s.row("Notifications", None, rids=("notifications_title",), h=130)
    s.row("Mute notifications", muted, widget="sw", checked=muted is not None, h=170 if muted else 130,
          rids=("mute_title", "mute_subtitle", "", "mute_switch"))
    s.row("Media visibility", None, h=130)
    s.row("Encryption", "Messages and calls are end-to-end encrypted. Tap to verify.", h=190)
    s.row("Disappearing messages", "Off", h=170, rids=("disappearing_messages_title", "disappearing_messages_subtitle"))
    s.add("7 members", h=100, x=(42, 880), rid="participants_title")
    s.add(None, "Search members", "ib", h=100, x=(900, 1038), row=True, click=True, rid="search_participants")
    return s


def wa_members(clock: str, count: str) -> Scr:
    s = Scr(WA, clock, batt=71)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 120), click=True)
    s.add("Okafor Family", h=150, x=(140, 900), row=True, rid="toolbar_title")
    s.add(None, "More options", "ib", h=150, x=(940, 1080), row=True, click=True)
    s.box("sv", 286, 2274, scroll=True)
    s.row("Media visibility", None, h=130)
    s.row("Encryption", "Messages and calls are end-to-end encrypted. Tap to verify.", h=190)
    s.row("Disappearing messages", "Off", h=170, rids=("disappearing_messages_title", "disappearing_messages_subtitle"))
    s.add(count, h=100, x=(42, 880), rid="participants_title")
    s.add(None, "Search members", "ib", h=100, x=(900, 1038), row=True, click=True, rid="search_participants")
    s.row("Add members", None, icon="Add members", h=150)
    s.row("Invite via link", None, icon="Invite via link", h=150)
    for name, about, admin in (("You", "Available", None), ("Ngozi Okafor", "Grace upon grace ✨", "Group admin"),
                               ("Ada Okafor", "BSc done 🎓", None), ("Chidi Okafor", "Busy", None),
                               ("Emeka Okafor", "Hey there! I am using WhatsApp.", None), ("Tunde Bello", "On a mission", None)):
        s.row(name, about, admin, icon=f"{name} profile picture" if name != "You" else "Your profile picture", h=170,
              rids=("name", "status", "admin"))
    return s


def wa_popup(clock: str) -> Scr:
    s = Scr(WA, clock, batt=71)
    s.box("lv", 700, 1680, x=(90, 990), rid="select_dialog_listview")
    for i, item in enumerate(("Message Chidi Okafor", "Voice call Chidi Okafor", "Video call Chidi Okafor", "View Chidi Okafor",
                              "Make group admin", "Remove Chidi Okafor", "Verify security code")):
        s.add(item, None, "tv", y=700 + 140 * i, h=140, x=(90, 990), click=True, rid="android:id/text1")
    return s


def wa_chidi(clock: str, typed: str | None) -> Scr:
    s = Scr(WA, clock, batt=71)
    wa_bar(s, "Chidi Okafor", "last seen today at 7:40 AM")
    s.y = 286
    s.box("lv", 286, 2080, scroll=True, rid="conversation_list")
    s.gap(30)
    for who, text, when in (("Oct 9", None, None), ("me", "Did you get the tickets for Saturday?", "6:12 PM"),
                            ("Chidi", "Yes!! Row F, seats 11 and 12", "6:30 PM"), ("me", "Legend 🙌", "6:31 PM"),
                            ("Yesterday", None, None), ("Chidi", "📷 Photo", "9:40 PM"),
                            ("Chidi", "Ada in her gown lol", "9:40 PM"), ("me", "She looks so happy", "10:02 PM")):
        if text is None:
            s.add(who, h=80, x=(400, 680), rid="conversation_row_date_divider")
            s.gap(20)
            continue
        xr = (300, 1010) if who == "me" else (72, 860)
        s.add(text, h=110, x=xr, rid="message_text", longc=True)
        s.add(when + (" · Read" if who == "me" else ""), h=44, x=(xr[1] - 260, xr[1]), rid="date")
        s.gap(24)
    s.add(None, "Emoji", "ib", y=2090, h=140, x=(20, 140), click=True, rid="emoji_picker_btn")
    s.add(typed, None, "et", y=2090, h=140, x=(140, 700), click=True, edit=True, focus=typed is not None,
          hint="Message", rid="entry")
    s.add(None, "Attach", "ib", y=2090, h=140, x=(700, 810), click=True, rid="input_attach_button")
    if typed:
        s.add(None, "Send", "ib", y=2090, h=140, x=(920, 1060), click=True, rid="send")
    else:
        s.add(None, "Camera", "ib", y=2090, h=140, x=(810, 910), click=True, rid="camera_btn")
        s.add(None, "Voice message", "ib", y=2090, h=140, x=(920, 1060), click=True, rid="voice_note_btn")
    return s


def wa_dialog(clock: str, choice: str) -> Scr:
    s = Scr(WA, clock, batt=71)
    s.box("fl", 640, 1720, x=(80, 1000), rid="android:id/parentPanel")
    s.add("Mute notifications", y=700, h=90, x=(140, 940), rid="android:id/alertTitle")
    s.add("Other members will not see that you muted this chat. You will still be notified if you are mentioned.",
          y=800, h=200, x=(140, 940), rid="android:id/message")
    for i, opt in enumerate(("8 hours", "1 week", "Always")):
        s.add(opt, None, "rb", y=1020 + 150 * i, h=150, x=(120, 960), click=True, checkable=True, checked=opt == choice,
              rid="mute_option")
    s.add("Cancel", None, "btn", y=1560, h=120, x=(560, 760), click=True, rid="android:id/button2")
    s.add("OK", None, "btn", y=1560, h=120, x=(780, 960), click=True, rid="android:id/button1")
    return s


def t01(rs: RowSet) -> None:
    t = Traj(wa_chats("8:15", ("WhatsApp notification: Okafor Family: 3 new messages",)))
    t.tap("Okafor Family", wa_family("8:15"))
    t.tap("Okafor Family", wa_info("8:16", None))
    t.tap("Mute notifications", wa_dialog("8:16", "8 hours"))
    t.tap("1 week", wa_dialog("8:16", "1 week"))
    t.tap("OK", wa_info("8:17", "Muted until 10/21/25, 8:17 AM"))
    t.scroll("down", wa_members("8:17", "6 members"))
    t.tap("Chidi Okafor", wa_popup("8:17"))
    t.tap("Message Chidi Okafor", wa_chidi("8:18", None))
    t.type("entry", "Can you bring the folding chairs on Sunday?", wa_chidi("8:18", "Can you bring the folding chairs on Sunday?"))
    t.done(rs, "h53-android-01", bad=True, turn=6,
           kind="after scrolling the group info the members header reads '6 members', but the same group showed 'Group · 7 members' and '7 members' and no one was removed")


# ------------------------------------------------------------------ 02 Simple SMS Messenger (clean)
SMS = "com.simplemobiletools.smsmessenger"
SMS_LIST = [("+1 (650) 555-0172", "Your verification code is 482913. Do not share it.", "9:02 AM"),
            ("Aunt Rosa", "Can you pick up the cake at 4? It's under Delgado at Tartine", "8:47 AM"),
            ("Marcus Lee", "lol ok see you there", "Oct 13"),
            ("CVS Pharmacy", "Your prescription is ready for pickup at CVS #4471, 1055 Sutter St. Reply HELP for help", "Oct 12"),
            ("Jenna Whitfield", "Thanks!! 🙏", "Oct 10"),
            ("+1 (415) 555-0199", "Last chance: 20% off all fall jackets ends tonight. Reply STOP to unsubscribe", "Oct 8")]


def sms_main(clock: str, convs: list[tuple[str, str, str]], icons: tuple[str, ...] = (), selected: str | None = None) -> Scr:
    s = Scr(SMS, clock, batt=93, icons=icons)
    if selected:
        s.add(None, "Done", "ib", h=150, x=(0, 140), click=True, rid="action_mode_close_button")
        s.add(f"1 / {len(convs)}", h=150, x=(150, 420), row=True, rid="action_mode_title")
        for i, ic in enumerate(("Delete", "Archive", "Block number", "Select all", "More options")):
            s.add(None, ic, "btn" if ic != "More options" else "ib", y=136, h=150, x=(440 + 126 * i, 566 + 126 * i), click=True,
                  rid=f"cab_{ic.lower().replace(' ', '_')}" if ic != "More options" else None)
    else:
        s.add(None, None, "et", h=150, x=(42, 800), click=True, edit=True, hint="Search", rid="top_toolbar_search")
        s.add(None, "Search", "btn", h=150, x=(800, 930), row=True, click=True, rid="search")
        s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("rv", 286, 2274, scroll=True, rid="conversations_list")
    for name, body, when in convs:
        s.row(name, body, when, icon=f"{name} contact photo", longc=True, sel=name == selected, h=206,
              rids=("conversation_address", "conversation_body_short", "conversation_date", "", "conversation_frame"))
    if not selected:
        s.add(None, "New conversation", "ib", y=2064, h=160, x=(858, 1018), click=True, rid="conversations_fab")
    return s


ROSA_MSGS = [("Oct 12", None, None), ("them", "Are you coming to Lucia's recital next Saturday?", "4:10 PM"),
             ("me", "Wouldn't miss it!", "4:22 PM"), ("Today", None, None),
             ("them", "Can you pick up the cake at 4? It's under Delgado at Tartine", "8:47 AM")]


def sms_thread(clock: str, title: str, msgs: list[tuple[str, str | None, str | None]], typed: str | None = None) -> Scr:
    s = Scr(SMS, clock, batt=93)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True)
    s.add(title, h=150, x=(160, 760), row=True, rid="thread_toolbar_title")
    s.add(None, "Dial number", "btn", h=150, x=(800, 930), row=True, click=True, rid="dial")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("rv", 286, 2060, scroll=True, rid="thread_messages_list")
    s.gap(30)
    for who, text, when in msgs:
        if text is None:
            s.add(who, h=80, x=(380, 700), rid="thread_date_time")
            continue
        xr = (330, 1030) if who == "me" else (50, 760)
        s.add(text, h=110 if len(text) < 36 else 170, x=xr, click=True, longc=True, rid="thread_message_body")
        s.add(when, h=50, x=(xr[1] - 220, xr[1]), rid="thread_message_time")
        s.gap(20)
    s.add(None, "Attachment", "ib", y=2080, h=150, x=(0, 130), click=True, rid="thread_add_attachment")
    s.add(typed, None, "et", y=2080, h=150, x=(130, 860), click=True, edit=True, focus=typed is not None,
          hint="Type a message…", rid="thread_type_message")
    if typed:
        s.add(f"{len(typed)}/160", y=2080, h=40, x=(860, 1060), rid="thread_character_counter")
    s.add("SMS", "Send", "btn", y=2120, h=110, x=(860, 1060), click=True, en=typed is not None, rid="thread_send_message")
    return s


def sms_dialog(clock: str) -> Scr:
    s = Scr(SMS, clock, batt=93)
    s.box("fl", 900, 1420, x=(80, 1000), rid="android:id/parentPanel")
    s.add("Are you sure you want to delete 1 conversation?", y=960, h=180, x=(140, 940), rid="confirm_delete_message")
    s.add("No", None, "btn", y=1260, h=120, x=(560, 760), click=True, rid="android:id/button2")
    s.add("Yes", None, "btn", y=1260, h=120, x=(780, 960), click=True, rid="android:id/button1")
    return s


def t02(rs: RowSet) -> None:
    reply = "Yes, I'll grab it on the way home."
    order = SMS_LIST[:]
    t = Traj(sms_main("9:12", order, ("Simple SMS Messenger notification: Aunt Rosa",)))
    t.tap("Aunt Rosa", sms_thread("9:12", "Aunt Rosa", ROSA_MSGS))
    t.type("thread_type_message", reply, sms_thread("9:13", "Aunt Rosa", ROSA_MSGS, reply))
    sent = ROSA_MSGS + [("me", reply, "9:14 AM")]
    t.tap("SMS", sms_thread("9:14", "Aunt Rosa", sent))
    order = [("Aunt Rosa", reply, "9:14 AM")] + [c for c in SMS_LIST if c[0] != "Aunt Rosa"]
    t.tap("Back", sms_main("9:14", order))
    t.long("+1 (415) 555-0199", sms_main("9:15", order, selected="+1 (415) 555-0199"))
    t.tap("Delete", sms_dialog("9:15"))
    order = order[:-1]
    t.tap("Yes", sms_main("9:16", order))
    t.tap("+1 (650) 555-0172", sms_thread("9:16", "+1 (650) 555-0172", [
        ("Oct 3", None, None), ("them", "Your verification code is 730556. Do not share it.", "11:48 AM"),
        ("them", "Your verification code is 615082. Do not share it.", "11:53 AM"),
        ("Today", None, None), ("them", "Your verification code is 482913. Do not share it.", "9:02 AM")]))
    t.done(rs, "h53-android-02")


# ------------------------------------------------------------------ 03 PayPal (clean)
PP = "com.paypal.android.p2pmobile"
PP_ACT = [("Lena Hofmann", "Oct 12 · Money received", "+$60.00"), ("Spotify USA", "Oct 10 · Automatic payment", "−$11.99"),
          ("Etsy, Inc.", "Oct 8 · Payment", "−$34.18"), ("Sam Ortiz", "Oct 5 · Money sent", "−$25.00")]


def pp_home(clock: str, balance: float, act: list[tuple[str, str, str]]) -> Scr:
    s = Scr(PP, clock, batt=58)
    s.add(None, "Profile", "ib", h=150, x=(20, 160), click=True, rid="profile_avatar")
    s.add(None, "Scan to pay or get paid", "ib", h=150, x=(780, 900), row=True, click=True, rid="qr_code_button")
    s.add(None, "Notifications", "ib", h=150, x=(910, 1050), row=True, click=True, rid="notification_bell")
    s.box("sv", 286, 2080, scroll=True, rid="home_scroll_view")
    s.box("vg", 316, 700, x=(42, 1038), click=True, rid="balance_tile")
    s.add("PayPal balance", y=346, h=70, x=(84, 700), rid="balance_title")
    s.add(money(balance), y=426, h=130, x=(84, 700), rid="balance_amount")
    s.add("Available", y=566, h=60, x=(84, 700), rid="balance_subtitle")
    s.y = 740
    for i, b in enumerate(("Send", "Request", "Pay in 4")):
        s.add(b, None, "btn", y=740, h=140, x=(42 + 336 * i, 358 + 336 * i), click=True, rid=f"quick_action_{i}")
    s.y = 920
    s.add("Recent activity", h=100, x=(42, 700), rid="activity_header")
    s.add("See all", None, "btn", h=100, x=(800, 1038), row=True, click=True, rid="activity_see_all")
    for name, sub, amt in act[:4]:
        s.row(name, sub, amt, icon=f"{name} logo", h=200, rids=("activity_title", "activity_subtitle", "activity_amount", "", "activity_item"))
    for i, tab in enumerate(("Home", "Payments", "Wallet", "Activity")):
        s.add(tab, tab, "fl", y=2090, h=184, x=(270 * i, 270 * i + 270), click=True, sel=tab == "Home", rid="bottom_nav_item")
    return s


PP_CONTACTS = [("Sam Ortiz", "@samortiz"), ("Lena Hofmann", "@lenahof"), ("Jae-won Park", "@jwpark88"),
               ("Bea Castillo", "@beacastillo"), ("Dmitri Volkov", "dvolkov@fastmail.com")]


def pp_send(clock: str) -> Scr:
    s = Scr(PP, clock, batt=58)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True)
    s.add("Send", h=150, x=(160, 900), row=True, rid="toolbar_title")
    s.add(None, None, "et", h=140, x=(42, 1038), click=True, edit=True, hint="Name, @username, email or mobile", rid="search_field")
    s.add("Recents", h=110, x=(42, 1038), rid="section_header")
    s.box("rv", s.y, 2274, scroll=True, rid="contacts_list")
    for name, handle in PP_CONTACTS:
        s.row(name, handle, icon=f"{name} avatar", h=190, rids=("contact_name", "contact_subtitle", "", "", "contact_row"))
    return s


def pp_amount(clock: str, amount: str | None, note: str | None) -> Scr:
    s = Scr(PP, clock, batt=58)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True)
    s.add(None, "Jae-won Park avatar", "iv", h=200, x=(440, 640), rid="recipient_avatar")
    s.add("Jae-won Park", h=80, x=(42, 1038), rid="recipient_name")
    s.add("@jwpark88", h=60, x=(42, 1038), rid="recipient_subtitle")
    s.gap(80)
    s.add("$", h=200, x=(220, 320), rid="currency_symbol")
    s.add(amount, None, "et", h=200, x=(330, 760), row=True, click=True, edit=True, focus=note is None, hint="0", rid="amount_input")
    s.add("USD", None, "btn", h=200, x=(780, 920), row=True, click=True, rid="currency_selector")
    s.gap(60)
    s.add(note, None, "et", h=140, x=(42, 1038), click=True, edit=True, focus=note is not None, hint="What's this for?", rid="note_input")
    s.add("Next", None, "btn", y=2100, h=150, x=(42, 1038), click=True, en=bool(amount), rid="next_button")
    return s


def pp_review(clock: str) -> Scr:
    s = Scr(PP, clock, batt=58)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True)
    s.add("Review", h=150, x=(160, 900), row=True, rid="toolbar_title")
    s.add(None, "Jae-won Park avatar", "iv", h=160, x=(460, 620), rid="recipient_avatar")
    s.add("Jae-won Park", h=80, x=(42, 1038), rid="recipient_name")
    s.add("@jwpark88", h=60, x=(42, 1038), rid="recipient_subtitle")
    s.add("$45.00 USD", h=150, x=(42, 1038), rid="review_amount")
    s.add("Concert tickets 🎟️", h=80, x=(42, 1038), rid="review_note")
    s.gap(40)
    s.row("Sending to a friend", "Change", rids=("purpose_title", "purpose_action"), h=180)
    s.row("Paying with", "PayPal balance · $1,284.50 available", rids=("funding_title", "funding_subtitle"), h=190)
    s.add("Fee", h=90, x=(42, 600), rid="fee_label")
    s.add("$0.00", h=90, x=(700, 1038), row=True, rid="fee_value")
    s.add("Total", h=90, x=(42, 600), rid="total_label")
    s.add("$45.00 USD", h=90, x=(700, 1038), row=True, rid="total_value")
    s.add("Send Now", None, "btn", y=2100, h=150, x=(42, 1038), click=True, rid="send_now_button")
    return s


def pp_success(clock: str) -> Scr:
    s = Scr(PP, clock, batt=58)
    s.add(None, "Success", "iv", y=420, h=220, x=(430, 650), rid="success_icon")
    s.add("You sent $45.00 USD to Jae-won Park", y=680, h=180, x=(60, 1020), rid="success_title")
    s.add("We'll let Jae-won know right away.", y=870, h=80, x=(60, 1020), rid="success_subtitle")
    s.add("\"Concert tickets 🎟️\"", y=970, h=80, x=(60, 1020), rid="success_note")
    s.add("Transaction ID", y=1090, h=60, x=(60, 1020), rid="transaction_id_label")
    s.add("7XN21884KT553104C", y=1150, h=70, x=(60, 1020), longc=True, rid="transaction_id")
    s.add("Share", None, "btn", y=1950, h=140, x=(42, 1038), click=True, rid="share_button")
    s.add("Done", None, "btn", y=2110, h=140, x=(42, 1038), click=True, rid="done_button")
    return s


def t03(rs: RowSet) -> None:
    t = Traj(pp_home("6:40", 1284.50, PP_ACT))
    t.tap("Send", pp_send("6:40"))
    t.tap("Jae-won Park", pp_amount("6:41", None, None))
    t.type("amount_input", "45", pp_amount("6:41", "45", None))
    t.type("note_input", "Concert tickets 🎟️", pp_amount("6:42", "45", "Concert tickets 🎟️"))
    t.tap("Next", pp_review("6:42"))
    t.tap("Send Now", pp_success("6:43"))
    t.tap("Done", pp_home("6:43", 1239.50, [("Jae-won Park", "Oct 14 · Money sent", "−$45.00")] + PP_ACT))
    t.done(rs, "h53-android-03")


# ------------------------------------------------------------------ 04 Joplin (one contradiction: created note missing)
JOP = "net.cozic.joplin"
JOP_NOTES = ["Paint colours — living room", "Kitchen tiles quote comparison", "Electrician contacts", "Permit checklist",
             "Bathroom fan replacement", "Window measurements", "Budget tracker Q4", "Flooring samples to order",
             "Gutter cleaning", "Skip hire booking", "Loft insulation grants"]
JOP_TODOS = {"Gutter cleaning": False, "Skip hire booking": True}


def jop_list(clock: str, notes: list[str], fab_open: bool = False) -> Scr:
    s = Scr(JOP, clock, batt=66)
    s.add(None, "Open sidebar", "vg", h=150, x=(0, 140), click=True, rid="sideMenuButton")
    s.add("Home Renovation", h=150, x=(150, 760), row=True, rid="screenHeader")
    s.add(None, "Search", "vg", h=150, x=(780, 900), row=True, click=True, rid="searchButton")
    s.add(None, "menu", "vg", h=150, x=(920, 1060), row=True, click=True, rid="contextMenuButton")
    s.box("sv", 286, 2274, scroll=True, rid="noteList")
    for n in notes:
        if n in JOP_TODOS:
            s.add(None, "Checkbox", "vg", h=150, x=(30, 130), click=True, checkable=True, checked=JOP_TODOS[n], rid="todoCheckbox")
            s.add(n, h=150, x=(140, 1050), row=True, click=True, longc=True, rid="noteTitle")
        else:
            s.add(n, h=150, x=(42, 1050), click=True, longc=True, rid="noteTitle")
    if fab_open:
        s.add("New to-do", None, "tv", y=1560, h=110, x=(520, 860), click=True, rid="fabNewTodoLabel")
        s.add(None, "New to-do", "vg", y=1560, h=110, x=(880, 990), click=True, rid="fabNewTodo")
        s.add("New note", None, "tv", y=1710, h=110, x=(520, 860), click=True, rid="fabNewNoteLabel")
        s.add(None, "New note", "vg", y=1710, h=110, x=(880, 990), click=True, rid="fabNewNote")
    s.add(None, "Add new", "vg", y=2064, h=160, x=(858, 1018), click=True, rid="floatingActionButton")
    return s


def jop_editor(clock: str, title: str | None, body: str | None) -> Scr:
    s = Scr(JOP, clock, batt=66)
    s.add(None, "Back", "vg", h=150, x=(0, 140), click=True, rid="backButton")
    s.add(None, "Attach", "vg", h=150, x=(600, 720), row=True, click=True, rid="attachButton")
    s.add(None, "Tags", "vg", h=150, x=(720, 840), row=True, click=True, rid="tagsButton")
    s.add(None, "Toggle edit mode", "vg", h=150, x=(840, 960), row=True, click=True, rid="toggleEditMode")
    s.add(None, "menu", "vg", h=150, x=(960, 1070), row=True, click=True, rid="contextMenuButton")
    s.add("Home Renovation", None, "vg", h=110, x=(42, 700), click=True, rid="folderPicker")
    s.add(title, None, "et", h=140, x=(42, 1038), click=True, edit=True, focus=body is None, hint="Title", rid="noteTitleInput")
    s.add(body, None, "et", h=900, x=(42, 1038), click=True, edit=True, focus=body is not None, hint="Type your note here…",
          rid="noteBodyEditor")
    for i, k in enumerate(("Bold", "Italic", "Link", "Checklist", "Heading", "Insert time")):
        s.add(None, k, "vg", y=2140, h=120, x=(20 + 170 * i, 180 + 170 * i), click=True, rid="markdownToolbarButton")
    return s


def jop_sidebar(clock: str, counts: dict[str, int]) -> Scr:
    s = Scr(JOP, clock, batt=66)
    s.box("sv", 136, 2274, x=(0, 860), scroll=True, rid="sideMenuContent")
    s.add("Joplin", h=160, x=(42, 820), rid="sideMenuHeader")
    s.add("All notes", None, "vg", h=140, x=(0, 860), click=True, rid="allNotesButton")
    s.add("NOTEBOOKS", h=100, x=(42, 820), rid="notebooksHeader")
    for nb, c in counts.items():
        s.add(nb, None, "vg", h=140, x=(0, 740), click=True, longc=True, sel=nb == "Home Renovation", rid="folderButton")
        s.add(str(c), h=140, x=(740, 840), row=True, rid="folderNoteCount")
    s.add("TAGS", h=100, x=(42, 820), rid="tagsHeader")
    for tag in ("quotes", "urgent", "receipts"):
        s.add(tag, None, "vg", h=130, x=(0, 860), click=True, rid="tagButton")
    s.add("Configuration", None, "vg", y=1960, h=140, x=(0, 860), click=True, rid="configButton")
    s.add("Synchronise", None, "vg", y=2110, h=140, x=(0, 860), click=True, rid="syncButton")
    s.add("Last sync: 14/10/2025 18:52", y=2250, h=24, x=(42, 820), rid="syncStatus")
    return s


PERMIT = [("Building control application — submitted 2 Sep", True), ("Structural engineer calcs", True),
          ("Party wall notice to no. 14", False), ("Skip permit from council", False), ("Final inspection booking", False)]


def jop_view(clock: str, items: list[tuple[str, bool]], menu: bool = False) -> Scr:
    s = Scr(JOP, clock, batt=66)
    s.add(None, "Back", "vg", h=150, x=(0, 140), click=True, rid="backButton")
    s.add(None, "Attach", "vg", h=150, x=(600, 720), row=True, click=True, rid="attachButton")
    s.add(None, "Tags", "vg", h=150, x=(720, 840), row=True, click=True, rid="tagsButton")
    s.add(None, "Toggle edit mode", "vg", h=150, x=(840, 960), row=True, click=True, rid="toggleEditMode")
    s.add(None, "menu", "vg", h=150, x=(960, 1070), row=True, click=True, rid="contextMenuButton")
    s.add("Home Renovation", None, "vg", h=110, x=(42, 700), click=True, rid="folderPicker")
    s.add("Permit checklist", h=120, x=(42, 1038), click=True, rid="noteTitleText")
    s.box("wv", s.y, 2274, scroll=True, rid="noteBodyViewer")
    s.add("Council ref: 25/03117/FUL — officer: J. Whitcombe", h=110, x=(42, 1038))
    for text, done in items:
        s.add(text, None, "cb", h=120, x=(42, 1038), click=True, checkable=True, checked=done)
    s.add("Last call with council: 9 Oct, they want the drainage plan before sign-off.", h=160, x=(42, 1038))
    if menu:
        s.box("lv", 150, 1100, x=(560, 1060), rid="menuOptions")
        for i, m in enumerate(("Attach…", "Share", "Tags", "Properties", "Copy Markdown link", "Convert to to-do", "Delete")):
            s.add(m, None, "vg", y=160 + 134 * i, h=134, x=(560, 1060), click=True, rid="menuOption")
    return s


def t04(rs: RowSet) -> None:
    quote = "Heatwise Ltd — annual service £89, next slot Wed 22 Oct, 8–10am. Ask about the pressure drop."
    t = Traj(jop_list("7:05", JOP_NOTES))
    t.tap("Add new", jop_list("7:05", JOP_NOTES, fab_open=True))
    t.tap("New note", jop_editor("7:06", None, None), nth=1)
    t.type("noteTitleInput", "Boiler service quote", jop_editor("7:06", "Boiler service quote", None))
    t.type("noteBodyEditor", quote, jop_editor("7:07", "Boiler service quote", quote))
    t.tap("Back", jop_list("7:08", ["Boiler service quote"] + JOP_NOTES))
    t.tap("Open sidebar", jop_sidebar("7:08", {"Home Renovation": 12, "Recipes": 37, "Travel — Lisbon 2025": 9, "Work": 58}))
    t.tap("Home Renovation", jop_list("7:08", JOP_NOTES))
    t.tap("Permit checklist", jop_view("7:09", PERMIT))
    ticked = [(a, b or a.startswith("Party wall")) for a, b in PERMIT]
    t.tap("Party wall notice to no. 14", jop_view("7:09", ticked))
    t.tap("menu", jop_view("7:10", ticked, menu=True))
    t.done(rs, "h53-android-04", bad=True, turn=7,
           kind="reopening the Home Renovation notebook lists only the 11 older notes: the note 'Boiler service quote' created and listed at turn 5 (notebook count 12) is missing")


# ------------------------------------------------------------------ 05 Uber, uiautomator XML (one contradiction: licence plate)
UB = "com.ubercab"


def ub_scr(clock: str) -> Scr:
    return Scr(UB, clock, batt=47, xml=True, icons=("Uber notification: Your driver is on the way",) if clock >= "9:38" else ())


def ub_home(clock: str) -> Scr:
    s = ub_scr(clock)
    s.add("Uber", h=150, x=(42, 600), rid="header_title")
    s.add(None, None, "fl", h=160, x=(42, 1038), click=True, rid="where_to_container")
    s.add("Where to?", y=s.y - 160, h=160, x=(90, 760), d=2, rid="where_to_text")
    s.add("Now", None, "btn", y=s.y - 160, h=110, x=(780, 1010), click=True, d=2, rid="schedule_chip")
    for title, sub in (("San Francisco International Airport (SFO)", "San Francisco, CA 94128"), ("Work", "101 Market St, San Francisco, CA"),
                       ("Ferry Building", "1 Ferry Building, San Francisco, CA")):
        s.row(title, sub, icon="Recent location", h=200, rids=("location_title", "location_subtitle", "", "", "location_row"))
    s.add("Suggestions", h=110, x=(42, 700), rid="suggestions_header")
    s.add("See all", None, "btn", h=110, x=(820, 1038), row=True, click=True)
    for i, sv in enumerate(("Ride", "Reserve", "Package", "Rental Cars")):
        s.add(sv, sv, "fl", y=s.y, h=230, x=(42 + 250 * i, 272 + 250 * i), click=True, rid="suggestion_tile")
    s.y += 250
    s.add("Ways to save with Uber", h=110, x=(42, 1038), rid="promo_header")
    s.add("Wait & Save · Get a lower price when you can wait", None, "fl", h=200, x=(42, 1038), click=True, rid="promo_card")
    for i, tab in enumerate(("Home", "Services", "Activity", "Account")):
        s.add(tab, tab, "fl", y=2094, h=180, x=(270 * i, 270 * i + 270), click=True, sel=tab == "Home", rid="bottom_nav_item")
    return s


def ub_search(clock: str) -> Scr:
    s = ub_scr(clock)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True, rid="back_button")
    s.add("Plan your ride", h=150, x=(160, 900), row=True, rid="toolbar_title")
    s.add("Pickup now", None, "btn", h=110, x=(42, 360), click=True, rid="pickup_time_chip")
    s.add("For me", None, "btn", h=110, x=(380, 640), row=True, click=True, rid="rider_chip")
    s.gap(20)
    s.add("Current location", None, "et", h=130, x=(120, 1038), click=True, edit=True, rid="pickup_input")
    s.add(None, None, "et", h=130, x=(120, 1038), click=True, edit=True, focus=True, rid="dropoff_input")
    s.els[-1]["text"] = ""
    s.els[-1]["cd"] = "Where to?"
    s.gap(20)
    s.row("Saved places", None, icon="Saved places", h=150, rids=("", "", "", "", "saved_places_row"))
    for title, sub, dist in (("San Francisco International Airport (SFO)", "San Francisco, CA 94128", "12 mi"),
                             ("Work", "101 Market St, San Francisco, CA", "5.4 mi"),
                             ("Ferry Building", "1 Ferry Building, San Francisco, CA", "5.9 mi"),
                             ("Oracle Park", "24 Willie Mays Plaza, San Francisco, CA", "6.8 mi"),
                             ("Tartine Bakery", "600 Guerrero St, San Francisco, CA", "4.1 mi")):
        s.row(title, sub, dist, icon="Recent location", h=200, rids=("location_title", "location_subtitle", "location_distance", "", "location_row"))
    s.row("Set location on map", None, icon="Map pin", h=150)
    return s


UB_RIDES = [("UberX", "4 min away · 10:06 AM dropoff", "$38.72"), ("Uber Green", "5 min away · 10:07 AM dropoff", "$40.10"),
            ("Comfort", "6 min away · 10:08 AM dropoff", "$46.15"), ("UberXL", "8 min away · 10:10 AM dropoff", "$58.90")]


def ub_choose(clock: str) -> Scr:
    s = ub_scr(clock)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True, rid="back_button")
    s.add(None, "Map showing route from 1458 Clement St to San Francisco International Airport (SFO)", "v", h=760, x=(0, 1080), rid="map_view")
    s.add("Choose a trip, or swipe up for more", h=100, x=(42, 1038), rid="sheet_title")
    s.box("rv", s.y, 1900, scroll=True, rid="product_list")
    for name, eta, price in UB_RIDES:
        s.row(name, eta, price, icon=f"{name} vehicle", h=220, sel=name == "UberX", rids=("product_name", "product_eta", "product_fare", "", "product_row"))
    s.row("Visa •••• 4417", "Personal", icon="Payment method", h=180, rids=("payment_title", "payment_profile", "", "", "payment_row"))
    s.add("Choose UberX", None, "btn", y=2110, h=150, x=(42, 1038), click=True, rid="confirm_button")
    return s


def ub_pickup(clock: str) -> Scr:
    s = ub_scr(clock)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True, rid="back_button")
    s.add(None, "Map with pickup pin at 1458 Clement St", "v", h=1200, x=(0, 1080), rid="map_view")
    s.add("Confirm your pickup spot", h=110, x=(42, 1038), rid="sheet_title")
    s.add("1458 Clement St", h=110, x=(42, 860), rid="pickup_address")
    s.add("Search", None, "btn", h=110, x=(880, 1038), row=True, click=True, rid="pickup_search")
    s.add("Drag the map to move the pin", h=80, x=(42, 1038), rid="pickup_hint")
    s.add("Confirm pickup", None, "btn", y=2110, h=150, x=(42, 1038), click=True, rid="confirm_button")
    return s


def ub_matched(clock: str, eta: str, status: str, plate: str) -> Scr:
    s = ub_scr(clock)
    s.add(None, "Map showing Arjun's car approaching 1458 Clement St", "v", h=700, x=(0, 1080), rid="map_view")
    s.add(status, h=110, x=(42, 800), rid="trip_status_title")
    s.add(eta, h=110, x=(820, 1038), row=True, rid="trip_eta")
    s.add("PIN 4821 · share it with your driver", h=80, x=(42, 1038), rid="trip_pin")
    s.gap(20)
    s.add(None, "Arjun's photo", "iv", h=200, x=(42, 242), rid="driver_photo")
    s.add("Arjun", y=s.y - 200, h=80, x=(270, 700), rid="driver_name")
    s.add("★ 4.93", y=s.y - 120, h=60, x=(270, 700), rid="driver_rating")
    s.add(plate, y=s.y - 200, h=90, x=(720, 1038), rid="vehicle_plate")
    s.add("Silver Toyota Camry", y=s.y - 110, h=60, x=(720, 1038), rid="vehicle_description")
    s.gap(20)
    s.add("Any pickup notes?", None, "btn", h=130, x=(42, 700), click=True, rid="message_driver_button")
    s.add("Contact", None, "btn", h=130, x=(720, 1038), row=True, click=True, rid="contact_button")
    s.gap(20)
    for i, b in enumerate(("Safety", "Share trip", "Call 911")):
        s.add(b, b, "btn", y=s.y, h=170, x=(42 + 336 * i, 358 + 336 * i), click=True, rid="trip_action")
    s.y += 190
    s.row("1458 Clement St", "Pickup", rids=("waypoint_title", "waypoint_label"), h=170)
    s.row("San Francisco International Airport (SFO)", "Dropoff · Edit", rids=("waypoint_title", "waypoint_label"), h=170)
    s.row("$38.72", "Visa •••• 4417 · Switch", rids=("fare_amount", "payment_summary"), h=170)
    return s


def ub_contact(clock: str) -> Scr:
    s = ub_scr(clock)
    s.box("fl", 1500, 2274, x=(0, 1080), rid="bottom_sheet")
    s.add("Contact Arjun", y=1540, h=110, x=(42, 1038), rid="sheet_title")
    s.add("Call Arjun", None, "btn", y=1670, h=170, x=(42, 1038), click=True, rid="call_driver")
    s.add("Message Arjun", None, "btn", y=1840, h=170, x=(42, 1038), click=True, rid="message_driver")
    s.add("Cancel", None, "btn", y=2040, h=150, x=(42, 1038), click=True, rid="cancel_button")
    return s


def ub_chat(clock: str, sent: bool) -> Scr:
    s = ub_scr(clock)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True, rid="back_button")
    s.add("Arjun", y=150, h=70, x=(160, 800), rid="chat_title")
    s.add("Silver Toyota Camry", y=220, h=56, x=(160, 800), rid="chat_subtitle")
    s.add(None, "Call Arjun", "ib", y=136, h=150, x=(900, 1050), click=True, rid="chat_call")
    s.y = 300
    s.add("Messages are shared with Uber and may be monitored for safety.", h=110, x=(80, 1000), rid="chat_disclaimer")
    if sent:
        s.add("I'm at the pickup spot", h=120, x=(500, 1030), longc=True, rid="message_bubble")
        s.add("9:41 AM · Delivered", h=50, x=(700, 1030), rid="message_status")
    for i, q in enumerate(("I'm on my way", "I'm at the pickup spot", "Okay")):
        s.add(q, None, "btn", y=1920, h=110, x=(42 + 330 * i, 352 + 330 * i), click=True, rid="quick_reply_chip")
    s.add(None, None, "et", y=2080, h=150, x=(42, 880), click=True, edit=True, rid="chat_input")
    s.els[-1]["text"] = ""
    s.add(None, "Send", "ib", y=2080, h=150, x=(900, 1038), click=True, en=False, rid="chat_send")
    return s


def t05(rs: RowSet) -> None:
    t = Traj(ub_home("9:36"))
    t.tap("Where to?", ub_search("9:36"))
    t.tap("San Francisco International Airport (SFO)", ub_choose("9:37"))
    t.tap("Choose UberX", ub_pickup("9:37"))
    t.tap("Confirm pickup", ub_matched("9:38", "4 min", "Meet at the pickup spot", "8KXR215"))
    t.wait(ub_matched("9:39", "3 min", "Arjun is nearby", "8KXR251"))
    t.tap("Contact", ub_contact("9:40"))
    t.tap("Message Arjun", ub_chat("9:40", False))
    t.tap("I'm at the pickup spot", ub_chat("9:41", True))
    t.done(rs, "h53-android-05", bad=True, turn=5,
           kind="the driver's licence plate reads 8KXR251 after waiting, but the same matched car (Arjun, Silver Toyota Camry) showed plate 8KXR215")


# ------------------------------------------------------------------ 06 Markor (clean)
MK = "net.gsantner.markor"
MK_FILES = {"book_notes_piranesi.md": "Sep 28, 2025 21:14 · 2.1 KB", "draft_blogpost.md": "Oct 11, 2025 22:40 · 3.4 KB",
            "grocery_list.md": "Oct 13, 2025 18:22 · 412 B", "meeting_notes_2025-10-09.md": "Oct 9, 2025 11:05 · 1.8 KB",
            "reading_list.txt": "Aug 30, 2025 09:12 · 956 B", "todo.txt": "Oct 14, 2025 08:01 · 688 B"}
STANDUP = "# Standup 14 Oct\n- Finished API pagination (PR #418)\n- Today: retry logic for uploads\n- Blocked on staging creds"


def mk_files(clock: str, files: dict[str, str], selected: str | None = None) -> Scr:
    s = Scr(MK, clock, batt=88)
    if selected:
        s.add(None, "Done", "ib", h=150, x=(0, 140), click=True, rid="action_mode_close_button")
        s.add("1", h=150, x=(150, 400), row=True, rid="action_mode_title")
        for i, ic in enumerate(("Delete", "Rename", "Move", "Select all")):
            s.add(None, ic, "btn", y=136, h=150, x=(520 + 128 * i, 648 + 128 * i), click=True, rid=f"action_{ic.lower().replace(' ', '_')}")
    else:
        s.add("markor", y=150, h=80, x=(42, 700), rid="toolbar_title")
        s.add("/storage/emulated/0/Documents/markor", y=230, h=50, x=(42, 760), rid="toolbar_subtitle")
        s.add(None, "Search", "btn", y=136, h=150, x=(780, 900), click=True, rid="action_search")
        s.add(None, "More options", "ib", y=136, h=150, x=(920, 1060), click=True)
    s.y = 286
    s.box("rv", 286, 2094, scroll=True, rid="ui__filesystem_dialog__list")
    for folder, sub in (("..", "/storage/emulated/0/Documents"), ("archive", "Folder · 14 items"), ("attachments", "Folder · 37 items")):
        s.row(folder, sub, icon="Folder", h=180, rids=("ui__filesystem_item__title", "ui__filesystem_item__description", "", "", "ui__filesystem_item__root"))
    for name in sorted(files):
        s.row(name, files[name], icon="File", h=180, longc=True, sel=name == selected,
              rids=("ui__filesystem_item__title", "ui__filesystem_item__description", "", "", "ui__filesystem_item__root"))
    if not selected:
        s.add(None, "Create a new file or folder", "ib", y=1920, h=160, x=(858, 1018), click=True, rid="fab_add_new_item")
    for i, tab in enumerate(("Files", "To-Do", "QuickNote", "More")):
        s.add(tab, tab, "fl", y=2094, h=180, x=(270 * i, 270 * i + 270), click=True, sel=tab == "Files", rid="nav_item")
    return s


def mk_newfile(clock: str, name: str | None) -> Scr:
    s = Scr(MK, clock, batt=88)
    s.box("fl", 560, 1640, x=(60, 1020), rid="android:id/parentPanel")
    s.add("New file", y=600, h=100, x=(120, 960), rid="android:id/alertTitle")
    s.add(name, None, "et", y=730, h=140, x=(120, 720), click=True, edit=True, focus=True, hint="Name", rid="new_file_dialog__name")
    s.add(".md", None, "et", y=730, h=140, x=(740, 960), click=True, edit=True, rid="new_file_dialog__extension")
    s.add("Type", y=900, h=60, x=(120, 960))
    s.add("Markdown", None, "android.widget.Spinner", y=960, h=120, x=(120, 960), click=True, rid="new_file_dialog__type")
    s.add("Template", y=1100, h=60, x=(120, 960))
    s.add("Empty file", None, "android.widget.Spinner", y=1160, h=120, x=(120, 960), click=True, rid="new_file_dialog__template")
    s.add("Encrypt with password", None, "cb", y=1300, h=110, x=(120, 960), click=True, checkable=True, rid="new_file_dialog__encryption")
    s.add("Folder", None, "btn", y=1480, h=120, x=(120, 340), click=True, rid="android:id/button3")
    s.add("Cancel", None, "btn", y=1480, h=120, x=(560, 760), click=True, rid="android:id/button2")
    s.add("OK", None, "btn", y=1480, h=120, x=(780, 960), click=True, rid="android:id/button1")
    return s


def mk_editor(clock: str, title: str, body: str | None, focus: bool = True) -> Scr:
    s = Scr(MK, clock, batt=88)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add(title, h=150, x=(150, 560), row=True, rid="note__activity__text_note_title")
    for i, ic in enumerate(("Undo", "Redo", "Save", "View mode")):
        s.add(None, ic, "btn", y=136, h=150, x=(560 + 110 * i, 670 + 110 * i), click=True, rid=f"action_{ic.lower().replace(' ', '_')}")
    s.add(None, "More options", "ib", y=136, h=150, x=(1000, 1080), click=True)
    s.add(body, None, "et", h=1800, x=(20, 1060), click=True, edit=True, focus=focus, longc=True, scroll=True, rid="document__fragment__edit__highlighting_editor")
    for i, ic in enumerate(("Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Heading", "Insert link")):
        s.add(None, ic, "iv", y=2110, h=140, x=(10 + 150 * i, 160 + 150 * i), click=True, rid="quick_action_button")
    return s


def mk_rename(clock: str, value: str) -> Scr:
    s = Scr(MK, clock, batt=88)
    s.box("fl", 820, 1380, x=(60, 1020), rid="android:id/parentPanel")
    s.add("Rename", y=860, h=100, x=(120, 960), rid="android:id/alertTitle")
    s.add(value, None, "et", y=990, h=140, x=(120, 960), click=True, edit=True, focus=True, hint="Name", rid="ui__filesystem_rename__edit")
    s.add("Cancel", None, "btn", y=1220, h=120, x=(560, 760), click=True, rid="android:id/button2")
    s.add("OK", None, "btn", y=1220, h=120, x=(780, 960), click=True, rid="android:id/button1")
    return s


BLOG = ("# Five AI tools I actually use\n\n_Draft v3 — trimmed intro, moved the Whisper section up._\n\n"
        "1. Whisper for meeting transcripts\n2. A local LLM for commit messages\n3. Image upscaling for old photos\n"
        "4. Grammar checks in Markor via LanguageTool\n5. Code search over my notes\n\nTODO: screenshots for #2 and #4")


def t06(rs: RowSet) -> None:
    files = dict(MK_FILES)
    t = Traj(mk_files("8:55", files))
    t.tap("Create a new file or folder", mk_newfile("8:55", None))
    t.type("new_file_dialog__name", "standup_2025-10-14", mk_newfile("8:56", "standup_2025-10-14"))
    t.tap("OK", mk_editor("8:56", "standup_2025-10-14", None))
    t.type("document__fragment__edit__highlighting_editor", STANDUP, mk_editor("8:57", "standup_2025-10-14", STANDUP))
    files["standup_2025-10-14.md"] = f"Oct 14, 2025 08:57 · {len(STANDUP.encode())} B"
    t.tap("Navigate up", mk_files("8:57", files))
    t.long("draft_blogpost.md", mk_files("8:58", files, selected="draft_blogpost.md"))
    t.tap("Rename", mk_rename("8:58", "draft_blogpost.md"))
    t.type("ui__filesystem_rename__edit", "published_blogpost.md", mk_rename("8:58", "published_blogpost.md"))
    files["published_blogpost.md"] = files.pop("draft_blogpost.md")
    t.tap("OK", mk_files("8:59", files))
    t.tap("published_blogpost.md", mk_editor("8:59", "published_blogpost", BLOG, focus=False))
    t.done(rs, "h53-android-06")


# ------------------------------------------------------------------ 07 Settings › Display (one contradiction: screen timeout reverts)
ST = "com.android.settings"


def st_display(clock: str, dark: bool, timeout: str, night: bool) -> Scr:
    s = Scr(ST, clock, batt=79)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Display", h=170, x=(42, 1038), rid="collapsing_toolbar")
    s.box("rv", 456, 2274, scroll=True, rid="recycler_view")
    s.add("Brightness", h=80, x=(42, 1038), rid="android:id/title")
    s.row("Brightness level", "62%", h=170, rids=("android:id/title", "android:id/summary"))
    s.row("Adaptive brightness", None, widget="sw", checked=True, h=150, rids=("android:id/title", "", "", "android:id/switch_widget"))
    s.add("Lock display", h=80, x=(42, 1038), rid="android:id/title")
    s.row("Lock screen", "Show all notification content", h=170, rids=("android:id/title", "android:id/summary"))
    s.row("Screen timeout", timeout, h=170, rids=("android:id/title", "android:id/summary"))
    s.add("Appearance", h=80, x=(42, 1038), rid="android:id/title")
    s.row("Dark theme", "Will never turn on automatically" if not dark else "Will never turn off automatically", widget="sw", checked=dark, h=170,
          rids=("android:id/title", "android:id/summary", "", "android:id/switch_widget"))
    s.row("Font size", "Default", h=170, rids=("android:id/title", "android:id/summary"))
    s.row("Display size", "Default", h=170, rids=("android:id/title", "android:id/summary"))
    s.row("Night Light", "On / Will never turn off automatically" if night else "Off / Will never turn on automatically", h=170,
          rids=("android:id/title", "android:id/summary"))
    s.row("Auto-rotate screen", "Off", h=150, rids=("android:id/title", "android:id/summary"))
    return s


def st_main(clock: str, icons: tuple[str, ...] = ()) -> Scr:
    s = Scr(ST, clock, batt=79, icons=icons)
    s.add("Settings", h=170, x=(42, 1038), rid="homepage_title")
    s.add("Search settings", None, "tv", h=140, x=(42, 1038), click=True, rid="search_action_bar_title")
    s.box("rv", 460, 2274, scroll=True, rid="recycler_view")
    for title, sub in (("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                       ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                       ("Battery", "79% - More than 1 day left"), ("Storage", "41% used - 75.42 GB free"),
                       ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                       ("Wallpaper & style", "Colors, themed icons, app grid")):
        s.row(title, sub, icon=title, h=198, rids=("android:id/title", "android:id/summary"))
    return s


TIMEOUTS = ("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes")


def st_timeout(clock: str, sel: str) -> Scr:
    s = Scr(ST, clock, batt=79)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Screen timeout", h=170, x=(42, 1038), rid="collapsing_toolbar")
    s.box("rv", 456, 2274, scroll=True, rid="recycler_view")
    s.add(None, "Illustration of screen turning off", "iv", h=420, x=(240, 840), rid="illustration")
    for t in TIMEOUTS:
        s.add(None, None, "rb", h=150, x=(42, 150), click=True, checkable=True, checked=t == sel, rid="android:id/checkbox")
        s.add(t, h=150, x=(180, 1038), row=True, click=True, rid="android:id/title")
    s.add("Screen attention", h=80, x=(42, 1038), rid="android:id/title")
    s.row("Screen attention", "Off / Screen won't turn off if you're looking at it", widget="sw", checked=False, h=170,
          rids=("android:id/title", "android:id/summary", "", "android:id/switch_widget"))
    return s


def st_night(clock: str, on: bool) -> Scr:
    s = Scr(ST, clock, batt=79)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Night Light", h=170, x=(42, 1038), rid="collapsing_toolbar")
    s.box("rv", 456, 2274, scroll=True, rid="recycler_view")
    s.add(None, "Night Light illustration", "iv", h=420, x=(240, 840), rid="illustration")
    s.row("Schedule", "None", h=170, rids=("android:id/title", "android:id/summary"))
    s.add("Turn off now" if on else "Turn on now", None, "btn", h=140, x=(42, 520), click=True, rid="night_display_turn_on_button")
    s.add("Intensity", h=80, x=(42, 1038), en=on, rid="android:id/title")
    s.add(None, "Intensity", "sb", h=100, x=(42, 1038), en=on, focusable=True, rid="seekbar")
    s.add("Night Light tints your screen amber. This makes it easier to look at your screen or read in dim light, and may help you fall asleep more easily.",
          h=240, x=(42, 1038), rid="android:id/summary")
    return s


def st_font(clock: str) -> Scr:
    s = Scr(ST, clock, batt=79)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Font size", h=170, x=(42, 1038), rid="collapsing_toolbar")
    s.add("Preview", h=80, x=(42, 1038))
    s.add("Make the text on your screen smaller or larger.", h=140, x=(42, 1038), rid="preview_text")
    s.add("Chapter 1: The Emerald City — Even with eyes protected by the green spectacles, Dorothy and her friends were at first dazzled by the brilliancy of the wonderful City.",
          h=620, x=(42, 1038), rid="preview_body")
    s.add(None, "Make text smaller", "ib", y=1700, h=140, x=(42, 182), click=True, rid="smaller")
    s.add(None, "Font size", "sb", y=1700, h=140, x=(182, 898), click=True, focusable=True, rid="seekbar")
    s.add(None, "Make text bigger", "ib", y=1700, h=140, x=(898, 1038), click=True, rid="larger")
    s.add("Default", y=1860, h=80, x=(42, 1038), rid="current_label")
    return s


def t07(rs: RowSet) -> None:
    t = Traj(st_main("10:20"))
    t.tap("Display", st_display("10:20", False, "After 30 seconds of inactivity", False))
    t.tap("Dark theme", st_display("10:21", True, "After 30 seconds of inactivity", False))
    t.tap("Screen timeout", st_timeout("10:21", "30 seconds"))
    t.tap("5 minutes", st_timeout("10:21", "5 minutes"))
    t.back(st_display("10:22", True, "After 5 minutes of inactivity", False))
    t.tap("Night Light", st_night("10:22", False))
    t.tap("Turn on now", st_night("10:23", True))
    t.back(st_display("10:23", True, "After 30 seconds of inactivity", True))
    t.tap("Font size", st_font("10:24"))
    t.done(rs, "h53-android-07", bad=True, turn=8,
           kind="back on the Display page the screen timeout summary reads 'After 30 seconds of inactivity' although it was set to 5 minutes and shown as such at turn 5")


# ------------------------------------------------------------------ 08 Google Calendar (clean)
GC = "com.google.android.calendar"
GC_DAYS = [("TUE", "14", [("Team sync", "10 – 10:30 AM"), ("Lunch with Priya", "12:30 – 1:30 PM"), ("Gym", "6 – 7 PM")]),
           ("WED", "15", [("Dentist", "9 – 10 AM")]), ("THU", "16", [("Sprint review", "3 – 4 PM")]),
           ("FRI", "17", [("Flight to Denver (UA 1543)", "7:05 – 10:42 AM")]), ("SAT", "18", [("Marta's birthday", "All day")])]


def gc_schedule(clock: str, days: list[tuple[str, str, list[tuple[str, str]]]]) -> Scr:
    s = Scr(GC, clock, batt=64)
    s.add(None, "Show Calendar List and Settings drawer", "ib", h=150, x=(0, 140), click=True)
    s.add("October", h=150, x=(150, 560), row=True, click=True, rid="date_picker_button")
    s.add(None, "Search", "btn", h=150, x=(640, 760), row=True, click=True, rid="action_search")
    s.add("14", "Jump to Today", "btn", h=150, x=(760, 880), row=True, click=True, rid="action_today")
    s.add(None, "Account: oliver.grant@gmail.com", "ib", h=150, x=(900, 1040), row=True, click=True, rid="og_apd_ring_view")
    s.box("rv", 286, 2274, scroll=True, rid="schedule_list")
    for dow, num, evs in days:
        s.add(dow, h=60, x=(30, 150), rid="day_header_weekday")
        s.add(num, h=80, x=(30, 150), rid="day_header_number")
        s.y -= 140
        for title, when in evs:
            s.add(None, f"{title}, {when}", "v", h=170, x=(180, 1050), click=True, longc=True, rid="schedule_event")
            s.add(title, y=s.y - 155, h=70, x=(210, 1030), rid="event_title")
            s.add(when, y=s.y - 85, h=60, x=(210, 1030), rid="event_time")
            s.gap(14)
        s.gap(20 if len(evs) > 1 else 40)
    s.add(None, "Create new event and more", "ib", y=2040, h=180, x=(840, 1020), click=True, rid="floating_action_button")
    return s


def gc_fab(clock: str) -> Scr:
    s = gc_schedule(clock, GC_DAYS)
    s.els = [e for e in s.els if e["rid"] != GC + ":id/floating_action_button"]
    for i, item in enumerate(("Working location", "Birthday", "Task", "Event")):
        s.add(item, None, "tv", y=1380 + 170 * i, h=140, x=(520, 860), click=True, rid="speed_dial_label")
        s.add(None, item, "ib", y=1380 + 170 * i, h=140, x=(880, 1020), click=True, rid="speed_dial_button")
    s.add(None, "Close", "ib", y=2060, h=180, x=(840, 1020), click=True, rid="floating_action_button")
    return s


def gc_form(clock: str, title: str | None, start: str, end: str, editing: bool) -> Scr:
    s = Scr(GC, clock, batt=64)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True, rid="close_button")
    s.add("Save", None, "btn", h=150, x=(840, 1040), row=True, click=True, rid="save")
    s.add(title, None, "et", h=170, x=(140, 1038), click=True, edit=True, focus=not editing and title is not None, hint="Add title", rid="title")
    if not editing:
        for i, chip in enumerate(("Event", "Task", "Working location")):
            s.add(chip, None, "btn", y=s.y, h=110, x=(140 + 260 * i, 380 + 260 * i), click=True, sel=chip == "Event", rid="segment_chip")
        s.y += 130
    s.add("All-day", h=140, x=(140, 860), rid="all_day_label")
    s.add(None, "All-day", "sw", h=140, x=(900, 1038), row=True, click=True, checkable=True, rid="all_day_switch")
    s.add(start, None, "btn", h=130, x=(140, 680), click=True, rid="start_date")
    s.add("11:00 AM", None, "btn", h=130, x=(740, 1038), row=True, click=True, rid="start_time")
    s.add(end, None, "btn", h=130, x=(140, 680), click=True, rid="end_date")
    s.add("12:00 PM", None, "btn", h=130, x=(740, 1038), row=True, click=True, rid="end_time")
    s.add("Pacific Daylight Time", None, "btn", h=130, x=(140, 1038), click=True, rid="timezone")
    s.add("Does not repeat", None, "btn", h=130, x=(140, 1038), click=True, rid="recurrence")
    for label in ("Add people", "Add Google Meet video conferencing", "Add location", "30 minutes before", "Add notification",
                  "Default color", "Add description"):
        s.add(label, None, "btn", h=140, x=(140, 1038), click=True, rid="tile_text")
    return s


def gc_details(clock: str) -> Scr:
    s = Scr(GC, clock, batt=64)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True, rid="info_action_close")
    s.add(None, "Edit event", "btn", h=150, x=(780, 900), row=True, click=True, rid="info_action_edit")
    s.add(None, "More options", "ib", h=150, x=(920, 1060), row=True, click=True)
    s.add("Call with landlord", h=150, x=(140, 1038), rid="title")
    s.add("Tuesday, October 14 ⋅ 11:00 AM – 12:00 PM", h=90, x=(140, 1038), rid="when_datetime")
    s.gap(30)
    s.row("30 minutes before", None, icon="Notifications", h=140, click=False, rids=("notification_text",))
    s.row("oliver.grant@gmail.com", None, icon="Calendar", h=140, click=False, rids=("calendar_name",))
    s.row("Busy · Default visibility", None, icon="Availability", h=140, click=False, rids=("availability_text",))
    return s


def gc_picker(clock: str, sel: int) -> Scr:
    s = Scr(GC, clock, batt=64)
    s.box("fl", 420, 1940, x=(60, 1020), rid="android:id/parentPanel")
    s.add("Select date", y=450, h=70, x=(120, 960), rid="mtrl_picker_header_title_text")
    dows = ["Wed", "Thu", "Fri", "Sat", "Sun", "Mon", "Tue"]
    s.add(f"{dows[(sel - 1) % 7]}, Oct {sel}", y=520, h=140, x=(120, 820), rid="mtrl_picker_header_selection_text")
    s.add(None, "Switch to text input mode", "ib", y=520, h=140, x=(840, 960), click=True, rid="mtrl_picker_header_toggle")
    s.add("October 2025", None, "btn", y=700, h=110, x=(120, 560), click=True, rid="month_navigation_fragment_toggle")
    s.add(None, "Change to previous month", "ib", y=700, h=110, x=(760, 870), click=True, rid="month_navigation_previous")
    s.add(None, "Change to next month", "ib", y=700, h=110, x=(870, 980), click=True, rid="month_navigation_next")
    for i, d in enumerate("SMTWTFS"):
        s.add(d, y=830, h=70, x=(90 + 128 * i, 218 + 128 * i), rid="day_of_week")
    for day in range(1, 32):
        col, rowi = (day + 2) % 7, (day + 2) // 7
        s.add(str(day), f"{dows[(day - 1) % 7]}, Oct {day}", "tv", y=910 + 120 * rowi, h=120, x=(90 + 128 * col, 218 + 128 * col),
              click=True, sel=day == sel, rid="month_grid_day")
    s.add("Cancel", None, "btn", y=1800, h=120, x=(560, 760), click=True, rid="cancel_button")
    s.add("OK", None, "btn", y=1800, h=120, x=(780, 960), click=True, rid="confirm_button")
    return s


def t08(rs: RowSet) -> None:
    t = Traj(gc_schedule("10:20", GC_DAYS))
    t.tap("Create new event and more", gc_fab("10:20"))
    t.tap("Event", gc_form("10:21", None, "Tue, Oct 14, 2025", "Tue, Oct 14, 2025", False), nth=1)
    t.type("title", "Call with landlord", gc_form("10:21", "Call with landlord", "Tue, Oct 14, 2025", "Tue, Oct 14, 2025", False))
    days = [(d, n, list(e)) for d, n, e in GC_DAYS]
    days[0][2].insert(1, ("Call with landlord", "11 AM – 12 PM"))
    t.tap("Save", gc_schedule("10:22", days))
    t.tap("Call with landlord", gc_details("10:22"))
    t.tap("Edit event", gc_form("10:23", "Call with landlord", "Tue, Oct 14, 2025", "Tue, Oct 14, 2025", True))
    t.tap("start_date", gc_picker("10:23", 14))
    t.tap("16", gc_picker("10:24", 16))
    t.tap("OK", gc_form("10:24", "Call with landlord", "Thu, Oct 16, 2025", "Thu, Oct 16, 2025", True))
    t.done(rs, "h53-android-08")


# ------------------------------------------------------------------ 09 Simple Calendar Pro (one contradiction: event date)
SC = "com.simplemobiletools.calendar.pro"
SC_EVENTS = [("Tuesday, October 14", [("Pick up dry cleaning", "17:30", "Oak St Cleaners")]),
             ("Wednesday, October 15", [("Yoga class", "07:00 - 08:00", "Studio 9, 2nd floor")]),
             ("Thursday, October 16", [("Dentist - Dr. Okafor", "14:20 - 15:00", "Riverside Dental, 220 Elm St"),
                                       ("Book club", "19:00 - 21:00", "Tessa's place — bring 'Piranesi'")]),
             ("Saturday, October 18", [("Lena's birthday", "All day", "")]),
             ("Monday, October 20", [("Car service", "08:30 - 10:00", "Valencia Auto, 1130 Valencia St")]),
             ("Wednesday, October 22", [("Quarterly review", "11:00 - 12:30", "Room 4B / Meet link in invite")])]


def sc_list(clock: str) -> Scr:
    s = Scr(SC, clock, batt=90)
    s.add(None, None, "et", h=150, x=(42, 640), click=True, edit=True, hint="Search", rid="top_toolbar_search")
    for i, ic in enumerate(("Go to today", "Change view", "More options")):
        s.add(None, ic, "btn" if ic != "More options" else "ib", y=136, h=150, x=(660 + 130 * i, 790 + 130 * i), click=True,
              rid={"Go to today": "go_to_today", "Change view": "change_view"}.get(ic))
    s.box("rv", 286, 2274, scroll=True, rid="calendar_events_list")
    for day, evs in SC_EVENTS:
        s.add(day, h=100, x=(42, 1038), click=True, rid="event_section_title")
        for title, when, where in evs:
            s.box("rl", s.y, s.y + 190, x=(20, 1060), click=True, longc=True, rid="event_item_holder")
            s.add(title, h=70, x=(80, 1038), y=s.y + 20, rid="event_item_title")
            s.add(when, h=50, x=(80, 500), y=s.y + 90, rid="event_item_time")
            if where:
                s.add(where, h=50, x=(500, 1038), y=s.y + 90, rid="event_item_description")
            s.y += 190
    s.add(None, "New event", "ib", y=2064, h=160, x=(858, 1018), click=True, rid="calendar_fab")
    return s


def sc_edit(clock: str, ev: dict[str, str]) -> Scr:
    s = Scr(SC, clock, batt=90)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True)
    s.add("Edit event", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add(None, "Save", "btn", h=150, x=(800, 930), row=True, click=True, rid="save")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("sv", 286, 2274, scroll=True, rid="event_scrollview")
    s.add(ev["title"], None, "et", h=140, x=(42, 1038), click=True, edit=True, hint="Title", rid="event_title")
    s.add(ev["location"], None, "et", h=140, x=(42, 1038), click=True, edit=True, hint="Location", rid="event_location")
    s.add(ev["desc"], None, "et", h=140, x=(42, 1038), click=True, edit=True, hint="Description", rid="event_description")
    s.add("All-day", None, "cb", h=130, x=(120, 1038), click=True, checkable=True, rid="event_all_day")
    s.add(ev["start_date"], None, "tv", h=130, x=(120, 700), click=True, rid="event_start_date")
    s.add(ev["start_time"], None, "tv", h=130, x=(760, 1038), row=True, click=True, rid="event_start_time")
    s.add(ev["end_date"], None, "tv", h=130, x=(120, 700), click=True, rid="event_end_date")
    s.add(ev["end_time"], None, "tv", h=130, x=(760, 1038), row=True, click=True, rid="event_end_time")
    s.add("America/Los_Angeles", None, "tv", h=130, x=(120, 1038), click=True, rid="event_time_zone")
    s.add(ev["reminder"], None, "tv", h=130, x=(120, 1038), click=True, rid="event_reminder_1")
    s.add("Add another reminder", None, "tv", h=130, x=(120, 1038), click=True, rid="event_reminder_2")
    s.add("No repetition", None, "tv", h=130, x=(120, 1038), click=True, rid="event_repetition")
    s.add("Add another attendee", None, "et", h=130, x=(120, 1038), click=True, edit=True, rid="event_attendee")
    s.add("Regular event", None, "tv", h=130, x=(120, 860), click=True, rid="event_type")
    s.add(None, "Event color", "iv", h=130, x=(900, 1038), row=True, click=True, rid="event_type_color")
    s.add("Personal calendar (local)", None, "tv", h=130, x=(120, 1038), click=True, rid="event_caldav_calendar_name")
    return s


SC_REMINDERS = ("No reminder", "At start", "5 minutes before", "10 minutes before", "20 minutes before", "30 minutes before",
                "1 hour before", "1 day before", "Custom")


def sc_reminder(clock: str) -> Scr:
    s = Scr(SC, clock, batt=90)
    s.box("fl", 500, 1840, x=(60, 1020), rid="android:id/parentPanel")
    s.box("android.widget.RadioGroup", 540, 1800, x=(60, 1020), rid="dialog_radio_group")
    for i, r in enumerate(SC_REMINDERS):
        s.add(r, None, "rb", y=540 + 140 * i, h=140, x=(90, 990), click=True, checkable=True, checked=r == "1 hour before",
              rid="dialog_radio_button")
    return s


def t09(rs: RowSet) -> None:
    dentist = {"title": "Dentist - Dr. Okafor", "location": "Riverside Dental, 220 Elm St", "desc": "Bring insurance card + X-ray CD",
               "start_date": "Thu, Oct 16, 2025", "start_time": "14:20", "end_date": "Thu, Oct 16, 2025", "end_time": "15:00",
               "reminder": "1 hour before"}
    t = Traj(sc_list("9:05"))
    t.tap("Dentist - Dr. Okafor", sc_edit("9:05", dentist))
    t.tap("1 hour before", sc_reminder("9:06"))
    dentist["reminder"] = "1 day before"
    t.tap("1 day before", sc_edit("9:06", dentist))
    t.tap("Save", sc_list("9:06"))
    t.tap("Dentist - Dr. Okafor", sc_edit("9:07", dict(dentist, start_date="Wed, Oct 15, 2025")))
    t.back(sc_list("9:07"))
    t.tap("Car service", sc_edit("9:08", {"title": "Car service", "location": "Valencia Auto, 1130 Valencia St",
                                          "desc": "45k mile service, ask about the front brake pads", "start_date": "Mon, Oct 20, 2025",
                                          "start_time": "08:30", "end_date": "Mon, Oct 20, 2025", "end_time": "10:00",
                                          "reminder": "30 minutes before"}))
    t.done(rs, "h53-android-09", bad=True, turn=5,
           kind="reopening the dentist event shows start date Wed, Oct 15, 2025, while it was Thu, Oct 16 and only its reminder was changed (the list still files it under Thursday)")


# ------------------------------------------------------------------ 10 Sleep as Android (clean)
SA = "com.urbandroid.sleep"


def sa_alarms(clock: str, banner: str, airport_on: bool, smart: str) -> Scr:
    s = Scr(SA, clock, batt=35, icons=("Sleep as Android notification: Next alarm Wed 6:30 AM",))
    s.add(None, "Open navigation drawer", "ib", h=150, x=(0, 140), click=True)
    s.add("Alarms", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.add(banner, h=120, x=(42, 1038), rid="next_alarm_text")
    s.box("rv", 406, 1900, scroll=True, rid="alarm_list")
    for time, ampm, days, label, sub, on, cd in (
            ("6:30", "AM", "Mon Tue Wed Thu Fri", "Work", f"Smart wake up {smart} · CAPTCHA: Math problem", True, "Work alarm switch"),
            ("8:00", "AM", "Sat Sun", "Weekend", "Smart wake up 20 min", True, "Weekend alarm switch"),
            ("5:15", "AM", "Fri", "Airport", "CAPTCHA: Math problem · Sound: Loud alarm", airport_on, "Airport alarm switch")):
        y0 = s.y
        s.box("rl", y0, y0 + 300, x=(20, 1060), click=True, longc=True, rid="alarm_item")
        s.add(f"{time} {ampm}", y=y0 + 20, h=130, x=(60, 560), click=True, rid="alarm_time")
        s.add(None, cd, "sw", y=y0 + 40, h=100, x=(880, 1038), click=True, checkable=True, checked=on, rid="alarm_switch")
        s.add(days, y=y0 + 150, h=56, x=(60, 860), rid="alarm_days")
        s.add(label, y=y0 + 206, h=50, x=(60, 500), rid="alarm_label")
        s.add(sub, y=y0 + 250, h=44, x=(60, 1000), rid="alarm_features")
        s.y = y0 + 320
    s.add(None, "Add alarm", "ib", y=1760, h=150, x=(870, 1020), click=True, rid="fab_add_alarm")
    s.add("Start sleep tracking", None, "btn", y=1940, h=150, x=(42, 1038), click=True, rid="start_tracking")
    for i, tab in enumerate(("Alarms", "Graphs", "Stats", "Profile")):
        s.add(tab, tab, "fl", y=2110, h=164, x=(270 * i, 270 * i + 270), click=True, sel=tab == "Alarms", rid="bottom_nav_item")
    return s


def sa_edit(clock: str, smart: str) -> Scr:
    s = Scr(SA, clock, batt=35, icons=("Sleep as Android notification: Next alarm Wed 6:30 AM",))
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Edit alarm", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add(None, "Delete alarm", "btn", h=150, x=(800, 930), row=True, click=True, rid="menu_delete")
    s.add(None, "Test alarm", "btn", h=150, x=(930, 1060), row=True, click=True, rid="menu_test")
    s.add("6:30 AM", None, "tv", h=220, x=(42, 1038), click=True, rid="alarm_time_big")
    for i, d in enumerate(("M", "T", "W", "T", "F", "S", "S")):
        s.add(d, ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")[i], "cb", y=s.y, h=120,
              x=(42 + 140 * i, 162 + 140 * i), click=True, checkable=True, checked=i < 5, rid="day_toggle")
    s.y += 140
    s.box("sv", s.y, 2274, scroll=True, rid="alarm_settings")
    for title, sub in (("Label", "Work"), ("Smart wake up", smart), ("CAPTCHA", "Math problem · 3 problems"),
                       ("Sound", "Bird song"), ("Gentle volume increase", "3 min"), ("Snooze", "5 min · limit 2"),
                       ("Vibrate", "After 2 min, strong")):
        s.row(title, sub, h=170, rids=("android:id/title", "android:id/summary"))
    return s


def sa_smart(clock: str) -> Scr:
    s = Scr(SA, clock, batt=35, icons=("Sleep as Android notification: Next alarm Wed 6:30 AM",))
    s.box("fl", 520, 1780, x=(60, 1020), rid="android:id/parentPanel")
    s.add("Smart wake up", y=560, h=100, x=(120, 960), rid="android:id/alertTitle")
    for i, o in enumerate(("Off", "10 min", "20 min", "30 min", "45 min", "60 min")):
        s.add(o, None, "ctv", y=680 + 140 * i, h=140, x=(90, 990), click=True, checkable=True, checked=o == "30 min", rid="android:id/text1")
    s.add("Cancel", None, "btn", y=1620, h=120, x=(760, 960), click=True, rid="android:id/button2")
    return s


def sa_tracking(clock: str, left: str) -> Scr:
    s = Scr(SA, clock, batt=35, icons=("Sleep as Android notification: Sleep tracking",))
    s.add("Sleep tracking", h=150, x=(42, 1038), rid="toolbar_title")
    s.add(f"{clock} PM", h=300, x=(42, 1038), rid="tracking_clock")
    s.add(f"Alarm 6:30 AM · in {left}", h=90, x=(42, 1038), rid="tracking_alarm")
    s.add("Smart wake up from 5:45 AM", h=80, x=(42, 1038), rid="tracking_smart_window")
    s.add("Sensor: Sonar · Battery optimisation: off", h=80, x=(42, 1038), rid="tracking_sensor")
    s.gap(200)
    for i, b in enumerate(("Lullaby", "Pause", "Noise recording")):
        s.add(b, b, "btn", y=s.y, h=200, x=(42 + 336 * i, 358 + 336 * i), click=True, rid="tracking_action")
    s.y += 240
    s.add("Stop tracking (long press)", None, "btn", y=2040, h=160, x=(42, 1038), click=True, longc=True, rid="stop_tracking")
    return s


def t10(rs: RowSet) -> None:
    t = Traj(sa_alarms("10:42", "Next alarm in 7 h 48 min", False, "30 min"))
    t.tap("Airport alarm switch", sa_alarms("10:42", "Next alarm in 7 h 48 min", True, "30 min"))
    t.tap("6:30 AM", sa_edit("10:43", "30 min"))
    t.tap("Smart wake up", sa_smart("10:44"))
    t.tap("45 min", sa_edit("10:45", "45 min"))
    t.back(sa_alarms("10:46", "Next alarm in 7 h 44 min", True, "45 min"))
    t.tap("Start sleep tracking", sa_tracking("10:47", "7 h 43 min"))
    t.wait(sa_tracking("10:48", "7 h 42 min"))
    t.done(rs, "h53-android-10")


# ------------------------------------------------------------------ 11 Medito, uiautomator XML (clean)
MED = "meditofoundation.medito"


def med_pack(clock: str, progress: str | None) -> Scr:
    s = Scr(MED, clock, batt=52, xml=True, nav=False)
    s.add(None, "Back", "btn", h=150, x=(0, 140), click=True)
    s.add(None, "Body scan cover", "iv", h=420, x=(0, 1080))
    s.add("Body scan", h=120, x=(42, 1038))
    s.add("Notice sensations from head to toe without trying to change them. Good before sleep or after a long day at a desk.", h=220, x=(42, 1038))
    s.add("Sessions", h=100, x=(42, 1038))
    for title, dur in (("Short body scan", "5 min"), ("Full body scan", "10 min"), ("Long body scan", "20 min"), ("Body scan for sleep", "15 min")):
        sub = dur if not (progress and title == "Full body scan") else f"{dur} · {progress}"
        s.row(title, sub, h=190, cont="v", rids=())
    for i, tab in enumerate(("Home", "Explore", "Journal", "Settings")):
        s.add(tab, tab, "v", y=2220, h=180, x=(270 * i, 270 * i + 270), click=True, sel=tab == "Explore")
    return s


def med_home(clock: str) -> Scr:
    s = Scr(MED, clock, batt=52, xml=True, nav=False)
    s.add("Good evening", h=130, x=(42, 800))
    s.add(None, "Notifications", "btn", h=130, x=(900, 1038), row=True, click=True)
    s.add("Streak", None, "v", h=160, x=(42, 352), click=True, d=1)
    s.add("6 days", y=s.y - 90, h=80, x=(60, 340), d=2)
    s.add("Minutes", None, "v", y=s.y - 160, h=160, x=(384, 694), click=True, d=1)
    s.add("412", y=s.y - 90, h=80, x=(400, 680), d=2)
    s.add("Sessions", None, "v", y=s.y - 160, h=160, x=(726, 1038), click=True, d=1)
    s.add("57", y=s.y - 90, h=80, x=(740, 1020), d=2)
    s.gap(30)
    s.add("Daily meditation · 10 min", None, "v", h=260, x=(42, 1038), click=True)
    s.add("Packs", h=100, x=(42, 1038))
    for p, sub in (("Breath", "6 sessions"), ("Body scan", "4 sessions"), ("Sleep", "12 sessions"), ("Anxiety SOS", "5 sessions"),
                   ("Walking meditation", "3 sessions")):
        s.row(p, sub, icon=f"{p} cover", h=200, cont="v")
    for i, tab in enumerate(("Home", "Explore", "Journal", "Settings")):
        s.add(tab, tab, "v", y=2220, h=180, x=(270 * i, 270 * i + 270), click=True, sel=tab == "Home")
    return s


def med_player(clock: str, pos: str, playing: bool, ready: bool = False) -> Scr:
    s = Scr(MED, clock, batt=52, xml=True, nav=False)
    s.add(None, "Close", "btn", h=150, x=(0, 140), click=True)
    s.add(None, "Full body scan artwork", "iv", h=760, x=(140, 940))
    s.add("Full body scan", h=120, x=(42, 1038))
    s.add("Guided by Kate · 10 min", h=80, x=(42, 1038))
    if ready:
        s.add("Choose a guide", h=90, x=(42, 1038))
        s.add("Kate", None, "v", h=110, x=(42, 300), click=True, checkable=True, checked=True)
        s.add("Pete", None, "v", h=110, x=(320, 578), row=True, click=True, checkable=True)
    s.gap(40)
    s.add(None, "Seek", "sb", h=80, x=(42, 1038), focusable=True)
    s.add(pos, h=70, x=(42, 300))
    s.add("10:00", h=70, x=(780, 1038), row=True)
    s.gap(60)
    s.add(None, "Rewind 10 seconds", "btn", h=180, x=(140, 320), click=True)
    s.add(None, "Pause" if playing else "Play", "btn", h=220, x=(430, 650), row=True, click=True)
    s.els[-1]["box"] = (430, 650, s.els[-1]["box"][2] - 20, s.els[-1]["box"][3] + 20)
    s.add(None, "Forward 10 seconds", "btn", y=s.els[-2]["box"][2], h=180, x=(760, 940), click=True)
    s.add("Background sound: Rain on leaves", None, "v", y=2040, h=140, x=(42, 1038), click=True)
    return s


def t11(rs: RowSet) -> None:
    t = Traj(med_home("8:31"))
    t.tap("Body scan", med_pack("8:31", None))
    t.tap("Full body scan", med_player("8:32", "00:00", False, ready=True))
    t.tap("Play", med_player("8:32", "00:01", True))
    t.wait(med_player("8:33", "00:48", True))
    t.tap("Pause", med_player("8:33", "00:53", False))
    t.back(med_pack("8:33", "Resume at 00:53"))
    t.done(rs, "h53-android-11")


# ------------------------------------------------------------------ 12 Strava (one contradiction: weekly total after a deletion)
SV = "com.strava"
SV_ACTS = [("Recovery jog", "Oct 15, 2025 · San Francisco", "3.10 km", "6:18 /km", "19m 32s"),
           ("Evening Run", "Oct 14, 2025 · San Francisco", "8.40 km", "5:15 /km", "44m 6s"),
           ("Morning Run", "Oct 13, 2025 · San Francisco", "5.20 km", "5:21 /km", "27m 48s"),
           ("Sunday long run", "Oct 12, 2025 · Marin Headlands", "18.03 km", "5:39 /km", "1h 41m")]


def sv_top(s: Scr, tab: str) -> None:
    s.add("You", h=150, x=(42, 600), rid="toolbar_title")
    s.add(None, "Search", "btn", h=150, x=(760, 880), row=True, click=True, rid="search")
    s.add(None, "Settings", "btn", h=150, x=(900, 1040), row=True, click=True, rid="settings")
    s.add("Progress", None, "tv", h=130, x=(0, 540), click=True, sel=tab == "Progress", rid="tab_progress")
    s.add("Activities", None, "tv", h=130, x=(540, 1080), row=True, click=True, sel=tab == "Activities", rid="tab_activities")


def sv_bottom(s: Scr, sel: str) -> None:
    for i, tab in enumerate(("Home", "Maps", "Record", "Groups", "You")):
        s.add(tab, tab, "fl", y=2094, h=180, x=(216 * i, 216 * i + 216), click=True, sel=tab == sel, rid="navigation_bar_item_large_label_view")


def sv_progress(clock: str, dist: str, time: str, elev: str, count: str, year: str) -> Scr:
    s = Scr(SV, clock, batt=81)
    sv_top(s, "Progress")
    s.box("sv", 416, 2094, scroll=True, rid="progress_scroll")
    s.add("Run", None, "btn", h=110, x=(42, 260), click=True, sel=True, rid="sport_chip")
    s.add("Ride", None, "btn", h=110, x=(280, 500), row=True, click=True, rid="sport_chip")
    s.add("Swim", None, "btn", h=110, x=(520, 740), row=True, click=True, rid="sport_chip")
    s.add("This week", h=100, x=(42, 1038), rid="week_header")
    for label, val in (("Distance", dist), ("Time", time), ("Elev Gain", elev)):
        s.add(label, h=60, x=(42 + 336 * ("Distance", "Time", "Elev Gain").index(label), 378 + 336 * ("Distance", "Time", "Elev Gain").index(label)),
              y=s.y, rid="stat_label")
        s.add(val, h=90, x=(42 + 336 * ("Distance", "Time", "Elev Gain").index(label), 378 + 336 * ("Distance", "Time", "Elev Gain").index(label)),
              y=s.y + 60, rid="stat_value")
    s.y += 170
    s.add(count, h=70, x=(42, 1038), rid="week_activity_count")
    s.add(None, "Weekly distance chart, last 12 weeks", "v", h=420, x=(42, 1038), rid="progress_chart")
    s.add("Last 12 weeks", h=70, x=(42, 1038), rid="chart_caption")
    s.row("This year", year, h=180, rids=("ytd_title", "ytd_value"))
    s.row("Best efforts", "5K 23:41 · 10K 49:58 · Half-Marathon 1:52:07", h=200, rids=("best_title", "best_value"))
    s.row("Training log", "See your week at a glance", h=180)
    sv_bottom(s, "You")
    return s


def sv_list(clock: str, acts: list[tuple[str, str, str, str, str]]) -> Scr:
    s = Scr(SV, clock, batt=81)
    sv_top(s, "Activities")
    s.box("rv", 416, 2094, scroll=True, rid="activity_list")
    for name, when, dist, pace, dur in acts:
        y0 = s.y
        s.box("ll", y0, y0 + 400, click=True, rid="activity_row")
        s.add(when, y=y0 + 20, h=56, x=(42, 1038), rid="activity_date")
        s.add(name, y=y0 + 80, h=80, x=(42, 1038), rid="activity_title")
        for j, (lab, val) in enumerate((("Distance", dist), ("Pace", pace), ("Time", dur))):
            s.add(lab, y=y0 + 170, h=50, x=(42 + 336 * j, 378 + 336 * j), rid="stat_label")
            s.add(val, y=y0 + 220, h=70, x=(42 + 336 * j, 378 + 336 * j), rid="stat_value")
        s.add(None, f"Map of {name}", "iv", y=y0 + 300, h=90, x=(42, 1038), rid="activity_map_thumbnail")
        s.y = y0 + 410
    sv_bottom(s, "You")
    return s


def sv_detail(clock: str, menu: bool) -> Scr:
    s = Scr(SV, clock, batt=81)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Run", h=150, x=(150, 600), row=True, rid="toolbar_title")
    s.add(None, "Share", "btn", h=150, x=(780, 920), row=True, click=True, rid="share")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.add(None, "Map of Recovery jog", "iv", h=520, x=(0, 1080), rid="activity_map")
    s.add("Recovery jog", h=110, x=(42, 1038), rid="activity_title")
    s.add("October 15, 2025 at 6:52 AM · San Francisco, California", h=70, x=(42, 1038), rid="activity_date_location")
    stats = (("Distance", "3.10 km"), ("Moving Time", "19:32"), ("Avg Pace", "6:18 /km"), ("Elevation Gain", "9 m"),
             ("Calories", "214 Cal"), ("Avg Heart Rate", "131 bpm"))
    for j, (lab, val) in enumerate(stats):
        col, rw = j % 2, j // 2
        s.add(lab, y=s.y + 150 * rw, h=56, x=(42 + 500 * col, 520 + 500 * col), rid="stat_label")
        s.add(val, y=s.y + 150 * rw + 56, h=80, x=(42 + 500 * col, 520 + 500 * col), rid="stat_value")
    s.y += 470
    s.row("Relative Effort", "12 · Below your weekly range", h=180)
    s.row("Gear", "Nike Pegasus 41 · 412.6 km", h=180)
    s.row("Splits", "1 km 6:21 · 2 km 6:19 · 3 km 6:14", h=180)
    if menu:
        s.box("lv", 150, 760, x=(560, 1060), rid="popup_menu")
        for i, m in enumerate(("Edit Activity", "Save Route", "Crop Activity", "Delete")):
            s.add(m, None, "tv", y=170 + 140 * i, h=140, x=(560, 1060), click=True, rid="title")
    return s


def sv_confirm(clock: str) -> Scr:
    s = Scr(SV, clock, batt=81)
    s.box("fl", 820, 1480, x=(60, 1020), rid="android:id/parentPanel")
    s.add("Delete activity?", y=860, h=100, x=(120, 960), rid="android:id/alertTitle")
    s.add("Are you sure you want to delete this activity? This can't be undone.", y=980, h=200, x=(120, 960), rid="android:id/message")
    s.add("Cancel", None, "btn", y=1320, h=120, x=(520, 740), click=True, rid="android:id/button2")
    s.add("Delete", None, "btn", y=1320, h=120, x=(760, 960), click=True, rid="android:id/button1")
    return s


def sv_feed(clock: str) -> Scr:
    s = Scr(SV, clock, batt=81)
    s.add("Home", h=150, x=(42, 600), rid="toolbar_title")
    s.add(None, "Notifications", "btn", h=150, x=(900, 1040), row=True, click=True, rid="notifications")
    s.box("rv", 286, 2094, scroll=True, rid="feed_list")
    for who, what, stats in (("Kiptoo Ruto", "Tempo Tuesday 🔥", "12.40 km · 4:21 /km · 53m 54s"),
                             ("You", "Recovery jog", "3.10 km · 6:18 /km · 19m 32s"),
                             ("Hannah Ødegaard", "Golden Gate loop", "24.6 km · 4h 02m · Ride"),
                             ("Marcus Lee", "Lunch Run", "6.02 km · 5:48 /km · 34m 55s")):
        y0 = s.y
        s.box("ll", y0, y0 + 430, click=True, rid="feed_entry")
        s.add(who, y=y0 + 20, h=70, x=(180, 1038), rid="athlete_name")
        s.add(what, y=y0 + 100, h=80, x=(42, 1038), rid="activity_title")
        s.add(stats, y=y0 + 190, h=70, x=(42, 1038), rid="activity_stats")
        s.add("Give kudos", None, "btn", y=y0 + 290, h=110, x=(42, 360), click=True, rid="kudos_button")
        s.add("Comment", None, "btn", y=y0 + 290, h=110, x=(380, 700), click=True, rid="comment_button")
        s.y = y0 + 440
    sv_bottom(s, "Home")
    return s


def t12(rs: RowSet) -> None:
    t = Traj(sv_feed("7:12"))
    t.tap("You", sv_progress("7:12", "16.7 km", "1h 31m", "159 m", "3 activities", "1,284.6 km · 142h 10m · 126 runs"), nth=1)
    t.tap("Activities", sv_list("7:13", SV_ACTS))
    t.tap("Recovery jog", sv_detail("7:13", False))
    t.tap("More options", sv_detail("7:14", True))
    t.tap("Delete", sv_confirm("7:14"))
    t.tap("Delete", sv_list("7:15", SV_ACTS[1:]))
    t.tap("Progress", sv_progress("7:15", "13.9 km", "1h 11m", "150 m", "2 activities", "1,281.5 km · 141h 50m · 125 runs"))
    t.tap("Activities", sv_list("7:16", SV_ACTS[1:]))
    t.done(rs, "h53-android-12", bad=True, turn=7,
           kind="after deleting the 3.10 km Recovery jog the weekly distance reads 13.9 km, but 16.7 km minus 3.10 km is 13.6 km (time, elevation and yearly total were reduced correctly)")


# ------------------------------------------------------------------ 13 Tasks.org, uiautomator XML (one contradiction: deleted task back)
TK = "org.tasks"
TK_TASKS = [("Call plumber about leak", "Today", "Water stain under the sink is spreading"), ("Water plants", "Today · Every 3 days", None),
            ("Submit expense report", "Fri, Oct 17", "Receipts from Denver trip"), ("Renew passport", "Mon, Oct 20", "Photos done, need form DS-82"),
            ("Return library books", "Sat, Oct 25", None), ("Buy printer ink", None, "HP 305 black + tri-color"),
            ("Book dentist cleaning", None, None)]


def tk_list(clock: str, tasks: list[tuple[str, str | None, str | None]]) -> Scr:
    s = Scr(TK, clock, batt=61, xml=True)
    s.add(None, "Open navigation drawer", "ib", h=150, x=(0, 140), click=True)
    s.add("My Tasks", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add(None, "Search", "btn", h=150, x=(780, 920), row=True, click=True, rid="menu_search")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("rv", 286, 2274, scroll=True, rid="recycler_view")
    for title, due, desc in tasks:
        h = 120 + (70 if due else 0) + (70 if desc else 0)
        y0 = s.y
        s.box("vg", y0, y0 + h, click=True, longc=True, rid="row", d=1)
        s.add(None, "Complete task", "cb", y=y0 + 20, h=100, x=(20, 130), click=True, checkable=True, rid="completeBox", d=2)
        s.add(title, y=y0 + 30, h=70, x=(150, 1040), rid="title", d=2)
        yy = y0 + 110
        if desc:
            s.add(desc, y=yy, h=60, x=(150, 1040), rid="description", d=2)
            yy += 70
        if due:
            s.add(due, y=yy, h=60, x=(150, 700), rid="due_date", d=2)
        s.y = y0 + h + 10
    s.add(None, "Create new task", "ib", y=2060, h=160, x=(858, 1018), click=True, rid="fab")
    return s


def tk_edit(clock: str, title: str, due: str, desc: str | None, menu: bool = False, tags: str = "Add tags") -> Scr:
    s = Scr(TK, clock, batt=61, xml=True)
    s.add(None, "Save", "ib", h=150, x=(0, 140), click=True, rid="toolbar_save")
    s.add(None, "Discard", "btn", h=150, x=(780, 920), row=True, click=True, rid="menu_discard")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("sv", 286, 2274, scroll=True, rid="edit_scroll")
    s.add(None, "Complete task", "cb", h=140, x=(20, 140), click=True, checkable=True, rid="completeBox")
    s.add(title, None, "et", h=140, x=(150, 1040), row=True, click=True, edit=True, rid="title")
    s.add(desc, None, "et", h=160, x=(150, 1040), click=True, edit=True, rid="notes")
    s.row("Due date", due, icon="Due date", h=170, rids=("", "due_date_value", "", "", "due_date_row"))
    s.add("Priority", h=80, x=(150, 1040))
    for i, p in enumerate(("High", "Medium", "Low", "None")):
        s.add(p, None, "rb", y=s.y, h=120, x=(150 + 220 * i, 360 + 220 * i), click=True, checkable=True,
              checked=p == ("High" if title.startswith("Call") else "None"), rid="priority")
    s.y += 130
    s.row("My Tasks", "List", icon="List", h=170, rids=("list_value", "list_label"))
    s.row(tags, None, icon="Tags", h=140, rids=("tags_value",))
    s.row("Add reminder", None, icon="Reminders", h=140)
    s.row("Repeat", "Does not repeat", icon="Repeat", h=170)
    s.add("Created Oct 2, 2025 · Modified Oct 11, 2025", h=80, x=(150, 1040), rid="creation_info")
    if menu:
        s.box("lv", 150, 720, x=(560, 1060), rid="popup_menu", d=1)
        for i, m in enumerate(("Delete task", "Copy", "Share", "Attachments")):
            s.add(m, None, "tv", y=170 + 130 * i, h=130, x=(560, 1060), click=True, rid="title", d=2)
    return s


def tk_date(clock: str, sel: str) -> Scr:
    s = Scr(TK, clock, batt=61, xml=True)
    s.box("fl", 1000, 2274, x=(0, 1080), rid="design_bottom_sheet", d=1)
    s.add(sel, y=1040, h=120, x=(42, 1038), rid="selected_date", d=2)
    for i, c in enumerate(("No date", "Today", "Tomorrow", "Next week")):
        s.add(c, None, "btn", y=1190 + 130 * (i // 2), h=120, x=(42 + 500 * (i % 2), 520 + 500 * (i % 2)), click=True,
              checkable=True, checked=c == "Next week" and sel == "Tue, Oct 21", rid="shortcut_chip", d=2)
    s.add("Pick date", None, "btn", y=1460, h=120, x=(42, 520), click=True, rid="pick_date", d=2)
    s.add("Pick time", None, "btn", y=1460, h=120, x=(542, 1020), click=True, rid="pick_time", d=2)
    s.add("Cancel", None, "btn", y=2100, h=130, x=(520, 760), click=True, rid="cancel_button", d=2)
    s.add("OK", None, "btn", y=2100, h=130, x=(780, 1038), click=True, rid="ok_button", d=2)
    return s


def tk_tags(clock: str, checked: tuple[str, ...]) -> Scr:
    s = Scr(TK, clock, batt=61, xml=True)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Tags", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add(None, None, "et", h=140, x=(42, 1038), click=True, edit=True, rid="search_input")
    s.els[-1]["text"] = "Create new tag"
    s.box("rv", s.y, 2274, scroll=True, rid="recycler_view")
    for tag in ("Admin", "Errands", "Health", "Home", "Travel", "Work"):
        s.add(tag, None, "ctv", h=140, x=(42, 1038), click=True, checkable=True, checked=tag in checked, rid="text")
    return s


def t13(rs: RowSet) -> None:
    t = Traj(tk_list("12:10", TK_TASKS))
    t.tap("Buy printer ink", tk_edit("12:10", "Buy printer ink", "No date", "HP 305 black + tri-color"))
    t.tap("More options", tk_edit("12:11", "Buy printer ink", "No date", "HP 305 black + tri-color", menu=True))
    left = [x for x in TK_TASKS if x[0] != "Buy printer ink"]
    t.tap("Delete task", tk_list("12:11", left))
    t.tap("completeBox", tk_list("12:12", [x for x in TK_TASKS if x[0] != "Call plumber about leak"]))
    t.tap("Renew passport", tk_edit("12:12", "Renew passport", "Mon, Oct 20", "Photos done, need form DS-82"))
    t.tap("Mon, Oct 20", tk_date("12:13", "Mon, Oct 20"))
    t.tap("Next week", tk_date("12:13", "Tue, Oct 21"))
    t.tap("OK", tk_edit("12:14", "Renew passport", "Tue, Oct 21", "Photos done, need form DS-82"))
    t.tap("Add tags", tk_tags("12:14", ()))
    t.done(rs, "h53-android-13", bad=True, turn=4,
           kind="after completing 'Call plumber about leak' the list shows 'Buy printer ink' again, a task deleted at turn 3 with no undo")


# ------------------------------------------------------------------ 14 Phone app (clean)
DLR = "com.google.android.dialer"
DLR_RECENTS = [("Dr. Patel's office", "Missed call · 9:41 AM", True), ("Mom", "Outgoing call · 8:15 AM", False),
               ("+1 415-555-0188", "San Francisco, CA · Incoming call · Yesterday", False),
               ("Kenji Watanabe (2)", "Outgoing call · Yesterday", False), ("Spam Likely", "+1 877-555-0121 · Incoming call · Mon", False),
               ("Lucía Fernández", "Missed call · Mon", True)]


def dlr_tabs(s: Scr, sel: str) -> None:
    for i, (tab, cd) in enumerate((("Favorites", "Favorites"), ("Recents", "Recents"), ("Contacts", "Contacts"),
                                   ("Voicemail", "Voicemail, 1 new voicemail"))):
        s.add(tab, cd, "fl", y=2094, h=180, x=(270 * i, 270 * i + 270), click=True, sel=tab == sel, rid="navigation_bar_item_small_label_view")


def dlr_recents(clock: str, rows: list[tuple[str, str, bool]], expanded: str | None = None) -> Scr:
    s = Scr(DLR, clock, batt=83, icons=("Phone notification: Missed call from Dr. Patel's office",) if rows[0][2] else ())
    s.add("Search contacts & places", None, "tv", h=150, x=(42, 900), click=True, rid="open_search_bar_text_view")
    s.add(None, "More options", "ib", h=150, x=(920, 1060), row=True, click=True)
    s.box("rv", 286, 2094, scroll=True, rid="new_call_log_recycler_view")
    s.add("Today", h=90, x=(42, 1038), rid="new_call_log_header_text")
    for name, sub, _missed in rows:
        if name == "+1 415-555-0188":
            s.add("Older", h=90, x=(42, 1038), rid="new_call_log_header_text")
        s.row(name, sub, icon=f"Photo for {name}", h=190, longc=True, rids=("primary_text", "call_type", "", "", "new_call_log_entry_root"))
        s.add(None, f"Call {name.split(' (')[0]}", "ib", y=s.y - 150, h=110, x=(930, 1040), click=True, rid="call_button")
        if name == expanded:
            for i, act in enumerate(("Message", "History", "Add contact" if name.startswith("+") else "Block/report spam")):
                s.add(act, None, "btn", y=s.y, h=130, x=(200 + 280 * i, 470 + 280 * i), click=True, rid="call_log_action")
            s.y += 140
    dlr_tabs(s, "Recents")
    return s


def dlr_history(clock: str) -> Scr:
    s = Scr(DLR, clock, batt=83)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Call details", h=150, x=(150, 800), row=True, rid="toolbar_title")
    s.add(None, "More options", "ib", h=150, x=(920, 1060), row=True, click=True)
    s.add(None, "Photo for Dr. Patel's office", "iv", h=240, x=(420, 660), rid="contact_photo")
    s.add("Dr. Patel's office", h=100, x=(42, 1038), rid="contact_name")
    s.add("+1 650-555-0134 · Work", h=70, x=(42, 1038), rid="phone_number")
    for i, b in enumerate(("Call", "Message", "Video call")):
        s.add(b, b, "btn", y=s.y + 20, h=180, x=(60 + 330 * i, 360 + 330 * i), click=True, rid="call_details_action")
    s.y += 220
    s.box("rv", s.y, 2274, scroll=True, rid="recycler_view")
    for kind, when, dur in (("Missed call", "Today, 9:41 AM", None), ("Incoming call", "Oct 2, 11:03 AM", "4 min 12 sec"),
                            ("Outgoing call", "Sep 29, 3:30 PM", "1 min 48 sec"), ("Outgoing call", "Sep 12, 9:05 AM", "6 min 30 sec")):
        s.row(kind, when if dur is None else f"{when} · {dur}", icon=kind, h=180, click=False, rids=("call_type_text", "call_time"))
    return s


def dlr_call(clock: str, status: str, keypad: str | None = None) -> Scr:
    s = Scr(DLR, clock, batt=83, icons=("Phone notification: Ongoing call",), nav=False)
    s.add("Dr. Patel's office", y=300, h=120, x=(42, 1038), rid="contactgrid_contact_name")
    s.add(status, y=420, h=80, x=(42, 1038), rid="contactgrid_status_text")
    s.add("Work · +1 650-555-0134", y=500, h=70, x=(42, 1038), rid="contactgrid_bottom_text")
    if keypad is not None:
        s.add(keypad or None, y=640, h=140, x=(90, 990), rid="dtmf_digits")
        for i, k in enumerate("123456789*0#"):
            s.add(k, None, "fl", y=840 + 220 * (i // 3), h=200, x=(120 + 300 * (i % 3), 360 + 300 * (i % 3)), click=True, rid="dialpad_key_number")
        s.add(None, "Hide keypad", "ib", y=1960, h=140, x=(60, 200), click=True, rid="dialpad_back")
    else:
        for i, b in enumerate(("Mute", "Keypad", "Speaker", "Add call", "Hold", "More")):
            s.add(b, b, "tb", y=1000 + 320 * (i // 3), h=280, x=(90 + 320 * (i % 3), 350 + 320 * (i % 3)), click=True, checkable=True,
                  rid="incall_button")
    s.add(None, "End call", "ib", y=2150, h=180, x=(450, 630), click=True, rid="incall_end_call_button")
    return s


def dlr_voicemail(clock: str) -> Scr:
    s = Scr(DLR, clock, batt=83)
    s.add("Search contacts & places", None, "tv", h=150, x=(42, 900), click=True, rid="open_search_bar_text_view")
    s.add(None, "More options", "ib", h=150, x=(920, 1060), row=True, click=True)
    s.box("rv", 286, 2094, scroll=True, rid="new_voicemail_call_log_recycler_view")
    for name, when, dur, text, new in (
            ("Lucía Fernández", "Mon, 4:47 PM", "0:32", "Hi, it's Lucía — the keys are with the front desk, just give them your name. Call me if anything's weird with the heating.", True),
            ("Dr. Patel's office", "Sep 30, 10:12 AM", "0:51", "This is Dr. Patel's office calling to confirm your appointment on Thursday the second at eleven.", False),
            ("+1 415-555-0188", "Sep 21, 1:05 PM", "0:18", "Hey, this is Rob from the bike shop, your wheel is trued and ready whenever.", False)):
        y0 = s.y
        s.box("ll", y0, y0 + 330, click=True, rid="voicemail_entry")
        s.add(name, y=y0 + 20, h=64, x=(200, 900), rid="primary_text")
        s.add(f"{when} · {dur}" + (" · New" if new else ""), y=y0 + 84, h=56, x=(200, 900), rid="secondary_text")
        s.add(text, y=y0 + 150, h=160, x=(200, 1038), rid="transcription_text")
        s.add(None, f"Photo for {name}", "iv", y=y0 + 20, h=112, x=(42, 154), rid="quick_contact_photo")
        s.y = y0 + 340
    dlr_tabs(s, "Voicemail")
    return s


def t14(rs: RowSet) -> None:
    t = Traj(dlr_recents("10:03", DLR_RECENTS))
    t.tap("Dr. Patel's office", dlr_recents("10:03", DLR_RECENTS, expanded="Dr. Patel's office"))
    t.tap("History", dlr_history("10:04"))
    t.tap("Call", dlr_call("10:04", "Calling…"))
    t.wait(dlr_call("10:04", "0:07"))
    t.tap("Keypad", dlr_call("10:04", "0:12", ""))
    t.tap("1", dlr_call("10:05", "0:15", "1"))
    rows = [("Dr. Patel's office (2)", "Outgoing call · 10:04 AM", False)] + DLR_RECENTS[1:]
    t.tap("End call", dlr_recents("10:05", rows))
    t.tap("Voicemail", dlr_voicemail("10:05"))
    t.done(rs, "h53-android-14")


# ------------------------------------------------------------------ 15 Aegis Authenticator (clean)
AE = "com.beemdevelopment.aegis"
AE_ENTRIES = [("AWS", "o.grant@northwind.io", "Work"), ("Cloudflare", "oliver.grant@fastmail.com", "Personal"),
              ("Dropbox", "oliver.grant@fastmail.com", "Personal"), ("GitHub", "ogrant", "Work"),
              ("Google", "oliver.grant@gmail.com", "Personal"), ("Proton", "ogrant@proton.me", "Personal"),
              ("Tailscale", "ogrant@github", "Work")]


def totp(issuer: str, window: int) -> str:
    n = int(hashlib.sha1(f"{issuer}/{window}".encode()).hexdigest()[:8], 16) % 1_000_000
    return f"{n // 1000:03d} {n % 1000:03d}"


def ae_list(clock: str, window: int, *, query: str | None = None, group: str = "All", selected: str | None = None) -> Scr:
    s = Scr(AE, clock, batt=90)
    if selected:
        s.add(None, "Done", "ib", h=150, x=(0, 140), click=True, rid="action_mode_close_button")
        s.add("1", h=150, x=(150, 300), row=True, rid="action_mode_title")
        for i, ic in enumerate(("Copy", "Edit", "Share", "Delete")):
            s.add(None, ic, "btn", y=136, h=150, x=(480 + 130 * i, 610 + 130 * i), click=True, rid=f"action_{ic.lower()}")
        s.add(None, "More options", "ib", y=136, h=150, x=(1000, 1080), click=True)
    elif query is not None:
        s.add(None, "Collapse", "ib", h=150, x=(0, 140), click=True)
        s.add(query or None, None, "et", h=150, x=(150, 1060), row=True, click=True, edit=True, focus=True, hint="Search", rid="search_src_text")
    else:
        s.add("Aegis", h=150, x=(42, 500), rid="toolbar_title")
        for i, ic in enumerate(("Search", "Lock", "More options")):
            s.add(None, ic, "btn" if ic != "More options" else "ib", y=136, h=150, x=(660 + 130 * i, 790 + 130 * i), click=True,
                  rid={"Search": "mi_search", "Lock": "action_lock"}.get(ic))
    s.y = 286
    for i, g in enumerate(("All", "Personal", "Work")):
        s.add(g, None, "android.widget.CompoundButton", y=300, h=110, x=(42 + 260 * i, 282 + 260 * i), click=True, checkable=True,
              checked=g == group, rid="chip_group")
    s.y = 430
    s.box("rv", 430, 2274, scroll=True, rid="rvKeyProfiles")
    for issuer, account, grp in AE_ENTRIES:
        if query and query.lower() not in (issuer + account).lower():
            continue
        if group != "All" and grp != group:
            continue
        y0 = s.y
        s.box("rl", y0, y0 + 250, x=(20, 1060), click=True, longc=True, sel=issuer == selected, rid="rlCardEntry")
        s.add(None, f"{issuer} icon", "iv", y=y0 + 60, h=130, x=(50, 180), rid="ivTextDrawable")
        s.add(issuer, y=y0 + 30, h=64, x=(210, 1000), rid="profile_issuer")
        s.add(f"({account})", y=y0 + 94, h=52, x=(210, 1000), rid="profile_account_name")
        s.add(totp(issuer, window), y=y0 + 146, h=84, x=(210, 700), rid="profile_code")
        s.y = y0 + 260
    if not selected and query is None:
        s.add(None, "Add entry", "ib", y=2064, h=160, x=(858, 1018), click=True, rid="fab")
    return s


def ae_edit(clock: str, note: str | None) -> Scr:
    s = Scr(AE, clock, batt=90)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Edit entry", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add(None, "Save", "btn", h=150, x=(800, 930), row=True, click=True, rid="action_save")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("sv", 286, 2274, scroll=True, rid="scrollView")
    s.add(None, "Dropbox icon", "iv", h=200, x=(440, 640), click=True, rid="profile_drawable")
    for label, val, rid in (("Name", "oliver.grant@fastmail.com", "text_name"), ("Issuer", "Dropbox", "text_issuer")):
        s.add(val, None, "et", h=150, x=(120, 1038), click=True, edit=True, hint=label, rid=rid)
    s.add("Personal", None, "android.widget.Spinner", h=150, x=(120, 1038), click=True, rid="dropdown_group")
    s.add(note, None, "et", h=150, x=(120, 1038), click=True, edit=True, focus=note is not None, hint="Note", rid="text_note")
    s.add("Advanced", None, "btn", h=120, x=(42, 500), click=True, rid="btnAdvanced")
    for label, val in (("Type", "TOTP"), ("Algorithm", "SHA1"), ("Period (seconds)", "30"), ("Digits", "6")):
        s.add(val, None, "et", h=140, x=(120, 1038), click=True, edit=True, hint=label, rid="text_" + label.split()[0].lower())
    s.add("••••••••••••••••••••••••••••••••", None, "et", h=140, x=(120, 900), click=True, edit=True, hint="Secret (Base32)",
          pw=True, rid="text_secret")
    s.add(None, "Show password", "ib", h=140, x=(900, 1038), row=True, click=True, rid="text_input_end_icon")
    return s


def t15(rs: RowSet) -> None:
    note = "Shared with Nadia — recovery codes in the safe"
    t = Traj(ae_list("10:15", 0))
    t.tap("Search", ae_list("10:15", 0, query=""))
    t.type("search_src_text", "cloud", ae_list("10:15", 0, query="cloud"))
    t.tap("Collapse", ae_list("10:15", 1))
    t.long("Dropbox", ae_list("10:15", 1, selected="Dropbox"))
    t.tap("Edit", ae_edit("10:16", None))
    t.type("text_note", note, ae_edit("10:16", note))
    t.tap("Save", ae_list("10:16", 3))
    t.tap("Work", ae_list("10:17", 4, group="Work"))
    t.done(rs, "h53-android-15")


# ------------------------------------------------------------------ 16 Retro Music (one contradiction: renamed playlist back)
RM = "code.name.monkey.retromusic"
RM_SONGS = [("Ó Gente da Minha Terra", "Mariza", "3:38"), ("Lisboa, Que Amanhece", "Sérgio Godinho", "4:12"),
            ("Canção do Mar", "Dulce Pontes", "4:48"), ("Tanto Mar", "Chico Buarque", "2:09"),
            ("Maria Lisboa", "Amália Rodrigues", "3:01"), ("Desfado", "Ana Moura", "3:40"), ("Verdes Anos", "Carlos Paredes", "3:01")]


def rm_lists(clock: str, road: str, menu: bool = False) -> Scr:
    s = Scr(RM, clock, batt=55)
    s.add(None, "Search", "btn", h=150, x=(0, 140), click=True, rid="action_search")
    s.add("Retro Music", h=150, x=(150, 800), row=True, rid="appTitle")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    for i, b in enumerate(("History", "Last added", "Most played", "Shuffle")):
        s.add(b, b, "btn", y=300, h=200, x=(42 + 252 * i, 282 + 252 * i), click=True, rid="smart_playlist_button")
    s.y = 530
    s.box("rv", 530, 2000, scroll=True, rid="recyclerView")
    for name, n in (("Favorites", 48), ("Focus", 31), (road, 23), ("Running 170 bpm", 40), ("Sunday morning", 17)):
        y0 = s.y
        s.box("ll", y0, y0 + 200, click=True, longc=True, rid="playlist_item")
        s.add(None, None, "iv", y=y0 + 30, h=140, x=(42, 182), rid="image")
        s.add(name, y=y0 + 40, h=64, x=(210, 900), rid="title")
        s.add(f"{n} Songs", y=y0 + 104, h=56, x=(210, 900), rid="text")
        s.add(None, "More options", "ib", y=y0 + 40, h=120, x=(920, 1040), click=True, rid="menu")
        s.y = y0 + 210
    for i, tab in enumerate(("For you", "Songs", "Albums", "Artists", "Playlists")):
        s.add(tab, tab, "fl", y=2094, h=180, x=(216 * i, 216 * i + 216), click=True, sel=tab == "Playlists", rid="navigation_bar_item_large_label_view")
    if menu:
        s.box("lv", 900, 2000, x=(520, 1040), rid="popup_menu")
        for i, m in enumerate(("Play", "Play next", "Add to queue", "Add to playlist", "Rename", "Delete", "Save as file", "Share")):
            s.add(m, None, "tv", y=920 + 134 * i, h=134, x=(520, 1040), click=True, rid="title")
    return s


def rm_rename(clock: str, value: str) -> Scr:
    s = Scr(RM, clock, batt=55)
    s.box("fl", 800, 1400, x=(60, 1020), rid="android:id/parentPanel")
    s.add("Rename playlist", y=840, h=100, x=(120, 960), rid="android:id/alertTitle")
    s.add(value, None, "et", y=980, h=150, x=(120, 960), click=True, edit=True, focus=True, hint="Playlist name", rid="actionNewPlaylist")
    s.add("Cancel", None, "btn", y=1240, h=120, x=(520, 740), click=True, rid="android:id/button2")
    s.add("Rename", None, "btn", y=1240, h=120, x=(760, 960), click=True, rid="android:id/button1")
    return s


def rm_playlist(clock: str, name: str, playing: str | None) -> Scr:
    s = Scr(RM, clock, batt=55, icons=("Retro Music notification: Canção do Mar",) if playing else ())
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.add(None, None, "iv", h=360, x=(360, 720), rid="image")
    s.add(name, h=110, x=(42, 1038), rid="title")
    s.add("23 songs • 1 hour 27 minutes", h=70, x=(42, 1038), rid="text")
    s.add("Play", None, "btn", h=140, x=(42, 520), click=True, rid="playButton")
    s.add("Shuffle", None, "btn", h=140, x=(560, 1038), row=True, click=True, rid="shuffleButton")
    s.box("rv", s.y, 1920 if playing else 2274, scroll=True, rid="recyclerView")
    for i, (title, artist, dur) in enumerate(RM_SONGS[:5] if playing else RM_SONGS[:6]):
        y0 = s.y
        s.box("fl", y0, y0 + 190, click=True, longc=True, rid="songItem")
        s.add(str(i + 1), y=y0 + 60, h=70, x=(42, 110), rid="imageText")
        s.add(title, y=y0 + 30, h=64, x=(150, 820), rid="title")
        s.add(f"{artist} • {dur}", y=y0 + 100, h=56, x=(150, 820), rid="text")
        s.add(None, "More options", "ib", y=y0 + 40, h=110, x=(920, 1040), click=True, rid="menu")
        s.y = y0 + 190
    if playing:
        s.box("fl", 1930, 2094, click=True, rid="miniPlayerFragment")
        s.add("Canção do Mar", y=1950, h=64, x=(180, 800), rid="miniPlayerTitle")
        s.add("Dulce Pontes", y=2014, h=56, x=(180, 800), rid="miniPlayerArtist")
        s.add(None, "Pause", "ib", y=1950, h=120, x=(900, 1030), click=True, rid="miniPlayerPlayPauseButton")
        for i, tab in enumerate(("For you", "Songs", "Albums", "Artists", "Playlists")):
            s.add(tab, tab, "fl", y=2094, h=180, x=(216 * i, 216 * i + 216), click=True, sel=tab == "Playlists",
                  rid="navigation_bar_item_large_label_view")
    return s


def rm_now(clock: str) -> Scr:
    s = Scr(RM, clock, batt=55, icons=("Retro Music notification: Canção do Mar",))
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True)
    s.add("Playing from Road trip — Lisbon 2025", h=150, x=(150, 930), row=True, rid="playingFrom")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.add(None, "Album art", "iv", h=900, x=(90, 990), rid="player_image")
    s.add("Canção do Mar", h=100, x=(42, 900), rid="title")
    s.add(None, "Add to favorites", "ib", h=100, x=(920, 1040), row=True, click=True, rid="songFavourite")
    s.add("Dulce Pontes", h=70, x=(42, 1038), rid="text")
    s.add(None, "Seek", "sb", h=80, x=(42, 1038), focusable=True, rid="progressSlider")
    s.add("0:02", h=60, x=(42, 300), rid="songCurrentProgress")
    s.add("4:48", h=60, x=(780, 1038), row=True, rid="songTotalTime")
    s.gap(30)
    for i, b in enumerate(("Repeat", "Previous", "Pause", "Next", "Shuffle")):
        s.add(None, b, "ib", y=s.y, h=180, x=(42 + 200 * i, 238 + 200 * i), click=True, rid=f"{b.lower()}Button")
    s.y += 200
    s.add("Up next: Tanto Mar — Chico Buarque", h=80, x=(42, 1038), rid="nextSong")
    return s


def t16(rs: RowSet) -> None:
    new = "Road trip — Lisbon 2025"
    t = Traj(rm_lists("5:48", "Road trip 2024"))
    t.tap("menu", rm_lists("5:48", "Road trip 2024", menu=True), nth=2)
    t.tap("Rename", rm_rename("5:49", "Road trip 2024"))
    t.type("actionNewPlaylist", new, rm_rename("5:49", new))
    t.tap("Rename", rm_lists("5:50", new))
    t.tap(new, rm_playlist("5:50", new, None))
    t.tap("Canção do Mar", rm_now("5:51"))
    t.back(rm_playlist("5:51", "Road trip 2024", "Canção do Mar"))
    t.done(rs, "h53-android-16", bad=True, turn=7,
           kind="going back from the player the playlist header reads 'Road trip 2024' again, though it was renamed to 'Road trip — Lisbon 2025' and the player said it was playing from that name")


# ------------------------------------------------------------------ 17 Home Assistant, uiautomator XML (clean)
HA = "io.homeassistant.companion.android"


def ha_scr(clock: str) -> Scr:
    return Scr(HA, clock, batt=100, xml=True, icons=("Home Assistant notification: Washing machine running",))


def ha_dash(clock: str, st: dict[str, str]) -> Scr:
    s = ha_scr(clock)
    s.box("wv", 136, 2274, rid="webview", d=1)
    s.add(None, "Sidebar toggle", "btn", h=150, x=(0, 140), click=True, d=2)
    s.add("Home", h=150, x=(150, 700), row=True, d=2)
    s.add(None, "Search entities", "btn", h=150, x=(700, 820), row=True, click=True, d=2)
    s.add(None, "Assist", "btn", h=150, x=(820, 940), row=True, click=True, d=2)
    s.add(None, "Open dashboard menu", "btn", h=150, x=(940, 1070), row=True, click=True, d=2)
    s.box("v", 286, 2274, scroll=True, d=2)
    tiles = [("Living room lamp", st["lamp"]), ("Kitchen ceiling", "On · 80%"), ("Front door", st["door"]), ("Garage door", "Closed"),
             ("Outdoor temperature", st["outdoor"]), ("Living room humidity", "54 %"), ("Washing machine", st["wash"]),
             ("Energy today", st["energy"])]
    for i, (name, state) in enumerate(tiles):
        col = i % 2
        y0 = 310 + 230 * (i // 2)
        s.add(None, None, "btn", y=y0, h=210, x=(30 + 515 * col, 525 + 515 * col), click=True, longc=True, d=3)
        s.add(name, y=y0 + 40, h=64, x=(140 + 515 * col, 515 + 515 * col), d=4)
        s.add(state, y=y0 + 110, h=60, x=(140 + 515 * col, 515 + 515 * col), d=4)
    y0 = 310 + 230 * 4
    s.add("Thermostat", y=y0, h=80, x=(42, 1038), d=3)
    s.add(st["target"], y=y0 + 90, h=200, x=(300, 780), d=3)
    s.add("Heat · " + st["current"], y=y0 + 290, h=70, x=(300, 780), d=3)
    s.add(None, "Decrease temperature", "btn", y=y0 + 390, h=150, x=(300, 450), click=True, d=3)
    s.add(None, "Increase temperature", "btn", y=y0 + 390, h=150, x=(630, 780), click=True, d=3)
    return s


def ha_lock(clock: str, state: str, changed: str) -> Scr:
    s = ha_scr(clock)
    s.box("wv", 136, 2274, rid="webview", d=1)
    s.box("android.app.Dialog", 136, 2274, d=2)
    s.add(None, "Dismiss dialog", "btn", h=150, x=(0, 140), click=True, d=3)
    s.add("Front door", h=150, x=(150, 700), row=True, d=3)
    s.add(None, "History", "btn", h=150, x=(700, 820), row=True, click=True, d=3)
    s.add(None, "Settings", "btn", h=150, x=(820, 940), row=True, click=True, d=3)
    s.add(None, "Menu", "btn", h=150, x=(940, 1070), row=True, click=True, d=3)
    s.add(None, "Lock icon", "iv", y=450, h=300, x=(390, 690), d=3)
    s.add(state, y=780, h=110, x=(42, 1038), d=3)
    s.add(changed, y=890, h=70, x=(42, 1038), d=3)
    s.add("Lock" if state == "Unlocked" else "Unlock", None, "btn", y=1020, h=150, x=(240, 840), click=True, d=3)
    s.add("Attributes", None, "btn", y=1240, h=130, x=(42, 1038), click=True, d=3)
    s.add("Related", None, "btn", y=1370, h=130, x=(42, 1038), click=True, d=3)
    return s


def ha_sidebar(clock: str, dash: Scr) -> Scr:
    s = ha_scr(clock)
    s.els = [dict(e) for e in dash.els]
    for i, item in enumerate(("Overview", "Energy", "Map", "Logbook", "History", "Media", "To-do lists", "Developer tools",
                              "Settings", "Notifications", "Oliver")):
        s.add(item, None, "v", y=180 + 150 * i + (300 if i >= 8 else 0), h=150, x=(0, 760), click=True, sel=item == "Overview", d=2)
    return s


HA_LOG = [("Front door", "was unlocked triggered by action Lock: Unlock", "7:52:18 PM"),
          ("Living room lamp", "turned on triggered by action Light: Turn on", "7:51:02 PM"),
          ("Kitchen ceiling", "turned on triggered by automation Sunset lights triggered by state of Sun", "6:58:44 PM"),
          ("Washing machine", "changed to Running", "6:55:10 PM"), ("Sun", "changed to Below horizon", "6:31:27 PM"),
          ("Front door", "was locked triggered by automation Auto-lock after 5 min", "5:41:03 PM"),
          ("Garage door", "was closed triggered by action Cover: Close", "5:40:11 PM")]


def ha_logbook(clock: str) -> Scr:
    s = ha_scr(clock)
    s.box("wv", 136, 2274, rid="webview", d=1)
    s.add(None, "Sidebar toggle", "btn", h=150, x=(0, 140), click=True, d=2)
    s.add("Logbook", h=150, x=(150, 700), row=True, d=2)
    s.add(None, "Refresh", "btn", h=150, x=(940, 1070), row=True, click=True, d=2)
    s.add("Oct 14, 2025, 4:00 PM – Oct 14, 2025, 11:59 PM", None, "btn", h=130, x=(42, 1038), click=True, d=2)
    s.add(None, None, "et", h=130, x=(42, 1038), click=True, edit=True, hint="Entity, device or area", d=2)
    s.add("Tuesday, October 14", h=90, x=(42, 1038), d=2)
    s.box("v", s.y, 2274, scroll=True, d=2)
    for name, what, when in HA_LOG:
        y0 = s.y
        s.add(name, y=y0 + 10, h=64, x=(140, 1038), click=True, d=3)
        s.add(what, y=y0 + 74, h=90, x=(140, 1038), d=3)
        s.add(when, y=y0 + 164, h=50, x=(140, 1038), d=3)
        s.y = y0 + 225
    return s


def t17(rs: RowSet) -> None:
    st = {"lamp": "Off", "door": "Locked", "outdoor": "11.4 °C", "wash": "Running · 38 min left", "energy": "7.82 kWh",
          "target": "20.5 °C", "current": "Currently 19.8 °C"}
    t = Traj(ha_dash("7:50", st))
    st.update(lamp="On", wash="Running · 37 min left")
    t.tap("Living room lamp", ha_dash("7:51", st))
    st.update(target="21 °C")
    t.tap("Increase temperature", ha_dash("7:51", st))
    t.tap("Front door", ha_lock("7:51", "Locked", "Last changed 2 hours ago"))
    t.tap("Unlock", ha_lock("7:52", "Unlocked", "Last changed Just now"))
    st.update(door="Unlocked", outdoor="11.6 °C", wash="Running · 36 min left", energy="7.84 kWh", current="Currently 19.9 °C")
    dash = ha_dash("7:52", st)
    t.back(dash)
    t.tap("Sidebar toggle", ha_sidebar("7:52", dash))
    t.tap("Logbook", ha_logbook("7:53"))
    t.tap("Front door", ha_lock("7:53", "Unlocked", "Last changed 1 minute ago"))
    t.tap("Lock", ha_lock("7:53", "Locked", "Last changed Just now"))
    t.done(rs, "h53-android-17")


# ------------------------------------------------------------------ 18 Google Contacts (one contradiction: e-mail address)
GCT = "com.google.android.contacts"
MARISOL = {"phone": "+1 312-555-0147", "email": "m.delgado@ferrisworks.com", "addr": "2210 W Fulton St, Chicago, IL 60612"}


def ct_list(clock: str) -> Scr:
    s = Scr(GCT, clock, batt=68)
    s.add("Search contacts", None, "tv", h=150, x=(42, 880), click=True, rid="open_search_bar_text_view")
    s.add(None, "Signed in as oliver.grant@gmail.com", "ib", h=150, x=(900, 1040), row=True, click=True, rid="selected_account_disc")
    s.box("rv", 286, 2094, scroll=True, rid="contact_list")
    s.add("oliver.grant@gmail.com · 214 contacts", h=90, x=(42, 1038), rid="account_header")
    for letter, names in (("A", ["Aaron Blake"]), ("B", ["Beatriz Souza"]), ("C", ["Chen Wei"]), ("D", ["Dana Kowalski"]),
                          ("M", ["Marisol Delgado", "Miguel Ortega"]), ("N", ["Nadia Haddad"]), ("O", ["Owen Price"])):
        for j, n in enumerate(names):
            y0 = s.y
            if j == 0:
                s.add(letter, y=y0, h=170, x=(20, 120), rid="section_header")
            s.box("ll", y0, y0 + 170, x=(130, 1080), click=True, longc=True, rid="contact_row")
            s.add(None, f"{n} photo", "iv", y=y0 + 29, h=112, x=(150, 262), rid="avatar")
            s.add(n, y=y0 + 54, h=62, x=(300, 1038), rid="cliv_name_textview")
            s.y = y0 + 170
    s.add(None, "Create contact", "ib", y=1900, h=170, x=(850, 1020), click=True, rid="floating_action_button")
    for i, tab in enumerate(("Contacts", "Highlights", "Fix & manage")):
        s.add(tab, tab, "fl", y=2094, h=180, x=(360 * i, 360 * i + 360), click=True, sel=tab == "Contacts", rid="navigation_bar_item")
    return s


def ct_detail(clock: str, notes: str | None) -> Scr:
    s = Scr(GCT, clock, batt=68)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add(None, "Edit contact", "btn", h=150, x=(660, 780), row=True, click=True, rid="menu_edit")
    s.add(None, "Add to favorites", "btn", h=150, x=(790, 920), row=True, click=True, rid="menu_star")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("rv", 286, 2274, scroll=True, rid="app_bar_recycler_view")
    s.add(None, "Marisol Delgado photo", "iv", h=300, x=(390, 690), rid="photo")
    s.add("Marisol Delgado", h=110, x=(42, 1038), rid="large_title")
    s.add("Operations Manager, Ferris Works", h=70, x=(42, 1038), rid="header_subtitle")
    for i, b in enumerate(("Call", "Text", "Video", "Email")):
        s.add(b, None, "btn", y=s.y + 30, h=190, x=(42 + 252 * i, 282 + 252 * i), click=True, rid="action_button")
    s.y += 240
    s.add("Contact info", h=100, x=(42, 1038), rid="header")
    s.row(MARISOL["phone"], "Mobile", icon="Call", h=180, rids=("header", "sub_header"))
    s.row(MARISOL["email"], "Work", icon="Email", h=180, rids=("header", "sub_header"))
    s.row(MARISOL["addr"], "Work", icon="Directions", h=180, rids=("header", "sub_header"))
    s.add("About Marisol", h=100, x=(42, 1038), rid="header")
    s.row("March 3", "Birthday", icon="Event", h=180, rids=("header", "sub_header"))
    if notes:
        s.row(notes, "Notes", icon="Notes", h=180, rids=("header", "sub_header"))
    return s


def ct_edit(clock: str, notes: str | None, email: str) -> Scr:
    s = Scr(GCT, clock, batt=68)
    s.add(None, "Cancel", "ib", h=150, x=(0, 140), click=True, rid="toolbar_cancel")
    s.add("Edit contact", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add("Save", None, "btn", h=150, x=(820, 1040), row=True, click=True, rid="toolbar_button")
    s.box("sv", 286, 2274, scroll=True, rid="editors_scroll")
    s.add("Saving to oliver.grant@gmail.com", h=80, x=(42, 1038), rid="account_name")
    for hint, val in (("First name", "Marisol"), ("Last name", "Delgado"), ("Company", "Ferris Works"), ("Title", "Operations Manager"),
                      ("Phone", MARISOL["phone"]), ("Email", email), ("Address", MARISOL["addr"])):
        s.add(val, None, "et", h=160, x=(150, 1038), click=True, edit=True, hint=hint, rid="editor_field")
    s.add("March 3", None, "tv", h=160, x=(150, 1038), click=True, rid="date_view")
    s.add(notes, None, "et", h=160, x=(150, 1038), click=True, edit=True, focus=notes is not None, hint="Notes", rid="notes_field")
    s.add("Add more fields", None, "btn", h=140, x=(42, 1038), click=True, rid="more_fields")
    return s


def ct_compose(clock: str, subject: str | None) -> Scr:
    s = Scr("com.google.android.gm", clock, batt=68)
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Compose", h=150, x=(150, 600), row=True, rid="toolbar_title")
    s.add(None, "Attach file", "btn", h=150, x=(660, 790), row=True, click=True, rid="add_attachment")
    s.add(None, "Send", "btn", h=150, x=(790, 920), row=True, click=True, rid="send")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.add("From", h=130, x=(42, 200), rid="from_label")
    s.add("oliver.grant@gmail.com", None, "tv", h=130, x=(220, 1038), row=True, click=True, rid="from_account_name")
    s.add("To", h=130, x=(42, 200), rid="to_label")
    s.add(None, None, "et", h=130, x=(220, 960), row=True, click=True, edit=True, rid="to")
    s.add(MARISOL["email"], "Marisol Delgado <" + MARISOL["email"] + ">", "v", h=100, x=(230, 800), y=s.y - 115, click=True, rid="peoplekit_chip")
    s.add(None, "Add Cc/Bcc", "ib", y=s.y - 130, h=130, x=(960, 1060), click=True, rid="add_cc_bcc")
    s.add(subject, None, "et", h=140, x=(42, 1038), click=True, edit=True, focus=subject is not None, hint="Subject", rid="subject")
    s.add(None, None, "et", h=700, x=(42, 1038), click=True, edit=True, focus=subject is None, hint="Compose email", rid="body")
    return s


def t18(rs: RowSet) -> None:
    note = "Prefers email; cc her assistant Joel on contracts"
    t = Traj(ct_list("3:20"))
    t.tap("Marisol Delgado", ct_detail("3:20", None))
    t.tap("Edit contact", ct_edit("3:21", None, MARISOL["email"]))
    t.type("notes_field", note, ct_edit("3:21", note, "m.delgado@ferriswork.com"))
    t.tap("Save", ct_detail("3:22", note))
    t.tap("Email", ct_compose("3:22", None))
    t.type("subject", "Q4 vendor review — agenda", ct_compose("3:23", "Q4 vendor review — agenda"))
    t.done(rs, "h53-android-18", bad=True, turn=3,
           kind="after typing a note the edit form's email field reads m.delgado@ferriswork.com, but the contact's email shown just before was m.delgado@ferrisworks.com and the email field was not touched")


# ------------------------------------------------------------------ 19 Pro Expense (one contradiction: an amount changes)
PE = "com.arduia.expense"
PE_RECS = [("Trader Joe's", "Food", 64.12, "Oct 13", "Weekly groceries"), ("Shell gas", "Transportation", 48.90, "Oct 12", "Half tank, Geary St"),
           ("Netflix", "Entertainment", 15.49, "Oct 11", "Standard plan"), ("Pharmacy", "Health", 23.40, "Oct 10", "Allergy meds + ibuprofen"),
           ("Lunch with team", "Food", 31.75, "Oct 9", "My share, Zazie"), ("Electric bill", "Home", 72.30, "Oct 7", "PG&E September"),
           ("Haircut", "Others", 28.00, "Oct 6", "Tip included")]
PE_CATS = ("Food", "Home", "Transportation", "Health", "Entertainment", "Social", "Clothes", "Education", "Others")


def pe_home(clock: str, recs: list[tuple[str, str, float, str, str]]) -> Scr:
    s = Scr(PE, clock, batt=77)
    s.add(None, "Open drawer", "ib", h=150, x=(0, 140), click=True, rid="btn_drawer")
    s.add("Home", h=150, x=(150, 700), row=True, rid="tv_title")
    week = sum(r[2] for r in recs if r[3] in ("Oct 13", "Oct 14"))
    month = sum(r[2] for r in recs)
    s.add("This week", h=70, x=(42, 520), rid="tv_week_label")
    s.add("This month", h=70, x=(560, 1038), row=True, rid="tv_month_label")
    s.add(money(week), h=120, x=(42, 520), rid="tv_week_total")
    s.add(money(month), h=120, x=(560, 1038), row=True, rid="tv_month_total")
    s.add(None, "Weekly expense graph", "v", h=460, x=(42, 1038), rid="expense_graph")
    s.add("Recent", h=100, x=(42, 700), rid="tv_recent")
    s.add("More", None, "btn", h=100, x=(820, 1038), row=True, click=True, rid="btn_more")
    s.box("rv", s.y, 2094, rid="rv_recent")
    for name, cat, amt, date, _ in recs[:5]:
        s.row(name, f"{cat} · {date}", money(amt), icon=f"{cat} icon", h=180, rids=("tv_name", "tv_category_date", "tv_amount", "", "expense_item"))
    s.add(None, "Add expense", "ib", y=2100, h=160, x=(858, 1018), click=True, rid="fb_main_add")
    return s


def pe_form(clock: str, name: str | None, amount: str | None, cat: str | None, note: str | None) -> Scr:
    s = Scr(PE, clock, batt=77)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True, rid="btn_close")
    s.add("New expense", h=150, x=(150, 700), row=True, rid="tv_title")
    s.add(name, None, "et", h=150, x=(42, 1038), click=True, edit=True, focus=name is not None and amount is None, hint="Name", rid="edt_name")
    s.add(amount, None, "et", h=150, x=(42, 1038), click=True, edit=True, focus=amount is not None and cat is None, hint="Amount",
          rid="edt_amount")
    s.add("Category", h=90, x=(42, 1038), rid="tv_category_label")
    for i, c in enumerate(PE_CATS):
        s.add(c, None, "android.widget.CompoundButton", y=s.y + 130 * (i // 3), h=110, x=(42 + 336 * (i % 3), 358 + 336 * (i % 3)),
              click=True, checkable=True, checked=c == cat, rid="chip_category")
    s.y += 400
    s.add(note, None, "et", h=220, x=(42, 1038), click=True, edit=True, focus=note is not None, hint="Note", rid="edt_note")
    s.add("Tue, Oct 14, 2025", None, "tv", h=130, x=(42, 600), click=True, rid="tv_date")
    s.add("12:38 PM", None, "tv", h=130, x=(640, 1038), row=True, click=True, rid="tv_time")
    s.add("Save", None, "btn", y=2080, h=150, x=(42, 1038), click=True, en=bool(name and amount and cat), rid="btn_save")
    return s


def pe_drawer(clock: str, home: Scr) -> Scr:
    s = Scr(PE, clock, batt=77)
    s.els = [dict(e) for e in home.els]
    s.box("fl", 136, 2274, x=(0, 800), rid="navigation_view")
    s.add("Pro Expense", y=180, h=160, x=(42, 760), rid="tv_app_name")
    for i, item in enumerate(("Home", "Expenses", "Statistics", "Backup", "Settings", "About")):
        s.add(item, None, "ctv", y=380 + 150 * i, h=150, x=(0, 800), click=True, checkable=True, checked=item == "Home", rid="design_menu_item_text")
    return s


def pe_list(clock: str, recs: list[tuple[str, str, float, str, str]]) -> Scr:
    s = Scr(PE, clock, batt=77)
    s.add(None, "Open drawer", "ib", h=150, x=(0, 140), click=True, rid="btn_drawer")
    s.add("Expenses", h=150, x=(150, 700), row=True, rid="tv_title")
    s.add(None, "Filter", "btn", h=150, x=(800, 930), row=True, click=True, rid="btn_filter")
    s.add(None, "Select", "btn", h=150, x=(930, 1060), row=True, click=True, rid="btn_select")
    s.box("rv", 286, 2274, scroll=True, rid="rv_expense")
    s.add("October 2025", h=90, x=(42, 1038), rid="tv_month_header")
    for name, cat, amt, date, _ in recs:
        s.row(name, f"{cat} · {date}", money(amt), icon=f"{cat} icon", h=190, longc=True,
              rids=("tv_name", "tv_category_date", "tv_amount", "", "expense_item"))
    return s


def pe_detail(clock: str, rec: tuple[str, str, float, str, str]) -> Scr:
    name, cat, amt, date, note = rec
    s = Scr(PE, clock, batt=77)
    s.box("fl", 1060, 2274, x=(0, 1080), rid="design_bottom_sheet")
    s.add(name, y=1100, h=110, x=(42, 760), rid="tv_name")
    s.add(money(amt), y=1100, h=110, x=(760, 1038), rid="tv_amount")
    s.add(cat, y=1230, h=80, x=(42, 1038), rid="tv_category")
    s.add(f"{date}, 2025", y=1320, h=80, x=(42, 1038), rid="tv_date")
    s.add(note, y=1420, h=120, x=(42, 1038), rid="tv_note")
    s.add("Delete", None, "btn", y=2080, h=140, x=(42, 520), click=True, rid="btn_delete")
    s.add("Edit", None, "btn", y=2080, h=140, x=(560, 1038), click=True, rid="btn_edit")
    return s


def t19(rs: RowSet) -> None:
    note = "Shelf brackets and wall anchors"
    t = Traj(pe_home("12:38", PE_RECS))
    t.tap("Add expense", pe_form("12:38", None, None, None, None))
    t.type("edt_name", "Hardware store", pe_form("12:39", "Hardware store", None, None, None))
    t.type("edt_amount", "27.35", pe_form("12:39", "Hardware store", "27.35", None, None))
    t.tap("Home", pe_form("12:40", "Hardware store", "27.35", "Home", None))
    t.type("edt_note", note, pe_form("12:40", "Hardware store", "27.35", "Home", note))
    recs = [("Hardware store", "Home", 27.35, "Oct 14", note)] + PE_RECS
    home = pe_home("12:41", recs)
    t.tap("Save", home)
    t.tap("Open drawer", pe_drawer("12:41", home))
    t.tap("Expenses", pe_list("12:41", recs))
    t.tap("Pharmacy", pe_detail("12:42", PE_RECS[3]))
    t.back(pe_list("12:42", [r if r[0] != "Pharmacy" else (r[0], r[1], 24.30, r[3], r[4]) for r in recs]))
    t.tap("Netflix", pe_detail("12:43", PE_RECS[2]))
    t.done(rs, "h53-android-19", bad=True, turn=10,
           kind="closing the Pharmacy detail returns to a list where Pharmacy costs $24.30, though it was $23.40 on the home screen, the list and the detail sheet, and nothing was edited")


# ------------------------------------------------------------------ 20 Play Store updates (clean)
PS = "com.android.vending"
PS_APPS = [("Duolingo: Language Lessons", 71), ("Google Chrome: Fast & Secure", 98), ("Google Maps", 62), ("Google Photos", 57),
           ("Microsoft Outlook", 82), ("Spotify: Music and Podcasts", 38), ("WhatsApp Messenger", 44)]


def ps_updates(clock: str, pending: list[tuple[str, int]], status: dict[str, str], recent: list[tuple[str, str]]) -> Scr:
    s = Scr(PS, clock, batt=91, icons=("Google Play Store notification: Updating apps",) if status else ())
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add("Updates available", h=150, x=(150, 800), row=True, rid="toolbar_title")
    s.add(None, "Search Google Play", "btn", h=150, x=(800, 930), row=True, click=True)
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    busy = all(n in status for n, _ in pending)
    s.add(f"{len(pending)} updates pending · {sum(sz for _, sz in pending)} MB", h=110, x=(42, 700), rid="updates_summary")
    s.add("Cancel all" if busy else "Update all", None, "btn", h=110, x=(740, 1038), row=True, click=True, rid="update_all_button")
    s.box("rv", s.y, 2274, scroll=True, rid="updates_list")
    for name, size in pending:
        st = status.get(name)
        y0 = s.y
        s.box("vg", y0, y0 + 190, click=True, rid="app_row")
        s.add(None, f"{name} icon", "iv", y=y0 + 35, h=120, x=(42, 162), rid="app_icon")
        s.add(name, y=y0 + 30, h=64, x=(190, 760), rid="app_title")
        s.add(st or f"{size} MB", y=y0 + 100, h=56, x=(190, 760), rid="app_subtitle")
        if st:
            s.add(None, f"Cancel download of {name}", "ib", y=y0 + 45, h=100, x=(880, 1000), click=True, en=st != "Installing…",
                  rid="cancel_button")
        else:
            s.add("Update", None, "btn", y=y0 + 50, h=100, x=(800, 1038), click=True, rid="update_button")
        s.y = y0 + 190
    if recent:
        s.add("Recently updated", h=100, x=(42, 1038), rid="section_header")
        for name, when in recent:
            s.row(name, when, icon=f"{name} icon", h=170, rids=("app_title", "app_subtitle"))
            s.add("Open", None, "btn", y=s.y - 135, h=100, x=(840, 1038), click=True, rid="open_button")
    return s


def ps_app(clock: str, state: str) -> Scr:
    s = Scr(PS, clock, batt=91, icons=("Google Play Store notification: Updating apps",) if state in ("dl", "inst") else ())
    s.add(None, "Navigate up", "ib", h=150, x=(0, 140), click=True)
    s.add(None, "Search Google Play", "btn", h=150, x=(800, 930), row=True, click=True)
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.add(None, "WhatsApp Messenger icon", "iv", h=200, x=(42, 242), rid="app_icon")
    s.add("WhatsApp Messenger", y=s.y - 190, h=90, x=(280, 1038), rid="title_title")
    s.add("WhatsApp LLC", y=s.y - 100, h=60, x=(280, 1038), click=True, rid="title_creator")
    s.gap(20)
    for i, (top, bottom) in enumerate((("4.3★", "213M reviews"), ("5B+", "Downloads"), ("Everyone", "Content rating"))):
        s.add(top, y=s.y, h=70, x=(42 + 336 * i, 378 + 336 * i), rid="stat_value")
        s.add(bottom, y=s.y + 70, h=56, x=(42 + 336 * i, 378 + 336 * i), rid="stat_label")
    s.y += 150
    if state == "idle":
        s.add("Uninstall", None, "btn", h=130, x=(42, 520), click=True, rid="uninstall_button")
        s.add("Update", None, "btn", h=130, x=(560, 1038), row=True, click=True, rid="update_button")
    elif state == "done":
        s.add("Uninstall", None, "btn", h=130, x=(42, 520), click=True, rid="uninstall_button")
        s.add("Open", None, "btn", h=130, x=(560, 1038), row=True, click=True, rid="open_button")
    else:
        s.add("3.9 MB of 44 MB" if state == "dl" else "Installing…", h=70, x=(42, 900), rid="download_progress_text")
        s.add(None, "Download progress", "pb", h=40, x=(42, 900), rid="download_progress_bar")
        s.add(None, "Cancel", "ib", y=s.y - 110, h=110, x=(920, 1038), click=True, en=state == "dl", rid="cancel_download")
    s.gap(40)
    s.add("What's new", h=100, x=(42, 900), rid="section_title")
    s.add("Last updated Oct 9, 2025", h=60, x=(42, 1038), rid="section_subtitle")
    s.add("• React to status updates with stickers\n• Chat filters now include custom lists\n• Bug fixes and performance improvements", h=260,
          x=(42, 1038), rid="whats_new_body")
    s.add("About this app", None, "btn", h=120, x=(42, 1038), click=True, rid="about_this_app")
    s.add("Simple. Reliable. Private.", h=70, x=(42, 1038), rid="promo_text")
    s.add("Data safety", None, "btn", h=120, x=(42, 1038), click=True, rid="data_safety")
    return s


def t20(rs: RowSet) -> None:
    sp, wa = "Spotify: Music and Podcasts", "WhatsApp Messenger"
    apps = list(PS_APPS)
    t = Traj(ps_updates("11:01", apps, {}, []))
    t.tap("Update", ps_updates("11:01", apps, {sp: "Pending…"}, []), nth=5)
    t.wait(ps_updates("11:02", apps, {sp: "12.6 MB of 38 MB"}, []))
    t.wait(ps_updates("11:02", apps, {sp: "Installing…"}, []))
    apps = [a for a in apps if a[0] != sp]
    t.wait(ps_updates("11:03", apps, {}, [(sp, "Updated just now")]))
    t.tap(wa, ps_app("11:03", "idle"))
    t.tap("Update", ps_app("11:04", "dl"))
    t.wait(ps_app("11:05", "inst"))
    t.wait(ps_app("11:06", "done"))
    apps = [a for a in apps if a[0] != wa]
    t.back(ps_updates("11:06", apps, {}, [(wa, "Updated just now"), (sp, "Updated 3 min ago")]))
    first = {apps[0][0]: "22.7 MB of 71 MB"} | {n: "Pending…" for n, _ in apps[1:]}
    t.tap("Update all", ps_updates("11:07", apps, first, [(wa, "Updated 1 min ago"), (sp, "Updated 4 min ago")]))
    second = {apps[0][0]: "Installing…", apps[1][0]: "31.0 MB of 98 MB"} | {n: "Pending…" for n, _ in apps[2:]}
    t.wait(ps_updates("11:07", apps, second, [(wa, "Updated 1 min ago"), (sp, "Updated 4 min ago")]))
    t.done(rs, "h53-android-20")


# ------------------------------------------------------------------ 21 Bitwarden (one contradiction: the clock goes back)
BW = "com.x8bit.bitwarden"


def bw_bottom(s: Scr) -> None:
    for i, tab in enumerate(("Vaults", "Send", "Generator", "Settings")):
        s.add(tab, tab, "fl", y=2094, h=180, x=(270 * i, 270 * i + 270), click=True, sel=tab == "Vaults", rid="navigation_bar_item")


def bw_vault(clock: str) -> Scr:
    s = Scr(BW, clock, batt=45)
    s.add("My vault", h=150, x=(42, 700), rid="toolbar_title")
    s.add(None, "Search vault", "btn", h=150, x=(780, 920), row=True, click=True, rid="search_icon")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("rv", 286, 2094, scroll=True, rid="vault_list")
    s.add("FAVORITES", h=90, x=(42, 1038), rid="section_header")
    s.row("Gmail", "oliver.grant@gmail.com", icon="Login", h=180, rids=("item_name", "item_subtitle"))
    s.add("TYPES", h=90, x=(42, 1038), rid="section_header")
    for name, n in (("Login", 84), ("Card", 3), ("Identity", 2), ("Secure note", 11)):
        s.row(name, None, str(n), icon=name, h=140, rids=("group_name", "", "group_count"))
    s.add("FOLDERS", h=90, x=(42, 1038), rid="section_header")
    for name, n in (("Finance", 9), ("Social", 14), ("Work", 23), ("No folder", 54)):
        s.row(name, None, str(n), icon="Folder", h=140, rids=("group_name", "", "group_count"))
    s.add(None, "Add item", "ib", y=1920, h=160, x=(858, 1018), click=True, rid="add_item_button")
    bw_bottom(s)
    return s


def bw_folder(clock: str) -> Scr:
    s = Scr(BW, clock, batt=45)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True)
    s.add("Work", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add(None, "Search vault", "btn", h=150, x=(780, 920), row=True, click=True, rid="search_icon")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("rv", 286, 2094, scroll=True, rid="vault_list")
    s.add("ITEMS", h=90, x=(42, 880), rid="section_header")
    s.add("23", h=90, x=(900, 1038), row=True, rid="section_count")
    for name, user in (("AWS Console", "o.grant@northwind.io"), ("Atlassian", "oliver.grant"), ("Datadog", "o.grant@northwind.io"),
                       ("GitLab", "ogrant"), ("Google Workspace", "o.grant@northwind.io"), ("Grafana", "ogrant"),
                       ("Okta", "o.grant@northwind.io"), ("PagerDuty", "o.grant@northwind.io"), ("Slack", "o.grant@northwind.io")):
        s.row(name, user, icon=f"{name} website icon", h=180, rids=("item_name", "item_subtitle"))
        s.add(None, "Options", "ib", y=s.y - 150, h=120, x=(930, 1050), click=True, rid="item_overflow")
    bw_bottom(s)
    return s


def bw_item(clock: str, updated: str, history: int) -> Scr:
    s = Scr(BW, clock, batt=45)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True)
    s.add("View item", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add(None, "More options", "ib", h=150, x=(930, 1060), row=True, click=True)
    s.box("sv", 286, 2274, scroll=True, rid="item_scroll")
    s.add("ITEM INFORMATION", h=90, x=(42, 1038), rid="section_header")
    s.row("GitLab", "Name", h=170, click=False, rids=("field_value", "field_label"))
    s.row("ogrant", "Username", h=170, rids=("field_value", "field_label"))
    s.add(None, "Copy username", "ib", y=s.y - 145, h=120, x=(920, 1040), click=True)
    s.row("••••••••", "Password", h=170, rids=("field_value", "field_label"))
    s.add(None, "Show", "ib", y=s.y - 145, h=120, x=(680, 800), click=True)
    s.add(None, "Check known data breaches for this password", "ib", y=s.y - 145, h=120, x=(800, 920), click=True)
    s.add(None, "Copy password", "ib", y=s.y - 145, h=120, x=(920, 1040), click=True)
    s.add("URIS", h=90, x=(42, 1038), rid="section_header")
    s.row("https://gitlab.northwind.io", "Website", h=170, rids=("field_value", "field_label"))
    s.add("NOTES", h=90, x=(42, 1038), rid="section_header")
    s.add("SSO via Okta — this local password is break-glass only. Recovery codes in Finance › Safe deposit.", h=170, x=(42, 1038), rid="notes")
    s.add(f"Updated: {updated}", h=60, x=(42, 1038), rid="updated_date")
    s.add(f"Password updated: {updated}", h=60, x=(42, 1038), rid="password_updated_date")
    s.add(f"Password history: {history}", None, "tv", h=80, x=(42, 1038), click=True, rid="password_history")
    s.add(None, "Edit item", "ib", y=2094, h=160, x=(858, 1018), click=True, rid="edit_item_button")
    return s


def bw_edit(clock: str, pw: str) -> Scr:
    s = Scr(BW, clock, batt=45)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True)
    s.add("Edit item", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add("Save", None, "btn", h=150, x=(800, 1040), row=True, click=True, rid="save_button")
    s.box("sv", 286, 2274, scroll=True, rid="item_scroll")
    s.add("Login", None, "android.widget.Spinner", h=140, x=(42, 1038), click=True, en=False, rid="type_dropdown")
    s.add("GitLab", None, "et", h=150, x=(42, 1038), click=True, edit=True, hint="Name", rid="name_field")
    s.add("ogrant", None, "et", h=150, x=(42, 1038), click=True, edit=True, hint="Username", rid="username_field")
    s.add(pw, None, "et", h=150, x=(42, 660), click=True, edit=True, hint="Password", pw=True, rid="password_field")
    s.add(None, "Check if password has been exposed", "ib", h=150, x=(660, 780), row=True, click=True)
    s.add(None, "Show", "ib", h=150, x=(780, 900), row=True, click=True)
    s.add(None, "Generate password", "ib", h=150, x=(900, 1040), row=True, click=True, rid="generate_password_button")
    s.add(None, None, "et", h=150, x=(42, 900), click=True, edit=True, hint="Authenticator key (TOTP)", rid="totp_field")
    s.add(None, "Scan QR code", "ib", h=150, x=(900, 1040), row=True, click=True)
    s.add("https://gitlab.northwind.io", None, "et", h=150, x=(42, 900), click=True, edit=True, hint="URI", rid="uri_field")
    s.add(None, "URI match detection", "ib", h=150, x=(900, 1040), row=True, click=True)
    s.add("Work", None, "android.widget.Spinner", h=150, x=(42, 1038), click=True, rid="folder_dropdown")
    s.add("Favorite", h=140, x=(42, 860))
    s.add(None, "Favorite", "sw", h=140, x=(900, 1038), row=True, click=True, checkable=True, rid="favorite_switch")
    s.add("SSO via Okta — this local password is break-glass only. Recovery codes in Finance › Safe deposit.", None, "et", h=200,
          x=(42, 1038), click=True, edit=True, hint="Notes", rid="notes_field")
    return s


def bw_gen(clock: str) -> Scr:
    s = Scr(BW, clock, batt=45)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True)
    s.add("Generator", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add("Select", None, "btn", h=150, x=(800, 1040), row=True, click=True, rid="select_button")
    s.add("vR7#qLx2!mTz9@Wd", h=150, x=(42, 800), rid="generated_password")
    s.add(None, "Copy", "ib", h=150, x=(800, 920), row=True, click=True)
    s.add(None, "Generate password", "ib", h=150, x=(920, 1040), row=True, click=True)
    s.add("OPTIONS", h=90, x=(42, 1038), rid="section_header")
    s.add("Password", None, "btn", h=120, x=(42, 520), click=True, sel=True, rid="type_segment")
    s.add("Passphrase", None, "btn", h=120, x=(560, 1038), row=True, click=True, rid="type_segment")
    s.add("Length", h=90, x=(42, 700))
    s.add("16", h=90, x=(900, 1038), row=True, rid="length_value")
    s.add(None, "Length", "sb", h=100, x=(42, 1038), click=True, focusable=True, rid="length_slider")
    for label, on in (("A-Z", True), ("a-z", True), ("0-9", True), ("!@#$%^&*", True), ("Avoid ambiguous characters", False)):
        s.add(label, h=140, x=(42, 860))
        s.add(None, label, "sw", h=140, x=(900, 1038), row=True, click=True, checkable=True, checked=on)
    s.add("Minimum numbers: 1", h=110, x=(42, 1038))
    s.add("Minimum special: 1", h=110, x=(42, 1038))
    return s


def bw_history(clock: str) -> Scr:
    s = Scr(BW, clock, batt=45)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True)
    s.add("Password history", h=150, x=(150, 800), row=True, rid="toolbar_title")
    s.box("rv", 286, 2274, scroll=True, rid="history_list")
    for pw, when in (("Tk4!pR9w-GitLab22", "10/14/25, 9:17 AM"), ("gL#2024-northwind!", "3/2/25, 4:18 PM"), ("Winter-2023-Gl!", "11/20/23, 10:02 AM")):
        s.row(pw, when, h=180, rids=("history_password", "history_date"))
        s.add(None, "Copy password", "ib", y=s.y - 150, h=120, x=(920, 1040), click=True)
    return s


def t21(rs: RowSet) -> None:
    t = Traj(bw_vault("9:14"))
    t.tap("Work", bw_folder("9:14"))
    t.tap("GitLab", bw_item("9:15", "3/2/25, 4:18 PM", 2))
    t.tap("Edit item", bw_edit("9:16", "••••••••"))
    t.tap("Generate password", bw_gen("9:16"))
    t.tap("Select", bw_edit("9:17", "••••••••••••••••"))
    t.tap("Save", bw_item("9:15", "10/14/25, 9:17 AM", 3))
    t.tap("Password history: 3", bw_history("9:18"))
    t.tap("Close", bw_item("9:18", "10/14/25, 9:17 AM", 3))
    t.tap("Close", bw_folder("9:18"))
    t.tap("Back", bw_vault("9:19"))
    t.done(rs, "h53-android-21", bad=True, turn=6,
           kind="the status-bar clock reads 9:15 right after saving, earlier than the 9:17 shown the turn before and than the item's own 'Updated: 10/14/25, 9:17 AM'")


# ------------------------------------------------------------------ 22 DoorDash, uiautomator XML (clean)
DD = "com.dd.doordash"
DD_MENU = [("Tea Leaf Salad", 17.50, "Fermented tea leaves, cabbage, tomato, fried garlic, peanuts, sesame, split yellow beans"),
           ("Coconut Chicken Noodle Soup", 18.95, "Ohn no khao swè — egg noodles, coconut curry broth, crispy fritters"),
           ("Samusa Soup", 16.25, "Samusas, falafel, lentils, cabbage, spicy broth"),
           ("Garlic Noodles", 14.50, "Egg noodles, garlic oil, scallions, fried shallots"),
           ("Platha & Dip", 11.00, "Flaky flatbread with yellow bean curry")]


def dd_scr(clock: str, icons: tuple[str, ...] = ()) -> Scr:
    return Scr(DD, clock, batt=39, xml=True, icons=icons)


def dd_home(clock: str) -> Scr:
    s = dd_scr(clock)
    s.add("1458 Clement St", None, "btn", h=140, x=(42, 760), click=True, rid="address_button")
    s.add(None, "Notifications", "btn", h=140, x=(900, 1040), row=True, click=True, rid="notifications_button")
    s.add("Search DoorDash", None, "tv", h=130, x=(42, 1038), click=True, rid="search_bar")
    for i, c in enumerate(("Burmese", "Pizza", "Thai", "Sushi", "Bakery")):
        s.add(c, c, "v", y=s.y + 20, h=180, x=(42 + 200 * i, 222 + 200 * i), click=True, rid="cuisine_filter")
    s.y += 220
    s.add("DashPass · $0 delivery fee on eligible orders", None, "v", h=140, x=(42, 1038), click=True, rid="dashpass_banner")
    s.add("Fastest near you", h=100, x=(42, 1038), rid="carousel_title")
    s.box("rv", s.y, 2094, scroll=True, rid="store_list", d=1)
    for name, meta in (("Burma Love", "4.7 ★ (2k+) · 0.8 mi · 25 min · $0 delivery fee over $12"),
                       ("Tartine Bakery", "4.8 ★ (5k+) · 2.3 mi · 34 min · $0 delivery fee over $12"),
                       ("Pizzeria Delfina", "4.6 ★ (3k+) · 1.9 mi · 31 min · $1.99 delivery fee")):
        y0 = s.y
        s.add(None, f"{name} photo", "iv", y=y0, h=220, x=(42, 1038), click=True, d=2, rid="store_image")
        s.add(name, y=y0 + 230, h=64, x=(42, 1038), click=True, d=2, rid="store_name")
        s.add(meta, y=y0 + 294, h=56, x=(42, 1038), d=2, rid="store_meta")
        s.y = y0 + 370
    for i, tab in enumerate(("Home", "Grocery", "Retail", "Search", "Account")):
        s.add(tab, tab, "fl", y=2094, h=180, x=(216 * i, 216 * i + 216), click=True, sel=tab == "Home", rid="bottom_nav_item")
    return s


def dd_store(clock: str, cart: tuple[int, float] | None) -> Scr:
    s = dd_scr(clock)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True, rid="back_button")
    s.add(None, "Search menu", "btn", h=150, x=(660, 790), row=True, click=True)
    s.add(None, "Save store", "btn", h=150, x=(790, 920), row=True, click=True)
    s.add(None, "Share", "btn", h=150, x=(920, 1050), row=True, click=True)
    s.add("Burma Love", h=110, x=(42, 1038), rid="store_name")
    s.add("4.7 ★ (2,400+ ratings) · Burmese · $$", h=64, x=(42, 1038), rid="store_rating")
    s.add("DashPass · $0 delivery fee · 25–35 min", h=64, x=(42, 1038), rid="store_delivery_info")
    s.add("Delivery", None, "btn", h=110, x=(42, 300), click=True, sel=True, rid="fulfillment_toggle")
    s.add("Pickup", None, "btn", h=110, x=(300, 560), row=True, click=True, rid="fulfillment_toggle")
    s.add("Group order", None, "btn", h=110, x=(700, 1038), row=True, click=True, rid="group_order_button")
    s.add("Most Ordered", h=100, x=(42, 1038), rid="menu_category")
    s.box("rv", s.y, 1920 if cart else 2274, scroll=True, rid="menu_list", d=1)
    for name, price, desc in DD_MENU[:5] if not cart else DD_MENU[:4]:
        y0 = s.y
        s.add(name, y=y0 + 20, h=64, x=(42, 760), click=True, d=2, rid="item_name")
        s.add(desc, y=y0 + 84, h=100, x=(42, 760), d=2, rid="item_description")
        s.add(money(price), y=y0 + 184, h=56, x=(42, 760), d=2, rid="item_price")
        s.add(None, f"{name} photo", "iv", y=y0 + 20, h=220, x=(800, 1038), click=True, d=2, rid="item_image")
        s.y = y0 + 260
    if cart:
        n, total = cart
        s.add("View cart", None, "btn", y=2000, h=150, x=(42, 1038), click=True, rid="view_cart_button")
        s.add(f"{n} item{'s' if n > 1 else ''} · {money(total)}", y=2030, h=90, x=(600, 1000), d=2, rid="view_cart_summary")
    return s


def dd_item(clock: str, idx: int, qty: int) -> Scr:
    name, price, desc = DD_MENU[idx]
    s = dd_scr(clock)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True, rid="close_button")
    s.add(None, f"{name} photo", "iv", h=600, x=(0, 1080), rid="item_image")
    s.add(name, h=110, x=(42, 1038), rid="item_name")
    s.add(money(price), h=70, x=(42, 1038), rid="item_price")
    s.add(desc, h=140, x=(42, 1038), rid="item_description")
    s.add("Preferences", h=90, x=(42, 1038), rid="options_header")
    s.add(None, None, "et", h=150, x=(42, 1038), click=True, edit=True, rid="special_instructions")
    s.els[-1]["cd"] = "Special instructions"
    s.add(None, "Decrease quantity", "ib", y=2080, h=150, x=(42, 162), click=True, en=qty > 1, rid="quantity_minus")
    s.add(str(qty), y=2080, h=150, x=(162, 242), rid="quantity_value")
    s.add(None, "Increase quantity", "ib", y=2080, h=150, x=(242, 362), click=True, rid="quantity_plus")
    s.add(f"Add to cart - {money(price * qty)}", None, "btn", y=2080, h=150, x=(400, 1038), click=True, rid="add_to_cart_button")
    return s


CART = [("Tea Leaf Salad", 1, 17.50), ("Garlic Noodles", 2, 29.00)]


def dd_cart(clock: str) -> Scr:
    s = dd_scr(clock)
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True, rid="close_button")
    s.add("Cart", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.add("Burma Love", h=100, x=(42, 1038), rid="store_name")
    for name, q, amt in CART:
        y0 = s.y
        s.add(name, y=y0 + 20, h=64, x=(42, 700), d=1, rid="cart_item_name")
        s.add(money(amt), y=y0 + 90, h=56, x=(42, 700), d=1, rid="cart_item_price")
        s.add(f"{q}×", None, "android.widget.Spinner", y=y0 + 30, h=110, x=(800, 1038), click=True, rid="quantity_spinner")
        s.y = y0 + 180
    s.add("Add more items", None, "btn", h=120, x=(42, 1038), click=True, rid="add_more_items")
    s.add("Subtotal", h=90, x=(42, 600), rid="subtotal_label")
    s.add("$46.50", h=90, x=(700, 1038), row=True, rid="subtotal_value")
    s.add("Continue", None, "btn", y=2080, h=150, x=(42, 1038), click=True, rid="continue_button")
    return s


def dd_checkout(clock: str, tip: float) -> Scr:
    s = dd_scr(clock)
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True, rid="back_button")
    s.add("Checkout", h=150, x=(150, 700), row=True, rid="toolbar_title")
    s.box("sv", 286, 2060, scroll=True, rid="checkout_scroll", d=1)
    s.add("Delivery", None, "btn", h=110, x=(42, 520), click=True, sel=True, d=2)
    s.add("Pickup", None, "btn", h=110, x=(520, 1038), row=True, click=True, d=2)
    s.add("Standard · 30–40 min", None, "android.widget.RadioButton", h=130, x=(42, 1038), click=True, checkable=True, checked=True, d=2)
    s.add("Priority · 20–30 min · +$2.99", None, "android.widget.RadioButton", h=130, x=(42, 1038), click=True, checkable=True, d=2)
    s.add("1458 Clement St, San Francisco, CA 94118", None, "btn", h=130, x=(42, 1038), click=True, d=2, rid="address_row")
    s.add("Visa •••• 4417", None, "btn", h=130, x=(42, 1038), click=True, d=2, rid="payment_row")
    s.add("Dasher tip", h=90, x=(42, 1038), d=2)
    for i, (lab, val) in enumerate((("$3", 3.0), ("$4", 4.0), ("$5", 5.0), ("Other", -1.0))):
        s.add(lab, None, "btn", y=s.y, h=110, x=(42 + 250 * i, 272 + 250 * i), click=True, checkable=True, checked=val == tip, d=2, rid="tip_option")
    s.y += 130
    total = 46.50 + 6.98 + 4.01 + tip
    for lab, val in (("Subtotal", "$46.50"), ("Delivery Fee", "$0.00"), ("Service Fee", "$6.98"), ("Estimated Tax", "$4.01"),
                     ("Dasher Tip", money(tip)), ("Total", money(total))):
        s.add(lab, h=80, x=(42, 600), d=2)
        s.add(val, h=80, x=(700, 1038), row=True, d=2)
    s.add(f"Place Order · {money(total)}", None, "btn", y=2090, h=150, x=(42, 1038), click=True, rid="place_order_button")
    return s


def dd_status(clock: str, phase: str, eta: str) -> Scr:
    s = dd_scr(clock, ("DoorDash notification: " + phase,))
    s.add(None, "Close", "ib", h=150, x=(0, 140), click=True, rid="close_button")
    s.add("Help", None, "btn", h=150, x=(860, 1040), row=True, click=True, rid="help_button")
    s.add(None, "Map showing Burma Love and 1458 Clement St", "v", h=800, x=(0, 1080), rid="map_view")
    s.add(phase, h=110, x=(42, 1038), rid="status_title")
    s.add(f"Estimated arrival {eta}", h=80, x=(42, 1038), rid="status_eta")
    s.add(None, "Order progress", "pb", h=40, x=(42, 1038), rid="status_progress")
    s.add("Burma Love", h=90, x=(42, 700), rid="store_name")
    s.add("3 items", h=70, x=(42, 700), rid="item_count")
    s.add("Order details", None, "btn", h=130, x=(42, 1038), click=True, rid="order_details_button")
    s.add("Leave at my door · 1458 Clement St", h=90, x=(42, 1038), rid="dropoff_summary")
    return s


def dd_details(clock: str) -> Scr:
    s = dd_scr(clock, ("DoorDash notification: Preparing your order",))
    s.add(None, "Back", "ib", h=150, x=(0, 140), click=True, rid="back_button")
    s.add("Order details", h=150, x=(150, 800), row=True, rid="toolbar_title")
    s.add("Burma Love · Order #3F9A21C7", h=90, x=(42, 1038))
    s.add("Placed Oct 14, 2025 at 7:02 PM", h=70, x=(42, 1038))
    for name, q, amt in CART:
        s.add(f"{q}× {name}", h=90, x=(42, 700))
        s.add(money(amt), h=90, x=(760, 1038), row=True)
    s.gap(30)
    for lab, val in (("Subtotal", "$46.50"), ("Delivery Fee", "$0.00"), ("Service Fee", "$6.98"), ("Estimated Tax", "$4.01"),
                     ("Dasher Tip", "$5.00"), ("Total", "$62.49")):
        s.add(lab, h=80, x=(42, 600))
        s.add(val, h=80, x=(700, 1038), row=True)
    s.add("Paid with Visa •••• 4417", h=80, x=(42, 1038))
    s.add("Delivery address: 1458 Clement St, San Francisco, CA 94118", h=120, x=(42, 1038))
    return s


def t22(rs: RowSet) -> None:
    t = Traj(dd_home("6:58"))
    t.tap("Burma Love", dd_store("6:58", None))
    t.tap("Tea Leaf Salad", dd_item("6:59", 0, 1))
    t.tap("Add to cart - $17.50", dd_store("6:59", (1, 17.50)))
    t.tap("Garlic Noodles", dd_item("6:59", 3, 1))
    t.tap("Increase quantity", dd_item("7:00", 3, 2))
    t.tap("Add to cart - $29.00", dd_store("7:00", (3, 46.50)))
    t.tap("View cart", dd_cart("7:00"))
    t.tap("Continue", dd_checkout("7:01", 4.0))
    t.tap("$5", dd_checkout("7:01", 5.0))
    t.tap("Place Order · $62.49", dd_status("7:02", "Order received", "7:32–7:42 PM"))
    t.wait(dd_status("7:04", "Preparing your order", "7:34–7:44 PM"))
    t.tap("Order details", dd_details("7:04"))
    t.done(rs, "h53-android-22")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
