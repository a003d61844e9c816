# ruff: noqa: E501
"""Held-out set 11, android part: 22 AndroidWorld trajectories (11 with exactly one contradiction).

Every screen is the AndroidWorld element list (``UI element N: UIElement(...)``), status bar first.
Screens are built from small per-app state so untouched details stay identical from turn to turn;
actions reference element indexes of the screen they were taken on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYSUI = "com.android.systemui"
El = dict[str, Any]


# ----------------------------------------------------------------------------- element helpers

def E(text: str | None = None, desc: str | None = None, cls: str = "TextView", *, click: bool = False,
      checked: bool = False, edit: bool = False, focus: bool = False, scroll: bool = False, sel: bool = False,
      rid: str | None = None, hint: str | None = None, pkg: str | None = None) -> El:
    d: El = {"text": text, "content_description": desc, "class_name": cls if "." in cls else "android.widget." + cls}
    if edit:
        d["hint_text"] = hint
    d.update(is_checked=checked, is_clickable=click, is_editable=edit, is_focused=focus, is_scrollable=scroll,
             is_selected=sel, package_name=pkg, resource_name=rid)
    return d


def T(text: str, **kw: Any) -> El:
    return E(text, None, "TextView", **kw)


def TC(text: str, **kw: Any) -> El:
    return E(text, None, "TextView", click=True, **kw)


def BT(text: str | None, desc: str | None = None, **kw: Any) -> El:
    return E(text, desc, "Button", click=True, **kw)


def IB(desc: str, **kw: Any) -> El:
    return E(None, desc, "ImageButton", click=True, **kw)


def IV(desc: str | None = None, **kw: Any) -> El:
    return E(None, desc, "ImageView", **kw)


def SW(text: str | None, on: bool, desc: str | None = None, **kw: Any) -> El:
    return E(text, desc, "Switch", click=True, checked=on, **kw)


def CB(on: bool, desc: str | None = None, text: str | None = None, **kw: Any) -> El:
    return E(text, desc, "CheckBox", click=True, checked=on, **kw)


def RB(text: str, on: bool, **kw: Any) -> El:
    return E(text, None, "RadioButton", click=True, checked=on, **kw)


def ET(text: str | None, hint: str, focus: bool = False, **kw: Any) -> El:
    return E(text, None, "EditText", click=True, edit=True, focus=focus, hint=hint, **kw)


def RV(rid: str | None = None) -> El:
    return E(None, None, "androidx.recyclerview.widget.RecyclerView", scroll=True, rid=rid)


def TOAST(text: str) -> El:
    return E(text, None, "Toast")


def screen(pkg: str, clock: str, batt: int, elems: list[El], *, wifi: bool = True,
           icons: tuple[str, ...] = ()) -> list[El]:
    """Status bar (clock, notification icons, signal, battery) followed by the app's window."""
    bar = [E(clock, None, rid="clock", pkg=SYSUI)]
    bar += [E(None, d, "ImageView", pkg=SYSUI) for d in icons]
    if wifi:
        bar.append(E(None, "Wifi signal full.", "ImageView", pkg=SYSUI, rid="wifi_signal"))
    bar.append(E(None, "Phone signal full.", "ImageView", pkg=SYSUI, rid="mobile_signal"))
    bar.append(E(None, f"Battery {batt} percent.", "ImageView", pkg=SYSUI, rid="battery"))
    out = []
    for e in bar + elems:
        e = dict(e)
        p = e["package_name"] or pkg
        e["package_name"] = p
        r = e["resource_name"]
        if r and ":" not in r:
            e["resource_name"] = f"{p}:id/{r}"
        out.append(e)
    return out


def idx(s: list[El], label: str, n: int = 0, after: str | None = None) -> int:
    start = 0
    if after is not None:
        start = idx(s, after) + 1
    hits = [i for i, e in enumerate(s) if i >= start and (
        label in (e["text"], e["content_description"], e.get("hint_text"))
        or (e["resource_name"] or "").endswith("/" + label))]
    assert hits, (label, after)
    return hits[n]


