# ruff: noqa: E501
"""Held-out set h59, domain ``android``: 22 AndroidWorld-style trajectories written by hand.

Every screen is an AndroidWorld UI element list (``UI element N: UIElement(...)``, status bar included)
built from a small state model per app, so that actions refer to the right element index and clean
trajectories stay consistent. Eleven trajectories carry exactly one planted contradiction (see the
``kind`` of each label); the other eleven are clean but full of legitimate changes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action

Predict the **next screen state** after the action is executed.

## Device

{device}

## Screen State Representation

The screen state is the AndroidWorld UI element list of the whole screen, status bar included: one line per element, `UI element N: UIElement(text=..., content_description=..., class_name=..., bbox=None, bbox_pixels=BoundingBox(x_min=..., x_max=..., y_min=..., y_max=...), hint_text=..., is_checked=..., ..., package_name=..., resource_name=..., tooltip=None, resource_id=None, metadata=None)`, numbered from 0 in accessibility traversal order. Actions are AndroidWorld JSON actions (`click`, `long_press`, `input_text`, `scroll`, `navigate_back`, `navigate_home`, `open_app`, `keyboard_enter`, `wait`); `index` is the element number in the current screen state.

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

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

PIXEL = "Pixel 6 emulator, 1080x2400 px, Android 13 (API 33), en-US locale, gesture navigation."


def system(app: str) -> str:
    return SYSTEM.replace("{device}", f"{PIXEL} The session starts in {app}.")


CLS = {
    "TextView": "android.widget.TextView", "Button": "android.widget.Button", "ImageButton": "android.widget.ImageButton",
    "ImageView": "android.widget.ImageView", "EditText": "android.widget.EditText", "Switch": "android.widget.Switch",
    "CheckBox": "android.widget.CheckBox", "RadioButton": "android.widget.RadioButton", "SeekBar": "android.widget.SeekBar",
    "Recycler": "androidx.recyclerview.widget.RecyclerView", "LinearLayout": "android.widget.LinearLayout",
    "FrameLayout": "android.widget.FrameLayout", "View": "android.view.View", "ViewGroup": "android.view.ViewGroup",
    "ListView": "android.widget.ListView", "ScrollView": "android.widget.ScrollView", "ProgressBar": "android.widget.ProgressBar",
    "Spinner": "android.widget.Spinner", "Toast": "android.widget.Toast", "TabWidget": "android.widget.HorizontalScrollView",
    "Chip": "com.google.android.material.chip.Chip", "Tab": "android.widget.LinearLayout",
}


def _r(v: Any) -> str:
    return repr(v)


def fmt(i: int, e: dict[str, Any]) -> str:
    b = e["box"]
    return (f"UI element {i}: UIElement(text={_r(e['text'])}, content_description={_r(e['desc'])}, class_name={_r(e['cls'])}, "
            f"bbox=None, bbox_pixels=BoundingBox(x_min={b[0]}, x_max={b[2]}, y_min={b[1]}, y_max={b[3]}), hint_text={_r(e['hint'])}, "
            f"is_checked={e['checked']}, is_checkable={e['checkable']}, is_clickable={e['click']}, is_editable={e['edit']}, "
            f"is_enabled={e['enabled']}, is_focused={e['focused']}, is_focusable={e['focusable']}, is_long_clickable={e['long']}, "
            f"is_scrollable={e['scroll']}, is_selected={e['sel']}, is_visible=True, package_name={_r(e['pkg'])}, "
            f"resource_name={_r(e['res'])}, tooltip=None, resource_id=None, metadata=None)")


class Scr:
    """One screen: status bar first, then the app's elements laid out top to bottom."""

    def __init__(self, t: T, pkg: str, *, clock: str | None = None, notif: tuple[str, ...] = ()) -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = []
        self.y = 136
        sb = "com.android.systemui"
        self.add(clock or t.clock(), cls="TextView", res=f"{sb}:id/clock", x=(42, 150), y=34, h=68, pkg=sb)
        xn = 170
        for n in notif:
            self.add(None, n, cls="ImageView", x=(xn, xn + 52), y=42, h=52, pkg=sb)
            xn += 60
        self.add(None, f"Battery {t.battery()} percent.", cls="LinearLayout", res=f"{sb}:id/battery", x=(978, 1040), y=42, h=52, pkg=sb)

    def add(self, text: str | None = None, desc: str | None = None, cls: str = "TextView", res: str | None = None, *,
            x: tuple[int, int] = (42, 1038), y: int | None = None, h: int = 96, pkg: str | None = None,
            click: bool = False, check: bool | None = None, edit: bool = False, focus: bool = False,
            sel: bool = False, scroll: bool = False, hint: str | None = None, enabled: bool = True,
            long: bool = False, focusable: bool | None = None) -> Scr:
        if y is None:
            y = self.y
            self.y += h
        pk = pkg or self.pkg
        if res is not None and ":" not in res:
            res = f"{pk}:id/{res}"
        self.els.append({
            "text": text, "desc": desc, "cls": CLS.get(cls, cls), "box": (x[0], y, x[1], y + h), "hint": hint,
            "checked": bool(check), "checkable": check is not None, "click": click or check is not None, "edit": edit,
            "enabled": enabled, "focused": focus, "focusable": (click or edit or check is not None) if focusable is None else focusable,
            "long": long, "scroll": scroll, "sel": sel, "pkg": pk, "res": res})
        return self

    def row(self, h: int = 96) -> int:
        y = self.y
        self.y += h
        return y

    def text(self) -> str:
        return "\n".join(fmt(i, e) for i, e in enumerate(self.els))


class T:
    """A trajectory under construction: a clock, a battery, the current screen and the turns so far."""

    def __init__(self, clock: str, battery: int) -> None:
        h, m = map(int, clock.split(":"))
        self.m0 = self.min = h * 60 + m
        self.b0 = battery
        self.turns: list[tuple[str, str]] = []
        self.cur: Scr | None = None
        self.state: str | None = None

    def clock(self) -> str:
        h, m = divmod(self.min % 1440, 60)
        return f"{h % 12 or 12}:{m:02d}"

    def battery(self) -> int:
        return self.b0 - (self.min - self.m0) // 6

    def tick(self, n: int = 1) -> T:
        self.min += n
        return self

    def start(self, s: Scr) -> None:
        self.cur, self.state = s, s.text()

    def idx(self, key: str | int, nth: int = 0) -> int:
        if isinstance(key, int):
            return key
        assert self.cur is not None
        hits = [i for i, e in enumerate(self.cur.els)
                if key in (e["text"], e["desc"], e["res"], e["hint"]) or (e["res"] or "").endswith("/" + key)]
        assert len(hits) > nth, (key, [e["text"] or e["desc"] for e in self.cur.els])
        return hits[nth]

    def act(self, action: str, s: Scr) -> None:
        self.turns.append((action, s.text()))
        self.cur = s

    def click(self, key: str | int, s: Scr, nth: int = 0) -> None:
        self.act(droid("click", index=self.idx(key, nth)), s)

    def long(self, key: str | int, s: Scr, nth: int = 0) -> None:
        self.act(droid("long_press", index=self.idx(key, nth)), s)

    def type(self, key: str | int, text: str, s: Scr, nth: int = 0) -> None:
        self.act(droid("input_text", text=text, index=self.idx(key, nth)), s)

    def scroll(self, direction: str, s: Scr) -> None:
        self.act(droid("scroll", direction=direction), s)

    def back(self, s: Scr) -> None:
        self.act(droid("navigate_back"), s)

    def home(self, s: Scr) -> None:
        self.act(droid("navigate_home"), s)

    def open(self, app: str, s: Scr) -> None:
        self.act(droid("open_app", app_name=app), s)

    def enter(self, s: Scr) -> None:
        self.act(droid("keyboard_enter"), s)

    def wait(self, s: Scr) -> None:
        self.act(droid("wait"), s)


def toolbar(s: Scr, title: str, *, nav: str | None = "Navigate up", icons: tuple[str, ...] = (), title_res: str | None = None,
            sub: str | None = None) -> None:
    y = s.row(147)
    if nav:
        s.add(None, nav, "ImageButton", x=(0, 147), y=y, h=147, click=True)
    if title:
        s.add(title, None, "TextView", title_res, x=(189 if nav else 63, 760), y=y + 20 if sub else y + 40, h=60)
    if sub:
        s.add(sub, None, "TextView", None, x=(189 if nav else 63, 760), y=y + 82, h=44)
    xr = 1080 - 126 * len(icons)
    for ic in icons:
        s.add(None, ic, "ImageButton" if ic != "More options" else "ImageView", x=(xr, xr + 126), y=y + 10, h=126, click=True)
        xr += 126


def toast(s: Scr, msg: str) -> None:
    s.add(msg, None, "Toast", None, x=(258, 822), y=2050, h=120, pkg="com.android.systemui")


def snackbar(s: Scr, msg: str, act: str | None = None, res: str = "snackbar_text") -> None:
    s.add(msg, None, "TextView", res, x=(63, 780 if act else 1017), y=2090, h=110)
    if act:
        s.add(act, None, "Button", "snackbar_action", x=(800, 1017), y=2090, h=110, click=True)


TRAJ: list[Any] = []


def traj(fn: Any) -> Any:
    TRAJ.append(fn)
    return fn


def kb(n: int) -> str:
    return f"{n} B" if n < 1024 else f"{n / 1024:.2f} KB"


# ---------------------------------------------------------------- 01 Markor (clean)
MEETING = """# Meeting notes — October

## 2024-10-03 Planning
- Q4 goals: ship offline sync, cut cold start to < 1.5 s
- Hiring: 1 Android dev (Priya leads interviews)

## 2024-10-10 Sprint review
- Sync API demo went well; conflict UI still rough
- Bug bash moved to Thu 17th, 14:00, room Tejo

## 2024-10-17 Bug bash
- 37 bugs filed, 9 of them P1
- Crash on rotate in editor (#482), owner Luís
- Action items:
  - Omar: triage P2s by Monday
  - Priya: release notes draft"""

IDEAS = """Ideas
=====
* Bike rack for the balcony (measure 1.2 m width first)
* Gift for Lena: pottery class voucher, ask Sofia about the studio on Rua da Rosa
* Learn the tram 28 and 15E routes before the Lisbon trip
* App idea: shared plant-watering calendar for the building
* Try the 5:2 running plan from the club newsletter
"""


@traj
def t01(rs: RowSet) -> None:
    pkg = "net.gsantner.markor"
    t = T("9:41", 78)
    folders = [("archive", "Folder · 14 items"), ("journal", "Folder · 52 items")]
    files = [
        ["reading_log.md", "Oct 18, 2024 21:47", 3702],
        ["meeting_notes_oct.md", "Oct 17, 2024 16:22", len(MEETING.encode())],
        ["grocery_list.md", "Oct 16, 2024 08:03", 412],
        ["todo.txt", "Oct 15, 2024 19:30", 1337],
        ["ideas.txt", "Oct 11, 2024 23:14", len(IDEAS.encode())],
        ["trip_lisbon.md", "Oct 8, 2024 12:51", 1846],
        ["QuickNote.md", "Oct 3, 2024 07:45", 688],
    ]

    def browser(selected: str | None = None, dialog: str | None = None, focus_dialog: bool = False) -> Scr:
        s = Scr(t, pkg)
        if selected:
            toolbar(s, "1 selected", nav="Done", icons=("Delete", "Move", "Rename", "More options"))
        else:
            toolbar(s, "Markor", nav=None, icons=("Search", "Sort by", "More options"), sub="/storage/emulated/0/Documents/Markor")
        s.add(None, None, "Recycler", "ui__filesystem_dialog__list", x=(0, 1080), y=283, h=1630, scroll=True, focusable=True)
        for name, info in folders:
            y = s.row(150)
            s.add(None, "Folder", "ImageView", "ui__filesystem_item__image", x=(42, 126), y=y + 33, h=84)
            s.add(name, None, "TextView", "ui__filesystem_item__title", x=(168, 1038), y=y + 20, h=62, click=True, long=True)
            s.add(info, None, "TextView", "ui__filesystem_item__description", x=(168, 1038), y=y + 86, h=44)
        for name, date, size in sorted(files, key=lambda f: _mdate(f[1]), reverse=True):
            y = s.row(150)
            s.add(name, None, "TextView", "ui__filesystem_item__title", x=(168, 1038), y=y + 20, h=62, click=True, long=True, sel=name == selected)
            s.add(f"{date} · {kb(size)}", None, "TextView", "ui__filesystem_item__description", x=(168, 1038), y=y + 86, h=44)
        if not selected:
            s.add(None, "Create a new file or folder", "ImageButton", "fab_add_new_item", x=(858, 1017), y=1740, h=159, click=True)
        for i, tab in enumerate(("Files", "To-Do", "QuickNote", "More")):
            s.add(tab, None, "FrameLayout", f"nav_{tab.lower().replace('-', '')}", x=(i * 270, i * 270 + 270), y=2232, h=168, click=True, sel=tab == "Files")
        if dialog is not None:
            s.add("Rename", None, "TextView", "alertTitle", x=(105, 975), y=880, h=80)
            s.add(dialog, None, "EditText", "new_name", x=(105, 975), y=990, h=130, edit=True, focus=focus_dialog, hint="Name")
            s.add("CANCEL", None, "Button", "button2", x=(560, 760), y=1160, h=110, click=True, pkg="android")
            s.add("OK", None, "Button", "button1", x=(790, 975), y=1160, h=110, click=True, pkg="android")
        return s

    def editor(title: str, body: str, focused: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, title, icons=("Undo", "Redo", "Save", "Switch to view mode", "More options"))
        s.add(body, None, "EditText", "document__fragment__edit__highlighting_editor", x=(0, 1080), y=283, h=1790 if not focused else 1010,
              edit=True, focus=focused, scroll=True, long=True)
        yb = 2073 if not focused else 1293
        for i, b in enumerate(("Checkbox", "Header", "Bold", "Italic", "Code", "Quote", "Link", "Ordered list")):
            s.add(None, b, "ImageView", None, x=(i * 135, i * 135 + 135), y=yb, h=126, click=True)
        return s

    t.start(browser())
    t.tick()
    t.click("meeting_notes_oct.md", editor("meeting_notes_oct", MEETING))
    t.click("document__fragment__edit__highlighting_editor", editor("meeting_notes_oct", MEETING, focused=True))
    t.tick()
    body = MEETING + "\n  - Luís: fix #482 before the Oct 24 release"
    t.type("document__fragment__edit__highlighting_editor", "\n  - Luís: fix #482 before the Oct 24 release", editor("meeting_notes_oct", body, focused=True))
    t.back(editor("meeting_notes_oct", body))
    t.tick()
    files[1][1], files[1][2] = f"Oct 19, 2024 {_hm(t)}", len(body.encode())
    t.back(browser())
    t.tick()
    t.long("ideas.txt", browser(selected="ideas.txt"))
    t.click("Rename", browser(selected="ideas.txt", dialog="ideas.txt", focus_dialog=True))
    t.type("new_name", "ideas_2024.txt", browser(selected="ideas.txt", dialog="ideas_2024.txt", focus_dialog=True))
    files[4][0] = "ideas_2024.txt"
    t.tick()
    t.click("OK", browser())
    t.click("ideas_2024.txt", editor("ideas_2024", IDEAS))
    rs.add("android", "h59-android-01", system("Markor's file browser (net.gsantner.markor)"), t.turns, state=t.state)


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _mdate(s: str) -> tuple[int, int, int, str]:
    mon, rest = s.split(" ", 1)
    day, year, hm = rest.replace(",", "").split(" ")
    return int(year), MONTHS.index(mon), int(day), f"{int(hm.split(':')[0]):02d}:{hm.split(':')[1]}"


def _hm(t: T) -> str:
    h, m = divmod(t.min % 1440, 60)
    return f"{h:02d}:{m:02d}"


def pref(s: Scr, title: str, summary: str | None = None, switch: bool | None = None, *, radio: bool | None = None, h: int = 190,
         enabled: bool = True) -> None:
    y = s.row(h if summary else 150)
    if radio is not None:
        s.add(None, None, "RadioButton", "android:id/checkbox", x=(42, 126), y=y + 45, h=60, check=radio)
    s.add(title, None, "TextView", "android:id/title", x=(168 if radio is not None else 63, 860), y=y + 30, h=62, enabled=enabled)
    if summary:
        s.add(summary, None, "TextView", "android:id/summary", x=(168 if radio is not None else 63, 860), y=y + 94, h=60, enabled=enabled)
    if switch is not None:
        s.add("ON" if switch else "OFF", None, "Switch", "android:id/switch_widget", x=(891, 1017), y=y + 55, h=80, check=switch, enabled=enabled)


def category(s: Scr, title: str) -> None:
    s.add(title, None, "TextView", "android:id/title", x=(63, 1017), y=s.row(110) + 40, h=56)


