# ruff: noqa: E501
"""Held-out set holdout47, domain android: 22 AndroidWorld trajectories on a phone, 11 of them with one contradiction.

Each action is an AndroidWorld JSON action; each observation is the full element list of the next screen
(``UI element N: UIElement(...)`` lines). Run from the repository root:
``python3 -m tests.decoherence.independent.holdout47_parts.android.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model** - a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context**: the previous actions and screens of this session
2. **Current Screen State**: the visible Android UI state, as a list of UI elements
3. **Android Action**: an AndroidWorld action (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, wait, ...)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: generate the complete next screen state after the action
2. **Context Maintenance**: track navigation state, focused elements, input values and app state across turns
3. **Behavioral Fidelity**: stay faithful to Android app behavior, including screen transitions, loading completion, focus changes and no-op actions

# Format Requirements

Keep the representation of the current screen exactly: one `UI element N: UIElement(...)` line per element, with the same fields. Preserve untouched elements verbatim, update only what the action changes, and output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYSUI = "com.android.systemui"
TV = "android.widget.TextView"
BTN = "android.widget.Button"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
ET = "android.widget.EditText"
SW = "android.widget.Switch"
CB = "android.widget.CheckBox"
RB = "android.widget.RadioButton"
RV = "androidx.recyclerview.widget.RecyclerView"
LV = "android.widget.ListView"
FL = "android.widget.FrameLayout"
LL = "android.widget.LinearLayout"
VG = "android.view.ViewGroup"
V = "android.view.View"
PB = "android.widget.ProgressBar"
SB = "android.widget.SeekBar"
SP = "android.widget.Spinner"
SV = "android.widget.ScrollView"
HSV = "android.widget.HorizontalScrollView"
TB = "android.widget.ToggleButton"


class BoundingBox:
    """Pixel box of an element, printed the way AndroidWorld prints it."""

    def __init__(self, x_min: int, y_min: int, x_max: int, y_max: int) -> None:
        self.x_min, self.y_min, self.x_max, self.y_max = x_min, y_min, x_max, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


class Scr:
    """One screen: the status bar of the system UI, then the elements of the foreground app."""

    def __init__(self, pkg: str, clock: str, battery: int, *, notif: tuple[str, ...] = (), net: str = "Wifi signal full.", charging: bool = False) -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = []
        self.add(TV, clock, None, (42, 18, 141, 66), "com.android.systemui:id/clock", pkg=SYSUI)
        for i, d in enumerate(notif):
            self.add(IV, None, d, (160 + 52 * i, 18, 202 + 52 * i, 66), "com.android.systemui:id/notification_icon", pkg=SYSUI)
        self.add(IV, None, net, (848, 18, 896, 66), "com.android.systemui:id/wifi_combo", pkg=SYSUI)
        self.add(IV, None, f"Battery {battery} percent." + (" Charging." if charging else ""), (914, 18, 1038, 66), "com.android.systemui:id/battery", pkg=SYSUI)

    def add(self, cls: str, text: str | None = None, desc: str | None = None, box: tuple[int, int, int, int] = (0, 0, 1080, 2400),
            rid: str | None = None, *, click: bool = False, long: bool = False, edit: bool = False, check: bool | None = None,
            scroll: bool = False, sel: bool = False, focus: bool = False, hint: str | None = None, enabled: bool = True,
            pkg: str | None = None) -> int:
        pkg = pkg or self.pkg
        if rid is not None and ":" not in rid:
            rid = f"{pkg}:id/{rid}"
        self.els.append({
            "text": text, "content_description": desc, "class_name": cls, "bbox": None,
            "bbox_pixels": BoundingBox(*box), "hint_text": hint, "is_checked": bool(check),
            "is_checkable": check is not None, "is_clickable": click, "is_editable": edit, "is_enabled": enabled,
            "is_focused": focus, "is_focusable": click or edit or focus, "is_long_clickable": long,
            "is_scrollable": scroll, "is_selected": sel, "is_visible": True, "package_name": pkg,
            "resource_name": rid, "tooltip": None, "resource_id": None, "metadata": None})
        return len(self.els) - 1

    def ix(self, text: str | None = None, desc: str | None = None, rid: str | None = None, nth: int = 0, cls: str | None = None) -> int:
        """Index of the nth element whose text / content description / resource name / class match."""
        hits = []
        for i, e in enumerate(self.els):
            if cls is not None and e["class_name"] != cls:
                continue
            if text is not None and e["text"] != text:
                continue
            if desc is not None and e["content_description"] != desc:
                continue
            if rid is not None and not (e["resource_name"] or "").endswith("/" + rid):
                continue
            hits.append(i)
        assert len(hits) > nth, (text, desc, rid)
        return hits[nth]

    def __str__(self) -> str:
        return ui_elements(self.els)


def click(s: Scr, **kw: Any) -> str:
    return droid("click", index=s.ix(**kw))


def long_press(s: Scr, **kw: Any) -> str:
    return droid("long_press", index=s.ix(**kw))


def type_in(s: Scr, value: str, **kw: Any) -> str:
    return droid("input_text", text=value, index=s.ix(**kw))


def back() -> str:
    return droid("navigate_back")


def scroll(direction: str) -> str:
    return droid("scroll", direction=direction)


def open_app(name: str) -> str:
    return droid("open_app", app_name=name)


# Google Keep - clean
def t01(rs: RowSet) -> None:
    pkg = "com.google.android.keep"
    notes = [
        ("Car insurance renewal", "Policy AX-88213-04 renews Apr 30. Geico quote $612 / 6 mo vs Progressive now $688 / 6 mo. Call agent before Apr 15.", None),
        ("Groceries", "☐ Oat milk\n☐ Eggs (dozen)\n☐ Baby spinach\n☐ Coffee beans\n+ 3 checked items", None),
        ("Q2 tax docs", "1099-INT Ally, W-2 Lumenfield, HSA 5498-SA, daycare receipts (Bright Steps, Jan-Mar)", "Home"),
        ("Wi-Fi guest", "Network: Chen-Guest\nPassword: maple-otter-42", None),
        ("Gift ideas", "Dad: Field Notes + Lamy Safari\nLena: pottery class voucher\nSam: Aeropress Go", None),
        ("Lisbon trip", "TP 204 EWR-LIS Jun 6 21:35, Airbnb Alfama check-in 15:00, conf HM8K2QZ4TA", "Travel"),
    ]

    def main(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(IB, None, "Open navigation drawer", (63, 105, 147, 189), click=True)
        s.add(TV, "Search your notes", None, (168, 105, 800, 189), "open_search_bar_text_view", click=True)
        s.add(IB, None, "Single-column view", (822, 105, 906, 189), "switch_view_button", click=True)
        s.add(IB, None, "Google Account: Maya Chen (maya.chen.lf@gmail.com)", (927, 105, 1011, 189), "og_apd_internal_image_view", click=True)
        s.add(RV, None, None, (0, 231, 1080, 2190), "notes_recycler", scroll=True)
        ys = [(252, 702), (252, 612), (723, 1131), (633, 921), (1152, 1542), (942, 1374)]
        for i, (title, body, label) in enumerate(notes):
            x0, x1 = (32, 530) if i % 2 == 0 else (550, 1048)
            y0, y1 = ys[i]
            s.add(FL, None, None, (x0, y0, x1, y1), "browse_note_interior_content", click=True, long=True)
            s.add(TV, title, None, (x0 + 32, y0 + 32, x1 - 32, y0 + 90), "index_note_title")
            s.add(TV, body, None, (x0 + 32, y0 + 100, x1 - 32, y1 - (90 if label else 32)), "index_note_text_description")
            if label:
                s.add(TV, label, None, (x0 + 32, y1 - 80, x0 + 190, y1 - 32), "label_chip_text")
        s.add(IB, None, "New list", (21, 2226, 126, 2331), "new_list_button", click=True)
        s.add(IB, None, "New drawing", (147, 2226, 252, 2331), "new_drawing_button", click=True)
        s.add(IB, None, "New voice note", (273, 2226, 378, 2331), "new_audio_note_button", click=True)
        s.add(IB, None, "New image note", (399, 2226, 504, 2331), "new_image_note_button", click=True)
        s.add(IB, None, "Create a note", (891, 2121, 1038, 2268), "new_note_button", click=True)
        return s

    def drawer(clock: str, batt: int, labels: list[str]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(TV, "Google Keep", None, (63, 105, 620, 189), "drawer_title")
        s.add(RV, None, None, (0, 210, 882, 2337), "drawer_navigation_recycler", scroll=True)
        s.add(LL, None, None, (0, 231, 840, 378), click=True, sel=True)
        s.add(TV, "Notes", None, (210, 273, 700, 336), "title")
        s.add(LL, None, None, (0, 378, 840, 525), click=True)
        s.add(TV, "Reminders", None, (210, 420, 700, 483), "title")
        s.add(TV, "Labels", None, (63, 567, 500, 630), "header_title")
        s.add(BTN, "Edit", None, (700, 553, 840, 644), "header_button", click=True)
        y = 672
        for lab in labels:
            s.add(LL, None, None, (0, y, 840, y + 147), click=True)
            s.add(TV, lab, None, (210, y + 42, 700, y + 105), "title")
            y += 147
        s.add(LL, None, None, (0, y, 840, y + 147), click=True)
        s.add(TV, "Create new label", None, (210, y + 42, 700, y + 105), "title")
        y += 189
        for name in ("Archive", "Trash", "Settings", "Help & feedback"):
            s.add(LL, None, None, (0, y, 840, y + 147), click=True)
            s.add(TV, name, None, (210, y + 42, 700, y + 105), "title")
            y += 147
        return s

    def edit_labels(clock: str, batt: int, labels: list[str], typed: str, focused: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Edit labels", None, (189, 105, 700, 168), "toolbar_title")
        s.add(IB, None, "Cancel" if focused else "Add label", (21, 231, 147, 357), "cancel_button" if focused else "add_label_icon", click=True)
        s.add(ET, typed or None, None, (168, 231, 912, 357), "label_name_editor", click=True, edit=True, focus=focused, hint="Create new label")
        s.add(IB, None, "Create label", (933, 231, 1059, 357), "create_button", click=True, enabled=bool(typed))
        s.add(RV, None, None, (0, 378, 1080, 2337), "label_list", scroll=True)
        y = 378
        for lab in labels:
            s.add(IV, None, "Delete label", (21, y, 147, y + 126), "delete_icon", click=True)
            s.add(ET, lab, None, (168, y, 912, y + 126), "label_name", click=True, edit=True)
            s.add(IB, None, "Rename label", (933, y, 1059, y + 126), "rename_button", click=True)
            y += 126
        return s

    def editor(clock: str, batt: int, edited: str, reminder: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(IB, None, "Pin", (660, 84, 786, 189), "menu_pin", click=True)
        s.add(IB, None, "Reminder", (786, 84, 912, 189), "menu_reminder", click=True)
        s.add(IB, None, "Archive", (912, 84, 1038, 189), "menu_archive", click=True)
        s.add(ET, notes[0][0], None, (42, 231, 1038, 336), "editable_title", click=True, edit=True, hint="Title")
        s.add(ET, notes[0][1], None, (42, 357, 1038, 588), "edit_note_text", click=True, edit=True, hint="Note")
        if reminder:
            s.add(TV, reminder, "Reminder: " + reminder, (42, 630, 420, 714), "reminder_chip_text", click=True)
        s.add(IB, None, "Add", (21, 2226, 126, 2331), "add_button", click=True)
        s.add(IB, None, "Action: change background", (147, 2226, 252, 2331), "theme_button", click=True)
        s.add(TV, edited, None, (380, 2247, 700, 2310), "editor_status_text")
        s.add(IB, None, "More options", (954, 2226, 1059, 2331), "overflow_menu", click=True)
        return s

    def reminder_sheet(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(FL, None, None, (0, 1218, 1080, 2337), "design_bottom_sheet")
        s.add(TV, "Remind me later", None, (63, 1260, 800, 1323), "sheet_title")
        s.add(TV, "Saved in Google Reminders", None, (63, 1323, 800, 1374), "sheet_subtitle")
        y = 1407
        for label, when in (("Later today", "6:00 PM"), ("Tomorrow morning", "8:00 AM"), ("Monday morning", "Mon 8:00 AM"), ("Home", "Maplewood, NJ"), ("Pick a date & time", None), ("Pick a place", None)):
            s.add(LL, None, None, (0, y, 1080, y + 147), "reminder_option", click=True)
            s.add(TV, label, None, (168, y + 42, 700, y + 105), "reminder_option_title")
            if when:
                s.add(TV, when, None, (760, y + 42, 1038, y + 105), "reminder_option_time")
            y += 147
        return s

    s0 = main("9:12", 64)
    s1 = drawer("9:12", 64, ["Home", "Travel", "Work"])
    s2 = edit_labels("9:12", 64, ["Home", "Travel", "Work"], "", False)
    s3 = edit_labels("9:12", 64, ["Home", "Travel", "Work"], "Finance", True)
    s4 = edit_labels("9:13", 64, ["Finance", "Home", "Travel", "Work"], "", True)
    s5 = main("9:13", 64)
    s6 = editor("9:13", 64, "Edited Mar 3", None)
    s7 = reminder_sheet("9:14", 64)
    s8 = editor("9:14", 63, "Edited 9:14 AM", "Tomorrow, 8:00 AM")
    turns = [
        (click(s0, desc="Open navigation drawer"), str(s1)),
        (click(s1, text="Edit"), str(s2)),
        (type_in(s2, "Finance", rid="label_name_editor"), str(s3)),
        (click(s3, desc="Create label"), str(s4)),
        (click(s4, desc="Navigate up"), str(s5)),
        (click(s5, text="Car insurance renewal"), str(s6)),
        (click(s6, desc="Reminder"), str(s7)),
        (click(s7, text="Tomorrow morning"), str(s8)),
    ]
    rs.add(task="android", tid="h47-android-01", system=SYSTEM, turns=turns, state=str(s0))


# Aegis Authenticator - bad
def t02(rs: RowSet) -> None:
    pkg = "com.beemdevelopment.aegis"
    entries = [
        ("GitHub", "maya.chen", None),
        ("Google", "maya.chen.lf@gmail.com", "Personal"),
        ("Proton", "mchen@proton.me", "Personal"),
        ("Cloudflare", "ops@lumenfield.io", "Work"),
        ("AWS", "root@lumenfield-prod", "Work"),
        ("Discord", "mayachen", "Personal"),
        ("Tailscale", "maya@lumenfield.io", "Work"),
    ]
    codes_a = {"GitHub": "482 913", "Google": "715 066", "Proton": "309 842", "Cloudflare": "661 270", "AWS": "094 538", "Discord": "827 401", "Tailscale": "153 689"}
    codes_b = {"GitHub": "530 217", "Google": "248 905", "Proton": "876 013", "Cloudflare": "112 458", "AWS": "703 926", "Discord": "395 770", "Tailscale": "641 382"}

    def vault(clock: str, rows: list[tuple[str, str, str | None]], codes: dict[str, str], *, selected: str | None = None, chip: str | None = None) -> Scr:
        s = Scr(pkg, clock, 81)
        if selected:
            s.add(IB, None, "Done", (0, 63, 147, 210), "action_mode_close_button", click=True)
            s.add(TV, "1", None, (189, 105, 400, 168), "action_bar_title")
            s.add(TV, None, "Copy", (513, 84, 618, 189), "action_copy", click=True)
            s.add(TV, None, "Edit", (618, 84, 723, 189), "action_edit", click=True)
            s.add(TV, None, "Transfer", (723, 84, 828, 189), "action_share_qr", click=True)
            s.add(TV, None, "Delete", (828, 84, 933, 189), "action_delete", click=True)
            s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        else:
            s.add(TV, "Aegis", None, (63, 105, 500, 168), "toolbar_title")
            s.add(TV, None, "Search", (723, 84, 828, 189), "mi_search", click=True)
            s.add(TV, None, "Lock", (828, 84, 933, 189), "action_lock", click=True)
            s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(HSV, None, None, (0, 210, 1080, 336), "groupChipScrollView", scroll=True)
        x = 42
        for g in ("Personal", "Work", "No group"):
            w = 60 + 28 * len(g)
            s.add(CB, g, None, (x, 231, x + w, 315), "chip_group", click=True, check=(chip == g))
            x += w + 24
        s.add(PB, None, None, (0, 336, 1080, 346), "progressBar")
        s.add(RV, None, None, (0, 346, 1080, 2337), "rvKeyProfiles", scroll=True)
        y = 367
        for issuer, account, _ in rows:
            s.add(LL, None, None, (0, y, 1080, y + 210), "rlCardEntry", click=True, long=True, sel=(issuer == selected))
            s.add(IV, None, None, (42, y + 51, 150, y + 159), "ivTextDrawable")
            s.add(TV, issuer, None, (189, y + 42, 700, y + 105), "profile_issuer")
            s.add(TV, account, None, (189, y + 105, 700, y + 163), "profile_account_name")
            s.add(TV, codes[issuer], None, (720, y + 63, 1038, y + 147), "profile_code")
            y += 210
        if not selected:
            s.add(IB, None, "Add entry", (870, 2121, 1017, 2268), "fab", click=True)
        return s

    def edit(clock: str, name: str, group: str, popup: bool = False) -> Scr:
        s = Scr(pkg, clock, 81)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Edit entry", None, (189, 105, 600, 168), "toolbar_title")
        s.add(TV, None, "Save", (828, 84, 933, 189), "action_save", click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(IV, None, "Entry icon", (414, 252, 666, 504), "profile_drawable", click=True)
        s.add(ET, name, None, (42, 567, 1038, 714), "text_name", click=True, edit=True, hint="Name")
        s.add(ET, "GitHub", None, (42, 756, 1038, 903), "text_issuer", click=True, edit=True, hint="Issuer")
        s.add(SP, group, None, (42, 945, 1038, 1092), "dropdown_group", click=True, hint="Group")
        s.add(ET, None, None, (42, 1134, 1038, 1281), "text_note", click=True, edit=True, hint="Note")
        s.add(TV, "Show advanced fields", None, (42, 1323, 1038, 1407), "toggle_advanced", click=True)
        s.add(TV, "Usage count: 14", None, (42, 1449, 600, 1512), "text_usage_count")
        s.add(TV, "Last used: 2 days ago", None, (42, 1512, 600, 1575), "text_last_used")
        if popup:
            s.add(LV, None, None, (42, 1092, 1038, 1680), "select_dialog_listview", scroll=True)
            y = 1092
            for g in ("No group", "Personal", "Work", "New group…"):
                s.add(TV, g, None, (42, y, 1038, y + 147), "text1", click=True, sel=(g == group))
                y += 147
        return s

    def auth(clock: str, typed: str | None) -> Scr:
        s = Scr(pkg, clock, 81)
        s.add(IV, None, "Aegis", (414, 420, 666, 672), "imageView")
        s.add(TV, "Enter your password", None, (63, 735, 1017, 819), "textView")
        s.add(ET, typed, None, (63, 882, 1017, 1029), "text_password", click=True, edit=True, focus=typed is not None, hint="Password")
        s.add(IB, None, "Show password", (912, 903, 1008, 1008), "text_input_end_icon", click=True)
        s.add(BTN, "Unlock", None, (63, 1092, 1017, 1218), "button_decrypt", click=True)
        s.add(BTN, "Biometrics", None, (63, 1239, 1017, 1365), "button_biometrics", click=True)
        s.add(TV, "Forgot your password?", None, (63, 1428, 1017, 1491), "button_forgot_password", click=True)
        return s

    renamed = [("GitHub", "maya-lumenfield", "Work")] + entries[1:]
    work_drift = [("GitHub", "maya.chen", "Work")] + [e for e in entries if e[2] == "Work"]
    s0 = vault("14:03", entries, codes_a)
    s1 = vault("14:03", entries, codes_a, selected="GitHub")
    s2 = edit("14:03", "maya.chen", "No group")
    s3 = edit("14:03", "maya-lumenfield", "No group")
    s4 = edit("14:03", "maya-lumenfield", "No group", popup=True)
    s5 = edit("14:03", "maya-lumenfield", "Work")
    s6 = vault("14:04", renamed, codes_b)
    s7 = vault("14:04", work_drift, codes_b, chip="Work")
    s8 = auth("14:04", None)
    s9 = auth("14:04", "•" * 19)
    turns = [
        (long_press(s0, text="GitHub"), str(s1)),
        (click(s1, desc="Edit"), str(s2)),
        (type_in(s2, "maya-lumenfield", rid="text_name"), str(s3)),
        (click(s3, rid="dropdown_group"), str(s4)),
        (click(s4, text="Work"), str(s5)),
        (click(s5, desc="Save"), str(s6)),
        (click(s6, text="Work"), str(s7)),
        (click(s7, desc="Lock"), str(s8)),
        (type_in(s8, "correct-horse-lumen", rid="text_password"), str(s9)),
    ]
    rs.add(task="android", tid="h47-android-02", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=7,
           kind="entry renamed in the edit screen is listed under its old account name in the filtered list")


# Todoist - clean
def t03(rs: RowSet) -> None:
    pkg = "com.todoist"
    overdue = [("Submit expense report", "11 Mar", "Lumenfield", 3)]
    today = [
        ("Pay electricity bill", None, "Home", 1),
        ("Email Dana re: venue deposit", None, "Wedding", 2),
        ("Renew passport photos", "12:30", "Inbox", 4),
        ("Call vet to book Miso's checkup", None, "Home", 3),
        ("Review PR #482", "17:00", "Lumenfield", 4),
    ]

    def listing(clock: str, batt: int, tasks: list[tuple[str, str | None, str, int]], snack: bool) -> Scr:
        s = Scr(pkg, clock, batt, notif=("Gmail notification",))
        s.add(TV, "Today", None, (63, 105, 600, 189), "toolbar_title")
        s.add(IB, None, "View", (828, 84, 933, 189), "menu_view_options", click=True)
        s.add(IB, None, "More options", (933, 84, 1038, 189), click=True)
        n = len(tasks) + len(overdue)
        s.add(TV, f"{n} tasks", None, (63, 210, 400, 262), "subtitle")
        s.add(RV, None, None, (0, 283, 1080, 2142), "list", scroll=True)
        y = 283
        s.add(TV, "Overdue", None, (63, y + 21, 500, y + 84), "section_name")
        s.add(BTN, "Reschedule", None, (780, y + 10, 1038, y + 94), "section_overflow_reschedule", click=True)
        y += 105
        for grp in (overdue, None, tasks):
            if grp is None:
                s.add(TV, "14 Mar · Today · Thursday", None, (63, y + 21, 900, y + 84), "section_name")
                y += 105
                continue
            for name, due, proj, prio in grp:
                s.add(VG, None, None, (0, y, 1080, y + 189), "item", click=True, long=True)
                s.add(CB, None, f"Complete task, priority {prio}" if prio < 4 else "Complete task", (21, y + 21, 126, y + 126), "checkmark", click=True, check=False)
                s.add(TV, name, None, (147, y + 30, 1038, y + 93), "text")
                if due:
                    s.add(TV, due, None, (147, y + 105, 400, y + 160), "due_date")
                s.add(TV, proj, None, (700, y + 105, 1038, y + 160), "project")
                y += 189
        if snack:
            s.add(TV, "Task completed", None, (63, 1995, 700, 2079), "snackbar_text")
            s.add(BTN, "Undo", None, (830, 1985, 1017, 2089), "snackbar_action", click=True)
        s.add(IB, None, "Add task", (870, 1806 if snack else 1974, 1017, 1953 if snack else 2121), "fab", click=True)
        for i, tab in enumerate(("Inbox", "Today", "Upcoming", "Search", "Browse")):
            s.add(FL, None, tab, (216 * i, 2163, 216 * (i + 1), 2337), "navigation_bar_item", click=True, sel=(tab == "Today"))
        return s

    def quick_add(clock: str, batt: int, text: str | None, prio: str | None, menu: bool) -> Scr:
        s = Scr(pkg, clock, batt, notif=("Gmail notification",))
        s.add(FL, None, None, (0, 1134, 1080, 1596), "quick_add_item_container")
        s.add(ET, text, None, (42, 1155, 1038, 1260), "message", click=True, edit=True, focus=True, hint="Task name")
        s.add(ET, None, None, (42, 1260, 1038, 1344), "description", click=True, edit=True, hint="Description")
        s.add(BTN, "Today", "Date: Today", (42, 1365, 252, 1449), "quick_add_chip_date", click=True)
        s.add(BTN, prio or "Priority", "Priority 2" if prio else "Priority", (273, 1365, 483, 1449), "quick_add_chip_priority", click=True)
        s.add(BTN, "Reminders", None, (504, 1365, 756, 1449), "quick_add_chip_reminders", click=True)
        s.add(IB, None, "More options", (777, 1365, 882, 1449), "quick_add_chip_more", click=True)
        s.add(BTN, "Inbox", "Project: Inbox", (42, 1491, 300, 1575), "quick_add_project", click=True)
        s.add(IB, None, "Add task", (912, 1470, 1038, 1596), "submit", click=True, enabled=bool(text))
        if menu:
            s.add(LV, None, None, (273, 819, 735, 1365), "popup_list")
            y = 819
            for p in (1, 2, 3, 4):
                s.add(LL, None, None, (273, y, 735, y + 136), click=True)
                s.add(TV, f"Priority {p}", None, (378, y + 36, 714, y + 100), "title")
                y += 136
        return s

    extra = ("Order printer toner", None, "Inbox", 2)
    s0 = listing("8:47", 58, today, False)
    s1 = listing("8:47", 58, today[1:], True)
    s2 = quick_add("8:47", 58, None, None, False)
    s3 = quick_add("8:48", 58, "Order printer toner", None, False)
    s4 = quick_add("8:48", 58, "Order printer toner", None, True)
    s5 = quick_add("8:48", 58, "Order printer toner", "P2", False)
    s6 = quick_add("8:48", 58, None, None, False)
    s7 = listing("8:49", 57, today[1:] + [extra], False)
    turns = [
        (click(s0, desc="Complete task, priority 1"), str(s1)),
        (click(s1, desc="Add task"), str(s2)),
        (type_in(s2, "Order printer toner", rid="message"), str(s3)),
        (click(s3, rid="quick_add_chip_priority"), str(s4)),
        (click(s4, text="Priority 2"), str(s5)),
        (click(s5, desc="Add task"), str(s6)),
        (back(), str(s7)),
    ]
    rs.add(task="android", tid="h47-android-03", system=SYSTEM, turns=turns, state=str(s0))


# Gmail - bad
def t04(rs: RowSet) -> None:
    pkg = "com.google.android.gm"
    acct = "Signed in as Maya Chen maya.chen.lf@gmail.com\nAccount and settings."
    inbox = [
        ("TurboTax", "Your 2023 federal return was accepted", "Good news, Maya! The IRS accepted your federal return on March 13, 2024. Expected refund: $1,284.00", "9:02 AM", True),
        ("Chase", "Your March statement is ready", "Your statement for the account ending in 4471 is now available online. New balance: $2,318.62", "7:48 AM", True),
        ("Dana Whitfield", "Re: Venue deposit - Hollow Creek Barn", "Hi Maya, the barn confirmed they can hold Sept 21 until Friday if we send the $2,500 deposit…", "Mar 12", False),
        ("Ally Bank", "Your 2023 tax documents are available", "Your Form 1099-INT for 2023 is ready to view in the Documents center of online banking.", "Mar 12", False),
        ("GitHub", "[lumenfield/api] Add retry budget to ingest worker (PR #482)", "@kpatel requested your review on this pull request. 4 files changed, +212 -37.", "Mar 12", False),
        ("Lyft", "Your ride with Marcus on March 11", "Thanks for riding with Marcus! Total $18.43 charged to Visa ••4471. Pickup 6:12 PM, Newark Penn Station", "Mar 11", False),
        ("Lumenfield HR", "Action needed: confirm your W-2 delivery preference", "Please confirm by March 22 whether you want paperless delivery of next year's W-2 through Gusto.", "Mar 11", False),
    ]
    receipts = [
        ("Lyft", "Your ride with Marcus on March 11", "Thanks for riding with Marcus! Total $18.43 charged to Visa ••4471. Pickup 6:12 PM, Newark Penn Station", "Mar 11", False),
        ("Apple", "Your receipt from Apple.", "iCloud+ with 200 GB storage (Monthly) $2.99. Order ID MT4XQ8L2KD. Billed to Visa ••4471", "Mar 9", False),
        ("Amazon.com", "Your Amazon.com order of \"Anker 737 Power Bank\" has shipped!", "Arriving Monday. Order #113-4829371-6620251. Track your package.", "Mar 7", False),
        ("Uber Receipts", "Your Thursday evening trip with Uber", "Total $24.17. Thanks for riding, Maya. Trip from 31 Bleecker St to Newark Penn Station.", "Mar 7", False),
        ("DoorDash", "Order Confirmation for Maya from Lao Sze Chuan", "Your order is confirmed. Estimated arrival 7:25 PM. Subtotal $38.90, total $47.16.", "Mar 5", False),
        ("Con Edison", "Your payment has been received", "We received your payment of $142.37 for account ending 0093 on March 1, 2024.", "Mar 1", False),
    ]

    def mail_list(clock: str, title: str, rows: list[tuple[str, str, str, str, bool]], *, selected: int | None = None, empty: str | None = None) -> Scr:
        s = Scr(pkg, clock, 77, notif=("Gmail notification: TurboTax",))
        if selected is None:
            s.add(IB, None, "Open navigation drawer", (42, 105, 147, 210), click=True)
            s.add(TV, "Search in mail", None, (168, 105, 850, 210), "open_search", click=True)
            s.add(IV, None, acct, (912, 105, 1017, 210), "og_apd_internal_image_view", click=True)
        else:
            s.add(IB, None, "Done", (0, 84, 126, 210), "action_mode_close_button", click=True)
            s.add(TV, "1", None, (168, 105, 400, 189), "action_bar_title")
            s.add(TV, None, "Archive", (513, 84, 618, 189), "archive", click=True)
            s.add(TV, None, "Delete", (618, 84, 723, 189), "delete", click=True)
            s.add(TV, None, "Mark unread", (723, 84, 828, 189), "read", click=True)
            s.add(TV, None, "Move to", (828, 84, 933, 189), "move_to", click=True)
            s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(TV, title, None, (42, 231, 800, 294), "folder_header")
        s.add(RV, None, None, (0, 315, 1080, 2142), "thread_list_view", scroll=True)
        if empty:
            s.add(IV, None, None, (390, 900, 690, 1200), "empty_state_image")
            s.add(TV, empty, None, (100, 1242, 980, 1326), "empty_text")
        y = 315
        for i, (who, subj, snip, date, unread) in enumerate(rows):
            st = "Unread, " if unread else ""
            s.add(LL, None, f"{st}{who}, {subj}, {snip[:60]}, {date}", (0, y, 1080, y + 252), "viewified_conversation_item_view", click=True, long=True, sel=(i == selected))
            s.add(IV, None, "Selected" if i == selected else who, (42, y + 42, 147, y + 147), "contact_image", click=True)
            s.add(TV, who, None, (189, y + 32, 820, y + 90), "senders")
            s.add(TV, date, None, (840, y + 32, 1038, y + 90), "date")
            s.add(TV, subj, None, (189, y + 95, 1038, y + 150), "subject")
            s.add(TV, snip, None, (189, y + 150, 950, y + 210), "snippet")
            s.add(IV, None, "Not starred", (960, y + 150, 1038, y + 228), "star", click=True)
            y += 252
        if selected is None:
            s.add(BTN, "Compose", "Compose", (650, 1974, 1038, 2121), "compose_button", click=True)
        s.add(FL, None, "Mail, 12 new notifications", (0, 2163, 540, 2337), "mail", click=True, sel=True)
        s.add(FL, None, "Meet", (540, 2163, 1080, 2337), "meet", click=True)
        return s

    top = [("All inboxes", None), ("Primary", "12"), ("Promotions", "3 new"), ("Social", "1 new"), ("Updates", "8 new"),
           ("Starred", None), ("Snoozed", None), ("Important", "4"), ("Sent", None), ("Scheduled", None), ("Outbox", None), ("Drafts", "2")]

    def drawer(clock: str, *, bottom: bool, labels: list[str], current: str | None) -> Scr:
        s = Scr(pkg, clock, 77, notif=("Gmail notification: TurboTax",))
        s.add(RV, None, None, (0, 63, 882, 2337), "drawer_list", scroll=True)
        y = 84
        items: list[tuple[str | None, str | None]]
        if not bottom:
            s.add(TV, "Gmail", None, (63, y, 500, y + 105), "drawer_header")
            y += 126
            items = list(top)
        else:
            items = top[9:] + [("All mail", None), ("Spam", "5"), ("Trash", None), (None, "Labels")]
            items += [(lab, None) for lab in labels] + [("Create new", None), (None, "Google apps"), ("Calendar", None), ("Contacts", None), ("Settings", None), ("Send feedback", None), ("Help", None)]
        for name, count in items:
            if name is None:
                s.add(TV, count, None, (63, y + 21, 700, y + 84), "header")
                y += 105
                continue
            s.add(LL, None, None, (0, y, 840, y + 147), "folder_item", click=True, sel=(name == current))
            s.add(TV, name, None, (189, y + 42, 650, y + 105), "name")
            if count:
                s.add(TV, count, None, (680, y + 42, 819, y + 105), "unread")
            y += 147
        return s

    def dialog(clock: str, text: str | None) -> Scr:
        s = Scr(pkg, clock, 77, notif=("Gmail notification: TurboTax",))
        s.add(FL, None, None, (63, 861, 1017, 1449), "parentPanel")
        s.add(TV, "New label", None, (126, 924, 954, 1008), "alertTitle")
        s.add(ET, text, None, (126, 1050, 954, 1176), "label_name_input", click=True, edit=True, focus=True, hint="Enter a new label")
        s.add(BTN, "Cancel", None, (540, 1302, 738, 1407), "button2", click=True)
        s.add(BTN, "Done", None, (759, 1302, 954, 1407), "button1", click=True, enabled=bool(text))
        return s

    labels = ["Receipts", "Travel", "Work/Lumenfield"]
    s0 = mail_list("9:21", "Primary", inbox)
    s1 = drawer("9:21", bottom=False, labels=labels, current="Primary")
    s2 = drawer("9:21", bottom=True, labels=labels, current="Primary")
    s3 = dialog("9:21", None)
    s4 = dialog("9:22", "Taxes 2024")
    s5 = mail_list("9:22", "Taxes 2024", [], empty="Nothing in Taxes 2024")
    s6 = drawer("9:22", bottom=True, labels=labels, current=None)
    s7 = mail_list("9:22", "Receipts", receipts)
    s8 = mail_list("9:23", "Receipts", receipts, selected=1)
    turns = [
        (click(s0, desc="Open navigation drawer"), str(s1)),
        (scroll("down"), str(s2)),
        (click(s2, text="Create new"), str(s3)),
        (type_in(s3, "Taxes 2024", rid="label_name_input"), str(s4)),
        (click(s4, text="Done"), str(s5)),
        (click(s5, desc="Open navigation drawer"), str(s6)),
        (click(s6, text="Receipts"), str(s7)),
        (long_press(s7, text="Apple"), str(s8)),
    ]
    rs.add(task="android", tid="h47-android-04", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=6,
           kind="label created in turn 5 is missing from the drawer's label list")


# Loop Habit Tracker - clean
def t05(rs: RowSet) -> None:
    pkg = "org.isoron.uhabits"
    days = ["Wednesday 13", "Tuesday 12", "Monday 11", "Sunday 10", "Saturday 9"]
    base = {
        "Meditate": ([False, True, True, False, True], 58),
        "Read 20 pages": ([False, True, True, True, True], 81),
        "Drink 2L water": ([False, True, False, True, True], 64),
        "No sugar": ([False, False, True, True, False], 37),
        "Stretch": ([False, False, True, False, True], 49),
    }

    def habits(clock: str, state: dict[str, tuple[list[bool], int]]) -> Scr:
        s = Scr(pkg, clock, 33)
        s.add(TV, "Habits", None, (63, 105, 500, 189), "toolbar_title")
        s.add(TV, None, "Add habit", (723, 84, 828, 189), "actionCreateHabit", click=True)
        s.add(TV, None, "Filter", (828, 84, 933, 189), "action_filter", click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        for i, lab in enumerate(("WED\n13", "TUE\n12", "MON\n11", "SUN\n10", "SAT\n9")):
            s.add(TV, lab, None, (510 + 114 * i, 210, 624 + 114 * i, 294), "headerDay")
        s.add(RV, None, None, (0, 294, 1080, 2337), "listView", scroll=True)
        y = 315
        for name, (checks, score) in state.items():
            s.add(LL, None, None, (21, y, 1059, y + 168), "habitCard", click=True, long=True)
            s.add(V, None, f"Score {score}%", (42, y + 42, 126, y + 126), "scoreRing")
            s.add(TV, name, None, (147, y + 42, 490, y + 126), "label")
            for j, done in enumerate(checks):
                s.add(V, None, f"{name}, {days[j]}, {'Checked' if done else 'Unchecked'}", (510 + 114 * j, y + 21, 624 + 114 * j, y + 147), "checkmarkButton", click=True, long=True)
            y += 189
        return s

    def type_dialog(clock: str) -> Scr:
        s = Scr(pkg, clock, 33)
        s.add(FL, None, None, (63, 777, 1017, 1533), "parentPanel")
        s.add(TV, "Yes or No", None, (126, 840, 954, 924), "buttonYesNo", click=True)
        s.add(TV, "e.g. Did you wake up early today? Did you exercise? Did you play chess?", None, (126, 924, 954, 1050), "descYesNo")
        s.add(TV, "Measurable", None, (126, 1113, 954, 1197), "buttonMeasurable", click=True)
        s.add(TV, "e.g. How many miles did you run today? How many pages did you read?", None, (126, 1197, 954, 1323), "descMeasurable")
        s.add(BTN, "Cancel", None, (756, 1386, 954, 1491), "button2", click=True)
        return s

    def create(clock: str, name: str | None, question: str | None, focus: str) -> Scr:
        s = Scr(pkg, clock, 33)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Create habit", None, (189, 105, 700, 189), "toolbar_title")
        s.add(BTN, "Save", None, (858, 84, 1038, 189), "buttonSave", click=True)
        s.add(ET, name, None, (42, 252, 840, 399), "nameInput", click=True, edit=True, focus=(focus == "name"), hint="Name")
        s.add(IB, None, "Color", (861, 252, 1038, 399), "colorButton", click=True)
        s.add(ET, question, None, (42, 441, 1038, 588), "questionInput", click=True, edit=True, focus=(focus == "question"), hint="e.g. Did you exercise today?")
        s.add(TV, "Frequency", None, (42, 630, 500, 693), "frequencyLabel")
        s.add(TV, "Every day", None, (42, 693, 1038, 777), "boolFrequencyPicker", click=True)
        s.add(TV, "Reminder", None, (42, 819, 500, 882), "reminderLabel")
        s.add(TV, "Off", None, (42, 882, 1038, 966), "reminderTimePicker", click=True)
        s.add(ET, None, None, (42, 1008, 1038, 1155), "notesInput", click=True, edit=True, hint="Notes (optional)")
        return s

    def detail(clock: str) -> Scr:
        s = Scr(pkg, clock, 33)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Meditate", None, (189, 105, 700, 189), "toolbar_title")
        s.add(TV, None, "Edit", (828, 84, 933, 189), "action_edit_habit", click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(SV, None, None, (0, 210, 1080, 2337), "scrollView", scroll=True)
        s.add(TV, "Every day", None, (63, 231, 500, 294), "frequencyLabel")
        s.add(TV, "07:30", None, (560, 231, 1017, 294), "reminderLabel")
        s.add(TV, "Overview", None, (63, 336, 500, 399), "title")
        for i, (val, lab) in enumerate((("61%", "Score"), ("+4%", "Month"), ("+12%", "Year"), ("142", "Total"))):
            s.add(TV, val, None, (42 + 252 * i, 420, 282 + 252 * i, 504), "scoreLabel" if i == 0 else "value")
            s.add(TV, lab, None, (42 + 252 * i, 504, 282 + 252 * i, 546), "label")
        s.add(TV, "Score", None, (63, 609, 500, 672), "title")
        s.add(TV, "Week", None, (780, 609, 1017, 672), "spinner", click=True)
        s.add(V, None, "Score chart", (42, 693, 1038, 1155), "scoreView")
        s.add(TV, "History", None, (63, 1197, 500, 1260), "title")
        s.add(BTN, "Edit", None, (780, 1190, 1017, 1267), "edit", click=True)
        s.add(V, None, "History chart", (42, 1281, 1038, 1701), "historyChart")
        s.add(TV, "Best streaks", None, (63, 1743, 500, 1806), "title")
        s.add(TV, "23", None, (42, 1827, 200, 1890), "streakLength")
        s.add(TV, "Jan 2, 2024 - Jan 24, 2024", None, (210, 1827, 1017, 1890), "streakRange")
        s.add(TV, "14", None, (42, 1911, 200, 1974), "streakLength")
        s.add(TV, "Oct 30, 2023 - Nov 12, 2023", None, (210, 1911, 1017, 1974), "streakRange")
        s.add(TV, "Frequency", None, (63, 2037, 500, 2100), "title")
        s.add(V, None, "Frequency chart", (42, 2121, 1038, 2337), "frequencyChart")
        return s

    def upd(st: dict[str, tuple[list[bool], int]], name: str, score: int) -> dict[str, tuple[list[bool], int]]:
        new = {k: (list(v[0]), v[1]) for k, v in st.items()}
        new[name][0][0] = True
        new[name] = (new[name][0], score)
        return new

    st1 = upd(base, "Meditate", 61)
    st2 = upd(st1, "Read 20 pages", 83)
    st3 = dict(st2)
    st3["Floss"] = ([False] * 5, 0)
    st4 = upd(st3, "Floss", 5)
    s0 = habits("21:40", base)
    s1 = habits("21:40", st1)
    s2 = habits("21:40", st2)
    s3 = type_dialog("21:40")
    s4 = create("21:41", None, None, "name")
    s5 = create("21:41", "Floss", None, "name")
    s6 = create("21:41", "Floss", "Did you floss today?", "question")
    s7 = habits("21:42", st3)
    s8 = habits("21:42", st4)
    s9 = detail("21:42")
    s10 = habits("21:43", st4)
    turns = [
        (click(s0, desc="Meditate, Wednesday 13, Unchecked"), str(s1)),
        (click(s1, desc="Read 20 pages, Wednesday 13, Unchecked"), str(s2)),
        (click(s2, desc="Add habit"), str(s3)),
        (click(s3, text="Yes or No"), str(s4)),
        (type_in(s4, "Floss", rid="nameInput"), str(s5)),
        (type_in(s5, "Did you floss today?", rid="questionInput"), str(s6)),
        (click(s6, text="Save"), str(s7)),
        (click(s7, desc="Floss, Wednesday 13, Unchecked"), str(s8)),
        (click(s8, text="Meditate"), str(s9)),
        (back(), str(s10)),
    ]
    rs.add(task="android", tid="h47-android-05", system=SYSTEM, turns=turns, state=str(s0))


# DAVx5 - bad
def t06(rs: RowSet) -> None:
    pkg = "at.bitfire.davdroid"
    acct = "maya@lumenfield.io"

    def accounts(clock: str) -> Scr:
        s = Scr(pkg, clock, 90, charging=True)
        s.add(IB, None, "Open navigation drawer", (0, 63, 147, 210), click=True)
        s.add(TV, "DAVx⁵", None, (189, 105, 700, 189), "toolbar_title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "list", scroll=True)
        s.add(LL, None, None, (21, 231, 1059, 441), "account_card", click=True)
        s.add(IV, None, None, (63, 273, 189, 399), "icon")
        s.add(TV, acct, None, (210, 273, 1017, 336), "account_name")
        s.add(TV, "cloud.lumenfield.io", None, (210, 336, 1017, 399), "account_host")
        s.add(LL, None, None, (21, 462, 1059, 672), "account_card", click=True)
        s.add(IV, None, None, (63, 504, 189, 630), "icon")
        s.add(TV, "maya.chen@fastmail.com", None, (210, 504, 1017, 567), "account_name")
        s.add(TV, "carddav.fastmail.com", None, (210, 567, 1017, 630), "account_host")
        s.add(BTN, "Sync all", "Synchronize all accounts", (42, 2142, 420, 2289), "sync", click=True)
        s.add(IB, None, "Add account", (891, 2142, 1038, 2289), "fab", click=True)
        return s

    def account(clock: str, tab: str) -> Scr:
        s = Scr(pkg, clock, 90, charging=True)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, acct, None, (189, 105, 650, 189), "toolbar_title")
        s.add(TV, None, "Synchronize now", (723, 84, 828, 189), "sync_now", click=True)
        s.add(TV, None, "Account settings", (828, 84, 933, 189), "settings", click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        for i, t in enumerate(("CardDAV", "CalDAV", "Webcal")):
            s.add(LL, None, t, (360 * i, 210, 360 * (i + 1), 336), "tab", click=True, sel=(t == tab))
            s.add(TV, t, None, (360 * i + 90, 245, 360 * (i + 1) - 90, 300), "tab_text")
        s.add(RV, None, None, (0, 336, 1080, 2337), "list", scroll=True)
        rows = [("Contacts", "Default address book · 412 contacts", True, False), ("Lumenfield directory", "Company address book · read-only", False, True)] if tab == "CardDAV" else [
            ("Personal", "maya@lumenfield.io/personal", True, False), ("Work – Lumenfield", "Shared by a.okafor", True, False),
            ("Contact birthdays", "Generated from address books · read-only", False, True), ("Team holidays", "ops@lumenfield.io/holidays-2024 · read-only", False, True)]
        y = 357
        for name, sub, on, ro in rows:
            s.add(LL, None, None, (0, y, 1080, y + 189), "collection", click=True, long=True)
            if tab == "CalDAV":
                s.add(V, None, "Color", (42, y + 63, 105, y + 126), "color")
            s.add(CB, None, f"Synchronize {name}", (126, y + 42, 231, y + 147), "sync", click=True, check=on)
            s.add(TV, name, None, (252, y + 42, 900, y + 105), "title")
            s.add(TV, sub, None, (252, y + 105, 900, y + 160), "description")
            if ro:
                s.add(IV, None, "Read-only", (921, y + 63, 1017, y + 126), "read_only")
            y += 189
        return s

    def settings(clock: str, cal: str, wifi: bool) -> Scr:
        s = Scr(pkg, clock, 90, charging=True)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Settings: " + acct, None, (189, 105, 1017, 189), "toolbar_title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "recycler_view", scroll=True)
        y = 231
        prefs: list[tuple[str, str | None, bool | None]] = [
            ("Synchronization", None, None),
            ("Sync interval for contacts", "Every 4 hours", None),
            ("Sync interval for calendars", cal, None),
            ("Sync interval for tasks", "Every 15 minutes", None),
            ("Sync over WiFi only", "Synchronization is not restricted to WiFi" if not wifi else "Synchronization is restricted to WiFi connections", wifi),
            ("WiFi SSID restriction", "Will be used for all connections", None),
            ("Authentication", None, None),
            ("User name", acct, None),
            ("Password", "Password for authentication", None),
            ("Client certificate", "No certificate selected", None),
            ("CalDAV", None, None),
            ("Past event time limit", "Events more than 90 days in the past will be ignored", None),
            ("Default reminder", "No default reminder", None),
            ("Manage calendar colors", "Calendar colors are set by DAVx⁵", True),
        ]
        for title, summary, sw in prefs:
            if summary is None:
                s.add(TV, title, None, (189, y + 21, 1017, y + 84), "title")
                y += 105
                continue
            s.add(LL, None, None, (0, y, 1080, y + 168), click=True)
            s.add(TV, title, None, (189, y + 21, 880, y + 84), "title")
            s.add(TV, summary, None, (189, y + 84, 880, y + 147), "summary")
            if sw is not None:
                s.add(SW, "ON" if sw else "OFF", None, (901, y + 42, 1038, y + 126), "switchWidget", click=True, check=sw)
            y += 168
        return s

    def interval_dialog(clock: str) -> Scr:
        s = Scr(pkg, clock, 90, charging=True)
        s.add(FL, None, None, (63, 672, 1017, 1785), "parentPanel")
        s.add(TV, "Sync interval for calendars", None, (126, 735, 954, 819), "alertTitle")
        s.add(LV, None, None, (63, 840, 1017, 1659), "select_dialog_listview", scroll=True)
        y = 840
        for opt in ("Only manually", "Every 15 minutes", "Every 30 minutes", "Every hour", "Every 2 hours", "Every 4 hours", "Once a day"):
            s.add(RB, opt, None, (63, y, 1017, y + 117), "text1", click=True, check=(opt == "Every 15 minutes"))
            y += 117
        s.add(BTN, "Cancel", None, (756, 1680, 954, 1764), "button2", click=True)
        return s

    s0 = accounts("10:05")
    s1 = account("10:05", "CardDAV")
    s2 = settings("10:05", "Every 15 minutes", False)
    s3 = interval_dialog("10:06")
    s4 = settings("10:06", "Every hour", False)
    s5 = settings("10:06", "Every 15 minutes", True)
    s6 = account("10:06", "CardDAV")
    s7 = account("10:07", "CalDAV")
    turns = [
        (click(s0, text=acct), str(s1)),
        (click(s1, desc="Account settings"), str(s2)),
        (click(s2, text="Sync interval for calendars"), str(s3)),
        (click(s3, text="Every hour"), str(s4)),
        (click(s4, rid="switchWidget"), str(s5)),
        (back(), str(s6)),
        (click(s6, desc="CalDAV"), str(s7)),
    ]
    rs.add(task="android", tid="h47-android-06", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=5,
           kind="calendar sync interval chosen in turn 4 reads back as its old value")


# Spotify - clean
def t07(rs: RowSet) -> None:
    pkg = "com.spotify.music"
    lib = [
        ("Liked Songs", "Pinned · Playlist · 1,204 songs", False),
        ("Road Trip '24", "Playlist · Maya Chen", False),
        ("Discover Weekly", "Playlist · Spotify", False),
        ("Hozier", "Artist", False),
        ("Lo-fi Focus", "Playlist · Spotify", True),
        ("The Daily", "Podcast · The New York Times", False),
        ("Blonde", "Album · Frank Ocean", False),
        ("Deep Focus", "Playlist · Spotify", False),
    ]
    tracks = [("Midnight City", "M83"), ("Dog Days Are Over", "Florence + The Machine"), ("Electric Feel", "MGMT"),
              ("Tongue Tied", "GROUPLOVE"), ("Sweet Disposition", "The Temper Trap"), ("Send Me On My Way", "Rusted Root"),
              ("Home", "Edward Sharpe & The Magnetic Zeros")]

    def chrome(s: Scr, tab: str) -> None:
        s.add(LL, None, "Too Sweet, Hozier", (21, 1995, 1059, 2142), "now_playing_bar", click=True)
        s.add(TV, "Too Sweet", None, (168, 2016, 760, 2069), "title")
        s.add(TV, "Hozier", None, (168, 2069, 760, 2121), "subtitle")
        s.add(IB, None, "Connect to a device. Phone", (780, 2016, 885, 2121), "connect_device_button", click=True)
        s.add(IB, None, "Pause", (906, 2016, 1011, 2121), "play_pause_button", click=True)
        for i, t in enumerate(("Home", "Search", "Your Library", "Create")):
            s.add(FL, None, t, (270 * i, 2163, 270 * (i + 1), 2337), "navigation_item", click=True, sel=(t == tab))

    def library(clock: str, rows: list[tuple[str, str, bool]], chip: str | None, done_road: bool) -> Scr:
        s = Scr(pkg, clock, 88)
        s.add(IB, None, "Profile", (42, 105, 147, 210), "faceheader_image", click=True)
        s.add(TV, "Your Library", None, (168, 115, 700, 200), "title")
        s.add(IB, None, "Search Your Library", (807, 105, 912, 210), "search", click=True)
        s.add(IB, None, "Create playlist or folder", (933, 105, 1038, 210), "create", click=True)
        x = 42
        chips = ("Playlists", "Podcasts", "Albums", "Artists", "Downloaded") if chip is None else ("Clear filters", chip)
        for c in chips:
            w = 60 + 26 * len(c) if c != "Clear filters" else 84
            s.add(BTN, None if c == "Clear filters" else c, "Clear filters" if c == "Clear filters" else None, (x, 231, x + w, 315), "chip", click=True, sel=(c == chip))
            x += w + 21
        s.add(BTN, "Recents", "Sort by: Recents", (42, 357, 320, 420), "sort_button", click=True)
        s.add(IB, None, "Switch to grid view", (933, 336, 1038, 441), "view_density_button", click=True)
        s.add(RV, None, None, (0, 441, 1080, 1995), "recycler_view", scroll=True)
        y = 462
        for name, sub, dl in rows:
            dl = dl or (name == "Road Trip '24" and done_road)
            s.add(VG, None, None, (0, y, 1080, y + 189), "row_root", click=True, long=True)
            s.add(IV, None, None, (42, y + 21, 189, y + 168), "image")
            s.add(TV, name, None, (231, y + 42, 1017, y + 100), "title")
            if dl:
                s.add(IV, None, "Downloaded", (231, y + 110, 273, y + 152), "download_badge")
            s.add(TV, sub, None, (294 if dl else 231, y + 100, 1017, y + 158), "subtitle")
            y += 189
        chrome(s, "Your Library")
        return s

    def playlist(clock: str, dl_state: str, done: int) -> Scr:
        s = Scr(pkg, clock, 88)
        s.add(IB, None, "Back", (21, 105, 126, 210), "back_button", click=True)
        s.add(IV, None, "Road Trip '24", (290, 231, 790, 731), "image")
        s.add(TV, "Road Trip '24", None, (42, 773, 1038, 857), "title")
        s.add(TV, "Maya Chen", None, (126, 878, 700, 941), "creator_name")
        s.add(TV, "48 songs, 2h 51min", None, (42, 962, 700, 1017), "metadata")
        desc = {"off": "Download", "going": "Downloading", "done": "Remove download"}[dl_state]
        s.add(IB, None, desc, (42, 1050, 147, 1155), "download_button", click=True, check=(dl_state != "off"))
        s.add(IB, None, "Add collaborator", (168, 1050, 273, 1155), "invite_button", click=True)
        s.add(IB, None, "More options for playlist Road Trip '24", (294, 1050, 399, 1155), "context_menu_button", click=True)
        s.add(IB, None, "Shuffle", (765, 1050, 870, 1155), "shuffle_button", click=True)
        s.add(IB, None, "Play playlist", (891, 1029, 1038, 1176), "play_button", click=True)
        if dl_state == "going":
            s.add(TV, f"Downloading {done} of 48", None, (42, 1176, 700, 1230), "download_progress_text")
        s.add(RV, None, None, (0, 1239, 1080, 1995), "recycler_view", scroll=True)
        y = 1239
        for i, (t, a) in enumerate(tracks[:4]):
            s.add(VG, None, None, (0, y, 1080, y + 168), "row_root", click=True, long=True)
            s.add(TV, t, None, (189, y + 30, 900, y + 90), "title")
            if i < done:
                s.add(IV, None, "Downloaded", (189, y + 100, 231, y + 142), "download_badge")
            s.add(TV, a, None, (252 if i < done else 189, y + 90, 900, y + 145), "subtitle")
            s.add(IB, None, f"More options for song {t}", (933, y + 42, 1038, y + 126), "context_menu_button", click=True)
            y += 168
        chrome(s, "Your Library")
        return s

    def drawer(clock: str) -> Scr:
        s = Scr(pkg, clock, 88)
        s.add(LL, None, "Maya Chen, View profile", (0, 84, 882, 252), "profile_row", click=True)
        s.add(TV, "Maya Chen", None, (189, 105, 840, 168), "name")
        s.add(TV, "View profile", None, (189, 168, 840, 221), "subtitle")
        y = 294
        for item in ("Add account", "What's new", "Your Sound Capsule", "Recents", "Settings and privacy"):
            s.add(LL, None, None, (0, y, 882, y + 147), "menu_item", click=True)
            s.add(TV, item, None, (189, y + 42, 840, y + 105), "title")
            y += 147
        return s

    def settings(clock: str) -> Scr:
        s = Scr(pkg, clock, 88)
        s.add(IB, None, "Back", (21, 105, 126, 210), "back_button", click=True)
        s.add(TV, "Settings and privacy", None, (168, 115, 900, 200), "title")
        s.add(RV, None, None, (0, 231, 1080, 2337), "recycler_view", scroll=True)
        s.add(LL, None, None, (0, 252, 1080, 420), click=True)
        s.add(TV, "Maya Chen", None, (189, 273, 900, 336), "title")
        s.add(TV, "View profile", None, (189, 336, 900, 399), "subtitle")
        y = 441
        for item, sub in (("Account", "Username • Close account"), ("Content and display", "Canvas • Allow explicit content"),
                          ("Privacy and social", "Recently played artists • Followers and following"), ("Playback", "Gapless playback • Autoplay"),
                          ("Apps and devices", "Google Maps • Spotify Connect control"), ("Data-saving and offline", "Data-saving mode • Streaming via Wi-Fi only"),
                          ("Media quality", "Wi-Fi streaming quality • Audio normalization"), ("Notifications", "Push • Email"),
                          ("Storage", "Downloads • Cache"), ("About", "Version • Privacy Policy")):
            s.add(LL, None, None, (0, y, 1080, y + 168), click=True)
            s.add(TV, item, None, (189, y + 21, 900, y + 84), "title")
            s.add(TV, sub, None, (189, y + 84, 900, y + 147), "subtitle")
            y += 168
        return s

    def storage(clock: str) -> Scr:
        s = Scr(pkg, clock, 87)
        s.add(IB, None, "Back", (21, 105, 126, 210), "back_button", click=True)
        s.add(TV, "Storage", None, (168, 115, 900, 200), "title")
        s.add(V, None, "Storage usage bar", (42, 273, 1038, 315), "storage_bar")
        for i, (lab, val) in enumerate((("Other apps", "71.6 GB"), ("Downloads", "1.2 GB"), ("Cache", "412 MB"), ("Free", "54.8 GB"))):
            s.add(TV, lab, None, (105, 357 + 105 * i, 700, 420 + 105 * i), "storage_label")
            s.add(TV, val, None, (760, 357 + 105 * i, 1038, 420 + 105 * i), "storage_value")
        s.add(BTN, "Remove all downloads", None, (42, 840, 1038, 966), "remove_all_downloads", click=True)
        s.add(TV, "Remove all the Spotify content you've downloaded for offline use.", None, (42, 987, 1038, 1092), "description")
        s.add(BTN, "Clear cache", None, (42, 1134, 1038, 1260), "clear_cache", click=True)
        s.add(TV, "You can free up storage by clearing your cache. Your downloads won't be removed.", None, (42, 1281, 1038, 1386), "description")
        return s

    s0 = library("7:58", lib, None, False)
    s1 = playlist("7:58", "off", 0)
    s2 = playlist("7:58", "going", 2)
    s3 = playlist("7:59", "going", 31)
    s4 = playlist("8:00", "done", 4)
    s5 = library("8:00", lib, None, True)
    s6 = library("8:00", [lib[1], lib[4]], "Downloaded", True)
    s7 = drawer("8:01")
    s8 = settings("8:01")
    s9 = storage("8:01")
    turns = [
        (click(s0, text="Road Trip '24"), str(s1)),
        (click(s1, desc="Download"), str(s2)),
        (droid("wait"), str(s3)),
        (droid("wait"), str(s4)),
        (click(s4, desc="Back"), str(s5)),
        (click(s5, text="Downloaded"), str(s6)),
        (click(s6, desc="Profile"), str(s7)),
        (click(s7, text="Settings and privacy"), str(s8)),
        (click(s8, text="Storage"), str(s9)),
    ]
    rs.add(task="android", tid="h47-android-07", system=SYSTEM, turns=turns, state=str(s0))


# Telegram - bad
def t08(rs: RowSet) -> None:
    pkg = "org.telegram.messenger"

    def settings(clock: str) -> Scr:
        s = Scr(pkg, clock, 46, notif=("Telegram notification: Lumenfield Eng",))
        s.add(IV, None, "Go back", (0, 63, 147, 210), click=True)
        s.add(IV, None, "Search", (807, 84, 912, 189), click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(IV, None, "Set Profile Photo", (42, 210, 231, 399), click=True)
        s.add(TV, "Maya Chen", None, (273, 252, 900, 315), None)
        s.add(TV, "online", None, (273, 315, 900, 367), None)
        s.add(LV, None, None, (0, 441, 1080, 2337), None, scroll=True)
        y = 441
        s.add(TV, "Account", None, (63, y + 21, 700, y + 84), None)
        y += 105
        for val, lab in (("+1 201 555 0143", "Tap to change phone number"), ("@mayachen", "Username"), ("Product @ Lumenfield. Jersey City.", "Bio")):
            s.add(FL, None, None, (0, y, 1080, y + 168), None, click=True)
            s.add(TV, val, None, (63, y + 21, 1017, y + 84), None)
            s.add(TV, lab, None, (63, y + 84, 1017, y + 147), None)
            y += 168
        s.add(TV, "Settings", None, (63, y + 21, 700, y + 84), None)
        y += 105
        for item in ("Chat Settings", "Privacy and Security", "Notifications and Sounds", "Data and Storage", "Power Saving", "Chat Folders", "Devices", "Language"):
            s.add(FL, item, None, (0, y, 1080, y + 126), None, click=True)
            y += 126
        return s

    def folders(clock: str, mine: list[tuple[str, str]], rec: list[tuple[str, str]], popup: str | None = None) -> Scr:
        s = Scr(pkg, clock, 46, notif=("Telegram notification: Lumenfield Eng",))
        s.add(IV, None, "Go back", (0, 63, 147, 210), click=True)
        s.add(TV, "Folders", None, (189, 105, 700, 168), None)
        s.add(RV, None, None, (0, 210, 1080, 2337), None, scroll=True)
        s.add(TV, "Create folders for different groups of chats and quickly switch between them.", None, (63, 504, 1017, 609), None)
        s.add(TV, "Chat folders", None, (63, 651, 700, 714), None)
        y = 735
        for name, sub in mine:
            s.add(FL, None, None, (0, y, 1080, y + 147), None, click=True, long=True)
            s.add(TV, name, None, (147, y + 21, 860, y + 84), None)
            s.add(TV, sub, None, (147, y + 84, 860, y + 135), None)
            if name != "All Chats":
                s.add(IV, None, "Options", (933, y + 21, 1038, y + 126), None, click=True)
            y += 147
        s.add(FL, "Create New Folder", None, (0, y, 1080, y + 126), None, click=True)
        y += 147
        s.add(TV, "Drag and hold to reorder folders.", None, (63, y, 1017, y + 63), None)
        y += 84
        if rec:
            s.add(TV, "Recommended folders", None, (63, y + 21, 700, y + 84), None)
            y += 105
            for name, sub in rec:
                s.add(FL, None, None, (0, y, 1080, y + 147), None)
                s.add(TV, name, None, (63, y + 21, 800, y + 84), None)
                s.add(TV, sub, None, (63, y + 84, 800, y + 135), None)
                s.add(BTN, "ADD", None, (840, y + 31, 1017, y + 115), None, click=True)
                y += 147
        s.add(TV, "Folder tags", None, (63, y + 21, 700, y + 84), None)
        s.add(FL, "Show Folder Tags", None, (0, y + 105, 1080, y + 231), None, click=True)
        s.add(SW, None, None, (900, y + 126, 1017, y + 210), None, click=True, check=False)
        if popup:
            idx = [n for n, _ in mine].index(popup)
            py = 735 + 147 * idx + 126
            s.add(FL, None, None, (560, py, 1038, py + 273), None)
            s.add(FL, "Edit", None, (560, py + 21, 1038, py + 136), None, click=True)
            s.add(FL, "Delete", None, (560, py + 136, 1038, py + 252), None, click=True)
        return s

    def confirm(clock: str) -> Scr:
        s = Scr(pkg, clock, 46, notif=("Telegram notification: Lumenfield Eng",))
        s.add(FL, None, None, (63, 903, 1017, 1407), None)
        s.add(TV, "Delete Folder", None, (126, 966, 954, 1050), None)
        s.add(TV, "Are you sure you want to delete this folder?", None, (126, 1092, 954, 1197), None)
        s.add(TV, "CANCEL", None, (504, 1260, 714, 1365), None, click=True)
        s.add(TV, "DELETE", None, (735, 1260, 954, 1365), None, click=True)
        return s

    def edit(clock: str, name: str) -> Scr:
        s = Scr(pkg, clock, 46, notif=("Telegram notification: Lumenfield Eng",))
        s.add(IV, None, "Go back", (0, 63, 147, 210), click=True)
        s.add(TV, "Edit Folder", None, (189, 105, 700, 168), None)
        s.add(TV, "Save", None, (870, 105, 1038, 168), None, click=True)
        s.add(RV, None, None, (0, 210, 1080, 2337), None, scroll=True)
        s.add(TV, "Folder name", None, (63, 252, 700, 315), None)
        s.add(ET, name, None, (63, 336, 1017, 441), None, click=True, edit=True, focus=(name != "Family"), hint="Folder name")
        s.add(TV, "Included chats", None, (63, 504, 700, 567), None)
        s.add(FL, "Add Chats", None, (0, 588, 1080, 714), None, click=True)
        y = 714
        for chat, sub in (("Mom", "last seen recently"), ("Dad", "last seen 2 hours ago"), ("Lena Chen", "online")):
            s.add(FL, None, None, (0, y, 1080, y + 147), None, click=True)
            s.add(TV, chat, None, (189, y + 21, 900, y + 84), None)
            s.add(TV, sub, None, (189, y + 84, 900, y + 135), None)
            y += 147
        s.add(TV, "Choose chats or types of chats that will appear in this folder.", None, (63, y + 21, 1017, y + 105), None)
        y += 147
        s.add(TV, "Excluded chats", None, (63, y, 700, y + 63), None)
        s.add(FL, "Remove Chats", None, (0, y + 84, 1080, y + 210), None, click=True)
        s.add(TV, "Choose chats or types of chats that will never appear in this folder.", None, (63, y + 231, 1017, y + 315), None)
        s.add(TV, "Invite link", None, (63, y + 357, 700, y + 420), None)
        s.add(FL, "Create an invite link", None, (0, y + 441, 1080, y + 567), None, click=True)
        return s

    mine0 = [("All Chats", "All unarchived chats"), ("Family", "3 chats"), ("Lumenfield", "12 chats"), ("Crypto", "5 chats")]
    rec0 = [("Unread", "New messages from all chats."), ("Personal", "Only messages from personal chats.")]
    mine1 = [m for m in mine0 if m[0] != "Crypto"]
    mine2 = mine1 + [("Unread", "All unread chats")]
    mine_bad = [("All Chats", "All unarchived chats"), ("Chen family", "3 chats"), ("Lumenfield", "12 chats"), ("Crypto", "5 chats"), ("Unread", "All unread chats")]
    s0 = settings("19:20")
    s1 = folders("19:20", mine0, rec0)
    s2 = folders("19:20", mine0, rec0, popup="Crypto")
    s3 = confirm("19:20")
    s4 = folders("19:21", mine1, rec0)
    s5 = folders("19:21", mine2, rec0[1:])
    s6 = folders("19:21", mine2, rec0[1:], popup="Family")
    s7 = edit("19:21", "Family")
    s8 = edit("19:22", "Chen family")
    s9 = folders("19:22", mine_bad, rec0[1:])
    s10 = settings("19:22")
    turns = [
        (click(s0, text="Chat Folders"), str(s1)),
        (click(s1, desc="Options", nth=2), str(s2)),
        (click(s2, text="Delete"), str(s3)),
        (click(s3, text="DELETE"), str(s4)),
        (click(s4, text="ADD"), str(s5)),
        (click(s5, desc="Options", nth=0), str(s6)),
        (click(s6, text="Edit"), str(s7)),
        (type_in(s7, "Chen family", text="Family"), str(s8)),
        (click(s8, text="Save"), str(s9)),
        (click(s9, desc="Go back"), str(s10)),
    ]
    rs.add(task="android", tid="h47-android-08", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=9,
           kind="folder deleted in turn 4 is listed again after saving another folder")


# Feeder - clean
def t09(rs: RowSet) -> None:
    pkg = "com.nononsenseapps.feeder.play"
    arts = {
        "ars1": ("Framework's Laptop 16 gets a graphics module refresh", "Ars Technica", "14 Mar 2024", "The new Radeon RX 7700S module swaps in without tools and adds a second USB-C port to the expansion bay."),
        "lwn1": ("A new API for tree-in-dcache filesystems", "LWN.net", "14 Mar 2024", "[$] Filesystems like sysfs and debugfs keep their whole tree in the dentry cache; a patch set from Al Viro…"),
        "hn1": ("Show HN: A tiny SQLite-backed job queue in 300 lines of Go", "Hacker News: Front Page", "14 Mar 2024", "Comments: 87 points by dgoldstein, 41 comments"),
        "ars2": ("NASA's Artemis II crew heads to Kennedy for integrated testing", "Ars Technica", "13 Mar 2024", "The four astronauts will rehearse launch-day procedures inside the Orion capsule this month."),
        "lwn2": ("Security updates for Wednesday", "LWN.net", "13 Mar 2024", "Security updates have been issued by Debian (firefox-esr, nodejs), Fedora (chromium, xen), Oracle (kernel), SUSE (python311)…"),
        "verge1": ("Google's March Pixel Feature Drop is rolling out now", "The Verge", "13 Mar 2024", "Circle to Search comes to the Pixel 7 series, and the Pixel Watch gets car crash detection."),
        "lwn3": ("[$] Toward a real-time printk()", "LWN.net", "12 Mar 2024", "The printk() function has long been a thorn in the side of the realtime developers…"),
        "ars3": ("Microsoft confirms Windows 11 24H2 will require POPCNT", "Ars Technica", "14 Mar 2024", "Some very old PCs that could technically run Windows 11 with workarounds will be left behind by the update."),
        "lwn4": ("Stable kernels 6.8.1 and 6.7.10", "LWN.net", "14 Mar 2024", "Greg Kroah-Hartman has released the 6.8.1 and 6.7.10 stable kernels with a single fix each…"),
        "lwn5": ("Kernel release status", "LWN.net", "8 Mar 2024", "The current development kernel is 6.8-rc7, released on March 3."),
        "lwn6": ("[$] Reconsidering the kernel's overflow checks", "LWN.net", "11 Mar 2024", "Kees Cook has been working on wrapping-arithmetic annotations…"),
    }
    unread0 = {"ars1", "lwn1", "hn1", "lwn2", "lwn3", "ars3", "lwn4"}

    def articles(clock: str, title: str, ids: list[str], unread: set[str], *, menu: bool = False, syncing: bool = False) -> Scr:
        s = Scr(pkg, clock, 71)
        s.add(V, None, "Open navigation drawer", (21, 84, 147, 210), click=True)
        s.add(TV, title, None, (168, 105, 660, 189))
        s.add(V, None, "Show unread items", (702, 84, 807, 189), click=True)
        s.add(V, None, "Search", (828, 84, 933, 189), click=True)
        s.add(V, None, "More options", (933, 84, 1038, 189), click=True)
        if syncing:
            s.add(PB, None, "Syncing", (0, 210, 1080, 221))
        s.add(V, None, None, (0, 231, 1080, 2337), scroll=True)
        y = 231
        for k in ids:
            t, feed, date, snip = arts[k]
            s.add(V, None, None, (0, y, 1080, y + 294), click=True, long=True)
            s.add(TV, feed, None, (42, y + 21, 700, y + 72))
            s.add(TV, date, None, (720, y + 21, 1038, y + 72))
            s.add(TV, t, None, (42, y + 72, 1038, y + 156))
            s.add(TV, snip, None, (42, y + 156, 1038, y + 252))
            if k in unread:
                s.add(V, None, "Unread", (1000, y + 84, 1038, y + 122))
            y += 294
        if menu:
            s.add(V, None, None, (560, 84, 1059, 758))
            for i, item in enumerate(("Sync", "Mark all as read", "Add feed", "Edit feed", "Settings", "Send bug report")):
                s.add(V, item, None, (560, 105 + 105 * i, 1059, 210 + 105 * i), click=True)
        return s

    def drawer(clock: str) -> Scr:
        s = Scr(pkg, clock, 71)
        s.add(V, None, None, (0, 63, 882, 2337), scroll=True)
        y = 105
        for name, n in (("All feeds", "17"), ("Ars Technica", "6"), ("Hacker News: Front Page", "5"), ("LWN.net", "4"), ("The Verge", "2")):
            s.add(V, None, None, (0, y, 882, y + 147), click=True, sel=(name == "All feeds"))
            s.add(TV, name, None, (63 if name == "All feeds" else 168, y + 42, 700, y + 105))
            s.add(TV, n, None, (740, y + 42, 840, y + 105))
            y += 147
        return s

    def reader(clock: str) -> Scr:
        s = Scr(pkg, clock, 71)
        s.add(V, None, "Back", (21, 84, 147, 210), click=True)
        s.add(V, None, "Open in browser", (723, 84, 828, 189), click=True)
        s.add(V, None, "Share", (828, 84, 933, 189), click=True)
        s.add(V, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(V, None, None, (0, 210, 1080, 2337), scroll=True)
        s.add(TV, "Stable kernels 6.8.1 and 6.7.10", None, (42, 252, 1038, 357))
        s.add(TV, "LWN.net", None, (42, 378, 700, 430), click=True)
        s.add(TV, "Thursday, 14 March 2024 15:47", None, (42, 430, 1038, 482))
        s.add(TV, "By jake", None, (42, 482, 700, 534))
        s.add(TV, "Greg Kroah-Hartman has released the 6.8.1 and 6.7.10 stable kernels with a single fix each: the reverting of a patch that broke the ability to build the kernel for some configurations.", None, (42, 576, 1038, 786))
        s.add(TV, "As always, users of those series should upgrade.", None, (42, 807, 1038, 870))
        s.add(BTN, "Open in browser", None, (42, 933, 1038, 1059), click=True)
        return s

    all0 = ["ars1", "lwn1", "hn1", "ars2", "lwn2", "verge1", "lwn3"]
    all1 = ["ars3", "lwn4", "ars1", "lwn1", "hn1", "ars2", "lwn2"]
    lwn = ["lwn4", "lwn1", "lwn2", "lwn3", "lwn6", "lwn5"]
    s0 = articles("16:10", "All feeds", all0, unread0)
    s1 = articles("16:10", "All feeds", all0, unread0, menu=True)
    s2 = articles("16:10", "All feeds", all1, unread0)
    s3 = drawer("16:11")
    s4 = articles("16:11", "LWN.net", lwn, unread0)
    s5 = reader("16:11")
    s6 = articles("16:12", "LWN.net", lwn, unread0 - {"lwn4"})
    turns = [
        (click(s0, desc="More options"), str(s1)),
        (click(s1, text="Sync"), str(s2)),
        (click(s2, desc="Open navigation drawer"), str(s3)),
        (click(s3, text="LWN.net"), str(s4)),
        (click(s4, text="Stable kernels 6.8.1 and 6.7.10"), str(s5)),
        (click(s5, desc="Back"), str(s6)),
    ]
    rs.add(task="android", tid="h47-android-09", system=SYSTEM, turns=turns, state=str(s0))


# Booking.com - bad
def t10(rs: RowSet) -> None:
    pkg = "com.booking"
    conf, pin = "4127.883.915", "4829"
    hotel = "Memmo Alfama – Design Hotels"

    def trips(clock: str) -> Scr:
        s = Scr(pkg, clock, 52)
        s.add(TV, "Trips", None, (42, 105, 700, 189), "title")
        s.add(IB, None, "Help", (933, 84, 1038, 189), "help", click=True)
        for i, t in enumerate(("Active", "Past", "Cancelled")):
            s.add(LL, None, t, (360 * i, 210, 360 * (i + 1), 336), "tab", click=True, sel=(i == 0))
            s.add(TV, t, None, (360 * i + 100, 245, 360 * (i + 1) - 100, 300), "tab_text")
        s.add(RV, None, None, (0, 336, 1080, 2163), "trips_list", scroll=True)
        y = 378
        for city, dates, n in (("Lisbon", "Jun 6 – Jun 10", "1 booking"), ("Porto", "Jun 10 – Jun 12", "1 booking")):
            s.add(FL, None, None, (42, y, 1038, y + 420), "trip_card", click=True)
            s.add(IV, None, None, (42, y, 1038, y + 231), "trip_image")
            s.add(TV, city, None, (84, y + 252, 900, y + 315), "trip_title")
            s.add(TV, dates, None, (84, y + 315, 600, y + 367), "trip_dates")
            s.add(TV, n, None, (84, y + 367, 600, y + 410), "trip_bookings_count")
            y += 462
        for i, t in enumerate(("Search", "Saved", "Bookings", "Profile")):
            s.add(FL, None, t, (270 * i, 2163, 270 * (i + 1), 2337), "navigation_bar_item", click=True, sel=(t == "Bookings"))
        return s

    def trip(clock: str) -> Scr:
        s = Scr(pkg, clock, 52)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Lisbon", None, (189, 105, 800, 189), "toolbar_title")
        s.add(TV, "Thu, Jun 6 – Mon, Jun 10, 2024", None, (42, 231, 1038, 294), "trip_dates")
        s.add(RV, None, None, (0, 315, 1080, 2337), "timeline", scroll=True)
        s.add(TV, "Thu, Jun 6", None, (42, 336, 700, 399), "day_header")
        s.add(FL, None, None, (42, 420, 1038, 903), "booking_card", click=True)
        s.add(IV, None, None, (42, 420, 1038, 630), "hotel_photo")
        s.add(TV, hotel, None, (84, 651, 1000, 714), "hotel_name")
        s.add(TV, "Confirmed", None, (84, 714, 400, 766), "booking_status")
        s.add(TV, "Check-in from 3:00 PM · 4 nights", None, (84, 766, 1000, 818), "checkin_info")
        s.add(TV, f"Confirmation number: {conf}", None, (84, 818, 1000, 870), "confirmation_number")
        s.add(TV, "Mon, Jun 10", None, (42, 945, 700, 1008), "day_header")
        s.add(FL, None, None, (42, 1029, 1038, 1239), "checkout_card", click=True)
        s.add(TV, "Check-out until 12:00 PM", None, (84, 1050, 1000, 1113), "checkout_title")
        s.add(TV, hotel, None, (84, 1113, 1000, 1176), "checkout_hotel")
        s.add(FL, None, None, (42, 1281, 1038, 1491), "upsell_card", click=True)
        s.add(TV, "Need a ride from Humberto Delgado Airport?", None, (84, 1302, 1000, 1365), "upsell_title")
        s.add(TV, "Book airport taxi", None, (84, 1386, 600, 1449), "upsell_action", click=True)
        return s

    def details(clock: str, *, sent: bool, lower: bool, conf_shown: str = conf) -> Scr:
        s = Scr(pkg, clock, 52)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, hotel, None, (189, 105, 900, 189), "toolbar_title")
        s.add(IB, None, "Share", (933, 84, 1038, 189), "share", click=True)
        s.add(SV, None, None, (0, 210, 1080, 2337), "scroll", scroll=True)
        if not lower:
            s.add(TV, "Your booking is confirmed", None, (42, 252, 1038, 315), "status_title")
            s.add(TV, f"Confirmation number: {conf_shown}", None, (42, 336, 1038, 388), "confirmation_number")
            s.add(TV, f"PIN code: {pin}", None, (42, 388, 1038, 440), "pin_code")
            s.add(TV, "Check-in", None, (42, 504, 520, 556), "checkin_label")
            s.add(TV, "Thu, Jun 6, 2024\nfrom 3:00 PM", None, (42, 556, 520, 661), "checkin_value")
            s.add(TV, "Check-out", None, (560, 504, 1038, 556), "checkout_label")
            s.add(TV, "Mon, Jun 10, 2024\nuntil 12:00 PM", None, (560, 556, 1038, 661), "checkout_value")
            s.add(TV, "Travessa das Merceeiras 27, Alfama, 1100-348 Lisbon, Portugal", None, (42, 703, 1038, 808), "address")
            s.add(BTN, "Directions", None, (42, 829, 520, 934), "directions", click=True)
            s.add(BTN, "Contact property", None, (560, 829, 1038, 934), "contact_property", click=True)
            s.add(TV, "Deluxe Double Room with Terrace", None, (42, 997, 1038, 1060), "room_name")
            s.add(TV, "2 adults · 4 nights · Breakfast included", None, (42, 1060, 1038, 1113), "room_details")
            y = 1176
            rows = [("Change dates", None), ("Special requests", "Request sent · Arrival 4:00 PM – 5:00 PM" if sent else None), ("Cancel booking", "Free cancellation until May 30, 2024 11:59 PM")]
            for lab, sub in rows:
                s.add(LL, None, None, (0, y, 1080, y + 168), "manage_row", click=True)
                s.add(TV, lab, None, (42, y + 21, 900, y + 84), "manage_title")
                if sub:
                    s.add(TV, sub, None, (42, y + 84, 900, y + 147), "manage_subtitle")
                y += 168
            s.add(TV, "Total price", None, (42, y + 42, 520, y + 105), "price_label")
            s.add(TV, "€ 1,132.40", None, (560, y + 42, 1038, y + 105), "price_value")
            if sent:
                s.add(TV, "Your request has been sent to the property", None, (42, 2100, 1038, 2226), "snackbar_text")
        else:
            s.add(TV, "Total price", None, (42, 252, 520, 315), "price_label")
            s.add(TV, "€ 1,132.40", None, (560, 252, 1038, 315), "price_value")
            s.add(TV, "Includes € 16.00 City tax and 6 % VAT", None, (42, 315, 1038, 367), "price_note")
            s.add(TV, "Payment", None, (42, 430, 1038, 493), "section_title")
            s.add(TV, "Paid online with Visa •••• 4471 on Feb 2, 2024", None, (42, 493, 1038, 546), "payment_info")
            s.add(TV, "Cancellation policy", None, (42, 609, 1038, 672), "section_title")
            s.add(TV, "Free cancellation until May 30, 2024 11:59 PM. From May 31, 2024 12:00 AM the cost is € 283.10.", None, (42, 672, 1038, 777), "cancellation_info")
            s.add(TV, "Booking details", None, (42, 840, 1038, 903), "section_title")
            for i, (lab, val) in enumerate((("Confirmation number", conf_shown), ("PIN code", pin), ("Booked on", "Feb 2, 2024"), ("Booker", "Maya Chen"), ("Email", "maya.chen.lf@gmail.com"))):
                s.add(TV, lab, None, (42, 924 + 105 * i, 520, 987 + 105 * i), "detail_label")
                s.add(TV, val, None, (560, 924 + 105 * i, 1038, 987 + 105 * i), "detail_value")
            s.add(BTN, "Download PDF confirmation", None, (42, 1491, 1038, 1617), "download_pdf", click=True)
            s.add(BTN, "Print confirmation", None, (42, 1638, 1038, 1764), "print", click=True)
        return s

    def requests(clock: str, text: str | None, arrival: str, popup: bool) -> Scr:
        s = Scr(pkg, clock, 52)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Special requests", None, (189, 105, 900, 189), "toolbar_title")
        s.add(TV, "Special requests can't be guaranteed, but the property will do its best to meet your needs.", None, (42, 231, 1038, 336), "intro")
        s.add(ET, text, None, (42, 378, 1038, 714), "special_request_input", click=True, edit=True, focus=text is not None, hint="Write your requests in English or Portuguese")
        s.add(TV, "Your arrival time", None, (42, 756, 1038, 819), "arrival_label")
        s.add(SP, arrival, None, (42, 840, 1038, 966), "arrival_spinner", click=True)
        s.add(TV, "Check-in from 3:00 PM. 24-hour front desk.", None, (42, 987, 1038, 1039), "arrival_note")
        s.add(BTN, "Send request", None, (42, 2121, 1038, 2268), "send_request", click=True, enabled=text is not None)
        if popup:
            s.add(LV, None, None, (42, 966, 1038, 1764), "select_dialog_listview", scroll=True)
            y = 966
            for opt in ("I don't know", "3:00 PM – 4:00 PM", "4:00 PM – 5:00 PM", "5:00 PM – 6:00 PM", "6:00 PM – 7:00 PM", "7:00 PM – 8:00 PM"):
                s.add(TV, opt, None, (42, y, 1038, y + 133), "text1", click=True, sel=(opt == arrival))
                y += 133
        return s

    msg = "We're celebrating our anniversary – a quiet room on a higher floor would be lovely if one is available."
    s0 = trips("12:34")
    s1 = trip("12:34")
    s2 = details("12:34", sent=False, lower=False)
    s3 = requests("12:35", None, "I don't know", False)
    s4 = requests("12:35", msg, "I don't know", False)
    s5 = requests("12:36", msg, "I don't know", True)
    s6 = requests("12:36", msg, "4:00 PM – 5:00 PM", False)
    s7 = details("12:36", sent=True, lower=False)
    s8 = details("12:37", sent=False, lower=True, conf_shown="4127.838.915")
    turns = [
        (click(s0, text="Lisbon"), str(s1)),
        (click(s1, text=hotel), str(s2)),
        (click(s2, text="Special requests"), str(s3)),
        (type_in(s3, msg, rid="special_request_input"), str(s4)),
        (click(s4, rid="arrival_spinner"), str(s5)),
        (click(s5, text="4:00 PM – 5:00 PM"), str(s6)),
        (click(s6, text="Send request"), str(s7)),
        (scroll("down"), str(s8)),
    ]
    rs.add(task="android", tid="h47-android-10", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=8,
           kind="booking confirmation number differs in the lower booking-details section")


# Tasks.org - clean
def t11(rs: RowSet) -> None:
    pkg = "org.tasks"
    T = tuple[str, str | None, str, str | None]
    base: list[T] = [
        ("Return library books", "Today", "None", None),
        ("Replace HVAC filter", "Tomorrow", "Low", None),
        ("Renew car registration", "Mar 20", "High", None),
        ("Back up NAS to B2", "Mar 31", "Medium", "Repeats monthly"),
        ("Book dentist cleaning", None, "None", None),
    ]
    new: T = ("Plan Miso's vet visit", "Tomorrow", "None", "1 subtask")

    def tasks(clock: str, rows: list[T], *, snack: bool = False, sheet: bool = False) -> Scr:
        s = Scr(pkg, clock, 95)
        s.add(IB, None, "Open navigation drawer", (0, 63, 147, 210), click=True)
        s.add(TV, "My Tasks", None, (189, 105, 600, 189), "toolbar_title")
        s.add(TV, None, "Search", (723, 84, 828, 189), "menu_search", click=True)
        s.add(TV, None, "Sort", (828, 84, 933, 189), "menu_sort", click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(RV, None, None, (0, 210, 1080, 2337), "recycler_view", scroll=True)
        y = 231
        for title, due, prio, extra in rows:
            s.add(VG, None, None, (0, y, 1080, y + 189), "row", click=True, long=True)
            s.add(CB, None, f"Complete, priority {prio.lower()}" if prio != "None" else "Complete", (21, y + 42, 126, y + 147), "completeBox", click=True, check=False)
            s.add(TV, title, None, (147, y + 30, 1017, y + 93), "title")
            if due:
                s.add(TV, due, None, (147, y + 105, 400, y + 160), "due_date")
            if extra == "Repeats monthly":
                s.add(IV, None, "Repeats monthly", (420, y + 110, 470, y + 155), "repeat_icon")
            elif extra:
                s.add(BTN, extra, "Expand subtasks", (420, y + 100, 680, y + 165), "subtasks_chip", click=True)
            y += 189
        if snack:
            s.add(TV, "Task completed", None, (63, 1995, 700, 2079), "snackbar_text")
            s.add(BTN, "Undo", None, (830, 1985, 1017, 2089), "snackbar_action", click=True)
        s.add(IB, None, "Create new task", (870, 2142, 1017, 2289), "fab", click=True)
        if sheet:
            s.add(FL, None, None, (0, 1260, 1080, 2337), "design_bottom_sheet")
            s.add(TV, "Sort by", None, (63, 1281, 700, 1344), "sort_header")
            y = 1365
            for opt in ("My order", "Due date", "Start date", "Priority", "Title", "Modified", "Created"):
                s.add(RB, opt, None, (63, y, 1017, y + 105), "sort_option", click=True, check=(opt == "Due date"))
                y += 105
            s.add(SW, "Ascending", None, (63, y + 21, 1017, y + 126), "sort_ascending", click=True, check=True)
            s.add(SW, "Completed at bottom", None, (63, y + 126, 1017, y + 231), "completed_at_bottom", click=True, check=True)
        return s

    def edit(clock: str, title: str | None, due: str, sub: str | None, adding: bool) -> Scr:
        s = Scr(pkg, clock, 95)
        s.add(IB, None, "Save", (0, 63, 147, 210), "menu_save", click=True)
        s.add(TV, None, "Delete task", (828, 84, 933, 189), "menu_delete", click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(CB, None, "Complete", (42, 252, 147, 357), "completeBox", click=True, check=False)
        s.add(ET, title, None, (168, 231, 1038, 378), "title", click=True, edit=True, focus=not adding, hint="Task name")
        s.add(RV, None, None, (0, 399, 1080, 2337), "control_sets", scroll=True)
        y = 420
        rows = [("When", due), ("Priority", "None"), ("Description", None), ("Subtasks", None), ("Reminders", "No reminders"), ("Repeat", "Does not repeat"), ("List", "My Tasks"), ("Tags", "Add tags")]
        for lab, val in rows:
            s.add(LL, None, None, (0, y, 1080, y + 147), "control_row", click=True)
            s.add(IV, None, lab, (42, y + 42, 105, y + 105), "icon")
            if lab == "Description":
                s.add(ET, None, None, (147, y + 21, 1038, y + 126), "notes", click=True, edit=True, hint="Description")
            elif lab == "Subtasks":
                yy = y
                if sub is not None or adding:
                    s.add(CB, None, "Complete", (147, y + 21, 231, y + 105), "subtask_complete", click=True, check=False)
                    s.add(ET, sub, None, (252, y + 21, 940, y + 126), "subtask_title", click=True, edit=True, focus=adding, hint="Subtask")
                    s.add(IB, None, "Remove subtask", (954, y + 21, 1038, y + 126), "subtask_delete", click=True)
                    yy += 147
                    y += 147
                s.add(TV, "Add subtask", None, (147, yy + 42, 900, yy + 105), "add_subtask", click=True)
            else:
                s.add(TV, val, None, (147, y + 42, 1038, y + 105), "value")
            y += 147
        return s

    def when_sheet(clock: str, picked: str | None) -> Scr:
        s = Scr(pkg, clock, 95)
        s.add(FL, None, None, (0, 1113, 1080, 2337), "design_bottom_sheet")
        s.add(TV, picked or "No date", None, (63, 1155, 1017, 1239), "selected_date")
        y = 1260
        for opt in ("Today", "Tomorrow", "Next week", "Next month", "Pick date", "No date"):
            s.add(RB, opt, None, (63, y, 540, y + 105), "date_shortcut", click=True, check=((picked and opt == "Tomorrow") or (not picked and opt == "No date")))
            y += 105
        s.add(TV, "No time", None, (600, 1260, 1017, 1365), "time_shortcut", click=True, sel=True)
        s.add(TV, "Morning 9:00 AM", None, (600, 1365, 1017, 1470), "time_shortcut", click=True)
        s.add(TV, "Afternoon 1:00 PM", None, (600, 1470, 1017, 1575), "time_shortcut", click=True)
        s.add(TV, "Evening 5:00 PM", None, (600, 1575, 1017, 1680), "time_shortcut", click=True)
        s.add(BTN, "Cancel", None, (567, 2163, 777, 2268), "cancel_button", click=True)
        s.add(BTN, "OK", None, (798, 2163, 1017, 2268), "ok_button", click=True)
        return s

    after_add = base[:2] + [new] + base[2:]
    after_done = after_add[1:]
    by_prio = [after_done[2], after_done[3], after_done[0], after_done[1], after_done[4]]
    s0 = tasks("8:05", base)
    s1 = edit("8:05", None, "No date", None, False)
    s2 = edit("8:05", "Plan Miso's vet visit", "No date", None, False)
    s3 = when_sheet("8:06", None)
    s4 = when_sheet("8:06", "Sat, Mar 16")
    s5 = edit("8:06", "Plan Miso's vet visit", "Sat, Mar 16", None, False)
    s6 = edit("8:06", "Plan Miso's vet visit", "Sat, Mar 16", None, True)
    s7 = edit("8:07", "Plan Miso's vet visit", "Sat, Mar 16", "Call clinic at 9am", True)
    s8 = tasks("8:07", after_add)
    s9 = tasks("8:07", after_done, snack=True)
    s10 = tasks("8:08", after_done, sheet=True)
    s11 = tasks("8:08", by_prio)
    turns = [
        (click(s0, desc="Create new task"), str(s1)),
        (type_in(s1, "Plan Miso's vet visit", rid="title"), str(s2)),
        (click(s2, text="No date"), str(s3)),
        (click(s3, text="Tomorrow"), str(s4)),
        (click(s4, text="OK"), str(s5)),
        (click(s5, text="Add subtask"), str(s6)),
        (type_in(s6, "Call clinic at 9am", rid="subtask_title"), str(s7)),
        (click(s7, desc="Save"), str(s8)),
        (click(s8, desc="Complete", nth=0), str(s9)),
        (click(s9, desc="Sort"), str(s10)),
        (click(s10, text="Priority"), str(s11)),
    ]
    rs.add(task="android", tid="h47-android-11", system=SYSTEM, turns=turns, state=str(s0))


# Duolingo - bad
def t12(rs: RowSet) -> None:
    pkg = "com.duolingo"

    def tabs(s: Scr, cur: str) -> None:
        for i, t in enumerate(("Learn", "Practice", "Leaderboards", "Quests", "Profile", "Shop")):
            s.add(FL, None, t, (180 * i, 2163, 180 * (i + 1), 2337), "tab_" + t.lower(), click=True, sel=(t == cur))

    def learn(clock: str, gems: str) -> Scr:
        s = Scr(pkg, clock, 29)
        s.add(FL, None, "Spanish", (42, 84, 210, 189), "languageFlagMenuItem", click=True)
        s.add(FL, "214", "214 day streak", (294, 84, 500, 189), "streakMenuItem", click=True)
        s.add(FL, gems, f"{gems.replace(',', '')} gems", (542, 84, 780, 189), "gemsMenuItem", click=True)
        s.add(FL, "5", "5 hearts", (822, 84, 1038, 189), "heartsMenuItem", click=True)
        s.add(FL, None, None, (21, 231, 1059, 420), "unitHeader")
        s.add(TV, "SECTION 3, UNIT 14", None, (63, 252, 800, 304), "sectionUnitText")
        s.add(TV, "Talk about past vacations", None, (63, 304, 800, 378), "unitTitle")
        s.add(IB, None, "Guidebook", (861, 273, 1017, 378), "guidebookButton", click=True)
        s.add(RV, None, None, (0, 420, 1080, 2163), "path", scroll=True)
        for i, (desc, y) in enumerate((("Lesson 1 of 5, completed", 504), ("Lesson 2 of 5, completed", 714), ("Start, Lesson 3 of 5", 924), ("Story: The Lost Suitcase, locked", 1134), ("Lesson 4 of 5, locked", 1344), ("Unit review, locked", 1554))):
            x = (390, 240, 390, 540, 390, 390)[i]
            s.add(FL, None, desc, (x, y, x + 300, y + 189), "levelButton", click=True, enabled="locked" not in desc)
        s.add(IV, None, None, (700, 1134, 1017, 1491), "duoCharacter")
        tabs(s, "Learn")
        return s

    def shop(clock: str, gems: str, freezes: int, lower: bool) -> Scr:
        s = Scr(pkg, clock, 29)
        s.add(TV, "Shop", None, (42, 105, 600, 189), "title")
        s.add(FL, gems, f"{gems.replace(',', '')} gems", (780, 84, 1038, 189), "gemsMenuItem", click=True)
        s.add(RV, None, None, (0, 210, 1080, 2163), "shopItems", scroll=True)
        if not lower:
            s.add(FL, None, None, (21, 231, 1059, 630), "superBanner", click=True)
            s.add(TV, "Try Super for free", None, (63, 273, 800, 357), "bannerTitle")
            s.add(TV, "No ads, unlimited hearts, personalized practice and more", None, (63, 357, 800, 462), "bannerText")
            s.add(BTN, "TRY 2 WEEKS FREE", None, (63, 504, 660, 609), "bannerButton", click=True)
            s.add(TV, "Streaks", None, (42, 672, 800, 735), "sectionHeader")
            s.add(IV, None, None, (42, 777, 231, 966), "itemIcon")
            s.add(TV, "Streak Freeze", None, (252, 777, 1038, 840), "itemName")
            s.add(TV, "Streak Freeze allows your streak to remain in place for one full day of inactivity.", None, (252, 840, 1038, 966), "itemDescription")
            s.add(TV, f"{freezes} / 2 EQUIPPED", None, (252, 987, 700, 1039), "itemEquipped")
            if freezes < 2:
                s.add(BTN, "GET ONE FOR: 200", "Get one for 200 gems", (252, 1060, 1038, 1165), "itemPurchaseButton", click=True)
            else:
                s.add(BTN, "EQUIPPED", None, (252, 1060, 1038, 1165), "itemPurchaseButton", enabled=False)
            s.add(IV, None, None, (42, 1228, 231, 1417), "itemIcon")
            s.add(TV, "Weekend Amulet", None, (252, 1228, 1038, 1291), "itemName")
            s.add(TV, "Take the weekend off without losing your streak. Keep your streak going on Friday to use it.", None, (252, 1291, 1038, 1417), "itemDescription")
            s.add(BTN, "GET FOR: 400", "Get for 400 gems", (252, 1438, 1038, 1543), "itemPurchaseButton", click=True)
            s.add(IV, None, None, (42, 1606, 231, 1795), "itemIcon")
            s.add(TV, "Streak Repair", None, (252, 1606, 1038, 1669), "itemName")
            s.add(TV, "Your streak is safe. Repair is only available the day after a streak ends.", None, (252, 1669, 1038, 1795), "itemDescription")
        else:
            s.add(TV, "Power-ups", None, (42, 252, 800, 315), "sectionHeader")
            for i, (name, desc, btn) in enumerate((("Heart Refill", "Get full hearts so you can worry less about making mistakes in a lesson", "FULL"),
                                                   ("Timer Boost", "Get 3 Timer Boosts to freeze the clock for 10 seconds in Timed Challenges", "GET 3 FOR: 450"),
                                                   ("Double or Nothing", "Attempt to double your 50 gem wager by maintaining a 7 day streak.", "GET FOR: 50"))):
                y = 357 + 441 * i
                s.add(IV, None, None, (42, y, 231, y + 189), "itemIcon")
                s.add(TV, name, None, (252, y, 1038, y + 63), "itemName")
                s.add(TV, desc, None, (252, y + 63, 1038, y + 189), "itemDescription")
                s.add(BTN, btn, None, (252, y + 231, 1038, y + 336), "itemPurchaseButton", click=(btn != "FULL"), enabled=(btn != "FULL"))
            s.add(TV, "Outfits", None, (42, 1701, 800, 1764), "sectionHeader")
            s.add(TV, "Formal Attire", None, (252, 1806, 1038, 1869), "itemName")
            s.add(BTN, "GET FOR: 1,000", None, (252, 1911, 1038, 2016), "itemPurchaseButton", click=True)
        tabs(s, "Shop")
        return s

    def profile(clock: str) -> Scr:
        s = Scr(pkg, clock, 29)
        s.add(TV, "Profile", None, (42, 105, 600, 189), "title")
        s.add(IB, None, "Settings", (933, 84, 1038, 189), "settingsButton", click=True)
        s.add(SV, None, None, (0, 210, 1080, 2163), "profileScroll", scroll=True)
        s.add(IV, None, "Avatar", (345, 231, 735, 621), "avatar", click=True)
        s.add(TV, "Maya", None, (42, 663, 800, 747), "name")
        s.add(TV, "mayachen_lf", None, (42, 747, 800, 799), "username")
        s.add(TV, "Joined March 2019", None, (42, 799, 800, 851), "joinedDate")
        s.add(TV, "12 Following", None, (42, 893, 400, 945), "followingCount", click=True)
        s.add(TV, "9 Followers", None, (420, 893, 800, 945), "followersCount", click=True)
        s.add(TV, "Overview", None, (42, 1008, 800, 1071), "sectionHeader")
        for i, (val, lab) in enumerate((("214", "Day streak"), ("48,210", "Total XP"), ("Sapphire", "Current league"), ("9", "Top 3 finishes"))):
            x, y = (42 if i % 2 == 0 else 550), (1113 if i < 2 else 1323)
            s.add(FL, None, None, (x, y, x + 488, y + 189), "statCard")
            s.add(TV, val, None, (x + 105, y + 30, x + 470, y + 100), "statValue")
            s.add(TV, lab, None, (x + 105, y + 100, x + 470, y + 160), "statLabel")
        s.add(TV, "Friend Streaks", None, (42, 1575, 800, 1638), "sectionHeader")
        s.add(TV, "0/5 ACTIVE", None, (800, 1575, 1038, 1638), "friendStreakCount")
        tabs(s, "Profile")
        return s

    def settings(clock: str) -> Scr:
        s = Scr(pkg, clock, 29)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Settings", None, (189, 105, 700, 189), "title")
        s.add(TV, "DONE", None, (870, 105, 1038, 189), "doneButton", click=True)
        s.add(RV, None, None, (0, 210, 1080, 2337), "settingsList", scroll=True)
        s.add(TV, "Account", None, (42, 231, 700, 294), "sectionHeader")
        y = 315
        for item in ("Preferences", "Profile", "Notifications", "Courses", "Duolingo for Schools", "Privacy settings"):
            s.add(FL, item, None, (21, y, 1059, y + 147), "settingsRow", click=True)
            y += 147
        s.add(TV, "Subscription", None, (42, y + 21, 700, y + 84), "sectionHeader")
        s.add(FL, "Choose a plan", None, (21, y + 105, 1059, y + 252), "settingsRow", click=True)
        s.add(TV, "Support", None, (42, y + 294, 700, y + 357), "sectionHeader")
        s.add(FL, "Help Center", None, (21, y + 378, 1059, y + 525), "settingsRow", click=True)
        s.add(FL, "Feedback", None, (21, y + 525, 1059, y + 672), "settingsRow", click=True)
        s.add(BTN, "SIGN OUT", None, (21, y + 735, 1059, y + 861), "signOutButton", click=True)
        return s

    def prefs(clock: str) -> Scr:
        s = Scr(pkg, clock, 29)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Preferences", None, (189, 105, 700, 189), "title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "settingsList", scroll=True)
        s.add(TV, "Lesson experience", None, (42, 231, 700, 294), "sectionHeader")
        y = 315
        for item, on in (("Sound effects", True), ("Haptic feedback", True), ("Animations", True), ("Motivational messages", True), ("Listening exercises", True), ("Speaking exercises", False)):
            s.add(TV, item, None, (63, y + 42, 800, y + 105), "settingsRowLabel")
            s.add(SW, None, item, (880, y + 31, 1038, y + 115), "settingsSwitch", click=True, check=on)
            y += 147
        s.add(TV, "Appearance", None, (42, y + 21, 700, y + 84), "sectionHeader")
        s.add(TV, "Dark mode", None, (63, y + 147, 600, y + 210), "settingsRowLabel")
        s.add(SP, "System default", None, (620, y + 126, 1038, y + 231), "darkModeSpinner", click=True)
        return s

    s0 = learn("22:14", "1,340")
    s1 = shop("22:14", "1,340", 1, False)
    s2 = shop("22:14", "1,140", 2, False)
    s3 = shop("22:15", "1,140", 2, True)
    s4 = learn("22:15", "1,340")
    s5 = profile("22:15")
    s6 = settings("22:15")
    s7 = prefs("22:16")
    turns = [
        (click(s0, rid="gemsMenuItem"), str(s1)),
        (click(s1, text="GET ONE FOR: 200"), str(s2)),
        (scroll("down"), str(s3)),
        (click(s3, desc="Learn"), str(s4)),
        (click(s4, desc="Profile"), str(s5)),
        (click(s5, desc="Settings"), str(s6)),
        (click(s6, text="Preferences"), str(s7)),
    ]
    rs.add(task="android", tid="h47-android-12", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=4,
           kind="gem balance back at the pre-purchase total after buying a Streak Freeze")


# Nextcloud - clean
def t13(rs: RowSet) -> None:
    pkg = "com.nextcloud.client"
    root0 = [
        ("Documents", "412.6 MB, Mar 2", True), ("Photos", "2.4 GB, yesterday", True),
        ("Shared with Lumenfield", "38.2 MB, 5 days ago", True), ("Taxes", "1.9 MB, 2 days ago", True),
        ("Talk", "12.4 MB, Feb 26", True), ("Nextcloud Manual.pdf", "4.5 MB, Jan 3, 2023", False), ("Readme.md", "136 B, Jan 3, 2023", False),
    ]
    taxes0 = [
        ("1098_Mortgage_2023.pdf", "152 KB, Jan 29"), ("1099-INT_Ally_2023.pdf", "88 KB, 2 days ago"),
        ("2022_return_federal.pdf", "380 KB, Apr 10, 2023"), ("Property_tax_2023.pdf", "1.1 MB, Dec 12, 2023"),
        ("W-2_Lumenfield_2023.pdf", "214 KB, Jan 31"),
    ]

    def listing(clock: str, path: str, rows: list[tuple[str, str, bool]], *, menu_for: str | None = None, progress: bool = False) -> Scr:
        s = Scr(pkg, clock, 67, notif=("Nextcloud notification",) if progress else ())
        if path == "/":
            s.add(IB, None, "Open navigation drawer", (21, 84, 147, 210), click=True)
            s.add(TV, "Search in Nextcloud", None, (168, 105, 850, 189), "search_text", click=True)
            s.add(IV, None, "Switch account maya", (912, 94, 1028, 200), "switch_account_button", click=True)
        else:
            s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
            s.add(TV, path.strip("/"), None, (189, 105, 800, 189), "toolbar_title")
            s.add(TV, None, "Search", (828, 84, 933, 189), "action_search", click=True)
            s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(BTN, "A - Z", "Sort", (21, 231, 300, 315), "sort_button", click=True)
        s.add(IB, None, "Switch to grid view", (933, 231, 1038, 315), "switch_grid_view_button", click=True)
        s.add(RV, None, None, (0, 336, 1080, 2337), "list_root", scroll=True)
        y = 336
        for name, info, folder in rows:
            s.add(LL, None, None, (0, y, 1080, y + 168), "ListItemLayout", click=True, long=True)
            s.add(IV, None, "Folder" if folder else "File", (42, y + 21, 168, y + 147), "thumbnail")
            s.add(TV, name, None, (210, y + 30, 830, y + 93), "Filename")
            s.add(TV, info, None, (210, y + 93, 830, y + 145), "file_list_size")
            if name == "Shared with Lumenfield":
                s.add(IB, None, "Shared", (840, y + 42, 924, y + 126), "sharedIcon", click=True)
            s.add(IB, None, "Options", (945, y + 42, 1038, y + 126), "overflow_menu", click=True)
            y += 168
        s.add(IB, None, "Add or upload", (870, 2121, 1017, 2268), "fab_main", click=True)
        if menu_for:
            i = [r[0] for r in rows].index(menu_for)
            py = 336 + 168 * i + 126
            s.add(LV, None, None, (560, py, 1038, py + 756), "popup_list")
            for j, item in enumerate(("Add to favorites", "Rename", "Move or copy", "Download", "Details", "Delete")):
                s.add(TV, item, None, (560, py + 126 * j, 1038, py + 126 * (j + 1)), "title", click=True)
        return s

    def sheet(clock: str) -> Scr:
        s = Scr(pkg, clock, 67)
        s.add(FL, None, None, (0, 1155, 1080, 2337), "design_bottom_sheet")
        y = 1197
        for item in ("Upload files", "Upload content from other apps", "Take picture", "Take video", "Create new folder", "Create new document", "Create new spreadsheet", "Create new presentation"):
            s.add(LL, None, None, (0, y, 1080, y + 136), click=True)
            s.add(IV, None, None, (42, y + 31, 116, y + 105), "menu_icon")
            s.add(TV, item, None, (168, y + 31, 1017, y + 105), "menu_text")
            y += 136
        return s

    local = [("boarding_pass_TP204.pdf", "212 KB, Mar 10"), ("Daycare_receipts_Q1.pdf", "1.4 MB, Mar 12"), ("HSA_5498-SA_2023.pdf", "61 KB, Mar 13"),
             ("IMG_20240309_141522.jpg", "4.2 MB, Mar 9"), ("lumenfield_offsite_agenda.docx", "38 KB, Mar 7")]

    def picker(clock: str, picked: str | None) -> Scr:
        s = Scr(pkg, clock, 67)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Download", None, (189, 84, 800, 147), "toolbar_title")
        s.add(TV, f"{1 if picked else 0} selected", None, (189, 147, 800, 199), "toolbar_subtitle")
        s.add(TV, None, "Select all", (933, 84, 1038, 189), "action_select_all", click=True)
        s.add(RV, None, None, (0, 210, 1080, 1953), "list_root", scroll=True)
        y = 231
        for name, info in local:
            s.add(LL, None, None, (0, y, 1080, y + 168), "ListItemLayout", click=True)
            s.add(IV, None, "File", (42, y + 21, 168, y + 147), "thumbnail")
            s.add(TV, name, None, (210, y + 30, 880, y + 93), "Filename")
            s.add(TV, info, None, (210, y + 93, 880, y + 145), "file_list_size")
            s.add(CB, None, None, (921, y + 42, 1017, y + 126), "custom_checkbox", click=True, check=(name == picked))
            y += 168
        s.add(TV, "Upload to: /Taxes/", None, (42, 1974, 1038, 2037), "upload_path")
        s.add(SP, "Keep file in original folder", None, (42, 2058, 600, 2142), "upload_files_spinner_behaviour", click=True)
        s.add(BTN, "Cancel", None, (420, 2163, 720, 2289), "upload_files_btn_cancel", click=True)
        s.add(BTN, "Upload", None, (741, 2163, 1038, 2289), "upload_files_btn_upload", click=True, enabled=picked is not None)
        return s

    def rename(clock: str) -> Scr:
        s = Scr(pkg, clock, 67)
        s.add(FL, None, None, (63, 819, 1017, 1365), "parentPanel")
        s.add(TV, "Rename", None, (126, 882, 954, 966), "alertTitle")
        s.add(ET, "Taxes", None, (126, 1008, 954, 1134), "user_input", click=True, edit=True, focus=True, hint="New name")
        s.add(BTN, "Cancel", None, (504, 1218, 714, 1323), "button2", click=True)
        s.add(BTN, "Rename", None, (735, 1218, 954, 1323), "button1", click=True)
        return s

    taxes1 = taxes0[:3] + [("HSA_5498-SA_2023.pdf", "61 KB, now")] + taxes0[3:]
    root1 = [r if r[0] != "Taxes" else ("Taxes", "2 MB, 1 minute ago", True) for r in root0]
    s0 = listing("11:20", "/", root0)
    s1 = listing("11:20", "/Taxes/", [(n, i, False) for n, i in taxes0])
    s2 = sheet("11:20")
    s3 = picker("11:21", None)
    s4 = picker("11:21", "HSA_5498-SA_2023.pdf")
    s5 = listing("11:21", "/Taxes/", [(n, i, False) for n, i in taxes1], progress=True)
    s6 = listing("11:22", "/", root1)
    s7 = listing("11:22", "/", root1, menu_for="Taxes")
    s8 = rename("11:22")
    turns = [
        (click(s0, text="Taxes"), str(s1)),
        (click(s1, desc="Add or upload"), str(s2)),
        (click(s2, text="Upload files"), str(s3)),
        (click(s3, rid="custom_checkbox", nth=2), str(s4)),
        (click(s4, text="Upload"), str(s5)),
        (click(s5, desc="Navigate up"), str(s6)),
        (click(s6, desc="Options", nth=3), str(s7)),
        (click(s7, text="Rename"), str(s8)),
    ]
    rs.add(task="android", tid="h47-android-13", system=SYSTEM, turns=turns, state=str(s0))


# Files by Google - bad
def t14(rs: RowSet) -> None:
    pkg = "com.google.android.apps.nbu.files"
    dl0 = [
        ("Lisbon_itinerary_v3.pdf", "842 kB", "Mar 14"), ("PXL_20240310_183102.jpg", "4.12 MB", "Mar 10"),
        ("PXL_20240310_183044.jpg", "3.87 MB", "Mar 10"), ("lease_renewal_2024_signed.pdf", "1.26 MB", "Mar 8"),
        ("Screenshot_20240306-221455.png", "612 kB", "Mar 6"), ("spotify-wrapped.mp4", "18.4 MB", "Feb 28"),
    ]

    def browse(clock: str, dl_size: str) -> Scr:
        s = Scr(pkg, clock, 58)
        s.add(TV, "Search in Files", None, (42, 105, 900, 210), "search_bar_text", click=True)
        s.add(IV, None, "Account and settings", (921, 115, 1017, 200), "og_apd_internal_image_view", click=True)
        s.add(RV, None, None, (0, 231, 1080, 2163), "browse_recycler", scroll=True)
        s.add(TV, "Categories", None, (42, 252, 700, 315), "header_title")
        cats = (("Downloads", dl_size), ("Images", "3.8 GB"), ("Videos", "6.1 GB"), ("Audio", "212 MB"), ("Documents & other", "146 MB"), ("Apps", "8.4 GB"))
        for i, (name, size) in enumerate(cats):
            x, y = (21 if i % 2 == 0 else 550), 336 + 231 * (i // 2)
            s.add(LL, None, None, (x, y, x + 509, y + 210), "category_card", click=True)
            s.add(IV, None, None, (x + 21, y + 42, x + 147, y + 168), "category_icon")
            s.add(TV, name, None, (x + 168, y + 52, x + 500, y + 105), "category_title")
            s.add(TV, size, None, (x + 168, y + 105, x + 500, y + 158), "category_subtitle")
        s.add(TV, "Collections", None, (42, 1050, 700, 1113), "header_title")
        for i, name in enumerate(("Favorites", "Safe folder")):
            s.add(LL, None, None, (21 + 529 * i, 1134, 530 + 529 * i, 1302), "collection_card", click=True)
            s.add(TV, name, None, (189 + 529 * i, 1186, 510 + 529 * i, 1249), "collection_title")
        s.add(TV, "All storage", None, (42, 1365, 700, 1428), "header_title")
        s.add(LL, None, None, (21, 1449, 1059, 1617), "storage_card", click=True)
        s.add(TV, "Internal storage", None, (189, 1470, 900, 1533), "storage_title")
        s.add(TV, "41.2 GB free", None, (189, 1533, 900, 1585), "storage_subtitle")
        s.add(FL, None, "Clean", (0, 2163, 360, 2337), "tab_clean", click=True)
        s.add(FL, None, "Browse", (360, 2163, 720, 2337), "tab_browse", click=True, sel=True)
        s.add(FL, None, "Share", (720, 2163, 1080, 2337), "tab_share", click=True)
        return s

    def files(clock: str, title: str, rows: list[tuple[str, str, str]], *, selected: str | None = None, menu: bool = False, snack: str | None = None, sort: str = "Date modified") -> Scr:
        s = Scr(pkg, clock, 58)
        if selected:
            s.add(IB, None, "Clear selection", (0, 63, 147, 210), "close_button", click=True)
            s.add(TV, "1 selected", None, (189, 105, 600, 189), "selection_title")
            s.add(TV, None, "Share", (723, 84, 828, 189), "action_share", click=True)
            s.add(TV, None, "Delete", (828, 84, 933, 189), "action_delete", click=True)
            s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        else:
            s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
            s.add(TV, title, None, (189, 105, 700, 189), "toolbar_title")
            s.add(TV, None, "Search", (828, 84, 933, 189), "action_search", click=True)
            s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(BTN, sort, "Sort by", (21, 231, 420, 315), "sort_chip", click=True)
        s.add(IB, None, "Switch to grid view", (933, 231, 1038, 315), "view_toggle", click=True)
        s.add(RV, None, None, (0, 336, 1080, 2337), "file_list", scroll=True)
        y = 336
        for name, size, date in rows:
            s.add(LL, None, None, (0, y, 1080, y + 168), "file_item", click=True, long=True, sel=(name == selected))
            s.add(IV, None, "Selected" if name == selected else None, (42, y + 21, 168, y + 147), "file_thumbnail")
            s.add(TV, name, None, (210, y + 30, 900, y + 93), "file_name")
            s.add(TV, f"{size}, {date}", None, (210, y + 93, 900, y + 145), "file_details")
            if not selected:
                s.add(IB, None, f"More options for {name}", (945, y + 42, 1038, y + 126), "file_overflow", click=True)
            y += 168
        if menu:
            s.add(LV, None, None, (560, 84, 1059, 924), "popup_list")
            for i, item in enumerate(("Select all", "Copy to", "Move to", "Rename", "Add to favorites", "Move to Safe folder", "File info")):
                s.add(TV, item, None, (560, 105 + 117 * i, 1059, 222 + 117 * i), "title", click=True)
        if snack:
            s.add(TV, snack, None, (63, 2163, 1017, 2289), "snackbar_text")
        return s

    def folder_picker(clock: str, path: str) -> Scr:
        s = Scr(pkg, clock, 58)
        s.add(IB, None, "Close", (0, 63, 147, 210), click=True)
        s.add(TV, "Move to", None, (189, 84, 800, 147), "toolbar_title")
        s.add(TV, path, None, (189, 147, 1017, 199), "toolbar_subtitle")
        s.add(IB, None, "New folder", (933, 84, 1038, 189), "new_folder", click=True)
        s.add(RV, None, None, (0, 210, 1080, 2121), "folder_list", scroll=True)
        y = 231
        if path == "Internal storage":
            rows = [(f, "Folder") for f in ("Alarms", "Android", "Audiobooks", "DCIM", "Documents", "Download", "Movies", "Music", "Notifications", "Pictures", "Podcasts", "Recordings")]
        else:
            rows = [("Resume_Maya_Chen_2024.pdf", "214 kB, Feb 20"), ("Tax_2022_return.pdf", "1.1 MB, Apr 12, 2023")]
        for name, sub in rows:
            s.add(LL, None, None, (0, y, 1080, y + 147), "folder_item", click=(sub == "Folder"), enabled=(sub == "Folder"))
            s.add(IV, None, None, (42, y + 21, 147, y + 126), "item_icon")
            s.add(TV, name, None, (189, y + 21, 1017, y + 84), "item_title")
            s.add(TV, sub, None, (189, y + 84, 1017, y + 130), "item_subtitle")
            y += 147
        s.add(BTN, "Cancel", None, (420, 2142, 720, 2268), "cancel_button", click=True)
        s.add(BTN, "Move here", None, (741, 2142, 1038, 2268), "action_button", click=True, enabled=(path != "Internal storage"))
        return s

    dl1 = [r for r in dl0 if not r[0].startswith("lease")]
    docs = [("Lisbon_itinerary_v3.pdf", "842 kB", "Mar 14"), ("lease_renewal_2024_signed.pdf", "1.62 MB", "Mar 8"),
            ("Resume_Maya_Chen_2024.pdf", "214 kB", "Feb 20"), ("Q4_board_deck_final.pptx", "6.3 MB", "Jan 18"),
            ("Tax_2022_return.pdf", "1.1 MB", "Apr 12, 2023"), ("Apartment_inventory.xlsx", "48 kB", "Mar 2, 2023")]
    s0 = browse("13:47", "29 MB")
    s1 = files("13:47", "Downloads", dl0)
    s2 = files("13:47", "Downloads", dl0, selected="lease_renewal_2024_signed.pdf")
    s3 = files("13:47", "Downloads", dl0, selected="lease_renewal_2024_signed.pdf", menu=True)
    s4 = folder_picker("13:48", "Internal storage")
    s5 = folder_picker("13:48", "Internal storage › Documents")
    s6 = files("13:48", "Downloads", dl1, snack="1 item moved to Documents")
    s7 = browse("13:48", "28 MB")
    s8 = files("13:49", "Documents & other", docs)
    s9 = browse("13:49", "28 MB")
    turns = [
        (click(s0, text="Downloads"), str(s1)),
        (long_press(s1, text="lease_renewal_2024_signed.pdf"), str(s2)),
        (click(s2, desc="More options"), str(s3)),
        (click(s3, text="Move to"), str(s4)),
        (click(s4, text="Documents"), str(s5)),
        (click(s5, text="Move here"), str(s6)),
        (back(), str(s7)),
        (click(s7, text="Documents & other"), str(s8)),
        (back(), str(s9)),
    ]
    rs.add(task="android", tid="h47-android-14", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=8,
           kind="moved PDF listed with a different file size than before the move")


# HeliBoard - clean
def t15(rs: RowSet) -> None:
    pkg = "helium314.keyboard"

    def main_screen(clock: str) -> Scr:
        s = Scr(pkg, clock, 61)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "HeliBoard Settings", None, (189, 105, 900, 189), "action_bar_title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "recycler_view", scroll=True)
        y = 231
        for item, summ in (("Languages & Layouts", "English (US), Deutsch"), ("Preferences", None), ("Appearance", None), ("Toolbar", None),
                           ("Gesture typing", None), ("Text correction", None), ("Secondary layouts", None), ("Dictionaries", None), ("Advanced", None), ("About", None)):
            s.add(LL, None, None, (0, y, 1080, y + 168), click=True)
            s.add(IV, None, None, (42, y + 52, 105, y + 115), "icon")
            s.add(TV, item, None, (189, y + 31 if summ else y + 52, 1017, y + (94 if summ else 115)), "title")
            if summ:
                s.add(TV, summ, None, (189, y + 94, 1017, y + 147), "summary")
            y += 168
        return s

    def prefs(clock: str, number_row: bool) -> Scr:
        s = Scr(pkg, clock, 61)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Preferences", None, (189, 105, 900, 189), "action_bar_title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "recycler_view", scroll=True)
        y = 231
        items: list[tuple[str, str | None, bool | None]] = [
            ("Input", None, None),
            ("Show number row", "Always show the number row", number_row),
            ("Show language switch key", None, False),
            ("Show emoji key", None, True),
            ("Sound on keypress", None, False),
            ("Vibrate on keypress", None, True),
            ("Popup on keypress", None, True),
            ("Key long press delay", "300 ms", None),
            ("Space bar swipe", "Move cursor", None),
            ("Delete swipe", "Select text to delete", None),
            ("Additional keys", None, None),
            ("Show hints on keys", None, True),
        ]
        for title, summ, sw in items:
            if summ is None and sw is None:
                s.add(TV, title, None, (189, y + 21, 1017, y + 84), "title")
                y += 105
                continue
            s.add(LL, None, None, (0, y, 1080, y + 147), click=True)
            s.add(TV, title, None, (189, y + 21 if summ else y + 42, 880, y + (84 if summ else 105)), "title")
            if summ:
                s.add(TV, summ, None, (189, y + 84, 880, y + 135), "summary")
            if sw is not None:
                s.add(SW, None, None, (901, y + 31, 1038, y + 115), "switchWidget", click=True, check=sw)
            y += 147
        return s

    def correction(clock: str, conf: str, block: bool, dialog: bool = False) -> Scr:
        s = Scr(pkg, clock, 61)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Text correction", None, (189, 105, 900, 189), "action_bar_title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "recycler_view", scroll=True)
        y = 231
        items: list[tuple[str, str | None, bool | None]] = [
            ("Personal dictionary", None, None),
            ("Add-on dictionaries", None, None),
            ("Block offensive words", "Do not suggest potentially offensive words", block),
            ("Auto-correction", "Spacebar and punctuation automatically correct mistyped words", True),
            ("Auto-correction confidence", conf, None),
            ("Auto-capitalization", "Capitalize the first word of each sentence", True),
            ("Double-space period", "Double tap on spacebar inserts a period followed by a space", True),
            ("Show correction suggestions", "Display suggested words while typing", True),
            ("Suggest Contacts names", "Use names from Contacts for suggestions and corrections", False),
            ("Next-word suggestions", "Use the previous word in making suggestions", True),
        ]
        for title, summ, sw in items:
            s.add(LL, None, None, (0, y, 1080, y + 168), click=True)
            s.add(TV, title, None, (189, y + 21 if summ else y + 52, 880, y + (84 if summ else 115)), "title")
            if summ:
                s.add(TV, summ, None, (189, y + 84, 880, y + 147), "summary")
            if sw is not None:
                s.add(SW, None, None, (901, y + 42, 1038, y + 126), "switchWidget", click=True, check=sw)
            y += 168
        if dialog:
            s.add(FL, None, None, (63, 861, 1017, 1554), "parentPanel")
            s.add(TV, "Auto-correction confidence", None, (126, 924, 954, 1008), "alertTitle")
            yy = 1050
            for opt in ("Modest", "Aggressive", "Very aggressive"):
                s.add(RB, opt, None, (63, yy, 1017, yy + 126), "text1", click=True, check=(opt == conf))
                yy += 126
            s.add(BTN, "Cancel", None, (756, 1449, 954, 1533), "button2", click=True)
        return s

    s0 = main_screen("17:02")
    s1 = prefs("17:02", False)
    s2 = prefs("17:02", True)
    s3 = main_screen("17:03")
    s4 = correction("17:03", "Modest", True)
    s5 = correction("17:03", "Modest", True, dialog=True)
    s6 = correction("17:03", "Aggressive", True)
    s7 = correction("17:04", "Aggressive", False)
    turns = [
        (click(s0, text="Preferences"), str(s1)),
        (click(s1, rid="switchWidget", nth=0), str(s2)),
        (back(), str(s3)),
        (click(s3, text="Text correction"), str(s4)),
        (click(s4, text="Auto-correction confidence"), str(s5)),
        (click(s5, text="Aggressive"), str(s6)),
        (click(s6, rid="switchWidget", nth=0), str(s7)),
    ]
    rs.add(task="android", tid="h47-android-15", system=SYSTEM, turns=turns, state=str(s0))


# Signal - bad
def t16(rs: RowSet) -> None:
    pkg = "org.thoughtcrime.securesms"

    def rows(s: Scr, items: list[tuple[str, str | None, bool | None]], y: int) -> None:
        for title, summ, sw in items:
            if summ is None and sw is None:
                s.add(TV, title, None, (63, y + 42, 1017, y + 105), "section_header")
                y += 126
                continue
            h = 189 if summ else 147
            s.add(LL, None, None, (0, y, 1080, y + h), "preference_row", click=True)
            s.add(TV, title, None, (63, y + 31, 870, y + 94), "title")
            if summ:
                s.add(TV, summ, None, (63, y + 94, 870, y + h - 21), "summary")
            if sw is not None:
                s.add(SW, None, None, (891, y + h // 2 - 42, 1038, y + h // 2 + 42), "switch_widget", click=True, check=sw)
            y += h

    def main_settings(clock: str) -> Scr:
        s = Scr(pkg, clock, 73, notif=("Signal notification: Lena Chen",))
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Settings", None, (189, 105, 700, 189), "toolbar_title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "recycler", scroll=True)
        s.add(LL, None, None, (0, 231, 1080, 441), "bio_preference", click=True)
        s.add(IV, None, "Avatar", (42, 252, 210, 420), "avatar")
        s.add(TV, "Maya Chen", None, (252, 273, 1017, 336), "name")
        s.add(TV, "+1 201-555-0143", None, (252, 336, 1017, 389), "about")
        y = 462
        for item in ("Account", "Linked devices", "Donate to Signal", "Appearance", "Chats", "Stories", "Notifications", "Privacy", "Data and storage", "Help", "Invite your friends"):
            s.add(LL, None, None, (0, y, 1080, y + 147), "preference_row", click=True)
            s.add(IV, None, None, (63, y + 42, 126, y + 105), "icon")
            s.add(TV, item, None, (189, y + 42, 1017, y + 105), "title")
            y += 147
        return s

    def privacy(clock: str, read: bool, typing: bool, screen_sec: bool) -> Scr:
        s = Scr(pkg, clock, 73, notif=("Signal notification: Lena Chen",))
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Privacy", None, (189, 105, 700, 189), "toolbar_title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "recycler", scroll=True)
        rows(s, [
            ("Blocked", "2 contacts", None),
            ("Messaging", None, None),
            ("Read receipts", "If read receipts are disabled, you won't be able to see read receipts from others.", read),
            ("Typing indicators", "If typing indicators are disabled, you won't be able to see typing indicators from others.", typing),
            ("Disappearing messages", None, None),
            ("Default timer for new chats", "Off", None),
            ("App security", None, None),
            ("Screen lock", "Lock Signal access with Android screen lock or fingerprint", False),
            ("Screen security", "Block screenshots in the recents list and inside the app", screen_sec),
            ("Incognito keyboard", "Request keyboard to disable personalized learning.", False),
            ("Advanced", None, None),
        ], 231)
        return s

    def appearance(clock: str, font: str, dialog: bool = False) -> Scr:
        s = Scr(pkg, clock, 73, notif=("Signal notification: Lena Chen",))
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Appearance", None, (189, 105, 700, 189), "toolbar_title")
        s.add(RV, None, None, (0, 210, 1080, 2337), "recycler", scroll=True)
        rows(s, [
            ("Language", "System default", None),
            ("Theme", "System default", None),
            ("Chat color & wallpaper", "Default", None),
            ("App icon", "Default", None),
            ("Message font size", font, None),
            ("Navigation bar size", "Normal", None),
        ], 231)
        if dialog:
            s.add(FL, None, None, (63, 777, 1017, 1596), "parentPanel")
            s.add(TV, "Message font size", None, (126, 840, 954, 924), "alertTitle")
            y = 966
            for opt in ("Small", "Normal", "Large", "Extra large"):
                s.add(RB, opt, None, (63, y, 1017, y + 126), "text1", click=True, check=(opt == font))
                y += 126
            s.add(BTN, "Cancel", None, (756, 1491, 954, 1575), "button2", click=True)
        return s

    s0 = main_settings("20:31")
    s1 = privacy("20:31", True, True, True)
    s2 = privacy("20:31", True, False, True)
    s3 = privacy("20:31", False, False, False)
    s4 = main_settings("20:32")
    s5 = appearance("20:32", "Normal")
    s6 = appearance("20:32", "Normal", dialog=True)
    s7 = appearance("20:32", "Large")
    s8 = main_settings("20:33")
    turns = [
        (click(s0, text="Privacy"), str(s1)),
        (click(s1, rid="switch_widget", nth=1), str(s2)),
        (click(s2, rid="switch_widget", nth=0), str(s3)),
        (back(), str(s4)),
        (click(s4, text="Appearance"), str(s5)),
        (click(s5, text="Message font size"), str(s6)),
        (click(s6, text="Large"), str(s7)),
        (back(), str(s8)),
    ]
    rs.add(task="android", tid="h47-android-16", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=3,
           kind="Screen security switch turns off when only Read receipts was toggled")


# Simple Calendar - clean
def t17(rs: RowSet) -> None:
    pkg = "com.simplemobiletools.calendar.pro"
    E_ = tuple[str, str, str]
    ev0: list[E_] = [
        ("Thursday, March 14", "Standup", "09:30 - 09:45"),
        ("Thursday, March 14", "Lunch with Dana", "12:30 - 13:30"),
        ("Friday, March 15", "Gym - legs", "07:00 - 08:00"),
        ("Monday, March 18", "Q2 planning", "14:00 - 16:00"),
        ("Wednesday, March 20", "Miso vet checkup", "17:15 - 18:00"),
        ("Saturday, March 23", "Lena's birthday", "All day"),
        ("Sunday, March 24", "Brunch at Bluestone Lane", "11:00 - 12:30"),
    ]
    new: E_ = ("Thursday, March 21", "Dentist – Dr. Alvarez", "11:00 - 12:00")

    def event_list(clock: str, events: list[E_], fab_menu: bool = False) -> Scr:
        s = Scr(pkg, clock, 84)
        s.add(TV, "Search", None, (42, 105, 700, 189), "top_toolbar_search", click=True)
        s.add(TV, None, "Go to today", (723, 84, 828, 189), "go_to_today", click=True)
        s.add(TV, None, "Change view", (828, 84, 933, 189), "change_view", click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(RV, None, None, (0, 210, 1080, 2337), "calendar_events_list", scroll=True)
        y, day = 231, None
        for d, title, when in events:
            if d != day:
                s.add(TV, d, None, (42, y + 21, 1038, y + 84), "event_section_title")
                y += 105
                day = d
            s.add(FL, None, None, (21, y, 1059, y + 168), "event_item_holder", click=True, long=True)
            s.add(V, None, None, (21, y, 35, y + 168), "event_item_color_bar")
            s.add(TV, title, None, (63, y + 21, 1017, y + 84), "event_item_title")
            s.add(TV, when, None, (63, y + 84, 1017, y + 147), "event_item_time")
            y += 189
        s.add(IB, None, "New event", (870, 2121, 1017, 2268), "calendar_fab", click=True)
        if fab_menu:
            s.add(FL, None, None, (600, 1806, 1038, 2100), "fab_extended_overlay")
            s.add(TV, "Task", None, (620, 1827, 1017, 1932), "fab_task_label", click=True)
            s.add(TV, "Event", None, (620, 1953, 1017, 2058), "fab_event_label", click=True)
        return s

    def editor(clock: str, title: str | None, date: str, location: str | None, *, existing: bool) -> Scr:
        s = Scr(pkg, clock, 84)
        s.add(IB, None, "Back", (0, 63, 147, 210), click=True)
        s.add(TV, "Edit event" if existing else "New event", None, (189, 105, 700, 189), "toolbar_title")
        if existing:
            s.add(TV, None, "Delete", (723, 84, 828, 189), "delete", click=True)
        s.add(TV, None, "Save", (828, 84, 933, 189), "save", click=True)
        s.add(IV, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(SV, None, None, (0, 210, 1080, 2337), "event_scrollview", scroll=True)
        s.add(ET, title, None, (42, 231, 1038, 357), "event_title", click=True, edit=True, focus=(title is not None and location is None and not existing), hint="Title")
        s.add(ET, location, None, (42, 378, 940, 504), "event_location", click=True, edit=True, focus=location is not None, hint="Location")
        s.add(IB, None, "Show on map", (961, 399, 1038, 483), "event_show_on_map", click=True)
        s.add(ET, None, None, (42, 525, 1038, 651), "event_description", click=True, edit=True, hint="Description")
        s.add(TV, "All-day", None, (126, 693, 880, 777), "event_all_day_label")
        s.add(SW, None, None, (901, 693, 1038, 777), "event_all_day", click=True, check=False)
        s.add(TV, date, None, (126, 819, 700, 903), "event_start_date", click=True)
        s.add(TV, "11:00", None, (760, 819, 1038, 903), "event_start_time", click=True)
        s.add(TV, date, None, (126, 924, 700, 1008), "event_end_date", click=True)
        s.add(TV, "12:00", None, (760, 924, 1038, 1008), "event_end_time", click=True)
        s.add(TV, "Eastern Daylight Time (America/New_York)", None, (126, 1050, 1038, 1134), "event_time_zone", click=True)
        s.add(TV, "10 minutes before", None, (126, 1176, 1038, 1260), "event_reminder_1", click=True)
        s.add(TV, "Add another reminder", None, (126, 1281, 1038, 1365), "event_reminder_2", click=True)
        s.add(TV, "No repetition", None, (126, 1407, 1038, 1491), "event_repetition", click=True)
        s.add(TV, "Add another participant", None, (126, 1533, 1038, 1617), "event_attendees", click=True)
        s.add(TV, "Store locally only", None, (126, 1659, 1038, 1743), "event_caldav_calendar_name", click=True)
        s.add(TV, "Regular event", None, (126, 1785, 1038, 1869), "event_type", click=True)
        s.add(TV, "Default", None, (126, 1911, 1038, 1995), "event_caldav_color", click=True)
        return s

    def picker(clock: str, picked: int) -> Scr:
        s = Scr(pkg, clock, 84)
        s.add(FL, None, None, (63, 462, 1017, 1869), "parentPanel")
        s.add(TV, "2024", None, (105, 504, 400, 567), "date_picker_header_year", click=True)
        wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        s.add(TV, f"{wd[(picked + 3) % 7]}, Mar {picked}", None, (105, 567, 975, 672), "date_picker_header_date")
        s.add(IB, None, "Previous month", (105, 714, 231, 840), "prev", click=True)
        s.add(TV, "March 2024", None, (300, 735, 780, 819), "month_view")
        s.add(IB, None, "Next month", (849, 714, 975, 840), "next", click=True)
        for d in range(1, 32):
            col, row = (d + 3) % 7, (d + 3) // 7
            x, y = 105 + 124 * col, 882 + 124 * row
            s.add(V, str(d), f"{d:02d} March 2024", (x, y, x + 124, y + 124), None, click=True, check=(d == picked))
        s.add(BTN, "Cancel", None, (546, 1743, 756, 1848), "button2", click=True)
        s.add(BTN, "OK", None, (777, 1743, 975, 1848), "button1", click=True)
        return s

    ev1 = ev0[:5] + [new] + ev0[5:]
    s0 = event_list("10:42", ev0)
    s1 = event_list("10:42", ev0, fab_menu=True)
    s2 = editor("10:42", None, "Thu, Mar 14, 2024", None, existing=False)
    s3 = editor("10:43", "Dentist – Dr. Alvarez", "Thu, Mar 14, 2024", None, existing=False)
    s4 = picker("10:43", 14)
    s5 = picker("10:43", 21)
    s6 = editor("10:43", "Dentist – Dr. Alvarez", "Thu, Mar 21, 2024", None, existing=False)
    s7 = event_list("10:44", ev1)
    s8 = editor("10:44", "Dentist – Dr. Alvarez", "Thu, Mar 21, 2024", None, existing=True)
    s9 = editor("10:45", "Dentist – Dr. Alvarez", "Thu, Mar 21, 2024", "Alvarez Family Dental, 212 Grove St, Jersey City", existing=True)
    turns = [
        (click(s0, desc="New event"), str(s1)),
        (click(s1, text="Event"), str(s2)),
        (type_in(s2, "Dentist – Dr. Alvarez", rid="event_title"), str(s3)),
        (click(s3, rid="event_start_date"), str(s4)),
        (click(s4, desc="21 March 2024"), str(s5)),
        (click(s5, text="OK"), str(s6)),
        (click(s6, desc="Save"), str(s7)),
        (click(s7, text="Dentist – Dr. Alvarez"), str(s8)),
        (type_in(s8, "Alvarez Family Dental, 212 Grove St, Jersey City", rid="event_location"), str(s9)),
    ]
    rs.add(task="android", tid="h47-android-17", system=SYSTEM, turns=turns, state=str(s0))


# Android Settings - bad
def t18(rs: RowSet) -> None:
    pkg = "com.android.settings"
    gms = "com.google.android.gms"
    top = [("Network & internet", "Mobile, Wi-Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"), ("Apps", "Assistant, recent apps, default apps"),
           ("Notifications", "Notification history, conversations"), ("Battery", "77%"), ("Storage", "58% used - 54.1 GB free"),
           ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid")]
    bottom = [("Accessibility", "Display, interaction, audio"), ("Security & privacy", "App security, device lock, permissions"), ("Location", "On - 9 apps have access to location"),
              ("Safety & emergency", "Emergency SOS, medical info, alerts"), ("Passwords & accounts", "Saved passwords, autofill, synced accounts"),
              ("Digital Wellbeing & parental controls", "Screen time, app timers, bedtime schedules"), ("Google", "Services & preferences"),
              ("System", "Languages, gestures, time, backup"), ("About phone", "Pixel 7"), ("Tips & support", "Help articles, phone & chat")]

    def settings_main(clock: str, batt: int, lower: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        if not lower:
            s.add(TV, "Settings", None, (42, 147, 1038, 294), "homepage_title")
            s.add(TV, "Search Settings", None, (42, 336, 1038, 483), "search_action_bar_title", click=True)
            s.add(IV, None, "Profile picture, double tap to open Google Account", (891, 357, 1017, 462), "account_avatar", click=True)
        s.add(RV, None, None, (0, 504 if not lower else 63, 1080, 2337), "recycler_view", scroll=True)
        y = 525 if not lower else 84
        for title, summ in (top if not lower else bottom):
            s.add(LL, None, None, (0, y, 1080, y + 199), click=True)
            s.add(IV, None, None, (63, y + 63, 147, y + 136), "icon")
            s.add(TV, title, None, (210, y + 42, 1017, y + 105), "title")
            s.add(TV, summ, None, (210, y + 105, 1017, y + 157), "summary")
            y += 199
        return s

    def system(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(IB, None, "Navigate up", (21, 84, 147, 210), click=True)
        s.add(TV, "System", None, (42, 252, 1038, 378), "collapsing_toolbar_title")
        s.add(RV, None, None, (0, 399, 1080, 2337), "recycler_view", scroll=True)
        y = 420
        for title, summ in (("Languages", "System languages, app languages"), ("Keyboard", "On-screen keyboard, tools"), ("Gestures", None), ("Date & time", "GMT-04:00 Eastern Daylight Time"),
                            ("Backup", "Backup by Google One"), ("System update", "Updated to Android 14"), ("Multiple users", "Signed in as Maya"), ("Reset options", None)):
            s.add(LL, None, None, (0, y, 1080, y + (199 if summ else 157)), click=True)
            s.add(TV, title, None, (63, y + 42, 1017, y + 105), "title")
            if summ:
                s.add(TV, summ, None, (63, y + 105, 1017, y + 157), "summary")
            y += 199 if summ else 157
        return s

    def backup(clock: str, batt: int, status: str, running: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(IB, None, "Navigate up", (21, 84, 147, 210), click=True, pkg=gms)
        s.add(TV, "Backup", None, (42, 252, 1038, 378), "collapsing_toolbar_title", pkg=gms)
        s.add(RV, None, None, (0, 399, 1080, 2337), "recycler_view", scroll=True, pkg=gms)
        s.add(TV, "Backup by Google One", None, (63, 441, 850, 504), "title", pkg=gms)
        s.add(SW, None, "Backup by Google One", (891, 430, 1038, 514), "switch_widget", click=True, check=True, pkg=gms)
        s.add(TV, "Back up your phone's data to maya.chen.lf@gmail.com. This includes apps and app data, call history, contacts, device settings and SMS messages.", None, (63, 525, 1017, 672), "summary", pkg=gms)
        s.add(TV, status, None, (63, 714, 1017, 777), "backup_status", pkg=gms)
        if running:
            s.add(PB, None, None, (63, 798, 1017, 819), "backup_progress", pkg=gms)
            s.add(BTN, "Cancel", None, (63, 861, 400, 966), "backup_button", click=True, pkg=gms)
        else:
            s.add(BTN, "Back up now", None, (63, 861, 480, 966), "backup_button", click=True, pkg=gms)
        s.add(TV, "Backup details", None, (63, 1029, 1017, 1092), "section_title", pkg=gms)
        y = 1113
        for title, summ in (("Apps", "24 apps"), ("Photos & videos", "Backed up by Google Photos"), ("SMS & MMS messages", "1,212 messages"),
                            ("Call history", "1,404 calls"), ("Device settings", "Wallpaper, Wi-Fi networks and more"), ("Contacts", "Synced with Google Contacts")):
            s.add(LL, None, None, (0, y, 1080, y + 168), "detail_row", click=True, pkg=gms)
            s.add(TV, title, None, (63, y + 31, 1017, y + 94), "title", pkg=gms)
            s.add(TV, summ, None, (63, y + 94, 1017, y + 147), "summary", pkg=gms)
            y += 168
        s.add(TV, "Google One storage: 38.4 GB of 100 GB used", None, (63, y + 42, 1017, y + 105), "storage_summary", pkg=gms)
        s.add(BTN, "Manage storage", None, (63, y + 126, 480, y + 231), "manage_storage", click=True, pkg=gms)
        return s

    def apps(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(IB, None, "Navigate up", (21, 84, 147, 210), click=True, pkg=gms)
        s.add(TV, "Apps", None, (42, 252, 1038, 378), "collapsing_toolbar_title", pkg=gms)
        s.add(TV, "24 apps backed up · Last backup 9:31 AM", None, (63, 399, 1017, 462), "subtitle", pkg=gms)
        s.add(RV, None, None, (0, 483, 1080, 2337), "recycler_view", scroll=True, pkg=gms)
        y = 504
        for name, size in (("WhatsApp", "412 MB"), ("Google Maps", "6.3 MB"), ("Duolingo", "3.1 MB"), ("Strava", "2.2 MB"), ("Todoist", "1.4 MB"),
                           ("Keep Notes", "1.1 MB"), ("Citymapper", "880 KB"), ("Feeder", "412 KB"), ("Spotify", "212 KB"), ("Uber", "96 KB")):
            s.add(LL, None, None, (0, y, 1080, y + 168), "app_row", pkg=gms)
            s.add(IV, None, None, (63, y + 42, 147, y + 126), "app_icon", pkg=gms)
            s.add(TV, name, None, (189, y + 31, 800, y + 94), "app_name", pkg=gms)
            s.add(TV, size, None, (820, y + 52, 1017, y + 115), "app_size", pkg=gms)
            y += 168
        return s

    def sms(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.add(IB, None, "Navigate up", (21, 84, 147, 210), click=True, pkg=gms)
        s.add(TV, "SMS & MMS messages", None, (42, 252, 1038, 378), "collapsing_toolbar_title", pkg=gms)
        s.add(TV, "1,212 messages · Last backup 9:31 AM", None, (63, 399, 1017, 462), "subtitle", pkg=gms)
        s.add(TV, "Back up MMS messages", None, (63, 525, 850, 588), "title", pkg=gms)
        s.add(TV, "Includes photos and videos sent in MMS. Uses more backup storage.", None, (63, 588, 850, 693), "summary", pkg=gms)
        s.add(SW, None, "Back up MMS messages", (891, 567, 1038, 651), "switch_widget", click=True, check=False, pkg=gms)
        s.add(TV, "Messages are backed up with end-to-end encryption using your screen lock.", None, (63, 756, 1017, 861), "footer", pkg=gms)
        return s

    s0 = settings_main("9:28", 77, False)
    s1 = settings_main("9:28", 77, True)
    s2 = system("9:28", 77)
    s3 = backup("9:28", 77, "Last backup: 2:14 AM", False)
    s4 = backup("9:29", 77, "Backing up apps (6 of 24)…", True)
    s5 = backup("9:30", 77, "Backing up SMS messages…", True)
    s6 = backup("9:31", 76, "Last backup: 9:31 AM", False)
    s7 = apps("9:31", 76)
    s8 = backup("9:32", 76, "Last backup: 9:31 AM", False)
    s9 = sms("9:32", 76)
    s10 = backup("9:33", 76, "Last backup: 9:26 AM", False)
    s11 = system("9:33", 76)
    turns = [
        (scroll("down"), str(s1)),
        (click(s1, text="System"), str(s2)),
        (click(s2, text="Backup"), str(s3)),
        (click(s3, text="Back up now"), str(s4)),
        (droid("wait"), str(s5)),
        (droid("wait"), str(s6)),
        (click(s6, text="Apps"), str(s7)),
        (back(), str(s8)),
        (click(s8, text="SMS & MMS messages"), str(s9)),
        (back(), str(s10)),
        (back(), str(s11)),
    ]
    rs.add(task="android", tid="h47-android-18", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=10,
           kind="last-backup time shown earlier than the backup that finished at 9:31")


# Librera Reader - clean
def t19(rs: RowSet) -> None:
    pkg = "com.foobnix.pdf.reader"
    md = "Moby-Dick; or, The Whale"
    books0 = [
        ("The Three-Body Problem", "Cixin Liu", "epub · 3.1 MB", "78%", "Mar 13, 2024"),
        (md, "Herman Melville", "epub · 1.3 MB", "42%", "Mar 10, 2024"),
        ("Designing Data-Intensive Applications", "Martin Kleppmann", "pdf · 24.8 MB", "17%", "Feb 27, 2024"),
        ("Piranesi", "Susanna Clarke", "epub · 1.2 MB", "100%", "Jan 19, 2024"),
        ("The Pragmatic Programmer", "David Thomas, Andrew Hunt", "pdf · 8.6 MB", "63%", "Dec 30, 2023"),
    ]
    pages = {
        142: "CHAPTER 42. The Whiteness of The Whale.\n\nWhat the white whale was to Ahab, has been hinted; what, at times, he was to me, as yet remains unsaid.\n\nAside from those more obvious considerations touching Moby Dick, which could not but occasionally awaken in any man's soul some alarm, there was another thought, or rather vague, nameless horror concerning him, which at times by its intensity completely overpowered all the rest;",
        143: "and yet so mystical and well nigh ineffable was it, that I almost despair of putting it in a comprehensible form. It was the whiteness of the whale that above all things appalled me. But how can I hope to explain myself here; and yet, in some dim, random way, explain myself I must, else all these chapters might be naught.",
        144: "Though in many natural objects, whiteness refiningly enhances beauty, as if imparting some special virtue of its own, as in marbles, japonicas, and pearls; and though various nations have in some way recognised a certain royal preeminence in this hue;",
    }

    def tabs(s: Scr, cur: str) -> None:
        for i, t in enumerate(("Library", "Folders", "Recent", "Bookmarks", "Network")):
            s.add(LL, None, t, (216 * i, 210, 216 * (i + 1), 336), "tab", click=True, sel=(t == cur))
            s.add(TV, t.upper(), None, (216 * i + 20, 245, 216 * (i + 1) - 20, 300), "tab_text")

    def recent(clock: str, books: list[tuple[str, str, str, str, str]]) -> Scr:
        s = Scr(pkg, clock, 40)
        s.add(IB, None, "Menu", (0, 84, 126, 189), "imageMenu", click=True)
        s.add(TV, "Librera", None, (147, 94, 600, 178), "title")
        s.add(IB, None, "Search", (828, 84, 933, 189), "onSearch", click=True)
        s.add(IB, None, "Sort", (933, 84, 1038, 189), "onSort", click=True)
        tabs(s, "Recent")
        s.add(RV, None, None, (0, 336, 1080, 2337), "recyclerView", scroll=True)
        y = 357
        for title, author, fmt, pct, date in books:
            s.add(LL, None, None, (0, y, 1080, y + 273), "parent", click=True, long=True)
            s.add(IV, None, None, (21, y + 21, 189, y + 252), "image")
            s.add(TV, title, None, (210, y + 21, 1038, y + 84), "title1")
            s.add(TV, author, None, (210, y + 84, 1038, y + 136), "title2")
            s.add(TV, fmt, None, (210, y + 136, 700, y + 188), "info")
            s.add(TV, date, None, (720, y + 136, 1038, y + 188), "date")
            s.add(PB, None, None, (210, y + 210, 900, y + 231), "progressDraw")
            s.add(TV, pct, None, (921, y + 194, 1038, y + 246), "percent")
            s.add(IB, None, "Star", (966, y + 21, 1038, y + 93), "starIcon", click=True)
            y += 273
        return s

    def reader(clock: str, page: int, menu: bool = False, toast: str | None = None, marked: bool = False) -> Scr:
        s = Scr(pkg, clock, 40)
        pct = f"{round(page * 100 / 338)}%"
        if menu:
            s.add(IB, None, "Close", (0, 84, 126, 189), "onClose", click=True)
            s.add(TV, md, None, (147, 94, 560, 178), "bookName")
            s.add(IB, None, "Bookmarks", (581, 84, 686, 189), "onBookmarks", click=True)
            s.add(IB, None, "Add bookmark", (686, 84, 791, 189), "onBookmarkAdd", click=True, check=marked)
            s.add(IB, None, "Search", (791, 84, 896, 189), "onDocDontext", click=True)
            s.add(IB, None, "Table of contents", (896, 84, 1001, 189), "onTableOfContents", click=True)
        s.add(TV, "CHAPTER 42. The Whiteness of The Whale.", None, (42, 210 if menu else 84, 1038, 262 if menu else 136), "pageHeader")
        s.add(V, None, None, (0, 273 if menu else 147, 1080, 2142), "documentView", click=True, long=True, scroll=True)
        s.add(TV, pages[page], None, (63, 294 if menu else 168, 1017, 2100), "documentText")
        s.add(TV, f"{page} / 338 · {pct}", None, (42, 2163, 700, 2226), "pagesCountIndicator")
        s.add(TV, clock, None, (800, 2163, 1038, 2226), "currentTime")
        if menu:
            s.add(SB, None, f"Page {page} of 338", (42, 2226, 1038, 2289), "seekBar", click=True, scroll=True)
            s.add(IB, None, "Text to speech", (42, 2289, 168, 2337), "onTTS", click=True)
            s.add(IB, None, "Day/Night", (189, 2289, 315, 2337), "onDayNight", click=True)
            s.add(IB, None, "Reading settings", (336, 2289, 462, 2337), "onReadingSettings", click=True)
        if toast:
            s.add(TV, toast, None, (210, 1890, 870, 1995), "message", pkg="com.android.systemui")
        return s

    def bookmarks(clock: str) -> Scr:
        s = Scr(pkg, clock, 40)
        s.add(IB, None, "Menu", (0, 84, 126, 189), "imageMenu", click=True)
        s.add(TV, "Librera", None, (147, 94, 600, 178), "title")
        s.add(IB, None, "Search", (828, 84, 933, 189), "onSearch", click=True)
        s.add(IB, None, "Sort", (933, 84, 1038, 189), "onSort", click=True)
        tabs(s, "Bookmarks")
        s.add(RV, None, None, (0, 336, 1080, 2337), "recyclerView", scroll=True)
        y = 357
        for book, page, text, date in ((md, "144", "Though in many natural objects, whiteness refiningly enhances beauty…", "Mar 14, 2024 21:07"),
                                       ("The Three-Body Problem", "211", "Ye Wenjie watched the red signal light blink above the antenna base…", "Mar 13, 2024 23:40"),
                                       ("Designing Data-Intensive Applications", "96", "An index is an additional structure that is derived from the primary data.", "Feb 27, 2024 08:12")):
            s.add(LL, None, None, (0, y, 1080, y + 231), "parent", click=True, long=True)
            s.add(TV, book, None, (42, y + 21, 860, y + 84), "title")
            s.add(TV, f"p. {page}", None, (880, y + 21, 1038, y + 84), "page")
            s.add(TV, text, None, (42, y + 84, 1038, y + 168), "text")
            s.add(TV, date, None, (42, y + 168, 700, y + 220), "date")
            y += 231
        return s

    books1 = [(md, "Herman Melville", "epub · 1.3 MB", "43%", "Mar 14, 2024")] + [b for b in books0 if b[0] != md]
    s0 = recent("21:05", books0)
    s1 = reader("21:05", 142)
    s2 = reader("21:06", 143)
    s3 = reader("21:07", 144)
    s4 = reader("21:07", 144, menu=True)
    s5 = reader("21:07", 144, menu=True, toast="Bookmark added", marked=True)
    s6 = recent("21:08", books1)
    s7 = bookmarks("21:08")
    turns = [
        (click(s0, text=md), str(s1)),
        (scroll("right"), str(s2)),
        (scroll("right"), str(s3)),
        (click(s3, rid="documentView"), str(s4)),
        (click(s4, desc="Add bookmark"), str(s5)),
        (click(s5, desc="Close"), str(s6)),
        (click(s6, desc="Bookmarks"), str(s7)),
    ]
    rs.add(task="android", tid="h47-android-19", system=SYSTEM, turns=turns, state=str(s0))


# Strava - bad
def t20(rs: RowSet) -> None:
    pkg = "com.strava"
    acts = [
        ("Morning Run", "Today at 7:12 AM · Garmin Forerunner 255", "5.02 km", "5:31 /km", "27m 41s", "41 m", 3),
        ("Morning Run", "Today at 7:12 AM · Strava for Android", "5.01 km", "5:31 /km", "27m 38s", "40 m", 0),
        ("Lunch Run", "Tuesday at 12:18 PM · Garmin Forerunner 255", "6.44 km", "5:18 /km", "34m 05s", "58 m", 5),
        ("Evening Run", "Monday at 6:45 PM · Garmin Forerunner 255", "8.10 km", "5:36 /km", "45m 20s", "64 m", 7),
        ("Long Run 🌉", "Sunday at 8:02 AM · Garmin Forerunner 255", "14.20 km", "5:47 /km", "1h 22m", "131 m", 12),
    ]

    def you_header(s: Scr, sub: str) -> None:
        s.add(TV, "You", None, (42, 105, 600, 189), "toolbar_title")
        s.add(IB, None, "Search", (828, 84, 933, 189), "search", click=True)
        s.add(IB, None, "Settings", (933, 84, 1038, 189), "settings", click=True)
        for i, t in enumerate(("Progress", "Activities")):
            s.add(LL, None, t, (540 * i, 210, 540 * (i + 1), 336), "tab", click=True, sel=(t == sub))
            s.add(TV, t, None, (540 * i + 150, 245, 540 * (i + 1) - 150, 300), "tab_text")

    def tabbar(s: Scr) -> None:
        for i, t in enumerate(("Home", "Maps", "Record", "Groups", "You")):
            s.add(FL, None, t, (216 * i, 2163, 216 * (i + 1), 2337), "navigation_item", click=True, sel=(t == "You"))

    def progress(clock: str, n: str, dist: str, time: str, elev: str) -> Scr:
        s = Scr(pkg, clock, 91)
        you_header(s, "Progress")
        s.add(SV, None, None, (0, 336, 1080, 2163), "scroll", scroll=True)
        x = 42
        for sport in ("Run", "Ride", "Swim", "Walk"):
            s.add(BTN, sport, None, (x, 357, x + 210, 441), "sport_chip", click=True, sel=(sport == "Run"))
            x += 231
        s.add(TV, "This week", None, (42, 483, 700, 546), "week_title")
        s.add(TV, "Mar 11 – Mar 17", None, (42, 546, 700, 598), "week_range")
        for i, (lab, val) in enumerate((("Activities", n), ("Distance", dist), ("Time", time), ("Elev Gain", elev))):
            s.add(TV, lab, None, (42 + 252 * i, 640, 282 + 252 * i, 692), "stat_label")
            s.add(TV, val, None, (42 + 252 * i, 692, 282 + 252 * i, 766), "stat_value")
        s.add(V, None, "Weekly distance chart, last 12 weeks", (42, 808, 1038, 1333), "chart")
        s.add(TV, "Past 12 weeks", None, (42, 1354, 700, 1406), "chart_caption")
        s.add(TV, "Best Efforts", None, (42, 1470, 700, 1533), "section_title")
        for i, (lab, val) in enumerate((("5K", "25:48 · Feb 4"), ("10K", "54:10 · Jan 21"), ("Half-Marathon", "2:01:37 · Oct 15, 2023"))):
            s.add(TV, lab, None, (42, 1575 + 105 * i, 500, 1638 + 105 * i), "effort_name")
            s.add(TV, val, None, (520, 1575 + 105 * i, 1038, 1638 + 105 * i), "effort_value")
        tabbar(s)
        return s

    def activities(clock: str, rows: list[tuple[str, str, str, str, str, str, int]]) -> Scr:
        s = Scr(pkg, clock, 91)
        you_header(s, "Activities")
        s.add(RV, None, None, (0, 336, 1080, 2163), "activity_list", scroll=True)
        y = 357
        for title, when, dist, pace, mt, _elev, kudos in rows:
            s.add(LL, None, None, (0, y, 1080, y + 357), "activity_card", click=True)
            s.add(TV, when, None, (42, y + 21, 1038, y + 73), "activity_subtitle")
            s.add(TV, title, None, (42, y + 84, 1038, y + 147), "activity_title")
            for i, (lab, val) in enumerate((("Distance", dist), ("Pace", pace), ("Time", mt))):
                s.add(TV, lab, None, (42 + 330 * i, y + 168, 360 + 330 * i, y + 210), "stat_label")
                s.add(TV, val, None, (42 + 330 * i, y + 210, 360 + 330 * i, y + 273), "stat_value")
            s.add(TV, f"{kudos} kudos" if kudos else "Be the first to give kudos!", None, (42, y + 294, 800, y + 346), "kudos_text")
            y += 378
        tabbar(s)
        return s

    def detail(clock: str, menu: bool = False, dialog: bool = False) -> Scr:
        a = acts[1]
        s = Scr(pkg, clock, 91)
        s.add(IB, None, "Navigate up", (0, 63, 147, 210), click=True)
        s.add(TV, "Run", None, (189, 105, 600, 189), "toolbar_title")
        s.add(IB, None, "Share", (828, 84, 933, 189), "share", click=True)
        s.add(IB, None, "More options", (933, 84, 1038, 189), click=True)
        s.add(V, None, "Map of route", (0, 210, 1080, 861), "map")
        s.add(TV, "Maya Chen", None, (42, 903, 700, 966), "athlete_name")
        s.add(TV, "Today at 7:12 AM · Jersey City, New Jersey", None, (42, 966, 1038, 1018), "activity_date_location")
        s.add(TV, a[0], None, (42, 1050, 1038, 1134), "activity_title")
        for i, (lab, val) in enumerate((("Distance", a[2]), ("Pace", a[3]), ("Moving Time", a[4]), ("Elevation Gain", a[5]), ("Calories", "362 Cal"), ("Elapsed Time", "28m 55s"))):
            x, y = (42 if i % 2 == 0 else 560), 1176 + 126 * (i // 2)
            s.add(TV, lab, None, (x, y, x + 478, y + 52), "stat_label")
            s.add(TV, val, None, (x, y + 52, x + 478, y + 115), "stat_value")
        s.add(TV, "Strava for Android", None, (42, 1575, 700, 1627), "device_name")
        s.add(BTN, "Give kudos", None, (42, 1669, 500, 1774), "kudos_button", click=True)
        if menu:
            s.add(LV, None, None, (560, 84, 1059, 609), "popup_list")
            for i, item in enumerate(("Edit", "Crop", "Save route", "Delete")):
                s.add(TV, item, None, (560, 105 + 126 * i, 1059, 231 + 126 * i), "title", click=True)
        if dialog:
            s.add(FL, None, None, (63, 882, 1017, 1386), "parentPanel")
            s.add(TV, "Delete activity?", None, (126, 945, 954, 1029), "alertTitle")
            s.add(TV, "Are you sure you want to delete this activity? This can't be undone.", None, (126, 1071, 954, 1176), "message")
            s.add(BTN, "Cancel", None, (504, 1239, 714, 1344), "button2", click=True)
            s.add(BTN, "Delete", None, (735, 1239, 954, 1344), "button1", click=True)
        return s

    s0 = progress("7:58", "4", "24.6 km", "2h 14m", "203 m")
    s1 = activities("7:58", acts)
    s2 = detail("7:58")
    s3 = detail("7:59", menu=True)
    s4 = detail("7:59", dialog=True)
    s5 = activities("7:59", [a for i, a in enumerate(acts) if i != 1])
    s6 = progress("7:59", "4", "19.6 km", "1h 47m", "163 m")
    turns = [
        (click(s0, desc="Activities"), str(s1)),
        (click(s1, text="Today at 7:12 AM · Strava for Android"), str(s2)),
        (click(s2, desc="More options"), str(s3)),
        (click(s3, text="Delete"), str(s4)),
        (click(s4, text="Delete"), str(s5)),
        (click(s5, desc="Progress"), str(s6)),
    ]
    rs.add(task="android", tid="h47-android-20", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=6,
           kind="weekly activity count not reduced after deleting the duplicate run")


# Google Home - clean
def t21(rs: RowSet) -> None:
    pkg = "com.google.android.apps.chromecast.app"

    def tabbar(s: Scr, cur: str) -> None:
        for i, t in enumerate(("Favorites", "Devices", "Automations", "Activity", "Settings")):
            s.add(FL, None, t, (216 * i, 2163, 216 * (i + 1), 2337), "navigation_item", click=True, sel=(t == cur))

    def header(s: Scr, title: str) -> None:
        s.add(TV, "Chen Home", None, (42, 94, 600, 178), "home_name", click=True)
        s.add(IB, None, "Add", (807, 84, 912, 189), "add_button", click=True)
        s.add(IV, None, "Account: Maya Chen, maya.chen.lf@gmail.com", (933, 84, 1038, 189), "account_particle", click=True)
        s.add(TV, title, None, (42, 210, 1038, 315), "page_title")

    def favorites(clock: str, indoor: str) -> Scr:
        s = Scr(pkg, clock, 62)
        header(s, "Favorites")
        s.add(RV, None, None, (0, 336, 1080, 2163), "favorites_grid", scroll=True)
        tiles = [("Porch light", "Off", "Porch light, Off"), ("Living room lamp", "On · 60%", "Living room lamp, On, 60 percent brightness"),
                 ("Thermostat", f"Indoor {indoor} · Heat 68°", f"Thermostat, Indoor temperature {indoor}, heat set to 68 degrees"),
                 ("Front door", "Live · No events", "Front door camera, live"), ("Kitchen speaker", "Idle", "Kitchen speaker, idle"),
                 ("Garage door", "Closed", "Garage door, closed")]
        for i, (name, state, desc) in enumerate(tiles):
            x, y = (21 if i % 2 == 0 else 550), 357 + 273 * (i // 2)
            s.add(FL, None, desc, (x, y, x + 509, y + 252), "tile", click=True, long=True)
            s.add(IV, None, None, (x + 31, y + 31, x + 136, y + 136), "tile_icon")
            s.add(TV, name, None, (x + 31, y + 147, x + 490, y + 199), "tile_title")
            s.add(TV, state, None, (x + 31, y + 199, x + 490, y + 241), "tile_status")
        s.add(TV, "Scenes", None, (42, 1218, 600, 1281), "section_title")
        for i, sc in enumerate(("Movie night", "Dinner")):
            s.add(BTN, sc, None, (21 + 529 * i, 1302, 530 + 529 * i, 1428), "scene_chip", click=True)
        tabbar(s, "Favorites")
        return s

    def automations(clock: str, porch: str) -> Scr:
        s = Scr(pkg, clock, 62)
        header(s, "Automations")
        s.add(RV, None, None, (0, 336, 1080, 2163), "automations_list", scroll=True)
        s.add(TV, "Household", None, (42, 357, 700, 420), "section_title")
        y = 441
        for name, summ, on in (("Good morning", "Hey Google, good morning · 4 actions", True), ("Bedtime", "Hey Google, good night · 5 actions", True),
                               ("Porch light at sunset", porch, True), ("Leaving home", "When the last person leaves · 3 actions", True),
                               ("Vacation lights", "Every day at 7:30 PM · 2 actions", False)):
            s.add(LL, None, None, (21, y, 1059, y + 189), "automation_card", click=True)
            s.add(TV, name, None, (63, y + 31, 860, y + 94), "automation_title")
            s.add(TV, summ, None, (63, y + 94, 860, y + 157), "automation_subtitle")
            s.add(SW, None, f"{name} enabled", (891, y + 52, 1038, y + 136), "automation_switch", click=True, check=on)
            y += 210
        s.add(TV, "Personal", None, (42, y + 21, 700, y + 84), "section_title")
        s.add(LL, None, None, (21, y + 105, 1059, y + 294), "automation_card", click=True)
        s.add(TV, "Commute to work", None, (63, y + 136, 860, y + 199), "automation_title")
        s.add(TV, "Hey Google, let's go to work · 3 actions", None, (63, y + 199, 860, y + 262), "automation_subtitle")
        s.add(BTN, "Add", "Add automation", (720, 1995, 1038, 2121), "add_automation_fab", click=True)
        tabbar(s, "Automations")
        return s

    def routine(clock: str, starter: str, dirty: bool) -> Scr:
        s = Scr(pkg, clock, 62)
        s.add(IB, None, "Close", (0, 63, 147, 210), click=True)
        s.add(TV, "Porch light at sunset", None, (189, 105, 800, 189), "toolbar_title")
        s.add(BTN, "Save", None, (840, 94, 1038, 199), "save_button", click=True, enabled=dirty)
        s.add(SV, None, None, (0, 210, 1080, 2337), "editor_scroll", scroll=True)
        s.add(TV, "Name", None, (42, 252, 700, 304), "label")
        s.add(ET, "Porch light at sunset", None, (42, 304, 1038, 420), "name_field", click=True, edit=True)
        s.add(TV, "Starters", None, (42, 483, 700, 546), "section_title")
        s.add(LL, None, None, (21, 567, 1059, 735), "starter_card", click=True)
        s.add(TV, starter, None, (126, 588, 1017, 651), "starter_title")
        s.add(TV, "Every day · Jersey City, NJ", None, (126, 651, 1017, 714), "starter_subtitle")
        s.add(BTN, "Add starter", None, (42, 756, 500, 861), "add_starter", click=True)
        s.add(TV, "Actions", None, (42, 924, 700, 987), "section_title")
        s.add(LL, None, None, (21, 1008, 1059, 1176), "action_card", click=True)
        s.add(TV, "Porch light", None, (126, 1029, 1017, 1092), "action_title")
        s.add(TV, "Turn on · Brightness 80%", None, (126, 1092, 1017, 1155), "action_subtitle")
        s.add(BTN, "Add action", None, (42, 1197, 500, 1302), "add_action", click=True)
        s.add(TV, "Enabled", None, (42, 1386, 800, 1449), "label")
        s.add(SW, None, "Enabled", (891, 1375, 1038, 1459), "enabled_switch", click=True, check=True)
        s.add(BTN, "Delete automation", None, (42, 1533, 600, 1638), "delete_button", click=True)
        return s

    def starter(clock: str, offset: str, menu: bool = False) -> Scr:
        s = Scr(pkg, clock, 62)
        s.add(IB, None, "Back", (0, 63, 147, 210), click=True)
        s.add(TV, "Sunrise/sunset", None, (189, 105, 800, 189), "toolbar_title")
        s.add(RB, "Sunset", None, (42, 252, 1038, 357), "sunset_option", click=True, check=True)
        s.add(RB, "Sunrise", None, (42, 357, 1038, 462), "sunrise_option", click=True, check=False)
        s.add(TV, "Time offset", None, (42, 525, 700, 588), "label")
        s.add(SP, offset, None, (42, 609, 1038, 735), "offset_spinner", click=True)
        s.add(TV, "Days", None, (42, 798, 700, 861), "label")
        for i, d in enumerate(("S", "M", "T", "W", "T", "F", "S")):
            s.add(CB, d, ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")[i], (42 + 140 * i, 882, 168 + 140 * i, 1008), "day_chip", click=True, check=True)
        s.add(TV, "Location: Jersey City, NJ", None, (42, 1071, 1038, 1134), "location_label")
        s.add(BTN, "Done", None, (720, 2142, 1038, 2268), "done_button", click=True)
        if menu:
            s.add(LV, None, None, (42, 735, 1038, 1617), "select_dialog_listview", scroll=True)
            y = 735
            for opt in ("None", "15 min before", "30 min before", "1 hr before", "15 min after", "30 min after", "1 hr after"):
                s.add(TV, opt, None, (42, y, 1038, y + 126), "text1", click=True, sel=(opt == offset))
                y += 126
        return s

    s0 = favorites("4:48", "70°")
    s1 = automations("4:48", "At sunset · 1 action")
    s2 = routine("4:48", "At sunset (7:04 PM today)", False)
    s3 = starter("4:49", "None")
    s4 = starter("4:49", "None", menu=True)
    s5 = starter("4:49", "30 min before")
    s6 = routine("4:49", "30 min before sunset (6:34 PM today)", True)
    s7 = automations("4:50", "30 min before sunset · 1 action")
    s8 = favorites("4:51", "71°")
    turns = [
        (click(s0, desc="Automations"), str(s1)),
        (click(s1, text="Porch light at sunset"), str(s2)),
        (click(s2, rid="starter_card"), str(s3)),
        (click(s3, rid="offset_spinner"), str(s4)),
        (click(s4, text="30 min before"), str(s5)),
        (click(s5, text="Done"), str(s6)),
        (click(s6, text="Save"), str(s7)),
        (click(s7, desc="Favorites"), str(s8)),
    ]
    rs.add(task="android", tid="h47-android-21", system=SYSTEM, turns=turns, state=str(s0))


# Read You - bad
def t22(rs: RowSet) -> None:
    pkg = "me.ash.reader"
    url = "https://feeds.arstechnica.com/arstechnica/index"
    G = list[tuple[str, list[tuple[str, int]]]]
    groups0: G = [
        ("Tech", [("Ars Technica - All content", 23), ("The Verge", 15), ("LWN.net", 6)]),
        ("Blogs", [("Julia Evans", 2), ("Simon Willison's Weblog", 8)]),
        ("News", [("BBC News - World", 35)]),
    ]

    def feeds(clock: str, groups: G) -> Scr:
        s = Scr(pkg, clock, 18)
        s.add(V, None, "Settings", (21, 84, 147, 210), click=True)
        s.add(V, None, "Refresh", (807, 84, 912, 210), click=True)
        s.add(V, None, "Subscribe", (933, 84, 1038, 210), click=True)
        total = sum(n for _, fs in groups for _, n in fs)
        s.add(TV, f"{total} Unread", None, (42, 252, 1038, 378))
        s.add(TV, "Local", None, (42, 378, 700, 430))
        s.add(V, None, None, (0, 451, 1080, 2163), scroll=True)
        y = 472
        for name, n in (("Starred", None), ("Unread", total), ("All", None)):
            s.add(V, None, None, (21, y, 1059, y + 147), click=True)
            s.add(TV, name, None, (126, y + 42, 800, y + 105))
            if n is not None:
                s.add(TV, str(n), None, (880, y + 42, 1017, y + 105))
            y += 147
        for g, fs in groups:
            s.add(V, None, None, (21, y + 21, 1059, y + 147), click=True, long=True)
            s.add(TV, g, None, (63, y + 52, 800, y + 115))
            s.add(V, None, "Collapse", (933, y + 42, 1017, y + 126), click=True)
            y += 168
            for f, n in fs:
                s.add(V, None, None, (21, y, 1059, y + 126), click=True, long=True)
                s.add(IV, None, None, (84, y + 31, 147, y + 94))
                s.add(TV, f, None, (168, y + 31, 860, y + 94))
                s.add(TV, str(n), None, (880, y + 31, 1017, y + 94))
                y += 126
        for i, t in enumerate(("Feeds", "Flow", "Filter")):
            s.add(V, None, t, (360 * i, 2163, 360 * (i + 1), 2337), click=True, sel=(t == "Feeds"))
        return s

    def options(clock: str, name: str, shown_url: str, full: bool, browser: bool, group: str, groups: list[str]) -> Scr:
        s = Scr(pkg, clock, 18)
        s.add(V, None, None, (0, 651, 1080, 2337), scroll=True)
        s.add(IV, None, None, (483, 693, 597, 807))
        s.add(TV, name, None, (105, 840, 900, 924))
        s.add(V, None, "Edit", (921, 840, 1017, 924), click=True)
        s.add(TV, shown_url, None, (63, 945, 1017, 1008), click=True, long=True)
        s.add(TV, "Preset", None, (63, 1071, 700, 1134))
        for i, (lab, on) in enumerate((("Allow notification", False), ("Parse full content", full), ("Open in browser", browser))):
            y = 1155 + 126 * i
            s.add(TV, lab, None, (63, y + 31, 860, y + 94))
            s.add(SW, None, lab, (891, y + 21, 1038, y + 105), click=True, check=on)
        s.add(TV, "Group", None, (63, 1575, 700, 1638))
        x = 63
        for g in groups:
            w = 70 + 28 * len(g)
            s.add(V, g, None, (x, 1659, x + w, 1743), click=True, sel=(g == group))
            x += w + 21
        s.add(V, None, "Create new group", (x, 1659, x + 84, 1743), click=True)
        s.add(TV, "Options", None, (63, 1806, 700, 1869))
        for i, lab in enumerate(("Mark all as read", "Clear articles", "Unsubscribe")):
            s.add(V, lab, None, (63 + 320 * i, 1890, 340 + 320 * i, 2016), click=True)
        return s

    def dialog(clock: str, title: str, text: str | None, hint: str) -> Scr:
        s = Scr(pkg, clock, 18)
        s.add(V, None, None, (63, 798, 1017, 1512))
        s.add(TV, title, None, (126, 861, 954, 945))
        s.add(ET, text, None, (126, 1008, 954, 1134), click=True, edit=True, focus=True, hint=hint)
        s.add(V, None, "Clear", (870, 1029, 940, 1113), click=True)
        s.add(BTN, "Cancel", None, (504, 1386, 714, 1491), click=True)
        s.add(BTN, "Confirm", None, (735, 1386, 954, 1491), click=True, enabled=bool(text))
        return s

    old = "Ars Technica - All content"
    g3 = ["Tech", "Blogs", "News"]
    g4 = g3 + ["Science"]
    groups1: G = [("Tech", [("The Verge", 15), ("LWN.net", 6)]), groups0[1], groups0[2], ("Science", [("Ars Technica", 23)])]
    s0 = feeds("23:02", groups0)
    s1 = options("23:02", old, url, False, False, "Tech", g3)
    s2 = dialog("23:02", "Rename", old, "Name")
    s3 = dialog("23:03", "Rename", "Ars Technica", "Name")
    s4 = options("23:03", "Ars Technica", url, False, False, "Tech", g3)
    s5 = options("23:03", "Ars Technica", url, True, False, "Tech", g3)
    s6 = dialog("23:03", "Create new group", None, "Name")
    s7 = dialog("23:04", "Create new group", "Science", "Name")
    s8 = options("23:04", "Ars Technica", url, True, False, "Science", g4)
    s9 = feeds("23:04", groups1)
    s10 = options("23:05", "Ars Technica", url, True, False, "Science", g4)
    s11 = options("23:05", "Ars Technica", "https://feeds.arstechnica.com/arstechnica/features", True, True, "Science", g4)
    s12 = feeds("23:05", groups1)
    turns = [
        (long_press(s0, text=old), str(s1)),
        (click(s1, desc="Edit"), str(s2)),
        (type_in(s2, "Ars Technica", cls=ET), str(s3)),
        (click(s3, text="Confirm"), str(s4)),
        (click(s4, desc="Parse full content"), str(s5)),
        (click(s5, desc="Create new group"), str(s6)),
        (type_in(s6, "Science", cls=ET), str(s7)),
        (click(s7, text="Confirm"), str(s8)),
        (back(), str(s9)),
        (long_press(s9, text="Ars Technica"), str(s10)),
        (click(s10, desc="Open in browser"), str(s11)),
        (back(), str(s12)),
    ]
    rs.add(task="android", tid="h47-android-22", system=SYSTEM, turns=turns, state=str(s0), bad=True, turn=11,
           kind="feed URL in the options sheet changes after toggling Open in browser")


TRAJ = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in TRAJ:
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
