# ruff: noqa: E501
"""Held-out set holdout43, android domain: 22 AndroidWorld trajectories (11 with one contradiction).

Each observation is the AndroidWorld element list (one ``UI element N: UIElement(...)`` line per
element). Screens are built by small per-app functions from each trajectory's state, so that every
turn repeats what earlier turns showed unless an action changed it. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout43_parts.android.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = (
    "You are an Android World Model, a precise simulator of Android UI state. You are given the history of "
    "this session, the current screen state and one AndroidWorld action (click, long_press, input_text, "
    "scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait). Predict the next screen state "
    "after the action is executed.\n\n"
    "- A screen-changing action (a tap that navigates, a tab switch, a list scroll, a form submission, a "
    "dialog opening, back navigation, an app switch) updates the screen identity, title and main content.\n"
    "- A local edit (typing into a field, flipping a switch or checkbox) keeps the screen and changes only "
    "the directly affected nodes, field values, focus and any dependent UI.\n"
    "- Keep untouched elements verbatim and track navigation, input values and app data across turns.\n"
    "- Return the unchanged screen only when the action has no visible effect, is invalid, or targets a "
    "disabled or non-interactive element.\n\n"
    "Keep the representation of the current screen exactly: one `UI element N: UIElement(...)` line per "
    "element, with the same fields and the same level of detail. Do not add fields or Android internals. "
    "Output exactly one complete and closed <predicted_observation></predicted_observation> block and "
    "nothing else."
)

DEVICES = {
    "p7": "Device: Pixel 7 (Android 14, 1080x2400 px, gesture navigation).",
    "p8": "Device: Pixel 8 (Android 15, 1080x2400 px, gesture navigation).",
    "s23": "Device: Samsung Galaxy S23 (Android 14, One UI 6.1, 1080x2340 px).",
}


def system(dev: str, note: str = "") -> str:
    return SYSTEM + "\n\n" + DEVICES[dev] + (" " + note if note else "")


class BBox:
    """Prints like AndroidWorld's BoundingBox inside the element repr."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


CLS = {
    "T": "android.widget.TextView", "B": "android.widget.Button", "IB": "android.widget.ImageButton",
    "I": "android.widget.ImageView", "E": "android.widget.EditText", "S": "android.widget.Switch",
    "C": "android.widget.CheckBox", "R": "android.widget.RadioButton", "P": "android.widget.ProgressBar",
    "SB": "android.widget.SeekBar", "RV": "androidx.recyclerview.widget.RecyclerView",
    "F": "android.widget.FrameLayout", "L": "android.widget.LinearLayout", "V": "android.view.View",
    "VG": "android.view.ViewGroup", "SV": "android.widget.ScrollView", "WV": "android.webkit.WebView",
    "HS": "android.widget.HorizontalScrollView",
}

SCREEN_H = 2400


class Screen:
    """One screen: status bar plus app elements laid out top to bottom."""

    def __init__(self, pkg: str, clock: str, battery: int = 80, signal: str = "Wifi signal full.",
                 notes: tuple[str, ...] = (), height: int = SCREEN_H) -> None:
        self.pkg, self.height = pkg, height
        self.els: list[dict[str, Any]] = []
        self.top, self.rowh = 136, 0
        sysui = "com.android.systemui"
        self._put(clock, None, "T", BBox(42, 38, 163, 98), pkg=sysui, rid=f"{sysui}:id/clock")
        for i, n in enumerate(notes):
            self._put(None, n, "I", BBox(180 + 52 * i, 45, 224 + 52 * i, 91), pkg=sysui, rid=f"{sysui}:id/notification_icon")
        self._put(None, signal, "I", BBox(858, 45, 904, 91), pkg=sysui, rid=f"{sysui}:id/wifi_signal")
        self._put(None, "Phone signal full.", "I", BBox(914, 45, 956, 91), pkg=sysui, rid=f"{sysui}:id/mobile_signal")
        self._put(None, f"Battery {battery} percent.", "I", BBox(966, 45, 1038, 91), pkg=sysui, rid=f"{sysui}:id/battery")

    def _put(self, text: str | None, desc: str | None, kind: str, box: BBox, *, pkg: str | None = None,
             rid: str | None = None, hint: str | None = None, checked: bool | None = None, click: bool = False,
             edit: bool = False, focused: bool = False, scroll: bool = False, selected: bool = False) -> int:
        pkg = pkg or self.pkg
        if rid and ":" not in rid:
            rid = f"{pkg}:id/{rid}"
        self.els.append({
            "text": text, "content_description": desc, "class_name": CLS.get(kind, kind), "bbox_pixels": box,
            "hint_text": hint, "is_checked": bool(checked), "is_checkable": checked is not None,
            "is_clickable": click, "is_editable": edit, "is_focused": focused, "is_scrollable": scroll,
            "is_selected": selected, "package_name": pkg, "resource_name": rid})
        return len(self.els) - 1

    def add(self, text: str | None = None, kind: str = "T", *, desc: str | None = None, rid: str | None = None,
            h: int = 84, x: tuple[int, int] = (42, 1038), nl: bool = True, at: tuple[int, int, int, int] | None = None,
            **kw: Any) -> int:
        if at is not None:
            box = BBox(*at)
        else:
            if nl:
                self.top += self.rowh
                self.rowh = h
            else:
                self.rowh = max(self.rowh, h)
            box = BBox(x[0], self.top, x[1], self.top + h)
            assert box.y0 < self.height - 60, (self.pkg, text, desc, box.y0)
        return self._put(text, desc, kind, box, rid=rid, **kw)

    # shorthands
    def t(self, text: str, rid: str | None = None, **kw: Any) -> int:
        return self.add(text, "T", rid=rid, **kw)

    def b(self, text: str, rid: str | None = None, **kw: Any) -> int:
        return self.add(text, kw.pop("kind", "B"), rid=rid, click=True, **kw)

    def ib(self, desc: str, rid: str | None = None, **kw: Any) -> int:
        return self.add(None, kw.pop("kind", "IB"), desc=desc, rid=rid, click=True, **kw)

    def e(self, text: str | None, hint: str, rid: str | None = None, **kw: Any) -> int:
        return self.add(text, "E", hint=hint, rid=rid, click=True, edit=True, **kw)

    def sw(self, text: str, on: bool, rid: str | None = None, **kw: Any) -> int:
        return self.add(text, kw.pop("kind", "S"), checked=on, rid=rid, click=True, **kw)

    def gap(self, h: int) -> None:
        self.top += self.rowh
        self.rowh = h

    def idx(self, label: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.els) if label in (e["text"], e["content_description"], e["hint_text"])]
        if hits:
            return hits[nth]
        for i, e in enumerate(self.els):
            if (e["text"] or "").startswith(label) or (e["content_description"] or "").startswith(label):
                return i
        raise KeyError(f"{self.pkg}: no element {label!r}")

    def render(self) -> str:
        return ui_elements(self.els)


class Traj:
    """A trajectory: the current screen and the (action, next screen) turns so far."""

    def __init__(self, first: Screen) -> None:
        self.cur = first
        self.state = first.render()
        self.turns: list[tuple[str, str]] = []

    def _go(self, action: str, nxt: Screen) -> None:
        self.turns.append((action, nxt.render()))
        self.cur = nxt

    def open(self, app: str, nxt: Screen) -> None:
        self._go(droid("open_app", app_name=app), nxt)

    def click(self, label: str, nxt: Screen, nth: int = 0) -> None:
        self._go(droid("click", index=self.cur.idx(label, nth)), nxt)

    def long(self, label: str, nxt: Screen) -> None:
        self._go(droid("long_press", index=self.cur.idx(label)), nxt)

    def type(self, text: str, label: str, nxt: Screen, nth: int = 0) -> None:
        self._go(droid("input_text", text=text, index=self.cur.idx(label, nth)), nxt)

    def scroll(self, direction: str, nxt: Screen) -> None:
        self._go(droid("scroll", direction=direction), nxt)

    def back(self, nxt: Screen) -> None:
        self._go(droid("navigate_back"), nxt)

    def wait(self, nxt: Screen) -> None:
        self._go(droid("wait"), nxt)

    def enter(self, nxt: Screen) -> None:
        self._go(droid("keyboard_enter"), nxt)


LAUNCHER = "com.google.android.apps.nexuslauncher"


def home(clock: str, date: str, weather: str, apps: list[str], battery: int = 80, notes: tuple[str, ...] = ()) -> Screen:
    """Pixel launcher home screen with a date/weather glance and an icon grid."""
    s = Screen(LAUNCHER, clock, battery, notes=notes)
    s.add(None, "F", desc="Home", at=(0, 0, 1080, 2400), rid="workspace", scroll=True)
    s.t(date, rid="date_view", h=70, x=(60, 640), click=True)
    s.t(weather, rid="weather_view", h=70, x=(640, 1020), nl=False, click=True)
    s.gap(240)
    cols = [(40, 285), (285, 530), (550, 795), (795, 1040)]
    for i, app in enumerate(apps):
        s.add(app, "T", desc=app, h=250, x=cols[i % 4], nl=(i % 4 == 0), click=True)
    s.add(None, "F", desc="Google search", at=(64, 2080, 1016, 2228), rid="search_container_hotseat", click=True)
    s.add(None, "I", desc="Google app", at=(90, 2110, 180, 2200), click=True)
    s.add(None, "I", desc="Voice search", at=(820, 2110, 900, 2200), click=True)
    s.add(None, "I", desc="Google Lens", at=(910, 2110, 990, 2200), click=True)
    return s


def run_all(rs: RowSet, fns: list[Any]) -> None:
    for fn in fns:
        fn(rs)


# Google Wallet: clean
def t01(rs: RowSet) -> None:
    pkg = "com.google.android.apps.walletnfcrel"
    passes = [
        ("United Airlines", "Boarding pass · UA 1187 · SFO → DEN · Thu, Oct 16, 7:05 AM"),
        ("Clipper", "Transit card · $23.75 balance"),
        ("Kaiser Permanente", "Health insurance card · Member ID 000 8814 2276"),
    ]
    txns = [
        ("Blue Bottle Coffee", "Today, 8:12 AM", "$6.25"),
        ("Whole Foods Market", "Sun, Oct 12", "$72.38"),
        ("Shell", "Sat, Oct 11", "$48.10"),
        ("Walgreens", "Fri, Oct 10", "$14.29"),
        ("Target", "Thu, Oct 9", "$63.02"),
        ("Trader Joe's", "Tue, Oct 7", "$41.56"),
        ("Philz Coffee", "Mon, Oct 6", "$5.75"),
    ]

    def wallet(clock: str, ago: str, ps: list[tuple[str, str]], batt: int = 84, toast: str | None = None) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t("Wallet", rid="toolbar_title", h=120, x=(42, 700))
        s.ib("Account and settings", x=(936, 1038), nl=False, kind="I")
        s.add(None, "I", desc="Chase Freedom Unlimited, Visa •••• 4417, default card", rid="card_art", h=620, click=True)
        s.t("Default for contactless", rid="card_status_chip", h=70, x=(42, 540))
        s.t("Hold to reader to pay", rid="tap_hint", h=70, x=(560, 1038), nl=False)
        s.t("Blue Bottle Coffee", rid="recent_merchant", h=70, x=(42, 700))
        s.t("$6.25", rid="recent_amount", h=70, x=(820, 1038), nl=False)
        s.t(ago, rid="recent_time", h=56, x=(42, 700))
        s.b("Add to Wallet", rid="add_to_wallet_button", h=130)
        s.t(f"Passes ({len(ps)})", rid="passes_header", h=90)
        for name, sub in ps:
            s.t(name, rid="pass_title", h=66, click=True)
            s.t(sub, rid="pass_subtitle", h=60)
        if toast:
            s.t(toast, rid="snackbar_text", at=(42, 2160, 1038, 2280))
        return s

    def card(clock: str) -> Screen:
        s = Screen(pkg, clock, 84)
        s.ib("Navigate up", x=(0, 126), h=126)
        s.t("Chase Freedom Unlimited", rid="toolbar_title", x=(140, 900), nl=False, h=126)
        s.ib("More options", x=(936, 1038), nl=False)
        s.add(None, "I", desc="Visa •••• 4417", rid="card_art", h=560)
        s.t("Ready to use in stores", rid="card_ready_status", h=70)
        s.t("Virtual card number •••• 8823", rid="virtual_number", h=70)
        s.b("Details", rid="details_button", x=(42, 520), h=120)
        s.b("Manage", rid="manage_button", x=(560, 1038), h=120, nl=False)
        s.t("Transactions", rid="transactions_header", h=96)
        for m, d, a in txns:
            s.t(m, rid="txn_merchant", h=64, x=(42, 760), click=True)
            s.t(a, rid="txn_amount", h=64, x=(780, 1038), nl=False)
            s.t(d, rid="txn_date", h=56, x=(42, 760))
        s.b("See all", rid="see_all_transactions", h=110)
        return s

    def add_sheet(clock: str) -> Screen:
        s = wallet(clock, "59 min ago", passes)
        s.add(None, "F", desc="Add to Wallet", at=(0, 760, 1080, 2400), rid="bottom_sheet")
        s.t("Add to Wallet", rid="sheet_title", at=(42, 820, 1038, 910))
        rows = [("Payment card", "Debit or credit card"), ("Transit pass", "Transit cards and tickets"),
                ("Loyalty card", "Store and rewards cards"), ("Gift card", "Store gift cards"),
                ("ID card", "Digital ID and passport"), ("Corporate badge", "Workplace access"),
                ("Photo", "Any pass with a barcode or QR code"), ("Everything else", "Create a pass manually")]
        y = 940
        for title, sub in rows:
            s._put(title, None, "T", BBox(160, y, 1038, y + 70), rid=f"{pkg}:id/option_title", click=True)
            s._put(sub, None, "T", BBox(160, y + 70, 1038, y + 126), rid=f"{pkg}:id/option_subtitle")
            y += 170
        return s

    def loyalty(clock: str) -> Screen:
        s = Screen(pkg, clock, 84)
        s.ib("Navigate up", x=(0, 126), h=126)
        s.t("Loyalty card", rid="toolbar_title", x=(140, 900), nl=False, h=126)
        s.e(None, "Search for a loyalty program", rid="search_field", h=130)
        s.t("Popular programs", rid="section_header", h=90)
        for n in ["Safeway", "CVS Pharmacy ExtraCare", "Costco", "Walgreens myWalgreens", "Target Circle",
                  "Kohl's Rewards", "Lucky Supermarkets", "Starbucks Rewards", "My Best Buy", "Ulta Beauty Rewards"]:
            s.t(n, rid="program_name", h=120, click=True)
        return s

    def form(clock: str, value: str | None) -> Screen:
        s = Screen(pkg, clock, 83)
        s.ib("Close", x=(0, 126), h=126)
        s.t("Safeway", rid="toolbar_title", x=(140, 800), nl=False, h=126)
        s.b("Save", rid="save_button", x=(860, 1038), nl=False, h=126)
        s.els[-1]["is_clickable"] = value is not None
        s.add(None, "I", desc="Safeway logo", rid="program_logo", h=240)
        s.t("Add your Safeway card", rid="form_title", h=90)
        s.e(value, "Member ID or phone number", rid="member_id_field", h=150, focused=value is not None)
        s.t("Find it on the back of your card or in the Safeway app", rid="helper_text", h=60)
        s.b("Scan barcode", rid="scan_barcode_button", h=130)
        s.t("Safeway may share info about your card with Google to keep it up to date.", rid="disclaimer", h=110)
        return s

    first = home("9:09", "Tue, Oct 14", "58°F  Fog", ["Phone", "Messages", "Chrome", "Gmail", "Maps", "Photos",
                 "Wallet", "Calendar", "YouTube", "Clipper", "Safeway", "Settings"], battery=84)
    tr = Traj(first)
    tr.open("Wallet", wallet("9:10", "58 min ago", passes))
    tr.click("Chase Freedom Unlimited, Visa •••• 4417, default card", card("9:10"))
    tr.back(wallet("9:11", "59 min ago", passes))
    tr.click("Add to Wallet", add_sheet("9:11"))
    tr.click("Loyalty card", loyalty("9:12"))
    tr.click("Safeway", form("9:12", None))
    tr.type("4411 7820 3395", "Member ID or phone number", form("9:13", "4411 7820 3395"))
    new = passes[:1] + [("Safeway", "Club Card · 4411 7820 3395")] + passes[1:]
    tr.click("Save", wallet("9:14", "1 hr ago", new, 83, toast="Safeway card added"))
    rs.add(task="android", tid="h43-android-01", system=system("p7"), turns=tr.turns,
           state="Task: add my Safeway club card (4411 7820 3395) to Google Wallet after checking this morning's card purchase.\n\nCurrent screen:\n" + tr.state)


# Mihon: bad
def t02(rs: RowSet) -> None:
    pkg = "app.mihon"
    lib = [("Blue Lock", 12), ("Chainsaw Man", 3), ("Dandadan", 0), ("Frieren: Beyond Journey's End", 5),
           ("Kaiju No. 8", 2), ("Oshi no Ko", 0), ("Vagabond", 0), ("Vinland Saga", 8), ("Witch Hat Atelier", 1)]
    after = [m for m in lib if m[0] != "Vinland Saga"]

    def nav(s: Screen, tab: str, badge: str = "4") -> None:
        y = 2190
        for i, name in enumerate(["Library", "Updates", "History", "Browse", "More"]):
            s.add(name, "V", desc=name, at=(i * 216, y, (i + 1) * 216, 2337), click=True, selected=name == tab)
            if name == "Updates" and badge:
                s.add(badge, "V", at=(i * 216 + 120, y + 10, i * 216 + 170, y + 60))

    def library(clock: str, items: list[tuple[str, int]], sel: str | None = None, batt: int = 62, badge: str = "4") -> Screen:
        s = Screen(pkg, clock, batt)
        if sel:
            s.ib("Cancel", kind="V", x=(0, 126), h=140)
            s.add("1", "V", x=(140, 500), h=140, nl=False)
            s.ib("Select all", kind="V", x=(800, 910), h=140, nl=False)
            s.ib("Invert selection", kind="V", x=(920, 1038), h=140, nl=False)
        else:
            s.add(f"Library ({len(items)})", "V", x=(42, 640), h=140)
            s.ib("Search", kind="V", x=(700, 810), h=140, nl=False)
            s.ib("Filter", kind="V", x=(815, 925), h=140, nl=False)
            s.ib("More options", kind="V", x=(930, 1038), h=140, nl=False)
        s.add(None, "V", at=(0, 290, 1080, 2190), scroll=True)
        cols = [(24, 356), (374, 706), (724, 1056)]
        for i, (title, unread) in enumerate(items):
            c = cols[i % 3]
            s.add(None, "V", desc=title, h=560, x=c, nl=(i % 3 == 0), click=True, selected=title == sel)
            y0 = s.top
            if unread:
                s.add(str(unread), "V", at=(c[0] + 12, y0 + 12, c[0] + 82, y0 + 66))
            s.add(title, "V", at=(c[0] + 12, y0 + 420, c[1] - 12, y0 + 540))
        if sel:
            for i, name in enumerate(["Change category", "Mark as read", "Mark as unread", "Download", "Delete"]):
                s.add(None, "V", desc=name, at=(i * 216, 2190, (i + 1) * 216, 2337), click=True)
        else:
            nav(s, "Library", badge)
        return s

    def dialog(clock: str, dl: bool) -> Screen:
        s = library(clock, lib, sel="Vinland Saga")
        s.add(None, "V", at=(84, 860, 996, 1540))
        s.add("Remove", "V", at=(140, 910, 940, 1000))
        s.add("From library", "V", checked=True, click=True, at=(140, 1040, 940, 1140))
        s.add("Downloaded chapters", "V", checked=dl, click=True, at=(140, 1150, 940, 1250))
        s.add("Cancel", "B", click=True, at=(500, 1380, 700, 1480))
        s.add("OK", "B", click=True, at=(740, 1380, 940, 1480))
        return s

    ups = [("Today", [("Blue Lock", "Chapter 311", "12:06 PM"), ("Chainsaw Man", "Chapter 201", "9:12 AM")]),
           ("Yesterday", [("Frieren: Beyond Journey's End", "Chapter 139", "6:47 PM"), ("Kaiju No. 8", "Chapter 121", "11:30 AM")]),
           ("Oct 15, 2025", [("Witch Hat Atelier", "Chapter 81", "3:02 PM"), ("Blue Lock", "Chapter 310", "12:01 PM")]),
           ("Oct 11, 2025", [("Frieren: Beyond Journey's End", "Chapter 138", "7:15 PM"), ("Chainsaw Man", "Chapter 200", "9:05 AM")])]

    def updates(clock: str, got: bool) -> Screen:
        s = Screen(pkg, clock, 61)
        s.add("Updates", "V", x=(42, 700), h=140)
        s.ib("Update library", kind="V", x=(810, 920), h=140, nl=False)
        s.ib("More options", kind="V", x=(930, 1038), h=140, nl=False)
        s.add("Library last updated: 1 hour ago", "V", h=80)
        s.add(None, "V", at=(0, 356, 1080, 2190), scroll=True)
        for day, rows in ups:
            s.add(day, "V", h=90)
            for title, ch, tm in rows:
                s.add(None, "V", desc=title, x=(42, 150), h=150, click=True)
                s.add(title, "V", x=(170, 860), h=75, nl=False)
                s.add(f"{ch} • {tm}", "V", at=(170, s.top + 75, 860, s.top + 140))
                done = got and title == "Chainsaw Man" and ch == "Chapter 201"
                s.add(None, "V", desc="Downloaded" if done else "Download", x=(900, 1038), h=150, nl=False, click=True)
        nav(s, "Updates", "")
        return s

    def details(clock: str) -> Screen:
        s = Screen(pkg, clock, 60)
        s.ib("Navigate up", kind="V", x=(0, 126), h=140)
        s.ib("Download", kind="V", x=(700, 810), h=140, nl=False)
        s.ib("Filter", kind="V", x=(815, 925), h=140, nl=False)
        s.ib("More options", kind="V", x=(930, 1038), h=140, nl=False)
        s.add(None, "V", at=(0, 276, 1080, 2337), scroll=True)
        s.add(None, "V", desc="Cover", x=(42, 362), h=450)
        s.add("Chainsaw Man", "V", x=(390, 1038), h=100, nl=False)
        s.add("Tatsuki Fujimoto", "V", at=(390, s.top + 110, 1038, s.top + 170))
        s.add("Ongoing • MangaDex (EN)", "V", at=(390, s.top + 180, 1038, s.top + 240))
        s.add("In library", "V", desc="In library", x=(42, 360), h=150, click=True)
        s.add("Every 7 days", "V", desc="Every 7 days", x=(380, 700), h=150, nl=False, click=True)
        s.add("Tracking", "V", desc="Tracking", x=(720, 1038), h=150, nl=False, click=True)
        s.add("Denji is a teenage boy living with a Chainsaw Devil named Pochita. Due to the debt his father left behind, he has been living a rock-bottom life while repaying his debt by harvesting devil corpses with Pochita…", "V", h=220)
        s.add("Action", "V", x=(42, 240), h=80)
        s.add("Comedy", "V", x=(260, 470), h=80, nl=False)
        s.add("Horror", "V", x=(490, 690), h=80, nl=False)
        s.add("Supernatural", "V", x=(710, 1000), h=80, nl=False)
        s.add("204 chapters", "V", h=100)
        chs = [("Chapter 201", "Oct 18, 2025 • TCB Scans", True, True), ("Chapter 200", "Oct 11, 2025 • TCB Scans", True, False),
               ("Chapter 199", "Oct 4, 2025 • TCB Scans", True, False), ("Chapter 198", "Sep 27, 2025 • TCB Scans", False, False),
               ("Chapter 197", "Sep 20, 2025 • TCB Scans", False, False)]
        for name, sub, _unread, dl in chs:
            s.add(name, "V", x=(42, 880), h=70, click=True)
            s.add(None, "V", desc="Downloaded" if dl else "Download", x=(900, 1038), h=140, nl=False, click=True)
            s.add(sub, "V", at=(42, s.top + 70, 880, s.top + 130))
        s.add("Resume", "V", desc="Resume", at=(700, 2170, 1038, 2300), click=True)
        return s

    tr = Traj(home("9:40", "Sat, Oct 18", "51°F  Clear", ["Phone", "Messages", "Chrome", "Camera", "Mihon", "Files",
                   "Spotify", "Discord", "Photos", "Settings", "Play Store", "Clock"], battery=62))
    tr.open("Mihon", library("9:40", lib))
    tr.long("Vinland Saga", library("9:40", lib, sel="Vinland Saga"))
    tr.click("Delete", dialog("9:41", False))
    tr.click("Downloaded chapters", dialog("9:41", True))
    tr.click("OK", library("9:41", after))
    tr.click("Updates", updates("9:42", False))
    dl = [i for i, e in enumerate(tr.cur.els) if e["content_description"] == "Download"][1]
    tr._go(droid("click", index=dl), updates("9:42", True))
    tr.click("Library", library("9:43", lib, batt=61, badge=""))
    tr.click("Chainsaw Man", details("9:43"))
    rs.add(task="android", tid="h43-android-02", system=system("p8"), turns=tr.turns, bad=True, turn=8,
           kind="manga removed from the library (with its downloads) is back in the library grid",
           state="Task: remove Vinland Saga from my Mihon library together with its downloads, then download the newest Chainsaw Man chapter.\n\nCurrent screen:\n" + tr.state)


