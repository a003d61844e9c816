# ruff: noqa: E501
"""Holdout66, android part: 22 hand-written AndroidWorld-style trajectories (11 with one contradiction).

Each trajectory is an agent driving an Android phone with AndroidWorld JSON actions; every observation is
the full UI element list of the next screen inside ``<predicted_observation>``. Screens are rendered from
a small per-trajectory app state, so clean trajectories stay consistent by construction, and each bad one
changes exactly one detail at its labeled turn.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from tests.decoherence.independent import rowkit2
from tests.decoherence.independent.rowkit2 import droid, ui_elements

TASK = "android"
SYSTEM = (
    "# Role\n\nYou are an Android world model: you simulate the screen of an Android phone. You receive the "
    "earlier turns of the session (if any), the screen as it currently is, and one AndroidWorld action "
    "(click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait). "
    "You answer with the screen as it is right after that action.\n\n"
    "# What to keep track of\n\n- Which app and screen is in front, the back stack, dialogs and menus.\n"
    "- Text typed into fields, focus, checked and selected controls, list contents and scroll position.\n"
    "- Everything the session has already changed: created, edited, renamed or deleted items must stay that way.\n\n"
    "# How to answer\n\nFirst decide whether the action changes the screen (navigation, dialog, list update) or "
    "only edits part of it (typing, toggling). For a new screen, render its title and main content fully; for a "
    "local edit, keep the rest of the screen as it was and change only the affected elements. If the action has "
    "no visible effect, return the screen unchanged.\n\n# Format\n\nUse exactly the representation of the current "
    "screen (one `UI element N: UIElement(...)` line per element, same fields, same level of detail), add no "
    "other fields or commentary, and return one complete, closed <predicted_observation></predicted_observation> block."
)

CLS = {
    "tv": "android.widget.TextView", "ib": "android.widget.ImageButton", "iv": "android.widget.ImageView",
    "et": "android.widget.EditText", "bt": "android.widget.Button", "sw": "android.widget.Switch",
    "cb": "android.widget.CheckBox", "rb": "android.widget.RadioButton", "fl": "android.widget.FrameLayout",
    "ll": "android.widget.LinearLayout", "rv": "androidx.recyclerview.widget.RecyclerView",
    "vg": "android.view.ViewGroup", "lv": "android.widget.ListView", "sv": "android.widget.ScrollView",
    "pb": "android.widget.ProgressBar", "sb": "android.widget.SeekBar", "v": "android.view.View",
}


class BB:
    """Prints like AndroidWorld's BoundingBox."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.b = (x0, y0, x1, y1)

    def __repr__(self) -> str:
        x0, y0, x1, y1 = self.b
        return f"BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1})"


def E(pkg: str, cls: str, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None,
      rid: str | None = None, hint: str | None = None, click: bool = False, edit: bool = False,
      check: bool | None = None, focused: bool = False, scroll: bool = False, sel: bool = False,
      long: bool = False, enabled: bool = True) -> dict[str, Any]:
    return {
        "text": text, "content_description": desc, "class_name": CLS.get(cls, cls), "bbox": None,
        "bbox_pixels": BB(*box), "hint_text": hint, "is_checked": bool(check), "is_checkable": check is not None,
        "is_clickable": click, "is_editable": edit, "is_enabled": enabled, "is_focused": focused,
        "is_focusable": click or edit, "is_long_clickable": long, "is_scrollable": scroll, "is_selected": sel,
        "is_visible": True, "package_name": pkg, "resource_name": (f"{pkg}:id/{rid}" if rid else None),
        "tooltip": None, "resource_id": None, "metadata": None}


SYS = "com.android.systemui"


def status(clock: str, batt: int) -> list[dict[str, Any]]:
    return [E(SYS, "tv", (68, 28, 170, 112), text=clock, rid="clock"),
            E(SYS, "iv", (842, 40, 892, 100), desc="Wifi signal full.", rid="wifi_signal"),
            E(SYS, "iv", (904, 40, 944, 100), desc="Phone four bars.", rid="mobile_signal"),
            E(SYS, "tv", (952, 40, 1040, 100), desc=f"Battery {batt} percent.", text=f"{batt}%", rid="battery_percentage_view")]


def find(elems: list[dict[str, Any]], on: int | str | tuple[str, int]) -> int:
    if isinstance(on, int):
        return on
    label, nth = (on, 0) if isinstance(on, str) else on
    hits = [i for i, e in enumerate(elems) if label in (e["text"], e["content_description"], e["hint_text"])
            or (e["resource_name"] or "").endswith("/" + label)]
    assert len(hits) > nth, (label, [e["text"] for e in elems])
    return hits[nth]


