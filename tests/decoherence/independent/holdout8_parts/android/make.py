# ruff: noqa: E501
"""Held-out set 8, android domain: 22 AndroidWorld-style trajectories (11 with exactly one contradiction).

Every screen is rendered from an explicit state by a small per-app renderer, so clean trajectories stay
consistent by construction and each bad trajectory injects one drifted detail at the labeled turn.
Deterministic: no randomness, no network.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

W = 1080
H = 2400
BOTTOM = 2340
TV = "android.widget.TextView"
BTN = "android.widget.Button"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
ET = "android.widget.EditText"
SW = "android.widget.Switch"
CB = "android.widget.CheckBox"
RB = "android.widget.RadioButton"
SB = "android.widget.SeekBar"
LL = "android.widget.LinearLayout"
FL = "android.widget.FrameLayout"
VG = "android.view.ViewGroup"
V = "android.view.View"


class BBox:
    def __init__(self, x0: int, x1: int, y0: int, y1: int) -> None:
        self.x0, self.x1, self.y0, self.y1 = x0, x1, y0, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


def E(text: str | None = None, desc: str | None = None, cls: str = TV, res: str | None = None,
      checked: bool = False, click: bool = False, box: tuple[int, int, int, int] = (0, W, 0, 0)) -> dict[str, Any]:
    return {"text": text, "content_description": desc, "class_name": cls, "resource_name": res,
            "is_checked": checked, "is_clickable": click, "bbox_pixels": BBox(*box)}


class Screen:
    """One screen: the status bar, then elements laid out top to bottom."""

    def __init__(self, clock: str, batt: int, pkg: str) -> None:
        self.pkg = pkg
        self.e: list[dict[str, Any]] = [
            E(clock, None, TV, "com.android.systemui:id/clock", box=(53, 166, 30, 106)),
            E(None, "Wifi signal full.", IV, "com.android.systemui:id/wifi_signal", box=(846, 900, 42, 94)),
            E(None, f"Battery {batt} percent.", IV, "com.android.systemui:id/battery", box=(916, 1030, 42, 94)),
        ]
        self.y = 136

    def r(self, name: str | None) -> str | None:
        if name is None or ":" in name:
            return name
        return f"{self.pkg}:id/{name}"

    def add(self, text: str | None = None, desc: str | None = None, cls: str = TV, res: str | None = None,
            checked: bool = False, click: bool = False, x: tuple[int, int] = (0, W), h: int = 126,
            adv: bool = True) -> "Screen":
        if self.y + h <= BOTTOM:  # below the screen edge: not in the tree
            self.e.append(E(text, desc, cls, self.r(res), checked, click, (x[0], x[1], self.y, self.y + h)))
        if adv:
            self.y += h
        return self

    def at(self, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None,
           cls: str = TV, res: str | None = None, checked: bool = False, click: bool = False) -> "Screen":
        if box[3] <= BOTTOM:
            self.e.append(E(text, desc, cls, self.r(res), checked, click, box))
        return self

    def gap(self, h: int) -> "Screen":
        self.y += h
        return self

    def bar(self, title: str, up: bool = True, res: str = "toolbar_title", actions: tuple[str, ...] = ()) -> "Screen":
        if up:
            self.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
        self.add(title, None, TV, res, x=(189, 700), h=168, adv=False)
        x1 = W
        for a in reversed(actions):
            self.add(None, a, IB if a != "More options" else IV, None, click=True, x=(x1 - 126, x1), h=168, adv=False)
            x1 -= 126
        self.y += 168
        return self


class Traj:
    def __init__(self, hh: int, mm: int, pkg: str, batt: int = 80) -> None:
        self.m = hh * 60 + mm
        self.batt = batt
        self.pkg = pkg
        self.turns: list[tuple[str, str]] = []
        self.prev: list[dict[str, Any]] | None = None
        self.state: str | None = None
        self.extra = 0
        self.auto = True

    # clock -------------------------------------------------------------
    def tick(self, n: int = 1) -> None:
        self.extra += n

    def clock(self) -> str:
        h = (self.m // 60) % 12 or 12
        return f"{h}:{self.m % 60:02d}"

    def ampm(self, m: int | None = None) -> str:
        m = self.m if m is None else m
        h = (m // 60) % 24
        return f"{h % 12 or 12}:{m % 60:02d} {'AM' if h < 12 else 'PM'}"

    def hhmm(self) -> str:
        return f"{(self.m // 60) % 24:02d}:{self.m % 60:02d}"

    def pre(self) -> None:
        """Advance the clock now for the next screen (so its time can be used while building it)."""
        self.m += (1 if self.auto and len(self.turns) % 2 == 1 else 0) + self.extra
        self.extra = 0
        self.skip = True

    def scr(self, pkg: str | None = None) -> Screen:
        if getattr(self, "skip", False):
            self.skip = False
        elif self.state is not None:
            self.m += (1 if self.auto and len(self.turns) % 2 == 1 else 0) + self.extra
            self.extra = 0
        return Screen(self.clock(), self.batt, pkg or self.pkg)

    # actions -------------------------------------------------------------
    def idx(self, key: str, nth: int = 0) -> int:
        assert self.prev is not None
        if key.startswith("res:"):
            want = key[4:]
            hits = [i for i, e in enumerate(self.prev) if (e["resource_name"] or "").endswith(":id/" + want)]
        else:
            hits = [i for i, e in enumerate(self.prev) if key in (e["text"], e["content_description"])]
        assert len(hits) > nth, (key, [e["text"] for e in self.prev])
        return hits[nth]

    def click(self, key: str, nth: int = 0) -> str:
        return droid("click", index=self.idx(key, nth))

    def lp(self, key: str, nth: int = 0) -> str:
        return droid("long_press", index=self.idx(key, nth))

    def type(self, text: str, key: str, nth: int = 0) -> str:
        return droid("input_text", text=text, index=self.idx(key, nth))

    @staticmethod
    def scroll(d: str) -> str:
        return droid("scroll", direction=d)

    @staticmethod
    def back() -> str:
        return droid("navigate_back")

    @staticmethod
    def wait() -> str:
        return droid("wait")

    @staticmethod
    def open(app: str) -> str:
        return droid("open_app", app_name=app)

    # recording -----------------------------------------------------------
    def start(self, s: Screen) -> None:
        self.state = ui_elements(s.e)
        self.prev = s.e

    def step(self, action: str, s: Screen) -> None:
        self.turns.append((action, ui_elements(s.e)))
        self.prev = s.e


RS: RowSet | None = None


def emit(tid: str, t: Traj, bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
    assert RS is not None
    RS.add(task="android", tid=tid, system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=bad, turn=turn, kind=kind)


# ============================================================================ Contacts
CPKG = "com.google.android.contacts"
ACCOUNT = "m.lopes.dev@gmail.com"


def c_list(t: Traj, names: list[str], favs: tuple[str, ...] = ()) -> Screen:
    s = t.scr()
    s.add("Search contacts", None, TV, "open_search_bar_text_view", click=True, x=(42, 900), h=147, adv=False)
    s.add(None, f"Signed in as Marta Lopes {ACCOUNT}", IV, "selected_account_disc", click=True, x=(920, 1040), h=147)
    s.gap(21)
    if favs:
        s.add("Favorites", None, TV, "header_text", x=(42, 1040), h=84)
        for f in favs:
            s.add(None, "Favorite", IV, "star_icon", x=(42, 147), h=132, adv=False)
            s.add(f, None, TV, "cliv_name_textview", click=True, x=(189, 1040), h=132)
        s.add("All contacts", None, TV, "header_text", x=(42, 1040), h=84)
    last = ""
    for n in sorted(names, key=str.lower):
        if n[0].upper() != last:
            last = n[0].upper()
            s.add(last, None, TV, "section_header", x=(42, 147), h=132, adv=False)
        s.add(n, None, TV, "cliv_name_textview", click=True, x=(189, 1040), h=132)
    s.at((798, 1038, 1956, 2112), "Create contact", "Create contact", BTN, "floating_action_button", click=True)
    s.at((0, 360, 2190, 2337), "Contacts", None, TV, "nav_contacts", checked=True, click=True)
    s.at((360, 720, 2190, 2337), "Highlights", None, TV, "nav_highlights", click=True)
    s.at((720, 1080, 2190, 2337), "Fix & manage", None, TV, "nav_fix_manage", click=True)
    return s


def c_form(t: Traj, title: str, v: dict[str, str]) -> Screen:
    s = t.scr()
    s.add(None, "Cancel", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(title, None, TV, "toolbar_title", x=(189, 760), h=168, adv=False)
    s.add("Save", None, BTN, "toolbar_button", click=True, x=(800, 1040), h=168)
    s.add(f"Saving to {ACCOUNT}", None, TV, "account_name", x=(42, 1040), h=105)
    s.add(None, "Add picture", IV, "photo_icon", click=True, x=(390, 690), h=300)
    for key, hint in (("first_name", "First name"), ("last_name", "Last name"), ("company", "Company")):
        s.add(v.get(key) or hint, None, ET, key, click=True, x=(147, 1040), h=168)
    s.add(v.get("phone") or "Phone", None, ET, "phone", click=True, x=(147, 700), h=168, adv=False)
    s.add("Mobile", None, TV, "phone_type", click=True, x=(720, 1040), h=168)
    s.add(v.get("email") or "Email", None, ET, "email", click=True, x=(147, 700), h=168, adv=False)
    s.add("Home", None, TV, "email_type", click=True, x=(720, 1040), h=168)
    s.add("Add more info", None, BTN, "more_fields", click=True, x=(42, 500), h=126)
    return s


def c_detail(t: Traj, v: dict[str, str], fav: bool = False) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(None, "Edit contact", IB, "menu_edit", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Remove from favorites" if fav else "Add to favorites", IB, "menu_star", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add(None, "Contact photo", IV, "photo", x=(390, 690), h=300)
    s.add(f"{v['first_name']} {v['last_name']}".strip(), None, TV, "large_title", x=(42, 1040), h=126)
    if v.get("company"):
        s.add(v["company"], None, TV, "subtitle", x=(42, 1040), h=84)
    s.gap(21)
    for i, b in enumerate(("Call", "Text", "Video", "Email")):
        s.add(b, None, BTN, "action_button", click=True, x=(42 + 252 * i, 272 + 252 * i), h=189, adv=(i == 3))
    s.add("Contact info", None, TV, "header", x=(42, 1040), h=105)
    s.add(v["phone"], None, TV, "phone_number", click=True, x=(147, 860), h=84)
    s.add("Mobile", None, TV, "phone_label", x=(147, 860), h=63, adv=False)
    s.add(None, f"Text {v['phone']}", IB, "secondary_action", click=True, x=(900, 1040), h=63)
    s.gap(42)
    if v.get("email"):
        s.add(v["email"], None, TV, "email_address", click=True, x=(147, 1040), h=84)
        s.add("Home", None, TV, "email_label", x=(147, 860), h=63)
    s.gap(42)
    s.add("Contact settings", None, TV, "header", x=(42, 1040), h=105)
    s.add("Route to voicemail", None, TV, None, click=True, x=(147, 1040), h=126)
    s.add("Set ringtone", None, TV, None, click=True, x=(147, 1040), h=126)
    return s


def contacts_bad_01() -> None:
    """h8-android-01 Contacts: create 'Priya Raman' with +1 415-555-0192 (typed T4, shown on the saved detail T6); BAD T8: reopening her detail shows +1 415-555-0129 (last two digits swapped)."""
    t = Traj(10, 7, CPKG, 64)
    names = ["Alex Moreau", "Ana Prates", "Bea Santos", "Chris Holm", "Dana Whitfield", "Grace Liu", "Hugo Baptiste",
             "Kenji Mori", "Omar Haddad", "Pedro Alves", "Rita Sousa", "Tom Becker"]
    t.start(c_list(t, names))
    v: dict[str, str] = {}
    t.step(t.click("Create contact"), c_form(t, "Create contact", v))
    v["first_name"] = "Priya"
    t.step(t.type("Priya", "res:first_name"), c_form(t, "Create contact", v))
    v["last_name"] = "Raman"
    t.step(t.type("Raman", "res:last_name"), c_form(t, "Create contact", v))
    v["phone"] = "+1 415-555-0192"
    t.step(t.type("+1 415-555-0192", "res:phone"), c_form(t, "Create contact", v))
    v["email"] = "priya.raman@fastmail.com"
    t.step(t.type("priya.raman@fastmail.com", "res:email"), c_form(t, "Create contact", v))
    t.step(t.click("Save"), c_detail(t, v))
    names2 = names + ["Priya Raman"]
    t.step(t.back(), c_list(t, names2))
    t.step(t.click("Priya Raman"), c_detail(t, dict(v, phone="+1 415-555-0129")))
    t.step(t.back(), c_list(t, names2))
    emit("h8-android-01", t, True, 8, "value set but reads back different")


def contacts_clean_08() -> None:
    """h8-android-08 Contacts (clean): rename Daniel -> Dan Okafor, add company, star him; the list re-sorts (Dan Okafor now before Dana Whitfield), gains a Favorites section; search finds the new name."""
    t = Traj(18, 52, CPKG, 41)
    names = ["Aisha Khan", "Ben Carter", "Carla Mendes", "Daniel Okafor", "Dana Whitfield", "Elena Petrova",
             "Farid Nasser", "Greta Lind", "Jonas Weber", "Lucía Ortega", "Mike Brennan", "Noor Saleh"]
    v = {"first_name": "Daniel", "last_name": "Okafor", "company": "", "phone": "+44 7700 900318",
         "email": "d.okafor@outlook.com"}
    t.start(c_list(t, names))
    t.step(t.click("Daniel Okafor"), c_detail(t, v))
    t.step(t.click("Edit contact"), c_form(t, "Edit contact", v))
    v["first_name"] = "Dan"
    t.step(t.type("Dan", "res:first_name"), c_form(t, "Edit contact", v))
    v["company"] = "Northwind Ltd"
    t.step(t.type("Northwind Ltd", "res:company"), c_form(t, "Edit contact", v))
    t.step(t.click("Save"), c_detail(t, v))
    t.step(t.click("Add to favorites"), c_detail(t, v, fav=True))
    names2 = [n if n != "Daniel Okafor" else "Dan Okafor" for n in names]
    t.step(t.back(), c_list(t, names2, favs=("Dan Okafor",)))
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Search contacts", None, ET, "search_view", click=True, x=(168, 1040), h=168)
    s.add("Recent searches", None, TV, "header", x=(42, 1040), h=105)
    s.add("Greta", None, TV, "recent_query", click=True, x=(147, 1040), h=126)
    s.add("plumber", None, TV, "recent_query", click=True, x=(147, 1040), h=126)
    t.step(t.click("Search contacts"), s)
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Okafor", None, ET, "search_view", click=True, x=(168, 900), h=168, adv=False)
    s.add(None, "Clear search", IB, None, click=True, x=(912, 1040), h=168)
    s.add("1 contact", None, TV, "header", x=(42, 1040), h=105)
    s.add("Dan Okafor", None, TV, "cliv_name_textview", click=True, x=(189, 1040), h=105)
    s.add("+44 7700 900318", None, TV, "cliv_data_textview", x=(189, 1040), h=63)
    t.step(t.type("Okafor", "Search contacts"), s)
    emit("h8-android-08", t)


# ============================================================================ Clock
KPKG = "com.google.android.deskclock"
TABS = ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")


def k_tabs(s: Screen, cur: str) -> None:
    for i, tab in enumerate(TABS):
        s.at((216 * i, 216 * (i + 1), 2190, 2337), tab, None, TV, "tab_" + tab.lower(), checked=(tab == cur), click=True)


def fmt_until(mins: int) -> str:
    d, rem = divmod(mins, 1440)
    h, m = divmod(rem, 60)
    parts = []
    if d:
        parts.append(f"{d} day" + ("s" if d > 1 else ""))
    if h:
        parts.append(f"{h} hour" + ("s" if h > 1 else ""))
    if m:
        parts.append(f"{m} minute" + ("s" if m > 1 else ""))
    txt = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"Alarm set for {txt} from now."


def k_alarms(t: Traj, alarms: list[dict[str, Any]], snack: tuple[str, str | None] | None = None) -> Screen:
    s = t.scr()
    s.add("Alarm", None, TV, "action_bar_title", x=(42, 700), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    for a in sorted(alarms, key=lambda a: a["m"]):
        s.add(t.ampm(a["m"]), None, TV, "digital_clock", click=True, x=(63, 700), h=147, adv=False)
        s.add(None, "Collapse alarm" if a.get("open") else "Expand alarm", IB, "arrow", click=True, x=(912, 1038), h=147)
        if a.get("label"):
            s.add(a["label"], None, TV, "edit_label", click=True, x=(63, 700), h=63)
        s.add(a["days"], None, TV, "days_of_week", x=(63, 700), h=84, adv=False)
        s.add(None, t.ampm(a["m"]), SW, "onoff", checked=a["on"], click=True, x=(860, 1038), h=84)
        if a.get("open"):
            s.add("Repeat", None, CB, "repeat_onoff", checked=False, click=True, x=(63, 500), h=105)
            s.add("Add label", None, TV, "edit_label", click=True, x=(63, 700), h=105)
            s.add("Default (Cesium)", None, TV, "choose_ringtone", click=True, x=(63, 700), h=105)
            s.add("Vibrate", None, CB, "vibrate_onoff", checked=True, click=True, x=(63, 500), h=105)
            s.add("Delete", None, TV, "delete", click=True, x=(63, 400), h=105)
        s.gap(42)
    s.at((414, 666, 1920, 2130), None, "Add alarm", IB, "fab", click=True)
    if snack:
        s.at((42, 800, 1780, 1900), snack[0], None, TV, "snackbar_text")
        if snack[1]:
            s.at((820, 1038, 1780, 1900), snack[1], None, BTN, "snackbar_action", click=True)
    k_tabs(s, "Alarm")
    return s


def k_picker(t: Traj, hour: str, minute: str) -> Screen:
    s = t.scr()
    s.gap(500)
    s.add("Enter time", None, TV, "header_title", x=(84, 996), h=126)
    s.add(hour, None, ET, "hour_input", click=True, x=(84, 400), h=210, adv=False)
    s.add(":", None, TV, None, x=(400, 450), h=210, adv=False)
    s.add(minute, None, ET, "minute_input", click=True, x=(450, 766), h=210, adv=False)
    s.add("AM", None, BTN, "material_clock_period_am_button", checked=True, click=True, x=(800, 996), h=105, adv=False)
    s.at((800, 996, s.y + 105, s.y + 210), "PM", None, BTN, "material_clock_period_pm_button", click=True)
    s.y += 210
    s.add("Hour", None, TV, None, x=(84, 400), h=63, adv=False)
    s.add("Minute", None, TV, None, x=(450, 766), h=63)
    s.add(None, "Switch to clock mode for the time input.", IB, "material_timepicker_mode_button", click=True, x=(84, 210), h=147, adv=False)
    s.add("Cancel", None, BTN, "material_timepicker_cancel_button", click=True, x=(560, 770), h=147, adv=False)
    s.add("OK", None, BTN, "material_timepicker_ok_button", click=True, x=(790, 996), h=147)
    return s


def clock_clean_02() -> None:
    """h8-android-02 Clock (clean): add a 6:45 AM alarm via keyboard picker, switch on the weekend 7:15 alarm, delete 'Gym', run the stopwatch with one lap, return to the alarm list; status clock advances, snackbar countdowns match the status-bar time."""
    t = Traj(16, 41, KPKG, 57)
    al = [{"m": 390, "days": "Mon, Tue, Wed, Thu, Fri", "on": True},
          {"m": 435, "days": "Sat, Sun", "on": False},
          {"m": 540, "label": "Gym", "days": "Tue, Thu", "on": True},
          {"m": 1350, "label": "Meds", "days": "Every day", "on": True}]
    t.start(k_alarms(t, al))
    t.step(t.click("Add alarm"), k_picker(t, "7", "00"))
    t.step(t.type("6", "res:hour_input"), k_picker(t, "6", "00"))
    t.step(t.type("45", "res:minute_input"), k_picker(t, "6", "45"))
    new = {"m": 405, "days": "Tomorrow", "on": True, "open": True}
    al.append(new)
    s = k_alarms(t, al)
    s.at((42, 1038, 1780, 1900), fmt_until(1440 + 405 - t.m), None, TV, "snackbar_text")
    t.step(t.click("OK"), s)
    act = t.click("7:15 AM", 1)  # the switch of the 7:15 AM alarm (element 0 is its time text)
    al[1]["on"] = True
    al[1]["days"] = "Sat, Sun"
    s = k_alarms(t, al)
    s.at((42, 1038, 1780, 1900), fmt_until(2 * 1440 + 435 - t.m), None, TV, "snackbar_text")
    t.step(act, s)
    act = t.click("Expand alarm", 2)  # Gym (6:30, 7:15, Gym, Meds collapsed; 6:45 is expanded)
    new["open"] = False
    al[2]["open"] = True
    t.step(act, k_alarms(t, al))
    del al[2]
    t.step(t.click("Delete"), k_alarms(t, al, ("Alarm deleted", "Undo")))
    s = t.scr()
    s.add("Stopwatch", None, TV, "action_bar_title", x=(42, 700), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.gap(400)
    s.add("00:00.00", None, TV, "stopwatch_time_text", x=(140, 940), h=260)
    s.at((414, 666, 1920, 2130), None, "Start", IB, "fab", click=True)
    k_tabs(s, "Stopwatch")
    t.step(t.click("Stopwatch"), s)

    def sw(main: str, laps: list[tuple[str, str, str]]) -> Screen:
        s = t.scr()
        s.add("Stopwatch", None, TV, "action_bar_title", x=(42, 700), h=168, adv=False)
        s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
        s.gap(400 if not laps else 120)
        s.add(main, None, TV, "stopwatch_time_text", x=(140, 940), h=260)
        for n, lap, tot in laps:
            s.add(n, None, TV, "lap_number", x=(84, 300), h=105, adv=False)
            s.add(lap, None, TV, "lap_time", x=(330, 650), h=105, adv=False)
            s.add(tot, None, TV, "lap_total", x=(680, 996), h=105)
        s.at((120, 372, 1960, 2090), "Reset", None, BTN, "left_button", click=True)
        s.at((414, 666, 1920, 2130), None, "Pause", IB, "fab", click=True)
        s.at((708, 960, 1960, 2090), "Lap", None, BTN, "right_button", click=True)
        k_tabs(s, "Stopwatch")
        return s

    t.step(t.click("Start"), sw("00:01.27", []))
    t.step(t.click("Lap"), sw("00:10.02", [("# 1", "00:09.84", "00:09.84")]))
    t.tick(1)
    t.step(t.click("Alarm"), k_alarms(t, al))
    emit("h8-android-02", t)


def k_timer_keypad(t: Traj, digits: str) -> Screen:
    d = digits.rjust(6, "0")
    s = t.scr()
    s.add("Timer", None, TV, "action_bar_title", x=(42, 700), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.gap(140)
    s.add(f"{d[0:2]}h {d[2:4]}m {d[4:6]}s", None, TV, "timer_setup_time", x=(120, 860), h=230, adv=False)
    s.add(None, "Delete", IB, "timer_setup_delete", click=True, x=(880, 1020), h=230)
    keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]
    for i, k in enumerate(keys):
        r, c = divmod(i, 3)
        s.at((120 + 280 * c, 400 + 280 * c, s.y + 40 + 250 * r, s.y + 250 + 250 * r), k, None, BTN, f"timer_setup_digit_{k}", click=True)
    if digits.strip("0"):
        s.at((414, 666, 1920, 2130), None, "Start", IB, "fab", click=True)
    k_tabs(s, "Timer")
    return s


def k_timer_run(t: Traj, remaining: str) -> Screen:
    s = t.scr()
    s.add("Timer", None, TV, "action_bar_title", x=(42, 700), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.gap(120)
    s.add("Label", None, TV, "timer_label", click=True, x=(340, 740), h=105)
    s.add(None, "Timer progress", V, "timer_circle", x=(140, 940), h=800, adv=False)
    s.gap(270)
    s.add(remaining, None, TV, "timer_time_text", x=(260, 820), h=260)
    s.gap(270)
    s.add("+1:00", None, BTN, "timer_add_time_button", click=True, x=(420, 660), h=126)
    s.at((120, 372, 1960, 2090), "Delete", None, BTN, "left_button", click=True)
    s.at((414, 666, 1920, 2130), None, "Pause", IB, "fab", click=True)
    s.at((708, 960, 1960, 2090), "Add timer", None, BTN, "right_button", click=True)
    k_tabs(s, "Timer")
    return s


def clock_bad_09() -> None:
    """h8-android-09 Clock: 10-minute timer started T6 (9:58 left), +1:00 at T7 (10:44 left, legitimately up); BAD T9: back on the Timer tab the running timer shows 10:51 left, more than at T7 with no time added."""
    t = Traj(7, 2, KPKG, 88)
    t.auto = False
    al = [{"m": 420, "days": "Mon, Tue, Wed, Thu, Fri", "on": True},
          {"m": 480, "label": "Bins out", "days": "Wed", "on": True},
          {"m": 1290, "label": "Read", "days": "Every day", "on": False}]
    t.start(k_alarms(t, al))
    t.step(t.click("Timer"), k_timer_keypad(t, ""))
    t.step(t.click("1"), k_timer_keypad(t, "1"))
    t.step(t.click("0"), k_timer_keypad(t, "10"))
    t.step(t.click("0"), k_timer_keypad(t, "100"))
    t.step(t.click("0"), k_timer_keypad(t, "1000"))
    t.step(t.click("Start"), k_timer_run(t, "9:58"))
    t.step(t.click("+1:00"), k_timer_run(t, "10:44"))
    t.tick(1)
    t.step(t.click("Alarm"), k_alarms(t, al))
    t.step(t.click("Timer"), k_timer_run(t, "10:51"))
    emit("h8-android-09", t, True, 9, "timer goes backwards")


# ============================================================================ Settings
SPKG = "com.android.settings"


def st_item(s: Screen, title: str, summary: str | None = None, sw: bool | None = None, h: int = 189) -> None:
    s.add(title, None, TV, "android:id/title", click=True, x=(189, 880 if sw is not None else 1040), h=84 if summary else h, adv=bool(summary) or sw is None)
    if summary:
        s.add(summary, None, TV, "android:id/summary", x=(189, 880 if sw is not None else 1040), h=h - 84, adv=sw is None)
    if sw is not None:
        top = s.y - (84 if summary else 0)
        s.at((900, 1038, top, top + h), None, title, SW, "switchWidget", checked=sw, click=True)
        s.y = top + h


def st_header(s: Screen, text: str) -> None:
    s.add(text, None, TV, "android:id/title", x=(189, 1040), h=105)


def st_main(t: Traj) -> Screen:
    s = t.scr()
    s.add("Settings", None, TV, "homepage_title", x=(63, 1017), h=210)
    s.add("Search settings", None, TV, "search_action_bar_title", click=True, x=(63, 1017), h=147)
    for title, summ in (("Network & internet", "Mobile, Wi-Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                        ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                        ("Battery", f"{t.batt}%"), ("Storage", "41% used - 75.6 GB free"),
                        ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                        ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
                        ("Security & privacy", "App security, device lock, permissions")):
        st_item(s, title, summ, h=168)
    return s


def st_display(t: Traj, d: dict[str, Any]) -> Screen:
    s = t.scr()
    s.bar("Display", res="collapsing_toolbar")
    st_header(s, "Brightness")
    st_item(s, "Brightness level", d["bright"])
    st_item(s, "Adaptive brightness", None, d["adaptive"])
    st_header(s, "Lock display")
    st_item(s, "Lock screen", "Show all notification content")
    st_item(s, "Screen timeout", d["timeout"])
    st_header(s, "Appearance")
    st_item(s, "Dark theme", "Will never turn on automatically", d["dark"])
    st_item(s, "Font size and text", "Default")
    st_item(s, "Display size", "Default")
    st_header(s, "Other display controls")
    st_item(s, "Auto-rotate screen", None, d["rotate"])
    st_item(s, "Colors", "Adaptive")
    return s


def settings_bad_03() -> None:
    """h8-android-03 Settings > Display: Dark theme switched ON at T2 (shown on at T2 and T4), timeout set to 2 min; BAD T6: returning from Adaptive brightness, the Display screen shows the Dark theme switch unchecked (state reverted)."""
    t = Traj(21, 14, SPKG, 73)
    d = {"bright": "62%", "adaptive": True, "timeout": "After 30 seconds", "dark": False, "rotate": True}
    t.start(st_main(t))
    t.step(t.click("Display"), st_display(t, d))
    d["dark"] = True
    t.step(t.click("Dark theme", 1), st_display(t, d))
    s = t.scr()
    s.gap(420)
    s.add("Screen timeout", None, TV, "alertTitle", x=(84, 996), h=147)
    for opt in ("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"):
        s.add(opt, None, RB, "android:id/text1", checked=(opt == "30 seconds"), click=True, x=(84, 996), h=147)
    s.add("Cancel", None, BTN, "android:id/button2", click=True, x=(740, 996), h=126)
    t.step(t.click("Screen timeout"), s)
    d["timeout"] = "After 2 minutes"
    t.step(t.click("2 minutes"), st_display(t, d))
    s = t.scr()
    s.bar("Adaptive brightness", res="collapsing_toolbar")
    s.add(None, "Adaptive brightness illustration", IV, "illustration", x=(0, W), h=620)
    s.add("Use adaptive brightness", None, TV, "switch_text", click=True, x=(63, 880), h=189, adv=False)
    s.add(None, "Use adaptive brightness", SW, "switch_widget", checked=True, click=True, x=(900, 1038), h=189)
    s.add("Your screen brightness will automatically adjust to your environment and activities. You can move the slider manually to help adaptive brightness learn your preferences.",
          None, TV, "android:id/title", x=(63, 1017), h=336)
    t.step(t.click("Adaptive brightness"), s)
    t.step(t.back(), st_display(t, dict(d, dark=False)))
    s = t.scr()
    s.bar("Font size and text", res="collapsing_toolbar")
    s.add("Preview", None, TV, None, x=(63, 1017), h=105)
    s.add("Make text on your screen smaller or larger.", None, TV, "preview_text", x=(63, 1017), h=210)
    st_item(s, "Font size", None, None)
    s.add(None, "Font size", SB, "seekbar", click=True, x=(147, 933), h=126)
    st_item(s, "Display size", None, None)
    s.add(None, "Display size", SB, "seekbar", click=True, x=(147, 933), h=126)
    st_item(s, "Bold text", None, False)
    st_item(s, "High contrast text", None, False)
    s.add("Reset settings", None, BTN, "reset_button", click=True, x=(63, 500), h=147)
    t.step(t.click("Font size and text"), s)
    emit("h8-android-03", t, True, 6, "state reverted")


def st_net(t: Traj) -> Screen:
    s = t.scr()
    s.bar("Network & internet", res="collapsing_toolbar")
    st_item(s, "Internet", "HomeNet-5G")
    st_item(s, "Calls & SMS", "NOS")
    st_item(s, "SIMs", "NOS")
    st_item(s, "Airplane mode", None, False)
    st_item(s, "Hotspot & tethering", "Off")
    st_item(s, "Data Saver", "Off")
    st_item(s, "VPN", "None")
    st_item(s, "Private DNS", "Automatic")
    st_item(s, "Adaptive connectivity", None)
    return s


def st_internet(t: Traj, nos: str | None) -> Screen:
    s = t.scr()
    s.bar("Internet", res="collapsing_toolbar", actions=("Help & feedback",))
    st_item(s, "Wi-Fi", None, True)
    s.add("HomeNet-5G", None, TV, "android:id/title", click=True, x=(189, 880), h=84)
    s.add("Connected", None, TV, "android:id/summary", x=(189, 880), h=84, adv=False)
    s.at((900, 1038, s.y - 84, s.y + 84), None, "Settings", IB, "settings_button", click=True)
    s.y += 84
    for name, summ in (("NOS-8A21", nos), ("CafeLuz_Guest", None), ("Vodafone-Home-77", None),
                       ("DIRECT-3F-HP Laser", None), ("MEO-F3A9C0", None)):
        st_item(s, name, summ, h=168)
    st_item(s, "Add network", None)
    st_item(s, "Network preferences", "Wi-Fi turns back on automatically")
    return s


def st_devices(t: Traj, jbl: str | None) -> Screen:
    s = t.scr()
    s.bar("Connected devices", res="collapsing_toolbar")
    prev = ["Pixel Buds Pro", "JBL Flip 5", "Car multimedia"]
    if jbl:
        st_header(s, "Media devices")
        s.add("JBL Flip 5", None, TV, "android:id/title", click=True, x=(189, 880), h=84)
        s.add(jbl, None, TV, "android:id/summary", x=(189, 880), h=84, adv=False)
        s.at((900, 1038, s.y - 84, s.y + 84), None, "Settings", IB, "settings_button", click=True)
        s.y += 84
        prev.remove("JBL Flip 5")
    st_item(s, "Pair new device", None)
    st_header(s, "Previously connected devices")
    for p in prev:
        s.add(p, None, TV, "android:id/title", click=True, x=(189, 880), h=168, adv=False)
        s.add(None, "Settings", IB, "settings_button", click=True, x=(900, 1038), h=168)
    st_item(s, "See all", None)
    st_item(s, "Connection preferences", "Bluetooth, Android Auto, NFC")
    return s


def settings_clean_10() -> None:
    """h8-android-10 Settings (clean): wrong Wi-Fi password for NOS-8A21 fails ('Check password and try again'), HomeNet-5G stays connected; then the JBL Flip 5 speaker reconnects (Connecting... -> Active) and its details open."""
    t = Traj(13, 26, SPKG, 90)
    t.start(st_net(t))
    t.step(t.click("Internet"), st_internet(t, None))

    def pw(val: str | None) -> Screen:
        s = t.scr()
        s.gap(560)
        s.add("NOS-8A21", None, TV, "alertTitle", x=(84, 996), h=147)
        s.add(val or "Password", None, ET, "password", click=True, x=(84, 996), h=147)
        s.add("Show password", None, CB, "show_password", checked=False, click=True, x=(84, 996), h=126)
        s.add("Advanced options", None, TV, "wifi_advanced_togglebox", click=True, x=(84, 996), h=126)
        s.add("Cancel", None, BTN, "android:id/button2", click=True, x=(530, 760), h=126, adv=False)
        s.add("Connect", None, BTN, "android:id/button1", click=True, x=(780, 996), h=126)
        return s

    t.step(t.click("NOS-8A21"), pw(None))
    t.step(t.type("wrongpass1", "Password"), pw("••••••••••"))
    t.step(t.click("Connect"), st_internet(t, "Connecting…"))
    t.step(t.wait(), st_internet(t, "Check password and try again"))
    t.step(t.back(), st_net(t))
    t.step(t.back(), st_main(t))
    t.step(t.click("Connected devices"), st_devices(t, None))
    t.step(t.click("JBL Flip 5"), st_devices(t, "Connecting…"))
    t.step(t.wait(), st_devices(t, "Active, 80% battery"))
    s = t.scr()
    s.bar("Device details", res="collapsing_toolbar")
    s.add(None, "Speaker", IV, "entity_header_icon", x=(440, 640), h=200)
    s.add("JBL Flip 5", None, TV, "entity_header_title", x=(63, 1017), h=105)
    s.add("Active, 80% battery", None, TV, "entity_header_summary", x=(63, 1017), h=84)
    s.add("Disconnect", None, BTN, "button1", click=True, x=(63, 525), h=147, adv=False)
    s.add("Forget", None, BTN, "button2", click=True, x=(555, 1017), h=147)
    st_item(s, "HD audio: AAC", None, True)
    st_item(s, "Media audio", None, True)
    st_item(s, "Device's Bluetooth address: 4C:87:5D:21:9A:E3", None)
    t.step(t.click("Settings", 0), s)
    emit("h8-android-10", t)


# ============================================================================ Calendar
GPKG = "com.google.android.calendar"


def g_schedule(t: Traj, events: list[tuple[str, str, str, str]]) -> Screen:
    """events: (day label 'Thu 17', title, time text, sort key)."""
    s = t.scr()
    s.add(None, "Show Calendar List and Settings drawer", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("October", None, TV, "date_picker_text_view", click=True, x=(189, 600), h=168, adv=False)
    s.add(None, "Search", IB, "action_search", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Jump to Today", IB, "action_today", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "Account: m.lopes.dev@gmail.com", IV, "selected_account_disc", click=True, x=(912, 1038), h=168)
    week = ""
    last = ""
    for day, title, when, _ in sorted(events, key=lambda e: e[3]):
        wk = "Oct 13 – 19" if int(day.split()[1]) <= 19 else "Oct 20 – 26"
        if wk != week:
            week = wk
            s.add(wk, None, TV, "week_header", x=(189, 1040), h=105)
        if day != last:
            last = day
            s.add(day.split()[0], None, TV, "day_of_week", x=(21, 168), h=63, adv=False)
            s.at((21, 168, s.y + 63, s.y + 147), day.split()[1], None, TV, "day_of_month")
        s.add(title, f"{title}, {when}", V, "event_chip", click=True, x=(189, 1040), h=84)
        s.add(when, None, TV, "event_time", x=(189, 1040), h=63)
        s.gap(21)
    s.at((798, 1038, 2040, 2250), None, "Create new event and more", IB, "floating_action_button", click=True)
    return s


def g_form(t: Traj, title: str | None, heading: str) -> Screen:
    s = t.scr()
    s.add(None, "Close", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(heading, None, TV, "toolbar_title", x=(189, 700), h=168, adv=False) if heading else None
    s.add("Save", None, BTN, "save", click=True, x=(820, 1038), h=168)
    s.add(title or "Add title", None, ET, "title", click=True, x=(147, 1040), h=189)
    s.add("All-day", None, TV, None, x=(147, 800), h=126, adv=False)
    s.add(None, "All-day", SW, "all_day_switch", checked=False, click=True, x=(880, 1038), h=126)
    s.add("Thu, Oct 17, 2024", None, TV, "start_date", click=True, x=(147, 700), h=126, adv=False)
    s.add("5:00 PM", None, TV, "start_time", click=True, x=(760, 1040), h=126)
    s.add("Thu, Oct 17, 2024", None, TV, "end_date", click=True, x=(147, 700), h=126, adv=False)
    s.add("6:00 PM", None, TV, "end_time", click=True, x=(760, 1040), h=126)
    s.add("Western European Summer Time", None, TV, "timezone", click=True, x=(147, 1040), h=126)
    s.add("Does not repeat", None, TV, "recurrence", click=True, x=(147, 1040), h=126)
    s.add("Add people", None, TV, "attendees", click=True, x=(147, 1040), h=126)
    s.add("Add video conferencing", None, TV, "conference", click=True, x=(147, 1040), h=126)
    s.add("Add location", None, TV, "location", click=True, x=(147, 1040), h=126)
    s.add("30 minutes before", None, TV, "notification", click=True, x=(147, 1040), h=126)
    s.add("Add notification", None, TV, "add_notification", click=True, x=(147, 1040), h=126)
    s.add("Default color", None, TV, "color", click=True, x=(147, 1040), h=126)
    s.add("Add description", None, TV, "description", click=True, x=(147, 1040), h=126)
    return s


def g_detail(t: Traj, title: str) -> Screen:
    s = t.scr()
    s.add(None, "Close", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(None, "Edit event", IB, "info_action_edit", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add(title, None, TV, "title", x=(189, 1040), h=147)
    s.add("Thursday, October 17 · 5:00 – 6:00PM", None, TV, "when", x=(189, 1040), h=105)
    s.add("30 minutes before", None, TV, "notification", x=(189, 1040), h=105)
    s.add("m.lopes.dev@gmail.com", None, TV, "calendar_name", x=(189, 1040), h=105)
    s.add("Busy", None, TV, "availability", x=(189, 1040), h=105)
    s.add("Default visibility", None, TV, "visibility", x=(189, 1040), h=105)
    return s


def calendar_clean_04() -> None:
    """h8-android-04 Calendar (clean): create 'Pick up dry cleaning' Thu 5-6 PM, then rename it to 'Pick up dry cleaning + shoes'; schedule and detail views show the new title afterwards."""
    t = Traj(16, 21, GPKG, 49)
    ev = [("Thu 17", "Standup", "9:30 – 9:45 AM", "17-0930"), ("Thu 17", "Dentist", "2 – 3 PM", "17-1400"),
          ("Fri 18", "Team lunch", "12 – 1 PM", "18-1200"), ("Mon 21", "1:1 with Marco", "10 – 10:30 AM", "21-1000"),
          ("Tue 22", "Car service", "8 – 9 AM", "22-0800"), ("Thu 24", "Book club", "7 – 8:30 PM", "24-1900")]
    t.start(g_schedule(t, ev))
    s = g_schedule(t, ev)
    for i, opt in enumerate(("Goal", "Task", "Birthday", "Event")):
        s.at((500, 780, 1380 + 150 * i, 1500 + 150 * i), opt, None, TV, "speed_dial_label", click=True)
    s.e = [e for e in s.e if e["content_description"] != "Create new event and more"]
    s.at((798, 1038, 2040, 2250), None, "Close", IB, "floating_action_button", click=True)
    t.step(t.click("Create new event and more"), s)
    t.step(t.click("Event"), g_form(t, None, ""))
    t.step(t.type("Pick up dry cleaning", "Add title"), g_form(t, "Pick up dry cleaning", ""))
    ev2 = ev + [("Thu 17", "Pick up dry cleaning", "5 – 6 PM", "17-1700")]
    t.step(t.click("Save"), g_schedule(t, ev2))
    t.step(t.click("Pick up dry cleaning"), g_detail(t, "Pick up dry cleaning"))
    t.step(t.click("Edit event"), g_form(t, "Pick up dry cleaning", "Edit event"))
    new = "Pick up dry cleaning + shoes"
    t.step(t.type(new, "res:title"), g_form(t, new, "Edit event"))
    t.step(t.click("Save"), g_detail(t, new))
    ev3 = ev + [("Thu 17", new, "5 – 6 PM", "17-1700")]
    t.step(t.click("Close"), g_schedule(t, ev3))
    emit("h8-android-04", t)


# ============================================================================ Messages
MPKG = "com.google.android.apps.messaging"


def m_rel(t: Traj, m: int, fallback: str) -> str:
    d = t.m - m
    return "Now" if d < 1 else (f"{d} min" if d < 60 else fallback)


def m_list(t: Traj, convs: list[dict[str, Any]], start: int = 0) -> Screen:
    s = t.scr()
    s.add("Messages", None, TV, "toolbar_title", x=(42, 700), h=168, adv=False)
    s.add(None, "Search conversations", IB, "action_zero_state_search", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "Account and settings", IV, "selected_account_disc", click=True, x=(912, 1038), h=168)
    for c in convs[start:]:
        if s.y > 2050:
            break
        when = m_rel(t, c["m"], t.ampm(c["m"])) if "m" in c else c["when"]
        s.add(c["name"], None, TV, "conversation_name", click=True, x=(189, 860), h=84, adv=False)
        s.add(when, None, TV, "conversation_timestamp", x=(860, 1040), h=84)
        s.add(c["snip"], None, TV, "conversation_snippet", x=(189, 900), h=84, adv=not c.get("unread"))
        if c.get("unread"):
            s.add(None, f"{c['unread']} unread", V, "unread_badge", x=(940, 1000), h=84)
        s.gap(42)
    s.at((700, 1038, 2080, 2250), "Start chat", None, BTN, "start_chat_fab", click=True)
    return s


def m_thread(t: Traj, name: str, msgs: list[tuple[str, str, str]], draft: str | None) -> Screen:
    """msgs: (direction 'in'/'out'/'hdr', text, status-or-'')."""
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(name, None, TV, "conversation_title", x=(189, 640), h=168, adv=False)
    s.add(None, "Voice call", IB, "action_call", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Video call", IB, "action_video_call", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    for d, text, status in msgs:
        if d == "hdr":
            s.add(text, None, TV, "day_header", x=(380, 700), h=84)
            continue
        s.add(text, None, TV, "message_text", click=True, x=(63, 800) if d == "in" else (280, 1017), h=126)
        if status:
            s.add(status, None, TV, "message_status", x=(63, 800) if d == "in" else (280, 1017), h=63)
    s.at((0, 126, 2130, 2256), None, "Show attach menu", IB, "plus_button", click=True)
    s.at((126, 880, 2130, 2256), draft or "Text message", None, ET, "compose_message_text", click=True)
    s.at((900, 1038, 2130, 2256), None, "Send SMS" if draft else "Record voice message", IB, "send_message_button", click=True)
    return s


def messages_clean_06() -> None:
    """h8-android-06 Messages (clean): reply to Mom (unread badge clears, she moves to top with 'You:' snippet, 'Now' -> 'N min'); a new SMS from Jordan Lee arrives between turns and is then answered."""
    t = Traj(16, 12, MPKG, 68)
    convs = [
        {"name": "Mom", "snip": "Can you call me when you're free?", "when": "3:58 PM", "unread": 2},
        {"name": "Jordan Lee", "snip": "haha yes 👍", "when": "3:12 PM"},
        {"name": "72975", "snip": "Your verification code is 481220. Don't share it with anyone.", "when": "1:07 PM"},
        {"name": "Dr. Ana Ruiz", "snip": "Reminder: your appointment is on Thu, Oct 17 at 2:00 PM. Reply C to confirm.", "when": "Tue"},
        {"name": "Sam Okoye", "snip": "Sent a photo", "when": "Mon"},
        {"name": "Grocery group", "snip": "Luís: I'll grab the oat milk", "when": "Sun"},
        {"name": "NOS", "snip": "Your monthly bill of €23.99 is available.", "when": "Oct 12"},
        {"name": "Carla", "snip": "See you then!", "when": "Oct 9"},
        {"name": "Rui Santos", "snip": "ok", "when": "Oct 3"},
        {"name": "Airbnb", "snip": "Your check-in code is 4417.", "when": "Sep 28"},
    ]
    t.start(m_list(t, convs))
    mom = [("hdr", "Yesterday", ""), ("out", "Landed, all good", ""), ("in", "Great! Rest well ❤️", "9:20 PM"),
           ("hdr", "Today", ""), ("in", "Did you see the photos Tia Rosa sent?", ""),
           ("in", "Can you call me when you're free?", "3:58 PM")]
    t.step(t.click("Mom"), m_thread(t, "Mom", mom, None))
    reply = "Sure, calling you at 5"
    t.step(t.type(reply, "Text message"), m_thread(t, "Mom", mom, reply))
    s = m_thread(t, "Mom", mom + [("out", reply, "Now · SMS")], None)
    sent = t.m
    t.step(t.click("Send SMS"), s)
    momc = convs.pop(0)
    convs.insert(0, {"name": "Mom", "snip": f"You: {reply}", "m": sent})
    del momc
    t.step(t.back(), m_list(t, convs))
    t.tick(1)
    t.step(t.scroll("down"), m_list(t, convs, start=3))
    arrived = t.m
    jl = convs.pop(1)
    del jl
    q = "Are we still on for Saturday?"
    convs.insert(0, {"name": "Jordan Lee", "snip": q, "m": arrived, "unread": 1})
    t.step(t.scroll("up"), m_list(t, convs))
    jordan = [("hdr", "Today", ""), ("out", "Did you book the campsite?", "3:05 PM"), ("in", "haha yes 👍", "3:12 PM"),
              ("in", q, t.ampm(arrived))]
    t.step(t.click("Jordan Lee"), m_thread(t, "Jordan Lee", jordan, None))
    ans = "Yes! 10am at the trailhead"
    t.step(t.type(ans, "Text message"), m_thread(t, "Jordan Lee", jordan, ans))
    t.step(t.click("Send SMS"), m_thread(t, "Jordan Lee", jordan + [("out", ans, "Now · SMS")], None))
    emit("h8-android-06", t)


# ============================================================================ Chrome
CHPKG = "com.android.chrome"


def ch_list(t: Traj, bms: list[tuple[str, str]], popup_for: int | None = None,
            snack: str | None = None) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Mobile bookmarks", None, TV, "toolbar_title", x=(189, 660), h=168, adv=False)
    s.add(None, "Search bookmarks", IB, "search_menu_id", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Create new folder", IB, "create_new_folder_menu_id", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "Close", IB, "close_menu_id", click=True, x=(912, 1038), h=168)
    for title, dom in bms:
        s.add(None, None, IV, "start_icon", x=(42, 147), h=168, adv=False)
        s.add(title, None, TV, "title", click=True, x=(189, 880), h=84, adv=False)
        s.at((189, 880, s.y + 84, s.y + 147), dom, None, TV, "description")
        s.add(None, f"More options for {title}", IB, "more", click=True, x=(912, 1038), h=168)
    if popup_for is not None:
        top = 400 + 168 * popup_for
        for i, opt in enumerate(("Select", "Edit", "Move to…", "Delete")):
            s.at((560, 1017, top + 126 * i, top + 126 * (i + 1)), opt, None, TV, "menu_item_text", click=True)
    if snack:
        s.at((42, 800, 2130, 2256), snack, None, TV, "snackbar_message")
        s.at((820, 1038, 2130, 2256), "Undo", None, BTN, "snackbar_button", click=True)
    return s


def ch_edit(t: Traj, name: str) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Edit bookmark", None, TV, "toolbar_title", x=(189, 780), h=168, adv=False)
    s.add(None, "Delete bookmark", IB, "delete_menu_id", click=True, x=(912, 1038), h=168)
    s.add("Name", None, TV, None, x=(63, 1017), h=84)
    s.add(name, None, ET, "title_text", click=True, x=(63, 1017), h=147)
    s.add("URL", None, TV, None, x=(63, 1017), h=84)
    s.add("https://tabuademares.com/pt/lisboa/cascais", None, ET, "url_text", click=True, x=(63, 1017), h=147)
    s.add("Folder", None, TV, None, x=(63, 1017), h=84)
    s.add("Mobile bookmarks", None, TV, "folder_text", click=True, x=(63, 1017), h=126)
    return s


def chrome_bad_07() -> None:
    """h8-android-07 Chrome bookmarks: 'Recipe: Shakshuka' deleted at T2 (snackbar; absent at T6, folder shows '9 bookmarks' at T7), 'Tides – Cascais' renamed; BAD T8: reopening Mobile bookmarks lists 'Recipe: Shakshuka' again."""
    t = Traj(11, 35, CHPKG, 82)
    bms = [("Kotlin docs", "kotlinlang.org"), ("Hacker News", "news.ycombinator.com"),
           ("BBC Weather - Lisbon", "bbc.com"), ("Recipe: Shakshuka", "seriouseats.com"),
           ("Fastmail", "app.fastmail.com"), ("Tides – Cascais", "tabuademares.com"), ("r/androiddev", "reddit.com"),
           ("Comboios de Portugal", "cp.pt"), ("MDN Web Docs", "developer.mozilla.org"),
           ("Wikipedia", "en.m.wikipedia.org")]
    t.start(ch_list(t, bms))
    t.step(t.click("More options for Recipe: Shakshuka"), ch_list(t, bms, popup_for=3))
    b2 = [b for b in bms if b[0] != "Recipe: Shakshuka"]
    t.step(t.click("Delete"), ch_list(t, b2, snack="Deleted \"Recipe: Shakshuka\""))
    t.step(t.click("More options for Tides – Cascais"), ch_list(t, b2, popup_for=4))
    t.step(t.click("Edit"), ch_edit(t, "Tides – Cascais"))
    t.step(t.type("Tide table Cascais", "res:title_text"), ch_edit(t, "Tide table Cascais"))
    b3 = [("Tide table Cascais", d) if n == "Tides – Cascais" else (n, d) for n, d in b2]
    t.step(t.back(), ch_list(t, b3))
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Bookmarks", None, TV, "toolbar_title", x=(189, 660), h=168, adv=False)
    s.add(None, "Search bookmarks", IB, "search_menu_id", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Close", IB, "close_menu_id", click=True, x=(912, 1038), h=168)
    for name, sub in (("Mobile bookmarks", "9 bookmarks"), ("Bookmarks bar", "4 bookmarks"),
                      ("Other bookmarks", "17 bookmarks"), ("Reading list", "2 unread pages")):
        s.add(None, None, IV, "start_icon", x=(42, 147), h=168, adv=False)
        s.add(name, None, TV, "title", click=True, x=(189, 1017), h=84, adv=False)
        s.at((189, 1017, s.y + 84, s.y + 147), sub, None, TV, "description")
        s.y += 168
    t.step(t.back(), s)
    b4 = b3[:3] + [("Recipe: Shakshuka", "seriouseats.com")] + b3[3:]
    t.step(t.click("Mobile bookmarks"), ch_list(t, b4))
    s = t.scr()
    s.add(None, "Home", IB, "home_button", click=True, x=(0, 126), h=147, adv=False)
    s.add("tabuademares.com/pt/lisboa/cascais", None, ET, "url_bar", click=True, x=(147, 786), h=147, adv=False)
    s.add(None, "Switch or close tabs", IB, "tab_switcher_button", click=True, x=(786, 912), h=147, adv=False)
    s.add(None, "Customize and control Google Chrome", IB, "menu_button", click=True, x=(912, 1038), h=147)
    for line in ("Tábua de Marés", "Cascais, Lisboa", "Marés para hoje: quinta-feira, 17 de outubro de 2024",
                 "Preia-mar 03:41 · 3,2 m", "Baixa-mar 09:58 · 0,9 m", "Preia-mar 16:12 · 3,1 m",
                 "Baixa-mar 22:20 · 1,0 m", "Nascer do sol 07:48", "Pôr do sol 18:53", "Coeficiente: 78 (alto)",
                 "Ver próximos 7 dias"):
        s.add(line, None, V if line != "Ver próximos 7 dias" else BTN, None, click=line == "Ver próximos 7 dias",
              x=(42, 1038), h=105)
    t.step(t.click("Tide table Cascais"), s)
    emit("h8-android-07", t, True, 8, "deleted item reappears")


# ============================================================================ Files (DocumentsUI)
FPKG = "com.google.android.documentsui"


def f_list(t: Traj, title: str, items: list[tuple[str, str, str]], sel: tuple[str, ...] | None = None,
           sort_chip: str | None = None, menu: tuple[str, ...] = ()) -> Screen:
    """items: (name, date, size or '' for a folder)."""
    s = t.scr()
    if sel:
        s.add(None, "Done", IB, None, click=True, x=(0, 147), h=168, adv=False)
        s.add(f"{len(sel)} selected", None, TV, "action_bar_title", x=(189, 620), h=168, adv=False)
        s.add(None, "Share", IB, "action_menu_share", click=True, x=(660, 786), h=168, adv=False)
        s.add(None, "Delete", IB, "action_menu_delete", click=True, x=(786, 912), h=168, adv=False)
    else:
        s.add(None, "Show roots", IB, None, click=True, x=(0, 147), h=168, adv=False)
        s.add(title, None, TV, "toolbar_title", x=(189, 620), h=168, adv=False)
        s.add(None, "Search", IB, "option_menu_search", click=True, x=(660, 786), h=168, adv=False)
        s.add(None, "Grid view", IB, "option_menu_grid", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    if sort_chip:
        s.add(sort_chip, "Sort by", TV, "sort_dimen_dropdown", click=True, x=(42, 600), h=126)
    for name, date, size in items:
        if sel is not None:
            s.add(None, None, CB, "icon_check", checked=name in sel, click=True, x=(42, 147), h=189, adv=False)
        else:
            s.add(None, "Folder" if not size else None, IV, "icon_mime", x=(42, 147), h=189, adv=False)
        s.add(name, None, TV, "android:id/title", click=True, x=(189, 1038), h=105, adv=False)
        s.at((189, 600, s.y + 105, s.y + 168), date, None, TV, "date")
        if size:
            s.at((620, 1038, s.y + 105, s.y + 168), size, None, TV, "size")
        s.y += 189
    if menu:
        for i, m in enumerate(menu):
            s.at((560, 1038, 150 + 126 * i, 276 + 126 * i), m, None, TV, "android:id/title", click=True)
    return s


def f_dialog(t: Traj, title: str, value: str) -> Screen:
    s = t.scr()
    s.gap(700)
    s.add(title, None, TV, "alertTitle", x=(84, 996), h=147)
    s.add(value, None, ET, "android:id/text1", click=True, x=(84, 996), h=147)
    s.add("Cancel", None, BTN, "android:id/button2", click=True, x=(560, 770), h=126, adv=False)
    s.add("OK", None, BTN, "android:id/button1", click=True, x=(790, 996), h=126)
    return s


def f_roots(t: Traj) -> Screen:
    s = t.scr()
    s.add("Files", None, TV, "drawer_title", x=(42, 800), h=168)
    for r, sub in (("Recent", None), ("Images", None), ("Videos", None), ("Audio", None), ("Documents", None),
                   ("Downloads", None), ("Pixel 7", "38.2 GB free")):
        s.add(r, None, TV, "android:id/title", click=True, x=(189, 800), h=84 if sub else 147, adv=not sub)
        if sub:
            s.add(sub, None, TV, "android:id/summary", x=(189, 800), h=63)
    return s


def files_bad_05() -> None:
    """h8-android-05 Files: IMG_2041.jpg (2.4 MB, Oct 3) renamed to receipt_march.jpg at T5 (listed so at T5 and in Images at T7); BAD T9: after re-sorting Images by size the same 2.4 MB Oct 3 file is listed as IMG_2041.jpg again."""
    t = Traj(9, 48, FPKG, 93)
    dl = [("boarding_pass_LH431.pdf", "Sep 28", "184 kB"), ("IMG_2041.jpg", "Oct 3", "2.4 MB"),
          ("IMG_2042.jpg", "Oct 3", "2.6 MB"), ("invoice_0931.pdf", "Sep 30", "96 kB"),
          ("lease_scan.pdf", "Aug 14", "3.1 MB"), ("podcast_ep112.mp3", "Oct 1", "48.2 MB"),
          ("Screenshot_20241002-181544.png", "Oct 2", "1.1 MB"), ("setup_notes.txt", "Sep 19", "3 kB"),
          ("wallpaper_fjord.jpg", "Sep 22", "5.8 MB")]
    t.start(f_list(t, "Downloads", dl))
    t.step(t.lp("IMG_2041.jpg"), f_list(t, "Downloads", dl, sel=("IMG_2041.jpg",)))
    menu = ("Open with", "Select all", "Copy to…", "Move to…", "Compress", "Rename", "Get info")
    t.step(t.click("More options"), f_list(t, "Downloads", dl, sel=("IMG_2041.jpg",), menu=menu))
    t.step(t.click("Rename"), f_dialog(t, "Rename", "IMG_2041.jpg"))
    t.step(t.type("receipt_march.jpg", "IMG_2041.jpg"), f_dialog(t, "Rename", "receipt_march.jpg"))
    dl2 = sorted([("receipt_march.jpg", d, z) if n == "IMG_2041.jpg" else (n, d, z) for n, d, z in dl],
                 key=lambda r: r[0].lower())
    t.step(t.click("OK"), f_list(t, "Downloads", dl2))
    t.step(t.click("Show roots"), f_roots(t))
    imgs = [("PXL_20241016_174455.jpg", "Oct 16", "3.9 MB"), ("PXL_20241015_082301.jpg", "Oct 15", "4.2 MB"),
            ("PXL_20241012_195030.jpg", "Oct 12", "3.4 MB"), ("IMG_2042.jpg", "Oct 3", "2.6 MB"),
            ("receipt_march.jpg", "Oct 3", "2.4 MB"), ("Screenshot_20241002-181544.png", "Oct 2", "1.1 MB"),
            ("wallpaper_fjord.jpg", "Sep 22", "5.8 MB"), ("PXL_20240918_134412.jpg", "Sep 18", "4.8 MB"),
            ("Screenshot_20240915-092210.png", "Sep 15", "640 kB")]
    t.step(t.click("Images"), f_list(t, "Images", imgs, sort_chip="Date modified (newest first)"))
    s = f_list(t, "Images", imgs, sort_chip="Date modified (newest first)")
    for i, opt in enumerate(("File name (A to Z)", "File name (Z to A)", "Date modified (oldest first)",
                             "Date modified (newest first)", "Size (smallest first)", "Size (largest first)")):
        s.at((0, W, 1300 + 147 * i, 1447 + 147 * i), opt, None, RB, "sort_option", checked=(opt == "Date modified (newest first)"), click=True)
    t.step(t.click("Sort by"), s)

    def mb(z: str) -> float:
        v, u = z.split()
        return float(v) * (1024 if u == "MB" else 1)

    bysize = sorted(imgs, key=lambda r: -mb(r[2]))
    bysize = [("IMG_2041.jpg", d, z) if n == "receipt_march.jpg" else (n, d, z) for n, d, z in bysize]
    t.step(t.click("Size (largest first)"), f_list(t, "Images", bysize, sort_chip="Size (largest first)"))
    emit("h8-android-05", t, True, 9, "renamed item under old name")


def files_clean_11() -> None:
    """h8-android-11 Files (clean): create folder 'Insurance', move insurance_policy.pdf and warranty_tv.pdf into it; Documents loses the two files, the folder's modified time moves to the move time, the folder lists both."""
    t = Traj(15, 3, FPKG, 36)
    docs = [("Invoices", "Sep 30", ""), ("cv_2024.pdf", "Mar 2", "212 kB"), ("flat_inventory.xlsx", "Jul 11", "48 kB"),
            ("insurance_policy.pdf", "May 20", "1.3 MB"), ("meeting_notes.docx", "Oct 14", "27 kB"),
            ("passport_scan.pdf", "Jan 8", "2.2 MB"), ("tax_return_2023.pdf", "Jun 28", "640 kB"),
            ("warranty_tv.pdf", "Nov 25, 2023", "380 kB")]
    t.start(f_list(t, "Documents", docs))
    t.step(t.click("More options"), f_list(t, "Documents", docs, menu=("New folder", "Select all", "Show hidden files")))
    t.step(t.click("New folder"), f_dialog(t, "New folder", "Folder name"))
    t.step(t.type("Insurance", "Folder name"), f_dialog(t, "New folder", "Insurance"))
    t.pre()
    created = t.ampm()
    docs2 = [("Insurance", created, "")] + docs
    s = f_list(t, "Documents", docs2)
    t.step(t.click("OK"), s)
    sel = ("insurance_policy.pdf",)
    t.step(t.lp("insurance_policy.pdf"), f_list(t, "Documents", docs2, sel=sel))
    sel = ("insurance_policy.pdf", "warranty_tv.pdf")
    t.step(t.click("warranty_tv.pdf"), f_list(t, "Documents", docs2, sel=sel))
    t.step(t.click("More options"), f_list(t, "Documents", docs2, sel=sel,
                                           menu=("Open with", "Select all", "Copy to…", "Move to…", "Compress", "Get info")))

    def picker(where: str, rows: list[tuple[str, str, str]]) -> Screen:
        s = t.scr()
        s.add(None, "Show roots", IB, None, click=True, x=(0, 147), h=168, adv=False)
        s.add(where, None, TV, "toolbar_title", x=(189, 700), h=168)
        if not rows:
            s.add("No items", None, TV, "message", x=(300, 780), h=147)
        for name, date, size in rows:
            s.add(None, "Folder" if not size else None, IV, "icon_mime", x=(42, 147), h=189, adv=False)
            s.add(name, None, TV, "android:id/title", click=not size, x=(189, 1038), h=105, adv=False)
            s.at((189, 600, s.y + 105, s.y + 168), date, None, TV, "date")
            s.y += 189
        s.at((560, 780, 2130, 2256), "Cancel", None, BTN, "button2", click=True)
        s.at((800, 1038, 2130, 2256), "Move", None, BTN, "button1", click=True)
        return s

    t.step(t.click("Move to…"), picker("Documents", docs2))
    t.step(t.click("Insurance"), picker("Insurance", []))
    t.pre()
    moved = t.ampm()
    rest = [("Insurance", moved, "")] + [d for d in docs if d[0] not in sel]
    s = f_list(t, "Documents", rest)
    t.step(t.click("Move"), s)
    t.step(t.click("Insurance"), f_list(t, "Insurance", [d for d in docs if d[0] in sel]))
    emit("h8-android-11", t)