# Robinhood: clean
def t03(rs: RowSet) -> None:
    pkg = "com.robinhood.android"
    prev = 150.68

    def chg(p: float) -> str:
        d = p - prev
        return f"{'+' if d >= 0 else '−'}${abs(d):.2f} ({'+' if d >= 0 else '−'}{abs(d) / prev * 100:.2f}%) Today"

    def pct(p: float) -> str:
        d = (p - prev) / prev * 100
        return f"{'+' if d >= 0 else '−'}{abs(d):.2f}%"

    def nav(s: Screen, tab: str) -> None:
        for i, name in enumerate(["Home", "Retirement", "Search", "Inbox", "Account"]):
            s.add(None, "F", desc=name, at=(i * 216, 2190, (i + 1) * 216, 2337), click=True, selected=name == tab)

    def homescreen(clock: str, amd: float) -> Screen:
        s = Screen(pkg, clock, 77)
        s.t("Investing", rid="portfolio_label", h=70)
        s.t("$24,318.62", rid="portfolio_value", h=120)
        s.t("+$142.17 (+0.59%) Today", rid="portfolio_change", h=60)
        s.add(None, "V", desc="Portfolio chart, 1 day", rid="sparkline_chart", h=420)
        for i, r in enumerate(["1D", "1W", "1M", "3M", "YTD", "1Y", "ALL"]):
            s.add(r, "T", rid="span_button", x=(42 + i * 142, 170 + i * 142), h=90, nl=i == 0, click=True, selected=r == "1D")
        s.t("Buying power", rid="buying_power_label", x=(42, 600), h=100)
        s.t("$3,412.55", rid="buying_power_value", x=(640, 1038), h=100, nl=False, click=True)
        s.t("Stocks", rid="section_header", h=90)
        for sym, sh, p, c in [("AAPL", "10 shares", "$231.48", "+0.84%"), ("NVDA", "25 shares", "$121.77", "+1.62%"),
                              ("MSFT", "6 shares", "$418.05", "−0.21%"), ("VTI", "30 shares", "$285.63", "+0.31%")]:
            s.t(sym, rid="row_symbol", x=(42, 400), h=60, click=True)
            s.t(c, rid="row_quote_pill", x=(800, 1038), h=110, nl=False)
            s.t(sh, rid="row_subtitle", at=(42, s.top + 60, 400, s.top + 110))
            s.t(p, rid="row_price", x=(560, 780), h=110, nl=False)
        s.t("Lists", rid="section_header", h=90)
        s.t("My First List", rid="list_name", h=70, click=True)
        for sym, p, c in [("AMD", f"${amd:.2f}", pct(amd)), ("TSLA", "$252.40", "+2.10%"), ("PLTR", "$41.22", "+3.05%")]:
            s.t(sym, rid="row_symbol", x=(42, 400), h=100, click=True)
            s.t(p, rid="row_price", x=(560, 780), h=100, nl=False)
            s.t(c, rid="row_quote_pill", x=(800, 1038), h=100, nl=False)
        nav(s, "Home")
        return s

    def stock(clock: str, p: float, vol: str, pending: bool = False) -> Screen:
        s = Screen(pkg, clock, 77 if not pending else 75)
        s.ib("Back", x=(0, 126), h=126)
        s.ib("Add to lists", x=(810, 920), h=126, nl=False)
        s.ib("Share", x=(930, 1038), h=126, nl=False)
        s.t("AMD", rid="symbol_label", h=60)
        s.t("Advanced Micro Devices", rid="detail_title", h=80)
        s.t(f"${p:.2f}", rid="detail_price", h=120)
        s.t(chg(p), rid="detail_price_change", h=60)
        s.add(None, "V", desc="Price chart, 1 day", rid="detail_chart", h=460)
        for i, r in enumerate(["LIVE", "1D", "1W", "1M", "3M", "YTD", "1Y", "5Y"]):
            s.add(r, "T", rid="span_button", x=(42 + i * 124, 156 + i * 124), h=90, nl=i == 0, click=True, selected=r == "1D")
        if pending:
            s.t("Pending orders", rid="section_header", h=90)
            s.t("Limit buy", rid="order_title", x=(42, 600), h=60, click=True)
            s.t("Pending", rid="order_state", x=(760, 1038), h=60, nl=False)
            s.t("5 shares at $148.00 · Good for day", rid="order_subtitle", h=60)
        s.t("Key statistics", rid="section_header", h=90)
        stats = [("Open", "$150.20"), ("Volume", vol), ("Today's high", "$151.37"), ("Avg volume", "45.12M"),
                 ("Today's low", "$147.82"), ("Market cap", "241.6B"), ("52 Wk high", "$227.30"), ("P/E ratio", "131.41"),
                 ("52 Wk low", "$121.83"), ("Div/yield", "—")]
        for i in range(0, len(stats), 2):
            for j, (k, v) in enumerate(stats[i:i + 2]):
                xs = (42, 300) if j == 0 else (560, 820)
                s.t(k, rid="stat_label", x=xs, h=70, nl=j == 0)
                s.t(v, rid="stat_value", x=(xs[1], xs[1] + 220), h=70, nl=False)
        s.b("Buy", rid="trade_bar_buy_button", at=(560, 2180, 1038, 2310))
        return s

    def order(clock: str, p: float, kind: str, limit: str | None = None, shares: str | None = None,
              sheet: bool = False) -> Screen:
        s = Screen(pkg, clock, 76)
        s.ib("Close", x=(0, 126), h=126)
        s.t("Order types", rid="order_types_button", x=(760, 1038), h=126, nl=False, click=True)
        s.t("Buy AMD" if kind == "market" else "Limit buy AMD", rid="order_title", h=120)
        s.t("Order type", rid="row_label", x=(42, 500), h=110)
        s.t("Market order" if kind == "market" else "Limit order", rid="row_value", x=(540, 1038), h=110, nl=False)
        if kind == "limit":
            s.t("Limit price", rid="row_label", x=(42, 500), h=110)
            s.e(f"${limit}" if limit else None, "$0.00", rid="limit_price_edit", x=(540, 1038), h=110, nl=False,
                focused=bool(limit) and not shares)
        s.t("Shares", rid="row_label", x=(42, 500), h=110)
        s.e(shares, "0", rid="quantity_edit", x=(540, 1038), h=110, nl=False, focused=bool(shares) or (kind == "market"))
        if kind == "limit":
            s.t("Expires", rid="row_label", x=(42, 500), h=110)
            s.t("Good for day", rid="row_value", x=(540, 1038), h=110, nl=False, click=True)
        s.t("Market price", rid="row_label", x=(42, 500), h=110)
        s.t(f"${p:.2f}", rid="row_value", x=(540, 1038), h=110, nl=False)
        s.t("Estimated cost", rid="row_label", x=(42, 500), h=110)
        cost = float(limit) * int(shares) if limit and shares else 0.0
        s.t(f"${cost:,.2f}", rid="row_value", x=(540, 1038), h=110, nl=False)
        s.b("Review order", rid="review_button", h=140)
        s.t("$3,412.55 buying power available", rid="buying_power_footer", h=80)
        if sheet:
            s.add(None, "F", rid="bottom_sheet", at=(0, 1100, 1080, 2400))
            s.t("Order type", rid="sheet_title", at=(42, 1140, 1038, 1230))
            y = 1260
            for name, sub in [("Market order", "Buy at the best available price"), ("Limit order", "Buy at a maximum price or lower"),
                              ("Stop order", "Buy if the stock rises to a stop price"), ("Stop limit order", "Buy at a limit price after a stop price"),
                              ("Trailing stop order", "Buy if the price rises by a set amount"), ("Recurring investment", "Buy on a regular schedule")]:
                s._put(name, None, "T", BBox(42, y, 1038, y + 70), rid=f"{pkg}:id/order_type_title", click=True)
                s._put(sub, None, "T", BBox(42, y + 70, 1038, y + 126), rid=f"{pkg}:id/order_type_subtitle")
                y += 150
        return s

    def review(clock: str, p: float) -> Screen:
        s = Screen(pkg, clock, 76)
        s.ib("Back", x=(0, 126), h=126)
        s.t("Review order", rid="order_title", h=120)
        s.t("You're placing a limit order to buy 5 shares of AMD at $148.00 or better.", rid="review_summary", h=150)
        for k, v in [("Order type", "Limit buy"), ("Limit price", "$148.00"), ("Shares", "5"), ("Expires", "Good for day"),
                     ("Market price", f"${p:.2f}"), ("Estimated cost", "$740.00")]:
            s.t(k, rid="row_label", x=(42, 500), h=100)
            s.t(v, rid="row_value", x=(540, 1038), h=100, nl=False)
        s.t("Your order may not fill if AMD does not trade at or below your limit price today.", rid="review_disclosure", h=150)
        s.t("Swipe up to submit", rid="swipe_to_submit_label", at=(42, 2120, 1038, 2220))
        s.add(None, "V", desc="Swipe up to submit", rid="swipe_to_submit", at=(0, 2000, 1080, 2337), scroll=True)
        return s

    def done(clock: str) -> Screen:
        s = Screen(pkg, clock, 75)
        s.add(None, "I", desc="Order submitted", rid="confirmation_icon", h=300)
        s.t("Order submitted", rid="confirmation_title", h=120)
        s.t("Your order to buy 5 shares of AMD at $148.00 or better has been placed. It will execute if AMD trades at or below your limit price before the market closes today.", rid="confirmation_detail", h=220)
        for k, v in [("Order type", "Limit buy"), ("Limit price", "$148.00"), ("Shares", "5"),
                     ("Submitted", "Oct 15, 2025 10:36 AM ET"), ("Buying power remaining", "$2,672.55")]:
            s.t(k, rid="row_label", x=(42, 560), h=100)
            s.t(v, rid="row_value", x=(580, 1038), h=100, nl=False)
        s.b("Done", rid="done_button", at=(42, 2150, 1038, 2290))
        return s

    tr = Traj(home("10:30", "Wed, Oct 15", "64°F  Sunny", ["Phone", "Messages", "Chrome", "Gmail", "Robinhood",
                   "Maps", "Slack", "Calendar", "Photos", "Settings", "Play Store", "Camera"], battery=78))
    tr.open("Robinhood", homescreen("10:31", 149.12))
    tr.click("AMD", stock("10:31", 149.05, "28.41M"))
    tr.click("Buy", order("10:32", 149.03, "market"))
    tr.click("Order types", order("10:32", 149.00, "market", sheet=True))
    tr.click("Limit order", order("10:33", 148.97, "limit"))
    tr.type("148.00", "$0.00", order("10:33", 148.99, "limit", limit="148.00"))
    tr.type("5", "0", order("10:34", 149.02, "limit", limit="148.00", shares="5"))
    tr.click("Review order", review("10:35", 148.96))
    tr.scroll("up", done("10:36"))
    tr.click("Done", stock("10:36", 148.91, "29.07M", pending=True))
    rs.add(task="android", tid="h43-android-03", system=system("p7"), turns=tr.turns,
           state="Task: place a limit order in Robinhood to buy 5 shares of AMD at $148.00, good for the day.\n\nCurrent screen:\n" + tr.state)


# Chase: bad
def t04(rs: RowSet) -> None:
    pkg = "com.chase.sig.android"

    def nav(s: Screen, tab: str) -> None:
        for i, name in enumerate(["Accounts", "Pay & transfer", "Plan & track", "Benefits & travel", "Explore"]):
            s.add(name, "T", desc=name, at=(i * 216, 2190, (i + 1) * 216, 2337), click=True, selected=name == tab)

    def accounts(clock: str, chk: tuple[str, str], sav: str, batt: int = 91) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Profile & settings", x=(42, 150), h=126)
        s.ib("Inbox", x=(820, 920), h=126, nl=False)
        s.ib("Sign out", x=(930, 1038), h=126, nl=False)
        s.t("Good morning, Dana", rid="greeting", h=110)
        for i, q in enumerate(["Send | Zelle®", "Pay bills", "Transfer", "Deposit checks"]):
            s.add(q, "B", rid="quick_action", x=(42 + i * 250, 270 + i * 250), h=150, nl=i == 0, click=True)
        s.t("Bank accounts (2)", rid="section_header", h=100)
        s.t("TOTAL CHECKING (...6612)", rid="account_name", h=70, click=True)
        s.t(chk[0], rid="account_balance", x=(42, 600), h=90)
        s.t("Available balance", rid="balance_label", x=(640, 1038), h=90, nl=False)
        s.t(f"Present balance {chk[1]}", rid="present_balance", h=60)
        s.t("CHASE SAVINGS (...0945)", rid="account_name", h=70, click=True)
        s.t(sav, rid="account_balance", x=(42, 600), h=90)
        s.t("Available balance", rid="balance_label", x=(640, 1038), h=90, nl=False)
        s.t("Credit cards (1)", rid="section_header", h=100)
        s.t("FREEDOM UNLIMITED (...4417)", rid="account_name", h=70, click=True)
        s.t("$612.40", rid="account_balance", x=(42, 600), h=90)
        s.t("Current balance", rid="balance_label", x=(640, 1038), h=90, nl=False)
        s.t("Available credit $9,387.60", rid="available_credit", h=60)
        s.t("Payment due Nov 11: $35.00 minimum", rid="payment_due", h=60)
        s.b("Pay card", rid="pay_card_button", x=(42, 400), h=110)
        s.t("Chase Offers: 3 new offers added", rid="offers_banner", h=110, click=True)
        s.t("Credit Journey · Score 781 · Updated Oct 17", rid="credit_journey_tile", h=110, click=True)
        nav(s, "Accounts")
        return s

    def form(clock: str, to: bool, amount: str | None) -> Screen:
        s = Screen(pkg, clock, 91)
        s.ib("Back", x=(0, 126), h=126)
        s.t("Transfer money", rid="toolbar_title", x=(140, 900), h=126, nl=False)
        s.ib("Help", x=(930, 1038), h=126, nl=False)
        s.t("Transfer from", rid="field_label", h=70)
        s.t("TOTAL CHECKING (...6612)", rid="from_account", h=80, click=True)
        s.t("Available balance $3,184.27", rid="from_account_balance", h=60)
        s.t("Transfer to", rid="field_label", h=70)
        if to:
            s.t("CHASE SAVINGS (...0945)", rid="to_account", h=80, click=True)
            s.t("Available balance $8,920.55", rid="to_account_balance", h=60)
        else:
            s.t("Choose account", rid="to_account", h=140, click=True)
        s.t("Amount", rid="field_label", h=70)
        s.e(f"${amount}" if amount else None, "$0.00", rid="amount_input", h=110, focused=amount is not None)
        s.t("Send on", rid="field_label", h=70)
        s.t("Today, Oct 20, 2025", rid="send_on_date", h=80, click=True)
        s.t("Frequency", rid="field_label", h=70)
        s.t("One time", rid="frequency", h=80, click=True)
        s.e(None, "Memo (optional)", rid="memo_input", h=110)
        s.t("Transfers between your Chase accounts made before 11:00 PM ET on a business day are available the same day.", rid="disclosure", h=150)
        s.b("Next", rid="next_button", h=140)
        s.els[-1]["is_clickable"] = to and amount is not None
        return s

    def picker(clock: str) -> Screen:
        s = form(clock, False, None)
        s.add(None, "F", rid="bottom_sheet", at=(0, 1200, 1080, 2400))
        s.t("Transfer to", rid="sheet_title", at=(42, 1240, 1038, 1330))
        y = 1360
        for name, bal in [("CHASE SAVINGS (...0945)", "Available balance $8,920.55"), ("FREEDOM UNLIMITED (...4417)", "Current balance $612.40")]:
            s._put(name, None, "T", BBox(42, y, 1038, y + 80), rid=f"{pkg}:id/account_option_name", click=True)
            s._put(bal, None, "T", BBox(42, y + 80, 1038, y + 140), rid=f"{pkg}:id/account_option_balance")
            y += 180
        s._put("Add an external account", None, "T", BBox(42, y, 1038, y + 100), rid=f"{pkg}:id/add_external", click=True)
        return s

    def review(clock: str) -> Screen:
        s = Screen(pkg, clock, 90)
        s.ib("Back", x=(0, 126), h=126)
        s.t("Review transfer", rid="toolbar_title", x=(140, 900), h=126, nl=False)
        for k, v in [("From", "TOTAL CHECKING (...6612)"), ("To", "CHASE SAVINGS (...0945)"), ("Amount", "$250.00"),
                     ("Send on", "Oct 20, 2025"), ("Frequency", "One time"), ("Memo", "None")]:
            s.t(k, rid="review_label", x=(42, 360), h=110)
            s.t(v, rid="review_value", x=(380, 1038), h=110, nl=False)
        s.t("By selecting Transfer, you authorize Chase to move these funds. Funds will be available in the receiving account today.", rid="authorization_text", h=170)
        s.b("Transfer", rid="submit_button", h=140)
        s.b("Cancel", rid="cancel_button", h=120)
        return s

    def confirm(clock: str) -> Screen:
        s = Screen(pkg, clock, 90)
        s.add(None, "I", desc="Success", rid="success_icon", h=240)
        s.t("You've transferred $250.00", rid="confirmation_title", h=120)
        s.t("The money is available in CHASE SAVINGS (...0945) now.", rid="confirmation_subtitle", h=100)
        for k, v in [("Transaction number", "25293817406"), ("From", "TOTAL CHECKING (...6612)"), ("To", "CHASE SAVINGS (...0945)"),
                     ("Amount", "$250.00"), ("Send on", "Oct 20, 2025"), ("Frequency", "One time")]:
            s.t(k, rid="detail_label", x=(42, 460), h=100)
            s.t(v, rid="detail_value", x=(480, 1038), h=100, nl=False)
        s.b("Make another transfer", rid="another_transfer_button", h=140)
        s.b("Go to accounts", rid="go_to_accounts_button", h=140)
        return s

    tr = Traj(home("8:04", "Mon, Oct 20", "49°F  Cloudy", ["Phone", "Messages", "Chrome", "Gmail", "Chase", "Maps",
                   "Outlook", "Teams", "Photos", "Settings", "Play Store", "Venmo"], battery=92))
    tr.open("Chase", accounts("8:05", ("$3,184.27", "$3,259.27"), "$8,920.55"))
    tr.click("Transfer", form("8:05", False, None))
    tr.click("Choose account", picker("8:06"))
    tr.click("CHASE SAVINGS (...0945)", form("8:06", True, None))
    tr.type("250.00", "$0.00", form("8:07", True, "250.00"))
    tr.click("Next", review("8:07"))
    tr.click("Transfer", confirm("8:08"))
    tr.click("Go to accounts", accounts("8:08", ("$2,934.27", "$3,009.27"), "$9,120.55", batt=90))
    rs.add(task="android", tid="h43-android-04", system=system("p7"), turns=tr.turns, bad=True, turn=8,
           kind="savings balance after the $250 transfer is off by $50 (8,920.55 + 250 shown as 9,120.55)",
           state="Task: move $250 from my Chase checking to my Chase savings account.\n\nCurrent screen:\n" + tr.state)


# Kiwix: clean
def t05(rs: RowSet) -> None:
    pkg = "org.kiwix.kiwixmobile"
    local = [("Wikivoyage (English)", "The free worldwide travel guide", "921 MB", "2025-08-01", "33.2K articles"),
             ("Wiktionary (English)", "The free dictionary, without pictures", "2.7 GB", "2025-06-14", "1.1M articles"),
             ("iFixit (English)", "Repair guides for every thing", "3.1 GB", "2024-10-03", "47.8K articles")]
    online = [("Wikipedia (English) Top 100", "The 100 most visited Wikipedia articles", "4.6 MB", "2025-10-05", "maxi"),
              ("Wikipedia (English) Medicine", "Wikipedia articles about medicine", "2.1 GB", "2025-09-21", "maxi"),
              ("Wikipedia (English) Medicine", "Wikipedia articles about medicine, without pictures", "854 MB", "2025-09-21", "nopic"),
              ("Wikipedia (English) Simple", "Wikipedia in Simple English", "3.2 GB", "2025-10-02", "maxi"),
              ("Project Gutenberg (English)", "Over 60,000 free ebooks", "71 GB", "2025-01-18", "maxi"),
              ("Stack Exchange: Cooking", "Q&A for professional and amateur chefs", "258 MB", "2025-05-09", "maxi"),
              ("WikEM (English)", "The global emergency medicine wiki", "34 MB", "2025-07-30", "maxi"),
              ("Stack Exchange: Medical Sciences", "Q&A for medical specialists and students", "145 MB", "2025-04-12", "maxi"),
              ("LibreTexts Medicine (English)", "Open medicine textbooks", "2.0 GB", "2025-03-27", "maxi")]
    med = [o for o in online if "edic" in o[0] + o[1]]

    def nav(s: Screen, tab: str) -> None:
        for i, (name, rid) in enumerate([("Reader", "readerFragment"), ("Library", "libraryFragment"), ("Downloads", "downloadsFragment")]):
            s.add(name, "F", desc=name, rid=rid, at=(i * 360, 2190, (i + 1) * 360, 2337), click=True, selected=name == tab)

    def library(clock: str, files: list[tuple[str, str, str, str, str]], sel: str | None = None,
                dialog: bool = False, toast: str | None = None, batt: int = 55) -> Screen:
        s = Screen(pkg, clock, batt, notes=("Kiwix download",) if clock >= "7:16" else ())
        if sel:
            s.ib("Done", rid="action_mode_close_button", x=(0, 126), h=140, kind="I")
            s.t("1", rid="action_bar_title", x=(140, 600), h=140, nl=False)
            s.ib("Share", rid="zim_file_share", x=(820, 920), h=140, nl=False, kind="T")
            s.ib("Delete", rid="zim_file_delete_item", x=(930, 1038), h=140, nl=False, kind="T")
        else:
            s.t("Library", rid="toolbar_title", x=(42, 700), h=140)
            s.ib("Get ZIM files", rid="get_zim_nearby_device", x=(820, 920), h=140, nl=False, kind="T")
            s.ib("More options", x=(930, 1038), h=140, nl=False)
        s.add(None, "RV", rid="zimfilelist", at=(0, 276, 1080, 2190), scroll=True)
        for title, desc, size, date, count in files:
            s.add(None, "I", desc="Favicon", rid="favicon", x=(42, 170), h=250)
            s.add(title, "T", rid="file_item_title", x=(200, 1038), h=70, nl=False, click=True, selected=title == sel)
            y = s.top
            s.add(desc, "T", rid="file_item_description", at=(200, y + 70, 1038, y + 130))
            s.add(f"{date}   {size}   {count}", "T", rid="file_item_meta", at=(200, y + 130, 1038, y + 190))
            s.add("en", "T", rid="file_item_language", at=(200, y + 190, 290, y + 240))
        s.add(None, "IB", desc="Open ZIM file", rid="select_file", at=(870, 2010, 1038, 2170), click=True)
        if dialog:
            s.add(None, "F", rid="parentPanel", at=(84, 900, 996, 1420))
            s.t("Delete ZIM file?", rid="alertTitle", at=(140, 950, 940, 1040))
            s.t("iFixit (English) (3.1 GB) will be permanently removed from this device.", rid="message", at=(140, 1060, 940, 1200))
            s.add("Cancel", "B", rid="button2", click=True, at=(500, 1280, 700, 1380))
            s.add("Delete", "B", rid="button1", click=True, at=(740, 1280, 940, 1380))
        if toast:
            s.t(toast, rid="snackbar_text", at=(42, 2060, 800, 2170))
        nav(s, "Library")
        return s

    def downloads(clock: str, query: str | None, items: list[tuple[str, str, str, str, str]], prog: tuple[str, int] | None,
                  free: str, batt: int = 55) -> Screen:
        s = Screen(pkg, clock, batt, notes=("Kiwix download",) if prog else ())
        s.e(query, "Search", rid="search_src_text", x=(42, 820), h=140, focused=query is not None and prog is None)
        s.ib("Language", rid="select_language", x=(830, 930), h=140, nl=False, kind="T")
        s.ib("More options", x=(940, 1038), h=140, nl=False)
        s.t(f"Internal storage · {free} free", rid="storage_label", h=70)
        s.add(None, "RV", rid="libraryList", at=(0, 346, 1080, 2190), scroll=True)
        if prog:
            s.t("Downloading", rid="header_language", h=80)
            s.t("Wikipedia (English) Medicine", rid="libraryDownloadTitle", x=(42, 760), h=70)
            s.ib("Pause", rid="pauseResume", x=(780, 900), h=140, nl=False)
            s.ib("Stop", rid="stop", x=(910, 1038), h=140, nl=False)
            y = s.top
            s.add(None, "P", rid="downloadProgress", at=(42, y + 80, 760, y + 100))
            s.t(f"{prog[0]} / 854 MB · {prog[1]}%", rid="downloadState", at=(42, y + 100, 760, y + 140))
            s.t("English", rid="header_language", h=80)
        for title, desc, size, date, tag in items:
            s.add(title, "T", rid="libraryBookTitle", h=70, click=True)
            y = s.top
            s.add(desc, "T", rid="libraryBookDescription", at=(42, y + 70, 1038, y + 130))
            s.add(f"{size}   {date}   {tag}", "T", rid="libraryBookSize", at=(42, y + 130, 1038, y + 180))
            s.gap(120)
        nav(s, "Downloads")
        return s

    tr = Traj(home("7:14", "Thu, Oct 23", "47°F  Rain", ["Phone", "Messages", "Firefox", "Kiwix", "K-9 Mail", "OsmAnd~",
                   "Signal", "Files", "Camera", "Gallery", "F-Droid", "Settings"], battery=56))
    tr.open("Kiwix", library("7:15", local))
    tr.click("Downloads", downloads("7:15", None, online, None, "14.2 GB"))
    tr.type("medicine", "Search", downloads("7:15", "medicine", med, None, "14.2 GB"))
    nopic = [i for i, e in enumerate(tr.cur.els) if e["text"] == "Wikipedia (English) Medicine"][1]
    tr._go(droid("click", index=nopic), downloads("7:16", "medicine", med, ("12.4 MB", 1), "14.2 GB"))
    tr.click("Library", library("7:16", local))
    tr.long("iFixit (English)", library("7:17", local, sel="iFixit (English)"))
    tr.click("Delete", library("7:17", local, sel="iFixit (English)", dialog=True))
    tr.click("Delete", library("7:18", local[:2], toast="File deleted", batt=54), nth=-1)
    tr.click("Downloads", downloads("7:19", "medicine", med, ("318 MB", 37), "17.0 GB", batt=54))
    rs.add(task="android", tid="h43-android-05", system=system("p8"), turns=tr.turns,
           state="Task: in Kiwix, start downloading the no-pictures Wikipedia Medicine ZIM and delete the iFixit ZIM to make room.\n\nCurrent screen:\n" + tr.state)