class Traj:
    """One trajectory: the starting screen and (action, next screen) turns; actions index the current screen."""

    def __init__(self, start: list[El]) -> None:
        self.start, self.cur = start, start
        self.turns: list[tuple[str, str]] = []

    def go(self, action: str, scr: list[El]) -> None:
        self.turns.append((action, ui_elements(scr)))
        self.cur = scr

    def tap(self, label: str, scr: list[El], n: int = 0, after: str | None = None) -> None:
        self.go(droid("click", index=idx(self.cur, label, n, after)), scr)

    def hold(self, label: str, scr: list[El], n: int = 0) -> None:
        self.go(droid("long_press", index=idx(self.cur, label, n)), scr)

    def type(self, label: str, text: str, scr: list[El], n: int = 0) -> None:
        i = idx(self.cur, label, n)
        assert self.cur[i]["is_editable"], (label, self.cur[i])
        self.go(droid("input_text", text=text, index=i), scr)

    def back(self, scr: list[El]) -> None:
        self.go(droid("navigate_back"), scr)

    def scroll(self, direction: str, scr: list[El]) -> None:
        self.go(droid("scroll", direction=direction), scr)

    def swipe(self, direction: str, scr: list[El]) -> None:
        self.go(droid("swipe", direction=direction), scr)

    def wait(self, scr: list[El]) -> None:
        self.go(droid("wait"), scr)

    def open(self, app: str, scr: list[El]) -> None:
        self.go(droid("open_app", app_name=app), scr)

    def add(self, rs: RowSet, n: int, *, bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
        rs.add(task="android", tid=f"h11-android-{n:02d}", system=DROID_SYSTEM, turns=self.turns,
               state=ui_elements(self.start), bad=bad, turn=turn, kind=kind)


# ----------------------------------------------------------------------------- 01 Retro Music

def t01_retro_playlist(rs: RowSet) -> None:
    # clean: Retro Music, create a playlist and add two songs through the song menus; playlist count goes 0 -> 2, list re-sorted with the new name.
    pkg = "code.name.monkey.retromusic"
    songs = sorted([("Aguas de Março", "Elis Regina & Tom Jobim", "3:32"), ("Avril 14th", "Aphex Twin", "2:05"),
                    ("Blue in Green", "Miles Davis", "5:37"), ("Bloom", "The Paper Kites", "3:29"),
                    ("Cherry Wine", "Hozier", "4:00"), ("Dreams Tonite", "Alvvays", "3:48"),
                    ("Holocene", "Bon Iver", "5:36"), ("Re: Stacks", "Bon Iver", "6:41")], key=lambda x: x[0].lower())

    def top(tab: str) -> list[El]:
        return [IB("Search", rid="action_search"), T("Retro Music", rid="appTitle"), IB("More options")]

    def bottom(tab: str) -> list[El]:
        mini = [T("Bloom", rid="mini_player_title"), T("The Paper Kites", rid="mini_player_text"),
                IB("Play", rid="miniPlayerPlayPauseButton"), E(None, None, "ProgressBar", rid="progressBar")]
        nav = [E(t, t, "FrameLayout", click=True, sel=(t == tab), rid="navigation_bar_item_icon_container")
               for t in ("For you", "Songs", "Albums", "Artists", "Playlists")]
        return mini + nav

    def playlists(pl: list[tuple[str, int]], clock: str, batt: int, toast: str | None = None) -> list[El]:
        rows: list[El] = [RV("recycler_view")]
        for name, n in sorted(pl, key=lambda x: x[0].lower()):
            rows += [TC(name, rid="title"), T(f"{n} Songs", rid="text"), IB("More options", rid="menu")]
        extra = [TOAST(toast)] if toast else []
        return screen(pkg, clock, batt, top("Playlists") + rows + bottom("Playlists") + extra)

    def songlist(clock: str, batt: int, toast: str | None = None) -> list[El]:
        rows: list[El] = [BT("Shuffle", rid="shuffleButton"), T("8 songs", rid="songCount"), RV("recycler_view")]
        for title, artist, dur in songs:
            rows += [TC(title, rid="title"), T(f"{artist} • {dur}", rid="text"), IB("More options", rid="menu")]
        extra = [TOAST(toast)] if toast else []
        return screen(pkg, clock, batt, top("Songs") + rows + bottom("Songs") + extra)

    def songmenu(clock: str, batt: int) -> list[El]:
        items = ["Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist", "Share",
                 "Tag editor", "Details", "Set as ringtone", "Delete from device"]
        return screen(pkg, clock, batt, [TC(i, rid="title") for i in items])

    def pickpl(clock: str, batt: int) -> list[El]:
        rows = [T("Add to playlist", rid="alertTitle"), RV("recycler_view"), TC("New playlist…", rid="title")]
        rows += [TC(n, rid="title") for n in ("Favorites", "Kiln night", "Road trip", "Sunday slow")]
        return screen(pkg, clock, batt, rows + [BT("Cancel", rid="button2")])

    base = [("Favorites", 5), ("Road trip", 12), ("Sunday slow", 8)]
    t = Traj(playlists(base, "9:03", 54))
    t.tap("More options", screen(pkg, "9:03", 54, [TC(i, rid="title") for i in ("New playlist", "Grid size", "Sort order", "Layout", "Settings")]))
    t.tap("New playlist", screen(pkg, "9:03", 54, [T("New playlist", rid="alertTitle"), ET(None, "Playlist name", True, rid="actionNewPlaylist"), BT("Cancel", rid="button2"), BT("Create", rid="button1")]))
    t.type("Playlist name", "Kiln night", screen(pkg, "9:03", 54, [T("New playlist", rid="alertTitle"), ET("Kiln night", "Playlist name", True, rid="actionNewPlaylist"), BT("Cancel", rid="button2"), BT("Create", rid="button1")]))
    t.tap("Create", playlists(base + [("Kiln night", 0)], "9:04", 54, "Created playlist Kiln night."))
    t.tap("Songs", songlist("9:04", 54))
    t.tap("More options", songmenu("9:04", 54), after="Blue in Green")
    t.tap("Add to playlist…", pickpl("9:04", 54))
    t.tap("Kiln night", songlist("9:05", 54, "Inserted 1 songs into playlist Kiln night."))
    t.tap("More options", songmenu("9:05", 53), after="Avril 14th")
    t.tap("Add to playlist…", pickpl("9:05", 53))
    t.tap("Kiln night", songlist("9:05", 53, "Inserted 1 songs into playlist Kiln night."))
    t.tap("Playlists", playlists(base + [("Kiln night", 2)], "9:06", 53))
    t.add(rs, 1)


# ----------------------------------------------------------------------------- 02 Clock alarm

DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
DC = "com.google.android.deskclock"


def clock_tabs(sel: str) -> list[El]:
    return [E(t, t, "TextView", click=True, sel=(t == sel), rid="navigation_bar_item_large_label_view")
            for t in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")]


def t02_clock_alarm(rs: RowSet) -> None:
    # bad: Clock, new alarm entered as 6:45 AM (turns 4-10 show 6:45 AM); turn 11, after only the label dialog's OK, the same alarm card reads 6:54 AM.
    def summary(days: set[int]) -> str:
        return ", ".join(DAYS[d][:3] for d in sorted(days, key=lambda d: (d + 6) % 7)) if days else "Tomorrow"

    def alarm_list(alarms: list[dict[str, Any]], clock: str, batt: int, toast: str | None = None) -> list[El]:
        rows: list[El] = [IB("More options"), RV("alarm_recycler_view")]
        for a in alarms:
            rows.append(T(a["time"], rid="digital_clock", click=True))
            if a.get("expanded"):
                rows.append(SW(None, a["on"], desc=a["time"], rid="onoff"))
                rows.append(IB("Collapse alarm", rid="arrow"))
                rows.append(TC(a["label"] or "Add label", rid="edit_label"))
                for d in range(7):
                    rows.append(E(DAYS[d][0], DAYS[d], "ToggleButton", click=True, checked=d in a["days"], rid=f"day_button_{d}"))
                rows.append(T(summary(a["days"]), rid="upcoming_instance_label"))
                rows.append(TC("Default (Cesium)", rid="choose_ringtone"))
                rows.append(CB(True, text="Vibrate", rid="vibrate_onoff"))
                rows.append(BT("Delete", rid="delete"))
            else:
                if a["label"]:
                    rows.append(T(a["label"], rid="label"))
                rows.append(T(summary(a["days"]), rid="days_of_week"))
                rows.append(SW(None, a["on"], desc=a["time"], rid="onoff"))
                rows.append(IB("Expand alarm", rid="arrow"))
        rows.append(IB("Add alarm", rid="fab"))
        rows += clock_tabs("Alarm")
        if toast:
            rows.append(TOAST(toast))
        return screen(DC, clock, batt, rows, icons=("Alarm set for Tue 9:00 PM.",))

    def picker(mode: str, hour: str, minute: str, focus: str | None, clock: str) -> list[El]:
        if mode == "clock":
            body = [T("Select time", rid="header_title"),
                    E(hour, f"{hour} o'clock", "com.google.android.material.chip.Chip", click=True, checked=True, rid="material_hour_tv"),
                    T(":", rid="material_clock_separator"),
                    E(minute, f"{minute} minutes", "com.google.android.material.chip.Chip", click=True, rid="material_minute_tv"),
                    BT("AM", checked=True, rid="material_clock_period_am_button"), BT("PM", rid="material_clock_period_pm_button")]
            body += [E(str(n), f"{n} o'clock", "TextView", rid="material_clock_face") for n in (12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)]
            body.append(IB("Switch to text input mode for the time input.", rid="material_timepicker_mode_button"))
        else:
            body = [T("Enter time", rid="header_title"),
                    ET(hour, "Hour", focus == "h", rid="material_hour_text_input"), T(":", rid="material_clock_separator"),
                    ET(minute, "Minute", focus == "m", rid="material_minute_text_input"),
                    T("Hour", rid="material_hour_text_input_label"), T("Minute", rid="material_minute_text_input_label"),
                    BT("AM", checked=True, rid="material_clock_period_am_button"), BT("PM", rid="material_clock_period_pm_button"),
                    IB("Switch to clock mode for the time input.", rid="material_timepicker_mode_button")]
        body += [BT("Cancel", rid="material_timepicker_cancel_button"), BT("OK", rid="material_timepicker_ok_button")]
        return screen(DC, clock, 76, body, icons=("Alarm set for Tue 9:00 PM.",))

    def label_dialog(text: str | None, clock: str) -> list[El]:
        return screen(DC, clock, 75, [T("Label", rid="alertTitle"), ET(text, "Label", True, rid="label_input_field"),
                                      BT("Cancel", rid="button2"), BT("OK", rid="button1")], icons=("Alarm set for Tue 9:00 PM.",))

    meds = {"time": "6:10 AM", "label": "Meds", "days": {1, 2, 3, 4, 5}, "on": True}
    run = {"time": "7:30 AM", "label": "Weekend run", "days": {0, 6}, "on": False}
    trash = {"time": "9:00 PM", "label": "Trash out", "days": {2}, "on": True}
    new = {"time": "6:45 AM", "label": "", "days": set(), "on": True, "expanded": True}

    def lst(clock: str, batt: int, toast: str | None = None, **over: Any) -> list[El]:
        return alarm_list([meds, {**new, **over}, run, trash], clock, batt, toast)

    t = Traj(alarm_list([meds, run, trash], "8:12", 76))
    t.tap("Add alarm", picker("clock", "8", "12", None, "8:12"))
    t.tap("Switch to text input mode for the time input.", picker("text", "8", "12", "h", "8:12"))
    t.type("Hour", "6", picker("text", "6", "12", "h", "8:12"))
    t.type("Minute", "45", picker("text", "6", "45", "m", "8:13"))
    t.tap("OK", lst("8:13", 76, "Alarm set for 22 hours and 32 minutes from now."))
    t.tap("Monday", lst("8:13", 76, days={1}))
    t.tap("Wednesday", lst("8:13", 76, days={1, 3}))
    t.tap("Friday", lst("8:13", 76, days={1, 3, 5}))
    t.tap("Add label", label_dialog(None, "8:13"))
    t.type("label_input_field", "Ferry to Bainbridge", label_dialog("Ferry to Bainbridge", "8:14"))
    t.tap("OK", lst("8:14", 75, days={1, 3, 5}, label="Ferry to Bainbridge", time="6:54 AM"))
    t.tap("Collapse alarm", lst("8:14", 75, days={1, 3, 5}, label="Ferry to Bainbridge", time="6:54 AM", expanded=False))
    t.add(rs, 2, bad=True, turn=11, kind="alarm time set to 6:45 AM reads back as 6:54 AM after only adding a label")


# ----------------------------------------------------------------------------- 03 Files

def t03_files_rename_move(rs: RowSet) -> None:
    # clean: Files (DocumentsUI), rename a PDF in Downloads, then move it into the Receipts subfolder; it leaves Downloads, Receipts' date becomes today.
    pkg = "com.google.android.documentsui"
    folder_date = ["Feb 14"]
    files = [("boarding_pass_AS1187.pdf", "212 kB", "Mar 5"), ("kayak_waiver_signed.pdf", "96 kB", "Mar 3"),
             ("IMG_20240302_114406.jpg", "3.2 MB", "Mar 2"), ("invoice_2024-02_greenline.pdf", "184 kB", "Feb 29"),
             ("sourdough_guide.epub", "1.4 MB", "Feb 21"), ("ferry_schedule_spring.pdf", "740 kB", "Feb 18")]

    def listing(clock: str, batt: int, selected: str | None = None) -> list[El]:
        if selected:
            head = [IB("Done", rid="action_mode_close_button"), T("1 selected", rid="action_bar_title"),
                    IB("Share", rid="action_menu_share"), IB("Delete", rid="action_menu_delete"),
                    IB("Select all", rid="action_menu_select_all"), IB("More options")]
        else:
            head = [IB("Show roots"), T("Downloads", rid="toolbar_title"), IB("Search", rid="option_menu_search"), IB("More options")]
        rows: list[El] = [RV("dir_list"), IV("Folder", rid="icon_mime"), TC("Receipts", rid="item_title"), T(folder_date[0], rid="date")]
        for name, size, date in files:
            rows += [IV("PDF document" if name.endswith(".pdf") else "Image" if name.endswith(".jpg") else "EPUB document", rid="icon_mime"),
                     E(name, None, "TextView", click=True, sel=(name == selected), rid="item_title"), T(date, rid="date"), T(size, rid="size")]
        return screen(pkg, clock, batt, head + rows)

    def menu(clock: str, batt: int) -> list[El]:
        return screen(pkg, clock, batt, [TC(i, rid="title") for i in ("Open with", "Copy to…", "Move to…", "Compress", "Rename")])

    def rename(text: str, clock: str) -> list[El]:
        return screen(pkg, clock, 88, [T("Rename", rid="alertTitle"), ET(text, "Name", True, rid="input_name"),
                                       BT("Cancel", rid="button2"), BT("OK", rid="button1")])

    def picker(where: str, clock: str, batt: int) -> list[El]:
        head = [IB("Show roots"), T("Move to", rid="toolbar_title"), T("Downloads", rid="breadcrumb")]
        if where == "Downloads":
            rows: list[El] = [RV("dir_list"), IV("Folder", rid="icon_mime"), TC("Receipts", rid="item_title"), T(folder_date[0], rid="date")]
            for name, size, date in files:
                rows += [T(name, rid="item_title"), T(date, rid="date"), T(size, rid="size")]
        else:
            head.append(T("Receipts", rid="breadcrumb"))
            rows = [RV("dir_list"), T("hardware_store_0212.pdf", rid="item_title"), T("Feb 12", rid="date"), T("77 kB", rid="size"),
                    T("vet_visit_jan.pdf", rid="item_title"), T("Jan 24", rid="date"), T("131 kB", rid="size")]
        return screen(pkg, clock, batt, head + rows + [BT("Cancel", rid="button2"), BT("Move", rid="button1")])

    t = Traj(listing("10:31", 88))
    t.hold("invoice_2024-02_greenline.pdf", listing("10:31", 88, "invoice_2024-02_greenline.pdf"))
    t.tap("More options", menu("10:31", 88))
    t.tap("Rename", rename("invoice_2024-02_greenline.pdf", "10:31"))
    t.type("Name", "greenline_invoice_feb2024", rename("greenline_invoice_feb2024.pdf", "10:32"))
    files[3] = ("greenline_invoice_feb2024.pdf", "184 kB", "Feb 29")
    t.tap("OK", listing("10:32", 88))
    t.hold("greenline_invoice_feb2024.pdf", listing("10:32", 88, "greenline_invoice_feb2024.pdf"))
    t.tap("More options", menu("10:32", 88))
    t.tap("Move to…", picker("Downloads", "10:32", 87))
    t.tap("Receipts", picker("Receipts", "10:33", 87))
    moved = files.pop(3)
    folder_date[0] = "10:33 AM"
    t.tap("Move", listing("10:33", 87))
    files[:] = [moved, ("hardware_store_0212.pdf", "77 kB", "Feb 12"), ("vet_visit_jan.pdf", "131 kB", "Jan 24")]
    # inside Receipts: its own title, breadcrumbs, no subfolder
    head_i = [IB("Show roots"), T("Receipts", rid="toolbar_title"), IB("Search", rid="option_menu_search"), IB("More options"),
              T("Downloads", rid="breadcrumb"), T("Receipts", rid="breadcrumb"), RV("dir_list")]
    rows_i: list[El] = []
    for name, size, date in files:
        rows_i += [IV("PDF document", rid="icon_mime"), TC(name, rid="item_title"), T(date, rid="date"), T(size, rid="size")]
    inside = screen(pkg, "10:33", 87, head_i + rows_i)
    t.tap("Receipts", inside)
    t.add(rs, 3)


# ----------------------------------------------------------------------------- 04 Joplin

def t04_joplin_reread(rs: RowSet) -> None:
    # bad: Joplin, "Boiler service log" is read at turn 1 (2023-10-12 entry: "Replaced condensate trap seal"); after only creating another note, turn 8 re-opens it and that line reads "Replaced ignition electrode".
    pkg = "net.cozic.joplin"
    notes = ["Water softener salt", "Boiler service log", "Gutter cleaning dates", "Paint colours – hallway", "Smoke alarm batteries"]
    body = ["Vaillant ecoTEC plus 832 – installed Nov 2019", "Serial: 21163500100248790", "2023-10-12",
            "Technician: R. Mbeki (Kessler Heating)", "System pressure: 1.4 bar (topped up from 0.9)", "Flue gas CO2: 9.1%",
            "Replaced condensate trap seal", "Next service due: Oct 2024", "2022-10-04", "Annual service, no faults found",
            "Pressure: 1.3 bar"]

    def list_rows(ns: list[str]) -> list[El]:
        rows: list[El] = [IB("Open side menu"), T("Home maintenance"), IB("Search"), IB("More options"), E(None, None, "android.widget.ScrollView", scroll=True)]
        return rows + [TC(n) for n in ns]

    def note_list(ns: list[str], clock: str, batt: int) -> list[El]:
        return screen(pkg, clock, batt, list_rows(ns) + [IB("Add")])

    def viewer(lines: list[str], clock: str, batt: int) -> list[El]:
        rows: list[El] = [IB("Back"), T("Home maintenance"), IB("Attach"), IB("Edit"), IB("More options"),
                          ET("Boiler service log", "Title"), E(None, None, "android.webkit.WebView", scroll=True)]
        rows += [T(ln) for ln in lines]
        return screen(pkg, clock, batt, rows)

    def editor(title: str | None, text: str | None, focus: str, clock: str, batt: int) -> list[El]:
        return screen(pkg, clock, batt, [IB("Back"), T("Home maintenance"), IB("Attach"), IB("Done"), IB("More options"),
                                         ET(title, "Title", focus == "title"), ET(text, "Type your note here…", focus == "body")])

    t = Traj(note_list(notes, "19:42", 61))
    t.tap("Boiler service log", viewer(body, "19:42", 61))
    t.back(note_list(notes, "19:42", 61))
    t.tap("Add", screen(pkg, "19:43", 61, list_rows(notes) + [TC("New to-do"), IB("New to-do"), TC("New note"), IB("New note"), IB("Close")]))
    t.tap("New note", editor(None, None, "title", "19:43", 61))
    t.type("Title", "Book 2024 boiler service", editor("Book 2024 boiler service", None, "title", "19:43", 61))
    msg = "Call Kessler Heating (ask for R. Mbeki). Serial 21163500100248790. Last pressure 1.4 bar, next due Oct 2024."
    t.type("Type your note here…", msg, editor("Book 2024 boiler service", msg, "body", "19:44", 60))
    notes2 = ["Book 2024 boiler service"] + notes
    t.back(note_list(notes2, "19:44", 60))
    drifted = list(body)
    drifted[6] = "Replaced ignition electrode"
    t.tap("Boiler service log", viewer(drifted, "19:45", 60))
    t.back(note_list(notes2, "19:45", 60))
    t.add(rs, 4, bad=True, turn=8, kind="note body line differs between two reads with no edit to that note")


# ----------------------------------------------------------------------------- 05 Settings battery saver

ST = "com.android.settings"


def settings_home(battery_summary: str, connected: str = "Bluetooth, pairing") -> list[El]:
    items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", connected),
             ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
             ("Battery", battery_summary), ("Storage", "61% used - 49.9 GB free"),
             ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
             ("Wallpaper & style", "Colors, themed icons, app grid")]
    rows: list[El] = [TC("Search settings", rid="search_action_bar_title"), IV("Profile picture, double tap to open Google Account", rid="account_avatar"),
                      RV("recycler_view")]
    for title, summ in items:
        rows += [TC(title, rid="title"), T(summ, rid="summary")]
    return rows


def t05_settings_battery(rs: RowSet) -> None:
    # bad: Settings, battery reads 38% (turns 1-6) then 37% (turns 7-8) on battery with no charger; turn 9 shows 39% in the status bar and the Battery page.
    saver_icon = ("Battery Saver on.",)

    def battery(pct: int, until: str, saver: bool, clock: str) -> list[El]:
        rows = [IB("Navigate up"), T("Battery", rid="collapsing_toolbar"), T(f"{pct}%", rid="usage_summary"),
                T(f"Should last until about {until}", rid="summary1"), RV("recycler_view"),
                TC("Battery usage", rid="title"), T("View usage for past 24 hours", rid="summary"),
                TC("Battery Saver", rid="title"), T("On" if saver else "Off", rid="summary"),
                TC("Adaptive preferences", rid="title"), T("On / Adaptive Battery", rid="summary"),
                T("Battery percentage", rid="title"), T("Show battery percentage in status bar", rid="summary"),
                SW(None, True, rid="switchWidget")]
        return screen(ST, clock, pct, rows, icons=saver_icon if saver else ())

    def saver(on: bool, sched: str, clock: str, pct: int) -> list[El]:
        rows = [IB("Navigate up"), T("Battery Saver", rid="collapsing_toolbar"), RV("recycler_view"),
                T("Use Battery Saver", rid="switch_text"), SW(None, on, rid="switch_widget"),
                TC("Set a schedule", rid="title"), T(sched, rid="summary"),
                T("Battery Saver turns on Dark theme and limits or turns off background activity, some visual effects, certain features, and some network connections.", rid="title")]
        return screen(ST, clock, pct, rows, icons=saver_icon if on else ())

    def schedule(pct_mode: bool, clock: str) -> list[El]:
        rows = [IB("Navigate up"), T("Set a schedule", rid="collapsing_toolbar"), RV("recycler_view"),
                RB("No schedule", not pct_mode, rid="title"), RB("Based on percentage", pct_mode, rid="title")]
        if pct_mode:
            rows += [T("Turn on at 15%", rid="title"), E(None, "Turn on at 15%", "SeekBar", click=True, rid="seekbar")]
        return screen(ST, clock, 38, rows, icons=saver_icon)

    t = Traj(screen(ST, "10:37", 38, settings_home("38%")))
    t.tap("Battery", battery(38, "7:40 PM", False, "10:37"))
    t.tap("Battery Saver", saver(False, "No schedule", "10:37", 38))
    t.tap("switch_widget", saver(True, "No schedule", "10:38", 38))
    t.tap("Set a schedule", schedule(False, "10:38"))
    t.tap("Based on percentage", schedule(True, "10:38"))
    t.back(saver(True, "Will turn on at 15%", "10:39", 38))
    t.back(battery(37, "9:10 PM", True, "10:39"))
    usage = [IB("Navigate up"), T("Battery usage", rid="collapsing_toolbar"), RV("recycler_view"),
             E(None, "Battery level chart", "View", rid="battery_chart"), T("Usage by apps", rid="title")]
    for app, share in (("Screen", "21%"), ("Chrome", "12%"), ("Maps", "9%"), ("YouTube", "7%"), ("Android System", "5%"), ("Messages", "2%")):
        usage += [TC(app, rid="title"), T(share, rid="widget_summary")]
    t.tap("Battery usage", screen(ST, "10:39", 37, usage, icons=saver_icon))
    t.back(battery(39, "9:10 PM", True, "10:40"))
    t.back(screen(ST, "10:40", 39, settings_home("39% - Battery Saver on"), icons=saver_icon))
    t.add(rs, 5, bad=True, turn=9, kind="battery level rises 37% -> 39% with no charger connected")


# ----------------------------------------------------------------------------- 06 Settings bluetooth

def t06_settings_bluetooth(rs: RowSet) -> None:
    # clean: Settings, turn Bluetooth on, rename the device, then look at the Internet page; summaries, status-bar icon and device name follow the actions.
    bt_icon = ("Bluetooth on.",)
    name = ["Pixel 6a"]

    def conn_devices(clock: str, batt: int, bt: bool) -> list[El]:
        rows = [IB("Navigate up"), T("Connected devices", rid="collapsing_toolbar"), RV("recycler_view"),
                TC("Pair new device", rid="title"), T("Saved devices", rid="title"), TC("See all", rid="title"),
                TC("Connection preferences", rid="title"), T("Bluetooth, Android Auto, NFC" if bt else "Bluetooth off, Android Auto, NFC", rid="summary"),
                T(f"Visible as “{name[0]}” to other devices" if bt else "Bluetooth will turn on to pair new device", rid="title")]
        return screen(ST, clock, batt, rows, icons=bt_icon if bt else ())

    def conn_prefs(clock: str, batt: int, bt: bool) -> list[El]:
        rows = [IB("Navigate up"), T("Connection preferences", rid="collapsing_toolbar"), RV("recycler_view"),
                TC("Bluetooth", rid="title"), T("On" if bt else "Off", rid="summary"),
                TC("Cast", rid="title"), T("Not connected", rid="summary"),
                TC("Printing", rid="title"), T("1 print service on", rid="summary"),
                TC("Files received via Bluetooth", rid="title"),
                TC("Chromebook", rid="title"), TC("Nearby Share", rid="title"), T("Off", rid="summary"),
                TC("Android Auto", rid="title"), T("Use apps on your car screen", rid="summary"),
                TC("NFC", rid="title"), T("Use NFC", rid="summary"), SW(None, True, rid="switchWidget")]
        return screen(ST, clock, batt, rows, icons=bt_icon if bt else ())

    def bt_page(clock: str, batt: int, bt: bool) -> list[El]:
        rows = [IB("Navigate up"), T("Bluetooth", rid="collapsing_toolbar"), RV("recycler_view"),
                T("Use Bluetooth", rid="switch_text"), SW(None, bt, rid="switch_widget")]
        if bt:
            rows += [TC("Device name", rid="title"), T(name[0], rid="summary"), TC("Pair new device", rid="title"),
                     T("Previously connected devices", rid="title"), TC("JBL Flip 5", rid="title"), TC("Jabra Elite 75t", rid="title"),
                     T("Phone's Bluetooth address: 3C:28:6D:41:9A:0E", rid="title")]
        else:
            rows += [T("When Bluetooth is turned on, your device can communicate with other nearby Bluetooth devices.", rid="title")]
        return screen(ST, clock, batt, rows, icons=bt_icon if bt else ())

    def rename(text: str, clock: str) -> list[El]:
        return screen(ST, clock, 82, [T("Rename this device", rid="alertTitle"), ET(text, "Device name", True, rid="edittext"),
                                      BT("Cancel", rid="button2"), BT("Rename", rid="button1")], icons=bt_icon)

    t = Traj(screen(ST, "4:21", 82, settings_home("82%", "Bluetooth off")))
    t.tap("Connected devices", conn_devices("4:21", 82, False))
    t.tap("Connection preferences", conn_prefs("4:21", 82, False))
    t.tap("Bluetooth", bt_page("4:21", 82, False))
    t.tap("switch_widget", bt_page("4:22", 82, True))
    t.tap("Device name", rename("Pixel 6a", "4:22"))
    t.type("Device name", "Rosalind's Pixel", rename("Rosalind's Pixel", "4:22"))
    name[0] = "Rosalind's Pixel"
    t.tap("Rename", bt_page("4:23", 82, True))
    t.back(conn_prefs("4:23", 82, True))
    t.back(conn_devices("4:23", 81, True))
    t.back(screen(ST, "4:23", 81, settings_home("81%", "Bluetooth, pairing"), icons=bt_icon))
    t.tap("Network & internet", screen(ST, "4:24", 81, [
        IB("Navigate up"), T("Network & internet", rid="collapsing_toolbar"), RV("recycler_view"),
        TC("Internet", rid="title"), T("HomeNet-5G", rid="summary"), TC("Calls & SMS", rid="title"), T("Mint Mobile", rid="summary"),
        TC("SIMs", rid="title"), T("Mint Mobile", rid="summary"), T("Airplane mode", rid="title"), SW(None, False, rid="switchWidget"),
        TC("Hotspot & tethering", rid="title"), T("Off", rid="summary"), TC("Data Saver", rid="title"), T("Off", rid="summary"),
        TC("VPN", rid="title"), T("None", rid="summary"), TC("Private DNS", rid="title"), T("Automatic", rid="summary"),
        TC("Adaptive connectivity", rid="title")], icons=bt_icon))
    t.add(rs, 6)


# ----------------------------------------------------------------------------- 07 Audio Recorder

def t07_audio_recorder(rs: RowSet) -> None:
    # clean: Audio Recorder, record with a pause (timer keeps counting across waits), stop, rename the new recording from the list.
    pkg = "com.dimowner.audiorecorder"
    fmt = "M4A, 44.1kHz, 128 kbps, Stereo"
    rec_icon = ("Audio Recorder notification: Recording",)
    older = [("Record-12", "00:47", "Mar 20, 18:31"), ("Landlord call notes", "03:12", "Mar 14, 09:05"), ("Record-10", "01:05", "Mar 2, 21:40")]

    def main(name: str, length: str, size: str | None, clock: str, batt: int) -> list[El]:
        rows = [IB("Import", rid="btn_import"), IB("Settings", rid="btn_settings"), T(name, rid="txt_name"),
                T(f"00:00 / {length}", rid="txt_duration"), E(None, None, "SeekBar", click=True, rid="play_progress"),
                IB("Play", rid="btn_play"), T(fmt, rid="txt_record_info")]
        if size:
            rows.append(T(size, rid="txt_size"))
        rows += [IB("Records list", rid="btn_records_list"), IB("Start recording", rid="btn_record"), IB("Share", rid="btn_share")]
        return screen(pkg, clock, batt, rows)

    def recording(status: str, timer: str, paused: bool, clock: str, batt: int) -> list[El]:
        rows = [IB("Import", rid="btn_import"), IB("Settings", rid="btn_settings"), T("Record-13", rid="txt_name"),
                T(status, rid="txt_progress"), T(timer, rid="txt_rec_duration"), E(None, "Waveform", "View", rid="recording_view"),
                T(fmt, rid="txt_record_info"), IB("Resume recording" if paused else "Pause recording", rid="btn_record_pause"),
                IB("Stop recording", rid="btn_record_stop")]
        return screen(pkg, clock, batt, rows, icons=rec_icon)

    def records(first: str, clock: str, batt: int) -> list[El]:
        rows: list[El] = [IB("Navigate up"), T("Records", rid="txt_title"), IB("Bookmarks", rid="btn_bookmarks"), IB("Sort", rid="btn_sort"), RV("recycler_view")]
        for n, d, when in [(first, "00:39", "Mar 22, 11:06")] + older:
            rows += [TC(n, rid="list_item_name"), T(d, rid="list_item_duration"), T(when, rid="list_item_date"), IB("More options", rid="list_item_more")]
        return screen(pkg, clock, batt, rows)

    def rename(text: str, clock: str) -> list[El]:
        return screen(pkg, clock, 47, [T("Rename", rid="dialog_title"), ET(text, "Name", True, rid="input_name"),
                                       BT("Cancel", rid="btn_negative"), BT("OK", rid="btn_positive")])

    t = Traj(main("Record-12", "00:47", "752 KB", "11:06", 48))
    t.tap("Start recording", recording("Recording…", "00:00", False, "11:06", 48))
    t.wait(recording("Recording…", "00:19", False, "11:06", 48))
    t.tap("Pause recording", recording("Recording paused", "00:21", True, "11:07", 48))
    t.tap("Resume recording", recording("Recording…", "00:21", False, "11:07", 48))
    t.wait(recording("Recording…", "00:38", False, "11:07", 48))
    t.tap("Stop recording", main("Record-13", "00:39", "624 KB", "11:07", 47))
    t.tap("Records list", records("Record-13", "11:08", 47))
    t.tap("More options", screen(pkg, "11:08", 47, [TC(i, rid="title") for i in ("Share", "Information", "Rename", "Open with", "Save as", "Delete")]), after="Record-13")
    t.tap("Rename", rename("Record-13", "11:08"))
    t.type("Name", "Bell tower hum test", rename("Bell tower hum test", "11:08"))
    t.tap("OK", records("Bell tower hum test", "11:08", 47))
    t.back(main("Bell tower hum test", "00:39", "624 KB", "11:09", 47))
    t.add(rs, 7)


# ----------------------------------------------------------------------------- 08 Broccoli

def t08_broccoli_delete(rs: RowSet) -> None:
    # bad: Broccoli, "Miso Glazed Eggplant" is deleted at turn 4 (gone from the list at 4-6); turn 7 closes the search and the full list shows it again.
    pkg = "com.flauschcode.broccoli"
    recipes = {"Black Garlic Ramen": "Rich tonkotsu-style broth with fermented black garlic oil",
               "Buckwheat Galettes": "Breton crêpes with ham, Comté and a runny egg",
               "Charred Leek Vinaigrette": "Smoky leeks with mustard dressing and toasted hazelnuts",
               "Miso Glazed Eggplant": "Nasu dengaku with white miso and sesame",
               "Smoked Paprika Chickpeas": "Crispy sheet-pan chickpeas, great for grain bowls",
               "Sorrel Soup": "Tangy spring soup with potato and crème fraîche",
               "Za'atar Flatbread": "No-knead dough, baked on a hot steel"}

    def rlist(names: list[str], clock: str, batt: int, search: str | None = None) -> list[El]:
        if search is None:
            head = [IB("Open navigation drawer"), T("Recipes", rid="toolbar_title"), IB("Search", rid="action_search")]
        else:
            head = [IB("Collapse"), ET(search or None, "Search", True, rid="search_src_text")]
            if search:
                head.append(IB("Clear query", rid="search_close_btn"))
        rows: list[El] = [RV("recycler_view")]
        for n in names:
            rows += [IV(None, rid="card_image"), TC(n, rid="card_title"), T(recipes[n], rid="card_description")]
        return screen(pkg, clock, batt, head + rows + [IB("Add", rid="fab_add_recipe")])

    def detail(name: str, fav: bool, clock: str, batt: int, info: list[str]) -> list[El]:
        rows = [IB("Navigate up"), IB("Remove from favorites" if fav else "Add to favorites", rid="action_favorite"),
                IB("Edit", rid="action_edit"), IB("More options"), IV(None, rid="recipe_image"),
                T(name, rid="recipe_details_title"), T(recipes[name], rid="recipe_details_description")]
        rows += [T(x) for x in info]
        return screen(pkg, clock, batt, rows)

    miso_info = ["Dinner, Vegetarian", "Servings", "2", "Preparation time", "35 min", "Ingredients",
                 "2 medium eggplants", "3 tbsp white miso", "1 tbsp mirin", "1 tbsp sake", "2 tsp sugar", "Toasted sesame seeds",
                 "Directions", "1. Halve the eggplants and score the flesh in a crosshatch.", "2. Roast cut side down at 220 °C for 20 minutes.",
                 "3. Whisk miso, mirin, sake and sugar; brush over the flesh.", "4. Broil 3–4 minutes until bubbling, finish with sesame."]
    sorrel_info = ["Soup, Spring", "Servings", "4", "Preparation time", "40 min", "Ingredients",
                   "200 g sorrel leaves", "2 waxy potatoes, diced", "1 shallot", "1 l vegetable stock", "100 ml crème fraîche", "Butter, salt, pepper",
                   "Directions", "1. Sweat shallot in butter, add potatoes and stock.", "2. Simmer 20 minutes until potatoes are soft.",
                   "3. Stir in sorrel until it turns olive green, blend.", "4. Finish with crème fraîche and season."]
    every = sorted(recipes)
    kept = [n for n in every if n != "Miso Glazed Eggplant"]

    t = Traj(rlist(every, "13:26", 71))
    t.tap("Miso Glazed Eggplant", detail("Miso Glazed Eggplant", False, "13:26", 71, miso_info))
    t.tap("More options", screen(pkg, "13:26", 71, [TC("Share", rid="title"), TC("Delete", rid="title")]))
    t.tap("Delete", screen(pkg, "13:27", 71, [T("Delete recipe", rid="alertTitle"), T("Do you really want to delete Miso Glazed Eggplant?", rid="message"),
                                              BT("Cancel", rid="button2"), BT("Delete", rid="button1")]))
    t.tap("Delete", rlist(kept, "13:27", 71))
    t.tap("Search", rlist(kept, "13:27", 71, ""))
    t.type("Search", "so", rlist(["Sorrel Soup"], "13:27", 71, "so"))
    t.back(rlist(every, "13:28", 70))
    t.tap("Sorrel Soup", detail("Sorrel Soup", False, "13:28", 70, sorrel_info))
    t.tap("Add to favorites", detail("Sorrel Soup", True, "13:28", 70, sorrel_info))
    t.add(rs, 8, bad=True, turn=7, kind="recipe deleted at turn 4 is listed again after the search is closed")


# ----------------------------------------------------------------------------- 09 / 10 Contacts

GC = "com.google.android.contacts"


def contacts_list(names: list[str], clock: str, batt: int) -> list[El]:
    rows: list[El] = [TC("Search contacts", rid="open_search_bar"), IV("Signed in as rosalind.k@gmail.com", rid="selected_account_disc"), RV("list")]
    letter = ""
    for n in sorted(names):
        if n[0] != letter:
            letter = n[0]
            rows.append(T(letter, rid="header_text"))
        rows += [IV(None, rid="avatar"), TC(n, rid="cliv_name_textview")]
    rows += [IB("Create contact", rid="floating_action_button"),
             E("Contacts", "Contacts", "FrameLayout", click=True, sel=True), E("Highlights", "Highlights", "FrameLayout", click=True),
             E("Fix & manage", "Fix & manage", "FrameLayout", click=True)]
    return screen(GC, clock, batt, rows)


def contact_detail(c: dict[str, Any], fav: bool, clock: str, batt: int) -> list[El]:
    rows: list[El] = [IB("Navigate up"), IB("Remove from favorites" if fav else "Add to favorites", rid="menu_star"),
                      IB("Edit contact", rid="menu_edit"), IB("More options"), IV(None, rid="photo"),
                      T(c["name"], rid="large_title")]
    if c.get("company"):
        rows.append(T(c["company"], rid="header_subtitle"))
    rows += [BT("Call", rid="call_button"), BT("Text", rid="text_button"), BT("Video", rid="video_button")]
    if c.get("emails"):
        rows.append(BT("Email", rid="email_button"))
    rows += [T("Contact info", rid="header"), RV("recycler_view")]
    for num, label in c["phones"]:
        rows += [TC(num, rid="header"), T(label, rid="sub_header"), IB(f"Text {num}", rid="icon_alternate")]
    for addr, label in c.get("emails", []):
        rows += [TC(addr, rid="header"), T(label, rid="sub_header")]
    rows += [T("Contact settings", rid="header"), TC("Route to voicemail"), TC("Set ringtone")]
    return screen(GC, clock, batt, rows)


def contact_search(query: str | None, hits: list[str], clock: str, batt: int) -> list[El]:
    rows: list[El] = [IB("Navigate up"), ET(query, "Search contacts", True, rid="search_view"), IB("Voice search")]
    if query:
        rows += [IB("Clear search"), RV("list")]
        for h in hits:
            rows += [IV(None, rid="avatar"), TC(h, rid="cliv_name_textview")]
    return screen(GC, clock, batt, rows)


def contact_form(title: str, v: dict[str, str | None], focus: str, clock: str, batt: int) -> list[El]:
    rows: list[El] = [IB("Cancel"), T(title, rid="toolbar_title"), BT("Save", rid="toolbar_button"),
                      T("Saving to rosalind.k@gmail.com", rid="account_header"), IV("Add picture", rid="photo"),
                      ET(v.get("first"), "First name", focus == "first"), ET(v.get("last"), "Last name", focus == "last"),
                      ET(v.get("company"), "Company", focus == "company")]
    for i, (num, label) in enumerate(v.get("phones") or [(None, "Mobile")]):  # type: ignore[misc]
        rows += [ET(num, "Phone", focus == f"phone{i}"), E(label, None, "Spinner", click=True)]
    rows += [ET(v.get("email"), "Email", focus == "email"), E("Home", None, "Spinner", click=True), TC("More fields")]
    return screen(GC, clock, batt, rows)


def t09_contacts_create(rs: RowSet) -> None:
    # clean: Contacts, create "Ilse Brandvold" next to an existing "Ilse Brandt", then search "brand" and open the other Ilse (different number and email).
    names = ["Hamid Rezaei", "Hanne Solberg", "Ilse Brandt", "Imogen Pryce", "Isak Lindahl", "Ivo Petrov", "Jun Takeda", "Jurgen Vos"]
    v: dict[str, Any] = {}
    t = Traj(contacts_list(names, "17:52", 66))
    t.tap("Create contact", contact_form("Create contact", v, "first", "17:52", 66))
    for key, hint, text in (("first", "First name", "Ilse"), ("last", "Last name", "Brandvold"), ("phones", "Phone", "(503) 555-0163"),
                            ("email", "Email", "ilse.brandvold@fjellmail.no")):
        v[key] = [(text, "Mobile")] if key == "phones" else text
        t.type(hint, text, contact_form("Create contact", v, "phone0" if key == "phones" else key, "17:53", 66))
    new = {"name": "Ilse Brandvold", "phones": [("(503) 555-0163", "Mobile")], "emails": [("ilse.brandvold@fjellmail.no", "Home")]}
    t.tap("Save", contact_detail(new, False, "17:53", 66))
    t.back(contacts_list(names + ["Ilse Brandvold"], "17:54", 66))
    t.tap("Search contacts", contact_search(None, [], "17:54", 66))
    hits = ["Ilse Brandt", "Ilse Brandvold", "Tomas Brandão"]
    t.type("Search contacts", "brand", contact_search("brand", hits, "17:54", 65))
    other = {"name": "Ilse Brandt", "company": "Northwind Legal", "phones": [("(503) 555-0119", "Mobile"), ("(503) 555-0190", "Work")],
             "emails": [("ibrandt@northwind-legal.com", "Work")]}
    t.tap("Ilse Brandt", contact_detail(other, True, "17:54", 65))
    t.back(contact_search("brand", hits, "17:55", 65))
    t.add(rs, 9)


def t10_contacts_edit(rs: RowSet) -> None:
    # bad: Contacts, Odalys Ferreira's mobile is (415) 555-0148 at turns 1, 2 and 5; only company and email are edited; turn 10 re-opens her and the mobile reads (415) 555-0184.
    names = ["Marisol Quintero", "Nadir Hossain", "Noemi Kask", "Odalys Ferreira", "Olek Duda", "Oren Tal", "Paavo Niemi", "Philippa Grange"]
    phones = [("(415) 555-0148", "Mobile"), ("(415) 555-0172", "Work")]
    c: dict[str, Any] = {"name": "Odalys Ferreira", "phones": phones}
    v: dict[str, Any] = {"first": "Odalys", "last": "Ferreira", "phones": phones}
    t = Traj(contacts_list(names, "12:08", 59))
    t.tap("Odalys Ferreira", contact_detail(c, False, "12:08", 59))
    t.tap("Edit contact", contact_form("Edit contact", v, "", "12:08", 59))
    v["company"] = "Tidewater Ceramics"
    t.type("Company", "Tidewater Ceramics", contact_form("Edit contact", v, "company", "12:09", 59))
    v["email"] = "odalys@tidewaterceramics.com"
    t.type("Email", "odalys@tidewaterceramics.com", contact_form("Edit contact", v, "email", "12:09", 59))
    c.update(company="Tidewater Ceramics", emails=[("odalys@tidewaterceramics.com", "Home")])
    t.tap("Save", contact_detail(c, False, "12:09", 59))
    t.tap("Add to favorites", contact_detail(c, True, "12:10", 59))
    t.back(contacts_list(names, "12:10", 59))
    t.tap("Search contacts", contact_search(None, [], "12:10", 58))
    t.type("Search contacts", "odal", contact_search("odal", ["Odalys Ferreira"], "12:10", 58))
    drift = dict(c, phones=[("(415) 555-0184", "Mobile"), ("(415) 555-0172", "Work")])
    t.tap("Odalys Ferreira", contact_detail(drift, True, "12:11", 58))
    t.back(contact_search("odal", ["Odalys Ferreira"], "12:11", 58))
    t.add(rs, 10, bad=True, turn=10, kind="contact's mobile number changes between detail views with no edit to it")


# ----------------------------------------------------------------------------- 11 OsmAnd

def t11_osmand_route(rs: RowSet) -> None:
    # bad: OsmAnd, route settings show "Avoid toll roads" on at turn 5; the agent only switches on "Avoid unpaved roads"; turn 10 shows "Avoid toll roads" off.
    pkg = "net.osmand"

    def map_rows() -> list[El]:
        return [E(None, "Map", "android.view.View", click=True, rid="MapView"), IB("Menu", rid="map_menu_button"),
                IB("Search", rid="map_search_button"), IB("Compass", rid="map_compass_button"), IB("Configure map", rid="map_layers_button"),
                T("Graz", rid="map_center_info"), T("500 m", rid="map_ruler_text"), IB("Zoom in", rid="map_zoom_in_button"),
                IB("Zoom out", rid="map_zoom_out_button"), IB("My location", rid="map_my_location_button"),
                IB("Navigation", rid="map_route_info_button")]

    def preview(km: str, dur: str, arrive: str, clock: str, batt: int) -> list[El]:
        rows = map_rows()[:1] + [IB("Close", rid="close_button"), T("From", rid="fromTitle"), TC("My position", rid="fromText"),
                                 T("To", rid="toTitle"), TC("Planai Talstation", rid="toText"), IB("Swap start and destination", rid="swap"),
                                 IB("Add intermediate destination", rid="addIntermediate"),
                                 E("Car", "Car", "FrameLayout", click=True, sel=True, rid="app_mode_icon"),
                                 E("Bicycle", "Bicycle", "FrameLayout", click=True, rid="app_mode_icon"),
                                 E("Pedestrian", "Pedestrian", "FrameLayout", click=True, rid="app_mode_icon"),
                                 E("Public transport", "Public transport", "FrameLayout", click=True, rid="app_mode_icon"),
                                 T(km, rid="distance"), T(dur, rid="duration"), T(f"Arrive at {arrive}", rid="arrival_time"),
                                 BT("Settings", rid="map_options_route_button"), BT("Details", rid="details_button"), BT("Start", rid="start_button")]
        return screen(pkg, clock, batt, rows)

    def params(toll: bool, unpaved: bool, clock: str, batt: int) -> list[El]:
        rows: list[El] = [IB("Navigate up"), T("Car", rid="toolbar_title"), T("Route parameters", rid="header"), RV("list")]
        for label, on in (("Avoid toll roads", toll), ("Avoid ferries", False), ("Avoid unpaved roads", unpaved),
                          ("Avoid motorways", False), ("Avoid low emission zones", False)):
            rows += [T(label, rid="title"), SW(None, on, rid="compound_button")]
        rows += [TC("Avoid roads…", rid="title"), T("Select roads to avoid during navigation", rid="description"),
                 T("Sound", rid="header"), TC("Voice guidance", rid="title"), T("English (TTS)", rid="description"),
                 TC("Navigation settings", rid="title")]
        return screen(pkg, clock, batt, rows)

    t = Traj(screen(pkg, "9:16", 93, map_rows()))
    t.tap("Search", screen(pkg, "9:16", 93, [IB("Navigate up"), ET(None, "Type to search", True, rid="searchEditText"),
                                             E("History", "History", "TextView", click=True, sel=True), E("Categories", "Categories", "TextView", click=True),
                                             E("Address", "Address", "TextView", click=True), RV("list"),
                                             TC("Grazer Schloßberg", rid="title"), T("Landmark • 1.3 km", rid="subtitle"),
                                             TC("Graz Hauptbahnhof", rid="title"), T("Railway station • 2.1 km", rid="subtitle")]))
    t.type("Type to search", "Planai Talstation", screen(pkg, "9:16", 93, [
        IB("Navigate up"), ET("Planai Talstation", "Type to search", True, rid="searchEditText"), IB("Clear", rid="clearButton"), RV("list"),
        TC("Planai Talstation", rid="title"), T("Cable car station • Schladming • 146 km", rid="subtitle"),
        TC("Planai-Hochwurzen-Bahnen Parkplatz", rid="title"), T("Parking • Schladming • 146 km", rid="subtitle"),
        TC("Planaistraße", rid="title"), T("Street • Schladming • 147 km", rid="subtitle")]))
    t.tap("Planai Talstation", n=1, scr=screen(pkg, "9:17", 93, map_rows()[:1] + [
        T("Planai Talstation", rid="context_menu_line1"), T("Cable car station", rid="context_menu_line2"),
        T("Coburgstraße 52, 8970 Schladming", rid="context_menu_line3"), T("146 km", rid="distance"),
        BT("Directions", rid="context_menu_route_button"), BT("Add", rid="context_menu_fav_button"), BT("Marker", rid="context_menu_marker_button"),
        BT("Share", rid="context_menu_share_button"), BT("More", rid="context_menu_more_button")]))
    t.tap("Directions", preview("207 km", "2 h 41 min", "11:58", "9:17", 93))
    t.tap("Settings", params(True, False, "9:17", 93))
    t.tap("compound_button", params(True, True, "9:18", 93), n=2)
    t.back(preview("211 km", "2 h 49 min", "12:07", "9:18", 93))
    details = [IB("Navigate up"), T("Route details", rid="toolbar_title"), T("211 km • 2 h 49 min", rid="route_summary"),
               T("Ascent 1 140 m • Descent 748 m", rid="altitude_summary"), RV("list")]
    for step, dist in (("Head north on Wiener Straße", "2.4 km"), ("Continue onto B67 toward Frohnleiten", "31 km"),
                       ("Turn left onto B116 toward Leoben", "27 km"), ("Continue onto B113 (Schoberpass Straße)", "68 km"),
                       ("Turn left onto B320 (Ennstal Straße)", "79 km"), ("Turn right onto Coburgstraße", "3.2 km"),
                       ("Arrive at Planai Talstation", "")):
        details += [T(step, rid="title"), T(dist, rid="distance")] if dist else [T(step, rid="title")]
    t.tap("Details", screen(pkg, "9:18", 93, details))
    t.back(preview("211 km", "2 h 49 min", "12:08", "9:19", 92))
    t.tap("Settings", params(False, True, "9:19", 92))
    t.back(preview("211 km", "2 h 49 min", "12:08", "9:19", 92))
    t.add(rs, 11, bad=True, turn=10, kind="route setting 'Avoid toll roads' switched off with no action touching it")


# ----------------------------------------------------------------------------- 12 / 14 Pro Expense

PE = "com.arduia.expense"
CATS = ["Food", "Transportation", "Household", "Social", "Entertainment", "Healthcare", "Clothes", "Education", "Donations", "Others"]


def money(x: float) -> str:
    return f"${x:,.2f}"


def pe_home(items: list[tuple[str, str, float, str]], total: float, clock: str, batt: int) -> list[El]:
    rows: list[El] = [IB("Open navigation drawer"), T("Home", rid="tv_title"), T("This Week", rid="tv_week_label"),
                      T(money(total), rid="tv_total_cost"), E(None, "Weekly expense graph", "android.view.View", rid="expense_graph"),
                      T("Recent", rid="tv_recent"), TC("More", rid="btn_more"), RV("rv_recent")]
    for name, cat, amt, date in items[:5]:
        rows += [TC(name, rid="tv_name"), T(cat, rid="tv_category"), T(money(amt), rid="tv_amount"), T(date, rid="tv_date")]
    return screen(PE, clock, batt, rows + [IB("Add", rid="fb_main_add")])


def pe_form(v: dict[str, str | None], focus: str, date: str, clock: str, batt: int) -> list[El]:
    rows = [IB("Close", rid="btn_close"), T("Expense Entry", rid="tv_title"),
            ET(v.get("name"), "Name", focus == "name", rid="edt_name"), ET(v.get("amount"), "Amount", focus == "amount", rid="edt_amount"),
            T("Category", rid="tv_category_label"), E(v.get("cat") or "Food", None, "TextView", click=True, rid="tv_category"),
            ET(v.get("note"), "Note", focus == "note", rid="edt_note"), T(date, rid="tv_date"), BT("Save", rid="btn_save")]
    return screen(PE, clock, batt, rows)


def pe_cats(clock: str, batt: int) -> list[El]:
    return screen(PE, clock, batt, [T("Choose category", rid="tv_title"), RV("rv_category")] + [TC(c, rid="tv_category_name") for c in CATS])


def pe_detail(it: tuple[str, str, float, str], note: str, year: str, clock: str, batt: int) -> list[El]:
    name, cat, amt, date = it
    rows = [IB("Navigate up"), T("Details", rid="tv_title"), IB("Edit", rid="btn_edit"), IB("Delete", rid="btn_delete"),
            T("Name", rid="tv_name_label"), T(name, rid="tv_name"), T("Amount", rid="tv_amount_label"), T(money(amt), rid="tv_amount"),
            T("Category", rid="tv_category_label"), T(cat, rid="tv_category"), T("Note", rid="tv_note_label"), T(note, rid="tv_note"),
            T("Date", rid="tv_date_label"), T(f"{date}, {year}", rid="tv_date")]
    return screen(PE, clock, batt, rows)


def pe_all(items: list[tuple[str, str, float, str]], clock: str, batt: int) -> list[El]:
    rows: list[El] = [IB("Navigate up"), T("Expenses", rid="tv_title"), RV("rv_expense")]
    day = ""
    for name, cat, amt, date in items:
        if date != day:
            day = date
            rows.append(T(date, rid="tv_date_header"))
        rows += [TC(name, rid="tv_name"), T(cat, rid="tv_category"), T(money(amt), rid="tv_amount")]
    return screen(PE, clock, batt, rows)


def t12_expense_add_delete(rs: RowSet) -> None:
    # clean: Pro Expense, add a 9.45 ferry ticket (week total 74.20 -> 83.65) and delete the 28.70 phone case (-> 54.95); the full list also holds older, out-of-week entries.
    items = [("Coffee beans", "Food", 18.50, "Mar 12"), ("Gym drop-in", "Healthcare", 15.00, "Mar 12"),
             ("Parking garage", "Transportation", 12.00, "Mar 11"), ("Phone case", "Others", 28.70, "Mar 11")]
    older = [("Bookstore", "Education", 22.40, "Mar 8"), ("Phone charger", "Others", 19.99, "Mar 6"), ("Safeway groceries", "Food", 64.18, "Mar 5")]
    v: dict[str, str | None] = {}
    date = "Mar 13, 2024"
    t = Traj(pe_home(items, 74.20, "20:14", 39))
    t.tap("Add", pe_form(v, "", date, "20:14", 39))
    v["name"] = "Ferry ticket"
    t.type("Name", "Ferry ticket", pe_form(v, "name", date, "20:14", 39))
    v["amount"] = "9.45"
    t.type("Amount", "9.45", pe_form(v, "amount", date, "20:15", 39))
    t.tap("tv_category", pe_cats("20:15", 39))
    v["cat"] = "Transportation"
    t.tap("Transportation", pe_form(v, "", date, "20:15", 39))
    items.insert(0, ("Ferry ticket", "Transportation", 9.45, "Mar 13"))
    t.tap("Save", pe_home(items, 83.65, "20:15", 38))
    t.tap("Phone case", pe_detail(items[4], "Clear MagSafe case for the Pixel", "2024", "20:16", 38))
    t.tap("Delete", screen(PE, "20:16", 38, [T("Delete this expense?", rid="tv_title"), T("This action cannot be undone.", rid="tv_message"),
                                             BT("Cancel", rid="btn_cancel"), BT("Delete", rid="btn_delete")]))
    items.pop(4)
    t.tap("Delete", pe_home(items, 54.95, "20:16", 38))
    t.tap("More", pe_all(items + older, "20:16", 38))
    t.add(rs, 12)


# ----------------------------------------------------------------------------- 13 Clock timer

def t13_clock_timer(rs: RowSet) -> None:
    # clean: Clock, enter a 45-minute timer on the keypad, start it, add a minute and a label while it runs, pause, switch to the Clock tab.
    icon = ("Clock notification: Timer",)

    def keypad(shown: str, clock: str) -> list[El]:
        rows: list[El] = [IB("More options"), T(shown, rid="timer_setup_time")]
        rows += [BT(str(d), rid=f"timer_setup_digit_{d}") for d in (1, 2, 3, 4, 5, 6, 7, 8, 9)]
        rows += [BT("00", rid="timer_setup_digit_00"), BT("0", rid="timer_setup_digit_0")]
        if shown != "00h 00m 00s":
            rows += [IB("Delete", rid="timer_setup_delete"), IB("Start", rid="fab")]
        return screen(DC, clock, 64, rows + clock_tabs("Timer"))

    def running(left: str, label: str | None, paused: bool, clock: str, batt: int) -> list[El]:
        rows = [IB("More options"), TC(label or "Add label", rid="timer_label"), T(left, rid="timer_text"),
                E(None, None, "android.view.View", rid="timer_time_progress"), BT("+1:00", rid="reset_add"),
                IB("Start" if paused else "Pause", rid="fab")]
        if paused:
            rows.append(BT("Reset", rid="left_button"))
        else:
            rows.append(BT("Delete", rid="left_button"))
        rows.append(IB("Add timer", rid="right_button"))
        return screen(DC, clock, batt, rows + clock_tabs("Timer"), icons=icon)

    def label_dialog(text: str | None) -> list[El]:
        return screen(DC, "1:41", 64, [T("Label", rid="alertTitle"), ET(text, "Label", True, rid="label_input_field"),
                                       BT("Cancel", rid="button2"), BT("OK", rid="button1")], icons=icon)

    t = Traj(keypad("00h 00m 00s", "1:40"))
    t.tap("4", keypad("00h 00m 04s", "1:40"))
    t.tap("5", keypad("00h 00m 45s", "1:40"))
    t.tap("0", keypad("00h 04m 50s", "1:40"))
    t.tap("0", keypad("00h 45m 00s", "1:40"))
    t.tap("Start", running("44:59", None, False, "1:40", 64))
    t.wait(running("44:31", None, False, "1:41", 64))
    t.tap("+1:00", running("45:29", None, False, "1:41", 64))
    t.tap("Add label", label_dialog(None))
    t.type("label_input_field", "Focaccia 2nd proof", label_dialog("Focaccia 2nd proof"))
    t.tap("OK", running("45:04", "Focaccia 2nd proof", False, "1:41", 64))
    t.tap("Pause", running("45:01", "Focaccia 2nd proof", True, "1:41", 63))
    world = [IB("More options"), T("1:41", rid="digital_clock"), T("PM", rid="digital_clock_ampm"), T("Sat, Apr 6", rid="date"),
             RV("cities"), T("London", rid="city_name"), T("8 hr ahead", rid="hours_ahead"), T("9:41 PM", rid="digital_clock"),
             T("Tokyo", rid="city_name"), T("Tomorrow, 16 hr ahead", rid="hours_ahead"), T("5:41 AM", rid="digital_clock"),
             IB("Cities", rid="fab")]
    t.tap("Clock", screen(DC, "1:41", 63, world + clock_tabs("Clock"), icons=icon))
    t.add(rs, 13)


def t14_expense_total(rs: RowSet) -> None:
    # bad: Pro Expense, week total is $186.40 (sum of the five week entries); a $27.35 entry is added and turn 7 shows the week total as $213.85 instead of $213.75.
    items = [("Farmers market", "Food", 23.50, "Mar 16"), ("Concert tickets", "Entertainment", 100.25, "Mar 15"),
             ("Pharmacy", "Healthcare", 38.00, "Mar 14"), ("Laundromat", "Household", 9.75, "Mar 12"),
             ("Bike tube + CO2", "Transportation", 14.90, "Mar 11")]
    older = [("Ramen Ichiban", "Food", 31.60, "Mar 9"), ("Library fine", "Education", 4.50, "Mar 7")]
    v: dict[str, str | None] = {}
    date = "Mar 17, 2024"
    t = Traj(pe_home(items, 186.40, "11:22", 83))
    t.tap("Add", pe_form(v, "", date, "11:22", 83))
    v["name"] = "Hardware store"
    t.type("Name", "Hardware store", pe_form(v, "name", date, "11:22", 83))
    v["amount"] = "27.35"
    t.type("Amount", "27.35", pe_form(v, "amount", date, "11:22", 83))
    t.tap("tv_category", pe_cats("11:23", 83))
    v["cat"] = "Household"
    t.tap("Household", pe_form(v, "", date, "11:23", 83))
    v["note"] = "Shelf brackets + wall anchors"
    t.type("Note", "Shelf brackets + wall anchors", pe_form(v, "note", date, "11:23", 83))
    items.insert(0, ("Hardware store", "Household", 27.35, "Mar 17"))
    t.tap("Save", pe_home(items, 213.85, "11:23", 82))
    t.tap("More", pe_all(items + older, "11:24", 82))
    t.tap("Hardware store", pe_detail(items[0], "Shelf brackets + wall anchors", "2024", "11:24", 82))
    t.add(rs, 14, bad=True, turn=7, kind="week total after adding $27.35 to $186.40 shows $213.85, not the sum of its entries")


# ----------------------------------------------------------------------------- 15 Simple Gallery

def t15_gallery_rename(rs: RowSet) -> None:
    # bad: Simple Gallery, IMG_20240316_181204.jpg is renamed to ferry_deck_sunset.jpg (grid and Properties show the new name, turns 4-8); turn 9 opens it and the viewer title shows the old name.
    pkg = "com.simplemobiletools.gallery.pro"
    files = ["IMG_20240316_181204.jpg", "IMG_20240316_181157.jpg", "IMG_20240316_094512.jpg", "VID_20240315_200431.mp4",
             "IMG_20240314_131058.jpg", "IMG_20240312_072219.jpg", "IMG_20240311_175540.jpg", "IMG_20240311_175538.jpg",
             "IMG_20240309_163301.jpg"]

    def grid(clock: str, batt: int, selected: str | None = None) -> list[El]:
        if selected:
            head = [IB("Done", rid="action_mode_close_button"), T(f"1 / {len(files)}", rid="action_bar_title"),
                    IB("Properties", rid="cab_properties"), IB("Rename", rid="cab_rename"), IB("Share", rid="cab_share"),
                    IB("Delete", rid="cab_delete"), IB("More options")]
        else:
            head = [IB("Navigate up"), T("Camera", rid="toolbar_title"), IB("Search", rid="search"), IB("Sort by", rid="sort"),
                    IB("Toggle filename visibility", rid="toggle_filename"), IB("More options")]
        rows: list[El] = [RV("media_grid")]
        for f in files:
            rows.append(E(None, None, "android.widget.FrameLayout", click=True, sel=(f == selected), rid="media_item_holder"))
            rows.append(IV(None, rid="medium_thumbnail"))
            if f.endswith(".mp4"):
                rows.append(T("0:42", rid="video_duration"))
            rows.append(T(f, rid="medium_name"))
        return screen(pkg, clock, batt, head + rows)

    def rename(base: str, clock: str) -> list[El]:
        return screen(pkg, clock, 57, [T("Rename", rid="alertTitle"), T("/storage/emulated/0/DCIM/Camera/", rid="rename_item_path"),
                                       ET(base, "Filename", True, rid="rename_item_name"), ET("jpg", "Extension", rid="rename_item_extension"),
                                       BT("Cancel", rid="button2"), BT("OK", rid="button1")])

    def viewer(title: str, fav: bool, clock: str, batt: int) -> list[El]:
        rows = [IB("Navigate up"), T(title, rid="toolbar_title"), IB("Show on map"), IB("More options"),
                E(None, None, "android.widget.ImageView", click=True, rid="gestures_view"),
                IB("Remove from favorites" if fav else "Add to favorites", rid="bottom_favorite"), IB("Edit", rid="bottom_edit"),
                IB("Share", rid="bottom_share"), IB("Delete", rid="bottom_delete"), IB("Rotate", rid="bottom_rotate"),
                IB("Properties", rid="bottom_properties")]
        return screen(pkg, clock, batt, rows)

    t = Traj(grid("18:40", 57))
    t.hold("IMG_20240316_181204.jpg", grid("18:40", 57, "IMG_20240316_181204.jpg"))
    t.tap("Rename", rename("IMG_20240316_181204", "18:40"))
    t.type("Filename", "ferry_deck_sunset", rename("ferry_deck_sunset", "18:41"))
    files[0] = "ferry_deck_sunset.jpg"
    t.tap("OK", grid("18:41", 57))
    t.hold("ferry_deck_sunset.jpg", grid("18:41", 57, "ferry_deck_sunset.jpg"))
    props = [T("Properties", rid="alertTitle")]
    for k, val in (("Name", "ferry_deck_sunset.jpg"), ("Path", "/storage/emulated/0/DCIM/Camera/ferry_deck_sunset.jpg"),
                   ("Size", "3.41 MB"), ("Resolution", "4032 x 3024 (12.2 MP)"), ("Last modified", "16 March 2024, 18:12"),
                   ("Date taken", "16 March 2024, 18:12"), ("Camera", "Google Pixel 6a"), ("EXIF", "F/1.7  4.38mm  1/1250s  ISO46")):
        props += [T(k, rid="property_label"), T(val, rid="property_value")]
    t.tap("Properties", screen(pkg, "18:41", 57, props + [BT("OK", rid="button1")]))
    t.tap("OK", grid("18:41", 56, "ferry_deck_sunset.jpg"))
    t.back(grid("18:42", 56))
    t.tap("ferry_deck_sunset.jpg", viewer("IMG_20240316_181204.jpg", False, "18:42", 56))
    t.tap("Add to favorites", viewer("IMG_20240316_181204.jpg", True, "18:42", 56))
    t.add(rs, 15, bad=True, turn=9, kind="renamed photo shown under its old file name in the viewer")


# ----------------------------------------------------------------------------- 16 Markor

def human(n: int) -> str:
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


def t16_markor_note(rs: RowSet) -> None:
    # clean: Markor, create bike-fit-notes.md, write it, view it, append a line (size and modified time grow), then delete another file.
    pkg = "net.gsantner.markor"
    files = [("grocery.md", "Mar 16, 2024 21:02", 412), ("climbing-log.md", "Mar 15, 2024 19:47", 3318),
             ("reading-list.md", "Mar 10, 2024 08:31", 1207), ("todo.txt", "Mar 9, 2024 12:15", 644),
             ("QuickNote.md", "Feb 27, 2024 17:50", 96)]
    text1 = "# Bike fit notes\n\n- Saddle height: 74.5 cm (BB to top)\n- Setback: 6.5 cm\n- Stem: 90 mm, -6°"
    add = "\n- Cleats: 2 mm back from ball of foot"
    text2 = text1 + add

    def browser(fs: list[tuple[str, str, int]], clock: str, batt: int, selected: str | None = None) -> list[El]:
        if selected:
            head = [IB("Done", rid="action_mode_close_button"), T("1", rid="action_bar_title"), IB("Delete", rid="action_delete_selected_items"),
                    IB("Rename", rid="action_rename_selected_item"), IB("Share", rid="action_share"), IB("More options")]
        else:
            head = [T("Markor", rid="toolbar_title"), IB("Search", rid="action_search"), IB("Sort by", rid="action_sort"), IB("More options")]
        rows: list[El] = [T("/storage/emulated/0/Documents/markor", rid="ui__filesystem_dialog__path"), RV("ui__filesystem_dialog__recycler_view"),
                          TC("..", rid="ui__filesystem_item__title")]
        for name, when, size in fs:  # newest first
            rows += [E(name, None, "TextView", click=True, sel=(name == selected), rid="ui__filesystem_item__title"),
                     T(f"{when} · {human(size)}", rid="ui__filesystem_item__description")]
        nav = [E(x, x, "FrameLayout", click=True, sel=(x == "Files"), rid="navigation_bar_item_icon_container") for x in ("Files", "To-do", "QuickNote", "More")]
        return screen(pkg, clock, batt, head + rows + [IB("Create a new file/folder", rid="fab_add_new_item")] + nav)

    def newdlg(text: str | None) -> list[El]:
        return screen(pkg, "10:14", 77, [T("New file", rid="alertTitle"), ET(text, "Name", True, rid="new_file_dialog__name"),
                                         E("Markdown", None, "Spinner", click=True, rid="new_file_dialog__type"),
                                         E("Empty file", None, "Spinner", click=True, rid="new_file_dialog__template"),
                                         BT("Folder", rid="button3"), BT("Cancel", rid="button2"), BT("OK", rid="button1")])

    def editor(text: str | None, clock: str, batt: int) -> list[El]:
        rows = [IB("Navigate up"), T("bike-fit-notes", rid="toolbar_title"), IB("Undo", rid="action_undo"), IB("Redo", rid="action_redo"),
                IB("Save", rid="action_save"), IB("View", rid="action_preview"), IB("More options"),
                ET(text, "", True, rid="document__fragment__edit__highlighting_editor")]
        rows += [IB(x, rid="textactions_bar_button") for x in ("Heading", "Bold", "Italic", "Unordered list", "Checkbox", "Insert link")]
        return screen(pkg, clock, batt, rows)

    t = Traj(browser(files, "10:13", 77))
    t.tap("Create a new file/folder", newdlg(None))
    t.type("Name", "bike-fit-notes", newdlg("bike-fit-notes"))
    t.tap("OK", editor(None, "10:14", 77))
    t.type("document__fragment__edit__highlighting_editor", text1, editor(text1, "10:14", 77))
    view = [IB("Navigate up"), T("bike-fit-notes", rid="toolbar_title"), IB("Edit", rid="action_edit"), IB("More options"),
            E(None, None, "android.webkit.WebView", scroll=True, rid="document__fragment_view_webview"),
            T("Bike fit notes"), T("Saddle height: 74.5 cm (BB to top)"), T("Setback: 6.5 cm"), T("Stem: 90 mm, -6°")]
    t.tap("View", screen(pkg, "10:15", 77, view))
    fs = [("bike-fit-notes.md", "Mar 17, 2024 10:15", len(text1.encode()))] + files
    t.back(browser(fs, "10:15", 77))
    t.tap("bike-fit-notes.md", editor(text1, "10:15", 77))
    t.type("document__fragment__edit__highlighting_editor", add, editor(text2, "10:16", 76))
    fs[0] = ("bike-fit-notes.md", "Mar 17, 2024 10:16", len(text2.encode()))
    t.back(browser(fs, "10:16", 76))
    t.hold("grocery.md", browser(fs, "10:16", 76, "grocery.md"))
    t.tap("Delete", screen(pkg, "10:17", 76, [T("Delete", rid="alertTitle"), T("Do you really want to delete this file?\n\ngrocery.md", rid="message"),
                                              BT("Cancel", rid="button2"), BT("OK", rid="button1")]))
    fs = [f for f in fs if f[0] != "grocery.md"]
    t.tap("OK", browser(fs, "10:17", 76))
    t.add(rs, 16)


# ----------------------------------------------------------------------------- 17 / 18 Simple Calendar

SC = "com.simplemobiletools.calendar.pro"
MONTHS = {3: ("March", 31), 4: ("April", 30), 5: ("May", 31)}


def cal_month(month: int, events: dict[int, list[str]], today: tuple[int, int], clock: str, batt: int) -> list[El]:
    name, ndays = MONTHS[month]
    head = [IB("Open navigation drawer"), T(f"{name} 2024", rid="top_value")]
    if month != today[0]:
        head.append(IB("Go to today", rid="go_to_today"))
    head += [IB("Search", rid="search"), IB("Change view", rid="change_view"), IB("More options")]
    rows: list[El] = [T(d, rid="label") for d in ("M", "T", "W", "T", "F", "S", "S")]
    for d in range(1, ndays + 1):
        rows.append(E(str(d), None, "TextView", click=True, sel=(month, d) == today, rid="day_monthly_number_id"))
        rows += [T(ev, rid="day_monthly_event_id") for ev in events.get(d, [])]
    return screen(SC, clock, batt, head + rows + [IB("New event", rid="calendar_fab")])


def cal_day(title: str, events: list[tuple[str, str, str]], clock: str, batt: int) -> list[El]:
    rows: list[El] = [IB("Open navigation drawer"), T(title, rid="top_value"), IB("Go to today", rid="go_to_today"),
                      IB("Search", rid="search"), IB("Change view", rid="change_view"), IB("More options"), RV("day_events")]
    if not events:
        rows.append(T("No events", rid="day_events_placeholder"))
    for ev, when, where in events:
        rows += [TC(ev, rid="event_item_title"), T(when, rid="event_item_time"), T(where, rid="event_item_description")]
    return screen(SC, clock, batt, rows + [IB("New event", rid="calendar_fab")])


def cal_editor(heading: str, v: dict[str, Any], focus: str, clock: str, batt: int) -> list[El]:
    rows = [IB("Back"), T(heading, rid="toolbar_title"), IB("Save", rid="save"), IB("More options"),
            ET(v.get("title"), "Title", focus == "title", rid="event_title"),
            ET(v.get("location"), "Location", focus == "location", rid="event_location"),
            ET(v.get("description"), "Description", focus == "description", rid="event_description"),
            T("All-day", rid="event_all_day_label"), SW(None, False, rid="event_all_day"),
            TC(v["sdate"], rid="event_start_date"), TC(v["stime"], rid="event_start_time"),
            TC(v["edate"], rid="event_end_date"), TC(v["etime"], rid="event_end_time"),
            TC(v.get("reminder", "10 minutes before"), rid="event_reminder_1"), TC("Add another reminder", rid="event_reminder_2"),
            TC(v.get("repeat", "No repetition"), rid="event_repetition"), TC("Regular event", rid="event_type")]
    return screen(SC, clock, batt, rows)


def t17_calendar_followup(rs: RowSet) -> None:
    # clean: Simple Calendar, add "Dentist follow-up call" on a day that already has "Dentist – Dr. Okafor", open the older one, move a day on, back to month, next month shows the weekly repeat.
    ev = {3: ["Choir rehearsal"], 10: ["Choir rehearsal"], 12: ["Dentist – Dr. Okafor"], 17: ["Choir rehearsal"], 20: ["Seed swap"], 24: ["Choir rehearsal"]}
    today = (4, 9)
    okafor = ("Dentist – Dr. Okafor", "9:30 AM – 10:15 AM", "Harbor Dental, Suite 210")
    t = Traj(cal_month(4, ev, today, "7:40", 45))
    t.tap("12", cal_day("Friday, April 12", [okafor], "7:40", 45))
    v: dict[str, Any] = {"sdate": "Fri, Apr 12, 2024", "stime": "8:00 PM", "edate": "Fri, Apr 12, 2024", "etime": "9:00 PM"}
    t.tap("New event", cal_editor("New event", v, "title", "7:40", 45))
    v["title"] = "Dentist follow-up call"
    t.type("Title", "Dentist follow-up call", cal_editor("New event", v, "title", "7:41", 45))
    v["description"] = "Ask about night guard quote"
    t.type("Description", "Ask about night guard quote", cal_editor("New event", v, "description", "7:41", 45))
    both = [okafor, ("Dentist follow-up call", "8:00 PM – 9:00 PM", "Ask about night guard quote")]
    t.tap("Save", cal_day("Friday, April 12", both, "7:41", 45))
    old = {"title": "Dentist – Dr. Okafor", "location": "Harbor Dental, Suite 210", "description": "Cleaning + check crown on #19",
           "sdate": "Fri, Apr 12, 2024", "stime": "9:30 AM", "edate": "Fri, Apr 12, 2024", "etime": "10:15 AM", "reminder": "1 day before"}
    t.tap("Dentist – Dr. Okafor", cal_editor("Edit event", old, "", "7:42", 45))
    t.back(cal_day("Friday, April 12", both, "7:42", 45))
    t.swipe("left", cal_day("Saturday, April 13", [], "7:42", 44))
    ev[12] = ["Dentist – Dr. Okafor", "Dentist follow-up call"]
    t.back(cal_month(4, ev, today, "7:42", 44))
    may = {1: ["Choir rehearsal"], 8: ["Choir rehearsal"], 12: ["Mother's Day brunch"], 15: ["Choir rehearsal"], 22: ["Choir rehearsal"],
           27: ["Memorial Day"], 29: ["Choir rehearsal"]}
    t.swipe("left", cal_month(5, may, today, "7:43", 44))
    t.add(rs, 17)


def t18_calendar_new_event(rs: RowSet) -> None:
    # bad: Simple Calendar, "Kiln unload – studio B" is saved on March 21 and shows in that cell at turn 7; after swiping to April and back, turn 9's March grid no longer has it.
    ev = {19: ["Physio"], 22: ["Sofia bday"], 27: ["Rent"]}
    today = (3, 18)
    v: dict[str, Any] = {"sdate": "Mon, Mar 18, 2024", "stime": "3:00 PM", "edate": "Mon, Mar 18, 2024", "etime": "4:00 PM"}
    t = Traj(cal_month(3, ev, today, "2:05", 90))
    t.tap("New event", cal_editor("New event", v, "title", "2:05", 90))
    v["title"] = "Kiln unload – studio B"
    t.type("Title", "Kiln unload – studio B", cal_editor("New event", v, "title", "2:05", 90))

    def picker(day: int, header: str) -> list[El]:
        rows = [T("2024", rid="date_picker_header_year"), T(header, rid="date_picker_header_date"),
                IB("Previous month", rid="prev"), T("March 2024"), IB("Next month", rid="next")]
        rows += [E(str(d), f"{d} March 2024", "TextView", click=True, checked=(d == day)) for d in range(1, 32)]
        return screen(SC, "2:06", 90, rows + [BT("Cancel", rid="button2"), BT("OK", rid="button1")])

    t.tap("Mon, Mar 18, 2024", picker(18, "Mon, Mar 18"))
    t.tap("21", picker(21, "Thu, Mar 21"))
    v.update(sdate="Thu, Mar 21, 2024", edate="Thu, Mar 21, 2024")
    t.tap("OK", cal_editor("New event", v, "", "2:06", 90))
    v["location"] = "Clayhouse Studios, 2nd floor"
    t.type("Location", "Clayhouse Studios, 2nd floor", cal_editor("New event", v, "location", "2:06", 90))
    t.tap("Save", cal_month(3, {**ev, 21: ["Kiln unload – studio B"]}, today, "2:07", 89))
    april = {3: ["Vet – Mochi"], 15: ["Taxes due"], 27: ["Rent"]}
    t.swipe("left", cal_month(4, april, today, "2:07", 89))
    t.swipe("right", cal_month(3, ev, today, "2:07", 89))
    t.tap("21", cal_day("Thursday, March 21", [], "2:07", 89))
    t.add(rs, 18, bad=True, turn=9, kind="event saved on March 21 is missing from the month grid after paging away and back")


# ----------------------------------------------------------------------------- 19 / 20 Tasks

TK = "org.tasks"


def tasks_list(title: str, tasks: list[tuple[str, str | None]], clock: str, batt: int, done: list[tuple[str, str | None]] | None = None,
               snack: bool = False) -> list[El]:
    rows: list[El] = [IB("Open navigation drawer"), T(title, rid="toolbar_title"), IB("Search", rid="menu_search"), IB("More options"), RV("recycler_view")]
    for name, due in tasks:
        rows += [CB(False, rid="completeBox"), TC(name, rid="title")]
        if due:
            rows.append(T(due, rid="due_date"))
    if done is not None:
        rows.append(T("Completed", rid="header"))
        for name, due in done:
            rows += [CB(True, rid="completeBox"), TC(name, rid="title")]
            if due:
                rows.append(T(due, rid="due_date"))
    rows.append(IB("Create new task", rid="fab"))
    if snack:
        rows += [T("Task completed", rid="snackbar_text"), BT("Undo", rid="snackbar_action")]
    return screen(TK, clock, batt, rows)


def tasks_editor(title: str | None, due: str, lst: str, clock: str, batt: int, desc: str | None = None) -> list[El]:
    rows = [IB("Save", rid="menu_save"), IB("More options"), CB(False, rid="completeBox"), ET(title, "Task name", title is None, rid="title"),
            T("Due date", rid="label"), TC(due, rid="due_date"), T("Priority", rid="label"),
            E(None, "Priority none", "RadioGroup", rid="importance_group"), ET(desc, "Description", rid="notes"),
            T("List", rid="label"), TC(lst, rid="list_name"), T("Tags", rid="label"), TC("Add tags", rid="tags"),
            T("Reminders", rid="label"), TC("Add reminder", rid="reminders"), T("Repeat", rid="label"), TC("Does not repeat", rid="repeat")]
    return screen(TK, clock, batt, rows)


def tasks_drawer(today: int, lists: list[tuple[str, int]], clock: str, batt: int) -> list[El]:
    rows: list[El] = [T("Filters", rid="header"), TC("Today", rid="text"), T(str(today), rid="count"), TC("Recently modified", rid="text"),
                      T("Local lists", rid="header")]
    for name, n in lists:
        rows += [TC(name, rid="text"), T(str(n), rid="count")]
    rows += [TC("Manage lists", rid="text"), TC("Settings", rid="text"), TC("Help & feedback", rid="text")]
    return screen(TK, clock, batt, rows)


def t19_tasks_van(rs: RowSet) -> None:
    # bad: Tasks, "Van conversion" has 7 open tasks; two are added (9) and one completed (8 listed at turn 7); turn 8's drawer count for the list says 9.
    van = [("Fit MaxxFan in roof cutout", "Tomorrow"), ("Run 10 AWG wire to battery isolator", "Wed"), ("Sand and oil birch ply cabinets", "Thu"),
           ("Pick up cork flooring tiles", "Sat"), ("Insulate wheel arches (Armaflex)", "Mar 26"), ("Book weigh station slot", "Apr 2"),
           ("Source swivel seat base", None)]
    t = Traj(tasks_list("Van conversion", van, "18:02", 52))
    t.tap("Create new task", tasks_editor(None, "No due date", "Van conversion", "18:02", 52))
    t.type("Task name", "Seal roof vent flange with butyl tape", tasks_editor("Seal roof vent flange with butyl tape", "No due date", "Van conversion", "18:03", 52))
    van.insert(6, ("Seal roof vent flange with butyl tape", None))
    t.tap("Save", tasks_list("Van conversion", van, "18:03", 52))
    t.tap("Create new task", tasks_editor(None, "No due date", "Van conversion", "18:03", 52))
    t.type("Task name", "Order 12V fuse block (6-way)", tasks_editor("Order 12V fuse block (6-way)", "No due date", "Van conversion", "18:03", 51))
    van.insert(6, ("Order 12V fuse block (6-way)", None))
    t.tap("Save", tasks_list("Van conversion", van, "18:04", 51))
    van.pop(1)
    t.tap("completeBox", tasks_list("Van conversion", van, "18:04", 51, snack=True), n=1)
    t.tap("Open navigation drawer", tasks_drawer(2, [("Errands", 3), ("Garden", 4), ("Van conversion", 9)], "18:04", 51))
    garden = [("Water tomato starts", "Today"), ("Repot fig tree", "Thu"), ("Mix seed compost", "Sat"), ("Fix trellis wire", None)]
    t.tap("Garden", tasks_list("Garden", garden, "18:05", 51))
    t.tap("Repot fig tree", tasks_editor("Repot fig tree", "Thu, Mar 21", "Garden", "18:05", 51, "Use the 14\" terracotta pot, add grit to the mix"))
    t.add(rs, 19, bad=True, turn=8, kind="drawer count for the list does not follow the two adds and one completion (shows 9, list holds 8)")


def t20_tasks_allotment(rs: RowSet) -> None:
    # clean: Tasks, complete one task (it leaves the list), add one with a due date (re-sorted in), show completed (it comes back under Completed), open another list.
    allot = [("Turn compost bays", "Today"), ("Sow broad beans (row 3)", "Tomorrow"), ("Fix water butt tap", "Fri"),
             ("Order seed potatoes – Charlotte", "Mar 25"), ("Net the brassicas", None)]
    t = Traj(tasks_list("Allotment", allot, "8:47", 95))
    done = [allot.pop(0)]
    t.tap("completeBox", tasks_list("Allotment", allot, "8:47", 95, snack=True))
    t.tap("Create new task", tasks_editor(None, "No due date", "Allotment", "8:47", 95))
    t.type("Task name", "Collect manure from stables", tasks_editor("Collect manure from stables", "No due date", "Allotment", "8:48", 95))
    t.tap("No due date", screen(TK, "8:48", 95, [T("Due date", rid="title"), TC("Today", rid="shortcut"), TC("Tomorrow", rid="shortcut"),
                                                 TC("Next week", rid="shortcut"), TC("Pick date", rid="shortcut"), TC("No date", rid="shortcut"),
                                                 TC("Pick time", rid="time_shortcut")]))
    t.tap("Tomorrow", tasks_editor("Collect manure from stables", "Tomorrow", "Allotment", "8:48", 95))
    allot.insert(0, ("Collect manure from stables", "Tomorrow"))
    t.tap("Save", tasks_list("Allotment", allot, "8:48", 95))
    t.tap("More options", screen(TK, "8:49", 95, [TC("Sort", rid="title"), E("Show completed", None, "CheckBox", click=True, rid="title"),
                                                  E("Show unstarted", None, "CheckBox", click=True, checked=True, rid="title"),
                                                  TC("Clear completed", rid="title"), TC("List settings", rid="title"), TC("Share list", rid="title")]))
    t.tap("Show completed", tasks_list("Allotment", allot, "8:49", 95, done=done))
    t.tap("Open navigation drawer", tasks_drawer(1, [("Allotment", 5), ("Household", 6), ("Reading", 3)], "8:49", 94))
    house = [("Descale kettle", "Today"), ("Bleed bedroom radiator", "Thu"), ("Replace shower seal", "Sat"), ("Renew TV licence", "Mar 28"),
             ("Sort loft boxes", None), ("Touch up skirting paint", None)]
    t.tap("Household", tasks_list("Household", house, "8:49", 94))
    t.add(rs, 20)


# ----------------------------------------------------------------------------- 21 VLC

def t21_vlc_resume(rs: RowSet) -> None:
    # clean: VLC, play a video (elapsed time advances across a wait), pause, leave, re-sort the library by length, resume from the paused point.
    pkg = "org.videolan.vlc"
    vids = {"GoPro_Descent_Cascade": "12:48", "lecture_07_thermodynamics": "1:14:09", "niece_recital_2024": "6:31", "timelapse_aurora": "2:40"}
    secs = {k: sum(int(x) * 60 ** i for i, x in enumerate(reversed(v.split(":")))) for k, v in vids.items()}

    def library(order: str, clock: str, batt: int, seen: bool) -> list[El]:
        names = sorted(vids, key=str.lower) if order == "name" else sorted(vids, key=lambda k: secs[k])
        rows: list[El] = [T("Video", rid="toolbar_title"), IB("Search", rid="ml_menu_filter"), IB("Sort by", rid="ml_menu_sortby"),
                          IB("More options"), RV("media_list")]
        for n in names:
            rows += [IV(None, rid="ml_item_thumbnail"), TC(n, rid="ml_item_title"), T(vids[n], rid="ml_item_time"), IB("More actions", rid="item_more")]
            if seen and n == "niece_recital_2024":
                rows.append(E(None, None, "ProgressBar", rid="ml_item_progress"))
        nav = [E(x, x, "FrameLayout", click=True, sel=(x == "Video"), rid="navigation_bar_item_icon_container")
               for x in ("Video", "Audio", "Browse", "Playlists", "More")]
        return screen(pkg, clock, batt, rows + nav)

    def player(pos: str | None, playing: bool, clock: str, batt: int) -> list[El]:
        rows: list[El] = [E(None, None, "android.view.SurfaceView", click=True, rid="player_surface")]
        if pos is not None:
            rows += [IB("Navigate up", rid="player_overlay_navmenu"), T("niece_recital_2024", rid="player_overlay_title"),
                     IB("Audio track and subtitles", rid="player_overlay_tracks"), IB("More options", rid="player_overlay_adv_function"),
                     T(pos, rid="player_overlay_time"), E(None, "Playback position", "SeekBar", click=True, rid="player_overlay_seekbar"),
                     T("6:31", rid="player_overlay_length"), IB("Lock", rid="lock_overlay_button"), IB("Rewind 10 seconds", rid="player_overlay_rewind"),
                     IB("Pause" if playing else "Play", rid="player_overlay_play"), IB("Forward 10 seconds", rid="player_overlay_forward"),
                     IB("Resize", rid="player_resize")]
        return screen(pkg, clock, batt, rows, icons=("VLC notification: niece_recital_2024",) if playing else ())

    t = Traj(library("name", "6:02", 71, False))
    t.tap("niece_recital_2024", player("0:01", True, "6:02", 71))
    t.wait(player(None, True, "6:02", 71))
    t.tap("player_surface", player("0:21", True, "6:02", 71))
    t.tap("Pause", player("0:22", False, "6:02", 71))
    t.back(library("name", "6:03", 71, True))
    t.tap("Sort by", screen(pkg, "6:03", 71, [T("Sort by", rid="title"), RB("Name", True, rid="sort_name"), RB("Length", False, rid="sort_length"),
                                              RB("Insertion date", False, rid="sort_insertion"), RB("Last modified date", False, rid="sort_last_modified"),
                                              CB(False, text="Descending", rid="sort_descending")]))
    t.tap("Length", library("length", "6:03", 71, True))
    t.tap("niece_recital_2024", player("0:23", True, "6:03", 71))
    t.tap("Pause", player("0:27", False, "6:03", 70))
    t.back(library("length", "6:03", 70, True))
    t.add(rs, 21)


# ----------------------------------------------------------------------------- 22 Simple SMS Messenger

def t22_sms_thread(rs: RowSet) -> None:
    # bad: Simple SMS Messenger, two texts are sent at 9:13 and 9:14 and a reply arrives at 9:15 (turn 6); turn 7's conversation list stamps that latest message 9:05 AM.
    pkg = "com.simplemobiletools.smsmessenger"
    convs = [["Priyanka Venkat", "Can you grab the tent poles? They're in the garage, blue bag", "8:52 AM"],
             ["Lindqvist Dental", "Reminder: Thu Mar 21 at 3:15 PM with Dr. Åberg. Reply C to confirm.", "Yesterday"],
             ["Matteo (climbing)", "Sat 7am at the crag? I'll bring the 70m", "Mon"],
             ["+1 (206) 555-0139", "Your Cascade CU verification code is 448105", "Mar 12"],
             ["Mom", "Call me when you land ❤️", "Mar 9"]]

    def clist(clock: str, batt: int) -> list[El]:
        rows: list[El] = [ET(None, "Search", rid="top_toolbar_search"), IB("More options"), RV("conversations_list")]
        for name, snip, when in convs:
            rows += [IV(None, rid="conversation_image"), TC(name, rid="conversation_address"), T(snip, rid="conversation_body_short"),
                     T(when, rid="conversation_date")]
        return screen(pkg, clock, batt, rows + [IB("Start a conversation", rid="conversations_fab")])

    def thread(name: str, number: str, msgs: list[tuple[str, str, bool]], draft: str | None, clock: str, batt: int) -> list[El]:
        rows: list[El] = [IB("Navigate up"), T(name, rid="thread_toolbar_title"), T(number, rid="thread_toolbar_subtitle"),
                          IB("Dial number", rid="dial_number"), IB("More options"), RV("thread_messages_list")]
        day = None
        for text, when, mine in msgs:
            d = when.split(" · ")[0] if " · " in when else "Today"
            if d != day:
                day = d
                rows.append(T(d, rid="thread_date_time"))
            rows.append(T(text, rid="thread_message_body"))
            rows.append(T(when.split(" · ")[-1] + (" · Delivered" if mine else ""), rid="thread_message_time"))
        rows += [IB("Attachment", rid="thread_add_attachment"), ET(draft, "Type a message…", draft is not None, rid="thread_type_message"),
                 E("SMS", "Send", "Button", click=bool(draft), rid="thread_send_message")]
        return screen(pkg, clock, batt, rows)

    pv = [("Morning! Are you still coming Saturday?", "8:47 AM", False),
          ("Can you grab the tent poles? They're in the garage, blue bag", "8:52 AM", False)]
    num = "+1 (425) 555-0187"
    t = Traj(clist("9:12", 86))
    t.tap("Priyanka Venkat", thread("Priyanka Venkat", num, pv, None, "9:12", 86))
    m1 = "Yes! Grabbing the poles + the spare stakes. Leaving around 10."
    t.type("Type a message…", m1, thread("Priyanka Venkat", num, pv, m1, "9:13", 86))
    pv.append((m1, "9:13 AM", True))
    t.tap("Send", thread("Priyanka Venkat", num, pv, None, "9:13", 86))
    m2 = "Want me to bring the camp stove too?"
    t.type("Type a message…", m2, thread("Priyanka Venkat", num, pv, m2, "9:14", 86))
    pv.append((m2, "9:14 AM", True))
    t.tap("Send", thread("Priyanka Venkat", num, pv, None, "9:14", 86))
    reply = "Yes please!! And the lantern if it's charged 🙏"
    pv.append((reply, "9:15 AM", False))
    t.wait(thread("Priyanka Venkat", num, pv, None, "9:15", 85))
    convs[0][1:] = [reply, "9:05 AM"]
    t.back(clist("9:15", 85))
    mt = [("Sat 7am at the crag? I'll bring the 70m", "Mon · 6:38 PM", False)]
    t.tap("Matteo (climbing)", thread("Matteo (climbing)", "+1 (206) 555-0164", mt, None, "9:16", 85))
    m3 = "Count me in. Meet at the lot at 6:45?"
    t.type("Type a message…", m3, thread("Matteo (climbing)", "+1 (206) 555-0164", mt, m3, "9:16", 85))
    mt.append((m3, "9:16 AM", True))
    t.tap("Send", thread("Matteo (climbing)", "+1 (206) 555-0164", mt, None, "9:16", 85))
    t.add(rs, 22, bad=True, turn=7, kind="conversation list stamps the newest message 9:05 AM though it arrived at 9:15 AM, after the 9:13/9:14 sends")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01_retro_playlist, t02_clock_alarm, t03_files_rename_move, t04_joplin_reread, t05_settings_battery,
                  t06_settings_bluetooth, t07_audio_recorder, t08_broccoli_delete, t09_contacts_create, t10_contacts_edit,
                  t11_osmand_route, t12_expense_add_delete, t13_clock_timer, t14_expense_total, t15_gallery_rename,
                  t16_markor_note, t17_calendar_followup, t18_calendar_new_event, t19_tasks_van, t20_tasks_allotment,
                  t21_vlc_resume, t22_sms_thread):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
