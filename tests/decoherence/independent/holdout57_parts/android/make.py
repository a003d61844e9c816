# ruff: noqa: E501
"""Held-out set h57, domain android: 22 AndroidWorld-style trajectories (11 with one contradiction).

Each screen is an AndroidWorld ``UI element N: UIElement(...)`` list built from small element specs;
actions are AndroidWorld JSON actions whose ``index`` is looked up in the previous screen, so the ids
the agent clicks always exist. Totals, durations and conversions are computed here, so the clean
trajectories stay exact, and each bad one changes exactly one detail at its labeled turn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as AndroidWorld `UI element N: UIElement(...)` lines
3. **Android Action**: An AndroidWorld JSON action (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait); `index` refers to the UI element number on the current screen

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

# Content Requirements

Before producing the final answer:
1. Determine whether the action is a screen-changing action or a local-edit action.
2. If it is a screen-changing action, update the screen-level state first: screen identity, title, main heading, visible main content, and any newly loaded or removed UI elements.
3. If it is a local-edit action, preserve the full screen state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged screen state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current screen state representation format exactly: one `UI element N: UIElement(...)` line per element, numbered from 0, with the same fields in the same order.
Do not rewrite the screen state into a different format or a richer internal schema, and do not add fields or Android internals that the current screen state does not have.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative screen state over a partial or truncated one. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYSUI = "com.android.systemui"


def E(k: str, text: str | None = None, desc: str | None = None, res: str | None = None, *, h: int = 84,
      x: tuple[int, int] = (63, 1017), y: int | None = None, same: bool = False, click: bool = False,
      edit: bool = False, check: bool | None = None, sel: bool = False, scroll: bool = False,
      focus: bool = False, hint: str | None = None, pkg: str | None = None, dy: int = 0) -> dict[str, Any]:
    """One element spec; ``y`` places it absolutely, ``same`` puts it on the previous element's row."""
    return {"k": k, "text": text, "desc": desc, "res": res, "h": h, "x": x, "y": y, "same": same,
            "click": click, "edit": edit, "check": check, "sel": sel, "scroll": scroll, "focus": focus,
            "hint": hint, "pkg": pkg, "dy": dy}


