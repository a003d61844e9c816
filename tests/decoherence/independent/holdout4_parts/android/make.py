# ruff: noqa: E501
"""holdout4 / android: 22 AndroidWorld-style trajectories for the decoherence detector (11 with exactly one
contradiction, 11 clean but full of legitimate changes), written without reading the detector.

Two screen notations are used across trajectories: an indexed element list
(``[ 3] | android.widget.Switch | ... | bounds=[l,t][r,b]``) and a ``**Current Phone State:**`` text block.

``python -m tests.decoherence.independent.holdout4_parts.android.make`` writes ``android_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid

OUT = Path(__file__).resolve().parent
R = RowSet(OUT)

PIPE_SYSTEM = (
    "# Role and Objective\n\nYou are an **Android World Model**, a precise Android UI state simulator. Given the "
    "interaction history, the current screen state and an AndroidWorld action (click, long_press, input_text, "
    "scroll, swipe, navigate_back, navigate_home, open_app, keyboard_enter, wait), predict the exact next screen state.\n\n"
    "# Format Requirements\n\nThe screen is an indexed accessibility element list, one element per line: "
    "`[idx] | class | text / desc / id | states | bounds=[left,top][right,bottom]`, preceded by the foreground "
    "activity. Keep this representation exactly; element indices are renumbered top to bottom on every screen. "
    "Track app data (created, edited and deleted items, toggles, typed text) across turns. Output exactly one "
    "complete <predicted_observation></predicted_observation> block.")

PHONE_SYSTEM = (
    "# Role and Objective\n\nYou are an **Android World Model**. An agent operates a Pixel phone with AndroidWorld "
    "actions; you predict the phone's next state after each action.\n\n# Format Requirements\n\nDescribe the "
    "screen as a `**Current Phone State:**` block: the foreground app and package, the screen, the status bar, "
    "the visible UI elements with their index, class, text, content description and state, any toast or "
    "dialog, and whether the keyboard is shown. Keep the notation of the current state; do not invent fields. "
    "Everything earlier turns created, changed or removed still holds unless a later action changed it. Output "
    "exactly one complete <predicted_observation></predicted_observation> block.")

# ------------------------------------------------------------------------------------------------ notation helpers
Bounds = tuple[int, int, int, int]
STATE_WORDS = ("clickable", "long_clickable", "scrollable", "checkable", "focusable")


def E(cls: str, b: Bounds | None = None, text: str | None = None, desc: str | None = None,
      rid: str | None = None, **st: Any) -> dict[str, Any]:
    return {"cls": cls, "b": b, "text": text, "desc": desc, "rid": rid, "st": st}


def full_cls(cls: str) -> str:
    if "." in cls:
        return cls
    if cls in ("View", "ViewGroup"):
        return "android.view." + cls
    return "android.widget." + cls


def pipe(activity: str, elems: list[dict[str, Any]]) -> str:
    out = [f"Foreground: {activity}"]
    for i, e in enumerate(elems):
        parts = [f"[{i:2d}]", full_cls(e["cls"])]
        if e["text"] is not None:
            parts.append(f'text="{e["text"]}"')
        if e["desc"] is not None:
            parts.append(f'desc="{e["desc"]}"')
        if e["rid"]:
            parts.append(f"id={e['rid']}")
        st = []
        for k, v in e["st"].items():
            if k in STATE_WORDS:
                if v:
                    st.append(k)
            else:
                st.append(f"{k}={'true' if v else 'false'}")
        if st:
            parts.append(" ".join(st))
        b = e["b"]
        parts.append(f"bounds=[{b[0]},{b[1]}][{b[2]},{b[3]}]")
        out.append(" | ".join(parts))
    return "\n".join(out)


def phone(app: str, pkg: str, screen: str, clock: str, batt: int, elems: list[dict[str, Any]],
          notes: tuple[str, ...] = (), kb: bool = False, net: str = "Wi-Fi") -> str:
    out = ["**Current Phone State:**", f"App: {app} ({pkg})", f"Screen: {screen}",
           f"Status bar: {clock} | {net} | {batt}%", "UI elements:"]
    for i, e in enumerate(elems):
        s = f"  [{i}] {e['cls']}"
        if e["text"] is not None:
            s += f' "{e["text"]}"'
        if e["desc"] is not None:
            s += f' desc="{e["desc"]}"'
        words = []
        for k, v in e["st"].items():
            if k == "clickable" and v:
                words.append("clickable")
            elif k == "scrollable" and v:
                words.append("scrollable")
            elif k == "checked":
                words.append("checked" if v else "unchecked")
            elif k == "selected" and v:
                words.append("selected")
            elif k == "focused" and v:
                words.append("focused")
            elif k == "enabled" and not v:
                words.append("disabled")
        if words:
            s += " (" + ", ".join(words) + ")"
        out.append(s)
    out.extend(notes)
    out.append("Keyboard: " + ("shown" if kb else "hidden"))
    return "\n".join(out)


def ix(elems: list[dict[str, Any]], label: str, nth: int | None = None) -> int:
    """Index of the element whose text or description is `label` (the nth one when several match)."""
    hits = [i for i, e in enumerate(elems) if label in (e["text"], e["desc"])]
    assert nth is not None or len(hits) == 1, (label, hits)
    return hits[nth or 0]


def SB(clock: str, batt: int) -> list[dict[str, Any]]:
    return [E("TextView", (42, 12, 152, 72), text=clock, rid="com.android.systemui:id/clock"),
            E("LinearLayout", (936, 18, 1038, 66), desc=f"Battery {batt} percent.", rid="com.android.systemui:id/battery")]


def srow(y: int, title: str, summary: str | None = None, switch: bool | None = None, pkg: str = "android",
         enabled: bool = True) -> list[dict[str, Any]]:
    """A preference row: title (clickable), optional summary, optional switch."""
    right = 860 if switch is not None else 1017
    st: dict[str, Any] = {"clickable": True}
    if not enabled:
        st["enabled"] = False
    out = [E("TextView", (189, y + 28, right, y + 92), text=title, rid=f"{pkg}:id/title", **st)]
    if summary is not None:
        out.append(E("TextView", (189, y + 92, right, y + 150), text=summary, rid=f"{pkg}:id/summary"))
    if switch is not None:
        sw: dict[str, Any] = {"clickable": True, "checkable": True, "checked": switch}
        if not enabled:
            sw["enabled"] = False
        out.append(E("Switch", (882, y + 44, 1017, y + 136), rid="android:id/switch_widget", **sw))
    return out


def up(pkg_desc: str = "Navigate up") -> dict[str, Any]:
    return E("ImageButton", (0, 126, 147, 273), desc=pkg_desc, clickable=True)


# ================================================================================================ BAD (11)
def bad_settings_airplane() -> None:
    """Airplane mode turned on in Settings; the quick-settings shade later shows the tile off."""
    S = "com.android.settings"

    def net(clock: str, batt: int, plane: bool, internet: str, calls: str) -> list[dict[str, Any]]:
        return (SB(clock, batt) + [up(), E("TextView", (63, 300, 1017, 400), text="Network & internet", rid=f"{S}:id/collapsing_toolbar")]
                + srow(430, "Internet", internet, pkg=S) + srow(610, "Calls & SMS", calls, pkg=S) + srow(790, "SIMs", "T-Mobile", pkg=S)
                + srow(970, "Airplane mode", None, plane, pkg=S) + srow(1120, "Hotspot & tethering", "Off", pkg=S)
                + srow(1300, "Data Saver", "Off", pkg=S) + srow(1480, "VPN", "None", pkg=S) + srow(1660, "Private DNS", "Automatic", pkg=S)
                + srow(1840, "Adaptive connectivity", None, pkg=S))

    def internet(clock: str, batt: int, wifi: bool) -> list[dict[str, Any]]:
        els = SB(clock, batt) + [up(), E("TextView", (63, 300, 1017, 400), text="Internet", rid=f"{S}:id/collapsing_toolbar"),
                                 E("TextView", (63, 430, 760, 500), text="Airplane mode is on", rid=f"{S}:id/airplane_mode_title"),
                                 E("Button", (780, 420, 1017, 510), text="Turn off", rid=f"{S}:id/airplane_mode_button", clickable=True)]
        els += srow(560, "Wi‑Fi", None, wifi, pkg=S)
        if wifi:
            els += [E("TextView", (189, 740, 860, 800), text="AndroidWifi", rid=f"{S}:id/title", clickable=True),
                    E("TextView", (189, 800, 860, 850), text="Connected", rid=f"{S}:id/summary"),
                    E("ImageView", (900, 750, 1017, 840), desc="Settings", clickable=True),
                    E("TextView", (189, 900, 860, 960), text="HomeNet-5G", rid=f"{S}:id/title", clickable=True),
                    E("TextView", (189, 1050, 860, 1110), text="DIRECT-4B-HP OfficeJet Pro 9010", rid=f"{S}:id/title", clickable=True),
                    E("TextView", (189, 1200, 860, 1260), text="Add network", rid=f"{S}:id/title", clickable=True)]
        else:
            els += [E("TextView", (63, 740, 1017, 820), text="To see available networks, turn Wi‑Fi on", rid=f"{S}:id/empty")]
        els += srow(1400, "Saved networks", "3 networks", pkg=S) + srow(1580, "Network preferences", "Wi‑Fi doesn’t turn back on automatically", pkg=S)
        return els

    act = f"{S}/.SubSettings"
    s0 = net("10:14", 78, False, "AndroidWifi", "T-Mobile")
    s1 = net("10:14", 78, True, "Airplane mode", "Unavailable")
    s2 = internet("10:14", 78, False)
    s3 = internet("10:15", 78, True)
    qs = [E("TextView", (42, 12, 152, 72), text="10:15", rid="com.android.systemui:id/clock"),
          E("TextView", (42, 90, 420, 150), text="Mon, Jun 10", rid="com.android.systemui:id/date", clickable=True),
          E("LinearLayout", (936, 18, 1038, 66), desc="Battery 78 percent.", rid="com.android.systemui:id/battery"),
          E("Switch", (42, 200, 528, 360), text="Internet", desc="AndroidWifi", rid="com.android.systemui:id/tile_label", clickable=True, checked=True),
          E("Switch", (552, 200, 1038, 360), text="Bluetooth", desc="Off", rid="com.android.systemui:id/tile_label", clickable=True, checked=False),
          E("Switch", (42, 380, 528, 540), text="Flashlight", desc="Off", rid="com.android.systemui:id/tile_label", clickable=True, checked=False),
          E("Switch", (552, 380, 1038, 540), text="Do Not Disturb", desc="Off", rid="com.android.systemui:id/tile_label", clickable=True, checked=False),
          E("Switch", (42, 560, 528, 720), text="Auto-rotate", desc="Off", rid="com.android.systemui:id/tile_label", clickable=True, checked=False),
          E("Switch", (552, 560, 1038, 720), text="Battery Saver", desc="Off", rid="com.android.systemui:id/tile_label", clickable=True, checked=False),
          E("Switch", (42, 740, 528, 900), text="Airplane mode", desc="Off", rid="com.android.systemui:id/tile_label", clickable=True, checked=False),
          E("Switch", (552, 740, 1038, 900), text="Screen record", desc="Off", rid="com.android.systemui:id/tile_label", clickable=True, checked=False),
          E("SeekBar", (42, 960, 1038, 1060), desc="Display brightness", rid="com.android.systemui:id/slider", clickable=True),
          E("ImageView", (640, 1100, 740, 1190), desc="Edit order of settings", clickable=True),
          E("ImageView", (780, 1100, 880, 1190), desc="Open settings", rid="com.android.systemui:id/settings_button_container", clickable=True),
          E("ImageView", (920, 1100, 1020, 1190), desc="Power menu", clickable=True)]
    home = (SB("10:15", 78) + [E("TextView", (63, 210, 1017, 330), text="Settings", rid=f"{S}:id/homepage_title"),
                               E("TextView", (63, 380, 1017, 500), text="Search Settings", rid=f"{S}:id/search_action_bar_title", clickable=True)]
            + srow(560, "Network & internet", "Mobile, Wi‑Fi, hotspot", pkg="android") + srow(740, "Connected devices", "Bluetooth, pairing", pkg="android")
            + srow(920, "Apps", "Assistant, recent apps, default apps", pkg="android") + srow(1100, "Notifications", "Notification history, conversations", pkg="android")
            + srow(1280, "Battery", "78%", pkg="android") + srow(1460, "Storage", "41% used - 75.49 GB free", pkg="android")
            + srow(1640, "Sound & vibration", "Volume, haptics, Do Not Disturb", pkg="android") + srow(1820, "Display", "Dark theme, font size, brightness", pkg="android"))
    batt = (SB("10:16", 77) + [up(), E("TextView", (63, 300, 1017, 400), text="Battery", rid=f"{S}:id/collapsing_toolbar"),
                               E("TextView", (63, 440, 500, 560), text="77%", rid=f"{S}:id/usage_summary"),
                               E("TextView", (63, 560, 1017, 620), text="Should last until about 11:40 PM", rid=f"{S}:id/summary1"),
                               E("ProgressBar", (63, 640, 1017, 680), rid="android:id/progress")]
            + srow(740, "Battery usage", None, pkg="android") + srow(890, "Battery Saver", "Off", pkg="android")
            + srow(1070, "Adaptive preferences", None, pkg="android") + srow(1220, "Battery percentage", None, True, pkg="android"))
    t = [(droid("click", index=ix(s0, "Airplane mode") + 1), pipe(act, s1)),
         (droid("click", index=ix(s1, "Internet")), pipe(act, s2)),
         (droid("click", index=ix(s2, "Wi‑Fi") + 1), pipe(act, s3)),
         (droid("swipe", direction="down"), pipe("com.android.systemui/.shade.QuickSettingsPanel", qs)),
         (droid("click", index=ix(qs, "Open settings")), pipe(f"{S}/.homepage.SettingsHomepageActivity", home)),
         (droid("click", index=ix(home, "Battery")), pipe(act, batt))]
    R.add("android", "h4-android-01", PIPE_SYSTEM, t, state=pipe(act, s0), bad=True, turn=4, kind="value_reverted")


def bad_clock_alarm() -> None:
    """A new 5:50 AM alarm is created and shown; after visiting Bedtime, the Alarm tab no longer lists it."""
    APP, PKG = "Clock", "com.google.android.deskclock"
    tabs = lambda sel: [E("TextView", text=n, clickable=True, selected=(n == sel)) for n in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")]  # noqa: E731
    old = [("6:30 AM", "Mon, Tue, Wed, Thu, Fri", True, None), ("7:15 AM", "Sat", False, None), ("9:00 AM", "Sun", False, "Yoga")]

    def alarms(rows: list[tuple[str, str, bool, str | None]]) -> list[dict[str, Any]]:
        els = [E("ImageButton", desc="More options", clickable=True)]
        for time, days, on, label in rows:
            if label:
                els.append(E("TextView", text=label))
            els += [E("TextView", text=time, clickable=True), E("TextView", text=days), E("Switch", desc=time, clickable=True, checked=on)]
        return els + [E("ImageButton", desc="Add alarm", clickable=True)] + tabs("Alarm")

    def picker(h: str, m: str, ampm: str, mode: str) -> list[dict[str, Any]]:
        els = [E("TextView", text="Select time"), E("TextView", text=h, clickable=True, selected=(mode == "hour")), E("TextView", text=":"),
               E("TextView", text=m, clickable=True, selected=(mode == "minute")),
               E("Button", text="AM", clickable=True, checked=(ampm == "AM")), E("Button", text="PM", clickable=True, checked=(ampm == "PM"))]
        if mode == "hour":
            els += [E("TextView", text=str(n), clickable=True) for n in (12, *range(1, 12))]
        else:
            els += [E("TextView", text=f"{n:02d}", clickable=True) for n in range(0, 60, 5)]
        return els + [E("ImageButton", desc="Switch to text input mode for the time input.", clickable=True),
                      E("Button", text="Cancel", clickable=True), E("Button", text="OK", clickable=True)]

    s0 = alarms(old)
    p1 = picker("10", "41", "PM", "hour")
    p2 = picker("5", "41", "PM", "minute")
    p3 = picker("5", "50", "PM", "minute")
    p4 = picker("5", "50", "AM", "minute")
    new = [E("ImageButton", desc="More options", clickable=True),
           E("TextView", text="5:50 AM", clickable=True), E("Switch", desc="5:50 AM", clickable=True, checked=True),
           E("CheckBox", text="Repeat", clickable=True, checked=False), E("TextView", text="Tomorrow"),
           E("TextView", text="Add label", clickable=True), E("TextView", text="Default (Cesium)", clickable=True),
           E("CheckBox", text="Vibrate", clickable=True, checked=True), E("TextView", text="Delete", clickable=True)]
    for time, days, on, label in old:
        if label:
            new.append(E("TextView", text=label))
        new += [E("TextView", text=time, clickable=True), E("TextView", text=days), E("Switch", desc=time, clickable=True, checked=on)]
    new += [E("ImageButton", desc="Add alarm", clickable=True)] + tabs("Alarm")
    bed = [E("TextView", text="Bedtime"), E("TextView", text="Wind down with a consistent bedtime and wake up time"),
           E("TextView", text="Set a consistent bedtime to improve sleep quality and see your sleep history."),
           E("Button", text="Get started", clickable=True), E("Button", text="Skip", clickable=True)] + tabs("Bedtime")
    timer = [E("TextView", text="00h 00m 00s"), *[E("Button", text=str(n), clickable=True) for n in (1, 2, 3, 4, 5, 6, 7, 8, 9)],
             E("Button", text="00", clickable=True), E("Button", text="0", clickable=True), E("ImageButton", desc="Delete", clickable=True, enabled=False),
             E("ImageButton", desc="Start", clickable=True, enabled=False)] + tabs("Timer")
    st = lambda els, scr, clock, notes=(): phone(APP, PKG, scr, clock, 64, els, notes)  # noqa: E731
    t = [(droid("click", index=ix(s0, "Add alarm")), st(p1, "Alarm tab — time picker dialog (hour selection)", "10:41")),
         (droid("click", index=ix(p1, "5")), st(p2, "Alarm tab — time picker dialog (minute selection)", "10:41")),
         (droid("click", index=ix(p2, "50")), st(p3, "Alarm tab — time picker dialog (minute selection)", "10:41")),
         (droid("click", index=ix(p3, "AM")), st(p4, "Alarm tab — time picker dialog (minute selection)", "10:42")),
         (droid("click", index=ix(p4, "OK")), st(new, "Alarm tab (new alarm expanded)", "10:42", ('Toast: "Alarm set for 7 hours and 8 minutes from now."',))),
         (droid("click", index=ix(new, "Bedtime")), st(bed, "Bedtime tab", "10:42")),
         (droid("click", index=ix(bed, "Alarm")), st(alarms(old), "Alarm tab", "10:43")),
         (droid("click", index=ix(alarms(old), "Timer")), st(timer, "Timer tab", "10:43"))]
    R.add("android", "h4-android-02", PHONE_SYSTEM, t, state=st(s0, "Alarm tab", "10:41"), bad=True, turn=7, kind="created_missing")


def bad_sms_deleted() -> None:
    """A verification-code conversation is deleted; after a search, the list shows it again."""
    P = "com.simplemobiletools.smsmessenger"
    convs = [("Mom", "Call me when you land ✈", "9:12 AM"), ("Dave Kowalski", "Sounds good, 7 works", "Yesterday"),
             ("32665", "123456 is your Facebook confirmation code", "Mon"), ("Lina Park", "MMS: photo", "Sun"),
             ("+1 415-555-0198", "Your Lyft code is 4410. Don't share it.", "Jun 2"), ("Ray (landlord)", "Reminder: rent is due on the 1st", "May 30")]

    def lst(rows: list[tuple[str, str, str]], clock: str, sel: str | None = None) -> list[dict[str, Any]]:
        els = SB(clock, 81)
        if sel:
            els += [E("ImageButton", (0, 126, 147, 273), desc="Done", clickable=True), E("TextView", (170, 160, 500, 240), text=f"1 / {len(rows)}"),
                    E("ImageButton", (560, 140, 680, 260), desc="Add number to contact", clickable=True), E("ImageButton", (690, 140, 810, 260), desc="Delete", clickable=True),
                    E("ImageButton", (820, 140, 940, 260), desc="Archive", clickable=True), E("ImageButton", (950, 140, 1070, 260), desc="More options", clickable=True)]
        else:
            els += [E("EditText", (42, 140, 900, 260), text="Search", rid=f"{P}:id/top_toolbar_search", clickable=True),
                    E("ImageButton", (930, 140, 1050, 260), desc="More options", clickable=True)]
        for i, (who, body, when) in enumerate(rows):
            y = 300 + i * 200
            els += [E("TextView", (210, y + 30, 820, y + 95), text=who, rid=f"{P}:id/conversation_address", clickable=True, selected=(who == sel), long_clickable=True),
                    E("TextView", (210, y + 100, 1000, y + 160), text=body, rid=f"{P}:id/conversation_body_short"),
                    E("TextView", (840, y + 30, 1040, y + 95), text=when, rid=f"{P}:id/conversation_date")]
        return els + [E("ImageButton", (860, 2060, 1020, 2220), desc="New conversation", rid=f"{P}:id/conversations_fab", clickable=True)]

    act = f"{P}/.activities.MainActivity"
    s0 = lst(convs, "11:03")
    s1 = lst(convs, "11:03", sel="32665")
    dlg = s1 + [E("TextView", (90, 980, 990, 1120), text="Are you sure you want to delete 1 conversation?", rid=f"{P}:id/message"),
                E("Button", (560, 1180, 760, 1280), text="No", rid="android:id/button2", clickable=True),
                E("Button", (780, 1180, 990, 1280), text="Yes", rid="android:id/button1", clickable=True)]
    rest = [c for c in convs if c[0] != "32665"]
    s3 = lst(rest, "11:04")
    srch = SB("11:04", 81) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True),
                              E("EditText", (160, 140, 1040, 260), text="Search", rid=f"{P}:id/search_query", clickable=True, focused=True),
                              E("TextView", (63, 400, 1017, 480), text="Search for contacts and messages", rid=f"{P}:id/search_placeholder")]
    found = SB("11:04", 81) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True),
                               E("EditText", (160, 140, 1040, 260), text="code", rid=f"{P}:id/search_query", clickable=True, focused=True),
                               E("TextView", (210, 330, 820, 395), text="+1 415-555-0198", rid=f"{P}:id/search_result_title", clickable=True),
                               E("TextView", (210, 400, 1000, 460), text="Your Lyft code is 4410. Don't share it.", rid=f"{P}:id/search_result_snippet"),
                               E("TextView", (840, 330, 1040, 395), text="Jun 2", rid=f"{P}:id/search_result_date")]
    back = lst(convs, "11:05")
    thread = SB("11:05", 81) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True),
                                E("TextView", (170, 160, 700, 240), text="Dave Kowalski"), E("ImageButton", (820, 140, 940, 260), desc="Dial number", clickable=True),
                                E("TextView", (300, 420, 780, 470), text="Yesterday 6:38 PM"),
                                E("TextView", (42, 500, 760, 620), text="Still on for dinner Thursday?", rid=f"{P}:id/thread_message_body"),
                                E("TextView", (420, 660, 1038, 780), text="Yep! 7ish?", rid=f"{P}:id/thread_message_body"),
                                E("TextView", (42, 820, 760, 940), text="Sounds good, 7 works", rid=f"{P}:id/thread_message_body"),
                                E("EditText", (42, 2160, 900, 2280), text="Type a message…", rid=f"{P}:id/thread_type_message", clickable=True),
                                E("ImageButton", (920, 2160, 1040, 2280), desc="Send", rid=f"{P}:id/thread_send_message", clickable=True, enabled=False)]
    typed = [dict(e) for e in thread]
    typed[-2] = E("EditText", (42, 2160, 900, 2280), text="Running 10 min late, save me a seat", rid=f"{P}:id/thread_type_message", clickable=True, focused=True)
    typed[-1] = E("ImageButton", (920, 2160, 1040, 2280), desc="Send", rid=f"{P}:id/thread_send_message", clickable=True)
    t = [(droid("long_press", index=ix(s0, "32665")), pipe(act, s1)),
         (droid("click", index=ix(s1, "Delete")), pipe(act, dlg)),
         (droid("click", index=ix(dlg, "Yes")), pipe(act, s3)),
         (droid("click", index=ix(s3, "Search")), pipe(f"{P}/.activities.SearchActivity", srch)),
         (droid("input_text", text="code", index=ix(srch, "Search")), pipe(f"{P}/.activities.SearchActivity", found)),
         (droid("click", index=ix(found, "Navigate up")), pipe(act, back)),
         (droid("click", index=ix(back, "Dave Kowalski")), pipe(f"{P}/.activities.ThreadActivity", thread)),
         (droid("input_text", text="Running 10 min late, save me a seat", index=len(thread) - 2), pipe(f"{P}/.activities.ThreadActivity", typed))]
    R.add("android", "h4-android-03", PIPE_SYSTEM, t, state=pipe(act, s0), bad=True, turn=6, kind="deleted_reappears")


def bad_shop_count() -> None:
    """Cart edited to 3 units (power bank x1, brush heads x2); the order confirmation speaks of 4 items."""
    APP, PKG = "Amazon Shopping", "com.amazon.mShop.android.shopping"
    pb, ob, sk = "Anker 737 Power Bank (PowerCore 24K), 140W", "Oral-B iO Ultimate Clean Replacement Brush Heads, White", "Lodge 10.25 Inch Cast Iron Pre-Seasoned Skillet"

    def cart(lines: list[tuple[str, str, int]], units: int, sub: str, notes: tuple[str, ...] = ()) -> tuple[list[dict[str, Any]], tuple[str, ...]]:
        els = [E("EditText", text="Search Amazon", clickable=True), E("TextView", text=f"Subtotal ({units} items): {sub}"),
               E("Button", text=f"Proceed to checkout ({units} items)", clickable=True)]
        for name, price, q in lines:
            els += [E("TextView", text=name, clickable=True), E("TextView", text=price), E("TextView", text="In Stock"),
                    E("Spinner", text=f"Qty: {q}", desc=f"Quantity {q}, {name}", clickable=True),
                    E("Button", text="Delete", desc=f"Delete {name}", clickable=True), E("Button", text="Save for later", clickable=True)]
        return els + [E("TextView", text="Home", clickable=True), E("TextView", text="You", clickable=True),
                      E("TextView", text=f"Cart, {units} items", clickable=True, selected=True), E("TextView", text="Menu", clickable=True)], notes

    c0, _ = cart([(pb, "$89.99", 1), (ob, "$26.94", 1), (sk, "$24.90", 1)], 3, "$141.83")
    menu = c0 + [E("TextView", text="0 (Delete)", clickable=True), *[E("TextView", text=str(n), clickable=True) for n in range(1, 10)],
                 E("TextView", text="10+", clickable=True)]
    c2, _ = cart([(pb, "$89.99", 1), (ob, "$26.94", 2), (sk, "$24.90", 1)], 4, "$168.77")
    c3, n3 = cart([(pb, "$89.99", 1), (ob, "$26.94", 2)], 3, "$143.87", (f'Banner: "{sk} was removed from Shopping Cart."',))
    chk = [E("TextView", text="Checkout"), E("TextView", text="Delivering to Jordan Ellis"), E("TextView", text="1841 Fulton St APT 3, SAN FRANCISCO, CA 94117"),
           E("TextView", text="Change", clickable=True), E("TextView", text="Paying with Visa 4417"), E("TextView", text="Change", clickable=True),
           E("TextView", text="Arriving Thursday, June 13"), E("TextView", text=pb), E("TextView", text="Qty: 1"), E("TextView", text=ob), E("TextView", text="Qty: 2"),
           E("TextView", text="Items: $143.87"), E("TextView", text="Shipping & handling: $0.00"), E("TextView", text="Estimated tax to be collected: $12.41"),
           E("TextView", text="Order total: $156.28"), E("Button", text="Place your order", clickable=True)]
    placed = [E("TextView", text="Order placed, thanks!"), E("TextView", text="Confirmation will be sent to your email."),
              E("TextView", text="Shipping to Jordan Ellis, 1841 Fulton St APT 3, SAN FRANCISCO, CA 94117"),
              E("TextView", text="4 items · Arriving Thursday, June 13"), E("ImageView", desc=pb), E("ImageView", desc=ob),
              E("Button", text="Review or edit your recent orders", clickable=True), E("Button", text="Continue shopping", clickable=True)]
    orders = [E("EditText", text="Search all orders", clickable=True), E("TextView", text="Your Orders"), E("TextView", text="Filter", clickable=True),
              E("TextView", text="Arriving Thursday"), E("TextView", text=pb, clickable=True), E("TextView", text="Arriving Thursday"), E("TextView", text=ob, clickable=True),
              E("TextView", text="Delivered May 28"), E("TextView", text="Amazon Basics USB-C to USB-C 2.0 Cable, 6 ft", clickable=True),
              E("TextView", text="Delivered May 14"), E("TextView", text="Hydro Flask 32 oz Wide Mouth Bottle, Indigo", clickable=True)]
    detail = [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="Order Details"), E("TextView", text="Order date: June 10, 2024"),
              E("TextView", text="Order # 113-4827719-6630652"), E("TextView", text="Order total: $156.28"), E("TextView", text="Arriving Thursday"),
              E("TextView", text=pb), E("TextView", text="Sold by: AnkerDirect"), E("TextView", text="$89.99"),
              E("Button", text="Cancel items", clickable=True), E("Button", text="Track package", clickable=True)]
    st = lambda els, scr, clock, notes=(): phone(APP, PKG, scr, clock, 52, els, notes)  # noqa: E731
    t = [(droid("click", index=ix(c0, f"Quantity 1, {ob}")), st(menu, "Shopping Cart — quantity menu open", "19:20")),
         (droid("click", index=ix(menu, "2")), st(c2, "Shopping Cart", "19:20")),
         (droid("click", index=ix(c2, f"Delete {sk}")), st(c3, "Shopping Cart", "19:21", n3)),
         (droid("click", index=ix(c3, "Proceed to checkout (3 items)")), st(chk, "Checkout", "19:21")),
         (droid("click", index=ix(chk, "Place your order")), st(placed, "Thank you (order confirmation)", "19:22")),
         (droid("click", index=ix(placed, "Review or edit your recent orders")), st(orders, "Your Orders", "19:22")),
         (droid("click", index=ix(orders, pb)), st(detail, "Order Details", "19:23"))]
    R.add("android", "h4-android-04", PHONE_SYSTEM, t, state=st(c0, "Shopping Cart", "19:19"), bad=True, turn=5, kind="count_mismatch")


def bad_imei() -> None:
    """IMEI read in Settings, then the dialer's *#06# dialog shows a different IMEI for the same device."""
    S = "com.android.settings"
    D = "com.google.android.dialer"
    about = (SB("3:02", 59) + [up(), E("TextView", (63, 300, 1017, 400), text="About phone", rid=f"{S}:id/collapsing_toolbar")]
             + srow(430, "Device name", "Pixel 7", pkg="android") + srow(610, "Phone number (sim slot 1)", "+1 628-555-0147", pkg="android")
             + srow(790, "Emergency information", None, pkg="android") + srow(940, "Legal information", None, pkg="android")
             + srow(1090, "SIM status (sim slot 1)", "T-Mobile", pkg="android") + srow(1270, "Model", "Pixel 7", pkg="android")
             + srow(1450, "IMEI (sim slot 1)", "356824113097151", pkg="android") + srow(1630, "Android version", "14", pkg="android")
             + srow(1810, "Build number", "AP2A.240605.024", pkg="android"))
    imei = about + [E("TextView", (90, 820, 990, 920), text="IMEI information", rid="android:id/alertTitle"),
                    E("TextView", (90, 960, 500, 1010), text="IMEI"), E("TextView", (90, 1010, 990, 1070), text="356824113097151", rid=f"{S}:id/imei_value"),
                    E("TextView", (90, 1110, 500, 1160), text="IMEI SV"), E("TextView", (90, 1160, 990, 1220), text="23", rid=f"{S}:id/imei_sv_value"),
                    E("Button", (800, 1280, 990, 1380), text="OK", rid="android:id/button1", clickable=True)]
    pad = lambda clock, digits, dialog=None: (SB(clock, 59) + [  # noqa: E731
        E("EditText", (0, 520, 1080, 700), text=digits, rid=f"{D}:id/digits", focusable=True),
        E("ImageButton", (900, 560, 1040, 660), desc="backspace", rid=f"{D}:id/deleteButton", clickable=True, enabled=bool(digits))]
        + [E("FrameLayout", (60 + (i % 3) * 330, 760 + (i // 3) * 220, 360 + (i % 3) * 330, 960 + (i // 3) * 220), desc=k, rid=f"{D}:id/{n}", clickable=True)
           for i, (k, n) in enumerate([("1", "one"), ("2,ABC", "two"), ("3,DEF", "three"), ("4,GHI", "four"), ("5,JKL", "five"), ("6,MNO", "six"),
                                       ("7,PQRS", "seven"), ("8,TUV", "eight"), ("9,WXYZ", "nine"), ("*", "star"), ("0", "zero"), ("#", "pound")])]
        + [E("ImageButton", (440, 1660, 640, 1860), desc="dial", rid=f"{D}:id/dialpad_floating_action_button", clickable=True)]
        + (dialog or []))
    imei2 = [E("TextView", (90, 860, 990, 940), text="IMEI", rid="android:id/alertTitle"),
             E("TextView", (90, 980, 990, 1040), text="IMEI1: 356824113079151", rid="android:id/message"),
             E("ImageView", (140, 1060, 940, 1200), desc="Barcode"),
             E("TextView", (90, 1220, 990, 1280), text="EID: 89049032007008882600091846203381"),
             E("Button", (800, 1320, 990, 1420), text="OK", rid="android:id/button1", clickable=True)]
    d0 = pad("3:03", "")
    d1 = pad("3:03", "*#06#", imei2)
    d2 = pad("3:03", "*#06#")
    recents = SB("3:04", 59) + [E("EditText", (42, 150, 1038, 270), text="Search contacts & places", rid=f"{D}:id/search_box_collapsed", clickable=True),
                                 E("TextView", (63, 320, 600, 380), text="Today"),
                                 E("TextView", (210, 400, 800, 460), text="Marisol Vega", rid=f"{D}:id/primary_text", clickable=True),
                                 E("TextView", (210, 460, 800, 510), text="Mobile • 12:48 PM", rid=f"{D}:id/secondary_text"),
                                 E("ImageView", (900, 410, 1020, 510), desc="Call Marisol Vega", clickable=True),
                                 E("TextView", (210, 560, 800, 620), text="(628) 555-0193", rid=f"{D}:id/primary_text", clickable=True),
                                 E("TextView", (210, 620, 800, 670), text="Missed • 9:31 AM", rid=f"{D}:id/secondary_text"),
                                 E("ImageView", (900, 570, 1020, 670), desc="Call (628) 555-0193", clickable=True),
                                 E("TextView", (63, 730, 600, 790), text="Yesterday"),
                                 E("TextView", (210, 810, 800, 870), text="Pharmacy – Walgreens", rid=f"{D}:id/primary_text", clickable=True),
                                 E("TextView", (210, 870, 800, 920), text="Outgoing • 5:12 PM", rid=f"{D}:id/secondary_text"),
                                 E("ImageView", (900, 820, 1020, 920), desc="Call Pharmacy – Walgreens", clickable=True),
                                 E("TextView", (0, 2200, 270, 2300), text="Favorites", clickable=True), E("TextView", (270, 2200, 540, 2300), text="Recents", clickable=True, selected=True),
                                 E("TextView", (540, 2200, 810, 2300), text="Contacts", clickable=True), E("TextView", (810, 2200, 1080, 2300), text="Voicemail", clickable=True)]
    launcher = SB("3:04", 59) + [E("TextView", (63, 200, 700, 300), text="Mon, Jun 10", rid="com.google.android.apps.nexuslauncher:id/date", clickable=True),
                                  E("TextView", (63, 300, 700, 360), text="☁ 61°F"),
                                  E("TextView", (60, 1780, 240, 1860), desc="Phone", text="Phone", clickable=True), E("TextView", (300, 1780, 480, 1860), desc="Messages", text="Messages", clickable=True),
                                  E("TextView", (540, 1780, 720, 1860), desc="Chrome", text="Chrome", clickable=True), E("TextView", (780, 1780, 960, 1860), desc="Camera", text="Camera", clickable=True),
                                  E("EditText", (42, 2000, 1038, 2120), desc="Search", rid="com.google.android.apps.nexuslauncher:id/search_container_hotseat", clickable=True)]
    act = f"{S}/.Settings$MyDeviceInfoActivity"
    t = [(droid("click", index=ix(about, "IMEI (sim slot 1)")), pipe(act, imei)),
         (droid("open_app", app_name="Phone"), pipe(f"{D}/.main.impl.MainActivity", d0)),
         (droid("input_text", text="*#06#", index=2), pipe(f"{D}/.main.impl.MainActivity", d1)),
         (droid("click", index=ix(d1, "OK")), pipe(f"{D}/.main.impl.MainActivity", d2)),
         (droid("navigate_back"), pipe(f"{D}/.main.impl.MainActivity", recents)),
         (droid("navigate_home"), pipe("com.google.android.apps.nexuslauncher/.NexusLauncherActivity", launcher))]
    R.add("android", "h4-android-05", PIPE_SYSTEM, t, state=pipe(act, about), bad=True, turn=3, kind="identity_changed")


def bad_maps_clock() -> None:
    """Directions at 17:53 (9 min drive); after tapping Start the status bar reads 17:50."""
    M = "com.google.android.apps.maps"
    act = f"{M}/com.google.android.maps.MapsActivity"
    tabs = [E("TextView", (0, 2220, 216, 2340), text="Explore", clickable=True), E("TextView", (216, 2220, 432, 2340), text="Go", clickable=True),
            E("TextView", (432, 2220, 648, 2340), text="Saved", clickable=True), E("TextView", (648, 2220, 864, 2340), text="Contribute", clickable=True),
            E("TextView", (864, 2220, 1080, 2340), text="Updates", clickable=True)]
    home = SB("17:52", 46) + [E("EditText", (42, 130, 880, 250), text="Search here", rid=f"{M}:id/search_omnibox_text_box", clickable=True),
                              E("ImageView", (900, 140, 1030, 240), desc="Account and settings", clickable=True),
                              E("Button", (42, 280, 300, 370), text="Restaurants", clickable=True), E("Button", (320, 280, 520, 370), text="Gas", clickable=True),
                              E("Button", (540, 280, 780, 370), text="Coffee", clickable=True), E("Button", (800, 280, 1060, 370), text="Groceries", clickable=True),
                              E("View", (0, 400, 1080, 2000), desc="Map view", rid=f"{M}:id/mainmap_container"),
                              E("ImageButton", (900, 1880, 1040, 2020), desc="Re-center map to your location", clickable=True)] + tabs
    sug = SB("17:52", 46) + [E("ImageButton", (0, 130, 120, 250), desc="Back", clickable=True),
                             E("EditText", (120, 130, 1038, 250), text="Trader Joe's", rid=f"{M}:id/search_omnibox_edit_text", clickable=True, focused=True),
                             E("TextView", (160, 330, 880, 390), text="Trader Joe's", clickable=True), E("TextView", (160, 390, 880, 440), text="3 Masonic Ave, San Francisco, CA"),
                             E("TextView", (900, 340, 1040, 400), text="1.4 mi"),
                             E("TextView", (160, 500, 880, 560), text="Trader Joe's", clickable=True), E("TextView", (160, 560, 880, 610), text="10 4th St, San Francisco, CA"),
                             E("TextView", (900, 510, 1040, 570), text="2.8 mi"),
                             E("TextView", (160, 670, 880, 730), text="Trader Joe's", clickable=True), E("TextView", (160, 730, 880, 780), text="401 Bay St, San Francisco, CA"),
                             E("TextView", (900, 680, 1040, 740), text="3.3 mi")]
    place = SB("17:53", 46) + [E("ImageButton", (0, 130, 120, 250), desc="Back", clickable=True), E("EditText", (120, 130, 1038, 250), text="Trader Joe's", clickable=True),
                               E("View", (0, 280, 1080, 1200), desc="Map view", rid=f"{M}:id/mainmap_container"),
                               E("TextView", (42, 1240, 900, 1320), text="Trader Joe's", rid=f"{M}:id/title"),
                               E("TextView", (42, 1320, 900, 1370), text="4.5 ★★★★★ (1,923)"), E("TextView", (42, 1370, 900, 1420), text="Grocery store · 1.4 mi"),
                               E("TextView", (42, 1420, 900, 1470), text="Open · Closes 21:00"),
                               E("Button", (42, 1510, 300, 1610), text="Directions", clickable=True), E("Button", (320, 1510, 520, 1610), text="Start", clickable=True),
                               E("Button", (540, 1510, 720, 1610), text="Call", clickable=True), E("Button", (740, 1510, 920, 1610), text="Save", clickable=True),
                               E("Button", (940, 1510, 1060, 1610), text="Share", clickable=True)]
    other = {9: (24, 28, 10), 7: (21, 25, 9)}
    modes = lambda drive: [E("TextView", (42, 430, 300, 520), text=f"{drive} min", desc=f"Driving mode: {drive} min", clickable=True, selected=True),  # noqa: E731
                           E("TextView", (320, 430, 560, 520), text=f"{other[drive][0]} min", desc=f"Transit mode: {other[drive][0]} min", clickable=True),
                           E("TextView", (580, 430, 800, 520), text=f"{other[drive][1]} min", desc=f"Walking mode: {other[drive][1]} min", clickable=True),
                           E("TextView", (820, 430, 1060, 520), text=f"{other[drive][2]} min", desc=f"Bicycling mode: {other[drive][2]} min", clickable=True)]
    dirs = lambda clock, mins, dist, note: (SB(clock, 46) + [E("ImageButton", (0, 130, 120, 250), desc="Back", clickable=True),  # noqa: E731
                                            E("TextView", (140, 140, 1000, 200), text="Your location", clickable=True), E("TextView", (140, 230, 1000, 290), text="Trader Joe's", clickable=True)]
                                            + modes(mins) + [E("View", (0, 540, 1080, 1700), desc="Map view", rid=f"{M}:id/mainmap_container"),
                                                             E("TextView", (42, 1740, 700, 1820), text=f"{mins} min ({dist})"), E("TextView", (42, 1820, 1038, 1880), text=note),
                                                             E("Button", (42, 1930, 420, 2040), text="Start", clickable=True), E("Button", (440, 1930, 820, 2040), text="Steps", clickable=True)])
    d3 = dirs("17:53", 9, "1.4 mi", "Fastest route now due to traffic conditions")
    nav = lambda clock, step, dist_to, mins, dist, eta: SB(clock, 45) + [  # noqa: E731
        E("TextView", (42, 130, 1038, 230), text=step, rid=f"{M}:id/step_cue"), E("TextView", (42, 230, 600, 290), text=dist_to, rid=f"{M}:id/step_distance"),
        E("View", (0, 320, 1080, 1900), desc="Map view", rid=f"{M}:id/mainmap_container"),
        E("ImageButton", (900, 1700, 1040, 1840), desc="Re-center", clickable=True),
        E("ImageButton", (42, 1960, 182, 2100), desc="Close navigation", clickable=True),
        E("TextView", (220, 1950, 700, 2030), text=f"{mins} min", rid=f"{M}:id/eta_duration"),
        E("TextView", (220, 2030, 900, 2090), text=f"{dist} · {eta}", rid=f"{M}:id/eta_distance_and_time"),
        E("ImageButton", (900, 1960, 1040, 2100), desc="Alternate routes", clickable=True)]
    n4 = nav("17:50", "Head north on Lyon St toward Fell St", "0.1 mi", 9, "1.4 mi", "18:02")
    n5 = nav("17:55", "Turn right onto Fell St", "200 ft", 7, "1.2 mi", "18:02")
    d6 = dirs("17:55", 7, "1.2 mi", "Fastest route, the usual traffic")
    t = [(droid("input_text", text="Trader Joe's", index=ix(home, "Search here")), pipe(act, sug)),
         (droid("click", index=ix(sug, "Trader Joe's", 1)), pipe(act, place)),
         (droid("click", index=ix(place, "Directions")), pipe(act, d3)),
         (droid("click", index=ix(d3, "Start")), pipe(f"{M}/com.google.android.apps.gmm.navigation.ui.NavigationActivity", n4)),
         (droid("wait"), pipe(f"{M}/com.google.android.apps.gmm.navigation.ui.NavigationActivity", n5)),
         (droid("click", index=ix(n5, "Close navigation")), pipe(act, d6))]
    R.add("android", "h4-android-06", PIPE_SYSTEM, t, state=pipe(act, home), bad=True, turn=4, kind="clock_backwards")


def bad_files_rename() -> None:
    """scan_0412.pdf renamed to lease_signed_2024.pdf; the Documents category still lists scan_0412.pdf."""
    APP, PKG = "Files", "com.google.android.apps.nbu.files"
    files = [("boarding_pass_UA1548.pdf", "212 kB", "Jun 8"), ("IMG_20240607_191233.jpg", "3.4 MB", "Jun 7"), ("invoice-88213.pdf", "98 kB", "May 29"),
             ("scan_0412.pdf", "1.2 MB", "Jun 4"), ("setup-3.2.1.apk", "24 MB", "May 21")]

    def dl(rows: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="Downloads"), E("ImageButton", desc="Search", clickable=True),
               E("TextView", text="Name", desc="Sort by name, A to Z", clickable=True)]
        for n, size, d in rows:
            els += [E("TextView", text=n, clickable=True), E("TextView", text=f"{size}, {d}"), E("ImageButton", desc=f"More options for {n}", clickable=True)]
        return els

    s0 = dl(files)
    sheet = s0 + [E("TextView", text="scan_0412.pdf"), *[E("TextView", text=x, clickable=True) for x in
                                                          ("Open with", "Share", "Rename", "Add to favorites", "Move to", "Copy to", "Move to Safe folder", "File info", "Move to Trash")]]
    ren = s0 + [E("TextView", text="Rename"), E("EditText", text="scan_0412.pdf", clickable=True, focused=True),
                E("Button", text="Cancel", clickable=True), E("Button", text="OK", clickable=True)]
    ren2 = s0 + [E("TextView", text="Rename"), E("EditText", text="lease_signed_2024.pdf", clickable=True, focused=True),
                 E("Button", text="Cancel", clickable=True), E("Button", text="OK", clickable=True)]
    renamed = sorted([f for f in files if f[0] != "scan_0412.pdf"] + [("lease_signed_2024.pdf", "1.2 MB", "Jun 4")], key=lambda f: f[0].lower())
    s4 = dl(renamed)
    browse = [E("EditText", text="Search in Files", clickable=True), E("TextView", text="Recent files"),
              E("TextView", text="IMG_20240607_191233.jpg", clickable=True), E("TextView", text="boarding_pass_UA1548.pdf", clickable=True),
              E("TextView", text="Categories"), *[E("TextView", text=x, clickable=True) for x in ("Downloads", "Images", "Videos", "Audio", "Documents & other", "Apps")],
              E("TextView", text="Collections"), E("TextView", text="Favorites", clickable=True), E("TextView", text="Safe folder", clickable=True),
              E("TextView", text="Clean", clickable=True), E("TextView", text="Browse", clickable=True, selected=True), E("TextView", text="Share", clickable=True)]
    docs = [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="Documents & other"), E("ImageButton", desc="Search", clickable=True),
            E("TextView", text="Date", desc="Sort by date, newest first", clickable=True)]
    for n, size, d in [("boarding_pass_UA1548.pdf", "212 kB", "Jun 8"), ("scan_0412.pdf", "1.2 MB", "Jun 4"), ("Resume_J_Ortega.docx", "46 kB", "Jun 1"),
                       ("invoice-88213.pdf", "98 kB", "May 29"), ("tenant_checklist.xlsx", "31 kB", "May 3")]:
        docs += [E("TextView", text=n, clickable=True), E("TextView", text=f"{size}, {d}"), E("ImageButton", desc=f"More options for {n}", clickable=True)]
    pdf = [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="boarding_pass_UA1548.pdf"), E("ImageButton", desc="Share", clickable=True),
           E("ImageButton", desc="More options", clickable=True), E("ImageView", desc="Page 1 of 1"),
           E("TextView", text="UNITED · BOARDING PASS · UA 1548 · SFO → ORD · GATE F12 · BOARDING 07:35 · SEAT 23C")]
    st = lambda els, scr, clock, notes=(), kb=False: phone(APP, PKG, scr, clock, 71, els, notes, kb)  # noqa: E731
    t = [(droid("click", index=ix(s0, "More options for scan_0412.pdf")), st(sheet, "Downloads — file actions bottom sheet", "13:05")),
         (droid("click", index=ix(sheet, "Rename")), st(ren, "Downloads — Rename dialog", "13:05", kb=True)),
         (droid("input_text", text="lease_signed_2024.pdf", index=ix(ren, "scan_0412.pdf", 1)), st(ren2, "Downloads — Rename dialog", "13:06", kb=True)),
         (droid("click", index=ix(ren2, "OK")), st(s4, "Downloads", "13:06")),
         (droid("navigate_back"), st(browse, "Browse", "13:06")),
         (droid("click", index=ix(browse, "Documents & other")), st(docs, "Documents & other", "13:07")),
         (droid("click", index=ix(docs, "boarding_pass_UA1548.pdf")), st(pdf, "PDF viewer", "13:07"))]
    R.add("android", "h4-android-07", PHONE_SYSTEM, t, state=st(s0, "Downloads", "13:05"), bad=True, turn=6, kind="rename_old_name")


