# ruff: noqa: E501
"""Held-out set holdout33, android domain: 22 AndroidWorld trajectories (11 with one contradiction).

Each observation is the element list of the next screen, in the ``UI element N: UIElement(...)`` notation,
with the system-UI status bar (clock, signal, battery) first. Written blind to the detector.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model**, a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed on the device (Pixel 6 emulator, Android 13, 1080x2400).

Given:
1. **Historical Context** (optional): the previous actions and screens of this session
2. **Current Screen State**: the visible UI elements, as a numbered `UI element N: UIElement(...)` list
3. **Android Action**: an AndroidWorld action as JSON (`click`, `long_press`, `input_text`, `keyboard_enter`, `scroll`, `navigate_back`, `navigate_home`, `open_app`, `wait`), where `index` refers to the element list of the current screen

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: generate the complete next screen state after the action
2. **Context Maintenance**: track navigation state, focused elements, input values and app state across turns
3. **Behavioral Fidelity**: stay faithful to how the app really behaves, including screen transitions, loading completion, focus changes and no-op actions

# Content Requirements

- For a screen-changing action (tap that opens something, tab switch, scroll, submit, back navigation, app switch) update the screen identity, title, main content and any loaded or removed elements first.
- For a local edit (typing, toggling, selecting) keep the whole screen and change only the affected nodes, values, focus and their immediate dependents.
- Keep untouched elements verbatim, including the status bar; the clock and battery move only as real time passes.
- Return the unchanged screen only when the action has no visible effect, is invalid or targets a disabled element.

# Format Requirements

Keep the element-list representation exactly: same fields, same order, same level of detail, renumbered from 0 in screen order. Do not add fields or Android internals that the current state does not show.
Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYS = "com.android.systemui"


class BB:
    """A pixel bounding box, printed the way AndroidWorld prints it."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.b = (x0, y0, x1, y1)

    def __repr__(self) -> str:
        x0, y0, x1, y1 = self.b
        return f"BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1})"


def E(pkg: str, text: str | None = None, desc: str | None = None, cls: str = "TextView",
      box: tuple[int, int, int, int] = (0, 0, 0, 0), res: str | None = None, *, click: bool = False,
      edit: bool = False, scroll: bool = False, long: bool = False, sel: bool | None = None,
      checked: bool | None = None, focus: bool | None = None, hint: str | None = None,
      enabled: bool | None = None) -> dict[str, Any]:
    d: dict[str, Any] = {"text": text, "content_description": desc,
                         "class_name": cls if "." in cls else f"android.widget.{cls}", "bbox_pixels": BB(*box)}
    if hint is not None:
        d["hint_text"] = hint
    if checked is not None:
        d["is_checked"] = checked
        d["is_checkable"] = True
    d["is_clickable"] = click
    d["is_editable"] = edit
    if enabled is not None:
        d["is_enabled"] = enabled
    if focus is not None:
        d["is_focused"] = focus
    if long:
        d["is_long_clickable"] = True
    if scroll:
        d["is_scrollable"] = True
    if sel is not None:
        d["is_selected"] = sel
    d["package_name"] = pkg
    d["resource_name"] = None if res is None else (res if ":" in res else f"{pkg}:id/{res}")
    return d


def status(clock: str, batt: int, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """The status bar: clock, notification icons, Wi-Fi, mobile signal, battery."""
    out = [E(SYS, clock, None, "TextView", (42, 22, 150, 96), "clock")]
    x = 166
    for d in icons:
        out.append(E(SYS, None, d, "com.android.systemui.statusbar.StatusBarIconView", (x, 36, x + 44, 80), None))
        x += 52
    out += [E(SYS, None, "Wifi signal full.", "ImageView", (824, 34, 872, 82), "wifi_signal"),
            E(SYS, None, "Phone signal full.", "ImageView", (884, 34, 928, 82), "mobile_signal"),
            E(SYS, None, f"Battery {batt} percent.", "LinearLayout", (944, 30, 1040, 86), "battery")]
    return out


def shift(elems: list[dict[str, Any]], dy: int) -> list[dict[str, Any]]:
    """The same elements moved vertically by dy pixels (a scrolled or re-laid-out view)."""
    out = []
    for el in elems:
        x0, y0, x1, y1 = el["bbox_pixels"].b
        out.append({**el, "bbox_pixels": BB(x0, y0 + dy, x1, y1 + dy)})
    return out


class Tr:
    """Turns of one trajectory; ``at`` finds an element's index on the current screen (text, description or id)."""

    def __init__(self, first: list[dict[str, Any]]) -> None:
        self.cur = first
        self.state = ui_elements(first)
        self.turns: list[tuple[str, str]] = []

    def at(self, key: str, n: int = 0) -> int:
        hits = [i for i, e in enumerate(self.cur)
                if key in (e.get("text"), e.get("content_description"), e.get("hint_text"))
                or str(e.get("resource_name")).endswith(f":id/{key}")]
        if not hits:
            hits = [i for i, e in enumerate(self.cur) if isinstance(e.get("content_description"), str)
                    and e["content_description"].startswith(key)]
        assert len(hits) > n, (key, n)
        return hits[n]

    def go(self, action: str, screen: list[dict[str, Any]]) -> None:
        self.turns.append((action, ui_elements(screen)))
        self.cur = screen

    def click(self, key: str, screen: list[dict[str, Any]], n: int = 0) -> None:
        self.go(droid("click", index=self.at(key, n)), screen)

    def long(self, key: str, screen: list[dict[str, Any]], n: int = 0) -> None:
        self.go(droid("long_press", index=self.at(key, n)), screen)

    def type(self, key: str, text: str, screen: list[dict[str, Any]]) -> None:
        self.go(droid("input_text", text=text, index=self.at(key)), screen)

    def act(self, action_type: str, screen: list[dict[str, Any]], **kw: Any) -> None:
        self.go(droid(action_type, **kw), screen)


def add(rs: RowSet, n: int, tr: Tr, *, bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
    kw: dict[str, Any] = {"bad": bad}
    if bad:
        kw.update(turn=turn, kind=kind)
    rs.add(task="android", tid=f"h33-android-{n:02d}", system=SYSTEM, turns=tr.turns, state=tr.state, **kw)


# Gmail: clean
def t01(rs: RowSet) -> None:
    P = "com.google.android.gm"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def row(y, m, sel=False):
        sender, subject, snippet, when, unread, star = m
        desc = ("Unread, " if unread else "") + f"{sender}, {subject}, {when}, {snippet}" + (", Starred" if star else "")
        return [e(None, desc, "android.view.View", (0, y, 1080, y + 236), "viewified_conversation_item_view", click=True, long=True, sel=sel),
                e(None, "Selected" if sel else f"{sender} avatar", "ImageView", (42, y + 30, 168, y + 156), "contact_image", click=True),
                e(sender, None, "TextView", (200, y + 28, 820, y + 84), "senders"),
                e(when, None, "TextView", (850, y + 28, 1038, y + 84), "date"),
                e(subject, None, "TextView", (200, y + 88, 920, y + 142), "subject"),
                e(snippet, None, "TextView", (200, y + 146, 920, y + 200), "snippet"),
                e(None, "Starred" if star else "Not starred", "ImageView", (950, y + 120, 1038, y + 208), "star", click=True, checked=star)]

    medium = ("Medium Daily Digest", "The Rust rewrite that didn't happen | Ava Lindqvist in Better Programming", "Stories for Dana Whitfield · Today's highlights: why our team kept the Go service and what we learned…", "8:41 AM", True, False)
    github = ("GitHub", "[northwind/fleet-api] Run failed: CI - main (a3f9c12)", "Run #4412 failed in 3m 12s. test_fleet_sync.py::test_retry_backoff — AssertionError: expected 3 retries, got 2", "8:02 AM", True, False)
    priya = ("Priya Raman", "Re: Q4 roadmap draft", "Looks good overall — two comments on the Android section, mostly around the offline sync milestone and…", "7:55 AM", True, False)
    zalando = ("Zalando", "Your order 10192837465 has shipped", "Good news, Dana! Your parcel is on its way with DHL. Tracking number JJD000390007781234517…", "7:30 AM", False, False)
    google = ("Google", "Security alert", "A new sign-in on Mac — dana.whitfield@gmail.com. We noticed a new sign-in to your Google Account on a Mac device…", "Nov 11", False, False)
    tap = ("TAP Air Portugal", "Your boarding pass – TP 1356 MUC → LIS, 14 Nov", "Olá Dana, your boarding pass for flight TP 1356 on 14 November 2024 is attached. Boarding starts 11:35…", "Nov 11", True, False)
    chase = ("Chase", "Your credit card statement is ready", "Your Freedom Unlimited statement for the period ending 11/08/2024 is now available. Minimum payment due…", "Nov 11", False, False)
    strava = ("Strava", "Your weekly training summary", "Dana, you logged 3 activities last week: 21.4 km, 2h 03m moving time, 186 m elevation gain…", "Nov 10", False, False)
    revolut = ("Revolut", "Your weekly spending summary", "You spent €214.60 this week, 12% less than last week. Top category: Groceries (€88.15)…", "9:14 AM", True, False)

    def inbox(clock, batt, msgs, badge, selected=(), snack=None):
        s = status(clock, batt, ("Gmail notification: dana.whitfield@gmail.com", "Calendar notification"))
        if selected:
            s += [e(None, "Done", "ImageButton", (0, 150, 126, 276), "action_mode_close_button", click=True),
                  e(str(len(selected)), None, "TextView", (150, 176, 300, 250), "action_bar_title"),
                  e(None, "Archive", "Button", (582, 150, 708, 276), "archive", click=True),
                  e(None, "Delete", "Button", (708, 150, 834, 276), "delete", click=True),
                  e(None, "Mark read", "Button", (834, 150, 960, 276), "read", click=True),
                  e(None, "More options", "ImageView", (960, 150, 1080, 276), None, click=True)]
        else:
            s += [e(None, "Open navigation drawer", "ImageButton", (42, 168, 168, 294), None, click=True),
                  e("Search in mail", None, "TextView", (180, 176, 860, 286), "open_search", click=True),
                  e(None, "Signed in as Dana Whitfield dana.whitfield@gmail.com\nAccount and settings.", "ImageView", (890, 180, 1016, 282), "og_apd_internal_image_view", click=True)]
        s.append(e("Primary", None, "TextView", (42, 316, 400, 376), "header_title"))
        y = 396
        for m in msgs:
            s += row(y, m, m[0] in selected)
            y += 236
        if snack:
            s += [e(snack, None, "TextView", (42, 1930, 760, 2030), "snackbar_text"),
                  e("Undo", None, "Button", (800, 1930, 1038, 2030), "snackbar_action", click=True)]
        else:
            s.append(e("Compose", "Compose", "Button", (640, 1930, 1038, 2080), "compose_button", click=True))
        s += [e(None, f"Mail, {badge} new notifications", "FrameLayout", (0, 2100, 540, 2274), "mail", click=True, sel=True),
              e(None, "Meet", "FrameLayout", (540, 2100, 1080, 2274), "meet", click=True, sel=False)]
        return s

    first = inbox("9:12", 81, [medium, github, priya, zalando, google, tap, chase], 6)
    tr = Tr(first)

    # search
    recent = ["from:github failed", "boarding pass", "invoice", "lease renewal", "from:priya roadmap"]

    def search_screen(clock, batt, query, sugg):
        s = status(clock, batt, ("Gmail notification: dana.whitfield@gmail.com", "Calendar notification"))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 126, 276), None, click=True),
              e(query, None, "EditText", (140, 160, 940, 266), "open_search_view_edit_text", edit=True, focus=True, click=True, hint="Search in mail"),
              e(None, "Voice search", "ImageButton", (950, 150, 1076, 276), "open_search_view_voice_search", click=True)]
        y = 300
        for kind, text in sugg:
            s += [e(None, kind, "ImageView", (42, y + 30, 102, y + 90), "suggestion_icon"),
                  e(text, None, "TextView", (140, y + 20, 940, y + 100), "suggestion_text", click=True),
                  e(None, "Fill in search query", "ImageView", (960, y + 30, 1020, y + 90), "edit_query", click=True)]
            y += 120
        return s

    tr.click("Search in mail", search_screen("9:12", 81, "", [("Recent search", r) for r in recent]))
    tr.type("open_search_view_edit_text", "hetzner invoice", search_screen("9:12", 81, "hetzner invoice", [
        ("Search suggestion", "hetzner invoice"), ("Search suggestion", "hetzner invoice october"),
        ("Contact", "Hetzner Online GmbH  ·  invoice@hetzner.com"), ("Search suggestion", "hetzner invoice pdf")]))

    h_oct = ["Hetzner Online GmbH", "Invoice 084512376 for October 2024", "Dear Dana Whitfield, please find attached invoice 084512376 for customer number K0931277680. Amount: €17.85…", "Nov 1", False, False]
    h_sep = ("Hetzner Online GmbH", "Invoice 084209951 for September 2024", "Dear Dana Whitfield, please find attached invoice 084209951 for customer number K0931277680. Amount: €17.85…", "Oct 1", False, False)
    h_aug = ("Hetzner Online GmbH", "Invoice 083907418 for August 2024", "Dear Dana Whitfield, please find attached invoice 083907418 for customer number K0931277680. Amount: €16.41…", "Sep 1", False, False)
    h_ready = ("Hetzner Online GmbH", "Your server CX22 #55021934 is ready", "Your new cloud server ubuntu-4gb-nbg1-2 is ready. IPv4: 116.203.88.41. Invoice and billing information…", "Jul 18", False, False)

    def results(clock, batt, star):
        s = status(clock, batt, ("Gmail notification: dana.whitfield@gmail.com", "Calendar notification"))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 126, 276), None, click=True),
              e("hetzner invoice", None, "TextView", (140, 176, 860, 266), "search_query_text", click=True),
              e(None, "Signed in as Dana Whitfield dana.whitfield@gmail.com\nAccount and settings.", "ImageView", (890, 180, 1016, 282), "og_apd_internal_image_view", click=True),
              e("Label", None, "Button", (42, 300, 232, 390), "filter_chip", click=True),
              e("From", None, "Button", (250, 300, 420, 390), "filter_chip", click=True),
              e("To", None, "Button", (438, 300, 578, 390), "filter_chip", click=True),
              e("Attachment", None, "Button", (596, 300, 866, 390), "filter_chip", click=True),
              e("Date", None, "Button", (884, 300, 1038, 390), "filter_chip", click=True),
              e("Top results", None, "TextView", (42, 410, 400, 470), "header_title")]
        y = 490
        m = tuple(h_oct[:5]) + (star,)
        for mm in (m, h_sep, h_aug, h_ready):
            s += row(y, mm)
            y += 236
        s.append(e(None, "Compose", "Button", (870, 1930, 1038, 2098), "compose_button", click=True))
        return s

    tr.act("keyboard_enter", results("9:13", 81, False))

    def mail(clock, batt, star):
        s = status(clock, batt, ("Gmail notification: dana.whitfield@gmail.com", "Calendar notification"))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 126, 276), None, click=True),
              e(None, "Archive", "Button", (582, 150, 708, 276), "archive", click=True),
              e(None, "Delete", "Button", (708, 150, 834, 276), "delete", click=True),
              e(None, "Mark unread", "Button", (834, 150, 960, 276), "inside_conversation_unread", click=True),
              e(None, "More options", "ImageView", (960, 150, 1080, 276), None, click=True),
              e("Invoice 084512376 for October 2024", None, "TextView", (42, 300, 900, 440), "subject_and_folder_view"),
              e("Inbox", None, "TextView", (42, 446, 170, 500), "folder_chip", click=True),
              e(None, "Starred" if star else "Not starred", "ImageView", (950, 310, 1038, 398), "conversation_header_star", click=True, checked=star),
              e(None, "Hetzner Online GmbH avatar", "ImageView", (42, 540, 168, 666), "contact_badge", click=True),
              e("Hetzner Online GmbH", None, "TextView", (190, 540, 700, 596), "sender_name"),
              e("Nov 1", None, "TextView", (710, 540, 820, 596), "upper_date"),
              e("to me", None, "TextView", (190, 600, 400, 652), "recipient_summary", click=True),
              e(None, "Reply", "ImageView", (830, 550, 930, 650), "reply_button", click=True),
              e(None, "More options", "ImageView", (940, 550, 1040, 650), "overflow", click=True),
              e("Dear Dana Whitfield,\n\nplease find attached invoice 084512376 for customer number K0931277680.\n\nInvoice date: 01/11/2024\nAmount due: €17.85 (incl. 19% VAT)\nPayment method: SEPA direct debit, mandate HZ-4471902\nThe amount will be debited from your account DE89 **** **** **** **30 13 on or after 08/11/2024.\n\nYou can view all invoices in the Hetzner Console under Billing.\n\nKind regards\nHetzner Online GmbH", None, "android.webkit.WebView", (42, 690, 1038, 1540), None, scroll=True),
              e(None, "Attachment: Hetzner_2024-11-01_R0084512376.pdf", "android.view.View", (42, 1570, 560, 1850), "attachment_tile", click=True),
              e("Hetzner_2024-11-01_R0084512376.pdf", None, "TextView", (72, 1760, 540, 1800), "attachment_tile_title"),
              e("46 KB", None, "TextView", (72, 1800, 300, 1838), "attachment_tile_subtitle"),
              e(None, "Download attachment Hetzner_2024-11-01_R0084512376.pdf", "ImageButton", (450, 1580, 550, 1680), "attachment_tile_save", click=True),
              e(None, "Add attachment Hetzner_2024-11-01_R0084512376.pdf to Drive", "ImageButton", (340, 1580, 440, 1680), "attachment_tile_drive", click=True),
              e("Reply", None, "Button", (42, 2000, 360, 2120), "reply_button_footer", click=True),
              e("Reply all", None, "Button", (380, 2000, 700, 2120), "reply_all_button_footer", click=True),
              e("Forward", None, "Button", (720, 2000, 1038, 2120), "forward_button_footer", click=True)]
        return s

    tr.click("Hetzner Online GmbH, Invoice 084512376 for October 2024", mail("9:13", 81, False))
    tr.click("conversation_header_star", mail("9:13", 81, True))
    tr.act("navigate_back", results("9:14", 80, True))
    tr.act("navigate_back", inbox("9:14", 80, [revolut, medium, github, priya, zalando, google, tap], 7))
    tr.long("Unread, Medium Daily Digest", inbox("9:14", 80, [revolut, medium, github, priya, zalando, google, tap], 7, selected=("Medium Daily Digest",)))
    tr.click("Zalando, Your order 10192837465 has shipped", inbox("9:15", 80, [revolut, medium, github, priya, zalando, google, tap], 7, selected=("Medium Daily Digest", "Zalando")))
    tr.click("Archive", inbox("9:15", 80, [revolut, github, priya, google, tap, chase, strava], 6, snack="2 archived"))
    add(rs, 1, tr)


# Organic Maps: bad
def t02(rs: RowSet) -> None:
    P = "app.organicmaps"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def mapbtns(pin=False):
        s = [e(None, "Map", "android.view.View", (0, 0, 1080, 2400), "map_view", click=True, long=True),
             e(None, "Search", "ImageButton", (42, 2150, 186, 2294), "search_button", click=True),
             e(None, "Route", "ImageButton", (252, 2150, 396, 2294), "routing", click=True),
             e(None, "Bookmarks and track lists", "ImageButton", (462, 2150, 606, 2294), "bookmarks", click=True),
             e(None, "Menu", "ImageButton", (894, 2150, 1038, 2294), "menu", click=True),
             e(None, "Zoom in", "ImageButton", (930, 1010, 1050, 1130), "nav_zoom_in", click=True),
             e(None, "Zoom out", "ImageButton", (930, 1150, 1050, 1270), "nav_zoom_out", click=True),
             e(None, "My position", "ImageButton", (930, 1890, 1050, 2010), "my_position", click=True),
             e(None, "Map layers", "ImageButton", (30, 300, 150, 420), "layers_button", click=True),
             e("Kochel am See", None, "TextView", (380, 520, 700, 570), None),
             e("Walchensee", None, "TextView", (280, 1180, 560, 1230), None),
             e("Jochberg 1565 m", None, "TextView", (610, 820, 900, 870), None),
             e("10 km", None, "TextView", (42, 2070, 180, 2110), "scale_ruler")]
        if pin:
            s.insert(9, e(None, "Herzogstand, bookmark", "android.view.View", (400, 960, 470, 1040), None, click=True))
        return s

    def lists(clock, batt, alps):
        s = status(clock, batt, ("Organic Maps: GPS active",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 140, 290), None, click=True),
              e("Bookmarks and tracks", None, "TextView", (170, 180, 800, 260), "toolbar_title"),
              e("My Lists", None, "TextView", (0, 300, 540, 410), "tab", click=True, sel=True),
              e("Guides", None, "TextView", (540, 300, 1080, 410), "tab", click=True, sel=False),
              e(None, "Search", "ImageButton", (940, 170, 1060, 270), "search", click=True),
              e("Create a new list", None, "TextView", (140, 450, 1000, 560), "create_list", click=True),
              e("Import bookmarks and tracks", None, "TextView", (140, 570, 1000, 680), "import", click=True),
              e("Lists", None, "TextView", (42, 720, 500, 780), "header")]
        y = 800
        for name, count, shown in (("Alps 2024", alps, True), ("Munich food", "23 bookmarks", True),
                                   ("My Places", "4 bookmarks", True), ("Lisbon Nov", "11 bookmarks", True),
                                   ("Zugspitze loop", "1 track", False), ("Walchensee cycling", "2 tracks · 3 bookmarks", True)):
            s += [e(None, ("Hide " if shown else "Show ") + name, "CheckBox", (30, y + 30, 130, y + 130), "checkbox", click=True, checked=shown),
                  e(name, None, "TextView", (160, y + 20, 880, y + 84), "name", click=True),
                  e(count, None, "TextView", (160, y + 88, 880, y + 140), "size"),
                  e(None, f"More options for {name}", "ImageButton", (940, y + 30, 1060, y + 130), "more", click=True)]
            y += 170
        return s

    def mapscr(clock, batt, pin=False):
        return status(clock, batt, ("Organic Maps: GPS active",)) + mapbtns(pin)

    tr = Tr(mapscr("14:21", 64))
    tr.click("Bookmarks and track lists", lists("14:21", 64, "7 bookmarks"))
    tr.act("navigate_back", mapscr("14:22", 64))

    def search(clock, batt, q, res):
        s = status(clock, batt, ("Organic Maps: GPS active",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 140, 290), None, click=True),
              e(q, None, "EditText", (150, 170, 900, 270), "query", edit=True, focus=True, click=True, hint="Search"),
              e(None, "Clear", "ImageButton", (930, 170, 1050, 270), "clear", click=True) if q else e(None, "Voice search", "ImageButton", (930, 170, 1050, 270), "voice_input", click=True)]
        if not q:
            s += [e("History", None, "TextView", (0, 300, 540, 410), "tab", click=True, sel=True),
                  e("Categories", None, "TextView", (540, 300, 1080, 410), "tab", click=True, sel=False)]
            y = 450
            for h in ("Walchensee", "Kochel am See train station", "Jochberg", "Heimgarten", "Urfeld, Kochel am See"):
                s += [e(None, "History", "ImageView", (42, y + 25, 112, y + 95), "icon"),
                      e(h, None, "TextView", (150, y + 20, 1040, y + 100), "title", click=True)]
                y += 120
            s.append(e("Clear search history", None, "TextView", (150, y + 20, 1040, y + 100), "clear_history", click=True))
        else:
            y = 320
            for title, sub, region, dist in res:
                s += [e(title, None, "TextView", (42, y + 20, 820, y + 84), "title", click=True),
                      e(sub, None, "TextView", (42, y + 88, 820, y + 134), "type"),
                      e(region, None, "TextView", (42, y + 136, 820, y + 182), "region"),
                      e(dist, None, "TextView", (850, y + 20, 1040, y + 84), "distance")]
                y += 210
        return s

    tr.click("Search", search("14:22", 64, "", None))
    res = [("Herzogstand", "Peak · 1,731 m", "Kochel am See, Bavaria, Germany", "41 km"),
           ("Herzogstandbahn Talstation", "Aerialway station", "Walchensee, Kochel am See, Bavaria", "38 km"),
           ("Herzogstandhaus", "Alpine hut · Open now", "Kochel am See, Bavaria, Germany", "40 km"),
           ("Herzogstand-Heimgarten Gratweg", "Hiking route", "Bavaria, Germany", "41 km"),
           ("Herzogstandweg", "Street", "Kochel am See, Bavaria, Germany", "39 km"),
           ("Berggasthof Herzogstand Fahrenbergkopf", "Restaurant", "Kochel am See, Bavaria, Germany", "40 km")]
    tr.type("query", "Herzogstand", search("14:22", 64, "Herzogstand", res))

    def place(clock, batt, saved):
        s = status(clock, batt, ("Organic Maps: GPS active",)) + mapbtns(saved)[:9]
        pp = [e(None, "Place page", "android.view.View", (0, 1100, 1080, 2400), "placepage", scroll=True),
              e("Herzogstand", None, "TextView", (42, 1140, 800, 1220), "tv__title"),
              e("Peak", None, "TextView", (42, 1224, 500, 1274), "tv__subtitle"),
              e("1,731 m", None, "TextView", (520, 1224, 760, 1274), "tv__peak_altitude"),
              e("41 km", None, "TextView", (860, 1150, 1040, 1210), "tv__straight_distance"),
              e(None, "Direction", "ImageView", (900, 1214, 980, 1294), "av__direction"),
              e("Kochel am See, Bavaria, Germany", None, "TextView", (42, 1290, 1000, 1340), "tv__address")]
        if saved:
            pp += [e(None, "Bookmark color", "ImageView", (42, 1370, 112, 1440), "bookmark_color"),
                  e("Alps 2024", None, "TextView", (140, 1370, 700, 1440), "tv__bookmark_group", click=True),
                  e("Edit Bookmark", None, "TextView", (720, 1370, 1040, 1440), "tv__bookmark_edit", click=True)]
        pp += [e("47.62297, 11.31446", None, "TextView", (140, 1480, 1000, 1540), "tv__place_latlon", click=True, long=True),
              e("https://www.herzogstandbahn.de", None, "TextView", (140, 1580, 1000, 1640), "tv__place_website", click=True),
              e("Wikipedia", None, "TextView", (140, 1680, 1000, 1740), "tv__place_wiki", click=True),
              e("Summit cross; viewpoint over Walchensee and Kochelsee.", None, "TextView", (140, 1780, 1000, 1880), "tv__place_description"),
              e("Route from", None, "TextView", (0, 2140, 270, 2300), "button_route_from", click=True),
              e("Route to", None, "TextView", (270, 2140, 540, 2300), "button_route_to", click=True),
              e("Delete" if saved else "Save", None, "TextView", (540, 2140, 810, 2300), "button_bookmark", click=True),
              e("Share", None, "TextView", (810, 2140, 1080, 2300), "button_share", click=True)]
        return s + shift(pp, -230)

    tr.click("Herzogstand", place("14:23", 63, False), n=1)
    tr.click("Save", place("14:23", 63, True))
    tr.click("Bookmarks and track lists", lists("14:23", 63, "7 bookmarks"))
    tr.act("navigate_back", place("14:24", 63, True))
    add(rs, 2, tr, bad=True, turn=7, kind="bookmark list count unchanged after a bookmark was added to it")