def T(text: str | None, res: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("TextView", text, res=res, **kw)


def Bt(text: str | None, res: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("h", 126)
    kw.setdefault("click", True)
    return E("Button", text, res=res, **kw)


def IB(desc: str, res: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("h", 147)
    kw.setdefault("click", True)
    kw.setdefault("x", (21, 168))
    return E("ImageButton", None, desc, res, **kw)


def IV(desc: str | None, res: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("ImageView", None, desc, res, **kw)


def ET(text: str | None, res: str | None = None, hint: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("h", 147)
    return E("EditText", text, res=res, hint=hint, click=True, edit=True, **kw)


def SW(on: bool, res: str = "android:id/switch_widget", **kw: Any) -> dict[str, Any]:
    kw.setdefault("x", (870, 1017))
    kw.setdefault("same", True)
    return E("Switch", "ON" if on else "OFF", res=res, check=on, click=True, **kw)


def CB(on: bool, res: str | None = None, text: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("x", (42, 147))
    return E("CheckBox", text, res=res, check=on, click=True, **kw)


def RB(text: str, on: bool, res: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("h", 147)
    return E("RadioButton", text, res=res, check=on, click=True, **kw)


def RV(res: str, y: int, h: int, k: str = "androidx.recyclerview.widget.RecyclerView", **kw: Any) -> dict[str, Any]:
    return E(k, None, res=res, y=y, h=h, x=(0, 1080), scroll=True, **kw)


def full_class(k: str) -> str:
    return k if "." in k else "android.widget." + k


class Scr:
    """A screen: the status bar plus the app's elements, laid out top to bottom."""

    def __init__(self, pkg: str, clock: str, batt: int, items: list[Any], icons: tuple[str, ...] = ("Wifi signal full.",),
                 top: int = 128) -> None:
        self.pkg = pkg
        flat: list[dict[str, Any]] = []
        for it in items:
            if isinstance(it, list):
                flat.extend(it)
            else:
                flat.append(it)
        self.els: list[dict[str, Any]] = []
        bar = [E("TextView", clock, res="clock", x=(42, 170), y=21, h=84, pkg=SYSUI)]
        ix = 870 - 63 * len(icons)
        for d in icons:
            bar.append(E("ImageView", None, d, None, x=(ix, ix + 52), y=34, h=58, pkg=SYSUI))
            ix += 63
        bar.append(E("ImageView", None, f"Battery {batt} percent.", None, x=(924, 1038), y=34, h=58, pkg=SYSUI))
        cursor, row_top = top, top
        for e in bar + flat:
            e = dict(e)
            if e["y"] is not None:
                y0 = row_top = e["y"]
            elif e["same"]:
                y0 = row_top + e["dy"]
                cursor = max(cursor, y0 + e["h"])
            else:
                y0 = row_top = cursor
                cursor += e["h"]
            e["box"] = (e["x"][0], e["x"][1], y0, y0 + e["h"])
            if y0 < 2337:  # rows pushed below the gesture bar are off screen
                self.els.append(e)

    def find(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.els) if key in (e["text"], e["desc"], e["res"])]
        live = [i for i in hits if self.els[i]["click"] or self.els[i]["edit"]]
        hits = live or hits
        if len(hits) <= nth:
            raise KeyError(key)
        return hits[nth]

    def render(self) -> str:
        out = []
        for i, e in enumerate(self.els):
            pkg = e["pkg"] or self.pkg
            res = e["res"]
            if res is not None and ":" not in res:
                res = f"{pkg}:id/{res}"
            x0, x1, y0, y1 = e["box"]
            out.append(
                f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, "
                f"class_name={full_class(e['k'])!r}, bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1}), "
                f"hint_text={e['hint']!r}, is_checked={bool(e['check'])}, is_checkable={e['check'] is not None}, "
                f"is_clickable={e['click']}, is_editable={e['edit']}, is_focused={e['focus']}, "
                f"is_scrollable={e['scroll']}, is_selected={e['sel']}, package_name={pkg!r}, resource_name={res!r})")
        return "\n".join(out)

    def __str__(self) -> str:
        return self.render()


def click(s: Scr, key: str, nth: int = 0) -> str:
    return droid("click", index=s.find(key, nth))


def lpress(s: Scr, key: str, nth: int = 0) -> str:
    return droid("long_press", index=s.find(key, nth))


def typ(s: Scr, key: str, text: str, nth: int = 0) -> str:
    return droid("input_text", text=text, index=s.find(key, nth))


def scroll(direction: str = "down") -> str:
    return droid("scroll", direction=direction)


BACK = droid("navigate_back")
WAIT = droid("wait")
ENTER = droid("keyboard_enter")


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def hms(sec: int) -> str:
    h, rest = divmod(sec, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else mmss(sec)


def money(v: float) -> str:
    return f"{v:,.2f}"


class Traj:
    """Collects (action, screen) turns; the first screen is the starting state."""

    def __init__(self, start: Scr) -> None:
        self.state = start.render()
        self.cur = start
        self.turns: list[tuple[str, str]] = []

    def step(self, action: str, nxt: Scr) -> None:
        self.turns.append((action, nxt.render()))
        self.cur = nxt


# ---------------------------------------------------------------- 01 Settings (clean)

def t01(rs: RowSet) -> None:
    P = "com.android.settings"

    def home(clock: str, batt: int, hrs: int) -> Scr:
        rows = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                ("Battery", f"{batt}% - About {hrs} hr left"), ("Storage", "54% used - 58.91 GB free"),
                ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
                ("Security & privacy", "App security, device lock, permissions"), ("Location", "On - 9 apps have access to location")]
        items: list[Any] = [T("Settings", "collapsing_toolbar", h=189, x=(63, 1017)),
                            E("LinearLayout", None, "Search settings", "search_action_bar", h=147, click=True),
                            T("Search settings", "search_action_bar_title", same=True, x=(189, 900)),
                            RV("recycler_view", 480, 1920)]
        for t, s in rows:
            items.append(T(t, "android:id/title", x=(189, 1017), h=70, click=True))
            items.append(T(s, "android:id/summary", x=(189, 1017), h=88))
        return Scr(P, clock, batt, items)

    def display(clock: str, batt: int, timeout: str, dark: bool) -> Scr:
        return Scr(P, clock, batt, [
            IB("Navigate up", x=(21, 168)), T("Display", "collapsing_toolbar", h=189),
            RV("recycler_view", 464, 1936),
            T("Brightness", "android:id/title", x=(63, 1017), h=70, y=464), T("Brightness level", "android:id/title", h=70, click=True),
            T("62%", "android:id/summary", h=70),
            T("Adaptive brightness", "android:id/title", h=70, x=(63, 850), click=True), SW(True),
            T("Optimizes your brightness for your surroundings", "android:id/summary", h=88, x=(63, 850)),
            T("Lock display", "android:id/title", h=84),
            T("Lock screen", "android:id/title", h=70, click=True), T("Show all notification content", "android:id/summary", h=70),
            T("Screen timeout", "android:id/title", h=70, click=True), T(f"After {timeout} of inactivity", "android:id/summary", h=70),
            T("Appearance", "android:id/title", h=84),
            T("Dark theme", "android:id/title", h=70, x=(63, 850), click=True), SW(dark),
            T("Will turn on automatically at sunset" if not dark else "Will turn off automatically at sunrise", "android:id/summary", h=70, x=(63, 850)),
            T("Display size and text", "android:id/title", h=70, click=True), T("Font size, bold text, display size", "android:id/summary", h=70),
            T("Other display controls", "android:id/title", h=84),
            T("Auto-rotate screen", "android:id/title", h=70, x=(63, 850), click=True), SW(False),
            T("Smooth Display", "android:id/title", h=70, x=(63, 850), click=True), SW(True),
            T("Automatically raises the refresh rate from 60 to 120 Hz for some content", "android:id/summary", h=88, x=(63, 850)),
        ])

    def timeout_scr(clock: str, batt: int, sel: str) -> Scr:
        opts = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]
        items: list[Any] = [IB("Navigate up"), T("Screen timeout", "collapsing_toolbar", h=189),
                            T("Screen attention", "android:id/title", h=70, x=(63, 850)), SW(False),
                            T("Keeps screen on while you're looking at it", "android:id/summary", h=88, x=(63, 850))]
        for o in opts:
            items.append(RB(o, o == sel, "android:id/radio", x=(63, 1017)))
        items.append(T("Screen timeout settings apply when the phone is not charging", "android:id/summary", h=126))
        return Scr(P, clock, batt, items)

    def battery(clock: str, batt: int, hrs: int) -> Scr:
        return Scr(P, clock, batt, [
            IB("Navigate up"), T("Battery", "collapsing_toolbar", h=189),
            T(f"{batt}%", "usage_summary", h=126), T(f"About {hrs} hr left", "battery_remaining_info", h=70),
            E("ProgressBar", None, None, "battery_progressbar", h=42),
            T("Battery usage", "android:id/title", h=70, click=True), T("View usage for past 24 hours or since last full charge", "android:id/summary", h=88),
            T("Battery Saver", "android:id/title", h=70, click=True), T("Off", "android:id/summary", h=70),
            T("Adaptive preferences", "android:id/title", h=70, click=True), T("Adaptive Battery, adaptive charging", "android:id/summary", h=70),
            T("Battery percentage", "android:id/title", h=70, x=(63, 850), click=True), SW(True),
            T("Show battery percentage in status bar", "android:id/summary", h=70, x=(63, 850)),
            T("Last full charge: 3 hr ago", "android:id/summary", h=126),
        ])

    def usage(clock: str, batt: int) -> Scr:
        apps = [("Screen", "21%", "1 hr 42 min total"), ("Chrome", "14%", "38 min total • 6 min background"),
                ("Maps", "9%", "21 min total • 11 min background"), ("Settings", "6%", "9 min total • less than a minute background"),
                ("YouTube", "5%", "17 min total"), ("Messages", "3%", "6 min total • 2 min background"),
                ("Google Play services", "2%", "44 min background"), ("Camera", "2%", "4 min total")]
        items: list[Any] = [IB("Navigate up"), T("Battery usage", "collapsing_toolbar", h=189),
                            E("Spinner", "Since last full charge", None, "spinner", h=126, click=True),
                            T("Last full charge: 3 hr ago", "android:id/summary", h=70),
                            IV("Battery usage chart", "battery_chart", h=420),
                            T("App usage since last full charge", "android:id/title", h=84)]
        for a, p, d in apps:
            items.append(T(a, "android:id/title", h=70, x=(189, 800), click=True))
            items.append(T(p, "widget_summary", same=True, x=(850, 1017), h=70))
            items.append(T(d, "android:id/summary", h=70, x=(189, 800)))
        return Scr(P, clock, batt, items)

    s0 = home("9:14", 68, 14)
    tr = Traj(s0)
    s = display("9:14", 68, "30 seconds", False)
    tr.step(click(tr.cur, "Display"), s)
    s = timeout_scr("9:15", 68, "30 seconds")
    tr.step(click(tr.cur, "Screen timeout"), s)
    s = timeout_scr("9:15", 68, "2 minutes")
    tr.step(click(tr.cur, "2 minutes"), s)
    s = display("9:15", 68, "2 minutes", False)
    tr.step(BACK, s)
    prev = tr.cur
    s = display("9:16", 68, "2 minutes", True)
    tr.step(droid("click", index=prev.find("Dark theme") + 1), s)
    s = home("9:16", 67, 13)
    tr.step(BACK, s)
    s = battery("9:17", 67, 13)
    tr.step(click(tr.cur, "Battery"), s)
    s = usage("9:17", 67)
    tr.step(click(tr.cur, "Battery usage"), s)
    rs.add("android", "h57-android-01", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 02 Markor (bad: a line of a file changes)

MEETING = """# Sync with Northwind — 2024-06-10

Attendees: Lena Ortiz, Marcus Yi, Priya Raman
Location: Room 4B / Meet link in invite

## Decisions
- Move API cutover to 2024-06-24
- Keep staging on build 4.18.2 until load test passes
- Invoice disputes go to Marcus by Friday 06/14

## Action items
- [ ] Lena: send revised SOW (due 06/14)
- [ ] Priya: rerun load test at 1,200 rps for 30 min
- [x] Marcus: share Grafana dashboard link
- [ ] Me: draft rollback checklist

## Open questions
- Do we need a second maintenance window on 06/25?
"""

TODO = """(A) 2024-06-11 Call dentist to move cleaning +health @phone
(B) 2024-06-09 Renew car registration due:2024-06-30 +admin
(B) 2024-06-10 Draft rollback checklist +northwind @work
x 2024-06-11 2024-06-08 Pay electricity bill +bills
2024-06-10 Return library books @errands
2024-06-07 Order replacement filter for purifier +home
"""

GROCERIES = """# Groceries (Sat)

- [ ] oat milk x2
- [ ] eggs (dozen)
- [ ] sourdough
- [x] coffee beans — 1 kg
- [ ] spinach, 2 bags
- [ ] greek yogurt 32 oz
- [ ] lemons x4
- [ ] dish soap
"""


def t02(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    files = [("archive", "Folder  ·  12 items", True), ("recipes", "Folder  ·  7 items", True),
             ("groceries.md", "06/11/24 18:03  ·  " + f"{len(GROCERIES.encode())} B", False),
             ("meeting-notes-2024-06-10.md", "06/10/24 16:47  ·  " + f"{len(MEETING.encode())} B", False),
             ("packing_list.txt", "06/02/24 21:15  ·  1.3 KB", False),
             ("QuickNote.md", "06/11/24 08:22  ·  2.6 KB", False),
             ("reading-list.md", "05/28/24 22:40  ·  911 B", False),
             ("todo.txt", "06/11/24 09:05  ·  " + f"{len(TODO.encode())} B", False)]

    def browser(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Markor", "toolbar_title", h=147, x=(63, 700)),
                            IB("Search", "action_search", x=(744, 891), same=True), IB("More options", x=(891, 1038), same=True),
                            T("/storage/emulated/0/Documents/markor", "ui__filesystem_dialog__current_path", h=84),
                            RV("ui__filesystem_dialog__recycler_view", 359, 1806)]
        for name, desc, folder in files:
            items.append(IV("Folder" if folder else "File", "ui__filesystem_item__image", x=(42, 168), h=147))
            items.append(T(name, "ui__filesystem_item__title", same=True, x=(189, 1017), h=84, click=True))
            items.append(E("TextView", desc, res="ui__filesystem_item__description", x=(189, 1017), h=63, y=None))
        items.append(E("ImageButton", None, "Create a new file or folder", "fab_add_new_item", x=(849, 1017), y=1995, h=168, click=True))
        for i, tab in enumerate(["Files", "To-Do", "QuickNote", "More"]):
            items.append(E("FrameLayout", None, tab, f"nav_{tab.lower().replace('-', '')}", x=(i * 270, i * 270 + 270), y=2184, h=147,
                           click=True, sel=tab == "Files"))
        return Scr(P, clock, batt, items)

    def editor(clock: str, batt: int, name: str, text: str) -> Scr:
        return Scr(P, clock, batt, [
            IB("Navigate up", x=(21, 168)), T(name, "toolbar_title", same=True, x=(189, 620), h=147),
            IB("Undo", "action_undo", same=True, x=(620, 725)), IB("Redo", "action_redo", same=True, x=(725, 830)),
            IB("View mode", "action_preview", same=True, x=(830, 935)), IB("More options", same=True, x=(935, 1038)),
            E("ScrollView", None, None, "document__fragment__edit__content_editor__scrolling_parent", x=(0, 1080), y=275, h=1870, scroll=True),
            E("EditText", text, None, "document__fragment__edit__highlighting_editor", x=(0, 1080), y=275, h=1870, click=True, edit=True, focus=True),
            E("HorizontalScrollView", None, None, "document__fragment_fullscreen_overlay", x=(0, 1080), y=2145, h=147, scroll=True),
            IB("Checkbox", "action_checkbox", x=(0, 126), y=2145), IB("Unordered list", "action_ul", x=(126, 252), y=2145),
            IB("Header", "action_header", x=(252, 378), y=2145), IB("Bold", "action_bold", x=(378, 504), y=2145),
            IB("Italic", "action_italic", x=(504, 630), y=2145), IB("Insert link", "action_link", x=(630, 756), y=2145),
            IB("Insert date", "action_date", x=(756, 882), y=2145), IB("Special key", "action_special_key", x=(882, 1008), y=2145),
        ])

    def viewer(clock: str, batt: int, name: str, text: str) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T(name, "toolbar_title", same=True, x=(189, 720), h=147),
                            IB("Edit", "action_preview", same=True, x=(830, 935)), IB("More options", same=True, x=(935, 1038)),
                            E("android.webkit.WebView", None, None, "document__fragment_view_webview", x=(0, 1080), y=275, h=2040, scroll=True)]
        for line in text.strip("\n").split("\n"):
            if not line.strip():
                continue
            if line.startswith("# "):
                items.append(T(line[2:], h=126))
            elif line.startswith("## "):
                items.append(T(line[3:], h=105))
            elif line.startswith("- [x] ") or line.startswith("- [ ] "):
                items.append(CB(line[3] == "x", x=(63, 126), h=70))
                items.append(T(line[6:], same=True, x=(147, 1017), h=70))
            elif line.startswith("- "):
                items.append(T("• " + line[2:], h=70))
            else:
                items.append(T(line, h=70))
        return Scr(P, clock, batt, items)

    bad = MEETING.replace("rerun load test at 1,200 rps for 30 min", "rerun load test at 1,500 rps for 30 min")
    mname = "meeting-notes-2024-06-10.md"
    tr = Traj(browser("18:21", 54))
    tr.step(click(tr.cur, mname), editor("18:21", 54, mname, MEETING))
    tr.step(click(tr.cur, "View mode"), viewer("18:22", 54, mname, MEETING))
    tr.step(BACK, browser("18:22", 54))
    tr.step(click(tr.cur, "todo.txt"), editor("18:22", 54, "todo.txt", TODO))
    tr.step(BACK, browser("18:23", 53))
    tr.step(click(tr.cur, "groceries.md"), editor("18:23", 53, "groceries.md", GROCERIES))
    tr.step(BACK, browser("18:24", 53))
    tr.step(click(tr.cur, mname), editor("18:24", 53, mname, bad))
    tr.step(click(tr.cur, "View mode"), viewer("18:25", 53, mname, bad))
    rs.add("android", "h57-android-02", SYSTEM, tr.turns, state=tr.state, bad=True, turn=8,
           kind="Reopened meeting notes say the load test is at 1,500 rps though the unedited file read 1,200 rps in turns 1-2.")


# ---------------------------------------------------------------- 03 Clock (bad: running stopwatch goes backwards)

def t03(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    tabs = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]

    def nav(sel: str) -> list[Any]:
        return [E("FrameLayout", tab, tab, f"tab_menu_{tab.lower()}", x=(i * 216, i * 216 + 216), y=2190, h=147,
                  click=True, sel=tab == sel) for i, tab in enumerate(tabs)]

    alarms0 = [("6:30 AM", "Weekdays", "", True), ("7:15 AM", "Mon, Wed, Fri", "Gym", True), ("9:00 AM", "Sat, Sun", "", False)]

    def alarm_list(clock: str, batt: int, alarms: list[tuple[str, str, str, bool]], expanded: str | None = None,
                   toast: str | None = None) -> Scr:
        items: list[Any] = [T("Alarm", "action_bar_title", h=168, x=(63, 700)), IB("More options", same=True, x=(891, 1038)),
                            RV("alarm_recycler_view", 296, 1890)]
        for t, days, label, on in alarms:
            if label:
                items.append(T(label, "edit_label", h=63, click=True))
            items.append(T(t, "digital_clock", h=168, x=(63, 700), click=True))
            items.append(SW(on, "onoff"))
            if expanded == t:
                items.append(T("Today", "upcoming_instance_label", h=63))
                for d in ["S", "M", "T", "W", "T", "F", "S"]:
                    items.append(E("ToggleButton", d, None, "day_button_0", h=105, x=(63, 168), click=True, check=False))
                items.append(T("Add label", "edit_label", h=84, click=True))
                items.append(T("Google Assistant Routine", "routine_button", h=84, click=True))
                items.append(T("Default (Cesium)", "choose_ringtone", h=84, click=True))
                items.append(CB(True, "vibrate_onoff", "Vibrate", x=(63, 1017), h=84))
                items.append(T("Delete", "delete", h=105, click=True))
            else:
                items.append(T(days, "days_of_week", h=84))
            items.append(IB("Expand alarm", "arrow", x=(891, 1038), h=105, same=True))
        items.append(E("ImageButton", None, "Add alarm", "fab", x=(414, 666), y=1974, h=189, click=True))
        if toast:
            items.append(T(toast, "android:id/message", x=(126, 954), y=1848, h=105, pkg="com.android.systemui"))
        return Scr(P, clock, batt, items + nav("Alarm"))

    def stopwatch(clock: str, batt: int, time: str, state: str, laps: list[tuple[int, str, str]]) -> Scr:
        items: list[Any] = [T("Stopwatch", "action_bar_title", h=168, x=(63, 700)), IB("More options", same=True, x=(891, 1038)),
                            E("FrameLayout", None, None, "stopwatch_circle", x=(147, 933), h=786),
                            T(time, "stopwatch_time_text", x=(231, 849), y=630, h=189)]
        if laps:
            items.append(RV("laps_list", 1100, 760))
            items.append(T("Lap", y=1100, h=63, x=(105, 300)))
            items.append(T("Lap time", y=1100, h=63, x=(420, 680)))
            items.append(T("Total", y=1100, h=63, x=(760, 975)))
            yy = 1176
            for n, lap, total in sorted(laps, reverse=True):
                items.append(T(f"# {n}", "lap_number", y=yy, h=84, x=(105, 300)))
                items.append(T(lap, "lap_time", y=yy, h=84, x=(420, 680)))
                items.append(T(total, "lap_total", y=yy, h=84, x=(760, 975)))
                yy += 105
        if state == "idle":
            items.append(E("ImageButton", None, "Start", "fab", x=(414, 666), y=1974, h=189, click=True))
        elif state == "running":
            items.append(E("Button", "Lap", "Lap", "left_button", x=(147, 357), y=2005, h=126, click=True))
            items.append(E("ImageButton", None, "Pause", "fab", x=(414, 666), y=1974, h=189, click=True))
        else:
            items.append(E("Button", "Reset", "Reset", "left_button", x=(147, 357), y=2005, h=126, click=True))
            items.append(E("ImageButton", None, "Start", "fab", x=(414, 666), y=1974, h=189, click=True))
            items.append(E("Button", "Share", "Share", "right_button", x=(723, 933), y=2005, h=126, click=True))
        return Scr(P, clock, batt, items + nav("Stopwatch"))

    def picker(clock: str, batt: int) -> Scr:
        items: list[Any] = [E("FrameLayout", None, None, "android:id/content", x=(84, 996), y=420, h=1470, pkg="com.google.android.deskclock"),
                            T("Select time", "header_title", x=(147, 933), y=462, h=84),
                            T("7", "hours", x=(231, 441), y=567, h=210, click=True, sel=True),
                            T(":", "separator", x=(441, 504), y=567, h=210),
                            T("00", "minutes", x=(504, 714), y=567, h=210, click=True),
                            T("AM", "am_label", x=(756, 912), y=567, h=105, click=True, sel=True),
                            T("PM", "pm_label", x=(756, 912), y=672, h=105, click=True),
                            E("View", None, "Clock face", "radial_picker", x=(168, 912), y=840, h=744, click=True)]
        for i, hh in enumerate(["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]):
            items.append(E("TextView", hh, None, None, x=(480 + (i % 4) * 20, 600 + (i % 4) * 20), y=880 + i * 56, h=56, sel=hh == "7"))
        items += [IB("Switch to text input mode for the time input.", "toggle_mode", x=(126, 273), y=1680, h=126),
                  Bt("Cancel", "android:id/button2", x=(546, 756), y=1680),
                  Bt("OK", "android:id/button1", x=(777, 954), y=1680)]
        return Scr(P, clock, batt, items)

    laps1 = [(1, "0:09.87", "0:09.87")]
    laps2 = laps1 + [(2, "0:11.52", "0:21.39")]
    tr = Traj(alarm_list("6:52", 91, alarms0))
    tr.step(click(tr.cur, "Stopwatch"), stopwatch("6:52", 91, "0:00.00", "idle", []))
    tr.step(click(tr.cur, "Start"), stopwatch("6:52", 91, "0:00.84", "running", []))
    tr.step(click(tr.cur, "Lap"), stopwatch("6:52", 91, "0:10.35", "running", laps1))
    tr.step(WAIT, stopwatch("6:52", 91, "0:24.60", "running", laps1))
    tr.step(click(tr.cur, "Lap"), stopwatch("6:52", 91, "0:22.06", "running", laps2))
    tr.step(click(tr.cur, "Pause"), stopwatch("6:53", 91, "0:29.80", "paused", laps2))
    tr.step(click(tr.cur, "Alarm"), alarm_list("6:53", 91, alarms0))
    tr.step(click(tr.cur, "Add alarm"), picker("6:53", 90))
    alarms1 = [alarms0[0], ("7:00 AM", "Today", "", True), alarms0[1], alarms0[2]]
    tr.step(click(tr.cur, "OK"), alarm_list("6:53", 90, alarms1, expanded="7:00 AM", toast="Alarm set for 6 minutes from now."))
    tr.step(click(tr.cur, "Stopwatch"), stopwatch("6:54", 90, "0:29.80", "paused", laps2))
    rs.add("android", "h57-android-03", SYSTEM, tr.turns, state=tr.state, bad=True, turn=5,
           kind="Running stopwatch reads 0:22.06 with lap 2 at 0:21.39 after it already showed 0:24.60 one turn earlier (time went backwards).")


# ---------------------------------------------------------------- 04 Pro Expense (clean)

def t04(rs: RowSet) -> None:
    P = "com.arduia.expense"
    base = [("Grocery run", "Food", "Jun 10", 64.20), ("Metro card top-up", "Transportation", "Jun 10", 40.00),
            ("Phone bill", "Bills", "Jun 8", 35.99), ("Lunch w/ team", "Food", "Jun 7", 27.35),
            ("Pharmacy", "Health", "Jun 6", 18.42), ("Coffee beans", "Food", "Jun 5", 14.50),
            ("Gym membership", "Health", "Jun 3", 45.00), ("Rent share", "Bills", "Jun 1", 725.00)]
    new = ("Hardware store", "Household", "Jun 11", 23.40)

    def home(clock: str, batt: int, data: list[tuple[str, str, str, float]]) -> Scr:
        total = sum(d[3] for d in data)
        week = sum(d[3] for d in data if d[2] in ("Jun 10", "Jun 11"))
        items: list[Any] = [IB("Open navigation drawer", x=(21, 168)), T("Pro Expense", "tv_title", same=True, x=(189, 800), h=147),
                            T("June 2024", "tv_month", h=84), T(f"${money(total)}", "tv_total_cost", h=147),
                            T(f"This week (Jun 10 – Jun 16): ${money(week)}", "tv_week_cost", h=70),
                            IV("Weekly expense graph", "expense_graph", h=378),
                            T("Recent", "tv_recent", h=84, x=(63, 700)), T("More", "tv_more", same=True, x=(820, 1017), click=True),
                            RV("rv_recent", 1116, 1000)]
        for name, cat, date, amt in data[:5]:
            items.append(T(name, "tv_name", h=70, x=(189, 760), click=True))
            items.append(T(money(amt), "tv_amount", same=True, x=(760, 1017), h=70))
            items.append(T(f"{cat} · {date}", "tv_date", h=84, x=(189, 760)))
        items.append(E("ImageButton", None, "Add expense", "fb_main_add", x=(849, 1017), y=2142, h=168, click=True))
        return Scr(P, clock, batt, items)

    def form(clock: str, batt: int, name: str | None, amount: str | None, cat: str, focus: str = "") -> Scr:
        return Scr(P, clock, batt, [
            IB("Navigate up", x=(21, 168)), T("New expense", "tv_title", same=True, x=(189, 800), h=147),
            ET(name, "edt_name", "Name", focus=focus == "name"), ET(amount, "edt_amount", "Amount", focus=focus == "amount"),
            T("Category", "tv_category_label", h=63), E("Spinner", cat, None, "sp_category", h=126, click=True),
            ET(None, "edt_note", "Note (optional)"), T("Date", "tv_date_label", h=63),
            T("06/11/2024", "tv_date", h=105, click=True),
            Bt("Save", "btn_save", x=(63, 1017), y=2100),
        ])

    def cat_menu(clock: str, batt: int) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("New expense", "tv_title", same=True, x=(189, 800), h=147),
                            E("ListView", None, None, "android:id/select_dialog_listview", x=(63, 1017), y=820, h=882, scroll=True)]
        yy = 820
        for c in ["Food", "Transportation", "Bills", "Health", "Household", "Entertainment", "Other"]:
            items.append(E("CheckedTextView", c, None, "android:id/text1", x=(63, 1017), y=yy, h=126, click=True, check=c == "Food"))
            yy += 126
        return Scr(P, clock, batt, items)

    def all_list(clock: str, batt: int, data: list[tuple[str, str, str, float]], cat: str | None = None) -> Scr:
        rows = [d for d in data if cat is None or d[1] == cat]
        total = sum(d[3] for d in rows)
        title = "All expenses" if cat is None else f"{cat}"
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T(title, "tv_title", same=True, x=(189, 700), h=147),
                            IB("Filter by category", "action_filter", same=True, x=(891, 1038)),
                            T(f"{len(rows)} entries · ${money(total)}", "tv_summary", h=84),
                            RV("rv_expense", 380, 1940)]
        last = None
        for name, c, date, amt in rows:
            if date != last:
                items.append(T(date + ", 2024", "tv_header", h=70))
                last = date
            items.append(T(name, "tv_name", h=70, x=(63, 760), click=True))
            items.append(T(money(amt), "tv_amount", same=True, x=(760, 1017), h=70))
            items.append(T(c, "tv_category", h=63, x=(63, 760)))
        return Scr(P, clock, batt, items)

    def filt(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Filter by category", "alertTitle", x=(105, 975), y=700, h=126)]
        yy = 826
        for c in ["All", "Food", "Transportation", "Bills", "Health", "Household", "Entertainment", "Other"]:
            items.append(RB(c, c == "All", "android:id/text1", x=(105, 975), y=yy, h=126))
            yy += 126
        items.append(Bt("Cancel", "android:id/button2", x=(735, 975), y=yy + 21))
        return Scr(P, clock, batt, items)

    data1 = [new] + base
    tr = Traj(home("12:40", 77, base))
    tr.step(click(tr.cur, "Add expense"), form("12:40", 77, None, None, "Food"))
    tr.step(typ(tr.cur, "edt_name", "Hardware store"), form("12:41", 77, "Hardware store", None, "Food", "name"))
    tr.step(typ(tr.cur, "edt_amount", "23.40"), form("12:41", 77, "Hardware store", "23.40", "Food", "amount"))
    tr.step(click(tr.cur, "sp_category"), cat_menu("12:41", 77))
    tr.step(click(tr.cur, "Household"), form("12:41", 77, "Hardware store", "23.40", "Household", "amount"))
    tr.step(click(tr.cur, "Save"), home("12:42", 76, data1))
    tr.step(click(tr.cur, "More"), all_list("12:42", 76, data1))
    tr.step(click(tr.cur, "Filter by category"), filt("12:42", 76))
    tr.step(click(tr.cur, "Food"), all_list("12:43", 76, data1, "Food"))
    rs.add("android", "h57-android-04", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 05 Simple SMS Messenger (clean)

def t05(rs: RowSet) -> None:
    P = "com.simplemobiletools.smsmessenger"
    threads0 = [("Dana Whitfield", "Sounds good, see you at 6:30", "9:58 AM"),
                ("+1 628-555-0199", "Your Lyft code is 482913. Don't share it with anyone.", "9:41 AM"),
                ("Mom", "Did you call grandma back?", "Jun 10"), ("Theo Park", "ok 👍", "Jun 9"),
                ("72975", "CHASE: Your one-time code is 662014. Don't share it. We'll never call to ask for it.", "Jun 8"),
                ("Ruth Okafor", "MMS", "Jun 5"), ("Grace Liu", "Thanks again for the ride!", "May 29"),
                ("Kenji Mori", "Sent you the slides, check slide 14", "May 27"),
                ("Bright Smile Dental", "Reminder: cleaning Thu Jun 13 at 8:40 AM. Reply C to confirm.", "May 24"),
                ("Aaron Delgado", "Happy birthday!! 🎉", "May 19")]

    def convs(clock: str, batt: int, threads: list[tuple[str, str, str]], selected: str | None = None) -> Scr:
        if selected:
            head: list[Any] = [IB("Done", "action_mode_close_button"), T("1 selected", "action_bar_title", same=True, x=(189, 500), h=147),
                               IB("Delete", "cab_delete", same=True, x=(534, 660)), IB("Archive", "cab_archive", same=True, x=(660, 786)),
                               IB("Mark as Read", "cab_mark_as_read", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038))]
        else:
            head = [E("EditText", None, None, "top_toolbar_search", h=147, x=(42, 870), hint="Search", click=True, edit=True),
                    IB("More options", same=True, x=(891, 1038))]
        items: list[Any] = head + [RV("conversations_list", 296, 2040)]
        for name, snip, when in threads:
            items.append(E("RelativeLayout", None, None, "conversation_frame", h=231, x=(0, 1080), click=True, sel=name == selected))
            items.append(IV(None, "conversation_image", same=True, dy=42, x=(42, 168), h=126))
            items.append(T(name, "conversation_address", same=True, dy=42, x=(210, 780), h=63))
            items.append(T(when, "conversation_date", same=True, dy=42, x=(800, 1038), h=63))
            items.append(T(snip, "conversation_body_short", same=True, dy=105, x=(210, 1038), h=105))
        items.append(E("ImageButton", None, "Start a conversation", "conversations_fab", x=(849, 1017), y=2142, h=168, click=True))
        return Scr(P, clock, batt, items)

    def thread(clock: str, batt: int, name: str, msgs: list[tuple[str, str]], draft: str | None = None) -> Scr:
        items: list[Any] = [IB("Back", x=(21, 168)), T(name, "thread_toolbar_title", same=True, x=(189, 700), h=147),
                            IB("Call", "dial_number", same=True, x=(744, 891)), IB("More options", same=True, x=(891, 1038)),
                            RV("thread_messages_list", 296, 1800)]
        for kind, text in msgs:
            if kind == "date":
                items.append(T(text, "thread_date_time", h=84, x=(300, 780)))
            elif kind == "in":
                items.append(T(text, "thread_message_body", h=126, x=(42, 800), click=True))
            elif kind == "out":
                items.append(T(text, "thread_message_body", h=126, x=(280, 1038), click=True))
            else:
                items.append(T(text, "thread_message_status", h=63, x=(780, 1038)))
        items += [IB("Attachment", "thread_add_attachment", x=(21, 147), y=2142, h=147),
                  E("EditText", draft or None, None, "thread_type_message", x=(147, 891), y=2142, h=147, hint="Type a message…",
                    click=True, edit=True, focus=draft is not None),
                  IB("Send", "thread_send_message", x=(891, 1038), y=2142)]
        return Scr(P, clock, batt, items)

    dana = [("date", "Tue, Jun 11, 9:52 AM"), ("in", "Are we still on for dinner tonight?"),
            ("out", "Yes! Where did you want to go?"), ("in", "Maybe Nopalito on 9th?"),
            ("out", "Nopalito at 6:30 works"), ("in", "Sounds good, see you at 6:30")]
    dana2 = dana + [("date", "10:03 AM"), ("out", "I'll book a table for 4"), ("status", "Sent")]
    theo = [("date", "Sun, Jun 9, 7:14 PM"), ("in", "Can you send me the wifi password for the cabin?"),
            ("out", "It's on the fridge — HarborView_5G / tidepool-2291"), ("in", "ok 👍")]

    contacts = [("Aaron Delgado", "+1 415-555-0117"), ("Bright Smile Dental", "+1 415-555-0190"), ("Dana Whitfield", "+1 415-555-0163"),
                ("Grace Liu", "+1 650-555-0124"), ("Kenji Mori", "+1 408-555-0151"), ("Mom", "+1 503-555-0108"),
                ("Ruth Okafor", "+1 510-555-0133"), ("Theo Park", "+1 415-555-0142"), ("Theodora Vance", "+1 510-555-0178")]

    def new_conv(clock: str, batt: int, query: str | None) -> Scr:
        items: list[Any] = [IB("Back", x=(21, 168)), T("New conversation", "new_conversation_toolbar", same=True, x=(189, 900), h=147),
                            E("EditText", query, None, "new_conversation_address", h=147, hint="Add Contact or Number…",
                              click=True, edit=True, focus=True),
                            RV("contacts_list", 443, 1200)]
        for name, num in contacts:
            if query and not any(part.lower().startswith(query.lower()) for part in name.split()):
                continue
            items.append(T(name, "item_contact_name", h=70, x=(210, 1017), click=True))
            items.append(T(num, "item_contact_number", h=84, x=(210, 1017)))
        return Scr(P, clock, batt, items)

    threads1 = [("Dana Whitfield", "I'll book a table for 4", "10:03 AM")] + threads0[1:]
    threads2 = [t for t in threads1 if t[0] != "72975"]
    tr = Traj(convs("10:02", 83, threads0))
    tr.step(click(tr.cur, "Dana Whitfield"), thread("10:02", 83, "Dana Whitfield", dana))
    tr.step(typ(tr.cur, "thread_type_message", "I'll book a table for 4"), thread("10:03", 83, "Dana Whitfield", dana, "I'll book a table for 4"))
    tr.step(click(tr.cur, "Send"), thread("10:03", 83, "Dana Whitfield", dana2, ""))
    tr.step(BACK, convs("10:03", 83, threads1))
    tr.step(lpress(tr.cur, "72975"), convs("10:04", 83, threads1, "72975"))
    dlg = Scr(P, "10:04", 83, [T("Are you sure you want to delete 1 conversation?", "dialog_message", x=(105, 975), y=960, h=210),
                                Bt("No", "android:id/button2", x=(525, 735), y=1200), Bt("Yes", "android:id/button1", x=(756, 966), y=1200)])
    tr.step(click(tr.cur, "Delete"), dlg)
    tr.step(click(tr.cur, "Yes"), convs("10:04", 83, threads2))
    tr.step(click(tr.cur, "Start a conversation"), new_conv("10:05", 82, None))
    tr.step(typ(tr.cur, "new_conversation_address", "Theo"), new_conv("10:05", 82, "Theo"))
    tr.step(click(tr.cur, "Theo Park"), thread("10:05", 82, "Theo Park", theo))
    tr.step(typ(tr.cur, "thread_type_message", "Heads up, running 10 min late"),
            thread("10:06", 82, "Theo Park", theo, "Heads up, running 10 min late"))
    rs.add("android", "h57-android-05", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 06 Contacts (bad: birthday changes)

def t06(rs: RowSet) -> None:
    P = "com.google.android.contacts"
    people = ["Aaron Delgado", "Beatriz Santos", "Chen Wei", "Dana Whitfield", "Elif Kaya", "Farid Haddad", "Grace Liu",
              "Hugo Lambert", "Ines Moreau", "Jonas Becker", "Kamal Ahmed", "Karen O'Neil", "Kenji Mori"]

    def clist(clock: str, batt: int) -> Scr:
        items: list[Any] = [E("LinearLayout", None, "Search contacts", "open_search_bar", h=147, x=(42, 900), click=True),
                            T("Search contacts", "open_search_bar_text_view", same=True, x=(168, 800), h=147),
                            IB("Google Account: jordan.blake@gmail.com", "selected_account_disc", same=True, x=(912, 1038)),
                            T("Contacts · 182", "header_text", h=84), RV("contact_list", 380, 1800)]
        letter = ""
        for p in people:
            if p[0] != letter:
                letter = p[0]
                items.append(T(letter, "section_header", h=63, x=(42, 126)))
            items.append(T(p, "cliv_name_textview", h=126, x=(189, 1017), click=True))
        for i, tab in enumerate(["Contacts", "Highlights", "Fix & manage"]):
            items.append(E("FrameLayout", tab, None, "navigation_bar_item_large_label_view", x=(i * 360, i * 360 + 360), y=2184, h=147,
                           click=True, sel=tab == "Contacts"))
        return Scr(P, clock, batt, items)

    def detail(clock: str, batt: int, bday: str, title: str | None, toast: str | None = None) -> Scr:
        org = f"{title}, Lumen Analytics" if title else "Lumen Analytics"
        items: list[Any] = [IB("Navigate up", x=(21, 168)), IB("Edit contact", "menu_edit", same=True, x=(660, 786)),
                            IB("Favorite", "menu_star", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038)),
                            IV("Elif Kaya", "photo", x=(336, 744), h=400), T("Elif Kaya", "large_title", h=126),
                            T(org, "organization", h=70),
                            Bt("Call", "call_button", x=(63, 290), h=168), Bt("Text", "message_button", x=(300, 527), same=True, h=168),
                            Bt("Video", "video_button", x=(537, 764), same=True, h=168), Bt("Email", "email_button", x=(774, 1017), same=True, h=168),
                            T("Contact info", "section_title", h=105),
                            T("+90 532 418 27 61", "header", h=70, x=(189, 870), click=True), T("Mobile", "sub_header", h=63, x=(189, 870)),
                            T("elif.kaya@lumen-analytics.com", "header", h=70, x=(189, 870), click=True), T("Work", "sub_header", h=63, x=(189, 870)),
                            T("Moda Cd. No:142, 34710 Kadıköy/İstanbul", "header", h=70, x=(189, 870), click=True), T("Home", "sub_header", h=63, x=(189, 870)),
                            T(bday, "header", h=70, x=(189, 870)), T("Birthday", "sub_header", h=63, x=(189, 870)),
                            T("About Elif", "section_title", h=105), T("Coworkers", "label_chip", h=84, x=(189, 480), click=True),
                            T("Added Mar 3, 2022 · Google Account", "sub_header", h=70, x=(189, 1017))]
        if toast:
            items.append(T(toast, "android:id/message", x=(126, 954), y=2050, h=105, pkg="com.android.systemui"))
        return Scr(P, clock, batt, items)

    def edit(clock: str, batt: int, title: str | None) -> Scr:
        return Scr(P, clock, batt, [
            IB("Cancel", x=(21, 168)), T("Edit contact", "toolbar_title", same=True, x=(189, 700), h=147),
            Bt("Save", "menu_save", same=True, x=(800, 1017)), IV("Elif Kaya", "photo", x=(420, 660), h=240),
            T("Account: jordan.blake@gmail.com", "account_name", h=84),
            ET("Elif", "first_name", "First name"), ET("Kaya", "last_name", "Last name"),
            ET("Lumen Analytics", "company", "Company"), ET(title, "title", "Title", focus=title is not None),
            ET("+90 532 418 27 61", "phone", "Phone"), E("Spinner", "Mobile", None, "phone_type", h=105, x=(630, 1017), click=True),
            ET("elif.kaya@lumen-analytics.com", "email", "Email"), E("Spinner", "Work", None, "email_type", h=105, x=(630, 1017), click=True),
            ET("3/14/1991", "date", "Significant date"), E("Spinner", "Birthday", None, "date_type", h=105, x=(630, 1017), click=True),
            ET("Moda Cd. No:142, 34710 Kadıköy/İstanbul", "address", "Address"),
        ])

    def search(clock: str, batt: int, q: str | None) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)),
                            E("EditText", q, None, "search_view", same=True, h=147, x=(189, 912), hint="Search contacts", click=True, edit=True, focus=True),
                            IB("Clear search" if q else "Voice search", "search_close_btn", same=True, x=(912, 1038))]
        if q:
            hits = [p for p in people if any(part.lower().startswith(q) for part in p.split())]
            items.append(T(f"{len(hits)} contacts", "header_text", h=84))
            nums = {"Elif Kaya": "+90 532 418 27 61", "Kamal Ahmed": "+1 917-555-0186", "Karen O'Neil": "+1 617-555-0149"}
            for p in hits:
                items.append(T(p, "cliv_name_textview", h=84, x=(189, 1017), click=True))
                items.append(T(nums[p], "cliv_snippet", h=70, x=(189, 1017)))
        else:
            items.append(T("Recent searches", "header_text", h=84))
            for p in ["Dana", "plumber"]:
                items.append(T(p, "suggestion_text", h=126, x=(189, 1017), click=True))
        return Scr(P, clock, batt, items)

    tr = Traj(clist("14:05", 62))
    tr.step(click(tr.cur, "Elif Kaya"), detail("14:05", 62, "March 14, 1991", None))
    tr.step(click(tr.cur, "Edit contact"), edit("14:05", 62, None))
    tr.step(typ(tr.cur, "title", "Data Engineer"), edit("14:06", 62, "Data Engineer"))
    tr.step(click(tr.cur, "Save"), detail("14:06", 62, "March 17, 1991", "Data Engineer", "Contact saved"))
    tr.step(BACK, clist("14:06", 62))
    tr.step(click(tr.cur, "Search contacts"), search("14:07", 61, None))
    tr.step(typ(tr.cur, "search_view", "ka"), search("14:07", 61, "ka"))
    rs.add("android", "h57-android-06", SYSTEM, tr.turns, state=tr.state, bad=True, turn=4,
           kind="After saving only a new job title, Elif Kaya's birthday reads March 17, 1991 instead of March 14, 1991 (3/14/1991 in the edit form).")


# ---------------------------------------------------------------- 07 Gmail (bad: attachment size changes)

def t07(rs: RowSet) -> None:
    P = "com.google.android.gm"
    inbox0 = [("Priya Raman", "Q3 vendor invoices — revised", "Hi Jordan, attached are the corrected invoices for July–Sept. Two line items on INV-20931 were…", "8:12 AM", ["invoices_Q3_rev2.pdf", "rate_card_2024.xlsx"], True),
              ("GitHub", "[northwind/api-gateway] Run failed: deploy-staging - main (4f1c2ab)", "deploy-staging: All jobs have failed. View workflow run…", "7:55 AM", [], True),
              ("Lena Ortiz", "SOW draft v3", "Sharing the redlined version — see section 4.2 for the new acceptance criteria…", "7:31 AM", ["SOW_Northwind_v3.docx"], False),
              ("Google Calendar", "Updated invitation: Northwind sync @ Wed Jun 12, 2024 10am - 10:45am (PDT)", "This event has been updated. Changed: time…", "Jun 10", [], False),
              ("Marcus Yi", "Re: dashboard access", "Added you as a viewer. Link: https://grafana.northwind.io/d/9Xk2…", "Jun 10", [], False),
              ("Chase", "Your statement is ready", "Your May statement for the account ending in 4417 is now available…", "Jun 9", [], False),
              ("Delta Air Lines", "Your trip confirmation: SEA ✈ DEN", "Confirmation #HX7Q2L · Fri, Jun 21 · DL 2417 departs 7:05 AM…", "Jun 8", [], False)]

    def inbox(clock: str, batt: int, rows: list[Any]) -> Scr:
        items: list[Any] = [IB("Open navigation drawer", x=(42, 168)),
                            E("TextView", "Search in mail", None, "open_search_bar_text_view", same=True, x=(168, 870), h=147, click=True),
                            IB("Account and settings.", "og_apd_ring_view", same=True, x=(891, 1017)),
                            T("Primary", "header_title", h=84), RV("thread_list_view", 380, 1780)]
        for who, subj, snip, when, chips, unread in rows:
            items.append(E("View", None, f"{'Unread, ' if unread else ''}{who}, {subj}, {when}", "viewified_conversation_item_view",
                           h=252 + (84 if chips else 0), x=(0, 1080), click=True))
            items.append(T(who, "senders", same=True, dy=30, x=(189, 800), h=63))
            items.append(T(when, "date", same=True, dy=30, x=(820, 1038), h=63))
            items.append(T(subj, "subject", same=True, dy=93, x=(189, 1038), h=63))
            items.append(T(snip, "snippet", same=True, dy=156, x=(189, 960), h=63))
            for j, c in enumerate(chips):
                items.append(T(c, "attachment_chip_text", same=True, dy=231, x=(189 + j * 400, 570 + j * 400), h=63))
        items += [E("Button", "Compose", "Compose", "compose_button", x=(630, 1017), y=1990, h=147, click=True),
                  E("FrameLayout", None, "Mail, 2 new notifications", "mail", x=(0, 540), y=2184, h=147, click=True, sel=True),
                  E("FrameLayout", None, "Meet", "meet", x=(540, 1080), y=2184, h=147, click=True)]
        return Scr(P, clock, batt, items)

    body = ("Hi Jordan,\n\nAttached are the corrected invoices for July–Sept. Two line items on INV-20931 were billed at the 2023 "
            "rate; rev2 fixes both (total now $48,212.60, was $49,870.10). The rate card is the signed 2024 version.\n\n"
            "Could you confirm by Thursday so AP can release payment on the 17th?\n\nThanks,\nPriya")
    reply = "Thanks Priya — I'll review the rate card by Thursday and confirm with AP."

    def priya_full(sizes: tuple[str, str]) -> list[Any]:
        return [T("Priya Raman", "sender_name", h=70, x=(189, 700), click=True), T("8:12 AM", "upper_date", same=True, x=(720, 880), h=70),
                IB("Reply", "reply_button_header", same=True, x=(786, 912), h=105),
                IB("More options", "overflow", same=True, x=(912, 1038), h=105),
                T("to me, Marcus", "recipient_summary", h=63, x=(189, 700), click=True),
                T(body, "message_body", h=630),
                T("2 Attachments • Scanned by Gmail", "attachment_tile_header", h=84),
                T("invoices_Q3_rev2.pdf", "attachment_tile_title", h=70, x=(63, 520), click=True),
                T(sizes[0], "attachment_tile_subtitle", same=True, dy=70, x=(63, 520), h=56),
                T("rate_card_2024.xlsx", "attachment_tile_title", same=True, x=(540, 1017), h=70, click=True),
                T(sizes[1], "attachment_tile_subtitle", same=True, dy=70, x=(540, 1017), h=56)]

    def convo(clock: str, batt: int, expanded: bool, mine: list[tuple[str, str, str]], sizes: tuple[str, str], snack: str | None = None) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), IB("Archive", "archive", same=True, x=(534, 660)),
                            IB("Delete", "delete", same=True, x=(660, 786)), IB("Mark unread", "read", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)),
                            T("Q3 vendor invoices — revised", "subject_and_folder_view", h=189), T("Inbox", "folder_chip", h=63, x=(63, 230), click=True)]
        if expanded:
            items += priya_full(sizes)
        else:
            items += [T("Priya Raman", "sender_name", h=70, x=(189, 700), click=True), T("8:12 AM", "upper_date", same=True, x=(720, 880), h=70),
                      T("Hi Jordan, Attached are the corrected invoices for July–Sept. Two line items on INV-20931 were…", "snippet", h=63, x=(189, 1017), click=True)]
        for to, when, text in mine:
            items += [T("me", "sender_name", h=70, x=(189, 700), click=True), T(when, "upper_date", same=True, x=(720, 880), h=70),
                      T(to, "recipient_summary", h=63, x=(189, 700)), T(text, "message_body", h=210)]
        items += [Bt("Reply", "reply_button", x=(42, 360), y=2163), Bt("Reply all", "reply_all_button", x=(381, 699), y=2163),
                  Bt("Forward", "forward_button", x=(720, 1038), y=2163)]
        if snack:
            items += [T(snack, "description_text", x=(42, 760), y=1995, h=126), Bt("Undo", "action_text", x=(800, 1017), y=1995)]
        return Scr(P, clock, batt, items)

    def compose(clock: str, batt: int, title: str, to: str | None, subj: str, text: str | None, sizes: tuple[str, str] | None = None,
                focus: str = "body") -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T(title, "compose_title", same=True, x=(189, 560), h=147),
                            IB("Attach file", "add_attachment", same=True, x=(660, 786)), IB("Send", "send", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)),
                            T("From", "from_label", h=105, x=(63, 230)), T("jordan.blake@northwind-logistics.com", "from_account_name", same=True, x=(252, 1017), h=105),
                            T("To", "to_label", h=126, x=(63, 230)),
                            E("MultiAutoCompleteTextView", to, None, "to", same=True, x=(252, 900), h=126, click=True, edit=True, focus=focus == "to"),
                            ET(subj, "subject", "Subject"),
                            ET(text, "body", "Compose email", focus=focus == "body", h=420)]
        if sizes:
            items += [T("invoices_Q3_rev2.pdf", "attachment_name", h=70, x=(63, 700)), T(sizes[0], "attachment_size", same=True, x=(720, 880), h=70),
                      IB("Remove attachment", "attachment_remove", same=True, x=(912, 1038), h=70),
                      T("rate_card_2024.xlsx", "attachment_name", h=70, x=(63, 700)), T(sizes[1], "attachment_size", same=True, x=(720, 880), h=70),
                      IB("Remove attachment", "attachment_remove", same=True, x=(912, 1038), h=70)]
        items.append(T("Show quoted text", "quoted_text_toggle", h=84, click=True))
        return Scr(P, clock, batt, items)

    ok, badsz = ("284 KB", "36 KB"), ("284 KB", "63 KB")
    mine = [("to Priya", "9:01 AM", reply)]
    tr = Traj(inbox("8:59", 71, inbox0))
    tr.step(click(tr.cur, "Q3 vendor invoices — revised"), convo("8:59", 71, True, [], ok))
    tr.step(click(tr.cur, "Reply"), compose("9:00", 71, "Reply", "Priya Raman", "Re: Q3 vendor invoices — revised", None))
    tr.step(typ(tr.cur, "body", reply), compose("9:01", 71, "Reply", "Priya Raman", "Re: Q3 vendor invoices — revised", reply))
    tr.step(click(tr.cur, "Send"), convo("9:01", 70, False, mine, ok, "Sent."))
    tr.step(click(tr.cur, "Priya Raman"), convo("9:01", 70, True, mine, ok))
    menu = convo("9:02", 70, True, mine, ok)
    y0 = menu.els[menu.find("overflow")]["box"][3]
    menu = Scr(P, "9:02", 70, [E("ListView", None, None, None, x=(520, 1038), y=y0, h=756, scroll=False)] +
               [T(o, "title", x=(520, 1038), y=y0 + 126 * i, h=126, click=True) for i, o in
                enumerate(["Reply all", "Forward", "Add star", "Print", "Mark unread from here", "Block \"Priya Raman\""])])
    tr.step(click(tr.cur, "overflow"), menu)
    tr.step(click(tr.cur, "Forward"), compose("9:02", 70, "Forward", None, "Fwd: Q3 vendor invoices — revised", None, badsz, focus="to"))
    tr.step(typ(tr.cur, "to", "marcus.yi@northwind-logistics.com"),
            compose("9:02", 70, "Forward", "Marcus Yi <marcus.yi@northwind-logistics.com>, ", "Fwd: Q3 vendor invoices — revised", None, badsz, focus="to"))
    tr.step(click(tr.cur, "Send"), convo("9:03", 70, False, mine + [("to Marcus", "9:03 AM", "---------- Forwarded message ---------\nFrom: Priya Raman <priya.raman@northwind-logistics.com>\nDate: Tue, Jun 11, 2024 at 8:12 AM\nSubject: Q3 vendor invoices — revised")], badsz, "Sent."))
    rs.add("android", "h57-android-07", SYSTEM, tr.turns, state=tr.state, bad=True, turn=7,
           kind="Forwarded attachment rate_card_2024.xlsx shows 63 KB though the same attachment was 36 KB in turns 1 and 5.")