def bad_markor_edit() -> None:
    """A line is appended to packing-list.md and shown in the preview; reopening the file shows the old text."""
    APP, PKG = "Markor", "net.gsantner.markor"
    body = "# Packing — Lisbon\n- passport\n- EU plug adapter\n- sunscreen\n- chargers"
    body2 = body + "\n- rain jacket"
    notebook = lambda sizes: [E("TextView", text="Notebook"), E("ImageButton", desc="Search", clickable=True), E("ImageButton", desc="Sort by", clickable=True),  # noqa: E731
                              *[x for n, s in sizes for x in (E("TextView", text=n, clickable=True), E("TextView", text=s))],
                              E("ImageButton", desc="Create a new file or folder", clickable=True),
                              E("TextView", text="Notebook", clickable=True, selected=True), E("TextView", text="To-Do", clickable=True),
                              E("TextView", text="QuickNote", clickable=True), E("TextView", text="More", clickable=True)]
    n0 = notebook([("groceries.md", "Jun 9 · 144 B"), ("ideas.txt", "Jun 2 · 1.1 kB"), ("packing-list.md", "Jun 7 · 73 B"), ("todo.txt", "Jun 10 · 402 B")])
    n4 = notebook([("groceries.md", "Jun 9 · 144 B"), ("ideas.txt", "Jun 2 · 1.1 kB"), ("packing-list.md", "Jun 10 · 87 B"), ("todo.txt", "Jun 10 · 402 B")])
    edit = lambda text, focused: [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="packing-list.md"),  # noqa: E731
                                  E("ImageButton", desc="Undo", clickable=True), E("ImageButton", desc="Redo", clickable=True),
                                  E("ImageButton", desc="View mode", clickable=True), E("ImageButton", desc="More options", clickable=True),
                                  E("EditText", text=text, clickable=True, focused=focused),
                                  *[E("ImageButton", desc=d, clickable=True) for d in ("Checkbox", "Unordered list", "Bold", "Italic", "Header", "Link")]]
    view = lambda lines: [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="packing-list.md"),  # noqa: E731
                          E("ImageButton", desc="Edit", clickable=True), E("ImageButton", desc="More options", clickable=True),
                          E("WebView", desc="packing-list.md"), E("TextView", text="Packing — Lisbon"), *[E("TextView", text="• " + ln) for ln in lines]]
    e1 = edit(body, False)
    e2 = edit(body2, True)
    v3 = view(["passport", "EU plug adapter", "sunscreen", "chargers", "rain jacket"])
    v5 = view(["passport", "EU plug adapter", "sunscreen", "chargers"])
    st = lambda els, scr, clock, kb=False: phone(APP, PKG, scr, clock, 88, els, (), kb)  # noqa: E731
    t = [(droid("click", index=ix(n0, "packing-list.md")), st(e1, "Document — edit mode", "08:12")),
         (droid("input_text", text="\n- rain jacket", index=ix(e1, body)), st(e2, "Document — edit mode", "08:12", kb=True)),
         (droid("click", index=ix(e2, "View mode")), st(v3, "Document — view mode (rendered Markdown)", "08:13")),
         (droid("navigate_back"), st(n4, "Notebook (file browser)", "08:13")),
         (droid("click", index=ix(n4, "packing-list.md")), st(v5, "Document — view mode (rendered Markdown)", "08:13")),
         (droid("navigate_back"), st(n4, "Notebook (file browser)", "08:14"))]
    R.add("android", "h4-android-08", PHONE_SYSTEM, t, state=st(n0, "Notebook (file browser)", "08:11"), bad=True, turn=5, kind="content_unchanged_after_edit")


