# ruff: noqa: E501, B007, E731
"""Holdout 9, android domain: 22 AndroidWorld-style trajectories (11 with exactly one contradiction).

Each screen is rendered from the trajectory's own state by small per-app renderers, so clean trajectories
stay consistent by construction; every bad trajectory injects exactly one drifted detail, noted in the
one-line comment above it (with turn numbers).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements


class BoundingBox:
    def __init__(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.x1, self.y1, self.x2, self.y2 = x1, y1, x2, y2

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x1}, x_max={self.x2}, y_min={self.y1}, y_max={self.y2})"


CLS = {"TextView": "android.widget.TextView", "Button": "android.widget.Button", "EditText": "android.widget.EditText",
       "ImageView": "android.widget.ImageView", "ImageButton": "android.widget.ImageButton",
       "CheckBox": "android.widget.CheckBox", "Switch": "android.widget.Switch", "RadioButton": "android.widget.RadioButton",
       "SeekBar": "android.widget.SeekBar", "LinearLayout": "android.widget.LinearLayout",
       "FrameLayout": "android.widget.FrameLayout", "View": "android.view.View", "ViewGroup": "android.view.ViewGroup",
       "ProgressBar": "android.widget.ProgressBar", "RecyclerView": "androidx.recyclerview.widget.RecyclerView"}


def mk(text: Any, cls: str, rid: str | None, desc: str | None, click: bool, checked: bool, box: tuple[int, int, int, int]) -> dict[str, Any]:
    return {"text": text, "content_description": desc, "class_name": CLS.get(cls, cls), "resource_name": rid,
            "is_checked": checked, "is_clickable": click, "bbox_pixels": BoundingBox(*box)}


class Scr:
    """One screen: the status bar, then elements stacked top to bottom (or placed with an explicit box)."""

    def __init__(self, pkg: str, clock: str, batt: int = 81, extra_icons: tuple[str, ...] = ()) -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = [mk(clock, "TextView", "com.android.systemui:id/clock", None, False, False, (42, 18, 150, 80))]
        x = 160
        for d in extra_icons:
            self.els.append(mk(None, "ImageView", "com.android.systemui:id/notificationIcons", d, False, False, (x, 26, x + 44, 70)))
            x += 52
        self.els.append(mk(None, "ImageView", "com.android.systemui:id/wifi_signal", "Wifi signal full.", False, False, (860, 26, 904, 70)))
        self.els.append(mk(None, "LinearLayout", "com.android.systemui:id/battery", f"Battery {batt} percent.", False, False, (920, 22, 1038, 74)))
        self.y = 120

    def add(self, text: Any = None, cls: str = "TextView", rid: str | None = None, desc: str | None = None, click: bool = False,
            checked: bool = False, h: int = 110, x: tuple[int, int] = (42, 1038), adv: bool = True,
            box: tuple[int, int, int, int] | None = None) -> "Scr":
        if rid and ":" not in rid:
            rid = f"{self.pkg}:id/{rid}"
        b = box or (x[0], self.y, x[1], self.y + h)
        self.els.append(mk(text, cls, rid, desc, click, checked, b))
        if adv and box is None:
            self.y += h
        return self

    def gap(self, h: int) -> "Scr":
        self.y += h
        return self

    def at(self, y: int) -> "Scr":
        self.y = y
        return self


class Traj:
    """Collects (action, observation) turns; actions address elements of the previous screen by index."""

    def __init__(self, start: Scr) -> None:
        self.prev = start
        self.state = ui_elements(start.els)
        self.turns: list[tuple[str, str]] = []

    def idx(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.prev.els)
                if key in (e["text"], e["content_description"]) or (e["resource_name"] or "").endswith("/" + key)]
        assert len(hits) > nth, (key, [e["text"] for e in self.prev.els])
        return hits[nth]

    def _p(self, action: str, scr: Scr) -> None:
        self.turns.append((action, ui_elements(scr.els)))
        self.prev = scr

    def click(self, key: str, scr: Scr, nth: int = 0) -> None:
        self._p(droid("click", index=self.idx(key, nth)), scr)

    def long(self, key: str, scr: Scr, nth: int = 0) -> None:
        self._p(droid("long_press", index=self.idx(key, nth)), scr)

    def type(self, key: str, text: str, scr: Scr, nth: int = 0) -> None:
        self._p(droid("input_text", text=text, index=self.idx(key, nth)), scr)

    def scroll(self, direction: str, scr: Scr) -> None:
        self._p(droid("scroll", direction=direction), scr)

    def back(self, scr: Scr) -> None:
        self._p(droid("navigate_back"), scr)

    def home(self, scr: Scr) -> None:
        self._p(droid("navigate_home"), scr)

    def open(self, app: str, scr: Scr) -> None:
        self._p(droid("open_app", app_name=app), scr)

    def enter(self, scr: Scr) -> None:
        self._p(droid("keyboard_enter"), scr)

    def wait(self, scr: Scr) -> None:
        self._p(droid("wait"), scr)


def nav_bar(s: Scr) -> None:
    s.add(None, "ImageView", "com.android.systemui:id/home_handle", "Home", False, box=(390, 2330, 690, 2380))


def launcher(clock: str, batt: int = 81, icons: tuple[str, ...] = ()) -> Scr:
    s = Scr("com.google.android.apps.nexuslauncher", clock, batt, icons)
    s.add("Wednesday, Nov 13", "TextView", "date", None, True, box=(60, 240, 560, 320))
    s.add("11°C", "TextView", "smartspace_subtitle_text", None, True, box=(60, 320, 300, 380))
    apps = ["Gmail", "Maps", "Photos", "YouTube", "Keep Notes", "Calculator", "Settings", "Camera",
            "Calendar", "Tasks", "Audio Recorder", "Podcasts", "Signal", "OsmAnd", "Expenses", "Clock"]
    for i, a in enumerate(apps):
        r, c = divmod(i, 4)
        x, y = 60 + c * 250, 1200 + r * 250
        s.add(a, "TextView", None, a, True, box=(x, y, x + 210, y + 220))
    s.add(None, "FrameLayout", "search_container_hotseat", "Google search", True, box=(60, 2180, 1020, 2300))
    nav_bar(s)
    return s


# ----------------------------------------------------------------------------------------------------- Gmail
GM = "com.google.android.gm"


def gm_inbox(clock: str, mails: list[dict[str, Any]], badge: str, title: str = "Primary", snack: tuple[str, ...] = (),
             sel: int = 0, batt: int = 81) -> Scr:
    s = Scr(GM, clock, batt)
    if sel:
        s.add(None, "ImageButton", None, "Done", True, h=0, adv=False, x=(20, 140))
        s.add(str(sel), "TextView", "action_mode_title", None, False, h=0, adv=False, x=(160, 300))
        s.add(None, "Button", "archive", "Archive", True, h=0, adv=False, x=(560, 660))
        s.add(None, "Button", "delete", "Delete", True, h=0, adv=False, x=(680, 780))
        unread_sel = any(m.get("sel") and m.get("unread") for m in mails)
        s.add(None, "Button", "read" if unread_sel else "unread", "Mark read" if unread_sel else "Mark unread", True, h=0, adv=False, x=(800, 900))
        s.add(None, "ImageButton", None, "More options", True, h=130, x=(920, 1030))
    else:
        s.add(None, "ImageButton", None, "Open navigation drawer", True, h=0, adv=False, x=(42, 150))
        s.add("Search in mail", "TextView", "open_search", None, True, h=0, adv=False, x=(160, 860))
        s.add(None, "ImageView", "og_apd_internal_image_view", "Signed in as Priya Raman priya.raman@gmail.com\nAccount and settings.", True, h=130, x=(880, 1010))
    s.add(title, "TextView", "thread_list_header", None, False, h=80)
    for m in mails:
        pre = "Unread, " if m.get("unread") else ""
        star = "Starred" if m.get("star") else "Not starred"
        s.add(None, "View", "viewified_conversation_item_view",
              f"{pre}{m['from']}, {m['subj']}, {m['time']}, {m['snip']}{', ' + star if m.get('star') else ''}", True,
              checked=bool(m.get("sel")), h=0, adv=False)
        s.add(m["from"], "TextView", "senders", None, False, h=60, x=(200, 760), adv=False)
        s.add(m["time"], "TextView", "date", None, False, h=60, x=(800, 1030))
        s.add(m["subj"], "TextView", "subject", None, False, h=56, x=(200, 900))
        s.add(m["snip"], "TextView", "snippet", None, False, h=56, x=(200, 900), adv=False)
        s.add(None, "ImageView", "star", star, True, h=60, x=(930, 1030))
        s.gap(40)
    for t in snack:
        s.add(t, "Button" if t in ("Undo", "View message") else "TextView", "snackbar_action" if t in ("Undo", "View message") else "snackbar_text",
              None, t in ("Undo", "View message"), box=(42 + 330 * snack.index(t), 1960, 372 + 330 * snack.index(t), 2060))
    if not sel:
        s.add("Compose", "Button", "compose_button", None, True, box=(620, 2060, 1020, 2190))
    s.add("Mail", "TextView", "navigation_bar_item_large_label_view", f"Mail, {badge} new notifications", True, box=(0, 2200, 540, 2320))
    s.add("Meet", "TextView", "navigation_bar_item_small_label_view", "Meet", True, box=(540, 2200, 1080, 2320))
    nav_bar(s)
    return s


def gm_drawer(clock: str, primary: int, batt: int = 81) -> Scr:
    s = Scr(GM, clock, batt)
    s.add("Gmail", "TextView", "drawer_header", None, False, h=130, x=(42, 700))
    rows = [("All inboxes", ""), ("Primary", str(primary)), ("Promotions", "8 new"), ("Social", "2 new"), ("Updates", "3 new"),
            ("Starred", ""), ("Snoozed", ""), ("Important", "14"), ("Sent", ""), ("Scheduled", ""), ("Outbox", ""),
            ("Drafts", "2"), ("All mail", "31"), ("Spam", ""), ("Trash", "")]
    for name, cnt in rows:
        s.add(name, "TextView", "name", None, True, h=0, adv=False, x=(160, 700))
        if cnt:
            s.add(cnt, "TextView", "unread", None, False, h=0, adv=False, x=(760, 820))
        s.add(None, "LinearLayout", None, None, True, checked=(name == "Primary"), h=118, x=(0, 840))
    nav_bar(s)
    return s


def gm_inbox_mails() -> list[dict[str, Any]]:
    return [
        {"from": "Harbourline Accounts", "subj": "Re: Invoice 2024-117", "snip": "Hi Priya, the total on page 2 doesn't match the PO we signed – could you…", "time": "9:02 AM", "unread": True},
        {"from": "Google", "subj": "Security alert", "snip": "A new sign-in on Google Pixel 7. We noticed a new sign-in to your Google Acc…", "time": "8:47 AM", "unread": True},
        {"from": "Lena Fischer", "subj": "Sunday hike 🥾", "snip": "Meet at the Mount Tam trailhead at 7:30? I can drive two people from…", "time": "8:15 AM", "unread": True},
        {"from": "Strava", "subj": "Your weekly summary", "snip": "4 activities · 31.6 km · 2h 48m. You climbed 412 m this week, up from…", "time": "Nov 12"},
        {"from": "Marco, me 3", "subj": "Flat inspection Thursday", "snip": "Perfect, see you at 10. I'll bring the spare keys for the storage…", "time": "Nov 12", "star": True},
        {"from": "PG&E", "subj": "Your energy statement is ready", "snip": "Amount due: $84.17 by Nov 29. View your statement online…", "time": "Nov 11"},
        {"from": "Coursera", "subj": "Week 3 deadline approaching", "snip": "Your quiz for Bayesian Statistics is due Sunday at 11:59 PM PST…", "time": "Nov 11"},
    ]


def gm_compose(clock: str, to: str, sugg: bool, subj: str, body: str, focus: str) -> Scr:
    s = Scr(GM, clock)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add(None, "TextView", "add_attachment", "Attach file", True, h=0, adv=False, x=(700, 800))
    s.add(None, "TextView", "send", "Send", True, h=0, adv=False, x=(820, 920))
    s.add(None, "ImageButton", None, "More options", True, h=140, x=(940, 1040))
    s.add("From", "TextView", "from_label", None, False, h=0, adv=False, x=(42, 180))
    s.add("priya.raman@gmail.com", "TextView", "from_account_name", None, True, h=120, x=(200, 900))
    s.add("To", "TextView", "to_label", None, False, h=0, adv=False, x=(42, 180))
    s.add(to, "EditText", "to", None, True, h=0, adv=False, x=(200, 900))
    s.add(None, "ImageView", "add_cc_bcc", "Add Cc/Bcc", True, h=120, x=(920, 1030))
    if sugg:
        s.add("Daniel Okafor", "TextView", "title", None, True, h=70, x=(200, 1000))
        s.add("d.okafor@harbourline.co", "TextView", "text1", None, True, h=70, x=(200, 1000))
        s.add("Dana Oakes", "TextView", "title", None, True, h=70, x=(200, 1000))
        s.add("dana.oakes@gmail.com", "TextView", "text1", None, True, h=70, x=(200, 1000))
    else:
        s.add(subj or "Subject", "EditText", "subject", None, True, h=120)
        s.add(body or "Compose email", "EditText", "body", None, True, h=600)
    if focus:
        s.add(None, "View", None, f"Keyboard: {focus}", False, box=(0, 1500, 1080, 2300))
    nav_bar(s)
    return s


def gm_01() -> tuple[Traj, dict[str, Any]]:
    # Gmail compose+send. Turns 2-6 show the recipient as d.okafor@harbourline.co (typed at turn 2, chip at 3);
    # BAD at turn 8: the expanded details of the sent message give "To: ... d.okafor@harbourline.com".
    mails = gm_inbox_mails()
    t = Traj(gm_inbox("9:18", mails, "23"))
    t.click("Compose", gm_compose("9:18", "", False, "", "", "To"))
    t.type("to", "d.okafor@harbourline.co", gm_compose("9:19", "d.okafor@harbourline.co", True, "", "", "To"))
    chip = "Daniel Okafor <d.okafor@harbourline.co>, "
    t.click("Daniel Okafor", gm_compose("9:19", chip, False, "", "", "Subject"))
    subj = "Invoice 2024-117 – corrected total"
    t.type("subject", subj, gm_compose("9:19", chip, False, subj, "", "Subject"))
    body = ("Hi Daniel,\n\nSorry about that – the correct total for invoice 2024-117 is €3,480.00, not €3,840.00. "
            "I'll send the updated PDF this afternoon.\n\nBest,\nPriya")
    t.type("body", body, gm_compose("9:21", chip, False, subj, body, "Compose email"))
    t.click("send", gm_inbox("9:21", mails, "23", snack=("Sent", "Undo", "View message")))

    def conv(details: bool) -> Scr:
        s = Scr(GM, "9:22")
        s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
        s.add(None, "Button", "archive", "Archive", True, h=0, adv=False, x=(560, 660))
        s.add(None, "Button", "delete", "Delete", True, h=0, adv=False, x=(680, 780))
        s.add(None, "Button", "inside_conversation_unread", "Mark unread", True, h=0, adv=False, x=(800, 900))
        s.add(None, "ImageButton", None, "More options", True, h=140, x=(920, 1030))
        s.add(subj, "TextView", "subject_and_folder_view", None, False, h=150, x=(42, 900))
        s.add("Sent", "TextView", "folder_chip", "Sent", True, h=80, x=(42, 200))
        s.add("me", "TextView", "sender_name", None, False, h=0, adv=False, x=(200, 700))
        s.add("9:21 AM", "TextView", "upper_date", None, False, h=70, x=(720, 900))
        if details:
            s.add("From", "TextView", None, None, False, h=0, adv=False, x=(200, 340))
            s.add("Priya Raman • priya.raman@gmail.com", "TextView", "from_details", None, False, h=70, x=(360, 1030))
            s.add("To", "TextView", None, None, False, h=0, adv=False, x=(200, 340))
            s.add("Daniel Okafor • d.okafor@harbourline.com", "TextView", "to_details", None, False, h=70, x=(360, 1030))
            s.add("Date", "TextView", None, None, False, h=0, adv=False, x=(200, 340))
            s.add("Nov 13, 2024, 9:21 AM", "TextView", "date_details", None, False, h=70, x=(360, 1030))
            s.add("Hide details", "TextView", "hide_details", None, True, h=80, x=(200, 500))
        else:
            s.add("to Daniel", "TextView", "recipient_summary", "Show details", True, h=80, x=(200, 500))
        s.add(None, "ImageView", "reply_button", "Reply", True, h=0, adv=False, x=(800, 900))
        s.add(None, "ImageView", "overflow", "More options", True, h=90, x=(920, 1030))
        s.add(body, "TextView", "webview_body", None, False, h=520)
        s.add("Reply", "Button", "reply", None, True, h=0, adv=False, x=(42, 360))
        s.add("Reply all", "Button", "reply_all", None, True, h=0, adv=False, x=(380, 700))
        s.add("Forward", "Button", "forward", None, True, h=130, x=(720, 1030))
        nav_bar(s)
        return s

    t.click("View message", conv(False))
    t.click("to Daniel", conv(True))
    return t, {"bad": True, "turn": 8, "kind": "recipient address differs from the one typed"}


def gm_12() -> tuple[Traj, dict[str, Any]]:
    # Gmail clean: reading Lena's mail drops Primary unread 23 -> 22 (drawer, turn 4); starring shows it in Starred;
    # marking it unread again (turn 7) brings the drawer back to 23 (turn 8). Clock only moves forward.
    mails = gm_inbox_mails()
    t = Traj(gm_inbox("8:31", mails, "23", batt=64))
    lena = {"from": "Lena Fischer", "subj": "Sunday hike 🥾", "time": "8:15 AM"}
    hike = ("Meet at the Mount Tam trailhead at 7:30? I can drive two people from Mill Valley, the rest can take the "
            "61 bus. Bring layers, it's supposed to be 9°C at the top.\n\nLena")

    def conv(clock: str, starred: bool) -> Scr:
        s = Scr(GM, clock, 64)
        s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
        s.add(None, "Button", "archive", "Archive", True, h=0, adv=False, x=(560, 660))
        s.add(None, "Button", "delete", "Delete", True, h=0, adv=False, x=(680, 780))
        s.add(None, "Button", "inside_conversation_unread", "Mark unread", True, h=0, adv=False, x=(800, 900))
        s.add(None, "ImageButton", None, "More options", True, h=140, x=(920, 1030))
        s.add("Sunday hike 🥾", "TextView", "subject_and_folder_view", None, False, h=0, adv=False, x=(42, 800))
        s.add(None, "ImageView", "conversation_header_star", "Starred" if starred else "Not starred", True, h=150, x=(900, 1030))
        s.add("Inbox", "TextView", "folder_chip", "Inbox", True, h=80, x=(42, 220))
        s.add("Lena Fischer", "TextView", "sender_name", None, False, h=0, adv=False, x=(200, 700))
        s.add("8:15 AM", "TextView", "upper_date", None, False, h=70, x=(720, 900))
        s.add("to me", "TextView", "recipient_summary", "Show details", True, h=80, x=(200, 500))
        s.add(hike, "TextView", "webview_body", None, False, h=420)
        s.add("Reply", "Button", "reply", None, True, h=0, adv=False, x=(42, 360))
        s.add("Reply all", "Button", "reply_all", None, True, h=0, adv=False, x=(380, 700))
        s.add("Forward", "Button", "forward", None, True, h=130, x=(720, 1030))
        nav_bar(s)
        return s

    t.click("senders", conv("8:31", False), nth=2)
    t.click("conversation_header_star", conv("8:32", True))
    mails[2] = {**mails[2], "unread": False, "star": True}
    t.back(gm_inbox("8:32", mails, "22", batt=64))
    t.click("Open navigation drawer", gm_drawer("8:32", 22, 64))
    starred = [dict(mails[2]),
               {"from": "Marco, me 3", "subj": "Flat inspection Thursday", "snip": "Perfect, see you at 10. I'll bring the spare keys for the storage…", "time": "Nov 12", "star": True},
               {"from": "Aunt Ruth", "subj": "Grandma's lemon cake recipe", "snip": "Here it is, finally typed up! The trick is the syrup while it's still…", "time": "Oct 28", "star": True},
               {"from": "United Airlines", "subj": "Your trip confirmation: SFO → ORD", "snip": "Confirmation number K7QX2M. Thursday, Dec 19 · Departs 7:05 AM…", "time": "Oct 21", "star": True}]
    t.click("Starred", gm_inbox("8:33", starred, "22", title="Starred", batt=64))
    sel = [dict(m) for m in starred]
    sel[0]["sel"] = True
    t.long("senders", gm_inbox("8:33", sel, "22", title="Starred", sel=1, batt=64))
    starred[0] = {**starred[0], "unread": True}
    assert lena["from"] == starred[0]["from"]
    t.click("Mark unread", gm_inbox("8:33", starred, "23", title="Starred", batt=63))
    t.click("Open navigation drawer", gm_drawer("8:34", 23, 63))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# -------------------------------------------------------------------------------------------------- Settings
ST = "com.android.settings"


def st_main(clock: str, batt: int, batt_sum: str, icons: tuple[str, ...] = ()) -> Scr:
    s = Scr(ST, clock, batt, icons)
    s.add("Settings", "TextView", "homepage_title", None, False, h=160)
    s.add("Search settings", "TextView", "search_action_bar_title", None, True, h=130)
    rows = [("Network & internet", "Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
            ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
            ("Battery", batt_sum), ("Storage", "41% used - 75.6 GB free"),
            ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
            ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
            ("Security & privacy", "App security, device lock, permissions"), ("Location", "On - 6 apps have access to location")]
    for t, sub in rows:
        s.add(t, "TextView", "android:id/title", None, False, h=0, adv=False, x=(180, 1000))
        s.add(sub, "TextView", "android:id/summary", None, False, h=0, adv=False, x=(180, 1000))
        s.add(None, "LinearLayout", None, None, True, h=150)
    nav_bar(s)
    return s


def st_page(clock: str, batt: int, title: str, rows: list[tuple[str, ...]], icons: tuple[str, ...] = ()) -> Scr:
    """A preference screen. Row kinds: ('pref', title, summary), ('switch', title, summary, on), ('seek', title, pct),
    ('head', text), ('button', text, enabled), ('text', text)."""
    s = Scr(ST, clock, batt, icons)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add(title, "TextView", "collapsing_toolbar", None, False, h=220, x=(160, 1000))
    for r in rows:
        k = r[0]
        if k == "pref":
            s.add(r[1], "TextView", "android:id/title", None, False, h=0, adv=False, x=(80, 1000))
            if r[2]:
                s.add(r[2], "TextView", "android:id/summary", None, False, h=0, adv=False, x=(80, 1000))
            s.add(None, "LinearLayout", None, None, True, h=150)
        elif k == "switch":
            s.add(r[1], "TextView", "android:id/title", None, False, h=0, adv=False, x=(80, 820))
            if r[2]:
                s.add(r[2], "TextView", "android:id/summary", None, False, h=0, adv=False, x=(80, 820))
            s.add(None, "Switch", "switchWidget", r[1], True, checked=r[3], h=150, x=(860, 1000))
        elif k == "seek":
            s.add(r[1], "TextView", "android:id/title", None, False, h=70, x=(80, 1000))
            s.add(r[2], "SeekBar", "seekbar", r[1], True, h=100, x=(80, 1000))
        elif k == "head":
            s.add(r[1], "TextView", "android:id/title", None, False, h=100, x=(80, 1000))
        elif k == "button":
            s.add(r[1], "Button", "button", None, r[2], h=0 if len(r) > 3 else 130, adv=len(r) <= 3,
                  x=(80, 520) if len(r) > 3 else (560, 1000) if r[1] in ("Force stop", "Clear cache") else (80, 1000))
        elif k == "text":
            s.add(r[1], "TextView", None, None, False, h=110, x=(80, 1000))
        elif k == "kv":
            s.add(r[1], "TextView", "android:id/title", None, False, h=0, adv=False, x=(80, 600))
            s.add(r[2], "TextView", "android:id/summary", None, False, h=110, x=(620, 1000))
    nav_bar(s)
    return s


def st_dialog(clock: str, batt: int, title: str, msg: str, buttons: tuple[str, ...]) -> Scr:
    s = Scr(ST, clock, batt)
    s.add(title, "TextView", "alertTitle", None, False, box=(100, 900, 980, 990))
    s.add(msg, "TextView", "android:id/message", None, False, box=(100, 1000, 980, 1150))
    for i, b in enumerate(buttons):
        s.add(b, "Button", f"android:id/button{2 - i if len(buttons) == 2 else 1}", None, True, box=(560 + 220 * i, 1180, 760 + 220 * i, 1280))
    nav_bar(s)
    return s


def st_picker(clock: str, batt: int, title: str, options: list[str], chosen: str) -> Scr:
    s = Scr("com.android.soundpicker", clock, batt)
    s.add(title, "TextView", "android:id/alertTitle", None, False, h=140)
    for o in options:
        s.add(o, "RadioButton", "android:id/text1", None, True, checked=(o == chosen), h=120)
    s.add("Cancel", "Button", "android:id/button2", None, True, box=(560, 2180, 780, 2280))
    s.add("OK", "Button", "android:id/button1", None, True, box=(800, 2180, 1000, 2280))
    nav_bar(s)
    return s


RINGTONES = ["None", "Beats", "Copycat", "Crackle", "Flutterbye", "Hey Hey", "Lollipop", "Romance", "Spaceship",
             "The Big Adventure", "Zen Too"]
NOTIF = ["None", "Beeps", "Bubble", "Chime", "Clink", "Flick", "Hey", "Note", "Pipes", "Strum", "Trill"]


def sound_rows(ring: str, notif: str, touch: bool) -> list[tuple[Any, ...]]:
    return [("seek", "Media volume", "60%"), ("seek", "Call volume", "80%"), ("seek", "Ring & notification volume", "71%"),
            ("seek", "Alarm volume", "86%"), ("pref", "Do Not Disturb", "Off"), ("pref", "Live Caption", "Automatically caption media"),
            ("pref", "Media", "Pin media player, show recommendations"), ("pref", "Spatial Audio", "Off"),
            ("pref", "Shortcut to prevent ringing", "On (vibrate)"), ("pref", "Vibration & haptics", "On"),
            ("pref", "Phone ringtone", ring), ("pref", "Default notification sound", notif),
            ("pref", "Default alarm sound", "Fresh start"), ("switch", "Dial pad tones", "", True),
            ("switch", "Screen locking sound", "", True), ("switch", "Charging sounds and vibration", "", True),
            ("switch", "Touch sounds", "", touch), ("switch", "Always show icon when in vibrate mode", "", False)]


def st_02() -> tuple[Traj, dict[str, Any]]:
    # Settings > Sound: ringtone changed to Copycat (turn 3-4, still "Copycat" on the scrolled screen at turns 5-6);
    # BAD at turn 9: after picking the notification sound, the same list shows "Phone ringtone: The Big Adventure" again.
    B = 77
    t = Traj(st_main("14:06", B, "77% - Until about 10:40 PM"))
    t.click("Sound & vibration", st_page("14:06", B, "Sound & vibration", sound_rows("The Big Adventure", "Chime", True)[:12]))
    t.click("Phone ringtone", st_picker("14:07", B, "Phone ringtone", RINGTONES, "The Big Adventure"))
    t.click("Copycat", st_picker("14:07", B, "Phone ringtone", RINGTONES, "Copycat"))
    t.click("OK", st_page("14:07", B, "Sound & vibration", sound_rows("Copycat", "Chime", True)[:12]))
    t.scroll("down", st_page("14:07", B, "Sound & vibration", sound_rows("Copycat", "Chime", True)[6:]))
    t.click("Touch sounds", st_page("14:08", B, "Sound & vibration", sound_rows("Copycat", "Chime", False)[6:]), nth=1)
    t.click("Default notification sound", st_picker("14:08", B, "Default notification sound", NOTIF, "Chime"))
    t.click("Pipes", st_picker("14:08", B, "Default notification sound", NOTIF, "Pipes"))
    t.click("OK", st_page("14:09", B, "Sound & vibration", sound_rows("The Big Adventure", "Pipes", False)[6:]))
    t.back(st_main("14:09", B, "77% - Until about 10:40 PM"))
    return t, {"bad": True, "turn": 9, "kind": "state reverted (ringtone back to old value)"}


def batt_rows(pct: int, until: str, saver: bool) -> list[tuple[Any, ...]]:
    return [("head", f"{pct}%"), ("text", until), ("pref", "Battery usage", "View usage for past 24 hours"),
            ("pref", "Battery Saver", "On" if saver else "Off"), ("pref", "Adaptive preferences", "Adaptive Battery and Adaptive Charging"),
            ("switch", "Battery percentage", "Show battery percentage in status bar", True),
            ("pref", "Battery health", "Normal"), ("pref", "Battery information", "Manufactured Oct 2022 · 412 cycles")]


def saver_rows(on: bool) -> list[tuple[Any, ...]]:
    return [("switch", "Use Battery Saver", "", on), ("pref", "Set a schedule", "No schedule"),
            ("switch", "Turn off when charged", "", True),
            ("text", "Battery Saver turns on Dark theme and limits or turns off background activity, some visual effects, "
                     "certain features, and some network connections."),
            ("pref", "Extreme Battery Saver", "Never use")]


def st_14() -> tuple[Traj, dict[str, Any]]:
    # Settings > Battery clean: Battery Saver on (turn 3) changes the estimate from "Until about 11:30 PM" to
    # "Until about 1:45 AM" and shows the saver icon; battery drains 64 -> 63 -> 62 % as the clock moves 10:02 -> 10:16;
    # turning the saver off again (turn 8) removes the icon.
    SAVE = ("Battery Saver on.",)
    t = Traj(st_main("10:02", 64, "64% - Until about 11:30 PM"))
    t.click("Battery", st_page("10:02", 64, "Battery", batt_rows(64, "Until about 11:30 PM", False)))
    t.click("Battery Saver", st_page("10:03", 64, "Battery Saver", saver_rows(False)))
    t.click("Use Battery Saver", st_page("10:03", 64, "Battery Saver", saver_rows(True), SAVE), nth=1)
    t.back(st_page("10:09", 63, "Battery", batt_rows(63, "Until about 1:45 AM", True), SAVE))

    def usage(clock: str, pct: int) -> Scr:
        s = Scr(ST, clock, pct, SAVE)
        s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
        s.add("Battery usage", "TextView", "collapsing_toolbar", None, False, h=220, x=(160, 1000))
        s.add("Battery level for past 24 hr", "TextView", None, None, False, h=90)
        s.add(None, "View", "battery_chart", f"Battery level chart. Current level {pct}%.", True, h=420)
        s.add("View by apps", "Button", None, None, True, h=0, adv=False, x=(80, 520))
        s.add("View by systems", "Button", None, None, True, h=120, x=(540, 1000))
        for name, share in [("Screen", "31%"), ("YouTube", "18%"), ("Maps", "12%"), ("Chrome", "9%"), ("Mobile network standby", "7%"),
                            ("Gmail", "4%"), ("Spotify", "4%"), ("Camera", "3%"), ("Photos", "2%")]:
            s.add(name, "TextView", "android:id/title", None, False, h=0, adv=False, x=(180, 760))
            s.add(share, "TextView", "android:id/summary", None, False, h=110, x=(820, 1000))
        nav_bar(s)
        return s

    t.click("Battery usage", usage("10:10", 63))
    t.back(st_page("10:10", 63, "Battery", batt_rows(63, "Until about 1:45 AM", True), SAVE))
    t.click("Battery Saver", st_page("10:15", 62, "Battery Saver", saver_rows(True), SAVE))
    t.click("Use Battery Saver", st_page("10:16", 62, "Battery Saver", saver_rows(False)), nth=1)
    return t, {"bad": False, "turn": None, "kind": "clean"}


def app_info(clock: str, stopped: bool, storage: str) -> Scr:
    return st_page(clock, 58, "App info", [
        ("head", "Chrome"), ("text", "Installed"),
        ("button", "Open", True, "pair"), ("button", "Force stop", not stopped),
        ("pref", "Notifications", "~2 notifications per week"), ("pref", "Permissions", "Location, Microphone and Notifications"),
        ("pref", "Storage & cache", storage), ("pref", "Mobile data & Wi‑Fi", "1.21 GB used since Oct 14"),
        ("pref", "Screen time", "1 hr 12 min today"), ("pref", "App battery usage", "9% use since last full charge"),
        ("pref", "Open by default", "Allow app to open supported links"), ("text", "version 130.0.6723.102")])


def st_15() -> tuple[Traj, dict[str, Any]]:
    # Settings > Apps clean: Chrome force-stopped (Force stop greys out, turn 5), cache 212 MB cleared so the total
    # goes 612 MB -> 400 MB (turn 7) and the App info summary follows (turn 8).
    t = Traj(st_main("16:40", 58, "58% - Until about 2:10 AM"))
    t.click("Apps", st_page("16:40", 58, "Apps", [
        ("head", "Recently opened apps"), ("pref", "Chrome", "0 min ago"), ("pref", "Maps", "12 min ago"),
        ("pref", "YouTube", "1 hr ago"), ("pref", "See all 57 apps", ""), ("pref", "Default apps", "Chrome, Phone, and Messages"),
        ("pref", "Screen time", "2 hr 41 min today"), ("pref", "Unused apps", "2 unused apps"),
        ("pref", "App battery usage", ""), ("pref", "Special app access", "3 apps can use unrestricted data")]))
    apps = [("Audio Recorder", "23.41 MB"), ("Calculator", "9.87 MB"), ("Calendar", "61.20 MB"), ("Camera", "188 MB"),
            ("Chrome", "612 MB"), ("Clock", "31.04 MB"), ("Contacts", "44.12 MB"), ("Drive", "233 MB"), ("Files by Google", "71.55 MB"),
            ("Gmail", "407 MB"), ("Google", "1.02 GB"), ("Keep Notes", "52.36 MB"), ("Maps", "704 MB")]
    t.click("See all 57 apps", st_page("16:40", 58, "All apps", [("pref", "All apps", "")] + [("pref", a, b) for a, b in apps]))
    t.click("Chrome", app_info("16:41", False, "612 MB used in internal storage"))
    t.click("Force stop", st_dialog("16:41", 58, "Force stop?", "If you force stop an app, it may misbehave.", ("Cancel", "OK")))
    t.click("OK", app_info("16:41", True, "612 MB used in internal storage"))

    def storage(clock: str, cache: str, total: str) -> Scr:
        return st_page(clock, 58, "Storage & cache", [
            ("pref", "Storage used", "Internal shared storage"), ("kv", "App size", "298 MB"), ("kv", "User data", "102 MB"),
            ("kv", "Cache", cache), ("kv", "Total", total), ("button", "Clear storage", True, "pair"),
            ("button", "Clear cache", cache != "0 B")])

    t.click("Storage & cache", storage("16:42", "212 MB", "612 MB"))
    t.click("Clear cache", storage("16:42", "0 B", "400 MB"))
    t.back(app_info("16:42", True, "400 MB used in internal storage"))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# ------------------------------------------------------------------------------------------------ Calculator
CA = "com.google.android.calculator"
CALC_KEYS = [("AC", "clr", "clear"), ("( )", "parens", "parentheses"), ("%", "op_pct", "percent"), ("÷", "op_div", "divide"),
             ("7", "digit_7", None), ("8", "digit_8", None), ("9", "digit_9", None), ("×", "op_mul", "multiply"),
             ("4", "digit_4", None), ("5", "digit_5", None), ("6", "digit_6", None), ("−", "op_sub", "minus"),
             ("1", "digit_1", None), ("2", "digit_2", None), ("3", "digit_3", None), ("+", "op_add", "plus"),
             ("0", "digit_0", None), (".", "dec_point", "point"), ("⌫", "del", "backspace"), ("=", "eq", "equals")]


def calc(clock: str, formula: str, preview: str, menu: bool = False) -> Scr:
    s = Scr(CA, clock, 52)
    s.add(None, "ImageButton", None, "More options", True, box=(940, 130, 1040, 230))
    s.add(formula, "TextView", "formula", None, False, box=(42, 480, 1038, 700))
    if preview:
        s.add(preview, "TextView", "result_preview", None, False, box=(42, 720, 1038, 820))
    s.add(None, "ImageButton", "collapse_expand", "Expand", True, box=(480, 880, 600, 960))
    s.add("√", "Button", "op_sqrt", "square root", True, box=(42, 980, 230, 1080))
    s.add("π", "Button", "const_pi", "pi", True, box=(250, 980, 440, 1080))
    s.add("^", "Button", "op_pow", "power", True, box=(460, 980, 650, 1080))
    s.add("!", "Button", "op_fact", "factorial", True, box=(670, 980, 860, 1080))
    for i, (txt, rid, d) in enumerate(CALC_KEYS):
        r, c = divmod(i, 4)
        s.add(txt, "Button", rid, d, True, box=(42 + c * 250, 1120 + r * 230, 272 + c * 250, 1330 + r * 230))
    if menu:
        for j, m in enumerate(["History", "Choose theme", "Privacy policy", "Send feedback", "Help"]):
            s.add(m, "TextView", "android:id/title", None, True, box=(600, 140 + j * 120, 1040, 250 + j * 120))
    nav_bar(s)
    return s


def calc_03() -> tuple[Traj, dict[str, Any]]:
    # Calculator: 1,284×37 shows 47,508 (turns 1-2); 47,508÷4 = 11,877 (turns 4-5).
    # BAD at turn 7: the History screen lists "1,284×37" with result "47,580".
    t = Traj(calc("11:52", "1,284×3", "3,852"))
    t.click("7", calc("11:52", "1,284×37", "47,508"))
    t.click("=", calc("11:52", "47,508", ""))
    t.click("÷", calc("11:52", "47,508÷", ""))
    t.click("4", calc("11:53", "47,508÷4", "11,877"))
    t.click("=", calc("11:53", "11,877", ""))
    t.click("More options", calc("11:53", "11,877", "", menu=True))
    s = Scr(CA, "11:53", 52)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add("History", "TextView", None, None, False, h=0, adv=False, x=(160, 700))
    s.add(None, "ImageButton", None, "More options", True, h=150, x=(940, 1040))
    for day, items in [("Today", [("47,508÷4", "11,877"), ("1,284×37", "47,580")]),
                       ("Yesterday", [("18.5×12", "222"), ("2,350×0.15", "352.5"), ("1,920÷12", "160")]),
                       ("Nov 8", [("64.99+18.40+7.25", "90.64"), ("90.64×1.0875", "98.571")])]:
        s.add(day, "TextView", "history_date", None, False, h=90)
        for f, r in items:
            s.add(f, "TextView", "history_formula", None, True, h=80)
            s.add(r, "TextView", "history_result", None, True, h=100)
    nav_bar(s)
    t.click("History", s)
    t.back(calc("11:54", "11,877", ""))
    return t, {"bad": True, "turn": 7, "kind": "earlier result changed in history"}


# ------------------------------------------------------------------------------------------------------ Keep
KP = "com.google.android.keep"
CAMP = ["Tent + footprint", "Sleeping bags (2)", "Camp stove + 2 gas canisters", "Headlamps", "Water filter", "First aid kit"]
CAMP_TITLE = "Camping gear – Lake Tahoe"


def keep_grid(clock: str, pinned: bool) -> Scr:
    s = Scr(KP, clock, 70)
    s.add(None, "ImageButton", None, "Open navigation drawer", True, h=0, adv=False, x=(42, 150))
    s.add("Search your notes", "TextView", "open_search_bar_text_view", None, True, h=0, adv=False, x=(160, 760))
    s.add(None, "ImageButton", "browse_layout", "Switch to list view", True, h=0, adv=False, x=(780, 880))
    s.add(None, "ImageView", "og_apd_internal_image_view", "Signed in as Priya Raman priya.raman@gmail.com\nAccount and settings.", True, h=140, x=(900, 1010))
    notes = [("Groceries", "oat milk\neggs\nspinach\nfeta\nlemons\ncoffee beans"),
             ("Guest Wi‑Fi", "Network: Bluebird-5G\nPassword: pelican-harbor-42"),
             ("Books to read", "Tomorrow, and Tomorrow, and Tomorrow\nThe Overstory\nPiranesi"),
             ("Bike service", "Chain stretch 0.5 → replace\nRear brake pads\nTrue back wheel"),
             ("Gift ideas – Mom", "Pottery class voucher\nLinen scarf\nPhoto book from Lisbon")]
    if pinned:
        s.add("Pinned", "TextView", "header_text", None, False, h=80)
        s.add(None, "FrameLayout", "browse_note_interior_content", f"{CAMP_TITLE}. ", True, h=0, adv=False, x=(42, 530))
        s.add(CAMP_TITLE, "TextView", "index_note_title", None, False, h=90, x=(70, 510))
        s.add("\n".join(CAMP), "TextView", "index_note_text_description", None, False, h=360, x=(70, 510))
        s.add("Others", "TextView", "header_text", None, False, h=80)
    for i, (ti, body) in enumerate(notes):
        x = (42, 530) if i % 2 == 0 else (550, 1038)
        s.add(None, "FrameLayout", "browse_note_interior_content", f"{ti}. ", True, h=0, adv=False, x=x)
        s.add(ti, "TextView", "index_note_title", None, False, h=0, adv=False, x=(x[0] + 28, x[1] - 20))
        s.add(body, "TextView", "index_note_text_description", None, False, h=300 if i % 2 else 0, adv=bool(i % 2), x=(x[0] + 28, x[1] - 20))
    s.add(None, "ImageView", "new_list_button", "New list", True, box=(42, 2200, 150, 2300))
    s.add(None, "ImageView", "new_drawing_button", "New drawing note", True, box=(170, 2200, 280, 2300))
    s.add(None, "ImageView", "new_voice_note_button", "New audio note", True, box=(300, 2200, 410, 2300))
    s.add(None, "ImageView", "new_photo_button", "New photo note", True, box=(430, 2200, 540, 2300))
    s.add(None, "ImageButton", "new_note_button", "New text note", True, box=(860, 2060, 1020, 2220))
    nav_bar(s)
    return s


def keep_editor(clock: str, title: str, body: str | None, items: list[tuple[str, bool]] | None, pinned: bool, edited: str,
                sheet: list[str] | None = None) -> Scr:
    s = Scr(KP, clock, 70)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add(None, "ImageButton", "menu_pin", "Unpin" if pinned else "Pin", True, h=0, adv=False, x=(660, 760))
    s.add(None, "ImageButton", "menu_reminder", "Remind me", True, h=0, adv=False, x=(780, 880))
    s.add(None, "ImageButton", "menu_archive", "Archive", True, h=140, x=(900, 1000))
    s.add(title or "Title", "EditText", "editable_title", None, True, h=130)
    if items is None:
        s.add(body or "Note", "EditText", "edit_note_text", None, True, h=520)
    else:
        for txt, done in [it for it in items if not it[1]]:
            s.add(None, "CheckBox", "list_item_checkbox", "Tick box", True, checked=done, h=0, adv=False, x=(42, 140))
            s.add(txt, "EditText", "edit_note_text", None, True, h=110, x=(160, 1000))
        s.add("List item", "TextView", "add_item_text_view", None, True, h=110, x=(160, 1000))
        ticked = [it for it in items if it[1]]
        if ticked:
            s.add(f"{len(ticked)} ticked item" + ("s" if len(ticked) > 1 else ""), "TextView", "checked_items_header", None, True, h=100)
            for txt, done in ticked:
                s.add(None, "CheckBox", "list_item_checkbox", "Tick box", True, checked=True, h=0, adv=False, x=(42, 140))
                s.add(txt, "EditText", "edit_note_text", None, True, h=110, x=(160, 1000))
    s.add(None, "ImageButton", "add_to_note", "Add", True, box=(42, 2200, 140, 2300))
    s.add(None, "ImageButton", "background_color", "Background options", True, box=(160, 2200, 260, 2300))
    s.add(f"Edited {edited}", "TextView", "edit_time", None, False, box=(380, 2200, 700, 2300))
    s.add(None, "ImageButton", "action_button", "Action", True, box=(940, 2200, 1040, 2300))
    if sheet:
        for j, m in enumerate(sheet):
            s.add(m, "TextView", "bs_item_title", None, True, box=(42, 1540 + j * 120, 1038, 1650 + j * 120))
    nav_bar(s)
    return s


def keep_04() -> tuple[Traj, dict[str, Any]]:
    # Keep: six-line camping note typed at turn 3, all six shown at turns 3, 5, 6, 7 and converted to six tick boxes at turn 8.
    # BAD at turn 9: after ticking "Tent + footprint", the unticked list has only four items ("Water filter" is gone).
    body = "\n".join(CAMP)
    t = Traj(keep_grid("10:14", False))
    t.click("New text note", keep_editor("10:14", "", None, None, False, "10:14"))
    t.type("editable_title", CAMP_TITLE, keep_editor("10:14", CAMP_TITLE, None, None, False, "10:14"))
    t.type("edit_note_text", body, keep_editor("10:15", CAMP_TITLE, body, None, False, "10:15"))
    t.click("menu_pin", keep_editor("10:15", CAMP_TITLE, body, None, True, "10:15"))
    t.back(keep_grid("10:15", True))
    t.click(CAMP_TITLE, keep_editor("10:16", CAMP_TITLE, body, None, True, "10:15"))
    t.click("Add", keep_editor("10:16", CAMP_TITLE, body, None, True, "10:15",
                               sheet=["Take photo", "Add image", "Drawing", "Recording", "Tick boxes"]))
    items = [(x, False) for x in CAMP]
    t.click("Tick boxes", keep_editor("10:16", CAMP_TITLE, None, items, True, "10:16"))
    items = [(x, x == CAMP[0]) for x in CAMP if x != "Water filter"]
    t.click("list_item_checkbox", keep_editor("10:17", CAMP_TITLE, None, items, True, "10:17"))
    sh = Scr(KP, "10:17", 70)  # the action sheet is its own window: only the sheet is in the tree
    sh.add(None, "View", "touch_outside", "Close sheet", True, box=(0, 0, 1080, 1500))
    for j, m in enumerate(["Delete", "Make a copy", "Send", "Collaborator", "Labels", "Help & feedback"]):
        sh.add(m, "TextView", "bs_item_title", None, True, box=(42, 1540 + j * 120, 1038, 1650 + j * 120))
    nav_bar(sh)
    t.click("Action", sh)
    return t, {"bad": True, "turn": 9, "kind": "list item lost after edit"}


# --------------------------------------------------------------------------------------------------- YouTube
YT = "com.google.android.youtube"
WL = [("How to Make Neapolitan Pizza at Home (Ooni vs Oven)", "Vito Iacopelli", "18:42"),
      ("The Fastest Way to Learn Barre Chords", "Andy Guitar", "12:07"),
      ("Why Lisbon Is Running Out of Homes", "Vox", "14:55"),
      ("Kubernetes Explained in 15 Minutes", "TechWorld with Nana", "15:02"),
      ("I Tried Every Frozen Dumpling at Trader Joe's", "Joshua Weissman", "21:33"),
      ("The Map of Mathematics", "Domain of Science", "11:06"),
      ("Beginner Bouldering Technique: Footwork", "Movement for Climbers", "9:48"),
      ("Fixing a Leaky Shower Valve", "This Old House", "8:31"),
      ("Full Body Mobility Routine (20 min)", "Tom Merrick", "20:14"),
      ("How Airlines Price Tickets", "Wendover Productions", "16:40"),
      ("Sourdough for Absolute Beginners", "Joshua Weissman", "24:11"),
      ("The Surprising Genius of Sewer Systems", "Practical Engineering", "13:27"),
      ("Learn European Portuguese in 30 Minutes", "PortuguesePod101", "31:05"),
      ("Intro to Watercolor Washes", "Mind of Watercolor", "17:50")]


def yt_tabs(s: Scr, sel: str) -> None:
    for i, tab in enumerate(["Home", "Shorts", "Create", "Subscriptions", "You"]):
        s.add(tab if tab != "Create" else None, "Button", None, tab, True, checked=(tab == sel), box=(i * 216, 2200, i * 216 + 216, 2320))
    nav_bar(s)


def yt_you(clock: str, wl: int) -> Scr:
    s = Scr(YT, clock, 47)
    s.add(None, "ImageView", None, "Cast. Disconnected", True, h=0, adv=False, x=(640, 740))
    s.add(None, "ImageView", None, "Notifications", True, h=0, adv=False, x=(760, 860))
    s.add(None, "ImageView", None, "Search", True, h=0, adv=False, x=(880, 980))
    s.add(None, "ImageView", None, "Settings", True, h=130, x=(990, 1070))
    s.add("Priya Raman", "TextView", None, None, False, h=90)
    s.add("@priyaraman · View channel", "TextView", None, None, True, h=80)
    s.add("History", "TextView", None, None, False, h=0, adv=False, x=(42, 500))
    s.add("View all", "Button", None, None, True, h=90, x=(820, 1030))
    for title, ch, dur in [("Trail Running Form Tips", "The Running Channel", "10:22"), ("Stardew Valley 1.6 – Everything New", "Lamb of Chaos", "27:45"),
                           ("Why Are Trains So Expensive in the US?", "Not Just Bikes", "19:30")]:
        s.add(None, "ViewGroup", None, f"{title} – {ch} – {dur} – play video", True, h=0, adv=False, x=(42, 1038))
        s.add(title, "TextView", None, None, False, h=0, adv=False, x=(42, 600))
        s.add(ch, "TextView", None, None, False, h=160, x=(620, 1038))
    s.add("Playlists", "TextView", None, None, False, h=0, adv=False, x=(42, 500))
    s.add("View all", "Button", None, None, True, h=90, x=(820, 1030))
    for name, meta in [("Watch later", f"Private · {wl} videos"), ("Liked videos", "Private · 312 videos"),
                       ("Guitar practice", "Public · 23 videos"), ("Road trip 2023", "Unlisted · 41 videos")]:
        s.add(name, "TextView", None, None, True, h=70)
        s.add(meta, "TextView", None, None, False, h=110)
    s.add("Your videos", "TextView", None, None, True, h=110)
    s.add("Downloads", "TextView", None, None, True, h=0, adv=False, x=(42, 600))
    s.add("2 videos", "TextView", None, None, False, h=110, x=(620, 1038))
    yt_tabs(s, "You")
    return s


def yt_playlist(clock: str, vids: list[tuple[str, str, str]], count: int, start: int, head: bool, sheet: bool = False,
                snack: str = "") -> Scr:
    s = Scr(YT, clock, 47)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add(None, "ImageView", None, "Search", True, h=0, adv=False, x=(800, 900))
    s.add(None, "ImageView", None, "More options", True, h=130, x=(920, 1030))
    if head:
        s.add("Watch later", "TextView", None, None, False, h=110)
        s.add("Priya Raman", "TextView", None, None, False, h=70)
        s.add(f"Playlist · Private · {count} videos", "TextView", None, None, False, h=90)
        s.add("Play all", "Button", None, "Play all", True, h=0, adv=False, x=(42, 520))
        s.add("Shuffle", "Button", None, "Shuffle", True, h=130, x=(540, 1030))
    for title, ch, dur in vids[start:start + 7]:
        s.add(None, "ViewGroup", None, f"{title} – {ch} – {dur} – play video", True, h=0, adv=False, x=(42, 1038))
        s.add(dur, "TextView", None, None, False, h=0, adv=False, x=(300, 400))
        s.add(title, "TextView", None, None, False, h=0, adv=False, x=(440, 920))
        s.add(ch, "TextView", None, None, False, h=0, adv=False, x=(440, 920))
        s.add(None, "ImageView", None, "Action menu", True, h=190, x=(940, 1038))
    if sheet:
        for j, m in enumerate(["Play next in queue", "Save to playlist", "Download video", "Share", "Remove from Watch later"]):
            s.add(m, "TextView", None, None, True, box=(42, 1560 + j * 120, 1038, 1670 + j * 120))
    if snack:
        s.add(snack, "TextView", "snackbar_text", None, False, box=(42, 2060, 1038, 2170))
    yt_tabs(s, "You")
    return s


def yt_05() -> tuple[Traj, dict[str, Any]]:
    # YouTube: Watch later has 14 videos (turns 1-2); one removed at turn 4 -> "13 videos".
    # BAD at turn 6: back on the You tab the Watch later row says "Private · 12 videos".
    h = Scr(YT, "19:19", 47)
    h.add(None, "ImageView", None, "YouTube", False, h=0, adv=False, x=(42, 300))
    h.add(None, "ImageView", None, "Cast. Disconnected", True, h=0, adv=False, x=(640, 740))
    h.add(None, "ImageView", None, "Notifications", True, h=0, adv=False, x=(760, 860))
    h.add(None, "ImageView", None, "Search", True, h=130, x=(880, 980))
    for i, c in enumerate(["All", "Music", "Mixes", "Podcasts", "Live", "Cooking"]):
        h.add(c, "Button", None, None, True, checked=(c == "All"), box=(20 + i * 175, h.y, 180 + i * 175, h.y + 90))
    h.gap(110)
    for title, ch, meta, dur in [("I Built a Tiny Cabin in 30 Days (Start to Finish)", "Shelter Build", "2.1M views · 3 weeks ago", "28:14"),
                                 ("The Insane Engineering of the SR-71", "Real Engineering", "8.4M views · 1 year ago", "19:52"),
                                 ("Lo-fi beats to study to – autumn mix", "Chillhop Music", "512K views · 2 days ago", "1:58:03")]:
        h.add(None, "ViewGroup", None, f"{title} – {dur} – Go to channel – {ch} – {meta} – play video", True, h=560)
        h.add(title, "TextView", None, None, False, h=70, x=(160, 940))
        h.add(f"{ch} · {meta}", "TextView", None, None, False, h=70, x=(160, 940))
    yt_tabs(h, "Home")
    t = Traj(h)
    t.click("You", yt_you("19:20", 14))
    t.click("Watch later", yt_playlist("19:20", WL, 14, 0, True))
    t.click("Action menu", yt_playlist("19:20", WL, 14, 0, True, sheet=True), nth=2)
    wl = [v for v in WL if v[1] != "Vox"]
    t.click("Remove from Watch later", yt_playlist("19:21", wl, 13, 0, True, snack="Removed from Watch later"))
    t.scroll("down", yt_playlist("19:21", wl, 13, 6, False))
    t.back(yt_you("19:21", 12))
    hist = Scr(YT, "19:22", 47)
    hist.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    hist.add("History", "TextView", None, None, False, h=0, adv=False, x=(160, 600))
    hist.add(None, "ImageView", None, "Search history", True, h=0, adv=False, x=(800, 900))
    hist.add(None, "ImageView", None, "More options", True, h=130, x=(920, 1030))
    for day, vids in [("Today", [("Trail Running Form Tips", "The Running Channel", "10:22", "72K views"),
                                 ("Stardew Valley 1.6 – Everything New", "Lamb of Chaos", "27:45", "1.9M views")]),
                      ("Yesterday", [("Why Are Trains So Expensive in the US?", "Not Just Bikes", "19:30", "2.4M views"),
                                     ("How I Organize My Notes in Obsidian", "Nicole van der Hoeven", "22:18", "310K views"),
                                     ("Clair de Lune – Easy Piano Tutorial", "Rousseau", "8:12", "14M views")]),
                      ("Monday", [("Making Ramen From Scratch", "Way of Ramen", "16:09", "890K views")])]:
        hist.add(day, "TextView", None, None, False, h=90)
        for title, ch, dur, v in vids:
            hist.add(None, "ViewGroup", None, f"{title} – {ch} – {v} – {dur} – play video", True, h=0, adv=False)
            hist.add(title, "TextView", None, None, False, h=0, adv=False, x=(440, 920))
            hist.add(f"{ch} · {v}", "TextView", None, None, False, h=0, adv=False, x=(440, 920))
            hist.add(None, "ImageView", None, "Action menu", True, h=190, x=(940, 1038))
    yt_tabs(hist, "You")
    t.click("View all", hist)
    return t, {"bad": True, "turn": 6, "kind": "count does not follow"}


# ---------------------------------------------------------------------------------------------------- Photos
GP = "com.google.android.apps.photos"


def gp_tabs(s: Scr, sel: str) -> None:
    for i, tab in enumerate(["Photos", "Search", "Sharing", "Library"]):
        s.add(tab, "TextView", "tab_label", tab, True, checked=(tab == sel), box=(i * 270, 2200, i * 270 + 270, 2320))
    nav_bar(s)


def gp_library(clock: str, lisbon: str) -> Scr:
    s = Scr(GP, clock, 73)
    s.add("Photos", "TextView", "toolbar_title", None, False, h=0, adv=False, x=(42, 500))
    s.add(None, "ImageView", None, "Account and settings", True, h=140, x=(920, 1030))
    for b in ["Favorites", "Utilities", "Archive", "Trash"]:
        s.add(b, "Button", None, None, True, h=120)
    s.add("Photos on device", "TextView", None, None, False, h=0, adv=False, x=(42, 600))
    s.add("View all", "Button", None, None, True, h=100, x=(820, 1030))
    for i, (n, c) in enumerate([("Camera", "1,843"), ("Screenshots", "212"), ("WhatsApp Images", "688")]):
        s.add(None, "ImageView", None, f"{n} folder", True, box=(42 + i * 330, s.y, 352 + i * 330, s.y + 300))
        s.add(n, "TextView", None, None, False, box=(42 + i * 330, s.y + 310, 352 + i * 330, s.y + 370))
    s.gap(400)
    s.add("Albums", "TextView", None, None, False, h=110)
    albums = [(lisbon, "38 items"), ("Sourdough experiments", "24 items"), ("Mila's 3rd birthday", "96 items"),
              ("Kitchen renovation", "51 items"), ("Yosemite – Aug 2024", "143 items"), ("Receipts", "17 items")]
    for i, (n, c) in enumerate(albums):
        r, col = divmod(i, 2)
        x0, y0 = 42 + col * 510, s.y + r * 420
        s.add(None, "ImageView", None, f"Album: {n}, {c}", True, box=(x0, y0, x0 + 480, y0 + 300))
        s.add(n, "TextView", "title", None, False, box=(x0, y0 + 310, x0 + 480, y0 + 360))
        s.add(c, "TextView", "subtitle", None, False, box=(x0, y0 + 360, x0 + 480, y0 + 400))
    gp_tabs(s, "Library")
    return s


LISBON = [f"Oct {d}, 2024, {t}" for d, t in [(3, "10:12:41 AM"), (3, "11:48:09 AM"), (3, "6:21:55 PM"), (4, "9:03:17 AM"),
                                              (4, "1:40:02 PM"), (5, "8:55:30 AM"), (5, "12:14:48 PM"), (5, "7:32:06 PM"),
                                              (6, "10:27:19 AM"), (6, "4:09:51 PM"), (7, "11:31:24 AM"), (7, "5:46:13 PM")]]


def gp_album(clock: str, name: str, menu: bool = False) -> Scr:
    s = Scr(GP, clock, 73)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add(None, "ImageView", None, "Share album", True, h=0, adv=False, x=(680, 780))
    s.add(None, "ImageView", None, "Add photos", True, h=0, adv=False, x=(800, 900))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(920, 1030))
    s.add(name, "TextView", "title", None, False, h=130)
    s.add("Oct 3 – 9, 2024 · 38 items", "TextView", "subtitle", None, False, h=90)
    for i, p in enumerate(LISBON):
        r, c = divmod(i, 3)
        s.add(None, "ImageView", "photo_grid_item", f"Photo taken on {p}", True, box=(c * 360, 500 + r * 360, c * 360 + 356, 856 + r * 360))
    if menu:
        for j, m in enumerate(["Slideshow", "Edit album", "Options", "Set album cover", "Download all", "Delete album"]):
            s.add(m, "TextView", "android:id/title", None, True, box=(560, 140 + j * 120, 1040, 250 + j * 120))
    nav_bar(s)
    return s


def gp_edit(clock: str, name: str) -> Scr:
    s = Scr(GP, clock, 73)
    s.add(None, "ImageButton", None, "Done", True, h=0, adv=False, x=(20, 140))
    s.add(None, "ImageView", None, "Add photos", True, h=0, adv=False, x=(700, 800))
    s.add(None, "ImageView", None, "Add text", True, h=0, adv=False, x=(820, 920))
    s.add(None, "ImageView", None, "Add location", True, h=140, x=(940, 1040))
    s.add(name, "EditText", "title_edit", None, True, h=130)
    s.add("Add a description", "EditText", "description_edit", None, True, h=110)
    s.add("Oct 3 – 9, 2024", "TextView", None, None, False, h=90)
    for i, p in enumerate(LISBON[:9]):
        r, c = divmod(i, 3)
        s.add(None, "ImageView", "photo_grid_item", f"Photo taken on {p}", True, box=(c * 360, 600 + r * 360, c * 360 + 356, 956 + r * 360))
    s.add(None, "View", None, f"Keyboard: {name}", False, box=(0, 1500, 1080, 2300))
    nav_bar(s)
    return s


TIMELINE = [("Today", ["Nov 13, 2024, 8:02:15 AM"]),
            ("Mon, Nov 11", ["Nov 11, 2024, 6:44:50 PM", "Nov 11, 2024, 6:44:12 PM", "Nov 11, 2024, 12:30:03 PM"]),
            ("Sat, Nov 9", ["Nov 9, 2024, 3:17:38 PM", "Nov 9, 2024, 3:16:59 PM", "Nov 9, 2024, 11:05:27 AM", "Nov 9, 2024, 10:58:41 AM",
                            "Nov 9, 2024, 10:52:10 AM"]),
            ("Tue, Nov 5", ["Nov 5, 2024, 7:40:22 PM", "Nov 5, 2024, 7:39:48 PM", "Nov 5, 2024, 1:12:09 PM"])]


def gp_timeline(clock: str, selected: str = "", sheet: list[str] | None = None) -> Scr:
    s = Scr(GP, clock, 72)
    if selected:
        s.add(None, "ImageButton", None, "Clear selection", True, h=0, adv=False, x=(20, 140))
        s.add("1 selected", "TextView", "selection_count", None, False, h=140, x=(160, 700))
    else:
        s.add("Photos", "TextView", "toolbar_title", None, False, h=0, adv=False, x=(42, 500))
        s.add(None, "ImageView", None, "Notifications", True, h=0, adv=False, x=(800, 900))
        s.add(None, "ImageView", None, "Account and settings", True, h=140, x=(920, 1030))
    for day, ps in TIMELINE:
        s.add(day, "TextView", "date_header", None, True, h=90)
        for i, p in enumerate(ps):
            r, c = divmod(i, 4)
            s.add(None, "ImageView", "photo_grid_item", f"Photo taken on {p}", True, checked=(p == selected),
                  box=(c * 270, s.y + r * 270, c * 270 + 266, s.y + r * 270 + 266))
        s.gap(270 * ((len(ps) + 3) // 4))
    if selected:
        for i, a in enumerate(["Share", "Add to", "Delete", "More options"]):
            s.add(a, "TextView", None, a, True, box=(i * 270, 2200, i * 270 + 270, 2320))
    else:
        gp_tabs(s, "Photos")
        return s
    if sheet:
        s.add("Add to", "TextView", None, None, False, box=(42, 1180, 1038, 1280))
        for j, m in enumerate(sheet):
            s.add(m, "TextView", "album_title", None, True, box=(42, 1290 + j * 120, 1038, 1400 + j * 120))
    nav_bar(s)
    return s


def gp_06() -> tuple[Traj, dict[str, Any]]:
    # Photos: album "Lisbon 2024" renamed to "Lisbon & Sintra, Oct 2024" (typed turn 4, saved turn 5, shown in Library turn 6).
    # BAD at turn 9: the "Add to" album picker lists it as "Lisbon 2024" again.
    new = "Lisbon & Sintra, Oct 2024"
    t = Traj(gp_library("13:05", "Lisbon 2024"))
    t.click("Lisbon 2024", gp_album("13:05", "Lisbon 2024"))
    t.click("More options", gp_album("13:05", "Lisbon 2024", menu=True))
    t.click("Edit album", gp_edit("13:06", "Lisbon 2024"))
    t.type("title_edit", new, gp_edit("13:06", new))
    t.click("Done", gp_album("13:06", new))
    t.back(gp_library("13:07", new))
    t.click("Photos", gp_timeline("13:07"), nth=1)
    sel = "Nov 9, 2024, 3:17:38 PM"
    t.long(f"Photo taken on {sel}", gp_timeline("13:07", sel))
    sheet = ["New album", "Shared album", "Lisbon 2024", "Sourdough experiments", "Mila's 3rd birthday", "Kitchen renovation",
             "Yosemite – Aug 2024", "Receipts"]
    t.click("Add to", gp_timeline("13:08", sel, sheet))
    t.back(gp_timeline("13:08", sel))
    return t, {"bad": True, "turn": 9, "kind": "renamed item under old name"}


# ------------------------------------------------------------------------------------------------------ Maps
GMP = "com.google.android.apps.maps"


def maps_place(clock: str, saved: bool, sheet: list[tuple[str, bool]] | None = None) -> Scr:
    s = Scr(GMP, clock, 55)
    s.add("Stow Lake Boathouse", "EditText", "search_omnibox_text_box", None, True, h=0, adv=False, x=(140, 900))
    s.add(None, "ImageButton", None, "Close", True, h=140, x=(920, 1030))
    s.add(None, "View", "mainmap_container", "Map view", True, h=620)
    s.add("Stow Lake Boathouse", "TextView", "title", None, False, h=110)
    s.add("4.4", "TextView", None, "4.4 stars", False, h=0, adv=False, x=(42, 120))
    s.add("(1,287)", "TextView", None, "1,287 reviews", False, h=0, adv=False, x=(130, 300))
    s.add("Boat rental service · 4.6 mi", "TextView", None, None, False, h=80, x=(320, 1000))
    s.add("Open ⋅ Closes 6 PM", "TextView", None, None, False, h=80)
    for i, b in enumerate(["Directions", "Start", "Call", "Saved" if saved else "Save", "Share"]):
        s.add(b, "Button", None, b, True, box=(42 + i * 200, s.y, 222 + i * 200, s.y + 120))
    s.gap(140)
    if saved:
        s.add("Saved in Want to go", "TextView", None, None, True, h=90)
    s.add("50 Stow Lake Dr E, San Francisco, CA 94118", "TextView", None, None, True, h=100)
    s.add("Open ⋅ Closes 6 PM · Hours might differ", "TextView", None, None, True, h=100)
    s.add("stowlakeboathouse.com", "TextView", None, None, True, h=100)
    s.add("(415) 702-1390", "TextView", None, None, True, h=100)
    s.add("Popular times", "TextView", None, None, False, h=100)
    s.add("Usually not too busy", "TextView", None, None, False, h=90)
    if sheet:
        s.add("Save in your lists", "TextView", None, None, False, box=(42, 1300, 1038, 1400))
        for j, (n, c) in enumerate(sheet):
            s.add(n, "CheckBox", None, n, True, checked=c, box=(42, 1410 + j * 130, 1038, 1530 + j * 130))
        s.add("Done", "Button", None, None, True, box=(820, 1990, 1030, 2090))
    nav_bar(s)
    return s


def maps_dir(clock: str, mode: str, arrive_drive: str) -> Scr:
    s = Scr(GMP, clock, 54)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add("Your location", "TextView", "directions_startpoint_textbox", None, True, h=110, x=(160, 900))
    s.add("Stow Lake Boathouse", "TextView", "directions_endpoint_textbox", None, True, h=110, x=(160, 900))
    modes = [("Drive", "18 min"), ("Transit", "41 min"), ("Walk", "1 hr 32 min"), ("Bike", "27 min")]
    for i, (m, d) in enumerate(modes):
        s.add(d, "TextView", None, f"{m} mode: {d}", True, checked=(m == mode), box=(42 + i * 250, s.y, 272 + i * 250, s.y + 110))
    s.gap(130)
    s.add(None, "View", "mainmap_container", "Map view", True, h=760)
    if mode == "Drive":
        s.add("18 min (4.6 mi)", "TextView", None, None, False, h=90)
        s.add(f"Fastest route now due to traffic conditions · Arrive {arrive_drive}", "TextView", None, None, False, h=90)
        s.add("via Fell St and Kezar Dr", "TextView", None, None, False, h=90)
        s.add("Start", "Button", None, "Start navigation", True, h=0, adv=False, x=(42, 330))
        s.add("Steps", "Button", None, None, True, h=0, adv=False, x=(350, 640))
        s.add("Pin", "Button", None, None, True, h=130, x=(660, 950))
        s.add("22 min (5.1 mi) via Geary Blvd and Park Presidio Blvd", "TextView", None, "Alternate route", True, h=110)
    else:
        s.add("Depart at  ▾", "TextView", None, "Depart at", True, h=90)
        for r, tm, info in [("N Judah → 7", "41 min", "2:14 PM—2:55 PM · Every 12 min from Church St & Duboce Ave"),
                            ("5 Fulton", "46 min", "2:19 PM—3:05 PM · Every 10 min from McAllister St & Leavenworth St"),
                            ("22 → 5R", "49 min", "2:17 PM—3:06 PM · Walk 0.4 mi total")]:
            s.add(r, "TextView", None, None, True, h=0, adv=False, x=(42, 700))
            s.add(tm, "TextView", None, None, False, h=80, x=(800, 1030))
            s.add(info, "TextView", None, None, False, h=100)
    nav_bar(s)
    return s


def maps_13() -> tuple[Traj, dict[str, Any]]:
    # Maps clean: place saved to "Want to go" (Save -> Saved, turn 6); Drive/Transit tabs switched; drive time stays
    # 18 min while the arrival time follows the clock (Arrive 2:27 PM at 2:09 -> 2:30 PM at 2:12).
    t = Traj(Scr(GMP, "2:05", 56))
    s0 = t.prev
    s0.add("Search here", "TextView", "search_omnibox_text_box", None, True, h=0, adv=False, x=(140, 860))
    s0.add(None, "ImageView", None, "Voice search", True, h=0, adv=False, x=(860, 940))
    s0.add(None, "ImageView", None, "Account and settings", True, h=140, x=(950, 1040))
    for i, c in enumerate(["Restaurants", "Coffee", "Gas", "Groceries", "Hotels"]):
        s0.add(c, "Button", None, None, True, box=(42 + i * 210, s0.y, 242 + i * 210, s0.y + 100))
    s0.gap(120)
    s0.add(None, "View", "mainmap_container", "Map view", True, h=1400)
    s0.add("Latest in Mission District", "TextView", None, None, True, h=120)
    for i, tab in enumerate(["Explore", "Go", "Saved", "Contribute", "Updates"]):
        s0.add(tab, "TextView", None, tab, True, checked=(tab == "Explore"), box=(i * 216, 2200, i * 216 + 216, 2320))
    nav_bar(s0)
    t.state = ui_elements(s0.els)

    def search(clock: str, q: str) -> Scr:
        s = Scr(GMP, clock, 56)
        s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
        s.add(q or "Search here", "EditText", "search_omnibox_edit_text", None, True, h=140, x=(160, 1000))
        if not q:
            s.add("Recent", "TextView", None, None, False, h=90)
            for n, a in [("Tartine Manufactory", "595 Alabama St, San Francisco"), ("San Francisco International Airport (SFO)", "San Francisco, CA"),
                         ("Home", "3150 18th St, San Francisco"), ("Rainbow Grocery", "1745 Folsom St, San Francisco")]:
                s.add(n, "TextView", None, None, True, h=70)
                s.add(a, "TextView", None, None, False, h=80)
        else:
            for n, a in [("Stow Lake", "Golden Gate Park, San Francisco, CA"), ("Stow Lake Boathouse", "50 Stow Lake Dr E, San Francisco, CA"),
                         ("Stow Lake Bike Rentals", "Stow Lake Dr, San Francisco, CA"), ("Strawberry Hill", "Stow Lake, San Francisco, CA")]:
                s.add(n, "TextView", None, None, True, h=70)
                s.add(a, "TextView", None, None, False, h=80)
        s.add(None, "View", None, "Keyboard", False, box=(0, 1500, 1080, 2300))
        nav_bar(s)
        return s

    t.click("Search here", search("2:05", ""))
    t.type("search_omnibox_edit_text", "stow lake", search("2:06", "stow lake"))
    t.click("Stow Lake Boathouse", maps_place("2:06", False))
    lists = [("Favorites", False), ("Want to go", False), ("Travel plans", False), ("Starred places", False), ("Date night ideas", False)]
    t.click("Save", maps_place("2:07", False, lists))
    lists[1] = ("Want to go", True)
    t.click("Want to go", maps_place("2:07", False, lists))
    t.click("Done", maps_place("2:07", True))
    t.click("Directions", maps_dir("2:09", "Drive", "2:27 PM"))
    t.click("Transit mode: 41 min", maps_dir("2:10", "Transit", "2:28 PM"))
    t.click("Drive mode: 18 min", maps_dir("2:12", "Drive", "2:30 PM"))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- Camera/Photos
GC = "com.google.android.GoogleCamera"


def cam(clock: str, zoom: str, last: str | None) -> Scr:
    s = Scr(GC, clock, 68)
    s.add(None, "ImageButton", "settings_button", "Settings", True, box=(460, 120, 620, 240))
    s.add(None, "View", "viewfinder", "Viewfinder", True, box=(0, 260, 1080, 1700))
    for i, z in enumerate(["0.5", "1x", "2x", "5"]):
        s.add(z, "Button", "zoom_button", f"Zoom {z.rstrip('x')}x", True, checked=(z == zoom), box=(300 + i * 130, 1560, 420 + i * 130, 1660))
    for i, m in enumerate(["Night Sight", "Portrait", "Photo", "Video", "Modes"]):
        s.add(m, "TextView", "mode_item", None, True, checked=(m == "Photo"), box=(20 + i * 210, 1760, 220 + i * 210, 1840))
    s.add(None, "ImageView", "thumbnail_button",
          f"Open gallery. Latest photo taken {last}" if last else "Open gallery. No photos", True, box=(90, 1960, 250, 2120))
    s.add(None, "ImageButton", "shutter_button", "Take photo", True, box=(440, 1930, 640, 2130))
    s.add(None, "ImageButton", "camera_switch_button", "Switch to front camera", True, box=(830, 1960, 990, 2120))
    nav_bar(s)
    return s


def viewer(clock: str, taken: str, snack: bool = False, dialog: bool = False) -> Scr:
    s = Scr(GP, clock, 67)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add(taken, "TextView", "title", None, False, h=0, adv=False, x=(160, 700))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(920, 1030))
    s.add(None, "ImageView", "photo_view", f"Photo taken on {taken}", True, box=(0, 300, 1080, 1900))
    for i, a in enumerate(["Share", "Edit", "Lens", "Delete"]):
        s.add(a, "ImageButton", None, a, True, box=(60 + i * 250, 2080, 220 + i * 250, 2180))
    if dialog:
        s.add("Move 1 item to trash?", "TextView", "alertTitle", None, False, box=(100, 900, 980, 990))
        s.add("Items in trash will be permanently deleted after 60 days", "TextView", "android:id/message", None, False, box=(100, 1000, 980, 1100))
        s.add("Cancel", "Button", "android:id/button2", None, True, box=(460, 1140, 680, 1240))
        s.add("Move to trash", "Button", "android:id/button1", None, True, box=(700, 1140, 980, 1240))
    if snack:
        s.add("Moved to trash", "TextView", "snackbar_text", None, False, box=(42, 1940, 700, 2040))
        s.add("Undo", "Button", "snackbar_action", None, True, box=(800, 1940, 1000, 2040))
    nav_bar(s)
    return s


def cam_16() -> tuple[Traj, dict[str, Any]]:
    # Camera clean: two shots (3:41, 3:42 PM) update the gallery thumbnail; the 3:42 shot is moved to trash, so the
    # viewer falls back to the 3:41 shot and the camera's thumbnail shows it again (turn 7); 2x zoom stays selected.
    t = Traj(launcher("3:40", 68))
    t.click("Camera", cam("3:41", "1x", "Nov 12, 6:10 PM"))
    t.click("Take photo", cam("3:41", "1x", "Nov 13, 3:41 PM"))
    t.click("Zoom 2x", cam("3:41", "2x", "Nov 13, 3:41 PM"))
    t.click("Take photo", cam("3:42", "2x", "Nov 13, 3:42 PM"))
    t.click("thumbnail_button", viewer("3:42", "Nov 13, 2024, 3:42 PM"))
    t.click("Delete", viewer("3:42", "Nov 13, 2024, 3:42 PM", dialog=True))
    t.click("Move to trash", viewer("3:43", "Nov 13, 2024, 3:41 PM", snack=True))
    t.back(cam("3:43", "2x", "Nov 13, 3:41 PM"))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# ------------------------------------------------------------------------------------------- Simple Calendar
SC = "com.simplemobiletools.calendar.pro"


def sc_list(clock: str, days: list[tuple[str, list[tuple[str, str, str]]]], dialog: bool = False) -> Scr:
    s = Scr(SC, clock, 61)
    s.add("Search", "EditText", "top_toolbar_search", None, True, h=0, adv=False, x=(42, 600))
    s.add(None, "Button", "go_to_today", "Go to today", True, h=0, adv=False, x=(620, 720))
    s.add(None, "Button", "change_view", "Change view", True, h=0, adv=False, x=(740, 840))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(940, 1040))
    for day, evs in days:
        s.add(day, "TextView", "event_section_title", None, False, h=100)
        for title, tm, loc in evs:
            s.add(title, "TextView", "event_item_title", None, True, h=70, x=(80, 1000))
            s.add(tm, "TextView", "event_item_time", None, False, h=0 if loc else 90, adv=not loc, x=(80, 400))
            if loc:
                s.add(loc, "TextView", "event_item_description", None, False, h=90, x=(420, 1000))
    s.add(None, "ImageButton", "calendar_fab", "New event", True, box=(860, 2060, 1020, 2220))
    if dialog:
        for j, v in enumerate(["Day view", "Week view", "Month view", "Month+day view", "Year view", "Simple event list"]):
            s.add(v, "RadioButton", "dialog_radio_view", None, True, checked=(v == "Simple event list"), box=(100, 700 + j * 120, 980, 810 + j * 120))
    nav_bar(s)
    return s


def sc_edit(clock: str, title: str, loc: str, sdate: str, stime: str, edate: str, etime: str, new: bool = True,
            picker: tuple[str, str] | None = None, date_pick: tuple[str, int] | None = None) -> Scr:
    s = Scr(SC, clock, 61)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add("New event" if new else "Edit event", "TextView", None, None, False, h=0, adv=False, x=(160, 600))
    if not new:
        s.add(None, "Button", "delete", "Delete", True, h=0, adv=False, x=(700, 800))
    s.add(None, "Button", "save", "Save", True, h=140, x=(940, 1040))
    s.add(title or "Title", "EditText", "event_title", None, True, h=130)
    s.add(loc or "Location", "EditText", "event_location", None, True, h=130)
    s.add("Description", "EditText", "event_description", None, True, h=130)
    s.add("All-day", "Switch", "event_all_day", None, True, h=120)
    s.add(sdate, "TextView", "event_start_date", None, True, h=0, adv=False, x=(140, 700))
    s.add(stime, "TextView", "event_start_time", None, True, h=120, x=(760, 1000))
    s.add(edate, "TextView", "event_end_date", None, True, h=0, adv=False, x=(140, 700))
    s.add(etime, "TextView", "event_end_time", None, True, h=120, x=(760, 1000))
    s.add("America/Los_Angeles", "TextView", "event_time_zone", None, True, h=110)
    s.add("10 minutes before", "TextView", "event_reminder_1", None, True, h=110)
    s.add("Add another reminder", "TextView", "event_reminder_2", None, True, h=110)
    s.add("No repetition", "TextView", "event_repetition", None, True, h=110)
    s.add("Regular event", "TextView", "event_type", None, True, h=110)
    if picker:
        s.add("Enter time", "TextView", "header_title", None, False, box=(100, 700, 980, 790))
        s.add(picker[0], "EditText", "material_hour_text_input", "Hour", True, box=(100, 820, 480, 1000))
        s.add(picker[1], "EditText", "material_minute_text_input", "Minute", True, box=(560, 820, 940, 1000))
        s.add(None, "ImageButton", "material_timepicker_mode_button", "Switch to clock mode for the time input.", True, box=(100, 1060, 200, 1160))
        s.add("Cancel", "Button", "material_timepicker_cancel_button", None, True, box=(560, 1060, 760, 1160))
        s.add("OK", "Button", "material_timepicker_ok_button", None, True, box=(780, 1060, 980, 1160))
    if date_pick:
        s.add("2024", "TextView", "date_picker_header_year", None, True, box=(100, 500, 400, 580))
        s.add(date_pick[0], "TextView", "date_picker_header_date", None, False, box=(100, 590, 900, 700))
        s.add("November 2024", "TextView", None, None, False, box=(100, 720, 900, 800))
        for d in range(1, 31):
            r, c = divmod(d + 4, 7)  # Nov 1, 2024 is a Friday
            s.add(str(d), "View", None, f"{d} November 2024", True, checked=(d == date_pick[1]),
                  box=(100 + c * 120, 820 + r * 110, 210 + c * 120, 920 + r * 110))
        s.add("Cancel", "Button", "android:id/button2", None, True, box=(560, 1520, 760, 1620))
        s.add("OK", "Button", "android:id/button1", None, True, box=(780, 1520, 980, 1620))
    nav_bar(s)
    return s


SC_DAYS = [("Wed, Nov 13", [("Standup", "09:30 - 09:45", ""), ("Yoga", "18:00 - 19:00", "Mission Yoga")]),
           ("Thu, Nov 14", [("Dentist – Dr. Aoki", "10:30 - 11:15", "2201 Irving St")]),
           ("Fri, Nov 15", [("Team lunch", "12:30 - 13:30", "Nopa")]),
           ("Sat, Nov 16", [("Farmers market", "09:00 - 10:30", "Ferry Building")]),
           ("Sun, Nov 17", [("Call Mom", "11:00 - 11:30", "")]),
           ("Tue, Nov 19", [("Book club", "19:00 - 21:00", "Ruth's place")])]


def sc_07() -> tuple[Traj, dict[str, Any]]:
    # Simple Calendar: new event start set to 17:30 (turns 4-6), end set to 18:15 (turns 8-9, form shows 17:30 / 18:15).
    # BAD at turn 10: the saved event is listed as "17:30 - 18:45".
    t = Traj(sc_list("14:12", SC_DAYS))
    D = "Wed, Nov 13, 2024"
    ti = "Pick up bike – Mission Cyclery"
    t.click("New event", sc_edit("14:12", "", "", D, "15:00", D, "16:00"))
    t.type("event_title", ti, sc_edit("14:12", ti, "", D, "15:00", D, "16:00"))
    t.click("event_start_time", sc_edit("14:13", ti, "", D, "15:00", D, "16:00", picker=("15", "00")))
    t.type("material_hour_text_input", "17", sc_edit("14:13", ti, "", D, "15:00", D, "16:00", picker=("17", "00")))
    t.type("material_minute_text_input", "30", sc_edit("14:13", ti, "", D, "15:00", D, "16:00", picker=("17", "30")))
    t.click("OK", sc_edit("14:13", ti, "", D, "17:30", D, "18:30"))
    t.click("event_end_time", sc_edit("14:14", ti, "", D, "17:30", D, "18:30", picker=("18", "30")))
    t.type("material_minute_text_input", "15", sc_edit("14:14", ti, "", D, "17:30", D, "18:30", picker=("18", "15")))
    t.click("OK", sc_edit("14:14", ti, "", D, "17:30", D, "18:15"))
    new_days = [("Wed, Nov 13", [("Standup", "09:30 - 09:45", ""), (ti, "17:30 - 18:45", ""), ("Yoga", "18:00 - 19:00", "Mission Yoga")])] + SC_DAYS[1:]
    t.click("Save", sc_list("14:14", new_days))
    t.click("Change view", sc_list("14:15", new_days, dialog=True))
    return t, {"bad": True, "turn": 10, "kind": "value set but reads back different (end time)"}


def sc_17() -> tuple[Traj, dict[str, Any]]:
    # Simple Calendar clean: "Team lunch" renamed and moved from Fri Nov 15 to Thu Nov 14 (saved turn 6: it now
    # sits under Thu after the dentist and the Fri section is gone); "Call Mom" deleted (turn 9: Sun Nov 17 disappears).
    t = Traj(sc_list("11:20", SC_DAYS))
    F, T = "Fri, Nov 15, 2024", "Thu, Nov 14, 2024"
    new = "Team lunch – farewell for Jonas"
    t.click("Team lunch", sc_edit("11:20", "Team lunch", "Nopa", F, "12:30", F, "13:30", new=False))
    t.type("event_title", new, sc_edit("11:21", new, "Nopa", F, "12:30", F, "13:30", new=False))
    t.click("event_start_date", sc_edit("11:21", new, "Nopa", F, "12:30", F, "13:30", new=False, date_pick=("Fri, Nov 15", 15)))
    t.click("14 November 2024", sc_edit("11:21", new, "Nopa", F, "12:30", F, "13:30", new=False, date_pick=("Thu, Nov 14", 14)))
    t.click("OK", sc_edit("11:21", new, "Nopa", T, "12:30", T, "13:30", new=False))
    days = [SC_DAYS[0], ("Thu, Nov 14", [("Dentist – Dr. Aoki", "10:30 - 11:15", "2201 Irving St"), (new, "12:30 - 13:30", "Nopa")])] + SC_DAYS[3:]
    t.click("save", sc_list("11:22", days))
    S = "Sun, Nov 17, 2024"
    t.click("Call Mom", sc_edit("11:22", "Call Mom", "", S, "11:00", S, "11:30", new=False))
    s = sc_edit("11:22", "Call Mom", "", S, "11:00", S, "11:30", new=False)
    s.add("Are you sure you want to proceed with the deletion?", "TextView", "delete_event_question", None, False, box=(100, 900, 980, 1000))
    s.add("No", "Button", "android:id/button2", None, True, box=(560, 1060, 760, 1160))
    s.add("Yes", "Button", "android:id/button1", None, True, box=(780, 1060, 980, 1160))
    t.click("Delete", s)
    days = [d for d in days if d[0] != "Sun, Nov 17"]
    t.click("Yes", sc_list("11:23", days))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------------- Tasks.org
TO = "org.tasks"


def to_list(clock: str, groups: list[tuple[str, list[tuple[str, str, bool]]]], snack: bool = False,
            menu: bool = False, sort: str = "", title: str = "My Tasks") -> Scr:
    s = Scr(TO, clock, 44)
    s.add(None, "ImageButton", None, "Open navigation drawer", True, h=0, adv=False, x=(20, 140))
    s.add(title, "TextView", "toolbar_title", None, False, h=0, adv=False, x=(160, 600))
    s.add(None, "Button", "menu_search", "Search", True, h=0, adv=False, x=(700, 800))
    s.add(None, "Button", "menu_sort", "Sort", True, h=0, adv=False, x=(820, 920))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(940, 1040))
    for head, tasks in groups:
        if head:
            s.add(head, "TextView", "header", None, True, h=90)
        for name, due, done in tasks:
            s.add(None, "CheckBox", "completeBox", f"Complete {name}" if not done else f"Completed {name}", True, checked=done,
                  h=0, adv=False, x=(42, 150))
            s.add(name, "TextView", "title", None, True, h=70 if due else 120, x=(170, 1000))
            if due:
                s.add(due, "TextView", "due_date", None, False, h=60, x=(170, 600))
    s.add(None, "ImageButton", "fab", "Create new task", True, box=(860, 2060, 1020, 2220))
    if snack:
        s.add("Task completed", "TextView", "snackbar_text", None, False, box=(42, 2080, 600, 2180))
        s.add("Undo", "Button", "snackbar_action", None, True, box=(620, 2080, 820, 2180))
    if menu:
        for j, m in enumerate(["Show hidden", "Show completed", "Clear completed", "List settings"]):
            s.add(m, "CheckBox" if m.startswith("Show") else "TextView", "android:id/title", None, True, box=(560, 140 + j * 120, 1040, 250 + j * 120))
    if sort:
        s.add("Sort", "TextView", None, None, False, box=(42, 1320, 1038, 1410))
        for j, m in enumerate(["My order", "Due date", "Start date", "Title", "Importance", "Created", "Modified"]):
            s.add(m, "RadioButton", None, None, True, checked=(m == sort), box=(42, 1420 + j * 110, 1038, 1520 + j * 110))
    nav_bar(s)
    return s


def to_edit(clock: str, title: str, due: str, sheet: bool = False) -> Scr:
    s = Scr(TO, clock, 44)
    s.add(None, "ImageButton", None, "Save", True, h=0, adv=False, x=(20, 140))
    s.add(None, "Button", "menu_delete", "Delete task", True, h=0, adv=False, x=(820, 920))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(940, 1040))
    s.add(None, "CheckBox", "completeBox", "Complete", True, h=0, adv=False, x=(42, 150))
    s.add(title or "Task name", "EditText", "title", None, True, h=140, x=(170, 1000))
    s.add(due or "Due date", "TextView", "due_date", None, True, h=120)
    s.add("Start date", "TextView", "start_date", None, True, h=120)
    s.add("Priority", "TextView", None, None, False, h=0, adv=False, x=(42, 300))
    for i, p in enumerate(["High", "Medium", "Low", "None"]):
        s.add(None, "RadioButton", f"priority_{p.lower()}", f"{p} priority", True, checked=(p == "None"), h=0, adv=False, x=(320 + i * 170, 470 + i * 170))
    s.gap(120)
    s.add("Description", "EditText", "notes", None, True, h=140)
    s.add("Add subtask", "TextView", None, None, True, h=110)
    s.add("Remind me", "TextView", None, None, True, h=110)
    s.add("Does not repeat", "TextView", "display_row_edit", None, True, h=110)
    s.add("Tags", "TextView", None, None, True, h=110)
    s.add("Location", "TextView", None, None, True, h=110)
    s.add("My Tasks", "TextView", "list", None, True, h=110)
    if sheet:
        s.add("Due date", "TextView", None, None, False, box=(42, 1400, 1038, 1490))
        for j, m in enumerate(["Today", "Tomorrow", "Next week", "No date", "Pick date"]):
            s.add(m, "TextView", None, None, True, box=(42, 1500 + j * 115, 1038, 1610 + j * 115))
        s.add("Cancel", "Button", None, None, True, box=(560, 2100, 760, 2200))
    nav_bar(s)
    return s


def to_08() -> tuple[Traj, dict[str, Any]]:
    # Tasks.org: "Call landlord about heater" completed at turn 1, shown ticked in the Completed section at turns 3-4.
    # BAD at turn 5: after sorting by title it is listed among open tasks with an empty check box.
    L = "Call landlord about heater"
    open_ = [("Today", [(L, "Today", False), ("Submit expense report", "Today", False)]),
             ("Tomorrow", [("Book vet appointment for Miso", "Tomorrow", False)]),
             ("Later", [("Return library books", "Sat, Nov 16", False), ("Renew passport", "Wed, Nov 20", False)]),
             ("No due date", [("Order new bike chain", "", False), ("Write thank-you note to Ruth", "", False)])]
    t = Traj(to_list("9:05", open_))
    after = [("Today", [("Submit expense report", "Today", False)])] + open_[1:]
    t.click(f"Complete {L}", to_list("9:05", after, snack=True))
    t.click("More options", to_list("9:05", after, menu=True))
    comp = after + [("Completed", [(L, "Today", True), ("Pay water bill", "Nov 10", True)])]
    t.click("Show completed", to_list("9:06", comp))
    t.click("Sort", to_list("9:06", comp, sort="Due date"))
    by_title = [("", [("Book vet appointment for Miso", "Tomorrow", False), (L, "Today", False),
                      ("Order new bike chain", "", False), ("Renew passport", "Wed, Nov 20", False),
                      ("Return library books", "Sat, Nov 16", False), ("Submit expense report", "Today", False),
                      ("Write thank-you note to Ruth", "", False)]),
                ("Completed", [("Pay water bill", "Nov 10", True)])]
    t.click("Title", to_list("9:06", by_title))
    t.click("Renew passport", to_edit("9:07", "Renew passport", "Wed, Nov 20"))
    t.click("due_date", to_edit("9:07", "Renew passport", "Wed, Nov 20", sheet=True))
    t.click("Cancel", to_edit("9:07", "Renew passport", "Wed, Nov 20"))
    return t, {"bad": True, "turn": 5, "kind": "completed task shown as not completed"}


def to_19() -> tuple[Traj, dict[str, Any]]:
    # Tasks.org clean: new task "Pay parking ticket" due tomorrow lands in the Tomorrow group (turn 5); completing it
    # hides it with "Task completed" (turn 6); Undo (turn 7) puts it back unticked; its editor still shows Thu, Nov 14.
    base = [("Today", [("Pick up dry cleaning", "Today", False), ("Email Marco the meter photos", "Today", False)]),
            ("Tomorrow", [("Dentist – bring insurance card", "Tomorrow", False)]),
            ("Later", [("Return library books", "Sat, Nov 16", False), ("Renew passport", "Wed, Nov 20", False)]),
            ("No due date", [("Order new bike chain", "", False), ("Try the ramen place on Valencia", "", False)])]
    P = "Pay parking ticket"
    t = Traj(to_list("18:31", base))
    t.click("Create new task", to_edit("18:31", "", ""))
    t.type("title", P, to_edit("18:31", P, ""))
    t.click("due_date", to_edit("18:32", P, "", sheet=True))
    t.click("Tomorrow", to_edit("18:32", P, "Thu, Nov 14"))
    withp = [base[0], ("Tomorrow", [("Dentist – bring insurance card", "Tomorrow", False), (P, "Tomorrow", False)])] + base[2:]
    t.click("Save", to_list("18:32", withp))
    t.click(f"Complete {P}", to_list("18:33", base, snack=True))
    t.click("Undo", to_list("18:33", withp))
    t.click(P, to_edit("18:33", P, "Thu, Nov 14"))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# ------------------------------------------------------------------------------------------------- Pro Expense
EX = "com.arduia.expense"


def money(c: int) -> str:
    return f"${c // 100:,}.{c % 100:02d}"


def ex_home(clock: str, week: str, entries: list[tuple[str, str, int, str]], selected: str = "", dialog: bool = False) -> Scr:
    s = Scr(EX, clock, 39)
    if selected:
        s.add(None, "ImageButton", None, "Close selection", True, h=0, adv=False, x=(20, 140))
        s.add("1 selected", "TextView", None, None, False, h=0, adv=False, x=(160, 600))
        s.add(None, "ImageButton", "delete", "Delete", True, h=140, x=(920, 1030))
    else:
        s.add(None, "ImageButton", None, "Open navigation drawer", True, h=0, adv=False, x=(20, 140))
        s.add("Pro Expense", "TextView", None, None, False, h=140, x=(160, 700))
    s.add(week, "TextView", "tv_week_label", None, False, h=80)
    total = sum(e[2] for e in entries)
    s.add(money(total), "TextView", "tv_total", None, False, h=140)
    s.add(None, "View", "bar_chart", "Weekly expense chart", False, h=400)
    s.add("Recent", "TextView", None, None, False, h=0, adv=False, x=(42, 400))
    s.add("More", "Button", "btn_more", None, True, h=100, x=(840, 1030))
    for name, cat, amt, date in entries:
        s.add(None, "ViewGroup", "cl_expense_item", None, True, checked=(name == selected), h=0, adv=False)
        s.add(name, "TextView", "tv_name", None, False, h=0, adv=False, x=(160, 700))
        s.add(money(amt), "TextView", "tv_amount", None, False, h=70, x=(720, 1030))
        s.add(cat, "TextView", "tv_category", None, False, h=0, adv=False, x=(160, 500))
        s.add(date, "TextView", "tv_date", None, False, h=80, x=(720, 1030))
    s.add(None, "ImageButton", "fb_main_add", "Add expense", True, box=(860, 2060, 1020, 2220))
    if dialog:
        s.add("Delete 1 item?", "TextView", "alertTitle", None, False, box=(100, 900, 980, 990))
        s.add("This can't be undone.", "TextView", "android:id/message", None, False, box=(100, 1000, 980, 1080))
        s.add("Cancel", "Button", "android:id/button2", None, True, box=(520, 1120, 740, 1220))
        s.add("Delete", "Button", "android:id/button1", None, True, box=(760, 1120, 980, 1220))
    for i, tab in enumerate(["Home", "Statistics", "Settings"]):
        s.add(tab, "TextView", None, tab, True, checked=(tab == "Home"), box=(i * 360, 2240, i * 360 + 360, 2330))
    nav_bar(s)
    return s


EX_CATS = ["Food", "Grocery", "Transportation", "Utilities", "Health", "Entertainment", "Clothes", "Others"]


def ex_form(clock: str, name: str, amt: str, cat: str, note: str, date: str, edit: bool = False, cats: bool = False,
            discard: bool = False) -> Scr:
    s = Scr(EX, clock, 39)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add("Edit expense" if edit else "New expense", "TextView", None, None, False, h=140, x=(160, 700))
    s.add(name or "Name", "EditText", "edt_name", None, True, h=140)
    s.add(amt or "Amount", "EditText", "edt_amount", None, True, h=140)
    s.add(cat, "TextView", "tv_category", "Category", True, h=130)
    s.add(note or "Note", "EditText", "edt_note", None, True, h=200)
    s.add(date, "TextView", "tv_date", None, True, h=120)
    s.add("Save", "Button", "btn_save", None, True, box=(42, 2100, 1038, 2220))
    if cats:
        for j, c in enumerate(EX_CATS):
            s.add(c, "TextView", None, None, True, box=(140, 700 + j * 110, 940, 800 + j * 110))
    if discard:
        s.add("Discard changes?", "TextView", "alertTitle", None, False, box=(100, 900, 980, 990))
        s.add("Keep editing", "Button", "android:id/button2", None, True, box=(440, 1060, 720, 1160))
        s.add("Discard", "Button", "android:id/button1", None, True, box=(740, 1060, 980, 1160))
    nav_bar(s)
    return s


def ex_09() -> tuple[Traj, dict[str, Any]]:
    # Pro Expense: the week total is $214.60 (seven entries); a $42.80 dinner is added at turns 2-3.
    # BAD at turn 4: the home screen lists the new $42.80 entry but the total reads $275.40 (should be $257.40).
    week = [("Groceries – Rainbow", "Grocery", 6432, "Nov 13"), ("Muni monthly top-up", "Transportation", 4000, "Nov 13"),
            ("Lunch – Souvla", "Food", 1875, "Nov 12"), ("Phone bill", "Utilities", 3500, "Nov 12"),
            ("Books – Green Apple", "Entertainment", 2753, "Nov 11"), ("Coffee beans", "Food", 1600, "Nov 11"),
            ("Pharmacy", "Health", 1300, "Nov 11")]
    assert sum(e[2] for e in week) == 21460
    W = "This week · Nov 11 – Nov 17"
    D = "Wed, Nov 13, 2024"
    t = Traj(ex_home("20:41", W, week))
    t.click("Add expense", ex_form("20:41", "", "", "Food", "", D))
    n = "Dinner – Burma Love"
    t.type("edt_name", n, ex_form("20:42", n, "", "Food", "", D))
    t.type("edt_amount", "42.80", ex_form("20:42", n, "42.80", "Food", "", D))
    home = ex_home("20:42", W, [(n, "Food", 4280, "Nov 13")] + week)
    tot = [e for e in home.els if e["resource_name"] == f"{EX}:id/tv_total"][0]
    assert tot["text"] == "$257.40"
    tot["text"] = "$275.40"
    t.click("btn_save", home)
    t.click(n, ex_form("20:43", n, "42.80", "Food", "", D, edit=True))
    t.click("tv_category", ex_form("20:43", n, "42.80", "Food", "", D, edit=True, cats=True))
    t.click("Entertainment", ex_form("20:43", n, "42.80", "Entertainment", "", D, edit=True))
    t.type("edt_note", "Ravi's birthday, split 3 ways", ex_form("20:44", n, "42.80", "Entertainment", "Ravi's birthday, split 3 ways", D, edit=True))
    t.back(ex_form("20:44", n, "42.80", "Entertainment", "Ravi's birthday, split 3 ways", D, edit=True, discard=True))
    return t, {"bad": True, "turn": 4, "kind": "total does not add up"}


def ex_20() -> tuple[Traj, dict[str, Any]]:
    # Pro Expense clean: Trader Joe's corrected 71.45 -> 74.15 (total 260.32 -> 263.02, turn 3); Haircut deleted
    # (total 233.02, turn 6); statistics by category add up to 233.02 (turn 7).
    W = "This week · Nov 18 – Nov 24"
    e = [("Uber to airport", "Transportation", 3820, "Nov 20"), ("Trader Joe's", "Grocery", 7145, "Nov 20"),
         ("Climbing gym day pass", "Entertainment", 2400, "Nov 19"), ("Burrito – La Taqueria", "Food", 1250, "Nov 19"),
         ("Electric bill", "Utilities", 8417, "Nov 18"), ("Haircut", "Others", 3000, "Nov 18")]
    assert sum(x[2] for x in e) == 26032
    t = Traj(ex_home("12:10", W, e))
    D = "Wed, Nov 20, 2024"
    t.click("Trader Joe's", ex_form("12:10", "Trader Joe's", "71.45", "Grocery", "", D, edit=True))
    t.type("edt_amount", "74.15", ex_form("12:11", "Trader Joe's", "74.15", "Grocery", "", D, edit=True))
    e[1] = ("Trader Joe's", "Grocery", 7415, "Nov 20")
    assert sum(x[2] for x in e) == 26302
    t.click("btn_save", ex_home("12:11", W, e))
    t.long("Haircut", ex_home("12:11", W, e, selected="Haircut"))
    t.click("Delete", ex_home("12:12", W, e, selected="Haircut", dialog=True))
    e = e[:-1]
    assert sum(x[2] for x in e) == 23302
    t.click("Delete", ex_home("12:12", W, e), nth=1)
    s = Scr(EX, "12:12", 38)
    s.add(None, "ImageButton", None, "Open navigation drawer", True, h=0, adv=False, x=(20, 140))
    s.add("Statistics", "TextView", None, None, False, h=140, x=(160, 700))
    s.add(W, "TextView", None, None, False, h=80)
    s.add(money(23302), "TextView", "tv_total", None, False, h=140)
    s.add(None, "View", "pie_chart", "Expense by category chart", False, h=600)
    for cat, c in sorted({x[1]: x[2] for x in e}.items(), key=lambda kv: -kv[1]):
        s.add(cat, "TextView", "tv_category", None, False, h=0, adv=False, x=(160, 600))
        s.add(f"{c * 100 / 23302:.1f}%", "TextView", "tv_percent", None, False, h=0, adv=False, x=(620, 800))
        s.add(money(c), "TextView", "tv_amount", None, False, h=110, x=(820, 1030))
    for i, tab in enumerate(["Home", "Statistics", "Settings"]):
        s.add(tab, "TextView", None, tab, True, checked=(tab == "Statistics"), box=(i * 360, 2240, i * 360 + 360, 2330))
    nav_bar(s)
    t.click("Statistics", s)
    return t, {"bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- Audio Recorder
AR = "com.dimowner.audiorecorder"


def ar_main(clock: str, timer: str, state: str, last: tuple[str, str, str] | None) -> Scr:
    s = Scr(AR, clock, 57, ("Recording",) if state in ("rec", "pause") else ())
    s.add(None, "ImageButton", "btn_settings", "Settings", True, h=0, adv=False, x=(20, 140))
    s.add("Audio Recorder", "TextView", None, None, False, h=140, x=(160, 800))
    if last and state == "idle":
        s.add(last[0], "TextView", "txt_name", None, True, h=90)
        s.add(f"{last[1]} · {last[2]}", "TextView", "txt_record_info", None, False, h=80)
    s.add(None, "View", "recording_view", "Waveform", False, h=600)
    s.add(timer, "TextView", "txt_progress", None, False, h=160)
    s.add({"idle": "", "rec": "Recording…", "pause": "Recording paused"}[state], "TextView", "txt_record_state", None, False, h=90)
    s.add(None, "ImageButton", "btn_record_delete", "Delete recording", state != "idle", box=(120, 1900, 280, 2060))
    s.add(None, "ImageButton", "btn_record", {"idle": "Record", "rec": "Pause", "pause": "Resume"}[state], True, box=(420, 1860, 660, 2100))
    s.add(None, "ImageButton", "btn_record_stop", "Stop", state != "idle", box=(800, 1900, 960, 2060))
    s.add(None, "ImageButton", "btn_records_list", "Records", True, box=(460, 2140, 620, 2240))
    nav_bar(s)
    return s


def ar_list(clock: str, recs: list[tuple[str, str, str, str]], menu_for: str = "", rename: str | None = None) -> Scr:
    s = Scr(AR, clock, 56)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add("Records", "TextView", None, None, False, h=0, adv=False, x=(160, 700))
    s.add(None, "ImageButton", "btn_bookmarks", "Bookmarks", True, h=140, x=(920, 1030))
    for name, dur, when, size in recs:
        s.add(name, "TextView", "list_item_name", None, True, h=0, adv=False, x=(42, 700))
        s.add(dur, "TextView", "list_item_duration", None, False, h=80, x=(760, 900))
        s.add(f"{when} · {size}", "TextView", "list_item_info", None, False, h=0, adv=False, x=(42, 700))
        s.add(None, "ImageButton", "list_item_more", "More", True, h=100, x=(940, 1038))
    if menu_for:
        for j, m in enumerate(["Share", "Info", "Rename", "Open with…", "Save as", "Delete"]):
            s.add(m, "TextView", "android:id/title", None, True, box=(560, 400 + j * 120, 1040, 510 + j * 120))
    if rename is not None:
        s.add("Rename record", "TextView", "dialog_title", None, False, box=(100, 800, 980, 890))
        s.add(rename, "EditText", "input_name", None, True, box=(100, 910, 980, 1020))
        s.add("Cancel", "Button", "btn_negative", None, True, box=(540, 1060, 740, 1160))
        s.add("OK", "Button", "btn_positive", None, True, box=(780, 1060, 980, 1160))
    nav_bar(s)
    return s


def ar_18() -> tuple[Traj, dict[str, Any]]:
    # Audio Recorder clean: the timer runs 00:03 -> paused 00:41 -> resumed 00:44 -> stopped at 01:19 (clock 16:03->16:05);
    # the new Record-14 (01:19, 1.2 MB) heads the list and is renamed "Landlord call notes" (turn 9) with the same size.
    older = [("Record-13", "03:52", "Nov 12, 09:14", "3.6 MB"), ("Record-12", "00:27", "Nov 10, 18:40", "0.4 MB"),
             ("Interview – Dr. Patel", "24:08", "Nov 6, 13:02", "22.1 MB"), ("Record-10", "01:05", "Nov 2, 20:11", "1.0 MB"),
             ("Guitar riff idea", "00:48", "Oct 29, 22:37", "0.7 MB"), ("Record-8", "12:30", "Oct 21, 10:05", "11.5 MB")]
    t = Traj(ar_main("16:03", "00:00", "idle", ("Record-13", "03:52", "m4a, 44.1kHz, 128kbps")))
    t.click("Record", ar_main("16:03", "00:03", "rec", None))
    t.click("Pause", ar_main("16:04", "00:41", "pause", None))
    t.click("Resume", ar_main("16:04", "00:44", "rec", None))
    t.click("Stop", ar_main("16:05", "00:00", "idle", ("Record-14", "01:19", "m4a, 44.1kHz, 128kbps")))
    recs = [("Record-14", "01:19", "Nov 13, 16:03", "1.2 MB")] + older
    t.click("Records", ar_list("16:05", recs))
    t.click("More", ar_list("16:05", recs, menu_for="Record-14"))
    t.click("Rename", ar_list("16:05", recs, rename="Record-14"))
    t.type("input_name", "Landlord call notes", ar_list("16:06", recs, rename="Landlord call notes"))
    recs[0] = ("Landlord call notes",) + recs[0][1:]
    t.click("OK", ar_list("16:06", recs))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------------- OsmAnd
OA = "net.osmand"


def oa_map(clock: str, scale: str, batt: int = 49) -> Scr:
    s = Scr(OA, clock, batt)
    s.add(None, "ImageButton", "map_search_button", "Search", True, box=(42, 140, 180, 270))
    s.add(None, "ImageButton", "map_layers_button", "Configure map", True, box=(42, 290, 180, 420))
    s.add(None, "ImageView", "map_compass_button", "Compass", True, box=(42, 440, 180, 570))
    s.add("Mission District", "TextView", "map_address_text", None, False, box=(240, 150, 860, 240))
    s.add(None, "View", "MapView", "Map", True, box=(0, 0, 1080, 2400))
    s.add(scale, "TextView", "map_ruler_text", None, False, box=(42, 1900, 240, 1960))
    s.add(None, "ImageButton", "map_zoom_in_button", "Zoom in", True, box=(900, 1500, 1038, 1640))
    s.add(None, "ImageButton", "map_zoom_out_button", "Zoom out", True, box=(900, 1660, 1038, 1800))
    s.add(None, "ImageButton", "map_my_location_button", "My position", True, box=(900, 1900, 1038, 2040))
    s.add(None, "ImageButton", "map_menu_button", "Menu", True, box=(42, 2080, 180, 2220))
    s.add(None, "ImageButton", "map_route_info_button", "Directions", True, box=(200, 2080, 340, 2220))
    nav_bar(s)
    return s


def oa_menu(clock: str) -> Scr:
    s = Scr(OA, clock, 49)
    s.add("OsmAnd Maps", "TextView", None, None, False, h=140)
    for m in ["My places", "Search", "Directions", "Configure map", "Download maps", "Trip recording", "Plan a route",
              "Plugins", "Settings", "Help", "Map markers"]:
        s.add(m, "TextView", "title", None, True, h=120)
    s.add("OsmAnd 4.8.6 released 2024-10-30", "TextView", "version", None, False, h=100)
    nav_bar(s)
    return s


def oa_downloads(clock: str, free: str, local: int, batt: int = 49) -> Scr:
    s = Scr(OA, clock, batt)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add("Maps & Resources", "TextView", None, None, False, h=0, adv=False, x=(160, 760))
    s.add(None, "ImageButton", "search", "Search", True, h=140, x=(920, 1030))
    for i, tab in enumerate(["Downloads", "Updates", f"Local ({local})"]):
        s.add(tab, "TextView", None, None, True, checked=(i == 0), box=(i * 360, s.y, i * 360 + 360, s.y + 110))
    s.gap(130)
    s.add(f"Device memory · {free} free", "TextView", "memory_text", None, False, h=90)
    s.add(None, "ProgressBar", "memory_progress", None, False, h=40)
    s.add("World overview map", "TextView", None, None, False, h=0, adv=False, x=(42, 700))
    s.add("Installed", "TextView", None, None, False, h=110, x=(760, 1030))
    for r in ["Africa", "Antarctica", "Asia", "Australia and Oceania", "Central America", "Europe", "North America",
              "Russia", "South America", "Travel guides", "Voice prompts", "Fonts"]:
        s.add(r, "TextView", "title", None, True, h=110)
    nav_bar(s)
    return s


def oa_search(clock: str, q: str, state: str) -> Scr:
    s = Scr(OA, clock, 49 if state in ("", "idle", "4") else 48)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add(q or "Search", "EditText", "searchEditText", None, True, h=140, x=(160, 1000))
    if q:
        rows = [("Portugal", "Europe", "Standard map", "142 MB"), ("Portugal", "Europe", "Wikipedia", "38.4 MB"),
                ("Portugal", "Europe", "Contour lines", "61.9 MB"), ("Portugal", "Europe", "Terrain map", "96.2 MB"),
                ("Portugal – Madeira", "Europe › Portugal", "Standard map", "6.1 MB"),
                ("Portugal – Azores", "Europe › Portugal", "Standard map", "9.8 MB")]
        for i, (n, region, kind, size) in enumerate(rows):
            s.add(n, "TextView", "title", None, True, h=70, x=(160, 860))
            if i == 0 and state not in ("idle", "done"):
                s.add(f"Downloading… {state}%", "TextView", "description", None, False, h=50, x=(160, 860))
                s.add(f"{state}%", "ProgressBar", "progressBar", f"{state} percent", False, h=40, x=(160, 860))
                s.add(None, "ImageView", "icon_right", "Cancel", True, h=0, adv=False, x=(900, 1030))
            elif i == 0 and state == "done":
                s.add(f"{kind} • {size} • Nov 13, 2024", "TextView", "description", None, False, h=50, x=(160, 860))
                s.add(None, "ImageView", "icon_right", "More options", True, h=40, x=(900, 1030))
            else:
                s.add(f"{region} • {kind} • {size}", "TextView", "description", None, False, h=50, x=(160, 860))
                s.add(None, "ImageView", "icon_right", "Download", True, h=40, x=(900, 1030))
            s.gap(30)
    s.add(None, "View", None, "Keyboard", False, box=(0, 1500, 1080, 2300))
    nav_bar(s)
    return s


def oa_21() -> tuple[Traj, dict[str, Any]]:
    # OsmAnd clean: the Portugal map downloads 4% -> 57% -> installed across waits; afterwards free memory drops from
    # 18.4 GB to 18.2 GB and Local maps go from 2 to 3 (turn 8); zooming in changes the ruler 500 m -> 200 m (turn 10).
    t = Traj(oa_map("21:30", "500 m"))
    t.click("Menu", oa_menu("21:30"))
    t.click("Download maps", oa_downloads("21:30", "18.4 GB", 2))
    t.click("Search", oa_search("21:31", "", ""))
    t.type("searchEditText", "Portugal", oa_search("21:31", "Portugal", "idle"))
    t.click("Download", oa_search("21:31", "Portugal", "4"))
    t.wait(oa_search("21:32", "Portugal", "57"))
    t.wait(oa_search("21:33", "Portugal", "done"))
    t.back(oa_downloads("21:33", "18.2 GB", 3, 48))
    t.back(oa_map("21:33", "500 m", 48))
    t.click("Zoom in", oa_map("21:34", "200 m", 48))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------------- Signal
SG = "org.thoughtcrime.securesms"


def sg_list(clock: str, chats: list[tuple[str, str, str, int]]) -> Scr:
    s = Scr(SG, clock, 66)
    s.add(None, "ImageView", "toolbar_avatar", "Settings", True, h=0, adv=False, x=(20, 140))
    s.add("Signal", "TextView", "toolbar_title", None, False, h=0, adv=False, x=(160, 600))
    s.add(None, "ImageView", "search_action", "Search", True, h=0, adv=False, x=(800, 900))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(920, 1030))
    for name, snip, when, unread in chats:
        s.add(name, "TextView", "conversation_list_item_name", None, False, h=0, adv=False, x=(200, 760))
        s.add(when, "TextView", "conversation_list_item_date", None, False, h=70, x=(800, 1030))
        s.add(snip, "TextView", "conversation_list_item_summary", None, False, h=0 if unread else 90, adv=not unread, x=(200, 900))
        if unread:
            s.add(str(unread), "TextView", "conversation_list_item_unread_indicator", None, False, h=90, x=(940, 1030))
        s.gap(30)
    s.add(None, "ImageButton", "fab", "New chat", True, box=(860, 1940, 1020, 2100))
    for i, tab in enumerate(["Chats", "Calls", "Stories"]):
        s.add(tab, "TextView", None, tab, True, checked=(tab == "Chats"), box=(i * 360, 2200, i * 360 + 360, 2320))
    nav_bar(s)
    return s


def sg_conv(clock: str, name: str, header: list[str] | None, msgs: list[tuple[str, str, str, str]], draft: str) -> Scr:
    """msgs: (who, text, time, status) with who 'in' or 'out'."""
    s = Scr(SG, clock, 66)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 120))
    s.add(name, "TextView", "conversation_title", None, True, h=0, adv=False, x=(220, 700))
    s.add(None, "ImageView", None, "Video call", True, h=0, adv=False, x=(720, 820))
    s.add(None, "ImageView", None, "Voice call", True, h=0, adv=False, x=(840, 940))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(960, 1060))
    if header:
        s.add(name, "TextView", "message_request_title", None, False, h=100)
        for line in header:
            s.add(line, "TextView", "message_request_subtitle", None, False, h=70)
        s.gap(40)
    day = ""
    for who, text, when, status in msgs:
        if " · " in when and when.split(" · ")[0] != day:
            day = when.split(" · ")[0]
            s.add(day, "TextView", "conversation_update_date_header", None, False, h=80)
        x = (300, 1038) if who == "out" else (42, 780)
        s.add(text, "TextView", "conversation_item_body", None, True, h=0, adv=False, x=x)
        s.add(when.split(" · ")[-1], "TextView", "footer_date", status or None, False, h=140, x=(x[1] - 300, x[1]))
    s.add(draft or "Signal message", "EditText", "embedded_text_editor", None, True, box=(140, 2080, 820, 2200))
    s.add(None, "ImageButton", "attach_button", "Add attachment", True, box=(860, 2080, 960, 2200))
    s.add(None, "ImageButton", "send_button" if draft else "quick_audio_toggle", "Send" if draft else "Voice message", True, box=(960, 2080, 1060, 2200))
    nav_bar(s)
    return s


def sg_10() -> tuple[Traj, dict[str, Any]]:
    # Signal: Ana Costa's chat header shows "+1 415-555-0173" at turns 1-2.
    # BAD at turn 3: after sending, the same header shows "+1 415-555-0137".
    chats = [("Jonas Weber", "See you at 7! Table is under my name", "9:12 AM", 2), ("Family 👨‍👩‍👧", "Mom: Photo", "8:55 AM", 5),
             ("Ana Costa", "Thanks for the link!", "Tue", 0), ("Dev Patel", "You: 👍", "Mon", 0),
             ("Climbing crew", "Sam: anyone up for Dogpatch Thursday?", "Sun", 0), ("Note to Self", "passport no. in 1Password", "Nov 8", 0),
             ("Marco Bellini", "Voice message", "Nov 6", 0)]
    t = Traj(sg_list("9:31", chats))
    hdr = ["+1 415-555-0173", "No groups in common", "Ana Costa is in your system contacts"]
    msgs = [("out", "Here's the sublet listing I mentioned: craigslist.org/sfo/sub/d/cozy-room-noe-valley/7790123456", "Tue · 6:02 PM", "Read"),
            ("in", "Oh nice, that's right by the J line", "Tue · 6:15 PM", ""),
            ("in", "Thanks for the link!", "Tue · 6:15 PM", "")]
    t.click("Ana Costa", sg_conv("9:31", "Ana Costa", hdr, msgs, ""))
    m = "Did you end up viewing the room? The landlord said he has two more visits on Saturday"
    t.type("embedded_text_editor", m, sg_conv("9:32", "Ana Costa", hdr, msgs, m))
    bad = ["+1 415-555-0137"] + hdr[1:]
    t.click("Send", sg_conv("9:32", "Ana Costa", bad, msgs + [("out", m, "Today · Now", "Sent")], ""))
    chats2 = [("Ana Costa", f"You: {m}", "Now", 0)] + [c for c in chats if c[0] != "Ana Costa"]
    t.back(sg_list("9:32", chats2))
    jm = [("in", "Booked Flour + Water for 7 tonight", "Today · 9:10 AM", ""), ("in", "See you at 7! Table is under my name", "Today · 9:12 AM", "")]
    jmsgs = [("out", "Are we still on for dinner tonight?", "Yesterday · 10:48 PM", "Read")] + jm
    t.click("Jonas Weber", sg_conv("9:32", "Jonas Weber", None, jmsgs, ""))
    r = "Perfect, see you there 🍝"
    t.type("embedded_text_editor", r, sg_conv("9:33", "Jonas Weber", None, jmsgs, r))
    t.click("Send", sg_conv("9:33", "Jonas Weber", None, jmsgs + [("out", r, "Today · Now", "Sent")], ""))
    return t, {"bad": True, "turn": 3, "kind": "id changed (contact phone number)"}


def sg_22() -> tuple[Traj, dict[str, Any]]:
    # Signal clean: reading Jonas's chat clears the unread 2 (turn 4); the sent message goes Sent -> Read and its time
    # "Now" -> "2 min" while Jonas replies (turn 5, clock 9:31 -> 9:33); disappearing messages set Off -> 1 week (turns 7-8).
    chats = [("Jonas Weber", "See you at 7! Table is under my name", "9:12 AM", 2), ("Family 👨‍👩‍👧", "Mom: Photo", "8:55 AM", 5),
             ("Ana Costa", "Thanks for the link!", "Tue", 0), ("Dev Patel", "You: 👍", "Mon", 0),
             ("Climbing crew", "Sam: anyone up for Dogpatch Thursday?", "Sun", 0), ("Marco Bellini", "Voice message", "Nov 6", 0)]
    t = Traj(sg_list("9:30", chats))
    jm = [("out", "Are we still on for dinner tonight?", "Yesterday · 10:48 PM", "Read"),
          ("in", "Booked Flour + Water for 7 tonight", "Today · 9:10 AM", ""), ("in", "See you at 7! Table is under my name", "Today · 9:12 AM", "")]
    t.click("Jonas Weber", sg_conv("9:30", "Jonas Weber", None, jm, ""))
    m = "Running 10 min late, order me the mushroom pizza 🍕"
    t.type("embedded_text_editor", m, sg_conv("9:31", "Jonas Weber", None, jm, m))
    t.click("Send", sg_conv("9:31", "Jonas Weber", None, jm + [("out", m, "Today · Now", "Sent")], ""))
    t.back(sg_list("9:31", [("Jonas Weber", f"You: {m}", "Now", 0)] + chats[1:]))
    reply = "No worries, ordered 👍"
    t.click("Jonas Weber", sg_conv("9:33", "Jonas Weber", None, jm + [("out", m, "Today · 2 min", "Read"), ("in", reply, "Today · 1 min", "")], ""))

    def settings(clock: str, dm: str) -> Scr:
        s = Scr(SG, clock, 66)
        s.add(None, "ImageButton", None, "Navigate up", True, h=140, x=(20, 120))
        s.add("Jonas Weber", "TextView", "name", None, False, h=100)
        s.add("+49 1512 3456789", "TextView", "about", None, False, h=80)
        for b in ["Message", "Video", "Audio", "Mute", "Search"]:
            s.add(b, "Button", None, b, True, h=0, adv=False, x=(42 + ["Message", "Video", "Audio", "Mute", "Search"].index(b) * 200, 242 + ["Message", "Video", "Audio", "Mute", "Search"].index(b) * 200))
        s.gap(150)
        for ti, sub in [("Disappearing messages", dm), ("Chat color & wallpaper", ""), ("Sounds & notifications", ""),
                        ("Contact details", ""), ("View safety number", ""), ("Add to a group", ""), ("Block", ""), ("Report spam", "")]:
            s.add(ti, "TextView", "rec_item_title", None, True, h=70 if sub else 120)
            if sub:
                s.add(sub, "TextView", "rec_item_summary", None, False, h=60)
        s.add("Media", "TextView", None, None, False, h=90)
        s.add("No shared media", "TextView", None, None, False, h=90)
        nav_bar(s)
        return s

    t.click("conversation_title", settings("9:33", "Off"))
    s = Scr(SG, "9:34", 66)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 120))
    s.add("Disappearing messages", "TextView", None, None, False, h=140, x=(160, 900))
    s.add("If enabled, new messages sent and received in this chat will disappear after they have been seen.", "TextView", None, None, False, h=160)
    opts = ["Off", "4 weeks", "1 week", "1 day", "8 hours", "1 hour", "5 minutes", "30 seconds", "Custom time"]

    def dm_screen(sel: str) -> Scr:
        d = Scr(SG, "9:34", 66)
        d.els = [dict(e) for e in s.els]
        d.y = s.y
        for o in opts:
            d.add(o, "RadioButton", "disappearing_messages_timer", None, True, checked=(o == sel), h=120)
        d.add("Save", "Button", "save", None, True, box=(820, 2100, 1030, 2220))
        nav_bar(d)
        return d

    t.click("Disappearing messages", dm_screen("Off"))
    t.click("1 week", dm_screen("1 week"))
    return t, {"bad": False, "turn": None, "kind": "clean"}


# --------------------------------------------------------------------------------------------------- AntennaPod
AP = "de.danoeh.antennapod"


def ap_bar(s: Scr, playing: bool | None) -> None:
    if playing is None:
        return
    s.add(None, "ImageView", "imgvCover", "The Sound of Sports", True, box=(0, 2060, 160, 2180))
    s.add("#598 The Sound of Sports", "TextView", "txtvTitle", None, True, box=(180, 2070, 860, 2170))
    s.add(None, "ImageButton", "butPlay", "Pause" if playing else "Play", True, box=(880, 2070, 1040, 2170))
    s.add(None, "ProgressBar", "episodeProgress", None, False, box=(0, 2050, 1080, 2060))


def ap_nav(s: Scr, sel: str) -> None:
    for i, tab in enumerate(["Home", "Queue", "Inbox", "Subscriptions", "More"]):
        s.add(tab, "TextView", None, tab, True, checked=(tab == sel), box=(i * 216, 2200, i * 216 + 216, 2320))
    nav_bar(s)


def ap_subs(clock: str, playing: bool | None) -> Scr:
    s = Scr(AP, clock, 35)
    s.add("Subscriptions", "TextView", None, None, False, h=0, adv=False, x=(42, 600))
    s.add(None, "ImageView", None, "Refresh", True, h=0, adv=False, x=(800, 900))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(920, 1030))
    feeds = [("The Daily", 4), ("Hard Fork", 1), ("99% Invisible", 0), ("Radiolab", 0), ("Planet Money", 6), ("Search Engine", 0),
             ("Decoder with Nilay Patel", 3), ("Ologies with Alie Ward", 1), ("Conan O'Brien Needs A Friend", 0)]
    for i, (f, n) in enumerate(feeds):
        r, c = divmod(i, 3)
        x0, y0 = 20 + c * 350, s.y + r * 400
        s.add(None, "ImageView", "imgvCover", f, True, box=(x0, y0, x0 + 330, y0 + 330))
        s.add(f, "TextView", "txtvTitle", None, False, box=(x0, y0 + 330, x0 + 330, y0 + 380))
        if n:
            s.add(str(n), "TextView", "txtvCount", None, False, box=(x0 + 260, y0 + 10, x0 + 320, y0 + 60))
    ap_bar(s, playing)
    ap_nav(s, "Subscriptions")
    return s


EPS = [("#598 The Sound of Sports", "Nov 12, 2024", "44:58"), ("#597 Cold War Bunkers", "Nov 5, 2024", "38:21"),
       ("#596 Mini-Stories: Volume 21", "Oct 29, 2024", "51:07"), ("#595 The Lost Vowel", "Oct 22, 2024", "33:46"),
       ("#594 Invisible Women of Infrastructure", "Oct 15, 2024", "41:12"), ("#593 Blue Roofs", "Oct 8, 2024", "29:58"),
       ("#592 The Queue", "Oct 1, 2024", "46:30")]


def ap_feed(clock: str, playing: bool | None, pos: str = "") -> Scr:
    s = Scr(AP, clock, 35)
    s.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    s.add(None, "ImageView", None, "Search", True, h=0, adv=False, x=(800, 900))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(920, 1030))
    s.add("99% Invisible", "TextView", "txtvTitle", None, False, h=100)
    s.add("Roman Mars", "TextView", "txtvAuthor", None, False, h=70)
    s.add("763 episodes · Design, architecture & the 99% invisible activity that shapes our world", "TextView", None, None, False, h=110)
    for i, (ti, d, dur) in enumerate(EPS):
        s.add(ti, "TextView", "txtvTitle", None, True, h=70, x=(160, 860))
        if i == 0 and pos:
            s.add(f"{d} · {pos} / {dur}", "TextView", "txtvPosition", None, False, h=0, adv=False, x=(160, 860))
        else:
            s.add(f"{d} · {dur}", "TextView", "txtvDuration", None, False, h=0, adv=False, x=(160, 860))
        label = ("Pause" if playing else "Play") if (i == 0 and playing is not None) else "Stream" if i == 0 else "Download"
        s.add(None, "ImageButton", "secondaryActionButton", label, True, h=150, x=(900, 1030))
    ap_bar(s, playing)
    ap_nav(s, "Subscriptions")
    return s


def ap_player(clock: str, pos: str, left: str, playing: bool, speed: str, dialog: bool = False) -> Scr:
    s = Scr(AP, clock, 35)
    s.add(None, "ImageButton", None, "Close", True, h=0, adv=False, x=(20, 140))
    s.add(None, "ImageView", None, "Share", True, h=0, adv=False, x=(800, 900))
    s.add(None, "ImageView", None, "More options", True, h=140, x=(920, 1030))
    s.add(None, "ImageView", "imgvCover", "99% Invisible", False, box=(140, 300, 940, 1100))
    s.y = 1140
    s.add("#598 The Sound of Sports", "TextView", "txtvEpisodeTitle", None, False, h=90)
    s.add("99% Invisible", "TextView", "txtvPodcastTitle", None, False, h=70)
    s.add(None, "SeekBar", "sbPosition", "Playback position", True, h=80)
    s.add(pos, "TextView", "txtvPosition", None, False, h=0, adv=False, x=(42, 300))
    s.add(left, "TextView", "txtvLength", None, True, h=80, x=(780, 1038))
    s.add(speed, "TextView", "txtvPlaybackSpeed", "Playback speed", True, box=(42, 1520, 200, 1640))
    s.add(None, "ImageButton", "butRev", "Rewind", True, box=(230, 1500, 390, 1660))
    s.add(None, "ImageButton", "butPlay", "Pause" if playing else "Play", True, box=(430, 1480, 650, 1700))
    s.add(None, "ImageButton", "butFF", "Fast forward", True, box=(690, 1500, 850, 1660))
    s.add(None, "ImageButton", "butSkip", "Skip episode", True, box=(880, 1520, 1038, 1640))
    s.add("Episode notes", "TextView", None, None, True, h=0, adv=False, box=(42, 1760, 1038, 1850))
    s.add("Sleep timer", "TextView", None, "Sleep timer", True, box=(42, 1880, 500, 1980))
    s.add("Chapters", "TextView", None, None, True, box=(540, 1880, 1038, 1980))
    if dialog:
        s.add("Playback speed", "TextView", None, None, False, box=(100, 700, 980, 790))
        for j, sp in enumerate(["0.75", "1.00", "1.25", "1.50", "1.75", "2.00"]):
            s.add(sp, "Button", "speed_chip", f"{sp}x", True, checked=(sp + "x" == speed), box=(100 + j * 145, 820, 230 + j * 145, 920))
        s.add("Skip silence", "Switch", "skipSilence", None, True, box=(100, 960, 980, 1060))
    nav_bar(s)
    return s


def ap_11() -> tuple[Traj, dict[str, Any]]:
    # AntennaPod: playback of #598 runs 00:41 -> 01:13 (+30 s skip) -> 01:22 at 1.50x and is paused at 01:31 (turn 7).
    # BAD at turn 8: with playback still paused, the episode row in the feed shows "01:13 / 44:58".
    t = Traj(ap_subs("7:48", None))
    t.click("99% Invisible", ap_feed("7:48", None))
    t.click("Stream", ap_feed("7:48", True))
    t.click("txtvTitle", ap_player("7:49", "00:41", "-44:17", True, "1.00x"), nth=EPS.__len__() + 1)
    t.click("Fast forward", ap_player("7:49", "01:13", "-43:45", True, "1.00x"))
    t.click("Playback speed", ap_player("7:49", "01:17", "-43:41", True, "1.00x", dialog=True))
    t.click("1.50x", ap_player("7:49", "01:22", "-43:36", True, "1.50x"))
    t.click("Pause", ap_player("7:49", "01:31", "-43:27", False, "1.50x"))
    t.click("Close", ap_feed("7:50", False, pos="01:13"))
    t.back(ap_subs("7:50", False))
    hf = Scr(AP, "7:50", 35)
    hf.add(None, "ImageButton", None, "Navigate up", True, h=0, adv=False, x=(20, 140))
    hf.add(None, "ImageView", None, "Search", True, h=0, adv=False, x=(800, 900))
    hf.add(None, "ImageView", None, "More options", True, h=140, x=(920, 1030))
    hf.add("Hard Fork", "TextView", "txtvTitle", None, False, h=100)
    hf.add("The New York Times", "TextView", "txtvAuthor", None, False, h=70)
    hf.add("112 episodes · Kevin Roose and Casey Newton explore and make sense of the rapidly changing world of tech", "TextView", None, None, False, h=110)
    for ti, d, dur in [("The Election Special + A.I. Weather Forecasts", "Nov 8, 2024", "1:04:12"), ("Meta's Smart Glasses Test", "Nov 1, 2024", "58:40"),
                       ("Character.AI's Lawsuit, Hard Questions", "Oct 25, 2024", "1:11:03"), ("Is Google Too Big to Break Up?", "Oct 18, 2024", "55:29"),
                       ("The Gen Z Job Market", "Oct 11, 2024", "49:51")]:
        hf.add(ti, "TextView", "txtvTitle", None, True, h=70, x=(160, 860))
        hf.add(f"{d} · {dur}", "TextView", "txtvDuration", None, False, h=0, adv=False, x=(160, 860))
        hf.add(None, "ImageButton", "secondaryActionButton", "Stream" if ti.startswith("The Election") else "Download", True, h=150, x=(900, 1030))
    ap_bar(hf, False)
    ap_nav(hf, "Subscriptions")
    t.click("Hard Fork", hf)
    return t, {"bad": True, "turn": 8, "kind": "clock goes backwards (paused playback position)"}


ORDER = [gm_01, st_14, calc_03, sc_17, ar_18, yt_05, keep_04, maps_13, to_19, sg_10, ex_09,
         gm_12, oa_21, st_02, gp_06, ex_20, cam_16, ap_11, sc_07, st_15, sg_22, to_08]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, build in enumerate(ORDER, 1):
        t, lab = build()
        rs.add(task="android", tid=f"h9-android-{i:02d}", system=DROID_SYSTEM, turns=t.turns, state=t.state,
               bad=lab["bad"], turn=lab["turn"], kind=lab["kind"])
    rs.write()


if __name__ == "__main__":
    main()