# ---------------------------------------------------------------- 02 Settings (bad: adaptive brightness reverts)
@traj
def t02(rs: RowSet) -> None:
    pkg = "com.android.settings"
    t = T("8:12", 91)
    st = {"adaptive": True, "timeout": "30 seconds", "dark": False}

    def until() -> str:
        return f"{t.battery()}% - Should last until about 10:45 PM"

    def main() -> Scr:
        s = Scr(t, pkg)
        s.add("Settings", None, "TextView", "homepage_title", x=(63, 1017), y=s.row(250) + 80, h=110)
        s.add("Search settings", None, "TextView", "search_action_bar_title", x=(168, 900), y=s.row(160) + 30, h=100, click=True)
        s.add(None, "Profile picture, double tap to open Google Account", "ImageView", "account_avatar", x=(912, 1017), y=410, h=105, click=True)
        for title, summary in (("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                               ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                               ("Battery", until()), ("Storage", "41% used - 75.52 GB free"),
                               ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                               ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
                               ("Security & privacy", "App security, device lock, permissions")):
            pref(s, title, summary, h=170)
        return s

    def display() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Display", icons=("Search settings",))
        s.add(None, None, "Recycler", "recycler_view", x=(0, 1080), y=283, h=2117, scroll=True, focusable=True)
        category(s, "Brightness")
        pref(s, "Brightness level", "62%")
        pref(s, "Adaptive brightness", "Optimize brightness for light and your activities", st["adaptive"])
        category(s, "Lock display")
        pref(s, "Lock screen", "Show all notification content")
        pref(s, "Screen timeout", f"After {st['timeout']} of inactivity")
        category(s, "Appearance")
        pref(s, "Dark theme", "On / Will turn off automatically at sunrise" if st["dark"] else "Off / Will turn on automatically at sunset")
        pref(s, "Font size and text", "Default")
        pref(s, "Display size", "Default")
        category(s, "Color")
        pref(s, "Night Light", "Off / Will never turn on automatically")
        pref(s, "Colors", "Adaptive")
        return s

    def timeout() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Screen timeout", icons=("Search settings",))
        s.add(None, "Illustration: screen dims after a period of inactivity", "ImageView", "illustration_lottie", x=(0, 1080), y=s.row(520) + 20, h=480)
        for opt in ("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"):
            pref(s, opt, radio=opt == st["timeout"])
        category(s, "Screen attention")
        pref(s, "Screen attention", "Keeps your screen on while you're looking at it", False, enabled=True)
        return s

    def dark() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Dark theme", icons=("Search settings",))
        s.add(None, "Dark theme preview", "ImageView", "illustration_lottie", x=(0, 1080), y=s.row(560) + 20, h=520)
        pref(s, "Schedule", "Turns on from sunset to sunrise")
        pref(s, "Status", "On / Will turn off automatically at sunrise" if st["dark"] else "Off / Will turn on automatically at sunset")
        y = s.row(190)
        s.add("Use Dark theme", None, "TextView", "switch_text", x=(63, 860), y=y + 55, h=80)
        s.add("ON" if st["dark"] else "OFF", None, "Switch", "switch_widget", x=(891, 1017), y=y + 55, h=80, check=st["dark"])
        s.add("Dark theme uses a black background to help keep battery alive longer on some screens. Dark theme schedules wait to turn on until your screen is off.",
              None, "TextView", "android:id/title", x=(63, 1017), y=s.row(230) + 20, h=200)
        return s

    t.start(main())
    t.tick()
    t.click("Display", display())
    st["adaptive"] = False
    t.click("switch_widget", display())
    t.tick(2)
    t.click("Screen timeout", timeout())
    st["timeout"] = "2 minutes"
    t.click("2 minutes", timeout())
    t.tick()
    t.back(display())
    t.tick(3)
    t.back(main())
    t.tick(6)
    st["adaptive"] = True  # planted: the switch turned off at turn 2 is back on
    t.click("Display", display())
    t.tick()
    t.click("Dark theme", dark())
    st["dark"] = True
    t.click("switch_widget", dark())
    rs.add("android", "h59-android-02", system("the Settings app (com.android.settings)"), t.turns, state=t.state,
           bad=True, turn=7, kind="Adaptive brightness is shown on again although it was switched off at turn 2 (still off at turn 5) and nothing turned it back on.")


# ---------------------------------------------------------------- 03 Loop Habit Tracker (bad: total jumps by two)
@traj
def t03(rs: RowSet) -> None:
    pkg = "org.isoron.uhabits"
    t = T("21:04", 46)
    days = ("Sat 19", "Fri 18", "Thu 17", "Wed 16", "Tue 15")
    habits = {
        "Meditate 10 min": [False, True, True, True, True],
        "Read 20 pages": [False, True, False, True, True],
        "No sugar": [True, True, True, False, True],
        "Stretch": [False, False, True, True, False],
        "Journal": [False, True, True, True, True],
        "Practice Portuguese": [True, False, True, True, True],
    }
    detail = {
        "Meditate 10 min": {"q": "Did you meditate today?", "rem": "7:00 AM", "score": "68%", "month": "+4%", "year": "+11%", "total": "147",
                            "streaks": [("Mar 3 – Apr 2", "31"), ("Jul 20 – Aug 9", "21"), ("Oct 14 – Oct 18", "5")], "color": "Teal"},
        "Read 20 pages": {"q": "Did you read 20 pages today?", "rem": "9:30 PM", "score": "81%", "month": "-2%", "year": "+9%", "total": "212",
                          "streaks": [("Aug 1 – Sep 3", "34"), ("Sep 12 – Sep 30", "19"), ("Oct 18 – Oct 18", "1")], "color": "Indigo"},
    }

    def listing() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Habits", nav=None, icons=("Add habit", "Filter", "More options"))
        y = s.row(120)
        for i, d in enumerate(days):
            s.add(d.split()[0].upper() + "\n" + d.split()[1], None, "TextView", None, x=(540 + i * 108, 648 + i * 108), y=y + 10, h=100)
        s.add(None, None, "Recycler", "listView", x=(0, 1080), y=403, h=1997, scroll=True, focusable=True)
        for name, marks in habits.items():
            y = s.row(150)
            s.add(None, f"Score ring, {name}", "View", "scoreRing", x=(30, 94), y=y + 45, h=64)
            s.add(name, None, "TextView", "label", x=(116, 530), y=y + 40, h=72, click=True, long=True)
            for i, (d, done) in enumerate(zip(days, marks)):
                s.add(None, f"{name}, {d}: {'done' if done else 'not done'}", "View", "checkmarkPanel",
                      x=(540 + i * 108, 648 + i * 108), y=y + 21, h=108, click=True, long=True)
        return s

    def show(name: str) -> Scr:
        d = detail[name]
        s = Scr(t, pkg)
        toolbar(s, name, icons=("Edit", "More options"))
        s.add(None, None, "ScrollView", "scrollView", x=(0, 1080), y=283, h=2117, scroll=True, focusable=True)
        s.add(d["q"], None, "TextView", "questionLabel", x=(63, 1017), y=s.row(90) + 10, h=70)
        y = s.row(80)
        s.add("Every day", None, "TextView", "frequencyLabel", x=(63, 500), y=y, h=60)
        s.add(d["rem"], None, "TextView", "reminderLabel", x=(540, 900), y=y, h=60)
        s.add("Overview", None, "TextView", "title", x=(63, 1017), y=s.row(100) + 30, h=60)
        y = s.row(180)
        for i, (val, lab) in enumerate(((d["score"], "Score"), (d["month"], "Month"), (d["year"], "Year"), (d["total"], "Total"))):
            s.add(val, None, "TextView", "scoreLabel" if i == 0 else "value", x=(63 + i * 245, 290 + i * 245), y=y + 20, h=80)
            s.add(lab, None, "TextView", "label", x=(63 + i * 245, 290 + i * 245), y=y + 104, h=50)
        s.add("Score", None, "TextView", "title", x=(63, 700), y=s.row(100) + 30, h=60)
        s.add("Week", None, "Spinner", "spinner", x=(760, 1017), y=s.y - 80, h=70, click=True)
        s.add(None, "Score chart", "View", "scoreView", x=(42, 1038), y=s.row(420), h=400)
        s.add("Streaks", None, "TextView", "title", x=(63, 1017), y=s.row(100) + 30, h=60)
        for rng, n in d["streaks"]:
            y = s.row(80)
            s.add(rng, None, "TextView", None, x=(63, 700), y=y, h=64)
            s.add(n, None, "TextView", None, x=(820, 1017), y=y, h=64)
        s.add("History", None, "TextView", "title", x=(63, 700), y=s.row(100) + 30, h=60)
        s.add("EDIT", None, "Button", "edit", x=(800, 1017), y=s.y - 90, h=80, click=True)
        return s

    def edit(name: str) -> Scr:
        d = detail[name]
        s = Scr(t, pkg)
        toolbar(s, "Edit habit", nav="Navigate up", icons=())
        s.add("SAVE", None, "Button", "buttonSave", x=(850, 1038), y=166, h=100, click=True)
        for label, val, res in (("Name", name, "nameInput"), ("Question", d["q"], "questionInput")):
            y = s.row(200)
            s.add(label, None, "TextView", None, x=(63, 700), y=y + 10, h=50)
            s.add(val, None, "EditText", res, x=(63, 1017), y=y + 64, h=110, edit=True)
        y = s.row(130)
        s.add("Color", None, "TextView", None, x=(63, 500), y=y + 30, h=60)
        s.add(None, f"Color: {d['color']}", "ImageButton", "colorButton", x=(880, 1000), y=y + 10, h=110, click=True)
        for label, val, res in (("Frequency", "Every day", "boolFrequencyPicker"), ("Reminder", d["rem"], "reminderTimePicker"),
                                ("Notes", "", "notesInput")):
            y = s.row(180)
            s.add(label, None, "TextView", None, x=(63, 700), y=y + 10, h=50)
            s.add(val or None, None, "EditText" if res == "notesInput" else "TextView", res, x=(63, 1017), y=y + 64, h=100, click=True,
                  edit=res == "notesInput", hint="(Optional)" if res == "notesInput" else None)
        return s

    t.start(listing())
    t.click("Meditate 10 min", show("Meditate 10 min"))
    t.back(listing())
    t.tick()
    habits["Meditate 10 min"][0] = True
    t.click("Meditate 10 min, Sat 19: not done", listing())
    t.tick()
    t.click("Read 20 pages", show("Read 20 pages"))
    t.back(listing())
    t.tick()
    detail["Meditate 10 min"].update(score="70%", month="+6%", year="+13%", total="149",  # planted: 147 + one check should be 148
                                     streaks=[("Mar 3 – Apr 2", "31"), ("Jul 20 – Aug 9", "21"), ("Oct 14 – Oct 19", "6")])
    t.click("Meditate 10 min", show("Meditate 10 min"))
    t.click("Edit", edit("Meditate 10 min"))
    t.tick()
    t.back(show("Meditate 10 min"))
    rs.add("android", "h59-android-03", system("Loop Habit Tracker (org.isoron.uhabits)"), t.turns, state=t.state,
           bad=True, turn=6, kind="Meditate's Total is 149 after a single new check-in, but it was 147 at turn 1 so it should be 148.")


# ---------------------------------------------------------------- 04 Contacts (clean)
@traj
def t04(rs: RowSet) -> None:
    pkg = "com.google.android.contacts"
    t = T("13:18", 64)
    names = ["Aaron Blake", "Abby Nguyen", "Adaeze Okafor", "Alan Ruiz", "Ana Sousa", "Beatriz Lima", "Ben Carter", "Bruno Tavares",
             "Carla Mendes", "Carlos Duarte", "Chloe Park", "Dana Whitfield", "Daniel Costa", "Diogo Matos", "Eduardo Pires"]
    carla = {"phone": "+1 415-555-0182"}
    total = [147]

    def listing(selected: str | None = None, dialog: bool = False, snack: bool = False) -> Scr:
        s = Scr(t, pkg)
        if selected:
            toolbar(s, "1 selected", nav="Clear selection", icons=("Share", "Delete", "More options"))
        else:
            y = s.row(150)
            s.add(None, "Open navigation drawer", "ImageButton", "open_drawer", x=(42, 147), y=y + 20, h=110, click=True)
            s.add("Search contacts", None, "TextView", "open_search_bar_text_view", x=(168, 860), y=y + 30, h=90, click=True)
            s.add(None, "Signed in as tomas.reyes91@gmail.com", "ImageView", "og_apd_internal_image_view", x=(891, 1017), y=y + 20, h=110, click=True)
        s.add(f"{total[0]} contacts", None, "TextView", "contacts_count", x=(63, 1017), y=s.row(100) + 20, h=60)
        s.add(None, None, "Recycler", "list", x=(0, 1080), y=s.y, h=2232 - s.y, scroll=True, focusable=True)
        letter = ""
        for n in names[:13]:
            if n[0] != letter:
                letter = n[0]
                s.add(letter, None, "TextView", "section_header", x=(42, 126), y=s.y + 30, h=60)
            y = s.row(140)
            s.add(n, None, "TextView", "cliv_name_textview", x=(315, 1017), y=y + 35, h=70, click=True, long=True, sel=n == selected)
        if not selected:
            s.add(None, "Create contact", "ImageButton", "floating_action_button", x=(870, 1017), y=2040, h=147, click=True)
        for i, tab in enumerate(("Contacts", "Highlights", "Fix & manage")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 360, i * 360 + 360), y=2232, h=168, click=True, sel=tab == "Contacts")
        if dialog:
            s.add("Move to Trash?", None, "TextView", "alertTitle", x=(105, 975), y=880, h=80, pkg=pkg)
            s.add("This contact will be removed from your Google Account and synced devices. Contacts in Trash are deleted forever after 30 days.",
                  None, "TextView", "android:id/message", x=(105, 975), y=980, h=220)
            s.add("Cancel", None, "Button", "android:id/button2", x=(480, 700), y=1230, h=110, click=True)
            s.add("Move to Trash", None, "Button", "android:id/button1", x=(720, 975), y=1230, h=110, click=True)
        if snack:
            snackbar(s, "Moved to Trash", "Undo")
        return s

    def detail() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "", icons=("Add to favorites", "Edit contact", "More options"))
        s.add(None, "Contact photo", "ImageView", "photo_touch_intercept_overlay", x=(390, 690), y=s.row(320) + 20, h=300)
        s.add("Carla Mendes", None, "TextView", "large_title", x=(63, 1017), y=s.row(130) + 20, h=100)
        y = s.row(200)
        for i, b in enumerate(("Call", "Text", "Video", "Email")):
            s.add(b, None, "Button", "action_button", x=(63 + i * 245, 283 + i * 245), y=y + 20, h=160, click=True)
        s.add("Contact info", None, "TextView", "header", x=(63, 1017), y=s.row(110) + 30, h=60)
        for val, lab, icon in ((carla["phone"], "Mobile", "Video call"), ("carla.mendes@fastmail.com", "Home", None),
                               ("Atelier Mendes", "Company", None), ("March 14", "Birthday", None)):
            y = s.row(170)
            s.add(val, None, "TextView", "header", x=(168, 850), y=y + 25, h=70, click=True, long=True)
            s.add(lab, None, "TextView", "sub_header", x=(168, 850), y=y + 97, h=50)
            if icon:
                s.add(None, icon, "ImageView", "third_icon", x=(891, 1017), y=y + 35, h=100, click=True)
        s.add("Contact settings", None, "TextView", "header", x=(63, 1017), y=s.row(110) + 30, h=60)
        s.add("Google Account", None, "TextView", None, x=(168, 850), y=s.row(110) + 20, h=60)
        s.add("tomas.reyes91@gmail.com", None, "TextView", None, x=(168, 850), y=s.row(70), h=50)
        return s

    def editor(phone: str, focus: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Edit contact", nav="Cancel", icons=())
        s.add("Save", None, "Button", "toolbar_button", x=(830, 1038), y=170, h=100, click=True)
        s.add("Saving to tomas.reyes91@gmail.com", None, "TextView", "account_name", x=(63, 1017), y=s.row(100) + 20, h=60)
        for hint, val, res in (("First name", "Carla", "first_name"), ("Last name", "Mendes", "last_name"),
                               ("Company", "Atelier Mendes", "company"), ("Phone", phone, "phone"), ("Email", "carla.mendes@fastmail.com", "email")):
            y = s.row(190)
            s.add(val, None, "EditText", res, x=(168, 1017), y=y + 20, h=150, edit=True, focus=focus and res == "phone", hint=hint)
            if res in ("phone", "email"):
                s.add("Mobile" if res == "phone" else "Home", None, "Spinner", "label", x=(168, 500), y=s.row(110) + 10, h=90, click=True)
        s.add("Add birthday", None, "Button", "add_birthday", x=(168, 600), y=s.row(120) + 10, h=100, click=True)
        s.add("More fields", None, "Button", "more_fields", x=(168, 600), y=s.row(120) + 10, h=100, click=True)
        return s

    t.start(listing())
    t.tick()
    t.click("Carla Mendes", detail())
    t.click("Edit contact", editor(carla["phone"]))
    t.tick()
    t.type("phone", "+1 415-555-0199", editor("+1 415-555-0199", focus=True))
    carla["phone"] = "+1 415-555-0199"
    t.click("Save", detail())
    t.tick()
    t.back(listing())
    t.long("Alan Ruiz", listing(selected="Alan Ruiz"))
    t.click("Delete", listing(selected="Alan Ruiz", dialog=True))
    names.remove("Alan Ruiz")
    total[0] -= 1
    t.tick()
    t.click("Move to Trash", listing(snack=True))
    rs.add("android", "h59-android-04", system("Google Contacts (com.google.android.contacts)"), t.turns, state=t.state)


# ---------------------------------------------------------------- 05 OsmAnd (clean)
@traj
def t05(rs: RowSet) -> None:
    pkg = "net.osmand"
    t = T("14:45", 57)
    saved = [False]

    def mapbase(s: Scr, ruler: str = "200 m") -> None:
        s.add(None, "Map", "View", "MapView", x=(0, 1080), y=0, h=2400, click=True, long=True)
        s.add(None, "Back to menu", "ImageButton", "map_menu_button", x=(32, 158), y=2160, h=126, click=True)
        s.add(None, "Search", "ImageButton", "map_search_button", x=(32, 158), y=180, h=126, click=True)
        s.add(None, "Configure map", "ImageButton", "map_layers_button", x=(32, 158), y=330, h=126, click=True)
        s.add(None, "Compass", "ImageButton", "map_compass_button", x=(32, 158), y=480, h=126, click=True)
        s.add(ruler, None, "TextView", "map_ruler_text", x=(200, 380), y=2190, h=60)

    def mapscreen() -> Scr:
        s = Scr(t, pkg)
        mapbase(s)
        s.add(None, "Zoom in", "ImageButton", "map_zoom_in_button", x=(922, 1048), y=1650, h=126, click=True)
        s.add(None, "Zoom out", "ImageButton", "map_zoom_out_button", x=(922, 1048), y=1790, h=126, click=True)
        s.add(None, "My position", "ImageButton", "map_my_location_button", x=(922, 1048), y=2010, h=126, click=True)
        s.add(None, "Directions", "ImageButton", "map_route_info_button", x=(780, 906), y=2160, h=126, click=True)
        return s

    def search(query: str = "") -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(None, "Back", "ImageButton", "toolbar_back", x=(0, 147), y=y, h=147, click=True)
        s.add(query or None, None, "EditText", "searchEditText", x=(168, 900), y=y + 25, h=100, edit=True, focus=True, hint="Search or type coordinates")
        if query:
            s.add(None, "Clear", "ImageButton", "clearButton", x=(912, 1038), y=y + 12, h=126, click=True)
            rows = (("Time Out Market Lisboa", "Food court · Avenida 24 de Julho 49", "1.8 km"),
                    ("Cais do Sodré", "Railway station · Praça Duque da Terceira", "1.9 km"),
                    ("Time Out Market (Mercado da Ribeira)", "Bus stop · Avenida 24 de Julho", "1.9 km"))
        else:
            y = s.row(130)
            for i, tab in enumerate(("History", "Categories", "Address")):
                s.add(tab, None, "TextView", "tab_title", x=(i * 360, i * 360 + 360), y=y + 20, h=90, click=True, sel=i == 0)
            rows = (("Café A Brasileira", "Café · Rua Garrett 120", "0.9 km"), ("Parque Eduardo VII", "Park · Marquês de Pombal", "2.6 km"),
                    ("LX Factory", "Arts centre · Rua Rodrigues de Faria 103", "4.1 km"), ("Miradouro da Graça", "Viewpoint · Largo da Graça", "1.4 km"))
        s.add(None, None, "ListView", "android:id/list", x=(0, 1080), y=s.y, h=1500, scroll=True, focusable=True)
        for name, sub, dist in rows:
            y = s.row(170)
            s.add(name, None, "TextView", "title", x=(168, 860), y=y + 25, h=66, click=True)
            s.add(sub, None, "TextView", "type_name", x=(168, 860), y=y + 95, h=50)
            s.add(dist, None, "TextView", "distance", x=(880, 1038), y=y + 55, h=60)
        return s

    def context(dialog: bool = False) -> Scr:
        s = Scr(t, pkg)
        mapbase(s, "100 m")
        y = 1290
        s.add("Time Out Market Lisboa", None, "TextView", "context_menu_line1", x=(63, 880), y=y, h=80)
        s.add("Food court · Favorites" if saved[0] else "Food court", None, "TextView", "context_menu_line2", x=(63, 880), y=y + 85, h=56)
        s.add("Avenida 24 de Julho 49, 1200-479 Lisboa", None, "TextView", "context_menu_line3", x=(63, 880), y=y + 145, h=56)
        s.add("1.8 km", None, "TextView", "distance", x=(63, 300), y=y + 210, h=56)
        s.add("Open · Closes at 00:00", None, "TextView", "opening_hours_text_view", x=(320, 880), y=y + 210, h=56)
        for i, b in enumerate(("Edit" if saved[0] else "Save", "Marker", "Share", "Actions")):
            s.add(b, None, "TextView", "context_menu_top_button", x=(30 + i * 255, 285 + i * 255), y=y + 300, h=150, click=True)
        s.add("Details", None, "Button", "context_menu_details_button", x=(42, 520), y=y + 490, h=130, click=True)
        s.add("Directions", None, "Button", "context_menu_route_button", x=(560, 1038), y=y + 490, h=130, click=True)
        if dialog:
            s.add("Add favorite", None, "TextView", "toolbar_title", x=(63, 800), y=700, h=80)
            s.add("Time Out Market Lisboa", None, "EditText", "name_edit", x=(63, 1017), y=800, h=130, edit=True, hint="Name")
            s.add(None, None, "EditText", "description_edit", x=(63, 1017), y=950, h=130, edit=True, hint="Description")
            s.add("Avenida 24 de Julho 49, 1200-479 Lisboa", None, "EditText", "address_edit", x=(63, 1017), y=1100, h=130, edit=True, hint="Address")
            s.add("Favorites · 7", None, "TextView", "group_name", x=(63, 500), y=1250, h=100, click=True, sel=True)
            s.add("Restaurants · 12", None, "TextView", "group_name", x=(520, 1000), y=1250, h=100, click=True)
            s.add("Cancel", None, "Button", "dismiss_button", x=(63, 520), y=1400, h=120, click=True)
            s.add("Save", None, "Button", "right_bottom_button", x=(560, 1017), y=1400, h=120, click=True)
        return s

    def route(profile: str) -> Scr:
        s = Scr(t, pkg)
        mapbase(s, "500 m")
        s.add(None, "Close", "ImageButton", "close_button", x=(30, 156), y=1350, h=126, click=True)
        s.add("My position", None, "TextView", "fromText", x=(168, 1017), y=1480, h=80, click=True)
        s.add("Time Out Market Lisboa", None, "TextView", "toText", x=(168, 1017), y=1580, h=80, click=True)
        for i, p in enumerate(("Car", "Bicycle", "Pedestrian", "Public transport")):
            s.add(None, p, "ImageButton", "app_mode_icon", x=(63 + i * 150, 183 + i * 150), y=1700, h=120, click=True, sel=p == profile)
        dist, mins = {"Car": ("2.3 km", 8), "Pedestrian": ("1.9 km", 24)}[profile]
        arr = t.min + mins
        s.add(dist, None, "TextView", "distance", x=(63, 400), y=1860, h=80)
        s.add(f"{mins} min", None, "TextView", "time", x=(420, 700), y=1860, h=80)
        s.add(f"Arrive at {(arr // 60) % 12 or 12}:{arr % 60:02d} PM", None, "TextView", "time_desc", x=(63, 700), y=1950, h=60)
        s.add("Details", None, "Button", "map_options_route_button", x=(42, 520), y=2080, h=130, click=True)
        s.add("Start", None, "Button", "map_go_route_button", x=(560, 1038), y=2080, h=130, click=True)
        return s

    t.start(mapscreen())
    t.click("Search", search())
    t.tick()
    t.type("searchEditText", "Time Out Market", search("Time Out Market"))
    t.click("Time Out Market Lisboa", context())
    t.tick()
    t.click("Save", context(dialog=True))
    saved[0] = True
    t.click("right_bottom_button", context())
    t.tick()
    t.click("Directions", route("Car"))
    t.click("Pedestrian", route("Pedestrian"))
    rs.add("android", "h59-android-05", system("OsmAnd Maps (net.osmand), map view centred on the user's position in Lisbon"), t.turns, state=t.state)


# ---------------------------------------------------------------- 06 Clock (clean)
@traj
def t06(rs: RowSet) -> None:
    pkg = "com.google.android.deskclock"
    t = T("20:14", 33)
    alarms = [["6:30 AM", "Work", "Mon, Tue, Wed, Thu, Fri", True], ["7:45 AM", "", "Sun, Sat", False],
              ["9:00 PM", "Take meds", "Every day", True]]
    sw = {"time": "0:00.00", "state": "reset", "laps": []}

    def notif() -> tuple[str, ...]:
        nxt = "Sat 9:00 PM" if any(a[0] == "9:00 PM" for a in alarms) else "Mon 6:30 AM"
        return (f"Alarm set for {nxt}.",)

    def tabs(s: Scr, cur: str) -> None:
        for i, tab in enumerate(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 216, i * 216 + 216), y=2232, h=168, click=True, sel=tab == cur)

    def alarm_list(expanded: str | None = None, snack: bool = False) -> Scr:
        s = Scr(t, pkg, notif=notif())
        toolbar(s, "Alarm", nav=None, icons=("More options",))
        s.add(None, None, "Recycler", "alarm_recycler_view", x=(0, 1080), y=283, h=1949, scroll=True, focusable=True)
        for time, label, days, on in alarms:
            y = s.row(470 if time == expanded else 300)
            if label:
                s.add(label, None, "TextView", "edit_label", x=(63, 700), y=y + 20, h=60, click=True)
            s.add(time, None, "TextView", "digital_clock", x=(63, 600), y=y + 90, h=130, click=True)
            s.add("ON" if on else "OFF", None, "Switch", "onoff", x=(870, 1017), y=y + 120, h=80, check=on)
            s.add(days, None, "TextView", "days_of_week", x=(63, 700), y=y + 225, h=55)
            if time == expanded:
                s.add("Cesium", None, "TextView", "choose_ringtone", x=(63, 700), y=y + 300, h=70, click=True)
                s.add("Vibrate", None, "CheckBox", "vibrate_onoff", x=(63, 500), y=y + 380, h=70, check=True)
                s.add("Delete", None, "Button", "delete", x=(700, 1017), y=y + 380, h=80, click=True)
                s.add(None, "Collapse alarm", "ImageButton", "arrow", x=(912, 1038), y=y + 10, h=100, click=True)
            else:
                s.add(None, "Expand alarm", "ImageButton", "arrow", x=(912, 1038), y=y + 10, h=100, click=True)
        s.add(None, "Add alarm", "ImageButton", "fab", x=(450, 630), y=2030, h=180, click=True)
        if snack:
            snackbar(s, "Alarm deleted", "Undo")
        tabs(s, "Alarm")
        return s

    def stopwatch() -> Scr:
        s = Scr(t, pkg, notif=notif() + (("Stopwatch running",) if sw["state"] == "running" else ()))
        toolbar(s, "Stopwatch", nav=None, icons=("More options",))
        s.add(sw["time"], None, "TextView", "stopwatch_time_text", x=(180, 900), y=s.row(560) + 200, h=200)
        if sw["laps"]:
            s.add(None, None, "Recycler", "laps_list", x=(0, 1080), y=s.y, h=700, scroll=True, focusable=True)
            for n, lap, total in reversed(sw["laps"]):
                y = s.row(110)
                s.add(f"# {n}", None, "TextView", "lap_number", x=(100, 300), y=y + 20, h=70)
                s.add(lap, None, "TextView", "lap_time", x=(400, 650), y=y + 20, h=70)
                s.add(total, None, "TextView", "lap_total", x=(720, 980), y=y + 20, h=70)
        if sw["state"] == "running":
            s.add(None, "Lap", "ImageButton", "left_button", x=(150, 330), y=2030, h=150, click=True)
            s.add(None, "Pause", "ImageButton", "fab", x=(450, 630), y=2030, h=180, click=True)
        elif sw["state"] == "paused":
            s.add(None, "Reset", "ImageButton", "left_button", x=(150, 330), y=2030, h=150, click=True)
            s.add(None, "Start", "ImageButton", "fab", x=(450, 630), y=2030, h=180, click=True)
        else:
            s.add(None, "Start", "ImageButton", "fab", x=(450, 630), y=2030, h=180, click=True)
        tabs(s, "Stopwatch")
        return s

    t.start(alarm_list())
    t.click("Expand alarm", alarm_list(expanded="9:00 PM"), nth=2)
    alarms.pop()
    t.click("Delete", alarm_list(snack=True))
    t.tick()
    t.click("Stopwatch", stopwatch())
    sw.update(state="running", time="0:01.27")
    t.click("Start", stopwatch())
    sw["time"] = "0:09.84"
    t.wait(stopwatch())
    sw["laps"].append((1, "0:11.46", "0:11.46"))
    sw["time"] = "0:11.52"
    t.click("Lap", stopwatch())
    sw.update(state="paused", time="0:14.03")
    t.click("Pause", stopwatch())
    t.tick()
    t.click("Alarm", alarm_list())
    t.click("Stopwatch", stopwatch())
    rs.add("android", "h59-android-06", system("the Clock app (com.google.android.deskclock) on its Alarm tab"), t.turns, state=t.state)


