# ruff: noqa: E501
"""Held-out set holdout40, domain android: 22 AndroidWorld trajectories (11 with one contradiction).

Each observation is the AndroidWorld element list of the next screen (``UI element N: UIElement(...)``),
status bar included, as a Pixel 6 emulator (1080x2400, Android 13) would print it after each action.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed on a Pixel 6 emulator (1080x2400, Android 13) driven by AndroidWorld actions.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as the AndroidWorld list of UI elements
3. **Android Action**: An AndroidWorld action (click, long_press, input_text, keyboard_enter, scroll, swipe, open_app, navigate_back, navigate_home, wait)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

# Format Requirements

Preserve the current screen state representation exactly: one `UI element N: UIElement(...)` line per element, with the same fields, the status bar elements (clock, notification icons, signal, battery) first. Do not add fields or hidden structure.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

TV = "android.widget.TextView"
BTN = "android.widget.Button"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
ET = "android.widget.EditText"
RV = "androidx.recyclerview.widget.RecyclerView"
LV = "android.widget.ListView"
FL = "android.widget.FrameLayout"
LL = "android.widget.LinearLayout"
VG = "android.view.ViewGroup"
VW = "android.view.View"
CB = "android.widget.CheckBox"
SW = "android.widget.Switch"
RB = "android.widget.RadioButton"
PB = "android.widget.ProgressBar"
HSV = "android.widget.HorizontalScrollView"
SV = "android.widget.ScrollView"
SYSUI = "com.android.systemui"
LAUNCHER = "com.google.android.apps.nexuslauncher"


class BBox:
    """Prints like AndroidWorld's BoundingBox."""

    def __init__(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.x1, self.y1, self.x2, self.y2 = x1, y1, x2, y2

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x1}, x_max={self.x2}, y_min={self.y1}, y_max={self.y2})"


def E(text: str | None, desc: str | None, cls: str, box: tuple[int, int, int, int], pkg: str,
      res: str | None = None, *, click: bool = False, edit: bool = False, check: bool | None = None,
      focus: bool = False, scroll: bool = False, sel: bool = False, long: bool = False,
      hint: str | None = None, enabled: bool = True) -> dict[str, Any]:
    """One UI element with the AndroidWorld fields this set prints, in their order."""
    return {
        "text": text, "content_description": desc, "class_name": cls, "bbox_pixels": BBox(*box),
        "hint_text": hint, "is_checked": bool(check), "is_clickable": click, "is_editable": edit,
        "is_enabled": enabled, "is_focused": focus, "is_long_clickable": long, "is_scrollable": scroll,
        "is_selected": sel, "package_name": pkg,
        "resource_name": None if res is None else (res if ":" in res else f"{pkg}:id/{res}"),
    }


def app(pkg: str):
    """An element maker bound to one package."""
    def el(text: str | None, desc: str | None, cls: str, box: tuple[int, int, int, int], res: str | None = None, **kw: Any) -> dict[str, Any]:
        return E(text, desc, cls, box, pkg, res, **kw)
    return el


def bar(clock: str, batt: int, icons: tuple[str, ...] = (), charging: bool = False) -> list[dict[str, Any]]:
    """The status bar: clock, notification icons, signal, wifi, battery."""
    out = [E(clock, clock, TV, (42, 28, 142, 90), SYSUI, "clock")]
    for i, d in enumerate(icons):
        out.append(E(None, d, IV, (158 + 52 * i, 38, 200 + 52 * i, 80), SYSUI, "notification_icon"))
    out.append(E(None, "Wifi signal full.", IV, (874, 38, 916, 80), SYSUI, "wifi_signal"))
    out.append(E(None, "Phone four bars.", IV, (926, 38, 968, 80), SYSUI, "mobile_signal"))
    b = f"Battery charging, {batt} percent." if charging else f"Battery {batt} percent."
    out.append(E(None, b, LL, (980, 38, 1048, 80), SYSUI, "battery"))
    return out


def ix(elems: list[dict[str, Any]], text: str | None = None, desc: str | None = None, res: str | None = None, nth: int = 0) -> int:
    """Index of the nth element matching every given field (resource by its short id)."""
    hits = [i for i, e in enumerate(elems)
            if (text is None or e["text"] == text) and (desc is None or e["content_description"] == desc)
            and (res is None or (e["resource_name"] or "").endswith(":id/" + res))]
    assert len(hits) > nth, (text, desc, res)
    return hits[nth]


def kb() -> list[dict[str, Any]]:
    """Gboard, as AndroidWorld lists it when the keyboard is up."""
    g = "com.google.android.inputmethod.latin"
    return [E(None, None, FL, (0, 1556, 1080, 2337), g, "keyboard_holder"),
            E(None, "Use voice typing", IB, (960, 1574, 1064, 1690), g, "key_pos_header_voice", click=True)]


