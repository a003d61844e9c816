# ruff: noqa: E501
"""Held-out set h50, domain ``android``: 22 AndroidWorld trajectories on a simulated Pixel phone.

Every observation is the full element list of the next screen, one ``UI element N: UIElement(...)``
line per element (AndroidWorld's own notation), and every action is an AndroidWorld JSON action whose
``index`` points into the previous screen. Eleven trajectories hold exactly one contradiction (the label
names the first turn whose screen conflicts with an earlier one); the other eleven are clean but full of
legitimate changes (edits, re-sorts, moving clocks, live counters, renames, deletions).

Run: ``python3 -m tests.decoherence.independent.holdout50_parts.android.make``
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, one `UI element N: UIElement(...)` line per element
3. **Android Action**: An AndroidWorld action as JSON (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait); `index` refers to the element list of the current screen

Predict the **next screen state** after the action is executed.

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

SYS = "com.android.systemui"
WIFI = "Wi\u2011Fi"  # Settings spells it with a non-breaking hyphen

El = dict[str, Any]


def E(text: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0), pkg: str = "",
      res: str | None = None, *, desc: str | None = None, hint: str | None = None, click: bool = False,
      check: bool | None = None, edit: bool = False, focus: bool = False, scroll: bool = False,
      sel: bool = False, lng: bool = False, on: bool = True) -> El:
    return {"text": text, "desc": desc, "cls": cls, "box": box, "pkg": pkg, "res": res, "hint": hint,
            "click": click, "check": check, "edit": edit, "focus": focus, "scroll": scroll, "sel": sel,
            "lng": lng, "on": on}


def maker(pkg: str):
    def f(text: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0),
          res: str | None = None, **kw: Any) -> El:
        return E(text, cls, box, pkg, res, **kw)
    return f


def _q(v: Any) -> str:
    return "None" if v is None else repr(v)


def render(els: list[El]) -> str:
    out = []
    for i, e in enumerate(els):
        x1, y1, x2, y2 = e["box"]
        cls = e["cls"] if "." in e["cls"] else "android.widget." + e["cls"]
        res = e["res"]
        if res and ":" not in res:
            res = f"{e['pkg']}:id/{res}"
        checkable = e["check"] is not None
        focusable = e["click"] or e["edit"]
        out.append(
            f"UI element {i}: UIElement(text={_q(e['text'])}, content_description={_q(e['desc'])}, "
            f"class_name={cls!r}, bbox=None, bbox_pixels=BoundingBox(x_min={x1}, x_max={x2}, y_min={y1}, y_max={y2}), "
            f"hint_text={_q(e['hint'])}, is_checked={bool(e['check'])}, is_checkable={checkable}, "
            f"is_clickable={e['click']}, is_editable={e['edit']}, is_enabled={e['on']}, is_focused={e['focus']}, "
            f"is_focusable={focusable}, is_long_clickable={e['lng']}, is_scrollable={e['scroll']}, "
            f"is_selected={e['sel']}, is_visible=True, package_name={e['pkg']!r}, resource_name={_q(res)}, "
            f"tooltip=None, resource_id=None, metadata=None)")
    return "\n".join(out)


def ix(els: list[El], key: str, nth: int = 0) -> int:
    """Index of the nth element whose text, content description or resource name is ``key``."""
    hits = [i for i, e in enumerate(els) if key in (e["text"], e["desc"]) or (e["res"] or "").endswith("/" + key) or e["res"] == key]
    if len(hits) <= nth:
        raise KeyError(key)
    return hits[nth]


class Traj:
    """Builds the (action, observation) turns of one trajectory; actions index into the previous screen."""

    def __init__(self, s0: list[El]) -> None:
        self.prev = s0
        self.state = render(s0)
        self.turns: list[tuple[str, str]] = []

    def _add(self, action: str, nxt: list[El]) -> None:
        self.turns.append((action, render(nxt)))
        self.prev = nxt

    def tap(self, key: str, nxt: list[El], nth: int = 0) -> None:
        self._add(droid("click", index=ix(self.prev, key, nth)), nxt)

    def hold(self, key: str, nxt: list[El], nth: int = 0) -> None:
        self._add(droid("long_press", index=ix(self.prev, key, nth)), nxt)

    def typ(self, key: str, text: str, nxt: list[El], nth: int = 0) -> None:
        self._add(droid("input_text", text=text, index=ix(self.prev, key, nth)), nxt)

    def do(self, action_type: str, nxt: list[El], **kw: Any) -> None:
        self._add(droid(action_type, **kw), nxt)


def sb(clock: str, batt: int, wifi: str | None = "Wifi signal full.", extra: tuple[str, ...] = ()) -> list[El]:
    """Status bar: clock, notification icons, Wi-Fi, mobile signal, battery."""
    els = [E(clock, "TextView", (52, 27, 171, 110), SYS, "clock")]
    x = 190
    for d in extra:
        els.append(E(None, "ImageView", (x, 45, x + 48, 93), SYS, "notificationIcons", desc=d))
        x += 58
    if wifi:
        els.append(E(None, "ImageView", (803, 45, 851, 93), SYS, "wifi_signal", desc=wifi))
    els.append(E(None, "ImageView", (863, 45, 911, 93), SYS, "mobile_signal", desc="Phone signal full."))
    els.append(E(None, "LinearLayout", (926, 41, 1027, 97), SYS, "battery", desc=f"Battery {batt} percent."))
    return els


def prefs(pkg: str, rows: list[tuple[Any, ...]], y0: int) -> list[El]:
    """Settings-style preference rows: (title, summary, switch) ; a title starting with '§' is a category header."""
    els: list[El] = []
    y = y0
    for r in rows:
        title, summary, sw = (tuple(r) + (None, None))[:3]
        enabled = r[3] if len(r) > 3 else True
        if title.startswith("§"):
            els.append(E(title[1:], "TextView", (63, y + 30, 1017, y + 84), pkg, "android:id/title"))
            y += 100
            continue
        h = 190 if summary else 150
        els.append(E(title, "TextView", (63, y + 40, 860, y + 100), pkg, "android:id/title", on=enabled))
        if summary:
            els.append(E(summary, "TextView", (63, y + 100, 860, y + 152), pkg, "android:id/summary", on=enabled))
        if sw is not None:
            els.append(E(None, "Switch", (891, y + h // 2 - 40, 1017, y + h // 2 + 40), pkg, "android:id/switch_widget",
                         check=sw, click=True, on=enabled))
        y += h
    return els


def settings(clock: str, batt: int, title: str, rows: list[tuple[Any, ...]], wifi: str | None = "Wifi signal full.",
             y0: int = 560) -> list[El]:
    P = "com.android.settings"
    els = sb(clock, batt, wifi)
    els.append(E(None, "ImageButton", (0, 139, 147, 286), P, desc="Navigate up", click=True))
    els.append(E(title, "TextView", (63, 330, 1017, 470), P, "collapsing_toolbar"))
    els.append(E(None, "androidx.recyclerview.widget.RecyclerView", (0, 500, 1080, 2400), P, "recycler_view", scroll=True))
    return els + prefs(P, rows, y0)


# ---------------------------------------------------------------- 01 Settings: Wi-Fi (clean)
def t01(rs: RowSet) -> None:
    P = "com.android.settings"
    e = maker(P)
    home = sb("09:12", 84, None) + [
        e("Search settings", "TextView", (105, 380, 975, 520), "search_action_bar_title", click=True),
        e(None, "androidx.recyclerview.widget.RecyclerView", (0, 560, 1080, 2400), "recycler_view", scroll=True),
    ] + prefs(P, [("Network & internet", "Mobile, Wi\u2011Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                  ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                  ("Battery", "84%"), ("Storage", "38% used - 79.4 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                  ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid")], 580)
    t = Traj(home)
    t.tap("Network & internet", settings("09:12", 84, "Network & internet", [
        ("Internet", "T-Mobile"), ("Calls & SMS", "T-Mobile"), ("SIMs", "T-Mobile"), ("Airplane mode", None, False),
        ("Hotspot & tethering", "Off"), ("Data Saver", "Off"), ("VPN", "None"), ("Private DNS", "Automatic"),
        ("Adaptive connectivity", None)], None))
    off_rows = [("T-Mobile", "Connected / 5G"), (WIFI, None, False), ("To see available networks, turn Wi\u2011Fi on", None),
                ("Network preferences", "Wi\u2011Fi doesn\u2019t turn back on automatically"), ("Saved networks", "2 networks"),
                ("Non\u2011carrier data usage", "0 B used Feb 14 \u2013 Mar 13")]
    t.tap("Internet", settings("09:13", 84, "Internet", off_rows, None))
    scan = [("Linden-5G", "Saved"), ("Linden-Guest", "Saved"), ("NETGEAR47", None), ("DIRECT-7B-HP OfficeJet 8020", None),
            ("xfinitywifi", None)]
    t.tap(WIFI, settings("09:13", 84, "Internet", [("T-Mobile", "Connected / 5G"), (WIFI, None, True)] + scan + [
        ("Add network", None), ("Network preferences", "Wi\u2011Fi doesn\u2019t turn back on automatically"), ("Saved networks", "2 networks")], None))
    conn = [("T-Mobile", "Connected / 5G"), (WIFI, None, True), ("Linden-5G", "Connected"), ("Linden-Guest", "Saved"),
            ("NETGEAR47", None), ("Pixel_4821", None), ("xfinitywifi", None), ("DIRECT-7B-HP OfficeJet 8020", None),
            ("Add network", None), ("Network preferences", "Wi\u2011Fi doesn\u2019t turn back on automatically"),
            ("Saved networks", "2 networks")]
    s4 = settings("09:13", 84, "Internet", conn)
    s4.insert(ix(s4, "Linden-5G") + 2, e(None, "ImageButton", (891, 1025, 1017, 1125), "settings_button", desc="Settings", click=True))
    t.do("wait", s4)

    def details(clock: str, privacy: str, mac: str, ip: str, tx: str, rx: str) -> list[El]:
        s = settings(clock, 84, "Linden-5G", [("Connected", None)], y0=470)
        s += [e("Forget", "Button", (63, 700, 330, 840), "button1", click=True),
              e("Disconnect", "Button", (375, 700, 705, 840), "button2", click=True),
              e("Share", "Button", (750, 700, 1017, 840), "button3", click=True)]
        s += prefs(P, [("Auto\u2011connect", None, True), ("Network usage", "Detect automatically"), ("Privacy", privacy),
                       ("§Network details", None), ("Signal strength", "Excellent"), ("Frequency", "5 GHz"),
                       ("Security", "WPA2-Personal"), ("Transmit link speed", tx), ("Receive link speed", rx),
                       ("MAC address", mac), ("IP address", ip), ("Gateway", "192.168.1.1")], 880)
        return s
    t.tap("Settings", details("09:14", "Use randomized MAC", "6e:2a:91:0c:b4:17", "192.168.1.57", "866 Mbps", "780 Mbps"))
    dlg = sb("09:14", 84) + [
        e("Privacy", "TextView", (110, 860, 970, 950), "alertTitle"),
        e("Use randomized MAC", "CheckedTextView", (110, 990, 970, 1110), "text1", check=True, click=True),
        e("Use device MAC", "CheckedTextView", (110, 1110, 970, 1230), "text1", check=False, click=True),
        e("Cancel", "Button", (720, 1290, 970, 1400), "button2", click=True)]
    t.tap("Privacy", dlg)
    t.tap("Use device MAC", details("09:15", "Use device MAC", "3c:28:6d:a1:0e:55", "192.168.1.83", "780 Mbps", "702 Mbps"))
    rs.add("android", "h50-android-01", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 02 Google Maps (bad: destination address)
def t02(rs: RowSet) -> None:
    P = "com.google.android.apps.maps"
    e = maker(P)

    def tabs() -> list[El]:
        return [e(n, "TextView", (x, 2250, x + 216, 2330), "tab_label", click=True, sel=(n == "Explore"))
                for n, x in (("Explore", 0), ("Go", 216), ("Saved", 432), ("Contribute", 648), ("Updates", 864))]
    main = sb("14:02", 71) + [
        e(None, "android.view.View", (0, 130, 1080, 2240), "mainmap_container", desc="Map view. Mission District, San Francisco", scroll=True),
        e("Search here", "TextView", (63, 160, 850, 290), "search_omnibox_text_box", click=True),
        e(None, "ImageView", (870, 175, 960, 275), "search_omnibox_voice_search_button", desc="Voice search", click=True),
        e(None, "ImageView", (965, 170, 1050, 280), "og_apd_ring_view", desc="Account and settings", click=True),
        e("Restaurants", "Button", (63, 320, 330, 420), "chip", click=True),
        e("Coffee", "Button", (350, 320, 560, 420), "chip", click=True),
        e("Groceries", "Button", (580, 320, 830, 420), "chip", click=True),
        e("Gas", "Button", (850, 320, 1010, 420), "chip", click=True),
        e(None, "ImageButton", (900, 1850, 1030, 1980), "mylocation_button", desc="Re-center map to your location", click=True),
        e(None, "ImageButton", (900, 2020, 1030, 2150), "directions_button", desc="Directions", click=True)] + tabs()
    t = Traj(main)
    recent = [("Home", "1841 Valencia St"), ("Tartine Manufactory", "595 Alabama St, San Francisco"),
              ("SFO International Terminal", "San Francisco, CA 94128"), ("Dolores Park", "San Francisco, CA")]

    def search_screen(q: str, items: list[tuple[str, str]]) -> list[El]:
        s = sb("14:02", 71) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e(q or None, "EditText", (130, 160, 900, 290), "search_omnibox_edit_text", hint="Search here", edit=True, focus=True, click=True)]
        if q:
            s.append(e(None, "ImageButton", (900, 160, 1020, 290), "search_omnibox_clear_button", desc="Clear", click=True))
        y = 340
        for a, b in items:
            s.append(e(a, "TextView", (190, y + 20, 1017, y + 85), "title", click=True))
            s.append(e(b, "TextView", (190, y + 85, 1017, y + 140), "subtitle"))
            y += 170
        return s
    t.tap("Search here", search_screen("", recent))
    t.typ("search_omnibox_edit_text", "Rintaro", search_screen("Rintaro", [
        ("Rintaro", "82 14th St, San Francisco, CA"), ("rintaro near me", "Search"),
        ("Rintaro Ramen Bar", "2110 Shattuck Ave, Berkeley, CA"), ("Rintaro menu", "Search")]))

    def place(clock: str) -> list[El]:
        return sb(clock, 71) + [
            e(None, "android.view.View", (0, 130, 1080, 900), "mainmap_container", desc="Map view. Rintaro", scroll=True),
            e("Rintaro", "TextView", (63, 960, 900, 1050), "title"),
            e("4.5", "TextView", (63, 1060, 130, 1110), "rating"),
            e(None, "android.view.View", (135, 1060, 370, 1110), desc="4.5 stars 1,284 Reviews"),
            e("(1,284)", "TextView", (375, 1060, 520, 1110), "review_count"),
            e("Japanese restaurant · $$$", "TextView", (63, 1115, 900, 1165), "category"),
            e("Open · Closes 10 PM", "TextView", (63, 1170, 900, 1220), "hours"),
            e("Directions", "Button", (63, 1260, 330, 1370), click=True),
            e("Start", "Button", (350, 1260, 560, 1370), click=True),
            e("Call", "Button", (580, 1260, 760, 1370), click=True),
            e("Save", "Button", (780, 1260, 960, 1370), click=True),
            e("82 14th St, San Francisco, CA 94103", "TextView", (190, 1440, 1017, 1510), desc="Address: 82 14th St, San Francisco, CA 94103 ", click=True),
            e("rintaro.com", "TextView", (190, 1560, 1017, 1630), desc="Website: rintaro.com ", click=True),
            e("(415) 589-7022", "TextView", (190, 1680, 1017, 1750), desc="Phone: (415) 589-7022 ", click=True),
            e("QHC7+2M San Francisco, California", "TextView", (190, 1800, 1017, 1870), desc="Plus code: QHC7+2M San Francisco, California ", click=True)]
    t.tap("Rintaro", place("14:03"), 1)

    def directions(clock: str, mode: str, routes: list[tuple[str, str, str]], times: dict[str, str]) -> list[El]:
        s = sb(clock, 71) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e("Your location", "TextView", (150, 160, 900, 250), "directions_startpoint_textbox", click=True),
            e("Rintaro", "TextView", (150, 260, 900, 350), "directions_endpoint_textbox", click=True),
            e(None, "ImageButton", (920, 200, 1030, 310), desc="Swap start and destination", click=True)]
        x = 20
        for m in ("Driving", "Transit", "Walking", "Cycling"):
            s.append(e(times[m], "TextView", (x, 380, x + 250, 470), desc=f"{m} mode: {times[m]}", click=True, sel=(m == mode)))
            x += 260
        s.append(e(None, "android.view.View", (0, 480, 1080, 1500), "mainmap_container", desc="Map view. Route preview", scroll=True))
        y = 1540
        for big, sub, via in routes:
            s.append(e(big, "TextView", (63, y, 700, y + 80), "duration"))
            if sub:
                s.append(e(sub, "TextView", (63, y + 85, 1017, y + 135), "description"))
            s.append(e(via, "TextView", (63, y + 140, 1017, y + 190), "via"))
            y += 230
        s += [e("Start", "Button", (63, 2180, 420, 2290), click=True), e("Steps", "Button", (450, 2180, 780, 2290), click=True),
              e("Pin", "Button", (800, 2180, 1017, 2290), click=True)]
        return s
    drive_t = {"Driving": "9 min", "Transit": "24 min", "Walking": "31 min", "Cycling": "11 min"}
    t.tap("Directions", directions("14:03", "Driving", [
        ("9 min (2.1 mi)", "Fastest route, the usual traffic", "via Valencia St"),
        ("11 min (2.4 mi)", "", "via Guerrero St and Duboce Ave")], drive_t))
    walk = directions("14:04", "Walking", [("31 min (1.5 mi)", "Mostly flat", "via Valencia St")], drive_t)
    t.tap("Walking mode: 31 min", walk)
    steps = sb("14:04", 71) + [
        e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
        e("31 min (1.5 mi)", "TextView", (150, 170, 1017, 250), "duration"),
        e("Your location", "TextView", (150, 300, 1017, 370), "step_text"),
        e("Head north on Valencia St toward 25th St", "TextView", (150, 420, 1017, 490), "step_text"),
        e("1.2 mi", "TextView", (150, 495, 500, 545), "step_distance"),
        e("Turn right onto 15th St", "TextView", (150, 600, 1017, 670), "step_text"),
        e("0.1 mi", "TextView", (150, 675, 500, 725), "step_distance"),
        e("Turn left onto Mission St", "TextView", (150, 780, 1017, 850), "step_text"),
        e("0.1 mi", "TextView", (150, 855, 500, 905), "step_distance"),
        e("Turn right onto 14th St", "TextView", (150, 960, 1017, 1030), "step_text"),
        e("Destination will be on the right", "TextView", (150, 1035, 1017, 1085), "step_note"),
        e("0.1 mi", "TextView", (150, 1090, 500, 1140), "step_distance"),
        e("Rintaro", "TextView", (150, 1200, 1017, 1270), "step_text"),
        e("28 14th St, San Francisco, CA 94103", "TextView", (150, 1275, 1017, 1325), "step_subtext")]
    t.tap("Steps", steps)
    t.do("navigate_back", directions("14:05", "Walking", [("31 min (1.5 mi)", "Mostly flat", "via Valencia St")], drive_t))
    t.tap("Driving mode: 9 min", directions("14:05", "Driving", [
        ("10 min (2.1 mi)", "Fastest route, slower than usual traffic", "via Valencia St"),
        ("11 min (2.4 mi)", "", "via Guerrero St and Duboce Ave")],
        {"Driving": "10 min", "Transit": "24 min", "Walking": "31 min", "Cycling": "11 min"}))
    rs.add("android", "h50-android-02", SYSTEM, t.turns, state=t.state, bad=True, turn=6,
           kind="The walking step list gives Rintaro's address as 28 14th St, but the place page showed 82 14th St.")


# ---------------------------------------------------------------- 03 Simple SMS Messenger (bad: contact number)
def t03(rs: RowSet) -> None:
    P = "com.simplemobiletools.smsmessenger"
    e = maker(P)
    convs = [("Maya Okafor", "See you at 6?", "09:58"), ("+1 650-555-0193", "Your Lyft code is 482913. Do not share it.", "08:41"),
             ("Bright Smiles Dental", "Reminder: appt Thu 3/14 2:30 PM. Reply C to confirm", "Yesterday"),
             ("Dad", "Call me when you land", "Mar 10"), ("Tom Reyes", "lol ok", "Mar 9")]
    lst = sb("10:14", 63) + [
        e("Simple SMS Messenger", "TextView", (63, 160, 700, 260), "main_toolbar_title"),
        e(None, "ImageView", (850, 160, 940, 260), "search", desc="Search", click=True),
        e(None, "ImageView", (950, 160, 1040, 260), desc="More options", click=True),
        e(None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2400), "conversations_list", scroll=True)]
    y = 300
    for name, snip, when in convs:
        lst += [e(name, "TextView", (220, y + 30, 830, y + 95), "conversation_address", click=True, lng=True),
                e(snip, "TextView", (220, y + 100, 1017, y + 160), "conversation_body_short"),
                e(when, "TextView", (840, y + 35, 1017, y + 90), "conversation_date")]
        y += 200
    lst.append(e(None, "ImageButton", (870, 2150, 1017, 2297), "conversations_fab", desc="Start a conversation", click=True))
    t = Traj(lst)
    contacts = [("Aarav Shah", "+1 415-555-0128"), ("Dad", "+1 408-555-0166"), ("Maya Okafor", "+1 415-555-0147"),
                ("Priya Natarajan", "+1 510-555-0172"), ("Tom Reyes", "+1 628-555-0110")]

    def newconv(q: str, people: list[tuple[str, str]]) -> list[El]:
        s = sb("10:14", 63) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e("New conversation", "TextView", (150, 170, 900, 280), "new_conversation_toolbar_title"),
            e(q or None, "EditText", (63, 320, 900, 440), "new_conversation_address", hint="Add Contact or Number…", edit=True, focus=True, click=True),
            e(None, "ImageView", (920, 330, 1017, 430), "new_conversation_confirm", desc="Confirm selection", click=True)]
        yy = 500
        for n, num in people:
            s += [e(n, "TextView", (220, yy + 25, 1017, yy + 90), "item_contact_name", click=True),
                  e(num, "TextView", (220, yy + 95, 1017, yy + 150), "item_contact_number")]
            yy += 180
        return s
    t.tap("Start a conversation", newconv("", contacts))
    t.typ("new_conversation_address", "Priya", newconv("Priya", [contacts[3]]))

    def thread(clock: str, draft: str | None, msgs: list[tuple[str, str]]) -> list[El]:
        s = sb(clock, 63) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e("Priya Natarajan", "TextView", (150, 170, 700, 280), "thread_toolbar_title"),
            e(None, "ImageView", (760, 160, 860, 290), "dial_number", desc="Dial number", click=True),
            e(None, "ImageView", (950, 160, 1040, 290), desc="More options", click=True),
            e(None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2100), "thread_messages_list", scroll=True)]
        yy = 1900 - 170 * len(msgs)
        for body, when in msgs:
            s += [e(body, "TextView", (300, yy, 1017, yy + 120), "thread_message_body", lng=True),
                  e(when, "TextView", (700, yy + 125, 1017, yy + 165), "thread_message_sent_status")]
            yy += 170
        s += [e(draft, "EditText", (63, 2140, 880, 2290), "thread_type_message", hint="Type a message…", edit=True, click=True, focus=draft is not None),
              e("SMS", "TextView", (890, 2140, 1017, 2290), "thread_send_message", desc="Send", click=True, on=bool(draft))]
        return s
    t.tap("Priya Natarajan", thread("10:15", None, []))
    msg = "Running 10 min late, start the standup without me"
    t.typ("thread_type_message", msg, thread("10:15", msg, []))
    t.tap("Send", thread("10:16", None, [(msg, "Sent · 10:16")]))
    det = sb("10:16", 63) + [
        e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
        e("Conversation details", "TextView", (150, 170, 900, 280), "conversation_details_toolbar"),
        e("Conversation name", "TextView", (63, 330, 1017, 400), "conversation_name_heading"),
        e("Priya Natarajan", "TextView", (63, 405, 1017, 470), "custom_conversation_name", click=True),
        e("Notifications", "TextView", (63, 550, 1017, 620), "notifications_heading"),
        e("Customize notifications", "TextView", (63, 630, 1017, 700), "customize_notifications", click=True),
        e("Members", "TextView", (63, 780, 1017, 850), "participants_heading"),
        e("Priya Natarajan", "TextView", (220, 880, 1017, 950), "item_contact_name", click=True),
        e("+1 510-555-0127", "TextView", (220, 955, 1017, 1010), "item_contact_number"),
        e("Block number", "TextView", (63, 1160, 1017, 1230), "block_number", click=True),
        e("Delete", "TextView", (63, 1270, 1017, 1340), "delete_conversation", click=True)]
    t.tap("Priya Natarajan", det)
    t.do("navigate_back", thread("10:17", None, [(msg, "Sent · 10:16")]))
    rs.add("android", "h50-android-03", SYSTEM, t.turns, state=t.state, bad=True, turn=6,
           kind="Conversation details show Priya's number as +1 510-555-0127, but the contact list showed +1 510-555-0172.")


# ---------------------------------------------------------------- 04 Spotify (clean)
def t04(rs: RowSet) -> None:
    P = "com.spotify.music"
    e = maker(P)

    def nav(cur: str) -> list[El]:
        return [e(n, "TextView", (x, 2270, x + 270, 2340), "navigation_bar_item_title", desc=n, click=True, sel=(n == cur))
                for n, x in (("Home", 0), ("Search", 270), ("Your Library", 540), ("Premium", 810))]

    def mini(title: str, artist: str, playing: bool) -> list[El]:
        return [e(f"{title} • {artist}", "TextView", (160, 2110, 800, 2200), "track_info_view_title", click=True),
                e(None, "ImageButton", (820, 2110, 910, 2200), "connect_device_button", desc="Connect to a device. Pixel 6", click=True),
                e(None, "ImageButton", (930, 2110, 1030, 2200), "play_pause_button", desc="Pause" if playing else "Play", click=True)]
    home = sb("15:40", 58) + [
        e("Good afternoon", "TextView", (63, 180, 800, 280), "title"),
        e(None, "ImageButton", (960, 180, 1050, 280), desc="Settings", click=True)]
    for i, n in enumerate(["Liked Songs", "Discover Weekly", "Daily Mix 2", "Lo-Fi Beats", "Release Radar", "Deep Focus"]):
        x, y = (32 if i % 2 == 0 else 552), 320 + (i // 2) * 170
        home.append(e(n, "TextView", (x + 170, y + 40, x + 500, y + 110), "title", click=True))
    home += [e("Jump back in", "TextView", (63, 880, 800, 960), "section_title"),
             e("This Is Tame Impala", "TextView", (63, 1400, 420, 1460), "title", click=True),
             e("Bon Iver Radio", "TextView", (450, 1400, 800, 1460), "title", click=True)]
    home += mini("Holocene", "Bon Iver", False) + nav("Home")
    t = Traj(home)

    def liked(count: int, songs: list[tuple[str, str]], sort: str, playing: str | None, shuffle: bool, clock: str) -> list[El]:
        s = sb(clock, 58 if clock < "15:43" else 57) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Back", click=True),
            e("Liked Songs", "TextView", (63, 420, 1017, 540), "title"),
            e(f"{count} songs", "TextView", (63, 545, 600, 600), "subtitle"),
            e(None, "ImageButton", (63, 640, 173, 750), "download_button", desc="Download", click=True),
            e(sort, "TextView", (63, 800, 500, 870), "sort_button", desc=f"Sort by: {sort}", click=True),
            e(None, "ImageButton", (780, 620, 880, 760), "shuffle_button", desc="Disable shuffle" if shuffle else "Enable shuffle", check=shuffle, click=True),
            e(None, "ImageButton", (900, 610, 1040, 770), "play_button", desc="Pause" if playing else "Play Liked Songs", click=True),
            e(None, "androidx.recyclerview.widget.RecyclerView", (0, 890, 1080, 2100), "recycler_view", scroll=True)]
        y = 900
        for title, artist in songs:
            s += [e(title, "TextView", (190, y + 20, 900, y + 80), "row_title", click=True, lng=True, sel=(title == playing)),
                  e(artist, "TextView", (190, y + 85, 900, y + 135), "row_subtitle"),
                  e(None, "ImageButton", (950, y + 30, 1050, y + 130), "context_menu_button", desc=f"More options for {title}", click=True)]
            y += 170
        return s
    recent = [("Nangs", "Tame Impala"), ("Ribs", "Lorde"), ("Holocene", "Bon Iver"), ("Motion Sickness", "Phoebe Bridgers"),
              ("Dreams", "Fleetwood Mac"), ("Breathe Deeper", "Tame Impala")]
    t.tap("Liked Songs", liked(312, recent, "Recently added", None, False, "15:40") + mini("Holocene", "Bon Iver", False) + nav("Home"))
    sheet = sb("15:41", 58) + [e("Sort by", "TextView", (63, 1380, 1017, 1460), "title")]
    for i, opt in enumerate(["Recently added", "Title", "Artist", "Album", "Custom order"]):
        sheet.append(e(opt, "CheckedTextView", (63, 1490 + i * 150, 1017, 1620 + i * 150), "sort_option", check=(opt == "Recently added"), click=True))
    t.tap("Sort by: Recently added", sheet)
    by_title = [("505", "Arctic Monkeys"), ("A-Punk", "Vampire Weekend"), ("Agnes", "Glass Animals"), ("All Too Well", "Taylor Swift"),
                ("Alright", "Kendrick Lamar"), ("Apocalypse", "Cigarettes After Sex")]
    t.tap("Title", liked(312, by_title, "Title", None, False, "15:41") + mini("Holocene", "Bon Iver", False) + nav("Home"))
    t.tap("505", liked(312, by_title, "Title", "505", False, "15:41") + mini("505", "Arctic Monkeys", True) + nav("Home"))

    def now(pos: str, liked_: bool, clock: str) -> list[El]:
        return sb(clock, 58 if clock < "15:43" else 57) + [
            e(None, "ImageButton", (30, 160, 150, 280), desc="Minimize", click=True),
            e("PLAYING FROM YOUR LIBRARY", "TextView", (200, 160, 880, 210), "context_header"),
            e("Liked Songs", "TextView", (200, 215, 880, 270), "context_title"),
            e(None, "ImageView", (63, 420, 1017, 1374), "cover_art", desc="505 by Arctic Monkeys, Favourite Worst Nightmare"),
            e("505", "TextView", (63, 1480, 850, 1570), "track_title"),
            e("Arctic Monkeys", "TextView", (63, 1575, 850, 1630), "track_artist"),
            e(None, "ImageButton", (900, 1490, 1017, 1610), "heart_button", desc="Remove from Liked Songs" if liked_ else "Add to Liked Songs", check=liked_, click=True),
            e(None, "SeekBar", (63, 1680, 1017, 1740), "seek_bar", desc=f"{pos} of 4:13", click=True),
            e(pos, "TextView", (63, 1745, 250, 1790), "position"),
            e("4:13", "TextView", (860, 1745, 1017, 1790), "duration"),
            e(None, "ImageButton", (63, 1850, 173, 1960), "shuffle_button", desc="Enable shuffle", check=False, click=True),
            e(None, "ImageButton", (260, 1850, 370, 1960), "previous_button", desc="Previous", click=True),
            e(None, "ImageButton", (450, 1820, 630, 2000), "play_pause_button", desc="Pause", click=True),
            e(None, "ImageButton", (710, 1850, 820, 1960), "next_button", desc="Next", click=True),
            e(None, "ImageButton", (907, 1850, 1017, 1960), "repeat_button", desc="Enable repeat", check=False, click=True)]
    t.tap("505 • Arctic Monkeys", now("0:07", True, "15:41"))
    t.tap("Remove from Liked Songs", now("0:15", False, "15:42"))
    after = [("A-Punk", "Vampire Weekend"), ("Agnes", "Glass Animals"), ("All Too Well", "Taylor Swift"), ("Alright", "Kendrick Lamar"),
             ("Apocalypse", "Cigarettes After Sex"), ("Are You Bored Yet?", "Wallows")]
    t.do("navigate_back", liked(311, after, "Title", "505", False, "15:42") + mini("505", "Arctic Monkeys", True) + nav("Home"))
    t.tap("Enable shuffle", liked(311, after, "Title", "505", True, "15:42") + mini("505", "Arctic Monkeys", True) + nav("Home"))
    lib = sb("15:43", 57) + [
        e("Your Library", "TextView", (160, 170, 800, 270), "title"),
        e(None, "ImageButton", (840, 170, 940, 270), desc="Search Your Library", click=True),
        e(None, "ImageButton", (950, 170, 1050, 270), desc="Create playlist", click=True),
        e("Playlists", "Button", (63, 310, 300, 400), "filter_chip", click=True),
        e("Podcasts", "Button", (320, 310, 560, 400), "filter_chip", click=True),
        e("Albums", "Button", (580, 310, 780, 400), "filter_chip", click=True),
        e("Recents", "TextView", (63, 440, 500, 510), "sort_button", desc="Sort by: Recents", click=True)]
    y = 540
    for n, sub in [("Liked Songs", "Playlist • 311 songs"), ("Discover Weekly", "Playlist • Spotify"), ("Lo-Fi Beats", "Playlist • Spotify"),
                   ("Deep Focus", "Playlist • Spotify"), ("This Is Tame Impala", "Playlist • Spotify"), ("Daily Mix 2", "Playlist • Spotify")]:
        lib += [e(n, "TextView", (220, y + 30, 1017, y + 95), "row_title", click=True), e(sub, "TextView", (220, y + 100, 1017, y + 150), "row_subtitle")]
        y += 190
    lib += mini("505", "Arctic Monkeys", True) + nav("Your Library")
    t.tap("Your Library", lib)
    rs.add("android", "h50-android-04", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 05 Markor (bad: a line of the file changes)
def t05(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    e = maker(P)
    files = [("archive", "Mar 01, 2024 18:20", None), ("journal", "Mar 12, 2024 07:55", None),
             ("ideas.md", "Mar 02, 2024 21:13", "2.4 KB"), ("meeting-notes-2024-03-11.md", "Mar 11, 2024 16:47", "385 B"),
             ("reading-list.md", "Feb 27, 2024 22:05", "1.1 KB"), ("shopping.md", "Mar 10, 2024 12:31", "318 B"),
             ("todo.txt", "Mar 12, 2024 08:02", "1.2 KB")]

    def browser(clock: str) -> list[El]:
        s = sb(clock, 77) + [
            e("Markor", "TextView", (63, 170, 700, 270), "toolbar_title"),
            e(None, "TextView", (760, 165, 860, 275), "action_search", desc="Search", click=True),
            e(None, "TextView", (870, 165, 960, 275), "action_sort", desc="Sort by", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            e("/storage/emulated/0/Documents/markor", "TextView", (63, 290, 1017, 350), "ui__filesystem_dialog__current_folder"),
            e(None, "androidx.recyclerview.widget.RecyclerView", (0, 360, 1080, 2250), "ui__filesystem_dialog__list", scroll=True)]
        y = 370
        for n, d, size in files:
            s += [e(n, "TextView", (190, y + 25, 1017, y + 90), "ui__filesystem_item__title", click=True, lng=True),
                  e(d if size is None else f"{d}  ·  {size}", "TextView", (190, y + 95, 1017, y + 145), "ui__filesystem_item__description")]
            y += 180
        s += [e(None, "ImageButton", (870, 2100, 1017, 2247), "fab_add_new_item", desc="Create a new file or folder", click=True),
              e("Notebook", "TextView", (0, 2270, 270, 2340), "nav_notebook", click=True, sel=True),
              e("To-Do", "TextView", (270, 2270, 540, 2340), "nav_todo", click=True),
              e("QuickNote", "TextView", (540, 2270, 810, 2340), "nav_quicknote", click=True),
              e("More", "TextView", (810, 2270, 1080, 2340), "nav_more", click=True)]
        return s
    t = Traj(browser("11:02"))
    lines = ["# Infra sync — 2024-03-11", "Attendees: Lena, Marco, Yusuf, Dana", "", "## Decisions",
             "- Move nightly backups to 02:30 UTC", "- Postgres 15 upgrade on staging: Thu 3/14",
             "- Freeze deploys Fri 15:00–Mon 09:00", "", "## Action items", "- [ ] Lena: rotate the S3 access keys",
             "- [ ] Marco: bump pgbouncer pool to 120", "- [ ] Yusuf: draft the incident postmortem (INC-2291)",
             "- [ ] Dana: book the DR drill for April"]
    drift = list(lines)
    drift[4] = "- Move nightly backups to 03:30 UTC"

    def editor(clock: str, body: list[str], focus: bool) -> list[El]:
        return sb(clock, 77) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e("meeting-notes-2024-03-11", "TextView", (150, 170, 620, 280), "note__activity__text_note_title", click=True),
            e(None, "TextView", (640, 165, 740, 275), "action_undo", desc="Undo", click=True, on=False),
            e(None, "TextView", (750, 165, 850, 275), "action_preview", desc="View mode", click=True),
            e(None, "TextView", (860, 165, 960, 275), "action_search", desc="Search in current file", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            e("\n".join(body), "EditText", (0, 300, 1080, 2120), "document__fragment__edit__highlighting_editor", edit=True, click=True, focus=focus, lng=True, scroll=True),
            e(None, "ImageView", (0, 2140, 120, 2260), desc="Checkbox", click=True),
            e(None, "ImageView", (120, 2140, 240, 2260), desc="Unordered list", click=True),
            e(None, "ImageView", (240, 2140, 360, 2260), desc="Bold", click=True),
            e(None, "ImageView", (360, 2140, 480, 2260), desc="Italic", click=True),
            e(None, "ImageView", (480, 2140, 600, 2260), desc="Header", click=True),
            e(None, "ImageView", (600, 2140, 720, 2260), desc="Insert link", click=True),
            e(None, "ImageView", (720, 2140, 840, 2260), desc="Insert date", click=True)]
    t.tap("meeting-notes-2024-03-11.md", editor("11:02", lines, False))

    def preview(clock: str, body: list[str]) -> list[El]:
        s = sb(clock, 77) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e("meeting-notes-2024-03-11", "TextView", (150, 170, 620, 280), "note__activity__text_note_title", click=True),
            e(None, "TextView", (750, 165, 850, 275), "action_edit", desc="Edit", click=True),
            e(None, "TextView", (860, 165, 960, 275), "action_share", desc="Share", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            e(None, "android.webkit.WebView", (0, 300, 1080, 2260), "document__fragment_view_webview", scroll=True)]
        y = 340
        for ln in body:
            if not ln:
                y += 40
                continue
            txt = ln.lstrip("#- ").replace("[ ] ", "")
            cls = "android.widget.CheckBox" if "[ ]" in ln else "android.view.View"
            s.append(e(txt, cls, (60, y, 1020, y + 80), check=False if "[ ]" in ln else None, click="[ ]" in ln))
            y += 95
        return s
    t.tap("View mode", preview("11:03", lines))
    t.tap("Edit", editor("11:03", lines, True))

    def search(clock: str, q: str) -> list[El]:
        shown = [(i, ln) for i, ln in enumerate(drift, 1) if ln and q.lower() in ln.lower()]
        s = editor(clock, drift, False) + [
            e("Search", "TextView", (80, 520, 1000, 610), "alertTitle"),
            e(q or None, "EditText", (80, 630, 1000, 740), "search_input", hint="Search", edit=True, focus=True, click=True)]
        y = 770
        for i, ln in shown:
            s.append(e(f"{i}: {ln}", "TextView", (80, y, 1000, y + 80), "text1", click=True))
            y += 90
        s.append(e("Cancel", "Button", (740, y + 20, 1000, y + 120), "button2", click=True))
        return s
    t.tap("Search in current file", search("11:04", ""))
    t.typ("search_input", "pgbouncer", search("11:04", "pgbouncer"))
    t.tap("11: - [ ] Marco: bump pgbouncer pool to 120", editor("11:05", drift, True))
    t.tap("View mode", preview("11:05", drift))
    t.do("navigate_back", browser("11:05"))
    rs.add("android", "h50-android-05", SYSTEM, t.turns, state=t.state, bad=True, turn=4,
           kind="The search dialog lists the backup line as 03:30 UTC, but the file (unedited) read 02:30 UTC in the editor and preview.")


# ---------------------------------------------------------------- 06 Material Files (clean)
def t06(rs: RowSet) -> None:
    P = "me.zhanghai.android.files"
    e = maker(P)
    meta = {"IMG_20240308_181522.jpg": ("Mar 8, 18:15", "3.1 MB", 3.1e6), "boarding-pass-UA1549.pdf": ("Mar 5, 09:02", "214 kB", 214e3),
            "invoice_0042.pdf": ("Mar 11, 14:37", "88.4 kB", 88.4e3), "notes-backup.zip": ("Feb 29, 23:10", "12.7 MB", 12.7e6),
            "podcast-ep112.mp3": ("Mar 2, 07:48", "48.2 MB", 48.2e6), "resume_v3.docx": ("Jan 17, 20:55", "41.6 kB", 41.6e3)}

    def listing(clock: str, names: list[str], selected: str | None = None, title: str = "Download") -> list[El]:
        s = sb(clock, 66)
        if selected:
            s += [e(None, "ImageButton", (0, 160, 130, 290), desc="Done", click=True),
                  e("1 selected", "TextView", (150, 170, 500, 280), "overlay_toolbar_title"),
                  e(None, "TextView", (540, 165, 640, 275), "action_cut", desc="Cut", click=True),
                  e(None, "TextView", (650, 165, 750, 275), "action_copy", desc="Copy", click=True),
                  e(None, "TextView", (760, 165, 860, 275), "action_delete", desc="Delete", click=True),
                  e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True)]
        else:
            s += [e(None, "ImageButton", (0, 160, 130, 290), desc="Open navigation drawer", click=True),
                  e(title, "TextView", (150, 170, 700, 280), "toolbar_title"),
                  e(None, "TextView", (760, 165, 860, 275), "action_search", desc="Search", click=True),
                  e(None, "TextView", (870, 165, 960, 275), "action_sort", desc="Sort", click=True),
                  e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True)]
        s += [e("/", "TextView", (40, 300, 90, 380), "breadcrumb", click=True), e("storage", "TextView", (100, 300, 260, 380), "breadcrumb", click=True),
              e("emulated", "TextView", (270, 300, 460, 380), "breadcrumb", click=True), e("0", "TextView", (470, 300, 520, 380), "breadcrumb", click=True),
              e("Download", "TextView", (530, 300, 740, 380), "breadcrumb", click=True),
              e(None, "androidx.recyclerview.widget.RecyclerView", (0, 400, 1080, 2400), "recyclerView", scroll=True)]
        y = 410
        for n in names:
            d, size, _ = meta[n]
            s += [e(n, "TextView", (190, y + 25, 1017, y + 90), "nameText", click=True, lng=True, sel=(n == selected)),
                  e(f"{d}, {size}", "TextView", (190, y + 95, 1017, y + 145), "descriptionText")]
            y += 180
        if not selected:
            s.append(e(None, "ImageButton", (870, 2150, 1017, 2297), "speedDialView", desc="Create", click=True))
        return s
    names = sorted(meta, key=str.lower)
    t = Traj(listing("13:20", names))
    t.hold("invoice_0042.pdf", listing("13:20", names, "invoice_0042.pdf"))
    menu = listing("13:20", names, "invoice_0042.pdf") + [
        e(x, "TextView", (600, 180 + i * 130, 1060, 300 + i * 130), "title", click=True)
        for i, x in enumerate(["Select all", "Rename", "Archive", "Share", "Properties"])]
    t.tap("More options", menu)
    dlg = sb("13:21", 66) + [
        e("Rename", "TextView", (100, 820, 980, 910), "alertTitle"),
        e("invoice_0042.pdf", "EditText", (100, 950, 980, 1060), "nameEdit", hint="Name", edit=True, focus=True, click=True),
        e("Cancel", "Button", (560, 1120, 760, 1230), "button2", click=True),
        e("OK", "Button", (780, 1120, 980, 1230), "button1", click=True)]
    t.tap("Rename", dlg)
    # the dialog pre-selects the base name, so typing replaces "invoice_0042" and keeps ".pdf"
    dlg2 = [dict(x) for x in dlg]
    dlg2[ix(dlg2, "nameEdit")]["text"] = "2024-03_invoice_0042.pdf"
    t.typ("nameEdit", "2024-03_invoice_0042", dlg2)
    meta["2024-03_invoice_0042.pdf"] = meta.pop("invoice_0042.pdf")
    names = sorted(meta, key=str.lower)
    t.tap("OK", listing("13:21", names))
    sort = listing("13:21", names) + [
        e("Name", "CheckedTextView", (600, 180, 1060, 300), "title", check=True, click=True),
        e("Type", "CheckedTextView", (600, 310, 1060, 430), "title", check=False, click=True),
        e("Size", "CheckedTextView", (600, 440, 1060, 560), "title", check=False, click=True),
        e("Last modified", "CheckedTextView", (600, 570, 1060, 690), "title", check=False, click=True),
        e("Ascending", "CheckBox", (600, 700, 1060, 820), "title", check=True, click=True),
        e("Directories first", "CheckBox", (600, 830, 1060, 950), "title", check=True, click=True)]
    t.tap("Sort", sort)
    by_size = sorted(meta, key=lambda n: meta[n][2])
    t.tap("Size", listing("13:22", by_size))
    t.hold("notes-backup.zip", listing("13:22", by_size, "notes-backup.zip"))
    conf = listing("13:22", by_size, "notes-backup.zip") + [
        e("Delete “notes-backup.zip”?", "TextView", (100, 1000, 980, 1100), "message"),
        e("Cancel", "Button", (560, 1150, 760, 1260), "button2", click=True),
        e("OK", "Button", (780, 1150, 980, 1260), "button1", click=True)]
    t.tap("Delete", conf)
    del meta["notes-backup.zip"]
    by_size = sorted(meta, key=lambda n: meta[n][2])
    t.tap("OK", listing("13:23", by_size))
    rs.add("android", "h50-android-06", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 07 OpenTracks (clean)
def t07(rs: RowSet) -> None:
    P = "de.dennisguse.opentracks"
    e = maker(P)
    old = [("Morning run", "running", "5.21 km", "28:44", "Mar 9, 2024"), ("Commute ride", "biking", "11.80 km", "38:02", "Mar 7, 2024"),
           ("Hike Mission Peak", "hiking", "9.64 km", "3:12:55", "Mar 3, 2024"), ("Evening walk", "walking", "3.05 km", "41:17", "Feb 28, 2024")]

    def tracklist(clock: str, rows: list[tuple[str, str, str, str, str]], gps: bool = False) -> list[El]:
        s = sb(clock, 92, extra=("GPS",) if gps else ()) + [
            e("OpenTracks", "TextView", (63, 170, 600, 270), "toolbar_title"),
            e(None, "TextView", (650, 165, 750, 275), "track_list_search", desc="Search", click=True),
            e(None, "TextView", (760, 165, 860, 275), "track_list_markers", desc="Markers", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            e(None, "android.widget.ListView", (0, 290, 1080, 2100), "track_list", scroll=True)]
        y = 300
        for name, act, dist, dur, date in rows:
            s += [e(name, "TextView", (190, y + 20, 800, y + 85), "list_item_name", click=True, lng=True),
                  e(None, "ImageView", (40, y + 40, 150, y + 150), "list_item_icon", desc=act),
                  e(f"{dist}  {dur}", "TextView", (190, y + 90, 800, y + 145), "list_item_total_time_distance"),
                  e(date, "TextView", (800, y + 25, 1040, y + 85), "list_item_date")]
            y += 190
        s.append(e(None, "ImageButton", (420, 2130, 660, 2370), "track_list_record", desc="Record", click=True))
        return s
    t = Traj(tracklist("07:05", old))

    def recording(clock: str, st: dict[str, str], paused: bool) -> list[El]:
        s = sb(clock, 92, extra=("GPS",)) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e("Paused" if paused else "Recording", "TextView", (150, 170, 700, 280), "toolbar_title"),
            e("Statistics", "TextView", (0, 300, 360, 400), "tab", click=True, sel=True),
            e("Map", "TextView", (360, 300, 720, 400), "tab", click=True),
            e("Charts", "TextView", (720, 300, 1080, 400), "tab", click=True),
            e("GPS accuracy ±4 m", "TextView", (63, 430, 1017, 490), "stats_gps_status")]
        y = 520
        for k in ("Total time", "Distance", "Speed", "Average speed", "Max speed", "Moving time", "Elevation gain"):
            s += [e(k, "TextView", (63, y, 600, y + 60), "stats_label"), e(st[k], "TextView", (600, y, 1017, y + 60), "stats_value")]
            y += 150
        s += [e(None, "ImageButton", (140, 2080, 360, 2300), "track_recording_fab_action", desc="Resume" if paused else "Pause", click=True),
              e(None, "ImageButton", (720, 2080, 940, 2300), "track_recording_fab_stop", desc="Stop (long press)", click=True, lng=True)]
        return s
    t.tap("Record", recording("07:05", {"Total time": "00:00:03", "Distance": "0.00 km", "Speed": "0.0 km/h", "Average speed": "0.0 km/h",
                                         "Max speed": "0.0 km/h", "Moving time": "00:00:00", "Elevation gain": "0 m"}, False))
    t.do("wait", recording("07:06", {"Total time": "00:01:18", "Distance": "0.21 km", "Speed": "10.8 km/h", "Average speed": "9.7 km/h",
                                      "Max speed": "12.4 km/h", "Moving time": "00:01:09", "Elevation gain": "3 m"}, False))
    t.do("wait", recording("07:11", {"Total time": "00:06:41", "Distance": "1.12 km", "Speed": "11.3 km/h", "Average speed": "10.1 km/h",
                                      "Max speed": "13.1 km/h", "Moving time": "00:06:20", "Elevation gain": "11 m"}, False))
    paused = {"Total time": "00:06:44", "Distance": "1.13 km", "Speed": "0.0 km/h", "Average speed": "10.1 km/h",
              "Max speed": "13.1 km/h", "Moving time": "00:06:23", "Elevation gain": "11 m"}
    t.tap("Pause", recording("07:11", paused, True))
    t.do("wait", recording("07:14", paused, True))

    def detail(clock: str, name: str, act: str, when: str, st: list[tuple[str, str]]) -> list[El]:
        s = sb(clock, 92) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e(name, "TextView", (150, 170, 700, 280), "toolbar_title"),
            e(None, "TextView", (760, 165, 860, 275), "track_detail_edit", desc="Edit", click=True),
            e(None, "TextView", (870, 165, 960, 275), "track_detail_share", desc="Share", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            e(act, "TextView", (63, 320, 600, 380), "stats_activity_type"),
            e(when, "TextView", (63, 390, 1017, 450), "stats_start_datetime")]
        y = 500
        for k, v in st:
            s += [e(k, "TextView", (63, y, 600, y + 60), "stats_label"), e(v, "TextView", (600, y, 1017, y + 60), "stats_value")]
            y += 150
        return s
    t.hold("Stop (long press)", detail("07:14", "2024-03-12T07:05", "unknown", "Tue, Mar 12, 2024 07:05", [
        ("Distance", "1.13 km"), ("Total time", "00:06:44"), ("Moving time", "00:06:23"), ("Average speed", "10.1 km/h"),
        ("Average moving speed", "10.6 km/h"), ("Max speed", "13.1 km/h"), ("Elevation gain", "11 m"), ("Elevation loss", "9 m")]))
    t.do("navigate_back", tracklist("07:15", [("2024-03-12T07:05", "unknown", "1.13 km", "06:44", "Mar 12, 2024")] + old))
    t.tap("Morning run", detail("07:15", "Morning run", "running", "Sat, Mar 9, 2024 06:48", [
        ("Distance", "5.21 km"), ("Total time", "00:28:44"), ("Moving time", "00:27:58"), ("Average speed", "10.9 km/h"),
        ("Average moving speed", "11.2 km/h"), ("Max speed", "15.6 km/h"), ("Elevation gain", "48 m"), ("Elevation loss", "47 m")]))
    rs.add("android", "h50-android-07", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 08 Amazon Shopping (bad: cart subtotal after a quantity change)
def t08(rs: RowSet) -> None:
    P = "com.amazon.mShop.android.shopping"
    e = maker(P)

    def bottom(cart: int) -> list[El]:
        return [e(None, "ImageView", (0, 2250, 216, 2350), "bottom_tab_home", desc="Home Tab 1 of 4", click=True),
                e(None, "ImageView", (216, 2250, 432, 2350), "bottom_tab_me", desc="Your Amazon Tab 2 of 4", click=True),
                e(None, "ImageView", (432, 2250, 648, 2350), "bottom_tab_cart", desc=f"Cart {cart} item{'s' if cart != 1 else ''} Tab 3 of 4", click=True),
                e(str(cart), "TextView", (560, 2255, 610, 2300), "cart_count"),
                e(None, "ImageView", (648, 2250, 864, 2350), "bottom_tab_menu", desc="Browse menu Tab 4 of 4", click=True)]

    def bar(q: str | None, focus: bool = False) -> list[El]:
        return [e(q, "EditText" if focus else "TextView", (63, 170, 900, 280), "rs_search_src_text", hint="Search Amazon",
                  edit=focus, focus=focus, click=True),
                e(None, "ImageView", (910, 180, 1000, 270), "rs_search_camera", desc="Camera search", click=True)]
    home = sb("19:20", 45) + bar(None) + [
        e("Deliver to Jordan - Austin 78704", "TextView", (63, 300, 1017, 370), "glow_subnav_label", click=True),
        e("Today's Deals", "TextView", (63, 420, 400, 500), click=True), e("Prime Video", "TextView", (420, 420, 720, 500), click=True),
        e("Buy Again", "TextView", (740, 420, 1017, 500), click=True),
        e(None, "android.webkit.WebView", (0, 520, 1080, 2240), scroll=True),
        e("Keep shopping for", "TextView", (63, 560, 1017, 640)),
        e("Scotch Heavy Duty Shipping Packaging Tape", "TextView", (63, 1000, 520, 1100), click=True),
        e("Oral-B Precision Clean Replacement Brush Heads", "TextView", (560, 1000, 1017, 1100), click=True)] + bottom(2)
    t = Traj(home)

    def sugg(q: str | None, items: list[str]) -> list[El]:
        s = sb("19:20", 45) + [e(None, "ImageButton", (0, 170, 63, 280), desc="Back", click=True)] + bar(q, True)
        y = 320
        for it in items:
            s.append(e(it, "TextView", (63, y, 1017, y + 110), "iss_search_suggestion_text", click=True))
            y += 120
        return s
    t.tap("rs_search_src_text", sugg(None, ["paper towels", "aaa batteries", "hdmi cable 4k", "kindle paperwhite case"]))
    t.typ("rs_search_src_text", "usb c cable", sugg("usb c cable", ["usb c cable", "usb c cable fast charging", "usb c cable 10ft",
                                                                    "usb c cable 3 pack", "usb c cable short", "usb c cable for iphone 15"]))
    results = sb("19:21", 45) + bar("usb c cable") + [
        e("Deliver to Jordan - Austin 78704", "TextView", (63, 300, 1017, 370), "glow_subnav_label", click=True),
        e("Prime", "CheckBox", (63, 390, 260, 470), check=False, click=True), e("Filters (0)", "TextView", (800, 390, 1017, 470), click=True),
        e(None, "android.webkit.WebView", (0, 490, 1080, 2240), scroll=True),
        e("Sponsored", "TextView", (400, 520, 600, 560)),
        e("Anker USB C to USB C Cable (6ft, 2 Pack), Type C Charging Cable 100W for iPhone 15, MacBook Pro, iPad, Samsung Galaxy", "TextView", (400, 565, 1017, 760), click=True),
        e("4.7 out of 5 stars", "TextView", (400, 765, 640, 810)), e("48,213", "TextView", (650, 765, 800, 810)),
        e("$13.99", "TextView", (400, 815, 600, 880)), e("List: $19.99", "TextView", (610, 825, 820, 870)),
        e("FREE delivery Fri, Mar 15", "TextView", (400, 885, 1017, 930)),
        e("Amazon Basics USB-C to USB-C 2.0 Fast Charger Cable, 480Mbps, USB-IF Certified, 6 Foot, Black", "TextView", (400, 1010, 1017, 1200), click=True),
        e("4.6 out of 5 stars", "TextView", (400, 1205, 640, 1250)), e("31,077", "TextView", (650, 1205, 800, 1250)),
        e("$8.49", "TextView", (400, 1255, 600, 1320)), e("FREE delivery Fri, Mar 15 on $35 of items shipped by Amazon", "TextView", (400, 1325, 1017, 1410)),
        e("UGREEN USB C Cable 3-Pack 3.3ft+6.6ft+10ft 60W Nylon Braided", "TextView", (400, 1480, 1017, 1640), click=True),
        e("4.5 out of 5 stars", "TextView", (400, 1645, 640, 1690)), e("9,862", "TextView", (650, 1645, 800, 1690)),
        e("$15.99", "TextView", (400, 1695, 600, 1760))] + bottom(2)
    t.do("keyboard_enter", results)
    anker = "Anker USB C to USB C Cable (6ft, 2 Pack), Type C Charging Cable 100W for iPhone 15, MacBook Pro, iPad, Samsung Galaxy"
    product = sb("19:21", 45) + bar("usb c cable") + [
        e(None, "android.webkit.WebView", (0, 290, 1080, 2240), scroll=True),
        e("Visit the Anker Store", "TextView", (63, 320, 700, 380), click=True),
        e(anker, "TextView", (63, 385, 1017, 560)),
        e("4.7 out of 5 stars 48,213 ratings", "TextView", (63, 565, 800, 620), click=True),
        e("-30% $13.99", "TextView", (63, 1380, 700, 1470)),
        e("List Price: $19.99", "TextView", (63, 1475, 700, 1525)),
        e("FREE delivery Friday, March 15. Order within 4 hrs 39 mins", "TextView", (63, 1540, 1017, 1640)),
        e("In Stock", "TextView", (63, 1660, 500, 1720)),
        e("Quantity: 1", "Spinner", (63, 1740, 420, 1840), click=True),
        e("Add to Cart", "Button", (63, 1870, 1017, 1980), click=True),
        e("Buy Now", "Button", (63, 2000, 1017, 2110), click=True),
        e("Ships from Amazon Sold by AnkerDirect", "TextView", (63, 2130, 1017, 2190))] + bottom(2)
    t.tap(anker, product, 0)
    added = sb("19:22", 45) + [
        e("Added to Cart", "TextView", (63, 1300, 1017, 1380)),
        e("Cart subtotal (3 items): $57.46", "TextView", (63, 1390, 1017, 1450)),
        e("Proceed to checkout (3 items)", "Button", (63, 1500, 1017, 1610), click=True),
        e("Go to Cart", "Button", (63, 1640, 1017, 1750), click=True),
        e("Frequently bought together", "TextView", (63, 1820, 1017, 1890)),
        e("Anker Nano Charger 30W USB-C", "TextView", (63, 1900, 520, 1980), click=True)] + bottom(3)
    t.tap("Add to Cart", added)

    def cart(clock: str, items: list[tuple[str, str, int]], subtotal: str) -> list[El]:
        n = sum(q for _, _, q in items)
        s = sb(clock, 45 if clock < "19:24" else 44) + bar(None) + [
            e(None, "android.webkit.WebView", (0, 290, 1080, 2240), scroll=True),
            e(f"Subtotal {subtotal}", "TextView", (63, 320, 1017, 400)),
            e(f"Proceed to checkout ({n} items)", "Button", (63, 430, 1017, 540), click=True)]
        y = 600
        for title, price, q in items:
            s += [e(title, "TextView", (400, y, 1017, y + 130), click=True), e(price, "TextView", (400, y + 135, 700, y + 190)),
                  e("In Stock", "TextView", (400, y + 195, 700, y + 240)),
                  e(None, "Button", (63, y + 300, 170, y + 390), desc=f"Decrease quantity by one, {title}" if q > 1 else f"Delete {title}", click=True),
                  e(str(q), "TextView", (170, y + 300, 260, y + 390), desc=f"Quantity is {q}"),
                  e(None, "Button", (260, y + 300, 370, y + 390), desc=f"Increase quantity by one, {title}", click=True),
                  e("Delete", "Button", (400, y + 300, 600, y + 390), click=True),
                  e("Save for later", "Button", (620, y + 300, 900, y + 390), click=True)]
            y += 460
        return s + bottom(n)
    cable = "Anker USB C to USB C Cable (6ft, 2 Pack), Type C Charging Cable 100W"
    tape = "Scotch Heavy Duty Shipping Packaging Tape, 1.88\" x 54.6 yd, 6 Rolls"
    brush = "Oral-B Precision Clean Replacement Brush Heads, 4 Count"
    t.tap("Go to Cart", cart("19:22", [(cable, "$13.99", 1), (tape, "$21.48", 1), (brush, "$21.99", 1)], "$57.46"))
    t.tap(f"Increase quantity by one, {cable}", cart("19:23", [(cable, "$13.99", 2), (tape, "$21.48", 1), (brush, "$21.99", 1)], "$73.45"))
    checkout = sb("19:24", 44) + [
        e(None, "ImageButton", (0, 170, 130, 280), desc="Back", click=True),
        e("Checkout (4 items)", "TextView", (150, 170, 900, 280)),
        e(None, "android.webkit.WebView", (0, 290, 1080, 2400), scroll=True),
        e("Shipping to: Jordan Ellis, 2207 S 1st St Apt 4, AUSTIN, TX, 78704-2541, United States", "TextView", (63, 320, 1017, 440)),
        e("Change", "Button", (800, 450, 1017, 520), click=True),
        e("Paying with Visa 4417", "TextView", (63, 560, 800, 620)),
        e("Items:", "TextView", (63, 700, 600, 760)), e("$73.45", "TextView", (700, 700, 1017, 760)),
        e("Shipping & handling:", "TextView", (63, 770, 600, 830)), e("$0.00", "TextView", (700, 770, 1017, 830)),
        e("Total before tax:", "TextView", (63, 840, 600, 900)), e("$73.45", "TextView", (700, 840, 1017, 900)),
        e("Estimated tax to be collected:", "TextView", (63, 910, 600, 970)), e("$6.06", "TextView", (700, 910, 1017, 970)),
        e("Order total:", "TextView", (63, 990, 600, 1060)), e("$79.51", "TextView", (700, 990, 1017, 1060)),
        e("Arriving Mar 15, 2024", "TextView", (63, 1120, 1017, 1180)),
        e("Place your order", "Button", (63, 2150, 1017, 2260), click=True)]
    t.tap("Proceed to checkout (4 items)", checkout)
    t.do("navigate_back", cart("19:24", [(cable, "$13.99", 2), (tape, "$21.48", 1), (brush, "$21.99", 1)], "$73.45"))
    t.tap("Delete", cart("19:24", [(cable, "$13.99", 2), (brush, "$21.99", 1)], "$51.97"), 1)
    rs.add("android", "h50-android-08", SYSTEM, t.turns, state=t.state, bad=True, turn=7,
           kind="After raising the $13.99 cable to quantity 2 the cart subtotal reads $73.45, but $57.46 + $13.99 is $71.45.")


# ---------------------------------------------------------------- 09 Simple Calendar Pro (bad: created event missing)
def t09(rs: RowSet) -> None:
    P = "com.simplemobiletools.calendar.pro"
    e = maker(P)
    days = [("Tuesday, March 12", [("Standup", "09:30 - 09:45", None), ("Dentist", "14:30 - 15:15", "Bright Smiles Dental")]),
            ("Wednesday, March 13", [("Gym", "18:00 - 19:00", "Crunch Fitness")]),
            ("Thursday, March 14", [("Postgres upgrade window", "20:00 - 22:00", None)]),
            ("Friday, March 15", [("Dinner w/ Sam", "19:30 - 21:30", "Nopalito")]),
            ("Saturday, March 16", [("Farmers market", "09:00 - 11:00", "Ferry Building")])]

    def listview(clock: str, extra: tuple[str, str, str | None] | None) -> list[El]:
        s = sb(clock, 81) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Open navigation drawer", click=True),
            e("Simple Calendar", "TextView", (150, 170, 700, 280), "main_toolbar_title"),
            e(None, "TextView", (650, 165, 750, 275), "go_to_today", desc="Go to today", click=True),
            e(None, "TextView", (760, 165, 860, 275), "change_view", desc="Change view", click=True),
            e(None, "TextView", (870, 165, 960, 275), "search", desc="Search", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            e(None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2400), "calendar_events_list", scroll=True)]
        y = 300
        for day, evs in days:
            s.append(e(day, "TextView", (40, y + 20, 1040, y + 90), "event_section_title"))
            y += 110
            evs = list(evs)
            if extra and day.startswith("Tuesday"):
                evs.insert(1, extra)
            for title, when, loc in evs:
                s += [e(title, "TextView", (100, y + 15, 1017, y + 80), "event_item_title", click=True, lng=True),
                      e(when, "TextView", (100, y + 85, 600, y + 135), "event_item_time")]
                if loc:
                    s.append(e(loc, "TextView", (100, y + 140, 1017, y + 190), "event_item_description"))
                y += 210
        s.append(e(None, "ImageButton", (870, 2150, 1017, 2297), "calendar_fab", desc="New event", click=True))
        return s
    t = Traj(listview("09:41", None))

    def form(clock: str, title: str | None, loc: str | None, focus: str) -> list[El]:
        return sb(clock, 81) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e("New Event", "TextView", (150, 170, 700, 280), "event_toolbar_title"),
            e(None, "TextView", (960, 165, 1060, 275), "save", desc="Save", click=True),
            e(title, "EditText", (63, 320, 1017, 440), "event_title", hint="Title", edit=True, click=True, focus=focus == "title"),
            e(loc, "EditText", (63, 460, 1017, 580), "event_location", hint="Location", edit=True, click=True, focus=focus == "loc"),
            e(None, "EditText", (63, 600, 1017, 720), "event_description", hint="Description", edit=True, click=True),
            e("All-day", "Switch", (63, 780, 1017, 880), "event_all_day", check=False, click=True),
            e("Tue, Mar 12, 2024", "TextView", (63, 900, 700, 990), "event_start_date", click=True),
            e("10:00", "TextView", (750, 900, 1017, 990), "event_start_time", click=True),
            e("Tue, Mar 12, 2024", "TextView", (63, 1010, 700, 1100), "event_end_date", click=True),
            e("11:00", "TextView", (750, 1010, 1017, 1100), "event_end_time", click=True),
            e("America/Chicago", "TextView", (63, 1140, 1017, 1220), "event_time_zone", click=True),
            e("10 minutes before", "TextView", (150, 1280, 1017, 1360), "event_reminder_1", click=True),
            e("Add another reminder", "TextView", (150, 1380, 1017, 1460), "event_reminder_2", click=True),
            e("No repetition", "TextView", (150, 1540, 1017, 1620), "event_repetition", click=True),
            e("Regular event", "TextView", (150, 1700, 1017, 1780), "event_type", click=True),
            e("Default", "TextView", (150, 1860, 1017, 1940), "event_caldav_calendar", click=True)]
    t.tap("New event", form("09:41", None, None, "title"))
    title = "Car service – Midas"
    t.typ("event_title", title, form("09:42", title, None, "title"))
    loc = "Midas, 1120 S Lamar Blvd"
    t.typ("event_location", loc, form("09:42", title, loc, "loc"))
    new = (title, "10:00 - 11:00", loc)
    t.tap("Save", listview("09:43", new))
    view = [dict(x) for x in form("09:43", title, loc, "")]
    view[ix(view, "New Event")]["text"] = "Edit Event"
    view.insert(ix(view, "Save"), e(None, "TextView", (760, 165, 860, 275), "delete", desc="Delete", click=True))
    view.insert(ix(view, "Save"), e(None, "TextView", (650, 165, 750, 275), "duplicate", desc="Duplicate event", click=True))
    t.tap(title, view)
    t.do("navigate_back", listview("09:43", None))
    rs.add("android", "h50-android-09", SYSTEM, t.turns, state=t.state, bad=True, turn=6,
           kind="The event list no longer shows 'Car service – Midas' (10:00 - 11:00, Mar 12) that was saved and reopened just before.")


# ---------------------------------------------------------------- 10 Google Clock (clean)
def t10(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    e = maker(P)

    def tabs(cur: str) -> list[El]:
        return [e(n, "TextView", (x, 2250, x + 216, 2330), "navigation_bar_item_large_label_view" if n == cur else "navigation_bar_item_small_label_view",
                  desc=n, click=True, sel=(n == cur)) for n, x in (("Alarm", 0), ("Clock", 216), ("Timer", 432), ("Stopwatch", 648), ("Bedtime", 864))]

    def top(clock: str, batt: int = 38, alarm: bool = False) -> list[El]:
        return sb(clock, batt, extra=("Alarm set",) if alarm else ()) + [
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True)]

    def alarms(clock: str, nine_on: bool) -> list[El]:
        s = top(clock, alarm=True) + [e("Alarm", "TextView", (63, 300, 700, 420), "action_bar_title"),
                                      e(None, "androidx.recyclerview.widget.RecyclerView", (0, 440, 1080, 2230), "alarm_recycler_view", scroll=True)]
        y = 460
        for tm, ampm, sub, on, label in (("6:30", "AM", "Mon, Tue, Wed, Thu, Fri", True, None), ("7:45", "AM", "Sat, Sun", False, None),
                                        ("9:00", "AM", "Tomorrow" if nine_on else "Not scheduled", nine_on, "Flight check-in")):
            if label:
                s.append(e(label, "TextView", (63, y + 10, 700, y + 70), "edit_label", click=True))
                y += 60
            s += [e(f"{tm} {ampm}", "TextView", (63, y, 600, y + 150), "digital_clock", desc=f"{tm} {ampm}", click=True),
                  e(sub, "TextView", (63, y + 160, 700, y + 220), "days_of_week"),
                  e(None, "Switch", (870, y + 40, 1017, y + 120), "onoff", desc=f"{tm} {ampm}", check=on, click=True)]
            y += 300
        s += [e(None, "ImageButton", (420, 2040, 660, 2200), "fab", desc="Add alarm", click=True)] + tabs("Alarm")
        return s
    t = Traj(alarms("22:14", False))
    t.tap("onoff", alarms("22:14", True), 2)

    def stopwatch(clock: str, shown: str, running: bool, laps: list[tuple[str, str, str]]) -> list[El]:
        s = top(clock, alarm=True) + [e("Stopwatch", "TextView", (63, 300, 700, 420), "action_bar_title"),
                                      e(shown, "TextView", (140, 700, 940, 900), "stopwatch_time_text", desc=shown)]
        y = 1000
        for n, lap, total in laps:
            s += [e(n, "TextView", (100, y, 300, y + 70), "lap_number"), e(lap, "TextView", (350, y, 650, y + 70), "lap_time"),
                  e(total, "TextView", (700, y, 980, y + 70), "lap_total")]
            y += 90
        if running:
            s += [e(None, "ImageButton", (160, 2040, 320, 2200), "left_button", desc="Lap", click=True),
                  e(None, "ImageButton", (420, 2040, 660, 2200), "fab", desc="Pause", click=True)]
        elif shown == "00:00.00":
            s += [e(None, "ImageButton", (420, 2040, 660, 2200), "fab", desc="Start", click=True)]
        else:
            s += [e(None, "ImageButton", (160, 2040, 320, 2200), "left_button", desc="Reset", click=True),
                  e(None, "ImageButton", (420, 2040, 660, 2200), "fab", desc="Start", click=True)]
        return s + tabs("Stopwatch")
    t.tap("Stopwatch", stopwatch("22:14", "00:00.00", False, []))
    t.tap("Start", stopwatch("22:14", "00:02.41", True, []))
    t.tap("Lap", stopwatch("22:15", "00:10.02", True, [("# 2", "00:00.15", "00:10.02"), ("# 1", "00:09.87", "00:09.87")]))
    t.tap("Lap", stopwatch("22:15", "00:24.35", True, [("# 3", "00:00.15", "00:24.35"), ("# 2", "00:14.33", "00:24.20"),
                                                        ("# 1", "00:09.87", "00:09.87")]))
    t.tap("Pause", stopwatch("22:15", "00:31.58", False, [("# 3", "00:07.38", "00:31.58"), ("# 2", "00:14.33", "00:24.20"),
                                                           ("# 1", "00:09.87", "00:09.87")]))

    def timer(clock: str, digits: str) -> list[El]:
        d = digits.rjust(6, "0")
        shown = f"{d[0:2]}h {d[2:4]}m {d[4:6]}s"
        s = top(clock, alarm=True) + [e("Timer", "TextView", (63, 300, 700, 420), "action_bar_title"),
                                      e(shown, "TextView", (140, 520, 940, 700), "timer_setup_time", desc=f"{int(d[0:2])} hours, {int(d[2:4])} minutes, {int(d[4:6])} seconds"),
                                      e(None, "ImageButton", (860, 560, 1000, 660), "timer_setup_delete", desc="Delete", click=True, on=bool(digits))]
        for i, k in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]):
            r, c = divmod(i if i < 9 else i + 1, 3)
            s.append(e(k, "Button", (180 + c * 250, 800 + r * 250, 400 + c * 250, 1020 + r * 250), f"timer_setup_digit_{k}", click=True))
        if digits:
            s.append(e(None, "ImageButton", (420, 2040, 660, 2200), "fab", desc="Start", click=True))
        return s + tabs("Timer")
    t.tap("Timer", timer("22:16", ""))
    t.tap("5", timer("22:16", "5"))
    t.tap("0", timer("22:16", "50"))
    t.tap("0", timer("22:16", "500"))
    run = top("22:16", alarm=True) + [
        e("Timer", "TextView", (63, 300, 700, 420), "action_bar_title"),
        e("Label", "TextView", (63, 480, 1017, 560), "timer_label", click=True),
        e("4:58", "TextView", (240, 900, 840, 1100), "timer_text", desc="4 minutes 58 seconds remaining"),
        e("+1:00", "Button", (700, 1400, 900, 1500), "timer_add_time_button", desc="Add 1 minute", click=True),
        e("Reset", "Button", (180, 1400, 400, 1500), "reset_add", click=True),
        e(None, "ImageButton", (420, 2040, 660, 2200), "fab", desc="Pause", click=True),
        e(None, "ImageButton", (160, 2040, 320, 2200), "left_button", desc="Delete", click=True),
        e(None, "ImageButton", (760, 2040, 920, 2200), "right_button", desc="Add timer", click=True)] + tabs("Timer")
    t.tap("Start", run)
    rs.add("android", "h50-android-10", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 11 Joplin (bad: renamed notebook shows under its old name)
def t11(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    e = maker(P)
    VG = "android.view.ViewGroup"
    notes = {"Work": [("Q2 OKR draft", "12/03/2024 09:12"), ("1:1 notes — Priya", "11/03/2024 16:40"),
                      ("Retro 2024-03-08", "08/03/2024 17:05"), ("Vendor shortlist", "04/03/2024 10:22")],
             "Travel": [("Flights & hotels", "02/03/2024 21:47"), ("Packing list", "01/03/2024 22:10"),
                        ("Pastéis de nata crawl", "27/02/2024 19:31")],
             "Personal": [("Gift ideas", "10/03/2024 20:02"), ("Dentist insurance claim", "06/03/2024 12:15"),
                          ("Bike maintenance log", "24/02/2024 11:40")]}

    def notelist(clock: str, title: str, key: str) -> list[El]:
        s = sb(clock, 69) + [
            e(None, VG, (0, 150, 140, 290), desc="Side menu", click=True),
            e(title, "TextView", (150, 170, 700, 270)),
            e(None, VG, (760, 150, 880, 290), desc="Search", click=True),
            e(None, VG, (890, 150, 1060, 290), desc="Actions", click=True),
            e(None, "android.widget.ScrollView", (0, 300, 1080, 2400), scroll=True)]
        y = 310
        for n, d in notes[key]:
            s += [e(n, "TextView", (63, y + 20, 1017, y + 85), click=True, lng=True), e(d, "TextView", (63, y + 90, 1017, y + 135))]
            y += 170
        s.append(e(None, VG, (870, 2150, 1017, 2297), desc="Add new", click=True))
        return s

    def sidebar(clock: str, books: list[str], under: list[El]) -> list[El]:
        s = [dict(x) for x in under] + [
            e(None, "android.widget.ScrollView", (0, 130, 810, 2400), scroll=True),
            e("All notes", "TextView", (63, 200, 780, 290), click=True),
            e("NOTEBOOKS", "TextView", (63, 330, 780, 400))]
        y = 420
        for b in books:
            s.append(e(b, "TextView", (100, y, 780, y + 90), click=True, lng=True))
            y += 110
        s += [e("TAGS", "TextView", (63, y + 40, 780, y + 110)), e("lisbon", "TextView", (100, y + 130, 780, y + 210), click=True),
              e("okr", "TextView", (100, y + 230, 780, y + 310), click=True),
              e("Synchronise", "TextView", (63, 2140, 780, 2230), click=True),
              e("Configuration", "TextView", (63, 2250, 780, 2340), click=True)]
        s[0]["text"] = clock
        return s
    t = Traj(notelist("10:05", "Work", "Work"))
    t.tap("Side menu", sidebar("10:05", ["Personal", "Recipes", "Travel 2023", "Work"], notelist("10:05", "Work", "Work")))
    side = sidebar("10:05", ["Personal", "Recipes", "Travel 2023", "Work"], notelist("10:05", "Work", "Work"))
    dlg = side + [e("Notebook: Travel 2023", "TextView", (100, 900, 980, 990)),
                  e("Edit notebook", "TextView", (100, 1020, 980, 1120), click=True),
                  e("Delete notebook", "TextView", (100, 1130, 980, 1230), click=True),
                  e("Cancel", "TextView", (100, 1240, 980, 1340), click=True)]
    t.hold("Travel 2023", dlg)

    def editnb(clock: str, text: str, focus: bool, sel: str | None) -> list[El]:
        s = sb(clock, 69) + [
            e(None, VG, (0, 150, 140, 290), desc="Back", click=True),
            e("Edit notebook", "TextView", (150, 170, 700, 270)),
            e(None, VG, (930, 150, 1060, 290), desc="Save", click=True),
            e(text, "EditText", (63, 330, 1017, 450), edit=True, click=True, focus=focus),
            e("Parent notebook", "TextView", (63, 500, 1017, 560)),
            e("(None)", "TextView", (63, 570, 1017, 650), click=True),
            e("Icon", "TextView", (63, 700, 500, 760)), e("Select emoji...", "Button", (63, 770, 500, 870), click=True)]
        if sel == "word":
            s += [e("Cut", "Button", (40, 220, 200, 320), click=True), e("Copy", "Button", (200, 220, 380, 320), click=True),
                  e("Paste", "Button", (380, 220, 560, 320), click=True), e("Select all", "Button", (560, 220, 820, 320), click=True)]
        elif sel == "all":
            s += [e("Cut", "Button", (40, 220, 200, 320), click=True), e("Copy", "Button", (200, 220, 380, 320), click=True),
                  e("Paste", "Button", (380, 220, 560, 320), click=True), e("Share", "Button", (560, 220, 780, 320), click=True)]
        return s
    t.tap("Edit notebook", editnb("10:06", "Travel 2023", False, None))
    t.hold("Travel 2023", editnb("10:06", "Travel 2023", True, "word"))
    t.tap("Select all", editnb("10:06", "Travel 2023", True, "all"))
    t.typ("Travel 2023", "Lisbon 2024", editnb("10:07", "Lisbon 2024", True, None))
    t.tap("Save", notelist("10:07", "Lisbon 2024", "Travel"))
    t.tap("Side menu", sidebar("10:07", ["Lisbon 2024", "Personal", "Recipes", "Work"], notelist("10:07", "Lisbon 2024", "Travel")))
    t.tap("Personal", notelist("10:08", "Personal", "Personal"))
    t.tap("Side menu", sidebar("10:08", ["Personal", "Recipes", "Travel 2023", "Work"], notelist("10:08", "Personal", "Personal")))
    t.tap("Travel 2023", notelist("10:08", "Travel 2023", "Travel"))
    rs.add("android", "h50-android-11", SYSTEM, t.turns, state=t.state, bad=True, turn=10,
           kind="The side menu lists the notebook as 'Travel 2023' again, though it was renamed to 'Lisbon 2024' and shown so two screens earlier.")


# ---------------------------------------------------------------- 12 Google Keep (clean)
def t12(rs: RowSet) -> None:
    P = "com.google.android.keep"
    e = maker(P)

    def grid(clock: str, gro_open: list[str], gro_done: int, gate: bool, selected: str | None = None, snack: bool = False) -> list[El]:
        s = sb(clock, 54)
        if selected:
            s += [e(None, "ImageButton", (0, 160, 130, 290), desc="Close selection", click=True),
                  e("1", "TextView", (150, 170, 300, 280), "selection_count"),
                  e(None, "ImageButton", (500, 160, 610, 290), "menu_pin", desc="Pin", click=True),
                  e(None, "ImageButton", (620, 160, 730, 290), "menu_reminder", desc="Remind me", click=True),
                  e(None, "ImageButton", (740, 160, 850, 290), "menu_color", desc="Change color", click=True),
                  e(None, "ImageButton", (860, 160, 960, 290), "menu_archive", desc="Archive", click=True),
                  e(None, "ImageView", (970, 160, 1060, 290), desc="More options", click=True)]
        else:
            s += [e(None, "ImageButton", (30, 170, 140, 280), desc="Open navigation drawer", click=True),
                  e("Search your notes", "TextView", (150, 170, 760, 280), "open_search_bar_text_view", click=True),
                  e(None, "ImageButton", (770, 170, 880, 280), desc="Switch to list view", click=True),
                  e(None, "ImageView", (900, 165, 1010, 285), desc="Account: Jordan Ellis jordan.ellis.dev@gmail.com", click=True)]
        s += [e(None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2200), "notes_list", scroll=True),
              e("PINNED", "TextView", (40, 320, 500, 380), "header_title"),
              e("Groceries", "TextView", (40, 410, 520, 480), "index_note_title", click=True, lng=True),
              e("\n".join(gro_open) + (f"\n+ {gro_done} checked item{'s' if gro_done != 1 else ''}" if gro_done else ""),
                "TextView", (40, 490, 520, 900), "index_note_list_items"),
              e("OTHERS", "TextView", (40, 960, 500, 1020), "header_title")]
        cards = [("Wi-Fi guest password", "linden-guest / sunflower42"), ("Book recs from Ana", "Piranesi, The Overstory, Klara and the Sun"),
                 ("Gate code", "#4471 (side gate, Thu cleaners)"), ("Bike fit", "saddle 74.5 cm, stem -6°, bars 42 cm")]
        y = 1050
        for i, (ti, body) in enumerate(c for c in cards if gate or c[0] != "Gate code"):
            x = 40 if i % 2 == 0 else 560
            s += [e(ti, "TextView", (x, y, x + 480, y + 70), "index_note_title", click=True, lng=True, sel=(ti == selected)),
                  e(body, "TextView", (x, y + 80, x + 480, y + 260), "index_note_text_description")]
            if i % 2 == 1:
                y += 320
        if snack:
            s += [e("Note archived", "TextView", (63, 1990, 700, 2080), "snackbar_text"),
                  e("Undo", "Button", (800, 1990, 1017, 2080), "snackbar_action", click=True)]
        s += [e(None, "ImageView", (40, 2240, 150, 2340), "new_list_button", desc="New list", click=True),
              e(None, "ImageView", (170, 2240, 280, 2340), "new_drawing_button", desc="New drawing note", click=True),
              e(None, "ImageView", (300, 2240, 410, 2340), "new_voice_button", desc="New audio note", click=True),
              e(None, "ImageView", (430, 2240, 540, 2340), "new_image_button", desc="New photo note", click=True),
              e(None, "ImageButton", (870, 2120, 1040, 2290), "new_note_button", desc="New text note", click=True)]
        return s
    t = Traj(grid("09:25", ["oat milk", "eggs (dozen)", "spinach", "coffee beans"], 1, True))

    def editor(clock: str, open_: list[str], done: list[str], edited: str, new_focus: bool = False) -> list[El]:
        s = sb(clock, 54) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e(None, "ImageButton", (650, 160, 760, 290), "menu_pin", desc="Unpin", check=True, click=True),
            e(None, "ImageButton", (770, 160, 880, 290), "menu_reminder", desc="Remind me", click=True),
            e(None, "ImageButton", (890, 160, 1000, 290), "menu_archive", desc="Archive", click=True),
            e("Groceries", "EditText", (63, 320, 1017, 420), "editable_title", hint="Title", edit=True, click=True)]
        y = 450
        for i, it in enumerate(open_):
            last = new_focus and i == len(open_) - 1
            s += [e(None, "CheckBox", (63, y, 160, y + 100), "list_item_checkbox", desc="Unchecked", check=False, click=True),
                  e(it or None, "EditText", (170, y, 950, y + 100), "description", hint="List item" if not it else None, edit=True, click=True, focus=last)]
            y += 110
        s.append(e("List item", "TextView", (170, y, 950, y + 100), "add_item_text_view", click=True))
        y += 130
        s.append(e(f"{len(done)} checked item{'s' if len(done) != 1 else ''}", "TextView", (100, y, 950, y + 90), "checked_items_header", click=True))
        y += 100
        for it in done:
            s += [e(None, "CheckBox", (63, y, 160, y + 100), "list_item_checkbox", desc="Checked", check=True, click=True),
                  e(it, "EditText", (170, y, 950, y + 100), "description", edit=True, click=True)]
            y += 110
        s += [e(None, "ImageButton", (20, 2240, 130, 2340), "bs_action_button", desc="Action", click=True),
              e(None, "ImageButton", (140, 2240, 250, 2340), "theme_button", desc="Color and background", click=True),
              e(f"Edited {edited}", "TextView", (300, 2250, 780, 2330), "edit_timestamp"),
              e(None, "ImageButton", (950, 2240, 1060, 2340), "menu_button", desc="Open menu", click=True)]
        return s
    t.tap("Groceries", editor("09:25", ["oat milk", "eggs (dozen)", "spinach", "coffee beans"], ["bananas"], "8:03 AM"))
    t.tap("list_item_checkbox", editor("09:26", ["oat milk", "spinach", "coffee beans"], ["eggs (dozen)", "bananas"], "9:26 AM"), 1)
    t.tap("List item", editor("09:26", ["oat milk", "spinach", "coffee beans", ""], ["eggs (dozen)", "bananas"], "9:26 AM", True))
    t.typ("description", "parmesan", editor("09:27", ["oat milk", "spinach", "coffee beans", "parmesan"], ["eggs (dozen)", "bananas"], "9:27 AM", True), 3)
    t.do("navigate_back", grid("09:27", ["oat milk", "spinach", "coffee beans", "parmesan"], 2, True))
    t.hold("Gate code", grid("09:27", ["oat milk", "spinach", "coffee beans", "parmesan"], 2, True, "Gate code"))
    t.tap("Archive", grid("09:28", ["oat milk", "spinach", "coffee beans", "parmesan"], 2, False, snack=True))
    drawer = grid("09:28", ["oat milk", "spinach", "coffee beans", "parmesan"], 2, False) + [
        e(None, "android.widget.ListView", (0, 130, 880, 2400), "drawer_navigation", scroll=True),
        e("Google Keep", "TextView", (63, 180, 800, 280)),
        e("Notes", "CheckedTextView", (0, 300, 860, 430), "drawer_item", check=True, click=True),
        e("Reminders", "CheckedTextView", (0, 430, 860, 560), "drawer_item", check=False, click=True),
        e("Home", "CheckedTextView", (0, 600, 860, 730), "drawer_item", check=False, click=True),
        e("Work", "CheckedTextView", (0, 730, 860, 860), "drawer_item", check=False, click=True),
        e("Create new label", "CheckedTextView", (0, 860, 860, 990), "drawer_item", check=False, click=True),
        e("Archive", "CheckedTextView", (0, 1030, 860, 1160), "drawer_item", check=False, click=True),
        e("Deleted", "CheckedTextView", (0, 1160, 860, 1290), "drawer_item", check=False, click=True),
        e("Settings", "CheckedTextView", (0, 1330, 860, 1460), "drawer_item", check=False, click=True),
        e("Help & feedback", "CheckedTextView", (0, 1460, 860, 1590), "drawer_item", check=False, click=True)]
    t.tap("Open navigation drawer", drawer)
    rs.add("android", "h50-android-12", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 13 WhatsApp (clean)
def t13(rs: RowSet) -> None:
    P = "com.whatsapp"
    e = maker(P)

    def chats(clock: str, rows: list[tuple[str, str, str, int]], icons: tuple[str, ...]) -> list[El]:
        s = sb(clock, 73, extra=icons) + [
            e("WhatsApp", "TextView", (63, 170, 600, 280), "toolbar_title"),
            e(None, "ImageButton", (720, 165, 830, 285), "menuitem_camera", desc="Camera", click=True),
            e(None, "ImageView", (960, 165, 1060, 285), desc="More options", click=True),
            e("Ask Meta AI or Search", "TextView", (40, 310, 1040, 420), "my_search_bar", click=True),
            e("All", "Button", (40, 450, 180, 540), click=True, sel=True), e("Unread", "Button", (200, 450, 400, 540), click=True),
            e("Favourites", "Button", (420, 450, 680, 540), click=True), e("Groups", "Button", (700, 450, 900, 540), click=True),
            e(None, "android.widget.ListView", (0, 560, 1080, 2200), "list", scroll=True)]
        y = 570
        for name, last, when, unread in rows:
            s += [e(name, "TextView", (220, y + 25, 800, y + 90), "conversations_row_contact_name", click=True, lng=True),
                  e(last, "TextView", (220, y + 95, 900, y + 150), "single_msg_tv"),
                  e(when, "TextView", (820, y + 30, 1040, y + 85), "conversations_row_date")]
            if unread:
                s.append(e(str(unread), "TextView", (960, y + 95, 1030, y + 150), "conversations_row_message_count",
                           desc=f"{unread} unread message{'s' if unread > 1 else ''}"))
            y += 190
        s += [e(None, "ImageButton", (870, 2040, 1017, 2187), "fab", desc="New chat", click=True),
              e("Chats", "TextView", (0, 2260, 270, 2340), "navigation_bar_item_large_label_view", click=True, sel=True),
              e("Updates", "TextView", (270, 2260, 540, 2340), "navigation_bar_item_small_label_view", click=True),
              e("Communities", "TextView", (540, 2260, 810, 2340), "navigation_bar_item_small_label_view", click=True),
              e("Calls", "TextView", (810, 2260, 1080, 2340), "navigation_bar_item_small_label_view", click=True)]
        return s
    base = [("Family 🏡", "Dad: I'll drive, pick you up at 12:15", "9:41 AM", 3), ("Jonas Weber", "Are we still on for padel?", "9:12 AM", 1),
            ("Ana Lima", "Sent you the doc", "Yesterday", 0), ("Padel Sundays", "Rui: Court 4 booked", "Yesterday", 0),
            ("Kiko", "🎤 Voice message (0:42)", "Monday", 0), ("Landlord – Mr. Haddad", "Boiler guy comes Thu 8-10am", "3/8/24", 0)]
    t = Traj(chats("09:52", base, ("WhatsApp", "WhatsApp")))

    def chat(clock: str, status: str, msgs: list[tuple[str, str, str, str | None]], draft: str | None) -> list[El]:
        s = sb(clock, 73, extra=("WhatsApp",)) + [
            e(None, "ImageButton", (0, 160, 110, 290), "back", desc="Navigate up", click=True),
            e("Jonas Weber", "TextView", (230, 170, 700, 235), "conversation_contact_name", click=True),
            e(status, "TextView", (230, 235, 700, 280), "conversation_contact_status"),
            e(None, "ImageButton", (720, 165, 820, 285), desc="Video call", click=True),
            e(None, "ImageButton", (830, 165, 930, 285), desc="Voice call", click=True),
            e(None, "ImageView", (960, 165, 1060, 285), desc="More options", click=True),
            e(None, "android.widget.ListView", (0, 300, 1080, 2120), "conversation_list", scroll=True)]
        y = 2080 - 190 * len(msgs)
        for body, when, who, tick in msgs:
            if who == "day":
                s.append(e(body, "TextView", (420, y + 40, 660, y + 100), "conversation_row_date_divider"))
            else:
                x1 = 300 if who == "me" else 40
                s += [e(body, "TextView", (x1, y, x1 + 700, y + 110), "message_text", click=True, lng=True),
                      e(when, "TextView", (x1 + 520, y + 115, x1 + 640, y + 160), "date")]
                if tick:
                    s.append(e(None, "ImageView", (x1 + 650, y + 115, x1 + 700, y + 160), "status", desc=tick))
            y += 190
        s += [e(None, "ImageButton", (40, 2150, 140, 2280), "emoji_picker_btn", desc="Emoji", click=True),
              e(draft, "EditText", (150, 2150, 700, 2280), "entry", hint="Message" if not draft else None, edit=True, click=True, focus=draft is not None)]
        if draft:
            s.append(e(None, "ImageButton", (900, 2150, 1040, 2290), "send", desc="Send", click=True))
        else:
            s += [e(None, "ImageButton", (710, 2150, 800, 2280), "input_attach_button", desc="Attach", click=True),
                  e(None, "ImageButton", (800, 2150, 890, 2280), "camera_btn", desc="Camera", click=True),
                  e(None, "ImageButton", (900, 2150, 1040, 2290), "voice_note_btn", desc="Voice message", click=True)]
        return s
    hist = [("Yesterday", "", "day", None), ("Padel tomorrow at 19:00?", "8:44 PM", "them", None),
            ("Sure, which club?", "8:47 PM", "me", "Read"), ("Today", "", "day", None),
            ("Are we still on for padel?", "9:12 AM", "them", None)]
    t.tap("Jonas Weber", chat("09:52", "last seen today at 9:14 AM", hist, None))
    msg = "Yes! Court 2 at 19:00, I'll bring balls"
    t.typ("entry", msg, chat("09:52", "last seen today at 9:14 AM", hist, msg))
    t.tap("Send", chat("09:53", "last seen today at 9:14 AM", hist + [(msg, "9:53 AM", "me", "Sent")], None))
    t.do("wait", chat("09:53", "online", hist + [(msg, "9:53 AM", "me", "Delivered")], None))
    t.do("wait", chat("09:53", "typing…", hist + [(msg, "9:53 AM", "me", "Read")], None))
    full = hist + [(msg, "9:53 AM", "me", "Read"), ("👍 perfect, see you there", "9:54 AM", "them", None)]
    t.do("wait", chat("09:54", "online", full, None))
    after = [("Jonas Weber", "👍 perfect, see you there", "9:54 AM", 0)] + [r for r in base if r[0] != "Jonas Weber"]
    t.do("navigate_back", chats("09:54", after, ("WhatsApp",)))
    fam = sb("09:55", 73) + [
        e(None, "ImageButton", (0, 160, 110, 290), "back", desc="Navigate up", click=True),
        e("Family 🏡", "TextView", (230, 170, 700, 235), "conversation_contact_name", click=True),
        e("Mom, Dad, Leo, You", "TextView", (230, 235, 700, 280), "conversation_contact_status"),
        e(None, "ImageButton", (720, 165, 820, 285), desc="Video call", click=True),
        e(None, "ImageButton", (830, 165, 930, 285), desc="Voice call", click=True),
        e(None, "ImageView", (960, 165, 1060, 285), desc="More options", click=True),
        e(None, "android.widget.ListView", (0, 300, 1080, 2120), "conversation_list", scroll=True),
        e("Leo", "TextView", (40, 700, 400, 750), "name_in_group_tv"),
        e("who's bringing the cake?", "TextView", (40, 755, 740, 860), "message_text", click=True, lng=True),
        e("8:15 AM", "TextView", (560, 865, 680, 910), "date"),
        e("3 UNREAD MESSAGES", "TextView", (300, 960, 780, 1030), "unread_divider_tv"),
        e("Mom", "TextView", (40, 1070, 400, 1120), "name_in_group_tv"),
        e(None, "ImageView", (40, 1125, 740, 1600), "image", desc="Photo", click=True),
        e("9:38 AM", "TextView", (560, 1605, 680, 1650), "date"),
        e("Mom", "TextView", (40, 1690, 400, 1740), "name_in_group_tv"),
        e("Grandma's 90th — Saturday 13:00 at Casa Verde. I ordered the cake 🎂", "TextView", (40, 1745, 740, 1900), "message_text", click=True, lng=True),
        e("9:40 AM", "TextView", (560, 1905, 680, 1950), "date"),
        e("Dad", "TextView", (40, 1960, 400, 2010), "name_in_group_tv"),
        e("I'll drive, pick you up at 12:15", "TextView", (40, 2015, 740, 2090), "message_text", click=True, lng=True),
        e("9:41 AM", "TextView", (560, 2090, 680, 2120), "date"),
        e(None, "EditText", (150, 2150, 700, 2280), "entry", hint="Message", edit=True, click=True),
        e(None, "ImageButton", (900, 2150, 1040, 2290), "voice_note_btn", desc="Voice message", click=True)]
    t.tap("Family 🏡", fam)
    t.do("navigate_back", chats("09:55", [(n, m, w, 0) for n, m, w, _ in after], ()))
    rs.add("android", "h50-android-13", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 14 Settings: Bluetooth (bad: forgotten device reappears)
def t14(rs: RowSet) -> None:
    P = "com.android.settings"
    e = maker(P)

    def with_gears(s: list[El], devices: list[str]) -> list[El]:
        out: list[El] = []
        for el in s:
            out.append(el)
            if el["text"] in devices:
                y1, y2 = el["box"][1] - 40, el["box"][3] + 50
                out.append(e(None, "ImageView", (891, y1, 1017, y2), "settings_button", desc="Device details", click=True))
        return out

    def connected(clock: str, recent: list[str]) -> list[El]:
        rows: list[tuple[Any, ...]] = [("Pair new device", None), ("§Previously connected devices", None)]
        rows += [(d, None) for d in recent] + [("See all", None), ("Connection preferences", "Bluetooth, Android Auto, NFC")]
        return with_gears(settings(clock, 62, "Connected devices", rows), recent)

    def allprev(clock: str, devs: list[str]) -> list[El]:
        return with_gears(settings(clock, 62, "Previously connected devices", [(d, None) for d in devs]), devs)
    t = Traj(connected("18:05", ["Pixel Buds Pro", "JBL Flip 5", "Galaxy Watch4 (9C2F)"]))
    devs = ["Pixel Buds Pro", "JBL Flip 5", "Galaxy Watch4 (9C2F)", "Toyota Corolla", "Logitech K380"]
    t.tap("See all", allprev("18:05", devs))

    def details(clock: str, name: str, profile: str, addr: str) -> list[El]:
        s = settings(clock, 62, "Device details", [], y0=470)
        return s + [e(None, "ImageView", (420, 480, 660, 720), "entity_header_icon"),
                    e(name, "TextView", (63, 740, 1017, 820), "entity_header_title"),
                    e("Disconnected", "TextView", (63, 825, 1017, 880), "entity_header_summary"),
                    e("Forget", "Button", (63, 940, 520, 1060), "button1", click=True),
                    e("Connect", "Button", (560, 940, 1017, 1060), "button2", click=True)] + prefs(P, [
                        (profile, None, True), ("§Device's Bluetooth address: " + addr, None)], 1120)
    t.tap("Device details", details("18:06", "JBL Flip 5", "Media audio", "4C:87:5D:1A:0B:92"), 1)
    dlg = sb("18:06", 62) + [
        e("Forget device?", "TextView", (110, 900, 970, 990), "alertTitle"),
        e("Your phone will no longer be paired with JBL Flip 5", "TextView", (110, 1010, 970, 1120), "message"),
        e("Cancel", "Button", (420, 1170, 640, 1280), "button2", click=True),
        e("Forget device", "Button", (660, 1170, 970, 1280), "button1", click=True)]
    t.tap("Forget", dlg)
    left = [d for d in devs if d != "JBL Flip 5"]
    t.tap("Forget device", allprev("18:06", left))
    t.tap("Device details", details("18:07", "Logitech K380", "Input device", "F1:3C:77:20:8A:4D"), 3)
    t.do("navigate_back", allprev("18:07", left))
    t.do("navigate_back", connected("18:07", ["Pixel Buds Pro", "JBL Flip 5", "Galaxy Watch4 (9C2F)"]))
    pair = settings("18:08", 62, "Pair new device", [
        ("Device name", "Pixel 7"), ("§Available devices", None), ("LE-Bose QC45", None), ("[TV] Samsung 7 Series (55)", None),
        ("Galaxy Buds2 (A41E)", None), ("§Phone's Bluetooth address: 58:24:29:B3:6F:0E", None)])
    pair.insert(ix(pair, "§Available devices".lstrip("§")) + 1, e(None, "ProgressBar", (63, 1000, 1017, 1016), "scanning_progress", desc="Searching for devices"))
    t.tap("Pair new device", pair)
    rs.add("android", "h50-android-14", SYSTEM, t.turns, state=t.state, bad=True, turn=7,
           kind="JBL Flip 5 is listed again under Previously connected devices after it was forgotten and missing from the full list.")


# ---------------------------------------------------------------- 15 Camera + Simple Gallery Pro (clean)
def t15(rs: RowSet) -> None:
    G = "com.simplemobiletools.gallery.pro"
    g = maker(G)
    c = maker("com.android.camera2")

    def folders(clock: str, dirs: list[tuple[str, str]]) -> list[El]:
        s = sb(clock, 88) + [
            g("Simple Gallery", "TextView", (63, 170, 600, 280), "main_toolbar_title"),
            g(None, "TextView", (650, 165, 750, 275), "search", desc="Search", click=True),
            g(None, "TextView", (760, 165, 860, 275), "sort", desc="Sort by", click=True),
            g(None, "TextView", (870, 165, 960, 275), "filter", desc="Filter media", click=True),
            g(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            g(None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2400), "directories_grid", scroll=True)]
        for i, (name, cnt) in enumerate(dirs):
            x, y = (i % 2) * 540, 300 + (i // 2) * 560
            s += [g(None, "ImageView", (x + 10, y, x + 530, y + 440), "dir_thumbnail", click=True, lng=True),
                  g(name, "TextView", (x + 30, y + 450, x + 400, y + 510), "dir_name"),
                  g(cnt, "TextView", (x + 420, y + 450, x + 520, y + 510), "photo_cnt")]
        return s
    dirs = [("Screenshots", "58"), ("Camera", "214"), ("WhatsApp Images", "1032"), ("Download", "12"), ("Receipts", "9")]
    t = Traj(folders("16:31", dirs))

    def camera(clock: str) -> list[El]:
        return sb(clock, 88) + [
            c(None, "android.view.View", (0, 130, 1080, 1960), "preview_overlay", click=True),
            c(None, "ImageButton", (63, 160, 173, 270), "flash_toggle_button", desc="Flash auto", click=True),
            c(None, "ImageButton", (480, 160, 600, 270), "grid_lines_toggle_button", desc="Grid lines off", click=True),
            c(None, "ImageButton", (907, 160, 1017, 270), "camera_toggle_button", desc="Front camera", click=True),
            c(None, "ImageView", (100, 2080, 240, 2220), "rounded_thumbnail_view", desc="Filmstrip view", click=True),
            c(None, "ImageButton", (420, 2030, 660, 2270), "shutter_button", desc="Shutter", click=True),
            c(None, "ImageButton", (860, 2080, 1000, 2220), "mode_options_toggle", desc="Open mode list", click=True)]
    t.do("open_app", camera("16:31"), app_name="Camera")
    t.tap("Shutter", camera("16:31"))
    t.tap("Shutter", camera("16:32"))
    dirs2 = [("Camera", "216"), ("Screenshots", "58"), ("WhatsApp Images", "1032"), ("Download", "12"), ("Receipts", "9")]
    t.do("open_app", folders("16:32", dirs2), app_name="Simple Gallery Pro")
    shots = ["IMG_20240312_163205.jpg", "IMG_20240312_163158.jpg", "IMG_20240311_191447.jpg", "IMG_20240311_191432.jpg",
             "IMG_20240310_120518.jpg", "VID_20240309_173002.mp4", "IMG_20240309_172841.jpg", "IMG_20240308_181522.jpg",
             "IMG_20240308_181509.jpg", "IMG_20240307_083015.jpg", "PANO_20240303_150244.jpg", "IMG_20240303_145931.jpg",
             "IMG_20240302_201118.jpg"]

    def media(clock: str, files: list[str], selected: str | None, total: int, dialog: bool = False) -> list[El]:
        s = sb(clock, 88)
        if selected:
            s += [g(None, "ImageButton", (0, 160, 130, 290), desc="Done", click=True),
                  g(f"1 / {total}", "TextView", (150, 170, 500, 280), "cab_title"),
                  g(None, "TextView", (650, 165, 750, 275), "cab_share", desc="Share", click=True),
                  g(None, "TextView", (760, 165, 860, 275), "cab_delete", desc="Delete", click=True),
                  g(None, "TextView", (870, 165, 960, 275), "cab_select_all", desc="Select all", click=True),
                  g(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True)]
        else:
            s += [g(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
                  g("Camera", "TextView", (150, 170, 500, 280), "media_toolbar_title"),
                  g(None, "TextView", (650, 165, 750, 275), "search", desc="Search", click=True),
                  g(None, "TextView", (760, 165, 860, 275), "sort", desc="Sort by", click=True),
                  g(None, "TextView", (870, 165, 960, 275), "toggle_filename", desc="Toggle filename visibility", click=True),
                  g(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True)]
        s.append(g(None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2400), "media_grid", scroll=True))
        for i, f in enumerate(files[:12]):
            x, y = (i % 3) * 360, 300 + (i // 3) * 420
            s += [g(None, "ImageView", (x + 5, y, x + 355, y + 350), "medium_thumbnail", click=True, lng=True, sel=(f == selected)),
                  g(f, "TextView", (x + 10, y + 355, x + 350, y + 410), "medium_name")]
            if f == selected:
                s.append(g(None, "ImageView", (x + 280, y + 20, x + 340, y + 80), "medium_check", desc="Selected"))
        if dialog:
            s += [g("Are you sure you want to move 1 item into the Recycle Bin?", "TextView", (100, 1000, 980, 1120), "message"),
                  g("No", "Button", (560, 1170, 760, 1280), "button2", click=True),
                  g("Yes", "Button", (780, 1170, 980, 1280), "button1", click=True)]
        return s
    t.tap("dir_thumbnail", media("16:32", shots, None, 216))
    t.hold("medium_thumbnail", media("16:32", shots, shots[0], 216))
    t.tap("Delete", media("16:33", shots, shots[0], 216, True))
    t.tap("Yes", media("16:33", shots[1:], None, 215))
    rs.add("android", "h50-android-15", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 16 Retro Music (bad: a track's length changes)
def t16(rs: RowSet) -> None:
    P = "code.name.monkey.retromusic"
    e = maker(P)

    def nav() -> list[El]:
        return [e(n, "TextView", (x, 2270, x + 216, 2340), "navigation_bar_item_small_label_view", desc=n, click=True, sel=(n == "Playlists"))
                for n, x in (("For you", 0), ("Songs", 216), ("Albums", 432), ("Artists", 648), ("Playlists", 864))]

    def mini(title: str | None, artist: str = "") -> list[El]:
        if not title:
            return []
        return [e(title, "TextView", (180, 2100, 760, 2160), "mini_player_title", click=True),
                e(artist, "TextView", (180, 2160, 760, 2210), "mini_player_artist"),
                e(None, "ImageView", (900, 2100, 1020, 2220), "mini_player_play_pause_button", desc="Pause", click=True)]

    def playlists(clock: str, fav: int, playing: tuple[str, str] | None) -> list[El]:
        s = sb(clock, 49) + [
            e("Retro Music", "TextView", (150, 170, 700, 280), "appNameText"),
            e(None, "ImageButton", (960, 165, 1060, 285), desc="Search", click=True),
            e(None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2080), "recycler_view", scroll=True),
            e("Sort order", "TextView", (63, 310, 500, 380), desc="Sort order", click=True)]
        y = 400
        for n, k in (("Favorites", fav), ("Evening chill", 18), ("Running", 27), ("Road trip '23", 35)):
            s += [e(n, "TextView", (240, y + 30, 900, y + 95), "title", click=True, lng=True), e(f"{k} Songs", "TextView", (240, y + 100, 900, y + 150), "text")]
            y += 200
        return s + mini(*(playing or (None,))) + nav()
    t = Traj(playlists("20:48", 42, None))
    chill = [("Night Owl", "Galimatias", "3:21"), ("Sunset Lover", "Petit Biscuit", "3:57"), ("Coffee", "Sylvan Esso", "4:29"),
             ("Nuvole Bianche", "Ludovico Einaudi", "5:57"), ("Intro", "The xx", "2:08"), ("Flume", "Bon Iver", "3:39"),
             ("Fade Into You", "Mazzy Star", "4:55"), ("Saturn", "Sleeping At Last", "4:49")]

    def detail(clock: str, name: str, summary: str, songs: list[tuple[str, str, str]], playing: tuple[str, str] | None,
               header: bool = True) -> list[El]:
        s = sb(clock, 49) + [e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
                             e(name, "TextView", (150, 170, 800, 280), "title"),
                             e(None, "ImageView", (970, 165, 1060, 285), desc="More options", click=True),
                             e(None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2080), "recyclerView", scroll=True)]
        y = 320
        if header:
            s += [e(summary, "TextView", (63, 320, 1017, 380), "text"),
                  e("Play", "Button", (63, 410, 520, 520), "playAction", click=True),
                  e("Shuffle", "Button", (560, 410, 1017, 520), "shuffleAction", click=True)]
            y = 560
        for ti, ar, du in songs:
            s += [e(ti, "TextView", (190, y + 20, 900, y + 80), "title", click=True, lng=True),
                  e(f"{ar} • {du}", "TextView", (190, y + 85, 900, y + 135), "text"),
                  e(None, "ImageView", (960, y + 30, 1050, y + 130), "menu", desc="More options", click=True)]
            y += 180
        return s + mini(*(playing or (None,)))
    t.tap("Evening chill", detail("20:48", "Evening chill", "18 Songs • 1:12:40", chill, None))
    t.tap("Shuffle", detail("20:48", "Evening chill", "18 Songs • 1:12:40", chill, ("Coffee", "Sylvan Esso")))

    def player(clock: str, title: str, artist: str, album: str, pos: str, length: str, nxt: str, fav: bool = False) -> list[El]:
        return sb(clock, 49) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e(None, "ImageButton", (740, 165, 850, 285), "action_add_to_playlist", desc="Add to playlist", click=True),
            e(None, "ImageButton", (860, 165, 960, 285), "action_toggle_lyrics", desc="Lyrics", click=True),
            e(None, "ImageView", (970, 165, 1060, 285), desc="More options", click=True),
            e(None, "ImageView", (90, 360, 990, 1260), "player_image", desc=album),
            e(title, "TextView", (63, 1340, 900, 1430), "title"),
            e(artist, "TextView", (63, 1435, 900, 1490), "text"),
            e(None, "ImageView", (930, 1350, 1030, 1450), "songFavourite", desc="Remove from favorites" if fav else "Add to favorites", click=True),
            e(None, "SeekBar", (63, 1560, 1017, 1620), "progressSlider", click=True),
            e(pos, "TextView", (63, 1630, 250, 1680), "songCurrentProgress"),
            e(length, "TextView", (830, 1630, 1017, 1680), "songTotalTime"),
            e(None, "ImageButton", (63, 1760, 183, 1880), "shuffleButton", desc="Shuffle", check=True, click=True),
            e(None, "ImageButton", (260, 1760, 380, 1880), "previousButton", desc="Previous", click=True),
            e(None, "ImageButton", (450, 1730, 630, 1910), "playPauseButton", desc="Pause", click=True),
            e(None, "ImageButton", (700, 1760, 820, 1880), "nextButton", desc="Next", click=True),
            e(None, "ImageButton", (897, 1760, 1017, 1880), "repeatButton", desc="Repeat off", click=True),
            e(f"Up next: {nxt}", "TextView", (63, 2020, 1017, 2090), "nextSong")]
    t.tap("Coffee", player("20:49", "Coffee", "Sylvan Esso", "Sylvan Esso", "0:04", "4:39", "Fade Into You"), 1)
    t.tap("Next", player("20:49", "Fade Into You", "Mazzy Star", "So Tonight That I Might See", "0:00", "4:55", "Intro"))
    dlg = player("20:49", "Fade Into You", "Mazzy Star", "So Tonight That I Might See", "0:06", "4:55", "Intro") + [
        e("Add to playlist", "TextView", (100, 760, 980, 850), "alertTitle")] + [
        e(n, "TextView", (100, 880 + i * 130, 980, 1000 + i * 130), "playlist_title", click=True)
        for i, n in enumerate(["New playlist…", "Favorites", "Evening chill", "Running", "Road trip '23"])]
    t.tap("Add to playlist", dlg)
    t.tap("Favorites", player("20:49", "Fade Into You", "Mazzy Star", "So Tonight That I Might See", "0:11", "4:55", "Intro", True))
    t.do("navigate_back", detail("20:50", "Evening chill", "18 Songs • 1:12:40", chill, ("Fade Into You", "Mazzy Star")))
    t.do("navigate_back", playlists("20:50", 43, ("Fade Into You", "Mazzy Star")))
    fav_top = [("Pink + White", "Frank Ocean", "3:04"), ("Redbone", "Childish Gambino", "5:27"), ("Electric Feel", "MGMT", "3:49"),
               ("Holocene", "Bon Iver", "5:36"), ("Dreams", "Fleetwood Mac", "4:14"), ("The Less I Know the Better", "Tame Impala", "3:36"),
               ("Video Games", "Lana Del Rey", "4:41"), ("Bloodbuzz Ohio", "The National", "4:36")]
    t.tap("Favorites", detail("20:50", "Favorites", "43 Songs • 2:51:17", fav_top, ("Fade Into You", "Mazzy Star")))
    fav_end = [("Myth", "Beach House", "4:18"), ("Motion Sickness", "Phoebe Bridgers", "3:49"), ("Sweet Disposition", "The Temper Trap", "3:51"),
               ("Retrograde", "James Blake", "3:43"), ("Bags", "Clairo", "4:20"), ("Ivy", "Frank Ocean", "4:09"),
               ("Lost in the Light", "Bahamas", "3:53"), ("Fade Into You", "Mazzy Star", "4:55")]
    t.do("scroll", detail("20:51", "Favorites", "", fav_end, ("Fade Into You", "Mazzy Star"), header=False), direction="down")
    menu = detail("20:51", "Favorites", "", fav_end, ("Fade Into You", "Mazzy Star"), header=False) + [
        e(n, "TextView", (560, 1300 + i * 120, 1040, 1410 + i * 120), "title", click=True)
        for i, n in enumerate(["Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist",
                               "Remove from playlist", "Details"])]
    t.tap("More options", menu, 8)
    conf = detail("20:51", "Favorites", "", fav_end, ("Fade Into You", "Mazzy Star"), header=False) + [
        e("Remove song from playlist", "TextView", (100, 960, 980, 1050), "alertTitle"),
        e("Remove the song Fade Into You from the playlist?", "TextView", (100, 1070, 980, 1170), "message"),
        e("Cancel", "Button", (560, 1200, 760, 1310), "button2", click=True),
        e("Remove", "Button", (780, 1200, 980, 1310), "button1", click=True)]
    t.tap("Remove from playlist", conf)
    rs.add("android", "h50-android-16", SYSTEM, t.turns, state=t.state, bad=True, turn=3,
           kind="The player gives Coffee by Sylvan Esso a length of 4:39, but the Evening chill list showed it as 4:29.")


# ---------------------------------------------------------------- 17 Settings: app notifications (bad: a switch reverts)
def t17(rs: RowSet) -> None:
    P = "com.android.settings"
    e = maker(P)
    main_rows: list[tuple[Any, ...]] = [
        ("§Manage", None), ("App notifications", "Control notifications from individual apps"),
        ("Notification history", "Show recent and snoozed notifications"), ("§Conversation", None),
        ("Conversations", "No priority conversations"), ("Bubbles", "On / Conversations can appear as floating icons"),
        ("§Privacy", None), ("Device & app notifications", "Control which apps and devices can read notifications"),
        ("Notifications on lock screen", "Show conversations, default, and silent"), ("§General", None),
        ("Do Not Disturb", "Off"), ("Hide silent notifications in status bar", None, False)]
    t = Traj(settings("12:30", 67, "Notifications", main_rows, y0=500))

    def applist(clock: str, filt: str, rows: list[tuple[str, str, bool]], dropdown: bool = False) -> list[El]:
        s = settings(clock, 67, "App notifications", [], y0=500) + [
            e(filt, "TextView", (63, 520, 700, 620), "filter_spinner", click=True)]
        s += prefs(P, [(n, sub, on) for n, sub, on in rows], 660)
        if dropdown:
            s += [e(o, "CheckedTextView", (63, 620 + i * 130, 700, 740 + i * 130), "text1", check=(o == filt), click=True)
                  for i, o in enumerate(["Most recent", "Most frequent", "All apps", "Turned off"])]
        return s
    recent = [["Instagram", "2 min. ago", True], ["Gmail", "14 min. ago", True], ["Duolingo", "1 hr. ago", True],
              ["Messages", "2 hr. ago", True], ["Clock", "5 hr. ago", True], ["Chrome", "1 day ago", True],
              ["Google Play Store", "1 day ago", True], ["Uber", "3 days ago", True]]

    def rows(r: list[list[Any]]) -> list[tuple[str, str, bool]]:
        return [(a, b, c) for a, b, c in r]
    t.tap("App notifications", applist("12:30", "Most recent", rows(recent)))
    recent[0][2] = False
    t.tap("android:id/switch_widget", applist("12:30", "Most recent", rows(recent)), 0)
    recent[2][2] = False
    t.tap("android:id/switch_widget", applist("12:30", "Most recent", rows(recent)), 2)
    duo = settings("12:30", 67, "App notifications", [
        ("All Duolingo notifications", None, False), ("§Categories", None), ("Practice reminders", None, True, False),
        ("Streak alerts", None, True, False), ("Friend activity", None, True, False), ("Leaderboard updates", None, True, False),
        ("§Other", None), ("Allow notification dot", None, True, False), ("Additional settings in the app", None, None, False)], y0=680)
    duo.insert(ix(duo, "App notifications") + 1, e("Duolingo", "TextView", (63, 480, 1017, 560), "entity_header_title"))
    duo.insert(ix(duo, "Duolingo") + 1, e("Notifications off", "TextView", (63, 565, 1017, 620), "entity_header_summary"))
    t.tap("Duolingo", duo)
    recent[0][2] = True  # drift: Instagram comes back on with nothing in between
    t.do("navigate_back", applist("12:31", "Most recent", rows([[a, b.replace("2 min.", "3 min.").replace("14 min.", "15 min."), c] for a, b, c in recent])))
    recent2 = [[a, b.replace("2 min.", "3 min.").replace("14 min.", "15 min."), c] for a, b, c in recent]
    t.tap("Most recent", applist("12:31", "Most recent", rows(recent2), dropdown=True))
    t.tap("Turned off", applist("12:31", "Turned off", [("Candy Crush Saga", "12 days ago", False), ("Duolingo", "1 hr. ago", False)]))
    t.do("navigate_back", settings("12:31", 67, "Notifications", main_rows, y0=500))
    hist = settings("12:32", 67, "Notification history", [("Use notification history", None, True), ("§Recently dismissed", None),
                                                         ("Gmail", "Your March statement is available · 16m"),
                                                         ("Messages", "Maya: see you at 6? · 2h"), ("Clock", "Alarm dismissed · 5h"),
                                                         ("§Last 24 hours", None), ("Instagram", "jo.tanaka liked your story · 4m"),
                                                         ("Duolingo", "Your 212 day streak is at risk! · 1h")], y0=500)
    t.tap("Notification history", hist)
    rs.add("android", "h50-android-17", SYSTEM, t.turns, state=t.state, bad=True, turn=5,
           kind="Back on the app list Instagram's notification switch is on again, though it was turned off two actions earlier.")


# ---------------------------------------------------------------- 18 Tusky for Mastodon (clean)
def t18(rs: RowSet) -> None:
    P = "com.keylesspalace.tusky"
    e = maker(P)
    mira_txt = ("Shipped v2.3 of tinysite, our little static site generator: incremental builds are now 6x faster and there's "
                "finally a proper RSS feed. Changelog 👇 tinysite.dev/changelog")
    posts = {"mira": ["Mira Chen", "@mira@fosstodon.org", mira_txt],
             "ekoh": ["Ekow Owusu", "@ekoh@hachyderm.io", "Hot take: most flaky tests are actually flaky environments. Pin your container digests."],
             "bird": ["Bird Facts", "@birdfacts@botsin.space", "The Arctic tern sees two summers every year, migrating roughly 70,000 km pole to pole."],
             "deb": ["Deb Nakamura", "@deb@mastodon.social", "Bay Area folks: the Caltrain electrified schedule starts in September. 🚆"]}

    def status(key: str, ago: str, counts: tuple[int, int, int], fav: bool, boost: bool, y: int) -> list[El]:
        name, handle, txt = posts[key]
        r, b, f = counts
        return [e(None, "ImageView", (40, y, 160, y + 120), "status_avatar", desc=f"{name}'s avatar", click=True),
                e(name, "TextView", (190, y, 640, y + 60), "status_display_name", click=True),
                e(handle, "TextView", (190, y + 60, 800, y + 110), "status_username"),
                e(ago, "TextView", (880, y, 1040, y + 60), "status_meta_info"),
                e(txt, "TextView", (190, y + 120, 1040, y + 360), "status_content", click=True, lng=True),
                e(str(r), "Button", (190, y + 380, 380, y + 460), "status_reply", desc="Reply", click=True),
                e(str(b), "Button", (400, y + 380, 590, y + 460), "status_inset", desc="Boost", check=boost, click=True),
                e(str(f), "Button", (610, y + 380, 800, y + 460), "status_favourite", desc="Favourite", check=fav, click=True),
                e(None, "ImageButton", (820, y + 380, 920, y + 460), "status_bookmark", desc="Bookmark", check=False, click=True),
                e(None, "ImageButton", (940, y + 380, 1040, y + 460), "status_more", desc="More", click=True)]

    def tabs(cur: str) -> list[El]:
        return [e(None, "android.widget.LinearLayout", (x, 290, x + 216, 400), desc=n, click=True, sel=(n == cur))
                for n, x in (("Home", 0), ("Notifications", 216), ("Local", 432), ("Federated", 648), ("Direct messages", 864))]

    def home(clock: str, items: list[tuple[str, str, tuple[int, int, int], bool, bool]]) -> list[El]:
        s = sb(clock, 80) + [e(None, "ImageButton", (0, 160, 130, 280), desc="Open drawer", click=True),
                             e("Home", "TextView", (150, 170, 700, 270), "toolbar_title"),
                             e(None, "TextView", (960, 165, 1060, 275), "action_search", desc="Search", click=True)] + tabs("Home") + [
            e(None, "androidx.recyclerview.widget.RecyclerView", (0, 410, 1080, 2400), "recyclerView", scroll=True)]
        y = 430
        for it in items:
            s += status(it[0], it[1], it[2], it[3], it[4], y)
            y += 520
        return s + [e(None, "ImageButton", (870, 2150, 1017, 2297), "composeButton", desc="Compose post", click=True)]
    t = Traj(home("08:20", [("mira", "4m", (3, 12, 41), False, False), ("ekoh", "11m", (7, 25, 88), False, False),
                            ("bird", "18m", (0, 54, 190), False, False)]))
    t.tap("Favourite", home("08:20", [("mira", "4m", (3, 12, 42), True, False), ("ekoh", "11m", (7, 25, 88), False, False),
                                      ("bird", "18m", (0, 54, 190), False, False)]))
    t.tap("Boost", home("08:21", [("mira", "5m", (3, 13, 42), True, True), ("ekoh", "12m", (7, 25, 88), False, False),
                                  ("bird", "19m", (0, 54, 190), False, False)]))
    notif = sb("08:21", 80) + [e(None, "ImageButton", (0, 160, 130, 280), desc="Open drawer", click=True),
                               e("Notifications", "TextView", (150, 170, 700, 270), "toolbar_title")] + tabs("Notifications") + [
        e(None, "androidx.recyclerview.widget.RecyclerView", (0, 410, 1080, 2400), "recyclerView", scroll=True),
        e("Leo Park followed you", "TextView", (190, 440, 880, 500), "notification_text"), e("12m", "TextView", (880, 440, 1040, 500)),
        e("@leopark@indieweb.social", "TextView", (190, 500, 1040, 550)),
        e("Sana Qureshi favourited your post", "TextView", (190, 620, 880, 680), "notification_text"), e("1h", "TextView", (880, 620, 1040, 680)),
        e("Weekend project: a Pi Zero that tells me when the bus is late.", "TextView", (190, 690, 1040, 800), click=True),
        e("Tomás Ruiz boosted your post", "TextView", (190, 870, 880, 930), "notification_text"), e("3h", "TextView", (880, 870, 1040, 930)),
        e("Weekend project: a Pi Zero that tells me when the bus is late.", "TextView", (190, 940, 1040, 1050), click=True)]
    t.tap("Notifications", notif)
    t.tap("Home", home("08:22", [("mira", "6m", (3, 13, 42), True, True), ("ekoh", "13m", (7, 25, 88), False, False),
                                 ("bird", "20m", (0, 54, 190), False, False)]))
    t.do("scroll", home("08:22", [("deb", "now", (0, 1, 3), False, False), ("mira", "6m", (4, 15, 47), True, True),
                                  ("ekoh", "13m", (7, 26, 91), False, False), ("bird", "20m", (0, 55, 193), False, False)]), direction="up")

    def profile(clock: str, following: bool) -> list[El]:
        return sb(clock, 80) + [
            e(None, "ImageButton", (0, 160, 130, 280), desc="Navigate up", click=True),
            e("Mira Chen", "TextView", (150, 170, 700, 270), "toolbar_title"),
            e(None, "ImageView", (40, 560, 300, 820), "accountAvatarImageView", desc="Mira Chen's avatar"),
            e("Unfollow" if following else "Follow", "Button", (700, 700, 1040, 810), "accountFollowButton", click=True),
            e("Mira Chen", "TextView", (40, 850, 1040, 930), "accountDisplayNameTextView"),
            e("@mira@fosstodon.org", "TextView", (40, 935, 1040, 990), "accountUsernameTextView"),
            e("Builds small tools for the web. tinysite, hush.css. Oakland. she/her", "TextView", (40, 1010, 1040, 1130), "accountNoteTextView"),
            e("2,318", "TextView", (40, 1160, 300, 1220), "accountStatuses"), e("Posts", "TextView", (40, 1220, 300, 1270)),
            e("402", "TextView", (380, 1160, 640, 1220), "accountFollowing"), e("Following", "TextView", (380, 1220, 640, 1270)),
            e("5,118" if following else "5,117", "TextView", (720, 1160, 1040, 1220), "accountFollowers"), e("Followers", "TextView", (720, 1220, 1040, 1270)),
            e("Posts", "TextView", (0, 1310, 270, 1400), click=True, sel=True), e("With replies", "TextView", (270, 1310, 540, 1400), click=True),
            e("Pinned", "TextView", (540, 1310, 810, 1400), click=True), e("Media", "TextView", (810, 1310, 1080, 1400), click=True)
        ] + status("mira", "7m", (4, 15, 47), True, True, 1430)
    t.tap("Mira Chen", profile("08:23", False))
    t.tap("Follow", profile("08:23", True))
    rs.add("android", "h50-android-18", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 19 DoorDash (clean)
def t19(rs: RowSet) -> None:
    P = "com.dd.doordash"
    e = maker(P)

    def tabs(cur: str) -> list[El]:
        return [e(n, "TextView", (x, 2270, x + 216, 2340), "navigation_bar_item_small_label_view", desc=n, click=True, sel=(n == cur))
                for n, x in (("Home", 0), ("Grocery", 216), ("Retail", 432), ("Search", 648), ("Orders", 864))]
    home = sb("12:02", 59) + [
        e("1520 Pine St", "TextView", (63, 170, 700, 260), "address_text", click=True),
        e(None, "ImageButton", (960, 165, 1060, 275), desc="Notifications", click=True),
        e("Search DoorDash", "TextView", (63, 300, 1017, 400), "search_bar", click=True),
        e("DashPass", "TextView", (63, 430, 300, 500), click=True), e("Pickup", "TextView", (320, 430, 520, 500), click=True),
        e("Offers", "TextView", (540, 430, 720, 500), click=True),
        e(None, "androidx.recyclerview.widget.RecyclerView", (0, 520, 1080, 2250), "recycler_view", scroll=True),
        e("Fastest near you", "TextView", (63, 540, 1017, 610))]
    y = 640
    for n, meta in (("Souvla", "4.8 ★ (6k+) • 0.6 mi • 25 min"), ("Tacos El Patrón", "4.6 ★ (2k+) • 1.1 mi • 32 min"),
                    ("Pho Huynh Hiep 2", "4.7 ★ (3k+) • 0.9 mi • 28 min"), ("Mensho Tokyo SF", "4.5 ★ (1k+) • 0.3 mi • 35 min")):
        home += [e(n, "TextView", (63, y + 330, 1017, y + 390), "store_name", click=True), e(meta, "TextView", (63, y + 395, 1017, y + 445), "store_meta"),
                 e("$0 delivery fee over $12", "TextView", (63, y + 450, 1017, y + 500), "store_delivery_fee")]
        y += 400
    home += tabs("Home")
    t = Traj(home)
    menu = [("Chicken Salad", "$15.25"), ("Lamb Sandwich", "$16.50"), ("Pork Sandwich", "$15.75"), ("Greek Fries", "$6.25"),
            ("Frozen Greek Yogurt", "$6.75"), ("Sparkling Lemonade", "$4.50")]

    def store(clock: str, cart: tuple[int, str] | None) -> list[El]:
        s = sb(clock, 59) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Back", click=True),
            e(None, "ImageButton", (840, 160, 950, 290), desc="Search menu", click=True),
            e(None, "ImageButton", (960, 160, 1060, 290), desc="Share store", click=True),
            e("Souvla", "TextView", (63, 640, 1017, 740), "store_name"),
            e("4.8 ★ (6,212 ratings) • Greek • $$", "TextView", (63, 745, 1017, 800)),
            e("$0 delivery fee", "TextView", (63, 830, 500, 880)), e("25 min", "TextView", (600, 830, 1017, 880)),
            e(None, "androidx.recyclerview.widget.RecyclerView", (0, 900, 1080, 2250), "menu_list", scroll=True),
            e("Most Ordered", "TextView", (63, 920, 1017, 990))]
        yy = 1010
        for n, p in menu:
            s += [e(n, "TextView", (63, yy + 20, 700, yy + 80), "item_name", click=True), e(p, "TextView", (63, yy + 85, 400, yy + 135), "item_price"),
                  e(None, "ImageButton", (900, yy + 30, 1017, yy + 130), "quick_add", desc=f"Add {n}", click=True)]
            yy += 190
        if cart:
            s.append(e(f"View cart • {cart[0]} item{'s' if cart[0] > 1 else ''} • {cart[1]}", "Button", (40, 2130, 1040, 2250), "view_cart_button", click=True))
        return s
    t.tap("Souvla", store("12:02", None))

    def item(clock: str, name: str, price: str, qty: int, total: str, desc_: str) -> list[El]:
        return sb(clock, 59) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Close", click=True),
            e(name, "TextView", (63, 900, 1017, 990), "item_name"),
            e(price, "TextView", (63, 995, 400, 1050), "item_price"),
            e(desc_, "TextView", (63, 1070, 1017, 1230), "item_description"),
            e("Special instructions", "TextView", (63, 1300, 1017, 1360)),
            e(None, "EditText", (63, 1370, 1017, 1480), "special_instructions", hint="Add a note", edit=True, click=True),
            e(None, "ImageButton", (63, 2130, 170, 2240), "quantity_minus", desc="Decrease quantity", click=True, on=qty > 1),
            e(str(qty), "TextView", (170, 2130, 260, 2240), "quantity_text"),
            e(None, "ImageButton", (260, 2130, 370, 2240), "quantity_plus", desc="Increase quantity", click=True),
            e(f"Add to cart - {total}", "Button", (400, 2130, 1040, 2240), "add_to_cart_button", click=True)]
    lamb = "Braised lamb shoulder, tzatziki, pickled onions, tomato, arugula, wrapped in warm pita."
    fries = "Hand-cut fries with feta, oregano and lemon salt."
    t.tap("Lamb Sandwich", item("12:03", "Lamb Sandwich", "$16.50", 1, "$16.50", lamb))
    t.tap("Add to cart - $16.50", store("12:03", (1, "$16.50")))
    t.tap("Greek Fries", item("12:03", "Greek Fries", "$6.25", 1, "$6.25", fries))
    t.tap("Increase quantity", item("12:04", "Greek Fries", "$6.25", 2, "$12.50", fries))
    t.tap("Add to cart - $12.50", store("12:04", (3, "$29.00")))
    cart = sb("12:04", 59) + [
        e(None, "ImageButton", (0, 160, 130, 290), desc="Close", click=True),
        e("Souvla", "TextView", (150, 170, 800, 280), "title"),
        e("Lamb Sandwich", "TextView", (63, 360, 700, 420), "cart_item_name"), e("$16.50", "TextView", (800, 360, 1017, 420), "cart_item_price"),
        e("1", "Spinner", (63, 440, 200, 520), "cart_item_quantity", desc="Quantity 1", click=True),
        e("Greek Fries", "TextView", (63, 580, 700, 640), "cart_item_name"), e("$12.50", "TextView", (800, 580, 1017, 640), "cart_item_price"),
        e("2", "Spinner", (63, 660, 200, 740), "cart_item_quantity", desc="Quantity 2", click=True),
        e("+ Add more items", "TextView", (63, 800, 600, 870), click=True),
        e("Subtotal", "TextView", (63, 960, 600, 1020)), e("$29.00", "TextView", (800, 960, 1017, 1020)),
        e("Checkout", "Button", (40, 2130, 1040, 2250), "checkout_button", click=True)]
    t.tap("View cart • 3 items • $29.00", cart)
    checkout = sb("12:05", 58) + [
        e(None, "ImageButton", (0, 160, 130, 290), desc="Back", click=True),
        e("Checkout", "TextView", (150, 170, 800, 280), "title"),
        e("Delivery", "Button", (63, 320, 520, 420), click=True, sel=True), e("Pickup", "Button", (560, 320, 1017, 420), click=True),
        e("1520 Pine St, Apt 3", "TextView", (63, 460, 1017, 530), click=True),
        e("Standard • 25-35 min", "TextView", (63, 560, 1017, 620), click=True),
        e("Visa •••• 4417", "TextView", (63, 660, 1017, 720), click=True),
        e("Subtotal", "TextView", (63, 800, 600, 860)), e("$29.00", "TextView", (800, 800, 1017, 860)),
        e("Delivery Fee", "TextView", (63, 870, 600, 930)), e("$0.00", "TextView", (800, 870, 1017, 930)),
        e("Service Fee", "TextView", (63, 940, 600, 1000)), e("$4.35", "TextView", (800, 940, 1017, 1000)),
        e("Estimated Tax", "TextView", (63, 1010, 600, 1070)), e("$2.47", "TextView", (800, 1010, 1017, 1070)),
        e("Dasher Tip", "TextView", (63, 1080, 600, 1140)), e("$5.00", "TextView", (800, 1080, 1017, 1140)),
        e("$3.00", "Button", (63, 1160, 280, 1250), click=True), e("$4.00", "Button", (300, 1160, 520, 1250), click=True),
        e("$5.00", "Button", (540, 1160, 760, 1250), click=True, sel=True), e("Other", "Button", (780, 1160, 1017, 1250), click=True),
        e("Total", "TextView", (63, 1300, 600, 1380)), e("$40.82", "TextView", (800, 1300, 1017, 1380)),
        e("Place Order", "Button", (40, 2130, 1040, 2250), "place_order_button", click=True)]
    t.tap("Checkout", checkout)

    def status(clock: str, eta: str, line: str, step: int) -> list[El]:
        s = sb(clock, 58, extra=("DoorDash",)) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Close", click=True),
            e("Order #4F2A-91C7", "TextView", (150, 170, 800, 280), "title"),
            e(None, "android.view.View", (0, 300, 1080, 1100), "map_view", desc="Map"),
            e("Estimated arrival", "TextView", (63, 1140, 1017, 1200)),
            e(eta, "TextView", (63, 1205, 1017, 1300), "eta_text"),
            e(line, "TextView", (63, 1320, 1017, 1420), "status_text")]
        for i, n in enumerate(["Confirmed", "Preparing", "Picked up", "Delivered"]):
            s.append(e(None, "android.view.View", (63 + i * 240, 1460, 283 + i * 240, 1480), desc=f"{n}{', complete' if i < step else ''}"))
        s += [e("Souvla • 3 items • $40.82", "TextView", (63, 1550, 1017, 1610), click=True),
              e("Deliver to 1520 Pine St, Apt 3", "TextView", (63, 1630, 1017, 1690)),
              e("Get help", "Button", (63, 2130, 1017, 2240), click=True)]
        return s
    t.tap("Place Order", status("12:05", "12:31 PM – 12:41 PM", "Souvla is preparing your order", 1))
    t.do("wait", status("12:11", "12:28 PM – 12:36 PM", "Marcus is heading to Souvla to pick up your order", 1))
    rs.add("android", "h50-android-19", SYSTEM, t.turns, state=t.state)


# ---------------------------------------------------------------- 20 AntennaPod (bad: the clock goes backwards)
def t20(rs: RowSet) -> None:
    P = "de.danoeh.antennapod"
    e = maker(P)

    def nav(cur: str) -> list[El]:
        return [e(n, "TextView", (x, 2270, x + 216, 2340), "navigation_bar_item_small_label_view", desc=n, click=True, sel=(n == cur))
                for n, x in (("Home", 0), ("Queue", 216), ("Inbox", 432), ("Episodes", 648), ("Subscriptions", 864))]

    def episodes(clock: str, title: str, rows: list[tuple[str, str, str, str]], cur: str, info: str | None = None) -> list[El]:
        s = sb(clock, 95) + [
            e(title, "TextView", (63, 170, 600, 280), "toolbar_title"),
            e(None, "TextView", (760, 165, 860, 275), "refresh_item", desc="Refresh", click=True),
            e(None, "TextView", (870, 165, 960, 275), "action_search", desc="Search", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True)]
        if info:
            s.append(e(info, "TextView", (63, 290, 1017, 350), "info_bar"))
        s.append(e(None, "androidx.recyclerview.widget.RecyclerView", (0, 360, 1080, 2250), "recyclerView", scroll=True))
        y = 370
        for ti, pod, date, dur in rows:
            s += [e(ti, "TextView", (190, y + 20, 880, y + 85), "txtvTitle", click=True, lng=True),
                  e(pod, "TextView", (190, y + 90, 880, y + 140), "txtvPodcast"),
                  e(f"{date} · {dur}", "TextView", (190, y + 145, 880, y + 195), "txtvPubDate"),
                  e(None, "ImageView", (900, y + 50, 1040, y + 170), "secondaryActionButton", desc="Download" if cur == "Inbox" else "Play", click=True)]
            y += 230
        return s + nav(cur)
    queue = [("Compilers at the Edge", "Hidden Layers", "Mar 11", "1:08:44"), ("The Quiet Collapse of Local News", "On Background", "Mar 10", "47:12"),
             ("Ep 88: Sourdough Science", "Crumb & Crust", "Mar 8", "38:05"), ("Why Bridges Sing", "Field Notes Radio", "Mar 5", "51:40")]
    t = Traj(episodes("07:41", "Queue", queue, "Queue", "4 episodes · 3 hours 25 minutes left"))
    inbox = [("Ep 213: Ferries, Fog and Fares", "Field Notes Radio", "Mar 12", "52:18"), ("The Cost of Free Shipping", "Margins", "Mar 12", "41:03"),
             ("Interview: Ada Kwan on RISC-V", "Hidden Layers", "Mar 11", "1:14:26"), ("Ep 89: Rye, Revisited", "Crumb & Crust", "Mar 11", "35:50")]
    t.tap("Inbox", episodes("07:41", "Inbox", inbox, "Inbox"))

    def details(clock: str, state: str, playing: bool = False) -> list[El]:
        s = sb(clock, 95, extra=("AntennaPod",) if state == "downloading" or playing else ()) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e(None, "TextView", (860, 165, 960, 275), "share_item", desc="Share", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            e("Field Notes Radio", "TextView", (330, 330, 1017, 390), "txtvPodcast", click=True),
            e("Ep 213: Ferries, Fog and Fares", "TextView", (330, 395, 1017, 520), "txtvTitle"),
            e("Mar 12, 2024 · 52:18" + (" · 47.9 MB" if state == "done" else ""), "TextView", (330, 525, 1017, 580), "txtvPublished")]
        if state == "stream":
            s += [e("Stream", "Button", (63, 640, 520, 750), "butAction1", click=True), e("Download", "Button", (560, 640, 1017, 750), "butAction2", click=True)]
        elif state == "downloading":
            s += [e("Stream", "Button", (63, 640, 520, 750), "butAction1", click=True), e("Cancel", "Button", (560, 640, 1017, 750), "butAction2", click=True),
                  e(None, "ProgressBar", (63, 770, 1017, 790), "progbarDownload", desc="38 %")]
        else:
            s += [e("Play", "Button", (63, 640, 520, 750), "butAction1", click=True), e("Delete", "Button", (560, 640, 1017, 750), "butAction2", click=True)]
        s.append(e("Ferries carry 16 million riders a year across the Bay. We ride the 6:40 out of Vallejo with a deckhand, a "
                   "fog-horn technician and a commuter who has not missed a boat since 2009, and ask who pays for the fuel.",
                   "TextView", (63, 830, 1017, 1300), "webvDescription"))
        return s
    t.tap("Ep 213: Ferries, Fog and Fares", details("07:42", "stream"))
    t.tap("Download", details("07:43", "downloading"))
    t.do("wait", details("07:42", "done"))

    def mini(pos: str) -> list[El]:
        return [e("Ep 213: Ferries, Fog and Fares", "TextView", (190, 2120, 880, 2180), "txtvTitle", click=True),
                e(None, "ProgressBar", (0, 2100, 1080, 2108), "episodeProgress", desc=f"{pos} of 52:18"),
                e(None, "ImageButton", (900, 2110, 1040, 2250), "butPlay", desc="Pause", click=True)]
    playing = details("07:43", "done", True)
    playing[ix(playing, "Play")]["text"] = "Pause"
    t.tap("Play", playing + mini("0:01"))

    def full(clock: str, pos: str, left: str) -> list[El]:
        return sb(clock, 95, extra=("AntennaPod",)) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Collapse", click=True),
            e(None, "ImageView", (970, 165, 1060, 275), desc="More options", click=True),
            e(None, "ImageView", (140, 360, 940, 1160), "imgvCover", desc="Field Notes Radio"),
            e("Ep 213: Ferries, Fog and Fares", "TextView", (63, 1240, 1017, 1330), "txtvEpisodeTitle"),
            e("Field Notes Radio", "TextView", (63, 1335, 1017, 1390), "txtvPodcastTitle"),
            e(None, "SeekBar", (63, 1470, 1017, 1530), "sbPosition", click=True),
            e(pos, "TextView", (63, 1540, 300, 1590), "txtvPosition"),
            e(left, "TextView", (780, 1540, 1017, 1590), "txtvLength"),
            e("1.00", "TextView", (63, 1700, 203, 1800), "butPlaybackSpeed", desc="Playback speed", click=True),
            e(None, "ImageButton", (260, 1690, 380, 1810), "butRev", desc="Rewind", click=True),
            e(None, "ImageButton", (450, 1660, 630, 1840), "butPlay", desc="Pause", click=True),
            e(None, "ImageButton", (700, 1690, 820, 1810), "butFF", desc="Fast forward", click=True),
            e(None, "ImageButton", (877, 1690, 1017, 1810), "butSkip", desc="Skip episode", click=True)]
    t.tap("Ep 213: Ferries, Fog and Fares", full("07:43", "0:09", "52:18"), 1)
    t.do("wait", full("07:44", "0:49", "52:18"))
    rs.add("android", "h50-android-20", SYSTEM, t.turns, state=t.state, bad=True, turn=4,
           kind="The status-bar clock reads 07:42 after the download finishes, earlier than the 07:43 shown while it was downloading.")


# ---------------------------------------------------------------- 21 Google Fit (bad: logged activity's date changes)
def t21(rs: RowSet) -> None:
    P = "com.google.android.apps.fitness"
    e = maker(P)

    def tabs(cur: str) -> list[El]:
        return [e(n, "TextView", (x, 2270, x + 270, 2340), "navigation_bar_item_small_label_view", desc=n, click=True, sel=(n == cur))
                for n, x in (("Home", 0), ("Journal", 270), ("Browse", 540), ("Profile", 810))]

    def home(clock: str, cal: str, move: str) -> list[El]:
        return sb(clock, 41) + [
            e(None, "ImageView", (960, 165, 1060, 275), desc="Account and settings", click=True),
            e(None, "android.widget.ScrollView", (0, 290, 1080, 2250), scroll=True),
            e(None, "android.view.View", (290, 330, 790, 830), "rings", desc="34 Heart Points out of 50, 6,214 steps out of 8,000"),
            e("34", "TextView", (420, 480, 660, 580), "heart_points_value"), e("6,214", "TextView", (380, 590, 700, 680), "steps_value"),
            e("Heart Pts", "TextView", (150, 880, 520, 940)), e("Steps", "TextView", (560, 880, 930, 940)),
            e(cal, "TextView", (63, 1000, 360, 1070), "calories_value"), e("Cal", "TextView", (63, 1075, 360, 1120)),
            e("4.38", "TextView", (390, 1000, 690, 1070), "distance_value"), e("km", "TextView", (390, 1075, 690, 1120)),
            e(move, "TextView", (720, 1000, 1017, 1070), "move_minutes_value"), e("Move Min", "TextView", (720, 1075, 1017, 1120)),
            e("Your daily goals", "TextView", (63, 1220, 1017, 1290)),
            e("Last 7 days", "TextView", (63, 1295, 600, 1345)), e("4/7", "TextView", (63, 1350, 400, 1440)), e("Achieved", "TextView", (63, 1445, 400, 1495)),
            e(None, "ImageButton", (870, 2080, 1017, 2227), "fab", desc="Add", click=True)] + tabs("Home")
    t = Traj(home("18:40", "1,412", "52"))
    fab = home("18:40", "1,412", "52") + [
        e("Track workout", "TextView", (420, 1380, 840, 1460), click=True), e("Add activity", "TextView", (420, 1530, 840, 1610), click=True),
        e("Add blood pressure", "TextView", (420, 1680, 840, 1760), click=True), e("Add weight", "TextView", (420, 1830, 840, 1910), click=True)]
    t.tap("Add", fab)

    def form(clock: str, act: str, dur: str, date: str, cal: str | None = None, title: str = "Add activity") -> list[El]:
        s = sb(clock, 41) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Close", click=True),
            e(title, "TextView", (150, 170, 800, 280), "title"),
            e("Save", "Button", (840, 170, 1040, 280), "save_button", click=True),
            e(act, "TextView", (63, 340, 1017, 440), "activity_type", click=True),
            e("Start", "TextView", (63, 500, 400, 560)),
            e(date, "TextView", (63, 570, 540, 660), "start_date", click=True),
            e("5:30 PM", "TextView", (600, 570, 1017, 660), "start_time", click=True),
            e("Duration", "TextView", (63, 720, 400, 780)),
            e(dur, "EditText", (63, 790, 540, 890), "duration", edit=True, click=True),
            e(cal, "EditText", (63, 960, 1017, 1060), "calories", hint="Calories (optional)", edit=True, click=True)]
        if act == "Walking":
            s += [e(None, "EditText", (63, 1100, 1017, 1200), "distance", hint="Distance (optional)", edit=True, click=True),
                  e(None, "EditText", (63, 1240, 1017, 1340), "steps", hint="Steps (optional)", edit=True, click=True)]
        return s
    t.tap("Add activity", form("18:41", "Walking", "30 min", "Tue, Mar 12"))
    picker = form("18:41", "Walking", "30 min", "Tue, Mar 12") + [e("Choose activity", "TextView", (100, 500, 980, 590), "alertTitle")] + [
        e(a, "CheckedTextView", (100, 620 + i * 130, 980, 740 + i * 130), "text1", check=(a == "Walking"), click=True)
        for i, a in enumerate(["Aerobics", "Badminton", "Biking", "Hiking", "Running", "Swimming", "Walking", "Yoga"])]
    t.tap("activity_type", picker)
    t.tap("Yoga", form("18:41", "Yoga", "30 min", "Tue, Mar 12"))
    t.typ("duration", "45", form("18:42", "Yoga", "45 min", "Tue, Mar 12"))

    def journal(clock: str) -> list[El]:
        s = sb(clock, 41) + [e("Journal", "TextView", (63, 170, 700, 280), "title"),
                             e(None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2250), scroll=True)]
        y = 320
        for head, items in (("Today", [("Yoga", "5:30 PM · 45 min"), ("Afternoon walk", "12:48 PM · 22 min · 2,233 steps"),
                                       ("Morning walk", "8:12 AM · 38 min · 3,981 steps")]),
                            ("Yesterday", [("Evening run", "7:05 PM · 31 min · 5.02 km"), ("Morning walk", "8:05 AM · 41 min · 4,410 steps")])):
            s.append(e(head, "TextView", (63, y, 1017, y + 70), "header"))
            y += 90
            for n, sub in items:
                s += [e(n, "TextView", (220, y + 20, 1017, y + 85), "session_title", click=True), e(sub, "TextView", (220, y + 90, 1017, y + 140), "session_subtitle")]
                y += 180
        return s + [e(None, "ImageButton", (870, 2080, 1017, 2227), "fab", desc="Add", click=True)] + tabs("Journal")
    t.tap("Save", journal("18:42"))
    t.tap("Home", home("18:42", "1,547", "97"))
    t.tap("Journal", journal("18:43"))
    detail = sb("18:43", 41) + [
        e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
        e(None, "ImageButton", (840, 165, 940, 285), desc="Edit", click=True),
        e(None, "ImageView", (960, 165, 1060, 285), desc="More options", click=True),
        e("Yoga", "TextView", (63, 330, 1017, 430), "session_title"),
        e("Tue, Mar 12 · 5:30 – 6:15 PM", "TextView", (63, 440, 1017, 500), "session_time"),
        e("Duration", "TextView", (63, 600, 540, 660)), e("45 min", "TextView", (63, 665, 540, 740)),
        e("Calories", "TextView", (560, 600, 1017, 660)), e("135 Cal", "TextView", (560, 665, 1017, 740)),
        e("Move Min", "TextView", (63, 800, 540, 860)), e("45", "TextView", (63, 865, 540, 940)),
        e("Added manually from Fit", "TextView", (63, 1040, 1017, 1100))]
    t.tap("Yoga", detail)
    t.tap("Edit", form("18:43", "Yoga", "45 min", "Mon, Mar 11", "135", "Edit activity"))
    rs.add("android", "h50-android-21", SYSTEM, t.turns, state=t.state, bad=True, turn=10,
           kind="The edit form gives the yoga session's start date as Mon, Mar 11, but it was entered, listed under Today and shown as Tue, Mar 12.")


# ---------------------------------------------------------------- 22 Organic Maps (clean)
def t22(rs: RowSet) -> None:
    P = "app.organicmaps"
    e = maker(P)

    def mapview(clock: str) -> list[El]:
        return sb(clock, 76, extra=("Location",)) + [
            e(None, "android.view.View", (0, 0, 1080, 2400), "map_fragment_container"),
            e(None, "ImageButton", (940, 900, 1050, 1010), "nav_zoom_in", desc="Zoom in", click=True),
            e(None, "ImageButton", (940, 1030, 1050, 1140), "nav_zoom_out", desc="Zoom out", click=True),
            e(None, "ImageButton", (940, 1200, 1050, 1310), "my_position", desc="My position", click=True),
            e("200 m", "TextView", (40, 2100, 240, 2150), "scale_ruler"),
            e(None, "ImageButton", (0, 2240, 270, 2360), "search", desc="Search", click=True),
            e(None, "ImageButton", (270, 2240, 540, 2360), "bookmarks", desc="Bookmarks and tracks", click=True),
            e(None, "ImageButton", (540, 2240, 810, 2360), "routing", desc="Plan a route", click=True),
            e(None, "ImageButton", (810, 2240, 1080, 2360), "menu", desc="Menu", click=True)]
    t = Traj(mapview("11:15"))

    def search(clock: str, q: str | None, rows: list[tuple[str, str, str, str]]) -> list[El]:
        s = sb(clock, 76, extra=("Location",)) + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e(q, "EditText", (130, 160, 920, 290), "query", hint="Search", edit=True, focus=q is None, click=True)]
        if q:
            s.append(e(None, "ImageView", (930, 175, 1040, 275), "clear", desc="Clear", click=True))
            y = 320
            for n, kind, dist, hours in rows:
                s += [e(n, "TextView", (63, y + 20, 800, y + 85), "title", click=True), e(kind, "TextView", (63, y + 90, 800, y + 140), "subtitle"),
                      e(dist, "TextView", (820, y + 25, 1040, y + 85), "distance"), e(hours, "TextView", (63, y + 145, 800, y + 195), "open_state")]
                y += 230
            s.append(e("Show on map", "Button", (300, 2150, 780, 2260), "show_on_map_fab", click=True))
        else:
            s += [e("History", "TextView", (0, 320, 540, 420), "tab", click=True, sel=True),
                  e("Categories", "TextView", (540, 320, 1080, 420), "tab", click=True)]
            for i, n in enumerate(["Time Out Market Lisboa", "Miradouro da Graça", "Pastéis de Belém"]):
                s.append(e(n, "TextView", (63, 460 + i * 140, 1017, 560 + i * 140), "text", click=True))
            s.append(e("Clear search history", "TextView", (63, 900, 1017, 990), "clear_history", click=True))
        return s
    t.tap("Search", search("11:15", None, []))
    results = [("Farmácia Estácio", "Pharmacy • Rua da Prata 112", "180 m", "Open now"),
               ("Farmácia Central", "Pharmacy • Rua da Misericórdia 88", "420 m", "Open now"),
               ("Farmácia Barreto", "Pharmacy • Rua do Loreto 24", "650 m", "Closed • Opens at 14:00"),
               ("Farmácia do Rato", "Pharmacy • Largo do Rato 9", "1.1 km", "Open now"),
               ("Farmácia Lisboa Chiado", "Pharmacy • Rua Garrett 61", "1.4 km", "Open now")]
    t.typ("query", "pharmacy", search("11:16", "pharmacy", results))

    def place(clock: str, saved: bool) -> list[El]:
        s = mapview(clock)[:-4] + [
            e("Farmácia Central", "TextView", (63, 1240, 900, 1330), "tv__title"),
            e("Pharmacy", "TextView", (63, 1335, 700, 1390), "tv__subtitle"),
            e("420 m", "TextView", (800, 1335, 1017, 1390), "tv__straight_distance"),
            e("Rua da Misericórdia 88, 1200-273 Lisboa", "TextView", (63, 1400, 1017, 1460), "tv__address"),
            e("Open now", "TextView", (190, 1520, 700, 1580), "oh_today_label"), e("09:00–20:00", "TextView", (700, 1520, 1017, 1580), "oh_today_open_time"),
            e("+351 21 342 5577", "TextView", (190, 1620, 1017, 1680), "tv__place_phone", click=True),
            e("38.71163, -9.14425", "TextView", (190, 1720, 1017, 1780), "tv__place_latlon", click=True)]
        if saved:
            s += [e("My Places", "TextView", (190, 1820, 1017, 1880), "tv__bookmark_group", click=True),
                  e("Edit bookmark", "TextView", (190, 1900, 1017, 1960), "tv__bookmark_edit", click=True)]
        return s + [e("Bookmark", "TextView", (0, 2240, 270, 2360), "bookmark_button", desc="Delete bookmark" if saved else "Add bookmark", check=saved, click=True),
                    e("Route from", "TextView", (270, 2240, 540, 2360), "route_from_button", click=True),
                    e("Route to", "TextView", (540, 2240, 810, 2360), "route_to_button", click=True),
                    e("Share", "TextView", (810, 2240, 1080, 2360), "share_button", click=True)]
    t.tap("Farmácia Central", place("11:16", False))
    t.tap("Bookmark", place("11:16", True))

    def route(clock: str, mode: str, summary: str, detail: str) -> list[El]:
        s = mapview(clock)[:-4] + [
            e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
            e("My position", "TextView", (150, 160, 1000, 250), "start", click=True),
            e("Farmácia Central", "TextView", (150, 260, 1000, 350), "finish", click=True)]
        for i, m in enumerate(["Vehicle", "Pedestrian", "Bicycle", "Public transport", "Ruler"]):
            s.append(e(None, "RadioButton", (40 + i * 200, 380, 220 + i * 200, 480), "routing_mode", desc=m, check=(m == mode), click=True))
        return s + [e(summary, "TextView", (63, 2020, 700, 2100), "num_total_time_distance"),
                    e(detail, "TextView", (63, 2105, 700, 2160), "route_details"),
                    e("Start", "Button", (720, 2030, 1040, 2150), "start_button", click=True)]
    t.tap("Route to", route("11:17", "Pedestrian", "7 min • 510 m", "Arrive at 11:24"))
    t.tap("Vehicle", route("11:17", "Vehicle", "4 min • 1.3 km", "Arrive at 11:21"))
    t.tap("Pedestrian", route("11:17", "Pedestrian", "7 min • 510 m", "Arrive at 11:24"))
    t.do("navigate_back", place("11:18", True))
    t.do("navigate_back", search("11:18", "pharmacy", results))
    t.do("navigate_back", mapview("11:18"))
    lists = sb("11:18", 76, extra=("Location",)) + [
        e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
        e("Bookmarks and tracks", "TextView", (150, 170, 900, 280), "toolbar_title"),
        e(None, "TextView", (950, 165, 1050, 275), "search", desc="Search", click=True),
        e("Lists", "TextView", (63, 320, 600, 390)),
        e("My Places", "TextView", (190, 420, 900, 490), "name", click=True), e("4 bookmarks", "TextView", (190, 495, 900, 545), "size"),
        e(None, "CheckBox", (940, 430, 1040, 530), "checkbox", desc="Show on the map", check=True, click=True),
        e("Lisbon 2024", "TextView", (190, 590, 900, 660), "name", click=True), e("11 bookmarks, 1 track", "TextView", (190, 665, 900, 715), "size"),
        e(None, "CheckBox", (940, 600, 1040, 700), "checkbox", desc="Show on the map", check=True, click=True),
        e("Create a new list", "TextView", (190, 780, 900, 850), click=True),
        e("Import bookmarks and tracks", "TextView", (190, 900, 900, 970), click=True)]
    t.tap("Bookmarks and tracks", lists)
    places = sb("11:19", 76, extra=("Location",)) + [
        e(None, "ImageButton", (0, 160, 130, 290), desc="Navigate up", click=True),
        e("My Places", "TextView", (150, 170, 800, 280), "toolbar_title"),
        e(None, "TextView", (840, 165, 940, 275), "sort", desc="Sort", click=True),
        e(None, "ImageView", (950, 165, 1050, 275), desc="More options", click=True),
        e("Bookmarks", "TextView", (63, 320, 600, 390))]
    y = 420
    for n, kind, dist in (("Farmácia Central", "Pharmacy", "420 m"), ("Time Out Market Lisboa", "Marketplace", "1.1 km"),
                          ("Miradouro da Graça", "Viewpoint", "1.6 km"), ("Pastéis de Belém", "Bakery", "6.2 km")):
        places += [e(n, "TextView", (190, y + 20, 800, y + 85), "name", click=True), e(kind, "TextView", (190, y + 90, 800, y + 140), "type"),
                   e(dist, "TextView", (820, y + 30, 1040, y + 85), "distance")]
        y += 190
    t.tap("My Places", places)
    rs.add("android", "h50-android-22", SYSTEM, t.turns, state=t.state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
