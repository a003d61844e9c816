# ruff: noqa: E501
"""Held-out set h54, domain ``android``: 22 AndroidWorld-style trajectories (11 clean, 11 with one contradiction).

Each trajectory drives one app on a 1080x2400 Android phone with AndroidWorld actions (click, long_press,
input_text, scroll, navigate_back, open_app, wait...). Observations are either the AndroidWorld element list
(``UI element N: UIElement(...)``) or an indented accessibility tree, kept in the same notation for the whole
trajectory. Screens are built from a small layout helper so that untouched elements keep their exact text,
ids and bounds from turn to turn; the contradictions are planted by hand, one per bad trajectory.
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
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action (AndroidWorld JSON: click / long_press / input_text / scroll / navigate_back / navigate_home / open_app / keyboard_enter / wait, with `index` referring to the element numbering of the current screen)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

# Content Requirements

Before producing the final answer, do this checklist:
1. Determine whether the action is a screen-changing action or a local-edit action.
2. If it is a screen-changing action, update the screen-level state first: screen identity, title, main heading, visible main content, and any newly loaded or removed UI elements.
3. If it is a local-edit action, preserve the full screen state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged screen state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current screen state representation format exactly (the `UI element N: UIElement(...)` list, or the indented accessibility tree, whichever the current state uses).
The predicted next screen state should follow the same representation schema, structure, and level of detail as the current screen state.
Do not rewrite the screen state into a different format or a richer internal schema.
Do not add fields, metadata, Android internals, or hidden structure unless they are explicitly present in the current screen state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

CLS = {
    "TV": "android.widget.TextView", "BTN": "android.widget.Button", "IMG": "android.widget.ImageView",
    "IB": "android.widget.ImageButton", "ET": "android.widget.EditText", "SW": "android.widget.Switch",
    "CB": "android.widget.CheckBox", "RB": "android.widget.RadioButton", "VG": "android.view.ViewGroup",
    "RV": "androidx.recyclerview.widget.RecyclerView", "FL": "android.widget.FrameLayout",
    "LL": "android.widget.LinearLayout", "SV": "android.widget.ScrollView", "V": "android.view.View",
    "SB": "android.widget.SeekBar", "LV": "android.widget.ListView", "CTV": "android.widget.CheckedTextView",
    "TB": "android.widget.ToggleButton", "SP": "android.widget.Spinner", "WV": "android.webkit.WebView",
    "HSV": "android.widget.HorizontalScrollView", "RL": "android.widget.RelativeLayout",
    "TW": "android.widget.Toast$TN", "CMP": "android.view.View",
}
SYSUI = "com.android.systemui"


class Screen:
    """One screen: status bar elements first, then the app's elements laid out top to bottom."""

    def __init__(self, pkg: str, clock: str, batt: int, *, fmt: str = "ui", net: str = "wifi",
                 charging: bool = False, icons: tuple[str, ...] = ()) -> None:
        self.pkg, self.fmt = pkg, fmt
        self.els: list[dict[str, Any]] = []
        self.nsys = 0
        self.y = 140
        self._put(dict(text=clock, desc=None, cls="TV", res="com.android.systemui:id/clock", box=(42, 150, 38, 110), pkg=SYSUI))
        x = 170
        for d in icons:
            self._put(dict(text=None, desc=d, cls="IMG", res=None, box=(x, x + 52, 48, 100), pkg=SYSUI))
            x += 60
        if net == "wifi":
            self._put(dict(text=None, desc="Wifi signal full.", cls="IMG", res="com.android.systemui:id/wifi_signal", box=(842, 898, 46, 102), pkg=SYSUI))
        self._put(dict(text=None, desc="Phone signal full." if net != "none" else "No phone signal.", cls="IMG", res="com.android.systemui:id/mobile_signal", box=(906, 958, 46, 102), pkg=SYSUI))
        bd = f"Battery charging, {batt} percent." if charging else f"Battery {batt} percent."
        self._put(dict(text=None, desc=bd, cls="IMG", res="com.android.systemui:id/battery", box=(968, 1038, 46, 102), pkg=SYSUI))
        self.nsys = len(self.els)

    def _put(self, e: dict[str, Any]) -> None:
        e.setdefault("flags", {})
        e.setdefault("hint", None)
        e.setdefault("d", 1)
        self.els.append(e)

    def add(self, text: str | None = None, desc: str | None = None, cls: str = "TV", res: str | None = None, *,
            h: int = 96, x0: int = 48, x1: int = 1032, y: int | None = None, keep: bool = False,
            hint: str | None = None, pkg: str | None = None, d: int = 2, **flags: bool) -> Screen:
        y0 = self.y if y is None else y
        if not keep:
            self.y = y0 + h
        p = pkg or self.pkg
        if res is not None and ":" not in res:
            res = f"{p}:id/{res}"
        self._put(dict(text=text, desc=desc, cls=cls, res=res, box=(x0, x1, y0, y0 + h), pkg=p, hint=hint, d=d, flags=flags))
        return self

    def gap(self, n: int) -> Screen:
        self.y += n
        return self

    def at(self, y: int) -> Screen:
        self.y = y
        return self

    def find(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.els) if key in (e["text"], e["desc"]) or (e["res"] or "").endswith("/" + key)]
        assert len(hits) > nth, (key, [e["text"] for e in self.els])
        return hits[nth]

    def render(self) -> str:
        return self._ui() if self.fmt == "ui" else self._tree()

    def _ui(self) -> str:
        out = []
        for i, e in enumerate(self.els):
            f = e["flags"]
            x0, x1, y0, y1 = e["box"]
            cls = CLS[e["cls"]]
            editable = bool(f.get("editable", e["cls"] == "ET"))
            clickable = bool(f.get("click", e["cls"] in ("BTN", "IB", "SW", "CB", "RB", "ET", "CTV", "TB", "SP")))
            checkable = bool(f.get("checkable", e["cls"] in ("SW", "CB", "RB", "CTV", "TB")))
            out.append(
                f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, class_name={cls!r}, "
                f"bbox=None, bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1}), hint_text={e['hint']!r}, "
                f"is_checked={bool(f.get('checked', False))}, is_checkable={checkable}, is_clickable={clickable}, "
                f"is_editable={editable}, is_enabled={bool(f.get('enabled', True))}, is_focused={bool(f.get('focused', False))}, "
                f"is_focusable={clickable or editable}, is_long_clickable={bool(f.get('long', False))}, "
                f"is_scrollable={bool(f.get('scroll', False))}, is_selected={bool(f.get('selected', False))}, is_visible=True, "
                f"package_name={e['pkg']!r}, resource_name={e['res']!r}, tooltip=None, resource_id=None, metadata=None)")
        return "\n".join(out)

    def _tree(self) -> str:
        out = [f"[{CLS['FL']}] package={SYSUI} window=StatusBar bounds=[0,0][1080,136]"]
        for i, e in enumerate(self.els):
            if i == self.nsys:
                out.append(f"[{CLS['FL']}] package={self.pkg} window=Application bounds=[0,0][1080,2400]")
            f = e["flags"]
            x0, x1, y0, y1 = e["box"]
            parts = [f"{'  ' * e['d']}({i}) [{CLS[e['cls']].rsplit('.', 1)[-1]}]"]
            if e["text"] is not None:
                parts.append(f"text={json.dumps(e['text'], ensure_ascii=False)}")
            if e["desc"] is not None:
                parts.append(f"desc={json.dumps(e['desc'], ensure_ascii=False)}")
            if e["hint"] is not None:
                parts.append(f"hint={json.dumps(e['hint'], ensure_ascii=False)}")
            if e["res"]:
                parts.append(f"id={e['res'].split(':id/')[-1]}")
            parts.append(f"bounds=[{x0},{y0}][{x1},{y1}]")
            clickable = f.get("click", e["cls"] in ("BTN", "IB", "SW", "CB", "RB", "ET", "CTV", "TB", "SP"))
            for name, on in (("clickable", clickable), ("long-clickable", f.get("long")),
                             ("checkable", e["cls"] in ("SW", "CB", "RB", "CTV", "TB") or f.get("checkable")),
                             ("checked", f.get("checked")), ("editable", e["cls"] == "ET" or f.get("editable")),
                             ("focused", f.get("focused")), ("scrollable", f.get("scroll")),
                             ("selected", f.get("selected")), ("disabled", f.get("enabled") is False)):
                if on:
                    parts.append(name)
            out.append(" ".join(parts))
        return "\n".join(out)


def act(kind: str, **kw: Any) -> str:
    return json.dumps({"action_type": kind, **kw}, ensure_ascii=False)


class Traj:
    """Turn recorder: actions name elements of the screen before them, observations are the screens after."""

    def __init__(self, start: Screen) -> None:
        self.cur = start
        self.state = start.render()
        self.turns: list[tuple[str, str]] = []

    def _go(self, action: str, scr: Screen) -> None:
        self.turns.append((action, scr.render()))
        self.cur = scr

    def click(self, key: str, scr: Screen, nth: int = 0) -> None:
        self._go(act("click", index=self.cur.find(key, nth)), scr)

    def long(self, key: str, scr: Screen, nth: int = 0) -> None:
        self._go(act("long_press", index=self.cur.find(key, nth)), scr)

    def type(self, key: str, text: str, scr: Screen, nth: int = 0) -> None:
        self._go(act("input_text", text=text, index=self.cur.find(key, nth)), scr)

    def scroll(self, direction: str, scr: Screen) -> None:
        self._go(act("scroll", direction=direction), scr)

    def back(self, scr: Screen) -> None:
        self._go(act("navigate_back"), scr)

    def home(self, scr: Screen) -> None:
        self._go(act("navigate_home"), scr)

    def open(self, app: str, scr: Screen) -> None:
        self._go(act("open_app", app_name=app), scr)

    def wait(self, scr: Screen) -> None:
        self._go(act("wait"), scr)

    def enter(self, scr: Screen) -> None:
        self._go(act("keyboard_enter"), scr)

    def add_to(self, rs: RowSet, tid: str, **kw: Any) -> None:
        rs.add("android", tid, SYSTEM, self.turns, state=self.state, **kw)