def bad_calendar_location() -> None:
    """Only the reminder of an event is changed; when it is reopened its location's floor has changed."""
    P = "com.simplemobiletools.calendar.pro"
    act_main = f"{P}/.activities.MainActivity"
    act_ev = f"{P}/.activities.EventActivity"
    events = [("Tue, June 11", "Dentist — Dr. Hale", "09:30 – 10:30"), ("Wed, June 12", "Book club: Piranesi", "18:00 – 20:00"),
              ("Fri, June 14", "Lunch w/ Sam", "12:00 – 13:00"), ("Sat, June 15", "Farmers market", "09:00 – 10:00")]

    def lst(clock: str) -> list[dict[str, Any]]:
        els = SB(clock, 67) + [E("TextView", (42, 150, 700, 240), text="Simple Calendar"), E("ImageButton", (700, 140, 820, 260), desc="Go to today", clickable=True),
                               E("ImageButton", (830, 140, 950, 260), desc="Change view", clickable=True), E("ImageButton", (950, 140, 1070, 260), desc="More options", clickable=True)]
        y = 300
        for day, title, time in events:
            els += [E("TextView", (42, y, 1038, y + 70), text=day, rid=f"{P}:id/event_section_title"),
                    E("TextView", (63, y + 80, 1017, y + 150), text=title, rid=f"{P}:id/event_item_title", clickable=True),
                    E("TextView", (63, y + 150, 1017, y + 210), text=time, rid=f"{P}:id/event_item_time")]
            y += 260
        return els + [E("ImageButton", (860, 2060, 1020, 2220), desc="New event", rid=f"{P}:id/calendar_fab", clickable=True)]

    def ev(clock: str, title: str, loc: str, desc: str, start: str, end: str, reminder: str, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        return SB(clock, 67) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True), E("TextView", (170, 160, 600, 240), text="Edit event"),
                                E("ImageButton", (830, 140, 950, 260), desc="Save", rid=f"{P}:id/save", clickable=True),
                                E("ImageButton", (950, 140, 1070, 260), desc="More options", clickable=True),
                                E("EditText", (63, 300, 1017, 400), text=title, rid=f"{P}:id/event_title", clickable=True),
                                E("EditText", (63, 420, 1017, 520), text=loc, rid=f"{P}:id/event_location", clickable=True),
                                E("EditText", (63, 540, 1017, 640), text=desc, rid=f"{P}:id/event_description", clickable=True),
                                E("Switch", (63, 690, 1017, 780), text="All-day", rid=f"{P}:id/event_all_day", clickable=True, checked=False),
                                E("TextView", (160, 810, 700, 890), text=start.split("  ")[0], rid=f"{P}:id/event_start_date", clickable=True),
                                E("TextView", (760, 810, 1017, 890), text=start.split("  ")[1], rid=f"{P}:id/event_start_time", clickable=True),
                                E("TextView", (160, 910, 700, 990), text=end.split("  ")[0], rid=f"{P}:id/event_end_date", clickable=True),
                                E("TextView", (760, 910, 1017, 990), text=end.split("  ")[1], rid=f"{P}:id/event_end_time", clickable=True),
                                E("TextView", (160, 1040, 1017, 1110), text="America/Los_Angeles", rid=f"{P}:id/event_time_zone", clickable=True),
                                E("TextView", (160, 1160, 1017, 1230), text=reminder, rid=f"{P}:id/event_reminder_1", clickable=True),
                                E("TextView", (160, 1250, 1017, 1320), text="Add another reminder", rid=f"{P}:id/event_reminder_2", clickable=True),
                                E("TextView", (160, 1380, 1017, 1450), text="No repetition", rid=f"{P}:id/event_repetition", clickable=True),
                                E("TextView", (160, 1510, 1017, 1580), text="Regular event", rid=f"{P}:id/event_type", clickable=True)] + (extra or [])

    loc = "Mercy Dental, 2nd floor, 1140 Pine St"
    desc = "Cleaning + x-rays. Bring insurance card."
    e1 = ev("16:40", "Dentist — Dr. Hale", loc, desc, "Tue, Jun 11 2024  09:30", "Tue, Jun 11 2024  10:30", "30 minutes before")
    opts = ["No reminder", "At start", "5 minutes before", "10 minutes before", "15 minutes before", "30 minutes before", "1 hour before", "1 day before", "Custom…"]
    dlg = e1 + [E("RadioButton", (90, 600 + i * 120, 990, 710 + i * 120), text=o, clickable=True, checked=(o == "30 minutes before")) for i, o in enumerate(opts)]
    e3 = ev("16:41", "Dentist — Dr. Hale", loc, desc, "Tue, Jun 11 2024  09:30", "Tue, Jun 11 2024  10:30", "1 hour before")
    l4 = lst("16:41") + [E("TextView", (240, 1900, 840, 1990), text="Event updated successfully", rid="android:id/message")]
    e5 = ev("16:41", "Dentist — Dr. Hale", "Mercy Dental, 3rd floor, 1140 Pine St", desc, "Tue, Jun 11 2024  09:30", "Tue, Jun 11 2024  10:30", "1 hour before")
    l6 = lst("16:42")
    e7 = ev("16:42", "Book club: Piranesi", "Green Apple Books, 506 Clement St", "Finish part 5. Bring snacks?", "Wed, Jun 12 2024  18:00", "Wed, Jun 12 2024  20:00", "1 day before")
    l0 = lst("16:40")
    t = [(droid("click", index=ix(l0, "Dentist — Dr. Hale")), pipe(act_ev, e1)),
         (droid("click", index=ix(e1, "30 minutes before")), pipe(act_ev, dlg)),
         (droid("click", index=ix(dlg, "1 hour before")), pipe(act_ev, e3)),
         (droid("click", index=ix(e3, "Save")), pipe(act_main, l4)),
         (droid("click", index=ix(l4, "Dentist — Dr. Hale")), pipe(act_ev, e5)),
         (droid("navigate_back"), pipe(act_main, l6)),
         (droid("click", index=ix(l6, "Book club: Piranesi")), pipe(act_ev, e7))]
    R.add("android", "h4-android-09", PIPE_SYSTEM, t, state=pipe(act_main, l0), bad=True, turn=5, kind="state_changed_without_write")