# ---------------------------------------------------------------- 07 Pro Expense (bad: total after adding does not add up)
@traj
def t07(rs: RowSet) -> None:
    pkg = "com.arduia.expense"
    t = T("10:02", 71)
    exp = [
        ["Groceries – Lidl", "Food", "Oct 18", 6430, "Weekly shop"],
        ["Bus pass", "Transportation", "Oct 16", 4500, "Navegante monthly"],
        ["Pharmacy", "Health", "Oct 15", 2340, "Allergy tablets, sunscreen"],
        ["Dinner with Sam", "Food", "Oct 14", 5875, "Taberna da Rua das Flores"],
        ["Electricity bill", "Utilities", "Oct 12", 9620, "EDP, Sep 10 – Oct 9"],
        ["Phone top-up", "Utilities", "Oct 10", 2000, ""],
        ["Cinema", "Entertainment", "Oct 9", 2500, "Two tickets + popcorn"],
        ["Hardware store", "Household", "Oct 5", 8020, "Shelf brackets, drill bits"],
    ]
    older = [["Gym membership", "Health", "Sep 30", 3500, ""], ["Book fair", "Entertainment", "Sep 28", 1850, ""]]
    shown_total: list[int | None] = [None]

    def money(c: int) -> str:
        return f"${c // 100:,}.{c % 100:02d}"

    def home(scrolled: bool = False, snack: str | None = None) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Pro Expense", nav="Open navigation drawer", icons=())
        s.add(None, None, "ScrollView", "sv_home", x=(0, 1080), y=283, h=2117, scroll=True, focusable=True)
        rows = exp + older
        if not scrolled:
            total = shown_total[0] if shown_total[0] is not None else sum(e[3] for e in exp)
            y = s.row(330)
            s.add("Total expenses · October 2024", None, "TextView", "tv_total_label", x=(63, 1017), y=y + 30, h=60)
            s.add(money(total), None, "TextView", "tv_total", x=(63, 1017), y=y + 100, h=120)
            s.add(f"{len(exp)} transactions", None, "TextView", "tv_count", x=(63, 1017), y=y + 230, h=60)
            y = s.row(110)
            s.add("Recent", None, "TextView", "tv_recent", x=(63, 600), y=y + 25, h=70)
            s.add("More", None, "Button", "btn_more", x=(830, 1017), y=y + 15, h=90, click=True)
        else:
            rows = rows[4:]
        for name, cat, date, cents, _ in rows:
            if s.y + 170 > 2400:
                break
            y = s.row(170)
            s.add(name, None, "TextView", "tv_name", x=(168, 760), y=y + 25, h=66, click=True)
            s.add(f"{cat} · {date}", None, "TextView", "tv_date", x=(168, 760), y=y + 95, h=50)
            s.add(money(cents), None, "TextView", "tv_amount", x=(780, 1017), y=y + 50, h=66)
        s.add(None, "Add expense", "ImageButton", "fb_main_add", x=(870, 1017), y=2180, h=147, click=True)
        if snack:
            snackbar(s, snack)
        return s

    def detail(e: list[Any], dialog: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Expense Detail", icons=("Delete",))
        for label, val in (("Name", e[0]), ("Amount", money(e[3])), ("Category", e[1]), ("Date", f"{e[2]}, 2024"), ("Note", e[4] or "—")):
            y = s.row(160)
            s.add(label, None, "TextView", "tv_label", x=(63, 400), y=y + 20, h=56)
            s.add(val, None, "TextView", f"tv_{label.lower()}_value", x=(63, 1017), y=y + 80, h=66)
        s.add(None, "Edit", "ImageButton", "fb_edit", x=(870, 1017), y=2180, h=147, click=True)
        if dialog:
            s.add("Delete expense?", None, "TextView", "alertTitle", x=(105, 975), y=900, h=80)
            s.add("This action cannot be undone.", None, "TextView", "android:id/message", x=(105, 975), y=1000, h=80)
            s.add("CANCEL", None, "Button", "android:id/button2", x=(560, 760), y=1120, h=110, click=True)
            s.add("DELETE", None, "Button", "android:id/button1", x=(790, 975), y=1120, h=110, click=True)
        return s

    def form(name: str = "", amount: str = "", focus: str = "") -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "New Expense", nav="Close", icons=())
        for hint, val, res in (("Name", name, "edt_name"), ("Amount", amount, "edt_amount")):
            s.add(val or None, None, "EditText", res, x=(63, 1017), y=s.row(190) + 30, h=140, edit=True, focus=focus == res, hint=hint)
        s.add("Food", None, "Spinner", "spinner_category", x=(63, 1017), y=s.row(170) + 30, h=120, click=True)
        y = s.row(170)
        s.add("Oct 19, 2024", None, "TextView", "tv_date", x=(63, 520), y=y + 30, h=110, click=True)
        s.add(ampm(t.min), None, "TextView", "tv_time", x=(560, 1017), y=y + 30, h=110, click=True)
        s.add(None, None, "EditText", "edt_note", x=(63, 1017), y=s.row(300) + 30, h=260, edit=True, hint="Note")
        s.add("SAVE", None, "Button", "btn_save", x=(63, 1017), y=s.row(170) + 30, h=130, click=True)
        return s

    t.start(home())
    pharm = exp[2]
    t.click("Pharmacy", detail(pharm))
    t.click("Delete", detail(pharm, dialog=True))
    exp.remove(pharm)
    t.tick()
    t.click("DELETE", home(snack="Expense deleted"))
    t.tick()
    t.click("Add expense", form())
    t.type("edt_name", "Coffee beans", form("Coffee beans", focus="edt_name"))
    t.type("edt_amount", "14.90", form("Coffee beans", "14.90", focus="edt_amount"))
    coffee = ["Coffee beans", "Food", "Oct 19", 1490, ""]
    exp.insert(0, coffee)
    shown_total[0] = sum(e[3] for e in exp) + 300  # planted: 389.45 + 14.90 is 404.35, shows 407.35
    t.tick()
    t.click("btn_save", home())
    t.click("Coffee beans", detail(coffee))
    t.back(home())
    t.tick()
    t.scroll("down", home(scrolled=True))
    rs.add("android", "h59-android-07", system("Pro Expense (com.arduia.expense) on its home screen"), t.turns, state=t.state,
           bad=True, turn=7, kind="After deleting the $23.40 expense the total was $389.45; adding a $14.90 expense should give $404.35 but the home screen shows $407.35.")


