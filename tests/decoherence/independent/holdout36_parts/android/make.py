# ruff: noqa: E501
"""Held-out set holdout36, domain android: 22 AndroidWorld trajectories, 11 of them with one contradiction.

Each observation is the element list of the screen after the action, in the ``UI element N: UIElement(...)``
notation, status bar first. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout36_parts.android.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed on a Pixel 6 (1080x2400, Android 13) driven by AndroidWorld actions.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as a list of UI elements
3. **Android Action**: An AndroidWorld action (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

# Format Requirements

Preserve the current screen state representation format exactly: one `UI element N: UIElement(...)` line per element, with the same fields, in the same order, the status bar elements first.
Do not add fields, metadata, Android internals, or hidden structure unless they are explicitly present in the current screen state.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYSUI = "com.android.systemui"
LAUNCHER = "com.google.android.apps.nexuslauncher"


class BB:
    """A pixel bounding box, printed the way AndroidWorld prints it."""

    __slots__ = ("x0", "y0", "x1", "y1")

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


def el(pkg: str, t: str | None = None, d: str | None = None, c: str = "TextView", b: tuple[int, int, int, int] = (0, 0, 0, 0),
       r: str | None = None, *, click: bool = False, edit: bool = False, chk: bool | None = None, focus: bool = False,
       scroll: bool = False, sel: bool = False, hint: str | None = None, longc: bool = False, enabled: bool = True) -> dict[str, Any]:
    if "." not in c:
        c = "android.widget." + c
    if r and ":" not in r:
        r = f"{pkg}:id/{r}"
    return {"text": t, "content_description": d, "class_name": c, "bbox": None, "bbox_pixels": BB(*b),
            "hint_text": hint, "is_checked": bool(chk), "is_checkable": chk is not None, "is_clickable": click,
            "is_editable": edit, "is_enabled": enabled, "is_focused": focus, "is_focusable": click or edit,
            "is_long_clickable": longc, "is_scrollable": scroll, "is_selected": sel, "is_visible": True,
            "package_name": pkg, "resource_name": r}


class P:
    """An element factory bound to one package."""

    def __init__(self, pkg: str) -> None:
        self.pkg = pkg

    def __call__(self, t: str | None = None, d: str | None = None, c: str = "TextView", b: tuple[int, int, int, int] = (0, 0, 0, 0),
                 r: str | None = None, **kw: Any) -> dict[str, Any]:
        return el(self.pkg, t, d, c, b, r, **kw)


def bar(clock: str, batt: int, notif: tuple[str, ...] = (), charging: bool = False) -> list[dict[str, Any]]:
    """The status bar: clock, notification icons, Wi-Fi, cell signal, battery."""
    s = P(SYSUI)
    out = [s(t=clock, c="TextView", b=(50, 22, 168, 96), r="clock")]
    x = 184
    for n in notif:
        out.append(s(d=n, c="ImageView", b=(x, 34, x + 48, 84), r="notification_icon"))
        x += 56
    out.append(s(d="Wifi signal full.", c="ImageView", b=(846, 30, 894, 90), r="wifi_signal"))
    out.append(s(d="Phone four bars.", c="ImageView", b=(904, 30, 952, 90), r="mobile_signal"))
    out.append(s(d=f"Battery {batt} percent." + (" Charging." if charging else ""), c="LinearLayout", b=(962, 30, 1046, 90), r="battery"))
    return out


def home(clock: str, batt: int, date: str, weather: str, apps: list[str], notif: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """A Pixel Launcher home screen with a grid of app icons."""
    h = P(LAUNCHER)
    out = bar(clock, batt, notif)
    out.append(h(t=date, c="TextView", b=(72, 220, 620, 300), r="date", click=True))
    out.append(h(t=weather, d=f"{weather}, Weather", c="TextView", b=(72, 300, 420, 360), r="weather", click=True))
    for i, a in enumerate(apps):
        col, row = i % 4, i // 4
        x, y = 36 + col * 252, 1180 + row * 300
        out.append(h(t=a, d=a, c="TextView", b=(x, y, x + 252, y + 280), r="icon", click=True, longc=True))
    for i, a in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        x = 36 + i * 252
        out.append(h(d=a, c="TextView", b=(x, 1950, x + 252, 2150), r="icon", click=True, longc=True))
    out.append(h(d="Google search", c="FrameLayout", b=(60, 2180, 1020, 2300), r="search_container_hotseat", click=True))
    return out


def ix(screen: list[dict[str, Any]], key: str | int, nth: int = 0) -> int:
    """Index of the nth element whose text, content description or hint equals key (or the index itself)."""
    if isinstance(key, int):
        return key
    hits = [i for i, e in enumerate(screen) if key in (e["text"], e["content_description"], e["hint_text"])]
    assert len(hits) > nth, (key, nth)
    return hits[nth]


def rix(screen: list[dict[str, Any]], rid: str) -> int:
    """Index of the first element whose resource name ends with the given id."""
    hits = [i for i, e in enumerate(screen) if (e["resource_name"] or "").endswith("/" + rid)]
    assert hits, rid
    return hits[0]


class Run:
    """Builds the (action, observation) turns of one trajectory, resolving element indices on the current screen."""

    def __init__(self, start: list[dict[str, Any]]) -> None:
        self.cur = start
        self.state = ui_elements(start)
        self.turns: list[tuple[str, str]] = []

    def _go(self, action: str, nxt: list[dict[str, Any]]) -> None:
        self.turns.append((action, ui_elements(nxt)))
        self.cur = nxt

    def click(self, key: str | int, nxt: list[dict[str, Any]], nth: int = 0) -> None:
        self._go(droid("click", index=ix(self.cur, key, nth)), nxt)

    def long(self, key: str | int, nxt: list[dict[str, Any]], nth: int = 0) -> None:
        self._go(droid("long_press", index=ix(self.cur, key, nth)), nxt)

    def type(self, text: str, key: str | int, nxt: list[dict[str, Any]], nth: int = 0) -> None:
        self._go(droid("input_text", text=text, index=ix(self.cur, key, nth)), nxt)

    def scroll(self, direction: str, nxt: list[dict[str, Any]]) -> None:
        self._go(droid("scroll", direction=direction), nxt)

    def back(self, nxt: list[dict[str, Any]]) -> None:
        self._go(droid("navigate_back"), nxt)

    def wait(self, nxt: list[dict[str, Any]]) -> None:
        self._go(droid("wait"), nxt)

    def open(self, app: str, nxt: list[dict[str, Any]]) -> None:
        self._go(droid("open_app", app_name=app), nxt)

    def enter(self, nxt: list[dict[str, Any]]) -> None:
        self._go(droid("keyboard_enter"), nxt)


def add(rs: RowSet, n: int, run: Run, bad: int | None = None, kind: str = "") -> None:
    if bad is None:
        rs.add(task="android", tid=f"h36-android-{n:02d}", system=SYSTEM, turns=run.turns, state=run.state)
    else:
        rs.add(task="android", tid=f"h36-android-{n:02d}", system=SYSTEM, turns=run.turns, state=run.state,
               bad=True, turn=bad, kind=kind)


# Gmail — bad
def t01(rs: RowSet) -> None:
    g = P("com.google.android.gm")
    me = "nidhi.sharma.work@gmail.com"
    mails = {
        "zillow": ("Zillow", "3 new homes match \"Oakland 2bd under $900K\"", "5512 Manila Ave · $879,000 · 2 bd 1 ba 1,104 sqft · Listed 2 days ago", "8:31 AM", True),
        "priya": ("Priya Raman", "Re: Q2 vendor review deck", "Thanks Nidhi — I moved the Datadog vs. Grafana Cloud comparison to slide 7 and trimmed the appendix…", "8:05 AM", True),
        "medium": ("Medium Daily Digest", "How we cut our Postgres bill by 40%", "Stories for Nidhi Sharma · Also: The case against microservices in 2025 · 9 min read", "7:12 AM", True),
        "github": ("GitHub", "[acme/billing-svc] Release v2.14.0 - Invoice proration fixes", "dependabot[bot] and 2 others shipped v2.14.0. Full changelog: #1187 #1190 #1193…", "6:58 AM", False),
        "chase": ("Chase", "Your statement is ready", "Your Chase Freedom Unlimited statement for the account ending in 4417 is now available online.", "Mar 10", False),
        "daniel": ("Daniel Okafor", "Dinner Saturday?", "Hey! Are you two free Saturday? Thinking Nopalito or that new Burmese place on Piedmont…", "Mar 10", False),
        "lenny": ("Lenny's Newsletter", "How to run a great planning offsite", "A step-by-step guide, templates, and the agenda Airbnb, Figma and Ramp use to plan their year…", "Mar 10", False),
        "gcal": ("Google Calendar", "Updated invitation: Design sync @ Wed Mar 12, 2025 11am - 12pm (PDT)", "This event has been changed. Design sync When Wed Mar 12, 2025 11am – 12pm Pacific Time…", "Mar 9", False),
        "delta": ("Delta Air Lines", "Your trip confirmation — OAK to SEA", "Confirmation #HX4T2Q · Fri, Mar 21 · DL 2853 · Seat 14C · Check in opens 24 hours before departure", "Mar 9", False),
        "amazon": ("Amazon.com", "Delivered: \"Anker 737 Power Bank (PowerCore…\"", "Your package was delivered. It was handed directly to a resident. Track package · Order #113-4471902-8830615", "Mar 8", False),
        "nextdoor": ("Nextdoor", "Lost cat near Dimond Park — grey tabby, answers to Miso", "Rockridge · 14 replies · \"Saw a grey tabby on Fruitvale near the library around 6pm…\"", "Mar 8", False),
        "figma": ("Figma", "Rahul Menon invited you to \"Billing revamp – Q2\"", "Rahul Menon (rahul@acme.dev) has invited you to edit the file \"Billing revamp – Q2\". Open in Figma", "Mar 7", False),
    }
    reply_text = "Saturday works — 7:30 at Nopalito? I'll book a table for four. Bringing the good wine this time."

    def inbox(clock: str, batt: int, order: list[str], selected: tuple[str, ...] = (), snack: str | None = None,
              over: dict[str, tuple[str, str, str, str, bool]] | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Gmail notification: Zillow",))
        if selected:
            out.append(g(d="Done", c="ImageButton", b=(24, 140, 140, 260), r="action_mode_close_button", click=True))
            out.append(g(t=str(len(selected)), c="TextView", b=(160, 160, 300, 240), r="action_bar_title"))
            for k, (name, x) in enumerate([("Archive", 560), ("Delete", 680), ("Mark as read", 800), ("More options", 940)]):
                out.append(g(d=name, c="Button" if k < 3 else "ImageView", b=(x, 146, x + 116, 254), r=None if k < 3 else None, click=True))
        else:
            out.append(g(d="Open navigation drawer", c="ImageButton", b=(48, 150, 160, 250), click=True))
            out.append(g(t="Search in mail", c="TextView", b=(180, 150, 860, 250), r="open_search", click=True))
            out.append(g(d=f"Signed in as {me}\nAccount and settings.", c="FrameLayout", b=(900, 150, 1020, 250), r="og_apd_ring_view", click=True))
        out.append(g(t="Primary", c="TextView", b=(48, 290, 400, 350), r="header"))
        for i, key in enumerate(order):
            sender, subj, snip, when, unread = (over or {}).get(key, mails[key])
            y = 370 + i * 230
            desc = f"{'Unread, ' if unread else ''}{sender}, {subj}, {when}, {snip}"
            out.append(g(d=desc, c="android.view.View", b=(0, y, 1080, y + 230), r="viewified_conversation_item_view", click=True, longc=True, sel=key in selected))
            out.append(g(t=sender, c="TextView", b=(204, y + 28, 760, y + 84), r="senders"))
            out.append(g(t=subj, c="TextView", b=(204, y + 86, 930, y + 140), r="subject"))
            out.append(g(t=snip, c="TextView", b=(204, y + 142, 930, y + 196), r="snippet"))
            out.append(g(t=when, c="TextView", b=(800, y + 28, 1032, y + 84), r="date"))
            out.append(g(d="Not starred", c="ImageView", b=(960, y + 120, 1040, y + 200), r="star", click=True))
        if snack:
            out.append(g(t=snack, c="TextView", b=(60, 1890, 760, 1990), r="snackbar_text"))
            out.append(g(t="Undo", c="Button", b=(820, 1890, 1010, 1990), r="snackbar_action", click=True))
        out.append(g(t="Compose", d="Compose", c="Button", b=(628, 2010, 1032, 2160), r="compose_button", click=True))
        out.append(g(d="Mail", c="FrameLayout", b=(0, 2190, 540, 2340), r="bottom_navigation_mail", click=True, sel=True))
        out.append(g(d="Meet", c="FrameLayout", b=(540, 2190, 1080, 2340), r="bottom_navigation_meet", click=True))
        return out

    daniel_body = ("Hey! Are you two free Saturday? Thinking Nopalito or that new Burmese place on Piedmont (Burma Superstar's "
                   "sister spot?). Amaka says anything before 8 works for her. Let me know and I'll book.\n\n— D")

    def convo(clock: str, batt: int, sent: bool, snack: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Gmail notification: Zillow",))
        out.append(g(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        for k, (name, x) in enumerate([("Archive", 560), ("Delete", 680), ("Mark unread", 800), ("More options", 940)]):
            out.append(g(d=name, c="Button" if k < 3 else "ImageView", b=(x, 146, x + 116, 254), click=True))
        out.append(g(t="Dinner Saturday?", c="TextView", b=(48, 290, 860, 370), r="subject_and_folder_view"))
        out.append(g(t="Inbox", d="Inbox, label", c="TextView", b=(48, 380, 180, 430), r="folder_chip"))
        out.append(g(d="Not starred", c="ImageView", b=(960, 290, 1040, 370), r="conversation_header_star", click=True))
        if not sent:
            out.append(g(t="Daniel Okafor", c="TextView", b=(192, 470, 700, 530), r="sender_name", click=True))
            out.append(g(t="Mar 10", c="TextView", b=(710, 470, 860, 530), r="upper_date"))
            out.append(g(t="to me", d="Show details", c="TextView", b=(192, 530, 400, 580), r="recipient_summary", click=True))
            out.append(g(d="Reply", c="ImageView", b=(840, 470, 940, 570), r="reply_button", click=True))
            out.append(g(d="More options", c="ImageView", b=(950, 470, 1050, 570), r="overflow", click=True))
            out.append(g(t=daniel_body, c="android.webkit.WebView", b=(48, 610, 1032, 1100), r="webview"))
            for k, chip in enumerate(["Sounds great!", "Let me check.", "Saturday works!"]):
                out.append(g(t=chip, c="Button", b=(48 + k * 330, 1150, 360 + k * 330, 1260), r="smart_reply", click=True))
        else:
            out.append(g(d=f"Daniel Okafor, Mar 10, {mails['daniel'][2]}", c="android.view.View", b=(0, 460, 1080, 640), r="snippet_header", click=True))
            out.append(g(t="Daniel Okafor", c="TextView", b=(192, 480, 700, 540), r="sender_name"))
            out.append(g(t="Mar 10", c="TextView", b=(860, 480, 1032, 540), r="upper_date"))
            out.append(g(t=mails["daniel"][2], c="TextView", b=(192, 545, 1032, 600), r="snippet"))
            out.append(g(t="me", c="TextView", b=(192, 680, 500, 740), r="sender_name", click=True))
            out.append(g(t="8:49 AM", c="TextView", b=(510, 680, 700, 740), r="upper_date"))
            out.append(g(t="to Daniel", d="Show details", c="TextView", b=(192, 740, 420, 790), r="recipient_summary", click=True))
            out.append(g(d="Reply", c="ImageView", b=(840, 680, 940, 780), r="reply_button", click=True))
            out.append(g(d="More options", c="ImageView", b=(950, 680, 1050, 780), r="overflow", click=True))
            out.append(g(t=reply_text, c="android.webkit.WebView", b=(48, 820, 1032, 1000), r="webview"))
            out.append(g(t="Show quoted text", d="Show quoted text", c="Button", b=(48, 1010, 200, 1070), r="show_quoted_text", click=True))
        y = 1320 if not sent else 1120
        out.append(g(t="Reply", c="Button", b=(48, y, 360, y + 120), r="reply_button_bottom", click=True))
        out.append(g(t="Reply all", c="Button", b=(384, y, 696, y + 120), r="reply_all_button_bottom", click=True))
        out.append(g(t="Forward", c="Button", b=(720, y, 1032, y + 120), r="forward_button_bottom", click=True))
        if snack:
            out.append(g(t=snack, c="TextView", b=(60, 2150, 760, 2250), r="snackbar_text"))
            out.append(g(t="Undo", c="Button", b=(820, 2150, 1010, 2250), r="snackbar_action", click=True))
        return out

    def compose(clock: str, batt: int, body: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Gmail notification: Zillow",))
        out.append(g(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(g(t="Reply", c="TextView", b=(160, 160, 500, 240), r="action_bar_title"))
        out.append(g(d="Attach file", c="Button", b=(680, 146, 796, 254), r="add_attachment", click=True))
        out.append(g(d="Send", c="Button", b=(810, 146, 926, 254), r="send", click=True))
        out.append(g(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(g(t="From", c="TextView", b=(48, 290, 200, 380)))
        out.append(g(t=me, c="TextView", b=(210, 290, 980, 380), r="from_account_name", click=True))
        out.append(g(t="To", c="TextView", b=(48, 400, 200, 490)))
        out.append(g(t="Daniel Okafor", d="Daniel Okafor <daniel.okafor@gmail.com>", c="TextView", b=(210, 410, 560, 480), r="chip", click=True))
        out.append(g(d="Show Cc and Bcc", c="ImageButton", b=(940, 400, 1040, 490), r="add_cc_bcc", click=True))
        out.append(g(t="Re: Dinner Saturday?", c="EditText", b=(48, 510, 1032, 600), r="subject", edit=True, click=True))
        out.append(g(t=body, c="EditText", b=(48, 620, 1032, 1000), r="body", edit=True, click=True, focus=True, hint="Compose email"))
        out.append(g(t="Show quoted text", d="Show quoted text", c="Button", b=(48, 1020, 200, 1080), r="quoted_text_toggle", click=True))
        return out

    first = ["zillow", "priya", "medium", "github", "chase", "daniel", "lenny"]
    after = ["zillow", "priya", "github", "chase", "daniel", "gcal", "delta"]
    r = Run(inbox("8:47", 64, first))
    r.long("Medium Daily Digest", inbox("8:47", 64, first, selected=("medium",)))
    r.click("Lenny's Newsletter", inbox("8:47", 64, first, selected=("medium", "lenny")))
    r.click("Archive", inbox("8:47", 64, after, snack="2 archived"))
    r.click("Daniel Okafor", convo("8:48", 64, sent=False))
    r.click("Reply", compose("8:48", 64, None), nth=1)
    r.type(reply_text, "Compose email", compose("8:48", 63, reply_text))
    r.click("Send", convo("8:49", 63, sent=True, snack="Sent"))
    dan = ("Daniel, me 2", "Dinner Saturday?", "me: " + reply_text, "8:49 AM", False)
    r.back(inbox("8:49", 63, ["daniel", "zillow", "priya", "medium", "github", "chase", "gcal"], over={"daniel": dan}))
    r.scroll("down", inbox("8:49", 63, ["github", "chase", "gcal", "delta", "amazon", "nextdoor", "figma"]))
    add(rs, 1, r, bad=8, kind="thread archived in turn 3 is listed in the inbox again")


def rel(now: int, at: int) -> str:
    """Mastodon-style relative age from minutes-of-day values."""
    m = now - at
    if m < 1:
        return "now"
    if m < 60:
        return f"{m}m"
    return f"{m // 60}h"


# Tusky — clean
def t02(rs: RowSet) -> None:
    k = P("com.keylesspalace.tusky")
    me = ("Mara Lindqvist", "@mara@fosstodon.org")
    toot = ("Migrated our CI runners to Forgejo Actions this week — median pipeline went from 14 to 6 minutes. "
            "Writeup soon. #forgejo #selfhosting")
    posts: dict[str, dict[str, Any]] = {
        "mine": {"name": me[0], "acct": me[1], "at": 21 * 60 + 6, "text": toot, "rep": 0, "bst": 0, "fav": 0},
        "henrik": {"name": "Henrik Sjöberg", "acct": "@hsjoberg@mastodon.social", "at": 21 * 60 + 0,
                   "text": "PSA: if your Postgres 16 replica suddenly lags after the 16.4 upgrade, check wal_compression. Switched lz4 → zstd and replay lag went from minutes to ~200 ms.",
                   "rep": 3, "bst": 5, "fav": 12},
        "ana": {"name": "Ana Ruiz 🌱", "acct": "@anaruiz@fosstodon.org", "at": 20 * 60 + 53,
                "text": "Finished the new shelf for the homelab. 3× Lenovo M720q, one UPS, zero cable management so far. Photos tomorrow when it's not dark o'clock.",
                "rep": 1, "bst": 2, "fav": 19},
        "reg": {"name": "The Register (unofficial)", "acct": "@theregister@botsin.space", "at": 20 * 60 + 41,
                "text": "Critical flaw in popular VPN appliance exploited for weeks before patch landed https://www.theregister.com/2025/03/11/vpn_appliance_exploit/",
                "rep": 0, "bst": 14, "fav": 9},
        "kenji": {"name": "Kenji Mori", "acct": "@kenji@hachyderm.io", "at": 20 * 60 + 2,
                  "text": "Reminder that `git worktree` exists and will save you from stashing six times a day.",
                  "rep": 7, "bst": 41, "fav": 88},
        "lea": {"name": "Léa Fontaine", "acct": "@lfontaine@piaille.fr", "at": 19 * 60 + 37,
                "text": "Le tram T3 est encore en panne à Porte de Vincennes. Troisième fois ce mois-ci. On marche, les amis.",
                "rep": 2, "bst": 3, "fav": 11},
        "osm": {"name": "OpenStreetMap", "acct": "@openstreetmap@en.osm.town", "at": 19 * 60 + 5,
                "text": "State of the Map 2025 call for proposals closes on 31 March. Talks, workshops and lightning talks welcome — submit via the link in our bio.",
                "rep": 4, "bst": 62, "fav": 70},
    }
    marks: dict[str, set[str]] = {"henrik": set()}

    def chrome(clock: str, batt: int, tab: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(k(d="Open drawer", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(k(t="Home" if tab == "Home" else "Notifications", c="TextView", b=(160, 160, 700, 240), r="mainToolbar"))
        out.append(k(d="Search", c="TextView", b=(940, 146, 1056, 254), r="action_search", click=True))
        for j, name in enumerate(["Home", "Notifications", "Local", "Federated", "Direct messages"]):
            out.append(k(d=name, c="LinearLayout", b=(j * 216, 270, (j + 1) * 216, 390), click=True, sel=name == tab))
        return out

    def timeline(clock: str, batt: int, now: int, order: list[str], over: dict[str, dict[str, int]] | None = None) -> list[dict[str, Any]]:
        out = chrome(clock, batt, "Home")
        for i, key in enumerate(order):
            p = {**posts[key], **(over or {}).get(key, {})}
            y = 400 + i * 430
            out.append(k(d=f"{p['name']}, {p['text']}, {rel(now, p['at'])}", c="LinearLayout", b=(0, y, 1080, y + 430), r="status_container", click=True, longc=True))
            out.append(k(d="Avatar", c="ImageView", b=(36, y + 36, 156, y + 156), r="status_avatar", click=True))
            out.append(k(t=p["name"], c="TextView", b=(184, y + 30, 620, y + 86), r="status_display_name"))
            out.append(k(t=p["acct"], c="TextView", b=(184, y + 86, 900, y + 136), r="status_username"))
            out.append(k(t=rel(now, p["at"]), c="TextView", b=(930, y + 30, 1044, y + 86), r="status_meta_info"))
            out.append(k(t=p["text"], c="TextView", b=(184, y + 140, 1044, y + 320), r="status_content", click=True))
            flags = marks.get(key, set())
            out.append(k(d="Reply", c="ImageButton", b=(170, y + 330, 290, y + 420), r="status_reply", click=True))
            out.append(k(t=str(p["rep"]), c="TextView", b=(290, y + 350, 350, y + 400), r="status_replies"))
            out.append(k(d="Boost", c="ImageButton", b=(380, y + 330, 500, y + 420), r="status_inset", click=True, chk="boost" in flags))
            out.append(k(t=str(p["bst"]), c="TextView", b=(500, y + 350, 560, y + 400), r="status_reblogs_count"))
            out.append(k(d="Favourite", c="ImageButton", b=(590, y + 330, 710, y + 420), r="status_favourite", click=True, chk="fav" in flags))
            out.append(k(t=str(p["fav"]), c="TextView", b=(710, y + 350, 770, y + 400), r="status_favourites_count"))
            out.append(k(d="Bookmark", c="ImageButton", b=(800, y + 330, 920, y + 420), r="status_bookmark", click=True, chk=False))
            out.append(k(d="More", c="ImageButton", b=(940, y + 330, 1060, y + 420), r="status_more", click=True))
        out.append(k(d="Compose post", c="ImageButton", b=(880, 2080, 1040, 2240), r="composeButton", click=True))
        return out

    def compose(clock: str, batt: int, text: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(k(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(k(d="Avatar", c="ImageView", b=(760, 150, 860, 250), r="composeAvatar"))
        out.append(k(t=me[1], c="TextView", b=(160, 160, 740, 240), r="composeUsernameView"))
        out.append(k(t=text, c="EditText", b=(36, 290, 1044, 1200), r="composeEditField", edit=True, click=True, focus=True, hint="What's happening?"))
        out.append(k(d="Add media", c="ImageButton", b=(24, 1360, 144, 1480), r="composeAddMediaButton", click=True))
        out.append(k(d="Add poll", c="ImageButton", b=(150, 1360, 270, 1480), r="composeAddPollButton", click=True))
        out.append(k(d="Content warning", c="ImageButton", b=(276, 1360, 396, 1480), r="composeContentWarningButton", click=True))
        out.append(k(d="Public", c="ImageButton", b=(402, 1360, 522, 1480), r="composeToggleVisibilityButton", click=True))
        out.append(k(d="Schedule post", c="ImageButton", b=(528, 1360, 648, 1480), r="composeScheduleButton", click=True))
        out.append(k(d="Emoji", c="ImageButton", b=(654, 1360, 774, 1480), r="composeEmojiButton", click=True))
        out.append(k(t=str(500 - len(text or "")), c="TextView", b=(790, 1390, 880, 1450), r="composeCharactersLeftView"))
        out.append(k(t="POST", c="Button", b=(890, 1370, 1060, 1470), r="composeTootButton", click=True, enabled=bool(text)))
        return out

    def notifications(clock: str, batt: int, now: int) -> list[dict[str, Any]]:
        out = chrome(clock, batt, "Notifications")
        items = [
            ("Ana Ruiz 🌱 favourited your post", now - 1, toot),
            ("Kenji Mori boosted your post", 18 * 60 + 44, "Our on-call handbook is public now: rotations, escalation ladders, and the \"no heroics after midnight\" rule. Steal it."),
            ("Henrik Sjöberg followed you", 16 * 60 + 12, "@hsjoberg@mastodon.social"),
            ("Jo Kowalski mentioned you", 15 * 60 + 30, "@mara do you still have the Renovate preset for Forgejo? Ours keeps opening duplicate PRs."),
            ("Ana Ruiz 🌱 boosted your post", 13 * 60 + 2, "Our on-call handbook is public now: rotations, escalation ladders, and the \"no heroics after midnight\" rule. Steal it."),
        ]
        for i, (head, at, body) in enumerate(items):
            y = 400 + i * 300
            out.append(k(d=f"{head}, {rel(now, at)}", c="LinearLayout", b=(0, y, 1080, y + 300), r="notification_container", click=True))
            out.append(k(t=head, c="TextView", b=(150, y + 24, 900, y + 84), r="notification_top_text"))
            out.append(k(t=rel(now, at), c="TextView", b=(930, y + 24, 1044, y + 84), r="status_meta_info"))
            out.append(k(t=body, c="TextView", b=(150, y + 96, 1044, y + 280), r="notification_content"))
        out.append(k(d="Compose post", c="ImageButton", b=(880, 2080, 1040, 2240), r="composeButton", click=True))
        return out

    start = ["henrik", "ana", "reg", "kenji"]
    r = Run(timeline("21:04", 52, 21 * 60 + 4, start))
    marks["henrik"] = {"fav"}
    r.click("Favourite", timeline("21:04", 52, 21 * 60 + 4, start, {"henrik": {"fav": 13}}))
    marks["henrik"] = {"fav", "boost"}
    r.click("Boost", timeline("21:04", 52, 21 * 60 + 4, start, {"henrik": {"fav": 13, "bst": 6}}))
    r.click("Compose post", compose("21:05", 52, None))
    r.type(toot, "What's happening?", compose("21:05", 51, toot))
    over = {"henrik": {"fav": 13, "bst": 6}}
    r.click("POST", timeline("21:06", 51, 21 * 60 + 6, ["mine", "henrik", "ana", "reg"], over))
    r.click("Notifications", notifications("21:07", 51, 21 * 60 + 7))
    over = {"henrik": {"fav": 15, "bst": 6}, "mine": {"fav": 1}}
    r.click("Home", timeline("21:07", 51, 21 * 60 + 7, ["mine", "henrik", "ana", "reg"], over))
    r.scroll("down", timeline("21:08", 51, 21 * 60 + 8, ["reg", "kenji", "lea", "osm"], over))
    add(rs, 2, r)


WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def march(day: int) -> str:
    """Weekday name of a day in March 2025 (1 March 2025 was a Saturday)."""
    return WD[(5 + day - 1) % 7]


# Google Calendar — clean
def t03(rs: RowSet) -> None:
    c = P("com.google.android.calendar")
    acct = "jules.moreau@gmail.com"
    title = "Dentist — Dr. Alvarez"
    place = "Alvarez Family Dental, 2150 Shattuck Ave, Berkeley, CA 94704"
    days: list[tuple[int, list[tuple[str, str, str]]]] = [
        (11, [("Standup", "09:30 – 09:45", "Google Meet"), ("1:1 with Wen", "15:00 – 15:30", "Room 4B (Juniper)")]),
        (12, [("Standup", "09:30 – 09:45", "Google Meet"), ("Design sync", "11:00 – 12:00", "Google Meet"), ("Gym – legs", "18:30 – 19:30", "Fitness SF Oakland")]),
        (13, [("Standup", "09:30 – 09:45", "Google Meet"), ("Lunch with Omar", "12:30 – 13:30", "Café Réveille")]),
        (14, [("Payday", "All day", ""), ("Release retro", "16:00 – 17:00", "Room 2A (Cedar)")]),
        (15, [("Farmers market", "09:00 – 10:00", "Grand Lake Farmers Market")]),
    ]

    def schedule(clock: str, batt: int, extra: bool = False, dial: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(c(d="Show Calendar List and Settings drawer", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(c(t="March", c="TextView", b=(160, 160, 420, 240), r="date_picker_text_view", click=True))
        out.append(c(d="Search", c="Button", b=(680, 146, 796, 254), r="action_search", click=True))
        out.append(c(t="11", d="Jump to Today", c="Button", b=(810, 146, 926, 254), r="action_today", click=True))
        out.append(c(d=f"Account: {acct}", c="ImageView", b=(940, 146, 1056, 254), r="og_apd_ring_view", click=True))
        y = 290
        for day, evs in days:
            evs = list(evs)
            if extra and day == 13:
                evs.append((title, "15:00 – 16:00", place))
            out.append(c(t=f"{march(day)[:3].upper()}\n{day}", d=f"{march(day)} {day} March", c="TextView", b=(24, y, 150, y + 130), r="day_header", click=True))
            for name, when, where in evs:
                d = f"{name}, {when}" + (f", {where}" if where else "") + f", {march(day)} {day} March 2025"
                out.append(c(d=d, c="android.view.View", b=(170, y, 1050, y + 150), r="chip", click=True, longc=True))
                out.append(c(t=name, c="TextView", b=(200, y + 14, 1030, y + 62)))
                out.append(c(t=when if not where else f"{when} · {where}", c="TextView", b=(200, y + 66, 1030, y + 112)))
                y += 162
            y += 30
        if dial:
            for k, name in enumerate(["Birthday", "Out of office", "Task", "Event"]):
                yy = 1460 + k * 150
                out.append(c(t=name, d=name, c="Button", b=(560, yy, 1040, yy + 120), r="speed_dial_item", click=True))
            out.append(c(d="Close", c="ImageButton", b=(880, 2080, 1040, 2240), r="floating_action_button", click=True))
        else:
            out.append(c(d="Create new event", c="ImageButton", b=(880, 2080, 1040, 2240), r="floating_action_button", click=True))
        return out

    def editor(clock: str, batt: int, name: str | None, day: int, loc: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        date = f"{march(day)[:3]}, {day} Mar 2025"
        out.append(c(d="Close", c="ImageButton", b=(24, 140, 140, 260), r="close_button", click=True))
        out.append(c(t="Save", c="Button", b=(840, 150, 1040, 250), r="save", click=True))
        out.append(c(t=name, c="EditText", b=(150, 290, 1040, 420), r="title", edit=True, click=True, focus=loc is None and day == 11, hint="Add title"))
        for k, tab in enumerate(["Event", "Task", "Birthday"]):
            out.append(c(t=tab, c="Button", b=(150 + k * 230, 440, 370 + k * 230, 530), r="type_chip", click=True, sel=tab == "Event"))
        out.append(c(t="All-day", c="TextView", b=(150, 580, 800, 660)))
        out.append(c(d="All-day", c="Switch", b=(880, 580, 1040, 660), r="all_day_switch", click=True, chk=False))
        out.append(c(t=date, c="TextView", b=(150, 690, 700, 780), r="start_date", click=True))
        out.append(c(t="15:00", c="TextView", b=(820, 690, 1040, 780), r="start_time", click=True))
        out.append(c(t=date, c="TextView", b=(150, 800, 700, 890), r="end_date", click=True))
        out.append(c(t="16:00", c="TextView", b=(820, 800, 1040, 890), r="end_time", click=True))
        out.append(c(t="Pacific Daylight Time", c="TextView", b=(150, 910, 1040, 990), r="timezone", click=True))
        out.append(c(t="Does not repeat", c="TextView", b=(150, 1010, 1040, 1090), r="recurrence", click=True))
        out.append(c(t="Add people", c="TextView", b=(150, 1130, 1040, 1210), r="attendees", click=True))
        out.append(c(t="Add video conferencing", c="TextView", b=(150, 1250, 1040, 1330), r="conference", click=True))
        out.append(c(t=loc or "Add location", c="TextView", b=(150, 1370, 1040, 1450), r="location", click=True))
        out.append(c(t="30 minutes before", c="TextView", b=(150, 1490, 1040, 1570), r="notification", click=True))
        out.append(c(t="Add another notification", c="TextView", b=(150, 1590, 1040, 1670), r="add_notification", click=True))
        out.append(c(t="Default colour", c="TextView", b=(150, 1710, 1040, 1790), r="color", click=True))
        out.append(c(t=acct, c="TextView", b=(150, 1810, 1040, 1890), r="calendar", click=True))
        out.append(c(t="Add description", c="TextView", b=(150, 1930, 1040, 2010), r="description", click=True))
        out.append(c(t="Add attachment", c="TextView", b=(150, 2030, 1040, 2110), r="attachment", click=True))
        return out

    def picker(clock: str, batt: int, day: int) -> list[dict[str, Any]]:
        out = editor(clock, batt, title, 11, None)
        m = P("com.google.android.calendar")
        out.append(m(t="Select date", c="TextView", b=(100, 620, 980, 680), r="mtrl_picker_header_title_text"))
        out.append(m(t=f"{march(day)[:3]}, {day} Mar", c="TextView", b=(100, 690, 880, 800), r="mtrl_picker_header_selection_text"))
        out.append(m(d="Switch to text input mode", c="ImageButton", b=(880, 690, 980, 790), r="mtrl_picker_header_toggle", click=True))
        out.append(m(t="March 2025", d="Change to year view", c="Button", b=(100, 830, 500, 910), r="month_navigation_fragment_toggle", click=True))
        out.append(m(d="Change to previous month", c="ImageButton", b=(760, 830, 860, 910), r="month_navigation_previous", click=True))
        out.append(m(d="Change to next month", c="ImageButton", b=(880, 830, 980, 910), r="month_navigation_next", click=True))
        for dd in range(1, 32):
            col = (5 + dd - 1) % 7
            row = (dd + 4) // 7
            x, y = 100 + col * 126, 960 + row * 120
            out.append(m(t=str(dd), d=f"{march(dd)}, {dd} March", c="TextView", b=(x, y, x + 126, y + 120), click=True, sel=dd == day))
        out.append(m(t="Cancel", c="Button", b=(560, 1730, 760, 1830), r="cancel_button", click=True))
        out.append(m(t="OK", c="Button", b=(780, 1730, 980, 1830), r="confirm_button", click=True))
        return out

    def where(clock: str, batt: int, q: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(c(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(c(t=q, c="EditText", b=(150, 150, 1040, 250), r="search_text", edit=True, click=True, focus=True, hint="Add location"))
        if q:
            sugg = [("Alvarez Family Dental", "2150 Shattuck Ave, Berkeley, CA 94704"),
                    ("Alvarez Dental Group", "3801 Telegraph Ave, Oakland, CA 94609"),
                    ("Shattuck Avenue Dental", "2150 Shattuck Ave Suite 300, Berkeley, CA 94704")]
        else:
            sugg = [("Café Réveille", "4076 18th St, San Francisco, CA 94114"),
                    ("Grand Lake Farmers Market", "Lake Park Ave & Grand Ave, Oakland, CA 94610"),
                    ("Fitness SF Oakland", "1200 Broadway, Oakland, CA 94612")]
        for k, (a, b2) in enumerate(sugg):
            y = 300 + k * 170
            out.append(c(d=f"{a}, {b2}", c="LinearLayout", b=(0, y, 1080, y + 170), r="suggestion", click=True))
            out.append(c(t=a, c="TextView", b=(150, y + 20, 1040, y + 80)))
            out.append(c(t=b2, c="TextView", b=(150, y + 84, 1040, y + 140)))
        return out

    r = Run(schedule("14:20", 77))
    r.click("Create new event", schedule("14:20", 77, dial=True))
    r.click("Event", editor("14:20", 77, None, 11, None))
    r.type(title, "Add title", editor("14:21", 77, title, 11, None))
    r.click("Tue, 11 Mar 2025", picker("14:21", 77, 11))
    r.click("13", picker("14:21", 77, 13))
    r.click("OK", editor("14:21", 76, title, 13, None))
    r.click("Add location", where("14:22", 76, None))
    r.type("Alvarez Family Dental Shattuck", "Add location", where("14:22", 76, "Alvarez Family Dental Shattuck"))
    r.click("Alvarez Family Dental, 2150 Shattuck Ave, Berkeley, CA 94704", editor("14:23", 76, title, 13, place))
    r.click("Save", schedule("14:23", 76, extra=True))
    add(rs, 3, r)


# Element — bad
def t04(rs: RowSet) -> None:
    v = P("im.vector.app")
    rooms = {
        "ops": ("ops-alerts", "Alertmanager: [FIRING:1] DiskPressure node-7 (prod-eu) — available 4.1%", "11:01", 12),
        "platform": ("Platform team", "Lena Vogt: I'll take the Friday deploy window, Kai has the Monday one", "10:47", 3),
        "lena": ("Lena Vogt", "You: thanks, merged 👍", "10:12", 0),
        "homelab": ("Homelab", "Jonas: the new NAS arrived, 4× 12 TB, RAIDZ2 it is", "09:31", 0),
        "mhq": ("Matrix HQ", "Andy: Synapse 1.126.0 is out, includes the media repo fix", "08:55", 48),
        "family": ("Family", "Mum: Sunday lunch at 1? Papa is making Rouladen", "Yesterday", 0),
        "rust": ("rust-berlin", "Meetup slides are uploaded to the wiki, thanks everyone!", "Yesterday", 0),
        "kai": ("Kai Tanaka", "Kai Tanaka: see you at FOSDEM!", "3 Feb", 0),
        "new": ("infra-oncall", "You: Handoff: rotation starts Monday 09:00, runbook lives in the wiki under /oncall.", "11:04", 0),
    }
    msg = "Handoff: rotation starts Monday 09:00, runbook lives in the wiki under /oncall."

    def room_list(clock: str, batt: int, order: list[str], menu: bool = False,
                  over: dict[str, tuple[str, str, str, int]] | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Element notification: ops-alerts",))
        out.append(v(d="Settings", c="ImageView", b=(24, 140, 140, 260), r="avatar", click=True))
        out.append(v(t="All Chats", c="TextView", b=(160, 160, 700, 240), r="toolbarTitleView"))
        out.append(v(d="Search", c="TextView", b=(940, 146, 1056, 254), r="menu_home_search_action", click=True))
        for k, chip in enumerate(["All", "Unread", "Favourites", "People"]):
            out.append(v(t=chip, c="CompoundButton", b=(24 + k * 250, 280, 254 + k * 250, 370), r="chip", click=True, chk=k == 0))
        for i, key in enumerate(order):
            name, last, when, unread = (over or {}).get(key, rooms[key])
            y = 400 + i * 200
            out.append(v(d=None, c="ViewGroup", b=(0, y, 1080, y + 200), r="roomSummaryContainer", click=True, longc=True))
            out.append(v(d=name, c="ImageView", b=(36, y + 40, 156, y + 160), r="roomAvatarImageView"))
            out.append(v(t=name, c="TextView", b=(190, y + 36, 820, y + 96), r="roomNameView"))
            out.append(v(t=last, c="TextView", b=(190, y + 100, 900, y + 160), r="roomLastEventView"))
            out.append(v(t=when, c="TextView", b=(840, y + 36, 1044, y + 96), r="roomLastEventTimeView"))
            if unread:
                out.append(v(t=str(unread), c="TextView", b=(950, y + 110, 1044, y + 160), r="roomUnreadCounterBadgeView"))
        if menu:
            for k, item in enumerate(["Explore rooms", "Create room", "Start chat"]):
                y = 1640 + k * 140
                out.append(v(t=item, c="TextView", b=(520, y, 1040, y + 120), r="fab_item", click=True))
            out.append(v(d="Close", c="ImageButton", b=(880, 2080, 1040, 2240), r="newLayoutCreateChatButton", click=True))
        else:
            out.append(v(d="Start chat or create a room", c="ImageButton", b=(880, 2080, 1040, 2240), r="newLayoutCreateChatButton", click=True))
        return out

    def create(clock: str, batt: int, name: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Element notification: ops-alerts",))
        out.append(v(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(v(t="Create a room", c="TextView", b=(160, 160, 700, 240)))
        out.append(v(d="Set avatar", c="ImageView", b=(420, 300, 660, 540), r="itemEditableAvatarImage", click=True))
        out.append(v(t=name, c="EditText", b=(48, 600, 1032, 740), r="formTextInputTextInputEditText", edit=True, click=True, focus=name is not None, hint="Name"))
        out.append(v(t=None, c="EditText", b=(48, 780, 1032, 920), r="formTextInputTextInputEditText", edit=True, click=True, hint="Topic (optional)"))
        out.append(v(t="Room settings", c="TextView", b=(48, 970, 1032, 1040)))
        out.append(v(t="Room access", c="TextView", b=(48, 1060, 700, 1120)))
        out.append(v(t="Private (invite only)", c="TextView", b=(48, 1120, 900, 1180), r="actionTitle", click=True))
        out.append(v(t="Only people invited can find and join", c="TextView", b=(48, 1180, 900, 1230)))
        out.append(v(t="Enable encryption", c="TextView", b=(48, 1270, 850, 1330)))
        out.append(v(t="Once enabled, encryption cannot be disabled.", c="TextView", b=(48, 1330, 850, 1390)))
        out.append(v(d="Enable encryption", c="Switch", b=(880, 1280, 1032, 1380), r="formSwitchSwitch", click=True, chk=True))
        out.append(v(t="Show advanced", c="TextView", b=(48, 1420, 600, 1490), click=True))
        out.append(v(t="CREATE ROOM", c="Button", b=(48, 1540, 1032, 1670), r="form_submit_button", click=True, enabled=name is not None))
        return out

    def room(clock: str, batt: int, draft: str | None, sent: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Element notification: ops-alerts",))
        out.append(v(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(v(d="infra-oncall", c="ImageView", b=(150, 150, 250, 250), r="roomToolbarAvatarImageView"))
        out.append(v(t="infra-oncall", c="TextView", b=(270, 150, 760, 210), r="roomToolbarTitleView"))
        out.append(v(t="1 member", c="TextView", b=(270, 210, 760, 250), r="roomToolbarSubtitleView"))
        out.append(v(d="Start voice call", c="TextView", b=(800, 146, 916, 254), r="voice_call", click=True))
        out.append(v(d="Room info", c="TextView", b=(940, 146, 1056, 254), r="timeline_setting", click=True))
        out.append(v(t="Encryption enabled", c="TextView", b=(48, 320, 1032, 380)))
        out.append(v(t="Messages in this room are end-to-end encrypted. Learn more & verify users in their profile.", c="TextView", b=(48, 380, 1032, 480)))
        out.append(v(t="This is the beginning of infra-oncall.", c="TextView", b=(48, 560, 1032, 640)))
        out.append(v(t="You created and configured the room.", c="TextView", b=(48, 660, 1032, 720)))
        out.append(v(t="Add people", c="Button", b=(48, 760, 520, 860), click=True))
        out.append(v(t="Add topic", c="Button", b=(560, 760, 1032, 860), click=True))
        if sent:
            out.append(v(t="Tomas Brandt", c="TextView", b=(170, 1760, 700, 1820), r="messageMemberNameView", click=True))
            out.append(v(t="11:04", c="TextView", b=(900, 1760, 1032, 1820), r="messageTimeView"))
            out.append(v(t=msg, c="TextView", b=(170, 1820, 1032, 1960), r="messageTextView", click=True, longc=True))
        out.append(v(d="Attachment", c="ImageButton", b=(24, 2160, 134, 2270), r="attachmentButton", click=True))
        out.append(v(t=draft, c="EditText", b=(140, 2160, 900, 2270), r="composerEditText", edit=True, click=True, focus=draft is not None, hint="Send an encrypted message…"))
        if draft:
            out.append(v(d="Send", c="ImageButton", b=(930, 2160, 1050, 2270), r="sendButton", click=True))
        else:
            out.append(v(d="Record Voice Message", c="ImageButton", b=(930, 2160, 1050, 2270), r="voiceMessageMicButton", click=True))
        return out

    def platform(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Element notification: ops-alerts",))
        out.append(v(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(v(d="Platform team", c="ImageView", b=(150, 150, 250, 250), r="roomToolbarAvatarImageView"))
        out.append(v(t="Platform team", c="TextView", b=(270, 150, 760, 210), r="roomToolbarTitleView"))
        out.append(v(t="9 members", c="TextView", b=(270, 210, 760, 250), r="roomToolbarSubtitleView"))
        out.append(v(d="Start voice call", c="TextView", b=(800, 146, 916, 254), r="voice_call", click=True))
        out.append(v(d="Room info", c="TextView", b=(940, 146, 1056, 254), r="timeline_setting", click=True))
        msgs = [("Kai Tanaka", "10:21", "Can someone sanity-check the new PodDisruptionBudget for the ingress? minAvailable 2 on a 3-replica deploy feels tight"),
                ("Tomas Brandt", "10:29", "Looks fine as long as we never drain two nodes at once. I'd add a note to the runbook."),
                ("Kai Tanaka", "10:33", "👍 added"),
                ("Lena Vogt", "10:44", "Reminder: change freeze starts Thursday 18:00 until the release is out"),
                ("Jonas Petersen", "10:45", "Does that include the Terraform for the new bucket? It's only IAM"),
                ("Lena Vogt", "10:47", "I'll take the Friday deploy window, Kai has the Monday one")]
        y = 300
        for k, (who, when, text) in enumerate(msgs):
            if k == 3:
                out.append(v(t="New", c="TextView", b=(900, y, 1032, y + 50), r="itemTimelineReadMarkerView"))
                y += 60
            out.append(v(t=who, c="TextView", b=(170, y, 700, y + 60), r="messageMemberNameView", click=True))
            out.append(v(t=when, c="TextView", b=(900, y, 1032, y + 60), r="messageTimeView"))
            out.append(v(t=text, c="TextView", b=(170, y + 60, 1032, y + 230), r="messageTextView", click=True, longc=True))
            y += 260
        out.append(v(d="Attachment", c="ImageButton", b=(24, 2160, 134, 2270), r="attachmentButton", click=True))
        out.append(v(t=None, c="EditText", b=(140, 2160, 900, 2270), r="composerEditText", edit=True, click=True, hint="Send an encrypted message…"))
        out.append(v(d="Record Voice Message", c="ImageButton", b=(930, 2160, 1050, 2270), r="voiceMessageMicButton", click=True))
        return out

    order = ["ops", "platform", "lena", "homelab", "mhq", "family", "rust", "kai"]
    r = Run(room_list("11:02", 88, order))
    r.click("Start chat or create a room", room_list("11:02", 88, order, menu=True))
    r.click("Create room", create("11:02", 88, None))
    r.type("infra-oncall", "Name", create("11:03", 88, "infra-oncall"))
    r.click("CREATE ROOM", room("11:03", 88, None, sent=False))
    r.type(msg, "Send an encrypted message…", room("11:04", 87, msg, sent=False))
    r.click("Send", room("11:04", 87, None, sent=True))
    ops = ("ops-alerts", "Alertmanager: [RESOLVED] DiskPressure node-7 (prod-eu)", "11:04", 13)
    r.back(room_list("11:04", 87, order, over={"ops": ops}))
    r.click("Platform team", platform("11:05", 87), nth=1)
    add(rs, 4, r, bad=7, kind="room created in turn 4 is missing from the room list")


# Todoist — bad
def t05(rs: RowSet) -> None:
    td = P("com.todoist")
    nav = ["Today", "Upcoming", "Search", "Browse"]

    def chrome_nav(out: list[dict[str, Any]], tab: str, fab: bool = True) -> None:
        if fab:
            out.append(td(d="Add task", c="ImageButton", b=(880, 1960, 1040, 2120), r="fab", click=True))
        for k, name in enumerate(nav):
            out.append(td(t=name, d=name, c="FrameLayout", b=(k * 270, 2160, (k + 1) * 270, 2330), r="navigation_bar_item", click=True, sel=name == tab))

    def task_rows(out: list[dict[str, Any]], y: int, rows: list[tuple[str, str, str, int]]) -> int:
        for title, due, proj, prio in rows:
            desc = title + (f", {due}" if due else "") + (f", {proj}" if proj else "") + f", Priority {prio}"
            out.append(td(d=desc, c="android.view.ViewGroup", b=(0, y, 1080, y + 170), r="item", click=True, longc=True))
            out.append(td(d="Complete", c="CheckBox", b=(36, y + 30, 116, y + 110), r="checkmark", click=True, chk=False))
            out.append(td(t=title, c="TextView", b=(140, y + 24, 1040, y + 84), r="text"))
            if due:
                out.append(td(t=due, c="TextView", b=(140, y + 94, 520, y + 144), r="due_date"))
            if proj:
                out.append(td(t=proj, c="TextView", b=(600, y + 94, 1040, y + 144), r="project"))
            y += 170
        return y

    def today(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(td(t="Today", c="TextView", b=(48, 150, 600, 250), r="toolbar_title"))
        out.append(td(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(td(t="Overdue", c="TextView", b=(48, 290, 600, 350), r="section_name"))
        out.append(td(t="Reschedule", c="Button", b=(760, 290, 1040, 350), r="reschedule", click=True))
        y = task_rows(out, 360, [("Pay water bill", "Yesterday", "Inbox", 2)])
        out.append(td(t="11 Mar · Today · Tuesday", c="TextView", b=(48, y + 20, 1040, y + 80), r="section_name"))
        task_rows(out, y + 90, [
            ("Call plumber about kitchen sink", "Today", "Home reno", 1),
            ("Order grout samples", "Today", "Home reno", 4),
            ("Submit expense report", "Today 17:00", "Work", 2),
            ("Book flights to Lisbon", "Today", "Travel", 3),
            ("Read ch. 4 of Designing Data-Intensive Applications", "Today", "Reading list", 4)])
        chrome_nav(out, "Today")
        return out

    def browse(clock: str, batt: int, reno: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(td(t="Browse", c="TextView", b=(48, 150, 600, 250), r="toolbar_title"))
        out.append(td(d="Notifications", c="ImageView", b=(820, 146, 936, 254), click=True))
        out.append(td(d="Settings", c="ImageView", b=(940, 146, 1056, 254), click=True))
        rows = [("Inbox", "4"), ("Filters & Labels", None), ("Completed", None)]
        y = 290
        for name, cnt in rows:
            out.append(td(t=name, c="TextView", b=(140, y, 860, y + 140), r="name", click=True))
            if cnt:
                out.append(td(t=cnt, c="TextView", b=(900, y, 1040, y + 140), r="count"))
            y += 140
        out.append(td(t="My Projects", c="TextView", b=(48, y + 30, 700, y + 100), r="section_title", click=True))
        out.append(td(d="Add project", c="ImageView", b=(820, y + 20, 920, y + 110), click=True))
        out.append(td(d="Collapse", c="ImageView", b=(940, y + 20, 1040, y + 110), click=True))
        y += 130
        for name, cnt in [(reno, "12"), ("Work", "23"), ("Travel", "6"), ("Reading list", "9")]:
            out.append(td(t=name, c="TextView", b=(140, y, 860, y + 140), r="name", click=True, longc=True))
            out.append(td(t=cnt, c="TextView", b=(900, y, 1040, y + 140), r="count"))
            y += 140
        out.append(td(t="Manage projects", c="TextView", b=(140, y + 20, 860, y + 140), click=True))
        out.append(td(t="Browse templates", c="TextView", b=(140, y + 160, 860, y + 280), click=True))
        chrome_nav(out, "Browse", fab=False)
        return out

    kitchen = [("Call plumber about kitchen sink", "Today", "", 1), ("Order grout samples", "Today", "", 4),
               ("Measure for new range hood", "Thu 13 Mar", "", 3), ("Get 3 quotes for countertops", "Fri 14 Mar", "", 2),
               ("Pick cabinet hardware", "", "", 4)]
    bath = [("Re-caulk shower", "Sat 15 Mar", "", 3), ("Replace exhaust fan", "", "", 4), ("Choose vanity mirror", "", "", 4)]

    def project(clock: str, batt: int, name: str, menu: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(td(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(td(t=name, c="TextView", b=(160, 150, 700, 250), r="toolbar_title"))
        out.append(td(d="Share", c="ImageView", b=(820, 146, 936, 254), click=True))
        out.append(td(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(td(t="Kitchen", c="TextView", b=(48, 290, 700, 350), r="section_name", click=True))
        out.append(td(t="5", c="TextView", b=(720, 290, 800, 350), r="section_count"))
        y = task_rows(out, 360, kitchen)
        out.append(td(t="Bathroom", c="TextView", b=(48, y + 20, 700, y + 80), r="section_name", click=True))
        out.append(td(t="7", c="TextView", b=(720, y + 20, 800, y + 80), r="section_count"))
        task_rows(out, y + 90, bath)
        if menu:
            items = ["Edit", "Add section", "Comments", "Activity log", "Sort by", "Group by", "Move to", "Duplicate", "Archive", "Delete"]
            for k, item in enumerate(items):
                yy = 150 + k * 130
                out.append(td(t=item, c="TextView", b=(520, yy, 1060, yy + 130), r="title", click=True))
        else:
            out.append(td(d="Add task", c="ImageButton", b=(880, 1960, 1040, 2120), r="fab", click=True))
        return out

    def edit(clock: str, batt: int, name: str, focused: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(td(d="Close", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(td(t="Edit", c="TextView", b=(160, 150, 700, 250), r="toolbar_title"))
        out.append(td(d="Done", c="Button", b=(940, 146, 1056, 254), r="menu_form_submit", click=True))
        out.append(td(t=name, c="EditText", b=(48, 300, 1032, 440), r="name", edit=True, click=True, focus=focused, hint="Name"))
        out.append(td(t="Color", c="TextView", b=(48, 480, 600, 540)))
        out.append(td(t="Charcoal", c="TextView", b=(48, 540, 1032, 620), r="color", click=True))
        out.append(td(t="Parent project", c="TextView", b=(48, 660, 600, 720)))
        out.append(td(t="No parent", c="TextView", b=(48, 720, 1032, 800), r="parent", click=True))
        out.append(td(t="Workspace", c="TextView", b=(48, 840, 600, 900)))
        out.append(td(t="My Projects", c="TextView", b=(48, 900, 1032, 980), r="workspace", click=True))
        out.append(td(t="Add to favorites", c="TextView", b=(48, 1030, 850, 1110)))
        out.append(td(d="Add to favorites", c="Switch", b=(880, 1030, 1032, 1110), r="favorite", click=True, chk=False))
        out.append(td(t="View", c="TextView", b=(48, 1160, 600, 1220)))
        for k, view in enumerate(["List", "Board", "Calendar"]):
            out.append(td(t=view, c="RadioButton", b=(48 + k * 330, 1230, 360 + k * 330, 1330), r="view_style", click=True, chk=view == "List"))
        return out

    def sheet(clock: str, batt: int, title: str, chip: str, due: str, prio: int, desc: str, subs: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(td(t=chip, c="TextView", b=(48, 820, 700, 900), r="project_section", click=True))
        out.append(td(d="More options", c="ImageView", b=(940, 810, 1056, 910), click=True))
        out.append(td(d="Complete", c="CheckBox", b=(36, 940, 116, 1020), r="checkmark", click=True, chk=False))
        out.append(td(t=title, c="EditText", b=(140, 930, 1040, 1030), r="content", edit=True, click=True))
        out.append(td(t=desc, c="EditText", b=(140, 1040, 1040, 1160), r="description", edit=True, click=True, hint="Description"))
        out.append(td(t=due, c="TextView", b=(140, 1200, 1040, 1290), r="due_date", click=True))
        out.append(td(t=f"Priority {prio}", c="TextView", b=(140, 1310, 1040, 1400), r="priority", click=True))
        out.append(td(t="Labels", c="TextView", b=(140, 1420, 1040, 1510), r="labels", click=True))
        out.append(td(t="Reminders", c="TextView", b=(140, 1530, 1040, 1620), r="reminders", click=True))
        out.append(td(t="Location", c="TextView", b=(140, 1640, 1040, 1730), r="location", click=True))
        out.append(td(t=subs, c="TextView", b=(48, 1780, 1040, 1860), r="subtasks_header", click=True))
        out.append(td(t="Add sub-task", c="TextView", b=(140, 1870, 1040, 1950), r="add_subtask", click=True))
        out.append(td(t=None, c="EditText", b=(48, 2180, 900, 2290), r="comment", edit=True, click=True, hint="Comment"))
        out.append(td(d="Attachment", c="ImageView", b=(920, 2180, 1040, 2290), click=True))
        return out

    def inbox(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(td(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(td(t="Inbox", c="TextView", b=(160, 150, 700, 250), r="toolbar_title"))
        out.append(td(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        task_rows(out, 290, [("Pay water bill", "Yesterday", "", 2), ("Renew passport", "Mon 17 Mar", "", 3),
                             ("Call Oma for her birthday", "Thu 20 Mar", "", 1), ("Cancel Headspace trial", "Sun 23 Mar", "", 4)])
        out.append(td(d="Add task", c="ImageButton", b=(880, 1960, 1040, 2120), r="fab", click=True))
        return out

    grout = ("Order grout samples", "Today", 4, "Sanded vs. unsanded — charcoal + warm grey. Ask the tile shop on Sonnenallee.", "Sub-tasks 0/2")
    r = Run(today("07:40", 95))
    r.click("Browse", browse("07:40", 95, "Home reno"), nth=0)
    r.click("Home reno", project("07:40", 95, "Home reno"))
    r.click("More options", project("07:41", 95, "Home reno", menu=True))
    r.click("Edit", edit("07:41", 95, "Home reno", False))
    r.type("Kitchen renovation", "Name", edit("07:41", 95, "Kitchen renovation", True))
    r.click("Done", project("07:42", 94, "Kitchen renovation"))
    r.click("Order grout samples", sheet("07:42", 94, grout[0], "Kitchen renovation / Kitchen", grout[1], grout[2], grout[3], grout[4]), nth=0)
    r.back(project("07:42", 94, "Kitchen renovation"))
    r.back(browse("07:43", 94, "Home reno"))
    r.click("Inbox", inbox("07:43", 94))
    r.click("Renew passport", sheet("07:43", 94, "Renew passport", "Inbox", "Mon 17 Mar", 3, "Photo booth at Hermannplatz, bring old passport + Meldebescheinigung", "Sub-tasks 0/0"))
    add(rs, 5, r, bad=9, kind="project renamed in turn 5 listed under its old name in Browse")


# Simple Gallery — clean
def t06(rs: RowSet) -> None:
    sg = P("com.simplemobiletools.gallery.pro")
    folders = {"Camera": 1284, "Screenshots": 342, "WhatsApp Images": 2106, "Download": 57, "Receipts": 38,
               "Signal": 91, "Instagram": 210, "Telegram": 64}
    shots = ["Screenshot_20250311-081455_Chrome.png", "Screenshot_20250311-074102_Maps.png",
             "Screenshot_20250310-223718_Instagram.png", "Screenshot_20250310-190244_WhatsApp.png",
             "Screenshot_20250310-121530_Gmail.png", "Screenshot_20250309-210011_Chrome.png",
             "Screenshot_20250309-165903_Photos.png", "Screenshot_20250309-093322_Settings.png",
             "Screenshot_20250308-224147_Chrome.png", "Screenshot_20250308-182036_Uber.png",
             "Screenshot_20250308-101210_Messages.png", "Screenshot_20250307-215548_YouTube.png",
             "Screenshot_20250307-131407_Slack.png", "Screenshot_20250307-084030_Calendar.png",
             "Screenshot_20250306-230112_Chrome.png"]

    def dirs(clock: str, batt: int, order: list[str], counts: dict[str, int], sort: tuple[str, str] | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(sg(t=None, c="EditText", b=(36, 140, 640, 260), r="top_toolbar_search", edit=True, click=True, hint="Search folders"))
        out.append(sg(d="Sort by", c="Button", b=(660, 146, 776, 254), r="sort", click=True))
        out.append(sg(d="Change view type", c="Button", b=(790, 146, 906, 254), r="change_view_type", click=True))
        out.append(sg(d="More options", c="ImageView", b=(920, 146, 1036, 254), click=True))
        for i, name in enumerate(order):
            col, row = i % 2, i // 2
            x, y = 24 + col * 516, 290 + row * 410
            out.append(sg(d=None, c="RelativeLayout", b=(x, y, x + 516, y + 400), r="dir_holder", click=True, longc=True))
            out.append(sg(d=None, c="ImageView", b=(x + 12, y + 12, x + 504, y + 300), r="dir_thumbnail"))
            out.append(sg(t=name, c="TextView", b=(x + 24, y + 306, x + 400, y + 350), r="dir_name"))
            out.append(sg(t=str(counts[name]), c="TextView", b=(x + 24, y + 350, x + 400, y + 392), r="photo_cnt"))
        if sort:
            out.append(sg(t="Sort by", c="TextView", b=(90, 620, 990, 700), r="alertTitle"))
            for k, opt in enumerate(["Name", "Size", "Last modified", "Date taken", "Random", "Custom"]):
                out.append(sg(t=opt, c="RadioButton", b=(90, 720 + k * 110, 990, 820 + k * 110), r="sorting_dialog_radio", click=True, chk=opt == sort[0]))
            for k, opt in enumerate(["Ascending", "Descending"]):
                out.append(sg(t=opt, c="RadioButton", b=(90, 1420 + k * 110, 990, 1520 + k * 110), r="sorting_dialog_radio_order", click=True, chk=opt == sort[1]))
            out.append(sg(t="Cancel", c="Button", b=(560, 1680, 760, 1780), r="button2", click=True))
            out.append(sg(t="OK", c="Button", b=(780, 1680, 980, 1780), r="button1", click=True))
        return out

    def media(clock: str, batt: int, items: list[str], sel: tuple[str, ...] = (), total: int = 342, confirm: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        if sel:
            out.append(sg(d="Done", c="ImageButton", b=(24, 140, 140, 260), r="action_mode_close_button", click=True))
            out.append(sg(t=f"{len(sel)} / {total}", c="TextView", b=(160, 160, 500, 240), r="action_bar_title"))
            for k, name in enumerate(["Share", "Delete", "Properties"]):
                out.append(sg(d=name, c="Button", b=(560 + k * 120, 146, 676 + k * 120, 254), click=True))
            out.append(sg(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        else:
            out.append(sg(d="Back", c="ImageButton", b=(24, 140, 140, 260), click=True))
            out.append(sg(t=None, c="EditText", b=(150, 140, 640, 260), r="top_toolbar_search", edit=True, click=True, hint="Search in Screenshots"))
            out.append(sg(d="Sort by", c="Button", b=(660, 146, 776, 254), r="sort", click=True))
            out.append(sg(d="Change view type", c="Button", b=(790, 146, 906, 254), r="change_view_type", click=True))
            out.append(sg(d="More options", c="ImageView", b=(920, 146, 1036, 254), click=True))
        for i, name in enumerate(items[:12]):
            col, row = i % 3, i // 3
            x, y = 12 + col * 352, 290 + row * 460
            out.append(sg(d=None, c="RelativeLayout", b=(x, y, x + 352, y + 450), r="media_item_holder", click=True, longc=True, sel=name in sel))
            out.append(sg(d=None, c="ImageView", b=(x + 6, y + 6, x + 346, y + 380), r="medium_thumbnail"))
            out.append(sg(t=name, c="TextView", b=(x + 10, y + 384, x + 342, y + 446), r="medium_name"))
            if name in sel:
                out.append(sg(d=None, c="ImageView", b=(x + 280, y + 16, x + 336, y + 72), r="medium_check"))
        if confirm:
            out.append(sg(t=f"Move {len(sel)} items into the Recycle Bin?", c="TextView", b=(90, 980, 990, 1120), r="message"))
            out.append(sg(t="No", c="Button", b=(560, 1160, 760, 1260), r="button2", click=True))
            out.append(sg(t="Yes", c="Button", b=(780, 1160, 980, 1260), r="button1", click=True))
        return out

    first = ["Camera", "Screenshots", "WhatsApp Images", "Download", "Receipts", "Signal", "Instagram", "Telegram"]
    gone = (shots[2], shots[3])
    rest = [s for s in shots if s not in gone]
    counts = dict(folders)
    r = Run(dirs("22:15", 34, first, counts))
    r.click("Screenshots", media("22:15", 34, shots))
    r.long(shots[2], media("22:15", 34, shots, sel=(shots[2],)))
    r.click(shots[3], media("22:16", 34, shots, sel=gone))
    r.click("Delete", media("22:16", 34, shots, sel=gone, confirm=True))
    r.click("Yes", media("22:16", 33, rest, total=340))
    counts2 = {**counts, "Screenshots": 340, "Recycle Bin": 2}
    r.back(dirs("22:16", 33, first + ["Recycle Bin"], counts2))
    r.click("Sort by", dirs("22:17", 33, first + ["Recycle Bin"], counts2, sort=("Last modified", "Descending")))
    r.click("Name", dirs("22:17", 33, first + ["Recycle Bin"], counts2, sort=("Name", "Descending")))
    r.click("Ascending", dirs("22:17", 33, first + ["Recycle Bin"], counts2, sort=("Name", "Ascending")))
    by_name = sorted(first, key=str.lower) + ["Recycle Bin"]
    r.click("OK", dirs("22:17", 33, by_name, counts2))
    add(rs, 6, r)


# Trainline — bad
def t07(rs: RowSet) -> None:
    tl = P("com.thetrainline")
    trains = [("06:30", "08:22", "1h 52m", "Direct", "LNER", "£41.35", ""),
              ("07:00", "08:53", "1h 53m", "Direct", "LNER", "£38.90", ""),
              ("07:30", "09:21", "1h 51m", "Direct", "LNER", "£44.85", ""),
              ("08:00", "09:54", "1h 54m", "Direct", "LNER", "£39.45", ""),
              ("08:23", "10:27", "2h 04m", "Direct", "Grand Central", "£31.60", "Cheapest"),
              ("08:30", "10:24", "1h 54m", "Direct", "LNER", "£36.10", ""),
              ("09:00", "10:51", "1h 51m", "Direct", "LNER", "£52.20", "")]

    def results(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(tl(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(tl(t="London Kings Cross → York", c="TextView", b=(160, 146, 860, 206), r="search_results_header_title"))
        out.append(tl(t="Fri 21 Mar · 1 adult · 16-25 Railcard", c="TextView", b=(160, 206, 860, 254), r="search_results_header_subtitle"))
        out.append(tl(t="Edit", c="Button", b=(880, 160, 1056, 240), r="search_results_header_edit", click=True))
        out.append(tl(t="Outbound · Fri 21 Mar", c="TextView", b=(48, 290, 700, 350), r="journey_direction"))
        out.append(tl(t="Earlier trains", c="Button", b=(48, 370, 1032, 450), r="earlier_button", click=True))
        for i, (dep, arr, dur, chg, op, price, tag) in enumerate(trains):
            y = 470 + i * 220
            out.append(tl(d=f"Departs {dep}, arrives {arr}, {dur}, {chg}, {op}, from {price}" + (f", {tag}" if tag else ""), c="android.view.ViewGroup", b=(0, y, 1080, y + 210), r="journey_item", click=True))
            out.append(tl(t=f"{dep} → {arr}", c="TextView", b=(48, y + 24, 600, y + 90), r="journey_times"))
            out.append(tl(t=f"{dur}, {chg}", c="TextView", b=(48, y + 96, 600, y + 150), r="journey_duration_changes"))
            out.append(tl(t=op, c="TextView", b=(48, y + 150, 600, y + 200), r="journey_operator"))
            out.append(tl(t=price, c="TextView", b=(780, y + 24, 1032, y + 90), r="journey_price"))
            if tag:
                out.append(tl(t=tag, c="TextView", b=(780, y + 100, 1032, y + 150), r="journey_tag"))
        out.append(tl(t="Later trains", c="Button", b=(48, 2030, 1032, 2110), r="later_button", click=True))
        return out

    def options(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(tl(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(tl(t="Choose your ticket", c="TextView", b=(160, 160, 860, 240)))
        out.append(tl(t="08:30 London Kings Cross → 10:24 York", c="TextView", b=(48, 290, 1032, 350)))
        out.append(tl(t="Fri 21 Mar · 1h 54m · Direct · LNER", c="TextView", b=(48, 350, 1032, 400)))
        for k, tab in enumerate(["Standard", "First Class"]):
            out.append(tl(t=tab, c="TextView", b=(48 + k * 492, 440, 540 + k * 492, 530), click=True, sel=k == 0))
        opts = [("Advance Single", "£36.10", "Only valid on the 08:30 service. Non-refundable, changeable for a fee.", True),
                ("Off-Peak Single", "£67.90", "Travel on off-peak trains on Fri 21 Mar. Refundable (admin fee applies).", False),
                ("Anytime Single", "£141.70", "Travel on any train on Fri 21 Mar. Fully flexible.", False)]
        for k, (name, price, note, on) in enumerate(opts):
            y = 580 + k * 270
            out.append(tl(d=f"{name}, {price}", c="RadioButton", b=(48, y, 1032, y + 250), r="ticket_option", click=True, chk=on))
            out.append(tl(t=name, c="TextView", b=(140, y + 20, 700, y + 80)))
            out.append(tl(t=price, c="TextView", b=(780, y + 20, 1032, y + 80)))
            out.append(tl(t=note, c="TextView", b=(140, y + 90, 1032, y + 230)))
        out.append(tl(t="16-25 Railcard discount applied", c="TextView", b=(48, 1420, 1032, 1480)))
        out.append(tl(t="Continue", c="Button", b=(48, 2120, 1032, 2250), r="continue_button", click=True))
        return out

    def review(clock: str, batt: int, ins: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(tl(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(tl(t="Review your trip", c="TextView", b=(160, 160, 860, 240)))
        out.append(tl(t="Outbound · Fri 21 Mar", c="TextView", b=(48, 290, 1032, 350)))
        out.append(tl(t="08:30 London Kings Cross", c="TextView", b=(48, 360, 1032, 420)))
        out.append(tl(t="10:24 York", c="TextView", b=(48, 430, 1032, 490)))
        out.append(tl(t="LNER · Direct · Advance Single · Standard", c="TextView", b=(48, 500, 1032, 550)))
        out.append(tl(t="Seat: Coach C, Seat 42 (Window, Forward facing)", c="TextView", b=(48, 570, 900, 630), r="seat_info"))
        out.append(tl(t="Change", c="Button", b=(900, 560, 1032, 640), click=True))
        out.append(tl(t="eTicket — Free", c="TextView", b=(48, 680, 1032, 740), r="delivery_method"))
        out.append(tl(d="Add ticket insurance for £2.50", c="CheckBox", b=(48, 800, 148, 900), r="insurance_checkbox", click=True, chk=ins))
        out.append(tl(t="Ticket insurance · £2.50", c="TextView", b=(170, 800, 1032, 860)))
        out.append(tl(t="Covers your ticket cost if you can't travel due to illness, injury or jury service.", c="TextView", b=(170, 860, 1032, 960)))
        out.append(tl(t="Policy terms", c="TextView", b=(170, 970, 500, 1030), click=True))
        out.append(tl(t="Price summary", c="TextView", b=(48, 1100, 1032, 1160)))
        lines = [("1 × Advance Single (16-25 Railcard)", "£36.10")]
        if ins:
            lines.append(("Ticket insurance", "£2.50"))
        lines.append(("Booking fee", "£1.25"))
        y = 1170
        for name, amt in lines:
            out.append(tl(t=name, c="TextView", b=(48, y, 800, y + 60)))
            out.append(tl(t=amt, c="TextView", b=(820, y, 1032, y + 60)))
            y += 70
        total = "£39.85" if ins else "£37.35"
        out.append(tl(t="Total", c="TextView", b=(48, y + 20, 800, y + 90)))
        out.append(tl(t=total, c="TextView", b=(820, y + 20, 1032, y + 90), r="total_price"))
        out.append(tl(t="Continue to payment", c="Button", b=(48, 2120, 1032, 2250), r="continue_button", click=True))
        return out

    def payment(clock: str, batt: int, card: bool, cvv: str | None, pay: str = "£37.35") -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(tl(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(tl(t="Payment", c="TextView", b=(160, 160, 860, 240)))
        out.append(tl(t="Total to pay", c="TextView", b=(48, 290, 700, 350)))
        out.append(tl(t="£37.35", c="TextView", b=(760, 290, 1032, 350), r="payment_total"))
        out.append(tl(t="Includes £1.25 booking fee", c="TextView", b=(48, 350, 1032, 400)))
        out.append(tl(t="Pay with", c="TextView", b=(48, 460, 1032, 520)))
        methods = [("Google Pay", False), ("Visa •••• 4417  Exp 09/27", card), ("PayPal", False)]
        y = 540
        for name, on in methods:
            out.append(tl(t=name, c="RadioButton", b=(48, y, 1032, y + 140), r="payment_method", click=True, chk=on))
            y += 150
            if name.startswith("Visa") and card:
                out.append(tl(t=cvv, c="EditText", b=(140, y, 600, y + 120), r="cvv_input", edit=True, click=True, focus=True, hint="Security code (CVV)"))
                y += 140
        out.append(tl(t="Add new card", c="Button", b=(48, y + 10, 1032, y + 120), click=True))
        out.append(tl(t="Got a promo code?", c="TextView", b=(48, y + 160, 1032, y + 230), click=True))
        out.append(tl(t="By paying you agree to the Trainline Terms of Use and the Conditions of Travel.", c="TextView", b=(48, 1980, 1032, 2090)))
        out.append(tl(t=f"Pay {pay}", c="Button", b=(48, 2120, 1032, 2250), r="pay_button", click=True, enabled=bool(cvv)))
        return out

    r = Run(results("13:05", 58))
    r.click("08:30 → 10:24", options("13:05", 58))
    r.click("Continue", review("13:06", 58, False))
    r.click("Add ticket insurance for £2.50", review("13:06", 58, True))
    r.click("Add ticket insurance for £2.50", review("13:06", 58, False))
    r.click("Continue to payment", payment("13:07", 57, False, None))
    r.click("Visa •••• 4417  Exp 09/27", payment("13:07", 57, True, None))
    r.type("318", "Security code (CVV)", payment("13:08", 57, True, "•••", pay="£39.85"))
    add(rs, 7, r, bad=7, kind="pay button total still includes the insurance removed in turn 4")


# Loop Habit Tracker — clean
def t08(rs: RowSet) -> None:
    lp = P("org.isoron.uhabits")
    days = [("TUE", 11), ("MON", 10), ("SUN", 9), ("SAT", 8), ("FRI", 7)]
    habits: dict[str, tuple[int, list[bool]]] = {
        "Meditate 10 min": (72, [False, True, True, True, True]),
        "Read 20 pages": (81, [True, True, False, True, True]),
        "No sugar": (44, [False, False, True, True, False]),
        "Run": (53, [False, True, False, True, False]),
        "Floss": (66, [False, True, True, False, True]),
        "Journal": (38, [False, False, False, True, True]),
    }
    def main_list(clock: str, batt: int, state: dict[str, tuple[int, list[bool]]], order: list[str], dialog: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(lp(t="Habits", c="TextView", b=(48, 150, 500, 250)))
        out.append(lp(d="Add habit", c="Button", b=(680, 146, 796, 254), r="actionCreateHabit", click=True))
        out.append(lp(d="Filter", c="Button", b=(810, 146, 926, 254), r="action_filter", click=True))
        out.append(lp(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        for k, (dn, dd) in enumerate(days):
            x = 540 + k * 104
            out.append(lp(t=f"{dn}\n{dd}", c="TextView", b=(x, 270, x + 104, 360)))
        for i, name in enumerate(order):
            score, marks = state[name]
            y = 380 + i * 150
            out.append(lp(d=None, c="LinearLayout", b=(12, y, 1068, y + 140), r="habitCard", click=True, longc=True))
            out.append(lp(d=f"Score {score}%", c="android.view.View", b=(36, y + 40, 96, y + 100), r="scoreRing"))
            out.append(lp(t=name, c="TextView", b=(120, y + 30, 530, y + 110), r="label"))
            for k, (dn, dd) in enumerate(days):
                x = 540 + k * 104
                done = marks[k]
                out.append(lp(t="✓" if done else "×", d=f"{name}, {dn.title()} {dd}: {'done' if done else 'not done'}", c="android.view.View", b=(x, y + 20, x + 104, y + 120), r="checkmarkPanel", click=True, longc=True))
        if dialog:
            out.append(lp(t="Yes or No", c="TextView", b=(120, 900, 960, 1060), r="buttonYesNo", click=True))
            out.append(lp(t="e.g. Did you wake up early today? Did you exercise? Did you play chess?", c="TextView", b=(120, 1060, 960, 1160)))
            out.append(lp(t="Measurable", c="TextView", b=(120, 1200, 960, 1360), r="buttonMeasurable", click=True))
            out.append(lp(t="e.g. How many miles did you run today? How many pages did you read?", c="TextView", b=(120, 1360, 960, 1460)))
        return out

    def create(clock: str, batt: int, name: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(lp(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(lp(t="Create habit", c="TextView", b=(160, 160, 700, 240)))
        out.append(lp(t="SAVE", c="Button", b=(860, 150, 1056, 250), r="buttonSave", click=True))
        out.append(lp(t=name, c="EditText", b=(48, 300, 820, 440), r="nameInput", edit=True, click=True, focus=True, hint="Name"))
        out.append(lp(d="Color", c="ImageButton", b=(860, 320, 1032, 430), r="colorButton", click=True))
        out.append(lp(t=None, c="EditText", b=(48, 480, 1032, 620), r="questionInput", edit=True, click=True, hint="e.g. Did you exercise today?"))
        out.append(lp(t="Frequency", c="TextView", b=(48, 660, 520, 720)))
        out.append(lp(t="Every day", c="TextView", b=(48, 720, 520, 800), r="boolean_frequency_picker", click=True))
        out.append(lp(t="Reminder", c="TextView", b=(560, 660, 1032, 720)))
        out.append(lp(t="Off", c="TextView", b=(560, 720, 1032, 800), r="reminderTimePicker", click=True))
        out.append(lp(t=None, c="EditText", b=(48, 840, 1032, 1040), r="notesInput", edit=True, click=True, hint="Notes (optional)"))
        return out

    def detail(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(lp(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(lp(t="Meditate 10 min", c="TextView", b=(160, 160, 700, 240)))
        out.append(lp(d="Edit habit", c="Button", b=(810, 146, 926, 254), r="action_edit_habit", click=True))
        out.append(lp(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(lp(t="Did you meditate today?", c="TextView", b=(48, 280, 1032, 340), r="questionLabel"))
        out.append(lp(t="Every day", c="TextView", b=(48, 350, 500, 400), r="frequencyLabel"))
        out.append(lp(t="07:30", c="TextView", b=(520, 350, 900, 400), r="reminderLabel"))
        out.append(lp(t="Overview", c="TextView", b=(48, 450, 1032, 510)))
        for k, (val, lab) in enumerate([("74%", "Score"), ("+6%", "Month"), ("+21%", "Year"), ("187", "Total")]):
            x = 48 + k * 246
            out.append(lp(t=val, c="TextView", b=(x, 530, x + 240, 610)))
            out.append(lp(t=lab, c="TextView", b=(x, 610, x + 240, 660)))
        out.append(lp(t="Score", c="TextView", b=(48, 720, 600, 780)))
        out.append(lp(t="Week", c="Spinner", b=(760, 710, 1032, 790), click=True))
        out.append(lp(d="Score chart", c="android.view.View", b=(48, 800, 1032, 1200), r="scoreView"))
        out.append(lp(t="History", c="TextView", b=(48, 1240, 600, 1300)))
        out.append(lp(t="Edit", c="Button", b=(860, 1230, 1032, 1310), click=True))
        out.append(lp(d="History chart", c="android.view.View", b=(48, 1320, 1032, 1700), r="historyChart"))
        out.append(lp(t="Best streaks", c="TextView", b=(48, 1740, 1032, 1800)))
        for k, (rng, n) in enumerate([("Mar 3 – Mar 11", "9"), ("Jan 14 – Jan 21", "8"), ("Nov 2 – Nov 8", "7")]):
            y = 1820 + k * 90
            out.append(lp(t=rng, c="TextView", b=(48, y, 800, y + 80)))
            out.append(lp(t=n, c="TextView", b=(820, y, 1032, y + 80)))
        return out

    order = list(habits)
    st = dict(habits)
    r = Run(main_list("07:05", 90, st, order))
    st["Meditate 10 min"] = (74, [True, True, True, True, True])
    r.click("Meditate 10 min, Tue 11: not done", main_list("07:05", 90, st, order))
    st["Floss"] = (68, [True, True, True, False, True])
    r.click("Floss, Tue 11: not done", main_list("07:05", 90, st, order))
    r.click("Add habit", main_list("07:06", 90, st, order, dialog=True))
    r.click("Yes or No", create("07:06", 90, None))
    r.type("Stretch", "Name", create("07:06", 89, "Stretch"))
    st["Stretch"] = (0, [False] * 5)
    r.click("SAVE", main_list("07:07", 89, st, order + ["Stretch"]))
    r.click("Meditate 10 min", detail("07:07", 89))
    add(rs, 8, r)


# Garmin Connect — clean
def t09(rs: RowSet) -> None:
    gc = P("com.garmin.android.apps.connectmobile")
    before = {"steps": "6,214", "bb": "38", "stress": "31", "im": "95", "cal": "1,786"}
    after = {"steps": "7,903", "bb": "33", "stress": "29", "im": "104", "cal": "1,912"}
    nav = ["My Day", "Challenges", "Calendar", "News Feed", "More"]

    def top(out: list[dict[str, Any]], synced: str) -> None:
        out.append(gc(d="Profile", c="ImageView", b=(24, 140, 140, 260), r="toolbar_profile_image", click=True))
        out.append(gc(t="My Day", c="TextView", b=(160, 150, 600, 250), r="toolbar_title"))
        out.append(gc(d="Notifications", c="ImageView", b=(820, 146, 936, 254), click=True))
        out.append(gc(d="Add", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(gc(t="Forerunner 265", c="TextView", b=(48, 270, 600, 330), r="device_name"))
        out.append(gc(t=synced, c="TextView", b=(600, 270, 1032, 330), r="sync_status"))

    def navbar(out: list[dict[str, Any]]) -> None:
        for k, name in enumerate(nav):
            out.append(gc(t=name, d=name, c="FrameLayout", b=(k * 216, 2180, (k + 1) * 216, 2330), click=True, sel=k == 0))

    def myday(clock: str, batt: int, v: dict[str, str], synced: str) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Garmin Connect notification: Forerunner 265 connected",))
        top(out, synced)
        cards = [("Steps", v["steps"], "Goal 8,750"), ("Body Battery", v["bb"], "of 100"),
                 ("Sleep", "7h 12m", "Sleep score 78 · Fair"), ("Stress", v["stress"], "Low · Avg today"),
                 ("Intensity Minutes", v["im"], "of 150 this week"), ("Resting Heart Rate", "54 bpm", "7-day avg 55 bpm")]
        for i, (name, val, sub) in enumerate(cards):
            col, row = i % 2, i // 2
            x, y = 24 + col * 516, 360 + row * 420
            out.append(gc(d=f"{name}, {val}, {sub}", c="androidx.cardview.widget.CardView", b=(x, y, x + 516, y + 400), r="snapshot_card", click=True))
            out.append(gc(t=name, c="TextView", b=(x + 30, y + 30, x + 486, y + 90), r="card_title"))
            out.append(gc(t=val, c="TextView", b=(x + 30, y + 120, x + 486, y + 240), r="card_value"))
            out.append(gc(t=sub, c="TextView", b=(x + 30, y + 260, x + 486, y + 320), r="card_subtitle"))
        out.append(gc(t="Last activity", c="TextView", b=(48, 1640, 700, 1700)))
        out.append(gc(d="Lunch Run, 5.02 km, 27:41", c="androidx.cardview.widget.CardView", b=(24, 1710, 1056, 1960), r="activity_card", click=True))
        out.append(gc(t="Lunch Run", c="TextView", b=(60, 1730, 700, 1790)))
        out.append(gc(t="Today @ 12:10", c="TextView", b=(60, 1790, 700, 1840)))
        out.append(gc(t="5.02 km · 27:41 · 5:31 /km", c="TextView", b=(60, 1850, 1000, 1910)))
        navbar(out)
        return out

    def syncing(clock: str, batt: int) -> list[dict[str, Any]]:
        out = myday(clock, batt, before, "Syncing…")
        out.insert(len(bar(clock, batt, ("x",))), gc(d="Refreshing", c="ProgressBar", b=(480, 300, 600, 420), r="swipe_refresh_progress"))
        return out

    def steps(clock: str, batt: int, tab: str) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Garmin Connect notification: Forerunner 265 connected",))
        out.append(gc(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(gc(t="Steps", c="TextView", b=(160, 150, 600, 250), r="toolbar_title"))
        for k, name in enumerate(["Day", "7 Days", "4 Weeks", "1 Year"]):
            out.append(gc(t=name, c="TextView", b=(24 + k * 258, 280, 282 + k * 258, 370), click=True, sel=name == tab))
        if tab == "Day":
            out.append(gc(t="Today", c="TextView", b=(48, 400, 1032, 460)))
            out.append(gc(t="7,903", c="TextView", b=(48, 480, 600, 620), r="steps_total"))
            out.append(gc(t="Goal 8,750 · 847 to go", c="TextView", b=(48, 620, 1032, 680)))
            out.append(gc(d="Hourly steps chart", c="android.view.View", b=(48, 720, 1032, 1220)))
            for k, (lab, val) in enumerate([("Total distance", "6.11 km"), ("Floors climbed", "9"), ("Active calories", "612"), ("Goal", "8,750")]):
                y = 1260 + k * 120
                out.append(gc(t=lab, c="TextView", b=(48, y, 600, y + 100)))
                out.append(gc(t=val, c="TextView", b=(640, y, 1032, y + 100)))
        else:
            week = [("Wed, Mar 5", 9112), ("Thu, Mar 6", 11048), ("Fri, Mar 7", 8933), ("Sat, Mar 8", 14270),
                    ("Sun, Mar 9", 6002), ("Mon, Mar 10", 8815), ("Today", 7903)]
            total = sum(n for _, n in week)
            out.append(gc(t="Mar 5 – Mar 11", c="TextView", b=(48, 400, 1032, 460)))
            out.append(gc(t=f"{round(total / 7):,}", c="TextView", b=(48, 480, 600, 600), r="steps_average"))
            out.append(gc(t="Avg daily steps", c="TextView", b=(48, 600, 600, 650)))
            out.append(gc(t=f"Total {total:,}", c="TextView", b=(640, 520, 1032, 600)))
            out.append(gc(d="7 day steps chart", c="android.view.View", b=(48, 690, 1032, 1120)))
            for k, (day, n) in enumerate(reversed(week)):
                y = 1150 + k * 130
                out.append(gc(t=day, c="TextView", b=(48, y, 600, y + 110), click=True))
                out.append(gc(t=f"{n:,}", c="TextView", b=(640, y, 1032, y + 110)))
        return out

    def body_battery(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Garmin Connect notification: Forerunner 265 connected",))
        out.append(gc(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(gc(t="Body Battery", c="TextView", b=(160, 150, 600, 250), r="toolbar_title"))
        out.append(gc(t="Today", c="TextView", b=(48, 280, 1032, 340)))
        out.append(gc(t="33", c="TextView", b=(48, 360, 400, 520), r="current_value"))
        out.append(gc(t="Current", c="TextView", b=(48, 520, 400, 570)))
        for k, (lab, val) in enumerate([("Charged", "+58"), ("Drained", "-61"), ("High", "94")]):
            x = 420 + k * 204
            out.append(gc(t=val, c="TextView", b=(x, 380, x + 200, 470)))
            out.append(gc(t=lab, c="TextView", b=(x, 470, x + 200, 530)))
        out.append(gc(d="Body Battery timeline chart", c="android.view.View", b=(48, 610, 1032, 1110)))
        out.append(gc(t="Timeline", c="TextView", b=(48, 1150, 1032, 1210)))
        events = [("Sleep", "23:18 – 06:30", "+58"), ("Stress", "09:40 – 11:15", "-14"), ("Lunch Run", "12:10 – 12:38", "-17"),
                  ("Stress", "14:05 – 16:20", "-18"), ("Activity", "16:45 – 17:40", "-12")]
        for k, (name, span, delta) in enumerate(events):
            y = 1230 + k * 150
            out.append(gc(t=name, c="TextView", b=(48, y, 600, y + 70)))
            out.append(gc(t=span, c="TextView", b=(48, y + 70, 600, y + 130)))
            out.append(gc(t=delta, c="TextView", b=(800, y, 1032, y + 70)))
        return out

    def lower(clock: str, batt: int, synced: str) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Garmin Connect notification: Forerunner 265 connected",))
        top(out, synced)
        out.append(gc(d="Intensity Minutes, 104, of 150 this week", c="androidx.cardview.widget.CardView", b=(24, 360, 540, 560), r="snapshot_card", click=True))
        out.append(gc(t="104", c="TextView", b=(54, 420, 510, 520), r="card_value"))
        out.append(gc(d="Resting Heart Rate, 54 bpm, 7-day avg 55 bpm", c="androidx.cardview.widget.CardView", b=(540, 360, 1056, 560), r="snapshot_card", click=True))
        out.append(gc(t="54 bpm", c="TextView", b=(570, 420, 1026, 520), r="card_value"))
        out.append(gc(t="Last activity", c="TextView", b=(48, 600, 700, 660)))
        out.append(gc(d="Lunch Run, 5.02 km, 27:41", c="androidx.cardview.widget.CardView", b=(24, 670, 1056, 920), r="activity_card", click=True))
        out.append(gc(t="Lunch Run", c="TextView", b=(60, 690, 700, 750)))
        out.append(gc(t="Today @ 12:10", c="TextView", b=(60, 750, 700, 800)))
        out.append(gc(t="5.02 km · 27:41 · 5:31 /km", c="TextView", b=(60, 810, 1000, 870)))
        cards = [("Calories", "1,912", "Total burned · 612 active"), ("Hydration", "1,250 ml", "of 2,500 ml"),
                 ("Weight", "72.4 kg", "Mar 9"), ("Pulse Ox", "96%", "Sleep avg"), ("Respiration", "14 brpm", "Waking avg"),
                 ("HRV Status", "62 ms", "Balanced · 7-day avg")]
        for i, (name, val, sub) in enumerate(cards):
            col, row = i % 2, i // 2
            x, y = 24 + col * 516, 960 + row * 400
            out.append(gc(d=f"{name}, {val}, {sub}", c="androidx.cardview.widget.CardView", b=(x, y, x + 516, y + 380), r="snapshot_card", click=True))
            out.append(gc(t=name, c="TextView", b=(x + 30, y + 30, x + 486, y + 90), r="card_title"))
            out.append(gc(t=val, c="TextView", b=(x + 30, y + 120, x + 486, y + 240), r="card_value"))
            out.append(gc(t=sub, c="TextView", b=(x + 30, y + 260, x + 486, y + 320), r="card_subtitle"))
        navbar(out)
        return out

    r = Run(myday("17:45", 41, before, "Synced 2 hrs ago"))
    r.scroll("up", syncing("17:45", 41))
    r.wait(myday("17:46", 41, after, "Synced just now"))
    r.click("Steps", steps("17:46", 41, "Day"))
    r.click("7 Days", steps("17:46", 40, "7 Days"))
    r.back(myday("17:47", 40, after, "Synced 1 min ago"))
    r.click("Body Battery", body_battery("17:47", 40))
    r.back(myday("17:48", 40, after, "Synced 2 mins ago"))
    r.scroll("down", lower("17:48", 40, "Synced 2 mins ago"))
    add(rs, 9, r)


# Gadgetbridge — bad
def t10(rs: RowSet) -> None:
    gb = P("nodomain.freeyourgadget.gadgetbridge")
    notif = ("Gadgetbridge notification: Mi Band 6 connected",)

    def main(clock: str, batt: int, status: str, band: str, steps: str, mac: str, info: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt, notif)
        out.append(gb(d="Open navigation drawer", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(gb(t="Gadgetbridge", c="TextView", b=(160, 150, 700, 250)))
        out.append(gb(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(gb(d="Mi Band 6", c="ImageView", b=(48, 300, 208, 460), r="device_image", click=True))
        out.append(gb(t="Mi Band 6", c="TextView", b=(230, 300, 760, 370), r="device_name"))
        out.append(gb(t=status, c="TextView", b=(230, 370, 760, 430), r="device_status"))
        if status.startswith("Busy"):
            out.append(gb(d=None, c="ProgressBar", b=(230, 430, 760, 450), r="device_busy_bar"))
        out.append(gb(t=band, d="Battery level", c="TextView", b=(830, 320, 1032, 400), r="battery_status"))
        out.append(gb(t=f"{steps} steps", c="TextView", b=(230, 470, 620, 530), r="device_steps"))
        out.append(gb(t="Sleep 6h 48m", c="TextView", b=(640, 470, 1032, 530), r="device_sleep"))
        buttons = ["Device specific settings", "Fetch activity data", "Find lost device", "Activity & sleep", "Device info", "More"]
        for k, name in enumerate(buttons):
            x = 48 + k * 164
            out.append(gb(d=name, c="ImageView", b=(x, 560, x + 140, 700), click=True))
        y = 720
        if info:
            for lab in [f"Address: {mac}", "Model: Mi Smart Band 6", "Firmware: 1.0.6.16", "Hardware: V0.82.17.4", "Paired: Feb 2, 2025"]:
                out.append(gb(t=lab, c="TextView", b=(230, y, 1032, y + 60), r="item_name"))
                y += 64
        y += 40
        out.append(gb(d="Pebble Time Steel", c="ImageView", b=(48, y, 208, y + 160), r="device_image", click=True))
        out.append(gb(t="Pebble Time Steel", c="TextView", b=(230, y, 760, y + 70), r="device_name"))
        out.append(gb(t="Not connected", c="TextView", b=(230, y + 70, 760, y + 130), r="device_status"))
        out.append(gb(t="Connect", c="Button", b=(800, y + 30, 1032, y + 130), click=True))
        out.append(gb(d="Connect new device", c="ImageButton", b=(880, 2080, 1040, 2240), r="fab", click=True))
        return out

    def settings(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, notif)
        out.append(gb(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(gb(t="Device specific settings", c="TextView", b=(160, 150, 900, 250)))
        items = [("Time format", "24h"), ("Display items", "Status, HR, Workout, Weather, Notifications, More"),
                 ("Shortcuts", "Weather, Alipay"), ("Wear location", "Left wrist"),
                 ("Lift wrist to activate display", "On, scheduled 07:00 – 23:00"), ("Heart rate monitoring", None),
                 ("Do Not Disturb", "Off"), ("Inactivity warnings", "Off"), ("Night mode", "Off"),
                 ("Password", "Off"), ("Language", "Automatic")]
        y = 290
        for title, summary in items:
            h = 170 if summary else 130
            out.append(gb(d=None, c="LinearLayout", b=(0, y, 1080, y + h), click=True))
            out.append(gb(t=title, c="TextView", b=(48, y + 24, 1032, y + 84), r="title"))
            if summary:
                out.append(gb(t=summary, c="TextView", b=(48, y + 88, 1032, y + 144), r="summary"))
            y += h
        return out

    def hr(clock: str, batt: int, every: str, dialog: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, notif)
        out.append(gb(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(gb(t="Heart rate monitoring", c="TextView", b=(160, 150, 900, 250)))
        rows = [("Use heart rate sensor to improve sleep detection", None, True), ("Whole day HR measurement", every, None),
                ("Heart rate alarm", "Off", None), ("Stress monitoring", "Monitor stress level throughout the day", False),
                ("Breathing rate", "Off", None)]
        y = 290
        for title, summary, sw in rows:
            out.append(gb(d=None, c="LinearLayout", b=(0, y, 1080, y + 170), click=True))
            out.append(gb(t=title, c="TextView", b=(48, y + 24, 860, y + 84), r="title"))
            if summary:
                out.append(gb(t=summary, c="TextView", b=(48, y + 88, 860, y + 144), r="summary"))
            if sw is not None:
                out.append(gb(d=None, c="Switch", b=(880, y + 40, 1032, y + 130), r="switchWidget", click=True, chk=sw))
            y += 170
        if dialog:
            out.append(gb(t="Whole day HR measurement", c="TextView", b=(90, 700, 990, 780), r="alertTitle"))
            for k, opt in enumerate(["Off", "Every minute", "Every 5 minutes", "Every 10 minutes", "Every 30 minutes", "Every hour"]):
                out.append(gb(t=opt, c="CheckedTextView", b=(90, 800 + k * 120, 990, 910 + k * 120), click=True, chk=opt == every))
            out.append(gb(t="Cancel", c="Button", b=(760, 1540, 980, 1640), r="button2", click=True))
        return out

    mac = "C8:0F:10:4A:92:E3"
    r = Run(main("19:40", 71, "Connected", "64%", "6,412", mac, False))
    r.click("Device info", main("19:40", 71, "Connected", "64%", "6,412", mac, True))
    r.click("Fetch activity data", main("19:40", 71, "Busy: Fetching activity data", "64%", "6,412", mac, True))
    r.wait(main("19:41", 71, "Connected", "63%", "7,180", "C8:0F:10:4A:29:E3", True))
    r.click("Device specific settings", settings("19:41", 71))
    r.click("Heart rate monitoring", hr("19:42", 71, "Every 10 minutes"))
    r.click("Whole day HR measurement", hr("19:42", 70, "Every 10 minutes", dialog=True))
    r.click("Every 5 minutes", hr("19:42", 70, "Every 5 minutes"))
    add(rs, 10, r, bad=3, kind="band's Bluetooth address differs from the one shown in turn 1")


# Deliveroo — bad
def t11(rs: RowSet) -> None:
    dr = P("com.deliveroo.orderapp")
    addr = "Flat 4, 27 Mildmay Grove North"

    def home_screen(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(dr(t="Now", c="TextView", b=(48, 140, 300, 190), r="delivery_time"))
        out.append(dr(t=addr, c="TextView", b=(48, 190, 800, 250), r="delivery_address", click=True))
        out.append(dr(d="Account", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(dr(t=None, c="EditText", b=(48, 280, 1032, 390), r="search_bar", click=True, hint="Dishes, restaurants or cuisines"))
        for k, chip in enumerate(["Pizza", "Indian", "Burgers", "Thai", "Sushi", "Healthy"]):
            out.append(dr(t=chip, c="TextView", b=(24 + k * 176, 420, 190 + k * 176, 560), r="category", click=True))
        rests = [("Dishoom Shoreditch", "4.7 Excellent (500+) · Indian", "25–40 min · £2.49 delivery"),
                 ("Honest Burgers Islington", "4.5 Excellent (500+) · Burgers", "20–35 min · £1.99 delivery"),
                 ("Franco Manca Islington", "4.6 Excellent (500+) · Pizza", "20–30 min · £1.99 delivery"),
                 ("Rosa's Thai Angel", "4.4 Very good (500+) · Thai", "25–40 min · £2.99 delivery"),
                 ("Yo! Sushi Angel", "4.3 Very good (200+) · Japanese", "30–45 min · £2.49 delivery"),
                 ("Wagamama Islington", "4.5 Excellent (500+) · Asian", "20–35 min · £1.99 delivery")]
        for i, (name, rating, eta) in enumerate(rests):
            y = 600 + i * 260
            out.append(dr(d=f"{name}, {rating}, {eta}", c="android.view.ViewGroup", b=(0, y, 1080, y + 250), r="restaurant_card", click=True))
            out.append(dr(t=name, c="TextView", b=(330, y + 30, 1040, y + 90)))
            out.append(dr(t=rating, c="TextView", b=(330, y + 100, 1040, y + 150)))
            out.append(dr(t=eta, c="TextView", b=(330, y + 160, 1040, y + 210)))
        for k, name in enumerate(["Home", "Search", "Account"]):
            out.append(dr(t=name, d=name, c="FrameLayout", b=(k * 360, 2200, (k + 1) * 360, 2340), click=True, sel=k == 0))
        return out

    pizzas = [("No.1", "Tomato, garlic & oregano (no mozzarella)", "£7.25"), ("No.2", "Tomato, mozzarella & basil", "£8.95"),
              ("No.4", "Tomato, mozzarella, Gloucester Old Spot ham & mushrooms", "£11.95"),
              ("No.6", "Tomato, mozzarella & home-cured spicy chorizo", "£12.75")]
    sides = [("Garlic bread", "Sourdough, garlic butter & oregano", "£4.95"), ("Homemade lemonade", "Still, made fresh daily", "£3.95")]

    def menu(clock: str, batt: int, basket: tuple[int, str] | None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(dr(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(dr(d="Search menu", c="ImageView", b=(820, 146, 936, 254), click=True))
        out.append(dr(d="Share", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(dr(t="Franco Manca Islington", c="TextView", b=(48, 290, 1032, 370), r="restaurant_name"))
        out.append(dr(t="4.6 Excellent (500+) · Pizza · Italian · 1.4 miles away · Closes at 23:00", c="TextView", b=(48, 370, 1032, 460)))
        out.append(dr(t="Delivery 20–30 min · £1.99 delivery", c="TextView", b=(48, 470, 900, 530), click=True))
        out.append(dr(t="Sourdough pizzas", c="TextView", b=(48, 580, 1032, 650)))
        y = 660
        for num, desc, price in pizzas:
            out.append(dr(d=f"{num}, {desc}, {price}", c="android.view.ViewGroup", b=(0, y, 1080, y + 230), r="menu_item", click=True))
            out.append(dr(t=num, c="TextView", b=(48, y + 20, 700, y + 80)))
            out.append(dr(t=desc, c="TextView", b=(48, y + 80, 760, y + 160)))
            out.append(dr(t=price, c="TextView", b=(48, y + 160, 300, y + 210)))
            y += 230
        out.append(dr(t="Sides & drinks", c="TextView", b=(48, y + 20, 1032, y + 90)))
        y += 100
        for name, desc, price in sides:
            out.append(dr(d=f"{name}, {desc}, {price}", c="android.view.ViewGroup", b=(0, y, 1080, y + 200), r="menu_item", click=True))
            out.append(dr(t=name, c="TextView", b=(48, y + 20, 700, y + 80)))
            out.append(dr(t=price, c="TextView", b=(48, y + 120, 300, y + 170)))
            out.append(dr(d=f"Add {name}", c="ImageButton", b=(900, y + 60, 1020, y + 160), r="quick_add_button", click=True))
            y += 200
        if basket:
            n, amt = basket
            out.append(dr(d=f"View basket, {n} item{'s' if n > 1 else ''}, {amt}", c="Button", b=(36, 2170, 1044, 2300), r="basket_button", click=True))
            out.append(dr(t=str(n), c="TextView", b=(80, 2200, 150, 2270)))
            out.append(dr(t="View basket", c="TextView", b=(380, 2200, 700, 2270)))
            out.append(dr(t=amt, c="TextView", b=(820, 2200, 1010, 2270)))
        return out

    def item_sheet(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(dr(d="Close", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(dr(t="No.6", c="TextView", b=(48, 700, 1032, 780)))
        out.append(dr(t="Tomato, mozzarella & home-cured spicy chorizo", c="TextView", b=(48, 780, 1032, 860)))
        out.append(dr(t="£12.75 · 870 kcal", c="TextView", b=(48, 870, 1032, 930)))
        out.append(dr(t="Extras", c="TextView", b=(48, 990, 700, 1060)))
        out.append(dr(t="Optional · Choose up to 3", c="TextView", b=(48, 1060, 700, 1110)))
        for k, (name, price) in enumerate([("Burrata", "+£3.50"), ("Nduja", "+£1.50"), ("Rocket", "+£0.95")]):
            y = 1130 + k * 130
            out.append(dr(t=name, c="CheckBox", b=(48, y, 800, y + 120), click=True, chk=False))
            out.append(dr(t=price, c="TextView", b=(820, y, 1032, y + 120)))
        out.append(dr(d="Decrease quantity", c="ImageButton", b=(48, 2170, 168, 2290), click=True, enabled=False))
        out.append(dr(t="1", c="TextView", b=(170, 2170, 260, 2290)))
        out.append(dr(d="Increase quantity", c="ImageButton", b=(262, 2170, 382, 2290), click=True))
        out.append(dr(t="Add for £12.75", c="Button", b=(420, 2170, 1044, 2300), r="add_button", click=True))
        return out

    lines = [("1 ×", "No.6", "£12.75"), ("1 ×", "Homemade lemonade", "£3.95")]
    fees = [("Subtotal", "£16.70"), ("Delivery fee", "£1.99"), ("Service fee", "£1.34")]

    def basket(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(dr(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(dr(t="Basket", c="TextView", b=(160, 150, 700, 210)))
        out.append(dr(t="Franco Manca Islington", c="TextView", b=(160, 210, 800, 260)))
        y = 300
        for q, name, price in lines:
            out.append(dr(t=q, c="TextView", b=(48, y, 150, y + 80)))
            out.append(dr(t=name, c="TextView", b=(160, y, 760, y + 80), click=True))
            out.append(dr(t=price, c="TextView", b=(800, y, 1032, y + 80)))
            y += 110
        out.append(dr(t="Add items", c="Button", b=(48, y, 500, y + 90), click=True))
        out.append(dr(t="Need cutlery?", c="TextView", b=(48, y + 130, 800, y + 200)))
        out.append(dr(d="Need cutlery?", c="Switch", b=(880, y + 120, 1032, y + 210), click=True, chk=False))
        y += 260
        for name, amt in fees:
            out.append(dr(t=name, c="TextView", b=(48, y, 700, y + 70)))
            out.append(dr(t=amt, c="TextView", b=(800, y, 1032, y + 70)))
            y += 80
        out.append(dr(t="Total", c="TextView", b=(48, y + 20, 700, y + 100)))
        out.append(dr(t="£20.03", c="TextView", b=(800, y + 20, 1032, y + 100)))
        out.append(dr(t="Go to checkout", c="Button", b=(36, 2170, 1044, 2300), r="checkout_button", click=True))
        return out

    def checkout(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(dr(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(dr(t="Checkout", c="TextView", b=(160, 150, 700, 250)))
        out.append(dr(t="Delivery address", c="TextView", b=(48, 290, 700, 340)))
        out.append(dr(t=f"{addr}, London N1 4RH", c="TextView", b=(48, 340, 900, 420), click=True))
        out.append(dr(t="Delivery options", c="TextView", b=(48, 470, 700, 520)))
        out.append(dr(t="Standard · 20–30 min", c="RadioButton", b=(48, 530, 1032, 640), click=True, chk=True))
        out.append(dr(t="Schedule for later", c="RadioButton", b=(48, 650, 1032, 760), click=True, chk=False))
        out.append(dr(t="Payment method", c="TextView", b=(48, 810, 700, 860)))
        out.append(dr(t="Visa •••• 2231", c="TextView", b=(48, 870, 800, 950), click=True))
        out.append(dr(t="Change", c="Button", b=(820, 870, 1032, 950), click=True))
        out.append(dr(t="Tip your rider", c="TextView", b=(48, 1000, 700, 1050)))
        for k, tip in enumerate(["£1", "£2", "£3", "Other"]):
            out.append(dr(t=tip, c="Button", b=(48 + k * 246, 1070, 280 + k * 246, 1170), click=True, chk=False))
        out.append(dr(t="Note for rider", c="TextView", b=(48, 1220, 1032, 1300), click=True))
        y = 1360
        for name, amt in fees:
            out.append(dr(t=name, c="TextView", b=(48, y, 700, y + 70)))
            out.append(dr(t=amt, c="TextView", b=(800, y, 1032, y + 70)))
            y += 80
        out.append(dr(t="Total", c="TextView", b=(48, y + 20, 700, y + 100)))
        out.append(dr(t="£20.03", c="TextView", b=(800, y + 20, 1032, y + 100)))
        out.append(dr(t="Place order", c="Button", b=(36, 2170, 1044, 2300), r="place_order_button", click=True))
        return out

    def status(clock: str, batt: int, stage: int, eta: str, details: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Deliveroo notification: Your order",))
        out.append(dr(d="Close", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(dr(t="Help", c="Button", b=(880, 160, 1056, 240), click=True))
        heads = ["Waiting for Franco Manca to accept your order", "Franco Manca is preparing your order", "Tomasz is on the way"]
        if not details:
            out.append(dr(d="Map showing your rider and delivery address", c="android.view.View", b=(0, 270, 1080, 1000), r="map"))
            out.append(dr(t=eta, c="TextView", b=(48, 1040, 1032, 1140), r="eta_text"))
            out.append(dr(t="Estimated arrival", c="TextView", b=(48, 1140, 1032, 1190)))
            out.append(dr(t=heads[stage], c="TextView", b=(48, 1220, 1032, 1300), r="status_text"))
            for k, step in enumerate(["Order placed", "Preparing", "On the way", "Delivered"]):
                out.append(dr(d=f"{step}{', complete' if k <= stage else ''}", c="android.view.View", b=(48 + k * 246, 1320, 280 + k * 246, 1360)))
            if stage == 2:
                out.append(dr(t="Tomasz · Bicycle", c="TextView", b=(48, 1420, 700, 1490)))
                out.append(dr(t="Contact rider", c="Button", b=(720, 1410, 1032, 1500), click=True))
            y = 1560
        else:
            out.append(dr(t=eta, c="TextView", b=(48, 280, 1032, 380), r="eta_text"))
            out.append(dr(t=heads[stage], c="TextView", b=(48, 380, 1032, 460), r="status_text"))
            y = 500
        out.append(dr(t="Order #4127 · Franco Manca Islington", c="TextView", b=(48, y, 1032, y + 70)))
        y += 90
        if details:
            for q, name, price in lines:
                out.append(dr(t=f"{q} {name}", c="TextView", b=(48, y, 760, y + 70)))
                out.append(dr(t=price, c="TextView", b=(800, y, 1032, y + 70)))
                y += 80
            for name, amt in fees:
                out.append(dr(t=name, c="TextView", b=(48, y, 700, y + 70)))
                out.append(dr(t=amt, c="TextView", b=(800, y, 1032, y + 70)))
                y += 80
            out.append(dr(t="Total paid", c="TextView", b=(48, y + 10, 700, y + 90)))
            out.append(dr(t="£20.03", c="TextView", b=(800, y + 10, 1032, y + 90)))
            out.append(dr(t="Paid with Visa •••• 2231", c="TextView", b=(48, y + 110, 1032, y + 170)))
            out.append(dr(t=f"Delivering to {addr}, London N1 4RH", c="TextView", b=(48, y + 200, 1032, y + 280)))
            out.append(dr(t="Cancel order", c="Button", b=(48, y + 320, 1032, y + 420), click=True, enabled=False))
        else:
            out.append(dr(t="2 items · £20.03", c="TextView", b=(48, y, 800, y + 70)))
            out.append(dr(t="View order", c="Button", b=(820, y, 1032, y + 70), click=True))
        return out

    r = Run(home_screen("19:31", 73))
    r.click("Franco Manca Islington", menu("19:31", 73, None))
    r.click("No.6", item_sheet("19:32", 73))
    r.click("Add for £12.75", menu("19:32", 73, (1, "£12.75")))
    r.click("Add Homemade lemonade", menu("19:33", 73, (2, "£16.70")))
    r.click("View basket", basket("19:35", 72), nth=0)
    r.click("Go to checkout", checkout("19:33", 72))
    r.click("Place order", status("19:36", 72, 0, "19:56 – 20:06"))
    r.wait(status("19:40", 72, 1, "19:57 – 20:05"))
    r.wait(status("19:51", 71, 2, "19:59"))
    r.scroll("down", status("19:52", 71, 2, "19:59", details=True))
    add(rs, 11, r, bad=6, kind="status-bar clock earlier than on the previous screen")


# Briar — clean
def t12(rs: RowSet) -> None:
    br = P("org.briarproject.briar.android")
    text = "Meeting point moved to the north entrance, 18:00. Bring the banner."

    def contacts(clock: str, batt: int, rows: list[tuple[str, str, bool]]) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Briar notification: Briar is running",))
        out.append(br(d="Open navigation drawer", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(br(t="Contacts", c="TextView", b=(160, 150, 700, 250)))
        out.append(br(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        for i, (name, when, online) in enumerate(rows):
            y = 290 + i * 190
            out.append(br(d=None, c="LinearLayout", b=(0, y, 1080, y + 190), r="layout", click=True, longc=True))
            out.append(br(d=None, c="ImageView", b=(36, y + 30, 166, y + 160), r="avatarView"))
            out.append(br(d="Connected" if online else "Not connected", c="ImageView", b=(130, y + 124, 166, y + 160), r="bulbView"))
            out.append(br(t=name, c="TextView", b=(200, y + 40, 800, y + 100), r="nameView"))
            out.append(br(t=when, c="TextView", b=(200, y + 104, 800, y + 150), r="dateView"))
        out.append(br(d="Add contact", c="ImageButton", b=(880, 2080, 1040, 2240), r="speedDial", click=True))
        return out

    def convo(clock: str, batt: int, name: str, online: bool, msgs: list[tuple[str, str, str, str]], draft: str | None,
              menu: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Briar notification: Briar is running",))
        out.append(br(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(br(d=None, c="ImageView", b=(150, 160, 230, 240), r="contactAvatar"))
        out.append(br(d="Connected" if online else "Not connected", c="ImageView", b=(206, 216, 230, 240), r="contactStatus"))
        out.append(br(t=name, c="TextView", b=(250, 160, 760, 240), r="contactName"))
        out.append(br(d="Disappearing messages", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(br(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        y = 300
        for who, day, when, body in msgs:
            if day:
                out.append(br(t=day, c="TextView", b=(400, y, 680, y + 60)))
                y += 80
            x0, x1 = (300, 1040) if who == "me" else (40, 780)
            out.append(br(t=body, c="TextView", b=(x0 + 20, y + 20, x1 - 20, y + 140), r="text", longc=True))
            out.append(br(t=when, c="TextView", b=(x1 - 220, y + 140, x1 - 80, y + 190), r="time"))
            if who == "me":
                out.append(br(d="Delivered" if online or body != text else "Waiting to be sent", c="ImageView", b=(x1 - 70, y + 140, x1 - 20, y + 190), r="status"))
            y += 220
        out.append(br(d="Add attachment", c="ImageButton", b=(24, 2180, 134, 2290), r="imageButton", click=True))
        out.append(br(t=draft, c="EditText", b=(140, 2180, 920, 2290), r="input_text", edit=True, click=True, focus=draft is not None, hint="Type message"))
        out.append(br(d="Send", c="ImageButton", b=(930, 2180, 1050, 2290), r="compositeSendButton", click=True, enabled=bool(draft)))
        if menu:
            for k, item in enumerate(["Connect via Bluetooth", "Make introduction", "Change contact name", "Delete all messages", "Delete contact"]):
                yy = 150 + k * 130
                out.append(br(t=item, c="TextView", b=(480, yy, 1060, yy + 130), r="title", click=True))
        return out

    hist = [("them", "Monday, March 10", "21:47", "Did you get the printer working for the flyers?"),
            ("me", "", "21:52", "Yes — it was the driver. 200 copies done, they're in my bag."),
            ("them", "", "22:14", "Perfect. Tomorrow we meet at the square as usual?")]
    r = Run(contacts("14:00", 66, [("Ines", "Mar 10", True), ("Marek", "Mar 10", False), ("Sofia", "Mar 8", True), ("Tariq", "Feb 27", False)]))
    r.click("Marek", convo("14:00", 66, "Marek", False, hist, None))
    r.type(text, "Type message", convo("14:01", 66, "Marek", False, hist, text))
    sent = hist + [("me", "Today", "14:01", text)]
    r.click("Send", convo("14:01", 66, "Marek", False, sent, None))
    got = sent + [("them", "", "14:03", "👍 north entrance, got it. See you there")]
    r.wait(convo("14:03", 65, "Marek", True, got, None))
    r.back(contacts("14:03", 65, [("Marek", "14:03", True), ("Ines", "Mar 10", True), ("Sofia", "Mar 8", True), ("Tariq", "Feb 27", False)]))
    ines = [("them", "Monday, March 10", "18:20", "Can you bring the spare power bank tomorrow?"),
            ("me", "", "18:31", "Sure, it's charged."),
            ("them", "", "18:32", "🙏")]
    r.click("Ines", convo("14:04", 65, "Ines", True, ines, None))
    r.click("More options", convo("14:04", 65, "Ines", True, ines, None, menu=True))
    add(rs, 12, r)


# Microsoft Teams — clean
def t13(rs: RowSet) -> None:
    tm = P("com.microsoft.teams")
    reply = "On it — will leave comments by 10:40. Mostly looking at the jitter in RetryPolicy.kt?"

    def chats(clock: str, batt: int, me: str, rows: list[tuple[str, str, str, str, bool]]) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Teams notification: Ayesha Khan",))
        out.append(tm(d=f"Your profile, status {me}", c="ImageView", b=(24, 140, 140, 260), r="avatar", click=True))
        out.append(tm(t="Chat", c="TextView", b=(160, 150, 600, 250), r="title"))
        out.append(tm(d="Search", c="Button", b=(700, 146, 816, 254), click=True))
        out.append(tm(d="Filter", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(tm(d="New chat", c="Button", b=(940, 146, 1056, 254), click=True))
        out.append(tm(t="Recent", c="TextView", b=(48, 280, 400, 340)))
        for i, (name, presence, preview, when, unread) in enumerate(rows):
            y = 360 + i * 200
            d = f"{name}{', ' + presence if presence else ''}, {preview}, {when}{', Unread' if unread else ''}"
            out.append(tm(d=d, c="android.view.ViewGroup", b=(0, y, 1080, y + 200), r="chat_item", click=True, longc=True))
            out.append(tm(d=f"{name}, {presence}" if presence else name, c="ImageView", b=(36, y + 40, 156, y + 160), r="avatar"))
            out.append(tm(t=name, c="TextView", b=(190, y + 36, 820, y + 96), r="chat_title"))
            out.append(tm(t=preview, c="TextView", b=(190, y + 100, 900, y + 160), r="chat_preview"))
            out.append(tm(t=when, c="TextView", b=(840, y + 36, 1044, y + 96), r="chat_time"))
        for k, name in enumerate(["Activity", "Chat", "Teams", "Calendar", "More"]):
            out.append(tm(t=name, d=name, c="FrameLayout", b=(k * 216, 2180, (k + 1) * 216, 2330), click=True, sel=name == "Chat"))
        return out

    def pane(clock: str, batt: int, status: str, picker: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Teams notification: Ayesha Khan",))
        out.append(tm(d=f"Sam Ortega, {status}", c="ImageView", b=(48, 200, 208, 360), r="avatar"))
        out.append(tm(t="Sam Ortega", c="TextView", b=(240, 210, 900, 280)))
        out.append(tm(t="sam.ortega@contoso.com", c="TextView", b=(240, 280, 900, 330)))
        out.append(tm(t="Contoso Ltd.", c="TextView", b=(240, 330, 900, 380)))
        if not picker:
            items = [status, "Set status message", "Notifications", "Settings", "What's new", "Add account"]
            for k, item in enumerate(items):
                y = 440 + k * 140
                out.append(tm(t=item, c="TextView", b=(48, y, 1032, y + 130), click=True))
        else:
            out.append(tm(d="Navigate up", c="ImageButton", b=(24, 420, 140, 540), click=True))
            out.append(tm(t="Set status", c="TextView", b=(160, 440, 900, 520)))
            for k, item in enumerate(["Available", "Busy", "Do not disturb", "Be right back", "Appear away", "Appear offline"]):
                y = 580 + k * 140
                out.append(tm(t=item, c="CheckedTextView", b=(48, y, 1032, y + 130), click=True, chk=item == status))
            out.append(tm(t="Reset status", c="TextView", b=(48, 1460, 1032, 1590), click=True))
        return out

    def chat(clock: str, batt: int, presence: str, msgs: list[tuple[str, str, str, str]], draft: str | None,
             receipt: str | None = None, reaction: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Teams notification: Ayesha Khan",))
        out.append(tm(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(tm(d=f"Ayesha Khan, {presence}", c="ImageView", b=(150, 160, 230, 240), r="avatar"))
        out.append(tm(t="Ayesha Khan", c="TextView", b=(250, 150, 700, 210), r="title"))
        out.append(tm(t=presence, c="TextView", b=(250, 210, 700, 250), r="subtitle"))
        out.append(tm(d="Video call", c="Button", b=(700, 146, 816, 254), click=True))
        out.append(tm(d="Audio call", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(tm(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        for k, tab in enumerate(["Chat", "Files", "Photos"]):
            out.append(tm(t=tab, c="TextView", b=(48 + k * 220, 280, 248 + k * 220, 350), click=True, sel=k == 0))
        y = 400
        for who, day, when, body in msgs:
            if day:
                out.append(tm(t=day, c="TextView", b=(380, y, 700, y + 60)))
                y += 80
            x0, x1 = (260, 1040) if who == "me" else (40, 820)
            if who != "me":
                out.append(tm(t=f"Ayesha Khan  {when}", c="TextView", b=(x0 + 20, y, x1, y + 50)))
            else:
                out.append(tm(t=when, c="TextView", b=(x1 - 200, y, x1, y + 50)))
            out.append(tm(t=body, c="TextView", b=(x0 + 20, y + 50, x1 - 20, y + 190), r="message_text", longc=True))
            y += 220
        if reaction:
            out.append(tm(t="👍 1", d="1 Like reaction", c="Button", b=(880, y - 30, 1040, y + 30), click=True))
        if receipt:
            out.append(tm(t=receipt, c="TextView", b=(860, y + 30, 1040, y + 80), r="read_receipt"))
        out.append(tm(d="Add", c="ImageButton", b=(24, 2180, 134, 2290), click=True))
        out.append(tm(t=draft, c="EditText", b=(140, 2180, 920, 2290), r="message_area_edit_text", edit=True, click=True, focus=draft is not None, hint="Type a message"))
        out.append(tm(d="Send", c="ImageButton", b=(930, 2180, 1050, 2290), click=True, enabled=bool(draft)))
        return out

    base = [("Ayesha Khan", "Available", "Can you review PR 482 before standup tomorrow?", "10:02", True),
            ("Platform Guild", "", "Tom Becker: deploy freeze lifted ✅", "09:41", False),
            ("Design crit", "", "Recording is ready", "08:55", False),
            ("Marco Bianchi", "Away", "You: thanks!", "Yesterday", False),
            ("Priya Nair", "Busy", "Sent a file: Q2-roadmap.xlsx", "Mon", False),
            ("Jenny Wu", "Offline", "👍", "Mon", False)]
    msgs = [("me", "Yesterday", "17:32", "Pushed the retry changes to PR 482 — backoff now capped at 30 s."),
            ("them", "Today", "10:02", "Can you review PR 482 before standup tomorrow? Mostly the backoff logic in RetryPolicy.kt")]
    r = Run(chats("10:14", 67, "Available", base))
    r.click("Your profile, status Available", pane("10:14", 67, "Available"))
    r.click("Available", pane("10:14", 67, "Available", picker=True))
    r.click("Busy", pane("10:15", 67, "Busy"))
    r.back(chats("10:15", 67, "Busy", base))
    r.click("Ayesha Khan", chat("10:15", 67, "Available", msgs, None))
    r.type(reply, "Type a message", chat("10:16", 66, "Available", msgs, reply))
    sent = msgs + [("me", "", "10:16", reply)]
    r.click("Send", chat("10:16", 66, "Available", sent, None, receipt="Sent"))
    r.wait(chat("10:17", 66, "In a call", sent, None, receipt="Seen", reaction=True))
    after = [("Platform Guild", "", "Tom Becker: rollback done, all green", "10:17", True),
             ("Ayesha Khan", "In a call", f"You: {reply}", "10:16", False)] + base[2:]
    r.back(chats("10:17", 66, "Busy", after))
    add(rs, 13, r)


# Catima — bad
def t14(rs: RowSet) -> None:
    ca = P("me.hackerchick.catima")
    note_new = "Mine — linked to the Boots app"

    def cards(note: str) -> list[tuple[str, str, str, str]]:
        return [("Tesco Clubcard", "", "1,284 points", ""), ("Boots Advantage", note, "412 points", ""),
                ("IKEA Family", "", "", ""), ("Decathlon", "Shared with Ben", "", ""),
                ("Nectar", "Sainsbury's + Argos", "3,050 points", ""), ("Costa Coffee Club", "", "6 beans", ""),
                ("Islington Library", "", "", "Expires 31/08/2026")]

    def listing(clock: str, batt: int, note: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(ca(t="Catima", c="TextView", b=(48, 150, 600, 250)))
        out.append(ca(d="Search", c="Button", b=(680, 146, 796, 254), r="action_search", click=True))
        out.append(ca(d="Sort", c="Button", b=(810, 146, 926, 254), r="action_sort", click=True))
        out.append(ca(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        for k, g in enumerate(["All", "Groceries", "Pharmacy", "Other"]):
            out.append(ca(t=g, c="LinearLayout", b=(k * 270, 270, (k + 1) * 270, 380), click=True, sel=k == 0))
        for i, (store, note_, bal, exp) in enumerate(cards(note)):
            y = 400 + i * 230
            out.append(ca(d=None, c="androidx.cardview.widget.CardView", b=(24, y, 1056, y + 215), r="row", click=True, longc=True))
            out.append(ca(t=store[0], c="TextView", b=(48, y + 40, 188, y + 180), r="thumbnail_text"))
            out.append(ca(t=store, c="TextView", b=(210, y + 26, 900, y + 86), r="store"))
            if note_:
                out.append(ca(t=note_, c="TextView", b=(210, y + 88, 900, y + 140), r="note"))
            if bal:
                out.append(ca(t=bal, c="TextView", b=(210, y + 144, 700, y + 196), r="balance"))
            if exp:
                out.append(ca(t=exp, c="TextView", b=(210, y + 144, 900, y + 196), r="expiry"))
            out.append(ca(d="Star", c="ImageView", b=(940, y + 60, 1040, y + 160), r="star", click=True))
        out.append(ca(d="Add", c="ImageButton", b=(880, 2080, 1040, 2240), r="fabAdd", click=True))
        return out

    def view(clock: str, batt: int, note: str, cid: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(ca(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(ca(t="Boots Advantage", c="TextView", b=(160, 150, 600, 250)))
        out.append(ca(d="Share", c="Button", b=(680, 146, 796, 254), r="action_share", click=True))
        out.append(ca(d="Star", c="Button", b=(810, 146, 926, 254), r="action_star_unstar", click=True))
        out.append(ca(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(ca(d="Barcode", c="ImageView", b=(90, 400, 990, 860), r="main_image", click=True))
        out.append(ca(t=cid, c="TextView", b=(90, 880, 990, 960), r="main_image_description"))
        out.append(ca(d="Previous image", c="ImageButton", b=(24, 560, 84, 700), r="main_left", enabled=False))
        out.append(ca(d="Next image", c="ImageButton", b=(996, 560, 1056, 700), r="main_right", click=True))
        out.append(ca(t=note, c="TextView", b=(48, 1020, 1032, 1090), r="note"))
        out.append(ca(t="Balance: 412 points", c="TextView", b=(48, 1100, 1032, 1170), r="balance"))
        out.append(ca(t="Never expires", c="TextView", b=(48, 1180, 1032, 1250), r="expiry"))
        out.append(ca(d="Maximize", c="ImageButton", b=(660, 2080, 800, 2220), r="bottomAppBarInfoButton", click=True))
        out.append(ca(d="Edit", c="ImageButton", b=(880, 2080, 1040, 2240), r="fabEdit", click=True))
        return out

    def edit(clock: str, batt: int, note: str, focus: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(ca(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(ca(t="Edit card", c="TextView", b=(160, 150, 600, 250)))
        out.append(ca(d="Delete", c="Button", b=(940, 146, 1056, 254), r="action_delete", click=True))
        for k, tab in enumerate(["Card", "Options", "Photos"]):
            out.append(ca(t=tab, c="LinearLayout", b=(k * 360, 270, (k + 1) * 360, 380), click=True, sel=k == 0))
        fields = [("Store", "Boots Advantage", "storeNameEdit"), ("Note", note, "noteEdit"),
                  ("Card ID", "633800195274613", "cardIdView"), ("Barcode ID", "Same as card ID", "barcodeIdField"),
                  ("Barcode type", "CODE_128", "barcodeTypeField")]
        y = 420
        for label, val, rid in fields:
            out.append(ca(t=label, c="TextView", b=(48, y, 1032, y + 50)))
            editable = rid in ("storeNameEdit", "noteEdit")
            out.append(ca(t=val, c="EditText" if editable else "TextView", b=(48, y + 50, 1032, y + 150), r=rid, edit=editable, click=True, focus=focus and rid == "noteEdit"))
            y += 180
        out.append(ca(d="Barcode", c="ImageView", b=(190, y + 20, 890, y + 320), r="barcode"))
        out.append(ca(t="Enter card", c="Button", b=(48, y + 360, 520, y + 460), r="enterButton", click=True))
        out.append(ca(d="Save", c="ImageButton", b=(880, 2080, 1040, 2240), r="fabSave", click=True))
        return out

    old = "Partner's card"
    r = Run(listing("12:20", 83, old))
    r.click("Boots Advantage", view("12:20", 83, old, "633800195274613"))
    r.click("Edit", edit("12:20", 83, old, False))
    r.type(note_new, old, edit("12:21", 83, note_new, True))
    r.click("Save", view("12:21", 83, note_new, "633800195274613"))
    r.back(listing("12:21", 83, note_new))
    r.click("Boots Advantage", view("12:22", 82, note_new, "633800159274613"))
    r.back(listing("12:22", 82, note_new))
    add(rs, 14, r, bad=6, kind="loyalty card ID differs from the ID shown in turns 1 to 4")


# Jerboa — bad
def t15(rs: RowSet) -> None:
    jb = P("com.jerboa")
    old_text = "I use restic to Backblaze B2 nightly."
    new_text = ("I use restic to Backblaze B2 nightly, plus a weekly zfs send to a box at my parents' place. "
                "And test your restores — a backup you never restored is a hope, not a backup.")
    posts = {
        "backup": ("c/selfhosted@lemmy.world", "u/nordlicht", "5h", "What's your backup strategy for a 3-node Proxmox cluster?", 142, 37),
        "kernel": ("c/linux@lemmy.ml", "u/kerneldigest", "2h", "Linux 6.14 released with the NTSYNC driver and AMD P-State improvements", 611, 128),
        "ratatui": ("c/rust@programming.dev", "u/orhun", "1d", "Ratatui 0.29 — a year of terminal UIs in review", 203, 19),
        "pixel": ("c/android@lemmy.world", "u/droidwatch", "6h", "March Pixel update breaks Bluetooth LE Audio for some users", 233, 54),
        "lemmy": ("c/fediverse@lemmy.ml", "u/dessalines", "9h", "Lemmy v0.19.9 release — federation queue fixes", 488, 71),
        "bike": ("c/fuckcars@lemmy.world", "u/velo_vienna", "4h", "Vienna opened 12 km of new protected bike lanes this month", 1204, 96),
        "homeass": ("c/homeassistant@lemmy.world", "u/zigbee_zack", "7h", "Finally migrated 64 Zigbee devices from ZHA to Z2M without re-pairing", 317, 42),
        "ublock": ("c/privacy@lemmy.ml", "u/adblock_andy", "11h", "uBlock Origin Lite now supports custom filters on Firefox for Android", 542, 88),
    }

    def feed(clock: str, batt: int, sort: str, order: list[str], menu: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(jb(d="Open drawer", c="android.view.View", b=(24, 140, 140, 260), click=True))
        out.append(jb(t="Subscribed", c="TextView", b=(160, 146, 700, 210)))
        out.append(jb(t=sort, c="TextView", b=(160, 210, 700, 254)))
        out.append(jb(d="Filter", c="Button", b=(700, 146, 816, 254), click=True))
        out.append(jb(d="Sort", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(jb(d="More", c="Button", b=(940, 146, 1056, 254), click=True))
        for i, key in enumerate(order):
            comm, user, age, title, score, ncom = posts[key]
            y = 280 + i * 360
            out.append(jb(t=comm, c="TextView", b=(48, y + 10, 700, y + 60), click=True))
            out.append(jb(t=f"{user} · {age}", c="TextView", b=(48, y + 60, 700, y + 110), click=True))
            out.append(jb(t=title, c="TextView", b=(48, y + 120, 1032, y + 240), click=True, longc=True))
            out.append(jb(d="Upvote", c="Button", b=(48, y + 260, 168, y + 340), click=True))
            out.append(jb(t=str(score), c="TextView", b=(170, y + 270, 300, y + 330)))
            out.append(jb(d="Downvote", c="Button", b=(300, y + 260, 420, y + 340), click=True))
            out.append(jb(t=f"{ncom} comments", c="TextView", b=(460, y + 270, 760, y + 330), click=True))
            out.append(jb(d="Save", c="Button", b=(800, y + 260, 920, y + 340), click=True))
            out.append(jb(d="More options", c="Button", b=(930, y + 260, 1050, y + 340), click=True))
        if menu:
            for k, s in enumerate(["Active", "Hot", "New", "Old", "Scaled", "Controversial", "Most comments", "New comments", "Top"]):
                yy = 150 + k * 130
                out.append(jb(t=s, c="TextView", b=(560, yy, 1060, yy + 130), click=True))
        for k, name in enumerate(["Home", "Search", "Inbox", "Saved", "Profile"]):
            out.append(jb(t=name, d=f"{name}, 2 unread" if name == "Inbox" else name, c="android.view.View", b=(k * 216, 2180, (k + 1) * 216, 2330), click=True, sel=name == "Home"))
        return out

    comments = [("u/restic_fan", "4h", "Proxmox Backup Server on a separate mini PC. Dedup is magic, my 9 TB of VMs takes 1.1 TB.", 58, 0),
                ("u/tomasv", "3h", None, 21, 0),
                ("u/zfs_or_bust", "3h", "zfs send | ssh offsite. Done. Everything else is overthinking it.", 34, 0),
                ("u/nordlicht", "2h", "@restic_fan how big is the PBS datastore after a year of retention?", 9, 1)]

    def post(clock: str, batt: int, mine: str, menu: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(jb(d="Back", c="Button", b=(24, 140, 140, 260), click=True))
        out.append(jb(t="Post", c="TextView", b=(160, 150, 700, 250)))
        out.append(jb(d="Sort", c="Button", b=(940, 146, 1056, 254), click=True))
        out.append(jb(t="c/selfhosted@lemmy.world", c="TextView", b=(48, 280, 700, 330), click=True))
        out.append(jb(t="u/nordlicht · 5h", c="TextView", b=(48, 330, 700, 380), click=True))
        out.append(jb(t=posts["backup"][3], c="TextView", b=(48, 390, 1032, 510)))
        out.append(jb(t="Three NUCs, Ceph for VM disks, ~9 TB used. Currently only vzdump to a USB disk, which I know is bad. What do you run, and how often do you actually test restores?", c="TextView", b=(48, 520, 1032, 720)))
        out.append(jb(d="Upvote", c="Button", b=(48, 740, 168, 820), click=True))
        out.append(jb(t="142", c="TextView", b=(170, 750, 300, 810)))
        out.append(jb(d="Downvote", c="Button", b=(300, 740, 420, 820), click=True))
        out.append(jb(t="37 comments", c="TextView", b=(460, 750, 760, 810)))
        out.append(jb(d="Save", c="Button", b=(800, 740, 920, 820), click=True))
        out.append(jb(d="More options", c="Button", b=(930, 740, 1050, 820), click=True))
        y = 860
        for user, age, body, score, depth in comments:
            x = 48 + depth * 40
            out.append(jb(t=f"{user} · {age}", c="TextView", b=(x, y, 800, y + 50), click=True))
            out.append(jb(t=body if body else mine, c="TextView", b=(x, y + 60, 1032, y + 200), click=True, longc=True))
            out.append(jb(d="Upvote", c="Button", b=(x, y + 210, x + 110, y + 280), click=True, chk=user == "u/tomasv"))
            out.append(jb(t=str(score), c="TextView", b=(x + 115, y + 220, x + 220, y + 270)))
            out.append(jb(d="Downvote", c="Button", b=(x + 225, y + 210, x + 335, y + 280), click=True))
            out.append(jb(d="Reply", c="Button", b=(x + 600, y + 210, x + 710, y + 280), click=True))
            out.append(jb(d="More options", c="Button", b=(x + 720, y + 210, x + 830, y + 280), click=True))
            y += 300
        if menu:
            for k, item in enumerate(["Copy text", "View source", "Edit", "Delete", "Share"]):
                yy = 1500 + k * 120
                out.append(jb(t=item, c="TextView", b=(500, yy, 1040, yy + 120), click=True))
        return out

    def edit(clock: str, batt: int, text: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(jb(d="Close", c="Button", b=(24, 140, 140, 260), click=True))
        out.append(jb(t="Edit", c="TextView", b=(160, 150, 700, 250)))
        out.append(jb(d="Submit", c="Button", b=(940, 146, 1056, 254), click=True))
        out.append(jb(t=text, c="EditText", b=(48, 290, 1032, 900), edit=True, click=True, focus=True, hint="Type your comment"))
        for k, tool in enumerate(["Insert link", "Bold", "Italic", "Quote", "Code", "Strikethrough", "Upload image"]):
            out.append(jb(d=tool, c="Button", b=(24 + k * 146, 940, 164 + k * 146, 1060), click=True))
        out.append(jb(t="Preview", c="TextView", b=(48, 1100, 400, 1170), click=True))
        return out

    def inbox(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(jb(d="Open drawer", c="android.view.View", b=(24, 140, 140, 260), click=True))
        out.append(jb(t="Inbox", c="TextView", b=(160, 150, 700, 250)))
        out.append(jb(d="Mark all as read", c="Button", b=(940, 146, 1056, 254), click=True))
        for k, tab in enumerate(["Replies", "Mentions", "Messages"]):
            out.append(jb(t=tab, c="android.view.View", b=(k * 360, 280, (k + 1) * 360, 380), click=True, sel=k == 0))
        items = [("u/fedi_fran", "c/fediverse@lemmy.ml · 1h", "Lemmy v0.19.9 release — federation queue fixes",
                  "Same here, the outgoing queue on my instance went from 40k backlog to zero after the upgrade."),
                 ("u/velo_vienna", "c/fuckcars@lemmy.world · 3h", "Vienna opened 12 km of new protected bike lanes this month",
                  "Yes, the Praterstraße one is finally connected to the Ring!"),
                 ("u/kerneldigest", "c/linux@lemmy.ml · 2d", "Linux 6.13 released",
                  "Good catch, fixed the link in the post.")]
        y = 400
        for who, where, title, body in items:
            out.append(jb(t=f"{who} replied to your comment", c="TextView", b=(48, y, 1032, y + 60), click=True))
            out.append(jb(t=where, c="TextView", b=(48, y + 60, 1032, y + 110)))
            out.append(jb(t=title, c="TextView", b=(48, y + 110, 1032, y + 170)))
            out.append(jb(t=body, c="TextView", b=(48, y + 180, 1032, y + 300)))
            out.append(jb(d="Mark as read", c="Button", b=(700, y + 310, 810, y + 380), click=True))
            out.append(jb(d="Reply", c="Button", b=(820, y + 310, 930, y + 380), click=True))
            y += 420
        for k, name in enumerate(["Home", "Search", "Inbox", "Saved", "Profile"]):
            out.append(jb(t=name, d=f"{name}, 2 unread" if name == "Inbox" else name, c="android.view.View", b=(k * 216, 2180, (k + 1) * 216, 2330), click=True, sel=name == "Inbox"))
        return out

    active = ["backup", "kernel", "pixel", "lemmy", "bike"]
    r = Run(feed("22:10", 58, "Active", active))
    r.click(posts["backup"][3], post("22:10", 58, old_text))
    r.click("More options", post("22:10", 58, old_text, menu=True), nth=2)
    r.click("Edit", edit("22:11", 58, old_text))
    r.type(new_text, old_text, edit("22:12", 57, new_text))
    r.click("Submit", post("22:12", 57, old_text))
    r.back(feed("22:12", 57, "Active", active))
    r.click("Sort", feed("22:13", 57, "Active", active, menu=True))
    hot = ["bike", "kernel", "ublock", "lemmy", "homeass"]
    r.click("Hot", feed("22:13", 57, "Hot", hot))
    r.scroll("down", feed("22:13", 57, "Hot", ["homeass", "pixel", "backup", "ratatui"]))
    r.click("Inbox", inbox("22:14", 57), nth=0)
    add(rs, 15, r, bad=5, kind="edited comment shows its pre-edit text after the edit was submitted")


# Google Photos — clean
def t16(rs: RowSet) -> None:
    gp = P("com.google.android.apps.photos")
    album = "Kayak day – Tomales Bay"
    sections = [("Today", "Mar 11, 2025", ["8:42:13 AM", "12:05:51 PM", "5:18:02 PM", "6:44:30 PM"]),
                ("Sat, Mar 8", "Mar 8, 2025", ["10:12:40 AM", "10:14:02 AM", "10:31:17 AM", "11:02:55 AM", "1:47:09 PM", "4:20:36 PM"]),
                ("Fri, Mar 7", "Mar 7, 2025", ["7:15:22 PM", "7:16:04 PM", "9:58:41 PM"])]
    picks = ("Photo taken on Mar 8, 2025 10:12:40 AM", "Photo taken on Mar 8, 2025 10:14:02 AM", "Photo taken on Mar 8, 2025 10:31:17 AM")

    def grid(clock: str, batt: int, backup: str, sel: tuple[str, ...] = (), sheet: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Photos notification: Backing up",))
        if sel:
            out.append(gp(d="Close", c="ImageButton", b=(24, 140, 140, 260), click=True))
            out.append(gp(t=f"{len(sel)} selected", c="TextView", b=(160, 160, 700, 240), r="title"))
        else:
            out.append(gp(t="Google Photos", c="TextView", b=(48, 150, 600, 250), r="toolbar_logo"))
            out.append(gp(d="Create", c="Button", b=(680, 146, 796, 254), click=True))
            out.append(gp(d="Notifications", c="Button", b=(810, 146, 926, 254), click=True))
            out.append(gp(d=f"Account and settings. {backup}", c="ImageView", b=(940, 146, 1056, 254), r="og_apd_ring_view", click=True))
            out.append(gp(t=backup, c="TextView", b=(48, 270, 1032, 330), r="backup_status", click=True))
        y = 350
        for head, day, times in sections:
            out.append(gp(t=head, c="TextView", b=(36, y, 800, y + 80), r="date_header", click=True))
            y += 90
            for k, tm_ in enumerate(times):
                col = k % 4
                if k and col == 0:
                    y += 268
                x = 6 + col * 268
                d = f"Photo taken on {day} {tm_}"
                out.append(gp(d=d, c="android.view.View", b=(x, y, x + 264, y + 264), r="photo_cell", click=True, longc=True, sel=d in sel, chk=(d in sel) if sel else None))
            y += 280
        if sel and not sheet:
            for k, name in enumerate(["Share", "Add to", "Delete", "More options"]):
                out.append(gp(t=name if k < 3 else None, d=name, c="Button", b=(24 + k * 258, 2180, 274 + k * 258, 2330), click=True))
        if sheet:
            out.append(gp(t="Add to", c="TextView", b=(48, 1300, 1032, 1380)))
            opts = ["New album", "Shared album", "Cats · 214 items", "Lisbon 2024 · 188 items", "Receipts · 31 items", "Archive", "Locked Folder"]
            for k, o in enumerate(opts):
                yy = 1400 + k * 130
                out.append(gp(t=o, c="TextView", b=(48, yy, 1032, yy + 120), click=True))
        if not sel:
            for k, name in enumerate(["Photos", "Collections", "Search"]):
                out.append(gp(t=name, d=name, c="FrameLayout", b=(k * 360, 2190, (k + 1) * 360, 2330), click=True, sel=name == "Photos"))
        return out

    def album_new(clock: str, batt: int, title: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Photos notification: Backing up",))
        out.append(gp(d="Done", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(gp(t=title, c="EditText", b=(48, 300, 1032, 440), r="title_edit", edit=True, click=True, focus=True, hint="Add a title"))
        out.append(gp(t="Mar 8", c="TextView", b=(48, 460, 500, 520)))
        for k, d in enumerate(picks):
            x = 6 + k * 358
            out.append(gp(d=d, c="android.view.View", b=(x, 560, x + 354, 914), r="photo_cell", click=True, longc=True))
        out.append(gp(t="Add photos", c="Button", b=(48, 960, 500, 1060), click=True))
        out.append(gp(t="Add text", c="Button", b=(540, 960, 1032, 1060), click=True))
        return out

    def album_view(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Photos notification: Backing up",))
        out.append(gp(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(gp(d="Share", c="Button", b=(680, 146, 796, 254), click=True))
        out.append(gp(d="Add photos", c="Button", b=(810, 146, 926, 254), click=True))
        out.append(gp(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(gp(t=album, c="TextView", b=(48, 300, 1032, 420), r="title", click=True))
        out.append(gp(t="Mar 8 · 3 items", c="TextView", b=(48, 420, 1032, 480), r="subtitle"))
        out.append(gp(t="Share", c="Button", b=(48, 520, 340, 610), click=True))
        out.append(gp(t="Add photos", c="Button", b=(360, 520, 700, 610), click=True))
        out.append(gp(t="Order photos", c="Button", b=(720, 520, 1032, 610), click=True))
        out.append(gp(t="Sat, Mar 8", c="TextView", b=(36, 660, 800, 740)))
        for k, d in enumerate(picks):
            x = 6 + k * 358
            out.append(gp(d=d, c="android.view.View", b=(x, 760, x + 354, 1114), r="photo_cell", click=True, longc=True))
        return out

    def collections(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Photos notification: Backing up",))
        out.append(gp(t="Collections", c="TextView", b=(48, 150, 600, 250)))
        out.append(gp(d="Create", c="Button", b=(810, 146, 926, 254), click=True))
        out.append(gp(d="Account and settings. Backing up · 11 of 14", c="ImageView", b=(940, 146, 1056, 254), r="og_apd_ring_view", click=True))
        for k, chip in enumerate(["Favourites", "Shared", "Utilities"]):
            out.append(gp(t=chip, c="Button", b=(36 + k * 340, 280, 356 + k * 340, 380), click=True))
        out.append(gp(t="On this device", c="TextView", b=(36, 420, 700, 490)))
        for k, (name, n) in enumerate([("Camera", "2,317"), ("Screenshots", "342"), ("WhatsApp Images", "1,106")]):
            x = 36 + k * 340
            out.append(gp(d=f"{name}, {n} items", c="android.view.View", b=(x, 510, x + 320, 830), click=True))
            out.append(gp(t=name, c="TextView", b=(x, 840, x + 320, 890)))
        out.append(gp(t="Albums", c="TextView", b=(36, 950, 500, 1020)))
        out.append(gp(t="Recent activity", d="Sort albums", c="Button", b=(660, 940, 1044, 1030), click=True))
        albums = [(album, "3 items"), ("Cats", "214 items"), ("Lisbon 2024", "188 items"), ("Receipts", "31 items")]
        for k, (name, n) in enumerate(albums):
            col, row = k % 2, k // 2
            x, y = 36 + col * 516, 1060 + row * 560
            out.append(gp(d=f"{name}, {n}", c="android.view.View", b=(x, y, x + 490, y + 420), click=True, longc=True))
            out.append(gp(t=name, c="TextView", b=(x, y + 430, x + 490, y + 480)))
            out.append(gp(t=n, c="TextView", b=(x, y + 480, x + 490, y + 530)))
        for k, name in enumerate(["Photos", "Collections", "Search"]):
            out.append(gp(t=name, d=name, c="FrameLayout", b=(k * 360, 2190, (k + 1) * 360, 2330), click=True, sel=name == "Collections"))
        return out

    r = Run(grid("19:20", 47, "Backing up · 6 of 14"))
    r.long(picks[0], grid("19:20", 47, "", sel=picks[:1]))
    r.click(picks[1], grid("19:20", 47, "", sel=picks[:2]))
    r.click(picks[2], grid("19:21", 47, "", sel=picks))
    r.click("Add to", grid("19:21", 47, "", sel=picks, sheet=True))
    r.click("New album", album_new("19:21", 47, None))
    r.type(album, "Add a title", album_new("19:22", 46, album))
    r.click("Done", album_view("19:22", 46))
    r.back(grid("19:22", 46, "Backing up · 11 of 14"))
    r.click("Collections", collections("19:23", 46))
    r.click(album, album_view("19:23", 46))
    add(rs, 16, r)


# OpenTracks — clean
def t17(rs: RowSet) -> None:
    ot = P("de.dennisguse.opentracks")
    notif = ("OpenTracks notification: Recording track",)
    tracks = [("Morning ride", "Biking", "Mar 9, 2025 07:02", "18.42 km", "52:10"),
              ("Walk to Kreuzberg", "Walking", "Mar 8, 2025 16:40", "3.10 km", "41:07"),
              ("Tempelhof loop", "Running", "Mar 6, 2025 18:15", "6.04 km", "33:58"),
              ("Commute", "Biking", "Mar 5, 2025 08:11", "7.77 km", "24:30"),
              ("Grunewald hike", "Hiking", "Mar 2, 2025 10:05", "14.86 km", "3:41:12")]

    def listing(clock: str, batt: int, rows: list[tuple[str, str, str, str, str]]) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(ot(t="OpenTracks", c="TextView", b=(48, 150, 600, 250)))
        out.append(ot(d="GPS enabled", c="Button", b=(560, 146, 676, 254), r="track_list_gps", click=True))
        out.append(ot(d="Search", c="Button", b=(690, 146, 806, 254), r="track_list_search", click=True))
        out.append(ot(d="Aggregated statistics", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(ot(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        for i, (name, act, when, dist, dur) in enumerate(rows):
            y = 280 + i * 220
            out.append(ot(d=None, c="LinearLayout", b=(0, y, 1080, y + 220), r="list_item", click=True, longc=True))
            out.append(ot(d=act, c="ImageView", b=(36, y + 50, 156, y + 170), r="list_item_icon"))
            out.append(ot(t=name, c="TextView", b=(190, y + 30, 760, y + 90), r="list_item_name"))
            out.append(ot(t=when, c="TextView", b=(190, y + 100, 760, y + 150), r="list_item_date"))
            out.append(ot(t=dist, c="TextView", b=(800, y + 30, 1040, y + 90), r="list_item_distance"))
            out.append(ot(t=dur, c="TextView", b=(800, y + 100, 1040, y + 150), r="list_item_time"))
        out.append(ot(d="Start recording", c="ImageButton", b=(880, 2080, 1040, 2240), r="track_list_fab_action", click=True))
        return out

    def recording(clock: str, batt: int, v: dict[str, str], paused: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt, notif)
        out.append(ot(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(ot(t="2025-03-11 07:12", c="TextView", b=(160, 150, 700, 250)))
        out.append(ot(d="Edit", c="Button", b=(690, 146, 806, 254), click=True))
        out.append(ot(d="Mark", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(ot(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        for k, tab in enumerate(["Statistics", "Intervals", "Chart"]):
            out.append(ot(t=tab, c="LinearLayout", b=(k * 360, 270, (k + 1) * 360, 380), click=True, sel=k == 0))
        out.append(ot(t="Paused" if paused else "Recording", c="TextView", b=(48, 400, 700, 460), r="track_recording_status"))
        out.append(ot(t="GPS accuracy 4 m", c="TextView", b=(700, 400, 1032, 460), r="stats_gps_accuracy"))
        stats = [("Total time", v["time"]), ("Distance", v["dist"]), ("Speed", v["speed"]), ("Average moving speed", v["avgm"]),
                 ("Max speed", v["max"]), ("Elevation gain", v["gain"])]
        for k, (lab, val) in enumerate(stats):
            col, row = k % 2, k // 2
            x, y = 48 + col * 500, 500 + row * 300
            out.append(ot(t=lab, c="TextView", b=(x, y, x + 480, y + 60)))
            out.append(ot(t=val, c="TextView", b=(x, y + 70, x + 480, y + 220)))
        out.append(ot(d="Resume" if paused else "Pause", c="ImageButton", b=(160, 2080, 400, 2260), r="track_recording_fab_action", click=True))
        out.append(ot(d="Stop (long press)", c="ImageButton", b=(680, 2080, 920, 2260), r="track_recording_stop", click=True, longc=True))
        return out

    final = [("Distance", "3.02 km"), ("Total time", "00:11:31"), ("Moving time", "00:11:02"), ("Average speed", "15.7 km/h"),
             ("Average moving speed", "16.4 km/h"), ("Max speed", "27.3 km/h"), ("Elevation gain", "17 m"), ("Elevation loss", "15 m")]

    def stats(clock: str, batt: int, name: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(ot(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(ot(t=name, c="TextView", b=(160, 150, 700, 250)))
        out.append(ot(d="Edit", c="Button", b=(690, 146, 806, 254), click=True))
        out.append(ot(d="Share", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(ot(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        for k, tab in enumerate(["Statistics", "Intervals", "Chart"]):
            out.append(ot(t=tab, c="LinearLayout", b=(k * 360, 270, (k + 1) * 360, 380), click=True, sel=k == 0))
        out.append(ot(d="Unknown", c="ImageView", b=(48, 400, 148, 500), r="stats_activity_type_icon"))
        out.append(ot(t="Mar 11, 2025 07:12", c="TextView", b=(170, 420, 1032, 480), r="stats_start_datetime"))
        for k, (lab, val) in enumerate(final):
            col, row = k % 2, k // 2
            x, y = 48 + col * 500, 540 + row * 260
            out.append(ot(t=lab, c="TextView", b=(x, y, x + 480, y + 60)))
            out.append(ot(t=val, c="TextView", b=(x, y + 70, x + 480, y + 200)))
        return out

    def edit(clock: str, batt: int, name: str) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(ot(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(ot(t="Edit track", c="TextView", b=(160, 150, 700, 250)))
        out.append(ot(t="Name", c="TextView", b=(48, 300, 1032, 350)))
        out.append(ot(t=name, c="EditText", b=(48, 350, 1032, 470), r="fields_name", edit=True, click=True, focus=name != "2025-03-11 07:12"))
        out.append(ot(t="Activity type", c="TextView", b=(48, 510, 1032, 560)))
        out.append(ot(d="Unknown", c="ImageView", b=(48, 570, 168, 690), r="fields_activity_type_icon", click=True))
        out.append(ot(t="Unknown", c="AutoCompleteTextView", b=(190, 570, 1032, 690), r="fields_activity_type", edit=True, click=True))
        out.append(ot(t="Description", c="TextView", b=(48, 730, 1032, 780)))
        out.append(ot(t=None, c="EditText", b=(48, 780, 1032, 1000), r="fields_description", edit=True, click=True, hint="Description"))
        out.append(ot(t="Cancel", c="Button", b=(48, 2120, 520, 2250), r="track_edit_cancel", click=True))
        out.append(ot(t="Save", c="Button", b=(560, 2120, 1032, 2250), r="track_edit_save", click=True))
        return out

    def v(time: str, dist: str, speed: str, avgm: str, mx: str, gain: str) -> dict[str, str]:
        return {"time": time, "dist": dist, "speed": speed, "avgm": avgm, "max": mx, "gain": gain}

    name = "Landwehr canal loop"
    r = Run(listing("07:12", 93, tracks))
    r.click("Start recording", recording("07:12", 93, v("00:00:03", "0.00 km", "0.0 km/h", "0.0 km/h", "0.0 km/h", "0 m"), False))
    r.wait(recording("07:18", 92, v("00:05:40", "1.42 km", "16.8 km/h", "15.0 km/h", "24.6 km/h", "9 m"), False))
    r.click("Pause", recording("07:18", 92, v("00:05:52", "1.46 km", "0.0 km/h", "15.0 km/h", "24.6 km/h", "9 m"), True))
    r.wait(recording("07:21", 92, v("00:05:52", "1.46 km", "0.0 km/h", "15.0 km/h", "24.6 km/h", "9 m"), True))
    r.click("Resume", recording("07:21", 92, v("00:05:55", "1.46 km", "3.1 km/h", "15.0 km/h", "24.6 km/h", "9 m"), False))
    r.wait(recording("07:26", 91, v("00:11:20", "2.98 km", "18.2 km/h", "16.3 km/h", "27.3 km/h", "17 m"), False))
    r.long("Stop (long press)", stats("07:26", 91, "2025-03-11 07:12"))
    r.click("Edit", edit("07:27", 91, "2025-03-11 07:12"))
    r.type(name, "2025-03-11 07:12", edit("07:27", 91, name))
    r.click("Save", stats("07:27", 91, name))
    r.back(listing("07:28", 90, [(name, "Unknown", "Mar 11, 2025 07:12", "3.02 km", "11:31")] + tracks))
    add(rs, 17, r)


# Slack — bad
def t18(rs: RowSet) -> None:
    sl = P("com.Slack")
    reply = "Pushed a fix in #2291 (batch-load the invoice lines) — can someone re-run the canary before we roll forward?"

    def home_(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification: #eng-backend",))
        out.append(sl(d="Northwind Labs", c="ImageView", b=(24, 140, 140, 260), r="team_avatar", click=True))
        out.append(sl(t="Northwind Labs", c="TextView", b=(160, 150, 800, 250), r="title"))
        out.append(sl(t=None, c="EditText", b=(48, 280, 1032, 380), r="search_bar", click=True, hint="Jump to or search…"))
        out.append(sl(t="Channels", c="TextView", b=(48, 420, 700, 490), click=True))
        chans = [("announcements", False, 0), ("eng-backend", True, 3), ("general", False, 0), ("incidents", False, 0),
                 ("random", False, 0), ("release-train", False, 0)]
        y = 500
        for name, unread, n in chans:
            d = f"{name}, channel" + (f", {n} unread messages" if unread else "")
            out.append(sl(t=f"# {name}", d=d, c="TextView", b=(48, y, 900, y + 100), r="channel_name", click=True, longc=True))
            if n:
                out.append(sl(t=str(n), c="TextView", b=(940, y + 20, 1032, y + 80), r="unread_badge"))
            y += 100
        out.append(sl(t="Direct messages", c="TextView", b=(48, y + 30, 700, y + 100), click=True))
        y += 110
        for name, st in [("Dana Whitfield", "Active"), ("Leo Park", "Away"), ("Ravi Menon", "Active"), ("Sofia Alvarez", "Away")]:
            out.append(sl(t=name, d=f"{name}, {st}", c="TextView", b=(48, y, 900, y + 100), r="dm_name", click=True, longc=True))
            y += 100
        out.append(sl(d="New message", c="ImageButton", b=(880, 1960, 1040, 2120), r="compose_fab", click=True))
        for k, name in enumerate(["Home", "DMs", "Activity", "Later", "You"]):
            out.append(sl(t=name, d=name, c="FrameLayout", b=(k * 216, 2180, (k + 1) * 216, 2330), click=True, sel=k == 0))
        return out

    def channel(clock: str, batt: int, n_replies: int, last: str) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification: #eng-backend",))
        out.append(sl(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(sl(t="# eng-backend", d="eng-backend, channel details", c="TextView", b=(160, 146, 760, 206), r="channel_title", click=True))
        out.append(sl(t="14 members", c="TextView", b=(160, 206, 760, 254), r="channel_subtitle"))
        out.append(sl(d="Start a huddle", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(sl(d="Search in channel", c="Button", b=(940, 146, 1056, 254), click=True))
        msgs = [("Dana Whitfield", "14:52", "Heads up: p99 on /invoices jumped to 2.4 s after the 14:30 deploy", True),
                ("Leo Park", "15:05", "Rolling back billing-api to v3.18.2", False),
                ("Dana Whitfield", "15:12", "Rollback done, p99 back to 310 ms 🎉", False),
                ("Ravi Menon", "15:33", "Found it — N+1 in InvoiceLineRepository.loadForInvoices, PR incoming", False)]
        y = 300
        out.append(sl(t="Today", c="TextView", b=(420, y, 660, y + 60)))
        y += 80
        for who, when, text, thread in msgs:
            out.append(sl(d=f"{who}, Avatar", c="ImageView", b=(36, y, 136, y + 100), click=True))
            out.append(sl(t=who, c="TextView", b=(160, y, 600, y + 55), r="user_name", click=True))
            out.append(sl(t=when, c="TextView", b=(610, y, 800, y + 55), r="msg_time"))
            out.append(sl(t=text, c="TextView", b=(160, y + 60, 1032, y + 170), r="msg_text", click=True, longc=True))
            y += 190
            if thread:
                out.append(sl(t=f"{n_replies} replies", d=f"{n_replies} replies, Last reply today at {last}", c="TextView", b=(160, y - 10, 460, y + 50), r="thread_replies", click=True))
                out.append(sl(t=f"Last reply today at {last}", c="TextView", b=(480, y - 10, 1032, y + 50)))
                y += 80
        out.append(sl(d="Add", c="ImageButton", b=(24, 2180, 134, 2290), click=True))
        out.append(sl(t=None, c="EditText", b=(140, 2180, 920, 2290), r="message_input", edit=True, click=True, hint="Message #eng-backend"))
        out.append(sl(d="Send", c="ImageButton", b=(930, 2180, 1050, 2290), click=True, enabled=False))
        return out

    def details(clock: str, batt: int, muted: bool) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification: #eng-backend",))
        out.append(sl(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(sl(t="# eng-backend", c="TextView", b=(160, 150, 800, 250)))
        out.append(sl(t="Backend services: billing-api, invoices, ledger. On-call: see #incidents", c="TextView", b=(48, 280, 1032, 380), r="channel_topic"))
        for k, btn in enumerate(["Star", "Huddle", "Search", "Add people"]):
            out.append(sl(t=btn, c="Button", b=(48 + k * 246, 410, 280 + k * 246, 540), click=True))
        rows = [("Members", "14"), ("Notifications", "Every new message"), ("Pinned", "3"), ("Bookmarks", "2"),
                ("Files", None), ("Integrations", "GitHub, PagerDuty"), ("Settings", None)]
        y = 580
        for title, sub in rows:
            out.append(sl(t=title, c="TextView", b=(48, y, 700, y + 70), click=True))
            if sub:
                out.append(sl(t=sub, c="TextView", b=(48, y + 70, 900, y + 120)))
            y += 140
            if title == "Notifications":
                out.append(sl(t="Mute channel", c="TextView", b=(48, y, 800, y + 100)))
                out.append(sl(d="Mute channel", c="Switch", b=(880, y, 1032, y + 100), click=True, chk=muted))
                y += 130
        out.append(sl(t="Leave channel", c="TextView", b=(48, y + 20, 700, y + 100), click=True))
        return out

    def members(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification: #eng-backend",))
        out.append(sl(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(sl(t="Members", c="TextView", b=(160, 146, 800, 206)))
        out.append(sl(t="# eng-backend", c="TextView", b=(160, 206, 800, 254)))
        out.append(sl(t=None, c="EditText", b=(48, 280, 1032, 380), click=True, hint="Search members"))
        out.append(sl(t="Add people", c="TextView", b=(48, 410, 1032, 510), click=True))
        people = [("Jordan Ellis (you)", "Active"), ("Dana Whitfield", "Active"), ("Leo Park", "Away"), ("Ravi Menon", "Active"),
                  ("Sofia Alvarez", "Away"), ("Tomás Ruiz", "Active"), ("Hannah Cole", "Away"), ("Mina Park", "Active"),
                  ("Oskar Lindahl", "Away"), ("Priya Shah", "Active")]
        for k, (name, st) in enumerate(people):
            y = 540 + k * 150
            out.append(sl(t=name, d=f"{name}, {st}", c="TextView", b=(160, y, 1032, y + 140), click=True))
        return out

    thread_msgs = [("Leo Park", "14:55", "Looking. Nothing obvious in the slow query log yet"),
                   ("Ravi Menon", "15:02", "Flame graph points at the invoice line loader, one query per line"),
                   ("Dana Whitfield", "15:20", "Still seeing a few 1.1 s outliers after the rollback"),
                   ("Leo Park", "15:31", "Those are the nightly exports kicking off early, unrelated")]

    def thread(clock: str, batt: int, msgs: list[tuple[str, str, str]], draft: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Slack notification: #eng-backend",))
        out.append(sl(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(sl(t="Thread", c="TextView", b=(160, 146, 800, 206)))
        out.append(sl(t="# eng-backend", c="TextView", b=(160, 206, 800, 254)))
        out.append(sl(t="Dana Whitfield", c="TextView", b=(160, 290, 600, 345)))
        out.append(sl(t="14:52", c="TextView", b=(610, 290, 800, 345)))
        out.append(sl(t="Heads up: p99 on /invoices jumped to 2.4 s after the 14:30 deploy", c="TextView", b=(160, 350, 1032, 460)))
        out.append(sl(t=f"{len(msgs)} replies", c="TextView", b=(48, 490, 500, 550)))
        y = 570
        for who, when, text in msgs:
            out.append(sl(t=who, c="TextView", b=(160, y, 600, y + 55), r="user_name", click=True))
            out.append(sl(t=when, c="TextView", b=(610, y, 800, y + 55), r="msg_time"))
            out.append(sl(t=text, c="TextView", b=(160, y + 60, 1032, y + 170), r="msg_text", click=True, longc=True))
            y += 200
        out.append(sl(d="Also send to #eng-backend", c="CheckBox", b=(48, 2080, 130, 2160), click=True, chk=False))
        out.append(sl(t="Also send to #eng-backend", c="TextView", b=(140, 2080, 900, 2160)))
        out.append(sl(d="Add", c="ImageButton", b=(24, 2180, 134, 2290), click=True))
        out.append(sl(t=draft, c="EditText", b=(140, 2180, 920, 2290), r="message_input", edit=True, click=True, focus=draft is not None, hint="Reply…"))
        out.append(sl(d="Send", c="ImageButton", b=(930, 2180, 1050, 2290), click=True, enabled=bool(draft)))
        return out

    r = Run(home_("15:40", 49))
    r.click("# eng-backend", channel("15:40", 49, 4, "15:31"))
    r.click("# eng-backend", details("15:40", 49, False))
    r.click("Members", members("15:41", 49))
    r.back(details("15:41", 49, True))
    r.back(channel("15:41", 49, 4, "15:31"))
    r.click("4 replies", thread("15:42", 48, thread_msgs, None))
    r.type(reply, "Reply…", thread("15:43", 48, thread_msgs, reply))
    r.click("Send", thread("15:44", 48, thread_msgs + [("Jordan Ellis", "15:44", reply)], None))
    r.back(channel("15:44", 48, 5, "15:44"))
    add(rs, 18, r, bad=4, kind="channel mute switch on although the agent never touched it")


# Simple Calendar — bad
def t19(rs: RowSet) -> None:
    sc = P("com.simplemobiletools.calendar.pro")
    title = "Quarterly tax prep with Jonas"
    base: list[tuple[int, str, str, str]] = [
        (12, "Physio – shoulder", "11:30 - 12:15", "Praxis am Südstern"),
        (12, "Pick up Lena from Kita", "16:00 - 16:30", ""),
        (13, "Team offsite planning", "10:00 - 12:00", "Room Tempelhof"),
        (14, "Zahnarzt", "08:30 - 09:15", "Dr. Kaya, Bergmannstr. 44"),
        (14, "Book club", "19:30 - 21:30", "Anna's place"),
        (15, "Flohmarkt Mauerpark", "All day", ""),
        (17, "Gym", "07:00 - 08:00", ""),
    ]

    def listing(clock: str, batt: int, extra: str | None, dialog: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(sc(t=None, c="EditText", b=(36, 140, 640, 260), r="top_toolbar_search", edit=True, click=True, hint="Search"))
        out.append(sc(d="Change view", c="Button", b=(660, 146, 776, 254), r="change_view", click=True))
        out.append(sc(d="Go to today", c="Button", b=(790, 146, 906, 254), r="go_to_today", click=True))
        out.append(sc(d="More options", c="ImageView", b=(920, 146, 1036, 254), click=True))
        evs = [] if dialog else list(base)
        if extra and not dialog:
            evs.insert(0, (12, title, extra, ""))
        y = 290
        last = 0
        for day, name, when, loc in evs:
            if day != last:
                out.append(sc(t=f"{march(day)}, March {day}", c="TextView", b=(36, y, 1044, y + 80), r="event_section_title"))
                y += 90
                last = day
            out.append(sc(d=None, c="RelativeLayout", b=(0, y, 1080, y + 170), r="event_item_holder", click=True, longc=True))
            out.append(sc(t=name, c="TextView", b=(70, y + 20, 1040, y + 80), r="event_item_title"))
            out.append(sc(t=when, c="TextView", b=(70, y + 86, 500, y + 140), r="event_item_time"))
            if loc:
                out.append(sc(t=loc, c="TextView", b=(510, y + 86, 1040, y + 140), r="event_item_description"))
            y += 180
        if dialog:
            out.append(sc(t="Change view", c="TextView", b=(90, 600, 990, 680), r="alertTitle"))
            for k, opt in enumerate(["Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list"]):
                out.append(sc(t=opt, c="RadioButton", b=(90, 700 + k * 120, 990, 810 + k * 120), r="dialog_radio_view", click=True, chk=opt == "Simple event list"))
        else:
            out.append(sc(d="New event", c="ImageButton", b=(880, 2080, 1040, 2240), r="calendar_fab", click=True))
        return out

    def editor(clock: str, batt: int, name: str | None, end: str, heading: str = "New Event",
               picker: tuple[str, str] | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(sc(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(sc(t=heading, c="TextView", b=(160, 150, 600, 250)))
        if heading != "New Event":
            out.append(sc(d="Delete", c="Button", b=(680, 146, 796, 254), r="delete", click=True))
            out.append(sc(d="Duplicate event", c="Button", b=(810, 146, 926, 254), r="duplicate", click=True))
        out.append(sc(d="Save", c="Button", b=(940, 146, 1056, 254), r="save", click=True))
        out.append(sc(t=name, c="EditText", b=(48, 290, 1032, 410), r="event_title", edit=True, click=True, focus=name is None or (heading == "New Event" and end == "11:00" and picker is None), hint="Title"))
        out.append(sc(t=None, c="EditText", b=(48, 420, 1032, 540), r="event_location", edit=True, click=True, hint="Location"))
        out.append(sc(t=None, c="EditText", b=(48, 550, 1032, 700), r="event_description", edit=True, click=True, hint="Description"))
        out.append(sc(t="All-day", c="TextView", b=(140, 740, 800, 820)))
        out.append(sc(d="All-day", c="Switch", b=(880, 740, 1032, 820), r="event_all_day", click=True, chk=False))
        out.append(sc(t="Wed, Mar 12 2025", c="TextView", b=(140, 840, 700, 930), r="event_start_date", click=True))
        out.append(sc(t="10:00", c="TextView", b=(800, 840, 1032, 930), r="event_start_time", click=True))
        out.append(sc(t="Wed, Mar 12 2025", c="TextView", b=(140, 940, 700, 1030), r="event_end_date", click=True))
        out.append(sc(t=end, c="TextView", b=(800, 940, 1032, 1030), r="event_end_time", click=True))
        out.append(sc(t="Europe/Berlin", c="TextView", b=(140, 1060, 1032, 1140), r="event_time_zone", click=True))
        out.append(sc(t="10 minutes before", c="TextView", b=(140, 1180, 1032, 1260), r="event_reminder_1", click=True))
        out.append(sc(t="Add another reminder", c="TextView", b=(140, 1270, 1032, 1350), r="event_reminder_2", click=True))
        out.append(sc(t="No repetition", c="TextView", b=(140, 1390, 1032, 1470), r="event_repetition", click=True))
        out.append(sc(t="Add another participant", c="TextView", b=(140, 1510, 1032, 1590), r="event_attendees", click=True))
        out.append(sc(t="Regular event", c="TextView", b=(140, 1630, 1032, 1710), r="event_type", click=True))
        out.append(sc(t="Default", c="TextView", b=(140, 1750, 1032, 1830), r="event_color", click=True))
        if picker:
            hh, mm = picker
            out.append(sc(t="Set time", c="TextView", b=(120, 760, 960, 830), r="header_title"))
            out.append(sc(t=hh, c="EditText", b=(160, 860, 440, 1040), r="material_hour_text_input", edit=True, click=True, focus=hh != "11" and mm == "00"))
            out.append(sc(t=":", c="TextView", b=(450, 880, 500, 1020)))
            out.append(sc(t=mm, c="EditText", b=(510, 860, 790, 1040), r="material_minute_text_input", edit=True, click=True, focus=mm != "00"))
            out.append(sc(t="Hour", c="TextView", b=(160, 1050, 440, 1100)))
            out.append(sc(t="Minute", c="TextView", b=(510, 1050, 790, 1100)))
            out.append(sc(d="Switch to clock mode for the time input.", c="ImageButton", b=(120, 1180, 240, 1300), r="material_timepicker_mode_button", click=True))
            out.append(sc(t="Cancel", c="Button", b=(560, 1190, 760, 1290), r="material_timepicker_cancel_button", click=True))
            out.append(sc(t="OK", c="Button", b=(780, 1190, 980, 1290), r="material_timepicker_ok_button", click=True))
        return out

    def month(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(sc(t="March", c="TextView", b=(48, 150, 600, 250), r="top_toolbar_title", click=True))
        out.append(sc(d="Change view", c="Button", b=(660, 146, 776, 254), r="change_view", click=True))
        out.append(sc(d="Go to today", c="Button", b=(790, 146, 906, 254), r="go_to_today", click=True))
        out.append(sc(d="More options", c="ImageView", b=(920, 146, 1036, 254), click=True))
        out.append(sc(d="Previous month", c="ImageView", b=(24, 270, 144, 370), r="top_left_arrow", click=True))
        out.append(sc(t="March 2025", c="TextView", b=(300, 270, 780, 370), r="top_value", click=True))
        out.append(sc(d="Next month", c="ImageView", b=(936, 270, 1056, 370), r="top_right_arrow", click=True))
        for k, wd in enumerate(["M", "T", "W", "T", "F", "S", "S"]):
            out.append(sc(t=wd, c="TextView", b=(k * 154, 380, (k + 1) * 154, 440)))
        labels = {12: ["Quarterly ta…", "Physio – sh…", "Pick up Len…"], 13: ["Team offsit…"], 14: ["Zahnarzt", "Book club"],
                  15: ["Flohmarkt M…"], 17: ["Gym"], 7: ["Mama Gebur…"], 20: ["Steuer Abga…"]}
        for dd in range(1, 32):
            col = (5 + dd - 1) % 7
            row = (dd + 4) // 7
            x, y = col * 154, 450 + row * 300
            out.append(sc(t=str(dd), c="TextView", b=(x + 10, y + 6, x + 150, y + 56), sel=dd == 12))
            for j, lab in enumerate(labels.get(dd, [])):
                out.append(sc(t=lab, c="TextView", b=(x + 4, y + 60 + j * 56, x + 150, y + 110 + j * 56)))
        out.append(sc(d="New event", c="ImageButton", b=(880, 2080, 1040, 2240), r="calendar_fab", click=True))
        return out

    r = Run(listing("09:05", 81, None))
    r.click("New event", editor("09:05", 81, None, "11:00"))
    r.type(title, "Title", editor("09:05", 81, title, "11:00"))
    r.click("11:00", editor("09:06", 81, title, "11:00", picker=("11", "00")))
    r.type("12", "11", editor("09:06", 81, title, "11:00", picker=("12", "00")))
    r.type("30", "00", editor("09:06", 81, title, "11:00", picker=("12", "30")))
    r.click("OK", editor("09:06", 80, title, "12:30"))
    r.click("Save", listing("09:07", 80, "10:00 - 12:30"))
    r.click(title, editor("09:07", 80, title, "12:30", heading="Edit Event"))
    r.back(listing("09:07", 80, "10:00 - 11:00"))
    r.click("Change view", listing("09:08", 80, "10:00 - 11:00", dialog=True))
    r.click("Monthly view", month("09:08", 80))
    add(rs, 19, r, bad=9, kind="saved event end time lists as the 1-hour default instead of the 12:30 the agent set")


# Fitbit — clean
def t20(rs: RowSet) -> None:
    fb = P("com.fitbit.FitbitMobile")

    def today(clock: str, batt: int, v: dict[str, str]) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(fb(d="Profile", c="ImageView", b=(24, 140, 140, 260), click=True))
        out.append(fb(t="Today", c="TextView", b=(160, 150, 600, 250)))
        out.append(fb(d="Notifications", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(fb(d="Inbox", c="Button", b=(940, 146, 1056, 254), click=True))
        out.append(fb(t="Charge 6", c="TextView", b=(48, 270, 500, 330)))
        out.append(fb(t=v["sync"], c="TextView", b=(520, 270, 1032, 330), r="sync_status"))
        tiles = [("Steps", v["steps"], "of 10,000"), ("Distance", v["dist"], "of 8 km"), ("Calories burned", v["cal"], "cal"),
                 ("Active Zone Minutes", "12", "of 22"), ("Water", v["water"], "of 1.9 L"), ("Food", v["food"], "eaten"),
                 ("Sleep", "7 hr 04 min", "Last night"), ("Resting heart rate", "58 bpm", "Today")]
        for i, (name, val, sub) in enumerate(tiles):
            col, row = i % 2, i // 2
            x, y = 24 + col * 516, 360 + row * 420
            out.append(fb(d=f"{name}, {val} {sub}", c="android.view.ViewGroup", b=(x, y, x + 516, y + 400), r="tile", click=True))
            out.append(fb(t=name, c="TextView", b=(x + 30, y + 30, x + 486, y + 90)))
            out.append(fb(t=val, c="TextView", b=(x + 30, y + 120, x + 486, y + 240)))
            out.append(fb(t=sub, c="TextView", b=(x + 30, y + 260, x + 486, y + 320)))
        for k, name in enumerate(["Today", "Coach", "You"]):
            out.append(fb(t=name, d=name, c="FrameLayout", b=(k * 360, 2190, (k + 1) * 360, 2330), click=True, sel=k == 0))
        return out

    def water(clock: str, batt: int, total: str, logs: list[tuple[str, str]]) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(fb(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(fb(t="Water", c="TextView", b=(160, 150, 600, 250)))
        out.append(fb(d="Settings", c="Button", b=(940, 146, 1056, 254), click=True))
        for k, tab in enumerate(["Day", "Week", "Month"]):
            out.append(fb(t=tab, c="TextView", b=(48 + k * 330, 280, 360 + k * 330, 360), click=True, sel=k == 0))
        out.append(fb(t="Today", c="TextView", b=(48, 400, 1032, 460)))
        out.append(fb(t=total, c="TextView", b=(48, 480, 700, 620), r="water_total"))
        out.append(fb(t="of 1,900 ml goal", c="TextView", b=(48, 620, 700, 680)))
        out.append(fb(t="Log water", c="TextView", b=(48, 740, 1032, 800)))
        for k, (lab, amt) in enumerate([("Glass", "250 ml"), ("Bottle", "500 ml"), ("Large", "750 ml"), ("Custom", "")]):
            x = 24 + k * 258
            out.append(fb(t=f"{lab} {amt}".strip(), c="Button", b=(x, 820, x + 250, 980), click=True))
        out.append(fb(t="Today's log", c="TextView", b=(48, 1040, 1032, 1100)))
        y = 1120
        for when, amt in logs:
            out.append(fb(t=when, c="TextView", b=(48, y, 400, y + 90)))
            out.append(fb(t=amt, c="TextView", b=(700, y, 1032, y + 90)))
            out.append(fb(d=f"Delete {amt} logged at {when}", c="ImageButton", b=(960, y, 1050, y + 90), click=True))
            y += 110
        return out

    def food(clock: str, batt: int, eaten: str, left: str, lunch: list[tuple[str, str]], quick: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(fb(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(fb(t="Food", c="TextView", b=(160, 150, 600, 250)))
        out.append(fb(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(fb(t="Today", c="TextView", b=(48, 280, 1032, 340)))
        out.append(fb(t=eaten, c="TextView", b=(48, 360, 500, 480), r="calories_eaten"))
        out.append(fb(t="cal eaten", c="TextView", b=(48, 480, 500, 530)))
        out.append(fb(t=left, c="TextView", b=(540, 360, 1032, 480), r="calories_left"))
        out.append(fb(t="cal left in budget", c="TextView", b=(540, 480, 1032, 530)))
        meals = [("Breakfast", [("Oatmeal with blueberries", "310"), ("Coffee with milk", "110")]), ("Morning snack", []),
                 ("Lunch", lunch), ("Afternoon snack", []), ("Dinner", [])]
        y = 600
        for meal, items in meals:
            total = sum(int(c) for _, c in items)
            out.append(fb(t=meal, c="TextView", b=(48, y, 700, y + 70)))
            out.append(fb(t=f"{total} cal" if items else "—", c="TextView", b=(760, y, 1032, y + 70)))
            y += 80
            for name, c in items:
                out.append(fb(t=name, c="TextView", b=(90, y, 760, y + 60)))
                out.append(fb(t=c, c="TextView", b=(800, y, 1032, y + 60)))
                y += 70
            y += 20
        out.append(fb(t="Log food", c="Button", b=(48, 1960, 520, 2080), click=True))
        out.append(fb(t="Quick add calories", c="Button", b=(560, 1960, 1032, 2080), click=True))
        if quick is not None:
            out.append(fb(t="Quick add calories", c="TextView", b=(90, 700, 990, 780), r="alertTitle"))
            out.append(fb(t=quick or None, c="EditText", b=(90, 800, 990, 920), r="calories_input", edit=True, click=True, focus=True, hint="Calories"))
            out.append(fb(t="Lunch", c="Spinner", b=(90, 950, 990, 1050), r="meal_type", click=True))
            out.append(fb(t="Cancel", c="Button", b=(560, 1100, 760, 1200), click=True))
            out.append(fb(t="Log", c="Button", b=(780, 1100, 980, 1200), click=True, enabled=bool(quick)))
        return out

    v0 = {"sync": "Synced 12 min ago", "steps": "4,880", "dist": "3.52 km", "cal": "1,402", "water": "0.75 L", "food": "420"}
    v1 = {"sync": "Synced 1 min ago", "steps": "4,936", "dist": "3.56 km", "cal": "1,431", "water": "1.5 L", "food": "420"}
    logs = [("08:10", "250 ml"), ("10:40", "500 ml")]
    r = Run(today("12:56", 62, v0))
    r.click("Water", water("12:56", 62, "750 ml", logs))
    r.click("Glass 250 ml", water("12:57", 62, "1,000 ml", logs + [("12:57", "250 ml")]))
    r.click("Bottle 500 ml", water("12:57", 62, "1,500 ml", logs + [("12:57", "250 ml"), ("12:57", "500 ml")]))
    r.back(today("12:58", 62, v1))
    r.click("Food", food("12:58", 62, "420", "1,730", []))
    r.click("Quick add calories", food("12:58", 61, "420", "1,730", [], quick=""))
    r.type("650", "Calories", food("12:59", 61, "420", "1,730", [], quick="650"))
    r.click("Log", food("12:59", 61, "1,070", "1,080", [("Quick calories", "650")]))
    add(rs, 20, r)


# Lime — clean
def t21(rs: RowSet) -> None:
    lm = P("com.limebike")
    markers = [("Lime scooter, 87% battery, 120 m away", (520, 900)), ("Lime scooter, 54% battery, 210 m away", (300, 700)),
               ("Lime e-bike, 92% battery, 340 m away", (760, 560)), ("Lime scooter, 31% battery, 380 m away", (180, 1180))]

    def map_screen(clock: str, batt: int, selected: bool = False, card: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(lm(d="Menu", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(lm(t="€8.40", d="Wallet balance €8.40", c="TextView", b=(760, 160, 1040, 240), click=True))
        out.append(lm(d="Google Map", c="android.view.View", b=(0, 0, 1080, 2400), r="map"))
        for k, (d, (x, y)) in enumerate(markers):
            out.append(lm(d=d, c="android.view.View", b=(x, y, x + 90, y + 110), click=True, sel=selected and k == 0))
        out.append(lm(d="Center map on my location", c="ImageButton", b=(920, 1380, 1040, 1500), click=True))
        out.append(lm(d="Help", c="ImageButton", b=(920, 1520, 1040, 1640), click=True))
        if card:
            out.extend(card)
        else:
            out.append(lm(t="Scan to ride", c="Button", b=(120, 2080, 960, 2230), r="scan_button", click=True))
        return out

    def vehicle_card(reserved: str | None, walk: str) -> list[dict[str, Any]]:
        out = [lm(t="Lime scooter", c="TextView", b=(48, 1700, 700, 1770)),
               lm(t="PXF-482", c="TextView", b=(48, 1770, 700, 1820), r="vehicle_code"),
               lm(t="87% · ~38 km range", c="TextView", b=(48, 1830, 700, 1880)),
               lm(t="€1.00 to unlock + €0.25/min", c="TextView", b=(48, 1890, 1032, 1940))]
        if reserved:
            out.append(lm(t=f"Reserved · {reserved} left", c="TextView", b=(48, 1640, 1032, 1700), r="reservation_timer"))
            out.append(lm(t=walk, c="TextView", b=(700, 1770, 1032, 1820)))
            out.append(lm(t="Cancel reservation", c="Button", b=(48, 1970, 520, 2060), click=True))
        else:
            out.append(lm(t="Ring", c="Button", b=(48, 1970, 520, 2060), click=True))
            out.append(lm(t="Reserve", c="Button", b=(560, 1970, 1032, 2060), click=True))
        out.append(lm(t="Scan to ride", c="Button", b=(120, 2080, 960, 2230), r="scan_button", click=True))
        return out

    def scanner(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(lm(d="Close", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(lm(t="Scan QR code", c="TextView", b=(160, 150, 800, 250)))
        out.append(lm(d="Camera preview", c="android.view.SurfaceView", b=(0, 280, 1080, 1800)))
        out.append(lm(t="Point your camera at the QR code on the handlebar", c="TextView", b=(90, 1820, 990, 1900)))
        out.append(lm(d="Flashlight", c="ImageButton", b=(160, 1960, 340, 2140), click=True))
        out.append(lm(t="Enter code", c="Button", b=(560, 1990, 980, 2110), click=True))
        return out

    def code(clock: str, batt: int, value: str | None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(lm(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(lm(t="Enter code", c="TextView", b=(160, 150, 800, 250)))
        out.append(lm(t="Find the 6-character code under the QR code on the handlebar", c="TextView", b=(48, 300, 1032, 400)))
        out.append(lm(t=value, c="EditText", b=(48, 440, 1032, 580), r="plate_input", edit=True, click=True, focus=True, hint="ABC-123"))
        out.append(lm(t="Unlock", c="Button", b=(48, 640, 1032, 770), r="unlock_button", click=True, enabled=bool(value)))
        return out

    def riding(clock: str, batt: int, timer: str, cost: str, sb: str) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Lime notification: Ride in progress",))
        out.append(lm(d="Google Map", c="android.view.View", b=(0, 0, 1080, 2400), r="map"))
        out.append(lm(d="Center map on my location", c="ImageButton", b=(920, 1380, 1040, 1500), click=True))
        out.append(lm(t="Ride in progress", c="TextView", b=(48, 1600, 700, 1670)))
        out.append(lm(t="PXF-482", c="TextView", b=(700, 1600, 1032, 1670)))
        out.append(lm(t=timer, c="TextView", b=(48, 1690, 520, 1800), r="ride_timer"))
        out.append(lm(t=cost, c="TextView", b=(560, 1690, 1032, 1800), r="ride_cost"))
        out.append(lm(t=f"Scooter battery {sb}", c="TextView", b=(48, 1820, 700, 1880)))
        out.append(lm(t="Speed limit 20 km/h in this area", c="TextView", b=(48, 1890, 1032, 1940)))
        out.append(lm(t="Pause ride", c="Button", b=(48, 2080, 520, 2230), click=True))
        out.append(lm(t="End ride", c="Button", b=(560, 2080, 1032, 2230), r="end_ride_button", click=True))
        return out

    def summary(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(lm(d="Close", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(lm(t="Ride complete", c="TextView", b=(48, 290, 1032, 380)))
        out.append(lm(d="Route map", c="ImageView", b=(48, 400, 1032, 960)))
        rows = [("Duration", "13 min"), ("Distance", "3.4 km"), ("Unlock", "€1.00"), ("Riding · 13 min × €0.25", "€3.25"),
                ("Total", "€4.25"), ("Paid with", "Lime Wallet"), ("Wallet balance", "€4.15"), ("Receipt", "LM-7Q2K9R")]
        y = 1000
        for lab, val in rows:
            out.append(lm(t=lab, c="TextView", b=(48, y, 700, y + 80)))
            out.append(lm(t=val, c="TextView", b=(720, y, 1032, y + 80)))
            y += 95
        out.append(lm(t="How was your ride?", c="TextView", b=(48, 1800, 1032, 1870)))
        for k in range(5):
            out.append(lm(d=f"{k + 1} star{'s' if k else ''}", c="ImageButton", b=(140 + k * 170, 1890, 290 + k * 170, 2040), click=True))
        out.append(lm(t="Done", c="Button", b=(48, 2120, 1032, 2250), click=True))
        return out

    r = Run(map_screen("15:02", 55))
    r.click(markers[0][0], map_screen("15:02", 55, True, vehicle_card(None, "")))
    r.click("Reserve", map_screen("15:02", 55, True, vehicle_card("14:52", "2 min walk · 120 m")))
    r.wait(map_screen("15:03", 55, True, vehicle_card("13:40", "1 min walk · 40 m")))
    r.click("Scan to ride", scanner("15:03", 55))
    r.click("Enter code", code("15:04", 54, None))
    r.type("PXF482", "ABC-123", code("15:04", 54, "PXF482"))
    r.click("Unlock", riding("15:04", 54, "00:00:04", "€1.25", "87%"))
    r.wait(riding("15:17", 52, "00:12:37", "€4.25", "81%"))
    r.click("End ride", summary("15:17", 52))
    add(rs, 21, r)


# Outlook — bad
def t22(rs: RowSet) -> None:
    ol = P("com.microsoft.office.outlook")
    me = "ravi.kapoor@fabrikam.com"
    subject = "Countersigned NDA – Rev. C"
    body = ("Hi Helena, thanks for turning Rev. C around so quickly. Finance signs off on the liability cap today, "
            "so I'll send the countersigned copy by Thursday. Best, Ravi")
    mails = {
        "helena": ("Helena Marsh", "NDA redlines – Rev. C", "Hi Ravi, attached is Rev. C with our comments on clause 7 (liability cap) and the…", "8:02 AM", True, True),
        "ado": ("Azure DevOps", "Build failed: payments-api CI #4471", "Run #4471 failed on main · stage: integration-tests · 3 tests failed · triggered by Mei Lin", "7:48 AM", True, False),
        "kenji": ("Kenji Watanabe", "Re: Tokyo offsite hotel block", "We can hold 18 rooms at the Marriott until Friday; after that the rate goes up to…", "7:15 AM", True, False),
        "teams": ("Microsoft Teams", "You have 3 missed messages", "Mei Lin, Priya Shah and 1 other sent messages in Payments squad", "6:30 AM", False, False),
        "finance": ("Finance Ops", "Approved: Expense report ER-20931", "Your expense report ER-20931 (€642.18) has been approved and will be reimbursed…", "Yesterday", False, False),
        "linkedin": ("LinkedIn", "Ravi, you appeared in 14 searches this week", "See who's looking at your profile · Grow your network", "Yesterday", False, False),
        "it": ("Contoso IT", "Your password expires in 5 days", "To avoid losing access, change your password before March 16 at aka.ms/sspr", "Mon", True, False),
        "ba": ("British Airways", "Your booking confirmation: BA 0117 LHR–JFK", "Booking reference X7KQ2M · Thu 27 Mar · Seat 32A", "Mon", False, False),
    }
    order = ["helena", "ado", "kenji", "teams", "finance", "linkedin", "it", "ba"]

    def inbox(clock: str, batt: int, read: set[str], snack: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Outlook notification: Kenji Watanabe",))
        out.append(ol(d="Open navigation drawer", c="ImageButton", b=(24, 140, 140, 260), r="account_button", click=True))
        out.append(ol(t="Inbox", c="TextView", b=(160, 150, 600, 250), r="toolbar_title"))
        out.append(ol(d="Filter", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(ol(d="Search", c="Button", b=(940, 146, 1056, 254), click=True))
        for i, key in enumerate(order):
            sender, subj, snip, when, unread, att = mails[key]
            unread = unread and key not in read
            y = 280 + i * 230
            d = f"{'Unread, ' if unread else ''}{sender}, {subj}, {when}{', Has attachments' if att else ''}, {snip}"
            out.append(ol(d=d, c="android.view.ViewGroup", b=(0, y, 1080, y + 230), r="message_snippet_frame", click=True, longc=True))
            out.append(ol(t=sender, c="TextView", b=(190, y + 24, 780, y + 80), r="message_snippet_from"))
            out.append(ol(t=when, c="TextView", b=(800, y + 24, 1040, y + 80), r="message_snippet_time"))
            out.append(ol(t=subj, c="TextView", b=(190, y + 84, 1040, y + 140), r="message_snippet_subject"))
            out.append(ol(t=snip, c="TextView", b=(190, y + 144, 1040, y + 200), r="message_snippet_body"))
        if snack:
            out.append(ol(t=snack, c="TextView", b=(48, 1930, 1032, 2030), r="snackbar_text"))
        out.append(ol(d="New mail", c="ImageButton", b=(880, 1960, 1040, 2120) if not snack else (880, 1800, 1040, 1960), r="compose_fab", click=True))
        for k, name in enumerate(["Mail", "Search", "Calendar", "Apps"]):
            out.append(ol(t=name, d=name, c="FrameLayout", b=(k * 270, 2180, (k + 1) * 270, 2330), click=True, sel=k == 0))
        return out

    def message(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Outlook notification: Kenji Watanabe",))
        out.append(ol(d="Navigate up", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(ol(d="Archive", c="Button", b=(580, 146, 696, 254), click=True))
        out.append(ol(d="Delete", c="Button", b=(700, 146, 816, 254), click=True))
        out.append(ol(d="Mark unread", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(ol(d="More options", c="ImageView", b=(940, 146, 1056, 254), click=True))
        out.append(ol(t="NDA redlines – Rev. C", c="TextView", b=(48, 280, 1032, 380), r="message_subject"))
        out.append(ol(t="Helena Marsh", c="TextView", b=(190, 420, 780, 480), r="message_header_from", click=True))
        out.append(ol(t="To: You", c="TextView", b=(190, 480, 780, 530), r="message_header_to", click=True))
        out.append(ol(t="8:02 AM", c="TextView", b=(800, 420, 1040, 480)))
        out.append(ol(t="NDA_RevC_redline.docx", d="NDA_RevC_redline.docx, 184 KB", c="TextView", b=(48, 570, 1032, 690), r="attachment_name", click=True))
        out.append(ol(t="184 KB", c="TextView", b=(48, 690, 500, 740)))
        out.append(ol(t="Hi Ravi,\n\nAttached is Rev. C with our comments on clause 7 (liability cap) and the revised term in clause 11. "
                        "If Finance is fine with the 2× annual fees cap we can sign this week.\n\nKind regards,\nHelena Marsh\nSenior Counsel, Contoso Legal LLP",
                      c="android.webkit.WebView", b=(48, 780, 1032, 1500)))
        out.append(ol(t="Reply", c="Button", b=(48, 2160, 360, 2280), click=True))
        out.append(ol(t="Reply all", c="Button", b=(384, 2160, 696, 2280), click=True))
        out.append(ol(t="Forward", c="Button", b=(720, 2160, 1032, 2280), click=True))
        return out

    def pane(clock: str, batt: int, drafts: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Outlook notification: Kenji Watanabe",))
        out.append(ol(d=me, c="ImageView", b=(24, 160, 144, 280), r="account_avatar", click=True))
        out.append(ol(t="Outlook", c="TextView", b=(170, 160, 800, 220)))
        out.append(ol(t=me, c="TextView", b=(170, 220, 800, 270)))
        out.append(ol(d="Settings", c="ImageButton", b=(24, 2180, 144, 2300), click=True))
        out.append(ol(d="Add account", c="ImageButton", b=(24, 300, 144, 420), click=True))
        folders = [("Inbox", "3"), ("Drafts", str(drafts)), ("Archive", ""), ("Sent Items", ""), ("Deleted Items", ""),
                   ("Junk Email", "1"), ("Conversation History", ""), ("Receipts", ""), ("Travel", "")]
        y = 320
        for name, n in folders:
            out.append(ol(t=name, d=f"{name}{', ' + n + (' unread' if name != 'Drafts' else ' items') if n else ''}", c="TextView", b=(170, y, 860, y + 120), r="folder_name", click=True))
            if n:
                out.append(ol(t=n, c="TextView", b=(880, y, 1000, y + 120), r="folder_count"))
            y += 130
        out.append(ol(t="Groups", c="TextView", b=(170, y + 30, 860, y + 110)))
        out.append(ol(t="Payments squad", c="TextView", b=(170, y + 120, 860, y + 240), click=True))
        return out

    def compose(clock: str, batt: int, to: str | None, chip: bool, subj: str | None, text: str | None, sugg: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Outlook notification: Kenji Watanabe",))
        out.append(ol(d="Close", c="ImageButton", b=(24, 140, 140, 260), click=True))
        out.append(ol(t="New message", c="TextView", b=(160, 146, 700, 206)))
        out.append(ol(t=me, c="TextView", b=(160, 206, 700, 254)))
        out.append(ol(d="Send", c="Button", b=(940, 146, 1056, 254), r="action_send", click=True, enabled=chip))
        out.append(ol(t="To", c="TextView", b=(48, 290, 150, 390)))
        if chip:
            out.append(ol(t="Helena Marsh", d="Helena Marsh, helena.marsh@contoso-legal.com", c="TextView", b=(160, 300, 520, 380), r="recipient_chip", click=True))
        out.append(ol(t=to, c="EditText", b=(160 if not chip else 530, 290, 940, 390), r="to_field", edit=True, click=True, focus=(to is not None and not chip)))
        out.append(ol(d="Show Cc and Bcc", c="ImageButton", b=(950, 290, 1050, 390), click=True))
        if sugg:
            for k, (n, a) in enumerate([("Helena Marsh", "helena.marsh@contoso-legal.com"), ("Helena Ortiz", "helena.ortiz@fabrikam.com")]):
                y = 410 + k * 170
                out.append(ol(d=f"{n}, {a}", c="LinearLayout", b=(0, y, 1080, y + 170), r="contact_suggestion", click=True))
                out.append(ol(t=n, c="TextView", b=(190, y + 24, 1040, y + 84)))
                out.append(ol(t=a, c="TextView", b=(190, y + 90, 1040, y + 140)))
            return out
        out.append(ol(t=subj, c="EditText", b=(48, 410, 1032, 510), r="subject_field", edit=True, click=True, focus=subj is not None and text is None, hint="Subject"))
        out.append(ol(t=(text + "\n\n" if text else "\n\n") + "Get Outlook for Android", c="EditText", b=(48, 530, 1032, 1200), r="body_field", edit=True, click=True, focus=text is not None))
        for k, tool in enumerate(["Attach file", "Attach image", "Camera", "Mention", "Format text", "More"]):
            out.append(ol(d=tool, c="ImageButton", b=(24 + k * 170, 2180, 184 + k * 170, 2300), click=True))
        return out

    def travel(clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("Outlook notification: Kenji Watanabe",))
        out.append(ol(d="Open navigation drawer", c="ImageButton", b=(24, 140, 140, 260), r="account_button", click=True))
        out.append(ol(t="Travel", c="TextView", b=(160, 150, 600, 250), r="toolbar_title"))
        out.append(ol(d="Filter", c="Button", b=(820, 146, 936, 254), click=True))
        out.append(ol(d="Search", c="Button", b=(940, 146, 1056, 254), click=True))
        rows = [("Concur", "Trip approved: Tokyo offsite (Apr 7–11)", "Your trip request TR-5582 has been approved by Mei Lin", "Mar 10"),
                ("Japan Airlines", "e-Ticket receipt: JL 0044 LHR–HND", "Passenger KAPOOR/RAVI MR · Ticket 131 2460 118834 · Apr 6", "Mar 7"),
                ("Marriott Bonvoy", "Reservation confirmation #83620011", "Tokyo Marriott Hotel · Apr 7 – Apr 11 · Deluxe King", "Mar 7"),
                ("Deutsche Bahn", "Ihre Fahrkarte: Berlin Hbf – Hamburg Hbf", "Auftragsnummer QK7F2L · ICE 1004 · 14.02.2025", "Feb 11")]
        for i, (sender, subj, snip, when) in enumerate(rows):
            y = 280 + i * 230
            out.append(ol(d=f"{sender}, {subj}, {when}, {snip}", c="android.view.ViewGroup", b=(0, y, 1080, y + 230), r="message_snippet_frame", click=True, longc=True))
            out.append(ol(t=sender, c="TextView", b=(190, y + 24, 780, y + 80), r="message_snippet_from"))
            out.append(ol(t=when, c="TextView", b=(800, y + 24, 1040, y + 80), r="message_snippet_time"))
            out.append(ol(t=subj, c="TextView", b=(190, y + 84, 1040, y + 140), r="message_snippet_subject"))
            out.append(ol(t=snip, c="TextView", b=(190, y + 144, 1040, y + 200), r="message_snippet_body"))
        out.append(ol(d="New mail", c="ImageButton", b=(880, 1960, 1040, 2120), r="compose_fab", click=True))
        for k, name in enumerate(["Mail", "Search", "Calendar", "Apps"]):
            out.append(ol(t=name, d=name, c="FrameLayout", b=(k * 270, 2180, (k + 1) * 270, 2330), click=True, sel=k == 0))
        return out

    read = {"helena"}
    r = Run(inbox("8:12", 92, set()))
    r.click("Helena Marsh", message("8:12", 92))
    r.back(inbox("8:13", 92, read))
    r.click("Open navigation drawer", pane("8:13", 92, 2))
    r.click("Inbox", inbox("8:13", 92, read))
    r.click("New mail", compose("8:13", 92, None, False, None, None))
    r.type("helena", rix(r.cur, "to_field"), compose("8:14", 92, "helena", False, None, None, sugg=True))
    r.click("Helena Marsh", compose("8:14", 92, None, True, None, None))
    r.type(subject, "Subject", compose("8:14", 91, None, True, subject, None))
    r.type(body, rix(r.cur, "body_field"), compose("8:15", 91, None, True, subject, body))
    r.back(inbox("8:15", 91, read, snack="Draft saved"))
    r.click("Open navigation drawer", pane("8:15", 91, 2))
    r.click("Travel", travel("8:16", 91))
    add(rs, 22, r, bad=11, kind="Drafts count in the folder pane ignores the draft saved in turn 10")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    t01(rs)
    t02(rs)
    t03(rs)
    t04(rs)
    t05(rs)
    t06(rs)
    t07(rs)
    t08(rs)
    t09(rs)
    t10(rs)
    t11(rs)
    t12(rs)
    t13(rs)
    t14(rs)
    t15(rs)
    t16(rs)
    t17(rs)
    t18(rs)
    t19(rs)
    t20(rs)
    t21(rs)
    t22(rs)
    rs.write()


if __name__ == "__main__":
    main()