def bad_contact_note() -> None:
    """Contact details show a buzzer note; the edit form opened next pre-fills it with other digits."""
    APP, PKG = "Contacts", "com.google.android.contacts"
    names = ["Aisha Rahman", "Ben Whitaker", "Chloe Dubois", "Gabriel Ortiz", "Hana Sato", "Ibrahim Khalil", "Jonas Berg"]
    lst = [E("EditText", text="Search contacts", clickable=True), E("ImageButton", desc="Open navigation drawer", clickable=True)] + \
        [E("TextView", text=n, clickable=True) for n in names] + [E("ImageButton", desc="Create contact", clickable=True)]

    def det(company: str | None, note: str) -> list[dict[str, Any]]:
        return ([E("ImageButton", desc="Navigate up", clickable=True), E("ImageButton", desc="Edit contact", clickable=True),
                 E("ImageButton", desc="Favorite", clickable=True), E("ImageButton", desc="More options", clickable=True),
                 E("TextView", text="Gabriel Ortiz")] + ([E("TextView", text=company)] if company else [])
                + [E("Button", text="Call", clickable=True), E("Button", text="Text", clickable=True), E("Button", text="Video", clickable=True),
                   E("Button", text="Email", clickable=True), E("TextView", text="Contact info"),
                   E("TextView", text="(415) 555-0163", clickable=True), E("TextView", text="Mobile"),
                   E("TextView", text="gabe.ortiz@fastmail.com", clickable=True), E("TextView", text="Home"),
                   E("TextView", text="2217 Larkin St, San Francisco, CA 94109", clickable=True), E("TextView", text="Home"),
                   E("TextView", text="About Gabriel"), E("TextView", text=note)])

    note1 = "Building buzzer #2291, ring twice. Helped with deck repair."
    note2 = "Building buzzer #2219, ring twice. Helped with deck repair."
    d1 = det(None, note1)

    def form(company: str, focused: bool) -> list[dict[str, Any]]:
        return [E("ImageButton", desc="Cancel", clickable=True), E("TextView", text="Edit contact"), E("Button", text="Save", clickable=True),
                E("EditText", text="Gabriel", desc="First name", clickable=True), E("EditText", text="Ortiz", desc="Last name", clickable=True),
                E("EditText", text=company, desc="Company", clickable=True, focused=focused),
                E("EditText", text="(415) 555-0163", desc="Phone", clickable=True), E("Spinner", text="Mobile", clickable=True),
                E("EditText", text="gabe.ortiz@fastmail.com", desc="Email", clickable=True), E("Spinner", text="Home", clickable=True),
                E("EditText", text="2217 Larkin St, San Francisco, CA 94109", desc="Address", clickable=True),
                E("EditText", text=note2, desc="Notes", clickable=True), E("TextView", text="More fields", clickable=True)]

    f2 = form("", False)
    f3 = form("Ortiz Carpentry", True)
    d4 = det("Ortiz Carpentry", note2)
    msg = [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="Gabriel Ortiz"), E("ImageButton", desc="Call", clickable=True),
           E("TextView", text="Today"), E("TextView", text="You're both on RCS chats"),
           E("EditText", text="RCS message", clickable=True, focused=True), E("ImageButton", desc="Add emoji", clickable=True),
           E("ImageButton", desc="Voice message", clickable=True)]
    msg2 = [*msg[:5], E("EditText", text="On my way, be there in 15", clickable=True, focused=True), E("ImageButton", desc="Add emoji", clickable=True),
            E("ImageButton", desc="Send end-to-end encrypted message", clickable=True)]
    st = lambda els, app, pkg, scr, clock, kb=False: phone(app, pkg, scr, clock, 93, els, (), kb)  # noqa: E731
    t = [(droid("click", index=ix(lst, "Gabriel Ortiz")), st(d1, APP, PKG, "Contact details — Gabriel Ortiz", "09:02")),
         (droid("click", index=ix(d1, "Edit contact")), st(f2, APP, PKG, "Edit contact", "09:02")),
         (droid("input_text", text="Ortiz Carpentry", index=ix(f2, "Company")), st(f3, APP, PKG, "Edit contact", "09:03", kb=True)),
         (droid("click", index=ix(f3, "Save")), st(d4, APP, PKG, "Contact details — Gabriel Ortiz", "09:03")),
         (droid("click", index=ix(d4, "Text")), st(msg, "Messages", "com.google.android.apps.messaging", "Conversation — Gabriel Ortiz", "09:03", kb=True)),
         (droid("input_text", text="On my way, be there in 15", index=ix(msg, "RCS message")), st(msg2, "Messages", "com.google.android.apps.messaging", "Conversation — Gabriel Ortiz", "09:04", kb=True))]
    R.add("android", "h4-android-10", PHONE_SYSTEM, t, state=st(lst, APP, PKG, "Contacts list", "09:01"), bad=True, turn=2, kind="content_changed_without_write")