# ---------------------------------------------------------------- 08 Files (bad: renamed file back under its old name)
@traj
def t08(rs: RowSet) -> None:
    pkg = "com.google.android.documentsui"
    t = T("17:36", 52)
    files = [["tickets_nils_frahm.pdf", "Oct 18", 318, "kB"], ["boarding_pass_TP1352.pdf", "Oct 17", 212, "kB"],
             ["podcast_ep47.mp3", "Oct 14", 48.2, "MB"], ["scan_0412.pdf", "Oct 12", 1.8, "MB"], ["invoice_88213.pdf", "Oct 9", 96, "kB"],
             ["IMG_20241003_181522.jpg", "Oct 3", 3.4, "MB"], ["Lisbon_map.kml", "Sep 29", 86, "kB"], ["resume_2024.docx", "Sep 21", 44, "kB"]]
    st = {"sort": "By date modified (newest first)", "grid": False}
    shown_name = {}

    def size_key(f: list[Any]) -> float:
        return f[2] * (1000 if f[3] == "MB" else 1)

    def ordered() -> list[list[Any]]:
        if st["sort"].startswith("By size"):
            return sorted(files, key=size_key, reverse=True)
        return files

    def folder(selected: str | None = None, menu: bool = False, dialog: str | None = None, sheet: bool = False, drawer: bool = False) -> Scr:
        s = Scr(t, pkg)
        if selected:
            toolbar(s, "1 selected", nav="Close", icons=("Share", "Delete", "Select all", "More options"))
        else:
            toolbar(s, "Downloads", nav="Show roots", icons=("Search", "List view" if st["grid"] else "Grid view", "More options"))
        y = s.row(120)
        s.add("Files in Downloads", None, "TextView", "header_title", x=(63, 600), y=y + 30, h=60)
        s.add("Size" if st["sort"].startswith("By size") else "Modified", "Sort by", "TextView", "sort_dimen_dropdown", x=(760, 1017), y=y + 20, h=80, click=True)
        s.add(None, None, "Recycler", "dir_list", x=(0, 1080), y=s.y, h=2400 - s.y, scroll=True, focusable=True)
        items = ordered()
        if st["grid"]:
            for i, f in enumerate(items[:6]):
                y = 423 + (i // 2) * 560
                x0 = 30 + (i % 2) * 525
                s.add(None, f"{shown_name.get(f[0], f[0])}", "ImageView", "icon_thumb", x=(x0, x0 + 495), y=y, h=380, click=True)
                s.add(shown_name.get(f[0], f[0]), None, "TextView", "android:id/title", x=(x0 + 20, x0 + 475), y=y + 390, h=60, click=True, long=True)
                s.add(f"{f[2]} {f[3]}, {f[1]}", None, "TextView", "details", x=(x0 + 20, x0 + 475), y=y + 455, h=50)
        else:
            for f in items:
                name = shown_name.get(f[0], f[0])
                y = s.row(170)
                s.add(name, None, "TextView", "android:id/title", x=(189, 1017), y=y + 25, h=66, click=True, long=True, sel=name == selected)
                s.add(f[1], None, "TextView", "date", x=(189, 500), y=y + 95, h=50)
                s.add(f"{f[2]} {f[3]}", None, "TextView", "size", x=(540, 800), y=y + 95, h=50)
        if menu:
            for i, m in enumerate(("Open with", "Copy to…", "Move to…", "Compress", "Rename", "Get info")):
                s.add(m, None, "TextView", "android:id/title", x=(560, 1050), y=160 + i * 126, h=126, click=True)
        if dialog is not None:
            s.add("Rename", None, "TextView", "alertTitle", x=(105, 975), y=880, h=80)
            s.add(dialog, None, "EditText", "android:id/text1", x=(105, 975), y=990, h=130, edit=True, focus=True)
            s.add("Cancel", None, "Button", "android:id/button2", x=(560, 760), y=1160, h=110, click=True)
            s.add("OK", None, "Button", "android:id/button1", x=(790, 975), y=1160, h=110, click=True)
        if sheet:
            s.add("Sort by", None, "TextView", "sheet_title", x=(63, 1017), y=1380, h=90)
            for i, o in enumerate(("By name (A to Z)", "By name (Z to A)", "By date modified (newest first)", "By date modified (oldest first)",
                                   "By size (largest first)", "By size (smallest first)")):
                s.add(o, None, "RadioButton", "sort_option", x=(63, 1017), y=1480 + i * 140, h=130, check=o == st["sort"])
        if drawer:
            s.add(None, None, "ListView", "roots_list", x=(0, 840), y=136, h=2264, scroll=True, focusable=True)
            for i, (r, sub) in enumerate((("Recent", None), ("Images", None), ("Videos", None), ("Audio", None), ("Documents", None),
                                          ("Downloads", None), ("Pixel 6", "75.52 GB free"))):
                s.add(r, None, "TextView", "android:id/title", x=(168, 800), y=300 + i * 150, h=70, click=True, sel=r == "Downloads")
                if sub:
                    s.add(sub, None, "TextView", "android:id/summary", x=(168, 800), y=375 + i * 150, h=50)
        return s

    t.start(folder())
    t.long("scan_0412.pdf", folder(selected="scan_0412.pdf"))
    t.click("More options", folder(selected="scan_0412.pdf", menu=True))
    t.click("Rename", folder(selected="scan_0412.pdf", dialog="scan_0412.pdf"))
    t.type("android:id/text1", "lease_signed.pdf", folder(selected="scan_0412.pdf", dialog="lease_signed.pdf"))
    t.tick()
    shown_name["scan_0412.pdf"] = "lease_signed.pdf"
    t.click("OK", folder())
    t.click("Sort by", folder(sheet=True))
    st["sort"] = "By size (largest first)"
    t.click("By size (largest first)", folder())
    t.tick()
    t.click("Show roots", folder(drawer=True))
    del shown_name["scan_0412.pdf"]  # planted: the old name is back
    t.click("Downloads", folder(), nth=1)
    st["grid"] = True
    t.tick()
    t.click("Grid view", folder())
    st["grid"] = False
    t.click("List view", folder())
    rs.add("android", "h59-android-08", system("the Files app (com.google.android.documentsui) in the Downloads folder"), t.turns, state=t.state,
           bad=True, turn=9, kind="The PDF renamed to lease_signed.pdf at turn 5 is listed again as scan_0412.pdf (same 1.8 MB, Oct 12) when Downloads is reopened.")


def ampm(mins: int) -> str:
    h, m = divmod(mins % 1440, 60)
    return f"{h % 12 or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"


# ---------------------------------------------------------------- 09 Baby Daybook (clean)
@traj
def t09(rs: RowSet) -> None:
    pkg = "com.drillyapps.babydaybook"
    t = T("14:26", 62)
    ev = {"Breastfeeding": [754, "Left · 14 min"], "Bottle": [616, "120 ml"], "Diaper": [828, "Wet"], "Sleep": [741, "1h 20m"]}
    today = {"Feedings": 5, "Bottle": 240, "Diapers": 4, "Sleep": "9h 40m"}
    timer: list[str | None] = [None]

    def ago(m: int) -> str:
        d = t.min - m
        return "Just now" if d < 1 else f"{d}m ago" if d < 60 else f"{d // 60}h {d % 60:02d}m ago"

    def home() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Maya", nav="Open navigation drawer", icons=("Switch baby", "More options"), sub="4 months 12 days")
        s.add(None, None, "Recycler", "rv_activities", x=(0, 1080), y=283, h=1780, scroll=True, focusable=True)
        for name in ("Breastfeeding", "Bottle", "Diaper", "Sleep", "Pumping", "Medicine"):
            y = s.row(190)
            s.add(name, None, "TextView", "tv_activity_name", x=(168, 760), y=y + 30, h=66, click=True)
            if name == "Sleep" and timer[0]:
                s.add(f"Sleeping · {timer[0]}", None, "TextView", "tv_activity_last", x=(168, 760), y=y + 105, h=56)
                s.add(None, "Stop sleep timer", "ImageButton", "btn_timer", x=(891, 1017), y=y + 40, h=110, click=True)
                continue
            if name in ev:
                s.add(f"{ago(ev[name][0])} · {ev[name][1]}", None, "TextView", "tv_activity_last", x=(168, 760), y=y + 105, h=56)
            else:
                s.add({"Pumping": "Yesterday · 90 ml", "Medicine": "Today · Vitamin D 400 IU"}[name], None, "TextView", "tv_activity_last",
                      x=(168, 760), y=y + 105, h=56)
            if name in ("Breastfeeding", "Sleep"):
                s.add(None, f"Start {name.lower()} timer", "ImageButton", "btn_timer", x=(891, 1017), y=y + 40, h=110, click=True)
        y = s.row(250)
        s.add("Today", None, "TextView", "tv_today_title", x=(63, 600), y=y + 20, h=60)
        for i, (k, v) in enumerate(today.items()):
            val = f"{v} ml" if k == "Bottle" else str(v)
            s.add(val, None, "TextView", "tv_summary_value", x=(42 + i * 250, 282 + i * 250), y=y + 95, h=70)
            s.add(k, None, "TextView", "tv_summary_label", x=(42 + i * 250, 282 + i * 250), y=y + 170, h=50)
        for i, tab in enumerate(("Home", "Diary", "Charts", "Growth")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 270, i * 270 + 270), y=2232, h=168, click=True, sel=tab == "Home")
        return s

    def bottle(amount: str, focus: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Bottle", nav="Close", icons=())
        s.add("SAVE", None, "Button", "action_save", x=(850, 1038), y=166, h=100, click=True)
        y = s.row(150)
        s.add("Time", None, "TextView", None, x=(63, 400), y=y + 40, h=60)
        s.add(ampm(t.min), None, "TextView", "tv_time", x=(600, 1017), y=y + 30, h=80, click=True)
        y = s.row(150)
        s.add("Formula", None, "RadioButton", "rb_formula", x=(63, 520), y=y + 30, h=90, check=True)
        s.add("Breast milk", None, "RadioButton", "rb_breast_milk", x=(560, 1017), y=y + 30, h=90, check=False)
        y = s.row(180)
        s.add(amount, None, "EditText", "et_amount", x=(63, 760), y=y + 30, h=130, edit=True, focus=focus, hint="Amount")
        s.add("ml", None, "TextView", "tv_unit", x=(780, 1017), y=y + 60, h=70)
        s.add(None, None, "EditText", "et_note", x=(63, 1017), y=s.row(260) + 30, h=220, edit=True, hint="Note")
        return s

    def diaper(kind: str | None) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Diaper", nav="Close", icons=())
        s.add("SAVE", None, "Button", "action_save", x=(850, 1038), y=166, h=100, click=True)
        y = s.row(150)
        s.add("Time", None, "TextView", None, x=(63, 400), y=y + 40, h=60)
        s.add(ampm(t.min), None, "TextView", "tv_time", x=(600, 1017), y=y + 30, h=80, click=True)
        y = s.row(150)
        for i, k in enumerate(("Wet", "Dirty", "Mixed", "Dry")):
            s.add(k, None, "Chip", "chip_type", x=(63 + i * 245, 283 + i * 245), y=y + 30, h=100, check=k == kind)
        s.add(None, None, "EditText", "et_note", x=(63, 1017), y=s.row(260) + 30, h=220, edit=True, hint="Note")
        return s

    def diary(entries: list[tuple[str, str, str]]) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Diary", nav="Open navigation drawer", icons=("Filter", "More options"))
        s.add("Today, Sat, Oct 19", None, "TextView", "tv_day_header", x=(63, 1017), y=s.row(110) + 25, h=60)
        s.add(None, None, "Recycler", "rv_diary", x=(0, 1080), y=s.y, h=2232 - s.y, scroll=True, focusable=True)
        for when, what, detail in entries:
            if s.y + 160 > 2232:
                break
            y = s.row(160)
            s.add(when, None, "TextView", "tv_time", x=(42, 300), y=y + 30, h=56)
            s.add(what, None, "TextView", "tv_title", x=(330, 1017), y=y + 25, h=66, click=True)
            s.add(detail, None, "TextView", "tv_details", x=(330, 1017), y=y + 95, h=50)
        for i, tab in enumerate(("Home", "Diary", "Charts", "Growth")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 270, i * 270 + 270), y=2232, h=168, click=True, sel=tab == "Diary")
        return s

    t.start(home())
    t.tick()
    t.click("Bottle", bottle("120"))
    t.type("et_amount", "150", bottle("150", focus=True))
    ev["Bottle"] = [t.min, "150 ml"]
    today["Feedings"] = 6
    today["Bottle"] = 390
    t.click("action_save", home())
    timer[0] = "00:00:02"
    t.click("Start sleep timer", home())
    t.tick()
    t.click("Diaper", diaper(None))
    t.click("Dirty", diaper("Dirty"))
    ev["Diaper"] = [t.min, "Dirty"]
    today["Diapers"] = 5
    timer[0] = "00:01:06"
    t.click("action_save", home())
    t.tick()
    t.click("Diary", diary([
        ("2:28 PM", "Diaper", "Dirty"), ("2:27 PM", "Sleep", "In progress · 00:01:41"), ("2:27 PM", "Bottle", "Formula · 150 ml"),
        ("1:48 PM", "Diaper", "Wet"), ("12:20 PM", "Breastfeeding", "Left · 14 min"), ("11:01 AM", "Sleep", "11:01 AM – 12:21 PM · 1h 20m"),
        ("10:16 AM", "Bottle", "Formula · 120 ml"), ("9:40 AM", "Diaper", "Mixed"), ("8:00 AM", "Medicine", "Vitamin D 400 IU"),
        ("7:15 AM", "Breastfeeding", "Right · 18 min"), ("6:05 AM", "Bottle", "Formula · 120 ml"), ("4:40 AM", "Breastfeeding", "Left · 12 min")]))
    rs.add("android", "h59-android-09", system("Baby Daybook (com.drillyapps.babydaybook) on the home screen of baby Maya"), t.turns, state=t.state)


