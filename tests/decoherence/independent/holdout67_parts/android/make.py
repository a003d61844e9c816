# ruff: noqa: E501
"""Held-out android trajectories for holdout67 (AndroidWorld-style element lists), 11 clean and 11 with one slip.

Every screen is rendered from a small per-trajectory state, so each observation follows from the actions
before it; the labeled trajectories alter one detail at one turn. Running this module writes
``android_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent import rowkit2 as rk

TASK = "android"
SYSTEM = (
    "You act as a world model of an Android phone. The agent controls the phone with AndroidWorld actions "
    "(click, long_press and input_text on an element index, scroll, navigate_back, navigate_home, open_app, "
    "keyboard_enter, wait). Given the screens and actions so far and the newest action, predict the screen that "
    "results. Keep the representation of the current screen exactly: the same numbered UI element list, the same "
    "fields and the same level of detail. Screen-changing actions (taps that open pages, tab switches, scrolling, "
    "back navigation, app launches, dialogs) replace the affected content; local edits (typing, toggling) only "
    "change the touched elements and what depends on them. Leave untouched parts as they were, keep track of "
    "what earlier turns created, edited or removed, and reply with exactly one closed "
    "<predicted_observation></predicted_observation> block."
)

TV, IB, IV, BT, ET = "android.widget.TextView", "android.widget.ImageButton", "android.widget.ImageView", "android.widget.Button", "android.widget.EditText"
SW, CB, RB = "android.widget.Switch", "android.widget.CheckBox", "android.widget.RadioButton"
RV, FL, LL, VG, V = "androidx.recyclerview.widget.RecyclerView", "android.widget.FrameLayout", "android.widget.LinearLayout", "android.view.ViewGroup", "android.view.View"
SV, WV = "android.widget.ScrollView", "android.webkit.WebView"


class BoundingBox:
    """Prints like AndroidWorld's bounding box."""

    def __init__(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.b = (x1, x2, y1, y2)

    def __repr__(self) -> str:
        return "BoundingBox(x_min={}, x_max={}, y_min={}, y_max={})".format(*self.b)


class App:
    """Builds UI elements of one package."""

    def __init__(self, pkg: str) -> None:
        self.pkg = pkg

    def el(self, cls: str, text: str | None = None, desc: str | None = None, box: tuple[int, int, int, int] = (0, 0, 1080, 2400),
           res: str | None = None, c: bool = False, e: bool = False, k: bool = False, ch: bool = False, f: bool = False,
           s: bool = False, sel: bool = False, lp: bool = False, hint: str | None = None, en: bool = True) -> dict[str, Any]:
        return {
            "text": text, "content_description": desc, "class_name": cls, "bbox_pixels": BoundingBox(*box),
            "hint_text": hint, "is_checked": ch, "is_checkable": k, "is_clickable": c, "is_editable": e,
            "is_enabled": en, "is_focused": f, "is_focusable": c or e, "is_long_clickable": lp,
            "is_scrollable": s, "is_selected": sel, "is_visible": True, "package_name": self.pkg,
            "resource_name": (res if res is None or ":" in res else f"{self.pkg}:id/{res}")}

    def tv(self, text: str, box: tuple[int, int, int, int], res: str | None = None, **kw: Any) -> dict[str, Any]:
        return self.el(TV, text=text, box=box, res=res, **kw)

    def ib(self, desc: str, box: tuple[int, int, int, int], res: str | None = None, **kw: Any) -> dict[str, Any]:
        return self.el(IB, desc=desc, box=box, res=res, c=True, **kw)

    def bt(self, text: str, box: tuple[int, int, int, int], res: str | None = None, **kw: Any) -> dict[str, Any]:
        return self.el(BT, text=text, box=box, res=res, c=True, **kw)

    def et(self, text: str | None, box: tuple[int, int, int, int], res: str | None = None, hint: str | None = None, f: bool = False) -> dict[str, Any]:
        return self.el(ET, text=text or None, box=box, res=res, e=True, c=True, f=f, hint=hint)

    def sw(self, on: bool, box: tuple[int, int, int, int], res: str | None = "switchWidget", desc: str | None = None) -> dict[str, Any]:
        return self.el(SW, text="ON" if on else "OFF", desc=desc, box=box, res=res, c=True, k=True, ch=on)


def status_bar(clock: str, batt: int) -> list[dict[str, Any]]:
    s = App("com.android.systemui")
    return [s.tv(clock, (42, 0, 150, 63), "clock"),
            s.el(IV, desc="Wifi signal full.", box=(842, 8, 890, 56), res="wifi_signal"),
            s.el(IV, desc="Phone signal full.", box=(900, 8, 944, 56), res="mobile_signal"),
            s.el(IV, desc=f"Battery {batt} percent.", box=(955, 8, 1040, 56), res="battery")]


def hm(minutes: int, ampm: bool = False) -> str:
    h, m = divmod(minutes, 60)
    if ampm:
        return f"{(h - 1) % 12 + 1}:{m:02d}"
    return f"{h}:{m:02d}" if h < 10 else f"{h:02d}:{m:02d}"


class Traj:
    """Turns of one trajectory; the status-bar clock moves forward with each turn."""

    def __init__(self, start: str, batt: int, first: list[dict[str, Any]], ampm: bool = True) -> None:
        h, m = start.split(":")
        self.t, self.batt, self.ampm = int(h) * 60 + int(m), batt, ampm
        self.prev = status_bar(hm(self.t, ampm), batt) + first
        self.state = rk.ui_elements(self.prev)
        self.turns: list[tuple[str, str]] = []

    def ix(self, key: str, n: int = 0, res: str | None = None) -> int:
        hits = [i for i, e in enumerate(self.prev)
                if (e["text"] == key or e["content_description"] == key) and (res is None or (e["resource_name"] or "").endswith(res))]
        assert len(hits) > n, (key, [e["text"] or e["content_description"] for e in self.prev])
        return hits[n]

    def tap(self, key: str, n: int = 0, res: str | None = None) -> str:
        return rk.droid("click", index=self.ix(key, n, res))

    def rix(self, res: str, n: int = 0) -> int:
        hits = [i for i, e in enumerate(self.prev) if (e["resource_name"] or "").endswith(res)]
        assert len(hits) > n, res
        return hits[n]

    def type_res(self, text: str, res: str, n: int = 0) -> str:
        return rk.droid("input_text", text=text, index=self.rix(res, n))

    def tap_res(self, res: str, n: int = 0) -> str:
        return rk.droid("click", index=self.rix(res, n))

    def hold(self, key: str, n: int = 0, res: str | None = None) -> str:
        return rk.droid("long_press", index=self.ix(key, n, res))

    def type(self, text: str, key: str, n: int = 0, res: str | None = None) -> str:
        return rk.droid("input_text", text=text, index=self.ix(key, n, res))

    def go(self, action: str, screen: list[dict[str, Any]], adv: int = 0, clock: str | None = None) -> None:
        self.t += adv
        self.prev = status_bar(clock or hm(self.t, self.ampm), self.batt) + screen
        self.turns.append((action, rk.ui_elements(self.prev)))


BACK = rk.droid("navigate_back")
WAIT = rk.droid("wait")


def SCROLL(d: str) -> str:
    return rk.droid("scroll", direction=d)


def OPEN(name: str) -> str:
    return rk.droid("open_app", app_name=name)


def launcher(apps: list[str]) -> list[dict[str, Any]]:
    a = App("com.google.android.apps.nexuslauncher")
    out = [a.el(V, desc="Home", box=(0, 0, 1080, 2400), res="workspace", s=True)]
    for i, name in enumerate(apps):
        x, y = 40 + (i % 4) * 260, 1480 + (i // 4) * 300
        out.append(a.tv(name, (x, y, x + 220, y + 260), "icon", c=True, lp=True))
    out.append(a.el(V, desc="Google search", box=(60, 2110, 1020, 2260), res="search_container_hotseat", c=True))
    return out


def bar(a: App, title: str, back: bool = True, acts: tuple[str, ...] = (), sub: str | None = None) -> list[dict[str, Any]]:
    out = [a.ib("Navigate up", (0, 63, 147, 210))] if back else []
    out.append(a.tv(title, (168 if back else 42, 85 if sub else 100, 700, 150 if sub else 175), "toolbar_title"))
    if sub:
        out.append(a.tv(sub, (168 if back else 42, 150, 700, 196), "toolbar_subtitle"))
    for j, d in enumerate(reversed(acts)):
        out.append(a.ib(d, (944 - j * 126, 63, 1080 - j * 126, 210), "action_" + d.lower().replace(" ", "_")))
    return out


def rows(a: App, items: list[tuple[str, ...]], y0: int = 262, h: int = 168, res: str = "item", lp: bool = True,
         end: str | None = None) -> list[dict[str, Any]]:
    out = []
    for i, it in enumerate(items):
        y = y0 + i * h
        out.append(a.el(LL, box=(0, y, 1080, y + h), res=f"{res}_container", c=True, lp=lp))
        out.append(a.tv(it[0], (42, y + 24, 820, y + 78), f"{res}_title"))
        for k, sub in enumerate(it[1:-1] if end else it[1:]):
            out.append(a.tv(sub, (42, y + 84 + k * 44, 820, y + 124 + k * 44), f"{res}_subtitle" if k == 0 else f"{res}_detail"))
        if end:
            out.append(a.tv(it[-1], (830, y + 24, 1038, y + 78), f"{res}_{end}"))
    return out


def nav(a: App, tabs: list[str], sel: str, y: int = 2085) -> list[dict[str, Any]]:
    w = 1080 // len(tabs)
    return [a.el(FL, text=None, desc=tb, box=(j * w, y, j * w + w, y + 147), res="navigation_bar_item_" + tb.lower().replace(" ", "_"), c=True, sel=tb == sel)
            for j, tb in enumerate(tabs)]


def dialog(a: App, title: str, msg: str | None, buttons: list[str], y: int = 900) -> list[dict[str, Any]]:
    out = [a.el(FL, box=(63, y, 1017, y + 560), res="parentPanel"), a.tv(title, (126, y + 50, 954, y + 130), "alertTitle")]
    if msg:
        out.append(a.tv(msg, (126, y + 160, 954, y + 360), "message"))
    for j, b in enumerate(reversed(buttons)):
        out.append(a.bt(b, (780 - j * 230, y + 420, 954 - j * 230, y + 520), f"button{j + 1}"))
    return out


# ---------------------------------------------------------------- 01 Markor (clean)
def markor_list(m: App, files: list[tuple[str, str, bool]], selected: str | None = None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if selected:
        out += [m.ib("Done", (0, 63, 147, 210), "action_mode_close_button"), m.tv("1", (168, 100, 300, 175), "action_bar_title"),
                m.ib("Share", (566, 63, 692, 210), "action_share"), m.ib("Rename", (692, 63, 818, 210), "action_rename_selected_item"),
                m.ib("Delete", (818, 63, 944, 210), "action_delete_selected_items"), m.ib("More options", (944, 63, 1080, 210))]
    else:
        out += [m.tv("Notebook", (42, 100, 500, 175), "toolbar_title"), m.ib("Search", (692, 63, 818, 210), "action_search"),
                m.ib("Sort by", (818, 63, 944, 210), "action_sort"), m.ib("More options", (944, 63, 1080, 210))]
    out.append(m.tv("/storage/emulated/0/Documents/markor", (42, 210, 1038, 262), "ui__filesystem_dialog__current_folder"))
    out.append(m.el(RV, box=(0, 262, 1080, 2085), res="ui__filesystem_dialog__list", s=True))
    for i, (name, desc, folder) in enumerate(files):
        y = 262 + i * 168
        out += [m.el(LL, box=(0, y, 1080, y + 168), res="ui__filesystem_item__root", c=True, lp=True, sel=name == selected),
                m.el(IV, desc="Folder" if folder else "File", box=(42, y + 42, 126, y + 126), res="ui__filesystem_item__image"),
                m.tv(name, (168, y + 30, 1038, y + 90), "ui__filesystem_item__title"),
                m.tv(desc, (168, y + 94, 1038, y + 140), "ui__filesystem_item__description")]
    out.append(m.ib("Create a new file or folder", (870, 1890, 1038, 2058), "fab_add_new_item"))
    for j, tab in enumerate(["To-Do", "Notebook", "QuickNote", "More"]):
        out.append(m.el(FL, desc=tab, box=(j * 270, 2085, j * 270 + 270, 2232), res=f"nav_{tab.lower().replace('-', '')}", c=True, sel=tab == "Notebook"))
    return out


def markor_editor(m: App, title: str, body: str, focused: bool) -> list[dict[str, Any]]:
    out = [m.ib("Navigate up", (0, 63, 147, 210)), m.tv(title, (168, 100, 560, 175), "toolbar_title"),
           m.ib("Undo", (566, 63, 692, 210), "action_undo"), m.ib("Save", (692, 63, 818, 210), "action_save"),
           m.ib("Preview", (818, 63, 944, 210), "action_preview"), m.ib("More options", (944, 63, 1080, 210)),
           m.el(SV, box=(0, 210, 1080, 1290), res="document__fragment__edit__content_editor__scrolling_parent", s=True),
           m.el(ET, text=body or None, box=(0, 210, 1080, 1290), res="document__fragment__edit__highlighting_editor", e=True, c=True, f=focused, lp=True)]
    for j, d in enumerate(["Checkbox", "Unordered list", "Header", "Bold", "Italic", "Insert link", "Insert image"]):
        out.append(m.ib(d, (j * 154, 1290, j * 154 + 154, 1416), f"markdown_{d.lower().replace(' ', '_')}"))
    return out


def t01() -> dict[str, Any]:
    m = App("net.gsantner.markor")
    files = [("archive", "Oct 2, 2023 19:44", True), ("recipes", "Oct 9, 2023 18:02", True),
             ("grocery_list.md", "Oct 14, 2023 17:36 · 212 B", False), ("ideas.txt", "Sep 28, 2023 22:10 · 1.4 kB", False),
             ("meeting_notes_1012.md", "Oct 12, 2023 11:58 · 2.8 kB", False), ("todo.txt", "Oct 15, 2023 08:05 · 436 B", False)]
    t = Traj("10:17", 81, markor_list(m, files))
    t.go(t.tap("Create a new file or folder"), markor_list(m, files) + [
        m.el(FL, box=(63, 760, 1017, 1560), res="parentPanel"), m.tv("Create new", (126, 810, 954, 890), "alertTitle"),
        m.et("", (126, 930, 954, 1050), "new_file_dialog__name", hint="Name", f=True),
        m.el("android.widget.Spinner", text="Markdown", box=(126, 1080, 954, 1180), res="new_file_dialog__type", c=True),
        m.el("android.widget.Spinner", text="Empty file", box=(126, 1200, 954, 1300), res="new_file_dialog__template", c=True),
        m.bt("FOLDER", (126, 1420, 360, 1530), "button3"), m.bt("CANCEL", (560, 1420, 760, 1530), "button2"),
        m.bt("OK", (780, 1420, 954, 1530), "button1")], adv=0)
    dlg = t.prev[4:]
    t.go(t.type_res("packing_list", "new_file_dialog__name"), [dict(e, text="packing_list") if e["hint_text"] == "Name" else e for e in dlg], adv=1)
    t.go(t.tap("OK"), markor_editor(m, "packing_list", "", True), adv=0)
    body = "# Packing list\n- passport\n- phone charger\n- sunscreen\n- rain jacket"
    t.go(t.type_res(body, "highlighting_editor"), markor_editor(m, "packing_list", body, True), adv=1)
    size = f"{len(body.encode())} B"
    files2 = files[:5] + [("packing_list.md", f"Oct 15, 2023 10:19 · {size}", False)] + files[5:]
    t.go(BACK, markor_list(m, files2), adv=0)
    t.go(t.hold("packing_list.md"), markor_list(m, files2, selected="packing_list.md"), adv=1)
    t.go(t.tap("Rename"), markor_list(m, files2, selected="packing_list.md") + [
        m.el(FL, box=(63, 900, 1017, 1420), res="parentPanel"), m.tv("Rename", (126, 950, 954, 1030), "alertTitle"),
        m.et("packing_list.md", (126, 1080, 954, 1200), "new_name", hint="Name", f=True),
        m.bt("CANCEL", (560, 1290, 760, 1400), "button2"), m.bt("OK", (780, 1290, 954, 1400), "button1")], adv=0)
    t.go(t.type("trip_packing_list.md", "packing_list.md", res="new_name"),
         [dict(e, text="trip_packing_list.md") if (e["resource_name"] or "").endswith("new_name") else e for e in t.prev[4:]], adv=0)
    files3 = files[:5] + files[5:] + [("trip_packing_list.md", f"Oct 15, 2023 10:19 · {size}", False)]
    t.go(t.tap("OK"), markor_list(m, files3), adv=1)
    t.go(t.tap("trip_packing_list.md"), markor_editor(m, "trip_packing_list", body, False), adv=0)
    return {"tid": "h67-android-01", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 02 Simple Calendar (bad: event time moved)
def cal_month(a: App, events: dict[int, list[str]]) -> list[dict[str, Any]]:
    out = bar(a, "October 2023", back=False, acts=("Go to today", "Search", "Change view", "More options"))
    out += [a.tv(d, (i * 154, 220, i * 154 + 154, 270), "week_day_label") for i, d in enumerate("SMTWTFS")]
    days = [(m, d) for m, d in [("Sep", x) for x in range(24, 31)] + [("Oct", x) for x in range(1, 32)] + [("Nov", x) for x in range(1, 5)]]
    for i, (mon, d) in enumerate(days):
        x, y = (i % 7) * 154, 280 + (i // 7) * 290
        out.append(a.el(V, text=str(d), desc=f"{mon} {d}" + (" today" if (mon, d) == ("Oct", 15) else ""), box=(x, y, x + 154, y + 290), res="month_day", c=True))
        if mon == "Oct":
            for k, ev in enumerate(events.get(d, [])):
                out.append(a.tv(ev, (x + 4, y + 70 + k * 48, x + 150, y + 114 + k * 48), "month_event"))
    out.append(a.ib("New Event", (870, 2050, 1038, 2218), "calendar_fab"))
    return out


def cal_editor(a: App, title: str, loc: str, date: str, start: str, end: str, focus: str = "", head: str = "New Event") -> list[dict[str, Any]]:
    return bar(a, head, acts=("Save",)) + [
        a.et(title, (42, 230, 1038, 340), "event_title", hint="Title", f=focus == "title"),
        a.et(loc, (42, 350, 1038, 460), "event_location", hint="Location", f=focus == "loc"),
        a.et("", (42, 470, 1038, 580), "event_description", hint="Description"),
        a.tv("All-day", (126, 620, 700, 690), "event_all_day_label"), a.sw(False, (900, 610, 1038, 700), "event_all_day"),
        a.tv(date, (126, 730, 700, 800), "event_start_date", c=True), a.tv(start, (800, 730, 1038, 800), "event_start_time", c=True),
        a.tv(date, (126, 840, 700, 910), "event_end_date", c=True), a.tv(end, (800, 840, 1038, 910), "event_end_time", c=True),
        a.tv("America/Los_Angeles", (126, 960, 1038, 1030), "event_time_zone", c=True),
        a.tv("10 minutes before", (126, 1080, 1038, 1150), "event_reminder_1", c=True),
        a.tv("Add another reminder", (126, 1170, 1038, 1240), "event_reminder_2", c=True),
        a.tv("No repetition", (126, 1290, 1038, 1360), "event_repetition", c=True),
        a.tv("Regular event", (126, 1410, 1038, 1480), "event_type", c=True)]


def t02() -> dict[str, Any]:
    a = App("com.simplemobiletools.calendar.pro")
    ev = {3: ["Team lunch"], 11: ["Dad's birthday"], 15: ["Yoga"], 24: ["Car service"], 27: ["Flight to Denver"]}
    t = Traj("10:24", 64, cal_month(a, ev))
    t.go(t.tap("New Event"), cal_editor(a, "", "", "Sun, Oct 15, 2023", "11:00", "12:00", "title"))
    t.go(t.type_res("Dentist appointment", "event_title"), cal_editor(a, "Dentist appointment", "", "Sun, Oct 15, 2023", "11:00", "12:00", "title"), adv=1)
    t.go(t.type_res("Bright Smile Dental, 220 Pine St", "event_location"), cal_editor(a, "Dentist appointment", "Bright Smile Dental, 220 Pine St", "Sun, Oct 15, 2023", "11:00", "12:00", "loc"))
    ed = t.prev[4:]

    def picker(day: int, wd: str) -> list[dict[str, Any]]:
        out = [a.el(FL, box=(63, 500, 1017, 1900), res="parentPanel"), a.tv("2023", (110, 540, 400, 600), "date_picker_header_year", c=True),
               a.tv(f"{wd}, Oct {day}", (110, 600, 900, 720), "date_picker_header_date"),
               a.ib("Previous month", (110, 760, 230, 880), "prev"), a.tv("October 2023", (300, 780, 780, 860), "month_view"),
               a.ib("Next month", (850, 760, 970, 880), "next")]
        for d in range(1, 32):
            i = d + 6
            x, y = 110 + (i % 7) * 123, 900 + (i // 7) * 140
            out.append(a.el(V, text=str(d), desc=f"{d} October 2023", box=(x, y, x + 123, y + 140), c=True, k=True, ch=d == day))
        return out + [a.bt("CANCEL", (560, 1780, 760, 1880), "button2"), a.bt("OK", (780, 1780, 954, 1880), "button1")]
    t.go(t.tap_res("event_start_date"), ed + picker(15, "Sun"))
    t.go(t.tap("19"), ed + picker(19, "Thu"))
    t.go(t.tap("OK"), cal_editor(a, "Dentist appointment", "Bright Smile Dental, 220 Pine St", "Thu, Oct 19, 2023", "11:00", "12:00", "loc"))
    ev[19] = ["Dentist appointment"]
    t.go(t.tap("Save"), cal_month(a, ev), adv=1)
    day = bar(a, "Thursday, October 19, 2023", acts=("Search", "More options")) + [
        a.ib("Previous day", (0, 220, 147, 340), "top_left_arrow"), a.tv("October 19 (Thu)", (200, 240, 880, 320), "top_value"),
        a.ib("Next day", (933, 220, 1080, 340), "top_right_arrow"), a.el(RV, box=(0, 360, 1080, 2040), res="day_events", s=True),
        a.el(LL, box=(0, 360, 1080, 590), res="event_item_holder", c=True, lp=True),
        a.tv("Dentist appointment", (84, 384, 1000, 444), "event_item_title"), a.tv("11:00 - 12:00", (84, 450, 1000, 500), "event_item_time"),
        a.tv("Bright Smile Dental, 220 Pine St", (84, 506, 1000, 556), "event_item_description"),
        a.ib("New Event", (870, 2050, 1038, 2218), "calendar_fab")]
    t.go(t.tap("19"), day)
    t.go(t.tap("Dentist appointment"), cal_editor(a, "Dentist appointment", "Bright Smile Dental, 220 Pine St", "Thu, Oct 19, 2023", "11:30", "12:00", head="Edit Event"), adv=1)
    return {"tid": "h67-android-02", "turns": t.turns, "state": t.state, "bad": True, "turn": 9,
            "kind": "The saved event was created for 11:00-12:00 and the day view just listed it at 11:00 - 12:00, yet opening it shows a start time of 11:30; no edit touched the time."}


# ---------------------------------------------------------------- 03 Clock (clean)
def clock_nav(a: App, sel: str) -> list[dict[str, Any]]:
    return nav(a, ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"], sel, y=2100)


def alarms(a: App, al: list[tuple[str, str, str, bool]]) -> list[dict[str, Any]]:
    out = [a.tv("Alarm", (42, 100, 600, 175), "action_bar_title"), a.ib("More options", (944, 63, 1080, 210)),
           a.el(RV, box=(0, 230, 1080, 2080), res="alarm_recycler_view", s=True)]
    for i, (tm, ap, days, on) in enumerate(al):
        y = 250 + i * 330
        out += [a.el(FL, box=(21, y, 1059, y + 310), res="alarm_item", c=True),
                a.tv("Add label", (63, y + 20, 600, y + 70), "edit_label", c=True),
                a.tv(tm, (63, y + 80, 420, y + 200), "digital_clock", c=True), a.tv(ap, (420, y + 140, 520, y + 195), "am_pm"),
                a.tv(days, (63, y + 215, 800, y + 270), "days_of_week"), a.sw(on, (880, y + 110, 1020, y + 190), "onoff", desc=f"{tm} {ap}"),
                a.ib("Expand alarm", (900, y + 220, 1020, y + 300), "arrow")]
    return out + [a.ib("Add alarm", (456, 1880, 624, 2048), "fab")] + clock_nav(a, "Alarm")


def stopwatch(a: App, shown: str, running: bool, laps: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    out = [a.tv("Stopwatch", (42, 100, 600, 175), "action_bar_title"), a.ib("More options", (944, 63, 1080, 210)),
           a.el(V, desc=shown.replace(":", " minutes ", 1) + " seconds" if ":" in shown else shown, box=(190, 300, 890, 1000), res="stopwatch_circle"),
           a.tv(shown, (290, 560, 790, 740), "stopwatch_time_text")]
    for i, (n, lap, tot) in enumerate(laps):
        y = 1050 + i * 100
        out += [a.tv(n, (120, y, 300, y + 80), "lap_number"), a.tv(lap, (380, y, 640, y + 80), "lap_time"), a.tv(tot, (700, y, 960, y + 80), "lap_total")]
    if running:
        out += [a.bt("Lap", (150, 1880, 330, 2048), "left_button"), a.ib("Pause", (456, 1880, 624, 2048), "fab")]
    elif shown != "0:00":
        out += [a.bt("Reset", (150, 1880, 330, 2048), "left_button"), a.ib("Start", (456, 1880, 624, 2048), "fab")]
    else:
        out += [a.ib("Start", (456, 1880, 624, 2048), "fab")]
    return out + clock_nav(a, "Stopwatch")


def t03() -> dict[str, Any]:
    a = App("com.google.android.deskclock")
    first = [a.tv("Clock", (42, 100, 600, 175), "action_bar_title"), a.ib("More options", (944, 63, 1080, 210)),
             a.tv("10:41 AM", (200, 400, 880, 600), "digital_clock"), a.tv("Sun, Oct 15", (300, 620, 780, 690), "date"),
             a.el(RV, box=(0, 760, 1080, 2080), res="cities", s=True),
             a.tv("London", (63, 800, 600, 870), "city_name"), a.tv("6:41 PM", (700, 800, 1017, 880), "digital_clock"), a.tv("Today, +7 hr", (63, 870, 600, 920), "hours_ahead"),
             a.tv("Tokyo", (63, 980, 600, 1050), "city_name"), a.tv("2:41 AM", (700, 980, 1017, 1060), "digital_clock"), a.tv("Tomorrow, +16 hr", (63, 1050, 600, 1100), "hours_ahead"),
             a.ib("Cities", (456, 1880, 624, 2048), "fab")] + clock_nav(a, "Clock")
    t = Traj("10:41", 92, first)
    al = [("6:30", "AM", "Mon, Tue, Wed, Thu, Fri", True), ("8:00", "AM", "Sat, Sun", False)]
    t.go(t.tap("Alarm"), alarms(a, al))

    def keypad(h: str, m: str, focus: str) -> list[dict[str, Any]]:
        return alarms(a, al) + [a.el(FL, box=(63, 700, 1017, 1500), res="parentPanel"), a.tv("Enter time", (126, 740, 954, 810), "header_title"),
                                 a.et(h, (126, 850, 430, 1030), "input_hour", f=focus == "h"), a.tv(":", (440, 870, 480, 1010)),
                                 a.et(m, (490, 850, 794, 1030), "input_minute", f=focus == "m"),
                                 a.el(RB, text="AM", box=(820, 850, 954, 935), res="material_clock_period_am_button", c=True, k=True, ch=True),
                                 a.el(RB, text="PM", box=(820, 945, 954, 1030), res="material_clock_period_pm_button", c=True, k=True),
                                 a.tv("Hour", (126, 1040, 430, 1090)), a.tv("Minute", (490, 1040, 794, 1090)),
                                 a.ib("Switch to clock mode for the time input.", (126, 1360, 246, 1480), "material_timepicker_mode_button"),
                                 a.bt("Cancel", (560, 1370, 760, 1470), "material_timepicker_cancel_button"),
                                 a.bt("OK", (780, 1370, 954, 1470), "material_timepicker_ok_button")]
    t.go(t.tap("Add alarm"), keypad("10", "41", "h"))
    t.go(t.type_res("7", "input_hour"), keypad("7", "41", "h"))
    t.go(t.type_res("45", "input_minute"), keypad("7", "45", "m"))
    al = [al[0], ("7:45", "AM", "Tomorrow", True), al[1]]
    t.go(t.tap("OK"), alarms(a, al), adv=1)
    t.go(t.tap("6:30 AM", res="onoff"), alarms(a, [("6:30", "AM", "Mon, Tue, Wed, Thu, Fri", False)] + al[1:]))
    al = [("6:30", "AM", "Mon, Tue, Wed, Thu, Fri", False)] + al[1:]
    t.go(t.tap("Stopwatch"), stopwatch(a, "0:00", False, []))
    t.go(t.tap("Start"), stopwatch(a, "0:01", True, []))
    laps = [("# 1", "0:07.12", "0:07.12")]
    t.go(t.tap("Lap"), stopwatch(a, "0:07", True, laps))
    t.go(WAIT, stopwatch(a, "0:19", True, laps), adv=1)
    t.go(t.tap("Alarm"), alarms(a, al))
    t.go(t.tap("Stopwatch"), stopwatch(a, "0:31", True, laps))
    return {"tid": "h67-android-03", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 04 Pro Expense (bad: weekly total)
def exp_home(a: App, total: str, recent: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    out = [a.ib("Open menu", (0, 63, 147, 210), "btn_drawer"), a.tv("Expense", (168, 100, 600, 175), "tv_title"),
           a.el(FL, box=(42, 240, 1038, 700), res="cv_graph"), a.tv("This Week", (84, 270, 600, 330), "tv_week_label"),
           a.tv(total, (84, 340, 700, 440), "tv_total"), a.tv("Oct 9 - Oct 15", (84, 450, 700, 500), "tv_date_range"),
           a.tv("Recent", (42, 740, 600, 800), "tv_recent"), a.bt("More", (850, 730, 1038, 810), "btn_more")]
    out += rows(a, [(n, d, amt) for n, d, amt in recent], y0=820, h=170, res="expense", end="amount")
    return out + [a.ib("Add expense", (870, 1990, 1038, 2158), "fab")]


def exp_log(a: App, items: list[tuple[str, str, str, str]], sel: str | None = None) -> list[dict[str, Any]]:
    if sel:
        out = [a.ib("Close", (0, 63, 147, 210), "btn_close"), a.tv("1 selected", (168, 100, 600, 175), "tv_selected"),
               a.ib("Delete", (944, 63, 1080, 210), "btn_delete")]
    else:
        out = bar(a, "Expenses", acts=("Filter",))
    out.append(a.el(RV, box=(0, 230, 1080, 2300), res="rv_expense", s=True))
    y, last = 240, None
    for n, d, cat, amt in items:
        if d != last:
            out.append(a.tv(d, (42, y, 600, y + 60), "tv_date_header"))
            y += 70
            last = d
        out += [a.el(LL, box=(0, y, 1080, y + 150), res="expense_container", c=True, lp=True, sel=n == sel),
                a.tv(n, (42, y + 20, 820, y + 75), "tv_name"), a.tv(cat, (42, y + 85, 820, y + 130), "tv_category"),
                a.tv(amt, (830, y + 20, 1038, y + 75), "tv_amount")]
        y += 150
    return out


def t04() -> dict[str, Any]:
    a = App("com.arduia.expense")
    items = [("Groceries", "Oct 14, 2023", "Food", "$54.20"), ("Taxi to airport", "Oct 12, 2023", "Transportation", "$36.00"),
             ("Coffee beans", "Oct 11, 2023", "Food", "$18.20"), ("Phone bill", "Oct 10, 2023", "Bill", "$20.00"),
             ("Concert tickets", "Oct 6, 2023", "Entertainment", "$85.00"), ("Gym membership", "Oct 2, 2023", "Health", "$45.00")]
    rec = [(n, d.replace(", 2023", ""), amt) for n, d, _, amt in items[:4]]
    t = Traj("19:32", 57, exp_home(a, "$128.40", rec), ampm=False)

    def form(name: str, amt: str, focus: str) -> list[dict[str, Any]]:
        return bar(a, "New Expense") + [
            a.et(name, (42, 260, 1038, 380), "edt_name", hint="Name", f=focus == "n"), a.et(amt, (42, 410, 1038, 530), "edt_amount", hint="Amount", f=focus == "a"),
            a.el("android.widget.Spinner", text="Food", box=(42, 560, 1038, 680), res="spinner_category", c=True),
            a.tv("15/10/2023", (42, 710, 1038, 810), "tv_date", c=True), a.et("", (42, 840, 1038, 1080), "edt_note", hint="Note"),
            a.bt("Save", (42, 1960, 1038, 2100), "btn_save")]
    t.go(t.tap("Add expense"), form("", "", "n"))
    t.go(t.type_res("Lunch with team", "edt_name"), form("Lunch with team", "", "n"), adv=1)
    t.go(t.type_res("42.50", "edt_amount"), form("Lunch with team", "42.50", "a"))
    items.insert(0, ("Lunch with team", "Oct 15, 2023", "Food", "$42.50"))
    rec = [(n, "Today" if d == "Oct 15, 2023" else d.replace(", 2023", ""), amt) for n, d, _, amt in items[:4]]
    t.go(t.tap("Save"), exp_home(a, "$170.90", rec))
    drawer = [a.el(FL, box=(0, 63, 860, 2400), res="nav_view"), a.tv("Pro Expense", (60, 200, 800, 280), "tv_app_name")]
    for i, n in enumerate(["Home", "Expenses", "Statistics", "Backup", "Settings", "About"]):
        drawer.append(a.el(LL, text=n, box=(0, 360 + i * 140, 860, 500 + i * 140), res="design_menu_item_text", c=True, sel=n == "Home"))
    t.go(t.tap("Open menu"), exp_home(a, "$170.90", rec) + drawer)
    t.go(t.tap("Expenses"), exp_log(a, items), adv=1)
    t.go(t.hold("Taxi to airport"), exp_log(a, items, sel="Taxi to airport"))
    t.go(t.tap("Delete"), exp_log(a, items, sel="Taxi to airport") + dialog(a, "Delete 1 item?", "This expense will be permanently removed.", ["CANCEL", "DELETE"]))
    items = [x for x in items if x[0] != "Taxi to airport"]
    t.go(t.tap("DELETE"), exp_log(a, items))
    rec = [(n, "Today" if d == "Oct 15, 2023" else d.replace(", 2023", ""), amt) for n, d, _, amt in items[:4]]
    t.go(BACK, exp_home(a, "$152.90", rec), adv=1)
    return {"tid": "h67-android-04", "turns": t.turns, "state": t.state, "bad": True, "turn": 10,
            "kind": "After adding $42.50 to a $128.40 week ($170.90) and deleting the $36.00 taxi, the weekly total should read $134.90, but home shows $152.90."}


# ---------------------------------------------------------------- 05 Contacts (bad: renamed contact under old name)
def contacts_list(a: App, names: list[str]) -> list[dict[str, Any]]:
    out = [a.tv("Search contacts", (42, 90, 900, 200), "open_search_bar_text_view", c=True), a.ib("Account", (930, 100, 1040, 190), "selected_account_disc")]
    out.append(a.el(RV, box=(0, 230, 1080, 2085), res="list", s=True))
    y, last = 240, ""
    for n in names:
        if n[0] != last:
            out.append(a.tv(n[0], (42, y + 40, 120, y + 100), "section_header"))
            last = n[0]
        out += [a.el(V, desc=n, box=(150, y, 1080, y + 150), res="contact_row", c=True, lp=True), a.tv(n, (300, y + 45, 1000, y + 105), "cliv_name_textview")]
        y += 150
    return out + [a.ib("Create contact", (870, 1900, 1038, 2068), "floating_action_button")] + nav(a, ["Contacts", "Highlights", "Fix & manage"], "Contacts", y=2100)


def contact_card(a: App, first: str, last: str, phone: str, mail: str) -> list[dict[str, Any]]:
    return [a.ib("Navigate up", (0, 63, 147, 210)), a.ib("Edit contact", (692, 63, 818, 210), "menu_edit"),
            a.ib("Add to favorites", (818, 63, 944, 210), "menu_star"), a.ib("More options", (944, 63, 1080, 210)),
            a.el(IV, desc=f"{first} {last}", box=(390, 260, 690, 560), res="photo"), a.tv(f"{first} {last}", (42, 600, 1038, 700), "large_title"),
            a.bt("Call", (60, 760, 270, 900)), a.bt("Text", (300, 760, 510, 900)), a.bt("Video", (560, 760, 770, 900)), a.bt("Email", (810, 760, 1020, 900)),
            a.tv("Contact info", (42, 960, 600, 1020), "header"),
            a.tv(phone, (168, 1060, 900, 1120), "header", c=True), a.tv("Mobile", (168, 1120, 900, 1170), "sub_header"),
            a.ib(f"Text {phone}", (930, 1060, 1040, 1170), "icon_alternate"),
            a.tv(mail, (168, 1220, 900, 1280), "header", c=True), a.tv("Home", (168, 1280, 900, 1330), "sub_header"),
            a.tv("About Jon" if first == "Jon" else f"About {first}", (42, 1420, 600, 1480), "header"),
            a.tv("Birthday", (168, 1520, 900, 1570), "sub_header"), a.tv("March 3", (168, 1570, 900, 1630), "header")]


def t05() -> dict[str, Any]:
    a = App("com.google.android.contacts")
    names = ["Alicia Moreno", "Ben Okafor", "Chloe Park", "Dev Patel", "Hannah Lee", "Jon Bauer", "Kenji Watanabe", "Maria Rossi", "Noah Kim", "Olivia Grant"]
    t = Traj("15:06", 71, contacts_list(a, names))
    ph, ml = "(650) 555-0143", "jon.bauer@example.com"
    t.go(t.tap("Jon Bauer", res="cliv_name_textview"), contact_card(a, "Jon", "Bauer", ph, ml))

    def edit(first: str, f: bool) -> list[dict[str, Any]]:
        return [a.ib("Cancel", (0, 63, 147, 210)), a.tv("Edit contact", (168, 100, 600, 175)), a.bt("Save", (830, 90, 1040, 190), "toolbar_button"),
                a.tv("Saving to", (42, 240, 400, 290)), a.tv("jordan.m.lee@gmail.com", (42, 290, 800, 340), "account_name"),
                a.et(first, (168, 420, 1038, 540), "first_name", hint="First name", f=f), a.et("Bauer", (168, 560, 1038, 680), "last_name", hint="Last name"),
                a.et("", (168, 720, 1038, 840), "company", hint="Company"),
                a.et(ph, (168, 900, 780, 1020), "phone", hint="Phone"), a.el("android.widget.Spinner", text="Mobile", box=(800, 900, 1038, 1020), c=True),
                a.et(ml, (168, 1080, 780, 1200), "email", hint="Email"), a.el("android.widget.Spinner", text="Home", box=(800, 1080, 1038, 1200), c=True),
                a.tv("More fields", (168, 1300, 700, 1380), "more_fields", c=True)]
    t.go(t.tap("Edit contact"), edit("Jon", False))
    t.go(t.type_res("Jonathan", "first_name"), edit("Jonathan", True), adv=1)
    t.go(t.tap("Save"), contact_card(a, "Jonathan", "Bauer", ph, ml))
    names[5] = "Jonathan Bauer"
    t.go(BACK, contacts_list(a, names))
    srch = [a.ib("Navigate up", (0, 90, 140, 200)), a.et("", (150, 90, 940, 200), "search_view", hint="Search contacts", f=True)]
    t.go(t.tap("Search contacts"), srch + [a.tv("Search for contacts by name, phone number, email, and more", (100, 500, 980, 620), "empty_text")])
    res = [a.ib("Navigate up", (0, 90, 140, 200)), a.et("bau", (150, 90, 940, 200), "search_view", hint="Search contacts", f=True),
           a.ib("Clear query", (950, 90, 1060, 200), "search_close_btn"), a.el(RV, box=(0, 230, 1080, 2300), res="list", s=True),
           a.tv("1 contact", (42, 250, 600, 310), "header_count"),
           a.el(V, desc="Jon Bauer", box=(0, 330, 1080, 480), res="contact_row", c=True),
           a.tv("Jon Bauer", (200, 350, 1000, 410), "cliv_name_textview"), a.tv(ph, (200, 410, 1000, 460), "cliv_data_view")]
    t.go(t.type_res("bau", "search_view"), res, adv=1)
    t.go(t.tap("Jon Bauer", res="cliv_name_textview"), contact_card(a, "Jonathan", "Bauer", ph, ml))
    return {"tid": "h67-android-05", "turns": t.turns, "state": t.state, "bad": True, "turn": 7,
            "kind": "The contact was renamed from Jon to Jonathan Bauer and saved (card and list showed the new name), but the search result lists it again as 'Jon Bauer'."}


# ---------------------------------------------------------------- 06 Tasks (clean)
def tasks_list(a: App, items: list[tuple[str, str]], sel: str | None = None) -> list[dict[str, Any]]:
    if sel:
        out = [a.ib("Done", (0, 63, 147, 210), "action_mode_close_button"), a.tv("1", (168, 100, 300, 175), "action_bar_title"),
               a.ib("Select all", (566, 63, 692, 210)), a.ib("Move", (692, 63, 818, 210)), a.ib("Delete", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210))]
    else:
        out = [a.ib("Open navigation drawer", (0, 63, 147, 210)), a.tv("My Tasks", (168, 100, 600, 175), "toolbar_title"),
               a.ib("Search", (692, 63, 818, 210)), a.ib("Sort", (818, 63, 944, 210), "menu_sort"), a.ib("More options", (944, 63, 1080, 210))]
    out.append(a.el(RV, box=(0, 230, 1080, 2200), res="recycler_view", s=True))
    for i, (n, due) in enumerate(items):
        y = 240 + i * 160
        out += [a.el(VG, box=(0, y, 1080, y + 160), res="row", c=True, lp=True, sel=n == sel),
                a.el(CB, desc="Complete", box=(21, y + 30, 126, y + 130), res="completeBox", c=True, k=True),
                a.tv(n, (147, y + 30, 1000, y + 90), "title")]
        if due:
            out.append(a.tv(due, (147, y + 95, 600, y + 140), "due_date"))
    return out + [a.ib("Create new task", (870, 2020, 1038, 2188), "fab")]


def task_edit(a: App, title: str, f: bool) -> list[dict[str, Any]]:
    return [a.ib("Discard", (0, 63, 147, 210)), a.ib("Save", (944, 63, 1080, 210), "menu_save"),
            a.el(CB, desc="Complete", box=(21, 240, 126, 360), res="completeBox", c=True, k=True),
            a.et(title, (147, 240, 1038, 360), "title", hint="Task name", f=f),
            a.tv("No date", (147, 420, 1038, 500), "due_date", c=True), a.tv("Priority", (147, 540, 600, 600)),
            a.el(RB, desc="High", box=(600, 530, 700, 610), c=True, k=True), a.el(RB, desc="Medium", box=(700, 530, 800, 610), c=True, k=True),
            a.el(RB, desc="Low", box=(800, 530, 900, 610), c=True, k=True), a.el(RB, desc="None", box=(900, 530, 1000, 610), c=True, k=True, ch=True),
            a.tv("My Tasks", (147, 660, 1038, 740), "chip_list", c=True), a.tv("Add tags", (147, 780, 1038, 860), c=True),
            a.tv("Add reminder", (147, 900, 1038, 980), c=True), a.tv("Does not repeat", (147, 1020, 1038, 1100), c=True),
            a.et("", (147, 1140, 1038, 1300), "notes", hint="Notes")]


def t06() -> dict[str, Any]:
    a = App("org.tasks")
    items = [("Call plumber", "Today"), ("Pay electricity bill", "Tomorrow"), ("Buy birthday gift for Sam", "Wed, Oct 18"),
             ("Renew passport", "Fri, Oct 20"), ("Clean gutters", "")]
    t = Traj("9:12", 88, tasks_list(a, items))
    t.go(t.tap("Create new task"), task_edit(a, "", True))
    t.go(t.type_res("Book dentist check-up", "id/title"), task_edit(a, "Book dentist check-up", True), adv=1)
    items.append(("Book dentist check-up", ""))
    t.go(t.tap("Save"), tasks_list(a, items))
    t.go(t.tap_res("completeBox", 0), tasks_list(a, items[1:]))
    items = items[1:]
    sheet = [a.el(FL, box=(0, 1200, 1080, 2400), res="design_bottom_sheet"), a.tv("Sort by", (42, 1230, 800, 1300))]
    for i, o in enumerate(["Due date", "Start date", "Priority", "Title", "Modified", "Created", "My order"]):
        sheet.append(a.el(RB, text=o, box=(42, 1320 + i * 140, 1038, 1450 + i * 140), c=True, k=True, ch=o == "Due date"))
    t.go(t.tap("Sort"), tasks_list(a, items) + sheet)
    items = sorted(items)
    t.go(t.tap("Title"), tasks_list(a, items))
    t.go(t.hold("Pay electricity bill"), tasks_list(a, items, sel="Pay electricity bill"), adv=1)
    t.go(t.tap("Delete"), tasks_list(a, items, sel="Pay electricity bill") + dialog(a, "Delete 1 task?", None, ["Cancel", "Delete"]))
    items = [x for x in items if x[0] != "Pay electricity bill"]
    t.go(t.tap("Delete", n=1), tasks_list(a, items))
    t.go(t.tap("Book dentist check-up"), task_edit(a, "Book dentist check-up", False))
    t.go(t.type_res("Book dental cleaning", "id/title"), task_edit(a, "Book dental cleaning", True), adv=1)
    items = sorted([("Book dental cleaning", "") if x[0] == "Book dentist check-up" else x for x in items])
    t.go(t.tap("Save"), tasks_list(a, items))
    return {"tid": "h67-android-06", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 07 Pocket Casts (clean)
def pc_podcast(a: App, eps: list[tuple[str, str, str]], mini: str | None, top: int = 0) -> list[dict[str, Any]]:
    out = bar(a, "History Hour", acts=("Share", "Settings")) + [
        a.el(IV, desc="History Hour artwork", box=(42, 230, 342, 530), res="artwork"), a.tv("History Hour", (380, 250, 1038, 320), "title"),
        a.tv("Meridian Audio", (380, 330, 1038, 380), "author"), a.bt("Subscribed", (380, 420, 700, 510), "subscribeButton"),
        a.tv("214 episodes", (42, 570, 600, 630), "episodeCount"), a.el(RV, box=(0, 650, 1080, 1950 if mini else 2200), res="recyclerView", s=True)]
    for i, (tt, meta, st) in enumerate(eps[top:top + 6]):
        y = 660 + i * 210
        out += [a.el(VG, box=(0, y, 1080, y + 210), res="episodeRow", c=True, lp=True), a.tv(tt, (42, y + 20, 860, y + 80), "episodeTitle"),
                a.tv(meta, (42, y + 90, 860, y + 140), "date"), a.tv(st, (42, y + 145, 860, y + 190), "lblStatus"),
                a.ib(("Play " if st.endswith("left") or st == "Downloaded" else "Download ") + tt, (900, y + 50, 1038, y + 160), "playButton")]
    if mini:
        out += [a.el(VG, desc="Mini player", box=(0, 1950, 1080, 2100), res="miniPlayer", c=True), a.tv(mini, (160, 1980, 800, 2040), "miniPlayerTitle"),
                a.ib("Pause", (820, 1960, 930, 2090), "miniPlayButton"), a.ib("Up next", (940, 1960, 1060, 2090), "upNextButton")]
    return out + nav(a, ["Podcasts", "Filters", "Discover", "Profile"], "Podcasts", y=2200)


def t07() -> dict[str, Any]:
    a = App("au.com.shiftyjelly.pocketcasts")
    e1 = "212: The Salt Roads"
    eps = [[e1, "Oct 13 · 45 min", "Not downloaded"], ["211: Letters from the Front", "Oct 6 · 52 min", "Played"],
           ["210: The Printer's Apprentice", "Sep 29 · 38 min", "Played"], ["209: Lost Cities of the Steppe", "Sep 22 · 61 min", "Downloaded"],
           ["208: A Brief History of Ice", "Sep 15 · 47 min", "Played"], ["207: Lighthouse Keepers", "Sep 8 · 41 min", "Played"],
           ["206: The Tea Clippers", "Sep 1 · 55 min", "Played"], ["205: Rome's Fire Brigades", "Aug 25 · 44 min", "Played"]]
    tup = lambda: [tuple(x) for x in eps]  # noqa: E731
    t = Traj("7:48", 66, pc_podcast(a, tup(), None))
    eps[0][2] = "Downloading 12%"
    t.go(t.tap("Download " + e1), pc_podcast(a, tup(), None))
    eps[0][2] = "Downloading 68%"
    t.go(WAIT, pc_podcast(a, tup(), None))
    eps[0][2] = "Downloaded"
    t.go(WAIT, pc_podcast(a, tup(), None), adv=1)
    eps[0][2] = "45m left"
    t.go(t.tap("Play " + e1), pc_podcast(a, tup(), e1))

    def player(el: str, rem: str) -> list[dict[str, Any]]:
        return [a.ib("Close player", (0, 80, 140, 200), "closePlayer"), a.tv("History Hour", (200, 100, 880, 170), "podcastTitle"),
                a.el(IV, desc="Episode artwork", box=(140, 260, 940, 1060), res="artwork"), a.tv(e1, (60, 1110, 1020, 1190), "episodeTitle"),
                a.tv("Oct 13", (60, 1190, 1020, 1240), "episodeDate"), a.el("android.widget.SeekBar", desc="Playback position", box=(60, 1300, 1020, 1360), res="seekBar", c=True),
                a.tv(el, (60, 1370, 300, 1420), "elapsedTime"), a.tv(rem, (780, 1370, 1020, 1420), "remainingTime"),
                a.ib("Skip back 10 seconds", (150, 1500, 330, 1680), "skipBack"), a.ib("Pause", (420, 1480, 660, 1720), "largePlayButton"),
                a.ib("Skip forward 30 seconds", (750, 1500, 930, 1680), "skipForward"),
                a.bt("1.0x", (60, 1820, 240, 1920), "effects"), a.ib("Sleep timer", (300, 1820, 420, 1920), "sleep"),
                a.ib("Star episode", (480, 1820, 600, 1920), "star"), a.ib("Share", (660, 1820, 780, 1920), "share"), a.ib("More actions", (900, 1820, 1020, 1920), "playerActions")]
    t.go(t.tap("Mini player"), player("0:41", "-44:19"))
    t.go(t.tap("Skip forward 30 seconds"), player("1:19", "-43:41"))
    eps[0][2] = "43m left"
    t.go(t.tap("Close player"), pc_podcast(a, tup(), e1), adv=1)
    t.go(SCROLL("down"), pc_podcast(a, tup(), e1, top=2))
    return {"tid": "h67-android-07", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 08 Broccoli (bad: deleted recipe back)
def broc_list(a: App, recipes: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = [a.ib("Open navigation drawer", (0, 63, 147, 210)), a.tv("Recipes", (168, 100, 600, 175)), a.ib("Search", (818, 63, 944, 210), "action_search"),
           a.ib("More options", (944, 63, 1080, 210)), a.el(RV, box=(0, 230, 1080, 2300), res="recycler_view", s=True)]
    for i, (n, d) in enumerate(recipes):
        y = 240 + i * 250
        out += [a.el(VG, box=(21, y, 1059, y + 230), res="card_view", c=True), a.el(IV, box=(21, y, 320, y + 230), res="recipe_image"),
                a.tv(n, (350, y + 40, 1030, y + 100), "recipe_title"), a.tv(d, (350, y + 110, 1030, y + 200), "recipe_description")]
    return out + [a.ib("Add recipe", (870, 2100, 1038, 2268), "fab")]


def broc_detail(a: App, n: str, serv: str, tm: str, ingr: list[str], steps: list[str]) -> list[dict[str, Any]]:
    out = [a.ib("Navigate up", (0, 63, 147, 210)), a.ib("Edit", (692, 63, 818, 210), "action_edit"), a.ib("Favorite", (818, 63, 944, 210)),
           a.ib("More options", (944, 63, 1080, 210)), a.el(IV, box=(0, 0, 1080, 700), res="recipe_image"), a.tv(n, (42, 730, 1038, 820), "recipe_title"),
           a.tv(serv, (42, 840, 500, 900), "servings"), a.tv(tm, (540, 840, 1038, 900), "preparation_time"), a.tv("Ingredients", (42, 950, 600, 1010))]
    y = 1020
    for g in ingr:
        out.append(a.tv(g, (84, y, 1038, y + 60), "ingredient"))
        y += 62
    out.append(a.tv("Directions", (42, y + 30, 600, y + 90)))
    y += 100
    for k, st in enumerate(steps, 1):
        out.append(a.tv(f"{k}. {st}", (84, y, 1038, y + 110), "direction"))
        y += 115
    return out


def t08() -> dict[str, Any]:
    a = App("com.flauschcode.broccoli")
    rec = [("Banana Bread", "Moist loaf with walnuts and brown sugar"), ("Chicken Curry", "Mild coconut curry, ready in 40 minutes"),
           ("Greek Salad", "Tomato, cucumber, feta and olives"), ("Lentil Soup", "Red lentils, cumin and lemon"),
           ("Pancakes", "Fluffy buttermilk pancakes"), ("Shakshuka", "Eggs poached in spiced tomato sauce"), ("Vegetable Stir Fry", "Crisp vegetables in ginger-soy sauce")]
    t = Traj("18:20", 49, broc_list(a, rec), ampm=False)
    lentil = broc_detail(a, "Lentil Soup", "4 servings", "45 min", ["1 cup red lentils", "1 onion, diced", "2 carrots, diced", "2 tsp ground cumin", "4 cups vegetable stock", "1 lemon"],
                         ["Saute onion and carrots in olive oil for 5 minutes.", "Add lentils, cumin and stock; simmer for 25 minutes.", "Blend half of the soup and stir in lemon juice."])
    t.go(t.tap("Lentil Soup"), lentil)
    t.go(t.tap("More options"), lentil + [a.el(LL, box=(600, 80, 1060, 360), res="menu_list"), a.tv("Share", (620, 100, 1040, 210), "title", c=True), a.tv("Delete", (620, 230, 1040, 340), "title", c=True)])
    t.go(t.tap("Delete"), lentil + dialog(a, "Delete recipe", "Do you really want to delete Lentil Soup?", ["CANCEL", "DELETE"]))
    rec2 = [r for r in rec if r[0] != "Lentil Soup"]
    t.go(t.tap("DELETE"), broc_list(a, rec2), adv=1)
    t.go(t.tap("Pancakes"), broc_detail(a, "Pancakes", "2 servings", "20 min", ["1 1/2 cups flour", "1 1/4 cups buttermilk", "1 egg", "2 tbsp sugar", "2 tsp baking powder", "2 tbsp melted butter"],
                                        ["Whisk the dry ingredients together.", "Add buttermilk, egg and butter; stir until just combined.", "Cook on a hot griddle until bubbles form, then flip."]))
    t.go(BACK, broc_list(a, rec), adv=1)
    t.go(t.tap("Shakshuka"), broc_detail(a, "Shakshuka", "3 servings", "30 min", ["1 can crushed tomatoes", "1 red pepper, sliced", "4 eggs", "1 tsp paprika", "1 tsp cumin"],
                                         ["Soften the pepper in a deep pan.", "Add tomatoes and spices and simmer 10 minutes.", "Make wells, crack in the eggs, cover and cook 6 minutes."]))
    return {"tid": "h67-android-08", "turns": t.turns, "state": t.state, "bad": True, "turn": 6,
            "kind": "Lentil Soup was deleted (confirmed, then gone from the list), yet the recipe list shown after returning from Pancakes contains Lentil Soup again."}


# ---------------------------------------------------------------- 09 Uber (bad: licence plate changes)
def t09() -> dict[str, Any]:
    a = App("com.ubercab")
    home = [a.tv("Uber", (42, 100, 400, 180)), a.el(VG, text="Where to?", box=(42, 260, 1038, 400), res="ub__location_search_bar", c=True),
            a.bt("Now", (780, 285, 1010, 375), "schedule_button"), a.tv("Suggestions", (42, 460, 600, 520)),
            a.tv("Ride", (42, 560, 280, 720), c=True), a.tv("Reserve", (300, 560, 540, 720), c=True), a.tv("Package", (560, 560, 800, 720), c=True),
            a.tv("Rent", (820, 560, 1038, 720), c=True), a.tv("Home", (42, 800, 1038, 870), c=True), a.tv("2210 Alameda Ave, Alameda, CA", (42, 870, 1038, 920)),
            a.tv("Work", (42, 960, 1038, 1030), c=True), a.tv("500 Howard St, San Francisco, CA", (42, 1030, 1038, 1080))] + nav(a, ["Home", "Services", "Activity", "Account"], "Home", y=2200)
    t = Traj("8:02", 83, home)
    t.go(t.tap("Where to?"), [a.ib("Back", (0, 63, 147, 210)), a.tv("Plan your ride", (168, 100, 800, 175)),
                              a.et("Current location", (126, 240, 1038, 340), "pickup", hint="Pickup location"),
                              a.et("", (126, 350, 1038, 450), "destination", hint="Where to?", f=True),
                              a.tv("Home", (126, 520, 1038, 580), c=True), a.tv("2210 Alameda Ave, Alameda, CA", (126, 580, 1038, 630)),
                              a.tv("Work", (126, 680, 1038, 740), c=True), a.tv("500 Howard St, San Francisco, CA", (126, 740, 1038, 790))])
    t.go(t.type_res("SFO", "destination"), [a.ib("Back", (0, 63, 147, 210)), a.tv("Plan your ride", (168, 100, 800, 175)),
                                          a.et("Current location", (126, 240, 1038, 340), "pickup", hint="Pickup location"),
                                          a.et("SFO", (126, 350, 1038, 450), "destination", hint="Where to?", f=True),
                                          a.tv("San Francisco International Airport (SFO)", (126, 520, 1038, 580), c=True), a.tv("San Francisco, CA 94128", (126, 580, 1038, 630)),
                                          a.tv("SFO Terminal 2", (126, 680, 1038, 740), c=True), a.tv("International Terminal, San Francisco, CA", (126, 740, 1038, 790)),
                                          a.tv("SFO Rental Car Center", (126, 840, 1038, 900), c=True), a.tv("780 N McDonnell Rd, San Francisco, CA", (126, 900, 1038, 950))], adv=1)
    opts = [a.ib("Back", (0, 63, 147, 210)), a.el(V, desc="Map", box=(0, 0, 1080, 1000), res="map"), a.tv("Choose a ride", (42, 1040, 1038, 1110))]
    for i, (n, eta, price) in enumerate([("UberX", "8:08 AM · 6 min away", "$48.62"), ("Comfort", "8:09 AM · 7 min away", "$57.90"),
                                          ("UberXL", "8:11 AM · 9 min away", "$71.15"), ("Black", "8:14 AM · 12 min away", "$96.40")]):
        y = 1130 + i * 180
        opts += [a.el(VG, box=(0, y, 1080, y + 180), res="product_row", c=True, sel=i == 0), a.tv(n, (200, y + 30, 700, y + 90), "product_name"),
                 a.tv(eta, (200, y + 95, 700, y + 145), "product_eta"), a.tv(price, (780, y + 40, 1038, y + 110), "product_fare")]
    opts += [a.tv("Visa •••• 4417", (42, 1880, 700, 1960), c=True), a.bt("Choose UberX", (42, 2000, 1038, 2150), "confirmation_button")]
    t.go(t.tap("San Francisco International Airport (SFO)"), opts)
    t.go(t.tap("Choose UberX"), [a.ib("Back", (0, 63, 147, 210)), a.el(V, desc="Map", box=(0, 0, 1080, 1500), res="map"),
                                 a.tv("Confirm your pickup spot", (42, 1560, 1038, 1640)), a.tv("2210 Alameda Ave", (42, 1680, 1038, 1750), c=True),
                                 a.bt("Confirm pickup", (42, 2000, 1038, 2150), "confirmation_button")])
    t.go(t.tap("Confirm pickup"), [a.el(V, desc="Map", box=(0, 0, 1080, 1500), res="map"), a.tv("Connecting you to a driver", (42, 1560, 1038, 1640)),
                                  a.el("android.widget.ProgressBar", box=(42, 1660, 1038, 1680)), a.tv("UberX · $48.62", (42, 1720, 1038, 1790)),
                                  a.tv("2210 Alameda Ave → San Francisco International Airport (SFO)", (42, 1800, 1038, 1900)), a.bt("Cancel", (42, 2000, 1038, 2150))], adv=1)

    def trip(mins: str, plate: str) -> list[dict[str, Any]]:
        return [a.el(V, desc="Map", box=(0, 0, 1080, 1200), res="map"), a.tv(f"Meet at the pickup point in {mins}", (42, 1240, 1038, 1320), "status_title"),
                a.tv("2210 Alameda Ave", (42, 1330, 1038, 1390)), a.tv(plate, (42, 1440, 500, 1530), "vehicle_plate"),
                a.tv("Silver Toyota Camry", (42, 1530, 600, 1590), "vehicle_description"), a.el(IV, desc="Driver photo", box=(800, 1430, 1000, 1630)),
                a.tv("Rafael", (620, 1640, 1038, 1700), "driver_name"), a.tv("4.93 ★", (620, 1700, 1038, 1750), "driver_rating"),
                a.bt("Send a message", (42, 1800, 800, 1920), "message_button"), a.ib("Call", (850, 1800, 1038, 1920), "call_button"),
                a.tv("PIN 4471 · Share this PIN with your driver", (42, 1960, 1038, 2020)), a.bt("Trip details", (42, 2080, 520, 2200)), a.bt("Cancel trip", (560, 2080, 1038, 2200))]
    t.go(WAIT, trip("5 min", "8KXT294"))
    t.go(WAIT, trip("3 min", "8KTX294"), adv=2)
    t.go(t.tap("Send a message"), [a.ib("Back", (0, 63, 147, 210)), a.tv("Rafael", (168, 85, 800, 150)), a.tv("Silver Toyota Camry", (168, 150, 800, 196)),
                                   a.el(RV, box=(0, 230, 1080, 1900), s=True), a.tv("Messages are sent through Uber. Your number stays private.", (60, 300, 1020, 400)),
                                   a.tv("On my way", (60, 1600, 500, 1680), c=True), a.tv("I'm at the pickup spot", (540, 1600, 1020, 1680), c=True),
                                   a.et("", (42, 1980, 900, 2100), "message_input", hint="Type a message"), a.ib("Send", (920, 1980, 1040, 2100))])
    return {"tid": "h67-android-09", "turns": t.turns, "state": t.state, "bad": True, "turn": 7,
            "kind": "The matched driver's car plate was 8KXT294; two minutes later the same trip card (same driver and car, no reassignment) shows 8KTX294, two characters swapped."}


# ---------------------------------------------------------------- 10 DoorDash (clean)
MENU = [("Beef Pho (Large)", 15.95), ("Chicken Pho", 14.50), ("Spring Rolls (2)", 6.95), ("Banh Mi", 11.25), ("Vietnamese Iced Coffee", 5.25)]


def dd_store(a: App, cart: dict[str, int]) -> list[dict[str, Any]]:
    out = [a.ib("Back", (0, 63, 147, 210)), a.ib("Search store", (818, 63, 944, 210)), a.ib("Share", (944, 63, 1080, 210)),
           a.tv("Pho Saigon Kitchen", (42, 420, 1038, 510), "store_name"), a.tv("4.7 ★ (2,300+) · 1.4 mi · $$", (42, 510, 1038, 560)),
           a.tv("$1.99 delivery fee · 25-35 min", (42, 560, 1038, 610)), a.tv("Most Ordered", (42, 660, 600, 730))]
    for i, (n, p) in enumerate(MENU):
        y = 750 + i * 230
        out += [a.el(VG, box=(0, y, 1080, y + 230), res="menu_item", c=True), a.tv(n, (42, y + 30, 760, y + 90), "item_name"),
                a.tv(f"${p:.2f}", (42, y + 100, 760, y + 150), "item_price"), a.ib(f"Add {n}", (930, y + 150, 1040, y + 220), "quick_add")]
    q = sum(cart.values())
    if q:
        tot = sum(dict(MENU)[k] * v for k, v in cart.items())
        out.append(a.bt(f"View cart · {q} item{'s' if q > 1 else ''} · ${tot:.2f}", (42, 2040, 1038, 2180), "view_cart_button"))
    return out


def dd_cart(a: App, cart: dict[str, int]) -> list[dict[str, Any]]:
    out = [a.ib("Close", (0, 63, 147, 210)), a.tv("Cart", (168, 100, 600, 175)), a.tv("Pho Saigon Kitchen", (42, 230, 1038, 300))]
    y = 330
    for n, v in cart.items():
        p = dict(MENU)[n]
        out += [a.tv(n, (42, y, 700, y + 60), "item_name"), a.tv(f"${p * v:.2f}", (42, y + 65, 700, y + 115), "item_price"),
                a.ib(f"Decrease {n}", (720, y + 20, 820, y + 100)), a.tv(str(v), (830, y + 20, 900, y + 100), "quantity"),
                a.ib(f"Increase {n}", (910, y + 20, 1010, y + 100))]
        y += 150
    sub = sum(dict(MENU)[k] * v for k, v in cart.items())
    tax = round(sub * 0.08625 + 1e-9, 2)
    out += [a.tv("Subtotal", (42, y + 40, 600, y + 100)), a.tv(f"${sub:.2f}", (800, y + 40, 1038, y + 100), "subtotal"),
            a.tv("Delivery Fee", (42, y + 110, 600, y + 170)), a.tv("$1.99", (800, y + 110, 1038, y + 170)),
            a.tv("Estimated Tax", (42, y + 180, 600, y + 240)), a.tv(f"${tax:.2f}", (800, y + 180, 1038, y + 240), "tax"),
            a.tv("Total", (42, y + 270, 600, y + 340)), a.tv(f"${sub + 1.99 + tax:.2f}", (800, y + 270, 1038, y + 340), "total"),
            a.bt("Continue", (42, 2040, 1038, 2180), "checkout_button")]
    return out


def t10() -> dict[str, Any]:
    a = App("com.dd.doordash")
    home = [a.tv("Deliver to 2210 Alameda Ave", (42, 90, 800, 170), c=True), a.ib("Notifications", (944, 63, 1080, 210)),
            a.el(VG, text="Search DoorDash", box=(42, 230, 1038, 340), res="search_bar", c=True),
            a.tv("Fastest near you", (42, 400, 800, 470)), a.tv("Golden Wok", (42, 480, 500, 540), c=True), a.tv("Taqueria El Sol", (560, 480, 1038, 540), c=True),
            a.tv("National favorites", (42, 700, 800, 770)), a.tv("Chipotle", (42, 780, 500, 840), c=True), a.tv("Panera Bread", (560, 780, 1038, 840), c=True)] + \
        nav(a, ["Home", "Grocery", "Retail", "Search", "Orders"], "Home", y=2200)
    t = Traj("12:31", 74, home)
    t.go(t.tap("Search DoorDash"), [a.et("", (42, 90, 900, 200), "search_input", hint="Search DoorDash", f=True), a.bt("Cancel", (910, 90, 1060, 200)),
                                     a.tv("Recent searches", (42, 260, 800, 320)), a.tv("sushi", (42, 340, 1038, 410), c=True), a.tv("tacos", (42, 430, 1038, 500), c=True)])
    t.go(t.type_res("pho", "search_input"), [a.et("pho", (42, 90, 900, 200), "search_input", hint="Search DoorDash", f=True), a.bt("Cancel", (910, 90, 1060, 200)),
                                              a.tv("Pho Saigon Kitchen", (200, 260, 1038, 330), c=True), a.tv("4.7 ★ · 25-35 min · $1.99 delivery fee", (200, 330, 1038, 380)),
                                              a.tv("Pho 88", (200, 440, 1038, 510), c=True), a.tv("4.5 ★ · 30-40 min · $2.99 delivery fee", (200, 510, 1038, 560)),
                                              a.tv("Pho Hoa Noodle Soup", (200, 620, 1038, 690), c=True), a.tv("4.3 ★ · 40-50 min · $0 delivery fee", (200, 690, 1038, 740))])
    cart: dict[str, int] = {}
    t.go(t.tap("Pho Saigon Kitchen"), dd_store(a, cart))
    cart["Beef Pho (Large)"] = 1
    t.go(t.tap("Add Beef Pho (Large)"), dd_store(a, cart))
    cart["Spring Rolls (2)"] = 1
    t.go(t.tap("Add Spring Rolls (2)"), dd_store(a, cart), adv=1)
    t.go(t.tap("Add Spring Rolls (2)"), dd_store(a, {"Beef Pho (Large)": 1, "Spring Rolls (2)": 2}))
    cart["Spring Rolls (2)"] = 2
    t.go(t.tap_res("view_cart_button"), dd_cart(a, cart))
    cart["Beef Pho (Large)"] = 2
    t.go(t.tap("Increase Beef Pho (Large)"), dd_cart(a, cart))
    cart["Spring Rolls (2)"] = 1
    t.go(t.tap("Decrease Spring Rolls (2)"), dd_cart(a, cart), adv=1)
    t.go(t.tap("Close"), dd_store(a, cart))
    return {"tid": "h67-android-10", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 11 Settings (bad: screen timeout reverts)
def settings_main(a: App) -> list[dict[str, Any]]:
    out = [a.tv("Settings", (42, 160, 1038, 300)), a.el(VG, text="Search settings", box=(42, 330, 1038, 460), res="search_action_bar", c=True),
           a.el(RV, box=(0, 480, 1080, 2400), res="recycler_view", s=True)]
    for i, (n, sub) in enumerate([("Network & internet", "Mobile, Wi-Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"), ("Apps", "Assistant, recent apps, default apps"),
                                  ("Notifications", "Notification history, conversations"), ("Battery", "78%"), ("Storage", "41% used - 75.52 GB free"),
                                  ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid")]):
        y = 500 + i * 190
        out += [a.el(LL, box=(0, y, 1080, y + 190), c=True), a.tv(n, (189, y + 40, 1038, y + 100), "android:id/title"), a.tv(sub, (189, y + 100, 1038, y + 150), "android:id/summary")]
    return out


def display(a: App, timeout: str, dark: bool) -> list[dict[str, Any]]:
    out = [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Display", (42, 240, 1038, 380), "collapsing_toolbar"), a.el(RV, box=(0, 400, 1080, 2400), res="recycler_view", s=True)]
    items = [("Brightness level", "62%", None), ("Adaptive brightness", None, True), ("Dark theme", "Will never turn on automatically", dark),
             ("Screen timeout", f"After {timeout} of inactivity", None), ("Auto-rotate screen", None, False), ("Font size", "Default", None), ("Display size", "Default", None),
             ("Night Light", "Off / Will never turn on automatically", None)]
    for i, (n, sub, sw) in enumerate(items):
        y = 420 + i * 190
        out += [a.el(LL, box=(0, y, 1080, y + 190), c=True), a.tv(n, (63, y + 40, 860, y + 100), "android:id/title")]
        if sub:
            out.append(a.tv(sub, (63, y + 100, 860, y + 150), "android:id/summary"))
        if sw is not None:
            out.append(a.sw(sw, (900, y + 50, 1038, y + 140), "android:id/switch_widget"))
    return out


def t11() -> dict[str, Any]:
    a = App("com.android.settings")
    t = Traj("21:15", 78, settings_main(a), ampm=False)
    t.go(t.tap("Display"), display(a, "30 seconds", False))
    opts = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]

    def tmo(sel: str) -> list[dict[str, Any]]:
        return [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Screen timeout", (42, 240, 1038, 380), "collapsing_toolbar"),
                a.el(RV, box=(0, 400, 1080, 2400), res="recycler_view", s=True)] + [
            a.el(RB, text=o, box=(0, 420 + i * 160, 1080, 580 + i * 160), res="android:id/title", c=True, k=True, ch=o == sel) for i, o in enumerate(opts)] + [
            a.tv("Screen attention", (63, 1600, 860, 1660)), a.tv("Keeps screen on while you're looking at it", (63, 1660, 860, 1710)), a.sw(False, (900, 1610, 1038, 1700))]
    t.go(t.tap("Screen timeout"), tmo("30 seconds"))
    t.go(t.tap("5 minutes"), tmo("5 minutes"))
    t.go(BACK, display(a, "5 minutes", False))
    t.go(t.tap("OFF"), display(a, "5 minutes", True), adv=1)
    t.go(BACK, settings_main(a))
    t.go(t.tap("Battery"), [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Battery", (42, 240, 1038, 380), "collapsing_toolbar"),
                            a.tv("78%", (63, 420, 600, 560), "usage_summary"), a.tv("Until about 4:00 PM", (63, 560, 860, 620)),
                            a.el(LL, box=(0, 700, 1080, 890), c=True), a.tv("Battery usage", (63, 740, 860, 800), "android:id/title"),
                            a.el(LL, box=(0, 890, 1080, 1080), c=True), a.tv("Battery Saver", (63, 930, 860, 990), "android:id/title"), a.tv("Off", (63, 990, 860, 1040), "android:id/summary"),
                            a.el(LL, box=(0, 1080, 1080, 1270), c=True), a.tv("Adaptive preferences", (63, 1120, 860, 1180), "android:id/title"),
                            a.tv("Battery percentage", (63, 1310, 860, 1370), "android:id/title"), a.sw(True, (900, 1300, 1038, 1390), "android:id/switch_widget")])
    t.go(BACK, settings_main(a), adv=1)
    t.go(t.tap("Display"), display(a, "30 seconds", True))
    return {"tid": "h67-android-11", "turns": t.turns, "state": t.state, "bad": True, "turn": 9,
            "kind": "Screen timeout was set to 5 minutes (the Display page showed 'After 5 minutes'), but on reopening Display it reads 'After 30 seconds of inactivity' again while the dark theme change persists."}


# ---------------------------------------------------------------- 12 OsmAnd (clean)
def osm_map(a: App) -> list[dict[str, Any]]:
    return [a.el(V, desc="Map", box=(0, 0, 1080, 2400), res="MapView", c=True, lp=True), a.ib("Search", (42, 120, 170, 248), "map_search_button"),
            a.ib("Compass", (42, 280, 170, 408), "map_compass_button"), a.ib("Configure map", (910, 120, 1038, 248), "map_layers_button"),
            a.ib("Zoom in", (910, 1300, 1038, 1428), "map_zoom_in_button"), a.ib("Zoom out", (910, 1440, 1038, 1568), "map_zoom_out_button"),
            a.ib("My position", (910, 1700, 1038, 1828), "map_my_location_button"), a.ib("Menu", (42, 2150, 170, 2278), "map_menu_button"),
            a.ib("Directions", (910, 2150, 1038, 2278), "map_route_info_button"), a.tv("100 m", (300, 2200, 500, 2260), "map_ruler_text")]


def osm_card(a: App, name: str, fav: bool) -> list[dict[str, Any]]:
    return osm_map(a)[:1] + [a.el(LL, box=(0, 1500, 1080, 2400), res="context_menu_layout"), a.tv(name, (42, 1540, 900, 1620), "context_menu_line1"),
                             a.tv("Favorites" if fav else "Monument · Pariser Platz, Berlin", (42, 1620, 900, 1680), "context_menu_line2"),
                             a.tv("2.4 km", (42, 1690, 400, 1740), "distance"), a.ib("Close", (930, 1530, 1060, 1640), "context_menu_close_btn_view"),
                             a.bt("Directions", (42, 1800, 500, 1920), "context_menu_route_button"),
                             a.bt("Edit" if fav else "Save", (42, 1960, 300, 2080), "context_menu_fav_button"),
                             a.bt("Marker", (320, 1960, 560, 2080)), a.bt("Share", (580, 1960, 800, 2080)), a.bt("Actions", (820, 1960, 1038, 2080))]


def t12() -> dict[str, Any]:
    a = App("net.osmand")
    t = Traj("14:52", 69, osm_map(a), ampm=False)
    t.go(t.tap("Search"), [a.ib("Back", (0, 63, 147, 210)), a.et("", (150, 80, 940, 200), "searchEditText", hint="Search", f=True), a.ib("Clear", (950, 80, 1070, 200)),
                           a.tv("History", (42, 240, 360, 320), c=True), a.tv("Categories", (380, 240, 720, 320), c=True), a.tv("Address", (740, 240, 1038, 320), c=True),
                           a.tv("Alexanderplatz", (126, 380, 1038, 440), c=True), a.tv("Berlin Hauptbahnhof", (126, 500, 1038, 560), c=True)])
    t.go(t.type_res("Brandenburger Tor", "searchEditText"), [a.ib("Back", (0, 63, 147, 210)), a.et("Brandenburger Tor", (150, 80, 940, 200), "searchEditText", hint="Search", f=True),
                                                             a.ib("Clear", (950, 80, 1070, 200)), a.el(RV, box=(0, 240, 1080, 2300), s=True),
                                                             a.tv("Brandenburger Tor", (126, 260, 860, 320), "title", c=True), a.tv("Monument · Pariser Platz, Berlin", (126, 320, 860, 370), "type_name_text"),
                                                             a.tv("2.4 km", (880, 260, 1038, 320), "distance"),
                                                             a.tv("Brandenburger Tor", (126, 420, 860, 480), "title", c=True), a.tv("Bus stop · Ebertstraße, Berlin", (126, 480, 860, 530), "type_name_text"),
                                                             a.tv("2.3 km", (880, 420, 1038, 480), "distance"),
                                                             a.tv("Brandenburger Tor", (126, 580, 860, 640), "title", c=True), a.tv("Subway station · U5, Berlin", (126, 640, 860, 690), "type_name_text"),
                                                             a.tv("2.5 km", (880, 580, 1038, 640), "distance")], adv=1)
    t.go(t.tap("Brandenburger Tor"), osm_card(a, "Brandenburger Tor", False))

    def fav(name: str, f: bool) -> list[dict[str, Any]]:
        return osm_card(a, "Brandenburger Tor", False) + [a.el(FL, box=(0, 600, 1080, 2400), res="bottom_sheet"), a.tv("Add favorite", (42, 640, 800, 720)),
                                                          a.et(name, (42, 760, 1038, 880), "name_edit", hint="Name", f=f), a.et("", (42, 900, 1038, 1020), "description_edit", hint="Description"),
                                                          a.tv("Group", (42, 1060, 600, 1110)), a.tv("Favorites", (42, 1110, 600, 1170), "group_name", c=True),
                                                          a.bt("Cancel", (42, 2200, 500, 2320), "dismiss_button"), a.bt("Save", (580, 2200, 1038, 2320), "right_bottom_button")]
    t.go(t.tap("Save"), fav("Brandenburger Tor", False))
    t.go(t.type_res("Meet Anna here", "name_edit"), fav("Meet Anna here", True))
    t.go(t.tap("Save", res="right_bottom_button"), osm_card(a, "Meet Anna here", True), adv=1)

    def route(dist: str, left: str, eta: str, turn: str, nav_on: bool) -> list[dict[str, Any]]:
        out = osm_map(a)[:1]
        if nav_on:
            return out + [a.tv(turn, (42, 90, 1038, 200), "map_next_turn"), a.tv(dist, (42, 200, 400, 270), "map_distance_to_turn"),
                          a.tv(left, (42, 2160, 360, 2240), "map_route_distance"), a.tv(eta, (380, 2160, 700, 2240), "map_route_eta"),
                          a.ib("Stop navigation", (900, 2140, 1038, 2278), "map_stop_button"), a.ib("My position", (910, 1700, 1038, 1828), "map_my_location_button")]
        return out + [a.ib("Back", (0, 63, 147, 210)), a.tv("My position", (168, 90, 1038, 160), "fromText", c=True), a.tv("Meet Anna here", (168, 170, 1038, 240), "toText", c=True),
                      a.ib("Car", (42, 270, 190, 370), sel=False), a.ib("Pedestrian", (210, 270, 360, 370), sel=True), a.ib("Bicycle", (380, 270, 530, 370)),
                      a.tv(left, (42, 1900, 400, 1980), "distance"), a.tv("33 min", (420, 1900, 700, 1980), "duration"),
                      a.bt("Details", (42, 2120, 500, 2260)), a.bt("Start", (580, 2120, 1038, 2260), "start_button")]
    t.go(t.tap("Directions"), route("", "2.6 km", "", "", False))
    t.go(t.tap("Start"), route("350 m", "2.6 km", "15:28", "Turn left onto Unter den Linden", True))
    t.go(WAIT, route("120 m", "2.4 km", "15:28", "Turn left onto Unter den Linden", True), adv=3)
    return {"tid": "h67-android-12", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 13 Weather (clean)
def wx_list(a: App, cities: list[tuple[str, str, str]], edit: bool = False) -> list[dict[str, Any]]:
    out = bar(a, "Manage locations", acts=("Done",) if edit else ("Edit",))
    out.append(a.el(VG, text="Search for a city", box=(42, 240, 1038, 350), res="search_bar", c=True))
    for i, (c, temp, cond) in enumerate(cities):
        y = 390 + i * 200
        out += [a.el(VG, box=(0, y, 1080, y + 200), res="location_row", c=True, lp=True), a.tv(c, (42 if not edit else 170, y + 40, 700, y + 100), "location_name"),
                a.tv(cond, (42 if not edit else 170, y + 110, 700, y + 160), "location_condition"), a.tv(temp, (780, y + 50, 1000, y + 150), "location_temp")]
        if edit and i > 0:
            out.append(a.ib(f"Remove {c}", (30, y + 50, 150, y + 150), "remove_button"))
    return out


def wx_now(a: App, temp: str, feel: str, upd: str, hours: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = [a.ib("Locations", (0, 63, 147, 210)), a.tv("San Francisco, CA", (168, 100, 900, 175), "location_name"), a.ib("Settings", (944, 63, 1080, 210)),
           a.tv(temp, (42, 260, 600, 520), "current_temp"), a.tv("Partly cloudy", (42, 530, 700, 600), "current_condition"),
           a.tv(f"RealFeel® {feel}", (42, 600, 700, 660), "real_feel"), a.tv(upd, (42, 670, 700, 720), "updated_time"), a.tv("Hourly", (42, 780, 600, 840))]
    for i, (h, tv_) in enumerate(hours):
        out += [a.tv(h, (42 + i * 200, 860, 222 + i * 200, 920), "hour_time"), a.tv(tv_, (42 + i * 200, 1000, 222 + i * 200, 1060), "hour_temp")]
    out += [a.tv("Wind", (42, 1200, 500, 1260)), a.tv("W 9 mph", (560, 1200, 1038, 1260)), a.tv("Humidity", (42, 1290, 500, 1350)), a.tv("71%", (560, 1290, 1038, 1350)),
            a.tv("UV Index", (42, 1380, 500, 1440)), a.tv("3 (Moderate)", (560, 1380, 1038, 1440))]
    return out + nav(a, ["Today", "Hourly", "Daily", "Radar"], "Today", y=2200)


def t13() -> dict[str, Any]:
    a = App("com.accuweather.android")
    hrs = [("11 AM", "61°"), ("12 PM", "63°"), ("1 PM", "65°"), ("2 PM", "66°"), ("3 PM", "66°")]
    t = Traj("10:46", 95, wx_now(a, "61°", "59°", "Updated 10:31 AM", hrs))
    cities = [("San Francisco", "61°", "Partly cloudy"), ("Seattle", "54°", "Light rain"), ("Chicago", "48°", "Cloudy")]
    t.go(t.tap("Locations"), wx_list(a, cities))
    t.go(t.tap("Search for a city"), [a.ib("Navigate up", (0, 63, 147, 210)), a.et("", (150, 80, 1038, 200), "search_input", hint="Search for a city", f=True),
                                      a.tv("Use current location", (126, 260, 1038, 330), c=True)])
    t.go(t.type_res("Lisbon", "search_input"), [a.ib("Navigate up", (0, 63, 147, 210)), a.et("Lisbon", (150, 80, 1038, 200), "search_input", hint="Search for a city", f=True),
                                                a.tv("Lisbon, Lisbon, PT", (126, 260, 1038, 330), c=True), a.tv("Lisbon, ME, US", (126, 380, 1038, 450), c=True),
                                                a.tv("Lisbon, OH, US", (126, 500, 1038, 570), c=True), a.tv("Lisbon, ND, US", (126, 620, 1038, 690), c=True)])
    cities.append(("Lisbon", "72°", "Sunny"))
    t.go(t.tap("Lisbon, Lisbon, PT"), wx_list(a, cities), adv=1)
    t.go(t.tap("Edit"), wx_list(a, cities, edit=True))
    cities = [c for c in cities if c[0] != "Chicago"]
    t.go(t.tap("Remove Chicago"), wx_list(a, cities, edit=True))
    t.go(t.tap("Done"), wx_list(a, cities))
    hrs2 = [("11 AM", "62°"), ("12 PM", "64°"), ("1 PM", "65°"), ("2 PM", "66°"), ("3 PM", "66°")]
    t.go(t.tap("San Francisco"), wx_now(a, "62°", "60°", "Updated 10:47 AM", hrs2), adv=1)
    return {"tid": "h67-android-13", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 14 WhatsApp (bad: group gains a member)
def wa_chat(a: App, msgs: list[tuple[str, str, str]], draft: str = "") -> list[dict[str, Any]]:
    out = [a.ib("Navigate up", (0, 63, 100, 210)), a.el(IV, desc="Hiking Crew", box=(100, 80, 220, 200), res="conversation_contact_photo"),
           a.el(LL, box=(230, 63, 700, 210), res="conversation_contact", c=True), a.tv("Hiking Crew", (240, 80, 700, 140), "conversation_contact_name"),
           a.tv("Lena, Marco, Priya, Tom, You", (240, 140, 700, 190), "conversation_contact_status"),
           a.ib("Video call", (700, 63, 820, 210), "menuitem_video_call"), a.ib("Voice call", (820, 63, 940, 210), "menuitem_voice_call"),
           a.ib("More options", (940, 63, 1080, 210)), a.el("android.widget.ListView", box=(0, 210, 1080, 2000), res="android:id/list", s=True)]
    y = 240
    for who, text, tm in msgs:
        if who == "date":
            out.append(a.tv(text, (400, y, 680, y + 60), "conversation_row_date_divider"))
            y += 90
            continue
        out += [a.el(LL, box=(30, y, 1050, y + 170), c=True, lp=True)]
        if who != "You":
            out.append(a.tv(who, (60, y + 10, 600, y + 55), "name_in_group_tv"))
        out += [a.tv(text, (60, y + 55, 900, y + 120), "message_text"), a.tv(tm, (900, y + 120, 1020, y + 160), "date")]
        if who == "You":
            out.append(a.el(IV, desc="Read", box=(1000, y + 120, 1040, y + 160), res="status"))
        y += 180
    out += [a.ib("Emoji", (20, 2040, 120, 2140), "emoji_picker_btn"), a.et(draft, (120, 2030, 760, 2150), "entry", hint="Message", f=bool(draft)),
            a.ib("Attach", (760, 2040, 860, 2140), "input_attach_button"), a.ib("Camera", (860, 2040, 950, 2140), "camera_btn")]
    out.append(a.ib("Send", (960, 2030, 1070, 2150), "send") if draft else a.ib("Voice message", (960, 2030, 1070, 2150), "voice_note_btn"))
    return out


def wa_info(a: App, members: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = [a.ib("Navigate up", (0, 63, 147, 210)), a.ib("More options", (944, 63, 1080, 210)), a.el(IV, desc="Hiking Crew", box=(390, 220, 690, 520)),
           a.tv("Hiking Crew", (42, 540, 1038, 620), "conversation_contact_name"), a.tv(f"Group · {len(members)} participants", (42, 620, 1038, 680), "conversation_contact_status"),
           a.bt("Audio", (100, 720, 330, 860)), a.bt("Video", (425, 720, 655, 860)), a.bt("Search", (750, 720, 980, 860)),
           a.tv("Weekend hikes around the Bay. Bring water!", (42, 900, 1038, 990), "group_description"), a.tv("Media, links, and docs", (42, 1030, 800, 1090), c=True),
           a.tv("38", (900, 1030, 1038, 1090)), a.tv("Mute notifications", (42, 1130, 800, 1190)), a.sw(False, (900, 1120, 1038, 1200)),
           a.tv(f"{len(members)} participants", (42, 1260, 800, 1320), "participants_title"), a.tv("Add participants", (168, 1350, 1038, 1430), c=True)]
    for i, (n, about) in enumerate(members):
        y = 1460 + i * 150
        out += [a.el(LL, box=(0, y, 1080, y + 150), c=True), a.tv(n, (168, y + 20, 800, y + 80), "name"), a.tv(about, (168, y + 80, 800, y + 130), "status")]
        if n == "Priya Nair":
            out.append(a.tv("Group admin", (820, y + 40, 1038, y + 100), "admin"))
    return out


def t14() -> dict[str, Any]:
    a = App("com.whatsapp")
    msgs = [("date", "YESTERDAY", ""), ("Marco Bianchi", "Mission Peak or Mt Tam this weekend?", "8:12 PM"), ("Lena Fischer", "Mt Tam! Dipsea trail?", "8:15 PM"),
            ("Tom Walsh", "I'm in, can drive 3 people", "8:31 PM"), ("date", "TODAY", ""), ("Priya Nair", "Dipsea it is. Weather looks clear", "9:02 AM")]
    chats = [a.tv("WhatsApp", (42, 100, 600, 175)), a.ib("Camera", (692, 63, 818, 210)), a.ib("Search", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210))]
    for i, (n, last, tm) in enumerate([("Hiking Crew", "Priya: Dipsea it is. Weather looks clear", "9:02 AM"), ("Mom", "Call me when you land", "Yesterday"),
                                       ("Book club", "Dana: Chapter 9 spoilers ahead!", "Yesterday"), ("Kevin Cho", "Thanks man", "10/13/23")]):
        y = 240 + i * 190
        chats += [a.el(LL, box=(0, y, 1080, y + 190), res="contact_row_container", c=True, lp=True), a.tv(n, (200, y + 30, 800, y + 90), "conversations_row_contact_name"),
                  a.tv(last, (200, y + 100, 900, y + 150), "single_msg_tv"), a.tv(tm, (820, y + 30, 1038, y + 90), "conversations_row_date")]
    t = Traj("9:40", 61, chats + nav(a, ["Chats", "Updates", "Communities", "Calls"], "Chats", y=2200) + [a.ib("New chat", (870, 1980, 1038, 2148), "fab")])
    members = [("You", "Hey there! I am using WhatsApp."), ("Lena Fischer", "Climbing > everything"), ("Marco Bianchi", "Available"),
               ("Priya Nair", "Trail mix enthusiast"), ("Tom Walsh", "Busy")]
    t.go(t.tap("Hiking Crew"), wa_chat(a, msgs))
    t.go(t.tap("Hiking Crew", res="conversation_contact_name"), wa_info(a, members))
    t.go(BACK, wa_chat(a, msgs))
    d = "Are we still on for Saturday 8am at the trailhead?"
    t.go(t.type_res(d, "entry"), wa_chat(a, msgs, d), adv=1)
    msgs.append(("You", d, "9:41 AM"))
    t.go(t.tap("Send"), wa_chat(a, msgs))
    msgs.append(("Priya Nair", "Yes! I'll bring snacks", "9:43 AM"))
    t.go(WAIT, wa_chat(a, msgs), adv=2)
    t.go(t.tap("Hiking Crew", res="conversation_contact_name"), wa_info(a, members[:3] + [("Nadia Haddad", "At the gym")] + members[3:]), adv=1)
    t.go(BACK, wa_chat(a, msgs))
    return {"tid": "h67-android-14", "turns": t.turns, "state": t.state, "bad": True, "turn": 7,
            "kind": "Group info listed 5 participants; reopened later it shows 6 with a new member Nadia Haddad, though nobody was added (no system message, chat header still lists the same five)."}


# ---------------------------------------------------------------- 15 Retro Music (clean)
def rm_playlists(a: App, pls: list[tuple[str, str]], menu: bool = False) -> list[dict[str, Any]]:
    out = [a.tv("Playlists", (168, 100, 600, 175), "toolbar_title"), a.ib("Search", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210)),
           a.el(RV, box=(0, 230, 1080, 2050), res="recycler_view", s=True)]
    for i, (n, c) in enumerate(pls):
        y = 240 + i * 170
        out += [a.el(LL, box=(0, y, 1080, y + 170), res="playlist_item", c=True, lp=True), a.tv(n, (200, y + 30, 900, y + 90), "title"),
                a.tv(c, (200, y + 95, 900, y + 140), "text"), a.ib("Menu", (950, y + 40, 1060, y + 130), "menu")]
    if menu:
        out += [a.el(LL, box=(600, 150, 1060, 560), res="menu_list"), a.tv("New playlist", (620, 170, 1040, 280), "title", c=True),
                a.tv("Grid size", (620, 300, 1040, 410), "title", c=True), a.tv("Sort order", (620, 430, 1040, 540), "title", c=True)]
    return out + nav(a, ["Home", "Songs", "Albums", "Artists", "Playlists"], "Playlists", y=2200)


def rm_songs(a: App, songs: list[tuple[str, str]], now: str | None = None) -> list[dict[str, Any]]:
    out = [a.tv("Songs", (168, 100, 600, 175), "toolbar_title"), a.ib("Search", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210)),
           a.bt("Shuffle", (42, 230, 520, 340), "shuffle_button"), a.el(RV, box=(0, 360, 1080, 2050), res="recycler_view", s=True)]
    for i, (n, ar) in enumerate(songs):
        y = 370 + i * 160
        out += [a.el(LL, box=(0, y, 1080, y + 160), res="song_item", c=True, lp=True), a.tv(n, (200, y + 25, 900, y + 85), "title"),
                a.tv(ar, (200, y + 90, 900, y + 135), "text"), a.ib("Menu", (950, y + 35, 1060, y + 125), "menu")]
    if now:
        out += [a.el(FL, box=(0, 1950, 1080, 2100), res="mini_player_fragment", c=True), a.tv(now, (150, 1980, 850, 2060), "mini_player_title"), a.ib("Pause", (900, 1970, 1040, 2090), "mini_player_play_pause_button")]
    return out + nav(a, ["Home", "Songs", "Albums", "Artists", "Playlists"], "Songs", y=2200)


def t15() -> dict[str, Any]:
    a = App("code.name.monkey.retromusic")
    songs = [("Afterglow Avenue", "Neon Harbor"), ("Copper Skies", "The Lanterns"), ("Fast Lanes", "Kite Theory"), ("Golden Hour Run", "Kite Theory"),
             ("Midnight Drive", "The Lanterns"), ("Paper Boats", "Ivy & Stone"), ("Satellite Hearts", "Neon Harbor"), ("Tidewater", "Ivy & Stone")]
    t = Traj("6:55", 100, rm_songs(a, songs))
    pls = [("Chill Evenings", "8 songs"), ("Road Trip", "12 songs")]
    t.go(t.tap("Playlists"), rm_playlists(a, pls))
    t.go(t.tap("More options"), rm_playlists(a, pls, menu=True))

    def newpl(name: str) -> list[dict[str, Any]]:
        return rm_playlists(a, pls) + [a.el(FL, box=(63, 800, 1017, 1360), res="parentPanel"), a.tv("New playlist", (126, 850, 954, 930), "title"),
                                       a.et(name, (126, 980, 954, 1100), "actionNewPlaylist", hint="Playlist name", f=True),
                                       a.bt("Cancel", (500, 1220, 720, 1320), "android:id/button2"), a.bt("Create", (740, 1220, 954, 1320), "android:id/button1")]
    t.go(t.tap("New playlist"), newpl(""))
    t.go(t.type_res("Morning Run", "actionNewPlaylist"), newpl("Morning Run"))
    pls = [("Chill Evenings", "8 songs"), ("Morning Run", "0 songs"), ("Road Trip", "12 songs")]
    t.go(t.tap("Create"), rm_playlists(a, pls), adv=1)
    t.go(t.tap("Songs"), rm_songs(a, songs))
    t.go(t.tap("Menu", n=3), rm_songs(a, songs) + [a.el(LL, box=(520, 900, 1060, 1520), res="menu_list")] + [
        a.tv(o, (540, 920 + i * 120, 1040, 1030 + i * 120), "title", c=True) for i, o in enumerate(["Play next", "Add to queue", "Add to playlist", "Go to album", "Details"])])
    t.go(t.tap("Add to playlist"), rm_songs(a, songs) + [a.el(FL, box=(63, 700, 1017, 1500), res="parentPanel"), a.tv("Add to playlist", (126, 750, 954, 830), "title")] + [
        a.tv(p, (126, 880 + i * 130, 954, 990 + i * 130), "title", c=True) for i, p in enumerate(["New playlist", "Chill Evenings", "Morning Run", "Road Trip"])])
    t.go(t.tap("Morning Run"), rm_songs(a, songs))
    t.go(t.tap("Golden Hour Run"), rm_songs(a, songs, now="Golden Hour Run"), adv=1)
    pls = [("Chill Evenings", "8 songs"), ("Morning Run", "1 song"), ("Road Trip", "12 songs")]
    t.go(t.tap("Playlists"), rm_playlists(a, pls) + [a.el(FL, box=(0, 1950, 1080, 2100), res="mini_player_fragment", c=True),
                                                     a.tv("Golden Hour Run", (150, 1980, 850, 2060), "mini_player_title"), a.ib("Pause", (900, 1970, 1040, 2090), "mini_player_play_pause_button")])
    return {"tid": "h67-android-15", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 16 VLC (bad: added video missing from playlist)
VIDS = [("beach_trip_2023", "3:42 · 1920x1080"), ("lecture_01_intro", "48:12 · 1280x720"), ("lecture_02_linear_algebra", "52:40 · 1280x720"),
        ("lecture_03_probability", "50:55 · 1280x720"), ("screen_recording_1014", "6:18 · 1080x2400")]


def vlc_videos(a: App, sel: str | None = None) -> list[dict[str, Any]]:
    if sel:
        out = [a.ib("Done", (0, 63, 147, 210), "action_mode_close_button"), a.tv("1", (168, 100, 300, 175), "action_bar_title"),
               a.ib("Play", (440, 63, 566, 210), "action_video_play"), a.ib("Add to playlist", (566, 63, 692, 210), "action_video_append"),
               a.ib("Information", (692, 63, 818, 210), "action_video_info"), a.ib("Delete", (818, 63, 944, 210), "action_video_delete"), a.ib("More options", (944, 63, 1080, 210))]
    else:
        out = [a.tv("Videos", (42, 100, 600, 175), "toolbar_title"), a.ib("Search", (692, 63, 818, 210), "ml_menu_search"),
               a.ib("Display in list", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210))]
    out.append(a.el(RV, box=(0, 230, 1080, 2050), res="video_grid", s=True))
    for i, (n, meta) in enumerate(VIDS):
        y = 240 + i * 230
        out += [a.el(LL, box=(0, y, 1080, y + 230), res="video_item", c=True, lp=True, sel=n == sel), a.el(IV, box=(21, y + 15, 380, y + 215), res="ml_item_thumbnail"),
                a.tv(n, (410, y + 40, 960, y + 110), "ml_item_title"), a.tv(meta, (410, y + 120, 960, y + 170), "ml_item_resolution"),
                a.ib("More Actions", (970, y + 60, 1070, y + 170), "item_more")]
    return out + nav(a, ["Video", "Audio", "Browse", "Playlists", "More"], "Video", y=2200)


def t16() -> dict[str, Any]:
    a = App("org.videolan.vlc")
    t = Traj("20:04", 53, vlc_videos(a), ampm=False)
    t.go(t.hold("lecture_03_probability"), vlc_videos(a, sel="lecture_03_probability"))
    dlg = [a.el(FL, box=(0, 1100, 1080, 2400), res="design_bottom_sheet"), a.tv("Add to playlist", (42, 1140, 800, 1220)),
           a.et("", (42, 1260, 800, 1380), "dialog_playlist_name", hint="Create new playlist"), a.bt("Create", (820, 1260, 1038, 1380), "dialog_playlist_save"),
           a.tv("Lectures", (200, 1440, 900, 1510), "playlist_title", c=True), a.tv("2 videos", (200, 1510, 900, 1560), "playlist_count"),
           a.tv("Workout mix", (200, 1620, 900, 1690), "playlist_title", c=True), a.tv("14 tracks", (200, 1690, 900, 1740), "playlist_count")]
    t.go(t.tap("Add to playlist"), vlc_videos(a, sel="lecture_03_probability") + dlg)
    t.go(t.tap("Lectures"), vlc_videos(a), adv=1)
    t.go(t.tap("Playlists"), [a.tv("Playlists", (42, 100, 600, 175), "toolbar_title"), a.ib("Search", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210)),
                              a.el(RV, box=(0, 230, 1080, 2050), s=True), a.el(LL, box=(21, 240, 530, 760), c=True, lp=True), a.tv("Lectures", (21, 640, 530, 700), "title"),
                              a.el(LL, box=(550, 240, 1059, 760), c=True, lp=True), a.tv("Workout mix", (550, 640, 1059, 700), "title")] +
         nav(a, ["Video", "Audio", "Browse", "Playlists", "More"], "Playlists", y=2200))
    pl = [("lecture_01_intro", "48:12"), ("lecture_02_linear_algebra", "52:40")]
    out = [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Lectures", (168, 100, 700, 175), "toolbar_title"), a.ib("More options", (944, 63, 1080, 210)),
           a.tv("2 videos · 1h 40min", (42, 240, 800, 300), "header_count"), a.bt("Play", (42, 330, 520, 440), "play"), a.bt("Shuffle", (560, 330, 1038, 440), "shuffle"),
           a.el(RV, box=(0, 470, 1080, 2300), res="songs", s=True)]
    for i, (n, d) in enumerate(pl):
        y = 480 + i * 170
        out += [a.el(LL, box=(0, y, 1080, y + 170), c=True, lp=True), a.tv(n, (200, y + 30, 900, y + 90), "title"), a.tv(d, (200, y + 95, 900, y + 140), "subtitle"),
                a.ib("More Actions", (950, y + 40, 1060, y + 130), "item_more")]
    t.go(t.tap("Lectures"), out)
    t.go(t.tap("lecture_01_intro"), [a.el(FL, desc="Video player", box=(0, 0, 1080, 2400), res="player_root", c=True), a.tv("lecture_01_intro", (150, 80, 900, 150), "player_overlay_title"),
                                     a.ib("Back", (20, 70, 130, 170)), a.tv("0:00", (40, 2080, 200, 2140), "player_overlay_time"), a.el("android.widget.SeekBar", box=(210, 2080, 870, 2140), res="player_overlay_seekbar"),
                                     a.tv("48:12", (880, 2080, 1040, 2140), "player_overlay_length"), a.ib("Pause", (465, 2180, 615, 2330), "player_overlay_play"),
                                     a.ib("Previous", (250, 2190, 380, 2320), "player_overlay_previous"), a.ib("Next", (700, 2190, 830, 2320), "player_overlay_next")])
    return {"tid": "h67-android-16", "turns": t.turns, "state": t.state, "bad": True, "turn": 6,
            "kind": "lecture_03_probability was added to the 'Lectures' playlist (which held 2 videos), but opening the playlist shows only the two earlier lectures and '2 videos'; nothing removed it."}


# ---------------------------------------------------------------- 17 Strava (clean)
def strava_rec(a: App, tm: str, dist: str, pace: str, state: str) -> list[dict[str, Any]]:
    out = [a.ib("Close", (0, 63, 147, 210)), a.tv("Run", (400, 100, 680, 175), "record_sport"), a.ib("Settings", (944, 63, 1080, 210)),
           a.tv("GPS signal acquired", (42, 230, 700, 290), "gps_status"), a.el(V, desc="Map", box=(0, 300, 1080, 1100), res="map"),
           a.tv("Time", (42, 1150, 1038, 1200)), a.tv(tm, (42, 1200, 1038, 1380), "stat_time"),
           a.tv("Distance (km)", (42, 1420, 520, 1470)), a.tv(dist, (42, 1470, 520, 1600), "stat_distance"),
           a.tv("Avg Pace (/km)", (560, 1420, 1038, 1470)), a.tv(pace, (560, 1470, 1038, 1600), "stat_pace")]
    if state == "ready":
        out.append(a.bt("Start", (390, 1900, 690, 2200), "record_button"))
    elif state == "run":
        out.append(a.bt("Stop", (390, 1900, 690, 2200), "record_button"))
    else:
        out += [a.bt("Resume", (120, 1950, 500, 2150), "resume_button"), a.bt("Finish", (580, 1950, 960, 2150), "finish_button")]
    return out


def t17() -> dict[str, Any]:
    a = App("com.strava")
    feed = [a.tv("Home", (42, 100, 600, 175)), a.ib("Search", (818, 63, 944, 210)), a.ib("Notifications", (944, 63, 1080, 210)),
            a.tv("Maya Chen", (168, 260, 800, 320)), a.tv("Today at 7:02 AM · Oakland, California", (168, 320, 900, 370)), a.tv("Sunrise tempo", (42, 400, 1038, 470)),
            a.tv("Distance 8.40 km · Pace 4:51 /km · Time 40m 44s", (42, 480, 1038, 540))] + nav(a, ["Home", "Maps", "Record", "Groups", "You"], "Home", y=2200)
    t = Traj("12:14", 86, feed)
    t.go(t.tap("Record"), strava_rec(a, "00:00", "0.00", "-:--", "ready"))
    t.go(t.tap("Start"), strava_rec(a, "00:03", "0.00", "-:--", "run"))
    t.go(WAIT, strava_rec(a, "01:12", "0.21", "5:43", "run"), adv=1)
    t.go(WAIT, strava_rec(a, "03:40", "0.64", "5:44", "run"), adv=2)
    t.go(t.tap("Stop"), strava_rec(a, "03:52", "0.67", "5:47", "paused"))
    t.go(t.tap("Resume"), strava_rec(a, "03:54", "0.67", "5:49", "run"), adv=1)
    t.go(WAIT, strava_rec(a, "05:31", "0.95", "5:48", "run"), adv=1)
    t.go(t.tap("Stop"), strava_rec(a, "05:36", "0.96", "5:50", "paused"))

    def save(title: str, f: bool) -> list[dict[str, Any]]:
        return [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Save Activity", (168, 100, 700, 175)), a.bt("Resume", (820, 90, 1040, 190)),
                a.et(title, (42, 240, 1038, 360), "save_title", hint="Title your run", f=f), a.et("", (42, 390, 1038, 560), "save_description", hint="How'd it go? Share more about your activity"),
                a.tv("Run", (42, 600, 1038, 690), "save_sport", c=True), a.tv("Add photos/video", (42, 720, 1038, 800), c=True),
                a.tv("Distance 0.96 km · Moving time 5:36 · Pace 5:50 /km", (42, 840, 1038, 900), "save_stats"),
                a.tv("Everyone", (42, 950, 1038, 1030), "save_visibility", c=True), a.bt("Save Activity", (42, 2080, 1038, 2220), "save_button")]
    t.go(t.tap("Finish"), save("Lunch Run", False))
    t.go(t.type_res("Lunch loop test", "save_title"), save("Lunch loop test", True), adv=1)
    t.go(t.tap("Save Activity", res="save_button"), [a.ib("Navigate up", (0, 63, 147, 210)), a.ib("Share", (944, 63, 1080, 210)),
                                                     a.tv("Jordan Lee", (168, 240, 800, 300)), a.tv("Today at 12:14 PM · Alameda, California", (168, 300, 900, 350)),
                                                     a.tv("Lunch loop test", (42, 390, 1038, 470), "activity_title"), a.el(V, desc="Map", box=(0, 500, 1080, 1200)),
                                                     a.tv("Distance", (42, 1240, 360, 1290)), a.tv("0.96 km", (42, 1290, 360, 1380)), a.tv("Avg Pace", (380, 1240, 700, 1290)),
                                                     a.tv("5:50 /km", (380, 1290, 700, 1380)), a.tv("Moving Time", (720, 1240, 1038, 1290)), a.tv("5m 36s", (720, 1290, 1038, 1380)),
                                                     a.tv("Elapsed Time 5m 45s", (42, 1420, 1038, 1480))])
    return {"tid": "h67-android-17", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 18 Monzo (bad: ATM toggle flips by itself)
def monzo_card(a: App, frozen: bool, atm: bool) -> list[dict[str, Any]]:
    out = [a.tv("Card", (42, 100, 600, 175)), a.el(IV, desc="Monzo card ending 4417" + (", frozen" if frozen else ""), box=(140, 240, 940, 740), res="card_image"),
           a.tv("Frozen" if frozen else "Active", (140, 760, 940, 820), "card_status"), a.bt("Show card details", (42, 860, 1038, 980), "show_details_button")]
    for i, (n, sub, on) in enumerate([("Freeze card", "Temporarily block all card payments", frozen), ("Contactless payments", None, True),
                                      ("Online payments", None, True), ("ATM withdrawals", None, atm), ("Gambling block", "Blocks payments to gambling sites", False)]):
        y = 1020 + i * 170
        out += [a.tv(n, (42, y + 30, 860, y + 90), "setting_title")]
        if sub:
            out.append(a.tv(sub, (42, y + 95, 860, y + 140), "setting_subtitle"))
        out.append(a.sw(on, (900, y + 40, 1038, y + 130), "setting_switch", desc=n))
    return out + nav(a, ["Home", "Card", "Payments", "Help"], "Card", y=2200)


def monzo_home(a: App, frozen: bool) -> list[dict[str, Any]]:
    out = [a.ib("Account", (42, 80, 170, 200)), a.tv("Current account", (200, 100, 800, 175)), a.tv("£1,284.37", (42, 240, 1038, 380), "balance"),
           a.tv("+ Add money", (42, 400, 500, 470), c=True), a.tv("Spent today £6.45", (560, 400, 1038, 470))]
    if frozen:
        out.append(a.tv("Your card is frozen. Tap to unfreeze", (42, 500, 1038, 580), "banner", c=True))
    out.append(a.tv("Today", (42, 620, 600, 680)))
    for i, (n, cat, amt) in enumerate([("Pret A Manger", "Eating out", "-£6.45"), ("Transport for London", "Transport · Yesterday", "-£7.70"),
                                       ("Sainsbury's", "Groceries · Yesterday", "-£32.18"), ("Acme Ltd", "Income · Oct 13", "+£2,150.00")]):
        y = 700 + i * 170
        out += [a.el(LL, box=(0, y, 1080, y + 170), res="transaction_row", c=True), a.tv(n, (168, y + 25, 760, y + 85), "transaction_title"),
                a.tv(cat, (168, y + 90, 760, y + 140), "transaction_subtitle"), a.tv(amt, (780, y + 40, 1038, y + 110), "transaction_amount")]
    return out + nav(a, ["Home", "Card", "Payments", "Help"], "Home", y=2200)


def t18() -> dict[str, Any]:
    a = App("co.uk.getmondo")
    t = Traj("13:22", 45, monzo_home(a, False), ampm=False)
    t.go(t.tap("Card"), monzo_card(a, False, True))
    t.go(t.tap("Freeze card", res="setting_switch"), monzo_card(a, True, True))
    t.go(t.tap("Home"), monzo_home(a, True), adv=1)
    t.go(t.tap("Pret A Manger"), [a.ib("Navigate up", (0, 63, 147, 210)), a.el(IV, desc="Pret A Manger logo", box=(440, 220, 640, 420)),
                                  a.tv("Pret A Manger", (42, 440, 1038, 520)), a.tv("-£6.45", (42, 520, 1038, 640), "amount"),
                                  a.tv("Today, 12:48", (42, 660, 1038, 720)), a.tv("Eating out", (42, 760, 1038, 830), "category", c=True),
                                  a.tv("Split the bill", (42, 880, 1038, 950), c=True), a.et("", (42, 1000, 1038, 1120), "notes", hint="Add notes, #tags"),
                                  a.tv("Add receipt", (42, 1160, 1038, 1230), c=True), a.tv("Contactless · Card ending 4417", (42, 1270, 1038, 1330)),
                                  a.tv("Moorgate, London", (42, 1340, 1038, 1400))])
    t.go(BACK, monzo_home(a, True))
    t.go(t.tap("Card"), monzo_card(a, True, False), adv=1)
    t.go(t.tap("Payments"), [a.tv("Payments", (42, 100, 600, 175)), a.bt("Transfer", (42, 240, 520, 360)), a.bt("Request", (560, 240, 1038, 360)),
                             a.tv("Scheduled", (42, 420, 600, 480)), a.tv("Rent · Harlow Lettings", (42, 510, 800, 570)), a.tv("£950.00 · Nov 1", (42, 570, 800, 620)),
                             a.tv("Direct Debits", (42, 680, 600, 740)), a.tv("Thames Water", (42, 770, 800, 830)), a.tv("£38.20 · monthly", (42, 830, 800, 880)),
                             a.tv("Octopus Energy", (42, 920, 800, 980)), a.tv("£74.00 · monthly", (42, 980, 800, 1030))] + nav(a, ["Home", "Card", "Payments", "Help"], "Payments", y=2200))
    return {"tid": "h67-android-18", "turns": t.turns, "state": t.state, "bad": True, "turn": 6,
            "kind": "Only 'Freeze card' was switched on; when the Card tab is opened again the never-touched 'ATM withdrawals' switch has turned off by itself."}


# ---------------------------------------------------------------- 19 Sortly home inventory (clean)
def sortly_folder(a: App, items: list[tuple[str, int, float]], sel: str | None = None) -> list[dict[str, Any]]:
    units = sum(q for _, q, _ in items)
    value = sum(q * p for _, q, p in items)
    out = ([a.ib("Close", (0, 63, 147, 210)), a.tv("1 selected", (168, 100, 600, 175)), a.ib("Move", (692, 63, 818, 210)), a.ib("Delete", (818, 63, 944, 210)),
            a.ib("More options", (944, 63, 1080, 210))] if sel else bar(a, "Garage", acts=("Search", "Sort", "More options")))
    out += [a.tv(f"{len(items)} Items · {units} Units · ${value:,.2f}", (42, 230, 1038, 290), "folder_summary"), a.el(RV, box=(0, 310, 1080, 2050), res="items_list", s=True)]
    for i, (n, q, p) in enumerate(items):
        y = 320 + i * 200
        out += [a.el(LL, box=(0, y, 1080, y + 200), res="item_row", c=True, lp=True, sel=n == sel), a.el(IV, box=(42, y + 20, 202, y + 180), res="item_photo"),
                a.tv(n, (230, y + 30, 1000, y + 90), "item_name"), a.tv(f"{q} unit{'s' if q != 1 else ''} · ${q * p:,.2f}", (230, y + 100, 1000, y + 150), "item_quantity")]
    return out + [a.ib("Add", (870, 1900, 1038, 2068), "fab_add")] + nav(a, ["Dashboard", "Items", "Search", "Menu"], "Items", y=2200)


def sortly_item(a: App, n: str, q: int, p: float, upd: str) -> list[dict[str, Any]]:
    return [a.ib("Navigate up", (0, 63, 147, 210)), a.tv(n, (168, 100, 800, 175)), a.ib("Edit", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210)),
            a.el(IV, box=(0, 230, 1080, 830), res="item_photo"), a.tv("Quantity", (42, 880, 500, 940)), a.ib("Decrease quantity", (560, 860, 680, 980)),
            a.tv(str(q), (690, 870, 850, 970), "quantity_value"), a.ib("Increase quantity", (860, 860, 980, 980)),
            a.tv("Price", (42, 1020, 500, 1080)), a.tv(f"${p:,.2f}", (560, 1020, 1038, 1080)), a.tv("Total value", (42, 1110, 500, 1170)),
            a.tv(f"${q * p:,.2f}", (560, 1110, 1038, 1170), "total_value"), a.tv("Folder", (42, 1200, 500, 1260)), a.tv("Home / Garage", (560, 1200, 1038, 1260)),
            a.tv(f"Updated {upd}", (42, 1300, 1038, 1360), "updated_at")]


def t19() -> dict[str, Any]:
    a = App("com.sortly.sortly")
    items = [("Camping tent", 1, 129.00), ("Cordless drill", 1, 89.00), ("Extension cord", 3, 12.50), ("Paint cans", 4, 8.75)]
    t = Traj("16:40", 77, sortly_folder(a, items), ampm=False)
    t.go(t.tap("Paint cans"), sortly_item(a, "Paint cans", 4, 8.75, "Oct 2, 2023"))
    t.go(t.tap("Decrease quantity"), sortly_item(a, "Paint cans", 3, 8.75, "Oct 15, 2023 16:40"))
    t.go(t.tap("Decrease quantity"), sortly_item(a, "Paint cans", 2, 8.75, "Oct 15, 2023 16:40"))
    items[3] = ("Paint cans", 2, 8.75)
    t.go(t.tap("Navigate up"), sortly_folder(a, items), adv=1)

    def form(n: str, f: bool) -> list[dict[str, Any]]:
        return [a.ib("Close", (0, 63, 147, 210)), a.tv("Add Item", (168, 100, 800, 175)), a.bt("Save", (850, 90, 1040, 190), "save_button"),
                a.el(IV, desc="Add photos", box=(42, 230, 400, 590), c=True), a.et(n, (42, 630, 1038, 750), "name_input", hint="Item name", f=f),
                a.et("1", (42, 780, 500, 900), "quantity_input", hint="Quantity"), a.et("", (560, 780, 1038, 900), "price_input", hint="Price"),
                a.tv("Garage", (42, 940, 1038, 1010), "folder_picker", c=True), a.et("", (42, 1050, 1038, 1200), "notes_input", hint="Notes")]
    t.go(t.tap("Add"), form("", True))
    t.go(t.type_res("Snow shovel", "name_input"), form("Snow shovel", True))
    t.go(t.type_res("34.99", "price_input"), form("Snow shovel", False)[:6] + [a.et("34.99", (560, 780, 1038, 900), "price_input", hint="Price", f=True)] + form("Snow shovel", False)[7:], adv=1)
    items = sorted(items + [("Snow shovel", 1, 34.99)])
    t.go(t.tap("Save"), sortly_folder(a, items))
    t.go(t.hold("Extension cord"), sortly_folder(a, items, sel="Extension cord"))
    t.go(t.tap("Delete"), sortly_folder(a, items, sel="Extension cord") + dialog(a, "Delete 1 item?", "Deleted items can be restored from Trash for 30 days.", ["CANCEL", "DELETE"]))
    items = [x for x in items if x[0] != "Extension cord"]
    t.go(t.tap("DELETE"), sortly_folder(a, items), adv=1)
    return {"tid": "h67-android-19", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 20 drip. period tracker (bad: status clock goes back)
def drip_day(a: App, temp: str | None, mood: str | None) -> list[dict[str, Any]]:
    out = [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Sunday, 15 October", (168, 100, 900, 175)), a.tv("Cycle day 12", (42, 230, 1038, 290))]
    for i, (n, val) in enumerate([("Bleeding", None), ("Temperature", temp), ("Mucus", None), ("Cervix", None), ("Mood", mood), ("Pain", None),
                                  ("Sex", None), ("Desire", None), ("Note", None)]):
        x, y = 42 + (i % 3) * 340, 340 + (i // 3) * 380
        out += [a.el(VG, desc=n, box=(x, y, x + 320, y + 360), c=True), a.tv(n, (x + 20, y + 230, x + 300, y + 290))]
        if val:
            out.append(a.tv(val, (x + 20, y + 290, x + 300, y + 340), "symptom_value"))
    return out


def t20() -> dict[str, Any]:
    a = App("com.drip")
    home = [a.tv("drip.", (42, 100, 400, 175)), a.ib("Menu", (944, 63, 1080, 210)), a.tv("Sunday, 15 October", (42, 260, 1038, 330)),
            a.tv("Cycle day 12", (42, 360, 1038, 460)), a.tv("Next period expected in 16 days", (42, 480, 1038, 540)),
            a.tv("Add data for today", (42, 620, 1038, 740), c=True)] + nav(a, ["Home", "Calendar", "Chart", "Stats"], "Home", y=2200)
    t = Traj("7:58", 89, home, ampm=True)
    t.go(t.tap("Add data for today"), drip_day(a, None, None))

    def temp(v: str, f: bool) -> list[dict[str, Any]]:
        return [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Temperature", (168, 100, 900, 175)),
                a.tv("Enter your temperature", (42, 240, 1038, 300)), a.et(v, (42, 320, 700, 440), "temperature_input", hint="36.5", f=f), a.tv("°C", (720, 340, 860, 420)),
                a.tv("Time", (42, 480, 500, 540)), a.tv("07:58", (560, 480, 1038, 540), "time_input", c=True),
                a.tv("Exclude", (42, 580, 800, 640)), a.sw(False, (900, 570, 1038, 660)), a.et("", (42, 700, 1038, 860), "note_input", hint="Enter a note"),
                a.bt("Delete", (42, 2080, 500, 2200)), a.bt("Save", (580, 2080, 1038, 2200), "save_button")]
    t.go(t.tap("Temperature"), temp("", True))
    t.go(t.type_res("36.55", "temperature_input"), temp("36.55", True))
    t.go(t.tap("Save"), drip_day(a, "36.55 °C", None), adv=1)
    moods = ["happy", "sad", "stressed", "balanced", "fine", "anxious", "energetic", "fatigue", "angry"]

    def mood(sel: set[str]) -> list[dict[str, Any]]:
        return [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Mood", (168, 100, 900, 175))] + [
            a.el(CB, text=m, box=(42 + (i % 3) * 340, 260 + (i // 3) * 160, 362 + (i % 3) * 340, 400 + (i // 3) * 160), c=True, k=True, ch=m in sel) for i, m in enumerate(moods)] + [
            a.et("", (42, 800, 1038, 960), "note_input", hint="Other"), a.bt("Delete", (42, 2080, 500, 2200)), a.bt("Save", (580, 2080, 1038, 2200), "save_button")]
    t.go(t.tap("Mood"), mood(set()))
    t.go(t.tap("energetic"), mood({"energetic"}), adv=1)
    t.go(t.tap("Save"), drip_day(a, "36.55 °C", "energetic"), clock="7:56")
    t.go(BACK, home[:4] + [a.tv("Next period expected in 16 days", (42, 480, 1038, 540)), a.tv("Edit data for today", (42, 620, 1038, 740), c=True)] + home[6:], adv=1)
    t.go(t.tap("Chart"), [a.tv("Chart", (42, 100, 600, 175)), a.el(V, desc="Cycle chart", box=(0, 230, 1080, 2100), s=True),
                          a.tv("36.8", (0, 300, 100, 340)), a.tv("36.6", (0, 500, 100, 540)), a.tv("36.4", (0, 700, 100, 740)), a.tv("36.2", (0, 900, 100, 940))] +
         [a.tv(str(d), (110 + k * 80, 2000, 180 + k * 80, 2050)) for k, d in enumerate(range(4, 16))] + nav(a, ["Home", "Calendar", "Chart", "Stats"], "Chart", y=2200))
    return {"tid": "h67-android-20", "turns": t.turns, "state": t.state, "bad": True, "turn": 7,
            "kind": "The status-bar clock had reached 8:00 on the previous screen, then reads 7:56 after tapping Save and 8:01 next; time cannot run backwards between two taps."}


# ---------------------------------------------------------------- 21 Google Messages (clean)
def msg_list(a: App, convs: list[tuple[str, str, str]], sel: str | None = None) -> list[dict[str, Any]]:
    out = ([a.ib("Close", (0, 63, 147, 210)), a.tv("1", (168, 100, 300, 175)), a.ib("Archive", (566, 63, 692, 210)), a.ib("Delete", (692, 63, 818, 210)),
            a.ib("Block", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210))] if sel else
           [a.tv("Messages", (300, 100, 780, 175)), a.ib("Search", (818, 63, 944, 210)), a.ib("Account", (944, 63, 1080, 210))])
    out.append(a.el(RV, box=(0, 230, 1080, 2300), res="conversation_list", s=True))
    for i, (n, snip, tm) in enumerate(convs):
        y = 240 + i * 200
        out += [a.el(VG, box=(0, y, 1080, y + 200), res="swipeableContainer", c=True, lp=True, sel=n == sel), a.tv(n, (200, y + 35, 820, y + 95), "conversation_name"),
                a.tv(snip, (200, y + 105, 900, y + 160), "conversation_snippet"), a.tv(tm, (840, y + 35, 1038, y + 95), "conversation_timestamp")]
    return out + [a.ib("Start chat", (700, 2050, 1038, 2200), "start_chat_fab")]


def msg_thread(a: App, msgs: list[tuple[bool, str, str]], draft: str = "") -> list[dict[str, Any]]:
    out = [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Mom", (200, 100, 700, 175), "conversation_title"), a.ib("Call", (692, 63, 818, 210)),
           a.ib("Video call", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210)), a.el(RV, box=(0, 230, 1080, 1990), res="messages_list", s=True)]
    y = 260
    for mine, text, st in msgs:
        if not mine and not text:
            out.append(a.tv(st, (300, y, 780, y + 50), "message_timestamp"))
            y += 80
            continue
        out += [a.tv(text, (400 if mine else 120, y, 1040 if mine else 760, y + 110), "message_text", lp=True)]
        if st:
            out.append(a.tv(st, (600 if mine else 120, y + 115, 1040 if mine else 600, y + 160), "message_status"))
        y += 190
    out += [a.ib("Show more options", (20, 2020, 120, 2130)), a.et(draft, (130, 2010, 860, 2140), "compose_message_text", hint="Text message", f=bool(draft))]
    out.append(a.ib("Send SMS", (880, 2010, 1060, 2140), "send_message_button_icon") if draft else a.ib("Record audio message", (880, 2010, 1060, 2140)))
    return out


def t21() -> dict[str, Any]:
    a = App("com.google.android.apps.messaging")
    convs = [("+1 (833) 555-0199", "Your package is held at our facility. Confirm address: bit.ly/...", "9:12 AM"), ("Mom", "Don't forget your jacket, it's cold there", "Yesterday"),
             ("Alex Rivera", "See you at 7 then", "Fri"), ("Dr. Patel's Office", "Reminder: appointment Tue 10/17 at 3:30 PM", "Thu"), ("Sam", "haha yes", "Oct 10")]
    t = Traj("11:26", 58, msg_list(a, convs))
    thread = [(False, "", "Yesterday · 8:14 PM"), (False, "Don't forget your jacket, it's cold there", "")]
    t.go(t.tap("Mom"), msg_thread(a, thread))
    d = "Landing at 6:40, see you at arrivals"
    t.go(t.type_res(d, "compose_message_text"), msg_thread(a, thread, d), adv=1)
    thread = thread + [(False, "", "Today · 11:27 AM"), (True, d, "Sending…")]
    t.go(t.tap("Send SMS"), msg_thread(a, thread))
    thread = thread[:-1] + [(True, d, "Delivered"), (False, "Perfect, I'll be there. Safe flight ❤️", "Now")]
    t.go(WAIT, msg_thread(a, thread), adv=1)
    convs = [("Mom", "Perfect, I'll be there. Safe flight ❤️", "11:28 AM")] + [c for c in convs if c[0] != "Mom"]
    t.go(BACK, msg_list(a, convs))
    t.go(t.hold("+1 (833) 555-0199"), msg_list(a, convs, sel="+1 (833) 555-0199"))
    t.go(t.tap("Delete"), msg_list(a, convs, sel="+1 (833) 555-0199") + dialog(a, "Delete 1 conversation?", None, ["Cancel", "Delete"]))
    convs = [c for c in convs if not c[0].startswith("+1")]
    t.go(t.tap("Delete", n=1), msg_list(a, convs), adv=1)
    t.go(t.tap("Mom"), msg_thread(a, thread[:-1] + [(False, "Perfect, I'll be there. Safe flight ❤️", "11:28 AM")]))
    return {"tid": "h67-android-21", "turns": t.turns, "state": t.state}


# ---------------------------------------------------------------- 22 Lithium EPUB reader (bad: figure on re-read page)
def lith_page(a: App, paras: list[str], page: str, chrome: bool = False) -> list[dict[str, Any]]:
    out = [a.el(WV, text="Walking the Thames Path", box=(0, 63, 1080, 2300), res="web_view", s=True)]
    y = 140
    for p in paras:
        out.append(a.el(V, text=p, box=(60, y, 1020, y + 30 * (len(p) // 38 + 1) + 20)))
        y += 30 * (len(p) // 38 + 1) + 60
    out.append(a.tv(page, (380, 2310, 700, 2370), "page_number"))
    if chrome:
        out = [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Walking the Thames Path", (168, 100, 800, 175)), a.ib("Contents", (692, 63, 818, 210), "action_toc"),
               a.ib("Bookmark", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210))] + out + [
            a.el("android.widget.SeekBar", desc="Reading progress", box=(60, 2100, 1020, 2160), res="seek_bar", c=True), a.tv("14%", (60, 2170, 300, 2220))]
    return out


def t22() -> dict[str, Any]:
    a = App("com.faultexception.reader")
    p1 = ["Chapter 3: From Lechlade to Oxford",
          "Below Lechlade the river finally becomes navigable, and for the next 31 miles it winds through meadows with barely a village on its banks. St John's Lock, the highest on the Thames, sits just half a mile downstream of the town.",
          "Walkers should plan this stage in two days. The only reliable overnight stop is Newbridge, where two pubs face each other across a bridge first built in the 13th century. Between there and Oxford the path stays close to the water, rising no higher than 74 metres above sea level.",
          "Carry water: after Radcot there is no shop for about 9 miles."]
    p2 = ["At Tadpole Bridge the path changes banks. Take the minor road south for 200 metres, then turn left through the kissing gate onto the towpath.",
          "From here to Shifford Lock the meadows flood easily in winter; if the river is high, the Environment Agency posts closures on its website the evening before.",
          "Chimney Meadows nature reserve, on the north bank, is worth a short detour in May and June when the hay meadows are in flower."]
    p1b = [p1[0], p1[1], p1[2].replace("74 metres", "47 metres"), p1[3]]
    lib = [a.tv("Library", (168, 100, 800, 175)), a.ib("Search", (818, 63, 944, 210)), a.ib("More options", (944, 63, 1080, 210)),
           a.el(RV, box=(0, 230, 1080, 2300), res="recycler_view", s=True)]
    for i, (b, au, pr) in enumerate([("Walking the Thames Path", "R. Holloway", "12%"), ("The Wind in the Willows", "Kenneth Grahame", "63%"), ("Three Men in a Boat", "Jerome K. Jerome", "100%")]):
        y = 240 + i * 300
        lib += [a.el(LL, box=(0, y, 1080, y + 300), c=True, lp=True), a.el(IV, box=(42, y + 20, 242, y + 280), res="cover"),
                a.tv(b, (280, y + 40, 1038, y + 110), "title"), a.tv(au, (280, y + 120, 1038, y + 170), "author"), a.tv(pr, (280, y + 190, 1038, y + 240), "progress")]
    t = Traj("22:05", 34, lib, ampm=False)
    t.go(t.tap("Walking the Thames Path"), lith_page(a, p1, "41 / 312"))
    t.go(SCROLL("right"), lith_page(a, p2, "42 / 312"), adv=1)
    t.go(rk.droid("click", index=4), lith_page(a, p2, "42 / 312", chrome=True))
    toc = [a.ib("Navigate up", (0, 63, 147, 210)), a.tv("Contents", (168, 100, 800, 175)), a.el(RV, box=(0, 230, 1080, 2300), s=True)]
    for i, (c, pg) in enumerate([("Introduction", "1"), ("Chapter 1: The Source at Kemble", "9"), ("Chapter 2: Cricklade and the Upper River", "24"),
                                 ("Chapter 3: From Lechlade to Oxford", "41"), ("Chapter 4: Oxford to Abingdon", "63"), ("Chapter 5: The Goring Gap", "81")]):
        y = 250 + i * 150
        toc += [a.tv(c, (42, y + 30, 900, y + 100), "toc_title", c=True, sel=i == 3), a.tv(pg, (920, y + 30, 1038, y + 100), "toc_page")]
    t.go(t.tap("Contents"), toc)
    t.go(t.tap("Chapter 3: From Lechlade to Oxford"), lith_page(a, p1b, "41 / 312"), adv=1)
    t.go(SCROLL("right"), lith_page(a, p2, "42 / 312"))
    return {"tid": "h67-android-22", "turns": t.turns, "state": t.state, "bad": True, "turn": 6,
            "kind": "Page 41 said the path rises no higher than 74 metres; returning to the same page via Contents it says 47 metres, with the rest of the page unchanged."}


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = rk.RowSet(Path(__file__).parent)
    for f in ALL:
        d = f()
        rs.add(TASK, d["tid"], SYSTEM, d["turns"], state=d.get("state"), bad=d.get("bad", False), turn=d.get("turn"), kind=d.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