class Run:
    """One trajectory: the starting screen, then (action, next screen) turns; the status-bar clock moves on."""

    def __init__(self, minute: int, batt: int, body: list[dict[str, Any]]) -> None:
        self.t, self.batt = minute, batt
        self.prev = self.screen(body)
        self.state = ui_elements(self.prev)
        self.turns: list[tuple[str, str]] = []

    def clock(self) -> str:
        h, m = divmod(self.t, 60)
        return f"{(h - 1) % 12 + 1}:{m:02d}"

    def screen(self, body: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return status(self.clock(), self.batt) + body

    def act(self, atype: str, body: list[dict[str, Any]], on: int | str | tuple[str, int] | None = None, dt: int = 0,
            **kw: Any) -> None:
        if on is not None:
            kw = {"index": find(self.prev, on), **kw}
        self.t += dt
        new = self.screen(body)
        self.turns.append((droid(atype, **kw), ui_elements(new)))
        self.prev = new

    def add(self, rs: rowkit2.RowSet, n: int, **kw: Any) -> None:
        rs.add(TASK, f"h66-android-{n:02d}", SYSTEM, self.turns, state=self.state, **kw)


# layout helpers

def bar(pkg: str, title: str | None, nav: str | None = "Navigate up", acts: tuple[str, ...] = (),
        rid: str = "toolbar") -> list[dict[str, Any]]:
    out = [E(pkg, "vg", (0, 136, 1080, 283), rid=rid)]
    if nav:
        out.append(E(pkg, "ib", (0, 136, 147, 283), desc=nav, click=True))
    if title is not None:
        out.append(E(pkg, "tv", (189 if nav else 48, 172, 760, 247), text=title))
    x = 1080 - 126 * len(acts)
    for a in acts:
        if a.startswith("!"):
            out.append(button(pkg, a[1:], (x - 60, 160, x + 126, 259), rid="save"))
        else:
            out.append(E(pkg, "ib", (x, 136, x + 126, 283), desc=a, click=True))
        x += 126
    return out


def rows(pkg: str, items: list[tuple[str, str | None]], y: int = 283, h: int = 189, rid: tuple[str, str] = ("title", "summary"),
         x: int = 189, icon: str | None = None, long: bool = True, sel: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    out = [E(pkg, "rv", (0, y, 1080, min(2337, y + h * len(items) + 20)), scroll=True, rid="list")]
    for title, sub in items:
        out.append(E(pkg, "vg", (0, y, 1080, y + h), click=True, long=long, sel=title in sel))
        if icon:
            out.append(E(pkg, "iv", (42, y + 42, 147, y + 147), desc=icon if icon != "letter" else title[0], rid="icon"))
        out.append(E(pkg, "tv", (x, y + 34, 980, y + (100 if sub else 155)), text=title, rid=rid[0]))
        if sub:
            out.append(E(pkg, "tv", (x, y + 104, 980, y + 158), text=sub, rid=rid[1]))
        y += h
    return out


def field(pkg: str, y: int, text: str | None, hint: str, focused: bool = False, rid: str = "edit", x0: int = 63) -> dict[str, Any]:
    return E(pkg, "et", (x0, y, 1017, y + 160), text=text or None, hint=hint, click=True, edit=True, focused=focused, rid=rid, long=True)


def button(pkg: str, text: str, box: tuple[int, int, int, int], rid: str | None = None, enabled: bool = True) -> dict[str, Any]:
    return E(pkg, "bt", box, text=text, click=True, rid=rid, enabled=enabled)


def dialog(pkg: str, title: str, msg: str | None, buttons: tuple[str, ...], extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    out = [E(pkg, "fl", (74, 860, 1006, 1540), rid="parentPanel"), E(pkg, "tv", (137, 923, 943, 1010), text=title, rid="alertTitle")]
    if msg:
        out.append(E(pkg, "tv", (137, 1040, 943, 1250), text=msg, rid="message"))
    out += extra or []
    x = 1006 - 63 - 230 * len(buttons)
    for i, b in enumerate(buttons):
        out.append(button(pkg, b, (x, 1400, x + 220, 1510), rid=f"button{len(buttons) - i}"))
        x += 230
    return out


def totp(seed: str, period: int) -> str:
    n = int(hashlib.sha256(f"{seed}:{period}".encode()).hexdigest(), 16) % 1000000
    s = f"{n:06d}"
    return f"{s[:3]} {s[3:]}"


# 01 clean: Contacts, rename, delete (to Trash), create
CT = "com.google.android.contacts"


def ct_list(names: list[str], selected: tuple[str, ...] = (), snack: str | None = None) -> list[dict[str, Any]]:
    if selected:
        out = bar(CT, f"{len(selected)} selected", nav="Close", acts=("Share", "Delete", "More options"))
    else:
        out = [E(CT, "tv", (42, 150, 900, 270), text="Search contacts", click=True, rid="open_search_bar_text_view"),
               E(CT, "ib", (920, 160, 1030, 260), desc="Signed in as mira.kessler@gmail.com", click=True, rid="selected_account_disc")]
    out += rows(CT, [(n, None) for n in names], y=300, h=168, rid=("cliv_name_textview", "x"), icon="letter", sel=selected)
    if snack:
        out += [E(CT, "tv", (42, 1980, 760, 2080), text=snack, rid="snackbar_text"), button(CT, "Undo", (800, 1980, 1030, 2080), rid="snackbar_action")]
    out += [E(CT, "bt", (760, 2040, 1030, 2200), desc="Create contact", click=True, rid="floating_action_button"),
            E(CT, "fl", (0, 2210, 360, 2337), text="Contacts", click=True, sel=True, rid="nav_contacts"),
            E(CT, "fl", (360, 2210, 720, 2337), text="Highlights", click=True, rid="nav_highlights"),
            E(CT, "fl", (720, 2210, 1080, 2337), text="Fix & manage", click=True, rid="nav_manage")]
    return out


def ct_detail(name: str, phone: str | None, email: str | None, label: str = "Mobile", starred: bool = False) -> list[dict[str, Any]]:
    out = bar(CT, None, acts=("Edit contact", "Remove from favorites" if starred else "Add to favorites", "More options"))
    out += [E(CT, "iv", (390, 300, 690, 600), desc=f"Photo for {name}", rid="photo"),
            E(CT, "tv", (63, 640, 1017, 760), text=name, rid="large_title")]
    for i, b in enumerate(("Call", "Text", "Video", "Email")):
        out.append(E(CT, "bt", (63 + 250 * i, 800, 263 + 250 * i, 990), text=b, desc=b, click=True, enabled=bool(phone) or b == "Email"))
    out.append(E(CT, "tv", (63, 1040, 1017, 1110), text="Contact info", rid="header"))
    y = 1130
    if phone:
        out += [E(CT, "vg", (0, y, 1080, y + 190), click=True, long=True), E(CT, "tv", (189, y + 30, 900, y + 100), text=phone, rid="header"),
                E(CT, "tv", (189, y + 105, 900, y + 160), text=label, rid="sub_header"), E(CT, "ib", (920, y + 40, 1040, y + 150), desc=f"Text {label.lower()}", click=True)]
        y += 190
    if email:
        out += [E(CT, "vg", (0, y, 1080, y + 190), click=True, long=True), E(CT, "tv", (189, y + 30, 900, y + 100), text=email, rid="header"),
                E(CT, "tv", (189, y + 105, 900, y + 160), text="Home", rid="sub_header")]
        y += 190
    out += [E(CT, "tv", (63, y + 40, 1017, y + 110), text="Contact settings", rid="header"),
            E(CT, "tv", (189, y + 130, 900, y + 200), text="Set ringtone", click=True),
            E(CT, "tv", (189, y + 230, 900, y + 300), text="Route to voicemail", click=True)]
    return out


def ct_edit(title: str, first: str | None, last: str | None, phone: str | None, email: str | None, focus: str = "") -> list[dict[str, Any]]:
    out = bar(CT, title, nav="Cancel", acts=("!Save",))
    out += [E(CT, "iv", (440, 300, 640, 500), desc="Add contact photo", click=True, rid="photo"),
            E(CT, "tv", (63, 520, 1017, 580), text="Saving to mira.kessler@gmail.com", rid="account_type")]
    y = 600
    for key, val, hint in (("first", first, "First name"), ("last", last, "Last name"), ("company", None, "Company"),
                           ("phone", phone, "Phone"), ("email", email, "Email")):
        out.append(field(CT, y, val, hint, focused=focus == key, rid="editText", x0=189))
        if key == "phone":
            out.append(E(CT, "tv", (780, y + 50, 1017, y + 110), text="Mobile", click=True, rid="spinner"))
        y += 190
    out.append(button(CT, "More fields", (63, y + 20, 500, y + 130), rid="more_fields"))
    return out


def t01(rs: rowkit2.RowSet) -> None:
    names = ["Aaron Fischer", "Beatriz Lopes", "Chen Wei", "Dana Okafor", "Emil Strand", "Farah Haddad", "Greg Holm", "Hana Sato"]
    r = Run(9 * 60 + 12, 84, ct_list(names))
    ph, em = "+1 415-555-0139", "chen.wei@orbitlabs.com"
    r.act("click", ct_detail("Chen Wei", ph, em), on="Chen Wei")
    r.act("click", ct_edit("Edit contact", "Chen", "Wei", ph, em), on="Edit contact")
    r.act("input_text", ct_edit("Edit contact", "Chen", "Wei-Ling", ph, em, focus="last"), on="Wei", text="Wei-Ling", clear_text=True)
    r.act("click", ct_detail("Chen Wei-Ling", ph, em), on="Save", dt=1)
    names[2] = "Chen Wei-Ling"
    r.act("navigate_back", ct_list(names))
    r.act("long_press", ct_list(names, selected=("Emil Strand",)), on="Emil Strand")
    r.act("click", ct_list(names, selected=("Emil Strand",)) + dialog(CT, "Move to Trash?", "This contact will be removed from all your synced devices and permanently deleted after 30 days in Trash.", ("Cancel", "Move to Trash")), on="Delete")
    names.remove("Emil Strand")
    r.act("click", ct_list(names, snack="Moved to Trash"), on="Move to Trash", dt=1)
    r.act("click", ct_edit("Create contact", None, None, None, None, focus="first"), on="Create contact")
    r.act("input_text", ct_edit("Create contact", "Ines Moreau", None, None, None, focus="first"), on="First name", text="Ines Moreau")
    r.act("input_text", ct_edit("Create contact", "Ines Moreau", None, "+33 6 12 48 90 27", None, focus="phone"), on="Phone", text="+33 6 12 48 90 27")
    r.act("click", ct_detail("Ines Moreau", "+33 6 12 48 90 27", None), on="Save", dt=1)
    r.add(rs, 1)


# 20 bad: Contacts, phone number with two digits swapped after saving an email edit
def t20(rs: rowkit2.RowSet) -> None:
    names = ["Abdul Rahimi", "Bea Lindqvist", "Carlos Mendes", "Dana Okafor", "Dana Whitfield", "Eun-ji Park", "Felix Brandt", "Gwen Avery"]
    r = Run(16 * 60 + 3, 57, ct_list(names))
    ph, em, em2 = "+44 7700 900417", "dana.okafor@gmail.com", "dana.okafor@fieldnote.io"

    def search(q: str | None, res: list[str]) -> list[dict[str, Any]]:
        out = bar(CT, None, nav="Navigate up") + [field(CT, 160, q, "Search contacts", focused=True, rid="search_view", x0=189)]
        out += rows(CT, [(n, "Mobile " + (ph if n == "Dana Okafor" else "+44 7700 900862")) for n in res], y=320, rid=("cliv_name_textview", "cliv_data_view"), icon="letter")
        return out

    r.act("click", search(None, []), on="Search contacts")
    r.act("input_text", search("dana", ["Dana Okafor", "Dana Whitfield"]), on="Search contacts", text="dana")
    r.act("click", ct_detail("Dana Okafor", ph, em), on="Dana Okafor")
    r.act("click", ct_edit("Edit contact", "Dana", "Okafor", ph, em), on="Edit contact")
    r.act("input_text", ct_edit("Edit contact", "Dana", "Okafor", ph, em2, focus="email"), on=em, text=em2, clear_text=True)
    r.act("click", ct_detail("Dana Okafor", "+44 7700 900471", em2), on="Save", dt=1)
    r.add(rs, 20, bad=True, turn=6, kind="After saving an edit that only changed the email, Dana Okafor's mobile number reads +44 7700 900471 instead of +44 7700 900417 shown in turns 2-5 (last two digits swapped); nothing edited the phone field.")


# 02 bad: Clock alarm switched on flips back to off after a tab switch
DC = "com.google.android.deskclock"


def dc_tabs(sel: str) -> list[dict[str, Any]]:
    out = []
    for i, t in enumerate(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")):
        out.append(E(DC, "fl", (216 * i, 2190, 216 * i + 216, 2337), text=t, desc=t, click=True, sel=t == sel, rid="navigation_bar_item_large_label_view"))
    return out


def dc_alarms(alarms: list[dict[str, Any]], expanded: str | None = None) -> list[dict[str, Any]]:
    out = [E(DC, "tv", (63, 160, 700, 260), text="Alarm", rid="action_bar_title"), E(DC, "ib", (954, 150, 1080, 276), desc="More options", click=True),
           E(DC, "rv", (0, 283, 1080, 2180), scroll=True, rid="alarm_recycler_view")]
    y = 300
    for a in alarms:
        h = 640 if a["time"] == expanded else 300
        out += [E(DC, "vg", (32, y, 1048, y + h - 20), click=True, rid="alarm_card"),
                E(DC, "tv", (74, y + 30, 600, y + 110), text=a["label"] or None, hint="Add label", click=True, rid="edit_label"),
                E(DC, "tv", (74, y + 110, 600, y + 230), text=a["time"], desc=a["time"], click=True, rid="digital_clock"),
                E(DC, "sw", (860, y + 130, 1006, y + 210), text="ON" if a["on"] else "OFF", desc=a["time"], click=True, check=a["on"], rid="onoff"),
                E(DC, "tv", (74, y + 230, 800, y + 280), text=a["days"], rid="days_of_week")]
        if a["time"] == expanded:
            out += [E(DC, "cb", (74, y + 300, 500, y + 380), text="Repeat", click=True, check=a["days"] != "Not scheduled", rid="repeat_onoff"),
                    E(DC, "tv", (74, y + 390, 800, y + 460), text=a["tone"], click=True, rid="choose_ringtone"),
                    E(DC, "cb", (74, y + 470, 500, y + 540), text="Vibrate", click=True, check=True, rid="vibrate_onoff"),
                    E(DC, "bt", (74, y + 550, 400, y + 610), text="Delete", click=True, rid="delete")]
        y += h
    out += [E(DC, "ib", (414, 1980, 666, 2150), desc="Add alarm", click=True, rid="fab")] + dc_tabs("Alarm")
    return out


def t02(rs: rowkit2.RowSet) -> None:
    al = [dict(time="6:30 AM", label="Gym", on=True, days="Mon, Tue, Wed, Thu, Fri", tone="Cesium"),
          dict(time="7:15 AM", label="", on=False, days="Sat, Sun", tone="Argon"),
          dict(time="9:00 AM", label="Meds", on=False, days="Every day", tone="Osmium"),
          dict(time="10:45 PM", label="Wind down", on=True, days="Sun, Mon, Tue, Wed, Thu", tone="Neon")]
    r = Run(21 * 60 + 18, 46, dc_alarms(al))
    al[1]["on"] = True
    r.act("click", dc_alarms(al), on=("OFF", 0))
    r.act("click", dc_alarms(al, expanded="9:00 AM"), on="9:00 AM")
    lab = [field(DC, 1120, "Meds", "Label", focused=True, rid="label_input")]
    r.act("click", dc_alarms(al, expanded="9:00 AM") + dialog(DC, "Label", None, ("Cancel", "OK"), lab), on="Meds")
    lab = [field(DC, 1120, "Vitamin D", "Label", focused=True, rid="label_input")]
    r.act("input_text", dc_alarms(al, expanded="9:00 AM") + dialog(DC, "Label", None, ("Cancel", "OK"), lab), on=("Meds", 1), text="Vitamin D", clear_text=True)
    al[2]["label"] = "Vitamin D"
    r.act("click", dc_alarms(al, expanded="9:00 AM"), on="OK")
    timer = [E(DC, "tv", (63, 160, 700, 260), text="Timer", rid="action_bar_title"),
             E(DC, "tv", (140, 600, 940, 820), text="00h 00m 00s", rid="timer_setup_time")]
    for i, k in enumerate(("1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0")):
        out_x, out_y = 190 + 250 * (i % 3), 900 + 220 * (i // 3)
        timer.append(E(DC, "bt", (out_x, out_y, out_x + 200, out_y + 200), text=k, click=True, rid=f"timer_setup_digit_{k}"))
    timer += [E(DC, "ib", (780, 1560, 980, 1760), desc="Delete", click=True, enabled=False, rid="timer_setup_delete")] + dc_tabs("Timer")
    r.act("click", timer, on="Timer", dt=1)
    bad = [dict(a) for a in al]
    bad[1]["on"] = False
    r.act("click", dc_alarms(bad), on="Alarm")
    r.add(rs, 2, bad=True, turn=7, kind="The 7:15 AM alarm switched ON in turn 1 (and shown ON through turn 5) is OFF again when the Alarm tab is reopened; only its label dialog and the Timer tab were touched in between.")


# 03 bad: Markor, a deleted note is listed again
MK = "net.gsantner.markor"


def mk_list(files: list[tuple[str, str]], sel: str | None = None) -> list[dict[str, Any]]:
    out = bar(MK, "1 selected" if sel else "markor", nav="Close" if sel else "Open navigation drawer",
              acts=("Delete", "Rename", "More options") if sel else ("Search", "Sort by", "More options"))
    out.append(E(MK, "tv", (48, 290, 1032, 350), text="/storage/emulated/0/Documents/markor", rid="ui__filesystem_dialog__title"))
    out += rows(MK, files, y=360, h=176, rid=("ui__filesystem_item__title", "ui__filesystem_item__description"), icon="File", sel=(sel,) if sel else ())
    out.append(E(MK, "ib", (860, 2100, 1020, 2260), desc="Create a new file", click=True, rid="fab_add_new_item"))
    return out


def mk_edit(name: str, text: str) -> list[dict[str, Any]]:
    out = bar(MK, name, acts=("Undo", "Redo", "Save", "View mode", "More options"))
    out.append(E(MK, "et", (0, 283, 1080, 2060), text=text, click=True, edit=True, focused=True, scroll=True, long=True, rid="document__fragment__edit__highlighting_editor"))
    for i, d in enumerate(("Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Insert link")):
        out.append(E(MK, "iv", (180 * i, 2100, 180 * i + 180, 2240), desc=d, click=True, rid="textactionbar_icon"))
    return out


def t03(rs: rowkit2.RowSet) -> None:
    files = [("archive", "Folder · 2 items"), ("recipes", "Folder · 7 items"), ("groceries.md", "May 15, 2024 · 612 B"),
             ("meeting-2024-05-14.md", "May 14, 2024 · 2.1 kB"), ("reading-list.md", "May 2, 2024 · 438 B"),
             ("todo.txt", "May 16, 2024 · 1.3 kB"), ("trip-packing.md", "Apr 28, 2024 · 904 B")]
    r = Run(8 * 60 + 52, 73, mk_list(files))
    gone = files[3]
    r.act("long_press", mk_list(files, sel="meeting-2024-05-14.md"), on="meeting-2024-05-14.md")
    r.act("click", mk_list(files, sel="meeting-2024-05-14.md") + dialog(MK, "Delete", "Do you really want to delete meeting-2024-05-14.md?", ("Cancel", "OK")), on="Delete")
    files = [f for f in files if f != gone]
    r.act("click", mk_list(files), on="OK")
    body = "# Reading list\n\n- [x] Piranesi\n- [ ] The Left Hand of Darkness\n- [ ] Braiding Sweetgrass\n- [ ] Klara and the Sun\n"
    r.act("click", mk_edit("reading-list.md", body), on="reading-list.md")
    body2 = body + "- [ ] The Dispossessed\n"
    r.act("input_text", mk_edit("reading-list.md", body2), on=body, text="- [ ] The Dispossessed\n")
    files[3] = ("reading-list.md", "May 16, 2024 · 462 B")
    r.act("navigate_back", mk_list(files), dt=1)
    arch = bar(MK, "archive", acts=("Search", "Sort by", "More options"))
    arch.append(E(MK, "tv", (48, 290, 1032, 350), text="/storage/emulated/0/Documents/markor/archive", rid="ui__filesystem_dialog__title"))
    arch += rows(MK, [("..", None), ("2023-notes.md", "Dec 30, 2023 · 14.8 kB"), ("old-todo.txt", "Jan 9, 2024 · 3.0 kB")], y=360, h=176,
                 rid=("ui__filesystem_item__title", "ui__filesystem_item__description"), icon="File")
    arch.append(E(MK, "ib", (860, 2100, 1020, 2260), desc="Create a new file", click=True, rid="fab_add_new_item"))
    r.act("click", arch, on="archive")
    files.insert(3, gone)
    r.act("navigate_back", mk_list(files))
    r.add(rs, 3, bad=True, turn=8, kind="meeting-2024-05-14.md, deleted in turn 3 and absent from the list in turns 3 and 6, is listed again in the Markor folder after returning from archive/; nothing restored or recreated it.")


# 04 clean: Phone, a new outgoing call appears in Recents, relative time ages
DI = "com.google.android.dialer"


def di_tabs(sel: str) -> list[dict[str, Any]]:
    return [E(DI, "fl", (270 * i, 2190, 270 * i + 270, 2337), text=t, desc=t, click=True, sel=t == sel, rid="navigation_bar_item_large_label_view")
            for i, t in enumerate(("Favorites", "Recents", "Contacts", "Voicemail"))]


def di_recents(calls: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = [E(DI, "tv", (42, 150, 900, 270), text="Search contacts & places", click=True, rid="open_search_bar_text_view"),
           E(DI, "ib", (920, 160, 1030, 260), desc="More options", click=True)]
    out += rows(DI, calls, y=300, h=190, rid=("primary_text", "secondary_text"), icon="letter")
    out += [E(DI, "ib", (860, 1960, 1020, 2120), desc="key pad", click=True, rid="dialpad_fab")] + di_tabs("Recents")
    return out


def di_pad(digits: str | None) -> list[dict[str, Any]]:
    out = [E(DI, "et", (63, 480, 900, 640), text=digits, click=True, edit=True, rid="digits"),
           E(DI, "ib", (900, 500, 1040, 620), desc="backspace", click=True, enabled=bool(digits), rid="deleteButton")]
    keys = ["1", "2 ABC", "3 DEF", "4 GHI", "5 JKL", "6 MNO", "7 PQRS", "8 TUV", "9 WXYZ", "*", "0 +", "#"]
    for i, k in enumerate(keys):
        x, y = 90 + 320 * (i % 3), 760 + 230 * (i // 3)
        out.append(E(DI, "fl", (x, y, x + 260, y + 210), text=k, desc=k.split()[0], click=True, rid="dialpad_key_number"))
    out.append(E(DI, "ib", (430, 1720, 650, 1940), desc="dial", click=True, rid="dialpad_floating_action_button"))
    return out


def di_call(num: str, state: str) -> list[dict[str, Any]]:
    out = [E(DI, "tv", (63, 420, 1017, 560), text=num, rid="contactgrid_contact_name"),
           E(DI, "tv", (63, 580, 1017, 650), text=state, rid="contactgrid_bottom_timer" if ":" in state else "contactgrid_status_text"),
           E(DI, "tv", (63, 660, 1017, 720), text="San Mateo, CA", rid="contactgrid_location")]
    for i, b in enumerate(("Mute", "Keypad", "Speaker", "Add call", "Hold", "Record")):
        x, y = 110 + 310 * (i % 3), 1300 + 260 * (i // 3)
        out.append(E(DI, "cb", (x, y, x + 240, y + 240), text=b, desc=b, click=True, check=False, rid="incall_button"))
    out.append(E(DI, "ib", (430, 1960, 650, 2180), desc="End call", click=True, rid="incall_end_call"))
    return out


def t04(rs: rowkit2.RowSet) -> None:
    calls = [("Mom", "Mobile · 8:04 AM"), ("Dentist – Dr. Park", "Missed · Yesterday"), ("(650) 555-0182", "San Mateo, CA · Yesterday"),
             ("Jonas Wirth", "Work · Tue"), ("Pizzeria Lucca", "Mon"), ("Mom", "Mobile · Sun")]
    r = Run(10 * 60 + 26, 62, di_recents(calls))
    r.act("click", di_pad(None), on="key pad")
    r.act("input_text", di_pad("(650) 555-0182"), on="digits", text="6505550182")
    r.act("click", di_call("(650) 555-0182", "Calling…"), on="dial")
    r.act("wait", di_call("(650) 555-0182", "0:07"))
    r.act("wait", di_call("(650) 555-0182", "0:41"))
    calls = [("(650) 555-0182", "San Mateo, CA · Just now")] + calls
    r.act("click", di_recents(calls), on="End call")
    calls[0] = ("(650) 555-0182", "San Mateo, CA · 2 mins ago")
    r.act("wait", di_recents(calls), dt=2)
    hist = bar(DI, "Call details", acts=("Delete", "More options")) + [E(DI, "tv", (63, 300, 1017, 420), text="(650) 555-0182", rid="contact_name"),
                                                                       E(DI, "tv", (63, 430, 1017, 490), text="San Mateo, CA", rid="phone_number")]
    hist += rows(DI, [("Outgoing call", "Today · 10:26 AM · 41 sec"), ("Incoming call", "Yesterday · 5:52 PM · 3 min 12 sec")], y=560, rid=("call_type", "call_time"), icon="call")
    r.act("click", hist, on="(650) 555-0182")
    r.add(rs, 4)


# 05 bad: Tasks, a task just created is missing after re-sorting
TK = "org.tasks"


def tk_list(tasks: list[tuple[str, str]], sort: str = "My order", menu: bool = False) -> list[dict[str, Any]]:
    out = bar(TK, "My Tasks", nav="Open navigation drawer", acts=("Search", "Sort", "More options"))
    items = sorted(tasks, key=lambda t: t[1]) if sort == "Due date" else tasks
    y = 300
    out.append(E(TK, "rv", (0, 283, 1080, 2100), scroll=True, rid="recycler_view"))
    for title, due in items:
        out += [E(TK, "vg", (0, y, 1080, y + 180), click=True, long=True, rid="row"), E(TK, "cb", (21, y + 40, 147, y + 140), click=True, check=False, rid="completeBox"),
                E(TK, "tv", (168, y + 30, 1000, y + 100), text=title, rid="title"), E(TK, "tv", (168, y + 105, 700, y + 160), text=due[2:], rid="due_date")]
        y += 180
    out.append(E(TK, "ib", (860, 2080, 1020, 2240), desc="Create new task", click=True, rid="fab"))
    if menu:
        out += [E(TK, "lv", (560, 300, 1060, 1000))] + [E(TK, "tv", (560, 310 + 130 * i, 1060, 430 + 130 * i), text=t, click=True, rid="title")
                                                        for i, t in enumerate(("My order", "Due date", "Start date", "Priority", "Modified"))]
    return out


def tk_edit(title: str | None, due: str | None, picker: bool = False) -> list[dict[str, Any]]:
    out = bar(TK, None, nav="Discard", acts=("Save", "More options"))
    out += [field(TK, 300, title, "Task name", focused=not picker, rid="title"),
            E(TK, "tv", (189, 520, 1017, 620), text=due or None, hint="Due date", click=True, rid="due_date"),
            E(TK, "tv", (189, 660, 1017, 760), text="Normal priority", click=True, rid="priority"),
            E(TK, "tv", (189, 800, 1017, 900), text=None, hint="Add description", click=True, rid="notes"),
            E(TK, "tv", (189, 940, 1017, 1040), text="My Tasks", click=True, rid="list_row")]
    if picker:
        out += [E(TK, "fl", (0, 1500, 1080, 2337), rid="design_bottom_sheet")] + [E(TK, "tv", (63, 1560 + 140 * i, 1017, 1680 + 140 * i), text=t, click=True, rid="shortcut")
                                                                                 for i, t in enumerate(("Today", "Tomorrow", "Next week", "Pick date", "No date"))]
    return out


def t05(rs: rowkit2.RowSet) -> None:
    tasks = [("Call plumber about the leak", "3 Today"), ("Return library books", "5 Sat, May 18"), ("Book flu shot", "7 May 24"),
             ("Email landlord re: lease", "2 Today, 9:00 AM"), ("Water the ferns", "9 No date")]
    r = Run(13 * 60 + 7, 69, tk_list(tasks))
    r.act("click", tk_edit(None, None), on="Create new task")
    r.act("input_text", tk_edit("Renew passport photos", None), on="Task name", text="Renew passport photos")
    r.act("click", tk_edit("Renew passport photos", None, picker=True), on="Due date")
    r.act("click", tk_edit("Renew passport photos", "Tomorrow"), on="Tomorrow")
    tasks.append(("Renew passport photos", "4 Tomorrow"))
    r.act("click", tk_list(tasks), on="Save")
    tasks = [t for t in tasks if not t[0].startswith("Call plumber")]
    r.act("click", tk_list(tasks), on=find(r.prev, "Call plumber about the leak") - 1, dt=1)
    r.act("click", tk_list(tasks, menu=True), on="Sort")
    r.act("click", tk_list([t for t in tasks if not t[0].startswith("Renew")], sort="Due date"), on="Due date")
    r.add(rs, 5, bad=True, turn=8, kind="'Renew passport photos', created in turn 5 and listed in turns 5-7, is missing when the list is re-sorted by due date; sorting only reorders and nothing deleted or completed it.")


# 06 clean: Camera, photo then a video, the video is deleted in the viewer
CM = "com.android.camera2"


def cm_view(mode: str, thumb: str | None, rec: str | None = None) -> list[dict[str, Any]]:
    out = [E(CM, "v", (0, 0, 1080, 1920), desc="Camera preview", click=True, rid="preview_content"),
           E(CM, "ib", (60, 150, 180, 270), desc="Flash off", click=True, rid="flash_toggle_button"),
           E(CM, "ib", (900, 150, 1020, 270), desc="Settings", click=True, rid="settings_button")]
    if rec:
        out.append(E(CM, "tv", (440, 300, 640, 370), text=rec, rid="recording_time"))
    out += [E(CM, "tv", (300, 1840, 520, 1900), text="Photo", click=True, sel=mode == "Photo", rid="mode_photo"),
            E(CM, "tv", (560, 1840, 780, 1900), text="Video", click=True, sel=mode == "Video", rid="mode_video"),
            E(CM, "ib", (430, 1960, 650, 2180), desc="Stop recording" if rec else ("Shutter" if mode == "Photo" else "Start recording"), click=True, rid="shutter_button"),
            E(CM, "ib", (800, 2010, 940, 2150), desc="Switch to front camera", click=True, rid="camera_toggle_button")]
    if thumb:
        out.append(E(CM, "iv", (140, 2010, 280, 2150), desc=f"Latest item {thumb}", click=True, rid="rounded_thumbnail_view"))
    return out


def cm_film(name: str, info: str, dlg: bool = False) -> list[dict[str, Any]]:
    out = [E(CM, "iv", (0, 420, 1080, 1860), desc=name, click=True, rid="filmstrip_view"),
           E(CM, "tv", (189, 172, 900, 247), text=info, rid="filmstrip_bottom_panel_title")]
    for i, d in enumerate(("Share", "Edit", "Details", "Delete")):
        out.append(E(CM, "ib", (60 + 260 * i, 2100, 220 + 260 * i, 2240), desc=d, click=True, rid="filmstrip_bottom_control"))
    if dlg:
        out += dialog(CM, "Delete this video?", None, ("Cancel", "Delete"))
    return out


def t06(rs: rowkit2.RowSet) -> None:
    r = Run(15 * 60 + 2, 91, cm_view("Photo", "IMG_20240516_144817.jpg"))
    r.act("click", cm_view("Photo", "IMG_20240516_150214.jpg"), on="Shutter")
    r.act("click", cm_view("Video", "IMG_20240516_150214.jpg"), on="Video")
    r.act("click", cm_view("Video", "IMG_20240516_150214.jpg", rec="00:00"), on="Start recording")
    r.act("wait", cm_view("Video", "IMG_20240516_150214.jpg", rec="00:06"))
    r.act("click", cm_view("Video", "VID_20240516_150221.mp4"), on="Stop recording")
    r.act("click", cm_film("VID_20240516_150221.mp4", "Today 3:02 PM · 0:07"), on="Latest item VID_20240516_150221.mp4")
    r.act("click", cm_film("VID_20240516_150221.mp4", "Today 3:02 PM · 0:07", dlg=True), on="Delete")
    r.act("click", cm_film("IMG_20240516_150214.jpg", "Today 3:02 PM"), on=("Delete", 1))
    r.act("navigate_back", cm_view("Video", "IMG_20240516_150214.jpg"))
    r.add(rs, 6)


# 07 clean: Aegis, codes roll every 30 s, an entry is added and renamed
AG = "com.beemdevelopment.aegis"


def ag_list(entries: list[tuple[str, str]], period: int, sel: str | None = None) -> list[dict[str, Any]]:
    out = bar(AG, "1 selected" if sel else "Aegis", nav="Close" if sel else None,
              acts=("Edit", "Copy", "Delete", "More options") if sel else ("Search", "Lock", "More options"))
    out.append(E(AG, "rv", (0, 283, 1080, 2200), scroll=True, rid="rvKeyProfiles"))
    y = 300
    for issuer, acct in sorted(entries, key=lambda e: e[0].lower()):
        out += [E(AG, "vg", (0, y, 1080, y + 200), click=True, long=True, sel=issuer == sel, rid="rlCardProfile"),
                E(AG, "tv", (189, y + 25, 900, y + 85), text=issuer, rid="profile_issuer"),
                E(AG, "tv", (189, y + 85, 900, y + 135), text=f"({acct})", rid="profile_account_name"),
                E(AG, "tv", (189, y + 130, 700, y + 195), text=totp(issuer + acct, period), rid="profile_code"),
                E(AG, "pb", (950, y + 70, 1030, y + 150), rid="progressBar")]
        y += 200
    out.append(E(AG, "ib", (860, 2080, 1020, 2240), desc="Add entry", click=True, rid="fab"))
    return out


def ag_form(title: str, issuer: str | None, name: str | None, secret: str | None, focus: str) -> list[dict[str, Any]]:
    out = bar(AG, title, acts=("Save", "More options"))
    out += [field(AG, 320, name, "Name", focus == "name", "text_name"), field(AG, 500, issuer, "Issuer", focus == "issuer", "text_issuer"),
            E(AG, "tv", (63, 700, 1017, 770), text="Advanced", click=True, rid="toggleAdvanced"),
            field(AG, 800, secret, "Secret (Base32)", focus == "secret", "text_secret"),
            E(AG, "tv", (63, 1000, 500, 1080), text="TOTP", click=True, rid="dropdown_type"),
            E(AG, "tv", (560, 1000, 1017, 1080), text="SHA1", click=True, rid="dropdown_algo")]
    return out


def t07(rs: rowkit2.RowSet) -> None:
    ent = [("GitHub", "mkessler"), ("Proton", "mira@proton.me"), ("Mastodon", "@mira@hachyderm.io"), ("Nextcloud", "mira@cloud.kessler.family")]
    p = 57158870
    r = Run(11 * 60 + 34, 77, ag_list(ent, p))
    p += 1
    r.act("wait", ag_list(ent, p))
    menu = [E(AG, "lv", (560, 1500, 1060, 2060))] + [E(AG, "tv", (580, 1520 + 170 * i, 1040, 1660 + 170 * i), text=t, click=True)
                                                     for i, t in enumerate(("Scan QR code", "Scan image", "Enter manually"))]
    r.act("click", ag_list(ent, p) + menu, on="Add entry")
    r.act("click", ag_form("Add new entry", None, None, None, "name"), on="Enter manually")
    r.act("input_text", ag_form("Add new entry", None, "mira", None, "name"), on="Name", text="mira")
    r.act("input_text", ag_form("Add new entry", "Codeberg", "mira", None, "issuer"), on="Issuer", text="Codeberg")
    sec = "JBSWY3DPEHPK3PXPQ4ZTMNRW"
    r.act("input_text", ag_form("Add new entry", "Codeberg", "mira", sec, "secret"), on="Secret (Base32)", text=sec)
    ent.append(("Codeberg", "mira"))
    p += 2
    r.act("click", ag_list(ent, p), on="Save", dt=1)
    p += 1
    r.act("long_press", ag_list(ent, p, sel="Codeberg"), on="Codeberg")
    r.act("click", ag_form("Edit entry", "Codeberg", "mira", sec, ""), on="Edit")
    r.act("input_text", ag_form("Edit entry", "Codeberg.org", "mira", sec, "issuer"), on="Codeberg", text="Codeberg.org", clear_text=True)
    ent[-1] = ("Codeberg.org", "mira")
    p += 2
    r.act("click", ag_list(ent, p), on="Save", dt=1)
    r.add(rs, 7)


# 08 bad: Expense, the week total does not follow after a deletion
EX = "com.arduia.expense"


def money(c: int) -> str:
    return f"${c // 100:,}.{c % 100:02d}"


def ex_home(items: list[tuple[str, str, int]], total: int | None = None) -> list[dict[str, Any]]:
    tot = sum(c for _, _, c in items) if total is None else total
    out = bar(EX, "Home", nav="Open navigation drawer", acts=("More options",))
    out += [E(EX, "tv", (63, 320, 1017, 380), text="This week", rid="tv_week"), E(EX, "tv", (63, 390, 1017, 520), text=money(tot), rid="tv_total"),
            E(EX, "v", (63, 540, 1017, 900), desc="Weekly expense chart", rid="cv_expense"), E(EX, "tv", (63, 940, 700, 1010), text="Recents", rid="tv_recent"),
            E(EX, "tv", (800, 940, 1017, 1010), text="More", click=True, rid="tv_more")]
    y = 1030
    for name, cat, c in items:
        out += [E(EX, "vg", (0, y, 1080, y + 170), click=True, long=True, rid="cl_root"), E(EX, "tv", (189, y + 25, 760, y + 90), text=name, rid="tv_name"),
                E(EX, "tv", (189, y + 95, 760, y + 150), text=cat, rid="tv_category"), E(EX, "tv", (780, y + 50, 1030, y + 120), text=money(c), rid="tv_amount")]
        y += 170
    out.append(E(EX, "ib", (860, 2100, 1020, 2260), desc="Add expense", click=True, rid="fab"))
    return out


def ex_form(name: str | None, amt: str | None, cat: str, focus: str, cats: bool = False) -> list[dict[str, Any]]:
    out = bar(EX, "New Entry", acts=())
    out += [field(EX, 320, name, "Name", focus == "name", "edt_name"), field(EX, 520, amt, "Amount", focus == "amount", "edt_amount"),
            E(EX, "tv", (63, 720, 1017, 820), text=cat, hint="Category", click=True, rid="tv_category"),
            field(EX, 860, None, "Note", False, "edt_note"), E(EX, "tv", (63, 1060, 1017, 1140), text="16/05/2024 6:48 PM", click=True, rid="tv_date"),
            button(EX, "SAVE", (63, 1900, 1017, 2040), rid="btn_save")]
    if cats:
        out += [E(EX, "rv", (0, 1300, 1080, 2337), scroll=True, rid="rv_category")] + [E(EX, "tv", (63, 1320 + 140 * i, 1017, 1440 + 140 * i), text=t, click=True, rid="tv_name")
                                                                                         for i, t in enumerate(("Food", "Transportation", "Health", "Entertainment", "Books", "Others"))]
    return out


def t08(rs: rowkit2.RowSet) -> None:
    items = [("Groceries", "Food", 5420), ("Coffee", "Food", 480), ("Bus pass", "Transportation", 3000), ("Lunch with Sam", "Food", 1260), ("Books", "Books", 4100)]
    r = Run(18 * 60 + 48, 38, ex_home(items))
    r.act("click", ex_form(None, None, "Food", "name"), on="Add expense")
    r.act("input_text", ex_form("Pharmacy", None, "Food", "name"), on="Name", text="Pharmacy")
    r.act("input_text", ex_form("Pharmacy", "18.45", "Food", "amount"), on="Amount", text="18.45")
    r.act("click", ex_form("Pharmacy", "18.45", "Food", "", cats=True), on="Food")
    r.act("click", ex_form("Pharmacy", "18.45", "Health", ""), on="Health")
    items.insert(0, ("Pharmacy", "Health", 1845))
    r.act("click", ex_home(items), on="SAVE", dt=1)
    r.act("long_press", ex_home(items) + dialog(EX, "Delete", "Are you sure you want to delete 'Coffee'?", ("NO", "YES")), on="Coffee")
    items = [i for i in items if i[0] != "Coffee"]
    r.act("click", ex_home(items, total=15725), on="YES")
    r.add(rs, 8, bad=True, turn=8, kind="After deleting the $4.80 Coffee entry from a week total of $161.05 (turns 6-7), the total shows $157.25 instead of $156.25, and the listed entries still sum to $156.25; nothing else was added or changed.")


# 09 clean: Settings, Wi-Fi off and on (rescan reorders networks), Bluetooth device renamed
ST = "com.android.settings"


def st_main() -> list[dict[str, Any]]:
    out = [E(ST, "tv", (63, 180, 1017, 330), text="Settings", rid="homepage_title"), E(ST, "tv", (63, 360, 1017, 480), text="Search settings", click=True, rid="search_action_bar_title")]
    items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"), ("Apps", "Assistant, recent apps, default apps"),
             ("Notifications", "Notification history, conversations"), ("Battery", None), ("Storage", "61% used - 49.6 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
             ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid")]
    return out + rows(ST, items, y=520, h=200, rid=("title", "summary"), icon="icon")


def st_page(title: str, items: list[tuple[str, str | None]], switch: tuple[str, bool] | None = None, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    out = bar(ST, None) + [E(ST, "tv", (63, 300, 1017, 440), text=title, rid="collapsing_toolbar")]
    y = 470
    if switch:
        out += [E(ST, "ll", (42, y, 1038, y + 190), click=True, rid="switch_bar"), E(ST, "tv", (105, y + 60, 800, y + 130), text=switch[0], rid="switch_text"),
                E(ST, "sw", (860, y + 55, 990, y + 135), click=True, check=switch[1], rid="switch_widget")]
        y += 220
    out += rows(ST, items, y=y, h=190, rid=("title", "summary"), icon="icon")
    return out + (extra or [])


def t09(rs: rowkit2.RowSet) -> None:
    r = Run(19 * 60 + 55, 48, st_main())
    net = [("Internet", "HomeNet-5G"), ("Calls & SMS", "Vodafone"), ("SIMs", "Vodafone"), ("Airplane mode", None), ("Hotspot & tethering", "Off"), ("Data Saver", "Off"), ("VPN", "None")]
    r.act("click", st_page("Network & internet", net), on="Network & internet")
    on1 = [("HomeNet-5G", "Connected"), ("HomeNet", "Saved"), ("FRITZ!Box 7530 KL", None), ("Vodafone Homespot", None), ("DIRECT-4B-HP OfficeJet", None), ("Add network", None)]
    r.act("click", st_page("Internet", [("Vodafone", "Connected / 5G")] + on1, switch=("Wi‑Fi", True)), on="Internet")
    r.act("click", st_page("Internet", [("Vodafone", "Connected / 5G"), ("Network preferences", "Wi‑Fi turns back on automatically")], switch=("Wi‑Fi", False)), on="Wi‑Fi")
    on2 = [("HomeNet-5G", "Connecting…"), ("HomeNet", "Saved"), ("Vodafone Homespot", None), ("Nachbar_WLAN", None), ("FRITZ!Box 7530 KL", None), ("Add network", None)]
    r.act("click", st_page("Internet", [("Vodafone", "Connected / 5G")] + on2, switch=("Wi‑Fi", True)), on="Wi‑Fi")
    on2[0] = ("HomeNet-5G", "Connected")
    r.act("wait", st_page("Internet", [("Vodafone", "Available")] + on2, switch=("Wi‑Fi", True)))
    r.act("navigate_back", st_page("Network & internet", net))
    r.act("navigate_back", st_main())
    dev = [("Pair new device", None), ("Saved devices", "See all"), ("Connection preferences", "Bluetooth, Android Auto, NFC")]
    cd = st_page("Connected devices", [("Pixel Buds Pro", "Active, 80% battery")] + dev, extra=[E(ST, "ib", (920, 700, 1040, 820), desc="Settings", click=True, rid="settings_button")])
    r.act("click", cd, on="Connected devices")
    det = [("Pixel Buds Pro", None), ("Disconnect", None), ("Find device", None), ("HD audio: AAC", None), ("Phone calls", None), ("Media audio", None)]
    det_x = [E(ST, "ib", (920, 700, 1040, 820), desc="Edit", click=True, rid="edit_button")]
    r.act("click", st_page("Device details", det, extra=det_x), on="Settings")
    dl = [field(ST, 1100, "Pixel Buds Pro", "Device name", True, "edittext")]
    r.act("click", st_page("Device details", det, extra=det_x) + dialog(ST, "Device name", None, ("Cancel", "Rename"), dl), on="Edit")
    dl = [field(ST, 1100, "Mira's Buds", "Device name", True, "edittext")]
    r.act("input_text", st_page("Device details", det, extra=det_x) + dialog(ST, "Device name", None, ("Cancel", "Rename"), dl), on=("Pixel Buds Pro", 1), text="Mira's Buds", clear_text=True)
    det[0] = ("Mira's Buds", None)
    r.act("click", st_page("Device details", det, extra=det_x), on="Rename")
    r.add(rs, 9)


# 10 bad: Simple Calendar, an event saved for May 22 is listed on May 23
SC = "com.simplemobiletools.calendar.pro"


def sc_month(events: dict[int, str]) -> list[dict[str, Any]]:
    out = bar(SC, "May", nav=None, acts=("Go to today", "Search", "Change view", "More options"))
    for i, d in enumerate(("M", "T", "W", "T", "F", "S", "S")):
        out.append(E(SC, "tv", (154 * i, 300, 154 * i + 154, 360), text=d, rid=f"week_day_label_{i}"))
    for day in range(1, 32):
        c = (day + 1) % 7
        rw = (day + 1) // 7
        x, y = 154 * c, 370 + 300 * rw
        label = f"{day}" + (f"\n{events[day]}" if day in events else "")
        out.append(E(SC, "tv", (x, y, x + 154, y + 300), text=label, click=True, long=True, sel=day == 15, rid="day_monthly_number"))
    out.append(E(SC, "ib", (860, 2100, 1020, 2260), desc="New event", click=True, rid="calendar_fab"))
    return out


def sc_form(title: str | None, date: str, start: str, end: str, focus: bool = False) -> list[dict[str, Any]]:
    out = bar(SC, "New event", acts=("Save", "More options"))
    out += [field(SC, 300, title, "Title", focus, "event_title"), field(SC, 480, None, "Location", False, "event_location"),
            field(SC, 660, None, "Description", False, "event_description"),
            E(SC, "sw", (63, 860, 1017, 960), text="All-day", click=True, check=False, rid="event_all_day"),
            E(SC, "tv", (63, 980, 640, 1080), text=date, click=True, rid="event_start_date"), E(SC, "tv", (700, 980, 1017, 1080), text=start, click=True, rid="event_start_time"),
            E(SC, "tv", (63, 1100, 640, 1200), text=date, click=True, rid="event_end_date"), E(SC, "tv", (700, 1100, 1017, 1200), text=end, click=True, rid="event_end_time"),
            E(SC, "tv", (63, 1240, 1017, 1330), text="10 minutes before", click=True, rid="event_reminder_1"),
            E(SC, "tv", (63, 1360, 1017, 1450), text="No repetition", click=True, rid="event_repetition"),
            E(SC, "tv", (63, 1480, 1017, 1570), text="Regular event", click=True, rid="event_type")]
    return out


def sc_picker(sel: int) -> list[dict[str, Any]]:
    out = [E(SC, "fl", (74, 560, 1006, 1900), rid="datePicker"), E(SC, "tv", (120, 600, 960, 700), text="2024", click=True, rid="date_picker_header_year"),
           E(SC, "tv", (120, 700, 960, 820), text=f"{('Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue')[(sel - 15) % 7]}, May {sel}", rid="date_picker_header_date")]
    for day in range(1, 32):
        c, rw = (day + 1) % 7, (day + 1) // 7
        out.append(E(SC, "v", (120 + 120 * c, 880 + 130 * rw, 240 + 120 * c, 1000 + 130 * rw), text=str(day), desc=f"{day} May 2024", click=True, check=day == sel))
    return out + [button(SC, "CANCEL", (500, 1780, 720, 1880)), button(SC, "OK", (760, 1780, 960, 1880))]


def t10(rs: rowkit2.RowSet) -> None:
    ev = {3: "Yoga", 15: "Book club", 18: "Jonas b-day", 27: "Whit Monday"}
    r = Run(10 * 60 + 5, 80, sc_month(ev))
    r.act("click", sc_form(None, "Wed, May 15, 2024", "11:00", "12:00", True), on="New event")
    r.act("input_text", sc_form("Dentist check-up", "Wed, May 15, 2024", "11:00", "12:00", True), on="Title", text="Dentist check-up")
    base = sc_form("Dentist check-up", "Wed, May 15, 2024", "11:00", "12:00")
    r.act("click", base + sc_picker(15), on=("Wed, May 15, 2024", 0))
    r.act("click", base + sc_picker(22), on="22")
    f2 = sc_form("Dentist check-up", "Wed, May 22, 2024", "11:00", "12:00")
    r.act("click", f2, on="OK")
    tp = [E(SC, "fl", (74, 700, 1006, 1600), rid="timePicker"), field(SC, 900, "11", "hour", True, "input_hour", 160), field(SC, 1100, "00", "minute", False, "input_minute", 160)]
    r.act("click", f2 + tp + [button(SC, "CANCEL", (500, 1480, 720, 1580)), button(SC, "OK", (760, 1480, 960, 1580))], on="11:00")
    tp[1] = field(SC, 900, "15", "hour", True, "input_hour", 160)
    r.act("input_text", f2 + tp + [button(SC, "CANCEL", (500, 1480, 720, 1580)), button(SC, "OK", (760, 1480, 960, 1580))], on="hour", text="15", clear_text=True)
    r.act("click", sc_form("Dentist check-up", "Wed, May 22, 2024", "15:00", "16:00"), on="OK")
    ev[22] = "Dentist check-up"
    r.act("click", sc_month(ev), on="Save", dt=1)
    lst = bar(SC, "Simple event list", nav=None, acts=("Go to today", "Search", "Change view", "More options"))
    lst += rows(SC, [("Wednesday, May 15", None), ("Book club", "19:30 - 21:00"), ("Saturday, May 18", None), ("Jonas b-day", "All-day"),
                     ("Thursday, May 23", None), ("Dentist check-up", "15:00 - 16:00"), ("Monday, May 27", None), ("Whit Monday", "All-day · Holidays")],
                y=300, h=150, rid=("event_item_title", "event_item_time"))
    menu = [E(SC, "lv", (500, 150, 1060, 900))] + [E(SC, "rb", (520, 170 + 120 * i, 1040, 280 + 120 * i), text=t, click=True, check=t == "Monthly view")
                                                    for i, t in enumerate(("Daily view", "Weekly view", "Monthly view", "Yearly view", "Simple event list"))]
    r.act("click", sc_month(ev) + menu, on="Change view")
    r.act("click", lst + [E(SC, "ib", (860, 2100, 1020, 2260), desc="New event", click=True, rid="calendar_fab")], on="Simple event list")
    r.add(rs, 10, bad=True, turn=11, kind="The Dentist check-up saved for Wed, May 22 (picked in turn 4, shown in the May 22 cell in turn 9) is listed under Thursday, May 23 in the event list; switching views does not move events.")


# 11 bad: Messages, the status-bar clock runs backwards
MS = "com.google.android.apps.messaging"


def ms_list(convs: list[tuple[str, str, str]], sel: str | None = None) -> list[dict[str, Any]]:
    out = bar(MS, "1" if sel else None, nav="Close" if sel else None, acts=("Pin", "Archive", "Delete", "More options") if sel else ()) if sel else [
        E(MS, "tv", (42, 150, 900, 270), text="Search conversations", click=True, rid="open_search_bar_text_view"),
        E(MS, "ib", (920, 160, 1030, 260), desc="Signed in as Mira Kessler", click=True)]
    y = 300
    for name, snip, when in convs:
        out += [E(MS, "vg", (0, y, 1080, y + 200), click=True, long=True, sel=name == sel, rid="swipeableContainer"),
                E(MS, "tv", (189, y + 30, 800, y + 100), text=name, rid="conversation_name"), E(MS, "tv", (189, y + 105, 900, y + 165), text=snip, rid="conversation_snippet"),
                E(MS, "tv", (820, y + 30, 1040, y + 100), text=when, rid="conversation_timestamp")]
        y += 200
    return out + [E(MS, "bt", (700, 2060, 1030, 2200), text="Start chat", click=True, rid="start_chat_fab")]


def ms_thread(msgs: list[tuple[str, str]], draft: str | None) -> list[dict[str, Any]]:
    out = bar(MS, "Priya Raman", acts=("Call", "Video call", "More options"))
    y = 320
    for who, t in msgs:
        x0 = 300 if who == "me" else 40
        out.append(E(MS, "tv", (x0, y, x0 + 720, y + 150), text=t, long=True, rid="message_text"))
        y += 170
    out += [field(MS, 2080, draft, "Text message", draft is not None, "compose_message_text", 189),
            E(MS, "ib", (930, 2090, 1050, 2210), desc="Send SMS" if draft else "Record voice message", click=True, rid="send_message_button_icon")]
    return out


def t11(rs: rowkit2.RowSet) -> None:
    conv = [("Priya Raman", "See you at 11 then!", "10:12 AM"), ("Dad", "Photo", "9:47 AM"), ("DHL Express", "Your parcel JD014600006583 is out for delivery", "8:30 AM"),
            ("Leonie", "haha yes", "Wed"), ("58850", "Your verification code is 442817", "Tue"), ("Climbing group", "Marco: Thursday 7pm works", "Mon")]
    r = Run(10 * 60 + 41, 66, ms_list(conv))
    msgs = [("Priya", "Table for two at Kaffeehaus at 11?"), ("me", "Perfect"), ("Priya", "See you at 11 then!"), ("Priya", "10:12 AM")]
    r.act("click", ms_thread(msgs, None), on="Priya Raman")
    r.act("click", ms_thread(msgs, ""), on="Text message")
    d = "Running 10 min late, order me a flat white?"
    r.act("input_text", ms_thread(msgs, d), on="Text message", text=d)
    msgs += [("me", d), ("me", "Now · SMS")]
    r.act("click", ms_thread(msgs, ""), on="Send SMS", dt=2)
    msgs[-1] = ("me", "10:43 AM · SMS")
    msgs += [("Priya", "Sure! 👍"), ("Priya", "Now")]
    r.act("wait", ms_thread(msgs, ""), dt=1)
    conv[0] = ("Priya Raman", "Sure! 👍", "Now")
    r.act("navigate_back", ms_list(conv))
    conv[0] = ("Priya Raman", "Sure! 👍", "1 min")
    r.act("long_press", ms_list(conv, sel="DHL Express"), on="DHL Express", dt=-10)
    r.add(rs, 11, bad=True, turn=7, kind="The status-bar clock reads 10:34 after reading 10:44 in turns 5-6 (and the sent SMS is stamped 10:43 AM); time cannot run backwards between two taps.")


# 12 clean: VLC, library re-sorted by length, playback position advances, a video renamed
VL = "org.videolan.vlc"


def vl_lib(vids: list[tuple[str, str]], sort: str, extra: list[dict[str, Any]] | None = None, prog: dict[str, str] | None = None) -> list[dict[str, Any]]:
    def secs(d: str) -> int:
        p = [int(x) for x in d.split(":")]
        return p[0] * 3600 + p[1] * 60 + p[2] if len(p) == 3 else p[0] * 60 + p[1]
    items = sorted(vids, key=lambda v: secs(v[1]), reverse=True) if sort == "Length" else sorted(vids, key=lambda v: v[0].lower())
    out = bar(VL, "Videos", nav=None, acts=("Search", "Sort by…", "More options"))
    out += rows(VL, [(n, d + ((" · " + prog[n]) if prog and n in prog else "")) for n, d in items], y=300, h=210, rid=("ml_item_title", "ml_item_subtitle"), icon="Video thumbnail")
    out += [E(VL, "fl", (216 * i, 2190, 216 * i + 216, 2337), text=t, click=True, sel=t == "Video", rid="navigation_bar_item_large_label_view") for i, t in enumerate(("Video", "Audio", "Browse", "Playlists", "More"))]
    return out + (extra or [])


def vl_play(name: str, pos: str, total: str, playing: bool) -> list[dict[str, Any]]:
    return [E(VL, "fl", (0, 0, 1080, 2400), click=True, rid="player_root"), E(VL, "tv", (189, 172, 900, 247), text=name, rid="player_overlay_title"),
            E(VL, "tv", (40, 1960, 200, 2020), text=pos, rid="player_overlay_time"), E(VL, "sb", (200, 1950, 880, 2030), click=True, rid="player_overlay_seekbar"),
            E(VL, "tv", (880, 1960, 1040, 2020), text=total, rid="player_overlay_length"),
            E(VL, "ib", (460, 2080, 620, 2240), desc="Pause" if playing else "Play", click=True, rid="player_overlay_play"),
            E(VL, "ib", (260, 2100, 380, 2220), desc="Rewind 10 sec", click=True), E(VL, "ib", (700, 2100, 820, 2220), desc="Forward 10 sec", click=True)]


def t12(rs: rowkit2.RowSet) -> None:
    vids = [("Alps_drone_4K", "3:58"), ("Birthday_Oma_2023", "12:47"), ("Concert_Stadtpark", "1:04:12"), ("Lecture_07_Thermodynamics", "48:30"), ("Rhine_timelapse", "0:42"), ("Zoom_recording_0412", "27:05")]
    r = Run(20 * 60 + 31, 55, vl_lib(vids, "Name"))
    menu = [E(VL, "fl", (0, 1400, 1080, 2337), rid="design_bottom_sheet")] + [E(VL, "tv", (63, 1440 + 140 * i, 1017, 1560 + 140 * i), text=t, click=True) for i, t in enumerate(("Name", "Length", "Insertion date", "Last modified"))]
    r.act("click", vl_lib(vids, "Name", menu), on="Sort by…")
    r.act("click", vl_lib(vids, "Length"), on="Length")
    r.act("click", vl_play("Birthday_Oma_2023", "00:00", "12:47", True), on="Birthday_Oma_2023")
    r.act("wait", vl_play("Birthday_Oma_2023", "00:09", "12:47", True))
    r.act("click", vl_play("Birthday_Oma_2023", "00:11", "12:47", False), on="Pause")
    prog = {"Birthday_Oma_2023": "0:11"}
    r.act("navigate_back", vl_lib(vids, "Length", prog=prog))
    ctx = [E(VL, "fl", (0, 1300, 1080, 2337), rid="design_bottom_sheet")] + [E(VL, "tv", (63, 1340 + 140 * i, 1017, 1460 + 140 * i), text=t, click=True) for i, t in enumerate(("Play from start", "Append", "Information", "Rename", "Delete", "Share"))]
    r.act("long_press", vl_lib(vids, "Length", ctx, prog=prog), on="Zoom_recording_0412")
    dl = [field(VL, 1100, "Zoom_recording_0412", "Name", True, "dialog_rename_input")]
    r.act("click", vl_lib(vids, "Length", dialog(VL, "Rename", None, ("CANCEL", "OK"), dl), prog=prog), on="Rename")
    dl = [field(VL, 1100, "Team_retro_April", "Name", True, "dialog_rename_input")]
    r.act("input_text", vl_lib(vids, "Length", dialog(VL, "Rename", None, ("CANCEL", "OK"), dl), prog=prog), on=("Zoom_recording_0412", 1), text="Team_retro_April", clear_text=True)
    vids[5] = ("Team_retro_April", "27:05")
    r.act("click", vl_lib(vids, "Length", prog=prog), on="OK")
    r.add(rs, 12)


# 13 bad: Files, a renamed folder shows under its old name again
FS = "com.google.android.documentsui"


def fs_list(items: list[tuple[str, str]], crumb: str, sel: str | None = None, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    out = bar(FS, "1 selected" if sel else crumb.split(" > ")[-1], nav="Close" if sel else "Show roots", acts=("Share", "Delete", "More options") if sel else ("Search", "Grid view", "More options"))
    out += [E(FS, "tv", (40, 300, 1040, 370), text=crumb, rid="breadcrumb"), E(FS, "tv", (40, 390, 500, 450), text="Files in " + crumb.split(" > ")[-1], rid="header_title"),
            E(FS, "tv", (700, 390, 1040, 450), text="Name ↑", desc="Sort by name, ascending", click=True, rid="sort_dimen_dropdown")]
    out += rows(FS, items, y=470, h=190, rid=("android:id/title", "date"), icon="Folder", sel=(sel,) if sel else ())
    return out + (extra or [])


def t13(rs: rowkit2.RowSet) -> None:
    items = [("Conference badges", "Apr 30 · 3 items"), ("Scans 2024", "May 12 · 9 items"), ("boarding_pass_LH1171.pdf", "May 14 · 212 kB"),
             ("IMG-20240511-WA0007.jpg", "May 11 · 1.8 MB"), ("invoice_0524_hetzner.pdf", "May 3 · 64 kB"), ("strava_export.zip", "Apr 22 · 4.2 MB")]
    r = Run(17 * 60 + 20, 44, fs_list(items, "Downloads"))
    r.act("long_press", fs_list(items, "Downloads", sel="Scans 2024"), on="Scans 2024")
    menu = [E(FS, "lv", (560, 150, 1060, 760))] + [E(FS, "tv", (580, 170 + 120 * i, 1040, 280 + 120 * i), text=t, click=True) for i, t in enumerate(("Select all", "Copy to…", "Move to…", "Compress", "Rename"))]
    r.act("click", fs_list(items, "Downloads", sel="Scans 2024", extra=menu), on="More options")
    dl = [field(FS, 1100, "Scans 2024", "Name", True, "android:id/input")]
    r.act("click", fs_list(items, "Downloads", sel="Scans 2024", extra=dialog(FS, "Rename", None, ("Cancel", "OK"), dl)), on="Rename")
    dl = [field(FS, 1100, "Tax scans 2024", "Name", True, "android:id/input")]
    r.act("input_text", fs_list(items, "Downloads", sel="Scans 2024", extra=dialog(FS, "Rename", None, ("Cancel", "OK"), dl)), on=("Scans 2024", 1), text="Tax scans 2024", clear_text=True)
    new = sorted([("Tax scans 2024", "May 16 · 9 items") if n == "Scans 2024" else (n, d) for n, d in items], key=lambda x: (x[1].endswith("items") is False, x[0].lower()))
    r.act("click", fs_list(new, "Downloads"), on="OK")
    inner = [("2024-01_rent_receipt.pdf", "Jan 3 · 188 kB"), ("2024-02_rent_receipt.pdf", "Feb 2 · 190 kB"), ("donation_unicef.pdf", "Mar 19 · 97 kB"), ("health_insurance_stmt.pdf", "Apr 8 · 302 kB"),
             ("kita_fees_Q1.pdf", "Apr 10 · 141 kB"), ("lohnsteuerbescheinigung.pdf", "Feb 27 · 256 kB")]
    r.act("click", fs_list(inner, "Downloads > Tax scans 2024"), on="Tax scans 2024")
    bad = sorted([("Scans 2024", "May 16 · 9 items") if n == "Tax scans 2024" else (n, d) for n, d in new], key=lambda x: (x[1].endswith("items") is False, x[0].lower()))
    r.act("navigate_back", fs_list(bad, "Downloads"))
    r.add(rs, 13, bad=True, turn=7, kind="The folder renamed to 'Tax scans 2024' in turn 5 (and opened under that name in turn 6) is listed again as 'Scans 2024' back in Downloads; no rename back happened.")


# 14 clean: OsmAnd favourites, distances change as the user walks, one renamed, one deleted
OA = "net.osmand"


def oa_fav(favs: list[tuple[str, float]], extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    out = bar(OA, "My places", acts=("Search", "More options"))
    out += [E(OA, "tv", (0, 290, 360, 380), text="Favorites", click=True, sel=True), E(OA, "tv", (360, 290, 720, 380), text="Tracks", click=True),
            E(OA, "tv", (720, 290, 1080, 380), text="OSM edits", click=True), E(OA, "tv", (40, 400, 1040, 470), text=f"Personal · {len(favs)}", click=True, rid="group_name")]
    out += rows(OA, [(n, f"{d:.1f} km" if d >= 1 else f"{int(d * 1000)} m") for n, d in sorted(favs, key=lambda f: f[1])], y=490, h=180, rid=("favourite_label", "distance"), icon="Favorite")
    return out + (extra or [])


def t14(rs: rowkit2.RowSet) -> None:
    favs = [("Bakery Huber", 0.42), ("Old parking spot", 0.87), ("Climbing gym", 2.3), ("Mum's place", 14.6), ("Campsite Seealpsee", 61.0)]
    r = Run(7 * 60 + 50, 93, oa_fav(favs))
    favs = [("Bakery Huber", 0.31), ("Old parking spot", 0.95), ("Climbing gym", 2.4), ("Mum's place", 14.7), ("Campsite Seealpsee", 61.1)]
    r.act("wait", oa_fav(favs), dt=2)
    ctx = [E(OA, "fl", (0, 1500, 1080, 2337), rid="bottom_sheet")] + [E(OA, "tv", (63, 1540 + 140 * i, 1017, 1660 + 140 * i), text=t, click=True) for i, t in enumerate(("Show on map", "Edit", "Delete", "Share"))]
    r.act("long_press", oa_fav(favs, ctx), on="Bakery Huber")
    dl = [field(OA, 1100, "Bakery Huber", "Name", True, "name_edit")]
    r.act("click", oa_fav(favs, dialog(OA, "Edit favorite", None, ("Cancel", "Save"), dl)), on="Edit")
    dl = [field(OA, 1100, "Bakery Huber (Sun 7-11)", "Name", True, "name_edit")]
    r.act("input_text", oa_fav(favs, dialog(OA, "Edit favorite", None, ("Cancel", "Save"), dl)), on=("Bakery Huber", 1), text="Bakery Huber (Sun 7-11)", clear_text=True)
    favs[0] = ("Bakery Huber (Sun 7-11)", 0.31)
    r.act("click", oa_fav(favs), on="Save")
    favs = [("Bakery Huber (Sun 7-11)", 0.18), ("Old parking spot", 1.1), ("Climbing gym", 2.5), ("Mum's place", 14.8), ("Campsite Seealpsee", 61.2)]
    r.act("long_press", oa_fav(favs, ctx), on="Old parking spot", dt=2)
    r.act("click", oa_fav(favs, dialog(OA, "Delete favorite", "Delete favorite 'Old parking spot'?", ("Cancel", "Delete"))), on="Delete")
    favs = [f for f in favs if f[0] != "Old parking spot"]
    r.act("click", oa_fav(favs), on="Delete")
    r.add(rs, 14)


# 15 clean: Retro Music, a playlist created then deleted, playback position advances
RM = "code.name.monkey.retromusic"


def rm_pl(pls: list[tuple[str, str]], pos: str, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    out = bar(RM, "Playlists", nav=None, acts=("Search", "More options"))
    out += rows(RM, pls, y=300, h=180, rid=("title", "text"), icon="Playlist")
    out += [E(RM, "fl", (0, 2000, 1080, 2180), click=True, rid="miniPlayerFragment"), E(RM, "tv", (160, 2030, 800, 2090), text="Holocene · Bon Iver", rid="miniPlayerTitle"),
            E(RM, "pb", (0, 2000, 1080, 2008), desc=pos, rid="progressBar"), E(RM, "ib", (900, 2040, 1020, 2150), desc="Pause", click=True, rid="miniPlayerPlayPauseButton")]
    out += [E(RM, "fl", (216 * i, 2190, 216 * i + 216, 2337), text=t, click=True, sel=t == "Playlists", rid="navigation_bar_item_large_label_view") for i, t in enumerate(("For you", "Songs", "Albums", "Artists", "Playlists"))]
    return out + (extra or [])


def t15(rs: rowkit2.RowSet) -> None:
    pls = [("Favorites", "42 Songs"), ("History", "100 Songs"), ("Last added", "18 Songs"), ("Top tracks", "25 Songs"), ("Morning run", "31 Songs"), ("Sunday coffee", "14 Songs")]
    r = Run(8 * 60 + 4, 70, rm_pl(pls, "1:12 / 5:37"))
    menu = [E(RM, "lv", (560, 150, 1060, 650))] + [E(RM, "tv", (580, 170 + 120 * i, 1040, 280 + 120 * i), text=t, click=True) for i, t in enumerate(("New playlist", "Import playlist", "Sort order", "Grid size"))]
    r.act("click", rm_pl(pls, "1:15 / 5:37", menu), on="More options")
    dl = [field(RM, 1100, None, "Playlist name", True, "actionNewPlaylist")]
    r.act("click", rm_pl(pls, "1:18 / 5:37", dialog(RM, "New playlist", None, ("Cancel", "Create"), dl)), on="New playlist")
    dl = [field(RM, 1100, "Road trip", "Playlist name", True, "actionNewPlaylist")]
    r.act("input_text", rm_pl(pls, "1:31 / 5:37", dialog(RM, "New playlist", None, ("Cancel", "Create"), dl)), on="Playlist name", text="Road trip")
    pls2 = pls[:4] + [("Morning run", "31 Songs"), ("Road trip", "0 Songs"), ("Sunday coffee", "14 Songs")]
    r.act("click", rm_pl(pls2, "1:34 / 5:37"), on="Create")
    ctx = [E(RM, "lv", (500, 1300, 1060, 1800))] + [E(RM, "tv", (520, 1320 + 120 * i, 1040, 1430 + 120 * i), text=t, click=True) for i, t in enumerate(("Play", "Rename", "Delete", "Save as file"))]
    r.act("long_press", rm_pl(pls2, "1:40 / 5:37", ctx), on="Road trip")
    r.act("click", rm_pl(pls2, "1:43 / 5:37", dialog(RM, "Delete playlist", "Delete the playlist Road trip?", ("Cancel", "Delete"))), on="Delete")
    r.act("click", rm_pl(pls, "1:47 / 5:37"), on="Delete")
    r.add(rs, 15)


# 16 bad: Settings, screen timeout set to 5 minutes reverts to 30 seconds
def t16(rs: rowkit2.RowSet) -> None:
    r = Run(22 * 60 + 10, 23, st_main())

    def disp(tmo: str, dark: bool) -> list[dict[str, Any]]:
        items = [("Brightness level", "46%"), ("Adaptive brightness", "On"), ("Dark theme", "On" if dark else "Off"), ("Screen timeout", f"After {tmo} of inactivity"),
                 ("Font size and text", "Default"), ("Display size", "Default"), ("Auto-rotate screen", "Off")]
        return st_page("Display", items)
    r.act("click", disp("30 seconds", False), on="Display")
    opts = ("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes")

    def tmo(sel: str) -> list[dict[str, Any]]:
        return bar(ST, None) + [E(ST, "tv", (63, 300, 1017, 440), text="Screen timeout", rid="collapsing_toolbar")] + [
            E(ST, "rb", (42, 480 + 160 * i, 1038, 620 + 160 * i), text=o, click=True, check=o == sel, rid="radio") for i, o in enumerate(opts)] + [
            E(ST, "tv", (63, 1640, 1017, 1760), text="Screen attention: Keeps screen on while you're looking at it", click=True, rid="summary")]
    r.act("click", tmo("30 seconds"), on="Screen timeout")
    r.act("click", tmo("5 minutes"), on="5 minutes")
    r.act("navigate_back", disp("5 minutes", False))
    r.act("click", disp("5 minutes", True), on="Dark theme", dt=1)
    r.act("navigate_back", st_main())
    r.act("click", disp("30 seconds", True), on="Display")
    r.add(rs, 16, bad=True, turn=7, kind="Screen timeout, set to 5 minutes in turn 3 and shown as 'After 5 minutes of inactivity' in turns 4-5, reads 'After 30 seconds of inactivity' when Display is reopened; only Dark theme was changed since.")


# 17 clean: Catima, a card is added, its balance edited
CA = "me.hackerchick.catima"


def ca_list(cards: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = bar(CA, "Catima", nav=None, acts=("Search", "Sort", "More options"))
    out += rows(CA, sorted(cards), y=300, h=200, rid=("store", "balance"), icon="letter")
    return out + [E(CA, "ib", (860, 2100, 1020, 2260), desc="Add", click=True, rid="fabAdd")]


def ca_card(name: str, cid: str, bal: str) -> list[dict[str, Any]]:
    out = bar(CA, name, acts=("Share", "Star", "Edit", "More options"))
    return out + [E(CA, "iv", (90, 400, 990, 900), desc="Barcode", click=True, rid="barcode"), E(CA, "tv", (90, 920, 990, 1010), text=cid, rid="cardIdView"),
                  E(CA, "tv", (90, 1060, 990, 1140), text=f"Balance: {bal}", rid="balanceView"), E(CA, "tv", (90, 1160, 990, 1240), text="Code 128", rid="barcodeType")]


def ca_edit(name: str | None, cid: str, bal: str | None, focus: str, title: str = "Add a card") -> list[dict[str, Any]]:
    out = bar(CA, title, nav="Close", acts=("Save",))
    return out + [field(CA, 300, name, "Name", focus == "name", "storeNameEdit"), field(CA, 480, None, "Note", False, "noteEdit"),
                  field(CA, 660, bal, "Balance", focus == "bal", "balanceField"), E(CA, "tv", (63, 860, 1017, 940), text="€", click=True, rid="balanceCurrencyField"),
                  E(CA, "tv", (63, 980, 1017, 1060), text=cid, rid="cardIdView"), E(CA, "tv", (63, 1100, 1017, 1180), text="Code 128", click=True, rid="barcodeTypeField")]


def t17(rs: rowkit2.RowSet) -> None:
    cards = [("Bücherhalle", "Balance: 0"), ("DM Payback", "Balance: 1,240 points"), ("IKEA Family", None), ("Stadtwerke Bibliothek", None)]
    r = Run(12 * 60 + 20, 58, ca_list(cards))
    scan = bar(CA, "Scan a barcode") + [E(CA, "v", (0, 283, 1080, 1700), desc="Camera preview", rid="zxing_barcode_scanner"),
                                        button(CA, "Enter card ID manually", (63, 1800, 1017, 1920)), button(CA, "Select image from gallery", (63, 1960, 1017, 2080))]
    r.act("click", scan, on="Add")
    man = bar(CA, "Enter card ID manually") + [field(CA, 300, None, "Card ID", True, "cardId"), button(CA, "OK", (760, 520, 1017, 640))]
    r.act("click", man, on="Enter card ID manually")
    man[-2] = field(CA, 300, "6062884311720", "Card ID", True, "cardId")
    r.act("input_text", man, on="Card ID", text="6062884311720")
    r.act("click", ca_edit(None, "6062884311720", None, "name"), on="OK")
    r.act("input_text", ca_edit("Green Leaf Market", "6062884311720", None, "name"), on="Name", text="Green Leaf Market")
    r.act("input_text", ca_edit("Green Leaf Market", "6062884311720", "12.50", "bal"), on="Balance", text="12.50")
    r.act("click", ca_card("Green Leaf Market", "6062884311720", "€12.50"), on="Save")
    r.act("click", ca_edit("Green Leaf Market", "6062884311720", "12.50", "", "Edit card"), on="Edit")
    r.act("input_text", ca_edit("Green Leaf Market", "6062884311720", "7.25", "bal", "Edit card"), on="12.50", text="7.25", clear_text=True)
    r.act("click", ca_card("Green Leaf Market", "6062884311720", "€7.25"), on="Save", dt=1)
    cards.append(("Green Leaf Market", "Balance: €7.25"))
    r.act("navigate_back", ca_list(cards))
    r.add(rs, 17)


# 18 bad: Settle Up, a member disappears from the expense form after another is added
SU = "io.stepuplabs.settleup"


def su_members(mem: list[str], extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    out = bar(SU, "Lisbon trip", acts=("Share group", "More options"))
    out += [E(SU, "tv", (0, 290, 360, 380), text="Transactions", click=True), E(SU, "tv", (360, 290, 720, 380), text="Balances", click=True),
            E(SU, "tv", (720, 290, 1080, 380), text="Members", click=True, sel=True)]
    out += rows(SU, [(m, "Default weight 1") for m in mem], y=400, h=170, rid=("name", "weight"), icon="letter")
    return out + [E(SU, "ib", (860, 2100, 1020, 2260), desc="Add member", click=True, rid="fab")] + (extra or [])


def t18(rs: rowkit2.RowSet) -> None:
    mem = ["Ana (me)", "Ben", "Carla", "Dev"]
    bal = bar(SU, "Lisbon trip", acts=("Share group", "More options")) + [E(SU, "tv", (0, 290, 360, 380), text="Transactions", click=True),
                                                                       E(SU, "tv", (360, 290, 720, 380), text="Balances", click=True, sel=True), E(SU, "tv", (720, 290, 1080, 380), text="Members", click=True)]
    bal += rows(SU, [("Carla", "+€427.73"), ("Ben", "-€86.27"), ("Ana (me)", "-€160.73"), ("Dev", "-€180.73")], y=400, h=170, rid=("name", "amount"), icon="letter")
    bal += [button(SU, "Settle debts", (63, 1200, 1017, 1320))]
    r = Run(19 * 60 + 1, 51, bal)
    r.act("click", su_members(mem), on="Members", dt=1)
    dl = [field(SU, 1100, None, "Name", True, "name")]
    r.act("click", su_members(mem, dialog(SU, "New member", None, ("Cancel", "Add"), dl)), on="Add member")
    dl = [field(SU, 1100, "Elif", "Name", True, "name")]
    r.act("input_text", su_members(mem, dialog(SU, "New member", None, ("Cancel", "Add"), dl)), on="Name", text="Elif")
    mem.append("Elif")
    r.act("click", su_members(mem), on="Add")
    tx = bar(SU, "Lisbon trip", acts=("Share group", "More options")) + [E(SU, "tv", (0, 290, 360, 380), text="Transactions", click=True, sel=True),
                                                                      E(SU, "tv", (360, 290, 720, 380), text="Balances", click=True), E(SU, "tv", (720, 290, 1080, 380), text="Members", click=True)]
    tx += rows(SU, [("Dinner at Taberna", "Ben paid €96.40 · May 14"), ("Tram 28 tickets", "Ana (me) paid €24.00 · May 14"), ("Airbnb Alfama", "Carla paid €612.00 · May 12")], y=400, h=190, rid=("purpose", "who_paid"))
    tx += [E(SU, "ib", (860, 2100, 1020, 2260), desc="Add transaction", click=True, rid="fab")]
    r.act("click", tx, on="Transactions")
    form = bar(SU, "New expense", nav="Close", acts=("!SAVE",)) + [field(SU, 300, None, "What for?", True, "purpose"), field(SU, 480, None, "Amount", False, "amount"),
                                                                  E(SU, "tv", (63, 680, 1017, 760), text="Who paid: Ana (me)", click=True, rid="who_paid"), E(SU, "tv", (63, 800, 1017, 870), text="For whom", rid="for_whom_header")]
    for i, m in enumerate(["Ana (me)", "Ben", "Carla", "Elif"]):
        form.append(E(SU, "cb", (63, 890 + 140 * i, 1017, 1010 + 140 * i), text=m, click=True, check=True, rid="member_checkbox"))
    r.act("click", form, on="Add transaction")
    r.add(rs, 18, bad=True, turn=6, kind="The 'For whom' list of the new expense has Ana, Ben, Carla and Elif but not Dev, although the Members tab listed Dev in turn 1 and again in turn 4 (all five, after Elif was added) and nobody was removed.")


# 19 clean: Loop Habit Tracker, check-ins move scores, re-sorted by score, a habit added
LH = "org.isoron.uhabits"


def lh_list(habits: list[tuple[str, int, list[bool]]], extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    out = bar(LH, "Habits", nav=None, acts=("Add habit", "Hide completed", "More options"))
    for i, d in enumerate(("THU\n16", "WED\n15", "TUE\n14", "MON\n13", "SUN\n12")):
        out.append(E(LH, "tv", (520 + 110 * i, 290, 630 + 110 * i, 380), text=d, rid="header"))
    y = 400
    for name, score, marks in habits:
        out += [E(LH, "vg", (0, y, 1080, y + 170), click=True, long=True, rid="habitCard"), E(LH, "v", (40, y + 45, 120, y + 125), desc=f"Score {score}%", rid="scoreRing"),
                E(LH, "tv", (150, y + 50, 510, y + 120), text=name, rid="label")]
        for i, m in enumerate(marks):
            out.append(E(LH, "v", (520 + 110 * i, y + 30, 630 + 110 * i, y + 140), desc=f"{name}, {('Today', 'Yesterday', 'Tue', 'Mon', 'Sun')[i]}: {'done' if m else 'not done'}", click=True, long=True, check=m))
        y += 170
    return out + (extra or [])


def t19(rs: rowkit2.RowSet) -> None:
    h = [("Meditate", 41, [False, True, False, True, True]), ("Read 20 pages", 63, [False, True, True, True, False]), ("No sugar", 18, [False, False, False, True, False]), ("Floss", 77, [False, True, True, True, True])]
    r = Run(21 * 60 + 40, 35, lh_list(h))
    h[1] = ("Read 20 pages", 66, [True, True, True, True, False])
    r.act("click", lh_list(h), on="Read 20 pages, Today: not done")
    h[0] = ("Meditate", 45, [True, True, False, True, True])
    r.act("click", lh_list(h), on="Meditate, Today: not done")
    det = bar(LH, "Read 20 pages", acts=("Edit habit", "More options")) + [E(LH, "tv", (63, 300, 1017, 380), text="Every day", rid="frequency"),
                                                                          E(LH, "tv", (63, 420, 500, 520), text="66%", rid="scoreLabel"), E(LH, "tv", (520, 420, 1017, 520), text="+4% month", rid="monthDiff"),
                                                                          E(LH, "tv", (63, 560, 1017, 640), text="Best streaks", rid="title"), E(LH, "tv", (63, 660, 1017, 730), text="4 days · May 13 – May 16", rid="streak")]
    r.act("click", det, on="Read 20 pages")
    r.act("navigate_back", lh_list(h))
    menu = [E(LH, "lv", (560, 150, 1060, 770))] + [E(LH, "tv", (580, 170 + 120 * i, 1040, 280 + 120 * i), text=t, click=True) for i, t in enumerate(("Manually", "By name", "By color", "By score", "By status"))]
    r.act("click", lh_list(h, menu), on="More options")
    hs = sorted(h, key=lambda x: -x[1])
    r.act("click", lh_list(hs), on="By score")
    r.act("click", bar(LH, "Create habit", nav="Close", acts=("!Save",)) + [field(LH, 300, None, "Name", True, "nameInput"), field(LH, 480, None, "Question", False, "questionInput"),
                                                                          E(LH, "tv", (63, 680, 1017, 760), text="Every day", click=True, rid="boolFrequencyPicker")], on="Add habit")
    r.act("input_text", bar(LH, "Create habit", nav="Close", acts=("!Save",)) + [field(LH, 300, "Stretch", "Name", True, "nameInput"), field(LH, 480, None, "Question", False, "questionInput"),
                                                                               E(LH, "tv", (63, 680, 1017, 760), text="Every day", click=True, rid="boolFrequencyPicker")], on="Name", text="Stretch")
    r.act("click", lh_list(hs + [("Stretch", 0, [False] * 5)]), on="Save")
    r.add(rs, 19)


# 21 clean: Clock, stopwatch and timer values run on their own, a world clock city is removed
def dc_sw(t: str, laps: list[str], running: bool) -> list[dict[str, Any]]:
    out = [E(DC, "tv", (63, 160, 700, 260), text="Stopwatch", rid="action_bar_title"), E(DC, "tv", (140, 500, 940, 760), text=t, rid="stopwatch_time_text")]
    out += [E(DC, "tv", (100, 900 + 110 * i, 980, 990 + 110 * i), text=f"# {len(laps) - i}    {lp}", rid="lap_time") for i, lp in enumerate(reversed(laps))]
    out += [E(DC, "ib", (150, 1900, 350, 2100), desc="Lap" if running else "Reset", click=True, rid="left_button"),
            E(DC, "ib", (420, 1880, 660, 2120), desc="Pause" if running else "Start", click=True, rid="fab")]
    return out + dc_tabs("Stopwatch")


def dc_world(now: int, cities: list[tuple[str, int]], extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    def fmt(m: int) -> str:
        m %= 1440
        return f"{(m // 60 - 1) % 12 + 1}:{m % 60:02d} {'AM' if m < 720 else 'PM'}"
    out = [E(DC, "tv", (63, 160, 700, 260), text="Clock", rid="action_bar_title"), E(DC, "ib", (954, 150, 1080, 276), desc="More options", click=True), E(DC, "tv", (63, 320, 1017, 560), text=fmt(now), rid="digital_clock"),
           E(DC, "tv", (63, 570, 1017, 630), text="Thu, May 16", rid="date")]
    y = 700
    for c, off in cities:
        out += [E(DC, "vg", (32, y, 1048, y + 190), click=True, long=True, rid="city_card"), E(DC, "tv", (74, y + 30, 600, y + 100), text=c, rid="city_name"),
                E(DC, "tv", (74, y + 105, 600, y + 160), text=f"{'+' if off >= 0 else '-'}{abs(off) // 60} hr" if off else "Same time", rid="hours_ahead"),
                E(DC, "tv", (620, y + 40, 1030, y + 150), text=fmt(now + off), rid="digital_clock")]
        y += 200
    return out + [E(DC, "ib", (414, 1980, 666, 2150), desc="Cities", click=True, rid="fab")] + dc_tabs("Clock") + (extra or [])


def t21(rs: rowkit2.RowSet) -> None:
    r = Run(14 * 60 + 2, 88, dc_sw("00:00.00", [], False))
    r.act("click", dc_sw("00:00.41", [], True), on="Start")
    r.act("wait", dc_sw("00:12.87", [], True))
    r.act("click", dc_sw("00:15.02", ["00:14.96"], True), on="Lap")
    r.act("click", dc_sw("00:31.55", ["00:14.96", "00:31.49"], False), on="Pause", dt=1)
    r.act("click", dc_sw("00:00.00", [], False), on="Reset")
    cities = [("Tokyo", 420), ("New York", -360), ("Lagos", -60)]
    r.act("click", dc_world(r.t, cities), on="Clock")
    menu = [E(DC, "lv", (560, 150, 1060, 520))] + [E(DC, "tv", (580, 170 + 120 * i, 1040, 280 + 120 * i), text=t, click=True) for i, t in enumerate(("Screen saver", "Settings", "Send feedback"))]
    r.act("click", dc_world(r.t + 1, cities, menu), on="More options", dt=1)
    r.act("navigate_back", dc_world(r.t, cities))
    r.act("long_press", dc_world(r.t, cities, [E(DC, "bt", (74, 1120, 600, 1190), text="Remove", click=True, rid="remove")]), on="Lagos")
    r.act("click", dc_world(r.t, cities[:2]), on="Remove")
    r.act("wait", dc_world(r.t + 2, cities[:2]), dt=2)
    r.add(rs, 21)


# 22 bad: Broccoli, a recipe quantity changes when the recipe is opened again
BR = "com.flauschcode.broccoli"


def br_list(recs: list[tuple[str, str]], fav: set[str]) -> list[dict[str, Any]]:
    out = bar(BR, "Recipes", nav="Open navigation drawer", acts=("Search", "More options"))
    out += rows(BR, [(n, d + (" · ★" if n in fav else "")) for n, d in recs], y=300, h=320, rid=("card_text_view_title", "card_text_view_description"), icon="Recipe photo")
    return out + [E(BR, "ib", (860, 2100, 1020, 2260), desc="Add recipe", click=True, rid="fab")]


def br_recipe(name: str, meta: list[str], ingr: list[str], steps: list[str], fav: bool, scrolled: bool = False) -> list[dict[str, Any]]:
    out = bar(BR, name, acts=("Unfavorite" if fav else "Favorite", "Edit", "More options"))
    y = 300
    body = ([] if scrolled else meta + ["Ingredients"] + ingr) + (["Directions"] + steps if scrolled else ["Directions"])
    for t in body:
        out.append(E(BR, "tv", (63, y, 1017, y + 100), text=t, rid="recipe_details_text"))
        y += 110
    return out


def t22(rs: rowkit2.RowSet) -> None:
    recs = [("Shakshuka", "Eggs poached in a spiced tomato sauce"), ("Red lentil soup", "Turkish style, with mint butter"), ("Banana bread", "One bowl, no mixer"), ("Pad kra pao", "Thai holy basil stir-fry")]
    fav = {"Banana bread"}
    r = Run(18 * 60 + 15, 61, br_list(recs, fav))
    meta = ["Servings: 4", "Preparation time: 35 min", "Source: Ottolenghi, Plenty"]
    ing = ["2 tbsp olive oil", "1 onion, sliced", "2 red peppers, sliced", "1 tsp cumin", "1 tsp sweet paprika", "800 g canned tomatoes", "6 eggs", "100 g feta", "Handful of coriander"]
    st = ["1. Fry onion and peppers in the oil for 10 minutes.", "2. Add spices, then tomatoes; simmer 15 minutes.", "3. Make six wells, crack in the eggs, cover for 7 minutes.", "4. Crumble feta and coriander over; serve with bread."]
    r.act("click", br_recipe("Shakshuka", meta, ing, st, False), on="Shakshuka")
    r.act("scroll", br_recipe("Shakshuka", meta, ing, st, False, scrolled=True), direction="down")
    r.act("navigate_back", br_list(recs, fav))
    lm = ["Servings: 6", "Preparation time: 45 min", "Source: Grandma Aylin"]
    li = ["300 g red lentils", "1 onion", "1 carrot", "2 tbsp tomato paste", "1.5 l vegetable stock", "1 tbsp dried mint", "40 g butter"]
    ls = ["1. Soften onion and carrot.", "2. Add paste, lentils, stock; simmer 25 min.", "3. Blend; top with mint butter."]
    r.act("click", br_recipe("Red lentil soup", lm, li, ls, False), on="Red lentil soup", dt=1)
    r.act("click", br_recipe("Red lentil soup", lm, li, ls, True), on="Favorite")
    fav.add("Red lentil soup")
    r.act("navigate_back", br_list(recs, fav))
    ing2 = list(ing)
    ing2[5] = "600 g canned tomatoes"
    r.act("click", br_recipe("Shakshuka", meta, ing2, st, False), on="Shakshuka")
    r.add(rs, 22, bad=True, turn=7, kind="Re-opening Shakshuka shows '600 g canned tomatoes' where turn 1 showed '800 g canned tomatoes'; the recipe was never edited (only the lentil soup was favourited).")


def main() -> None:
    rs = rowkit2.RowSet(Path(__file__).parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