def scr(*parts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for p in parts:
        out.extend(p)
    return out


def show(elems: list[dict[str, Any]]) -> str:
    return ui_elements(elems)


def goal(text: str, elems: list[dict[str, Any]]) -> str:
    return f"Goal: {text}\n\nCurrent screen:\n{show(elems)}"


# Google Sheets, clean
def t01(rs: RowSet) -> None:
    el = app("com.google.android.apps.docs.editors.sheets")
    rows: dict[int, list[str | None]] = {
        1: ["Date", "Vendor", "Category", "Amount"],
        2: ["07/02/2024", "Staples", "Office", "$86.19"],
        3: ["07/05/2024", "Delta Air Lines", "Travel", "$412.60"],
        4: ["07/08/2024", "Panera Bread", "Meals", "$57.33"],
        5: ["07/11/2024", "Adobe", "Software", "$239.88"],
        6: ["07/15/2024", "Hilton Garden Inn", "Travel", "$318.00"],
        7: ["07/18/2024", "FedEx Office", "Shipping", "$44.72"],
        8: ["07/22/2024", "Zoom", "Software", "$15.99"],
        9: ["07/25/2024", "Chipotle", "Meals", "$109.66"],
        10: [None, None, None, None],
        11: [None, None, None, None],
        12: ["Total", None, None, "$1,284.37"],
    }
    cols = "ABCD"
    xs = [(90, 330), (330, 610), (610, 840), (840, 1080)]

    def screen(clock: str, batt: int, sel: str | None, formula: str | None, typing: bool, undo: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Gmail notification: 2 new messages",))
        out += [
            el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
            el("Q3 Team Expenses", None, TV, (126, 150, 520, 230), "title"),
            el(None, "Undo", IB, (560, 130, 686, 250), "undo", click=undo, enabled=undo),
            el(None, "Redo", IB, (686, 130, 812, 250), "redo", enabled=False),
            el(None, "Add comment", IB, (812, 130, 938, 250), "menu_comment", click=True),
            el(None, "More options", IB, (938, 130, 1064, 250), click=True),
            el("fx", None, TV, (0, 262, 90, 358), "formula_bar_fx"),
            el(formula, "Formula bar", ET, (90, 262, 960, 358), "formula_bar_edit_text", click=True, edit=True, focus=typing, hint="Enter text or formula"),
            el(None, "Enter", IB, (960, 262, 1080, 358), "formula_bar_done", click=typing, enabled=typing),
            el(None, None, VW, (0, 358, 1080, 1990), "grid_view", scroll=True),
        ]
        for c, (x1, x2) in zip(cols, xs):
            out.append(el(c, f"Column {c}", TV, (x1, 358, x2, 420), "column_header"))
        for r in range(1, 13):
            y = 420 + (r - 1) * 96
            for c, (x1, x2), v in zip(cols, xs, rows[r]):
                name = f"{c}{r}"
                if v is not None or sel == name:
                    out.append(el(v, name, VW, (x1, y, x2, y + 96), "cell", click=True, sel=sel == name))
        if typing:
            out += kb()
        else:
            out += [
                el(None, "Add sheet", IB, (0, 1990, 120, 2110), "add_sheet", click=True),
                el(None, "All sheets", IB, (120, 1990, 240, 2110), "all_sheets", click=True),
                el("July", None, TV, (240, 1990, 460, 2110), "sheet_tab", click=True, sel=True),
                el("August", None, TV, (460, 1990, 700, 2110), "sheet_tab", click=True),
                el("Summary", None, TV, (700, 1990, 960, 2110), "sheet_tab", click=True),
                el(None, "Explore", IB, (940, 2150, 1060, 2270), "explore_button", click=True),
            ]
        return out

    s0 = screen("9:14", 64, None, None, False, False)
    turns: list[tuple[str, str]] = []
    s1 = screen("9:14", 64, "A10", None, False, False)
    turns.append((droid("click", x=210, y=1332), show(s1)))
    rows[10][0] = "07/29/2024"
    s2 = screen("9:14", 64, "A10", "07/29/2024", True, False)
    turns.append((droid("input_text", text="07/29/2024", index=ix(s1, desc="Formula bar")), show(s2)))
    s3 = screen("9:15", 64, "B10", None, False, True)
    turns.append((droid("click", x=470, y=1332), show(s3)))
    rows[10][1] = "Uber"
    s4 = screen("9:15", 64, "B10", "Uber", True, True)
    turns.append((droid("input_text", text="Uber", index=ix(s3, desc="Formula bar")), show(s4)))
    s5 = screen("9:15", 64, "D10", None, False, True)
    turns.append((droid("click", x=960, y=1332), show(s5)))
    rows[10][3] = "38.4"
    s6 = screen("9:16", 64, "D10", "38.4", True, True)
    turns.append((droid("input_text", text="38.4", index=ix(s5, desc="Formula bar")), show(s6)))
    rows[10][3] = "$38.40"
    rows[12][3] = "$1,322.77"
    s7 = screen("9:16", 63, "D11", None, False, True)
    turns.append((droid("keyboard_enter"), show(s7)))
    s8 = screen("9:16", 63, "D12", "=SUM(D2:D11)", False, True)
    turns.append((droid("click", index=ix(s7, desc="D12")), show(s8)))
    rs.add(task="android", tid="h40-android-01", system=SYSTEM, turns=turns,
           state=goal("In the Google Sheets file 'Q3 Team Expenses', log the Uber ride of 07/29/2024 (vendor Uber, $38.40) in row 10 of the July sheet and check the total.", s0),
           bad=False)


# K-9 Mail, bad
def t02(rs: RowSet) -> None:
    el = app("com.fsck.k9")
    msgs = {
        "M1": ("Jonas Berg", "Invoice 2024-117 – Oktober", "Hi Maria, anbei die Rechnung für die Oktober-Sessions (4 × 90 min). Zahlbar bis 29.10. Viele Grüße, Jonas", "10:02"),
        "M2": ("LinkedIn", "Maria, you appeared in 9 searches this week", "See who's looking at your profile and what they found. Recruiters from Delivery Hero and 2 others…", "08:47"),
        "M3": ("DB Reisezentrum", "Ihre Buchungsbestätigung (Auftrag 418227930512)", "Vielen Dank für Ihre Buchung. Hinfahrt: Fr, 18.10.2024, Hamburg Hbf 16:01 → Berlin Hbf 17:46, ICE 1007…", "07:15"),
        "M4": ("Posteo", "Ihre Rechnung ist verfügbar", "Guten Tag, Ihre Rechnung Nr. P-2024-0938811 über 1,00 EUR steht im Posteo-Konto zum Abruf bereit.", "14 Oct"),
        "M5": ("Anna Kowalski", "Re: Saturday hike – Feldberg?", "Sounds great! I'll bring the thermos. Meet at Bärental station at 8:40? The 7:52 from Freiburg works.", "14 Oct"),
        "M6": ("LinkedIn", "New jobs similar to Product Designer at Zalando", "12 new jobs in Berlin · Senior Product Designer – N26 · UX Lead – Delivery Hero · Product Designer – SumUp…", "13 Oct"),
        "M7": ("GitHub", "[mlindqvist/dotfiles] Dependabot alert: 1 high severity vulnerability", "Dependabot found a vulnerability in a dependency of mlindqvist/dotfiles: requests < 2.32.0 (CVE-2024-35195)…", "12 Oct"),
        "M8": ("Spotify", "Your Release Radar is ready", "New music from Ólafur Arnalds, Nils Frahm, Hania Rani and more, picked for you every Friday.", "11 Oct"),
        "M9": ("Zalando", "Deine Bestellung ist unterwegs", "Sendungsnummer 00340434161094012743 · Voraussichtliche Zustellung: Mo, 14.10. – Di, 15.10.", "10 Oct"),
        "M10": ("Sparkasse Hamburg", "Neue Nachricht in Ihrem Postfach", "Sie haben eine neue Nachricht im Elektronischen Postfach. Bitte melden Sie sich im Online-Banking an.", "9 Oct"),
        "M11": ("Anna Kowalski", "Photos from Sunday", "Here are the ones from the lake. The last one is my favourite – can you send me the ones from your camera?", "7 Oct"),
        "M12": ("Hetzner Online", "Ihre Rechnung R0021445871", "Sehr geehrte Kundin, im Anhang erhalten Sie Ihre Rechnung für den Monat September 2024 (CX22, 4,51 EUR).", "5 Oct"),
    }
    starred = {"M5"}
    icons = ("K-9 Mail notification: 2 new messages",)

    def inbox(clock: str, batt: int, ids: list[str], selected: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        out = bar(clock, batt, icons)
        if selected:
            out += [
                el(None, "Done", IB, (0, 118, 126, 262), "action_mode_close_button", click=True),
                el(str(len(selected)), None, TV, (146, 160, 300, 220), "action_bar_title"),
                el(None, "Delete", TV, (560, 130, 686, 250), "delete", click=True),
                el(None, "Mark as read", TV, (686, 130, 812, 250), "mark_as_read", click=True),
                el(None, "Add star", TV, (812, 130, 938, 250), "flag", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
            ]
        else:
            out += [
                el(None, "Open navigation drawer", IB, (0, 118, 126, 262), click=True),
                el("Inbox", None, TV, (146, 140, 500, 200), "actionbar_title_first"),
                el("maria.lindqvist@posteo.de", None, TV, (146, 200, 600, 245), "actionbar_title_sub"),
                el(None, "Search", TV, (686, 130, 812, 250), "search", click=True),
                el(None, "Sort by…", TV, (812, 130, 938, 250), "set_sort", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
            ]
        out.append(el(None, None, RV, (0, 262, 1080, 2337), "message_list", scroll=True))
        for i, m in enumerate(ids):
            sender, subj, prev, date = msgs[m]
            y = 262 + 232 * i
            out += [
                el(None, None, LL, (0, y, 1080, y + 232), "message_list_item", click=True, long=True, sel=m in selected),
                el(sender, None, TV, (168, y + 24, 820, y + 80), "subject"),
                el(date, None, TV, (840, y + 24, 1040, y + 80), "date"),
                el(f"{subj} – {prev}", None, TV, (168, y + 84, 960, y + 204), "preview"),
                el(None, "Star", CB, (970, y + 120, 1060, y + 210), "flagged", click=True, check=m in starred),
            ]
        if not selected:
            out.append(el(None, "Compose", IB, (872, 2130, 1040, 2298), "floating_action_button", click=True))
        return out

    def view(clock: str, batt: int, m: str, head: tuple[str, str, str], body: list[str], attach: tuple[str, str] | None) -> list[dict[str, Any]]:
        sender, subj, _, _ = msgs[m]
        out = bar(clock, batt, icons)
        out += [
            el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
            el(None, "Delete", TV, (560, 130, 686, 250), "delete", click=True),
            el(None, "Archive", TV, (686, 130, 812, 250), "archive", click=True),
            el(None, "Mark as unread", TV, (812, 130, 938, 250), "toggle_unread", click=True),
            el(None, "More options", IB, (938, 130, 1064, 250), click=True),
            el(None, None, SV, (0, 262, 1080, 2337), "message_view", scroll=True),
            el(subj, None, TV, (42, 290, 930, 420), "subject"),
            el(None, "Star", CB, (950, 300, 1050, 400), "flagged", click=True, check=m in starred),
            el(sender, None, TV, (168, 450, 700, 505), "from"),
            el(head[0], None, TV, (168, 505, 800, 550), "from_address"),
            el(head[1], None, TV, (740, 450, 1040, 505), "date"),
            el(head[2], None, TV, (168, 560, 900, 605), "to"),
            el(None, "Reply", IB, (700, 620, 810, 720), "reply", click=True),
            el(None, "Reply all", IB, (810, 620, 920, 720), "reply_all", click=True),
            el(None, "Forward", IB, (920, 620, 1030, 720), "forward", click=True),
            el(None, None, "android.webkit.WebView", (0, 740, 1080, 1900), "message_content"),
        ]
        for i, line in enumerate(body):
            out.append(el(line, None, TV, (42, 760 + 88 * i, 1040, 840 + 88 * i)))
        if attach:
            y = 780 + 88 * len(body)
            out += [el(attach[0], None, TV, (168, y, 800, y + 60), "attachment_name"),
                    el(attach[1], None, TV, (168, y + 60, 500, y + 110), "attachment_info"),
                    el(None, "View", BTN, (820, y, 1040, y + 110), "view", click=True)]
        return out

    turns: list[tuple[str, str]] = []
    s0 = inbox("10:14", 81, ["M1", "M2", "M3", "M4", "M5", "M6", "M7"])
    s1 = inbox("10:14", 81, ["M1", "M2", "M3", "M4", "M5", "M6", "M7"], ("M2",))
    turns.append((droid("long_press", index=ix(s0, res="message_list_item", nth=1)), show(s1)))
    s2 = inbox("10:14", 81, ["M1", "M2", "M3", "M4", "M5", "M6", "M7"], ("M2", "M6"))
    turns.append((droid("click", index=ix(s1, res="message_list_item", nth=5)), show(s2)))
    s3 = inbox("10:15", 81, ["M1", "M3", "M4", "M5", "M7", "M8", "M9"])
    turns.append((droid("click", index=ix(s2, desc="Delete")), show(s3)))
    jonas = ["Hi Maria,", "anbei die Rechnung für die Oktober-Sessions", "(4 × 90 min, je 85,00 EUR).", "Gesamtbetrag: 340,00 EUR, zahlbar bis 29.10.2024.", "IBAN DE44 2005 0550 1234 5678 90, Verwendungszweck RE 2024-117.", "Viele Grüße,", "Jonas", "--", "Jonas Berg · Berg Coaching · Lange Reihe 61 · 20099 Hamburg"]
    head = ("jonas.berg@berg-coaching.de", "15 Oct 2024, 10:02", "to: maria.lindqvist@posteo.de")
    s4 = view("10:15", 81, "M1", head, jonas, ("RE_2024-117_Lindqvist.pdf", "184 KB · PDF", ))
    turns.append((droid("click", index=ix(s3, res="message_list_item", nth=0)), show(s4)))
    starred.add("M1")
    s5 = view("10:15", 80, "M1", head, jonas, ("RE_2024-117_Lindqvist.pdf", "184 KB · PDF"))
    turns.append((droid("click", index=ix(s4, desc="Star")), show(s5)))
    s6 = inbox("10:16", 80, ["M1", "M3", "M4", "M5", "M7", "M8", "M9"])
    turns.append((droid("navigate_back"), show(s6)))
    s7 = inbox("10:16", 80, ["M5", "M6", "M7", "M8", "M9", "M10", "M11"])
    turns.append((droid("scroll", direction="down"), show(s7)))
    gh = ["Dependabot found 1 high severity vulnerability in a dependency of mlindqvist/dotfiles.", "requests (pip) · scripts/requirements.txt", "Requests `Session` object does not verify requests after making first request with verify=False", "CVE-2024-35195 · GHSA-9wx4-h78v-vm56 · High", "Patched version: 2.32.0", "Review Dependabot alert #3 →", "You are receiving this because you are subscribed to security alerts for this repository.", "Manage your notification settings · GitHub, Inc. · 88 Colin P Kelly Jr Street · San Francisco, CA 94107"]
    ghead = ("noreply@github.com", "12 Oct 2024, 03:41", "to: maria.lindqvist@posteo.de")
    s8 = view("10:16", 80, "M7", ghead, gh, None)
    turns.append((droid("click", index=ix(s7, res="message_list_item", nth=2)), show(s8)))
    gh2 = gh[2:] + ["Dependabot will open a pull request to update requests to 2.32.3 within 24 hours.", "To stop receiving these emails, unwatch the repository or change your security alert settings.", "View it on GitHub: https://github.com/mlindqvist/dotfiles/security/dependabot/3"]
    s9 = [e for e in view("10:17", 80, "M7", ghead, gh2, None) if (e["resource_name"] or "").split("/")[-1] not in {"subject", "flagged", "from", "from_address", "date", "to", "reply", "reply_all", "forward"}]
    turns.append((droid("scroll", direction="down"), show(s9)))
    rs.add(task="android", tid="h40-android-02", system=SYSTEM, turns=turns,
           state=goal("In K-9 Mail, delete both LinkedIn emails from the Inbox, star Jonas Berg's invoice email, then read the GitHub Dependabot alert.", s0),
           bad=True, turn=7, kind="message deleted from the inbox is listed there again after scrolling")


# Bitwarden, bad
def t03(rs: RowSet) -> None:
    el = app("com.x8bit.bitwarden")
    logins = [("Amazon", "m.okafor@gmail.com"), ("Cloudflare", "ops@okafor.dev"), ("DigitalOcean", "m.okafor@gmail.com"),
              ("GitHub", "mokafor"), ("Hetzner Cloud", "m.okafor@gmail.com"), ("Namecheap", "mokafor91"),
              ("Netflix", "m.okafor@gmail.com"), ("Proton", "m.okafor@proton.me"), ("Revolut", "+44 7700 900418"),
              ("Tailscale", "mokafor")]

    def nav(tab: str) -> list[dict[str, Any]]:
        out = []
        for i, t in enumerate(["My vault", "Send", "Generator", "Settings"]):
            out.append(el(t, t, FL, (270 * i, 2190, 270 * (i + 1), 2337), "nav_item", click=True, sel=t == tab))
        return out

    def vault(clock: str, batt: int, rows: list[tuple[str, str]]) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Back", IB, (0, 118, 126, 262), click=True),
                el("Login", None, TV, (146, 150, 600, 230), "title"),
                el(None, "Search vault", IB, (812, 130, 938, 250), click=True),
                el(None, "More", IB, (938, 130, 1064, 250), click=True),
                el(None, None, "androidx.compose.ui.platform.ComposeView", (0, 262, 1080, 2190), scroll=True),
                el("LOGIN", None, TV, (42, 280, 500, 340)),
                el("14", None, TV, (960, 280, 1040, 340))]
        for i, (name, user) in enumerate(rows):
            y = 350 + 180 * i
            out += [el(None, None, VW, (0, y, 1080, y + 180), click=True),
                    el(name, None, TV, (168, y + 30, 880, y + 90)),
                    el(user, None, TV, (168, y + 92, 880, y + 150)),
                    el(None, "More", IB, (940, y + 40, 1060, y + 140), click=True)]
        out.append(el(None, "Add item", IB, (872, 2000, 1040, 2168), click=True))
        return out + nav("My vault")

    def item(clock: str, batt: int, user: str, updated: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        rows = [("ITEM INFORMATION", None), ("Name", "Hetzner Cloud"), ("Username", user), ("Password", "••••••••••••••••"),
                ("URIS", None), ("Website", "https://accounts.hetzner.com/login"), ("Folder", "Infrastructure"),
                ("NOTES", None), ("Notes", "Project okafor-prod (ID 2741093), billing contact Lagos office"),
                ("Updated: ", updated), ("Password updated: ", "3/3/24, 9:12 PM"), ("Password history: ", "2")]
        out += [el(None, "Back", IB, (0, 118, 126, 262), click=True),
                el("View item", None, TV, (146, 150, 600, 230), "title"),
                el(None, "More", IB, (938, 130, 1064, 250), click=True),
                el(None, None, "androidx.compose.ui.platform.ComposeView", (0, 262, 1080, 2337), scroll=True)]
        y = 290
        for label, val in rows:
            if val is None:
                out.append(el(label, None, TV, (42, y, 700, y + 60)))
                y += 80
                continue
            if label.endswith(": "):
                out.append(el(label + val, None, TV, (42, y, 1040, y + 56)))
                y += 64
                continue
            out += [el(label, None, TV, (42, y, 700, y + 44)), el(val, None, TV, (42, y + 46, 820, y + 110))]
            if label == "Username":
                out.append(el(None, "Copy username", IB, (950, y + 20, 1060, y + 120), click=True))
            if label == "Password":
                out += [el(None, "Check for password breaches", IB, (730, y + 20, 840, y + 120), click=True),
                        el(None, "Show", IB, (840, y + 20, 950, y + 120), click=True),
                        el(None, "Copy password", IB, (950, y + 20, 1060, y + 120), click=True)]
            if label == "Website":
                out += [el(None, "Launch", IB, (840, y + 20, 950, y + 120), click=True),
                        el(None, "Copy", IB, (950, y + 20, 1060, y + 120), click=True)]
            y += 140
        out.append(el(None, "Edit item", IB, (872, 2130, 1040, 2298), click=True))
        return out

    def edit(clock: str, batt: int, user: str, typing: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Close", IB, (0, 118, 126, 262), click=True),
                el("Edit item", None, TV, (146, 150, 600, 230), "title"),
                el("Save", None, BTN, (820, 140, 960, 240), click=True),
                el(None, "More", IB, (960, 130, 1064, 250), click=True),
                el(None, None, "androidx.compose.ui.platform.ComposeView", (0, 262, 1080, 2337), scroll=True),
                el("ITEM INFORMATION", None, TV, (42, 290, 700, 350)),
                el("Hetzner Cloud", "Name", ET, (42, 370, 1040, 520), click=True, edit=True),
                el(user, "Username", ET, (42, 540, 920, 690), click=True, edit=True, focus=typing),
                el(None, "Generate username", IB, (930, 565, 1050, 665), click=True),
                el("••••••••••••••••", "Password", ET, (42, 710, 700, 860), click=True, edit=True),
                el(None, "Check password for data breaches", IB, (710, 735, 820, 835), click=True),
                el(None, "Show", IB, (820, 735, 930, 835), click=True),
                el(None, "Generate password", IB, (930, 735, 1050, 835), click=True),
                el(None, "Authenticator key", ET, (42, 880, 920, 1030), click=True, edit=True),
                el(None, "Set up TOTP", IB, (930, 905, 1050, 1005), click=True),
                el("URIS", None, TV, (42, 1060, 700, 1120)),
                el("https://accounts.hetzner.com/login", "Website (URI)", ET, (42, 1140, 920, 1290), click=True, edit=True),
                el(None, "Options", IB, (930, 1165, 1050, 1265), click=True)]
        if not typing:
            out += [el("Infrastructure", "Folder", VW, (42, 1320, 1040, 1470), click=True),
                    el("Favorite", None, TV, (42, 1500, 800, 1570)),
                    el(None, "Favorite", SW, (900, 1490, 1040, 1580), click=True, check=False),
                    el("Master password re-prompt", None, TV, (42, 1600, 800, 1670)),
                    el(None, "Master password re-prompt", SW, (900, 1590, 1040, 1680), click=True, check=False)]
        else:
            out += kb()
        return out

    def gen(clock: str, batt: int, pw: str, special: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el("Generator", None, TV, (42, 150, 600, 230), "title"),
                el(None, "More", IB, (938, 130, 1064, 250), click=True),
                el("Password", None, BTN, (42, 280, 540, 380), click=True, sel=True),
                el("Passphrase", None, BTN, (540, 280, 1040, 380), click=True),
                el(pw, None, TV, (42, 420, 800, 560)),
                el(None, "Copy", IB, (820, 440, 930, 540), click=True),
                el(None, "Generate password", IB, (930, 440, 1040, 540), click=True),
                el("OPTIONS", None, TV, (42, 600, 700, 660)),
                el("Length", None, TV, (42, 690, 300, 760)),
                el("20", None, TV, (300, 690, 400, 760)),
                el(None, "Length", "android.widget.SeekBar", (400, 680, 1040, 770), click=True, scroll=True)]
        y = 800
        for label, on in [("A-Z", True), ("a-z", True), ("0-9", True), ("!@#$%^&*", special)]:
            out += [el(label, None, TV, (42, y, 800, y + 70)), el(None, label, SW, (900, y - 10, 1040, y + 80), click=True, check=on)]
            y += 110
        out += [el("Minimum numbers", None, TV, (42, y, 700, y + 70)), el("1", None, TV, (760, y, 840, y + 70)),
                el(None, "Decrement", IB, (850, y - 10, 940, y + 80), click=True), el(None, "Increment", IB, (950, y - 10, 1040, y + 80), click=True)]
        y += 110
        out += [el("Minimum special", None, TV, (42, y, 700, y + 70)), el("1", None, TV, (760, y, 840, y + 70)),
                el(None, "Decrement", IB, (850, y - 10, 940, y + 80), click=True, enabled=special), el(None, "Increment", IB, (950, y - 10, 1040, y + 80), click=True, enabled=special)]
        y += 110
        out += [el("Avoid ambiguous characters", None, TV, (42, y, 800, y + 70)), el(None, "Avoid ambiguous characters", SW, (900, y - 10, 1040, y + 80), click=True, check=False)]
        return out + nav("Generator")

    turns: list[tuple[str, str]] = []
    s0 = vault("4:35", 57, logins)
    s1 = item("4:35", 57, "m.okafor@gmail.com", "3/3/24, 9:12 PM")
    turns.append((droid("click", index=ix(s0, text="Hetzner Cloud") - 1), show(s1)))
    s2 = edit("4:36", 57, "m.okafor@gmail.com", False)
    turns.append((droid("click", index=ix(s1, desc="Edit item")), show(s2)))
    s3 = edit("4:36", 57, "ops@okafor.dev", True)
    turns.append((droid("input_text", text="ops@okafor.dev", index=ix(s2, desc="Username")), show(s3)))
    s4 = item("4:37", 56, "ops@okafor.dev", "10/2/24, 4:37 PM")
    turns.append((droid("click", index=ix(s3, text="Save")), show(s4)))
    s5 = vault("4:37", 56, logins)
    turns.append((droid("navigate_back"), show(s5)))
    s6 = gen("4:37", 56, "tK7mWq2vRz9hLc4NpXa3", False)
    turns.append((droid("click", index=ix(s5, text="Generator")), show(s6)))
    s7 = gen("4:38", 56, "b9&Hw2#qLz7vKm$4Rt8e", True)
    turns.append((droid("click", index=ix(s6, desc="!@#$%^&*")), show(s7)))
    s8 = gen("4:38", 56, "Xe4!pN8w@Jq2Lr6#Vc9m", True)
    turns.append((droid("click", index=ix(s7, desc="Generate password")), show(s8)))
    rs.add(task="android", tid="h40-android-03", system=SYSTEM, turns=turns,
           state=goal("In Bitwarden, change the username of the 'Hetzner Cloud' login to ops@okafor.dev and save it, then generate a 20-character password that includes special characters.", s0),
           bad=True, turn=5, kind="edited login username shown as the old value in the vault list")


# Microsoft Authenticator, clean
def t04(rs: RowSet) -> None:
    el = app("com.azure.authenticator")
    accts = [("Contoso", "adaeze.nwosu@contoso.com", None), ("GitHub", "anwosu", "284 917"),
             ("Google", "adaeze.nwosu@gmail.com", "603 152"), ("Dropbox", "adaeze.nwosu@gmail.com", "771 408"),
             ("Coinbase", "adaeze.nwosu@gmail.com", "119 562")]

    def lst(clock: str, batt: int, rows: list[tuple[str, str, str | None]], secs: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Outlook notification",), charging=True)
        out += [el(None, "Open navigation drawer", IB, (0, 118, 126, 262), click=True),
                el("Authenticator", None, TV, (146, 150, 600, 230)),
                el(None, "Search", TV, (686, 130, 812, 250), "search", click=True),
                el(None, "Add account", TV, (812, 130, 938, 250), "add_account", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, None, RV, (0, 262, 1080, 2190), "account_list", scroll=True)]
        for i, (iss, acc, code) in enumerate(rows):
            y = 262 + 230 * i
            out += [el(None, None, VG, (0, y, 1080, y + 230), "account_list_row", click=True, long=True),
                    el(None, f"{iss} logo", IV, (42, y + 60, 152, y + 170), "account_list_row_logo"),
                    el(iss, None, TV, (190, y + 40, 800, y + 100), "account_list_row_issuer"),
                    el(acc, None, TV, (190, y + 100, 800, y + 150), "account_list_row_username")]
            if code:
                out += [el(code, None, TV, (190, y + 150, 600, y + 210), "account_list_row_otp_code"),
                        el(None, f"{secs} seconds remaining", PB, (940, y + 150, 1000, y + 210), "account_list_row_otp_countdown")]
            else:
                out.append(el(None, "Navigate to account details", IV, (980, y + 90, 1040, y + 150)))
        for i, t in enumerate(["Authenticator", "Passwords", "Addresses", "Verified IDs"]):
            out.append(el(t, t, FL, (270 * i, 2190, 270 * (i + 1), 2337), "bottom_nav_item", click=True, sel=i == 0))
        return out

    turns: list[tuple[str, str]] = []
    s0 = lst("7:52", 33, accts, 12)
    s1 = bar("7:52", 33, ("Outlook notification",), charging=True) + [
        el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
        el("Add account", None, TV, (146, 150, 600, 230)),
        el("WHAT KIND OF ACCOUNT ARE YOU ADDING?", None, TV, (42, 300, 1040, 360)),
        el(None, None, LV, (0, 380, 1080, 1100)),
        el("Personal account", None, TV, (190, 410, 1040, 500), "add_account_msa", click=True),
        el(None, "Personal account icon", IV, (42, 400, 152, 510)),
        el("Work or school account", None, TV, (190, 560, 1040, 650), "add_account_aad", click=True),
        el(None, "Work or school account icon", IV, (42, 550, 152, 660)),
        el("Other (Google, Facebook, etc.)", None, TV, (190, 710, 1040, 800), "add_account_other", click=True),
        el(None, "Other account icon", IV, (42, 700, 152, 810))]
    turns.append((droid("click", index=ix(s0, desc="Add account")), show(s1)))
    s2 = bar("7:53", 33, ("Outlook notification",), charging=True) + [
        el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
        el("Scan QR code", None, TV, (146, 150, 700, 230)),
        el(None, "Camera preview", "android.view.TextureView", (0, 262, 1080, 1700), "qr_scanner_preview"),
        el(None, "QR code viewfinder", VW, (190, 560, 890, 1260), "qr_scanner_viewfinder"),
        el("Your account provider will display a QR code.", None, TV, (42, 1740, 1040, 1820), "qr_scanner_instructions"),
        el("OR ENTER CODE MANUALLY", None, BTN, (240, 1900, 840, 2020), "qr_scanner_enter_manually", click=True)]
    turns.append((droid("click", index=ix(s1, text="Other (Google, Facebook, etc.)")), show(s2)))

    def form(clock: str, name: str | None, key: str | None, focus: str | None) -> list[dict[str, Any]]:
        out = bar(clock, 33 if clock < "7:54" else 34, ("Outlook notification",), charging=True) + [
            el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
            el("Other account", None, TV, (146, 150, 700, 230)),
            el("Account name", None, TV, (42, 320, 1040, 380)),
            el(name, "Account name", ET, (42, 380, 1040, 500), "add_account_other_name", click=True, edit=True, focus=focus == "name", hint="Account name"),
            el("Secret key", None, TV, (42, 540, 1040, 600)),
            el(key, "Secret key", ET, (42, 600, 1040, 720), "add_account_other_secret", click=True, edit=True, focus=focus == "key", hint="Secret key"),
            el("FINISH", None, BTN, (690, 780, 1040, 900), "add_account_other_finish", click=bool(name and key), enabled=bool(name and key))]
        return out + (kb() if focus else [])

    s3 = form("7:53", None, None, None)
    turns.append((droid("click", index=ix(s2, text="OR ENTER CODE MANUALLY")), show(s3)))
    s4 = form("7:53", "Hetzner Cloud (adaeze)", None, "name")
    turns.append((droid("input_text", text="Hetzner Cloud (adaeze)", index=ix(s3, desc="Account name")), show(s4)))
    s5 = form("7:53", "Hetzner Cloud (adaeze)", "JBSW Y3DP EHPK 3PXP Q4RT 6MZL", "key")
    turns.append((droid("input_text", text="JBSWY3DPEHPK3PXPQ4RT6MZL", index=ix(s4, desc="Secret key")), show(s5)))
    new = accts[:1] + [("GitHub", "anwosu", "950 336"), ("Google", "adaeze.nwosu@gmail.com", "218 074"),
                       ("Dropbox", "adaeze.nwosu@gmail.com", "467 915"), ("Coinbase", "adaeze.nwosu@gmail.com", "382 640"),
                       ("Hetzner Cloud (adaeze)", "Hetzner Cloud (adaeze)", "904 731")]
    s6 = lst("7:54", 34, new, 26)
    turns.append((droid("click", index=ix(s5, text="FINISH")), show(s6)))
    s7 = bar("7:54", 34, ("Outlook notification",), charging=True) + [
        el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
        el("Hetzner Cloud (adaeze)", None, TV, (146, 150, 800, 230)),
        el(None, "Settings", IB, (938, 130, 1064, 250), click=True),
        el(None, "Hetzner Cloud (adaeze) logo", IV, (440, 320, 640, 520), "account_details_logo"),
        el("Hetzner Cloud (adaeze)", None, TV, (42, 560, 1040, 640), "account_details_issuer"),
        el("One-time password code", None, TV, (42, 720, 1040, 780), "account_details_otp_title"),
        el("904 731", None, TV, (42, 790, 700, 900), "account_details_otp_code"),
        el(None, "19 seconds remaining", PB, (900, 810, 980, 890), "account_details_otp_countdown"),
        el(None, "Copy", IB, (980, 800, 1070, 900), "account_details_otp_copy", click=True),
        el("Remove account", None, BTN, (42, 1000, 1040, 1110), "account_details_remove_account", click=True)]
    turns.append((droid("click", index=ix(s6, text="Hetzner Cloud (adaeze)") - 2), show(s7)))
    rs.add(task="android", tid="h40-android-04", system=SYSTEM, turns=turns,
           state=goal("Add the Hetzner Cloud 2FA account to Microsoft Authenticator using the secret key JBSWY3DPEHPK3PXPQ4RT6MZL and the name 'Hetzner Cloud (adaeze)', then open it to read its current code.", s0),
           bad=False)


# Jira Cloud, bad
def t05(rs: RowSet) -> None:
    el = app("com.atlassian.android.jira.core")
    me = "Tomasz Wiśniewski"
    issues = [
        ("PAY-1481", "Bug", "Apple Pay token refresh fails on iOS 17.5 sandbox", "IN PROGRESS", "Priya Raman"),
        ("PAY-1480", "Story", "Expose partial-capture API for marketplace sellers", "TO DO", "Unassigned"),
        ("PAY-1479", "Task", "Rotate Adyen HMAC keys (Q3)", "IN REVIEW", me),
        ("PAY-1478", "Bug", "Currency rounding off by one minor unit for JPY refunds", "DONE", "Lena Fischer"),
        ("PAY-1477", "Task", "Add idempotency-key metrics to the Grafana dashboard", "TO DO", me),
        ("PAY-1476", "Story", "Support SEPA Instant payouts", "IN PROGRESS", "Marco Bianchi"),
        ("PAY-1475", "Bug", "Webhook signature check rejects rotated secrets", "DONE", "Priya Raman"),
        ("PAY-1474", "Task", "Upgrade stripe-java to 26.x", "DONE", "Lena Fischer"),
        ("PAY-1473", "Task", "Document the 3DS2 frictionless flow", "DONE", "Marco Bianchi"),
        ("PAY-1472", "Bug", "Payout report CSV is missing the UTF-8 BOM", "DONE", "Lena Fischer"),
        ("PAY-1471", "Story", "Klarna pay-later for DE and AT", "TO DO", "Unassigned"),
        ("PAY-1470", "Task", "Load-test the refund service at 500 rps", "DONE", me),
    ]
    summary = "Refund webhook retries flood the DLQ after gateway timeout"

    def lst(clock: str, batt: int, rows: list[tuple[str, str, str, str, str]]) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification",))
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el("Payments Platform", None, TV, (146, 140, 700, 200)),
                el("All issues", None, TV, (146, 200, 700, 245)),
                el(None, "Search", IB, (812, 130, 938, 250), click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el("Sort: Created", None, BTN, (42, 280, 360, 370), click=True),
                el("Type", None, BTN, (380, 280, 560, 370), click=True),
                el("Status", None, BTN, (580, 280, 780, 370), click=True),
                el("Assignee", None, BTN, (800, 280, 1040, 370), click=True),
                el(None, None, RV, (0, 390, 1080, 2190), "issue_list", scroll=True)]
        for i, (key, typ, summ, status, who) in enumerate(rows):
            y = 390 + 222 * i
            out += [el(None, None, VG, (0, y, 1080, y + 222), click=True),
                    el(None, typ, IV, (42, y + 40, 100, y + 98)),
                    el(summ, None, TV, (130, y + 30, 960, y + 130)),
                    el(key, None, TV, (130, y + 140, 400, y + 195)),
                    el(status, None, TV, (420, y + 140, 720, y + 195)),
                    el(None, who, IV, (980, y + 130, 1050, y + 200))]
        out.append(el(None, "Create", IB, (872, 2000, 1040, 2168), "fab", click=True))
        for i, t in enumerate(["Home", "Projects", "Notifications", "Search"]):
            out.append(el(t, t, FL, (270 * i, 2190, 270 * (i + 1), 2337), "bottom_nav", click=True, sel=t == "Projects"))
        return out

    def create(clock: str, typ: str, summ: str | None, typing: bool) -> list[dict[str, Any]]:
        out = bar(clock, 72, ("Slack notification",))
        out += [el(None, "Close", IB, (0, 118, 126, 262), click=True),
                el("Create issue", None, TV, (146, 150, 600, 230)),
                el("Create", None, BTN, (840, 140, 1040, 240), click=bool(summ), enabled=bool(summ)),
                el("Project", None, TV, (42, 290, 400, 340)),
                el("Payments Platform (PAY)", None, TV, (42, 340, 1040, 410), click=True),
                el("Issue type", None, TV, (42, 440, 400, 490)),
                el(typ, None, TV, (120, 490, 1040, 560), click=True),
                el(summ, "Summary", ET, (42, 600, 1040, 720), click=True, edit=True, focus=typing, hint="Summary"),
                el(None, "Description", ET, (42, 740, 1040, 900), click=True, edit=True, hint="Description")]
        if not typing:
            out += [el("Assignee", None, TV, (42, 940, 400, 990)), el("Automatic", None, TV, (42, 990, 1040, 1060), click=True),
                    el("Reporter", None, TV, (42, 1090, 400, 1140)), el(me, None, TV, (42, 1140, 1040, 1210), click=True),
                    el("Priority", None, TV, (42, 1240, 400, 1290)), el("Medium", None, TV, (120, 1290, 1040, 1360), click=True),
                    el("Labels", None, TV, (42, 1390, 400, 1440)), el("None", None, TV, (42, 1440, 1040, 1510), click=True),
                    el("Sprint", None, TV, (42, 1540, 400, 1590)), el("PAY Sprint 42", None, TV, (42, 1590, 1040, 1660), click=True)]
        else:
            out += kb()
        return out

    def issue(clock: str, batt: int, key: str, status: str, prio: str, created: str, sheet: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification",))
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el(None, "Bug", IV, (146, 165, 196, 215)),
                el(key, None, TV, (210, 150, 600, 230), click=True),
                el(None, "Watch", IB, (686, 130, 812, 250), click=True),
                el(None, "Share", IB, (812, 130, 938, 250), click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, None, SV, (0, 262, 1080, 2337), scroll=True),
                el(summary, None, TV, (42, 290, 1040, 450)),
                el(status, f"Status {status}", BTN, (42, 480, 420, 580), click=True),
                el("Description", None, TV, (42, 620, 600, 680)),
                el("Add a description…", None, TV, (42, 690, 1040, 760), click=True),
                el("Details", None, TV, (42, 810, 600, 870)),
                el("Assignee", None, TV, (42, 890, 400, 950)),
                el("Unassigned", None, TV, (420, 890, 1040, 950), click=True),
                el("Assign to me", None, BTN, (420, 950, 760, 1010), click=True)]
        out += [el("Reporter", None, TV, (42, 1030, 400, 1090)), el(me, None, TV, (420, 1030, 1040, 1090), click=True),
                el("Priority", None, TV, (42, 1110, 400, 1170)), el(prio, f"Priority {prio}", TV, (420, 1110, 1040, 1170), click=True),
                el("Labels", None, TV, (42, 1190, 400, 1250)), el("None", None, TV, (420, 1190, 1040, 1250), click=True),
                el("Sprint", None, TV, (42, 1270, 400, 1330)), el("PAY Sprint 42", None, TV, (420, 1270, 1040, 1330), click=True),
                el(created, None, TV, (42, 1380, 1040, 1430)),
                el("Activity", None, TV, (42, 1480, 600, 1540)),
                el("Comments", None, TV, (42, 1560, 330, 1630), click=True, sel=True),
                el("History", None, TV, (330, 1560, 600, 1630), click=True),
                el(None, "Add a comment…", ET, (42, 2180, 1040, 2300), click=True, edit=True, hint="Add a comment…")]
        if sheet == "priority":
            out += [el(None, None, FL, (0, 1380, 1080, 2337), "design_bottom_sheet"),
                    el("Priority", None, TV, (42, 1420, 800, 1490))]
            for i, p in enumerate(["Highest", "High", "Medium", "Low", "Lowest"]):
                out.append(el(p, None, TV, (130, 1520 + 120 * i, 1040, 1620 + 120 * i), click=True, sel=p == prio))
        if sheet == "status":
            out += [el(None, None, FL, (0, 1500, 1080, 2337), "design_bottom_sheet"),
                    el("Transition issue", None, TV, (42, 1540, 800, 1610)),
                    el("TO DO", "Current status", TV, (42, 1650, 1040, 1750), sel=True),
                    el("IN PROGRESS", None, TV, (42, 1770, 1040, 1870), click=True),
                    el("IN REVIEW", None, TV, (42, 1890, 1040, 1990), click=True),
                    el("DONE", None, TV, (42, 2010, 1040, 2110), click=True)]
        return out

    turns: list[tuple[str, str]] = []
    s0 = lst("11:20", 72, issues[:8])
    s1 = create("11:20", "Task", None, False)
    turns.append((droid("click", index=ix(s0, desc="Create")), show(s1)))
    s2 = bar("11:20", 72, ("Slack notification",)) + [
        el(None, None, FL, (0, 1300, 1080, 2337), "design_bottom_sheet"),
        el("Select issue type", None, TV, (42, 1340, 800, 1410)),
        el("Epic", None, TV, (130, 1450, 1040, 1550), click=True),
        el("Story", None, TV, (130, 1570, 1040, 1670), click=True),
        el("Task", None, TV, (130, 1690, 1040, 1790), click=True, sel=True),
        el("Bug", None, TV, (130, 1810, 1040, 1910), click=True),
        el("Spike", None, TV, (130, 1930, 1040, 2030), click=True)]
    turns.append((droid("click", index=ix(s1, text="Task")), show(s2)))
    s3 = create("11:21", "Bug", None, False)
    turns.append((droid("click", index=ix(s2, text="Bug")), show(s3)))
    s4 = create("11:21", "Bug", summary, True)
    turns.append((droid("input_text", text=summary, index=ix(s3, desc="Summary")), show(s4)))
    s5 = issue("11:22", 72, "PAY-1482", "TO DO", "Medium", "Created just now")
    turns.append((droid("click", index=ix(s4, text="Create")), show(s5)))
    s6 = issue("11:22", 72, "PAY-1482", "TO DO", "Medium", "Created just now", sheet="priority")
    turns.append((droid("click", index=ix(s5, desc="Priority Medium")), show(s6)))
    s7 = issue("11:22", 71, "PAY-1482", "TO DO", "High", "Created just now")
    turns.append((droid("click", index=ix(s6, text="High")), show(s7)))
    s8 = issue("11:23", 71, "PAY-1482", "TO DO", "High", "Created 1 minute ago", sheet="status")
    turns.append((droid("click", index=ix(s7, desc="Status TO DO")), show(s8)))
    s9 = issue("11:23", 71, "PAY-1482", "IN PROGRESS", "High", "Created 1 minute ago")
    turns.append((droid("click", index=ix(s8, text="IN PROGRESS")), show(s9)))
    s10 = lst("11:23", 71, [("PAY-1428", "Bug", summary, "IN PROGRESS", "Unassigned")] + issues[:7])
    turns.append((droid("navigate_back"), show(s10)))
    rs.add(task="android", tid="h40-android-05", system=SYSTEM, turns=turns,
           state=goal("In Jira, create a Bug in Payments Platform titled 'Refund webhook retries flood the DLQ after gateway timeout', set its priority to High and move it to In Progress.", s0),
           bad=True, turn=10, kind="new issue key drifts in the issue list")


# OpenTasks, clean
def t06(rs: RowSet) -> None:
    el = app("org.dmfs.tasks")
    T = {  # title: (due group, due text, priority, list)
        "Renew bike insurance": ("Overdue", "Sun, 20 Oct", "High", "Personal"),
        "Call Dr. Hartmann's office": ("Today", "10:30", "High", "Personal"),
        "Pay electricity bill (Vattenfall)": ("Today", "18:00", "Medium", "Personal"),
        "Water the balcony plants": ("Today", "20:00", "Low", "Personal"),
        "Send Q3 report draft to Lina": ("Tomorrow", "Tue, 22 Oct, 12:00", "High", "Work"),
        "Pick up dry cleaning": ("Tomorrow", "Tue, 22 Oct, 17:00", "None", "Personal"),
        "Book flights for Lisbon trip": ("This week", "Fri, 25 Oct", "Medium", "Personal"),
        "Return library books": ("This week", "Sat, 26 Oct", "Low", "Personal"),
        "Learn Kotlin coroutines": ("No due date", "", "Low", "Work"),
        "Sort out old photos": ("No due date", "", "None", "Personal"),
    }
    order = list(T)

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [el(None, t, IV, (60 + 165 * i, 270, 200 + 165 * i, 380), "tab_icon", click=True, sel=t == sel)
                for i, t in enumerate(["My lists", "Due date", "Start date", "Priority", "Progress", "Search"])]

    def lst(clock: str, batt: int, groups: list[tuple[str, list[str]]], grouping: str, skip: int = 0) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el("Tasks", None, TV, (42, 150, 600, 230)),
                el(None, "Filter", TV, (812, 130, 938, 250), "menu_visible_list", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True)]
        out += tabs(grouping)
        out.append(el(None, None, "android.widget.ExpandableListView", (0, 390, 1080, 2337), "expandable_tasks_list", scroll=True))
        y, seen = 390, 0
        for head, items in groups:
            if seen >= skip:
                if y + 90 > 2337:
                    break
                out += [el(head, None, TV, (42, y, 800, y + 90), "group_title", click=True),
                        el(str(len(items)), None, TV, (900, y, 1040, y + 90), "task_count")]
                y += 90
            seen += 1
            if seen <= skip:
                continue
            for t in items:
                if y + 170 > 2337:
                    break
                due = T[t][1] if t in T else ""
                out += [el(None, T[t][3] if t in T else "Personal", VW, (0, y, 16, y + 170), "task_list_color"),
                        el(t, None, TV, (42, y + 24, 800, y + 94), "task_title", click=True, long=True)]
                if due:
                    out.append(el(due, None, TV, (42, y + 96, 800, y + 146), "task_due_date"))
                y += 170
        out.append(el(None, "Add task", IB, (872, 2130, 1040, 2298), "floating_action_button", click=True))
        return out

    def due_groups(done: set[str], new: str | None) -> list[tuple[str, list[str]]]:
        gs: list[tuple[str, list[str]]] = []
        for g in ["Overdue", "Today", "Tomorrow", "This week", "No due date"]:
            items = [t for t in order if T[t][0] == g and t not in done]
            if g == "No due date" and new:
                items = sorted(items + [new])
            gs.append((g, items))
        return gs

    def detail(clock: str, batt: int, title: str, fields: list[tuple[str, str]], done: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el(None, "Edit task", TV, (686, 130, 812, 250), "edit_task", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(title, None, TV, (42, 300, 1040, 440), "text"),
                el("Personal", None, TV, (42, 440, 600, 490), "task_list_name")]
        y = 540
        for label, val in fields:
            out += [el(label, None, TV, (42, y, 1040, y + 50), "title"), el(val, None, TV, (42, y + 50, 1040, y + 120), "text")]
            y += 150
        if not done:
            out.append(el(None, "Complete task", IB, (872, 2130, 1040, 2298), "floating_action_button", click=True))
        return out

    turns: list[tuple[str, str]] = []
    s0 = lst("9:38", 91, due_groups(set(), None), "Due date")
    bill = "Pay electricity bill (Vattenfall)"
    f1 = [("Status", "Needs action"), ("Percent complete", "0%"), ("Due", "Mon, 21 Oct 2024, 18:00"), ("Priority", "Medium"),
          ("Description", "Customer no. 4021 883 917 – 86,40 € for Sept/Oct, pay via online banking"), ("Last modified", "Fri, 18 Oct 2024, 21:14")]
    s1 = detail("9:38", 91, bill, f1, False)
    turns.append((droid("click", index=ix(s0, text=bill)), show(s1)))
    f2 = [("Status", "Completed"), ("Percent complete", "100%"), ("Due", "Mon, 21 Oct 2024, 18:00"), ("Completed", "Mon, 21 Oct 2024, 09:39"), ("Priority", "Medium"),
          ("Description", "Customer no. 4021 883 917 – 86,40 € for Sept/Oct, pay via online banking"), ("Last modified", "Mon, 21 Oct 2024, 09:39")]
    s2 = detail("9:39", 91, bill, f2, True)
    turns.append((droid("click", index=ix(s1, desc="Complete task")), show(s2)))
    done = {bill}
    s3 = lst("9:39", 91, due_groups(done, None), "Due date")
    turns.append((droid("navigate_back"), show(s3)))

    def editor(clock: str, title: str | None, typing: bool) -> list[dict[str, Any]]:
        out = bar(clock, 90)
        out += [el(None, "Cancel", IB, (0, 118, 126, 262), click=True),
                el("New task", None, TV, (146, 150, 600, 230)),
                el("SAVE", None, BTN, (840, 140, 1040, 240), "editor_action_save", click=True),
                el("Personal", "Task list", "android.widget.Spinner", (42, 290, 1040, 400), "task_list_spinner", click=True),
                el(title, "Title", ET, (42, 430, 1040, 560), "text", click=True, edit=True, focus=typing, hint="Title"),
                el("Location", None, TV, (42, 600, 1040, 650), "title"),
                el(None, "Location", ET, (42, 650, 1040, 760), "text", click=True, edit=True, hint="Location")]
        if typing:
            return out + kb()
        return out + [el("Description", None, TV, (42, 800, 1040, 850), "title"),
                      el(None, "Description", ET, (42, 850, 1040, 960), "text", click=True, edit=True, hint="Description"),
                      el("Start", None, TV, (42, 1000, 1040, 1050), "title"),
                      el("Pick a date", None, BTN, (42, 1050, 700, 1150), "task_date", click=True),
                      el("Due", None, TV, (42, 1190, 1040, 1240), "title"),
                      el("Pick a date", None, BTN, (42, 1240, 700, 1340), "task_date", click=True),
                      el("Priority", None, TV, (42, 1380, 1040, 1430), "title"),
                      el("undefined", None, "android.widget.Spinner", (42, 1430, 1040, 1530), "choices", click=True)]

    s4 = editor("9:40", None, True)
    turns.append((droid("click", index=ix(s3, desc="Add task")), show(s4)))
    card = "Buy birthday card for Omar"
    s5 = editor("9:40", card, True)
    turns.append((droid("input_text", text=card, index=ix(s4, desc="Title")), show(s5)))
    s6 = lst("9:40", 90, due_groups(done, card), "Due date")
    turns.append((droid("click", index=ix(s5, text="SAVE")), show(s6)))
    s7 = lst("9:40", 90, due_groups(done, card), "Due date", skip=2)
    turns.append((droid("scroll", direction="down"), show(s7)))
    pr = {"High": [], "Medium": [], "Low": [], "None": []}  # type: dict[str, list[str]]
    for t in order:
        if t not in done:
            pr[T[t][2]].append(t)
    pr["None"] = sorted(pr["None"] + [card])
    s8 = lst("9:41", 90, [(k, v) for k, v in pr.items()], "Priority")
    turns.append((droid("click", index=ix(s7, desc="Priority")), show(s8)))
    f9 = [("Status", "Needs action"), ("Percent complete", "0%"), ("Priority", "undefined"), ("Created", "Mon, 21 Oct 2024, 09:40"), ("Last modified", "Mon, 21 Oct 2024, 09:40")]
    s9 = detail("9:41", 90, card, f9, False)
    turns.append((droid("click", index=ix(s8, text=card)), show(s9)))
    rs.add(task="android", tid="h40-android-06", system=SYSTEM, turns=turns,
           state=goal("In OpenTasks, mark 'Pay electricity bill (Vattenfall)' as completed, add a task 'Buy birthday card for Omar' to the Personal list, then check the tasks grouped by priority.", s0),
           bad=False)


# Proton Mail, clean
def t07(rs: RowSet) -> None:
    el = app("ch.protonmail.android")
    karin = ("Karin Olsen", "Lease renewal – signed copy needed by Friday", "08:54", None)
    inbox0 = [karin,
              ("Proton", "Your Proton Mail Plus invoice", "07:30", None),
              ("Fjällräven", "Autumn sale: up to 40 % off Kånken and Keb", "Yesterday", None),
              ("Henrik Dahl", "Re: Kayak weekend, Sept", "Yesterday", "3"),
              ("Skatteverket", "Ny händelse i Mina sidor", "Oct 2", None),
              ("SJ", "Biljett: Stockholm C → Göteborg C, 11 okt", "Oct 1", None),
              ("Elin Berg", "Photos from the wedding", "Sep 29", "2"),
              ("GitHub", "[ProtonMail/proton-bridge] Release v3.12.0", "Sep 28", None)]
    sent = [("Karin Olsen", "Re: Lease renewal – signed copy needed by Friday", "09:12", "2"),
            ("Henrik Dahl", "Kayak weekend, Sept", "Sep 30", "3"),
            ("Elin Berg", "Re: Photos from the wedding", "Sep 29", "2"),
            ("Försäkringskassan", "Intyg om föräldrapenning – ärende 24-118-0931", "Sep 24", None),
            ("Mikael Sund", "Bokhylla – still available?", "Sep 21", None),
            ("Karin Olsen", "Question about the balcony repair", "Sep 12", "4"),
            ("Spotify Support", "Double charge on invoice 5512-0093", "Sep 5", "2")]
    body = ["Hi Sofia,", "attached is the lease renewal for Ringvägen 34, lgh 1203, for 2025.", "The new monthly rent is 11 240 kr (from 10 980 kr), as agreed with Hyresgästföreningen.",
            "Please sign page 3 and send a signed copy back to me by Friday 4 October.", "Kind regards,", "Karin Olsen", "Förvaltare, Bostadsbolaget Söder AB · 08-120 455 80"]
    reply = "Hi Karin, I'll sign it tonight and send the signed copy back tomorrow morning. Best, Sofia"

    def pic(clock: str) -> tuple[str, ...]:
        return ("Proton Mail notification",) if clock >= "9:13" else ()

    def mlist(clock: str, batt: int, title: str, rows: list[tuple[str, str, str, str | None]]) -> list[dict[str, Any]]:
        out = bar(clock, batt, pic(clock))
        out += [el(None, "Open navigation drawer", IB, (0, 118, 126, 262), click=True),
                el(title, None, TV, (146, 150, 600, 230)),
                el(None, "Search", IB, (812, 130, 938, 250), click=True),
                el(None, "Account", IB, (938, 130, 1064, 250), click=True),
                el(None, None, "androidx.compose.ui.platform.ComposeView", (0, 262, 1080, 2337), scroll=True)]
        for i, (who, subj, when, n) in enumerate(rows):
            y = 262 + 220 * i
            out += [el(None, None, VW, (0, y, 1080, y + 220), click=True, long=True),
                    el(who[0], f"{who} avatar", TV, (42, y + 50, 142, y + 150)),
                    el(who, None, TV, (180, y + 40, 800, y + 100)),
                    el(when, None, TV, (820, y + 40, 1040, y + 100)),
                    el(subj, None, TV, (180, y + 110, 900, y + 170))]
            if n:
                out.append(el(n, f"{n} messages", TV, (920, y + 110, 1000, y + 170)))
        out.append(el("Compose", "Compose", BTN, (700, 2130, 1040, 2280), click=True))
        return out

    def convo(clock: str, batt: int, replied: bool, from_sent: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, pic(clock))
        out += [el(None, "Back", IB, (0, 118, 126, 262), click=True),
                el(None, "Star", IB, (686, 130, 812, 250), click=True),
                el(None, "More", IB, (938, 130, 1064, 250), click=True),
                el(None, None, "androidx.compose.ui.platform.ComposeView", (0, 262, 1080, 2337), scroll=True),
                el(karin[1], None, TV, (42, 280, 1040, 420)),
                el("Housing", None, TV, (42, 430, 260, 490))]
        if replied and from_sent:
            out += [el("Karin Olsen", None, TV, (180, 530, 800, 590), click=True),
                    el("08:54", None, TV, (820, 530, 1040, 590)),
                    el("Hi Sofia, attached is the lease renewal for Ringvägen 34, lgh 1203, for 2025…", None, TV, (180, 600, 1040, 660)),
                    el("Sofia Lind", None, TV, (180, 720, 800, 780)),
                    el("09:12", None, TV, (820, 720, 1040, 780)),
                    el("to Karin Olsen", None, TV, (180, 780, 800, 830)),
                    el(reply, None, TV, (42, 870, 1040, 1020))]
            y = 1060
        else:
            out += [el("Karin Olsen", None, TV, (180, 530, 800, 590), click=True),
                    el("08:54", None, TV, (820, 530, 1040, 590)),
                    el("to me", None, TV, (180, 590, 800, 640))]
            y = 680
            for line in body:
                out.append(el(line, None, TV, (42, y, 1040, y + 80)))
                y += 84
            out += [el("Lease_renewal_2025_Ringvagen34.pdf", None, TV, (180, y + 20, 900, y + 80), click=True),
                    el("212 KB", None, TV, (180, y + 80, 500, y + 130))]
            y += 170
            if replied:
                out += [el("Sofia Lind", None, TV, (180, y, 800, y + 60), click=True),
                        el("09:12", None, TV, (820, y, 1040, y + 60)),
                        el(reply, None, TV, (180, y + 60, 1040, y + 120))]
                y += 150
        out += [el("Reply", None, BTN, (42, 2150, 360, 2270), click=True),
                el("Reply all", None, BTN, (380, 2150, 700, 2270), click=True),
                el("Forward", None, BTN, (720, 2150, 1040, 2270), click=True)]
        return out

    def compose(clock: str, text: str | None) -> list[dict[str, Any]]:
        out = bar(clock, 64)
        out += [el(None, "Close", IB, (0, 118, 126, 262), click=True),
                el(None, "Add attachment", IB, (686, 130, 812, 250), click=True),
                el(None, "Send", IB, (938, 130, 1064, 250), click=True),
                el("From", None, TV, (42, 290, 200, 370)), el("sofia.lind@proton.me", None, TV, (200, 290, 1040, 370), click=True),
                el("To", None, TV, (42, 390, 200, 470)), el("Karin Olsen", "Karin Olsen <karin.olsen@bostadsbolaget.se>", VW, (200, 390, 600, 470), click=True),
                el(None, "Chevron", IB, (950, 390, 1040, 470), click=True),
                el("Re: " + karin[1], "Subject", ET, (42, 490, 1040, 590), click=True, edit=True),
                el(text, "Message body", ET, (42, 620, 1040, 1000), click=True, edit=True, focus=True, hint="Compose email"),
                el("Quoted message hidden", None, BTN, (42, 1020, 700, 1100), click=True)]
        return out + kb()

    turns: list[tuple[str, str]] = []
    s0 = mlist("9:10", 65, "Inbox", inbox0)
    s1 = convo("9:10", 65, False)
    turns.append((droid("click", index=ix(s0, text="Karin Olsen") - 2), show(s1)))
    s2 = compose("9:11", None)
    turns.append((droid("click", index=ix(s1, text="Reply")), show(s2)))
    s3 = compose("9:12", reply)
    turns.append((droid("input_text", text=reply, index=ix(s2, desc="Message body")), show(s3)))
    s4 = convo("9:12", 64, True) + [el("Message sent", None, TV, (42, 1960, 1040, 2100), "snackbar_text")]
    turns.append((droid("click", index=ix(s3, desc="Send")), show(s4)))
    inbox1 = [("Klarna", "Your payment to IKEA is confirmed – 2 499 kr", "09:13", None), ("Karin Olsen", karin[1], "09:12", "2")] + inbox0[1:7]
    s5 = mlist("9:13", 64, "Inbox", inbox1)
    turns.append((droid("navigate_back"), show(s5)))

    def drawer(clock: str, batt: int, cur: str) -> list[dict[str, Any]]:
        out = bar(clock, batt, pic(clock))
        out += [el(None, None, VW, (0, 118, 880, 2337), "navigation_drawer", scroll=True),
                el("Sofia Lind", None, TV, (42, 160, 700, 220)),
                el("sofia.lind@proton.me", None, TV, (42, 220, 700, 270)),
                el(None, "Switch account", IB, (760, 160, 860, 260), click=True)]
        y = 320
        for name, cnt in [("Inbox", "3"), ("Drafts", None), ("Sent", None), ("Starred", None), ("Archive", None), ("Spam", "1"), ("Trash", None), ("All mail", None)]:
            out.append(el(name, None, TV, (42, y, 700, y + 110), click=True, sel=name == cur))
            if cnt:
                out.append(el(cnt, None, TV, (760, y, 860, y + 110)))
            y += 120
        out += [el("LABELS", None, TV, (42, y + 20, 700, y + 80))]
        y += 100
        for name in ["Housing", "Travel", "Receipts"]:
            out.append(el(name, None, TV, (42, y, 700, y + 110), click=True))
            y += 120
        out += [el("Settings", None, TV, (42, y + 40, 700, y + 150), click=True),
                el("Report a problem", None, TV, (42, y + 160, 700, y + 270), click=True),
                el("Sign out", None, TV, (42, y + 280, 700, y + 390), click=True)]
        return out

    s6 = drawer("9:13", 64, "Inbox")
    turns.append((droid("click", index=ix(s5, desc="Open navigation drawer")), show(s6)))
    s7 = mlist("9:13", 64, "Sent", sent)
    turns.append((droid("click", index=ix(s6, text="Sent")), show(s7)))
    s8 = convo("9:14", 64, True, from_sent=True)
    turns.append((droid("click", index=ix(s7, text="Karin Olsen") - 2), show(s8)))
    s9 = mlist("9:14", 63, "Sent", sent)
    turns.append((droid("navigate_back"), show(s9)))
    s10 = drawer("9:14", 63, "Sent")
    turns.append((droid("click", index=ix(s9, desc="Open navigation drawer")), show(s10)))
    rs.add(task="android", tid="h40-android-07", system=SYSTEM, turns=turns,
           state=goal("In Proton Mail, reply to Karin Olsen's lease renewal email saying you will send the signed copy back tomorrow morning, then confirm the reply is in Sent.", s0),
           bad=False)


# Tasks.org, bad
def t08(rs: RowSet) -> None:
    el = app("org.tasks")
    base = [("Call plumber about the dripping tap", "Today", "High priority"), ("Take out recycling", "Tomorrow", None),
            ("Replace smoke detector battery", "Thu, Oct 24", None), ("Order new vacuum filter", "Sun, Oct 27", "Medium priority"),
            ("Defrost the freezer", None, None), ("Fix wobbly chair", None, "Low priority")]
    p1, p2 = "Book passport photo appointment", "Email landlord about the radiator"

    def lst(clock: str, batt: int, rows: list[tuple[str, str | None, str | None]]) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Tasks notification",))
        out += [el(None, "Open navigation drawer", IB, (0, 118, 126, 262), click=True),
                el("Home", None, TV, (146, 150, 600, 230), "toolbar_title"),
                el(None, "Search", TV, (812, 130, 938, 250), "menu_search", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, None, RV, (0, 262, 1080, 2150), "recycler_view", scroll=True)]
        for i, (title, due, prio) in enumerate(rows):
            y = 262 + 170 * i
            out += [el(None, None, VG, (0, y, 1080, y + 170), "row", click=True, long=True),
                    el(None, prio or "No priority", CB, (24, y + 40, 124, y + 130), "completeBox", click=True, check=False),
                    el(title, None, TV, (150, y + 28, 1040, y + 90), "title")]
            if due:
                out.append(el(due, None, TV, (150, y + 96, 460, y + 146), "chip_due"))
        out += [el(None, "Create new task", IB, (872, 1980, 1040, 2148), "fab", click=True),
                el(None, "Open menu", IB, (0, 2180, 126, 2320), click=True),
                el(None, "Sort", IB, (690, 2180, 816, 2320), click=True),
                el(None, "Settings", IB, (816, 2180, 942, 2320), click=True)]
        return out

    def edit(clock: str, batt: int, title: str | None, typing: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Tasks notification",))
        out += [el(None, "Save", IB, (0, 118, 126, 262), click=True),
                el(None, "Delete task", TV, (812, 130, 938, 250), "delete_task", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, "Complete", CB, (24, 290, 124, 390), "completeBox", click=True, check=False),
                el(title, None, ET, (150, 280, 1040, 400), "title", click=True, edit=True, focus=typing, hint="Task name")]
        rows = [("No date", "Due date"), ("No start date", "Start date"), ("Description", "Description"), ("Home", "List"),
                ("Add tags", "Tags"), ("Add reminder", "Reminders"), ("Does not repeat", "Repeat"), ("Add subtask", "Subtasks")]
        if typing:
            rows = rows[:3]
        y = 430
        for text, desc in rows:
            out.append(el(text, desc, TV, (150, y, 1040, y + 120), click=True))
            y += 130
        if not typing:
            out += [el("Priority", None, TV, (150, 1500, 600, 1560))] + [
                el(None, f"Priority {p}", RB, (150 + 200 * i, 1570, 330 + 200 * i, 1690), click=True, check=p == "None")
                for i, p in enumerate(["High", "Medium", "Low", "None"])]
        return out + (kb() if typing else [])

    turns: list[tuple[str, str]] = []
    s0 = lst("6:05", 48, base)
    s1 = edit("6:05", 48, None, True)
    turns.append((droid("click", index=ix(s0, desc="Create new task")), show(s1)))
    s2 = edit("6:05", 48, p1, True)
    turns.append((droid("input_text", text=p1, index=ix(s1, res="title")), show(s2)))
    s3 = lst("6:06", 48, base + [(p1, None, None)])
    turns.append((droid("click", index=ix(s2, desc="Save")), show(s3)))
    s4 = edit("6:06", 48, None, True)
    turns.append((droid("click", index=ix(s3, desc="Create new task")), show(s4)))
    s5 = edit("6:06", 47, p2, True)
    turns.append((droid("input_text", text=p2, index=ix(s4, res="title")), show(s5)))
    s6 = lst("6:07", 47, base + [(p2, None, None)])
    turns.append((droid("click", index=ix(s5, desc="Save")), show(s6)))
    s7 = edit("6:07", 47, p2, False)
    turns.append((droid("click", index=ix(s6, text=p2)), show(s7)))
    rs.add(task="android", tid="h40-android-08", system=SYSTEM, turns=turns,
           state=goal("In Tasks.org, add two tasks to the Home list: 'Book passport photo appointment' and 'Email landlord about the radiator', then open the second one.", s0),
           bad=True, turn=6, kind="task created two turns earlier is missing from the list")


# Etar agenda, clean
def t09(rs: RowSet) -> None:
    el = app("ws.xsoh.etar")
    days = [("Today, Mon, Nov 11", [("Team stand-up", "9:30 – 9:45 AM", "Work"), ("Pick up parcel at DHL Packstation 142", "5:00 – 5:30 PM", "Personal")]),
            ("Tue, Nov 12", [("Yoga with Lea", "6:30 – 7:30 PM", "Personal")]),
            ("Wed, Nov 13", [("Lunch with Priya", "12:30 – 1:30 PM", "Personal"), ("1:1 with Martin", "3:00 – 3:30 PM", "Work")]),
            ("Thu, Nov 14", [("Parent-teacher meeting (Jonas)", "5:00 – 5:30 PM", "Family")]),
            ("Fri, Nov 15", [("Sprint review", "3:00 – 4:00 PM", "Work")]),
            ("Sat, Nov 16", [("Farmers market", "All day", "Personal")])]
    title = "Dentist – Dr. Moreau"

    def agenda(clock: str, batt: int, ds: list[tuple[str, list[tuple[str, str, str]]]]) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Open navigation drawer", IB, (0, 118, 126, 262), click=True),
                el("November 2024", None, TV, (146, 140, 600, 200), "top_button_date"),
                el("Agenda", None, TV, (146, 200, 600, 245), "top_button_weekday"),
                el(None, "Go to today", TV, (686, 130, 812, 250), "action_today", click=True),
                el(None, "Search", TV, (812, 130, 938, 250), "action_search", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, None, LV, (0, 262, 1080, 2337), "agenda_events_list", scroll=True)]
        y = 262
        for head, evs in ds:
            out.append(el(head, None, TV, (0, y, 1080, y + 80), "date"))
            y += 80
            for name, when, cal in evs:
                out += [el(None, None, LL, (0, y, 1080, y + 170), click=True),
                        el(None, cal, VW, (24, y + 20, 36, y + 150), "agenda_item_color"),
                        el(name, None, TV, (60, y + 20, 1040, y + 85), "title"),
                        el(when, None, TV, (60, y + 90, 1040, y + 150), "when")]
                y += 170
        out.append(el(None, "New event", IB, (872, 2130, 1040, 2298), "floating_action_button", click=True))
        return out

    def editor(clock: str, batt: int, name: str | None, date: str, typing: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Cancel", IB, (0, 118, 126, 262), "action_cancel", click=True),
                el("Cancel", None, TV, (126, 150, 400, 230)),
                el(None, "Save", IB, (950, 118, 1080, 262), "action_done", click=True),
                el("Save", None, TV, (800, 150, 940, 230)),
                el("anna.keller@posteo.de", None, TV, (42, 290, 1040, 350), "calendar_textview"),
                el("Personal", None, TV, (42, 350, 1040, 400), "calendar_textview_secondary"),
                el(name, "Event name", ET, (42, 420, 1040, 540), "title", click=True, edit=True, focus=typing, hint="Event name"),
                el(None, "Location", ET, (42, 560, 1040, 680), "location", click=True, edit=True, hint="Location")]
        out += [el("From", None, TV, (42, 710, 300, 760)),
                el(date, None, BTN, (42, 760, 680, 860), "start_date", click=True),
                el("10:00 AM", None, BTN, (700, 760, 1040, 860), "start_time", click=True),
                el("To", None, TV, (42, 880, 300, 930)),
                el(date, None, BTN, (42, 930, 680, 1030), "end_date", click=True),
                el("11:00 AM", None, BTN, (700, 930, 1040, 1030), "end_time", click=True),
                el("All-day", None, CB, (42, 1060, 1040, 1150), "is_all_day", click=True, check=False),
                el("(GMT+1:00) Central European Standard Time", None, BTN, (42, 1170, 1040, 1260), "timezone_button", click=True),
                el("Does not repeat", None, BTN, (42, 1290, 1040, 1380), "rrule", click=True),
                el("10 minutes before", None, "android.widget.Spinner", (42, 1410, 700, 1500), "reminder_minutes_value", click=True),
                el("Notification", None, "android.widget.Spinner", (700, 1410, 1040, 1500), "reminder_method_value", click=True),
                el(None, "Add reminder", BTN, (42, 1520, 1040, 1610), "reminder_add", click=True),
                el(None, "Description", ET, (42, 1640, 1040, 1760), "description", click=True, edit=True, hint="Description")]
        if typing:
            return [e for e in out if e["bbox_pixels"].y2 < 1556] + kb()
        return out

    def picker(clock: str, batt: int, day: int, head: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, None, FL, (66, 480, 1014, 1920), "datePicker"),
                el("2024", None, TV, (110, 520, 400, 590), "date_picker_header_year", click=True),
                el(head, None, TV, (110, 590, 900, 720), "date_picker_header_date"),
                el(None, "Previous month", IB, (110, 760, 230, 880), "prev", click=True),
                el("November 2024", None, TV, (300, 780, 780, 860)),
                el(None, "Next month", IB, (850, 760, 970, 880), "next", click=True)]
        for d in range(1, 31):
            col, row = (d + 4) % 7, (d + 4) // 7
            x, y = 110 + 125 * col, 960 + 140 * row
            out.append(el(str(d), f"{d} November 2024" + (" selected" if d == day else ""), VW, (x, y, x + 120, y + 130), click=True, sel=d == day))
        out += [el("CANCEL", None, BTN, (500, 1800, 740, 1900), "button2", click=True),
                el("OK", None, BTN, (760, 1800, 980, 1900), "button1", click=True)]
        return out

    turns: list[tuple[str, str]] = []
    s0 = agenda("9:22", 77, days)
    s1 = editor("9:22", 77, None, "Mon, Nov 11, 2024", True)
    turns.append((droid("click", index=ix(s0, desc="New event")), show(s1)))
    s2 = editor("9:22", 77, title, "Mon, Nov 11, 2024", True)
    turns.append((droid("input_text", text=title, index=ix(s1, desc="Event name")), show(s2)))
    s3 = picker("9:23", 77, 11, "Mon, Nov 11")
    turns.append((droid("click", index=ix(s2, res="start_date")), show(s3)))
    s4 = picker("9:23", 77, 14, "Thu, Nov 14")
    turns.append((droid("click", index=ix(s3, text="14")), show(s4)))
    s5 = editor("9:23", 77, title, "Thu, Nov 14, 2024", False)
    turns.append((droid("click", index=ix(s4, text="OK")), show(s5)))
    days2 = days[:3] + [("Thu, Nov 14", [(title, "10:00 – 11:00 AM", "Personal"), days[3][1][0]])] + days[4:]
    s6 = agenda("9:24", 76, days2)
    turns.append((droid("click", index=ix(s5, desc="Save")), show(s6)))
    s7 = bar("9:24", 76) + [
        el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
        el(None, "Edit event", TV, (686, 130, 812, 250), "info_action_edit", click=True),
        el(None, "Delete event", TV, (812, 130, 938, 250), "info_action_delete", click=True),
        el(None, "More options", IB, (938, 130, 1064, 250), click=True),
        el(None, None, SV, (0, 262, 1080, 2337), "event_info_scroll_view", scroll=True),
        el(title, None, TV, (42, 300, 1040, 400), "title"),
        el("Thursday, November 14, 2024", None, TV, (42, 420, 1040, 480), "when_date"),
        el("10:00 – 11:00 AM", None, TV, (42, 480, 1040, 540), "when_time"),
        el("Calendar", None, TV, (42, 580, 400, 630)),
        el("Personal (anna.keller@posteo.de)", None, TV, (42, 630, 1040, 690), "calendar_name"),
        el("Reminders", None, TV, (42, 740, 400, 790)),
        el("10 minutes before", None, "android.widget.Spinner", (42, 790, 700, 880), "reminder_minutes_value", click=True),
        el("Notification", None, "android.widget.Spinner", (700, 790, 1040, 880), "reminder_method_value", click=True),
        el(None, "Add reminder", BTN, (42, 900, 1040, 990), "reminder_add", click=True)]
    turns.append((droid("click", index=ix(s6, text=title) - 2), show(s7)))
    s8 = agenda("9:24", 76, days2)
    turns.append((droid("navigate_back"), show(s8)))
    rs.add(task="android", tid="h40-android-09", system=SYSTEM, turns=turns,
           state=goal("In Etar, add a one-hour event 'Dentist – Dr. Moreau' on Thursday, November 14 starting at 10:00 AM in the Personal calendar, then check it in the agenda.", s0),
           bad=False)


# Fossify File Manager, bad
def t10(rs: RowSet) -> None:
    el = app("org.fossify.filemanager")
    dl = [("2024-09_Kontoauszug.pdf", "94.2 KB", "30.09.2024"), ("AusweisApp-2.2.0.apk", "38.71 MB", "11.09.2024"),
          ("Boarding_pass_LH2031.pdf", "187 KB", "02.10.2024"), ("Bundesliga_Tickets_BVB.pdf", "412 KB", "27.09.2024"),
          ("F-Droid.apk", "11.68 MB", "14.08.2024"), ("Flyer_Sommerfest.png", "2.31 MB", "12.07.2024"),
          ("IMG_20241005_141233.jpg", "3.42 MB", "05.10.2024"), ("invoice_INV-88213.pdf", "61.3 KB", "18.09.2024"),
          ("Lebenslauf_Mueller_2024.docx", "48.9 KB", "03.07.2024"), ("Mietvertrag_Scan.pdf", "5.87 MB", "21.06.2024"),
          ("Nebenkostenabrechnung_2023.pdf", "733 KB", "15.08.2024"), ("NewPipe_v0.27.2.apk", "10.95 MB", "01.09.2024"),
          ("Rezept_Kürbissuppe.pdf", "156 KB", "29.09.2024"), ("Screenshot_20240920-083112.png", "1.12 MB", "20.09.2024"),
          ("Signal-Android-website-prod-universal-release-7.21.4.apk", "112.6 MB", "25.09.2024"), ("Steuerbescheid_2023.pdf", "1.04 MB", "26.08.2024"),
          ("Stundenplan_Klasse_4b.pdf", "88.1 KB", "09.09.2024"), ("tolino_export_2024.zip", "24.9 MB", "04.08.2024"),
          ("Urlaubsantrag_Okt.pdf", "73.5 KB", "01.10.2024"), ("VID_20240915_172001.mp4", "148.73 MB", "15.09.2024"),
          ("Wahlbenachrichtigung.pdf", "212 KB", "19.08.2024"), ("WhatsApp Image 2024-10-01 at 19.42.17.jpeg", "286 KB", "01.10.2024"),
          ("Zugticket_DB_Auftrag_418227930512.pdf", "121 KB", "04.10.2024")]
    assert len(dl) == 23
    root = [("Alarms", "0 items"), ("Android", "2 items"), ("Audiobooks", "0 items"), ("DCIM", "3 items"), ("Documents", "14 items"),
            ("Download", "23 items"), ("Movies", "1 item"), ("Music", "48 items"), ("Notifications", "0 items"), ("Pictures", "6 items"),
            ("Podcasts", "0 items"), ("Recordings", "2 items")]
    docs = [("Bewerbungen", "9 items", "14.05.2024"), ("Kita", "4 items", "02.09.2024"), ("Steuer", "11 items", "26.08.2024"),
            ("Versicherungen", "7 items", "18.03.2024"), ("Arbeitsvertrag_2022.pdf", "1.38 MB", "01.02.2022"),
            ("Führerschein_Scan.jpg", "2.04 MB", "11.11.2023"), ("Geburtsurkunde_Lena.pdf", "640 KB", "23.04.2019"),
            ("Impfpass.pdf", "1.77 MB", "07.01.2022"), ("Kfz-Schein_HH-LM_482.pdf", "905 KB", "30.06.2023"),
            ("Notizen.txt", "3.1 KB", "02.10.2024"), ("Reisepass_Scan.pdf", "1.21 MB", "11.11.2023"),
            ("Rentenversicherung_Info_2024.pdf", "412 KB", "19.07.2024")]

    def listing(clock: str, batt: int, crumbs: list[str], rows: list[tuple[str, str, str]], total: int, sel: tuple[str, ...] = (), folders: int = 0) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        if sel:
            out += [el(None, "Done", IB, (0, 118, 126, 262), "action_mode_close_button", click=True),
                    el(f"{len(sel)} / {total}", None, TV, (146, 160, 400, 220), "action_bar_title"),
                    el(None, "Share", TV, (434, 130, 560, 250), "cab_share", click=True),
                    el(None, "Copy to", TV, (560, 130, 686, 250), "cab_copy_to", click=True),
                    el(None, "Delete", TV, (686, 130, 812, 250), "cab_delete", click=True),
                    el(None, "Select all", TV, (812, 130, 938, 250), "cab_select_all", click=True),
                    el(None, "More options", IB, (938, 130, 1064, 250), click=True)]
        else:
            out += [el(None, "Search", ET, (0, 118, 812, 262), "top_toolbar_search", click=True, edit=True, hint="Search"),
                    el(None, "Sort by", TV, (812, 130, 938, 250), "sort", click=True),
                    el(None, "More options", IB, (938, 130, 1064, 250), click=True)]
        x = 24
        for c in crumbs:
            w = 40 + 26 * len(c)
            out.append(el(c + (" >" if c != crumbs[-1] else ""), None, TV, (x, 270, x + w, 360), "breadcrumb_text", click=True))
            x += w
        out.append(el(None, None, RV, (0, 380, 1080, 2337), "items_list", scroll=True))
        for i, row in enumerate(rows):
            name, det, date = row
            y = 380 + 150 * i
            folder = i < folders or det.endswith("items") or det.endswith("item")
            out += [el(None, None, FL, (0, y, 1080, y + 150), "item_frame", click=True, long=True, sel=name in sel),
                    el(None, "Folder" if folder else name, IV, (24, y + 25, 124, y + 125), "item_icon"),
                    el(name, None, TV, (160, y + 20, 1040, y + 80), "item_name"),
                    el(det, None, TV, (160, y + 82, 600, y + 130), "item_details")]
            if date:
                out.append(el(date, None, TV, (700, y + 82, 1040, y + 130), "item_date"))
        if not sel:
            out.append(el(None, "Create new", IB, (872, 2130, 1040, 2298), "items_fab", click=True))
        return out

    apks = ("AusweisApp-2.2.0.apk", "F-Droid.apk", "NewPipe_v0.27.2.apk")
    left = [r for r in dl if r[0] not in apks]
    turns: list[tuple[str, str]] = []
    s0 = listing("15:41", 38, ["Internal storage"], [(n, d, "") for n, d in root], 13)
    s1 = listing("15:41", 38, ["Internal storage", "Download"], dl[:12], 23)
    turns.append((droid("click", index=ix(s0, text="Download") - 2), show(s1)))
    s2 = listing("15:41", 38, ["Internal storage", "Download"], dl[:12], 23, sel=apks[1:2])
    turns.append((droid("long_press", index=ix(s1, text="F-Droid.apk") - 2), show(s2)))
    s3 = listing("15:42", 38, ["Internal storage", "Download"], dl[:12], 23, sel=apks[:2])
    turns.append((droid("click", index=ix(s2, text="AusweisApp-2.2.0.apk") - 2), show(s3)))
    s4 = listing("15:42", 38, ["Internal storage", "Download"], dl[:12], 23, sel=apks)
    turns.append((droid("click", index=ix(s3, text="NewPipe_v0.27.2.apk") - 2), show(s4)))
    s5 = s4 + [E(None, None, FL, (66, 900, 1014, 1400), "org.fossify.filemanager", "parentPanel"),
               el("Are you sure you want to delete 3 items?", None, TV, (120, 960, 960, 1120), "message"),
               el("No", None, BTN, (560, 1260, 740, 1360), "button2", click=True),
               el("Yes", None, BTN, (760, 1260, 960, 1360), "button1", click=True)]
    turns.append((droid("click", index=ix(s4, desc="Delete")), show(s5)))
    s6 = listing("15:42", 38, ["Internal storage", "Download"], left[:12], 20)
    turns.append((droid("click", index=ix(s5, text="Yes")), show(s6)))
    s7 = listing("15:42", 37, ["Internal storage", "Download"], left[8:20], 20)
    turns.append((droid("scroll", direction="down"), show(s7)))
    s8 = listing("15:43", 37, ["Internal storage"], [(n, d, "") for n, d in root], 13)
    turns.append((droid("navigate_back"), show(s8)))
    s9 = listing("15:43", 37, ["Internal storage", "Documents"], docs, 14, folders=4)
    turns.append((droid("click", index=ix(s8, text="Documents") - 2), show(s9)))
    rs.add(task="android", tid="h40-android-10", system=SYSTEM, turns=turns,
           state=goal("With Fossify File Manager, delete the three installer files AusweisApp-2.2.0.apk, F-Droid.apk and NewPipe_v0.27.2.apk from Download, then go back and open the Documents folder.", s0),
           bad=True, turn=8, kind="folder item count unchanged after three files were deleted from it")


# CamScanner, bad
def t11(rs: RowSet) -> None:
    el = app("com.intsig.camscanner")
    docs = [("CamScanner 10-14-2024 09.12", "10/14/2024 09:12", "3"), ("Receipt Home Depot 10-12", "10/12/2024 16:47", "1"),
            ("W-2 2023 Employer copy", "10/09/2024 20:05", "2"), ("Car insurance card – Geico", "10/03/2024 08:31", "2"),
            ("Ms. Alvarez permission slip", "09/27/2024 07:58", "1"), ("Passport renewal DS-82", "09/19/2024 21:14", "4"),
            ("Whiteboard sprint planning", "09/16/2024 11:02", "1"), ("Pediatrician invoice Aug", "09/04/2024 18:40", "1")]
    name0, name1 = docs[0][0], "Lease agreement - Unit 4B"

    def home(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "CamScanner", IV, (42, 140, 400, 240)),
                el(None, "Search", IV, (700, 140, 800, 240), click=True),
                el(None, "Premium", IV, (820, 140, 920, 240), click=True),
                el(None, "Messages", IV, (940, 140, 1040, 240), click=True),
                el("Recent Documents", None, TV, (42, 290, 600, 360)),
                el(None, "Sort", IV, (860, 290, 940, 370), click=True),
                el(None, "View mode", IV, (960, 290, 1040, 370), click=True),
                el(None, None, RV, (0, 380, 1080, 2150), "rv_doc", scroll=True)]
        for i, (n, d, p) in enumerate(docs):
            y = 380 + 215 * i
            out += [el(None, None, VG, (0, y, 1080, y + 215), click=True, long=True),
                    el(None, "Document thumbnail", IV, (42, y + 20, 200, y + 195)),
                    el(n, None, TV, (230, y + 30, 1000, y + 95), "tv_title"),
                    el(d, None, TV, (230, y + 100, 700, y + 150), "tv_date"),
                    el(p, f"{p} pages" if p != "1" else "1 page", TV, (720, y + 100, 800, y + 150), "tv_page_num")]
        for i, t in enumerate(["Home", "Files", "Scan", "Tools", "Me"]):
            out.append(el(t, t, FL if t != "Scan" else IB, (216 * i, 2160, 216 * (i + 1), 2337), click=True, sel=t == "Home"))
        return out

    def doc(clock: str, batt: int, name: str, dialog: str | None = None, share: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el(name, None, TV, (126, 150, 760, 230), "tv_title", click=True),
                el(None, "Select", IV, (800, 140, 900, 240), click=True),
                el(None, "More", IV, (940, 140, 1040, 240), click=True),
                el(None, None, RV, (0, 262, 1080, 1990), "rv_pages", scroll=True)]
        for i in range(3):
            x, y = 42 + 345 * (i % 3), 300
            out += [el(None, f"Page {i + 1}", IV, (x, y, x + 310, y + 440), click=True, long=True),
                    el(str(i + 1), None, TV, (x + 130, y + 450, x + 180, y + 500))]
        for i, t in enumerate(["Share", "Edit", "Add", "Sign", "PDF Tools"]):
            out.append(el(t, None, TV, (216 * i, 2000, 216 * (i + 1), 2150), click=True))
        if dialog is not None:
            out += [el(None, None, FL, (66, 820, 1014, 1420), "parentPanel"),
                    el("Rename", None, TV, (120, 860, 960, 940), "alertTitle"),
                    el(dialog, None, ET, (120, 980, 960, 1100), "edit_text", click=True, edit=True, focus=True),
                    el("Cancel", None, BTN, (500, 1240, 720, 1340), "button2", click=True),
                    el("OK", None, BTN, (740, 1240, 960, 1340), "button1", click=True)]
            out += kb()
        if share:
            out += [el(None, None, FL, (0, 1380, 1080, 2337), "design_bottom_sheet"),
                    el("Share", None, TV, (42, 1420, 600, 1500)),
                    el("PDF", "Share as PDF", TV, (42, 1540, 330, 1720), click=True),
                    el("1.8 MB", None, TV, (42, 1720, 330, 1770)),
                    el("JPG", "Share as JPG", TV, (390, 1540, 690, 1720), click=True),
                    el("3 images", None, TV, (390, 1720, 690, 1770)),
                    el("Link", "Share link", TV, (750, 1540, 1040, 1720), click=True),
                    el("Valid 7 days", None, TV, (750, 1720, 1040, 1770)),
                    el("Save to phone", None, TV, (42, 1840, 1040, 1940), click=True),
                    el("Send to email", None, TV, (42, 1960, 1040, 2060), click=True)]
        return out

    turns: list[tuple[str, str]] = []
    s0 = home("9:24", 58)
    s1 = doc("9:25", 58, name0)
    turns.append((droid("click", index=ix(s0, text=name0) - 2), show(s1)))
    s2 = doc("9:26", 58, name0, dialog=name0)
    turns.append((droid("click", index=ix(s1, text=name0)), show(s2)))
    s3 = doc("9:25", 58, name0, dialog=name1)
    turns.append((droid("input_text", text=name1, index=ix(s2, res="edit_text")), show(s3)))
    s4 = doc("9:26", 57, name1)
    turns.append((droid("click", index=ix(s3, text="OK")), show(s4)))
    s5 = doc("9:27", 57, name1, share=True)
    turns.append((droid("click", index=ix(s4, text="Share")), show(s5)))
    a = app("android")
    s6 = bar("9:27", 57) + [
        a(None, None, FL, (0, 900, 1080, 2337), "contentPanel", scroll=True),
        a(f"{name1}.pdf", None, TV, (200, 960, 1000, 1030), "content_preview_filename"),
        a("PDF document · 1.8 MB", None, TV, (200, 1030, 1000, 1080)),
        a(None, "Copy", BTN, (42, 1120, 300, 1220), click=True),
        a(None, "Nearby", BTN, (320, 1120, 580, 1220), click=True),
        a("Gmail", None, TV, (40, 1300, 280, 1500), click=True),
        a("Drive", None, TV, (290, 1300, 530, 1500), click=True),
        a("Messages", None, TV, (540, 1300, 780, 1500), click=True),
        a("WhatsApp", None, TV, (790, 1300, 1040, 1500), click=True),
        a("Adobe Acrobat", None, TV, (40, 1560, 280, 1760), click=True),
        a("Dropbox", None, TV, (290, 1560, 530, 1760), click=True),
        a("Outlook", None, TV, (540, 1560, 780, 1760), click=True),
        a("Bluetooth", None, TV, (790, 1560, 1040, 1760), click=True)]
    turns.append((droid("click", index=ix(s5, desc="Share as PDF")), show(s6)))
    rs.add(task="android", tid="h40-android-11", system=SYSTEM, turns=turns,
           state=goal("In CamScanner, rename the scan 'CamScanner 10-14-2024 09.12' to 'Lease agreement - Unit 4B' and share it as a PDF.", s0),
           bad=True, turn=3, kind="status bar clock goes back a minute")


# Google Docs, clean
def t12(rs: RowSet) -> None:
    el = app("com.google.android.apps.docs.editors.docs")
    old, new = "Meeting notes – Oct 17 board prep", "Board prep – final"
    files = [(old, "Opened 9:02 AM"), ("Q4 OKRs – Finance", "Opened Oct 9, 2024"), ("Offsite agenda draft", "Opened Oct 8, 2024"),
             ("Vendor contract redlines – Acme", "Opened Oct 4, 2024"), ("Onboarding checklist (Finance)", "Opened Oct 1, 2024"),
             ("Lisbon office – lease comparison", "Opened Sep 27, 2024"), ("Audit committee minutes – Sept", "Opened Sep 24, 2024"),
             ("Copy of Board deck outline", "Opened Sep 19, 2024")]
    lines = ["Board prep – Oct 17", "Date: October 10, 2024 · Attendees: Mei Lin, Ravi Shah, Lukas Brandt, Ana Souza", "Agenda",
             "1. Q3 results and revenue bridge (Ravi, 20 min)", "2. 2025 hiring plan and budget envelope (Mei, 25 min)",
             "3. EU expansion: Lisbon office lease options (Lukas, 15 min)", "4. Risk register refresh and audit committee items (Ana, 10 min)",
             "Decisions", "Keep the board deck to 18 slides; the appendix goes to the pre-read.", "The hiring plan is presented as two scenarios (base and stretch).",
             "Action items", "- Ravi: finalize the Q3 revenue bridge by Oct 14", "- Mei: update the hiring plan slide with both scenarios",
             "- Lukas: send the pre-read to the board by Oct 15"]
    words = sum(len(ln.split()) for ln in lines)
    chars = sum(len(ln) for ln in lines)
    nospace = sum(len(ln.replace(" ", "")) for ln in lines)

    def home(clock: str, batt: int, rows: list[tuple[str, str]], sheet: str | None = None, dialog: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Calendar notification",))
        out += [el(None, "Open navigation drawer", IB, (0, 118, 126, 262), click=True),
                el(None, "Search", VW, (126, 130, 830, 250), click=True),
                el("Search in Docs", None, TV, (140, 160, 700, 220)),
                el(None, "Account and settings. Signed in as mei.lin@northwind-capital.com", IV, (940, 140, 1040, 240), click=True),
                el("Recent documents", None, TV, (42, 290, 600, 360)),
                el("Last opened by me", None, BTN, (42, 370, 500, 440), click=True),
                el(None, "Switch to grid layout", IB, (940, 360, 1040, 450), click=True),
                el(None, None, RV, (0, 460, 1080, 2337), "doc_list_view", scroll=True)]
        for i, (n, when) in enumerate(rows):
            y = 460 + 190 * i
            out += [el(None, None, VG, (0, y, 1080, y + 190), click=True, long=True),
                    el(None, "Google Docs", IV, (42, y + 55, 122, y + 135)),
                    el(n, None, TV, (160, y + 40, 900, y + 100), "title"),
                    el(when, None, TV, (160, y + 105, 900, y + 150), "subtitle"),
                    el(None, f"More actions for {n}", IB, (940, y + 45, 1040, y + 145), click=True)]
        out.append(el(None, "Create new document", IB, (872, 2130, 1040, 2298), click=True))
        if sheet:
            out += [el(None, None, FL, (0, 1090, 1080, 2337), "design_bottom_sheet"),
                    el(sheet, None, TV, (160, 1120, 1000, 1190))]
            for i, act in enumerate(["Share", "Add to Starred", "Make available offline", "Rename", "Move", "Copy link", "Send a copy", "Details & activity", "Remove"]):
                out.append(el(act, None, TV, (160, 1220 + 122 * i, 1040, 1330 + 122 * i), click=True))
        if dialog is not None:
            out += [el(None, None, FL, (66, 700, 1014, 1250), "parentPanel"),
                    el("Rename", None, TV, (120, 740, 960, 820), "alertTitle"),
                    el(dialog, None, ET, (120, 860, 960, 980), "edit_text", click=True, edit=True, focus=True),
                    el("Cancel", None, BTN, (520, 1080, 740, 1180), "button2", click=True),
                    el("OK", None, BTN, (760, 1080, 960, 1180), "button1", click=True)] + kb()
        return out

    def doc(clock: str, batt: int, body: list[str], mode: str, menu: bool = False, counts: bool = False, cur: int | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Calendar notification",))
        if mode == "view":
            out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                    el(new, None, TV, (126, 150, 560, 230)),
                    el(None, "Comments", IB, (560, 130, 686, 250), click=True),
                    el(None, "Share", IB, (686, 130, 812, 250), click=True),
                    el(None, "Find in document", IB, (812, 130, 938, 250), click=True),
                    el(None, "More options", IB, (938, 130, 1064, 250), click=True)]
        else:
            out += [el(None, "Done", IB, (0, 118, 126, 262), click=True),
                    el(None, "Undo", IB, (434, 130, 560, 250), click=mode == "edited", enabled=mode == "edited"),
                    el(None, "Redo", IB, (560, 130, 686, 250), enabled=False),
                    el(None, "Text formatting", IB, (686, 130, 812, 250), click=True),
                    el(None, "Insert", IB, (812, 130, 938, 250), click=True),
                    el(None, "More options", IB, (938, 130, 1064, 250), click=True)]
        out.append(el(None, "Document content", VW, (0, 262, 1080, 2337 if mode == "view" else 1450), "kix_editor", scroll=True, focus=mode != "view"))
        for i, ln in enumerate(body):
            y = 290 + 76 * i
            out.append(el(ln, None, VW, (60, y, 1020, y + 72), click=True, focus=i == cur))
        if mode == "view":
            out.append(el(None, "Edit", IB, (872, 2130, 1040, 2298), click=True))
        else:
            for i, t in enumerate(["Bold", "Italic", "Underline", "Text color", "Bulleted list", "Numbered list", "Align left"]):
                out.append(el(None, t, IB, (12 + 150 * i, 1460, 150 + 150 * i, 1550), click=True))
            out += kb()
        if menu:
            out += [el(None, None, LV, (440, 140, 1064, 1340))]
            for i, t in enumerate(["Share & export", "Find and replace", "Suggest changes", "Print layout", "Page setup", "Word count", "Details", "Report abuse", "Help & feedback"]):
                out.append(el(t, None, TV, (470, 160 + 130 * i, 1040, 280 + 130 * i), "title", click=True))
        if counts:
            out += [el(None, None, FL, (66, 820, 1014, 1460), "parentPanel"),
                    el("Word count", None, TV, (120, 860, 960, 940), "alertTitle"),
                    el("Words", None, TV, (120, 990, 700, 1060)), el(f"{words}", None, TV, (760, 990, 960, 1060)),
                    el("Characters", None, TV, (120, 1080, 700, 1150)), el(f"{chars:,}", None, TV, (760, 1080, 960, 1150)),
                    el("Characters excluding spaces", None, TV, (120, 1170, 700, 1240)), el(f"{nospace:,}", None, TV, (760, 1170, 960, 1240)),
                    el("OK", None, BTN, (760, 1320, 960, 1420), "button1", click=True)]
        return out

    turns: list[tuple[str, str]] = []
    s0 = home("9:38", 82, files)
    s1 = home("9:38", 82, files, sheet=old)
    turns.append((droid("click", index=ix(s0, desc=f"More actions for {old}")), show(s1)))
    s2 = home("9:38", 82, files, dialog=old)
    turns.append((droid("click", index=ix(s1, text="Rename")), show(s2)))
    s3 = home("9:39", 82, files, dialog=new)
    turns.append((droid("input_text", text=new, index=ix(s2, res="edit_text")), show(s3)))
    files2 = [(new, files[0][1])] + files[1:]
    s4 = home("9:39", 82, files2)
    turns.append((droid("click", index=ix(s3, text="OK")), show(s4)))
    s5 = doc("9:39", 82, lines, "view")
    turns.append((droid("click", index=ix(s4, text=new) - 2), show(s5)))
    s6 = doc("9:40", 82, lines, "view", menu=True)
    turns.append((droid("click", index=ix(s5, desc="More options")), show(s6)))
    s7 = doc("9:40", 81, lines, "view", counts=True)
    turns.append((droid("click", index=ix(s6, text="Word count")), show(s7)))
    s8 = doc("9:40", 81, lines, "view")
    turns.append((droid("click", index=ix(s7, text="OK")), show(s8)))
    s9 = doc("9:40", 81, lines, "edit", cur=0)
    turns.append((droid("click", index=ix(s8, desc="Edit")), show(s9)))
    s10 = doc("9:41", 81, lines, "edit", cur=len(lines) - 1)
    turns.append((droid("click", index=ix(s9, text=lines[-1])), show(s10)))
    extra = "- Ana: confirm the room booking for Oct 17"
    s11 = doc("9:41", 81, lines + [extra], "edited", cur=len(lines))
    turns.append((droid("input_text", text="\n" + extra, index=ix(s10, text=lines[-1])), show(s11)))
    rs.add(task="android", tid="h40-android-12", system=SYSTEM, turns=turns,
           state=goal("In Google Docs, rename 'Meeting notes – Oct 17 board prep' to 'Board prep – final', check its word count, then add the action item '- Ana: confirm the room booking for Oct 17' at the end.", s0),
           bad=False)


# Proton Drive, bad
def t13(rs: RowSet) -> None:
    el = app("me.proton.android.drive")
    root = [("Documents", "Folder", "Modified Sep 30, 2024"), ("Family photos 2019–2023", "Folder", "Modified Aug 12, 2024"),
            ("Receipts", "Folder", "Modified Oct 5, 2024"), ("Tax 2023", "Folder", "Modified Jul 28, 2024"),
            ("Work – contracts", "Folder", "Modified Jun 3, 2024"), ("Apartment_floorplan_Kastanienallee.pdf", "2.1 MB", "Modified May 14, 2024"),
            ("passport_scan_2031.jpg", "1.6 MB", "Modified Mar 2, 2024"), ("Wohnungsübergabe_Protokoll.pdf", "744 KB", "Modified Feb 20, 2024")]
    receipts = [("Bauhaus_2024-09-14.pdf", "212 KB", "Modified Sep 14, 2024"), ("Edeka_2024-10-01.jpg", "1.1 MB", "Modified Oct 1, 2024"),
                ("IKEA_order_1183402771.pdf", "96 KB", "Modified Sep 22, 2024"), ("Lidl_2024-10-05.jpg", "1.24 MB", "Modified Oct 5, 2024"),
                ("MediaMarkt_Garantie_Waschmaschine.pdf", "388 KB", "Modified Sep 9, 2024"), ("Rossmann_2024-09-28.jpg", "980 KB", "Modified Sep 28, 2024"),
                ("Tankquittung_Aral_2024-10-02.jpg", "870 KB", "Modified Oct 2, 2024")]
    new = "Tax 2023 – filed"

    def files(clock: str, batt: int, title: str, rows: list[tuple[str, str, str]], sheet: tuple[str, list[str]] | None = None, dialog: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        if title == "My files":
            out += [el(None, "Open navigation drawer", IB, (0, 118, 126, 262), click=True)]
        else:
            out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True)]
        out += [el(title, None, TV, (146, 150, 700, 230)),
                el(None, "Search", IB, (686, 130, 812, 250), click=True),
                el(None, "Switch to grid", IB, (812, 130, 938, 250), click=True),
                el(None, "More", IB, (938, 130, 1064, 250), click=True),
                el("Name", "Sort by name, ascending", BTN, (42, 270, 330, 350), click=True),
                el(None, None, "androidx.compose.ui.platform.ComposeView", (0, 360, 1080, 2190), scroll=True)]
        for i, (n, size, mod) in enumerate(rows):
            y = 360 + 190 * i
            sub = mod if size == "Folder" else f"{size} | {mod}"
            out += [el(None, None, VW, (0, y, 1080, y + 190), click=True, long=True),
                    el(None, "Folder" if size == "Folder" else "File", IV, (42, y + 50, 132, y + 140)),
                    el(n, None, TV, (170, y + 40, 900, y + 100)),
                    el(sub, None, TV, (170, y + 105, 900, y + 150)),
                    el(None, f"More options for {n}", IB, (940, y + 45, 1040, y + 145), click=True)]
        out.append(el(None, "Add", IB, (872, 2000, 1040, 2168), click=True))
        for i, t in enumerate(["Files", "Photos", "Computers", "Shared"]):
            out.append(el(t, t, VW, (270 * i, 2190, 270 * (i + 1), 2337), click=True, sel=t == "Files"))
        if sheet:
            out += [el(None, None, VW, (0, 1200, 1080, 2337), "bottom_sheet"),
                    el(sheet[0], None, TV, (170, 1240, 1000, 1310))]
            for i, a in enumerate(sheet[1]):
                out.append(el(a, None, TV, (170, 1350 + 120 * i, 1040, 1450 + 120 * i), click=True))
        if dialog is not None:
            out += [el(None, None, VW, (66, 760, 1014, 1300)),
                    el("Rename folder", None, TV, (120, 800, 960, 880)),
                    el(dialog, "Folder name", ET, (120, 920, 960, 1040), click=True, edit=True, focus=True),
                    el("Cancel", None, BTN, (480, 1140, 700, 1240), click=True),
                    el("Rename", None, BTN, (720, 1140, 960, 1240), click=True)] + kb()
        return out

    turns: list[tuple[str, str]] = []
    acts = ["Share", "Get link", "Move", "Rename", "Folder details", "Move to trash"]
    s0 = files("18:20", 24, "My files", root)
    s1 = files("18:20", 24, "My files", root, sheet=("Tax 2023", acts))
    turns.append((droid("click", index=ix(s0, desc="More options for Tax 2023")), show(s1)))
    s2 = files("18:21", 24, "My files", root, dialog="Tax 2023")
    turns.append((droid("click", index=ix(s1, text="Rename")), show(s2)))
    s3 = files("18:21", 24, "My files", root, dialog=new)
    turns.append((droid("input_text", text=new, index=ix(s2, desc="Folder name")), show(s3)))
    s4 = files("18:21", 23, "My files", root)
    turns.append((droid("click", index=ix(s3, text="Rename")), show(s4)))
    s5 = files("18:22", 23, "Receipts", receipts)
    turns.append((droid("click", index=ix(s4, text="Receipts") - 2), show(s5)))
    facts = ["Share", "Get link", "Download", "Make available offline", "Move", "Rename", "File details", "Move to trash"]
    s6 = files("18:22", 23, "Receipts", receipts, sheet=("Lidl_2024-10-05.jpg", facts))
    turns.append((droid("click", index=ix(s5, desc="More options for Lidl_2024-10-05.jpg")), show(s6)))
    det = [("Name", "Lidl_2024-10-05.jpg"), ("Uploaded by", "jana.hoffmann@proton.me"), ("Location", "/My files/Receipts"),
           ("Modified", "Oct 5, 2024, 17:48"), ("Extension", "jpg"), ("Size", "1.24 MB"), ("Original file size", "1.24 MB"), ("Shared", "No")]
    s7 = bar("18:22", 23) + [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True), el("Details", None, TV, (146, 150, 700, 230))]
    for i, (k, v) in enumerate(det):
        y = 300 + 150 * i
        s7 += [el(k, None, TV, (42, y, 1040, y + 55)), el(v, None, TV, (42, y + 58, 1040, y + 120))]
    s7.append(el("Verified: the file's signature matches the uploader's address key.", None, TV, (42, 1560, 1040, 1680)))
    turns.append((droid("click", index=ix(s6, text="File details")), show(s7)))
    s8 = files("18:23", 23, "Receipts", receipts)
    turns.append((droid("navigate_back"), show(s8)))
    rs.add(task="android", tid="h40-android-13", system=SYSTEM, turns=turns,
           state=goal("In Proton Drive, rename the folder 'Tax 2023' to 'Tax 2023 – filed', then open Receipts and check the details of Lidl_2024-10-05.jpg.", s0),
           bad=True, turn=4, kind="renamed folder still listed under its old name")


# SD Maid SE, clean
def t14(rs: RowSet) -> None:
    el = app("eu.darken.sdmse")
    apps_ = [("Instagram", "com.instagram.android", "128.4 MB"), ("Chrome", "com.android.chrome", "96.2 MB"),
             ("Spotify", "com.spotify.music", "61.7 MB"), ("YouTube", "com.google.android.youtube", "44.9 MB"),
             ("Maps", "com.google.android.apps.maps", "27.3 MB"), ("Telegram", "org.telegram.messenger", "19.8 MB"),
             ("Reddit", "com.reddit.frontpage", "12.6 MB"), ("Komoot", "de.komoot.android", "6.1 MB"),
             ("DB Navigator", "de.hafas.android.db", "4.9 MB"), ("Google Play Store", "com.android.vending", "3.8 MB")]

    def dash(clock: str, batt: int, used: str, app_state: str, skip: int = 0) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el("SD Maid SE", None, TV, (42, 150, 600, 230)),
                el(None, "Settings", IB, (938, 130, 1064, 250), click=True),
                el(None, None, RV, (0, 262, 1080, 2150), "list", scroll=True)]
        cards: list[list[tuple[str | None, str | None, str, bool]]] = [
            [("Storage", None, TV, False), (f"Internal storage · {used} used of 128 GB", None, TV, False), (None, "Storage usage", PB, False)],
            [("CorpseFinder", None, TV, False), ("Finds files of apps that are no longer installed.", None, TV, False), ("Last scan: 12 days ago · nothing found", None, TV, False), ("Scan", None, BTN, True)],
            [("SystemCleaner", None, TV, False), ("Searches the whole device for known junk files.", None, TV, False), ("Last scan: 12 days ago · 3.2 MB deleted", None, TV, False), ("Scan", None, BTN, True)],
            [("AppCleaner", None, TV, False), ("Deletes expendable files like caches of installed apps.", None, TV, False)] + {
                "idle": [("Last scan: 12 days ago · 188.0 MB deleted", None, TV, False), ("Scan", None, BTN, True)],
                "scanning": [("Scanning… com.spotify.music (21/58)", None, TV, False), (None, "Progress", PB, False), ("Cancel", None, BTN, True)],
                "found": [("37 apps · 412.6 MB", None, TV, False), ("View details", None, BTN, True), ("Delete", None, BTN, True)],
                "done": [("Freed 409.8 MB · 1,811 files deleted", None, TV, False), ("2 apps were running, some of their files were skipped.", None, TV, False), ("Scan", None, BTN, True)],
            }[app_state],
            [("Deduplicator", None, TV, False), ("Finds duplicate files by checksum and media similarity.", None, TV, False), ("Never scanned", None, TV, False), ("Scan", None, BTN, True)],
            [("Analyzer", None, TV, False), ("Shows what is taking up your storage.", None, TV, False), ("Open", None, BTN, True)],
            [("Scheduler", None, TV, False), ("Run tools automatically.", None, TV, False), ("Weekly on Sunday, 03:00 · next run in 4 days", None, TV, False)],
        ]
        y = 280
        for card in cards[skip:]:
            h = 100 + 80 * len(card)
            if y + h > 2150:
                break
            out.append(el(None, None, "androidx.cardview.widget.CardView", (24, y, 1056, y + h), "card", click=True))
            cy = y + 30
            for text, desc, cls, btn in card:
                if btn:
                    out.append(el(text, desc, cls, (600 if text in ("Delete", "Scan", "Open", "Cancel") else 280, cy, 1020 if text in ("Delete", "Scan", "Open", "Cancel") else 580, cy + 90), click=True))
                else:
                    out.append(el(text, desc, cls, (60, cy, 1020, cy + 70)))
                    cy += 80
            y += h + 30
        for i, t in enumerate(["Dashboard", "Tools", "Upgrade"]):
            out.append(el(t, t, FL, (360 * i, 2190, 360 * (i + 1), 2337), click=True, sel=t == "Dashboard"))
        return out

    turns: list[tuple[str, str]] = []
    s0 = dash("21:03", 44, "46.8 GB", "idle")
    s1 = dash("21:03", 44, "46.8 GB", "scanning")
    turns.append((droid("click", index=ix(s0, text="Scan", nth=2)), show(s1)))
    s2 = dash("21:04", 44, "46.8 GB", "found")
    turns.append((droid("wait"), show(s2)))
    s3 = bar("21:04", 44) + [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                             el("AppCleaner", None, TV, (146, 140, 700, 200)),
                             el("37 apps · 412.6 MB", None, TV, (146, 200, 700, 245)),
                             el(None, "Sort", IB, (812, 130, 938, 250), click=True),
                             el(None, "Delete all", IB, (938, 130, 1064, 250), click=True),
                             el(None, None, RV, (0, 262, 1080, 2337), "list", scroll=True)]
    for i, (n, pkg, size) in enumerate(apps_):
        y = 262 + 200 * i
        s3 += [el(None, None, VG, (0, y, 1080, y + 200), click=True, long=True),
               el(None, f"{n} icon", IV, (42, y + 50, 142, y + 150)),
               el(n, None, TV, (180, y + 35, 800, y + 95)),
               el(pkg, None, TV, (180, y + 100, 800, y + 150)),
               el(size, None, TV, (820, y + 60, 1040, y + 120))]
    turns.append((droid("click", index=ix(s2, text="View details")), show(s3)))
    s4 = dash("21:05", 44, "46.8 GB", "found")
    turns.append((droid("navigate_back"), show(s4)))
    s5 = s4 + [el(None, None, FL, (66, 820, 1014, 1480), "parentPanel"),
               el("Delete?", None, TV, (120, 860, 960, 940), "alertTitle"),
               el("AppCleaner will delete 412.6 MB of expendable files from 37 apps. This can't be undone.", None, TV, (120, 980, 960, 1200), "message"),
               el("Cancel", None, BTN, (420, 1320, 660, 1420), "button2", click=True),
               el("Delete", None, BTN, (700, 1320, 960, 1420), "button1", click=True)]
    turns.append((droid("click", index=ix(s4, text="Delete")), show(s5)))
    s6 = dash("21:05", 43, "46.4 GB", "done")
    turns.append((droid("click", index=ix(s5, res="button1")), show(s6)))
    s7 = dash("21:05", 43, "46.4 GB", "done", skip=3)
    turns.append((droid("scroll", direction="down"), show(s7)))
    rs.add(task="android", tid="h40-android-14", system=SYSTEM, turns=turns,
           state=goal("Use SD Maid SE's AppCleaner to scan for app caches, review what it found and delete it.", s0),
           bad=False)


# Nextcloud, clean
def t15(rs: RowSet) -> None:
    el = app("com.nextcloud.client")
    folders = [("Archiv", "4.2 MB", "Mar 3", "2024-03-03"), ("Signed", "18.7 MB", "2 weeks ago", "2024-09-26")]
    files = [("Arbeitsvertrag_Nachtrag_2023.pdf", "612 KB", "Jan 18", "2024-01-18"), ("Bürgschaft_Eltern.pdf", "1.1 MB", "Feb 2", "2024-02-02"),
             ("Handyvertrag_O2_2024.pdf", "305 KB", "Apr 22", "2024-04-22"), ("Hausratversicherung_Police.pdf", "488 KB", "Nov 14, 2023", "2023-11-14"),
             ("Kfz-Versicherung_HUK_2024.pdf", "271 KB", "Dec 1, 2023", "2023-12-01"), ("Kita_Betreuungsvertrag.pdf", "1.6 MB", "Aug 20", "2024-08-20"),
             ("Mietvertrag_2021.pdf", "2.4 MB", "Jun 30, 2021", "2021-06-30"), ("Stromvertrag_Vattenfall.pdf", "356 KB", "3 days ago", "2024-10-07"),
             ("Telekom_Vertragsübersicht.pdf", "198 KB", "Sep 9", "2024-09-09"), ("Untermietvertrag_Gästezimmer.pdf", "402 KB", "2 weeks ago", "2024-09-25"),
             ("Zahnzusatz_Ergo_Police.pdf", "733 KB", "Jul 11", "2024-07-11")]
    up = "Mietvertrag_Nachtrag_2024.pdf"

    def listing(clock: str, batt: int, rows: list[tuple[str, str, str, str]], sort: str, nfiles: int, icons: tuple[str, ...] = (), menu: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, icons)
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el("Contracts", None, TV, (146, 150, 700, 230)),
                el(None, "Search", TV, (812, 130, 938, 250), click=True),
                el(None, "lukas@cloud.krueger-family.de", IV, (938, 130, 1064, 250), "switch_account_button", click=True),
                el(sort, None, BTN, (24, 270, 400, 370), "sort_button", click=True),
                el(None, "Switch to grid view", IB, (960, 270, 1060, 370), "switch_grid_view_button", click=True),
                el(None, None, RV, (0, 380, 1080, 2337), "list_root", scroll=True)]
        y = 380
        for n, size, when, _ in rows:
            if y + 170 > 2337:
                break
            folder = n in ("Archiv", "Signed")
            out += [el(None, None, LL, (0, y, 1080, y + 170), "ListItemLayout", click=True, long=True),
                    el(None, "Folder" if folder else "PDF document", IV, (42, y + 40, 132, y + 130), "thumbnail"),
                    el(n, None, TV, (160, y + 30, 880, y + 90), "Filename"),
                    el(size, None, TV, (160, y + 95, 400, y + 140), "file_size"),
                    el(when, None, TV, (420, y + 95, 880, y + 140), "last_mod"),
                    el(None, "Show options", IB, (940, y + 35, 1040, y + 135), "overflow_menu", click=True)]
            y += 170
        if y + 120 <= 2337:
            out.append(el(f"2 folders, {nfiles} files", None, TV, (0, y, 1080, y + 110), "footerText"))
        if not menu:
            out.append(el(None, "New", IB, (872, 2130, 1040, 2298), "fab_main", click=True))
        return out

    def az(rows: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, str]]:
        return folders + sorted(rows, key=lambda r: r[0].lower())

    turns: list[tuple[str, str]] = []
    s0 = listing("14:05", 53, az(files), "A - Z", 11)
    s1 = s0[:-1] + [el(None, None, FL, (0, 1240, 1080, 2337), "design_bottom_sheet")]
    for i, t in enumerate(["Upload files", "Upload content from other apps", "Create new folder", "Scan document from camera", "Create new text file", "Create new set up"][:5]):
        s1.append(el(t, None, TV, (150, 1290 + 150 * i, 1040, 1400 + 150 * i), click=True))
    turns.append((droid("click", index=ix(s0, desc="New")), show(s1)))
    local = [("IMG_20241008_174455.jpg", "3.9 MB", "Oct 8, 2024"), (up, "842 KB", "Oct 10, 2024"), ("Rechnung_Zahnarzt_0924.pdf", "118 KB", "Oct 2, 2024"),
             ("Screenshot_20241009-221514.png", "1.3 MB", "Oct 9, 2024"), ("ticket_FCSP_HSV.pdf", "204 KB", "Sep 29, 2024")]

    def picker(clock: str, checked: bool) -> list[dict[str, Any]]:
        out = bar(clock, 53)
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el("Download", None, TV, (146, 150, 700, 230)),
                el(None, "Select all", TV, (812, 130, 938, 250), click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, None, RV, (0, 262, 1080, 1900), "list_root", scroll=True)]
        for i, (n, size, date) in enumerate(local):
            y = 262 + 170 * i
            out += [el(None, None, LL, (0, y, 1080, y + 170), click=True),
                    el(n, None, TV, (160, y + 30, 880, y + 90), "Filename"),
                    el(size, None, TV, (160, y + 95, 400, y + 140), "file_size"),
                    el(date, None, TV, (420, y + 95, 880, y + 140), "last_mod"),
                    el(None, None, CB, (940, y + 35, 1040, y + 135), "custom_checkbox", click=True, check=checked and n == up)]
        out += [el("Copy file", None, "android.widget.Spinner", (24, 1920, 1056, 2020), "upload_files_spinner_behaviour", click=True),
                el("Cancel", None, BTN, (24, 2060, 520, 2180), "upload_files_btn_cancel", click=True),
                el("Upload", None, BTN, (560, 2060, 1056, 2180), "upload_files_btn_upload", click=checked, enabled=checked)]
        return out

    s2 = picker("14:05", False)
    turns.append((droid("click", index=ix(s1, text="Upload files")), show(s2)))
    s3 = picker("14:06", True)
    turns.append((droid("click", index=ix(s2, text=up) + 3), show(s3)))
    s4 = listing("14:06", 53, az(files), "A - Z", 11, icons=("Nextcloud notification: Uploading Mietvertrag_Nachtrag_2024.pdf",))
    turns.append((droid("click", index=ix(s3, text="Upload")), show(s4)))
    new = (up, "842 KB", "Just now", "2024-10-10 14:06")
    s5 = listing("14:06", 53, az(files + [new]), "A - Z", 12)
    turns.append((droid("wait"), show(s5)))
    s6 = s5[:-1] + [el(None, None, FL, (66, 700, 1014, 1700), "parentPanel"), el("Sort by", None, TV, (120, 740, 960, 820), "alertTitle")]
    for i, t in enumerate(["A - Z", "Z - A", "Newest first", "Oldest first", "Biggest first", "Smallest first"]):
        s6.append(el(t, None, RB, (120, 850 + 130 * i, 960, 960 + 130 * i), click=True, check=t == "A - Z"))
    turns.append((droid("click", index=ix(s5, res="sort_button")), show(s6)))
    new2 = (up, "842 KB", "1 minute ago", "2024-10-10 14:06")
    newest = sorted(folders, key=lambda r: r[3], reverse=True) + sorted(files + [new2], key=lambda r: r[3], reverse=True)
    s7 = listing("14:07", 52, newest, "Newest first", 12)
    turns.append((droid("click", index=ix(s6, text="Newest first")), show(s7)))
    s8 = s7 + [el(None, None, LV, (440, 550, 1060, 1450))]
    for i, t in enumerate(["Details", "Favorite", "Rename", "Move or copy", "Set as offline", "Send/Share", "Delete"]):
        s8.append(el(t, None, TV, (470, 570 + 125 * i, 1040, 680 + 125 * i), "title", click=True))
    turns.append((droid("click", index=ix(s7, text=up) + 3), show(s8)))
    s9 = bar("14:07", 52) + [
        el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
        el(up, None, TV, (146, 150, 800, 230)),
        el(None, "Favorite", IB, (812, 130, 938, 250), click=True),
        el(None, "More options", IB, (938, 130, 1064, 250), click=True),
        el(None, "PDF document", IV, (390, 300, 690, 600), "thumbnail"),
        el(up, None, TV, (42, 640, 1040, 710), "filename"),
        el("842 KB", None, TV, (42, 720, 400, 770), "size"),
        el("1 minute ago", None, TV, (420, 720, 900, 770), "last_modification_timestamp"),
        el("Activities", None, TV, (0, 820, 360, 920), click=True, sel=True),
        el("Sharing", None, TV, (360, 820, 720, 920), click=True),
        el("Versions", None, TV, (720, 820, 1080, 920), click=True),
        el("You created Mietvertrag_Nachtrag_2024.pdf", None, TV, (150, 960, 1040, 1030)),
        el("1 minute ago", None, TV, (150, 1030, 1040, 1080)),
        el(None, "Write a comment …", ET, (42, 2180, 940, 2300), click=True, edit=True, hint="Write a comment …"),
        el(None, "Send", IB, (950, 2190, 1050, 2290), click=True)]
    turns.append((droid("click", index=ix(s8, text="Details")), show(s9)))
    rs.add(task="android", tid="h40-android-15", system=SYSTEM, turns=turns,
           state=goal("Upload Mietvertrag_Nachtrag_2024.pdf from the phone's Download folder to the Nextcloud folder Documents/Contracts, sort the folder newest first and open the new file's details.", s0),
           bad=False)