# Spotify: clean
def t03(rs: RowSet) -> None:
    P = "com.spotify.music"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def mini(track, artist):
        return [e(None, f"{track} • {artist}", "android.view.View", (20, 1980, 1060, 2120), "now_playing_bar", click=True),
                e(None, f"Cover art for {track}", "ImageView", (40, 1996, 148, 2104), "cover_art"),
                e(track, None, "TextView", (170, 2000, 760, 2050), "track_title"),
                e(artist, None, "TextView", (170, 2052, 760, 2096), "track_subtitle"),
                e(None, "Connect to a device. Pixel 6", "ImageButton", (790, 2000, 890, 2100), "connect_device_button", click=True),
                e(None, "Pause", "ImageButton", (910, 2000, 1040, 2100), "play_pause_button", click=True)]

    def nav():
        return [e("Home", "Home", "Button", (0, 2140, 270, 2300), "home_tab", click=True, sel=False),
                e("Search", "Search", "Button", (270, 2140, 540, 2300), "search_tab", click=True, sel=False),
                e("Your Library", "Your Library", "Button", (540, 2140, 810, 2300), "your_library_tab", click=True, sel=True),
                e("Premium", "Premium", "Button", (810, 2140, 1080, 2300), "premium_tab", click=True, sel=False)]

    lib_items = [("Liked Songs", "Playlist • 412 songs"), ("Discover Weekly", "Playlist • Spotify"),
                 ("Road trip '23", "Playlist • dana.whitfield"), ("M83", "Artist"),
                 ("Hurry Up, We're Dreaming", "Album • M83"), ("Release Radar", "Playlist • Spotify"),
                 ("Daily Mix 2", "Playlist • Spotify"), ("Huberman Lab", "Podcast • Scicomm Media")]

    def library(clock, batt, items, track, sheet=False):
        s = status(clock, batt, ("Spotify: now playing",))
        s += [e(None, "Profile", "ImageButton", (30, 150, 150, 270), "faceheader_image", click=True),
              e("Your Library", None, "TextView", (170, 170, 700, 250), "title"),
              e(None, "Search Your Library", "ImageButton", (820, 150, 940, 270), "search_button", click=True),
              e(None, "Create", "ImageButton", (950, 150, 1070, 270), "create_button", click=True),
              e("Playlists", None, "Button", (30, 300, 250, 390), "filter_chip", click=True),
              e("Podcasts", None, "Button", (268, 300, 490, 390), "filter_chip", click=True),
              e("Albums", None, "Button", (508, 300, 700, 390), "filter_chip", click=True),
              e("Artists", None, "Button", (718, 300, 900, 390), "filter_chip", click=True),
              e("Recents", "Sort by: Recents", "Button", (30, 420, 300, 490), "sort_button", click=True),
              e(None, "Switch to grid view", "ImageButton", (960, 420, 1050, 490), "view_density_button", click=True)]
        y = 520
        for name, sub in items:
            s += [e(None, f"{name}, {sub}", "android.view.View", (0, y, 1080, y + 180), "row_root", click=True, long=True),
                  e(name, None, "TextView", (200, y + 40, 1000, y + 96), "title"),
                  e(sub, None, "TextView", (200, y + 100, 1000, y + 146), "subtitle")]
            y += 180
        s += mini(*track) + nav()
        if sheet:
            s += [e(None, "Bottom sheet", "android.view.View", (0, 1480, 1080, 2400), "bottom_sheet"),
                  e(None, "Playlist, Build a playlist with songs, or episodes", "android.view.View", (0, 1560, 1080, 1740), None, click=True),
                  e("Playlist", None, "TextView", (200, 1580, 1000, 1640), None),
                  e("Build a playlist with songs, or episodes", None, "TextView", (200, 1644, 1000, 1700), None),
                  e(None, "Blend, Combine your friends' tastes into a playlist", "android.view.View", (0, 1740, 1080, 1920), None, click=True),
                  e("Blend", None, "TextView", (200, 1760, 1000, 1820), None),
                  e("Combine your friends' tastes into a playlist", None, "TextView", (200, 1824, 1000, 1880), None)]
        return s

    playing = ("Midnight City", "M83")
    tr = Tr(library("18:05", 47, lib_items, playing))
    tr.click("Create", library("18:05", 47, lib_items, playing, sheet=True))

    def name_dialog(clock, batt, text):
        s = status(clock, batt, ("Spotify: now playing",))
        s += [e("Give your playlist a name", None, "TextView", (60, 820, 1020, 900), "title"),
              e(text, None, "EditText", (90, 960, 990, 1080), "edit_text", edit=True, focus=True, click=True),
              e("Cancel", None, "Button", (250, 1200, 520, 1320), "cancel_button", click=True),
              e("Create", None, "Button", (560, 1200, 830, 1320), "create_button", click=True)]
        return s

    tr.click("Playlist, Build a playlist with songs, or episodes", name_dialog("18:05", 47, "My playlist #7"))
    tr.type("edit_text", "Sunday run", name_dialog("18:06", 47, "Sunday run"))

    recs0 = [("Run Boy Run", "Woodkid", "3:41"), ("Harder, Better, Faster, Stronger", "Daft Punk", "3:44"),
             ("Can't Hold Us (feat. Ray Dalton)", "Macklemore & Ryan Lewis, Ray Dalton", "4:18"),
             ("Lose Yourself", "Eminem", "5:20"), ("Go!", "Public Service Broadcasting", "4:12")]

    def playlist(clock, batt, songs, recs, track, summary):
        s = status(clock, batt, ("Spotify: now playing",))
        s += [e(None, "Back", "ImageButton", (20, 150, 140, 270), "back_button", click=True),
              e(None, "Playlist cover for Sunday run", "ImageView", (290, 280, 790, 780), "header_image"),
              e("Sunday run", None, "TextView", (42, 820, 1000, 900), "title"),
              e("dana.whitfield", None, "TextView", (120, 910, 700, 960), "creator_name", click=True)]
        if summary:
            s.append(e(summary, None, "TextView", (42, 970, 700, 1016), "metadata"))
        s += [e(None, "Add to this playlist", "ImageButton", (42, 1040, 142, 1140), "add_button", click=True),
              e(None, "Edit playlist", "ImageButton", (162, 1040, 262, 1140), "edit_button", click=True),
              e(None, "Share", "ImageButton", (282, 1040, 382, 1140), "share_button", click=True),
              e(None, "More options for playlist Sunday run", "ImageButton", (402, 1040, 502, 1140), "context_menu_button", click=True)]
        y = 1170
        if not songs:
            s += [e("Let's start building your playlist", None, "TextView", (42, 1170, 1040, 1240), "empty_title"),
                  e("Add to this playlist", None, "Button", (300, 1260, 780, 1370), "empty_add_button", click=True)]
            y = 1400
        for t, a, _ in songs:
            s += [e(t, None, "TextView", (170, y + 10, 900, y + 60), "title", click=True),
                  e(a, None, "TextView", (170, y + 62, 900, y + 106), "subtitle"),
                  e(None, f"More options for song {t}", "ImageButton", (960, y + 10, 1060, y + 110), "context_menu_button", click=True)]
            y += 130
        s += [e("Recommended Songs", None, "TextView", (42, y + 20, 800, y + 90), "section_title"),
              e("Based on what's in this playlist" if songs else "Based on your listening", None, "TextView", (42, y + 90, 800, y + 136), "section_subtitle")]
        y += 160
        for t, a, _ in recs:
            if y > 1860:
                break
            s += [e(t, None, "TextView", (170, y + 10, 850, y + 60), "title", click=True),
                  e(a, None, "TextView", (170, y + 62, 850, y + 106), "subtitle"),
                  e(None, f"Add {t} to this playlist", "ImageButton", (900, y + 10, 1040, y + 110), "add_button", click=True)]
            y += 130
        s += mini(*track) + nav()
        return s

    tr.click("Create", playlist("18:06", 47, [], recs0, playing, None))
    recs1 = [recs0[0], recs0[2], recs0[3], recs0[4], ("Remember the Name (feat. Styles of Beyond)", "Fort Minor, Styles Of Beyond", "3:50")]
    nxt = ("Wait", "M83")
    tr.click("Add Harder, Better, Faster, Stronger to this playlist", playlist("18:06", 47, [recs0[1]], recs1, nxt, "1 song, 3min 44sec"))
    recs2 = [recs1[1], recs1[2], recs1[3], recs1[4], ("Till I Collapse", "Eminem, Nate Dogg", "4:57")]
    tr.click("Add Run Boy Run to this playlist", playlist("18:07", 46, [recs0[1], recs0[0]], recs2, nxt, "2 songs, 7min 25sec"))
    tr.act("navigate_back", library("18:07", 46, [("Sunday run", "Playlist • dana.whitfield")] + lib_items[:7], nxt))
    add(rs, 3, tr)


# Termux: bad
def t04(rs: RowSet) -> None:
    P = "com.termux"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    keys = [("ESC", 0), ("/", 1), ("-", 2), ("HOME", 3), ("↑", 4), ("END", 5), ("PGUP", 6),
            ("TAB", 0), ("CTRL", 1), ("ALT", 2), ("←", 3), ("↓", 4), ("→", 5), ("PGDN", 6)]

    def term(clock, batt, text):
        kept, rows_used = [], 0
        for line in reversed(text.split("\n")):
            need = max(1, -(-len(line) // 54))
            if rows_used + need > 40:
                break
            kept.insert(0, line)
            rows_used += need
        text = "\n".join(kept)
        s = status(clock, batt, ("Termux: 1 session",))
        s += [e(text, None, "com.termux.view.TerminalView", (0, 118, 1080, 2028), "terminal_view", click=True, long=True, focus=True)]
        for i, (k, col) in enumerate(keys):
            row = 0 if i < 7 else 1
            x = col * 154
            y = 2040 + row * 110
            s.append(e(k, None, "Button", (x, y, x + 154, y + 110), None, click=True, long=True))
        return s

    motd = ("Welcome to Termux!\n\nDocs:       https://termux.dev/docs\nDonate:     https://termux.dev/donate\nCommunity:  https://termux.dev/community\n\n"
            "Working with packages:\n\n - Search:  pkg search <query>\n - Install: pkg install <package>\n - Upgrade: pkg upgrade\n\n"
            "Subscribing to additional repositories:\n\n - Root:     pkg install root-repo\n - X11:      pkg install x11-repo\n\n"
            "For fixing any repository issues,\ntry 'termux-change-repo' command.\n\nReport issues at https://termux.dev/issues\n")
    hist = motd + "~ $ pkg list-installed 2>/dev/null | grep -E '^(openssh|procps)'\nopenssh/stable,now 9.9p1-2 aarch64 [installed]\nopenssh-sftp-server/stable,now 9.9p1-2 aarch64 [installed]\nprocps/stable,now 3.3.17-5 aarch64 [installed]\n"

    s0 = hist + "~ $ "
    tr = Tr(term("21:03", 38, s0))
    tr.type("terminal_view", "sshd", term("21:03", 38, s0 + "sshd"))
    s1 = s0 + "sshd\n~ $ "
    tr.act("keyboard_enter", term("21:04", 38, s1))
    tr.type("terminal_view", "pgrep -a sshd", term("21:04", 38, s1 + "pgrep -a sshd"))
    s2 = s1 + "pgrep -a sshd\n12873 sshd\n~ $ "
    tr.act("keyboard_enter", term("21:04", 38, s2))
    cmd2 = "ip -4 -o addr show wlan0 | awk '{print $4}'; whoami; grep -v '^#' $PREFIX/etc/ssh/sshd_config | grep ."
    tr.type("terminal_view", cmd2, term("21:05", 37, s2 + cmd2))
    out2 = ("192.168.1.47/24\nu0_a284\nPrintMotd yes\nPasswordAuthentication yes\nSubsystem sftp /data/data/com.termux/files/usr/libexec/sftp-server\n")
    s3 = s2 + cmd2 + "\n" + out2 + "~ $ "
    tr.act("keyboard_enter", term("21:05", 37, s3))
    cmd = "ps -eo pid,ppid,etime,rss,args | grep -E 'PID|sshd|bash' | grep -v grep"
    tr.type("terminal_view", cmd, term("21:05", 37, s3 + cmd))
    out = ("  PID  PPID     ELAPSED   RSS COMMAND\n"
           "12604 12598       05:31  5412 /data/data/com.termux/files/usr/bin/bash -l\n"
           "12877     1       01:22  3168 sshd\n")
    tr.act("keyboard_enter", term("21:06", 37, s3 + cmd + "\n" + out + "~ $ "))
    add(rs, 4, tr, bad=True, turn=8, kind="PID of the sshd daemon differs from the one pgrep printed, with no restart")


# Google Keep: bad
def t05(rs: RowSet) -> None:
    P = "com.google.android.keep"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    notes = {
        "wifi": ("Guest Wi-Fi", "Network: Whitfield-Guest\nPassword: orchard-lantern-42\nRouter admin: 192.168.1.1", None),
        "groc": ("Groceries", "☐ oat milk\n☐ sourdough\n☐ lemons (4)\n☑ coffee beans\n☐ parmesan", None),
        "books": ("Books to read", "Tomorrow, and Tomorrow, and Tomorrow\nThe Ministry for the Future\nPiranesi\nKlara and the Sun", None),
        "dent": ("Dentist", "Dr. Okafor, Thu 14 Nov 8:30\nBring insurance card + X-ray CD\n+1 415-555-0183", "Nov 14, 8:00 AM"),
        "gift": ("Gift ideas for Mia", "Wingspan expansion\nClimbing chalk bag\nNintendo eShop card", None),
        "park": ("Parking", "SFO long-term, Level P3, row G, spot 117\nTicket #4417-0932", None),
        "pasta": ("Pasta alla Norma", "2 eggplants, 400 g rigatoni, 1 tin San Marzano, ricotta salata, basil\nFry eggplant first, salt generously", None),
        "paint": ("Paint colors", "Living room: Farrow & Ball Pigeon No. 25\nHall: Skimming Stone No. 241", None),
    }

    def card(key, x, y, h, sel=None):
        title, body, rem = notes[key]
        desc = f"{title}. {body}" + (f". Reminder {rem}" if rem else "")
        out = [e(None, desc, "FrameLayout", (x, y, x + 504, y + h), "browse_note_interior_content", click=True, long=True, sel=sel),
               e(title, None, "TextView", (x + 30, y + 30, x + 474, y + 90), "index_note_title"),
               e(body, None, "TextView", (x + 30, y + 100, x + 474, y + h - (80 if rem else 30)), "index_note_text_description")]
        if rem:
            out.append(e(rem, None, "TextView", (x + 30, y + h - 72, x + 400, y + h - 24), "reminder_chip_text"))
        return out

    def grid(keys, pinned=(), top=420, selected=None):
        out = []
        if pinned:
            out.append(e("PINNED", None, "TextView", (42, top, 500, top + 50), "header_title"))
            top += 70
            cols = [top, top]
            for i, k in enumerate(pinned):
                c = i % 2
                out += card(k, 30 + c * 516, cols[c], 330)
                cols[c] += 350
            top = max(cols)
            out.append(e("OTHERS", None, "TextView", (42, top, 500, top + 50), "header_title"))
            top += 70
        cols = [top, top]
        for k in keys:
            c = 0 if cols[0] <= cols[1] else 1
            h = 300 + 40 * notes[k][1].count("\n")
            if cols[c] + 100 > 2040:
                continue
            out += card(k, 30 + c * 516, cols[c], h, (k == selected) if selected else None)
            cols[c] += h + 20
        return out

    def home(clock, batt, keys, pinned=(), snack=None, selected=None):
        s = status(clock, batt, ("Keep reminder",))
        if selected:
            s += [e(None, "Close", "ImageButton", (0, 150, 130, 280), "action_mode_close_button", click=True),
                  e("1", None, "TextView", (150, 180, 300, 250), "action_bar_title"),
                  e(None, "Pin", "Button", (566, 150, 694, 280), "menu_pin", click=True),
                  e(None, "Reminder", "Button", (694, 150, 822, 280), "menu_reminder", click=True),
                  e(None, "Background options", "Button", (822, 150, 950, 280), "menu_color", click=True),
                  e(None, "More options", "ImageView", (950, 150, 1080, 280), None, click=True)]
        else:
            s += [e(None, "Open navigation drawer", "ImageButton", (42, 160, 168, 286), None, click=True),
                  e("Search your notes", None, "TextView", (180, 170, 780, 276), "open_search_bar_text_view", click=True),
                  e(None, "Switch to single-column view", "ImageButton", (790, 160, 900, 286), "menu_switch_to_list_view", click=True),
                  e(None, "Account and settings.", "ImageView", (910, 160, 1036, 286), "og_apd_internal_image_view", click=True)]
        sel_grid = grid(keys, pinned, selected=selected)
        s += [e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 400, 1080, 2080), "notes", scroll=True)] + sel_grid
        if snack:
            s += [e(snack, None, "TextView", (42, 1960, 760, 2060), "snackbar_text"),
                  e("Undo", None, "Button", (800, 1960, 1038, 2060), "snackbar_action", click=True)]
        else:
            s += [e(None, "New list", "ImageButton", (30, 2130, 150, 2250), "new_list_button", click=True),
                  e(None, "New drawing", "ImageButton", (170, 2130, 290, 2250), "new_drawing_button", click=True),
                  e(None, "New audio note", "ImageButton", (310, 2130, 430, 2250), "new_voice_note_button", click=True),
                  e(None, "New photo note", "ImageButton", (450, 2130, 570, 2250), "new_image_note_button", click=True),
                  e(None, "Create a note", "ImageButton", (870, 2040, 1040, 2210), "new_note_button", click=True)]
        return s

    order = ["wifi", "groc", "books", "dent", "gift", "park", "pasta", "paint"]
    tr = Tr(home("19:32", 55, order))
    tr.long("Parking.", home("19:32", 55, order, selected="park"))
    menu = home("19:32", 55, order, selected="park") + [
        e(None, None, "ListView", (560, 170, 1060, 900), None),
        e("Archive", None, "TextView", (560, 190, 1060, 310), "title", click=True),
        e("Delete", None, "TextView", (560, 310, 1060, 430), "title", click=True),
        e("Make a copy", None, "TextView", (560, 430, 1060, 550), "title", click=True),
        e("Send", None, "TextView", (560, 550, 1060, 670), "title", click=True),
        e("Copy to Google Docs", None, "TextView", (560, 670, 1060, 790), "title", click=True)]
    tr.click("More options", menu)
    after = [k for k in order if k != "park"]
    tr.click("Delete", home("19:33", 55, after, snack="Note moved to trash"))
    tr.long("Dentist.", home("19:33", 55, after, selected="dent"))
    tr.click("Pin", home("19:33", 54, ["wifi", "groc", "books", "gift", "park", "pasta", "paint"], pinned=("dent",)))

    def drawer(clock, batt):
        s = status(clock, batt, ("Keep reminder",))
        s += [e("Google Keep", None, "TextView", (60, 160, 700, 260), "drawer_title"),
              e("Notes", None, "CheckedTextView", (0, 300, 830, 440), "design_menu_item_text", click=True, checked=True),
              e("Reminders", None, "CheckedTextView", (0, 440, 830, 580), "design_menu_item_text", click=True, checked=False),
              e("LABELS", None, "TextView", (60, 600, 400, 660), None),
              e("Edit", None, "Button", (660, 590, 800, 670), "edit_labels", click=True),
              e("Home", None, "CheckedTextView", (0, 680, 830, 820), "design_menu_item_text", click=True, checked=False),
              e("Recipes", None, "CheckedTextView", (0, 820, 830, 960), "design_menu_item_text", click=True, checked=False),
              e("Travel", None, "CheckedTextView", (0, 960, 830, 1100), "design_menu_item_text", click=True, checked=False),
              e("Create new label", None, "CheckedTextView", (0, 1100, 830, 1240), "design_menu_item_text", click=True, checked=False),
              e("Archive", None, "CheckedTextView", (0, 1270, 830, 1410), "design_menu_item_text", click=True, checked=False),
              e("Deleted", None, "CheckedTextView", (0, 1410, 830, 1550), "design_menu_item_text", click=True, checked=False),
              e("Settings", None, "CheckedTextView", (0, 1580, 830, 1720), "design_menu_item_text", click=True, checked=False),
              e("Help & feedback", None, "CheckedTextView", (0, 1720, 830, 1860), "design_menu_item_text", click=True, checked=False)]
        return s

    tr.click("Open navigation drawer", drawer("19:33", 54))
    rem = status("19:34", 54, ("Keep reminder",)) + [
        e(None, "Open navigation drawer", "ImageButton", (42, 160, 168, 286), None, click=True),
        e("Reminders", None, "TextView", (190, 180, 700, 260), "toolbar_title"),
        e(None, "Search", "ImageButton", (790, 160, 900, 286), "menu_search", click=True),
        e(None, "Switch to single-column view", "ImageButton", (910, 160, 1036, 286), "menu_switch_to_list_view", click=True),
        e("UPCOMING", None, "TextView", (42, 330, 500, 380), "header_title")] + card("dent", 30, 400, 330) + [
        e(None, "Create a note", "ImageButton", (870, 2040, 1040, 2210), "new_note_button", click=True)]
    tr.click("Reminders", rem)
    add(rs, 5, tr, bad=True, turn=5, kind="note deleted to trash shows up again among the notes")