# ---------------------------------------------------------------- 08 Tasks (clean)

def t08(rs: RowSet) -> None:
    P = "org.tasks"
    # (title, due label, sort key for due date, priority)
    tasks0 = [("Submit expense report", "Today", 1, "High"), ("Book flights to Denver", "Tomorrow", 2, "Medium"),
              ("Call plumber about leak", "Fri, Jun 14", 4, "Medium"), ("Renew passport", "Tue, Jul 2", 22, "Low"),
              ("Pick up dry cleaning", None, 99, "None"), ("Read DDIA chapter 7", None, 99, "None")]
    new = ("Order printer toner", "Tomorrow", 2, "None")

    def tlist(clock: str, batt: int, tasks: list[Any], order: str = "due", done: list[Any] | None = None, snack: str | None = None) -> Scr:
        rows = sorted(tasks, key=lambda t: (t[2], 0) if order == "due" else (0, t[0].lower()))
        items: list[Any] = [IB("Open navigation drawer", x=(21, 168)), T("My Tasks", "toolbar_title", same=True, x=(189, 600), h=147),
                            IB("Search", "menu_search", same=True, x=(660, 786)), IB("Sort", "menu_sort", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)), RV("recycler_view", 275, 1900)]
        for title, due, _, prio in rows:
            items.append(E("CheckBox", None, f"{prio} priority" if prio != "None" else "No priority", "completeBox", x=(21, 147), h=126, click=True, check=False))
            items.append(T(title, "title", same=True, dy=14, x=(168, 1017), h=63, click=True))
            if due:
                items.append(T(due, "due_date_chip", same=True, dy=77, x=(168, 480), h=42))
        if done:
            items.append(T(f"Completed ({len(done)})", "header", h=105))
            for title, _due, _, prio in done:
                items.append(E("CheckBox", None, f"{prio} priority", "completeBox", x=(21, 147), h=126, click=True, check=True))
                items.append(T(title, "title", same=True, dy=14, x=(168, 1017), h=63, click=True))
                items.append(T("Completed today, 11:32 AM", "completion_date", same=True, dy=77, x=(168, 800), h=42))
        items.append(E("ImageButton", None, "Create new task", "fab", x=(849, 1017), y=2142, h=168, click=True))
        if snack:
            items += [T(snack, "snackbar_text", x=(42, 800), y=1974, h=126), Bt("Undo", "snackbar_action", x=(800, 1017), y=1974)]
        return Scr(P, clock, batt, items)

    def editor(clock: str, batt: int, title: str | None, due: str) -> Scr:
        return Scr(P, clock, batt, [
            IB("Save", "menu_save", x=(21, 168)), IB("Delete task", "menu_delete", same=True, x=(786, 912)),
            IB("More options", same=True, x=(912, 1038)),
            E("CheckBox", None, "No priority", "completeBox", x=(21, 147), h=147, click=True, check=False),
            E("EditText", title, None, "title", same=True, x=(168, 1017), h=147, hint="Task name", click=True, edit=True, focus=True),
            T("Due date", "due_date_label", h=63, x=(168, 1017)), T(due, "due_date", h=105, x=(168, 1017), click=True),
            T("Priority", "priority_label", h=63, x=(168, 1017)),
            E("RadioButton", "!!!", "High priority", "priority_high", h=126, x=(168, 378), check=False, click=True),
            E("RadioButton", "!!", "Medium priority", "priority_medium", same=True, x=(378, 588), h=126, check=False, click=True),
            E("RadioButton", "!", "Low priority", "priority_low", same=True, x=(588, 798), h=126, check=False, click=True),
            E("RadioButton", "○", "No priority", "priority_none", same=True, x=(798, 1008), h=126, check=True, click=True),
            T("List", "list_label", h=63, x=(168, 1017)), T("My Tasks", "list_name", h=105, x=(168, 1017), click=True),
            T("Add subtask", "add_subtask", h=126, x=(168, 1017), click=True), T("Add reminder", "add_alarm", h=126, x=(168, 1017), click=True),
            ET(None, "notes", "Description", x=(168, 1017)),
        ])

    def picker(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Due date", "sheet_title", y=840, h=126), T("Tue, Jun 11", "selected_date", y=966, h=105)]
        for i, s in enumerate(["Today", "Tomorrow", "Next week", "No date"]):
            items.append(E("Button", s, None, f"shortcut_{i}", x=(42 + i * 252, 282 + i * 252), y=1092, h=105, click=True, check=s == "No date"))
        items.append(T("June 2024", "month_title", y=1218, h=84))
        for r, week in enumerate([["", "", "", "", "", "", "1"], ["2", "3", "4", "5", "6", "7", "8"], ["9", "10", "11", "12", "13", "14", "15"],
                                  ["16", "17", "18", "19", "20", "21", "22"], ["23", "24", "25", "26", "27", "28", "29"], ["30", "", "", "", "", "", ""]]):
            for c, d in enumerate(week):
                if d:
                    items.append(E("TextView", d, f"{d} June 2024", None, x=(63 + c * 136, 199 + c * 136), y=1302 + r * 105, h=105,
                                   click=True, sel=d == "11"))
        items += [Bt("Cancel", "cancel", x=(546, 756), y=1953), Bt("OK", "ok", x=(777, 987), y=1953)]
        return Scr(P, clock, batt, items)

    def sort_sheet(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Sort by", "sheet_title", y=1050, h=126)]
        for i, o in enumerate(["Due date", "Start date", "Priority", "Alphabetical", "Created", "Modified"]):
            items.append(RB(o, o == "Due date", f"sort_{i}", y=1176 + i * 126, h=126))
        items.append(E("Switch", "Ascending", None, "sort_ascending", y=1932, h=126, click=True, check=True))
        return Scr(P, clock, batt, items)

    def menu(clock: str, batt: int) -> Scr:
        return Scr(P, clock, batt, [E("CheckBox", "Show completed", None, "title", x=(483, 1038), y=149, h=126, click=True, check=False),
                                    E("CheckBox", "Show unstarted", None, "title", x=(483, 1038), y=275, h=126, click=True, check=True),
                                    T("Clear completed", "title", x=(483, 1038), y=401, h=126, click=True),
                                    T("List settings", "title", x=(483, 1038), y=527, h=126, click=True),
                                    T("Share", "title", x=(483, 1038), y=653, h=126, click=True)])

    done = [tasks0[0]]
    tasks1 = tasks0[1:]
    tasks2 = tasks1 + [new]
    tr = Traj(tlist("11:31", 58, tasks0))
    tr.step(droid("click", index=tr.cur.find("Submit expense report") - 1), tlist("11:32", 58, tasks1, snack="Completed 'Submit expense report'"))
    tr.step(click(tr.cur, "Create new task"), editor("11:32", 58, None, "No date"))
    tr.step(typ(tr.cur, "title", "Order printer toner"), editor("11:33", 58, "Order printer toner", "No date"))
    tr.step(click(tr.cur, "due_date"), picker("11:33", 58))
    tr.step(click(tr.cur, "Tomorrow"), editor("11:33", 58, "Order printer toner", "Wed, Jun 12"))
    tr.step(click(tr.cur, "Save"), tlist("11:34", 57, tasks2))
    tr.step(click(tr.cur, "Sort"), sort_sheet("11:34", 57))
    tr.step(click(tr.cur, "Alphabetical"), tlist("11:34", 57, tasks2, order="alpha"))
    tr.step(click(tr.cur, "More options"), menu("11:35", 57))
    tr.step(click(tr.cur, "Show completed"), tlist("11:35", 57, tasks2, order="alpha", done=done))
    rs.add("android", "h57-android-08", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 09 Google Maps (clean)

def t09(rs: RowSet) -> None:
    P = "com.google.android.apps.maps"

    def nav(sel: str = "Explore") -> list[Any]:
        return [E("FrameLayout", t, t, None, x=(i * 216, i * 216 + 216), y=2184, h=147, click=True, sel=t == sel)
                for i, t in enumerate(["Explore", "Go", "Saved", "Contribute", "Updates"])]

    def home(clock: str, batt: int) -> Scr:
        items: list[Any] = [E("android.view.View", None, "Google Map", "mainmap_container", x=(0, 1080), y=128, h=2056),
                            E("TextView", "Search here", None, "search_omnibox_text_box", x=(42, 800), y=160, h=147, click=True),
                            IB("Voice search", "search_omnibox_voice_search", x=(800, 912), y=160),
                            IB("Account and settings", "og_apd_internal_image_view", x=(912, 1038), y=160)]
        for i, chip in enumerate(["Restaurants", "Gas", "Groceries", "Coffee", "Hotels"]):
            items.append(E("Button", chip, None, "chip", x=(42 + i * 230, 262 + i * 230), y=328, h=105, click=True))
        items += [IB("Compass", "compass_button", x=(912, 1038), y=480), IB("Layers", "layers_fab", x=(912, 1038), y=630),
                  IB("Re-center map to your location", "mylocation_button", x=(870, 1038), y=1680, h=168),
                  T("Latest in Belltown", "explore_header", y=1890, h=105), T("1st Ave & Pike St · Light rain, 57°F", "explore_subheader", y=1995, h=70)]
        return Scr(P, clock, batt, items + nav())

    def search(clock: str, batt: int, q: str | None) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 147)),
                            E("EditText", q, None, "search_omnibox_edit_text", same=True, x=(147, 900), h=147, hint="Search here", click=True, edit=True, focus=True),
                            IB("Voice search" if not q else "Clear", "search_omnibox_right_button", same=True, x=(912, 1038))]
        if q:
            rows = [("Discovery Park", "Seattle, WA"), ("Discovery Park Visitor Center", "3801 Discovery Park Blvd, Seattle, WA"),
                    ("Discovery Park North Parking Lot", "Discovery Park Blvd, Seattle, WA"), ("West Point Lighthouse", "Discovery Park, Seattle, WA")]
        else:
            rows = [("Home", "1420 E Pine St, Seattle, WA 98122"), ("Work", "400 Pine St, Seattle, WA 98101"),
                    ("Pike Place Market", "85 Pike St, Seattle, WA"), ("Seattle-Tacoma International Airport", "17801 International Blvd, SeaTac, WA"),
                    ("Kerry Park", "211 W Highland Dr, Seattle, WA")]
        for title, sub in rows:
            items.append(T(title, "title", h=70, x=(189, 1017), click=True))
            items.append(T(sub, "subtitle", h=84, x=(189, 1017)))
        return Scr(P, clock, batt, items)

    def place(clock: str, batt: int) -> Scr:
        items: list[Any] = [E("android.view.View", None, "Google Map", "mainmap_container", x=(0, 1080), y=128, h=980),
                            IB("Navigate up", x=(21, 147), y=160), T("Discovery Park", "search_omnibox_text_box", x=(147, 900), y=160, h=147, click=True),
                            T("Discovery Park", "title", y=1108, h=126), T("4.8", "rating", h=63, x=(63, 140)),
                            T("(9,412)", "review_count", same=True, x=(150, 330), h=63), T("Park · 🚗 19 min", "category", h=63),
                            T("Open · Closes 11:30 PM", "hours", h=63)]
        for i, b in enumerate(["Directions", "Start", "Call", "Save", "Share"]):
            items.append(E("Button", b, b, None, x=(42 + i * 205, 232 + i * 205), y=1450, h=126, click=True))
        items += [T("3801 Discovery Park Blvd, Seattle, WA 98199", "address", y=1620, h=84, x=(189, 1017), click=True),
                  T("JCF9+3G Seattle, Washington", "plus_code", h=84, x=(189, 1017)),
                  T("seattle.gov/parks", "website", h=84, x=(189, 1017), click=True),
                  T("(206) 386-4236", "phone", h=84, x=(189, 1017), click=True)]
        return Scr(P, clock, batt, items)

    def directions(clock: str, batt: int, mode: str, tabs: dict[str, str], routes: list[tuple[str, str, str]]) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 147)),
                            T("Your location", "directions_startpoint_textbox", same=True, x=(147, 900), h=105, click=True),
                            T("Discovery Park", "directions_endpoint_textbox", x=(147, 900), h=105, click=True),
                            IB("Swap start and destination", "swap_button", same=True, x=(912, 1038), h=105)]
        for i, (m, t) in enumerate(tabs.items()):
            items.append(E("LinearLayout", None, f"{m} mode: {t}", None, x=(42 + i * 250, 282 + i * 250), y=380, h=126, click=True, sel=m == mode))
            items.append(T(t, "travel_mode_duration", x=(42 + i * 250, 282 + i * 250), y=443, h=63))
        items.append(E("android.view.View", None, "Google Map", "mainmap_container", x=(0, 1080), y=506, h=900))
        for head, sub, via in routes:
            items.append(T(head, "directions_trip_duration", h=84, x=(63, 1017), click=True))
            items.append(T(sub, "directions_trip_description", h=63, x=(63, 1017)))
            items.append(T(via, "directions_trip_summary", h=63, x=(63, 1017)))
        items += [Bt("Start", "start_button", x=(63, 420), y=2142), Bt("Steps", "steps_button", x=(441, 798), y=2142)]
        return Scr(P, clock, batt, items)

    def navscreen(clock: str, batt: int, instr: str, dist: str, mins: int, miles: str, eta: str) -> Scr:
        return Scr(P, clock, batt, [
            E("android.view.View", None, "Google Map", "mainmap_container", x=(0, 1080), y=128, h=1850),
            IV("Turn left" if "left" in instr else "Head northwest", "maneuver_icon", x=(42, 210), y=160, h=168),
            T(dist, "distance_text", x=(231, 1017), y=160, h=84), T(instr, "instruction_text", x=(231, 1017), y=244, h=126),
            T("Then turn right onto Elliott Ave W" if "left" in instr else "Then turn left onto Broad St", "next_step", x=(42, 1017), y=370, h=84),
            IB("Sound: on", "mute_button", x=(912, 1038), y=500), IB("Re-center", "recenter_button", x=(42, 300), y=1850, h=126),
            IB("Exit navigation", "close_button", x=(42, 189), y=2016, h=147),
            T(f"{mins} min", "eta_duration", x=(231, 560), y=2016, h=84), T(f"{miles} · {eta}", "eta_details", x=(231, 800), y=2100, h=63),
            IB("Alternates", "alternates_button", x=(891, 1038), y=2016),
        ])

    drive_a = [("19 min (7.4 mi)", "Fastest route, the usual traffic", "via Elliott Ave W and 15th Ave W"),
               ("23 min (8.1 mi)", "Some traffic, as usual", "via W Nickerson St and W Emerson St")]
    drive_b = [("21 min (7.4 mi)", "Fastest route now due to traffic conditions", "via Elliott Ave W and 15th Ave W"),
               ("24 min (8.1 mi)", "Heavier traffic than usual", "via W Nickerson St and W Emerson St")]
    drive_c = [("19 min (6.8 mi)", "Fastest route now due to traffic conditions", "via Elliott Ave W and 15th Ave W"),
               ("22 min (7.5 mi)", "Heavier traffic than usual", "via W Nickerson St and W Emerson St")]
    walk = [("2 hr 9 min (6.2 mi)", "Mostly flat", "via Elliott Bay Trail"), ("2 hr 18 min (6.6 mi)", "Some steep sections", "via Magnolia Blvd W")]
    transit = [("51 min", "10:14 AM—11:05 AM · Walk › 24 › Walk", "10:14 AM from 3rd Ave & Pike St · every 15 min"),
               ("55 min", "10:21 AM—11:16 AM · Walk › D Line › 33 › Walk", "10:21 AM from 3rd Ave & Pine St · every 10 min")]
    tabs_a = {"Driving": "19 min", "Transit": "52 min", "Walking": "2 hr 9 min", "Cycling": "41 min"}
    tabs_b = {"Driving": "21 min", "Transit": "51 min", "Walking": "2 hr 9 min", "Cycling": "41 min"}
    tabs_c = {"Driving": "19 min", "Transit": "50 min", "Walking": "2 hr", "Cycling": "38 min"}
    tr = Traj(home("10:07", 88))
    tr.step(click(tr.cur, "Search here"), search("10:07", 88, None))
    tr.step(typ(tr.cur, "search_omnibox_edit_text", "Discovery Park"), search("10:08", 88, "Discovery Park"))
    tr.step(click(tr.cur, "Discovery Park"), place("10:08", 88))
    tr.step(click(tr.cur, "Directions"), directions("10:09", 88, "Driving", tabs_a, drive_a))
    tr.step(click(tr.cur, "Walking mode: 2 hr 9 min"), directions("10:09", 88, "Walking", tabs_a, walk))
    tr.step(click(tr.cur, "Transit mode: 52 min"), directions("10:10", 87, "Transit", tabs_b, transit))
    tr.step(click(tr.cur, "Driving mode: 21 min"), directions("10:11", 87, "Driving", tabs_b, drive_b))
    tr.step(click(tr.cur, "Start"), navscreen("10:11", 87, "Head northwest on 1st Ave toward Pine St", "500 ft", 21, "7.4 mi", "10:32 AM"))
    tr.step(WAIT, navscreen("10:13", 86, "Turn left onto Broad St", "400 ft", 19, "6.8 mi", "10:32 AM"))
    tr.step(click(tr.cur, "Exit navigation"), directions("10:13", 86, "Driving", tabs_c, drive_c))
    rs.add("android", "h57-android-09", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 10 Broccoli (bad: an ingredient changes)

SHAKSHUKA = ["2 tbsp olive oil", "1 yellow onion, diced", "1 red bell pepper, diced", "3 cloves garlic, minced",
             "1 tsp ground cumin", "1 tsp smoked paprika", "¼ tsp chili flakes", "1 can (28 oz) crushed tomatoes",
             "6 large eggs", "Salt and pepper", "Feta and parsley, to serve"]
SHAK_STEPS = ["Heat the oil in a 12-inch skillet over medium heat; cook onion and pepper 6–8 min until soft.",
              "Add garlic, cumin, paprika and chili flakes; stir 1 min until fragrant.",
              "Pour in tomatoes, season, and simmer 10 min until slightly thickened.",
              "Make 6 wells, crack in the eggs, cover and cook 6–8 min until whites are set.",
              "Top with crumbled feta and parsley; serve with crusty bread."]


def t10(rs: RowSet) -> None:
    P = "com.flauschcode.broccoli"
    recipes = [("Chana Masala", "Weeknight chickpea curry with garam masala"), ("Lemon Garlic Salmon", "Sheet-pan salmon and asparagus"),
               ("Mushroom Risotto", "Arborio, porcini stock, parmesan"), ("Shakshuka", "Eggs poached in a spiced tomato and pepper sauce"),
               ("Thai Basil Chicken", "Pad kra pao with fried egg")]

    def rlist(clock: str, batt: int) -> Scr:
        items: list[Any] = [IB("Open navigation drawer", x=(21, 168)), T("Recipes", "toolbar_title", same=True, x=(189, 700), h=147),
                            IB("Search", "action_search", same=True, x=(891, 1038)), RV("recycler_view", 275, 2060)]
        for t, d in recipes:
            items.append(E("androidx.cardview.widget.CardView", None, None, "card_view", h=294, x=(42, 1038), click=True))
            items.append(IV(t, "recipe_image", same=True, dy=21, x=(63, 315), h=252))
            items.append(T(t, "recipe_title", same=True, dy=42, x=(336, 1017), h=70))
            items.append(T(d, "recipe_description", same=True, dy=126, x=(336, 1017), h=126))
        items.append(E("ImageButton", None, "Add recipe", "fab", x=(849, 1017), y=2142, h=168, click=True))
        return Scr(P, clock, batt, items)

    def detail(clock: str, batt: int, ingr: list[str], top: bool) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Shakshuka", "toolbar_title", same=True, x=(189, 600), h=147),
                            IB("Favorite", "action_favorite", same=True, x=(660, 786)), IB("Edit", "action_edit", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)),
                            E("androidx.core.widget.NestedScrollView", None, None, "scroll_view", x=(0, 1080), y=275, h=2061, scroll=True)]
        if top:
            items += [IV("Shakshuka", "recipe_image", h=504, x=(0, 1080)),
                      T("Eggs poached in a spiced tomato and pepper sauce", "recipe_description", h=126),
                      T("Servings", "servings_label", h=56, x=(63, 500)), T("Preparation time", "time_label", same=True, x=(540, 1017), h=56),
                      T("4", "servings", h=70, x=(63, 500)), T("35 min", "preparation_time", same=True, x=(540, 1017), h=70),
                      T("Source: Family notebook", "source", h=84),
                      T("Ingredients", "ingredients_label", h=105)]
            for i in ingr:
                items.append(T("• " + i, "ingredient", h=70))
        else:
            for i in ingr[6:]:
                items.append(T("• " + i, "ingredient", h=70))
            items.append(T("Directions", "directions_label", h=105))
            for n, st in enumerate(SHAK_STEPS, 1):
                items.append(T(f"{n}. {st}", "direction", h=147))
            items.append(T("Categories: Breakfast, Vegetarian", "categories", h=84))
        return Scr(P, clock, batt, items)

    def edit(clock: str, batt: int, ingr: list[str]) -> Scr:
        return Scr(P, clock, batt, [
            IB("Navigate up", x=(21, 168)), T("Edit recipe", "toolbar_title", same=True, x=(189, 700), h=147),
            IB("Save", "action_save", same=True, x=(912, 1038)),
            IV("Shakshuka", "recipe_image", h=336, x=(0, 1080), click=True),
            ET("Shakshuka", "title", "Title"), ET("Eggs poached in a spiced tomato and pepper sauce", "description", "Description"),
            ET("4", "servings", "Servings", x=(63, 520)), ET("35 min", "preparation_time", "Preparation time", same=True, x=(540, 1017)),
            ET("Family notebook", "source", "Source"),
            ET("\n".join(ingr), "ingredients", "Ingredients", h=588),
            ET("\n".join(f"{n}. {s}" for n, s in enumerate(SHAK_STEPS, 1)), "directions", "Directions", h=420),
        ])

    bad = [("1 tsp ground coriander" if i == "1 tsp ground cumin" else i) for i in SHAKSHUKA]
    tr = Traj(rlist("19:02", 44))
    tr.step(click(tr.cur, "card_view", 3), detail("19:02", 44, SHAKSHUKA, True))
    tr.step(scroll("down"), detail("19:03", 44, SHAKSHUKA, False))
    tr.step(scroll("up"), detail("19:03", 44, bad, True))
    tr.step(click(tr.cur, "Edit"), edit("19:03", 44, bad))
    tr.step(BACK, detail("19:04", 44, bad, True))
    tr.step(BACK, rlist("19:04", 43))
    rs.add("android", "h57-android-10", SYSTEM, tr.turns, state=tr.state, bad=True, turn=3,
           kind="Scrolling back up, the Shakshuka ingredient '1 tsp ground cumin' has become '1 tsp ground coriander' with no edit.")