def hms(sec: int) -> str:
    h, r = divmod(sec, 3600)
    m, s = divmod(r, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


# ---------------------------------------------------------------- 01 Google Maps (bad, turn 6)
def t01(rs: RowSet) -> None:
    P = "com.google.android.apps.maps"

    def home(c: str) -> Screen:
        s = Screen(P, c, 81)
        s.add(None, "Map", "V", "map_frame", h=2104, y=136, x0=0, x1=1080, keep=True, click=True, long=True)
        s.add("Search here", None, "TV", "search_omnibox_text_box", y=160, h=132, x0=48, x1=860, click=True)
        s.add(None, "Voice search", "IB", "search_omnibox_voice_search_button", y=172, h=108, x0=860, x1=940, keep=True)
        s.add(None, "Account and settings", "IB", "search_omnibox_account_button", y=172, h=108, x0=944, x1=1032)
        s.gap(20)
        s.add("Restaurants", None, "BTN", "category_chip", h=96, x0=48, x1=320, keep=True)
        s.add("Coffee", None, "BTN", "category_chip", h=96, x0=336, x1=540, keep=True)
        s.add("Gas", None, "BTN", "category_chip", h=96, x0=556, x1=700, keep=True)
        s.add("Groceries", None, "BTN", "category_chip", h=96, x0=716, x1=980)
        s.add(None, "Layers", "IB", "layers_button", y=560, h=120, x0=912, x1=1032)
        s.add(None, "Re-center map to your location", "IB", "mylocation_button", y=1860, h=144, x0=888, x1=1032)
        s.add(None, "Directions", "IB", "directions_fab", y=2028, h=144, x0=888, x1=1032)
        s.add("Explore", None, "TV", "bottom_nav_explore", y=2240, h=136, x0=0, x1=216, keep=True, click=True, selected=True)
        s.add("Go", None, "TV", "bottom_nav_go", y=2240, h=136, x0=216, x1=432, keep=True, click=True)
        s.add("Saved", None, "TV", "bottom_nav_saved", y=2240, h=136, x0=432, x1=648, keep=True, click=True)
        s.add("Contribute", None, "TV", "bottom_nav_contribute", y=2240, h=136, x0=648, x1=864, keep=True, click=True)
        s.add("Updates", None, "TV", "bottom_nav_updates", y=2240, h=136, x0=864, x1=1080, click=True)
        return s

    def search(c: str, q: str) -> Screen:
        s = Screen(P, c, 81)
        s.add(None, "Navigate up", "IB", "search_back_button", y=160, h=132, x0=24, x1=136, keep=True)
        s.add(q or None, None, "ET", "search_omnibox_edit_text", y=160, h=132, x0=136, x1=940, hint="Search here", focused=True)
        if q:
            s.add(None, "Clear", "IB", "clear_button", y=172, h=108, x0=944, x1=1032)
            rows = [("Ritual Coffee Roasters", "1026 Valencia St, San Francisco, CA", "0.8 mi"),
                    ("Ritual Coffee Roasters", "432b Octavia St, San Francisco, CA", "1.6 mi"),
                    ("Ritual Coffee Roasters", "Flood Building, 870 Market St, San Francisco, CA", "2.3 mi"),
                    ("Ritual Coffee Roasters - Napa", "610 1st St, Napa, CA", "46 mi")]
        else:
            rows = [("Dolores Park", "Dolores St & 19th St, San Francisco, CA", "0.6 mi"),
                    ("SFO International Terminal", "San Francisco International Airport, CA", "12 mi"),
                    ("Home", "3418 24th St, San Francisco, CA", "0.3 mi"),
                    ("Tartine Bakery", "600 Guerrero St, San Francisco, CA", "0.7 mi")]
        s.at(340)
        for name, addr, dist in rows:
            y = s.y
            s.add(None, None, "LL", "suggestion_row", h=168, x0=0, x1=1080, keep=True, click=True)
            s.add(dist, None, "TV", "suggestion_distance", y=y + 40, h=56, x0=48, x1=160, keep=True)
            s.add(name, None, "TV", "suggestion_title", y=y + 24, h=64, x0=184, x1=1032, keep=True)
            s.add(addr, None, "TV", "suggestion_subtitle", y=y + 92, h=52, x0=184, x1=1032, keep=True)
            s.at(y + 168)
        return s

    def place(c: str, addr: str, saved: bool = False, toast: bool = False, full: bool = True) -> Screen:
        s = Screen(P, c, 81)
        s.add(None, "Map", "V", "map_frame", h=1000, y=136, x0=0, x1=1080, keep=True, click=True)
        s.add("Ritual Coffee Roasters", None, "TV", "search_omnibox_text_box", y=160, h=132, x0=136, x1=940, click=True)
        s.add(None, "Back", "IB", "search_back_button", y=172, h=108, x0=24, x1=136, keep=True)
        s.at(1140)
        s.add("Ritual Coffee Roasters", None, "TV", "title", h=84, x0=48, x1=900)
        s.add("4.5", None, "TV", "rating_text", h=56, x0=48, x1=110, keep=True)
        s.add(None, "4.5 stars", "V", "rating_stars", h=56, x0=116, x1=330, keep=True)
        s.add("(2,317)", None, "TV", "review_count", h=56, x0=336, x1=480)
        s.add("Coffee shop · 0.8 mi", None, "TV", "category", h=56, x0=48, x1=700)
        s.add("Open · Closes 7 PM", None, "TV", "hours_summary", h=56, x0=48, x1=700)
        s.gap(24)
        s.add("Directions", None, "BTN", "directions_button", h=108, x0=48, x1=320, keep=True)
        s.add("Start", None, "BTN", "start_button", h=108, x0=336, x1=520, keep=True)
        s.add("Call", None, "BTN", "call_button", h=108, x0=536, x1=700, keep=True)
        s.add("Saved" if saved else "Save", None, "BTN", "save_button", h=108, x0=716, x1=900, keep=True, selected=saved)
        s.add("Share", None, "BTN", "share_button", h=108, x0=916, x1=1064)
        s.gap(24)
        s.add("Overview", None, "TV", "tab_overview", h=96, x0=0, x1=270, keep=True, click=True, selected=True)
        s.add("Menu", None, "TV", "tab_menu", h=96, x0=270, x1=540, keep=True, click=True)
        s.add("Reviews", None, "TV", "tab_reviews", h=96, x0=540, x1=810, keep=True, click=True)
        s.add("Photos", None, "TV", "tab_photos", h=96, x0=810, x1=1080, click=True)
        if full:
            s.add(addr, "Address: " + addr, "TV", "address_text", h=104, x0=144, x1=1032, click=True)
            s.add("Open · Closes 7 PM · Opens 7 AM Tue", None, "TV", "hours_text", h=104, x0=144, x1=1032, click=True)
            s.add("QHC7+8V Mission District, San Francisco", None, "TV", "plus_code_text", h=104, x0=144, x1=1032, click=True)
            s.add("ritualroasters.com", None, "TV", "website_text", h=104, x0=144, x1=1032, click=True)
            s.add("(415) 641-1011", None, "TV", "phone_text", h=104, x0=144, x1=1032, click=True)
        if toast:
            s.add("Saved to Favorites", None, "TV", "snackbar_text", y=2130, h=100, x0=48, x1=760, keep=True)
            s.add("Change", None, "BTN", "snackbar_action", y=2130, h=100, x0=800, x1=1032)
        return s

    def route(c: str, mode: str) -> Screen:
        s = Screen(P, c, 81)
        s.add(None, "Navigate up", "IB", "back_button", y=160, h=120, x0=24, x1=136, keep=True)
        s.add("Your location", None, "TV", "directions_startpoint_textbox", y=160, h=100, x0=136, x1=940, click=True)
        s.add("Ritual Coffee Roasters", None, "TV", "directions_endpoint_textbox", h=100, x0=136, x1=940, click=True)
        s.add(None, "Swap start and destination", "IB", "swap_button", y=200, h=120, x0=944, x1=1032)
        s.at(400)
        for i, (m, t) in enumerate((("Drive", "6 min"), ("Transit", "14 min"), ("Walk", "17 min"), ("Ride", "9 min"), ("Bike", "6 min"))):
            s.add(t, f"{m} mode: {t}", "TV", "mode_tab", h=96, x0=16 + i * 208, x1=216 + i * 208, keep=i < 4, click=True, selected=m == mode)
        s.gap(40)
        if mode == "Drive":
            s.add("6 min (0.9 mi)", None, "TV", "trip_duration", h=84)
            s.add("Fastest route, the usual traffic", None, "TV", "trip_description", h=60)
            s.add("via Valencia St", None, "TV", "trip_via", h=60)
            s.add("Arrive 9:49 AM", None, "TV", "trip_eta", h=60)
        else:
            s.add("17 min (0.8 mi)", None, "TV", "trip_duration", h=84)
            s.add("Mostly flat", None, "TV", "trip_description", h=60)
            s.add("via Valencia St", None, "TV", "trip_via", h=60)
            s.add("Arrive 10:00 AM", None, "TV", "trip_eta", h=60)
        s.add(None, "Map", "V", "map_frame", h=1100, x0=0, x1=1080, click=True)
        s.add("Start", None, "BTN", "start_navigation_button", y=2180, h=120, x0=48, x1=300, keep=True)
        s.add("Steps", None, "BTN", "steps_button", y=2180, h=120, x0=320, x1=560, keep=True)
        s.add("Add stops", None, "BTN", "add_stops_button", y=2180, h=120, x0=580, x1=860, keep=True)
        s.add(None, "Share", "IB", "share_button", y=2180, h=120, x0=880, x1=1032)
        return s

    def lists(c: str) -> Screen:
        s = place(c, "1026 Valencia St, San Francisco, CA 94110", full=False)
        s.add(None, None, "V", "scrim", h=2264, y=136, x0=0, x1=1080, keep=True, click=True)
        s.at(1420)
        s.add("Save in your lists", None, "TV", "sheet_title", h=96)
        for name, count in (("Favorites", "Private · 12 places"), ("Want to go", "Private · 31 places"),
                            ("Travel plans", "Private · 4 places"), ("Starred places", "Private · 57 places")):
            y = s.y
            s.add(None, None, "CB", "list_checkbox", h=144, x0=920, x1=1032, keep=True)
            s.add(name, None, "TV", "list_name", y=y + 20, h=60, x0=160, x1=900, keep=True)
            s.add(count, None, "TV", "list_summary", y=y + 80, h=48, x0=160, x1=900, keep=True)
            s.at(y + 144)
        s.add("New list", None, "BTN", "new_list_button", h=120, x0=48, x1=400, keep=True)
        s.add("Done", None, "BTN", "done_button", h=120, x0=780, x1=1032)
        return s

    addr = "1026 Valencia St, San Francisco, CA 94110"
    tr = Traj(home("9:41"))
    tr.click("Search here", search("9:41", ""))
    tr.type("search_omnibox_edit_text", "Ritual Coffee Roasters", search("9:42", "Ritual Coffee Roasters"))
    tr.click("suggestion_row", place("9:42", addr))
    tr.click("Directions", route("9:43", "Drive"))
    tr.click("Walk mode: 17 min", route("9:43", "Walk"))
    tr.back(place("9:44", "1062 Valencia St, San Francisco, CA 94110"))
    tr.click("Save", lists("9:44"))
    tr.click("list_checkbox", place("9:45", addr, saved=True, toast=True, full=False))
    tr.add_to(rs, "h54-android-01", bad=True, turn=6,
              kind="After going back from directions the place sheet gives the address as 1062 Valencia St, but the same place showed 1026 Valencia St at turn 3 (and in the search suggestion).")


# ---------------------------------------------------------------- 02 Markor (clean)
def t02(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    base = [("groceries.md", "Oct 9, 2024 18:22 · 412 B"), ("ideas.txt", "Sep 28, 2024 21:05 · 1.9 KB"),
            ("meeting_notes_0912.md", "Sep 12, 2024 16:04 · 2.4 KB"), ("quicknote.md", "Oct 13, 2024 08:51 · 96 B"),
            ("reading_list.md", "Aug 30, 2024 22:17 · 3.1 KB"), ("todo.txt", "Oct 11, 2024 07:40 · 688 B")]
    body = "- passport\n- charger\n- rain jacket"
    assert len(body.encode()) == 34

    def files(c: str, items: list[tuple[str, str]], sel: str | None = None) -> Screen:
        s = Screen(P, c, 64)
        if sel:
            s.add(None, "Done", "IB", "action_mode_close_button", y=140, h=140, x0=0, x1=140, keep=True)
            s.add("1 selected", None, "TV", "action_bar_title", y=170, h=80, x0=160, x1=560, keep=True)
            s.add(None, "Share", "TV", "action_share", y=140, h=140, x0=620, x1=760, keep=True, click=True)
            s.add(None, "Delete", "TV", "action_delete", y=140, h=140, x0=760, x1=900, keep=True, click=True)
            s.add(None, "More options", "IB", "overflow", y=140, h=140, x0=900, x1=1040)
        else:
            s.add("Markor", None, "TV", "toolbar_title", y=150, h=76, x0=48, x1=600)
            s.add("/storage/emulated/0/Documents/Markor", None, "TV", "toolbar_subtitle", h=54, x0=48, x1=800)
            s.add(None, "Search", "TV", "action_search", y=140, h=140, x0=760, x1=900, keep=True, click=True)
            s.add(None, "More options", "IB", "overflow", y=140, h=140, x0=900, x1=1040)
        s.at(290)
        s.add(None, None, "RV", "ui__filesystem_dialog__list", h=1800, x0=0, x1=1080, keep=True, scroll=True)
        s.add("..", None, "TV", "ui__filesystem_item__title", h=120, x0=160, x1=1032, click=True)
        for name, meta in items:
            y = s.y
            s.add(None, "Markdown" if name.endswith(".md") else "Text file", "IMG", "ui__filesystem_item__image", y=y + 30, h=80, x0=40, x1=120, keep=True)
            s.add(name, None, "TV", "ui__filesystem_item__title", y=y + 16, h=66, x0=160, x1=1032, keep=True, click=True, long=True, selected=name == sel)
            s.add(meta, None, "TV", "ui__filesystem_item__description", y=y + 84, h=48, x0=160, x1=1032, keep=True)
            s.at(y + 148)
        s.add(None, "Create a new file or folder", "IB", "fab_add_new_item", y=2100, h=168, x0=864, x1=1032)
        s.add("Files", None, "TV", "nav_notebook", y=2272, h=128, x0=0, x1=270, keep=True, click=True, selected=True)
        s.add("To-Do", None, "TV", "nav_todo", y=2272, h=128, x0=270, x1=540, keep=True, click=True)
        s.add("QuickNote", None, "TV", "nav_quicknote", y=2272, h=128, x0=540, x1=810, keep=True, click=True)
        s.add("More", None, "TV", "nav_more", y=2272, h=128, x0=810, x1=1080, click=True)
        return s

    def newfile(c: str, name: str) -> Screen:
        s = files(c, base)
        s.add(None, None, "FL", "parentPanel", y=620, h=1000, x0=60, x1=1020, keep=True)
        s.add("New file", None, "TV", "alertTitle", y=680, h=90, x0=120, x1=960)
        s.add(name or None, None, "ET", "new_file_dialog__name", h=130, x0=120, x1=760, hint="Name", focused=True, keep=True)
        s.add(".md", None, "ET", "new_file_dialog__ext", h=130, x0=780, x1=960)
        s.add("Markdown", None, "SP", "new_file_dialog__type", h=120, x0=120, x1=960)
        s.add("Empty file", None, "SP", "new_file_dialog__template", h=120, x0=120, x1=960)
        s.add("Encrypt with password", None, "CB", "new_file_dialog__encryption", h=110, x0=120, x1=960)
        s.gap(40)
        s.add("FOLDER", None, "BTN", "button3", h=110, x0=120, x1=360, keep=True)
        s.add("CANCEL", None, "BTN", "button2", h=110, x0=540, x1=740, keep=True)
        s.add("OK", None, "BTN", "button1", h=110, x0=760, x1=960)
        return s

    def editor(c: str, text: str) -> Screen:
        s = Screen(P, c, 64)
        s.add(None, "Navigate up", "IB", "toolbar_back", y=140, h=140, x0=0, x1=140, keep=True)
        s.add("trip_checklist", None, "TV", "note__activity__text_note_title", y=170, h=80, x0=160, x1=600, keep=True, click=True)
        s.add(None, "Preview", "TV", "action_preview", y=140, h=140, x0=620, x1=760, keep=True, click=True)
        s.add(None, "Undo", "TV", "action_undo", y=140, h=140, x0=760, x1=900, keep=True, click=True, enabled=bool(text))
        s.add(None, "More options", "IB", "overflow", y=140, h=140, x0=900, x1=1040)
        s.at(290)
        s.add(text or None, None, "ET", "document__fragment__edit__highlighting_editor", h=1500, x0=0, x1=1080, focused=True, scroll=True)
        for i, d in enumerate(("Header", "Bold", "Italic", "Unordered list", "Checkbox", "Link", "Insert image", "Code")):
            s.add(None, d, "IB", "document__fragment__edit__textactions_bar_item", y=1960, h=120, x0=i * 135, x1=(i + 1) * 135, keep=True)
        return s

    def menu(c: str, items: list[tuple[str, str]]) -> Screen:
        s = files(c, items, sel="trip_checklist.md")
        s.add(None, None, "LV", "popup_list", y=150, h=792, x0=560, x1=1050, keep=True)
        s.at(150)
        for label in ("Select all", "Rename", "Copy", "Move", "Favourite", "Info"):
            s.add(label, None, "TV", "title", h=132, x0=560, x1=1050, click=True)
        return s

    def rename(c: str, items: list[tuple[str, str]], name: str) -> Screen:
        s = files(c, items, sel="trip_checklist.md")
        s.add(None, None, "FL", "parentPanel", y=760, h=620, x0=60, x1=1020, keep=True)
        s.add("Rename", None, "TV", "alertTitle", y=820, h=90, x0=120, x1=960)
        s.add(name, None, "ET", "ui__filesystem_rename__text", h=130, x0=120, x1=960, hint="Name", focused=True)
        s.gap(60)
        s.add("CANCEL", None, "BTN", "button2", h=110, x0=540, x1=740, keep=True)
        s.add("OK", None, "BTN", "button1", h=110, x0=760, x1=960)
        return s

    new = ("trip_checklist.md", "Oct 14, 2024 10:07 · 34 B")
    with_new = sorted(base + [new], key=lambda t: t[0].lower())
    renamed = sorted(base + [("packing_list.md", new[1])], key=lambda t: t[0].lower())
    tr = Traj(files("10:04", base))
    tr.click("Create a new file or folder", newfile("10:04", ""))
    tr.type("new_file_dialog__name", "trip_checklist", newfile("10:05", "trip_checklist"))
    tr.click("OK", editor("10:05", ""))
    tr.type("document__fragment__edit__highlighting_editor", body, editor("10:06", body))
    tr.back(files("10:07", with_new))
    tr.long("trip_checklist.md", files("10:07", with_new, sel="trip_checklist.md"))
    tr.click("More options", menu("10:08", with_new))
    tr.click("Rename", rename("10:08", with_new, "trip_checklist.md"))
    tr.type("ui__filesystem_rename__text", "packing_list.md", rename("10:09", with_new, "packing_list.md"))
    tr.click("OK", files("10:09", renamed))
    tr.add_to(rs, "h54-android-02")

# ---------------------------------------------------------------- 03 Settings: Wi-Fi (clean)
def t03(rs: RowSet) -> None:
    P = "com.android.settings"

    def internet(c: str, wifi: str, nets: list[tuple[str, str, str]], b: int = 47) -> Screen:
        s = Screen(P, c, b, fmt="tree", net="wifi" if wifi == "connected" else "mobile")
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add("Internet", None, "TV", "collapsing_toolbar", y=300, h=160, x0=48, x1=1032)
        s.add(None, None, "RV", "recycler_view", h=1900, x0=0, x1=1080, keep=True, scroll=True, d=3)
        s.add("T-Mobile", None, "TV", "title", h=70, x0=190, x1=900, d=4)
        s.add("Connected / 5G" if wifi != "connected" else "Mobile data", None, "TV", "summary", h=56, x0=190, x1=900, d=4)
        s.add(None, "Settings", "IB", "settings_button", y=s.y - 110, h=110, x0=920, x1=1040, d=4)
        s.gap(20)
        s.add("Wi‑Fi", None, "TV", "switch_text", h=140, x0=48, x1=860, keep=True, click=True, d=4)
        s.add(None, None, "SW", "switch_widget", h=140, x0=880, x1=1032, checked=wifi != "off", d=4)
        if wifi == "off":
            s.add("To improve location accuracy, apps and services can still scan for Wi‑Fi networks. You can change this in Wi‑Fi scanning settings.", None, "TV", "footer_text", h=220, d=4)
        else:
            for name, summ, sig in nets:
                y = s.y
                s.add(None, sig, "IMG", "icon", y=y + 30, h=80, x0=48, x1=128, keep=True, d=4)
                s.add(name, None, "TV", "title", y=y + 10, h=70, x0=190, x1=900, keep=True, click=True, d=4)
                if summ:
                    s.add(summ, None, "TV", "summary", y=y + 80, h=56, x0=190, x1=900, keep=True, d=4)
                if summ == "Connected":
                    s.add(None, "Network details", "IB", "settings_button_no_background", y=y + 20, h=110, x0=920, x1=1040, keep=True, d=4)
                s.at(y + 150)
            s.add("Add network", None, "TV", "title", h=130, x0=190, x1=900, click=True, d=4)
        s.add("Network preferences", None, "TV", "title", h=80, x0=48, x1=1032, click=True, d=4)
        s.add("Wi‑Fi turns back on automatically", None, "TV", "summary", h=56, x0=48, x1=1032, d=4)
        s.add("Saved networks", None, "TV", "title", h=80, x0=48, x1=1032, click=True, d=4)
        s.add("5 networks", None, "TV", "summary", h=56, x0=48, x1=1032, d=4)
        s.add("Non‑carrier data usage", None, "TV", "title", h=80, x0=48, x1=1032, click=True, d=4)
        s.add("1.84 GB used Sep 20 – Oct 17", None, "TV", "summary", h=56, x0=48, x1=1032, d=4)
        return s

    nets0 = [("Hollis_5G", "Connected", "Wifi signal full."), ("Hollis_Guest", "Saved", "Wifi signal full."),
             ("NETGEAR47", "", "Wifi two bars."), ("xfinitywifi", "", "Wifi two bars."),
             ("DIRECT-7A-HP OfficeJet 3830", "", "Wifi one bar.")]
    nets2 = [("Hollis_5G", "Connecting…", "Wifi signal full."), ("Hollis_Guest", "Saved", "Wifi signal full."),
             ("xfinitywifi", "", "Wifi three bars."), ("NETGEAR47", "", "Wifi two bars.")]
    nets3 = [("Hollis_5G", "Connected", "Wifi signal full."), ("Hollis_Guest", "Saved", "Wifi three bars."),
             ("xfinitywifi", "", "Wifi two bars."), ("NETGEAR47", "", "Wifi two bars."),
             ("DIRECT-7A-HP OfficeJet 3830", "", "Wifi one bar."), ("Verizon_7QXN4K", "", "Wifi one bar.")]
    RAND = ("3a:9f:c2:5e:11:d0", "192.168.1.47", "fe80::389f:c2ff:fe5e:11d0\n2601:646:8d00:51a0::9b27")
    DEV = ("f4:60:e2:8b:07:3c", "192.168.1.52", "fe80::f660:e2ff:fe8b:73c\n2601:646:8d00:51a0::3e1f")

    def details(c: str, addr: tuple[str, str, str], *, tx: str, rx: str, privacy: str, scrolled: bool, b: int = 47) -> Screen:
        mac, ip, v6 = addr
        s = Screen(P, c, b, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add("Network details", None, "TV", "collapsing_toolbar", y=300, h=160, x0=48, x1=1032)
        s.add(None, None, "RV", "recycler_view", h=1900, x0=0, x1=1080, keep=True, scroll=True, d=3)
        if not scrolled:
            s.add(None, "Wifi signal full.", "IMG", "entity_header_icon", h=140, x0=470, x1=610, d=4)
            s.add("Hollis_5G", None, "TV", "entity_header_title", h=80, d=4)
            s.add("Connected", None, "TV", "entity_header_summary", h=60, d=4)
            s.add("Forget", None, "BTN", "button1", h=180, x0=48, x1=360, keep=True, d=4)
            s.add("Disconnect", None, "BTN", "button2", h=180, x0=384, x1=696, keep=True, d=4)
            s.add("Share", None, "BTN", "button3", h=180, x0=720, x1=1032, d=4)
            s.add("Auto‑connect", None, "TV", "switch_text", h=120, x0=48, x1=860, keep=True, click=True, d=4)
            s.add(None, None, "SW", "switch_widget", h=120, x0=880, x1=1032, checked=True, d=4)
            for t, v in (("Network usage", "Detect automatically"), ("Privacy", privacy), ("Signal strength", "Excellent"),
                         ("Frequency", "5 GHz"), ("Security", "WPA2-Personal")):
                s.add(t, None, "TV", "title", h=76, x0=48, x1=1032, click=t in ("Network usage", "Privacy"), d=4)
                s.add(v, None, "TV", "summary", h=60, x0=48, x1=1032, d=4)
        rows = [("Transmit link speed", tx), ("Receive link speed", rx), ("MAC address", mac), ("IP address", ip)]
        if scrolled:
            rows = [("Security", "WPA2-Personal")] + rows + [("Gateway", "192.168.1.1"), ("Subnet mask", "255.255.255.0"),
                                                         ("DNS", "192.168.1.1\n8.8.8.8"), ("IPv6 addresses", v6)]
        for t, v in rows:
            s.add(t, None, "TV", "title", h=76, x0=48, x1=1032, d=4)
            s.add(v, None, "TV", "summary", h=60 * (v.count("\n") + 1), x0=48, x1=1032, d=4)
        return s

    def privacy(c: str) -> Screen:
        s = details(c, RAND, tx="650 Mbps", rx="780 Mbps", privacy="Use randomized MAC", scrolled=False)
        s.add(None, None, "FL", "parentPanel", y=880, h=640, x0=60, x1=1020, keep=True, d=2)
        s.add("Privacy", None, "TV", "alertTitle", y=940, h=100, x0=120, x1=960, d=3)
        s.add("Use randomized MAC", None, "CTV", "text1", h=150, x0=120, x1=960, checked=True, d=3)
        s.add("Use device MAC", None, "CTV", "text1", h=150, x0=120, x1=960, checked=False, d=3)
        s.gap(40)
        s.add("CANCEL", None, "BTN", "button2", h=110, x0=700, x1=960, d=3)
        return s

    def saved(c: str) -> Screen:
        s = Screen(P, c, 46, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add("Saved networks", None, "TV", "collapsing_toolbar", y=300, h=160, x0=48, x1=1032)
        s.add(None, None, "RV", "recycler_view", h=1900, x0=0, x1=1080, keep=True, scroll=True, d=3)
        for name, summ in (("Hollis_5G", "Connected"), ("Hollis_Guest", ""), ("Lisbon_Airport_Free", ""),
                           ("Marriott_BONVOY", ""), ("WeWork", "")):
            s.add(name, None, "TV", "title", h=80 if summ else 130, x0=48, x1=1032, click=True, d=4)
            if summ:
                s.add(summ, None, "TV", "summary", h=50, x0=48, x1=1032, d=4)
        return s

    tr = Traj(internet("14:20", "connected", nets0))
    tr.click("switch_widget", internet("14:20", "off", []))
    tr.click("switch_widget", internet("14:21", "connecting", nets2))
    tr.wait(internet("14:21", "connected", nets3))
    tr.click("Network details", details("14:21", RAND, tx="866 Mbps", rx="780 Mbps", privacy="Use randomized MAC", scrolled=False))
    tr.scroll("down", details("14:22", RAND, tx="650 Mbps", rx="780 Mbps", privacy="Use randomized MAC", scrolled=True))
    tr.scroll("up", details("14:22", RAND, tx="650 Mbps", rx="780 Mbps", privacy="Use randomized MAC", scrolled=False))
    tr.click("Privacy", privacy("14:22"))
    tr.click("Use device MAC", details("14:23", DEV, tx="866 Mbps", rx="866 Mbps", privacy="Use device MAC", scrolled=False, b=46))
    tr.back(internet("14:23", "connected", nets3, b=46))
    tr.click("Saved networks", saved("14:23"))
    tr.add_to(rs, "h54-android-03")

# ---------------------------------------------------------------- 04 hvv switch tickets (bad, turn 7)
def t04(rs: RowSet) -> None:
    P = "de.hvv.hvvapp"

    def nav(s: Screen, sel: str) -> None:
        for i, n in enumerate(("Journey planner", "Tickets", "switch", "My account")):
            s.add(n, None, "TV", "bottom_navigation_item", y=2250, h=150, x0=i * 270, x1=(i + 1) * 270, keep=True, click=True, selected=n == sel)

    def shop(c: str) -> Screen:
        s = Screen(P, c, 72)
        s.add("Tickets", None, "TV", "toolbar_title", y=150, h=120, x0=48, x1=700)
        s.add("Buy ticket", None, "TV", "tab_buy", y=290, h=110, x0=0, x1=540, keep=True, click=True, selected=True)
        s.add("My tickets", None, "TV", "tab_my_tickets", y=290, h=110, x0=540, x1=1080, click=True)
        s.add(None, None, "RV", "ticket_list", h=1820, x0=0, x1=1080, keep=True, scroll=True)
        for name, zone, price in (("Single ticket AB", "Hamburg AB · 1 journey · 60 min", "€3.80"),
                                  ("Short-distance ticket", "Up to 3 stops by bus/2 by train", "€1.90"),
                                  ("9-hour day ticket AB", "Mon–Fri from 9 am, all day Sat/Sun", "€8.20"),
                                  ("All-day ticket AB", "Valid until 6 am the next day", "€9.40"),
                                  ("Group day ticket AB", "Up to 5 people, from 9 am", "€14.80"),
                                  ("Deutschlandticket", "Monthly subscription, nationwide local transport", "€49.00")):
            y = s.y
            s.add(name, None, "TV", "ticket_name", y=y + 20, h=70, x0=48, x1=800, keep=True, click=True)
            s.add(zone, None, "TV", "ticket_info", y=y + 94, h=56, x0=48, x1=800, keep=True)
            s.add(price, None, "TV", "ticket_price", y=y + 40, h=80, x0=820, x1=1032, keep=True)
            s.at(y + 180)
        nav(s, "Tickets")
        return s

    def config(c: str, adults: int, dialog: bool = False) -> Screen:
        s = Screen(P, c, 72)
        total = f"€{3.80 * adults:.2f}"
        s.add(None, "Navigate up", "IB", "toolbar_back", y=150, h=120, x0=0, x1=130, keep=True)
        s.add("Single ticket AB", None, "TV", "toolbar_title", y=150, h=120, x0=150, x1=900)
        s.add("Passengers", None, "TV", "label_passengers", y=320, h=70)
        s.add(f"{adults} Adult" if adults == 1 else f"{adults} Adults", None, "TV", "passenger_count", h=96, x0=48, x1=600, keep=True)
        s.add(None, "Remove adult", "IB", "button_minus", h=96, x0=760, x1=880, keep=True, enabled=adults > 1)
        s.add(None, "Add adult", "IB", "button_plus", h=96, x0=900, x1=1020)
        s.add("Children (6–14)", None, "TV", "label_children", h=70, keep=True)
        s.add("0", None, "TV", "children_count", h=70, x0=820, x1=880)
        s.gap(30)
        s.add("Tariff zones", None, "TV", "label_zones", h=70)
        s.add("Hamburg AB", None, "TV", "zones_value", h=90, click=True)
        s.add("Valid from", None, "TV", "label_valid_from", h=70)
        s.add("Now", None, "TV", "valid_from_value", h=90, click=True)
        s.add("Valid for 60 minutes after purchase. Changing trains is allowed, return and round trips are not.", None, "TV", "ticket_conditions", h=150)
        s.add("Payment method", None, "TV", "label_payment", h=70)
        s.add("PayPal · j.behrens@posteo.de", None, "TV", "payment_value", h=90, click=True)
        s.add("Total", None, "TV", "label_total", y=1980, h=80, x0=48, x1=400, keep=True)
        s.add(total, None, "TV", "total_value", y=1980, h=80, x0=700, x1=1032)
        s.add(f"Buy for {total}", None, "BTN", "button_buy", y=2090, h=140, x0=48, x1=1032)
        if dialog:
            s.add(None, None, "FL", "parentPanel", y=760, h=820, x0=60, x1=1020, keep=True)
            s.add("Confirm purchase", None, "TV", "alertTitle", y=820, h=100, x0=120, x1=960)
            s.add("Single ticket AB · 1 Adult · Hamburg AB\nValid from now, 60 minutes\nTotal €3.80 · PayPal", None, "TV", "message", h=260, x0=120, x1=960)
            s.add("You will receive the receipt by e-mail.", None, "TV", "message_hint", h=80, x0=120, x1=960)
            s.gap(60)
            s.add("Cancel", None, "BTN", "button2", h=110, x0=520, x1=720, keep=True)
            s.add("Buy now", None, "BTN", "button1", h=110, x0=740, x1=960)
        return s

    def success(c: str) -> Screen:
        s = Screen(P, c, 72)
        s.add(None, "Close", "IB", "toolbar_close", y=150, h=120, x0=0, x1=130)
        s.add(None, "Purchase successful", "IMG", "success_icon", y=380, h=220, x0=430, x1=650)
        s.add("Ticket purchased", None, "TV", "success_title", h=110)
        s.add("Your ticket is now in “My tickets”.", None, "TV", "success_text", h=80)
        s.gap(40)
        for k, v in (("Ticket", "Single ticket AB, 1 Adult"), ("Order no.", "HVV-2410-58213977"),
                     ("Valid from", "14 Oct 2024, 09:47"), ("Valid until", "14 Oct 2024, 10:47"),
                     ("Price", "€3.80 (incl. 7% VAT €0.25)"), ("Paid with", "PayPal")):
            s.add(k, None, "TV", "summary_label", h=70, x0=48, x1=400, keep=True)
            s.add(v, None, "TV", "summary_value", h=70, x0=420, x1=1032)
            s.gap(10)
        s.add("The receipt was sent to j.behrens@posteo.de", None, "TV", "receipt_hint", h=80)
        s.add("Show ticket", None, "BTN", "button_show_ticket", y=2090, h=140, x0=48, x1=1032)
        return s

    def ticket(c: str, remaining: str) -> Screen:
        s = Screen(P, c, 71)
        s.add(None, "Navigate up", "IB", "toolbar_back", y=150, h=120, x0=0, x1=130, keep=True)
        s.add("Your ticket", None, "TV", "toolbar_title", y=150, h=120, x0=150, x1=900)
        s.add("hvv", None, "TV", "ticket_header", y=320, h=90)
        s.add("Single ticket AB", None, "TV", "ticket_title", h=100)
        s.add("1 Adult · Hamburg AB", None, "TV", "ticket_subtitle", h=70)
        s.add(None, "Ticket barcode", "IMG", "ticket_barcode", h=600, x0=240, x1=840)
        s.add("Valid 14.10.2024 09:47 – 10:47", None, "TV", "ticket_validity", h=80)
        s.add(remaining, None, "TV", "ticket_countdown", h=70)
        s.add(None, "Security animation", "V", "ticket_animation", h=140, x0=48, x1=1032)
        s.add("Ticket no. 58213977", None, "TV", "ticket_number", h=60)
        s.add("Name: Jana Behrens", None, "TV", "ticket_holder", h=60)
        s.add("€3.80", None, "TV", "ticket_price", h=60)
        s.add("Only valid with official photo ID on request.", None, "TV", "ticket_hint", h=80)
        return s

    past = [("9-hour day ticket AB", "11.10.2024 · 09:12 – 23:59 · €8.20", "Expired"),
            ("Single ticket AB", "09.10.2024 · 17:31 – 18:31 · €3.80", "Expired"),
            ("Single ticket AB", "07.10.2024 · 08:02 – 09:02 · €3.80", "Expired"),
            ("Short-distance ticket", "04.10.2024 · 12:40 – 13:40 · €1.90", "Expired"),
            ("All-day ticket AB", "29.09.2024 · 10:05 – 06:00 · €9.40", "Expired"),
            ("Single ticket AB", "26.09.2024 · 19:14 – 20:14 · €3.80", "Expired"),
            ("Group day ticket AB", "21.09.2024 · 09:30 – 06:00 · €14.80", "Expired")]

    def mine(c: str, until: str, first: int) -> Screen:
        s = Screen(P, c, 71)
        s.add("Tickets", None, "TV", "toolbar_title", y=150, h=120, x0=48, x1=700)
        s.add("Buy ticket", None, "TV", "tab_buy", y=290, h=110, x0=0, x1=540, keep=True, click=True)
        s.add("My tickets", None, "TV", "tab_my_tickets", y=290, h=110, x0=540, x1=1080, click=True, selected=True)
        s.add(None, None, "RV", "my_ticket_list", h=1820, x0=0, x1=1080, keep=True, scroll=True)
        if first == 0:
            s.add("Active tickets (1)", None, "TV", "section_header", h=90)
            y = s.y
            s.add("Single ticket AB", None, "TV", "ticket_name", y=y + 20, h=70, x0=48, x1=800, keep=True, click=True)
            s.add(f"1 Adult · Hamburg AB · valid until {until}", None, "TV", "ticket_info", y=y + 94, h=56, x0=48, x1=900, keep=True)
            s.add("Active", None, "TV", "ticket_state", y=y + 30, h=60, x0=860, x1=1032, keep=True)
            s.at(y + 180)
            s.add("Past tickets (7)", None, "TV", "section_header", h=90)
        for name, info, st in past[first:first + 6]:
            y = s.y
            s.add(name, None, "TV", "ticket_name", y=y + 20, h=70, x0=48, x1=800, keep=True, click=True)
            s.add(info, None, "TV", "ticket_info", y=y + 94, h=56, x0=48, x1=900, keep=True)
            s.add(st, None, "TV", "ticket_state", y=y + 30, h=60, x0=860, x1=1032, keep=True)
            s.at(y + 180)
        nav(s, "Tickets")
        return s

    def oldticket(c: str) -> Screen:
        s = Screen(P, c, 71)
        s.add(None, "Navigate up", "IB", "toolbar_back", y=150, h=120, x0=0, x1=130, keep=True)
        s.add("Ticket details", None, "TV", "toolbar_title", y=150, h=120, x0=150, x1=900)
        s.add("All-day ticket AB", None, "TV", "ticket_title", y=320, h=100)
        s.add("Expired", None, "TV", "ticket_state", h=70)
        for k, v in (("Order no.", "HVV-2409-55102846"), ("Passengers", "1 Adult"), ("Tariff zones", "Hamburg AB"),
                     ("Valid from", "29 Sep 2024, 10:05"), ("Valid until", "30 Sep 2024, 06:00"), ("Price", "€9.40 (incl. 7% VAT €0.61)"),
                     ("Paid with", "PayPal")):
            s.add(k, None, "TV", "summary_label", h=70, x0=48, x1=400, keep=True)
            s.add(v, None, "TV", "summary_value", h=70, x0=420, x1=1032)
        s.add("Download receipt (PDF)", None, "BTN", "button_receipt", y=2090, h=140, x0=48, x1=1032)
        return s

    tr = Traj(shop("09:45"))
    tr.click("Single ticket AB", config("09:45", 1))
    tr.click("Add adult", config("09:46", 2))
    tr.click("Remove adult", config("09:46", 1))
    tr.click("Buy for €3.80", config("09:46", 1, dialog=True))
    tr.click("Buy now", success("09:47"))
    tr.click("Show ticket", ticket("09:47", "Remaining: 59 min"))
    tr.back(mine("09:48", "11:47", 0))
    tr.scroll("down", mine("09:48", "11:47", 1))
    tr.click("All-day ticket AB", oldticket("09:49"))
    tr.add_to(rs, "h54-android-04", bad=True, turn=7,
              kind="My tickets lists the new single ticket as valid until 11:47, but the purchase confirmation and the ticket itself said 09:47 – 10:47.")

# ---------------------------------------------------------------- 05 Gmail (bad, turn 5)
def t05(rs: RowSet) -> None:
    P = "com.google.android.gm"
    Row = tuple[str, str, str, str, bool]
    NOTION: Row = ("Notion Team", "Your weekly digest: 4 pages updated", "Here's what changed in Design Ops this week: Sprint 42 board, Hiring loop…", "9:12 AM", False)
    FIGMA: Row = ("Figma", "Lena Fischer commented on Q4 Roadmap", "“Can we move the partner launch to week 47?” Reply in Figma…", "10:02 AM", False)
    rest: list[Row] = [
        ("Lena Fischer", "Re: Q4 roadmap review", "Sounds good — I moved the sync to Thursday 2 pm and added Omar to the invite…", "8:47 AM", False),
        ("GitHub", "[acme/api] Pull request #482 merged", "Merged #482 into main. 3 files changed, 41 insertions(+), 12 deletions(-)…", "8:30 AM", True),
        ("Chase", "Your statement is ready", "Your October statement for the account ending in 4417 is now available…", "7:58 AM", True),
        ("Delta Air Lines", "Your trip confirmation: HNWQ7T", "SFO → JFK · Thu, Oct 17 · DL 1458 · Departs 7:05 AM…", "Oct 13", True),
        ("Medium Daily Digest", "How we cut our cloud bill by 40%", "Stories for you: How we cut our cloud bill by 40% · The quiet death of…", "Oct 13", True),
        ("Ben Ortiz", "Photos from Saturday", "Here are the pics from the hike — the one at the ridge came out great…", "Oct 12", False),
        ("Calendly", "New event: Intro call with Priya Nair", "Event type: 30 Minute Meeting. Invitee: Priya Nair. Wed, Oct 16 11:00…", "Oct 12", True)]

    def inbox(c: str, rows: list[Row], *, sel: str | None = None, snack: bool = False, b: int = 58) -> Screen:
        s = Screen(P, c, b)
        if sel:
            s.add(None, "Done", "IB", "action_mode_close_button", y=150, h=140, x0=0, x1=140, keep=True)
            s.add("1", None, "TV", "action_bar_title", y=180, h=80, x0=160, x1=300, keep=True)
            for i, d in enumerate(("Archive", "Delete", "Mark unread", "More options")):
                s.add(None, d, "TV" if i < 3 else "IB", ("archive", "delete", "read", "overflow")[i], y=150, h=140, x0=480 + i * 140, x1=620 + i * 140, keep=i < 3, click=True)
        else:
            s.add(None, "Open navigation drawer", "IB", "open_search_bar_nav_button", y=160, h=130, x0=40, x1=160, keep=True)
            s.add("Search in mail", None, "TV", "open_search_bar_text_view", y=160, h=130, x0=160, x1=880, keep=True, click=True)
            s.add(None, "Account and settings.", "IB", "selected_account_disc_gmail", y=165, h=120, x0=900, x1=1020)
        s.add("Primary", None, "TV", "folder_header", y=310, h=80, x0=48, x1=600)
        s.add(None, None, "RV", "thread_list_view", h=1760, x0=0, x1=1080, keep=True, scroll=True)
        for sender, subj, snip, when, read in rows:
            y = s.y
            desc = ("" if read else "Unread, ") + f"{sender}, {subj}, {snip}, {when}"
            s.add(None, desc, "VG", "viewified_conversation_item_view", y=y, h=236, x0=0, x1=1080, keep=True, click=True, long=True, selected=sel == sender)
            s.add(None, "Checked" if sel == sender else sender[0], "IMG", "contact_image", y=y + 30, h=120, x0=40, x1=160, keep=True)
            s.add(sender, None, "TV", "senders", y=y + 24, h=60, x0=190, x1=820, keep=True)
            s.add(when, None, "TV", "date", y=y + 24, h=60, x0=840, x1=1040, keep=True)
            s.add(subj, None, "TV", "subject", y=y + 88, h=56, x0=190, x1=960, keep=True)
            s.add(snip, None, "TV", "snippet", y=y + 148, h=56, x0=190, x1=960, keep=True)
            s.add(None, "Star", "IB", "star", y=y + 130, h=90, x0=960, x1=1050, keep=True)
            s.at(y + 236)
        if snack:
            s.add("Archived", None, "TV", "description_text", y=2020, h=120, x0=48, x1=700, keep=True)
            s.add("Undo", None, "BTN", "action_text", y=2020, h=120, x0=780, x1=1032)
        s.add("Compose", None, "BTN", "compose_button", y=2040 if not snack else 1880, h=150, x0=650, x1=1032)
        s.add("Mail", None, "TV", "navigation_bar_item_mail", y=2260, h=140, x0=0, x1=540, keep=True, click=True, selected=True)
        s.add("Meet", None, "TV", "navigation_bar_item_meet", y=2260, h=140, x0=540, x1=1080, click=True)
        return s

    def message(c: str, sender: str, addr: str, subj: str, when: str, body: list[str], atts: list[tuple[str, str]], b: int = 58) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add(None, "Archive", "TV", "archive", y=150, h=140, x0=600, x1=740, keep=True, click=True)
        s.add(None, "Delete", "TV", "delete", y=150, h=140, x0=740, x1=880, keep=True, click=True)
        s.add(None, "More options", "IB", y=150, h=140, x0=900, x1=1040)
        s.add(subj, None, "TV", "subject_and_folder_view", y=320, h=120)
        s.add("Inbox", None, "BTN", "folder_chip", h=70, x0=48, x1=200)
        s.gap(30)
        s.add(sender, None, "TV", "sender_name", h=70, x0=190, x1=760, keep=True)
        s.add(when, None, "TV", "upper_date", h=70, x0=780, x1=1000)
        s.add(addr, None, "TV", "sender_address", h=50, x0=190, x1=800)
        s.add("to me", "Show details", "TV", "recipient_summary", h=60, x0=190, x1=600, click=True)
        s.add(None, "Reply", "IB", "reply_button", y=s.y - 180, h=110, x0=860, x1=960, keep=True)
        s.add(None, "More options", "IB", "overflow", y=s.y - 180, h=110, x0=960, x1=1060)
        s.add(None, None, "WV", "conversation_webview", h=900, x0=0, x1=1080, keep=True, scroll=True)
        for para in body:
            s.add(para, None, "V", None, h=60 * (1 + len(para) // 48), x0=48, x1=1032, d=3)
        for name, size in atts:
            s.add(name, f"Attachment: {name}, {size}", "VG", "attachment_tile", h=200, x0=48, x1=520, keep=True, click=True)
            s.add(size, None, "TV", "attachment_size", h=60, x0=560, x1=800)
            s.gap(20)
        s.add("Reply", None, "BTN", "reply_button_footer", y=2220, h=120, x0=48, x1=340, keep=True)
        s.add("Reply all", None, "BTN", "reply_all_button_footer", y=2220, h=120, x0=370, x1=700, keep=True)
        s.add("Forward", None, "BTN", "forward_button_footer", y=2220, h=120, x0=730, x1=1032)
        return s

    def seen(rows: list[Row], who: str) -> list[Row]:
        return [(r[0], r[1], r[2], r[3], True if r[0] == who else r[4]) for r in rows]

    start = [NOTION] + rest
    tr = Traj(inbox("10:00", start))
    tr.long("viewified_conversation_item_view", inbox("10:00", start, sel="Notion Team"))
    tr.click("Archive", inbox("10:00", rest, snack=True))
    tr.click("Photos from Saturday", message("10:01", "Ben Ortiz", "ben.ortiz@fastmail.com", "Photos from Saturday", "Oct 12",
                                             ["Hey!", "Here are the pics from the hike — the one at the ridge came out great. The rest are on the shared album too.", "See you Thursday,", "Ben"],
                                             [("IMG_4021.jpg", "2.1 MB"), ("IMG_4025.jpg", "1.8 MB")]))
    after = seen(rest, "Ben Ortiz")
    tr.back(inbox("10:01", after))
    tr.scroll("up", inbox("10:02", [FIGMA, NOTION] + after))
    tr.click("Lena Fischer commented on Q4 Roadmap", message("10:02", "Figma", "comments-noreply@figma.com", "Lena Fischer commented on Q4 Roadmap", "10:02 AM",
                                                             ["Lena Fischer commented on Q4 Roadmap (Product / Planning)", "“Can we move the partner launch to week 47? Marketing needs the extra week for the assets.”", "Reply in Figma", "You're receiving this because you're a member of the Product team."], [], b=57))
    tr.back(inbox("10:03", seen([FIGMA, NOTION] + after, "Figma"), b=57))
    tr.add_to(rs, "h54-android-05", bad=True, turn=5,
              kind="The Notion Team weekly digest archived at turn 2 (no undo) is back in the inbox after the refresh at turn 5.")

# ---------------------------------------------------------------- 06 Simple Gallery Pro (clean)
def t06(rs: RowSet) -> None:
    P = "com.simplemobiletools.gallery.pro"

    def folders(c: str, dl: int, bin_: bool) -> Screen:
        s = Screen(P, c, 39)
        s.add("Simple Gallery", None, "TV", "top_toolbar_title", y=150, h=130, x0=48, x1=600, keep=True)
        s.add(None, "Search", "TV", "search", y=150, h=130, x0=620, x1=760, keep=True, click=True)
        s.add(None, "Change view type", "TV", "change_view_type", y=150, h=130, x0=760, x1=900, keep=True, click=True)
        s.add(None, "More options", "IB", y=150, h=130, x0=900, x1=1040)
        s.add(None, None, "RV", "directories_grid", y=290, h=2100, x0=0, x1=1080, keep=True, scroll=True)
        items = [("Camera", 48), ("Screenshots", 23), ("Download", dl), ("WhatsApp Images", 112), ("Pictures", 9)]
        if bin_:
            items.append(("Recycle Bin", 1))
        for i, (name, n) in enumerate(items):
            col, row = i % 2, i // 2
            x0, y0 = 16 + col * 532, 300 + row * 600
            s.add(None, None, "IMG", "dir_thumbnail", y=y0, h=500, x0=x0, x1=x0 + 516, keep=True, click=True, long=True)
            s.add(name, None, "TV", "dir_name", y=y0 + 400, h=56, x0=x0 + 24, x1=x0 + 400, keep=True)
            s.add(str(n), None, "TV", "dir_media_count", y=y0 + 400, h=56, x0=x0 + 420, x1=x0 + 500, keep=True)
        s.add(None, "Camera", "IB", "fab_camera", y=2180, h=168, x0=864, x1=1032)
        return s

    def grid(c: str, files: list[str], sel: str | None = None, dialog: str | None = None, value: str = "") -> Screen:
        s = Screen(P, c, 39)
        if sel:
            s.add(None, "Done", "IB", "action_mode_close_button", y=150, h=130, x0=0, x1=140, keep=True)
            s.add("1 / " + str(len(files)), None, "TV", "cab_title", y=170, h=90, x0=160, x1=400, keep=True)
            for i, d in enumerate(("Share", "Rename", "Delete", "More options")):
                s.add(None, d, "TV" if i < 3 else "IB", ("cab_share", "cab_rename", "cab_delete", "overflow")[i], y=150, h=130, x0=480 + i * 140, x1=620 + i * 140, keep=i < 3, click=True)
        else:
            s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=140, keep=True)
            s.add("Download", None, "TV", "top_toolbar_title", y=150, h=130, x0=160, x1=600, keep=True)
            s.add(None, "Search", "TV", "search", y=150, h=130, x0=620, x1=760, keep=True, click=True)
            s.add(None, "Sort by", "TV", "sort", y=150, h=130, x0=760, x1=900, keep=True, click=True)
            s.add(None, "More options", "IB", y=150, h=130, x0=900, x1=1040)
        s.add(None, None, "RV", "media_grid", y=290, h=2100, x0=0, x1=1080, keep=True, scroll=True)
        for i, name in enumerate(files):
            col, row = i % 3, i // 3
            x0, y0 = col * 360, 300 + row * 420
            s.add(None, name, "IMG", "medium_thumbnail", y=y0, h=340, x0=x0 + 6, x1=x0 + 354, keep=True, click=True, long=True, selected=name == sel)
            s.add(name, None, "TV", "medium_name", y=y0 + 344, h=60, x0=x0 + 6, x1=x0 + 354, keep=True)
            if name == sel:
                s.add(None, None, "IMG", "medium_check", y=y0 + 10, h=80, x0=x0 + 264, x1=x0 + 344, keep=True)
        if dialog == "delete":
            s.add(None, None, "FL", "parentPanel", y=900, h=520, x0=60, x1=1020, keep=True)
            s.add("Are you sure you want to move 1 item into the Recycle Bin?", None, "TV", "confirm_message", y=960, h=200, x0=120, x1=960)
            s.add("Skip the Recycle Bin, delete directly", None, "CB", "skip_the_recycle_bin_checkbox", h=110, x0=120, x1=960)
            s.gap(20)
            s.add("No", None, "BTN", "button2", h=110, x0=560, x1=740, keep=True)
            s.add("Yes", None, "BTN", "button1", h=110, x0=760, x1=960)
        elif dialog == "rename":
            s.add(None, None, "FL", "parentPanel", y=820, h=700, x0=60, x1=1020, keep=True)
            s.add("Rename", None, "TV", "alertTitle", y=880, h=100, x0=120, x1=960)
            s.add(value, None, "ET", "rename_item_name_value", h=130, x0=120, x1=760, keep=True, hint="Name", focused=True)
            s.add(".jpg", None, "ET", "rename_item_extension_value", h=130, x0=780, x1=960, hint="Extension")
            s.add("/storage/emulated/0/Download/", None, "TV", "rename_item_path_value", h=90, x0=120, x1=960)
            s.gap(60)
            s.add("Cancel", None, "BTN", "button2", h=110, x0=520, x1=720, keep=True)
            s.add("OK", None, "BTN", "button1", h=110, x0=740, x1=960)
        return s

    f0 = ["boarding_pass.png", "IMG_20240930_181205.jpg", "invoice_scan.jpg", "map_lisbon.png",
          "receipt_0412.jpg", "screenshot_ticket.png", "wallpaper_dunes.jpg"]
    f1 = [f for f in f0 if f != "screenshot_ticket.png"]
    f2 = sorted([("invoice_2024_10.jpg" if f == "invoice_scan.jpg" else f) for f in f1], key=str.lower)
    tr = Traj(folders("18:02", 7, False))
    tr.click("Download", grid("18:02", f0))
    tr.long("screenshot_ticket.png", grid("18:02", f0, sel="screenshot_ticket.png"))
    tr.click("Delete", grid("18:03", f0, sel="screenshot_ticket.png", dialog="delete"))
    tr.click("Yes", grid("18:03", f1))
    tr.long("invoice_scan.jpg", grid("18:03", f1, sel="invoice_scan.jpg"))
    tr.click("Rename", grid("18:04", f1, sel="invoice_scan.jpg", dialog="rename", value="invoice_scan"))
    tr.type("rename_item_name_value", "invoice_2024_10", grid("18:04", f1, sel="invoice_scan.jpg", dialog="rename", value="invoice_2024_10"))
    tr.click("OK", grid("18:05", f2))
    tr.back(folders("18:05", 6, True))
    tr.add_to(rs, "h54-android-06")


# ---------------------------------------------------------------- 07 Joplin (bad, turn 9)
def t07(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    travel0 = [("Lisbon itinerary", "10/12/2024 21:40"), ("Flight details TAP 204", "10/08/2024 13:02"),
               ("Restaurants to try", "09/29/2024 19:15")]
    work = [("1:1 with Marta — notes", "10/14/2024 09:05"), ("Sprint 42 retro", "10/11/2024 16:48"),
            ("Onboarding checklist (Dev)", "10/10/2024 11:20"), ("API deprecation plan", "10/07/2024 15:33"),
            ("Interview loop — backend", "10/03/2024 10:02"), ("OKR draft Q4", "09/30/2024 17:45"),
            ("Vendor contacts", "09/18/2024 08:30"), ("Postmortem INC-2291", "09/12/2024 22:10"),
            ("Team offsite ideas", "09/02/2024 12:00")]

    def notes(c: str, title: str, items: list[tuple[str, str]], fab: bool = False) -> Screen:
        s = Screen(P, c, 66, fmt="tree")
        s.add(None, "Open sidebar", "BTN", "sideMenuButton", y=150, h=140, x0=0, x1=140, keep=True, d=3)
        s.add(title, None, "TV", "screenHeaderTitle", y=150, h=140, x0=160, x1=700, keep=True, d=3)
        s.add(None, "Search", "BTN", "searchButton", y=150, h=140, x0=760, x1=900, keep=True, d=3)
        s.add(None, "Options", "BTN", "menuButton", y=150, h=140, x0=900, x1=1040, d=3)
        s.add(None, None, "SV", "noteList", y=300, h=1950, x0=0, x1=1080, keep=True, scroll=True, d=3)
        for name, upd in items:
            s.add(name, None, "TV", "noteListItem", h=84, x0=0, x1=1080, click=True, long=True, d=4)
            s.add(f"Updated {upd}", None, "TV", "noteListItemTime", h=56, x0=60, x1=1020, d=5)
            s.gap(12)
        if fab:
            s.add("New to-do", None, "TV", "newTodoLabel", y=1820, h=100, x0=520, x1=860, keep=True, d=3)
            s.add(None, "New to-do", "BTN", "newTodoButton", y=1800, h=140, x0=880, x1=1020, d=3)
            s.add("New note", None, "TV", "newNoteLabel", y=1990, h=100, x0=520, x1=860, keep=True, d=3)
            s.add(None, "New note", "BTN", "newNoteButton", y=1970, h=140, x0=880, x1=1020, d=3)
        s.add(None, "Add", "BTN", "actionButton", y=2150, h=170, x0=860, x1=1030, d=3)
        return s

    def editor(c: str, title: str, body: str) -> Screen:
        s = Screen(P, c, 66, fmt="tree")
        s.add(None, "Back", "BTN", "backButton", y=150, h=140, x0=0, x1=140, keep=True, d=3)
        s.add(None, "Undo", "BTN", "undoButton", y=150, h=140, x0=620, x1=760, keep=True, d=3)
        s.add(None, "Attach", "BTN", "attachButton", y=150, h=140, x0=760, x1=900, keep=True, d=3)
        s.add(None, "Options", "BTN", "menuButton", y=150, h=140, x0=900, x1=1040, d=3)
        s.add("Travel", None, "TV", "folderPicker", y=300, h=90, x0=48, x1=500, click=True, d=3)
        s.add(title or None, None, "ET", "noteTitleInput", h=130, x0=30, x1=1050, hint="Title", focused=bool(title) and not body, d=3)
        s.add(body or None, None, "ET", "noteBodyInput", h=1600, x0=30, x1=1050, hint="Enter text here", focused=bool(body), scroll=True, d=3)
        return s

    def sidebar(c: str, behind: Screen, travel: int) -> Screen:
        s = behind
        s.add(None, None, "VG", "sideMenu", y=136, h=2264, x0=0, x1=860, keep=True, d=2)
        s.add("Joplin", None, "TV", "sideMenuHeader", y=160, h=120, x0=40, x1=820, d=3)
        s.add("All notes", None, "TV", "sideMenuAllNotes", h=120, x0=40, x1=820, click=True, d=3)
        s.add("NOTEBOOKS", None, "TV", "sideMenuSectionTitle", h=90, x0=40, x1=820, d=3)
        for nb, n in (("Personal", 12), ("Recipes", 17), ("Travel", travel), ("Work", 9)):
            s.add(nb, None, "TV", "sideMenuFolderItem", h=120, x0=40, x1=700, keep=True, click=True, d=3)
            s.add(str(n), None, "TV", "sideMenuFolderCount", h=120, x0=720, x1=820, d=3)
        s.add("TAGS", None, "TV", "sideMenuSectionTitle", h=90, x0=40, x1=820, d=3)
        for tg in ("lisbon", "packing", "q4"):
            s.add(tg, None, "TV", "sideMenuTagItem", h=100, x0=40, x1=820, click=True, d=3)
        s.add("Synchronise", None, "BTN", "syncButton", y=2090, h=120, x0=40, x1=820, d=3)
        s.add("Last sync: 10/14/2024 08:55", None, "TV", "syncStatus", h=70, x0=40, x1=820, d=3)
        return s

    def viewer(c: str) -> Screen:
        s = Screen(P, c, 65, fmt="tree")
        s.add(None, "Back", "BTN", "backButton", y=150, h=140, x0=0, x1=140, keep=True, d=3)
        s.add(None, "Edit", "BTN", "editButton", y=150, h=140, x0=760, x1=900, keep=True, d=3)
        s.add(None, "Options", "BTN", "menuButton", y=150, h=140, x0=900, x1=1040, d=3)
        s.add("Travel", None, "TV", "folderPicker", y=300, h=90, x0=48, x1=500, d=3)
        s.add("Lisbon itinerary", None, "TV", "noteTitle", h=130, x0=30, x1=1050, d=3)
        s.add(None, None, "WV", "noteBodyViewer", h=1700, x0=0, x1=1080, keep=True, scroll=True, d=3)
        for line in ("Day 1 — Fri 8 Nov", "• Land 11:40 (TP 204), Aerobus to Restauradores", "• Check in: Casa do Largo, Rua da Rosa 112",
                     "• Sunset at Miradouro de Santa Catarina", "Day 2 — Sat 9 Nov", "• Tram 28 early (before 9)", "• Alfama, Sé, lunch at Taberna Sal Grosso",
                     "• LX Factory in the afternoon", "Day 3 — Sun 10 Nov", "• Sintra day trip: train from Rossio 08:41", "• Pena Palace tickets booked for 10:30 (ref PN-88213)"):
            s.add(line, None, "V", None, h=90, x0=48, x1=1032, d=4)
        return s

    body = "- adapters (type F)\n- sunscreen\n- hiking shoes"
    travel1 = [("Packing list", "10/14/2024 11:18")] + travel0
    tr = Traj(notes("11:15", "Travel", travel0))
    tr.click("Add", notes("11:15", "Travel", travel0, fab=True))
    tr.click("newNoteButton", editor("11:16", "", ""))
    tr.type("noteTitleInput", "Packing list", editor("11:16", "Packing list", ""))
    tr.type("noteBodyInput", body, editor("11:17", "Packing list", body))
    tr.click("Back", notes("11:18", "Travel", travel1))
    tr.click("Open sidebar", sidebar("11:18", notes("11:18", "Travel", travel1), 4))
    tr.click("Work", notes("11:19", "Work", work))
    tr.click("Open sidebar", sidebar("11:19", notes("11:19", "Work", work), 4))
    tr.click("Travel", notes("11:19", "Travel", travel0))
    tr.click("Lisbon itinerary", viewer("11:20"))
    tr.add_to(rs, "h54-android-07", bad=True, turn=9,
              kind="Back in the Travel notebook the note 'Packing list' created and saved at turns 2-5 is missing, though the sidebar just counted 4 notes in Travel and nothing was deleted.")


# ---------------------------------------------------------------- 08 Amazon Shopping cart (clean)
def t08(rs: RowSet) -> None:
    P = "com.amazon.mShop.android.shopping"
    ITEMS = {
        "anker": ("Anker USB C Charger 30W, 711 Charger (Nano II), GaN II Technology, Compact Fast Charger", 23.99, "In Stock"),
        "flask": ("Hydro Flask Wide Mouth Bottle with Flex Cap, 32 oz, Pacific", 44.95, "In Stock"),
        "batt": ("Amazon Basics 12-Pack Rechargeable AA NiMH Batteries, 2000 mAh, Pre-charged", 28.49, "Only 9 left in stock - order soon."),
    }

    def money(v: float) -> str:
        return f"${v:,.2f}"

    def top(s: Screen) -> None:
        s.add(None, "Search Amazon", "TV", "chrome_search_hint_view", y=150, h=120, x0=40, x1=900, click=True)
        s.add(None, "Scan", "IB", "chrome_action_bar_scan", y=150, h=120, x0=900, x1=1040)
        s.add("Deliver to Maya - Seattle 98105", None, "TV", "glow_subnav_label", h=90, x0=40, x1=1040, click=True)

    def tabs(s: Screen) -> None:
        for i, t in enumerate(("Home", "You", "More", "Cart 0 items" , "Menu")):
            s.add(None, t, "TV", "bottom_tab", y=2260, h=140, x0=i * 216, x1=(i + 1) * 216, keep=True, click=True, selected=i == 3)

    def cart(c: str, items: list[tuple[str, int]], saved: list[str], *, scrolled: bool = False, picker: bool = False,
             removed: str | None = None, b: int = 77) -> Screen:
        s = Screen(P, c, b)
        n = sum(q for _, q in items)
        sub = sum(ITEMS[k][1] * q for k, q in items)
        top(s)
        s.add(None, None, "WV", "cart_webview", h=1850, x0=0, x1=1080, keep=True, scroll=True)
        if not scrolled:
            s.add(f"Subtotal {money(sub)}", None, "V", None, h=100, d=3)
            if sub >= 35:
                s.add("Your order qualifies for FREE Shipping. Choose this option at checkout.", None, "V", None, h=110, d=3)
            else:
                s.add(f"Add {money(35 - sub)} of eligible items to your order to qualify for FREE Shipping.", None, "V", None, h=110, d=3)
            s.add(f"Proceed to checkout ({n} items)" if n != 1 else "Proceed to checkout (1 item)", None, "BTN", None, h=130, d=3)
            if removed:
                s.add(f"{ITEMS[removed][0]} was removed from Shopping Cart.", None, "V", None, h=120, d=3)
            shown = items
        else:
            shown = items[1:]
        for k, q in shown:
            name, price, stock = ITEMS[k]
            y = s.y
            s.add(None, name, "IMG", None, y=y + 10, h=260, x0=40, x1=300, keep=True, click=True, d=3)
            s.add(name, None, "V", None, y=y, h=150, x0=320, x1=1040, keep=True, click=True, d=3)
            s.add(money(price), None, "V", None, y=y + 150, h=70, x0=320, x1=700, keep=True, d=3)
            s.add(stock, None, "V", None, y=y + 220, h=56, x0=320, x1=1040, keep=True, d=3)
            s.add(f"Quantity: {q}", None, "SP", None, y=y + 290, h=100, x0=40, x1=300, keep=True, d=3)
            s.add("Delete", None, "BTN", None, y=y + 290, h=100, x0=320, x1=520, keep=True, d=3)
            s.add("Save for later", None, "BTN", None, y=y + 290, h=100, x0=540, x1=800, keep=True, d=3)
            s.add("Share", None, "BTN", None, y=y + 290, h=100, x0=820, x1=1000, keep=True, d=3)
            s.at(y + 420)
        if scrolled:
            if saved:
                s.add(f"Saved for later ({len(saved)} item{'s' if len(saved) != 1 else ''})", None, "V", None, h=100, d=3)
                for k in saved:
                    name, price, stock = ITEMS[k]
                    y = s.y
                    s.add(None, name, "IMG", None, y=y + 10, h=220, x0=40, x1=260, keep=True, click=True, d=3)
                    s.add(name, None, "V", None, y=y, h=150, x0=300, x1=1040, keep=True, click=True, d=3)
                    s.add(money(price), None, "V", None, y=y + 150, h=70, x0=300, x1=700, keep=True, d=3)
                    s.add("Move to cart", None, "BTN", None, y=y + 240, h=100, x0=40, x1=360, keep=True, d=3)
                    s.add("Delete", None, "BTN", None, y=y + 240, h=100, x0=380, x1=560, keep=True, d=3)
                    s.add("Compare with similar items", None, "BTN", None, y=y + 240, h=100, x0=580, x1=1040, keep=True, d=3)
                    s.at(y + 370)
            s.add("Buy it again", None, "V", None, h=90, d=3)
            s.add("Seventh Generation Dish Soap, Free & Clear, 19 fl oz (Pack of 6)", None, "V", None, h=120, x0=40, x1=520, keep=True, click=True, d=3)
            s.add("Bounty Select-A-Size Paper Towels, 6 Double Rolls", None, "V", None, h=120, x0=540, x1=1040, click=True, d=3)
        if picker:
            s.add(None, None, "LV", "select_popover_list", y=700, h=1200, x0=140, x1=940, keep=True, scroll=True)
            for i, v in enumerate(("0 (Delete)", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10+")):
                s.add(v, None, "CTV", None, y=700 + i * 108, h=108, x0=140, x1=940, checked=v == "2", d=3)
        tabs(s)
        s.els[-2]["desc"] = f"Cart {n} item{'s' if n != 1 else ''}"
        return s

    tax = round(73.44 * 0.1035, 2)
    assert money(tax) == "$7.60"

    def checkout(c: str, day: str) -> Screen:
        s = Screen(P, c, 76)
        s.add(None, "Navigate up", "IB", y=150, h=120, x0=0, x1=130, keep=True)
        s.add("Checkout", None, "TV", "checkout_title", y=150, h=120, x0=150, x1=900)
        s.add(None, None, "WV", "checkout_webview", h=2000, x0=0, x1=1080, keep=True, scroll=True)
        s.add("Place your order", None, "BTN", None, h=130, d=3)
        s.add("Delivering to Maya Chen", None, "V", None, h=80, d=3)
        s.add("2214 NE 48TH ST, APT 3, SEATTLE, WA 98105-3320, United States", None, "V", None, h=110, d=3)
        s.add("Change", None, "BTN", None, h=80, x0=820, x1=1040, d=3)
        s.add("Paying with Visa 3391", None, "V", None, h=80, d=3)
        s.add("Use a gift card, voucher, or promo code", None, "V", None, h=80, click=True, d=3)
        for k, v in (("Items:", money(73.44)), ("Shipping & handling:", "$0.00"), ("Total before tax:", money(73.44)),
                     ("Estimated tax to be collected:", money(tax)), ("Order total:", money(73.44 + tax))):
            s.add(k, None, "V", None, h=70, x0=48, x1=700, keep=True, d=3)
            s.add(v, None, "V", None, h=70, x0=760, x1=1032, d=3)
        s.add(f"Arriving {day}", None, "V", None, h=90, d=3)
        s.add("Thursday, Oct. 17", None, "RB", None, h=90, checked=day.startswith("Oct. 17"), d=3)
        s.add("FREE Prime Delivery", None, "V", None, h=60, x0=120, x1=1032, d=3)
        s.add("Friday, Oct. 18", None, "RB", None, h=90, checked=day.startswith("Oct. 18"), d=3)
        s.add("FREE Amazon Day Delivery - Fewer boxes, fewer trips.", None, "V", None, h=60, x0=120, x1=1032, d=3)
        for k in ("flask", "batt"):
            s.add(ITEMS[k][0], None, "V", None, h=130, x0=300, x1=1040, d=3)
            s.add(f"{money(ITEMS[k][1])} · Qty: 1", None, "V", None, h=60, x0=300, x1=1040, d=3)
        return s

    def placed(c: str) -> Screen:
        s = Screen(P, c, 76)
        top(s)
        s.add(None, None, "WV", "thankyou_webview", h=1850, x0=0, x1=1080, keep=True, scroll=True)
        s.add("Order placed, thanks!", None, "V", None, h=110, d=3)
        s.add("Confirmation will be sent to your email.", None, "V", None, h=70, d=3)
        s.add("Shipping to Maya Chen, 2214 NE 48TH ST, APT 3, SEATTLE, WA, 98105-3320, United States", None, "V", None, h=130, d=3)
        s.add("Friday, Oct. 18", None, "V", None, h=80, d=3)
        s.add("Amazon Day Delivery", None, "V", None, h=60, d=3)
        s.add("Order # 113-4829175-6620247", None, "V", None, h=70, d=3)
        s.add(f"Order total: {money(73.44 + tax)}", None, "V", None, h=70, d=3)
        s.add("Review or edit your recent orders", None, "BTN", None, h=110, d=3)
        s.add("Continue shopping", None, "BTN", None, h=110, d=3)
        tabs(s)
        s.els[-2]["desc"] = "Cart 0 items"
        return s

    tr = Traj(cart("13:10", [("anker", 1), ("flask", 1), ("batt", 2)], []))
    tr.click("Quantity: 2", cart("13:10", [("anker", 1), ("flask", 1), ("batt", 2)], [], picker=True))
    tr.click("1", cart("13:11", [("anker", 1), ("flask", 1), ("batt", 1)], []))
    tr.click("Save for later", cart("13:11", [("anker", 1), ("batt", 1)], ["flask"]), nth=1)
    tr.scroll("down", cart("13:11", [("anker", 1), ("batt", 1)], ["flask"], scrolled=True))
    tr.click("Move to cart", cart("13:12", [("flask", 1), ("anker", 1), ("batt", 1)], [], scrolled=True))
    tr.scroll("up", cart("13:12", [("flask", 1), ("anker", 1), ("batt", 1)], []))
    tr.click("Delete", cart("13:12", [("flask", 1), ("batt", 1)], [], removed="anker", b=76), nth=1)
    tr.click("Proceed to checkout (2 items)", checkout("13:13", "Oct. 17, 2024"))
    tr.click("Friday, Oct. 18", checkout("13:13", "Oct. 18, 2024"))
    tr.click("Place your order", placed("13:14"))
    tr.add_to(rs, "h54-android-08")


# ---------------------------------------------------------------- 09 bunq cards (clean)
def t09(rs: RowSet) -> None:
    P = "com.bunq.android"
    TX = [("Albert Heijn 1423", "Amsterdam · Today, 08:41", "-€23.17"), ("NS Reizigers", "Utrecht · Yesterday, 18:02", "-€11.40"),
          ("Coffee Company", "Amsterdam · Yesterday, 08:15", "-€4.20"), ("Bol.com", "Online · 12 Oct, 21:33", "-€64.99"),
          ("Spotify P2A9C7F1E3", "Online · 11 Oct, 06:00", "-€11.99"), ("Refund · Zalando SE", "Online · 10 Oct, 14:27", "+€39.95")]

    def cards(c: str, frozen: bool, limit: str, *, sheet: bool = False, snack: bool = False) -> Screen:
        s = Screen(P, c, 88)
        s.add("Cards", None, "TV", "toolbar_title", y=150, h=120, x0=48, x1=700, keep=True)
        s.add(None, "Order card", "IB", "order_card_button", y=150, h=120, x0=900, x1=1032)
        s.add(None, None, "HSV", "card_carousel", y=290, h=640, x0=0, x1=1080, keep=True, scroll=True)
        s.add(None, "Mastercard Metal, ending in 0938, " + ("frozen" if frozen else "active"), "IMG", "card_image", y=300, h=600, x0=90, x1=990, keep=True, click=True)
        s.add(None, "Maestro debit, ending in 5521", "IMG", "card_image_next", y=300, h=600, x0=1010, x1=1080)
        s.add("Mastercard Metal · •••• 0938", None, "TV", "card_name", y=940, h=80)
        s.add("Frozen" if frozen else "Active", None, "TV", "card_status", h=60)
        s.add("Expires 09/28 · Linked to Main account NL91 BUNQ 2045 7781 36", None, "TV", "card_details", h=60)
        s.gap(30)
        for i, t in enumerate(("Unfreeze" if frozen else "Freeze", "Show PIN", "Limits", "Settings")):
            s.add(t, None, "BTN", "card_action", h=170, x0=20 + i * 262, x1=262 + i * 262, keep=i < 3)
        s.add(f"Daily card payment limit {limit}", None, "TV", "limit_summary", h=70)
        s.add("Card payments", None, "TV", "section_title", h=90)
        s.add(None, None, "RV", "payments_list", h=900, x0=0, x1=1080, keep=True, scroll=True)
        for who, when, amt in TX[:5]:
            y = s.y
            s.add(who, None, "TV", "payment_counterparty", y=y + 10, h=64, x0=150, x1=760, keep=True, click=True)
            s.add(when, None, "TV", "payment_subtitle", y=y + 76, h=50, x0=150, x1=760, keep=True)
            s.add(amt, None, "TV", "payment_amount", y=y + 30, h=64, x0=780, x1=1032, keep=True)
            s.at(y + 140)
        for i, t in enumerate(("Home", "Cards", "Pay", "Savings", "Profile")):
            s.add(t, None, "TV", "bottom_nav_item", y=2260, h=140, x0=i * 216, x1=(i + 1) * 216, keep=True, click=True, selected=t == "Cards")
        if sheet:
            s.add(None, None, "V", "scrim", y=0, h=2400, x0=0, x1=1080, keep=True, click=True)
            s.add("Freeze card?", None, "TV", "sheet_title", y=1500, h=110)
            s.add("Your Mastercard •••• 0938 will be blocked for all payments and withdrawals until you unfreeze it. Recurring payments like subscriptions will also be declined.", None, "TV", "sheet_text", h=220)
            s.add("Freeze", None, "BTN", "sheet_primary", h=140)
            s.add("Cancel", None, "BTN", "sheet_secondary", h=140)
        if snack:
            s.add("Card frozen", None, "TV", "snackbar_text", y=2110, h=120, x0=48, x1=760, keep=True)
            s.add("Undo", None, "BTN", "snackbar_action", y=2110, h=120, x0=800, x1=1032)
        return s

    def limits(c: str, daily: str, edit: str | None = None, toast: bool = False) -> Screen:
        s = Screen(P, c, 88)
        s.add(None, "Navigate up", "IB", y=150, h=120, x0=0, x1=130, keep=True)
        s.add("Limits · •••• 0938", None, "TV", "toolbar_title", y=150, h=120, x0=150, x1=900)
        rows = [("Daily card payment limit", daily), ("ATM withdrawals per day", "€500.00"), ("Monthly spending cap", "Off")]
        s.at(320)
        for t, v in rows:
            s.add(t, None, "TV", "limit_title", h=70, x0=48, x1=700, keep=True, click=True)
            s.add(v, None, "TV", "limit_value", h=70, x0=720, x1=1032)
            s.gap(40)
        for t, on in (("Online payments", True), ("Contactless payments", True), ("Magnetic stripe", False)):
            s.add(t, None, "TV", "toggle_title", h=110, x0=48, x1=860, keep=True)
            s.add(None, None, "SW", "toggle_switch", h=110, x0=880, x1=1032, checked=on)
        s.add("Country permissions", None, "TV", "limit_title", h=70, click=True)
        s.add("Europe", None, "TV", "limit_value", h=60)
        if edit is not None:
            s.add(None, None, "V", "scrim", y=0, h=2400, x0=0, x1=1080, keep=True, click=True)
            s.add("Daily card payment limit", None, "TV", "sheet_title", y=1380, h=110)
            s.add("Set the maximum you can spend with this card per day. Max €5,000.00", None, "TV", "sheet_text", h=120)
            s.add(edit, None, "ET", "amount_input", h=150, hint="Amount in €", focused=True)
            s.add("Save", None, "BTN", "sheet_primary", h=140)
        if toast:
            s.add("Limit updated", None, "TV", "snackbar_text", y=2110, h=120, x0=48, x1=1032)
        return s

    tr = Traj(cards("16:32", False, "€1,500.00"))
    tr.click("Freeze", cards("16:32", False, "€1,500.00", sheet=True))
    tr.click("sheet_primary", cards("16:33", True, "€1,500.00", snack=True))
    tr.click("Limits", limits("16:33", "€1,500.00"))
    tr.click("Daily card payment limit", limits("16:33", "€1,500.00", edit="1500"))
    tr.type("amount_input", "750", limits("16:34", "€1,500.00", edit="750"))
    tr.click("Save", limits("16:34", "€750.00", toast=True))
    tr.back(cards("16:34", True, "€750.00"))
    tr.add_to(rs, "h54-android-09")


# ---------------------------------------------------------------- 10 Duolingo (clean)
def t10(rs: RowSet) -> None:
    P = "com.duolingo"

    def lesson(c: str, answer: str, result: bool = False) -> Screen:
        s = Screen(P, c, 52)
        s.add(None, "Quit", "IB", "quitButton", y=160, h=110, x0=30, x1=140, keep=True)
        s.add(None, "Lesson progress, 14 of 15 complete" if not result else "Lesson progress, 15 of 15 complete", "SB", "progressBar", y=190, h=50, x0=160, x1=880, keep=True)
        s.add("5", "5 hearts", "TV", "heartsIndicator", y=170, h=90, x0=900, x1=1040)
        s.add("Write this in English", None, "TV", "header", y=330, h=110)
        s.add(None, "Duo character", "IMG", "character", h=300, x0=48, x1=360, keep=True)
        s.add("Mi hermana vive en un apartamento pequeño.", None, "TV", "hintablePrompt", h=200, x0=380, x1=1032, click=True)
        s.add(None, "Play audio", "IB", "speakerButton", h=110, x0=380, x1=490)
        s.gap(60)
        s.add(answer or None, None, "ET", "textInput", h=420, hint="Type in English", focused=not result, editable=not result)
        s.add("Use word bank", None, "BTN", "switchInputModeButton", h=110, x0=48, x1=420)
        if result:
            s.add(None, None, "V", "ribbonPrimary", y=1760, h=640, x0=0, x1=1080, keep=True)
            s.add("Nice!", None, "TV", "ribbonPrimaryTitle", y=1800, h=100)
            s.add(None, "Report", "IB", "ribbonReport", y=1800, h=100, x0=900, x1=1032)
            s.add("CONTINUE", None, "BTN", "continueButtonGreen", y=2170, h=150)
        else:
            s.add("CHECK", None, "BTN", "submitButton", y=2170, h=150, enabled=bool(answer))
        return s

    def complete(c: str) -> Screen:
        s = Screen(P, c, 51)
        s.add(None, "Lesson complete animation", "IMG", "lottieAnimation", y=420, h=640, x0=190, x1=890)
        s.add("Lesson complete!", None, "TV", "title", h=120)
        for i, (k, v) in enumerate((("TOTAL XP", "18"), ("AMAZING", "100%"), ("QUICK", "3:42"))):
            s.add(k, None, "TV", "statCardTitle", y=1300, h=70, x0=40 + i * 340, x1=340 + i * 340, keep=True)
            s.add(v, None, "TV", "statCardValue", y=1380, h=100, x0=40 + i * 340, x1=340 + i * 340, keep=True)
        s.add("CONTINUE", None, "BTN", "continueButton", y=2170, h=150)
        return s

    def streak(c: str) -> Screen:
        s = Screen(P, c, 51)
        s.add(None, "Streak flame", "IMG", "streakAnimation", y=420, h=600, x0=240, x1=840)
        s.add("214", None, "TV", "streakCount", h=200)
        s.add("day streak!", None, "TV", "streakLabel", h=100)
        s.add(None, None, "V", "weekCalendar", h=220, keep=True)
        for i, (d, done) in enumerate((("Tu", True), ("We", True), ("Th", True), ("Fr", True), ("Sa", True), ("Su", True), ("Mo", True))):
            s.add(d, "Practiced" if done else "Not practiced", "TV", "weekDay", h=220, x0=48 + i * 140, x1=178 + i * 140, keep=i < 6)
        s.add("You're on fire! Practice tomorrow to keep your streak going.", None, "TV", "streakBody", h=150)
        s.add("CONTINUE", None, "BTN", "continueButton", y=2170, h=150)
        return s

    def quests(c: str) -> Screen:
        s = Screen(P, c, 51)
        s.add("Daily Quests", None, "TV", "title", y=300, h=120)
        s.add("9 HOURS", None, "TV", "timer", h=70)
        for name, prog, frac in (("Earn 30 XP", "28 / 30", "28 of 30"), ("Complete 2 lessons", "2 / 2", "2 of 2"),
                                 ("Get 10 in a row correct in 3 lessons", "1 / 3", "1 of 3")):
            y = s.y
            s.add(name, None, "TV", "questName", y=y + 20, h=70, x0=48, x1=850, keep=True)
            s.add(prog, f"Quest progress, {frac}", "SB", "questProgress", y=y + 100, h=60, x0=48, x1=850, keep=True)
            s.add(None, "Chest" if frac != "2 of 2" else "Chest opened", "IMG", "questChest", y=y + 30, h=120, x0=880, x1=1000, keep=True)
            s.at(y + 200)
        s.add("Quest complete! +5 gems", None, "TV", "questRewardText", h=90)
        s.add("CONTINUE", None, "BTN", "continueButton", y=2170, h=150)
        return s

    def learn(c: str, gems: str, streakn: str, cur: int) -> Screen:
        s = Screen(P, c, 51)
        s.add(None, "Spanish", "IMG", "courseFlag", y=160, h=110, x0=30, x1=160, keep=True, click=True)
        s.add(streakn, f"{streakn} day streak", "TV", "streakIndicator", y=160, h=110, x0=300, x1=480, keep=True, click=True)
        s.add(gems, f"{gems} gems", "TV", "gemsIndicator", y=160, h=110, x0=560, x1=780, keep=True, click=True)
        s.add("5", "5 hearts", "TV", "heartsIndicator", y=160, h=110, x0=860, x1=1040)
        s.add("SECTION 2, UNIT 4", None, "TV", "unitHeader", h=70)
        s.add("Describe your home", None, "TV", "unitTitle", h=100)
        s.add(None, "Guidebook", "IB", "guidebookButton", y=s.y - 150, h=130, x0=900, x1=1032)
        s.gap(80)
        for i in range(1, 6):
            st = "Completed" if i < cur else ("Current lesson" if i == cur else "Locked")
            s.add(None, f"Lesson {i} of 5, {st}", "BTN", "pathLevel", h=200, x0=390 + (120 if i % 2 else -120), x1=590 + (120 if i % 2 else -120))
            s.gap(40)
        s.add("START +10 XP", None, "BTN", "pathStartButton", y=1160 if cur == 4 else 900, h=110, x0=330, x1=750)
        for i, t in enumerate(("Learn", "Practice", "Leaderboards", "Quests", "Shop", "Profile")):
            s.add(None, t, "TV", "tab", y=2260, h=140, x0=i * 180, x1=(i + 1) * 180, keep=True, click=True, selected=t == "Learn")
        return s

    def board(c: str) -> Screen:
        s = Screen(P, c, 51)
        s.add("Sapphire League", None, "TV", "leagueTitle", y=300, h=110)
        s.add("Top 10 advance to the next league", None, "TV", "leagueSubtitle", h=70)
        s.add("3 days", None, "TV", "leagueTimer", h=70)
        s.add(None, None, "RV", "cohortList", h=1500, x0=0, x1=1080, keep=True, scroll=True)
        rows = [("Kenji T.", 1204), ("Sofia M.", 988), ("Amara O.", 731), ("lucas.dev", 605), ("Mia R.", 412),
                ("Priyanka", 379), ("You", 356), ("Hannes", 340), ("olga_k", 301), ("B. Walsh", 288)]
        for rank, (name, xp) in enumerate(rows, 1):
            y = s.y
            s.add(str(rank), None, "TV", "rankText", y=y, h=130, x0=40, x1=120, keep=True)
            s.add(name, None, "TV", "usernameText", y=y, h=130, x0=280, x1=760, keep=True, selected=name == "You")
            s.add(f"{xp} XP", None, "TV", "xpText", y=y, h=130, x0=780, x1=1040, keep=True)
            s.at(y + 140)
        for i, t in enumerate(("Learn", "Practice", "Leaderboards", "Quests", "Shop", "Profile")):
            s.add(None, t, "TV", "tab", y=2260, h=140, x0=i * 180, x1=(i + 1) * 180, keep=True, click=True, selected=t == "Leaderboards")
        return s

    def profile(c: str) -> Screen:
        s = Screen(P, c, 51)
        s.add(None, "Settings", "IB", "settingsButton", y=160, h=110, x0=920, x1=1040)
        s.add("Noor Haddad", None, "TV", "profileName", y=300, h=100)
        s.add("@noorhaddad · Joined March 2022", None, "TV", "profileUsername", h=70)
        s.add("38 Following · 41 Followers", None, "TV", "friendsSummary", h=70)
        s.add("Statistics", None, "TV", "sectionHeader", h=100)
        for i, (k, v) in enumerate((("Day streak", "214"), ("Total XP", "48,306"), ("Current league", "Sapphire"), ("Top 3 finishes", "11"))):
            x0, y = 40 + (i % 2) * 510, 650 + (i // 2) * 220
            s.add(v, None, "TV", "statValue", y=y, h=110, x0=x0, x1=x0 + 490, keep=True)
            s.add(k, None, "TV", "statLabel", y=y + 110, h=70, x0=x0, x1=x0 + 490, keep=True)
        s.at(1100)
        s.add("Achievements", None, "TV", "sectionHeader", h=100)
        for a, lvl in (("Wildfire", "Level 10 · Reach a 250 day streak (214/250)"), ("Sage", "Level 9 · Earn 50000 XP (48306/50000)")):
            s.add(a, None, "TV", "achievementName", h=70)
            s.add(lvl, None, "TV", "achievementDescription", h=70)
        for i, t in enumerate(("Learn", "Practice", "Leaderboards", "Quests", "Shop", "Profile")):
            s.add(None, t, "TV", "tab", y=2260, h=140, x0=i * 180, x1=(i + 1) * 180, keep=True, click=True, selected=t == "Profile")
        return s

    tr = Traj(lesson("21:16", ""))
    tr.type("textInput", "My sister lives in a small apartment.", lesson("21:16", "My sister lives in a small apartment."))
    tr.click("CHECK", lesson("21:17", "My sister lives in a small apartment.", result=True))
    tr.click("CONTINUE", complete("21:17"))
    tr.click("CONTINUE", streak("21:17"))
    tr.click("CONTINUE", quests("21:17"))
    tr.click("CONTINUE", learn("21:18", "1,850", "214", 4))
    tr.click("Leaderboards", board("21:18"))
    tr.click("Profile", profile("21:18"))
    tr.add_to(rs, "h54-android-10")


# ---------------------------------------------------------------- 11 AntennaPod (bad, turn 4)
def t11(rs: RowSet) -> None:
    P = "de.danoeh.antennapod"
    E1, E2, E3 = 3873, 3501, 2507
    T1 = "#612: Boring tech that still works"

    def mini(s: Screen, pos: int, playing: bool) -> None:
        s.add(None, None, "VG", "fragmentAudioPlayer", y=2100, h=160, x0=0, x1=1080, keep=True, click=True, d=3)
        s.add(None, "The Changelog", "IMG", "imgvCover", y=2110, h=140, x0=16, x1=156, keep=True, d=4)
        s.add(T1, None, "TV", "txtvTitle", y=2130, h=90, x0=180, x1=900, keep=True, d=4)
        s.add(None, "Pause" if playing else "Play", "IB", "butPlay", y=2120, h=120, x0=920, x1=1040, d=4)
        s.add(None, f"Playback position {hms(pos)} of {hms(E1)}", "SB", "episodeProgress", y=2250, h=10, x0=0, x1=1080, d=4)

    def queue(c: str, pos: int, b: int, with_mini: bool) -> Screen:
        s = Screen(P, c, b, fmt="tree")
        s.add(None, "Open menu", "IB", y=150, h=140, x0=0, x1=140, keep=True, d=3)
        s.add("Queue", None, "TV", "toolbar_title", y=160, h=70, x0=160, x1=700, d=3)
        s.add(f"3 episodes · {hms(E1 - pos + E2 + E3)} left", None, "TV", "toolbar_subtitle", h=56, x0=160, x1=700, d=3)
        s.add(None, "Refresh", "TV", "refresh_item", y=150, h=140, x0=760, x1=900, keep=True, click=True, d=3)
        s.add(None, "More options", "IB", y=150, h=140, x0=900, x1=1040, d=3)
        s.add(None, None, "RV", "recyclerView", y=300, h=1780, x0=0, x1=1080, keep=True, scroll=True, d=3)
        for title, pod, info, when, size in ((T1, "The Changelog", f"{hms(pos)} / {hms(E1)}", "14 Oct 2024", "62.1 MB"),
                                             ("The AI Search Wars", "Hard Fork", hms(E2), "11 Oct 2024", "53.4 MB"),
                                             ("588- The Tunnels", "99% Invisible", hms(E3), "8 Oct 2024", "38.3 MB")):
            y = s.y
            s.add(None, "Drag handle", "IMG", "drag_handle", y=y + 60, h=100, x0=0, x1=60, keep=True, d=4)
            s.add(None, pod, "IMG", "imgvCover", y=y + 20, h=180, x0=70, x1=250, keep=True, d=4)
            s.add(when, None, "TV", "txtvPubDate", y=y + 16, h=50, x0=270, x1=700, keep=True, d=4)
            s.add(title, None, "TV", "txtvTitle", y=y + 66, h=70, x0=270, x1=900, keep=True, click=True, long=True, d=4)
            s.add(info, None, "TV", "txtvPosition" if "/" in info else "txtvDuration", y=y + 140, h=50, x0=270, x1=600, keep=True, d=4)
            s.add(size, None, "TV", "size", y=y + 140, h=50, x0=620, x1=900, keep=True, d=4)
            s.add(None, "Play", "IB", "secondaryActionButton", y=y + 60, h=120, x0=920, x1=1040, keep=True, d=4)
            s.at(y + 220)
        if with_mini:
            mini(s, pos, False)
        return s

    def episode(c: str, pos: int, state: str, b: int) -> Screen:
        s = Screen(P, c, b, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True, d=3)
        s.add(None, "Share", "TV", "share_item", y=150, h=140, x0=760, x1=900, keep=True, click=True, d=3)
        s.add(None, "More options", "IB", y=150, h=140, x0=900, x1=1040, d=3)
        s.add(None, "The Changelog", "IMG", "imgvCover", y=320, h=260, x0=48, x1=308, keep=True, d=3)
        s.add(T1, None, "TV", "txtvTitle", y=320, h=150, x0=330, x1=1032, d=3)
        s.add("The Changelog", None, "TV", "txtvPodcast", h=70, x0=330, x1=1032, d=3)
        s.add(f"14 Oct 2024 · {hms(E1)} · 62.1 MB", None, "TV", "txtvDetails", h=60, x0=330, x1=1032, d=3)
        s.gap(40)
        s.add("Pause" if state == "playing" else "Play", None, "BTN", "butAction1", h=130, x0=48, x1=520, keep=True, d=3)
        s.add("Delete", None, "BTN", "butAction2", h=130, x0=560, x1=1032, d=3)
        if pos:
            s.add(None, f"Played {hms(pos)} of {hms(E1)}", "SB", "progbarDownload", h=20, d=3)
        s.add(None, None, "WV", "webvDescription", h=1100, x0=0, x1=1080, keep=True, scroll=True, d=3)
        for para in ("Adam and Jerod sit down with Dan McKinley to talk about choosing boring technology a decade later: what held up, what didn't, and why innovation tokens still matter.",
                     "Changelog++ members get a bonus 9 minutes at the end of this episode.",
                     "Sponsors: Neon – Fleets of serverless Postgres · Sentry – Use code CHANGELOG for 100k free errors",
                     "Featuring: Dan McKinley – Website, GitHub"):
            s.add(para, None, "V", None, h=170, x0=48, x1=1032, d=4)
        if state != "idle":
            mini(s, pos, state == "playing")
        return s

    def player(c: str, pos: int, remaining: int, playing: bool) -> Screen:
        s = Screen(P, c, 86, fmt="tree")
        s.add(None, "Close", "IB", "butClose", y=150, h=140, x0=0, x1=140, keep=True, d=3)
        s.add(None, "Cast", "TV", "media_route_menu_item", y=150, h=140, x0=620, x1=760, keep=True, click=True, d=3)
        s.add(None, "Sleep timer", "TV", "set_sleeptimer_item", y=150, h=140, x0=760, x1=900, keep=True, click=True, d=3)
        s.add(None, "More options", "IB", y=150, h=140, x0=900, x1=1040, d=3)
        s.add(None, "Cover", "IMG", "imgvCover", y=330, h=900, x0=90, x1=990, d=3)
        s.add(T1, None, "TV", "txtvEpisodeTitle", y=1290, h=90, d=3)
        s.add("The Changelog", None, "TV", "txtvPodcastTitle", h=70, d=3)
        s.add("Chapter 3: Innovation tokens", None, "TV", "txtvChapter", h=70, click=True, d=3)
        s.add(None, f"Playback position {hms(pos)} of {hms(E1)}", "SB", "sbPosition", y=1600, h=80, d=3)
        s.add(hms(pos), None, "TV", "txtvPosition", h=60, x0=48, x1=300, keep=True, d=3)
        s.add("-" + hms(remaining), None, "TV", "txtvLength", h=60, x0=780, x1=1032, click=True, d=3)
        s.gap(60)
        s.add("1.00", "Playback speed", "TV", "txtvPlaybackSpeed", h=200, x0=48, x1=200, keep=True, click=True, d=3)
        s.add(None, "Rewind", "IB", "butRev", h=200, x0=230, x1=400, keep=True, d=3)
        s.add("10", None, "TV", "txtvRev", h=60, x0=290, x1=340, keep=True, d=4)
        s.add(None, "Pause" if playing else "Play", "IB", "butPlay", h=200, x0=440, x1=640, keep=True, d=3)
        s.add(None, "Fast forward", "IB", "butFF", h=200, x0=680, x1=850, keep=True, d=3)
        s.add("30", None, "TV", "txtvFF", h=60, x0=740, x1=790, keep=True, d=4)
        s.add(None, "Skip episode", "IB", "butSkip", h=200, x0=880, x1=1032, d=3)
        return s

    tr = Traj(queue("07:52", 730, 87, False))
    tr.click(T1, episode("07:52", 730, "idle", 87))
    tr.click("Play", episode("07:52", 731, "playing", 87))
    tr.click("fragmentAudioPlayer", player("07:52", 739, E1 - 739, True))
    tr.click("Fast forward", player("07:53", 772, E1 - 772 + 60, True))
    tr.click("Pause", player("07:53", 775, E1 - 775, False))
    tr.click("Close", episode("07:53", 775, "paused", 86))
    tr.back(queue("07:53", 775, 86, True))
    assert hms(E1 - 772) == "51:41" and hms(E1 - 772 + 60) == "52:41"
    tr.add_to(rs, "h54-android-11", bad=True, turn=4,
              kind="After fast-forwarding to 12:52 the player shows -52:41 remaining, but the episode is 1:04:33 long (as every screen says), which leaves 51:41.")


# ---------------------------------------------------------------- 12 Google Home (bad, turn 9)
def t12(rs: RowSet) -> None:
    P = "com.google.android.apps.chromecast.app"

    def devices(c: str, lamp: str, lamp_state: str, indoor: str, b: int = 93) -> Screen:
        s = Screen(P, c, b)
        s.add("Ortega Home", None, "TV", "home_name", y=160, h=110, x0=48, x1=700, keep=True, click=True)
        s.add(None, "Add", "IB", "add_button", y=160, h=110, x0=780, x1=900, keep=True)
        s.add(None, "Account and settings", "IB", "account_button", y=160, h=110, x0=920, x1=1040)
        s.add("Favorites", None, "TV", "chip", h=100, x0=48, x1=300, keep=True, click=True)
        s.add("Devices", None, "TV", "chip", h=100, x0=320, x1=560, keep=True, click=True, selected=True)
        s.add("Automations", None, "TV", "chip", h=100, x0=580, x1=900)
        s.add(None, None, "RV", "devices_grid", h=1800, x0=0, x1=1080, keep=True, scroll=True)
        rooms = [("Living room", [("Living room TV", "Off"), ("Ceiling light", "On · 80%"), ("Nest Thermostat", f"Heat · 68° · Indoor {indoor}")]),
                 ("Office", [(lamp, lamp_state), ("Office speaker", "Idle")]),
                 ("Bedroom", [("Bedside lamp", "On · 30%"), ("Bedroom fan", "Off")]),
                 ("Entrance", [("Front door", "Locked"), ("Doorbell", "Last event 7:12 AM")])]
        for room, tiles in rooms:
            s.add(room, None, "TV", "room_header", h=90)
            for i, (name, st) in enumerate(tiles):
                col = i % 2
                if col == 0 and i:
                    s.gap(200)
                y = s.y
                x0 = 32 + col * 516
                s.add(None, f"{name}, {st}", "VG", "device_tile", y=y, h=190, x0=x0, x1=x0 + 500, keep=True, click=True, long=True)
                s.add(name, None, "TV", "device_name", y=y + 30, h=64, x0=x0 + 130, x1=x0 + 480, keep=True)
                s.add(st, None, "TV", "device_status", y=y + 100, h=56, x0=x0 + 130, x1=x0 + 480, keep=True)
            s.gap(210)
        for i, t in enumerate(("Favorites", "Devices", "Automations", "Activity", "Settings")):
            s.add(None, t, "TV", "bottom_nav", y=2260, h=140, x0=i * 216, x1=(i + 1) * 216, keep=True, click=True, selected=t == "Devices")
        return s

    def control(c: str, name: str, on: bool, b: int = 93) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True)
        s.add(None, "Settings", "IB", "settings_button", y=150, h=130, x0=920, x1=1040)
        s.add(name, None, "TV", "device_title", y=320, h=110)
        s.add("Office · Philips Hue", None, "TV", "device_subtitle", h=70)
        s.add("100%" if on else "Off", None, "TV", "brightness_value", y=620, h=140)
        s.add(None, "Brightness, " + ("100 percent" if on else "off"), "SB", "brightness_slider", h=900, x0=330, x1=750, enabled=on)
        s.add("Turn off" if on else "Turn on", None, "BTN", "power_button", y=1800, h=150, x0=300, x1=780)
        s.add("Color", None, "BTN", "color_tab", y=2020, h=120, x0=48, x1=520, keep=True)
        s.add("Scenes", None, "BTN", "scenes_tab", y=2020, h=120, x0=560, x1=1032)
        return s

    def settings(c: str, name: str, dialog: str | None = None) -> Screen:
        s = Screen(P, c, 93)
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True)
        s.add("Device settings", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=900)
        s.add("General", None, "TV", "section_header", y=320, h=90)
        for t, v in (("Name", name), ("Home", "Ortega Home"), ("Room", "Office"), ("Device type", "Light")):
            s.add(t, None, "TV", "title", h=70, click=True)
            s.add(v, None, "TV", "summary", h=60)
            s.gap(30)
        s.add("Works with", None, "TV", "section_header", h=90)
        s.add("Philips Hue", None, "TV", "title", h=70)
        s.add("Hue White and Color Ambiance A19 · Firmware 1.104.2", None, "TV", "summary", h=60)
        s.gap(30)
        s.add("Remove device", None, "TV", "title", h=90, click=True)
        if dialog is not None:
            s.add(None, None, "FL", "parentPanel", y=800, h=640, x0=60, x1=1020, keep=True)
            s.add("Device name", None, "TV", "alertTitle", y=860, h=100, x0=120, x1=960)
            s.add(dialog, None, "ET", "device_name_input", h=140, x0=120, x1=960, hint="Name", focused=True)
            s.add(f"{len(dialog)}/50", None, "TV", "textinput_counter", h=60, x0=760, x1=960)
            s.gap(60)
            s.add("Cancel", None, "BTN", "button2", h=110, x0=520, x1=720, keep=True)
            s.add("Save", None, "BTN", "button1", h=110, x0=740, x1=960)
        return s

    tr = Traj(devices("08:20", "Desk lamp", "Off", "66°"))
    tr.click("Desk lamp, Off", devices("08:20", "Desk lamp", "On · 100%", "66°"))
    tr.long("Desk lamp, On · 100%", control("08:21", "Desk lamp", True))
    tr.click("Settings", settings("08:21", "Desk lamp"))
    tr.click("Name", settings("08:21", "Desk lamp", dialog="Desk lamp"))
    tr.type("device_name_input", "Reading lamp", settings("08:22", "Desk lamp", dialog="Reading lamp"))
    tr.click("Save", settings("08:22", "Reading lamp"))
    tr.back(control("08:22", "Reading lamp", True))
    tr.click("Turn off", control("08:23", "Reading lamp", False, b=92))
    tr.back(devices("08:23", "Desk lamp", "Off", "67°", b=92))
    tr.add_to(rs, "h54-android-12", bad=True, turn=9,
              kind="The Office light is listed as 'Desk lamp' again on the Devices tab after it was renamed to 'Reading lamp' at turn 6 and shown under the new name at turns 7-8.")


# ---------------------------------------------------------------- 13 Booking.com (clean)
def t13(rs: RowSet) -> None:
    P = "com.booking"
    H = {
        "torel": ("Torel Avantgarde", "9.3", "Superb", "2,118", "0.6 km from centre", 1146, "5 stars"),
        "carris": ("Hotel Carris Porto Ribeira", "8.6", "Excellent", "3,402", "0.9 km from centre", 468, "4 stars"),
        "moov": ("Moov Hotel Porto Centro", "8.1", "Very good", "6,977", "0.4 km from centre", 291, "3 stars"),
        "editory": ("The Editory Boulevard Aliados Hotel", "9.0", "Wonderful", "1,589", "0.2 km from centre", 702, "4 stars"),
        "gallery": ("Gallery Hostel", "9.1", "Wonderful", "5,230", "0.7 km from centre", 189, None),
        "pestana": ("Pestana Vintage Porto Hotel & World Heritage Site", "8.9", "Excellent", "4,061", "1.0 km from centre", 624, "5 stars"),
        "yes": ("Yes! Porto Hostel", "8.9", "Excellent", "3,210", "0.5 km from centre", 98, None),
        "being": ("Being Porto Hostel", "9.0", "Wonderful", "1,874", "1.1 km from centre", 121, None),
        "ibis": ("ibis Porto Centro São Bento", "7.8", "Good", "4,520", "0.3 km from centre", 236, "2 stars"),
        "intl": ("Hotel Internacional Porto", "8.4", "Very good", "2,745", "0.3 km from centre", 344, "3 stars"),
    }

    def form(c: str) -> Screen:
        s = Screen(P, c, 68, fmt="tree")
        s.add("Booking.com", None, "TV", "toolbar_logo", y=150, h=130, x0=48, x1=600, keep=True, d=3)
        s.add(None, "Notifications", "IB", y=150, h=130, x0=900, x1=1040, d=3)
        s.add("Stays", None, "TV", "tab_stays", h=110, x0=48, x1=300, keep=True, click=True, selected=True, d=3)
        s.add("Flights", None, "TV", "tab_flights", h=110, x0=320, x1=560, keep=True, click=True, d=3)
        s.add("Car rental", None, "TV", "tab_cars", h=110, x0=580, x1=880, d=3)
        s.gap(40)
        s.add("Porto", None, "TV", "search_destination", h=140, click=True, d=3)
        s.add("Fri, Nov 8 - Mon, Nov 11", None, "TV", "search_dates", h=140, click=True, d=3)
        s.add("1 room · 2 adults · 0 children", None, "TV", "search_occupancy", h=140, click=True, d=3)
        s.add("Search", None, "BTN", "search_button", h=150, d=3)
        s.add("Continue your search", None, "TV", "section_title", h=110, d=3)
        s.add("Lisbon · Oct 25 - Oct 27, 2 adults", None, "TV", "recent_search", h=160, click=True, d=3)
        for i, t in enumerate(("Search", "Saved", "Bookings", "Profile")):
            s.add(None, t, "TV", "bottom_nav", y=2260, h=140, x0=i * 270, x1=(i + 1) * 270, keep=True, click=True, selected=t == "Search", d=3)
        return s

    def results(c: str, count: str, keys: list[str], *, sort: str, filt: int = 0, b: int = 68) -> Screen:
        s = Screen(P, c, b, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("Porto", None, "TV", "sr_toolbar_title", y=160, h=64, x0=150, x1=900, d=3)
        s.add("Nov 8 - Nov 11 · 2 adults", None, "TV", "sr_toolbar_subtitle", h=56, x0=150, x1=900, d=3)
        s.add("Sort", None, "BTN", "sort_button", y=300, h=110, x0=0, x1=360, keep=True, d=3)
        s.add("Filter" if not filt else f"Filter ({filt})", None, "BTN", "filter_button", y=300, h=110, x0=360, x1=720, keep=True, d=3)
        s.add("Map", None, "BTN", "map_button", y=300, h=110, x0=720, x1=1080, d=3)
        s.add(f"{count} properties", None, "TV", "sr_count", h=80, d=3)
        if sort != "Our top picks":
            s.add(f"Sorted by: {sort}", None, "TV", "sr_sort_label", h=60, d=3)
        s.add(None, None, "RV", "results_list", h=1700, x0=0, x1=1080, keep=True, scroll=True, d=3)
        for k in keys:
            name, score, word, reviews, dist, price, stars = H[k]
            y = s.y
            s.add(None, name, "IMG", "sr_photo", y=y + 10, h=340, x0=32, x1=340, keep=True, click=True, d=4)
            s.add(None, "Save to list", "IB", "sr_wishlist", y=y + 20, h=90, x0=240, x1=330, keep=True, d=4)
            s.add(name, None, "TV", "sr_name", y=y + 10, h=110, x0=360, x1=1040, keep=True, click=True, d=4)
            if stars:
                s.add(None, stars, "V", "sr_stars", y=y + 120, h=40, x0=360, x1=560, keep=True, d=4)
            s.add(score, None, "TV", "sr_score", y=y + 168, h=56, x0=360, x1=440, keep=True, d=4)
            s.add(f"{word} · {reviews} reviews", None, "TV", "sr_review_text", y=y + 168, h=56, x0=450, x1=1040, keep=True, d=4)
            s.add(dist, None, "TV", "sr_distance", y=y + 226, h=50, x0=360, x1=1040, keep=True, d=4)
            s.add(f"3 nights, 2 adults  €{price:,}", None, "TV", "sr_price", y=y + 280, h=56, x0=360, x1=1040, keep=True, d=4)
            s.add("Includes taxes and charges", None, "TV", "sr_price_subtitle", y=y + 336, h=44, x0=360, x1=1040, keep=True, d=4)
            s.at(y + 400)
        return s

    SORTS = ["Our top picks", "Homes & apartments first", "Price (lowest first)", "Best reviewed and lowest price",
             "Distance from city centre", "Property rating (high to low)"]

    def sortsheet(c: str) -> Screen:
        s = results(c, "1,284", ["torel", "carris", "moov", "editory"], sort="Our top picks")
        s.add(None, None, "V", "scrim", y=0, h=2400, x0=0, x1=1080, keep=True, click=True, d=2)
        s.add("Sort by", None, "TV", "sheet_title", y=1160, h=110, d=3)
        for t in SORTS:
            s.add(t, None, "RB", "sort_option", h=140, checked=t == "Our top picks", d=3)
        return s

    def filters(c: str, hotels: bool, eight: bool) -> Screen:
        s = Screen(P, c, 67, fmt="tree")
        s.add(None, "Close", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("Filter by", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=700, keep=True, d=3)
        s.add("Reset", None, "BTN", "reset_button", y=150, h=130, x0=840, x1=1040, d=3)
        s.add("Your budget (per night)", None, "TV", "section_title", h=90, d=3)
        s.add("€50 – €500+", None, "TV", "budget_label", h=70, d=3)
        s.add(None, "Budget range", "SB", "budget_slider", h=110, d=3)
        s.add("Popular filters", None, "TV", "section_title", h=90, d=3)
        if not hotels and not eight:
            counts = {"Free cancellation": "612", "Hotels": "498", "Breakfast included": "377", "Very good: 8+": "731", "Apartments": "544", "Guests' favourite area: Ribeira": "203"}
            show = "1,284"
        elif hotels and not eight:
            counts = {"Free cancellation": "287", "Hotels": "498", "Breakfast included": "236", "Very good: 8+": "311", "Apartments": "0", "Guests' favourite area: Ribeira": "64"}
            show = "498"
        else:
            counts = {"Free cancellation": "183", "Hotels": "311", "Breakfast included": "161", "Very good: 8+": "311", "Apartments": "0", "Guests' favourite area: Ribeira": "41"}
            show = "311"
        for t, n in counts.items():
            on = (t == "Hotels" and hotels) or (t == "Very good: 8+" and eight)
            s.add(t, None, "CB", "filter_checkbox", h=120, x0=48, x1=860, keep=True, checked=on, d=3)
            s.add(n, None, "TV", "filter_count", h=120, x0=880, x1=1032, d=3)
        s.add(f"Show {show} properties", None, "BTN", "show_results_button", y=2200, h=150, d=3)
        return s

    def prop(c: str) -> Screen:
        s = Screen(P, c, 67, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add(None, "Save to list", "IB", y=150, h=130, x0=780, x1=900, keep=True, d=3)
        s.add(None, "Share", "IB", y=150, h=130, x0=920, x1=1040, d=3)
        s.add(None, "Property photos, 1 of 46", "IMG", "gallery", y=290, h=600, x0=0, x1=1080, d=3)
        s.add(None, "4 stars", "V", "stars", h=50, x0=48, x1=260, d=3)
        s.add("Hotel Carris Porto Ribeira", None, "TV", "property_name", h=110, d=3)
        s.add("Rua do Infante Dom Henrique 1, Ribeira, 4050-296 Porto, Portugal", None, "TV", "property_address", h=110, click=True, d=3)
        s.add("8.6", None, "TV", "review_score", h=80, x0=48, x1=160, keep=True, d=3)
        s.add("Excellent · 3,402 reviews", None, "TV", "review_text", h=80, x0=180, x1=1032, click=True, d=3)
        s.add("Check-in", None, "TV", "checkin_label", h=60, x0=48, x1=520, keep=True, d=3)
        s.add("Check-out", None, "TV", "checkout_label", h=60, x0=560, x1=1032, d=3)
        s.add("Fri, Nov 8\nFrom 3:00 PM", None, "TV", "checkin_value", h=120, x0=48, x1=520, keep=True, d=3)
        s.add("Mon, Nov 11\nUntil 12:00 PM", None, "TV", "checkout_value", h=120, x0=560, x1=1032, d=3)
        s.add("Rooms and guests: 1 room · 2 adults · 0 children", None, "TV", "occupancy", h=80, d=3)
        s.add("Price for 3 nights (Nov 8 - Nov 11)", None, "TV", "price_label", y=1960, h=60, d=3)
        s.add("€468", None, "TV", "price_value", h=80, x0=48, x1=400, keep=True, d=3)
        s.add("€156 per night · Includes taxes and charges", None, "TV", "price_per_night", h=80, x0=420, x1=1032, d=3)
        s.add("Select rooms", None, "BTN", "select_rooms_button", y=2220, h=150, d=3)
        return s

    ROOMS = [("Standard Double Room", "1 double bed · 18 m²", 468, "Free cancellation before Nov 6"),
             ("Superior Double Room with River View", "1 king bed · 22 m² · River view", 591, "Free cancellation before Nov 6"),
             ("Junior Suite", "1 king bed · 34 m² · Balcony", 774, "Non-refundable")]

    def rooms(c: str, chosen: bool) -> Screen:
        s = Screen(P, c, 67, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("Select rooms", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=900, d=3)
        s.add("Nov 8 - Nov 11 · 3 nights · 2 adults", None, "TV", "room_list_subtitle", h=80, d=3)
        s.add(None, None, "RV", "rooms_list", h=1650, x0=0, x1=1080, keep=True, scroll=True, d=3)
        for i, (name, beds, price, cancel) in enumerate(ROOMS):
            y = s.y
            s.add(name, None, "TV", "room_name", y=y + 10, h=90, keep=True, d=4)
            s.add(beds, None, "TV", "room_beds", y=y + 100, h=56, keep=True, d=4)
            s.add(cancel, None, "TV", "room_policy", y=y + 160, h=56, keep=True, d=4)
            s.add("Breakfast €16 per person" if i < 2 else "Breakfast included", None, "TV", "room_meals", y=y + 216, h=56, keep=True, d=4)
            s.add(f"€{price}", None, "TV", "room_price", y=y + 280, h=70, x0=48, x1=400, keep=True, d=4)
            s.add("Selected" if chosen and i == 0 else "Select", None, "BTN", "room_select_button", y=y + 280, h=100, x0=640, x1=1032, keep=True, selected=chosen and i == 0, d=4)
            s.at(y + 420)
        if chosen:
            s.add("1 room for", None, "TV", "footer_label", y=2200, h=60, x0=48, x1=500, d=3)
            s.add("€468", None, "TV", "footer_price", h=80, x0=48, x1=500, d=3)
            s.add("I'll reserve", None, "BTN", "reserve_button", y=2210, h=150, x0=540, x1=1032, d=3)
        return s

    def details(c: str) -> Screen:
        s = Screen(P, c, 67, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("Enter your details", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=900, d=3)
        s.add("Hotel Carris Porto Ribeira", None, "TV", "bp_hotel_name", h=90, d=3)
        s.add("Fri, Nov 8 – Mon, Nov 11 · 3 nights", None, "TV", "bp_dates", h=70, d=3)
        s.add("Standard Double Room · 2 adults", None, "TV", "bp_room", h=70, d=3)
        s.add("Total price €468", None, "TV", "bp_total", h=80, d=3)
        s.add("Includes €26.49 in taxes and charges", None, "TV", "bp_taxes", h=60, d=3)
        s.add("Excludes: City tax €12 (pay at the property)", None, "TV", "bp_excluded", h=60, d=3)
        s.gap(30)
        for lab in ("First name *", "Last name *", "Email address *", "Country/region *", "Phone number *"):
            s.add(None, None, "ET", "bp_input", h=150, hint=lab, d=3)
        s.add("Next step", None, "BTN", "bp_next_button", y=2220, h=150, d=3)
        return s

    top = ["torel", "carris", "moov", "editory"]
    cheap = ["yes", "being", "gallery", "ibis"]
    hotels8 = ["moov", "intl", "carris", "pestana"]
    assert [H[k][5] for k in hotels8] == sorted(H[k][5] for k in hotels8)
    tr = Traj(form("19:40"))
    tr.click("Search", results("19:40", "1,284", top, sort="Our top picks"))
    tr.click("Sort", sortsheet("19:41"))
    tr.click("Price (lowest first)", results("19:41", "1,284", cheap, sort="Price (lowest first)"))
    tr.click("Filter", filters("19:41", False, False))
    tr.click("Hotels", filters("19:42", True, False))
    tr.click("Very good: 8+", filters("19:42", True, True))
    tr.click("Show 311 properties", results("19:42", "311", hotels8, sort="Price (lowest first)", filt=2, b=67))
    tr.click("Hotel Carris Porto Ribeira", prop("19:43"))
    tr.click("Select rooms", rooms("19:43", False))
    tr.click("room_select_button", rooms("19:44", True))
    tr.click("I'll reserve", details("19:44"))
    tr.add_to(rs, "h54-android-13")


# ---------------------------------------------------------------- 14 Settings: app storage (bad, turn 6)
def t14(rs: RowSet) -> None:
    P = "com.android.settings"

    def info(c: str, storage: str, stopped: bool, dialog: bool = False, b: int = 34) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add(None, "Search settings", "TV", "search", y=150, h=140, x0=760, x1=900, keep=True, click=True)
        s.add(None, "More options", "IB", y=150, h=140, x0=900, x1=1040)
        s.add("App info", None, "TV", "collapsing_toolbar", y=300, h=160)
        s.add(None, None, "RV", "recycler_view", h=1900, x0=0, x1=1080, keep=True, scroll=True)
        s.add(None, "Spotify", "IMG", "entity_header_icon", h=160, x0=460, x1=620)
        s.add("Spotify", None, "TV", "entity_header_title", h=90)
        s.add("Installed", None, "TV", "entity_header_summary", h=60)
        s.gap(20)
        s.add("Open", None, "BTN", "button1", h=180, x0=48, x1=360, keep=True)
        s.add("Uninstall", None, "BTN", "button2", h=180, x0=384, x1=696, keep=True)
        s.add("Force stop", None, "BTN", "button3", h=180, x0=720, x1=1032, enabled=not stopped)
        for t, v in (("Notifications", "~2 notifications per week"), ("Permissions", "Microphone and Nearby devices"),
                     ("Storage & cache", storage), ("Mobile data & Wi‑Fi", "2.31 GB used since Sep 15"),
                     ("Screen time", "48 minutes today"), ("App battery usage", "3% use since last full charge"),
                     ("Open by default", "Allow app to open supported links"), ("Unused app settings", "Pause app activity if unused")):
            s.add(t, None, "TV", "title", h=76, click=True)
            s.add(v, None, "TV", "summary", h=60)
            s.gap(20)
        s.add("version 8.9.86.551", None, "TV", "footer", h=80)
        if dialog:
            s.add(None, None, "FL", "parentPanel", y=920, h=560, x0=60, x1=1020, keep=True)
            s.add("Force stop?", None, "TV", "alertTitle", y=980, h=100, x0=120, x1=960)
            s.add("If you force stop an app, it may misbehave.", None, "TV", "message", h=140, x0=120, x1=960)
            s.gap(60)
            s.add("Cancel", None, "BTN", "button2", h=110, x0=520, x1=720, keep=True)
            s.add("OK", None, "BTN", "button1", h=110, x0=740, x1=960)
        return s

    def storage(c: str, cache: str, total: str, dialog: bool = False) -> Screen:
        s = Screen(P, c, 34)
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add("Storage", None, "TV", "collapsing_toolbar", y=300, h=160)
        s.add(None, None, "RV", "recycler_view", h=1900, x0=0, x1=1080, keep=True, scroll=True)
        s.add(None, "Spotify", "IMG", "entity_header_icon", h=160, x0=460, x1=620)
        s.add("Spotify", None, "TV", "entity_header_title", h=90)
        s.add("Internal shared storage", None, "TV", "entity_header_summary", h=60)
        s.gap(20)
        s.add("Clear storage", None, "BTN", "button1", h=180, x0=48, x1=520, keep=True)
        s.add("Clear cache", None, "BTN", "button2", h=180, x0=560, x1=1032)
        s.add("Space used", None, "TV", "category_title", h=90)
        for t, v in (("App size", "148 MB"), ("User data", "1.03 GB"), ("Cache", cache), ("Total", total)):
            s.add(t, None, "TV", "title", h=100, x0=48, x1=640, keep=True)
            s.add(v, None, "TV", "summary", h=100, x0=680, x1=1032)
        if dialog:
            s.add(None, None, "FL", "parentPanel", y=880, h=640, x0=60, x1=1020, keep=True)
            s.add("Delete app data?", None, "TV", "alertTitle", y=940, h=100, x0=120, x1=960)
            s.add("This app’s data, including files and settings, will be permanently deleted from this device", None, "TV", "message", h=200, x0=120, x1=960)
            s.gap(60)
            s.add("Cancel", None, "BTN", "button2", h=110, x0=520, x1=720, keep=True)
            s.add("Delete", None, "BTN", "button1", h=110, x0=740, x1=960)
        return s

    tr = Traj(info("12:05", "1.47 GB used in internal storage", False))
    tr.click("Storage & cache", storage("12:05", "292 MB", "1.47 GB"))
    tr.click("Clear cache", storage("12:05", "48.00 kB", "1.18 GB"))
    tr.back(info("12:06", "1.18 GB used in internal storage", False))
    tr.click("Force stop", info("12:06", "1.18 GB used in internal storage", False, dialog=True))
    tr.click("OK", info("12:06", "1.18 GB used in internal storage", True))
    tr.click("Storage & cache", storage("12:07", "48.00 kB", "1.21 GB"))
    tr.click("Clear storage", storage("12:07", "48.00 kB", "1.21 GB", dialog=True))
    tr.add_to(rs, "h54-android-14", bad=True, turn=6,
              kind="The storage page totals 1.21 GB although its parts (148 MB app, 1.03 GB data, 48 kB cache) are unchanged and added up to 1.18 GB at turns 2-3.")


# ---------------------------------------------------------------- 15 Tasks (clean)
def t15(rs: RowSet) -> None:
    P = "org.tasks"
    T = {"plumber": ("Call plumber about leak", "Today", "High priority"),
         "dentist": ("Book dentist appointment", "Tomorrow", None),
         "expense": ("Submit expense report", "Wed, Oct 16", "Medium priority"),
         "passport": ("Renew passport", "Sun, Oct 20", None),
         "gift": ("Buy birthday gift for Ana", "Tue, Oct 22", "Low priority")}

    def lst(c: str, keys: list[str], done: list[str], snack: bool = False, b: int = 76) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Open navigation drawer", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add("My Tasks", None, "TV", "toolbar_title", y=150, h=140, x0=160, x1=700, keep=True)
        s.add(None, "Search", "TV", "menu_search", y=150, h=140, x0=620, x1=760, keep=True, click=True)
        s.add(None, "Sort", "TV", "menu_sort", y=150, h=140, x0=760, x1=900, keep=True, click=True)
        s.add(None, "More options", "IB", y=150, h=140, x0=900, x1=1040)
        s.add(None, None, "RV", "recycler_view", y=300, h=1900, x0=0, x1=1080, keep=True, scroll=True)
        for k in keys:
            name, due, pr = T[k]
            y = s.y
            s.add(None, ("Complete, " + pr) if pr else "Complete", "CB", "completeBox", y=y + 20, h=110, x0=16, x1=126, keep=True)
            s.add(name, None, "TV", "title", y=y + 16, h=70, x0=150, x1=1032, keep=True, click=True, long=True)
            s.add(due, None, "TV", "due_date", y=y + 88, h=50, x0=150, x1=600, keep=True)
            s.at(y + 150)
        if done:
            s.add(f"Completed ({len(done)})", None, "TV", "header_text", h=100, click=True)
            for k in done:
                name, due, pr = T[k]
                y = s.y
                s.add(None, "Uncomplete", "CB", "completeBox", y=y + 20, h=110, x0=16, x1=126, keep=True, checked=True)
                s.add(name, None, "TV", "title", y=y + 16, h=70, x0=150, x1=1032, keep=True, click=True, long=True)
                s.add("Completed today, 15:48", None, "TV", "due_date", y=y + 88, h=50, x0=150, x1=800, keep=True)
                s.at(y + 150)
        if snack:
            s.add("Task completed", None, "TV", "snackbar_text", y=2060, h=120, x0=48, x1=760, keep=True)
            s.add("Undo", None, "BTN", "snackbar_action", y=2060, h=120, x0=800, x1=1032)
        s.add(None, "Create new task", "IB", "fab", y=2060 if not snack else 1890, h=168, x0=864, x1=1032)
        return s

    def edit(c: str, title: str, due: str, picker: bool = False) -> Screen:
        s = Screen(P, c, 76)
        s.add(None, "Discard", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add(None, "Save", "TV", "menu_save", y=150, h=140, x0=760, x1=900, keep=True, click=True)
        s.add(None, "More options", "IB", y=150, h=140, x0=900, x1=1040)
        s.add(title or None, None, "ET", "title", y=320, h=160, hint="Task name", focused=not picker)
        s.add(None, "Complete", "CB", "completeBox", y=340, h=110, x0=880, x1=990)
        s.gap(20)
        for lab, val in (("Due date", due), ("Priority", "None"), ("Description", None), ("List", "My Tasks"),
                         ("Tags", None), ("Reminders", "Add reminder"), ("Repeat", "Does not repeat"), ("Location", None)):
            s.add(None, lab, "IMG", "row_icon", h=140, x0=48, x1=140, keep=True)
            s.add(val, None, "TV", "row_value", h=140, x0=180, x1=1032, click=True, hint=lab)
        if picker:
            s.add(None, None, "V", "scrim", y=0, h=2400, x0=0, x1=1080, keep=True, click=True)
            s.add("Due date", None, "TV", "sheet_title", y=1320, h=100)
            for lab, sub in (("Today", "Mon, Oct 14"), ("Tomorrow", "Tue, Oct 15"), ("Next week", "Mon, Oct 21"), ("Pick date", None), ("No date", None)):
                s.add(lab, None, "TV", "shortcut_title", h=80, click=True)
                if sub:
                    s.add(sub, None, "TV", "shortcut_subtitle", h=50)
        return s

    tr = Traj(lst("15:46", ["plumber", "expense", "passport", "gift"], []))
    tr.click("Create new task", edit("15:46", "", "No date"))
    tr.type("title", "Book dentist appointment", edit("15:46", "Book dentist appointment", "No date"))
    tr.click("No date", edit("15:47", "Book dentist appointment", "No date", picker=True))
    tr.click("Tomorrow", edit("15:47", "Book dentist appointment", "Tomorrow"))
    tr.click("Save", lst("15:47", ["plumber", "dentist", "expense", "passport", "gift"], []))
    tr.click("Complete, High priority", lst("15:48", ["dentist", "expense", "passport", "gift"], ["plumber"], snack=True))
    tr.click("Undo", lst("15:48", ["plumber", "dentist", "expense", "passport", "gift"], [], b=75))
    tr.add_to(rs, "h54-android-15")


# ---------------------------------------------------------------- 16 Simple Calendar Pro (bad, turn 10)
def t16(rs: RowSet) -> None:
    P = "com.simplemobiletools.calendar.pro"

    def agenda(c: str, lunch: str, new: bool, b: int = 61) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Search", "TV", "search", y=150, h=130, x0=48, x1=760, keep=True, click=True)
        s.add(None, "Change view", "TV", "change_view", y=150, h=130, x0=760, x1=900, keep=True, click=True)
        s.add(None, "More options", "IB", y=150, h=130, x0=900, x1=1040)
        s.add(None, None, "RV", "calendar_events_list", y=300, h=1900, x0=0, x1=1080, keep=True, scroll=True)
        days = [("Mon, October 14", [("Standup", "09:30 - 09:45", "Zoom")]),
                ("Tue, October 15", [("Dentist", "11:00 - 12:00", "Dr. Hoang, 1200 Pine St")]),
                ("Thu, October 17", [("Lunch with Priya", lunch, "Nopalito")] + ([("Design review with Tomasz", "14:00 - 15:00", "")] if new else [])),
                ("Sat, October 19", [("Farmers market", "09:00 - 10:00", "Ferry Building")]),
                ("Mon, October 21", [("Standup", "09:30 - 09:45", "Zoom")]),
                ("Wed, October 23", [("Mom's birthday", "All day", "")])]
        for day, evs in days:
            s.add(day, None, "TV", "event_section_title", h=100, x0=48, x1=1032)
            for title, when, where in evs:
                y = s.y
                s.add(None, None, "V", "event_item_color_bar", y=y + 10, h=140, x0=48, x1=60, keep=True)
                s.add(title, None, "TV", "event_item_title", y=y + 10, h=64, x0=90, x1=1032, keep=True, click=True)
                s.add(when + (f" · {where}" if where else ""), None, "TV", "event_item_time", y=y + 80, h=56, x0=90, x1=1032, keep=True)
                s.at(y + 160)
        s.add(None, "New event", "IB", "calendar_fab", y=2060, h=168, x0=864, x1=1032)
        return s

    def edit(c: str, title: str, date: str, start: str, end: str, dialog: str | None = None, hour: str = "11") -> Screen:
        s = Screen(P, c, 61)
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True)
        s.add("New event", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=700, keep=True)
        s.add(None, "Save", "TV", "save", y=150, h=130, x0=900, x1=1040, click=True)
        s.add(title or None, None, "ET", "event_title", y=320, h=140, hint="Title", focused=bool(title) or dialog is None)
        s.add(None, None, "ET", "event_location", h=140, hint="Location")
        s.add(None, None, "ET", "event_description", h=140, hint="Description")
        s.add("All-day", None, "CB", "event_all_day", h=120)
        s.add(date, None, "TV", "event_start_date", h=120, x0=140, x1=700, keep=True, click=True)
        s.add(start, None, "TV", "event_start_time", h=120, x0=760, x1=1032, click=True)
        s.add(date, None, "TV", "event_end_date", h=120, x0=140, x1=700, keep=True, click=True)
        s.add(end, None, "TV", "event_end_time", h=120, x0=760, x1=1032, click=True)
        s.add("America/Los_Angeles", None, "TV", "event_time_zone", h=110, x0=140, x1=1032, click=True)
        s.add("10 minutes before", None, "TV", "event_reminder_1", h=110, x0=140, x1=1032, click=True)
        s.add("Add another reminder", None, "TV", "event_reminder_2", h=110, x0=140, x1=1032, click=True)
        s.add("No repetition", None, "TV", "event_repetition", h=110, x0=140, x1=1032, click=True)
        s.add("Add another attendee", None, "TV", "event_attendees", h=110, x0=140, x1=1032, click=True)
        s.add("Regular event", None, "TV", "event_type", h=110, x0=140, x1=1032, click=True)
        if dialog == "date" or dialog == "date17":
            s.add(None, None, "FL", "parentPanel", y=520, h=1360, x0=60, x1=1020, keep=True)
            s.add("2024", None, "TV", "date_picker_header_year", y=560, h=70, x0=120, x1=400, click=True)
            s.add("Thu, Oct 17" if dialog == "date17" else "Mon, Oct 14", None, "TV", "date_picker_header_date", h=130, x0=120, x1=900)
            s.add("October 2024", None, "TV", "month_view_title", h=100, x0=120, x1=960)
            s.add(None, None, "V", "month_view", h=700, x0=90, x1=990, keep=True)
            for d in range(1, 32):
                col, row = (d + 1) % 7, (d + 1) // 7
                s.add(str(d), f"{d} October 2024", "TV", "day", y=s.y + row * 116, h=110, x0=100 + col * 126, x1=220 + col * 126, keep=True, click=True, selected=(d == 17) if dialog == "date17" else d == 14)
            s.at(1740)
            s.add("CANCEL", None, "BTN", "button2", h=110, x0=560, x1=760, keep=True)
            s.add("OK", None, "BTN", "button1", h=110, x0=780, x1=960)
        elif dialog in ("clock", "input"):
            s.add(None, None, "FL", "parentPanel", y=560, h=1200, x0=60, x1=1020, keep=True)
            s.add("Enter time" if dialog == "input" else "Select time", None, "TV", "header_title", y=600, h=80, x0=120, x1=960)
            if dialog == "clock":
                s.add(hour, None, "TV", "material_hour_tv", h=200, x0=200, x1=440, keep=True, click=True, checked=True)
                s.add("00", None, "TV", "material_minute_tv", h=200, x0=540, x1=780, click=True)
                s.add(None, "Clock face", "V", "material_clock_face", h=640, x0=220, x1=860)
            else:
                s.add(hour, None, "ET", "material_hour_text_input", h=200, x0=200, x1=440, keep=True, focused=True, hint="hour")
                s.add("00", None, "ET", "material_minute_text_input", h=200, x0=540, x1=780, hint="minute")
                s.add("Hour", None, "TV", "material_hour_label", h=60, x0=200, x1=440, keep=True)
                s.add("Minute", None, "TV", "material_minute_label", h=60, x0=540, x1=780)
                s.gap(580)
            s.add(None, "Switch to text input mode for the time input." if dialog == "clock" else "Switch to clock mode for the time input.", "IB", "material_timepicker_mode_button", h=110, x0=100, x1=210, keep=True)
            s.add("CANCEL", None, "BTN", "material_timepicker_cancel_button", h=110, x0=560, x1=760, keep=True)
            s.add("OK", None, "BTN", "material_timepicker_ok_button", h=110, x0=780, x1=960)
        return s

    T = "Design review with Tomasz"
    tr = Traj(agenda("10:23", "12:30 - 13:30", False))
    tr.click("New event", edit("10:23", "", "Mon, Oct 14, 2024", "11:00", "12:00"))
    tr.type("event_title", T, edit("10:24", T, "Mon, Oct 14, 2024", "11:00", "12:00"))
    tr.click("event_start_date", edit("10:24", T, "Mon, Oct 14, 2024", "11:00", "12:00", dialog="date"))
    tr.click("17 October 2024", edit("10:24", T, "Mon, Oct 14, 2024", "11:00", "12:00", dialog="date17"))
    tr.click("OK", edit("10:25", T, "Thu, Oct 17, 2024", "11:00", "12:00"))
    tr.click("event_start_time", edit("10:25", T, "Thu, Oct 17, 2024", "11:00", "12:00", dialog="clock"))
    tr.click("Switch to text input mode for the time input.", edit("10:25", T, "Thu, Oct 17, 2024", "11:00", "12:00", dialog="input"))
    tr.type("material_hour_text_input", "14", edit("10:26", T, "Thu, Oct 17, 2024", "11:00", "12:00", dialog="input", hour="14"))
    tr.click("OK", edit("10:26", T, "Thu, Oct 17, 2024", "14:00", "15:00"))
    tr.click("Save", agenda("10:26", "12:30 - 13:00", True, b=60))
    tr.add_to(rs, "h54-android-16", bad=True, turn=10,
              kind="After saving the new event the agenda lists Lunch with Priya as 12:30 - 13:00, though it read 12:30 - 13:30 in the start state and was never edited.")


# ---------------------------------------------------------------- 17 OsmAnd (clean)
def t17(rs: RowSet) -> None:
    P = "net.osmand"

    def mapview(s: Screen) -> None:
        s.add(None, "Map", "V", "MapView", y=136, h=2264, x0=0, x1=1080, keep=True, click=True, long=True, d=3)
        s.add(None, "Menu", "IB", "map_menu_button", y=2220, h=150, x0=24, x1=174, keep=True, d=3)
        s.add(None, "Search", "IB", "map_search_button", y=170, h=130, x0=24, x1=154, keep=True, d=3)
        s.add(None, "Directions", "IB", "map_route_info_button", y=2220, h=150, x0=200, x1=350, keep=True, d=3)
        s.add(None, "Zoom in", "IB", "map_zoom_in_button", y=1500, h=150, x0=906, x1=1056, keep=True, d=3)
        s.add(None, "Zoom out", "IB", "map_zoom_out_button", y=1660, h=150, x0=906, x1=1056, keep=True, d=3)
        s.add(None, "My location", "IB", "map_my_location_button", y=2060, h=150, x0=906, x1=1056, keep=True, d=3)
        s.add("100 m", None, "TV", "map_ruler_text", y=2100, h=60, x0=200, x1=360, keep=True, d=3)
        s.add(None, "Compass", "IB", "map_compass_button", y=330, h=130, x0=24, x1=154, d=3)

    def plain(c: str) -> Screen:
        s = Screen(P, c, 70, fmt="tree")
        mapview(s)
        return s

    def ctx(c: str, title: str, sub: str, fav: bool) -> Screen:
        s = Screen(P, c, 70, fmt="tree")
        mapview(s)
        s.add(None, None, "LL", "context_menu_main", y=1480, h=920, x0=0, x1=1080, keep=True, d=3)
        s.add(title, None, "TV", "context_menu_line1", y=1520, h=90, x0=48, x1=900, d=4)
        s.add(sub, None, "TV", "context_menu_line2", h=60, x0=48, x1=900, d=4)
        s.add("420 m · 52.53961, 13.41005", None, "TV", "context_menu_line3", h=60, x0=48, x1=900, d=4)
        s.add(None, "Close", "IB", "context_menu_close_btn", y=1520, h=110, x0=930, x1=1040, d=4)
        s.at(1800)
        for i, t in enumerate(("Edit" if fav else "Add", "Marker", "Share", "Actions")):
            s.add(t, None, "TV", "context_menu_button", h=200, x0=i * 270, x1=(i + 1) * 270, keep=i < 3, click=True, d=4)
        s.add("Directions from", None, "BTN", "context_menu_directions_from", h=120, x0=48, x1=520, keep=True, d=4)
        s.add("Directions", None, "BTN", "context_menu_route_button", h=120, x0=560, x1=1032, d=4)
        return s

    def addfav(c: str, name: str, focused: bool, b: int = 70, nfav: int = 4) -> Screen:
        s = Screen(P, c, b, fmt="tree")
        s.add(None, "Close", "IB", "toolbar_back", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("Add favorite", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=900, d=3)
        s.add(name, None, "ET", "name_edit", y=320, h=150, hint="Name", focused=focused, d=3)
        s.add("Kastanienallee 7-9, 10435 Berlin", None, "ET", "address_edit", h=150, hint="Address", d=3)
        s.add(None, None, "ET", "description_edit", h=150, hint="Description", d=3)
        s.add("Group", None, "TV", "group_label", h=70, d=3)
        for g, n in (("Favorites", str(nfav)), ("Food", "7"), ("Work", "2")):
            s.add(g, f"{g}, {n} points", "TV", "group_chip", h=110, click=True, selected=g == "Favorites", d=3)
        s.add("Icon, color and shape", None, "TV", "section_title", h=90, d=3)
        s.add(None, "Color: orange", "V", "color_preview", h=110, x0=48, x1=158, keep=True, d=3)
        s.add(None, "Icon: special_star", "V", "icon_preview", h=110, x0=180, x1=290, keep=True, d=3)
        s.add(None, "Shape: circle", "V", "shape_preview", h=110, x0=312, x1=422, d=3)
        s.add("Save", None, "BTN", "dismiss_button", y=2220, h=140, x0=540, x1=1032, d=3)
        return s

    FAV0 = [("Café Einstein Stammhaus", "Kurfürstenstraße 58", "5.8 km"), ("Mauerpark", "Bernauer Str. 63-64", "1.1 km"),
            ("Tempelhofer Feld", "Tempelhofer Damm", "7.9 km"), ("Tiergarten Rosengarten", "Großer Tiergarten", "4.6 km")]

    def places(c: str, favs: list[tuple[str, str, str]], *, menu_for: str | None = None, b: int = 69) -> Screen:
        s = Screen(P, c, b, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("My places", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=700, keep=True, d=3)
        s.add(None, "Sort", "TV", "sort_item", y=150, h=130, x0=760, x1=900, keep=True, click=True, d=3)
        s.add(None, "More options", "IB", y=150, h=130, x0=900, x1=1040, d=3)
        for i, t in enumerate(("Favorites", "Tracks", "Notes", "Edits")):
            s.add(t, None, "TV", "tab", y=290, h=110, x0=i * 270, x1=(i + 1) * 270, keep=i < 3, click=True, selected=t == "Favorites", d=3)
        s.add(None, None, "LV", "favourites_list", h=1800, x0=0, x1=1080, keep=True, scroll=True, d=3)
        s.add("Favorites", None, "TV", "group_name", h=70, x0=48, x1=800, keep=True, d=4)
        s.add(str(len(favs)), None, "TV", "group_count", h=70, x0=900, x1=1032, d=4)
        for name, addr, dist in favs:
            y = s.y
            s.add(None, "Favorite icon", "IMG", "favourite_icon", y=y + 30, h=90, x0=48, x1=138, keep=True, d=5)
            s.add(name, None, "TV", "favourite_label", y=y + 16, h=66, x0=170, x1=900, keep=True, click=True, d=5)
            s.add(f"{dist} · {addr}", None, "TV", "favourite_distance", y=y + 84, h=50, x0=170, x1=900, keep=True, d=5)
            s.add(None, "More options", "IB", "options", y=y + 30, h=100, x0=930, x1=1040, keep=True, d=5)
            s.at(y + 150)
        s.add("Food", None, "TV", "group_name", h=110, click=True, d=4)
        s.add("7", None, "TV", "group_count", h=70, x0=900, x1=1032, d=4)
        s.add("Work", None, "TV", "group_name", h=110, click=True, d=4)
        s.add("2", None, "TV", "group_count", h=70, x0=900, x1=1032, d=4)
        if menu_for:
            s.add(None, None, "LV", "popup_list", y=1100, h=480, x0=540, x1=1040, keep=True, d=3)
            for t in ("Show on map", "Edit", "Share", "Delete"):
                s.add(t, None, "TV", "popup_item", h=120, x0=540, x1=1040, click=True, d=4)
        return s

    def edit(c: str, name: str, focused: bool) -> Screen:
        s = addfav(c, name, focused, b=69, nfav=5)
        s.els[s.nsys + 1]["text"] = "Edit favorite"
        return s

    def drawer(c: str) -> Screen:
        s = Screen(P, c, 69, fmt="tree")
        mapview(s)
        s.add(None, None, "LV", "drawer_list", y=136, h=2264, x0=0, x1=860, keep=True, d=3)
        s.add("OsmAnd", None, "TV", "drawer_header", y=160, h=140, x0=48, x1=820, d=4)
        for t in ("My places", "Search", "Directions", "Configure map", "Download maps", "Trip recording", "Plugins", "Settings", "Help & Feedback"):
            s.add(t, None, "TV", "drawer_item", h=130, x0=48, x1=820, click=True, d=4)
        s.add("OsmAnd 4.8.6 · Maps: Germany_berlin_europe 07.10.2024", None, "TV", "drawer_footer", y=2260, h=90, x0=48, x1=820, d=4)
        return s

    prater = ("Prater Garten", "Kastanienallee 7-9", "420 m")
    favs1 = sorted(FAV0 + [prater], key=lambda t: t[0])
    favs2 = sorted(FAV0 + [("Biergarten Prater", prater[1], prater[2])], key=lambda t: t[0])
    tr = Traj(plain("17:55"))
    tr.long("Map", ctx("17:55", "Kastanienallee 7-9", "10435 Berlin, Prenzlauer Berg", False))
    tr.click("Add", addfav("17:56", "Kastanienallee 7-9", True))
    tr.type("name_edit", "Prater Garten", addfav("17:56", "Prater Garten", True))
    tr.click("Save", ctx("17:56", "Prater Garten", "Favorites · Kastanienallee 7-9, 10435 Berlin", True))
    tr.click("Menu", drawer("17:57"))
    tr.click("My places", places("17:57", favs1))
    tr.click("options", places("17:57", favs1, menu_for="Prater Garten"), nth=favs1.index(prater))
    tr.click("Edit", edit("17:58", "Prater Garten", False))
    tr.type("name_edit", "Biergarten Prater", edit("17:58", "Biergarten Prater", True))
    tr.click("Save", places("17:59", favs2, b=68))
    tr.add_to(rs, "h54-android-17")


# ---------------------------------------------------------------- 18 Pro Expense (clean)
def t18(rs: RowSet) -> None:
    P = "com.arduia.expense"
    OCT = [("Bike repair", "Transport", 3550, "14/10/2024"), ("Groceries Lidl", "Food", 4215, "14/10/2024"),
           ("Train ticket", "Transport", 1890, "13/10/2024"), ("Cinema", "Entertainment", 2400, "12/10/2024"),
           ("Pharmacy", "Health", 1135, "11/10/2024"), ("Dinner Sakura", "Food", 9000, "10/10/2024"),
           ("Electricity bill", "Household", 9620, "08/10/2024"), ("Gym membership", "Health", 3990, "06/10/2024"),
           ("Bookstore", "Entertainment", 2745, "04/10/2024"), ("Fuel", "Transport", 6280, "03/10/2024")]

    def eur(cents: int) -> str:
        return f"€ {cents // 100:,}.{cents % 100:02d}"

    def nav(s: Screen, sel: str) -> None:
        for i, t in enumerate(("Home", "Expenses", "Statistics", "Settings")):
            s.add(t, None, "TV", "bottom_nav_item", y=2260, h=140, x0=i * 270, x1=(i + 1) * 270, keep=True, click=True, selected=t == sel, d=3)

    def row(s: Screen, e: tuple[str, str, int, str], sel: bool = False) -> None:
        name, cat, cents, date = e
        y = s.y
        s.add(None, cat, "IMG", "img_category", y=y + 24, h=100, x0=40, x1=140, keep=True, d=4)
        s.add(name, None, "TV", "tv_name", y=y + 16, h=66, x0=170, x1=760, keep=True, click=True, long=True, selected=sel, d=4)
        s.add(f"{cat} · {date}", None, "TV", "tv_date", y=y + 86, h=50, x0=170, x1=760, keep=True, d=4)
        s.add(eur(cents), None, "TV", "tv_amount", y=y + 40, h=66, x0=780, x1=1040, keep=True, d=4)
        s.at(y + 150)

    def home(c: str, items: list[tuple[str, str, int, str]], b: int = 49) -> Screen:
        s = Screen(P, c, b, fmt="tree")
        s.add("Pro Expense", None, "TV", "toolbar_title", y=150, h=130, x0=48, x1=700, d=3)
        s.add("October 2024", None, "TV", "tv_month", y=320, h=70, d=3)
        s.add("Total expense", None, "TV", "tv_total_label", h=70, d=3)
        s.add(eur(sum(e[2] for e in items)), None, "TV", "tv_total_value", h=140, d=3)
        s.add(None, "Daily expense graph, last 7 days", "V", "expense_graph", h=420, d=3)
        s.add("Recent", None, "TV", "tv_recent", h=90, x0=48, x1=700, keep=True, d=3)
        s.add("More", None, "BTN", "btn_more", h=90, x0=800, x1=1032, d=3)
        s.add(None, None, "RV", "rv_recent", h=760, x0=0, x1=1080, keep=True, d=3)
        for e in items[:5]:
            row(s, e)
        s.add(None, "Add expense", "IB", "fab_add", y=2060, h=168, x0=864, x1=1032, d=3)
        nav(s, "Home")
        return s

    def entry(c: str, name: str, amount: str, cat: str, picker: bool = False) -> Screen:
        s = Screen(P, c, 49, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("New expense", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=900, d=3)
        s.add(name or None, None, "ET", "edt_name", y=320, h=150, hint="Name", focused=bool(name) and not amount, d=3)
        s.add(amount or None, None, "ET", "edt_amount", h=150, hint="Amount (€)", focused=bool(amount) and not picker, d=3)
        s.add(cat, None, "SP", "spinner_category", h=150, d=3)
        s.add("14/10/2024", None, "TV", "tv_date", h=150, click=True, d=3)
        s.add(None, None, "ET", "edt_note", h=300, hint="Note", d=3)
        s.add("SAVE", None, "BTN", "btn_save", y=2200, h=150, d=3)
        if picker:
            s.add(None, None, "LV", "select_dialog_listview", y=700, h=900, x0=100, x1=980, keep=True, d=3)
            for t in ("Food", "Transport", "Entertainment", "Health", "Household", "Clothes", "Other"):
                s.add(t, None, "CTV", "text1", h=128, x0=100, x1=980, checked=t == cat, d=4)
        return s

    def expenses(c: str, items: list[tuple[str, str, int, str]], sel: str | None = None, dialog: bool = False) -> Screen:
        s = Screen(P, c, 48, fmt="tree")
        if sel:
            s.add(None, "Close selection", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
            s.add("1 selected", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=700, keep=True, d=3)
            s.add(None, "Delete", "TV", "delete", y=150, h=130, x0=900, x1=1040, click=True, d=3)
        else:
            s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
            s.add("Expenses", None, "TV", "toolbar_title", y=150, h=130, x0=150, x1=700, keep=True, d=3)
            s.add(None, "Filter", "TV", "filter", y=150, h=130, x0=900, x1=1040, click=True, d=3)
        s.add(None, None, "RV", "rv_expenses", y=300, h=1940, x0=0, x1=1080, keep=True, scroll=True, d=3)
        s.add("October 2024", None, "TV", "tv_header", h=90, d=4)
        for e in items:
            row(s, e, sel=e[0] == sel)
        if dialog:
            s.add(None, None, "FL", "parentPanel", y=900, h=520, x0=60, x1=1020, keep=True, d=3)
            s.add("Delete expense?", None, "TV", "alertTitle", y=960, h=100, x0=120, x1=960, d=4)
            s.add("1 item will be deleted permanently.", None, "TV", "message", h=120, x0=120, x1=960, d=4)
            s.gap(60)
            s.add("CANCEL", None, "BTN", "button2", h=110, x0=520, x1=720, keep=True, d=4)
            s.add("DELETE", None, "BTN", "button1", h=110, x0=740, x1=960, d=4)
        nav(s, "Expenses")
        return s

    def stats(c: str, items: list[tuple[str, str, int, str]]) -> Screen:
        s = Screen(P, c, 48, fmt="tree")
        s.add("Statistics", None, "TV", "toolbar_title", y=150, h=130, x0=48, x1=700, d=3)
        s.add("October 2024", None, "SP", "spinner_month", y=320, h=110, d=3)
        total = sum(e[2] for e in items)
        s.add(None, "Pie chart of expenses by category", "V", "pie_chart", h=700, x0=190, x1=890, d=3)
        s.add(f"Total {eur(total)}", None, "TV", "tv_total", h=90, d=3)
        cats: dict[str, int] = {}
        for e in items:
            cats[e[1]] = cats.get(e[1], 0) + e[2]
        for cat, cents in sorted(cats.items(), key=lambda kv: -kv[1]):
            s.add(cat, None, "TV", "tv_category", h=100, x0=48, x1=520, keep=True, d=4)
            s.add(f"{cents * 100 / total:.1f}%", None, "TV", "tv_percent", h=100, x0=540, x1=720, keep=True, d=4)
            s.add(eur(cents), None, "TV", "tv_amount", h=100, x0=740, x1=1032, d=4)
        nav(s, "Statistics")
        return s

    before = OCT[1:]
    after = OCT
    final = [e for e in OCT if e[0] != "Cinema"]
    assert sum(e[2] for e in before) == 41275 and sum(e[2] for e in final) == 42425
    tr = Traj(home("20:10", before))
    tr.click("Add expense", entry("20:10", "", "", "Food"))
    tr.type("edt_name", "Bike repair", entry("20:10", "Bike repair", "", "Food"))
    tr.type("edt_amount", "35.50", entry("20:11", "Bike repair", "35.50", "Food"))
    tr.click("spinner_category", entry("20:11", "Bike repair", "35.50", "Food", picker=True))
    tr.click("Transport", entry("20:11", "Bike repair", "35.50", "Transport"))
    tr.click("SAVE", home("20:12", after))
    tr.click("More", expenses("20:12", after))
    tr.long("Cinema", expenses("20:12", after, sel="Cinema"))
    tr.click("Delete", expenses("20:13", after, sel="Cinema", dialog=True))
    tr.click("DELETE", expenses("20:13", final))
    tr.back(home("20:13", final, b=48))
    tr.click("Statistics", stats("20:14", final))
    tr.add_to(rs, "h54-android-18")


# ---------------------------------------------------------------- 19 Recipe Keeper (bad, turn 3)
def t19(rs: RowSet) -> None:
    P = "com.tinytap.recipekeeper"
    ING = ["300 g arborio rice", "400 g chestnut mushrooms, sliced", "20 g dried porcini, soaked in 200 ml hot water",
           "1 onion, finely chopped", "2 garlic cloves, minced", "2 tbsp olive oil", "150 ml dry white wine",
           "1.2 l hot vegetable stock", "40 g butter", "60 g parmesan, grated", "Small bunch of flat-leaf parsley, chopped",
           "Salt and black pepper"]
    STEPS = ["Drain the porcini, keeping the soaking liquid, and chop them finely.",
             "Heat the oil in a large pan and fry the onion for 5 mins until soft. Add the garlic and cook for 1 min.",
             "Turn up the heat, add the chestnut mushrooms and porcini and cook until golden, about 6 mins.",
             "Stir in the rice for 1 min, then pour in the wine and let it bubble away.",
             "Add the porcini liquid and the stock a ladle at a time, stirring, for 20-25 mins until the rice is creamy.",
             "Take off the heat, beat in the butter and parmesan, season and scatter with parsley."]

    def recipes(c: str, fav: bool) -> Screen:
        s = Screen(P, c, 95)
        s.add(None, "Open navigation drawer", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add("Recipes", None, "TV", "toolbar_title", y=150, h=140, x0=160, x1=600, keep=True)
        s.add(None, "Search", "TV", "action_search", y=150, h=140, x0=760, x1=900, keep=True, click=True)
        s.add(None, "Sort", "TV", "action_sort", y=150, h=140, x0=900, x1=1040, click=True)
        s.add("All recipes (5)", None, "TV", "category_header", h=90)
        s.add(None, None, "RV", "recipe_list", h=1800, x0=0, x1=1080, keep=True, scroll=True)
        for name, info, f in (("Banana Bread", "Baking · 1 hr 10 mins", True), ("Lemon Garlic Salmon", "Dinner · 25 mins", False),
                              ("Mushroom Risotto", "Dinner · 50 mins", fav), ("Shakshuka", "Breakfast · 30 mins", True),
                              ("Thai Green Curry", "Dinner · 40 mins", False)):
            y = s.y
            s.add(None, name, "IMG", "recipe_image", y=y + 16, h=220, x0=32, x1=332, keep=True, click=True)
            s.add(name, None, "TV", "recipe_name", y=y + 40, h=70, x0=360, x1=960, keep=True, click=True)
            s.add(info, None, "TV", "recipe_info", y=y + 120, h=56, x0=360, x1=960, keep=True)
            if f:
                s.add(None, "Favourite", "IMG", "recipe_favourite", y=y + 40, h=70, x0=960, x1=1040, keep=True)
            s.at(y + 252)
        s.add(None, "Add recipe", "IB", "fab_add", y=2180, h=168, x0=864, x1=1032)
        return s

    def recipe(c: str, tab: str, first: int, fav: bool = False, toast: bool = False, ing: list[str] = ING) -> Screen:
        s = Screen(P, c, 95)
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add(None, "Remove from favourites" if fav else "Add to favourites", "TV", "action_favourite", y=150, h=140, x0=620, x1=760, keep=True, click=True)
        s.add(None, "Edit", "TV", "action_edit", y=150, h=140, x0=760, x1=900, keep=True, click=True)
        s.add(None, "More options", "IB", y=150, h=140, x0=900, x1=1040)
        if first == 0:
            s.add(None, "Mushroom Risotto photo", "IMG", "recipe_photo", h=520, x0=0, x1=1080)
            s.add("Mushroom Risotto", None, "TV", "recipe_name", h=110)
            s.add("Serves 4 · Prep 15 mins · Cook 35 mins", None, "TV", "recipe_times", h=70)
            s.add("Dinner, Italian", None, "TV", "recipe_categories", h=60)
        s.add("INGREDIENTS", None, "TV", "tab_ingredients", h=110, x0=0, x1=540, keep=True, click=True, selected=tab == "ing")
        s.add("DIRECTIONS", None, "TV", "tab_directions", h=110, x0=540, x1=1080, click=True, selected=tab == "dir")
        s.add(None, None, "RV", "detail_list", h=2400 - 110 - s.y, x0=0, x1=1080, keep=True, scroll=True)
        if tab == "ing":
            for line in ing[first:first + 7]:
                s.add(line, None, "CB", "ingredient_line", h=120, x0=48, x1=1032)
            if first + 7 > len(ing):
                s.add("NOTES", None, "TV", "notes_header", h=100)
                s.add("Use a good-quality stock; the porcini liquid adds most of the depth. Leftovers make great arancini.", None, "TV", "notes_text", h=180)
                s.add("Source: bbcgoodfood.com", None, "TV", "source_text", h=70, click=True)
        else:
            for i, st in enumerate(STEPS, 1):
                s.add(str(i), None, "TV", "step_number", h=80, x0=48, x1=120, keep=True)
                s.add(st, None, "TV", "step_text", h=60 * (1 + len(st) // 44), x0=140, x1=1032)
                s.gap(20)
        if toast:
            s.add("Added to favourites", None, "TV", "message", y=2050, h=110, x0=240, x1=840)
        return s

    changed = [("50 g parmesan, grated" if x == "60 g parmesan, grated" else x) for x in ING]
    tr = Traj(recipes("18:30", False))
    tr.click("Mushroom Risotto", recipe("18:30", "ing", 0))
    tr.scroll("down", recipe("18:30", "ing", 3))
    tr.scroll("down", recipe("18:31", "ing", 6, ing=changed))
    tr.click("DIRECTIONS", recipe("18:31", "dir", 6))
    tr.click("Add to favourites", recipe("18:31", "dir", 6, fav=True, toast=True))
    tr.back(recipes("18:32", True))
    tr.add_to(rs, "h54-android-19", bad=True, turn=3,
              kind="Scrolling the ingredient list shows '50 g parmesan, grated', but the same line read '60 g parmesan, grated' one scroll earlier (turn 2) with no edit.")


# ---------------------------------------------------------------- 20 Camera + Google Photos (bad, turn 6)
def t20(rs: RowSet) -> None:
    CAM, PH = "com.google.android.GoogleCamera", "com.google.android.apps.photos"

    def camera(c: str, zoom: str, last: str) -> Screen:
        s = Screen(CAM, c, 57, fmt="tree")
        s.add(None, "Camera preview", "V", "preview_surface", y=136, h=1800, x0=0, x1=1080, keep=True, click=True, d=3)
        s.add(None, "Settings", "IB", "settings_button", y=170, h=110, x0=24, x1=134, keep=True, d=3)
        s.add(None, "Flash off", "IB", "flash_button", y=170, h=110, x0=160, x1=270, keep=True, d=3)
        s.add(None, "Timer off", "IB", "timer_button", y=170, h=110, x0=300, x1=410, d=3)
        for i, z in enumerate(("0.5", "1x" if zoom == "1x" else "1", "2x" if zoom == "2x" else "2")):
            s.add(z, f"Zoom {z.rstrip('x')}x", "BTN", "zoom_button", y=1720, h=110, x0=340 + i * 140, x1=460 + i * 140, keep=True, selected=z.endswith("x"), d=3)
        s.at(1960)
        for i, m in enumerate(("Night Sight", "Portrait", "Photo", "Video", "Modes")):
            s.add(m, None, "TV", "mode_item", h=90, x0=20 + i * 210, x1=220 + i * 210, keep=i < 4, click=True, selected=m == "Photo", d=3)
        s.add(None, last, "IB", "thumbnail_button", y=2120, h=160, x0=80, x1=240, keep=True, d=3)
        s.add(None, "Shutter", "IB", "shutter_button", y=2080, h=240, x0=420, x1=660, keep=True, d=3)
        s.add(None, "Switch to front camera", "IB", "camera_switch_button", y=2120, h=160, x0=840, x1=1000, d=3)
        return s

    def viewer(c: str, *, details: bool, name: str, b: int = 56, dialog: bool = False) -> Screen:
        s = Screen(PH, c, b, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("Today", None, "TV", "title", y=160, h=64, x0=150, x1=700, d=3)
        s.add("10:21 AM", None, "TV", "subtitle", h=50, x0=150, x1=700, d=3)
        s.add(None, "Favorite", "IB", "favorite", y=150, h=130, x0=780, x1=900, keep=True, d=3)
        s.add(None, "More options", "IB", y=150, h=130, x0=920, x1=1040, d=3)
        s.add(None, "Photo taken on Oct 14, 2024 10:21:47 AM", "IMG", "photo", y=300, h=900 if details else 1800, x0=0, x1=1080, click=True, d=3)
        if details:
            s.add(None, None, "SV", "details_sheet", y=1200, h=900, x0=0, x1=1080, keep=True, scroll=True, d=3)
            s.add("Add a description", None, "ET", "caption", h=110, d=4)
            s.add("Details", None, "TV", "details_header", h=90, d=4)
            s.add("Mon, Oct 14, 2024 • 10:21 AM", None, "TV", "date", h=70, click=True, d=4)
            s.add("GMT-07:00", None, "TV", "timezone", h=56, d=4)
            s.add(name, None, "TV", "filename", h=70, d=4)
            s.add("12.5MP • 4080 × 3072 • 3.1 MB", None, "TV", "file_info", h=56, d=4)
            s.add("/storage/emulated/0/DCIM/Camera", None, "TV", "file_path", h=56, d=4)
            s.add("Google Pixel 7", None, "TV", "camera_model", h=70, d=4)
            s.add("ƒ/1.85 • 1/120 • 6.81mm • ISO53", None, "TV", "exposure", h=56, d=4)
            s.add("Add a location", None, "TV", "location", h=70, click=True, d=4)
            s.add("Backed up (3.1 MB) • Original quality", None, "TV", "backup_status", h=70, d=4)
        for i, t in enumerate(("Share", "Edit", "Lens", "Delete")):
            s.add(None, t, "IB", t.lower() + "_button", y=2160, h=140, x0=i * 270 + 65, x1=i * 270 + 205, keep=i < 3, d=3)
        if dialog:
            s.add(None, None, "V", "scrim", y=0, h=2400, x0=0, x1=1080, keep=True, click=True, d=2)
            s.add("Move to trash?", None, "TV", "sheet_title", y=1640, h=100, d=3)
            s.add("Items in trash will be permanently deleted after 60 days. This also removes the item from your Google Account.", None, "TV", "sheet_message", h=200, d=3)
            s.add("Move to trash", None, "BTN", "move_to_trash", h=130, d=3)
            s.add("Cancel", None, "BTN", "cancel", h=130, d=3)
        return s

    def editor(c: str) -> Screen:
        s = Screen(PH, c, 56, fmt="tree")
        s.add("Cancel", None, "BTN", "cancel_button", y=160, h=110, x0=24, x1=260, keep=True, d=3)
        s.add("Save copy", None, "BTN", "save_button", y=160, h=110, x0=760, x1=1056, enabled=False, d=3)
        s.add(None, "Photo preview", "IMG", "editor_preview", y=300, h=1300, x0=0, x1=1080, d=3)
        s.add(None, None, "HSV", "suggestions", h=260, x0=0, x1=1080, keep=True, scroll=True, d=3)
        for i, t in enumerate(("Enhance", "Dynamic", "Warm", "Cool", "Portrait")):
            s.add(t, None, "BTN", "suggestion_chip", h=260, x0=20 + i * 240, x1=240 + i * 240, keep=i < 4, d=4)
        s.at(2180)
        for i, t in enumerate(("Suggestions", "Crop", "Tools", "Adjust", "Filters", "Markup")):
            s.add(t, None, "TV", "editor_tab", h=110, x0=i * 180, x1=(i + 1) * 180, keep=i < 5, click=True, selected=t == "Suggestions", d=3)
        return s

    def previous(c: str) -> Screen:
        s = Screen(PH, c, 56, fmt="tree")
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True, d=3)
        s.add("Yesterday", None, "TV", "title", y=160, h=64, x0=150, x1=700, d=3)
        s.add("6:48 PM", None, "TV", "subtitle", h=50, x0=150, x1=700, d=3)
        s.add(None, "Favorite", "IB", "favorite", y=150, h=130, x0=780, x1=900, keep=True, d=3)
        s.add(None, "More options", "IB", y=150, h=130, x0=920, x1=1040, d=3)
        s.add(None, "Photo taken on Oct 13, 2024 6:48:02 PM", "IMG", "photo", y=300, h=1800, x0=0, x1=1080, click=True, d=3)
        s.add("Moved to trash", None, "TV", "snackbar_text", y=1980, h=110, x0=48, x1=760, keep=True, d=3)
        s.add("Undo", None, "BTN", "snackbar_action", y=1980, h=110, x0=800, x1=1032, d=3)
        for i, t in enumerate(("Share", "Edit", "Lens", "Delete")):
            s.add(None, t, "IB", t.lower() + "_button", y=2160, h=140, x0=i * 270 + 65, x1=i * 270 + 205, keep=i < 3, d=3)
        return s

    good, bad = "PXL_20241014_172147312.jpg", "PXL_20241014_172147132.jpg"
    tr = Traj(camera("10:21", "1x", "Open last photo, taken Oct 13, 2024 6:48 PM"))
    tr.click("Zoom 2x", camera("10:21", "2x", "Open last photo, taken Oct 13, 2024 6:48 PM"))
    tr.click("Shutter", camera("10:21", "2x", "Open last photo, taken Oct 14, 2024 10:21 AM"))
    tr.click("thumbnail_button", viewer("10:22", details=False, name=good))
    tr.scroll("up", viewer("10:22", details=True, name=good))
    tr.click("Edit", editor("10:22"))
    tr.click("Cancel", viewer("10:23", details=True, name=bad))
    tr.click("Delete", viewer("10:23", details=True, name=bad, dialog=True))
    tr.click("Move to trash", previous("10:23"))
    tr.add_to(rs, "h54-android-20", bad=True, turn=6,
              kind="Back from the editor the photo's details give the file name PXL_20241014_172147132.jpg, but the same photo was PXL_20241014_172147312.jpg at turn 4 and was not saved or renamed.")


# ---------------------------------------------------------------- 21 Settings: display (clean)
def t21(rs: RowSet) -> None:
    P = "com.android.settings"

    def display(c: str, dark: bool, timeout: str, b: int) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add(None, "Search settings", "TV", "search", y=150, h=140, x0=900, x1=1040, click=True)
        s.add("Display", None, "TV", "collapsing_toolbar", y=300, h=160)
        s.add(None, None, "RV", "recycler_view", h=1900, x0=0, x1=1080, keep=True, scroll=True)
        s.add("Brightness", None, "TV", "category_title", h=90)
        s.add("Brightness level", None, "TV", "title", h=76, click=True)
        s.add("62%", None, "TV", "summary", h=60)
        s.add("Adaptive brightness", None, "TV", "title", h=76, x0=48, x1=860, keep=True, click=True)
        s.add(None, None, "SW", "switchWidget", h=136, x0=880, x1=1032, checked=True)
        s.add("Lock display", None, "TV", "category_title", h=90)
        for t, v in (("Lock screen", "Show all notification content"), ("Screen timeout", timeout)):
            s.add(t, None, "TV", "title", h=76, click=True)
            s.add(v, None, "TV", "summary", h=60)
        s.add("Appearance", None, "TV", "category_title", h=90)
        s.add("Dark theme", None, "TV", "title", h=76, x0=48, x1=860, keep=True, click=True)
        s.add(None, "Dark theme", "SW", "switchWidget", h=76, x0=880, x1=1032, checked=dark)
        s.add("Will never turn off automatically" if dark else "Will never turn on automatically", None, "TV", "summary", h=60)
        for t, v in (("Font size and text", "Default"), ("Display size", "Default")):
            s.add(t, None, "TV", "title", h=76, click=True)
            s.add(v, None, "TV", "summary", h=60)
        s.add("Color", None, "TV", "category_title", h=90)
        s.add("Night Light", None, "TV", "title", h=76, click=True)
        s.add("Off / Will never turn on automatically", None, "TV", "summary", h=60)
        s.add("Colors", None, "TV", "title", h=76, click=True)
        s.add("Adaptive", None, "TV", "summary", h=60)
        s.add("Other display controls", None, "TV", "category_title", h=90)
        s.add("Auto-rotate screen", None, "TV", "title", h=76, click=True)
        s.add("On - Face-based", None, "TV", "summary", h=60)
        return s

    OPTS = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]

    def timeout(c: str, sel: str, b: int) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add(None, "Search settings", "TV", "search", y=150, h=140, x0=900, x1=1040, click=True)
        s.add("Screen timeout", None, "TV", "collapsing_toolbar", y=300, h=160)
        s.add(None, None, "RV", "recycler_view", h=1900, x0=0, x1=1080, keep=True, scroll=True)
        s.add(None, "Screen timeout illustration", "IMG", "illustration", h=420, x0=240, x1=840)
        for o in OPTS:
            s.add(None, None, "RB", "widget_frame", h=130, x0=48, x1=160, keep=True, checked=o == sel)
            s.add(o, None, "TV", "title", h=130, x0=190, x1=1032, click=True)
        s.add("Screen attention", None, "TV", "title", h=76, x0=48, x1=860, keep=True, click=True)
        s.add(None, None, "SW", "switchWidget", h=136, x0=880, x1=1032, checked=False)
        s.add("Prevents your screen from turning off if you’re looking at it", None, "TV", "summary", h=60)
        s.add("Longer screen timeout settings use more battery.", None, "TV", "footer", h=110)
        return s

    def main_(c: str, b: int) -> Screen:
        s = Screen(P, c, b)
        s.add("Settings", None, "TV", "homepage_title", y=300, h=160)
        s.add("Search settings", None, "TV", "search_action_bar_title", h=130, click=True)
        s.add(None, "Profile picture, double tap to open Google Account", "IMG", "account_avatar", y=470, h=110, x0=920, x1=1030)
        s.add(None, None, "RV", "recycler_view", y=600, h=1800, x0=0, x1=1080, keep=True, scroll=True)
        for t, v in (("Network & internet", "Wi‑Fi, mobile, data usage, and hotspot"), ("Connected devices", "Bluetooth, pairing"),
                     ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                     ("Battery", f"{b}% - Until about 11:30 PM"), ("Storage", "61% used - 49.98 GB free"),
                     ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                     ("Wallpaper & style", "Colors, themed icons, app grid")):
            s.add(t, None, "TV", "title", h=76, x0=190, x1=1032, click=True)
            s.add(v, None, "TV", "summary", h=60, x0=190, x1=1032)
            s.gap(20)
        return s

    def battery(c: str, b: int) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Navigate up", "IB", y=150, h=140, x0=0, x1=140, keep=True)
        s.add("Battery", None, "TV", "collapsing_toolbar", y=300, h=160)
        s.add(None, None, "RV", "recycler_view", h=1900, x0=0, x1=1080, keep=True, scroll=True)
        s.add(f"{b}%", None, "TV", "battery_percent", h=150, x0=48, x1=500)
        s.add("Until about 11:30 PM", None, "TV", "summary1", h=70)
        s.add(None, f"Battery level {b} percent", "SB", "battery_meter", h=60)
        for t, v in (("Battery usage", "View usage for past 24 hours"), ("Battery Saver", "Off"), ("Adaptive preferences", "Adaptive Battery and Adaptive Charging")):
            s.add(t, None, "TV", "title", h=76, click=True)
            s.add(v, None, "TV", "summary", h=60)
            s.gap(20)
        s.add("Battery percentage", None, "TV", "title", h=76, x0=48, x1=860, keep=True, click=True)
        s.add(None, None, "SW", "switchWidget", h=136, x0=880, x1=1032, checked=True)
        s.add("Show battery percentage in status bar", None, "TV", "summary", h=60)
        s.add("Battery level for past 24 hr", None, "TV", "footer", h=90)
        s.add("Last full charge: 9 hr ago", None, "TV", "footer", h=70)
        return s

    tr = Traj(display("14:02", False, "After 30 seconds of inactivity", 54))
    tr.click("Dark theme", display("14:02", True, "After 30 seconds of inactivity", 54), nth=1)
    tr.click("Screen timeout", timeout("14:02", "30 seconds", 54))
    tr.click("2 minutes", timeout("14:03", "2 minutes", 54))
    tr.back(display("14:03", True, "After 2 minutes of inactivity", 54))
    tr.back(main_("14:04", 53))
    tr.click("Battery", battery("14:04", 53))
    tr.add_to(rs, "h54-android-21")


# ---------------------------------------------------------------- 22 Google Keep (bad, turn 11)
def t22(rs: RowSet) -> None:
    P = "com.google.android.keep"
    OTHER = [("Gate code", "4471# — works for the side gate too", "Label: Home"),
             ("Book recs from Dana", "Tomorrow, and Tomorrow, and Tomorrow; The Overstory; Piranesi", None),
             ("Wi-Fi at cabin", "Network: LakeviewCabin · pw lakeview2024 · router in hall closet", "Label: Travel"),
             ("Gift ideas", "Dad: bird feeder camera · Jo: pottery class voucher", None)]

    def grid(c: str, unticked: list[str], ticked: list[str], b: int = 80) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Open navigation drawer", "IB", y=160, h=130, x0=40, x1=160, keep=True)
        s.add("Search your notes", None, "TV", "open_search_bar_text_view", y=160, h=130, x0=160, x1=780, keep=True, click=True)
        s.add(None, "Switch to list view", "IB", "grid_list_toggle", y=160, h=130, x0=780, x1=900, keep=True)
        s.add(None, "Account and settings.", "IB", "selected_account_disc", y=165, h=120, x0=910, x1=1030)
        s.add(None, None, "RV", "browse_recycler_view", y=320, h=1800, x0=0, x1=1080, keep=True, scroll=True)
        s.add("Pinned", None, "TV", "header_text", h=80, x0=48, x1=600)
        y = s.y
        s.add(None, None, "FL", "browse_note_interior_content", y=y, h=720, x0=32, x1=532, keep=True, click=True, long=True)
        s.add("Groceries", None, "TV", "index_note_title", y=y + 30, h=70, x0=64, x1=500, keep=True)
        yy = y + 110
        for it in unticked:
            s.add(it, "Unchecked, " + it, "TV", "index_list_item_text", y=yy, h=60, x0=64, x1=500, keep=True)
            yy += 64
        if ticked:
            s.add(f"+ {len(ticked)} ticked item" + ("s" if len(ticked) > 1 else ""), None, "TV", "index_list_checked_items_count", y=yy + 10, h=56, x0=64, x1=500, keep=True)
        s.add(None, None, "FL", "browse_note_interior_content", y=y, h=380, x0=548, x1=1048, keep=True, click=True, long=True)
        s.add(OTHER[0][0], None, "TV", "index_note_title", y=y + 30, h=70, x0=580, x1=1020, keep=True)
        s.add(OTHER[0][1], None, "TV", "index_note_text_description", y=y + 110, h=180, x0=580, x1=1020, keep=True)
        s.add(OTHER[0][2], None, "TV", "index_note_label", y=y + 300, h=56, x0=580, x1=1020, keep=True)
        s.at(y + 760)
        s.add("Others", None, "TV", "header_text", h=80, x0=48, x1=600)
        y = s.y
        for i, (title, text, label) in enumerate(OTHER[1:]):
            x0 = 32 if i % 2 == 0 else 548
            yy = y + (i // 2) * 420
            s.add(None, None, "FL", "browse_note_interior_content", y=yy, h=400, x0=x0, x1=x0 + 500, keep=True, click=True, long=True)
            s.add(title, None, "TV", "index_note_title", y=yy + 30, h=70, x0=x0 + 32, x1=x0 + 470, keep=True)
            s.add(text, None, "TV", "index_note_text_description", y=yy + 110, h=200, x0=x0 + 32, x1=x0 + 470, keep=True)
            if label:
                s.add(label, None, "TV", "index_note_label", y=yy + 320, h=56, x0=x0 + 32, x1=x0 + 470, keep=True)
        s.add(None, "New list", "IB", "new_list_button", y=2260, h=140, x0=40, x1=180, keep=True)
        s.add(None, "New drawing note", "IB", "new_drawing_button", y=2260, h=140, x0=200, x1=340, keep=True)
        s.add(None, "New voice note", "IB", "new_audio_note_button", y=2260, h=140, x0=360, x1=500, keep=True)
        s.add(None, "New image note", "IB", "new_image_note_button", y=2260, h=140, x0=520, x1=660, keep=True)
        s.add(None, "New text note", "IB", "new_note_button", y=2100, h=168, x0=864, x1=1032)
        return s

    def note(c: str, unticked: list[str], ticked: list[str], edited: str, *, adding: str | None = None, b: int = 80) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True)
        s.add(None, "Unpin", "IB", "menu_pin", y=150, h=130, x0=620, x1=740, keep=True)
        s.add(None, "Reminder", "IB", "menu_reminder", y=150, h=130, x0=760, x1=880, keep=True)
        s.add(None, "Archive", "IB", "menu_archive", y=150, h=130, x0=900, x1=1020)
        s.add("Groceries", None, "ET", "editable_title", y=320, h=120, hint="Title")
        s.add(None, None, "RV", "list_items", h=1500, x0=0, x1=1080, keep=True, scroll=True)
        for it in unticked:
            s.add(None, "Drag handle", "IMG", "drag_handle", h=120, x0=0, x1=70, keep=True)
            s.add(None, None, "CB", "list_item_checkbox", h=120, x0=70, x1=170, keep=True, checked=False)
            s.add(it, None, "ET", "list_item_text", h=120, x0=190, x1=960, hint="List item")
        if adding is not None:
            s.add(None, "Drag handle", "IMG", "drag_handle", h=120, x0=0, x1=70, keep=True)
            s.add(None, None, "CB", "list_item_checkbox", h=120, x0=70, x1=170, keep=True, checked=False)
            s.add(adding or None, None, "ET", "list_item_text", h=120, x0=190, x1=960, keep=True, hint="List item", focused=True)
            s.add(None, "Delete", "IB", "list_item_delete", h=120, x0=960, x1=1060)
        s.add("List item", None, "TV", "add_item_text_view", h=120, x0=190, x1=960, click=True)
        if ticked:
            s.add(f"{len(ticked)} ticked item" + ("s" if len(ticked) > 1 else ""), None, "TV", "checked_items_header", h=110, x0=48, x1=900, click=True)
            for it in ticked:
                s.add(None, None, "CB", "list_item_checkbox", h=120, x0=70, x1=170, keep=True, checked=True)
                s.add(it, None, "ET", "list_item_text", h=120, x0=190, x1=960, hint="List item")
        s.add(None, "Add", "IB", "editor_bottom_bar_add", y=2260, h=140, x0=20, x1=160, keep=True)
        s.add(None, "Note background", "IB", "editor_bottom_bar_color", y=2260, h=140, x0=160, x1=300, keep=True)
        s.add(f"Edited {edited}", None, "TV", "editor_bottom_bar_status", y=2260, h=140, x0=330, x1=760, keep=True)
        s.add(None, "Action", "IB", "editor_bottom_bar_more", y=2260, h=140, x0=920, x1=1060)
        return s

    def search(c: str, q: str, b: int = 79) -> Screen:
        s = Screen(P, c, b)
        s.add(None, "Navigate up", "IB", y=160, h=130, x0=20, x1=140, keep=True)
        s.add(q or None, None, "ET", "search_box", y=160, h=130, x0=140, x1=1040, hint="Search your notes", focused=True)
        if not q:
            s.add("Types", None, "TV", "header", h=90)
            for i, t in enumerate(("Reminders", "Lists", "Images", "Drawings", "URLs")):
                s.add(t, None, "TV", "type_chip", y=s.y, h=240, x0=20 + i * 210, x1=220 + i * 210, keep=i < 4, click=True)
            s.add("Labels", None, "TV", "header", h=90)
            for i, t in enumerate(("Home", "Travel")):
                s.add(t, None, "TV", "label_chip", y=s.y, h=240, x0=20 + i * 210, x1=220 + i * 210, keep=i < 1, click=True)
        else:
            s.add(None, None, "RV", "browse_recycler_view", y=320, h=1800, x0=0, x1=1080, keep=True, scroll=True)
            title, text, label = OTHER[2]
            s.add(None, None, "FL", "browse_note_interior_content", y=340, h=400, x0=32, x1=532, keep=True, click=True, long=True)
            s.add(title, None, "TV", "index_note_title", y=370, h=70, x0=64, x1=500, keep=True)
            s.add(text, None, "TV", "index_note_text_description", y=450, h=200, x0=64, x1=500, keep=True)
            s.add(label, None, "TV", "index_note_label", y=660, h=56, x0=64, x1=500)
        return s

    def textnote(c: str, title: str, text: str, label: str | None, edited: str) -> Screen:
        s = Screen(P, c, 79)
        s.add(None, "Navigate up", "IB", y=150, h=130, x0=0, x1=130, keep=True)
        s.add(None, "Pin", "IB", "menu_pin", y=150, h=130, x0=620, x1=740, keep=True)
        s.add(None, "Reminder", "IB", "menu_reminder", y=150, h=130, x0=760, x1=880, keep=True)
        s.add(None, "Archive", "IB", "menu_archive", y=150, h=130, x0=900, x1=1020)
        s.add(title, None, "ET", "editable_title", y=320, h=120, hint="Title")
        s.add(text, None, "ET", "edit_note_text", h=300, hint="Note")
        if label:
            s.add(label, None, "BTN", "label_chip", h=90, x0=48, x1=260)
        s.add(None, "Add", "IB", "editor_bottom_bar_add", y=2260, h=140, x0=20, x1=160, keep=True)
        s.add(None, "Note background", "IB", "editor_bottom_bar_color", y=2260, h=140, x0=160, x1=300, keep=True)
        s.add(f"Edited {edited}", None, "TV", "editor_bottom_bar_status", y=2260, h=140, x0=330, x1=760, keep=True)
        s.add(None, "Action", "IB", "editor_bottom_bar_more", y=2260, h=140, x0=920, x1=1060)
        return s

    items0 = ["Oat milk", "Eggs (dozen)", "Spinach", "Sourdough", "Greek yogurt", "Bananas"]
    u1 = items0[1:]
    u2 = u1 + ["Coffee beans"]
    u3 = [x for x in u2 if x != "Eggs (dozen)"]
    tr = Traj(grid("10:30", items0, []))
    tr.click("Groceries", note("10:30", items0, [], "9:02 AM"))
    tr.click("list_item_checkbox", note("10:31", u1, ["Oat milk"], "10:31 AM"))
    tr.click("List item", note("10:31", u1, ["Oat milk"], "10:31 AM", adding=""), nth=0)
    tr.type("list_item_text", "Coffee beans", note("10:31", u1, ["Oat milk"], "10:31 AM", adding="Coffee beans"), nth=len(u1))
    tr.click("list_item_checkbox", note("10:32", u3, ["Eggs (dozen)", "Oat milk"], "10:32 AM"), nth=0)
    tr.back(grid("10:32", u3, ["Eggs (dozen)", "Oat milk"]))
    tr.click("Search your notes", search("10:32", ""))
    tr.type("search_box", "cabin", search("10:33", "cabin"))
    tr.click("Wi-Fi at cabin", textnote("10:33", "Wi-Fi at cabin", OTHER[2][1], "Travel", "Sep 14"))
    tr.back(search("10:33", "cabin"))
    tr.back(grid("10:34", ["Eggs (dozen)"] + u3, ["Oat milk"], b=79))
    tr.click("Gift ideas", textnote("10:34", "Gift ideas", OTHER[3][1], None, "Oct 2"))
    tr.add_to(rs, "h54-android-22", bad=True, turn=11,
              kind="The Groceries preview shows 'Eggs (dozen)' unticked again with only 1 ticked item, though Eggs was ticked at turn 5 and the note was not reopened.")



def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