# ---------------------------------------------------------------- 10 Messages (bad: a digit of the gate code changes)
@traj
def t10(rs: RowSet) -> None:
    pkg = "com.google.android.apps.messaging"
    t = T("9:47", 84)
    dana = [("Thu, Oct 17 · 6:48 PM", None, None),
            (None, "in", "Hi Tomás! Looking forward to hosting you and Inês next weekend 🙂 The flat is on the 2nd floor, no lift, sorry!"),
            (None, "out", "Thanks Dana! No problem with the stairs. What time is check-in on Friday?"),
            ("Today · 9:12 AM", None, None),
            (None, "in", "Anytime after 3. Gate code is 4417, park on the left side of the courtyard, spot 6."),
            (None, "in", "Wi-Fi is CasaAzul_5G, password on the fridge.")]
    convs = [["Dana Whitfield", "Wi-Fi is CasaAzul_5G, password on the fridge.", "9:13 AM"],
             ["+1 (650) 555-0134", "Your Lyft verification code is 582913. Don't share it with anyone.", "8:40 AM"],
             ["Mom", "Call me when you land ❤️", "Yesterday"],
             ["Marco Ruiz", "You: Sounds good, Sunday at 11 then", "Thu"],
             ["CVS Pharmacy", "Your prescription is ready for pickup at CVS, 2130 Fillmore St. Reply STOP to opt out.", "Wed"],
             ["Airbnb", "Reminder: your stay with Dana starts Fri, Oct 25. Check-in details are in the app.", "Tue"],
             ["Priya Natarajan", "Bug bash notes are in the doc, thanks for organizing!", "Oct 14"]]

    def listing() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Messages", nav=None, icons=("Search", "Open account and settings"))
        s.add(None, None, "Recycler", "conversation_list", x=(0, 1080), y=283, h=2117, scroll=True, focusable=True)
        for name, snip, when in convs:
            y = s.row(200)
            s.add(name, None, "TextView", "conversation_name", x=(210, 800), y=y + 35, h=66, click=True, long=True)
            s.add(snip, None, "TextView", "conversation_snippet", x=(210, 1017), y=y + 108, h=56)
            s.add(when, None, "TextView", "conversation_timestamp", x=(820, 1017), y=y + 35, h=56)
        s.add("Start chat", "Start chat", "Button", "start_chat_fab", x=(640, 1017), y=2150, h=168, click=True)
        return s

    def convo(msgs: list[tuple[str | None, str | None, str | None]], name: str, compose: str = "", focus: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, name, icons=("Video call", "Call", "More options"))
        s.add(None, None, "Recycler", "messages_list", x=(0, 1080), y=283, h=1580 if focus else 1800, scroll=True, focusable=True)
        for head, way, text in msgs:
            if head:
                s.add(head, None, "TextView", "message_timestamp_header", x=(300, 780), y=s.row(90) + 15, h=60)
                continue
            assert text is not None
            y = s.row(100 + 56 * (len(text) // 34 + 1))
            xs = (63, 820) if way == "in" else (260, 1017)
            s.add(text, None, "TextView", "message_text", x=xs, y=y + 10, h=56 * (len(text) // 34 + 1) + 60, long=True)
        yb = 1880 if focus else 2100
        s.add(None, "Show more options", "ImageButton", "plus_button", x=(20, 126), y=yb + 20, h=106, click=True)
        s.add(compose or None, None, "EditText", "compose_message_text", x=(147, 860), y=yb, h=150, edit=True, focus=focus, hint="Text message")
        if compose:
            s.add(None, "Send SMS", "ImageButton", "send_message_button_icon", x=(891, 1038), y=yb + 10, h=130, click=True)
        else:
            s.add(None, "Record voice message", "ImageButton", "voice_button", x=(891, 1038), y=yb + 10, h=130, click=True)
        return s

    t.start(listing())
    t.tick()
    t.click("Dana Whitfield", convo(dana, "Dana Whitfield"))
    t.click("compose_message_text", convo(dana, "Dana Whitfield", focus=True))
    t.tick()
    msg = "Perfect, we'll arrive around 5 on Friday. See you then!"
    t.type("compose_message_text", msg, convo(dana, "Dana Whitfield", msg, focus=True))
    dana += [("Now", None, None), (None, "out", msg)]
    t.click("Send SMS", convo(dana, "Dana Whitfield", focus=True))
    t.tick()
    wrong = [(h, w, x.replace("4417", "4471") if x else x) for h, w, x in dana]  # planted
    wrong[-2] = ("Today · 9:49 AM", None, None)
    t.back(convo(wrong, "Dana Whitfield"))
    convs[0][1:] = [f"You: {msg}", "9:49 AM"]
    t.back(listing())
    t.tick()
    t.click("+1 (650) 555-0134", convo([("Today · 8:40 AM", None, None),
                                         (None, "in", "Your Lyft verification code is 582913. Don't share it with anyone.")], "+1 (650) 555-0134"))
    rs.add("android", "h59-android-10", system("Google Messages (com.google.android.apps.messaging) on the conversation list"), t.turns, state=t.state,
           bad=True, turn=5, kind="Dana's earlier message now reads 'Gate code is 4471' although it said 4417 at turns 1-4 and messages are not edited.")


# ---------------------------------------------------------------- 11 Joplin (clean)
GARDEN = """# Garden layout ideas

- Raised bed (1.2 x 2.4 m) along the south wall
- Herbs in the window boxes: basil, parsley, thyme
- Compost bin behind the shed, away from the kitchen window
- Ask Rui about the drip irrigation kit (€45 at Leroy Merlin)"""


@traj
def t11(rs: RowSet) -> None:
    pkg = "net.cozic.joplin"
    t = T("16:01", 88)
    books = {"Home & Garden": ["Compost schedule", "Tomato varieties", "Balcony irrigation"],
             "Personal": ["Garden layout ideas", "Dentist questions", "Gift ideas 2024", "Bike maintenance log", "Books to read",
                          "Portuguese verbs", "Apartment inventory", "Old passwords hint"],
             "Recipes": ["Shakshuka", "Lemon risotto", "Pão de queijo", "Chickpea curry", "Banana bread"],
             "Work": ["Q4 planning", "1:1 notes Priya", "Release checklist", "Interview loop", "Oncall handover", "Bug bash notes",
                      "Sync API design", "Conflict UI sketches", "Perf budget", "Team offsite", "Hiring plan", "Retro Oct 10"]}
    note = {"body": GARDEN, "book": "Personal"}

    def notes(book: str) -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(None, "Side menu", "ViewGroup", None, x=(0, 147), y=y, h=147, click=True)
        s.add(book, None, "TextView", None, x=(189, 700), y=y + 40, h=66)
        s.add(None, "Search", "ViewGroup", None, x=(828, 954), y=y + 10, h=126, click=True)
        s.add(None, "Actions", "ViewGroup", None, x=(954, 1080), y=y + 10, h=126, click=True)
        s.add(None, None, "ScrollView", None, x=(0, 1080), y=s.y, h=2100 - s.y, scroll=True, focusable=True)
        for n in books[book]:
            s.add(n, None, "TextView", None, x=(42, 1038), y=s.row(130) + 25, h=80, click=True)
        s.add(None, "Add new note", "ViewGroup", None, x=(880, 1038), y=2180, h=158, click=True)
        return s

    def side(current: str) -> Scr:
        s = notes(current)
        s.add(None, None, "ScrollView", None, x=(0, 820), y=136, h=2264, scroll=True, focusable=True)
        s.add("All notes", None, "TextView", None, x=(42, 780), y=300, h=90, click=True)
        s.add("NOTEBOOKS", None, "TextView", None, x=(42, 780), y=430, h=70)
        for i, b in enumerate(books):
            s.add(f"{b} {len(books[b])}", None, "TextView", None, x=(42, 780), y=520 + i * 120, h=100, click=True, sel=b == current)
        s.add("TAGS", None, "TextView", None, x=(42, 780), y=1040, h=70)
        for i, tg in enumerate(("lisbon", "todo-later", "work")):
            s.add(tg, None, "TextView", None, x=(42, 780), y=1130 + i * 110, h=90, click=True)
        s.add(None, "Synchronise", "ViewGroup", None, x=(42, 780), y=2200, h=130, click=True)
        s.add("Last sync: 19/10/2024 15:32", None, "TextView", None, x=(42, 780), y=2110, h=60)
        return s

    def view(picker: bool = False) -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(None, "Back", "ViewGroup", None, x=(0, 147), y=y, h=147, click=True)
        s.add(note["book"], "Notebook: " + note["book"], "ViewGroup", None, x=(168, 700), y=y + 30, h=90, click=True)
        s.add(None, "Edit", "ViewGroup", None, x=(828, 954), y=y + 10, h=126, click=True)
        s.add(None, "Actions", "ViewGroup", None, x=(954, 1080), y=y + 10, h=126, click=True)
        s.add("Garden layout ideas", None, "TextView", None, x=(42, 1038), y=s.row(120) + 20, h=80)
        s.add(None, None, "WebView", None, x=(0, 1080), y=s.y, h=2400 - s.y, scroll=True, focusable=True)
        for line in note["body"].split("\n")[2:]:
            s.add(line.lstrip("- "), None, "TextView", None, x=(90, 1017), y=s.row(90) + 10, h=70)
        if picker:
            for i, b in enumerate(books):
                s.add(b, None, "TextView", None, x=(168, 820), y=300 + i * 120, h=110, click=True, sel=b == note["book"])
        return s

    def edit(body: str, focus: bool = False) -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(None, "Back", "ViewGroup", None, x=(0, 147), y=y, h=147, click=True)
        s.add(note["book"], "Notebook: " + note["book"], "ViewGroup", None, x=(168, 700), y=y + 30, h=90, click=True)
        s.add(None, "Save", "ViewGroup", None, x=(828, 954), y=y + 10, h=126, click=True)
        s.add(None, "Actions", "ViewGroup", None, x=(954, 1080), y=y + 10, h=126, click=True)
        s.add("Garden layout ideas", None, "EditText", None, x=(42, 1038), y=s.row(120) + 10, h=100, edit=True, hint="Title")
        s.add(body, None, "EditText", None, x=(42, 1038), y=s.y, h=1300 if focus else 1900, edit=True, focus=focus, scroll=True)
        return s

    t.start(notes("Personal"))
    t.click("Garden layout ideas", view())
    t.tick()
    t.click("Edit", edit(GARDEN))
    body = GARDEN + "\n- Move the raspberries to the north fence (more sun after 2 pm)"
    t.type(GARDEN, "\n- Move the raspberries to the north fence (more sun after 2 pm)", edit(body, focus=True))
    note["body"] = body
    t.tick(2)
    t.click("Save", view())
    t.click("Notebook: Personal", view(picker=True))
    note["book"] = "Home & Garden"
    books["Personal"].remove("Garden layout ideas")
    books["Home & Garden"].insert(0, "Garden layout ideas")
    t.tick()
    t.click("Home & Garden", view())
    t.back(notes("Personal"))
    t.click("Side menu", side("Personal"))
    t.tick()
    t.click("Home & Garden 4", notes("Home & Garden"))
    t.click("Garden layout ideas", view())
    rs.add("android", "h59-android-11", system("Joplin (net.cozic.joplin) in the Personal notebook"), t.turns, state=t.state)


# ---------------------------------------------------------------- 12 Google Wallet (clean)
@traj
def t12(rs: RowSet) -> None:
    pkg = "com.google.android.apps.walletnfcrel"
    t = T("16:20", 69)
    passes = [["TAP Air Portugal", "Boarding pass · LIS → BER · Thu, Oct 24"], ["Eventim", "Nils Frahm · Coliseu dos Recreios · Sat, Oct 26"],
              ["IKEA Family", "Loyalty card · 6275 9802 3341"], ["Navegante", "Monthly pass · valid until Oct 31"]]
    archived = [2]

    def home(snack: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Wallet", nav=None, icons=("Signed in as tomas.reyes91@gmail.com",))
        y = s.row(620)
        s.add(None, "Visa •••• 4821, default card", "ImageView", "card_art", x=(63, 1017), y=y + 20, h=560, click=True)
        s.add("Visa •••• 4821", None, "TextView", "card_name", x=(105, 700), y=y + 470, h=60)
        y = s.row(170)
        s.add(None, "Mastercard •••• 0937", "ImageView", "card_art", x=(63, 1017), y=y + 10, h=150, click=True)
        y = s.row(110)
        s.add("Passes", None, "TextView", "section_title", x=(63, 600), y=y + 30, h=66)
        s.add(f"Archived passes ({archived[0]})", None, "Button", "archived_passes", x=(620, 1017), y=y + 20, h=80, click=True)
        for name, sub in passes:
            y = s.row(190)
            s.add(name, None, "TextView", "pass_title", x=(189, 1017), y=y + 30, h=66, click=True)
            s.add(sub, None, "TextView", "pass_subtitle", x=(189, 1017), y=y + 105, h=56)
        s.add("Add to Wallet", None, "Button", "add_to_wallet_button", x=(600, 1017), y=2180, h=150, click=True)
        if snack:
            snackbar(s, "Pass archived", "Undo")
        return s

    def card() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "", icons=("More options",))
        s.add(None, "Visa •••• 4821", "ImageView", "card_art", x=(63, 1017), y=s.row(600) + 20, h=560)
        s.add("Visa •••• 4821", None, "TextView", "card_name", x=(63, 1017), y=s.row(100) + 20, h=70)
        s.add("Default for contactless payments", None, "TextView", "default_label", x=(63, 1017), y=s.row(80), h=60)
        s.add("Virtual account number •••• 7305", None, "TextView", "virtual_number", x=(63, 1017), y=s.row(80), h=60)
        s.add("Recent activity", None, "TextView", "section_title", x=(63, 1017), y=s.row(110) + 30, h=66)
        for merch, date, amt in (("Pingo Doce", "Oct 18", "€18.42"), ("Uber", "Oct 17", "€9.80"), ("Fnac", "Oct 15", "€34.99"),
                                 ("Carris Metropolitana", "Oct 14", "€2.35")):
            y = s.row(160)
            s.add(merch, None, "TextView", "merchant", x=(63, 760), y=y + 25, h=66)
            s.add(date, None, "TextView", "date", x=(63, 760), y=y + 95, h=50)
            s.add(amt, None, "TextView", "amount", x=(780, 1017), y=y + 40, h=66)
        s.add("Card details", None, "TextView", "card_details", x=(63, 1017), y=s.row(120) + 20, h=80, click=True)
        return s

    def boarding(part: int, menu: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "TAP Air Portugal", icons=("More options",))
        s.add(None, None, "ScrollView", "pass_scroll", x=(0, 1080), y=283, h=2117, scroll=True, focusable=True)
        rows1 = [("Flight", "TP 526"), ("From", "LIS · Lisbon"), ("To", "BER · Berlin Brandenburg"), ("Date", "Thu, Oct 24"),
                 ("Boarding", "7:15 AM"), ("Departs", "7:55 AM"), ("Gate", "—"), ("Seat", "14C"), ("Group", "3"), ("Confirmation", "KZ8QWA")]
        rows2 = [("Seat", "14C"), ("Group", "3"), ("Confirmation", "KZ8QWA"), ("Passenger", "TOMAS REYES"), ("Frequent flyer", "TP 204881734"),
                 ("Ticket number", "047 2391 118204"), ("Class", "Economy (Discount)"), ("Checked bags", "0 of 1")]
        if part == 1:
            s.add(None, "Barcode for boarding pass, TP 526", "ImageView", "barcode", x=(240, 840), y=s.row(640) + 20, h=600)
            rows = rows1
        else:
            rows = rows2
        for k, v in rows:
            y = s.row(150)
            s.add(k, None, "TextView", "field_label", x=(63, 500), y=y + 20, h=50)
            s.add(v, None, "TextView", "field_value", x=(63, 1017), y=y + 75, h=66)
        if part == 2:
            s.add("Pass updated Oct 19, 11:04 AM", None, "TextView", "last_updated", x=(63, 1017), y=s.row(100) + 20, h=60)
            s.add("Pass provided by TAP Air Portugal", None, "TextView", "issuer", x=(63, 1017), y=s.row(90) + 10, h=60)
        if menu:
            for i, m in enumerate(("Archive", "Remove", "Pass notifications")):
                s.add(m, None, "TextView", "android:id/title", x=(560, 1050), y=160 + i * 126, h=126, click=True)
        return s

    t.start(home())
    t.tick()
    t.click("Visa •••• 4821, default card", card())
    t.back(home())
    t.tick()
    t.click("TAP Air Portugal", boarding(1))
    t.scroll("down", boarding(2))
    t.click("More options", boarding(2, menu=True))
    passes.pop(0)
    archived[0] += 1
    t.tick()
    t.click("Archive", home(snack=True))
    rs.add("android", "h59-android-12", system("Google Wallet (com.google.android.apps.walletnfcrel) on its home screen"), t.turns, state=t.state)


# ---------------------------------------------------------------- 13 Broccoli (bad: the recipe just created is missing from the list)
@traj
def t13(rs: RowSet) -> None:
    pkg = "com.flauschcode.broccoli"
    t = T("18:40", 55)
    recipes = {
        "Banana bread": ("Moist loaf with walnuts, uses 3 overripe bananas", "8", "1 h 10 min", ["3 ripe bananas", "250 g flour", "100 g brown sugar", "2 eggs", "80 g butter, melted", "1 tsp baking soda", "60 g walnuts"]),
        "Chickpea curry": ("Weeknight coconut curry, vegan", "4", "35 min", ["2 cans chickpeas", "1 can coconut milk", "1 onion", "3 cloves garlic", "2 tbsp curry paste", "200 g spinach", "1 lime"]),
        "Lemon risotto": ("Creamy, bright, with parmesan and peas", "3", "40 min", ["300 g arborio rice", "1 l vegetable stock", "1 lemon (zest + juice)", "150 g peas", "50 g parmesan", "1 shallot", "100 ml white wine"]),
        "Overnight oats": ("Prep the night before", "1", "5 min", ["50 g oats", "120 ml milk", "2 tbsp yogurt", "1 tsp chia seeds", "Berries"]),
        "Pad kra pao": ("Thai basil stir fry with fried egg", "2", "20 min", ["300 g minced chicken", "1 cup holy basil", "4 Thai chillies", "3 cloves garlic", "1 tbsp oyster sauce", "1 tbsp soy sauce", "2 eggs"]),
        "Spinach lasagne": ("Ricotta and spinach, freezes well", "6", "1 h 30 min", ["12 lasagne sheets", "500 g spinach", "400 g ricotta", "700 ml passata", "200 g mozzarella", "1 tsp nutmeg"]),
    }
    shown: list[str] = sorted(recipes)

    def listing() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Recipes", nav="Open navigation drawer", icons=("Search",))
        s.add(None, None, "Recycler", "recycler_view", x=(0, 1080), y=283, h=2117, scroll=True, focusable=True)
        for name in shown:
            y = s.row(250)
            s.add(None, None, "ImageView", "card_image", x=(42, 282), y=y + 15, h=220)
            s.add(name, None, "TextView", "card_text_view_title", x=(315, 1017), y=y + 40, h=70, click=True)
            s.add(recipes[name][0], None, "TextView", "card_text_view_description", x=(315, 1017), y=y + 120, h=100)
        s.add(None, "Add recipe", "ImageButton", "fab", x=(870, 1017), y=2180, h=147, click=True)
        return s

    def detail(name: str) -> Scr:
        desc, serv, prep, ingr = recipes[name][:4]
        s = Scr(t, pkg)
        toolbar(s, name, icons=("Edit", "Favorite", "More options"))
        s.add(None, None, "ScrollView", "scroll", x=(0, 1080), y=283, h=2117, scroll=True, focusable=True)
        s.add(desc or None, None, "TextView", "description", x=(63, 1017), y=s.row(120) + 20, h=80)
        y = s.row(100)
        s.add(f"Servings: {serv}", None, "TextView", "servings", x=(63, 520), y=y + 20, h=60)
        s.add(f"Preparation time: {prep}", None, "TextView", "preparation_time", x=(540, 1017), y=y + 20, h=60)
        y = s.row(130)
        s.add("INGREDIENTS", None, "TextView", "tab_ingredients", x=(0, 540), y=y + 20, h=100, click=True, sel=True)
        s.add("DIRECTIONS", None, "TextView", "tab_directions", x=(540, 1080), y=y + 20, h=100, click=True)
        for ing in ingr:
            s.add(ing, None, "TextView", "ingredient_text", x=(105, 1017), y=s.row(100) + 20, h=66)
        return s

    def form(v: dict[str, str], focus: str = "") -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "New recipe", nav="Navigate up", icons=("Save",))
        s.add(None, None, "ScrollView", "scroll", x=(0, 1080), y=283, h=2117, scroll=True, focusable=True)
        s.add(None, "Add image", "ImageButton", "image", x=(0, 1080), y=s.row(360), h=340, click=True)
        for key, hint, h in (("title", "Title", 150), ("categories", "Categories", 150), ("servings", "Servings", 150),
                             ("prep", "Preparation time", 150), ("source", "Source", 150), ("ingredients", "Ingredients", 330),
                             ("directions", "Directions", 330)):
            if s.y + h > 2400:
                break
            s.add(v.get(key) or None, None, "EditText" if key != "categories" else "TextView", f"new_{key}", x=(63, 1017), y=s.row(h) + 10,
                  h=h - 20, edit=key != "categories", click=True, focus=focus == key, hint=hint)
        return s

    t.start(listing())
    v: dict[str, str] = {}
    t.click("Add recipe", form(v))
    for key, val in (("title", "Shakshuka"), ("servings", "2"), ("prep", "25 min"),
                     ("ingredients", "4 eggs\n1 can chopped tomatoes (400 g)\n1 red pepper\n1 onion\n2 cloves garlic\n1 tsp cumin\n1 tsp smoked paprika\nFeta and parsley to serve"),
                     ("directions", "1. Soften onion and pepper in olive oil, 8 min.\n2. Add garlic and spices, 1 min.\n3. Add tomatoes, simmer 10 min.\n4. Make 4 wells, crack in the eggs, cover and cook 5-6 min.\n5. Top with feta and parsley.")):
        t.tick()
        v[key] = val
        t.type(f"new_{key}", val, form(v, focus=key))
    recipes["Shakshuka"] = ("", "2", "25 min", v["ingredients"].split("\n"))
    t.click("Save", detail("Shakshuka"))
    shown[:] = sorted(recipes)
    t.back(listing())
    t.tick()
    t.click("Chickpea curry", detail("Chickpea curry"))
    shown.remove("Shakshuka")  # planted
    t.back(listing())
    t.click("Lemon risotto", detail("Lemon risotto"))
    t.tick()
    t.back(listing())
    rs.add("android", "h59-android-13", system("Broccoli recipe manager (com.flauschcode.broccoli) on its recipe list"), t.turns, state=t.state,
           bad=True, turn=10, kind="The Shakshuka recipe saved at turn 7 and listed at turn 8 is missing from the recipe list at turn 10 with no deletion.")


# ---------------------------------------------------------------- 14 Phone (bad: status-bar clock goes backwards)
@traj
def t14(rs: RowSet) -> None:
    pkg = "com.google.android.dialer"
    t = T("10:41", 47)
    recents = [("Today", [("Mom", "Incoming call", "Mobile · 9:58 AM")]),
               ("Yesterday", [("Dr. Patel's office", "Missed call", "Work · 4:12 PM"), ("+44 20 7946 0321", "Incoming call", "London, UK · 11:05 AM")]),
               ("Older", [("Jonas Berg", "Outgoing call", "Mobile · Mon"), ("Carla Mendes", "Incoming call", "Mobile · Sun"),
                          ("Airbnb", "Outgoing call", "+1 415-800-5959 · Oct 12"), ("Inês Duarte", "Missed call", "Mobile · Oct 11"),
                          ("Dr. Patel's office", "Outgoing call", "Work · Oct 8"), ("Luís Fonseca", "Incoming call", "Mobile · Oct 7"),
                          ("Jonas Berg", "Incoming call", "Mobile · Oct 6")])]

    def tabs(s: Scr, cur: str) -> None:
        for i, tab in enumerate(("Favorites", "Recents", "Contacts", "Voicemail")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 270, i * 270 + 270), y=2232, h=168, click=True, sel=tab == cur)

    def top(s: Scr) -> None:
        y = s.row(150)
        s.add("Search contacts & places", None, "TextView", "search_box_start_search", x=(63, 880), y=y + 25, h=100, click=True)
        s.add(None, "More options", "ImageButton", "search_box_more_options", x=(891, 1017), y=y + 15, h=120, click=True)

    def recent(clock: str | None = None) -> Scr:
        s = Scr(t, pkg, clock=clock)
        top(s)
        s.add(None, None, "Recycler", "new_call_log_recycler_view", x=(0, 1080), y=s.y, h=2232 - s.y, scroll=True, focusable=True)
        for head, rows in recents:
            if s.y + 260 > 2232:
                break
            s.add(head, None, "TextView", "header_text", x=(63, 1017), y=s.row(90) + 20, h=56)
            for name, kind, sub in rows:
                if s.y + 170 > 2232:
                    break
                y = s.row(170)
                s.add(name, None, "TextView", "primary_text", x=(210, 860), y=y + 30, h=66, click=True, long=True)
                s.add(None, kind, "ImageView", "call_type_icon", x=(210, 250), y=y + 105, h=40)
                s.add(sub, None, "TextView", "call_location_and_date", x=(260, 860), y=y + 98, h=50)
                s.add(None, f"Call {name}", "ImageButton", "call_button", x=(891, 1017), y=y + 25, h=120, click=True)
        s.add(None, "key pad", "ImageButton", "dialpad_fab", x=(870, 1017), y=2050, h=147, click=True)
        tabs(s, "Recents")
        return s

    def incall(status: str, keypad: str | None = None) -> Scr:
        s = Scr(t, pkg, notif=("Call ongoing",) if status != "Calling…" else ())
        s.add("Dr. Patel's office", None, "TextView", "contactgrid_contact_name", x=(63, 1017), y=s.row(400) + 250, h=110)
        s.add(status, None, "TextView", "contactgrid_bottom_timer" if ":" in status else "contactgrid_status_text", x=(63, 1017), y=s.row(80), h=60)
        s.add("Work +1 415-555-0147", None, "TextView", "contactgrid_bottom_text", x=(63, 1017), y=s.row(80), h=60)
        if keypad is not None:
            s.add(keypad or None, None, "EditText", "digits", x=(63, 1017), y=s.row(150) + 30, h=110)
            for i, d in enumerate("123456789*0#"):
                s.add(d, None, "FrameLayout", f"incall_dialpad_key_{d if d.isdigit() else 'star' if d == '*' else 'pound'}",
                      x=(90 + (i % 3) * 300, 390 + (i % 3) * 300), y=1100 + (i // 3) * 190, h=180, click=True)
            s.add(None, "Hide keypad", "ImageButton", "dialpad_back", x=(63, 189), y=1900, h=126, click=True)
        else:
            for i, b in enumerate(("Mute", "Keypad", "Speaker", "Add call", "Hold", "Record")):
                s.add(b, None, "ToggleButton" if b in ("Mute", "Speaker", "Hold") else "Button", "contactgrid_button",
                      x=(90 + (i % 3) * 300, 390 + (i % 3) * 300), y=1200 + (i // 3) * 260, h=230, click=True,
                      check=False if b in ("Mute", "Speaker", "Hold") else None)
        s.add(None, "End call", "ImageButton", "incall_end_call", x=(440, 640), y=2080, h=200, click=True)
        return s

    def history() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Call history", icons=("Delete", "More options"))
        s.add("Dr. Patel's office", None, "TextView", "contact_name", x=(63, 1017), y=s.row(120) + 30, h=80)
        s.add("Work +1 415-555-0147", None, "TextView", "phone_number", x=(63, 1017), y=s.row(70), h=60)
        y = s.row(200)
        for i, b in enumerate(("Call", "Message", "Video call")):
            s.add(b, None, "Button", "call_details_action", x=(63 + i * 330, 353 + i * 330), y=y + 30, h=150, click=True)
        for day, kind, when, dur in (("Today", "Outgoing call", "10:41 AM", "21 sec"), ("Yesterday", "Missed call", "4:12 PM", None),
                                     ("Oct 8", "Outgoing call", "9:03 AM", "3 min 12 sec")):
            y = s.row(170)
            s.add(day, None, "TextView", "call_date", x=(63, 700), y=y + 25, h=60)
            s.add(f"{kind} · {when}", None, "TextView", "call_type", x=(63, 700), y=y + 95, h=50)
            if dur:
                s.add(dur, None, "TextView", "call_duration", x=(720, 1017), y=y + 40, h=60)
        return s

    def favorites(clock: str | None = None) -> Scr:
        s = Scr(t, pkg, clock=clock)
        top(s)
        for i, n in enumerate(("Mom", "Inês Duarte", "Carla Mendes", "Dana Whitfield", "Jonas Berg", "Voicemail")):
            s.add(n, None, "TextView", "contact_name", x=(42 + (i % 3) * 340, 362 + (i % 3) * 340), y=700 + (i // 3) * 420, h=60, click=True, long=True)
        s.add("Frequents", None, "TextView", "header_text", x=(63, 1017), y=1500, h=60)
        for i, n in enumerate(("Mom", "Dr. Patel's office", "Jonas Berg")):
            s.add(n, None, "TextView", "contact_name", x=(210, 860), y=1600 + i * 150, h=66, click=True)
        s.add(None, "key pad", "ImageButton", "dialpad_fab", x=(870, 1017), y=2050, h=147, click=True)
        tabs(s, "Favorites")
        return s

    t.start(recent())
    t.click("Call Dr. Patel's office", incall("Calling…"))
    t.wait(incall("0:04"))
    t.click("Keypad", incall("0:09", keypad=""))
    t.tick()
    t.click("2", incall("0:12", keypad="2"))
    recents[0][1].insert(0, ("Dr. Patel's office", "Outgoing call", "Work · 10:41 AM"))
    t.click("End call", recent())
    t.click("Dr. Patel's office", history())
    t.back(recent())
    t.click("Favorites", favorites(clock="10:37"))  # planted: clock was already 10:42
    t.tick()
    t.click("Recents", recent())
    rs.add("android", "h59-android-14", system("the Phone app (com.google.android.dialer) on the Recents tab"), t.turns, state=t.state,
           bad=True, turn=8, kind="The status-bar clock reads 10:37 after it had already shown 10:42 in turns 4-7, so time runs backwards.")


# ---------------------------------------------------------------- 15 Bring! shared shopping list (clean)
@traj
def t15(rs: RowSet) -> None:
    pkg = "ch.publisheria.bring"
    t = T("11:22", 93)
    lists = {"Home": [["Milk", ""], ["Eggs", "12"], ["Avocados", "3"], ["Oat milk", "2 l"], ["Toilet paper", ""], ["Coffee", "beans"],
                      ["Tomatoes", "1 kg"]],
             "Party Saturday": [["Chips", "3 bags"], ["Beer", "24"], ["Lemons", ""], ["Ice", "2 bags"], ["Napkins", ""], ["Limes", "6"],
                                ["Tortillas", ""], ["Salsa", "mild"], ["Cola Zero", "1.5 l"], ["Paper cups", ""], ["Candles", ""], ["Cheese", "board"]],
             "Camping": [["Gas canister", ""], ["Matches", ""], ["Marshmallows", ""], ["Sunscreen", "SPF 50"]]}
    recent = {"Home": ["Bread", "Butter", "Apples", "Pasta", "Olive oil", "Rice"], "Party Saturday": ["Ice cream", "Plates"], "Camping": ["Water"]}

    def tiles(s: Scr, items: list[list[str]], y0: int, res: str) -> int:
        for i, (name, spec) in enumerate(items):
            x0, y = 30 + (i % 3) * 345, y0 + (i // 3) * 300
            s.add(name, None, "TextView", res, x=(x0, x0 + 330), y=y + 170, h=60, click=True, long=True)
            if spec:
                s.add(spec, None, "TextView", "tv_specification", x=(x0, x0 + 330), y=y + 230, h=50)
        return y0 + ((len(items) + 2) // 3) * 300

    def main(name: str, dropdown: bool = False) -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(name, "Switch list", "TextView", "tv_list_name", x=(63, 700), y=y + 30, h=90, click=True)
        s.add(f"{len(lists[name])} items", None, "TextView", "tv_list_item_count", x=(63, 700), y=y + 110, h=40)
        s.add(None, "Invite to list", "ImageButton", "iv_invite", x=(891, 1017), y=y + 15, h=120, click=True)
        s.add("What would you like to buy?", None, "TextView", "tv_search", x=(63, 1017), y=s.row(150) + 25, h=110, click=True)
        s.add(None, None, "Recycler", "rv_list", x=(0, 1080), y=s.y, h=2232 - s.y, scroll=True, focusable=True)
        yend = tiles(s, lists[name], s.y, "tv_item_name")
        if yend + 110 < 2100:
            s.add("Recently Used", None, "TextView", "tv_section_header", x=(63, 1017), y=yend + 30, h=66)
            tiles(s, [[r, ""] for r in recent[name][:max(0, (2100 - yend - 110) // 300) * 3]], yend + 110, "tv_recent_item_name")
        for i, tab in enumerate(("Lists", "Inspirations", "Profile")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 360, i * 360 + 360), y=2232, h=168, click=True, sel=tab == "Lists")
        if dropdown:
            for i, ln in enumerate(lists):
                s.add(f"{ln} · {len(lists[ln])}", None, "TextView", "tv_list_switcher_name", x=(42, 800), y=300 + i * 140, h=120, click=True, sel=ln == name)
            s.add("Create list", None, "TextView", "tv_create_list", x=(42, 800), y=300 + len(lists) * 140, h=120, click=True)
        return s

    def search(q: str, added: bool = False) -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(None, "Close search", "ImageButton", "iv_close", x=(0, 147), y=y, h=147, click=True)
        s.add(q or None, None, "EditText", "et_search", x=(168, 1017), y=y + 25, h=100, edit=True, focus=True, hint="What would you like to buy?")
        if q:
            res = [["Basil", "added" if added else ""], ["Basil pesto", ""], ["Thai basil", ""]]
        else:
            s.add("Recently Used", None, "TextView", "tv_section_header", x=(63, 1017), y=s.row(100) + 20, h=66)
            res = [[r, ""] for r in recent["Home"][:6]]
        tiles(s, res, s.y + 20, "tv_item_name")
        return s

    t.start(main("Home"))
    eggs = lists["Home"].pop(1)
    recent["Home"].insert(0, eggs[0])
    t.click("Eggs", main("Home"))
    t.click("tv_search", search(""))
    t.tick()
    t.type("et_search", "Basil", search("Basil"))
    lists["Home"].append(["Basil", ""])
    t.click("Basil", search("Basil", added=True))
    t.back(main("Home"))
    t.tick()
    t.click("Switch list", main("Home", dropdown=True))
    t.click("Party Saturday · 12", main("Party Saturday"))
    t.tick()
    t.click("Switch list", main("Party Saturday", dropdown=True))
    t.click("Home · 7", main("Home"))
    rs.add("android", "h59-android-15", system("Bring! shopping list (ch.publisheria.bring) on the shared list 'Home'"), t.turns, state=t.state)


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


# ---------------------------------------------------------------- 16 VLC (bad: a playlist member is swapped)
@traj
def t16(rs: RowSet) -> None:
    pkg = "org.videolan.vlc"
    t = T("19:52", 41)
    road = [("Holocene", "Bon Iver", 336), ("Dreams", "Fleetwood Mac", 254), ("Riptide", "Vance Joy", 204),
            ("Take Me Home, Country Roads", "John Denver", 193), ("Budapest", "George Ezra", 200), ("Ophelia", "The Lumineers", 160),
            ("Home", "Edward Sharpe & The Magnetic Zeros", 303), ("Go Your Own Way", "Fleetwood Mac", 218), ("Little Talks", "Of Monsters and Men", 266)]
    tracks = list(road)
    player: dict[str, Any] = {"on": False, "playing": False, "pos": 0}

    def tabs(s: Scr) -> None:
        for i, tab in enumerate(("Video", "Audio", "Browse", "Playlists", "More")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 216, i * 216 + 216), y=2232, h=168, click=True, sel=tab == "Playlists")

    def mini(s: Scr) -> None:
        if player["on"]:
            s.add(None, "Expand player", "FrameLayout", "audio_player_container", x=(0, 1080), y=2062, h=170, click=True)
            s.add("Riptide", None, "TextView", "title", x=(189, 780), y=2080, h=60)
            s.add("Vance Joy", None, "TextView", "artist", x=(189, 780), y=2145, h=50)
            s.add(None, "Pause" if player["playing"] else "Play", "ImageView", "header_play_pause", x=(800, 920), y=2085, h=120, click=True)
            s.add(None, "Next", "ImageView", "header_next", x=(930, 1050), y=2085, h=120, click=True)

    def playlists() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Playlists", nav=None, icons=("Search", "More options"))
        s.add(None, None, "Recycler", "audio_list", x=(0, 1080), y=283, h=1949, scroll=True, focusable=True)
        for name, sub in (("Road trip", f"{len(road)} tracks · {sum(x[2] for x in road) // 60} min"), ("Sleep", "6 tracks · 41 min"),
                          ("Workout", "14 tracks · 52 min"), ("Portuguese podcasts", "5 tracks · 2 h 13 min")):
            y = s.row(180)
            s.add(name, None, "TextView", "title", x=(210, 900), y=y + 30, h=66, click=True, long=True)
            s.add(sub, None, "TextView", "subtitle", x=(210, 900), y=y + 100, h=50)
        tabs(s)
        return s

    def playlist() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Road trip", icons=("Search", "More options"))
        s.add(f"{len(road)} tracks · {sum(x[2] for x in road) // 60} min", None, "TextView", "header_listening_time", x=(63, 1017), y=s.row(90) + 15, h=60)
        y = s.row(150)
        s.add("PLAY", None, "Button", "play", x=(63, 520), y=y + 20, h=110, click=True)
        s.add("SHUFFLE", None, "Button", "shuffle", x=(560, 1017), y=y + 20, h=110, click=True)
        s.add(None, None, "Recycler", "songs", x=(0, 1080), y=s.y, h=2062 - s.y, scroll=True, focusable=True)
        for title, artist, sec in tracks:
            if s.y + 160 > 2062:
                break
            y = s.row(160)
            s.add(title, None, "TextView", "title", x=(168, 880), y=y + 25, h=66, click=True, long=True)
            s.add(f"{artist} · {mmss(sec)}", None, "TextView", "subtitle", x=(168, 880), y=y + 95, h=50)
            s.add(None, "More Actions", "ImageView", "item_more", x=(912, 1038), y=y + 20, h=120, click=True)
        mini(s)
        return s

    def full(queue: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Riptide", nav="Hide player", icons=("Play queue", "More options"), sub="Vance Joy")
        if queue:
            s.add(None, None, "Recycler", "songs_list", x=(0, 1080), y=283, h=1600, scroll=True, focusable=True)
            for title, artist, sec in tracks:
                y = s.row(160)
                s.add(title, None, "TextView", "title", x=(168, 880), y=y + 25, h=66, click=True, sel=title == "Riptide")
                s.add(f"{artist} · {mmss(sec)}", None, "TextView", "subtitle", x=(168, 880), y=y + 95, h=50)
        else:
            s.add(None, "Cover art", "ImageView", "cover", x=(90, 990), y=s.row(960) + 40, h=900)
        s.add(mmss(player["pos"]), None, "TextView", "time", x=(42, 200), y=1900, h=56)
        s.add(None, "Playback position", "SeekBar", "timeline", x=(42, 1038), y=1960, h=70, click=True)
        s.add("3:24", None, "TextView", "length", x=(880, 1038), y=1900, h=56)
        for i, (d, r) in enumerate((("Shuffle", "playlist_shuffle"), ("Previous", "previous"), ("Play" if not player["playing"] else "Pause", "play_pause"),
                                    ("Next", "next"), ("Repeat", "repeat"))):
            s.add(None, d, "ImageView", r, x=(42 + i * 200, 222 + i * 200), y=2080, h=160, click=True)
        return s

    t.start(playlists())
    t.click("Road trip", playlist())
    player.update(on=True, playing=True, pos=1)
    t.click("Riptide", playlist())
    player.update(playing=False, pos=3)
    tracks[4] = ("Shotgun", "George Ezra", 201)  # planted
    t.click("Pause", playlist())
    t.click("Expand player", full())
    t.tick()
    t.click("Play queue", full(queue=True))
    t.click("Play queue", full())
    rs.add("android", "h59-android-16", system("VLC for Android (org.videolan.vlc) on the Playlists tab"), t.turns, state=t.state,
           bad=True, turn=3, kind="Track 5 of the Road trip playlist is 'Budapest – George Ezra 3:20' in turns 1-2 but 'Shotgun – George Ezra 3:21' at turn 3; pausing cannot edit the playlist.")


# ---------------------------------------------------------------- 17 Camera + Photos (clean)
@traj
def t17(rs: RowSet) -> None:
    cam, ph = "com.google.android.GoogleCamera", "com.google.android.apps.photos"
    t = T("16:18", 58)
    today = [("4:18:02 PM", "PXL_20241019_161802114.jpg", "2.9 MB"), ("3:50:34 PM", "PXL_20241019_155034871.jpg", "3.1 MB"),
             ("3:49:57 PM", "PXL_20241019_154957102.jpg", "3.3 MB"), ("12:05:41 PM", "PXL_20241019_120541660.jpg", "2.4 MB")]
    shots = today[1:]
    trash: list[tuple[str, str, str]] = []

    def camera() -> Scr:
        s = Scr(t, cam)
        s.add(None, "Settings", "ImageButton", "options_button", x=(42, 168), y=160, h=126, click=True)
        s.add(None, "Camera viewfinder", "View", "preview_frame", x=(0, 1080), y=300, h=1440, click=True)
        for i, z in enumerate(("0.5x", "1x", "2x")):
            s.add(z, f"Zoom {z}", "Button", "zoom_button", x=(330 + i * 140, 450 + i * 140), y=1580, h=110, click=True, sel=z == "1x")
        for i, m in enumerate(("Night Sight", "Portrait", "Photo", "Video", "Modes")):
            s.add(m, None, "TextView", "mode_switcher_item", x=(40 + i * 205, 235 + i * 205), y=1790, h=80, click=True, sel=m == "Photo")
        last = shots[0][0].rsplit(":", 1)[0] + " " + shots[0][0].split()[-1]
        s.add(None, f"Open latest photo, taken Oct 19, {last}", "ImageView", "thumbnail_button", x=(90, 250), y=2000, h=160, click=True)
        s.add(None, "Shutter", "ImageButton", "shutter_button", x=(430, 650), y=1970, h=220, click=True)
        s.add(None, "Switch to front camera", "ImageButton", "camera_switch_button", x=(830, 990), y=2000, h=160, click=True)
        return s

    def viewer(shot: tuple[str, str, str], info: bool = False, dialog: bool = False, snack: bool = False) -> Scr:
        s = Scr(t, ph)
        y = s.row(150)
        s.add(None, "Back", "ImageButton", "back_button", x=(0, 147), y=y, h=147, click=True)
        hm = shot[0].rsplit(":", 1)[0] + " " + shot[0].split()[-1]
        s.add("Today", None, "TextView", "title", x=(189, 700), y=y + 20, h=60)
        s.add(hm, None, "TextView", "subtitle", x=(189, 700), y=y + 85, h=50)
        s.add(None, "Favorite", "ImageButton", "favorite", x=(828, 954), y=y + 10, h=126, click=True)
        s.add(None, "More options", "ImageButton", "overflow", x=(954, 1080), y=y + 10, h=126, click=True)
        s.add(None, f"Photo taken on Oct 19, 2024 {shot[0]}", "ImageView", "photo_view", x=(0, 1080), y=300, h=1100 if info else 1800, click=True)
        if info:
            s.add("Sat, Oct 19, 2024 · " + hm, None, "TextView", "details_date", x=(63, 1017), y=1430, h=66)
            s.add(shot[1], None, "TextView", "details_filename", x=(168, 1017), y=1530, h=60)
            s.add(f"12.5MP · 4080 × 3072 · {shot[2]}", None, "TextView", "details_size", x=(168, 1017), y=1595, h=50)
            s.add("Google Pixel 6", None, "TextView", "details_camera", x=(168, 1017), y=1680, h=60)
            s.add("ƒ/1.85 · 1/120 · 6.81mm · ISO89", None, "TextView", "details_exposure", x=(168, 1017), y=1745, h=50)
            s.add("Lisbon, Portugal", None, "TextView", "details_location", x=(168, 1017), y=1830, h=60)
        for i, b in enumerate(("Share", "Edit", "Lens", "Delete")):
            s.add(b, None, "Button", f"{b.lower()}_button", x=(40 + i * 255, 280 + i * 255), y=2150, h=150, click=True)
        if dialog:
            s.add("Move to trash?", None, "TextView", "alertTitle", x=(105, 975), y=880, h=80)
            s.add("Items in trash are deleted forever after 60 days. Removing from this device also removes it from your Google Account and synced devices.",
                  None, "TextView", "android:id/message", x=(105, 975), y=980, h=220)
            s.add("Cancel", None, "Button", "android:id/button2", x=(480, 700), y=1230, h=110, click=True)
            s.add("Move to trash", None, "Button", "android:id/button1", x=(720, 975), y=1230, h=110, click=True)
        if snack:
            snackbar(s, "Moved to trash", "Undo")
        return s

    def tabs(s: Scr, cur: str) -> None:
        for i, tab in enumerate(("Photos", "Search", "Sharing", "Library")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 270, i * 270 + 270), y=2232, h=168, click=True, sel=tab == cur)

    def grid() -> Scr:
        s = Scr(t, ph)
        toolbar(s, "Google Photos", nav=None, icons=("Notifications", "Account and settings"))
        s.add(None, None, "Recycler", "recycler_view", x=(0, 1080), y=283, h=1949, scroll=True, focusable=True)
        s.add("Today", None, "TextView", "date_header", x=(42, 600), y=s.row(100) + 25, h=60)
        for i, sh in enumerate(shots):
            s.add(None, f"Photo taken on Oct 19, 2024 {sh[0]}", "ImageView", "photo", x=(i % 4 * 270, i % 4 * 270 + 268), y=s.y + i // 4 * 270, h=268, click=True, long=True)
        s.y += 280
        s.add("Yesterday", None, "TextView", "date_header", x=(42, 600), y=s.row(100) + 25, h=60)
        for i, hm in enumerate(("8:41:10 PM", "7:02:55 PM", "6:59:03 PM", "1:17:29 PM", "1:16:48 PM")):
            s.add(None, f"Photo taken on Oct 18, 2024 {hm}", "ImageView", "photo", x=(i % 4 * 270, i % 4 * 270 + 268), y=s.y + i // 4 * 270, h=268, click=True, long=True)
        tabs(s, "Photos")
        return s

    def library() -> Scr:
        s = Scr(t, ph)
        toolbar(s, "Library", nav=None, icons=("Search", "Account and settings"))
        for i, b in enumerate(("Favorites", "Archive", "Trash", "Utilities")):
            s.add(b, None, "Button", "utility_button", x=(42 + (i % 2) * 510, 528 + (i % 2) * 510), y=320 + (i // 2) * 170, h=150, click=True)
        s.add("Photos on device", None, "TextView", "section_title", x=(42, 1017), y=700, h=66)
        for i, (a, n) in enumerate((("Camera", "1,283 items"), ("Screenshots", "214 items"), ("Download", "37 items"), ("WhatsApp Images", "902 items"))):
            s.add(a, None, "TextView", "album_title", x=(42 + (i % 2) * 510, 528 + (i % 2) * 510), y=1260 + (i // 2) * 560, h=60, click=True)
            s.add(n, None, "TextView", "album_count", x=(42 + (i % 2) * 510, 528 + (i % 2) * 510), y=1325 + (i // 2) * 560, h=50)
        tabs(s, "Library")
        return s

    def trash_screen() -> Scr:
        s = Scr(t, ph)
        toolbar(s, "Trash", icons=("More options",))
        s.add("Items are permanently deleted after 60 days", None, "TextView", "trash_banner", x=(63, 1017), y=s.row(140) + 30, h=90)
        for i, sh in enumerate(trash):
            s.add(None, f"Photo taken on Oct 19, 2024 {sh[0]}", "ImageView", "photo", x=(i * 270, i * 270 + 268), y=s.y, h=268, click=True, long=True)
            s.add("60 days", None, "TextView", "days_left", x=(i * 270 + 20, i * 270 + 250), y=s.y + 200, h=50)
        return s

    t.start(camera())
    shots.insert(0, today[0])
    t.click("Shutter", camera())
    t.click("thumbnail_button", viewer(today[0]))
    t.click("More options", viewer(today[0], info=True))
    t.click("Delete", viewer(today[0], info=True, dialog=True))
    shots.pop(0)
    trash.append(today[0])
    t.tick()
    t.click("Move to trash", viewer(today[1], snack=True))
    t.back(camera())
    t.tick()
    t.open("Photos", grid())
    t.click("Library", library())
    t.tick()
    t.click("Trash", trash_screen())
    rs.add("android", "h59-android-17", system("the Pixel Camera app (com.google.android.GoogleCamera) in Photo mode"), t.turns, state=t.state)


# ---------------------------------------------------------------- 18 Tasks (clean)
@traj
def t18(rs: RowSet) -> None:
    pkg = "org.tasks"
    t = T("10:21", 76)
    tasks = [["Submit expense report", (10, 21), "Q3 travel: Lisbon offsite, receipts are in Drive/Expenses"],
             ["Renew passport", (10, 25), "Appointment needed, bring old passport + 2 photos"],
             ["Buy birthday gift for Lena", (10, 30), ""],
             ["Call plumber about boiler", None, "Pressure drops overnight"],
             ["Book flu shot", None, ""]]
    done: list[tuple[str, str]] = []
    st = {"show_completed": False}
    wd = {20: "Sun", 21: "Mon", 22: "Tue", 23: "Wed", 24: "Thu", 25: "Fri", 26: "Sat"}

    def rel(d: tuple[int, int] | None) -> str | None:
        if d is None:
            return None
        if d[1] == 20:
            return "Tomorrow"
        return wd[d[1]] if d[1] in wd else f"Oct {d[1]}"

    def full(d: tuple[int, int] | None) -> str:
        if d is None:
            return "No date"
        names = {20: "Sun", 21: "Mon", 25: "Fri", 30: "Wed"}
        return f"{names[d[1]]}, Oct {d[1]}"

    def listing(menu: bool = False, snack: str | None = None) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "My Tasks", nav="Open navigation drawer", icons=("Search", "More options"))
        s.add(None, None, "Recycler", "recycler_view", x=(0, 1080), y=283, h=1949, scroll=True, focusable=True)
        for title, due, _ in sorted(tasks, key=lambda x: (x[1] is None, x[1] or (0, 0))):
            y = s.row(160 if due else 130)
            s.add(None, "Complete task", "CheckBox", "completeBox", x=(30, 150), y=y + 20, h=100, check=False)
            s.add(title, None, "TextView", "title", x=(168, 1017), y=y + 25, h=66, click=True, long=True)
            if due:
                s.add(rel(due), None, "TextView", "due_date", x=(168, 600), y=y + 95, h=50)
        if st["show_completed"] and done:
            s.add(f"Completed ({len(done)})", None, "TextView", "header_title", x=(63, 1017), y=s.row(110) + 25, h=60, click=True)
            for title, when in done:
                y = s.row(160)
                s.add(None, "Complete task", "CheckBox", "completeBox", x=(30, 150), y=y + 20, h=100, check=True)
                s.add(title, None, "TextView", "title", x=(168, 1017), y=y + 25, h=66, click=True, long=True)
                s.add(f"Completed {when}", None, "TextView", "completion_date", x=(168, 700), y=y + 95, h=50)
        s.add(None, "Create new task", "ImageButton", "fab", x=(870, 1017), y=2050, h=147, click=True)
        if menu:
            for i, (m, ck) in enumerate((("Sort", None), ("Show completed", st["show_completed"]), ("Show unstarted", True), ("Clear completed", None),
                                         ("List settings", None))):
                s.add(m, None, "CheckBox" if ck is not None else "TextView", "android:id/title", x=(500, 1050), y=160 + i * 126, h=126,
                      click=True, check=ck)
        if snack:
            snackbar(s, snack, "Undo")
        return s

    def edit(title: str, due: tuple[int, int] | None, desc: str, focus: bool = False, sheet: bool = False) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "", nav="Save", icons=("Delete task", "More options"))
        s.add(title or None, None, "EditText", "title", x=(168, 1017), y=s.row(170) + 20, h=130, edit=True, focus=focus, hint="Task name")
        for label, val in (("Due date", full(due)), ("Priority", "None"), ("Description", desc or None), ("Reminders", "When due" if due else "Add reminder"),
                           ("Repeat", "Does not repeat"), ("Tags", "Add tags"), ("List", "My Tasks")):
            y = s.row(150)
            s.add(val, label, "TextView", f"{label.lower().replace(' ', '_')}_row", x=(168, 1017), y=y + 40, h=70, click=True)
        if sheet:
            s.add("Due date", None, "TextView", "sheet_title", x=(63, 1017), y=1500, h=80)
            for i, o in enumerate(("Today", "Tomorrow", "Next week", "Pick date")):
                s.add(o, None, "Chip", "shortcut", x=(42 + (i % 2) * 510, 528 + (i % 2) * 510), y=1620 + (i // 2) * 150, h=120, click=True)
            s.add("OK", None, "Button", "android:id/button1", x=(790, 1017), y=2000, h=110, click=True)
        return s

    t.start(listing())
    t.click("Create new task", edit("", None, "", focus=True))
    t.tick()
    t.type("title", "Return library books", edit("Return library books", None, "", focus=True))
    t.click("Due date", edit("Return library books", None, "", sheet=True))
    t.click("Tomorrow", edit("Return library books", (10, 20), ""))
    tasks.append(["Return library books", (10, 20), ""])
    t.tick()
    t.click("Save", listing())
    plumber = tasks.pop(3)
    done.append((plumber[0], ampm(t.min)))
    t.click("Complete task", listing(snack="“Call plumber about boiler” completed"), nth=4)
    t.click("More options", listing(menu=True))
    st["show_completed"] = True
    t.click("Show completed", listing())
    t.tick()
    t.click("Submit expense report", edit(tasks[0][0], tasks[0][1], tasks[0][2]))
    t.type("title", "Submit expense report (Q3 travel)", edit("Submit expense report (Q3 travel)", tasks[0][1], tasks[0][2], focus=True))
    tasks[0][0] = "Submit expense report (Q3 travel)"
    t.tick()
    t.back(listing())
    rs.add("android", "h59-android-18", system("Tasks.org (org.tasks) on the 'My Tasks' list"), t.turns, state=t.state)


# ---------------------------------------------------------------- 19 Duolingo (bad: the join date on the profile changes)
@traj
def t19(rs: RowSet) -> None:
    pkg = "com.duolingo"
    t = T("21:37", 29)
    prof = {"joined": "Joined March 2019"}

    def tabs(s: Scr, cur: str) -> None:
        for i, tab in enumerate(("Learn", "Leaderboards", "Quests", "Profile", "Shop")):
            s.add(None, tab, "FrameLayout", "tab_" + tab.lower(), x=(i * 216, i * 216 + 216), y=2232, h=168, click=True, sel=tab == cur)

    def stats(s: Scr) -> None:
        y = s.row(150)
        for i, (txt, d) in enumerate((("", "Portuguese"), ("87", "87 day streak"), ("1,240", "1240 gems"), ("5", "5 hearts"))):
            s.add(txt or None, d, "TextView", None, x=(42 + i * 260, 262 + i * 260), y=y + 30, h=90, click=True)

    def learn(popup: bool = False) -> Scr:
        s = Scr(t, pkg)
        stats(s)
        y = s.row(200)
        s.add("SECTION 2, UNIT 14", None, "TextView", None, x=(63, 900), y=y + 30, h=56)
        s.add("Describe your home", None, "TextView", None, x=(63, 900), y=y + 95, h=80)
        s.add(None, "Guidebook", "ImageButton", None, x=(912, 1038), y=y + 40, h=120, click=True)
        for i, d in enumerate(("Lesson 1, completed", "Lesson 2, completed", "Lesson 3, start", "Lesson 4, locked", "Story, locked", "Unit review, locked")):
            s.add(None, d, "Button", None, x=(380 + (i % 3 - 1) * 150, 560 + (i % 3 - 1) * 150), y=620 + i * 240, h=180, click=True)
        if popup:
            s.add("Describe your home", None, "TextView", None, x=(120, 960), y=1300, h=70)
            s.add("Lesson 3 of 5", None, "TextView", None, x=(120, 960), y=1380, h=56)
            s.add("START +10 XP", None, "Button", None, x=(120, 960), y=1470, h=130, click=True)
        tabs(s, "Learn")
        return s

    def profile() -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add("Profile", None, "TextView", None, x=(63, 700), y=y + 40, h=70)
        s.add(None, "Settings", "ImageButton", None, x=(912, 1038), y=y + 15, h=120, click=True)
        s.add(None, "Avatar", "ImageView", None, x=(700, 1017), y=s.y + 20, h=300)
        s.add("Tomás Reyes", None, "TextView", None, x=(63, 680), y=s.row(90) + 20, h=70)
        s.add("@tomreyes91", None, "TextView", None, x=(63, 680), y=s.row(70), h=56)
        s.add(prof["joined"], None, "TextView", None, x=(63, 680), y=s.row(70), h=56)
        y = s.row(110)
        s.add("12 Following", None, "TextView", None, x=(63, 380), y=y + 25, h=60, click=True)
        s.add("15 Followers", None, "TextView", None, x=(400, 720), y=y + 25, h=60, click=True)
        s.add(None, "Portuguese, English", "ImageView", None, x=(800, 1017), y=y + 20, h=70)
        s.add("Statistics", None, "TextView", None, x=(63, 1017), y=s.row(120) + 40, h=66)
        for i, (v, k) in enumerate((("87", "Day streak"), ("15,230", "Total XP"), ("Sapphire", "Current league"), ("4", "Top 3 finishes"))):
            x0, y0 = 42 + (i % 2) * 510, s.y + (i // 2) * 200
            s.add(v, None, "TextView", None, x=(x0 + 110, x0 + 480), y=y0 + 30, h=70)
            s.add(k, None, "TextView", None, x=(x0 + 110, x0 + 480), y=y0 + 105, h=50)
        s.y += 420
        s.add("Achievements", None, "TextView", None, x=(63, 700), y=s.row(110) + 30, h=66)
        s.add("VIEW ALL", None, "Button", None, x=(780, 1017), y=s.y - 90, h=80, click=True)
        for a, lv in (("Wildfire", "Level 9 · Reach a 100 day streak"), ("Sage", "Level 8 · Earn 20000 XP")):
            y = s.row(170)
            s.add(a, None, "TextView", None, x=(250, 1017), y=y + 25, h=66)
            s.add(lv, None, "TextView", None, x=(250, 1017), y=y + 95, h=50)
        tabs(s, "Profile")
        return s

    def lesson(keyboard: bool = False, typed: str = "", checked: bool = False, dialog: bool = False) -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(None, "Quit", "ImageButton", None, x=(20, 146), y=y + 15, h=120, click=True)
        s.add(None, "Lesson progress 1 of 15", "ProgressBar", None, x=(170, 900), y=y + 55, h=40)
        s.add("5", "5 hearts", "TextView", None, x=(920, 1050), y=y + 30, h=90)
        s.add("Translate this sentence", None, "TextView", None, x=(63, 1017), y=s.row(140) + 40, h=80)
        s.add(None, "Play audio", "ImageButton", None, x=(63, 210), y=s.y + 20, h=140, click=True)
        s.add("A menina bebe água.", None, "TextView", None, x=(240, 1017), y=s.row(190) + 50, h=80, click=True)
        if keyboard:
            s.add(typed or None, None, "EditText", None, x=(63, 1017), y=s.row(420) + 20, h=380, edit=True, focus=not checked, hint="Type in English")
            s.add("USE WORD BANK", None, "Button", None, x=(63, 600), y=s.row(120) + 10, h=100, click=True)
        else:
            for i, w in enumerate(("girl", "milk", "The", "eats", "water", "drinks", "boy")):
                s.add(w, None, "Button", None, x=(63 + (i % 4) * 240, 283 + (i % 4) * 240), y=s.y + 200 + (i // 4) * 140, h=120, click=True)
            s.y += 520
            s.add("USE KEYBOARD", None, "Button", None, x=(63, 600), y=s.row(120) + 10, h=100, click=True)
        if checked:
            s.add("Nice job!", None, "TextView", None, x=(63, 1017), y=1820, h=80)
            s.add("CONTINUE", None, "Button", None, x=(63, 1017), y=2100, h=150, click=True)
        else:
            s.add("CHECK", None, "Button", None, x=(63, 1017), y=2100, h=150, click=True, enabled=bool(typed))
        if dialog:
            s.add("Wait, don't go! You'll lose your progress if you quit now", None, "TextView", None, x=(63, 1017), y=1500, h=160)
            s.add("KEEP LEARNING", None, "Button", None, x=(63, 1017), y=1700, h=150, click=True)
            s.add("END SESSION", None, "Button", None, x=(63, 1017), y=1880, h=130, click=True)
        return s

    def league() -> Scr:
        s = Scr(t, pkg)
        s.add("Sapphire League", None, "TextView", None, x=(63, 1017), y=s.row(200) + 60, h=90)
        s.add("Top 10 advance to the next league", None, "TextView", None, x=(63, 1017), y=s.row(70), h=56)
        s.add("2 days", None, "TextView", None, x=(63, 1017), y=s.row(70), h=56)
        for i, (n, xp) in enumerate((("Ana Beatriz", "1,084 XP"), ("kenji_m", "902 XP"), ("Lucía P.", "655 XP"), ("Oskar", "540 XP"),
                                     ("Tomás Reyes", "312 XP"), ("mira.lernt", "298 XP"), ("Dev", "240 XP"))):
            y = s.row(150)
            s.add(str(i + 1), None, "TextView", None, x=(42, 120), y=y + 40, h=66)
            s.add(n, None, "TextView", None, x=(280, 760), y=y + 40, h=66, sel=n == "Tomás Reyes")
            s.add(xp, None, "TextView", None, x=(780, 1017), y=y + 40, h=66)
        tabs(s, "Leaderboards")
        return s

    t.start(learn())
    t.click("Profile", profile())
    t.click("Learn", learn())
    t.click("Lesson 3, start", learn(popup=True))
    t.tick()
    t.click("START +10 XP", lesson())
    t.click("USE KEYBOARD", lesson(keyboard=True))
    t.tick()
    t.type("Type in English", "The girl drinks water", lesson(keyboard=True, typed="The girl drinks water"))
    t.click("CHECK", lesson(keyboard=True, typed="The girl drinks water", checked=True))
    t.click("Quit", lesson(keyboard=True, typed="The girl drinks water", checked=True, dialog=True))
    t.tick()
    t.click("END SESSION", learn())
    t.click("Leaderboards", league())
    prof["joined"] = "Joined May 2019"  # planted
    t.click("Profile", profile())
    rs.add("android", "h59-android-19", system("Duolingo (com.duolingo) on the Learn tab, course Portuguese"), t.turns, state=t.state,
           bad=True, turn=11, kind="The profile says 'Joined May 2019' at turn 11 but 'Joined March 2019' at turn 1; a join date cannot change.")


# ---------------------------------------------------------------- 20 Retro Music (clean)
@traj
def t20(rs: RowSet) -> None:
    pkg = "code.name.monkey.retromusic"
    t = T("22:05", 38)
    songs = [("Clair de Lune", "Claude Debussy", 302), ("Comptine d'un autre été", "Yann Tiersen", 140), ("Experience", "Ludovico Einaudi", 315),
             ("Gymnopédie No. 1", "Erik Satie", 185), ("Hallelujah", "Jeff Buckley", 413), ("Holocene", "Bon Iver", 336),
             ("Nuvole Bianche", "Ludovico Einaudi", 357), ("River Flows in You", "Yiruma", 188), ("Saturn", "Sleeping At Last", 289),
             ("Says", "Nils Frahm", 498), ("Svefn-g-englar", "Sigur Rós", 604)]
    focus = [("Says", "Nils Frahm", 498), ("Nuvole Bianche", "Ludovico Einaudi", 357), ("Experience", "Ludovico Einaudi", 315),
             ("An Ending (Ascent)", "Brian Eno", 266), ("Avril 14th", "Aphex Twin", 125), ("Weightless", "Marconi Union", 480),
             ("Near Light", "Ólafur Arnalds", 390), ("Opus 23", "Dustin O'Halloran", 216)]
    pl = {"Chill": [14, 3524], "Focus": [22, 5670], "Road trip": [9, 2134]}
    cur: dict[str, Any] = {"song": None, "pos": 0, "playing": False}

    def hms(sec: int) -> str:
        return f"{sec // 3600}:{sec % 3600 // 60:02d}:{sec % 60:02d}" if sec >= 3600 else mmss(sec)

    def tabs(s: Scr, sel: str) -> None:
        for i, tab in enumerate(("For You", "Songs", "Albums", "Artists", "Playlists")):
            s.add(tab, None, "FrameLayout", "navigation_bar_item_large_label_view", x=(i * 216, i * 216 + 216), y=2232, h=168, click=True, sel=tab == sel)

    def mini(s: Scr) -> None:
        if cur["song"]:
            s.add(None, None, "FrameLayout", "miniPlayerFragment", x=(0, 1080), y=2070, h=162, click=True)
            s.add(f"{cur['song'][0]} • {cur['song'][1]}", None, "TextView", "miniPlayerTitle", x=(168, 880), y=2110, h=80)
            s.add(None, "Pause" if cur["playing"] else "Play", "ImageView", "miniPlayerPlayPauseButton", x=(912, 1038), y=2090, h=120, click=True)

    def song_list() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Retro Music", nav=None, icons=("Search", "More options"))
        s.add(None, None, "Recycler", "recyclerView", x=(0, 1080), y=283, h=1787, scroll=True, focusable=True)
        y = s.row(130)
        s.add("Shuffle", None, "Button", "shuffleButton", x=(63, 520), y=y + 15, h=100, click=True)
        s.add(f"{len(songs)} Songs", None, "TextView", "count", x=(560, 1017), y=y + 35, h=60)
        for title, artist, _ in songs:
            if s.y + 150 > 2070:
                break
            y = s.row(150)
            s.add(title, None, "TextView", "title", x=(189, 900), y=y + 25, h=60, click=True, long=True)
            s.add(artist, None, "TextView", "text", x=(189, 900), y=y + 90, h=45)
            s.add(None, "More options", "ImageView", "menu", x=(912, 1038), y=y + 15, h=120, click=True)
        mini(s)
        tabs(s, "Songs")
        return s

    def player(menu: bool = False, dialog: bool = False, toast_msg: str | None = None) -> Scr:
        s = Scr(t, pkg)
        title, artist, dur = cur["song"]
        y = s.row(150)
        s.add(None, "Close", "ImageButton", "playerToolbar_close", x=(0, 147), y=y, h=147, click=True)
        s.add(None, "Add to favorites", "ImageButton", "action_toggle_favorite", x=(702, 828), y=y + 10, h=126, click=True)
        s.add(None, "Lyrics", "ImageButton", "action_show_lyrics", x=(828, 954), y=y + 10, h=126, click=True)
        s.add(None, "More options", "ImageView", None, x=(954, 1080), y=y + 10, h=126, click=True)
        s.add(None, f"{title} album art", "ImageView", "player_image", x=(90, 990), y=s.row(960) + 30, h=900)
        s.add(title, None, "TextView", "title", x=(63, 1017), y=s.row(100) + 20, h=80)
        s.add(artist, None, "TextView", "text", x=(63, 1017), y=s.row(70), h=60)
        y = s.row(140)
        s.add(None, "Seek bar", "SeekBar", "progressSlider", x=(42, 1038), y=y + 10, h=60, click=True)
        s.add(mmss(cur["pos"]), None, "TextView", "songCurrentProgress", x=(63, 260), y=y + 80, h=50)
        s.add(mmss(dur), None, "TextView", "songTotalTime", x=(820, 1017), y=y + 80, h=50)
        y = s.row(220)
        for i, (d, r) in enumerate((("Shuffle", "shuffleButton"), ("Previous", "previousButton"), ("Pause" if cur["playing"] else "Play", "playPauseButton"),
                                    ("Next", "nextButton"), ("Repeat", "repeatButton"))):
            s.add(None, d, "ImageButton", r, x=(42 + i * 200, 222 + i * 200), y=y + 20, h=180, click=True)
        if menu:
            for i, m in enumerate(("Add to playlist", "Sleep timer", "Equalizer", "Details", "Go to album", "Go to artist", "Share")):
                s.add(m, None, "TextView", "android:id/title", x=(500, 1050), y=160 + i * 126, h=126, click=True)
        if dialog:
            s.add("Add to playlist", None, "TextView", "alertTitle", x=(105, 975), y=700, h=80)
            s.add("New playlist", None, "TextView", "playlist_new", x=(105, 975), y=800, h=110, click=True)
            for i, (n, (c, _)) in enumerate(pl.items()):
                s.add(n, None, "TextView", "title", x=(105, 975), y=920 + i * 150, h=70, click=True)
                s.add(f"{c} Songs", None, "TextView", "text", x=(105, 975), y=990 + i * 150, h=50)
        if toast_msg:
            toast(s, toast_msg)
        return s

    def playlists() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Playlists", nav=None, icons=("Search", "More options"))
        s.add(None, None, "Recycler", "recyclerView", x=(0, 1080), y=283, h=1787, scroll=True, focusable=True)
        for n in ("Favorites", "History", "Last added", "Most played"):
            s.add(n, None, "TextView", "title", x=(189, 900), y=s.row(130) + 30, h=66, click=True)
        for n, (c, _) in pl.items():
            y = s.row(150)
            s.add(n, None, "TextView", "title", x=(189, 900), y=y + 25, h=60, click=True, long=True)
            s.add(f"{c} Songs", None, "TextView", "text", x=(189, 900), y=y + 90, h=45)
        mini(s)
        tabs(s, "Playlists")
        return s

    def focus_detail() -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "Focus", icons=("Add songs", "More options"))
        s.add(f"{pl['Focus'][0]} Songs • {hms(pl['Focus'][1])}", None, "TextView", "subtitle", x=(63, 1017), y=s.row(90) + 15, h=60)
        y = s.row(140)
        s.add("Play", None, "Button", "playAction", x=(63, 520), y=y + 20, h=100, click=True)
        s.add("Shuffle", None, "Button", "shuffleAction", x=(560, 1017), y=y + 20, h=100, click=True)
        for title, artist, _ in focus:
            if s.y + 150 > 2070:
                break
            y = s.row(150)
            s.add(title, None, "TextView", "title", x=(189, 900), y=y + 25, h=60, click=True, long=True)
            s.add(artist, None, "TextView", "text", x=(189, 900), y=y + 90, h=45)
        mini(s)
        return s

    t.start(song_list())
    cur.update(song=songs[3], pos=0, playing=True)
    t.click("Gymnopédie No. 1", song_list())
    cur["pos"] = 4
    t.click("miniPlayerFragment", player())
    cur.update(song=songs[4], pos=0)
    t.click("Next", player())
    cur["pos"] = 7
    t.wait(player())
    cur["pos"] = 11
    t.click("More options", player(menu=True))
    cur["pos"] = 14
    t.click("Add to playlist", player(dialog=True))
    pl["Focus"] = [23, 5670 + 413]
    cur["pos"] = 17
    t.click("Focus", player(toast_msg="Inserted 1 songs into playlist Focus"))
    t.tick()
    cur["pos"] = 71
    t.back(song_list())
    cur["pos"] = 74
    t.click("Playlists", playlists())
    cur["pos"] = 78
    t.click("Focus", focus_detail())
    cur.update(song=focus[0], pos=1)
    t.click("shuffleAction", player())
    cur.update(pos=5, playing=False)
    t.click("Pause", player())
    rs.add("android", "h59-android-20", system("Retro Music Player (code.name.monkey.retromusic) on the Songs tab"), t.turns, state=t.state)


# ---------------------------------------------------------------- 21 Google Calendar (bad: deleted event shows again)
@traj
def t21(rs: RowSet) -> None:
    pkg = "com.google.android.calendar"
    t = T("11:14", 81)
    days = [["Sat, Oct 19", [("Farmers market", "10 – 11 AM")]],
            ["Sun, Oct 20", [("Lunch with Inês' parents", "1 – 3 PM")]],
            ["Mon, Oct 21", [("Team standup", "9:30 – 9:45 AM"), ("Sprint planning", "10 – 11:30 AM")]],
            ["Tue, Oct 22", [("Yoga", "7 – 8 PM")]],
            ["Wed, Oct 23", [("Dentist – Dr. Okafor", "2:15 – 3 PM"), ("1:1 with Priya", "4 – 4:30 PM")]],
            ["Thu, Oct 24", [("Flight to Berlin (TP 526)", "7:55 AM – 12:20 PM")]],
            ["Fri, Oct 25", [("Check-in at Dana's", "3 – 4 PM")]]]
    details = {
        "Dentist – Dr. Okafor": ("Wednesday, October 23 · 2:15 – 3:00 PM", None, "Clínica Sorriso, Rua Castilho 12, Lisboa", "1 hour before",
                                 "Cleaning + check the upper left filling"),
        "Yoga": ("Tuesday, October 22 · 7:00 – 8:00 PM", "Weekly on Tuesday", "Studio Prana, Rua da Graça 44, Lisboa", "30 minutes before",
                 "Bring own mat"),
    }

    def schedule(snack: bool = False, fab: bool = False) -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(None, "Show Calendar List and Settings drawer", "ImageButton", None, x=(0, 147), y=y, h=147, click=True)
        s.add("October", None, "TextView", "date_picker_text_view", x=(168, 560), y=y + 40, h=70, click=True)
        s.add(None, "Search", "ImageButton", "action_search", x=(640, 766), y=y + 10, h=126, click=True)
        s.add(None, "Jump to Today", "ImageButton", "action_today", x=(766, 892), y=y + 10, h=126, click=True)
        s.add(None, "Account: tomas.reyes91@gmail.com", "ImageButton", "og_apd_internal_image_view", x=(912, 1038), y=y + 10, h=126, click=True)
        s.add(None, None, "Recycler", "timely_list_view", x=(0, 1080), y=s.y, h=2232 - s.y, scroll=True, focusable=True)
        for day, evs in days:
            if s.y + 90 + 140 * len(evs) > 2232:
                break
            s.add(day, None, "TextView", "day_header", x=(42, 1017), y=s.row(90) + 20, h=60)
            for title, when in evs:
                y = s.row(140)
                s.add(f"{title}, {when}", None, "View", None, x=(180, 1038), y=y + 10, h=120, click=True, focusable=True)
                s.add(title, None, "TextView", None, x=(210, 1017), y=y + 20, h=56)
                s.add(when, None, "TextView", None, x=(210, 1017), y=y + 78, h=46)
        s.add(None, "Create new event", "ImageButton", "floating_action_button", x=(870, 1017), y=2050, h=147, click=True)
        if fab:
            for i, k in enumerate(("Birthday", "Task", "Event")):
                s.add(k, None, "TextView", "speed_dial_label", x=(600, 860), y=1500 + i * 170, h=80, click=True)
        if snack:
            snackbar(s, "Event deleted", "Undo")
        for i, tab in enumerate(("Schedule", "Day", "3 days", "Week", "Month")):
            s.add(tab, None, "FrameLayout", "view_switcher_item", x=(i * 216, i * 216 + 216), y=2232, h=168, click=True, sel=tab == "Schedule")
        return s

    def event(title: str, menu: bool = False, dialog: bool = False) -> Scr:
        when, rep, loc, notif, desc = details[title]
        s = Scr(t, pkg)
        toolbar(s, "", nav="Close", icons=("Edit event", "More options"))
        s.add(title, None, "TextView", "title", x=(168, 1017), y=s.row(150) + 30, h=90)
        s.add(when, None, "TextView", "when", x=(168, 1017), y=s.row(80), h=60)
        if rep:
            s.add(rep, None, "TextView", "recurrence", x=(168, 1017), y=s.row(70), h=56)
        for val, res in ((loc, "location"), (notif, "notification"), (desc, "description"), ("tomas.reyes91@gmail.com", "calendar")):
            s.add(val, None, "TextView", res, x=(168, 1017), y=s.row(140) + 30, h=80, click=res == "location")
        if menu:
            for i, m in enumerate(("Delete", "Duplicate")):
                s.add(m, None, "TextView", "android:id/title", x=(600, 1050), y=160 + i * 126, h=126, click=True)
        if dialog:
            s.add("Delete this event?", None, "TextView", "android:id/message", x=(105, 975), y=980, h=100)
            s.add("Cancel", None, "Button", "android:id/button2", x=(480, 700), y=1130, h=110, click=True)
            s.add("Delete", None, "Button", "android:id/button1", x=(720, 975), y=1130, h=110, click=True)
        return s

    def new_event() -> Scr:
        s = Scr(t, pkg)
        y = s.row(150)
        s.add(None, "Close", "ImageButton", None, x=(0, 147), y=y, h=147, click=True)
        s.add("Save", None, "Button", "save", x=(830, 1038), y=y + 25, h=100, click=True)
        s.add(None, None, "EditText", "title", x=(168, 1017), y=s.row(170) + 20, h=130, edit=True, focus=True, hint="Add title")
        y = s.row(120)
        s.add("All-day", None, "TextView", None, x=(168, 700), y=y + 30, h=60)
        s.add("OFF", None, "Switch", "all_day_switch", x=(891, 1017), y=y + 25, h=80, check=False)
        for d, tm in (("Sat, Oct 19, 2024", "12:00 PM"), ("Sat, Oct 19, 2024", "1:00 PM")):
            y = s.row(120)
            s.add(d, None, "TextView", "date", x=(168, 700), y=y + 30, h=60, click=True)
            s.add(tm, None, "TextView", "time", x=(760, 1017), y=y + 30, h=60, click=True)
        for v in ("Western European Summer Time", "Does not repeat", "Add people", "Add location", "30 minutes before", "Default color", "Add description"):
            s.add(v, None, "TextView", None, x=(168, 1017), y=s.row(130) + 30, h=70, click=True)
        return s

    t.start(schedule())
    dent = "Dentist – Dr. Okafor, 2:15 – 3 PM"
    t.click(dent, event("Dentist – Dr. Okafor"))
    t.click("More options", event("Dentist – Dr. Okafor", menu=True))
    t.click("Delete", event("Dentist – Dr. Okafor", dialog=True))
    removed = days[4][1].pop(0)
    t.tick()
    t.click("Delete", schedule(snack=True))
    t.click("Yoga, 7 – 8 PM", event("Yoga"))
    days[4][1].insert(0, removed)  # planted
    t.tick()
    t.back(schedule())
    t.click("Create new event", schedule(fab=True))
    t.click("Event", new_event())
    rs.add("android", "h59-android-21", system("Google Calendar (com.google.android.calendar) in Schedule view"), t.turns, state=t.state,
           bad=True, turn=6, kind="The dentist appointment deleted at turn 4 (gone from the schedule at turn 4) is listed again on Wed, Oct 23 at turn 6.")


# ---------------------------------------------------------------- 22 Simple Draw Pro (bad: brush colour hex digits swapped)
@traj
def t22(rs: RowSet) -> None:
    pkg = "com.simplemobiletools.draw.pro"
    t = T("17:01", 67)
    st = {"brush": "D32F2F", "recent": ["1E88E5", "FFC107", "000000"]}

    def main(menu: bool = False, toast_msg: str | None = None) -> Scr:
        s = Scr(t, pkg)
        toolbar(s, "", nav=None, icons=("Undo", "Redo", "Save", "More options"))
        s.add(None, "Drawing canvas", "View", "my_canvas", x=(0, 1080), y=283, h=1750, click=True, long=True)
        s.add(None, "Eraser", "ImageView", "eraser", x=(30, 156), y=2100, h=126, click=True)
        s.add(None, "Brush size", "SeekBar", "stroke_width_bar", x=(180, 880), y=2120, h=90, click=True)
        s.add(None, "Change color", "ImageView", "color_picker", x=(912, 1038), y=2100, h=126, click=True)
        if menu:
            for i, m in enumerate(("Share", "Clear", "Open file", "Change background color", "Settings", "About")):
                s.add(m, None, "TextView", "android:id/title", x=(450, 1050), y=160 + i * 126, h=126, click=True)
        if toast_msg:
            toast(s, toast_msg)
        return s

    def picker(hexv: str, title: str = "Change color", focus: bool = False) -> Scr:
        s = main()
        s.add(title, None, "TextView", "alertTitle", x=(63, 1017), y=420, h=80)
        s.add(None, "Saturation and value", "View", "color_picker_square", x=(63, 880), y=520, h=820, click=True)
        s.add(None, "Hue", "View", "color_picker_hue", x=(920, 1017), y=520, h=820, click=True)
        s.add(None, f"Old color #{st['brush'] if title == 'Change color' else 'FFFFFF'}", "ImageView", "color_picker_old_color", x=(63, 520), y=1380, h=120)
        s.add(None, f"New color #{hexv}", "ImageView", "color_picker_new_color", x=(560, 1017), y=1380, h=120)
        s.add("#", None, "TextView", "color_picker_hex_label", x=(63, 120), y=1540, h=90)
        s.add(hexv, None, "EditText", "color_picker_new_hex", x=(130, 600), y=1530, h=110, edit=True, focus=focus)
        for i, r in enumerate(st["recent"]):
            s.add(None, f"Recent color #{r}", "ImageView", "recent_color", x=(63 + i * 140, 183 + i * 140), y=1680, h=120, click=True)
        s.add("CANCEL", None, "Button", "android:id/button2", x=(560, 760), y=1850, h=110, click=True)
        s.add("OK", None, "Button", "android:id/button1", x=(790, 1017), y=1850, h=110, click=True)
        return s

    def save(name: str, focus: bool = False) -> Scr:
        s = main()
        s.add("Save as", None, "TextView", "alertTitle", x=(63, 1017), y=700, h=80)
        s.add(name, None, "EditText", "save_image_filename", x=(63, 1017), y=820, h=130, edit=True, focus=focus, hint="Filename")
        for i, ext in enumerate(("PNG", "SVG", "JPG")):
            s.add(ext, None, "RadioButton", f"save_image_radio_{ext.lower()}", x=(63 + i * 320, 363 + i * 320), y=990, h=100, check=ext == "PNG")
        s.add("Path", None, "TextView", None, x=(63, 400), y=1130, h=56)
        s.add("/storage/emulated/0/Pictures", None, "TextView", "save_image_path", x=(63, 1017), y=1190, h=70, click=True)
        s.add("CANCEL", None, "Button", "android:id/button2", x=(560, 760), y=1330, h=110, click=True)
        s.add("OK", None, "Button", "android:id/button1", x=(790, 1017), y=1330, h=110, click=True)
        return s

    t.start(main())
    t.click("Change color", picker(st["brush"]))
    t.type("color_picker_new_hex", "2E7D32", picker("2E7D32", focus=True))
    st["recent"] = [st["brush"]] + st["recent"][:2]
    st["brush"] = "2E7D32"
    t.click("OK", main())
    t.tick(2)
    t.click("Save", save("image_2024_10_19_17_03_12"))
    t.type("save_image_filename", "floorplan_v2", save("floorplan_v2", focus=True))
    t.click("OK", main(toast_msg="File saved successfully"))
    st["recent"] = ["2E7D32"] + st["recent"][:2]
    t.tick()
    st["brush"] = "2E7D23"  # planted
    t.click("Change color", picker(st["brush"]))
    st["brush"] = "2E7D32"
    t.click("CANCEL", main())
    t.click("More options", main(menu=True))
    t.click("Change background color", picker("FFFFFF", title="Change background color"))
    rs.add("android", "h59-android-22", system("Simple Draw Pro (com.simplemobiletools.draw.pro) with an open canvas"), t.turns, state=t.state,
           bad=True, turn=7, kind="The brush colour was set to #2E7D32 at turns 2-3 but the colour picker reopens showing #2E7D23 as the current colour.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in TRAJ:
        fn(rs)
    ids = list(rs.labels)
    assert ids == [f"h59-android-{i:02d}" for i in range(1, 23)], ids
    assert sum(v["bad"] for v in rs.labels.values()) == 11
    rs.write()


if __name__ == "__main__":
    main()