# Fossify Gallery: clean
def t06(rs: RowSet) -> None:
    P = "org.fossify.gallery"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def folders(clock, batt, items):
        s = status(clock, batt, ())
        s += [e(None, None, "EditText", (30, 150, 1050, 280), "top_toolbar_search", edit=True, click=True, hint="Search folders"),
              e(None, "Sort by", "Button", (700, 160, 810, 270), "sort", click=True),
              e(None, "Toggle filename visibility", "Button", (810, 160, 920, 270), "toggle_filename", click=True),
              e(None, "More options", "ImageView", (920, 160, 1050, 270), None, click=True),
              e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2400), "directories_grid", scroll=True)]
        for i, (name, count) in enumerate(items):
            x = 20 + (i % 3) * 350
            y = 320 + (i // 3) * 420
            s += [e(None, name, "ImageView", (x, y, x + 340, y + 340), "dir_thumbnail", click=True, long=True),
                  e(name, None, "TextView", (x + 10, y + 250, x + 330, y + 296), "dir_name"),
                  e(count, None, "TextView", (x + 10, y + 296, x + 330, y + 336), "photo_cnt")]
        return s

    by_date = [("Camera", "248"), ("Screenshots", "61"), ("WhatsApp Images", "1204"), ("Telegram", "37"),
               ("Download", "17"), ("Pictures", "9"), ("Recycle Bin", "5")]
    tr = Tr(folders("16:48", 72, by_date))

    cam = ["IMG_20241110_163412.jpg", "IMG_20241110_163409.jpg", "IMG_20241110_163408.jpg", "IMG_20241110_163407.jpg",
           "IMG_20241110_121933.jpg", "VID_20241109_184502.mp4", "IMG_20241109_184455.jpg", "IMG_20241109_184451.jpg",
           "IMG_20241109_113020.jpg", "IMG_20241108_201744.jpg", "IMG_20241108_201731.jpg", "PXL_20241107_072915.jpg",
           "IMG_20241106_174208.jpg", "IMG_20241106_174202.jpg", "IMG_20241105_090311.jpg", "IMG_20241104_190845.jpg",
           "IMG_20241103_151207.jpg", "IMG_20241103_151159.jpg", "IMG_20241102_123345.jpg", "IMG_20241102_103012.jpg",
           "IMG_20241101_211930.jpg", "IMG_20241101_080215.jpg", "VID_20241031_193044.mp4", "IMG_20241031_192958.jpg"]

    def media(clock, batt, files, selected=(), total=248):
        s = status(clock, batt, ())
        if selected:
            s += [e(None, "Done", "ImageButton", (0, 150, 130, 280), "action_mode_close_button", click=True),
                  e(f"{len(selected)} / {total}", None, "TextView", (150, 180, 500, 250), "select_all_title"),
                  e(None, "Share", "Button", (566, 150, 694, 280), "cab_share", click=True),
                  e(None, "Delete", "Button", (694, 150, 822, 280), "cab_delete", click=True),
                  e(None, "Move to", "Button", (822, 150, 950, 280), "cab_move_to", click=True),
                  e(None, "More options", "ImageView", (950, 150, 1080, 280), None, click=True)]
        else:
            s += [e(None, "Back", "ImageButton", (0, 150, 130, 280), None, click=True),
                  e("Camera", None, "TextView", (150, 180, 600, 250), "top_toolbar_title"),
                  e(None, "Search", "Button", (694, 150, 822, 280), "search", click=True),
                  e(None, "Sort by", "Button", (822, 150, 950, 280), "sort", click=True),
                  e(None, "More options", "ImageView", (950, 150, 1080, 280), None, click=True)]
        s.append(e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2400), "media_grid", scroll=True))
        s.append(e("Sunday, November 10", None, "TextView", (30, 310, 800, 370), "media_section"))
        y = 380
        day = "20241110"
        col = 0
        for f in files:
            d = f[4:12]
            if d != day:
                if col:
                    y += 270
                    col = 0
                label = {"20241109": "Saturday, November 9", "20241108": "Friday, November 8", "20241107": "Thursday, November 7",
                         "20241106": "Wednesday, November 6", "20241105": "Tuesday, November 5", "20241104": "Monday, November 4",
                         "20241103": "Sunday, November 3", "20241102": "Saturday, November 2", "20241101": "Friday, November 1",
                         "20241031": "Thursday, October 31"}[d]
                if y + 70 > 2380:
                    break
                s.append(e(label, None, "TextView", (30, y, 800, y + 60), "media_section"))
                y += 70
                day = d
            if y + 260 > 2400:
                break
            x = 5 + col * 270
            s.append(e(None, f, "ImageView", (x, y, x + 260, y + 260), "medium_thumbnail", click=True, long=True, sel=(f in selected) if selected else None))
            if f.endswith(".mp4"):
                s.append(e("0:14" if f.startswith("VID_20241109") else "0:41", None, "TextView", (x + 160, y + 210, x + 250, y + 250), "video_duration"))
            col += 1
            if col == 4:
                col = 0
                y += 270
        return s

    tr.click("Camera", media("16:48", 72, cam))
    tr.long("IMG_20241110_163409.jpg", media("16:49", 72, cam, ("IMG_20241110_163409.jpg",)))
    tr.click("IMG_20241110_163408.jpg", media("16:49", 72, cam, ("IMG_20241110_163409.jpg", "IMG_20241110_163408.jpg")))
    dlg = media("16:49", 72, cam, ("IMG_20241110_163409.jpg", "IMG_20241110_163408.jpg")) + [
        e(None, None, "android.view.View", (60, 880, 1020, 1460), "dialog_holder"),
        e("Are you sure you want to move 2 items into the Recycle Bin?", None, "TextView", (120, 940, 960, 1100), "message"),
        e("Skip the Recycle Bin, delete permanently", None, "CheckBox", (110, 1130, 960, 1230), "skip_the_recycle_bin_checkbox", click=True, checked=False),
        e("No", None, "Button", (560, 1320, 760, 1430), "button2", click=True),
        e("Yes", None, "Button", (780, 1320, 980, 1430), "button1", click=True)]
    tr.click("Delete", dlg)
    cam2 = [f for f in cam if f not in ("IMG_20241110_163409.jpg", "IMG_20241110_163408.jpg")] + ["IMG_20241030_182210.jpg", "IMG_20241030_182205.jpg"]
    tr.click("Yes", media("16:49", 72, cam2, total=246))
    after = [("Camera", "246"), ("Screenshots", "61"), ("WhatsApp Images", "1204"), ("Telegram", "37"),
             ("Download", "17"), ("Pictures", "9"), ("Recycle Bin", "7")]
    tr.act("navigate_back", folders("16:50", 71, after))

    def sort_dialog(clock, batt, name_sel):
        s = folders(clock, batt, after)
        s += [e(None, None, "android.view.View", (60, 560, 1020, 1840), "dialog_holder"),
              e("Sort by", None, "TextView", (110, 600, 960, 680), "alertTitle")]
        y = 700
        for label, on in (("Name", name_sel), ("Size", False), ("Last modified", not name_sel), ("Date taken", False),
                          ("Random", False), ("Custom", False)):
            s.append(e(label, None, "RadioButton", (110, y, 960, y + 100), None, click=True, checked=on))
            y += 100
        s += [e("Ascending", None, "RadioButton", (110, y + 30, 960, y + 130), "sorting_dialog_radio_ascending", click=True, checked=name_sel),
              e("Descending", None, "RadioButton", (110, y + 130, 960, y + 230), "sorting_dialog_radio_descending", click=True, checked=not name_sel),
              e("Cancel", None, "Button", (560, 1730, 760, 1820), "button2", click=True),
              e("OK", None, "Button", (780, 1730, 980, 1820), "button1", click=True)]
        return s

    tr.click("Sort by", sort_dialog("16:50", 71, False))
    d2 = sort_dialog("16:50", 71, False)
    d2 = [({**el, "is_checked": el["text"] == "Name"} if el["class_name"] == "android.widget.RadioButton" and el.get("resource_name") is None else el) for el in d2]
    tr.click("Name", d2)
    by_name = [("WhatsApp Images", "1204"), ("Telegram", "37"), ("Screenshots", "61"), ("Pictures", "9"),
               ("Download", "17"), ("Camera", "246"), ("Recycle Bin", "7")]
    tr.click("OK", folders("16:51", 71, by_name))
    add(rs, 6, tr)


# Google Calendar: clean
def t07(rs: RowSet) -> None:
    P = "com.google.android.calendar"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    days = [("TUE", "12", [("Standup", "9:30 – 9:45 AM", "Zoom"), ("1:1 with Priya", "2 – 2:30 PM", "Room Alcatraz")]),
            ("WED", "13", [("Gym", "7 – 8 AM", "Mission Cliffs"), ("Design review", "11 AM – 12 PM", "Zoom")]),
            ("THU", "14", [("Standup", "9:30 – 9:45 AM", "Zoom"), ("Dinner at Lucia's", "7:30 – 9:30 PM", "Lucia's, 2400 Mission St")]),
            ("FRI", "15", [("Standup", "9:30 – 9:45 AM", "Zoom"), ("Mia's recital", "5 – 6 PM", "Herbst Theatre")]),
            ("SAT", "16", [("Climbing – Sat 7am", "7 – 11 AM", "Castle Rock State Park")])]

    def schedule(clock, batt, extra=None, fab_open=False):
        s = status(clock, batt, ("Calendar notification",))
        s += [e(None, "Show Calendar List and Settings drawer", "ImageButton", (0, 150, 140, 290), None, click=True),
              e("November", None, "TextView", (150, 170, 600, 270), "date_picker_text_view", click=True),
              e(None, "Search", "Button", (640, 160, 760, 280), "action_search", click=True),
              e(None, "Jump to Today", "Button", (760, 160, 880, 280), "action_today", click=True),
              e(None, "Account and settings.", "ImageView", (900, 160, 1030, 280), "og_apd_internal_image_view", click=True),
              e(None, None, "android.view.View", (0, 300, 1080, 2400), "alternate_timeline_holder", scroll=True),
              e("Week 46 · Nov 11 – 17", None, "TextView", (150, 310, 1000, 370), None)]
        y = 400
        for dow, num, evs in days:
            evs = list(evs)
            if extra and num == extra[0]:
                evs.insert(extra[1], extra[2])
            s += [e(dow, None, "TextView", (30, y, 130, y + 50), None),
                  e(num, f"{dow} {num}", "TextView", (30, y + 50, 130, y + 120), None, click=True)]
            for title, when, where in evs:
                s += [e(None, f"{title}, {when}, {where}", "android.view.View", (150, y, 1050, y + 150), None, click=True),
                      e(title, None, "TextView", (180, y + 14, 1020, y + 64), None),
                      e(when, None, "TextView", (180, y + 66, 1020, y + 106), None),
                      e(where, None, "TextView", (180, y + 106, 1020, y + 142), None)]
                y += 170
            y += 30
        if fab_open:
            s += [e(None, None, "android.view.View", (0, 0, 1080, 2400), "speed_dial_scrim", click=True),
                  e("Out of office", None, "TextView", (500, 1440, 860, 1500), None),
                  e(None, "Out of office", "ImageButton", (880, 1420, 1010, 1540), "speed_dial_ooo", click=True),
                  e("Birthday", None, "TextView", (500, 1580, 860, 1640), None),
                  e(None, "Birthday", "ImageButton", (880, 1560, 1010, 1680), "speed_dial_birthday", click=True),
                  e("Task", None, "TextView", (500, 1720, 860, 1780), None),
                  e(None, "Task", "ImageButton", (880, 1700, 1010, 1820), "speed_dial_task", click=True),
                  e("Event", None, "TextView", (500, 1860, 860, 1920), None),
                  e(None, "Event", "ImageButton", (880, 1840, 1010, 1960), "speed_dial_event", click=True),
                  e(None, "Close", "ImageButton", (860, 2020, 1030, 2190), "floating_action_button", click=True)]
        else:
            s.append(e(None, "Create new event and more", "ImageButton", (860, 2020, 1030, 2190), "floating_action_button", click=True))
        return s

    tr = Tr(schedule("10:17", 69))
    tr.click("Create new event and more", schedule("10:17", 69, fab_open=True))

    def editor(clock, batt, title, date, picker=None):
        s = status(clock, batt, ("Calendar notification",))
        s += [e(None, "Close", "ImageButton", (0, 150, 140, 290), "close", click=True),
              e("Save", None, "Button", (830, 165, 1040, 275), "save", click=True),
              e(title, None, "EditText", (150, 320, 1040, 430), "title", edit=True, click=True, focus=not picker, hint="Add title"),
              e("Event", None, "Button", (150, 450, 330, 530), "event_type_chip", click=True, sel=True),
              e("Task", None, "Button", (350, 450, 510, 530), "task_type_chip", click=True, sel=False),
              e("All-day", None, "TextView", (150, 580, 600, 660), None),
              e(None, "All-day", "Switch", (880, 570, 1040, 670), "all_day_switch", click=True, checked=False),
              e(date, f"Start date: {date}", "TextView", (150, 690, 700, 780), "start_date", click=True),
              e("11:00 AM", "Start time: 11:00 AM", "TextView", (760, 690, 1040, 780), "start_time", click=True),
              e(date, f"End date: {date}", "TextView", (150, 790, 700, 880), "end_date", click=True),
              e("12:00 PM", "End time: 12:00 PM", "TextView", (760, 790, 1040, 880), "end_time", click=True),
              e("Pacific Standard Time", None, "TextView", (150, 900, 1040, 970), "timezone", click=True),
              e("Does not repeat", None, "TextView", (150, 1000, 1040, 1080), "recurrence", click=True),
              e("Add people", None, "TextView", (150, 1110, 1040, 1190), "add_attendee", click=True),
              e("Add video conferencing", None, "TextView", (150, 1220, 1040, 1300), "conference", click=True),
              e("Add location", None, "TextView", (150, 1330, 1040, 1410), "location", click=True),
              e("30 minutes before", None, "TextView", (150, 1440, 1040, 1520), "notification", click=True),
              e("Add notification", None, "TextView", (150, 1530, 1040, 1610), "add_notification", click=True),
              e("Default color", None, "TextView", (150, 1640, 1040, 1720), "color", click=True),
              e("Add description", None, "TextView", (150, 1750, 1040, 1830), "description", click=True),
              e("Add attachment", None, "TextView", (150, 1860, 1040, 1940), "attachment", click=True),
              e("dana.whitfield@gmail.com", None, "TextView", (150, 1970, 1040, 2050), "calendar", click=True)]
        if picker:
            sel_day = picker
            s += [e(None, None, "android.view.View", (60, 420, 1020, 1980), "date_picker_dialog"),
                  e("SELECT DATE", None, "TextView", (120, 460, 600, 510), "mtrl_picker_header_title_text"),
                  e(f"{['Thu', 'Tue'][sel_day == 12]}, Nov {sel_day}", None, "TextView", (120, 520, 900, 640), "mtrl_picker_header_selection_text"),
                  e("November 2024", None, "Button", (120, 700, 520, 780), "month_navigation_fragment_toggle", click=True),
                  e(None, "Change to previous month", "ImageButton", (760, 700, 860, 800), "month_navigation_previous", click=True),
                  e(None, "Change to next month", "ImageButton", (880, 700, 980, 800), "month_navigation_next", click=True)]
            for i, dname in enumerate("SMTWTFS"):
                s.append(e(dname, None, "TextView", (120 + i * 120, 820, 240 + i * 120, 880), None))
            for d in range(1, 31):
                pos = d + 4  # Nov 1 2024 is a Friday
                r, c = divmod(pos, 7)
                x, y = 120 + c * 120, 900 + r * 120
                full = f"{['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][c]}, November {d}"
                s.append(e(str(d), full + (", Today" if d == 12 else ""), "TextView", (x, y, x + 120, y + 120), None, click=True, checked=(d == sel_day)))
            s += [e("Cancel", None, "Button", (540, 1860, 760, 1950), "cancel_button", click=True),
                  e("OK", None, "Button", (780, 1860, 980, 1950), "confirm_button", click=True)]
        return s

    tr.click("Event", editor("10:17", 69, "", "Tue, Nov 12, 2024"))
    tr.type("title", "Dentist – Dr. Okafor", editor("10:17", 69, "Dentist – Dr. Okafor", "Tue, Nov 12, 2024"))
    tr.click("start_date", editor("10:18", 69, "Dentist – Dr. Okafor", "Tue, Nov 12, 2024", picker=12))
    tr.click("14", editor("10:18", 69, "Dentist – Dr. Okafor", "Tue, Nov 12, 2024", picker=14))
    tr.click("OK", editor("10:18", 69, "Dentist – Dr. Okafor", "Thu, Nov 14, 2024"))
    new = ("14", 1, ("Dentist – Dr. Okafor", "11 AM – 12 PM", ""))
    sch = schedule("10:19", 68, extra=new)
    sch = [el for el in sch if not (el["text"] == "" and el["class_name"] == "android.widget.TextView")]
    for el in sch:
        if el["content_description"] == "Dentist – Dr. Okafor, 11 AM – 12 PM, ":
            el["content_description"] = "Dentist – Dr. Okafor, 11 AM – 12 PM"
    tr.click("Save", sch)
    detail = status("10:19", 68, ("Calendar notification",)) + [
        e(None, "Close", "ImageButton", (0, 150, 140, 290), "info_action_close", click=True),
        e(None, "Edit event", "ImageButton", (640, 160, 760, 280), "info_action_edit", click=True),
        e(None, "Delete event", "ImageButton", (760, 160, 880, 280), "info_action_delete", click=True),
        e(None, "More options", "ImageView", (900, 160, 1030, 280), None, click=True),
        e("Dentist – Dr. Okafor", None, "TextView", (150, 330, 1040, 430), "title"),
        e("Thursday, November 14 ⋅ 11:00 AM – 12:00 PM", None, "TextView", (150, 440, 1040, 500), "when_datetime"),
        e("30 minutes before", "Notification: 30 minutes before", "TextView", (150, 560, 1040, 630), "notification_text"),
        e("Dana Whitfield", "Calendar: Dana Whitfield", "TextView", (150, 680, 1040, 750), "calendar_name"),
        e("Busy", None, "TextView", (150, 780, 1040, 850), "availability"),
        e("Default visibility", None, "TextView", (150, 880, 1040, 950), "visibility"),
        e(None, "Add a reminder or other options", "ImageButton", (860, 2020, 1030, 2190), None, click=True)]
    tr.click("Dentist – Dr. Okafor, 11 AM – 12 PM", detail)
    add(rs, 7, tr)


# Signal: bad
def t08(rs: RowSet) -> None:
    P = "org.thoughtcrime.securesms"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    OLD, NEW = "Climbing Crew", "Climbing Crew – Sat 7am"

    def chats(clock, batt, first):
        s = status(clock, batt, ("Signal: 3 new messages",) if first[3] else ())
        s += [e(None, "Profile", "ImageView", (30, 160, 150, 280), "toolbar_avatar", click=True),
              e("Signal", None, "TextView", (170, 180, 500, 260), "toolbar_title"),
              e(None, "Search", "Button", (700, 160, 820, 280), "menu_search", click=True),
              e(None, "More options", "ImageView", (940, 160, 1060, 280), None, click=True),
              e("All chats", None, "Button", (30, 310, 260, 400), "chip_all", click=True, sel=True),
              e("Unread", None, "Button", (280, 310, 470, 400), "chip_unread", click=True, sel=False),
              e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 420, 1080, 2110), "list", scroll=True)]
        rows_ = [first,
                 ("Mom", "Call me when you land ❤️", "Yesterday", 0),
                 ("Priya Raman", "You: perfect, see you at 6", "Yesterday", 0),
                 ("Note to Self", "Locker code 4471", "Sun", 0),
                 ("Greg (Landlord)", "The plumber comes Thursday between 9 and 12", "Sat", 0),
                 ("Book club", "Aylin: next one is Piranesi!", "Nov 8", 0),
                 ("Theo", "Voice message", "Nov 6", 0),
                 ("Marco Ruiz", "You: thanks for the belay glasses", "Nov 2", 0)]
        y = 430
        for name, msg, when, unread in rows_:
            desc = f"{name}, {msg}, {when}" + (f", {unread} unread messages" if unread else "")
            s += [e(None, desc, "android.view.View", (0, y, 1080, y + 200), "conversation_list_item", click=True, long=True),
                  e(None, f"{name} avatar", "ImageView", (42, y + 40, 162, y + 160), "conversation_list_item_avatar"),
                  e(name, None, "TextView", (190, y + 40, 830, y + 96), "conversation_list_item_name"),
                  e(msg, None, "TextView", (190, y + 100, 900, y + 156), "conversation_list_item_summary"),
                  e(when, None, "TextView", (840, y + 40, 1040, y + 90), "conversation_list_item_date")]
            if unread:
                s.append(e(str(unread), None, "TextView", (970, y + 110, 1040, y + 160), "conversation_list_item_unread_indicator"))
            y += 200
        s += [e(None, "Camera", "ImageButton", (900, 1840, 1040, 1960), "camera_fab", click=True),
              e(None, "New chat", "ImageButton", (880, 1980, 1040, 2110), "fab", click=True),
              e("Chats", "Chats", "Button", (0, 2130, 360, 2290), "conversation_list_tab_icon", click=True, sel=True),
              e("Calls", "Calls", "Button", (360, 2130, 720, 2290), "calls_tab_icon", click=True, sel=False),
              e("Stories", "Stories", "Button", (720, 2130, 1080, 2290), "stories_tab_icon", click=True, sel=False)]
        return s

    tr = Tr(chats("8:43", 88, (OLD, "Jonas: anyone bringing the 70m rope?", "8:41 AM", 3)))

    msgs = [("Today", None, None, None),
            ("Aylin Demir", "Forecast looks dry for Saturday ☀️ Castle Rock?", "8:12 AM", "in"),
            ("Marco Ruiz", "I'm in. Can drive 3 people from the Mission", "8:20 AM", "in"),
            ("Sina Park", "Count me in but I need to leave by 1", "8:33 AM", "in"),
            ("Jonas Weber", "anyone bringing the 70m rope?", "8:41 AM", "in")]

    def convo(clock, batt, title, extra, draft=""):
        s = status(clock, batt, ())
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e(None, f"{title} avatar", "ImageView", (140, 170, 240, 270), "conversation_title_avatar"),
              e(title, None, "TextView", (260, 160, 760, 230), "conversation_title", click=True),
              e("5 members", None, "TextView", (260, 230, 760, 276), "conversation_subtitle"),
              e(None, "Video call", "Button", (760, 160, 880, 280), "menu_video_secure", click=True),
              e(None, "Call", "Button", (880, 160, 960, 280), "menu_call_secure", click=True),
              e(None, "More options", "ImageView", (960, 160, 1060, 280), None, click=True),
              e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2080), "conversation_item_recycler", scroll=True)]
        y = 480
        for who, body, when, d in msgs + extra:
            if body is None:
                s.append(e(who, None, "TextView", (440, y, 640, y + 50), "sticky_header"))
                y += 80
                continue
            if d == "update":
                s += [e(body, None, "TextView", (120, y, 960, y + 110), "conversation_update_body"),
                      e(when, None, "TextView", (400, y + 110, 680, y + 150), "conversation_update_date")]
                y += 190
                continue
            if d == "in":
                s += [e(who, None, "TextView", (160, y, 700, y + 46), "group_message_sender_name"),
                      e(body, None, "TextView", (160, y + 50, 860, y + 150), "conversation_item_body"),
                      e(when, None, "TextView", (160, y + 152, 400, y + 190), "conversation_item_footer_date")]
            else:
                s += [e(body, None, "TextView", (260, y + 10, 1040, y + 140), "conversation_item_body"),
                      e(when, None, "TextView", (700, y + 142, 940, y + 180), "conversation_item_footer_date"),
                      e(None, "Sent", "ImageView", (950, y + 142, 1000, y + 180), "footer_delivery_status")]
            y += 220
        s += [e(None, "Emoji", "ImageButton", (20, 2110, 120, 2210), "emoji_toggle", click=True),
              e(draft, None, "EditText", (130, 2100, 820, 2220), "embedded_text_editor", edit=True, click=True, focus=bool(draft), hint="Signal message")]
        if draft:
            s.append(e(None, "Send message", "ImageButton", (930, 2100, 1060, 2220), "send_button", click=True))
        else:
            s += [e(None, "Camera", "ImageButton", (830, 2110, 920, 2210), "quick_camera_toggle", click=True),
                  e(None, "Voice message", "ImageButton", (930, 2100, 1060, 2220), "quick_audio_toggle", click=True),
                  e(None, "Attachment", "ImageButton", (720, 2110, 810, 2210), "attach_button", click=True)]
        return s

    tr.click(f"{OLD}, Jonas: anyone bringing the 70m rope?", convo("8:43", 88, OLD, []))

    def settings(clock, batt, title):
        s = status(clock, batt, ())
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e(None, "More options", "ImageView", (960, 160, 1060, 280), None, click=True),
              e(None, f"{title} avatar", "ImageView", (400, 300, 680, 580), "avatar", click=True),
              e(title, None, "TextView", (60, 610, 1020, 700), "name", click=True),
              e("Group · 5 members", None, "TextView", (60, 700, 1020, 750), "about"),
              e("Gym + crag days. Bring chalk.", None, "TextView", (60, 760, 1020, 810), "description"),
              e("Message", None, "Button", (30, 850, 226, 1010), None, click=True),
              e("Video", None, "Button", (236, 850, 432, 1010), None, click=True),
              e("Audio", None, "Button", (442, 850, 638, 1010), None, click=True),
              e("Mute", None, "Button", (648, 850, 844, 1010), None, click=True),
              e("Search", None, "Button", (854, 850, 1050, 1010), None, click=True),
              e("Disappearing messages", None, "TextView", (150, 1060, 900, 1120), None, click=True),
              e("Off", None, "TextView", (150, 1120, 900, 1160), None),
              e("Chat color & wallpaper", None, "TextView", (150, 1200, 900, 1260), None, click=True),
              e("Sounds & notifications", None, "TextView", (150, 1300, 900, 1360), None, click=True),
              e("Shared media", None, "TextView", (60, 1420, 700, 1480), None),
              e("See all", None, "Button", (840, 1410, 1040, 1490), None, click=True),
              e(None, "Photo, Nov 9", "ImageView", (60, 1500, 300, 1740), None, click=True),
              e(None, "Photo, Nov 9", "ImageView", (310, 1500, 550, 1740), None, click=True),
              e(None, "Photo, Oct 26", "ImageView", (560, 1500, 800, 1740), None, click=True),
              e(None, "Video, Oct 26", "ImageView", (810, 1500, 1050, 1740), None, click=True),
              e("5 members", None, "TextView", (60, 1800, 700, 1860), None),
              e("Add members", None, "TextView", (150, 1890, 900, 1960), None, click=True),
              e("You", None, "TextView", (150, 1990, 900, 2050), None, click=True),
              e("Admin", None, "TextView", (900, 1990, 1040, 2050), None),
              e("Aylin Demir", None, "TextView", (150, 2090, 900, 2150), None, click=True),
              e("Admin", None, "TextView", (900, 2090, 1040, 2150), None),
              e("Jonas Weber", None, "TextView", (150, 2190, 900, 2250), None, click=True),
              e("Marco Ruiz", None, "TextView", (150, 2290, 900, 2350), None, click=True)]
        return s

    tr.click("conversation_title", settings("8:44", 88, OLD))

    def edit(clock, batt, name):
        s = status(clock, batt, ())
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Edit group", None, "TextView", (150, 180, 700, 260), "toolbar_title"),
              e(None, "Group avatar", "ImageView", (400, 330, 680, 610), "avatar", click=True),
              e("Edit photo", None, "Button", (390, 630, 690, 720), "edit_photo", click=True),
              e(name, None, "EditText", (60, 780, 1020, 900), "name", edit=True, click=True, focus=True, hint="Group name (required)"),
              e(f"{len(name)}/32", None, "TextView", (860, 910, 1020, 950), "name_counter"),
              e("Gym + crag days. Bring chalk.", None, "EditText", (60, 980, 1020, 1100), "description", edit=True, click=True, hint="Group description"),
              e("The group name and description will be visible to members of this group and people who have been invited.", None, "TextView", (60, 1120, 1020, 1220), None),
              e("Save", None, "Button", (760, 2080, 1040, 2200), "save", click=True)]
        return s

    tr.click("name", edit("8:44", 88, OLD))
    tr.type("name", NEW, edit("8:44", 88, NEW))
    tr.click("Save", settings("8:45", 88, NEW))
    upd = [("", f"You changed the group name to \"{NEW}\".", "8:45 AM", "update")]
    tr.act("navigate_back", convo("8:45", 88, NEW, upd))
    text = "Renamed so we remember the start time 🙂 I'll bring the 70m"
    tr.type("embedded_text_editor", text, convo("8:45", 87, NEW, upd, draft=text))
    sent = upd + [("You", text, "8:46 AM", "out")]
    tr.click("Send message", convo("8:46", 87, NEW, sent))
    tr.act("navigate_back", chats("8:46", 87, (OLD, f"You: {text}", "Now", 0)))

    mom = status("8:46", 87, ()) + [
        e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
        e(None, "Mom avatar", "ImageView", (140, 170, 240, 270), "conversation_title_avatar"),
        e("Mom", None, "TextView", (260, 180, 760, 260), "conversation_title", click=True),
        e(None, "Video call", "Button", (760, 160, 880, 280), "menu_video_secure", click=True),
        e(None, "Call", "Button", (880, 160, 960, 280), "menu_call_secure", click=True),
        e(None, "More options", "ImageView", (960, 160, 1060, 280), None, click=True),
        e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2080), "conversation_item_recycler", scroll=True),
        e("Sun, Nov 10", None, "TextView", (420, 1100, 660, 1150), "sticky_header"),
        e("Did you book the flight for Thanksgiving?", None, "TextView", (40, 1190, 800, 1290), "conversation_item_body"),
        e("7:12 PM", None, "TextView", (40, 1292, 300, 1330), "conversation_item_footer_date"),
        e("Yes! Landing Wed 27th at 4:10pm, SFO→PHL", None, "TextView", (260, 1380, 1040, 1480), "conversation_item_body"),
        e("7:20 PM", None, "TextView", (700, 1482, 940, 1520), "conversation_item_footer_date"),
        e(None, "Read", "ImageView", (950, 1482, 1000, 1520), "footer_delivery_status"),
        e("Yesterday", None, "TextView", (420, 1580, 660, 1630), "sticky_header"),
        e("Call me when you land ❤️", None, "TextView", (40, 1670, 800, 1770), "conversation_item_body"),
        e("9:58 PM", None, "TextView", (40, 1772, 300, 1810), "conversation_item_footer_date"),
        e(None, "Emoji", "ImageButton", (20, 2110, 120, 2210), "emoji_toggle", click=True),
        e("", None, "EditText", (130, 2100, 820, 2220), "embedded_text_editor", edit=True, click=True, focus=False, hint="Signal message"),
        e(None, "Camera", "ImageButton", (830, 2110, 920, 2210), "quick_camera_toggle", click=True),
        e(None, "Voice message", "ImageButton", (930, 2100, 1060, 2220), "quick_audio_toggle", click=True),
        e(None, "Attachment", "ImageButton", (720, 2110, 810, 2210), "attach_button", click=True)]
    tr.click("Mom, Call me when you land ❤️", mom)
    add(rs, 8, tr, bad=True, turn=9, kind="renamed group listed in the chat list under its old name")