# DAVx5, bad
def t16(rs: RowSet) -> None:
    el = app("at.bitfire.davdroid")
    acct = "kowalski@mailbox.org"
    cals = {"Personal": (True, "Calendar, tasks", False), "Work – Acme": (True, "Calendar", False), "Birthdays": (False, "Contact birthdays", True),
            "Family shared": (True, "Shared by ewa.kowalska@mailbox.org", False), "Holidays PL": (False, "Święta w Polsce", True),
            "Running plan": (True, "Tasks", False)}

    def account(clock: str, batt: int, tab: str, state: dict[str, bool], syncing: bool = False, menu: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("DAVx⁵ notification",) if syncing else ())
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el(acct, None, TV, (146, 150, 800, 230)),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True)]
        for i, t in enumerate(["CardDAV", "CalDAV", "Webcal"]):
            out.append(el(t, t, LL, (360 * i, 262, 360 * (i + 1), 390), click=True, sel=t == tab))
        if syncing:
            out.append(el(None, "Synchronizing", PB, (0, 390, 1080, 400)))
        out.append(el(None, None, RV, (0, 400, 1080, 2337), "list", scroll=True))
        if tab == "CalDAV":
            for i, (n, (_, desc, ro)) in enumerate(cals.items()):
                y = 420 + 190 * i
                out += [el(None, None, LL, (0, y, 1080, y + 190), click=True),
                        el(None, f"Sync {n}", CB, (24, y + 45, 124, y + 145), "sync", click=True, check=state[n]),
                        el(None, "Color", VW, (150, y + 75, 190, y + 115), "color"),
                        el(n, None, TV, (220, y + 35, 840, y + 95), "title"),
                        el(desc, None, TV, (220, y + 100, 840, y + 150), "description")]
                if ro:
                    out.append(el(None, "Read-only", IV, (850, y + 65, 910, y + 125), "read_only"))
                out.append(el(None, "Calendar actions", IB, (940, y + 45, 1040, y + 145), "action_overflow", click=True))
        else:
            for i, (n, desc, on) in enumerate([("Contacts", "Address book", True), ("Collected addresses", "Address book", False)]):
                y = 420 + 190 * i
                out += [el(None, None, LL, (0, y, 1080, y + 190), click=True),
                        el(None, f"Sync {n}", CB, (24, y + 45, 124, y + 145), "sync", click=True, check=on),
                        el(n, None, TV, (150, y + 35, 840, y + 95), "title"),
                        el(desc, None, TV, (150, y + 100, 840, y + 150), "description"),
                        el(None, "Address book actions", IB, (940, y + 45, 1040, y + 145), "action_overflow", click=True)]
        out.append(el("Synchronize now", "Synchronize now", BTN, (560, 2130, 1040, 2280), "sync_now", click=True))
        if menu:
            out += [el(None, None, LV, (440, 140, 1064, 860))]
            for i, t in enumerate(["Refresh collection list", "Create calendar", "Account settings", "Rename account", "Delete account"]):
                out.append(el(t, None, TV, (470, 160 + 135 * i, 1040, 280 + 135 * i), "title", click=True))
        return out

    def settings(clock: str, batt: int, cal_int: str, dialog: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el(f"Settings: {acct}", None, TV, (146, 150, 1000, 230)),
                el(None, None, RV, (0, 262, 1080, 2337), "recycler_view", scroll=True)]
        rows = [("Synchronization", None), ("Contacts sync. interval", "Every 4 hours"), ("Calendars sync. interval", cal_int),
                ("Sync over WiFi only", "Sync is done over any network"), ("Authentication", None), ("User name", acct),
                ("Password", "Password for authentication"), ("CalDAV", None),
                ("Past event time limit", "Events more than 90 days in the past will be ignored"), ("Default reminder", "No default reminder"),
                ("Manage calendar colors", "Calendar colors are reset at every sync"), ("CardDAV", None), ("Contact group method", "Groups are separate vCards")]
        y = 280
        for t, sub in rows:
            if sub is None:
                out.append(el(t, None, TV, (42, y, 1040, y + 70), "title"))
                y += 90
                continue
            out += [el(t, None, TV, (42, y, 900, y + 60), "title"), el(sub, None, TV, (42, y + 62, 900, y + 120), "summary")]
            if t in ("Sync over WiFi only", "Manage calendar colors"):
                out.append(el(None, t, SW, (920, y + 20, 1040, y + 100), "switchWidget", click=True, check=t == "Manage calendar colors"))
            y += 140
        if dialog:
            out += [el(None, None, FL, (66, 560, 1014, 1720), "parentPanel"), el("Calendars sync. interval", None, TV, (120, 600, 960, 680), "alertTitle")]
            for i, t in enumerate(["Only manually", "Every 15 minutes", "Every 30 minutes", "Every hour", "Every 2 hours", "Every 4 hours", "Once a day"]):
                out.append(el(t, None, "android.widget.CheckedTextView", (120, 720 + 125 * i, 960, 830 + 125 * i), "text1", click=True, check=t == cal_int))
            out.append(el("Cancel", None, BTN, (700, 1600, 960, 1690), "button2", click=True))
        return out

    on = {n: v[0] for n, v in cals.items()}
    turns: list[tuple[str, str]] = []
    s0 = account("8:12", 90, "CardDAV", on)
    s1 = account("8:12", 90, "CalDAV", on)
    turns.append((droid("click", index=ix(s0, desc="CalDAV")), show(s1)))
    on2 = dict(on, **{"Holidays PL": True})
    s2 = account("8:12", 90, "CalDAV", on2)
    turns.append((droid("click", index=ix(s1, desc="Sync Holidays PL")), show(s2)))
    s3 = account("8:13", 90, "CalDAV", on2, syncing=True)
    turns.append((droid("click", index=ix(s2, text="Synchronize now")), show(s3)))
    s4 = account("8:13", 90, "CalDAV", on2)
    turns.append((droid("wait"), show(s4)))
    s5 = account("8:13", 90, "CalDAV", on2, menu=True)
    turns.append((droid("click", index=ix(s4, desc="More options")), show(s5)))
    s6 = settings("8:13", 89, "Every 4 hours")
    turns.append((droid("click", index=ix(s5, text="Account settings")), show(s6)))
    s7 = settings("8:14", 89, "Every 4 hours", dialog=True)
    turns.append((droid("click", index=ix(s6, text="Calendars sync. interval")), show(s7)))
    s8 = settings("8:14", 89, "Every hour")
    turns.append((droid("click", index=ix(s7, text="Every hour")), show(s8)))
    on3 = dict(on2, **{"Work – Acme": False})
    s9 = account("8:14", 89, "CalDAV", on3)
    turns.append((droid("navigate_back"), show(s9)))
    s10 = account("8:14", 89, "CardDAV", on3)
    turns.append((droid("click", index=ix(s9, desc="CardDAV")), show(s10)))
    rs.add(task="android", tid="h40-android-16", system=SYSTEM, turns=turns,
           state=goal("In DAVx5, turn on synchronization of the 'Holidays PL' calendar for kowalski@mailbox.org, sync now, and set the calendar sync interval to every hour.", s0),
           bad=True, turn=9, kind="another calendar's sync checkbox turned off with no action on it")