# ---------------------------------------------------------------- 11 ClevCalc calculator + converter (bad: wrong product)

def t11(rs: RowSet) -> None:
    P = "com.dencreak.dlcalculator"
    keys = ["C", "( )", "%", "÷", "7", "8", "9", "×", "4", "5", "6", "−", "1", "2", "3", "+", "±", "0", ".", "="]

    def calc(clock: str, batt: int, prev: str | None, formula: str | None, preview: str | None) -> Scr:
        items: list[Any] = [IB("Open navigation drawer", x=(21, 168)), T("Calculator", "toolbar_title", same=True, x=(189, 560), h=147),
                            IB("History", "menu_history", same=True, x=(660, 786)), IB("Unit converter", "menu_converter", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)),
                            T(prev, "calc_prev", h=105, x=(63, 1017)),
                            E("EditText", formula, None, "calc_formula", h=210, x=(63, 1017), hint="0", click=True, edit=True, focus=True),
                            T(preview, "calc_result", h=105, x=(63, 1017)),
                            IB("Backspace", "calc_backspace", x=(891, 1038), h=126),
                            T("DEG", "calc_angle", same=True, x=(63, 230), h=126)]
        for i, k in enumerate(keys):
            r, c = divmod(i, 4)
            items.append(E("Button", k, None, f"calc_key_{i}", x=(21 + c * 262, 273 + c * 262), y=1155 + r * 231, h=210, click=True))
        return Scr(P, clock, batt, items)

    hist = [("Today", "101.952+12.5", "114.452"), ("Today", "86.4×1.18", "101.952"),
            ("Yesterday", "1,284.5×0.0825", "105.97125"), ("Yesterday", "2,450÷12", "204.16666667"),
            ("Jun 8, 2024", "(72−32)×5÷9", "22.22222222"), ("Jun 8, 2024", "17.3×4", "69.2")]

    def history(clock: str, batt: int) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("History", "toolbar_title", same=True, x=(189, 700), h=147),
                            IB("Clear history", "menu_clear", same=True, x=(891, 1038)), RV("history_list", 275, 2060)]
        day = ""
        for d, expr, res in hist:
            if d != day:
                items.append(T(d, "history_header", h=84))
                day = d
            items.append(T(expr, "history_expression", h=84, x=(63, 1017), click=True))
            items.append(T("= " + res, "history_result", h=84, x=(63, 1017), click=True))
        return Scr(P, clock, batt, items)

    def converter(clock: str, batt: int) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Unit converter", "toolbar_title", same=True, x=(189, 700), h=147),
                            E("Spinner", "Length", None, "conv_category", h=126, click=True),
                            E("Spinner", "Mile (mi)", None, "conv_from_unit", h=126, x=(63, 560), click=True),
                            E("EditText", "1", None, "conv_from_value", same=True, x=(580, 1017), h=126, click=True, edit=True, focus=True),
                            T("=", h=84), T("Kilometer (km)", "conv_to_unit", h=84, x=(63, 560)), T("1.609344", "conv_to_value", same=True, x=(580, 1017), h=84)]
        for u, v in [("Meter (m)", "1,609.344"), ("Centimeter (cm)", "160,934.4"), ("Foot (ft)", "5,280"), ("Yard (yd)", "1,760"),
                     ("Inch (in)", "63,360"), ("Nautical mile (nmi)", "0.86897624")]:
            items.append(T(u, "conv_row_unit", h=105, x=(63, 560)))
            items.append(T(v, "conv_row_value", same=True, x=(580, 1017), h=105))
        return Scr(P, clock, batt, items)

    tr = Traj(calc("20:15", 39, None, None, None))
    tr.step(typ(tr.cur, "calc_formula", "86.4×1.18"), calc("20:15", 39, None, "86.4×1.18", "101.952"))
    tr.step(click(tr.cur, "="), calc("20:15", 39, "86.4×1.18 =", "101.952", None))
    tr.step(typ(tr.cur, "calc_formula", "+12.5"), calc("20:16", 39, None, "101.952+12.5", "114.452"))
    tr.step(click(tr.cur, "="), calc("20:16", 39, "101.952+12.5 =", "114.452", None))
    tr.step(click(tr.cur, "History"), history("20:16", 39))
    tr.step(BACK, calc("20:17", 39, "101.952+12.5 =", "114.452", None))
    tr.step(typ(tr.cur, "calc_formula", "×2"), calc("20:17", 38, None, "114.452×2", "228.804"))
    tr.step(click(tr.cur, "="), calc("20:17", 38, "114.452×2 =", "228.804", None))
    tr.step(click(tr.cur, "Unit converter"), converter("20:18", 38))
    rs.add("android", "h57-android-11", SYSTEM, tr.turns, state=tr.state, bad=True, turn=7,
           kind="Multiplying the displayed 114.452 by 2 previews 228.804 instead of 228.904.")