# openScale: bad
def t06(rs: RowSet) -> None:
    pkg = "com.health.openscale"
    h2 = 1.81 * 1.81
    rows = [("14.10.2025", "07:05", 82.7, 21.4, 55.1, 38.0), ("13.10.2025", "07:11", 82.9, 21.5, 55.0, 37.9),
            ("12.10.2025", "08:02", 83.1, 21.7, 54.9, 37.9), ("11.10.2025", "07:14", 86.2, 21.6, 55.0, 37.8),
            ("10.10.2025", "06:58", 83.0, 21.8, 54.8, 37.8), ("09.10.2025", "07:20", 83.3, 21.9, 54.7, 37.7),
            ("08.10.2025", "07:09", 83.4, 22.0, 54.7, 37.7), ("07.10.2025", "07:16", 83.6, 22.1, 54.6, 37.6),
            ("06.10.2025", "09:31", 83.5, 22.1, 54.6, 37.6), ("05.10.2025", "07:02", 83.8, 22.2, 54.5, 37.5)]

    def bmi(w: float) -> str:
        return f"{w / h2:.1f}"

    def nav(s: Screen, tab: str) -> None:
        for i, name in enumerate(["Overview", "Graph", "Table", "Statistics"]):
            s.add(name, "F", desc=name, rid=f"nav_{name.lower()}", at=(i * 270, 2190, (i + 1) * 270, 2337), click=True, selected=name == tab)

    def bar(s: Screen) -> None:
        s.ib("Open navigation drawer", x=(0, 126), h=140)
        s.t("openScale", x=(140, 560), h=140, nl=False)
        s.add("Marco", "android.widget.Spinner", rid="spinUser", x=(580, 820), h=140, nl=False, click=True)
        s.ib("Add measurement", rid="action_add_measurement", x=(830, 930), h=140, nl=False, kind="T")
        s.ib("More options", x=(940, 1038), h=140, nl=False)

    def overview(clock: str, batt: int, drawer: bool = False) -> Screen:
        s = Screen(pkg, clock, batt)
        bar(s)
        s.add(None, "V", desc="Weight chart, last 30 days", rid="chart_overview", h=520)
        w0, w1 = rows[0][2], rows[1][2]
        s.t("Last measurement · 14.10.2025 07:05", rid="txtTitleLastMeasurement", h=90)
        for name, val, diff in [("Weight", f"{w0:.1f} kg", f"▼ {w1 - w0:.1f} kg"), ("BMI", bmi(w0), f"▼ {float(bmi(w1)) - float(bmi(w0)):.1f}"),
                                ("Body fat", "21.4 %", "▼ 0.1 %"), ("Water", "55.1 %", "▲ 0.1 %"), ("Muscle", "38.0 %", "▲ 0.1 %")]:
            s.t(name, rid="txtLabel", x=(42, 420), h=80)
            s.t(val, rid="txtValue", x=(440, 760), h=80, nl=False)
            s.t(diff, rid="txtDiff", x=(780, 1038), h=80, nl=False)
        s.t("Goal", rid="txtLabel", x=(42, 420), h=80)
        s.t("78.0 kg", rid="txtValue", x=(440, 760), h=80, nl=False)
        s.t(f"{w0 - 78.0:.1f} kg to go", rid="txtDiff", x=(780, 1038), h=80, nl=False)
        s.t("Recent measurements", rid="txtTitleRecent", h=90)
        for d, t, w, *_ in rows[:3]:
            s.t(f"{d} {t}", rid="txtDate", x=(42, 620), h=80, click=True)
            s.t(f"{w:.1f} kg", rid="txtWeight", x=(640, 1038), h=80, nl=False)
        nav(s, "Overview")
        if drawer:
            s.add(None, "F", desc="Navigation drawer", rid="navigation_view", at=(0, 0, 800, 2400))
            s._put("openScale", None, "T", BBox(42, 180, 760, 260), rid=f"{pkg}:id/nav_header_title")
            s._put("Marco · 181 cm", None, "T", BBox(42, 260, 760, 320), rid=f"{pkg}:id/nav_header_subtitle")
            y = 380
            for item in ["Overview", "Graph", "Table", "Statistics", "Bluetooth", "Settings", "Help", "About"]:
                s._put(item, None, "android.widget.CheckedTextView", BBox(0, y, 800, y + 130), rid=f"{pkg}:id/design_menu_item_text", click=True, selected=item == "Overview")
                y += 140
        return s

    def table(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        bar(s)
        heads = ["Date", "Weight", "BMI", "Fat", "Water", "Muscle"]
        xs = [(0, 270), (270, 430), (430, 570), (570, 720), (720, 880), (880, 1080)]
        for i, hd in enumerate(heads):
            s.add(hd, "T", rid="txtHeader", x=xs[i], h=100, nl=i == 0, click=True)
        s.add(None, "RV", rid="tableDataView", at=(0, 376, 1080, 2190), scroll=True)
        for d, _t, w, f, wa, m in rows:
            cells = [d, f"{w:.1f}", bmi(w), f"{f:.1f}", f"{wa:.1f}", f"{m:.1f}"]
            for i, c in enumerate(cells):
                s.add(c, "T", rid="txtCell", x=xs[i], h=120, nl=i == 0, click=i == 0)
        nav(s, "Table")
        return s

    def entry(clock: str, edit: bool, weight: str) -> Screen:
        d, t, w, f, wa, m = rows[3]
        s = Screen(pkg, clock, 87)
        s.ib("Navigate up", x=(0, 126), h=140)
        s.t("11.10.2025", x=(140, 600), h=140, nl=False)
        if edit:
            s.ib("Save", rid="saveButton", x=(930, 1038), h=140, nl=False, kind="T")
        else:
            s.ib("Previous measurement", rid="imageViewLeft", x=(600, 700), h=140, nl=False)
            s.ib("Next measurement", rid="imageViewRight", x=(710, 810), h=140, nl=False)
            s.ib("Edit", rid="editButton", x=(820, 920), h=140, nl=False, kind="T")
            s.ib("Delete", rid="deleteButton", x=(930, 1038), h=140, nl=False, kind="T")
        s.add(None, "SV", rid="scrollView", at=(0, 276, 1080, 2337), scroll=True)
        fields = [("Date", d, "date"), ("Time", t, "time"), ("Weight", weight, "kg"), ("BMI", bmi(float(weight)), ""),
                  ("Body fat", f"{f:.1f}", "%"), ("Water", f"{wa:.1f}", "%"), ("Muscle", f"{m:.1f}", "%"),
                  ("Lean body mass", f"{float(weight) * (1 - f / 100):.1f}", "kg"), ("Bone mass", "3.3", "kg"),
                  ("Comment", "", "")]
        for name, val, unit in fields:
            if edit and name in ("BMI", "Lean body mass"):
                continue
            s.add(None, "I", desc=name, rid="indicatorView", x=(42, 140), h=130)
            s.t(name, rid="nameView", x=(160, 560), h=130, nl=False)
            if edit and name not in ("Date", "Time"):
                s.add(val or None, "E", rid="valueView", hint=name, x=(580, 900), h=130, nl=False, click=True, edit=True,
                      focused=name == "Weight" and weight != f"{w:.1f}")
            else:
                s.t(val if unit in ("", "date", "time") else f"{val} {unit}", rid="valueView", x=(580, 900), h=130, nl=False, click=name in ("Date", "Time"))
            if edit and unit not in ("", "date", "time"):
                s.t(unit, rid="unitView", x=(910, 1038), h=130, nl=False)
        return s

    def settings(clock: str, users: bool = False) -> Screen:
        s = Screen(pkg, clock, 86)
        s.ib("Navigate up", x=(0, 126), h=140)
        s.t("Users" if users else "Settings", x=(140, 900), h=140, nl=False)
        if users:
            s.ib("Add user", rid="addUser", x=(930, 1038), h=140, nl=False)
            for name, sub in [("Marco", "Male · 181 cm · born 1988-03-22 · goal 78.0 kg"), ("Julia", "Female · 168 cm · born 1990-07-09 · goal 61.0 kg")]:
                s.t(name, rid="txtUserName", h=90, click=True)
                s.t(sub, rid="txtUserSummary", h=70)
                s.gap(40)
        else:
            for name, sub in [("Users", "Manage users and their goals"), ("Measurements", "Enable, order and configure measurement types"),
                              ("Bluetooth", "Scale: Beurer BF 700 · C4:7C:8D:6A:21:9E"), ("Reminder", "Daily at 07:00"),
                              ("Backup", "Import, export and automatic backups"), ("Graph", "Trend line, points, regression"),
                              ("General", "Theme, units, date format"), ("About", "openScale 2.5.4")]:
                s.t(name, rid="android:id/title", h=80, click=True)
                s.t(sub, rid="android:id/summary", h=70)
                s.gap(30)
        return s

    tr = Traj(home("07:31", "Tue, 14 Oct", "9°C  Partly cloudy", ["Phone", "Messages", "Chrome", "openScale", "Gadgetbridge",
                   "Maps", "Signal", "Photos", "Camera", "F-Droid", "Settings", "Clock"], battery=88))
    tr.open("openScale", overview("07:32", 88))
    tr.click("Table", table("07:32", 88))
    tr.click("11.10.2025", entry("07:33", False, "86.2"))
    tr.click("Edit", entry("07:33", True, "86.2"))
    tr.type("82.6", "Weight", entry("07:34", True, "82.6"))
    tr.click("Save", table("07:34", 87))
    tr.click("Overview", overview("07:35", 87))
    tr.click("Open navigation drawer", overview("07:35", 87, drawer=True))
    tr.click("Settings", settings("07:35"))
    tr.click("Users", settings("07:36", users=True))
    rs.add(task="android", tid="h43-android-06", system=system("p8"), turns=tr.turns, bad=True, turn=6,
           kind="corrected weight (82.6 kg) reads back as the old 86.2 kg in the table after saving",
           state="Task: in openScale, fix the mistyped 11 Oct weight (should be 82.6 kg), then open the user settings to review Marco's goal.\n\nCurrent screen:\n" + tr.state)


# MyFitnessPal: clean
def t07(rs: RowSet) -> None:
    pkg = "com.myfitnesspal.android"
    goal = 2150
    breakfast = [("Greek Yogurt Plain Nonfat", "Fage, 170 g", 100), ("Banana", "1 medium", 105), ("Coffee with Oat Milk", "1 cup", 45)]
    snacks0 = [("Clif Bar - Chocolate Chip", "Clif Bar, 1 bar (68 g)", 250), ("Clif Bar - Chocolate Chip", "Clif Bar, 1 bar (68 g)", 250)]
    bowl = ("Chicken Burrito Bowl", "Chipotle, 1 bowl", 755)
    exercise = 128

    def nav(s: Screen, tab: str) -> None:
        for i, name in enumerate(["Dashboard", "Diary", "Newsfeed", "Plans", "More"]):
            s.add(name, "T", desc=name, rid=f"action_{name.lower()}", at=(i * 216, 2190, (i + 1) * 216, 2337), click=True, selected=name == tab)

    def dashboard(clock: str, food: int, steps: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t("Today", rid="toolbar_title", x=(42, 600), h=130)
        s.ib("Messages", x=(820, 920), h=130, nl=False)
        s.ib("Notifications", x=(930, 1038), h=130, nl=False)
        s.t("Calories", rid="card_title", h=90)
        s.t("Remaining = Goal - Food + Exercise", rid="card_subtitle", h=60)
        s.add(None, "V", desc=f"{goal - food + exercise:,} Remaining", rid="calorie_ring", x=(42, 520), h=420)
        s.t(f"{goal - food + exercise:,}", rid="remaining_value", at=(160, s.top + 150, 400, s.top + 240))
        y = s.top
        for i, (k, v) in enumerate([("Base Goal", f"{goal:,}"), ("Food", f"{food:,}"), ("Exercise", f"{exercise}")]):
            s.t(k, rid="breakdown_label", at=(560, y + 40 + i * 120, 800, y + 100 + i * 120))
            s.t(v, rid="breakdown_value", at=(820, y + 40 + i * 120, 1038, y + 100 + i * 120))
        s.t("Steps", rid="card_title", x=(42, 520), h=80)
        s.t("Exercise", rid="card_title", x=(540, 1038), h=80, nl=False)
        s.t(steps, rid="steps_value", x=(42, 520), h=80)
        s.t(f"{exercise} cal", rid="exercise_calories", x=(540, 1038), h=80, nl=False)
        s.t("Goal: 10,000 steps", rid="steps_goal", x=(42, 520), h=60)
        s.t("00:30 hr", rid="exercise_duration", x=(540, 1038), h=60, nl=False)
        s.t("Weight", rid="card_title", h=80)
        s.t("Last 90 days · 176.4 lb", rid="weight_summary", h=60)
        s.add(None, "V", desc="Weight chart", rid="weight_chart", h=260)
        s.add(None, "IB", desc="Log food", rid="fab_add", at=(870, 2010, 1038, 2170), click=True)
        nav(s, "Dashboard")
        return s

    def diary(clock: str, snacks: list[tuple[str, str, int]], lunch: list[tuple[str, str, int]], batt: int,
              toast: str | None = None) -> Screen:
        s = Screen(pkg, clock, batt)
        food = sum(c for *_, c in breakfast + snacks + lunch)
        s.ib("Previous day", x=(42, 150), h=120)
        s.t("Today", rid="date_bar_text", x=(300, 780), h=120, nl=False, click=True)
        s.ib("Next day", x=(930, 1038), h=120, nl=False)
        s.t("Calories Remaining", rid="remaining_title", h=70)
        summary = [(f"{goal:,}", "Goal"), (f"{food:,}", "Food"), (f"{exercise}", "Exercise"), (f"{goal - food + exercise:,}", "Remaining")]
        for i, pair in enumerate(summary):
            s.t(pair[0], rid="summary_value", x=(42 + i * 250, 270 + i * 250), h=70, nl=i == 0)
        for i, pair in enumerate(summary):
            s.t(pair[1], rid="summary_label", x=(42 + i * 250, 270 + i * 250), h=50, nl=i == 0)
        s.add(None, "RV", rid="diary_list", at=(0, 516, 1080, 2190), scroll=True)
        for meal, items in [("Breakfast", breakfast), ("Lunch", lunch), ("Dinner", []), ("Snacks", snacks)]:
            s.t(meal, rid="meal_header_name", x=(42, 700), h=80)
            s.t(str(sum(c for *_, c in items)) if items else "", rid="meal_header_calories", x=(800, 1038), h=80, nl=False)
            for name, sub, cal in items:
                s.t(name, rid="food_name", x=(42, 820), h=56, click=True)
                s.t(str(cal), rid="food_calories", x=(840, 1038), h=100, nl=False)
                s.t(sub, rid="food_description", at=(42, s.top + 56, 820, s.top + 100))
            s.b("ADD FOOD", rid="add_food_button", h=76, kind="T")
        s.t("Exercise", rid="meal_header_name", x=(42, 700), h=80)
        s.t(str(exercise), rid="meal_header_calories", x=(800, 1038), h=80, nl=False)
        s.t("Walking, 3.0 mph", rid="exercise_name", x=(42, 820), h=56, click=True)
        s.t(str(exercise), rid="exercise_calories", x=(840, 1038), h=100, nl=False)
        s.t("30 minutes", rid="exercise_description", at=(42, s.top + 56, 820, s.top + 100))
        s.b("ADD EXERCISE", rid="add_exercise_button", h=76, kind="T")
        if toast:
            s.t(toast, rid="snackbar_text", at=(42, 2050, 780, 2170))
            if toast == "Entry deleted":
                s.b("UNDO", rid="snackbar_action", at=(800, 2050, 1038, 2170))
        nav(s, "Diary")
        return s

    def entry(clock: str, add: bool) -> Screen:
        s = Screen(pkg, clock, 81 if add else 82)
        s.ib("Navigate up", x=(0, 126), h=130)
        s.t("Add Food" if add else "Edit Entry", rid="toolbar_title", x=(140, 800), h=130, nl=False)
        if not add:
            s.ib("Delete", rid="action_delete", x=(820, 920), h=130, nl=False)
        s.ib("Add" if add else "Save", rid="action_save", x=(930, 1038), h=130, nl=False)
        name, brand, cal, macros = (("Chicken Burrito Bowl", "Chipotle", 755, [("Carbs", "72g", "38%"), ("Fat", "28g", "34%"), ("Protein", "53g", "28%")])
                                    if add else ("Clif Bar - Chocolate Chip", "Clif Bar", 250, [("Carbs", "44g", "68%"), ("Fat", "5g", "18%"), ("Protein", "9g", "14%")]))
        s.t(name, rid="food_title", h=90)
        s.t(brand, rid="food_brand", h=60)
        for k, v in [("Meal", "Lunch" if add else "Snacks"), ("Number of Servings", "1"), ("Serving Size", "1 bowl" if add else "1 bar (68 g)"),
                     ("Time", "12:43 PM" if add else "10:15 AM")]:
            s.t(k, rid="row_label", x=(42, 560), h=110)
            s.t(v, rid="row_value", x=(580, 1038), h=110, nl=False, click=True)
        s.add(None, "V", desc=f"{cal} cal", rid="macro_ring", x=(42, 400), h=340)
        y = s.top
        for i, (k, g, p) in enumerate(macros):
            s.t(p, rid="macro_percent", at=(440 + i * 200, y + 60, 620 + i * 200, y + 130))
            s.t(g, rid="macro_grams", at=(440 + i * 200, y + 140, 620 + i * 200, y + 200))
            s.t(k, rid="macro_label", at=(440 + i * 200, y + 210, 620 + i * 200, y + 270))
        s.t("Percent of Daily Goals", rid="section_header", h=90)
        for i, (k, v) in enumerate([("Calories", f"{round(cal / goal * 100)}%"), ("Carbs", "27%" if add else "16%"), ("Fat", "39%" if add else "7%"), ("Protein", "40%" if add else "7%")]):
            s.t(v, rid="goal_percent", x=(42 + i * 250, 270 + i * 250), h=70, nl=i == 0)
            s.t(k, rid="goal_label", at=(42 + i * 250, s.top + 70, 270 + i * 250, s.top + 120))
        return s

    def search(clock: str, q: str | None) -> Screen:
        s = Screen(pkg, clock, 81)
        s.ib("Navigate up", x=(0, 126), h=130)
        s.t("Lunch", rid="meal_spinner", x=(140, 600), h=130, nl=False, click=True)
        s.e(q, "Search for a food", rid="search_edit_text", h=130, focused=q is not None)
        for i, tab in enumerate(["All", "My Meals", "My Recipes", "My Foods"]):
            s.add(tab, "T", x=(42 + i * 250, 270 + i * 250), h=100, nl=i == 0, click=True, selected=i == 0)
        if q:
            s.t("Search Results", rid="section_header", h=80)
            res = [("Chicken Burrito Bowl", "Chipotle, 1 bowl, 755 cal"), ("Chicken Bowl - White Rice, Black Beans, Fajita Veggies, Salsa", "Chipotle, 1 bowl, 665 cal"),
                   ("Chipotle Chicken Bowl", "Cava, 1 bowl, 820 cal"), ("Chicken Burrito Bowl (No Rice)", "Chipotle, 1 bowl, 545 cal"),
                   ("Chipotle Chicken Rice Bowl", "Trader Joe's, 1 container (283 g), 390 cal"), ("Chicken Salad Bowl", "Chipotle, 1 bowl, 480 cal")]
        else:
            s.t("History", rid="section_header", h=80)
            res = [("Greek Yogurt Plain Nonfat", "Fage, 170 g, 100 cal"), ("Banana", "1 medium, 105 cal"), ("Clif Bar - Chocolate Chip", "Clif Bar, 1 bar (68 g), 250 cal"),
                   ("Turkey Sandwich", "Homemade, 1 sandwich, 430 cal"), ("Chicken Caesar Salad", "Sweetgreen, 1 bowl, 470 cal"), ("Coffee with Oat Milk", "1 cup, 45 cal")]
        for name, sub in res:
            s.t(name, rid="food_name", x=(42, 900), h=60, click=True)
            s.ib("Quick add", rid="quick_add", x=(920, 1038), h=120, nl=False)
            s.t(sub, rid="food_description", at=(42, s.top + 60, 900, s.top + 110))
        return s

    tr = Traj(home("12:40", "Fri, Oct 24", "71°F  Sunny", ["Phone", "Messages", "Chrome", "Gmail", "MyFitnessPal", "Fit",
                   "Spotify", "Maps", "Photos", "Settings", "Play Store", "Instagram"], battery=83))
    tr.open("MyFitnessPal", dashboard("12:41", 750, "4,812", 83))
    tr.click("Diary", diary("12:41", snacks0, [], 82))
    tr.click("Clif Bar - Chocolate Chip", entry("12:42", False), nth=1)
    tr.click("Delete", diary("12:42", snacks0[:1], [], 82, toast="Entry deleted"))
    tr.click("ADD FOOD", search("12:43", None), nth=1)
    tr.type("chipotle chicken bowl", "Search for a food", search("12:43", "chipotle chicken bowl"))
    tr.click("Chicken Burrito Bowl", entry("12:43", True))
    tr.click("Add", diary("12:44", snacks0[:1], [bowl], 81))
    tr.click("Dashboard", dashboard("12:45", 1255, "5,206", 81))
    rs.add(task="android", tid="h43-android-07", system=system("s23"), turns=tr.turns,
           state="Task: in MyFitnessPal, remove the duplicate Clif Bar from today's snacks and log a Chipotle chicken burrito bowl for lunch.\n\nCurrent screen:\n" + tr.state)


# Garmin Connect: bad
def t08(rs: RowSet) -> None:
    pkg = "com.garmin.android.apps.connectmobile"

    def myday(clock: str, sync: str, steps: str, floors: str, intensity: str, bb: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt, notes=("Garmin Connect",))
        s.ib("Open navigation drawer", x=(0, 126), h=140)
        s.t("My Day", rid="toolbar_title", x=(140, 600), h=140, nl=False)
        s.ib("Devices", rid="menu_item_devices", x=(720, 820), h=140, nl=False)
        s.ib("Sync", rid="menu_item_sync", x=(830, 930), h=140, nl=False)
        s.ib("Inbox", rid="menu_item_inbox", x=(940, 1038), h=140, nl=False)
        s.t(sync, rid="sync_status_text", h=80)
        s.add(None, "RV", rid="my_day_recycler", at=(0, 356, 1080, 2190), scroll=True)
        cards = [("Steps", steps, "Goal 9,140"), ("Body Battery", bb, f"Charged +62 · Drained −{87 - int(bb)}"),
                 ("Sleep", "7h 21m", "Sleep score 78 · Fair"), ("Stress", "31", "Low · Avg today"),
                 ("Heart Rate", "62 bpm", "Resting · 7-day avg 60"), ("Intensity Minutes", intensity, "This week · Goal 150"),
                 ("Floors Climbed", floors, "Goal 10"), ("Last Activity", "Morning Run", "Today · 5.02 mi · 44:18 · 8:49 /mi")]
        for title, val, sub in cards:
            s.t(title, rid="card_title", x=(42, 600), h=70, click=True)
            s.t(val, rid="card_value", x=(620, 1038), h=70, nl=False)
            s.t(sub, rid="card_subtitle", h=60)
            s.gap(50)
        for i, name in enumerate(["My Day", "Challenges", "Calendar", "News Feed", "More"]):
            s.add(name, "F", desc=name, at=(i * 216, 2190, (i + 1) * 216, 2337), click=True, selected=i == 0)
        return s

    def steps(clock: str) -> Screen:
        s = Screen(pkg, clock, 66, notes=("Garmin Connect",))
        s.ib("Navigate up", x=(0, 126), h=140)
        s.t("Steps", rid="toolbar_title", x=(140, 800), h=140, nl=False)
        s.ib("More options", x=(930, 1038), h=140, nl=False)
        for i, tab in enumerate(["Day", "7 Days", "4 Weeks", "1 Year"]):
            s.add(tab, "T", x=(42 + i * 250, 270 + i * 250), h=110, nl=i == 0, click=True, selected=i == 0)
        s.t("Today", rid="date_label", h=80)
        s.t("9,486", rid="steps_total", x=(42, 520), h=120)
        s.t("of 9,140 goal", rid="steps_goal", x=(540, 1038), h=120, nl=False)
        s.add(None, "V", desc="Steps by hour chart", rid="steps_chart", h=420)
        for k, v in [("Distance", "4.42 mi"), ("Avg steps (7 days)", "9,480"), ("Active calories", "612"), ("Floors climbed", "13")]:
            s.t(k, rid="stat_label", x=(42, 600), h=90)
            s.t(v, rid="stat_value", x=(620, 1038), h=90, nl=False)
        s.t("Last 7 Days", rid="section_header", h=90)
        for d, v in [("Fri, Oct 24", "10,233"), ("Thu, Oct 23", "7,918"), ("Wed, Oct 22", "12,004"), ("Tue, Oct 21", "6,540"),
                     ("Mon, Oct 20", "8,877"), ("Sun, Oct 19", "11,302")]:
            s.t(d, rid="history_date", x=(42, 600), h=80)
            s.t(v, rid="history_value", x=(620, 1038), h=80, nl=False)
        return s

    def devices(clock: str) -> Screen:
        s = Screen(pkg, clock, 65, notes=("Garmin Connect",))
        s.ib("Navigate up", x=(0, 126), h=140)
        s.t("Garmin Devices", rid="toolbar_title", x=(140, 800), h=140, nl=False)
        s.ib("Add device", x=(930, 1038), h=140, nl=False)
        for name, st, sync in [("Forerunner 265", "Connected", "Last synced: 4:13 PM"), ("Index S2", "Wi-Fi", "Last synced: Oct 23, 7:02 AM")]:
            s.add(None, "I", desc=name, rid="device_image", x=(42, 240), h=240)
            s.t(name, rid="device_name", x=(260, 1038), h=80, nl=False, click=True)
            y = s.top
            s.t(st, rid="device_status", at=(260, y + 80, 1038, y + 140))
            s.t(sync, rid="device_last_sync", at=(260, y + 140, 1038, y + 200))
        s.b("Add Device", rid="add_device_button", h=140)
        return s

    def device(clock: str) -> Screen:
        s = Screen(pkg, clock, 65, notes=("Garmin Connect",))
        s.ib("Navigate up", x=(0, 126), h=140)
        s.t("Forerunner 265", rid="toolbar_title", x=(140, 800), h=140, nl=False)
        s.add(None, "I", desc="Forerunner 265", rid="device_image", h=380)
        s.t("Connected", rid="connection_status", x=(42, 520), h=80)
        s.t("Last synced: 4:13 PM", rid="last_sync", x=(540, 1038), h=80, nl=False)
        for item in ["Activities, Apps & More", "Appearance", "Notifications & Alerts", "Health & Wellness Monitoring",
                     "Safety & Tracking", "Music", "Garmin Pay", "Sensors & Accessories", "Phone Features", "User Settings", "System"]:
            s.t(item, rid="settings_row", h=120, click=True)
        s.b("Sync", rid="sync_button", h=140)
        return s

    tr = Traj(home("4:11", "Sat, Oct 25", "66°F  Sunny", ["Phone", "Messages", "Chrome", "Strava", "Connect", "Spotify",
                   "Maps", "Gmail", "Photos", "Settings", "Play Store", "Camera"], battery=68))
    tr.open("Connect", myday("4:12", "Last synced: 2:47 PM", "8,412", "11", "95", "46", 68))
    tr.click("Sync", myday("4:12", "Syncing Forerunner 265…", "8,412", "11", "95", "46", 67))
    tr.wait(myday("4:13", "Last synced: 4:13 PM", "9,486", "13", "112", "41", 67))
    tr.click("Steps", steps("4:13"))
    tr.back(myday("4:14", "Last synced: 4:13 PM", "9,468", "13", "112", "41", 66))
    tr.click("Devices", devices("4:14"))
    tr.click("Forerunner 265", device("4:15"))
    rs.add(task="android", tid="h43-android-08", system=system("p7"), turns=tr.turns, bad=True, turn=5,
           kind="synced step count reads 9,468 on My Day after 9,486 was shown, with no sync in between",
           state="Task: sync my Forerunner 265 in Garmin Connect, check today's steps, then open the watch's device page.\n\nCurrent screen:\n" + tr.state)


# Gadgetbridge: clean
def t09(rs: RowSet) -> None:
    pkg = "nodomain.freeyourgadget.gadgetbridge"
    notes = ("Gadgetbridge",)

    def devices(clock: str, name: str, status: str, band_batt: str, steps: str, synced: str, batt: int,
                menu: bool = False, dialog: str | None = "", toast: str | None = None) -> Screen:
        s = Screen(pkg, clock, batt, notes=notes)
        s.t("Gadgetbridge", rid="toolbar_title", x=(42, 800), h=140)
        s.ib("More options", x=(930, 1038), h=140, nl=False)
        s.add(None, "RV", rid="deviceListView", at=(0, 276, 1080, 2190), scroll=True)
        s.add(None, "I", desc="Device image", rid="device_image", x=(42, 200), h=160)
        s.t(name, rid="device_name", x=(220, 760), h=80, nl=False, click=True)
        y = s.top
        s.t(status, rid="device_status", at=(220, y + 80, 760, y + 150))
        s.t(band_batt, rid="battery_status", at=(780, y + 20, 900, y + 90))
        s.add(None, "I", desc="Battery level", rid="battery_icon", at=(910, y + 20, 970, y + 90))
        if status.startswith("Fetching"):
            s.add(None, "P", rid="device_busy_bar", h=30)
        s.t(f"Today: {steps} steps · 7:12 h sleep · 68 bpm", rid="device_info_summary", h=80)
        s.t(f"Last synchronized: {synced}", rid="device_last_sync", h=70)
        for i, d in enumerate(["Fetch activity data", "Activity charts", "Find lost device", "Device specific settings",
                               "Take a screenshot", "Device menu"]):
            s.ib(d, rid="device_action", x=(42 + i * 166, 190 + i * 166), h=130, nl=i == 0, kind="I")
        s.gap(60)
        s.add(None, "I", desc="Device image", rid="device_image", x=(42, 200), h=160)
        s.t("Pebble Time", rid="device_name", x=(220, 760), h=80, nl=False, click=True)
        y = s.top
        s.t("Not connected", rid="device_status", at=(220, y + 80, 760, y + 150))
        s.b("Connect", rid="device_connect", x=(42, 400), h=120)
        s.add(None, "IB", desc="Connect new device", rid="fab", at=(870, 2010, 1038, 2170), click=True)
        for i, tab in enumerate(["Dashboard", "Devices"]):
            s.add(tab, "F", desc=tab, at=(i * 540, 2190, (i + 1) * 540, 2337), click=True, selected=tab == "Devices")
        if menu:
            s.add(None, "android.widget.ListView", at=(500, 800, 1038, 1860))
            for i, item in enumerate(["Set alias", "Set as favorite", "Reconnect", "Disconnect", "Device info",
                                      "Preferences", "Remove device"]):
                s._put(item, None, "T", BBox(500, 820 + i * 148, 1038, 960 + i * 148), rid=f"{pkg}:id/title", click=True)
        if dialog != "":
            s.add(None, "F", rid="parentPanel", at=(84, 820, 996, 1460))
            s.t("Set alias", rid="alertTitle", at=(140, 870, 940, 960))
            s.add(dialog, "E", hint="Mi Smart Band 6", at=(140, 1000, 940, 1130), click=True, edit=True, focused=True)
            s.add("Cancel", "B", rid="button2", click=True, at=(500, 1320, 700, 1420))
            s.add("OK", "B", rid="button1", click=True, at=(740, 1320, 940, 1420))
        if toast:
            s.t(toast, rid="snackbar_text", at=(42, 2050, 850, 2170))
        return s

    tr = Traj(home("10:23", "Sun, Oct 26", "13°C  Sunny", ["Phone", "Messages", "Firefox", "Gadgetbridge", "openScale",
                   "OsmAnd~", "Signal", "Aurora Store", "Camera", "Gallery", "F-Droid", "Settings"], battery=74, notes=notes))
    tr.open("Gadgetbridge", devices("10:24", "Mi Smart Band 6", "Connected", "71%", "6,204", "08:02", 74))
    tr.click("Fetch activity data", devices("10:24", "Mi Smart Band 6", "Fetching activity data", "71%", "6,204", "08:02", 74))
    tr.wait(devices("10:25", "Mi Smart Band 6", "Connected", "70%", "6,355", "10:25", 73, toast="Activity data fetched"))
    tr.click("Device menu", devices("10:25", "Mi Smart Band 6", "Connected", "70%", "6,355", "10:25", 73, menu=True))
    tr.click("Set alias", devices("10:26", "Mi Smart Band 6", "Connected", "70%", "6,355", "10:25", 73, dialog=None))
    tr.type("Ana's band", "Mi Smart Band 6", devices("10:26", "Mi Smart Band 6", "Connected", "70%", "6,355", "10:25", 73, dialog="Ana's band"), nth=-1)
    tr.click("OK", devices("10:27", "Ana's band", "Connected", "70%", "6,355", "10:25", 73))
    rs.add(task="android", tid="h43-android-09", system=system("p7"), turns=tr.turns,
           state="Task: fetch the latest activity data from the Mi Band in Gadgetbridge and give it the alias \"Ana's band\".\n\nCurrent screen:\n" + tr.state)


# DoorDash: bad
def t10(rs: RowSet) -> None:
    pkg = "com.dd.doordash"
    old = [("Souvla", "4.7 ★ (3k+) · 0.8 mi · 25 min", "$0 delivery fee over $12"), ("Tartine Manufactory", "4.6 ★ (2k+) · 0.6 mi · 22 min", "$0 delivery fee over $12"),
           ("Burma Love", "4.7 ★ (5k+) · 0.4 mi · 19 min", "$0 delivery fee over $12"), ("Nopalito", "4.5 ★ (1k+) · 1.9 mi · 34 min", "$1.99 delivery fee"),
           ("Zuni Café", "4.8 ★ (900+) · 1.1 mi · 31 min", "$0 delivery fee over $12")]
    new = [("Souvla", "4.7 ★ (3k+) · 1.5 mi · 31 min", "$0 delivery fee over $12"), ("Tartine Manufactory", "4.6 ★ (2k+) · 0.3 mi · 18 min", "$0 delivery fee over $12"),
           ("Burma Love", "4.7 ★ (5k+) · 0.9 mi · 24 min", "$0 delivery fee over $12"), ("Nopalito", "4.5 ★ (1k+) · 2.6 mi · 39 min", "$2.99 delivery fee"),
           ("Zuni Café", "4.8 ★ (900+) · 1.7 mi · 35 min", "$0 delivery fee over $12")]

    def homescreen(clock: str, addr: str, stores: list[tuple[str, str, str]], batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t(addr, rid="address_title", desc="Change address", x=(42, 700), h=130, click=True)
        s.ib("Notifications", x=(820, 920), h=130, nl=False)
        s.ib("Cart, 2 items", rid="cart_button", x=(930, 1038), h=130, nl=False)
        s.add("2", "T", rid="cart_badge", at=(990, 150, 1030, 190))
        s.t("Search DoorDash", rid="search_bar", desc="Search", h=120, click=True)
        for i, c in enumerate(["Deals", "Pizza", "Mexican", "Sushi", "Burgers", "Thai"]):
            s.add(c, "T", rid="cuisine_chip", x=(42 + i * 166, 190 + i * 166), h=170, nl=i == 0, click=True)
        s.t("DashPass: $0 delivery fees on eligible orders", rid="dashpass_banner", h=110, click=True)
        s.t("Fastest near you", rid="carousel_title", h=90)
        s.add(None, "RV", rid="store_list", at=(0, 826, 1080, 2190), scroll=True)
        for name, meta, fee in stores:
            s.add(None, "I", desc=name, rid="store_image", h=170, x=(42, 300), click=True)
            s.t(name, rid="store_name", x=(320, 1038), h=60, nl=False, click=True)
            y = s.top
            s.t(meta, rid="store_meta", at=(320, y + 60, 1038, y + 115))
            s.t(fee, rid="store_fee", at=(320, y + 115, 1038, y + 165))
        for i, tab in enumerate(["Home", "Grocery", "Retail", "Orders", "Account"]):
            s.add(tab, "F", desc=tab, at=(i * 216, 2190, (i + 1) * 216, 2337), click=True, selected=i == 0)
        return s

    def addresses(clock: str, query: str | None, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Close", x=(0, 126), h=130)
        s.t("Addresses", rid="toolbar_title", x=(140, 900), h=130, nl=False)
        s.e(query, "Enter a new address", rid="address_search", h=130, focused=query is not None)
        if query:
            for a, b in [("1458 Valencia St", "San Francisco, CA 94110, USA"), ("1458 Valencia Ave", "Pomona, CA 91768, USA"),
                         ("1458 Valencia St", "Los Angeles, CA 90015, USA"), ("1458 Valencia Dr", "Fullerton, CA 92833, USA"),
                         ("1458 Valencia Rd", "Orlando, FL 32825, USA")]:
                s.t(a, rid="suggestion_title", h=70, click=True)
                s.t(b, rid="suggestion_subtitle", h=60)
                s.gap(30)
        else:
            s.t("Use current location", rid="current_location", h=120, click=True)
            s.t("Saved addresses", rid="section_header", h=90)
            for label, a, b in [("Home", "220 Dolores St", "San Francisco, CA 94103"), ("Work", "500 Howard St, Fl 3", "San Francisco, CA 94105")]:
                s.t(label, rid="address_label", x=(42, 860), h=60, click=True)
                s.ib("Edit address", rid="edit_address", x=(880, 1038), h=180, nl=False)
                if label == "Home":
                    s.add(None, "I", desc="Selected", rid="selected_check", at=(790, s.top + 40, 860, s.top + 110))
                s.t(a, rid="address_line1", at=(42, s.top + 60, 760, s.top + 120))
                s.t(b, rid="address_line2", at=(42, s.top + 120, 760, s.top + 180))
        return s

    def details(clock: str, apt: str | None, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Back", x=(0, 126), h=130)
        s.t("Address details", rid="toolbar_title", x=(140, 900), h=130, nl=False)
        s.add(None, "V", desc="Map showing 1458 Valencia St", rid="map", h=420)
        s.t("1458 Valencia St", rid="address_line1", h=80)
        s.t("San Francisco, CA 94110", rid="address_line2", h=60)
        s.e(apt, "Apt/Suite/Floor", rid="subpremise_input", h=130, focused=apt is not None)
        s.e(None, "Business or building name", rid="building_input", h=130)
        s.t("Drop-off options", rid="section_header", h=90)
        s.add("Hand it to me", "R", rid="dropoff_hand", checked=True, click=True, h=100)
        s.add("Leave it at my door", "R", rid="dropoff_door", checked=False, click=True, h=100)
        s.e(None, "Instructions for Dasher (e.g. ring the bell after dropoff)", rid="instructions_input", h=150)
        s.t("Address label", rid="section_header", h=90)
        for i, c in enumerate(["Home", "Work", "Other"]):
            s.add(c, "T", rid="label_chip", x=(42 + i * 230, 252 + i * 230), h=100, nl=i == 0, click=True)
        s.b("Save Address", rid="save_button", at=(42, 2170, 1038, 2310))
        return s

    def cart(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Close", x=(0, 126), h=130)
        s.t("Souvla", rid="toolbar_title", x=(140, 900), h=130, nl=False)
        s.t("Your cart", rid="cart_title", h=100)
        s.t("Delivering to 1458 Valencia St · 31 min", rid="cart_subtitle", h=70)
        for name, desc, price in [("Chicken Salad", "Add pita: No", "$15.95"), ("Frozen Greek Yogurt", "Topping: Sour cherry", "$6.25")]:
            s.add(None, "I", desc=name, rid="item_image", x=(42, 200), h=160)
            s.t(name, rid="item_name", x=(220, 760), h=60, nl=False)
            y = s.top
            s.t(desc, rid="item_options", at=(220, y + 60, 760, y + 110))
            s.t(price, rid="item_price", at=(780, y, 1038, y + 60))
            s.add("1", "android.widget.Spinner", rid="item_quantity", at=(800, y + 70, 1038, y + 150), click=True)
        s.t("Add utensils, straws, etc.", rid="utensils_label", x=(42, 860), h=110)
        s.sw("", False, rid="utensils_switch", x=(880, 1038), h=110, nl=False)
        s.t("Subtotal", rid="subtotal_label", x=(42, 600), h=90)
        s.t("$22.20", rid="subtotal_value", x=(620, 1038), h=90, nl=False)
        s.b("Checkout", rid="checkout_button", at=(42, 2170, 1038, 2310))
        return s

    def checkout(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Back", x=(0, 126), h=130)
        s.t("Checkout", rid="toolbar_title", x=(140, 900), h=130, nl=False)
        s.add("Delivery", "T", rid="fulfillment_delivery", x=(42, 520), h=110, click=True, selected=True)
        s.add("Pickup", "T", rid="fulfillment_pickup", x=(540, 1038), h=110, nl=False, click=True)
        s.t("Standard", rid="eta_option_title", x=(42, 520), h=110, click=True)
        s.t("31–41 min", rid="eta_option_time", x=(540, 1038), h=110, nl=False)
        s.t("1458 Valencia St, Apt 4B", rid="address_line1", desc="Change delivery address", h=70, click=True)
        s.t("San Francisco, CA 94110 · Hand it to me", rid="address_line2", h=60)
        s.t("Mastercard •••• 2290", rid="payment_method", h=110, click=True)
        s.t("Dasher tip", rid="tip_title", h=80)
        for i, t in enumerate(["$3.00", "$4.00", "$5.00", "Other"]):
            s.add(t, "T", rid="tip_option", x=(42 + i * 250, 270 + i * 250), h=100, nl=i == 0, click=True, selected=t == "$4.00")
        for k, v in [("Subtotal", "$22.20"), ("Delivery Fee", "$0.00"), ("Fees & Estimated Tax", "$4.21"), ("Dasher Tip", "$4.00"), ("Total", "$30.41")]:
            s.t(k, rid="summary_label", x=(42, 600), h=85)
            s.t(v, rid="summary_value", x=(620, 1038), h=85, nl=False)
        s.t("DashPass saved you $2.99 on this order", rid="dashpass_savings", h=80)
        s.b("Place Order", rid="place_order_button", at=(42, 2170, 1038, 2310))
        return s

    tr = Traj(home("6:51", "Tue, Oct 28", "59°F  Clear", ["Phone", "Messages", "Chrome", "Gmail", "DoorDash", "Uber",
                   "Maps", "Instagram", "Photos", "Settings", "Play Store", "Venmo"], battery=47))
    tr.open("DoorDash", homescreen("6:52", "220 Dolores St", old, 47))
    tr.click("220 Dolores St", addresses("6:52", None, 47))
    tr.type("1458 Valencia St", "Enter a new address", addresses("6:53", "1458 Valencia St", 46))
    tr.click("1458 Valencia St", details("6:53", None, 46), nth=1)
    tr.type("Apt 4B", "Apt/Suite/Floor", details("6:54", "Apt 4B", 46))
    tr.click("Save Address", homescreen("6:54", "1458 Valencia St", new, 46))
    tr.click("Cart, 2 items", cart("6:55", 45))
    tr.click("Checkout", checkout("6:55", 45))
    tr.click("Change delivery address", addresses("6:56", None, 45))
    rs.add(task="android", tid="h43-android-10", system=system("p7"), turns=tr.turns, bad=True, turn=9,
           kind="address just saved (1458 Valencia St, Apt 4B) is missing from the saved-addresses list",
           state="Task: add my new address 1458 Valencia St, Apt 4B in DoorDash and get my Souvla cart ready to deliver there.\n\nCurrent screen:\n" + tr.state)


# Home Assistant companion: clean
def t11(rs: RowSet) -> None:
    pkg = "io.homeassistant.companion.android"

    def mins(clock: str) -> int:
        h, m = clock.split(":")
        return int(h) * 60 + int(m)

    def dash(clock: str, living: str, target: float, action: str, current: str, outdoor: str, energy: str, batt: int,
             drawer: bool = False) -> Screen:
        s = Screen(pkg, clock, batt)
        washer = 23 - (mins(clock) - mins("10:14"))
        s.add(None, "WV", desc="Home Assistant", at=(0, 136, 1080, 2337), scroll=True)
        s.ib("Open sidebar", kind="B", x=(0, 126), h=140)
        s.add("Home", "V", x=(140, 700), h=140, nl=False)
        s.ib("Search entities", kind="B", x=(820, 920), h=140, nl=False)
        s.ib("Assist", kind="B", x=(930, 1038), h=140, nl=False)
        tiles = [("Living Room Lights", living, True), ("Kitchen Lights", "Off", True), ("Hallway Lights", "Off", True),
                 ("Thermostat", f"{action} · {target:.1f} °C", False), ("Front Door", "Locked", False), ("Garage Door", "Closed", False),
                 ("Outdoor Temperature", f"{outdoor} °C", False), ("Energy Today", f"{energy} kWh", False),
                 ("Washer", f"Running · {washer} min remaining", False), ("Robot Vacuum", "Docked", False)]
        for i, (name, state, toggle) in enumerate(tiles):
            x0 = 24 if i % 2 == 0 else 548
            s.add(None, "B", desc=f"Toggle {name}" if toggle else name, x=(x0 + 10, x0 + 130), h=200, nl=i % 2 == 0, click=True)
            y = s.top
            s.add(name, "V", at=(x0 + 140, y + 30, x0 + 508, y + 100), click=True)
            s.add(state, "V", at=(x0 + 140, y + 100, x0 + 508, y + 170))
        s.add("Thermostat current temperature", "V", h=70, x=(24, 700))
        s.add(f"{current} °C", "V", h=70, x=(720, 1038), nl=False)
        s.add("People", "V", h=90)
        for who, where in [("Alex", "Home"), ("Sam", "Away")]:
            s.add(None, "I", desc=who, x=(24, 130), h=110)
            s.add(who, "V", x=(150, 700), h=110, nl=False)
            s.add(where, "V", x=(720, 1038), h=110, nl=False)
        if drawer:
            s.add(None, "V", desc="Sidebar", at=(0, 136, 780, 2337))
            y = 180
            for item in ["Overview", "Energy", "Map", "Logbook", "History", "Media", "To-do lists", "Developer tools", "Settings", "Notifications"]:
                s.add(item, "V", at=(0, y, 780, y + 130), click=True, selected=item == "Overview")
                y += 140
            s.add("2", "V", at=(660, y - 110, 730, y - 40))
        return s

    def climate(clock: str, target: float, action: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.add(None, "WV", desc="Home Assistant", at=(0, 136, 1080, 2337), scroll=True)
        s.ib("Close", kind="B", x=(0, 126), h=140)
        s.add("Thermostat", "V", x=(140, 700), h=140, nl=False)
        s.ib("Settings", kind="B", x=(820, 920), h=140, nl=False)
        s.ib("More options", kind="B", x=(930, 1038), h=140, nl=False)
        ago = mins(clock) - mins("9:37")
        s.add(f"Heat · Last changed {ago} minutes ago", "V", h=80)
        s.add(None, "SB", desc="Target temperature", h=600, x=(140, 940))
        y = s.top
        s.add(action, "V", at=(380, y + 160, 700, y + 230))
        s.add(f"{target:.1f} °C", "V", at=(340, y + 240, 740, y + 380))
        s.add("20.8 °C", "V", desc="Current temperature", at=(380, y + 400, 700, y + 470))
        s.ib("Decrease temperature", kind="B", x=(300, 500), h=150)
        s.ib("Increase temperature", kind="B", x=(580, 780), h=150, nl=False)
        for k, v in [("Mode", "Heat"), ("Preset", "None"), ("Fan mode", "Auto")]:
            s.add(k, "V", x=(42, 500), h=120, click=True)
            s.add(v, "V", x=(520, 1038), h=120, nl=False)
        s.add("Attributes", "V", h=110, click=True)
        return s

    def garage(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.add(None, "WV", desc="Home Assistant", at=(0, 136, 1080, 2337), scroll=True)
        s.ib("Close", kind="B", x=(0, 126), h=140)
        s.add("Garage Door", "V", x=(140, 700), h=140, nl=False)
        s.ib("Settings", kind="B", x=(820, 920), h=140, nl=False)
        s.ib("More options", kind="B", x=(930, 1038), h=140, nl=False)
        s.add("Closed · Last changed 2 hours ago", "V", h=80)
        s.add(None, "I", desc="Garage door closed", h=360)
        for i, b in enumerate(["Open", "Stop", "Close"]):
            s.ib(b, kind="B", x=(120 + i * 300, 360 + i * 300), h=150, nl=i == 0)
        s.add("Logbook", "V", h=100)
        for a, b in [("Closed triggered by action cover.close_cover", "7:44:12 AM"), ("Opened triggered by action cover.open_cover", "7:42:50 AM"),
                     ("Closed triggered by action cover.close_cover", "Yesterday 6:31:05 PM"), ("Opened", "Yesterday 6:29:47 PM"),
                     ("Closed triggered by automation Close garage at 9 PM", "Oct 30 9:00:00 PM")]:
            s.add(a, "V", h=70)
            s.add(b, "V", h=60)
            s.gap(20)
        s.add("Show more", "V", h=100, click=True)
        return s

    log = [("Living Room Lights turned off triggered by action light.turn_off", "10:15:04 AM"),
           ("Sam left home", "9:52:18 AM"), ("Washer started", "9:48:30 AM"), ("Robot Vacuum docked", "9:40:03 AM"),
           ("Robot Vacuum started cleaning triggered by automation Weekend vacuum", "8:55:11 AM"),
           ("Front Door locked triggered by automation Morning lock", "8:02:40 AM"),
           ("Garage Door closed triggered by action cover.close_cover", "7:44:12 AM"), ("Garage Door opened triggered by action cover.open_cover", "7:42:50 AM"),
           ("Kitchen Lights turned off", "7:40:02 AM"), ("Kitchen Lights turned on triggered by automation Sunrise kitchen", "6:58:44 AM"),
           ("Hallway Lights turned off", "12:31:09 AM"), ("Front Door locked triggered by automation Night lock", "Oct 31 11:00:00 PM"),
           ("Living Room Lights turned on", "Oct 31 7:12:26 PM"), ("Sam arrived home", "Oct 31 6:48:05 PM")]

    def logbook(clock: str, start: int, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.add(None, "WV", desc="Home Assistant", at=(0, 136, 1080, 2337), scroll=True)
        s.ib("Open sidebar", kind="B", x=(0, 126), h=140)
        s.add("Logbook", "V", x=(140, 700), h=140, nl=False)
        s.ib("Refresh", kind="B", x=(930, 1038), h=140, nl=False)
        if start == 0:
            s.add("Oct 31, 2025, 10:18 AM – Nov 1, 2025, 10:18 AM", "V", desc="Date range", h=110, click=True)
            s.add(None, "E", hint="Entity", h=120, click=True, edit=True)
        for a, b in log[start:start + 11]:
            s.add(None, "I", desc="Entity icon", x=(24, 110), h=150)
            s.add(a, "V", x=(130, 1038), h=90, nl=False)
            s.add(b, "V", at=(130, s.top + 90, 1038, s.top + 145))
        return s

    tr = Traj(home("10:13", "Sat, Nov 1", "9°C  Cloudy", ["Phone", "Messages", "Chrome", "Home Assistant", "Gmail", "Maps",
                   "Spotify", "Photos", "Camera", "Settings", "Play Store", "Clock"], battery=93))
    tr.open("Home Assistant", dash("10:14", "On · 80%", 21.5, "Heating", "20.8", "9.4", "6.8", 93))
    tr.click("Toggle Living Room Lights", dash("10:15", "Off", 21.5, "Heating", "20.8", "9.4", "6.8", 93))
    tr.click("Thermostat", climate("10:15", 21.5, "Heating", 93), nth=1)
    tr.click("Decrease temperature", climate("10:16", 21.0, "Heating", 92))
    tr.click("Decrease temperature", climate("10:16", 20.5, "Idle", 92))
    tr.back(dash("10:16", "Off", 20.5, "Idle", "20.8", "9.5", "6.9", 92))
    tr.click("Garage Door", garage("10:17", 92), nth=1)
    tr.back(dash("10:17", "Off", 20.5, "Idle", "20.8", "9.5", "6.9", 92))
    tr.click("Open sidebar", dash("10:18", "Off", 20.5, "Idle", "20.8", "9.5", "6.9", 92, drawer=True))
    tr.click("Logbook", logbook("10:18", 0, 91))
    tr.scroll("down", logbook("10:19", 3, 91))
    tr.back(dash("10:19", "Off", 20.5, "Idle", "20.7", "9.6", "7.0", 91))
    rs.add(task="android", tid="h43-android-11", system=system("p8", "The Home Assistant app renders its dashboard in a WebView."), turns=tr.turns,
           state="Task: in Home Assistant, switch off the living room lights, lower the thermostat to 20.5 °C, and check when the garage door was last used.\n\nCurrent screen:\n" + tr.state)


# Airbnb (host mode): bad
def t12(rs: RowSet) -> None:
    pkg = "com.airbnb.android"
    reply = "Hi Jonas! 3 PM works, the cleaners finish at 2:30. There's a paid garage at 1st & Pike ($28/day); street parking is 2 hours max."

    def nav(s: Screen, tab: str) -> None:
        for i, name in enumerate(["Today", "Calendar", "Listings", "Messages", "Menu"]):
            s.add(name, "T", desc=name, at=(i * 216, 2190, (i + 1) * 216, 2337), click=True, selected=name == tab)

    def today(clock: str) -> Screen:
        s = Screen(pkg, clock, 80)
        s.t("Welcome back, Priya", rid="title", h=150)
        s.t("Your reservations", rid="section_title", x=(42, 700), h=100)
        s.t("All (9)", rid="see_all", x=(760, 1038), h=100, nl=False, click=True)
        for i, chip in enumerate(["Checking out (1)", "Currently hosting (1)", "Arriving soon (2)", "Upcoming (5)"]):
            s.add(chip, "T", rid="filter_chip", x=(42 + i * 250, 280 + i * 250), h=110, nl=i == 0, click=True, selected=i == 2)
        for name, when, place, dates in [("Jonas Weber", "Arrives today", "Cozy Loft near Pike Place", "Nov 6 – 9 · 3 guests"),
                                         ("Ravi Patel", "Arrives in 8 days", "Cozy Loft near Pike Place", "Nov 14 – 16 · 2 guests")]:
            s.t(when, rid="reservation_status", h=70)
            s.t(name, rid="reservation_guest", x=(42, 800), h=80, click=True)
            s.add(None, "I", desc=name, rid="guest_avatar", x=(860, 1000), h=140, nl=False)
            s.t(f"{dates} · {place}", rid="reservation_subtitle", h=70)
            s.b("Message", rid="reservation_message_button", x=(42, 500), h=110)
            s.b("Call", rid="reservation_call_button", x=(540, 1038), h=110, nl=False)
            s.gap(40)
        s.t("Recent activity", rid="section_title", h=100)
        s.t("Mei Chen checks out of Capitol Hill Studio today at 11:00 AM", rid="activity_row", h=100)
        s.t("Payout of $488.20 sent to Checking ••4471 · Nov 5", rid="activity_row", h=100)
        nav(s, "Today")
        return s

    def inbox(clock: str, jonas: tuple[str, str], batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t("Messages", rid="title", x=(42, 700), h=150)
        s.ib("Search", x=(820, 920), h=150, nl=False)
        s.ib("Filter", x=(930, 1038), h=150, nl=False)
        for i, chip in enumerate(["All", "Hosting", "Support", "Unread"]):
            s.add(chip, "T", rid="filter_chip", x=(42 + i * 230, 252 + i * 230), h=100, nl=i == 0, click=True, selected=i == 0)
        rows = [("Jonas Weber", jonas[0], jonas[1], "Confirmed · Nov 6 – 9"), ("Mei Chen", "Thanks for a great stay! Left the keys in the lockbox.", "8:12 AM", "Checking out · Nov 2 – 6"),
                ("Airbnb", "Your payout of $488.20 was sent", "Yesterday", "Payouts"), ("Lena Kraus", "Thank you Priya, we loved the view!", "Nov 3", "Past guest · Nov 1 – 3"),
                ("Ravi Patel", "Sounds good, see you on the 14th!", "Nov 2", "Confirmed · Nov 14 – 16"),
                ("Sophie Martin", "Is the loft suitable for a 1-year-old?", "Oct 30", "Inquiry · Nov 21 – 23")]
        for name, msg, when, sub in rows:
            s.add(None, "I", desc=name, rid="thread_avatar", x=(42, 180), h=210)
            s.t(name, rid="thread_title", x=(200, 800), h=60, nl=False, click=True)
            s.t(when, rid="thread_timestamp", x=(820, 1038), h=60, nl=False)
            y = s.top
            s.t(msg, rid="thread_preview", at=(200, y + 60, 1038, y + 130))
            s.t(sub, rid="thread_subtitle", at=(200, y + 130, 1038, y + 190))
        nav(s, "Messages")
        return s

    def thread(clock: str, draft: str | None, sent: bool, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Back", x=(0, 126), h=140)
        s.t("Jonas Weber", rid="toolbar_title", x=(140, 700), h=80, nl=False)
        s.t("Details", rid="details_button", x=(860, 1038), h=140, nl=False, click=True)
        s.t("Confirmed · Nov 6 – 9 · Cozy Loft near Pike Place", rid="toolbar_subtitle", at=(140, 216, 840, 276))
        s.add(None, "RV", rid="message_list", at=(0, 290, 1080, 2100), scroll=True)
        msgs = [("Nov 1", None, None), ("Jonas", "Hi Priya! We're three friends visiting Seattle for a conference. Looking forward to the stay.", "4:22 PM"),
                ("You", "Welcome, Jonas! Check-in is from 4 PM; I'll send the door code the day before.", "4:40 PM"),
                ("Today", None, None), ("Jonas", "Hi Priya, our flight lands at 2pm. Is early check-in around 3 possible?", "9:38 AM"),
                ("Jonas", "Also, is there parking nearby?", "9:41 AM")]
        if sent:
            msgs.append(("You", reply, "10:01 AM"))
        s.gap(10)
        for who, text, when in msgs:
            if text is None:
                s.t(who, rid="date_divider", h=80)
                continue
            x = (42, 860) if who == "Jonas" else (220, 1038)
            s.t(text, rid="message_text", x=x, h=190 if len(text) > 60 else 120)
            s.t(f"{who} · {when}" if who == "Jonas" else f"{when} · Sent", rid="message_meta", x=x, h=60)
        s.e(draft, "Write a message…", rid="composer_input", at=(42, 2120, 900, 2300), focused=draft is not None)
        s.add(None, "IB", desc="Send", rid="composer_send", at=(920, 2150, 1038, 2270), click=draft is not None)
        return s

    booked = {1: "Lena K.", 2: "Lena K.", 6: "Jonas W.", 7: "Jonas W.", 8: "Jonas W.", 14: "Ravi P.", 15: "Ravi P."}

    def price(d: int, p20: int) -> int:
        wd = (5 + d - 1) % 7
        base = 189 if wd in (4, 5) else 165 if wd == 6 else 149
        return p20 if d == 20 else base

    def calendar(clock: str, p20: int, batt: int, sheet: bool = False) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t("Cozy Loft near Pike Place", rid="listing_picker", x=(42, 860), h=120, click=True)
        s.ib("Settings", x=(930, 1038), h=120, nl=False)
        s.t("November 2025", rid="month_title", h=100)
        for i, d in enumerate("SMTWTFS"):
            s.add(d, "T", rid="weekday", x=(i * 154, (i + 1) * 154), h=60, nl=i == 0)
        col = 6
        for d in range(1, 31):
            if d == 1 or col == 0:
                s.gap(0)
            x = (col * 154, (col + 1) * 154)
            if d in booked:
                text = f"{d}\n{booked[d]}"
            elif d in (27, 28):
                text = f"{d}\nBlocked"
            else:
                text = f"{d}\n${price(d, p20)}"
            s.add(text, "V", x=x, h=200, nl=False, click=True, selected=sheet and d == 20)
            col = (col + 1) % 7
        nav(s, "Calendar")
        if sheet:
            s.add(None, "F", rid="bottom_sheet", at=(0, 1250, 1080, 2400))
            s.t("Thu, Nov 20", rid="sheet_title", at=(42, 1290, 800, 1380))
            s.t("Available", rid="availability_label", at=(42, 1400, 800, 1500))
            s.add("", "S", rid="availability_switch", checked=True, click=True, at=(880, 1410, 1038, 1490))
            s.t("Nightly price", rid="price_row_label", at=(42, 1520, 600, 1620), click=True)
            s.t(f"${p20}", rid="price_row_value", at=(640, 1520, 1038, 1620))
            s.t("Weekly discount", rid="row_label", at=(42, 1640, 600, 1740))
            s.t("10%", rid="row_value", at=(640, 1640, 1038, 1740))
            s.t("Minimum stay", rid="row_label", at=(42, 1760, 600, 1860))
            s.t("2 nights", rid="row_value", at=(640, 1760, 1038, 1860))
            s.e(None, "Add a private note", rid="note_input", at=(42, 1900, 1038, 2040))
        return s

    def editor(clock: str, p: int, typed: bool, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Close", x=(0, 126), h=140)
        s.t("Nightly price", rid="title", h=120)
        s.t("Thu, Nov 20", rid="subtitle", h=70)
        s.e(f"${p}", "$0", rid="price_input", h=200, focused=typed)
        s.t(f"Guest price before taxes ${round(p * 1.142)}", rid="guest_price", h=80)
        s.t(f"You earn ${p * 0.97:.2f}", rid="host_earnings", h=80)
        s.t("Similar listings nearby booked at $158 – $172 for these dates", rid="price_tip", h=120)
        s.b("Save", rid="save_button", at=(620, 2170, 1038, 2310))
        return s

    tr = Traj(home("9:57", "Thu, Nov 6", "48°F  Showers", ["Phone", "Messages", "Chrome", "Gmail", "Airbnb", "Maps",
                   "Calendar", "Turno", "Photos", "Settings", "Play Store", "Camera"], battery=81))
    tr.open("Airbnb", today("9:58"))
    tr.click("Messages", inbox("9:58", ("Also, is there parking nearby?", "9:41 AM"), 80))
    tr.click("Jonas Weber", thread("9:59", None, False, 80))
    tr.type(reply, "Write a message…", thread("10:00", reply, False, 79))
    tr.click("Send", thread("10:01", None, True, 79))
    tr.back(inbox("10:01", (f"You: {reply}", "9:57 AM"), 79))
    tr.click("Calendar", calendar("10:02", 149, 79))
    tr.click("20\n$149", calendar("10:02", 149, 79, sheet=True))
    tr.click("Nightly price", editor("10:03", 149, False, 78))
    tr.type("175", "$0", editor("10:03", 175, True, 78))
    tr.click("Save", calendar("10:04", 175, 78, sheet=True))
    rs.add(task="android", tid="h43-android-12", system=system("p8"), turns=tr.turns, bad=True, turn=6,
           kind="reply sent at 10:01 AM is listed in the inbox with an earlier time, 9:57 AM",
           state="Task: answer Jonas's early check-in and parking question on Airbnb, then raise the Nov 20 nightly price of the loft to $175.\n\nCurrent screen:\n" + tr.state)


# Jellyfin: clean
def t13(rs: RowSet) -> None:
    pkg = "org.jellyfin.mobile"
    shows = [("Slow Horses", "2022", "Nov 5, 2025"), ("Severance", "2022", "Oct 28, 2025"), ("The Bear", "2022", "Sep 30, 2025"),
             ("Andor", "2022", "May 14, 2025"), ("Fallout", "2024", "Apr 20, 2025"), ("Shōgun", "2024", "Mar 2, 2025"),
             ("The Last of Us", "2023", "Feb 10, 2025"), ("Arcane", "2021", "Nov 24, 2024"), ("Dark", "2017", "Jul 8, 2024"),
             ("Succession", "2018", "Jun 1, 2024"), ("Mr. Robot", "2015", "Jan 15, 2024"), ("True Detective", "2014", "Dec 3, 2023")]

    def sortname(t: str) -> str:
        return t[4:] if t.startswith("The ") else t

    by_name = sorted(shows, key=lambda s: sortname(s[0]).lower())
    asc = list(reversed(shows))

    def top(s: Screen, title: str) -> None:
        s.add(None, "WV", desc="Jellyfin", at=(0, 136, 1080, 2337), scroll=True)
        s.ib("Back", kind="B", x=(0, 120), h=140)
        s.add(title, "V", x=(130, 600), h=140, nl=False)
        s.ib("Cast", kind="B", x=(720, 820), h=140, nl=False)
        s.ib("Search", kind="B", x=(830, 930), h=140, nl=False)
        s.ib("Ellen", kind="B", x=(940, 1038), h=140, nl=False)

    def homescreen(clock: str) -> Screen:
        s = Screen(pkg, clock, 58)
        top(s, "Home")
        s.add("Home", "V", x=(42, 300), h=100, click=True, selected=True)
        s.add("Favorites", "V", x=(320, 600), h=100, nl=False, click=True)
        s.add("My Media", "V", h=90)
        for i, lib in enumerate(["Movies", "Shows", "Music", "Collections"]):
            s.add(lib, "V", desc=lib, x=(24 + i * 260, 264 + i * 260), h=170, nl=i == 0, click=True)
        s.add("Continue Watching", "V", h=90)
        for i, (a, b) in enumerate([("Severance", "S2:E4 - Woe's Hollow · 31m remaining"), ("Dune: Part Two", "2024 · 1h 12m remaining")]):
            x = (24 + i * 520, 504 + i * 520)
            s.add(None, "V", desc=a, x=x, h=280, nl=i == 0, click=True)
            s.add(a, "V", at=(x[0], s.top + 290, x[1], s.top + 350))
            s.add(b, "V", at=(x[0], s.top + 350, x[1], s.top + 410))
        s.gap(140)
        s.add("Next Up", "V", h=90)
        for i, (a, b) in enumerate([("The Bear", "S3:E2 - Next"), ("Slow Horses", "S4:E3 - Hello Goodbye")]):
            x = (24 + i * 520, 504 + i * 520)
            s.add(None, "V", desc=a, x=x, h=280, nl=i == 0, click=True)
            s.add(a, "V", at=(x[0], s.top + 290, x[1], s.top + 350))
            s.add(b, "V", at=(x[0], s.top + 350, x[1], s.top + 410))
        s.gap(140)
        s.add("Latest Movies", "V", h=90)
        for i, m in enumerate(["Conclave", "Anora", "The Brutalist"]):
            s.add(None, "V", desc=m, x=(24 + i * 345, 354 + i * 345), h=180, nl=i == 0, click=True)
        return s

    def grid(clock: str, items: list[tuple[str, str, str]], batt: int, dialog: tuple[str, str] | None = None) -> Screen:
        s = Screen(pkg, clock, batt)
        top(s, "Shows")
        for i, tab in enumerate(["Shows", "Suggestions", "Upcoming", "Genres", "Networks"]):
            s.add(tab, "V", x=(24 + i * 206, 224 + i * 206), h=100, nl=i == 0, click=True, selected=i == 0)
        s.add("1-12 of 12", "V", x=(42, 400), h=110)
        s.ib("Sort", kind="B", x=(700, 810), h=110, nl=False)
        s.ib("Filter", kind="B", x=(820, 930), h=110, nl=False)
        s.ib("Shuffle", kind="B", x=(940, 1038), h=110, nl=False)
        for i, (t, y, _added) in enumerate(items[:9]):
            x = (24 + (i % 3) * 350, 354 + (i % 3) * 350)
            s.add(None, "V", desc=t, x=x, h=560, nl=i % 3 == 0, click=True)
            s.add(t, "V", at=(x[0], s.top + 470, x[1], s.top + 520))
            s.add(y, "V", at=(x[0], s.top + 520, x[1], s.top + 560))
        if dialog:
            s.add(None, "V", at=(60, 380, 1020, 2160))
            s.add("Sort By", "V", at=(100, 420, 980, 510))
            y = 530
            for opt in ["Name", "Random", "Community Rating", "Date Show Added", "Date Episode Added", "Date Played", "Parental Rating", "Release Date"]:
                s.add(opt, "R", checked=opt == dialog[0], click=True, at=(100, y, 980, y + 110))
                y += 120
            s.add("Sort Order", "V", at=(100, y + 20, 980, y + 110))
            y += 130
            for opt in ["Ascending", "Descending"]:
                s.add(opt, "R", checked=opt == dialog[1], click=True, at=(100, y, 980, y + 110))
                y += 120
            s.ib("Close", kind="B", at=(880, 400, 990, 500))
        return s

    def series(clock: str) -> Screen:
        s = Screen(pkg, clock, 57)
        top(s, "Severance")
        s.add(None, "V", desc="Severance backdrop", h=480)
        s.add("Severance", "V", h=110)
        s.add("2022 - Present · TV-MA · ★ 8.7 · 2 seasons", "V", h=70)
        for i, b in enumerate(["Resume", "Shuffle", "Trailer", "Mark played", "Favorite", "More"]):
            s.ib(b, kind="B", x=(24 + i * 172, 184 + i * 172), h=150, nl=i == 0)
        s.add("Mark Scout leads a team of office workers whose memories have been surgically divided between their work and personal lives.", "V", h=170)
        s.add("Genres: Drama, Mystery, Science Fiction", "V", h=70)
        s.add("Studios: Apple TV+", "V", h=70)
        s.add("Next Up", "V", h=90)
        s.add(None, "V", desc="Woe's Hollow", x=(24, 504), h=270, click=True)
        s.add("S2:E4 - Woe's Hollow", "V", x=(530, 1038), h=70, nl=False)
        s.add("31m remaining", "V", at=(530, s.top + 80, 1038, s.top + 140))
        s.add("Seasons", "V", h=90)
        for i, season in enumerate(["Season 1", "Season 2"]):
            s.add(None, "V", desc=season, x=(24 + i * 350, 354 + i * 350), h=300, nl=i == 0, click=True)
            s.add(season, "V", at=(24 + i * 350, s.top + 300, 354 + i * 350, s.top + 360))
        return s

    def season2(clock: str) -> Screen:
        s = Screen(pkg, clock, 57)
        top(s, "Season 2")
        s.add("Severance · Season 2 · 10 episodes", "V", h=100)
        eps = [("Hello, Ms. Cobel", "55m", "Played"), ("Goodbye, Mrs. Selvig", "50m", "Played"), ("Who Is Alive?", "48m", "Played"),
               ("Woe's Hollow", "50m", "31m remaining"), ("Trojan's Horse", "45m", ""), ("Attila", "44m", ""), ("Chikhai Bardo", "55m", ""),
               ("Sweet Vitriol", "47m", ""), ("The After Hours", "50m", ""), ("Cold Harbor", "1h 16m", "")]
        for n, (title, length, state) in enumerate(eps, 1):
            s.add(None, "V", desc=f"{n}. {title}", x=(24, 380), h=190, click=True)
            s.add(f"{n}. {title}", "V", x=(400, 940), h=70, nl=False)
            s.add(f"{length}{' · ' + state if state else ''}", "V", at=(400, s.top + 70, 940, s.top + 130))
            s.ib("More", kind="B", x=(950, 1038), h=190, nl=False)
        return s

    tr = Traj(home("9:11", "Fri, Nov 7", "44°F  Clear", ["Phone", "Messages", "Chrome", "Jellyfin", "Nextcloud", "Spotify",
                   "YouTube", "Maps", "Photos", "Settings", "Play Store", "Camera"], battery=58))
    tr.open("Jellyfin", homescreen("9:12"))
    tr.click("Shows", grid("9:12", by_name, 58))
    tr.click("Sort", grid("9:13", by_name, 58, ("Name", "Ascending")))
    tr.click("Date Show Added", grid("9:13", asc, 57, ("Date Show Added", "Ascending")))
    tr.click("Descending", grid("9:14", shows, 57, ("Date Show Added", "Descending")))
    tr.click("Close", grid("9:14", shows, 57))
    tr.click("Severance", series("9:15"))
    tr.click("Season 2", season2("9:15"))
    rs.add(task="android", tid="h43-android-13", system=system("p7", "Jellyfin renders its library in a WebView."), turns=tr.turns,
           state="Task: in Jellyfin, sort my TV shows so the newest additions come first, then open Severance season 2.\n\nCurrent screen:\n" + tr.state)


# Nextcloud Talk: bad
def t14(rs: RowSet) -> None:
    pkg = "com.nextcloud.talk2"
    note = "Renamed for the Q4 cycle — the agenda draft is in Lukas's file above."

    def convs(clock: str, q: tuple[str, str, str, str], batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.add(None, "I", desc="Switch account", rid="switch_account_button", x=(42, 150), h=140, click=True)
        s.t("Search in Nextcloud", rid="search_text", x=(170, 1038), h=140, nl=False, click=True)
        s.add(None, "RV", rid="recycler_view", at=(0, 276, 1080, 2337), scroll=True)
        rows = [q, ("Platform team", "Mira: deploy window moved to 16:00", "09:47", "5"),
                ("Anna Schmidt", "Can you review my PR before lunch?", "09:15", "1"),
                ("Office Berlin", "Jens: Heating on the 3rd floor is fixed", "Thu", ""),
                ("Note to self", "You: dentist Tue 08:30", "Wed", ""), ("Talk updates", "Nextcloud Talk 21 is here", "Oct 28", "")]
        for name, prev, when, unread in rows:
            s.add(None, "I", desc=name, rid="dialogAvatar", x=(42, 190), h=190)
            s.t(name, rid="dialogName", x=(210, 840), h=80, nl=False, click=True)
            s.t(when, rid="dialogDate", x=(860, 1038), h=80, nl=False)
            y = s.top
            s.t(prev, rid="dialogLastMessage", at=(210, y + 80, 900, y + 150))
            if unread:
                s.t(unread, rid="dialogUnreadBubble", at=(940, y + 90, 1010, y + 150))
        s.add(None, "IB", desc="New conversation", rid="floatingActionButton", at=(870, 2140, 1038, 2300), click=True)
        return s

    def chat(clock: str, title: str, renamed: bool, draft: str | None, sent: bool, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.add(None, "I", desc="Conversation avatar", rid="chat_toolbar_avatar", x=(130, 240), h=140, nl=False)
        s.t(title, rid="chat_toolbar_title", x=(250, 700), h=140, nl=False, click=True)
        s.ib("Voice call", rid="conversation_voice_call", x=(720, 820), h=140, nl=False)
        s.ib("Video call", rid="conversation_video_call", x=(830, 930), h=140, nl=False)
        s.ib("More options", x=(940, 1038), h=140, nl=False)
        s.add(None, "RV", rid="messagesListView", at=(0, 276, 1080, 2100), scroll=True)
        s.t("Today", rid="messageText", h=80)
        msgs = [("Mira Vogel", "Can we move the planning sync to Wednesday?", "09:31"), ("Lukas Becker", "Wednesday 14:00 works for me", "09:40"),
                ("Lukas Becker", "Q4 roadmap draft.odt · 48 KB", "10:01"), ("Lukas Becker", "Draft agenda uploaded 📄", "10:02")]
        for who, text, when in msgs:
            s.t(who, rid="messageAuthor", x=(150, 900), h=60)
            s.t(text, rid="messageText", x=(150, 900), h=80)
            s.t(when, rid="messageTime", x=(760, 900), h=50)
        if renamed:
            s.t('You renamed the conversation from "Q3 planning" to "Q4 planning"', rid="messageText", h=110)
            s.t("11:21", rid="messageTime", x=(480, 600), h=50)
        if sent:
            s.t(note, rid="messageText", x=(300, 1038), h=120)
            s.t("11:23", rid="messageTime", x=(880, 980), h=50)
            s.add(None, "I", desc="Message read status: sent", rid="checkMark", x=(990, 1038), h=50, nl=False)
        s.ib("Attach", rid="attachmentButton", at=(0, 2140, 110, 2280))
        s.add(draft, "E", hint="Enter a message …", rid="messageInput", at=(120, 2130, 900, 2290), click=True, edit=True, focused=draft is not None)
        s.add(None, "IB", desc="Send message" if draft else "Record voice message", rid="sendButton" if draft else "recordAudioButton",
              at=(920, 2140, 1038, 2280), click=True)
        return s

    def info(clock: str, name: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.t("Conversation info", rid="toolbar_title", x=(140, 800), h=140, nl=False)
        s.ib("Edit", rid="edit", x=(930, 1038), h=140, nl=False)
        s.add(None, "I", desc="Conversation avatar", rid="avatar_image", h=260)
        s.t(name, rid="display_name_text", h=100)
        s.t("Quarterly planning for the web team", rid="description_text", h=80)
        for k, v in [("Messages", "Always notify"), ("Calls", "On"), ("Shared items", "Images, files, voice messages and more"),
                     ("Guests", "Off"), ("Message expiration", "Off")]:
            s.t(k, rid="title", h=70, click=True)
            s.t(v, rid="summary", h=60)
            s.gap(20)
        s.t("Participants (6)", rid="participants_list_category", h=90)
        for who, role in [("You", "Owner"), ("Lukas Becker", "Moderator"), ("Anna Schmidt", ""), ("Jens Hoffmann", ""),
                          ("Mira Vogel", ""), ("Tobias Klein", "")]:
            s.add(None, "I", desc=who, rid="avatar_view", x=(42, 150), h=110)
            s.t(who, rid="name_text", x=(170, 760), h=110, nl=False, click=True)
            if role:
                s.t(role, rid="secondary_text", x=(780, 1038), h=110, nl=False)
        return s

    def edit(clock: str, name: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.t("Edit", rid="toolbar_title", x=(140, 800), h=140, nl=False)
        s.ib("Save", rid="save", x=(930, 1038), h=140, nl=False)
        s.add(None, "I", desc="Conversation avatar", rid="avatar_image", h=260)
        s.ib("Upload from device", rid="avatar_upload", x=(260, 380), h=120)
        s.ib("Choose from files", rid="avatar_choose", x=(400, 520), h=120, nl=False)
        s.ib("Take a photo", rid="avatar_camera", x=(540, 660), h=120, nl=False)
        s.ib("Delete avatar", rid="avatar_delete", x=(680, 800), h=120, nl=False)
        s.add(name, "E", hint="Conversation name", rid="conversation_name", h=160, click=True, edit=True, focused=name != "Q3 planning")
        s.add("Quarterly planning for the web team", "E", hint="Description", rid="conversation_description", h=200, click=True, edit=True)
        return s

    def anna(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.add(None, "I", desc="Anna Schmidt", rid="chat_toolbar_avatar", x=(130, 240), h=140, nl=False)
        s.t("Anna Schmidt", rid="chat_toolbar_title", x=(250, 700), h=80, nl=False, click=True)
        s.t("Online", rid="chat_toolbar_status", at=(250, 216, 700, 276))
        s.ib("Voice call", rid="conversation_voice_call", x=(720, 820), h=140, nl=False)
        s.ib("Video call", rid="conversation_video_call", x=(830, 930), h=140, nl=False)
        s.ib("More options", x=(940, 1038), h=140, nl=False)
        s.add(None, "RV", rid="messagesListView", at=(0, 276, 1080, 2100), scroll=True)
        s.t("Friday", rid="messageText", h=80)
        for who, text, when in [("You", "Lunch at the Thai place on Monday?", "16:40"), ("Anna Schmidt", "Sure! 12:30?", "16:52")]:
            s.t(text, rid="messageText", x=(300, 1038) if who == "You" else (42, 900), h=80)
            s.t(when, rid="messageTime", x=(760, 900), h=50)
        s.t("Today", rid="messageText", h=80)
        s.t("Can you review my PR before lunch? https://git.lindenhaus.de/web/portal/pulls/482", rid="messageText", x=(42, 900), h=120)
        s.t("09:15", rid="messageTime", x=(760, 900), h=50)
        s.ib("Attach", rid="attachmentButton", at=(0, 2140, 110, 2280))
        s.add(None, "E", hint="Enter a message …", rid="messageInput", at=(120, 2130, 900, 2290), click=True, edit=True)
        s.add(None, "IB", desc="Record voice message", rid="recordAudioButton", at=(920, 2140, 1038, 2280), click=True)
        return s

    tr = Traj(home("11:17", "Mon, 10 Nov", "7°C  Overcast", ["Phone", "Messages", "Firefox", "Talk", "Nextcloud", "Files",
                   "Calendar", "Mail", "Photos", "Settings", "Play Store", "Camera"], battery=66))
    tr.open("Talk", convs("11:18", ("Q3 planning", "Lukas: Draft agenda uploaded 📄", "10:02", "2"), 66))
    tr.click("Q3 planning", chat("11:18", "Q3 planning", False, None, False, 66))
    tr.click("Q3 planning", info("11:19", "Q3 planning", 66))
    tr.click("Edit", edit("11:19", "Q3 planning", 65))
    tr.type("Q4 planning", "Conversation name", edit("11:20", "Q4 planning", 65))
    tr.click("Save", info("11:21", "Q4 planning", 65))
    tr.back(chat("11:21", "Q4 planning", True, None, False, 65))
    tr.type(note, "Enter a message …", chat("11:22", "Q4 planning", True, note, False, 65))
    tr.click("Send message", chat("11:23", "Q4 planning", True, None, True, 64))
    tr.back(convs("11:23", ("Q3 planning", f"You: {note}", "11:23", ""), 64))
    tr.click("Anna Schmidt", anna("11:24", 64))
    rs.add(task="android", tid="h43-android-14", system=system("p8"), turns=tr.turns, bad=True, turn=10,
           kind="conversation renamed to Q4 planning is listed under its old name Q3 planning",
           state="Task: rename the Nextcloud Talk conversation \"Q3 planning\" to \"Q4 planning\", post a short note about it, then open Anna's chat.\n\nCurrent screen:\n" + tr.state)


# Starbucks: clean
def t15(rs: RowSet) -> None:
    pkg = "com.starbucks.mobilecard"

    def nav(s: Screen, tab: str, bag: int = 0) -> None:
        for i, name in enumerate(["Home", "Scan", "Order", "Gift", "Offers"]):
            s.add(name, "T", desc=name, at=(i * 216, 2190, (i + 1) * 216, 2337), click=True, selected=name == tab)

    def homescreen(clock: str) -> Screen:
        s = Screen(pkg, clock, 71)
        s.t("Good morning, Sam", rid="greeting", h=130)
        s.ib("Inbox", x=(820, 920), h=130, nl=False)
        s.ib("Account", x=(930, 1038), h=130, nl=False)
        s.t("142★", rid="stars_balance", x=(42, 400), h=120)
        s.t("Star balance", rid="stars_label", x=(420, 1038), h=120, nl=False)
        s.add(None, "P", desc="58 Stars until your next Reward at 200", rid="rewards_progress", h=80)
        for i, t in enumerate(["25", "100", "200", "300", "400"]):
            s.t(t, rid="tier_label", x=(42 + i * 200, 200 + i * 200), h=60, nl=i == 0)
        s.b("Rewards options", rid="rewards_options_button", h=110)
        s.t("Double Star Day is Thursday", rid="card_title", h=90)
        s.t("Earn 2× Stars on orders placed with the app tomorrow, Nov 13, 10 AM–2 PM.", rid="card_body", h=120)
        s.t("Back for the season: Chestnut Praline Latte", rid="card_title", h=90)
        s.t("Order ahead and pick it up at 4th & Market.", rid="card_body", h=80)
        s.b("Order now", rid="card_cta", x=(42, 400), h=110)
        nav(s, "Home")
        return s

    def scan(clock: str, bal: str, batt: int, sheet: str | None = None, toast: str | None = None) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t("Scan in store", rid="toolbar_title", h=120)
        s.add("Pay in store", "T", rid="tab_pay", x=(42, 520), h=100, click=True, selected=True)
        s.add("Scan only", "T", rid="tab_scan_only", x=(540, 1038), h=100, nl=False, click=True)
        s.add(None, "I", desc="Starbucks Card", rid="card_image", h=400)
        s.t(bal, rid="card_balance", x=(42, 520), h=110)
        s.t("Starbucks Card ••• 7713", rid="card_name", x=(540, 1038), h=110, nl=False)
        s.add(None, "I", desc="Barcode", rid="barcode", h=300)
        s.b("Add funds", rid="add_funds_button", x=(42, 520), h=120)
        s.b("Manage", rid="manage_button", x=(540, 1038), h=120, nl=False)
        s.t("Scan the barcode and pay with your Starbucks Card. You'll earn 2★ per $1.", rid="scan_hint", h=120)
        if toast:
            s.t(toast, rid="snackbar_text", at=(42, 2060, 1038, 2170))
        nav(s, "Scan")
        if sheet:
            s.add(None, "F", rid="bottom_sheet", at=(0, 1050, 1080, 2400))
            s.t("Add funds", rid="sheet_title", at=(42, 1090, 800, 1180))
            for i, amt in enumerate(["$10", "$25", "$50", "$100", "Other"]):
                s.add(amt, "T", rid="amount_chip", at=(42 + i * 200, 1220, 222 + i * 200, 1340), click=True, selected=amt == sheet)
            s.t("Payment method", rid="row_label", at=(42, 1390, 500, 1470))
            s.t("Mastercard •••• 2290", rid="payment_method", at=(520, 1390, 1038, 1470), click=True)
            s.t("Auto reload", rid="row_label", at=(42, 1510, 800, 1590))
            s.add("", "S", rid="auto_reload_switch", checked=False, click=True, at=(880, 1510, 1038, 1590))
            s.b(f"Add {sheet}", rid="confirm_add_funds", at=(42, 2150, 1038, 2290))
        return s

    def menu(clock: str, batt: int, bag: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t("Menu", rid="toolbar_title", x=(42, 700), h=120)
        s.ib("Search", x=(930, 1038), h=120, nl=False)
        for i, t in enumerate(["Menu", "Featured", "Previous", "Favorites"]):
            s.add(t, "T", rid="menu_tab", x=(42 + i * 250, 270 + i * 250), h=100, nl=i == 0, click=True, selected=i == 0)
        s.t("Drinks", rid="section_header", h=100)
        for c in ["Hot Coffee", "Cold Coffee", "Starbucks Refreshers® Beverages", "Frappuccino® Blended Beverages",
                  "Iced Tea and Lemonade", "Hot Tea", "Milk, Juice & More"]:
            s.add(None, "I", desc=c, rid="category_image", x=(42, 190), h=150)
            s.t(c, rid="category_name", x=(210, 1038), h=150, nl=False, click=True)
        s.t("Food", rid="section_header", h=100)
        s.t("Hot Breakfast", rid="category_name", x=(210, 1038), h=150, click=True)
        s.t("For pickup: 4th & Market · 0.3 mi", rid="store_bar", desc="Change store", at=(42, 2050, 860, 2170), click=True)
        s.add(str(bag) if bag else None, "T", desc=f"Bag, {bag} item" + ("" if bag == 1 else "s"), rid="bag_button", at=(880, 2050, 1038, 2170), click=True)
        nav(s, "Order")
        return s

    def hot(clock: str, batt: int, bag: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=120)
        s.t("Hot Coffee", rid="toolbar_title", x=(140, 800), h=120, nl=False)
        for name, cal in [("Caffè Latte", "190 calories"), ("Cappuccino", "140 calories"), ("Caramel Macchiato", "250 calories"),
                          ("Flat White", "220 calories"), ("Caffè Americano", "15 calories"), ("Pumpkin Spice Latte", "390 calories"),
                          ("Chestnut Praline Latte", "330 calories"), ("Pike Place® Roast", "5 calories")]:
            s.add(None, "I", desc=name, rid="product_image", x=(42, 230), h=190)
            s.t(name, rid="product_name", x=(250, 1038), h=100, nl=False, click=True)
            s.t(cal, rid="product_calories", at=(250, s.top + 100, 1038, s.top + 160))
        s.t("For pickup: 4th & Market · 0.3 mi", rid="store_bar", desc="Change store", at=(42, 2050, 860, 2170), click=True)
        s.add(str(bag) if bag else None, "T", desc=f"Bag, {bag} item" + ("" if bag == 1 else "s"), rid="bag_button", at=(880, 2050, 1038, 2170), click=True)
        nav(s, "Order")
        return s

    def product(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=120)
        s.ib("Add to favorites", x=(930, 1038), h=120, nl=False)
        s.add(None, "I", desc="Caffè Latte", rid="product_hero", h=420)
        s.t("Caffè Latte", rid="product_name", h=100)
        s.t("190 calories", rid="product_calories", h=60)
        s.t("Size options", rid="section_header", h=90)
        for i, (sz, oz) in enumerate([("Short", "8 fl oz"), ("Tall", "12 fl oz"), ("Grande", "16 fl oz"), ("Venti", "20 fl oz")]):
            s.add(sz, "T", desc=f"{sz}, {oz}", rid="size_option", x=(42 + i * 250, 270 + i * 250), h=120, nl=i == 0, click=True, selected=sz == "Grande")
        s.t("What's included", rid="section_header", h=90)
        for k, v in [("Milk", "2% Milk"), ("Espresso & Shot Options", "Signature Espresso Roast · 2 shots")]:
            s.t(k, rid="option_label", h=60)
            s.t(v, rid="option_value", h=70, click=True)
        s.b("Customize", rid="customize_button", h=120)
        s.t("$5.45", rid="product_price", at=(42, 2050, 400, 2170))
        s.b("Add to order", rid="add_to_order_button", at=(420, 2050, 1038, 2170))
        return s

    def review(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Close", x=(0, 120), h=120)
        s.t("Review order (1)", rid="toolbar_title", x=(140, 900), h=120, nl=False)
        s.t("Pickup store", rid="row_label", h=60)
        s.t("4th & Market · 0.3 mi · 4-6 min", rid="pickup_store", h=90, click=True)
        s.add(None, "I", desc="Caffè Latte", rid="item_image", x=(42, 200), h=160)
        s.t("Caffè Latte", rid="item_name", x=(220, 800), h=80, nl=False)
        s.t("$5.45", rid="item_price", x=(820, 1038), h=80, nl=False)
        s.t("Grande · 190 calories", rid="item_details", at=(220, s.top + 80, 800, s.top + 140))
        s.t("Edit", rid="item_edit", x=(220, 400), h=90, click=True)
        s.t("Remove", rid="item_remove", x=(420, 640), h=90, nl=False, click=True)
        for k, v in [("Subtotal", "$5.45"), ("Tax", "$0.47"), ("Total", "$5.92")]:
            s.t(k, rid="summary_label", x=(42, 600), h=90)
            s.t(v, rid="summary_value", x=(620, 1038), h=90, nl=False)
        s.t("Pay with", rid="row_label", h=60)
        s.t("Starbucks Card ••• 7713 · $31.40", rid="payment_method", h=90, click=True)
        s.t("Earn 2★ per $1 when you pay with your Starbucks Card", rid="stars_earned", h=80)
        s.b("Order", rid="place_order_button", at=(42, 2150, 1038, 2290))
        return s

    tr = Traj(home("7:47", "Wed, Nov 12", "52°F  Cloudy", ["Phone", "Messages", "Chrome", "Gmail", "Starbucks", "Maps",
                   "Spotify", "Calendar", "Photos", "Settings", "Play Store", "Camera"], battery=72))
    tr.open("Starbucks", homescreen("7:48"))
    tr.click("Scan", scan("7:48", "$6.40", 71))
    tr.click("Add funds", scan("7:49", "$6.40", 71, sheet="$10"))
    tr.click("$25", scan("7:49", "$6.40", 71, sheet="$25"))
    tr.click("Add $25", scan("7:50", "$31.40", 70, toast="$25.00 has been added to your card"))
    tr.click("Order", menu("7:50", 70, 0))
    tr.click("Hot Coffee", hot("7:51", 70, 0))
    tr.click("Caffè Latte", product("7:51", 70))
    tr.click("Add to order", hot("7:52", 69, 1))
    tr.click("Bag, 1 item", review("7:52", 69))
    rs.add(task="android", tid="h43-android-15", system=system("s23"), turns=tr.turns,
           state="Task: reload my Starbucks Card with $25 and put a grande Caffè Latte in a pickup order at 4th & Market.\n\nCurrent screen:\n" + tr.state)


# Element: bad
def t16(rs: RowSet) -> None:
    pkg = "im.vector.app"
    room = "release-2025.11"
    topic = "Coordination for the November release"

    def chats(clock: str, new: bool, batt: int, fab: bool = False) -> Screen:
        s = Screen(pkg, clock, batt)
        s.add(None, "I", desc="Settings", rid="avatar", x=(42, 150), h=140, click=True)
        s.t("Chats", rid="toolbar_title", x=(170, 800), h=140, nl=False)
        s.ib("Search", rid="menu_home_search", x=(930, 1038), h=140, nl=False)
        for i, c in enumerate(["All", "Unreads", "Favourites", "People"]):
            s.add(c, "T", rid="filter_chip", x=(42 + i * 240, 262 + i * 240), h=100, nl=i == 0, click=True, selected=i == 0)
        s.add(None, "RV", rid="roomListView", at=(0, 376, 1080, 2337), scroll=True)
        rows = [("Mateo Ruiz", "Mateo: sounds good, ping me when the room is up", "2:55 PM", ""),
                ("Infra on-call", "PagerDuty: [Resolved] disk usage on db-02", "2:41 PM", "3"),
                ("Release planning", "Priya: code freeze is Monday 10:00 UTC", "1:17 PM", ""),
                ("Matrix HQ", "Travis: has anyone tried the new sliding sync?", "12:03 PM", "99+"),
                ("Family", "Mum: Image", "Yesterday", ""), ("Element Android", "Benoit: 1.6.28 is rolling out", "Tue", "")]
        if new:
            rows.insert(0, (room, "You invited Mateo Ruiz", "3:06 PM", ""))
        for name, prev, when, badge in rows:
            s.add(None, "I", desc=name, rid="roomAvatarImageView", x=(42, 180), h=180)
            s.t(name, rid="roomNameView", x=(200, 840), h=80, nl=False, click=True)
            s.t(when, rid="roomLastEventTimeView", x=(860, 1038), h=80, nl=False)
            y = s.top
            s.t(prev, rid="roomLastEventView", at=(200, y + 80, 900, y + 150))
            if badge:
                s.t(badge, rid="roomUnreadCounterBadgeView", at=(930, y + 90, 1030, y + 150))
        s.add(None, "IB", desc="Create", rid="newLayoutCreateChatButton", at=(870, 2140, 1038, 2300), click=True)
        if fab:
            for i, item in enumerate(["Start chat", "New room", "Explore rooms"]):
                s.add(item, "T", desc=item, at=(520, 1700 + i * 140, 1038, 1820 + i * 140), click=True)
        return s

    def create(clock: str, name: str | None, tp: str | None, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.t("Create room", rid="toolbar_title", x=(140, 900), h=140, nl=False)
        s.add(None, "I", desc="Set avatar", rid="itemEditableAvatarImage", h=260, click=True)
        s.e(name, "Room name", rid="formTextInputTextInputEditText", h=150, focused=name is not None and tp is None)
        s.e(tp, "Topic", rid="formTextInputTextInputEditText", h=150, focused=tp is not None)
        s.t("Room settings", rid="settings_section", h=90)
        s.t("Room access", rid="formRoomAccessTitle", h=70, click=True)
        s.t("Private (invite only)", rid="formRoomAccessSubtitle", h=60)
        s.t("Enable encryption", rid="formSwitchTitle", x=(42, 860), h=80)
        s.sw("", True, rid="formSwitchSwitch", x=(880, 1038), h=80, nl=False)
        s.t("Once enabled, encryption cannot be disabled.", rid="formSwitchSummary", h=70)
        s.t("Block anyone not part of matrix.org from ever joining this room", rid="formSwitchTitle", x=(42, 860), h=120)
        s.sw("", False, rid="formSwitchSwitch", x=(880, 1038), h=120, nl=False)
        s.b("Create", rid="formSubmitButton", h=140)
        return s

    def timeline(clock: str, invited: bool, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.add(None, "I", desc=room, rid="roomToolbarAvatarImageView", x=(130, 240), h=140, nl=False)
        s.t(room, rid="roomToolbarTitleView", x=(250, 800), h=80, nl=False, click=True)
        s.t(topic, rid="roomToolbarSubtitleView", at=(250, 216, 800, 276))
        s.ib("Voice call", rid="voice_call", x=(820, 920), h=140, nl=False)
        s.ib("Threads", rid="menu_timeline_thread_list", x=(930, 1038), h=140, nl=False)
        s.add(None, "RV", rid="timelineRecyclerView", at=(0, 276, 1080, 2100), scroll=True)
        s.add(None, "I", desc=room, rid="roomCreationSummaryAvatar", h=220)
        s.t(f"This is the beginning of {room}.", rid="roomCreationSummaryTitle", h=90)
        s.t(f"Topic: {topic}", rid="roomCreationSummaryTopic", h=70)
        s.t("Invite people", rid="roomCreationInviteButton", desc="Invite people", h=110, click=True)
        s.t("Encryption enabled", rid="itemVerificationDoneTitleTextView", h=80)
        s.t("Messages in this room are end-to-end encrypted. Learn more & verify users in their profile.", rid="itemVerificationDoneDetailTextView", h=110)
        s.t("You created and configured the room.", rid="mergedHeaderSummary", h=80, click=True)
        s.t("3:04 PM", rid="messageTimeView", h=50)
        if invited:
            s.t("You invited Mateo Ruiz", rid="noticeTextView", h=80)
            s.t("3:06 PM", rid="messageTimeView", h=50)
        s.ib("More options", rid="attachmentButton", at=(0, 2130, 110, 2280))
        s.add(None, "E", hint="Send an encrypted message…", rid="composerEditText", at=(120, 2120, 900, 2290), click=True, edit=True)
        s.add(None, "IB", desc="Record voice message", rid="voiceMessageMicButton", at=(920, 2140, 1038, 2280), click=True)
        return s

    def invite(clock: str, q: str | None, picked: bool, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.t(f"Invite to {room}", rid="toolbar_title", x=(140, 800), h=140, nl=False)
        s.t("Invite", rid="action_invite", desc="Invite", x=(820, 1038), h=140, nl=False, click=picked)
        if picked:
            s.add("Mateo Ruiz", "android.widget.CompoundButton", desc="Remove Mateo Ruiz", rid="chip", x=(42, 400), h=110, click=True)
        s.e(q, "Search by name, ID or mail", rid="userListSearch", h=130, focused=q is not None)
        if q:
            res = [("Mateo Ruiz", "@mateo:matrix.org"), ("Mateo García", "@mgarcia:mozilla.org")]
            s.t("Known contacts", rid="userListHeader", h=80)
        else:
            s.t("Invite by QR code", rid="itemActionTitle", h=120, click=True)
            s.t("Share link", rid="itemActionTitle", h=120, click=True)
            s.t("Known contacts", rid="userListHeader", h=80)
            res = [("Mateo Ruiz", "@mateo:matrix.org"), ("Priya Nair", "@priya:matrix.org"), ("Ops Bot", "@ops-bot:lindenhaus.org"),
                   ("Travis R", "@travis:t2l.io"), ("Benoit M", "@benoit:matrix.org")]
        for name, mxid in res:
            s.add(None, "I", desc=name, rid="knownUserAvatar", x=(42, 170), h=150)
            s.t(name, rid="knownUserName", x=(190, 1038), h=80, nl=False, click=True, selected=picked and name == "Mateo Ruiz")
            s.t(mxid, rid="knownUserID", at=(190, s.top + 80, 1038, s.top + 140))
        return s

    def details(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.ib("More options", x=(930, 1038), h=140, nl=False)
        s.add(None, "I", desc=room, rid="matrixProfileHeaderAvatar", h=300)
        s.t(room, rid="matrixProfileHeaderTitle", h=100)
        s.t(topic, rid="matrixProfileHeaderTopic", h=70)
        s.t("1 member · 1 invited", rid="matrixProfileHeaderSubtitle", h=70)
        for i, b in enumerate(["Favourite", "Notifications", "Invite", "Share"]):
            s.ib(b, rid="roomProfileAction", x=(42 + i * 250, 270 + i * 250), h=150, nl=i == 0, kind="T")
        s.t("Security", rid="settings_section", h=90)
        s.t("Messages in this room are not end-to-end encrypted.", rid="itemProfileTextTitle", h=110)
        for item in ["People", "Uploads", "Poll history", "Room settings", "Notifications", "Report room", "Leave room"]:
            s.t(item, rid="actionTitle", h=120, click=True)
        return s

    def notif(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.t("Notifications", rid="toolbar_title", x=(140, 900), h=140, nl=False)
        s.t(f"Notify me for {room}", rid="section_title", h=100)
        for opt, on in [("All messages", True), ("Mentions & keywords", False), ("None", False)]:
            s.add(opt, "R", rid="radioButton", checked=on, click=True, h=120)
        s.t("You can manage keywords in Settings › Notifications.", rid="footer", h=110)
        return s

    tr = Traj(home("3:01", "Thu, Nov 13", "55°F  Cloudy", ["Phone", "Messages", "Firefox", "Element", "Gmail", "Slack",
                   "Maps", "Calendar", "Photos", "Settings", "Play Store", "Camera"], battery=52))
    tr.open("Element", chats("3:02", False, 52))
    tr.click("Create", chats("3:02", False, 52, fab=True))
    tr.click("New room", create("3:03", None, None, 52))
    tr.type(room, "Room name", create("3:03", room, None, 51))
    tr.type(topic, "Topic", create("3:04", room, topic, 51))
    tr.click("Create", timeline("3:04", False, 51), nth=-1)
    tr.click("Invite people", invite("3:05", None, False, 51))
    tr.type("mateo", "Search by name, ID or mail", invite("3:05", "mateo", False, 51))
    tr.click("Mateo Ruiz", invite("3:06", "mateo", True, 50))
    tr.click("Invite", timeline("3:06", True, 50))
    tr.click(room, details("3:07", 50), nth=1)
    tr.click("Notifications", notif("3:07", 50), nth=-1)
    rs.add(task="android", tid="h43-android-16", system=system("p7"), turns=tr.turns, bad=True, turn=11,
           kind="new room created with encryption on is described as not end-to-end encrypted in room details",
           state="Task: in Element, create a private encrypted room release-2025.11 with a topic, invite Mateo Ruiz, then open the room's notification settings.\n\nCurrent screen:\n" + tr.state)


# Gboard settings: clean
def t17(rs: RowSet) -> None:
    pkg = "com.google.android.inputmethod.latin"
    alllangs = ["Afrikaans", "Albanian", "Amharic", "Arabic", "Armenian", "Assamese", "Azerbaijani", "Basque", "Belarusian", "Bengali (Bangladesh)", "Bengali (India)"]
    spanish = ["Spanish (Argentina)", "Spanish (Bolivia)", "Spanish (Chile)", "Spanish (Colombia)", "Spanish (Latin America)",
               "Spanish (Mexico)", "Spanish (Spain)", "Spanish (US)", "Spanish (Venezuela)"]

    def bar(s: Screen, title: str, up: bool = True) -> None:
        if up:
            s.ib("Navigate up", x=(0, 120), h=150)
        s.t(title, rid="action_bar_title", x=(140, 900), h=150, nl=not up)

    def main(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        bar(s, "Settings")
        s.add(None, "RV", rid="recycler_view", at=(0, 286, 1080, 2337), scroll=True)
        for item in ["Languages", "Preferences", "Theme", "Text correction", "Glide typing", "Voice typing", "Clipboard",
                     "Dictionary", "Emojis, Stickers & GIFs", "Translate", "Share Gboard", "Privacy", "Advanced", "Rate us", "About"]:
            s.t(item, rid="android:id/title", x=(170, 1038), h=130, click=True)
        return s

    def languages(clock: str, langs: list[tuple[str, str]], batt: int, toast: str | None = None) -> Screen:
        s = Screen(pkg, clock, batt)
        bar(s, "Languages")
        s.ib("Edit", rid="edit_languages", x=(930, 1038), h=150, nl=False)
        for name, layout in langs:
            s.t(name, rid="android:id/title", h=80, click=True)
            s.t(layout, rid="android:id/summary", h=60)
            s.gap(30)
        s.b("ADD KEYBOARD", rid="add_keyboard_button", h=130)
        s.t("Multilingual typing", rid="android:id/title", x=(42, 860), h=80)
        s.sw("", len(langs) > 1, rid="android:id/switch_widget", x=(880, 1038), h=80, nl=False)
        s.t("Type in up to 3 languages on the same keyboard layout without switching" if len(langs) > 1 else "Add another language to type in both without switching",
            rid="android:id/summary", h=110)
        if toast:
            s.t(toast, rid="snackbar_text", at=(42, 2160, 1038, 2280))
        return s

    def add(clock: str, q: str | None, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        bar(s, "Add keyboard")
        s.e(q, "Search languages", rid="search_src_text", h=130, focused=q is not None)
        if q:
            for name in spanish:
                s.t(name, rid="android:id/title", h=120, click=True)
        else:
            s.t("Suggested", rid="category_title", h=90)
            for name in ["Spanish (US)", "Chinese (Simplified, China)", "Vietnamese", "Tagalog"]:
                s.t(name, rid="android:id/title", h=120, click=True)
            s.t("All languages", rid="category_title", h=90)
            for name in alllangs[:8]:
                s.t(name, rid="android:id/title", h=120, click=True)
        return s

    def layouts(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        bar(s, "Spanish (US)")
        s.t("Select layouts", rid="category_title", h=90)
        lays = [("QWERTY", True), ("Spanish", False), ("AZERTY", False), ("QWERTZ", False), ("Colemak", False),
                ("Dvorak", False), ("PC", False), ("Handwriting", False)]
        for i, (name, on) in enumerate(lays):
            s.add(None, "I", desc=f"{name} layout preview", rid="layout_preview", x=(42 + (i % 2) * 500, 520 + (i % 2) * 500), h=300, nl=i % 2 == 0, selected=on)
            s.add(name, "C", rid="layout_title", checked=on, click=True, at=(42 + (i % 2) * 500, s.top + 300, 520 + (i % 2) * 500, s.top + 380))
            if i % 2 == 1:
                s.gap(90)
        s.t("Use multilingual typing", rid="android:id/title", x=(42, 860), h=100)
        s.sw("", True, rid="android:id/switch_widget", x=(880, 1038), h=100, nl=False)
        s.b("Done", rid="done_button", at=(700, 2170, 1038, 2300))
        return s

    tr = Traj(home("11:19", "Sat, Nov 15", "61°F  Sunny", ["Phone", "Messages", "Chrome", "Gmail", "Gboard", "Maps",
                   "WhatsApp", "Translate", "Photos", "Settings", "Play Store", "Camera"], battery=89))
    tr.open("Gboard", main("11:20", 89))
    tr.click("Languages", languages("11:20", [("English (US)", "QWERTY")], 89))
    tr.click("ADD KEYBOARD", add("11:21", None, 89))
    tr.type("Spanish", "Search languages", add("11:21", "Spanish", 88))
    tr.click("Spanish (US)", layouts("11:22", 88))
    tr.click("Done", languages("11:22", [("English (US)", "QWERTY"), ("Spanish (US)", "QWERTY")], 88, toast="Spanish (US) added"))
    tr.back(main("11:23", 88))
    rs.add(task="android", tid="h43-android-17", system=system("p7"), turns=tr.turns,
           state="Task: add a Spanish (US) keyboard with the QWERTY layout in Gboard.\n\nCurrent screen:\n" + tr.state)


# Conversations: bad
def t18(rs: RowSet) -> None:
    pkg = "eu.siacs.conversations"
    fp1 = "05 3a91c2e4 7b0d58f1 c26e94a0 1f8b3d77 e5c0a2b9 48d61f3c 9ae07b52 d13f6c80"
    fp1_drift = "05 3a91c2e4 7b0d5f81 c26e94a0 1f8b3d77 e5c0a2b9 48d61f3c 9ae07b52 d13f6c80"
    fp2 = "05 b7e21d09 6c4fa3e8 02d95b71 aa38e6c4 5f1b07d2 c8e4a951 36f0bd27 e9a4c15d"
    msg = "Trusted the key of your new phone, Friday 18:30 still on?"

    def convs(clock: str) -> Screen:
        s = Screen(pkg, clock, 44)
        s.t("Conversations", rid="toolbar_title", x=(42, 800), h=150)
        s.ib("Search", x=(820, 920), h=150, nl=False)
        s.ib("More options", x=(930, 1038), h=150, nl=False)
        s.add(None, "android.widget.ListView", rid="list", at=(0, 286, 1080, 2337), scroll=True)
        for name, prev, when, badge in [("Maria Hoffmann", "Thanks, see you Friday", "20:12", ""),
                                        ("Lindenhaus Team", "Jens: build is green again", "19:47", "4"),
                                        ("Jonas Keller", "me: sent you the invoice", "Sat", ""),
                                        ("Oma", "Image", "Fri", ""), ("xsf@muc.xmpp.org", "Daniel: XEP-0490 is now stable", "Nov 12", "")]:
            s.add(None, "I", desc=name, rid="conversation_image", x=(42, 190), h=190)
            s.t(name, rid="conversation_name", x=(210, 840), h=80, nl=False, click=True)
            s.t(when, rid="conversation_lastupdate", x=(860, 1038), h=80, nl=False)
            y = s.top
            s.t(prev, rid="conversation_lastmsg", at=(210, y + 80, 900, y + 150))
            if badge:
                s.t(badge, rid="unread_count", at=(950, y + 90, 1020, y + 150))
        s.add(None, "IB", desc="Start conversation", rid="fab", at=(870, 2140, 1038, 2300), click=True)
        return s

    def chat(clock: str, draft: str | None, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=150)
        s.t("Maria Hoffmann", rid="title", x=(140, 700), h=90, nl=False, click=True)
        s.t("online", rid="subtitle", at=(140, 226, 700, 286))
        s.ib("Attach file", rid="action_attach_file", x=(720, 820), h=150, nl=False)
        s.ib("Call", rid="action_call", x=(830, 930), h=150, nl=False)
        s.ib("More options", x=(940, 1038), h=150, nl=False)
        s.add(None, "android.widget.ListView", rid="messages_view", at=(0, 286, 1080, 2110), scroll=True)
        s.t("Today", rid="message_box", h=80)
        for who, text, when in [("Maria", "Are you still up for climbing on Friday?", "19:58"), ("me", "Yes! 18:30 at Boulderklub?", "20:05"),
                                ("Maria", "Thanks, see you Friday", "20:12")]:
            x = (42, 860) if who == "Maria" else (220, 1038)
            s.t(text, rid="message_body", x=x, h=90)
            s.t(when, rid="message_time", x=x, h=50)
            s.add(None, "I", desc="OMEMO", rid="security_indicator", x=(x[1] - 60, x[1]), h=50, nl=False)
        s.add(draft, "E", hint="Send OMEMO encrypted message", rid="textinput", at=(42, 2130, 900, 2290), click=True, edit=True,
              focused=draft is not None)
        s.add(None, "IB", desc="Send", rid="textSendButton", at=(920, 2140, 1038, 2280), click=True)
        return s

    def details(clock: str, first: str, trust2: bool, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=150)
        s.t("Contact details", rid="title", x=(140, 800), h=150, nl=False)
        s.ib("Edit contact", rid="action_edit_contact", x=(820, 920), h=150, nl=False)
        s.ib("More options", x=(930, 1038), h=150, nl=False)
        s.add(None, "I", desc="Maria Hoffmann", rid="details_contact_badge", x=(42, 300), h=260)
        s.t("maria@jabber.fr", rid="details_contactjid", x=(320, 1038), h=90, nl=False)
        s.t("online", rid="details_contactstatus", at=(320, s.top + 90, 1038, s.top + 150))
        s.t("Conversations 2.17.2 · Android", rid="details_client", at=(320, s.top + 150, 1038, s.top + 210))
        s.add("Send presence updates", "C", rid="details_send_presence", checked=True, click=True, h=110)
        s.add("Receive presence updates", "C", rid="details_receive_presence", checked=True, click=True, h=110)
        s.t("Tags", rid="tags_label", h=80)
        s.t("climbing · friends", rid="tags", h=80)
        s.t("OMEMO fingerprints", rid="details_keys_title", h=100)
        for fp, label, on in [(first, "Conversations on Pixel 6a · trusted", True),
                              (fp2, "Conversations on Pixel 9 · " + ("trusted" if trust2 else "untrusted"), trust2)]:
            s.t(fp, rid="key", x=(42, 860), h=130)
            s.sw("", on, rid="tgl_trust", x=(880, 1038), h=130, nl=False)
            s.t(label, rid="key_type", h=60)
        s.b("Scan 2D barcode", rid="scan_button", x=(42, 520), h=120)
        s.b("Show inactive devices", rid="show_inactive_devices", x=(540, 1038), h=120, nl=False)
        return s

    tr = Traj(home("20:39", "Mon, 17 Nov", "4°C  Clear", ["Phone", "Messages", "Firefox", "Conversations", "K-9 Mail", "OsmAnd~",
                   "Signal", "Files", "Camera", "Gallery", "F-Droid", "Settings"], battery=44))
    tr.open("Conversations", convs("20:40"))
    tr.click("Maria Hoffmann", chat("20:40", None, 44))
    tr.click("Maria Hoffmann", details("20:41", fp1, False, 44))
    tr._go(droid("click", index=[i for i, e in enumerate(tr.cur.els) if e["resource_name"] == f"{pkg}:id/tgl_trust"][1]),
           details("20:41", fp1_drift, True, 43))
    tr.back(chat("20:42", None, 43))
    tr.type(msg, "Send OMEMO encrypted message", chat("20:42", msg, 43))
    rs.add(task="android", tid="h43-android-18", system=system("p7"), turns=tr.turns, bad=True, turn=4,
           kind="OMEMO fingerprint of Maria's already-trusted device changes one group (7b0d58f1 to 7b0d5f81) after toggling the other key",
           state="Task: in Conversations, trust the OMEMO key of Maria's new phone and then write her a short message.\n\nCurrent screen:\n" + tr.state)


# Medisafe: clean
def t19(rs: RowSet) -> None:
    pkg = "com.medisafe.android.client"

    def nav(s: Screen, tab: str) -> None:
        for i, name in enumerate(["Home", "Updates", "Medications", "Progress", "More"]):
            s.add(name, "T", desc=name, at=(i * 216, 2190, (i + 1) * 216, 2337), click=True, selected=name == tab)

    def timeline(clock: str, lis: str | None, met: str | None, batt: int, dialog: str | None = None) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Previous day", x=(42, 150), h=140)
        s.t("Today, Nov 18", rid="date_title", x=(200, 880), h=140, nl=False, click=True)
        s.ib("Next day", x=(930, 1038), h=140, nl=False)
        s.add(None, "RV", rid="timeline_list", at=(0, 276, 1080, 2190), scroll=True)
        s.t("8:00 AM", rid="group_time", h=90)
        for name, sub, taken in [("Lisinopril 10 mg", "Take 1 pill(s)", lis), ("Metformin 500 mg", "Take 1 pill(s) · With food", met)]:
            s.add(None, "I", desc="Taken" if taken else "Pill", rid="pill_icon", x=(42, 170), h=170)
            s.t(name, rid="med_name", x=(190, 1038), h=70, nl=False, click=True)
            s.t(f"Taken at {taken}" if taken else sub, rid="med_instructions", at=(190, s.top + 70, 1038, s.top + 130))
        s.t("9:00 PM", rid="group_time", h=90)
        for name, sub in [("Atorvastatin 20 mg", "Take 1 pill(s)"), ("Metformin 500 mg", "Take 1 pill(s) · With food")]:
            s.add(None, "I", desc="Pill", rid="pill_icon", x=(42, 170), h=170)
            s.t(name, rid="med_name", x=(190, 1038), h=70, nl=False, click=True)
            s.t(sub, rid="med_instructions", at=(190, s.top + 70, 1038, s.top + 130))
        s.t("Refill reminder: Atorvastatin 20 mg is running low (12 pills left)", rid="refill_card", h=130, click=True)
        s.add(None, "IB", desc="Add a med", rid="fab_add", at=(870, 2010, 1038, 2170), click=True)
        nav(s, "Home")
        if dialog:
            name, sub, left = {"lis": ("Lisinopril 10 mg", "Take 1 pill(s)", "23 pills left"),
                               "met": ("Metformin 500 mg", "Take 1 pill(s) · With food", "41 pills left")}[dialog]
            s.add(None, "F", rid="dose_dialog", at=(60, 700, 1020, 1700))
            s._put(None, "Info", "IB", BBox(820, 730, 900, 810), rid=f"{pkg}:id/dialog_info", click=True)
            s._put(None, "Edit", "IB", BBox(910, 730, 990, 810), rid=f"{pkg}:id/dialog_edit", click=True)
            s._put(name, None, "T", BBox(100, 840, 980, 940), rid=f"{pkg}:id/dialog_med_name")
            s._put("Scheduled for 8:00 AM, today", None, "T", BBox(100, 960, 980, 1030), rid=f"{pkg}:id/dialog_scheduled")
            s._put(sub, None, "T", BBox(100, 1040, 980, 1110), rid=f"{pkg}:id/dialog_instructions")
            s._put(left, None, "T", BBox(100, 1120, 980, 1190), rid=f"{pkg}:id/dialog_inventory")
            for i, b in enumerate(["Skip", "Take", "Reschedule"]):
                s._put(b, b, "B", BBox(100 + i * 300, 1400, 360 + i * 300, 1560), rid=f"{pkg}:id/dialog_{b.lower()}", click=True)
        return s

    def meds(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t("Medications", rid="toolbar_title", x=(42, 800), h=140)
        s.add("Active", "T", rid="tab_active", x=(42, 520), h=110, click=True, selected=True)
        s.add("Inactive", "T", rid="tab_inactive", x=(540, 1038), h=110, nl=False, click=True)
        for name, sched, left in [("Atorvastatin 20 mg", "1 pill at 9:00 PM · Every day", "12 pills left · Refill soon"),
                                  ("Lisinopril 10 mg", "1 pill at 8:00 AM · Every day", "22 pills left"),
                                  ("Metformin 500 mg", "1 pill at 8:00 AM and 9:00 PM · Every day", "40 pills left")]:
            s.add(None, "I", desc=name, rid="med_icon", x=(42, 170), h=200)
            s.t(name, rid="med_name", x=(190, 1038), h=70, nl=False, click=True)
            s.t(sched, rid="med_schedule", at=(190, s.top + 70, 1038, s.top + 130))
            s.t(left, rid="med_inventory", at=(190, s.top + 130, 1038, s.top + 190))
        s.add(None, "IB", desc="Add a med", rid="fab_add", at=(870, 2010, 1038, 2170), click=True)
        nav(s, "Medications")
        return s

    def progress(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.t("Progress", rid="toolbar_title", x=(42, 800), h=140)
        s.ib("Share report", x=(930, 1038), h=140, nl=False)
        for i, t in enumerate(["Week", "Month", "Year"]):
            s.add(t, "T", rid="range_tab", x=(42 + i * 330, 350 + i * 330), h=100, nl=i == 0, click=True, selected=i == 0)
        s.t("Nov 16 – Nov 22", rid="range_label", h=90)
        s.add(None, "V", desc="Adherence ring, 90 percent", rid="adherence_ring", h=380)
        s.t("90% taken", rid="adherence_value", h=90)
        s.t("9 of 10 scheduled doses so far", rid="adherence_detail", h=70)
        for day, v in [("Sun, Nov 16", "4 of 4 taken"), ("Mon, Nov 17", "3 of 4 taken · 1 skipped"), ("Tue, Nov 18", "2 of 2 taken · 2 upcoming")]:
            s.t(day, rid="day_label", x=(42, 500), h=100)
            s.t(v, rid="day_value", x=(520, 1038), h=100, nl=False)
        s.t("Lisinopril 10 mg · 100%", rid="med_adherence", h=80)
        s.t("Metformin 500 mg · 80%", rid="med_adherence", h=80)
        s.t("Atorvastatin 20 mg · 100%", rid="med_adherence", h=80)
        nav(s, "Progress")
        return s

    def addmed(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Close", x=(0, 120), h=140)
        s.t("Add med", rid="toolbar_title", x=(140, 800), h=140, nl=False)
        s.t("What med would you like to add?", rid="question_title", h=150)
        s.e(None, "Enter med name", rid="med_name_input", h=140, focused=True)
        s.t("Recent searches", rid="section_header", h=90)
        for n in ["Vitamin D3", "Ibuprofen", "Omeprazole"]:
            s.t(n, rid="suggestion", h=110, click=True)
        s.t("Scan the barcode on your med box", rid="scan_option", h=130, click=True)
        s.b("Next", rid="next_button", at=(42, 2150, 1038, 2290))
        s.els[-1]["is_clickable"] = False
        return s

    tr = Traj(home("8:45", "Tue, Nov 18", "47°F  Mostly cloudy", ["Phone", "Messages", "Chrome", "Gmail", "Medisafe", "Maps",
                   "Calendar", "Weather", "Photos", "Settings", "Play Store", "Camera"], battery=95))
    tr.open("Medisafe", timeline("8:46", None, None, 95))
    tr.click("Lisinopril 10 mg", timeline("8:46", None, None, 95, dialog="lis"))
    tr.click("Take", timeline("8:47", "8:47 AM", None, 95))
    tr.click("Metformin 500 mg", timeline("8:47", "8:47 AM", None, 95, dialog="met"))
    tr.click("Take", timeline("8:48", "8:47 AM", "8:48 AM", 94))
    tr.click("Medications", meds("8:48", 94))
    tr.click("Progress", progress("8:49", 94))
    tr.click("Home", timeline("8:49", "8:47 AM", "8:48 AM", 94))
    tr.click("Add a med", addmed("8:50", 94))
    rs.add(task="android", tid="h43-android-19", system=system("s23"), turns=tr.turns,
           state="Task: log this morning's Lisinopril and Metformin doses as taken in Medisafe, check my week, then start adding a new med.\n\nCurrent screen:\n" + tr.state)


# Coinbase: bad
def t20(rs: RowSet) -> None:
    pkg = "com.coinbase.android"
    addr = "0x7B3e9a51D02c4F8e6b1A9d3C0E2f58A41b6cC41d"
    addr_drift = "0x7B3e9a51D02c4F8e6b1A9d3C0E2f58A14b6cC41d"
    bal = 0.4187

    def receive(clock: str, a: str, batt: int, toast: str | None = None, cut: bool = False) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Back", x=(0, 120), h=140)
        s.t("Receive ETH", rid="toolbar_title", x=(140, 900), h=140, nl=False)
        s.t("Network", rid="network_label", x=(42, 500), h=100)
        s.t("Ethereum", rid="network_value", desc="Change network", x=(520, 1038), h=100, nl=False, click=True)
        s.add(None, "I", desc="QR code of your ETH address", rid="qr_code", x=(240, 840), h=600)
        if cut:
            return s
        s.t("Your ETH address", rid="address_label", h=80)
        s.t(a, rid="address_value", h=130)
        s.b("Copy address", rid="copy_address_button", h=140)
        s.b("Share address", rid="share_address_button", h=140)
        s.t("Only send Ethereum (ETH) and ERC-20 tokens on the Ethereum network to this address. Other assets will be lost.", rid="warning_text", h=170)
        if toast:
            s.t(toast, rid="snackbar_text", at=(42, 2160, 1038, 2280))
        return s

    def share(clock: str, batt: int) -> Screen:
        s = receive(clock, addr, batt, cut=True)
        ir = "com.android.intentresolver"
        s._put(None, None, "F", BBox(0, 1150, 1080, 2400), pkg=ir, rid=f"{ir}:id/chooser_root")
        s._put(addr, None, "T", BBox(60, 1210, 1020, 1340), pkg=ir, rid=f"{ir}:id/content_preview_text")
        s._put(None, "Copy", "IB", BBox(900, 1360, 1020, 1460), pkg=ir, rid=f"{ir}:id/copy", click=True)
        y = 1520
        for i, app in enumerate(["Signal", "Gmail", "Messages", "Quick Share", "Drive", "Keep Notes", "Slack", "WhatsApp"]):
            x0 = 40 + (i % 4) * 250
            if i == 4:
                y += 300
            s._put(app, app, "T", BBox(x0, y, x0 + 240, y + 260), pkg=ir, rid=f"{ir}:id/text1", click=True)
        return s

    def asset(clock: str, price: float, chg: str, batt: int, toast: str | None = None) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Back", x=(0, 120), h=140)
        s.t("Ethereum", rid="toolbar_title", x=(140, 700), h=140, nl=False)
        s.ib("Price alerts", rid="price_alert_button", x=(720, 820), h=140, nl=False)
        s.ib("Add to watchlist", rid="watchlist_button", x=(830, 930), h=140, nl=False)
        s.ib("Share", x=(940, 1038), h=140, nl=False)
        s.t("ETH price", rid="price_label", h=60)
        s.t(f"${price:,.2f}", rid="price_value", h=120)
        s.t(chg, rid="price_change", h=60)
        s.add(None, "V", desc="Price chart, 1 day", rid="chart", h=460)
        for i, r in enumerate(["1H", "1D", "1W", "1M", "1Y", "All"]):
            s.add(r, "T", rid="range_chip", x=(42 + i * 166, 190 + i * 166), h=90, nl=i == 0, click=True, selected=r == "1D")
        s.t("Your balance", rid="section_header", h=90)
        s.t(f"${bal * price:,.2f}", rid="balance_fiat", x=(42, 600), h=90)
        s.t(f"{bal:.4f} ETH", rid="balance_crypto", x=(620, 1038), h=90, nl=False)
        for i, b in enumerate(["Buy", "Sell", "Send", "Receive"]):
            s.b(b, rid="asset_action", x=(42 + i * 250, 270 + i * 250), h=140, nl=i == 0)
        s.t("About Ethereum", rid="section_header", h=90)
        for k, v in [("Market cap", "$377.6B"), ("Volume (24h)", "$21.4B"), ("Circulating supply", "120.7M ETH"), ("Popularity", "#2")]:
            s.t(k, rid="stat_label", x=(42, 560), h=80)
            s.t(v, rid="stat_value", x=(580, 1038), h=80, nl=False)
        if toast:
            s.t(toast, rid="snackbar_text", at=(42, 2160, 1038, 2280))
        return s

    def alert(clock: str, price: float, val: str | None, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Close", x=(0, 120), h=140)
        s.t("New price alert", rid="toolbar_title", x=(140, 900), h=140, nl=False)
        s.t(f"Current ETH price: ${price:,.2f}", rid="current_price", h=90)
        s.t("Notify me when ETH", rid="condition_label", h=80)
        s.add("Goes above", "T", rid="condition_above", x=(42, 520), h=110, click=True, selected=True)
        s.add("Goes below", "T", rid="condition_below", x=(540, 1038), h=110, nl=False, click=True)
        s.e(val, "$0.00", rid="alert_price_input", h=170, focused=val is not None)
        s.t("Repeat", rid="repeat_label", x=(42, 860), h=100)
        s.sw("", False, rid="repeat_switch", x=(880, 1038), h=100, nl=False)
        s.b("Create alert", rid="create_alert_button", at=(42, 2150, 1038, 2290))
        s.els[-1]["is_clickable"] = val is not None
        return s

    tr = Traj(receive("1:13", addr, 63))
    tr.click("Copy address", receive("1:14", addr, 63, toast="Address copied"))
    tr.click("Share address", share("1:14", 63))
    tr.back(receive("1:15", addr_drift, 63))
    tr.back(asset("1:15", 3128.33, "−$41.12 (1.30%) today", 62))
    tr.click("Price alerts", alert("1:16", 3127.90, None, 62))
    tr.type("3,300", "$0.00", alert("1:16", 3126.74, "$3,300", 62))
    tr.click("Create alert", asset("1:17", 3126.52, "−$42.93 (1.35%) today", 62, toast="Alert set: ETH goes above $3,300.00"))
    rs.add(task="android", tid="h43-android-20", system=system("p8"), turns=tr.turns, bad=True, turn=3,
           kind="ETH receive address re-rendered with two characters swapped after closing the share sheet",
           state="Task: copy my Coinbase ETH receive address, share it, then set a price alert for ETH above $3,300.\n\nCurrent screen:\n" + tr.state)


# Molly: clean
def t21(rs: RowSet) -> None:
    pkg = "im.molly.app"
    opts = ["Off", "4 weeks", "1 week", "1 day", "8 hours", "1 hour", "5 minutes", "30 seconds", "Custom time"]

    def chats(clock: str, tomas: tuple[str, str, str], crew: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.add(None, "I", desc="Settings", rid="toolbar_icon", x=(42, 150), h=140, click=True)
        s.t("Molly", rid="toolbar_title", x=(170, 700), h=140, nl=False)
        s.ib("Search", rid="search_action", x=(820, 920), h=140, nl=False)
        s.ib("More options", x=(930, 1038), h=140, nl=False)
        s.add(None, "RV", rid="list", at=(0, 276, 1080, 2190), scroll=True)
        for name, prev, when, badge in [("Tomás Herrera", tomas[0], tomas[1], tomas[2]), ("Climbing crew", "Inés: Photo", crew, ""),
                                        ("Mom", "Call me when you can ❤️", "2:14 PM", ""), ("Note to Self", "passport renewal form", "Tue", ""),
                                        ("Dario", "You: 👍", "Nov 16", "")]:
            s.add(None, "I", desc=name, rid="conversation_list_item_avatar", x=(42, 190), h=190)
            s.t(name, rid="conversation_list_item_name", x=(210, 840), h=80, nl=False, click=True)
            s.t(when, rid="conversation_list_item_date", x=(860, 1038), h=80, nl=False)
            y = s.top
            s.t(prev, rid="conversation_list_item_summary", at=(210, y + 80, 900, y + 150))
            if badge:
                s.t(badge, rid="conversation_list_item_unread_indicator", at=(950, y + 90, 1020, y + 150))
        s.add(None, "IB", desc="New chat", rid="fab", at=(870, 2010, 1038, 2170), click=True)
        for i, tab in enumerate(["Chats", "Calls", "Stories"]):
            s.add(tab, "F", desc=tab, at=(i * 360, 2190, (i + 1) * 360, 2337), click=True, selected=i == 0)
        return s

    def convo(clock: str, timer: bool, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.add(None, "I", desc="Tomás Herrera", rid="conversation_title_avatar", x=(130, 240), h=140, nl=False)
        s.t("Tomás Herrera", rid="conversation_title", x=(250, 700), h=140, nl=False, click=True)
        if timer:
            s.add(None, "I", desc="Disappearing messages: 1 week", rid="expiration_badge", x=(700, 760), h=140, nl=False)
        s.ib("Video call", rid="menu_video_secure", x=(780, 870), h=140, nl=False)
        s.ib("Call", rid="menu_call_secure", x=(880, 960), h=140, nl=False)
        s.ib("More options", x=(970, 1038), h=140, nl=False)
        s.add(None, "RV", rid="conversation_item_recycler", at=(0, 276, 1080, 2110), scroll=True)
        s.t("Yesterday", rid="conversation_update_date", h=80)
        for who, text, when in [("Tomás", "Sending you the address for tomorrow", "9:02 PM"), ("Tomás", "Calle de Toledo 86, 3ºB — buzz twice", "9:02 PM"),
                                ("me", "Perfect, thanks!", "9:10 PM")]:
            x = (42, 860) if who == "Tomás" else (220, 1038)
            s.t(text, rid="conversation_item_body", x=x, h=90)
            s.t(when, rid="footer_date", x=x, h=50)
        s.t("Today", rid="conversation_update_date", h=80)
        s.t("Are you coming tonight?", rid="conversation_item_body", x=(42, 860), h=90)
        s.t("6:28 PM", rid="footer_date", x=(42, 860), h=50)
        if timer:
            s.t("You set the disappearing message timer to 1 week.", rid="conversation_update_body", h=90)
            s.t("6:33 PM", rid="footer_date", x=(420, 660), h=50)
        s.ib("Emoji", rid="emoji_toggle", at=(20, 2140, 120, 2260))
        s.add(None, "E", hint="Message", rid="embedded_text_editor", at=(130, 2130, 800, 2280), click=True, edit=True)
        s.ib("Camera", rid="quick_camera_toggle", at=(810, 2140, 900, 2260))
        s.ib("Voice message", rid="quick_audio_toggle", at=(920, 2140, 1038, 2260))
        return s

    def settings(clock: str, dm: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.add(None, "I", desc="Tomás Herrera", rid="avatar", x=(390, 690), h=300)
        s.t("Tomás Herrera", rid="name", h=100)
        s.t("+34 612 48 90 77", rid="about", h=70)
        for i, b in enumerate(["Message", "Video", "Audio", "Mute", "Search"]):
            s.ib(b, rid="button_strip_item", x=(42 + i * 200, 222 + i * 200), h=160, nl=i == 0, kind="T")
        for k, v in [("Disappearing messages", dm), ("Chat color & wallpaper", ""), ("Sounds & notifications", ""),
                     ("Contact details", ""), ("View safety number", ""), ("Groups in common", "Climbing crew")]:
            s.t(k, rid="title", x=(42, 760), h=120, click=True)
            if v:
                s.t(v, rid="summary", x=(780, 1038), h=120, nl=False)
        s.t("Block", rid="title", h=120, click=True)
        return s

    def timer(clock: str, sel: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt)
        s.ib("Navigate up", x=(0, 120), h=140)
        s.t("Disappearing messages", rid="toolbar_title", x=(140, 900), h=140, nl=False)
        s.t("When enabled, new messages sent and received in this chat will disappear after they have been seen.", rid="expire_timer_settings_description", h=160)
        for o in opts:
            s.add(o, "R", rid="timer_option", checked=o == sel, click=True, h=130)
        s.b("Save", rid="timer_fragment_save", at=(700, 2170, 1038, 2300))
        return s

    tr = Traj(home("6:30", "Thu, Nov 20", "49°F  Clear", ["Phone", "Messages", "Firefox", "Molly", "Gmail", "Maps",
                   "Spotify", "Calendar", "Photos", "Settings", "F-Droid", "Camera"], battery=38))
    tr.open("Molly", chats("6:31", ("Are you coming tonight?", "3m", "1"), "42m", 38))
    tr.click("Tomás Herrera", convo("6:31", False, 38))
    tr.click("Tomás Herrera", settings("6:32", "Off", 38), nth=1)
    tr.click("Disappearing messages", timer("6:32", "Off", 37))
    tr.click("1 week", timer("6:32", "1 week", 37))
    tr.click("Save", settings("6:33", "1 week", 37))
    tr.back(convo("6:33", True, 37))
    tr.back(chats("6:34", ("You set the disappearing message timer to 1 week.", "1m", ""), "45m", 37))
    rs.add(task="android", tid="h43-android-21", system=system("p7"), turns=tr.turns,
           state="Task: turn on disappearing messages (1 week) in my Molly chat with Tomás.\n\nCurrent screen:\n" + tr.state)


# Briar: bad
def t22(rs: RowSet) -> None:
    pkg = "org.briarproject.briar.android"
    notes = ("Briar",)
    m1 = "Let's meet at the north entrance of the park at 18:30 instead."
    m1_drift = "Let's meet at the north entrance of the park at 18:00 instead."
    m2 = "I'll bring the spare power bank."

    def contacts(clock: str, lena: tuple[str, str], batt: int, drawer: bool = False) -> Screen:
        s = Screen(pkg, clock, batt, notes=notes)
        s.ib("Open navigation drawer", x=(0, 120), h=150)
        s.t("Contacts", rid="toolbar_title", x=(140, 800), h=150, nl=False)
        s.ib("Add contact", rid="action_add_contact", x=(930, 1038), h=150, nl=False)
        s.add(None, "RV", rid="list", at=(0, 286, 1080, 2337), scroll=True)
        for name, online, when, badge in [("Lena", True, lena[0], lena[1]), ("Ahmad", False, "Yesterday", ""),
                                          ("Kai", False, "Nov 18", ""), ("Rosa", True, "Nov 14", "")]:
            s.add(None, "I", desc=name, rid="avatarView", x=(42, 180), h=180)
            s.t(name, rid="nameView", x=(200, 760), h=100, nl=False, click=True)
            s.add(None, "I", desc="Online" if online else "Offline", rid="bulbView", x=(770, 820), h=100, nl=False)
            s.t(when, rid="dateView", x=(840, 1038), h=100, nl=False)
            if badge:
                s.t(badge, rid="unreadCountView", at=(950, s.top + 100, 1020, s.top + 160))
        if drawer:
            s.add(None, "F", desc="Navigation drawer", rid="navigation", at=(0, 0, 800, 2400))
            s._put("Briar", None, "T", BBox(42, 180, 760, 280), rid=f"{pkg}:id/title")
            y = 340
            for item in ["Contacts", "Private groups", "Forums", "Blogs", "Settings", "Sign out"]:
                s._put(item, None, "android.widget.CheckedTextView", BBox(0, y, 800, y + 130), rid=f"{pkg}:id/design_menu_item_text", click=True, selected=item == "Contacts")
                y += 140
            s._put("Tor: connected", None, "T", BBox(42, 2150, 760, 2220), rid=f"{pkg}:id/transports_tor")
            s._put("Wi-Fi: connected · Bluetooth: off", None, "T", BBox(42, 2230, 760, 2300), rid=f"{pkg}:id/transports_lan")
        return s

    def convo(clock: str, mine: list[tuple[str, str, str]], reply: bool, draft: str | None, batt: int) -> Screen:
        s = Screen(pkg, clock, batt, notes=notes)
        s.ib("Navigate up", x=(0, 120), h=150)
        s.add(None, "I", desc="Lena", rid="contactAvatar", x=(130, 240), h=150, nl=False)
        s.t("Lena", rid="contactName", x=(250, 700), h=90, nl=False)
        s.t("Online", rid="contactStatus", at=(250, 226, 700, 286))
        s.ib("More options", x=(930, 1038), h=150, nl=False)
        s.add(None, "RV", rid="conversationView", at=(0, 286, 1080, 2110), scroll=True)
        s.t("Today", rid="dateView", h=80)
        items = [("Lena", "Are we still meeting on Saturday?", "16:58", None), ("Lena", "The café is closed for renovation btw", "17:01", None)]
        for text, when, status in mine[:1]:
            items.append(("me", text, when, status))
        if reply:
            items.append(("Lena", "Sounds good, see you there 👍", "17:07", None))
        for text, when, status in mine[1:]:
            items.append(("me", text, when, status))
        for who, text, when, status in items:
            x = (42, 860) if who == "Lena" else (220, 1038)
            s.t(text, rid="text", x=x, h=110 if len(text) > 40 else 90)
            s.t(when, rid="time", x=(x[1] - 260, x[1] - 70), h=50)
            if status:
                s.add(None, "I", desc=status, rid="status", x=(x[1] - 60, x[1]), h=50, nl=False)
        s.ib("Emoji", rid="emoji_toggle", at=(20, 2140, 120, 2260))
        s.add(draft, "E", hint="Type message", rid="input_text", at=(130, 2130, 820, 2280), click=True, edit=True, focused=draft is not None)
        s.ib("Add image", rid="imageButton", at=(830, 2140, 920, 2260))
        s.add(None, "IB", desc="Send", rid="compositeSendButton", at=(930, 2140, 1038, 2260), click=draft is not None)
        return s

    def forums(clock: str, batt: int) -> Screen:
        s = Screen(pkg, clock, batt, notes=notes)
        s.ib("Open navigation drawer", x=(0, 120), h=150)
        s.t("Forums", rid="toolbar_title", x=(140, 800), h=150, nl=False)
        s.ib("Create forum", rid="action_create_forum", x=(930, 1038), h=150, nl=False)
        s.add(None, "RV", rid="list", at=(0, 286, 1080, 2337), scroll=True)
        for name, sub, when in [("Kiez Bouldering", "12 posts · 3 unread", "16:44"), ("Mesh Net Berlin", "48 posts", "Nov 19"),
                                ("Park cleanup crew", "7 posts", "Nov 12"), ("Briar testers", "203 posts", "Nov 3")]:
            s.add(None, "I", desc=name, rid="avatarView", x=(42, 180), h=190)
            s.t(name, rid="forumNameView", x=(200, 820), h=90, nl=False, click=True)
            s.t(when, rid="dateView", x=(840, 1038), h=90, nl=False)
            s.t(sub, rid="postCountView", at=(200, s.top + 90, 1038, s.top + 150))
        return s

    tr = Traj(home("17:04", "Fri, 21 Nov", "3°C  Light snow", ["Phone", "Messages", "Firefox", "Briar", "K-9 Mail", "OsmAnd~",
                   "Signal", "Files", "Camera", "Gallery", "F-Droid", "Settings"], battery=71, notes=notes))
    tr.open("Briar", contacts("17:05", ("17:01", "2"), 71))
    tr.click("Lena", convo("17:05", [], False, None, 71), nth=1)
    tr.type(m1, "Type message", convo("17:06", [], False, m1, 71))
    tr.click("Send", convo("17:06", [(m1, "17:06", "Sent")], False, None, 70))
    tr.wait(convo("17:07", [(m1, "17:06", "Delivered")], True, None, 70))
    tr.type(m2, "Type message", convo("17:07", [(m1, "17:06", "Delivered")], True, m2, 70))
    tr.click("Send", convo("17:08", [(m1_drift, "17:06", "Delivered"), (m2, "17:08", "Sent")], True, None, 70))
    tr.back(contacts("17:08", ("17:08", ""), 70))
    tr.click("Open navigation drawer", contacts("17:09", ("17:08", ""), 69, drawer=True))
    tr.click("Forums", forums("17:09", 69))
    rs.add(task="android", tid="h43-android-22", system=system("p8"), turns=tr.turns, bad=True, turn=7,
           kind="already-sent message now reads 18:00 instead of the 18:30 that was typed and sent",
           state="Task: tell Lena in Briar that we meet at the park's north entrance at 18:30 and that I bring the spare power bank, then open the forums.\n\nCurrent screen:\n" + tr.state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    run_all(rs, [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22])
    rs.write()


if __name__ == "__main__":
    main()
