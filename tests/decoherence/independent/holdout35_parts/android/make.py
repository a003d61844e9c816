# ruff: noqa: E501
"""Held-out set holdout35, domain android: 22 AndroidWorld trajectories, 11 of them with one contradiction.

Every observation is the next screen as an AndroidWorld element list (``UI element N: UIElement(...)``),
status bar (clock, signal, battery) first. Actions name elements by their index in the previous screen.
Plain deterministic Python; run from the repository root:
``python3 -m tests.decoherence.independent.holdout35_parts.android.make``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model**, a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed on the device.

Given:
1. **Historical Context** (optional): the earlier actions and screens of this session
2. **Current Screen State**: the visible Android UI state, as a list of UI elements (`UI element N: UIElement(...)`)
3. **Android Action**: an AndroidWorld action (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait) that names elements by their index in the current screen

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: generate the complete next screen state after the action
2. **Context Maintenance**: track navigation state, focused elements, typed values and app data across turns
3. **Behavioral Fidelity**: stay faithful to how the app really behaves, including screen transitions, loading, focus changes, live data and no-op actions

# Format Requirements

Keep the representation of the current screen exactly: one `UI element N: UIElement(...)` line per element, numbered from 0, with the same fields, and the status bar elements first. Do not add fields, metadata or hidden structure.
Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYSUI = "com.android.systemui"


@dataclass(frozen=True)
class BoundingBox:
    x_min: int
    x_max: int
    y_min: int
    y_max: int


def _cls(c: str) -> str:
    if "." in c:
        return c
    if c in ("View", "ViewGroup"):
        return "android.view." + c
    if c == "RecyclerView":
        return "androidx.recyclerview.widget.RecyclerView"
    if c == "DrawerLayout":
        return "androidx.drawerlayout.widget.DrawerLayout"
    return "android.widget." + c


class Clock:
    """Status-bar time and battery of one device session."""

    def __init__(self, h: int, m: int, batt: int, *, h24: bool = False, wifi: str = "Wifi signal full.") -> None:
        self.h, self.m, self.batt, self.h24, self.wifi = h, m, batt, h24, wifi

    def tick(self, minutes: int = 1, drain: int = 0) -> Clock:
        total = self.h * 60 + self.m + minutes
        self.h, self.m = divmod(total, 60)
        self.batt -= drain
        return self

    @property
    def t(self) -> str:
        if self.h24:
            return f"{self.h:02d}:{self.m:02d}"
        h = self.h % 12 or 12
        return f"{h}:{self.m:02d}"


def otp(seed: str, period: int) -> str:
    """A six-digit one-time code, stable for one (secret, period) pair."""
    n = int(hashlib.sha256(f"{seed}:{period}".encode()).hexdigest(), 16) % 1_000_000
    return f"{n // 1000:03d} {n % 1000:03d}"


class Scr:
    """One screen: the element list, status bar first."""

    def __init__(self, pkg: str, ck: Clock) -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = []
        self.a(ck.t, None, "TextView", (42, 0, 150, 63), f"{SYSUI}:id/clock", pkg=SYSUI)
        self.a(None, ck.wifi, "ImageView", (858, 10, 900, 53), f"{SYSUI}:id/wifi_signal", pkg=SYSUI)
        self.a(None, f"Battery {ck.batt} percent.", "LinearLayout", (934, 0, 1038, 63), f"{SYSUI}:id/battery", pkg=SYSUI)

    def a(self, text: str | None = None, desc: str | None = None, cls: str = "TextView",
          box: tuple[int, int, int, int] = (0, 0, 1080, 2400), rid: str | None = None, *, click: bool = False,
          edit: bool = False, check: bool | None = None, focus: bool = False, scroll: bool = False,
          sel: bool = False, hint: str | None = None, enabled: bool = True, pkg: str | None = None) -> Scr:
        p = pkg or self.pkg
        if rid is not None and ":" not in rid:
            rid = f"{p}:id/{rid}"
        x1, y1, x2, y2 = box
        self.els.append({
            "text": text, "content_description": desc, "class_name": _cls(cls),
            "bounds": BoundingBox(x1, x2, y1, y2), "checked": bool(check), "checkable": check is not None,
            "clickable": click, "editable": edit, "enabled": enabled, "focused": focus, "hint_text": hint,
            "is_scrollable": scroll, "is_selected": sel, "package_name": p, "resource_name": rid})
        return self

    def i(self, label: str, nth: int = 0) -> int:
        hits = [k for k, e in enumerate(self.els)
                if label in (e["text"], e["content_description"], e["hint_text"]) or (e["resource_name"] or "").endswith(":id/" + label)]
        if len(hits) <= nth:
            raise KeyError(f"{label!r} not on screen")
        return hits[nth]

    def __str__(self) -> str:
        return ui_elements(self.els)


class Run:
    """The turns of one trajectory; actions index into the previous screen."""

    def __init__(self, start: Scr) -> None:
        self.prev = start
        self.state = str(start)
        self.turns: list[tuple[str, str]] = []

    def step(self, action: str, scr: Scr) -> Scr:
        self.turns.append((action, str(scr)))
        self.prev = scr
        return scr

    def click(self, label: str, scr: Scr, nth: int = 0) -> Scr:
        return self.step(droid("click", index=self.prev.i(label, nth)), scr)

    def long(self, label: str, scr: Scr, nth: int = 0) -> Scr:
        return self.step(droid("long_press", index=self.prev.i(label, nth)), scr)

    def type(self, label: str, text: str, scr: Scr, nth: int = 0) -> Scr:
        return self.step(droid("input_text", text=text, index=self.prev.i(label, nth)), scr)

    def do(self, action_type: str, scr: Scr, **kw: Any) -> Scr:
        return self.step(droid(action_type, **kw), scr)


# Google Keep: clean
def t01_keep(rs: RowSet) -> None:
    pkg = "com.google.android.keep"
    ck = Clock(10, 41, 76)
    old = [
        ("Trip packing — Porto", "Passport\nType F plug adapter\nRain jacket\nSunscreen SPF 50\nDuct tape (small roll)", "Travel"),
        ("Guest Wi-Fi", "Network: Lantern-5G-Guest\nPassword: amber-otter-2291", None),
        ("Book club — June pick", "Piranesi (Susanna Clarke)\nThu 13 June, 19:30 at Ines'", "Books"),
        ("Plumber quote", "Kovač Instalacije: 1,850 € incl. parts\nValid until 31 May", None),
        ("Gift ideas", "Dad: bird feeder camera\nLeila: pottery class voucher\nNoor: Moomin mug", None),
        ("Dentist", "Tue 28 May 3:15 pm — Dr. Okonkwo, bring X-rays", "May 28, 2:45 PM"),
    ]

    def grid(notes: list[tuple[str, str, str | None]], single: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Open navigation drawer", "ImageButton", (31, 147, 157, 273), click=True)
        s.a("Search your notes", None, "TextView", (157, 147, 771, 273), "open_search_bar_text_view", click=True)
        s.a(None, "Multi-column view" if single else "Single-column view", "ImageButton", (771, 147, 897, 273), "layout_toggle", click=True)
        s.a(None, "Account and settings.", "ImageButton", (897, 147, 1038, 273), "og_apd_ring_view", click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2148), "browse_note_list", scroll=True)
        tops = [315, 315]
        for k, (title, body, chip) in enumerate(notes):
            col = 0 if single else k % 2
            x1, x2 = (31, 1049) if single else ((31, 530) if col == 0 else (550, 1049))
            lines = body.count("\n") + 1
            h = 130 + 56 * lines + (84 if chip else 0)
            top = tops[col]
            if top + 160 > 2148:
                continue
            bot = min(top + h, 2148)
            s.a(None, None, "FrameLayout", (x1, top, x2, bot), "browse_note_interior_content", click=True)
            s.a(title, None, "TextView", (x1 + 36, top + 36, x2 - 36, top + 100), "index_note_title")
            s.a(body, None, "TextView", (x1 + 36, top + 110, x2 - 36, min(top + 110 + 56 * lines, bot)), "index_note_text_description")
            if chip and top + h <= 2148:
                s.a(chip, None, "TextView", (x1 + 36, bot - 90, x2 - 120, bot - 30), "chip_text")
            tops[col] = bot + 21
        s.a(None, "New list", "ImageButton", (31, 2169, 157, 2295), "new_list_button", click=True)
        s.a(None, "New drawing note", "ImageButton", (157, 2169, 283, 2295), "new_drawing_button", click=True)
        s.a(None, "New audio note", "ImageButton", (283, 2169, 409, 2295), "new_voice_button", click=True)
        s.a(None, "New photo note", "ImageButton", (409, 2169, 535, 2295), "new_image_button", click=True)
        s.a(None, "New text note", "ImageButton", (850, 2085, 1038, 2273), "new_note_button", click=True)
        return s

    def editor(title: str | None, items: list[str], ticked: list[str], focus: str, edited: str) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True)
        s.a(None, "Pin", "ImageButton", (660, 147, 786, 273), "menu_pin", click=True)
        s.a(None, "Reminder", "ImageButton", (786, 147, 912, 273), "menu_reminder", click=True)
        s.a(None, "Archive", "ImageButton", (912, 147, 1038, 273), "menu_archive", click=True)
        s.a(title, None, "EditText", (52, 294, 1028, 410), "editable_title", click=True, edit=True, focus=focus == "title", hint="Title")
        y = 430
        for k, it in enumerate(items):
            s.a(None, "Drag handle", "ImageView", (10, y, 73, y + 116), "drag_handle")
            s.a(None, "Unchecked", "CheckBox", (73, y, 189, y + 116), "description_checkbox", click=True, check=False)
            s.a(it, None, "EditText", (189, y, 944, y + 116), "description", click=True, edit=True, focus=focus == f"item{k}")
            if focus == f"item{k}":
                s.a(None, "Delete", "ImageButton", (944, y, 1060, y + 116), "delete_list_item", click=True)
            y += 116
        s.a(None, None, "ImageView", (73, y, 189, y + 116), "add_item_icon")
        s.a(None if focus != "new" else "", None, "EditText", (189, y, 944, y + 116), "add_item_text_view", click=True, edit=True, focus=focus == "new", hint="List item")
        y += 130
        if ticked:
            s.a(None, "Collapse checked items", "ImageButton", (52, y, 168, y + 105), "checked_items_toggle", click=True)
            s.a(f"{len(ticked)} ticked item" + ("s" if len(ticked) > 1 else ""), None, "TextView", (168, y, 700, y + 105), "checked_items_header")
            y += 105
            for it in ticked:
                s.a(None, "Checked", "CheckBox", (73, y, 189, y + 116), "description_checkbox", click=True, check=True)
                s.a(it, None, "EditText", (189, y, 944, y + 116), "description", click=True, edit=True)
                y += 116
        s.a(None, "Add", "ImageButton", (10, 2169, 136, 2295), "add_button", click=True)
        s.a(None, "Background options", "ImageButton", (136, 2169, 262, 2295), "theme_button", click=True)
        s.a(edited, None, "TextView", (340, 2190, 740, 2274), "edit_timestamp")
        s.a(None, "Action", "ImageButton", (912, 2169, 1038, 2295), "action_button", click=True)
        return s

    start = grid(old)
    r = Run(start)
    a, b, c = "Wood screws 4×40 mm", "Sandpaper P120", "Painter's tape 25 mm"
    r.click("New list", editor(None, [], [], "new", f"Edited {ck.t}"))
    r.type("Title", "Hardware store", editor("Hardware store", [], [], "title", f"Edited {ck.t}"))
    ck.tick()
    r.type("List item", a, editor("Hardware store", [a], [], "item0", f"Edited {ck.t}"))
    r.do("keyboard_enter", editor("Hardware store", [a], [], "new", f"Edited {ck.t}"))
    r.type("List item", b, editor("Hardware store", [a, b], [], "item1", f"Edited {ck.t}"))
    ck.tick()
    r.do("keyboard_enter", editor("Hardware store", [a, b], [], "new", f"Edited {ck.t}"))
    r.type("List item", c, editor("Hardware store", [a, b, c], [], "item2", f"Edited {ck.t}"))
    ck.tick(drain=1)
    r.click("Unchecked", editor("Hardware store", [a, c], [b], "none", f"Edited {ck.t}"), nth=1)
    new = [("Hardware store", f"{a}\n{c}\n+ 1 ticked item", None)] + old
    r.do("navigate_back", grid(new))
    r.click("Single-column view", grid(new, single=True))
    rs.add(task="android", tid="h35-android-01", system=SYSTEM, turns=r.turns, state=r.state)


# Aegis: bad
def t02_aegis(rs: RowSet) -> None:
    pkg = "com.beemdevelopment.aegis"
    ck = Clock(8, 14, 58, h24=True)
    entries = [
        ["GitHub", "mara.lindqvist", "Personal", 31],
        ["Google", "mara.lindqvist@gmail.com", "Personal", 56],
        ["Proton", "mlindqvist@proton.me", "Personal", 22],
        ["Bitwarden", "mara.lindqvist@gmail.com", "Personal", 9],
        ["Cloudflare", "ops@lindqvist.dev", "Infrastructure", 17],
        ["Hetzner", "K0228417539", "Infrastructure", 14],
        ["Discord", "maral", "Personal", 4],
        ["Tailscale", "mara.lindqvist@github", "Infrastructure", 11],
        ["npm", "maralq", "Infrastructure", 3],
    ]
    seeds = {"GitHub": "JBSWY3DP", "Google": "GEZDGNBV", "Proton": "MFRGGZDF", "Bitwarden": "ONSWG4TF",
             "Cloudflare": "NBSWY3DP", "Hetzner": "KRUGKIDR", "Discord": "OBQXG43X", "Tailscale": "MZXW6YTB", "npm": "GAYTEMZU"}

    def vault(rows: list[list[Any]], period: int, selected: str | None = None, menu: bool = False,
              sort: str = "Custom") -> Scr:
        s = Scr(pkg, ck)
        if selected:
            s.a(None, "Done", "ImageButton", (0, 147, 147, 294), "action_mode_close_button", click=True)
            s.a("1 selected", None, "TextView", (168, 184, 600, 257), "action_bar_title")
            s.a(None, "Edit", "TextView", (660, 168, 786, 273), "action_edit", click=True)
            s.a(None, "Copy", "TextView", (786, 168, 912, 273), "action_copy", click=True)
            s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        else:
            s.a("Aegis", None, "TextView", (52, 184, 400, 257), "toolbar_title")
            s.a(None, "Search", "TextView", (534, 168, 660, 273), "mi_search", click=True)
            s.a(None, "Sort", "TextView", (660, 168, 786, 273), "action_sort", click=True)
            s.a(None, "Lock", "TextView", (786, 168, 912, 273), "action_lock", click=True)
            s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a("All", None, "CompoundButton", (42, 315, 205, 420), "chip_all", click=True, check=True)
        s.a("Infrastructure", None, "CompoundButton", (226, 315, 562, 420), click=True, check=False)
        s.a("Personal", None, "CompoundButton", (583, 315, 820, 420), click=True, check=False)
        s.a(None, None, "ProgressBar", (0, 441, 1080, 452), "progressBar")
        s.a(None, None, "RecyclerView", (0, 462, 1080, 2337), "rvKeyProfiles", scroll=True)
        y = 483
        for issuer, account, _grp, _use in rows:
            s.a(None, None, "RelativeLayout", (21, y, 1059, y + 200), "rlCardEntry", click=True, sel=issuer == selected)
            s.a(None, f"{issuer} icon", "ImageView", (63, y + 45, 173, y + 155), "ivTextDrawable")
            s.a(issuer, None, "TextView", (210, y + 30, 760, y + 90), "profile_issuer")
            s.a(f"({account})", None, "TextView", (210, y + 90, 760, y + 140), "profile_account_name")
            s.a(otp(seeds[issuer.split()[0]], period), None, "TextView", (210, y + 130, 600, y + 185), "profile_code")
            y += 206
        s.a(None, "Add entry", "ImageButton", (870, 2150, 1038, 2318), "fab", click=True)
        if menu:
            s.a("Sort by", None, "TextView", (500, 160, 1050, 250), "title")
            for k, opt in enumerate(["Custom", "Account (A to Z)", "Account (Z to A)", "Issuer (A to Z)", "Issuer (Z to A)", "Usage count"]):
                s.a(opt, None, "RadioButton", (500, 260 + 126 * k, 1050, 386 + 126 * k), click=True, check=opt == sort)
        return s

    def edit(issuer: str, focus: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Edit entry", None, "TextView", (189, 184, 600, 257))
        s.a(None, "Save", "TextView", (786, 168, 912, 273), "action_save", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, "Change icon", "ImageView", (420, 336, 660, 576), "profile_drawable", click=True)
        s.a("K0228417539", None, "EditText", (63, 640, 1017, 790), "text_name", click=True, edit=True, hint="Name")
        s.a(issuer, None, "EditText", (63, 820, 1017, 970), "text_issuer", click=True, edit=True, focus=focus, hint="Issuer")
        s.a("Infrastructure", None, "AutoCompleteTextView", (63, 1000, 1017, 1150), "dropdown_group", click=True, hint="Group")
        s.a(None, None, "EditText", (63, 1180, 1017, 1330), "text_note", click=True, edit=True, hint="Note")
        s.a("Advanced", None, "TextView", (63, 1380, 600, 1450), "toggle_advanced", click=True)
        s.a("TOTP", None, "AutoCompleteTextView", (63, 1480, 520, 1630), "dropdown_type", click=True, hint="Type")
        s.a("SHA1", None, "AutoCompleteTextView", (560, 1480, 1017, 1630), "dropdown_algo", click=True, hint="Algorithm")
        s.a("30", None, "EditText", (63, 1660, 520, 1810), "text_period_counter", click=True, edit=True, hint="Period (seconds)")
        s.a("6", None, "EditText", (560, 1660, 1017, 1810), "text_digits", click=True, edit=True, hint="Digits")
        s.a("••••••••••••••••", None, "EditText", (63, 1840, 900, 1990), "text_secret", click=True, edit=True, hint="Secret (Base32)")
        s.a(None, "Show password", "ImageButton", (900, 1860, 1017, 1970), "text_input_end_icon", click=True)
        s.a("Usage count: 14", None, "TextView", (63, 2030, 600, 2090), "text_usage_count")
        return s

    r = Run(vault(entries, 57105300))
    r.long("(K0228417539)", vault(entries, 57105300, selected="Hetzner"))
    ck.tick()
    r.click("Edit", edit("Hetzner"))
    r.type("Hetzner", "Hetzner Cloud", edit("Hetzner Cloud", focus=True))
    entries[5][0] = "Hetzner Cloud"
    r.click("Save", vault(entries, 57105302))
    r.click("Sort", vault(entries, 57105302, menu=True))
    ck.tick()
    by_issuer = sorted(entries, key=lambda e: e[0].lower())
    shown = [["Hetzner" if e[0] == "Hetzner Cloud" else e[0], *e[1:]] for e in by_issuer]
    r.click("Issuer (A to Z)", vault(shown, 57105304))
    lock = Scr(pkg, ck)
    lock.a(None, "Aegis logo", "ImageView", (390, 420, 690, 720), "imageView")
    lock.a("Aegis", None, "TextView", (340, 760, 740, 860), "textView")
    lock.a("Enter your password", None, "TextView", (200, 900, 880, 970))
    lock.a(None, None, "EditText", (84, 1030, 996, 1180), "text_password", click=True, edit=True, hint="Password")
    lock.a(None, "Show password", "ImageButton", (880, 1050, 996, 1160), "text_input_end_icon", click=True)
    lock.a("Biometrics", None, "Button", (84, 1240, 520, 1370), "button_biometrics", click=True)
    lock.a("Unlock", None, "Button", (560, 1240, 996, 1370), "button_decrypt", click=True)
    r.click("Lock", lock)
    rs.add(task="android", tid="h35-android-02", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=6, kind="renamed entry listed under its old issuer name after re-sorting")


# Signal: clean
def t03_signal(rs: RowSet) -> None:
    pkg = "org.thoughtcrime.securesms"
    ck = Clock(10, 3, 88)
    chats = [
        ("Priya Raman", "See you at 7! Bring the spare gloves", "9:58 AM", "2"),
        ("Mum", "Photo", "9:31 AM", None),
        ("Climbing Wed crew", "Jonas: route setting moved to Thursday", "8:47 AM", "5"),
        ("Tomasz Wójcik", "👍", "Thu", None),
        ("Note to Self", "Bike lock code 4-7-1-9", "Wed", None),
        ("Hana Kobayashi", "Thanks for the seeds! The tomatoes are up", "May 14", None),
        ("Dad", "Call me when you land", "May 12", None),
        ("Ahmed Haddad", "Missed voice call", "May 9", None),
    ]
    contacts = [("Ahmed Haddad", "+31 6 41 82 07 33"), ("Camille Dubois", "Paris → Utrecht"), ("Dad", "+31 6 12 90 44 18"),
                ("Hana Kobayashi", "🌱"), ("Jonas Becker", "+49 151 2274 9061"), ("Mum", "+31 6 23 77 15 02"),
                ("Priya Raman", "On the wall most evenings"), ("Tomasz Wójcik", "+48 601 338 214")]

    def chat_list(rows: list[tuple[str, str, str, str | None]]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Profile", "ImageView", (42, 168, 147, 273), "toolbar_avatar", click=True)
        s.a("Signal", None, "TextView", (189, 184, 500, 257), "toolbar_title")
        s.a(None, "Search", "ImageView", (786, 168, 912, 273), "search_action", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2100), "list", scroll=True)
        y = 294
        for name, snip, when, unread in rows:
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 210), "conversation_list_item", click=True)
            s.a(None, f"{name} avatar", "ImageView", (42, y + 42, 168, y + 168), "conversation_list_item_avatar")
            s.a(name, None, "TextView", (210, y + 45, 820, y + 105), "conversation_list_item_name")
            s.a(snip, None, "TextView", (210, y + 110, 900, y + 165), "conversation_list_item_summary")
            s.a(when, None, "TextView", (860, y + 45, 1038, y + 100), "conversation_list_item_date")
            if unread:
                s.a(unread, None, "TextView", (960, y + 115, 1028, y + 165), "conversation_list_item_unread_indicator")
            y += 210
        s.a(None, "New chat", "ImageButton", (870, 1880, 1038, 2048), "fab", click=True)
        s.a(None, "Camera", "ImageButton", (900, 1740, 1008, 1848), "camera_fab", click=True)
        s.a("Chats", None, "FrameLayout", (0, 2130, 360, 2337), "conversation_list_tab_chats", click=True, sel=True)
        s.a("Calls", None, "FrameLayout", (360, 2130, 720, 2337), "conversation_list_tab_calls", click=True)
        s.a("Stories", None, "FrameLayout", (720, 2130, 1080, 2337), "conversation_list_tab_stories", click=True)
        return s

    def picker(selected: list[str]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Add members", None, "TextView", (189, 184, 700, 257), "toolbar_title")
        s.a(None, None, "EditText", (42, 315, 1038, 441), "search_view", click=True, edit=True, hint="Name, username or number")
        y = 462
        if selected:
            x = 42
            for name in selected:
                w = 60 + 24 * len(name)
                s.a(name, None, "Chip", (x, y, x + w, y + 100), "chip", click=True)
                x += w + 21
            y += 121
        s.a(None, None, "RecyclerView", (0, y, 1080, 2100), "recycler_view", scroll=True)
        for name, about in contacts:
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 180), "contact_item", click=True)
            s.a(None, None, "CheckBox", (42, y + 54, 114, y + 126), "check_box", check=name in selected)
            s.a(name, None, "TextView", (240, y + 36, 900, y + 96), "name")
            s.a(about, None, "TextView", (240, y + 100, 900, y + 150), "number")
            y += 180
        s.a("Next" if selected else "Skip", None, "Button", (780, 2150, 1038, 2290), "next_button", click=True)
        return s

    def name_group(name: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Name this group", None, "TextView", (189, 184, 800, 257), "toolbar_title")
        s.a(None, "Add group photo", "ImageView", (42, 336, 252, 546), "group_avatar", click=True)
        s.a(name, None, "EditText", (294, 380, 1038, 506), "name", click=True, edit=True, focus=name is not None, hint="Group name (required)")
        s.a("Disappearing messages", None, "TextView", (42, 610, 800, 670), "disappearing_messages_title")
        s.a("Off", None, "TextView", (42, 675, 800, 725), "disappearing_messages_value")
        s.a("Members", None, "TextView", (42, 790, 500, 850))
        y = 870
        for who in ("Priya Raman", "Tomasz Wójcik"):
            s.a(None, f"{who} avatar", "ImageView", (42, y + 30, 152, y + 140))
            s.a(who, None, "TextView", (190, y + 55, 900, y + 115), "recipient_name")
            y += 170
        s.a("Create", None, "Button", (780, 2150, 1038, 2290), "create", click=True, enabled=name is not None)
        return s

    def convo(draft: str | None, sent: list[tuple[str, str]]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 126, 294), click=True)
        s.a(None, "Allotment plot 14 avatar", "ImageView", (126, 168, 231, 273), "contact_photo_image")
        s.a("Allotment plot 14", None, "TextView", (252, 170, 700, 230), "conversation_title")
        s.a("You, Priya Raman, Tomasz Wójcik", None, "TextView", (252, 230, 760, 275), "conversation_subtitle")
        s.a(None, "Video call", "TextView", (786, 168, 912, 273), "menu_video_secure", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2000), "conversation_item_recycler", scroll=True)
        s.a("Today", None, "TextView", (420, 1230, 660, 1290), "conversation_date_header")
        s.a("You created the group.", None, "TextView", (200, 1320, 880, 1380), "conversation_update_body")
        s.a("You updated the group name to \"Allotment plot 14\".", None, "TextView", (120, 1400, 960, 1460), "conversation_update_body")
        s.a("You added Priya Raman and Tomasz Wójcik.", None, "TextView", (150, 1480, 930, 1540), "conversation_update_body")
        y = 1600
        for body, when in sent:
            s.a(body, None, "TextView", (260, y, 1020, y + 170), "conversation_item_body", click=True)
            s.a(when, None, "TextView", (700, y + 175, 900, y + 225), "footer_date")
            s.a(None, "Sent", "ImageView", (910, y + 180, 960, y + 220), "footer_delivery_status")
            y += 250
        s.a(None, "Emoji", "ImageView", (42, 2160, 147, 2265), "emoji_toggle", click=True)
        s.a(draft, None, "EditText", (147, 2140, 800, 2290), "embedded_text_editor", click=True, edit=True, focus=draft is not None, hint="Signal message")
        if draft:
            s.a(None, "Send", "ImageButton", (912, 2140, 1038, 2290), "send_button", click=True)
        else:
            s.a(None, "Camera", "ImageView", (800, 2160, 905, 2265), "quick_camera_toggle", click=True)
            s.a(None, "Attachment", "ImageButton", (912, 2140, 1038, 2290), "attach_button", click=True)
        return s

    r = Run(chat_list(chats))
    nm = Scr(pkg, ck)
    nm.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
    nm.a("New message", None, "TextView", (189, 184, 700, 257), "toolbar_title")
    nm.a(None, None, "EditText", (42, 315, 1038, 441), "search_view", click=True, edit=True, hint="Name, username or number")
    nm.a("New group", None, "TextView", (168, 480, 900, 580), "new_group", click=True)
    nm.a("Find by username", None, "TextView", (168, 600, 900, 700), "find_by_username", click=True)
    nm.a("Find by phone number", None, "TextView", (168, 720, 900, 820), "find_by_phone", click=True)
    nm.a("Contacts", None, "TextView", (42, 860, 500, 920), "section_header")
    y = 940
    for name, about in contacts:
        nm.a(name, None, "TextView", (240, y + 36, 900, y + 96), "name", click=True)
        nm.a(about, None, "TextView", (240, y + 100, 900, y + 150), "number")
        y += 180
    r.click("New chat", nm)
    r.click("New group", picker([]))
    r.click("Priya Raman", picker(["Priya Raman"]))
    r.click("Tomasz Wójcik", picker(["Priya Raman", "Tomasz Wójcik"]))
    ck.tick()
    r.click("Next", name_group(None))
    r.type("Group name (required)", "Allotment plot 14", name_group("Allotment plot 14"))
    r.click("Create", convo(None, []))
    ck.tick()
    msg = "Water rota starts Saturday — I'll take the first week, Priya the second."
    r.type("Signal message", msg, convo(msg, []))
    r.click("Send", convo(None, [(msg, "Now")]))
    rs.add(task="android", tid="h35-android-03", system=SYSTEM, turns=r.turns, state=r.state)


# AntennaPod: bad
def t04_antennapod(rs: RowSet) -> None:
    pkg = "de.danoeh.antennapod"
    ck = Clock(7, 48, 63)
    sm47 = ("Soil Matters 47: Cover crops that pay rent", "Soil Matters", "12 May 2024", "58:12", "53.4 MB")
    sm46 = ("Soil Matters 46: Biochar, honestly", "Soil Matters", "28 Apr 2024", "1:02:40", "57.5 MB")
    tls131 = ("The Long Signal #131 — Numbers stations", "The Long Signal", "15 May 2024", "1:14:05", "67.9 MB")
    bc88 = ("Bread & Circuits 88: Right to repair tractors", "Bread & Circuits", "14 May 2024", "47:31", "43.6 MB")
    ch87 = ("Cartography Hour #87: Mapping the deep sea", "Cartography Hour", "9 May 2024", "52:18", "47.9 MB")
    ns19 = ("Night Shift Radio — Ep. 19: The 4 a.m. callers", "Night Shift Radio", "3 May 2024", "39:50", "36.5 MB")
    tls130 = ("The Long Signal #130 — Lighthouse keepers", "The Long Signal", "1 May 2024", "1:09:44", "63.9 MB")
    ch88 = ("Cartography Hour #88: Portolan charts", "Cartography Hour", "20 May 2024", "49:06", "45.0 MB")
    inbox = [
        ch88,
        ("Bread & Circuits 89: The chip shortage that wasn't", "Bread & Circuits", "19 May 2024", "51:12", "46.9 MB"),
        ("The Long Signal #132 — Pirate radio of the North Sea", "The Long Signal", "18 May 2024", "1:11:27", "65.4 MB"),
        ("Cartography Hour: Listener mailbag (May)", "Cartography Hour", "17 May 2024", "31:40", "29.0 MB"),
        ("Night Shift Radio — Ep. 20: Static", "Night Shift Radio", "16 May 2024", "42:03", "38.5 MB"),
        ("Bread & Circuits 87.5: Bonus — listener repairs", "Bread & Circuits", "11 May 2024", "24:55", "22.8 MB"),
        ("Cartography Hour #86: The Mercator argument", "Cartography Hour", "2 May 2024", "55:09", "50.5 MB"),
    ]

    def drawer(queue: int, inb: int, dls: int, subs: dict[str, int]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, None, "DrawerLayout", (0, 63, 1080, 2337), "drawer_layout")
        s.a(None, None, "RecyclerView", (0, 63, 880, 2337), "nav_list", scroll=True)
        y = 120
        for label, count in (("Home", None), ("Queue", queue), ("Inbox", inb), ("Episodes", None), ("Subscriptions", None),
                             ("Downloads", dls), ("Playback history", None), ("Add podcast", None)):
            s.a(label, None, "TextView", (168, y, 700, y + 126), "txtvTitle", click=True)
            if count is not None:
                s.a(str(count), None, "TextView", (740, y + 30, 840, y + 96), "txtvCount")
            y += 126
        s.a(None, None, "View", (0, y + 10, 880, y + 13), "divider")
        y += 30
        for name, n in subs.items():
            s.a(None, f"{name} cover", "ImageView", (42, y + 18, 132, y + 108), "imgvCover")
            s.a(name, None, "TextView", (168, y, 700, y + 126), "txtvTitle", click=True)
            if n:
                s.a(str(n), None, "TextView", (740, y + 30, 840, y + 96), "txtvCount")
            y += 126
        s.a("Settings", None, "TextView", (168, 2200, 700, 2310), "nav_settings", click=True)
        return s

    def ep_rows(s: Scr, eps: list[tuple[str, str, str, str, str]], y: int, *, select: list[str] | None = None,
                inbox_mode: bool = False, downloading: str | None = None) -> None:
        for title, pod, date, dur, size in eps:
            s.a(None, None, "FrameLayout", (0, y, 1080, y + 230), "container", click=True, sel=bool(select and title in select))
            if select is not None:
                s.a(None, None, "CheckBox", (21, y + 80, 105, y + 150), "selectCheckBox", check=title in select)
            s.a(None, f"{pod} cover", "ImageView", (126, y + 30, 296, y + 200), "imgvCover")
            s.a(title, None, "TextView", (320, y + 30, 900, y + 130), "txtvTitle")
            s.a(date, None, "TextView", (320, y + 140, 560, y + 190), "txtvPubDate")
            s.a(dur, None, "TextView", (570, y + 140, 720, y + 190), "txtvDuration")
            s.a(size, None, "TextView", (730, y + 140, 880, y + 190), "size")
            if select is None:
                if inbox_mode and title == downloading:
                    s.a(None, "Downloading 14%", "ProgressBar", (930, y + 65, 1030, y + 165), "progressBar")
                    s.a(None, "Cancel download", "ImageButton", (920, y + 55, 1040, y + 175), "secondaryActionButton", click=True)
                else:
                    lab = "Download" if inbox_mode else "Delete"
                    s.a(None, lab, "ImageButton", (920, y + 55, 1040, y + 175), "secondaryActionButton", click=True)
            y += 230

    def downloads(eps: list[tuple[str, str, str, str, str]], select: list[str] | None = None, snack: str | None = None) -> Scr:
        s = Scr(pkg, ck)
        if select is not None:
            s.a(None, "Done", "ImageButton", (0, 147, 147, 294), click=True)
            s.a(f"{len(select)}/{len(eps)} selected", None, "TextView", (168, 184, 700, 257), "action_bar_title")
            s.a(None, "Select all", "TextView", (912, 168, 1038, 273), "select_toggle", click=True)
        else:
            s.a(None, "Open menu", "ImageButton", (0, 147, 147, 294), click=True)
            s.a("Downloads", None, "TextView", (189, 184, 600, 257), "toolbar_title")
            s.a(None, "Refresh", "TextView", (534, 168, 660, 273), "refresh_item", click=True)
            s.a(None, "Search", "TextView", (660, 168, 786, 273), "action_search", click=True)
            s.a(None, "Sort", "TextView", (786, 168, 912, 273), "downloads_sort", click=True)
            s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2337), "recyclerView", scroll=True)
        ep_rows(s, eps, 294, select=select)
        if select:
            s.a(None, "Delete", "ImageButton", (560, 2150, 680, 2270), "delete_batch", click=True)
            s.a(None, "Add to queue", "ImageButton", (700, 2150, 820, 2270), "add_to_queue_batch", click=True)
            s.a(None, "Mark as played", "ImageButton", (840, 2150, 960, 2270), "mark_read_batch", click=True)
        if snack:
            s.a(snack, None, "TextView", (42, 2180, 800, 2270), "snackbar_text")
        return s

    def inbox_screen(eps: list[tuple[str, str, str, str, str]], downloading: str | None = None, snack: str | None = None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Open menu", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Inbox", None, "TextView", (189, 184, 600, 257), "toolbar_title")
        s.a(None, "Refresh", "TextView", (660, 168, 786, 273), "refresh_item", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2337), "recyclerView", scroll=True)
        ep_rows(s, eps, 294, inbox_mode=True, downloading=downloading)
        if snack:
            s.a(snack, None, "TextView", (42, 2180, 800, 2270), "snackbar_text")
        return s

    queue = [tls131, bc88, ch87, ns19]
    qs = Scr(pkg, ck)
    qs.a(None, "Open menu", "ImageButton", (0, 147, 147, 294), click=True)
    qs.a("Queue", None, "TextView", (189, 184, 500, 257), "toolbar_title")
    qs.a("4 episodes • 3 hours 10 minutes left", None, "TextView", (189, 245, 800, 290), "toolbar_subtitle")
    qs.a(None, "Refresh", "TextView", (660, 168, 786, 273), "refresh_item", click=True)
    qs.a(None, "Lock queue", "TextView", (786, 168, 912, 273), "queue_lock", click=True)
    qs.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
    qs.a(None, None, "RecyclerView", (0, 294, 1080, 2100), "recyclerView", scroll=True)
    y = 294
    for title, pod, date, dur, _size in queue:
        qs.a(None, "Drag handle", "ImageView", (0, y + 80, 60, y + 150), "drag_handle")
        qs.a(None, f"{pod} cover", "ImageView", (84, y + 30, 254, y + 200), "imgvCover")
        qs.a(title, None, "TextView", (280, y + 30, 900, y + 130), "txtvTitle", click=True)
        qs.a(date, None, "TextView", (280, y + 140, 520, y + 190), "txtvPubDate")
        qs.a(dur, None, "TextView", (530, y + 140, 700, y + 190), "txtvDuration")
        qs.a(None, "Play", "ImageButton", (920, y + 55, 1040, y + 175), "secondaryActionButton", click=True)
        y += 230
    qs.a("The Long Signal #131 — Numbers stations", None, "TextView", (200, 2140, 850, 2200), "txtvTitle")
    qs.a("23:41 / 1:14:05", None, "TextView", (200, 2210, 850, 2260), "txtvPosition")
    qs.a(None, "Play", "ImageButton", (900, 2140, 1040, 2280), "butPlay", click=True)

    subs = {"Bread & Circuits": 3, "Cartography Hour": 5, "Night Shift Radio": 1, "Soil Matters": 0, "The Long Signal": 3}
    r = Run(qs)
    r.click("Open menu", drawer(4, 12, 7, subs))
    dl = [tls131, bc88, sm47, ch87, ns19, tls130, sm46]
    r.click("Downloads", downloads(dl))
    r.long(sm47[0], downloads(dl, select=[sm47[0]]))
    r.click(sm46[0], downloads(dl, select=[sm47[0], sm46[0]]))
    dl2 = [e for e in dl if e not in (sm47, sm46)]
    r.click("Delete", downloads(dl2, snack="2 episodes deleted"))
    ck.tick()
    r.click("Open menu", drawer(4, 12, 5, subs))
    r.click("Inbox", inbox_screen(inbox))
    r.click("Download", inbox_screen(inbox, downloading=ch88[0], snack="Download started"))
    ck.tick()
    subs2 = dict(subs, **{"Cartography Hour": 4})
    r.click("Open menu", drawer(5, 11, 6, subs2))
    shown = [ch88, tls131, bc88, sm47, ch87, ns19, tls130]  # sm47 was deleted at turn 5
    r.click("Downloads", downloads(shown))
    rs.add(task="android", tid="h35-android-04", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=10, kind="episode deleted from downloads listed again")


# Spotify: clean
def t05_spotify(rs: RowSet) -> None:
    pkg = "com.spotify.music"
    ck = Clock(6, 52, 91)
    lib = [
        ("Liked Songs", "Playlist • 1,284 songs", True),
        ("Tempo Run 170 BPM", "Playlist • Mira Castellanos", False),
        ("Discover Weekly", "Playlist • Spotify", False),
        ("Khruangbin", "Artist", False),
        ("Freakout/Release", "Album • Hot Chip", False),
        ("Song Exploder", "Podcast • Hrishikesh Hirway", False),
        ("Morning coffee", "Playlist • Mira Castellanos", False),
        ("Release Radar", "Playlist • Spotify", False),
        ("In Colour", "Album • Jamie xx", False),
    ]

    def library(rows: list[tuple[str, str, bool]]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Mira Castellanos", "ImageView", (42, 168, 147, 273), "faceheader_image", click=True)
        s.a("Your Library", None, "TextView", (168, 180, 620, 260), "title")
        s.a(None, "Search in Your Library", "Button", (786, 168, 912, 273), "search_button", click=True)
        s.a(None, "Create playlist or folder", "Button", (912, 168, 1038, 273), "create_button", click=True)
        for k, chip in enumerate(["Playlists", "Podcasts", "Albums", "Artists", "Downloaded"]):
            s.a(chip, None, "Button", (42 + 210 * k, 300, 232 + 210 * k, 400), "chip", click=True)
        s.a("Recents", "Sort by: Recents", "Button", (42, 430, 320, 510), "sort_button", click=True)
        s.a(None, "Switch to grid view", "Button", (930, 430, 1038, 510), "view_density_button", click=True)
        s.a(None, None, "RecyclerView", (0, 530, 1080, 1980), "recycler_view", scroll=True)
        y = 530
        for title, sub, pinned in rows:
            if y + 170 > 1980:
                break
            s.a(None, None, "ViewGroup", (0, y, 1080, y + 170), "row_root", click=True)
            s.a(None, f"{title} artwork", "ImageView", (42, y + 15, 182, y + 155), "artwork")
            s.a(title, None, "TextView", (210, y + 30, 950, y + 90), "title")
            s.a(sub, None, "TextView", (260 if pinned else 210, y + 95, 950, y + 145), "subtitle")
            if pinned:
                s.a(None, "Pinned", "ImageView", (210, y + 100, 250, y + 140), "pin_badge")
            y += 170
        s.a("Tadow", None, "TextView", (168, 2000, 700, 2050), "title")
        s.a("Masego, FKJ", None, "TextView", (168, 2050, 700, 2095), "subtitle")
        s.a(None, "Connect to a device", "Button", (800, 1995, 900, 2095), "connect_device_button", click=True)
        s.a(None, "Play", "Button", (920, 1995, 1030, 2095), "play_pause_button", click=True)
        for k, tab in enumerate(["Home", "Search", "Your Library", "Premium"]):
            s.a(tab, tab, "FrameLayout", (270 * k, 2150, 270 * (k + 1), 2337), click=True, sel=tab == "Your Library")
        return s

    recs = [("Midnight City", "M83", "4:03"), ("Dog Days Are Over", "Florence + The Machine", "4:12"),
            ("Lose Yourself to Dance", "Daft Punk, Pharrell Williams", "5:53"), ("Electric Feel", "MGMT", "3:49"),
            ("Tighten Up", "The Black Keys", "3:31"), ("Feel It Still", "Portugal. The Man", "2:43"),
            ("Heads Will Roll", "Yeah Yeah Yeahs", "3:41"), ("Shut Up and Let Me Go", "The Ting Tings", "2:52")]

    def playlist(songs: list[tuple[str, str, str]], rec: list[tuple[str, str, str]]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(None, "Sunday long run artwork", "ImageView", (300, 320, 780, 800), "artwork")
        s.a("Sunday long run", None, "TextView", (42, 840, 1038, 930), "title")
        s.a("Mira Castellanos", None, "TextView", (120, 950, 700, 1000), "owner_name")
        if songs:
            secs = sum(int(d.split(":")[0]) * 60 + int(d.split(":")[1]) for _, _, d in songs)
            s.a(f"{secs // 60} min {secs % 60} sec", None, "TextView", (42, 1010, 700, 1060), "metadata")
        s.a(None, "Add to playlist", "Button", (42, 1080, 147, 1185), "add_button", click=True)
        s.a(None, "Edit playlist", "Button", (168, 1080, 273, 1185), "edit_button", click=True)
        s.a(None, "More options for playlist Sunday long run", "Button", (294, 1080, 399, 1185), "context_menu_button", click=True)
        s.a(None, "Shuffle", "Button", (780, 1080, 885, 1185), "shuffle_button", click=True, enabled=bool(songs))
        s.a(None, "Play", "Button", (906, 1070, 1038, 1195), "play_button", click=True, enabled=bool(songs))
        y = 1210
        if not songs:
            s.a("Let's start building your playlist", None, "TextView", (42, y, 1038, y + 70), "empty_title")
            s.a("Add to this playlist", None, "Button", (300, y + 90, 780, y + 200), "empty_add_button", click=True)
            y += 230
        for title, artist, _d in songs:
            s.a(title, None, "TextView", (42, y + 20, 900, y + 75), "title", click=True)
            s.a(artist, None, "TextView", (42, y + 80, 900, y + 125), "subtitle")
            s.a(None, f"More options for {title}", "Button", (950, y + 30, 1038, y + 120), "context_menu_button", click=True)
            y += 150
        s.a("Recommended Songs", None, "TextView", (42, y + 20, 800, y + 90), "section_title")
        s.a("Based on the title of this playlist", None, "TextView", (42, y + 90, 900, y + 135), "section_subtitle")
        y += 160
        for title, artist, _d in rec[:5]:
            s.a(None, f"{title} artwork", "ImageView", (42, y + 10, 162, y + 130), "artwork")
            s.a(title, None, "TextView", (190, y + 20, 850, y + 75), "title", click=True)
            s.a(artist, None, "TextView", (190, y + 80, 850, y + 125), "subtitle")
            s.a(None, "Add", "Button", (900, y + 20, 1038, y + 120), "add_button", click=True)
            y += 145
        s.a("Refresh", None, "Button", (390, y + 20, 690, y + 120), "refresh_button", click=True)
        return s

    r = Run(library(lib))
    sheet = library(lib)
    sheet.a(None, None, "View", (0, 1500, 1080, 1520), "drag_handle")
    sheet.a("Playlist", None, "TextView", (210, 1580, 1000, 1640), "title", click=True)
    sheet.a("Build a playlist with songs or episodes", None, "TextView", (210, 1645, 1000, 1700), "subtitle")
    sheet.a("Blend", None, "TextView", (210, 1770, 1000, 1830), "title", click=True)
    sheet.a("Combine tastes in a shared playlist with friends", None, "TextView", (210, 1835, 1000, 1890), "subtitle")
    r.click("Create playlist or folder", sheet)

    def naming(name: str) -> Scr:
        s = Scr(pkg, ck)
        s.a("Give your playlist a name", None, "TextView", (42, 700, 1038, 790), "title")
        s.a(name, None, "EditText", (84, 880, 996, 1010), "edit_text", click=True, edit=True, focus=True)
        s.a("Cancel", None, "Button", (200, 1120, 520, 1240), "cancel_button", click=True)
        s.a("Create", None, "Button", (560, 1120, 880, 1240), "create_button", click=True)
        return s

    r.click("Playlist", naming("My playlist #7"))
    r.type("My playlist #7", "Sunday long run", naming("Sunday long run"))
    r.click("Create", playlist([], recs[:6]))
    ck.tick()
    r.click("Add", playlist([recs[0]], recs[1:7]))
    r.click("Add", playlist([recs[0], recs[1]], recs[2:8]), nth=0)
    ck.tick()
    r.do("navigate_back", library([lib[0], ("Sunday long run", "Playlist • Mira Castellanos", False)] + lib[1:]))
    rs.add(task="android", tid="h35-android-05", system=SYSTEM, turns=r.turns, state=r.state)


# KeePassDX: bad
def t06_keepassdx(rs: RowSet) -> None:
    pkg = "com.kunzisoft.keepass.free"
    ck = Clock(21, 6, 44, h24=True)
    root = [("group", "Email", "4 entries"), ("group", "Finance", "6 entries"), ("group", "Internet", "23 entries"),
            ("group", "Work", "11 entries"), ("group", "Recycle Bin", "2 entries"),
            ("entry", "Home router", "admin"), ("entry", "Wi-Fi — Bergqvist-5G", "Bergqvist-5G")]
    finance = [("entry", "Avanza", "s.bergqvist"), ("entry", "CSN", "BankID"), ("entry", "Klarna", "sara.bergqvist@fastmail.se"),
               ("entry", "Nordea Internetbank", "BankID"), ("entry", "Skatteverket", "BankID"), ("entry", "Wise", "sara.bergqvist@fastmail.se")]

    def group(title: str, rows: list[tuple[str, str, str]], up: bool) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up" if up else "Open drawer", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(title, None, "TextView", (189, 170, 650, 240), "toolbar_title")
        s.a("Passwords.kdbx", None, "TextView", (189, 240, 650, 285), "toolbar_subtitle")
        s.a(None, "Search", "TextView", (660, 168, 786, 273), "menu_search", click=True)
        s.a(None, "Lock", "TextView", (786, 168, 912, 273), "menu_lock", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2337), "nodes_list", scroll=True)
        y = 294
        for kind, name, sub in rows:
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 168), "node_container", click=True)
            s.a(None, "Group icon" if kind == "group" else "Entry icon", "ImageView", (42, y + 42, 126, y + 126), "node_image")
            s.a(name, None, "TextView", (168, y + 30, 950, y + 90), "node_text")
            s.a(sub, None, "TextView", (168, y + 95, 950, y + 140), "node_subtext")
            y += 168
        s.a(None, "Add new node", "ImageButton", (870, 2130, 1038, 2298), "add_node_button", click=True)
        return s

    uuid = "7F2E41C093B84D6AA5E10C4B9F27D318"

    def entry(url: str, modified: str, accessed: str) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Avanza", None, "TextView", (189, 184, 650, 257), "toolbar_title")
        s.a(None, "Lock", "TextView", (786, 168, 912, 273), "menu_lock", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        fields = [("Username", "s.bergqvist"), ("Password", "••••••••••••"), ("URL", url),
                  ("Notes", "ISK + KF. Savings plan: 2,500 kr on the 25th.")]
        y = 330
        for label, value in fields:
            s.a(label, None, "TextView", (42, y, 700, y + 50), "entry_field_label")
            s.a(value, None, "TextView", (42, y + 55, 820, y + 120), "entry_field_value", click=label == "URL")
            if label == "Password":
                s.a(None, "Show password", "ImageView", (830, y + 40, 930, y + 130), "entry_field_show", click=True)
            if label in ("Username", "Password"):
                s.a(None, f"Copy {label.lower()}", "ImageView", (940, y + 40, 1038, y + 130), "entry_field_copy", click=True)
            y += 150
        s.a("Expires", None, "TextView", (42, y, 700, y + 50), "entry_field_label")
        s.a("Never", None, "TextView", (42, y + 55, 820, y + 120), "entry_field_value")
        y += 170
        for label, value in (("Created", "12/03/2023 19:14"), ("Modified", modified), ("Accessed", accessed)):
            s.a(f"{label}: {value}", None, "TextView", (42, y, 1038, y + 55), f"entry_{label.lower()}")
            y += 60
        s.a(f"UUID: {uuid}", None, "TextView", (42, y, 1038, y + 55), "entry_UUID")
        s.a(None, "Edit entry", "ImageButton", (870, 2130, 1038, 2298), "entry_edit", click=True)
        return s

    def edit(url: str, focus: bool) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Avanza", None, "TextView", (189, 184, 650, 257), "toolbar_title")
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, "Entry icon", "ImageView", (42, 330, 168, 456), "entry_edit_icon_button", click=True)
        s.a("Avanza", None, "EditText", (189, 320, 1038, 460), "entry_edit_title", click=True, edit=True, hint="Title")
        s.a("s.bergqvist", None, "EditText", (42, 500, 1038, 640), "entry_edit_user_name", click=True, edit=True, hint="Username")
        s.a("••••••••••••", None, "EditText", (42, 680, 880, 820), "entry_edit_password", click=True, edit=True, hint="Password")
        s.a(None, "Generate password", "ImageButton", (900, 700, 1038, 800), "entry_edit_password_generator_button", click=True)
        s.a(url, None, "EditText", (42, 860, 1038, 1000), "entry_edit_url", click=True, edit=True, focus=focus, hint="URL")
        s.a("ISK + KF. Savings plan: 2,500 kr on the 25th.", None, "EditText", (42, 1040, 1038, 1260), "entry_edit_notes", click=True, edit=True, hint="Notes")
        s.a("Expires", None, "Switch", (42, 1300, 1038, 1400), "entry_edit_expires_checkbox", click=True, check=False)
        s.a(None, "Add custom field", "ImageButton", (42, 1440, 168, 1566), "entry_edit_add_field", click=True)
        s.a(None, "Attach file", "ImageButton", (189, 1440, 315, 1566), "entry_edit_add_attachment", click=True)
        s.a(None, "Save", "ImageButton", (870, 2130, 1038, 2298), "entry_edit_validate", click=True)
        return s

    old_url, new_url = "https://www.avanza.se/logga-in", "https://www.avanza.se/login/bankid"
    r = Run(group("Passwords", root, False))
    r.click("Finance", group("Finance", finance, True))
    r.click("Avanza", entry(old_url, "12/03/2023 19:22", "23/05/2024 21:06"))
    r.click("Edit entry", edit(old_url, False))
    ck.tick()
    r.type(old_url, new_url, edit(new_url, True))
    r.click("Save", entry(new_url, "23/05/2024 21:07", "23/05/2024 21:07"))
    r.do("navigate_back", group("Finance", finance, True))
    ck.tick()
    r.click("Avanza", entry(old_url, "23/05/2024 21:07", "23/05/2024 21:08"))
    lock = Scr(pkg, ck)
    lock.a(None, "KeePassDX logo", "ImageView", (390, 300, 690, 600), "activity_password_logo")
    lock.a("Passwords.kdbx", None, "TextView", (84, 660, 996, 740), "filename")
    lock.a("content://com.android.externalstorage.documents/document/primary%3ADocuments%2FPasswords.kdbx", None, "TextView", (84, 740, 996, 820), "file_path")
    lock.a(None, None, "EditText", (84, 880, 900, 1020), "password_text_view", click=True, edit=True, hint="Password")
    lock.a(None, "Show password", "ImageButton", (900, 900, 996, 1000), "text_input_end_icon", click=True)
    lock.a("Keyfile", None, "CheckBox", (84, 1060, 500, 1160), "keyfile_checkox", click=True, check=False)
    lock.a(None, "Biometric unlock", "ImageButton", (420, 1240, 660, 1480), "biometric_button", click=True)
    lock.a("Unlock", None, "Button", (640, 1560, 996, 1690), "activity_password_open_button", click=True)
    r.click("Lock", lock)
    rs.add(task="android", tid="h35-android-06", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=7, kind="edited URL field reads back its old value")


# Telegram: bad
def t07_telegram(rs: RowSet) -> None:
    pkg = "org.telegram.messenger"
    ck = Clock(8, 21, 67)
    chats = [
        "Kraków Tram Alerts, channel, 37 unread messages, MPK: Line 52 diverted via Rondo Grunwaldzkie until 14:00, 8:12 AM",
        "Ola Nowak, 2 unread messages, Photo, 8:05 AM",
        "Flat 4B, group, Kuba: who took the drill?, 7:41 AM",
        "Saved Messages, Boarding pass KRK–GDN.pdf, Tue",
        "Marek (work), ok, will push the fix tonight, Tue",
        "Polish Learners Café, group, muted, 214 unread messages, Anya: Sticker, Mon",
        "Telegram, Login code: 71093. Do not give this code to anyone, May 19",
        "Babcia, Voice message, May 18",
    ]
    posts = [
        ("Line 52 diverted via Rondo Grunwaldzkie until 14:00 (track works on ul. Kamieńskiego). Replacement bus 752 every 10 min.", "8:12 AM", "1.2K"),
        ("Lines 3 and 24: 15-minute delays near Rondo Mogilskie after a vehicle breakdown. Cleared at 7:58.", "7:33 AM", "2.9K"),
        ("Reminder: from Saturday 25 May night line 62 runs every 30 min instead of 60.", "Yesterday", "4.1K"),
        ("Weekend works on al. Pokoju: lines 1, 14, 22 split at Rondo Czyżyńskie, 25–26 May.", "Yesterday", "5.6K"),
    ]

    def channel(muted: bool) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Go back", "ImageView", (0, 147, 147, 294), click=True)
        s.a(None, "Kraków Tram Alerts", "FrameLayout", (147, 160, 800, 290), click=True)
        s.a("Kraków Tram Alerts", None, "TextView", (284, 175, 800, 235))
        s.a("12,481 subscribers", None, "TextView", (284, 235, 800, 280))
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2190), scroll=True)
        y = 2150
        for text, when, views in posts:
            y -= 300
            s.a(None, f"Kraków Tram Alerts, {text}, {views} views, {when}", "ViewGroup", (0, y, 1080, y + 290), click=True)
        s.a(None, "Search", "ImageView", (42, 2200, 147, 2320), click=True)
        s.a("Unmute" if muted else "Mute", None, "TextView", (300, 2200, 780, 2320), click=True)
        s.a(None, "Share", "ImageView", (933, 2200, 1038, 2320), click=True)
        return s

    def info(muted: bool) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Go back", "ImageView", (0, 147, 147, 294), click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, "Kraków Tram Alerts avatar", "ImageView", (42, 330, 252, 540))
        s.a("Kraków Tram Alerts", None, "TextView", (294, 360, 1000, 430))
        s.a("12,481 subscribers", None, "TextView", (294, 440, 1000, 490))
        s.a(None, "Share", "TextView", (42, 580, 360, 720), click=True)
        s.a(None, "Search", "TextView", (380, 580, 700, 720), click=True)
        s.a(None, "Leave", "TextView", (720, 580, 1038, 720), click=True)
        s.a("Unofficial feed of MPK Kraków tram disruptions, diversions and night-line changes. Not affiliated with MPK S.A.", None, "TextView", (42, 770, 1038, 900))
        s.a("Info", None, "TextView", (42, 905, 500, 950))
        s.a("t.me/krakow_tram_alerts", None, "TextView", (42, 990, 900, 1050), click=True)
        s.a("Link", None, "TextView", (42, 1055, 500, 1100))
        s.a("Notifications", None, "TextView", (42, 1160, 700, 1220), click=True)
        s.a("Off" if muted else "On", None, "TextView", (42, 1225, 700, 1270))
        s.a(None, None, "Switch", (900, 1170, 1038, 1260), click=True, check=not muted)
        y = 1330
        for label in ("1,904 photos", "37 videos", "12 files", "611 shared links", "3 voice messages"):
            s.a(label, None, "TextView", (168, y, 1000, y + 126), click=True)
            y += 126
        return s

    cl = Scr(pkg, ck)
    cl.a(None, "Open navigation menu", "ImageView", (0, 147, 147, 294), click=True)
    cl.a("Telegram", None, "TextView", (189, 184, 600, 257))
    cl.a(None, "Stories", "FrameLayout", (660, 168, 786, 273), click=True)
    cl.a(None, "Search", "ImageView", (912, 168, 1038, 273), click=True)
    cl.a("All Chats", None, "TextView", (42, 310, 280, 390), click=True, sel=True)
    cl.a("Unread", None, "TextView", (300, 310, 500, 390), click=True)
    cl.a("Channels", None, "TextView", (520, 310, 760, 390), click=True)
    cl.a(None, None, "RecyclerView", (0, 400, 1080, 2337), scroll=True)
    y = 400
    for c in chats:
        cl.a(None, c, "ViewGroup", (0, y, 1080, y + 200), click=True)
        y += 200
    cl.a(None, "New Message", "ImageView", (870, 2130, 1038, 2298), click=True)
    r = Run(cl)
    r.click(chats[0], channel(False))
    r.click("Mute", channel(True))
    r.click("Kraków Tram Alerts", info(True), nth=0)
    links = Scr(pkg, ck)
    links.a(None, "Go back", "ImageView", (0, 147, 147, 294), click=True)
    links.a("Kraków Tram Alerts", None, "TextView", (189, 184, 800, 257))
    for k, tab in enumerate(("Media", "Files", "Links", "Voice")):
        links.a(tab, None, "TextView", (42 + 250 * k, 300, 272 + 250 * k, 390), click=True, sel=tab == "Links")
    y = 420
    for url, title, when in (("mpk.krakow.pl/pl/mpk-ostrzega/", "MPK ostrzega — utrudnienia w ruchu", "8:12 AM"),
                             ("jakdojade.pl/krakow", "Jakdojade — Kraków rozkład jazdy", "7:33 AM"),
                             ("mpk.krakow.pl/pl/nocne/", "Linie nocne od 25 maja", "Yesterday"),
                             ("mpk.krakow.pl/pl/remonty/al-pokoju-2024", "Remont torowiska al. Pokoju — 25–26.05", "Yesterday"),
                             ("zikit.krakow.pl/objazdy", "Objazdy i zmiany organizacji ruchu", "May 20"),
                             ("mpk.krakow.pl/pl/mapa-sieci/", "Mapa sieci tramwajowej 2024", "May 18")):
        links.a(None, f"{title}, {url}, {when}", "ViewGroup", (0, y, 1080, y + 190), click=True)
        y += 190
    ck.tick()
    r.click("611 shared links", links)
    r.do("navigate_back", info(False))
    share = info(True)
    share.els = share.els[:3]
    share.a("Share to...", None, "TextView", (42, 1200, 700, 1270))
    share.a(None, None, "EditText", (42, 1290, 1038, 1400), click=True, edit=True, hint="Search")
    for k, who in enumerate(("Saved Messages", "Ola Nowak", "Flat 4B", "Marek (work)", "Babcia", "Polish Learners Café", "Kuba Wiśniewski", "Zosia")):
        row, col = divmod(k, 4)
        share.a(None, who, "FrameLayout", (40 + 255 * col, 1420 + 260 * row, 280 + 255 * col, 1670 + 260 * row), click=True)
    share.a("Copy Link", None, "TextView", (42, 2190, 1038, 2310), click=True)
    r.click("Share", share)
    rs.add(task="android", tid="h35-android-07", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=5, kind="channel notifications back on with no unmute action")


# NewPipe: clean
def t08_newpipe(rs: RowSet) -> None:
    pkg = "org.schabi.newpipe"
    ck = Clock(19, 37, 52)

    def main(playlists: list[tuple[str, str]]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Open Drawer", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("NewPipe", None, "TextView", (189, 184, 600, 257))
        s.a(None, "Search", "TextView", (912, 168, 1038, 273), "action_search", click=True)
        for k, tab in enumerate(("Trending", "Subscriptions", "What's New", "Bookmarked Playlists")):
            s.a(None, tab, "LinearLayout", (270 * k, 294, 270 * (k + 1), 420), click=True, sel=tab == "Bookmarked Playlists")
        s.a(None, None, "RecyclerView", (0, 420, 1080, 2337), "items_list", scroll=True)
        y = 420
        for name, count in playlists:
            s.a(None, None, "RelativeLayout", (0, y, 1080, y + 200), "itemRoot", click=True)
            s.a(None, None, "ImageView", (21, y + 20, 321, y + 180), "itemThumbnailView")
            s.a(count, None, "TextView", (210, y + 130, 321, y + 175), "itemStreamCountView")
            s.a(name, None, "TextView", (350, y + 30, 1038, y + 100), "itemTitleView")
            s.a("Local", None, "TextView", (350, y + 105, 1038, y + 150), "itemUploaderView")
            y += 200
        return s

    sugg_all = ["sourdough starter from scratch", "sourdough starter recipe", "sourdough starter feeding ratio",
                "sourdough starter not rising", "sourdough starter discard recipes", "sourdough starter smells like acetone"]

    def search(query: str | None, sugg: list[str]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(query, None, "EditText", (147, 168, 900, 273), "toolbar_search_edit_text", click=True, edit=True, focus=True, hint="Search")
        if query:
            s.a(None, "Clear", "ImageView", (912, 168, 1038, 273), "toolbar_search_clear", click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 1300), "suggestions_list", scroll=True)
        y = 294
        for sg in sugg or ["rye sourdough hydration", "bread lame diy", "banneton cleaning"]:
            s.a(sg, None, "TextView", (147, y, 930, y + 140), "item_suggestion_query", click=True)
            s.a(None, "Insert suggestion", "ImageView", (940, y + 30, 1038, y + 110), "suggestion_insert", click=True)
            y += 140
        return s

    vids = [
        ("How I Make a Sourdough Starter From Scratch (7-Day Schedule)", "The Flour Ledger", "412K views", "3 weeks ago", "18:42"),
        ("Sourdough Starter in 5 Days — No Discard Method", "Kitchen Joinery", "1.2M views", "1 year ago", "12:07"),
        ("The Science of Sourdough Starter", "Crumb Lab", "286K views", "8 months ago", "22:15"),
        ("Why Your Starter Isn't Rising (6 Fixes)", "The Flour Ledger", "97K views", "5 days ago", "9:58"),
        ("Rye Starter vs Wheat Starter — 14 Day Test", "Ovenspring", "54K views", "2 months ago", "16:30"),
        ("Sourdough for Beginners: Full Walkthrough", "Baking with Jun", "2.3M views", "2 years ago", "41:12"),
        ("I Fed My Starter Only Rye for 30 Days", "Crumb Lab", "143K views", "4 months ago", "14:26"),
    ]

    def results() -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("sourdough starter from scratch", None, "EditText", (147, 168, 780, 273), "toolbar_search_edit_text", click=True, edit=True)
        s.a(None, "Clear", "ImageView", (780, 168, 900, 273), "toolbar_search_clear", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2337), "items_list", scroll=True)
        y = 294
        for title, ch, views, age, dur in vids:
            s.a(None, None, "RelativeLayout", (0, y, 1080, y + 280), "itemRoot", click=True)
            s.a(None, None, "ImageView", (21, y + 20, 441, y + 256), "itemThumbnailView")
            s.a(dur, None, "TextView", (330, y + 200, 430, y + 245), "itemDurationView")
            s.a(title, None, "TextView", (462, y + 20, 1050, y + 140), "itemVideoTitleView")
            s.a(ch, None, "TextView", (462, y + 145, 1050, y + 190), "itemUploaderView")
            s.a(f"{views} • {age}", None, "TextView", (462, y + 195, 1050, y + 240), "itemAdditionalDetails")
            y += 280
        return s

    def detail(toast: str | None = None, dialog: str | None = None, name: str | None = None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Video thumbnail", "FrameLayout", (0, 63, 1080, 671), "detail_thumbnail_root_layout", click=True)
        s.a(None, "Play", "ImageView", (480, 307, 600, 427), "detail_thumbnail_play_button")
        s.a(vids[0][0], None, "TextView", (42, 700, 1038, 830), "detail_video_title_view", click=True)
        s.a(None, "The Flour Ledger", "ImageView", (42, 860, 168, 986), "detail_uploader_thumbnail_view", click=True)
        s.a("The Flour Ledger", None, "TextView", (189, 870, 800, 925), "detail_uploader_text_view", click=True)
        s.a("18.3K subscribers", None, "TextView", (189, 930, 800, 975), "detail_uploader_subscriber_text_view")
        s.a("412,388 views", None, "TextView", (42, 1010, 500, 1060), "detail_view_count_view")
        s.a("21K", "Likes", "TextView", (700, 1010, 850, 1060), "detail_thumbs_up_count_view")
        s.a("Published on Apr 30, 2024", None, "TextView", (42, 1065, 700, 1110), "detail_upload_date_view")
        for k, b in enumerate(("Add to", "Background", "Popup", "Download", "Share")):
            s.a(b, None, "TextView", (21 + 208 * k, 1140, 221 + 208 * k, 1300), f"detail_controls_{b.lower().replace(' ', '_')}", click=True)
        s.a("Day 1: equal weights flour and water. Days 2–7 feeding schedule, temperatures and what the jar should look like each day. Printable schedule linked below.", None, "TextView", (42, 1330, 1038, 1500), "detail_description_view")
        s.a("Next", None, "TextView", (42, 1530, 400, 1590))
        y = 1600
        for title, ch, views in (("Feeding Ratios Explained: 1:1:1 vs 1:5:5", "The Flour Ledger", "201K views"),
                                 ("My 20-Year-Old Starter Routine", "Baking with Jun", "688K views"),
                                 ("Stiff Starter (Lievito Madre) at Home", "Ovenspring", "75K views")):
            s.a(None, None, "RelativeLayout", (0, y, 1080, y + 240), "itemRoot", click=True)
            s.a(title, None, "TextView", (462, y + 20, 1050, y + 130), "itemVideoTitleView")
            s.a(f"{ch} • {views}", None, "TextView", (462, y + 140, 1050, y + 185), "itemUploaderView")
            y += 240
        if dialog == "select":
            s.a("Select playlist", None, "TextView", (84, 900, 996, 990))
            s.a("Create new playlist", None, "TextView", (84, 1010, 996, 1120), "newPlaylist", click=True)
            s.a("Bread techniques", None, "TextView", (250, 1140, 996, 1200), "itemTitleView", click=True)
            s.a("6 videos", None, "TextView", (250, 1200, 996, 1245), "itemStreamCountView")
            s.a("Watch later", None, "TextView", (250, 1270, 996, 1330), "itemTitleView", click=True)
            s.a("14 videos", None, "TextView", (250, 1330, 996, 1375), "itemStreamCountView")
        elif dialog == "new":
            s.a("New playlist", None, "TextView", (84, 960, 996, 1050))
            s.a(name, None, "EditText", (126, 1080, 954, 1200), "playlist_name", click=True, edit=True, focus=True, hint="Name")
            s.a("Cancel", None, "Button", (500, 1240, 720, 1340), "button2", click=True)
            s.a("Create", None, "Button", (740, 1240, 960, 1340), "button1", click=True)
        if toast:
            s.a(toast, None, "android.widget.Toast", (290, 2050, 790, 2150))
        return s

    r = Run(main([("Bread techniques", "6"), ("Watch later", "14")]))
    r.click("Search", search(None, []))
    r.type("Search", "sourdough starter", search("sourdough starter", sugg_all))
    r.click("sourdough starter from scratch", results())
    ck.tick()
    r.click(vids[0][0], detail())
    r.click("Add to", detail(dialog="select"))
    r.click("Create new playlist", detail(dialog="new"))
    r.type("Name", "Starter experiments", detail(dialog="new", name="Starter experiments"))
    r.click("Create", detail(toast="Playlist created"))
    ck.tick(2)
    r.do("navigate_back", results())
    r.do("navigate_back", main([("Bread techniques", "6"), ("Starter experiments", "1"), ("Watch later", "14")]))
    rs.add(task="android", tid="h35-android-08", system=SYSTEM, turns=r.turns, state=r.state)


# Discord: clean
def t09_discord(rs: RowSet) -> None:
    pkg = "com.discord"
    ck = Clock(16, 10, 71)
    text_ch = [("announcements", None), ("general", "12"), ("dev-log", None), ("art-wip", "3"), ("bug-reports", "7"), ("memes", None)]

    def server(chans: list[tuple[str, str | None]], online: int) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, None, "ScrollView", (0, 63, 200, 2337), scroll=True)
        for k, g in enumerate(("Direct Messages", "Hollow Pine Games", "Godot Engine", "Pixel Art Club", "Add a Server")):
            s.a(None, g, "ViewGroup", (30, 120 + 170 * k, 170, 260 + 170 * k), click=True, sel=g == "Hollow Pine Games")
        s.a("Hollow Pine Games", None, "TextView", (230, 130, 900, 200))
        s.a(f"{online} Online • 412 Members", None, "TextView", (230, 205, 900, 250))
        s.a(None, "Search", "Button", (230, 280, 650, 380), click=True)
        s.a(None, "Invite", "Button", (670, 280, 860, 380), click=True)
        s.a(None, "Events", "Button", (880, 280, 1060, 380), click=True)
        s.a(None, None, "ScrollView", (200, 400, 1080, 2150), scroll=True)
        s.a("TEXT CHANNELS", None, "TextView", (230, 420, 800, 470), click=True)
        s.a(None, "Create Channel", "Button", (980, 410, 1060, 480), click=True)
        y = 490
        for name, unread in chans:
            desc = f"{name} (text channel)" + (f", {unread} unread messages" if unread else "")
            s.a(None, desc, "ViewGroup", (215, y, 1065, y + 110), click=True)
            s.a(name, None, "TextView", (300, y + 25, 900, y + 85))
            y += 110
        s.a("VOICE CHANNELS", None, "TextView", (230, y + 20, 800, y + 70), click=True)
        y += 90
        for name, who in (("Standup", None), ("Lounge", "Morwenna, Pip")):
            s.a(None, f"{name} (voice channel)" + (f", {who}" if who else ""), "ViewGroup", (215, y, 1065, y + 110), click=True)
            y += 110
        for k, tab in enumerate(("Servers", "Messages", "Notifications", "You")):
            s.a(None, tab, "Button", (270 * k, 2170, 270 * (k + 1), 2337), click=True, sel=tab == "Servers")
        return s

    def create(name: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Close", "Button", (0, 147, 147, 294), click=True)
        s.a("Create Channel", None, "TextView", (300, 184, 780, 257))
        s.a("Create", None, "Button", (860, 168, 1060, 273), click=True, enabled=bool(name))
        s.a("Channel Name", None, "TextView", (42, 330, 600, 380))
        s.a(name, None, "EditText", (42, 400, 1038, 520), click=True, edit=True, focus=name is not None, hint="new-channel")
        s.a("Channel Type", None, "TextView", (42, 580, 600, 630))
        s.a(None, "Text, Send messages, images, GIFs, emoji, opinions, and puns", "RadioButton", (42, 650, 1038, 800), click=True, check=True)
        s.a(None, "Voice, Hang out together with voice, video, and screen share", "RadioButton", (42, 810, 1038, 960), click=True, check=False)
        s.a(None, "Forum, Create a space for organized discussions", "RadioButton", (42, 970, 1038, 1120), click=True, check=False)
        s.a("Private Channel", None, "TextView", (42, 1180, 800, 1240))
        s.a(None, "Private Channel", "Switch", (900, 1175, 1038, 1245), click=True, check=False)
        s.a("Only selected members and roles will be able to view this channel.", None, "TextView", (42, 1250, 1038, 1340))
        return s

    msg = "Build 0.14.2 is on the Steam beta branch. Post crash logs + repro steps here, one thread per bug please."

    def chat(draft: str | None, mine: bool, react: str | None = None, reply: bool = False, sheet: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Open Channel List", "Button", (0, 147, 147, 294), click=True)
        s.a(None, "playtest-feedback (text channel)", "Button", (147, 170, 700, 270), click=True)
        s.a(None, "Search", "Button", (786, 168, 912, 273), click=True)
        s.a(None, "Members", "Button", (912, 168, 1038, 273), click=True)
        s.a("Welcome to #playtest-feedback!", None, "TextView", (42, 700, 1038, 790))
        s.a("This is the start of the #playtest-feedback channel.", None, "TextView", (42, 800, 1038, 870))
        s.a(None, "Edit Channel", "Button", (42, 900, 420, 990), click=True)
        y = 1040
        if mine:
            s.a(None, "rustlingvole, Today at 4:12 PM", "ViewGroup", (0, y, 1080, y + 90), click=True)
            s.a(msg, None, "TextView", (168, y + 90, 1038, y + 230), click=True)
            y += 240
            if react:
                s.a(None, react, "Button", (168, y, 330, y + 80), click=True)
                s.a(None, "Add Reaction", "Button", (340, y, 460, y + 80), click=True)
                y += 100
        if reply:
            s.a(None, "Morwenna, Today at 4:14 PM", "ViewGroup", (0, y, 1080, y + 90), click=True)
            s.a("Got a crash on level 3 right after the elevator cutscene, log incoming", None, "TextView", (168, y + 90, 1038, y + 200), click=True)
        s.a(None, "Add Media", "Button", (21, 2170, 126, 2275), click=True)
        s.a(None, "Apps", "Button", (126, 2170, 231, 2275), click=True)
        s.a(draft, None, "EditText", (231, 2160, 880, 2285), click=True, edit=True, focus=draft is not None, hint="Message #playtest-feedback")
        if draft:
            s.a(None, "Send", "Button", (912, 2160, 1038, 2285), click=True)
        else:
            s.a(None, "Record Voice Message", "Button", (912, 2160, 1038, 2285), click=True)
        if sheet:
            for k, e in enumerate(("👍", "❤️", "😂", "🎉", "👀")):
                s.a(None, e, "Button", (42 + 170 * k, 1000, 192 + 170 * k, 1130), click=True)
            s.a(None, "Add Reaction", "Button", (892, 1000, 1038, 1130), click=True)
            y = 1160
            for item in ("Edit Message", "Reply", "Create Thread", "Copy Text", "Pin Message", "Mark Unread", "Copy Message Link", "Delete Message"):
                s.a(item, None, "TextView", (42, y, 1038, y + 130), click=True)
                y += 130
        return s

    r = Run(server(text_ch, 38))
    r.click("Create Channel", create(None))
    r.type("new-channel", "playtest feedback", create("playtest-feedback"))
    r.click("Create", chat(None, False))
    ck.tick()
    r.type("Message #playtest-feedback", msg, chat(msg, False))
    ck.tick()
    r.click("Send", chat(None, True))
    r.click("Open Channel List", server(text_ch + [("playtest-feedback", None)], 39))
    ck.tick(2)
    r.click("playtest-feedback (text channel)", chat(None, True, react="👍, 2 reactions, press to react", reply=True))
    r.long(msg, chat(None, True, react="👍, 2 reactions, press to react", reply=True, sheet=True))
    rs.add(task="android", tid="h35-android-09", system=SYSTEM, turns=r.turns, state=r.state)


# Markor: bad
def t10_markor(rs: RowSet) -> None:
    pkg = "net.gsantner.markor"
    ck = Clock(10, 5, 83, h24=True)
    old = "## Standup 20 May\n- Done: export retries, sprint board cleanup\n- Doing: invoice export bug\n- Blocked: waiting on staging DB snapshot from ops"
    work = [
        ("archive", "Folder • 8 items", True),
        ("attachments", "Folder • 6 items", True),
        ("standup-2024-05-20.md", f"2024-05-20 09:41 • {len(old.encode('utf-8'))} B", False),
        ("sprint-14-retro.md", "2024-05-17 16:20 • 2.3 KB", False),
        ("standup-2024-05-17.md", "2024-05-17 09:38 • 131 B", False),
        ("invoice-export-bug.md", "2024-05-16 11:05 • 5.8 KB", False),
        ("csv-import-spec.md", "2024-05-15 14:48 • 9.1 KB", False),
        ("standup-2024-05-16.md", "2024-05-16 09:35 • 146 B", False),
        ("onboarding-notes.md", "2024-04-29 10:12 • 3.4 KB", False),
        ("ideas.txt", "2024-04-11 21:03 • 1.1 KB", False),
    ]
    work = work[:2] + sorted(work[2:], key=lambda e: e[1], reverse=True)
    archive = [
        ("standup-2024-05-15.md", "2024-05-15 09:40 • 124 B"), ("standup-2024-05-14.md", "2024-05-14 09:36 • 157 B"),
        ("sprint-13-retro.md", "2024-05-03 16:02 • 2.0 KB"), ("standup-2024-05-13.md", "2024-05-13 09:44 • 139 B"),
        ("q2-okrs-draft.md", "2024-04-08 13:27 • 4.6 KB"), ("sprint-12-retro.md", "2024-04-19 15:58 • 1.9 KB"),
        ("standup-2024-05-10.md", "2024-05-10 09:39 • 118 B"), ("vendor-call-notes.md", "2024-03-28 11:15 • 2.7 KB"),
    ]
    archive = sorted(archive, key=lambda e: e[1], reverse=True)

    def browser(title: str, path: str, rows: list[tuple[str, str, bool]], up: bool) -> Scr:
        s = Scr(pkg, ck)
        if up:
            s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(title, None, "TextView", (189, 165, 700, 235), "toolbar_title")
        s.a(path, None, "TextView", (189, 235, 780, 280), "toolbar_subtitle")
        s.a(None, "Search", "TextView", (660, 168, 786, 273), "action_search", click=True)
        s.a(None, "Sort by", "TextView", (786, 168, 912, 273), "action_sort", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2150), "ui__filesystem_dialog__list", scroll=True)
        y = 294
        for name, sub, folder in rows:
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 170), "ui__filesystem_item__root", click=True)
            s.a(None, "Folder" if folder else "File", "ImageView", (42, y + 45, 122, y + 125), "ui__filesystem_item__image")
            s.a(name, None, "TextView", (160, y + 30, 1038, y + 95), "ui__filesystem_item__title")
            s.a(sub, None, "TextView", (160, y + 100, 1038, y + 145), "ui__filesystem_item__description")
            y += 170
        s.a(None, "Create a new file", "ImageButton", (870, 1960, 1038, 2128), "fab_add_new_item", click=True)
        for k, tab in enumerate(("Files", "To-do", "QuickNote", "More")):
            s.a(tab, None, "FrameLayout", (270 * k, 2170, 270 * (k + 1), 2337), click=True, sel=tab == "Files")
        return s

    def new_file(name: str | None) -> Scr:
        s = browser("work", "/storage/emulated/0/Documents/Markor/work", [(n, d, f) for n, d, f in work], False)
        s.a("New file", None, "TextView", (84, 560, 996, 650))
        s.a(name, None, "EditText", (84, 680, 780, 800), "new_file_dialog__name", click=True, edit=True, focus=True, hint="Name")
        s.a(".md", None, "EditText", (790, 680, 996, 800), "new_file_dialog__ext", click=True, edit=True)
        s.a("Markdown", None, "Spinner", (84, 830, 996, 940), "new_file_dialog__type", click=True)
        s.a("Empty file", None, "Spinner", (84, 960, 996, 1070), "new_file_dialog__template", click=True)
        s.a("Encrypt with password", None, "CheckBox", (84, 1090, 996, 1180), "new_file_dialog__encryption", click=True, check=False)
        s.a("Folder", None, "Button", (84, 1220, 360, 1330), "button3", click=True)
        s.a("Cancel", None, "Button", (470, 1220, 720, 1330), "button2", click=True)
        s.a("OK", None, "Button", (740, 1220, 996, 1330), "button1", click=True)
        return s

    def editor(name: str, body: str, focus: bool) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(name, None, "TextView", (189, 184, 560, 257), "toolbar_title")
        s.a(None, "Undo", "TextView", (534, 168, 660, 273), "action_undo", click=True)
        s.a(None, "Save", "TextView", (660, 168, 786, 273), "action_save", click=True)
        s.a(None, "View", "TextView", (786, 168, 912, 273), "action_preview", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(body, None, "EditText", (0, 294, 1080, 2170), "document__fragment__edit__highlighting_editor", click=True, edit=True, focus=focus, scroll=True)
        for k, b in enumerate(("Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Header", "Link", "Table")):
            s.a(None, b, "ImageView", (135 * k, 2180, 135 * (k + 1), 2310), click=True)
        return s

    body = "## Standup 21 May\n- Done: invoice export bug (PR #418 merged)\n- Doing: CSV import, delimiter detection\n- Blocked: none"
    size = len(body.encode("utf-8"))
    r = Run(browser("work", "/storage/emulated/0/Documents/Markor/work", work, False))
    r.click("Create a new file", new_file(None))
    r.type("Name", "standup-2024-05-21", new_file("standup-2024-05-21"))
    r.click("OK", editor("standup-2024-05-21", "", True))
    ck.tick()
    r.type("document__fragment__edit__highlighting_editor", body, editor("standup-2024-05-21", body, True))
    ck.tick()
    pv = Scr(pkg, ck)
    pv.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
    pv.a("standup-2024-05-21", None, "TextView", (189, 184, 660, 257), "toolbar_title")
    pv.a(None, "Edit", "TextView", (786, 168, 912, 273), "action_edit", click=True)
    pv.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
    pv.a(None, None, "android.webkit.WebView", (0, 294, 1080, 2337), "document__fragment_view_webview", scroll=True)
    pv.a("Standup 21 May", None, "View", (42, 330, 1038, 420))
    pv.a("Done: invoice export bug (PR #418 merged)", None, "View", (84, 450, 1038, 510))
    pv.a("Doing: CSV import, delimiter detection", None, "View", (84, 520, 1038, 580))
    pv.a("Blocked: none", None, "View", (84, 590, 1038, 650))
    r.click("View", pv)
    with_new = work[:2] + [("standup-2024-05-21.md", f"2024-05-21 10:07 • {size} B", False)] + work[2:]
    r.do("navigate_back", browser("work", "/storage/emulated/0/Documents/Markor/work", with_new, False))
    r.click("archive", browser("archive", "/storage/emulated/0/Documents/Markor/work/archive", [(n, d, False) for n, d in archive], True))
    r.do("navigate_back", browser("work", "/storage/emulated/0/Documents/Markor/work", work, False))
    ck.tick()
    r.click("standup-2024-05-20.md", editor("standup-2024-05-20", old, False))
    rs.add(task="android", tid="h35-android-10", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=8, kind="newly created file missing from its folder listing")


# Strava: clean
def t11_strava(rs: RowSet) -> None:
    pkg = "com.strava"
    ck = Clock(7, 58, 54)

    def feed(title: str, kudos: int, extra_top: bool) -> Scr:
        s = Scr(pkg, ck)
        s.a("Home", None, "TextView", (42, 180, 400, 260), "toolbar_title")
        s.a(None, "Search", "ImageButton", (660, 168, 786, 273), "search", click=True)
        s.a(None, "Notifications", "ImageButton", (786, 168, 912, 273), "notifications", click=True)
        s.a(None, "Messages", "ImageButton", (912, 168, 1038, 273), "chats", click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2150), "recycler_view", scroll=True)
        y = 294
        cards = []
        if extra_top:
            cards.append(("Joris Bakker", "Today at 7:51 AM · Utrecht, Utrecht", "Morning Walk", [("Distance", "3.1 km"), ("Pace", "11:42 /km"), ("Time", "36:17")], "0 kudos"))
        cards.append(("Mira Castellanos", "Today at 6:41 AM · Utrecht, Utrecht", title, [("Distance", "10.42 km"), ("Pace", "5:01 /km"), ("Time", "52:18")], f"{kudos} kudos"))
        cards.append(("Ilse de Vries", "Today at 6:15 AM · Houten, Utrecht", "Dawn spin along the Lek", [("Distance", "32.6 km"), ("Elev Gain", "41 m"), ("Time", "1h 6m")], "11 kudos"))
        cards.append(("Utrecht Running Crew", "Yesterday at 7:00 PM · Utrecht", "Wednesday track session", [("Distance", "9.8 km"), ("Pace", "4:38 /km"), ("Time", "45:21")], "23 kudos"))
        for who, when, name, stats, kd in cards:
            if y + 520 > 2150:
                s.a(who, None, "TextView", (168, y + 30, 900, y + 85), "athlete_name")
                break
            s.a(None, f"{who} avatar", "ImageView", (42, y + 30, 147, y + 135), "avatar", click=True)
            s.a(who, None, "TextView", (168, y + 30, 900, y + 85), "athlete_name", click=True)
            s.a(when, None, "TextView", (168, y + 85, 1000, y + 130), "timestamp")
            s.a(name, None, "TextView", (42, y + 150, 1038, y + 220), "title", click=True)
            for k, (lab, val) in enumerate(stats):
                s.a(lab, None, "TextView", (42 + 330 * k, y + 240, 352 + 330 * k, y + 285), "stat_label")
                s.a(val, None, "TextView", (42 + 330 * k, y + 290, 352 + 330 * k, y + 350), "stat_value")
            s.a(None, "Map", "ImageView", (0, y + 370, 1080, y + 440), "map", click=True)
            s.a(kd, None, "TextView", (42, y + 450, 400, y + 500), "kudos_count", click=True)
            s.a(None, "Give kudos" if who != "Mira Castellanos" else "View kudos", "ImageButton", (600, y + 440, 740, y + 510), "kudos_button", click=True)
            s.a(None, "Comment", "ImageButton", (760, y + 440, 900, y + 510), "comment_button", click=True)
            s.a(None, "Share", "ImageButton", (920, y + 440, 1038, y + 510), "share_button", click=True)
            y += 540
        for k, tab in enumerate(("Home", "Maps", "Record", "Groups", "You")):
            s.a(tab, tab, "FrameLayout", (216 * k, 2170, 216 * (k + 1), 2337), click=True, sel=tab == "Home")
        return s

    def detail(title: str, kudos: int, menu: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(None, "Share", "ImageButton", (786, 168, 912, 273), "share", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, "Activity map", "ImageView", (0, 294, 1080, 900), "map", click=True)
        s.a("Mira Castellanos", None, "TextView", (168, 930, 900, 985), "athlete_name")
        s.a("Today at 6:41 AM · Utrecht, Utrecht", None, "TextView", (168, 985, 1000, 1030), "timestamp")
        s.a(title, None, "TextView", (42, 1060, 1038, 1140), "title")
        stats = [("Distance", "10.42 km"), ("Avg Pace", "5:01 /km"), ("Moving Time", "52:18"), ("Elevation Gain", "38 m"),
                 ("Elapsed Time", "54:10"), ("Calories", "702 Cal"), ("Avg Heart Rate", "151 bpm"), ("Max Heart Rate", "174 bpm")]
        for k, (lab, val) in enumerate(stats):
            row, col = divmod(k, 2)
            x = 42 + 520 * col
            yy = 1170 + 150 * row
            s.a(lab, None, "TextView", (x, yy, x + 480, yy + 50), "stat_label")
            s.a(val, None, "TextView", (x, yy + 55, x + 480, yy + 120), "stat_value")
        s.a(f"{kudos} kudos", None, "TextView", (42, 1790, 500, 1850), "kudos_count", click=True)
        s.a("Splits", None, "TextView", (42, 1880, 500, 1940), click=True)
        s.a("Best Efforts: 1k 4:31 · 5k 24:07", None, "TextView", (42, 1950, 1038, 2000))
        s.a("Shoes: Pegasus 40 (612.4 km)", None, "TextView", (42, 2020, 1038, 2070))
        if menu:
            y = 190
            for item in ("Edit Activity", "Crop Activity", "Save Route", "Delete Activity"):
                s.a(item, None, "TextView", (560, y, 1060, y + 130), "title", click=True)
                y += 130
        return s

    def edit(title: str, focus: bool) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Close", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Edit Activity", None, "TextView", (189, 184, 700, 257), "toolbar_title")
        s.a("Save", None, "Button", (860, 168, 1060, 273), "save", click=True)
        s.a("Title", None, "TextView", (42, 320, 500, 370))
        s.a(title, None, "EditText", (42, 380, 1038, 500), "title", click=True, edit=True, focus=focus)
        s.a(None, None, "EditText", (42, 530, 1038, 750), "description", click=True, edit=True, hint="How'd it go? Share more about your activity and use @ to tag someone.")
        s.a("Run", "Sport", "TextView", (42, 790, 1038, 900), "sport_type", click=True)
        s.a("Long Run", "Type of run", "TextView", (42, 920, 1038, 1030), "workout_type", click=True)
        s.a("Pegasus 40 (612.4 km)", "Gear", "TextView", (42, 1050, 1038, 1160), "gear", click=True)
        s.a("How did that feel?", None, "TextView", (42, 1190, 1038, 1250))
        s.a(None, "Perceived exertion", "SeekBar", (42, 1260, 1038, 1340), "perceived_exertion", click=True)
        s.a("Private notes", None, "TextView", (42, 1380, 1038, 1440))
        s.a(None, None, "EditText", (42, 1450, 1038, 1600), "private_note", click=True, edit=True, hint="Jot down private notes here. Only you can see these.")
        s.a("Everyone", "Who can view", "TextView", (42, 1640, 1038, 1750), "visibility", click=True)
        s.a("Hide from Home or Club feeds", None, "Switch", (42, 1780, 1038, 1880), "mute_switch", click=True, check=False)
        return s

    old, new = "Morning Run", "Canal loop + hill repeats"
    r = Run(feed(old, 3, False))
    r.click(old, detail(old, 3))
    r.click("More options", detail(old, 3, menu=True))
    r.click("Edit Activity", edit(old, False))
    ck.tick()
    r.type("title", new, edit(new, True))
    ck.tick()
    r.click("Save", detail(new, 5))
    ck.tick(3)
    r.do("navigate_back", feed(new, 6, True))
    you = Scr(pkg, ck)
    you.a("You", None, "TextView", (42, 180, 400, 260), "toolbar_title")
    you.a(None, "Settings", "ImageButton", (912, 168, 1038, 273), "settings", click=True)
    for k, tab in enumerate(("Progress", "Activities")):
        you.a(tab, None, "TextView", (540 * k, 294, 540 * (k + 1), 400), click=True, sel=tab == "Progress")
    you.a("This week", None, "TextView", (42, 430, 600, 490))
    for k, (lab, val) in enumerate((("Distance", "28.70 km"), ("Time", "2h 31m"), ("Elev Gain", "112 m"))):
        you.a(lab, None, "TextView", (42 + 340 * k, 500, 372 + 340 * k, 550))
        you.a(val, None, "TextView", (42 + 340 * k, 555, 372 + 340 * k, 620))
    you.a(None, "Weekly distance chart, last 12 weeks", "ImageView", (42, 650, 1038, 1100))
    you.a("Recent activities", None, "TextView", (42, 1130, 700, 1190))
    y = 1200
    for name, when, dist, t in ((new, "Today", "10.42 km", "52:18"), ("Tempo Tuesday", "Tue, May 21", "8.05 km", "39:40"),
                                ("Easy run", "Mon, May 20", "10.23 km", "59:12"), ("Sunday long run", "Sun, May 19", "18.60 km", "1:41:05")):
        you.a(name, None, "TextView", (42, y, 800, y + 60), click=True)
        you.a(f"{when} · {dist} · {t}", None, "TextView", (42, y + 60, 1000, y + 110))
        y += 150
    for k, tab in enumerate(("Home", "Maps", "Record", "Groups", "You")):
        you.a(tab, tab, "FrameLayout", (216 * k, 2170, 216 * (k + 1), 2337), click=True, sel=tab == "You")
    r.click("You", you, nth=0)
    rs.add(task="android", tid="h35-android-11", system=SYSTEM, turns=r.turns, state=r.state)


# Etar: bad
def t12_etar(rs: RowSet) -> None:
    pkg = "ws.xsoh.etar"
    ck = Clock(9, 2, 95)
    days = [
        ("Today, Mon, May 27", [("Stand-up", "9:30 – 9:45 AM", "Zoom"), ("Pick up dry cleaning", "12:30 – 1:00 PM", "Stomerij Kerkstraat")]),
        ("Tue, May 28", [("Dentist — Dr. Okonkwo", "3:15 – 4:00 PM", "Lindengracht 12, Amsterdam")]),
        ("Wed, May 29", [("Yoga", "7:00 – 8:00 PM", "Studio Noord"), ("Sprint review", "2:00 – 3:00 PM", "Meet")]),
        ("Thu, May 30", [("Call with landlord", "11:00 – 11:30 AM", None)]),
        ("Fri, May 31", [("Dinner at Ines'", "7:30 – 10:00 PM", "Da Costakade 88")]),
        ("Sat, Jun 1", [("Noor's birthday", "All day", None)]),
    ]

    def agenda(dent_time: str, spinner: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Show navigation drawer", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Agenda", None, "TextView", (189, 165, 600, 235), "top_button_weekday", click=True)
        s.a("May 2024", None, "TextView", (189, 235, 600, 280), "top_button_date", click=True)
        s.a(None, "Go to today", "TextView", (660, 168, 786, 273), "action_today", click=True)
        s.a(None, "Search", "TextView", (786, 168, 912, 273), "action_search", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "ListView", (0, 294, 1080, 2337), "agenda_events_list", scroll=True)
        y = 294
        for head, evs in days:
            s.a(head, None, "TextView", (42, y, 1038, y + 80), "date")
            y += 80
            for title, when, where in sorted(evs, key=lambda e: ("AM" not in e[1], e[1])):
                if title.startswith("Dentist"):
                    when = dent_time
                s.a(None, None, "LinearLayout", (0, y, 1080, y + 170), "agenda_item", click=True)
                s.a(title, None, "TextView", (63, y + 20, 1038, y + 75), "title")
                s.a(when, None, "TextView", (63, y + 75, 1038, y + 120), "when")
                if where:
                    s.a(where, None, "TextView", (63, y + 120, 1038, y + 165), "where")
                y += 170
        if spinner:
            for k, v in enumerate(("Day", "Week", "Month", "Agenda")):
                s.a(v, None, "CheckedTextView", (160, 280 + 130 * k, 640, 410 + 130 * k), click=True, check=v == "Agenda")
        s.a(None, "Add event", "ImageButton", (870, 2130, 1038, 2298), "floating_action_button", click=True)
        return s

    info = Scr(pkg, ck)
    info.a("Dentist — Dr. Okonkwo", None, "TextView", (42, 500, 1038, 590), "title")
    info.a("Tue, May 28, 2024, 3:15 – 4:00 PM", None, "TextView", (42, 600, 1038, 660), "when_datetime")
    info.a("Lindengracht 12, Amsterdam", None, "TextView", (42, 680, 1038, 740), "where", click=True)
    info.a("Bring the X-ray CD from the previous clinic. Check-up + cleaning.", None, "TextView", (42, 760, 1038, 860), "description")
    info.a("Reminders", None, "TextView", (42, 900, 500, 950))
    info.a("30 minutes before as notification", None, "TextView", (42, 960, 1038, 1015), "reminder_items_container")
    info.a("Calendar: Personal", None, "TextView", (42, 1050, 1038, 1100), "calendar_name")
    info.a("mira.castellanos@gmail.com", None, "TextView", (42, 1100, 1038, 1150), "calendar_account")
    info.a(None, "Edit event", "ImageButton", (660, 380, 786, 480), "info_action_edit", click=True)
    info.a(None, "Delete event", "ImageButton", (786, 380, 912, 480), "info_action_delete", click=True)
    info.a(None, "Share event", "ImageButton", (912, 380, 1038, 480), "info_action_share", click=True)

    r = Run(agenda("3:15 – 4:00 PM"))
    r.click("Dentist — Dr. Okonkwo", info)
    r.do("navigate_back", agenda("3:15 – 4:00 PM"))
    r.click("Agenda", agenda("3:45 – 4:30 PM", spinner=True))
    month = Scr(pkg, ck)
    month.a(None, "Show navigation drawer", "ImageButton", (0, 147, 147, 294), click=True)
    month.a("May 2024", None, "TextView", (189, 184, 600, 257), "top_button_date", click=True)
    month.a(None, "Go to today", "TextView", (660, 168, 786, 273), "action_today", click=True)
    month.a(None, "Search", "TextView", (786, 168, 912, 273), "action_search", click=True)
    month.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
    for k, d in enumerate(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")):
        month.a(d, None, "TextView", (154 * k, 300, 154 * (k + 1), 350))
    ev = {"May": {6: "Bike service", 14: "Book club", 17: "Plumber", 22: "Sprint planning", 27: "Stand-up, Pick up dry cleaning",
                  28: "Dentist — Dr. Okonkwo", 29: "Sprint review, Yoga", 30: "Call with landlord", 31: "Dinner at Ines'"},
          "June": {1: "Noor's birthday", 5: "Sprint planning"}, "April": {}}
    cells = [29, 30] + list(range(1, 32)) + list(range(1, 10))
    for k, d in enumerate(cells):
        row, col = divmod(k, 7)
        month_name = "April" if k < 2 else ("June" if k >= 33 else "May")
        desc = f"{month_name} {d}" + (f", {ev[month_name][d]}" if d in ev[month_name] else "")
        month.a(None, desc, "View", (154 * col, 360 + 310 * row, 154 * (col + 1), 670 + 310 * row), click=True, sel=month_name == "May" and d == 27)
    month.a(None, "Add event", "ImageButton", (870, 2130, 1038, 2298), "floating_action_button", click=True)
    r.click("Month", month)
    menu = Scr(pkg, ck)
    menu.els += month.els[3:]
    y = 180
    for item in ("Refresh", "Hide controls", "Calendars to display", "Settings"):
        menu.a(item, None, "TextView", (560, y, 1060, y + 130), "title", click=True)
        y += 130
    ck.tick()
    r.click("More options", menu)

    def settings() -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Settings", None, "TextView", (189, 184, 700, 257))
        y = 330
        for t, sub in (("General settings", "Theme, week start, reminders"), ("mira.castellanos@gmail.com", "Google · 3 calendars"),
                       ("Personal (offline)", "Local calendar"), ("Add offline calendar", None), ("About Etar", "1.0.40")):
            s.a(t, None, "TextView", (42, y, 1038, y + 65), "title", click=True)
            if sub:
                s.a(sub, None, "TextView", (42, y + 65, 1038, y + 110), "summary")
            y += 150
        return s

    def general(reminder: str, dialog: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("General settings", None, "TextView", (189, 184, 800, 257))
        y = 330
        for t, sub in (("Theme", "System default"), ("Color", "Teal"), ("Hide declined events", None), ("Week starts on", "Monday"),
                       ("Show week number", None), ("Use home time zone", None), ("Notifications", "On"),
                       ("Default reminder time", reminder), ("Default event duration", "60 minutes"), ("Quick responses", None)):
            s.a(t, None, "TextView", (42, y, 900, y + 65), "title", click=True)
            if sub:
                s.a(sub, None, "TextView", (42, y + 65, 900, y + 110), "summary")
            if t in ("Hide declined events", "Show week number", "Use home time zone"):
                s.a(None, None, "Switch", (920, y + 10, 1038, y + 90), "switchWidget", click=True, check=t == "Show week number")
            y += 150
        if dialog:
            s.a("Default reminder time", None, "TextView", (84, 420, 996, 500), "alertTitle")
            y = 520
            for opt in ("None", "0 minutes", "1 minute", "5 minutes", "10 minutes", "15 minutes", "20 minutes", "25 minutes", "30 minutes", "45 minutes", "1 hour"):
                s.a(opt, None, "CheckedTextView", (84, y, 996, y + 120), "text1", click=True, check=opt == reminder)
                y += 120
            s.a("Cancel", None, "Button", (740, y + 20, 996, y + 120), "button2", click=True)
        return s

    r.click("Settings", settings())
    r.click("General settings", general("10 minutes"))
    r.click("Default reminder time", general("10 minutes", dialog=True))
    rs.add(task="android", tid="h35-android-12", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=3, kind="appointment start time shifts with no edit")


# Wise: bad
def t13_wise(rs: RowSet) -> None:
    pkg = "com.transferwise.android"
    ck = Clock(14, 6, 72, h24=True)
    conv = ("Converted USD to EUR", "Today", "+183.27 EUR", "200.00 USD")
    home_tx = [("Albert Heijn", "Today", "−23.41 EUR", None), ("NS Reizigers", "Yesterday", "−14.60 EUR", None),
               ("Ferreira Lda", "Yesterday", "+412.00 EUR", None), ("Spotify", "19 May", "−10.99 EUR", None),
               ("Brightline Studio LLC", "14 May", "+640.00 USD", None), ("Monzo — Mira C.", "12 May", "+150.00 GBP", None)]

    def home(eur: str, usd: str, tx: list[tuple[str, str, str, str | None]]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Account", "ImageView", (42, 160, 168, 286), "avatar", click=True)
        s.a(None, "Earn €50", "Button", (600, 175, 900, 270), "referral_button", click=True)
        s.a(None, "Insights", "ImageButton", (920, 168, 1038, 273), "insights", click=True)
        s.a("Home", None, "TextView", (42, 320, 500, 410), "title")
        for k, (amt, name) in enumerate(((eur, "Euro"), (usd, "US dollar"), ("312.40 GBP", "British pound"))):
            x = 42 + 350 * k
            s.a(None, f"{name} balance", "FrameLayout", (x, 440, x + 330, 700), "balance_card", click=True)
            s.a(None, f"{name} flag", "ImageView", (x + 30, 470, x + 110, 550))
            s.a(amt, None, "TextView", (x + 30, 580, x + 320, 640), "balance_amount")
            s.a(name, None, "TextView", (x + 30, 640, x + 320, 685), "balance_currency")
        for k, b in enumerate(("Send", "Add money", "Request")):
            s.a(b, None, "Button", (42 + 340 * k, 740, 362 + 340 * k, 860), click=True)
        s.a("Transactions", None, "TextView", (42, 900, 600, 970))
        s.a("See all", None, "Button", (820, 900, 1038, 970), click=True)
        y = 990
        for name, when, amt, sub in tx[:6]:
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 170), "activity_item", click=True)
            s.a(name, None, "TextView", (168, y + 30, 700, y + 90), "activity_title")
            s.a(when, None, "TextView", (168, y + 95, 700, y + 140), "activity_subtitle")
            s.a(amt, None, "TextView", (700, y + 30, 1038, y + 90), "activity_amount")
            if sub:
                s.a(sub, None, "TextView", (700, y + 95, 1038, y + 140), "activity_secondary_amount")
            y += 170
        for k, tab in enumerate(("Home", "Card", "Recipients", "Payments")):
            s.a(tab, tab, "FrameLayout", (270 * k, 2170, 270 * (k + 1), 2337), click=True, sel=tab == "Home")
        return s

    def balance(cur: str, amount: str, tx: list[tuple[str, str, str]]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(f"{cur} balance", None, "TextView", (42, 320, 700, 380), "balance_title")
        s.a(amount, None, "TextView", (42, 390, 1038, 500), "balance_amount")
        for k, b in enumerate(("Add", "Convert", "Send", "Request")):
            s.a(b, None, "Button", (42 + 255 * k, 540, 272 + 255 * k, 660), click=True)
        s.a("Account details", None, "TextView", (42, 700, 700, 760), click=True)
        s.a("Routing number, account number" if cur == "USD" else "IBAN, BIC", None, "TextView", (42, 760, 900, 805))
        s.a("Transactions", None, "TextView", (42, 860, 600, 930))
        y = 950
        for name, when, amt in tx:
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 170), "activity_item", click=True)
            s.a(name, None, "TextView", (168, y + 30, 700, y + 90), "activity_title")
            s.a(when, None, "TextView", (168, y + 95, 700, y + 140), "activity_subtitle")
            s.a(amt, None, "TextView", (700, y + 30, 1038, y + 90), "activity_amount")
            y += 170
        return s

    usd_tx = [("Brightline Studio LLC", "14 May", "+640.00 USD"), ("GitHub", "3 May", "−4.00 USD"),
              ("Converted USD to EUR", "29 Apr", "−500.00 USD"), ("Brightline Studio LLC", "16 Apr", "+640.00 USD"),
              ("Figma", "9 Apr", "−15.00 USD")]
    eur_tx = [("Albert Heijn", "Today", "−23.41 EUR"), ("NS Reizigers", "Yesterday", "−14.60 EUR"), ("Ferreira Lda", "Yesterday", "+412.00 EUR"),
              ("Spotify", "19 May", "−10.99 EUR"), ("Vattenfall", "17 May", "−96.00 EUR")]

    def convert(amount: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Convert", None, "TextView", (189, 184, 700, 257))
        s.a("You convert", None, "TextView", (42, 330, 600, 380))
        s.a(amount, None, "EditText", (42, 390, 760, 500), "amount_from", click=True, edit=True, focus=amount is not None, hint="0")
        s.a("USD", "From currency: USD", "Button", (780, 390, 1038, 500), click=True)
        s.a("Balance: 860.00 USD", None, "TextView", (42, 510, 700, 555))
        s.a("1 USD = 0.9213 EUR", None, "TextView", (42, 600, 700, 650), "rate")
        s.a("Rate updated 14:06", None, "TextView", (42, 650, 700, 695))
        if amount:
            s.a("Our fee", None, "TextView", (42, 730, 600, 780))
            s.a("1.07 USD", None, "TextView", (700, 730, 1038, 780))
            s.a("Amount we'll convert", None, "TextView", (42, 790, 600, 840))
            s.a("198.93 USD", None, "TextView", (700, 790, 1038, 840))
        s.a("You get", None, "TextView", (42, 900, 600, 950))
        s.a("183.27" if amount else None, None, "EditText", (42, 960, 760, 1070), "amount_to", click=True, edit=True, hint="0")
        s.a("EUR", "To currency: EUR", "Button", (780, 960, 1038, 1070), click=True)
        s.a("Continue", None, "Button", (42, 2150, 1038, 2290), "continue_button", click=True, enabled=bool(amount))
        return s

    review = Scr(pkg, ck)
    review.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
    review.a("Review details of your conversion", None, "TextView", (42, 320, 1038, 420))
    for k, (lab, val) in enumerate((("You convert", "200.00 USD"), ("Our fee", "1.07 USD"), ("Amount we'll convert", "198.93 USD"),
                                     ("Exchange rate", "0.9213"), ("You get", "183.27 EUR"), ("Arrives", "Instantly"))):
        review.a(lab, None, "TextView", (42, 470 + 110 * k, 600, 530 + 110 * k))
        review.a(val, None, "TextView", (620, 470 + 110 * k, 1038, 530 + 110 * k))
    review.a("Confirm and convert", None, "Button", (42, 2150, 1038, 2290), "confirm_button", click=True)

    r = Run(home("1,240.55 EUR", "860.00 USD", home_tx))
    r.click("US dollar balance", balance("USD", "860.00 USD", usd_tx))
    r.click("Convert", convert(None))
    r.type("amount_from", "200", convert("200"))
    r.click("Continue", review)
    done = Scr(pkg, ck)
    done.a(None, "Success", "ImageView", (390, 500, 690, 800))
    done.a("You converted 200.00 USD to 183.27 EUR", None, "TextView", (84, 860, 996, 1000))
    done.a("Your EUR balance has been topped up.", None, "TextView", (84, 1010, 996, 1070))
    done.a("View details", None, "Button", (42, 2010, 1038, 2130), click=True)
    done.a("Done", None, "Button", (42, 2150, 1038, 2290), click=True)
    r.click("Confirm and convert", done)
    ck.tick(2)
    usd_after = [(conv[0], "Today", "−200.00 USD")] + usd_tx
    r.click("Done", balance("USD", "660.00 USD", usd_after))
    det = Scr(pkg, ck)
    det.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
    det.a("Converted USD to EUR", None, "TextView", (42, 320, 1038, 400))
    det.a("Completed", None, "TextView", (42, 410, 600, 460))
    for k, (lab, val) in enumerate((("You converted", "200.00 USD"), ("Fee", "1.07 USD"), ("Amount converted", "198.93 USD"),
                                     ("Exchange rate", "1 USD = 0.9213 EUR"), ("You got", "183.27 EUR"),
                                     ("Date", "21 May 2024, 14:08"), ("Transaction number", "BALANCE-2158817430"))):
        det.a(lab, None, "TextView", (42, 520 + 110 * k, 560, 580 + 110 * k))
        det.a(val, None, "TextView", (580, 520 + 110 * k, 1038, 580 + 110 * k))
    det.a("Get PDF statement", None, "Button", (42, 2150, 1038, 2290), click=True)
    r.click(conv[0], det)
    r.do("navigate_back", balance("USD", "660.00 USD", usd_after))
    home_after = [conv] + home_tx
    r.do("navigate_back", home("1,423.82 EUR", "660.00 USD", home_after))
    ck.tick()
    r.click("Euro balance", balance("EUR", "1,423.82 EUR", [(conv[0], "Today", "+183.27 EUR")] + eur_tx))
    r.do("navigate_back", home("1,423.82 EUR", "860.00 USD", home_after))
    rs.add(task="android", tid="h35-android-13", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=11, kind="USD balance back at its pre-conversion amount")


# Joplin: clean
def t14_joplin(rs: RowSet) -> None:
    pkg = "net.cozic.joplin"
    ck = Clock(11, 50, 61, h24=True)
    books = {"Home": 12, "Recipes": 48, "Travel": 9, "Work": 31}

    def drawer(nb: dict[str, int], status: list[str], selected: str) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, None, "ScrollView", (0, 63, 860, 2337), scroll=True)
        s.a("All notes", None, "TextView", (42, 120, 700, 220), click=True, sel=selected == "All notes")
        s.a(str(sum(nb.values())), None, "TextView", (720, 140, 840, 200))
        s.a("NOTEBOOKS", None, "TextView", (42, 260, 600, 320))
        s.a(None, "Add notebook", "Button", (720, 250, 840, 330), click=True)
        y = 340
        for name in sorted(nb):
            s.a(name, None, "TextView", (42, y, 700, y + 110), click=True, sel=name == selected)
            s.a(str(nb[name]), None, "TextView", (720, y + 25, 840, y + 85))
            y += 110
        s.a("Tags", None, "TextView", (42, y + 30, 700, y + 130), click=True)
        s.a("Synchronise", None, "Button", (42, 1950, 600, 2060), click=True)
        y = 2070
        for line in status:
            s.a(line, None, "TextView", (42, y, 840, y + 50))
            y += 50
        s.a(None, "Configuration", "Button", (720, 1950, 840, 2060), click=True)
        return s

    notes = [("Tile shop quotes", "11:31"), ("Packing list — Lisbon", "Yesterday 21:40"), ("Sourdough hydration log", "Yesterday 08:12"),
             ("Q2 review prep", "20/05/2024"), ("Boiler service", "18/05/2024"), ("Books to read 2024", "15/05/2024"),
             ("Padel club fees", "13/05/2024"), ("Balcony plants", "09/05/2024")]

    start = Scr(pkg, ck)
    start.a(None, "Open side menu", "Button", (0, 147, 147, 294), click=True)
    start.a("All notes", None, "TextView", (189, 184, 700, 257))
    start.a(None, "Search", "Button", (786, 168, 912, 273), click=True)
    start.a(None, "Menu", "Button", (912, 168, 1038, 273), click=True)
    y = 294
    for title, when in notes:
        start.a(None, None, "ViewGroup", (0, y, 1080, y + 160), click=True)
        start.a(title, None, "TextView", (42, y + 30, 800, y + 90))
        start.a(when, None, "TextView", (42, y + 95, 800, y + 140))
        y += 160
    start.a(None, "New to-do", "Button", (870, 1940, 1000, 2070), click=True)
    start.a(None, "New note", "Button", (870, 2110, 1038, 2278), click=True)
    r = Run(start)
    st1 = ["Last sync: 22/05/2024 11:44", "Created remote items: 0.", "Updated remote items: 1.", "Completed: 22/05/2024 11:44"]
    r.click("Open side menu", drawer(books, st1, "All notes"))

    def nb_edit(title: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Back", "Button", (0, 147, 147, 294), click=True)
        s.a("Edit notebook", None, "TextView", (189, 184, 700, 257))
        s.a(None, "Save", "Button", (912, 168, 1038, 273), click=True)
        s.a(title, None, "EditText", (42, 330, 1038, 450), click=True, edit=True, focus=True, hint="Enter notebook title")
        s.a("Parent notebook", None, "TextView", (42, 500, 700, 550))
        s.a("(None)", None, "Button", (42, 560, 1038, 670), click=True)
        return s

    r.click("Add notebook", nb_edit(None))
    r.type("Enter notebook title", "Kitchen renovation", nb_edit("Kitchen renovation"))
    empty = Scr(pkg, ck)
    empty.a(None, "Open side menu", "Button", (0, 147, 147, 294), click=True)
    empty.a("Kitchen renovation", None, "TextView", (189, 184, 760, 257))
    empty.a(None, "Search", "Button", (786, 168, 912, 273), click=True)
    empty.a(None, "Menu", "Button", (912, 168, 1038, 273), click=True)
    empty.a("There are currently no notes. Create one by clicking on the (+) button.", None, "TextView", (84, 900, 996, 1060))
    empty.a(None, "New to-do", "Button", (870, 1940, 1000, 2070), click=True)
    empty.a(None, "New note", "Button", (870, 2110, 1038, 2278), click=True)
    r.click("Save", empty)
    ck.tick(2)
    books2 = dict(books, **{"Kitchen renovation": 0})
    r.click("Open side menu", drawer(books2, st1, "Kitchen renovation"))
    ck.tick()
    books3 = dict(books2, Recipes=49)
    st2 = ["Last sync: 22/05/2024 11:53", "Created remote items: 1.", "Fetched items: 2/2.", "Completed: 22/05/2024 11:53"]
    r.click("Synchronise", drawer(books3, st2, "Kitchen renovation"))
    rs.add(task="android", tid="h35-android-14", system=SYSTEM, turns=r.turns, state=r.state)


# Uber: clean
def t15_uber(rs: RowSet) -> None:
    pkg = "com.ubercab"
    ck = Clock(11, 32, 47)

    def home() -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Map", "View", (0, 63, 1080, 900), "map", click=True)
        s.a(None, "Where to?", "Button", (42, 940, 800, 1070), "search_bar", click=True)
        s.a("Later", "Schedule a ride", "Button", (810, 955, 1038, 1055), "schedule_button", click=True)
        y = 1100
        for name, addr in (("Amsterdam Centraal", "Stationsplein, Amsterdam"), ("Work", "Keizersgracht 121, Amsterdam"),
                           ("Olympisch Stadion", "Olympisch Stadion 2, Amsterdam")):
            s.a(name, None, "TextView", (168, y + 20, 1000, y + 80), "title", click=True)
            s.a(addr, None, "TextView", (168, y + 80, 1000, y + 125), "subtitle")
            y += 150
        s.a("Suggestions", None, "TextView", (42, 1570, 600, 1630))
        for k, svc in enumerate(("Ride", "Reserve", "Rent", "Package")):
            s.a(svc, svc, "Button", (42 + 255 * k, 1650, 272 + 255 * k, 1880), click=True)
        for k, tab in enumerate(("Home", "Services", "Activity", "Account")):
            s.a(tab, tab, "FrameLayout", (270 * k, 2170, 270 * (k + 1), 2337), click=True, sel=tab == "Home")
        return s

    def search(q: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Plan your ride", None, "TextView", (189, 184, 800, 257))
        s.a("Pickup now", None, "Button", (42, 310, 380, 400), click=True)
        s.a("For me", None, "Button", (400, 310, 640, 400), click=True)
        s.a("Current location", None, "EditText", (126, 430, 1038, 540), "pickup", click=True, edit=True)
        s.a(q, None, "EditText", (126, 560, 1038, 670), "destination", click=True, edit=True, focus=True, hint="Where to?")
        y = 720
        rows = ([("Amsterdam Airport Schiphol (AMS)", "Evert van de Beekstraat 202, Schiphol", "14 km"),
                 ("Schiphol Plaza", "Schiphol Boulevard, Schiphol", "14 km"),
                 ("Schiphol Departures 1", "Vertrekpassage, Schiphol", "14 km"),
                 ("Hilton Amsterdam Airport Schiphol", "Schiphol Boulevard 701, Schiphol", "14 km"),
                 ("Schiphol-Rijk", "Schiphol-Rijk, Haarlemmermeer", "13 km")] if q else
                [("Saved places", None, None), ("Amsterdam Centraal", "Stationsplein, Amsterdam", None),
                 ("Work", "Keizersgracht 121, Amsterdam", None), ("Olympisch Stadion", "Olympisch Stadion 2, Amsterdam", None),
                 ("Set location on map", None, None)])
        for name, addr, dist in rows:
            s.a(name, None, "TextView", (168, y + 20, 900, y + 80), "title", click=True)
            if addr:
                s.a(addr, None, "TextView", (168, y + 80, 900, y + 125), "subtitle")
            if dist:
                s.a(dist, None, "TextView", (900, y + 40, 1038, y + 90), "distance")
            y += 150
        return s

    opts = [("UberX", "4", "4 min away", "12:07", "€38.90"), ("Comfort", "4", "6 min away", "12:09", "€46.20"),
            ("Green", "4", "4 min away", "12:07", "€40.30"), ("UberXL", "6", "8 min away", "12:11", "€57.10"),
            ("Taxi", "4", "5 min away", "12:08", "Meter")]

    def rides(sel: str) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(None, "Route from Prinsengracht 263 to Amsterdam Airport Schiphol (AMS)", "View", (0, 63, 1080, 900), "map")
        s.a("Choose a ride, or swipe up for more", None, "TextView", (42, 930, 1038, 990))
        y = 1010
        for name, seats, away, drop, price in opts:
            s.a(None, f"{name}, {seats} seats", "LinearLayout", (0, y, 1080, y + 190), "product_cell", click=True, sel=name == sel)
            s.a(name, None, "TextView", (210, y + 25, 700, y + 85), "product_name")
            s.a(f"{drop} drop-off · {away}", None, "TextView", (210, y + 90, 800, y + 140), "product_eta")
            s.a(price, None, "TextView", (800, y + 25, 1038, y + 85), "product_fare")
            y += 190
        s.a("Visa •••• 4417", None, "Button", (42, 1980, 600, 2070), "payment", click=True)
        s.a(f"Choose {sel}", None, "Button", (42, 2150, 1038, 2290), "confirm", click=True)
        return s

    def pickup(state: str) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Map", "View", (0, 63, 1080, 1400), "map")
        if state == "confirm":
            s.a("Confirm your pickup spot", None, "TextView", (42, 1450, 1038, 1520))
            s.a("Prinsengracht 263", None, "TextView", (42, 1560, 900, 1630), click=True)
            s.a("Amsterdam", None, "TextView", (42, 1630, 900, 1680))
            s.a("Search", None, "Button", (860, 1560, 1038, 1660), click=True)
            s.a("Confirm pickup", None, "Button", (42, 2150, 1038, 2290), "confirm", click=True)
        else:
            s.a("Connecting you to a driver", None, "TextView", (42, 1450, 1038, 1520))
            s.a(None, None, "ProgressBar", (42, 1540, 1038, 1560))
            s.a("Green · €40.30", None, "TextView", (42, 1600, 900, 1660))
            s.a("Prinsengracht 263 → Amsterdam Airport Schiphol (AMS)", None, "TextView", (42, 1670, 1038, 1720))
            s.a("Visa •••• 4417", None, "TextView", (42, 1740, 900, 1790))
            s.a("Cancel", None, "Button", (42, 2150, 1038, 2290), click=True)
        return s

    def trip(headline: str, eta: str | None, drop: str) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Map showing your driver's location", "View", (0, 63, 1080, 1200), "map")
        s.a(headline, None, "TextView", (42, 1230, 800, 1300), "status_title")
        if eta:
            s.a(eta, None, "TextView", (820, 1230, 1038, 1300), "eta")
        s.a("Meet at the pickup spot on Prinsengracht 263", None, "TextView", (42, 1310, 1038, 1360))
        s.a("G-771-XR", None, "TextView", (42, 1400, 500, 1470), "license_plate")
        s.a("Toyota Corolla Hybrid · Grey", None, "TextView", (42, 1470, 700, 1520), "vehicle")
        s.a(None, "Youssef", "ImageView", (800, 1390, 950, 1540), "driver_photo")
        s.a("Youssef · 4.93 ★", None, "TextView", (42, 1520, 700, 1570), "driver_name")
        s.a(None, None, "EditText", (42, 1610, 880, 1720), "message", click=True, edit=True, hint="Send a message...")
        s.a(None, "Call", "Button", (900, 1610, 1038, 1720), click=True)
        s.a(f"Drop-off {drop}", None, "TextView", (42, 1760, 800, 1820))
        s.a("Amsterdam Airport Schiphol (AMS)", None, "TextView", (42, 1820, 1038, 1870))
        s.a("Green · €40.30 · Visa •••• 4417", None, "TextView", (42, 1890, 1038, 1940))
        s.a(None, "Safety", "Button", (42, 2150, 330, 2290), click=True)
        s.a("Share trip status", None, "Button", (350, 2150, 1038, 2290), click=True)
        return s

    r = Run(home())
    r.click("Where to?", search(None))
    r.type("Where to?", "Schiphol", search("Schiphol"))
    r.click("Amsterdam Airport Schiphol (AMS)", rides("UberX"))
    ck.tick()
    r.click("Green, 4 seats", rides("Green"))
    r.click("Choose Green", pickup("confirm"))
    r.click("Confirm pickup", pickup("searching"))
    ck.tick(2)
    r.do("wait", trip("Youssef is on the way", "5 min", "12:10"))
    ck.tick(2)
    r.do("wait", trip("Youssef is on the way", "3 min", "12:10"))
    ck.tick(3)
    r.do("wait", trip("Youssef has arrived", None, "12:11"))
    rs.add(task="android", tid="h35-android-15", system=SYSTEM, turns=r.turns, state=r.state)


# FairEmail: bad
def t16_fairemail(rs: RowSet) -> None:
    pkg = "eu.faircode.email"
    ck = Clock(9, 14, 39, h24=True)
    inbox = [
        ("Mette Sørensen", "Re: Sommerhus i uge 29", "08:52", True, False),
        ("DSB", "Kvittering for din rejse København H – Aarhus H", "07:30", False, True),
        ("Lars Tvilling", "Bilag til momsindberetning Q1", "Yesterday", True, False),
        ("Elgiganten", "Ordrebekræftelse 7730194", "Yesterday", False, True),
        ("Boligselskabet Lyngbo", "Vandafbrydelse tirsdag 28. maj", "Yesterday", True, False),
        ("MobilePay", "Kvittering: Café Norden 68,00 kr.", "20 May", False, True),
        ("GitHub", "[hansen-krog/bogholderi] Dependabot alert: pillow", "20 May", False, False),
        ("Skat", "Du har fået en ny meddelelse i din e-Boks", "19 May", True, False),
        ("Netflix", "Din betaling blev gennemført", "19 May", False, False),
        ("Sara Holm", "Billeder fra Bornholm", "18 May", False, False),
    ]
    older = [
        ("Ikano Bank", "Din kontoudskrift for april er klar", "17 May", True, False),
        ("Aarhus Kommune", "Affaldsplan 2024 for din adresse", "16 May", False, False),
        ("Mette Sørensen", "Sommerhus i uge 29", "16 May", False, False),
        ("Danske Bank", "Ændring af vilkår", "15 May", False, False),
        ("Coop", "Ugens tilbud fra Coop 365", "15 May", False, False),
        ("LinkedIn", "Jonas, you appeared in 14 searches this week", "14 May", False, False),
    ]
    receipts = {"DSB", "Elgiganten", "MobilePay"}

    def lst(rows: list[tuple[str, str, str, bool, bool]], sel: list[str] | None = None, snack: bool = False,
            scrolled: bool = False) -> Scr:
        s = Scr(pkg, ck)
        if sel:
            s.a(None, "Close", "ImageButton", (0, 147, 147, 294), click=True)
            s.a(str(len(sel)), None, "TextView", (189, 184, 400, 257))
            s.a(None, "Move", "TextView", (534, 168, 660, 273), "menu_move", click=True)
            s.a(None, "Archive", "TextView", (660, 168, 786, 273), "menu_archive", click=True)
            s.a(None, "Delete", "TextView", (786, 168, 912, 273), "menu_delete", click=True)
            s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        else:
            s.a(None, "Open navigation drawer", "ImageButton", (0, 147, 147, 294), click=True)
            s.a("Inbox", None, "TextView", (189, 165, 600, 235), "toolbar_title")
            s.a("jonas@hansen-krog.dk", None, "TextView", (189, 235, 700, 280), "toolbar_subtitle")
            s.a(None, "Search", "TextView", (660, 168, 786, 273), "menu_search", click=True)
            s.a(None, "Sort on", "TextView", (786, 168, 912, 273), "menu_sort_on", click=True)
            s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2150), "rvMessage", scroll=True)
        y = 294
        for frm, subj, when, unread, _rcpt in rows:
            if y + 180 > 2150:
                break
            s.a(None, None, "ViewGroup", (0, y, 1080, y + 180), "clItem", click=True, sel=bool(sel and frm in sel))
            s.a(None, f"{frm} avatar", "ImageView", (21, y + 40, 121, y + 140), "ivAvatar")
            if unread:
                s.a(None, "Unread", "ImageView", (135, y + 45, 160, y + 70), "ivUnread")
            s.a(frm, None, "TextView", (168, y + 25, 800, y + 80), "tvFrom")
            s.a(when, None, "TextView", (820, y + 25, 1038, y + 80), "tvTime")
            s.a(subj, None, "TextView", (168, y + 90, 1000, y + 145), "tvSubject")
            y += 180
        if not sel:
            s.a(None, "Compose", "ImageButton", (870, 1960, 1038, 2128), "fabCompose", click=True)
        if snack:
            s.a("Moved 3 messages to Receipts", None, "TextView", (42, 2180, 760, 2270), "snackbar_text")
            s.a("Undo", None, "Button", (800, 2170, 1038, 2280), "snackbar_action", click=True)
        if scrolled:
            s.a("Showing messages from the last 30 days", None, "TextView", (42, 2160, 1038, 2210), "tvSyncInfo")
        return s

    def drawer(inbox_cnt: str, rcpt_cnt: str) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, None, "ScrollView", (0, 63, 880, 2337), "drawer_container", scroll=True)
        s.a("Unified inbox", None, "TextView", (126, 120, 700, 220), "tvItem", click=True)
        s.a("6", None, "TextView", (740, 145, 840, 195), "tvItemExtra")
        s.a("jonas@hansen-krog.dk", None, "TextView", (42, 250, 840, 320), "tvAccount")
        y = 330
        for name, cnt in (("Inbox", inbox_cnt), ("Drafts", "1"), ("Sent", "1,208"), ("Archive", "2,481"), ("Receipts", rcpt_cnt),
                          ("Travel", "33"), ("Junk", "3/3"), ("Trash", "41"), ("Outbox", None)):
            s.a(name, None, "TextView", (126, y, 700, y + 110), "tvItem", click=True)
            if cnt:
                s.a(cnt, None, "TextView", (700, y + 25, 840, y + 85), "tvItemExtra")
            y += 110
        for item in ("Operations", "Settings", "Setup", "Help"):
            s.a(item, None, "TextView", (126, y + 20, 700, y + 120), "tvItem", click=True)
            y += 110
        return s

    r = Run(lst(inbox))
    r.click("Open navigation drawer", drawer("6/142", "17"))
    r.click("Inbox", lst(inbox))
    r.long("DSB", lst(inbox, sel=["DSB"]))
    r.click("Elgiganten", lst(inbox, sel=["DSB", "Elgiganten"]))
    r.click("MobilePay", lst(inbox, sel=["DSB", "Elgiganten", "MobilePay"]))
    move = lst(inbox, sel=["DSB", "Elgiganten", "MobilePay"])
    move.a("Move to ...", None, "TextView", (84, 500, 996, 590), "alertTitle")
    y = 610
    for f in ("Archive", "Drafts", "Junk", "Receipts", "Sent", "Travel", "Trash"):
        move.a(f, None, "TextView", (84, y, 996, y + 120), "tvName", click=True)
        y += 120
    move.a("Cancel", None, "Button", (740, y + 20, 996, y + 120), "button2", click=True)
    r.click("Move", move)
    after = [m for m in inbox if m[0] not in receipts] + older
    ck.tick()
    r.click("Receipts", lst(after, snack=True))
    r.do("scroll", lst(after[3:], scrolled=True), direction="down")
    ck.tick()
    r.click("Open navigation drawer", drawer("6/139", "17"))
    r.do("navigate_back", lst(after[3:], scrolled=True))

    def compose(to: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Compose", None, "TextView", (189, 184, 500, 257))
        s.a(None, "Attach", "TextView", (660, 168, 786, 273), "menu_attach", click=True)
        s.a(None, "Send", "TextView", (786, 168, 912, 273), "action_send", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a("Jonas Hansen-Krog <jonas@hansen-krog.dk>", None, "Spinner", (42, 310, 1038, 410), "spIdentity", click=True)
        s.a(to, None, "AutoCompleteTextView", (42, 430, 900, 540), "etTo", click=True, edit=True, focus=to is not None, hint="To")
        s.a(None, "Select contact", "ImageButton", (910, 440, 1038, 530), "ibToAdd", click=True)
        s.a(None, None, "EditText", (42, 560, 1038, 670), "etSubject", click=True, edit=True, hint="Subject")
        s.a(None, None, "EditText", (42, 700, 1038, 1700), "etBody", click=True, edit=True, focus=to is None, hint="Message")
        s.a("--\nJonas Hansen-Krog\nHansen-Krog Bogholderi ApS · CVR 41 88 20 17", None, "TextView", (42, 1720, 1038, 1880), "tvSignature")
        for k, b in enumerate(("Bold", "Italic", "Insert link", "Insert image", "Attach file", "Style")):
            s.a(None, b, "ImageButton", (20 + 170 * k, 2180, 180 + 170 * k, 2300), click=True)
        return s

    r.click("Compose", compose(None))
    r.type("To", "lars@tvilling-revision.dk", compose("lars@tvilling-revision.dk"))
    rs.add(task="android", tid="h35-android-16", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=9, kind="folder message count does not include the three messages moved into it")


# Duolingo: clean
def t17_duolingo(rs: RowSet) -> None:
    pkg = "com.duolingo"
    ck = Clock(22, 31, 18, h24=False)

    def lesson(pct: int, kind: str, choice: str | None = None, typed: str | None = None, result: str | None = None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Quit", "ImageView", (21, 160, 126, 265), "quitButton", click=True)
        s.a(None, f"Lesson progress {pct}%", "ProgressBar", (147, 190, 880, 235), "progressBar")
        s.a("4", "4 hearts", "TextView", (900, 170, 1038, 255), "heartsIndicator")
        if kind == "select":
            s.a("Select the correct meaning", None, "TextView", (42, 330, 1038, 420), "header")
            s.a(None, "Play audio", "ImageView", (42, 470, 168, 596), "speaker", click=True)
            s.a("Faccio colazione al bar.", None, "TextView", (189, 490, 1038, 570), "prompt")
            y = 700
            for opt in ("I have breakfast at the café.", "I have dinner at the bar.", "I make coffee at home."):
                s.a(opt, None, "TextView", (42, y, 1038, y + 150), "optionText", click=True, sel=opt == choice)
                y += 180
        else:
            s.a("Write this in English", None, "TextView", (42, 330, 1038, 420), "header")
            s.a(None, "Play audio", "ImageView", (42, 470, 168, 596), "speaker", click=True)
            s.a("Di solito mi sveglio alle sette.", None, "TextView", (189, 490, 1038, 570), "prompt")
            s.a(typed, None, "EditText", (42, 660, 1038, 1060), "textInput", click=True, edit=True, focus=typed is not None, hint="Type in English")
        if result == "ok1":
            s.a("Nicely done!", None, "TextView", (42, 1880, 800, 1950), "ribbonPrimaryTitle")
            s.a("CONTINUE", None, "Button", (42, 2150, 1038, 2290), "continueButtonGreen", click=True)
        elif result == "ok2":
            s.a("Correct!", None, "TextView", (42, 1820, 800, 1890), "ribbonPrimaryTitle")
            s.a("Another correct solution:", None, "TextView", (42, 1900, 1038, 1950), "ribbonSecondaryTitle")
            s.a("I usually get up at seven.", None, "TextView", (42, 1950, 1038, 2010), "ribbonSecondaryText")
            s.a("CONTINUE", None, "Button", (42, 2150, 1038, 2290), "continueButtonGreen", click=True)
        else:
            if kind == "select":
                s.a("CAN'T LISTEN NOW", None, "Button", (42, 1950, 1038, 2060), "disableListenButton", click=True)
            s.a("CHECK", None, "Button", (42, 2150, 1038, 2290), "submitButton", click=True, enabled=bool(choice or typed))
        return s

    r = Run(lesson(87, "select"))
    r.click("I have breakfast at the café.", lesson(87, "select", choice="I have breakfast at the café."))
    r.click("CHECK", lesson(93, "select", choice="I have breakfast at the café.", result="ok1"))
    r.click("CONTINUE", lesson(93, "write"))
    ck.tick()
    r.type("Type in English", "Usually I wake up at seven.", lesson(93, "write", typed="Usually I wake up at seven."))
    r.click("CHECK", lesson(100, "write", typed="Usually I wake up at seven.", result="ok2"))
    done = Scr(pkg, ck)
    done.a(None, "Duo celebrating", "ImageView", (240, 400, 840, 1000), "animation")
    done.a("Lesson complete!", None, "TextView", (42, 1080, 1038, 1180), "title")
    for k, (lab, val) in enumerate((("TOTAL XP", "15"), ("AMAZING", "94%"), ("SPEEDY", "3:42"))):
        done.a(lab, None, "TextView", (42 + 340 * k, 1260, 362 + 340 * k, 1320), "statLabel")
        done.a(val, None, "TextView", (42 + 340 * k, 1330, 362 + 340 * k, 1440), "statValue")
    done.a("CLAIM XP", None, "Button", (42, 2150, 1038, 2290), "primaryButton", click=True)
    r.click("CONTINUE", done)
    streak = Scr(pkg, ck)
    streak.a("42", None, "TextView", (340, 500, 740, 720), "streakCount")
    streak.a("day streak!", None, "TextView", (240, 730, 840, 820), "streakTitle")
    for k, d in enumerate(("Mo", "Tu", "We", "Th", "Fr", "Sa", "Su")):
        streak.a(d, None, "TextView", (84 + 130 * k, 960, 194 + 130 * k, 1010), "dayLabel")
        streak.a(None, "Practiced" if k <= 4 else "Not yet", "ImageView", (84 + 130 * k, 1020, 194 + 130 * k, 1130), "dayIcon")
    streak.a("You're on fire! Practice each day so your streak won't reset.", None, "TextView", (84, 1200, 996, 1320), "streakBody")
    streak.a("CONTINUE", None, "Button", (42, 2150, 1038, 2290), "primaryButton", click=True)
    r.click("CLAIM XP", streak)
    ck.tick()
    path = Scr(pkg, ck)
    path.a(None, "Italian", "ImageView", (42, 160, 168, 270), "languageFlag", click=True)
    path.a("42", "42 day streak", "TextView", (230, 170, 430, 260), "streakIndicator", click=True)
    path.a("1,205", "1205 gems", "TextView", (470, 170, 720, 260), "currencyIndicator", click=True)
    path.a("4", "4 hearts", "TextView", (780, 170, 1000, 260), "heartsIndicator", click=True)
    path.a("SECTION 2, UNIT 7", None, "TextView", (42, 300, 800, 350), "unitSection")
    path.a("Talk about your routine", None, "TextView", (42, 355, 800, 430), "unitTitle")
    path.a(None, "Guidebook", "ImageButton", (880, 310, 1038, 420), "guidebookButton", click=True)
    y = 520
    for desc in ("Lesson 1, completed", "Lesson 2, completed", "Lesson 3, completed", "Lesson 4, start", "Story, locked", "Lesson 5, locked", "Unit review, locked"):
        path.a(None, desc, "ImageView", (380 + (80 if "2" in desc or "4" in desc else 0), y, 600 + (80 if "2" in desc or "4" in desc else 0), y + 200), "levelNode", click=True)
        y += 230
    for k, tab in enumerate(("Learn", "Letters", "Leaderboards", "Quests", "Profile")):
        path.a(None, tab, "FrameLayout", (216 * k, 2170, 216 * (k + 1), 2337), click=True, sel=tab == "Learn")
    r.click("CONTINUE", path)
    rs.add(task="android", tid="h35-android-17", system=SYSTEM, turns=r.turns, state=r.state)


# Fossify Gallery: bad
def t18_fossify(rs: RowSet) -> None:
    pkg = "org.fossify.gallery"
    ck = Clock(17, 44, 80, h24=True)
    photos = ["PXL_20240518_143022417.jpg", "PXL_20240518_142958103.jpg", "PXL_20240517_191245880.jpg", "PXL_20240517_190812034.mp4",
              "PXL_20240516_073015662.jpg", "PXL_20240515_201148219.jpg", "PXL_20240515_180432775.jpg", "PXL_20240514_122706391.jpg",
              "PXL_20240512_164410058.jpg", "PXL_20240512_164402917.jpg", "PXL_20240511_094538472.jpg", "PXL_20240510_210017384.jpg",
              "PXL_20240509_083321905.jpg", "PXL_20240508_174455126.jpg", "PXL_20240507_124059763.mp4"]

    def grid() -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Camera", None, "TextView", (189, 184, 600, 257))
        s.a(None, "Search", "TextView", (534, 168, 660, 273), "search", click=True)
        s.a(None, "Sort by", "TextView", (660, 168, 786, 273), "sort", click=True)
        s.a(None, "Change view type", "TextView", (786, 168, 912, 273), "toggle_filename", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "RecyclerView", (0, 294, 1080, 2337), "media_grid", scroll=True)
        s.a("This week", None, "TextView", (21, 300, 600, 360), "media_section")
        for k, name in enumerate(photos):
            row, col = divmod(k, 3)
            s.a(None, name, "ImageView", (4 + 358 * col, 370 + 358 * row, 358 * (col + 1), 724 + 358 * row), "medium_thumbnail", click=True)
        return s

    def viewer(fav: bool, dialog: str | None = None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(photos[0], None, "TextView", (189, 184, 780, 257))
        s.a(None, "Show on map", "TextView", (786, 168, 912, 273), "menu_show_on_map", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "View", (0, 294, 1080, 2100), "medium_holder", click=True)
        for k, act in enumerate(("Remove from favorites" if fav else "Add to favorites", "Edit", "Share", "Delete", "Properties", "Resize")):
            s.a(None, act, "ImageView", (180 * k, 2160, 180 * (k + 1), 2300), f"bottom_{act.lower().split()[0]}", click=True)
        if dialog == "props":
            s.a("Properties", None, "TextView", (84, 460, 996, 540), "alertTitle")
            y = 560
            for lab, val in (("Name", photos[0]), ("Path", "/storage/emulated/0/DCIM/Camera/" + photos[0]), ("Size", "3.42 MB"),
                             ("Resolution", "4080 x 3072 (12.5MP)"), ("Last modified", "18.05.2024 14:30"), ("Date taken", "18.05.2024 14:30"),
                             ("Camera", "Google Pixel 7"), ("EXIF", "f/1.85 6.81mm 1/120s ISO64"), ("GPS coordinates", "52.0907, 5.1214")):
                s.a(lab, None, "TextView", (126, y, 954, y + 50), "property_label")
                s.a(val, None, "TextView", (126, y + 50, 954, y + 120), "property_value", click=True)
                y += 130
            s.a("OK", None, "Button", (760, y + 20, 996, y + 120), "button1", click=True)
        elif dialog == "resize":
            s.a("Resize", None, "TextView", (84, 760, 996, 840), "alertTitle")
            s.a("4032", None, "EditText", (126, 880, 520, 1000), "resize_image_width", click=True, edit=True, hint="Width")
            s.a("3024", None, "EditText", (560, 880, 954, 1000), "resize_image_height", click=True, edit=True, hint="Height")
            s.a("Keep aspect ratio", None, "CheckBox", (126, 1030, 954, 1120), "keep_aspect_ratio", click=True, check=True)
            s.a("Cancel", None, "Button", (500, 1160, 720, 1260), "button2", click=True)
            s.a("OK", None, "Button", (740, 1160, 960, 1260), "button1", click=True)
        return s

    r = Run(grid())
    r.click(photos[0], viewer(False))
    r.click("Properties", viewer(False, dialog="props"))
    r.click("OK", viewer(False))
    r.click("Resize", viewer(False, dialog="resize"))
    r.click("Cancel", viewer(False))
    ck.tick()
    r.click("Add to favorites", viewer(True))
    r.do("navigate_back", grid())
    rs.add(task="android", tid="h35-android-18", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=4, kind="photo dimensions in the resize dialog differ from its properties")


# Organic Maps: clean
def t19_organicmaps(rs: RowSet) -> None:
    pkg = "app.organicmaps"
    ck = Clock(8, 17, 66, h24=True)

    def mapview(place: bool = False, saved: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Map", "View", (0, 0, 1080, 2400), "map", click=True)
        s.a(None, "Zoom in", "ImageButton", (930, 980, 1050, 1100), "nav_zoom_in", click=True)
        s.a(None, "Zoom out", "ImageButton", (930, 1120, 1050, 1240), "nav_zoom_out", click=True)
        s.a(None, "My position", "ImageButton", (930, 1300, 1050, 1420), "my_position", click=True)
        s.a("Trubarjeva cesta", None, "TextView", (300, 2030, 780, 2080), "street_name")
        if place:
            s.a("Osem Pekarna", None, "TextView", (42, 1560, 900, 1640), "title")
            s.a("Bakery", None, "TextView", (42, 1640, 600, 1690), "subtitle")
            s.a("620 m", None, "TextView", (880, 1570, 1038, 1630), "distance")
            s.a("Open now · until 19:00", None, "TextView", (42, 1700, 900, 1750), "open_time")
            s.a("Poljanska cesta 8, 1000 Ljubljana", None, "TextView", (42, 1760, 1038, 1810), "address")
            for k, b in enumerate(("Route from", "Route to", "Delete" if saved else "Save", "Share", "More")):
                s.a(b, None, "TextView", (216 * k, 2160, 216 * (k + 1), 2300), "button", click=True)
        else:
            s.a(None, "Search", "ImageButton", (42, 2180, 180, 2300), "search_button", click=True)
            s.a(None, "Bookmarks and tracks", "ImageButton", (220, 2180, 360, 2300), "bookmarks_button", click=True)
            s.a(None, "Menu", "ImageButton", (900, 2180, 1038, 2300), "menu_button", click=True)
        return s

    results = [("Pekarna Pečjak", "Bakery", "Trubarjeva cesta 21", "350 m"), ("Osem Pekarna", "Bakery", "Poljanska cesta 8", "620 m"),
               ("Pekarna Bona", "Bakery", "Masarykova cesta 17", "1.2 km"), ("Kruhek", "Bakery", "Celovška cesta 42", "1.8 km"),
               ("Pekarna Osem — Tržnica", "Bakery", "Pogačarjev trg 1", "950 m"), ("Žito Pekarna", "Bakery", "Slovenska cesta 55", "1.4 km"),
               ("Pek Kruh", "Bakery", "Vošnjakova ulica 3", "2.1 km")]
    results = sorted(results, key=lambda e: float(e[3].split()[0]) * (1000 if "km" in e[3] else 1))

    def search(q: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(q, None, "EditText", (147, 168, 900, 273), "query", click=True, edit=True, focus=True, hint="Search")
        if q:
            s.a(None, "Clear", "ImageView", (912, 168, 1038, 273), "clear", click=True)
            y = 300
            for name, kind, addr, dist in results:
                s.a(None, None, "LinearLayout", (0, y, 1080, y + 190), "search_result", click=True)
                s.a(name, None, "TextView", (42, y + 20, 850, y + 80), "title")
                s.a(kind, None, "TextView", (42, y + 80, 850, y + 125), "type")
                s.a(addr, None, "TextView", (42, y + 125, 850, y + 170), "region")
                s.a(dist, None, "TextView", (860, y + 20, 1038, y + 80), "distance")
                y += 190
        else:
            s.a("Categories", None, "TextView", (0, 300, 540, 400), click=True, sel=True)
            s.a("History", None, "TextView", (540, 300, 1080, 400), click=True)
            y = 420
            for cat in ("Food", "Hotel", "Sights", "Transport", "Fuel", "Parking", "Shopping", "Second hand", "Toilets", "ATM"):
                s.a(cat, None, "TextView", (168, y, 1038, y + 130), "text", click=True)
                y += 130
        return s

    def route(mode: str) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Back", "ImageButton", (0, 147, 147, 294), click=True)
        for k, m in enumerate(("Car", "Pedestrian", "Bicycle", "Public Transport", "Ruler")):
            s.a(None, m, "RadioButton", (147 + 170 * k, 168, 307 + 170 * k, 273), click=True, check=m == mode)
        s.a("My Position", None, "TextView", (147, 300, 1038, 380), "start")
        s.a("Osem Pekarna", None, "TextView", (147, 390, 1038, 470), "finish")
        s.a(None, "Route on map", "View", (0, 480, 1080, 1900), "map")
        if mode == "Car":
            s.a("5 min • 1.4 km", None, "TextView", (42, 1930, 1038, 2000), "time_distance")
            s.a("Arrive at 08:23", None, "TextView", (42, 2000, 1038, 2050), "arrival")
        else:
            s.a("8 min • 650 m", None, "TextView", (42, 1930, 1038, 2000), "time_distance")
            s.a("Arrive at 08:26", None, "TextView", (42, 2000, 1038, 2050), "arrival")
            s.a("↑ 4 m  ↓ 2 m", None, "TextView", (42, 2050, 1038, 2100), "altitude_difference")
        s.a("Start", None, "Button", (42, 2150, 1038, 2290), "start_button", click=True)
        return s

    def lists(count: int) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Bookmarks and tracks", None, "TextView", (189, 184, 900, 257))
        s.a("Lists", None, "TextView", (42, 310, 600, 370))
        y = 390
        for name, sub, vis in (("My Places", f"{count} bookmarks", True), ("Ljubljana — cafés", "17 bookmarks", True),
                               ("Julian Alps hikes", "9 bookmarks • 6 tracks", False), ("Trieste day trip", "11 bookmarks", False)):
            s.a(None, "Hide" if vis else "Show", "CheckBox", (42, y + 40, 132, y + 130), "checkbox", click=True, check=vis)
            s.a(name, None, "TextView", (168, y + 25, 900, y + 85), "name", click=True)
            s.a(sub, None, "TextView", (168, y + 85, 900, y + 130), "size")
            s.a(None, "More", "ImageView", (930, y + 40, 1038, y + 130), "more", click=True)
            y += 170
        s.a("Create new list", None, "TextView", (168, y + 20, 900, y + 120), click=True)
        s.a("Import bookmarks and tracks", None, "TextView", (168, y + 140, 900, y + 240), click=True)
        return s

    def myplaces() -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("My Places", None, "TextView", (189, 184, 700, 257))
        s.a(None, "Search", "TextView", (660, 168, 786, 273), click=True)
        s.a(None, "Sort", "TextView", (786, 168, 912, 273), click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        y = 310
        for name, kind, dist in (("Osem Pekarna", "Bakery", "620 m"), ("Hostel Celica", "Hostel", "1.1 km"), ("Gostilna Sokol", "Restaurant", "410 m"),
                                 ("Tivoli Park — Jakopičevo sprehajališče", "Park", "1.6 km"), ("Kolesarnica", "Bicycle shop", "780 m"),
                                 ("Ljubljana Castle", "Castle", "700 m"), ("Metelkova", "Arts centre", "1.3 km"), ("Bus station", "Bus station", "1.5 km")):
            s.a(None, f"{kind} icon", "ImageView", (42, y + 40, 132, y + 130), "iv__bookmark_color")
            s.a(name, None, "TextView", (168, y + 25, 850, y + 85), "tv__bookmark_name", click=True)
            s.a(kind, None, "TextView", (168, y + 85, 850, y + 130), "tv__bookmark_type")
            s.a(dist, None, "TextView", (860, y + 25, 1038, y + 85), "tv__bookmark_distance")
            y += 170
        return s

    r = Run(mapview())
    r.click("Search", search(None))
    r.type("Search", "bakery", search("bakery"))
    r.click("Osem Pekarna", mapview(place=True))
    r.click("Save", mapview(place=True, saved=True))
    ck.tick()
    r.click("Route to", route("Car"))
    r.click("Pedestrian", route("Pedestrian"))
    r.do("navigate_back", mapview(place=True, saved=True))
    r.do("navigate_back", mapview())
    r.click("Bookmarks and tracks", lists(24))
    r.click("My Places", myplaces())
    rs.add(task="android", tid="h35-android-19", system=SYSTEM, turns=r.turns, state=r.state)


# K-9 Mail: bad
def t20_k9(rs: RowSet) -> None:
    pkg = "com.fsck.k9"
    ck = Clock(10, 21, 57)
    inbox = [
        ("Lars Eriksen", "Re: Q2 budget draft", "10:12 AM", True, "Looks good overall. Can you add the freight line (~€4,200) and send v3 before Friday?"),
        ("Nordic Freight AB", "Quote NF-24-0611 — Gothenburg → Rotterdam", "9:47 AM", True, "Please find attached our quote for 2 × 40' containers, valid until 7 June."),
        ("Hanna Berg", "Offsite dates", "8:30 AM", False, "Would 12–13 June work for everyone? The venue in Sigtuna has both days free."),
        ("GitLab", "Pipeline #88213 has failed for main", "7:58 AM", False, "Pipeline #88213 triggered by Eva Lund failed at stage test (job unit-tests)."),
        ("Lars Eriksen", "Q2 budget draft", "Yesterday", False, "Hi, first draft attached. Biggest open item is logistics."),
        ("Svenska Dagbladet", "Morgonbrevet: onsdag 22 maj", "Yesterday", False, "Dagens viktigaste nyheter."),
        ("Eva Lund", "Re: Staging DB snapshot", "May 20", False, "Snapshot is up: staging-2024-05-20.sql.gz"),
        ("Klarna", "Din betalning är mottagen", "May 19", False, "Tack! Vi har tagit emot din betalning på 1 249 kr."),
    ]

    def lst(answered: bool) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Open navigation drawer", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Inbox", None, "TextView", (189, 165, 600, 235), "actionbar_title_first")
        s.a("jakob.nystrom@fastmail.com", None, "TextView", (189, 235, 700, 280), "actionbar_title_sub")
        s.a(None, "Search", "TextView", (660, 168, 786, 273), "search", click=True)
        s.a(None, "Compose", "TextView", (786, 168, 912, 273), "compose", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a(None, None, "ListView", (0, 294, 1080, 2337), "message_list", scroll=True)
        y = 294
        for k, (frm, subj, when, unread, prev) in enumerate(inbox):
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 230), "message_list_item", click=True)
            s.a(None, f"{frm} contact picture", "ImageView", (21, y + 40, 147, y + 166), "contact_picture", click=True)
            if unread and not (answered and k == 0):
                s.a(None, "Unread", "View", (160, y + 50, 180, y + 70), "unread_indicator")
            if answered and k == 0:
                s.a(None, "Answered", "ImageView", (160, y + 45, 200, y + 85), "status")
            s.a(frm, None, "TextView", (210, y + 25, 820, y + 80), "sender")
            s.a(when, None, "TextView", (830, y + 25, 1038, y + 80), "date")
            s.a(subj, None, "TextView", (210, y + 85, 1000, y + 140), "subject")
            s.a(prev, None, "TextView", (210, y + 140, 1000, y + 210), "preview")
            y += 230
        s.a(None, "Compose", "ImageButton", (870, 2130, 1038, 2298), "floating_action_button", click=True)
        return s

    def message(toast: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(None, "Delete", "TextView", (534, 168, 660, 273), "delete", click=True)
        s.a(None, "Archive", "TextView", (660, 168, 786, 273), "archive", click=True)
        s.a(None, "Mark as unread", "TextView", (786, 168, 912, 273), "toggle_unread", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a("Re: Q2 budget draft", None, "TextView", (42, 320, 1038, 400), "subject")
        s.a(None, "Lars Eriksen contact picture", "ImageView", (42, 430, 168, 556), "contact_picture")
        s.a("Lars Eriksen", None, "TextView", (189, 430, 800, 490), "from")
        s.a("to me", None, "TextView", (189, 490, 800, 540), "to")
        s.a("10:12 AM", None, "TextView", (820, 430, 1038, 490), "date")
        s.a(None, "Reply", "ImageButton", (800, 560, 920, 660), "reply", click=True)
        s.a(None, "More options", "ImageButton", (920, 560, 1038, 660), "menu_overflow", click=True)
        s.a("Hi Jakob,\n\nLooks good overall. Can you add the freight line (~€4,200) and send v3 before Friday? Finance closes Q2 planning on the 31st.\n\nThanks,\nLars\n\nOn Tue, May 21, 2024 at 4:52 PM Jakob Nyström wrote:\n> Hi, first draft attached. Biggest open item is logistics.", None, "TextView", (42, 700, 1038, 1500), "message_content")
        s.a("Q2-budget-draft-v2.xlsx", None, "TextView", (126, 1560, 900, 1620), "attachment_name")
        s.a("48 KB", None, "TextView", (126, 1620, 900, 1670), "attachment_info")
        if toast:
            s.a("Sending message", None, "android.widget.Toast", (330, 2050, 750, 2150))
        return s

    body = "Thanks Lars — I'll add the freight line from the Nordic Freight quote (NF-24-0611) and send v3 by Thursday."

    def compose(text: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Reply", None, "TextView", (189, 184, 500, 257))
        s.a(None, "Add attachment", "TextView", (660, 168, 786, 273), "add_attachment", click=True)
        s.a(None, "Send", "TextView", (786, 168, 912, 273), "send", click=True)
        s.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
        s.a("Jakob Nyström <jakob.nystrom@fastmail.com>", None, "TextView", (42, 310, 1038, 390), "identity")
        s.a("Lars Eriksen <lars.eriksen@norrlandtrading.se>", None, "MultiAutoCompleteTextView", (126, 410, 1038, 510), "to", click=True, edit=True)
        s.a("Re: Q2 budget draft", None, "EditText", (42, 530, 1038, 630), "subject", click=True, edit=True, hint="Subject")
        s.a(text, None, "EditText", (42, 650, 1038, 1100), "message_content", click=True, edit=True, focus=True, hint="Message text")
        s.a("On 22/05/2024 10:12, Lars Eriksen wrote:\n> Hi Jakob,\n> Looks good overall. Can you add the freight line (~€4,200) and send v3 before Friday?", None, "EditText", (42, 1120, 1038, 1500), "quoted_text", click=True, edit=True)
        return s

    r = Run(lst(False))
    r.click("Re: Q2 budget draft", message())
    r.click("Reply", compose(None))
    ck.tick(2)
    r.type("Message text", body, compose(body))
    r.click("Send", message(toast=True))
    ck.tick()
    r.do("navigate_back", lst(True))
    dr = Scr(pkg, ck)
    dr.a("jakob.nystrom@fastmail.com", None, "TextView", (42, 120, 840, 200), "account_email")
    dr.a("Unified Inbox", None, "TextView", (126, 240, 700, 350), "title", click=True)
    dr.a("1", None, "TextView", (740, 265, 840, 325), "unread_count")
    y = 380
    for f, c in (("Inbox", "1"), ("Drafts", None), ("Sent", None), ("Archive", None), ("Spam", "2"), ("Trash", None), ("Outbox", None)):
        dr.a(f, None, "TextView", (126, y, 700, y + 110), "title", click=True, sel=f == "Inbox")
        if c:
            dr.a(c, None, "TextView", (740, y + 25, 840, y + 85), "unread_count")
        y += 110
    dr.a("Manage folders", None, "TextView", (126, y + 30, 700, y + 140), click=True)
    dr.a("Settings", None, "TextView", (126, 2200, 700, 2300), click=True)
    r.click("Open navigation drawer", dr)
    ck.tick()
    sent = Scr(pkg, ck)
    sent.a(None, "Open navigation drawer", "ImageButton", (0, 147, 147, 294), click=True)
    sent.a("Sent", None, "TextView", (189, 165, 600, 235), "actionbar_title_first")
    sent.a("jakob.nystrom@fastmail.com", None, "TextView", (189, 235, 700, 280), "actionbar_title_sub")
    sent.a(None, "Search", "TextView", (660, 168, 786, 273), "search", click=True)
    sent.a(None, "Compose", "TextView", (786, 168, 912, 273), "compose", click=True)
    sent.a(None, "More options", "ImageView", (912, 168, 1038, 273), click=True)
    sent.a(None, None, "ListView", (0, 294, 1080, 2337), "message_list", scroll=True)
    y = 294
    for to, subj, when, prev in (("Lars Eriksen", "Re: Q2 budget draft", "10:08 AM", body),
                                 ("Lars Eriksen", "Q2 budget draft", "Yesterday", "Hi, first draft attached. Biggest open item is logistics."),
                                 ("Nordic Freight AB", "Quote request: Gothenburg → Rotterdam, 2 × 40'", "Yesterday", "Could you quote two 40' containers for week 24?"),
                                 ("Hanna Berg", "Re: Offsite", "May 20", "Any week in June works for me except the 24th."),
                                 ("Eva Lund", "Staging DB snapshot", "May 20", "Could you take a fresh snapshot of staging before the migration?")):
        sent.a(None, None, "LinearLayout", (0, y, 1080, y + 230), "message_list_item", click=True)
        sent.a(None, f"{to} contact picture", "ImageView", (21, y + 40, 147, y + 166), "contact_picture", click=True)
        sent.a(f"To: {to}", None, "TextView", (210, y + 25, 820, y + 80), "sender")
        sent.a(when, None, "TextView", (830, y + 25, 1038, y + 80), "date")
        sent.a(subj, None, "TextView", (210, y + 85, 1000, y + 140), "subject")
        sent.a(prev, None, "TextView", (210, y + 140, 1000, y + 210), "preview")
        y += 230
    sent.a(None, "Compose", "ImageButton", (870, 2130, 1038, 2298), "floating_action_button", click=True)
    r.click("Sent", sent)
    rs.add(task="android", tid="h35-android-20", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=7, kind="sent reply timestamped before the message it answers and before it was written")


# Venmo: bad
def t21_venmo(rs: RowSet) -> None:
    pkg = "com.venmo"
    ck = Clock(18, 47, 35)
    people = [("Maya Okafor", "@Maya-Okafor-3"), ("Derek Lin", "@dlin"), ("Priya Shah", "@priya-shah-11"), ("Sam Whitfield", "@samwhit"),
              ("Andre Costa", "@Andre-Costa-2"), ("Leah Brandt", "@leahb")]

    def feed(top: tuple[str, str, str] | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Menu", "ImageButton", (0, 147, 147, 294), click=True)
        s.a("Venmo", None, "TextView", (189, 184, 600, 257))
        s.a(None, "Search", "ImageButton", (786, 168, 912, 273), click=True)
        s.a(None, "Notifications", "ImageButton", (912, 168, 1038, 273), click=True)
        for k, tab in enumerate(("Friends", "You")):
            s.a(tab, None, "TextView", (42 + 240 * k, 300, 262 + 240 * k, 390), click=True, sel=tab == "Friends")
        rows = [("Derek Lin paid Sam Whitfield", "🍕🍕", "2h"), ("Priya Shah paid Leah Brandt", "Half the Airbnb in Asheville", "4h"),
                ("Andre Costa charged Maya Okafor", "Softball league fees ⚾", "Yesterday"), ("Leah Brandt paid Derek Lin", "concert parking", "Yesterday"),
                ("Sam Whitfield paid Priya Shah", "Trivia tab", "2d")]
        if top:
            rows = [top] + rows
        y = 410
        for who, note, when in rows:
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 240), "story_container", click=True)
            s.a(who, None, "TextView", (168, y + 25, 850, y + 85), "story_title")
            s.a(when, None, "TextView", (860, y + 25, 1038, y + 85), "story_date")
            s.a(note, None, "TextView", (168, y + 90, 1000, y + 150), "story_note")
            s.a(None, "Like", "ImageButton", (168, y + 160, 268, y + 230), "like_button", click=True)
            s.a(None, "Comment", "ImageButton", (290, y + 160, 390, y + 230), "comment_button", click=True)
            y += 250
        s.a(None, "Pay or Request", "ImageButton", (300, 2150, 780, 2290), "pay_or_request_button", click=True)
        for k, tab in enumerate(("Home", "Cards", "Me")):
            s.a(tab, tab, "FrameLayout", (360 * k, 2300, 360 * (k + 1), 2400), click=True, sel=tab == "Home")
        return s

    def picker(q: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Close", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(q, None, "EditText", (147, 168, 1038, 273), "search_edit_text", click=True, edit=True, focus=True, hint="Name, @username, phone, or email")
        y = 320
        if q:
            rows = [("Maya Okafor", "@Maya-Okafor-3", "Friends"), ("Maya Chen", "@Maya-Chen-22", "2 mutual friends"),
                    ("Maya Ruiz", "@mayaruiz", None), ("Mayan Grill Chicago", "@mayangrill-chi", "Business")]
            s.a("Results", None, "TextView", (42, y, 600, y + 60))
        else:
            rows = [(n, u, None) for n, u in people]
            s.a("Top people", None, "TextView", (42, y, 600, y + 60))
        y += 80
        for name, user, tag in rows:
            s.a(None, None, "LinearLayout", (0, y, 1080, y + 180), "user_row", click=True)
            s.a(None, f"{name} profile picture", "ImageView", (42, y + 30, 162, y + 150), "profile_picture")
            s.a(name, None, "TextView", (189, y + 25, 900, y + 85), "display_name")
            s.a(user, None, "TextView", (189, y + 85, 900, y + 135), "username")
            if tag:
                s.a(tag, None, "TextView", (189, y + 130, 900, y + 170), "subtitle")
            y += 190
        return s

    def pay(amount: str, note: str | None, sheet: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Close", "ImageButton", (0, 147, 147, 294), click=True)
        s.a(None, "Maya Okafor profile picture", "ImageView", (42, 320, 162, 440))
        s.a("Maya Okafor", None, "TextView", (189, 340, 900, 410), "recipient_name")
        s.a(amount, None, "EditText", (42, 520, 1038, 760), "amount_edit_text", click=True, edit=True, focus=note is None)
        s.a(note, None, "EditText", (42, 800, 1038, 920), "note_edit_text", click=True, edit=True, focus=note is not None, hint="What's this for?")
        s.a("Friends", "Audience: Friends", "Button", (42, 960, 340, 1050), "audience_button", click=True)
        s.a("Request", None, "Button", (42, 2150, 520, 2290), "request_button", click=True)
        s.a("Pay", None, "Button", (560, 2150, 1038, 2290), "pay_button", click=True)
        if sheet:
            s.a(None, None, "View", (440, 1230, 640, 1250), "drag_handle")
            s.a("Pay Maya Okafor", None, "TextView", (42, 1290, 1038, 1370), "sheet_title")
            s.a("@Maya-Okafor-8", None, "TextView", (42, 1370, 1038, 1420), "sheet_username")
            s.a(amount, None, "TextView", (42, 1440, 1038, 1560), "sheet_amount")
            s.a(note, None, "TextView", (42, 1570, 1038, 1630), "sheet_note")
            s.a("Payment method", None, "TextView", (42, 1680, 600, 1730))
            s.a("Venmo balance ($248.60)", None, "TextView", (42, 1735, 900, 1790), "funding_source", click=True)
            s.a(None, "Change payment method", "ImageView", (930, 1700, 1038, 1800), click=True)
            s.a(f"Pay {amount}", None, "Button", (42, 1900, 1038, 2040), "confirm_button", click=True)
        return s

    note = "Khruangbin tickets 🎟️"
    r = Run(feed(None))
    r.click("Pay or Request", picker(None))
    r.type("Name, @username, phone, or email", "maya", picker("maya"))
    r.click("Maya Okafor", pay("$0", None))
    r.type("amount_edit_text", "42.50", pay("$42.50", None))
    r.type("What's this for?", note, pay("$42.50", note))
    r.click("Pay", pay("$42.50", note, sheet=True))
    ok = Scr(pkg, ck)
    ok.a(None, "Payment complete", "ImageView", (390, 520, 690, 820))
    ok.a("You paid Maya Okafor $42.50", None, "TextView", (84, 900, 996, 1000))
    ok.a(note, None, "TextView", (84, 1010, 996, 1070))
    ok.a("Paid from your Venmo balance", None, "TextView", (84, 1080, 996, 1130))
    ok.a("Done", None, "Button", (42, 2150, 1038, 2290), click=True)
    r.click("Pay $42.50", ok)
    ck.tick()
    r.click("Done", feed(("You paid Maya Okafor", note, "Just now")))
    me = Scr(pkg, ck)
    me.a(None, "Settings", "ImageButton", (912, 168, 1038, 273), click=True)
    me.a(None, "Your profile picture", "ImageView", (42, 320, 242, 520))
    me.a("Jordan Pike", None, "TextView", (270, 350, 900, 420))
    me.a("@Jordan-Pike-14", None, "TextView", (270, 420, 900, 470))
    me.a("Venmo balance", None, "TextView", (42, 580, 600, 640))
    me.a("$206.10", None, "TextView", (42, 645, 600, 740))
    me.a("Transfer", None, "Button", (700, 610, 1038, 720), click=True)
    me.a("Transactions", None, "TextView", (42, 800, 600, 860))
    y = 880
    for who, what, amt, when in (("Maya Okafor", note, "− $42.50", "Just now"), ("Derek Lin", "Bulls tickets", "+ $60.00", "May 21"),
                                 ("Con Edison", "Bill pay", "− $88.14", "May 18"), ("Priya Shah", "🥟 dumplings", "− $23.00", "May 15")):
        me.a(who, None, "TextView", (42, y, 700, y + 60))
        me.a(what, None, "TextView", (42, y + 60, 700, y + 110))
        me.a(amt, None, "TextView", (720, y, 1038, y + 60))
        me.a(when, None, "TextView", (720, y + 60, 1038, y + 110))
        y += 150
    for k, tab in enumerate(("Home", "Cards", "Me")):
        me.a(tab, tab, "FrameLayout", (360 * k, 2300, 360 * (k + 1), 2400), click=True, sel=tab == "Me")
    r.click("Me", me)
    rs.add(task="android", tid="h35-android-21", system=SYSTEM, turns=r.turns, state=r.state,
           bad=True, turn=6, kind="recipient @username changes in the confirmation sheet")


# Feeder: clean
def t22_feeder(rs: RowSet) -> None:
    pkg = "com.nononsenseapps.feeder.play"
    ck = Clock(7, 3, 92)
    base = [
        ("Ars Technica", "After 4 years of delays, the next GPS III satellite is finally ready to fly", "May 21, 2024", True),
        ("LWN.net", "[$] The state of the page cache in 2024", "May 21, 2024", True),
        ("Hackaday", "A tiny vector display built from a surplus oscilloscope tube", "May 21, 2024", True),
        ("The Marginalian", "Rachel Carson on the sea as the cradle of wonder", "May 20, 2024", True),
        ("Low-tech Magazine", "How to run a website on a solar panel and a car battery", "May 19, 2024", False),
        ("Kottke.org", "The world's oldest sourdough starter, probably", "May 19, 2024", True),
        ("LWN.net", "Security updates for Monday", "May 20, 2024", True),
        ("Ars Technica", "Framework's new 13-inch mainboard, tested", "May 20, 2024", False),
    ]
    new = [
        ("Ars Technica", "EU regulators open a second inquiry into app store fees", "May 22, 2024", True),
        ("LWN.net", "Kernel prepatch 6.10-rc1", "May 22, 2024", True),
        ("Ars Technica", "The best budget e-readers, tested side by side", "May 22, 2024", True),
    ]
    lwn = [
        ("Kernel prepatch 6.10-rc1", "May 22, 2024"), ("[$] The state of the page cache in 2024", "May 21, 2024"),
        ("Security updates for Monday", "May 20, 2024"), ("[$] Sealing system mappings", "May 17, 2024"),
        ("Stable kernels 6.9.1 and 6.8.10", "May 17, 2024"), ("[$] A look at the 2024 LSFMM+BPF Summit", "May 16, 2024"),
        ("Security updates for Thursday", "May 16, 2024"), ("Debian 12.5 point release", "May 15, 2024"),
    ]

    def articles(title: str, rows: list[tuple[str, str, str, bool]], syncing: bool = False, menu: bool = False) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Open drawer", "View", (0, 147, 147, 294), click=True)
        s.a(title, None, "TextView", (189, 184, 700, 257))
        s.a(None, "Sync", "View", (660, 168, 786, 273), click=True)
        s.a(None, "Show only unread", "View", (786, 168, 912, 273), click=True)
        s.a(None, "More options", "View", (912, 168, 1038, 273), click=True)
        if syncing:
            s.a(None, "Syncing", "ProgressBar", (480, 300, 600, 420))
        s.a(None, None, "View", (0, 294, 1080, 2337), scroll=True)
        y = 300
        for feed, head, date, unread in rows:
            if y + 230 > 2337:
                break
            s.a(None, None, "View", (0, y, 1080, y + 230), click=True)
            if unread:
                s.a(None, "Unread", "View", (21, y + 40, 41, y + 60))
            s.a(f"{feed} · {date}", None, "TextView", (63, y + 25, 800, y + 75))
            s.a(head, None, "TextView", (63, y + 80, 800, y + 200))
            s.a(None, None, "ImageView", (820, y + 30, 1050, y + 200))
            y += 235
        if menu:
            y = 180
            for item in ("Add feed", "Edit feed", "Delete feed", "Mark all as read", "Settings", "Send bug report"):
                s.a(item, None, "TextView", (560, y, 1060, y + 130), click=True)
                y += 130
        return s

    def drawer(counts: dict[str, int]) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, None, "View", (0, 63, 880, 2337), scroll=True)
        s.a("Feeder", None, "TextView", (42, 120, 700, 200))
        s.a("All feeds", None, "TextView", (42, 230, 700, 340), click=True)
        s.a(str(sum(counts.values())), None, "TextView", (740, 255, 840, 315))
        y = 370
        for tag, feeds in (("Reading", ("Kottke.org", "Low-tech Magazine", "The Marginalian")), ("Tech", ("Ars Technica", "Hackaday", "LWN.net"))):
            s.a(None, f"Collapse {tag}", "View", (21, y + 20, 101, y + 90), click=True)
            s.a(tag, None, "TextView", (126, y, 700, y + 110), click=True)
            total = sum(counts[f] for f in feeds)
            if total:
                s.a(str(total), None, "TextView", (740, y + 25, 840, y + 85))
            y += 110
            for f in feeds:
                s.a(f, None, "TextView", (168, y, 700, y + 110), click=True)
                if counts[f]:
                    s.a(str(counts[f]), None, "TextView", (740, y + 25, 840, y + 85))
                y += 110
        return s

    counts = {"Ars Technica": 41, "Hackaday": 14, "LWN.net": 12, "Kottke.org": 9, "Low-tech Magazine": 2, "The Marginalian": 9}
    r = Run(articles("All feeds", base))
    r.click("Open drawer", drawer(counts))
    r.do("navigate_back", articles("All feeds", base))
    ck.tick()
    r.do("scroll", articles("All feeds", new + base, syncing=True), direction="up")
    counts2 = dict(counts, **{"Ars Technica": 43, "LWN.net": 13})
    r.click("Open drawer", drawer(counts2))
    ck.tick()
    lrows = [("LWN.net", t, d, True) for t, d in lwn]
    r.click("LWN.net", articles("LWN.net", lrows))
    r.click("More options", articles("LWN.net", lrows, menu=True))
    read = [("LWN.net", t, d, False) for t, d in lwn]
    r.click("Mark all as read", articles("LWN.net", read))
    counts3 = dict(counts2, **{"LWN.net": 0})
    r.click("Open drawer", drawer(counts3))
    r.do("navigate_back", articles("LWN.net", read))
    ck.tick()
    r.click("More options", articles("LWN.net", read, menu=True))

    def add(url: str | None) -> Scr:
        s = Scr(pkg, ck)
        s.a(None, "Navigate up", "View", (0, 147, 147, 294), click=True)
        s.a("Add feed", None, "TextView", (189, 184, 700, 257))
        s.a(url, None, "EditText", (42, 330, 1038, 460), click=True, edit=True, focus=True, hint="URL or search term")
        s.a("Search", None, "Button", (740, 490, 1038, 600), click=True, enabled=bool(url))
        s.a("Enter a site address or a search term. Feeder looks for RSS, Atom and JSON feeds on the page.", None, "TextView", (42, 640, 1038, 760))
        return s

    r.click("Add feed", add(None))
    r.type("URL or search term", "https://www.righto.com/feeds/posts/default", add("https://www.righto.com/feeds/posts/default"))
    rs.add(task="android", tid="h35-android-22", system=SYSTEM, turns=r.turns, state=r.state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01_keep, t02_aegis, t03_signal, t04_antennapod, t05_spotify, t06_keepassdx, t07_telegram, t08_newpipe,
                  t09_discord, t10_markor, t11_strava, t12_etar, t13_wise, t14_joplin, t15_uber, t16_fairemail,
                  t17_duolingo, t18_fossify, t19_organicmaps, t20_k9, t21_venmo, t22_feeder):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