# ---------------------------------------------------------------- 12 Retro Music (clean)

ROAD_TRIP = [("Dreams", "Fleetwood Mac", 257), ("Go Your Own Way", "Fleetwood Mac", 218), ("Africa", "Toto", 295),
             ("Take It Easy", "Eagles", 211), ("Mr. Blue Sky", "Electric Light Orchestra", 303), ("Born to Run", "Bruce Springsteen", 270),
             ("Life Is a Highway", "Tom Cochrane", 266), ("Running on Empty", "Jackson Browne", 323),
             ("Here Comes the Sun", "The Beatles", 185), ("Fast Car", "Tracy Chapman", 297), ("On the Road Again", "Willie Nelson", 152),
             ("Send Me on My Way", "Rusted Root", 263)]


def t12(rs: RowSet) -> None:
    P = "code.name.monkey.retromusic"
    tabs = ["Home", "Songs", "Albums", "Artists", "Playlists"]

    def nav(sel: str, playing: bool) -> list[Any]:
        out: list[Any] = []
        if playing:
            out += [E("FrameLayout", None, "Now playing", "miniPlayerFragment", x=(0, 1080), y=2016, h=168, click=True),
                    IV("Rumours", "image", x=(21, 168), y=2037, h=126), T("Dreams", "title", x=(189, 800), y=2037, h=63),
                    T("Fleetwood Mac", "text", x=(189, 800), y=2100, h=56),
                    IB("Pause", "miniPlayerPlayPauseButton", x=(870, 1017), y=2037, h=126),
                    E("ProgressBar", None, None, "progressBar", x=(0, 1080), y=2016, h=8)]
        out += [E("FrameLayout", t, t, None, x=(i * 216, i * 216 + 216), y=2184, h=147, click=True, sel=t == sel)
                for i, t in enumerate(tabs)]
        return out

    def playlists(clock: str, batt: int, n_road: int, playing: bool, toast: str | None = None) -> Scr:
        rows = [("History", None), ("Last added", None), ("Most played", None), ("Favorites", 48), ("Focus", 31),
                ("Road Trip", n_road), ("Running 170 bpm", 22)]
        items: list[Any] = [T("Playlists", "appNameText", h=147, x=(63, 700)), IB("Search", "action_search", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)), RV("recycler_view", 275, 1740)]
        for name, n in rows:
            items.append(T(name, "title", h=84, x=(189, 900), click=True))
            items.append(T(f"{n} Songs" if n is not None else "Smart playlist", "text", h=70, x=(189, 900)))
        if toast:
            items.append(T(toast, "android:id/message", x=(126, 954), y=1880, h=105, pkg="com.android.systemui"))
        return Scr(P, clock, batt, items + nav("Playlists", playing))

    def detail(clock: str, batt: int, playing: bool) -> Scr:
        total = sum(s[2] for s in ROAD_TRIP)
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Road Trip", "title", same=True, x=(189, 700), h=147),
                            IB("More options", same=True, x=(912, 1038)),
                            T(f"{len(ROAD_TRIP)} Songs • {hms(total)}", "subtitle", h=84),
                            Bt("Play", "playAction", x=(63, 520)), Bt("Shuffle", "shuffleAction", same=True, x=(560, 1017)),
                            RV("recycler_view", 485, 1520)]
        for title, artist, sec in ROAD_TRIP:
            items.append(T(title, "title", h=70, x=(189, 820), click=True))
            items.append(T(f"{artist} • {mmss(sec)}", "text", h=84, x=(189, 820)))
            items.append(IB("More options", "menu", same=True, dy=-70, x=(912, 1038), h=126))
        return Scr(P, clock, batt, items + nav("Playlists", playing))

    def player(clock: str, batt: int, pos: int) -> Scr:
        return Scr(P, clock, batt, [
            IB("Navigate down", x=(21, 168)), IB("More options", same=True, x=(912, 1038)),
            IV("Rumours", "playerAlbumCoverFragment", x=(84, 996), h=912),
            T("Dreams", "title", h=105), T("Fleetwood Mac", "text", h=70), IB("Favorite", "songFavourite", same=True, x=(891, 1038), h=126),
            E("SeekBar", None, None, "progressSlider", h=84, x=(42, 1038), click=True),
            T(mmss(pos), "songCurrentProgress", h=63, x=(63, 300)), T("4:17", "songTotalTime", same=True, x=(780, 1017), h=63),
            T("FLAC • 1411 kbps • 44.1 kHz", "songInfo", h=63),
            IB("Shuffle", "shuffleButton", x=(42, 189), h=168), IB("Previous", "previousButton", same=True, x=(231, 399), h=168),
            IB("Pause", "playPauseButton", same=True, x=(441, 639), h=168), IB("Next", "nextButton", same=True, x=(681, 849), h=168),
            IB("Repeat", "repeatButton", same=True, x=(891, 1038), h=168),
            T("Up next: Go Your Own Way", "nextSong", h=105),
            IB("Lyrics", "lyricsIcon", x=(63, 210), h=126), IB("Playing queue", "playingQueueIcon", same=True, x=(870, 1017), h=126),
        ])

    songs = ["Africa", "All Too Well", "Bohemian Rhapsody", "Born to Run", "Dancing Queen", "Dreams", "Everybody Wants to Rule the World",
             "Fast Car", "Go Your Own Way", "Here Comes the Sun", "Hotel California", "Life Is a Highway"]
    artists = {"Africa": "Toto", "All Too Well": "Taylor Swift", "Bohemian Rhapsody": "Queen", "Born to Run": "Bruce Springsteen",
               "Dancing Queen": "ABBA", "Dreams": "Fleetwood Mac", "Everybody Wants to Rule the World": "Tears for Fears",
               "Fast Car": "Tracy Chapman", "Go Your Own Way": "Fleetwood Mac", "Here Comes the Sun": "The Beatles",
               "Hotel California": "Eagles", "Life Is a Highway": "Tom Cochrane"}

    def song_list(clock: str, batt: int, toast: str | None = None) -> Scr:
        items: list[Any] = [T("Songs", "appNameText", h=147, x=(63, 700)), IB("Search", "action_search", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)),
                            Bt("Shuffle all · 164 songs", "shuffleButton", x=(63, 1017), h=105), RV("recycler_view", 380, 1636)]
        for s in songs:
            items.append(T(s, "title", h=70, x=(189, 880), click=True))
            items.append(T(artists[s], "text", h=70, x=(189, 880)))
            items.append(IB("More options", "menu", same=True, dy=-70, x=(891, 1038), h=140))
        if toast:
            items.append(T(toast, "android:id/message", x=(126, 954), y=1880, h=105, pkg="com.android.systemui"))
        return Scr(P, clock, batt, items + nav("Songs", True))

    def song_menu(clock: str, batt: int, y: int) -> Scr:
        opts = ["Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist", "Share", "Tag editor", "Details",
                "Set as ringtone", "Delete from device"]
        return Scr(P, clock, batt, [E("ListView", None, None, None, x=(483, 1038), y=y, h=126 * len(opts))] +
                   [T(o, "title", x=(483, 1038), y=y + 126 * i, h=126, click=True) for i, o in enumerate(opts)])

    def add_dialog(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Add to playlist", "alertTitle", x=(84, 996), y=777, h=126)]
        for i, (n, c) in enumerate([("New playlist…", None), ("Favorites", 48), ("Focus", 31), ("Road Trip", 12), ("Running 170 bpm", 22)]):
            items.append(T(n, "title", x=(84, 996), y=903 + i * 147, h=84, click=True))
            if c is not None:
                items.append(T(f"{c} Songs", "text", x=(84, 996), y=987 + i * 147, h=56))
        items.append(Bt("Cancel", "android:id/button2", x=(756, 966), y=1680))
        return Scr(P, clock, batt, items)

    tr = Traj(playlists("17:40", 66, 12, False))
    tr.step(click(tr.cur, "Road Trip"), detail("17:40", 66, False))
    tr.step(click(tr.cur, "Dreams"), player("17:41", 66, 1))
    tr.step(WAIT, player("17:41", 66, 38))
    tr.step(BACK, detail("17:41", 66, True))
    tr.step(BACK, playlists("17:42", 65, 12, True))
    tr.step(click(tr.cur, "Songs"), song_list("17:42", 65))
    row = tr.cur.find("Dancing Queen")
    menu_y = tr.cur.els[row]["box"][2]
    tr.step(droid("click", index=row + 2), song_menu("17:42", 65, menu_y))
    tr.step(click(tr.cur, "Add to playlist…"), add_dialog("17:43", 65))
    tr.step(click(tr.cur, "Road Trip"), song_list("17:43", 65, "Added 1 song to Road Trip"))
    tr.step(click(tr.cur, "Playlists"), playlists("17:43", 65, 13, True))
    rs.add("android", "h57-android-12", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 13 The Weather Channel (bad: units setting reverts)

def f2c(f: float) -> int:
    return int(((f - 32) * 5 / 9) + 0.5) if f >= 32 else -int(((32 - f) * 5 / 9) + 0.5)


def t13(rs: RowSet) -> None:
    P = "com.weather.Weather"
    hourly = [("10 am", 64, "12%"), ("11 am", 66, "10%"), ("12 pm", 68, "8%"), ("1 pm", 70, "6%"), ("2 pm", 71, "5%")]

    def nav(sel: str) -> list[Any]:
        return [E("FrameLayout", t, t, None, x=(i * 270, i * 270 + 270), y=2184, h=147, click=True, sel=t == sel)
                for i, t in enumerate(["Today", "Hourly", "10 Day", "Radar"])]

    def today(clock: str, batt: int, metric: bool, asof: str) -> Scr:
        def t(f: int) -> str:
            return f"{f2c(f) if metric else f}°"
        items: list[Any] = [IB("Settings", "settings_button", x=(21, 168)), T("Portland, OR", "location_name", same=True, x=(189, 800), h=147),
                            IB("Search locations", "search_button", same=True, x=(891, 1038)),
                            T(f"As of {asof} PDT", "as_of_time", h=63), T(t(64), "current_temperature", h=252, x=(63, 600)),
                            T("Partly Cloudy", "phrase", h=84), T(f"Day {t(71)} • Night {t(52)}", "hi_lo", h=70),
                            T("Hourly Forecast", "module_title", h=105)]
        for i, (hh, f, pop) in enumerate(hourly):
            items.append(T(hh, "hourly_time", x=(42 + i * 200, 222 + i * 200), y=1080, h=63))
            items.append(T(t(f), "hourly_temp", x=(42 + i * 200, 222 + i * 200), y=1143, h=84))
            items.append(T(pop, "hourly_precip", x=(42 + i * 200, 222 + i * 200), y=1227, h=56))
        details = [("Feels Like", t(64)), ("Wind", "NW 11 km/h" if metric else "NW 7 mph"), ("Humidity", "61%"),
                   ("Dew Point", t(50)), ("Pressure", "1017 mb" if metric else "30.02 in"), ("UV Index", "4 of 11"),
                   ("Visibility", "16 km" if metric else "10 mi"), ("Sunrise", "5:21 am"), ("Sunset", "9:02 pm")]
        yy = 1320
        items.append(T("Today's Details", "module_title", y=yy, h=105))
        yy += 105
        for k, v in details:
            items.append(T(k, "detail_label", x=(63, 540), y=yy, h=84))
            items.append(T(v, "detail_value", x=(560, 1017), y=yy, h=84))
            yy += 84
        return Scr(P, clock, batt, items + nav("Today"))

    def settings(clock: str, batt: int, unit: str) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Settings", "toolbar_title", same=True, x=(189, 700), h=147),
                            T("Units", "section_header", h=105)]
        for name, sub in [("Imperial", "F / mph / miles / inches"), ("Metric", "C / km/h / kilometers / millimeters"),
                          ("Hybrid", "C / mph / miles / millimeters")]:
            items.append(RB(f"{name} - {sub}", unit == name, "unit_radio", h=126))
        items += [T("Notifications", "section_header", h=105), T("Daily Forecast", "setting_title", h=84, click=True, x=(63, 850)), SW(True),
                  T("Severe Alerts", "setting_title", h=84, click=True, x=(63, 850)), SW(True),
                  T("Rain & Snow Alerts", "setting_title", h=84, click=True, x=(63, 850)), SW(False),
                  T("Location", "section_header", h=105), T("Follow Me: Portland, OR", "setting_title", h=84, click=True),
                  T("Privacy Settings", "setting_title", h=105, click=True), T("Data Rights", "setting_title", h=105, click=True),
                  T("Version 10.62.0 (1062000)", "version", h=84)]
        return Scr(P, clock, batt, items)

    days = [("Today", "Partly Cloudy", 71, 52, "10%"), ("Wed 12", "Mostly Sunny", 74, 54, "5%"), ("Thu 13", "Partly Cloudy", 69, 53, "15%"),
            ("Fri 14", "Showers", 63, 50, "60%"), ("Sat 15", "AM Showers", 66, 49, "40%"), ("Sun 16", "Mostly Sunny", 72, 51, "10%"),
            ("Mon 17", "Sunny", 78, 55, "5%"), ("Tue 18", "Sunny", 81, 57, "0%"), ("Wed 19", "Partly Cloudy", 77, 56, "10%"),
            ("Thu 20", "Showers", 68, 54, "55%")]

    def tenday(clock: str, batt: int, start: int) -> Scr:
        items: list[Any] = [IB("Settings", "settings_button", x=(21, 168)), T("Portland, OR", "location_name", same=True, x=(189, 800), h=147),
                            IB("Search locations", "search_button", same=True, x=(891, 1038)), T("10 Day Weather", "module_title", h=105),
                            RV("daily_list", 380, 1800)]
        for d, phrase, hi, lo, pop in days[start:]:
            items.append(T(d, "daily_day", h=84, x=(63, 300), click=True))
            items.append(T(f"{hi}°/{lo}°", "daily_temps", same=True, x=(760, 1017), h=84))
            items.append(T(phrase, "daily_phrase", h=63, x=(63, 600)))
            items.append(T(pop, "daily_precip", same=True, x=(620, 740), h=63))
            items.append(E("View", None, None, "divider", h=42, x=(63, 1017)))
        return Scr(P, clock, batt, items + nav("10 Day"))

    tr = Traj(today("9:44", 80, False, "9:42 am"))
    tr.step(click(tr.cur, "Settings"), settings("9:44", 80, "Imperial"))
    tr.step(click(tr.cur, "Metric - C / km/h / kilometers / millimeters"), settings("9:44", 80, "Metric"))
    tr.step(BACK, today("9:45", 80, True, "9:42 am"))
    tr.step(click(tr.cur, "Settings"), settings("9:45", 80, "Imperial"))
    tr.step(BACK, today("9:45", 79, False, "9:42 am"))
    tr.step(click(tr.cur, "10 Day"), tenday("9:46", 79, 0))
    tr.step(scroll("down"), tenday("9:46", 79, 4))
    rs.add("android", "h57-android-13", SYSTEM, tr.turns, state=tr.state, bad=True, turn=4,
           kind="Reopened Settings shows Imperial selected again although Metric was chosen in turn 2 and the Today screen switched to °C in turn 3.")


# ---------------------------------------------------------------- 14 Joplin (clean)

VENDOR_NOTE = [("h", "Vendor onboarding"), ("p", "Owner: Jordan · Target: Jun 21"), ("x", "Signed MSA received"), ("o", "Collect W-9 form"),
               ("o", "Add to AP system (Coupa)"), ("o", "Security questionnaire (SIG Lite)"), ("x", "Kickoff call scheduled — Jun 12 10:00"),
               ("p", "Contacts: Priya Raman (AP), Dev Patel (vendor PM)")]


def t14(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    VG = "android.view.ViewGroup"

    def nlist(clock: str, batt: int, book: str, notes: list[str]) -> Scr:
        items: list[Any] = [E(VG, None, "Side menu", None, x=(0, 147), h=147, click=True), T(book, same=True, x=(168, 700), h=147),
                            E(VG, None, "Search", None, same=True, x=(786, 912), h=147, click=True),
                            E(VG, None, "Menu", None, same=True, x=(912, 1038), h=147, click=True),
                            E("android.widget.ScrollView", None, None, None, x=(0, 1080), y=275, h=1900, scroll=True)]
        if notes:
            for n in notes:
                items.append(E(VG, n, None, None, h=126, x=(0, 1080), click=True))
                items.append(T(n, same=True, dy=28, x=(42, 1017), h=70))
        else:
            items.append(T("There are currently no notes. Create one by clicking on the (+) button.", h=210, x=(63, 1017)))
        items += [E(VG, None, "New to-do", None, x=(870, 1017), y=1932, h=147, click=True),
                  E(VG, None, "New note", None, x=(870, 1017), y=2100, h=168, click=True)]
        return Scr(P, clock, batt, items)

    def note(clock: str, batt: int, body: list[tuple[str, str]]) -> Scr:
        items: list[Any] = [E(VG, None, "Back", None, x=(0, 147), h=147, click=True), T("Work", same=True, x=(168, 600), h=147),
                            E(VG, None, "Attach", None, same=True, x=(660, 786), h=147, click=True),
                            E(VG, None, "Menu", None, same=True, x=(912, 1038), h=147, click=True),
                            E("EditText", "Vendor onboarding checklist", None, None, h=147, click=True, edit=True),
                            E("android.webkit.WebView", None, None, None, x=(0, 1080), y=422, h=1700, scroll=True)]
        for kind, text in body:
            if kind == "h":
                items.append(T(text, h=126))
            elif kind == "p":
                items.append(T(text, h=84))
            else:
                items.append(E("CheckBox", None, text, None, x=(42, 126), h=84, click=True, check=kind == "x"))
                items.append(T(text, same=True, x=(147, 1017), h=84))
        items.append(E(VG, None, "Edit", None, x=(870, 1017), y=2100, h=168, click=True))
        return Scr(P, clock, batt, items)

    def side(clock: str, batt: int, books: list[tuple[str, int | None]], sel: str, sync: str) -> Scr:
        items: list[Any] = [T("Joplin", h=147, x=(42, 700)), E(VG, "All notes", None, None, h=126, x=(0, 800), click=True),
                            T("NOTEBOOKS", h=84, x=(42, 800))]
        for b, n in books:
            items.append(E(VG, None, None, None, h=126, x=(0, 800), click=True, sel=b == sel))
            items.append(T(b, same=True, dy=28, x=(84, 640), h=70))
            if n is not None:
                items.append(T(str(n), same=True, dy=28, x=(660, 760), h=70))
        items += [T("TAGS", h=84, x=(42, 800))]
        for tag in ["q3", "urgent", "waiting"]:
            items.append(T(tag, h=105, x=(84, 800), click=True))
        items += [T(sync, x=(42, 800), y=1932, h=63),
                  E(VG, None, "New notebook", None, x=(42, 189), y=2016, h=147, click=True),
                  E(VG, None, "Synchronise", None, x=(231, 378), y=2016, h=147, click=True),
                  E(VG, None, "Configuration", None, x=(420, 567), y=2016, h=147, click=True)]
        return Scr(P, clock, batt, items)

    def newbook(clock: str, batt: int, title: str | None) -> Scr:
        return Scr(P, clock, batt, [
            E(VG, None, "Back", None, x=(0, 147), h=147, click=True), T("New notebook", same=True, x=(168, 700), h=147),
            E(VG, None, "Save", None, same=True, x=(912, 1038), h=147, click=True),
            E("EditText", title, None, None, h=147, x=(42, 1038), hint="Enter notebook title", click=True, edit=True, focus=True),
            T("Parent notebook", h=84), E(VG, "(None)", None, None, h=126, x=(42, 1038), click=True),
            T("Icon", h=84), E(VG, None, "Select emoji", None, h=126, x=(42, 200), click=True),
        ])

    work0 = ["Q3 planning", "Vendor onboarding checklist", "1:1 with Marcus — Jun 10", "Retro notes — sprint 41"]
    work1 = ["Vendor onboarding checklist", "Q3 planning", "1:1 with Marcus — Jun 10", "Retro notes — sprint 41"]
    checked = [("x" if (k, t) == ("o", "Collect W-9 form") else k, t) for k, t in VENDOR_NOTE]
    books0: list[tuple[str, int | None]] = [("Personal", 14), ("Recipes", 9), ("Travel", 6), ("Work", 4)]
    books1: list[tuple[str, int | None]] = [("Client Work", None)] + books0
    tr = Traj(nlist("14:20", 52, "Work", work0))
    tr.step(click(tr.cur, "Vendor onboarding checklist"), note("14:20", 52, VENDOR_NOTE))
    tr.step(click(tr.cur, "Collect W-9 form"), note("14:21", 52, checked))
    tr.step(click(tr.cur, "Back"), nlist("14:21", 52, "Work", work1))
    tr.step(click(tr.cur, "Side menu"), side("14:21", 52, books0, "Work", "Last sync: 11/06/2024 14:21"))
    tr.step(click(tr.cur, "New notebook"), newbook("14:22", 52, None))
    field = next(i for i, e in enumerate(tr.cur.els) if e["hint"] == "Enter notebook title")
    tr.step(droid("input_text", text="Client Work", index=field), newbook("14:22", 52, "Client Work"))
    tr.step(click(tr.cur, "Save"), nlist("14:22", 51, "Client Work", []))
    tr.step(click(tr.cur, "Side menu"), side("14:23", 51, books1, "Client Work", "Last sync: 11/06/2024 14:22"))
    rs.add("android", "h57-android-14", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 15 Files by Google (clean)

def size_str(kb: int) -> str:
    return f"{kb} kB" if kb < 1000 else f"{kb / 1000:.1f} MB" if kb < 100000 else f"{kb / 1000:.0f} MB"


def t15(rs: RowSet) -> None:
    P = "com.google.android.apps.nbu.files"
    files0 = [("boarding_pass_DL2417.pdf", 312, "Jun 11", 11), ("invoices_Q3_rev2.pdf", 284, "Jun 11", 10),
              ("IMG_20240610_183244.jpg", 4216, "Jun 10", 9), ("Zoom_6.0.2_arm64.apk", 118240, "Jun 7", 8),
              ("lease_renewal_2024_signed.pdf", 1934, "Jun 4", 7), ("podcast_ep142.mp3", 58412, "Jun 3", 6),
              ("GX-48213_receipt.pdf", 96, "Jun 2", 5), ("us-washington_2.obf", 212380, "May 30", 4),
              ("dataset_sample.csv", 12644, "May 28", 3)]

    def browse(clock: str, batt: int, files: list[Any], free_mb: int) -> Scr:
        dl = sum(f[1] for f in files)
        cats = [("Downloads", size_str(dl)), ("Images", "3.2 GB"), ("Videos", "11 GB"), ("Audio", "412 MB"),
                ("Documents & other", "2.1 GB"), ("Apps", "23 apps")]
        items: list[Any] = [E("TextView", "Search Files", None, "search_bar", x=(42, 900), h=147, click=True),
                            IB("Account and settings", "account_disc", same=True, x=(912, 1038)),
                            T("Categories", "section_title", h=105)]
        for i, (c, sz) in enumerate(cats):
            r, col = divmod(i, 2)
            items.append(E("LinearLayout", None, f"{c}, {sz}", "category_card", x=(42 + col * 507, 522 + col * 507), y=400 + r * 231, h=210, click=True))
            items.append(T(c, "category_title", x=(63 + col * 507, 500 + col * 507), y=442 + r * 231, h=63))
            items.append(T(sz, "category_subtitle", x=(63 + col * 507, 500 + col * 507), y=505 + r * 231, h=56))
        items += [T("Collections", "section_title", y=1113, h=105), T("Favorites", "collection_title", h=126, click=True),
                  T("Safe folder", "collection_title", h=126, click=True), T("All storage", "section_title", h=105),
                  T("Internal storage", "storage_title", h=84, click=True),
                  T(f"{free_mb / 1000:.1f} GB free", "storage_subtitle", h=63),
                  E("ProgressBar", None, f"{100 - round(free_mb / 1280):d}% used", "storage_progress", h=42)]
        items += [E("FrameLayout", t, t, None, x=(i * 360, i * 360 + 360), y=2184, h=147, click=True, sel=t == "Browse")
                  for i, t in enumerate(["Clean", "Browse", "Share"])]
        return Scr(P, clock, batt, items)

    def downloads(clock: str, batt: int, files: list[Any], order: str, selected: str | None = None, snack: str | None = None) -> Scr:
        key = {"date": lambda f: -f[3], "size": lambda f: -f[1]}[order]
        rows = sorted(files, key=key)
        if selected:
            head: list[Any] = [IB("Close", x=(21, 168)), T("1 selected", same=True, x=(189, 560), h=147),
                               IB("Share", "share_action", same=True, x=(660, 786)), IB("Delete", "delete_action", same=True, x=(786, 912)),
                               IB("More options", same=True, x=(912, 1038))]
        else:
            head = [IB("Navigate up", x=(21, 168)), T("Downloads", same=True, x=(189, 700), h=147),
                    IB("Search", "search_action", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038))]
        items: list[Any] = head + [E("Button", "Date modified" if order == "date" else "Size", "Sort", "sort_chip", x=(42, 420), h=105, click=True),
                                   IB("Switch to grid view", "view_toggle", same=True, x=(912, 1038), h=105),
                                   T(f"{len(rows)} items", "item_count", h=63),
                                   RV("file_list", 443, 1880)]
        for name, kb, date, _ in rows:
            if selected:
                items.append(E("CheckBox", None, None, "selection_checkbox", x=(42, 147), h=168, click=True, check=name == selected))
                items.append(T(name, "file_name", same=True, dy=21, x=(189, 870), h=63, click=True))
            else:
                items.append(IV(None, "file_icon", x=(42, 168), h=168))
                items.append(T(name, "file_name", same=True, dy=21, x=(189, 870), h=63, click=True))
            items.append(T(f"{size_str(kb)}, {date}", "file_details", same=True, dy=84, x=(189, 870), h=56))
            items.append(IB("More options", "file_overflow", same=True, dy=21, x=(891, 1038), h=126))
        if snack:
            items.append(T(snack, "snackbar_text", x=(42, 1038), y=2163, h=126))
        return Scr(P, clock, batt, items)

    def confirm(clock: str, batt: int) -> Scr:
        return Scr(P, clock, batt, [T("Permanently delete 1 file?", "alertTitle", x=(105, 975), y=903, h=126),
                                    T("Zoom_6.0.2_arm64.apk will be permanently deleted from your device.", "android:id/message", x=(105, 975), y=1029, h=168),
                                    Bt("Cancel", "android:id/button2", x=(504, 714), y=1239), Bt("Delete", "android:id/button1", x=(735, 975), y=1239)])

    def sort_dialog(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Sort by", "alertTitle", x=(105, 975), y=777, h=126)]
        for i, o in enumerate(["Name (A to Z)", "Name (Z to A)", "Date (newest first)", "Date (oldest first)", "Size (largest first)", "Size (smallest first)"]):
            items.append(RB(o, o == "Date (newest first)", "android:id/text1", x=(105, 975), y=903 + i * 126, h=126))
        return Scr(P, clock, batt, items)

    def file_menu(clock: str, batt: int) -> Scr:
        opts = ["Open with", "Rename", "Add to favorites", "Move to Safe folder", "Copy to", "Move to", "File info", "Delete"]
        return Scr(P, clock, batt, [T(o, "title", x=(483, 1038), y=560 + 126 * i, h=126, click=True) for i, o in enumerate(opts)])

    def rename(clock: str, batt: int, text: str) -> Scr:
        return Scr(P, clock, batt, [T("Rename", "alertTitle", x=(105, 975), y=903, h=126),
                                    E("EditText", text, None, "rename_edit_text", x=(105, 975), y=1029, h=147, click=True, edit=True, focus=True),
                                    Bt("Cancel", "android:id/button2", x=(504, 714), y=1218), Bt("Rename", "android:id/button1", x=(735, 975), y=1218)])

    def storage(clock: str, batt: int, n_dl: int) -> Scr:
        folders = [("Alarms", "0 items"), ("Android", "3 items"), ("DCIM", "2 items"), ("Documents", "5 items"), ("Download", f"{n_dl} items"),
                   ("Movies", "4 items"), ("Music", "61 items"), ("Notifications", "0 items"), ("Pictures", "7 items"), ("Podcasts", "1 item"),
                   ("Recordings", "0 items"), ("Ringtones", "0 items")]
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Internal storage", same=True, x=(189, 700), h=147),
                            IB("More options", same=True, x=(912, 1038)), T("/storage/emulated/0", "breadcrumb", h=84), RV("file_list", 359, 1960)]
        for f, n in folders:
            items.append(IV("Folder", "file_icon", x=(42, 168), h=147))
            items.append(T(f, "file_name", same=True, dy=21, x=(189, 870), h=63, click=True))
            items.append(T(n, "file_details", same=True, dy=84, x=(189, 870), h=56))
        return Scr(P, clock, batt, items)

    gone = "Zoom_6.0.2_arm64.apk"
    files1 = [f for f in files0 if f[0] != gone]
    newname = "DL2417_SEA-DEN_boarding.pdf"
    files2 = [((newname,) + f[1:]) if f[0] == "boarding_pass_DL2417.pdf" else f for f in files1]
    free0 = 58912
    free1 = free0 + 118
    tr = Traj(browse("16:05", 47, files0, free0))
    tr.step(click(tr.cur, "category_card"), downloads("16:05", 47, files0, "date"))
    tr.step(click(tr.cur, "Sort"), sort_dialog("16:05", 47))
    tr.step(click(tr.cur, "Size (largest first)"), downloads("16:06", 47, files0, "size"))
    tr.step(lpress(tr.cur, gone), downloads("16:06", 47, files0, "size", selected=gone))
    tr.step(click(tr.cur, "Delete"), confirm("16:06", 47))
    tr.step(click(tr.cur, "Delete"), downloads("16:07", 46, files1, "size", snack="1 file deleted"))
    row = tr.cur.find("boarding_pass_DL2417.pdf")
    tr.step(droid("click", index=row + 2), file_menu("16:07", 46))
    tr.step(click(tr.cur, "Rename"), rename("16:07", 46, "boarding_pass_DL2417.pdf"))
    tr.step(typ(tr.cur, "rename_edit_text", "DL2417_SEA-DEN_boarding"), rename("16:08", 46, newname))
    tr.step(click(tr.cur, "Rename"), downloads("16:08", 46, files2, "size"))
    tr.step(BACK, browse("16:08", 46, files2, free1))
    tr.step(click(tr.cur, "Internal storage"), storage("16:09", 46, len(files2)))
    rs.add("android", "h57-android-15", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 16 VLC (bad: a video's duration changes)

def t16(rs: RowSet) -> None:
    P = "org.videolan.vlc"
    vids = [("Big_Buck_Bunny_1080p", 596, "1080p", None), ("Birthday_toast_Ana", 131, "4K", None),
            ("Drone_Sintra_pena", 365, "4K", None), ("Interview_Dev_Patel_raw", 4329, "720p", None),
            ("Kids_recital_2024-05-18", 2537, "1080p", None), ("Lisbon_tram_28", 222, "1080p", None),
            ("Screen_Recording_20240609", 48, "1080p", None)]

    def vlist(clock: str, batt: int, rows: list[Any]) -> Scr:
        items: list[Any] = [T("Videos", "toolbar_title", h=147, x=(63, 600)), IB("Search", "ml_menu_search", same=True, x=(660, 786)),
                            IB("Sort by…", "ml_menu_sortby", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038)),
                            T(f"{len(rows)} videos", "header", h=63), RV("videos_list", 338, 1846)]
        for name, sec, res, prog in rows:
            items.append(IV(None, "ml_item_thumbnail", x=(42, 378), h=231))
            items.append(T(name, "ml_item_title", same=True, dy=21, x=(399, 891), h=105, click=True))
            items.append(T(hms(sec), "ml_item_time", same=True, dy=126, x=(399, 600), h=56))
            items.append(T(res, "ml_item_resolution", same=True, dy=126, x=(620, 760), h=56))
            if prog is not None:
                items.append(E("ProgressBar", None, None, "ml_item_progress", same=True, dy=210, x=(42, 378), h=21))
            items.append(IB("More Actions", "item_more", same=True, dy=42, x=(912, 1038), h=147))
        items += [E("FrameLayout", t, t, None, x=(i * 270, i * 270 + 270), y=2184, h=147, click=True, sel=t == "Video")
                  for i, t in enumerate(["Video", "Audio", "Browse", "Playlists"])]
        return Scr(P, clock, batt, items)

    def player(clock: str, batt: int, pos: int, dur: int, controls: bool, playing: bool) -> Scr:
        items: list[Any] = [E("SurfaceView", None, None, "surface_video", x=(0, 1080), y=0, h=2400, click=True)]
        if controls:
            items += [IB("Navigate up", "player_overlay_navmenu", x=(21, 168), y=128), T("Kids_recital_2024-05-18", "player_overlay_title", x=(189, 800), y=128, h=147),
                      IB("Audio & subtitle tracks", "player_overlay_tracks", x=(786, 912), y=128), IB("More options", "player_overlay_adv_function", x=(912, 1038), y=128),
                      E("SeekBar", None, None, "player_overlay_seekbar", x=(42, 1038), y=1932, h=84, click=True),
                      T(hms(pos), "player_overlay_time", x=(63, 300), y=2016, h=63), T(hms(dur), "player_overlay_length", x=(780, 1017), y=2016, h=63),
                      IB("Lock", "lock_overlay_button", x=(21, 168), y=2100), IB("Previous", "player_overlay_rewind", x=(231, 378), y=2100),
                      IB("Pause" if playing else "Play", "player_overlay_play", x=(462, 618), y=2100),
                      IB("Next", "player_overlay_forward", x=(702, 849), y=2100), IB("Resize", "player_resize", x=(912, 1038), y=2100)]
        return Scr(P, clock, batt, items, top=0)

    def more_menu(clock: str, batt: int) -> Scr:
        opts = ["Play from start", "Append", "Insert next", "Add to playlist", "Information", "Rename", "Share", "Delete"]
        items: list[Any] = [T("Kids_recital_2024-05-18", "title", x=(0, 1080), y=1200, h=126)]
        items += [T(o, "option_title", x=(42, 1038), y=1326 + 126 * i, h=126, click=True) for i, o in enumerate(opts) if 1326 + 126 * i < 2337]
        return Scr(P, clock, batt, items)

    def info(clock: str, batt: int, dur: int) -> Scr:
        rows = [("Length", hms(dur)), ("Size", "2.31 GB"), ("Path", "/storage/emulated/0/Movies/Kids_recital_2024-05-18.mp4"),
                ("Video", "H264 - MPEG-4 AVC (part 10)"), ("Resolution", "1920x1080"), ("Frame rate", "29.97"),
                ("Audio", "MPEG AAC Audio (mp4a)"), ("Sample rate", "48000 Hz"), ("Channels", "Stereo")]
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Kids_recital_2024-05-18", "toolbar_title", same=True, x=(189, 1017), h=147),
                            IV("Kids_recital_2024-05-18", "image", x=(0, 1080), h=504)]
        for k, v in rows:
            items.append(T(k, "info_title", h=63))
            items.append(T(v, "info_subtitle", h=84))
        return Scr(P, clock, batt, items)

    dur, bad_dur = 2537, 2487
    vids1 = [v if v[0] != "Kids_recital_2024-05-18" else (v[0], v[1], v[2], 20) for v in vids]
    vids_bad = [(v[0], bad_dur if v[0] == "Kids_recital_2024-05-18" else v[1], v[2], v[3]) for v in vids1]
    tr = Traj(vlist("21:05", 73, vids))
    tr.step(click(tr.cur, "Kids_recital_2024-05-18"), player("21:05", 73, 0, dur, True, True))
    tr.step(WAIT, player("21:05", 73, 0, dur, False, True))
    tr.step(click(tr.cur, "surface_video"), player("21:06", 73, 19, dur, True, True))
    tr.step(click(tr.cur, "Pause"), player("21:06", 73, 20, dur, True, False))
    tr.step(BACK, vlist("21:06", 73, vids1))
    row = tr.cur.find("Kids_recital_2024-05-18")
    tr.step(droid("click", index=next(i for i in range(row, len(tr.cur.els)) if tr.cur.els[i]["desc"] == "More Actions")), more_menu("21:06", 72))
    tr.step(click(tr.cur, "Information"), info("21:07", 72, dur))
    tr.step(BACK, vlist("21:07", 72, vids_bad))
    tr.step(click(tr.cur, "Kids_recital_2024-05-18"), player("21:07", 72, 20, bad_dur, True, True))
    rs.add("android", "h57-android-16", SYSTEM, tr.turns, state=tr.state, bad=True, turn=8,
           kind="Back in the video list, Kids_recital_2024-05-18 lasts 41:27 though the list, the player and the info screen all gave 42:17.")


# ---------------------------------------------------------------- 17 Medisafe medication reminder (bad: a taken dose reverts)

def t17(rs: RowSet) -> None:
    P = "com.medisafe.android.client"
    doses0 = [("8:00 AM", "Metformin 500 mg", "Take 1 tablet · with food", "Pending"),
              ("8:00 AM", "Lisinopril 10 mg", "Take 1 tablet", "Pending"),
              ("1:00 PM", "Vitamin D3 2000 IU", "Take 1 softgel · with food", "Scheduled"),
              ("8:00 PM", "Metformin 500 mg", "Take 1 tablet · with food", "Scheduled"),
              ("10:00 PM", "Atorvastatin 20 mg", "Take 1 tablet", "Scheduled")]

    def home(clock: str, batt: int, doses: list[Any], taken: int) -> Scr:
        items: list[Any] = [IB("Open navigation drawer", x=(21, 168)), T("Today, Tue Jun 11", "toolbar_title", same=True, x=(189, 800), h=147),
                            IB("Calendar", "calendar_button", same=True, x=(891, 1038)),
                            T(f"{taken} of {len(doses)} doses taken", "progress_text", h=84),
                            E("ProgressBar", None, f"{taken * 100 // len(doses)}%", "daily_progress", h=42),
                            RV("timeline", 401, 1600)]
        slot = ""
        for t, med, how, st in doses:
            if t != slot:
                items.append(T(t, "time_header", h=84))
                slot = t
            items.append(T(med, "med_name", h=70, x=(189, 800), click=True))
            items.append(T(how, "med_instructions", h=56, x=(189, 800)))
            items.append(T(st, "dose_status", same=True, dy=-70, x=(820, 1038), h=70))
        items += [E("ImageButton", None, "Add medication", "fab_add", x=(849, 1017), y=2016, h=168, click=True)]
        items += [E("FrameLayout", t, t, None, x=(i * 270, i * 270 + 270), y=2184, h=147, click=True, sel=t == "Home")
                  for i, t in enumerate(["Home", "Updates", "Medications", "More"])]
        return Scr(P, clock, batt, items)

    def dose_card(clock: str, batt: int, med: str, status: str) -> Scr:
        items: list[Any] = [T(med, "dialog_med_name", x=(84, 996), y=777, h=105), T("Scheduled for 8:00 AM, today", "dialog_schedule", x=(84, 996), y=882, h=63),
                            T("Take 1 tablet · with food" if "Metformin" in med else "Take 1 tablet", "dialog_instructions", x=(84, 996), y=945, h=63),
                            T(status, "dialog_status", x=(84, 996), y=1008, h=63)]
        if status == "Pending":
            items += [Bt("Skip", "skip_button", x=(84, 357), y=1134, h=147), Bt("Take", "take_button", x=(378, 702), y=1134, h=147),
                      Bt("Reschedule", "snooze_button", x=(723, 996), y=1134, h=147)]
        else:
            items += [Bt("Undo", "undo_button", x=(84, 540), y=1134, h=147), Bt("Close", "close_button", x=(561, 996), y=1134, h=147)]
        return Scr(P, clock, batt, items)

    def med_list(clock: str, batt: int) -> Scr:
        meds = [("Atorvastatin 20 mg", "Daily at 10:00 PM", "Refill: 24 tablets left"), ("Lisinopril 10 mg", "Daily at 8:00 AM", "Refill: 9 tablets left · Refill reminder on"),
                ("Metformin 500 mg", "Daily at 8:00 AM, 8:00 PM", "Refill: 41 tablets left"), ("Vitamin D3 2000 IU", "Daily at 1:00 PM", "Refill: 87 softgels left")]
        items: list[Any] = [T("Medications", "toolbar_title", h=147, x=(63, 700)), T("Active (4)", "tab_active", h=105, x=(63, 540), sel=True, click=True),
                            T("Inactive (1)", "tab_inactive", same=True, x=(540, 1017), h=105, click=True)]
        for n, sched, refill in meds:
            items.append(T(n, "med_name", h=70, x=(189, 1017), click=True))
            items.append(T(sched, "med_schedule", h=56, x=(189, 1017)))
            items.append(T(refill, "med_refill", h=56, x=(189, 1017)))
        items += [E("FrameLayout", t, t, None, x=(i * 270, i * 270 + 270), y=2184, h=147, click=True, sel=t == "Medications")
                  for i, t in enumerate(["Home", "Updates", "Medications", "More"])]
        return Scr(P, clock, batt, items)

    taken_m = [("8:00 AM", "Metformin 500 mg", "Take 1 tablet · with food", "Taken 8:07 AM")] + doses0[1:]
    taken_both = taken_m[:1] + [("8:00 AM", "Lisinopril 10 mg", "Take 1 tablet", "Taken 8:08 AM")] + doses0[2:]
    bad = doses0[:1] + taken_both[1:]
    tr = Traj(home("8:06", 95, doses0, 0))
    tr.step(click(tr.cur, "Metformin 500 mg"), dose_card("8:06", 95, "Metformin 500 mg", "Pending"))
    tr.step(click(tr.cur, "Take"), home("8:07", 95, taken_m, 1))
    tr.step(click(tr.cur, "Lisinopril 10 mg"), dose_card("8:07", 95, "Lisinopril 10 mg", "Pending"))
    tr.step(click(tr.cur, "Take"), home("8:08", 95, bad, 2))
    tr.step(click(tr.cur, "Medications"), med_list("8:08", 95))
    tr.step(click(tr.cur, "Home"), home("8:09", 94, bad, 2))
    rs.add("android", "h57-android-17", SYSTEM, tr.turns, state=tr.state, bad=True, turn=5,
           kind="The 8:00 AM Metformin dose marked 'Taken 8:07 AM' in turn 3 is back to 'Pending' after only Lisinopril was taken.")


# ---------------------------------------------------------------- 18 Simple Calendar Pro (clean)

def t18(rs: RowSet) -> None:
    P = "com.simplemobiletools.calendar.pro"
    ev0 = [(3, "Dentist", "9:30 AM", "10:15 AM", ""), (12, "Northwind sync", "10:00 AM", "10:45 AM", "Meet"),
           (13, "Team lunch", "12:00 PM", "1:00 PM", "Nopalito"), (14, "Plumber", "9:00 AM", "11:00 AM", "Home"),
           (21, "Flight DL2417 SEA→DEN", "7:05 AM", "10:41 AM", "SEA"), (24, "API cutover", "All-day", "", "")]
    new = (13, "Dentist follow-up", "1:00 PM", "2:00 PM", "Bright Smile Dental, 410 Castro St")
    wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    def dow(d: int) -> str:
        return wd[(d + 5) % 7]  # June 1, 2024 was a Saturday

    def month(clock: str, batt: int, evs: list[Any], toast: str | None = None) -> Scr:
        items: list[Any] = [IB("Go to today", "go_to_today", x=(21, 168)), T("June 2024", "top_value", same=True, x=(189, 660), h=147, click=True),
                            IB("Search", "search", same=True, x=(660, 786)), IB("Change view", "change_view", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038))]
        for c, d in enumerate(["S", "M", "T", "W", "T", "F", "S"]):
            items.append(T(d, "week_day_label", x=(c * 154, c * 154 + 154), y=275, h=63))
        for d in range(1, 31):
            pos = d + 5
            r, c = divmod(pos, 7)
            x = (c * 154, c * 154 + 154)
            y = 338 + r * 294
            items.append(E("FrameLayout", str(d), f"{d} June 2024", "month_day", x=x, y=y, h=294, click=True, sel=d == 11))
            for k, (_ed, title, *_rest) in enumerate(e for e in evs if e[0] == d):
                items.append(T(title, "day_monthly_event_id", x=x, y=y + 70 + k * 56, h=56))
        items.append(E("ImageButton", None, "New event", "calendar_fab", x=(849, 1017), y=2142, h=168, click=True))
        if toast:
            items.append(T(toast, "android:id/message", x=(126, 954), y=1974, h=105, pkg="com.android.systemui"))
        return Scr(P, clock, batt, items)

    def editor(clock: str, batt: int, title: str | None, loc: str | None, day: int, focus: str = "", existing: bool = False) -> Scr:
        date = f"{dow(day)}, Jun {day}, 2024"
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Edit event" if existing else "New event", "toolbar_title", same=True, x=(189, 600), h=147)]
        if existing:
            items += [IB("Duplicate event", "duplicate", same=True, x=(660, 786)), IB("Delete", "delete", same=True, x=(786, 912))]
        items += [IB("Save", "save", same=True, x=(912, 1038)),
                  ET(title, "event_title", "Title", focus=focus == "title"), ET(loc, "event_location", "Location", focus=focus == "location"),
                  ET(None, "event_description", "Description"),
                  T("All-day", "event_all_day_label", h=126, x=(63, 850), click=True), SW(False, "event_all_day"),
                  T(date, "event_start_date", h=105, x=(189, 700), click=True), T("1:00 PM", "event_start_time", same=True, x=(720, 1017), h=105, click=True),
                  T(date, "event_end_date", h=105, x=(189, 700), click=True), T("2:00 PM", "event_end_time", same=True, x=(720, 1017), h=105, click=True),
                  T("America/Los_Angeles", "event_time_zone", h=105, x=(189, 1017), click=True),
                  T("10 minutes before", "event_reminder_1", h=105, x=(189, 1017), click=True),
                  T("Add another reminder", "event_reminder_2", h=105, x=(189, 1017), click=True),
                  T("No repetition", "event_repetition", h=105, x=(189, 1017), click=True),
                  T("Regular event", "event_type", h=105, x=(189, 1017), click=True),
                  T("Default", "event_color", h=105, x=(189, 1017), click=True)]
        return Scr(P, clock, batt, items)

    def picker(clock: str, batt: int, sel: int) -> Scr:
        items: list[Any] = [T("2024", "date_picker_header_year", x=(84, 996), y=483, h=70), T(f"{dow(sel)}, Jun {sel}", "date_picker_header_date", x=(84, 996), y=553, h=147),
                            IB("Previous month", "prev", x=(84, 231), y=742), T("June 2024", "month_view", x=(231, 849), y=742, h=147),
                            IB("Next month", "next", x=(849, 996), y=742)]
        for d in range(1, 31):
            r, c = divmod(d + 5, 7)
            items.append(E("View", str(d), f"{d} June 2024", None, x=(105 + c * 124, 229 + c * 124), y=910 + r * 118, h=118, click=True,
                           check=d == sel))
        items += [Bt("Cancel", "android:id/button2", x=(525, 735), y=1640), Bt("OK", "android:id/button1", x=(756, 966), y=1640)]
        return Scr(P, clock, batt, items)

    def day(clock: str, batt: int, d: int, evs: list[Any]) -> Scr:
        items: list[Any] = [IB("Go to today", "go_to_today", x=(21, 168)), T(f"{dow(d)}, June {d}", "top_value", same=True, x=(189, 660), h=147),
                            IB("Search", "search", same=True, x=(660, 786)), IB("Change view", "change_view", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)), RV("day_events", 275, 1860)]
        for _ed, title, start, end, loc in sorted((e for e in evs if e[0] == d), key=lambda e: e[2].endswith("PM") and not e[2].startswith("12")):
            items.append(T(title, "event_item_title", h=84, x=(63, 1017), click=True))
            items.append(T(f"{start} – {end}", "event_item_time", h=63, x=(63, 1017)))
            if loc:
                items.append(T(loc, "event_item_description", h=63, x=(63, 1017)))
        items.append(E("ImageButton", None, "New event", "calendar_fab", x=(849, 1017), y=2142, h=168, click=True))
        return Scr(P, clock, batt, items)

    def views(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Change view", "alertTitle", x=(105, 975), y=714, h=126)]
        for i, v in enumerate(["Day view", "Week view", "Month view", "Month+day view", "Year view", "Simple event list"]):
            items.append(RB(v, v == "Day view", "dialog_radio_view", x=(105, 975), y=840 + i * 126, h=126))
        return Scr(P, clock, batt, items)

    def evlist(clock: str, batt: int, evs: list[Any]) -> Scr:
        items: list[Any] = [IB("Go to today", "go_to_today", x=(21, 168)), T("Simple Calendar Pro", "top_value", same=True, x=(189, 660), h=147),
                            IB("Search", "search", same=True, x=(660, 786)), IB("Change view", "change_view", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)), RV("calendar_events_list", 275, 1860)]
        last = None
        for d, title, start, end, _loc in sorted((e for e in evs if e[0] >= 11), key=lambda e: (e[0], e[2].endswith("PM") and not e[2].startswith("12"))):
            if d != last:
                items.append(T(f"{dow(d)}, June {d}", "event_section_title", h=84))
                last = d
            items.append(T(title, "event_item_title", h=70, x=(63, 1017), click=True))
            items.append(T(start if start == "All-day" else f"{start} – {end}", "event_item_time", h=56, x=(63, 1017)))
        items.append(E("ImageButton", None, "New event", "calendar_fab", x=(849, 1017), y=2142, h=168, click=True))
        return Scr(P, clock, batt, items)

    ev1 = ev0 + [new]
    title, loc = new[1], new[4]
    tr = Traj(month("15:12", 69, ev0))
    tr.step(click(tr.cur, "New event"), editor("15:12", 69, None, None, 11, "title"))
    tr.step(typ(tr.cur, "event_title", title), editor("15:13", 69, title, None, 11, "title"))
    tr.step(typ(tr.cur, "event_location", loc), editor("15:13", 69, title, loc, 11, "location"))
    tr.step(click(tr.cur, "event_start_date"), picker("15:13", 69, 11))
    tr.step(click(tr.cur, "13"), picker("15:14", 69, 13))
    tr.step(click(tr.cur, "OK"), editor("15:14", 69, title, loc, 13, "location"))
    tr.step(click(tr.cur, "Save"), month("15:14", 68, ev1, "Event added successfully"))
    tr.step(click(tr.cur, "13 June 2024"), day("15:15", 68, 13, ev1))
    tr.step(click(tr.cur, title), editor("15:15", 68, title, loc, 13, existing=True))
    tr.step(BACK, day("15:15", 68, 13, ev1))
    tr.step(click(tr.cur, "Change view"), views("15:16", 68))
    tr.step(click(tr.cur, "Simple event list"), evlist("15:16", 68, ev1))
    rs.add("android", "h57-android-18", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 19 Sleep as Android (clean)

def t19(rs: RowSet) -> None:
    P = "com.urbandroid.sleep"
    # night label, bed (minutes after midnight, may be negative = before midnight), wake, deep %
    nights = [("Tue, Jun 11", -12, 426, 23), ("Mon, Jun 10", 31, 422, 19), ("Sun, Jun 9", -55, 494, 27),
              ("Sat, Jun 8", 72, 543, 21), ("Fri, Jun 7", -20, 410, 24), ("Thu, Jun 6", -38, 407, 22), ("Wed, Jun 5", -3, 408, 18)]

    def hm(m: int) -> str:
        m %= 1440
        return f"{m // 60:02d}:{m % 60:02d}"

    def dur(n: Any) -> int:
        return n[2] - n[1]

    def dstr(m: int) -> str:
        return f"{m // 60}h {m % 60:02d}m"

    def nav(sel: str) -> list[Any]:
        return [E("FrameLayout", t, t, None, x=(i * 270, i * 270 + 270), y=2184, h=147, click=True, sel=t == sel)
                for i, t in enumerate(["Alarms", "Sleep", "Graphs", "Stats"])]

    def home(clock: str, batt: int, countdown: str) -> Scr:
        n = nights[0]
        items: list[Any] = [T("Sleep", "toolbar_title", h=147, x=(63, 700)), IB("More options", same=True, x=(912, 1038)),
                            T("Next alarm", "next_alarm_label", h=63), T("Wed 06:45", "next_alarm_time", h=147),
                            T(countdown, "next_alarm_countdown", h=63),
                            Bt("Start sleep tracking", "start_tracking", x=(63, 1017), h=168),
                            T("Last night", "card_title", h=105),
                            T(f"Mon, Jun 10 → {n[0]}", "card_night", h=63), T(f"{hm(n[1])} – {hm(n[2])}", "card_range", h=84),
                            T(f"Duration {dstr(dur(n))}", "card_duration", h=63), T(f"Deep sleep {n[3]}%", "card_deep", h=63),
                            T("Snoring 0 min · Noise 14 events", "card_extra", h=63), IV("Hypnogram", "card_graph", h=336)]
        return Scr(P, clock, batt, items + nav("Sleep"))

    def graphs(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Graphs", "toolbar_title", h=147, x=(63, 700)), IB("Filter", "filter", same=True, x=(786, 912)),
                            IB("More options", same=True, x=(912, 1038)), RV("graphs_list", 275, 1900)]
        for n in nights:
            items.append(T(n[0], "record_date", h=70, x=(63, 600), click=True))
            items.append(T(dstr(dur(n)), "record_length", same=True, x=(620, 1017), h=70))
            items.append(T(f"{hm(n[1])} – {hm(n[2])} · Deep {n[3]}%", "record_detail", h=63, x=(63, 1017)))
            items.append(IV("Hypnogram", "record_graph", h=126, x=(63, 1017)))
        return Scr(P, clock, batt, items + nav("Graphs"))

    def stats(clock: str, batt: int, period: str) -> Scr:
        if period == "7":
            durs = [dur(n) for n in nights]
            avg = round(sum(durs) / len(durs))
            deficit = sum(480 - d for d in durs)
            beds = [n[1] for n in nights]
            avg_bed = round(sum(beds) / len(beds))
            deep = round(sum(n[3] for n in nights) / len(nights))
            rows = [("Average duration", dstr(avg)), ("Sleep deficit (goal 8h)", dstr(deficit)), ("Average bedtime", hm(avg_bed)),
                    ("Average deep sleep", f"{deep}%"), ("Nights tracked", f"{len(nights)} of 7")]
        else:
            rows = [("Average duration", "7h 09m"), ("Sleep deficit (goal 8h)", "21h 40m"), ("Average bedtime", "23:58"),
                    ("Average deep sleep", "21%"), ("Nights tracked", "26 of 30")]
        items: list[Any] = [T("Stats", "toolbar_title", h=147, x=(63, 700)),
                            E("Button", "7 days", None, "chip_7", x=(63, 300), h=105, click=True, check=period == "7"),
                            E("Button", "30 days", None, "chip_30", same=True, x=(320, 560), h=105, click=True, check=period == "30"),
                            E("Button", "1 year", None, "chip_365", same=True, x=(580, 820), h=105, click=True, check=False)]
        for k, v in rows:
            items.append(T(k, "stat_label", h=84, x=(63, 640)))
            items.append(T(v, "stat_value", same=True, x=(660, 1017), h=84))
        items.append(IV("Duration trend", "stat_chart", h=504))
        return Scr(P, clock, batt, items + nav("Stats"))

    def alarms(clock: str, batt: int, weekend: bool, toast: str | None = None) -> Scr:
        rows = [("06:45", "Mon, Tue, Wed, Thu, Fri", True), ("08:30", "Sat, Sun", weekend), ("05:15", "Once · Fri, Jun 21 · Airport", False)]
        items: list[Any] = [T("Alarms", "toolbar_title", h=147, x=(63, 700)), IB("More options", same=True, x=(912, 1038)),
                            T("Next alarm: Wed 06:45 (in 8 h 10 min)", "next_alarm", h=84)]
        for t, days, on in rows:
            items.append(T(t, "alarm_time", h=147, x=(63, 700), click=True))
            items.append(SW(on, "alarm_switch"))
            items.append(T(days, "alarm_days", h=63, x=(63, 850)))
        items.append(E("ImageButton", None, "Add alarm", "fab", x=(849, 1017), y=2016, h=168, click=True))
        if toast:
            items.append(T(toast, "android:id/message", x=(126, 954), y=1848, h=105, pkg="com.android.systemui"))
        return Scr(P, clock, batt, items + nav("Alarms"))

    tr = Traj(home("22:33", 31, "in 8 h 12 min"))
    tr.step(click(tr.cur, "Graphs"), graphs("22:33", 31))
    tr.step(click(tr.cur, "Stats"), stats("22:34", 31, "7"))
    tr.step(click(tr.cur, "30 days"), stats("22:34", 31, "30"))
    tr.step(click(tr.cur, "Alarms"), alarms("22:35", 30, False))
    tr.step(droid("click", index=tr.cur.find("08:30") + 1), alarms("22:35", 30, True, "Alarm set for 3 days 9 hours 55 minutes from now"))
    tr.step(click(tr.cur, "Sleep"), home("22:36", 30, "in 8 h 09 min"))
    rs.add("android", "h57-android-19", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 20 Instacart (bad: a removed item is back in the order)

def t20(rs: RowSet) -> None:
    P = "com.instacart.client"
    cart0 = [("Lucerne Large Eggs, 12 ct", 4.49, 1, "each"), ("Organic Bananas", 0.79, 3, "lb"),
             ("Oatly Oat Milk, Original, 64 fl oz", 5.29, 2, "each"), ("Dave's Killer Bread 21 Whole Grains", 6.99, 1, "each"),
             ("Chobani Plain Greek Yogurt, 32 oz", 6.49, 1, "each"), ("Lemons", 0.89, 4, "each"),
             ("Dawn Ultra Dish Soap, 19.4 fl oz", 4.29, 1, "each"), ("Baby Spinach, 5 oz", 3.99, 2, "each")]

    def sub(cart: list[Any]) -> float:
        return round(sum(round(p * q, 2) for _, p, q, _ in cart), 2)

    def cart_scr(clock: str, batt: int, cart: list[Any], snack: str | None = None) -> Scr:
        items: list[Any] = [IB("Close", x=(21, 168)), T("Safeway cart", "cart_title", same=True, x=(189, 800), h=147),
                            T("Delivery to 1420 E Pine St", "cart_subtitle", h=63), RV("cart_items", 338, 1640)]
        for name, price, qty, unit in cart:
            items.append(T(name, "item_name", h=70, x=(189, 760), click=True))
            items.append(T(f"${money(price * qty)}", "item_price", same=True, x=(780, 1017), h=70))
            items.append(T(f"${money(price)}/{unit}" if unit == "lb" else f"${money(price)} each", "item_unit_price", h=56, x=(189, 760)))
            items.append(IB("Remove" if qty == 1 else "Decrease quantity", "qty_minus", h=105, x=(189, 294)))
            items.append(T(f"{qty} {unit}" if unit == "lb" else str(qty), "qty_value", same=True, x=(294, 420), h=105))
            items.append(IB("Increase quantity", "qty_plus", same=True, x=(420, 525), h=105))
        n = sum(q if u == "each" else 1 for _, _, q, u in cart)
        items += [T(f"Subtotal ({n} items)", "subtotal_label", x=(63, 700), y=1995, h=63),
                  T(f"${money(sub(cart))}", "subtotal_value", x=(720, 1017), y=1995, h=63),
                  Bt(f"Go to checkout  ${money(sub(cart))}", "checkout_button", x=(63, 1017), y=2079, h=147)]
        if snack:
            items.append(T(snack, "snackbar_text", x=(42, 1038), y=1848, h=126))
        return Scr(P, clock, batt, items)

    def fees(cart: list[Any], tip: float) -> list[tuple[str, float]]:
        s = sub(cart)
        service = round(s * 0.05 + 0.005, 2)
        return [("Items subtotal", s), ("Delivery fee", 3.99), ("Service fee", service), ("Bag fee", 0.10), ("Shopper tip", tip)]

    def checkout(clock: str, batt: int, cart: list[Any], slot: str, tip: float) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Checkout", "toolbar_title", same=True, x=(189, 800), h=147),
                            T("Delivery address", "section_label", h=63), T("1420 E Pine St, Apt 3B, Seattle, WA 98122", "address", h=84, click=True),
                            T("Delivery time", "section_label", h=63), T(slot, "delivery_time", h=84, click=True),
                            T("Payment", "section_label", h=63), T("Visa •••• 4417", "payment", h=84, click=True),
                            T("Shopper tip", "section_label", h=63)]
        for i, t in enumerate([3.0, 5.0, 7.0]):
            items.append(E("Button", f"${t:.0f}", None, "tip_chip", x=(63 + i * 240, 283 + i * 240), y=None if i == 0 else None, same=i > 0, h=105,
                           click=True, check=t == tip))
        items.append(E("Button", "Other", None, "tip_other", same=True, x=(783, 1003), h=105, click=True, check=False))
        rows = fees(cart, tip)
        for k, v in rows:
            items.append(T(k, "summary_label", h=63, x=(63, 700)))
            items.append(T(f"${money(v)}", "summary_value", same=True, x=(720, 1017), h=63))
        total = round(sum(v for _, v in rows), 2)
        items += [T("Total", "total_label", h=84, x=(63, 700)), T(f"${money(total)}", "total_value", same=True, x=(720, 1017), h=84),
                  Bt(f"Place order  ${money(total)}", "place_order", x=(63, 1017), y=2079, h=147)]
        return Scr(P, clock, batt, items)

    def slots(clock: str, batt: int) -> Scr:
        items: list[Any] = [T("Choose a delivery time", "sheet_title", y=1050, h=126), T("Today, Tue Jun 11", "day_header", h=84)]
        for s_, fee in [("5pm–6pm", "$3.99"), ("6pm–7pm", "$3.99"), ("7pm–8pm", "$3.99"), ("8pm–9pm", "$3.99")]:
            items.append(RB(s_, s_ == "6pm–7pm", "slot_radio", h=126, x=(63, 780)))
            items.append(T(fee, "slot_fee", same=True, x=(800, 1017), h=126))
        items.append(T("Tomorrow, Wed Jun 12", "day_header", h=84))
        items.append(RB("8am–9am", False, "slot_radio", h=126, x=(63, 780)))
        items.append(T("$3.99", "slot_fee", same=True, x=(800, 1017), h=126))
        return Scr(P, clock, batt, items)

    def status(clock: str, batt: int, line: str, found: str, total: float) -> Scr:
        return Scr(P, clock, batt, [
            IB("Close", x=(21, 168)), T("Order #GX-48761", "toolbar_title", same=True, x=(189, 800), h=147),
            T("Arriving 7pm–8pm", "eta", h=126), T(line, "status_line", h=84), E("ProgressBar", None, found, "status_progress", h=42),
            T(found, "items_found", h=63), IV("Map with shopper location", "map", h=630),
            T("Safeway · 1410 E John St", "store", h=84),
            T(f"Order total ${money(total)}", "order_total", h=84), T("Visa •••• 4417 · charged after delivery", "payment_note", h=63),
            Bt("View order details", "details_button", x=(63, 1017)), Bt("Chat with shopper", "chat_button", x=(63, 1017)),
        ])

    def details(clock: str, batt: int, lines: list[Any], total: float) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168)), T("Order details", "toolbar_title", same=True, x=(189, 800), h=147),
                            T("Order #GX-48761 · placed 5:46 PM", "order_meta", h=63), RV("order_items", 338, 1700)]
        for name, price, qty, unit in lines:
            items.append(T(name, "item_name", h=70, x=(63, 760)))
            items.append(T(f"${money(price * qty)}", "item_price", same=True, x=(780, 1017), h=70))
            items.append(T(f"Qty {qty} {unit}" if unit == "lb" else f"Qty {qty}", "item_qty", h=56, x=(63, 760)))
        items.append(T(f"Order total ${money(total)}", "order_total", x=(63, 1017), y=2079, h=105))
        return Scr(P, clock, batt, items)

    cart1 = [c if c[0] != "Baby Spinach, 5 oz" else (c[0], c[1], 1, c[3]) for c in cart0]
    cart2 = [c for c in cart1 if not c[0].startswith("Dawn")]
    total = round(sum(v for _, v in fees(cart2, 7.0)), 2)
    tr = Traj(cart_scr("17:41", 57, cart0))
    spin = tr.cur.find("Baby Spinach, 5 oz")
    tr.step(droid("click", index=next(i for i in range(spin, len(tr.cur.els)) if tr.cur.els[i]["res"] == "qty_minus")), cart_scr("17:41", 57, cart1))
    soap = tr.cur.find("Dawn Ultra Dish Soap, 19.4 fl oz")
    tr.step(droid("click", index=next(i for i in range(soap, len(tr.cur.els)) if tr.cur.els[i]["res"] == "qty_minus")),
            cart_scr("17:42", 57, cart2, "Dawn Ultra Dish Soap, 19.4 fl oz removed · Undo"))
    tr.step(click(tr.cur, "checkout_button"), checkout("17:42", 57, cart2, "Today, 6pm–7pm", 5.0))
    tr.step(click(tr.cur, "delivery_time"), slots("17:43", 57))
    tr.step(click(tr.cur, "7pm–8pm"), checkout("17:43", 57, cart2, "Today, 7pm–8pm", 5.0))
    tr.step(click(tr.cur, "$7"), checkout("17:44", 56, cart2, "Today, 7pm–8pm", 7.0))
    tr.step(click(tr.cur, "place_order"), status("17:46", 56, "Order placed · waiting for a shopper", "0 of 7 items found", total))
    tr.step(WAIT, status("17:49", 56, "Marco is shopping your order", "2 of 7 items found", total))
    tr.step(click(tr.cur, "View order details"), details("17:49", 56, cart1, total))
    tr.step(BACK, status("17:50", 55, "Marco is shopping your order", "3 of 7 items found", total))
    tr.step(WAIT, status("17:52", 55, "Marco is shopping your order", "5 of 7 items found", total))
    rs.add("android", "h57-android-20", SYSTEM, tr.turns, state=tr.state, bad=True, turn=9,
           kind="Order details list Dawn Ultra Dish Soap, which was removed from the cart in turn 2 and absent from the 7-item order.")