# ============================================================================ Markor
MKPKG = "net.gsantner.markor"
MK_PATH = "/storage/emulated/0/Documents/markor"


def mk_size(text: str) -> str:
    n = len(text.encode("utf-8"))
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


def mk_list(t: Traj, files: list[dict[str, Any]], order: str = "name", sel: str | None = None) -> Screen:
    s = t.scr()
    if sel:
        s.add(None, "Done", IB, None, click=True, x=(0, 147), h=168, adv=False)
        s.add("1", None, TV, "action_bar_title", x=(189, 400), h=168, adv=False)
        for i, a in enumerate(("Share", "Move", "Rename", "Delete")):
            s.add(None, a, IB, f"action_{a.lower()}", click=True, x=(408 + 126 * i, 534 + 126 * i), h=168, adv=False)
        s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    else:
        s.add("Notebook", None, TV, "toolbar_title", x=(42, 600), h=168, adv=False)
        s.add(None, "Search", IB, "action_search", click=True, x=(660, 786), h=168, adv=False)
        s.add(None, "Sort by", IB, "action_sort", click=True, x=(786, 912), h=168, adv=False)
        s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add(MK_PATH, None, TV, "ui__filesystem_dialog__title", x=(42, 1038), h=84)
    key = (lambda f: f["name"].lower()) if order == "name" else (lambda f: -f["m"])
    for f in sorted(files, key=key):
        s.add(None, None, IV, "ui__filesystem_item__image", checked=(f["name"] == sel), x=(42, 147), h=168, adv=False)
        s.add(f["name"], None, TV, "ui__filesystem_item__title", click=True, x=(189, 1038), h=98, adv=False)
        s.at((189, 1038, s.y + 98, s.y + 154), f"{f['when']}  ·  {mk_size(f['text'])}", None, TV, "ui__filesystem_item__description")
        s.y += 168
    if not sel:
        s.at((840, 1017, 1890, 2067), None, "Create a new file", IB, "fab_add_new_item", click=True)
    for i, tab in enumerate(("Notebook", "To-Do", "QuickNote", "More")):
        s.at((270 * i, 270 * (i + 1), 2190, 2337), tab, None, TV, "nav_" + tab.lower().replace("-", ""), checked=(tab == "Notebook"), click=True)
    return s


