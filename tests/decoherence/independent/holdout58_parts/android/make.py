# ruff: noqa: E501
"""Held-out set 58, domain ``android``: 22 AndroidWorld trajectories written blind.

Every observation is the next screen as AndroidWorld prints it (``UI element N: UIElement(...)`` lines,
status bar first). Eleven trajectories carry exactly one contradiction (labelled with the first turn
whose screen conflicts with an earlier one); the other eleven are clean but full of legitimate changes.
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
2. **Current Screen State**: The visible Android UI state, as a list of `UI element N: UIElement(...)` lines
3. **Android Action**: An AndroidWorld action (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

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

CLS = {
    "TV": "android.widget.TextView", "BT": "android.widget.Button", "IB": "android.widget.ImageButton",
    "IV": "android.widget.ImageView", "ET": "android.widget.EditText", "SW": "android.widget.Switch",
    "CB": "android.widget.CheckBox", "RB": "android.widget.RadioButton", "LL": "android.widget.LinearLayout",
    "FL": "android.widget.FrameLayout", "RL": "android.widget.RelativeLayout", "VG": "android.view.ViewGroup",
    "V": "android.view.View", "RV": "androidx.recyclerview.widget.RecyclerView", "LV": "android.widget.ListView",
    "SB": "android.widget.SeekBar", "PB": "android.widget.ProgressBar", "TB": "android.widget.ToggleButton",
    "CT": "android.widget.CheckedTextView", "WV": "android.webkit.WebView", "HS": "android.widget.HorizontalScrollView",
    "SV": "android.widget.ScrollView",
}
SYSUI = "com.android.systemui"


def el(c: str, text: str | None = None, rid: str | None = None, desc: str | None = None, *, h: int = 126,
       x: tuple[int, int] = (42, 1038), same: bool = False, dy: int = 0, click: bool = False, edit: bool = False,
       check: bool | None = None, sel: bool = False, scroll: bool = False, focus: bool = False, lc: bool = False,
       hint: str | None = None, en: bool = True, pkg: str | None = None, box: tuple[int, int, int, int] | None = None) -> dict[str, Any]:
    return {"c": CLS.get(c, c), "text": text, "rid": rid, "desc": desc, "h": h, "x": x, "same": same, "dy": dy,
            "click": click, "edit": edit, "check": check, "sel": sel, "scroll": scroll, "focus": focus, "lc": lc,
            "hint": hint, "en": en, "pkg": pkg, "box": box}


def status_bar(clock: str, bat: int, net: str) -> list[dict[str, Any]]:
    netdesc = {"wifi": "Wifi signal full.", "wifi3": "Wifi three bars.", "mobile": "Phone four bars.",
               "lte": "T-Mobile LTE, four bars."}[net]
    return [el("TV", clock, "com.android.systemui:id/clock", pkg=SYSUI, box=(42, 147, 14, 69)),
            el("IV", None, "com.android.systemui:id/wifi_signal" if net.startswith("wifi") else "com.android.systemui:id/mobile_signal",
               netdesc, pkg=SYSUI, box=(874, 916, 20, 62)),
            el("IV", None, "com.android.systemui:id/battery", f"Battery {bat} percent.", pkg=SYSUI, box=(937, 1038, 20, 62))]


def fmt(i: int, e: dict[str, Any], box: tuple[int, int, int, int], pkg: str) -> str:
    p = e["pkg"] or pkg
    rid = e["rid"]
    rn = None if rid is None else (rid if ":" in rid else f"{p}:id/{rid}")
    checkable = e["check"] is not None
    focusable = e["click"] or e["edit"] or e["scroll"]
    return (f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, class_name={e['c']!r}, "
            f"bbox=None, bbox_pixels=BoundingBox(x_min={box[0]}, x_max={box[1]}, y_min={box[2]}, y_max={box[3]}), "
            f"hint_text={e['hint']!r}, is_checked={bool(e['check'])}, is_checkable={checkable}, is_clickable={e['click']}, "
            f"is_editable={e['edit']}, is_enabled={e['en']}, is_focused={e['focus']}, is_focusable={focusable}, "
            f"is_long_clickable={e['lc']}, is_scrollable={e['scroll']}, is_selected={e['sel']}, is_visible=True, "
            f"package_name={p!r}, resource_name={rn!r}, tooltip=None, resource_id=None, metadata=None)")


def render(pkg: str, clock: str, els: list[dict[str, Any]], bat: int, net: str) -> str:
    out = []
    allels = status_bar(clock, bat, net) + els
    cursor, start = 136, 136
    for i, e in enumerate(allels):
        if e["box"] is not None:
            box = e["box"]
        else:
            if not e["same"]:
                start = cursor
                cursor += e["h"]
            y0 = start + e["dy"]
            box = (e["x"][0], e["x"][1], y0, min(y0 + e["h"], 2337))
        out.append(fmt(i, e, box, pkg))
    return "\n".join(out)


def ix(els: list[dict[str, Any]], key: str, n: int = 0) -> int:
    k = 0
    for i, e in enumerate(els):
        if key in (e["text"], e["desc"], e["rid"], e["hint"]):
            if k == n:
                return i + 3
            k += 1
    raise KeyError(key)


def act(action_type: str, **kw: Any) -> str:
    return json.dumps({"action_type": action_type, **kw})


class Traj:
    """One trajectory: keeps the current screen so that element indices in actions are right."""

    def __init__(self, pkg: str, els: list[dict[str, Any]], clock: str, bat: int = 80, net: str = "wifi") -> None:
        self.pkg, self.cur, self.clock, self.bat, self.net = pkg, els, clock, bat, net
        self.state = render(pkg, clock, els, bat, net)
        self.turns: list[tuple[str, str]] = []

    def step(self, action: str, els: list[dict[str, Any]], clock: str | None = None, pkg: str | None = None,
             bat: int | None = None, net: str | None = None) -> None:
        self.clock = clock or self.clock
        self.pkg = pkg or self.pkg
        self.bat = self.bat if bat is None else bat
        self.net = net or self.net
        self.cur = els
        self.turns.append((action, render(self.pkg, self.clock, els, self.bat, self.net)))

    def tap(self, key: str, n: int = 0) -> str:
        return act("click", index=ix(self.cur, key, n))

    def hold(self, key: str, n: int = 0) -> str:
        return act("long_press", index=ix(self.cur, key, n))

    def type(self, key: str, text: str, n: int = 0) -> str:
        return act("input_text", text=text, index=ix(self.cur, key, n))

    def add(self, rs: RowSet, tid: str, **label: Any) -> None:
        rs.add("android", tid, SYSTEM, self.turns, state=self.state, **label)


def pref(title: str, summary: str | None = None, *, sw: bool | None = None, rid_sw: str = "android:id/switch_widget") -> list[dict[str, Any]]:
    """A preference row: clickable container, title, optional summary, optional switch."""
    h = 220 if summary else 168
    row = [el("LL", h=h, click=True),
           el("TV", title, "android:id/title", same=True, dy=40, h=64, x=(189, 880 if sw is not None else 1038))]
    if summary:
        row.append(el("TV", summary, "android:id/summary", same=True, dy=108, h=56, x=(189, 880 if sw is not None else 1038)))
    if sw is not None:
        row.append(el("SW", None, rid_sw, check=sw, click=True, same=True, dy=h // 2 - 40, h=80, x=(906, 1038)))
    return row


# ---------------------------------------------------------------- 01 Settings (clean)
ST = "com.android.settings"


def st_home(bat: int) -> list[dict[str, Any]]:
    els = [el("TV", "Settings", "homepage_title", h=190),
           el("LL", None, "search_action_bar", click=True, h=150),
           el("TV", "Search settings", "search_action_bar_title", same=True, dy=40, h=70, x=(147, 900)),
           el("IV", None, "account_avatar", "Alex Moreno", click=True, same=True, dy=25, h=100, x=(920, 1020)),
           el("RV", None, "recycler_view", scroll=True, h=0, box=(0, 1080, 476, 2337))]
    for t, s in [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                 ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                 ("Battery", f"{bat}%"), ("Storage", "38% used - 79.38 GB free"),
                 ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                 ("Wallpaper & style", "Colors, themed icons, app grid")]:
        els += pref(t, s)
    return els


def st_net(ssid: str) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "Network & internet", "collapsing_toolbar", h=200)]
    els += pref("Internet", ssid) + pref("Calls & SMS", "T-Mobile") + pref("SIMs", "T-Mobile")
    els += pref("Airplane mode", None, sw=False) + pref("Hotspot & tethering", "Off") + pref("Data Saver", "Off")
    els += pref("VPN", "None") + pref("Private DNS", "Automatic")
    return els


def st_internet(wifi_on: bool, nets: list[tuple[str, str | None]]) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "Internet", "collapsing_toolbar", h=200)]
    els += pref("T-Mobile", "Mobile data won't auto-connect while Wi‑Fi is on" if wifi_on else "Connected / LTE")
    els += pref("Wi‑Fi", None, sw=wifi_on)
    for name, summ in nets:
        els += pref(name, summ)
    if wifi_on:
        els += pref("Add network")
    els += pref("Saved networks", "3 networks") + pref("Network preferences", "Wi‑Fi turns back on automatically")
    els += pref("Wi‑Fi data usage", "1.84 GB used Sep 20 – Oct 17")
    return els


def st_display(dark: bool) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "Display", "collapsing_toolbar", h=200)]
    els += pref("Brightness level", "62%") + pref("Adaptive brightness", None, sw=True)
    els += [el("TV", "Lock display", "android:id/title", h=100, x=(189, 1038))]
    els += pref("Lock screen", "Show all notification content") + pref("Screen timeout", "After 30 seconds of inactivity")
    els += [el("TV", "Appearance", "android:id/title", h=100, x=(189, 1038))]
    els += pref("Dark theme", "Will never turn off automatically" if dark else "Will never turn on automatically", sw=dark)
    els += pref("Font size", "Default") + pref("Display size", "Default")
    return els


def t01(rs: RowSet) -> None:
    t = Traj(ST, st_home(84), "9:14", 84)
    t.step(t.tap("Network & internet"), st_net("HomeNet-5G"), "9:14")
    scan1 = [("HomeNet-5G", "Connected"), ("HomeNet-2G", "Saved"), ("NETGEAR47", None), ("xfinitywifi", None),
             ("DIRECT-7B-HP LaserJet", None)]
    t.step(t.tap("Internet"), st_internet(True, scan1), "9:15")
    t.step(t.tap("android:id/switch_widget"), st_internet(False, []), "9:15", net="lte")
    scan2 = [("HomeNet-5G", "Connected"), ("HomeNet-2G", "Saved"), ("xfinitywifi", None), ("Pixel_4821", None),
             ("NETGEAR47", None)]
    t.step(t.tap("android:id/switch_widget"), st_internet(True, scan2), "9:15", net="wifi3")
    t.step(act("navigate_back"), st_net("HomeNet-5G"), "9:16", net="wifi")
    t.step(act("navigate_back"), st_home(83), "9:16", bat=83)
    t.step(t.tap("Display"), st_display(False), "9:17")
    t.step(t.tap("android:id/switch_widget", 1), st_display(True), "9:17")
    t.add(rs, "h58-android-01")


# ---------------------------------------------------------------- 02 Markor (bad: a file line changes)
MK = "net.gsantner.markor"
MEETING = ("# Sync with Dana — 2023-10-12\n\nAttendees: Dana Whitfield, Marcus Ortega, me\n\n## Notes\n"
           "- Budget review moved to Thursday 14:30\n- Vendor shortlist: Brightline, Okapi Labs, Tessera\n"
           "- Hiring: 2 backend roles approved, 1 design role on hold\n"
           "- Room 4B booked for the offsite planning (capacity 8)\n\n## Action items\n"
           "- [ ] Send Q3 deck to Marcus by Friday\n- [ ] Ask Okapi Labs for a revised quote\n- [x] Share notes in #ops-sync\n")
MK_FILES = [("archive", "2023-09-30 11:02", None),
            ("groceries.md", "2023-10-15 18:20", "- oat milk\n- eggs (12)\n- sourdough\n- spinach\n- feta\n- lemons x3\n- coffee beans (Ethiopia, 340 g)\n- dish soap\n"),
            ("ideas.md", "2023-10-08 22:41", "x" * 1311),
            ("meeting_2023_10_12.md", "2023-10-12 17:48", MEETING),
            ("QuickNote.md", "2023-10-16 08:03", "call landlord re: radiator\nparcel locker code 5521\n"),
            ("todo.txt", "2023-10-16 07:55", "(A) 2023-10-16 Pay electricity bill due:2023-10-20\n(B) Book dentist +health\nx 2023-10-15 Return library books\nWater plants @home\n")]


def size(text: str) -> str:
    n = len(text.encode())
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


def mk_list(files: list[tuple[str, str, str | None]], selected: str | None = None) -> list[dict[str, Any]]:
    if selected:
        els = [el("IB", None, None, "Done", click=True, h=147, x=(0, 147)),
               el("TV", "1 selected", "action_bar_title", same=True, h=147, x=(189, 600)),
               el("IB", None, "action_delete_selected_items", "Delete", click=True, same=True, h=147, x=(660, 786)),
               el("IB", None, "action_share", "Share", click=True, same=True, h=147, x=(786, 912)),
               el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038))]
    else:
        els = [el("TV", "Markor", "toolbar_title", h=147, x=(42, 600)),
               el("IB", None, "action_search", "Search", click=True, same=True, h=147, x=(660, 786)),
               el("IB", None, "action_sort", "Sort by", click=True, same=True, h=147, x=(786, 912)),
               el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
               el("TV", "/storage/emulated/0/Documents", "ui__filesystem_dialog__current_folder", h=84)]
    els.append(el("RV", None, "ui__filesystem_dialog__recycler_view", scroll=True, box=(0, 1080, 367, 2043)))
    for name, date, body in files:
        descr = date if body is None else f"{date} • {size(body)}"
        els += [el("LL", None, "ui__filesystem_item__root", click=True, lc=True, sel=name == selected, h=168),
                el("IV", None, "ui__filesystem_item__image", "Folder" if body is None else "File", same=True, dy=42, h=84, x=(42, 126)),
                el("TV", name, "ui__filesystem_item__title", same=True, dy=30, h=60, x=(168, 1038)),
                el("TV", descr, "ui__filesystem_item__description", same=True, dy=96, h=46, x=(168, 1038))]
    els += [el("IB", None, "fab_add_new_item", "Create a new file or folder", click=True, box=(870, 1038, 1875, 2043)),
            el("TV", "Files", "nav_notebook", click=True, sel=True, box=(0, 270, 2085, 2337)),
            el("TV", "To-Do", "nav_todo", click=True, box=(270, 540, 2085, 2337)),
            el("TV", "QuickNote", "nav_quicknote", click=True, box=(540, 810, 2085, 2337)),
            el("TV", "More", "nav_more", click=True, box=(810, 1080, 2085, 2337))]
    return els


def mk_editor(text: str, menu: bool = False) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "meeting_2023_10_12", "toolbar_title", same=True, h=147, x=(189, 640)),
           el("IB", None, "action_undo", "Undo", en=False, same=True, h=147, x=(660, 786)),
           el("IB", None, "action_preview", "Preview", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("ET", text, "document__fragment__edit__highlighting_editor", click=True, edit=True, lc=True, scroll=True, box=(0, 1080, 283, 2127))]
    for i, d in enumerate(["Bold", "Italic", "Header", "Unordered list", "Checkbox", "Insert link", "Insert image"]):
        els.append(el("IB", None, None, d, click=True, box=(i * 150, i * 150 + 150, 2127, 2262)))
    if menu:
        els.append(el("LV", None, None, None, box=(540, 1059, 157, 1045)))
        for i, m in enumerate(["Search", "Share", "Format", "Line numbers", "Wrap text", "Document info"]):
            els.append(el("TV", m, "android:id/title", click=True, box=(582, 1017, 178 + i * 144, 322 + i * 144)))
    return els


def t02(rs: RowSet) -> None:
    t = Traj(MK, mk_list(MK_FILES), "10:02", 71)
    t.step(t.tap("meeting_2023_10_12.md"), mk_editor(MEETING), "10:02")
    t.step(act("navigate_back"), mk_list(MK_FILES), "10:03")
    t.step(t.hold("todo.txt"), mk_list(MK_FILES, selected="todo.txt"), "10:03")
    dialog = mk_list(MK_FILES, selected="todo.txt") + [
        el("FL", None, "android:id/content", box=(63, 1017, 960, 1440)),
        el("TV", "Delete", "alertTitle", box=(126, 954, 1023, 1104)),
        el("TV", "Do you really want to delete todo.txt?", "android:id/message", box=(126, 954, 1134, 1260)),
        el("BT", "CANCEL", "android:id/button2", click=True, box=(567, 771, 1323, 1428)),
        el("BT", "OK", "android:id/button1", click=True, box=(792, 954, 1323, 1428))]
    t.step(t.tap("Delete"), dialog, "10:03")
    rest = [f for f in MK_FILES if f[0] != "todo.txt"]
    t.step(t.tap("OK"), mk_list(rest), "10:04")
    wrong = MEETING.replace("Thursday 14:30", "Thursday 15:30")
    t.step(t.tap("meeting_2023_10_12.md"), mk_editor(wrong), "10:04")
    t.step(t.tap("More options"), mk_editor(wrong, menu=True), "10:04")
    t.step(act("navigate_back"), mk_editor(wrong), "10:05")
    t.step(act("navigate_back"), mk_list(rest), "10:05")
    t.add(rs, "h58-android-02", bad=True, turn=6,
          kind="Reopened meeting_2023_10_12.md says the budget review is Thursday 15:30, but turn 1 showed 14:30 and the file was never edited.")


# ---------------------------------------------------------------- 03 Clock (bad: an alarm switch reverts)
CK = "com.google.android.deskclock"
DAYS = [("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday"), ("S", "Sunday")]


def ck_tabs(sel: str) -> list[dict[str, Any]]:
    return [el("FL", None, "tab_menu_" + n.lower(), n, click=True, sel=n == sel, box=(i * 216, i * 216 + 216, 2148, 2337))
            for i, n in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"])] + \
           [el("TV", n, "navigation_bar_item_large_label_view", box=(i * 216 + 30, i * 216 + 186, 2265, 2313))
            for i, n in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"])]


def ck_alarm(time: str, label: str, days: str, on: bool, expanded: list[bool] | None = None) -> list[dict[str, Any]]:
    if expanded is None:
        return [el("VG", None, "alarm_item", click=True, h=300),
                el("TV", label, "edit_label", same=True, dy=24, h=52, x=(63, 700)),
                el("TV", time, "digital_clock", same=True, dy=80, h=130, x=(63, 640)),
                el("SW", None, "onoff", f"{time} {label}", check=on, click=True, same=True, dy=110, h=80, x=(870, 1017)),
                el("TV", days, "days_of_week", same=True, dy=222, h=52, x=(63, 700)),
                el("IB", None, "arrow", "Expand alarm", click=True, same=True, dy=210, h=84, x=(933, 1017))]
    els = [el("VG", None, "alarm_item", click=True, h=940),
           el("TV", label, "edit_label", same=True, dy=24, h=52, x=(63, 700)),
           el("TV", time, "digital_clock", same=True, dy=80, h=130, x=(63, 640)),
           el("SW", None, "onoff", f"{time} {label}", check=on, click=True, same=True, dy=110, h=80, x=(870, 1017)),
           el("IB", None, "collapse_expand", "Collapse alarm", click=True, same=True, dy=24, h=84, x=(933, 1017))]
    for i, ((letter, name), chk) in enumerate(zip(DAYS, expanded, strict=True)):
        els.append(el("CB", letter, "day_button_" + str(i), name, check=chk, click=True, same=True, dy=240, h=110, x=(63 + i * 136, 173 + i * 136)))
    els += [el("TV", "Add label" if not label else label, "edit_label_expanded", "Label", click=True, same=True, dy=380, h=100, x=(63, 1017)),
            el("TV", "Cesium", "choose_ringtone", "Ringtone Cesium", click=True, same=True, dy=490, h=100, x=(63, 1017)),
            el("CB", "Vibrate", "vibrate_onoff", check=True, click=True, same=True, dy=600, h=100, x=(63, 1017)),
            el("TV", "Google Assistant Routine", "google_assistant", click=True, same=True, dy=710, h=100, x=(63, 1017)),
            el("TV", "Delete", "delete", click=True, same=True, dy=820, h=100, x=(63, 400))]
    return els


def ck_screen(alarms: list[list[dict[str, Any]]], snackbar: bool = False) -> list[dict[str, Any]]:
    els = [el("TV", "Alarm", "action_bar_title", h=189, x=(63, 700)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("RV", None, "alarm_recycler_view", scroll=True, box=(0, 1080, 325, 2148))]
    for a in alarms:
        els += a
    els.append(el("BT", None, "fab", "Add alarm", click=True, box=(456, 624, 1920, 2088)))
    if snackbar:
        els += [el("TV", "Alarm deleted", "snackbar_text", box=(63, 750, 1956, 2085)),
                el("BT", "Undo", "snackbar_action", click=True, box=(790, 1017, 1956, 2085))]
    return els + ck_tabs("Alarm")


def t03(rs: RowSet) -> None:
    wk5 = [True, True, True, True, True, False, False]
    wk4 = [True, True, False, True, True, False, False]
    a_c = ck_alarm("6:30 AM", "Work", "Mon, Tue, Wed, Thu, Fri", True)
    b_off = ck_alarm("7:45 AM", "Gym", "Sat, Sun", False)
    b_on = ck_alarm("7:45 AM", "Gym", "Sat, Sun", True)
    c = ck_alarm("9:00 PM", "Pills", "Every day", True)
    t = Traj(CK, ck_screen([a_c, b_off, c]), "9:38", 66)
    t.step(t.tap("7:45 AM Gym"), ck_screen([a_c, b_on, c]), "9:38")
    t.step(t.tap("Expand alarm"), ck_screen([ck_alarm("6:30 AM", "Work", "", True, wk5), b_on, c]), "9:39")
    t.step(t.tap("Wednesday"), ck_screen([ck_alarm("6:30 AM", "Work", "", True, wk4), b_off, c]), "9:39")
    t.step(t.tap("Delete"), ck_screen([b_off, c], snackbar=True), "9:39")
    a4 = ck_alarm("6:30 AM", "Work", "Mon, Tue, Thu, Fri", True)
    t.step(t.tap("Undo"), ck_screen([a4, b_off, c]), "9:40")
    timer = [el("TV", "Timer", "action_bar_title", h=189, x=(63, 700)),
             el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
             el("TV", "00h 00m 00s", "timer_setup_time", "0 hours, 0 minutes, 0 seconds", h=220, x=(150, 930))]
    for r, row in enumerate([["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["00", "0", None]]):
        for k, key in enumerate(row):
            if key is None:
                timer.append(el("IB", None, "timer_setup_delete", "Delete", en=False, click=True, box=(720, 930, 1080 + r * 200, 1260 + r * 200)))
            else:
                timer.append(el("BT", key, f"timer_setup_digit_{key}", click=True, box=(150 + k * 285, 360 + k * 285, 1080 + r * 200, 1260 + r * 200)))
    timer += ck_tabs("Timer")
    t.step(t.tap("Timer"), timer, "9:40")
    t.step(t.tap("Alarm"), ck_screen([a4, b_off, c]), "9:41")
    t.add(rs, "h58-android-03", bad=True, turn=3,
          kind="The 7:45 AM Gym alarm shows switched off at turn 3 though turn 1 switched it on and only the 6:30 alarm's Wednesday toggle was tapped.")


# ---------------------------------------------------------------- 04 Joplin (clean)
JP = "net.cozic.joplin"


def jp_drawer(counts: dict[str, int]) -> list[dict[str, Any]]:
    els = [el("V", None, None, "Side menu", box=(0, 840, 136, 2337)),
           el("TV", "Joplin", None, h=160, x=(42, 800)),
           el("TV", "All notes", None, click=True, h=130, x=(42, 640)),
           el("TV", str(sum(counts.values())), None, same=True, h=130, x=(700, 800))]
    els.append(el("TV", "NOTEBOOKS", None, h=110, x=(42, 800)))
    for nb, n in counts.items():
        els += [el("TV", nb, None, click=True, h=130, x=(84, 640)), el("TV", str(n), None, same=True, h=130, x=(700, 800))]
    els += [el("TV", "Synchronise", None, click=True, box=(42, 800, 2031, 2145)),
            el("TV", "Last sync: 16/10/2023 08:57", None, box=(42, 800, 2145, 2205)),
            el("TV", "Configuration", None, click=True, box=(42, 800, 2205, 2319))]
    return els


def jp_list(nb: str, notes: list[tuple[str, bool | None]], selected: str | None = None) -> list[dict[str, Any]]:
    if selected:
        head = [el("V", None, None, "Cancel selection", click=True, h=147, x=(0, 147)),
                el("TV", "1 selected", None, same=True, h=147, x=(189, 560)),
                el("V", None, None, "Delete", click=True, same=True, h=147, x=(702, 828)),
                el("V", None, None, "Move to notebook", click=True, same=True, h=147, x=(828, 954)),
                el("V", None, None, "Menu", click=True, same=True, h=147, x=(954, 1080))]
    else:
        head = [el("V", None, None, "Side menu", click=True, h=147, x=(0, 147)),
                el("TV", nb, None, same=True, h=147, x=(189, 700)),
                el("V", None, None, "Search", click=True, same=True, h=147, x=(828, 954)),
                el("V", None, None, "Menu", click=True, same=True, h=147, x=(954, 1080))]
    els = head + [el("SV", None, None, scroll=True, box=(0, 1080, 283, 2337))]
    for title, todo in notes:
        if todo is None:
            els.append(el("TV", title, None, click=True, lc=True, sel=title == selected, h=126))
        else:
            els += [el("CB", None, None, check=todo, click=True, h=126, x=(42, 126)),
                    el("TV", title, None, click=True, lc=True, sel=title == selected, same=True, h=126, x=(147, 1038))]
    els += [el("V", None, None, "New to-do", click=True, box=(891, 1038, 1848, 1995)),
            el("V", None, None, "New note", click=True, box=(891, 1038, 2016, 2163))]
    return els


def jp_note(done: list[bool], updated: str) -> list[dict[str, Any]]:
    items = ["Confirm Q4 headcount with finance", "Draft hiring plan (2 backend, 1 design)",
             "Book offsite venue (Nov 14–15)", "Renew Figma seats before Nov 1"]
    els = [el("V", None, None, "Back", click=True, h=147, x=(0, 147)),
           el("V", None, None, "Edit", click=True, same=True, h=147, x=(702, 828)),
           el("V", None, None, "Attach", click=True, same=True, h=147, x=(828, 954)),
           el("V", None, None, "Menu", click=True, same=True, h=147, x=(954, 1080)),
           el("TV", "Q4 planning", None, h=120),
           el("TV", f"Work · Updated: {updated}", None, h=70),
           el("WV", None, None, scroll=True, box=(0, 1080, 480, 2337)),
           el("TV", "Goals", None, h=110),
           el("TV", "Ship offline sync in the mobile app by Dec 8. Cut p95 API latency below 300 ms.", None, h=150),
           el("TV", "Checklist", None, h=110)]
    for it, d in zip(items, done, strict=True):
        els += [el("CB", None, None, check=d, click=True, h=110, x=(42, 126)), el("TV", it, None, same=True, h=110, x=(147, 1038))]
    els += [el("TV", "Budget", None, h=110),
            el("TV", "Tooling $18,400 · Travel $9,750 · Contractors $42,000", None, h=90)]
    return els


def t04(rs: RowSet) -> None:
    counts = {"Personal": 4, "Recipes": 3, "Work": 5}
    t = Traj(JP, jp_list("Personal", [("Passport renewal", False), ("Birthday ideas for Sam", None), ("Apartment viewing notes", None), ("Books to read", None)]), "8:59", 92)
    t.step(t.tap("Side menu"), jp_drawer(counts), "8:59")
    work = [("Standup notes 16/10", None), ("Q4 planning", None), ("Vendor comparison", None),
            ("Onboarding checklist", None), ("Send expense report", True)]
    t.step(t.tap("Work"), jp_list("Work", work), "9:00")
    t.step(t.tap("Q4 planning"), jp_note([True, False, False, False], "13/10/2023 17:22"), "9:00")
    t.step(act("click", index=ix(t.cur, "Checklist") + 3), jp_note([True, True, False, False], "16/10/2023 09:01"), "9:01")
    work2 = [("Q4 planning", None), ("Standup notes 16/10", None), ("Vendor comparison", None),
             ("Onboarding checklist", None), ("Send expense report", True)]
    t.step(act("navigate_back"), jp_list("Work", work2), "9:01")
    t.step(t.hold("Onboarding checklist"), jp_list("Work", work2, selected="Onboarding checklist"), "9:01")
    picker = jp_list("Work", work2, selected="Onboarding checklist") + [
        el("V", None, None, None, box=(84, 996, 820, 1500)),
        el("TV", "Move to notebook...", None, box=(126, 954, 860, 960)),
        el("TV", "Personal", None, click=True, box=(126, 954, 990, 1110)),
        el("TV", "Recipes", None, click=True, box=(126, 954, 1110, 1230)),
        el("TV", "Work", None, click=True, box=(126, 954, 1230, 1350)),
        el("BT", "CANCEL", None, click=True, box=(700, 954, 1380, 1480))]
    t.step(t.tap("Move to notebook"), picker, "9:02")
    work3 = [w for w in work2 if w[0] != "Onboarding checklist"]
    t.step(t.tap("Personal"), jp_list("Work", work3), "9:02")
    counts2 = {"Personal": 5, "Recipes": 3, "Work": 4}
    t.step(t.tap("Side menu"), jp_drawer(counts2), "9:02")
    pers = [("Onboarding checklist", None), ("Passport renewal", False), ("Birthday ideas for Sam", None),
            ("Apartment viewing notes", None), ("Books to read", None)]
    t.step(t.tap("Personal"), jp_list("Personal", pers), "9:03")
    t.add(rs, "h58-android-04")


# ---------------------------------------------------------------- 05 Files by Google (bad: trashed file is back)
FG = "com.google.android.apps.nbu.files"
DL = [("Screenshot_20231015-101212.png", "1.07 MB, Oct 15"), ("boarding_pass_LH1423.pdf", "212 kB, Oct 14"),
      ("setup_v2.3.1.apk", "24.6 MB, Oct 13"), ("IMG_20231012_183455.jpg", "3.41 MB, Oct 12"),
      ("invoice_88213.pdf", "96 kB, Oct 11"), ("lease_renewal_2024.pdf", "1.2 MB, Oct 9"),
      ("podcast_ep142.mp3", "58.3 MB, Oct 2")]


def fg_list(title: str, files: list[tuple[str, str]], selected: str | None = None, menu: bool = False) -> list[dict[str, Any]]:
    if selected:
        els = [el("IB", None, None, "Clear selection", click=True, h=147, x=(0, 147)),
               el("TV", "1 selected", "selection_title", same=True, h=147, x=(189, 560)),
               el("BT", None, "share_action", "Share", click=True, same=True, h=147, x=(660, 786)),
               el("BT", None, "delete_action", "Delete", click=True, same=True, h=147, x=(786, 912)),
               el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
               el("CB", "All items", "select_all_checkbox", check=False, click=True, h=110, x=(42, 600))]
    else:
        els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
               el("TV", title, "title", same=True, h=147, x=(189, 660)),
               el("IB", None, "search", "Search", click=True, same=True, h=147, x=(786, 912)),
               el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
               el("BT", "Date modified", "sort_chip", "Sort by Date modified", click=True, h=110, x=(42, 420))]
    els.append(el("RV", None, "file_list", scroll=True, box=(0, 1080, 393, 2337)))
    for name, meta in files:
        els += [el("VG", None, "file_item", click=True, lc=True, sel=name == selected, h=189),
                el("IV", None, "thumbnail", None, same=True, dy=32, h=126, x=(42, 168)),
                el("TV", name, "file_name", same=True, dy=38, h=60, x=(210, 900)),
                el("TV", meta, "file_info", same=True, dy=100, h=50, x=(210, 900))]
        if selected:
            els.append(el("CB", None, "file_checkbox", check=name == selected, click=True, same=True, dy=52, h=84, x=(933, 1017)))
    if menu:
        els.append(el("LV", None, None, None, box=(560, 1059, 157, 1213)))
        for i, m in enumerate(["Select all", "Copy to", "Move to", "Rename", "Add to favorites", "Move to Safe folder", "Open with", "File info"]):
            els.append(el("TV", m, "android:id/title", click=True, box=(602, 1017, 178 + i * 129, 307 + i * 129)))
    return els


def fg_folder(title: str, items: list[tuple[str, str | None]], picker: bool = False) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "Move to" if picker else title, "title", same=True, h=147, x=(189, 660))]
    if not picker:
        els.append(el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)))
    els.append(el("TV", "Internal storage" if title == "Internal storage" else f"Internal storage  ›  {title}", "breadcrumb", h=90))
    els.append(el("RV", None, "file_list", scroll=True, box=(0, 1080, 373, 2100 if picker else 2337)))
    for name, meta in items:
        els += [el("VG", None, "file_item", click=True, lc=not picker, en=not (picker and meta is not None), h=168),
                el("IV", None, "thumbnail", None, same=True, dy=42, h=84, x=(42, 126)),
                el("TV", name, "file_name", same=True, dy=30 if meta else 54, h=60, x=(168, 1017))]
        if meta:
            els.append(el("TV", meta, "file_info", same=True, dy=96, h=46, x=(168, 1017)))
    if picker:
        els += [el("BT", "Cancel", "cancel_button", click=True, box=(462, 735, 2163, 2289)),
                el("BT", "Move here", "move_here_button", click=True, en=title != "Internal storage", box=(756, 1038, 2163, 2289))]
    return els


ROOT = [("Alarms", None), ("Android", None), ("Audiobooks", None), ("DCIM", None), ("Documents", None), ("Download", None),
        ("Movies", None), ("Music", None), ("Notifications", None), ("Pictures", None), ("Podcasts", None), ("Recordings", None)]


def t05(rs: RowSet) -> None:
    t = Traj(FG, fg_list("Downloads", DL), "11:20", 58)
    t.step(t.hold("setup_v2.3.1.apk"), fg_list("Downloads", DL, selected="setup_v2.3.1.apk"), "11:20")
    dlg = fg_list("Downloads", DL, selected="setup_v2.3.1.apk") + [
        el("FL", None, "android:id/content", box=(63, 1017, 930, 1480)),
        el("TV", "Move 1 file to Trash?", "alertTitle", box=(126, 954, 993, 1080)),
        el("TV", "Files in Trash will be permanently deleted after 30 days", "android:id/message", box=(126, 954, 1110, 1250)),
        el("BT", "Cancel", "android:id/button2", click=True, box=(500, 720, 1350, 1455)),
        el("BT", "Move to Trash", "android:id/button1", click=True, box=(740, 954, 1350, 1455))]
    t.step(t.tap("Delete"), dlg, "11:20")
    dl2 = [f for f in DL if f[0] != "setup_v2.3.1.apk"]
    t.step(t.tap("Move to Trash"), fg_list("Downloads", dl2), "11:21")
    t.step(t.hold("invoice_88213.pdf"), fg_list("Downloads", dl2, selected="invoice_88213.pdf"), "11:21")
    t.step(t.tap("More options"), fg_list("Downloads", dl2, selected="invoice_88213.pdf", menu=True), "11:21")
    t.step(t.tap("Move to"), fg_folder("Internal storage", ROOT, picker=True), "11:22")
    docs_before = [("Taxes", None), ("cv_2023.pdf", "148 kB, Aug 30"), ("lease_2022.pdf", "1.1 MB, Oct 3, 2022")]
    t.step(t.tap("Documents"), fg_folder("Documents", docs_before, picker=True), "11:22")
    dl3 = [f for f in DL if f[0] != "invoice_88213.pdf"]
    t.step(t.tap("Move here"), fg_list("Downloads", dl3), "11:22")
    browse = [el("TV", "Files", "title", h=147, x=(63, 600)),
              el("IB", None, "search", "Search", click=True, same=True, h=147, x=(786, 912)),
              el("IV", None, "account_avatar", "Account and settings", click=True, same=True, h=147, x=(912, 1038)),
              el("TV", "Categories", None, h=100)]
    for i, cat in enumerate(["Downloads", "Images", "Videos", "Audio", "Documents & other", "Apps"]):
        browse.append(el("TV", cat, "category_label", click=True, box=(42 + (i % 2) * 504, 525 + (i % 2) * 504, 500 + (i // 2) * 190, 650 + (i // 2) * 190)))
    browse += [el("TV", "Collections", None, box=(42, 1038, 1090, 1180)),
               el("TV", "Favorites", None, click=True, box=(42, 525, 1200, 1350)),
               el("TV", "Safe folder", None, click=True, box=(546, 1029, 1200, 1350)),
               el("TV", "All storage devices", None, box=(42, 1038, 1390, 1480)),
               el("TV", "Internal storage", "storage_label", click=True, box=(168, 1038, 1500, 1570)),
               el("TV", "48.62 GB used of 128 GB", "storage_info", box=(168, 1038, 1570, 1630)),
               el("TV", "Clean", "nav_clean", click=True, box=(0, 360, 2148, 2337)),
               el("TV", "Browse", "nav_browse", click=True, sel=True, box=(360, 720, 2148, 2337)),
               el("TV", "Share", "nav_share", click=True, box=(720, 1080, 2148, 2337))]
    t.step(act("navigate_back"), browse, "11:23")
    t.step(t.tap("Internal storage"), fg_folder("Internal storage", ROOT), "11:23")
    docs_after = [("Taxes", None), ("cv_2023.pdf", "148 kB, Aug 30"), ("invoice_88213.pdf", "96 kB, Oct 11"),
                  ("lease_2022.pdf", "1.1 MB, Oct 3, 2022")]
    t.step(t.tap("Documents"), fg_folder("Documents", docs_after), "11:24")
    t.add(rs, "h58-android-05", bad=True, turn=8,
          kind="After moving the invoice, the Downloads list again shows setup_v2.3.1.apk, which turn 3 had moved to Trash.")


# ---------------------------------------------------------------- 06 Uber (clean)
UB = "com.ubercab"


def ub_home() -> list[dict[str, Any]]:
    return [el("TV", "Uber", None, h=147, x=(63, 400)),
            el("LL", None, "where_to_search", click=True, h=168),
            el("TV", "Where to?", "where_to_text", same=True, dy=42, h=84, x=(105, 700)),
            el("BT", "Now", "schedule_chip", "Schedule a ride", click=True, same=True, dy=30, h=108, x=(760, 1000)),
            el("TV", "Home", "saved_place_title", click=True, h=80, x=(168, 1038)),
            el("TV", "1450 Larkin St, San Francisco", "saved_place_subtitle", h=60, x=(168, 1038)),
            el("TV", "Work", "saved_place_title", click=True, h=80, x=(168, 1038)),
            el("TV", "500 Howard St, San Francisco", "saved_place_subtitle", h=60, x=(168, 1038)),
            el("TV", "Suggestions", None, h=120),
            el("TV", "Ride", None, "Ride", click=True, h=200, x=(42, 270)),
            el("TV", "Reserve", None, "Reserve", click=True, same=True, h=200, x=(290, 520)),
            el("TV", "Courier", None, "Courier", click=True, same=True, h=200, x=(540, 770)),
            el("TV", "Rent", None, "Rent", click=True, same=True, h=200, x=(790, 1020)),
            el("TV", "Home", "tab_home", click=True, sel=True, box=(0, 270, 2163, 2337)),
            el("TV", "Services", "tab_services", click=True, box=(270, 540, 2163, 2337)),
            el("TV", "Activity", "tab_activity", click=True, box=(540, 810, 2163, 2337)),
            el("TV", "Account", "tab_account", click=True, box=(810, 1080, 2163, 2337))]


def ub_plan(dest: str, sugg: list[tuple[str, str]]) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
           el("TV", "Plan your ride", None, same=True, h=147, x=(189, 800)),
           el("BT", "Pickup now", "pickup_time_chip", click=True, h=110, x=(42, 400)),
           el("BT", "For me", "rider_chip", click=True, same=True, h=110, x=(420, 700)),
           el("ET", "Current location", "pickup_location", click=True, edit=True, h=126, x=(126, 1017)),
           el("ET", dest or None, "destination_location", click=True, edit=True, focus=True, hint="Where to?", h=126, x=(126, 1017))]
    for title, sub in sugg:
        els += [el("LL", None, "location_row", click=True, h=189),
                el("TV", title, "location_row_title", same=True, dy=36, h=64, x=(168, 1017)),
                el("TV", sub, "location_row_subtitle", same=True, dy=104, h=52, x=(168, 1017))]
    return els


def ub_rides(sel: str, etas: dict[str, tuple[int, str]]) -> list[dict[str, Any]]:
    prices = {"UberX": "$42.87", "Comfort": "$51.20", "UberXL": "$63.14", "Uber Green": "$44.05"}
    seats = {"UberX": "4", "Comfort": "4", "UberXL": "6", "Uber Green": "4"}
    els = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
           el("V", None, "map", "Map. Route from Current location to San Francisco International Airport (SFO)", box=(0, 1080, 136, 1020)),
           el("TV", "Choose a ride, or swipe up for more", None, box=(42, 1038, 1040, 1120)),
           el("RV", None, "product_list", scroll=True, box=(0, 1080, 1120, 1970))]
    for name, (mins, drop) in etas.items():
        els += [el("VG", None, "product_row", name, click=True, sel=name == sel, h=200),
                el("TV", name, "product_name", same=True, dy=30, h=64, x=(231, 700)),
                el("TV", seats[name], "product_capacity", f"{seats[name]} seats", same=True, dy=30, h=64, x=(700, 760)),
                el("TV", f"{drop} · {mins} min away", "product_eta", same=True, dy=100, h=52, x=(231, 800)),
                el("TV", prices[name], "product_fare", same=True, dy=30, h=64, x=(820, 1038))]
    els += [el("LL", None, "payment_row", "Visa ending in 8812", click=True, box=(42, 1038, 1980, 2080)),
            el("TV", "Visa •••• 8812", None, box=(126, 700, 1995, 2065)),
            el("BT", f"Choose {sel}", "request_button", click=True, box=(42, 1038, 2110, 2257))]
    return els


def t06(rs: RowSet) -> None:
    t = Traj(UB, ub_home(), "6:41", 47, "lte")
    recent = [("Ferry Building", "1 Ferry Building, San Francisco, CA"), ("Chase Center", "1 Warriors Way, San Francisco, CA"),
              ("Tartine Manufactory", "595 Alabama St, San Francisco, CA"), ("Oakland International Airport (OAK)", "1 Airport Dr, Oakland, CA")]
    t.step(t.tap("Where to?"), ub_plan("", recent), "6:41")
    sfo = [("San Francisco International Airport (SFO)", "San Francisco, CA 94128"),
           ("SFO International Terminal", "International Terminal Main Hall, San Francisco, CA"),
           ("SFO Terminal 2", "Terminal 2 Departures, San Francisco, CA"),
           ("SFO Long Term Parking", "780 N McDonnell Rd, San Francisco, CA"),
           ("SFO Rental Car Center", "780 N McDonnell Rd, San Francisco, CA")]
    t.step(t.type("destination_location", "SFO"), ub_plan("SFO", sfo), "6:42")
    e1 = {"UberX": (4, "7:12 PM"), "Comfort": (3, "7:11 PM"), "UberXL": (6, "7:14 PM"), "Uber Green": (8, "7:16 PM")}
    t.step(t.tap("San Francisco International Airport (SFO)"), ub_rides("UberX", e1), "6:42")
    t.step(t.tap("Comfort"), ub_rides("Comfort", e1), "6:42")
    e2 = {"UberX": (5, "7:14 PM"), "Comfort": (3, "7:12 PM"), "UberXL": (5, "7:14 PM"), "Uber Green": (7, "7:16 PM")}
    t.step(act("wait"), ub_rides("Comfort", e2), "6:43")
    confirm = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
               el("V", None, "map", "Map. Pickup pin at 1450 Larkin St", box=(0, 1080, 136, 1500)),
               el("TV", "Confirm your pickup spot", None, box=(42, 1038, 1560, 1660)),
               el("TV", "1450 Larkin St", "pickup_address", box=(42, 800, 1700, 1790)),
               el("BT", "Search", "pickup_search", click=True, box=(820, 1038, 1700, 1790)),
               el("BT", "Confirm pickup", "confirm_button", click=True, box=(42, 1038, 2110, 2257))]
    t.step(t.tap("Choose Comfort"), confirm, "6:43")
    finding = [el("V", None, "map", "Map. Pickup pin at 1450 Larkin St", box=(0, 1080, 136, 1300)),
               el("TV", "Connecting you to a driver", "dispatch_title", box=(42, 1038, 1340, 1440)),
               el("PB", None, "dispatch_progress", "Searching", box=(42, 1038, 1460, 1480)),
               el("TV", "Comfort · $51.20", None, box=(42, 1038, 1520, 1600)),
               el("TV", "1450 Larkin St → San Francisco International Airport (SFO)", None, box=(42, 1038, 1600, 1680)),
               el("TV", "Visa •••• 8812", None, box=(42, 1038, 1690, 1760)),
               el("BT", "Cancel", "cancel_request", click=True, box=(42, 1038, 2110, 2257))]
    t.step(t.tap("Confirm pickup"), finding, "6:43")
    t.add(rs, "h58-android-06")


# ---------------------------------------------------------------- 07 Tasks (clean)
TK = "org.tasks"


def tk_list(open_: list[tuple[str, str | None]], done: list[str], expanded: bool = False, selected: str | None = None,
            snack: str | None = None) -> list[dict[str, Any]]:
    if selected:
        els = [el("IB", None, None, "Done", click=True, h=147, x=(0, 147)),
               el("TV", "1", None, same=True, h=147, x=(189, 400)),
               el("TV", None, "delete", "Delete", click=True, same=True, h=147, x=(786, 912)),
               el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038))]
    else:
        els = [el("IB", None, None, "Open navigation drawer", click=True, h=147, x=(0, 147)),
               el("TV", "My Tasks", None, same=True, h=147, x=(189, 700)),
               el("TV", None, "menu_search", "Search", click=True, same=True, h=147, x=(786, 912)),
               el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038))]
    els.append(el("RV", None, "recycler_view", scroll=True, box=(0, 1080, 283, 2337)))
    for title, due in open_:
        els += [el("VG", None, "row", click=True, lc=True, sel=title == selected, h=168),
                el("CB", None, "completeBox", check=False, click=True, same=True, dy=30, h=108, x=(21, 147)),
                el("TV", title, "title", same=True, dy=28 if due else 54, h=62, x=(168, 1038))]
        if due:
            els.append(el("TV", due, "due_date", same=True, dy=96, h=46, x=(168, 600)))
    els.append(el("TV", f"Completed ({len(done)})", "headerRow", click=True, h=126))
    if expanded:
        for title in done:
            els += [el("VG", None, "row", click=True, lc=True, h=147),
                    el("CB", None, "completeBox", check=True, click=True, same=True, dy=20, h=108, x=(21, 147)),
                    el("TV", title, "title", same=True, dy=42, h=62, x=(168, 1038))]
    if snack:
        els += [el("TV", snack, "snackbar_text", box=(42, 780, 2034, 2160)),
                el("BT", "Undo", "snackbar_action", click=True, box=(800, 1038, 2034, 2160))]
    else:
        els.append(el("IB", None, "fab", "Create new task", click=True, box=(870, 1038, 2034, 2202)))
    return els


def tk_edit(title: str | None, due: str) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Save", click=True, h=147, x=(0, 147)),
           el("IB", None, None, "Discard", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("CB", None, "completeBox", check=False, click=True, h=147, x=(21, 147)),
           el("ET", title, "title", click=True, edit=True, focus=title is None, hint="Task name", same=True, h=147, x=(168, 1038)),
           el("SV", None, None, scroll=True, box=(0, 1080, 430, 2337))]
    for label, val in [("Due date", due), ("Priority", "None"), ("Description", None), ("Lists", "My Tasks"),
                       ("Tags", None), ("Subtasks", "Add subtask"), ("Reminders", "Add reminder"), ("Repeat", "Does not repeat")]:
        els += [el("LL", None, None, label, click=True, h=147),
                el("TV", label if val is None else val, None, same=True, dy=40, h=67, x=(168, 1038))]
    return els


def t07(rs: RowSet) -> None:
    open0 = [("Call plumber about leak", "Today"), ("Pay electricity bill", "Fri, Oct 20"),
             ("Return library books", "Sat, Oct 21"), ("Buy birthday gift for Sam", "Sat, Oct 28"), ("Schedule car service", None)]
    done0 = ["Cancel gym trial", "Submit timesheet"]
    t = Traj(TK, tk_list(open0, done0), "12:05", 77)
    t.step(t.tap("Create new task"), tk_edit(None, "No date"), "12:05")
    t.step(t.type("title", "Renew passport photos"), tk_edit("Renew passport photos", "No date"), "12:06")
    picker = tk_edit("Renew passport photos", "No date") + [el("FL", None, "android:id/content", box=(63, 1017, 900, 1560))]
    for i, opt in enumerate(["Today", "Tomorrow", "Next week", "Pick date", "No date"]):
        picker.append(el("CT", opt, "android:id/text1", click=True, check=opt == "No date", box=(105, 975, 960 + i * 115, 1075 + i * 115)))
    t.step(t.tap("Due date"), picker, "12:06")
    t.step(t.tap("Tomorrow"), tk_edit("Renew passport photos", "Tomorrow"), "12:06")
    open1 = open0[:1] + [("Renew passport photos", "Tomorrow")] + open0[1:]
    t.step(t.tap("Save"), tk_list(open1, done0), "12:07")
    open2 = open1[1:]
    done1 = ["Call plumber about leak"] + done0
    t.step(act("click", index=ix(t.cur, "Call plumber about leak") - 1), tk_list(open2, done1), "12:07")
    t.step(t.tap("Completed (3)"), tk_list(open2, done1, expanded=True), "12:07")
    t.step(t.hold("Return library books"), tk_list(open2, done1, expanded=True, selected="Return library books"), "12:08")
    open3 = [o for o in open2 if o[0] != "Return library books"]
    t.step(t.tap("Delete"), tk_list(open3, done1, expanded=True, snack="Deleted Return library books"), "12:08")
    t.add(rs, "h58-android-07")


# ---------------------------------------------------------------- 08 Chase (bad: savings balance after transfer)
CH = "com.chase.sig.android"


def ch_tabs(sel: str) -> list[dict[str, Any]]:
    return [el("TV", n, None, n, click=True, sel=n == sel, box=(i * 216, i * 216 + 216, 2163, 2337))
            for i, n in enumerate(["Accounts", "Pay & transfer", "Plan & track", "Benefits & travel", "Explore"])]


def ch_accounts(chk: str, sav: str, upd: str) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Profile & settings", click=True, h=147, x=(0, 147)),
           el("TV", "Good afternoon, Alex", None, same=True, h=147, x=(189, 800)),
           el("IB", None, None, "Inbox, 2 new messages", click=True, same=True, h=147, x=(912, 1038)),
           el("SV", None, None, scroll=True, box=(0, 1080, 283, 2163)),
           el("TV", "Bank accounts (2)", None, h=110),
           el("VG", None, None, "TOTAL CHECKING (...4417)", click=True, h=250),
           el("TV", "TOTAL CHECKING (...4417)", None, same=True, dy=30, h=64),
           el("TV", chk, None, same=True, dy=110, h=84),
           el("TV", "Available balance", None, same=True, dy=194, h=46),
           el("VG", None, None, "CHASE SAVINGS (...9032)", click=True, h=250),
           el("TV", "CHASE SAVINGS (...9032)", None, same=True, dy=30, h=64),
           el("TV", sav, None, same=True, dy=110, h=84),
           el("TV", "Available balance", None, same=True, dy=194, h=46),
           el("TV", "Credit cards (1)", None, h=110),
           el("VG", None, None, "FREEDOM UNLIMITED (...7705)", click=True, h=250),
           el("TV", "FREEDOM UNLIMITED (...7705)", None, same=True, dy=30, h=64),
           el("TV", "$684.22", None, same=True, dy=110, h=84),
           el("TV", "Current balance · Payment due Nov 3", None, same=True, dy=194, h=46),
           el("TV", f"Balances as of {upd}", None, h=80)]
    return els + ch_tabs("Accounts")


def ch_form(frm: str | None, to: str | None, amount: str | None) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
           el("TV", "Transfer money", None, same=True, h=147, x=(189, 800)),
           el("LL", None, None, "Transfer from", click=True, h=189),
           el("TV", "Transfer from", None, same=True, dy=30, h=52),
           el("TV", frm or "Select account", None, same=True, dy=90, h=70),
           el("LL", None, None, "Transfer to", click=True, h=189),
           el("TV", "Transfer to", None, same=True, dy=30, h=52),
           el("TV", to or "Select account", None, same=True, dy=90, h=70),
           el("ET", amount, "amount", click=True, edit=True, hint="$0.00", h=168),
           el("LL", None, None, "Send on", click=True, h=168),
           el("TV", "Send on", None, same=True, dy=24, h=52),
           el("TV", "Today, Oct 16, 2023", None, same=True, dy=84, h=64),
           el("LL", None, None, "Frequency", click=True, h=168),
           el("TV", "Frequency", None, same=True, dy=24, h=52),
           el("TV", "One-time", None, same=True, dy=84, h=64),
           el("ET", None, "memo", click=True, edit=True, hint="Memo (optional)", h=168),
           el("BT", "Next", "next_button", click=True, en=bool(frm and to and amount), box=(42, 1038, 2163, 2300))]
    return els


def ch_picker(title: str, rows: list[tuple[str, str]]) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Close", click=True, h=147, x=(0, 147)),
           el("TV", title, None, same=True, h=147, x=(189, 800))]
    for name, bal in rows:
        els += [el("LL", None, None, name, click=True, h=200),
                el("TV", name, None, same=True, dy=34, h=64),
                el("TV", bal, None, same=True, dy=110, h=56)]
    return els


def t08(rs: RowSet) -> None:
    t = Traj(CH, ch_accounts("$3,482.16", "$12,250.00", "Oct 16, 2023 1:48 PM ET"), "1:48", 62)
    menu = [el("TV", "Pay & transfer", None, h=189, x=(63, 800))]
    for m in ["Pay bills", "Transfer money", "Send | Zelle®", "Pay card", "Wire money", "Activity"]:
        menu.append(el("TV", m, None, click=True, h=168))
    t.step(t.tap("Pay & transfer"), menu + ch_tabs("Pay & transfer"), "1:48")
    t.step(t.tap("Transfer money"), ch_form(None, None, None), "1:49")
    t.step(t.tap("Transfer from"), ch_picker("Transfer from", [("TOTAL CHECKING (...4417)", "Available balance $3,482.16"),
                                                                 ("CHASE SAVINGS (...9032)", "Available balance $12,250.00")]), "1:49")
    t.step(t.tap("TOTAL CHECKING (...4417)"), ch_form("TOTAL CHECKING (...4417)", None, None), "1:49")
    t.step(t.tap("Transfer to"), ch_picker("Transfer to", [("CHASE SAVINGS (...9032)", "Available balance $12,250.00"),
                                                             ("FREEDOM UNLIMITED (...7705)", "Current balance $684.22")]), "1:49")
    t.step(t.tap("CHASE SAVINGS (...9032)"), ch_form("TOTAL CHECKING (...4417)", "CHASE SAVINGS (...9032)", None), "1:50")
    t.step(t.type("amount", "250.00"), ch_form("TOTAL CHECKING (...4417)", "CHASE SAVINGS (...9032)", "$250.00"), "1:50")
    review = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
              el("TV", "Review transfer", None, same=True, h=147, x=(189, 800))]
    for k, v in [("Transfer from", "TOTAL CHECKING (...4417)"), ("Transfer to", "CHASE SAVINGS (...9032)"),
                 ("Amount", "$250.00"), ("Send on", "Oct 16, 2023"), ("Deliver by", "Oct 16, 2023"), ("Frequency", "One-time"),
                 ("Memo", "None")]:
        review += [el("TV", k, None, h=60), el("TV", v, None, h=80)]
    review += [el("TV", "Transfers made before 11 PM ET on a business day are available the same day.", None, h=120),
               el("BT", "Transfer", "submit_button", click=True, box=(42, 1038, 2163, 2300))]
    t.step(t.tap("Next"), review, "1:50")
    done = [el("IB", None, None, "Close", click=True, h=147, x=(0, 147)),
            el("IV", None, None, "Success", h=200, x=(440, 640)),
            el("TV", "You've scheduled your transfer", None, h=120),
            el("TV", "Transaction number 1022781354", None, h=80),
            el("TV", "$250.00 from TOTAL CHECKING (...4417) to CHASE SAVINGS (...9032) on Oct 16, 2023", None, h=140),
            el("BT", "Go to accounts", None, click=True, box=(42, 1038, 2010, 2147)),
            el("BT", "Make another transfer", None, click=True, box=(42, 1038, 2163, 2300))]
    t.step(t.tap("Transfer"), done, "1:51")
    t.step(t.tap("Go to accounts"), ch_accounts("$3,232.16", "$12,350.00", "Oct 16, 2023 1:51 PM ET"), "1:51")
    t.add(rs, "h58-android-08", bad=True, turn=10,
          kind="After the $250.00 transfer, savings shows $12,350.00 instead of $12,500.00 ($12,250.00 before), while checking correctly dropped by $250.00.")


# ---------------------------------------------------------------- 09 Simple SMS Messenger (bad: a date header changes)
SM = "com.simplemobiletools.smsmessenger"


def sm_list(convs: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    els = [el("ET", None, "top_toolbar_search", click=True, edit=True, hint="Search", h=147, x=(42, 870)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("RV", None, "conversations_list", scroll=True, box=(0, 1080, 283, 2337))]
    for name, body, date in convs:
        els += [el("RL", None, "conversation_frame", click=True, lc=True, h=210),
                el("IV", None, "conversation_image", None, same=True, dy=40, h=130, x=(42, 172)),
                el("TV", name, "conversation_address", same=True, dy=34, h=64, x=(210, 800)),
                el("TV", body, "conversation_body_short", same=True, dy=104, h=56, x=(210, 1017)),
                el("TV", date, "conversation_date", same=True, dy=34, h=52, x=(820, 1017))]
    els.append(el("IB", None, "conversations_fab", "New conversation", click=True, box=(870, 1038, 2034, 2202)))
    return els


def sm_thread(name: str, number: str, msgs: list[tuple[str, str, str]], draft: str | None = None) -> list[dict[str, Any]]:
    """msgs: (kind, text, when) with kind 'date', 'in' or 'out'."""
    els = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
           el("TV", name, "thread_toolbar_title", same=True, h=80, x=(189, 760)),
           el("TV", number, "thread_toolbar_subtitle", same=True, dy=84, h=50, x=(189, 760)),
           el("IB", None, "dial_number", "Call", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("RV", None, "thread_messages_list", scroll=True, box=(0, 1080, 283, 2170))]
    for kind, text, when in msgs:
        if kind == "date":
            els.append(el("TV", text, "thread_date_time", h=90, x=(300, 780)))
        else:
            x = (42, 820) if kind == "in" else (260, 1038)
            els += [el("TV", text, "thread_message_body", click=True, lc=True, h=max(110, 56 * (len(text) // 30 + 1) + 40), x=x)]
            if when:
                els.append(el("TV", when, "thread_message_status" if kind == "out" else "thread_message_time", h=50, x=x))
    els += [el("ET", draft, "thread_type_message", click=True, edit=True, focus=draft is not None, hint="Type a message…", box=(42, 900, 2190, 2316)),
            el("IB", None, "thread_send_message", "Send", click=True, en=bool(draft), box=(912, 1038, 2190, 2316))]
    return els


def t09(rs: RowSet) -> None:
    rem = "Reminder: your appointment with Dr. Liu is Thu Oct 19 at 3:40 PM. Reply C to confirm or R to reschedule."
    convs = [("Mom", "Don't forget Sunday lunch at 1 🙂", "9:12 AM"), ("+1 (415) 555-0139", "Your verification code is 482913", "Oct 15"),
             ("Ethan Park", "ok see you there", "Oct 14"), ("Dr. Liu's Office", rem, "Oct 13"),
             ("Priya Raman", "Sent you the photos from Saturday", "Oct 11"), ("Greg (landlord)", "Heating inspection Tue 10am, thanks!", "Oct 9")]
    t = Traj(SM, sm_list(convs), "10:26", 88)
    base = [("date", "October 10, 11:17 AM", ""),
            ("in", "Hi Alex, this is Dr. Liu's office. Please arrive 10 minutes early to fill out new patient paperwork.", ""),
            ("date", "October 13, 4:05 PM", ""), ("in", rem, "")]
    num = "(628) 555-0182"
    t.step(t.tap("Dr. Liu's Office"), sm_thread("Dr. Liu's Office", num, base), "10:26")
    t.step(t.type("thread_type_message", "C"), sm_thread("Dr. Liu's Office", num, base, draft="C"), "10:27")
    sent = base + [("date", "October 16, 10:27 AM", ""), ("out", "C", "Delivered")]
    t.step(t.tap("Send"), sm_thread("Dr. Liu's Office", num, sent), "10:27")
    reply = "Thank you. Your appointment on Thu Oct 19 at 3:40 PM is confirmed. Call (628) 555-0182 to make changes."
    shifted = [("date", "October 10, 11:17 AM", ""), base[1], ("date", "October 12, 4:05 PM", ""), base[3],
               ("date", "October 16, 10:27 AM", ""), ("out", "C", "Delivered"), ("in", reply, "10:28 AM")]
    t.step(act("wait"), sm_thread("Dr. Liu's Office", num, shifted), "10:28")
    convs2 = [("Dr. Liu's Office", reply, "10:28 AM")] + [c for c in convs if c[0] != "Dr. Liu's Office"]
    t.step(act("navigate_back"), sm_list(convs2), "10:28")
    mom = [("date", "October 15, 6:02 PM", ""), ("out", "Can I bring anything?", "Delivered"),
           ("in", "Just dessert if you have time. Aunt Rosa is coming too", ""),
           ("date", "October 16, 9:12 AM", ""), ("in", "Don't forget Sunday lunch at 1 🙂", "")]
    t.step(t.tap("Mom"), sm_thread("Mom", "(510) 555-0123", mom), "10:29")
    t.add(rs, "h58-android-09", bad=True, turn=4,
          kind="The office's reminder is now dated October 12, 4:05 PM, but turns 1-3 showed it received October 13, 4:05 PM.")


# ---------------------------------------------------------------- 10 Google Calendar (clean)
GC = "com.google.android.calendar"
GC_EVENTS = [("16", "Mon", "Standup", "9:30 – 9:45 AM"), ("16", "Mon", "1:1 with Dana", "2 – 2:30 PM"),
             ("17", "Tue", "Gym – leg day", "7 – 8 AM"), ("17", "Tue", "Dinner with Ethan", "7:30 – 9 PM"),
             ("18", "Wed", "Sprint review", "3 – 4 PM"), ("19", "Thu", "Dr. Liu appointment", "3:40 – 4:20 PM"),
             ("20", "Fri", "Pay electricity bill", "All day"), ("21", "Sat", "Farmers market", "9 – 10:30 AM")]


def gc_schedule(events: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Show Calendar List and Settings drawer", click=True, h=147, x=(0, 147)),
           el("TV", "October", "date_picker_text_view", click=True, same=True, h=147, x=(189, 500)),
           el("BT", None, "action_search", "Search", click=True, same=True, h=147, x=(660, 786)),
           el("BT", "16", "action_today", "Jump to Today", click=True, same=True, h=147, x=(786, 912)),
           el("IV", None, None, "Account: alex.moreno@gmail.com", click=True, same=True, h=147, x=(912, 1038)),
           el("V", None, "alternate_timeline_holder", scroll=True, box=(0, 1080, 283, 2337))]
    last = None
    for day, wd, title, when in events:
        if day != last:
            els += [el("TV", wd, None, h=50, x=(21, 147)), el("TV", day, None, h=80, x=(21, 147))]
            last = day
        els.append(el("V", None, None, f"{title}, {when}", click=True, h=130, x=(168, 1038)))
        els += [el("TV", title, None, same=True, dy=16, h=56, x=(189, 1017)), el("TV", when, None, same=True, dy=72, h=46, x=(189, 1017))]
    els.append(el("IB", None, "floating_action_button", "Create new event or other item", click=True, box=(870, 1038, 2034, 2202)))
    return els


def gc_edit(title: str | None, date: str) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Close", click=True, h=147, x=(0, 147)),
           el("BT", "Save", "save", click=True, same=True, h=120, x=(820, 1038)),
           el("ET", title, "title", click=True, edit=True, focus=title is None, hint="Add title", h=168),
           el("SV", None, None, scroll=True, box=(0, 1080, 451, 2337)),
           el("TV", "All-day", None, h=130, x=(168, 880)),
           el("SW", None, "all_day_switch", "All-day", check=False, click=True, same=True, h=130, x=(906, 1038)),
           el("TV", date, "start_date", click=True, h=130, x=(168, 700)),
           el("TV", "11:00 AM", "start_time", click=True, same=True, h=130, x=(760, 1038)),
           el("TV", date, "end_date", click=True, h=130, x=(168, 700)),
           el("TV", "12:00 PM", "end_time", click=True, same=True, h=130, x=(760, 1038))]
    for label in ["Pacific Daylight Time", "Does not repeat", "Add people", "Add video conferencing", "Add location",
                  "30 minutes before", "Default color", "Busy", "Default visibility", "Add description"]:
        els.append(el("TV", label, None, click=True, h=130, x=(168, 1038)))
    return els


def gc_picker(sel: int) -> list[dict[str, Any]]:
    wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    els = [el("FL", None, "android:id/content", box=(63, 1017, 420, 1900)),
           el("TV", "2023", "date_picker_header_year", click=True, box=(105, 975, 460, 520)),
           el("TV", f"{wd[(sel - 1) % 7]}, Oct {sel}", "date_picker_header_date", box=(105, 975, 520, 640)),
           el("IB", None, "prev", "Previous month", click=True, box=(105, 231, 700, 826)),
           el("TV", "October 2023", "month_view", box=(300, 780, 700, 826)),
           el("IB", None, "next", "Next month", click=True, box=(849, 975, 700, 826))]
    for d in range(1, 32):
        col, row = (d - 1) % 7, (d - 1) // 7
        els.append(el("V", str(d), None, f"{wd[(d - 1) % 7]}, Oct {d}" + (" selected" if d == sel else ""), click=True, sel=d == sel,
                      box=(105 + col * 124, 229 + col * 124, 860 + row * 124, 984 + row * 124)))
    els += [el("BT", "Cancel", "android:id/button2", click=True, box=(600, 780, 1770, 1870)),
            el("BT", "OK", "android:id/button1", click=True, box=(800, 975, 1770, 1870))]
    return els


def gc_detail(title: str, when: str) -> list[dict[str, Any]]:
    return [el("IB", None, None, "Close", click=True, h=147, x=(0, 147)),
            el("IB", None, None, "Edit event", click=True, same=True, h=147, x=(786, 912)),
            el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
            el("TV", title, "title", h=150, x=(168, 1038)),
            el("TV", when, "time_text", h=80, x=(168, 1038)),
            el("TV", "30 minutes before", "reminders", h=110, x=(168, 1038)),
            el("TV", "alex.moreno@gmail.com", "calendar_name", h=110, x=(168, 1038)),
            el("TV", "Busy", None, h=110, x=(168, 1038))]


def t10(rs: RowSet) -> None:
    t = Traj(GC, gc_schedule(GC_EVENTS), "10:12", 90)
    speed = gc_schedule(GC_EVENTS) + [el("TV", n, None, n, click=True, box=(560, 870, 1400 + i * 150, 1520 + i * 150))
                                      for i, n in enumerate(["Goal", "Out of office", "Birthday", "Task", "Event"])]
    t.step(t.tap("Create new event or other item"), speed, "10:12")
    t.step(t.tap("Event"), gc_edit(None, "Mon, Oct 16, 2023"), "10:12")
    t.step(t.type("title", "Dentist checkup"), gc_edit("Dentist checkup", "Mon, Oct 16, 2023"), "10:13")
    t.step(t.tap("start_date"), gc_picker(16), "10:13")
    t.step(t.tap("19"), gc_picker(19), "10:13")
    t.step(t.tap("OK"), gc_edit("Dentist checkup", "Thu, Oct 19, 2023"), "10:13")
    ev2 = GC_EVENTS[:5] + [("19", "Thu", "Dentist checkup", "11 AM – 12 PM")] + GC_EVENTS[5:]
    t.step(t.tap("Save"), gc_schedule(ev2), "10:14")
    t.step(t.tap("Gym – leg day, 7 – 8 AM"), gc_detail("Gym – leg day", "Tuesday, October 17 · 7:00 – 8:00 AM"), "10:14")
    menu = gc_detail("Gym – leg day", "Tuesday, October 17 · 7:00 – 8:00 AM") + [
        el("TV", m, "android:id/title", click=True, box=(600, 1017, 178 + i * 129, 307 + i * 129)) for i, m in enumerate(["Delete", "Duplicate", "Copy to"])]
    t.step(t.tap("More options"), menu, "10:14")
    dlg = gc_detail("Gym – leg day", "Tuesday, October 17 · 7:00 – 8:00 AM") + [
        el("TV", "Delete this event?", "android:id/message", box=(126, 954, 1080, 1180)),
        el("BT", "Cancel", "android:id/button2", click=True, box=(560, 760, 1230, 1335)),
        el("BT", "Delete", "android:id/button1", click=True, box=(780, 954, 1230, 1335))]
    t.step(t.tap("Delete"), dlg, "10:15")
    ev3 = [e for e in ev2 if e[2] != "Gym – leg day"]
    t.step(t.tap("Delete"), gc_schedule(ev3), "10:15")
    t.step(t.tap("Dentist checkup, 11 AM – 12 PM"), gc_detail("Dentist checkup", "Thursday, October 19 · 11:00 AM – 12:00 PM"), "10:15")
    t.add(rs, "h58-android-10")


# ---------------------------------------------------------------- 11 Broccoli (clean)
BR = "com.flauschcode.broccoli"
BR_RECIPES = [("Banana Bread", "Moist loaf with walnuts and brown butter"), ("Lentil Soup", "Red lentils, cumin, lemon and spinach"),
              ("Miso Glazed Salmon", "Sheet-pan salmon with bok choy"), ("Shakshuka", "Eggs poached in spiced tomato sauce"),
              ("Thai Green Curry", "Chicken, aubergine and Thai basil")]


def br_list(recipes: list[tuple[str, str | None]], search: str | None = None) -> list[dict[str, Any]]:
    if search is None:
        els = [el("IB", None, None, "Open navigation drawer", click=True, h=147, x=(0, 147)),
               el("TV", "Recipes", None, same=True, h=147, x=(189, 700)),
               el("TV", None, "action_search", "Search", click=True, same=True, h=147, x=(912, 1038))]
    else:
        els = [el("IB", None, None, "Collapse", click=True, h=147, x=(0, 147)),
               el("ET", search or None, "search_src_text", click=True, edit=True, focus=True, hint="Search…", same=True, h=147, x=(189, 912)),
               el("IV", None, "search_close_btn", "Clear query", click=True, en=bool(search), same=True, h=147, x=(912, 1038))]
    els.append(el("RV", None, "recycler_view", scroll=True, box=(0, 1080, 283, 2337)))
    for title, descr in recipes:
        els += [el("FL", None, "card_view", click=True, h=420, x=(21, 1059)),
                el("IV", None, "card_image", None, same=True, dy=0, h=260, x=(21, 1059)),
                el("TV", title, "card_text_view_title", same=True, dy=276, h=64, x=(63, 1017))]
        if descr:
            els.append(el("TV", descr, "card_text_view_description", same=True, dy=346, h=52, x=(63, 1017)))
    els.append(el("IB", None, "fab", "Add recipe", click=True, box=(870, 1038, 2034, 2202)))
    return els


def br_detail(title: str, meta: list[tuple[str, str]], ingredients: list[str], directions: list[str]) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", None, "action_favorite", "Add to favorites", click=True, same=True, h=147, x=(660, 786)),
           el("TV", None, "action_edit", "Edit", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("IV", None, "recipe_image", None, h=500, x=(0, 1080)),
           el("TV", title, "recipe_title", h=110),
           el("SV", None, None, scroll=True, box=(0, 1080, 893, 2337))]
    for k, v in meta:
        els += [el("TV", k, None, h=56, x=(42, 400)), el("TV", v, None, same=True, h=56, x=(420, 1038))]
    els.append(el("TV", "Ingredients", None, h=100))
    els += [el("TV", "• " + i, None, h=66) for i in ingredients]
    if directions:
        els.append(el("TV", "Directions", None, h=100))
        els += [el("TV", f"{n}. {d}", None, h=120) for n, d in enumerate(directions, 1)]
    return els


def br_edit(title: str | None, ingredients: str | None) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "New recipe", None, same=True, h=147, x=(189, 700)),
           el("TV", None, "action_save", "Save", click=True, same=True, h=147, x=(912, 1038)),
           el("IV", None, "recipe_image", "Add image", click=True, h=360, x=(0, 1080)),
           el("SV", None, None, scroll=True, box=(0, 1080, 643, 2337))]
    for rid, hint, val in [("new_title", "Title", title), ("new_categories", "Categories", None), ("new_servings", "Servings", None),
                           ("new_preparation_time", "Preparation time", None), ("new_source", "Source", None),
                           ("new_description", "Description", None), ("new_ingredients", "Ingredients", ingredients),
                           ("new_directions", "Directions", None)]:
        h = 140 if not val or "\n" not in val else 60 * (val.count("\n") + 1) + 60
        els.append(el("ET", val, rid, click=True, edit=True, hint=hint, focus=False, h=h))
    return els


def t11(rs: RowSet) -> None:
    t = Traj(BR, br_list(BR_RECIPES), "6:05", 54)
    lentil_ing = ["250 g red lentils", "1 onion, chopped", "2 carrots, diced", "3 garlic cloves", "2 tsp ground cumin",
                  "1.2 l vegetable stock", "100 g baby spinach", "1 lemon"]
    lentil_dir = ["Soften the onion and carrots in olive oil for 8 minutes.", "Add garlic and cumin, stir for 1 minute.",
                  "Add lentils and stock, simmer 20 minutes until soft.", "Blend half, stir in spinach, finish with lemon juice."]
    t.step(t.tap("Lentil Soup"), br_detail("Lentil Soup", [("Servings", "4"), ("Preparation time", "45 min"), ("Source", "family recipe")],
                                           lentil_ing, lentil_dir), "6:05")
    t.step(act("navigate_back"), br_list(BR_RECIPES), "6:06")
    t.step(t.tap("Add recipe"), br_edit(None, None), "6:06")
    t.step(t.type("new_title", "Chickpea Salad"), br_edit("Chickpea Salad", None), "6:07")
    ing = ["1 can chickpeas (400 g), drained", "1 cucumber, diced", "200 g cherry tomatoes, halved", "1/2 red onion, sliced",
           "100 g feta", "2 tbsp olive oil", "1 lemon"]
    t.step(t.type("new_ingredients", "\n".join(ing)), br_edit("Chickpea Salad", "\n".join(ing)), "6:08")
    t.step(t.tap("Save"), br_detail("Chickpea Salad", [], ing, []), "6:08")
    rec2 = BR_RECIPES[:1] + [("Chickpea Salad", None)] + BR_RECIPES[1:]
    t.step(act("navigate_back"), br_list(rec2), "6:08")
    t.step(t.tap("Search"), br_list(rec2, search=""), "6:09")
    t.step(t.type("search_src_text", "soup"), br_list([BR_RECIPES[1]], search="soup"), "6:09")
    t.add(rs, "h58-android-11")


# ---------------------------------------------------------------- 12 Contacts (clean)
CT = "com.google.android.contacts"


def ct_list(favs: list[str], people: list[str], selected: str | None = None) -> list[dict[str, Any]]:
    if selected:
        els = [el("IB", None, None, "Close", click=True, h=147, x=(0, 147)),
               el("TV", "1 selected", None, same=True, h=147, x=(189, 560)),
               el("BT", None, None, "Share", click=True, same=True, h=147, x=(660, 786)),
               el("BT", None, None, "Delete", click=True, same=True, h=147, x=(786, 912)),
               el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038))]
    else:
        els = [el("TV", "Search contacts", "open_search_bar_text_view", click=True, h=147, x=(42, 870)),
               el("IV", None, "selected_account", "Signed in as alex.moreno@gmail.com", click=True, same=True, h=147, x=(912, 1038))]
    els.append(el("RV", None, "contact_list", scroll=True, box=(0, 1080, 283, 2163)))
    els.append(el("TV", "Favorites", None, h=90))
    for n in favs:
        els += [el("VG", None, "contact_row", n, click=True, lc=True, h=147), el("TV", n, "cliv_name_textview", same=True, dy=40, h=66, x=(210, 1017))]
    last = ""
    for n in people:
        if n[0] != last:
            els.append(el("TV", n[0], None, h=90, x=(42, 140)))
            last = n[0]
        els += [el("VG", None, "contact_row", n, click=True, lc=True, sel=n == selected, h=147),
                el("TV", n, "cliv_name_textview", same=True, dy=40, h=66, x=(210, 1017))]
    if not selected:
        els.append(el("IB", None, "floating_action_button", "Create contact", click=True, box=(870, 1038, 1995, 2163)))
    els += [el("FL", None, None, "Contacts", click=True, sel=True, box=(0, 360, 2163, 2337)),
            el("FL", None, None, "Highlights", click=True, box=(360, 720, 2163, 2337)),
            el("FL", None, None, "Fix & manage", click=True, box=(720, 1080, 2163, 2337))]
    return els


def ct_detail(star: bool, company: str | None) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("BT", None, "menu_star", "Remove from favorites" if star else "Add to favorites", click=True, same=True, h=147, x=(660, 786)),
           el("BT", None, "menu_edit", "Edit contact", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("IV", None, "photo", "Jordan Blake", h=300, x=(390, 690)),
           el("TV", "Jordan Blake", "large_title", h=110)]
    if company:
        els.append(el("TV", company, "organization", h=64))
    for i, b in enumerate(["Call", "Text", "Video", "Email"]):
        els.append(el("BT", b, None, b, click=True, same=i > 0, h=160, x=(42 + i * 249, 270 + i * 249)))
    els += [el("TV", "Contact info", None, h=100),
            el("TV", "(206) 555-0147", "header", click=True, lc=True, h=66, x=(168, 880)),
            el("TV", "Mobile", "sub_header", h=50, x=(168, 880)),
            el("TV", "jordan.blake@fastmail.com", "header", click=True, lc=True, h=66, x=(168, 1017)),
            el("TV", "Personal", "sub_header", h=50, x=(168, 880)),
            el("TV", "About Jordan", None, h=100),
            el("TV", "March 3", "header", h=66, x=(168, 880)),
            el("TV", "Birthday", "sub_header", h=50, x=(168, 880)),
            el("TV", "Contact settings", None, click=True, h=120)]
    return els


def ct_edit(company: str | None) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Cancel", click=True, h=147, x=(0, 147)),
           el("TV", "Edit contact", None, same=True, h=147, x=(189, 600)),
           el("BT", "Save", "toolbar_button", click=True, same=True, h=120, x=(820, 1038)),
           el("TV", "Saving to alex.moreno@gmail.com", None, h=80),
           el("SV", None, None, scroll=True, box=(0, 1080, 363, 2337))]
    for hint, val in [("First name", "Jordan"), ("Surname", "Blake"), ("Company", company), ("Phone", "(206) 555-0147"),
                      ("Email", "jordan.blake@fastmail.com")]:
        els.append(el("ET", val, None, click=True, edit=True, hint=hint, h=168, x=(168, 1017)))
    els += [el("TV", "Mobile", None, click=True, h=90, x=(168, 500)), el("TV", "Significant date", None, click=True, h=130, x=(168, 1017)),
            el("TV", "Add to label", None, click=True, h=130, x=(168, 1017)), el("BT", "More fields", None, click=True, h=130, x=(168, 600))]
    return els


def t12(rs: RowSet) -> None:
    people = ["Aisha Khan", "Alan Ortiz", "Brenda Liu", "Dana Whitfield", "Ethan Park", "Greg Halvorsen", "Jordan Blake", "Kofi Mensah"]
    t = Traj(CT, ct_list(["Mom"], people), "4:31", 69)
    t.step(t.tap("Jordan Blake"), ct_detail(False, None), "4:31")
    t.step(t.tap("Add to favorites"), ct_detail(True, None), "4:31")
    t.step(t.tap("Edit contact"), ct_edit(None), "4:32")
    t.step(t.type("Company", "Northwind Traders"), ct_edit("Northwind Traders"), "4:32")
    t.step(t.tap("Save"), ct_detail(True, "Northwind Traders"), "4:33")
    t.step(act("navigate_back"), ct_list(["Jordan Blake", "Mom"], people), "4:33")
    t.step(t.hold("Greg Halvorsen"), ct_list(["Jordan Blake", "Mom"], people, selected="Greg Halvorsen"), "4:33")
    dlg = ct_list(["Jordan Blake", "Mom"], people, selected="Greg Halvorsen") + [
        el("TV", "Move to Trash?", "alertTitle", box=(126, 954, 960, 1050)),
        el("TV", "This contact will be moved to Trash and permanently deleted from all your synced devices after 30 days.", "android:id/message", box=(126, 954, 1070, 1230)),
        el("BT", "Cancel", "android:id/button2", click=True, box=(460, 680, 1290, 1395)),
        el("BT", "Move to Trash", "android:id/button1", click=True, box=(700, 954, 1290, 1395))]
    t.step(t.tap("Delete"), dlg, "4:34")
    people2 = [p for p in people if p != "Greg Halvorsen"]
    t.step(t.tap("Move to Trash"), ct_list(["Jordan Blake", "Mom"], people2), "4:34")
    t.step(t.tap("Jordan Blake"), ct_detail(True, "Northwind Traders"), "4:34")
    t.add(rs, "h58-android-12")


# ---------------------------------------------------------------- 13 Pro Expense (bad: monthly total after adding)
PE = "com.arduia.expense"
PE_ITEMS = [("Safeway", "Food", "Oct 15", "$86.34"), ("Chevron", "Transportation", "Oct 14", "$52.10"),
            ("Netflix", "Entertainment", "Oct 12", "$15.49"), ("PG&E", "Utilities", "Oct 10", "$118.72"),
            ("Trader Joe's", "Food", "Oct 8", "$64.05"), ("Costco", "Food", "Oct 5", "$212.40"),
            ("Dentist copay", "Health", "Oct 4", "$40.00"), ("Comcast", "Utilities", "Oct 3", "$79.99"),
            ("Gym membership", "Health", "Oct 2", "$45.00"), ("Amazon", "Other", "Oct 2", "$134.41"),
            ("Muni pass", "Transportation", "Oct 1", "$86.00"), ("Rent share", "Housing", "Oct 1", "$350.00")]


def pe_row(name: str, cat: str, date: str, amt: str) -> list[dict[str, Any]]:
    return [el("VG", None, "cl_expense_item", click=True, lc=True, h=168),
            el("TV", name, "tv_name", same=True, dy=24, h=64, x=(63, 700)),
            el("TV", f"{cat} · {date}", "tv_date", same=True, dy=96, h=50, x=(63, 700)),
            el("TV", amt, "tv_amount", same=True, dy=50, h=64, x=(720, 1017))]


def pe_home(total: str, items: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Open navigation drawer", click=True, h=147, x=(0, 147)),
           el("TV", "Pro Expense", None, same=True, h=147, x=(189, 700)),
           el("SV", None, None, scroll=True, box=(0, 1080, 283, 2337)),
           el("TV", "October 2023", "tv_month", h=70),
           el("TV", "Total Expense", None, h=60),
           el("TV", total, "tv_total", h=110),
           el("V", None, "bar_chart", "Weekly expense chart", h=360),
           el("TV", "Recent", None, h=84, x=(42, 600)),
           el("TV", "More", "btn_more", click=True, same=True, h=84, x=(820, 1038))]
    for it in items:
        els += pe_row(*it)
    els.append(el("IB", None, "fb_main_add", "Add expense", click=True, box=(870, 1038, 2034, 2202)))
    return els


def pe_form(amount: str | None, name: str | None, cat: str | None, note: str | None, dropdown: bool = False) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "New Expense", None, same=True, h=147, x=(189, 700)),
           el("ET", amount, "edt_amount", click=True, edit=True, hint="Amount", h=168),
           el("ET", name, "edt_name", click=True, edit=True, hint="Name", h=168),
           el("TV", cat or "Select category", "tv_category", "Category", click=True, h=168),
           el("TV", "16/10/2023 11:42", "tv_date", "Date", click=True, h=168),
           el("ET", note, "edt_note", click=True, edit=True, hint="Note", h=260),
           el("BT", "SAVE", "btn_save", click=True, en=bool(amount and name and cat), box=(42, 1038, 2150, 2290))]
    if dropdown:
        els.append(el("LV", None, None, None, box=(42, 1038, 800, 1780)))
        for i, c in enumerate(["Food", "Transportation", "Health", "Entertainment", "Utilities", "Housing", "Other"]):
            els.append(el("TV", c, "android:id/text1", click=True, box=(42, 1038, 800 + i * 140, 940 + i * 140)))
    return els


def t13(rs: RowSet) -> None:
    t = Traj(PE, pe_home("$1,284.50", PE_ITEMS[:6]), "11:41", 81)
    t.step(t.tap("Add expense"), pe_form(None, None, None, None), "11:41")
    t.step(t.type("edt_amount", "46.20"), pe_form("46.20", None, None, None), "11:41")
    t.step(t.type("edt_name", "CVS Pharmacy"), pe_form("46.20", "CVS Pharmacy", None, None), "11:42")
    t.step(t.tap("Category"), pe_form("46.20", "CVS Pharmacy", None, None, dropdown=True), "11:42")
    t.step(t.tap("Health"), pe_form("46.20", "CVS Pharmacy", "Health", None), "11:42")
    t.step(t.type("edt_note", "allergy meds"), pe_form("46.20", "CVS Pharmacy", "Health", "allergy meds"), "11:43")
    items = [("CVS Pharmacy", "Health", "Oct 16", "$46.20")] + PE_ITEMS
    t.step(t.tap("SAVE"), pe_home("$1,338.70", items[:6]), "11:43")
    detail = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
              el("TV", "Expense Detail", None, same=True, h=147, x=(189, 700)),
              el("IB", None, "edit", "Edit", click=True, same=True, h=147, x=(786, 912)),
              el("IB", None, "delete", "Delete", click=True, same=True, h=147, x=(912, 1038))]
    for k, v in [("Name", "Safeway"), ("Amount", "$86.34"), ("Category", "Food"), ("Date", "15/10/2023 19:42"), ("Note", "weekly groceries + BBQ charcoal")]:
        detail += [el("TV", k, None, h=56, x=(63, 1017)), el("TV", v, None, h=84, x=(63, 1017))]
    t.step(t.tap("Safeway"), detail, "11:43")
    t.step(act("navigate_back"), pe_home("$1,338.70", items[:6]), "11:44")
    scrolled = [el("IB", None, None, "Open navigation drawer", click=True, h=147, x=(0, 147)),
                el("TV", "Pro Expense", None, same=True, h=147, x=(189, 700)),
                el("SV", None, None, scroll=True, box=(0, 1080, 283, 2337))]
    for it in items[4:]:
        scrolled += pe_row(*it)
    scrolled.append(el("IB", None, "fb_main_add", "Add expense", click=True, box=(870, 1038, 2034, 2202)))
    t.step(act("scroll", direction="down"), scrolled, "11:44")
    t.add(rs, "h58-android-13", bad=True, turn=7,
          kind="After adding a $46.20 expense the monthly total reads $1,338.70, but $1,284.50 + $46.20 is $1,330.70.")


# ---------------------------------------------------------------- 14 Expedia (bad: flight duration in details)
EX = "com.expedia.bookings"
EX_FLIGHTS = {"Alaska Airlines": ("8:05 am – 4:31 pm", "Nonstop · 5h 26m", "$287"),
              "Delta": ("6:00 am – 2:25 pm", "Nonstop · 5h 25m", "$312"),
              "JetBlue": ("10:45 pm – 6:59 am +1", "Nonstop · 5h 14m", "$264"),
              "United": ("1:15 pm – 11:50 pm", "1 stop (ORD) · 7h 35m", "$241"),
              "American Airlines": ("7:10 am – 5:58 pm", "1 stop (DFW) · 7h 48m", "$258")}


def ex_results(order: list[str], sort: str) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
           el("TV", "Seattle to Boston", None, same=True, h=80, x=(189, 900)),
           el("TV", "Wed, Nov 22 · 1 traveler · One way", None, same=True, dy=84, h=50, x=(189, 900)),
           el("BT", "Sort & Filter", "sort_filter_button", f"Sort and filter, sorted by {sort}", click=True, h=110, x=(42, 420)),
           el("TV", "Prices include taxes and fees, per traveler", None, h=70),
           el("RV", None, "flight_results", scroll=True, box=(0, 1080, 463, 2337))]
    for a in order:
        times, dur, price = EX_FLIGHTS[a]
        els += [el("VG", None, "flight_cell", f"{a}, {times}, {dur}, {price}", click=True, h=250),
                el("TV", times, "flight_time", same=True, dy=30, h=64, x=(63, 760)),
                el("TV", price, "price_text", same=True, dy=30, h=64, x=(800, 1017)),
                el("TV", dur, "flight_duration", same=True, dy=100, h=52, x=(63, 760)),
                el("TV", a, "airline_name", same=True, dy=160, h=52, x=(63, 760))]
    return els


def ex_sheet(order: list[str], sort: str) -> list[dict[str, Any]]:
    els = ex_results(order, "Recommended") + [el("FL", None, "design_bottom_sheet", box=(0, 1080, 700, 2337)),
                                              el("IB", None, None, "Close", click=True, box=(21, 147, 720, 846)),
                                              el("TV", "Sort & Filter", None, box=(189, 800, 720, 846)),
                                              el("TV", "Sort by", None, box=(42, 1038, 880, 950))]
    for i, s in enumerate(["Recommended", "Price (low to high)", "Duration (shortest)", "Departure (earliest)", "Arrival (earliest)"]):
        els.append(el("RB", s, None, check=s == sort, click=True, box=(42, 1038, 960 + i * 110, 1070 + i * 110)))
    els += [el("TV", "Stops", None, box=(42, 1038, 1530, 1600)),
            el("CB", "Nonstop (3) · from $264", None, check=False, click=True, box=(42, 1038, 1610, 1720)),
            el("CB", "1 stop (2) · from $241", None, check=False, click=True, box=(42, 1038, 1720, 1830)),
            el("BT", "Done", "done_button", click=True, box=(42, 1038, 2170, 2300))]
    return els


def t14(rs: RowSet) -> None:
    form = [el("IB", None, None, "Close", click=True, h=147, x=(0, 147)),
            el("TV", "Flights", None, same=True, h=147, x=(189, 700)),
            el("TV", "Roundtrip", None, click=True, h=110, x=(42, 370)),
            el("TV", "One-way", None, click=True, sel=True, same=True, h=110, x=(370, 700)),
            el("TV", "Multi-city", None, click=True, same=True, h=110, x=(700, 1038)),
            el("BT", "Seattle (SEA - Seattle-Tacoma Intl.)", "origin", "Leaving from", click=True, h=168),
            el("BT", "Boston (BOS - Logan Intl.)", "destination", "Going to", click=True, h=168),
            el("BT", "Wed, Nov 22", "date", "Departing", click=True, h=168),
            el("BT", "1 traveler, Economy", "travelers", "Travelers and cabin class", click=True, h=168),
            el("BT", "Search", "search_button", click=True, box=(42, 1038, 1300, 1440))]
    t = Traj(EX, form, "8:17", 73)
    rec = ["Alaska Airlines", "Delta", "JetBlue", "United", "American Airlines"]
    t.step(t.tap("Search"), ex_results(rec, "Recommended"), "8:17")
    t.step(t.tap("Sort & Filter"), ex_sheet(rec, "Recommended"), "8:18")
    t.step(t.tap("Price (low to high)"), ex_sheet(rec, "Price (low to high)"), "8:18")
    cheap = ["United", "American Airlines", "JetBlue", "Alaska Airlines", "Delta"]
    t.step(t.tap("Done"), ex_results(cheap, "Price (low to high)"), "8:18")
    det = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
           el("TV", "Flight details", None, same=True, h=147, x=(189, 800)),
           el("TV", "Seattle to Boston", None, h=90),
           el("TV", "Wed, Nov 22", None, h=60),
           el("TV", "10:45 pm – 6:59 am (+1)", None, h=80),
           el("TV", "Nonstop · 5h 41m", None, h=60),
           el("TV", "JetBlue 498 · Airbus A321", None, h=60),
           el("TV", "Seattle (SEA) → Boston (BOS)", None, h=60),
           el("TV", "Choose fare", None, h=110)]
    for fare, price, info in [("Blue Basic", "$264", "Personal item only · No changes"), ("Blue", "$299", "Carry-on bag · Changes allowed"),
                              ("Blue Extra", "$354", "Carry-on bag · Free same-day switch")]:
        det += [el("TV", fare, None, h=70), el("TV", info, None, h=56), el("TV", price, None, same=True, h=56, x=(700, 850)),
                el("BT", "Select", None, f"Select {fare} fare, {price}", click=True, same=True, h=100, x=(860, 1038))]
    t.step(t.tap("JetBlue"), det, "8:19")
    review = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
              el("TV", "Review your trip", None, same=True, h=147, x=(189, 800)),
              el("TV", "Seattle (SEA) to Boston (BOS)", None, h=90),
              el("TV", "Wed, Nov 22 · 10:45 pm – 6:59 am (+1)", None, h=60),
              el("TV", "JetBlue 498 · Blue Basic · Economy", None, h=60),
              el("TV", "Price summary", None, h=100),
              el("TV", "Traveler 1: Adult", None, h=60), el("TV", "$264.00", None, same=True, h=60, x=(800, 1017)),
              el("TV", "Flight", None, h=60), el("TV", "$223.26", None, same=True, h=60, x=(800, 1017)),
              el("TV", "Taxes & fees", None, h=60), el("TV", "$40.74", None, same=True, h=60, x=(800, 1017)),
              el("TV", "Trip total", None, h=70), el("TV", "$264.00", None, same=True, h=70, x=(800, 1017)),
              el("TV", "Free cancellation within 24 hours of booking", None, h=70),
              el("BT", "Check out", "checkout_button", click=True, box=(42, 1038, 2170, 2300))]
    t.step(t.tap("Select Blue Basic fare, $264"), review, "8:19")

    def trav(first: str | None, last: str | None) -> list[dict[str, Any]]:
        els = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
               el("TV", "Traveler details", None, same=True, h=147, x=(189, 800)),
               el("TV", "Names must match government-issued photo ID", None, h=70)]
        for hint, val in [("First name", first), ("Middle name", None), ("Last name", last), ("Phone number", None),
                          ("Email", None), ("Date of birth", None)]:
            els.append(el("ET", val, None, click=True, edit=True, hint=hint, h=168))
        els += [el("TV", "Gender", None, h=70), el("RB", "Male", None, check=False, click=True, h=100),
                el("RB", "Female", None, check=False, click=True, same=True, h=100, x=(400, 700)),
                el("BT", "Continue", None, click=True, box=(42, 1038, 2170, 2300))]
        return els
    t.step(t.tap("Check out"), trav(None, None), "8:20")
    t.step(t.type("First name", "Alex"), trav("Alex", None), "8:20")
    t.step(t.type("Last name", "Moreno"), trav("Alex", "Moreno"), "8:21")
    t.add(rs, "h58-android-14", bad=True, turn=5,
          kind="The JetBlue flight details give Nonstop 5h 41m, but the results list (and its 10:45 pm PT – 6:59 am ET times) showed 5h 14m.")


# ---------------------------------------------------------------- 15 Simple Calendar Pro (clean)
SC = "com.simplemobiletools.calendar.pro"


def sc_month(events: dict[int, list[str]]) -> list[dict[str, Any]]:
    els = [el("ET", None, "top_toolbar_search", click=True, edit=True, hint="Search", h=147, x=(42, 786)),
           el("IB", None, None, "Go to today", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("IB", None, "top_left_arrow", "Previous", click=True, h=120, x=(21, 147)),
           el("TV", "October", "top_value", click=True, same=True, h=120, x=(300, 780)),
           el("IB", None, "top_right_arrow", "Next", click=True, same=True, h=120, x=(933, 1059))]
    for i, wd in enumerate(["S", "M", "T", "W", "T", "F", "S"]):
        els.append(el("TV", wd, "month_view_background", box=(i * 154, i * 154 + 154, 410, 470)))
    cells = list(range(1, 32)) + [1, 2, 3, 4]
    for k, d in enumerate(cells):
        col, row = k % 7, k // 7
        y = 470 + row * 330
        other = k >= 31
        els.append(el("V", str(d), "month_view_day", None if other else f"October {d}", click=True, box=(col * 154, col * 154 + 154, y, y + 330)))
        if not other:
            for j, ev in enumerate(events.get(d, [])):
                els.append(el("TV", ev, None, box=(col * 154 + 4, col * 154 + 150, y + 70 + j * 52, y + 120 + j * 52)))
    els.append(el("IB", None, "calendar_fab", "New event", click=True, box=(870, 1038, 2106, 2274)))
    return els


def sc_day(title: str, events: list[tuple[str, str, str | None]]) -> list[dict[str, Any]]:
    els = [el("ET", None, "top_toolbar_search", click=True, edit=True, hint="Search", h=147, x=(42, 786)),
           el("IB", None, None, "Go to today", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("IB", None, "top_left_arrow", "Previous", click=True, h=120, x=(21, 147)),
           el("TV", title, "top_value", click=True, same=True, h=120, x=(200, 880)),
           el("IB", None, "top_right_arrow", "Next", click=True, same=True, h=120, x=(933, 1059)),
           el("RV", None, "day_events", scroll=True, box=(0, 1080, 403, 2337))]
    for name, when, extra in events:
        els += [el("FL", None, "event_item_holder", click=True, lc=True, h=200),
                el("TV", name, "event_item_title", same=True, dy=30, h=64, x=(63, 1017)),
                el("TV", when, "event_item_time", same=True, dy=100, h=50, x=(63, 600))]
        if extra:
            els.append(el("TV", extra, "event_item_description", same=True, dy=100, h=50, x=(620, 1017)))
    els.append(el("IB", None, "calendar_fab", "New event", click=True, box=(870, 1038, 2106, 2274)))
    return els


def t15(rs: RowSet) -> None:
    ev = {5: ["Book club"], 12: ["Team offsite"], 16: ["Yoga"], 20: ["Team lunch", "Call with Sam"], 21: ["Farmers market"],
          27: ["Halloween party"], 31: ["Trick or treat"]}
    t = Traj(SC, sc_month(ev), "15:02", 95)
    fri = [("Team lunch", "12:00 – 13:00", "Nopa, 560 Divisadero St"), ("Call with Sam", "16:30 – 17:00", "re: lease renewal")]
    t.step(t.tap("20"), sc_day("October 20 (Fri)", fri), "15:02")
    editor = [el("IB", None, None, "Back", click=True, h=147, x=(0, 147)),
              el("TV", "Edit Event", None, same=True, h=147, x=(189, 530)),
              el("IB", None, "delete", "Delete", click=True, same=True, h=147, x=(534, 660)),
              el("IB", None, "duplicate", "Duplicate event", click=True, same=True, h=147, x=(660, 786)),
              el("IB", None, "share", "Share", click=True, same=True, h=147, x=(786, 912)),
              el("IB", None, "save", "Save", click=True, same=True, h=147, x=(912, 1038)),
              el("SV", None, "event_scrollview", scroll=True, box=(0, 1080, 283, 2337)),
              el("ET", "Call with Sam", "event_title", click=True, edit=True, hint="Title", h=150),
              el("ET", None, "event_location", click=True, edit=True, hint="Location", h=150),
              el("ET", "re: lease renewal", "event_description", click=True, edit=True, hint="Description", h=150),
              el("CB", "All-day", "event_all_day", check=False, click=True, h=130),
              el("TV", "Fri, Oct 20, 2023", "event_start_date", click=True, h=120, x=(126, 700)),
              el("TV", "16:30", "event_start_time", click=True, same=True, h=120, x=(780, 1017)),
              el("TV", "Fri, Oct 20, 2023", "event_end_date", click=True, h=120, x=(126, 700)),
              el("TV", "17:00", "event_end_time", click=True, same=True, h=120, x=(780, 1017)),
              el("TV", "Europe/Berlin", "event_time_zone", click=True, h=120),
              el("TV", "10 minutes before", "event_reminder_1", click=True, h=120),
              el("TV", "Add another reminder", "event_reminder_2", click=True, h=120),
              el("TV", "No repetition", "event_repetition", click=True, h=120),
              el("TV", "Regular event", "event_type", click=True, h=120)]
    t.step(t.tap("Call with Sam"), editor, "15:03")
    dlg = editor + [el("TV", "Are you sure you want to proceed with the deletion?", "message", box=(105, 975, 1000, 1150)),
                    el("BT", "No", "android:id/button2", click=True, box=(600, 760, 1200, 1305)),
                    el("BT", "Yes", "android:id/button1", click=True, box=(780, 975, 1200, 1305))]
    t.step(t.tap("Delete"), dlg, "15:03")
    t.step(t.tap("Yes"), sc_day("October 20 (Fri)", fri[:1]), "15:03")
    ev2 = dict(ev)
    ev2[20] = ["Team lunch"]
    t.step(act("navigate_back"), sc_month(ev2), "15:04")
    t.step(t.tap("21"), sc_day("October 21 (Sat)", [("Farmers market", "09:00 – 10:30", "Alemany Blvd")]), "15:04")
    t.add(rs, "h58-android-15")


# ---------------------------------------------------------------- 16 Strava (bad: run distance changes)
SV = "com.strava"


def sv_list(first_dist: str) -> list[dict[str, Any]]:
    els = [el("TV", "You", None, h=147, x=(63, 400)),
           el("IB", None, None, "Settings", click=True, same=True, h=147, x=(912, 1038)),
           el("TV", "Progress", None, click=True, h=110, x=(42, 360)),
           el("TV", "Activities", None, click=True, sel=True, same=True, h=110, x=(360, 720)),
           el("RV", None, "recycler_view", scroll=True, box=(0, 1080, 393, 2163))]
    for name, when, stats in [("Morning Run", "October 15, 2023 at 7:12 AM · Seattle, Washington", [("Distance", first_dist), ("Pace", "5:16 /km"), ("Time", "44m 17s")]),
                              ("Evening Ride", "October 13, 2023 at 6:03 PM · Seattle, Washington", [("Distance", "24.6 km"), ("Elev Gain", "212 m"), ("Time", "58m 3s")]),
                              ("Lunch Walk", "October 12, 2023 at 12:31 PM · Seattle, Washington", [("Distance", "2.31 km"), ("Pace", "11:05 /km"), ("Time", "25m 36s")])]:
        els += [el("VG", None, "activity_card", name, click=True, h=520),
                el("TV", "Alex Moreno", "athlete_name", same=True, dy=30, h=56, x=(189, 900)),
                el("TV", when, "activity_date", same=True, dy=86, h=46, x=(189, 1017)),
                el("TV", name, "activity_title", same=True, dy=150, h=70, x=(42, 1017))]
        for i, (k, v) in enumerate(stats):
            els += [el("TV", k, "stat_label", same=True, dy=240, h=46, x=(42 + i * 330, 360 + i * 330)),
                    el("TV", v, "stat_value", same=True, dy=290, h=64, x=(42 + i * 330, 360 + i * 330))]
        els.append(el("V", None, "activity_map", "Map", same=True, dy=370, h=140, x=(0, 1080)))
    return els + [el("FL", None, None, n, click=True, sel=n == "You", box=(i * 216, i * 216 + 216, 2163, 2337))
                  for i, n in enumerate(["Home", "Maps", "Record", "Groups", "You"])]


def sv_run(dist: str, descr: str | None, menu: bool = False) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "Run", None, same=True, h=147, x=(189, 600)),
           el("IB", None, None, "Share", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("SV", None, None, scroll=True, box=(0, 1080, 283, 2337)),
           el("V", None, "activity_map", "Map", h=420, x=(0, 1080)),
           el("TV", "Alex Moreno", None, h=60),
           el("TV", "October 15, 2023 at 7:12 AM · Seattle, Washington", None, h=50),
           el("TV", "Morning Run", "activity_title", h=90)]
    if descr:
        els.append(el("TV", descr, "activity_description", h=110))
    for k, v in [("Distance", dist), ("Pace", "5:16 /km"), ("Moving Time", "44m 17s"), ("Elevation Gain", "86 m"),
                 ("Calories", "612 Cal"), ("Elapsed Time", "46m 2s"), ("Avg Heart Rate", "152 bpm")]:
        els += [el("TV", k, None, h=50, x=(42, 520)), el("TV", v, None, h=70, x=(42, 520))]
    els.append(el("TV", "Splits", None, h=90))
    for km, p, elev in [("1", "5:22", "+4"), ("2", "5:14", "+11"), ("3", "5:19", "+23"), ("4", "5:09", "-6")]:
        els += [el("TV", km, None, h=60, x=(42, 200)), el("TV", p, None, same=True, h=60, x=(220, 600)), el("TV", elev, None, same=True, h=60, x=(620, 900))]
    if menu:
        els.append(el("LV", None, None, None, box=(600, 1059, 157, 700)))
        for i, m in enumerate(["Edit", "Crop Activity", "Flag", "Delete"]):
            els.append(el("TV", m, "android:id/title", click=True, box=(642, 1017, 178 + i * 129, 307 + i * 129)))
    return els


def t16(rs: RowSet) -> None:
    t = Traj(SV, sv_list("8.42 km"), "8:44", 57)
    t.step(t.tap("Morning Run"), sv_run("8.42 km", None), "8:44")
    t.step(t.tap("More options"), sv_run("8.42 km", None, menu=True), "8:45")

    def edit(descr: str | None) -> list[dict[str, Any]]:
        return [el("IB", None, None, "Discard", click=True, h=147, x=(0, 147)),
                el("TV", "Edit Activity", None, same=True, h=147, x=(189, 700)),
                el("BT", "Save", "save", click=True, same=True, h=120, x=(840, 1038)),
                el("SV", None, None, scroll=True, box=(0, 1080, 283, 2337)),
                el("ET", "Morning Run", "title", click=True, edit=True, hint="Title your run", h=150),
                el("ET", descr, "description", click=True, edit=True, hint="How'd it go? Share more about your activity and use @ to tag someone.", h=240),
                el("TV", "Run", "sport_type", "Sport", click=True, h=130),
                el("TV", "Add Photos/Video", None, click=True, h=200),
                el("TV", "Type of run", None, click=True, h=130),
                el("TV", "How did that activity feel?", None, click=True, h=130),
                el("ET", None, "private_note", click=True, edit=True, hint="Private Notes", h=200),
                el("TV", "Everyone", "visibility", "Who can view", click=True, h=130),
                el("CB", "Mute activity", None, check=False, click=True, h=130)]
    t.step(t.tap("Edit"), edit(None), "8:45")
    d = "Easy pace along the waterfront, legs felt fresh"
    t.step(t.type("description", d), edit(d), "8:46")
    t.step(t.tap("Save"), sv_run("8.24 km", d), "8:46")
    t.step(act("navigate_back"), sv_list("8.24 km"), "8:46")
    ride = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
            el("TV", "Ride", None, same=True, h=147, x=(189, 600)),
            el("IB", None, None, "Share", click=True, same=True, h=147, x=(786, 912)),
            el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
            el("SV", None, None, scroll=True, box=(0, 1080, 283, 2337)),
            el("V", None, "activity_map", "Map", h=420, x=(0, 1080)),
            el("TV", "Alex Moreno", None, h=60),
            el("TV", "October 13, 2023 at 6:03 PM · Seattle, Washington", None, h=50),
            el("TV", "Evening Ride", "activity_title", h=90)]
    for k, v in [("Distance", "24.6 km"), ("Avg Speed", "25.4 km/h"), ("Moving Time", "58m 3s"), ("Elevation Gain", "212 m"),
                 ("Calories", "701 Cal"), ("Elapsed Time", "1h 4m")]:
        ride += [el("TV", k, None, h=50, x=(42, 520)), el("TV", v, None, h=70, x=(42, 520))]
    t.step(t.tap("Evening Ride"), ride, "8:47")
    t.add(rs, "h58-android-16", bad=True, turn=5,
          kind="After saving only a description, the Morning Run distance reads 8.24 km though turns 1-2 showed 8.42 km (pace and time unchanged).")


# ---------------------------------------------------------------- 17 Retro Music (clean)
RM = "code.name.monkey.retromusic"
RUNNING = [("Midnight City", "M83", "4:03"), ("Blinding Lights", "The Weeknd", "3:20"), ("Electric Feel", "MGMT", "3:49"),
           ("Nightcall", "Kavinsky", "4:18"), ("Harder, Better, Faster, Stronger", "Daft Punk", "3:44"),
           ("Mr. Brightside", "The Killers", "3:42"), ("Don't Stop Me Now", "Queen", "3:29"),
           ("Can't Hold Us", "Macklemore & Ryan Lewis", "4:18"), ("Lose Yourself", "Eminem", "5:26"),
           ("Uprising", "Muse", "5:04"), ("Titanium", "David Guetta", "4:05"), ("Seven Nation Army", "The White Stripes", "3:51")]


def mmss(total: int) -> str:
    return f"{total // 60}:{total % 60:02d}"


def rm_tabs(sel: str, mini: tuple[str, bool] | None) -> list[dict[str, Any]]:
    els = []
    if mini:
        els += [el("FL", None, "miniPlayerFragment", "Now playing", click=True, box=(0, 1080, 1977, 2142)),
                el("TV", mini[0], "miniPlayerTitle", box=(189, 800, 2000, 2060)),
                el("TV", "M83", "miniPlayerArtist", box=(189, 800, 2064, 2112)),
                el("IB", None, "miniPlayerPlayPauseButton", "Pause" if mini[1] else "Play", click=True, box=(870, 996, 1996, 2122))]
    return els + [el("FL", None, None, n, click=True, sel=n == sel, box=(i * 216, i * 216 + 216, 2163, 2337))
                  for i, n in enumerate(["For You", "Songs", "Albums", "Artists", "Playlists"])]


def rm_songs(mini: tuple[str, bool] | None, sortmenu: bool = False) -> list[dict[str, Any]]:
    els = [el("TV", "Songs", "appNameText", h=147, x=(63, 600)),
           el("IB", None, "action_search", "Search", click=True, same=True, h=147, x=(660, 786)),
           el("IB", None, "action_sort_order", "Sort order", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("BT", "Shuffle", "shuffleButton", click=True, h=120, x=(42, 400)),
           el("TV", "428 songs", None, same=True, h=120, x=(600, 1017)),
           el("RV", None, "recyclerView", scroll=True, box=(0, 1080, 403, 1977 if mini else 2163))]
    for title, artist in [("A Real Hero", "College & Electric Youth"), ("Blinding Lights", "The Weeknd"), ("Digital Love", "Daft Punk"),
                          ("Dreams", "Fleetwood Mac"), ("Electric Feel", "MGMT"), ("Midnight City", "M83"), ("Nightcall", "Kavinsky"),
                          ("Oblivion", "Grimes"), ("Redbone", "Childish Gambino")]:
        els += [el("LL", None, None, click=True, lc=True, h=168), el("TV", title, "title", same=True, dy=30, h=60, x=(189, 880)),
                el("TV", artist, "text", same=True, dy=96, h=46, x=(189, 880))]
    if sortmenu:
        els.append(el("LV", None, None, None, box=(560, 1059, 157, 1000)))
        for i, s in enumerate(["Song name", "Song name (Z-A)", "Artist", "Album", "Year", "Date added", "Duration"]):
            els.append(el("CT", s, "android:id/title", check=s == "Song name", click=True, box=(602, 1017, 178 + i * 115, 293 + i * 115)))
    return els + rm_tabs("Songs", mini)


def rm_playlist(songs: list[tuple[str, str, str]], mini: tuple[str, bool] | None, menu: bool = False) -> list[dict[str, Any]]:
    total = sum(int(d.split(":")[0]) * 60 + int(d.split(":")[1]) for _, _, d in songs)
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "Running", "title", same=True, h=147, x=(189, 700)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("TV", f"{len(songs)} songs • {mmss(total)}", "subtitle", h=70),
           el("BT", "Shuffle", "shuffleButton", click=True, h=120, x=(42, 520)),
           el("BT", "Play", "playButton", click=True, same=True, h=120, x=(560, 1038)),
           el("RV", None, "recyclerView", scroll=True, box=(0, 1080, 479, 1977 if mini else 2163))]
    for title, artist, _ in songs[:8]:
        els += [el("LL", None, None, click=True, lc=True, h=168), el("TV", title, "title", same=True, dy=30, h=60, x=(189, 880)),
                el("TV", artist, "text", same=True, dy=96, h=46, x=(189, 880)),
                el("IB", None, "menu", "Song options", click=True, same=True, dy=21, h=126, x=(912, 1038))]
    if menu:
        els.append(el("LV", None, None, None, box=(520, 1059, 560, 1800)))
        for i, m in enumerate(["Play next", "Add to playing queue", "Add to playlist", "Remove from playlist", "Go to album",
                               "Go to artist", "Share", "Details", "Delete from device"]):
            els.append(el("TV", m, "android:id/title", click=True, box=(562, 1017, 581 + i * 129, 710 + i * 129)))
    return els + rm_tabs("Playlists", mini)


def t17(rs: RowSet) -> None:
    t = Traj(RM, rm_songs(None), "7:20", 64)
    pls = [el("TV", "Playlists", "appNameText", h=147, x=(63, 600)),
           el("IB", None, "action_search", "Search", click=True, same=True, h=147, x=(660, 786)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("RV", None, "recyclerView", scroll=True, box=(0, 1080, 283, 2163))]

    def plist(running: int) -> list[dict[str, Any]]:
        out = list(pls)
        for name, sub in [("Favorites", "23 songs"), ("Last added", "Smart playlist"), ("History", "Smart playlist"),
                          ("Most played", "Smart playlist"), ("Chill evenings", "31 songs"), ("Running", f"{running} songs")]:
            out += [el("LL", None, None, click=True, lc=True, h=168), el("TV", name, "title", same=True, dy=30, h=60, x=(189, 880)),
                    el("TV", sub, "text", same=True, dy=96, h=46, x=(189, 880))]
        return out
    t.step(t.tap("Playlists"), plist(12) + rm_tabs("Playlists", None), "7:20")
    t.step(t.tap("Running"), rm_playlist(RUNNING, None), "7:21")
    t.step(t.tap("Midnight City"), rm_playlist(RUNNING, ("Midnight City", True)), "7:21")

    def now(elapsed: str, playing: bool) -> list[dict[str, Any]]:
        return [el("IB", None, None, "Collapse", click=True, h=147, x=(0, 147)),
                el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
                el("IV", None, "image", "Album art", h=900, x=(90, 990)),
                el("TV", "Midnight City", "title", h=90),
                el("TV", "M83 • Hurry Up, We're Dreaming", "text", h=60),
                el("SB", None, "progressSlider", "Seek", click=True, scroll=True, h=80),
                el("TV", elapsed, "songCurrentProgress", h=50, x=(42, 300)),
                el("TV", "4:03", "songTotalTime", same=True, h=50, x=(780, 1038)),
                el("IB", None, "shuffleButton", "Shuffle", click=True, h=168, x=(42, 210)),
                el("IB", None, "previousButton", "Previous", click=True, same=True, h=168, x=(230, 398)),
                el("FL", None, "playPauseButton", "Pause" if playing else "Play", click=True, same=True, h=168, x=(456, 624)),
                el("IB", None, "nextButton", "Next", click=True, same=True, h=168, x=(682, 850)),
                el("IB", None, "repeatButton", "Repeat", click=True, same=True, h=168, x=(870, 1038)),
                el("TV", "Up next: Blinding Lights", "nextSong", click=True, h=90)]
    t.step(t.tap("Now playing"), now("0:06", True), "7:21")
    t.step(t.tap("Pause"), now("0:11", False), "7:21")
    t.step(act("navigate_back"), rm_playlist(RUNNING, ("Midnight City", False)), "7:21")
    t.step(t.tap("Song options"), rm_playlist(RUNNING, ("Midnight City", False), menu=True), "7:22")
    run2 = RUNNING[1:]
    t.step(t.tap("Remove from playlist"), rm_playlist(run2, ("Midnight City", False)), "7:22")
    t.step(act("navigate_back"), plist(11) + rm_tabs("Playlists", ("Midnight City", False)), "7:22")
    t.step(t.tap("Songs"), rm_songs(("Midnight City", False)), "7:23")
    t.step(t.tap("Sort order"), rm_songs(("Midnight City", False), sortmenu=True), "7:23")
    t.add(rs, "h58-android-17")


# ---------------------------------------------------------------- 18 Phone (clean)
DI = "com.google.android.dialer"


def di_recents(calls: list[tuple[str, str]]) -> list[dict[str, Any]]:
    els = [el("TV", "Search contacts & places", "open_search_bar_text_view", click=True, h=147, x=(42, 800)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("RV", None, "new_call_log_recycler_view", scroll=True, box=(0, 1080, 283, 2163)),
           el("TV", "Today", None, h=90)]
    for name, info in calls:
        if info.endswith("Yesterday"):
            els.append(el("TV", "Yesterday", None, h=90))
        if info.endswith("Sat"):
            els.append(el("TV", "Older", None, h=90))
        els += [el("VG", None, "call_log_item", name, click=True, lc=True, h=189),
                el("TV", name, "primary_text", same=True, dy=36, h=64, x=(210, 860)),
                el("TV", info, "secondary_text", same=True, dy=104, h=50, x=(210, 860)),
                el("IB", None, "call_button", f"Call {name}", click=True, same=True, dy=32, h=126, x=(891, 1017))]
    els += [el("IB", None, "dialpad_fab", "key pad", click=True, box=(870, 1038, 1974, 2142))]
    return els + [el("FL", None, None, n, click=True, sel=n == "Recents", box=(i * 360, i * 360 + 360, 2163, 2337))
                  for i, n in enumerate(["Favorites", "Recents", "Contacts"])]


def di_pad(digits: str | None) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate back", click=True, h=147, x=(0, 147))]
    if digits:
        for s in ["Create new contact", "Add to a contact", "Send a message"]:
            els.append(el("TV", s, None, click=True, h=140, x=(168, 1017)))
    els += [el("ET", digits, "digits", click=True, edit=True, focus=True, box=(126, 954, 1000, 1130)),
            el("IB", None, "deleteButton", "backspace", click=True, en=bool(digits), box=(954, 1059, 1010, 1120))]
    for r, row in enumerate([["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["*", "0", "#"]]):
        for k, key in enumerate(row):
            els.append(el("FL", None, None, key, click=True, box=(60 + k * 320, 340 + k * 320, 1160 + r * 190, 1340 + r * 190)))
    return els + [el("IB", None, "dialpad_floating_action_button", "dial", click=True, box=(456, 624, 1950, 2118))]


def di_call(state: str) -> list[dict[str, Any]]:
    els = [el("TV", "(415) 555-0139", "contactgrid_contact_name", box=(42, 1038, 400, 520)),
           el("TV", "San Francisco, CA", "contactgrid_location", box=(42, 1038, 530, 590)),
           el("TV", state, "contactgrid_bottom_timer" if ":" in state else "contactgrid_status_text", box=(42, 1038, 600, 660))]
    if state != "Call ended":
        for i, b in enumerate(["Mute", "Keypad", "Speaker", "Add call", "Hold", "Record"]):
            els.append(el("TB", None, "incall_button", b, check=False, click=True, en=state != "Calling…" or b in ("Mute", "Keypad", "Speaker"),
                          box=(90 + (i % 3) * 320, 300 + (i % 3) * 320, 1300 + (i // 3) * 260, 1510 + (i // 3) * 260)))
        els.append(el("IB", None, "incall_end_call_button", "End call", click=True, box=(456, 624, 1950, 2118)))
    else:
        els.append(el("TV", "0:12", "contactgrid_bottom_timer", box=(42, 1038, 670, 730)))
    return els


def t18(rs: RowSet) -> None:
    calls = [("Jordan Blake", "Outgoing call · Mobile · 2:14 PM"), ("(628) 555-0182", "Missed call · 11:05 AM"),
             ("Mom", "Incoming call · Mobile · Yesterday"), ("Ethan Park", "Outgoing call · Mobile · Sat"),
             ("Spam risk", "Missed call · (833) 555-0199 · Fri")]
    t = Traj(DI, di_recents(calls), "4:52", 43)
    t.step(t.tap("key pad"), di_pad(None), "4:52")
    t.step(t.type("digits", "4155550139"), di_pad("(415) 555-0139"), "4:52")
    t.step(t.tap("dial"), di_call("Calling…"), "4:52")
    t.step(act("wait"), di_call("0:07"), "4:53")
    t.step(t.tap("End call"), di_call("Call ended"), "4:53")
    calls2 = [("(415) 555-0139", "Outgoing call · 4:52 PM")] + calls
    t.step(act("wait"), di_recents(calls2), "4:53")
    t.add(rs, "h58-android-18")


# ---------------------------------------------------------------- 19 OsmAnd (bad: renamed favourite back under old name)
OA = "net.osmand"
OA_MAP = [el("V", None, "map_view", "Map", lc=True, box=(0, 1080, 0, 2400)),
          el("IB", None, "map_menu_button", "Menu", click=True, box=(21, 189, 2149, 2317)),
          el("IB", None, "map_search_button", "Search", click=True, box=(891, 1059, 136, 304)),
          el("IB", None, "map_layers_button", "Configure map", click=True, box=(21, 189, 136, 304)),
          el("IB", None, "map_compass_button", "Compass", click=True, box=(21, 189, 325, 493)),
          el("IB", None, "map_zoom_in_button", "Zoom in", click=True, box=(891, 1059, 1620, 1788)),
          el("IB", None, "map_zoom_out_button", "Zoom out", click=True, box=(891, 1059, 1809, 1977)),
          el("IB", None, "map_my_location_button", "My location", click=True, box=(891, 1059, 2149, 2317)),
          el("IB", None, "map_route_info_button", "Directions", click=True, box=(210, 378, 2149, 2317)),
          el("TV", "200 m", "map_ruler_text", box=(400, 560, 2240, 2290))]


def oa_favs(names: list[tuple[str, str, str]], sheet: str | None = None) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "My Places", None, same=True, h=147, x=(189, 700)),
           el("IB", None, None, "Search", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("TV", "FAVORITES", None, click=True, sel=True, h=120, x=(0, 360)),
           el("TV", "TRACKS", None, click=True, same=True, h=120, x=(360, 720)),
           el("TV", "OSM EDITS", None, click=True, same=True, h=120, x=(720, 1080)),
           el("LV", None, "android:id/list", scroll=True, box=(0, 1080, 403, 2337)),
           el("TV", "Favorites", "title", h=126, x=(168, 800)),
           el("TV", str(len(names)), "description", same=True, h=126, x=(820, 1017))]
    for name, dist, addr in names:
        els += [el("LL", None, None, click=True, lc=True, h=168),
                el("TV", name, "favourite_label", same=True, dy=30, h=60, x=(168, 1017)),
                el("TV", f"{dist} • {addr}", "distance", same=True, dy=96, h=46, x=(168, 1017))]
    if sheet:
        els += [el("FL", None, "design_bottom_sheet", box=(0, 1080, 1600, 2337)),
                el("TV", sheet, None, box=(63, 1017, 1640, 1720))]
        for i, m in enumerate(["Show on map", "Edit", "Share", "Delete"]):
            els.append(el("TV", m, None, click=True, box=(63, 1017, 1740 + i * 140, 1880 + i * 140)))
    return els


def oa_edit(name: str | None) -> list[dict[str, Any]]:
    return [el("IB", None, None, "Close", click=True, h=147, x=(0, 147)),
            el("TV", "Edit favorite", None, same=True, h=147, x=(189, 700)),
            el("ET", name, "name_edit", click=True, edit=True, focus=name is None, hint="Name", h=168, x=(42, 912)),
            el("IB", None, "name_clear", "Clear", click=True, en=bool(name), same=True, h=168, x=(912, 1038)),
            el("ET", "oat flat white 4.50, quiet upstairs", "description_edit", click=True, edit=True, hint="Description", h=168),
            el("ET", "315 Linden St, San Francisco", "address_edit", click=True, edit=True, hint="Address", h=168),
            el("TV", "Group", None, h=60), el("TV", "Favorites", "group_name", click=True, h=100),
            el("TV", "Color", None, h=60), el("V", None, None, "Orange", click=True, sel=True, h=100, x=(42, 168)),
            el("TV", "Icon", None, h=60), el("V", None, None, "Cafe icon", click=True, sel=True, h=100, x=(42, 168)),
            el("BT", "Cancel", "dismiss_button", click=True, box=(42, 530, 2170, 2300)),
            el("BT", "Save", "right_bottom_button", click=True, en=bool(name), box=(550, 1038, 2170, 2300))]


def oa_card(name: str, dist: str, addr: str) -> list[dict[str, Any]]:
    return OA_MAP[:1] + [el("FL", None, "context_menu_layout", box=(0, 1080, 1650, 2337)),
                         el("TV", name, "context_menu_line1", box=(63, 900, 1680, 1770)),
                         el("TV", f"Favorites • {dist}", "context_menu_line2", box=(63, 900, 1775, 1830)),
                         el("TV", addr, "context_menu_line3", box=(63, 1017, 1835, 1890)),
                         el("BT", "Directions", "context_menu_route_button", click=True, box=(63, 520, 1920, 2040)),
                         el("BT", "Edit", "context_menu_edit_button", click=True, box=(540, 1017, 1920, 2040)),
                         el("IB", None, "context_menu_hide_button", "Close", click=True, box=(900, 1038, 1680, 1800))]


def t19(rs: RowSet) -> None:
    t = Traj(OA, OA_MAP, "13:27", 39, "lte")
    menu = OA_MAP[:1] + [el("FL", None, "drawer_layout", box=(0, 860, 0, 2400))]
    for m in ["My Places", "Search", "Directions", "Configure map", "Plan a route", "Map markers", "Download maps", "Plugins",
              "Trip recording", "Settings", "Help", "OsmAnd 4.5.9 released 2023-09-28"]:
        menu.append(el("TV", m, None, click=not m.startswith("OsmAnd"), h=150, x=(42, 840)))
    t.step(t.tap("Menu"), menu, "13:27")
    favs = [("Cafe", "450 m", "315 Linden St"), ("Home", "1.2 km", "1450 Larkin St"), ("Office", "3.8 km", "500 Howard St"),
            ("Parking spot", "220 m", "Hayes St & Gough St"), ("Trailhead – Mt Davidson", "5.6 km", "Dalewood Way")]
    t.step(t.tap("My Places"), oa_favs(favs), "13:28")
    t.step(t.hold("Cafe"), oa_favs(favs, sheet="Cafe"), "13:28")
    t.step(t.tap("Edit"), oa_edit("Cafe"), "13:28")
    t.step(t.tap("Clear"), oa_edit(None), "13:29")
    t.step(t.type("name_edit", "Blue Bottle Hayes Valley"), oa_edit("Blue Bottle Hayes Valley"), "13:29")
    favs2 = [("Blue Bottle Hayes Valley", "450 m", "315 Linden St")] + favs[1:]
    t.step(t.tap("Save"), oa_favs(favs2), "13:29")
    t.step(t.tap("Home"), oa_card("Home", "1.2 km", "1450 Larkin St, San Francisco"), "13:30")
    t.step(act("navigate_back"), oa_favs(favs), "13:30")
    t.step(t.tap("Trailhead – Mt Davidson"), oa_card("Trailhead – Mt Davidson", "5.6 km", "Dalewood Way, San Francisco"), "13:30")
    t.add(rs, "h58-android-19", bad=True, turn=9,
          kind="Back in My Places the favourite is listed as 'Cafe' again, though turn 7 saved its rename to 'Blue Bottle Hayes Valley'.")


# ---------------------------------------------------------------- 20 Google Photos (bad: album count after restore)
GP = "com.google.android.apps.photos"
LISBON = [("Mon, Oct 2", "Oct 2, 2023 9:14:03 AM"), ("Mon, Oct 2", "Oct 2, 2023 9:15:47 AM"), ("Mon, Oct 2", "Oct 2, 2023 11:02:10 AM"),
          ("Mon, Oct 2", "Oct 2, 2023 1:37:55 PM"), ("Mon, Oct 2", "Oct 2, 2023 6:48:21 PM"), ("Tue, Oct 3", "Oct 3, 2023 10:05:12 AM"),
          ("Tue, Oct 3", "Oct 3, 2023 10:06:40 AM"), ("Tue, Oct 3", "Oct 3, 2023 12:31:09 PM"), ("Tue, Oct 3", "Oct 3, 2023 4:22:50 PM"),
          ("Wed, Oct 4", "Oct 4, 2023 8:59:31 AM"), ("Wed, Oct 4", "Oct 4, 2023 9:44:18 AM"), ("Wed, Oct 4", "Oct 4, 2023 2:15:06 PM"),
          ("Wed, Oct 4", "Oct 4, 2023 7:51:44 PM"), ("Thu, Oct 5", "Oct 5, 2023 10:12:37 AM")]


def gp_nav(sel: str) -> list[dict[str, Any]]:
    return [el("FL", None, None, n, click=True, sel=n == sel, box=(i * 360, i * 360 + 360, 2163, 2337)) for i, n in enumerate(["Photos", "Search", "Library"])]


def gp_library(lisbon: int) -> list[dict[str, Any]]:
    els = [el("TV", "Library", None, h=147, x=(63, 600)),
           el("IB", None, None, "Account and settings", click=True, same=True, h=147, x=(912, 1038)),
           el("RV", None, "recycler_view", scroll=True, box=(0, 1080, 283, 2163))]
    for i, b in enumerate(["Favorites", "Utilities", "Archive", "Trash"]):
        els.append(el("BT", b, None, b, click=True, same=i % 2 == 1, h=130, x=(21 + (i % 2) * 519, 519 + (i % 2) * 519)))
    els += [el("TV", "Photos on device", None, h=100),
            el("TV", "Camera", None, click=True, h=90, x=(42, 330)), el("TV", "Screenshots", None, click=True, same=True, h=90, x=(372, 690)),
            el("TV", "Download", None, click=True, same=True, h=90, x=(730, 1038)),
            el("TV", "Albums", None, h=100)]
    for name, n in [("Lisbon 2023", lisbon), ("Kayak trip", 17), ("Recipes", 9), ("Sam's 30th", 64)]:
        els += [el("VG", None, None, name, click=True, h=400, x=(42, 520)),
                el("TV", name, "title", h=60, x=(42, 520)), el("TV", f"{n} items", "subtitle", h=50, x=(42, 520))]
    return els + gp_nav("Library")


def gp_album(photos: list[tuple[str, str]], selected: list[str] | None = None) -> list[dict[str, Any]]:
    if selected is None:
        els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
               el("IB", None, None, "Share", click=True, same=True, h=147, x=(660, 786)),
               el("IB", None, None, "Add photos", click=True, same=True, h=147, x=(786, 912)),
               el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
               el("TV", "Lisbon 2023", "title", h=120), el("TV", "Oct 2 – 9, 2023", "subtitle", h=60)]
    else:
        els = [el("IB", None, None, "Cancel", click=True, h=147, x=(0, 147)),
               el("TV", f"{len(selected)} selected", None, same=True, h=147, x=(189, 600))]
    els.append(el("RV", None, "recycler_view", scroll=True, box=(0, 1080, 463, 2163)))
    last = None
    for day, ts in photos[:12]:
        if day != last:
            els.append(el("TV", day, "date_header", h=90))
            last = day
        els.append(el("V", None, "photo_item", f"Photo taken on {ts}", click=True, lc=True, sel=bool(selected and ts in selected), h=250, x=(0, 356)))
    if selected is not None:
        for i, b in enumerate(["Share", "Add to", "Delete", "More"]):
            els.append(el("BT", b, None, b, click=True, box=(i * 270, i * 270 + 270, 2163, 2337)))
    return els


def gp_trash(items: list[str], selected: str | None = None) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("TV", "1 selected" if selected else "Trash", None, same=True, h=147, x=(189, 600)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("TV", "Items in trash will be permanently deleted after 60 days", None, h=110),
           el("RV", None, "recycler_view", scroll=True, box=(0, 1080, 393, 2163))]
    for ts in items:
        els.append(el("V", None, "photo_item", ts, click=True, lc=True, sel=ts == selected, h=360, x=(0, 356)))
    if selected:
        els += [el("BT", "Delete", None, "Delete", click=True, box=(0, 540, 2163, 2337)),
                el("BT", "Restore", None, "Restore", click=True, box=(540, 1080, 2163, 2337))]
    return els


def t20(rs: RowSet) -> None:
    photos_tab = [el("TV", "Google Photos", None, h=147, x=(63, 700)),
                  el("IB", None, None, "Account and settings", click=True, same=True, h=147, x=(912, 1038)),
                  el("RV", None, "recycler_view", scroll=True, box=(0, 1080, 283, 2163)),
                  el("TV", "Today", "date_header", h=90)]
    for ts in ["Oct 16, 2023 8:02:41 AM", "Oct 16, 2023 7:58:13 AM"]:
        photos_tab.append(el("V", None, "photo_item", f"Photo taken on {ts}", click=True, lc=True, h=250, x=(0, 356)))
    photos_tab.append(el("TV", "Sat, Oct 14", "date_header", h=90))
    for ts in ["Oct 14, 2023 5:20:09 PM", "Oct 14, 2023 5:19:55 PM", "Oct 14, 2023 1:03:37 PM"]:
        photos_tab.append(el("V", None, "photo_item", f"Photo taken on {ts}", click=True, lc=True, h=250, x=(0, 356)))
    t = Traj(GP, photos_tab + gp_nav("Photos"), "12:10", 76)
    t.step(t.tap("Library"), gp_library(48), "12:10")
    t.step(t.tap("Lisbon 2023"), gp_album(LISBON), "12:10")
    p1, p2 = LISBON[0][1], LISBON[1][1]
    t.step(t.hold(f"Photo taken on {p1}"), gp_album(LISBON, [p1]), "12:11")
    t.step(t.tap(f"Photo taken on {p2}"), gp_album(LISBON, [p1, p2]), "12:11")
    dlg = gp_album(LISBON, [p1, p2]) + [
        el("FL", None, "design_bottom_sheet", box=(0, 1080, 1500, 2337)),
        el("TV", "Move 2 items to trash?", None, box=(63, 1017, 1540, 1640)),
        el("TV", "Items will be removed from your Google Account, synced devices, and places where they're shared", None, box=(63, 1017, 1650, 1800)),
        el("BT", "Move to trash", None, click=True, box=(63, 1017, 1850, 1980)),
        el("BT", "Cancel", None, click=True, box=(63, 1017, 2000, 2130))]
    t.step(t.tap("Delete"), dlg, "12:11")
    t.step(t.tap("Move to trash"), gp_album(LISBON[2:]), "12:12")
    t.step(act("navigate_back"), gp_library(46), "12:12")
    trash = [f"Photo taken on {p1}", f"Photo taken on {p2}", "Screenshot taken on Oct 1, 2023 10:44:12 PM",
             "Photo taken on Sep 22, 2023 6:30:51 PM", "Video taken on Sep 17, 2023 3:12:08 PM"]
    t.step(t.tap("Trash"), gp_trash(trash), "12:12")
    t.step(t.hold(trash[0]), gp_trash(trash, trash[0]), "12:13")
    t.step(t.tap("Restore"), gp_trash(trash[1:]), "12:13")
    t.step(act("navigate_back"), gp_library(46), "12:13")
    t.step(t.tap("Lisbon 2023"), gp_album(LISBON[:1] + LISBON[2:]), "12:14")
    t.add(rs, "h58-android-20", bad=True, turn=11,
          kind="After restoring one of the two trashed Lisbon photos, the album still reads 46 items; it should be 47 (48 minus 2, plus 1).")


# ---------------------------------------------------------------- 21 AntennaPod (clean)
AP = "de.danoeh.antennapod"


def ap_nav(sel: str) -> list[dict[str, Any]]:
    return [el("FL", None, None, n, click=True, sel=n == sel, box=(i * 216, i * 216 + 216, 2163, 2337))
            for i, n in enumerate(["Home", "Queue", "Inbox", "Episodes", "Subscriptions"])]


def ap_subs(badge99: int) -> list[dict[str, Any]]:
    els = [el("TV", "Subscriptions", None, h=147, x=(63, 700)),
           el("IB", None, None, "Search", click=True, same=True, h=147, x=(660, 786)),
           el("IB", None, None, "Refresh", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("TV", "All", "feeds_filter_chip", click=True, sel=True, h=110, x=(42, 240)),
           el("RV", None, "subscriptions_grid", scroll=True, box=(0, 1080, 393, 2163))]
    for i, (name, badge) in enumerate([("99% Invisible", badge99), ("Darknet Diaries", 1), ("Hard Fork", 2), ("Radiolab", 0),
                                        ("Reply All", 0), ("The Daily", 14)]):
        x0, y0 = (i % 3) * 360, 393 + (i // 3) * 460
        els.append(el("FL", None, "subscription_item", name, click=True, lc=True, box=(x0 + 10, x0 + 350, y0 + 10, y0 + 350)))
        els.append(el("TV", name, "txtvTitle", box=(x0 + 10, x0 + 350, y0 + 360, y0 + 440)))
        if badge:
            els.append(el("TV", str(badge), "count_label", box=(x0 + 270, x0 + 340, y0 + 20, y0 + 80)))
    return els + ap_nav("Subscriptions")


def ap_feed(ep555: str, queued: bool = False, ctx: bool = False) -> list[dict[str, Any]]:
    els = [el("IB", None, None, "Navigate up", click=True, h=147, x=(0, 147)),
           el("IB", None, None, "Search", click=True, same=True, h=147, x=(660, 786)),
           el("IB", None, None, "Refresh", click=True, same=True, h=147, x=(786, 912)),
           el("IB", None, None, "More options", click=True, same=True, h=147, x=(912, 1038)),
           el("IV", None, "imgvCover", "99% Invisible", h=300, x=(42, 342)),
           el("TV", "99% Invisible", "txtvTitle", same=True, dy=60, h=80, x=(370, 1038)),
           el("TV", "Roman Mars", "txtvAuthor", same=True, dy=150, h=56, x=(370, 1038)),
           el("TV", "664 episodes", None, h=70),
           el("RV", None, "recyclerView", scroll=True, box=(0, 1080, 653, 2163))]
    for title, date, dur, state in [("555- The Fake Town", "Oct 10, 2023", "41:00", ep555),
                                     ("554- Cautionary Tales", "Oct 3, 2023", "48:31", "Download"),
                                     ("553- The Sound of Sports", "Sep 26, 2023", "37:12", "Play"),
                                     ("552- Hotel Wrong", "Sep 19, 2023", "44:05", "Download"),
                                     ("551- The Thing About Ramps", "Sep 12, 2023", "39:47", "Download")]:
        els += [el("LL", None, "container", click=True, lc=True, h=230),
                el("TV", title, "txtvTitle", same=True, dy=30, h=64, x=(42, 860)),
                el("TV", date, "txtvPubDate", same=True, dy=110, h=50, x=(42, 400)),
                el("TV", dur, "txtvDuration", same=True, dy=110, h=50, x=(420, 640))]
        if title.startswith("555") and queued:
            els.append(el("IV", None, "ivInPlaylist", "In queue", same=True, dy=110, h=50, x=(660, 710)))
        if state.endswith("%"):
            els += [el("PB", None, "progressBar", f"Downloading {state}", same=True, dy=175, h=20, x=(42, 860)),
                    el("FL", None, "secondaryActionButton", "Cancel download", click=True, same=True, dy=52, h=126, x=(891, 1017))]
        else:
            els.append(el("FL", None, "secondaryActionButton", state, click=True, same=True, dy=52, h=126, x=(891, 1017)))
    if ctx:
        els.append(el("LV", None, None, None, box=(105, 975, 700, 1700)))
        for i, m in enumerate(["Add to queue", "Mark as played", "Remove from inbox", "Add to favorites", "Share…", "Delete"]):
            els.append(el("TV", m, "android:id/title", click=True, box=(147, 933, 730 + i * 150, 880 + i * 150)))
    return els + ap_nav("Subscriptions")


def ap_queue(items: list[tuple[str, str, str]], summary: str, ctx: str | None = None) -> list[dict[str, Any]]:
    els = [el("TV", "Queue", None, h=100, x=(63, 700)),
           el("TV", summary, "toolbar_subtitle", h=56, x=(63, 800)),
           el("IB", None, None, "Lock queue", click=True, box=(786, 912, 136, 283)),
           el("IB", None, None, "More options", click=True, box=(912, 1038, 136, 283)),
           el("RV", None, "recyclerView", scroll=True, box=(0, 1080, 293, 2163))]
    for title, feed, dur in items:
        els += [el("LL", None, "container", click=True, lc=True, h=230),
                el("IV", None, "dragHandle", "Drag to reorder", same=True, dy=80, h=70, x=(0, 60)),
                el("TV", title, "txtvTitle", same=True, dy=30, h=64, x=(220, 860)),
                el("TV", feed, "txtvPodcast", same=True, dy=100, h=50, x=(220, 860)),
                el("TV", dur, "txtvDuration", same=True, dy=160, h=50, x=(220, 500)),
                el("FL", None, "secondaryActionButton", "Play", click=True, same=True, dy=52, h=126, x=(891, 1017))]
    if ctx:
        els.append(el("LV", None, None, None, box=(105, 975, 800, 1600)))
        for i, m in enumerate(["Move to top", "Move to bottom", "Remove from queue", "Mark as played", "Share…"]):
            els.append(el("TV", m, "android:id/title", click=True, box=(147, 933, 830 + i * 150, 980 + i * 150)))
    return els + ap_nav("Queue")


def t21(rs: RowSet) -> None:
    t = Traj(AP, ap_subs(3), "21:14", 52)
    t.step(t.tap("99% Invisible"), ap_feed("Download"), "21:14")
    t.step(t.tap("Download"), ap_feed("33%"), "21:14")
    t.step(act("wait"), ap_feed("Play"), "21:15")
    t.step(t.hold("555- The Fake Town"), ap_feed("Play", ctx=True), "21:15")
    t.step(t.tap("Add to queue"), ap_feed("Play", queued=True), "21:15")
    t.step(act("navigate_back"), ap_subs(2), "21:16")
    q = [("Hard Fork: AI Agents Are Here", "Hard Fork", "1:12:40"), ("The Flag", "Radiolab", "48:00"),
         ("Ep 139: D3f4ult", "Darknet Diaries", "55:20"), ("555- The Fake Town", "99% Invisible", "41:00")]
    t.step(t.tap("Queue"), ap_queue(q, "4 episodes • 3 hr 37 min left"), "21:16")
    t.step(t.hold("The Flag"), ap_queue(q, "4 episodes • 3 hr 37 min left", ctx="The Flag"), "21:16")
    q2 = [x for x in q if x[0] != "The Flag"]
    t.step(t.tap("Remove from queue"), ap_queue(q2, "3 episodes • 2 hr 49 min left"), "21:17")
    t.add(rs, "h58-android-21")


# ---------------------------------------------------------------- 22 Home Assistant (bad: thermostat target reverts)
HA = "io.homeassistant.companion.android"


def ha_dash(lr: str, kitchen: str, target: str, action: str, power: str, vac: str) -> list[dict[str, Any]]:
    els = [el("WV", None, "webview", "Home Assistant", scroll=True, box=(0, 1080, 136, 2337)),
           el("BT", None, None, "Sidebar toggle", click=True, h=147, x=(0, 147)),
           el("TV", "Home", None, same=True, h=147, x=(189, 600)),
           el("BT", None, None, "Search entities", click=True, same=True, h=147, x=(786, 912)),
           el("BT", None, None, "Assist", click=True, same=True, h=147, x=(912, 1038)),
           el("TV", "Living Room", None, h=90)]
    for name, state in [("Living Room Light", lr), ("Kitchen Light", kitchen)]:
        els += [el("BT", None, None, name, click=True, h=170, x=(21, 1059)),
                el("TV", name, None, same=True, dy=30, h=56, x=(147, 800)),
                el("TV", state, None, same=True, dy=90, h=50, x=(147, 800)),
                el("BT", None, None, f"Toggle {name}", click=True, same=True, dy=25, h=120, x=(900, 1038))]
    els += [el("TV", "Climate", None, h=90),
            el("BT", None, None, "Hallway", click=True, h=260, x=(21, 1059)),
            el("TV", "Hallway", None, same=True, dy=30, h=56, x=(63, 800)),
            el("TV", f"Heat · Target {target}", None, same=True, dy=96, h=56, x=(63, 800)),
            el("TV", f"Currently 20.4 °C · {action}", None, same=True, dy=160, h=50, x=(63, 800)),
            el("TV", "Security", None, h=90),
            el("BT", None, None, "Front Door", click=True, h=170, x=(21, 530)),
            el("TV", "Front Door", None, same=True, dy=30, h=56, x=(63, 520)),
            el("TV", "Locked", None, same=True, dy=90, h=50, x=(63, 520)),
            el("BT", None, None, "Garage Door", click=True, same=True, h=170, x=(550, 1059)),
            el("TV", "Garage Door", None, same=True, dy=30, h=56, x=(592, 1038)),
            el("TV", "Closed", None, same=True, dy=90, h=50, x=(592, 1038)),
            el("BT", None, None, "Roborock S7", click=True, h=170, x=(21, 1059)),
            el("TV", "Roborock S7", None, same=True, dy=30, h=56, x=(147, 800)),
            el("TV", vac, None, same=True, dy=90, h=50, x=(147, 900)),
            el("TV", "Sensors", None, h=90)]
    for k, v in [("Outdoor temperature", "11.8 °C"), ("Living room humidity", "47 %"), ("Power usage", power)]:
        els += [el("TV", k, None, h=80, x=(63, 700)), el("TV", v, None, same=True, h=80, x=(720, 1017))]
    return els


def ha_light(on: bool) -> list[dict[str, Any]]:
    return [el("V", None, None, "Living Room Light", box=(0, 1080, 400, 2337)),
            el("BT", None, None, "Dismiss dialog", click=True, box=(21, 147, 420, 546)),
            el("TV", "Living Room Light", None, box=(189, 800, 430, 530)),
            el("TV", "80%" if on else "Off", None, box=(189, 800, 560, 680)),
            el("SW", None, None, "Toggle", check=on, click=True, box=(420, 660, 760, 1300)),
            el("SB", None, None, "Brightness 80%" if on else "Brightness", click=True, en=on, box=(120, 960, 1340, 1420)),
            el("TV", "Color temperature 3200 K" if on else "Color temperature", None, box=(120, 960, 1440, 1500)),
            el("TV", "Last changed 9:23 AM" if not on else "Last changed 7:04 AM", None, box=(120, 960, 1560, 1620)),
            el("BT", "Settings", None, click=True, box=(120, 520, 2150, 2280)),
            el("BT", "Related", None, click=True, box=(560, 960, 2150, 2280))]


def ha_climate(target: str) -> list[dict[str, Any]]:
    return [el("V", None, None, "Hallway", box=(0, 1080, 400, 2337)),
            el("BT", None, None, "Dismiss dialog", click=True, box=(21, 147, 420, 546)),
            el("TV", "Hallway", None, box=(189, 800, 430, 530)),
            el("TV", f"Target {target}", None, box=(300, 780, 700, 860)),
            el("TV", "Currently 20.4 °C", None, box=(300, 780, 870, 930)),
            el("TV", "Heating", None, box=(300, 780, 940, 1000)),
            el("BT", None, None, "Decrease temperature", click=True, box=(300, 480, 1060, 1240)),
            el("BT", None, None, "Increase temperature", click=True, box=(600, 780, 1060, 1240)),
            el("TV", "Mode", None, box=(120, 500, 1320, 1380)), el("BT", "Heat", None, click=True, box=(560, 960, 1310, 1400)),
            el("TV", "Preset", None, box=(120, 500, 1440, 1500)), el("BT", "None", None, click=True, box=(560, 960, 1430, 1520)),
            el("BT", "Settings", None, click=True, box=(120, 520, 2150, 2280)),
            el("BT", "Related", None, click=True, box=(560, 960, 2150, 2280))]


def ha_vac(state: str, bat: str) -> list[dict[str, Any]]:
    els = [el("V", None, None, "Roborock S7", box=(0, 1080, 400, 2337)),
           el("BT", None, None, "Dismiss dialog", click=True, box=(21, 147, 420, 546)),
           el("TV", "Roborock S7", None, box=(189, 800, 430, 530)),
           el("TV", state, None, box=(189, 800, 560, 660)),
           el("TV", f"Battery {bat}", None, box=(189, 800, 670, 730))]
    for i, b in enumerate(["Start", "Pause", "Stop", "Return to dock", "Locate"]):
        els.append(el("BT", None, None, b, click=True, en=not (b == "Start" and state == "Cleaning"), box=(60 + i * 196, 240 + i * 196, 800, 980)))
    els += [el("TV", "Fan speed", None, box=(120, 500, 1060, 1120)), el("BT", "Balanced", None, click=True, box=(560, 960, 1050, 1140)),
            el("BT", "Settings", None, click=True, box=(120, 520, 2150, 2280)),
            el("BT", "Related", None, click=True, box=(560, 960, 2150, 2280))]
    return els


def t22(rs: RowSet) -> None:
    t = Traj(HA, ha_dash("On · 80%", "Off", "21 °C", "Heating", "412 W", "Docked · Battery 100%"), "9:22", 86)
    t.step(t.tap("Living Room Light"), ha_light(True), "9:22")
    t.step(t.tap("Toggle"), ha_light(False), "9:23")
    t.step(act("navigate_back"), ha_dash("Off", "Off", "21 °C", "Heating", "356 W", "Docked · Battery 100%"), "9:23")
    t.step(t.tap("Hallway"), ha_climate("21.0 °C"), "9:23")
    t.step(t.tap("Increase temperature"), ha_climate("21.5 °C"), "9:24")
    t.step(t.tap("Increase temperature"), ha_climate("22.0 °C"), "9:24")
    t.step(act("navigate_back"), ha_dash("Off", "Off", "22 °C", "Heating", "361 W", "Docked · Battery 100%"), "9:24")
    t.step(t.tap("Toggle Kitchen Light"), ha_dash("Off", "On · 100%", "21 °C", "Heating", "418 W", "Docked · Battery 100%"), "9:25")
    t.step(t.tap("Roborock S7"), ha_vac("Docked", "100%"), "9:25")
    t.step(t.tap("Start"), ha_vac("Cleaning", "100%"), "9:25")
    t.step(act("navigate_back"), ha_dash("Off", "On · 100%", "21 °C", "Heating", "447 W", "Cleaning · Battery 99%"), "9:26")
    t.add(rs, "h58-android-22", bad=True, turn=8,
          kind="Toggling the kitchen light shows the Hallway thermostat back at Target 21 °C, though turns 6-7 had raised it to 22 °C.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