# ---------------------------------------------------------------- 21 WhatsApp (clean)

def t21(rs: RowSet) -> None:
    P = "com.whatsapp"

    def chats(clock: str, batt: int, rows: list[Any], selected: str | None = None) -> Scr:
        if selected:
            head: list[Any] = [IB("Back", x=(21, 168)), T("1", "action_mode_title", same=True, x=(189, 400), h=147),
                               IB("Pin chat", "menuitem_conversations_pin", same=True, x=(534, 660)),
                               IB("Delete", "menuitem_conversations_delete", same=True, x=(660, 786)),
                               IB("Mute", "menuitem_conversations_mute", same=True, x=(786, 912)),
                               IB("Archive", "menuitem_conversations_archive", same=True, x=(912, 1038))]
        else:
            head = [T("WhatsApp", "toolbar_title", h=147, x=(63, 600)), IB("Camera", "menuitem_camera", same=True, x=(786, 912)),
                    IB("More options", same=True, x=(912, 1038)),
                    E("EditText", None, None, "search_bar", h=126, x=(42, 1038), hint="Ask Meta AI or Search", click=True, edit=True)]
        items: list[Any] = head + [E("Button", "All", None, "filter_all", h=105, x=(42, 200), click=True, check=True),
                                   E("Button", "Unread", None, "filter_unread", same=True, x=(220, 420), h=105, click=True, check=False),
                                   E("Button", "Groups", None, "filter_groups", same=True, x=(440, 640), h=105, click=True, check=False),
                                   RV("conversations", 520, 1640)]
        for name, snip, when, unread, pinned, muted in rows:
            items.append(E("RelativeLayout", None, None, "contact_row_container", h=210, x=(0, 1080), click=True, sel=name == selected))
            items.append(T(name, "conversations_row_contact_name", same=True, dy=35, x=(210, 800), h=70))
            items.append(T(when, "conversations_row_date", same=True, dy=35, x=(820, 1038), h=56))
            items.append(T(snip, "single_msg_tv", same=True, dy=105, x=(210, 880), h=70))
            if unread:
                items.append(E("TextView", str(unread), f"{unread} unread messages", "conversations_row_message_count", same=True, dy=105, x=(960, 1038), h=70))
            if pinned:
                items.append(IV("Pinned chat", "pinned_indicator", same=True, dy=105, x=(900, 950), h=56))
            if muted:
                items.append(IV("Muted chat", "mute_indicator", same=True, dy=105, x=(850, 900), h=56))
        items += [E("ImageButton", None, "New chat", "fab", x=(849, 1017), y=1995, h=168, click=True)]
        items += [E("FrameLayout", t, t, None, x=(i * 270, i * 270 + 270), y=2184, h=147, click=True, sel=t == "Chats")
                  for i, t in enumerate(["Chats", "Updates", "Communities", "Calls"])]
        return Scr(P, clock, batt, items)

    def group(clock: str, batt: int, msgs: list[Any], draft: str | None, sub: str, divider: bool) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 126)), IV("Lisbon trip 🇵🇹", "conversation_contact_photo", same=True, x=(126, 231), h=147),
                            T("Lisbon trip 🇵🇹", "conversation_contact_name", same=True, x=(252, 700), h=84),
                            T(sub, "conversation_contact_status", same=True, dy=84, x=(252, 700), h=56),
                            IB("Video call", "menuitem_video_call", same=True, x=(700, 812)), IB("Voice call", "menuitem_call", same=True, x=(812, 924)),
                            IB("More options", same=True, x=(924, 1038)), E("ListView", None, None, "android:id/list", x=(0, 1080), y=275, h=1850, scroll=True),
                            T("TODAY", "conversation_row_date_divider", h=84, x=(420, 660))]
        for i, (who, text, when, mine, state) in enumerate(msgs):
            if divider and i == len(msgs) - 3:
                items.append(T("3 UNREAD MESSAGES", "unread_divider_tv", h=84, x=(0, 1080)))
            if mine:
                items.append(T(text, "message_text", h=105, x=(300, 1038)))
                items.append(T(when, "date", h=42, x=(780, 960)))
                items.append(IV(state, "status", same=True, x=(960, 1010), h=42))
            else:
                items.append(T(who, "name_in_group_tv", h=56, x=(42, 700)))
                items.append(T(text, "message_text", h=105, x=(42, 800)))
                items.append(T(when, "date", h=42, x=(600, 780)))
        items += [IB("Emoji", "emoji_picker_btn", x=(21, 147), y=2163),
                  E("EditText", draft or None, None, "entry", x=(147, 750), y=2163, h=147, hint="Message", click=True, edit=True, focus=draft is not None),
                  IB("Attach", "input_attach_button", x=(750, 876), y=2163)]
        items.append(IB("Send", "send", x=(897, 1038), y=2163) if draft else IB("Voice message", "voice_note_btn", x=(897, 1038), y=2163))
        return Scr(P, clock, batt, items)

    rows0 = [("Lisbon trip 🇵🇹", "Ana: €19 each, I'll send the link", "9:41 AM", 3, False, False),
             ("Dana Whitfield", "📷 Photo", "9:12 AM", 0, False, False), ("Mom", "Call me when you land ❤️", "Yesterday", 0, False, False),
             ("Theo Park", "haha yes", "Yesterday", 0, False, False), ("Northwind team", "Marcus: deploy is green ✅", "Monday", 12, False, True),
             ("Kenji Mori", "Voice call · 4:12", "6/8/24", 0, False, False), ("Grace Liu", "See you Sunday!", "6/7/24", 0, False, False)]
    msgs0 = [("Ruth", "Flights booked: SEA→JFK→LIS, landing Fri 7:55 AM", "9:02 AM", False, ""),
             ("Dana", "I'll grab the Lisboa Card for everyone", "9:20 AM", False, ""),
             ("Ana", "Booked the tram 28 tour for Sat 10:00", "9:41 AM", False, ""),
             ("Ana", "€19 each, I'll send the link", "9:41 AM", False, ""),
             ("Ana", "https://tours.example.pt/t/28-classic", "9:41 AM", False, "")]
    mine = ("", "Perfect, count me in for the tram tour", "9:44 AM", True, "Sent")
    msgs1 = msgs0 + [mine]
    msgs2 = msgs0 + [mine[:4] + ("Read",), ("Ana", "👍 added you", "9:44 AM", False, "")]
    rows1 = [("Lisbon trip 🇵🇹", "Ana: 👍 added you", "9:44 AM", 0, False, False)] + rows0[1:]
    rows2 = [("Mom", "Call me when you land ❤️", "Yesterday", 0, True, False)] + [r for r in rows1 if r[0] != "Mom"]
    sub = "Ana, Dana, Ruth, You"
    tr = Traj(chats("9:43", 84, rows0))
    tr.step(click(tr.cur, "Lisbon trip 🇵🇹"), group("9:43", 84, msgs0, None, sub, True))
    tr.step(typ(tr.cur, "entry", mine[1]), group("9:44", 84, msgs0, mine[1], sub, True))
    tr.step(click(tr.cur, "Send"), group("9:44", 84, msgs1, "", sub, False))
    tr.step(WAIT, group("9:44", 84, msgs2, "", "Ana is typing…", False))
    tr.step(BACK, chats("9:45", 84, rows1))
    tr.step(lpress(tr.cur, "Mom"), chats("9:45", 84, rows1, "Mom"))
    tr.step(click(tr.cur, "Pin chat"), chats("9:45", 83, rows2))
    rs.add("android", "h57-android-21", SYSTEM, tr.turns, state=tr.state)