# Shelter, clean
def t17(rs: RowSet) -> None:
    el = app("net.typeblog.shelter")
    main = [("Bitwarden", "com.x8bit.bitwarden"), ("DB Navigator", "de.hafas.android.db"), ("Firefox", "org.mozilla.firefox"),
            ("K-9 Mail", "com.fsck.k9"), ("Komoot", "de.komoot.android"), ("Organic Maps", "app.organicmaps"),
            ("Signal", "org.thoughtcrime.securesms"), ("Spotify", "com.spotify.music"), ("Threema", "ch.threema.app"),
            ("WhatsApp", "com.whatsapp")]
    work = [("Facebook", "com.facebook.katana"), ("Google Play Store", "com.android.vending"), ("Instagram", "com.instagram.android"),
            ("Microsoft Teams", "com.microsoft.teams"), ("Shelter", "net.typeblog.shelter"), ("Slack", "com.Slack"),
            ("Zoom", "us.zoom.videomeetings")]

    def lst(clock: str, batt: int, tab: str, rows: list[tuple[str, str]], frozen: tuple[str, ...] = (), menu: tuple[str, list[str]] | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el("Shelter", None, TV, (42, 150, 600, 230)),
                el(None, "Search", TV, (812, 130, 938, 250), "main_menu_search", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el("MAIN", None, TV, (0, 262, 540, 380), click=True, sel=tab == "Main"),
                el("SHELTER", None, TV, (540, 262, 1080, 380), click=True, sel=tab == "Shelter"),
                el(None, None, RV, (0, 380, 1080, 2337), "fragment_list_recycler_view", scroll=True)]
        for i, (n, pkg) in enumerate(rows):
            y = 380 + 180 * i
            out += [el(None, None, LL, (0, y, 1080, y + 180), click=True, long=True),
                    el(None, n, IV, (42, y + 40, 142, y + 140), "list_app_icon"),
                    el(n + (" (Frozen)" if n in frozen else ""), None, TV, (180, y + 35, 1040, y + 95), "list_app_title"),
                    el(pkg, None, TV, (180, y + 100, 1040, y + 150), "list_app_package")]
        if menu:
            out += [el(None, None, FL, (66, 700, 1014, 700 + 140 + 130 * len(menu[1])), "parentPanel"),
                    el(menu[0], None, TV, (120, 740, 960, 820), "alertTitle")]
            for i, t in enumerate(menu[1]):
                out.append(el(t, None, TV, (120, 850 + 130 * i, 960, 960 + 130 * i), "text1", click=True))
        return out

    turns: list[tuple[str, str]] = []
    s0 = lst("19:47", 61, "Main", main)
    s1 = lst("19:47", 61, "Main", main, menu=("Signal", ["Clone to Shelter (Work Profile)", "Uninstall", "Create Unfreeze and/or Launch Shortcut"]))
    turns.append((droid("click", index=ix(s0, text="Signal") - 2), show(s1)))
    pi = app("com.google.android.packageinstaller")
    s2 = bar("19:48", 61) + [
        pi(None, None, FL, (66, 880, 1014, 1460), "parentPanel"),
        pi(None, "Work profile", IV, (120, 930, 200, 1010), "work_badge"),
        pi("Signal", None, TV, (220, 930, 960, 1010), "app_name"),
        pi("Do you want to install this app?", None, TV, (120, 1060, 960, 1200), "install_confirm_question"),
        pi("Cancel", None, BTN, (460, 1300, 700, 1400), "button2", click=True),
        pi("Install", None, BTN, (720, 1300, 960, 1400), "button1", click=True)]
    turns.append((droid("click", index=ix(s1, text="Clone to Shelter (Work Profile)")), show(s2)))
    s3 = lst("19:48", 61, "Main", main)
    turns.append((droid("click", index=ix(s2, text="Install")), show(s3)))
    work2 = sorted(work + [("Signal", "org.thoughtcrime.securesms")], key=lambda r: r[0].lower())
    s4 = lst("19:48", 61, "Shelter", work2)
    turns.append((droid("click", index=ix(s3, text="SHELTER")), show(s4)))
    s5 = lst("19:49", 60, "Shelter", work2, menu=("Facebook", ["Launch", "Freeze", "Unclone", "Create Unfreeze and/or Launch Shortcut", "Auto Freeze: Off"]))
    turns.append((droid("click", index=ix(s4, text="Facebook") - 2), show(s5)))
    s6 = lst("19:49", 60, "Shelter", work2, frozen=("Facebook",))
    turns.append((droid("click", index=ix(s5, text="Freeze")), show(s6)))
    rs.add(task="android", tid="h40-android-17", system=SYSTEM, turns=turns,
           state=goal("With Shelter, clone Signal into the work profile, then freeze Facebook in the work profile.", s0),
           bad=False)


# Immich, bad
def t18(rs: RowSet) -> None:
    el = app("app.alextran.immich")
    fname = "PXL_20240921_173344512.jpg"
    desc_text = "Sunset at Miradouro de Santa Luzia"

    def timeline(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Immich notification: Backup complete",))
        out += [el(None, "Immich", IV, (42, 140, 300, 240)),
                el(None, "Backup", IB, (720, 130, 830, 250), click=True),
                el(None, "Profile", IB, (940, 130, 1050, 250), click=True),
                el(None, None, "android.widget.ScrollView", (0, 262, 1080, 2190), scroll=True)]
        groups = [("Sun, Sep 22", ["PXL_20240922_091204771.jpg", "PXL_20240922_101517302.jpg", "PXL_20240922_101520118.jpg", "PXL_20240922_130844905.mp4"]),
                  ("Sat, Sep 21", ["PXL_20240921_112032640.jpg", "PXL_20240921_142215093.jpg", "PXL_20240921_170158227.jpg", fname,
                                   "PXL_20240921_173351064.jpg", "PXL_20240921_201947380.jpg"]),
                  ("Fri, Sep 20", ["PXL_20240920_183005112.jpg", "PXL_20240920_190211473.jpg", "PXL_20240920_212930648.jpg"])]
        y = 280
        for head, items in groups:
            out.append(el(head, None, VW, (24, y, 700, y + 80)))
            y += 90
            for i, it in enumerate(items):
                col = i % 4
                if col == 0 and i:
                    y += 268
                kind = "Video" if it.endswith(".mp4") else "Image"
                out.append(el(None, f"{kind} taken on {head}", VW, (4 + 268 * col, y, 268 + 268 * col, y + 264), click=True, long=True))
            y += 290
        for i, t in enumerate(["Photos", "Search", "Sharing", "Library"]):
            out.append(el(None, t, VW, (270 * i, 2190, 270 * (i + 1), 2337), click=True, sel=t == "Photos"))
        return out

    def viewer(clock: str, batt: int, info: str | None, name: str = fname, description: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Immich notification: Backup complete",))
        out += [el(None, "Back", IB, (0, 118, 126, 262), click=True),
                el(None, "Cast", IB, (560, 130, 686, 250), click=True),
                el(None, "Favorite", IB, (686, 130, 812, 250), click=True),
                el(None, "Info", IB, (812, 130, 938, 250), click=True),
                el(None, "More", IB, (938, 130, 1064, 250), click=True)]
        if info is None:
            out += [el(None, "Image taken on Sat, Sep 21", IV, (0, 800, 1080, 1610), click=True, long=True)]
            for i, t in enumerate(["Share", "Edit", "Archive", "Delete"]):
                out.append(el(None, t, IB, (270 * i, 2150, 270 * (i + 1), 2290), click=True))
            return out
        if info == "scrolled":
            out.append(el(None, None, SV, (0, 262, 1080, 2337), scroll=True))
        else:
            out += [el(None, "Image taken on Sat, Sep 21", IV, (0, 262, 1080, 700), click=True),
                    el(None, None, SV, (0, 700, 1080, 2337), scroll=True)]
        top = 720 if info != "scrolled" else 380
        rows: list[dict[str, Any]] = []
        if info != "scrolled":
            rows += [el("Sat, Sep 21, 2024 • 6:33 PM GMT+01:00", None, TV, (42, top, 1040, top + 70)),
                     el(description, "Add description", ET, (42, top + 90, 1040, top + 200), click=True, edit=True, focus=info == "typing", hint="Add description")]
        if info == "typing":
            return out + rows + kb()
        y = top + 220 if info != "scrolled" else top
        rows += [el("LOCATION", None, TV, (42, y, 600, y + 60)),
                 el(None, "Map", VW, (42, y + 70, 1040, y + 470), click=True),
                 el("Lisbon", None, TV, (42, y + 480, 1040, y + 540)),
                 el("Lisbon, Portugal", None, TV, (42, y + 540, 1040, y + 590)),
                 el("38.7118, -9.1300", None, TV, (42, y + 590, 1040, y + 640)),
                 el("DETAILS", None, TV, (42, y + 680, 600, y + 740)),
                 el(name, None, TV, (150, y + 760, 1040, y + 820)),
                 el("12.5 MP • 4080 x 3072 • 3.4 MiB", None, TV, (150, y + 820, 1040, y + 870)),
                 el("Google Pixel 8", None, TV, (150, y + 900, 1040, y + 960)),
                 el("ƒ/1.68 • 1/1250 • 6.9 mm • ISO 46", None, TV, (150, y + 960, 1040, y + 1010))]
        if info == "scrolled":
            rows += [el("APPEARS IN", None, TV, (42, y + 1060, 600, y + 1120)),
                     el("Not in any album", None, TV, (42, y + 1130, 1040, y + 1190)),
                     el("PEOPLE", None, TV, (42, y + 1240, 600, y + 1300)),
                     el(None, "Marta", VW, (42, y + 1320, 242, y + 1520), click=True),
                     el("Marta", None, TV, (42, y + 1530, 242, y + 1580))]
        return out + [r for r in rows if r["bbox_pixels"].y2 <= 2337]

    turns: list[tuple[str, str]] = []
    s0 = timeline("22:10", 35)
    s1 = viewer("22:10", 35, None)
    turns.append((droid("click", index=ix(s0, desc="Image taken on Sat, Sep 21", nth=3)), show(s1)))
    s2 = viewer("22:10", 35, "open")
    turns.append((droid("scroll", direction="down"), show(s2)))
    s3 = viewer("22:11", 35, "typing")
    turns.append((droid("click", index=ix(s2, desc="Add description")), show(s3)))
    s4 = viewer("22:11", 35, "typing", description=desc_text)
    turns.append((droid("input_text", text=desc_text, index=ix(s3, desc="Add description")), show(s4)))
    s5 = viewer("22:11", 35, "open", description=desc_text)
    turns.append((droid("keyboard_enter"), show(s5)))
    s6 = viewer("22:12", 34, "scrolled", name="PXL_20240921_173334512.jpg")
    turns.append((droid("scroll", direction="down"), show(s6)))
    s7 = viewer("22:12", 34, None) + [el(None, None, LV, (500, 140, 1064, 900))]
    for i, t in enumerate(["Add to album", "Set as album cover", "Set as profile picture", "Download", "Share link"]):
        s7.append(el(t, None, TV, (530, 160 + 140 * i, 1040, 290 + 140 * i), click=True))
    turns.append((droid("click", index=ix(s6, desc="More")), show(s7)))
    s8 = viewer("22:12", 34, None) + [el(None, None, VW, (0, 1100, 1080, 2337), "bottom_sheet"), el("Add to album", None, TV, (42, 1140, 1040, 1210)),
                                      el("New album", None, TV, (160, 1250, 1040, 1350), click=True)]
    for i, (a, n) in enumerate([("Lisbon 2024", "47 items"), ("Family", "1,208 items"), ("Cats", "312 items"), ("Recipes", "58 items"), ("Garden 2024", "91 items")]):
        y = 1380 + 160 * i
        s8 += [el(a, None, TV, (160, y, 1040, y + 70), click=True), el(n, None, TV, (160, y + 70, 1040, y + 120))]
    turns.append((droid("click", index=ix(s7, text="Add to album")), show(s8)))
    rs.add(task="android", tid="h40-android-18", system=SYSTEM, turns=turns,
           state=goal("In Immich, open the 6:33 PM photo from Sat, Sep 21, give it the description 'Sunset at Miradouro de Santa Luzia' and add it to the 'Lisbon 2024' album.", s0),
           bad=True, turn=6, kind="photo file name changes digits between two views of the same info panel")


# Trello, bad
def t19(rs: RowSet) -> None:
    el = app("com.trello")
    card = "Prepare launch newsletter"
    items = ["Draft subject line options", "Pick hero image", "Write product section", "Legal review of pricing copy", "Schedule send in Mailchimp"]
    comment = "Product section and legal review are done, ready to schedule."

    def board(clock: str, batt: int, news: tuple[str, str]) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification",))
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el("Marketing Q4", None, TV, (146, 150, 600, 230)),
                el(None, "Filter cards", IB, (686, 130, 812, 250), click=True),
                el(None, "Notifications", IB, (812, 130, 938, 250), click=True),
                el(None, "Board menu", IB, (938, 130, 1064, 250), click=True),
                el(None, None, RV, (0, 262, 1080, 2337), "board_lists", scroll=True),
                el("In progress", None, TV, (60, 290, 860, 370), "list_name", click=True),
                el(None, "List actions", IB, (900, 280, 1000, 380), click=True),
                el(None, None, RV, (40, 390, 1040, 2180), "cards", scroll=True)]
        cards = [("Update pricing page copy (EU VAT)", "Web", "Oct 16", None, None, "1/3"),
                 (card, "Email", "Oct 18", news[1], "1", news[0]),
                 ("Webinar landing page – Nov 7", "Web", None, "1", None, None),
                 ("Partner co-marketing brief – Shopware", "Partners", "Oct 25", None, None, "0/4"),
                 ("Social teaser video cut (30s)", "Social", None, None, "2", None)]
        y = 400
        for name, label, due, comments, att, check in cards:
            out += [el(None, None, VG, (60, y, 1020, y + 300), "card_container", click=True, long=True),
                    el(None, f"Label {label}", VW, (90, y + 25, 250, y + 55)),
                    el(name, None, TV, (90, y + 70, 990, y + 170), "card_name")]
            x = 90
            for val, d in [(due, "Due date"), (comments, "Comments"), (att, "Attachments"), (check, "Checklist items")]:
                if val:
                    out.append(el(val, d, TV, (x, y + 200, x + 200, y + 260)))
                    x += 210
            y += 330
        out.append(el("Add card", None, BTN, (60, 2190, 1020, 2300), click=True))
        return out

    def detail(clock: str, batt: int, part: str, done: int, activity: list[tuple[str, str]], typing: str | None = None, composing: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification",))
        out += [el(None, "Close", IB, (0, 118, 126, 262), click=True),
                el(None, "Card menu", IB, (938, 130, 1064, 250), click=True),
                el(None, None, RV, (0, 262, 1080, 2337), "card_detail", scroll=True)]
        rows: list[dict[str, Any]] = []
        chk = [el("Launch checklist", None, TV, (42, 0, 800, 70)),
               el(f"{done}/5", "Checklist items", TV, (860, 0, 1040, 70)),
               el(None, f"{done * 20}% complete", PB, (42, 80, 1040, 100))]
        for i, it in enumerate(items):
            chk.append(el(it, f"Checklist item {it}", CB, (42, 120 + 120 * i, 1040, 220 + 120 * i), click=True, check=i < done))
        chk.append(el("Add item", None, BTN, (42, 730, 500, 820), click=True))
        if part == "top":
            rows += [el(card, None, ET, (42, 290, 1040, 400), "card_name", click=True, edit=True),
                     el("Marketing Q4 in list In progress", None, TV, (42, 400, 1040, 460)),
                     el("Quick actions", None, TV, (42, 500, 600, 560)),
                     el("Add checklist", None, BTN, (42, 580, 380, 680), click=True),
                     el("Add attachment", None, BTN, (400, 580, 760, 680), click=True),
                     el("Members", None, BTN, (780, 580, 1040, 680), click=True),
                     el("Monthly product newsletter for the Q4 launch. Copy doc: Newsletter_Q4_launch_v3 (Drive). Send to the 'Customers EU' audience only.", "Description", TV, (42, 720, 1040, 900), click=True),
                     el("Email", "Label Email", TV, (42, 940, 240, 1010), click=True),
                     el("Due date", None, TV, (42, 1050, 400, 1110)),
                     el("Oct 18 at 5:00 PM", None, TV, (420, 1050, 1040, 1110), click=True),
                     el("Members", None, TV, (42, 1150, 400, 1210)),
                     el(None, "Alex Becker", IV, (420, 1140, 510, 1230)),
                     el(None, "Jana Kowalczyk", IV, (520, 1140, 610, 1230)),
                     el(None, "Mateo Ruiz", IV, (620, 1140, 710, 1230)),
                     el("Attachments", None, TV, (42, 1280, 600, 1340)),
                     el("hero_v2.png", None, TV, (200, 1370, 1040, 1430), click=True),
                     el("Added Oct 14 at 4:01 PM", None, TV, (200, 1430, 1040, 1480))]
            for e in chk:
                b = e["bbox_pixels"]
                if 1540 + b.y2 <= 2337:
                    e = dict(e, bbox_pixels=BBox(b.x1, 1540 + b.y1, b.x2, 1540 + b.y2))
                    rows.append(e)
        elif part == "mid":
            rows += [el("hero_v2.png", None, TV, (200, 300, 1040, 360), click=True),
                     el("Added Oct 14 at 4:01 PM", None, TV, (200, 360, 1040, 410))]
            for e in chk:
                b = e["bbox_pixels"]
                rows.append(dict(e, bbox_pixels=BBox(b.x1, 470 + b.y1, b.x2, 470 + b.y2)))
            rows += [el("Activity", None, TV, (42, 1380, 600, 1440)),
                     el(None, "Add comment", ET, (42, 1470, 1040, 1580), click=True, edit=True, hint="Add comment")]
            for i, (who, what) in enumerate(activity[:3]):
                y = 1620 + 230 * i
                if y + 210 > 2337:
                    break
                rows += [el(who, None, TV, (150, y, 1040, y + 60)), el(what, None, TV, (150, y + 60, 1040, y + 200))]
        else:
            rows += [el(items[-1], f"Checklist item {items[-1]}", CB, (42, 290, 1040, 390), click=True, check=done == 5),
                     el("Add item", None, BTN, (42, 400, 500, 490), click=True),
                     el("Activity", None, TV, (42, 540, 600, 600)),
                     el(typing, "Add comment", ET, (42, 630, 930, 740), click=True, edit=True, focus=composing, hint="Add comment")]
            if composing:
                rows.append(el(None, "Send", IB, (940, 640, 1040, 730), click=bool(typing), enabled=bool(typing)))
            for i, (who, what) in enumerate(activity):
                y = 780 + 230 * i
                if y + 210 > (1556 if composing else 2337):
                    break
                rows += [el(who, None, TV, (150, y, 1040, y + 60)), el(what, None, TV, (150, y + 60, 1040, y + 200))]
        out += rows
        return out + (kb() if composing else [])

    act0 = [("Mateo Ruiz · Oct 14 at 4:02 PM", "Hero image v2 is in the Drive folder, let me know if the crop works."),
            ("Jana Kowalczyk · Oct 14 at 3:58 PM", "completed Pick hero image on this card"),
            ("Alex Becker · Oct 11 at 10:15 AM", "Subject lines are in the doc, voting closes Wed."),
            ("Alex Becker · Oct 11 at 10:14 AM", "completed Draft subject line options on this card"),
            ("Jana Kowalczyk · Oct 10 at 9:40 AM", "Legal needs the pricing copy by Thursday.")]
    turns: list[tuple[str, str]] = []
    s0 = board("2:31", 66, ("2/5", "3"))
    s1 = detail("2:31", 66, "top", 2, act0)
    turns.append((droid("click", index=ix(s0, text=card) - 2), show(s1)))
    s2 = detail("2:31", 66, "mid", 2, act0)
    turns.append((droid("scroll", direction="down"), show(s2)))
    act1 = [("Alex Becker · just now", "completed Write product section on this card")] + act0
    s3 = detail("2:32", 66, "mid", 3, act1)
    turns.append((droid("click", index=ix(s2, desc=f"Checklist item {items[2]}")), show(s3)))
    act2 = [("Alex Becker · just now", "completed Legal review of pricing copy on this card")] + act1
    s4 = detail("2:32", 66, "mid", 4, act2)
    turns.append((droid("click", index=ix(s3, desc=f"Checklist item {items[3]}")), show(s4)))
    act2b = [("Alex Becker · 1 minute ago", "completed Legal review of pricing copy on this card"), ("Alex Becker · 1 minute ago", "completed Write product section on this card")] + act0
    s5 = detail("2:33", 65, "bottom", 4, act2b)
    turns.append((droid("scroll", direction="down"), show(s5)))
    s6 = detail("2:33", 65, "bottom", 4, act2b, composing=True)
    turns.append((droid("click", index=ix(s5, desc="Add comment")), show(s6)))
    s7 = detail("2:34", 65, "bottom", 4, act2b, typing=comment, composing=True)
    turns.append((droid("input_text", text=comment, index=ix(s6, desc="Add comment")), show(s7)))
    act3 = [("Alex Becker · just now", comment)] + act2b
    s8 = detail("2:34", 65, "bottom", 4, act3, composing=True)
    turns.append((droid("click", index=ix(s7, desc="Send")), show(s8)))
    s9 = detail("2:34", 65, "bottom", 4, act3)
    turns.append((droid("navigate_back"), show(s9)))
    s10 = detail("2:35", 65, "top", 4, act3)
    turns.append((droid("scroll", direction="up"), show(s10)))
    s11 = board("2:35", 65, ("3/5", "4"))
    turns.append((droid("navigate_back"), show(s11)))
    s12 = bar("2:35", 65, ("Slack notification",)) + [
        el(None, "Close", IB, (0, 118, 126, 262), click=True),
        el(None, "Card menu", IB, (938, 130, 1064, 250), click=True),
        el(None, None, RV, (0, 262, 1080, 2337), "card_detail", scroll=True),
        el("Update pricing page copy (EU VAT)", None, ET, (42, 290, 1040, 400), "card_name", click=True, edit=True),
        el("Marketing Q4 in list In progress", None, TV, (42, 400, 1040, 460)),
        el("Quick actions", None, TV, (42, 500, 600, 560)),
        el("Add checklist", None, BTN, (42, 580, 380, 680), click=True),
        el("Add attachment", None, BTN, (400, 580, 760, 680), click=True),
        el("Members", None, BTN, (780, 580, 1040, 680), click=True),
        el("Show prices incl. VAT for DE/AT/FR, add the reverse-charge note for B2B.", "Description", TV, (42, 720, 1040, 860), click=True),
        el("Web", "Label Web", TV, (42, 900, 220, 970), click=True),
        el("Due date", None, TV, (42, 1010, 400, 1070)),
        el("Oct 16 at 12:00 PM", None, TV, (420, 1010, 1040, 1070), click=True),
        el("Members", None, TV, (42, 1110, 400, 1170)),
        el(None, "Jana Kowalczyk", IV, (420, 1100, 510, 1190)),
        el("Pricing page", None, TV, (42, 1240, 800, 1310)),
        el("1/3", "Checklist items", TV, (860, 1240, 1040, 1310)),
        el(None, "33% complete", PB, (42, 1320, 1040, 1340)),
        el("DE prices", "Checklist item DE prices", CB, (42, 1360, 1040, 1460), click=True, check=True),
        el("AT and FR prices", "Checklist item AT and FR prices", CB, (42, 1480, 1040, 1580), click=True, check=False),
        el("Reverse-charge note", "Checklist item Reverse-charge note", CB, (42, 1600, 1040, 1700), click=True, check=False)]
    turns.append((droid("click", index=ix(s11, text="Update pricing page copy (EU VAT)") - 2), show(s12)))
    rs.add(task="android", tid="h40-android-19", system=SYSTEM, turns=turns,
           state=goal("On the Trello board 'Marketing Q4', open 'Prepare launch newsletter', tick 'Write product section' and 'Legal review of pricing copy', and comment 'Product section and legal review are done, ready to schedule.'", s0),
           bad=True, turn=11, kind="card's checklist badge on the board does not count both ticked items")


# FairEmail, clean
def t20(rs: RowSet) -> None:
    el = app("eu.faircode.email")
    sw = ("Stadtwerke Leipzig", "Ihre neue Abschlagszahlung ab November", "08:02", "mailbox.org")
    inbox = [("Anna Schmidt", "Geburtstag Oma – wer bringt was mit?", "07:41", "Gmail"),
             ("ZEIT ONLINE", "Der Morgen: Was heute wichtig ist", "06:30", "Gmail"),
             ("DHL Paket", "Ihre Sendung 00340434296641722917 kommt heute", "06:12", "mailbox.org"),
             ("Jan Vogt", "Re: Fahrradanhänger ausleihen?", "Yesterday", "mailbox.org"),
             ("Leipziger Volksbank", "Ihr Kontoauszug 09/2024 ist verfügbar", "Yesterday", "mailbox.org"),
             ("Kita Sonnenschein", "Elternabend am 24.10. um 19:30", "Mon", "Gmail"),
             ("Tchibo", "Neue Woche, neue Welt: Herbstdeko bis -30 %", "Sun", "Gmail"),
             ("Stadtbibliothek Leipzig", "Erinnerung: Leihfrist endet am 18.10.", "Sat", "mailbox.org")]
    archive = [sw, ("Finanzamt Leipzig", "Bescheid für 2023 über Einkommensteuer", "Sep 30", "mailbox.org"),
               ("Vodafone", "Ihre Rechnung für September 2024", "Sep 27", "mailbox.org"),
               ("Mieterverein Leipzig", "Mitgliedsbeitrag 2025", "Sep 20", "mailbox.org"),
               ("Jan Vogt", "Urlaubsfotos Rügen", "Sep 2", "mailbox.org")]

    def lst(clock: str, batt: int, title: str, rows: list[tuple[str, str, str, str]], unread: set[str], sel: str | None = None, syncing: bool = False, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        out = bar(clock, batt, icons)
        if sel:
            out += [el(None, "Done", IB, (0, 118, 126, 262), "action_mode_close_button", click=True),
                    el("1", None, TV, (146, 160, 300, 220), "action_bar_title"),
                    el(None, "Mark read", TV, (434, 130, 560, 250), "menu_seen", click=True),
                    el(None, "Star", TV, (560, 130, 686, 250), "menu_flag", click=True),
                    el(None, "Archive", TV, (686, 130, 812, 250), "menu_archive", click=True),
                    el(None, "Trash", TV, (812, 130, 938, 250), "menu_trash", click=True),
                    el(None, "More options", IB, (938, 130, 1064, 250), click=True)]
        else:
            out += [el(None, "Open navigation drawer", IB, (0, 118, 126, 262), click=True),
                    el(title, None, TV, (146, 150, 700, 230)),
                    el(None, "Search", TV, (686, 130, 812, 250), "menu_search", click=True),
                    el(None, "Sort on", TV, (812, 130, 938, 250), "menu_sort_on", click=True),
                    el(None, "More options", IB, (938, 130, 1064, 250), click=True)]
        if syncing:
            out.append(el(None, "Synchronizing", PB, (0, 262, 1080, 272), "pbWait"))
        out.append(el(None, None, RV, (0, 272, 1080, 2337), "rvMessage", scroll=True))
        for i, (who, subj, when, acc) in enumerate(rows):
            y = 272 + 200 * i
            if y + 200 > 2337:
                break
            out += [el(None, None, VG, (0, y, 1080, y + 200), click=True, long=True, sel=who + subj == sel),
                    el(None, acc, VW, (0, y, 12, y + 200), "vwColor"),
                    el(None, f"{who} avatar", IV, (30, y + 40, 140, y + 150), "ivAvatar"),
                    el(who, None, TV, (170, y + 30, 800, y + 90), "tvFrom"),
                    el(when, None, TV, (820, y + 30, 1040, y + 90), "tvTime"),
                    el(subj, None, TV, (170, y + 100, 960, y + 160), "tvSubject")]
            if who + subj in unread:
                out.append(el(None, "Unread", IV, (990, y + 110, 1030, y + 150), "ivUnseen"))
        if not sel:
            out.append(el(None, "Compose", IB, (872, 2130, 1040, 2298), "fab", click=True))
        return out

    def view(clock: str, batt: int, folder: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el(sw[1], None, TV, (146, 140, 900, 200)),
                el(folder, None, TV, (146, 200, 900, 245)),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, None, RV, (0, 262, 1080, 2140), "rvMessage", scroll=True),
                el("Stadtwerke Leipzig", None, TV, (170, 290, 800, 350), "tvFrom"),
                el("08:02", None, TV, (820, 290, 1040, 350), "tvTime"),
                el("kundenservice@swl.de", None, TV, (170, 350, 900, 400), "tvFromEx"),
                el("To: lena.vogt@mailbox.org", None, TV, (170, 400, 900, 450), "tvTo"),
                el("Wed, 16 Oct 2024, 08:02", None, TV, (170, 450, 900, 500), "tvTimeEx")]
        body = ["Sehr geehrte Frau Vogt,", "aufgrund Ihres Verbrauchs im letzten Abrechnungszeitraum passen wir Ihre monatlichen Abschläge an.",
                "Strom (Vertragskonto 2104 388 201): neuer Abschlag 78,00 € (bisher 71,00 €) ab 01.11.2024.",
                "Erdgas (Vertragskonto 2104 388 219): unverändert 96,00 €.", "Der Betrag wird wie gewohnt per SEPA-Lastschrift eingezogen.",
                "Mit freundlichen Grüßen", "Ihre Leipziger Stadtwerke"]
        for i, ln in enumerate(body):
            out.append(el(ln, None, TV, (42, 540 + 130 * i, 1040, 660 + 130 * i)))
        out += [el("Abschlagsplan_2104388201.pdf", None, TV, (150, 1480, 900, 1540), "tvName", click=True),
                el("118 KB", None, TV, (150, 1540, 500, 1590), "tvSize")]
        for i, t in enumerate(["Reply", "Archive", "Trash", "Move", "Keywords"]):
            out.append(el(None, t, IB, (216 * i, 2150, 216 * (i + 1), 2290), f"action_{t.lower()}", click=True))
        return out

    def drawer(clock: str, batt: int, n_unified: int, n_gmail: int, n_mbx: int, cur: str, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        out = bar(clock, batt, icons)
        out += [el(None, None, VW, (0, 118, 880, 2337), "drawer", scroll=True)]
        rows = [("Unified inbox", n_unified), ("Drafts", 0), ("Sent", 0), ("Outbox", 0), ("mailbox.org", None), ("Inbox", n_mbx), ("Archive", 0), ("Trash", 0),
                ("Gmail", None), ("Inbox", n_gmail), ("[Gmail]/All Mail", 0), ("Settings", None), ("Operations", None)]
        y = 160
        for name, n in rows:
            head = n is None and name in ("mailbox.org", "Gmail")
            out.append(el(name, None, TV, (60 if head else 140, y, 760, y + 100), click=not head, sel=(name == cur and not head)))
            if n:
                out.append(el(str(n), None, TV, (770, y, 860, y + 100)))
            y += 120 if not head else 100
        return out

    def k(r: tuple[str, str, str, str]) -> str:
        return r[0] + r[1]

    unread = {k(inbox[0]), k(inbox[1]), k(inbox[2])}
    turns: list[tuple[str, str]] = []
    s0 = lst("8:03", 87, "Unified inbox", inbox, unread)
    unread1 = unread | {k(sw)}
    s1 = lst("8:03", 87, "Unified inbox", [sw] + inbox, unread1, syncing=True)
    turns.append((droid("scroll", direction="up"), show(s1)))
    s2 = view("8:04", 87, "mailbox.org/Inbox")
    turns.append((droid("click", index=ix(s1, text=sw[0]) - 3), show(s2)))
    s3 = lst("8:04", 87, "Unified inbox", inbox, unread)
    turns.append((droid("click", index=ix(s2, desc="Archive")), show(s3)))
    s4 = lst("8:04", 87, "Unified inbox", inbox, unread, sel=k(inbox[0]))
    turns.append((droid("long_press", index=ix(s3, text=inbox[0][0]) - 3), show(s4)))
    unread2 = unread - {k(inbox[0])}
    s5 = lst("8:05", 87, "Unified inbox", inbox, unread2)
    turns.append((droid("click", index=ix(s4, desc="Mark read")), show(s5)))
    s6 = drawer("8:05", 87, 2, 1, 1, "Unified inbox")
    turns.append((droid("click", index=ix(s5, desc="Open navigation drawer")), show(s6)))
    s7 = lst("8:05", 86, "Archive", archive, set())
    turns.append((droid("click", index=ix(s6, text="Archive")), show(s7)))
    s8 = view("8:06", 86, "mailbox.org/Archive")
    turns.append((droid("click", index=ix(s7, text=sw[0]) - 3), show(s8)))
    note = ("FairEmail notification: Deutsche Bahn – Ihre Fahrkarte",)
    s9 = lst("8:06", 86, "Archive", archive, set(), icons=note)
    turns.append((droid("navigate_back"), show(s9)))
    s10 = drawer("8:06", 86, 3, 1, 2, "Archive", icons=note)
    turns.append((droid("click", index=ix(s9, desc="Open navigation drawer")), show(s10)))
    rs.add(task="android", tid="h40-android-20", system=SYSTEM, turns=turns,
           state=goal("In FairEmail, refresh the unified inbox, read and archive the new Stadtwerke Leipzig email, mark Anna Schmidt's message as read, then check the mailbox.org Archive folder.", s0),
           bad=False)


# Ghost Commander, bad
def t21(rs: RowSet) -> None:
    el = app("com.ghostsq.commander")
    kdb = "keepass_db_2024-10.kdbx"
    left = [("..", "", ""), ("Telegram", "<DIR>", "2024-10-07 18:41"),
            (kdb, "4,718,592", "2024-10-08 21:33"), ("Kontoauszug_09_2024.pdf", "96,412", "2024-10-01 08:10"),
            ("magisk_patched-27000_x8Y2k.img", "67,108,864", "2024-09-21 14:02"), ("Rechnung_Hetzner_R0021445871.pdf", "58,233", "2024-10-05 09:17"),
            ("Syncthing-1.27.12.apk", "26,341,910", "2024-09-14 11:26"), ("wallpaper_alps_4k.jpg", "3,902,114", "2024-08-30 23:05")]
    right = [("..", "", ""), ("Signal", "<DIR>", "2024-10-01 03:00"),
             ("contacts_2024-09-30.vcf", "182,344", "2024-09-30 22:00"), ("keepass_db_2024-08.kdbx", "4,587,520", "2024-08-31 20:45"),
             ("keepass_db_2024-09.kdbx", "4,653,056", "2024-09-30 21:58"), ("sms_backup_2024-09.xml", "12,845,310", "2024-09-30 22:04")]
    docs = [("..", "", ""), ("Backups", "<DIR>", "2024-10-09 19:13"), ("Manuals", "<DIR>", "2024-03-12 17:40"),
            ("Scans", "<DIR>", "2024-09-28 10:22"), ("notes_export.md", "24,576", "2024-09-02 22:31"), ("Wohnung_Checkliste.odt", "18,903", "2024-06-14 20:08")]
    sd = [("..", "", ""), ("Alarms", "<DIR>", "2023-11-02 10:00"), ("Android", "<DIR>", "2023-11-02 10:00"), ("DCIM", "<DIR>", "2024-10-09 17:55"),
          ("Documents", "<DIR>", "2024-09-28 10:22"), ("Download", "<DIR>", "2024-10-08 21:33"), ("Movies", "<DIR>", "2024-05-19 12:40"),
          ("Music", "<DIR>", "2024-02-11 16:03"), ("Pictures", "<DIR>", "2024-10-06 09:12"), ("Recordings", "<DIR>", "2024-04-22 08:51")]

    def panels(clock: str, batt: int, lpath: str, lrows: list[tuple[str, str, str]], rpath: str, rrows: list[tuple[str, str, str]], active: str, marked: str | None = None, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        for side, path, rows, x1, x2 in [("left", lpath, lrows, 0, 538), ("right", rpath, rrows, 542, 1080)]:
            out += [el(path, None, TV, (x1, 118, x2, 200), f"{side}_path", click=True, sel=side == active),
                    el(None, None, LV, (x1, 200, x2, 2150), f"{side}_list", scroll=True, focus=side == active)]
            for i, (n, size, date) in enumerate(rows):
                y = 200 + 150 * i
                out += [el(None, None, LL, (x1, y, x2, y + 150), click=True, long=True, sel=(n == marked and side == "left")),
                        el(n, None, TV, (x1 + 70, y + 10, x2 - 10, y + 70), "fld_name")]
                if size:
                    out += [el(size, None, TV, (x1 + 70, y + 75, x1 + 260, y + 130), "fld_size"),
                            el(date, None, TV, (x1 + 270, y + 75, x2 - 10, y + 130), "fld_date")]
        for i, t in enumerate(["F2 Rename", "F3 View", "F4 Edit", "F5 Copy", "F6 Move", "F7 New", "F8 Delete"]):
            out.append(el(t, None, BTN, (154 * i, 2160, 154 * (i + 1), 2320), click=True))
        return out + (extra or [])

    L, R = "/storage/emulated/0/Download", "/storage/emulated/0/Documents/Backups"
    turns: list[tuple[str, str]] = []
    s0 = panels("19:12", 71, L, left, R, right, "left")
    s1 = panels("19:12", 71, L, left, R, right, "left", marked=kdb)
    turns.append((droid("long_press", index=ix(s0, text=kdb) - 1), show(s1)))
    dlg = [el(None, None, FL, (66, 760, 1014, 1500), "parentPanel"),
           el("Copy", None, TV, (120, 800, 960, 880), "alertTitle"),
           el(f"Copy '{kdb}' to:", None, TV, (120, 920, 960, 1000)),
           el(R + "/", None, ET, (120, 1020, 960, 1140), "edit_field", click=True, edit=True),
           el("Cancel", None, BTN, (500, 1360, 720, 1460), "button2", click=True),
           el("OK", None, BTN, (740, 1360, 960, 1460), "button1", click=True)]
    s2 = panels("19:12", 71, L, left, R, right, "left", marked=kdb, extra=dlg)
    turns.append((droid("click", index=ix(s1, text="F5 Copy")), show(s2)))

    def prog(pct: int, done: str) -> list[dict[str, Any]]:
        return [el(None, None, FL, (66, 860, 1014, 1400), "parentPanel"),
                el("Copying…", None, TV, (120, 900, 960, 980), "alertTitle"),
                el(kdb, None, TV, (120, 1010, 960, 1080), "text"),
                el(None, f"{pct}%", PB, (120, 1110, 960, 1150), "progress_bar"),
                el(f"{done} of 4.5 MB · {pct}%", None, TV, (120, 1170, 960, 1230), "speed"),
                el("Abort", None, BTN, (740, 1280, 960, 1370), "button2", click=True)]

    s3 = panels("19:13", 71, L, left, R, right, "left", marked=kdb, extra=prog(11, "0.5 MB"))
    turns.append((droid("click", index=ix(s2, text="OK")), show(s3)))
    s4 = panels("19:13", 71, L, left, R, right, "left", marked=kdb, extra=prog(73, "3.3 MB"))
    turns.append((droid("wait"), show(s4)))
    right2 = right[:5] + [(kdb, "4,781,592", "2024-10-08 21:33")] + right[5:]
    s5 = panels("19:13", 71, L, left, R, right2, "left")
    turns.append((droid("wait"), show(s5)))
    s6 = panels("19:14", 70, L, left, "/storage/emulated/0/Documents", docs, "right")
    turns.append((droid("click", index=ix(s5, text="..", nth=1) - 1), show(s6)))
    s7 = panels("19:14", 70, L, left, "/storage/emulated/0", sd, "right")
    turns.append((droid("click", index=ix(s6, text="..", nth=1) - 1), show(s7)))
    rs.add(task="android", tid="h40-android-21", system=SYSTEM, turns=turns,
           state=goal("In Ghost Commander, copy keepass_db_2024-10.kdbx from Download (left panel) into Documents/Backups (right panel), then go up to the storage root in the right panel.", s0),
           bad=True, turn=5, kind="copied file's size differs from the source file's size")


# Simple Calendar Pro, clean
def t22(rs: RowSet) -> None:
    el = app("com.simplemobiletools.calendar.pro")
    a = el
    lunch = "Team lunch @ Trattoria Sole"
    dentist = "Dentist (old appointment)"
    days = [("Tuesday, October 22", [("Physio – Knie", "08:15 - 09:00", "Praxis Brenner, Amalienstraße 8"), (lunch, "12:00 - 13:00", "Trattoria Sole, Kaiserstraße 12"),
                                     ("Elternabend 4b", "19:30 - 21:00", "Grundschule am Schlossgarten")]),
            ("Wednesday, October 23", [(dentist, "10:00 - 10:45", "Dr. Yilmaz, Waldstraße 31"), ("Call with Kai (Berlin office)", "15:00 - 15:30", "")]),
            ("Thursday, October 24", [("Yoga", "18:30 - 19:45", "Studio Prana")]),
            ("Friday, October 25", [("Sprint review", "14:00 - 15:00", ""), ("Cinema: Dune Part Two (Schauburg)", "20:15 - 23:00", "Schauburg, Marienstraße 16")]),
            ("Saturday, October 26", [("Flohmarkt Karlsplatz", "All day", "")])]

    def agenda(clock: str, batt: int, ds: list[tuple[str, list[tuple[str, str, str]]]]) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Search", ET, (0, 118, 680, 262), "top_toolbar_search", click=True, edit=True, hint="Search"),
                el(None, "Go to today", TV, (686, 130, 812, 250), "go_to_today", click=True),
                el(None, "Change view", TV, (812, 130, 938, 250), "change_view", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, None, RV, (0, 262, 1080, 2337), "calendar_events_list", scroll=True)]
        y = 280
        for head, evs in ds:
            if y + 90 > 2337:
                break
            out.append(el(head, None, TV, (42, y, 1040, y + 80), "event_section_title"))
            y += 90
            for title, when, loc in evs:
                h = 200 if loc else 150
                if y + h > 2337:
                    break
                out += [el(None, None, VG, (0, y, 1080, y + h), "event_item_holder", click=True, long=True),
                        el(None, "Event color", IV, (24, y + 30, 36, y + h - 30), "event_item_color_bar"),
                        el(title, None, TV, (60, y + 20, 1040, y + 80), "event_item_title"),
                        el(when, None, TV, (60, y + 80, 1040, y + 130), "event_item_time")]
                if loc:
                    out.append(el(loc, None, TV, (60, y + 130, 1040, y + 180), "event_item_description"))
                y += h
        out.append(el(None, "New event", IB, (872, 2130, 1040, 2298), "calendar_fab", click=True))
        return out

    def editor(clock: str, batt: int, title: str, loc: str, date: str, start: str, end: str, reminders: list[str], etype: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out += [el(None, "Navigate up", IB, (0, 118, 126, 262), click=True),
                el("Edit event", None, TV, (146, 150, 560, 230)),
                el(None, "Save", TV, (560, 130, 686, 250), "save", click=True),
                el(None, "Delete", TV, (686, 130, 812, 250), "delete", click=True),
                el(None, "Duplicate event", TV, (812, 130, 938, 250), "duplicate", click=True),
                el(None, "More options", IB, (938, 130, 1064, 250), click=True),
                el(None, None, SV, (0, 262, 1080, 2337), "event_scrollview", scroll=True),
                el(title, "Title", ET, (42, 290, 1040, 400), "event_title", click=True, edit=True, hint="Title"),
                el(loc or None, "Location", ET, (42, 420, 940, 530), "event_location", click=True, edit=True, hint="Location"),
                el(None, "Description", ET, (42, 550, 1040, 660), "event_description", click=True, edit=True, hint="Description"),
                el("All-day", None, CB, (42, 700, 1040, 790), "event_all_day", click=True, check=False),
                el(date, None, TV, (130, 820, 700, 910), "event_start_date", click=True),
                el(start, None, TV, (760, 820, 1040, 910), "event_start_time", click=True),
                el(date, None, TV, (130, 930, 700, 1020), "event_end_date", click=True),
                el(end, None, TV, (760, 930, 1040, 1020), "event_end_time", click=True),
                el("Europe/Berlin", None, TV, (130, 1050, 1040, 1140), "event_time_zone", click=True)]
        y = 1180
        for i, r in enumerate(reminders):
            out.append(el(r, None, TV, (130, y, 1040, y + 90), f"event_reminder_{i + 1}", click=True))
            y += 100
        if len(reminders) < 3:
            out.append(el("Add another reminder", None, TV, (130, y, 1040, y + 90), f"event_reminder_{len(reminders) + 1}", click=True))
            y += 100
        out += [el("No repetition", None, TV, (130, y + 30, 1040, y + 120), "event_repetition", click=True),
                el(etype, None, TV, (130, y + 160, 1040, y + 250), "event_type", click=True),
                el("Attendees", None, TV, (130, y + 290, 1040, y + 380), "event_attendee", click=True)]
        return out

    def picker(clock: str, batt: int, text_mode: bool, minute: str = "00", focus_min: bool = False) -> list[dict[str, Any]]:
        base = editor(clock, batt, lunch, "Trattoria Sole, Kaiserstraße 12", "Tue, Oct 22, 2024", "12:00", "13:00", ["10 minutes before"], "Work")
        dl = [a(None, None, FL, (66, 460, 1014, 1950 if not text_mode else 1160), "time_picker_dialog")]
        if not text_mode:
            dl += [a("SELECT TIME", None, TV, (120, 500, 960, 560), "header_title"),
                   a("12", None, TV, (300, 600, 480, 760), "hours", click=True, sel=True),
                   a(":", None, TV, (480, 600, 540, 760), "separator"),
                   a("00", None, TV, (540, 600, 720, 760), "minutes", click=True),
                   a(None, None, VW, (170, 820, 910, 1560), "radial_picker")]
            for h in range(1, 13):
                ang = math.radians(h * 30)
                cx, cy = 540 + int(300 * math.sin(ang)), 1190 - int(300 * math.cos(ang))
                dl.append(a(str(h), None, TV, (cx - 50, cy - 50, cx + 50, cy + 50), click=True, sel=h == 12))
            dl += [a(None, "Switch to text input mode for the time input.", IB, (120, 1800, 240, 1920), "toggle_mode", click=True),
                   a("Cancel", None, BTN, (520, 1810, 740, 1910), "button2", click=True),
                   a("OK", None, BTN, (760, 1810, 960, 1910), "button1", click=True)]
        else:
            dl += [a("ENTER TIME", None, TV, (120, 500, 960, 560), "top_label"),
                   a("12", "hour", ET, (160, 620, 460, 800), "input_hour", click=True, edit=True, focus=not focus_min),
                   a(":", None, TV, (470, 620, 530, 800), "input_separator"),
                   a(minute, "minute", ET, (540, 620, 840, 800), "input_minute", click=True, edit=True, focus=focus_min),
                   a("hour", None, TV, (160, 810, 460, 860), "label_hour"),
                   a("minute", None, TV, (540, 810, 840, 860), "label_minute"),
                   a(None, "Switch to clock mode for the time input.", IB, (120, 1010, 240, 1130), "toggle_mode", click=True),
                   a("Cancel", None, BTN, (520, 1020, 740, 1120), "button2", click=True),
                   a("OK", None, BTN, (760, 1020, 960, 1120), "button1", click=True)]
            dl += kb()
        return base + dl

    turns: list[tuple[str, str]] = []
    s0 = agenda("7:58", 94, days)
    s1 = editor("7:58", 94, lunch, "Trattoria Sole, Kaiserstraße 12", "Tue, Oct 22, 2024", "12:00", "13:00", ["10 minutes before"], "Work")
    turns.append((droid("click", index=ix(s0, text=lunch) - 2), show(s1)))
    s2 = picker("7:58", 94, False)
    turns.append((droid("click", index=ix(s1, res="event_start_time")), show(s2)))
    s3 = picker("7:59", 94, True)
    turns.append((droid("click", index=ix(s2, desc="Switch to text input mode for the time input.")), show(s3)))
    s4 = picker("7:59", 94, True, focus_min=True)
    turns.append((droid("click", index=ix(s3, desc="minute")), show(s4)))
    s5 = picker("7:59", 94, True, minute="30", focus_min=True)
    turns.append((droid("input_text", text="30", index=ix(s4, desc="minute")), show(s5)))
    s6 = editor("7:59", 94, lunch, "Trattoria Sole, Kaiserstraße 12", "Tue, Oct 22, 2024", "12:30", "13:30", ["10 minutes before"], "Work")
    turns.append((droid("click", index=ix(s5, text="OK")), show(s6)))
    s7 = s6 + [el(None, None, FL, (66, 500, 1014, 1760), "parentPanel")]
    for i, t in enumerate(["No reminder", "At start", "5 minutes before", "10 minutes before", "30 minutes before", "1 hour before", "1 day before", "Custom…"]):
        s7.append(el(t, None, RB, (120, 540 + 150 * i, 960, 660 + 150 * i), click=True, check=False))
    turns.append((droid("click", index=ix(s6, text="Add another reminder")), show(s7)))
    s8 = editor("8:00", 94, lunch, "Trattoria Sole, Kaiserstraße 12", "Tue, Oct 22, 2024", "12:30", "13:30", ["10 minutes before", "1 hour before"], "Work")
    turns.append((droid("click", index=ix(s7, text="1 hour before")), show(s8)))
    days2 = [(days[0][0], [days[0][1][0], (lunch, "12:30 - 13:30", "Trattoria Sole, Kaiserstraße 12"), days[0][1][2]])] + days[1:]
    s9 = agenda("8:00", 93, days2)
    turns.append((droid("click", index=ix(s8, desc="Save")), show(s9)))
    s10 = editor("8:00", 93, dentist, "Dr. Yilmaz, Waldstraße 31", "Wed, Oct 23, 2024", "10:00", "10:45", ["1 day before", "1 hour before"], "Personal")
    turns.append((droid("click", index=ix(s9, text=dentist) - 2), show(s10)))
    s11 = s10 + [el(None, None, FL, (66, 820, 1014, 1420), "parentPanel"),
                 el("Are you sure you want to proceed with the deletion?", None, TV, (120, 880, 960, 1080), "confirm_dialog_message"),
                 el("No", None, BTN, (520, 1260, 740, 1360), "button2", click=True),
                 el("Yes", None, BTN, (760, 1260, 960, 1360), "button1", click=True)]
    turns.append((droid("click", index=ix(s10, desc="Delete")), show(s11)))
    days3 = days2[:1] + [(days[1][0], [days[1][1][1]])] + days[2:]
    s12 = agenda("8:01", 93, days3)
    turns.append((droid("click", index=ix(s11, text="Yes")), show(s12)))
    rs.add(task="android", tid="h40-android-22", system=SYSTEM, turns=turns,
           state=goal("In Simple Calendar Pro, move 'Team lunch @ Trattoria Sole' on Oct 22 to start at 12:30, add a 1-hour-before reminder to it, and delete the 'Dentist (old appointment)' event on Oct 23.", s0),
           bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