# Uber (ride-hailing): bad
def t09(rs: RowSet) -> None:
    P = "com.ubercab"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def home(clock, batt):
        s = status(clock, batt, ())
        s += [e("Uber", None, "TextView", (42, 160, 400, 260), None),
              e(None, "Where to?", "Button", (42, 300, 1038, 430), "ub__location_search_entry", click=True),
              e("Where to?", None, "TextView", (140, 330, 700, 400), None),
              e("Now", "Schedule a ride, Now", "Button", (760, 320, 1010, 410), None, click=True),
              e(None, "San Francisco International Airport (SFO), San Francisco, CA 94128", "android.view.View", (0, 460, 1080, 620), None, click=True),
              e("San Francisco International Airport (SFO)", None, "TextView", (150, 480, 1000, 540), None),
              e("San Francisco, CA 94128", None, "TextView", (150, 544, 1000, 590), None),
              e(None, "Salesforce Tower, 415 Mission St, San Francisco, CA", "android.view.View", (0, 620, 1080, 780), None, click=True),
              e("Salesforce Tower", None, "TextView", (150, 640, 1000, 700), None),
              e("415 Mission St, San Francisco, CA", None, "TextView", (150, 704, 1000, 750), None),
              e(None, "Mission Cliffs, 2295 Harrison St, San Francisco, CA", "android.view.View", (0, 780, 1080, 940), None, click=True),
              e("Mission Cliffs", None, "TextView", (150, 800, 1000, 860), None),
              e("2295 Harrison St, San Francisco, CA", None, "TextView", (150, 864, 1000, 910), None),
              e("Suggestions", None, "TextView", (42, 990, 600, 1060), None),
              e("See all", None, "Button", (860, 990, 1038, 1060), None, click=True),
              e("Ride", "Ride", "Button", (42, 1090, 282, 1330), None, click=True),
              e("Reserve", "Reserve", "Button", (292, 1090, 532, 1330), None, click=True),
              e("Rental Cars", "Rental Cars", "Button", (542, 1090, 782, 1330), None, click=True),
              e("Courier", "Courier", "Button", (792, 1090, 1038, 1330), None, click=True),
              e("Ways to save with Uber", None, "TextView", (42, 1400, 1038, 1470), None),
              e("Wait & Save: save up to 20% when you can wait for your ride", None, "TextView", (42, 1490, 1038, 1640), None, click=True),
              e("Home", "Home", "Button", (0, 2130, 270, 2290), None, click=True, sel=True),
              e("Services", "Services", "Button", (270, 2130, 540, 2290), None, click=True, sel=False),
              e("Activity", "Activity", "Button", (540, 2130, 810, 2290), None, click=True, sel=False),
              e("Account", "Account", "Button", (810, 2130, 1080, 2290), None, click=True, sel=False)]
        return s

    tr = Tr(home("19:31", 41))
    opts = [("UberX", "4", "$48.92", "7:38 PM · 4 min away", "Affordable rides, all to yourself"),
            ("Wait & Save", "4", "$41.37", "7:51 PM pickup", "Wait a little, save a little"),
            ("Comfort", "4", "$61.40", "7:40 PM · 6 min away", "Newer cars with extra legroom"),
            ("UberXL", "6", "$78.15", "7:42 PM · 8 min away", "Affordable rides for groups up to 6"),
            ("Black", "4", "$104.66", "7:44 PM · 10 min away", "Premium rides in luxury cars")]

    def options(clock, batt, chosen, pay, sheet=False):
        s = status(clock, batt, ())
        s += [e(None, "Back", "ImageButton", (30, 150, 160, 280), None, click=True),
              e(None, "Map showing route from 1450 Rowe St to San Francisco International Airport (SFO)", "android.view.View", (0, 0, 1080, 900), "map", click=True),
              e("1450 Rowe St", None, "TextView", (300, 300, 640, 360), None),
              e("SFO · 26 min", None, "TextView", (560, 700, 900, 760), None),
              e("Choose a trip, or swipe up for more", None, "TextView", (42, 940, 1038, 1000), None)]
        y = 1020
        for name, seats, price, eta, blurb in opts:
            on = name == chosen
            s += [e(None, f"{name}, {seats} seats, {price}, {eta}. {blurb}", "android.view.View", (0, y, 1080, y + 170), None, click=True, sel=on),
                  e(name, None, "TextView", (220, y + 20, 600, y + 76), None),
                  e(seats, f"{seats} seats", "TextView", (610, y + 20, 680, y + 76), None),
                  e(eta, None, "TextView", (220, y + 80, 800, y + 124), None),
                  e(price, None, "TextView", (830, y + 20, 1040, y + 76), None)]
            y += 170
        s += [e(None, f"Payment method: {pay}. Change payment method", "Button", (0, 1900, 700, 2010), "payment_row", click=True),
              e(pay, None, "TextView", (120, 1920, 680, 1990), None),
              e(None, "Schedule", "ImageButton", (900, 1900, 1040, 2010), None, click=True),
              e(f"Choose {chosen}", None, "Button", (42, 2040, 1038, 2180), "confirmation_button", click=True)]
        if sheet:
            s += [e(None, None, "android.view.View", (0, 1000, 1080, 2400), "payment_sheet"),
                  e("Payment options", None, "TextView", (42, 1040, 1038, 1120), None),
                  e("Uber Cash", None, "TextView", (150, 1180, 800, 1240), None),
                  e("$0.00", None, "TextView", (850, 1180, 1040, 1240), None),
                  e(None, "Uber Cash, $0.00. Not enough balance", "RadioButton", (0, 1160, 1080, 1280), None, click=True, checked=False, enabled=False),
                  e("Payment methods", None, "TextView", (42, 1320, 800, 1380), None),
                  e("Visa •••• 4417", None, "TextView", (150, 1420, 800, 1480), None),
                  e(None, "Visa •••• 4417, expires 08/27", "RadioButton", (0, 1400, 1080, 1520), None, click=True, checked=pay.startswith("Visa")),
                  e("PayPal", None, "TextView", (150, 1560, 800, 1620), None),
                  e("dana.whitfield@gmail.com", None, "TextView", (150, 1622, 800, 1666), None),
                  e(None, "PayPal, dana.whitfield@gmail.com", "RadioButton", (0, 1540, 1080, 1690), None, click=True, checked=pay == "PayPal"),
                  e("Google Pay", None, "TextView", (150, 1730, 800, 1790), None),
                  e(None, "Google Pay", "RadioButton", (0, 1710, 1080, 1830), None, click=True, checked=False),
                  e("Add payment method", None, "Button", (150, 1870, 900, 1950), None, click=True),
                  e("Gift card", None, "Button", (150, 1970, 900, 2050), None, click=True),
                  e("Ride profiles: Personal", None, "TextView", (42, 2090, 1038, 2150), None, click=True)]
        return s

    tr.click("San Francisco International Airport (SFO), San Francisco, CA 94128", options("19:31", 41, "UberX", "Visa •••• 4417"))
    tr.click("payment_row", options("19:32", 41, "UberX", "Visa •••• 4417", sheet=True))
    tr.click("PayPal, dana.whitfield@gmail.com", options("19:32", 41, "UberX", "PayPal"))
    tr.click("Comfort, 4 seats", options("19:32", 41, "Comfort", "PayPal"))

    pickup = status("19:33", 40, ()) + [
        e(None, "Back", "ImageButton", (30, 150, 160, 280), None, click=True),
        e(None, "Map, drag to adjust your pickup spot", "android.view.View", (0, 0, 1080, 1640), "map", click=True),
        e("Pickup here", None, "TextView", (400, 720, 680, 780), None),
        e("Confirm your pickup spot", None, "TextView", (42, 1680, 1038, 1760), None),
        e(None, "Pickup location: 1450 Rowe St. Search for a different pickup", "Button", (42, 1790, 1038, 1920), None, click=True),
        e("1450 Rowe St", None, "TextView", (120, 1820, 900, 1890), None),
        e("Confirm pickup", None, "Button", (42, 2040, 1038, 2180), "confirmation_button", click=True)]
    tr.click("Choose Comfort", pickup)

    def finding(clock, batt, details):
        s = status(clock, batt, ("Uber: Finding your ride",))
        s += [e(None, "Map showing your pickup spot at 1450 Rowe St", "android.view.View", (0, 0, 1080, 1300 if not details else 700), "map", click=True),
              e("Connecting you to a driver", None, "TextView", (42, 1340 if not details else 740, 1038, 1420 if not details else 820), None),
              e(None, "Searching", "ProgressBar", (42, 1440 if not details else 840, 1038, 1460 if not details else 860), None)]
        if not details:
            s += [e("Comfort", None, "TextView", (42, 1500, 700, 1560), None),
                  e("1450 Rowe St", "Pickup: 1450 Rowe St", "TextView", (120, 1600, 1000, 1660), None),
                  e("San Francisco International Airport (SFO)", "Dropoff: San Francisco International Airport (SFO)", "TextView", (120, 1700, 1000, 1760), None),
                  e(None, "Trip details", "Button", (42, 1800, 1038, 1900), "trip_details", click=True),
                  e("Cancel", None, "Button", (42, 2040, 1038, 2180), None, click=True)]
        else:
            s += [e("Trip details", None, "TextView", (42, 900, 1038, 980), None),
                  e("Comfort", None, "TextView", (150, 1010, 700, 1070), None),
                  e("Newer cars with extra legroom", None, "TextView", (150, 1072, 900, 1116), None),
                  e("$61.40", None, "TextView", (830, 1010, 1040, 1070), None),
                  e("1450 Rowe St", "Pickup: 1450 Rowe St", "TextView", (150, 1170, 1000, 1230), None),
                  e("San Francisco International Airport (SFO)", "Dropoff: San Francisco International Airport (SFO)", "TextView", (150, 1270, 1000, 1330), None),
                  e("Add or change", None, "Button", (760, 1250, 1040, 1350), None, click=True),
                  e("Payment", None, "TextView", (42, 1410, 600, 1470), None),
                  e("Visa •••• 4417", "Payment method: Visa •••• 4417", "TextView", (150, 1500, 800, 1560), None),
                  e("Switch", None, "Button", (820, 1490, 1040, 1570), None, click=True),
                  e("Personal", None, "TextView", (150, 1600, 800, 1660), None),
                  e("Share trip status", None, "Button", (42, 1720, 1038, 1820), None, click=True),
                  e("Cancel ride", None, "Button", (42, 2040, 1038, 2180), None, click=True)]
        return s

    tr.click("Confirm pickup", finding("19:33", 40, False))
    tr.click("Trip details", finding("19:33", 40, True))
    add(rs, 9, tr, bad=True, turn=7, kind="payment method switched to PayPal reads back as the previous Visa card")


# Material Files: clean
def t10(rs: RowSet) -> None:
    P = "me.zhanghai.android.files"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    files = [("1099-INT_Chase_2024.pdf", "Nov 4, 2024 9:12 AM", "184 kB"),
             ("boarding_pass_TP1356_MUC_LIS.pdf", "Nov 11, 2024 8:03 PM", "97.6 kB"),
             ("IMG_20241103_192211.jpg", "Nov 3, 2024 7:22 PM", "3.84 MB"),
             ("lease_renewal_signed.pdf", "Oct 28, 2024 6:41 PM", "2.40 MB"),
             ("Organic_Maps_bookmarks_Alps_2024.kmz", "Oct 19, 2024 10:05 AM", "12.3 kB"),
             ("property_tax_bill_2024.pdf", "Nov 1, 2024 4:55 PM", "1.02 MB"),
             ("termux-app_v0.118.1+github-debug_arm64-v8a.apk", "Sep 30, 2024 11:47 PM", "32.1 MB"),
             ("W-2_Northwind_2024.pdf", "Nov 8, 2024 1:30 PM", "312 kB"),
             ("wireguard-home.conf", "Aug 14, 2024 9:20 PM", "361 B")]
    dirs0 = [("Telegram", "Nov 10, 2024 3:18 PM")]

    def listing(clock, batt, path, dirs, fl, selected=(), paste=None, fab=False, empty=False):
        s = status(clock, batt, ())
        if selected:
            s += [e(None, "Close", "ImageButton", (0, 150, 130, 280), None, click=True),
                  e(f"{len(selected)} selected", None, "TextView", (150, 180, 560, 250), None),
                  e(None, "Cut", "Button", (566, 150, 694, 280), "action_cut", click=True),
                  e(None, "Copy", "Button", (694, 150, 822, 280), "action_copy", click=True),
                  e(None, "Delete", "Button", (822, 150, 950, 280), "action_delete", click=True),
                  e(None, "More options", "ImageView", (950, 150, 1080, 280), None, click=True)]
        else:
            s += [e(None, "Open navigation drawer", "ImageButton", (0, 150, 130, 280), None, click=True),
                  e(path.rsplit("/", 1)[-1], None, "TextView", (150, 170, 560, 230), None),
                  e(f"/storage/emulated/0/{path}", None, "TextView", (150, 230, 700, 270), None),
                  e(None, "Search", "Button", (694, 150, 822, 280), "action_search", click=True),
                  e(None, "Sort", "Button", (822, 150, 950, 280), "action_sort", click=True),
                  e(None, "More options", "ImageView", (950, 150, 1080, 280), None, click=True)]
        crumbs = ["Internal storage"] + path.split("/")
        x = 30
        for c in crumbs:
            w = 40 + 22 * len(c)
            s.append(e(c, None, "TextView", (x, 300, x + w, 380), None, click=True))
            x += w + 40
        s.append(e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 400, 1080, 2290), "recycler", scroll=True))
        y = 410
        if empty:
            s += [e(None, None, "ImageView", (440, 1000, 640, 1200), "empty_image"),
                  e("No files", None, "TextView", (340, 1220, 740, 1290), "empty_text")]
        for name, when in dirs:
            s += [e(None, None, "android.view.View", (0, y, 1080, y + 170), "item", click=True, long=True, sel=(name in selected) if selected else None),
                  e(None, "Folder", "ImageView", (42, y + 35, 142, y + 135), "icon"),
                  e(name, None, "TextView", (180, y + 30, 1000, y + 90), "name"),
                  e(when, None, "TextView", (180, y + 94, 1000, y + 140), "description")]
            y += 170
        for name, when, size in fl:
            if y + 170 > 2290:
                break
            s += [e(None, None, "android.view.View", (0, y, 1080, y + 170), "item", click=True, long=True, sel=(name in selected) if selected else None),
                  e(None, "PDF document" if name.endswith(".pdf") else "File", "ImageView", (42, y + 35, 142, y + 135), "icon"),
                  e(name, None, "TextView", (180, y + 30, 1000, y + 90), "name"),
                  e(f"{when} · {size}", None, "TextView", (180, y + 94, 1000, y + 140), "description")]
            y += 170
        if paste:
            s += [e(paste, None, "TextView", (42, 2170, 600, 2260), "paste_text"),
                  e("Cancel", None, "Button", (620, 2160, 820, 2270), "paste_cancel", click=True),
                  e("Paste", None, "Button", (840, 2160, 1040, 2270), "paste_button", click=True)]
        elif not selected:
            s.append(e(None, "Create", "ImageButton", (880, 2090, 1040, 2250), "speed_dial_main_fab", click=True))
        if fab:
            s += [e(None, None, "android.view.View", (0, 0, 1080, 2400), "speed_dial_overlay", click=True),
                  e("File", None, "TextView", (560, 1800, 840, 1860), None),
                  e(None, "File", "ImageButton", (880, 1780, 1020, 1900), "action_create_file", click=True),
                  e("Folder", None, "TextView", (560, 1940, 840, 2000), None),
                  e(None, "Folder", "ImageButton", (880, 1920, 1020, 2040), "action_create_directory", click=True)]
        return s

    D = "Download"
    tr = Tr(listing("16:07", 58, D, dirs0, files))
    tr.click("Create", listing("16:07", 58, D, dirs0, files, fab=True))
    dlg = status("16:07", 58, ()) + [
        e(None, None, "android.view.View", (60, 800, 1020, 1380), "dialog"),
        e("Create folder", None, "TextView", (110, 850, 960, 930), "alertTitle"),
        e("", None, "EditText", (110, 970, 960, 1090), "name_edit", edit=True, click=True, focus=True, hint="Name"),
        e("Cancel", None, "Button", (560, 1250, 760, 1350), "button2", click=True),
        e("OK", None, "Button", (780, 1250, 980, 1350), "button1", click=True)]
    tr.click("Folder", dlg)
    dlg2 = [({**el, "text": "Tax 2024"} if el.get("hint_text") == "Name" else el) for el in dlg]
    tr.type("name_edit", "Tax 2024", dlg2)
    dirs1 = [("Tax 2024", "Nov 12, 2024 4:08 PM"), ("Telegram", "Nov 10, 2024 3:18 PM")]
    tr.click("OK", listing("16:08", 58, D, dirs1, files))
    moving = ("1099-INT_Chase_2024.pdf", "W-2_Northwind_2024.pdf", "property_tax_bill_2024.pdf")
    tr.long("1099-INT_Chase_2024.pdf", listing("16:08", 58, D, dirs1, files, selected=moving[:1]))
    tr.click("W-2_Northwind_2024.pdf", listing("16:08", 58, D, dirs1, files, selected=moving[:2]))
    tr.click("property_tax_bill_2024.pdf", listing("16:09", 58, D, dirs1, files, selected=moving))
    tr.click("Cut", listing("16:09", 58, D, dirs1, files, paste="3 items to move"))
    tr.click("Tax 2024", listing("16:09", 57, f"{D}/Tax 2024", [], [], paste="3 items to move", empty=True))
    moved = [f for f in files if f[0] in moving]
    tr.click("Paste", listing("16:10", 57, f"{D}/Tax 2024", [], moved))
    dirs2 = [("Tax 2024", "Nov 12, 2024 4:10 PM"), ("Telegram", "Nov 10, 2024 3:18 PM")]
    tr.act("navigate_back", listing("16:10", 57, D, dirs2, [f for f in files if f[0] not in moving]))
    add(rs, 10, tr)