def bad_recorder_duration() -> None:
    """A recording is stopped at 00:53; the records list gives it 00:35. Record-16 is then loaded into the player."""
    P = "com.dimowner.audiorecorder"
    act = f"{P}/.app.main.MainActivity"

    def main(clock: str, timer: str, status: str, recording: bool, paused: bool = False, name: str | None = None, info: str | None = None) -> list[dict[str, Any]]:
        els = SB(clock, 55) + [E("TextView", (42, 150, 800, 240), text=name or "Audio Recorder", rid=f"{P}:id/txt_name"),
                               E("ImageButton", (950, 140, 1070, 260), desc="Settings", rid=f"{P}:id/btn_settings", clickable=True),
                               E("View", (0, 400, 1080, 1100), desc="Waveform", rid=f"{P}:id/recording_view"),
                               E("TextView", (240, 1160, 840, 1290), text=timer, rid=f"{P}:id/txt_progress"),
                               E("TextView", (240, 1300, 840, 1360), text=status, rid=f"{P}:id/txt_status")]
        if info:
            els.append(E("TextView", (140, 1380, 940, 1440), text=info, rid=f"{P}:id/txt_record_info"))
        els += [E("ImageButton", (90, 1900, 250, 2060), desc="Records list", rid=f"{P}:id/btn_records_list", clickable=True),
                E("ImageButton", (440, 1880, 640, 2080), desc="Pause recording" if recording and not paused else "Start recording", rid=f"{P}:id/btn_record", clickable=True),
                E("ImageButton", (830, 1900, 990, 2060), desc="Stop recording", rid=f"{P}:id/btn_record_stop", clickable=True, enabled=recording)]
        return els

    m0 = main("09:31", "00:00", "", False)
    m1 = main("09:31", "00:01", "Recording…", True)
    m2 = main("09:31", "00:09", "Recording…", True)
    m3 = main("09:31", "00:14", "Recording paused", True, paused=True)
    m4 = main("09:31", "00:14", "Recording…", True)
    m5 = main("09:32", "00:52", "Recording…", True)
    m6 = main("09:32", "00:53", "", False, name="Record-17", info="M4a, 44.1kHz, 128 kbps, Stereo · 836 KB")
    recs = [("Record-17", "00:35", "Jun 10, 09:32"), ("Record-16", "02:18", "Jun 7, 18:04"), ("Record-15", "00:47", "Jun 3, 12:55"),
            ("Standup notes", "11:42", "May 31, 09:16")]
    lst = SB("09:33", 55) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True), E("TextView", (170, 160, 700, 240), text="Records"),
                             E("ImageButton", (830, 140, 950, 260), desc="Sort", clickable=True), E("ImageButton", (950, 140, 1070, 260), desc="Bookmarks", clickable=True)]
    for i, (n, dur, when) in enumerate(recs):
        y = 300 + i * 200
        lst += [E("TextView", (63, y + 30, 800, y + 95), text=n, rid=f"{P}:id/list_item_name", clickable=True),
                E("TextView", (63, y + 100, 800, y + 160), text=when, rid=f"{P}:id/list_item_date"),
                E("TextView", (820, y + 30, 1017, y + 95), text=dur, rid=f"{P}:id/list_item_duration")]
    def player(clock: str, pos: str, playing: bool) -> list[dict[str, Any]]:
        return SB(clock, 55) + [E("TextView", (42, 150, 800, 240), text="Record-16", rid=f"{P}:id/txt_name"),
                                E("ImageButton", (950, 140, 1070, 260), desc="Settings", rid=f"{P}:id/btn_settings", clickable=True),
                                E("View", (0, 400, 1080, 1100), desc="Waveform", rid=f"{P}:id/recording_view"),
                                E("TextView", (240, 1160, 840, 1290), text=pos, rid=f"{P}:id/txt_progress"),
                                E("TextView", (140, 1380, 940, 1440), text="M4a, 44.1kHz, 128 kbps, Stereo · 2.2 MB", rid=f"{P}:id/txt_record_info"),
                                E("SeekBar", (42, 1500, 1038, 1560), desc="Playback progress", rid=f"{P}:id/play_progress", clickable=True),
                                E("TextView", (780, 1570, 1038, 1630), text="02:18", rid=f"{P}:id/txt_duration"),
                                E("ImageButton", (460, 1680, 620, 1840), desc="Pause" if playing else "Play", rid=f"{P}:id/btn_play", clickable=True),
                                E("ImageButton", (90, 1900, 250, 2060), desc="Records list", rid=f"{P}:id/btn_records_list", clickable=True),
                                E("ImageButton", (440, 1880, 640, 2080), desc="Start recording", rid=f"{P}:id/btn_record", clickable=True),
                                E("ImageButton", (830, 1900, 990, 2060), desc="Stop recording", rid=f"{P}:id/btn_record_stop", clickable=True, enabled=False)]

    p8 = player("09:33", "00:00", False)
    p9 = player("09:33", "00:04", True)
    t = [(droid("click", index=ix(m0, "Start recording")), pipe(act, m1)),
         (droid("wait"), pipe(act, m2)),
         (droid("click", index=ix(m2, "Pause recording")), pipe(act, m3)),
         (droid("click", index=ix(m3, "Start recording")), pipe(act, m4)),
         (droid("wait"), pipe(act, m5)),
         (droid("click", index=ix(m5, "Stop recording")), pipe(act, m6)),
         (droid("click", index=ix(m6, "Records list")), pipe(f"{P}/.app.records.RecordsActivity", lst)),
         (droid("click", index=ix(lst, "Record-16")), pipe(act, p8)),
         (droid("click", index=ix(p8, "Play")), pipe(act, p9))]
    R.add("android", "h4-android-11", PIPE_SYSTEM, t, state=pipe(act, m0), bad=True, turn=7, kind="duration_mismatch")


# ================================================================================================ CLEAN (11)
def lay(elems: list[dict[str, Any]], top: int = 300, h: int = 110, x0: int = 42, x1: int = 1038) -> list[dict[str, Any]]:
    """Give every element without bounds a full-width slot, top to bottom, below `top`."""
    y = top
    out = []
    for e in elems:
        if e["b"] is None:
            e = dict(e, b=(x0, y, x1, y + h - 10))
            y += h
        out.append(e)
    return out


def clean_settings_hotspot() -> None:
    """Airplane mode on then off, Wi-Fi reconnecting, hotspot turned on and a device joining."""
    S = "com.android.settings"
    act = f"{S}/.SubSettings"

    def net(clock: str, batt: int, plane: bool, internet: str, calls: str) -> list[dict[str, Any]]:
        return (SB(clock, batt) + [up(), E("TextView", (63, 300, 1017, 400), text="Network & internet", rid=f"{S}:id/collapsing_toolbar")]
                + srow(430, "Internet", internet, pkg=S) + srow(610, "Calls & SMS", calls, pkg=S) + srow(790, "SIMs", "Google Fi", pkg=S)
                + srow(970, "Airplane mode", None, plane, pkg=S) + srow(1120, "Hotspot & tethering", "Off", pkg=S)
                + srow(1300, "Data Saver", "Off", pkg=S) + srow(1480, "VPN", "None", pkg=S) + srow(1660, "Private DNS", "Automatic", pkg=S))

    s0 = net("08:03", 64, False, "AndroidWifi", "Google Fi")
    s1 = net("08:03", 64, True, "Airplane mode", "Unavailable")
    s2 = net("08:03", 64, False, "Connecting…", "Google Fi")
    s3 = net("08:04", 63, False, "AndroidWifi", "Google Fi")
    teth = (SB("08:04", 63) + [up(), E("TextView", (63, 300, 1017, 400), text="Hotspot & tethering", rid=f"{S}:id/collapsing_toolbar")]
            + srow(430, "Wi‑Fi hotspot", "Off", pkg=S) + srow(610, "USB tethering", "Share phone’s internet connection via USB", False, pkg=S, enabled=False)
            + srow(790, "Bluetooth tethering", "Share phone’s internet connection via Bluetooth", False, pkg=S)
            + srow(970, "Ethernet tethering", "Share phone’s internet connection via Ethernet", False, pkg=S, enabled=False))

    def hot(clock: str, batt: int, on: bool, connected: str | None) -> list[dict[str, Any]]:
        els = SB(clock, batt) + [up(), E("TextView", (63, 300, 1017, 400), text="Wi‑Fi hotspot", rid=f"{S}:id/collapsing_toolbar"),
                                 E("TextView", (63, 440, 860, 520), text="Use Wi‑Fi hotspot", rid=f"{S}:id/switch_text", clickable=True),
                                 E("Switch", (882, 430, 1017, 530), rid="android:id/switch_widget", clickable=True, checkable=True, checked=on)]
        if connected:
            els.append(E("TextView", (63, 540, 1017, 600), text=connected, rid=f"{S}:id/summary"))
        return (els + srow(640, "Hotspot name", "Pixel_4821", pkg="android") + srow(820, "Hotspot password", "••••••••••", pkg="android")
                + srow(1000, "Security", "WPA2/WPA3-Personal", pkg="android") + srow(1180, "Turn off hotspot automatically", "When no devices are connected", True, pkg="android")
                + srow(1360, "Extend compatibility", "Helps other devices find this hotspot. Reduces hotspot connection speed.", False, pkg="android"))

    h5 = hot("08:04", 63, False, None)
    h6 = hot("08:04", 63, True, "0 devices connected")
    h7 = hot("08:05", 62, True, "1 device connected")
    t = [(droid("click", index=ix(s0, "Airplane mode") + 1), pipe(act, s1)),
         (droid("click", index=ix(s1, "Airplane mode", 1) + 1), pipe(act, s2)),
         (droid("wait"), pipe(act, s3)),
         (droid("click", index=ix(s3, "Hotspot & tethering")), pipe(act, teth)),
         (droid("click", index=ix(teth, "Wi‑Fi hotspot")), pipe(act, h5)),
         (droid("click", index=ix(h5, "Use Wi‑Fi hotspot") + 1), pipe(act, h6)),
         (droid("wait"), pipe(act, h7))]
    R.add("android", "h4-android-12", PIPE_SYSTEM, t, state=pipe(act, s0))


def clean_contacts_same_name() -> None:
    """A second, different Alex Chen is created; both appear in the list and in a filtered search."""
    APP, PKG = "Contacts", "com.google.android.contacts"
    base = ["Alex Chen", "Alexandra Reyes", "Bea Tanaka", "Carlos Mendes", "Dana Whitfield", "Eli Brooks", "Farah Haddad"]
    lst = lambda names: [E("EditText", text="Search contacts", clickable=True), E("ImageButton", desc="Open navigation drawer", clickable=True),  # noqa: E731
                         E("TextView", text="A")] + [E("TextView", text=n, clickable=True) for n in names] + [E("ImageButton", desc="Create contact", clickable=True)]

    def form(first: str, last: str, ph: str, focus: str) -> list[dict[str, Any]]:
        return [E("ImageButton", desc="Cancel", clickable=True), E("TextView", text="Create contact"), E("Button", text="Save", clickable=True),
                E("TextView", text="Save to jordan.ellis@gmail.com", clickable=True),
                E("EditText", text=first, desc="First name", clickable=True, focused=(focus == "first")),
                E("EditText", text=last, desc="Last name", clickable=True, focused=(focus == "last")),
                E("EditText", text="", desc="Company", clickable=True),
                E("EditText", text=ph, desc="Phone", clickable=True, focused=(focus == "phone")), E("Spinner", text="Mobile", clickable=True),
                E("EditText", text="", desc="Email", clickable=True), E("TextView", text="Add more fields", clickable=True)]

    l0 = lst(base)
    f1 = form("", "", "", "first")
    f2 = form("Alex", "", "", "first")
    f3 = form("Alex", "Chen", "", "last")
    f4 = form("Alex", "Chen", "(206) 555-0188", "phone")
    det = [E("ImageButton", desc="Navigate up", clickable=True), E("ImageButton", desc="Edit contact", clickable=True),
           E("ImageButton", desc="Favorite", clickable=True), E("ImageButton", desc="More options", clickable=True),
           E("TextView", text="Alex Chen"), E("Button", text="Call", clickable=True), E("Button", text="Text", clickable=True),
           E("Button", text="Video", clickable=True), E("TextView", text="Contact info"),
           E("TextView", text="(206) 555-0188", clickable=True), E("TextView", text="Mobile"),
           E("TextView", text="Contact settings"), E("TextView", text="Added to jordan.ellis@gmail.com")]
    l6 = lst(["Alex Chen", *base])
    srch = [E("ImageButton", desc="Navigate up", clickable=True), E("EditText", text="Search contacts", clickable=True, focused=True),
            E("TextView", text="Recent searches"), E("TextView", text="dentist", clickable=True)]
    found = [E("ImageButton", desc="Navigate up", clickable=True), E("EditText", text="Alex", clickable=True, focused=True),
             E("TextView", text="Alex Chen", clickable=True), E("TextView", text="(510) 555-0142"),
             E("TextView", text="Alex Chen", clickable=True), E("TextView", text="(206) 555-0188"),
             E("TextView", text="Alexandra Reyes", clickable=True), E("TextView", text="(646) 555-0120")]
    st = lambda els, scr, clock, notes=(), kb=False: phone(APP, PKG, scr, clock, 40, els, notes, kb, net="5G")  # noqa: E731
    t = [(droid("click", index=ix(l0, "Create contact")), st(f1, "Create contact", "14:20", kb=True)),
         (droid("input_text", text="Alex", index=ix(f1, "First name")), st(f2, "Create contact", "14:20", kb=True)),
         (droid("input_text", text="Chen", index=ix(f2, "Last name")), st(f3, "Create contact", "14:20", kb=True)),
         (droid("input_text", text="(206) 555-0188", index=ix(f3, "Phone")), st(f4, "Create contact", "14:21", kb=True)),
         (droid("click", index=ix(f4, "Save")), st(det, "Contact details — Alex Chen", "14:21")),
         (droid("navigate_back"), st(l6, "Contacts list", "14:21")),
         (droid("click", index=ix(l6, "Search contacts")), st(srch, "Search", "14:22", kb=True)),
         (droid("input_text", text="Alex", index=ix(srch, "Search contacts")), st(found, "Search results for \"Alex\"", "14:22", kb=True))]
    R.add("android", "h4-android-13", PHONE_SYSTEM, t, state=st(l0, "Contacts list", "14:19"))


