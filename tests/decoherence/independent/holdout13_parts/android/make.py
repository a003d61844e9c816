# ruff: noqa: E501
"""Held-out android trajectories (h13): AndroidWorld element lists, one trajectory per function.

Every screen is built from small per-app builders so that untouched details stay verbatim between turns;
action indices are looked up in the screen the action was taken on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYS = "com.android.systemui"
El = dict[str, Any]


def E(pkg: str, cls: str, text: str | None = None, desc: str | None = None, res: str | None = None, *,
      click: bool = False, checked: bool = False, edit: bool = False, focus: bool = False,
      scroll: bool = False, sel: bool = False) -> El:
    if res is not None and ":" not in res:
        res = f"{pkg}:id/{res}"
    return {"text": text, "content_description": desc,
            "class_name": cls if "." in cls else f"android.widget.{cls}",
            "is_checked": checked, "is_clickable": click, "is_editable": edit, "is_focused": focus,
            "is_scrollable": scroll, "is_selected": sel, "package_name": pkg, "resource_name": res}


def A(pkg: str) -> Callable[..., El]:
    def e(cls: str, text: str | None = None, desc: str | None = None, res: str | None = None, **kw: Any) -> El:
        return E(pkg, cls, text, desc, res, **kw)
    return e


class Run:
    """A device session: status bar (clock, battery, icons) plus the app's elements, one screen per turn."""

    def __init__(self, hms: str, batt: int, first: list[El], *, h24: bool = False, wifi: bool = True,
                 extra: tuple[str, ...] = (), drain: int = 0) -> None:
        h, m, s = (int(x) for x in hms.split(":"))
        self.sec = self.start = h * 3600 + m * 60 + s
        self.b0, self.drain, self.h24, self.wifi, self.extra = batt, drain, h24, wifi, extra
        self.cur = self.full(first)
        self.state = ui_elements(self.cur)
        self.turns: list[tuple[str, str]] = []

    def at(self, secs: int = 0) -> str:
        h, m = divmod((self.sec + secs) // 60 % 1440, 60)
        if self.h24:
            return f"{h:02d}:{m:02d}"
        return f"{h % 12 or 12}:{m:02d}"

    @property
    def batt(self) -> int:
        if self.drain:
            return self.b0 - (self.sec - self.start) // (self.drain * 60)
        return self.b0

    def full(self, elems: list[El]) -> list[El]:
        bar = [E(SYS, "TextView", self.at(), None, "clock")]
        bar += [E(SYS, "ImageView", None, d) for d in self.extra]
        bar.append(E(SYS, "ImageView", None, "Phone signal full."))
        if self.wifi:
            bar.append(E(SYS, "ImageView", None, "Wifi signal full."))
        bar.append(E(SYS, "ImageView", None, f"Battery {self.batt} percent."))
        return bar + elems

    def i(self, key: str | None = None, nth: int = 0, res: str | None = None) -> int:
        hits = [k for k, x in enumerate(self.cur)
                if (res is None or (x["resource_name"] or "").endswith(res))
                and (key is None or x["text"] == key or x["content_description"] == key)]
        return hits[nth]

    def act(self, action: str, elems: list[El], secs: int = 20, **change: Any) -> None:
        for k, v in change.items():
            setattr(self, k, v)
        self.sec += secs
        self.cur = self.full(elems)
        self.turns.append((action, ui_elements(self.cur)))


def click(r: Run, key: str | None = None, nth: int = 0, res: str | None = None) -> str:
    return droid("click", index=r.i(key, nth, res))


def typ(r: Run, text: str, key: str | None = None, nth: int = 0, res: str | None = None) -> str:
    return droid("input_text", text=text, index=r.i(key, nth, res))


def lp(r: Run, key: str | None = None, nth: int = 0, res: str | None = None) -> str:
    return droid("long_press", index=r.i(key, nth, res))


BACK = droid("navigate_back")


def row(tid: str, r: Run, bad: bool = False, turn: int | None = None, kind: str = "clean") -> dict[str, Any]:
    return {"tid": tid, "state": r.state, "turns": r.turns, "bad": bad, "turn": turn, "kind": kind}


def money(cents: int, cur: str) -> str:
    return f"{cur}{cents // 100}.{cents % 100:02d}"


# --------------------------------------------------------------------------------------------- Clock
DC = "com.google.android.deskclock"
dc = A(DC)
DAYS = [("Sunday", "S"), ("Monday", "M"), ("Tuesday", "T"), ("Wednesday", "W"), ("Thursday", "T"),
        ("Friday", "F"), ("Saturday", "S")]


def dc_tabs(sel: str) -> list[El]:
    return [dc("TextView", t, None, "navigation_bar_item_large_label_view" if t == sel else "navigation_bar_item_small_label_view",
               click=True, sel=t == sel) for t in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")]


def dc_alarm(time: str, on: bool, *, days: str = "", label: str | None = None, expanded: bool = False,
             sched: str = "", picked: tuple[str, ...] = ()) -> list[El]:
    out: list[El] = []
    if expanded:
        out += [dc("TextView", time, None, "digital_clock", click=True),
                dc("Switch", "On" if on else "Off", None, "onoff", click=True, checked=on),
                dc("ImageButton", None, "Collapse alarm", "arrow", click=True),
                dc("TextView", sched, None, "upcoming_instance_label")]
        out += [dc("ToggleButton", s, full, "day_button_0", click=True, checked=full in picked) for full, s in DAYS]
        out += [dc("TextView", label or "Add label", None, "edit_label", click=True),
                dc("TextView", "Default (Cesium)", "Ringtone Default (Cesium)", "choose_ringtone", click=True),
                dc("CheckBox", "Vibrate", None, "vibrate_onoff", click=True, checked=True),
                dc("TextView", "Delete", None, "delete", click=True)]
    else:
        if label:
            out.append(dc("TextView", label, None, "label"))
        out += [dc("TextView", time, None, "digital_clock", click=True),
                dc("TextView", days, None, "days_of_week"),
                dc("Switch", "On" if on else "Off", None, "onoff", click=True, checked=on),
                dc("ImageButton", None, "Expand alarm", "arrow", click=True)]
    return out


def dc_alarms(cards: list[list[El]], toast: str | None = None) -> list[El]:
    out = [dc("TextView", "Alarm", None, "action_bar_title"), dc("ImageButton", None, "More options", click=True)]
    for c in cards:
        out += c
    out.append(dc("ImageButton", None, "Add alarm", "fab", click=True))
    out += dc_tabs("Alarm")
    if toast:
        out.append(dc("android.widget.Toast", toast))
    return out


def dc_picker_clock(h: str, m: str) -> list[El]:
    out = [dc("TextView", "Select time", None, "android:id/header_title"),
           dc("TextView", h, None, "android:id/hours", click=True, sel=True),
           dc("TextView", ":", None, "android:id/separator"),
           dc("TextView", m, None, "android:id/minutes", click=True),
           dc("RadioButton", "AM", None, "android:id/am_label", click=True, checked=True),
           dc("RadioButton", "PM", None, "android:id/pm_label", click=True),
           dc("android.view.View", None, None, "android:id/radial_picker")]
    out += [dc("TextView", str(n), None, None, click=True) for n in [12] + list(range(1, 12))]
    out += [dc("ImageButton", None, "Switch to text input mode for the time input.", "android:id/toggle_mode", click=True),
            dc("Button", "Cancel", None, "android:id/button2", click=True),
            dc("Button", "OK", None, "android:id/button1", click=True)]
    return out


def dc_picker_text(h: str, m: str, focus: str = "h") -> list[El]:
    return [dc("TextView", "Set time", None, "android:id/top_label"),
            dc("EditText", h, None, "android:id/input_hour", click=True, edit=True, focus=focus == "h"),
            dc("TextView", ":", None, "android:id/input_separator"),
            dc("EditText", m, None, "android:id/input_minute", click=True, edit=True, focus=focus == "m"),
            dc("TextView", "hour", None, "android:id/label_hour"),
            dc("TextView", "minute", None, "android:id/label_minute"),
            dc("Spinner", "AM", None, "android:id/am_pm_spinner", click=True),
            dc("ImageButton", None, "Switch to clock mode for the time input.", "android:id/toggle_mode", click=True),
            dc("Button", "Cancel", None, "android:id/button2", click=True),
            dc("Button", "OK", None, "android:id/button1", click=True)]


def dc_timer_setup(disp: str, desc: str) -> list[El]:
    out = [dc("TextView", disp, desc, "timer_setup_time")]
    out += [dc("Button", str(d), None, f"timer_setup_digit_{d}", click=True) for d in (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)]
    out += [dc("ImageButton", None, "Delete", "timer_setup_delete", click=disp != "00h 00m 00s")]
    if disp != "00h 00m 00s":
        out.append(dc("ImageButton", None, "Start", "fab", click=True))
    return out + dc_tabs("Timer")


def dc_timer_running(left: str, desc: str) -> list[El]:
    return [dc("TextView", "Add label", None, "timer_label", click=True),
            dc("TextView", left, desc, "timer_time_text"),
            dc("Button", "+1:00", "Add 1 minute", "reset_add", click=True),
            dc("ImageButton", None, "Pause", "fab", click=True),
            dc("ImageButton", None, "Delete", "left_button", click=True),
            dc("ImageButton", None, "Add timer", "right_button", click=True)] + dc_tabs("Timer")


def dc_stopwatch(total: str | None, laps: tuple[tuple[str, str, str], ...] = ()) -> list[El]:
    out = [dc("TextView", total or "00:00.00", None, "stopwatch_time_text")]
    for n, lap, tot in laps:
        out += [dc("TextView", n, None, "lap_number"), dc("TextView", lap, None, "lap_time"),
                dc("TextView", tot, None, "lap_total")]
    if total is None:
        out.append(dc("ImageButton", None, "Start", "fab", click=True))
    else:
        out += [dc("ImageButton", None, "Lap", "left_button", click=True),
                dc("ImageButton", None, "Pause", "fab", click=True),
                dc("ImageButton", None, "Share", "right_button", click=True)]
    return out + dc_tabs("Stopwatch")


def t01() -> dict[str, Any]:
    # Clock: new 6:40 AM alarm with days and a label. BAD turn 10: the card reads 6:45 AM, though the picker set 6:40 (turns 3-4) and turns 5-9 show 6:40 AM.
    c7 = dc_alarm("7:00 AM", True, days="Mon, Tue, Wed, Thu, Fri")
    c830 = dc_alarm("8:30 AM", False, days="Sat, Sun", label="Long run")
    r = Run("9:05:00", 87, dc_alarms([c7, c830]))
    r.act(click(r, "Add alarm"), dc_picker_clock("9", "05"))
    r.act(click(r, "Switch to text input mode for the time input."), dc_picker_text("9", "05"))
    r.act(typ(r, "6", res="input_hour"), dc_picker_text("6", "05"))
    r.act(typ(r, "40", res="input_minute"), dc_picker_text("6", "40", focus="m"))
    r.act(click(r, "OK"), dc_alarms([dc_alarm("6:40 AM", True, expanded=True, sched="Tomorrow"), c7, c830],
                                    toast="Alarm set for 21 hours and 33 minutes from now."))
    r.act(click(r, "Tuesday"), dc_alarms([dc_alarm("6:40 AM", True, expanded=True, sched="Tue", picked=("Tuesday",)), c7, c830]))
    r.act(click(r, "Thursday"), dc_alarms([dc_alarm("6:40 AM", True, expanded=True, sched="Tue, Thu", picked=("Tuesday", "Thursday")), c7, c830]))
    under = dc_alarms([dc_alarm("6:40 AM", True, expanded=True, sched="Tue, Thu", picked=("Tuesday", "Thursday")), c7, c830])
    r.act(click(r, "Add label"), under + [dc("TextView", "Label", None, "android:id/alertTitle"),
                                          dc("EditText", "", None, "label_input_field", click=True, edit=True, focus=True),
                                          dc("Button", "Cancel", None, "android:id/button2", click=True),
                                          dc("Button", "OK", None, "android:id/button1", click=True)])
    r.act(typ(r, "Swim practice", res="label_input_field"),
          under + [dc("TextView", "Label", None, "android:id/alertTitle"),
                   dc("EditText", "Swim practice", None, "label_input_field", click=True, edit=True, focus=True),
                   dc("Button", "Cancel", None, "android:id/button2", click=True),
                   dc("Button", "OK", None, "android:id/button1", click=True)])
    r.act(click(r, "OK"), dc_alarms([dc_alarm("6:45 AM", True, expanded=True, sched="Tue, Thu", label="Swim practice",
                                              picked=("Tuesday", "Thursday")), c7, c830]))
    r.act(click(r, "Timer"), dc_timer_setup("00h 00m 00s", "0 hours, 0 minutes, 0 seconds"))
    return row("h13-android-01", r, True, 10, "alarm time set to 6:40 AM reads back as 6:45 AM on the card after adding a label")


def t16() -> dict[str, Any]:
    # Clock: 15-minute timer, +1:00, then stopwatch with a lap; timer keeps counting down while on other tabs. Clean.
    c645 = dc_alarm("6:45 AM", True, days="Mon, Wed, Fri", label="Gym")
    c1000 = dc_alarm("10:00 AM", False, days="Sun")
    r = Run("2:31:10", 64, dc_alarms([c645, c1000]))
    r.act(click(r, "Timer"), dc_timer_setup("00h 00m 00s", "0 hours, 0 minutes, 0 seconds"), secs=5)
    r.act(click(r, "1"), dc_timer_setup("00h 00m 01s", "0 hours, 0 minutes, 1 second"), secs=3)
    r.act(click(r, "5"), dc_timer_setup("00h 00m 15s", "0 hours, 0 minutes, 15 seconds"), secs=3)
    r.act(click(r, "0"), dc_timer_setup("00h 01m 50s", "0 hours, 1 minute, 50 seconds"), secs=3)
    r.act(click(r, "0"), dc_timer_setup("00h 15m 00s", "0 hours, 15 minutes, 0 seconds"), secs=3)
    r.act(click(r, "Start"), dc_timer_running("14:59", "14 minutes 59 seconds remaining"), secs=3)
    r.act(click(r, "Add 1 minute"), dc_timer_running("15:55", "15 minutes 55 seconds remaining"), secs=4)
    r.act(click(r, "Stopwatch"), dc_stopwatch(None), secs=4)
    r.act(click(r, "Start"), dc_stopwatch("00:00.48"), secs=3)
    r.act(click(r, "Lap"), dc_stopwatch("00:04.48", (("# 2", "00:00.24", "00:04.48"), ("# 1", "00:04.24", "00:04.24"))), secs=4)
    r.act(click(r, "Timer"), dc_timer_running("15:40", "15 minutes 40 seconds remaining"), secs=4)
    r.act(click(r, "Stopwatch"), dc_stopwatch("00:13.48", (("# 2", "00:09.24", "00:13.48"), ("# 1", "00:04.24", "00:04.24"))), secs=5)
    return row("h13-android-16", r)


# --------------------------------------------------------------------------------------------- Files
DU = "com.google.android.documentsui"
du = A(DU)


def du_list(title: str, files: list[tuple[str, str, str]], sel: str | None = None) -> list[El]:
    if sel is None:
        out = [du("ImageButton", None, "Show roots", click=True), du("TextView", title, None, "toolbar_title"),
               du("TextView", None, "Search", "option_menu_search", click=True),
               du("TextView", None, "Grid view", "option_menu_grid", click=True),
               du("ImageButton", None, "More options", click=True)]
    else:
        out = [du("ImageButton", None, "Done", "action_mode_close_button", click=True),
               du("TextView", "1 selected", None, "action_bar_title"),
               du("TextView", None, "Share", "action_menu_share", click=True),
               du("TextView", None, "Delete", "action_menu_delete", click=True),
               du("ImageButton", None, "More options", click=True)]
    out.append(du("Button", "Sort by name", None, "sort_dimen_dropdown", click=True)
               if title != "Documents" else du("Button", "Sort by date modified", None, "sort_dimen_dropdown", click=True))
    out.append(du("androidx.recyclerview.widget.RecyclerView", None, None, "dir_list", scroll=True))
    for name, date, size in files:
        out += [du("LinearLayout", None, None, "item_root", click=True, sel=name == sel),
                du("TextView", name, None, "android:id/title"), du("TextView", date, None, "date"),
                du("TextView", size, None, "size")]
    return out


def du_drawer(sel: str) -> list[El]:
    out = [du("TextView", "Files", None, "drawer_title")]
    for t, s in (("Recent", None), ("Images", None), ("Videos", None), ("Audio", None), ("Documents", None),
                 ("Downloads", None), ("sdk_gphone64_x86_64", "5.21 GB free")):
        out.append(du("TextView", t, None, "android:id/title", click=True, sel=t == sel))
        if s:
            out.append(du("TextView", s, None, "android:id/summary"))
    return out


def t03() -> dict[str, Any]:
    # Files: rename invoice_0847.pdf -> invoice_0847_paid.pdf in Downloads. BAD turn 7: the Documents view lists it as invoice_0847.pdf, though turn 5 showed the rename done.
    dl = [("boarding_pass_LH1417.pdf", "Nov 2", "212 kB"), ("IMG_20231102_184455.jpg", "Nov 2", "3.1 MB"),
          ("invoice_0847.pdf", "Oct 28", "48.2 kB"), ("Kestrel_manual_v2.pdf", "Oct 19", "5.8 MB"),
          ("setlist_draft.txt", "Nov 9", "1.4 kB")]
    dl2 = [x if x[0] != "invoice_0847.pdf" else ("invoice_0847_paid.pdf", "Oct 28", "48.2 kB") for x in dl]
    r = Run("7:48:00", 91, du_list("Downloads", dl))
    r.act(lp(r, "invoice_0847.pdf"), du_list("Downloads", dl, sel="invoice_0847.pdf"))
    menu = [du("TextView", t, None, "android:id/title", click=True)
            for t in ("Open with", "Select all", "Copy to…", "Move to…", "Compress", "Rename", "Get info")]
    r.act(click(r, "More options"), du_list("Downloads", dl, sel="invoice_0847.pdf") + menu)

    def dialog(v: str) -> list[El]:
        return [du("TextView", "Rename", None, "android:id/alertTitle"),
                du("EditText", v, None, "android:id/text1", click=True, edit=True, focus=True),
                du("Button", "Cancel", None, "android:id/button2", click=True),
                du("Button", "OK", None, "android:id/button1", click=True)]
    r.act(click(r, "Rename"), du_list("Downloads", dl, sel="invoice_0847.pdf") + dialog("invoice_0847.pdf"))
    r.act(typ(r, "invoice_0847_paid.pdf", res="android:id/text1"),
          du_list("Downloads", dl, sel="invoice_0847.pdf") + dialog("invoice_0847_paid.pdf"))
    r.act(click(r, "OK"), du_list("Downloads", dl2))
    r.act(click(r, "Show roots"), du_drawer("Downloads"))
    docs = [("setlist_draft.txt", "Nov 9", "1.4 kB"), ("boarding_pass_LH1417.pdf", "Nov 2", "212 kB"),
            ("invoice_0847.pdf", "Oct 28", "48.2 kB"), ("Kestrel_manual_v2.pdf", "Oct 19", "5.8 MB"),
            ("Thesis_outline_v3.docx", "Sep 30", "27.9 kB")]
    r.act(click(r, "Documents"), du_list("Documents", docs))
    r.act(click(r, "Show roots"), du_drawer("Documents"))
    return row("h13-android-03", r, True, 7, "renamed file listed under its old name in the Documents view")


# --------------------------------------------------------------------------------------------- Pro Expense
PE = "com.arduia.expense"
pe = A(PE)


def pe_home(items: list[tuple[str, str, str, int]], cur: str, total: int | None = None) -> list[El]:
    tot = sum(x[3] for x in items) if total is None else total
    out = [pe("ImageButton", None, "Open navigation drawer", click=True), pe("TextView", "Home", None, "tv_title"),
           pe("TextView", "This Week", None, "tv_week_label"), pe("TextView", money(tot, cur), None, "tv_total"),
           pe("TextView", "Recent", None, "tv_recent"), pe("TextView", "More", None, "btn_more", click=True),
           pe("androidx.recyclerview.widget.RecyclerView", None, None, "rv_recent", scroll=True)]
    for name, cat, date, amt in items:
        out += [pe("androidx.cardview.widget.CardView", None, None, "cv_expense", click=True),
                pe("TextView", name, None, "tv_name"), pe("TextView", cat, None, "tv_category"),
                pe("TextView", date, None, "tv_date"), pe("TextView", money(amt, cur), None, "tv_amount")]
    out.append(pe("ImageButton", None, "Add expense", "fb_main", click=True))
    return out


def pe_form(mode: str, name: str, amount: str, cat: str, note: str, date: str) -> list[El]:
    out = [pe("ImageButton", None, "Navigate up", click=True), pe("TextView", f"{mode} Expense", None, "tv_title")]
    if mode == "Edit":
        out.append(pe("TextView", None, "Delete", "mi_delete", click=True))
    out += [pe("EditText", name, None, "edt_name", click=True, edit=True),
            pe("EditText", amount, None, "edt_amount", click=True, edit=True),
            pe("TextView", cat, None, "tv_category", click=True),
            pe("EditText", note, None, "edt_note", click=True, edit=True),
            pe("TextView", date, None, "tv_date", click=True),
            pe("Button", "Update" if mode == "Edit" else "Save", None, "btn_save", click=True)]
    return out


CATS = ["Food", "Transportation", "Health", "Entertainment", "Clothes", "Education", "Household", "Others"]


def t05() -> dict[str, Any]:
    # Pro Expense: add two expenses. BAD turn 10: "This Week" reads $105.15, but the six listed amounts sum to $106.15 (= $98.90 shown at turn 6 + $7.25).
    items = [("Groceries", "Food", "Nov 15", 2800), ("Pharmacy", "Health", "Nov 14", 2350),
             ("Lunch — Pho Saigon", "Food", "Nov 14", 1490), ("Bus pass top-up", "Transportation", "Nov 13", 2000)]
    r = Run("9:40:00", 78, pe_home(items, "$"))
    d1 = "Nov 15, 2023 · 9:40 AM"
    r.act(click(r, "Add expense"), pe_form("New", "", "", "Others", "", d1))
    r.act(typ(r, "Gym day pass", res="edt_name"), pe_form("New", "Gym day pass", "", "Others", "", d1))
    r.act(typ(r, "12.50", res="edt_amount"), pe_form("New", "Gym day pass", "12.50", "Others", "", d1))
    under = pe_form("New", "Gym day pass", "12.50", "Others", "", d1)
    r.act(click(r, "Others"), under + [pe("TextView", c, None, "android:id/text1", click=True) for c in CATS])
    r.act(click(r, "Health"), pe_form("New", "Gym day pass", "12.50", "Health", "", d1))
    items = [("Gym day pass", "Health", "Nov 15", 1250)] + items
    r.act(click(r, "Save"), pe_home(items, "$"))
    d2 = "Nov 15, 2023 · 9:42 AM"
    r.act(click(r, "Add expense"), pe_form("New", "", "", "Others", "", d2))
    r.act(typ(r, "Laundromat", res="edt_name"), pe_form("New", "Laundromat", "", "Others", "", d2))
    r.act(typ(r, "7.25", res="edt_amount"), pe_form("New", "Laundromat", "7.25", "Others", "", d2))
    items = [("Laundromat", "Others", "Nov 15", 725)] + items
    r.act(click(r, "Save"), pe_home(items, "$", total=10515))
    r.act(click(r, "Laundromat"), pe_form("Edit", "Laundromat", "7.25", "Others", "", d2))
    return row("h13-android-05", r, True, 10, "weekly total does not match the listed expenses after an add")


def t22() -> dict[str, Any]:
    # Pro Expense: correct one amount, delete one expense, add one, then open the full Expenses log (older weeks, per-day sums). Clean.
    items = [("Coffee beans", "Food", "Nov 15", 1860), ("Supermarket", "Food", "Nov 14", 6135),
             ("Parking", "Transportation", "Nov 14", 800), ("Concert — Bimhuis", "Entertainment", "Nov 13", 4500),
             ("Ferry ticket", "Transportation", "Nov 13", 980)]
    r = Run("19:12:00", 41, pe_home(items, "€"), h24=True)
    ds = "Nov 14, 2023 · 18:37"
    r.act(click(r, "Supermarket"), pe_form("Edit", "Supermarket", "61.35", "Food", "Albert Heijn weekly shop", ds))
    r.act(typ(r, "56.35", res="edt_amount"), pe_form("Edit", "Supermarket", "56.35", "Food", "Albert Heijn weekly shop", ds))
    items[1] = ("Supermarket", "Food", "Nov 14", 5635)
    r.act(click(r, "Update"), pe_home(items, "€"))
    sel_bar = [pe("ImageButton", None, "Close", "action_mode_close_button", click=True),
               pe("TextView", "1 selected", None, "action_bar_title"),
               pe("TextView", None, "Delete", "mi_delete", click=True)]
    r.act(lp(r, "Parking"), sel_bar + pe_home(items, "€")[1:])
    r.act(click(r, "Delete"), sel_bar + pe_home(items, "€")[1:] + [
        pe("TextView", "Delete 1 expense?", None, "android:id/alertTitle"),
        pe("TextView", "This record will be removed permanently.", None, "android:id/message"),
        pe("Button", "Cancel", None, "android:id/button2", click=True),
        pe("Button", "Delete", None, "android:id/button1", click=True)])
    items = [x for x in items if x[0] != "Parking"]
    r.act(click(r, "Delete", res="android:id/button1"), pe_home(items, "€"))
    dn = "Nov 15, 2023 · 19:14"
    r.act(click(r, "Add expense"), pe_form("New", "", "", "Others", "", dn))
    r.act(typ(r, "Bike repair", res="edt_name"), pe_form("New", "Bike repair", "", "Others", "", dn))
    r.act(typ(r, "32.00", res="edt_amount"), pe_form("New", "Bike repair", "32.00", "Others", "", dn))
    items = [("Bike repair", "Others", "Nov 15", 3200)] + items
    r.act(click(r, "Save"), pe_home(items, "€"))
    r.act(click(r, "Open navigation drawer"), pe_home(items, "€") + [
        pe("TextView", "Pro Expense", None, "tv_app_name")] + [
        pe("CheckedTextView", t, None, "design_menu_item_text", click=True, checked=t == "Home")
        for t in ("Home", "Expenses", "Statistics", "Backup", "Settings", "About")])
    days = [("Wed, Nov 15", [("Bike repair", "Others", 3200), ("Coffee beans", "Food", 1860)]),
            ("Tue, Nov 14", [("Supermarket", "Food", 5635)]),
            ("Mon, Nov 13", [("Concert — Bimhuis", "Entertainment", 4500), ("Ferry ticket", "Transportation", 980)]),
            ("Sun, Nov 12", [("Train to Utrecht", "Transportation", 2340)]),
            ("Sat, Nov 11", [("Hardware store", "Household", 1499), ("Bakery", "Food", 620)])]
    log = [pe("ImageButton", None, "Open navigation drawer", click=True), pe("TextView", "Expenses", None, "tv_title"),
           pe("TextView", None, "Filter", "mi_filter", click=True),
           pe("androidx.recyclerview.widget.RecyclerView", None, None, "rv_expense", scroll=True)]
    for day, xs in days:
        log += [pe("TextView", day, None, "tv_date_header"), pe("TextView", money(sum(x[2] for x in xs), "€"), None, "tv_day_total")]
        for n, c, a in xs:
            log += [pe("TextView", n, None, "tv_name"), pe("TextView", c, None, "tv_category"), pe("TextView", money(a, "€"), None, "tv_amount")]
    log.append(pe("ImageButton", None, "Add expense", "fb_main", click=True))
    r.act(click(r, "Expenses"), log)
    return row("h13-android-22", r)


# --------------------------------------------------------------------------------------------- Markor
MK = "net.gsantner.markor"
mk = A(MK)


def size(text: str) -> str:
    return f"{len(text.encode('utf-8'))} B"


def mk_list(entries: list[tuple[str, str]], sel: str | None = None) -> list[El]:
    if sel is None:
        out = [mk("TextView", "Markor", None, "toolbar_title"),
               mk("TextView", None, "Search", "action_search", click=True),
               mk("TextView", None, "Sort by", "action_sort", click=True),
               mk("ImageButton", None, "More options", click=True)]
    else:
        out = [mk("ImageButton", None, "Done", "action_mode_close_button", click=True),
               mk("TextView", "1", None, "action_bar_title"),
               mk("TextView", None, "Rename", "action_rename_selected_item", click=True),
               mk("TextView", None, "Delete", "action_delete_selected_items", click=True),
               mk("TextView", None, "Share", "action_share_files", click=True),
               mk("ImageButton", None, "More options", click=True)]
    out += [mk("TextView", "/storage/emulated/0/Documents/Markor", None, "ui__filesystem_dialog__current_folder"),
            mk("androidx.recyclerview.widget.RecyclerView", None, None, "ui__filesystem_dialog__list", scroll=True)]
    for name, info in entries:
        out += [mk("LinearLayout", None, None, "ui__filesystem_item__root", click=True, sel=name == sel),
                mk("TextView", name, None, "ui__filesystem_item__title"),
                mk("TextView", info, None, "ui__filesystem_item__description")]
    out += [mk("ImageButton", None, "Create a new file", "fab_add_new_item", click=True)]
    out += [mk("FrameLayout", t, t, "navigation_bar_item", click=True, sel=t == "Files")
            for t in ("Files", "To-Do", "QuickNote", "More")]
    return out


def mk_edit(stem: str, text: str, focus: bool = False) -> list[El]:
    out = [mk("ImageButton", None, "Navigate up", click=True), mk("TextView", stem, None, "toolbar_title"),
           mk("TextView", None, "Preview", "action_preview", click=True),
           mk("TextView", None, "Undo", "action_undo", click=True),
           mk("TextView", None, "Save", "action_save", click=True),
           mk("ImageButton", None, "More options", click=True),
           mk("EditText", text, None, "document__fragment__edit__highlighting_editor", click=True, edit=True, focus=focus, scroll=True)]
    out += [mk("ImageView", None, d, "textactions_item", click=True)
            for d in ("Checkbox", "Unordered list", "Bold", "Italic", "Header", "Insert link", "Insert image", "Date/time")]
    return out


def mk_preview(stem: str, lines: list[tuple[str, str]]) -> list[El]:
    out = [mk("ImageButton", None, "Navigate up", click=True), mk("TextView", stem, None, "toolbar_title"),
           mk("TextView", None, "Edit", "action_edit", click=True), mk("ImageButton", None, "More options", click=True),
           mk("android.webkit.WebView", None, None, "document__fragment_view_webview", scroll=True)]
    for kind, t in lines:
        if kind == "h":
            out.append(mk("android.widget.TextView", t, None, None))
        else:
            out.append(mk("CheckBox", t, None, None, click=True, checked=kind == "x"))
    return out


def t07() -> dict[str, Any]:
    # Markor: read the Lisbon packing list, look at two other files, reopen it. BAD turn 8: the reopened file says "EUR 120 cash" where turns 1-2 showed "EUR 150 cash"; nothing was written to it.
    pack = ("# Lisbon — 9 to 14 December\n\n- [ ] passport + 2 photocopies\n- [x] EUR 150 cash\n"
            "- [ ] universal adapter (type F)\n- [ ] 3 pairs of hiking socks\n- [ ] rain shell\n"
            "- [ ] e-reader charger\n- [ ] Alfama walking-tour voucher (#LX-20931)\n")
    garden = ("## November 2023\n- 04 Nov: planted garlic (Germidour), bed 3\n- 09 Nov: mulched strawberries with straw\n"
              "- 12 Nov: first frost, covered the chard with fleece\n- 14 Nov: 2.3 kg of leeks harvested\n")
    todo = ("(A) 2023-11-14 renew bike insurance due:2023-11-20\n(B) call Dr. Venkataraman re: blood results\n"
            "x 2023-11-13 2023-11-10 post parcel to Ilse\norder 2 kg rye flour +baking\n")
    files = [("archive", "4 items"), ("garden_log.md", f"Nov 14, 2023 · {size(garden)}"),
             ("packing_list_lisbon.md", f"Nov 12, 2023 · {size(pack)}"), ("QuickNote.md", "Oct 30, 2023 · 96 B"),
             ("todo.txt", f"Nov 14, 2023 · {size(todo)}")]
    r = Run("8:02:00", 69, mk_list(files))
    r.act(click(r, "packing_list_lisbon.md"), mk_edit("packing_list_lisbon", pack))
    r.act(click(r, "Preview"), mk_preview("packing_list_lisbon", [
        ("h", "Lisbon — 9 to 14 December"), ("o", "passport + 2 photocopies"), ("x", "EUR 150 cash"),
        ("o", "universal adapter (type F)"), ("o", "3 pairs of hiking socks"), ("o", "rain shell"),
        ("o", "e-reader charger"), ("o", "Alfama walking-tour voucher (#LX-20931)")]))
    r.act(BACK, mk_list(files))
    r.act(click(r, "garden_log.md"), mk_edit("garden_log", garden))
    r.act(BACK, mk_list(files))
    r.act(click(r, "todo.txt"), mk_edit("todo", todo))
    r.act(BACK, mk_list(files))
    r.act(click(r, "packing_list_lisbon.md"), mk_edit("packing_list_lisbon", pack.replace("EUR 150 cash", "EUR 120 cash")))
    r.act(BACK, mk_list(files))
    return row("h13-android-07", r, True, 8, "note line differs between two reads with no edit in between")


def t21() -> dict[str, Any]:
    # Markor: create a meeting note, write it, rename the file, reopen it; listing re-sorts by name. Clean.
    body = ("# Standup 15 Nov\n\n- Priya: migration script at 80%\n- Tomasz: blocked on staging API keys\n"
            "- Wen: reviewed PR #412\n- Next sync: Fri 09:30")
    base = [("archive", "11 items"), ("book_notes_Piranesi.md", "Nov 3, 2023 · 2.1 KB"),
            ("groceries.md", "Nov 13, 2023 · 214 B"), ("QuickNote.md", "Nov 14, 2023 · 403 B"),
            ("todo.txt", "Nov 14, 2023 · 188 B")]
    r = Run("9:51:00", 82, mk_list(base))

    def new_dialog(name: str) -> list[El]:
        return [mk("TextView", "New file", None, "android:id/alertTitle"),
                mk("EditText", name, None, "new_file_dialog__name", click=True, edit=True, focus=True),
                mk("Spinner", "Markdown", None, "new_file_dialog__type", click=True),
                mk("Spinner", "Empty file", None, "new_file_dialog__template", click=True),
                mk("CheckBox", "Encrypt with password", None, "new_file_dialog__encrypt", click=True),
                mk("Button", "Cancel", None, "android:id/button2", click=True),
                mk("Button", "OK", None, "android:id/button1", click=True)]
    r.act(click(r, "Create a new file"), mk_list(base) + new_dialog(""))
    r.act(typ(r, "meeting_2023-11-15", res="new_file_dialog__name"), mk_list(base) + new_dialog("meeting_2023-11-15"))
    r.act(click(r, "OK"), mk_edit("meeting_2023-11-15", "", focus=True))
    r.act(typ(r, body, res="highlighting_editor"), mk_edit("meeting_2023-11-15", body, focus=True), secs=40)
    mid = [("archive", "11 items"), ("book_notes_Piranesi.md", "Nov 3, 2023 · 2.1 KB"),
           ("groceries.md", "Nov 13, 2023 · 214 B"), ("meeting_2023-11-15.md", f"Nov 15, 2023 · {size(body)}"),
           ("QuickNote.md", "Nov 14, 2023 · 403 B"), ("todo.txt", "Nov 14, 2023 · 188 B")]
    r.act(BACK, mk_list(mid))
    r.act(lp(r, "meeting_2023-11-15.md"), mk_list(mid, sel="meeting_2023-11-15.md"))

    def ren(v: str) -> list[El]:
        return [mk("TextView", "Rename", None, "android:id/alertTitle"),
                mk("EditText", v, None, "dialog_rename_name", click=True, edit=True, focus=True),
                mk("Button", "Cancel", None, "android:id/button2", click=True),
                mk("Button", "OK", None, "android:id/button1", click=True)]
    r.act(click(r, "Rename"), mk_list(mid, sel="meeting_2023-11-15.md") + ren("meeting_2023-11-15.md"))
    r.act(typ(r, "standup_2023-11-15.md", res="dialog_rename_name"), mk_list(mid, sel="meeting_2023-11-15.md") + ren("standup_2023-11-15.md"))
    end = [("archive", "11 items"), ("book_notes_Piranesi.md", "Nov 3, 2023 · 2.1 KB"),
           ("groceries.md", "Nov 13, 2023 · 214 B"), ("QuickNote.md", "Nov 14, 2023 · 403 B"),
           ("standup_2023-11-15.md", f"Nov 15, 2023 · {size(body)}"), ("todo.txt", "Nov 14, 2023 · 188 B")]
    r.act(click(r, "OK"), mk_list(end))
    r.act(click(r, "standup_2023-11-15.md"), mk_edit("standup_2023-11-15", body))
    return row("h13-android-21", r)


# --------------------------------------------------------------------------------------------- Settings
ST = "com.android.settings"
st = A(ST)


def st_rows(rows: list[tuple[str, str | None]]) -> list[El]:
    out: list[El] = []
    for t, s in rows:
        out.append(st("TextView", t, None, "android:id/title", click=True))
        if s is not None:
            out.append(st("TextView", s, None, "android:id/summary"))
    return out


def st_home(batt: int) -> list[El]:
    return [st("TextView", "Settings", None, "homepage_title"),
            st("TextView", "Search settings", None, "search_action_bar_title", click=True),
            st("ImageView", None, "Account", "account_avatar", click=True),
            st("androidx.recyclerview.widget.RecyclerView", None, None, "recycler_view", scroll=True)] + st_rows([
        ("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
        ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
        ("Battery", f"{batt}%"), ("Storage", "38% used - 39.74 GB free"),
        ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
        ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio")])


def st_page(title: str, body: list[El]) -> list[El]:
    return [st("ImageButton", None, "Navigate up", click=True), st("TextView", title, None, "collapsing_toolbar"),
            st("androidx.recyclerview.widget.RecyclerView", None, None, "recycler_view", scroll=True)] + body


def sw(title: str, on: bool, summary: str | None = None) -> list[El]:
    out = [st("TextView", title, None, "android:id/title", click=True)]
    if summary is not None:
        out.append(st("TextView", summary, None, "android:id/summary"))
    out.append(st("Switch", None, None, "android:id/switch_widget", click=True, checked=on))
    return out


def t09() -> dict[str, Any]:
    # Settings: turn on Battery Saver with a 15% schedule, then open battery usage. BAD turn 8: status bar says 66% after 64% -> 63% in turns 0-7, with no charger (the Battery page shows a discharge estimate).
    r = Run("10:12:00", 64, st_home(64))

    def batt_page(pct: int, until: str, saver: str) -> list[El]:
        return st_page("Battery", [st("TextView", f"{pct}%", None, "usage_summary"),
                                   st("TextView", until, None, "summary1"),
                                   st("ProgressBar", None, None, "battery_progressbar")] + st_rows([
            ("Battery usage", "View usage for past 24 hours"), ("Battery Saver", saver),
            ("Adaptive preferences", "Adaptive Battery, Adaptive Charging")]) + sw(
            "Battery percentage", True, "Show battery percentage in status bar"))
    r.act(click(r, "Battery"), batt_page(64, "Should last until about 7:40 PM", "Off"))

    def saver_page(on: bool, sched: str) -> list[El]:
        return st_page("Battery Saver", sw("Use Battery Saver", on) + st_rows([("Set a schedule", sched)]) + sw(
            "Turn off when charged", True) + [st("TextView", "Battery Saver turns on Dark theme and limits or turns off background activity, some visual effects, certain features and some network connections.", None, "android:id/title")])
    r.act(click(r, "Battery Saver"), saver_page(False, "No schedule"))
    r.act(click(r, "Use Battery Saver", res="android:id/title"), saver_page(True, "No schedule"),
          extra=("Battery Saver is on.",))

    def sched_page(pct: bool) -> list[El]:
        body = [st("RadioButton", "No schedule", None, "android:id/title", click=True, checked=not pct),
                st("RadioButton", "Based on percentage", None, "android:id/title", click=True, checked=pct)]
        if pct:
            body += [st("TextView", "Turn on at 15%", None, "android:id/title"),
                     st("SeekBar", None, "Turn on at 15%", "seekbar", click=True)]
        body.append(st("TextView", "Battery Saver turns on if your battery is likely to run out before your next typical charge", None, "android:id/summary"))
        return st_page("Set a schedule", body)
    r.act(click(r, "Set a schedule"), sched_page(False))
    r.act(click(r, "Based on percentage"), sched_page(True))
    r.act(BACK, saver_page(True, "Will turn on at 15%"), b0=63)
    r.act(BACK, batt_page(63, "Should last until about 10:05 PM", "On"))
    usage = st_page("Battery usage", [
        st("TextView", "Since last full charge", None, "android:id/title"),
        st("TextView", "Last full charge: 6 hr ago", None, "android:id/summary"),
        st("android.view.View", None, "Battery usage chart for the last 24 hours", "battery_chart"),
        st("Spinner", "View by apps", None, "spinner", click=True)] + st_rows([
        ("Chrome", "12%"), ("Settings", "5%"), ("Google Play services", "4%"), ("Maps", "3%"),
        ("Camera", "2%"), ("Messages", "1%"), ("Clock", "Less than 1%")]))
    r.act(click(r, "Battery usage"), usage, b0=66)
    return row("h13-android-09", r, True, 8, "battery level rises with no charger connected")


def t04() -> dict[str, Any]:
    # Settings > Display: dark theme on, timeout 30 s -> 2 min, font size Default -> Large; battery drains 72 -> 71. Clean.
    r = Run("20:31:00", 72, st_home(72), h24=True, drain=4)

    def disp(dark: bool, timeout: str) -> list[El]:
        return st_page("Display", [st("TextView", "Brightness", None, "android:id/title")] + st_rows([
            ("Brightness level", "41%")]) + sw("Adaptive brightness", True) + [
            st("TextView", "Lock display", None, "android:id/title")] + st_rows([
                ("Lock screen", "Show all notification content"), ("Screen timeout", timeout)]) + [
            st("TextView", "Appearance", None, "android:id/title")] + sw(
            "Dark theme", dark, "Will turn off automatically at sunrise" if dark else "Will never turn on automatically"))

    def disp_low(font: str) -> list[El]:
        return st_page("Display", st_rows([("Font size", font), ("Display size", "Default")]) + [
            st("TextView", "Other display controls", None, "android:id/title")] + sw(
            "Auto-rotate screen", False) + st_rows([("Colors", "Adaptive"), ("Screen saver", "Clock")]) + sw(
            "Tap to wake", True) + sw("Show wallet", True, "Allow access to wallet from lock screen"))
    r.act(click(r, "Display"), disp(False, "After 30 seconds of inactivity"))
    r.act(click(r, None, res="android:id/switch_widget", nth=1), disp(True, "After 30 seconds of inactivity"))

    def timeout(sel: str) -> list[El]:
        return st_page("Screen timeout", [st("RadioButton", t, None, "android:id/title", click=True, checked=t == sel)
                                          for t in ("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes")] + sw(
            "Screen attention", False, "Screen won't turn off if you're looking at it"))
    r.act(click(r, "Screen timeout"), timeout("30 seconds"))
    r.act(click(r, "2 minutes"), timeout("2 minutes"))
    r.act(BACK, disp(True, "After 2 minutes of inactivity"))
    r.act(droid("scroll", direction="down"), disp_low("Default"), secs=10)

    def font(level: str, desc: str) -> list[El]:
        return st_page("Font size", [st("TextView", "Preview", None, "preview_label"),
                                     st("TextView", "Make the text on your screen smaller or larger.", None, "font_size_preview_text"),
                                     st("ImageView", None, "Make text smaller", "smaller", click=True),
                                     st("SeekBar", None, desc, "seekbar", click=True),
                                     st("ImageView", None, "Make text bigger", "larger", click=True),
                                     st("TextView", level, None, "current_label")])
    r.act(click(r, "Font size"), font("Default", "Font size Default"))
    r.act(click(r, "Make text bigger"), font("Large", "Font size Large"))
    r.act(BACK, disp_low("Large"))
    r.act(BACK, st_home(71), secs=70)
    return row("h13-android-04", r)


def t17() -> dict[str, Any]:
    # Settings > Network & internet: Wi-Fi off, Data Saver on. BAD turn 10: Data Saver page shows "Use Data Saver" off, though it was switched on at turn 6 (and turn 7/9 show "On"); no action turned it off.
    r = Run("15:20:00", 55, st_home(55))

    def ni(internet: str, saver: str) -> list[El]:
        return st_page("Network & internet", st_rows([("Internet", internet), ("Calls & SMS", "T-Mobile"),
                                                      ("SIMs", "T-Mobile")]) + sw("Airplane mode", False) + st_rows([
            ("Hotspot & tethering", "Off"), ("Data Saver", saver), ("VPN", "None"), ("Private DNS", "Automatic"),
            ("Adaptive connectivity", None)]))
    r.act(click(r, "Network & internet"), ni("AndroidWifi", "Off"))
    wifi_on = st_page("Internet", [st("TextView", "T-Mobile", None, "android:id/title", click=True),
                                   st("TextView", "LTE", None, "android:id/summary")] + sw("Wi‑Fi", True) + st_rows([
        ("AndroidWifi", "Connected"), ("Hollowbrook-5G", "Saved"), ("DIRECT-4e-HP M283 LaserJet", None),
        ("Add network", None), ("Network preferences", "Wi‑Fi turns back on automatically"),
        ("Saved networks", "3 networks"), ("Non-carrier data usage", "318 MB used Oct 17 – Nov 14")]))
    wifi_off = st_page("Internet", [st("TextView", "T-Mobile", None, "android:id/title", click=True),
                                    st("TextView", "Connected / LTE", None, "android:id/summary")] + sw("Wi‑Fi", False) + [
        st("TextView", "To improve location accuracy, apps and services can still scan for Wi‑Fi networks at any time, even when Wi‑Fi is off.", None, "android:id/title")] + st_rows([
            ("Network preferences", "Wi‑Fi turns back on automatically"), ("Saved networks", "3 networks"),
            ("Non-carrier data usage", "318 MB used Oct 17 – Nov 14")]))
    r.act(click(r, "Internet"), wifi_on)
    r.act(click(r, None, res="android:id/switch_widget"), wifi_off, wifi=False)
    r.act(BACK, ni("T-Mobile", "Off"))

    def saver(on: bool) -> list[El]:
        return st_page("Data Saver", sw("Use Data Saver", on) + st_rows([("Unrestricted data", "0 apps")]) + [
            st("TextView", "Data Saver reduces mobile data usage by preventing some apps from sending or receiving data in the background.", None, "android:id/title")])
    r.act(click(r, "Data Saver"), saver(False))
    r.act(click(r, "Use Data Saver", res="android:id/title"), saver(True), extra=("Data Saver is on.",))
    r.act(BACK, ni("T-Mobile", "On"))
    r.act(click(r, "Internet"), wifi_off)
    r.act(BACK, ni("T-Mobile", "On"))
    r.act(click(r, "Data Saver"), saver(False))
    apps = [("Calendar", False), ("Chrome", False), ("Files", False), ("Google Play Store", False),
            ("Maps", False), ("Photos", False), ("YouTube", False)]
    body: list[El] = []
    for a, on in apps:
        body += sw(a, on)
    r.act(click(r, "Unrestricted data"), st_page("Unrestricted data", body))
    return row("h13-android-17", r, True, 10, "Data Saver switch shows off though it was turned on and nothing turned it off")


# --------------------------------------------------------------------------------------------- Simple Gallery
SG = "com.simplemobiletools.gallery.pro"
sg = A(SG)


def sg_albums(dirs: list[tuple[str, int]]) -> list[El]:
    out = [sg("EditText", "Search in folders", None, "top_toolbar_search", click=True, edit=True),
           sg("TextView", None, "Sort by", "sort", click=True),
           sg("TextView", None, "Change view type", "change_view_type", click=True),
           sg("ImageButton", None, "More options", click=True),
           sg("androidx.recyclerview.widget.RecyclerView", None, None, "directories_grid", scroll=True)]
    for name, n in dirs:
        out += [sg("RelativeLayout", None, None, "dir_holder", click=True),
                sg("ImageView", None, None, "dir_thumbnail"), sg("TextView", name, None, "dir_name"),
                sg("TextView", str(n), None, "dir_path")]
    return out


def sg_media(title: str, files: list[str], total: int, picked: tuple[str, ...] = ()) -> list[El]:
    if picked:
        out = [sg("ImageButton", None, "Done", "action_mode_close_button", click=True),
               sg("TextView", f"{len(picked)} / {total}", None, "action_bar_title"),
               sg("TextView", None, "Share", "cab_share", click=True),
               sg("TextView", None, "Delete", "cab_delete", click=True),
               sg("ImageButton", None, "More options", click=True)]
    else:
        out = [sg("ImageButton", None, "Navigate up", click=True), sg("TextView", title, None, "media_toolbar_title"),
               sg("TextView", None, "Search", "search", click=True), sg("TextView", None, "Sort by", "sort", click=True),
               sg("TextView", None, "Toggle filename visibility", "toggle_filename", click=True),
               sg("ImageButton", None, "More options", click=True)]
    out.append(sg("androidx.recyclerview.widget.RecyclerView", None, None, "media_grid", scroll=True))
    for f in files:
        out += [sg("FrameLayout", None, None, "media_item_holder", click=True, sel=f in picked),
                sg("ImageView", None, None, "medium_thumbnail"), sg("TextView", f, None, "medium_name")]
    return out


def t11() -> dict[str, Any]:
    # Simple Gallery: move two screenshots to the Recycle Bin. BAD turn 9: Screenshot_20231110-221907.png, deleted at turn 5, is back in the Screenshots grid (album count still 15 at turn 8).
    shots = ["Screenshot_20231114-203311.png", "Screenshot_20231113-081502.png", "Screenshot_20231112-173040.png",
             "Screenshot_20231110-221955.png", "Screenshot_20231110-221907.png", "Screenshot_20231109-124418.png",
             "Screenshot_20231107-190233.png", "Screenshot_20231105-095921.png", "Screenshot_20231104-140807.png",
             "Screenshot_20231101-231145.png", "Screenshot_20231030-074412.png", "Screenshot_20231028-162250.png",
             "Screenshot_20231027-110318.png", "Screenshot_20231025-200746.png", "Screenshot_20231021-133029.png",
             "Screenshot_20231019-084455.png", "Screenshot_20231016-175812.png"]
    gone = ("Screenshot_20231110-221955.png", "Screenshot_20231110-221907.png")
    left = [f for f in shots if f not in gone]
    dirs = [("Camera", 42), ("Screenshots", 17), ("WhatsApp Images", 113), ("Download", 6)]
    r = Run("22:14:00", 33, sg_albums(dirs), h24=True)
    r.act(click(r, "Screenshots"), sg_media("Screenshots", shots[:12], 17))
    r.act(lp(r, "Screenshot_20231110-221907.png"), sg_media("Screenshots", shots[:12], 17, ("Screenshot_20231110-221907.png",)))
    r.act(click(r, "Screenshot_20231110-221955.png"), sg_media("Screenshots", shots[:12], 17, gone))
    r.act(click(r, "Delete"), sg_media("Screenshots", shots[:12], 17, gone) + [
        sg("TextView", "Are you sure you want to move 2 items into the Recycle Bin?", None, "delete_remember_title"),
        sg("CheckBox", "Do not ask again in this session", None, "delete_remember_checkbox", click=True),
        sg("Button", "No", None, "android:id/button2", click=True),
        sg("Button", "Yes", None, "android:id/button1", click=True)])
    r.act(click(r, "Yes"), sg_media("Screenshots", left[:12], 15))
    dirs2 = [("Camera", 42), ("Screenshots", 15), ("WhatsApp Images", 113), ("Download", 6), ("Recycle Bin", 2)]
    r.act(BACK, sg_albums(dirs2))
    r.act(click(r, "Download"), sg_media("Download", ["ticket_qr_ferry.png", "moodboard_03.jpg", "floorplan_unit4B.png",
                                                      "poster_jazzfest.jpg", "avatar_old.png", "map_trailhead.jpg"], 6))
    r.act(BACK, sg_albums(dirs2))
    back = left[:3] + ["Screenshot_20231110-221907.png"] + left[3:11]
    r.act(click(r, "Screenshots"), sg_media("Screenshots", back, 15))
    return row("h13-android-11", r, True, 9, "photo moved to the Recycle Bin reappears in its album")


# --------------------------------------------------------------------------------------------- Simple SMS Messenger
SM = "com.simplemobiletools.smsmessenger"
sm = A(SM)


def sm_list(convs: list[tuple[str, str, str]]) -> list[El]:
    out = [sm("EditText", "Search", None, "top_toolbar_search", click=True, edit=True),
           sm("ImageButton", None, "More options", click=True),
           sm("androidx.recyclerview.widget.RecyclerView", None, None, "conversations_list", scroll=True)]
    for name, snip, date in convs:
        out += [sm("RelativeLayout", None, None, "conversation_frame", click=True),
                sm("TextView", name, None, "conversation_address"), sm("TextView", snip, None, "conversation_body_short"),
                sm("TextView", date, None, "conversation_date")]
    return out + [sm("ImageButton", None, "New conversation", "conversations_fab", click=True)]


def sm_thread(name: str, msgs: list[tuple[str, str, str]], draft: str = "", sub: str | None = None) -> list[El]:
    out = [sm("ImageButton", None, "Back", click=True), sm("TextView", name, None, "thread_toolbar_title")]
    if sub:
        out.append(sm("TextView", sub, None, "thread_toolbar_subtitle"))
    out += [sm("TextView", None, "Call", "dial_number", click=True), sm("ImageButton", None, "More options", click=True),
            sm("androidx.recyclerview.widget.RecyclerView", None, None, "thread_messages_list", scroll=True)]
    last = None
    for who, body, when in msgs:
        day = when.split(" · ")[0] if " · " in when else "Today"
        if day != last:
            out.append(sm("TextView", day, None, "thread_date_time"))
            last = day
        out += [sm("TextView", body, None, "thread_message_body", click=True),
                sm("TextView", when.split(" · ")[-1], None, "thread_message_sent" if who == "me" else "thread_message_received")]
    out += [sm("ImageView", None, "Attachment", "thread_add_attachment", click=True),
            sm("EditText", draft, None, "thread_type_message", click=True, edit=True, focus=bool(draft)),
            sm("TextView", "SMS", "Send", "thread_send_message", click=bool(draft))]
    return out


def t13() -> dict[str, Any]:
    # Simple SMS: reply to two threads and send a follow-up. BAD turn 11: the follow-up bubble is stamped 4:51 PM, earlier than the reply sent at 4:53 PM (turn 3) and than the 4:55 status-bar clock.
    th_msgs = [("them", "Hey! Are you home this afternoon?", "4:41 PM"),
               ("them", "Courier says the parcel is at the depot, can you grab it before 6?", "4:49 PM")]
    ra_msgs = [("me", "Yes, I booked the van from Hertz Oostpoort", "Nov 14 · 8:02 PM"),
               ("them", "Great. Saturday still ok for the move?", "2:13 PM")]
    convs = [("Thandiwe Mokoena", "Courier says the parcel is at the depot, can you grab it before 6?", "4:49 PM"),
             ("Rafael Quispe", "Great. Saturday still ok for the move?", "2:13 PM"),
             ("+1 (650) 555-0107", "Your verification code is 448210. It expires in 10 minutes.", "11:02 AM"),
             ("Marguerite Oyelaran", "Thanks!! see you at the market", "Nov 14"),
             ("Kestrel Bikes", "Your service booking #KB-3306 is confirmed for Nov 20.", "Nov 12")]
    r = Run("16:52:00", 58, sm_list(convs))
    r.act(click(r, "Thandiwe Mokoena"), sm_thread("Thandiwe Mokoena", th_msgs))
    m1 = "Sure, I'll pick it up at 5:30. Which depot — Halston Road?"
    r.act(typ(r, m1, res="thread_type_message"), sm_thread("Thandiwe Mokoena", th_msgs, m1))
    th_msgs = th_msgs + [("me", m1, "4:53 PM")]
    r.act(click(r, "Send"), sm_thread("Thandiwe Mokoena", th_msgs))
    convs = [("Thandiwe Mokoena", "You: " + m1, "4:53 PM")] + convs[1:]
    r.act(BACK, sm_list(convs))
    r.act(click(r, "Rafael Quispe"), sm_thread("Rafael Quispe", ra_msgs))
    m2 = "Yes! Van pickup at 9:00, I'll be at yours by 9:30."
    r.act(typ(r, m2, res="thread_type_message"), sm_thread("Rafael Quispe", ra_msgs, m2))
    ra_msgs = ra_msgs + [("me", m2, "4:54 PM")]
    r.act(click(r, "Send"), sm_thread("Rafael Quispe", ra_msgs))
    convs = [("Rafael Quispe", "You: " + m2, "4:54 PM"), convs[0]] + convs[2:]
    r.act(BACK, sm_list(convs))
    r.act(click(r, "Thandiwe Mokoena"), sm_thread("Thandiwe Mokoena", th_msgs))
    m3 = "Also, could you text me the tracking number?"
    r.act(typ(r, m3, res="thread_type_message"), sm_thread("Thandiwe Mokoena", th_msgs, m3))
    r.act(click(r, "Send"), sm_thread("Thandiwe Mokoena", th_msgs + [("me", m3, "4:51 PM")]))
    return row("h13-android-13", r, True, 11, "sent message timestamp earlier than a message sent before it")


# --------------------------------------------------------------------------------------------- Joplin
JP = "net.cozic.joplin"
jp = A(JP)
VG = "android.view.ViewGroup"


def jp_list(book: str, notes: list[tuple[str, str]], fab_open: bool = False) -> list[El]:
    out = [jp(VG, None, "Open sidebar", None, click=True), jp("TextView", book, None, None),
           jp(VG, None, "Search", None, click=True), jp(VG, None, "Select notes", None, click=True),
           jp("android.widget.ScrollView", None, None, None, scroll=True)]
    for title, when in notes:
        out += [jp(VG, None, None, None, click=True), jp("TextView", title, None, None), jp("TextView", when, None, None)]
    if fab_open:
        out += [jp("TextView", "New to-do", None, None), jp(VG, None, "New to-do", None, click=True),
                jp("TextView", "New note", None, None), jp(VG, None, "New note", None, click=True)]
    out.append(jp(VG, None, "Add new", None, click=True))
    return out


def jp_note(title: str, body: str, editing: bool = False) -> list[El]:
    return [jp(VG, None, "Back", None, click=True), jp(VG, None, "Attach", None, click=True),
            jp(VG, None, "Tags", None, click=True), jp(VG, None, "Actions", None, click=True),
            jp("EditText", title, None, None, click=True, edit=True, focus=editing and not body),
            jp("EditText", body, None, None, click=True, edit=True, focus=editing and bool(body)),
            jp(VG, None, "Toggle editor/viewer", None, click=True)]


def jp_side(sel: str | None = None) -> list[El]:
    out = [jp(VG, None, "Synchronise", None, click=True), jp("TextView", "Synchronise", None, None),
           jp("TextView", "Last sync: 14/11/2023 21:40", None, None)]
    for b in ("All notes", "Home renovation", "Recipes", "Work — Fennick Ltd"):
        out += [jp(VG, None, None, None, click=True, sel=b == sel), jp("TextView", b, None, None)]
    out += [jp(VG, None, "Configuration", None, click=True), jp("TextView", "Configuration", None, None)]
    return out


def t15() -> dict[str, Any]:
    # Joplin: create "Skirting board measurements" in Home renovation. BAD turn 9: reopening the notebook lists only the three older notes; the new note (listed at turns 5 and 7) is gone with no delete.
    notes = [("Electrician contacts", "14/11/2023 19:02"), ("Paint colours — hallway", "12/11/2023 10:47"),
             ("Tile quotes", "08/11/2023 16:30")]
    r = Run("9:26:00", 74, jp_list("Home renovation", notes))
    r.act(click(r, "Add new"), jp_list("Home renovation", notes, fab_open=True))
    r.act(click(r, "New note", nth=1), jp_note("", "", editing=True))
    title = "Skirting board measurements"
    body = "Living room: 4.20 m + 3.85 m\nHall: 2.60 m\nBedroom 2: 3.10 m x 2\nBuy 16 m + 10% waste = 17.6 m"
    r.act(typ(r, title, ""), jp_note(title, "", editing=True))
    r.act(typ(r, body, ""), jp_note(title, body, editing=True), secs=45)
    notes2 = [(title, "15/11/2023 09:27")] + notes
    r.act(BACK, jp_list("Home renovation", notes2))
    r.act(click(r, "Tile quotes"), jp_note("Tile quotes", "Stonehaven Tiles: €38/m² (porcelain 60x60)\nCasa Ceramica: €41/m², delivery included\nDecide by 20 Nov"))
    r.act(BACK, jp_list("Home renovation", notes2))
    r.act(click(r, "Open sidebar"), jp_side("Home renovation"))
    r.act(click(r, "Home renovation"), jp_list("Home renovation", notes))
    r.act(click(r, "Paint colours — hallway"), jp_note("Paint colours — hallway", "Walls: Farrow & Ball Skimming Stone No. 241\nWoodwork: Cornforth White No. 228\nSample pots ordered 6 Nov"))
    return row("h13-android-15", r, True, 9, "newly created note missing from its notebook's list")


# --------------------------------------------------------------------------------------------- Retro Music
RM = "code.name.monkey.retromusic"
rm = A(RM)


def rm_nav(sel: str) -> list[El]:
    mini = [rm("TextView", "Harbor Lights", None, "mini_player_title"), rm("TextView", "Mabel Okoro", None, "mini_player_text"),
            rm("ImageView", None, "Play", "mini_player_play_pause_button", click=True)]
    return mini + [rm("FrameLayout", t, t, "navigation_bar_item", click=True, sel=t == sel)
                   for t in ("For you", "Songs", "Albums", "Artists", "Playlists")]


def rm_playlists(lists: list[tuple[str, int]], toast: str | None = None) -> list[El]:
    out = [rm("TextView", "Retro Music", None, "appNameText"), rm("ImageView", None, "Search", "action_search", click=True),
           rm("ImageButton", None, "More options", click=True),
           rm("androidx.recyclerview.widget.RecyclerView", None, None, "recycler_view", scroll=True)]
    for name, n in lists:
        out += [rm("FrameLayout", None, None, "imageContainerCard", click=True), rm("TextView", name, None, "title"),
                rm("TextView", f"{n} Songs", None, "text")]
    return out + rm_nav("Playlists") + ([rm("android.widget.Toast", toast)] if toast else [])


SONGS = [("Afterglow Avenue", "Tessellate Youth"), ("Amber Static", "Mabel Okoro"), ("Barrow Hill", "The Lindqvist Trio"),
         ("Blue Hour Ferry", "Ji-woo Han"), ("Cinder & Salt", "Ji-woo Han"), ("Close to Tide", "Oyelaran"),
         ("Daybreak in Akureyri", "The Lindqvist Trio"), ("Driftwood Choir", "Mabel Okoro")]


def rm_songs(extra: list[El] = (), toast: str | None = None) -> list[El]:  # type: ignore[assignment]
    out = [rm("TextView", "Retro Music", None, "appNameText"), rm("ImageView", None, "Search", "action_search", click=True),
           rm("ImageButton", None, "More options", click=True), rm("Button", "Shuffle", None, "shuffleButton", click=True),
           rm("TextView", "146 Songs", None, "songCount"),
           rm("androidx.recyclerview.widget.RecyclerView", None, None, "recycler_view", scroll=True)]
    for t, a in SONGS:
        out += [rm("TextView", t, None, "title", click=True), rm("TextView", a, None, "text"),
                rm("ImageView", None, "More options", "menu", click=True)]
    out += rm_nav("Songs")
    if toast:
        out.append(rm("android.widget.Toast", toast))
    return out + list(extra)


SONG_MENU = ["Play next", "Add to playing queue", "Add to playlist", "Go to album", "Go to artist", "Share",
             "Details", "Set as ringtone", "Delete from device"]


def t19() -> dict[str, Any]:
    # Retro Music: add two songs to "Sunday Slow" (9 songs). BAD turn 8: the Playlists tab shows "Sunday Slow" with 10 Songs, though both adds were confirmed (turns 4 and 7): 9 + 2 = 11.
    lists = [("Favorites", 14), ("Running", 23), ("Sunday Slow", 9)]
    r = Run("18:40:00", 46, rm_playlists(lists))
    menu = [rm("TextView", t, None, "title", click=True) for t in SONG_MENU]
    dialog = [rm("TextView", "Add to playlist", None, "dialogTitle"), rm("TextView", "New playlist", None, "title", click=True),
              rm("TextView", "Favorites", None, "title", click=True), rm("TextView", "Running", None, "title", click=True),
              rm("TextView", "Sunday Slow", None, "title", click=True), rm("Button", "Cancel", None, "android:id/button2", click=True)]
    r.act(click(r, "Songs"), rm_songs())
    r.act(droid("click", index=r.i("Blue Hour Ferry") + 2), rm_songs(menu))
    r.act(click(r, "Add to playlist"), rm_songs(dialog))
    r.act(click(r, "Sunday Slow"), rm_songs(toast="Inserted 1 song into playlist Sunday Slow"))
    r.act(droid("click", index=r.i("Driftwood Choir") + 2), rm_songs(menu))
    r.act(click(r, "Add to playlist"), rm_songs(dialog))
    r.act(click(r, "Sunday Slow"), rm_songs(toast="Inserted 1 song into playlist Sunday Slow"))
    r.act(click(r, "Playlists"), rm_playlists([("Favorites", 14), ("Running", 23), ("Sunday Slow", 10)]))
    run_songs = [("Afterglow Avenue", "Tessellate Youth", "3:41"), ("Kilometre Zero", "Okon Ade", "4:05"),
                 ("Barrow Hill", "The Lindqvist Trio", "3:58"), ("Pulse of Lagos", "Okon Ade", "3:22"),
                 ("Tarmac Sunrise", "Nilufar Sato", "4:47"), ("Amber Static", "Mabel Okoro", "3:15"),
                 ("Last Mile", "Tessellate Youth", "5:02")]
    detail = [rm("ImageButton", None, "Navigate up", click=True), rm("TextView", "Running", None, "title"),
              rm("TextView", "23 Songs • 1:27:40", None, "text"), rm("Button", "Play", None, "playAction", click=True),
              rm("Button", "Shuffle", None, "shuffleAction", click=True)]
    for t, a, d in run_songs:
        detail += [rm("TextView", t, None, "title", click=True), rm("TextView", f"{a} • {d}", None, "text"),
                   rm("ImageView", None, "More options", "menu", click=True)]
    r.act(click(r, "Running"), detail)
    return row("h13-android-19", r, True, 8, "playlist song count does not follow the two confirmed adds")


# --------------------------------------------------------------------------------------------- Contacts
CT = "com.google.android.contacts"
ct = A(CT)


def ct_list(people: list[str], favs: list[str] = ()) -> list[El]:  # type: ignore[assignment]
    out = [ct("TextView", "Search contacts", None, "open_search_bar_text_view", click=True),
           ct("ImageView", None, "Signed in as alex.moreau.pixel@gmail.com", "og_apd_internal_image_view", click=True),
           ct("androidx.recyclerview.widget.RecyclerView", None, None, "contact_list", scroll=True)]
    if favs:
        out.append(ct("TextView", "Favorites", None, "header"))
        out += [ct("TextView", p, None, "cliv_name_textview", click=True) for p in favs]
    last = ""
    for p in people:
        if p[0] != last:
            out.append(ct("TextView", p[0], None, "header"))
            last = p[0]
        out.append(ct("TextView", p, None, "cliv_name_textview", click=True))
    out.append(ct("ImageButton", None, "Create contact", "floating_action_button", click=True))
    out += [ct("FrameLayout", t, t, "navigation_bar_item", click=True, sel=t == "Contacts") for t in ("Contacts", "Highlights", "Fix & manage")]
    return out


def ct_detail(name: str, phones: list[tuple[str, str]], emails: list[tuple[str, str]] = (),  # type: ignore[assignment]
              company: str | None = None, star: bool = False, toast: str | None = None) -> list[El]:
    out = [ct("ImageButton", None, "Navigate up", click=True),
           ct("TextView", None, "Edit contact", "menu_edit", click=True),
           ct("TextView", None, "Remove from favorites" if star else "Add to favorites", "menu_star", click=True),
           ct("ImageButton", None, "More options", click=True),
           ct("ImageView", None, None, "photo"), ct("TextView", name, None, "large_title")]
    if company:
        out.append(ct("TextView", company, None, "company"))
    out += [ct("TextView", t, None, "action_label", click=True) for t in ("Call", "Text", "Video", "Email")]
    out.append(ct("TextView", "Contact info", None, "header_text"))
    for num, lab in phones:
        out += [ct("TextView", num, None, "header", click=True), ct("TextView", lab, None, "sub_header"),
                ct("ImageView", None, f"Text {num}", "icon_alternate", click=True)]
    for em, lab in emails:
        out += [ct("TextView", em, None, "header", click=True), ct("TextView", lab, None, "sub_header")]
    if toast:
        out.append(ct("android.widget.Toast", toast))
    return out


def ct_search(q: str, hits: list[tuple[str, str | None]]) -> list[El]:
    out = [ct("ImageButton", None, "Navigate up", click=True),
           ct("EditText", q, None, "open_search_view_edit_text", click=True, edit=True, focus=True)]
    if q:
        out.append(ct("ImageButton", None, "Clear text", "open_search_view_clear_button", click=True))
    out.append(ct("androidx.recyclerview.widget.RecyclerView", None, None, "search_results", scroll=True))
    for name, num in hits:
        out.append(ct("TextView", name, None, "cliv_name_textview", click=True))
        if num:
            out.append(ct("TextView", num, None, "cliv_data_view"))
    return out


def t20() -> dict[str, Any]:
    # Contacts -> SMS: text Odalys Ferreira, star her, search "555". BAD turn 9: search lists her number as (415) 555-0139, but turns 1, 2, 5, 6 show (415) 555-0193 and it was never edited.
    people = {"Anwen Pryce": "(773) 555-0144", "Bogdan Sirbu": "(646) 555-0181", "Desmond Achterberg": "(628) 555-0172",
              "Jovana Lukić": "(917) 555-0115", "Odalys Ferreira": "(415) 555-0193", "Oren Hadad": "(510) 555-0166",
              "Pharmacy — Walgreens Noe St": "(415) 555-0110", "Teodora Banu": "(347) 555-0126"}
    names = list(people)
    r = Run("11:20:00", 80, ct_list(names))
    od_phone = [("(415) 555-0193", "Mobile")]
    od_mail = [("odalys.f@brightmail.net", "Home")]
    r.act(click(r, "Odalys Ferreira"), ct_detail("Odalys Ferreira", od_phone, od_mail))
    r.act(click(r, "Text"), sm_thread("Odalys Ferreira", [], sub="(415) 555-0193"))
    msg = "Hi Odalys, choir rehearsal moved to Thursday 7:30 at St. Brendan hall. Can you tell the altos?"
    r.act(typ(r, msg, res="thread_type_message"), sm_thread("Odalys Ferreira", [], msg, sub="(415) 555-0193"), secs=40)
    r.act(click(r, "Send"), sm_thread("Odalys Ferreira", [("me", msg, "11:21 AM")], sub="(415) 555-0193"))
    r.act(BACK, ct_detail("Odalys Ferreira", od_phone, od_mail))
    r.act(click(r, "Add to favorites"), ct_detail("Odalys Ferreira", od_phone, od_mail, star=True, toast="Added to favorites"))
    r.act(BACK, ct_list(names, favs=["Odalys Ferreira"]))
    r.act(click(r, "Search contacts"), ct_search("", []))
    hits = [(n, "(415) 555-0139" if n == "Odalys Ferreira" else p) for n, p in people.items()]
    r.act(typ(r, "555", res="open_search_view_edit_text"), ct_search("555", hits))
    return row("h13-android-20", r, True, 9, "contact's phone number shows different digits in search results")


def t06() -> dict[str, Any]:
    # Contacts: change Bartholomew Iyer's mobile to (312) 555-0186 and add an email; look at the separate "Bart Iyer (work)" card; search "Iyer". Clean.
    names = ["Anneliese Vogt", "Bart Iyer (work)", "Bartholomew Iyer", "Carmen Solís", "Dov Brenner", "Ife Adeyemi",
             "Lorcan Tully", "Soraya Khalili"]
    r = Run("13:02:00", 52, ct_list(names))
    r.act(click(r, "Bartholomew Iyer"), ct_detail("Bartholomew Iyer", [("(312) 555-0148", "Mobile")]))

    def form(phone: str, email: str) -> list[El]:
        return [ct("ImageButton", None, "Cancel", click=True), ct("TextView", "Edit contact", None, "toolbar_title"),
                ct("Button", "Save", None, "toolbar_button", click=True), ct("ImageView", None, "Change picture", "photo", click=True),
                ct("EditText", "Bartholomew", None, "given_name", click=True, edit=True),
                ct("EditText", "Iyer", None, "family_name", click=True, edit=True),
                ct("EditText", "", None, "company", click=True, edit=True),
                ct("EditText", phone, None, "phone_number", click=True, edit=True, focus=phone == "(312) 555-0186" and not email),
                ct("Spinner", "Mobile", None, "phone_label", click=True),
                ct("EditText", email, None, "email_address", click=True, edit=True, focus=bool(email)),
                ct("Spinner", "Home", None, "email_label", click=True),
                ct("TextView", "Add more info", None, "more_fields", click=True)]
    r.act(click(r, "Edit contact"), form("(312) 555-0148", ""))
    r.act(typ(r, "(312) 555-0186", res="phone_number"), form("(312) 555-0186", ""))
    r.act(typ(r, "b.iyer@quillmail.com", res="email_address"), form("(312) 555-0186", "b.iyer@quillmail.com"))
    r.act(click(r, "Save"), ct_detail("Bartholomew Iyer", [("(312) 555-0186", "Mobile")], [("b.iyer@quillmail.com", "Home")],
                                      toast="Contact saved"))
    r.act(BACK, ct_list(names))
    r.act(click(r, "Bart Iyer (work)"), ct_detail("Bart Iyer (work)", [("(312) 555-0412", "Work")],
                                                   [("bart.iyer@hargrove-logistics.com", "Work")], company="Hargrove Logistics"))
    r.act(BACK, ct_list(names))
    r.act(click(r, "Search contacts"), ct_search("", []))
    r.act(typ(r, "Iyer", res="open_search_view_edit_text"), ct_search("Iyer", [("Bart Iyer (work)", None), ("Bartholomew Iyer", None)]))
    r.act(click(r, "Bartholomew Iyer"), ct_detail("Bartholomew Iyer", [("(312) 555-0186", "Mobile")], [("b.iyer@quillmail.com", "Home")]))
    return row("h13-android-06", r)


# --------------------------------------------------------------------------------------------- Broccoli
BR = "com.flauschcode.broccoli"
br = A(BR)


def br_list(recipes: list[tuple[str, str]]) -> list[El]:
    out = [br("ImageButton", None, "Open navigation drawer", click=True), br("TextView", "Recipes", None, "toolbar_title"),
           br("TextView", None, "Search", "action_search", click=True),
           br("androidx.recyclerview.widget.RecyclerView", None, None, "recycler_view", scroll=True)]
    for t, d in recipes:
        out += [br("androidx.cardview.widget.CardView", None, None, "card_view", click=True),
                br("ImageView", None, None, "card_image"), br("TextView", t, None, "card_title"),
                br("TextView", d, None, "card_description")]
    return out + [br("ImageButton", None, "Add recipe", "fab", click=True)]


def br_detail(t: str, d: str, serv: str, prep: str, cats: str, ingr: list[str], dirs: list[str]) -> list[El]:
    out = [br("ImageButton", None, "Navigate up", click=True), br("TextView", None, "Edit", "action_edit", click=True),
           br("ImageButton", None, "More options", click=True), br("ImageView", None, None, "recipe_image"),
           br("TextView", t, None, "recipe_details_title")]
    if d:
        out.append(br("TextView", d, None, "recipe_details_description"))
    for lab, v, res in (("Servings", serv, "servings"), ("Preparation time", prep, "preparation_time"), ("Categories", cats, "categories")):
        if v:
            out += [br("TextView", lab, None, f"{res}_label"), br("TextView", v, None, f"recipe_details_{res}")]
    if ingr:
        out.append(br("TextView", "Ingredients", None, "ingredients_header"))
        out += [br("TextView", x, None, "ingredient_text") for x in ingr]
    if dirs:
        out.append(br("TextView", "Directions", None, "directions_header"))
        out += [br("TextView", x, None, "direction_text") for x in dirs]
    return out


def br_form(head: str, t: str, d: str, serv: str, prep: str, cats: str, ingr: list[str], dirs: list[str], focus: str = "") -> list[El]:
    return [br("ImageButton", None, "Navigate up", click=True), br("TextView", head, None, "toolbar_title"),
            br("TextView", None, "Save", "action_save", click=True), br("ImageView", None, "Add image", "recipe_image", click=True),
            br("EditText", t, None, "new_title", click=True, edit=True, focus=focus == "t"),
            br("EditText", d, None, "new_description", click=True, edit=True),
            br("TextView", cats or "Categories", None, "new_categories", click=True),
            br("EditText", serv, None, "new_servings", click=True, edit=True, focus=focus == "s"),
            br("EditText", prep, None, "new_preparation_time", click=True, edit=True),
            br("EditText", "\n".join(ingr), None, "new_ingredients", click=True, edit=True),
            br("EditText", "\n".join(dirs), None, "new_directions", click=True, edit=True),
            br("EditText", "", None, "new_source", click=True, edit=True)]


def t02() -> dict[str, Any]:
    # Broccoli: rename "Chana Masala" to "Chana Masala (batch)" with 6 servings, then add "Buckwheat Crepes"; the list re-sorts. Clean.
    ingr = ["2 tins chickpeas (400 g each)", "1 large onion, diced", "3 cloves garlic", "thumb of ginger, grated",
            "400 g passata", "1½ tsp garam masala", "1 tsp cumin seeds", "handful of coriander", "½ lemon"]
    dirs = ["1. Fry the cumin seeds until fragrant, add the onion and soften 8 min.",
            "2. Add garlic, ginger and garam masala; cook 2 min.",
            "3. Stir in passata and chickpeas, simmer 25 min.", "4. Finish with coriander and a squeeze of lemon."]
    desc = "Weeknight chickpea curry"
    recipes = [("Cardamom Buns", "Swedish-style knots, overnight dough"), ("Chana Masala", desc),
               ("Miso Glazed Aubergine", "Oven-roasted, sesame & spring onion"), ("Shakshuka", "Eggs poached in spiced tomato")]
    r = Run("18:05:00", 61, br_list(recipes))
    r.act(click(r, "Chana Masala"), br_detail("Chana Masala", desc, "4", "45 min", "Dinner", ingr, dirs))
    r.act(click(r, "Edit"), br_form("Edit recipe", "Chana Masala", desc, "4", "45 min", "Dinner", ingr, dirs))
    r.act(typ(r, "Chana Masala (batch)", res="new_title"), br_form("Edit recipe", "Chana Masala (batch)", desc, "4", "45 min", "Dinner", ingr, dirs, "t"))
    r.act(typ(r, "6", res="new_servings"), br_form("Edit recipe", "Chana Masala (batch)", desc, "6", "45 min", "Dinner", ingr, dirs, "s"))
    r.act(click(r, "Save"), br_detail("Chana Masala (batch)", desc, "6", "45 min", "Dinner", ingr, dirs))
    recipes[1] = ("Chana Masala (batch)", desc)
    r.act(BACK, br_list(recipes))
    r.act(click(r, "Add recipe"), br_form("New recipe", "", "", "", "", "", [], []))
    r.act(typ(r, "Buckwheat Crepes", res="new_title"), br_form("New recipe", "Buckwheat Crepes", "", "", "", "", [], [], "t"))
    r.act(typ(r, "3", res="new_servings"), br_form("New recipe", "Buckwheat Crepes", "", "3", "", "", [], [], "s"))
    r.act(click(r, "Save"), br_detail("Buckwheat Crepes", "", "3", "", "", [], []))
    r.act(BACK, br_list([("Buckwheat Crepes", "")] + recipes))
    return row("h13-android-02", r)


# --------------------------------------------------------------------------------------------- Simple Calendar Pro
SC = "com.simplemobiletools.calendar.pro"
sc = A(SC)


def sc_list(events: list[tuple[str, str, str, str]]) -> list[El]:
    out = [sc("EditText", "Search", None, "top_toolbar_search", click=True, edit=True),
           sc("TextView", None, "Go to today", "go_to_today", click=True), sc("TextView", None, "Change view", "change_view", click=True),
           sc("ImageButton", None, "More options", click=True),
           sc("androidx.recyclerview.widget.RecyclerView", None, None, "calendar_events_list", scroll=True)]
    last = ""
    for day, t, when, loc in events:
        if day != last:
            out.append(sc("TextView", day, None, "event_section_title"))
            last = day
        out += [sc("TextView", t, None, "event_item_title", click=True), sc("TextView", when, None, "event_item_time")]
        if loc:
            out.append(sc("TextView", loc, None, "event_item_description"))
    return out + [sc("ImageButton", None, "New Event", "calendar_fab", click=True)]


def sc_edit(mode: str, t: str, loc: str, desc: str, sd: str, st_: str, ed: str, et: str, rem: str, focus: bool = False) -> list[El]:
    out = [sc("ImageButton", None, "Navigate up", click=True), sc("TextView", f"{mode} Event", None, "toolbar_title")]
    if mode == "Edit":
        out += [sc("TextView", None, "Duplicate event", "duplicate", click=True), sc("TextView", None, "Delete", "delete", click=True)]
    out += [sc("TextView", None, "Save", "save", click=True),
            sc("EditText", t, None, "event_title", click=True, edit=True, focus=focus),
            sc("EditText", loc, None, "event_location", click=True, edit=True),
            sc("EditText", desc, None, "event_description", click=True, edit=True),
            sc("CheckBox", "All-day", None, "event_all_day", click=True),
            sc("TextView", sd, None, "event_start_date", click=True), sc("TextView", st_, None, "event_start_time", click=True),
            sc("TextView", ed, None, "event_end_date", click=True), sc("TextView", et, None, "event_end_time", click=True),
            sc("TextView", "Europe/Oslo", None, "event_time_zone", click=True),
            sc("TextView", rem, None, "event_reminder_1", click=True),
            sc("TextView", "Add another reminder", None, "event_reminder_2", click=True),
            sc("TextView", "No repetition", None, "event_repetition", click=True),
            sc("TextView", "Regular event", None, "event_type", click=True)]
    return out


def t08() -> dict[str, Any]:
    # Simple Calendar: add "Piano tuner visit" on Mon Nov 20 17:00, then move the dentist from 10:30 to 11:00 (end follows to 11:45). Clean.
    ev = [("Thursday, November 16", "Dentist — Dr. Halvorsen", "10:30 – 11:15", "Halvorsen Family Dentistry, 218 Elm Row"),
          ("Saturday, November 18", "Kai's birthday brunch", "11:00 – 13:00", "Café Brygga"),
          ("Tuesday, November 21", "Quarterly VAT filing", "All-day", ""),
          ("Friday, November 24", "Choir concert — St. Olave", "19:30 – 21:30", "St. Olave's Church")]
    r = Run("16:20:00", 57, sc_list(ev), h24=True)
    today = "Wed, Nov 15, 2023"
    r.act(click(r, "New Event"), sc_edit("New", "", "", "", today, "17:00", today, "18:00", "10 minutes before", True))
    r.act(typ(r, "Piano tuner visit", res="event_title"), sc_edit("New", "Piano tuner visit", "", "", today, "17:00", today, "18:00", "10 minutes before", True))

    def picker(day: int, head: str) -> list[El]:
        under = sc_edit("New", "Piano tuner visit", "", "", today, "17:00", today, "18:00", "10 minutes before")
        out = [sc("TextView", "2023", None, "android:id/date_picker_header_year", click=True),
               sc("TextView", head, None, "android:id/date_picker_header_date"),
               sc("ImageButton", None, "Previous month", "android:id/prev", click=True),
               sc("TextView", "November 2023", None, "android:id/month_view"),
               sc("ImageButton", None, "Next month", "android:id/next", click=True)]
        out += [sc("android.view.View", str(d), f"{d:02d} November 2023", None, click=True, checked=d == day) for d in range(1, 31)]
        out += [sc("Button", "Cancel", None, "android:id/button2", click=True), sc("Button", "OK", None, "android:id/button1", click=True)]
        return under + out
    r.act(click(r, None, res="event_start_date"), picker(15, "Wed, Nov 15"))
    r.act(click(r, "20"), picker(20, "Mon, Nov 20"))
    mon = "Mon, Nov 20, 2023"
    r.act(click(r, "OK"), sc_edit("New", "Piano tuner visit", "", "", mon, "17:00", mon, "18:00", "10 minutes before"))
    ev2 = ev[:2] + [("Monday, November 20", "Piano tuner visit", "17:00 – 18:00", "")] + ev[2:]
    r.act(click(r, "Save"), sc_list(ev2))
    thu = "Thu, Nov 16, 2023"
    dent = ("Edit", "Dentist — Dr. Halvorsen", "Halvorsen Family Dentistry, 218 Elm Row", "Bring the referral letter")
    r.act(click(r, "Dentist — Dr. Halvorsen"), sc_edit(*dent, thu, "10:30", thu, "11:15", "1 hour before"))

    def clock(h: str, m: str, face: str) -> list[El]:
        out = [sc("TextView", h, None, "android:id/hours", click=True, sel=face == "h"),
               sc("TextView", ":", None, "android:id/separator"),
               sc("TextView", m, None, "android:id/minutes", click=True, sel=face == "m"),
               sc("android.view.View", None, None, "android:id/radial_picker")]
        nums = ["00"] + [str(n) for n in range(1, 24)] if face == "h" else [f"{n:02d}" for n in range(0, 60, 5)]
        out += [sc("TextView", n, None, None, click=True) for n in nums]
        out += [sc("Button", "Cancel", None, "android:id/button2", click=True), sc("Button", "OK", None, "android:id/button1", click=True)]
        return sc_edit(*dent, thu, "10:30", thu, "11:15", "1 hour before") + out
    r.act(click(r, None, res="event_start_time"), clock("10", "30", "h"))
    r.act(click(r, "11"), clock("11", "30", "m"))
    r.act(click(r, "00"), clock("11", "00", "m"))
    r.act(click(r, "OK"), sc_edit(*dent, thu, "11:00", thu, "11:45", "1 hour before"))
    ev3 = [(ev2[0][0], ev2[0][1], "11:00 – 11:45", ev2[0][3])] + ev2[1:]
    r.act(click(r, "Save"), sc_list(ev3))
    return row("h13-android-08", r)


# --------------------------------------------------------------------------------------------- Audio Recorder
AR = "com.dimowner.audiorecorder"
ar = A(AR)


def ar_main(name: str, info: str, prog: str, dur: str, state: str) -> list[El]:
    out = [ar("ImageButton", None, "Settings", "btn_settings", click=True),
           ar("ImageButton", None, "Records", "btn_records", click=True),
           ar("ImageButton", None, "Share", "btn_share", click=state != "recording"),
           ar("TextView", name, None, "txt_name", click=state != "recording"),
           ar("TextView", info, None, "txt_record_info")]
    if state == "recording":
        out.append(ar("TextView", "Recording…", None, "txt_status"))
    out += [ar("android.view.View", None, None, "wave_form_view"), ar("TextView", prog, None, "txt_progress"),
            ar("TextView", dur, None, "txt_duration"), ar("SeekBar", None, None, "play_progress", click=state != "recording"),
            ar("ImageButton", None, "Pause" if state == "playing" else "Play", "btn_play", click=state != "recording"),
            ar("ImageButton", None, "Pause recording" if state == "recording" else "Record", "btn_record", click=True)]
    if state == "recording":
        out.append(ar("ImageButton", None, "Stop", "btn_record_stop", click=True))
    out.append(ar("ImageButton", None, "Delete", "btn_record_delete", click=True))
    return out


def ar_records(recs: list[tuple[str, str, str]], extra: list[El] = ()) -> list[El]:  # type: ignore[assignment]
    out = [ar("ImageButton", None, "Navigate up", "btn_back", click=True), ar("TextView", "Records", None, "txt_title"),
           ar("ImageButton", None, "Bookmarks", "btn_bookmarks", click=True), ar("ImageButton", None, "Sort", "btn_sort", click=True),
           ar("androidx.recyclerview.widget.RecyclerView", None, None, "recycler_view", scroll=True)]
    for name, date, dur in recs:
        out += [ar("TextView", name, None, "list_item_name", click=True), ar("TextView", date, None, "list_item_date"),
                ar("TextView", dur, None, "list_item_duration"), ar("ImageButton", None, "More", "list_item_more", click=True),
                ar("ImageButton", None, "Bookmark", "list_item_bookmark", click=True)]
    return out + list(extra)


def t10() -> dict[str, Any]:
    # Audio Recorder: record 36 s (Record-17), rename it Interview_Ortega_part2, play it; timers advance with the clock. Clean.
    info1 = "M4a, 44.1kHz, 128kbps, 17.6 MB"
    info2 = "M4a, 44.1kHz, 128kbps, 0.6 MB"
    r = Run("10:47:30", 66, ar_main("Interview_Ortega_part1", info1, "00:00", "18:22", "idle"))
    r.act(click(r, "Record"), ar_main("Record-17", "M4a, 44.1kHz, 128kbps", "00:01", "", "recording"), secs=10)
    r.act(droid("wait"), ar_main("Record-17", "M4a, 44.1kHz, 128kbps", "00:34", "", "recording"), secs=33)
    r.act(click(r, "Stop"), ar_main("Record-17", info2, "00:00", "00:36", "idle"), secs=3)
    old = [("Interview_Ortega_part1", "Nov 15, 2023 10:21", "18:22"), ("Record-15", "Nov 13, 2023 16:05", "02:07"),
           ("Record-14", "Nov 9, 2023 08:58", "00:49")]
    recs = [("Record-17", "Nov 15, 2023 10:47", "00:36")] + old
    r.act(click(r, "Records"), ar_records(recs), secs=4)
    menu = [ar("TextView", t, None, "menu_item", click=True) for t in ("Share", "Information", "Rename", "Open with…", "Save As", "Delete")]
    r.act(droid("click", index=r.i("Record-17") + 3), ar_records(recs, menu), secs=10)

    def dlg(v: str) -> list[El]:
        return [ar("TextView", "Rename", None, "dialog_title"), ar("EditText", v, None, "input_name", click=True, edit=True, focus=True),
                ar("Button", "Cancel", None, "btn_negative", click=True), ar("Button", "OK", None, "btn_positive", click=True)]
    r.act(click(r, "Rename"), ar_records(recs, dlg("Record-17")), secs=4)
    r.act(typ(r, "Interview_Ortega_part2", res="input_name"), ar_records(recs, dlg("Interview_Ortega_part2")), secs=10)
    recs = [("Interview_Ortega_part2", "Nov 15, 2023 10:47", "00:36")] + old
    r.act(click(r, "OK"), ar_records(recs), secs=5)
    r.act(click(r, "Interview_Ortega_part2"), ar_main("Interview_Ortega_part2", info2, "00:01", "00:36", "playing"), secs=4)
    r.act(droid("wait"), ar_main("Interview_Ortega_part2", info2, "00:19", "00:36", "playing"), secs=18)
    r.act(click(r, "Pause"), ar_main("Interview_Ortega_part2", info2, "00:21", "00:36", "paused"), secs=2)
    return row("h13-android-10", r)


# --------------------------------------------------------------------------------------------- Tasks
TS = "org.tasks"
ts = A(TS)


def ts_list(open_: list[tuple[str, str]], done: list[tuple[str, str]], show_done: bool = True,
            menu: list[El] = ()) -> list[El]:  # type: ignore[assignment]
    out = [ts("ImageButton", None, "Open navigation drawer", click=True), ts("TextView", "My Tasks", None, "toolbar_title"),
           ts("TextView", None, "Search", "menu_search", click=True), ts("ImageButton", None, "More options", click=True),
           ts("androidx.recyclerview.widget.RecyclerView", None, None, "recycler_view", scroll=True)]
    for t, due in open_:
        out += [ts("CheckBox", None, None, "completeBox", click=True), ts("TextView", t, None, "title", click=True)]
        if due:
            out.append(ts("TextView", due, None, "due_date"))
    if show_done and done:
        out += [ts("TextView", "Completed", None, "header", click=True), ts("TextView", str(len(done)), None, "header_count")]
        for t, due in done:
            out += [ts("CheckBox", None, None, "completeBox", click=True, checked=True), ts("TextView", t, None, "title", click=True)]
            if due:
                out.append(ts("TextView", due, None, "due_date"))
    out.append(ts("ImageButton", None, "Create new task", "fab", click=True))
    return out + list(menu)


def ts_menu(show_done: bool) -> list[El]:
    return [ts("TextView", "Sort", None, "title", click=True),
            ts("CheckBox", "Show completed", None, "title", click=True, checked=show_done),
            ts("CheckBox", "Show unstarted", None, "title", click=True, checked=True),
            ts("TextView", "Clear completed", None, "title", click=True),
            ts("TextView", "Settings", None, "title", click=True), ts("TextView", "Help & feedback", None, "title", click=True)]


def ts_edit(title: str, due: str) -> list[El]:
    return [ts("ImageButton", None, "Discard", "discard", click=True), ts("TextView", None, "Save", "save", click=True),
            ts("EditText", title, None, "title", click=True, edit=True, focus=True),
            ts("TextView", due or "Due date", None, "due_date", click=True),
            ts("RadioButton", None, "High priority", "priority_high", click=True),
            ts("RadioButton", None, "Medium priority", "priority_medium", click=True),
            ts("RadioButton", None, "Low priority", "priority_low", click=True),
            ts("RadioButton", None, "No priority", "priority_none", click=True, checked=True),
            ts("TextView", "My Tasks", None, "chip_text", click=True),
            ts("TextView", "Add reminder", None, "alarms_add", click=True),
            ts("EditText", "", None, "notes", click=True, edit=True),
            ts("TextView", "Add subtask", None, "add_subtask", click=True)]


def t12() -> dict[str, Any]:
    # Tasks: complete two tasks, hide completed, add a task due tomorrow, show completed again. Clean.
    open_ = [("Return library books", "Nov 14"), ("Call plumber about radiator", "Today"), ("Renew passport photos", "Nov 17"),
             ("Book vet — Miso vaccination", "Nov 22"), ("Order printer toner", "")]
    r = Run("8:15:00", 93, ts_list(open_, []))
    done = [("Return library books", "Nov 14")]
    open_ = [x for x in open_ if x[0] != "Return library books"]
    r.act(droid("click", index=r.i("Return library books") - 1), ts_list(open_, done))
    done = [("Call plumber about radiator", "Today")] + done
    open_ = [x for x in open_ if x[0] != "Call plumber about radiator"]
    r.act(droid("click", index=r.i("Call plumber about radiator") - 1), ts_list(open_, done))
    r.act(click(r, "More options"), ts_list(open_, done, menu=ts_menu(True)))
    r.act(click(r, "Show completed"), ts_list(open_, done, show_done=False))
    r.act(click(r, "Create new task"), ts_edit("", ""))
    new = "Pick up dry cleaning — ticket 4471"
    r.act(typ(r, new, res="title"), ts_edit(new, ""))
    sheet = [ts("TextView", t, None, "shortcut", click=True) for t in ("Today", "Tomorrow", "Next week", "No date")]
    sheet += [ts("TextView", "November 2023", None, "month_label"), ts("Button", "Cancel", None, "cancel_button", click=True),
              ts("Button", "OK", None, "ok_button", click=True)]
    r.act(click(r, "Due date"), ts_edit(new, "") + sheet)
    r.act(click(r, "Tomorrow"), ts_edit(new, "Thu, Nov 16"))
    open_ = [(new, "Tomorrow")] + open_
    r.act(click(r, "Save"), ts_list(open_, done, show_done=False))
    r.act(click(r, "More options"), ts_list(open_, done, show_done=False, menu=ts_menu(False)))
    r.act(click(r, "Show completed"), ts_list(open_, done))
    return row("h13-android-12", r)


# --------------------------------------------------------------------------------------------- OsmAnd
OA = "net.osmand"
oa = A(OA)


def oa_map(extra: list[El] = ()) -> list[El]:  # type: ignore[assignment]
    return [oa("android.view.View", None, "Map", "MapView", click=True),
            oa("ImageButton", None, "Search", "map_search_button", click=True),
            oa("ImageButton", None, "Configure map", "map_layers_button", click=True),
            oa("ImageButton", None, "Compass", "map_compass_button", click=True),
            oa("TextView", "200 m", None, "map_ruler_text"),
            oa("ImageButton", None, "Zoom in", "map_zoom_in_button", click=True),
            oa("ImageButton", None, "Zoom out", "map_zoom_out_button", click=True),
            oa("ImageButton", None, "My position", "map_my_location_button", click=True),
            oa("ImageButton", None, "Back to menu", "map_menu_button", click=True),
            oa("ImageButton", None, "Directions", "map_route_info_button", click=True)] + list(extra)


def oa_search(q: str, rows: list[tuple[str, str, str, str]]) -> list[El]:
    out = [oa("ImageButton", None, "Back", "toolbar_back", click=True),
           oa("EditText", q, None, "searchEditText", click=True, edit=True, focus=True),
           oa("ImageButton", None, "Clear", "clearButton", click=True)]
    if not q:
        out += [oa("TextView", t, None, "tab_title", click=True, sel=t == "History") for t in ("History", "Categories", "Address")]
    for t, kind, dist, addr in rows:
        out += [oa("TextView", t, None, "title", click=True), oa("TextView", kind, None, "type_name"),
                oa("TextView", dist, None, "distance")]
        if addr:
            out.append(oa("TextView", addr, None, "subtitle"))
    if q:
        out.append(oa("Button", "Search more…", None, "search_more_button", click=True))
    return out


def oa_panel(t: str, kind: str, fav: bool) -> list[El]:
    return [oa("TextView", t, None, "context_menu_line1"), oa("TextView", kind, None, "context_menu_line2"),
            oa("TextView", "Kerkstraat 41, Haarlem", None, "context_menu_line3"),
            oa("TextView", "1.2 km", None, "distance"), oa("TextView", "Opening hours: 08:00–17:00", None, "opening_hours"),
            oa("Button", "Directions", None, "context_menu_route_button", click=True),
            oa("TextView", "Edit" if fav else "Add", None, "context_menu_fav_text_view", click=True),
            oa("TextView", "Marker", None, "context_menu_marker_text_view", click=True),
            oa("TextView", "Share", None, "context_menu_share_text_view", click=True),
            oa("TextView", "Actions", None, "context_menu_more_text_view", click=True)]


def t14() -> dict[str, Any]:
    # OsmAnd: search "Lumen", save Café Lumen as favorite "Sunday coffee", then check My places (Favorites 3 -> 4). Clean.
    r = Run("13:05:00", 48, oa_map(), h24=True)
    hist = [("Grote Markt", "Square", "0.4 km", "Haarlem"), ("Station Haarlem", "Railway station", "1.9 km", "Stationsplein 1"),
            ("Teylers Museum", "Museum", "0.7 km", "Spaarne 16")]
    r.act(click(r, "Search"), oa_search("", hist))
    res = [("Café Lumen", "Cafe", "1.2 km", "Kerkstraat 41, Haarlem"), ("Lumen Dental Studio", "Dentist", "3.4 km", "Rijksstraatweg 210, Haarlem"),
           ("Lumenstraat", "Street", "6.8 km", "Heemstede")]
    r.act(typ(r, "Lumen", res="searchEditText"), oa_search("Lumen", res))
    r.act(click(r, "Café Lumen"), oa_map(oa_panel("Café Lumen", "Cafe", False)))

    def fav(name: str) -> list[El]:
        return [oa("ImageButton", None, "Close", "toolbar_close", click=True), oa("TextView", "Add favorite", None, "toolbar_title"),
                oa("EditText", name, None, "name_edit", click=True, edit=True, focus=name != "Café Lumen"),
                oa("EditText", "", None, "description_edit", click=True, edit=True),
                oa("TextView", "Kerkstraat 41, Haarlem", None, "address_edit"),
                oa("TextView", "Group", None, "group_label"),
                oa("TextView", "Favorites", None, "group_name", click=True, sel=True), oa("TextView", "3", None, "group_count"),
                oa("TextView", "Trip Zandvoort", None, "group_name", click=True), oa("TextView", "6", None, "group_count"),
                oa("TextView", "Add group", None, "add_group", click=True),
                oa("Button", "Save", None, "right_bottom_button", click=True)]
    r.act(click(r, "Add"), fav("Café Lumen"))
    r.act(typ(r, "Sunday coffee", res="name_edit"), fav("Sunday coffee"))
    r.act(click(r, "Save"), oa_map(oa_panel("Sunday coffee", "Favorites", True)))
    r.act(BACK, oa_map())
    drawer = [oa("TextView", t, None, "title", click=True) for t in (
        "My places", "Search", "Directions", "Configure map", "Download maps", "Plan a route", "Trip recording", "Settings", "Help")]
    r.act(click(r, "Back to menu"), oa_map(drawer))

    def places(expanded: bool) -> list[El]:
        out = [oa("ImageButton", None, "Navigate up", click=True), oa("TextView", "My places", None, "toolbar_title")]
        out += [oa("TextView", t, None, "tab_title", click=True, sel=t == "Favorites") for t in ("Favorites", "Tracks", "Markers", "OSM edits")]
        out += [oa("TextView", "Favorites", None, "group_title", click=True), oa("TextView", "4", None, "group_count")]
        if expanded:
            for n, d, a in (("Grote Markt parking", "0.4 km", "Smedestraat 2"), ("Home", "2.9 km", "Houtplein 12"),
                            ("Ruurd's flat", "5.1 km", "Zijlweg 288"), ("Sunday coffee", "1.2 km", "Kerkstraat 41, Haarlem")):
                out += [oa("TextView", n, None, "favourite_label", click=True), oa("TextView", d, None, "distance"),
                        oa("TextView", a, None, "group_name")]
        out += [oa("TextView", "Trip Zandvoort", None, "group_title", click=True), oa("TextView", "6", None, "group_count")]
        return out
    r.act(click(r, "My places"), places(False))
    r.act(click(r, "Favorites", nth=1), places(True))
    return row("h13-android-14", r)


# --------------------------------------------------------------------------------------------- VLC
VL = "org.videolan.vlc"
vl = A(VL)


def vl_nav(sel: str) -> list[El]:
    return [vl("FrameLayout", t, t, "navigation_bar_item", click=True, sel=t == sel) for t in ("Video", "Audio", "Browse", "Playlists", "More")]


def vl_tracks(tracks: list[tuple[str, str, str]], picked: tuple[str, ...] = (), extra: list[El] = ()) -> list[El]:  # type: ignore[assignment]
    if picked:
        out = [vl("ImageButton", None, "Done", "action_mode_close_button", click=True),
               vl("TextView", str(len(picked)), None, "action_bar_title"),
               vl("TextView", None, "Play", "action_mode_audio_play", click=True),
               vl("TextView", None, "Add to playlist", "action_mode_audio_add_playlist", click=True),
               vl("TextView", None, "Append", "action_mode_audio_append", click=True),
               vl("ImageButton", None, "More options", click=True)]
    else:
        out = [vl("TextView", "Audio", None, "toolbar_title"), vl("TextView", None, "Search", "ml_menu_filter", click=True),
               vl("TextView", None, "Sort by", "ml_menu_sortby", click=True), vl("ImageButton", None, "More options", click=True)]
    out += [vl("TextView", t, None, "tab_title", click=True, sel=t == "Tracks") for t in ("Artists", "Albums", "Tracks", "Genres")]
    out.append(vl("androidx.recyclerview.widget.RecyclerView", None, None, "audio_list", scroll=True))
    for t, a, d in tracks:
        out += [vl("TextView", t, None, "ml_item_title", click=True, sel=t in picked), vl("TextView", f"{a} · {d}", None, "ml_item_subtitle"),
                vl("ImageView", None, "More actions", "item_more", click=True)]
    return out + vl_nav("Audio") + list(extra)


def t18() -> dict[str, Any]:
    # VLC: sort tracks by duration, put two tracks into a new playlist "Drive to Ghent", open it and play. Clean.
    vids = [("GOPR0412", "3:47 · 1920x1080"), ("kid_recital_2023", "12:09 · 1280x720"), ("Screen_Recording_20231101", "0:58 · 1080x2400")]
    start = [vl("TextView", "Video", None, "toolbar_title"), vl("TextView", None, "Search", "ml_menu_filter", click=True),
             vl("TextView", None, "Sort by", "ml_menu_sortby", click=True), vl("ImageButton", None, "More options", click=True),
             vl("androidx.recyclerview.widget.RecyclerView", None, None, "video_grid", scroll=True)]
    for t, s in vids:
        start += [vl("TextView", t, None, "ml_item_title", click=True), vl("TextView", s, None, "ml_item_resolution")]
    r = Run("21:48:00", 39, start + vl_nav("Video"))
    artists = [vl("TextView", "Audio", None, "toolbar_title"), vl("TextView", None, "Search", "ml_menu_filter", click=True),
               vl("TextView", None, "Sort by", "ml_menu_sortby", click=True), vl("ImageButton", None, "More options", click=True)]
    artists += [vl("TextView", t, None, "tab_title", click=True, sel=t == "Artists") for t in ("Artists", "Albums", "Tracks", "Genres")]
    artists.append(vl("androidx.recyclerview.widget.RecyclerView", None, None, "audio_list", scroll=True))
    for a, s in (("Mavis Reyes", "1 album · 9 tracks"), ("Nilufar Sato", "2 albums · 17 tracks"), ("Okon Ade", "1 album · 11 tracks"),
                 ("The Pinewood Set", "1 album · 8 tracks")):
        artists += [vl("TextView", a, None, "ml_item_title", click=True), vl("TextView", s, None, "ml_item_subtitle")]
    r.act(click(r, "Audio"), artists + vl_nav("Audio"))
    by_name = [("Alder Road", "The Pinewood Set", "4:12"), ("Boats at Dusk", "Nilufar Sato", "3:05"), ("Copper Sky", "Mavis Reyes", "5:31"),
               ("Dry Season", "Okon Ade", "3:48"), ("Ember", "The Pinewood Set", "6:02"), ("Fieldnotes", "Nilufar Sato", "2:57"),
               ("Glass Harbour", "Nilufar Sato", "4:40")]
    r.act(click(r, "Tracks"), vl_tracks(by_name))
    sort = [vl("TextView", "Sort by", None, "sort_title")] + [vl("CheckedTextView", t, None, "sort_option", click=True, checked=t == "Name")
                                                           for t in ("Name", "Artist", "Album", "Duration", "Release date", "Last modified", "Filename")]
    r.act(click(r, "Sort by"), vl_tracks(by_name, extra=sort))
    by_len = sorted(by_name, key=lambda x: int(x[2].split(":")[0]) * 60 + int(x[2].split(":")[1]))
    r.act(click(r, "Duration"), vl_tracks(by_len))
    r.act(lp(r, "Copper Sky"), vl_tracks(by_len, ("Copper Sky",)))
    r.act(click(r, "Ember"), vl_tracks(by_len, ("Copper Sky", "Ember")))

    def dlg(name: str) -> list[El]:
        return [vl("TextView", "Add to playlist", None, "dialog_title"), vl("TextView", "Late night", None, "playlist_title", click=True),
                vl("TextView", "7 tracks", None, "playlist_subtitle"),
                vl("EditText", name, None, "dialog_playlist_name", click=True, edit=True, focus=bool(name)),
                vl("Button", "Save", None, "dialog_playlist_save", click=True)]
    r.act(click(r, "Add to playlist"), vl_tracks(by_len, ("Copper Sky", "Ember"), dlg("")))
    r.act(typ(r, "Drive to Ghent", res="dialog_playlist_name"), vl_tracks(by_len, ("Copper Sky", "Ember"), dlg("Drive to Ghent")))
    r.act(click(r, "Save"), vl_tracks(by_len))
    pl = [vl("TextView", "Playlists", None, "toolbar_title"), vl("TextView", None, "Search", "ml_menu_filter", click=True),
          vl("TextView", None, "Sort by", "ml_menu_sortby", click=True), vl("ImageButton", None, "More options", click=True),
          vl("androidx.recyclerview.widget.RecyclerView", None, None, "playlist_list", scroll=True)]
    for t, s in (("Drive to Ghent", "2 tracks"), ("Late night", "7 tracks")):
        pl += [vl("TextView", t, None, "ml_item_title", click=True), vl("TextView", s, None, "ml_item_subtitle")]
    r.act(click(r, "Playlists"), pl + vl_nav("Playlists"))

    def detail(mini: list[El]) -> list[El]:
        out = [vl("ImageButton", None, "Navigate up", click=True), vl("TextView", "Drive to Ghent", None, "toolbar_title"),
               vl("TextView", "2 tracks · 11:33", None, "playlist_info"), vl("ImageButton", None, "Play", "fab_play", click=True),
               vl("TextView", None, "Shuffle", "shuffle", click=True),
               vl("androidx.recyclerview.widget.RecyclerView", None, None, "songs", scroll=True)]
        for t, a, d in (("Copper Sky", "Mavis Reyes", "5:31"), ("Ember", "The Pinewood Set", "6:02")):
            out += [vl("TextView", t, None, "ml_item_title", click=True), vl("TextView", f"{a} · {d}", None, "ml_item_subtitle")]
        return out + mini
    r.act(click(r, "Drive to Ghent"), detail([]))
    mini = [vl("TextView", "Copper Sky", None, "header_title"), vl("TextView", "Mavis Reyes", None, "header_artist"),
            vl("TextView", "0:01", None, "header_time"), vl("ProgressBar", None, None, "progressBar"),
            vl("ImageView", None, "Pause", "header_play_pause", click=True)]
    r.act(click(r, "Play"), detail(mini))
    return row("h13-android-18", r)


# --------------------------------------------------------------------------------------------- main
ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in ALL:
        d = f()
        rs.add(task="android", tid=d["tid"], system=DROID_SYSTEM, turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
