# ruff: noqa: E501
"""Held-out set h51, domain android: 22 AndroidWorld-style trajectories, 11 with exactly one contradiction.

Each trajectory drives one Android app with AndroidWorld JSON actions (click / input_text / long_press /
scroll / navigate_back / wait / open_app). Observations are whole screens, either as the AndroidWorld
``UI element N: UIElement(...)`` list or as a uiautomator ``<hierarchy>`` dump, and every observation keeps
the notation of the starting state. Screens are built from small per-app state so that clean trajectories
stay consistent by construction; the single contradiction of a bad trajectory is injected on purpose and
described in its label.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from xml.sax.saxutils import escape

from tests.decoherence.independent.rowkit2 import RowSet, droid

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action (AndroidWorld JSON: click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait)

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

SYSUI = "com.android.systemui"
CLS = {
    "TV": "android.widget.TextView", "BTN": "android.widget.Button", "IB": "android.widget.ImageButton",
    "ET": "android.widget.EditText", "IV": "android.widget.ImageView", "RV": "androidx.recyclerview.widget.RecyclerView",
    "LL": "android.widget.LinearLayout", "FL": "android.widget.FrameLayout", "SW": "android.widget.Switch",
    "CB": "android.widget.CheckBox", "V": "android.view.View", "VG": "android.view.ViewGroup",
    "RB": "android.widget.RadioButton", "SB": "android.widget.SeekBar", "PB": "android.widget.ProgressBar",
    "WV": "android.webkit.WebView", "RL": "android.widget.RelativeLayout", "TB": "android.widget.ToggleButton",
    "CheckedTextView": "android.widget.CheckedTextView",
}


class Scr:
    """One screen: status bar plus app elements, laid out top to bottom unless a box is given."""

    def __init__(self, pkg: str, clock: str, *, battery: int = 78, fmt: str = "ui", top: int = 150,
                 notif: str | None = None) -> None:
        self.pkg, self.fmt, self.els, self.y = pkg, fmt, [], top
        self.add("TV", clock, box=(58, 28, 178, 106), pkg=SYSUI, rid=f"{SYSUI}:id/clock")
        if notif:
            self.add("IV", None, notif, box=(196, 40, 250, 94), pkg=SYSUI, rid=f"{SYSUI}:id/notification_icon")
        self.add("LL", None, "Wifi signal full.", box=(846, 32, 912, 102), pkg=SYSUI, rid=f"{SYSUI}:id/wifi_combo")
        self.add("LL", None, f"Battery {battery} percent.", box=(922, 32, 1034, 102), pkg=SYSUI, rid=f"{SYSUI}:id/battery")

    def add(self, cls: str, text: str | None = None, desc: str | None = None, *, h: int = 110,
            x: tuple[int, int] = (42, 1038), box: tuple[int, int, int, int] | None = None, rid: str | None = None,
            click: bool = False, edit: bool = False, checked: bool | None = None, focused: bool = False,
            scroll: bool = False, selected: bool = False, hint: str | None = None, pkg: str | None = None,
            stay: bool = False, long: bool = False, enabled: bool = True) -> Scr:
        pkg = pkg or self.pkg
        if box is None:
            box = (x[0], self.y, x[1], self.y + h)
            if not stay:
                self.y += h + 14
        if rid is not None and ":" not in rid:
            rid = f"{pkg}:id/{rid}"
        self.els.append({"cls": CLS.get(cls, cls), "text": text, "desc": desc, "box": box, "rid": rid, "click": click,
                         "edit": edit, "checked": checked, "focused": focused, "scroll": scroll, "selected": selected,
                         "hint": hint, "pkg": pkg, "long": long, "enabled": enabled})
        return self

    def t(self, text: str, **kw) -> Scr:
        return self.add("TV", text, **kw)

    def b(self, text: str, **kw) -> Scr:
        kw.setdefault("click", True)
        return self.add("BTN", text, **kw)

    def i(self, desc: str, **kw) -> Scr:
        kw.setdefault("click", True)
        kw.setdefault("h", 120)
        return self.add("IB", None, desc, **kw)

    def e(self, text: str | None, hint: str | None = None, **kw) -> Scr:
        kw.setdefault("click", True)
        return self.add("ET", text, hint=hint, edit=True, **kw)

    def at(self, y: int) -> Scr:
        self.y = y
        return self

    def gap(self, dy: int) -> Scr:
        self.y += dy
        return self

    def nav(self, items: list[str], selected: str, *, y: int = 2206, cls: str = "FL", rid: str = "navigation_bar_item",
            use_desc: bool = True) -> Scr:
        w = 1080 // len(items)
        for k, name in enumerate(items):
            self.add(cls, None if use_desc else name, name if use_desc else None, box=(k * w, y, (k + 1) * w, y + 154),
                     rid=rid, click=True, selected=name == selected)
        return self

    def idx(self, key: str) -> int:
        for field in ("text", "desc", "hint"):
            for n, e in enumerate(self.els):
                if e[field] == key:
                    return n
        for n, e in enumerate(self.els):
            if e["rid"] and e["rid"].endswith("/" + key):
                return n
        raise KeyError(key)

    def render(self) -> str:
        if self.fmt == "xml":
            out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">']
            for n, e in enumerate(self.els):
                x1, y1, x2, y2 = e["box"]
                out.append(
                    f'  <node index="{n}" text="{escape(e["text"] or "", {chr(34): "&quot;"})}" resource-id="{e["rid"] or ""}" '
                    f'class="{e["cls"]}" package="{e["pkg"]}" content-desc="{escape(e["desc"] or "", {chr(34): "&quot;"})}" '
                    f'checkable="{str(e["checked"] is not None).lower()}" checked="{str(e["checked"] is True).lower()}" '
                    f'clickable="{str(e["click"]).lower()}" enabled="{str(e["enabled"]).lower()}" '
                    f'focusable="{str(e["click"] or e["edit"]).lower()}" focused="{str(e["focused"]).lower()}" '
                    f'scrollable="{str(e["scroll"]).lower()}" long-clickable="{str(e["long"]).lower()}" password="false" '
                    f'selected="{str(e["selected"]).lower()}" bounds="[{x1},{y1}][{x2},{y2}]" />')
            out.append("</hierarchy>")
            return "\n".join(out)
        lines = []
        for n, e in enumerate(self.els):
            x1, y1, x2, y2 = e["box"]
            lines.append(
                f"UI element {n}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, class_name='{e['cls']}', "
                f"bbox=None, bbox_pixels=BoundingBox(x_min={x1}, x_max={x2}, y_min={y1}, y_max={y2}), hint_text={e['hint']!r}, "
                f"is_checked={e['checked'] is True}, is_checkable={e['checked'] is not None}, is_clickable={e['click']}, "
                f"is_editable={e['edit']}, is_enabled={e['enabled']}, is_focused={e['focused']}, "
                f"is_focusable={e['click'] or e['edit']}, is_long_clickable={e['long']}, is_scrollable={e['scroll']}, "
                f"is_selected={e['selected']}, is_visible=True, package_name='{e['pkg']}', resource_name={e['rid']!r}, "
                f"tooltip=None, resource_id=None, metadata=None)")
        return "\n".join(lines)


def tap(s: Scr, key: str) -> str:
    return droid("click", index=s.idx(key))


def tapn(s: Scr, key: str, n: int) -> str:
    """Click the n-th (0-based) element whose text is key."""
    hits = [k for k, e in enumerate(s.els) if e["text"] == key]
    return droid("click", index=hits[n])


def typ(s: Scr, key: str, text: str) -> str:
    return droid("input_text", text=text, index=s.idx(key))


def lpress(s: Scr, key: str) -> str:
    return droid("long_press", index=s.idx(key))


def swipe(direction: str) -> str:
    return droid("scroll", direction=direction)


BACK = droid("navigate_back")
WAIT = droid("wait")


def emit(rs: RowSet, n: int, s0: Scr, steps: list[tuple[str, Scr]], bad: int | None = None, kind: str = "clean") -> None:
    turns = [(a, s.render()) for a, s in steps]
    rs.add("android", f"h51-android-{n:02d}", SYSTEM, turns, state=s0.render(), bad=bad is not None, turn=bad, kind=kind)


TRAJ = []


def traj(fn):
    TRAJ.append(fn)
    return fn


# ---------------------------------------------------------------- 01 Simple Calendar Pro (clean)
CAL = "com.simplemobiletools.calendar.pro"


def cal_list(clock: str, days: list[tuple[str, list[tuple[str, str, str]]]], query: str | None = None) -> Scr:
    s = Scr(CAL, clock, battery=64)
    s.e(query, "Search", rid="top_toolbar_search", x=(42, 720), h=126, focused=query is not None, stay=True)
    s.i("Change view", box=(736, 160, 836, 280), rid="change_view")
    s.i("Go to today", box=(840, 160, 940, 280), rid="today")
    s.i("More options", box=(944, 160, 1038, 280))
    s.at(300)
    s.add("RV", None, None, box=(0, 300, 1080, 2180), rid="calendar_events_list", scroll=True)
    for header, evs in days:
        s.t(header, rid="event_section_title", h=84)
        for title, when, where in evs:
            s.t(title, rid="event_item_title", x=(84, 1010), h=64, click=True, long=True)
            s.t(when, rid="event_item_time", x=(84, 560), h=52)
            if where:
                s.t(where, rid="event_item_description", x=(84, 1010), h=52)
            s.gap(18)
    if query is None:
        s.i("New Event", box=(858, 2010, 1014, 2166), rid="calendar_fab")
    return s


def cal_edit(clock: str, heading: str, title: str | None, loc: str | None, sdate: str, stime: str, edate: str,
             etime: str, focus: str | None = None) -> Scr:
    s = Scr(CAL, clock, battery=64)
    s.i("Back", box=(0, 150, 140, 290))
    s.t(heading, box=(170, 180, 700, 260), rid="toolbar_title")
    s.i("Save", box=(934, 150, 1060, 290), rid="save")
    s.at(320)
    s.e(title, "Title", rid="event_title", focused=focus == "title", h=130)
    s.e(loc, "Location", rid="event_location", focused=focus == "loc", h=130, x=(42, 920), stay=True)
    s.i("Show on map", box=(930, 464, 1038, 594), rid="event_show_on_map")
    s.at(608)
    s.e(None, "Description", rid="event_description", h=130)
    s.add("SW", "All-day", None, checked=False, click=True, rid="event_all_day", h=110)
    s.t(sdate, rid="event_start_date", x=(150, 700), click=True, stay=True)
    s.t(stime, rid="event_start_time", x=(760, 1038), click=True)
    s.t(edate, rid="event_end_date", x=(150, 700), click=True, stay=True)
    s.t(etime, rid="event_end_time", x=(760, 1038), click=True)
    s.t("Europe/Berlin", rid="event_time_zone", x=(150, 1038), click=True)
    s.t("10 minutes before", rid="event_reminder_1", x=(150, 1038), click=True)
    s.t("Add another reminder", rid="event_reminder_2", x=(150, 1038), click=True)
    s.t("No repetition", rid="event_repetition", x=(150, 1038), click=True)
    s.t("Regular event", rid="event_type", x=(150, 1038), click=True)
    s.t("Default color", rid="event_color", x=(150, 1038), click=True)
    return s


def cal_picker(clock: str, day: int) -> Scr:
    names = {15: "Sun, Oct 15", 17: "Tue, Oct 17"}
    s = Scr(CAL, clock, battery=64)
    s.t("2023", rid="android:id/date_picker_header_year", box=(96, 560, 300, 630), click=True)
    s.t(names[day], rid="android:id/date_picker_header_date", box=(96, 640, 700, 760), click=True)
    s.i("Previous month", box=(110, 800, 230, 920), rid="android:id/prev")
    s.t("October 2023", box=(330, 820, 750, 900))
    s.i("Next month", box=(850, 800, 970, 920), rid="android:id/next")
    for d in range(1, 32):
        col, row = (d - 1) % 7, (d - 1) // 7  # 1 October 2023 is a Sunday, the first column
        x1, y1 = 110 + col * 124, 1010 + row * 124
        s.add("V", str(d), f"{d} October 2023", box=(x1, y1, x1 + 120, y1 + 120), click=True, selected=d == day,
              checked=d == day)
    s.b("Cancel", rid="android:id/button2", box=(560, 1800, 760, 1910))
    s.b("OK", rid="android:id/button1", box=(780, 1800, 970, 1910))
    return s


@traj
def t01(rs: RowSet) -> None:
    base = [
        ("Sunday, October 15", [("Team sync", "10:00 - 10:30", "Zoom · meeting ID 884 2210 9311")]),
        ("Monday, October 16", [("Dentist – Dr. Okafor", "14:15 - 15:00", "Riverside Dental, Kastanienallee 12")]),
        ("Wednesday, October 18", [("Yoga", "18:30 - 19:30", "Studio Prana")]),
        ("Friday, October 20", [("Quarterly review", "09:00 - 11:00", "Room 4B")]),
        ("Saturday, October 21", [("Lena's birthday", "All-day", "")]),
        ("Tuesday, October 24", [("Pay rent", "09:00 - 09:15", "")]),
    ]
    loc = "Bertram Motors, 12 Elm St"
    s0 = cal_list("10:42", base)
    s1 = cal_edit("10:42", "New Event", None, None, "Sun, Oct 15, 2023", "11:00", "Sun, Oct 15, 2023", "12:00")
    s2 = cal_edit("10:42", "New Event", "Car service", None, "Sun, Oct 15, 2023", "11:00", "Sun, Oct 15, 2023", "12:00", "title")
    s3 = cal_edit("10:43", "New Event", "Car service", loc, "Sun, Oct 15, 2023", "11:00", "Sun, Oct 15, 2023", "12:00", "loc")
    s4 = cal_picker("10:43", 15)
    s5 = cal_picker("10:43", 17)
    s6 = cal_edit("10:43", "New Event", "Car service", loc, "Tue, Oct 17, 2023", "11:00", "Tue, Oct 17, 2023", "12:00")
    after = base[:2] + [("Tuesday, October 17", [("Car service", "11:00 - 12:00", loc)])] + base[2:]
    s7 = cal_list("10:44", after)
    s8 = cal_list("10:44", [("Tuesday, October 17", [("Car service", "11:00 - 12:00", loc)])], query="car")
    s9 = cal_edit("10:45", "Edit Event", "Car service", loc, "Tue, Oct 17, 2023", "11:00", "Tue, Oct 17, 2023", "12:00")
    emit(rs, 1, s0, [
        (tap(s0, "New Event"), s1), (typ(s1, "Title", "Car service"), s2), (typ(s2, "Location", loc), s3),
        (tap(s3, "Sun, Oct 15, 2023"), s4), (tap(s4, "17 October 2023"), s5), (tap(s5, "OK"), s6),
        (tap(s6, "Save"), s7), (typ(s7, "Search", "car"), s8), (tap(s8, "Car service"), s9)])


# ---------------------------------------------------------------- 02 Chase (bad: savings balance does not follow the transfer)
CHASE = "com.chase.sig.android"
CH_NAV = ["Accounts", "Pay & transfer", "Plan & track", "Offers", "More"]


def chase_accounts(clock: str, chk: str, present: str, sav: str) -> Scr:
    s = Scr(CHASE, clock, battery=91)
    s.i("Profile & settings", box=(24, 150, 144, 270))
    s.t("Good morning, Priya", box=(170, 170, 800, 250), rid="greeting")
    s.i("Inbox, 2 new messages", box=(924, 150, 1044, 270))
    s.at(300)
    s.add("RV", None, None, box=(0, 290, 1080, 2200), rid="accounts_list", scroll=True)
    s.t("Bank accounts (2)", rid="section_header", h=80)
    s.t("TOTAL CHECKING (...4417)", rid="account_name", click=True, h=70)
    s.t(chk, rid="account_balance", h=90, x=(42, 600), stay=True)
    s.t("Available balance", rid="balance_label", x=(620, 1038), h=90)
    s.t(f"Present balance {present}", rid="secondary_balance", h=60)
    s.gap(20)
    s.t("CHASE SAVINGS (...9025)", rid="account_name", click=True, h=70)
    s.t(sav, rid="account_balance", h=90, x=(42, 600), stay=True)
    s.t("Available balance", rid="balance_label", x=(620, 1038), h=90)
    s.gap(20)
    s.t("Credit cards (1)", rid="section_header", h=80)
    s.t("FREEDOM UNLIMITED (...3381)", rid="account_name", click=True, h=70)
    s.t("$612.47", rid="account_balance", h=90, x=(42, 600), stay=True)
    s.t("Current balance", rid="balance_label", x=(620, 1038), h=90)
    s.t("Available credit $5,887.53", rid="secondary_balance", h=60)
    s.t("Payment due Mar 24 · Minimum payment $40.00", rid="payment_due", h=60)
    s.b("Pay card", rid="pay_card_button", h=110)
    s.gap(20)
    s.t("Chase Credit Journey", rid="tile_title", h=70)
    s.t("781 · Updated Mar 4", rid="tile_subtitle", h=60)
    s.nav(CH_NAV, "Accounts")
    return s


def chase_form(clock: str, to: str | None, amount: str | None) -> Scr:
    s = Scr(CHASE, clock, battery=91)
    s.i("Back", box=(0, 150, 140, 290))
    s.t("Transfer money", box=(170, 180, 800, 260), rid="toolbar_title")
    s.at(320)
    s.t("Transfer from", rid="field_label", h=60)
    s.t("TOTAL CHECKING (...4417)", rid="from_account", click=True, h=80)
    s.t("Available balance $2,431.18", rid="from_balance", h=60)
    s.t("Transfer to", rid="field_label", h=60)
    s.t(to or "Select account", rid="to_account", click=True, h=80)
    if to:
        s.t("Available balance $8,010.00", rid="to_balance", h=60)
    s.t("Amount", rid="field_label", h=60)
    s.e(amount, "$0.00", rid="amount_input", h=120, focused=amount is not None)
    s.t("Send on", rid="field_label", h=60)
    s.t("Today, Mar 6, 2025", rid="send_on", click=True, h=80)
    s.t("Frequency", rid="field_label", h=60)
    s.t("One-time", rid="frequency", click=True, h=80)
    s.e(None, "Memo (optional)", rid="memo_input", h=120)
    s.b("Next", rid="next_button", box=(42, 2060, 1038, 2190), enabled=bool(to and amount))
    return s


@traj
def t02(rs: RowSet) -> None:
    s0 = chase_accounts("8:14", "$2,431.18", "$2,498.63", "$8,010.00")
    s1 = Scr(CHASE, "8:14", battery=91)
    s1.t("Pay & transfer", box=(42, 180, 800, 260), rid="toolbar_title").at(310)
    for title, sub in [("Transfer money", "Between your Chase accounts"), ("Send | Zelle®", "Send and receive money with friends"),
                       ("Pay bills", "3 payees · 1 payment scheduled"), ("Pay card", "FREEDOM UNLIMITED (...3381)"),
                       ("Wire money", "Domestic and international wires"), ("Schedule & activity", "See scheduled and past payments")]:
        s1.t(title, rid="menu_title", click=True, h=76)
        s1.t(sub, rid="menu_subtitle", h=56)
        s1.gap(24)
    s1.nav(CH_NAV, "Pay & transfer")
    s2 = chase_form("8:15", None, None)
    s3 = Scr(CHASE, "8:15", battery=91)
    s3.i("Close", box=(0, 150, 140, 290)).t("Transfer to", box=(170, 180, 800, 260), rid="toolbar_title").at(320)
    s3.t("CHASE SAVINGS (...9025)", rid="account_option", click=True, h=80).t("Available balance $8,010.00", rid="option_balance", h=60).gap(30)
    s3.t("FREEDOM UNLIMITED (...3381)", rid="account_option", click=True, h=80).t("Current balance $612.47", rid="option_balance", h=60)
    s4 = chase_form("8:15", "CHASE SAVINGS (...9025)", None)
    s5 = chase_form("8:16", "CHASE SAVINGS (...9025)", "$250.00")
    s6 = Scr(CHASE, "8:16", battery=91)
    s6.i("Back", box=(0, 150, 140, 290)).t("Review transfer", box=(170, 180, 800, 260), rid="toolbar_title").at(330)
    for k, v in [("Transfer from", "TOTAL CHECKING (...4417)"), ("Transfer to", "CHASE SAVINGS (...9025)"), ("Amount", "$250.00"),
                 ("Send on", "Mar 6, 2025"), ("Frequency", "One-time"), ("Memo", "None")]:
        s6.t(k, rid="review_label", h=56).t(v, rid="review_value", h=76).gap(10)
    s6.t("Transfers between Chase accounts made before 11:00 PM ET on a business day are available right away.", rid="disclosure", h=150)
    s6.b("Transfer money", rid="submit_button", h=130).b("Cancel", rid="cancel_button", h=110)
    s7 = Scr(CHASE, "8:16", battery=91)
    s7.i("Close", box=(0, 150, 140, 290)).at(330)
    s7.add("IV", None, "Success", h=180, x=(440, 640)).t("Your transfer is done", rid="confirmation_title", h=90)
    for k, v in [("Transaction number", "5298731144"), ("Transfer from", "TOTAL CHECKING (...4417)"),
                 ("Transfer to", "CHASE SAVINGS (...9025)"), ("Amount", "$250.00"), ("Send on", "Mar 6, 2025"), ("Frequency", "One-time")]:
        s7.t(k, rid="confirmation_label", h=56).t(v, rid="confirmation_value", h=76).gap(10)
    s7.b("Go to accounts", rid="primary_button", h=130).b("Make another transfer", rid="secondary_button", h=110)
    s8 = chase_accounts("8:17", "$2,181.18", "$2,248.63", "$8,210.00")
    s9 = Scr(CHASE, "8:17", battery=91)
    s9.i("Back", box=(0, 150, 140, 290)).t("TOTAL CHECKING (...4417)", box=(170, 180, 900, 260), rid="toolbar_title").at(300)
    s9.t("$2,181.18", rid="available_balance", h=100).t("Available balance", rid="balance_label", h=56)
    s9.t("$2,248.63", rid="present_balance", h=80).t("Present balance", rid="balance_label", h=56)
    s9.e(None, "Search transactions", rid="search_input", h=110)
    s9.add("RV", None, None, box=(0, 930, 1080, 2200), rid="transactions_list", scroll=True)
    s9.at(940).t("Pending", rid="date_header", h=64)
    s9.t("UBER *EATS 8005928996 CA", rid="txn_description", h=64, x=(42, 760), stay=True, click=True).t("-$67.45", rid="txn_amount", x=(780, 1038), h=64)
    for date, rows in [("Mar 6, 2025", [("Online Transfer to SAV ...9025 transaction#: 5298731144", "-$250.00", "$2,248.63")]),
                       ("Mar 4, 2025", [("ZILLOW RENT PPD ID: 9000382211", "-$1,850.00", "$2,498.63")]),
                       ("Mar 3, 2025", [("ACME ROBOTICS PAYROLL DIR DEP", "$3,112.40", "$4,348.63")]),
                       ("Mar 2, 2025", [("TRADER JOE'S #552 SAN MATEO CA", "-$84.17", "$1,236.23")]),
                       ("Mar 1, 2025", [("SPOTIFY USA 877-7781161 NY", "-$11.99", "$1,320.40")])]:
        s9.t(date, rid="date_header", h=64)
        for d, amt, bal in rows:
            s9.t(d, rid="txn_description", h=64, x=(42, 760), stay=True, click=True).t(amt, rid="txn_amount", x=(780, 1038), h=64)
            s9.t(f"Balance {bal}", rid="txn_running_balance", h=52, x=(780, 1038))
    s9.nav(CH_NAV, "Accounts")
    emit(rs, 2, s0, [
        (tap(s0, "Pay & transfer"), s1), (tap(s1, "Transfer money"), s2), (tap(s2, "Select account"), s3),
        (tap(s3, "CHASE SAVINGS (...9025)"), s4), (typ(s4, "$0.00", "250.00"), s5), (tap(s5, "Next"), s6),
        (tap(s6, "Transfer money"), s7), (tap(s7, "Go to accounts"), s8), (tap(s8, "TOTAL CHECKING (...4417)"), s9)],
        bad=8, kind="After moving $250.00 from checking into savings ($8,010.00 before), the savings balance reads $8,210.00 instead of $8,260.00 while checking correctly drops to $2,181.18.")


# ---------------------------------------------------------------- 03 Uber (bad: licence plate of the matched car changes)
UBER = "com.ubercab"


def uber_matched(clock: str, mins: int, plate: str) -> Scr:
    s = Scr(UBER, clock, battery=57, fmt="xml")
    s.add("V", None, f"Map showing driver {dict([(4, '0.9'), (2, '0.4')])[mins]} mi away on Market St", box=(0, 0, 1080, 1120), rid="ub__map")
    s.at(1140)
    s.t(f"Meet at the pickup point · {mins} min", rid="ub__trip_status_title", h=90)
    s.t("418 Castro St", rid="ub__pickup_address", h=64)
    s.add("IV", None, "Driver photo", box=(42, 1330, 202, 1490))
    s.add("TV", plate, None, box=(230, 1330, 620, 1410), rid="ub__vehicle_plate")
    s.t("Silver Toyota Camry Hybrid", box=(230, 1414, 860, 1470), rid="ub__vehicle_description")
    s.t("Dmitri", box=(230, 1474, 560, 1530), rid="ub__driver_name")
    s.t("4.93 ★", box=(580, 1474, 760, 1530), rid="ub__driver_rating")
    s.at(1560)
    s.b("Send a message", rid="ub__contact_message", x=(42, 780), stay=True, h=120)
    s.i("Call", box=(800, 1560, 1038, 1680), rid="ub__contact_call")
    s.at(1700)
    s.t("UberX · $48.92 · Visa •••• 2291", rid="ub__trip_product_fare", h=70)
    s.t("Dropoff: San Francisco International Airport (SFO)", rid="ub__dropoff_address", h=70)
    s.i("Safety", box=(42, 1880, 340, 2000), rid="ub__safety_toolkit")
    s.i("Share trip status", box=(390, 1880, 690, 2000), rid="ub__share_trip")
    s.b("Cancel ride", rid="ub__cancel_trip", box=(740, 1880, 1038, 2000))
    return s


@traj
def t03(rs: RowSet) -> None:
    s0 = Scr(UBER, "10:36", battery=58, fmt="xml")
    s0.t("Uber", box=(42, 170, 400, 260), rid="ub__logo")
    s0.at(300).t("Where to?", rid="ub__where_to", click=True, h=130, x=(42, 760), stay=True)
    s0.b("Now", rid="ub__schedule", box=(780, 300, 1038, 430))
    s0.at(460)
    for a, b in [("Home", "418 Castro St, San Francisco, CA"), ("Work", "Salesforce Tower, 415 Mission St")]:
        s0.t(a, rid="ub__saved_place_title", click=True, h=70).t(b, rid="ub__saved_place_subtitle", h=56).gap(20)
    s0.t("Suggestions", rid="ub__section_title", h=80)
    for k, name in enumerate(["Ride", "Reserve", "Courier", "Rental Cars"]):
        s0.add("LL", name, None, box=(42 + k * 250, 900, 272 + k * 250, 1120), rid="ub__service_tile", click=True)
    s0.at(1160).t("Save 20% on UberX Share · Shared rides to SFO, up to $8 off", rid="ub__promo_card", click=True, h=150)
    s0.nav(["Home", "Services", "Activity", "Account"], "Home", rid="ub__bottom_nav_item", use_desc=False)
    s1 = Scr(UBER, "10:36", battery=58, fmt="xml")
    s1.i("Back", box=(0, 150, 140, 290)).t("Plan your ride", box=(170, 180, 800, 260))
    s1.at(300).b("Pickup now", rid="ub__pickup_time", x=(42, 520), stay=True, h=100).b("For me", rid="ub__rider", x=(540, 900), h=100)
    s1.e("418 Castro St", "Pickup location", rid="ub__pickup_input", h=110)
    s1.e(None, "Where to?", rid="ub__destination_input", h=110, focused=True)
    for a, b in [("Salesforce Tower", "415 Mission St, San Francisco, CA"), ("Dolores Park", "19th St & Dolores St, San Francisco, CA"),
                 ("Ferry Building", "1 Ferry Building, San Francisco, CA")]:
        s1.t(a, rid="ub__location_title", click=True, h=70).t(b, rid="ub__location_subtitle", h=56).gap(20)
    s2 = Scr(UBER, "10:37", battery=58, fmt="xml")
    s2.i("Back", box=(0, 150, 140, 290)).t("Plan your ride", box=(170, 180, 800, 260))
    s2.at(300).b("Pickup now", rid="ub__pickup_time", x=(42, 520), stay=True, h=100).b("For me", rid="ub__rider", x=(540, 900), h=100)
    s2.e("418 Castro St", "Pickup location", rid="ub__pickup_input", h=110)
    s2.e("SFO", "Where to?", rid="ub__destination_input", h=110, focused=True)
    for a, b in [("San Francisco International Airport (SFO)", "San Francisco, CA · 13 mi"), ("SFO Terminal 2", "780 S Airport Blvd, San Francisco, CA · 13 mi"),
                 ("SFO Long Term Parking", "700 N McDonnell Rd, San Francisco, CA · 12 mi"), ("SFO Cell Phone Waiting Lot", "Domestic Garage Rd, San Francisco, CA · 12 mi")]:
        s2.t(a, rid="ub__location_title", click=True, h=70).t(b, rid="ub__location_subtitle", h=56).gap(20)
    s3 = Scr(UBER, "10:38", battery=58, fmt="xml")
    s3.add("V", None, "Map showing route from 418 Castro St to San Francisco International Airport (SFO)", box=(0, 0, 1080, 980), rid="ub__map")
    s3.i("Back", box=(24, 150, 144, 270))
    s3.at(1000).t("Choose a trip", rid="ub__product_selection_title", h=80)
    for name, seats, eta, price, sel in [("UberX", "4", "11:06 AM · 4 min away", "$48.92", True), ("UberX Share", "1", "11:14 AM · 6 min away", "$38.10", False),
                                         ("Comfort", "4", "11:05 AM · 3 min away", "$61.40", False), ("UberXL", "6", "11:08 AM · 7 min away", "$74.15", False),
                                         ("Uber Green", "4", "11:09 AM · 8 min away", "$50.10", False)]:
        s3.add("LL", None, f"{name}, {seats} seats, {eta}, {price}", h=150, rid="ub__product_row", click=True, selected=sel, stay=True)
        s3.t(name, x=(200, 640), h=70, rid="ub__product_name", stay=True).t(price, x=(780, 1038), h=70, rid="ub__product_fare")
        s3.t(eta, x=(200, 760), h=60, rid="ub__product_eta").gap(6)
    s3.t("Visa •••• 2291", rid="ub__payment_profile", click=True, h=80)
    s3.b("Choose UberX", rid="ub__confirm_product", box=(42, 2200, 1038, 2330))
    s4 = Scr(UBER, "10:38", battery=58, fmt="xml")
    s4.add("V", None, "Map with pickup pin at 418 Castro St", box=(0, 0, 1080, 1500), rid="ub__map")
    s4.i("Back", box=(24, 150, 144, 270))
    s4.at(1540).t("Confirm your pickup spot", rid="ub__pickup_title", h=90).t("418 Castro St", rid="ub__pickup_address", h=70)
    s4.t("Castro St, near 19th St", rid="ub__pickup_hint", h=60).b("Search", rid="ub__pickup_search", h=100)
    s4.b("Confirm pickup", rid="ub__confirm_pickup", box=(42, 2200, 1038, 2330))
    s5 = Scr(UBER, "10:39", battery=58, fmt="xml")
    s5.add("V", None, "Map with pickup pin at 418 Castro St", box=(0, 0, 1080, 1400), rid="ub__map")
    s5.at(1440).t("Connecting you to a driver", rid="ub__trip_status_title", h=90)
    s5.add("PB", None, "Searching", h=30, rid="ub__dispatch_progress")
    s5.t("UberX · $48.92 · Visa •••• 2291", rid="ub__trip_product_fare", h=70)
    s5.t("Pickup: 418 Castro St", rid="ub__pickup_address", h=64).t("Dropoff: San Francisco International Airport (SFO)", rid="ub__dropoff_address", h=64)
    s5.b("Cancel", rid="ub__cancel_trip", box=(42, 2200, 1038, 2330))
    s6 = uber_matched("10:39", 4, "8KZM412")
    s7 = uber_matched("10:41", 2, "8KZM421")
    s8 = Scr(UBER, "10:41", battery=57, fmt="xml")
    s8.i("Close", box=(0, 150, 140, 290)).t("Safety Toolkit", box=(170, 180, 800, 260)).at(320)
    for a, b in [("Share my trip", "Send your live location and trip status to friends and family"),
                 ("Verify your ride", "Use a PIN to make sure you get in the right car"),
                 ("RideCheck", "We'll check in if your trip is unusual"), ("Safety preferences", "Set up trusted contacts and alerts")]:
        s8.t(a, rid="ub__safety_item_title", click=True, h=70).t(b, rid="ub__safety_item_subtitle", h=90).gap(20)
    s8.t("Your location: 418 Castro St, San Francisco, CA", rid="ub__emergency_location", h=80)
    s8.b("911 Assistance", rid="ub__emergency_button", box=(42, 2200, 1038, 2330))
    emit(rs, 3, s0, [
        (tap(s0, "Where to?"), s1), (typ(s1, "Where to?", "SFO"), s2), (tap(s2, "San Francisco International Airport (SFO)"), s3),
        (tap(s3, "Choose UberX"), s4), (tap(s4, "Confirm pickup"), s5), (WAIT, s6), (WAIT, s7), (tap(s7, "Safety"), s8)],
        bad=7, kind="The matched driver's licence plate reads 8KZM421 though the same Silver Toyota Camry Hybrid was shown with plate 8KZM412 one turn earlier.")


# ---------------------------------------------------------------- 04 Simple SMS Messenger (clean)
SMS = "com.simplemobiletools.smsmessenger"


def sms_list(clock: str, convos: list[tuple[str, str, str]], selected: str | None = None) -> Scr:
    s = Scr(SMS, clock, battery=73, notif="Messages notification")
    if selected:
        s.i("Close", box=(0, 150, 140, 290)).t(f"1 / {len(convos)}", box=(170, 180, 500, 260), rid="cab_title")
        for k, d in enumerate(["Delete", "Archive", "Block number", "Select all", "More options"]):
            s.i(d, box=(530 + k * 104, 160, 630 + k * 104, 280))
    else:
        s.e(None, "Search", rid="top_toolbar_search", box=(42, 160, 920, 286))
        s.i("More options", box=(930, 160, 1038, 286))
    s.add("RV", None, None, box=(0, 300, 1080, 2300), rid="conversations_list", scroll=True)
    s.at(310)
    for name, body, when in convos:
        s.add("RL", None, None, h=190, rid="conversation_frame", click=True, long=True, selected=name == selected, stay=True)
        s.add("IV", None, None, box=(42, s.y + 30, 172, s.y + 160), rid="conversation_image")
        s.t(name, rid="conversation_address", x=(200, 800), h=70, stay=True)
        s.t(when, rid="conversation_date", x=(820, 1038), h=70)
        s.t(body, rid="conversation_body_short", x=(200, 1038), h=60)
        s.gap(32)
    if not selected:
        s.i("New conversation", box=(858, 2110, 1014, 2266), rid="conversations_fab")
    return s


def sms_thread(clock: str, msgs: list[tuple[str, str, str]], draft: str | None, sent_status: bool = False) -> Scr:
    s = Scr(SMS, clock, battery=73, notif="Messages notification")
    s.i("Back", box=(0, 150, 140, 290)).t("Rafael Ortiz", box=(170, 180, 700, 260), rid="thread_toolbar_title")
    s.i("Dial number", box=(724, 160, 824, 280)).i("Add person", box=(828, 160, 928, 280)).i("More options", box=(932, 160, 1038, 280))
    s.add("RV", None, None, box=(0, 300, 1080, 1980), rid="thread_messages_list", scroll=True)
    s.at(320)
    last = None
    for who, body, when in msgs:
        if when != last:
            s.t(when, rid="thread_date_time", x=(380, 700), h=56)
            last = when
        s.t(body, rid="thread_message_body", x=(42, 760) if who == "in" else (320, 1038), h=110, long=True)
    if sent_status:
        s.add("IV", None, "Sent", box=(980, s.y - 60, 1030, s.y - 10), rid="thread_success")
    s.add("IB", None, "Attachment", box=(20, 2010, 130, 2130), click=True, rid="thread_add_attachment")
    s.e(draft, "Type a message…", rid="thread_type_message", box=(140, 2000, 900, 2140), focused=draft is not None)
    s.add("TV", "SMS", "Send", box=(912, 2000, 1060, 2140), click=True, rid="thread_send_message", enabled=bool(draft))
    return s


@traj
def t04(rs: RowSet) -> None:
    convos = [("Rafael Ortiz", "Are we still on for Thursday?", "13:47"), ("Mom", "Did you get the photos from the lake?", "11:20"),
              ("+1 415-555-0198", "Your Lyft code is 448211. Do not share it with anyone.", "09:02"), ("Hana Sato", "thanks!! 🙏", "Oct 14"),
              ("Riverside Dental", "Reminder: appt Mon Oct 16 at 2:15 PM. Reply C to confirm.", "Oct 12"),
              ("Ben Kowalski", "ok see you there", "Oct 9"), ("Verizon", "Your bill of $78.40 is ready. View at vzw.com/bill", "Oct 3")]
    msgs = [("in", "Hey! Did you book a table?", "13:31"), ("out", "Not yet, Lucca's or the ramen place?", "13:38"),
            ("in", "Lucca's. 7pm?", "13:44"), ("in", "Are we still on for Thursday?", "13:47")]
    reply = "Yes! 7pm at Lucca's still works."
    s0 = sms_list("14:05", convos)
    s1 = sms_thread("14:05", msgs, None)
    s2 = sms_thread("14:06", msgs, reply)
    s3 = sms_thread("14:06", msgs + [("out", reply, "14:06")], None, sent_status=True)
    moved = [("Rafael Ortiz", reply, "14:06")] + convos[1:]
    s4 = sms_list("14:06", moved)
    s5 = sms_list("14:07", moved, selected="+1 415-555-0198")
    s6 = Scr(SMS, "14:07", battery=73, notif="Messages notification")
    s6.t("Are you sure you want to delete 1 conversation?", rid="confirm_dialog_message", box=(90, 1010, 990, 1130))
    s6.b("No", rid="android:id/button2", box=(560, 1170, 760, 1280)).b("Yes", rid="android:id/button1", box=(780, 1170, 990, 1280))
    s7 = sms_list("14:07", [c for c in moved if c[0] != "+1 415-555-0198"])
    emit(rs, 4, s0, [
        (tap(s0, "Rafael Ortiz"), s1), (typ(s1, "Type a message…", reply), s2), (tap(s2, "Send"), s3), (BACK, s4),
        (lpress(s4, "+1 415-555-0198"), s5), (tap(s5, "Delete"), s6), (tap(s6, "Yes"), s7)])


# ---------------------------------------------------------------- 05 DoorDash (clean)
DD = "com.dd.doordash"
DD_ITEMS = [("Chicken Tikka Masala", "$17.49", "Tandoor chicken simmered in tomato cream sauce. Served with basmati rice."),
            ("Garlic Naan", "$4.29", "Leavened bread baked in the clay oven, brushed with garlic butter."),
            ("Vegetable Samosa (2 pc)", "$6.99", "Crisp pastry with spiced potato and peas, tamarind chutney."),
            ("Mango Lassi", "$5.49", "Sweet yogurt drink blended with Alphonso mango."),
            ("Lamb Rogan Josh", "$19.99", "Slow-braised lamb in Kashmiri chili and fennel gravy.")]


def dd_store(clock: str, naan: int, cart: tuple[int, str] | None) -> Scr:
    s = Scr(DD, clock, battery=44)
    s.i("Back", box=(0, 150, 140, 290)).i("Search menu", box=(724, 160, 824, 280)).i("Share", box=(828, 160, 928, 280)).i("Save store", box=(932, 160, 1038, 280))
    s.at(300).t("Tandoori Flame", rid="store_name", h=100)
    s.t("4.6 ★ (2,100+ ratings) · Indian · $$", rid="store_rating", h=60)
    s.t("Delivery · 25–35 min · 1.2 mi", rid="store_eta", h=60)
    s.t("$0 delivery fee on orders $12+", rid="store_fee_banner", h=60)
    s.t("Popular Items", rid="menu_category_title", h=90)
    s.add("RV", None, None, box=(0, 740, 1080, 2180 if cart else 2330), rid="menu_list", scroll=True)
    for name, price, desc in DD_ITEMS:
        top = s.y
        s.t(name, rid="item_name", x=(42, 800), h=66, click=True)
        s.t(price, rid="item_price", x=(42, 800), h=56)
        s.t(desc, rid="item_description", x=(42, 800), h=96)
        if name == "Garlic Naan" and naan:
            s.i("Decrease Garlic Naan quantity", box=(820, top + 40, 900, top + 130))
            s.t(str(naan), box=(900, top + 40, 960, top + 130), rid="stepper_value")
            s.i("Increase Garlic Naan quantity", box=(960, top + 40, 1040, top + 130))
        else:
            s.i(f"Add {name}", box=(900, top + 40, 1020, top + 160), rid="quick_add_button")
        s.gap(26)
    if cart:
        s.b("View cart", rid="view_cart_button", box=(42, 2200, 1038, 2330))
        s.t(f"{cart[0]} item{'s' if cart[0] > 1 else ''}", rid="cart_count", box=(80, 2230, 300, 2300))
        s.t(cart[1], rid="cart_total", box=(800, 2230, 1000, 2300))
    return s


def dd_sheet(clock: str, spice: str | None) -> Scr:
    s = Scr(DD, clock, battery=44)
    s.i("Close", box=(0, 150, 140, 290)).at(320)
    s.t("Chicken Tikka Masala", rid="item_title", h=90).t("$17.49", rid="item_price", h=60)
    s.t(DD_ITEMS[0][2], rid="item_description", h=100)
    s.t("Spice Level", rid="option_group_title", h=70, x=(42, 700), stay=True)
    s.t("Required" if spice is None else "✓ Selected", rid="option_group_badge", x=(720, 1038), h=70)
    s.t("Select 1", rid="option_group_subtitle", h=50)
    for lvl in ["Mild", "Medium", "Hot"]:
        s.add("RB", lvl, None, click=True, checked=lvl == spice, rid="option_radio", h=100)
    s.t("Add-ons (Optional)", rid="option_group_title", h=70)
    s.add("CB", "Extra basmati rice +$2.99", None, click=True, checked=False, rid="option_checkbox", h=100)
    s.e(None, "Add a note (e.g. no cilantro)", rid="special_instructions", h=120)
    s.i("Decrease quantity", box=(42, 2050, 162, 2170)).t("1", box=(170, 2050, 240, 2170), rid="quantity_value").i("Increase quantity", box=(248, 2050, 368, 2170))
    s.b("Add to cart - $17.49", rid="add_to_cart_button", box=(400, 2040, 1038, 2180), enabled=spice is not None)
    return s


def dd_checkout(clock: str, tip: str) -> Scr:
    total = {"$4": ("$4.00", "$36.33"), "$6": ("$6.00", "$38.33")}[tip]
    s = Scr(DD, clock, battery=43)
    s.i("Back", box=(0, 150, 140, 290)).t("Checkout", box=(170, 180, 700, 260), rid="toolbar_title")
    s.at(300).b("Delivery", rid="fulfillment_toggle", x=(42, 520), stay=True, h=100, selected=True).b("Pickup", rid="fulfillment_toggle", x=(540, 1038), h=100)
    s.t("2210 Pine St, Apt 4B", rid="address_line1", h=66, click=True).t("San Francisco, CA 94115 · Hand it to me", rid="address_line2", h=56)
    s.add("RB", "Standard  25–35 min", None, checked=True, click=True, rid="delivery_option", h=90)
    s.add("RB", "Priority  15–25 min  +$2.99", None, checked=False, click=True, rid="delivery_option", h=90)
    s.t("Mastercard •••• 8830", rid="payment_method", click=True, h=80).t("Add promo code", rid="promo_code_row", click=True, h=80)
    s.t("Dasher Tip", rid="tip_title", h=66).t("100% of your tip goes to your Dasher.", rid="tip_subtitle", h=56)
    for k, amt in enumerate(["$3", "$4", "$6", "Other"]):
        s.add("BTN", amt, None, box=(42 + k * 250, s.y, 272 + k * 250, s.y + 100), click=True, selected=amt == tip, rid="tip_option")
    s.gap(120)
    for k, v in [("Subtotal", "$26.07"), ("Delivery Fee", "$0.00"), ("Service Fee", "$3.91"), ("Estimated Tax", "$2.35"),
                 ("Dasher Tip", total[0]), ("Total", total[1])]:
        s.t(k, rid="summary_label", x=(42, 700), h=60, stay=True).t(v, rid="summary_value", x=(760, 1038), h=60)
    s.b("Place Order", rid="place_order_button", box=(42, 2200, 1038, 2330))
    return s


def dd_tracking(clock: str, stage: int, eta: str) -> Scr:
    s = Scr(DD, clock, battery=43, notif="DoorDash notification")
    s.i("Close", box=(0, 150, 140, 290)).b("Help", rid="help_button", box=(880, 160, 1038, 280))
    s.add("V", None, "Map showing Tandoori Flame and 2210 Pine St", box=(0, 300, 1080, 1000), rid="order_map")
    s.at(1030).t("Order received" if stage == 0 else "Tandoori Flame is preparing your order", rid="order_status_title", h=90)
    s.t(f"Estimated arrival {eta}", rid="order_eta", h=66)
    for k, step in enumerate(["Order received", "Preparing your order", "Dasher on the way", "Delivered"]):
        s.add("TV", step, None, h=70, rid="order_progress_step", selected=k == stage, checked=k < stage)
    s.t("Tandoori Flame · 3 items", rid="order_summary", h=66)
    s.t("Delivering to 2210 Pine St, Apt 4B", rid="order_address", h=66)
    s.b("Order details", rid="order_details_button", h=110)
    return s


@traj
def t05(rs: RowSet) -> None:
    s0 = dd_store("7:18", 0, None)
    s1 = dd_sheet("7:18", None)
    s2 = dd_sheet("7:18", "Medium")
    s3 = dd_store("7:19", 0, (1, "$17.49"))
    s4 = dd_store("7:19", 1, (2, "$21.78"))
    s5 = dd_store("7:19", 2, (3, "$26.07"))
    s6 = Scr(DD, "7:19", battery=44)
    s6.i("Close", box=(0, 150, 140, 290)).t("Your cart", box=(170, 180, 700, 260), rid="toolbar_title")
    s6.at(300).t("Tandoori Flame", rid="cart_store_name", h=80)
    for name, opt, price, q in [("Chicken Tikka Masala", "Spice Level: Medium", "$17.49", "1"), ("Garlic Naan", "", "$8.58", "2")]:
        s6.t(name, rid="cart_item_name", x=(42, 700), h=66, stay=True).t(price, rid="cart_item_price", x=(760, 1038), h=66)
        if opt:
            s6.t(opt, rid="cart_item_options", h=56)
        s6.add("BTN", q, f"Quantity {q}", rid="cart_item_quantity", click=True, x=(42, 200), h=90).gap(20)
    s6.t("Add more items", rid="add_more_items", click=True, h=80)
    s6.t("Subtotal", rid="summary_label", x=(42, 700), h=66, stay=True).t("$26.07", rid="summary_value", x=(760, 1038), h=66)
    s6.b("Checkout", rid="checkout_button", box=(42, 2200, 1038, 2330))
    s7 = dd_checkout("7:20", "$4")
    s8 = dd_checkout("7:20", "$6")
    s9 = dd_tracking("7:21", 0, "7:46–7:56 PM")
    s10 = dd_tracking("7:24", 1, "7:49–7:59 PM")
    s11 = Scr(DD, "7:24", battery=43, notif="DoorDash notification")
    s11.i("Back", box=(0, 150, 140, 290)).t("Order details", box=(170, 180, 700, 260), rid="toolbar_title")
    s11.at(300).t("Tandoori Flame", rid="details_store", h=80).t("Order #7K2P-4M9Q · Placed 7:21 PM", rid="details_order_id", h=60)
    for k, v in [("1x Chicken Tikka Masala", "$17.49"), ("Spice Level: Medium", ""), ("2x Garlic Naan", "$8.58"), ("Subtotal", "$26.07"),
                 ("Delivery Fee", "$0.00"), ("Service Fee", "$3.91"), ("Estimated Tax", "$2.35"), ("Dasher Tip", "$6.00"), ("Total", "$38.33")]:
        if v:
            s11.t(k, rid="details_label", x=(42, 700), h=60, stay=True).t(v, rid="details_value", x=(760, 1038), h=60)
        else:
            s11.t(k, rid="details_options", x=(80, 700), h=52)
    s11.t("Paid with Mastercard •••• 8830", rid="details_payment", h=66).t("Delivering to 2210 Pine St, Apt 4B, San Francisco, CA 94115", rid="details_address", h=100)
    emit(rs, 5, s0, [
        (tap(s0, "Chicken Tikka Masala"), s1), (tap(s1, "Medium"), s2), (tap(s2, "Add to cart - $17.49"), s3),
        (tap(s3, "Add Garlic Naan"), s4), (tap(s4, "Increase Garlic Naan quantity"), s5), (tap(s5, "View cart"), s6),
        (tap(s6, "Checkout"), s7), (tap(s7, "$6"), s8), (tap(s8, "Place Order"), s9), (WAIT, s10), (tap(s10, "Order details"), s11)])


# ---------------------------------------------------------------- 06 Pro Expense (bad: deleted expense listed again)
PEX = "com.arduia.expense"
PEX_ALL = [("Groceries – Trader Joe's", "Food", "Oct 14, 2023", "$68.42"), ("Gas – Shell", "Transportation", "Oct 13, 2023", "$45.10"),
           ("Netflix", "Entertainment", "Oct 12, 2023", "$15.49"), ("Lunch with Sam", "Food", "Oct 12, 2023", "$23.75"),
           ("Phone bill", "Utilities", "Oct 10, 2023", "$52.00"), ("Parking downtown", "Transportation", "Oct 9, 2023", "$12.00"),
           ("Pharmacy", "Health", "Oct 8, 2023", "$18.37")]


def pex_list(clock: str, items: list[tuple[str, str, str, str]], selected: str | None = None) -> Scr:
    s = Scr(PEX, clock, battery=39)
    if selected:
        s.i("Close", box=(0, 150, 140, 290)).t("1 selected", box=(170, 180, 600, 260), rid="tv_selected_count").i("Delete", box=(930, 160, 1038, 280), rid="btn_delete")
    else:
        s.i("Open navigation drawer", box=(0, 150, 140, 290)).t("Expenses", box=(170, 180, 600, 260), rid="tv_toolbar_title").i("Filter", box=(930, 160, 1038, 280), rid="btn_filter")
    s.add("RV", None, None, box=(0, 300, 1080, 2300), rid="rv_expense", scroll=True)
    s.at(310)
    for name, cat, date, amt in items:
        s.add("VG", None, None, h=170, rid="cl_expense_item", click=True, long=True, selected=name == selected, stay=True)
        s.t(name, rid="tv_name", x=(60, 740), h=66, stay=True).t(amt, rid="tv_amount", x=(760, 1020), h=66)
        s.t(f"{cat} · {date}", rid="tv_date", x=(60, 740), h=56)
        s.gap(34)
    if not selected:
        s.i("Add expense", box=(858, 2110, 1014, 2266), rid="fb_main")
    return s


def pex_form(clock: str, title: str, name: str | None, amount: str | None, focus: str | None) -> Scr:
    s = Scr(PEX, clock, battery=39)
    s.i("Navigate up", box=(0, 150, 140, 290)).t(title, box=(170, 180, 700, 260), rid="tv_toolbar_title")
    s.at(320).e(name, "Name", rid="edt_name", h=140, focused=focus == "name")
    s.e(amount, "Amount", rid="edt_amount", h=140, focused=focus == "amount")
    s.t("Category", rid="tv_category_label", h=56).t("Others", rid="tv_category", click=True, h=90)
    s.t("Date", rid="tv_date_label", h=56).t("Oct 15, 2023", rid="tv_date", click=True, h=90)
    s.e(None, "Note", rid="edt_note", h=220)
    s.b("Save", rid="btn_save", box=(42, 2180, 1038, 2310))
    return s


@traj
def t06(rs: RowSet) -> None:
    bike = ("Bike repair", "Others", "Oct 15, 2023", "$38.00")
    kept = [it for it in PEX_ALL if it[0] != "Lunch with Sam"]
    s0 = pex_list("18:22", PEX_ALL)
    s1 = pex_list("18:22", PEX_ALL, selected="Lunch with Sam")
    s2 = Scr(PEX, "18:22", battery=39)
    s2.t("Delete expense", rid="alertTitle", box=(90, 960, 990, 1040)).t("Are you sure you want to delete 1 item?", rid="android:id/message", box=(90, 1060, 990, 1140))
    s2.b("Cancel", rid="android:id/button2", box=(540, 1180, 760, 1290)).b("Delete", rid="android:id/button1", box=(780, 1180, 990, 1290))
    s3 = pex_list("18:23", kept)
    s4 = pex_form("18:23", "New Expense", None, None, None)
    s5 = pex_form("18:23", "New Expense", "Bike repair", None, "name")
    s6 = pex_form("18:24", "New Expense", "Bike repair", "38.00", "amount")
    s7 = pex_list("18:24", [bike] + PEX_ALL)
    s8 = Scr(PEX, "18:24", battery=39)
    s8.add("IV", None, "Pro Expense", box=(60, 200, 220, 360)).t("Pro Expense", box=(60, 380, 700, 450), rid="tv_app_name")
    for k, item in enumerate(["Home", "Expenses", "Statistics", "Backup", "Settings", "About"]):
        s8.add("CheckedTextView", item, None, box=(0, 500 + k * 130, 800, 620 + k * 130), click=True, selected=item == "Expenses", rid="design_menu_item_text")
    s9 = Scr(PEX, "18:25", battery=39)
    s9.i("Open navigation drawer", box=(0, 150, 140, 290)).t("Home", box=(170, 180, 600, 260), rid="tv_toolbar_title")
    s9.at(310).t("This Week", rid="tv_week_label", h=60).t("$231.01", rid="tv_week_total", h=110).t("Oct 9 – Oct 15", rid="tv_week_range", h=56)
    for k, (d, v) in enumerate([("Mon", "12.00"), ("Tue", "52.00"), ("Wed", "0.00"), ("Thu", "15.49"), ("Fri", "45.10"), ("Sat", "68.42"), ("Sun", "38.00")]):
        s9.add("V", None, f"{d} {v}", box=(60 + k * 140, 620, 160 + k * 140, 980), rid="bar_day")
    s9.at(1010).t("Recent", rid="tv_recent_label", h=70, x=(42, 700), stay=True).t("More", rid="btn_more", x=(800, 1038), h=70, click=True)
    for name, cat, date, amt in [bike] + kept[:3]:
        s9.t(name, rid="tv_name", x=(60, 740), h=66, stay=True, click=True).t(amt, rid="tv_amount", x=(760, 1020), h=66)
        s9.t(f"{cat} · {date}", rid="tv_date", x=(60, 740), h=56).gap(30)
    s9.i("Add expense", box=(858, 2110, 1014, 2266), rid="fb_main")
    s10 = pex_form("18:25", "Edit Expense", "Bike repair", "38.00", None)
    emit(rs, 6, s0, [
        (lpress(s0, "Lunch with Sam"), s1), (tap(s1, "Delete"), s2), (tap(s2, "Delete"), s3), (tap(s3, "Add expense"), s4),
        (typ(s4, "Name", "Bike repair"), s5), (typ(s5, "Amount", "38.00"), s6), (tap(s6, "Save"), s7),
        (tap(s7, "Open navigation drawer"), s8), (tap(s8, "Home"), s9), (tap(s9, "Bike repair"), s10)],
        bad=7, kind="'Lunch with Sam' ($23.75, Oct 12), deleted at turn 3, is listed again in the expense list after the new expense is saved.")


# ---------------------------------------------------------------- 07 Google Home (bad: thermostat setpoint reverts on the device tile)
GH = "com.google.android.apps.chromecast.app"


def gh_devices(clock: str, setpoint: int, lights: str) -> Scr:
    s = Scr(GH, clock, battery=52)
    s.t("Maple House", box=(42, 170, 700, 260), rid="home_name", click=True)
    s.i("Add", box=(724, 160, 824, 280)).i("Settings", box=(828, 160, 928, 280)).i("Account and settings", box=(932, 160, 1038, 280))
    s.at(300).t("3 rooms · 7 devices", rid="home_subtitle", h=60)
    tiles = [("Living Room Thermostat", f"Heating to {setpoint}° · Indoor 69°"), ("Living Room Lights", lights),
             ("Kitchen Speaker", "Nest Mini · Idle"), ("Front Door", "Camera · Live"), ("Bedroom Lamp", "Off"),
             ("Hallway Smoke", "Nest Protect · Everything is OK"), ("Robot Vacuum", "Docked · 100%")]
    s.add("RV", None, None, box=(0, 380, 1080, 2190), rid="device_tiles", scroll=True)
    for k, (name, status) in enumerate(tiles):
        col, row = k % 2, k // 2
        x1, y1 = 42 + col * 506, 400 + row * 300
        s.add("FL", None, f"{name}, {status}", box=(x1, y1, x1 + 490, y1 + 280), rid="device_tile", click=True, long=True)
        s.t(name, box=(x1 + 30, y1 + 120, x1 + 470, y1 + 180), rid="device_name")
        s.t(status, box=(x1 + 30, y1 + 186, x1 + 470, y1 + 250), rid="device_status")
    s.nav(["Favorites", "Devices", "Automations", "Activity", "Settings"], "Devices")
    return s


def gh_thermo(clock: str, setpoint: int) -> Scr:
    s = Scr(GH, clock, battery=52)
    s.i("Back", box=(0, 150, 140, 290)).t("Living Room Thermostat", box=(170, 180, 820, 260), rid="toolbar_title").i("Settings", box=(932, 160, 1038, 280))
    s.at(320).t("Indoor 69°", rid="indoor_temperature", h=70)
    s.add("TV", str(setpoint), f"Heat set to {setpoint}", box=(340, 560, 740, 860), rid="setpoint_value")
    s.t("Heating", box=(340, 870, 740, 940), rid="hvac_state")
    s.i("Decrease temperature", box=(120, 1000, 300, 1180), rid="temperature_down")
    s.i("Increase temperature", box=(780, 1000, 960, 1180), rid="temperature_up")
    s.at(1240)
    for k, chip in enumerate(["Mode: Heat", "Eco: Off", "Fan: Off"]):
        s.add("BTN", chip, None, box=(42 + k * 340, 1240, 362 + k * 340, 1350), click=True, rid="control_chip")
    s.at(1390).t("Humidity 41%", rid="humidity", h=70).t("Outdoor 48° · Light rain", rid="outdoor_weather", h=70)
    s.t("Energy history", rid="section_title", h=70).t("Heated 3 hr 10 min today", rid="energy_summary", h=70, click=True)
    s.t("Schedule", rid="section_title", h=70).t("Next: 66° at 10:30 PM", rid="schedule_next", h=70, click=True)
    return s


@traj
def t07(rs: RowSet) -> None:
    s0 = gh_devices("6:52", 72, "On · 80%")
    s1 = gh_thermo("6:52", 72)
    s2 = gh_thermo("6:52", 71)
    s3 = gh_thermo("6:53", 70)
    s4 = gh_devices("6:53", 72, "On · 80%")
    s5 = Scr(GH, "6:53", battery=52)
    s5.i("Back", box=(0, 150, 140, 290)).t("Living Room Lights", box=(170, 180, 820, 260), rid="toolbar_title").i("Settings", box=(932, 160, 1038, 280))
    s5.at(320).t("2 lights · On", rid="group_status", h=70)
    s5.add("SB", None, "Brightness 80%", box=(300, 500, 780, 1500), rid="brightness_slider", scroll=True)
    s5.t("80%", box=(440, 1520, 640, 1620), rid="brightness_value")
    s5.add("SW", None, "Turn off Living Room Lights", box=(440, 1660, 640, 1780), rid="power_switch", click=True, checked=True)
    s5.at(1820).t("Floor lamp · On", rid="member_light", h=70, click=True).t("Ceiling light · On", rid="member_light", h=70, click=True)
    s6 = Scr(GH, "6:54", battery=52)
    s6.i("Back", box=(0, 150, 140, 290)).t("Living Room Lights", box=(170, 180, 820, 260), rid="toolbar_title").i("Settings", box=(932, 160, 1038, 280))
    s6.at(320).t("2 lights · Off", rid="group_status", h=70)
    s6.add("SB", None, "Brightness 80%", box=(300, 500, 780, 1500), rid="brightness_slider", scroll=True, enabled=False)
    s6.t("Off", box=(440, 1520, 640, 1620), rid="brightness_value")
    s6.add("SW", None, "Turn on Living Room Lights", box=(440, 1660, 640, 1780), rid="power_switch", click=True, checked=False)
    s6.at(1820).t("Floor lamp · Off", rid="member_light", h=70, click=True).t("Ceiling light · Off", rid="member_light", h=70, click=True)
    s7 = gh_devices("6:54", 70, "Off")
    emit(rs, 7, s0, [
        (tap(s0, "Living Room Thermostat"), s1), (tap(s1, "Decrease temperature"), s2), (tap(s2, "Decrease temperature"), s3),
        (BACK, s4), (tap(s4, "Living Room Lights"), s5), (tap(s5, "Turn off Living Room Lights"), s6), (BACK, s7)],
        bad=4, kind="The thermostat was lowered to 70° at turn 3, but the device tile right after going back says 'Heating to 72°' again.")


# ---------------------------------------------------------------- 08 Transit (clean)
TRN = "com.thetransitapp.droid"
DEPS = {"38R": ["10:15", "10:23", "10:31"], "33": ["10:14", "10:29"], "N": ["10:18", "10:30"], "43": ["10:20", "10:32"]}
LINES = [("38R", "Geary Rapid → Salesforce Transit Center", "Geary Blvd & Masonic Ave · 4 min walk"),
         ("33", "Ashbury/18th St → Potrero Ave", "Masonic Ave & Haight St · 6 min walk"),
         ("N", "Judah → Caltrain / Ball Park", "Carl St & Cole St · 9 min walk"),
         ("43", "Masonic → Fort Mason", "Masonic Ave & Fell St · 2 min walk")]


def mins(now: str, dep: str) -> int:
    h1, m1 = map(int, now.split(":"))
    h2, m2 = map(int, dep.split(":"))
    return (h2 * 60 + m2) - (h1 * 60 + m1)


def trn_nearby(clock: str) -> Scr:
    s = Scr(TRN, clock, battery=88, fmt="xml")
    s.e(None, "Where to?", rid="search_bar", box=(42, 160, 900, 290))
    s.i("Settings", box=(920, 160, 1038, 290))
    s.add("RV", None, None, box=(0, 310, 1080, 2300), rid="nearby_routes", scroll=True)
    s.at(320)
    for route, head, stop in LINES:
        nxt = [mins(clock, d) for d in DEPS[route] if mins(clock, d) > 0][:2]
        s.add("VG", None, f"{route} {head}, next in {nxt[0]} and {nxt[1]} minutes", h=300, rid="route_card", click=True, stay=True)
        s.t(route, rid="route_short_name", x=(60, 260), h=110, stay=True)
        s.t(f"{nxt[0]} min", rid="departure_primary", x=(660, 850), h=110, stay=True)
        s.t(f"{nxt[1]} min", rid="departure_secondary", x=(860, 1020), h=110)
        s.t(head, rid="route_headsign", x=(60, 1020), h=70)
        s.t(stop, rid="stop_name", x=(60, 1020), h=64)
        s.add("IV", None, "Real-time", box=(600, s.y - 200, 650, s.y - 150), rid="realtime_icon")
        s.gap(40)
    return s


def trn_search(clock: str, query: str | None) -> Scr:
    s = Scr(TRN, clock, battery=88, fmt="xml")
    s.i("Back", box=(0, 160, 130, 290))
    s.e(query, "Where to?", rid="search_input", box=(140, 160, 1038, 290), focused=True)
    s.at(320)
    rows = [("Home", "1390 Fell St, San Francisco"), ("Work", "101 Spear St, San Francisco"), ("Golden Gate Park", "Recent")]
    if query:
        rows = [("Ferry Building", "1 Ferry Building, San Francisco, CA"), ("Ferry Building Marketplace", "1 Sausalito - San Francisco Ferry Bldg"),
                ("San Francisco Ferry Building Terminal", "The Embarcadero, San Francisco, CA")]
    for a, b in rows:
        s.t(a, rid="place_title", click=True, h=70).t(b, rid="place_subtitle", h=56).gap(24)
    return s


@traj
def t08(rs: RowSet) -> None:
    s0 = trn_nearby("10:11")
    s1 = trn_nearby("10:12")
    s2 = Scr(TRN, "10:12", battery=88, fmt="xml")
    s2.i("Back", box=(0, 160, 130, 290)).t("38R Geary Rapid", box=(150, 170, 800, 250), rid="route_title").i("Favorite", box=(920, 160, 1038, 290))
    s2.at(300).t("To Salesforce Transit Center", rid="direction_title", h=70).t("From Geary Blvd & Masonic Ave", rid="stop_title", h=64)
    for d in DEPS["38R"]:
        s2.t(f"{d} · {mins('10:12', d)} min", rid="departure_row", h=70)
    s2.t("Stops", rid="section_title", h=70)
    for stop in ["Geary Blvd & Masonic Ave", "Geary Blvd & Divisadero St", "Geary Blvd & Fillmore St", "Geary Blvd & Laguna St",
                 "Geary St & Van Ness Ave", "Geary St & Hyde St", "Geary St & Powell St", "Kearny St & Geary St",
                 "Market St & 3rd St", "Market St & 2nd St", "Mission St & 1st St", "Salesforce Transit Center"]:
        s2.t(stop, rid="stop_row", h=70, click=True)
    s3 = trn_nearby("10:13")
    s4 = trn_search("10:13", None)
    s5 = trn_search("10:14", "Ferry Building")
    s6 = Scr(TRN, "10:14", battery=87, fmt="xml")
    s6.i("Back", box=(0, 160, 130, 290)).t("Current location → Ferry Building", box=(150, 170, 1000, 250), rid="trip_title")
    s6.at(300).b("Leave now", rid="time_selector", h=100)
    for plan, dur, legs in [("Leave 10:19 · Arrive 10:54", "35 min", "Walk 4 min · 38R · Walk 9 min"),
                            ("Leave 10:21 · Arrive 11:04", "43 min", "Walk 9 min · N · Walk 6 min")]:
        s6.add("VG", None, f"{plan}, {dur}, {legs}", h=240, rid="trip_plan", click=True, stay=True)
        s6.t(plan, rid="plan_times", x=(60, 760), h=80, stay=True).t(dur, rid="plan_duration", x=(780, 1020), h=80)
        s6.t(legs, rid="plan_legs", x=(60, 1020), h=70).gap(60)
    s7 = Scr(TRN, "10:15", battery=87, fmt="xml")
    s7.i("Back", box=(0, 160, 130, 290)).t("Leave in 4 min", box=(150, 170, 800, 250), rid="trip_title")
    s7.at(300)
    for step, sub in [("Walk 4 min · 300 m", "to Geary Blvd & Masonic Ave"), ("38R Geary Rapid → Salesforce Transit Center", "Departs 10:23 · in 8 min · Real-time"),
                      ("Ride 11 stops · 22 min", "Get off at Salesforce Transit Center · 10:45"), ("Walk 9 min · 700 m", "to Ferry Building"),
                      ("Arrive 10:54", "Ferry Building, 1 Ferry Building")]:
        s7.t(step, rid="itinerary_step", h=70).t(sub, rid="itinerary_detail", h=60).gap(30)
    s7.b("GO", rid="go_button", box=(780, 2140, 1038, 2290))
    s8 = Scr(TRN, "10:15", battery=87, fmt="xml")
    s8.i("Stop", box=(0, 160, 130, 290)).t("GO · 38R Geary Rapid", box=(150, 170, 900, 250), rid="go_title")
    s8.at(320).t("Leave in 4 min", rid="go_headline", h=110).t("Walk to Geary Blvd & Masonic Ave · 300 m", rid="go_instruction", h=70)
    s8.t("38R departs in 8 min (10:23)", rid="go_next_vehicle", h=70).t("Arrive 10:54", rid="go_arrival", h=70)
    s8.add("V", None, "Map with walking path to Geary Blvd & Masonic Ave", box=(0, 700, 1080, 2100), rid="go_map")
    s8.b("Share ETA", rid="share_eta", box=(42, 2140, 1038, 2290))
    emit(rs, 8, s0, [
        (WAIT, s1), (tap(s1, "38R"), s2), (BACK, s3), (tap(s3, "Where to?"), s4), (typ(s4, "Where to?", "Ferry Building"), s5),
        (tap(s5, "Ferry Building"), s6), (tap(s6, "Leave 10:19 · Arrive 10:54"), s7), (tap(s7, "GO"), s8)])


# ---------------------------------------------------------------- 09 Kindle (bad: new bookmark missing from the Notebook)
KIN = "com.amazon.kindle"
MOBY = {
    88: "You may have seen many a quaint craft in your day, for aught I know;—square-toed luggers; mountainous Japanese junks; butter-box galliots, and what not; but take my word for it, you never saw such a rare old craft as this same rare old Pequod. She was a ship of the old school, rather small if anything; with an old-fashioned claw-footed look about her...",
    12: "Whenever I find myself growing grim about the mouth; whenever it is a damp, drizzly November in my soul; whenever I find myself involuntarily pausing before coffin warehouses, and bringing up the rear of every funeral I meet; and especially whenever my hypos get such an upper hand of me...",
    84: "CHAPTER 16. The Ship. In bed we concocted our plans for the morrow. But to my surprise and no small concern, Queequeg now gave me to understand, that he had been diligently consulting Yojo...",
    85: "...I have forgotten to mention that, in many things, Queequeg placed great confidence in the excellence of Yojo's judgment and surprising forecast of things; and cherished Yojo with considerable esteem, as a rather good sort of god...",
}
LEFT = {88: "14 mins left in chapter", 12: "11 mins left in chapter", 84: "22 mins left in chapter", 85: "20 mins left in chapter"}


def kindle(clock: str, page: int, toolbar: bool, marked: bool = False) -> Scr:
    s = Scr(KIN, clock, battery=35)
    if toolbar:
        s.i("Back to library", box=(0, 150, 130, 280))
        s.t("Moby-Dick; or, The Whale", box=(140, 170, 560, 260), rid="reader_title")
        for k, d in enumerate(["Search in book", "Display settings", "Remove bookmark" if marked else "Add bookmark", "Notebook", "More options"]):
            s.add("IB", None, d, box=(570 + k * 94, 160, 660 + k * 94, 280), click=True, selected=d == "Remove bookmark")
    s.add("V", None, "Reader content", box=(0, 300, 1080, 2100), rid="reader_content_view", click=True, long=True)
    s.t(MOBY[page], box=(64, 330, 1016, 2000), rid="reader_text")
    if toolbar:
        s.i("Go To", box=(20, 2130, 140, 2250))
        s.add("SB", None, f"Page {page} of 721", box=(160, 2150, 1040, 2230), rid="reader_progress_seekbar", scroll=True)
        s.t(f"Page {page} of 721 · {round(page * 100 / 721)}%", box=(160, 2240, 1040, 2300), rid="reader_location")
    else:
        s.t(f"Page {page} of 721", box=(42, 2230, 500, 2300), rid="footer_location")
        s.t(LEFT[page], box=(560, 2230, 1038, 2300), rid="footer_time_left")
    return s


@traj
def t09(rs: RowSet) -> None:
    s0 = kindle("22:07", 88, False)
    s1 = kindle("22:07", 88, True)
    s2 = kindle("22:07", 88, True, marked=True)
    s3 = kindle("22:08", 88, True, marked=True)
    s3.add("FL", None, "Display settings panel", box=(0, 1180, 1080, 2330), rid="aa_panel")
    for k, tab in enumerate(["Themes", "Font", "Layout", "More"]):
        s3.add("TV", tab, None, box=(42 + k * 250, 1200, 272 + k * 250, 1300), click=True, selected=tab == "Font", rid="aa_tab")
    s3.at(1330).t("Bookerly", rid="font_selected", h=80, click=True).t("Font size", rid="font_size_label", h=60)
    s3.add("SB", None, "Font size 5 of 14", h=90, rid="font_size_seekbar", scroll=True)
    s3.add("SW", "Bold", None, h=90, rid="bold_toggle", click=True, checked=False)
    s3.i("Close", box=(932, 1190, 1038, 1300), rid="aa_close")
    s4 = kindle("22:08", 88, True, marked=True)
    s5 = Scr(KIN, "22:08", battery=35)
    s5.i("Close", box=(0, 150, 130, 280)).t("Notebook", box=(140, 170, 700, 260), rid="notebook_title").i("Export notebook", box=(820, 160, 920, 280)).i("Filter", box=(930, 160, 1038, 280))
    s5.at(300).t("2 annotations · All", rid="notebook_summary", h=70)
    for kind, where, text in [("Yellow highlight", "Page 12", MOBY[12][:123]),
                              ("Yellow highlight | Note", "Page 72", "It's a mutual, joint-stock world, in all meridians. We cannibals must help these Christians. — Note: Queequeg's reasoning, compare ch. 10")]:
        s5.t(f"{kind} | {where}", rid="annotation_header", h=64, click=True).t(text, rid="annotation_text", h=200, click=True).gap(30)
    s6 = kindle("22:09", 12, False)
    s7 = kindle("22:09", 12, True)
    s8 = Scr(KIN, "22:09", battery=35)
    s8.i("Close", box=(0, 150, 130, 280)).t("Go To", box=(140, 170, 700, 260), rid="goto_title")
    s8.at(300)
    for item in ["Cover", "Beginning", "Go to Page or Location"]:
        s8.t(item, rid="goto_item", click=True, h=80)
    s8.t("Contents", rid="section_title", h=70)
    for ch, pg in [("Etymology", 1), ("Extracts", 3), ("1. Loomings", 12), ("2. The Carpet-Bag", 18), ("3. The Spouter-Inn", 23),
                   ("4. The Counterpane", 39), ("10. A Bosom Friend", 61), ("11. Nightgown", 65), ("12. Biographical", 67),
                   ("13. Wheelbarrow", 70), ("14. Nantucket", 76), ("15. Chowder", 79), ("16. The Ship", 84), ("17. The Ramadan", 101)]:
        s8.t(ch, rid="toc_entry", click=True, h=70, x=(42, 860), stay=True).t(str(pg), rid="toc_page", x=(880, 1038), h=70)
    s9 = kindle("22:10", 84, False)
    s10 = kindle("22:10", 85, False)
    emit(rs, 9, s0, [
        (tap(s0, "Reader content"), s1), (tap(s1, "Add bookmark"), s2), (tap(s2, "Display settings"), s3), (tap(s3, "Close"), s4),
        (tap(s4, "Notebook"), s5), (tap(s5, "Yellow highlight | Page 12"), s6), (tap(s6, "Reader content"), s7), (tap(s7, "Go To"), s8),
        (tap(s8, "16. The Ship"), s9), (swipe("right"), s10)],
        bad=5, kind="The bookmark added on page 88 at turn 2 (still 'Remove bookmark' at turn 4) is missing from the Notebook, which lists only two highlights.")


# ---------------------------------------------------------------- 10 Broccoli recipes (clean)
BRO = "com.flauschcode.broccoli"
RECIPES = [("Lemon Garlic Pasta", "Weeknight spaghetti with lemon zest, garlic and parmesan"),
           ("Miso Glazed Salmon", "Sweet-savory white miso glaze, broiled in 12 minutes"),
           ("Overnight Oats", "Oats soaked in almond milk with chia seeds and berries"),
           ("Shakshuka", "Eggs poached in spiced tomato and pepper sauce"),
           ("Thai Green Curry", "Coconut curry with chicken, Thai basil and eggplant")]
SALMON_ING = "2 salmon fillets (about 170 g each)\n2 tbsp white miso\n1 tbsp mirin\n1 tbsp honey\n1 tsp rice vinegar\n1 tsp toasted sesame oil\n1 scallion, thinly sliced"
SALMON_DIR = "1. Heat the broiler with a rack 15 cm from the element.\n2. Whisk miso, mirin, honey, vinegar and sesame oil.\n3. Brush the fillets with the glaze and broil 8–10 minutes until caramelized.\n4. Scatter scallion on top and serve with rice."


def bro_list(clock: str) -> Scr:
    s = Scr(BRO, clock, battery=70, fmt="xml")
    s.i("Open navigation drawer", box=(0, 150, 140, 290)).t("Recipes", box=(170, 180, 700, 260), rid="toolbar_title").i("Search", box=(930, 160, 1038, 280))
    s.add("RV", None, None, box=(0, 300, 1080, 2300), rid="recycler_view", scroll=True)
    s.at(320)
    for title, desc in RECIPES:
        s.add("FL", None, None, h=300, rid="card_view", click=True, stay=True)
        s.add("IV", None, None, box=(42, s.y, 1038, s.y + 140), rid="card_image")
        s.gap(150).t(title, rid="card_text_view_title", h=70, x=(70, 1010)).t(desc, rid="card_text_view_description", h=60, x=(70, 1010)).gap(20)
    s.i("Add recipe", box=(858, 2110, 1014, 2266), rid="fab_recipes")
    return s


def bro_detail(clock: str, servings: str, fav: bool) -> Scr:
    s = Scr(BRO, clock, battery=70, fmt="xml")
    s.i("Navigate up", box=(0, 150, 140, 290))
    s.add("IB", None, "Remove from favorites" if fav else "Add to favorites", box=(620, 160, 720, 280), click=True, checked=fav)
    s.i("Cook", box=(724, 160, 824, 280)).i("Edit", box=(828, 160, 928, 280)).i("More options", box=(932, 160, 1038, 280))
    s.add("IV", None, None, box=(0, 300, 1080, 800), rid="recipe_image")
    s.at(820).t("Miso Glazed Salmon", rid="recipe_details_title", h=90)
    s.t("Sweet-savory white miso glaze, broiled in 12 minutes", rid="recipe_details_description", h=70)
    s.t("Dinner, Fish", rid="recipe_details_categories", h=60)
    s.t(f"{servings} servings", rid="recipe_details_servings", h=60, x=(42, 520), stay=True).t("25 min", rid="recipe_details_preparation_time", h=60, x=(540, 1038))
    s.t("Source: justonecookbook.com", rid="recipe_details_source", h=60)
    s.t("Ingredients", rid="recipe_details_ingredients_title", h=70).t(SALMON_ING, rid="recipe_details_ingredients", h=420)
    s.t("Directions", rid="recipe_details_directions_title", h=70).t(SALMON_DIR, rid="recipe_details_directions", h=380)
    return s


def bro_edit(clock: str, servings: str, focus: bool) -> Scr:
    s = Scr(BRO, clock, battery=70, fmt="xml")
    s.i("Navigate up", box=(0, 150, 140, 290)).t("Edit recipe", box=(170, 180, 700, 260), rid="toolbar_title").i("Save", box=(930, 160, 1038, 280))
    s.at(310)
    for val, hint, rid, h in [("Miso Glazed Salmon", "Title", "new_title", 120), ("Sweet-savory white miso glaze, broiled in 12 minutes", "Description", "new_description", 140),
                              ("Dinner, Fish", "Categories", "new_categories", 120), (servings, "Servings", "new_servings", 120),
                              ("25 min", "Preparation time", "new_preparation_time", 120), ("justonecookbook.com", "Source", "new_source", 120),
                              (SALMON_ING, "Ingredients", "new_ingredients", 420), (SALMON_DIR, "Directions", "new_directions", 400)]:
        s.e(val, hint, rid=rid, h=h, focused=focus and rid == "new_servings")
    return s


@traj
def t10(rs: RowSet) -> None:
    s0 = bro_list("12:31")
    s1 = bro_detail("12:31", "2", False)
    s2 = bro_edit("12:32", "2", False)
    s3 = bro_edit("12:32", "4", True)
    s4 = bro_detail("12:32", "4", False)
    s5 = bro_detail("12:33", "4", True)
    s6 = bro_list("12:33")
    emit(rs, 10, s0, [
        (tap(s0, "Miso Glazed Salmon"), s1), (tap(s1, "Edit"), s2), (typ(s2, "Servings", "4"), s3), (tap(s3, "Save"), s4),
        (tap(s4, "Add to favorites"), s5), (BACK, s6)])


# ---------------------------------------------------------------- 11 Contacts and Phone (clean)
CON = "com.google.android.contacts"
DIA = "com.google.android.dialer"
PEOPLE = ["Aisha Bello", "Ben Kowalski", "Carlos Mendes", "Daniel Park", "Elena Rossi", "Farid Haddad", "Grace Liu", "Hiro Tanaka"]


def con_detail(clock: str, phone: str, battery: int = 66) -> Scr:
    s = Scr(CON, clock, battery=battery)
    s.i("Navigate up", box=(0, 150, 140, 290)).i("Edit contact", box=(724, 160, 824, 280)).i("Add to favorites", box=(828, 160, 928, 280)).i("More options", box=(932, 160, 1038, 280))
    s.add("IV", None, "Contact photo", box=(400, 320, 680, 600), rid="photo")
    s.at(630).t("Elena Rossi", rid="large_title", h=110)
    for k, act in enumerate(["Call", "Text", "Video", "Email"]):
        s.add("BTN", act, None, box=(42 + k * 250, 760, 272 + k * 250, 940), click=True, rid="action_button")
    s.at(980).t("Contact info", rid="header", h=70)
    s.t(phone, rid="primary_text", h=70, click=True, long=True).t("Mobile", rid="secondary_text", h=56)
    s.i(f"Text {phone}", box=(920, 1050, 1038, 1170), rid="secondary_action")
    s.at(1200).t("elena.rossi@gmail.com", rid="primary_text", h=70, click=True, long=True).t("Personal", rid="secondary_text", h=56)
    s.t("June 3", rid="primary_text", h=70).t("Birthday", rid="secondary_text", h=56)
    s.t("About this contact", rid="header", h=70).t("Google Account · sam.whitfield@gmail.com", rid="account_text", h=60)
    return s


@traj
def t11(rs: RowSet) -> None:
    s0 = Scr(CON, "11:04", battery=66)
    s0.e(None, "Search contacts", rid="open_search_bar", box=(42, 160, 900, 290)).i("Google Account: Sam Whitfield (sam.whitfield@gmail.com)", box=(920, 160, 1038, 290))
    s0.add("RV", None, None, box=(0, 310, 1080, 2190), rid="contacts_list", scroll=True)
    s0.at(320).t("8 contacts", rid="account_contacts_count", h=60)
    letter = ""
    for name in PEOPLE:
        if name[0] != letter:
            letter = name[0]
            s0.t(letter, rid="section_header", h=60, x=(42, 140), stay=True)
        s0.add("VG", None, name, h=130, x=(160, 1038), rid="contact_row", click=True, long=True, stay=True)
        s0.t(name, rid="cliv_name_textview", h=130, x=(300, 1038))
    s0.i("Create contact", box=(858, 2010, 1014, 2166), rid="floating_action_button")
    s0.nav(["Contacts", "Highlights", "Fix & manage"], "Contacts")
    s1 = con_detail("11:04", "(415) 555-0142")

    def edit(clock: str, phone: str, focus: bool) -> Scr:
        s = Scr(CON, clock, battery=66)
        s.i("Cancel", box=(0, 150, 140, 290)).t("Edit contact", box=(170, 180, 700, 260), rid="toolbar_title").b("Save", rid="menu_save", box=(860, 170, 1038, 270))
        s.add("IV", None, "Change picture", box=(400, 320, 680, 600))
        s.at(640)
        for val, hint, h in [("Elena", "First name", 130), ("Rossi", "Last name", 130), (None, "Company", 130)]:
            s.e(val, hint, h=h, rid="editor_field")
        s.e(phone, "Phone", h=130, rid="editor_field", focused=focus, x=(42, 700), stay=True)
        s.add("android.widget.Spinner", "Mobile", None, box=(720, s.y, 1038, s.y + 130), click=True, rid="spinner")
        s.gap(144).e("elena.rossi@gmail.com", "Email", h=130, rid="editor_field", x=(42, 700), stay=True)
        s.add("android.widget.Spinner", "Personal", None, box=(720, s.y, 1038, s.y + 130), click=True, rid="spinner")
        s.gap(144).t("Significant date · June 3", rid="editor_field", h=100).b("More fields", rid="more_fields", h=110)
        return s

    s2 = edit("11:05", "(415) 555-0142", False)
    s3 = edit("11:05", "(415) 555-0187", True)
    s4 = con_detail("11:05", "(415) 555-0187")

    def incall(clock: str, status: str) -> Scr:
        s = Scr(DIA, clock, battery=65)
        s.t("Elena Rossi", rid="contactgrid_contact_name", box=(42, 330, 1038, 450))
        s.t("Mobile (415) 555-0187", rid="contactgrid_status_text", box=(42, 460, 1038, 530))
        s.t(status, rid="contactgrid_bottom_timer" if ":" in status else "contactgrid_bottom_text", box=(42, 540, 1038, 610))
        s.add("IV", None, "Contact photo", box=(360, 700, 720, 1060), rid="contactgrid_avatar")
        for k, lab in enumerate(["Mute", "Keypad", "Speaker", "Add call", "Hold", "Record"]):
            col, row = k % 3, k // 3
            s.add("TB", lab, lab, box=(90 + col * 320, 1280 + row * 260, 350 + col * 320, 1500 + row * 260), click=True, checked=False, rid="incall_button")
        s.i("End call", box=(440, 1900, 640, 2100), rid="incall_end_call")
        return s

    s5 = incall("11:06", "Calling…")
    s6 = incall("11:06", "0:07")
    s7 = con_detail("11:06", "(415) 555-0187", battery=65)
    s8 = Scr(DIA, "11:07", battery=65)
    s8.e(None, "Search contacts & places", rid="open_search_bar", box=(42, 160, 900, 290)).i("More options", box=(920, 160, 1038, 290))
    s8.add("RV", None, None, box=(0, 310, 1080, 2190), rid="new_call_log_recycler_view", scroll=True)
    s8.at(320).t("Today", rid="new_call_log_header_text", h=60)
    rows = [("Elena Rossi", "Outgoing call, Mobile, 11:06 AM", "Mobile • 11:06 AM"), ("Daniel Park", "Missed call, Mobile, 9:12 AM", "Mobile • 9:12 AM"),
            ("(650) 555-0111", "Incoming call, 8:40 AM", "Mountain View, CA • 8:40 AM")]
    for name, desc, sub in rows:
        s8.add("VG", None, desc, h=150, rid="call_log_entry", click=True, long=True, stay=True)
        s8.t(name, rid="primary_text", x=(200, 900), h=70).t(sub, rid="secondary_text", x=(200, 900), h=60).gap(10)
    s8.t("Yesterday", rid="new_call_log_header_text", h=60)
    s8.add("VG", None, "Incoming call, Mom, Mobile, 7:32 PM", h=150, rid="call_log_entry", click=True, long=True, stay=True)
    s8.t("Mom", rid="primary_text", x=(200, 900), h=70).t("Mobile • 7:32 PM", rid="secondary_text", x=(200, 900), h=60).gap(10)
    s8.t("Older", rid="new_call_log_header_text", h=60)
    s8.add("VG", None, "Incoming call, Elena Rossi, Mobile, Sep 28", h=150, rid="call_log_entry", click=True, long=True, stay=True)
    s8.t("Elena Rossi", rid="primary_text", x=(200, 900), h=70).t("Mobile • Sep 28", rid="secondary_text", x=(200, 900), h=60).gap(10)
    s8.nav(["Favorites", "Recents", "Contacts", "Voicemail"], "Recents")
    s9 = Scr(DIA, "11:07", battery=65)
    s9.e(None, "Search contacts & places", rid="open_search_bar", box=(42, 160, 900, 290)).i("More options", box=(920, 160, 1038, 290))
    s9.add("RV", None, None, box=(0, 310, 1080, 2190), rid="new_call_log_recycler_view", scroll=True)
    s9.at(320).t("Today", rid="new_call_log_header_text", h=60)
    s9.add("VG", None, "Outgoing call, Mobile, 11:06 AM", h=150, rid="call_log_entry", click=True, long=True, selected=True, stay=True)
    s9.t("Elena Rossi", rid="primary_text", x=(200, 900), h=70).t("Mobile • 11:06 AM", rid="secondary_text", x=(200, 900), h=60).gap(10)
    for k, act in enumerate(["Call", "Message", "Video call", "History"]):
        s9.add("BTN", act, None, box=(42 + k * 250, s9.y, 272 + k * 250, s9.y + 130), click=True, rid="call_log_action")
    s9.gap(150)
    for name, desc, sub in rows[1:]:
        s9.add("VG", None, desc, h=150, rid="call_log_entry", click=True, long=True, stay=True)
        s9.t(name, rid="primary_text", x=(200, 900), h=70).t(sub, rid="secondary_text", x=(200, 900), h=60).gap(10)
    s9.t("Yesterday", rid="new_call_log_header_text", h=60)
    s9.add("VG", None, "Incoming call, Mom, Mobile, 7:32 PM", h=150, rid="call_log_entry", click=True, long=True, stay=True)
    s9.t("Mom", rid="primary_text", x=(200, 900), h=70).t("Mobile • 7:32 PM", rid="secondary_text", x=(200, 900), h=60).gap(10)
    s9.nav(["Favorites", "Recents", "Contacts", "Voicemail"], "Recents")
    s10 = Scr(DIA, "11:07", battery=65)
    s10.i("Navigate up", box=(0, 150, 140, 290)).t("Call details", box=(170, 180, 700, 260), rid="toolbar_title").i("Delete", box=(932, 160, 1038, 280))
    s10.at(320).t("Elena Rossi", rid="contact_name", h=90).t("Mobile (415) 555-0187", rid="phone_number", h=60)
    for when, what, num, dur in [("Today", "Outgoing call · 11:06 AM", "(415) 555-0187", "21 sec"),
                                 ("Sep 28", "Incoming call · 6:15 PM", "(415) 555-0142", "4 min 2 sec"),
                                 ("Sep 12", "Missed call · 9:40 AM", "(415) 555-0142", "")]:
        s10.t(when, rid="call_detail_date", h=56).t(what, rid="call_type", h=64).t(num, rid="call_number", h=56)
        if dur:
            s10.t(dur, rid="call_duration", h=56)
        s10.gap(20)
    emit(rs, 11, s0, [
        (tap(s0, "Elena Rossi"), s1), (tap(s1, "Edit contact"), s2), (typ(s2, "Phone", "(415) 555-0187"), s3), (tap(s3, "Save"), s4),
        (tap(s4, "Call"), s5), (WAIT, s6), (tap(s6, "End call"), s7), (droid("open_app", app_name="Phone"), s8),
        (tap(s8, "Outgoing call, Mobile, 11:06 AM"), s9),
        (tap(s9, "History"), s10)])


# ---------------------------------------------------------------- 12 Duolingo (bad: streak counter reverts after the lesson)
DUO = "com.duolingo"


def duo_top(s: Scr, streak: int) -> Scr:
    s.add("IB", None, "Spanish course", box=(42, 160, 182, 280), click=True, rid="languageFlagMenuItem")
    s.add("TV", str(streak), f"{streak} day streak", box=(300, 170, 480, 270), click=True, rid="streakMenuItem")
    s.add("TV", "1,235", "1235 gems", box=(560, 170, 760, 270), click=True, rid="currencyMenuItem")
    s.add("TV", "5", "5 hearts", box=(840, 170, 1000, 270), click=True, rid="heartsMenuItem")
    return s


def duo_learn(clock: str, streak: int, done: int) -> Scr:
    s = duo_top(Scr(DUO, clock, battery=29), streak)
    s.at(300).t("SECTION 2, UNIT 6", rid="sectionUnitText", h=56, x=(42, 800)).t("Describe your city", rid="unitTitle", h=80, x=(42, 800))
    s.i("Unit guide", box=(860, 300, 1038, 440), rid="guidebookButton")
    s.add("RV", None, None, box=(0, 470, 1080, 2190), rid="pathRecyclerView", scroll=True)
    for k in range(1, 6):
        state = "completed" if k <= done else ("current" if k == done + 1 else "locked")
        x = [440, 300, 440, 580, 440][k - 1]
        s.add("BTN", None, f"Lesson {k}, {state}", box=(x, 500 + k * 230, x + 200, 680 + k * 230), click=state != "locked", rid="pathItem")
        if state == "current":
            s.add("TV", "START", None, box=(x - 20, 420 + k * 230, x + 220, 490 + k * 230), rid="startBubble", click=True)
    s.nav(["Learn", "Practice", "Leaderboards", "Quests", "Profile"], "Learn")
    return s


@traj
def t12(rs: RowSet) -> None:
    s0 = duo_learn("21:30", 41, 2)
    s1 = duo_learn("21:30", 41, 2)
    s1.add("FL", None, "Lesson popup", box=(140, 1230, 940, 1640), rid="pathPopup")
    s1.t("Describe your city", box=(190, 1260, 890, 1340), rid="popupTitle").t("Lesson 3 of 5", box=(190, 1350, 890, 1410), rid="popupSubtitle")
    s1.b("START +10 XP", rid="popupButton", box=(190, 1460, 890, 1590))

    def exercise(clock: str, prompt: str, body: str, answer: str | None, picked: str | None, result: str | None, options: list[str] | None) -> Scr:
        s = Scr(DUO, clock, battery=29)
        s.i("Quit", box=(20, 160, 140, 280), rid="quitButton")
        s.add("PB", None, "Lesson progress", box=(170, 200, 900, 240), rid="lessonProgressBar")
        s.add("TV", "5", "5 hearts", box=(930, 170, 1038, 270), rid="heartsIndicator")
        s.at(320).t(prompt, rid="header", h=90).t(body, rid="sentence", h=140)
        if options is None:
            s.e(answer, "Type in English", rid="textInput", h=360, focused=answer is not None)
        else:
            for opt in options:
                s.add("FL", opt, None, h=140, click=True, selected=opt == picked, rid="optionView")
        if result:
            s.add("FL", None, None, box=(0, 1880, 1080, 2330), rid="gradingRibbon")
            s.t(result, box=(60, 1920, 1020, 2010), rid="ribbonPrimaryTitle")
            s.b("CONTINUE", rid="continueButton", box=(42, 2180, 1038, 2310))
        else:
            s.b("CHECK", rid="submitButton", box=(42, 2180, 1038, 2310), enabled=bool(answer or picked))
        return s

    sent = "El museo está cerca del parque."
    opts = ["Where is the library?", "Where is the bookstore?", "When does the library open?"]
    s2 = exercise("21:31", "Write this in English", sent, None, None, None, None)
    s3 = exercise("21:31", "Write this in English", sent, "The museum is near the park.", None, None, None)
    s4 = exercise("21:31", "Write this in English", sent, "The museum is near the park.", None, "Great job!", None)
    s5 = exercise("21:32", "Select the correct meaning", "¿Dónde está la biblioteca?", None, None, None, opts)
    s6 = exercise("21:32", "Select the correct meaning", "¿Dónde está la biblioteca?", None, opts[0], None, opts)
    s7 = exercise("21:32", "Select the correct meaning", "¿Dónde está la biblioteca?", None, opts[0], "Nice!", opts)
    s8 = Scr(DUO, "21:33", battery=29)
    s8.add("IV", None, "Duo celebrating", box=(290, 400, 790, 900))
    s8.at(940).t("Lesson complete!", rid="title", h=110)
    for k, (lab, val) in enumerate([("TOTAL XP", "10"), ("AMAZING", "100%"), ("SPEEDY", "2:14")]):
        s8.t(lab, box=(42 + k * 340, 1120, 352 + k * 340, 1180), rid="statLabel").t(val, box=(42 + k * 340, 1190, 352 + k * 340, 1290), rid="statValue")
    s8.b("CONTINUE", rid="primaryButton", box=(42, 2180, 1038, 2310))
    s9 = Scr(DUO, "21:33", battery=29)
    s9.add("IV", None, "Streak flame", box=(340, 420, 740, 820))
    s9.at(860).t("42", rid="streakCount", h=200).t("day streak!", rid="streakTitle", h=90)
    s9.t("You extended your streak! Practice each day so your streak won't reset.", rid="streakBody", h=140)
    for k, d in enumerate(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]):
        s9.add("TV", d, f"{d} practiced" if k <= 3 else d, box=(60 + k * 140, 1420, 180 + k * 140, 1540), checked=k <= 3, rid="streakCalendarDay")
    s9.b("CONTINUE", rid="primaryButton", box=(42, 2180, 1038, 2310))
    s10 = duo_learn("21:34", 41, 3)
    s11 = duo_top(Scr(DUO, "21:34", battery=29), 42)
    s11.at(300).t("Maya Chen", rid="profileName", h=90).t("@mayachen_92 · Joined March 2022", rid="profileUsername", h=60)
    s11.t("12 Following · 9 Followers", rid="profileFollow", h=60).t("Statistics", rid="sectionTitle", h=80)
    for k, (val, lab) in enumerate([("42", "Day streak"), ("8,427", "Total XP"), ("Sapphire", "Current league"), ("3", "Top 3 finishes")]):
        col, row = k % 2, k // 2
        s11.add("FL", None, f"{val} {lab}", box=(42 + col * 506, 820 + row * 230, 532 + col * 506, 1030 + row * 230), rid="statCard")
        s11.t(val, box=(80 + col * 506, 850 + row * 230, 500 + col * 506, 930 + row * 230), rid="statValue")
        s11.t(lab, box=(80 + col * 506, 940 + row * 230, 500 + col * 506, 1000 + row * 230), rid="statLabel")
    s11.at(1320).t("Achievements", rid="sectionTitle", h=80).t("Wildfire · Level 7 · 42/50 days", rid="achievementRow", h=80, click=True)
    s11.nav(["Learn", "Practice", "Leaderboards", "Quests", "Profile"], "Profile")
    emit(rs, 12, s0, [
        (tap(s0, "START"), s1), (tap(s1, "START +10 XP"), s2), (typ(s2, "Type in English", "The museum is near the park."), s3),
        (tap(s3, "CHECK"), s4), (tap(s4, "CONTINUE"), s5), (tap(s5, opts[0]), s6), (tap(s6, "CHECK"), s7), (tap(s7, "CONTINUE"), s8),
        (tap(s8, "CONTINUE"), s9), (tap(s9, "CONTINUE"), s10), (tap(s10, "Profile"), s11)],
        bad=10, kind="After the 'day streak!' screen shows the streak extended to 42, the Learn tab's streak counter is back at 41 with no day change.")


# ---------------------------------------------------------------- 13 Audio Recorder (clean)
ARC = "com.dimowner.audiorecorder"


def arc_main(clock: str, name: str, dur: str, recording: str | None = None) -> Scr:
    s = Scr(ARC, clock, battery=81)
    s.t(name, rid="txt_name", box=(42, 180, 1038, 270), click=recording is None)
    s.add("V", None, "Waveform", box=(0, 300, 1080, 1100), rid="recording_view" if recording else "record")
    if recording:
        s.t(recording, rid="txt_progress", box=(340, 1140, 740, 1260)).t("Recording…", rid="txt_record_status", box=(340, 1270, 740, 1330))
        s.i("Pause recording", box=(120, 1900, 300, 2080), rid="btn_record_pause")
        s.i("Stop recording", box=(450, 1880, 630, 2100), rid="btn_record_stop")
        s.i("Delete recording", box=(780, 1900, 960, 2080), rid="btn_record_delete")
    else:
        s.t("00:00", rid="txt_progress", box=(42, 1120, 300, 1190)).t(dur, rid="txt_duration", box=(780, 1120, 1038, 1190))
        s.add("SB", None, "Playback position", box=(42, 1200, 1038, 1260), rid="play_progress", scroll=True)
        s.t("M4a, 44.1kHz, 128kbps, Stereo", rid="txt_record_info", box=(42, 1290, 1038, 1350))
        s.i("Play", box=(450, 1420, 630, 1600), rid="btn_play")
        s.i("Share", box=(42, 1900, 222, 2080), rid="btn_share")
        s.i("Record", box=(450, 1880, 630, 2100), rid="btn_record")
        s.i("Records", box=(660, 1900, 840, 2080), rid="btn_records_list")
        s.i("Settings", box=(860, 1900, 1038, 2080), rid="btn_settings")
    return s


def arc_records(clock: str, first: str) -> Scr:
    s = Scr(ARC, clock, battery=80)
    s.i("Navigate up", box=(0, 150, 140, 290)).t("Records", box=(170, 180, 700, 260), rid="txt_title").i("Bookmarks", box=(828, 160, 928, 280)).i("Sort", box=(932, 160, 1038, 280))
    s.add("RV", None, None, box=(0, 300, 1080, 2000), rid="recyclerView", scroll=True)
    s.at(310)
    for name, date, dur, size in [(first, "15.10.2023 16:40", "00:14", "0.2 MB"), ("Record-14", "14.10.2023 09:12", "02:15", "2.1 MB"),
                                  ("Record-13", "12.10.2023 18:55", "00:48", "0.7 MB"), ("Interview notes", "09.10.2023 14:03", "18:32", "17.0 MB"),
                                  ("Record-11", "02.10.2023 20:17", "05:06", "4.7 MB")]:
        s.add("RL", None, None, h=200, rid="list_item", click=True, long=True, stay=True)
        s.t(name, rid="list_item_name", x=(60, 760), h=70, stay=True).t(dur, rid="list_item_duration", x=(780, 920), h=70)
        s.i(f"More options {name}", box=(930, s.y - 84, 1038, s.y + 36), rid="list_item_more")
        s.t(f"{date} · M4a, {size}", rid="list_item_date", x=(60, 920), h=60).gap(70)
    s.add("FL", None, "Player", box=(0, 2020, 1080, 2300), rid="pnl_playback")
    s.t(first, rid="txt_name", box=(60, 2050, 800, 2120)).i("Play", box=(860, 2040, 1020, 2200), rid="btn_play")
    return s


@traj
def t13(rs: RowSet) -> None:
    s0 = arc_main("16:40", "Record-14", "02:15")
    s1 = arc_main("16:40", "Record-15", "", recording="00:00")
    s2 = arc_main("16:40", "Record-15", "", recording="00:12")
    s3 = arc_main("16:41", "Record-15", "00:14")
    s4 = arc_records("16:41", "Record-15")
    s5 = arc_records("16:41", "Record-15")
    s5.add("FL", None, None, box=(560, 420, 1038, 1200), rid="popup_menu")
    for k, item in enumerate(["Share", "Information", "Rename", "Open with", "Save as", "Delete"]):
        s5.add("TV", item, None, box=(560, 430 + k * 126, 1038, 546 + k * 126), click=True, rid="android:id/title")
    s6 = Scr(ARC, "16:41", battery=80)
    s6.t("Rename", rid="alertTitle", box=(90, 880, 990, 960)).e("Record-15", "Name", rid="input_name", box=(90, 990, 990, 1120), focused=True)
    s6.b("Cancel", rid="android:id/button2", box=(540, 1180, 760, 1290)).b("OK", rid="android:id/button1", box=(780, 1180, 990, 1290))
    s7 = Scr(ARC, "16:42", battery=80)
    s7.t("Rename", rid="alertTitle", box=(90, 880, 990, 960)).e("Landlord call notes", "Name", rid="input_name", box=(90, 990, 990, 1120), focused=True)
    s7.b("Cancel", rid="android:id/button2", box=(540, 1180, 760, 1290)).b("OK", rid="android:id/button1", box=(780, 1180, 990, 1290))
    s8 = arc_records("16:42", "Landlord call notes")
    emit(rs, 13, s0, [
        (tap(s0, "Record"), s1), (WAIT, s2), (tap(s2, "Stop recording"), s3), (tap(s3, "Records"), s4),
        (tap(s4, "More options Record-15"), s5), (tap(s5, "Rename"), s6), (typ(s6, "Name", "Landlord call notes"), s7), (tap(s7, "OK"), s8)])


# ---------------------------------------------------------------- 14 Aegis Authenticator (bad: renamed entry back under its old issuer)
AEG = "com.beemdevelopment.aegis"
AEG_ENTRIES = [("AWS", "root@acme-prod"), ("Discord", "maral"), ("GitHub", "mlindqvist"), ("Google", "mara.lindqvist@gmail.com"),
               ("Proton", "mara@proton.me"), ("Tailscale", "mara.lindqvist@github")]


def totp(account: str, second: int) -> str:
    digest = hashlib.sha256(f"{account}/{second // 30}".encode()).hexdigest()
    code = int(digest[:8], 16) % 1_000_000
    return f"{code // 1000:03d} {code % 1000:03d}"


def aeg_list(clock: str, second: int, entries: list[tuple[str, str]], *, selected: str | None = None, query: str | None = None) -> Scr:
    s = Scr(AEG, clock, battery=90)
    if selected:
        s.i("Done", box=(0, 150, 140, 290))
        for k, d in enumerate(["Edit", "Copy", "Share", "Toggle favorite", "Delete"]):
            s.i(d, box=(520 + k * 104, 160, 620 + k * 104, 280), rid=f"action_{d.lower().replace(' ', '_')}")
    elif query is not None:
        s.i("Collapse", box=(0, 150, 140, 290)).e(query or None, "Search", rid="search_src_text", box=(150, 160, 930, 280), focused=True)
    else:
        s.t("Aegis", box=(42, 180, 500, 260), rid="toolbar_title")
        s.i("Search", box=(724, 160, 824, 280), rid="mi_search").i("Lock", box=(828, 160, 928, 280), rid="action_lock").i("More options", box=(932, 160, 1038, 280))
    s.add("RV", None, None, box=(0, 300, 1080, 2300), rid="rvKeyProfiles", scroll=True)
    s.at(310)
    for issuer, acct in entries:
        s.add("RL", None, None, h=220, rid="rlCardEntry", click=True, long=True, selected=issuer == selected, stay=True)
        s.add("IV", None, None, box=(42, s.y + 50, 162, s.y + 170), rid="ivTextDrawable")
        s.t(issuer, rid="profile_issuer", x=(190, 760), h=64).t(f"({acct})", rid="profile_account_name", x=(190, 760), h=56)
        s.t(totp(acct, second), rid="profile_code", x=(190, 760), h=70)
        s.add("PB", None, None, box=(0, s.y, 1080, s.y + 8), rid="progressBar").gap(30)
    if not selected and query is None:
        s.i("Add entry", box=(858, 2110, 1014, 2266), rid="fab")
    return s


def aeg_edit(clock: str, issuer: str, focus: bool) -> Scr:
    s = Scr(AEG, clock, battery=90)
    s.i("Navigate up", box=(0, 150, 140, 290)).t("Edit entry", box=(170, 180, 700, 260), rid="toolbar_title").i("Save", box=(830, 160, 930, 280), rid="action_save").i("More options", box=(932, 160, 1038, 280))
    s.add("IV", None, "Entry icon", box=(440, 320, 640, 520), rid="profile_drawable")
    s.at(560)
    s.e("root@acme-prod", "Name", rid="text_name", h=130)
    s.e(issuer, "Issuer", rid="text_issuer", h=130, focused=focus)
    s.add("android.widget.Spinner", "Work", None, h=120, click=True, rid="dropdown_group")
    s.e(None, "Note", rid="text_note", h=130)
    s.t("Advanced", rid="advanced_toggle", h=80, click=True)
    for lab, val in [("Type", "TOTP"), ("Algorithm", "SHA1"), ("Digits", "6"), ("Period (seconds)", "30")]:
        s.t(lab, rid="advanced_label", h=50, x=(42, 500), stay=True).t(val, rid="advanced_value", h=50, x=(520, 1038))
    s.e("••••••••••••••••", "Secret", rid="text_secret", h=130)
    return s


@traj
def t14(rs: RowSet) -> None:
    renamed = [("AWS Prod", "root@acme-prod")] + AEG_ENTRIES[1:]
    s0 = aeg_list("9:03", 5, AEG_ENTRIES)
    s1 = aeg_list("9:03", 11, AEG_ENTRIES, selected="AWS")
    s2 = aeg_edit("9:03", "AWS", False)
    s3 = aeg_edit("9:03", "AWS Prod", True)
    s4 = aeg_list("9:03", 34, renamed)
    s5 = aeg_list("9:03", 40, renamed, query="")
    s6 = aeg_list("9:03", 49, renamed[:1], query="aws")
    s7 = aeg_list("9:03", 58, AEG_ENTRIES)
    emit(rs, 14, s0, [
        (lpress(s0, "AWS"), s1), (tap(s1, "Edit"), s2), (typ(s2, "Issuer", "AWS Prod"), s3), (tap(s3, "Save"), s4),
        (tap(s4, "Search"), s5), (typ(s5, "Search", "aws"), s6), (BACK, s7)],
        bad=7, kind="The entry renamed to issuer 'AWS Prod' at turn 4 (and found as 'AWS Prod' by the search) is listed again as 'AWS' when the search is closed.")


# ---------------------------------------------------------------- 15 Bitwarden (bad: item's 'Updated' date changes on reveal)
BW = "com.x8bit.bitwarden"
WORK = [("AWS Console", "mara@acme.io"), ("Atlassian", "mara.lindqvist@acme.io"), ("Datadog", "mara@acme.io"), ("GitHub", "mlindqvist"),
        ("Google Workspace", "mara@acme.io"), ("Grafana Cloud", "mlindqvist-acme"), ("Jira Service Desk", "mara.lindqvist@acme.io"),
        ("Okta", "mara@acme.io"), ("PagerDuty", "mara@acme.io"), ("Slack", "mara@acme.io")]


def bw_folder(clock: str) -> Scr:
    s = Scr(BW, clock, battery=47)
    s.i("Navigate up", box=(0, 150, 140, 290)).t("Work", box=(170, 180, 700, 260), rid="toolbar_title").i("Search vault", box=(828, 160, 928, 280)).i("More options", box=(932, 160, 1038, 280))
    s.add("RV", None, None, box=(0, 300, 1080, 2190), rid="vault_items", scroll=True)
    s.at(310).t("Items (19)", rid="section_header", h=64)
    for name, user in WORK:
        s.add("VG", None, f"{name}, {user}", h=150, rid="vault_item", click=True, long=True, stay=True)
        s.add("IV", None, None, box=(42, s.y + 30, 132, s.y + 120), rid="item_icon")
        s.t(name, rid="item_name", x=(160, 900), h=70).t(user, rid="item_subtitle", x=(160, 900), h=56)
        s.i(f"Options for {name}", box=(920, s.y - 110, 1038, s.y + 10)).gap(10)
    s.i("Add item", box=(858, 2020, 1014, 2176), rid="fab_add_item")
    s.nav(["Vaults", "Send", "Generator", "Settings"], "Vaults")
    return s


def bw_item(clock: str, name: str, user: str, pw: str, shown: bool, totp_code: str, left: int, site: str, updated: str,
            created: str, pw_updated: str, history: int, toast: str | None = None) -> Scr:
    s = Scr(BW, clock, battery=47)
    s.i("Navigate up", box=(0, 150, 140, 290)).t("View item", box=(170, 180, 700, 260), rid="toolbar_title").i("More options", box=(932, 160, 1038, 280))
    s.add("android.widget.ScrollView", None, None, box=(0, 300, 1080, 2190), scroll=True)
    s.at(310).t("ITEM INFORMATION", rid="section_header", h=60)
    s.t("Name", rid="field_label", h=50).t(name, rid="field_value", h=70)
    s.t("Username", rid="field_label", h=50).t(user, rid="field_value", h=70, x=(42, 900), stay=True).i("Copy username", box=(920, s.y - 10, 1038, s.y + 110))
    s.gap(84)
    s.t("Password", rid="field_label", h=50).t(pw if shown else "•" * 12, rid="field_value", h=70, x=(42, 800), stay=True)
    s.i("Hide" if shown else "Show", box=(810, s.y - 10, 920, s.y + 110), rid="check_password").i("Copy password", box=(920, s.y - 10, 1038, s.y + 110))
    s.gap(84)
    s.t("Verification code (TOTP)", rid="field_label", h=50).t(totp_code, rid="field_value", h=70, x=(42, 700), stay=True)
    s.t(str(left), rid="totp_countdown", x=(720, 900), h=70, stay=True).i("Copy verification code", box=(920, s.y - 10, 1038, s.y + 110))
    s.gap(84)
    s.t("URIS", rid="section_header", h=60).t("Website", rid="field_label", h=50).t(site, rid="field_value", h=70, x=(42, 800), stay=True)
    s.i("Launch", box=(810, s.y - 10, 920, s.y + 110)).i("Copy URI", box=(920, s.y - 10, 1038, s.y + 110))
    s.gap(84)
    s.t("OTHER", rid="section_header", h=60).t("Folder", rid="field_label", h=50).t("Work", rid="field_value", h=70)
    s.t(f"Updated: {updated}", rid="updated_date", h=56).t(f"Created: {created}", rid="created_date", h=56)
    s.t(f"Password updated: {pw_updated}", rid="password_revision_date", h=56)
    s.t(f"Password history: {history}", rid="password_history", h=56, click=True)
    s.i("Edit item", box=(858, 2020, 1014, 2176), rid="fab_edit")
    if toast:
        s.t(toast, rid="snackbar_text", box=(42, 2200, 1038, 2300))
    return s


@traj
def t15(rs: RowSet) -> None:
    s0 = Scr(BW, "14:19", battery=47)
    s0.t("My vault", box=(42, 180, 600, 260), rid="toolbar_title").i("Search vault", box=(828, 160, 928, 280)).i("More options", box=(932, 160, 1038, 280))
    s0.add("RV", None, None, box=(0, 300, 1080, 2190), rid="vault_groups", scroll=True)
    s0.at(310)
    for header, rows in [("FAVORITES (2)", [("Chase", "mlindqvist88"), ("Gmail", "mara.lindqvist@gmail.com")]),
                         ("TYPES", [("Login", "47"), ("Card", "3"), ("Identity", "2"), ("Secure note", "9")]),
                         ("FOLDERS", [("Finance", "8"), ("Social", "11"), ("Work", "19"), ("No folder", "23")]),
                         ("TRASH", [("Trash", "4")])]:
        s0.t(header, rid="section_header", h=60)
        for a, b in rows:
            s0.t(a, rid="group_name", x=(60, 800), h=100, click=True, stay=True).t(b, rid="group_count", x=(820, 1020), h=100)
    s0.i("Add item", box=(858, 2020, 1014, 2176), rid="fab_add_item")
    s0.nav(["Vaults", "Send", "Generator", "Settings"], "Vaults")
    s1 = bw_folder("14:19")
    gh = dict(name="GitHub", user="mlindqvist", pw="Wq7!zR2m#Lp9vX", totp_code="381 204", site="https://github.com",
              created="6/11/2022, 10:27 AM", pw_updated="11/3/2024, 10:51 AM", history=3)
    s2 = bw_item("14:20", shown=False, left=17, updated="2/19/2025, 4:08 PM", **gh)
    s3 = bw_item("14:20", shown=True, left=9, updated="2/21/2025, 4:08 PM", **gh)
    s4 = bw_item("14:20", shown=True, left=5, updated="2/21/2025, 4:08 PM", toast="Password copied", **gh)
    s5 = bw_folder("14:20")
    gr = dict(name="Grafana Cloud", user="mlindqvist-acme", pw="h8Tq-ppV2-xR4k", totp_code="", site="https://acme.grafana.net",
              created="1/9/2024, 3:41 PM", pw_updated="1/9/2024, 3:41 PM", history=0, updated="8/30/2024, 11:15 AM")
    s6 = bw_item("14:21", shown=False, left=0, **gr)
    s7 = bw_item("14:21", shown=True, left=0, **gr)
    for s in (s6, s7):
        k = next(n for n, e in enumerate(s.els) if e["text"] == "Verification code (TOTP)")
        del s.els[k:k + 4]
    s8 = bw_folder("14:21")
    emit(rs, 15, s0, [
        (tap(s0, "Work"), s1), (tap(s1, "GitHub"), s2), (tap(s2, "Show"), s3), (tap(s3, "Copy password"), s4), (BACK, s5),
        (tap(s5, "Grafana Cloud"), s6), (tap(s6, "Show"), s7), (BACK, s8)],
        bad=3, kind="Revealing the GitHub password changes the item's 'Updated' date from 2/19/2025, 4:08 PM to 2/21/2025, 4:08 PM although nothing was edited.")


# ---------------------------------------------------------------- 16 OsmAnd (clean)
OSM = "net.osmand"


def osm_map(clock: str, s: Scr | None = None) -> Scr:
    s = s or Scr(OSM, clock, battery=61, fmt="xml")
    s.add("V", None, "Map", box=(0, 0, 1080, 2400), rid="MapView", long=True, click=True)
    s.i("Search", box=(42, 160, 162, 280), rid="map_search_button")
    s.i("Rotate map", box=(42, 300, 162, 420), rid="map_compass_button")
    s.t("Prinsengracht", rid="map_street_name", box=(200, 170, 880, 270))
    s.t("200 m", rid="map_ruler_text", box=(42, 1980, 300, 2040))
    s.i("Zoom in", box=(920, 1500, 1040, 1620), rid="map_zoom_in_button").i("Zoom out", box=(920, 1640, 1040, 1760), rid="map_zoom_out_button")
    s.i("My location", box=(920, 1800, 1040, 1920), rid="map_my_location_button")
    s.i("Menu", box=(42, 2220, 162, 2340), rid="map_menu_button").i("Directions", box=(200, 2220, 320, 2340), rid="map_route_info_button")
    return s


def osm_route(clock: str, mode: str) -> Scr:
    data = {"Car": ("2.6 km", "9 min"), "Bicycle": ("2.1 km", "8 min"), "Pedestrian": ("1.9 km", "24 min")}
    dist, dur = data[mode]
    h, m = map(int, clock.split(":"))
    m += int(dur.split()[0])
    arrive = f"{h + m // 60}:{m % 60:02d}"
    s = Scr(OSM, clock, battery=61, fmt="xml")
    s.add("V", None, "Map", box=(0, 0, 1080, 1200), rid="MapView")
    s.i("Close", box=(0, 150, 130, 280), rid="closeButton")
    s.t("My position", rid="fromText", box=(150, 160, 900, 230), click=True).t("Vondelpark", rid="toText", box=(150, 240, 900, 310), click=True)
    s.i("Swap start and destination", box=(920, 180, 1038, 300), rid="swapDirectionView")
    for k, md in enumerate(["Car", "Bicycle", "Pedestrian", "Public transport"]):
        s.add("IB", None, md, box=(42 + k * 250, 340, 272 + k * 250, 450), click=True, selected=md == mode, rid="app_mode_icon")
    s.at(1220).t(dist, rid="distance", h=90, x=(42, 400), stay=True).t(dur, rid="time", h=90, x=(420, 700), stay=True)
    s.t(f"Arrive at {arrive}", rid="time_desc", h=90, x=(720, 1038))
    s.b("Details", rid="details_button", x=(42, 520), stay=True, h=120).b("Start", rid="start_button", x=(560, 1038), h=120)
    return s


@traj
def t16(rs: RowSet) -> None:
    s0 = osm_map("14:21")
    s1 = Scr(OSM, "14:21", battery=61, fmt="xml")
    s1.i("Back", box=(0, 150, 130, 280)).e(None, "Search", rid="searchEditText", box=(140, 160, 940, 280), focused=True).i("Clear", box=(950, 160, 1050, 280), rid="clearButton")
    for k, tab in enumerate(["History", "Categories", "Address"]):
        s1.add("TV", tab, None, box=(42 + k * 330, 300, 362 + k * 330, 400), click=True, selected=tab == "History", rid="tab_title")
    s1.at(430)
    for a, b in [("Rijksmuseum", "Museum · 1.3 km"), ("Albert Cuyp Market", "Marketplace · 1.6 km"), ("Amsterdam Centraal", "Railway station · 2.2 km")]:
        s1.t(a, rid="title", click=True, h=70).t(b, rid="type_name", h=56).gap(20)
    s2 = Scr(OSM, "14:22", battery=61, fmt="xml")
    s2.i("Back", box=(0, 150, 130, 280)).e("Vondelpark", "Search", rid="searchEditText", box=(140, 160, 940, 280), focused=True).i("Clear", box=(950, 160, 1050, 280), rid="clearButton")
    s2.at(320)
    for a, b, d in [("Vondelpark", "Park · Amsterdam", "1.8 km"), ("Vondelpark", "Street · Amsterdam-Zuid", "1.9 km"),
                    ("Vondelpark 3", "Building · Amsterdam", "2.0 km"), ("Openluchttheater Vondelpark", "Theatre · Amsterdam", "2.1 km")]:
        s2.t(a, rid="title", click=True, h=70, x=(42, 820), stay=True).t(d, rid="distance", x=(840, 1038), h=70)
        s2.t(b, rid="type_name", h=56).gap(20)
    s3 = osm_map("14:22")
    s3.add("FL", None, "Context menu", box=(0, 1560, 1080, 2400), rid="context_menu_main")
    s3.at(1590).t("Vondelpark", rid="context_menu_line1", h=90).t("Park · 1.8 km", rid="context_menu_line2", h=60)
    s3.t("52.35800, 4.86860", rid="context_menu_coordinates", h=56)
    for k, lab in enumerate(["Add", "Marker", "Share", "Actions"]):
        s3.add("BTN", lab, None, box=(42 + k * 250, 1900, 272 + k * 250, 2010), click=True, rid="context_menu_button")
    s3.b("Directions", rid="context_menu_route_button", box=(42, 2060, 1038, 2180))
    s4 = osm_route("14:22", "Car")
    s5 = osm_route("14:22", "Bicycle")
    s6 = osm_route("14:22", "Pedestrian")
    s7 = Scr(OSM, "14:22", battery=61, fmt="xml")
    s7.i("Back", box=(0, 150, 130, 280)).t("Route details", box=(150, 170, 900, 260), rid="toolbar_title")
    s7.at(300).t("1.9 km · 24 min", rid="route_summary", h=90).t("Ascent 3 m · Descent 5 m", rid="route_elevation", h=60)
    for step, dist in [("Head south on Prinsengracht", "240 m"), ("Turn right onto Leidsestraat", "510 m"), ("Continue across Leidseplein", "180 m"),
                       ("Turn left onto Stadhouderskade", "420 m"), ("Turn right into Vondelpark", "550 m"), ("Arrive at Vondelpark", "")]:
        s7.t(step, rid="direction_text", h=70, x=(120, 800), stay=True).t(dist, rid="distance_text", h=70, x=(820, 1038)).gap(16)
    s8 = osm_route("14:23", "Pedestrian")
    s9 = Scr(OSM, "14:23", battery=61, fmt="xml")
    s9.add("V", None, "Map", box=(0, 0, 1080, 2400), rid="MapView")
    s9.t("240 m", rid="map_next_turn_distance", box=(42, 160, 400, 260)).t("Turn right onto Leidsestraat", rid="map_next_turn_text", box=(42, 270, 1038, 340))
    s9.t("1.9 km", rid="widget_distance_to_destination", box=(42, 2200, 330, 2280)).t("24 min", rid="widget_time_to_go", box=(360, 2200, 640, 2280))
    s9.t("ETA 14:47", rid="widget_arrival_time", box=(670, 2200, 1038, 2280))
    s9.i("Stop navigation", box=(42, 2000, 162, 2120), rid="map_route_stop_button")
    emit(rs, 16, s0, [
        (tap(s0, "Search"), s1), (typ(s1, "Search", "Vondelpark"), s2), (tapn(s2, "Vondelpark", 1), s3),
        (tap(s3, "Directions"), s4), (tap(s4, "Bicycle"), s5), (tap(s5, "Pedestrian"), s6), (tap(s6, "Details"), s7),
        (BACK, s8), (tap(s8, "Start"), s9)])


# ---------------------------------------------------------------- 17 Venmo (clean)
VEN = "com.venmo"
VEN_TX = [("You paid Lena Fischer", "🍕 Friday pizza", "Mar 3", "- $18.50"), ("Marcus Bell paid you", "utilities split March", "Mar 1", "+ $64.00"),
          ("You paid Priya Nair", "yoga class pass", "Feb 26", "- $25.00"), ("Theo Nakamura charged you", "Tahoe cabin deposit", "Feb 20", "- $120.00")]


def ven_me(clock: str, balance: str, txs: list[tuple[str, str, str, str]]) -> Scr:
    s = Scr(VEN, clock, battery=72)
    s.i("Settings", box=(932, 160, 1038, 280))
    s.add("IV", None, "Profile picture", box=(42, 300, 242, 500))
    s.at(300).t("Jordan Whitaker", rid="profile_name", h=80, x=(270, 1038)).t("@jordan-whitaker", rid="profile_username", h=60, x=(270, 1038))
    s.at(540).t("Venmo balance", rid="balance_label", h=60).t(balance, rid="balance_amount", h=100).b("Transfer to bank", rid="transfer_button", h=110)
    s.t("Transactions", rid="tab_transactions", h=80, x=(42, 520), stay=True, click=True, selected=True).t("Between you", rid="tab_between", h=80, x=(540, 1038), click=True)
    s.add("RV", None, None, box=(0, 1040, 1080, 2190), rid="story_list", scroll=True)
    for who, note, when, amt in txs:
        s.t(who, rid="story_title", x=(60, 760), h=64, stay=True, click=True).t(amt, rid="story_amount", x=(780, 1020), h=64)
        s.t(note, rid="story_note", x=(60, 1020), h=56).t(when, rid="story_date", x=(60, 1020), h=50).gap(20)
    s.nav(["Home", "Cards", "Pay/Request", "Crypto", "Me"], "Me")
    return s


def ven_pay(clock: str, note: str | None) -> Scr:
    s = Scr(VEN, clock, battery=72)
    s.i("Close", box=(0, 150, 140, 290)).t("Pay", box=(170, 180, 700, 260), rid="toolbar_title")
    s.add("IV", None, "Theo Nakamura", box=(42, 300, 202, 460)).at(300).t("Theo Nakamura", rid="recipient_name", h=80, x=(230, 1038)).t("@theo-nak", rid="recipient_username", h=60, x=(230, 1038))
    s.at(500).t("$42.75", rid="amount_display", h=160)
    s.e(note, "What's this for?", rid="note_input", h=200, focused=note is not None)
    s.b("Friends", rid="audience_selector", x=(42, 400), h=100)
    s.t("Pay with: Venmo balance ($182.40)", rid="funding_source", h=70, click=True)
    s.b("Pay", rid="pay_button", box=(42, 2180, 1038, 2310), enabled=note is not None)
    return s


@traj
def t17(rs: RowSet) -> None:
    s0 = ven_me("12:48", "$182.40", VEN_TX)
    s1 = Scr(VEN, "12:48", battery=72)
    s1.i("Close", box=(0, 150, 140, 290)).at(500).e(None, "$0", rid="amount_input", h=220)
    s1.b("Request", rid="request_button", box=(42, 2180, 520, 2310), enabled=False).b("Pay", rid="pay_button", box=(560, 2180, 1038, 2310), enabled=False)
    s2 = Scr(VEN, "12:49", battery=72)
    s2.i("Close", box=(0, 150, 140, 290)).at(500).e("$42.75", "$0", rid="amount_input", h=220, focused=True)
    s2.b("Request", rid="request_button", box=(42, 2180, 520, 2310)).b("Pay", rid="pay_button", box=(560, 2180, 1038, 2310))
    s3 = Scr(VEN, "12:49", battery=72)
    s3.i("Back", box=(0, 150, 140, 290)).t("Pay $42.75", box=(170, 180, 700, 260), rid="toolbar_title")
    s3.at(300).e(None, "Name, @username, phone, or email", rid="search_input", h=120, focused=True).t("Top people", rid="section_header", h=64)
    for name, user in [("Lena Fischer", "@lena-fischer"), ("Marcus Bell", "@marcusbell"), ("Theo Nakamura", "@theo-nak"), ("Priya Nair", "@priyanair")]:
        s3.t(name, rid="contact_name", h=70, click=True).t(user, rid="contact_username", h=56).gap(16)
    s4 = ven_pay("12:49", None)
    s5 = ven_pay("12:50", "Concert tickets 🎶")
    s6 = Scr(VEN, "12:50", battery=72)
    s6.add("IV", None, "Payment sent", box=(440, 500, 640, 700)).at(740)
    s6.t("You paid Theo Nakamura $42.75", rid="confirmation_title", h=100).t("Concert tickets 🎶", rid="confirmation_note", h=70)
    s6.t("Paid from Venmo balance", rid="confirmation_source", h=60).t("Payment ID 4102857719", rid="confirmation_id", h=60)
    s6.b("Done", rid="done_button", box=(42, 2180, 1038, 2310))
    s7 = ven_me("12:50", "$139.65", [("You paid Theo Nakamura", "Concert tickets 🎶", "Just now", "- $42.75")] + VEN_TX[:3])
    emit(rs, 17, s0, [
        (tap(s0, "Pay/Request"), s1), (typ(s1, "$0", "42.75"), s2), (tap(s2, "Pay"), s3), (tap(s3, "Theo Nakamura"), s4),
        (typ(s4, "What's this for?", "Concert tickets 🎶"), s5), (tap(s5, "Pay"), s6), (tap(s6, "Done"), s7)])


# ---------------------------------------------------------------- 18 United Airlines (bad: seat on the boarding pass)
UA = "com.united.mobile.android"
UA_NAV = ["Home", "Book", "My trips", "Inbox", "Profile"]


def ua_trip(clock: str, checked_in: bool) -> Scr:
    s = Scr(UA, clock, battery=94 if checked_in else 95)
    s.i("Navigate up", box=(0, 150, 140, 290)).t("Chicago to San Francisco", box=(170, 180, 900, 260), rid="toolbar_title").i("Share trip", box=(932, 160, 1038, 280))
    s.add("android.widget.ScrollView", None, None, box=(0, 300, 1080, 2190), scroll=True)
    s.at(310).t("Fri, Apr 11, 2025 · Confirmation K7QX4M", rid="trip_subtitle", h=64)
    s.t("Checked in" if checked_in else "Check-in is open", rid="trip_status", h=64)
    s.t("UA 1527", rid="flight_number", h=70, x=(42, 400), stay=True).t("On time", rid="flight_status_badge", h=70, x=(780, 1038))
    s.t("ORD 7:05 AM → SFO 9:48 AM", rid="flight_times", h=80).t("Nonstop · 4h 43m · Boeing 737-900", rid="flight_details", h=60)
    s.t("Departs Terminal 1, Gate C18", rid="departure_gate", h=64).t("Boarding 6:20 AM", rid="boarding_time", h=64)
    s.t("Traveler", rid="section_title", h=64).t("Nadia Kowalczyk", rid="traveler_name", h=70)
    s.t("Seat 23C · Economy (K)", rid="traveler_seat", h=64).t("MileagePlus ••••7712", rid="traveler_loyalty", h=64)
    if checked_in:
        s.b("View boarding pass", rid="primary_action", h=130)
    else:
        s.b("Check in", rid="primary_action", h=130)
    for k, lab in enumerate(["Seat map", "Bags", "Flight status", "Upgrades"]):
        s.add("BTN", lab, None, box=(42 + k * 250, s.y, 272 + k * 250, s.y + 150), click=True, rid="trip_action_tile")
    s.nav(UA_NAV, "My trips")
    return s


@traj
def t18(rs: RowSet) -> None:
    s0 = Scr(UA, "5:12", battery=95)
    s0.t("My trips", box=(42, 180, 700, 260), rid="toolbar_title").i("Find a trip", box=(932, 160, 1038, 280))
    s0.at(310)
    for title, date, note in [("Chicago to San Francisco", "Fri, Apr 11, 2025", "Check-in is open"), ("San Francisco to Chicago", "Wed, Apr 16, 2025", "Check-in opens Apr 15, 10:40 AM")]:
        s0.add("VG", None, f"{title}, {date}", h=300, rid="trip_card", click=True, stay=True)
        s0.t(title, rid="trip_card_title", h=80, x=(70, 1010)).t(date, rid="trip_card_date", h=60, x=(70, 1010))
        s0.t("Confirmation K7QX4M", rid="trip_card_confirmation", h=60, x=(70, 1010)).t(note, rid="trip_card_status", h=60, x=(70, 1010)).gap(40)
    s0.b("Add a trip", rid="add_trip_button", h=120)
    s0.nav(UA_NAV, "My trips")
    s1 = ua_trip("5:12", False)
    s2 = Scr(UA, "5:13", battery=95)
    s2.i("Close", box=(0, 150, 140, 290)).t("Check-in", box=(170, 180, 700, 260), rid="toolbar_title")
    s2.at(320).t("Review travelers", rid="step_title", h=90).t("UA 1527 · ORD → SFO · Fri, Apr 11", rid="step_subtitle", h=60)
    s2.add("CB", "Nadia Kowalczyk", None, h=110, click=True, checked=True, rid="traveler_checkbox")
    s2.t("Known Traveler Number ••••4410", rid="traveler_ktn", h=60).t("Seat 23C", rid="traveler_seat", h=60)
    s2.b("Continue", rid="continue_button", box=(42, 2180, 1038, 2310))
    s3 = Scr(UA, "5:13", battery=95)
    s3.i("Close", box=(0, 150, 140, 290)).t("Check-in", box=(170, 180, 700, 260), rid="toolbar_title")
    s3.at(320).t("Hazardous materials", rid="step_title", h=90)
    s3.t("Federal law prohibits carrying hazardous materials such as lithium batteries over 160 Wh, fireworks, flammable liquids and compressed gases aboard the aircraft or in checked bags.", rid="step_body", h=300)
    s3.b("Agree", rid="continue_button", box=(42, 2180, 1038, 2310))
    s4 = Scr(UA, "5:13", battery=95)
    s4.i("Close", box=(0, 150, 140, 290)).t("Check-in", box=(170, 180, 700, 260), rid="toolbar_title")
    s4.at(320).t("Upgrade to Economy Plus", rid="step_title", h=90).t("Your current seat: 23C", rid="current_seat", h=64)
    s4.t("Seat 9F · Window · up to 6 extra inches of legroom", rid="offer_seat", h=64).t("$79", rid="offer_price", h=80)
    s4.b("Upgrade for $79", rid="accept_offer_button", h=130).b("No thanks", rid="decline_offer_button", h=120)
    s5 = Scr(UA, "5:14", battery=94)
    s5.i("Close", box=(0, 150, 140, 290)).at(320).add("IV", None, "Success", h=180, x=(440, 640))
    s5.t("You're checked in!", rid="confirmation_title", h=100).t("UA 1527 · ORD → SFO · Fri, Apr 11", rid="confirmation_flight", h=64)
    s5.t("Nadia Kowalczyk · Seat 23C · Group 5", rid="confirmation_traveler", h=64)
    s5.b("View boarding pass", rid="view_boarding_pass_button", h=130).b("Add to Google Wallet", rid="wallet_button", h=120)
    s6 = Scr(UA, "5:14", battery=94)
    s6.i("Close", box=(0, 150, 140, 290)).t("Boarding pass", box=(170, 180, 700, 260), rid="toolbar_title").i("Share", box=(932, 160, 1038, 280))
    s6.at(320).t("KOWALCZYK/NADIA", rid="bp_passenger", h=80).t("MileagePlus ••••7712 · TSA Pre✓", rid="bp_loyalty", h=60)
    s6.t("ORD → SFO", rid="bp_route", h=100).t("UA 1527 · Fri, Apr 11, 2025", rid="bp_flight", h=64)
    for k, (lab, val) in enumerate([("Boarding", "6:20 AM"), ("Departs", "7:05 AM"), ("Gate", "C18"), ("Seat", "23D"), ("Group", "5"), ("Seq", "142")]):
        col, row = k % 3, k // 3
        s6.t(lab, box=(42 + col * 340, 700 + row * 200, 352 + col * 340, 760 + row * 200), rid="bp_label")
        s6.t(val, box=(42 + col * 340, 770 + row * 200, 352 + col * 340, 870 + row * 200), rid="bp_value")
    s6.add("IV", None, "Boarding pass barcode", box=(240, 1120, 840, 1720), rid="bp_barcode")
    s6.at(1760).t("Confirmation K7QX4M · Economy (K)", rid="bp_confirmation", h=64).b("Add to Google Wallet", rid="wallet_button", h=120)
    s7 = ua_trip("5:15", True)
    s8 = Scr(UA, "5:15", battery=94)
    s8.i("Navigate up", box=(0, 150, 140, 290)).t("Flight status", box=(170, 180, 700, 260), rid="toolbar_title")
    s8.at(320).t("UA 1527 · On time", rid="status_title", h=90).t("Fri, Apr 11, 2025", rid="status_date", h=60)
    for lab, val in [("Departs ORD", "7:05 AM · Terminal 1 · Gate C18"), ("Arrives SFO", "9:48 AM · Terminal 3 · Gate F12"),
                     ("Aircraft", "Boeing 737-900 · N73445"), ("Inbound flight", "UA 2314 from LGA · Arrived 4:58 AM"),
                     ("Boarding", "6:20 AM"), ("Baggage claim", "SFO carousel info at arrival")]:
        s8.t(lab, rid="status_label", h=56).t(val, rid="status_value", h=70).gap(10)
    s9 = ua_trip("5:16", True)
    s10 = Scr(UA, "5:16", battery=94)
    s10.i("Navigate up", box=(0, 150, 140, 290)).t("Seat map · UA 1527", box=(170, 180, 900, 260), rid="toolbar_title")
    s10.at(320).t("Economy · Rows 21–25", rid="cabin_title", h=70)
    for r, row in enumerate(range(21, 26)):
        for c, letter in enumerate("ABCDEF"):
            seat = f"{row}{letter}"
            state = "your seat" if seat == "23C" else ("available" if seat in {"21A", "22E", "24B", "25F"} else "occupied")
            x1 = 90 + c * 150 + (60 if c >= 3 else 0)
            s10.add("V", seat, f"Seat {seat}, {state}", box=(x1, 440 + r * 170, x1 + 130, 580 + r * 170), click=state == "available", selected=state == "your seat")
    s10.at(1330).t("Your seat: 23C · Aisle", rid="seat_summary", h=70)
    s11 = ua_trip("5:17", True)
    s12 = Scr(UA, "5:17", battery=94)
    s12.i("Navigate up", box=(0, 150, 140, 290)).t("Bags", box=(170, 180, 700, 260), rid="toolbar_title")
    s12.at(320).t("Nadia Kowalczyk", rid="traveler_name", h=70)
    for lab, val in [("Carry-on", "1 carry-on bag + 1 personal item included"), ("Checked bags", "0 bags"),
                     ("First checked bag", "$40 if prepaid online, $45 at the airport")]:
        s12.t(lab, rid="bag_label", h=56).t(val, rid="bag_value", h=70).gap(10)
    s12.b("Add checked bags", rid="add_bags_button", h=130).b("Track your bags", rid="track_bags_button", h=120)
    emit(rs, 18, s0, [
        (tap(s0, "Chicago to San Francisco"), s1), (tap(s1, "Check in"), s2), (tap(s2, "Continue"), s3), (tap(s3, "Agree"), s4),
        (tap(s4, "No thanks"), s5), (tap(s5, "View boarding pass"), s6), (BACK, s7), (tap(s7, "Flight status"), s8), (BACK, s9),
        (tap(s9, "Seat map"), s10), (BACK, s11), (tap(s11, "Bags"), s12)],
        bad=6, kind="The boarding pass prints seat 23D, but check-in confirmed seat 23C one turn earlier after the upgrade was declined.")


# ---------------------------------------------------------------- 19 Home Assistant (clean)
HA = "io.homeassistant.companion.android"


def ha_dash(clock: str, front: str, garage: str, washer: int, energy: str) -> Scr:
    s = Scr(HA, clock, battery=83, fmt="xml")
    s.add("WV", None, None, box=(0, 130, 1080, 2400), rid="webview", scroll=True)
    s.add("BTN", None, "Sidebar toggle", box=(20, 150, 140, 270), click=True)
    s.add("TV", "Home", None, box=(170, 170, 700, 250))
    s.add("BTN", None, "Search entities", box=(828, 150, 928, 270), click=True).add("BTN", None, "Assist", box=(932, 150, 1038, 270), click=True)
    s.at(300)
    cards = [("Living room light", "On"), ("Thermostat", "20.5 °C · Heat to 21 °C"), ("Front door", front), ("Garage door", garage),
             ("Washer", f"Running · {washer // 60}:{washer % 60:02d} remaining"), ("Energy today", energy), ("Outdoor", "11.2 °C · Cloudy")]
    for name, state in cards:
        s.add("BTN", None, f"{name} {state}", h=170, click=True, stay=True)
        s.add("TV", name, None, x=(130, 700), h=70).add("TV", state, None, x=(130, 800), h=60)
        if name == "Front door":
            lab = {"Locked": "Unlock", "Unlocked": "Lock"}.get(front, "")
            if lab:
                s.add("BTN", lab, None, box=(820, s.y - 120, 1020, s.y - 20), click=True)
        s.gap(22)
    return s


def ha_more(clock: str, name: str, state: str, rows: list[tuple[str, str]], buttons: list[tuple[str, bool]]) -> Scr:
    s = Scr(HA, clock, battery=83, fmt="xml")
    s.add("WV", None, None, box=(0, 130, 1080, 2400), rid="webview", scroll=True)
    s.add("BTN", None, "Close dialog", box=(20, 600, 140, 720), click=True)
    s.add("TV", name, None, box=(170, 620, 900, 700)).add("TV", state, None, box=(170, 720, 900, 840))
    s.at(880)
    for k, (lab, en) in enumerate(buttons):
        s.add("BTN", lab, None, box=(42 + k * 340, 880, 352 + k * 340, 1000), click=True, enabled=en)
    s.at(1040)
    for lab, val in rows:
        s.add("TV", lab, None, x=(42, 500), h=64, stay=True).add("TV", val, None, x=(520, 1038), h=64)
    return s


@traj
def t19(rs: RowSet) -> None:
    s0 = ha_dash("14:12", "Locked", "Closed", 43, "7.4 kWh")
    s1 = ha_dash("14:13", "Unlocking…", "Closed", 42, "7.4 kWh")
    s2 = ha_dash("14:13", "Unlocked", "Closed", 42, "7.4 kWh")
    s3 = ha_more("14:14", "Garage door", "Closed", [("Last changed", "2 hours ago"), ("Device", "Ratgdo 2.5i · Garage")],
                 [("Open", True), ("Stop", False), ("Close", False)])
    s4 = ha_more("14:14", "Garage door", "Opening", [("Last changed", "Just now"), ("Device", "Ratgdo 2.5i · Garage")],
                 [("Open", False), ("Stop", True), ("Close", True)])
    s5 = ha_dash("14:15", "Unlocked", "Opening", 40, "7.4 kWh")
    s6 = ha_dash("14:15", "Unlocked", "Open", 40, "7.4 kWh")
    s7 = Scr(HA, "14:16", battery=83, fmt="xml")
    s7.add("WV", None, None, box=(0, 130, 1080, 2400), rid="webview", scroll=True)
    s7.add("TV", "Home Assistant", None, box=(42, 170, 700, 250)).at(300)
    for item in ["Overview", "Energy", "Map", "Logbook", "History", "Media", "To-do lists", "Developer tools", "Settings", "Notifications 1", "Jonas"]:
        s7.add("LL", item, None, h=110, x=(0, 760), click=True, selected=item == "Overview")
    s8 = Scr(HA, "14:16", battery=83, fmt="xml")
    s8.add("WV", None, None, box=(0, 130, 1080, 2400), rid="webview", scroll=True)
    s8.add("BTN", None, "Sidebar toggle", box=(20, 150, 140, 270), click=True).add("TV", "Logbook", None, box=(170, 170, 700, 250))
    s8.at(300).add("BTN", "Today", None, h=100, x=(42, 500), click=True)
    for when, what in [("14:15:02", "Garage door changed to Open"), ("14:14:41", "Garage door changed to Opening triggered by action cover.open_cover"),
                       ("14:13:09", "Front door changed to Unlocked"), ("14:13:04", "Front door changed to Unlocking triggered by action lock.unlock"),
                       ("13:12:20", "Washer changed to Running"), ("12:08:27", "Garage door changed to Closed"),
                       ("11:47:03", "Living room light turned on triggered by action light.turn_on")]:
        s8.add("TV", what, None, h=100, x=(42, 800), stay=True).add("TV", when, None, h=100, x=(820, 1038))
    s9 = ha_dash("14:16", "Unlocked", "Open", 39, "7.5 kWh")
    s10 = ha_dash("14:17", "Locking…", "Open", 38, "7.5 kWh")
    s11 = ha_dash("14:17", "Locked", "Open", 38, "7.5 kWh")
    s12 = ha_more("14:18", "Washer", "Running", [("Remaining", "0:37"), ("Program", "Cotton 40°"), ("Spin", "1400 rpm"), ("Started", "13:12"),
                                                  ("Energy this cycle", "0.61 kWh"), ("Device", "Bosch Serie 6 · Utility room")], [])
    emit(rs, 19, s0, [
        (tap(s0, "Unlock"), s1), (WAIT, s2), (tap(s2, "Garage door Closed"), s3), (tap(s3, "Open"), s4), (tap(s4, "Close dialog"), s5),
        (WAIT, s6), (tap(s6, "Sidebar toggle"), s7), (tap(s7, "Logbook"), s8), (BACK, s9),
        (tap(s9, "Lock"), s10), (WAIT, s11), (tap(s11, "Washer Running · 0:38 remaining"), s12)])


# ---------------------------------------------------------------- 20 Simple Gallery (bad: Recycle Bin holds an extra file)
GAL = "com.simplemobiletools.gallery.pro"
CAMERA = ["IMG_20231015_181455.jpg", "IMG_20231015_181442.jpg", "IMG_20231014_120930.jpg", "IMG_20231014_120915.jpg",
          "VID_20231013_203311.mp4", "IMG_20231013_192045.jpg", "IMG_20231012_083210.jpg", "IMG_20231011_174501.jpg",
          "IMG_20231011_174455.jpg", "IMG_20231010_091233.jpg", "IMG_20231009_220114.jpg", "IMG_20231008_163045.jpg",
          "IMG_20231008_162958.jpg", "IMG_20231007_101544.jpg", "VID_20231006_190212.mp4"]


def gal_folders(clock: str, camera: int, trash: int) -> Scr:
    s = Scr(GAL, clock, battery=68)
    s.e(None, "Search", rid="top_toolbar_search", box=(42, 160, 720, 286))
    s.i("Change view type", box=(736, 160, 836, 280)).i("Filter media", box=(840, 160, 940, 280)).i("More options", box=(944, 160, 1038, 280))
    s.add("RV", None, None, box=(0, 300, 1080, 2300), rid="directories_grid", scroll=True)
    folders = [("Camera", camera), ("Screenshots", 126), ("WhatsApp Images", 311), ("Download", 17), ("Pictures", 9)]
    if trash:
        folders.append(("Recycle Bin", trash))
    for k, (name, n) in enumerate(folders):
        col, row = k % 2, k // 2
        x1, y1 = 20 + col * 530, 310 + row * 560
        s.add("RL", None, None, box=(x1, y1, x1 + 510, y1 + 540), rid="dir_holder", click=True, long=True)
        s.add("IV", None, None, box=(x1, y1, x1 + 510, y1 + 400), rid="dir_thumbnail")
        s.t(name, box=(x1 + 20, y1 + 410, x1 + 490, y1 + 470), rid="dir_name")
        s.t(str(n), box=(x1 + 20, y1 + 470, x1 + 490, y1 + 530), rid="dir_media_count")
    return s


def gal_grid(clock: str, title: str, files: list[str], total: int, selected: list[str] | None = None, trash: bool = False) -> Scr:
    s = Scr(GAL, clock, battery=68)
    if selected:
        s.i("Close", box=(0, 150, 140, 290)).t(f"{len(selected)} / {total}", box=(170, 180, 500, 260), rid="cab_title")
        for k, d in enumerate(["Share", "Delete", "Move to", "Select all", "More options"]):
            s.i(d, box=(530 + k * 104, 160, 630 + k * 104, 280))
    else:
        s.i("Navigate up", box=(0, 150, 140, 290)).t(title, box=(170, 180, 600, 260), rid="toolbar_title")
        if trash:
            s.i("Empty Recycle Bin", box=(828, 160, 928, 280))
        else:
            s.i("Sort by", box=(724, 160, 824, 280)).i("Change view type", box=(828, 160, 928, 280))
        s.i("More options", box=(932, 160, 1038, 280))
    s.add("RV", None, None, box=(0, 300, 1080, 2300), rid="media_grid", scroll=True)
    for k, f in enumerate(files[:12]):
        col, row = k % 3, k // 3
        x1, y1 = col * 360, 310 + row * 360
        s.add("IV", None, f, box=(x1 + 4, y1 + 4, x1 + 356, y1 + 356), rid="medium_thumbnail", click=True, long=True,
              selected=bool(selected) and f in selected, checked=(f in selected) if selected else None)
        if f.endswith(".mp4"):
            s.t("0:17" if f.startswith("VID_20231013") else "1:02", box=(x1 + 20, y1 + 290, x1 + 200, y1 + 340), rid="video_duration")
    return s


@traj
def t20(rs: RowSet) -> None:
    gone = CAMERA[:2]
    s0 = gal_folders("19:05", 48, 0)
    s1 = gal_grid("19:05", "Camera", CAMERA, 48)
    s2 = gal_grid("19:05", "Camera", CAMERA, 48, selected=gone[:1])
    s3 = gal_grid("19:06", "Camera", CAMERA, 48, selected=gone)
    s4 = Scr(GAL, "19:06", battery=68)
    s4.t("Are you sure you want to move 2 items into the Recycle Bin?", rid="confirm_dialog_message", box=(90, 1000, 990, 1140))
    s4.b("No", rid="android:id/button2", box=(560, 1180, 760, 1290)).b("Yes", rid="android:id/button1", box=(780, 1180, 990, 1290))
    s5 = gal_grid("19:06", "Camera", CAMERA[2:], 46)
    s6 = gal_folders("19:06", 46, 2)
    s7 = gal_grid("19:07", "Recycle Bin", gone + ["IMG_20231001_142233.jpg"], 3, trash=True)
    s8 = gal_folders("19:07", 46, 2)
    emit(rs, 20, s0, [
        (tap(s0, "Camera"), s1), (lpress(s1, CAMERA[0]), s2), (tap(s2, CAMERA[1]), s3), (tap(s3, "Delete"), s4), (tap(s4, "Yes"), s5),
        (BACK, s6), (tap(s6, "Recycle Bin"), s7), (BACK, s8)],
        bad=7, kind="The Recycle Bin opens with three files (an extra IMG_20231001_142233.jpg) though the folder list one turn earlier gave it 2 items, the two just deleted.")


# ---------------------------------------------------------------- 21 Retro Music (bad: track duration changes)
RM = "code.name.monkey.retromusic"
TRACKS = [("Tidewater", "4:12"), ("Halcyon", "4:37"), ("Paper Moons", "3:58"), ("Salt & Static", "5:21"), ("Northbound", "3:44"),
          ("Lanterns", "4:05"), ("Quiet Engines", "6:18"), ("Harbor Lights", "4:49")]


def rm_player(clock: str, n: int, pos: str, total: str | None = None, snack: str | None = None) -> Scr:
    title, dur = TRACKS[n]
    s = Scr(RM, clock, battery=54, fmt="xml", notif="Retro Music playing")
    s.i("Close", box=(0, 150, 140, 290)).i("Playing queue", box=(828, 160, 928, 280), rid="playerQueueSheet").i("More options", box=(932, 160, 1038, 280))
    s.add("IV", None, "Harbor Lights album art", box=(90, 330, 990, 1230), rid="player_image")
    s.at(1280).t(title, rid="title", h=90, x=(42, 900), stay=True).add("IB", None, "Add to favorites", box=(920, 1280, 1038, 1390), click=True, checked=False)
    s.gap(104).t("Lumen Drift", rid="text", h=64)
    s.add("SB", None, None, box=(42, 1480, 1038, 1540), rid="progressSlider", scroll=True)
    s.t(pos, rid="songCurrentProgress", box=(42, 1550, 300, 1610)).t(total or dur, rid="songTotalTime", box=(780, 1550, 1038, 1610))
    s.t(f"{n + 1} of 8", rid="songInfo", box=(380, 1550, 700, 1610))
    for k, d in enumerate(["Shuffle", "Previous", "Pause", "Next", "Repeat"]):
        s.i(d, box=(40 + k * 205, 1700, 220 + k * 205, 1880), rid=["shuffleButton", "previousButton", "playPauseButton", "nextButton", "repeatButton"][k])
    if snack:
        s.t(snack, rid="snackbar_text", box=(42, 2200, 1038, 2300))
    return s


@traj
def t21(rs: RowSet) -> None:
    s0 = Scr(RM, "7:42", battery=55, fmt="xml")
    s0.i("Navigate up", box=(0, 150, 140, 290)).i("More options", box=(932, 160, 1038, 280))
    s0.add("IV", None, "Harbor Lights album art", box=(290, 300, 790, 800), rid="image")
    s0.at(830).t("Harbor Lights", rid="albumTitle", h=90).t("Lumen Drift", rid="artistText", h=64, click=True)
    s0.t("2021 • 8 songs • 37:04", rid="albumText", h=60)
    s0.b("Play", rid="playAction", x=(42, 520), stay=True, h=120).b("Shuffle", rid="shuffleAction", x=(560, 1038), h=120)
    s0.add("RV", None, None, box=(0, 1250, 1080, 2300), rid="recyclerView", scroll=True)
    for k, (name, dur) in enumerate(TRACKS):
        s0.t(str(k + 1), rid="imageText", x=(42, 120), h=120, stay=True).t(name, rid="title", x=(150, 780), h=120, click=True, stay=True)
        s0.t(dur, rid="text", x=(800, 920), h=120, stay=True).i(f"Menu {name}", box=(930, s0.y, 1038, s0.y + 120), rid="menu")
        s0.gap(126)
    s1 = rm_player("7:42", 1, "0:00")
    s2 = rm_player("7:42", 1, "0:21")
    s3 = rm_player("7:43", 2, "0:00")
    s4 = rm_player("7:43", 1, "0:00", total="4:31")
    s5 = Scr(RM, "7:43", battery=54, fmt="xml", notif="Retro Music playing")
    s5.i("Navigate up", box=(0, 150, 140, 290)).t("Playing queue", box=(170, 180, 700, 260), rid="toolbar_title").i("Clear queue", box=(932, 160, 1038, 280))
    s5.at(300).t("Up next · 6 songs · 28:15", rid="queueInfo", h=64)
    s5.add("RV", None, None, box=(0, 380, 1080, 2300), rid="recyclerView", scroll=True)
    for k, (name, dur) in enumerate(TRACKS):
        s5.add("LL", None, None, h=140, x=(0, 1080), click=True, long=True, selected=k == 1, stay=True)
        s5.t(name, rid="title", x=(150, 780), h=70, stay=True).t(dur, rid="text", x=(800, 920), h=70)
        s5.t("Lumen Drift", rid="text2", x=(150, 780), h=56).gap(0)
    s6 = rm_player("7:43", 1, "0:19")
    s7 = rm_player("7:43", 1, "0:24")
    s7.add("FL", None, None, box=(560, 170, 1050, 1100), rid="popup_menu")
    for k, item in enumerate(["Sleep timer", "Equalizer", "Add to playlist…", "Go to album", "Go to artist", "Share", "Details"]):
        s7.add("TV", item, None, box=(560, 180 + k * 126, 1050, 296 + k * 126), click=True, rid="android:id/title")
    s8 = Scr(RM, "7:43", battery=54, fmt="xml", notif="Retro Music playing")
    s8.t("Add to playlist", rid="alertTitle", box=(90, 820, 990, 900))
    for k, (pl, n) in enumerate([("New playlist…", ""), ("Favorites", "23 songs"), ("Running mix", "14 songs"), ("Sunday slow", "31 songs")]):
        s8.t(pl, box=(90, 930 + k * 130, 700, 1040 + k * 130), click=True, rid="title")
        if n:
            s8.t(n, box=(720, 930 + k * 130, 990, 1040 + k * 130), rid="text")
    s8.b("Cancel", rid="android:id/button2", box=(780, 1480, 990, 1590))
    s9 = rm_player("7:44", 1, "0:41", snack="Added 1 song to Running mix")
    emit(rs, 21, s0, [
        (tap(s0, "Halcyon"), s1), (WAIT, s2), (tap(s2, "Next"), s3), (tap(s3, "Previous"), s4), (tap(s4, "Playing queue"), s5),
        (BACK, s6), (tap(s6, "More options"), s7), (tap(s7, "Add to playlist…"), s8), (tap(s8, "Running mix"), s9)],
        bad=4, kind="Back on 'Halcyon' (2 of 8) the player shows a total time of 4:31, though the album list and the player at turns 1-2 gave it 4:37.")


# ---------------------------------------------------------------- 22 Google Recorder (clean)
REC = "com.google.android.apps.recorder"
OLDER = [("Today", "Morning standup", "10:02 AM", "14:32"), ("Yesterday", "Guitar idea", "9:18 PM", "1:48"),
         ("Mar 3", "Lecture – Thermodynamics ch 4", "11:00 AM", "52:10"), ("Feb 27", "Call with landlord", "3:05 PM", "6:44")]


def rec_list(clock: str, rows: list[tuple[str, str, str, str]]) -> Scr:
    s = Scr(REC, clock, battery=76)
    s.e(None, "Search recordings", rid="search_bar", box=(42, 160, 900, 290)).i("Settings", box=(920, 160, 1038, 290))
    s.add("RV", None, None, box=(0, 310, 1080, 2050), rid="recordings_list", scroll=True)
    s.at(320)
    last = None
    for day, title, when, dur in rows:
        if day != last:
            s.t(day, rid="date_header", h=64)
            last = day
        s.add("VG", None, f"{title}, {when}, {dur}", h=150, rid="recording_item", click=True, long=True, stay=True)
        s.t(title, rid="recording_title", x=(60, 800), h=70, stay=True).t(dur, rid="recording_duration", x=(820, 1020), h=70)
        s.t(when, rid="recording_time", x=(60, 800), h=56).gap(20)
    s.i("Record", box=(440, 2100, 640, 2300), rid="record_button")
    return s


def rec_screen(clock: str, title: str, timer: str, state: str, transcript: str, meta: str = "Thu, Mar 6, 2:41 PM") -> Scr:
    s = Scr(REC, clock, battery=76)
    s.i("Back", box=(0, 150, 140, 290)).t(title, box=(170, 180, 900, 260), rid="recording_title", click=state == "saved")
    s.at(300)
    for k, tab in enumerate(["Audio", "Transcript"]):
        s.add("TV", tab, None, box=(42 + k * 500, 300, 522 + k * 500, 400), click=True, selected=tab == "Transcript", rid="tab")
    s.at(430).t(transcript, rid="transcript_text", h=900)
    s.t(timer, rid="timer", box=(340, 1400, 740, 1520))
    if state == "saved":
        s.t(f"Oakland, California · {meta}", rid="recording_metadata", box=(42, 1540, 1038, 1600))
        s.add("SB", None, "Playback position", box=(42, 1640, 1038, 1700), rid="playback_seekbar", scroll=True)
        s.t("0:00", rid="playback_position", box=(42, 1710, 300, 1770))
        s.i("Play", box=(440, 2050, 640, 2250), rid="play_button")
    else:
        s.t("Oakland, California", rid="recording_location", box=(42, 1540, 1038, 1600))
        s.t("Recording" if state == "rec" else "Paused", rid="recording_state", box=(42, 1610, 1038, 1670))
        s.i("Pause" if state == "rec" else "Resume", box=(440, 2050, 640, 2250), rid="record_button")
        if state == "paused":
            s.b("Delete", rid="delete_button", box=(42, 2100, 380, 2220)).b("Save", rid="save_button", box=(700, 2100, 1038, 2220))
    return s


@traj
def t22(rs: RowSet) -> None:
    said = "Okay so for the weekend I think we should leave Friday after lunch and take the coast road, stop in Half Moon Bay for dinner, and then"
    s0 = rec_list("2:41", OLDER)
    s1 = rec_screen("2:41", "Recording 2:41 PM", "00:00", "rec", "")
    s2 = rec_screen("2:42", "Recording 2:41 PM", "00:38", "rec", said)
    s3 = rec_screen("2:42", "Recording 2:41 PM", "00:41", "paused", said + " get to the cabin by nine.")
    s4 = rec_screen("2:42", "Recording 2:41 PM", "0:41", "saved", said + " get to the cabin by nine.")
    s5 = rec_list("2:42", [("Today", "Recording 2:41 PM", "2:41 PM", "0:41")] + OLDER)
    s6 = rec_screen("2:43", "Morning standup", "14:32", "saved",
                    "Speaker 1: Alright, quick round. Priya, you want to start with the billing migration?\nSpeaker 2: Sure. The backfill finished overnight, 1.2 million invoices, two failures we're re-running this morning...", meta="Thu, Mar 6, 10:02 AM")
    emit(rs, 22, s0, [
        (tap(s0, "Record"), s1), (WAIT, s2), (tap(s2, "Pause"), s3), (tap(s3, "Save"), s4), (BACK, s5),
        (tap(s5, "Morning standup"), s6)])


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in TRAJ:
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