def clean_messages_incoming() -> None:
    """A reply is sent, delivered and answered; the list reorders and relative times move on; a new thread arrives."""
    M = "com.google.android.apps.messaging"
    act_list = f"{M}/.ui.ConversationListActivity"
    act_conv = f"{M}/.ui.conversation.ConversationActivity"

    def lst(clock: str, rows: list[tuple[str, str, str, bool]]) -> list[dict[str, Any]]:
        els = SB(clock, 35) + [E("TextView", (42, 150, 700, 240), text="Messages"), E("ImageButton", (830, 140, 950, 260), desc="Search", clickable=True),
                               E("ImageButton", (950, 140, 1070, 260), desc="Signed in as jordan.ellis@gmail.com", clickable=True)]
        for i, (who, body, when, unread) in enumerate(rows):
            y = 300 + i * 190
            els += [E("TextView", (210, y + 30, 800, y + 90), text=who, rid=f"{M}:id/conversation_name", clickable=True),
                    E("TextView", (210, y + 95, 1000, y + 150), text=body, rid=f"{M}:id/conversation_snippet"),
                    E("TextView", (820, y + 30, 1040, y + 90), text=when, desc=("Unread" if unread else None), rid=f"{M}:id/conversation_timestamp")]
        return els + [E("Button", (700, 2080, 1040, 2220), text="Start chat", rid=f"{M}:id/start_chat_fab", clickable=True)]

    rest = [("Mom", "Did you get the package?", "5:12 PM", False),
            ("Chase", "Chase: Card ending 4417 was charged $42.18 at SAFEWAY #1507", "3:02 PM", False),
            ("Marcus Lee", "lol yes, same time next week", "Sun", False),
            ("72975", "Your DoorDash verification code is 884120", "Fri", False)]
    l0 = lst("6:41", [("Priya Nair", "You: see you at 7!", "2 min", False), *rest])

    def conv(clock: str, msgs: list[tuple[str, str]], status: str | None, compose: str) -> list[dict[str, Any]]:
        els = SB(clock, 35) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True), E("TextView", (170, 160, 700, 240), text="Priya Nair"),
                               E("ImageButton", (710, 140, 830, 260), desc="Video call", clickable=True), E("ImageButton", (830, 140, 950, 260), desc="Call", clickable=True),
                               E("TextView", (300, 340, 780, 390), text="Today")]
        y = 420
        for who, body in msgs:
            x = (42, 700) if who == "Priya" else (380, 1038)
            els.append(E("TextView", (x[0], y, x[1], y + 110), text=body, desc=f"{'Priya Nair' if who == 'Priya' else 'You'} said {body}", rid=f"{M}:id/message_text"))
            y += 140
        if status:
            els.append(E("TextView", (600, y - 20, 1038, y + 30), text=status, rid=f"{M}:id/message_status"))
        els += [E("EditText", (160, 2160, 880, 2280), text=compose or "RCS message", rid=f"{M}:id/compose_message_text", clickable=True, focused=bool(compose)),
                E("ImageButton", (900, 2160, 1040, 2280), desc="Send end-to-end encrypted message" if compose else "Voice message", clickable=True)]
        return els

    m1 = [("Priya", "Table for 2 at Nopa, 7pm?"), ("You", "see you at 7!")]
    c1 = conv("6:41", m1, "6:39 PM · Read", "")
    c2 = conv("6:41", m1, "6:39 PM · Read", "Running 5 late, looking for parking")
    m3 = [*m1, ("You", "Running 5 late, looking for parking")]
    c3 = conv("6:41", m3, "Sending…", "")
    m4 = [*m3, ("Priya", "No worries! Got us a table by the window 🙂")]
    c4 = conv("6:42", m4, None, "")
    l5 = lst("6:42", [("Priya Nair", "No worries! Got us a table by the window 🙂", "Now", False), *rest])
    l6 = lst("6:44", [("Dad", "Did you catch the Warriors game? Call me tmrw", "Now", True),
                       ("Priya Nair", "No worries! Got us a table by the window 🙂", "2 min", False), *rest])
    dad = SB("6:44", 35) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True), E("TextView", (170, 160, 700, 240), text="Dad"),
                             E("ImageButton", (830, 140, 950, 260), desc="Call", clickable=True), E("TextView", (300, 340, 780, 390), text="Today"),
                             E("TextView", (42, 420, 700, 530), text="Did you catch the Warriors game? Call me tmrw", desc="Dad said Did you catch the Warriors game? Call me tmrw", rid=f"{M}:id/message_text"),
                             E("TextView", (42, 540, 400, 590), text="6:44 PM"),
                             E("EditText", (160, 2160, 880, 2280), text="Text message", rid=f"{M}:id/compose_message_text", clickable=True),
                             E("ImageButton", (900, 2160, 1040, 2280), desc="Voice message", clickable=True)]
    t = [(droid("click", index=ix(l0, "Priya Nair")), pipe(act_conv, c1)),
         (droid("input_text", text="Running 5 late, looking for parking", index=ix(c1, "RCS message")), pipe(act_conv, c2)),
         (droid("click", index=ix(c2, "Send end-to-end encrypted message")), pipe(act_conv, c3)),
         (droid("wait"), pipe(act_conv, c4)),
         (droid("navigate_back"), pipe(act_list, l5)),
         (droid("wait"), pipe(act_list, l6)),
         (droid("click", index=ix(l6, "Dad")), pipe(act_conv, dad))]
    R.add("android", "h4-android-14", PIPE_SYSTEM, t, state=pipe(act_list, l0))


def clean_calendar_month() -> None:
    """Month paging forward and back, a new event created and then visible in month, day and edit views."""
    APP, PKG = "Simple Calendar Pro", "com.simplemobiletools.calendar.pro"
    june = {4: "Quarterly review", 10: "Standup", 14: "Flag Day BBQ", 21: "Sam's birthday", 27: "Flight to Lisbon"}
    july = {1: "Lisbon trip", 4: "Independence Day", 12: "Dentist", 19: "Book club"}

    def month(title: str, days: int, first_wd: int, ev: dict[int, str]) -> list[dict[str, Any]]:
        els = [E("ImageButton", desc="Previous month", clickable=True), E("TextView", text=title, clickable=True),
               E("ImageButton", desc="Next month", clickable=True), E("ImageButton", desc="Go to today", clickable=True),
               E("ImageButton", desc="More options", clickable=True)]
        els += [E("TextView", text=w) for w in ("S", "M", "T", "W", "T", "F", "S")]
        if first_wd:
            els.append(E("View", desc=f"{first_wd} days of the previous month"))
        mon = title.split()[0]
        for d in range(1, days + 1):
            dsc = f"{mon} {d}" + (f", {ev[d]}" if d in ev else "")
            els.append(E("TextView", text=str(d), desc=dsc, clickable=True, selected=(mon == "June" and d == 10)))
        return els + [E("ImageButton", desc="New event", clickable=True)]

    jun = {k: v for k, v in june.items()}
    m0 = month("June 2024", 30, 6, jun)
    m1 = month("July 2024", 31, 1, july)
    jun5 = dict(jun)
    jun5[10] = "Standup, Car service — Midas"
    m5 = month("June 2024", 30, 6, jun5)

    def form(head: str, title: str, focused: bool) -> list[dict[str, Any]]:
        return [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text=head), E("ImageButton", desc="Save", clickable=True),
                E("EditText", text=title, desc="Title", clickable=True, focused=focused), E("EditText", text="", desc="Location", clickable=True),
                E("EditText", text="", desc="Description", clickable=True), E("Switch", text="All-day", clickable=True, checked=False),
                E("TextView", text="Mon, Jun 10 2024", clickable=True), E("TextView", text="16:00", clickable=True),
                E("TextView", text="Mon, Jun 10 2024", clickable=True), E("TextView", text="17:00", clickable=True),
                E("TextView", text="10 minutes before", clickable=True), E("TextView", text="Add another reminder", clickable=True),
                E("TextView", text="No repetition", clickable=True), E("TextView", text="Regular event", clickable=True)]

    f3 = form("New event", "", True)
    f4 = form("New event", "Car service — Midas", True)
    day = [E("ImageButton", desc="Previous day", clickable=True), E("TextView", text="Mon, June 10"), E("ImageButton", desc="Next day", clickable=True),
           E("TextView", text="Standup", clickable=True), E("TextView", text="09:00 – 09:15"),
           E("TextView", text="Car service — Midas", clickable=True), E("TextView", text="16:00 – 17:00"),
           E("ImageButton", desc="New event", clickable=True)]
    f7 = form("Edit event", "Car service — Midas", False)
    st = lambda els, scr, clock, notes=(), kb=False: phone(APP, PKG, scr, clock, 70, els, notes, kb)  # noqa: E731
    t = [(droid("click", index=ix(m0, "Next month")), st(m1, "Month view — July 2024", "15:12")),
         (droid("click", index=ix(m1, "Previous month")), st(m0, "Month view — June 2024", "15:12")),
         (droid("click", index=ix(m0, "New event")), st(f3, "New event", "15:12", kb=True)),
         (droid("input_text", text="Car service — Midas", index=ix(f3, "Title")), st(f4, "New event", "15:13", kb=True)),
         (droid("click", index=ix(f4, "Save")), st(m5, "Month view — June 2024", "15:13", ('Toast: "Event added successfully"',))),
         (droid("click", index=ix(m5, "10")), st(day, "Day view — Mon, June 10", "15:13")),
         (droid("click", index=ix(day, "Car service — Midas")), st(f7, "Edit event", "15:14")),
         (droid("navigate_back"), st(day, "Day view — Mon, June 10", "15:14"))]
    R.add("android", "h4-android-15", PHONE_SYSTEM, t, state=st(m0, "Month view — June 2024", "15:11"))