def mk_edit(t: Traj, name: str, text: str | None) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(name, None, TV, "toolbar_title", x=(168, 500), h=168, adv=False)
    for i, a in enumerate(("Undo", "Redo", "Save", "View mode")):
        s.add(None, a, IB, f"action_{a.lower().replace(' ', '_')}", click=True, x=(408 + 126 * i, 534 + 126 * i), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add(text, None, ET, "document__fragment__edit__highlighting_editor", click=True, x=(0, W), h=1780)
    for i, a in enumerate(("Header", "Bold", "Italic", "Unordered list", "Checkbox", "Insert link", "Insert image")):
        s.at((154 * i, 154 * (i + 1), 2190, 2337), None, a, IB, "document__fragment__edit__textmodule_actions_bar_item", click=True)
    return s


TRIP = """# Lisbon trip

## Bookings
- Flight TP1351 Fri 08:40
- Hotel: Casa do Bairro, 3 nights
- Ferry to Cacilhas (no booking)

## To see
- Tram 28
- LX Factory
- Pastéis de Belém
"""


def markor_bad_12() -> None:
    """h8-android-12 Markor: '- Miradouro da Senhora do Monte' appended to trip-lisbon.md (T3), saved (T4), listing shows the new size/time (T5); BAD T10: reopening trip-lisbon.md shows the old text without the added line."""
    t = Traj(16, 18, MKPKG, 71)
    files = [
        {"name": "groceries.md", "when": "Oct 16, 2024 19:40", "m": 5, "text": "# Groceries\n- [ ] eggs\n- [ ] oat milk\n- [x] bread\n- [ ] coriander\n"},
        {"name": "ideas.md", "when": "Oct 2, 2024 22:11", "m": 2, "text": "# Ideas\n\n- Weekend photo walk in Alfama\n- Build a bird feeder with Inês\n- Learn 10 fado songs on guitar\n- Try the 5-minute journal\n"},
        {"name": "meeting-2024-10-14.md", "when": "Oct 14, 2024 10:52", "m": 3, "text": "# Sync 14 Oct\n\nAttendees: Ana, Rui, Marta\n\n- Release 2.3 moved to 28 Oct\n- Rui owns crash triage\n"},
        {"name": "QuickNote.md", "when": "Oct 15, 2024 08:03", "m": 4, "text": "wifi guest pw: laranja-42\ncall back Dr Ruiz\n"},
        {"name": "reading-list.md", "when": "Sep 21, 2024 21:37", "m": 1, "text": "# Reading list\n1. The Dispossessed\n2. Piranesi\n3. Blindness (Saramago)\n"},
        {"name": "todo.txt", "when": "Oct 16, 2024 07:55", "m": 6, "text": "(A) 2024-10-15 Call insurance about claim +home @phone\n2024-10-16 Buy descaler +kitchen @errands\nx 2024-10-14 2024-10-10 Renew library card @errands\n(B) 2024-10-16 Book car service +car\n"},
        {"name": "trip-lisbon.md", "when": "Oct 12, 2024 18:06", "m": 0, "text": TRIP},
    ]
    trip = files[-1]
    t.start(mk_list(t, files))
    t.step(t.click("trip-lisbon.md"), mk_edit(t, "trip-lisbon.md", TRIP))
    t.step(t.click("res:document__fragment__edit__highlighting_editor"), mk_edit(t, "trip-lisbon.md", TRIP))
    new = TRIP + "- Miradouro da Senhora do Monte"
    t.step(t.type("- Miradouro da Senhora do Monte", "res:document__fragment__edit__highlighting_editor"),
           mk_edit(t, "trip-lisbon.md", new))
    t.step(t.click("Save"), mk_edit(t, "trip-lisbon.md", new))
    t.pre()
    trip["text"] = new
    trip["when"] = f"Oct 17, 2024 {t.hhmm()}"
    t.step(t.back(), mk_list(t, files))
    t.step(t.click("ideas.md"), mk_edit(t, "ideas.md", files[1]["text"]))
    t.step(t.back(), mk_list(t, files))
    t.step(t.click("todo.txt"), mk_edit(t, "todo.txt", files[5]["text"]))
    t.step(t.back(), mk_list(t, files))
    t.step(t.click("trip-lisbon.md"), mk_edit(t, "trip-lisbon.md", TRIP))
    emit("h8-android-12", t, True, 10, "file content lost")


def markor_clean_13() -> None:
    """h8-android-13 Markor (clean, sorted by last modified): new file packing-list.md is created, filled, and jumps to the top; it is then renamed to packing-list-lisbon.md (same time/size) and reopened under the new name."""
    t = Traj(20, 33, MKPKG, 52)
    files = [
        {"name": "book-notes-piranesi.md", "when": "Oct 17, 2024 19:02", "m": 9, "text": "# Piranesi\n- the House is infinite\n- the Other = Ketterley\n"},
        {"name": "todo.txt", "when": "Oct 17, 2024 08:10", "m": 8, "text": "(A) Pay electricity bill +home\nBook dentist @phone\n"},
        {"name": "QuickNote.md", "when": "Oct 16, 2024 13:27", "m": 7, "text": "locker code 2291\n"},
        {"name": "budget-october.md", "when": "Oct 9, 2024 21:15", "m": 6, "text": "| item | € |\n|---|---|\n| rent | 850 |\n| food | 320 |\n| transport | 40 |\n"},
        {"name": "workout-plan.md", "when": "Sep 30, 2024 06:48", "m": 5, "text": "Mon: run 5k\nWed: legs\nFri: swim 1k\n"},
        {"name": "gift-ideas.md", "when": "Sep 12, 2024 22:03", "m": 4, "text": "- Inês: watercolour set\n- Dad: fado vinyl\n"},
        {"name": "wifi-setup.md", "when": "Aug 28, 2024 17:40", "m": 3, "text": "router admin: 192.168.1.1\nchannel 36 for 5 GHz\n"},
    ]
    t.start(mk_list(t, files, order="date"))

    def newfile(name: str | None) -> Screen:
        s = t.scr()
        s.gap(560)
        s.add("New file", None, TV, "alertTitle", x=(84, 996), h=147)
        s.add(name or "Name", None, ET, "new_file_dialog__name", click=True, x=(84, 996), h=147)
        s.add("Markdown", None, TV, "new_file_dialog__type", click=True, x=(84, 996), h=126)
        s.add("Empty file", None, TV, "new_file_dialog__template", click=True, x=(84, 996), h=126)
        s.add("Cancel", None, BTN, "android:id/button2", click=True, x=(560, 770), h=126, adv=False)
        s.add("OK", None, BTN, "android:id/button1", click=True, x=(790, 996), h=126)
        return s

    t.step(t.click("Create a new file"), newfile(None))
    t.step(t.type("packing-list", "Name"), newfile("packing-list"))
    t.step(t.click("OK"), mk_edit(t, "packing-list.md", None))
    body = "# Packing list\n- passport\n- charger\n- swim shorts\n- sunscreen"
    t.step(t.type(body, "res:document__fragment__edit__highlighting_editor"), mk_edit(t, "packing-list.md", body))
    t.pre()
    pk = {"name": "packing-list.md", "when": f"Oct 17, 2024 {t.hhmm()}", "m": 10, "text": body}
    files.append(pk)
    t.step(t.back(), mk_list(t, files, order="date"))
    t.step(t.lp("packing-list.md"), mk_list(t, files, order="date", sel="packing-list.md"))

    def rename(v: str) -> Screen:
        s = t.scr()
        s.gap(700)
        s.add("Rename", None, TV, "alertTitle", x=(84, 996), h=147)
        s.add(v, None, ET, "android:id/edit", click=True, x=(84, 996), h=147)
        s.add("Cancel", None, BTN, "android:id/button2", click=True, x=(560, 770), h=126, adv=False)
        s.add("OK", None, BTN, "android:id/button1", click=True, x=(790, 996), h=126)
        return s

    t.step(t.click("Rename"), rename("packing-list.md"))
    t.step(t.type("packing-list-lisbon.md", "packing-list.md"), rename("packing-list-lisbon.md"))
    pk["name"] = "packing-list-lisbon.md"
    t.step(t.click("OK"), mk_list(t, files, order="date"))
    t.step(t.click("packing-list-lisbon.md"), mk_edit(t, "packing-list-lisbon.md", body))
    emit("h8-android-13", t)


# ============================================================================ Simple Gallery
SGPKG = "com.simplemobiletools.gallery.pro"


def sg_folders(t: Traj, dirs: list[tuple[str, int]]) -> Screen:
    s = t.scr()
    s.add("Search folders", None, ET, "top_toolbar_search", click=True, x=(42, 660), h=147, adv=False)
    s.add(None, "Sort by", IB, "sort", click=True, x=(660, 786), h=147, adv=False)
    s.add(None, "Change view type", IB, "change_view_type", click=True, x=(786, 912), h=147, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=147)
    top = s.y + 21
    for i, (name, n) in enumerate(dirs):
        r, c = divmod(i, 3)
        x0, y0 = 14 + 355 * c, top + 430 * r
        s.at((x0, x0 + 341, y0, y0 + 341), None, None, IV, "dir_thumbnail", click=True)
        s.at((x0, x0 + 341, y0 + 341, y0 + 389), name, None, TV, "dir_name", click=True)
        s.at((x0, x0 + 341, y0 + 389, y0 + 425), str(n), None, TV, "photo_cnt")
    return s


def sg_media(t: Traj, title: str, files: list[str], sel: tuple[str, ...] | None = None, total: int = 0) -> Screen:
    s = t.scr()
    if sel is not None:
        s.add(None, "Done", IB, None, click=True, x=(0, 147), h=168, adv=False)
        s.add(f"{len(sel)} / {total}", None, TV, "action_bar_title", x=(189, 500), h=168, adv=False)
        for i, a in enumerate(("Share", "Delete", "Properties")):
            s.add(None, a, IB, f"cab_{a.lower()}", click=True, x=(534 + 126 * i, 660 + 126 * i), h=168, adv=False)
    else:
        s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
        s.add(title, None, TV, "toolbar_title", x=(189, 600), h=168, adv=False)
        s.add(None, "Sort by", IB, "sort", click=True, x=(660, 786), h=168, adv=False)
        s.add(None, "Change view type", IB, "toggle_filename", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    top = s.y
    for i, f in enumerate(files[:18]):
        r, c = divmod(i, 3)
        x0, y0 = 4 + 358 * c, top + 358 * r
        s.at((x0, x0 + 354, y0, y0 + 354), None, f, IV, "medium_thumbnail", checked=bool(sel) and f in sel, click=True)
    return s


def gallery_bad_14() -> None:
    """h8-android-14 Simple Gallery: Camera has 47 items (T0); 2 photos moved to the Recycle Bin at T5; BAD T6: the folder grid shows Camera 46 (should be 45) while the new Recycle Bin tile correctly shows 2."""
    t = Traj(12, 5, SGPKG, 66)
    dirs = [("Camera", 47), ("Screenshots", 126), ("WhatsApp Images", 312), ("Download", 18), ("Instagram", 54),
            ("Pictures", 9), ("Movies", 3)]
    cam = [f"IMG_202410{d:02d}_{h:02d}{m:02d}{sec:02d}.jpg" for d, h, m, sec in (
        (16, 18, 35, 12), (16, 18, 35, 8), (15, 12, 19, 44), (15, 12, 19, 40), (14, 20, 2, 51), (13, 9, 47, 3),
        (13, 9, 46, 58), (12, 17, 30, 21), (12, 17, 29, 59), (11, 13, 5, 10), (10, 8, 14, 37), (9, 19, 51, 2),
        (9, 19, 50, 45), (7, 11, 22, 16), (6, 16, 40, 9), (5, 10, 3, 55), (5, 10, 3, 41), (4, 21, 17, 28),
        (3, 15, 9, 6), (2, 7, 58, 33))]
    t.start(sg_folders(t, dirs))
    t.step(t.click("Camera"), sg_media(t, "Camera", cam))
    t.step(t.lp(cam[0]), sg_media(t, "Camera", cam, sel=(cam[0],), total=47))
    t.step(t.click(cam[1]), sg_media(t, "Camera", cam, sel=(cam[0], cam[1]), total=47))
    s = sg_media(t, "Camera", cam, sel=(cam[0], cam[1]), total=47)
    s.at((84, 996, 980, 1190), "Are you sure you want to move 2 items into the Recycle Bin?", None, TV, "confirm_delete_message")
    s.at((560, 770, 1210, 1336), "No", None, BTN, "android:id/button2", click=True)
    s.at((790, 996, 1210, 1336), "Yes", None, BTN, "android:id/button1", click=True)
    t.step(t.click("Delete"), s)
    t.step(t.click("Yes"), sg_media(t, "Camera", cam[2:]))
    t.step(t.back(), sg_folders(t, [("Camera", 46)] + dirs[1:] + [("Recycle Bin", 2)]))
    t.step(t.click("Recycle Bin"), sg_media(t, "Recycle Bin", cam[:2]))
    emit("h8-android-14", t, True, 6, "count does not follow")


# ============================================================================ Broccoli
BRPKG = "com.flauschcode.broccoli"


def br_list(t: Traj, recipes: list[tuple[str, str]]) -> Screen:
    s = t.scr()
    s.add(None, "Open navigation drawer", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Recipes", None, TV, "toolbar_title", x=(189, 700), h=168, adv=False)
    s.add(None, "Search", IB, "action_search", click=True, x=(912, 1038), h=168)
    for title, desc in sorted(recipes, key=lambda r: r[0].lower()):
        s.add(None, None, IV, "recipe_image", x=(0, 300), h=230, adv=False)
        s.add(title, None, TV, "recipe_title", click=True, x=(320, 1038), h=105, adv=False)
        s.at((320, 1038, s.y + 105, s.y + 210), desc, None, TV, "recipe_description")
        s.y += 242
    s.at((840, 1017, 2050, 2227), None, "Add recipe", IB, "fab", click=True)
    return s


def br_form(t: Traj, heading: str, v: dict[str, str]) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(heading, None, TV, "toolbar_title", x=(189, 700), h=168, adv=False)
    s.add(None, "Save", IB, "action_save", click=True, x=(912, 1038), h=168)
    s.add(None, "Add image", IV, "recipe_image", click=True, x=(0, W), h=420)
    for key, hint, h in (("title", "Title", 147), ("description", "Description", 147), ("servings", "Servings", 147),
                         ("time", "Preparation time", 147), ("source", "Source", 147)):
        s.add(v.get(key) or hint, None, ET, "new_" + key, click=True, x=(42, 1038), h=h)
    s.add("Categories", None, TV, "new_categories", click=True, x=(42, 1038), h=126)
    s.add(v.get("ingredients") or "Ingredients", None, ET, "new_ingredients", click=True, x=(42, 1038), h=336)
    s.add(v.get("directions") or "Directions", None, ET, "new_directions", click=True, x=(42, 1038), h=336)
    return s


def br_detail(t: Traj, v: dict[str, str]) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(None, "Cooking assistant", IB, "action_cook", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Edit", IB, "action_edit", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add(None, "Recipe image", IV, "recipe_image", x=(0, W), h=420)
    s.add(v["title"], None, TV, "recipe_details_title", x=(42, 1038), h=126)
    s.add(v["description"], None, TV, "recipe_details_description", x=(42, 1038), h=105)
    s.add(v["servings"], "Servings", TV, "recipe_details_servings", x=(42, 520), h=105, adv=False)
    s.add(v["time"], "Preparation time", TV, "recipe_details_preparation_time", x=(560, 1038), h=105)
    s.add("Ingredients", None, TV, "recipe_details_ingredients_title", x=(42, 1038), h=105)
    for ing in v["ingredients"].split("\n"):
        s.add(ing, None, TV, "ingredient_text", x=(84, 1038), h=84)
    s.add("Directions", None, TV, "recipe_details_directions_title", x=(42, 1038), h=105)
    for i, d in enumerate(v["directions"].split("\n"), 1):
        s.add(f"{i}. {d}", None, TV, "direction_text", x=(84, 1038), h=105)
    return s


def broccoli_clean_15() -> None:
    """h8-android-15 Broccoli (clean): new recipe 'Caldo verde' (4 servings) is saved, then edited to 6 servings; detail shows 6 afterwards and the recipe list gains it in alphabetical position."""
    t = Traj(18, 40, BRPKG, 45)
    recipes = [("Banana bread", "Moist loaf, uses overripe bananas"), ("Chana masala", "Chickpea curry, weeknight version"),
               ("Lemon risotto", "Creamy, with parmesan and zest"), ("Miso ramen", "Quick broth, soft eggs"),
               ("Overnight oats", "Oats, yogurt, berries"), ("Pad kra pao", "Thai basil pork with fried egg"),
               ("Shakshuka", "Eggs poached in spiced tomato sauce")]
    t.start(br_list(t, recipes))
    v: dict[str, str] = {}
    t.step(t.click("Add recipe"), br_form(t, "New recipe", v))
    for key, hint, val in (("title", "Title", "Caldo verde"), ("description", "Description", "Portuguese kale and potato soup"),
                           ("servings", "Servings", "4"), ("time", "Preparation time", "40 min"),
                           ("ingredients", "Ingredients", "500 g potatoes\n200 g kale, finely shredded\n1 chouriço\n1 onion\n2 garlic cloves\nOlive oil"),
                           ("directions", "Directions", "Simmer potatoes, onion and garlic until soft\nBlend, add kale, cook 5 minutes\nServe with sliced fried chouriço and a drizzle of oil")):
        v[key] = val
        t.step(t.type(val, hint), br_form(t, "New recipe", v))
    t.step(t.click("Save"), br_detail(t, v))
    t.step(t.click("Edit"), br_form(t, "Edit recipe", v))
    v["servings"] = "6"
    t.step(t.type("6", "res:new_servings"), br_form(t, "Edit recipe", v))
    t.step(t.click("Save"), br_detail(t, v))
    t.step(t.back(), br_list(t, recipes + [("Caldo verde", "Portuguese kale and potato soup")]))
    emit("h8-android-15", t)


# ============================================================================ Pro Expense
PEPKG = "com.arduia.expense"
CATS = ("Food", "Home", "Transportation", "Healthcare", "Clothes", "Entertainment", "Utilities", "Education", "Other")


def pe_home(t: Traj, items: list[dict[str, Any]], total: float | None = None) -> Screen:
    s = t.scr()
    s.add(None, "Open drawer", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Expense", None, TV, "toolbar_title", x=(189, 700), h=168)
    s.add("This Week", None, TV, "tv_week_label", x=(63, 600), h=84)
    tot = sum(i["amt"] for i in items) if total is None else total
    s.add(f"${tot:,.2f}", None, TV, "tv_total_cost", x=(63, 800), h=147)
    s.add(None, "Weekly expense graph", V, "graph", x=(42, 1038), h=380)
    s.add("Recent", None, TV, "tv_recent", x=(63, 600), h=105, adv=False)
    s.add("More", None, BTN, "btn_more", click=True, x=(860, 1038), h=105)
    for it in items:
        if s.y > 2000:
            break
        s.add(it["name"], None, TV, "tv_name", click=True, x=(63, 760), h=84, adv=False)
        s.add(f"${it['amt']:.2f}", None, TV, "tv_amount", x=(780, 1017), h=84)
        s.add(f"{it['cat']} · {it['date']}", None, TV, "tv_date", x=(63, 760), h=63)
        s.gap(21)
    s.at((840, 1017, 2050, 2227), None, "Add", IB, "fb_main_add", click=True)
    return s


def pe_form(t: Traj, heading: str, v: dict[str, Any]) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(heading, None, TV, "toolbar_title", x=(189, 800), h=168)
    s.add(v.get("name") or "Name", None, ET, "edt_name", click=True, x=(63, 1017), h=168)
    s.add(v.get("amount") or "Amount", None, ET, "edt_amount", click=True, x=(63, 1017), h=168)
    s.add("Category", None, TV, None, x=(63, 1017), h=84)
    for i, c in enumerate(CATS):
        r, col = divmod(i, 3)
        s.at((63 + 318 * col, 363 + 318 * col, s.y + 105 * r, s.y + 105 * r + 94), c, None, RB, "rb_category",
             checked=(v.get("cat") == c), click=True)
    s.y += 105 * 3 + 21
    s.add(v["date"], None, TV, "tv_date", click=True, x=(63, 1017), h=126)
    s.add(v.get("note") or "Note", None, ET, "edt_note", click=True, x=(63, 1017), h=210)
    s.add("Save", None, BTN, "btn_save", click=True, x=(63, 1017), h=147)
    return s


def pe_detail(t: Traj, it: dict[str, Any], confirm: bool = False) -> Screen:
    s = t.scr()
    s.gap(1180)
    s.add(None, "Close", IB, "btn_drop", click=True, x=(912, 1038), h=126)
    s.add(it["name"], None, TV, "tv_name", x=(63, 1017), h=126)
    s.add(f"${it['amt']:.2f}", None, TV, "tv_amount", x=(63, 1017), h=147)
    s.add(it["cat"], None, TV, "tv_category", x=(63, 1017), h=105)
    s.add(it["full"], None, TV, "tv_date", x=(63, 1017), h=105)
    s.add(it.get("note") or "No note", None, TV, "tv_note", x=(63, 1017), h=105)
    s.add("Edit", None, BTN, "btn_edit", click=True, x=(63, 520), h=147, adv=False)
    s.add("Delete", None, BTN, "btn_delete", click=True, x=(560, 1017), h=147)
    if confirm:
        s.at((84, 996, 900, 1040), "Are you sure you want to delete this record?", None, TV, "android:id/message")
        s.at((560, 770, 1050, 1176), "Cancel", None, BTN, "android:id/button2", click=True)
        s.at((790, 996, 1050, 1176), "Confirm", None, BTN, "android:id/button1", click=True)
    return s


def expense_bad_16() -> None:
    """h8-android-16 Pro Expense: week total 186.40 (T0) -> 200.90 after Coffee beans $14.50 (T5, correct); BAD T10: after adding Parking $3.20 the total reads $205.10 instead of $204.10 (list items are right)."""
    t = Traj(10, 50, PEPKG, 79)
    items = [{"name": "Groceries Pingo Doce", "amt": 42.18, "cat": "Food", "date": "16 Oct"},
             {"name": "Uber", "amt": 12.40, "cat": "Transportation", "date": "16 Oct"},
             {"name": "Electric bill", "amt": 64.90, "cat": "Utilities", "date": "15 Oct"},
             {"name": "Lunch with Ana", "amt": 23.70, "cat": "Food", "date": "15 Oct"},
             {"name": "Pharmacy", "amt": 8.95, "cat": "Healthcare", "date": "14 Oct"},
             {"name": "Gym", "amt": 34.27, "cat": "Entertainment", "date": "14 Oct"}]
    t.start(pe_home(t, items))
    v: dict[str, Any] = {"date": "Thu, 17 Oct 2024"}
    t.step(t.click("Add"), pe_form(t, "New Expense", v))
    v["name"] = "Coffee beans"
    t.step(t.type("Coffee beans", "Name"), pe_form(t, "New Expense", v))
    v["amount"] = "14.50"
    t.step(t.type("14.50", "Amount"), pe_form(t, "New Expense", v))
    v["cat"] = "Food"
    t.step(t.click("Food"), pe_form(t, "New Expense", v))
    items.insert(0, {"name": "Coffee beans", "amt": 14.50, "cat": "Food", "date": "17 Oct"})
    t.step(t.click("Save"), pe_home(t, items))
    v = {"date": "Thu, 17 Oct 2024"}
    t.step(t.click("Add"), pe_form(t, "New Expense", v))
    v["name"] = "Parking"
    t.step(t.type("Parking", "Name"), pe_form(t, "New Expense", v))
    v["amount"] = "3.20"
    t.step(t.type("3.20", "Amount"), pe_form(t, "New Expense", v))
    v["cat"] = "Transportation"
    t.step(t.click("Transportation"), pe_form(t, "New Expense", v))
    park = {"name": "Parking", "amt": 3.20, "cat": "Transportation", "date": "17 Oct", "full": "Thu, 17 Oct 2024"}
    items.insert(0, park)
    assert abs(sum(i["amt"] for i in items) - 204.10) < 1e-6
    t.step(t.click("Save"), pe_home(t, items, total=205.10))
    t.step(t.click("Parking"), pe_detail(t, park))
    emit("h8-android-16", t, True, 10, "total does not add up")


def expense_clean_17() -> None:
    """h8-android-17 Pro Expense (clean): Dinner Tasca edited 31.50 -> 36.50 (total 251.35 -> 256.35); a delete of Cinema is first cancelled (nothing changes), then confirmed (total 245.40, row gone)."""
    t = Traj(22, 4, PEPKG, 33)
    items = [{"name": "Rent share", "amt": 150.00, "cat": "Home", "date": "17 Oct", "full": "Thu, 17 Oct 2024"},
             {"name": "Bus pass", "amt": 40.00, "cat": "Transportation", "date": "16 Oct", "full": "Wed, 16 Oct 2024"},
             {"name": "Dinner Tasca", "amt": 31.50, "cat": "Food", "date": "15 Oct", "full": "Tue, 15 Oct 2024", "note": "with Rui and Bea"},
             {"name": "Books", "amt": 18.90, "cat": "Education", "date": "14 Oct", "full": "Mon, 14 Oct 2024"},
             {"name": "Cinema", "amt": 10.95, "cat": "Entertainment", "date": "14 Oct", "full": "Mon, 14 Oct 2024"}]
    t.start(pe_home(t, items))
    din = items[2]
    t.step(t.click("Dinner Tasca"), pe_detail(t, din))
    v = {"name": "Dinner Tasca", "amount": "31.50", "cat": "Food", "date": din["full"], "note": din["note"]}
    t.step(t.click("Edit"), pe_form(t, "Edit Expense", v))
    v["amount"] = "36.50"
    t.step(t.type("36.50", "res:edt_amount"), pe_form(t, "Edit Expense", v))
    din["amt"] = 36.50
    assert abs(sum(i["amt"] for i in items) - 256.35) < 1e-6
    t.step(t.click("Save"), pe_home(t, items))
    cin = items[4]
    t.step(t.click("Cinema"), pe_detail(t, cin))
    t.step(t.click("Delete"), pe_detail(t, cin, confirm=True))
    t.step(t.click("Cancel"), pe_detail(t, cin))
    t.step(t.click("Delete"), pe_detail(t, cin, confirm=True))
    items.remove(cin)
    assert abs(sum(i["amt"] for i in items) - 245.40) < 1e-6
    t.step(t.click("Confirm"), pe_home(t, items))
    emit("h8-android-17", t)


# ============================================================================ OpenTracks
OTPKG = "de.dennisguse.opentracks"


def ot_track_bar(s: Screen, name: str, tab: str) -> None:
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(name, None, TV, "toolbar_title", x=(189, 660), h=168, adv=False)
    s.add(None, "Markers", IB, "track_detail_markers", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Share", IB, "track_detail_share", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add("STATISTICS", None, TV, "tab_statistics", checked=(tab == "stats"), click=True, x=(0, 540), h=147, adv=False)
    s.add("CHART", None, TV, "tab_chart", checked=(tab == "chart"), click=True, x=(540, W), h=147)


def ot_stats(t: Traj, name: str, dist: str) -> Screen:
    s = t.scr()
    ot_track_bar(s, name, "stats")
    s.add("Running", None, TV, "stats_activity_type", x=(63, 1017), h=105)
    s.add("Thu, Oct 17, 2024 07:12", None, TV, "stats_start_datetime", x=(63, 1017), h=84)
    rows = (("Distance", dist, "km"), ("Moving time", "28:14", None), ("Total time", "29:40", None),
            ("Avg. moving pace", "5:25", "min/km"), ("Avg. pace", "5:42", "min/km"), ("Fastest pace", "4:38", "min/km"),
            ("Elevation gain", "62", "m"), ("Elevation loss", "61", "m"), ("Max. elevation", "204", "m"),
            ("Min. elevation", "127", "m"))
    for i, (label, val, unit) in enumerate(rows):
        col = i % 2
        x0 = 63 + 492 * col
        s.add(label, None, TV, "stats_label", x=(x0, x0 + 470), h=63, adv=False)
        s.at((x0, x0 + 330, s.y + 63, s.y + 189), val, None, TV, "stats_value")
        if unit:
            s.at((x0 + 330, x0 + 470, s.y + 100, s.y + 189), unit, None, TV, "stats_unit")
        if col == 1:
            s.y += 210
    return s


def opentracks_bad_18() -> None:
    """h8-android-18 OpenTracks: 'Morning run' is 5.21 km in the list (T0) and on its Statistics tab (T1), moving time 28:14, pace 5:25/km; BAD T3: back on Statistics the Distance reads 5.12 km, every other figure unchanged."""
    t = Traj(8, 9, OTPKG, 95)
    tracks = [("Morning run", "running", "Oct 17, 2024", "28:14", "5.21 km"),
              ("Commute bike", "cycling", "Oct 16, 2024", "31:02", "8.74 km"),
              ("Evening walk", "walking", "Oct 15, 2024", "41:37", "3.02 km"),
              ("Tempo run", "running", "Oct 14, 2024", "35:50", "7.05 km"),
              ("Sintra hike", "hiking", "Oct 12, 2024", "4:12:50", "14.6 km"),
              ("Commute bike", "cycling", "Oct 11, 2024", "30:18", "8.71 km"),
              ("Long run", "running", "Oct 6, 2024", "1:04:33", "11.9 km"),
              ("Beach walk", "walking", "Oct 5, 2024", "52:10", "4.48 km")]
    s = t.scr()
    s.add("OpenTracks", None, TV, "toolbar_title", x=(42, 600), h=168, adv=False)
    s.add(None, "Search", IB, "track_list_search", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Markers", IB, "track_list_markers", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    for name, act, date, tm, dist in tracks:
        s.add(None, act, IV, "list_item_icon", x=(42, 168), h=210, adv=False)
        s.add(name, None, TV, "list_item_name", click=True, x=(189, 760), h=84, adv=False)
        s.at((780, 1038, s.y, s.y + 84), dist, None, TV, "list_item_distance")
        s.at((189, 760, s.y + 84, s.y + 147), date, None, TV, "list_item_date")
        s.at((780, 1038, s.y + 84, s.y + 147), tm, None, TV, "list_item_time")
        s.y += 210
    s.at((840, 1017, 2050, 2227), None, "Start recording", IB, "track_list_fab_action", click=True)
    t.start(s)
    t.step(t.click("Morning run"), ot_stats(t, "Morning run", "5.21"))
    s = t.scr()
    ot_track_bar(s, "Morning run", "chart")
    s.add("Elevation (m)", None, TV, "chart_y_label", x=(63, 500), h=84)
    s.add(None, "Chart", V, "chart_view", x=(42, 1038), h=900)
    s.add("0", None, TV, "chart_x_tick", x=(120, 160), h=63, adv=False)
    for k in range(1, 6):
        s.add(str(k), None, TV, "chart_x_tick", x=(120 + 170 * k, 160 + 170 * k), h=63, adv=False)
    s.gap(63)
    s.add("Distance (km)", None, TV, "chart_x_label", x=(400, 700), h=84)
    s.add("Show speed", None, CB, "chart_show_speed", checked=True, click=True, x=(63, 520), h=105, adv=False)
    s.add("Show elevation", None, CB, "chart_show_elevation", checked=True, click=True, x=(540, 1017), h=105)
    t.step(t.click("CHART"), s)
    t.step(t.click("STATISTICS"), ot_stats(t, "Morning run", "5.12"))
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Morning run", None, TV, "toolbar_title", x=(189, 660), h=168)
    for i, opt in enumerate(("Resume", "Edit", "Export", "Delete", "Show on map")):
        s.at((560, 1038, 150 + 147 * i, 297 + 147 * i), opt, None, TV, "android:id/title", click=True)
    t.step(t.click("More options"), s)

    def edit(name: str) -> Screen:
        s = t.scr()
        s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
        s.add("Edit track", None, TV, "toolbar_title", x=(189, 800), h=168)
        s.add("Name", None, TV, None, x=(63, 1017), h=84)
        s.add(name, None, ET, "track_edit_name", click=True, x=(63, 1017), h=147)
        s.add("Activity type", None, TV, None, x=(63, 1017), h=84)
        s.add(None, "running", IV, "track_edit_activity_type_icon", click=True, x=(63, 189), h=147, adv=False)
        s.add("running", None, ET, "track_edit_activity_type", click=True, x=(210, 1017), h=147)
        s.add("Description", None, TV, None, x=(63, 1017), h=84)
        s.add("Monsanto loop, easy", None, ET, "track_edit_description", click=True, x=(63, 1017), h=210)
        s.add("Cancel", None, BTN, "track_edit_cancel", click=True, x=(63, 520), h=147, adv=False)
        s.add("Save", None, BTN, "track_edit_save", click=True, x=(560, 1017), h=147)
        return s

    t.step(t.click("Edit"), edit("Morning run"))
    t.step(t.type("Morning run – Monsanto", "res:track_edit_name"), edit("Morning run – Monsanto"))
    emit("h8-android-18", t, True, 3, "recorded value changes on reread")


# ============================================================================ Joplin
JPKG = "net.cozic.joplin"


def j_list(t: Traj, notes: list[dict[str, Any]]) -> Screen:
    s = t.scr()
    s.add(None, "Side menu", VG, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("All notes", None, TV, None, x=(189, 660), h=168, adv=False)
    s.add(None, "Search", VG, None, click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "Actions", VG, None, click=True, x=(912, 1038), h=168)
    top = [n for n in notes if n["todo"] and not n["done"]]
    rest = [n for n in notes if not (n["todo"] and not n["done"])]
    for n in sorted(top, key=lambda n: n["title"].lower()) + sorted(rest, key=lambda n: n["title"].lower()):
        if n["todo"]:
            s.add(None, n["title"], CB, None, checked=n["done"], click=True, x=(42, 147), h=147, adv=False)
        s.add(n["title"], None, TV, None, click=True, x=(168 if n["todo"] else 42, 1038), h=147)
    s.at((840, 1017, 2050, 2227), None, "Add new", VG, None, click=True)
    return s


GARDEN = "## Beds\n- Bed 1: tomatoes, basil\n- Bed 2: courgettes\n- Herb box: mint, coriander\n\n## Before March\n- [ ] buy compost (3 bags)\n- [ ] fix drip line\n- [x] order seeds"


def j_view(t: Traj, title: str) -> Screen:
    s = t.scr()
    s.add(None, "Back", VG, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(None, "Attach", VG, None, click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Actions", VG, None, click=True, x=(912, 1038), h=168)
    s.add(title, None, TV, None, x=(42, 1038), h=147)
    s.add("Home", None, TV, None, x=(42, 1038), h=84)
    for line in GARDEN.split("\n"):
        if line:
            s.add(line.lstrip("#- ").replace("[ ] ", "☐ ").replace("[x] ", "☑ "), None, V, None, x=(42, 1038), h=84)
    s.at((840, 1017, 2050, 2227), None, "Edit", VG, None, click=True)
    return s


def j_edit(t: Traj, title: str) -> Screen:
    s = t.scr()
    s.add(None, "Back", VG, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(None, "Attach", VG, None, click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Actions", VG, None, click=True, x=(912, 1038), h=168)
    s.add(title, None, ET, None, click=True, x=(42, 1038), h=147)
    s.add(GARDEN, None, ET, None, click=True, x=(42, 1038), h=1200)
    return s


def j_side(t: Traj, sync: list[str], running: bool = False) -> Screen:
    s = t.scr()
    s.add("Joplin", None, TV, None, x=(42, 760), h=168)
    s.add("All notes", None, TV, None, click=True, x=(42, 760), h=126)
    s.add("Notebooks", None, TV, None, x=(42, 760), h=105)
    for nb in ("Home", "Travel", "Work"):
        s.add(nb, None, TV, None, click=True, x=(84, 760), h=126)
    s.add("Tags", None, TV, None, click=True, x=(42, 760), h=126)
    s.gap(300)
    s.add("Cancel" if running else "Synchronise", None, TV, None, click=True, x=(42, 760), h=126)
    for line in sync:
        s.add(line, None, TV, None, x=(42, 760), h=70)
    s.add("Configuration", None, TV, None, click=True, x=(42, 760), h=126)
    return s


def joplin_clean_19() -> None:
    """h8-android-19 Joplin (clean): ticking the 'Call plumber' to-do moves it below the open to-dos; 'Garden plan' is renamed 'Garden plan – spring'; a manual sync then reports 2 updated remote items and a newer completion time."""
    t = Traj(16, 29, JPKG, 58)
    notes = [{"title": "Lisbon trip ideas", "todo": False, "done": False},
             {"title": "Call plumber", "todo": True, "done": False},
             {"title": "Q4 goals", "todo": False, "done": False},
             {"title": "Garden plan", "todo": False, "done": False},
             {"title": "Recipe: tomato soup", "todo": False, "done": False},
             {"title": "Car insurance renewal", "todo": True, "done": False},
             {"title": "Book list 2024", "todo": False, "done": False},
             {"title": "Renew passport", "todo": True, "done": True}]
    t.start(j_list(t, notes))
    act = t.click("Call plumber", 0)  # the checkbox (content description) comes before the title text
    notes[1]["done"] = True
    t.step(act, j_list(t, notes))
    t.step(t.click("Garden plan"), j_view(t, "Garden plan"))
    t.step(t.click("Edit"), j_edit(t, "Garden plan"))
    new = "Garden plan – spring"
    t.step(t.type(new, "Garden plan"), j_edit(t, new))
    t.step(t.click("Back"), j_view(t, new))
    notes[3]["title"] = new
    t.step(t.click("Back"), j_list(t, notes))
    last = ["Completed: 17/10/2024 15:02", "Created local items: 0.", "Updated local items: 1.",
            "Created remote items: 0.", "Updated remote items: 0."]
    t.step(t.click("Side menu"), j_side(t, last))
    t.step(t.click("Synchronise"), j_side(t, ["Synchronising...", "Updating remote items..."], running=True))
    t.tick(1)
    t.pre()
    done = [f"Completed: 17/10/2024 {t.hhmm()}", "Created local items: 0.", "Updated local items: 0.",
            "Created remote items: 0.", "Updated remote items: 2."]
    t.step(t.wait(), j_side(t, done))
    emit("h8-android-19", t)


# ============================================================================ Retro Music
RMPKG = "code.name.monkey.retromusic"
NAV = ("Home", "Songs", "Albums", "Artists", "Playlists")


def sec(x: str) -> int:
    m, s_ = x.split(":")
    return int(m) * 60 + int(s_)


def mmss(n: int) -> str:
    return f"{n // 60}:{n % 60:02d}"


def rm_nav(s: Screen, cur: str, mini: tuple[str, str, bool] | None) -> None:
    if mini:
        s.at((0, 860, 1990, 2168), mini[0], None, TV, "miniPlayerTitle", click=True)
        s.at((0, 860, 2120, 2168), mini[1], None, TV, "miniPlayerText")
        s.at((880, 1038, 1990, 2168), None, "Pause" if mini[2] else "Play", IB, "miniPlayerPlayPauseButton", click=True)
    for i, tab in enumerate(NAV):
        s.at((216 * i, 216 * (i + 1), 2190, 2337), tab, None, TV, "nav_" + tab.lower(), checked=(tab == cur), click=True)


CURRENTS = [("Let It Happen", "7:47"), ("Nangs", "1:47"), ("The Moment", "4:15"), ("Yes I'm Changing", "4:30"),
            ("Eventually", "5:19"), ("Gossip", "0:55"), ("The Less I Know the Better", "3:36"), ("Past Life", "3:48"),
            ("Disciples", "1:48"), ("'Cause I'm a Man", "4:01"), ("Reality in Motion", "4:12"), ("Love/Paranoia", "3:06"),
            ("New Person, Same Old Mistakes", "6:03")]


def rm_album(t: Traj, tracks: list[tuple[str, str]], mini: tuple[str, str, bool] | None) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add(None, "Album art", IV, "image", x=(240, 840), h=500)
    s.add("Currents", None, TV, "albumTitle", x=(42, 1038), h=105)
    s.add("Tame Impala", None, TV, "artistName", click=True, x=(42, 700), h=84, adv=False)
    s.add("2015", None, TV, "albumYearText", x=(720, 1038), h=84)
    total = sum(sec(d) for _, d in CURRENTS)
    s.add(f"13 Songs • {mmss(total)}", None, TV, "albumText", x=(42, 1038), h=84)
    s.add("Play", None, BTN, "playAction", click=True, x=(42, 520), h=126, adv=False)
    s.add("Shuffle", None, BTN, "shuffleAction", click=True, x=(560, 1038), h=126)
    for i, (name, dur) in enumerate(tracks, 1):
        if s.y > 1900:
            break
        s.add(str(i), None, TV, "imageText", x=(42, 126), h=105, adv=False)
        s.add(name, None, TV, "title", click=True, x=(147, 860), h=105, adv=False)
        s.add(dur, None, TV, "text", x=(880, 1038), h=105)
    rm_nav(s, "Albums", mini)
    return s


def rm_now(t: Traj, title: str, artist: str, pos: int, dur: str, playing: bool = True, shuffle: bool = False,
           repeat: bool = False) -> Screen:
    s = t.scr()
    s.add(None, "Close", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(None, "Now playing queue", IB, "playerQueueSheet", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add(None, "Album art", IV, "playerAlbumCover", x=(84, 996), h=912)
    s.add(title, None, TV, "title", x=(84, 880), h=105, adv=False)
    s.add(None, "Add to favorites", IB, "songFavourite", click=True, x=(900, 1038), h=105)
    s.add(artist, None, TV, "text", x=(84, 880), h=84)
    s.add(None, "Seek bar", SB, "progressSlider", click=True, x=(63, 1017), h=84)
    s.add(mmss(pos), None, TV, "songCurrentProgress", x=(63, 300), h=63, adv=False)
    s.add(dur, None, TV, "songTotalTime", x=(780, 1017), h=63)
    s.add(None, "Shuffle", IB, "shuffleButton", checked=shuffle, click=True, x=(63, 210), h=168, adv=False)
    s.add(None, "Previous", IB, "previousButton", click=True, x=(250, 400), h=168, adv=False)
    s.add(None, "Pause" if playing else "Play", IB, "playPauseButton", click=True, x=(440, 640), h=168, adv=False)
    s.add(None, "Next", IB, "nextButton", click=True, x=(680, 830), h=168, adv=False)
    s.add(None, "Repeat", IB, "repeatButton", checked=repeat, click=True, x=(870, 1017), h=168)
    return s


def rm_queue(t: Traj, rows: list[tuple[str, str]], cur: str) -> Screen:
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add("Now playing queue", None, TV, "toolbar_title", x=(189, 800), h=168, adv=False)
    s.add(None, "Clear queue", IB, "action_clear_playing_queue", click=True, x=(912, 1038), h=168)
    for name, artist in rows:
        s.add(None, "Now playing" if name == cur else "Drag", IV, "drag_view", x=(42, 147), h=168, adv=False)
        s.add(name, None, TV, "title", click=True, x=(168, 1038), h=98, adv=False)
        s.at((168, 1038, s.y + 98, s.y + 154), artist, None, TV, "text")
        s.y += 168
    return s


def retro_bad_20() -> None:
    """h8-android-20 Retro Music: album Currents lists 'The Less I Know the Better' as 3:36 (T1) and the player shows total 3:36 (T2, T4); BAD T5: back on the album page the same track row reads 3:46 (album total still 51:07)."""
    t = Traj(19, 26, RMPKG, 62)
    t.auto = False
    s = t.scr()
    s.add("Albums", None, TV, "toolbar_title", x=(42, 600), h=168, adv=False)
    s.add(None, "Search", IB, "action_search", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    albums = [("Blonde", "Frank Ocean"), ("Con Todo El Mundo", "Khruangbin"), ("Currents", "Tame Impala"),
              ("In Rainbows", "Radiohead"), ("Punisher", "Phoebe Bridgers"), ("Random Access Memories", "Daft Punk"),
              ("Rumours", "Fleetwood Mac"), ("Harvest Moon", "Neil Young")]
    top = s.y
    for i, (a, ar) in enumerate(albums):
        r, c = divmod(i, 2)
        x0, y0 = 21 + 529 * c, top + 440 * r
        s.at((x0, x0 + 509, y0, y0 + 320), None, None, IV, "image", click=True)
        s.at((x0, x0 + 509, y0 + 320, y0 + 380), a, None, TV, "title", click=True)
        s.at((x0, x0 + 509, y0 + 380, y0 + 430), ar, None, TV, "text")
    rm_nav(s, "Albums", None)
    t.start(s)
    t.step(t.click("Currents"), rm_album(t, CURRENTS, None))
    song = "The Less I Know the Better"
    t.step(t.click(song), rm_now(t, song, "Tame Impala", 0, "3:36"))
    q = [(n, "Tame Impala") for n, _ in CURRENTS[6:]]
    t.step(t.click("Now playing queue"), rm_queue(t, q, song))
    t.step(t.back(), rm_now(t, song, "Tame Impala", 19, "3:36"))
    t.tick(1)
    bad = [(n, "3:46" if n == song else d) for n, d in CURRENTS]
    t.step(t.back(), rm_album(t, bad, (song, "Tame Impala", True)))
    s = t.scr()
    s.add(None, "Navigate up", IB, None, click=True, x=(0, 147), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add(None, "Artist image", IV, "image", x=(0, W), h=600)
    s.add("Tame Impala", None, TV, "artistTitle", x=(42, 1038), h=126)
    s.add("2 Albums • 25 Songs", None, TV, "text", x=(42, 1038), h=84)
    s.add("Play", None, BTN, "playAction", click=True, x=(42, 520), h=126, adv=False)
    s.add("Shuffle", None, BTN, "shuffleAction", click=True, x=(560, 1038), h=126)
    s.add("Albums", None, TV, "albumTitle", x=(42, 1038), h=105)
    s.add("Currents", None, TV, "title", click=True, x=(42, 520), h=84, adv=False)
    s.add("Lonerism", None, TV, "title", click=True, x=(560, 1038), h=84)
    s.add("Songs", None, TV, "songTitle", x=(42, 1038), h=105)
    for n, a in (("Let It Happen", "Currents"), ("Feels Like We Only Go Backwards", "Lonerism"), (song, "Currents"),
                 ("Elephant", "Lonerism"), ("Eventually", "Currents")):
        s.add(n, None, TV, "title", click=True, x=(147, 1038), h=84)
        s.add(a, None, TV, "text", x=(147, 1038), h=63)
    rm_nav(s, "Albums", (song, "Tame Impala", True))
    t.step(t.click("Tame Impala"), s)
    s2 = Screen(s.e[0]["text"], t.batt, RMPKG)
    s2.e = [dict(e, content_description="Play") if e["content_description"] == "Pause" else e for e in s.e]
    t.step(t.click("Pause"), s2)
    emit("h8-android-20", t, True, 5, "track duration changed")


SONGS = [("Borderline", "Tame Impala", "3:57", 2), ("Breathe Deeper", "Tame Impala", "6:12", 9),
         ("Dreams", "Fleetwood Mac", "4:14", 10), ("Gossip", "Tame Impala", "0:55", 1),
         ("Harvest Moon", "Neil Young", "5:03", 11), ("Maria También", "Khruangbin", "3:13", 4),
         ("Motion Sickness", "Phoebe Bridgers", "3:49", 7), ("Nights", "Frank Ocean", "5:07", 5),
         ("Pink + White", "Frank Ocean", "3:04", 6), ("Redbone", "Childish Gambino", "5:27", 8),
         ("Texas Sun", "Khruangbin", "4:12", 3), ("Weird Fishes/Arpeggi", "Radiohead", "5:18", 12)]


def rm_songs(t: Traj, order: str, mini: tuple[str, str, bool] | None, menu: bool = False) -> Screen:
    s = t.scr()
    s.add("Songs", None, TV, "toolbar_title", x=(42, 600), h=168, adv=False)
    s.add(None, "Search", IB, "action_search", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Sort order", IB, "action_sort_order", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add("Shuffle", None, BTN, "shuffleButton", click=True, x=(42, 520), h=126, adv=False)
    s.add("12 songs", None, TV, "songCount", x=(560, 1038), h=126)
    rows = sorted(SONGS, key=(lambda r: r[0].lower()) if order == "az" else (lambda r: r[3]))
    for name, artist, _, _ in rows:
        if s.y > 1850:
            break
        s.add(None, None, IV, "image", x=(42, 168), h=147, adv=False)
        s.add(name, None, TV, "title", click=True, x=(189, 900), h=84, adv=False)
        s.at((189, 900, s.y + 84, s.y + 140), artist, None, TV, "text")
        s.add(None, "More options", IB, "menu", click=True, x=(912, 1038), h=147)
    if menu:
        for i, opt in enumerate(("A-Z", "Z-A", "Album", "Artist", "Year", "Date added", "Date modified", "Composer")):
            s.at((560, 1038, 150 + 126 * i, 276 + 126 * i), opt, None, RB, "sort_option", checked=(opt == "A-Z"), click=True)
    rm_nav(s, "Songs", mini)
    return s


def retro_clean_21() -> None:
    """h8-android-21 Retro Music (clean): Songs re-sorted A-Z -> Date added; 'Gossip' (0:55) plays, shuffle on, queue shown; after a wait it ends and the next queued song ('Nights') plays from 0:14; repeat switched on."""
    t = Traj(21, 47, RMPKG, 47)
    t.auto = False
    t.start(rm_songs(t, "az", None))
    t.step(t.click("Sort order"), rm_songs(t, "az", None, menu=True))
    t.step(t.click("Date added"), rm_songs(t, "date", None))
    t.step(t.click("Gossip"), rm_now(t, "Gossip", "Tame Impala", 0, "0:55"))
    t.step(t.click("Shuffle"), rm_now(t, "Gossip", "Tame Impala", 4, "0:55", shuffle=True))
    art = {n: a for n, a, _, _ in SONGS}
    order = ["Gossip", "Nights", "Dreams", "Texas Sun", "Redbone", "Weird Fishes/Arpeggi", "Borderline", "Pink + White",
             "Maria También", "Motion Sickness", "Breathe Deeper", "Harvest Moon"]
    t.step(t.click("Now playing queue"), rm_queue(t, [(n, art[n]) for n in order[:10]], "Gossip"))
    t.step(t.back(), rm_now(t, "Gossip", "Tame Impala", 49, "0:55", shuffle=True))
    t.tick(1)
    t.step(t.wait(), rm_now(t, "Nights", "Frank Ocean", 14, "5:07", shuffle=True))
    t.step(t.click("Repeat"), rm_now(t, "Nights", "Frank Ocean", 16, "5:07", shuffle=True, repeat=True))
    t.step(t.click("Close"), rm_songs(t, "date", ("Nights", "Frank Ocean", True)))
    emit("h8-android-21", t)


# ============================================================================ VLC
VPKG = "org.videolan.vlc"
VIDEOS = [("Birthday_Ines", "12:05", "1080p"), ("Lecture 06 - Hashing", "39:50", "1080p"),
          ("Lecture 07 - Graph algorithms", "42:10", "1080p"), ("Lecture 08 - Dynamic programming", "47:33", "1080p"),
          ("Sintra_drone", "04:48", "4K"), ("Surf session Ericeira", "03:21", "1080p")]
CHAPTERS = [("Intro", "00:00"), ("BFS", "04:10"), ("DFS", "14:05"), ("Dijkstra", "25:30"), ("Bellman-Ford", "33:40"),
            ("Summary", "39:55")]
V_TABS = ("Video", "Audio", "Browse", "Playlists", "More")


def v_tabs(s: Screen, cur: str) -> None:
    for i, tab in enumerate(V_TABS):
        s.at((216 * i, 216 * (i + 1), 2190, 2337), tab, None, TV, "nav_" + tab.lower(), checked=(tab == cur), click=True)


def v_list(t: Traj, pos07: str) -> Screen:
    s = t.scr()
    s.add("Video", None, TV, "toolbar_title", x=(42, 600), h=168, adv=False)
    s.add(None, "Search", IB, "ml_menu_filter", click=True, x=(660, 786), h=168, adv=False)
    s.add(None, "Sort by…", IB, "ml_menu_sortby", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    for name, dur, res in VIDEOS:
        s.add(None, None, IV, "ml_item_thumbnail", x=(42, 420), h=231, adv=False)
        s.add(name, None, TV, "ml_item_title", click=True, x=(441, 930), h=105, adv=False)
        time_txt = f"{pos07} / {dur}" if name.startswith("Lecture 07") else dur
        s.at((441, 800, s.y + 105, s.y + 168), time_txt, None, TV, "ml_item_time")
        s.at((820, 930, s.y + 105, s.y + 168), res, None, TV, "ml_item_resolution")
        s.add(None, "More Actions", IB, "item_more", click=True, x=(940, 1038), h=231)
        s.gap(21)
    s.at((840, 1017, 1990, 2167), None, "Resume playback", IB, "fab", click=True)
    v_tabs(s, "Video")
    return s


def v_player(t: Traj, pos: str, chapter: str, playing: bool) -> Screen:
    s = t.scr()
    s.add(None, None, "android.view.SurfaceView", "surface_video", click=True, x=(0, W), h=0, adv=False)
    s.add(None, "Navigate up", IB, "player_overlay_navmenu", click=True, x=(0, 147), h=147, adv=False)
    s.add("Lecture 07 - Graph algorithms", None, TV, "player_overlay_title", x=(168, 880), h=147, adv=False)
    s.add(None, "Advanced options", IB, "player_overlay_adv_function", click=True, x=(912, 1038), h=147)
    s.gap(1400)
    s.add(chapter, "Chapters", TV, "player_overlay_chapter", click=True, x=(42, 700), h=84)
    s.add(pos, None, TV, "player_overlay_time", x=(42, 200), h=84, adv=False)
    s.add(None, "Seek bar", SB, "player_overlay_seekbar", click=True, x=(210, 870), h=84, adv=False)
    s.add("42:10", None, TV, "player_overlay_length", x=(880, 1038), h=84)
    s.add(None, "Lock", IB, "lock_overlay_button", click=True, x=(42, 168), h=168, adv=False)
    s.add(None, "Rewind 10 s", IB, "player_overlay_rewind", click=True, x=(250, 400), h=168, adv=False)
    s.add(None, "Pause" if playing else "Play", IB, "player_overlay_play", click=True, x=(440, 640), h=168, adv=False)
    s.add(None, "Forward 10 s", IB, "player_overlay_forward", click=True, x=(680, 830), h=168, adv=False)
    s.add(None, "Resize", IB, "player_resize", click=True, x=(912, 1038), h=168)
    return s


def vlc_bad_22() -> None:
    """h8-android-22 VLC: Lecture 07 jumped to chapter DFS (14:05, T3) and paused at 14:09 (T4); the list shows '14:09 / 42:10' (T5, T7); BAD T8: opening it again resumes at 06:32, the older position from before the seek (T1)."""
    t = Traj(14, 16, VPKG, 84)
    t.auto = False
    t.start(v_list(t, "06:32"))
    t.step(t.click("Lecture 07 - Graph algorithms"), v_player(t, "06:32", "BFS", True))
    s = t.scr()
    s.gap(500)
    s.add("Chapters", None, TV, "title", x=(84, 996), h=147)
    for name, at in CHAPTERS:
        s.add(name, None, TV, "chapter_title", checked=(name == "BFS"), click=True, x=(84, 800), h=126, adv=False)
        s.add(at, None, TV, "chapter_time", x=(820, 996), h=126)
    t.step(t.click("Chapters"), s)
    t.step(t.click("DFS"), v_player(t, "14:05", "DFS", True))
    t.step(t.click("Pause"), v_player(t, "14:09", "DFS", False))
    t.tick(1)
    t.step(t.back(), v_list(t, "14:09"))
    s = t.scr()
    s.add("Browse", None, TV, "toolbar_title", x=(42, 600), h=168, adv=False)
    s.add(None, "Search", IB, "ml_menu_filter", click=True, x=(786, 912), h=168, adv=False)
    s.add(None, "More options", IV, None, click=True, x=(912, 1038), h=168)
    s.add("Favorites", None, TV, "header", x=(42, 1038), h=105)
    s.add("No favorites yet", None, TV, None, x=(42, 1038), h=105)
    s.add("Storages", None, TV, "header", x=(42, 1038), h=105)
    for name, sub in (("Internal memory", "/storage/emulated/0"), ("Download", "23 items"), ("Movies", "4 items"),
                      ("DCIM", "2 folders")):
        s.add(name, None, TV, "title", click=True, x=(189, 1038), h=84)
        s.add(sub, None, TV, "text", x=(189, 1038), h=63)
    s.add("Local Network", None, TV, "header", x=(42, 1038), h=105)
    s.add("Searching for network shares…", None, TV, None, x=(189, 1038), h=84)
    v_tabs(s, "Browse")
    t.step(t.click("Browse"), s)
    t.tick(1)
    t.step(t.click("Video"), v_list(t, "14:09"))
    t.step(t.click("Lecture 07 - Graph algorithms"), v_player(t, "06:32", "BFS", True))
    emit("h8-android-22", t, True, 8, "playback position reverted")


def main() -> None:
    global RS
    RS = RowSet(Path(__file__).resolve().parent)
    for f in (contacts_bad_01, clock_clean_02, settings_bad_03, calendar_clean_04, files_bad_05, messages_clean_06,
              chrome_bad_07, contacts_clean_08, clock_bad_09, settings_clean_10, files_clean_11, markor_bad_12,
              markor_clean_13, gallery_bad_14, broccoli_clean_15, expense_bad_16, expense_clean_17, opentracks_bad_18,
              joplin_clean_19, retro_bad_20, retro_clean_21, vlc_bad_22):
        f()
    RS.write()


if __name__ == "__main__":
    main()