# YouTube: clean
def t11(rs: RowSet) -> None:
    P = "com.google.android.youtube"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def bottom():
        return [e("Home", "Home", "Button", (0, 2150, 216, 2290), "pivot_bar_item", click=True, sel=True),
                e("Shorts", "Shorts", "Button", (216, 2150, 432, 2290), "pivot_bar_item", click=True, sel=False),
                e(None, "Create", "Button", (432, 2150, 648, 2290), "pivot_bar_item", click=True),
                e("Subscriptions", "Subscriptions: New content is available", "Button", (648, 2150, 864, 2290), "pivot_bar_item", click=True, sel=False),
                e("You", "You", "Button", (864, 2150, 1080, 2290), "pivot_bar_item", click=True, sel=False)]

    home = status("20:14", 33, ("YouTube notification",)) + [
        e(None, "YouTube", "ImageView", (30, 160, 300, 260), "youtube_logo"),
        e(None, "Cast. Disconnected", "Button", (620, 150, 730, 270), "media_route_button", click=True),
        e(None, "Notifications", "Button", (730, 150, 840, 270), "notifications", click=True),
        e(None, "Search", "Button", (840, 150, 950, 270), "menu_item_1", click=True),
        e(None, "Account", "ImageView", (950, 150, 1070, 270), "mobile_topbar_avatar", click=True),
        e("All", None, "Button", (30, 290, 150, 380), "chip", click=True, sel=True),
        e("Music", None, "Button", (170, 290, 340, 380), "chip", click=True, sel=False),
        e("Podcasts", None, "Button", (360, 290, 580, 380), "chip", click=True, sel=False),
        e("Climbing", None, "Button", (600, 290, 820, 380), "chip", click=True, sel=False),
        e("Live", None, "Button", (840, 290, 980, 380), "chip", click=True, sel=False),
        e(None, "Adam Ondra climbs Silence 9c - first ascent documentary - 24 minutes - Go play the video", "android.view.View", (0, 400, 1080, 1010), "thumbnail", click=True),
        e("24:11", None, "TextView", (920, 930, 1060, 980), "duration"),
        e("Adam Ondra climbs Silence 9c — first ascent documentary", None, "TextView", (160, 1030, 960, 1130), "title"),
        e("Black Diamond · 6.2M views · 6 years ago", None, "TextView", (160, 1134, 960, 1180), "details"),
        e(None, "Action menu", "ImageButton", (980, 1030, 1060, 1110), "menu", click=True),
        e(None, "How the Internet Travels Across Oceans - 19 minutes, 37 seconds - Go play the video", "android.view.View", (0, 1220, 1080, 1830), "thumbnail", click=True),
        e("19:37", None, "TextView", (920, 1750, 1060, 1800), "duration"),
        e("How the Internet Travels Across Oceans", None, "TextView", (160, 1850, 960, 1950), "title"),
        e("Vox · 14M views · 5 years ago", None, "TextView", (160, 1954, 960, 2000), "details"),
        e(None, "Action menu", "ImageButton", (980, 1850, 1060, 1930), "menu", click=True)] + bottom()
    tr = Tr(home)

    def search(clock, batt, q, items):
        s = status(clock, batt, ("YouTube notification",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e(q, None, "EditText", (140, 160, 900, 270), "search_edit_text", edit=True, click=True, focus=True, hint="Search YouTube"),
              e(None, "Search with your voice", "ImageButton", (930, 160, 1050, 270), "voice_search", click=True)]
        y = 300
        for kind, text in items:
            s += [e(None, kind, "ImageView", (42, y + 30, 102, y + 90), "search_type_icon"),
                  e(text, None, "TextView", (140, y + 20, 920, y + 100), "text", click=True),
                  e(None, f"Edit suggestion {text}", "ImageView", (960, y + 30, 1020, y + 90), "edit_suggestion", click=True)]
            y += 120
        return s

    tr.click("Search", search("20:14", 33, "", [("History", "lofi hip hop radio"), ("History", "how to belay lead climbing"),
                                                 ("History", "android 15 features"), ("History", "wireguard setup raspberry pi"),
                                                 ("History", "pasta alla norma")]))
    tr.type("search_edit_text", "kurzgesagt immune system", search("20:14", 33, "kurzgesagt immune system", [
        ("Search", "kurzgesagt immune system"), ("Search", "kurzgesagt immune system explained"),
        ("Search", "kurzgesagt immune system part 2"), ("Search", "kurzgesagt immune system cancer"),
        ("Search", "kurzgesagt immune system bacteria infection"), ("Search", "kurzgesagt immune book")]))

    results = status("20:15", 33, ("YouTube notification",)) + [
        e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
        e("kurzgesagt immune system", None, "TextView", (140, 170, 820, 260), "search_query", click=True),
        e(None, "Cast. Disconnected", "Button", (830, 150, 940, 270), "media_route_button", click=True),
        e(None, "More options", "ImageView", (950, 150, 1070, 270), None, click=True),
        e("All", None, "Button", (30, 290, 150, 380), "chip", click=True, sel=True),
        e("Shorts", None, "Button", (170, 290, 340, 380), "chip", click=True, sel=False),
        e("Videos", None, "Button", (360, 290, 540, 380), "chip", click=True, sel=False),
        e("Unwatched", None, "Button", (560, 290, 800, 380), "chip", click=True, sel=False),
        e(None, "The Immune System Explained I – Bacteria Infection - 6 minutes, 49 seconds - Go play the video", "android.view.View", (0, 400, 1080, 1010), "thumbnail", click=True),
        e("6:49", None, "TextView", (940, 930, 1060, 980), "duration"),
        e("The Immune System Explained I – Bacteria Infection", None, "TextView", (160, 1030, 960, 1130), "title"),
        e("Kurzgesagt – In a Nutshell · 23M views · 10 years ago", None, "TextView", (160, 1134, 960, 1180), "details"),
        e(None, "Action menu", "ImageButton", (980, 1030, 1060, 1110), "menu", click=True),
        e(None, "How The Immune System ACTUALLY Works – IMMUNE - 11 minutes, 20 seconds - Go play the video", "android.view.View", (0, 1220, 1080, 1830), "thumbnail", click=True),
        e("11:20", None, "TextView", (920, 1750, 1060, 1800), "duration"),
        e("How The Immune System ACTUALLY Works – IMMUNE", None, "TextView", (160, 1850, 960, 1950), "title"),
        e("Kurzgesagt – In a Nutshell · 9.4M views · 2 years ago", None, "TextView", (160, 1954, 960, 2000), "details"),
        e(None, "Action menu", "ImageButton", (980, 1850, 1060, 1930), "menu", click=True)] + bottom()
    tr.act("keyboard_enter", results)

    def watch(clock, batt, t, liked, subbed, views="23,018,442 views"):
        s = status(clock, batt, ("YouTube notification",))
        s += [e(None, "Video player. Double tap to seek", "android.view.View", (0, 120, 1080, 728), "player_view", click=True),
              e(None, f"{t} of 6:49", "SeekBar", (0, 700, 1080, 740), "time_bar", click=True),
              e("The Immune System Explained I – Bacteria Infection", None, "TextView", (42, 760, 1038, 880), "title", click=True),
              e(f"{views}  10y ago  ...more", None, "TextView", (42, 884, 1038, 930), "metadata", click=True),
              e(None, "Kurzgesagt – In a Nutshell", "ImageView", (42, 960, 142, 1060), "channel_avatar", click=True),
              e("Kurzgesagt – In a Nutshell", None, "TextView", (160, 970, 620, 1020), "channel_name", click=True),
              e("24M", "24 million subscribers", "TextView", (630, 970, 740, 1020), "subscriber_count")]
        if subbed:
            s += [e("Subscribed", "Subscribed to Kurzgesagt – In a Nutshell. Change notification setting.", "Button", (760, 955, 1050, 1075), "subscribe_button", click=True)]
        else:
            s += [e("Subscribe", "Subscribe to Kurzgesagt – In a Nutshell.", "Button", (800, 955, 1050, 1075), "subscribe_button", click=True)]
        s += [e("437K", "like this video along with 437,212 other people" if not liked else "Remove like. 437,213 people like this video", "Button", (42, 1100, 300, 1200), "like_button", click=True, checked=liked),
              e(None, "Dislike this video", "Button", (300, 1100, 420, 1200), "dislike_button", click=True, checked=False),
              e("Share", "Share", "Button", (440, 1100, 640, 1200), None, click=True),
              e("Remix", "Remix", "Button", (660, 1100, 860, 1200), None, click=True),
              e("Download", "Download", "Button", (880, 1100, 1080, 1200), None, click=True),
              e("Comments 15K", None, "TextView", (42, 1240, 700, 1300), "comments_header", click=True),
              e("I'm a nurse and I still come back to this video every year. Best explanation of the innate immune response out there.", None, "TextView", (140, 1310, 1038, 1430), "comment_teaser"),
              e("Up next", None, "TextView", (42, 1480, 600, 1540), None),
              e(None, "The Immune System Explained II – Virus Infection - 6 minutes, 36 seconds - Go play the video", "android.view.View", (0, 1560, 1080, 2130), "thumbnail", click=True),
              e("The Immune System Explained II – Virus Infection", None, "TextView", (160, 2140, 960, 2200), "title"),
              e("Kurzgesagt – In a Nutshell · 12M views · 9 years ago", None, "TextView", (160, 2204, 960, 2250), "details")]
        return s

    tr.click("The Immune System Explained I – Bacteria Infection - 6 minutes", watch("20:15", 33, "0:03", False, False))
    tr.click("like_button", watch("20:15", 33, "0:11", True, False))
    tr.click("subscribe_button", watch("20:15", 32, "0:16", True, True, views="23,018,447 views"))
    add(rs, 11, tr)


# Todoist: bad
def t12(rs: RowSet) -> None:
    P = "com.todoist"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    today = status("10:38", 74, ("Todoist reminder",)) + [
        e("Today", None, "TextView", (42, 170, 600, 270), "toolbar_title"),
        e(None, "View options", "Button", (820, 160, 940, 280), "menu_view_options", click=True),
        e(None, "More options", "ImageView", (940, 160, 1060, 280), None, click=True),
        e("6 tasks", None, "TextView", (42, 280, 600, 330), None),
        e("Overdue", None, "TextView", (42, 370, 600, 430), "section_name"),
        e("Reschedule", None, "Button", (800, 360, 1040, 440), None, click=True),
        e(None, "Complete task Book passport photo appointment", "CheckBox", (30, 470, 130, 570), "checkmark", click=True, checked=False),
        e("Book passport photo appointment", None, "TextView", (150, 460, 1000, 520), "text", click=True),
        e("9 Nov · Inbox", None, "TextView", (150, 524, 1000, 570), "due_date"),
        e("12 Nov · Today · Tuesday", None, "TextView", (42, 620, 800, 680), "section_name")]
    tasks = [("Submit Q4 expense report", "Work", "Priority 1", "0/3"), ("Call insurance about claim #CLM-88213", "Personal", "Priority 2", None),
             ("Review Priya's PR #4412", "Work", "Priority 3", None), ("Pick up dry cleaning", "Errands", None, None),
             ("Water plants", "Home", None, None)]
    y = 700
    for name, proj, _prio, sub in tasks:
        today += [e(None, f"Complete task {name}", "CheckBox", (30, y + 10, 130, y + 110), "checkmark", click=True, checked=False),
                  e(name, None, "TextView", (150, y, 1000, y + 60), "text", click=True),
                  e((f"{sub} · " if sub else "") + f"Today · {proj}", None, "TextView", (150, y + 64, 1000, y + 110), "due_date")]
        y += 160
    today += [e(None, "Add task", "ImageButton", (880, 2000, 1040, 2160), "fab", click=True),
              e("Inbox", "Inbox", "Button", (0, 2180, 270, 2320), None, click=True, sel=False),
              e("Today", "Today", "Button", (270, 2180, 540, 2320), None, click=True, sel=True),
              e("Upcoming", "Upcoming", "Button", (540, 2180, 810, 2320), None, click=True, sel=False),
              e("Browse", "Browse", "Button", (810, 2180, 1080, 2320), None, click=True, sel=False)]
    tr = Tr(today)

    def detail(clock, batt, ncomments):
        s = status(clock, batt, ("Todoist reminder",))
        s += [e(None, "Close", "ImageButton", (0, 700, 130, 830), None, click=True),
              e("Work", None, "TextView", (150, 730, 500, 800), "project", click=True),
              e(None, "More options", "ImageView", (940, 710, 1060, 830), None, click=True),
              e(None, "Complete task Submit Q4 expense report", "CheckBox", (30, 860, 130, 960), "checkmark", click=True, checked=False),
              e("Submit Q4 expense report", None, "EditText", (150, 850, 1040, 950), "content", edit=True, click=True),
              e("Include Lisbon trip receipts (Oct 21–25). Cost center NW-ENG-07.", None, "EditText", (150, 960, 1040, 1060), "description", edit=True, click=True),
              e("Today", "Date: Today", "Button", (30, 1100, 300, 1190), "due", click=True),
              e("Priority 1", None, "Button", (320, 1100, 560, 1190), "priority", click=True),
              e("finance", "Label: finance", "Button", (580, 1100, 800, 1190), "label", click=True),
              e("Sub-tasks 0/3", None, "TextView", (42, 1240, 700, 1300), "subtasks_header")]
        y = 1320
        for sub in ("Scan hotel invoice", "Scan taxi receipts", "Fill Concur form"):
            s += [e(None, f"Complete task {sub}", "CheckBox", (30, y + 10, 130, y + 110), "checkmark", click=True, checked=False),
                  e(sub, None, "TextView", (150, y + 20, 1000, y + 90), "text", click=True)]
            y += 120
        s += [e("Add sub-task", None, "TextView", (150, y + 20, 1000, y + 90), "add_subtask", click=True),
              e(None, "Comment" + (f", {ncomments} comments" if ncomments else ""), "Button", (0, 2170, 1080, 2300), "comment_bar", click=True),
              e("Comment", None, "TextView", (150, 2200, 800, 2270), None)]
        if ncomments:
            s.append(e(str(ncomments), f"{ncomments} comments", "TextView", (900, 2200, 1040, 2270), "comment_count"))
        return s

    tr.click("Submit Q4 expense report", detail("10:38", 74, 0))

    def comments(clock, batt, posted, draft=""):
        s = status(clock, batt, ("Todoist reminder",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Comments", None, "TextView", (150, 160, 700, 230), "toolbar_title"),
              e("Submit Q4 expense report", None, "TextView", (150, 230, 900, 276), "toolbar_subtitle")]
        if not posted:
            s += [e("No comments yet", None, "TextView", (200, 1000, 880, 1070), "empty_title"),
                  e("Add notes, links or files to this task.", None, "TextView", (160, 1080, 920, 1140), "empty_content")]
        y = 330
        for when, body in posted:
            s += [e(None, "Dana Whitfield", "ImageView", (42, y, 142, y + 100), "avatar"),
                  e("Dana Whitfield", None, "TextView", (170, y, 600, y + 50), "name"),
                  e(when, None, "TextView", (620, y, 1000, y + 50), "date"),
                  e(body, None, "TextView", (170, y + 56, 1040, y + 200), "content", long=True)]
            y += 250
        s += [e(None, "Attach file", "ImageButton", (20, 2110, 130, 2220), "attach", click=True),
              e(draft, None, "EditText", (140, 2100, 900, 2230), "note_content", edit=True, click=True, focus=True, hint="Comment"),
              e(None, "Send", "ImageButton", (920, 2100, 1060, 2230), "submit", click=True, enabled=bool(draft))]
        return s

    tr.click("comment_bar", comments("10:39", 74, []))
    c1 = "Hotel invoice scanned and uploaded to Concur as EXP-20931 (€412.60, Hotel Lisboa Plaza, 4 nights)."
    tr.type("note_content", c1, comments("10:40", 74, [], c1))
    p1 = [("Today 10:41", c1)]
    tr.click("submit", comments("10:41", 74, p1))
    c2 = "Taxi receipts: 4 of 5 found (€61.30 total). Missing the Oct 25 airport ride — asking Bolt support for a copy."
    tr.type("note_content", c2, comments("10:42", 73, p1, c2))
    tr.click("submit", comments("10:43", 73, p1 + [("Today 10:43", c2)]))
    tr.act("navigate_back", detail("10:43", 73, 2))
    tr.click("comment_bar", comments("10:44", 73, p1 + [("Today 10:34", c2)]))
    tr.act("navigate_back", detail("10:44", 73, 2))
    add(rs, 12, tr, bad=True, turn=8, kind="timestamp of the comment just posted reads earlier than when it was posted")


# Jellyfin: clean
def t13(rs: RowSet) -> None:
    P = "org.jellyfin.mobile"

    def e(text=None, desc=None, cls="android.view.View", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def header(clock, batt):
        return status(clock, batt, ()) + [
            e(None, None, "android.webkit.WebView", (0, 118, 1080, 2400), None, scroll=True),
            e(None, "Menu", "Button", (20, 140, 140, 260), None, click=True),
            e("Jellyfin", None, "TextView", (150, 160, 500, 240), None),
            e(None, "Cast", "Button", (720, 140, 840, 260), None, click=True),
            e(None, "Search", "Button", (840, 140, 960, 260), None, click=True),
            e(None, "Settings for dana", "Button", (960, 140, 1070, 260), None, click=True)]

    def home(clock, batt, left):
        s = header(clock, batt)
        s += [e("Home", None, "Button", (30, 280, 280, 370), None, click=True, sel=True),
              e("Favorites", None, "Button", (300, 280, 580, 370), None, click=True, sel=False),
              e("My Media", None, "TextView", (30, 400, 700, 470), None),
              e("Movies", "Movies", "Button", (30, 490, 360, 700), None, click=True),
              e("Shows", "Shows", "Button", (375, 490, 705, 700), None, click=True),
              e("Music", "Music", "Button", (720, 490, 1050, 700), None, click=True),
              e("Continue Watching", None, "TextView", (30, 740, 900, 810), None, click=True),
              e(None, f"Severance, S1:E4 - The You You Are, {left} left", "Button", (30, 830, 640, 1180), None, click=True),
              e("Severance", None, "TextView", (30, 1190, 640, 1240), None),
              e("S1:E4 - The You You Are", None, "TextView", (30, 1244, 640, 1290), None),
              e(None, "Past Lives, 1h 12m left", "Button", (660, 830, 1270, 1180), None, click=True),
              e("Past Lives", None, "TextView", (660, 1190, 1080, 1240), None),
              e("Next Up", None, "TextView", (30, 1340, 900, 1410), None, click=True),
              e(None, "The Expanse, S3:E7 - Delta-V", "Button", (30, 1430, 640, 1780), None, click=True),
              e("The Expanse", None, "TextView", (30, 1790, 640, 1840), None),
              e("S3:E7 - Delta-V", None, "TextView", (30, 1844, 640, 1890), None),
              e(None, "Slow Horses, S4:E2 - Identity Theft", "Button", (660, 1430, 1270, 1780), None, click=True),
              e("Slow Horses", None, "TextView", (660, 1790, 1080, 1840), None),
              e("Latest Movies", None, "TextView", (30, 1940, 900, 2010), None, click=True),
              e(None, "Dune: Part Two", "Button", (30, 2030, 360, 2400), None, click=True),
              e(None, "The Holdovers", "Button", (375, 2030, 705, 2400), None, click=True),
              e(None, "Past Lives", "Button", (720, 2030, 1050, 2400), None, click=True)]
        return s

    tr = Tr(home("20:51", 92, "23m"))

    def details(clock, batt, resume, remaining, ends):
        s = header(clock, batt)
        s += [e(None, "Back", "Button", (20, 280, 140, 400), None, click=True),
              e(None, "Severance - The You You Are", "Image", (0, 420, 1080, 1030), None),
              e("Severance", None, "TextView", (42, 1050, 1038, 1120), None, click=True),
              e("S1:E4 - The You You Are", None, "TextView", (42, 1124, 1038, 1190), None),
              e("2022", None, "TextView", (42, 1210, 160, 1260), None),
              e("55m", None, "TextView", (180, 1210, 300, 1260), None),
              e("TV-MA", None, "TextView", (320, 1210, 460, 1260), None),
              e("8.6", "Community rating 8.6", "TextView", (480, 1210, 600, 1260), None),
              e(f"Ends at {ends}", None, "TextView", (620, 1210, 1000, 1260), None),
              e(None, f"{remaining} remaining", "ProgressBar", (42, 1280, 1038, 1296), None),
              e(None, f"Resume {resume}", "Button", (42, 1320, 260, 1440), None, click=True),
              e(None, "Play from beginning", "Button", (280, 1320, 400, 1440), None, click=True),
              e(None, "Mark played", "Button", (420, 1320, 540, 1440), None, click=True, checked=False),
              e(None, "Add to favorites", "Button", (560, 1320, 680, 1440), None, click=True, checked=False),
              e(None, "More", "Button", (700, 1320, 820, 1440), None, click=True),
              e("Video: 1080p HEVC SDR", None, "TextView", (42, 1480, 1038, 1530), None),
              e("Audio: English - EAC3 - 5.1 - Default", None, "TextView", (42, 1534, 1038, 1584), None, click=True),
              e("Subtitles: Off", None, "TextView", (42, 1588, 1038, 1638), None, click=True),
              e("A mysterious team-building exercise leaves Mark and his coworkers in Macrodata Refinement on edge, while Helly tries a new way to get out.", None, "TextView", (42, 1680, 1038, 1900), None),
              e("Director: Ben Stiller", None, "TextView", (42, 1930, 1038, 1980), None),
              e("Writers: Dan Erickson, Anna Ouyang Moench", None, "TextView", (42, 1984, 1038, 2034), None),
              e("Cast & Crew", None, "TextView", (42, 2080, 700, 2150), None)]
        return s

    tr.click("Severance, S1:E4 - The You You Are", details("20:52", 92, "31:18", "23m", "21:15"))

    def player(clock, batt, pos, left, playing, osd=True):
        s = status(clock, batt, ("Jellyfin: now playing",))
        s.append(e(None, "Video player", "android.view.View", (0, 0, 1080, 2400), "player_view", click=True))
        if osd:
            s += [e(None, "Back", "ImageButton", (20, 150, 140, 270), "back_button", click=True),
                  e("The You You Are", None, "TextView", (160, 160, 900, 220), "track_title"),
                  e("Severance · S1:E4", None, "TextView", (160, 224, 900, 264), "track_subtitle"),
                  e(None, "Audio track", "ImageButton", (700, 1980, 820, 2100), "audio_tracks", click=True),
                  e(None, "Subtitles", "ImageButton", (830, 1980, 950, 2100), "subtitles", click=True),
                  e(None, "Settings", "ImageButton", (960, 1980, 1060, 2100), "settings", click=True),
                  e(None, "Rewind", "ImageButton", (230, 1130, 390, 1290), "exo_rew", click=True),
                  e(None, "Pause" if playing else "Play", "ImageButton", (460, 1120, 620, 1280), "exo_play_pause", click=True),
                  e(None, "Fast forward", "ImageButton", (690, 1130, 850, 1290), "exo_ffwd", click=True),
                  e(pos, None, "TextView", (42, 2130, 200, 2180), "exo_position"),
                  e(None, None, "android.view.View", (210, 2130, 870, 2180), "exo_progress", click=True),
                  e(f"-{left}", None, "TextView", (880, 2130, 1040, 2180), "exo_duration")]
        return s

    tr.click("Resume 31:18", player("20:52", 92, "31:19", "23:33", True))
    tr.act("wait", player("20:53", 91, "32:04", "22:48", True, osd=False))
    tr.click("Video player", player("20:53", 91, "32:31", "22:21", True))
    tr.click("Pause", player("20:53", 91, "32:33", "22:19", False))
    tr.act("navigate_back", details("20:54", 91, "32:33", "22m", "21:16"))
    tr.act("navigate_back", home("20:54", 91, "22m"))
    add(rs, 13, tr)


# Element: bad
def t14(rs: RowSet) -> None:
    P = "im.vector.app"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    home = status("17:02", 46, ("Element: 2 unread",)) + [
        e(None, "Settings", "ImageView", (30, 150, 150, 270), "avatar", click=True),
        e("Chats", None, "TextView", (170, 170, 700, 250), "toolbar_title"),
        e(None, "Search", "Button", (940, 150, 1060, 270), "menu_home_search", click=True),
        e("All", None, "Button", (30, 300, 160, 390), "chip", click=True, sel=True),
        e("Unreads", None, "Button", (180, 300, 400, 390), "chip", click=True, sel=False),
        e("Favourites", None, "Button", (420, 300, 690, 390), "chip", click=True, sel=False),
        e("People", None, "Button", (710, 300, 890, 390), "chip", click=True, sel=False)]
    y = 420
    for name, last, when, unread in (("northwind-android", "Jonas: the 1.6.20 crash is fixed on develop", "16:58", 2),
                                     ("Priya Raman", "You: sounds good, ship it", "15:12", 0),
                                     ("matrix-hq", "Aylin: has anyone tried sliding sync on a homeserver behind Caddy?", "14:47", 0),
                                     ("design-sync", "Marco: new tokens are in Figma", "Yesterday", 0),
                                     ("Element Android", "Benoit: 1.6.20 is rolling out on Play Store", "Mon", 0),
                                     ("Rust in SF", "Sina: meetup moved to Nov 21", "Nov 8", 0)):
        home += [e(None, f"{name}, {last}, {when}" + (f", {unread} unread" if unread else ""), "android.view.View", (0, y, 1080, y + 190), "roomSummaryRootView", click=True, long=True),
                 e(name, None, "TextView", (180, y + 30, 820, y + 86), "roomNameView"),
                 e(last, None, "TextView", (180, y + 92, 1000, y + 150), "roomLastEventView"),
                 e(when, None, "TextView", (840, y + 30, 1040, y + 86), "roomLastEventTimeView")]
        if unread:
            home.append(e(str(unread), None, "TextView", (960, y + 100, 1040, y + 150), "roomUnreadCounterBadgeView"))
        y += 190
    home += [e(None, "Start chat", "ImageButton", (880, 2040, 1040, 2200), "newLayoutCreateChatButton", click=True)]
    tr = Tr(home)

    def settings(clock, batt):
        s = status(clock, batt, ("Element: 2 unread",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Settings", None, "TextView", (150, 180, 700, 250), None)]
        y = 320
        for t_, sub in (("General", "Profile, contact information, password"), ("Notifications", "Turn on notifications, keywords, sounds"),
                        ("Preferences", "Theme, timeline, keyboard"), ("Voice & Video", "Ringtone, calls"),
                        ("Ignored users", None), ("Security & Privacy", "Cryptography, secure backup"),
                        ("Sessions", "3 active sessions"), ("Labs", None), ("Advanced settings", None), ("Help & About", "Element Android 1.6.20"),
                        ("Legals", None)):
            s.append(e(t_, None, "TextView", (150, y + 10, 1000, y + 70), "title", click=True))
            if sub:
                s.append(e(sub, None, "TextView", (150, y + 74, 1000, y + 120), "summary"))
            y += 150
        return s

    tr.click("Settings", settings("17:02", 46))

    desk_old, desk_new = "Element Desktop: Linux", "Work laptop (ThinkPad)"

    def sessions(clock, batt, desk):
        s = status(clock, batt, ("Element: 2 unread",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Sessions", None, "TextView", (150, 180, 700, 250), None),
              e("Security recommendations", None, "TextView", (42, 310, 1038, 370), None),
              e("Unverified sessions", None, "TextView", (150, 400, 1000, 460), None),
              e("Verify or sign out from unverified sessions.", None, "TextView", (150, 462, 1000, 510), None),
              e("View all (1)", None, "Button", (150, 520, 500, 590), None, click=True),
              e("Current session", None, "TextView", (42, 650, 1038, 710), None),
              e(None, "Mobile session", "ImageView", (42, 740, 162, 860), "deviceTypeImageView"),
              e("Element Android: Pixel 6", None, "TextView", (190, 740, 1000, 800), "sessionInfoNameTextView"),
              e("Verified session", None, "TextView", (190, 804, 1000, 850), "sessionInfoVerificationStatusTextView"),
              e("View details", None, "Button", (42, 890, 520, 980), "sessionInfoViewDetailsButton", click=True),
              e("Other sessions", None, "TextView", (42, 1050, 800, 1110), None),
              e(None, "Filter", "Button", (940, 1040, 1040, 1120), None, click=True)]
        y = 1140
        for name, kind, sub in ((desk, "Desktop session", "Verified · Last activity 16:31"),
                                ("Element Web: Firefox on macOS", "Web session", "Verified · Last activity Oct 28"),
                                ("Element Android", "Mobile session", "Unverified · Inactive for 90+ days (Jul 30)")):
            s += [e(None, f"{name}, {sub}", "android.view.View", (0, y, 1080, y + 180), "otherSessionItem", click=True, long=True),
                  e(None, kind, "ImageView", (42, y + 30, 162, y + 150), "otherSessionDeviceTypeImageView"),
                  e(name, None, "TextView", (190, y + 30, 1000, y + 90), "otherSessionNameTextView"),
                  e(sub, None, "TextView", (190, y + 94, 1000, y + 150), "otherSessionDescriptionTextView")]
            y += 180
        s.append(e("Sign out of 3 sessions", None, "Button", (42, y + 40, 1038, y + 140), None, click=True))
        return s

    tr.click("Sessions", sessions("17:03", 46, desk_old))

    def sdetail(clock, batt, name, sid, current, last, app, device, ip):
        s = status(clock, batt, ("Element: 2 unread",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Session details", None, "TextView", (150, 180, 700, 250), None),
              e(None, "More options", "ImageView", (950, 150, 1070, 280), None, click=True),
              e(None, "Desktop session" if not current else "Mobile session", "ImageView", (42, 320, 162, 440), "deviceTypeImageView"),
              e(name, None, "TextView", (190, 320, 1000, 380), "sessionInfoNameTextView"),
              e("Verified session", None, "TextView", (190, 384, 1000, 430), "sessionInfoVerificationStatusTextView"),
              e("Rename session", None, "Button", (42, 480, 520, 570), "sessionDetailsRename", click=True),
              e("Session", None, "TextView", (42, 630, 1038, 690), None),
              e("Session name", None, "TextView", (42, 710, 500, 760), None),
              e(name, None, "TextView", (520, 710, 1038, 760), None),
              e("Session ID", None, "TextView", (42, 780, 500, 830), None),
              e(sid, None, "TextView", (520, 780, 1038, 830), None, long=True),
              e("Last activity", None, "TextView", (42, 850, 500, 900), None),
              e(last, None, "TextView", (520, 850, 1038, 900), None),
              e("Application", None, "TextView", (42, 960, 1038, 1020), None),
              e("Name", None, "TextView", (42, 1040, 500, 1090), None),
              e(app[0], None, "TextView", (520, 1040, 1038, 1090), None),
              e("Version", None, "TextView", (42, 1110, 500, 1160), None),
              e(app[1], None, "TextView", (520, 1110, 1038, 1160), None),
              e("Device", None, "TextView", (42, 1220, 1038, 1280), None),
              e("Model", None, "TextView", (42, 1300, 500, 1350), None),
              e(device[0], None, "TextView", (520, 1300, 1038, 1350), None),
              e("Operating system", None, "TextView", (42, 1370, 500, 1420), None),
              e(device[1], None, "TextView", (520, 1370, 1038, 1420), None),
              e("IP address", None, "TextView", (42, 1440, 500, 1490), None),
              e(ip, None, "TextView", (520, 1440, 1038, 1490), None)]
        if current:
            s += [e("Push notifications", None, "TextView", (42, 1560, 850, 1620), None),
                  e(None, "Push notifications", "Switch", (880, 1550, 1040, 1630), "sessionDetailsPushNotifications", click=True, checked=True)]
        else:
            s += [e("Sign out of this session", None, "Button", (42, 1560, 1038, 1660), "sessionDetailsSignout", click=True)]
        return s

    cur = dict(name="Element Android: Pixel 6", current=True, last="Online", app=("Element Android", "1.6.20 [40106200]"),
               device=("Google Pixel 6", "Android 14"), ip="84.172.19.203")
    tr.click("View details", sdetail("17:03", 46, sid="FJQZKRVWEO", **cur))
    tr.act("navigate_back", sessions("17:03", 46, desk_old))
    dk = dict(current=False, last="16:31", app=("Element", "1.11.85"), device=("Linux", "Ubuntu 24.04 LTS"), ip="84.172.19.203")
    tr.click(desk_old, sdetail("17:03", 46, name=desk_old, sid="QRMKNTBXCA", **dk))

    def rename(clock, batt, text):
        s = status(clock, batt, ("Element: 2 unread",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Rename session", None, "TextView", (150, 180, 700, 250), None),
              e(text, None, "EditText", (42, 330, 1038, 450), "renameSessionEditText", edit=True, click=True, focus=True, hint="Session name"),
              e("Other users in direct messages and rooms that you join are able to view a full list of your sessions.", None, "TextView", (42, 480, 1038, 600), None),
              e("This provides them with confidence that they are really speaking to you, but it also means they can see the session name you enter here.", None, "TextView", (42, 610, 1038, 740), None),
              e("Save", None, "Button", (42, 2080, 1038, 2200), "renameSessionSave", click=True)]
        return s

    tr.click("Rename session", rename("17:04", 46, desk_old))
    tr.type("renameSessionEditText", desk_new, rename("17:04", 45, desk_new))
    tr.click("Save", sdetail("17:04", 45, name=desk_new, sid="QRMKNTBXCA", **dk))
    tr.act("navigate_back", sessions("17:05", 45, desk_new))
    tr.click("View details", sdetail("17:05", 45, sid="FJQZKRVEWO", **cur))
    tr.act("navigate_back", sessions("17:05", 45, desk_new))
    add(rs, 14, tr, bad=True, turn=10, kind="current session's ID differs from the one shown earlier")


# Chase (banking): bad
def t15(rs: RowSet) -> None:
    P = "com.chase.sig.android"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def tabs(sel):
        return [e("Accounts", "Accounts", "Button", (0, 2160, 216, 2300), "tab_accounts", click=True, sel=sel == "Accounts"),
                e("Pay & transfer", "Pay & transfer", "Button", (216, 2160, 432, 2300), "tab_pay_transfer", click=True, sel=sel == "Pay"),
                e("Plan & track", "Plan & track", "Button", (432, 2160, 648, 2300), "tab_plan", click=True, sel=False),
                e("Offers", "Offers", "Button", (648, 2160, 864, 2300), "tab_offers", click=True, sel=False),
                e("Explore", "Explore", "Button", (864, 2160, 1080, 2300), "tab_explore", click=True, sel=False)]

    def accounts(clock, batt, chk, sav):
        s = status(clock, batt, ())
        s += [e("Good afternoon, Dana", None, "TextView", (42, 160, 800, 240), "greeting"),
              e(None, "Inbox, 1 new message", "Button", (820, 150, 940, 270), "inbox", click=True),
              e(None, "Profile & settings", "Button", (950, 150, 1070, 270), "profile", click=True),
              e("Bank accounts (2)", None, "TextView", (42, 300, 800, 370), None),
              e(None, f"TOTAL CHECKING (...4821), Available balance {chk}", "android.view.View", (30, 390, 1050, 640), "account_tile", click=True),
              e("TOTAL CHECKING (...4821)", None, "TextView", (70, 420, 900, 480), None),
              e(chk, None, "TextView", (70, 500, 700, 580), "balance"),
              e("Available balance", None, "TextView", (70, 584, 700, 624), None),
              e(None, f"CHASE SAVINGS (...7719), Available balance {sav}", "android.view.View", (30, 660, 1050, 910), "account_tile", click=True),
              e("CHASE SAVINGS (...7719)", None, "TextView", (70, 690, 900, 750), None),
              e(sav, None, "TextView", (70, 770, 700, 850), "balance"),
              e("Available balance", None, "TextView", (70, 854, 700, 894), None),
              e("Credit cards (1)", None, "TextView", (42, 950, 800, 1020), None),
              e(None, "FREEDOM UNLIMITED (...3305), Current balance $684.27", "android.view.View", (30, 1040, 1050, 1340), "account_tile", click=True),
              e("FREEDOM UNLIMITED (...3305)", None, "TextView", (70, 1070, 900, 1130), None),
              e("$684.27", None, "TextView", (70, 1150, 700, 1230), "balance"),
              e("Current balance", None, "TextView", (70, 1234, 700, 1274), None),
              e("Available credit $9,315.73", None, "TextView", (70, 1280, 900, 1320), None),
              e("Pay card", None, "Button", (780, 1150, 1020, 1240), None, click=True),
              e("Chase Credit Journey", None, "TextView", (42, 1400, 800, 1470), None),
              e("Your score is 781. Updated Nov 10, 2024", None, "TextView", (42, 1480, 1038, 1540), None, click=True),
              e("Snapshot", None, "TextView", (42, 1600, 800, 1670), None),
              e("Spending in November so far: $1,126.40", None, "TextView", (42, 1680, 1038, 1740), None, click=True)] + tabs("Accounts")
        return s

    tr = Tr(accounts("13:26", 63, "$2,418.55", "$5,032.10"))

    def paymenu(clock, batt):
        s = status(clock, batt, ())
        s += [e("Pay & transfer", None, "TextView", (42, 160, 800, 240), None)]
        y = 300
        for t_, sub in (("Send with Zelle®", "Send and receive money with friends and family"), ("Transfer", "Between your Chase accounts or to other banks"),
                        ("Pay bills", "Pay your bills, view activity and payees"), ("Pay credit card", "Make a payment to your Chase card"),
                        ("Wires & global transfers", "Send a wire to almost anywhere"), ("Deposit checks", "Deposit a check with your phone"),
                        ("Schedule of transfers", "View and edit scheduled and recurring transfers")):
            s += [e(t_, None, "TextView", (150, y + 20, 1000, y + 80), None, click=True),
                  e(sub, None, "TextView", (150, y + 84, 1000, y + 130), None)]
            y += 170
        return s + tabs("Pay")

    tr.click("Pay & transfer", paymenu("13:26", 63))

    def form(clock, batt, frm, to, amount, picker=None):
        s = status(clock, batt, ())
        s += [e(None, "Back", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Transfer money", None, "TextView", (150, 180, 800, 250), None),
              e("Cancel", None, "Button", (860, 170, 1050, 260), None, click=True),
              e("Transfer from", None, "TextView", (42, 320, 1038, 370), None),
              e(frm or "Choose account", None, "Button", (42, 380, 1038, 500), "transfer_from", click=True),
              e("Transfer to", None, "TextView", (42, 540, 1038, 590), None),
              e(to or "Choose account", None, "Button", (42, 600, 1038, 720), "transfer_to", click=True),
              e("Amount", None, "TextView", (42, 760, 1038, 810), None),
              e(amount, None, "EditText", (42, 820, 1038, 940), "amount", edit=True, click=True, hint="$0.00", focus=bool(amount)),
              e("Send on", None, "TextView", (42, 980, 1038, 1030), None),
              e("Nov 12, 2024", None, "Button", (42, 1040, 1038, 1160), "send_on", click=True),
              e("Frequency", None, "TextView", (42, 1200, 1038, 1250), None),
              e("One-time", None, "Button", (42, 1260, 1038, 1380), "frequency", click=True),
              e("Memo (optional)", None, "EditText", (42, 1420, 1038, 1540), "memo", edit=True, click=True, hint="Memo (optional)"),
              e("Next", None, "Button", (42, 2040, 1038, 2180), "next", click=True, enabled=bool(frm and to and amount))]
        if picker:
            s += [e(None, None, "android.view.View", (0, 1100, 1080, 2400), "bottom_sheet"),
                  e(f"Transfer {picker}", None, "TextView", (42, 1140, 1038, 1210), None)]
            y = 1240
            opts = [("TOTAL CHECKING (...4821)", "$2,418.55")] if picker == "from" else []
            opts += [("CHASE SAVINGS (...7719)", "$5,032.10")]
            if picker == "to":
                opts += [("FREEDOM UNLIMITED (...3305)", "$684.27")]
            for name, bal in opts:
                s += [e(None, f"{name}, Available balance {bal}" if "FREEDOM" not in name else f"{name}, Current balance {bal}", "android.view.View", (0, y, 1080, y + 170), None, click=True),
                      e(name, None, "TextView", (60, y + 20, 800, y + 80), None),
                      e(bal, None, "TextView", (60, y + 84, 800, y + 140), None)]
                y += 170
        return s

    tr.click("Transfer", form("13:27", 63, None, None, ""))
    tr.click("transfer_from", form("13:27", 63, None, None, "", picker="from"))
    CHK, SAV = "TOTAL CHECKING (...4821)", "CHASE SAVINGS (...7719)"
    tr.click(f"{CHK}, Available balance $2,418.55", form("13:27", 63, CHK, None, ""))
    tr.click("transfer_to", form("13:27", 63, CHK, None, "", picker="to"))
    tr.click(f"{SAV}, Available balance $5,032.10", form("13:27", 62, CHK, SAV, ""))
    tr.type("amount", "150.00", form("13:28", 62, CHK, SAV, "$150.00"))

    def review(clock, batt, done):
        s = status(clock, batt, ())
        if not done:
            s += [e(None, "Back", "ImageButton", (0, 150, 130, 280), None, click=True),
                  e("Review transfer", None, "TextView", (150, 180, 800, 250), None)]
        else:
            s += [e(None, "Transfer scheduled", "ImageView", (440, 200, 640, 400), None),
                  e("You've transferred $150.00", None, "TextView", (42, 420, 1038, 500), None),
                  e("Confirmation #: 1YT7K2-44810", None, "TextView", (42, 510, 1038, 560), None, long=True)]
        y = 340 if not done else 600
        for k, v in (("From", f"{CHK}"), ("To", f"{SAV}"), ("Amount", "$150.00"), ("Send on", "Nov 12, 2024"),
                     ("Deliver by", "Nov 12, 2024"), ("Frequency", "One-time"), ("Memo", "—")):
            s += [e(k, None, "TextView", (42, y, 400, y + 50), None), e(v, None, "TextView", (420, y, 1038, y + 50), None)]
            y += 90
        if not done:
            s += [e("Transfers between Chase accounts made before 11 PM ET are available right away.", None, "TextView", (42, y + 20, 1038, y + 120), None),
                  e("Transfer money", None, "Button", (42, 2040, 1038, 2180), "submit", click=True)]
        else:
            s += [e("Make another transfer", None, "Button", (42, 1900, 1038, 2020), None, click=True),
                  e("Done", None, "Button", (42, 2040, 1038, 2180), "done", click=True)]
        return s

    tr.click("Next", review("13:28", 62, False))
    tr.click("Transfer money", review("13:28", 62, True))
    tr.click("Done", paymenu("13:29", 62))
    tr.click("Accounts", accounts("13:29", 62, "$2,268.55", "$5,132.10"))

    act = status("13:29", 62, ()) + [
        e(None, "Back", "ImageButton", (0, 150, 130, 280), None, click=True),
        e("TOTAL CHECKING (...4821)", None, "TextView", (150, 180, 900, 250), None),
        e("$2,268.55", None, "TextView", (42, 300, 700, 400), None),
        e("Available balance", None, "TextView", (42, 404, 700, 450), None),
        e("Present balance $2,268.55", None, "TextView", (42, 460, 900, 510), None),
        e(None, "Search transactions", "Button", (940, 300, 1050, 410), None, click=True),
        e("Transactions", None, "TextView", (42, 570, 800, 630), None)]
    y = 650
    for date, what, amt, bal in (("Nov 12, 2024", "Online Transfer to SAV ...7719 transaction#: 22384751093", "-$150.00", "$2,268.55"),
                                 ("Nov 11, 2024", "TRADER JOE S #236 SAN FRANCISCO CA", "-$64.18", "$2,418.55"),
                                 ("Nov 11, 2024", "PG&E WEB ONLINE PMT", "-$112.40", "$2,482.73"),
                                 ("Nov 8, 2024", "COMCAST CALIFORNIA 800-COMCAST CA", "-$89.99", "$2,595.13"),
                                 ("Nov 7, 2024", "AMAZON MKTPL*2K4L19RT2 Amzn.com/bill WA", "-$43.87", "$2,685.12"),
                                 ("Nov 6, 2024", "BLUE BOTTLE COFFEE SAN FRANCISCO CA", "-$7.25", "$2,728.99")):
        act += [e(date, None, "TextView", (42, y, 600, y + 44), None),
                e(what, None, "TextView", (42, y + 48, 760, y + 140), None, click=True),
                e(amt, None, "TextView", (780, y + 48, 1040, y + 100), None),
                e(bal, None, "TextView", (780, y + 104, 1040, y + 144), None)]
        y += 200
    act += tabs("Accounts")
    tr.click(f"{CHK}, Available balance $2,268.55", act)
    add(rs, 15, tr, bad=True, turn=11, kind="savings balance after the transfer does not match the earlier balance plus the amount moved")


# Strava: clean
def t16(rs: RowSet) -> None:
    P = "com.strava"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def record(clock, batt, phase, t, dist, pace):
        s = status(clock, batt, ("Strava: Recording",) if phase != "idle" else ())
        s += [e(None, "Close", "ImageButton", (20, 150, 140, 270), "close", click=True),
              e("Walk", None, "TextView", (400, 170, 680, 250), "record_title"),
              e(None, "Settings", "ImageButton", (940, 150, 1060, 270), "settings", click=True),
              e(None, "Map", "android.view.View", (0, 290, 1080, 1160), "map_view", click=True),
              e("GPS Signal Acquired", None, "TextView", (300, 300, 780, 360), "gps_status")]
        if phase == "idle":
            s += [e(None, "Sport: Walk", "Button", (60, 1900, 220, 2060), "sport_choice", click=True),
                  e("Start", None, "Button", (400, 1880, 680, 2160), "record_button", click=True),
                  e(None, "Route", "Button", (860, 1900, 1020, 2060), "route_button", click=True),
                  e(None, "Sensors", "Button", (60, 2100, 220, 2260), "sensor_button", click=True),
                  e(None, "Beacon", "Button", (860, 2100, 1020, 2260), "beacon_button", click=True)]
            return s
        s += [e("Time", None, "TextView", (42, 1200, 1038, 1250), None),
              e(t, None, "TextView", (42, 1260, 1038, 1420), "stat_time"),
              e("Avg pace (/km)", None, "TextView", (42, 1460, 520, 1510), None),
              e(pace, None, "TextView", (42, 1520, 520, 1640), "stat_pace"),
              e("Distance (km)", None, "TextView", (560, 1460, 1038, 1510), None),
              e(dist, None, "TextView", (560, 1520, 1038, 1640), "stat_distance")]
        if phase == "rec":
            s += [e(None, "Stop", "Button", (400, 1880, 680, 2160), "record_button", click=True)]
        else:
            s += [e("Paused", None, "TextView", (400, 1780, 680, 1840), None),
                  e("Resume", None, "Button", (120, 1900, 500, 2080), "resume_button", click=True),
                  e("Finish", None, "Button", (580, 1900, 960, 2080), "finish_button", click=True)]
        return s

    tr = Tr(record("12:41", 84, "idle", "", "", ""))
    tr.click("Start", record("12:41", 84, "rec", "0:02", "0.00", "--:--"))
    tr.act("wait", record("12:41", 84, "rec", "0:19", "0.02", "15:50"))
    tr.click("Stop", record("12:42", 84, "paused", "0:34", "0.05", "11:20"))

    def save(clock, batt, title, lower=False):
        s = status(clock, batt, ("Strava: Recording",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Save Activity", None, "TextView", (150, 180, 800, 250), None),
              e(None, None, "ScrollView", (0, 300, 1080, 2210), "save_scroll", scroll=True)]
        body = [e(title, None, "EditText", (42, 320, 1038, 440), "save_title", edit=True, click=True, focus=title != "Lunch Walk", hint="Title your walk"),
                e("", None, "EditText", (42, 470, 1038, 640), "save_description", edit=True, click=True, hint="How'd it go? Share more about your activity and use @ to tag someone."),
                e("Walk", "Activity type: Walk", "Button", (42, 680, 1038, 790), "save_sport_type", click=True),
                e(None, "Add Photos/Video", "Button", (42, 830, 1038, 1130), "save_media", click=True),
                e("Change Map Type", None, "Button", (42, 1160, 1038, 1250), None, click=True),
                e("Details", None, "TextView", (42, 1300, 1038, 1360), None),
                e("How did that walk feel?", None, "TextView", (42, 1380, 1038, 1440), "perceived_exertion", click=True),
                e("Hoka Clifton 9 (412.6 km)", "Gear: Hoka Clifton 9 (412.6 km)", "Button", (42, 1480, 1038, 1590), "save_gear", click=True),
                e("Private Notes", None, "TextView", (42, 1640, 1038, 1700), None),
                e("", None, "EditText", (42, 1710, 1038, 1860), "private_notes", edit=True, click=True, hint="Jot down private notes here. Only you can see these."),
                e("Visibility", None, "TextView", (42, 1920, 1038, 1980), None),
                e("Everyone", "Who can view: Everyone", "Button", (42, 1990, 1038, 2100), "visibility", click=True),
                e("Hide from Home or Club feeds", None, "TextView", (42, 2150, 850, 2210), None),
                e(None, "Hide from Home or Club feeds", "Switch", (880, 2140, 1040, 2220), "mute_switch", click=True, checked=False),
                e("Hide statistics", None, "TextView", (42, 2270, 850, 2330), None),
                e(None, "Hide statistics", "Switch", (880, 2260, 1040, 2340), "hide_stats_switch", click=True, checked=False),
                e("Discard Activity", None, "Button", (42, 2420, 1038, 2520), "discard", click=True)]
        if lower:
            body = shift(body, -760)
        body = [el for el in body if el["bbox_pixels"].b[1] >= 300 and el["bbox_pixels"].b[3] <= 2220]
        return s + body + [e("Save Activity", None, "Button", (42, 2230, 1038, 2360), "save_button", click=True)]

    tr.click("Finish", save("12:42", 84, "Lunch Walk"))
    tr.type("save_title", "Lunch walk test", save("12:42", 84, "Lunch walk test"))
    tr.act("scroll", save("12:43", 84, "Lunch walk test", lower=True), direction="down")

    detail = status("12:43", 84, ()) + [
        e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
        e("Walk", None, "TextView", (150, 180, 700, 250), None),
        e(None, "Share", "Button", (820, 150, 940, 270), None, click=True),
        e(None, "More options", "ImageView", (950, 150, 1070, 270), None, click=True),
        e(None, "Map of Lunch walk test", "ImageView", (0, 290, 1080, 900), "map", click=True),
        e(None, "Dana Whitfield", "ImageView", (42, 930, 162, 1050), "avatar", click=True),
        e("Dana Whitfield", None, "TextView", (180, 930, 900, 990), "athlete_name"),
        e("Today at 12:41 PM · San Francisco, California", None, "TextView", (180, 994, 1038, 1044), "activity_date_location"),
        e("Lunch walk test", None, "TextView", (42, 1080, 1038, 1170), "activity_title"),
        e("Distance", None, "TextView", (42, 1220, 520, 1270), None),
        e("0.05 km", None, "TextView", (42, 1274, 520, 1350), None),
        e("Avg Pace", None, "TextView", (560, 1220, 1038, 1270), None),
        e("11:20 /km", None, "TextView", (560, 1274, 1038, 1350), None),
        e("Moving Time", None, "TextView", (42, 1390, 520, 1440), None),
        e("34s", None, "TextView", (42, 1444, 520, 1520), None),
        e("Elevation Gain", None, "TextView", (560, 1390, 1038, 1440), None),
        e("0 m", None, "TextView", (560, 1444, 1038, 1520), None),
        e("Elapsed Time", None, "TextView", (42, 1560, 520, 1610), None),
        e("41s", None, "TextView", (42, 1614, 520, 1690), None),
        e("Steps", None, "TextView", (560, 1560, 1038, 1610), None),
        e("71", None, "TextView", (560, 1614, 1038, 1690), None),
        e(None, "Give kudos", "Button", (42, 1760, 300, 1860), "kudos_button", click=True),
        e(None, "Comment", "Button", (320, 1760, 580, 1860), "comment_button", click=True),
        e("Be the first to give kudos!", None, "TextView", (42, 1890, 1038, 1950), None)]
    tr.click("save_button", detail)

    feed = status("12:43", 84, ()) + [
        e("Home", None, "TextView", (42, 170, 600, 250), None),
        e(None, "Find friends", "Button", (700, 150, 820, 270), None, click=True),
        e(None, "Chat", "Button", (820, 150, 940, 270), None, click=True),
        e(None, "Notifications", "Button", (940, 150, 1060, 270), None, click=True),
        e(None, "Dana Whitfield, Lunch walk test, Today at 12:41 PM", "android.view.View", (0, 300, 1080, 1100), "activity_card", click=True),
        e("Dana Whitfield", None, "TextView", (180, 320, 900, 380), None),
        e("Today at 12:41 PM · San Francisco, California", None, "TextView", (180, 384, 1038, 430), None),
        e("Lunch walk test", None, "TextView", (42, 460, 1038, 540), None),
        e("Distance", None, "TextView", (42, 560, 360, 600), None),
        e("0.05 km", None, "TextView", (42, 604, 360, 670), None),
        e("Pace", None, "TextView", (370, 560, 700, 600), None),
        e("11:20 /km", None, "TextView", (370, 604, 700, 670), None),
        e("Time", None, "TextView", (710, 560, 1038, 600), None),
        e("34s", None, "TextView", (710, 604, 1038, 670), None),
        e(None, "Map of Lunch walk test", "ImageView", (0, 700, 1080, 1020), None),
        e(None, "Aylin Demir, Castle Rock warmup, Yesterday at 6:12 PM", "android.view.View", (0, 1120, 1080, 1980), "activity_card", click=True),
        e("Aylin Demir", None, "TextView", (180, 1140, 900, 1200), None),
        e("Yesterday at 6:12 PM · Los Gatos, California", None, "TextView", (180, 1204, 1038, 1250), None),
        e("Castle Rock warmup", None, "TextView", (42, 1280, 1038, 1360), None),
        e("Distance", None, "TextView", (42, 1380, 360, 1420), None),
        e("8.42 km", None, "TextView", (42, 1424, 360, 1490), None),
        e("Elev Gain", None, "TextView", (370, 1380, 700, 1420), None),
        e("311 m", None, "TextView", (370, 1424, 700, 1490), None),
        e("Time", None, "TextView", (710, 1380, 1038, 1420), None),
        e("1h 42m", None, "TextView", (710, 1424, 1038, 1490), None),
        e("14 kudos · 2 comments", None, "TextView", (42, 1880, 700, 1940), None, click=True),
        e("Home", "Home", "Button", (0, 2160, 216, 2300), None, click=True, sel=True),
        e("Maps", "Maps", "Button", (216, 2160, 432, 2300), None, click=True, sel=False),
        e("Record", "Record", "Button", (432, 2160, 648, 2300), None, click=True, sel=False),
        e("Groups", "Groups", "Button", (648, 2160, 864, 2300), None, click=True, sel=False),
        e("You", "You", "Button", (864, 2160, 1080, 2300), None, click=True, sel=False)]
    tr.act("navigate_back", feed)
    add(rs, 16, tr)


# Kiwix: clean
def t17(rs: RowSet) -> None:
    P = "org.kiwix.kiwixmobile"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def navbar(sel):
        return [e("Reader", "Reader", "Button", (0, 2160, 360, 2300), "readerFragment", click=True, sel=sel == "Reader"),
                e("My library", "My library", "Button", (360, 2160, 720, 2300), "libraryFragment", click=True, sel=sel == "Library"),
                e("Online library", "Online library", "Button", (720, 2160, 1080, 2300), "downloadsFragment", click=True, sel=False)]

    lib = status("22:10", 19, ()) + [
        e(None, "Open navigation drawer", "ImageButton", (0, 150, 130, 280), None, click=True),
        e("My library", None, "TextView", (150, 180, 700, 250), None),
        e(None, "Search", "Button", (820, 150, 940, 270), "menu_files_search", click=True),
        e(None, "More options", "ImageView", (950, 150, 1070, 270), None, click=True),
        e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2140), "zimfilelist", scroll=True)]
    y = 320
    for title, desc, date, size, count in (("Wikipedia", "The free encyclopedia (no pictures)", "2024-06", "53.6 GB", "6,812,432 articles"),
                                           ("Wiktionary", "The free dictionary (Simple English)", "2024-05", "47.3 MB", "41,208 articles"),
                                           ("WikiMed Medical Encyclopedia", "Medical articles from Wikipedia", "2024-04", "1.9 GB", "73,612 articles"),
                                           ("Wikivoyage", "The free worldwide travel guide (no pictures)", "2024-07", "154 MB", "32,119 articles")):
        lib += [e(None, f"{title}, {desc}", "android.view.View", (0, y, 1080, y + 260), "file_item", click=True, long=True),
                e(title, None, "TextView", (180, y + 20, 1000, y + 80), "file_search_title"),
                e(desc, None, "TextView", (180, y + 84, 1000, y + 130), "file_search_description"),
                e(date, None, "TextView", (180, y + 140, 400, y + 190), "file_search_date"),
                e(size, None, "TextView", (420, y + 140, 640, y + 190), "file_search_size"),
                e(count, None, "TextView", (660, y + 140, 1000, y + 190), "file_search_article_count"),
                e("English", None, "TextView", (180, y + 196, 500, y + 240), "file_search_language")]
        y += 270
    lib += [e(None, "Add ZIM file", "ImageButton", (880, 1960, 1040, 2120), "select_file", click=True)] + navbar("Library")
    tr = Tr(lib)

    def reader(clock, batt, title, body, bookmarked=False, search=None, sugg=()):
        s = status(clock, batt, ())
        if search is None:
            s += [e(None, "Open navigation drawer", "ImageButton", (0, 150, 130, 280), None, click=True),
                  e(title, None, "TextView", (150, 170, 700, 260), "toolbar_title"),
                  e(None, "Search", "Button", (710, 150, 830, 270), "menu_search", click=True),
                  e("1", "Open tabs switcher, 1 tab open", "Button", (830, 150, 950, 270), "menu_tab_switcher", click=True),
                  e(None, "More options", "ImageView", (950, 150, 1070, 270), None, click=True),
                  e(None, None, "android.webkit.WebView", (0, 290, 1080, 2000), "kiwix_web_view", scroll=True)]
            y = 310
            for kind, txt in body:
                h = {"h1": 110, "h2": 90, "p": 60 + 42 * (len(txt) // 46), "row": 60}[kind]
                if y + h > 2000:
                    break
                s.append(e(txt, None, "TextView" if kind != "h1" else "android.view.View", (42, y, 1038, y + h), None, click=kind == "link"))
                y += h + 10
            s += [e(None, "Bookmark" if not bookmarked else "Remove bookmark", "ImageButton", (0, 2020, 216, 2140), "bottom_toolbar_bookmark", click=True, checked=bookmarked),
                  e(None, "Back", "ImageButton", (216, 2020, 432, 2140), "bottom_toolbar_arrow_back", click=True),
                  e(None, "Home", "ImageButton", (432, 2020, 648, 2140), "bottom_toolbar_home", click=True),
                  e(None, "Forward", "ImageButton", (648, 2020, 864, 2140), "bottom_toolbar_arrow_forward", click=True, enabled=False),
                  e(None, "Table of contents", "ImageButton", (864, 2020, 1080, 2140), "bottom_toolbar_toc", click=True)]
        else:
            s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
                  e(search, None, "EditText", (140, 160, 940, 270), "search_src_text", edit=True, click=True, focus=True, hint="Search"),
                  e(None, "Clear query", "ImageButton", (950, 160, 1060, 270), "search_close_btn", click=True)]
            y = 300
            for t in sugg:
                s.append(e(t, None, "TextView", (42, y, 1038, y + 120), "list_item_search_text", click=True))
                y += 130
        return s + navbar("Reader")

    main_body = [("h1", "Welcome to Wikipedia"), ("p", "the free encyclopedia that anyone can edit. 6,812,432 articles in English."),
                 ("h2", "From today's featured article"), ("p", "The Hunting of the Snark is a poem by Lewis Carroll, written between 1874 and 1876. It borrows the setting, some creatures, and eight portmanteau words from his earlier poem Jabberwocky."),
                 ("h2", "Did you know ..."), ("p", "... that the Gotthard Base Tunnel is the world's longest railway tunnel, at 57.1 km?"),
                 ("p", "... that the Rosetta spacecraft's lander Philae bounced twice before coming to rest on comet 67P?"),
                 ("h2", "Browse by topic"), ("p", "Arts · Geography · History · Mathematics · Science · Society · Technology")]
    tr.click("Wikipedia, The free encyclopedia (no pictures)", reader("22:10", 19, "Wikipedia", main_body))
    tr.click("Search", reader("22:10", 19, "Wikipedia", main_body, search="", sugg=("Main Page", "Tour du Mont Blanc", "Sherpa people")))
    tr.type("search_src_text", "Mount Everest", reader("22:11", 19, "Wikipedia", main_body, search="Mount Everest", sugg=(
        "Mount Everest", "Mount Everest in 2019", "1996 Mount Everest disaster", "Mount Everest Base Camp",
        "Mount Everest (disambiguation)", "Mount Everest National Park", "Mount Everest Marathon")))
    ev = [("h1", "Mount Everest"), ("p", "Mount Everest (known locally as Sagarmāthā in Nepal and Chomolungma in Tibet) is Earth's highest mountain above sea level. It lies in the Mahalangur Himal sub-range of the Himalayas and marks part of the China–Nepal border at its summit."),
          ("p", "Its height, most recently established in 2020 by Chinese and Nepali authorities, is 8,848.86 m (29,031 ft 8½ in)."),
          ("h2", "Mount Everest"), ("row", "Elevation: 8,848.86 m (29,031.7 ft)"), ("row", "Prominence: 8,848.86 m (29,031.7 ft)"),
          ("row", "Isolation: 40,008 km (24,860 mi)"), ("row", "Coordinates: 27°59′18″N 86°55′31″E"),
          ("row", "Parent range: Mahalangur Himal, Himalayas"), ("row", "First ascent: 29 May 1953 by Edmund Hillary and Tenzing Norgay"),
          ("row", "Easiest route: South Col (Nepal)")]
    tr.click("Mount Everest", reader("22:11", 19, "Mount Everest", ev), n=1)
    tr.click("Bookmark", reader("22:11", 19, "Mount Everest", ev, bookmarked=True) + [
        e("Bookmark added", None, "TextView", (42, 1880, 700, 1980), "snackbar_text"),
        e("Open", None, "Button", (820, 1880, 1038, 1980), "snackbar_action", click=True)])
    ev2 = [("h2", "Surveys"), ("p", "In 1856, the Great Trigonometrical Survey of India established the first published height of Everest, then known as Peak XV, at 29,002 ft (8,840 m)."),
           ("p", "In 1955, the elevation of 8,848 m (29,029 ft) was determined by an Indian survey, made closer to the mountain, also using theodolites."),
           ("p", "In 1999, an American survey using GPS measured 8,850 m (29,035 ft). In 2005, China measured the rock height at 8,844.43 m."),
           ("p", "On 8 December 2020, China and Nepal jointly announced a new official height of 8,848.86 m."),
           ("h2", "Climbing routes"), ("p", "Mount Everest has two main climbing routes, the southeast ridge from Nepal and the north ridge from Tibet.")]
    tr.act("scroll", reader("22:12", 18, "Mount Everest", ev2, bookmarked=True), direction="down")
    menu = reader("22:12", 18, "Mount Everest", ev2, bookmarked=True) + [e(None, None, "ListView", (560, 150, 1070, 1170), None)]
    y = 170
    for item in ("New tab", "Bookmarks", "History", "Notes", "Find in page", "Read aloud", "Full screen", "Random article", "Settings"):
        menu.append(e(item, None, "TextView", (560, y, 1070, y + 110), "title", click=True))
        y += 110
    tr.click("More options", menu)
    bm = status("22:12", 18, ()) + [
        e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
        e("Bookmarks", None, "TextView", (150, 180, 700, 250), None),
        e(None, "Search", "Button", (820, 150, 940, 270), "menu_page_search", click=True),
        e(None, "Delete all bookmarks", "Button", (940, 150, 1060, 270), "menu_pages_clear", click=True),
        e("Show bookmarks from all books", None, "TextView", (42, 300, 850, 380), None),
        e(None, "Show bookmarks from all books", "Switch", (880, 300, 1040, 380), "page_switch", click=True, checked=True),
        e("Today", None, "TextView", (42, 410, 600, 460), "header_date")]
    y = 480
    for title, book in (("Mount Everest", "Wikipedia"), ("Sherpa people", "Wikipedia"), ("Kathmandu", "Wikivoyage"),
                        ("Altitude sickness", "WikiMed Medical Encyclopedia"), ("Tour du Mont Blanc", "Wikivoyage")):
        if title == "Sherpa people":
            bm.append(e("October 30, 2024", None, "TextView", (42, y, 600, y + 50), "header_date"))
            y += 70
        bm += [e(None, f"{book} favicon", "ImageView", (42, y + 20, 142, y + 120), "favicon"),
               e(title, None, "TextView", (170, y + 20, 1000, y + 80), "title", click=True, long=True),
               e(book, None, "TextView", (170, y + 84, 1000, y + 124), "book_title")]
        y += 150
    tr.click("Bookmarks", bm)
    tr.act("navigate_back", reader("22:13", 18, "Mount Everest", ev2, bookmarked=True))
    add(rs, 17, tr)


# F-Droid: bad
def t18(rs: RowSet) -> None:
    P = "org.fdroid.fdroid"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def nav(sel):
        return [e("Latest", "Latest", "Button", (0, 2160, 216, 2300), "latest", click=True, sel=sel == "Latest"),
                e("Categories", "Categories", "Button", (216, 2160, 432, 2300), "categories", click=True, sel=False),
                e("Nearby", "Nearby", "Button", (432, 2160, 648, 2300), "nearby", click=True, sel=False),
                e("Updates", "Updates, 2 updates available", "Button", (648, 2160, 864, 2300), "updates", click=True, sel=False),
                e("Settings", "Settings", "Button", (864, 2160, 1080, 2300), "settings", click=True, sel=sel == "Settings")]

    latest = status("18:03", 52, ()) + [e("F-Droid", None, "TextView", (42, 170, 600, 250), None),
                                        e(None, "Search", "Button", (940, 150, 1060, 270), "action_search", click=True)]
    y = 300
    for name, summary, when in (("Aurora Store", "Unofficial FOSS client for Google Play", "Updated 2 hours ago"),
                                ("Tusky", "Lightweight client for Mastodon", "Updated 5 hours ago"),
                                ("Breezy Weather", "Weather app with beautiful UI", "Updated 9 hours ago"),
                                ("Fossify Gallery", "Browse your memories without interruptions", "Updated yesterday"),
                                ("Organic Maps", "Offline maps for travelers, hikers and cyclists", "Updated yesterday"),
                                ("Syncthing-Fork", "Continuous file synchronization", "Updated 2 days ago")):
        latest += [e(None, f"{name}, {summary}", "android.view.View", (0, y, 1080, y + 270), "app_card", click=True),
                   e(name, None, "TextView", (220, y + 30, 1000, y + 90), "app_name"),
                   e(summary, None, "TextView", (220, y + 94, 1000, y + 180), "summary"),
                   e(when, None, "TextView", (220, y + 186, 1000, y + 236), "status")]
        y += 280
    latest += nav("Latest")
    tr = Tr(latest)

    settings = status("18:03", 52, ()) + [e("Settings", None, "TextView", (42, 170, 600, 250), None)]
    y = 300
    for t, sub in (("Repositories", "Manage the sources of your apps"), ("Updates", None),
                   ("Update interval", "Check for updates automatically, every 4 hours"), ("Over Wi-Fi", "Download updates and repository indexes when on Wi-Fi"),
                   ("Over data", "Never download updates over mobile data"), ("Automatically install updates", "Download and install updates in the background"),
                   ("Show available updates", "Show a notification when updates are available"), ("Display", None),
                   ("Theme", "Follow system"), ("Language", "System default")):
        settings.append(e(t, None, "TextView", (60, y + 10, 1000, y + 70), "title" if sub else "section_header", click=bool(sub)))
        if sub:
            settings.append(e(sub, None, "TextView", (60, y + 74, 1000, y + 130), "summary"))
        y += 150 if sub else 100
    settings += nav("Settings")
    tr.click("Settings", settings)

    repos0 = [("F-Droid", "https://f-droid.org/repo", True),
              ("F-Droid Archive", "https://f-droid.org/archive", False),
              ("Guardian Project Official Releases", "https://guardianproject.info/fdroid/repo", True),
              ("Guardian Project Archive", "https://guardianproject.info/fdroid/archive", False),
              ("IzzyOnDroid F-Droid Repo", "https://apt.izzysoft.de/fdroid/repo", True),
              ("Bitwarden", "https://mobileapp.bitwarden.com/fdroid/repo", False)]

    def repos(clock, batt, items, updating=False):
        s = status(clock, batt, ("F-Droid: Updating repositories",) if updating else ())
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Repositories", None, "TextView", (150, 180, 700, 250), None),
              e(None, "Add repository", "Button", (940, 150, 1060, 270), "action_add_repo", click=True),
              e("Drag to reorder. Repositories higher in the list take precedence when the same app is in several.", None, "TextView", (42, 300, 1038, 400), None)]
        y = 420
        for name, url, on in items:
            s += [e(None, name, "android.view.View", (0, y, 1080, y + 200), "repo_item", click=True, long=True),
                  e(None, "Drag handle", "ImageView", (30, y + 60, 110, y + 140), "drag_handle"),
                  e(name, None, "TextView", (140, y + 40, 860, y + 100), "repo_name"),
                  e(url, None, "TextView", (140, y + 104, 860, y + 150), "repo_address"),
                  e(None, f"Enable {name}", "Switch", (880, y + 60, 1040, y + 140), "repo_switch", click=True, checked=on)]
            y += 200
        return s

    tr.click("Repositories", repos("18:03", 52, repos0))
    repos1 = [(n, u, True if n == "F-Droid Archive" else on) for n, u, on in repos0]
    tr.click("Enable F-Droid Archive", repos("18:04", 52, repos1, updating=True))

    def detail(clock, batt, last, apps):
        s = status(clock, batt, ("F-Droid: Updating repositories",) if last == "Updating…" else ())
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("F-Droid Archive", None, "TextView", (150, 180, 800, 250), None),
              e(None, "More options", "ImageView", (950, 150, 1070, 280), None, click=True),
              e("Enabled", None, "TextView", (42, 320, 850, 380), None),
              e(None, "Enable F-Droid Archive", "Switch", (880, 310, 1040, 390), "repo_switch", click=True, checked=True),
              e("Address", None, "TextView", (42, 440, 1038, 490), None),
              e("https://f-droid.org/archive", None, "TextView", (42, 494, 1038, 544), "repo_address", long=True),
              e("Description", None, "TextView", (42, 600, 1038, 650), None),
              e("The archive of the official F-Droid Free Software repository. Apps here are old and can contain known vulnerabilities and security issues!", None, "TextView", (42, 654, 1038, 800), "repo_description"),
              e("Last update", None, "TextView", (42, 850, 1038, 900), None),
              e(last, None, "TextView", (42, 904, 1038, 954), "repo_last_update"),
              e("Number of apps", None, "TextView", (42, 1010, 1038, 1060), None),
              e(apps, None, "TextView", (42, 1064, 1038, 1114), "repo_num_apps"),
              e("Fingerprint of the signing key (SHA-256)", None, "TextView", (42, 1170, 1038, 1220), None),
              e("43 23 8D 51 2C 1E 5E B2 D6 56 9F 4A 3A FB F5 52 34 18 B8 2E 0A 3E D1 55 27 70 AB B9 A9 C9 CC AB", None, "TextView", (42, 1224, 1038, 1340), "repo_fingerprint", long=True),
              e("Share", None, "Button", (42, 1420, 520, 1530), None, click=True),
              e("Show QR code", None, "Button", (560, 1420, 1038, 1530), None, click=True)]
        return s

    tr.click("F-Droid Archive", detail("18:04", 52, "Updating…", "0"))
    tr.act("wait", detail("18:05", 51, "Nov 12, 2024, 6:05 PM", "1,987"))
    repos2 = [(n, u, True if n in ("F-Droid Archive", "Guardian Project Archive") else on) for n, u, on in repos0]
    tr.act("navigate_back", repos("18:05", 51, repos2))
    add(rs, 18, tr, bad=True, turn=6, kind="another repository's switch turned on although only one was toggled")


# Chrome: clean
def t19(rs: RowSet) -> None:
    P = "com.android.chrome"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def toolbar(url, ntabs, focused=False):
        return [e(None, "Open the home page", "ImageButton", (0, 140, 120, 260), "home_button", click=True),
                e(None, "Connection is secure", "ImageButton", (130, 150, 220, 250), "location_bar_status_icon", click=True),
                e(url, None, "EditText", (220, 150, 760, 250), "url_bar", edit=True, click=True, focus=focused, hint="Search or type URL"),
                e(None, "New tab", "ImageButton", (770, 140, 880, 260), "optional_toolbar_button", click=True),
                e(str(ntabs), f"Switch or close tabs, {ntabs} open tabs", "ImageButton", (880, 140, 980, 260), "tab_switcher_button", click=True),
                e(None, "Customize and control Google Chrome", "ImageButton", (980, 140, 1080, 260), "menu_button", click=True)]

    hn = [("1.", "Show HN: I built a tiny offline-first notes app on SQLite and CRDTs (github.com/tmo)", "412 points by tmo 5 hours ago | 187 comments"),
          ("2.", "The Rust rewrite that didn't happen (northwind.dev)", "298 points by ava_l 7 hours ago | 241 comments"),
          ("3.", "Android 15 QPR1 ships with desktop windowing behind a flag (9to5google.com)", "176 points by pjmlp 4 hours ago | 98 comments"),
          ("4.", "Ask HN: How do you keep a decade of notes searchable?", "151 points by kwhitlock 6 hours ago | 203 comments"),
          ("5.", "WireGuard on a $15 router, two years later (blog.jtan.io)", "140 points by jtan 3 hours ago | 61 comments"),
          ("6.", "Organic Maps 2024.11 release notes (organicmaps.app)", "122 points by dps 8 hours ago | 44 comments"),
          ("7.", "A visual guide to the immune system (2014) (kurzgesagt.org)", "97 points by bookofjoe 2 hours ago | 23 comments")]

    def hn_page(clock, batt):
        s = status(clock, batt, ())
        s += toolbar("news.ycombinator.com", 3)
        s += [e(None, None, "android.webkit.WebView", (0, 270, 1080, 2400), None, scroll=True),
              e("Hacker News", None, "android.view.View", (20, 280, 380, 340), None, click=True),
              e("new | past | comments | ask | show | jobs | submit", None, "android.view.View", (380, 280, 1060, 340), None),
              e("login", None, "android.view.View", (960, 340, 1060, 390), None, click=True)]
        y = 420
        for n, title, sub in hn:
            s += [e(n, None, "android.view.View", (20, y, 80, y + 50), None),
                  e(title, None, "android.view.View", (90, y, 1060, y + 110), None, click=True),
                  e(sub, None, "android.view.View", (90, y + 114, 1060, y + 160), None)]
            y += 220
        return s

    tr = Tr(hn_page("16:21", 66))
    tabs3 = [("Hacker News", "news.ycombinator.com"), ("Weather Forecast San Francisco, CA | 10-Day | Weather Underground", "wunderground.com"),
             ("Pixel 6 – Android 15 update notes – Google Pixel Community", "support.google.com")]

    def switcher(clock, batt, tabs, selected, snack=None):
        s = status(clock, batt, ())
        s += [e(None, "New tab", "ImageButton", (0, 140, 120, 260), "new_tab_view_button", click=True),
              e(None, f"{len(tabs)} open tabs", "TextView", (400, 160, 680, 240), None),
              e(None, "Incognito tabs", "ImageButton", (690, 140, 810, 260), "incognito_toggle_tabs", click=True),
              e(None, "More options", "ImageButton", (980, 140, 1080, 260), "menu_button", click=True),
              e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 280, 1080, 2400), "tab_list_recycler_view", scroll=True)]
        for i, (title, host) in enumerate(tabs):
            x = 30 + (i % 2) * 520
            y = 300 + (i // 2) * 760
            s += [e(None, f"{title}, tab" + (", selected" if title == selected else ""), "FrameLayout", (x, y, x + 500, y + 740), "card_view", click=True, long=True, sel=title == selected),
                  e(title, None, "TextView", (x + 70, y + 10, x + 420, y + 70), "tab_title"),
                  e(None, f"Close {title} tab", "ImageView", (x + 420, y + 10, x + 490, y + 70), "action_button", click=True),
                  e(None, f"{host} favicon", "ImageView", (x + 10, y + 14, x + 60, y + 64), "tab_favicon")]
        if snack:
            s += [e(snack, None, "TextView", (42, 2150, 760, 2260), "snackbar_message"),
                  e("Undo", None, "Button", (800, 2150, 1038, 2260), "snackbar_button", click=True)]
        return s

    tr.click("tab_switcher_button", switcher("16:21", 66, tabs3, "Hacker News"))

    def ntp(clock, batt, ntabs):
        s = status(clock, batt, ())
        s += toolbar("", ntabs)[0:2] + [toolbar("", ntabs)[4], toolbar("", ntabs)[5]]
        s += [e(None, "Google", "ImageView", (290, 400, 790, 570), "search_provider_logo"),
              e("Search or type URL", None, "EditText", (60, 620, 1020, 740), "search_box_text", click=True, edit=True),
              e(None, "Start voice search", "ImageButton", (840, 630, 930, 730), "voice_search_button", click=True),
              e(None, "Search with your camera using Google Lens", "ImageButton", (930, 630, 1020, 730), "lens_camera_button", click=True)]
        x = 40
        for t in ("YouTube", "Hacker News", "Gmail", "Wikipedia"):
            s += [e(t, t, "FrameLayout", (x, 800, x + 240, 1040), "tile_view", click=True, long=True)]
            x += 250
        s += [e("Discover", None, "TextView", (40, 1100, 600, 1170), "header_title"),
              e(None, "Options for Discover", "ImageButton", (940, 1090, 1060, 1190), "header_menu", click=True),
              e("Google unveils Gemini-powered features for Pixel 6 and newer", None, "TextView", (40, 1500, 1040, 1620), None, click=True),
              e("The Verge · 3h", None, "TextView", (40, 1624, 700, 1670), None),
              e("Why San Francisco's fog is disappearing, in four charts", None, "TextView", (40, 2050, 1040, 2170), None, click=True),
              e("San Francisco Chronicle · 6h", None, "TextView", (40, 2174, 700, 2220), None)]
        return s

    tr.click("New tab", ntp("16:21", 66, 4))

    def omni(clock, batt, text, sugg):
        s = status(clock, batt, ())
        s += [e(None, "Back", "ImageButton", (0, 140, 120, 260), "location_bar_status_icon", click=True),
              e(text, None, "EditText", (130, 150, 960, 250), "url_bar", edit=True, click=True, focus=True, hint="Search or type URL"),
              e(None, "Delete", "ImageButton", (960, 150, 1070, 250), "delete_button", click=True) if text else e(None, "Start voice search", "ImageButton", (960, 150, 1070, 250), "mic_button", click=True)]
        y = 290
        for kind, a, b in sugg:
            s += [e(None, kind, "ImageView", (40, y + 30, 110, y + 100), "omnibox_suggestion_icon"),
                  e(a, None, "TextView", (140, y + 14, 940, y + 70), "line_1", click=True),
                  e(b, None, "TextView", (140, y + 74, 940, y + 120), "line_2"),
                  e(None, f"Refine: {a}", "ImageView", (960, y + 30, 1040, y + 110), "omnibox_suggestion_refine", click=True)]
            y += 150
        return s

    tr.click("search_box_text", omni("16:22", 66, "", [("History", "Hacker News", "news.ycombinator.com"),
                                                       ("History", "Weather Forecast San Francisco, CA | 10-Day", "wunderground.com/forecast/us/ca/san-francisco"),
                                                       ("Search", "pixel 6 android 15 battery drain", None)]))
    url = "en.wikipedia.org/wiki/Android_version_history"
    tr.type("url_bar", url, omni("16:22", 66, url, [("Web page", url, "https://en.wikipedia.org/wiki/Android_version_history"),
                                                    ("Search", "en.wikipedia.org/wiki/android version history", None),
                                                    ("History", "Android version history - Wikipedia", "en.wikipedia.org/wiki/Android_version_history")]))

    def wiki(clock, batt, ntabs):
        s = status(clock, batt, ())
        s += toolbar("en.wikipedia.org/wiki/Android_version_history", ntabs)
        s += [e(None, None, "android.webkit.WebView", (0, 270, 1080, 2400), None, scroll=True),
              e("Android version history", None, "android.view.View", (40, 300, 1040, 400), None),
              e("From Wikipedia, the free encyclopedia", None, "android.view.View", (40, 410, 1040, 460), None),
              e("The version history of the Android mobile operating system began with the public release of its first beta on November 5, 2007. The first commercial version, Android 1.0, was released on September 23, 2008.", None, "android.view.View", (40, 480, 1040, 760), None),
              e("The operating system has been developed by Google on a yearly schedule since at least 2011. New major releases are usually announced at Google I/O in May, along with beta testing, with the stable version released to the public between August and October.", None, "android.view.View", (40, 780, 1040, 1060), None),
              e("Overview", None, "android.view.View", (40, 1100, 1040, 1180), None, click=True),
              e("Name | Internal codename | Version numbers | API level | Release date", None, "android.view.View", (40, 1200, 1040, 1300), None),
              e("Android 13 | Tiramisu | 13 | 33 | August 15, 2022", None, "android.view.View", (40, 1310, 1040, 1380), None),
              e("Android 14 | Upside Down Cake | 14 | 34 | October 4, 2023", None, "android.view.View", (40, 1390, 1040, 1460), None),
              e("Android 15 | Vanilla Ice Cream | 15 | 35 | September 3, 2024", None, "android.view.View", (40, 1470, 1040, 1540), None),
              e("Android 16 | Baklava | 16 | 36 | TBA", None, "android.view.View", (40, 1550, 1040, 1620), None)]
        return s

    tr.act("keyboard_enter", wiki("16:22", 65, 4))
    tabs4 = tabs3 + [("Android version history - Wikipedia", "en.wikipedia.org")]
    tr.click("tab_switcher_button", switcher("16:23", 65, tabs4, "Android version history - Wikipedia"))
    w = tabs3[1][0]
    tabs5 = [t for t in tabs4 if t[0] != w]
    tr.click(f"Close {w} tab", switcher("16:23", 65, tabs5, "Android version history - Wikipedia", snack=f"Closed {w}"))
    tr.click("Android version history - Wikipedia, tab", wiki("16:23", 65, 3))
    menu = wiki("16:23", 65, 3) + [e(None, None, "ListView", (480, 140, 1070, 2100), "app_menu_list")]
    menu += [e(None, "Forward", "ImageButton", (490, 150, 600, 260), "button_one", click=True),
             e(None, "Bookmark", "ImageButton", (610, 150, 720, 260), "button_two", click=True),
             e(None, "Download page", "ImageButton", (720, 150, 830, 260), "button_three", click=True),
             e(None, "Page info", "ImageButton", (830, 150, 940, 260), "button_four", click=True),
             e(None, "Refresh page", "ImageButton", (940, 150, 1060, 260), "button_five", click=True)]
    y = 280
    for item in ("New tab", "New Incognito tab", "History", "Delete browsing data", "Downloads", "Bookmarks", "Recent tabs",
                 "Share…", "Find in page", "Translate…", "Add to Home screen", "Desktop site", "Settings", "Help & feedback"):
        menu.append(e(item, None, "TextView", (490, y, 1060, y + 120), "menu_item_text", click=True))
        y += 125
    tr.click("Customize and control Google Chrome", menu)
    hist = status("16:24", 65, ()) + [
        e(None, "Navigate up", "ImageButton", (0, 140, 120, 260), None, click=True),
        e("History", None, "TextView", (140, 170, 700, 240), None),
        e(None, "Search your history", "ImageButton", (840, 140, 960, 260), "search_menu_id", click=True),
        e(None, "Close", "ImageButton", (960, 140, 1080, 260), "close_menu_id", click=True),
        e("Your Google Account may have other forms of browsing history at myactivity.google.com", None, "TextView", (40, 290, 1040, 400), None),
        e("Delete browsing data…", None, "Button", (40, 420, 1040, 520), "clear_browsing_data_button", click=True),
        e("Today - Tuesday, November 12, 2024", None, "TextView", (40, 560, 1040, 620), "date_header")]
    y = 640
    for title, host, t in (("Android version history - Wikipedia", "en.wikipedia.org", "4:22 PM"),
                           ("Hacker News", "news.ycombinator.com", "4:09 PM"),
                           ("Weather Forecast San Francisco, CA | 10-Day | Weather Underground", "wunderground.com", "3:58 PM"),
                           ("Pixel 6 – Android 15 update notes – Google Pixel Community", "support.google.com", "3:41 PM"),
                           ("Show HN: Tiny offline-first notes app | tmo/quill", "github.com", "3:36 PM"),
                           ("Hacker News", "news.ycombinator.com", "3:34 PM")):
        hist += [e(None, f"{host} favicon", "ImageView", (40, y + 30, 110, y + 100), "icon_view"),
                 e(title, None, "TextView", (140, y + 14, 860, y + 70), "title", click=True),
                 e(f"{host} · {t}", None, "TextView", (140, y + 74, 860, y + 120), "description"),
                 e(None, f"Remove {title} from history", "ImageButton", (940, y + 20, 1060, y + 120), "remove", click=True)]
        y += 150
    tr.click("History", hist)
    add(rs, 19, tr)


# Duolingo: bad
def t20(rs: RowSet) -> None:
    P = "com.duolingo"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    profile = status("21:47", 27, ("Duolingo reminder",)) + [
        e(None, "Settings", "ImageButton", (940, 150, 1060, 270), "settingsButton", click=True),
        e(None, "Profile picture", "ImageView", (340, 300, 740, 700), "profileAvatar", click=True),
        e("Dana", None, "TextView", (42, 730, 1038, 810), "profileName"),
        e("@danawhit92", None, "TextView", (42, 814, 600, 860), "profileUsername"),
        e("Joined March 2021", None, "TextView", (42, 864, 600, 910), "profileJoined"),
        e("12 Following", None, "TextView", (42, 950, 400, 1010), "followingCount", click=True),
        e("9 Followers", None, "TextView", (420, 950, 780, 1010), "followersCount", click=True),
        e(None, "Courses: Portuguese, Spanish", "ImageView", (800, 940, 1038, 1020), "courseFlags", click=True),
        e("Statistics", None, "TextView", (42, 1060, 1038, 1130), None),
        e("612", None, "TextView", (100, 1160, 500, 1230), "streakValue"),
        e("Day streak", None, "TextView", (100, 1234, 500, 1280), None),
        e("48,215", None, "TextView", (600, 1160, 1000, 1230), "xpValue"),
        e("Total XP", None, "TextView", (600, 1234, 1000, 1280), None),
        e("Emerald", None, "TextView", (100, 1340, 500, 1410), "leagueValue"),
        e("Current league", None, "TextView", (100, 1414, 500, 1460), None),
        e("4", None, "TextView", (600, 1340, 1000, 1410), "top3Value"),
        e("Top 3 finishes", None, "TextView", (600, 1414, 1000, 1460), None),
        e("Learn", "Learn", "Button", (0, 2160, 180, 2300), None, click=True, sel=False),
        e("Practice", "Practice", "Button", (180, 2160, 360, 2300), None, click=True, sel=False),
        e("Leaderboards", "Leaderboards", "Button", (360, 2160, 540, 2300), None, click=True, sel=False),
        e("Quests", "Quests", "Button", (540, 2160, 720, 2300), None, click=True, sel=False),
        e("Profile", "Profile", "Button", (720, 2160, 900, 2300), None, click=True, sel=True),
        e("More", "More", "Button", (900, 2160, 1080, 2300), None, click=True, sel=False)]
    tr = Tr(profile)

    def settings(clock, batt):
        s = status(clock, batt, ("Duolingo reminder",))
        s += [e(None, "Back", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Settings", None, "TextView", (150, 180, 800, 250), None),
              e("Done", None, "Button", (880, 170, 1060, 260), None, click=True),
              e("Account", None, "TextView", (42, 300, 1038, 360), None)]
        y = 380
        for t in ("Preferences", "Profile", "Notifications", "Courses", "Duolingo for Schools", "Privacy settings"):
            s.append(e(t, None, "TextView", (42, y, 1038, y + 120), None, click=True))
            y += 125
        s.append(e("Subscription", None, "TextView", (42, y + 20, 1038, y + 80), None))
        y += 100
        s.append(e("Choose a plan", None, "TextView", (42, y, 1038, y + 120), None, click=True))
        y += 145
        s.append(e("Support", None, "TextView", (42, y, 1038, y + 60), None))
        y += 80
        for t in ("Help Center", "Feedback"):
            s.append(e(t, None, "TextView", (42, y, 1038, y + 120), None, click=True))
            y += 125
        s.append(e("SIGN OUT", None, "Button", (42, y + 40, 1038, y + 160), None, click=True))
        return s

    tr.click("Settings", settings("21:47", 27))

    def prefs(clock, batt, vals):
        s = status(clock, batt, ("Duolingo reminder",))
        s += [e(None, "Back", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Preferences", None, "TextView", (150, 180, 800, 250), None),
              e("Lesson experience", None, "TextView", (42, 300, 1038, 360), None)]
        y = 380
        for t in ("Sound effects", "Haptic feedback", "Motivational messages", "Listening exercises", "Speaking exercises"):
            s += [e(t, None, "TextView", (42, y + 30, 850, y + 90), None),
                  e(None, t, "Switch", (880, y + 20, 1040, y + 100), None, click=True, checked=vals[t])]
            y += 130
        s += [e("Appearance", None, "TextView", (42, y + 30, 1038, y + 90), None),
              e("Dark mode", None, "TextView", (42, y + 120, 700, y + 180), None, click=True),
              e("System Default", None, "TextView", (700, y + 120, 1038, y + 180), None, click=True)]
        return s

    v0 = {"Sound effects": True, "Haptic feedback": True, "Motivational messages": True, "Listening exercises": True, "Speaking exercises": True}
    tr.click("Preferences", prefs("21:47", 27, v0))
    v1 = {**v0, "Speaking exercises": False, "Haptic feedback": False}
    tr.click("Speaking exercises", prefs("21:48", 27, v1), n=1)
    tr.act("navigate_back", settings("21:48", 27))

    def notif(clock, batt, leader):
        s = status(clock, batt, ("Duolingo reminder",))
        s += [e(None, "Back", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Notifications", None, "TextView", (150, 180, 800, 250), None),
              e("Practice reminder", None, "TextView", (42, 320, 850, 380), None),
              e(None, "Practice reminder", "Switch", (880, 310, 1040, 390), None, click=True, checked=True),
              e("Reminder time", None, "TextView", (42, 420, 700, 480), None, click=True),
              e("8:00 PM", None, "TextView", (700, 420, 1038, 480), None, click=True),
              e("Smart scheduling", None, "TextView", (42, 520, 850, 580), None),
              e(None, "Smart scheduling", "Switch", (880, 510, 1040, 590), None, click=True, checked=True),
              e("Push", None, "TextView", (720, 640, 860, 690), None),
              e("Email", None, "TextView", (880, 640, 1040, 690), None)]
        y = 710
        for t, push, mail in (("Friend activity", True, False), ("Leaderboards", leader, False), ("Streak freeze used", True, True),
                              ("New follower", True, False), ("Product updates", False, False), ("Weekly progress report", False, True)):
            s += [e(t, None, "TextView", (42, y + 30, 700, y + 90), None),
                  e(None, f"{t} push notifications", "CheckBox", (740, y + 20, 840, y + 100), None, click=True, checked=push),
                  e(None, f"{t} emails", "CheckBox", (900, y + 20, 1000, y + 100), None, click=True, checked=mail)]
            y += 130
        return s

    tr.click("Notifications", notif("21:48", 27, True))
    tr.click("Leaderboards push notifications", notif("21:48", 26, False))
    tr.act("navigate_back", settings("21:49", 26))
    add(rs, 20, tr, bad=True, turn=3, kind="a second preference switch turned off although only one was tapped")


# Slack: bad
def t21(rs: RowSet) -> None:
    P = "com.Slack"

    def e(text=None, desc=None, cls="TextView", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    def create(clock, batt, name):
        s = status(clock, batt, ("Slack notification",))
        s += [e(None, "Close", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("New Channel", None, "TextView", (150, 180, 700, 250), None),
              e("Create", None, "Button", (840, 170, 1060, 260), "menu_create", click=True, enabled=bool(name)),
              e("Name", None, "TextView", (42, 320, 1038, 370), None),
              e("#", None, "TextView", (42, 390, 90, 480), None),
              e(name, None, "EditText", (100, 380, 1038, 490), "channel_name", edit=True, click=True, focus=True, hint="e.g. plan-budget"),
              e(f"{80 - len(name)}", None, "TextView", (940, 500, 1038, 550), "name_counter"),
              e("Channels are where conversations happen around a topic. Use a name that is easy to find and understand.", None, "TextView", (42, 570, 1038, 690), None),
              e("Make private", None, "TextView", (42, 760, 850, 820), None),
              e("When a channel is set to private, it can only be viewed or joined by invitation.", None, "TextView", (42, 824, 850, 930), None),
              e(None, "Make private", "Switch", (880, 770, 1040, 850), "private_switch", click=True, checked=False)]
        return s

    tr = Tr(create("10:56", 70, ""))
    name = "q4-launch-ops"
    tr.type("channel_name", name, create("10:56", 70, name))
    addp = status("10:57", 70, ("Slack notification",)) + [
        e(None, "Close", "ImageButton", (0, 150, 130, 280), None, click=True),
        e("Add people", None, "TextView", (150, 160, 700, 230), None),
        e(f"#{name}", None, "TextView", (150, 230, 700, 276), None),
        e("Skip", None, "Button", (860, 170, 1060, 260), "menu_skip", click=True),
        e("", None, "EditText", (42, 310, 1038, 420), "search", edit=True, click=True, hint="Search for people"),
        e("Add everyone from a channel", None, "TextView", (42, 450, 1038, 530), None, click=True)]
    y = 560
    for person, title in (("Priya Raman", "Product Manager, Android"), ("Jonas Weber", "Staff Engineer"), ("Aylin Demir", "Design Lead"),
                          ("Marco Ruiz", "Release Manager"), ("Sina Park", "QA"), ("Theo Brandt", "Support Engineering")):
        addp += [e(None, f"{person}, {title}", "CheckBox", (0, y, 1080, y + 150), None, click=True, checked=False),
                 e(person, None, "TextView", (180, y + 20, 900, y + 76), None),
                 e(title, None, "TextView", (180, y + 80, 900, y + 126), None)]
        y += 150
    tr.click("Create", addp)
    chan = status("10:57", 70, ("Slack notification",)) + [
        e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
        e(f"# {name}", None, "TextView", (150, 160, 800, 230), "title", click=True),
        e("1 member", None, "TextView", (150, 230, 800, 276), "subtitle"),
        e(None, "Start huddle", "Button", (840, 150, 950, 270), None, click=True),
        e(None, "Channel details", "ImageView", (950, 150, 1070, 270), None, click=True),
        e(f"# {name}", None, "TextView", (42, 1240, 1038, 1320), None),
        e(f"You created this channel today. This is the very beginning of the # {name} channel.", None, "TextView", (42, 1330, 1038, 1440), None),
        e("Add people", None, "Button", (42, 1480, 520, 1580), None, click=True),
        e("Add description", None, "Button", (540, 1480, 1038, 1580), None, click=True),
        e(None, "Add files", "ImageButton", (20, 2110, 130, 2220), None, click=True),
        e("", None, "EditText", (140, 2100, 1060, 2230), "message_input_field", edit=True, click=True, hint=f"Message #{name}")]
    tr.click("Skip", chan)

    def home(clock, batt):
        s = status(clock, batt, ("Slack notification",))
        s += [e(None, "Northwind Labs", "ImageView", (30, 150, 150, 270), "team_avatar", click=True),
              e("Northwind Labs", None, "TextView", (170, 170, 800, 250), None, click=True),
              e(None, "Your profile. Status: Active", "ImageView", (950, 150, 1070, 270), "user_avatar", click=True),
              e("Jump to or search…", None, "TextView", (42, 300, 1038, 400), "search_bar", click=True),
              e("Threads", None, "TextView", (110, 440, 800, 520), None, click=True),
              e("Huddles", None, "TextView", (110, 530, 800, 610), None, click=True),
              e("Drafts & sent", None, "TextView", (110, 620, 800, 700), None, click=True),
              e("Channels", None, "TextView", (42, 760, 800, 830), "section_header", click=True)]
        y = 850
        for ch, unread in (("announcements", False), ("design-crit", True), ("eng-android", True), ("general", False),
                           ("incident-room", False), ("q4-planning", False), ("random", False), ("release-train", False)):
            s.append(e(f"# {ch}", f"{ch}, channel" + (", has unread messages" if unread else ""), "TextView", (110, y, 1000, y + 80), "channel_name", click=True, long=True))
            y += 90
        s.append(e("Add channels", None, "TextView", (110, y, 1000, y + 80), None, click=True))
        y += 110
        s.append(e("Direct messages", None, "TextView", (42, y, 800, y + 70), "section_header", click=True))
        y += 90
        for dm in ("Priya Raman", "Jonas Weber", "Slackbot"):
            s.append(e(dm, f"{dm}, direct message", "TextView", (110, y, 1000, y + 80), "dm_name", click=True, long=True))
            y += 90
        s += [e(None, "New message", "ImageButton", (880, 1960, 1040, 2120), "compose_fab", click=True),
              e("Home", "Home", "Button", (0, 2150, 270, 2300), None, click=True, sel=True),
              e("DMs", "DMs", "Button", (270, 2150, 540, 2300), None, click=True, sel=False),
              e("Activity", "Activity", "Button", (540, 2150, 810, 2300), None, click=True, sel=False),
              e("You", "You", "Button", (810, 2150, 1080, 2300), None, click=True, sel=False)]
        return s

    tr.act("navigate_back", home("10:57", 70))
    dms = status("10:58", 70, ("Slack notification",)) + [
        e("Direct messages", None, "TextView", (42, 170, 800, 250), None),
        e(None, "New message", "Button", (940, 150, 1060, 270), None, click=True),
        e("Find a DM", None, "TextView", (42, 300, 1038, 400), "search_bar", click=True)]
    y = 430
    for who, last, when in (("Priya Raman", "You: I'll set up the ops channel for the launch today", "10:41"),
                            ("Jonas Weber", "Jonas: can you review the rollout flag PR when you get a sec?", "9:58"),
                            ("Slackbot", "Slackbot: Reminder: submit Q4 expense report", "9:00"),
                            ("Marco Ruiz, Aylin Demir", "Aylin: 👍", "Yesterday"),
                            ("Sina Park", "You: thanks, the regression is fixed in 4.12.1", "Mon")):
        dms += [e(None, f"{who}, {last}, {when}", "android.view.View", (0, y, 1080, y + 190), "dm_row", click=True, long=True),
                e(who, None, "TextView", (180, y + 30, 820, y + 86), None),
                e(last, None, "TextView", (180, y + 92, 1000, y + 150), None),
                e(when, None, "TextView", (840, y + 30, 1040, y + 86), None)]
        y += 190
    dms += [e("Home", "Home", "Button", (0, 2150, 270, 2300), None, click=True, sel=False),
            e("DMs", "DMs", "Button", (270, 2150, 540, 2300), None, click=True, sel=True),
            e("Activity", "Activity", "Button", (540, 2150, 810, 2300), None, click=True, sel=False),
            e("You", "You", "Button", (810, 2150, 1080, 2300), None, click=True, sel=False)]
    tr.click("DMs", dms)

    def dm(clock, batt, draft, sent=None):
        s = status(clock, batt, ("Slack notification",))
        s += [e(None, "Navigate up", "ImageButton", (0, 150, 130, 280), None, click=True),
              e("Priya Raman", None, "TextView", (150, 160, 800, 230), "title", click=True),
              e("Active", None, "TextView", (150, 230, 800, 276), "subtitle"),
              e(None, "Start huddle", "Button", (840, 150, 950, 270), None, click=True),
              e(None, "Conversation details", "ImageView", (950, 150, 1070, 270), None, click=True),
              e("Today", None, "TextView", (440, 1300, 640, 1350), None),
              e("Priya Raman  10:38", None, "TextView", (180, 1380, 1000, 1430), None),
              e("Can we get a dedicated channel for launch ops? The #q4-planning one is getting noisy.", None, "TextView", (180, 1434, 1040, 1560), None, long=True),
              e("Dana Whitfield  10:41", None, "TextView", (180, 1600, 1000, 1650), None),
              e("I'll set up the ops channel for the launch today", None, "TextView", (180, 1654, 1040, 1720), None, long=True)]
        if sent:
            s += [e("Dana Whitfield  10:58", None, "TextView", (180, 1760, 1000, 1810), None),
                  e(sent, None, "TextView", (180, 1814, 1040, 1940), None, long=True)]
        s += [e(None, "Add files", "ImageButton", (20, 2110, 130, 2220), None, click=True),
              e(draft, None, "EditText", (140, 2100, 920, 2230), "message_input_field", edit=True, click=True, focus=bool(draft), hint="Message Priya Raman")]
        if draft:
            s.append(e(None, "Send", "ImageButton", (930, 2100, 1060, 2230), "send_button", click=True))
        return s

    tr.click("Priya Raman, You: I'll set up the ops channel for the launch today, 10:41", dm("10:58", 70, ""))
    msg = "Done, the launch ops channel is up. Adding the release folks after standup."
    tr.type("message_input_field", msg, dm("10:58", 69, msg))
    tr.click("Send", dm("10:58", 69, "", sent=msg))
    add(rs, 21, tr, bad=True, turn=4, kind="channel just created is missing from the sidebar channel list")


# Feeder: clean
def t22(rs: RowSet) -> None:
    P = "com.nononsenseapps.feeder.play"

    def e(text=None, desc=None, cls="android.view.View", box=(0, 0, 0, 0), res=None, **kw):
        return E(P, text, desc, cls, box, res, **kw)

    ars = [("Ars Technica", "Nov 12, 18:52", "Microsoft's Windows 11 24H2 update is breaking some older Ubisoft games", "Affected titles include Assassin's Creed Origins, Valhalla and Star Wars Outlaws; Ubisoft is blocking…"),
           ("Ars Technica", "Nov 12, 17:30", "SpaceX's Starship flight 6 is go for launch next week with a twist", "The booster will attempt another catch at the tower while the ship tests an in-space Raptor relight…")]
    lwn = [("LWN.net", "Nov 12, 18:10", "[$] Zapping pointers out of thin air", "Memory-tagging and pointer authentication are making their way into more of the kernel's hot paths…"),
           ("LWN.net", "Nov 12, 15:04", "Security updates for Tuesday", "Security updates have been issued by AlmaLinux (kernel), Debian (chromium, thunderbird), Fedora…")]
    hn = [("Hacker News: Front Page", "Nov 12, 18:47", "Show HN: I built a tiny offline-first notes app on SQLite and CRDTs", "Comments"),
          ("Hacker News: Front Page", "Nov 12, 18:22", "WireGuard on a $15 router, two years later", "Comments")]
    reg = [("The Register", "Nov 12, 18:58", "Intel's Arrow Lake fix doesn't 'fix' overall gaming performance", "Chipzilla's patch brings some gains, but not the ones enthusiasts were hoping for…"),
           ("The Register", "Nov 12, 18:31", "AWS pushes Graviton4 into more regions as Arm instances near half of new EC2 launches", "Cloud giant says customers keep migrating…"),
           ("The Register", "Nov 12, 17:55", "Fedora 41 lands with DNF5 and a fresh KDE spin", "Red Hat's community distro ships on schedule…"),
           ("The Register", "Nov 12, 16:20", "UK watchdog opens probe into cloud egress fees", "CMA says the charges may lock customers in…")]

    def items_list(items, y0=300):
        out = []
        y = y0
        for feed, when, title, snip in items:
            if y + 330 > 2260:
                break
            out += [e(None, None, "android.view.View", (0, y, 1080, y + 320), None, click=True, long=True),
                    e(f"{feed} · {when}", None, "TextView", (42, y + 20, 1038, y + 66), None),
                    e(title, None, "TextView", (42, y + 70, 1038, y + 190), None),
                    e(snip, None, "TextView", (42, y + 194, 1038, y + 290), None)]
            y += 330
        return out

    def feedscr(clock, batt, title, items, menu=False, syncing=False):
        s = status(clock, batt, ())
        s += [e(None, "Open navigation drawer", "Button", (0, 150, 130, 280), None, click=True),
              e(title, None, "TextView", (150, 180, 700, 250), None),
              e(None, "Show unread items only", "Button", (700, 150, 820, 270), None, click=True, checked=True),
              e(None, "Synchronize", "Button", (820, 150, 940, 270), None, click=True),
              e(None, "More options", "Button", (940, 150, 1060, 270), None, click=True)]
        if syncing:
            s.append(e(None, "Synchronizing", "ProgressBar", (0, 280, 1080, 296), None))
        if items:
            s += [e(None, None, "android.view.View", (0, 300, 1080, 2260), None, scroll=True)] + items_list(items)
        else:
            s += [e("Nothing to read", None, "TextView", (240, 1000, 840, 1080), None),
                  e("All items are read. Pull down to synchronize or switch to show all items.", None, "TextView", (120, 1090, 960, 1200), None)]
        if menu:
            s += [e(None, None, "android.view.View", (520, 150, 1070, 1100), None)]
            y = 170
            for t in ("Mark all as read", "Add feed", "Edit feed", "Delete feed", "Settings", "Send bug report"):
                s.append(e(t, None, "TextView", (540, y, 1060, y + 120), None, click=True))
                y += 125
        return s

    all0 = [ars[0], hn[0], hn[1], lwn[0], ars[1], lwn[1]]
    tr = Tr(feedscr("19:04", 77, "All feeds", all0))
    tr.click("More options", feedscr("19:04", 77, "All feeds", all0, menu=True))

    def search(clock, batt, q, result):
        s = status(clock, batt, ())
        s += [e(None, "Back", "Button", (0, 150, 130, 280), None, click=True),
              e("Add feed", None, "TextView", (150, 180, 700, 250), None),
              e(q, None, "EditText", (42, 320, 1038, 440), None, edit=True, click=True, focus=not result, hint="Search or URL"),
              e("Search", None, "Button", (760, 470, 1038, 570), None, click=True)]
        if not result:
            s += [e("Example: https://lwn.net/headlines/rss, lwn.net or just 'lwn'", None, "TextView", (42, 600, 1038, 700), None)]
        else:
            s += [e(None, "The Register, https://www.theregister.com/headlines.atom, Biting the hand that feeds IT", "android.view.View", (42, 620, 1038, 900), None, click=True),
                  e("The Register", None, "TextView", (80, 650, 1000, 710), None),
                  e("https://www.theregister.com/headlines.atom", None, "TextView", (80, 714, 1000, 760), None),
                  e("Biting the hand that feeds IT — Enterprise Technology News and Analysis", None, "TextView", (80, 764, 1000, 860), None)]
        return s

    tr.click("Add feed", search("19:04", 77, "", False))
    url = "https://www.theregister.com/headlines.atom"
    tr.type("Search or URL", url, search("19:05", 77, url, False))
    tr.click("Search", search("19:05", 77, url, True))

    def edit(clock, batt, tag):
        s = status(clock, batt, ())
        s += [e(None, "Back", "Button", (0, 150, 130, 280), None, click=True),
              e("Edit feed", None, "TextView", (150, 180, 700, 250), None),
              e(url, None, "EditText", (42, 320, 1038, 430), None, edit=True, click=True, hint="URL"),
              e("The Register", None, "EditText", (42, 460, 1038, 570), None, edit=True, click=True, hint="Title"),
              e(tag, None, "EditText", (42, 600, 1038, 710), None, edit=True, click=True, focus=bool(tag), hint="Tag"),
              e("Fetch full article by default", None, "TextView", (42, 760, 850, 820), None),
              e(None, "Fetch full article by default", "Switch", (880, 750, 1040, 830), None, click=True, checked=False),
              e("Notify for new items", None, "TextView", (42, 870, 850, 930), None),
              e(None, "Notify for new items", "Switch", (880, 860, 1040, 940), None, click=True, checked=False),
              e("Skip duplicate articles", None, "TextView", (42, 980, 850, 1040), None),
              e(None, "Skip duplicate articles", "Switch", (880, 970, 1040, 1050), None, click=True, checked=False),
              e("Open items by default with", None, "TextView", (42, 1100, 1038, 1160), None),
              e("Reader", None, "RadioButton", (42, 1180, 1038, 1270), None, click=True, checked=True),
              e("Custom tab", None, "RadioButton", (42, 1280, 1038, 1370), None, click=True, checked=False),
              e("Default browser", None, "RadioButton", (42, 1380, 1038, 1470), None, click=True, checked=False),
              e("Cancel", None, "Button", (42, 2100, 520, 2220), None, click=True),
              e("OK", None, "Button", (560, 2100, 1038, 2220), None, click=True)]
        return s

    tr.click("The Register, https://www.theregister.com/headlines.atom, Biting the hand that feeds IT", edit("19:05", 77, ""))
    tr.type("Tag", "Tech", edit("19:05", 76, "Tech"))
    tr.click("OK", feedscr("19:06", 76, "The Register", reg, syncing=True))

    def drawer(clock, batt, counts):
        s = status(clock, batt, ())
        s += [e(None, None, "android.view.View", (0, 118, 860, 2400), None, scroll=True),
              e("Feeder", None, "TextView", (42, 170, 600, 250), None)]
        y = 290
        for label, key, indent in (("All feeds", "all", 0), ("Tech", "tech", 0), ("Ars Technica", "ars", 1), ("The Register", "reg", 1),
                                   ("Linux", "linux", 0), ("LWN.net", "lwn", 1), ("Hacker News: Front Page", "hn", 0)):
            n = counts.get(key, 0)
            x = 42 + indent * 80
            s.append(e(label, f"{label}" + (f", {n} unread" if n else ""), "TextView", (x, y, 700, y + 110), None, click=True))
            if n:
                s.append(e(str(n), None, "TextView", (720, y, 830, y + 110), None))
            y += 120
        s.append(e("Settings", None, "TextView", (42, y + 40, 700, y + 150), None, click=True))
        return s

    c = {"all": 97, "tech": 68, "ars": 18, "reg": 50, "linux": 9, "lwn": 9, "hn": 20}
    tr.click("Open navigation drawer", drawer("19:06", 76, c))
    all1 = [reg[0], ars[0], hn[0], reg[1], hn[1], lwn[0], reg[2], ars[1], reg[3], lwn[1]]
    tr.click("All feeds", feedscr("19:06", 76, "All feeds", all1))
    tr.click("More options", feedscr("19:07", 76, "All feeds", all1, menu=True))
    tr.click("Mark all as read", feedscr("19:07", 76, "All feeds", []))
    tr.click("Open navigation drawer", drawer("19:07", 76, {}))
    add(rs, 22, tr)


TRAJECTORIES = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in TRAJECTORIES:
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