def clean_clock_timer() -> None:
    """Timer keyed in digit by digit, started, extended by +1:00 (so it goes up), then paused."""
    P = "com.google.android.deskclock"
    act = f"{P}/.DeskClock"
    tabs = [E("TextView", (0, 2200, 216, 2300), text="Alarm", clickable=True), E("TextView", (216, 2200, 432, 2300), text="Clock", clickable=True),
            E("TextView", (432, 2200, 648, 2300), text="Timer", clickable=True, selected=True), E("TextView", (648, 2200, 864, 2300), text="Stopwatch", clickable=True),
            E("TextView", (864, 2200, 1080, 2300), text="Bedtime", clickable=True)]

    def pad(clock: str, shown: str, ready: bool) -> list[dict[str, Any]]:
        keys = [E("Button", (90 + (i % 3) * 320, 700 + (i // 3) * 230, 350 + (i % 3) * 320, 900 + (i // 3) * 230), text=k, rid=f"{P}:id/timer_setup_digit_{k}", clickable=True)
                for i, k in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"])]
        return (SB(clock, 90) + [E("TextView", (90, 330, 990, 520), text=shown, rid=f"{P}:id/timer_setup_time"),
                                 E("ImageButton", (860, 560, 1000, 660), desc="Delete", rid=f"{P}:id/timer_setup_delete", clickable=True, enabled=ready)]
                + keys + [E("ImageButton", (440, 1860, 640, 2060), desc="Start", rid=f"{P}:id/fab", clickable=True, enabled=ready)] + tabs)

    def run(clock: str, left: str, paused: bool) -> list[dict[str, Any]]:
        return SB(clock, 90) + [E("TextView", (90, 300, 990, 380), text="Add label", rid=f"{P}:id/timer_label", clickable=True),
                                E("TextView", (240, 600, 840, 760), text=left, rid=f"{P}:id/timer_text"),
                                E("Button", (360, 1200, 720, 1320), text="+1:00", rid=f"{P}:id/timer_add_time_button", clickable=True),
                                E("ImageButton", (90, 1880, 250, 2040), desc="Delete", rid=f"{P}:id/left_button", clickable=True),
                                E("ImageButton", (440, 1860, 640, 2060), desc="Start" if paused else "Pause", rid=f"{P}:id/fab", clickable=True),
                                E("Button", (830, 1880, 990, 2040), text="Reset" if paused else "Add timer", rid=f"{P}:id/right_button", clickable=True)] + tabs

    p0 = pad("12:20", "00h 00m 00s", False)
    p1 = pad("12:20", "00h 00m 05s", True)
    p2 = pad("12:20", "00h 00m 50s", True)
    p3 = pad("12:20", "00h 05m 00s", True)
    t = [(droid("click", index=ix(p0, "5")), pipe(act, p1)),
         (droid("click", index=ix(p1, "0")), pipe(act, p2)),
         (droid("click", index=ix(p2, "0")), pipe(act, p3)),
         (droid("click", index=ix(p3, "Start")), pipe(act, run("12:20", "4:59", False))),
         (droid("wait"), pipe(act, run("12:21", "4:21", False))),
         (droid("click", index=ix(run("12:21", "4:21", False), "+1:00")), pipe(act, run("12:21", "5:19", False))),
         (droid("wait"), pipe(act, run("12:21", "4:37", False))),
         (droid("click", index=ix(run("12:21", "4:37", False), "Pause")), pipe(act, run("12:21", "4:36", True)))]
    R.add("android", "h4-android-16", PIPE_SYSTEM, t, state=pipe(act, p0))


def clean_files_sort_delete() -> None:
    """Downloads scrolled, re-sorted by size, two large files moved to Trash; counts and totals follow."""
    APP, PKG = "Files", "com.google.android.apps.nbu.files"
    files = [("IMG_20240609_201455.jpg", 4.1, "Jun 9"), ("Lease_Addendum_B.pdf", 0.356, "Jun 8"), ("ubuntu-24.04-desktop-amd64.iso", 5700, "Jun 6"),
             ("podcast_ep212.mp3", 58, "Jun 5"), ("flight_itinerary_SFO-LIS.pdf", 0.141, "Jun 3"), ("android-studio-2024.1.1.11-linux.tar.gz", 1200, "Jun 2"),
             ("whatsapp_backup.zip", 388, "May 30"), ("recipe_shakshuka.png", 1.9, "May 28"), ("W-2_2023.pdf", 0.212, "May 22"),
             ("tax_return_2023.pdf", 1.1, "May 20"), ("signal-desktop-7.10.deb", 112, "May 17"), ("wedding_playlist.m3u", 0.003, "May 12"),
             ("Screen_Recording_20240510.mp4", 96, "May 10"), ("maps_offline_lisbon.obf", 245, "May 2")]

    def size(mb: float) -> str:
        if mb >= 1000:
            return f"{mb / 1000:.1f} GB"
        if mb >= 100:
            return f"{round(mb)} MB"
        if mb >= 1:
            return f"{round(mb, 1):g} MB"
        return f"{round(mb * 1000)} kB"

    def view(rows: list[tuple[str, float, str]], head: str | None, sel: set[str] | None = None) -> list[dict[str, Any]]:
        if sel is None:
            els = [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="Downloads"), E("ImageButton", desc="Search", clickable=True),
                   E("ImageButton", desc="Sort by", clickable=True), E("ImageButton", desc="More options", clickable=True)]
        else:
            els = [E("ImageButton", desc="Clear selection", clickable=True), E("TextView", text=f"{len(sel)} selected"), E("ImageButton", desc="Share", clickable=True),
                   E("ImageButton", desc="Delete", clickable=True), E("ImageButton", desc="Select all", clickable=True), E("ImageButton", desc="More options", clickable=True)]
        if head:
            els.append(E("TextView", text=head))
        for n, mb, d in rows:
            e = E("TextView", text=n, clickable=True)
            if sel is not None:
                e = E("CheckBox", text=n, clickable=True, checked=(n in sel))
            els += [e, E("TextView", text=f"{size(mb)}, {d}")]
        return els

    by_date = files
    by_size = sorted(files, key=lambda f: -f[1])
    total = sum(f[1] for f in files)
    v0 = view(by_date[:7], f"14 items, {size(total)}")
    v1 = view(by_date[7:], None)
    sort_opts = ["Name (A to Z)", "Name (Z to A)", "Date (newest first)", "Date (oldest first)", "Size (largest first)", "Size (smallest first)"]
    sheet = v1 + [E("TextView", text="Sort by")] + [E("RadioButton", text=o, clickable=True, checked=(o == "Date (newest first)")) for o in sort_opts]
    v3 = view(by_size[:7], f"14 items, {size(total)}")
    a, u = "android-studio-2024.1.1.11-linux.tar.gz", "ubuntu-24.04-desktop-amd64.iso"
    v4 = view(by_size[:7], f"14 items, {size(total)}", {a})
    v5 = view(by_size[:7], f"14 items, {size(total)}", {a, u})
    dlg = v5 + [E("TextView", text="Move 2 files to Trash?"), E("TextView", text="Items in Trash are permanently deleted after 30 days."),
                E("Button", text="Cancel", clickable=True), E("Button", text="Move to Trash", clickable=True)]
    left = [f for f in by_size if f[0] not in (a, u)]
    v7 = view(left[:7], f"12 items, {size(sum(f[1] for f in left))}")
    st = lambda els, scr, clock, notes=(): phone(APP, PKG, scr, clock, 27, els, notes)  # noqa: E731
    t = [(droid("scroll", direction="down"), st(v1, "Downloads (scrolled down)", "21:14")),
         (droid("click", index=ix(v1, "Sort by")), st(sheet, "Downloads — Sort by sheet", "21:14")),
         (droid("click", index=ix(sheet, "Size (largest first)")), st(v3, "Downloads (sorted by size, largest first)", "21:15")),
         (droid("long_press", index=ix(v3, a)), st(v4, "Downloads — selection mode", "21:15")),
         (droid("click", index=ix(v4, u)), st(v5, "Downloads — selection mode", "21:15")),
         (droid("click", index=ix(v5, "Delete")), st(dlg, "Downloads — Move to Trash dialog", "21:15")),
         (droid("click", index=ix(dlg, "Move to Trash")), st(v7, "Downloads (sorted by size, largest first)", "21:16", ('Snackbar: "2 files moved to Trash" [Undo]',)))]
    R.add("android", "h4-android-17", PHONE_SYSTEM, t, state=st(v0, "Downloads (sorted by date, newest first)", "21:14"))


def clean_keep_note() -> None:
    """A new Keep note is created, lands first in the grid, is reopened and extended; edited time moves on."""
    K = "com.google.android.keep"
    act_home = f"{K}/.activities.BrowseActivity"
    act_edit = f"{K}/.activities.EditorActivity"
    others = [("Wi‑Fi for guests", "Network: Larkin-Guest / pw: sunflower42"), ("Gift ideas", "Mom: ceramic planter\nDad: Kindle Paperwhite"),
              ("Passport renewal", "DS-82, 2 photos, $130 check")]

    def grid(clock: str, notes: list[tuple[str, str]]) -> list[dict[str, Any]]:
        els = SB(clock, 82) + [E("ImageButton", (42, 140, 160, 260), desc="Open navigation drawer", clickable=True),
                               E("TextView", (170, 150, 780, 250), text="Search your notes", rid=f"{K}:id/search_bar_text", clickable=True),
                               E("ImageButton", (800, 140, 920, 260), desc="Switch to list view", clickable=True),
                               E("ImageView", (930, 140, 1050, 260), desc="Account", clickable=True)]
        for i, (title, body) in enumerate(notes):
            x0 = 42 if i % 2 == 0 else 552
            y0 = 300 + (i // 2) * 460
            els += [E("TextView", (x0 + 20, y0 + 20, x0 + 466, y0 + 90), text=title, rid=f"{K}:id/index_note_title", clickable=True),
                    E("TextView", (x0 + 20, y0 + 100, x0 + 466, y0 + 400), text=body, rid=f"{K}:id/index_note_text")]
        return els + [E("ImageButton", (0, 2200, 160, 2320), desc="New list", clickable=True), E("ImageButton", (160, 2200, 320, 2320), desc="New drawing", clickable=True),
                      E("ImageButton", (320, 2200, 480, 2320), desc="New audio note", clickable=True), E("ImageButton", (480, 2200, 640, 2320), desc="New photo note", clickable=True),
                      E("ImageButton", (880, 2080, 1040, 2240), desc="New text note", rid=f"{K}:id/new_note_button", clickable=True)]

    def editor(clock: str, title: str, body: str, edited: str, focus: str) -> list[dict[str, Any]]:
        return SB(clock, 82) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True),
                                E("ImageButton", (700, 140, 820, 260), desc="Pin", clickable=True), E("ImageButton", (820, 140, 940, 260), desc="Reminder", clickable=True),
                                E("ImageButton", (940, 140, 1060, 260), desc="Archive", clickable=True),
                                E("EditText", (42, 300, 1038, 400), text=title or "Title", rid=f"{K}:id/editable_title", clickable=True, focused=(focus == "title")),
                                E("EditText", (42, 420, 1038, 900), text=body or "Note", rid=f"{K}:id/edit_note_text", clickable=True, focused=(focus == "body")),
                                E("ImageButton", (42, 2200, 160, 2320), desc="Add", clickable=True), E("ImageButton", (160, 2200, 280, 2320), desc="Background options", clickable=True),
                                E("TextView", (360, 2220, 720, 2300), text=edited, rid=f"{K}:id/edit_timestamp"),
                                E("ImageButton", (940, 2200, 1060, 2320), desc="Action", clickable=True)]

    g0 = grid("10:14", others)
    e1 = editor("10:14", "", "", "Edited 10:14", "body")
    e2 = editor("10:14", "Bathroom reno — quotes", "", "Edited 10:14", "title")
    b1 = "Mike's Plumbing: $2,450\nAquaFlow: $2,980"
    e3 = editor("10:15", "Bathroom reno — quotes", b1, "Edited 10:15", "body")
    g4 = grid("10:15", [("Bathroom reno — quotes", b1), *others])
    e5 = editor("10:16", "Bathroom reno — quotes", b1, "Edited 10:15", "")
    b2 = b1 + "\nRooter Pro: $2,700 (can start Jun 24)"
    e6 = editor("10:16", "Bathroom reno — quotes", b2, "Edited 10:16", "body")
    g7 = grid("10:16", [("Bathroom reno — quotes", b2), *others])
    t = [(droid("click", index=ix(g0, "New text note")), pipe(act_edit, e1)),
         (droid("input_text", text="Bathroom reno — quotes", index=ix(e1, "Title")), pipe(act_edit, e2)),
         (droid("input_text", text=b1, index=ix(e2, "Note")), pipe(act_edit, e3)),
         (droid("click", index=ix(e3, "Navigate up")), pipe(act_home, g4)),
         (droid("click", index=ix(g4, "Bathroom reno — quotes")), pipe(act_edit, e5)),
         (droid("input_text", text="\nRooter Pro: $2,700 (can start Jun 24)", index=ix(e5, b1)), pipe(act_edit, e6)),
         (droid("click", index=ix(e6, "Navigate up")), pipe(act_home, g7))]
    R.add("android", "h4-android-18", PIPE_SYSTEM, t, state=pipe(act_home, g0))


def clean_target_cart() -> None:
    """Item added to a cart that already held two, quantity raised, a mistyped promo rejected then the right one applied, an item removed."""
    APP, PKG = "Target", "com.target.ui"
    hd, pt, tw = "Heyday 6' HDMI Cable - Black", "up&up Make-A-Size Paper Towels - 6 Double Rolls", "Threshold Ultra Soft Bath Towel - Aqua"
    results = [E("ImageButton", desc="Back", clickable=True), E("EditText", text="hdmi cable", clickable=True), E("TextView", text="Cart, 2 items", clickable=True),
               E("TextView", text="Filter", clickable=True), E("TextView", text="Sort: Relevance", clickable=True),
               E("TextView", text=hd, clickable=True), E("TextView", text="$14.99"), E("TextView", text="Philips 10' High Speed HDMI Cable with Ethernet", clickable=True),
               E("TextView", text="$12.99"), E("TextView", text="Monster Essentials 8' 4K HDMI Cable", clickable=True), E("TextView", text="$19.99"),
               E("TextView", text="Belkin 3.3' Ultra HD HDMI 2.1 Cable", clickable=True), E("TextView", text="$29.99")]
    pdp = [E("ImageButton", desc="Back", clickable=True), E("TextView", text="Cart, 2 items", clickable=True), E("ImageView", desc="Product image 1 of 4"),
           E("TextView", text=hd), E("TextView", text="★ 4.6 (312)"), E("TextView", text="$14.99"), E("TextView", text="Only 3 left at Union Square"),
           E("RadioButton", text="Pickup · Ready within 2 hours", clickable=True, checked=False), E("RadioButton", text="Shipping · Arrives Thu, Jun 13", clickable=True, checked=True),
           E("Spinner", text="Qty 1", clickable=True), E("Button", text="Add to cart", clickable=True)]
    added = pdp[:1] + [E("TextView", text="Cart, 3 items", clickable=True)] + pdp[2:] + [
        E("TextView", text="Added to cart"), E("TextView", text=hd), E("TextView", text="Cart subtotal (3 items): $46.98"),
        E("Button", text="View cart & check out", clickable=True), E("Button", text="Continue shopping", clickable=True)]

    def cart(lines: list[tuple[str, str, int]], units: int, sub: str, promo: str, extra: list[dict[str, Any]], total: str | None) -> list[dict[str, Any]]:
        els = [E("ImageButton", desc="Back", clickable=True), E("TextView", text="Cart"), E("TextView", text=f"{units} items")]
        for n, pr, q in lines:
            els += [E("TextView", text=n, clickable=True), E("TextView", text=pr), E("ImageButton", desc=f"Decrease quantity, {n}", clickable=True),
                    E("TextView", text=str(q)), E("ImageButton", desc=f"Increase quantity, {n}", clickable=True), E("Button", text="Remove", desc=f"Remove {n}", clickable=True)]
        els += [E("EditText", text=promo, desc="Promo code", clickable=True), E("Button", text="Apply", clickable=True)] + extra
        els += [E("TextView", text=f"Subtotal ({units} items)"), E("TextView", text=sub)]
        if total:
            els += [E("TextView", text="Promo discount"), E("TextView", text="-$5.00"), E("TextView", text="Estimated total"), E("TextView", text=total)]
        return els + [E("TextView", text="Estimated tax: calculated at checkout"), E("Button", text="Check out", clickable=True)]

    L3 = [(pt, "$11.99", 1), (tw, "$20.00", 1), (hd, "$14.99", 1)]
    L4 = [(pt, "$11.99", 1), (tw, "$20.00", 1), (hd, "$14.99 each", 2)]
    c3 = cart(L3, 3, "$46.98", "", [], None)
    c4 = cart(L4, 4, "$61.97", "", [], None)
    c5 = cart(L4, 4, "$61.97", "SAVES", [], None)
    c6 = cart(L4, 4, "$61.97", "SAVES", [E("TextView", text="SAVES isn't a valid promo code. Check the code and try again.")], None)
    c7 = cart(L4, 4, "$61.97", "SAVE5", [], None)
    applied = [E("TextView", text="SAVE5 applied: $5 off orders of $35+"), E("Button", text="Remove promo", clickable=True)]
    c8 = cart(L4, 4, "$61.97", "", applied, "$56.97")
    c9 = cart([(pt, "$11.99", 1), (hd, "$14.99 each", 2)], 3, "$41.97", "", applied, "$36.97")
    st = lambda els, scr, clock, notes=(), kb=False: phone(APP, PKG, scr, clock, 58, els, notes, kb)  # noqa: E731
    t = [(droid("click", index=ix(results, hd)), st(pdp, "Product detail", "12:31")),
         (droid("click", index=ix(pdp, "Add to cart")), st(added, "Product detail — Added to cart sheet", "12:31")),
         (droid("click", index=ix(added, "View cart & check out")), st(c3, "Cart", "12:32")),
         (droid("click", index=ix(c3, f"Increase quantity, {hd}")), st(c4, "Cart", "12:32")),
         (droid("input_text", text="SAVES", index=ix(c4, "Promo code")), st(c5, "Cart", "12:32", kb=True)),
         (droid("click", index=ix(c5, "Apply")), st(c6, "Cart", "12:33")),
         (droid("input_text", text="SAVE5", index=ix(c6, "Promo code")), st(c7, "Cart", "12:33", kb=True)),
         (droid("click", index=ix(c7, "Apply")), st(c8, "Cart", "12:33")),
         (droid("click", index=ix(c8, f"Remove {tw}")), st(c9, "Cart", "12:34", (f'Snackbar: "{tw} removed from cart" [Undo]',)))]
    R.add("android", "h4-android-19", PHONE_SYSTEM, t, state=st(results, "Search results — \"hdmi cable\"", "12:30"))


def clean_maps_coffee() -> None:
    """Coffee results scrolled (overlapping pages), a place opened, travel modes compared, navigation started."""
    M = "com.google.android.apps.maps"
    act = f"{M}/com.google.android.maps.MapsActivity"
    home = SB("18:18", 71) + [E("EditText", (42, 130, 880, 250), text="Search here", rid=f"{M}:id/search_omnibox_text_box", clickable=True),
                              E("ImageView", (900, 140, 1030, 240), desc="Account and settings", clickable=True),
                              E("Button", (42, 280, 300, 370), text="Restaurants", clickable=True), E("Button", (320, 280, 520, 370), text="Gas", clickable=True),
                              E("Button", (540, 280, 780, 370), text="Coffee", clickable=True), E("Button", (800, 280, 1060, 370), text="Groceries", clickable=True),
                              E("View", (0, 400, 1080, 2000), desc="Map view", rid=f"{M}:id/mainmap_container")]

    def res(clock: str, rows: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = SB(clock, 71) + [E("ImageButton", (0, 130, 120, 250), desc="Back", clickable=True),
                               E("EditText", (120, 130, 1038, 250), text="Coffee", rid=f"{M}:id/search_omnibox_text_box", clickable=True),
                               E("Button", (42, 280, 250, 370), text="Open now", clickable=True), E("Button", (270, 280, 500, 370), text="Top rated", clickable=True),
                               E("View", (0, 400, 1080, 900), desc="Map view", rid=f"{M}:id/mainmap_container")]
        for i, (n, meta, hours) in enumerate(rows):
            y = 940 + i * 300
            els += [E("TextView", (42, y, 1038, y + 80), text=n, clickable=True), E("TextView", (42, y + 80, 1038, y + 140), text=meta),
                    E("TextView", (42, y + 140, 1038, y + 200), text=hours)]
        return els

    page1 = [("Sightglass Coffee", "4.6 (1,812) · $$ · Coffee shop · 0.4 mi", "Closed · Opens 07:00 Tue"),
             ("Blue Bottle Coffee", "4.4 (986) · $$ · Coffee shop · 0.7 mi", "Closed · Opens 06:30 Tue"),
             ("Ritual Coffee Roasters", "4.5 (2,210) · $$ · Coffee shop · 1.2 mi", "Open · Closes 19:00"),
             ("Philz Coffee", "4.6 (3,118) · $ · Coffee shop · 1.3 mi", "Open · Closes 20:00")]
    page2 = [("Philz Coffee", "4.6 (3,118) · $ · Coffee shop · 1.3 mi", "Open · Closes 20:00"),
             ("Four Barrel Coffee", "4.4 (2,406) · $$ · Coffee shop · 1.5 mi", "Open · Closes 20:00"),
             ("Saint Frank Coffee", "4.7 (1,354) · $$ · Coffee shop · 1.9 mi", "Closed · Opens 07:00 Tue"),
             ("Andytown Coffee Roasters", "4.6 (1,077) · $ · Coffee shop · 4.6 mi", "Closed · Opens 07:00 Tue")]
    r1 = res("18:18", page1)
    r2 = res("18:18", page2)
    place = SB("18:19", 71) + [E("ImageButton", (0, 130, 120, 250), desc="Back", clickable=True), E("EditText", (120, 130, 1038, 250), text="Four Barrel Coffee", clickable=True),
                               E("View", (0, 280, 1080, 1200), desc="Map view", rid=f"{M}:id/mainmap_container"),
                               E("TextView", (42, 1240, 900, 1320), text="Four Barrel Coffee", rid=f"{M}:id/title"),
                               E("TextView", (42, 1320, 900, 1370), text="4.4 ★★★★☆ (2,406)"), E("TextView", (42, 1370, 900, 1420), text="Coffee shop · 375 Valencia St · 1.5 mi"),
                               E("TextView", (42, 1420, 900, 1470), text="Open · Closes 20:00"),
                               E("Button", (42, 1510, 300, 1610), text="Directions", clickable=True), E("Button", (320, 1510, 520, 1610), text="Start", clickable=True),
                               E("Button", (540, 1510, 720, 1610), text="Call", clickable=True), E("Button", (740, 1510, 920, 1610), text="Save", clickable=True)]

    def dirs(clock: str, mode: str, head: str, note: str, button: str) -> list[dict[str, Any]]:
        ms = [("Driving", "8 min"), ("Transit", "19 min"), ("Walking", "32 min"), ("Bicycling", "11 min")]
        els = SB(clock, 71) + [E("ImageButton", (0, 130, 120, 250), desc="Back", clickable=True),
                               E("TextView", (140, 140, 1000, 200), text="Your location", clickable=True), E("TextView", (140, 230, 1000, 290), text="Four Barrel Coffee", clickable=True)]
        els += [E("TextView", (42 + i * 250, 430, 272 + i * 250, 520), text=t, desc=f"{m} mode: {t}", clickable=True, selected=(m == mode)) for i, (m, t) in enumerate(ms)]
        return els + [E("View", (0, 540, 1080, 1700), desc="Map view", rid=f"{M}:id/mainmap_container"),
                      E("TextView", (42, 1740, 1038, 1820), text=head), E("TextView", (42, 1820, 1038, 1880), text=note),
                      E("Button", (42, 1930, 420, 2040), text=button, clickable=True), E("Button", (440, 1930, 820, 2040), text="Steps", clickable=True)]

    d4 = dirs("18:19", "Driving", "8 min (1.6 mi)", "Fastest route now, avoids the slowdown on Mission St", "Start")
    d5 = dirs("18:19", "Walking", "32 min (1.5 mi)", "Mostly flat", "Start")
    d6 = dirs("18:20", "Transit", "18:20 – 18:39 (19 min)", "Walk 3 min · 14 Mission · Walk 4 min · bus leaves 18:24 from Mission St & 16th St", "Start")
    d7 = dirs("18:20", "Driving", "8 min (1.6 mi)", "Fastest route now, avoids the slowdown on Mission St", "Start")
    nav = SB("18:20", 70) + [E("TextView", (42, 130, 1038, 230), text="Head south on Guerrero St toward 17th St", rid=f"{M}:id/step_cue"),
                             E("TextView", (42, 230, 600, 290), text="0.3 mi", rid=f"{M}:id/step_distance"),
                             E("View", (0, 320, 1080, 1900), desc="Map view", rid=f"{M}:id/mainmap_container"),
                             E("ImageButton", (42, 1960, 182, 2100), desc="Close navigation", clickable=True),
                             E("TextView", (220, 1950, 700, 2030), text="8 min", rid=f"{M}:id/eta_duration"),
                             E("TextView", (220, 2030, 900, 2090), text="1.6 mi · 18:28", rid=f"{M}:id/eta_distance_and_time")]
    t = [(droid("click", index=ix(home, "Coffee")), pipe(act, r1)),
         (droid("scroll", direction="down"), pipe(act, r2)),
         (droid("click", index=ix(r2, "Four Barrel Coffee")), pipe(act, place)),
         (droid("click", index=ix(place, "Directions")), pipe(act, d4)),
         (droid("click", index=ix(d4, "Walking mode: 32 min")), pipe(act, d5)),
         (droid("click", index=ix(d5, "Transit mode: 19 min")), pipe(act, d6)),
         (droid("click", index=ix(d6, "Driving mode: 8 min")), pipe(act, d7)),
         (droid("click", index=ix(d7, "Start")), pipe(f"{M}/com.google.android.apps.gmm.navigation.ui.NavigationActivity", nav))]
    R.add("android", "h4-android-20", PIPE_SYSTEM, t, state=pipe(act, home))


def clean_system_update() -> None:
    """An update check fails, the retry succeeds and finds an update, which then downloads and starts installing."""
    APP, PKG = "Settings", "com.android.settings"
    head = [E("ImageButton", desc="Navigate up", clickable=True), E("TextView", text="System update")]
    ver = [E("TextView", text="Android version: 14"), E("TextView", text="Android security update: May 5, 2024")]
    s0 = head + [E("ImageView", desc="Up to date"), E("TextView", text="Your system is up to date")] + ver + [
        E("TextView", text="Last checked for update: 15:12"), E("Button", text="Check for update", clickable=True)]
    s1 = head + [E("ProgressBar", desc="Checking for update"), E("TextView", text="Checking for update…")] + ver + [E("Button", text="Check for update", clickable=True, enabled=False)]
    s2 = head + [E("ImageView", desc="Error"), E("TextView", text="Couldn’t check for update"),
                 E("TextView", text="Something went wrong. Check your connection and try again.")] + ver + [E("Button", text="Try again", clickable=True)]
    s3 = head + [E("ProgressBar", desc="Checking for update"), E("TextView", text="Checking for update…")] + ver + [E("Button", text="Try again", clickable=True, enabled=False)]
    avail = [E("ImageView", desc="Update available"), E("TextView", text="System update available"),
             E("TextView", text="Android 14 · June 2024 update (AP2A.240605.024)"),
             E("TextView", text="This update includes the June 2024 security patch and bug fixes. Size: 268.4 MB"),
             E("TextView", text="Learn more", clickable=True)]
    s4 = head + avail + ver + [E("TextView", text="Last checked for update: 18:47"), E("Button", text="Download and install", clickable=True)]
    dl = lambda pct, left: head + avail[:4] + [E("ProgressBar", desc=f"Downloading, {pct} percent"), E("TextView", text=f"Downloading update… {pct}%"),  # noqa: E731
                                              E("TextView", text=left)] + ver + [E("Button", text="Pause", clickable=True)]
    s5 = dl(3, "About 2 minutes left")
    s6 = dl(64, "Less than a minute left")
    s7 = head + avail[:4] + [E("ProgressBar", desc="Installing, step 1 of 2, 21 percent"), E("TextView", text="Installing update… Step 1 of 2 (21%)"),
                             E("TextView", text="You can keep using your phone while the update installs.")] + ver + [E("Button", text="Pause", clickable=True)]
    st = lambda els, scr, clock: phone(APP, PKG, scr, clock, 76, els)  # noqa: E731
    t = [(droid("click", index=ix(s0, "Check for update")), st(s1, "System > System update", "18:46")),
         (droid("wait"), st(s2, "System > System update", "18:46")),
         (droid("click", index=ix(s2, "Try again")), st(s3, "System > System update", "18:46")),
         (droid("wait"), st(s4, "System > System update", "18:47")),
         (droid("click", index=ix(s4, "Download and install")), st(s5, "System > System update", "18:47")),
         (droid("wait"), st(s6, "System > System update", "18:48")),
         (droid("wait"), st(s7, "System > System update", "18:49"))]
    R.add("android", "h4-android-21", PHONE_SYSTEM, t, state=st(s0, "System > System update", "18:45"))


def clean_expense_same_name() -> None:
    """A second 'Coffee' expense is added, the older one's amount corrected; totals follow; full list paginated."""
    P = "com.arduia.expense"
    act = f"{P}/.ui.MainActivity"

    def home(clock: str, total: str, recent: list[tuple[str, str, str, str]], toast: str | None = None) -> list[dict[str, Any]]:
        els = SB(clock, 49) + [E("ImageButton", (0, 126, 147, 273), desc="Open drawer", clickable=True), E("TextView", (170, 160, 700, 240), text="Pro Expense"),
                               E("TextView", (63, 320, 1017, 380), text="This month (June 2024)"), E("TextView", (63, 380, 1017, 500), text=total, rid=f"{P}:id/tv_total"),
                               E("View", (42, 520, 1038, 900), desc="Weekly expense chart"), E("TextView", (63, 930, 600, 990), text="Recent"),
                               E("TextView", (820, 930, 1017, 990), text="More", rid=f"{P}:id/tv_more", clickable=True)]
        for i, (n, cat, amt, when) in enumerate(recent):
            y = 1010 + i * 180
            els += [E("TextView", (63, y, 700, y + 70), text=n, rid=f"{P}:id/tv_name", clickable=True),
                    E("TextView", (63, y + 70, 700, y + 130), text=f"{cat} · {when}", rid=f"{P}:id/tv_date"),
                    E("TextView", (720, y + 20, 1017, y + 100), text=amt, rid=f"{P}:id/tv_amount")]
        els.append(E("ImageButton", (860, 2080, 1020, 2240), desc="Add expense", rid=f"{P}:id/fb_main_add", clickable=True))
        if toast:
            els.append(E("TextView", (240, 1900, 840, 1990), text=toast, rid="android:id/message"))
        return els

    def form(clock: str, title: str, name: str, amount: str, when: str, note: str, button: str, focus: str) -> list[dict[str, Any]]:
        return SB(clock, 49) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True), E("TextView", (170, 160, 700, 240), text=title),
                                E("EditText", (63, 320, 1017, 440), text=name, desc="Name", rid=f"{P}:id/edt_name", clickable=True, focused=(focus == "name")),
                                E("EditText", (63, 470, 1017, 590), text=amount, desc="Amount", rid=f"{P}:id/edt_amount", clickable=True, focused=(focus == "amount")),
                                E("Spinner", (63, 620, 1017, 740), text="Food", desc="Category", rid=f"{P}:id/sp_category", clickable=True),
                                E("TextView", (63, 770, 1017, 870), text=when, desc="Date", rid=f"{P}:id/tv_date", clickable=True),
                                E("EditText", (63, 900, 1017, 1100), text=note, desc="Note", rid=f"{P}:id/edt_note", clickable=True),
                                E("Button", (63, 1160, 1017, 1280), text=button, rid=f"{P}:id/btn_save", clickable=True)]

    c_old = ("Coffee", "Food", "$4.75", "Jun 10, 8:12 AM")
    c_new = ("Coffee", "Food", "$5.25", "Jun 10, 7:05 PM")
    c_fix = ("Coffee", "Food", "$6.25", "Jun 10, 8:12 AM")
    mid = [("Groceries", "Food", "$63.20", "Jun 9, 5:40 PM"), ("Uber", "Transport", "$18.75", "Jun 8, 11:02 PM"), ("Netflix", "Entertainment", "$15.49", "Jun 5, 12:00 AM")]
    h0 = home("7:05", "$412.60", [c_old, *mid, ("Electric bill", "Utilities", "$84.30", "Jun 3, 9:15 AM")])
    f1 = form("7:05", "New expense", "", "", "Jun 10, 2024 7:05 PM", "", "Save", "name")
    f2 = form("7:05", "New expense", "Coffee", "", "Jun 10, 2024 7:05 PM", "", "Save", "name")
    f3 = form("7:06", "New expense", "Coffee", "5.25", "Jun 10, 2024 7:05 PM", "", "Save", "amount")
    h4 = home("7:06", "$417.85", [c_new, c_old, *mid], "Saved successfully")
    f5 = form("7:06", "Edit expense", "Coffee", "4.75", "Jun 10, 2024 8:12 AM", "Blue Bottle, cortado", "Update", "")
    f6 = form("7:07", "Edit expense", "Coffee", "6.25", "Jun 10, 2024 8:12 AM", "Blue Bottle, cortado", "Update", "amount")
    h7 = home("7:07", "$419.35", [c_new, c_fix, *mid], "Updated successfully")
    allx = [c_new, c_fix, *mid, ("Electric bill", "Utilities", "$84.30", "Jun 3, 9:15 AM"), ("Gym", "Health", "$39.00", "Jun 1, 7:00 AM"),
            ("Internet", "Utilities", "$65.00", "Jun 1, 12:00 AM")]
    full = SB("7:07", 49) + [E("ImageButton", (0, 126, 147, 273), desc="Navigate up", clickable=True), E("TextView", (170, 160, 700, 240), text="Expenses"),
                              E("ImageButton", (950, 140, 1070, 260), desc="Filter", clickable=True)]
    for i, (n, cat, amt, when) in enumerate(allx):
        y = 300 + i * 200
        full += [E("TextView", (63, y, 700, y + 70), text=n, rid=f"{P}:id/tv_name", clickable=True),
                 E("TextView", (63, y + 70, 700, y + 130), text=f"{cat} · {when}", rid=f"{P}:id/tv_date"),
                 E("TextView", (720, y + 20, 1017, y + 100), text=amt, rid=f"{P}:id/tv_amount")]
    full.append(E("androidx.recyclerview.widget.RecyclerView", (0, 280, 1080, 2340), rid=f"{P}:id/rv_expense", scrollable=True))
    t = [(droid("click", index=ix(h0, "Add expense")), pipe(act, f1)),
         (droid("input_text", text="Coffee", index=ix(f1, "Name")), pipe(act, f2)),
         (droid("input_text", text="5.25", index=ix(f2, "Amount")), pipe(act, f3)),
         (droid("click", index=ix(f3, "Save")), pipe(act, h4)),
         (droid("click", index=ix(h4, "Coffee", 1)), pipe(act, f5)),
         (droid("input_text", text="6.25", index=ix(f5, "Amount")), pipe(act, f6)),
         (droid("click", index=ix(f6, "Update")), pipe(act, h7)),
         (droid("click", index=ix(h7, "More")), pipe(act, full))]
    R.add("android", "h4-android-22", PIPE_SYSTEM, t, state=pipe(act, h0))


def main() -> None:
    bad_settings_airplane()
    bad_clock_alarm()
    bad_sms_deleted()
    bad_shop_count()
    bad_imei()
    bad_maps_clock()
    bad_files_rename()
    bad_markor_edit()
    bad_calendar_location()
    bad_contact_note()
    bad_recorder_duration()
    clean_settings_hotspot()
    clean_contacts_same_name()
    clean_messages_incoming()
    clean_calendar_month()
    clean_clock_timer()
    clean_files_sort_delete()
    clean_keep_note()
    clean_target_cart()
    clean_maps_coffee()
    clean_system_update()
    clean_expense_same_name()
    R.write()


if __name__ == "__main__":
    main()