# ---------------------------------------------------------------- 22 Google Photos (bad: renamed album back under its old name)

def t22(rs: RowSet) -> None:
    P = "com.google.android.apps.photos"

    def library(clock: str, batt: int, lisbon: str, n: int) -> Scr:
        albums = [(lisbon, f"{n} items"), ("Kids", "1,204 items"), ("Recipes", "37 items"), ("Screenshots", "412 items"),
                  ("Camera", "9,871 items"), ("Favorites", "96 items")]
        items: list[Any] = [T("Photos", "toolbar_title", h=147, x=(63, 600)), IB("Search", "search", same=True, x=(786, 912)),
                            IB("Account and settings", "account_particle", same=True, x=(912, 1038))]
        for i, u in enumerate(["Favorites", "Utilities", "Archive", "Trash"]):
            r, c = divmod(i, 2)
            items.append(E("Button", u, None, "library_button", x=(42 + c * 507, 522 + c * 507), y=296 + r * 147, h=126, click=True))
        items.append(T("Albums", "albums_header", y=600, h=105))
        for i, (a, cnt) in enumerate(albums):
            r, c = divmod(i, 2)
            items.append(IV(a, "album_cover", x=(42 + c * 507, 522 + c * 507), y=720 + r * 480, h=378))
            items.append(T(a, "album_title", x=(42 + c * 507, 522 + c * 507), y=1098 + r * 480, h=56, click=True))
            items.append(T(cnt, "album_count", x=(42 + c * 507, 522 + c * 507), y=1154 + r * 480, h=42))
        items += [E("FrameLayout", t, t, None, x=(i * 360, i * 360 + 360), y=2184, h=147, click=True, sel=t == "Library")
                  for i, t in enumerate(["Photos", "Search", "Library"])]
        return Scr(P, clock, batt, items)

    shots = [("May 17, 2024", "8:14:32 PM"), ("May 17, 2024", "8:16:05 PM"), ("May 17, 2024", "9:02:48 PM"),
             ("May 18, 2024", "10:11:19 AM"), ("May 18, 2024", "10:12:40 AM"), ("May 18, 2024", "10:47:03 AM"),
             ("May 18, 2024", "1:35:57 PM"), ("May 18, 2024", "6:20:11 PM"), ("May 19, 2024", "9:05:26 AM"),
             ("May 19, 2024", "11:48:31 AM"), ("May 19, 2024", "12:02:14 PM"), ("May 19, 2024", "4:44:09 PM"),
             ("May 20, 2024", "10:30:52 AM"), ("May 20, 2024", "3:17:45 PM"), ("May 20, 2024", "7:58:20 PM")]

    def album(clock: str, batt: int, title: str, n: int, skip: int = 0, editing: bool = False) -> Scr:
        items: list[Any] = [IB("Navigate up", x=(21, 168))]
        if editing:
            items += [IB("Done", "done_button", same=True, x=(891, 1038)),
                      E("EditText", title, None, "title_edit_text", h=168, x=(63, 1017), hint="Add a title", click=True, edit=True, focus=True),
                      T("May 17 – 24, 2024", "album_date_range", h=63), IB("Add text", "add_text", h=126, x=(63, 210)),
                      IB("Add location", "add_location", same=True, x=(231, 378), h=126)]
        else:
            items += [IB("Share", "share", same=True, x=(660, 786)), IB("Add photos", "add_photos", same=True, x=(786, 912)),
                      IB("More options", same=True, x=(912, 1038)),
                      T(title, "album_title", h=168), T(f"May 17 – 24, 2024 · {n} items", "album_subtitle", h=63)]
        items.append(RV("recycler_view", 606, 1700))
        day = ""
        col = 0
        for d, t in shots[skip:]:
            if d != day:
                dt = {"May 17, 2024": "Fri, May 17", "May 18, 2024": "Sat, May 18", "May 19, 2024": "Sun, May 19", "May 20, 2024": "Mon, May 20"}[d]
                items.append(T(dt, "date_header", h=84))
                day, col = d, 0
            desc = f"Photo taken on {d} {t}"
            if col == 0:
                items.append(E("ImageView", None, desc, "photo_cell", x=(0, 356), h=356, click=True))
            else:
                items.append(E("ImageView", None, desc, "photo_cell", same=True, x=(col * 362, col * 362 + 356), h=356, click=True))
            col = (col + 1) % 3
        return Scr(P, clock, batt, items)

    def viewer(clock: str, batt: int, d: str, t: str, toast: str | None = None) -> Scr:
        wdays = {"May 17, 2024": "Fri", "May 18, 2024": "Sat"}
        items: list[Any] = [E("ImageView", None, f"Photo taken on {d} {t}", "photo_view", x=(0, 1080), y=0, h=2400, click=True),
                            IB("Navigate up", x=(21, 168), y=128), T(f"{wdays[d]}, {d.replace(', 2024', '')}", "title", x=(189, 700), y=128, h=84),
                            T(t.replace(":" + t.split(":")[2][:2], "", 1), "subtitle", x=(189, 700), y=212, h=56),
                            IB("Cast", "cast", x=(786, 912), y=128), IB("More options", x=(912, 1038), y=128),
                            IB("Share", "share", x=(42, 252), y=2163), IB("Edit", "edit", x=(294, 504), y=2163),
                            IB("Lens", "lens", x=(546, 756), y=2163), IB("Delete", "trash", x=(798, 1008), y=2163)]
        if toast:
            items.append(T(toast, "android:id/message", x=(126, 954), y=1974, h=105, pkg="com.android.systemui"))
        return Scr(P, clock, batt, items, top=0)

    def trash_sheet(clock: str, batt: int) -> Scr:
        return Scr(P, clock, batt, [T("Move to trash?", "sheet_title", y=1722, h=105),
                                    T("Items in trash are permanently deleted after 60 days. They'll also be removed from your Google Account and synced devices.", "sheet_body", h=210),
                                    Bt("Cancel", "cancel", x=(63, 520), h=147), Bt("Move to trash", "move_to_trash", same=True, x=(560, 1017), h=147)])

    def menu(clock: str, batt: int) -> Scr:
        opts = ["Select", "Edit album", "Share album", "Sort photos", "Set album cover", "Options", "Delete album"]
        return Scr(P, clock, batt, [T(o, "title", x=(483, 1038), y=149 + 126 * i, h=126, click=True) for i, o in enumerate(opts)])

    def trash(clock: str, batt: int) -> Scr:
        return Scr(P, clock, batt, [
            IB("Navigate up", x=(21, 168)), T("Trash", "toolbar_title", same=True, x=(189, 700), h=147), IB("More options", same=True, x=(912, 1038)),
            T("Items will be permanently deleted after 60 days.", "trash_info", h=105), Bt("Empty trash", "empty_trash", x=(63, 500), h=105),
            E("ImageView", None, "Photo taken on May 17, 2024 8:14:32 PM", "photo_cell", x=(0, 356), h=356, click=True),
            T("60 days", "days_left", same=True, dy=294, x=(21, 200), h=42),
        ])

    old, new = "Lisbon 2024", "Lisbon & Sintra, May 2024"
    tr = Traj(library("18:30", 63, old, 148))
    tr.step(click(tr.cur, old), album("18:30", 63, old, 148))
    tr.step(click(tr.cur, "More options"), menu("18:30", 63))
    tr.step(click(tr.cur, "Edit album"), album("18:31", 63, old, 148, editing=True))
    tr.step(typ(tr.cur, "title_edit_text", new), album("18:31", 63, new, 148, editing=True))
    tr.step(click(tr.cur, "Done"), album("18:31", 63, new, 148))
    tr.step(click(tr.cur, "Photo taken on May 17, 2024 8:14:32 PM"), viewer("18:32", 63, "May 17, 2024", "8:14:32 PM"))
    tr.step(click(tr.cur, "Delete"), trash_sheet("18:32", 63))
    tr.step(click(tr.cur, "Move to trash"), viewer("18:32", 62, "May 17, 2024", "8:16:05 PM", "Moved to trash"))
    tr.step(BACK, album("18:33", 62, new, 147, skip=1))
    tr.step(BACK, library("18:33", 62, old, 147))
    tr.step(click(tr.cur, "Trash"), trash("18:33", 62))
    tr.step(BACK, library("18:34", 62, old, 147))
    rs.add("android", "h57-android-22", SYSTEM, tr.turns, state=tr.state, bad=True, turn=10,
           kind="The library lists the album as 'Lisbon 2024' again after it was renamed 'Lisbon & Sintra, May 2024' in turns 4-5 (count 147 did update).")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
