# ruff: noqa: E501
"""Held-out set holdout44, domain android: 22 AndroidWorld trajectories (11 with one contradiction).

Each observation is the element list of the next screen, in the ``UI element N: UIElement(...)`` notation,
written as a simulating model would print it. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout44_parts.android.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYSTEM = DROID_SYSTEM + (
    "\n\nYou are an Android World Model, a precise Android UI state simulator (Pixel 7, Android 14, 1080x2400). "
    "Given the interaction history, the current screen state and an Android action (click, long_press, "
    "input_text, scroll, open_app, navigate_back, navigate_home, wait), predict the exact next screen state. "
    "Track navigation state, focused elements, typed values and app state across turns; preserve untouched "
    "elements verbatim; keep the representation of the current screen exactly (one UIElement per line, same "
    "fields). Output exactly one complete and closed <predicted_observation></predicted_observation> block.")

CLS = {
    "tv": "android.widget.TextView", "btn": "android.widget.Button", "ib": "android.widget.ImageButton",
    "iv": "android.widget.ImageView", "et": "android.widget.EditText", "fl": "android.widget.FrameLayout",
    "ll": "android.widget.LinearLayout", "rl": "android.widget.RelativeLayout", "rv": "androidx.recyclerview.widget.RecyclerView",
    "sw": "android.widget.Switch", "cb": "android.widget.CheckBox", "rb": "android.widget.RadioButton",
    "v": "android.view.View", "vg": "android.view.ViewGroup", "sv": "android.widget.ScrollView",
    "lv": "android.widget.ListView", "ctv": "android.widget.CheckedTextView", "pb": "android.widget.ProgressBar",
    "hsv": "android.widget.HorizontalScrollView", "tab": "android.widget.HorizontalScrollView",
    "sb": "android.widget.SeekBar", "wv": "android.webkit.WebView",
}


class BB:
    """Pixel bounding box, printed as AndroidWorld prints it."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


def el(pkg: str, cls: str, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None,
       res: str | None = None, *, click: bool = False, checkable: bool = False, checked: bool = False,
       edit: bool = False, focused: bool = False, scroll: bool = False, selected: bool = False,
       enabled: bool = True, hint: str | None = None, long: bool = False) -> dict[str, Any]:
    name = None if res is None else (res if ":" in res else f"{pkg}:id/{res}")
    return {
        "text": text, "content_description": desc, "class_name": CLS.get(cls, cls), "bbox": None,
        "bbox_pixels": BB(*box), "hint_text": hint, "is_checked": checked, "is_checkable": checkable,
        "is_clickable": click, "is_editable": edit, "is_enabled": enabled, "is_focused": focused,
        "is_focusable": click or edit or focused, "is_long_clickable": long, "is_scrollable": scroll,
        "is_selected": selected, "is_visible": True, "package_name": pkg, "resource_name": name}


class App:
    """Element factory bound to one package."""

    def __init__(self, pkg: str) -> None:
        self.pkg = pkg

    def __call__(self, cls: str, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None,
                 res: str | None = None, **kw: Any) -> dict[str, Any]:
        return el(self.pkg, cls, box, text, desc, res, **kw)


SYSUI = App("com.android.systemui")
LAUNCHER = App("com.google.android.apps.nexuslauncher")


def bar(clock: str, batt: int, icons: tuple[str, ...] = (), wifi: str = "Wifi signal full.") -> list[dict[str, Any]]:
    """Status bar: clock, notification icons, connectivity and battery."""
    out = [SYSUI("tv", (42, 18, 160, 104), clock, clock, "com.android.systemui:id/clock")]
    for i, d in enumerate(icons):
        out.append(SYSUI("iv", (176 + i * 56, 38, 222 + i * 56, 84), None, d, "com.android.systemui:id/notificationIcons"))
    out += [SYSUI("iv", (838, 36, 884, 86), None, wifi, "com.android.systemui:id/wifi_combo"),
            SYSUI("iv", (896, 36, 942, 86), None, "Phone two bars.", "com.android.systemui:id/mobile_signal"),
            SYSUI("iv", (956, 34, 1040, 88), None, f"Battery {batt} percent.", "com.android.systemui:id/battery")]
    return out


def home(clock: str, batt: int, apps: list[str], icons: tuple[str, ...] = ()) -> str:
    """Pixel Launcher home screen with a 4-column grid of the given apps above the dock."""
    els = bar(clock, batt, icons)
    els.append(LAUNCHER("tv", (60, 236, 1020, 420), "Saturday, Jun 15", "Saturday, Jun 15", "com.google.android.apps.nexuslauncher:id/clock"))
    for i, name in enumerate(apps):
        r, c = divmod(i, 4)
        x, y = 40 + c * 250, 1180 + r * 290
        els.append(LAUNCHER("tv", (x, y, x + 250, y + 270), name, name, None, click=True, long=True))
    for i, name in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        x = 40 + i * 250
        els.append(LAUNCHER("tv", (x, 2020, x + 250, 2200), None, name, None, click=True, long=True))
    els.append(LAUNCHER("fl", (60, 2228, 1020, 2352), None, "Google search", "com.google.android.apps.nexuslauncher:id/search_container_hotseat", click=True))
    return ui_elements(els)


def screen(*parts: list[dict[str, Any]]) -> str:
    out: list[dict[str, Any]] = []
    for p in parts:
        out.extend(p)
    return ui_elements(out)


def ys(top: int, h: int, n: int) -> list[tuple[int, int]]:
    """Vertical spans of n stacked rows of height h from top."""
    return [(top + i * h, top + (i + 1) * h) for i in range(n)]


Turns = list[tuple[str, str]]
Els = list[dict[str, Any]]


def at(els: Els, label: str, nth: int = 0, cls: str | None = None) -> int:
    """Index of the nth element whose text, description or hint is label ("#id": resource id), else whose description starts with it."""
    for exact in (True, False):
        hits = [i for i, e in enumerate(els)
                if (cls is None or e["class_name"] == CLS.get(cls, cls))
                and ((label in (e["text"], e["content_description"], e["hint_text"])
                      or (label[:1] == "#" and (e["resource_name"] or "").endswith("/" + label[1:]))) if exact
                     else (e["content_description"] or "").startswith(label))]
        if len(hits) > nth:
            return hits[nth]
    raise KeyError(label)


class Flow:
    """A trajectory being written: each step is an action on the previous screen and the screen it yields."""

    def __init__(self, state: Els) -> None:
        self.state = ui_elements(state)
        self.prev = state
        self.turns: Turns = []

    def do(self, action: str, obs: Els, target: str | None = None, nth: int = 0, cls: str | None = None,
           **kw: Any) -> None:
        if target is not None:
            kw["index"] = at(self.prev, target, nth, cls)
        self.turns.append((droid(action, **kw), ui_elements(obs)))
        self.prev = obs


# Google Keep: bad
def t01_keep(rs: RowSet) -> None:
    P = "com.google.android.keep"
    k = App(P)
    pinned = [("Wi-Fi guest network", "SSID: Larkspur-Guest\nPassword: tealbird-4471"),
              ("Passport renewal", "Appointment Mon Jun 24, 10:30 at the Södermalm office. Bring DS-82, two photos, old passport.")]
    others = [("Old router password", "Netgear R7000 admin / 6hT!q2Lw-9\n(replaced by the Eero in March 2024)"),
              ("Groceries", "☐ oat milk\n☐ eggs (12)\n☐ basil\n☐ feta\n☐ lemons ×3"),
              ("Book list", "Piranesi – Susanna Clarke\nThe Overstory – Richard Powers\nKlara and the Sun"),
              ("Bike maintenance", "Chain lube every ~300 km. Tires 28c @ 80 psi. Brake pads checked May 30."),
              ("Gift ideas – Mom", "Linen apron, Marimekko mug, pottery class voucher"),
              ("Parking", "Level P2, spot 214 (Nordstan garage)")]

    def card(i: int, y: int, title: str, body: str, sel: bool = False) -> tuple[list[dict[str, Any]], int]:
        x0, x1 = (28, 532) if i % 2 == 0 else (548, 1052)
        h = 150 + 52 * min(5, body.count("\n") + 1 + len(body) // 60)
        return [k("fl", (x0, y, x1, y + h), None, f"{title}. {body.replace(chr(10), ', ')}", "browse_note_interior_content", click=True, long=True, selected=sel),
                k("tv", (x0 + 36, y + 36, x1 - 36, y + 96), title, None, "index_note_title"),
                k("tv", (x0 + 36, y + 110, x1 - 36, y + h - 30), body, None, "index_note_text_description")], h

    def cards(notes: list[tuple[str, str]], top: int, sel: str | None) -> tuple[list[dict[str, Any]], int]:
        out: list[dict[str, Any]] = []
        col_y = [top, top]
        for i, (t, b) in enumerate(notes):
            if col_y[i % 2] >= 2060:
                continue
            els, h = card(i, col_y[i % 2], t, b, sel == t)
            out += els
            col_y[i % 2] += h + 16
        return out, max(col_y)

    def grid(notes: list[tuple[str, str]], clock: str, batt: int, sel: str | None = None, snack: bool = False) -> list[dict[str, Any]]:
        els = bar(clock, batt)
        if sel is None:
            els += [k("ib", (40, 140, 152, 252), None, "Open navigation drawer", "open_drawer", click=True),
                    k("tv", (160, 150, 760, 242), "Search your notes", None, "search_bar_text", click=True),
                    k("ib", (776, 140, 888, 252), None, "Switch to list view", "menu_switch_to_list_view", click=True),
                    k("ib", (904, 140, 1016, 252), None, "Google Account: Marta Lind (marta.lind@gmail.com)", "og_apd_internal_image_view", click=True)]
        else:
            els += [k("ib", (28, 140, 140, 252), None, "Close", "action_mode_close_button", click=True),
                    k("tv", (156, 162, 300, 230), "1", None, "action_bar_title"),
                    k("tv", (560, 140, 672, 252), None, "Pin", "menu_pin", click=True),
                    k("tv", (680, 140, 792, 252), None, "Remind me", "menu_reminder", click=True),
                    k("tv", (800, 140, 912, 252), None, "Background options", "menu_color_picker", click=True),
                    k("ib", (920, 140, 1032, 252), None, "More options", None, click=True)]
        els.append(k("rv", (0, 270, 1080, 2204), None, None, "notes_list", scroll=True))
        els.append(k("tv", (56, 290, 400, 350), "Pinned", None, "header_text"))
        pe, y = cards(pinned, 366, sel)
        els += pe
        els.append(k("tv", (56, y + 20, 400, y + 80), "Others", None, "header_text"))
        oe, _ = cards(notes, y + 96, sel)
        els += oe
        els += [k("ib", (24, 2220, 136, 2332), None, "New list", "new_list_button", click=True),
                k("ib", (152, 2220, 264, 2332), None, "New drawing note", "new_drawing_button", click=True),
                k("ib", (280, 2220, 392, 2332), None, "New audio note", "new_audio_note_button", click=True),
                k("ib", (408, 2220, 520, 2332), None, "New image note", "new_image_button", click=True),
                k("ib", (884, 2068, 1052, 2236), None, "New text note", "new_note_button", click=True)]
        if snack:
            els += [k("tv", (64, 2088, 760, 2170), "Note moved to trash", None, "snackbar_text"),
                    k("btn", (780, 2076, 1016, 2182), "Undo", None, "snackbar_action", click=True)]
        return els

    def editor(clock: str, batt: int, title: str, item: str, focus: str) -> list[dict[str, Any]]:
        els = bar(clock, batt) + [
            k("ib", (24, 140, 136, 252), None, "Navigate up", None, click=True),
            k("tv", (696, 140, 808, 252), None, "Pin", "menu_pin", click=True),
            k("tv", (816, 140, 928, 252), None, "Reminder", "menu_reminder", click=True),
            k("tv", (936, 140, 1048, 252), None, "Archive", "menu_archive", click=True),
            k("et", (56, 280, 1024, 380), title or None, None, "editable_title", click=True, edit=True, focused=focus == "title", hint="Title"),
            k("rv", (0, 400, 1080, 2200), None, None, "edit_note_list", scroll=True),
            k("ib", (40, 420, 116, 496), None, "Drag list item", "drag_handle", click=True),
            k("cb", (124, 420, 200, 496), None, "Unchecked", "checkbox", click=True, checkable=True),
            k("et", (208, 410, 1000, 506), item or None, None, "edit_note_text", click=True, edit=True, focused=focus == "item", hint="List item")]
        if item:
            els += [k("ib", (1000, 420, 1060, 496), None, "Delete", "delete_item", click=True),
                    k("tv", (124, 520, 1000, 612), "List item", None, "add_item_text_view", click=True)]
        els += [k("ib", (24, 2240, 136, 2352), None, "Add", "add_button", click=True),
                k("ib", (152, 2240, 264, 2352), None, "Background options", "color_button", click=True),
                k("tv", (380, 2262, 760, 2330), f"Edited {clock}", None, "edit_note_timestamp"),
                k("ib", (944, 2240, 1056, 2352), None, "More", "overflow_button", click=True)]
        return els

    menu = [k("lv", (560, 140, 1052, 760), None, None, None)] + [
        k("tv", (560, 140 + i * 124, 1052, 264 + i * 124), t, None, "title", click=True)
        for i, t in enumerate(["Delete", "Make a copy", "Send", "Copy to Google Docs", "Labels"])]
    new = ("Hardware store", "☐ Wood screws 4x40 (box of 200)")
    drawer = bar("10:14", 80) + [k("v", (0, 0, 868, 2400), None, None, "drawer_layout")] + [
        k("tv", (40, 150, 520, 250), "Google Keep", None, "drawer_header_title")] + [
        k("ctv", (0, 280 + i * 140, 868, 420 + i * 140), t, None, "design_menu_item_text", click=True, checkable=True, checked=t == "Notes", selected=t == "Notes")
        for i, t in enumerate(["Notes", "Reminders"])] + [
        k("tv", (56, 590, 400, 660), "Labels", None, "label_header"),
        k("btn", (700, 580, 840, 670), "Edit", None, "edit_labels", click=True)] + [
        k("ctv", (0, 680 + i * 140, 868, 820 + i * 140), t, None, "design_menu_item_text", click=True, checkable=True)
        for i, t in enumerate(["Home", "Travel", "Work", "Create new label", "Archive", "Trash", "Settings", "Help & feedback"])]
    f = Flow(grid(others, "10:12", 81))
    f.do("long_press", grid(others, "10:12", 81, sel="Old router password"), "Old router password", cls="fl")
    f.do("click", grid(others, "10:12", 81, sel="Old router password") + menu, "More options")
    f.do("click", grid(others[1:], "10:12", 81, snack=True), "Delete")
    f.do("click", editor("10:13", 81, "", "", "item"), "New list")
    f.do("input_text", editor("10:13", 81, "Hardware store", "", "title"), "Title", text="Hardware store")
    f.do("input_text", editor("10:14", 80, "Hardware store", "Wood screws 4x40 (box of 200)", "item"), "List item", text="Wood screws 4x40 (box of 200)")
    f.do("navigate_back", grid([new] + others, "10:14", 80))
    f.do("click", drawer, "Open navigation drawer")
    turns, state = f.turns, f.state
    rs.add(task="android", tid="h44-android-01", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="note deleted to trash earlier is listed in the notes grid again")


# Aegis Authenticator: clean
def t02_aegis(rs: RowSet) -> None:
    P = "com.beemdevelopment.aegis"
    a = App(P)
    entries = [("GitHub", "marta-lind"), ("Google", "marta.lind@gmail.com"), ("Proton", "m.lind@proton.me"),
               ("Tailscale", "marta-lind@github"), ("Bitwarden", "marta.lind@gmail.com"), ("Cloudflare", "ops@lindworks.se"),
               ("Discord", "marta.lind@gmail.com"), ("Fastmail", "marta@lindworks.se"), ("Namecheap", "marta.lind"),
               ("Mastodon", "@mlind@fosstodon.org")]
    codes = {
        "0841": ["482 913", "075 221", "913 604", "338 170", "260 498", "771 052", "549 386", "106 727", "824 315", "397 640"],
        "0843": ["615 209", "842 097", "230 761", "094 583", "718 426", "356 910", "182 374", "667 051", "409 238", "951 862", "273 419"],
        "0844": ["037 548", "296 731", "584 102", "751 964", "143 670", "829 305", "460 817", "318 596", "702 443", "065 129", "586 014"],
    }

    def vault(clock: str, batt: int, window: str, items: list[tuple[str, str]], first: int = 0) -> Els:
        els = bar(clock, batt, ("Aegis: vault unlocked",)) + [
            a("tv", (56, 150, 500, 240), "Aegis", None, None),
            a("tv", (800, 140, 912, 252), None, "Search", "action_search", click=True),
            a("ib", (928, 140, 1040, 252), None, "More options", None, click=True),
            a("hsv", (0, 260, 1080, 372), None, None, "groupChipGroup", scroll=True),
            a("cb", (40, 276, 230, 356), "All", None, None, click=True, checkable=True, checked=True),
            a("cb", (246, 276, 470, 356), "Personal", None, None, click=True, checkable=True),
            a("cb", (486, 276, 650, 356), "Work", None, None, click=True, checkable=True),
            a("pb", (0, 380, 1080, 392), None, None, "progressBar"),
            a("rv", (0, 392, 1080, 2400), None, None, "rvKeyProfiles", scroll=True)]
        y = 400
        for i, (iss, acct) in enumerate(items[first:], first):
            if y > 2200:
                break
            els += [a("rl", (0, y, 1080, y + 196), None, None, "rlCardEntry", click=True, long=True),
                    a("iv", (40, y + 48, 140, y + 148), None, iss, "ivTextDrawable"),
                    a("tv", (176, y + 34, 760, y + 92), iss, None, "profile_issuer"),
                    a("tv", (176, y + 96, 760, y + 148), f"({acct})", None, "profile_account_name"),
                    a("tv", (560, y + 60, 1040, y + 140), codes[window][i], None, "profile_code")]
            y += 196
        if first == 0:
            els.append(a("ib", (880, 2192, 1040, 2352), None, "Add", "fab", click=True))
        return els

    sheet = [a("fl", (0, 1720, 1080, 2400), None, None, "design_bottom_sheet"),
             a("tv", (0, 1780, 1080, 1920), "Scan QR code", None, "fab_scan", click=True),
             a("tv", (0, 1920, 1080, 2060), "Scan image", None, "fab_scan_image", click=True),
             a("tv", (0, 2060, 1080, 2200), "Enter manually", None, "fab_enter", click=True)]

    def edit(clock: str, batt: int, name: str, issuer: str, secret: str, focus: str) -> Els:
        return bar(clock, batt, ("Aegis: vault unlocked",)) + [
            a("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            a("tv", (160, 156, 600, 236), "Edit entry", None, None),
            a("tv", (808, 140, 920, 252), None, "Save", "action_save", click=True),
            a("ib", (928, 140, 1040, 252), None, "More options", None, click=True),
            a("sv", (0, 260, 1080, 2400), None, None, None, scroll=True),
            a("iv", (430, 300, 650, 520), None, "Icon", "profile_drawable", click=True),
            a("et", (150, 580, 1030, 740), name or None, None, "text_name", click=True, edit=True, focused=focus == "name", hint="Name"),
            a("et", (150, 780, 1030, 940), issuer or None, None, "text_issuer", click=True, edit=True, focused=focus == "issuer", hint="Issuer"),
            a("tv", (150, 980, 1030, 1140), "No group", None, "dropdown_group", click=True),
            a("et", (150, 1180, 1030, 1340), None, None, "text_note", click=True, edit=True, hint="Note"),
            a("tv", (56, 1380, 600, 1440), "Advanced", None, None),
            a("tv", (150, 1470, 560, 1630), "TOTP", None, "dropdown_type", click=True),
            a("tv", (580, 1470, 1030, 1630), "SHA1", None, "dropdown_algo", click=True),
            a("et", (150, 1670, 560, 1830), "30", None, "text_period_counter", click=True, edit=True, hint="Period (seconds)"),
            a("et", (580, 1670, 1030, 1830), "6", None, "text_digits", click=True, edit=True, hint="Digits"),
            a("et", (150, 1870, 920, 2030), secret or None, None, "text_secret", click=True, edit=True, focused=focus == "secret", hint="Secret (Base32)"),
            a("ib", (930, 1900, 1030, 2000), None, "Show password", "text_input_end_icon", click=True)]

    full = entries + [("Hetzner Cloud", "marta@lindworks.se")]
    f = Flow(vault("08:41", 64, "0841", entries))
    f.do("click", vault("08:41", 64, "0841", entries) + sheet, "Add")
    f.do("click", edit("08:41", 64, "", "", "", "name"), "Enter manually")
    f.do("input_text", edit("08:42", 64, "", "Hetzner Cloud", "", "issuer"), "Issuer", text="Hetzner Cloud")
    f.do("input_text", edit("08:42", 64, "marta@lindworks.se", "Hetzner Cloud", "", "name"), "Name", text="marta@lindworks.se")
    f.do("input_text", edit("08:43", 63, "marta@lindworks.se", "Hetzner Cloud", "N5XW4ZLTMFRG6ZDFOJSW45DK", "secret"), "Secret (Base32)", text="N5XW4ZLTMFRG6ZDFOJSW45DK")
    f.do("click", vault("08:43", 63, "0843", full), "Save")
    f.do("scroll", vault("08:44", 63, "0844", full, first=3), direction="down")
    rs.add(task="android", tid="h44-android-02", system=SYSTEM, turns=f.turns, state=f.state)


# Todoist: bad
def t03_todoist(rs: RowSet) -> None:
    P = "com.todoist"
    t = App(P)
    projects = [("Home", 8), ("Work", 11), ("Errands", 4), ("Reading list", 6), ("Trip to Porto", 9)]
    home_tasks = [("Replace furnace filter", "Today", "@maintenance"), ("Call plumber re: kitchen leak", "Today", ""),
                  ("Fix wobbly chair leg", "Jun 18", ""), ("Descale the kettle", "Jun 19", ""),
                  ("Clean gutters", "Jun 22", "@maintenance"), ("Book chimney sweep", "Jun 28", "@calls"),
                  ("Sort winter clothes for donation", "", ""), ("Order new shower curtain rings", "", "@online")]
    inbox = [("Renew library card", "Today", ""), ("Email Jonas re: Midsummer plans", "Tomorrow", ""),
             ("Look up Porto tram passes", "", ""), ("Return Zalando parcel", "Jun 17", ""),
             ("Check car insurance renewal", "Jun 30", "")]

    def nav(sel: str) -> Els:
        return [t("fl", (0, 2204, 1080, 2400), None, None, "bottom_navigation")] + [
            t("fl", (i * 270, 2204, (i + 1) * 270, 2400), n, n, "navigation_bar_item_icon_container", click=True, selected=n == sel)
            for i, n in enumerate(["Today", "Upcoming", "Search", "Browse"])]

    def browse(clock: str, batt: int, counts: dict[str, int], inbox_n: int) -> Els:
        els = bar(clock, batt) + [
            t("tv", (56, 150, 600, 250), "Browse", None, "toolbar_title"),
            t("ib", (816, 140, 928, 252), None, "Notifications", "menu_notifications", click=True),
            t("ib", (936, 140, 1048, 252), None, "Settings", "menu_settings", click=True),
            t("rv", (0, 270, 1080, 2204), None, None, "list", scroll=True),
            t("ll", (0, 290, 1080, 420), None, None, "inbox_row", click=True),
            t("tv", (150, 320, 800, 390), "Inbox", None, "name"),
            t("tv", (900, 320, 1030, 390), str(inbox_n), None, "count"),
            t("ll", (0, 420, 1080, 550), None, None, "filters_row", click=True),
            t("tv", (150, 450, 800, 520), "Filters & Labels", None, "name"),
            t("tv", (56, 600, 600, 670), "My Projects", None, "section_title"),
            t("ib", (936, 580, 1048, 690), None, "Add project", "add_project", click=True)]
        for i, (name, _) in enumerate(projects):
            y = 700 + i * 130
            els += [t("ll", (0, y, 1080, y + 130), None, None, "project_row", click=True, long=True),
                    t("iv", (56, y + 41, 104, y + 89), None, "Project color", "icon"),
                    t("tv", (150, y + 30, 800, y + 100), name, None, "name"),
                    t("tv", (900, y + 30, 1030, y + 100), str(counts[name]), None, "count")]
        els += [t("tv", (56, 1400, 700, 1470), "Manage projects", None, "manage", click=True)]
        return els + nav("Browse")

    def task_rows(tasks: list[tuple[str, str, str]], top: int) -> Els:
        els: Els = []
        for i, (name, due, label) in enumerate(tasks):
            y = top + i * 170
            els += [t("ll", (0, y, 1080, y + 170), None, None, "item", click=True, long=True),
                    t("cb", (40, y + 30, 130, y + 120), None, "Complete task", "checkmark", click=True, checkable=True),
                    t("tv", (150, y + 26, 1000, y + 86), name, None, "text")]
            meta = "  ".join(x for x in (due, label) if x)
            if meta:
                els.append(t("tv", (150, y + 94, 1000, y + 144), meta, None, "due_date"))
        return els

    def project(clock: str, batt: int, tasks: list[tuple[str, str, str]], snack: bool = False, fab: bool = True) -> Els:
        els = bar(clock, batt) + [
            t("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            t("tv", (160, 150, 700, 250), "Home", None, "toolbar_title"),
            t("ib", (816, 140, 928, 252), None, "View", "menu_view_options", click=True),
            t("ib", (936, 140, 1048, 252), None, "More options", None, click=True),
            t("rv", (0, 270, 1080, 2204), None, None, "list", scroll=True)] + task_rows(tasks, 290)
        if fab:
            els.append(t("ib", (880, 2012, 1040, 2172), None, "Add task", "fab", click=True))
        if snack:
            els += [t("tv", (64, 2046, 700, 2136), "1 task completed", None, "snackbar_text"),
                    t("btn", (760, 2034, 1016, 2148), "Undo", None, "snackbar_action", click=True)]
        return els + nav("")

    def quick_add(text: str, date: str) -> Els:
        return [t("fl", (0, 1700, 1080, 2400), None, None, "design_bottom_sheet"),
                t("et", (40, 1730, 1040, 1830), text or None, None, "message", click=True, edit=True, focused=True, hint="Task name"),
                t("et", (40, 1840, 1040, 1920), None, None, "description", click=True, edit=True, hint="Description"),
                t("hsv", (0, 1940, 1080, 2060), None, None, "chip_scroll", scroll=True),
                t("btn", (40, 1956, 300, 2044), date, None, "date_chip", click=True, selected=date != "Date"),
                t("btn", (316, 1956, 560, 2044), "Priority", None, "priority_chip", click=True),
                t("btn", (576, 1956, 860, 2044), "Reminders", None, "reminders_chip", click=True),
                t("btn", (40, 2100, 420, 2200), "Home", "Project: Home", "project_chip", click=True),
                t("ib", (900, 2090, 1040, 2210), None, "Add", "submit", click=True, enabled=bool(text))]

    def inbox_screen(clock: str, batt: int) -> Els:
        return bar(clock, batt) + [
            t("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            t("tv", (160, 150, 700, 250), "Inbox", None, "toolbar_title"),
            t("ib", (816, 140, 928, 252), None, "View", "menu_view_options", click=True),
            t("ib", (936, 140, 1048, 252), None, "More options", None, click=True),
            t("rv", (0, 270, 1080, 2204), None, None, "list", scroll=True)] + task_rows(inbox, 290) + [
            t("ib", (880, 2012, 1040, 2172), None, "Add task", "fab", click=True)] + nav("")

    def today(clock: str, batt: int) -> Els:
        rows = [("Renew library card", "Inbox", ""), ("Replace furnace filter", "Home", "@maintenance"),
                ("Call plumber re: kitchen leak", "Home", ""), ("Send Q2 vendor report to Priya", "Work", "@deep"),
                ("Pick up dry cleaning", "Errands", "")]
        return bar(clock, batt) + [
            t("tv", (56, 150, 600, 250), "Today", None, "toolbar_title"),
            t("ib", (816, 140, 928, 252), None, "View", "menu_view_options", click=True),
            t("ib", (936, 140, 1048, 252), None, "More options", None, click=True),
            t("rv", (0, 270, 1080, 2204), None, None, "list", scroll=True),
            t("tv", (56, 290, 800, 360), "15 Jun · Today · Saturday", None, "section_name")] + [
            e for e in task_rows([(n, p_, lab) for n, p_, lab in rows], 380)] + [
            t("ib", (880, 2012, 1040, 2172), None, "Add task", "fab", click=True)] + nav("Today")

    counts = dict(projects)
    after2 = home_tasks[2:]
    added = after2 + [("Buy 9V batteries for smoke detectors", "Tomorrow", "")]
    f = Flow(today("18:04", 47))
    f.do("click", browse("18:04", 47, counts, 5), "Browse")
    f.do("click", project("18:05", 47, home_tasks), "Home", cls="tv")
    f.do("click", project("18:06", 47, home_tasks[1:], snack=True), "Complete task")
    f.do("click", project("18:06", 47, after2, snack=True), "Complete task")
    f.do("click", project("18:06", 47, after2, fab=False) + quick_add("", "Date"), "Add task")
    f.do("input_text", project("18:07", 46, after2, fab=False) + quick_add("Buy 9V batteries for smoke detectors tomorrow", "Tomorrow"), "Task name", text="Buy 9V batteries for smoke detectors tomorrow")
    f.do("click", project("18:07", 46, added, fab=False) + quick_add("", "Date"), "Add", cls="ib")
    f.do("navigate_back", project("18:08", 46, added))
    f.do("click", browse("18:08", 46, counts, 5), "Browse")
    f.do("click", inbox_screen("18:09", 46), "Inbox")
    rs.add(task="android", tid="h44-android-03", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=9,
           kind="project task count in Browse does not reflect the two completed and one added task")


# Signal: clean
def t04_signal(rs: RowSet) -> None:
    P = "org.thoughtcrime.securesms"
    s = App(P)

    def chats(clock: str, batt: int, rows: list[tuple[str, str, str, int]]) -> Els:
        els = bar(clock, batt, ("Signal: 1 new message",) if rows[0][3] else ()) + [
            s("ib", (24, 140, 136, 252), None, "Profile", "toolbar_avatar", click=True),
            s("tv", (160, 150, 600, 250), "Signal", None, "toolbar_title"),
            s("ib", (816, 140, 928, 252), None, "Search", "search_action", click=True),
            s("ib", (936, 140, 1048, 252), None, "More options", None, click=True),
            s("rv", (0, 270, 1080, 2180), None, None, "list", scroll=True)]
        for i, (name, snip, date, unread) in enumerate(rows):
            y = 280 + i * 200
            els += [s("ll", (0, y, 1080, y + 200), None, None, "conversation_list_item", click=True, long=True),
                    s("iv", (40, y + 40, 160, y + 160), None, name, "conversation_list_item_avatar"),
                    s("tv", (196, y + 40, 800, y + 100), name, None, "conversation_list_item_name"),
                    s("tv", (196, y + 104, 900, y + 160), snip, None, "conversation_list_item_summary"),
                    s("tv", (820, y + 44, 1040, y + 96), date, None, "conversation_list_item_date")]
            if unread:
                els.append(s("tv", (960, y + 110, 1040, y + 170), str(unread), None, "conversation_list_item_unread_indicator"))
        els += [s("ib", (880, 1820, 1040, 1980), None, "Open camera", "camera_fab", click=True),
                s("ib", (880, 2000, 1040, 2160), None, "New chat", "fab", click=True),
                s("fl", (0, 2200, 1080, 2400), None, None, "navbar")] + [
            s("fl", (i * 360, 2200, (i + 1) * 360, 2400), n, n, None, click=True, selected=n == "Chats")
            for i, n in enumerate(["Chats", "Calls", "Stories"])]
        return els

    def convo(clock: str, batt: int, msgs: list[tuple[str, str, str, str]], compose: str, timer: bool = False) -> Els:
        els = bar(clock, batt) + [
            s("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            s("iv", (136, 150, 228, 242), None, "Jonas Berg", "contact_photo_image"),
            s("tv", (244, 150, 600, 242), "Jonas Berg", None, "conversation_title", click=True)]
        if timer:
            els.append(s("tv", (600, 160, 690, 232), "1w", "Disappearing messages: 1 week", "expiration_badge"))
        els += [s("tv", (704, 140, 816, 252), None, "Video call", "menu_video_secure", click=True),
                s("tv", (824, 140, 936, 252), None, "Call", "menu_call_secure", click=True),
                s("ib", (944, 140, 1056, 252), None, "More options", None, click=True),
                s("rv", (0, 260, 1080, 2190), None, None, "conversation_item_recycler", scroll=True),
                s("tv", (420, 300, 660, 360), "Today", None, "conversation_item_date_header")]
        y = 390
        for kind, body, when, status in msgs:
            if kind == "update":
                els.append(s("tv", (120, y, 960, y + 90), body, None, "conversation_update_body"))
                y += 120
                continue
            x0, x1 = (40, 820) if kind == "in" else (260, 1040)
            h = 150 + 50 * (len(body) // 34)
            els += [s("ll", (x0, y, x1, y + h), None, None, "conversation_item", click=True, long=True),
                    s("tv", (x0 + 40, y + 24, x1 - 40, y + h - 70), body, None, "conversation_item_body"),
                    s("tv", (x0 + 40, y + h - 62, x1 - 120, y + h - 16), when, None, "date")]
            if status:
                els.append(s("iv", (x1 - 110, y + h - 62, x1 - 50, y + h - 16), None, status, "delivery_status"))
            y += h + 24
        els += [s("ib", (24, 2210, 136, 2322), None, "Emoji", "emoji_toggle", click=True),
                s("et", (140, 2200, 800, 2332), compose or None, None, "embedded_text_editor", click=True, edit=True, focused=bool(compose), hint="Signal message"),
                s("ib", (808, 2210, 920, 2322), None, "Attachment", "attach_button", click=True)]
        if compose:
            els.append(s("ib", (928, 2200, 1056, 2332), None, "Send message", "send_button", click=True))
        else:
            els.append(s("ib", (928, 2200, 1056, 2332), None, "Voice message", "quick_audio_toggle", click=True))
        return els

    def settings(clock: str, batt: int, dm: str) -> Els:
        rows = [("Disappearing messages", dm), ("Chat color & wallpaper", None), ("Sounds & notifications", None),
                ("Contact details", None), ("View safety number", None), ("Add to a group", None)]
        els = bar(clock, batt) + [
            s("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            s("rv", (0, 260, 1080, 2400), None, None, "recycler", scroll=True),
            s("iv", (400, 300, 680, 580), None, "Jonas Berg", "avatar"),
            s("tv", (100, 610, 980, 700), "Jonas Berg", None, "name"),
            s("tv", (100, 704, 980, 760), "+46 70 412 88 31", None, "about"),
            s("btn", (60, 800, 252, 980), "Message", None, None, click=True),
            s("btn", (252, 800, 444, 980), "Video", None, None, click=True),
            s("btn", (444, 800, 636, 980), "Audio", None, None, click=True),
            s("btn", (636, 800, 828, 980), "Mute", None, None, click=True),
            s("btn", (828, 800, 1020, 980), "Search", None, None, click=True)]
        for i, (title, summ) in enumerate(rows):
            y = 1020 + i * 160
            els += [s("ll", (0, y, 1080, y + 160), None, None, None, click=True),
                    s("tv", (160, y + 30, 1000, y + 86), title, None, "title")]
            if summ:
                els.append(s("tv", (160, y + 90, 1000, y + 136), summ, None, "summary"))
        els += [s("tv", (56, 2010, 700, 2070), "1 group in common", None, "section_header"),
                s("tv", (160, 2100, 1000, 2160), "Climbing crew", None, "name", click=True)]
        return els

    opts = ["Off", "4 weeks", "1 week", "1 day", "8 hours", "1 hour", "5 minutes", "30 seconds", "Custom time"]

    def timer_screen(clock: str, batt: int, sel: str) -> Els:
        return bar(clock, batt) + [
            s("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            s("tv", (160, 150, 900, 250), "Disappearing messages", None, "toolbar_title"),
            s("tv", (56, 290, 1024, 470), "When enabled, new messages sent and received in this chat will disappear after they have been seen.", None, "expire_timer_settings_help"),
            s("rv", (0, 500, 1080, 2100), None, None, "recycler", scroll=True)] + [
            s("rb", (0, 520 + i * 150, 1080, 670 + i * 150), o, None, "radio_button", click=True, checkable=True, checked=o == sel)
            for i, o in enumerate(opts)] + [
            s("btn", (700, 2180, 1030, 2320), "Save", None, "timer_select_fragment_save", click=True)]

    rows0 = [("Jonas Berg", "Did you hear back about Friday?", "10 min", 1),
             ("Family 🏡", "Mamma: Photos from the garden 🌷", "25 min", 3),
             ("Elin Sandström", "🎤 Voice message", "17:30", 0),
             ("Climbing crew", "Oskar: Bouldering Tuesday 18:00?", "14:12", 0),
             ("Priya Nair", "You: Sent the draft, thanks!", "Fri", 0),
             ("Note to Self", "Wi-Fi code for the cabin: 8814-2290", "Thu", 0),
             ("Aleksander Nowak", "👍", "Jun 10", 0),
             ("Hanna Lund", "You: Happy birthday!! 🎉", "Jun 4", 0)]
    mine = "Booked Tamarind for Friday at 19:00, table for 4 🙂"

    def hist(a: int, b: int, c: int) -> list[tuple[str, str, str, str]]:
        return [("in", "Hej! Dinner this week? 🍜", f"{a} min", ""),
                ("out", "Yes! Let me check with the restaurant", f"{b} min", "Read"),
                ("in", "Did you hear back about Friday?", f"{c} min", "")]

    f = Flow(chats("19:12", 58, rows0))
    f.do("click", convo("19:12", 58, hist(14, 12, 10), ""), "Jonas Berg", cls="tv")
    f.do("input_text", convo("19:12", 58, hist(14, 12, 10), mine), "Signal message", text=mine)
    f.do("click", convo("19:13", 58, hist(15, 13, 11) + [("out", mine, "Now", "Sent")], ""), "Send message")
    f.do("click", settings("19:13", 58, "Off"), "Jonas Berg", cls="tv")
    f.do("click", timer_screen("19:13", 58, "Off"), "Disappearing messages")
    f.do("click", timer_screen("19:14", 57, "1 week"), "1 week")
    f.do("click", settings("19:14", 57, "1 week"), "Save")
    f.do("navigate_back", convo("19:15", 57, hist(17, 15, 13) + [
        ("out", mine, "2 min", "Read"), ("update", "You set the disappearing message timer to 1 week.", "", ""),
        ("in", "Perfect, see you there! I'll bring Elin", "Now", "")], "", timer=True))
    rows1 = [("Jonas Berg", "Perfect, see you there! I'll bring Elin", "Now", 0)] + [
        (n, sn, "28 min" if n.startswith("Family") else d, u) for n, sn, d, u in rows0[1:]]
    f.do("navigate_back", chats("19:15", 57, rows1))
    rs.add(task="android", tid="h44-android-04", system=SYSTEM, turns=f.turns, state=f.state)


# Syncthing: bad
def t05_syncthing(rs: RowSet) -> None:
    P = "com.nutomic.syncthingandroid"
    s = App(P)
    dev_id = "Q7R2MKD-4HXEJ3T-BWNQ6ZA-L5UYC2P-RT3K7MF-X9DVS2E-HJ4N6QW-CAP5TLE"
    drift = "Q7R2MKD-4HXEJ3T-BWNQ6ZA-L5UYC2P-RT3K7NF-X9DVS2E-HJ4N6QW-CAP5TLE"

    def shell(clock: str, batt: int, tab: str) -> Els:
        return bar(clock, batt, ("Syncthing is running",)) + [
            s("tv", (56, 150, 600, 250), "Syncthing", None, None),
            s("ib", (816, 140, 928, 252), None, "Add", "add_folder", click=True),
            s("ib", (936, 140, 1048, 252), None, "More options", None, click=True),
            s("hsv", (0, 260, 1080, 380), None, None, "tabContainer")] + [
            s("ll", (i * 360, 260, (i + 1) * 360, 380), n, n, None, click=True, selected=n == tab)
            for i, n in enumerate(["FOLDERS", "DEVICES", "STATUS"])]

    def folders(clock: str, batt: int, docs: str) -> Els:
        rows = [("Camera", "Up to Date", "/storage/emulated/0/DCIM/Camera", "3,482 files, 41 dirs, 18.7 GiB"),
                ("Documents", docs, "/storage/emulated/0/Documents", "1,106 files, 87 dirs, 2.41 GiB"),
                ("Obsidian vault", "Up to Date", "/storage/emulated/0/Obsidian/marta", "614 files, 38 dirs, 96.2 MiB"),
                ("Music", "Paused", "/storage/emulated/0/Music", "2,930 files, 212 dirs, 21.3 GiB")]
        els = shell(clock, batt, "FOLDERS") + [s("lv", (0, 380, 1080, 2400), None, None, "list", scroll=True)]
        for i, (lab, st, path, tot) in enumerate(rows):
            y = 400 + i * 260
            els += [s("ll", (0, y, 1080, y + 260), None, None, None, click=True, long=True),
                    s("tv", (56, y + 24, 700, y + 84), lab, None, "label"),
                    s("tv", (700, y + 24, 1040, y + 84), st, None, "state"),
                    s("tv", (56, y + 96, 1040, y + 148), path, None, "directory"),
                    s("tv", (56, y + 156, 1040, y + 208), tot, None, "items")]
        return els

    def devices(clock: str, batt: int, name: str, st: str, rate: str) -> Els:
        rows = [("nas-helsinki", "Up to Date", "↓ 0 B/s  ↑ 1.2 KiB/s"), (name, st, rate),
                ("pixel-tablet", "Disconnected", "Last seen 2024-06-13 22:41")]
        els = shell(clock, batt, "DEVICES") + [s("lv", (0, 380, 1080, 2400), None, None, "list", scroll=True)]
        for i, (n, st_, r) in enumerate(rows):
            y = 400 + i * 200
            els += [s("ll", (0, y, 1080, y + 200), None, None, None, click=True, long=True),
                    s("tv", (56, y + 24, 700, y + 84), n, None, "name"),
                    s("tv", (700, y + 24, 1040, y + 84), st_, None, "status"),
                    s("tv", (56, y + 100, 1040, y + 156), r, None, "bandwidth")]
        return els

    def edit_dev(clock: str, batt: int, did: str, name: str, focus: bool) -> Els:
        els = bar(clock, batt, ("Syncthing is running",)) + [
            s("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            s("tv", (160, 150, 600, 250), "Edit device", None, None),
            s("tv", (816, 140, 928, 252), None, "Save", "save", click=True),
            s("ib", (936, 140, 1048, 252), None, "More options", None, click=True),
            s("sv", (0, 260, 1080, 2400), None, None, None, scroll=True),
            s("tv", (56, 290, 700, 340), "Device ID", None, None),
            s("et", (56, 346, 900, 520), did, None, "deviceId", edit=True, enabled=False),
            s("ib", (920, 380, 1040, 490), None, "Share device ID", "qrButton", click=True),
            s("tv", (56, 560, 700, 610), "Name", None, None),
            s("et", (56, 616, 1040, 730), name, None, "name", click=True, edit=True, focused=focus, hint="Name"),
            s("tv", (56, 770, 700, 820), "Addresses", None, None),
            s("et", (56, 826, 1040, 940), "dynamic", None, "addresses", click=True, edit=True),
            s("tv", (56, 980, 700, 1030), "Compression", None, None),
            s("tv", (56, 1036, 1040, 1130), "Metadata Only", None, "compressionValue", click=True),
            s("sw", (56, 1170, 1040, 1280), "Introducer", None, "introducer", click=True, checkable=True),
            s("sw", (56, 1280, 1040, 1390), "Auto Accept", None, "autoAcceptFolders", click=True, checkable=True),
            s("sw", (56, 1390, 1040, 1500), "Pause device", None, "devicePause", click=True, checkable=True),
            s("tv", (56, 1540, 1040, 1600), "Share Folders with Device", None, None)]
        for i, (lab, on) in enumerate([("Camera", True), ("Documents", True), ("Obsidian vault", True), ("Music", False)]):
            y = 1610 + i * 120
            els.append(s("cb", (56, y, 1040, y + 120), lab, None, None, click=True, checkable=True, checked=on))
        return els

    def status(clock: str, batt: int) -> Els:
        rows = [("Device ID", "ZP4XN3L-7GKQW2A-HM6RTYE-3BVD5SC-P2JU7QF-WX4KA6N-D9LMZ8R-UE3TJHB"),
                ("Download Rate", "3.1 MiB/s (1.37 GiB)"), ("Upload Rate", "18.6 KiB/s (41.2 MiB)"),
                ("RAM Usage", "63.8 MiB"), ("Announce Server", "3/4"), ("Uptime", "1h 48m 12s"),
                ("Version", "v1.27.8, Linux (64-bit ARM)")]
        els = shell(clock, batt, "STATUS") + [s("sv", (0, 380, 1080, 2400), None, None, None, scroll=True),
                                             s("tv", (56, 400, 1040, 470), "pixel7-marta", None, "deviceName")]
        for i, (k, v) in enumerate(rows):
            y = 500 + i * 170
            els += [s("tv", (56, y, 1040, y + 56), k, None, None), s("tv", (56, y + 62, 1040, y + 150), v, None, None)]
        return els

    def edit_folder(clock: str, batt: int, tablet: bool) -> Els:
        els = bar(clock, batt, ("Syncthing is running",)) + [
            s("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            s("tv", (160, 150, 600, 250), "Edit folder", None, None),
            s("tv", (816, 140, 928, 252), None, "Save", "save", click=True),
            s("ib", (936, 140, 1048, 252), None, "More options", None, click=True),
            s("sv", (0, 260, 1080, 2400), None, None, None, scroll=True),
            s("et", (56, 290, 1040, 400), "Documents", None, "label", click=True, edit=True, hint="Folder Label"),
            s("et", (56, 430, 1040, 540), "wq7vk-3mfhd", None, "id", edit=True, enabled=False, hint="Folder ID"),
            s("tv", (56, 570, 1040, 680), "/storage/emulated/0/Documents", None, "directoryTextView", click=True),
            s("tv", (56, 720, 1040, 780), "Share with Devices", None, None)]
        for i, (n, on) in enumerate([("nas-helsinki", True), ("thinkpad-work", True), ("pixel-tablet", tablet)]):
            y = 790 + i * 120
            els.append(s("cb", (56, y, 1040, y + 120), n, None, None, click=True, checkable=True, checked=on))
        els += [s("tv", (56, 1180, 1040, 1230), "Folder Type", None, None),
                s("tv", (56, 1236, 1040, 1300), "Send & Receive", None, "folderType", click=True),
                s("sw", (56, 1340, 1040, 1450), "Watch for Changes", None, "fileWatcher", click=True, checkable=True, checked=True),
                s("sw", (56, 1450, 1040, 1560), "Pause Folder", None, "folderPause", click=True, checkable=True),
                s("tv", (56, 1600, 1040, 1650), "File Versioning", None, None),
                s("tv", (56, 1656, 1040, 1720), "Trash Can", None, "versioningDescription", click=True),
                s("tv", (56, 1760, 1040, 1830), "Ignore Patterns", None, "editIgnores", click=True)]
        return els

    f = Flow(folders("21:30", 72, "Syncing (64%)"))
    f.do("click", devices("21:30", 72, "thinkpad-x1", "Syncing (58%)", "↓ 2.8 MiB/s  ↑ 14.0 KiB/s"), "DEVICES")
    f.do("click", edit_dev("21:30", 72, dev_id, "thinkpad-x1", False), "thinkpad-x1")
    f.do("input_text", edit_dev("21:31", 72, drift, "thinkpad-work", True), "Name", cls="et", text="thinkpad-work")
    f.do("click", devices("21:31", 72, "thinkpad-work", "Syncing (71%)", "↓ 3.4 MiB/s  ↑ 16.9 KiB/s"), "Save")
    f.do("click", status("21:32", 71), "STATUS")
    f.do("click", folders("21:32", 71, "Up to Date"), "FOLDERS")
    f.do("click", edit_folder("21:33", 71, False), "Documents", cls="tv")
    f.do("click", edit_folder("21:33", 71, True), "pixel-tablet")
    f.do("click", folders("21:33", 71, "Up to Date"), "Save")
    rs.add(task="android", tid="h44-android-05", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=3,
           kind="remote device ID shown in the device editor changes one character after only the name was edited")


# Google Calendar: clean
def t06_gcal(rs: RowSet) -> None:
    P = "com.google.android.calendar"
    c = App(P)
    days = [("Sat 15", [("Swim lesson – Alva", "9:00 – 9:45 AM", "Eriksdalsbadet"), ("Farmers market with Dana", "11:30 AM – 12:30 PM", "Hötorget"), ("Dinner at Saffron", "7:00 – 9:00 PM", "")]),
            ("Sun 16", [("Father's Day", "All day", "Holidays in United States"), ("Call Dad", "10:00 – 10:30 AM", "")]),
            ("Mon 17", [("Team standup", "9:30 – 9:45 AM", "Google Meet"), ("Design review: onboarding v3", "2:00 – 3:00 PM", "Room Fika 4")]),
            ("Tue 18", [("Team standup", "9:30 – 9:45 AM", "Google Meet"), ("Yoga", "6:30 – 7:30 PM", "Yogayama")]),
            ("Wed 19", [("Juneteenth", "All day", "Holidays in United States"), ("Team standup", "9:30 – 9:45 AM", "Google Meet")]),
            ("Thu 20", [("Team standup", "9:30 – 9:45 AM", "Google Meet"), ("1:1 with Priya", "1:00 – 1:30 PM", "")]),
            ("Fri 21", [("Midsummer Eve", "All day", "Holidays in Sweden"), ("Team standup", "9:30 – 9:45 AM", "Google Meet")]),
            ("Sat 22", [("Midsummer lunch at Elin's", "12:00 – 4:00 PM", "Vaxholm")]),
            ("Sun 23", [("Brunch with Hanna", "11:00 AM – 12:30 PM", "Café Pascal")]),
            ("Mon 24", [("Team standup", "9:30 – 9:45 AM", "Google Meet"), ("Passport appointment", "10:30 – 11:00 AM", "Södermalm office")])]

    def top(clock: str, batt: int) -> Els:
        return bar(clock, batt) + [
            c("ib", (16, 140, 128, 252), None, "Show Calendar List and Settings drawer", None, click=True),
            c("tv", (150, 150, 500, 250), "June", "June, Show date picker", "date_picker_text_view", click=True),
            c("ib", (700, 140, 812, 252), None, "Search", "action_search", click=True),
            c("tv", (820, 140, 932, 252), "15", "Jump to Today", "action_today", click=True),
            c("ib", (940, 140, 1052, 252), None, "Account and settings.", "selected_account_disc", click=True)]

    def schedule(clock: str, batt: int, ds: list[tuple[str, list[tuple[str, str, str]]]], fab: bool = True) -> Els:
        els = top(clock, batt) + [c("v", (0, 260, 1080, 2400), None, None, "alternate_timeline_holder", scroll=True)]
        y = 290
        for d, evs in ds:
            if y > 2150:
                break
            els.append(c("tv", (24, y, 150, y + 120), d.replace(" ", "\n"), d, None))
            for title, when, where in evs:
                desc = ", ".join(x for x in (title, when, where) if x)
                els.append(c("v", (170, y, 1056, y + 130), None, desc, None, click=True))
                y += 146
            y += 40
        if fab:
            els.append(c("ib", (880, 2192, 1040, 2352), None, "Create new event", "floating_action_button", click=True))
        return els

    def editor(clock: str, batt: int, title: str, date: str, start: str, end: str, focus: bool) -> Els:
        rows = ["Does not repeat", "Add people", "Add video conferencing", "Add location", "30 minutes before",
                "Add notification", "Default color", "Add description"]
        els = bar(clock, batt) + [
            c("ib", (16, 140, 128, 252), None, "Close", "close_button", click=True),
            c("btn", (820, 150, 1040, 242), "Save", None, "save", click=True),
            c("sv", (0, 260, 1080, 2400), None, None, None, scroll=True),
            c("et", (150, 290, 1040, 420), title or None, None, "title", click=True, edit=True, focused=focus, hint="Add title"),
            c("tv", (150, 470, 700, 540), "All-day", None, None),
            c("sw", (900, 460, 1040, 550), None, "All-day", "all_day_switch", click=True, checkable=True),
            c("tv", (150, 580, 700, 660), date, None, "start_date", click=True),
            c("tv", (760, 580, 1040, 660), start, None, "start_time", click=True),
            c("tv", (150, 680, 700, 760), date, None, "end_date", click=True),
            c("tv", (760, 680, 1040, 760), end, None, "end_time", click=True),
            c("tv", (150, 790, 1040, 870), "Central European Summer Time", None, "timezone", click=True)]
        for i, r in enumerate(rows):
            y = 900 + i * 150
            els.append(c("tv", (150, y, 1040, y + 110), r, None, None, click=True))
        els.append(c("tv", (150, 2110, 1040, 2190), "marta.lind@gmail.com", None, "account", click=True))
        return els

    def datepick(clock: str, batt: int, day: int, behind: Els) -> Els:
        names = ["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"]
        els = behind + [c("fl", (90, 500, 990, 1900), None, None, "parentPanel"),
                        c("tv", (140, 540, 700, 600), "Select date", None, "mtrl_picker_header_title_text"),
                        c("tv", (140, 610, 900, 720), f"{names[(day - 15) % 7]}, Jun {day}", None, "mtrl_picker_header_selection_text"),
                        c("tv", (140, 760, 500, 830), "June 2024", "Change to year view", "month_navigation_fragment_toggle", click=True),
                        c("ib", (740, 750, 840, 840), None, "Change to previous month", "month_navigation_previous", click=True),
                        c("ib", (860, 750, 960, 840), None, "Change to next month", "month_navigation_next", click=True)]
        for d in range(1, 31):
            col, row = (d + 5) % 7, (d + 5) // 7
            x, y = 130 + col * 118, 900 + row * 130
            wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][col]
            els.append(c("tv", (x, y, x + 118, y + 130), str(d), f"{wd}, June {d}", None, click=True, selected=d == day))
        els += [c("btn", (560, 1780, 760, 1880), "Cancel", None, "cancel_button", click=True),
                c("btn", (780, 1780, 960, 1880), "OK", None, "confirm_button", click=True)]
        return els

    def timepick(clock: str, batt: int, hour: str, mode: str, behind: Els) -> Els:
        els = behind + [c("fl", (90, 420, 990, 2000), None, None, "parentPanel"),
                        c("tv", (140, 460, 700, 520), "Select time", None, "header_title"),
                        c("tv", (200, 560, 440, 740), hour, f"{hour} o'clock", "material_hour_tv", click=True, checkable=True, checked=mode == "hour"),
                        c("tv", (460, 560, 700, 740), "00", "0 minutes", "material_minute_tv", click=True, checkable=True, checked=mode == "minute"),
                        c("btn", (740, 560, 900, 650), "AM", None, "material_clock_period_am_button", click=True, checkable=True),
                        c("btn", (740, 650, 900, 740), "PM", None, "material_clock_period_pm_button", click=True, checkable=True, checked=True),
                        c("v", (160, 800, 920, 1560), None, None, "material_clock_face")]
        labels = [str(h) for h in [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]] if mode == "hour" else [f"{m:02d}" for m in range(0, 60, 5)]
        for i, lab in enumerate(labels):
            x, y = 540 + [0, 190, 330, 380, 330, 190, 0, -190, -330, -380, -330, -190][i], 1180 + [-380, -330, -190, 0, 190, 330, 380, 330, 190, 0, -190, -330][i]
            d = f"{lab} o'clock" if mode == "hour" else f"{int(lab)} minutes"
            els.append(c("tv", (x - 60, y - 60, x + 60, y + 60), lab, d, "material_clock_face_text", click=True, selected=lab == (hour if mode == "hour" else "00")))
        els += [c("ib", (140, 1860, 250, 1960), None, "Switch to text input mode for the time input.", "material_timepicker_mode_button", click=True),
                c("btn", (560, 1860, 760, 1960), "Cancel", None, "material_timepicker_cancel_button", click=True),
                c("btn", (780, 1860, 960, 1960), "OK", None, "material_timepicker_ok_button", click=True)]
        return els

    speed = [c("tv", (560, 1640, 1040, 1760), "Birthday", None, None, click=True),
             c("tv", (560, 1800, 1040, 1920), "Task", None, None, click=True),
             c("tv", (560, 1960, 1040, 2080), "Event", None, None, click=True),
             c("ib", (880, 2192, 1040, 2352), None, "Close", "floating_action_button", click=True)]
    T = "Dentist – Dr. Okafor"
    dd = [(d, list(evs)) for d, evs in days]
    dd[5][1].append((T, "3:00 – 4:00 PM", ""))
    f = Flow(schedule("11:02", 76, days))
    f.do("click", schedule("11:02", 76, days, fab=False) + speed, "Create new event")
    f.do("click", editor("11:02", 76, "", "Sat, Jun 15, 2024", "12:00 PM", "1:00 PM", True), "Event")
    f.do("input_text", editor("11:03", 76, T, "Sat, Jun 15, 2024", "12:00 PM", "1:00 PM", True), "Add title", text=T)
    base = editor("11:03", 76, T, "Sat, Jun 15, 2024", "12:00 PM", "1:00 PM", False)
    f.do("click", datepick("11:03", 76, 15, base), "Sat, Jun 15, 2024", cls="tv")
    f.do("click", datepick("11:03", 76, 20, base), "20")
    moved = editor("11:04", 75, T, "Thu, Jun 20, 2024", "12:00 PM", "1:00 PM", False)
    f.do("click", moved, "OK")
    f.do("click", timepick("11:04", 75, "12", "hour", moved), "12:00 PM")
    f.do("click", timepick("11:04", 75, "3", "minute", moved), "3")
    f.do("click", editor("11:04", 75, T, "Thu, Jun 20, 2024", "3:00 PM", "4:00 PM", False), "OK")
    f.do("click", schedule("11:05", 75, dd[4:]), "Save")
    det = bar("11:05", 75) + [
        c("ib", (16, 140, 128, 252), None, "Close", None, click=True),
        c("ib", (700, 140, 812, 252), None, "Edit", "info_action_edit_hit", click=True),
        c("ib", (820, 140, 932, 252), None, "Delete", None, click=True),
        c("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
        c("sv", (0, 260, 1080, 2400), None, None, None, scroll=True),
        c("tv", (150, 300, 1040, 420), T, None, "title"),
        c("tv", (150, 430, 1040, 500), "Thursday, June 20 · 3:00 – 4:00 PM", None, "time"),
        c("tv", (150, 560, 1040, 630), "30 minutes before", None, "notification"),
        c("tv", (150, 680, 1040, 750), "marta.lind@gmail.com", None, "calendar"),
        c("tv", (150, 2200, 1040, 2300), None, "Add a comment", None, click=True)]
    f.do("click", det, T, cls="v")
    rs.add(task="android", tid="h44-android-06", system=SYSTEM, turns=f.turns, state=f.state)


# KeePassDX: bad
def t07_keepassdx(rs: RowSet) -> None:
    P = "com.kunzisoft.keepass.free"
    k = App(P)

    def group(clock: str, batt: int, title: str, rows: list[tuple[str, str, bool]]) -> Els:
        els = bar(clock, batt, ("KeePassDX: database open",)) + [
            k("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            k("tv", (150, 146, 700, 206), title, None, "group_name"),
            k("tv", (150, 208, 700, 250), "Personal.kdbx", None, "database_name"),
            k("tv", (700, 140, 812, 252), None, "Search", "menu_search", click=True),
            k("tv", (820, 140, 932, 252), None, "Lock database", "menu_lock", click=True),
            k("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            k("rv", (0, 260, 1080, 2400), None, None, "nodes_list", scroll=True)]
        for i, (name, sub, is_group) in enumerate(rows):
            y = 280 + i * 170
            els += [k("rl", (0, y, 1080, y + 170), None, None, "node_container", click=True, long=True),
                    k("iv", (40, y + 45, 120, y + 125), None, None, "node_icon"),
                    k("tv", (160, y + 30, 900, y + 90), name, None, "node_text")]
            if sub:
                els.append(k("tv", (160, y + 94, 900, y + 144), sub, None, "node_subtext"))
            if is_group:
                els.append(k("tv", (920, y + 55, 1040, y + 115), None, None, "group_numbers"))
        els.append(k("ib", (880, 2192, 1040, 2352), None, "Add new element", "add_node_button", click=True))
        return els

    def view(clock: str, batt: int, user: str, modified: str) -> Els:
        fields = [("Username", user), ("Password", "••••••••••••••"), ("URL", "https://www.namecheap.com/myaccount/login/"),
                  ("Notes", "2FA via Aegis. Domains: lindworks.se (renews Sep 2), martalind.dev")]
        els = bar(clock, batt, ("KeePassDX: database open",)) + [
            k("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            k("tv", (150, 150, 700, 250), "Namecheap", None, "entry_title"),
            k("tv", (820, 140, 932, 252), None, "Lock database", "menu_lock", click=True),
            k("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            k("sv", (0, 260, 1080, 2400), None, None, "entry_scroll", scroll=True)]
        for i, (lab, val) in enumerate(fields):
            y = 300 + i * 200
            els += [k("tv", (56, y, 800, y + 56), lab, None, "entry_field_label"),
                    k("tv", (56, y + 62, 800, y + 160), val, None, "entry_field_value", long=True)]
            if lab == "Password":
                els.append(k("ib", (820, y + 40, 920, y + 140), None, "Show password", "entry_field_show", click=True))
            if lab in ("Username", "Password"):
                els.append(k("ib", (940, y + 40, 1040, y + 140), None, f"Copy {lab.lower()}", "entry_field_copy", click=True))
        els += [k("tv", (56, 1140, 1040, 1196), "Created: 3/2/23, 9:14 PM", None, "entry_created"),
                k("tv", (56, 1200, 1040, 1256), f"Modified: {modified}", None, "entry_modified"),
                k("tv", (56, 1260, 1040, 1316), "Never expires", None, "entry_expires"),
                k("ib", (880, 2192, 1040, 2352), None, "Edit entry", "entry_edit", click=True)]
        return els

    def edit(clock: str, batt: int, user: str, focus: bool) -> Els:
        rows = [("Title", "Namecheap"), ("Username", user), ("Password", "••••••••••••••"),
                ("URL", "https://www.namecheap.com/myaccount/login/"), ("Notes", "2FA via Aegis. Domains: lindworks.se (renews Sep 2), martalind.dev")]
        els = bar(clock, batt, ("KeePassDX: database open",)) + [
            k("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            k("tv", (150, 150, 700, 250), "Edit entry", None, None),
            k("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            k("sv", (0, 260, 1080, 2200), None, None, "entry_edit_scroll", scroll=True)]
        for i, (lab, val) in enumerate(rows):
            y = 300 + i * 200
            els.append(k("et", (56, y, 1040, y + 170), val, None, "entry_field_edit", click=True, edit=True, focused=focus and lab == "Username", hint=lab))
        els += [k("sw", (56, 1320, 1040, 1420), "Expires", None, "expiration_switch", click=True, checkable=True),
                k("btn", (56, 1460, 540, 1560), "Add custom field", None, "add_field", click=True),
                k("ib", (880, 2192, 1040, 2352), None, "Save", "entry_edit_validate", click=True)]
        return els

    root = [("Banking", "", True), ("Email", "", True), ("Internet", "", True), ("Work", "", True),
            ("Recycle Bin", "", True), ("Nordea BankID backup", "19740312-XXXX", False), ("Home Wi-Fi", "Larkspur-5G", False)]
    inet = [("GitLab", "marta-lind", False), ("Hetzner Robot", "K0412938", False),
            ("Mastodon", "@mlind@fosstodon.org", False), ("Namecheap", "marta.lind", False),
            ("Reddit", "quietlark_88", False), ("Stack Overflow", "marta.lind@gmail.com", False),
            ("Steam", "quietlark88", False)]
    f = Flow(group("16:15", 39, "Personal", root))
    f.do("click", group("16:15", 39, "Internet", inet), "Internet")
    f.do("click", view("16:16", 39, "marta.lind", "11/19/23, 8:47 AM"), "Namecheap")
    f.do("click", edit("16:16", 39, "marta.lind", False), "Edit entry")
    f.do("input_text", edit("16:17", 38, "marta@lindworks.se", True), "Username", text="marta@lindworks.se")
    f.do("click", view("16:17", 38, "marta@lindworks.se", "6/15/24, 4:17 PM"), "Save")
    f.do("navigate_back", group("16:18", 38, "Internet", inet))
    rs.add(task="android", tid="h44-android-07", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=6,
           kind="edited username reads back as the old value in the group's entry list")


# Spotify playlists: clean
def t08_spotify(rs: RowSet) -> None:
    P = "com.spotify.music"
    s = App(P)
    tracks = [("Go Your Own Way", "Fleetwood Mac", 218), ("Mr. Brightside", "The Killers", 222),
              ("Take Me Home, Country Roads", "John Denver", 193), ("Life Is a Highway", "Tom Cochrane", 266),
              ("Dog Days Are Over", "Florence + The Machine", 252), ("Budapest", "George Ezra", 200),
              ("Ho Hey", "The Lumineers", 163), ("Riptide", "Vance Joy", 204), ("Little Talks", "Of Monsters and Men", 266),
              ("Send Me On My Way", "Rusted Root", 263), ("Shut Up and Dance", "WALK THE MOON", 199),
              ("Sweet Disposition", "The Temper Trap", 231), ("Home", "Edward Sharpe & The Magnetic Zeros", 303),
              ("On the Road Again", "Willie Nelson", 153), ("Fast Car", "Tracy Chapman", 297),
              ("Road Trippin'", "Red Hot Chili Peppers", 205), ("1901", "Phoenix", 193),
              ("Young Folks", "Peter Bjorn and John", 277), ("Float On", "Modest Mouse", 208),
              ("The Middle", "Jimmy Eat World", 165), ("Feel It Still", "Portugal. The Man", 163),
              ("Wagon Wheel", "Darius Rucker", 298), ("Rivers and Roads", "The Head and the Heart", 286)]
    added = [("Midnight City", "M83", 243), ("Holocene", "Bon Iver", 336)]

    def total(ts: list[tuple[str, str, int]]) -> str:
        sec = sum(x[2] for x in ts)
        return f"{len(ts)} songs · {sec // 3600}h {sec % 3600 // 60}min"

    def mini(clock: str) -> Els:
        return [s("fl", (16, 2040, 1064, 2180), None, None, "now_playing_bar", click=True),
                s("tv", (160, 2056, 800, 2110), "Harvest Moon", None, "track_title"),
                s("tv", (160, 2112, 800, 2160), "Neil Young", None, "track_subtitle"),
                s("ib", (940, 2060, 1040, 2160), None, "Play", "play_pause_button", click=True)]

    def nav(sel: str) -> Els:
        return [s("fl", (0, 2200, 1080, 2400), None, None, "navigation_bar")] + [
            s("fl", (i * 360, 2200, (i + 1) * 360, 2400), n, n, None, click=True, selected=n == sel)
            for i, n in enumerate(["Home", "Search", "Your Library"])]

    def library(clock: str, batt: int) -> Els:
        rows = [("Liked Songs", "Playlist · 412 songs"), ("Road trip '24", "Playlist · Marta Lind"),
                ("Discover Weekly", "Playlist · Spotify"), ("Release Radar", "Playlist · Spotify"),
                ("Focus Flow", "Playlist · Spotify"), ("Kent", "Artist"), ("Sunday Morning Coffee", "Playlist · Marta Lind"),
                ("Hemma", "Album · Veronica Maggio"), ("The Daily", "Podcast · The New York Times")]
        els = bar(clock, batt) + [
            s("iv", (40, 150, 140, 250), None, "Profile", "faceheader_image", click=True),
            s("tv", (170, 150, 700, 250), "Your Library", None, "title"),
            s("ib", (820, 140, 932, 252), None, "Search Your Library", None, click=True),
            s("ib", (940, 140, 1052, 252), None, "Create playlist", None, click=True),
            s("hsv", (0, 270, 1080, 380), None, None, "filter_chips", scroll=True)] + [
            s("btn", (40 + i * 250, 286, 270 + i * 250, 364), n, None, None, click=True)
            for i, n in enumerate(["Playlists", "Podcasts", "Albums", "Artists"])] + [
            s("tv", (40, 400, 500, 470), "Recents", "Sort by: Recents", "sort_button", click=True),
            s("rv", (0, 490, 1080, 2040), None, None, "recycler_view", scroll=True)]
        for i, (n, sub) in enumerate(rows):
            y = 500 + i * 170
            els += [s("ll", (0, y, 1080, y + 170), None, None, "row_root", click=True, long=True),
                    s("iv", (40, y + 15, 180, y + 155), None, None, "artwork"),
                    s("tv", (210, y + 30, 1000, y + 90), n, None, "title"),
                    s("tv", (210, y + 94, 1000, y + 144), sub, None, "subtitle")]
        return els + mini(clock) + nav("Your Library")

    def track_rows(ts: list[tuple[str, str, int]], top: int, first: int = 0) -> Els:
        els: Els = []
        for i, (n, a, _) in enumerate(ts[first:]):
            y = top + i * 160
            if y > 1900:
                break
            els += [s("ll", (0, y, 1080, y + 160), None, None, "row_root", click=True, long=True),
                    s("iv", (40, y + 16, 168, y + 144), None, None, "artwork"),
                    s("tv", (200, y + 30, 900, y + 88), n, None, "title"),
                    s("tv", (200, y + 92, 900, y + 140), a, None, "subtitle"),
                    s("ib", (930, y + 30, 1040, y + 130), None, f"More options for {n}", "context_menu_button", click=True)]
        return els

    def playlist(clock: str, batt: int, ts: list[tuple[str, str, int]], first: int = 0) -> Els:
        els = bar(clock, batt) + [s("ib", (16, 140, 128, 252), None, "Back", None, click=True)]
        if first == 0:
            els += [s("rv", (0, 260, 1080, 2040), None, None, "recycler_view", scroll=True),
                    s("iv", (290, 280, 790, 780), None, "Road trip '24", "image"),
                    s("tv", (40, 810, 1000, 890), "Road trip '24", None, "title"),
                    s("tv", (40, 900, 700, 950), "Marta Lind", None, "owner", click=True),
                    s("tv", (40, 956, 700, 1000), total(ts), None, "metadata"),
                    s("ib", (40, 1020, 140, 1120), None, "Add to this playlist", "add_button", click=True),
                    s("ib", (160, 1020, 260, 1120), None, "Edit playlist", None, click=True),
                    s("ib", (280, 1020, 380, 1120), None, "Sort", None, click=True),
                    s("ib", (400, 1020, 500, 1120), None, "Download", "download_button", click=True),
                    s("ib", (800, 1020, 900, 1120), None, "Enable shuffle", "shuffle_button", click=True),
                    s("ib", (920, 1000, 1060, 1140), None, "Play", "play_button", click=True)] + track_rows(ts, 1160)
        else:
            els += [s("tv", (150, 150, 900, 250), "Road trip '24", None, "toolbar_title"),
                    s("rv", (0, 260, 1080, 2040), None, None, "recycler_view", scroll=True)] + track_rows(ts, 280, first)
        return els + mini(clock) + nav("Your Library")

    def add_screen(clock: str, batt: int, query: str, done: set[str]) -> Els:
        if not query:
            rows = [("Midnight City", "M83"), ("Electric Feel", "MGMT"), ("Take a Walk", "Passion Pit"),
                    ("Tongue Tied", "Grouplove"), ("Walking On A Dream", "Empire Of The Sun"), ("Kids", "MGMT"),
                    ("Home", "Phoenix"), ("Pumped Up Kicks", "Foster The People")]
        else:
            rows = [("Holocene", "Bon Iver"), ("Holocene - Live", "Bon Iver"), ("Skinny Love", "Bon Iver"),
                    ("Re: Stacks", "Bon Iver"), ("Towers", "Bon Iver"), ("Holocene", "Christina Perri"),
                    ("Perth", "Bon Iver")]
        els = bar(clock, batt) + [
            s("ib", (16, 140, 128, 252), None, "Close", None, click=True),
            s("tv", (150, 150, 900, 250), "Add to this playlist", None, "title"),
            s("et", (40, 280, 1040, 390), query or None, None, "query", click=True, edit=True, focused=bool(query), hint="Search"),
            s("tv", (40, 420, 900, 490), "Recommended songs" if not query else "Songs", None, "section_header"),
            s("rv", (0, 500, 1080, 2200), None, None, "recycler_view", scroll=True)]
        for i, (n, a) in enumerate(rows):
            y = 510 + i * 170
            key = f"{n}|{a}"
            els += [s("ll", (0, y, 1080, y + 170), None, None, "row_root", click=True),
                    s("iv", (40, y + 20, 170, y + 150), None, None, "artwork"),
                    s("tv", (200, y + 32, 880, y + 92), n, None, "title"),
                    s("tv", (200, y + 96, 880, y + 146), f"Song · {a}", None, "subtitle"),
                    s("ib", (920, y + 35, 1040, y + 135), None, "Added" if key in done else f"Add {n} to playlist", "add_button", click=True, checked=key in done, checkable=True)]
        if done:
            els += [s("tv", (60, 2060, 1020, 2160), "Added to Road trip '24.", None, "snackbar_text")]
        return els

    sheet = [s("fl", (0, 1000, 1080, 2400), None, None, "design_bottom_sheet"),
             s("iv", (40, 1040, 170, 1170), None, None, "image"),
             s("tv", (200, 1050, 1000, 1110), "Holocene", None, "title"),
             s("tv", (200, 1114, 1000, 1160), "Bon Iver", None, "subtitle")] + [
        s("tv", (40, 1220 + i * 140, 1040, 1360 + i * 140), o, None, "text", click=True)
        for i, o in enumerate(["Add to Liked Songs", "Remove from this playlist", "Add to other playlist", "Add to queue",
                               "Go to album", "Go to artist", "Share", "Go to song radio"])]
    full = tracks + added
    f = Flow(library("17:40", 69))
    f.do("click", playlist("17:40", 69, tracks), "Road trip '24", cls="tv")
    f.do("click", add_screen("17:41", 69, "", set()), "Add to this playlist")
    f.do("click", add_screen("17:41", 69, "", {"Midnight City|M83"}), "Add Midnight City to playlist")
    f.do("input_text", add_screen("17:42", 68, "Holocene", set()), "Search", text="Holocene")
    f.do("click", add_screen("17:42", 68, "Holocene", {"Holocene|Bon Iver"}), "Add Holocene to playlist")
    f.do("navigate_back", playlist("17:43", 68, full))
    f.do("scroll", playlist("17:43", 68, full, first=15), direction="down")
    f.do("click", playlist("17:44", 68, full, first=15) + sheet, "More options for Holocene")
    rs.add(task="android", tid="h44-android-08", system=SYSTEM, turns=f.turns, state=f.state)


# Loop Habit Tracker: clean
def t09_loop(rs: RowSet) -> None:
    P = "org.isoron.uhabits"
    h = App(P)
    habits = {"Meditate 10 min": (78, [0, 1, 1, 1, 1]), "Read 20 pages": (58, [0, 1, 1, 1, 0]),
              "No sugar": (44, [1, 0, 1, 0, 0]), "Run": (36, [0, 1, 0, 1, 0]), "Floss": (69, [0, 1, 1, 0, 1]),
              "Journal": (52, [0, 0, 1, 1, 1]), "Drink 2L water": (83, [1, 1, 1, 1, 1])}
    dayn = ["Sat 15", "Fri 14", "Thu 13", "Wed 12", "Tue 11"]

    def main(clock: str, batt: int, hs: dict[str, tuple[int, list[int]]], order: list[str], menu: bool = False) -> Els:
        els = bar(clock, batt) + [
            h("tv", (56, 150, 500, 250), "Habits", None, None),
            h("tv", (580, 140, 692, 252), None, "Add habit", "actionCreateHabit", click=True),
            h("tv", (700, 140, 812, 252), None, "Filter", "action_filter", click=True),
            h("tv", (820, 140, 932, 252), None, "Sort", "action_sort", click=True),
            h("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            h("ll", (0, 260, 1080, 350), None, None, "header")] + [
            h("tv", (560 + i * 104, 266, 664 + i * 104, 346), d.split()[0].upper() + "\n" + d.split()[1], None, None)
            for i, d in enumerate(dayn)] + [h("lv", (0, 350, 1080, 2400), None, None, "listView", scroll=True)]
        for r, name in enumerate(order):
            sc, marks = hs[name]
            y = 360 + r * 150
            els += [h("ll", (0, y, 1080, y + 150), None, None, "habitCard", click=True, long=True),
                    h("v", (30, y + 45, 90, y + 105), None, f"Score {sc}%", "scoreRing"),
                    h("tv", (110, y + 40, 550, y + 110), name, None, "label")]
            for i, m in enumerate(marks):
                els.append(h("v", (560 + i * 104, y, 664 + i * 104, y + 150), "✓" if m else "✗", f"{name}, {dayn[i]}: {'checked' if m else 'unchecked'}", "checkmarkPanel", click=True, long=True))
        if menu:
            els += [h("lv", (560, 140, 1052, 860), None, None, None)] + [
                h("tv", (560, 140 + i * 140, 1052, 280 + i * 140), o, None, "title", click=True)
                for i, o in enumerate(["Manually", "By name", "By color", "By score", "By status"])]
        return els

    def detail(clock: str, batt: int) -> Els:
        return bar(clock, batt) + [
            h("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            h("tv", (150, 150, 700, 250), "Read 20 pages", None, None),
            h("tv", (820, 140, 932, 252), None, "Edit", "action_edit_habit", click=True),
            h("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            h("sv", (0, 260, 1080, 2400), None, None, None, scroll=True),
            h("tv", (56, 280, 1040, 340), "Every day", None, "frequencyLabel"),
            h("tv", (56, 346, 1040, 400), "Did you read 20 pages today?", None, "questionLabel"),
            h("tv", (56, 440, 600, 500), "Overview", None, "title"),
            h("v", (56, 520, 216, 680), None, "Score 61%", "scoreRing"),
            h("tv", (240, 540, 420, 610), "61%", None, "scoreLabel"), h("tv", (240, 614, 420, 660), "Score", None, None),
            h("tv", (440, 540, 620, 610), "+6%", None, "monthDiffLabel"), h("tv", (440, 614, 620, 660), "Month", None, None),
            h("tv", (640, 540, 820, 610), "+14%", None, "yearDiffLabel"), h("tv", (640, 614, 820, 660), "Year", None, None),
            h("tv", (840, 540, 1020, 610), "143", None, "totalCountLabel"), h("tv", (840, 614, 1020, 660), "Total", None, None),
            h("tv", (56, 720, 600, 780), "Score", None, "title"),
            h("v", (56, 800, 1024, 1240), None, None, "scoreView"),
            h("tv", (56, 1280, 600, 1340), "Streaks", None, "title"),
            h("tv", (56, 1360, 1024, 1420), "Apr 2 – Apr 19: 18", None, None),
            h("tv", (56, 1430, 1024, 1490), "Feb 11 – Feb 24: 14", None, None),
            h("tv", (56, 1500, 1024, 1560), "May 20 – May 29: 10", None, None),
            h("tv", (56, 1570, 1024, 1630), "Jun 12 – Jun 15: 4", None, None),
            h("tv", (56, 1690, 600, 1750), "History", None, "title"),
            h("v", (56, 1770, 1024, 2300), None, None, "historyChart")]

    order0 = list(habits)
    hs1 = dict(habits)
    hs1["Read 20 pages"] = (61, [1, 1, 1, 1, 0])
    hs2 = dict(hs1)
    hs2["Floss"] = (71, [1, 1, 1, 0, 1])
    by_score = sorted(hs2, key=lambda n: -hs2[n][0])
    f = Flow(main("21:48", 33, habits, order0))
    f.do("long_press", main("21:48", 33, hs1, order0), "Read 20 pages, Sat 15: unchecked")
    f.do("click", detail("21:48", 33), "Read 20 pages", cls="tv")
    f.do("navigate_back", main("21:49", 33, hs1, order0))
    f.do("long_press", main("21:49", 33, hs2, order0), "Floss, Sat 15: unchecked")
    f.do("click", main("21:49", 33, hs2, order0, menu=True), "Sort")
    f.do("click", main("21:50", 32, hs2, by_score), "By score")
    rs.add(task="android", tid="h44-android-09", system=SYSTEM, turns=f.turns, state=f.state)


# F-Droid: bad
def t10_fdroid(rs: RowSet) -> None:
    P = "org.fdroid.fdroid"
    d = App(P)

    def nav(sel: str, badge: bool = True) -> Els:
        return [d("fl", (0, 2200, 1080, 2400), None, None, "bottom_navigation")] + [
            d("fl", (i * 216, 2200, (i + 1) * 216, 2400), n, n + (", 3 new notifications" if n == "Updates" and badge else ""), None, click=True, selected=n == sel)
            for i, n in enumerate(["Latest", "Categories", "Nearby", "Updates", "Settings"])]

    def latest(clock: str, batt: int) -> Els:
        apps = [("Feeder", "Feed reader for RSS and Atom", "Updated 3 hours ago"),
                ("Breezy Weather", "Weather with many sources", "Updated 5 hours ago"),
                ("Fossify Gallery", "Browse your memories without any interruptions", "Updated 9 hours ago"),
                ("Tusky", "Lightweight client for Mastodon", "Updated 12 hours ago"),
                ("Catima", "Loyalty card wallet", "Updated yesterday"),
                ("Element", "Secure messaging over Matrix", "Updated yesterday")]
        els = bar(clock, batt) + [d("tv", (56, 150, 600, 250), "Latest", None, None),
                                  d("ib", (940, 140, 1052, 252), None, "Search", "action_search", click=True),
                                  d("rv", (0, 260, 1080, 2200), None, None, "app_list", scroll=True)]
        for i, (n, summ, when) in enumerate(apps):
            y = 280 + i * 310
            els += [d("fl", (24, y, 1056, y + 290), None, None, "app_card", click=True),
                    d("iv", (56, y + 40, 216, y + 200), None, None, "icon"),
                    d("tv", (250, y + 40, 1030, y + 100), n, None, "app_name"),
                    d("tv", (250, y + 104, 1030, y + 200), summ, None, "summary"),
                    d("tv", (250, y + 210, 1030, y + 262), when, None, "status")]
        return els + nav("Latest")

    def settings(clock: str, batt: int) -> Els:
        rows = [("Repositories", None), ("Updates", "header"), ("Automatic update interval", "Daily"),
                ("Over Wi-Fi", "Only on Wi-Fi"), ("Over mobile data", "Never"),
                ("Automatically download updates", "switch:off"), ("Automatically install updates", "switch:off"),
                ("Show available updates", "switch:on"), ("Display", "header"), ("Theme", "Follow system"),
                ("Language", "System default")]
        els = bar(clock, batt) + [d("tv", (56, 150, 600, 250), "Settings", None, None),
                                  d("rv", (0, 260, 1080, 2200), None, None, "recycler_view", scroll=True)]
        y = 280
        for t, v in rows:
            if v == "header":
                els.append(d("tv", (56, y + 20, 1000, y + 80), t, None, "title"))
                y += 100
                continue
            els += [d("ll", (0, y, 1080, y + 160), None, None, None, click=True),
                    d("tv", (56, y + 30, 880, y + 86), t, None, "title")]
            if v and v.startswith("switch:"):
                els.append(d("sw", (900, y + 40, 1040, y + 120), None, None, "switchWidget", click=True, checkable=True, checked=v.endswith("on")))
            elif v:
                els.append(d("tv", (56, y + 90, 880, y + 140), v, None, "summary"))
            y += 160
        return els + nav("Settings")

    def repos(clock: str, batt: int, on: dict[str, bool]) -> Els:
        rows = [("F-Droid", "https://f-droid.org/repo"), ("F-Droid Archive", "https://f-droid.org/archive"),
                ("Guardian Project", "https://guardianproject.info/fdroid/repo"),
                ("Guardian Project Archive", "https://guardianproject.info/fdroid/archive"),
                ("IzzyOnDroid", "https://apt.izzysoft.de/fdroid/repo"), ("microG", "https://microg.org/fdroid/repo")]
        els = bar(clock, batt) + [d("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
                                  d("tv", (150, 150, 700, 250), "Repositories", None, None),
                                  d("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
                                  d("rv", (0, 260, 1080, 2400), None, None, "list", scroll=True)]
        for i, (n, url) in enumerate(rows):
            y = 280 + i * 190
            els += [d("rl", (0, y, 1080, y + 190), None, None, "repo_item", click=True),
                    d("tv", (56, y + 36, 880, y + 96), n, None, "repo_name"),
                    d("tv", (56, y + 100, 880, y + 152), url, None, "repo_address"),
                    d("sw", (900, y + 55, 1040, y + 135), None, f"Enable {n}", "repo_switch", click=True, checkable=True, checked=on[n])]
        els.append(d("ib", (880, 2192, 1040, 2352), None, "Add repository", "fab", click=True))
        return els

    def repo_detail(clock: str, batt: int) -> Els:
        rows = [("Address", "https://f-droid.org/repo"), ("Name", "F-Droid"),
                ("Description", "The official F-Droid Free Software repository. Everything in this repository is always built from the source code."),
                ("Number of apps", "4,312"), ("Last update", "Jun 15, 2024, 06:41"),
                ("Fingerprint of the signing key (SHA-256)", "43238D512C1E5EB2D6569F4A3AFBF5523418B82E0A3ED1552770ABB9A9C9CCAB")]
        els = bar(clock, batt) + [d("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
                                  d("tv", (150, 150, 700, 250), "Repository", None, None),
                                  d("tv", (820, 140, 932, 252), None, "Share", "menu_share", click=True),
                                  d("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
                                  d("sv", (0, 260, 1080, 2400), None, None, None, scroll=True)]
        y = 290
        for lab, v in rows:
            h = 130 + 52 * (len(v) // 44)
            els += [d("tv", (56, y, 1024, y + 56), lab, None, "label"), d("tv", (56, y + 60, 1024, y + h), v, None, "text")]
            y += h + 30
        els.append(d("btn", (56, y + 20, 1024, y + 140), "Delete", None, "delete_repo", click=True))
        return els

    def updates(clock: str, batt: int) -> Els:
        apps = [("Aegis Authenticator", "3.0.1", "3.1.1", "6.9 MiB"), ("Organic Maps", "2024.05.21-4", "2024.06.09-3", "84.2 MiB"),
                ("Markor", "2.11.1", "2.12.0", "8.1 MiB")]
        els = bar(clock, batt) + [d("tv", (56, 150, 600, 250), "Updates", None, None),
                                  d("rv", (0, 260, 1080, 2200), None, None, "list", scroll=True),
                                  d("tv", (56, 290, 700, 350), "3 updates available", None, "status_text"),
                                  d("btn", (760, 276, 1040, 364), "Update all", None, "update_all_button", click=True)]
        for i, (n, old, new, size) in enumerate(apps):
            y = 400 + i * 260
            els += [d("ll", (0, y, 1080, y + 260), None, None, "app_update_item", click=True),
                    d("iv", (56, y + 40, 196, y + 180), None, None, "icon"),
                    d("tv", (230, y + 36, 800, y + 96), n, None, "app_name"),
                    d("tv", (230, y + 100, 800, y + 150), f"{old} → {new}", None, "version"),
                    d("tv", (230, y + 154, 800, y + 204), size, None, "size"),
                    d("btn", (820, y + 70, 1040, y + 170), "Update", None, "action_button", click=True)]
        return els + nav("Updates")

    on0 = {"F-Droid": True, "F-Droid Archive": False, "Guardian Project": False, "Guardian Project Archive": False,
           "IzzyOnDroid": True, "microG": False}
    on1 = dict(on0, **{"Guardian Project": True})
    drifted = dict(on1, IzzyOnDroid=False)
    f = Flow(latest("14:20", 88))
    f.do("click", settings("14:20", 88), "Settings", cls="fl")
    f.do("click", repos("14:20", 88, on0), "Repositories")
    f.do("click", repos("14:21", 88, on1), "Enable Guardian Project")
    f.do("click", repo_detail("14:21", 88), "F-Droid", cls="tv")
    f.do("navigate_back", repos("14:22", 88, drifted))
    f.do("navigate_back", settings("14:22", 88))
    f.do("click", updates("14:22", 87), "Updates", cls="fl")
    rs.add(task="android", tid="h44-android-10", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=5,
           kind="repository the agent never touched shows its switch turned off")


# Gmail labels: clean
def t11_gmail(rs: RowSet) -> None:
    P = "com.google.android.gm"
    g = App(P)
    mails = [("IKEA", "Your IKEA order 1138 7721 04 has shipped", "Track your delivery: expected Tue, Jun 18 between 08:00 and 12:00.", "9:41 AM", True),
             ("SJ", "Booking confirmation – Stockholm C → Göteborg C, Fri Jun 21", "Booking number X7KQ4M. Departure 07:21, coach 5, seat 34.", "8:12 AM", True),
             ("Uber Receipts", "Your Friday evening trip with Uber", "Total SEK 187.40 · Thanks for riding, Marta", "Jun 14", False),
             ("Klarna", "Payment received – Zalando SE", "We have received your payment of 649,00 kr.", "Jun 14", False),
             ("GitHub", "[lindworks/site] Bump astro from 4.8.6 to 4.10.2 (PR #42)", "dependabot[bot] opened this pull request.", "Jun 14", False),
             ("Spotify", "Your receipt from Spotify", "Premium Family · 189,00 kr · Jun 13, 2024", "Jun 13", False),
             ("Elin Sandström", "Midsummer plans 🌼", "Hej! We're doing lunch at ours in Vaxholm on Saturday, bring…", "Jun 13", False),
             ("Hetzner Online", "Invoice 087000347621 for customer K0412938", "Your invoice for May 2024 is attached. Amount due: €11.90", "Jun 12", False)]
    newmail = ("Anna Berg", "Re: Lease renewal – Tegnérgatan 14", "Hi Marta, the landlord accepted the 12-month extension. I'll send…", "9:52 AM", True)

    def inbox(clock: str, batt: int, ms: list[tuple[str, str, str, str, bool]], sel: tuple[str, ...] = (), icons: tuple[str, ...] = ("Gmail: 2 new messages",)) -> Els:
        els = bar(clock, batt, icons)
        if sel:
            els += [g("ib", (16, 140, 128, 252), None, "Done", "action_mode_close_button", click=True),
                    g("tv", (150, 156, 300, 236), str(len(sel)), None, "action_bar_title"),
                    g("tv", (580, 140, 692, 252), None, "Archive", "archive", click=True),
                    g("tv", (700, 140, 812, 252), None, "Delete", "delete", click=True),
                    g("tv", (820, 140, 932, 252), None, "Mark unread", "read", click=True),
                    g("ib", (940, 140, 1052, 252), None, "More options", None, click=True)]
        else:
            els += [g("fl", (32, 140, 1048, 262), None, None, "open_search_bar"),
                    g("ib", (48, 150, 150, 252), None, "Open navigation drawer", None, click=True),
                    g("tv", (170, 160, 800, 242), "Search in mail", None, "open_search_bar_text_view", click=True),
                    g("ib", (920, 150, 1030, 252), None, "Account and settings.", "selected_account_disc_gmail", click=True)]
        els += [g("tv", (56, 290, 600, 350), "Primary", None, "folder_header"),
                g("rv", (0, 360, 1080, 2200), None, None, "thread_list_view", scroll=True)]
        for i, (who, subj, snip, when, unread) in enumerate(ms):
            y = 370 + i * 220
            if y > 2000:
                break
            desc = ("Unread, " if unread else "") + f"{who}, {subj}, {snip}, {when}"
            els += [g("v", (0, y, 1080, y + 220), None, desc, "viewified_conversation_item_view", click=True, long=True, selected=who in sel),
                    g("iv", (40, y + 30, 160, y + 150), None, "Selected" if who in sel else f"Select {who}", "contact_image", click=True, checked=who in sel, checkable=True),
                    g("tv", (190, y + 24, 800, y + 80), who, None, "senders"),
                    g("tv", (820, y + 24, 1040, y + 80), when, None, "date"),
                    g("tv", (190, y + 84, 940, y + 136), subj, None, "subject"),
                    g("tv", (190, y + 140, 940, y + 192), snip, None, "snippet"),
                    g("ib", (950, y + 120, 1040, y + 200), None, "Star", "star", click=True)]
        if not sel:
            els.append(g("btn", (640, 2040, 1040, 2180), "Compose", "Compose", "compose_button", click=True))
        els += [g("fl", (0, 2200, 1080, 2400), None, None, "bottom_navigation")] + [
            g("fl", (i * 540, 2200, (i + 1) * 540, 2400), n, n, None, click=True, selected=n == "Mail") for i, n in enumerate(["Mail", "Meet"])]
        return els

    def drawer(clock: str, batt: int, lower: bool, labels: list[str]) -> Els:
        els = bar(clock, batt, ("Gmail: 2 new messages",)) + [g("lv", (0, 0, 900, 2400), None, None, "drawer_list", scroll=True)]
        if not lower:
            items = [("Gmail", ""), ("All inboxes", ""), ("Primary", "2"), ("Promotions", "3 new"), ("Social", "1 new"),
                     ("Updates", "12 new"), ("Starred", ""), ("Snoozed", ""), ("Important", "1"), ("Sent", ""),
                     ("Scheduled", ""), ("Outbox", ""), ("Drafts", "1")]
            for i, (n, cnt) in enumerate(items):
                y = 120 + i * 150
                els.append(g("tv", (40, y, 760, y + 150), n, None, "name", click=n != "Gmail", selected=n == "Primary"))
                if cnt:
                    els.append(g("tv", (760, y + 40, 880, y + 110), cnt, None, "unread"))
        else:
            items = ["All mail", "Spam", "Trash", "LABELS"] + labels + ["Create new", "Settings", "Send feedback", "Help"]
            for i, n in enumerate(items):
                y = 120 + i * 150
                els.append(g("tv", (40, y, 880, y + 150), n, None, "name", click=n != "LABELS"))
        return els

    def newlabel(clock: str, batt: int, name: str, behind: Els) -> Els:
        return behind + [g("fl", (80, 820, 1000, 1480), None, None, "parentPanel"),
                         g("tv", (140, 870, 940, 950), "New label", None, "alertTitle"),
                         g("et", (140, 990, 940, 1110), name or None, None, "label_name", click=True, edit=True, focused=True, hint="Enter a new label name"),
                         g("btn", (540, 1340, 720, 1440), "Cancel", None, "button2", click=True),
                         g("btn", (740, 1340, 940, 1440), "Done", None, "button1", click=True, enabled=bool(name))]

    labels0 = ["Family", "Travel", "Work"]
    labels1 = ["Family", "Receipts 2024", "Travel", "Work"]
    empty = bar("9:51", 91, ("Gmail: 2 new messages",)) + [
        g("fl", (32, 140, 1048, 262), None, None, "open_search_bar"),
        g("ib", (48, 150, 150, 252), None, "Open navigation drawer", None, click=True),
        g("tv", (170, 160, 800, 242), "Search in mail", None, "open_search_bar_text_view", click=True),
        g("ib", (920, 150, 1030, 252), None, "Account and settings.", "selected_account_disc_gmail", click=True),
        g("tv", (56, 290, 700, 350), "Receipts 2024", None, "folder_header"),
        g("iv", (390, 900, 690, 1200), None, None, "empty_icon"),
        g("tv", (100, 1240, 980, 1310), "Nothing in Receipts 2024", None, "empty_text"),
        g("btn", (640, 2040, 1040, 2180), "Compose", "Compose", "compose_button", click=True)]
    ms1 = [newmail] + mails
    sel1 = ("Uber Receipts",)
    sel2 = ("Uber Receipts", "Spotify")
    menu = [g("lv", (560, 140, 1052, 1120), None, None, None)] + [
        g("tv", (560, 140 + i * 140, 1052, 280 + i * 140), o, None, "title", click=True)
        for i, o in enumerate(["Move to", "Snooze", "Change labels", "Mark important", "Mute", "Report spam", "Add to Tasks"])]
    dlg = [g("fl", (80, 640, 1000, 1760), None, None, "parentPanel"),
           g("tv", (140, 690, 940, 770), "Label as:", None, "alertTitle"),
           g("lv", (80, 800, 1000, 1600), None, None, "select_dialog_listview", scroll=True)] + [
        g("ctv", (80, 800 + i * 150, 1000, 950 + i * 150), n, None, "text1", click=True, checkable=True, checked=n == "Inbox")
        for i, n in enumerate(["Inbox"] + labels1)] + [
        g("btn", (540, 1640, 720, 1740), "Cancel", None, "button2", click=True),
        g("btn", (740, 1640, 940, 1740), "OK", None, "button1", click=True)]
    f = Flow(inbox("9:50", 92, mails))
    f.do("click", drawer("9:50", 92, False, labels0), "Open navigation drawer")
    f.do("scroll", drawer("9:50", 92, True, labels0), direction="down")
    f.do("click", newlabel("9:50", 92, "", drawer("9:50", 92, True, labels0)), "Create new")
    f.do("input_text", newlabel("9:51", 91, "Receipts 2024", drawer("9:51", 91, True, labels0)), "Enter a new label name", text="Receipts 2024")
    f.do("click", empty, "Done")
    icons3 = ("Gmail: 3 new messages",)
    f.do("navigate_back", inbox("9:52", 91, ms1, icons=icons3))
    f.do("long_press", inbox("9:52", 91, ms1, sel1, icons=icons3), "Uber Receipts, Your Friday evening trip")
    f.do("click", inbox("9:53", 91, ms1, sel2, icons=icons3), "Select Spotify")
    f.do("click", inbox("9:53", 91, ms1, sel2, icons=icons3) + menu, "More options")
    f.do("click", inbox("9:53", 91, ms1, sel2, icons=icons3) + dlg, "Change labels")
    rs.add(task="android", tid="h44-android-11", system=SYSTEM, turns=f.turns, state=f.state)


# WhatsApp Business: bad
def t12_wabiz(rs: RowSet) -> None:
    P = "com.whatsapp.w4b"
    w = App(P)
    hours_msg = "We're open Tue–Sat 10:00–18:00 and Sun 11:00–16:00. Closed Mondays."
    replies = [("/thanks", "Thank you for your order! We'll get back to you within 24 hours. 🧺"),
               ("/hours", hours_msg),
               ("/address", "Find us at Skånegatan 71, 116 37 Stockholm – entrance from Nytorget."),
               ("/ship", "We ship within Sweden in 2–4 business days with PostNord. Free shipping over 499 kr.")]

    def chats(clock: str, batt: int) -> Els:
        rows = [("Lina Ek", "Do you have the linen tote in stock?", "10:14", 1),
                ("Mohammed Al-Sayed", "Thanks, received! 🙏", "09:52", 0),
                ("Emma Johansson", "📷 Photo", "Yesterday", 0),
                ("Café Nova (supplier)", "📄 Invoice_2024-118.pdf", "Yesterday", 0),
                ("Jakob Persson", "Is the shop open on Monday? Want to pick up order #2291", "Thursday", 0),
                ("Sofia Lindqvist", "✔✔ Your order #2287 is ready for pickup!", "Wednesday", 0),
                ("Henrik Dahl", "Can I pay with Swish?", "Wednesday", 0)]
        els = bar(clock, batt, ("WhatsApp Business: 1 new message",)) + [
            w("tv", (56, 150, 700, 250), "WhatsApp Business", None, "toolbar_title"),
            w("tv", (700, 140, 812, 252), None, "Camera", "menuitem_camera", click=True),
            w("tv", (820, 140, 932, 252), None, "Search", "menuitem_search", click=True),
            w("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            w("hsv", (0, 270, 1080, 380), None, None, "conversations_filter_chips")] + [
            w("btn", (40 + i * 230, 286, 250 + i * 230, 364), n, None, None, click=True, selected=n == "All")
            for i, n in enumerate(["All", "Unread", "Groups", "Labels"])] + [
            w("lv", (0, 390, 1080, 2200), None, None, "list", scroll=True)]
        for i, (n, snip, when, unread) in enumerate(rows):
            y = 400 + i * 200
            els += [w("rl", (0, y, 1080, y + 200), None, None, "contact_row_container", click=True, long=True),
                    w("iv", (40, y + 40, 160, y + 160), None, None, "contact_photo"),
                    w("tv", (196, y + 40, 800, y + 100), n, None, "conversations_row_contact_name"),
                    w("tv", (196, y + 104, 940, y + 160), snip, None, "single_msg_tv"),
                    w("tv", (820, y + 44, 1040, y + 96), when, None, "conversations_row_date")]
            if unread:
                els.append(w("tv", (970, y + 110, 1040, y + 170), str(unread), None, "conversations_row_message_count"))
        els += [w("ib", (880, 2030, 1040, 2180), None, "New chat", "fab", click=True),
                w("fl", (0, 2200, 1080, 2400), None, None, "bottom_nav")] + [
            w("fl", (i * 270, 2200, (i + 1) * 270, 2400), n, n, None, click=True, selected=n == "Chats")
            for i, n in enumerate(["Chats", "Updates", "Communities", "Calls"])]
        return els

    def tools(clock: str, batt: int) -> Els:
        rows = [("Business profile", "Manage address, hours and websites"), ("Catalog", "Show products and services"),
                ("Advertise on Facebook", "Create ads that lead to chats on WhatsApp"), ("Greeting message", "Welcome new customers automatically"),
                ("Away message", "Reply automatically when you're away"), ("Quick replies", "Reuse frequent messages"),
                ("Labels", "Organize chats and customers"), ("Short link", "Help customers message you")]
        els = bar(clock, batt) + [w("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
                                  w("tv", (150, 150, 700, 250), "Business tools", None, None),
                                  w("sv", (0, 260, 1080, 2400), None, None, None, scroll=True)]
        for i, (t, sub) in enumerate(rows):
            y = 290 + i * 190
            els += [w("ll", (0, y, 1080, y + 190), None, None, None, click=True),
                    w("tv", (170, y + 36, 1040, y + 96), t, None, "title"),
                    w("tv", (170, y + 100, 1040, y + 150), sub, None, "subtitle")]
        return els

    def qr_list(clock: str, batt: int, rs_: list[tuple[str, str]]) -> Els:
        els = bar(clock, batt) + [w("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
                                  w("tv", (150, 150, 700, 250), "Quick replies", None, None),
                                  w("lv", (0, 260, 1080, 2400), None, None, "list", scroll=True)]
        for i, (sc, msg) in enumerate(rs_):
            y = 280 + i * 230
            els += [w("ll", (0, y, 1080, y + 230), None, None, "quick_reply_row", click=True, long=True),
                    w("tv", (56, y + 30, 1000, y + 90), sc, None, "quick_reply_shortcut"),
                    w("tv", (56, y + 96, 1000, y + 200), msg, None, "quick_reply_content")]
        els.append(w("ib", (880, 2192, 1040, 2352), None, "Add quick reply", "fab", click=True))
        return els

    def qr_edit(clock: str, batt: int, sc: str, focus: bool) -> Els:
        return bar(clock, batt) + [
            w("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            w("tv", (150, 150, 700, 250), "Edit quick reply", None, None),
            w("tv", (820, 140, 1052, 252), "SAVE", None, "menuitem_save", click=True),
            w("tv", (56, 290, 1024, 340), "Message", None, None),
            w("et", (56, 346, 1024, 560), hours_msg, None, "quick_reply_settings_edit_content", click=True, edit=True),
            w("ib", (940, 580, 1040, 680), None, "Attach media", "quick_reply_settings_attach", click=True),
            w("tv", (56, 720, 1024, 770), "Shortcut", None, None),
            w("tv", (56, 780, 100, 880), "/", None, None),
            w("et", (100, 776, 1024, 884), sc, None, "quick_reply_settings_edit_title", click=True, edit=True, focused=focus, hint="Shortcut"),
            w("tv", (56, 900, 1024, 1000), "Type “/” in a chat to find this reply. Shortcuts can't contain spaces.", None, None),
            w("tv", (56, 1040, 1024, 1090), "Keywords", None, None),
            w("et", (56, 1096, 1024, 1204), "opening, monday, hours", None, "quick_reply_settings_edit_keywords", click=True, edit=True)]

    def chat(clock: str, batt: int, compose: str, popup: list[tuple[str, str]] | None) -> Els:
        els = bar(clock, batt) + [
            w("ib", (16, 140, 128, 252), None, "Navigate up", "back", click=True),
            w("iv", (136, 150, 228, 242), None, "Jakob Persson", "conversation_contact_photo"),
            w("tv", (244, 146, 640, 206), "Jakob Persson", None, "conversation_contact_name", click=True),
            w("tv", (244, 206, 640, 246), "last seen yesterday at 21:37", None, "conversation_contact_status"),
            w("tv", (700, 140, 812, 252), None, "Video call", "menuitem_video_call", click=True),
            w("tv", (820, 140, 932, 252), None, "Voice call", "menuitem_call", click=True),
            w("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            w("lv", (0, 260, 1080, 2200), None, None, "conversation_list", scroll=True),
            w("tv", (420, 300, 660, 360), "THURSDAY", None, "conversation_row_date_divider"),
            w("tv", (40, 400, 860, 560), "Hi! Is the shop open on Monday? Want to pick up order #2291", None, "message_text", long=True),
            w("tv", (700, 560, 860, 600), "16:48", None, "date")]
        if popup is not None:
            els.append(w("lv", (24, 1480, 1056, 2200), None, None, "quick_reply_list", scroll=True))
            for i, (sc, msg) in enumerate(popup):
                y = 1490 + i * 175
                els += [w("ll", (24, y, 1056, y + 175), None, None, "quick_reply_row", click=True),
                        w("tv", (64, y + 20, 1020, y + 76), sc, None, "quick_reply_shortcut"),
                        w("tv", (64, y + 80, 1020, y + 150), msg, None, "quick_reply_content")]
        els += [w("ib", (24, 2210, 136, 2322), None, "Emoji", "emoji_picker_btn", click=True),
                w("et", (140, 2200, 760, 2332), compose or None, None, "entry", click=True, edit=True, focused=bool(compose), hint="Message"),
                w("ib", (764, 2210, 876, 2322), None, "Attach", "input_attach_button", click=True),
                w("ib", (900, 2200, 1056, 2340), None, "Send" if compose else "Voice message", "send", click=True)]
        return els

    renamed = [(("/openhours", m) if sc == "/hours" else (sc, m)) for sc, m in replies]
    menu = [w("lv", (560, 140, 1052, 1280), None, None, None)] + [
        w("tv", (560, 140 + i * 140, 1052, 280 + i * 140), o, None, "title", click=True)
        for i, o in enumerate(["Advertise", "Business tools", "New group", "New broadcast", "Labels", "Linked devices", "Starred messages", "Settings"])]
    f = Flow(chats("10:16", 54))
    f.do("click", chats("10:16", 54) + menu, "More options")
    f.do("click", tools("10:16", 54), "Business tools")
    f.do("click", qr_list("10:16", 54, replies), "Quick replies")
    f.do("click", qr_edit("10:17", 54, "hours", False), "/hours")
    f.do("input_text", qr_edit("10:17", 54, "openhours", True), "Shortcut", cls="et", text="openhours")
    f.do("click", qr_list("10:17", 53, renamed), "SAVE")
    f.do("navigate_back", tools("10:18", 53))
    f.do("navigate_back", chats("10:18", 53))
    f.do("click", chat("10:18", 53, "", None), "Jakob Persson")
    stale = sorted(replies, key=lambda r: r[0])
    f.do("input_text", chat("10:19", 53, "/", stale), "Message", text="/")
    f.do("click", chat("10:19", 53, hours_msg, None), "We're open Tue–Sat 10:00–18:00 and Sun 11:00–16:00. Closed Mondays.")
    rs.add(task="android", tid="h44-android-12", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=10,
           kind="quick reply renamed by the agent is suggested under its old shortcut")


# Google Drive: bad
def t13_drive(rs: RowSet) -> None:
    P = "com.google.android.apps.docs"
    d = App(P)
    items = [("Apartment", "Folder", "Modified May 29, 2024"), ("Archive 2022", "Folder", "Modified Jan 8, 2023"),
             ("Photos – Lisbon", "Folder", "Modified Apr 14, 2024"), ("Receipts", "Folder", "Modified Jun 11, 2024"),
             ("Work", "Folder", "Modified Jun 7, 2024"), ("Budget 2024", "Google Sheets", "Modified Jun 12, 2024"),
             ("CV_Marta_Lind_2024.pdf", "PDF", "Modified Mar 3, 2024"), ("Lease_2023-signed.pdf", "PDF", "Modified Jun 3, 2024"),
             ("Passport scan.jpg", "Image", "Modified Feb 19, 2024")]

    def nav(sel: str) -> Els:
        return [d("fl", (0, 2200, 1080, 2400), None, None, "bottom_navigation")] + [
            d("fl", (i * 270, 2200, (i + 1) * 270, 2400), n, n, None, click=True, selected=n == sel)
            for i, n in enumerate(["Home", "Starred", "Shared", "Files"])]

    def files(clock: str, batt: int, its: list[tuple[str, str, str]]) -> Els:
        els = bar(clock, batt) + [
            d("fl", (32, 140, 1048, 262), None, None, "search_bar"),
            d("ib", (48, 150, 150, 252), None, "Open navigation drawer", None, click=True),
            d("tv", (170, 160, 800, 242), "Search in Drive", None, "search_bar_text", click=True),
            d("ib", (920, 150, 1030, 252), None, "Account and settings.", "og_apd_internal_image_view", click=True),
            d("hsv", (0, 270, 1080, 380), None, None, "tab_layout")] + [
            d("ll", (i * 540, 270, (i + 1) * 540, 380), n, n, None, click=True, selected=n == "My Drive")
            for i, n in enumerate(["My Drive", "Computers"])] + [
            d("tv", (40, 400, 400, 470), "Name", "Sort by Name, ascending", "sort_button", click=True),
            d("ib", (940, 390, 1040, 480), None, "Switch to grid layout", "layout_toggle", click=True),
            d("rv", (0, 490, 1080, 2200), None, None, "doc_list_recycler_view", scroll=True)]
        for i, (n, kind, mod) in enumerate(its):
            y = 500 + i * 170
            if y > 2040:
                break
            els += [d("ll", (0, y, 1080, y + 170), None, f"{n}, {kind}", "doc_entry_root", click=True, long=True),
                    d("iv", (40, y + 45, 120, y + 125), None, kind, "doc_icon"),
                    d("tv", (160, y + 30, 900, y + 90), n, None, "title"),
                    d("tv", (160, y + 94, 900, y + 144), mod, None, "subtitle"),
                    d("ib", (940, y + 35, 1040, y + 135), None, f"More actions for {n}", "more_actions_button", click=True)]
        els.append(d("ib", (880, 2030, 1040, 2180), None, "Create new", "extended_fab", click=True))
        return els + nav("Files")

    sheet = [d("fl", (0, 1500, 1080, 2400), None, None, "design_bottom_sheet"),
             d("tv", (56, 1540, 1000, 1610), "Create new", None, "title")] + [
        d("tv", (60 + (i % 3) * 330, 1660 + (i // 3) * 300, 360 + (i % 3) * 330, 1920 + (i // 3) * 300), n, None, None, click=True)
        for i, n in enumerate(["Folder", "Upload", "Scan", "Google Docs", "Google Sheets", "Google Slides"])]

    def folder_dlg(clock: str, batt: int, name: str) -> Els:
        return files(clock, batt, items) + [
            d("fl", (80, 860, 1000, 1440), None, None, "parentPanel"),
            d("tv", (140, 910, 940, 990), "New folder", None, "alertTitle"),
            d("et", (140, 1030, 940, 1150), name, None, "edit_text", click=True, edit=True, focused=True),
            d("btn", (500, 1300, 700, 1400), "Cancel", None, "button2", click=True),
            d("btn", (720, 1300, 940, 1400), "Create", None, "button1", click=True)]

    starred = [("Budget 2024", "Google Sheets", "Modified Jun 12, 2024"), ("Lease_2023-signed.pdf", "PDF", "Modified Jun 3, 2024"),
               ("Passport scan.jpg", "Image", "Modified Feb 19, 2024")]

    def starred_screen(clock: str, batt: int) -> Els:
        els = bar(clock, batt) + [
            d("fl", (32, 140, 1048, 262), None, None, "search_bar"),
            d("ib", (48, 150, 150, 252), None, "Open navigation drawer", None, click=True),
            d("tv", (170, 160, 800, 242), "Search in Drive", None, "search_bar_text", click=True),
            d("ib", (920, 150, 1030, 252), None, "Account and settings.", "og_apd_internal_image_view", click=True),
            d("tv", (40, 290, 600, 360), "Starred", None, "title"),
            d("rv", (0, 380, 1080, 2200), None, None, "doc_list_recycler_view", scroll=True)]
        for i, (n, kind, mod) in enumerate(starred):
            y = 390 + i * 170
            els += [d("ll", (0, y, 1080, y + 170), None, f"{n}, {kind}", "doc_entry_root", click=True, long=True),
                    d("iv", (40, y + 45, 120, y + 125), None, kind, "doc_icon"),
                    d("tv", (160, y + 30, 900, y + 90), n, None, "title"),
                    d("tv", (160, y + 94, 900, y + 144), mod, None, "subtitle"),
                    d("ib", (940, y + 35, 1040, y + 135), None, f"More actions for {n}", "more_actions_button", click=True)]
        return els + nav("Starred")

    def viewer(clock: str, batt: int) -> Els:
        return bar(clock, batt) + [
            d("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            d("tv", (150, 150, 700, 250), "Lease_2023-signed.pdf", None, "title"),
            d("tv", (700, 140, 812, 252), None, "Open with", "open_with", click=True),
            d("tv", (820, 140, 932, 252), None, "Share", "share", click=True),
            d("ib", (940, 140, 1052, 252), None, "More actions", None, click=True),
            d("v", (0, 260, 1080, 2400), None, "PDF document, page 1 of 7", "pdf_view", scroll=True),
            d("tv", (60, 420, 1020, 520), "HYRESKONTRAKT FÖR BOSTADSLÄGENHET", None, None),
            d("tv", (60, 560, 1020, 760), "Hyresvärd: Fastighets AB Tegnér, org.nr 556677-1234. Hyresgäst: Marta Lind, 870412-XXXX.", None, None),
            d("tv", (60, 800, 1020, 960), "Lägenhet: Tegnérgatan 14, 3 tr, lgh nr 1203, 2 rum och kök, 54 m².", None, None),
            d("tv", (420, 2240, 660, 2300), "1 / 7", None, "page_indicator")]

    more = [d("fl", (0, 860, 1080, 2400), None, None, "design_bottom_sheet"),
            d("tv", (56, 890, 1000, 960), "Lease_2023-signed.pdf", None, "title")] + [
        d("tv", (0, 990 + i * 118, 1080, 1108 + i * 118), o, None, None, click=True)
        for i, o in enumerate(["Share", "Copy link", "Make available offline", "Send a copy", "Download", "Print",
                               "Rename", "Remove from Starred", "Details & activity", "Move"])]

    details = bar("15:37", 66) + [
        d("ib", (16, 140, 128, 252), None, "Close", None, click=True),
        d("tv", (150, 150, 900, 250), "Lease_2023-signed.pdf", None, "title"),
        d("hsv", (0, 270, 1080, 380), None, None, "tabs")] + [
        d("ll", (i * 540, 270, (i + 1) * 540, 380), n, n, None, click=True, selected=n == "Details")
        for i, n in enumerate(["Details", "Activity"])] + [
        d("sv", (0, 380, 1080, 2400), None, None, None, scroll=True),
        d("tv", (56, 420, 1024, 480), "Who has access", None, None),
        d("tv", (56, 490, 1024, 550), "Not shared", None, None),
        d("btn", (56, 570, 400, 660), "Manage access", None, None, click=True)] + [
        e for i, (k_, v) in enumerate([("Type", "PDF"), ("Size", "2.4 MB"), ("Storage used", "2.4 MB"), ("Location", "My Drive"),
                                       ("Owner", "me"), ("Modified", "Jun 3, 2024 by me"), ("Opened", "Jun 15, 2024 by me"), ("Created", "Aug 28, 2023")])
        for e in (d("tv", (56, 720 + i * 160, 1024, 776 + i * 160), k_, None, None),
                  d("tv", (56, 780 + i * 160, 1024, 840 + i * 160), v, None, None))]
    f = Flow(files("15:34", 67, items))
    f.do("click", files("15:34", 67, items) + sheet, "Create new")
    f.do("click", folder_dlg("15:34", 67, "Untitled folder"), "Folder", cls="tv")
    f.do("input_text", folder_dlg("15:35", 67, "Tax 2024"), "#edit_text", text="Tax 2024")
    f.do("click", files("15:35", 67, items), "Create")
    f.do("click", starred_screen("15:35", 67), "Starred", cls="fl")
    f.do("click", viewer("15:36", 67), "Lease_2023-signed.pdf", cls="tv")
    f.do("click", viewer("15:36", 66) + more, "More actions")
    f.do("click", details, "Details & activity")
    rs.add(task="android", tid="h44-android-13", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=4,
           kind="folder the agent just created is missing from My Drive")


# Organic Maps: clean
def t14_organicmaps(rs: RowSet) -> None:
    P = "app.organicmaps"
    o = App(P)
    favs = [("Kaffebar Sankt Paul", "Café", "350 m", "0.2 mi"), ("Systembolaget Folkungagatan", "Alcohol shop", "620 m", "0.4 mi"),
            ("Skinnarviksberget", "Viewpoint", "1.1 km", "0.7 mi"), ("Hermans", "Vegetarian restaurant", "1.4 km", "0.9 mi"),
            ("Fotografiska", "Museum", "1.8 km", "1.1 mi"), ("Tantolunden", "Park", "1.9 km", "1.2 mi"),
            ("Stockholm Central Station", "Railway station", "2.7 km", "1.7 mi"), ("Rosendals Trädgård", "Garden", "4.6 km", "2.9 mi"),
            ("Arlanda Airport", "Airport", "41 km", "25 mi")]

    def fav_list(clock: str, batt: int, imperial: bool) -> Els:
        els = bar(clock, batt) + [
            o("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            o("tv", (150, 150, 700, 250), "Favorites", None, None),
            o("tv", (820, 140, 932, 252), None, "Search", "menu_search", click=True),
            o("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            o("rv", (0, 260, 1080, 2400), None, None, "recycler", scroll=True),
            o("tv", (56, 280, 1024, 340), "9 bookmarks", None, "description"),
            o("tv", (56, 370, 600, 430), "Bookmarks", None, "text")]
        for i, (n, kind, km, mi) in enumerate(favs):
            y = 450 + i * 190
            els += [o("rl", (0, y, 1080, y + 190), None, None, None, click=True, long=True),
                    o("iv", (40, y + 50, 130, y + 140), None, None, "iv__bookmark_color"),
                    o("tv", (160, y + 36, 860, y + 96), n, None, "tv__bookmark_name"),
                    o("tv", (160, y + 100, 860, y + 150), kind, None, "tv__bookmark_type"),
                    o("tv", (870, y + 60, 1040, y + 120), mi if imperial else km, None, "tv__bookmark_distance"),
                    o("ib", (960, y + 120, 1040, y + 180), None, "More", "ib__more", click=True)]
        return els

    def lists(clock: str, batt: int) -> Els:
        rows = [("Favorites", "9 bookmarks"), ("Lisbon 2024", "14 bookmarks"), ("Hiking Jämtland", "6 bookmarks, 3 tracks"),
                ("Food to try", "11 bookmarks")]
        els = bar(clock, batt) + [
            o("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            o("tv", (150, 150, 800, 250), "Bookmarks and tracks", None, None),
            o("rv", (0, 260, 1080, 2400), None, None, "recycler", scroll=True),
            o("tv", (56, 280, 600, 340), "Lists", None, "text"),
            o("tv", (600, 280, 1024, 340), "Hide all", None, "button", click=True)]
        for i, (n, sub) in enumerate(rows):
            y = 360 + i * 190
            els += [o("rl", (0, y, 1080, y + 190), None, None, None, click=True, long=True),
                    o("iv", (40, y + 50, 130, y + 140), None, "Hide", "checkbox", click=True),
                    o("tv", (160, y + 36, 860, y + 96), n, None, "name"),
                    o("tv", (160, y + 100, 860, y + 150), sub, None, "size"),
                    o("ib", (940, y + 45, 1040, y + 145), None, "More", "more", click=True)]
        els += [o("tv", (160, 1160, 1024, 1260), "Create a new list", None, None, click=True),
                o("tv", (160, 1260, 1024, 1360), "Import bookmarks and tracks", None, None, click=True),
                o("tv", (160, 1360, 1024, 1460), "Export all bookmarks and tracks", None, None, click=True)]
        return els

    def mapview(clock: str, batt: int, scale: str, menu: bool = False) -> Els:
        els = bar(clock, batt) + [
            o("v", (0, 0, 1080, 2400), None, "Map", "map", click=True, long=True),
            o("ib", (40, 140, 180, 280), None, "Search", "search_button", click=True),
            o("ib", (900, 980, 1040, 1120), None, "Zoom in", "nav_zoom_in", click=True),
            o("ib", (900, 1140, 1040, 1280), None, "Zoom out", "nav_zoom_out", click=True),
            o("ib", (900, 1400, 1040, 1540), None, "My position", "my_position", click=True),
            o("tv", (40, 1940, 300, 2000), scale, None, "ruler"),
            o("ib", (40, 2230, 200, 2370), None, "Search", "search", click=True),
            o("ib", (240, 2230, 400, 2370), None, "Bookmarks and tracks", "bookmarks", click=True),
            o("ib", (680, 2230, 840, 2370), None, "Route", "routing", click=True),
            o("ib", (880, 2230, 1040, 2370), None, "Menu", "menu", click=True)]
        if menu:
            els += [o("fl", (0, 1360, 1080, 2220), None, None, "main_menu")] + [
                o("tv", (40 + (i % 3) * 340, 1400 + (i // 3) * 260, 360 + (i % 3) * 340, 1620 + (i // 3) * 260), n, None, None, click=True)
                for i, n in enumerate(["Download maps", "Settings", "Share My Location", "Help", "Donate", "Subway"])]
        return els

    def settings(clock: str, batt: int, units: str, dialog: bool = False) -> Els:
        rows = [("GENERAL", None), ("Measurement units", units), ("Map language", "Local"), ("Font size on the map", "Normal"),
                ("3D buildings", "on"), ("Show on the map", None), ("Map styles", "Auto"), ("Speed cameras", "Auto"),
                ("Keep screen on", "off"), ("Power saving mode", "Never")]
        els = bar(clock, batt) + [o("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
                                  o("tv", (150, 150, 700, 250), "Settings", None, None),
                                  o("rv", (0, 260, 1080, 2400), None, None, "recycler_view", scroll=True)]
        y = 280
        for t, v in rows:
            if v is None:
                els.append(o("tv", (56, y + 20, 1000, y + 80), t, None, "title"))
                y += 100
                continue
            els += [o("ll", (0, y, 1080, y + 160), None, None, None, click=True),
                    o("tv", (56, y + 30, 880, y + 86), t, None, "title")]
            if v in ("on", "off"):
                els.append(o("sw", (900, y + 40, 1040, y + 120), None, None, "switchWidget", click=True, checkable=True, checked=v == "on"))
            else:
                els.append(o("tv", (56, y + 90, 880, y + 140), v, None, "summary"))
            y += 160
        if dialog:
            els += [o("fl", (80, 900, 1000, 1500), None, None, "parentPanel"),
                    o("tv", (140, 950, 940, 1030), "Measurement units", None, "alertTitle"),
                    o("ctv", (80, 1070, 1000, 1210), "Metric", None, "text1", click=True, checkable=True, checked=units == "Metric"),
                    o("ctv", (80, 1210, 1000, 1350), "Imperial (foot)", None, "text1", click=True, checkable=True, checked=units != "Metric"),
                    o("btn", (740, 1380, 940, 1480), "Cancel", None, "button2", click=True)]
        return els

    f = Flow(fav_list("13:05", 80, False))
    f.do("navigate_back", lists("13:05", 80))
    f.do("navigate_back", mapview("13:05", 80, "200 m"))
    f.do("click", mapview("13:05", 80, "200 m", menu=True), "Menu")
    f.do("click", settings("13:06", 80, "Metric"), "Settings")
    f.do("click", settings("13:06", 80, "Metric", dialog=True), "Measurement units")
    f.do("click", settings("13:06", 79, "Imperial (foot)"), "Imperial (foot)")
    f.do("navigate_back", mapview("13:07", 79, "500 ft"))
    f.do("click", lists("13:07", 79), "Bookmarks and tracks")
    f.do("click", fav_list("13:07", 79, True), "Favorites")
    rs.add(task="android", tid="h44-android-14", system=SYSTEM, turns=f.turns, state=f.state)


# AntennaPod: clean
def t15_antennapod(rs: RowSet) -> None:
    P = "de.danoeh.antennapod"
    a = App(P)
    queue = [("458. The Fall of Constantinople (Part 1)", "The Rest Is History", "Jun 13", "58:41", "downloaded"),
             ("The Unnatural Selection", "Radiolab", "Jun 14", "51:10", "remote"),
             ("590- The Smell of Rain", "99% Invisible", "Jun 11", "38:22", "downloaded"),
             ("Sommarpratare: Lena Philipsson", "Sommar & Vinter i P1", "Jun 10", "1:27:04", "remote"),
             ("How the Silk Road Really Worked", "Odd Lots", "Jun 9", "44:57", "downloaded"),
             ("The Billion-Dollar Sandwich", "Planet Money", "Jun 7", "26:13", "remote")]

    def icons(playing: bool) -> tuple[str, ...]:
        return ("AntennaPod: The Unnatural Selection",) if playing else ()

    def queue_screen(clock: str, batt: int, radiolab: str, player: str | None) -> Els:
        els = bar(clock, batt, icons(player is not None)) + [
            a("ib", (16, 140, 128, 252), None, "Open menu", None, click=True),
            a("tv", (150, 150, 600, 250), "Queue", None, None),
            a("tv", (700, 140, 812, 252), None, "Refresh", "refresh_item", click=True),
            a("tv", (820, 140, 932, 252), None, "Search", "action_search", click=True),
            a("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            a("tv", (56, 270, 1024, 330), "6 episodes · Time left: 5 hours 6 minutes", None, "info_bar"),
            a("rv", (0, 340, 1080, 2040 if player else 2400), None, None, "recyclerView", scroll=True)]
        for i, (t, pod, date, dur, st) in enumerate(queue):
            y = 350 + i * 240
            if pod == "Radiolab":
                st = radiolab
            els += [a("fl", (0, y, 1080, y + 240), None, None, "container", click=True, long=True),
                    a("iv", (40, y + 40, 200, y + 200), None, pod, "imgvCover"),
                    a("tv", (230, y + 30, 880, y + 80), pod, None, "txtvPodcast"),
                    a("tv", (230, y + 84, 880, y + 170), t, None, "txtvTitle"),
                    a("tv", (230, y + 176, 500, y + 220), date, None, "txtvPubDate"),
                    a("tv", (600, y + 176, 880, y + 220), dur, None, "txtvDuration")]
            if st.startswith("downloading"):
                els += [a("pb", (900, y + 70, 1040, y + 170), None, st.split(":", 1)[1], "progressBar"),
                        a("ib", (900, y + 70, 1040, y + 170), None, "Cancel download", "secondaryActionButton", click=True)]
            elif st == "remote":
                els.append(a("ib", (900, y + 70, 1040, y + 170), None, "Download", "secondaryActionButton", click=True))
            elif st == "playing":
                els.append(a("ib", (900, y + 70, 1040, y + 170), None, "Pause", "secondaryActionButton", click=True))
            else:
                els.append(a("ib", (900, y + 70, 1040, y + 170), None, "Play", "secondaryActionButton", click=True))
        if player:
            els += [a("fl", (0, 2040, 1080, 2200), None, None, "fragmentContainer", click=True),
                    a("iv", (24, 2056, 152, 2184), None, "Radiolab", "imgvCover"),
                    a("tv", (180, 2060, 860, 2120), "The Unnatural Selection", None, "txtvTitle"),
                    a("tv", (180, 2124, 860, 2180), player, None, "txtvAuthor"),
                    a("ib", (900, 2060, 1040, 2180), None, "Pause", "butPlay", click=True)]
        els += [a("fl", (0, 2200, 1080, 2400), None, None, "bottomNavigationView")] + [
            a("fl", (i * 216, 2200, (i + 1) * 216, 2400), n, n, None, click=True, selected=n == "Queue")
            for i, n in enumerate(["Home", "Queue", "Inbox", "Episodes", "Subscriptions"])]
        return els

    def player(clock: str, batt: int, pos: str, left: str, speed: str, dialog: bool = False) -> Els:
        els = bar(clock, batt, icons(True)) + [
            a("ib", (16, 140, 128, 252), None, "Minimize", "butCollapse", click=True),
            a("ib", (700, 140, 812, 252), None, "Sleep timer", "set_sleeptimer_item", click=True),
            a("ib", (820, 140, 932, 252), None, "Share", "share_item", click=True),
            a("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            a("iv", (140, 300, 940, 1100), None, "Radiolab", "imgvCover"),
            a("tv", (56, 1160, 1024, 1240), "The Unnatural Selection", None, "txtvEpisodeTitle"),
            a("tv", (56, 1246, 1024, 1300), "Radiolab", None, "txtvPodcastTitle"),
            a("tv", (56, 1340, 1024, 1400), "Chapter 1: Cold open", None, "txtvChapterTitle", click=True),
            a("sb", (40, 1440, 1040, 1520), None, None, "sbPosition", click=True),
            a("tv", (56, 1530, 300, 1590), pos, None, "txtvPosition"),
            a("tv", (780, 1530, 1024, 1590), left, None, "txtvLength", click=True),
            a("tv", (70, 1700, 230, 1860), speed, "Playback speed", "butPlaybackSpeed", click=True),
            a("ib", (260, 1700, 420, 1860), None, "Rewind", "butRev", click=True),
            a("tv", (270, 1860, 410, 1910), "10", None, "txtvRev"),
            a("ib", (460, 1680, 620, 1880), None, "Pause", "butPlay", click=True),
            a("ib", (660, 1700, 820, 1860), None, "Fast forward", "butFF", click=True),
            a("tv", (670, 1860, 810, 1910), "30", None, "txtvFF"),
            a("ib", (850, 1700, 1010, 1860), None, "Skip episode", "butSkip", click=True)]
        if dialog:
            els += [a("fl", (0, 1300, 1080, 2400), None, None, "design_bottom_sheet"),
                    a("tv", (56, 1340, 1024, 1410), "Playback speed", None, None),
                    a("ib", (40, 1440, 160, 1560), None, "Decrease speed", "butDecSpeed", click=True),
                    a("tv", (440, 1450, 640, 1550), speed, None, "txtvSpeed"),
                    a("ib", (920, 1440, 1040, 1560), None, "Increase speed", "butIncSpeed", click=True),
                    a("sb", (160, 1460, 920, 1540), None, None, "sbSpeed")] + [
                a("btn", (40 + i * 200, 1600, 220 + i * 200, 1700), sp, None, "chip", click=True, checkable=True, checked=sp == speed.rstrip("x"))
                for i, sp in enumerate(["0.75", "1.00", "1.25", "1.50", "2.00"])] + [
                a("cb", (40, 1740, 1040, 1840), "Skip silence", None, "skipSilence", click=True, checkable=True)]
        return els

    f = Flow(queue_screen("07:45", 94, "remote", None))
    f.do("click", queue_screen("07:45", 94, "downloading:12%", None), "Download")
    f.do("wait", queue_screen("07:46", 94, "downloaded", None))
    f.do("click", queue_screen("07:46", 94, "playing", "Radiolab"), "Play", nth=1)
    f.do("click", player("07:47", 93, "0:41", "-50:29", "1.00x"), "#fragmentContainer")
    f.do("click", player("07:47", 93, "1:16", "-49:54", "1.00x"), "Fast forward")
    f.do("click", player("07:47", 93, "1:22", "-49:48", "1.00x", dialog=True), "Playback speed")
    f.do("click", player("07:48", 93, "1:31", "-49:39", "1.50x", dialog=True), "1.50")
    rs.add(task="android", tid="h44-android-15", system=SYSTEM, turns=f.turns, state=f.state)


# Telegram: bad
def t16_telegram(rs: RowSet) -> None:
    P = "org.telegram.messenger"
    t = App(P)

    def chat_list(clock: str, batt: int, rows: list[tuple[str, str, str, int, str]]) -> Els:
        els = bar(clock, batt) + [
            t("ib", (16, 140, 128, 252), None, "Open navigation menu", None, click=True),
            t("tv", (150, 150, 700, 250), "Telegram", None, None),
            t("ib", (940, 140, 1052, 252), None, "Search", None, click=True),
            t("v", (0, 260, 1080, 2400), None, None, None, scroll=True)]
        for i, (n, snip, when, unread, flags) in enumerate(rows):
            y = 270 + i * 190
            desc = n + (", muted" if "m" in flags else "") + (", pinned" if "p" in flags else "") + (f", {unread} unread messages" if unread else "")
            els += [t("v", (0, y, 1080, y + 190), None, desc, None, click=True, long=True),
                    t("tv", (190, y + 30, 820, y + 90), n, None, None),
                    t("tv", (190, y + 100, 940, y + 160), snip, None, None),
                    t("tv", (840, y + 30, 1040, y + 90), when, None, None)]
            if unread:
                els.append(t("tv", (950, y + 100, 1040, y + 160), str(unread), None, None))
            if "p" in flags:
                els.append(t("iv", (980, y + 100, 1040, y + 160), None, "Pinned", None))
        els.append(t("ib", (880, 2210, 1040, 2370), None, "New Message", None, click=True))
        return els

    def group(clock: str, batt: int, msgs: list[tuple[str, str, str, str]], compose: str, muted: bool) -> Els:
        els = bar(clock, batt) + [
            t("ib", (16, 140, 128, 252), None, "Go back", None, click=True),
            t("v", (136, 140, 760, 252), None, "Porto trip 🇵🇹", None, click=True),
            t("tv", (250, 146, 760, 206), "Porto trip 🇵🇹", None, None),
            t("tv", (250, 206, 760, 248), "4 members, 2 online", None, None)]
        if muted:
            els.append(t("iv", (700, 160, 740, 200), None, "Muted", None))
        els += [t("ib", (820, 140, 932, 252), None, "Call", None, click=True),
                t("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
                t("v", (0, 260, 1080, 2200), None, None, None, scroll=True),
                t("tv", (440, 290, 640, 340), "Today", None, None)]
        y = 370
        for who, body, when, ticks in msgs:
            x0, x1 = (40, 860) if who else (220, 1040)
            h = 130 + 50 * (len(body) // 34)
            desc = (f"{who}, " if who else "") + f"{body}, {when}" + (f", {ticks}" if ticks else "")
            els += [t("v", (x0, y, x1, y + h), None, desc, None, click=True, long=True)]
            if who:
                els.append(t("tv", (x0 + 30, y + 14, x1 - 30, y + 60), who, None, None))
            els += [t("tv", (x0 + 30, y + 60, x1 - 30, y + h - 50), body, None, None),
                    t("tv", (x1 - 200, y + h - 50, x1 - 30, y + h - 10), when, None, None)]
            y += h + 20
        els += [t("ib", (16, 2220, 128, 2332), None, "Emoji, stickers, and GIFs", None, click=True),
                t("et", (136, 2210, 820, 2340), compose or None, None, None, click=True, edit=True, focused=bool(compose), hint="Message"),
                t("ib", (830, 2220, 940, 2332), None, "Attach media", None, click=True)]
        els.append(t("ib", (944, 2210, 1060, 2340), None, "Send" if compose else "Record voice message", None, click=True))
        return els

    def info(clock: str, batt: int, notif: bool) -> Els:
        members = [("Marta Lind", "online", "owner"), ("Lukas Weber", "online", "admin"),
                   ("Ana Ruiz", "last seen recently", ""), ("Sofia Costa", "last seen at 12:10", "")]
        els = bar(clock, batt) + [
            t("ib", (16, 140, 128, 252), None, "Go back", None, click=True),
            t("ib", (820, 140, 932, 252), None, "Edit", None, click=True),
            t("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            t("v", (0, 260, 1080, 2400), None, None, None, scroll=True),
            t("iv", (40, 280, 220, 460), None, "Porto trip 🇵🇹", None),
            t("tv", (250, 300, 1000, 370), "Porto trip 🇵🇹", None, None),
            t("tv", (250, 380, 1000, 430), "4 members, 2 online", None, None),
            t("tv", (56, 520, 1024, 620), "Porto 26 Jun – 1 Jul · shared costs in Splitwise", None, None),
            t("tv", (56, 624, 1024, 670), "Description", None, None),
            t("v", (0, 700, 1080, 840), None, "Notifications, " + ("On" if notif else "Off"), None, click=True),
            t("tv", (56, 730, 800, 790), "Notifications", None, None),
            t("tv", (56, 790, 800, 830), "On" if notif else "Off", None, None),
            t("sw", (900, 735, 1040, 805), None, None, None, click=True, checkable=True, checked=notif)]
        for i, (n, lab) in enumerate([("Media", "23"), ("Files", "3"), ("Links", "5"), ("Voice messages", "2")]):
            y = 880 + i * 120
            els.append(t("tv", (56, y, 1024, y + 120), f"{lab} {n.lower()}" if n != "Voice messages" else "2 voice messages", None, None, click=True))
        els.append(t("tv", (56, 1380, 1024, 1440), "4 MEMBERS", None, None))
        for i, (n, st, role) in enumerate(members):
            y = 1460 + i * 170
            els += [t("v", (0, y, 1080, y + 170), None, f"{n}, {st}" + (f", {role}" if role else ""), None, click=True, long=True),
                    t("tv", (190, y + 30, 800, y + 90), n, None, None),
                    t("tv", (190, y + 94, 800, y + 144), st, None, None)]
            if role:
                els.append(t("tv", (860, y + 40, 1040, y + 100), role, None, None))
        return els

    def channel(clock: str, batt: int) -> Els:
        posts = [("Meetup next week: Rust in production at Klarna. RSVP link in the comments.", "1.4K", "Jun 12"),
                 ("Slides from the June meetup are up: github.com/techsthlm/slides", "1.1K", "Jun 13"),
                 ("Job board: 14 new positions this week (backend, SRE, data).", "982", "09:40"),
                 ("Meetup tonight at 18:00 at Epicenter, Mäster Samuelsgatan 36. Doors open 17:30 🍕", "612", "11:03")]
        els = bar(clock, batt) + [
            t("ib", (16, 140, 128, 252), None, "Go back", None, click=True),
            t("tv", (250, 146, 760, 206), "Tech Stockholm", None, None),
            t("tv", (250, 206, 760, 248), "8,214 subscribers", None, None),
            t("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            t("v", (0, 260, 1080, 2200), None, None, None, scroll=True)]
        y = 300
        for body, views, when in posts:
            h = 140 + 50 * (len(body) // 34)
            els += [t("v", (40, y, 1000, y + h), None, f"{body}, {views} views, {when}", None, click=True, long=True),
                    t("tv", (70, y + 30, 970, y + h - 60), body, None, None),
                    t("tv", (660, y + h - 56, 970, y + h - 14), f"👁 {views}  {when}", None, None)]
            y += h + 30
        els.append(t("btn", (0, 2210, 1080, 2350), "UNMUTE", None, None, click=True))
        return els

    def search(clock: str, batt: int) -> Els:
        people = ["Lukas Weber", "Ana Ruiz", "Dad", "Sofia Costa", "Elin"]
        recent = [("Porto trip 🇵🇹", "4 members"), ("Tech Stockholm", "8,214 subscribers"), ("BotFather", "bot"),
                  ("Lukas Weber", "online")]
        els = bar(clock, batt) + [
            t("ib", (16, 140, 128, 252), None, "Go back", None, click=True),
            t("et", (140, 150, 1000, 250), None, None, None, click=True, edit=True, focused=True, hint="Search"),
            t("hsv", (0, 270, 1080, 360), None, None, None)] + [
            t("tv", (30 + i * 210, 280, 220 + i * 210, 350), n, None, None, click=True, selected=n == "Chats")
            for i, n in enumerate(["Chats", "Media", "Links", "Files", "Music"])] + [
            t("tv", (56, 390, 600, 450), "People", None, None)] + [
            t("v", (20 + i * 210, 470, 210 + i * 210, 720), None, n, None, click=True) for i, n in enumerate(people)] + [
            t("tv", (56, 760, 600, 820), "Recent", None, None),
            t("tv", (700, 760, 1024, 820), "Clear", None, None, click=True)]
        for i, (n, sub) in enumerate(recent):
            y = 840 + i * 170
            els += [t("v", (0, y, 1080, y + 170), None, f"{n}, {sub}", None, click=True),
                    t("tv", (190, y + 30, 900, y + 90), n, None, None),
                    t("tv", (190, y + 94, 900, y + 144), sub, None, None)]
        return els

    def dad(clock: str, batt: int) -> Els:
        msgs = [("Did you book the flights to Lisbon?", "18:12", True), ("Yes! Wed 26th, 07:05 from Arlanda ✈️", "18:20", False),
                ("Call me when you land", "18:21", True)]
        els = bar(clock, batt) + [
            t("ib", (16, 140, 128, 252), None, "Go back", None, click=True),
            t("tv", (250, 146, 760, 206), "Dad", None, None),
            t("tv", (250, 206, 760, 248), "last seen recently", None, None),
            t("ib", (820, 140, 932, 252), None, "Call", None, click=True),
            t("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            t("v", (0, 260, 1080, 2200), None, None, None, scroll=True),
            t("tv", (400, 290, 680, 340), "Friday", None, None)]
        for i, (body, when, inc) in enumerate(msgs):
            y = 380 + i * 200
            x0, x1 = (40, 860) if inc else (220, 1040)
            els += [t("v", (x0, y, x1, y + 170), None, f"{body}, {when}", None, click=True, long=True),
                    t("tv", (x0 + 30, y + 24, x1 - 30, y + 110), body, None, None),
                    t("tv", (x1 - 200, y + 120, x1 - 30, y + 160), when, None, None)]
        els += [t("ib", (16, 2220, 128, 2332), None, "Emoji, stickers, and GIFs", None, click=True),
                t("et", (136, 2210, 820, 2340), None, None, None, click=True, edit=True, hint="Message"),
                t("ib", (830, 2220, 940, 2332), None, "Attach media", None, click=True),
                t("ib", (944, 2210, 1060, 2340), None, "Record voice message", None, click=True)]
        return els

    rows0 = [("Saved Messages", "📎 tinyurl.com/porto-tram-map", "Thu", 0, "p"),
             ("Porto trip 🇵🇹", "Lukas: 5 min walk to Bolhão station", "12:14", 3, ""),
             ("Tech Stockholm", "Meetup tonight at 18:00 at Epicenter, Mäster…", "11:03", 12, "m"),
             ("Ana Ruiz", "Te mando las fotos esta noche 📸", "09:52", 0, ""),
             ("Dad", "Call me when you land", "Fri", 0, ""),
             ("Lukas Weber", "ok 👍", "Fri", 0, ""),
             ("BotFather", "Done! Congratulations on your new bot.", "Jun 9", 0, ""),
             ("Sofia Costa", "Obrigada! See you in Porto 😊", "Jun 7", 0, ""),
             ("Telegram", "Login code: 61207. Do not give this code to anyone", "Jun 2", 0, "")]
    mine = "Great! I'll book the train Lisbon → Porto on the 27th"
    base = [("Lukas Weber", "I booked the Airbnb near Bolhão 🏠 3 bedrooms, €142/night", "12:02", ""),
            ("Sofia Costa", "Amazing!! Is it close to the metro?", "12:09", ""),
            ("Lukas Weber", "5 min walk to Bolhão station", "12:14", "")]
    sent = base + [("", mine, "12:31", "sent")]
    read = base + [("", mine, "12:31", "read"), ("Ana Ruiz", "Perfect, I'll join you in Lisbon then", "12:32", "")]
    porto_new = ("Porto trip 🇵🇹", "Ana: Perfect, I'll join you in Lisbon then", "12:32", 0, "m")
    rows1 = [rows0[0], porto_new] + rows0[2:]
    rows2 = [rows0[0], porto_new, ("Tech Stockholm", "Meetup tonight at 18:00 at Epicenter, Mäster…", "11:03", 0, "m")] + rows0[3:]
    rows3 = rows2[:3] + [("Ana Ruiz", "Te mando las fotos esta noche 📸", "09:25", 0, "")] + rows2[4:]
    f = Flow(chat_list("12:30", 61, rows0))
    f.do("click", group("12:30", 61, base, "", False), "Porto trip 🇵🇹", cls="v")
    f.do("input_text", group("12:31", 61, base, mine, False), "Message", text=mine)
    f.do("click", group("12:31", 61, sent, "", False), "Send")
    f.do("click", info("12:31", 61, True), "Porto trip 🇵🇹", cls="v")
    f.do("click", info("12:32", 60, False), "Notifications, On")
    f.do("navigate_back", group("12:32", 60, read, "", True))
    f.do("navigate_back", chat_list("12:33", 60, rows1))
    f.do("click", channel("12:33", 60), "Tech Stockholm", cls="tv")
    f.do("navigate_back", chat_list("12:34", 60, rows2))
    f.do("click", search("12:34", 60), "Search")
    f.do("navigate_back", chat_list("12:34", 60, rows3))
    f.do("click", dad("12:35", 60), "Dad", cls="tv")
    rs.add(task="android", tid="h44-android-16", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=11,
           kind="time of an untouched chat's last message moves back from 09:52 to 09:25")


# Joplin: clean
def t17_joplin(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    j = App(P)
    notes = [("Porto – day by day", False), ("Restaurants to try", False), ("Book Livraria Lello tickets", True),
             ("Train tickets", False), ("Budget", False), ("Phrasebook: Portuguese basics", False),
             ("Lisbon – Alfama walk", False), ("Packing list", False), ("Travel insurance", True)]
    body = ("CP Alfa Pendular 12:09 from Santa Apolónia, arr. Campanhã 15:01.\n"
            "2nd class ~€31 pp, saver fare if booked before Jun 20.\n- [ ] book 4 seats")

    def header(clock: str, batt: int, sel: bool = False) -> Els:
        if sel:
            return bar(clock, batt) + [
                j("vg", (16, 140, 128, 252), None, "Cancel selection", None, click=True),
                j("tv", (150, 150, 500, 250), "1 selected", None, None),
                j("vg", (700, 140, 812, 252), None, "Move to notebook", None, click=True),
                j("vg", (820, 140, 932, 252), None, "Delete", None, click=True),
                j("vg", (940, 140, 1052, 252), None, "Actions", None, click=True)]
        return bar(clock, batt) + [
            j("vg", (16, 140, 128, 252), None, "Toggle side menu", None, click=True),
            j("tv", (150, 150, 700, 250), "Trip planning", None, None),
            j("vg", (700, 140, 812, 252), None, "Search", None, click=True),
            j("vg", (820, 140, 932, 252), None, "Sort notes by", None, click=True),
            j("vg", (940, 140, 1052, 252), None, "Actions", None, click=True)]

    def listing(clock: str, batt: int, ns: list[tuple[str, bool]], sel: str | None = None, fab_open: bool = False) -> Els:
        els = header(clock, batt, sel is not None) + [j("sv", (0, 260, 1080, 2400), None, None, None, scroll=True)]
        for i, (n, todo) in enumerate(ns):
            y = 270 + i * 150
            els.append(j("vg", (0, y, 1080, y + 150), None, None, None, click=True, long=True, selected=n == sel))
            if todo:
                els.append(j("cb", (40, y + 40, 110, y + 110), None, None, None, click=True, checkable=True))
            els.append(j("tv", (130 if todo else 40, y + 40, 1040, y + 110), n, None, None))
        if fab_open:
            els += [j("vg", (520, 1840, 1040, 1960), None, "New to-do", None, click=True),
                    j("tv", (520, 1860, 860, 1940), "New to-do", None, None),
                    j("vg", (520, 1990, 1040, 2110), None, "New note", None, click=True),
                    j("tv", (520, 2010, 860, 2090), "New note", None, None)]
        if sel is None:
            els.append(j("vg", (880, 2192, 1040, 2352), None, "Add new", None, click=True))
        return els

    def editor(clock: str, batt: int, title: str, text: str, focus: str) -> Els:
        return bar(clock, batt) + [
            j("vg", (16, 140, 128, 252), None, "Back", None, click=True),
            j("vg", (580, 140, 692, 252), None, "Undo", None, click=True, enabled=bool(text)),
            j("vg", (700, 140, 812, 252), None, "Attach", None, click=True),
            j("vg", (820, 140, 932, 252), None, "Tags", None, click=True),
            j("vg", (940, 140, 1052, 252), None, "Actions", None, click=True),
            j("et", (40, 270, 1040, 380), title or None, None, None, click=True, edit=True, focused=focus == "title", hint="Add title"),
            j("v", (0, 390, 1080, 2200), None, None, None, scroll=True),
            j("et", (40, 400, 1040, 2180), text or None, None, None, click=True, edit=True, focused=focus == "body", hint="Type here…"),
            j("hsv", (0, 2200, 1080, 2320), None, None, None, scroll=True)] + [
            j("vg", (i * 135, 2210, (i + 1) * 135, 2310), None, d, None, click=True)
            for i, d in enumerate(["Bold", "Italic", "Link", "Code", "Checkbox", "Bulleted list", "Numbered list", "Heading"])]

    dlg = [j("vg", (80, 900, 1000, 1440), None, None, None),
           j("tv", (140, 960, 940, 1120), "Move 1 note to the trash? Notes in the trash are permanently deleted after 30 days.", None, None),
           j("btn", (500, 1300, 700, 1400), "CANCEL", None, None, click=True),
           j("btn", (740, 1300, 940, 1400), "OK", None, None, click=True)]
    T = "Lisbon → Porto trains"
    after = [(T, False)] + notes
    f = Flow(listing("20:21", 44, notes))
    f.do("click", listing("20:21", 44, notes, fab_open=True), "Add new")
    f.do("click", editor("20:21", 44, "", "", "title"), "New note", cls="vg")
    f.do("input_text", editor("20:22", 44, T, "", "title"), "Add title", text=T)
    f.do("input_text", editor("20:23", 43, T, body, "body"), "Type here…", text=body)
    f.do("navigate_back", listing("20:23", 43, after))
    f.do("long_press", listing("20:24", 43, after, sel="Budget"), "Budget", cls="tv")
    f.do("click", listing("20:24", 43, after, sel="Budget") + dlg, "Delete")
    f.do("click", listing("20:24", 43, [n for n in after if n[0] != "Budget"]), "OK")
    rs.add(task="android", tid="h44-android-17", system=SYSTEM, turns=f.turns, state=f.state)


# Uber: bad
def t18_uber(rs: RowSet) -> None:
    P = "com.ubercab"
    u = App(P)

    def home(clock: str, batt: int) -> Els:
        return bar(clock, batt) + [
            u("tv", (56, 150, 700, 250), "Uber", None, None),
            u("fl", (40, 290, 1040, 420), None, "Where to?", "ub__location_search_bar", click=True),
            u("tv", (110, 320, 700, 390), "Where to?", None, None),
            u("btn", (720, 310, 1020, 400), "Now", "Schedule a ride", None, click=True),
            u("ll", (0, 440, 1080, 600), None, "Home, Tegnérgatan 14", None, click=True),
            u("tv", (150, 460, 1000, 520), "Home", None, None),
            u("tv", (150, 524, 1000, 570), "Tegnérgatan 14, 113 58 Stockholm", None, None),
            u("ll", (0, 600, 1080, 760), None, "Work, Kungsgatan 8", None, click=True),
            u("tv", (150, 620, 1000, 680), "Work", None, None),
            u("tv", (150, 684, 1000, 730), "Kungsgatan 8, 111 43 Stockholm", None, None),
            u("tv", (56, 800, 700, 870), "Suggestions", None, None)] + [
            u("tv", (40 + i * 250, 900, 270 + i * 250, 1120), n, n, None, click=True)
            for i, n in enumerate(["Ride", "Reserve", "Courier", "Rent"])] + [
            u("fl", (0, 2200, 1080, 2400), None, None, "bottom_nav")] + [
            u("fl", (i * 270, 2200, (i + 1) * 270, 2400), n, n, None, click=True, selected=n == "Home")
            for i, n in enumerate(["Home", "Services", "Activity", "Account"])]

    def search(clock: str, batt: int, q: str) -> Els:
        els = bar(clock, batt) + [
            u("ib", (16, 140, 128, 252), None, "Back", None, click=True),
            u("tv", (150, 150, 700, 250), "Plan your ride", None, None),
            u("btn", (40, 270, 400, 350), "Pickup now", None, None, click=True),
            u("btn", (420, 270, 740, 350), "For me", None, None, click=True),
            u("et", (120, 380, 1040, 480), "Tegnérgatan 14", None, "pickup", click=True, edit=True),
            u("et", (120, 500, 1040, 600), q or None, None, "destination", click=True, edit=True, focused=True, hint="Where to?")]
        if not q:
            rows = [("Saved places", ""), ("Kungsgatan 8", "111 43 Stockholm"), ("Stockholm Central Station", "Centralplan 15, 111 20 Stockholm"),
                    ("Fotografiska", "Stadsgårdshamnen 22, 116 45 Stockholm")]
        else:
            rows = [("Stockholm Arlanda Airport (ARN)", "190 45 Stockholm-Arlanda · 41 km"),
                    ("Arlanda Terminal 5", "Terminal 5, 190 45 Stockholm-Arlanda · 42 km"),
                    ("Arlanda Express, Stockholm C", "Centralplan 17, 111 20 Stockholm · 2.7 km"),
                    ("Arlandastad", "195 61 Arlandastad · 37 km"),
                    ("Radisson Blu Sky City Hotel Arlanda", "Sky City, 190 45 Stockholm-Arlanda · 41 km")]
        for i, (n, sub) in enumerate(rows):
            y = 640 + i * 180
            els += [u("ll", (0, y, 1080, y + 180), None, f"{n}, {sub}" if sub else n, None, click=True),
                    u("tv", (150, y + 30, 1000, y + 90), n, None, None)]
            if sub:
                els.append(u("tv", (150, y + 94, 1000, y + 144), sub, None, None))
        return els

    def options(clock: str, batt: int) -> Els:
        rides = [("UberX", "4", "SEK 589", "13:44 dropoff · 4 min away"), ("Comfort", "4", "SEK 712", "13:44 dropoff · 6 min away"),
                 ("Green", "4", "SEK 601", "13:47 dropoff · 7 min away"), ("UberXL", "6", "SEK 845", "13:49 dropoff · 9 min away")]
        els = bar(clock, batt) + [
            u("ib", (16, 140, 128, 252), None, "Back", None, click=True),
            u("v", (0, 0, 1080, 1000), None, "Map showing route from Tegnérgatan 14 to Stockholm Arlanda Airport (ARN)", "map", click=True),
            u("tv", (40, 1020, 1040, 1090), "Choose a ride", None, None),
            u("rv", (0, 1100, 1080, 1960), None, None, "product_list", scroll=True)]
        for i, (n, seats, price, eta) in enumerate(rides):
            y = 1110 + i * 210
            els += [u("ll", (0, y, 1080, y + 210), None, f"{n}, {seats} seats, {price}, {eta}", None, click=True, selected=i == 0),
                    u("tv", (220, y + 30, 700, y + 90), n, None, None),
                    u("tv", (220, y + 96, 800, y + 150), eta, None, None),
                    u("tv", (800, y + 50, 1040, y + 110), price, None, None)]
        els += [u("ll", (0, 1970, 1080, 2080), None, "Payment, Visa ••••4417", None, click=True),
                u("tv", (150, 1990, 800, 2060), "Visa ••••4417", None, None),
                u("btn", (40, 2110, 1040, 2250), "Choose UberX", None, "confirm_button", click=True)]
        return els

    def pickup(clock: str, batt: int) -> Els:
        return bar(clock, batt) + [
            u("ib", (16, 140, 128, 252), None, "Back", None, click=True),
            u("v", (0, 0, 1080, 1700), None, "Map, pickup pin at Tegnérgatan 14", "map", click=True, long=True),
            u("tv", (40, 1740, 1040, 1810), "Confirm your pickup spot", None, None),
            u("tv", (40, 1830, 900, 1900), "Tegnérgatan 14", None, None),
            u("btn", (900, 1820, 1040, 1910), "Search", None, None, click=True),
            u("btn", (40, 2110, 1040, 2250), "Confirm pickup", None, "confirm_button", click=True)]

    def trip(clock: str, batt: int) -> Els:
        return bar(clock, batt, ("Uber: Ahmed is on the way",)) + [
            u("v", (0, 0, 1080, 1200), None, "Map showing driver location", "map", click=True),
            u("tv", (40, 1230, 800, 1310), "Meet at the pickup spot", None, None),
            u("tv", (820, 1230, 1040, 1310), "4 min", None, None),
            u("tv", (40, 1320, 1040, 1380), "Tegnérgatan 14", None, None),
            u("iv", (40, 1420, 200, 1580), None, "Driver photo", None),
            u("tv", (230, 1420, 700, 1480), "Ahmed", None, None),
            u("tv", (230, 1484, 700, 1530), "★ 4.93", None, None),
            u("tv", (700, 1420, 1040, 1480), "RKT 58L", None, None),
            u("tv", (700, 1484, 1040, 1530), "Gray Toyota Corolla", None, None),
            u("btn", (40, 1600, 760, 1700), "Send a message", None, None, click=True),
            u("ib", (800, 1600, 900, 1700), None, "Call", None, click=True),
            u("ib", (920, 1600, 1040, 1700), None, "Safety", None, click=True),
            u("ll", (0, 1740, 1080, 1860), None, "Share trip status", None, click=True),
            u("tv", (150, 1770, 1000, 1830), "Share trip status", None, None),
            u("ll", (0, 1860, 1080, 1980), None, "UberX · SEK 589 · Visa ••••4417", None, click=True),
            u("tv", (150, 1890, 1000, 1950), "UberX · SEK 589 · Visa ••••4417", None, None),
            u("btn", (40, 2110, 1040, 2250), "Cancel ride", None, None, click=True)]

    def share(clock: str, batt: int) -> Els:
        return trip(clock, batt) + [
            u("fl", (0, 1100, 1080, 2400), None, None, "design_bottom_sheet"),
            u("tv", (40, 1140, 1040, 1210), "Share trip status", None, None),
            u("tv", (40, 1220, 1040, 1330), "Let loved ones follow your route and see when you arrive.", None, None),
            u("ll", (40, 1360, 1040, 1500), None, "Ahmed, Gray Toyota Corolla, RKT 85L", None),
            u("tv", (200, 1380, 1000, 1440), "Ahmed · ★ 4.93", None, None),
            u("tv", (200, 1444, 1000, 1490), "Gray Toyota Corolla · RKT 85L", None, None),
            u("tv", (40, 1540, 1040, 1600), "Trusted contacts", None, None),
            u("ll", (0, 1620, 1080, 1780), None, "Elin Sandström, +46 73 551 20 87", None, click=True),
            u("tv", (150, 1640, 1000, 1700), "Elin Sandström", None, None),
            u("ll", (0, 1780, 1080, 1940), None, "Dad, +46 70 118 42 60", None, click=True),
            u("tv", (150, 1800, 1000, 1860), "Dad", None, None),
            u("btn", (40, 2000, 1040, 2140), "More sharing options", None, None, click=True)]

    def sharesheet(clock: str, batt: int) -> Els:
        a = App("android")
        return bar(clock, batt, ("Uber: Ahmed is on the way",)) + [
            a("fl", (0, 1000, 1080, 2400), None, None, "android:id/contentPanel"),
            a("tv", (56, 1040, 1024, 1240), "I'm taking an Uber to Stockholm Arlanda Airport (ARN). Follow my trip: https://trip.uber.com/Yq3dF8mLk2", None, "android:id/content_preview_text"),
            a("btn", (800, 1250, 1024, 1340), "Copy", None, "android:id/content_preview_text_copy_button", click=True)] + [
            a("tv", (30 + i * 255, 1400, 270 + i * 255, 1660), n, n, None, click=True)
            for i, n in enumerate(["Elin Sandström", "Dad", "Jonas Berg", "Hanna Lund"])] + [
            a("tv", (30 + i * 255, 1700, 270 + i * 255, 1960), n, n, None, click=True)
            for i, n in enumerate(["Messages", "WhatsApp", "Signal", "Gmail"])]

    f = Flow(home("13:02", 71))
    f.do("click", search("13:02", 71, ""), "Where to?", cls="fl")
    f.do("input_text", search("13:02", 71, "Arlanda"), "Where to?", cls="et", text="Arlanda")
    f.do("click", options("13:03", 71), "Stockholm Arlanda Airport (ARN)", cls="tv")
    f.do("click", pickup("13:03", 71), "Choose UberX")
    f.do("click", trip("13:04", 70), "Confirm pickup")
    f.do("click", share("13:04", 70), "Share trip status", cls="tv")
    f.do("click", sharesheet("13:05", 70), "More sharing options")
    rs.add(task="android", tid="h44-android-18", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=6,
           kind="driver's licence plate drifts between the trip card and the share sheet")


# Markor: clean
def t19_markor(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    m = App(P)
    content = ("# Porto 26 Jun – 1 Jul\n\n- 26/6: arrive 15:01 Campanhã, check in near Bolhão\n"
               "- 27/6: Livraria Lello 09:30 (tickets booked)\n- 28/6: day trip to the Douro valley\n")
    size_new = len(content.encode("utf-8"))
    files0 = [("archive", "Folder", True), ("journal", "Folder", True),
              ("ideas.md", "Jun 2, 2024 · 3.3 kB", False), ("packing-list.md", "Jun 13, 2024 · 1.9 kB", False),
              ("QuickNote.md", "Jun 15, 2024 · 1.4 kB", False), ("reading-notes.md", "Jun 11, 2024 · 8.9 kB", False),
              ("recipes.md", "May 30, 2024 · 14.2 kB", False), ("todo.txt", "Jun 15, 2024 · 612 B", False)]

    def browser(clock: str, batt: int, fs: list[tuple[str, str, bool]], sel: str | None = None, sort_menu: bool = False) -> Els:
        els = bar(clock, batt)
        if sel:
            els += [m("ib", (16, 140, 128, 252), None, "Done", "action_mode_close_button", click=True),
                    m("tv", (150, 150, 400, 250), "1", None, "action_bar_title"),
                    m("tv", (580, 140, 692, 252), None, "Rename", "action_rename_selected_item", click=True),
                    m("tv", (700, 140, 812, 252), None, "Move", "action_move_selected_items", click=True),
                    m("tv", (820, 140, 932, 252), None, "Delete", "action_delete_selected_items", click=True),
                    m("ib", (940, 140, 1052, 252), None, "More options", None, click=True)]
        else:
            els += [m("tv", (56, 150, 560, 250), "Markor", None, None),
                    m("tv", (580, 140, 692, 252), None, "Search", "action_search", click=True),
                    m("tv", (700, 140, 812, 252), None, "Sort by", "action_sort", click=True),
                    m("tv", (820, 140, 932, 252), None, "Go to", "action_go_to", click=True),
                    m("ib", (940, 140, 1052, 252), None, "More options", None, click=True)]
        els += [m("tv", (40, 260, 1040, 330), "/storage/emulated/0/Documents/markor", None, "ui__filesystem_dialog__current_folder"),
                m("rv", (0, 340, 1080, 2200), None, None, "ui__filesystem_dialog__list", scroll=True),
                m("ll", (0, 350, 1080, 490), None, None, None, click=True),
                m("tv", (150, 380, 1000, 450), "..", None, "ui__filesystem_item__title")]
        for i, (n, sub, folder) in enumerate(fs):
            y = 490 + i * 170
            els += [m("ll", (0, y, 1080, y + 170), None, None, None, click=True, long=True, selected=n == sel),
                    m("iv", (40, y + 45, 120, y + 125), None, "Folder" if folder else "File", "ui__filesystem_item__image"),
                    m("tv", (150, y + 30, 1000, y + 90), n, None, "ui__filesystem_item__title"),
                    m("tv", (150, y + 94, 1000, y + 144), sub, None, "ui__filesystem_item__description")]
        if not sel:
            els.append(m("ib", (880, 2030, 1040, 2180), None, "Create a new file", "fab_add_new_item", click=True))
        els += [m("fl", (0, 2200, 1080, 2400), None, None, "bottom_navigation_bar")] + [
            m("fl", (i * 270, 2200, (i + 1) * 270, 2400), n, n, None, click=True, selected=n == "Files")
            for i, n in enumerate(["Files", "To-Do", "QuickNote", "More"])]
        if sort_menu:
            els += [m("lv", (560, 140, 1052, 1000), None, None, None)] + [
                m("ctv", (560, 140 + i * 140, 1052, 280 + i * 140), o, None, "title", click=True, checkable=True, checked=o in ("Name", "Folders first"))
                for i, o in enumerate(["Name", "Date", "File size", "Mime type", "Reverse order", "Folders first"])]
        return els

    def newfile(clock: str, batt: int, name: str) -> Els:
        return browser(clock, batt, files0) + [
            m("fl", (60, 640, 1020, 1560), None, None, "parentPanel"),
            m("tv", (120, 690, 960, 770), "Create a new file", None, "alertTitle"),
            m("et", (120, 810, 960, 920), name or None, None, "new_file_dialog__name", click=True, edit=True, focused=True, hint="Name"),
            m("tv", (120, 950, 960, 1040), "Markdown", None, "new_file_dialog__type", click=True),
            m("tv", (120, 1070, 960, 1160), "Empty file", None, "new_file_dialog__template", click=True),
            m("cb", (120, 1190, 960, 1280), "Encrypt with password", None, "new_file_dialog__encryption", click=True, checkable=True),
            m("btn", (440, 1420, 680, 1520), "Cancel", None, "button2", click=True),
            m("btn", (700, 1420, 960, 1520), "OK", None, "button1", click=True)]

    def editor(clock: str, batt: int, text: str) -> Els:
        return bar(clock, batt) + [
            m("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            m("tv", (150, 150, 560, 250), "porto-itinerary", None, "note__activity__text_note_title"),
            m("tv", (580, 140, 692, 252), None, "Undo", "action_undo", click=True),
            m("tv", (700, 140, 812, 252), None, "View mode", "action_preview", click=True),
            m("tv", (820, 140, 932, 252), None, "Save", "action_save", click=True),
            m("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            m("sv", (0, 260, 1080, 2200), None, None, "document__fragment__edit__content_editor__scrolling_parent", scroll=True),
            m("et", (20, 270, 1060, 2190), text or None, None, "document__fragment__edit__highlighting_editor", click=True, edit=True, focused=True),
            m("hsv", (0, 2200, 1080, 2320), None, None, "document__fragment__edit__text_actions_bar", scroll=True)] + [
            m("iv", (i * 120, 2210, (i + 1) * 120, 2310), None, d, None, click=True)
            for i, d in enumerate(["Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Header", "Link", "Insert image", "Time"])]

    def rename(clock: str, batt: int, fs: list[tuple[str, str, bool]], text: str) -> Els:
        return browser(clock, batt, fs, sel="packing-list.md") + [
            m("fl", (60, 860, 1020, 1360), None, None, "parentPanel"),
            m("tv", (120, 910, 960, 990), "Rename", None, "alertTitle"),
            m("et", (120, 1030, 960, 1140), text, None, "ui__filesystem_item__rename_edit", click=True, edit=True, focused=True),
            m("btn", (440, 1230, 680, 1330), "Cancel", None, "button2", click=True),
            m("btn", (700, 1230, 960, 1330), "OK", None, "button1", click=True)]

    def sort_files(fs: list[tuple[str, str, bool]]) -> list[tuple[str, str, bool]]:
        return sorted(fs, key=lambda x: (not x[2], x[0].lower()))

    files1 = sort_files(files0 + [("porto-itinerary.md", f"Jun 15, 2024 · {size_new} B", False)])
    files2 = sort_files([(("porto-packing.md", s, d) if n == "packing-list.md" else (n, s, d)) for n, s, d in files1])
    f = Flow(browser("16:40", 52, files0))
    f.do("click", newfile("16:40", 52, ""), "Create a new file")
    f.do("input_text", newfile("16:40", 52, "porto-itinerary"), "Name", text="porto-itinerary")
    f.do("click", editor("16:41", 52, ""), "OK")
    f.do("input_text", editor("16:42", 51, content), "#document__fragment__edit__highlighting_editor", text=content)
    f.do("navigate_back", browser("16:42", 51, files1))
    f.do("long_press", browser("16:43", 51, files1, sel="packing-list.md"), "packing-list.md")
    f.do("click", rename("16:43", 51, files1, "packing-list.md"), "Rename")
    f.do("input_text", rename("16:43", 51, files1, "porto-packing.md"), "#ui__filesystem_item__rename_edit", text="porto-packing.md")
    f.do("click", browser("16:44", 51, files2), "OK")
    f.do("click", browser("16:44", 51, files2, sort_menu=True), "Sort by")
    rs.add(task="android", tid="h44-android-19", system=SYSTEM, turns=f.turns, state=f.state)


# Files by Google: bad
def t20_files(rs: RowSet) -> None:
    P = "com.google.android.apps.nbu.files"
    g = App(P)
    large = [("VID_20240602_173015.mp4", "1.4 GB", "Jun 2"), ("VID_20240511_120944.mp4", "912 MB", "May 11"),
             ("Zoom_recording_0517.mp4", "684 MB", "May 17"), ("podcast_backup_2023.zip", "402 MB", "Jan 28"),
             ("DJI_0042.MP4", "318 MB", "Apr 14"), ("Lisbon_2024_originals.zip", "221 MB", "Apr 20")]

    def nav(sel: str) -> Els:
        return [g("fl", (0, 2200, 1080, 2400), None, None, "bottom_navigation")] + [
            g("fl", (i * 360, 2200, (i + 1) * 360, 2400), n, n, None, click=True, selected=n == sel)
            for i, n in enumerate(["Clean", "Browse", "Share"])]

    def clean(clock: str, batt: int, large_card: str) -> Els:
        cards = [("Junk files", "1.2 GB", "Clean"), ("Delete large files", large_card, "Select files"),
                 ("Delete old screenshots", "214 files · 412 MB", "Select files"), ("Delete duplicate files", "37 files · 96 MB", "Select files")]
        els = bar(clock, batt) + [
            g("tv", (56, 150, 600, 250), "Clean", None, None),
            g("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            g("sv", (0, 260, 1080, 2200), None, None, None, scroll=True),
            g("tv", (56, 290, 700, 350), "Internal storage", None, "storage_title"),
            g("tv", (56, 356, 700, 420), "87.4 GB used", None, "storage_used"),
            g("tv", (700, 356, 1024, 420), "40.6 GB free", None, "storage_free"),
            g("pb", (56, 440, 1024, 470), None, "68% used", "storage_progress")]
        for i, (t, sub, btn) in enumerate(cards):
            y = 520 + i * 400
            els += [g("fl", (32, y, 1048, y + 370), None, None, "card"),
                    g("tv", (80, y + 40, 1000, y + 100), t, None, "card_title"),
                    g("tv", (80, y + 110, 1000, y + 160), sub, None, "card_subtitle"),
                    g("btn", (80, y + 240, 500, y + 330), btn, f"{btn}, {t}", "card_button", click=True)]
        return els + nav("Clean")

    def large_list(clock: str, batt: int, fs: list[tuple[str, str, str]], sel: set[str], total: str = "", snack: str = "") -> Els:
        els = bar(clock, batt) + [
            g("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            g("tv", (150, 150, 700, 250), "Large files", None, None),
            g("ib", (940, 140, 1052, 252), None, "Sort", None, click=True),
            g("cb", (56, 280, 600, 360), "All items", None, "select_all", click=True, checkable=True),
            g("rv", (0, 380, 1080, 1980), None, None, "file_list", scroll=True)]
        for i, (n, size, date) in enumerate(fs):
            y = 390 + i * 220
            els += [g("ll", (0, y, 1080, y + 220), None, None, "file_item", click=True, long=True),
                    g("iv", (40, y + 30, 200, y + 190), None, None, "thumbnail"),
                    g("tv", (230, y + 40, 880, y + 100), n, None, "file_name"),
                    g("tv", (230, y + 110, 880, y + 160), f"{size} · {date}", None, "file_details"),
                    g("cb", (900, y + 60, 1020, y + 160), None, f"Select {n}", "checkbox", click=True, checkable=True, checked=n in sel)]
        if sel:
            els.append(g("btn", (40, 2010, 1040, 2150), f"Move {len(sel)} files to trash ({total})" if len(sel) > 1 else f"Move 1 file to trash ({total})", None, "action_button", click=True))
        if snack:
            els.append(g("tv", (60, 2020, 1020, 2140), snack, None, "snackbar_text"))
        return els

    def browse(clock: str, batt: int) -> Els:
        cats = ["Downloads", "Images", "Videos", "Audio", "Documents & other", "Apps"]
        cols = [("Favourites", "No files"), ("Safe folder", "Locked"), ("Trash", "2 files")]
        els = bar(clock, batt) + [
            g("fl", (32, 140, 1048, 262), None, None, "search_bar"),
            g("tv", (120, 160, 900, 242), "Search in Files", None, "search_text", click=True),
            g("sv", (0, 270, 1080, 2200), None, None, None, scroll=True),
            g("tv", (56, 290, 700, 350), "Categories", None, None)] + [
            g("tv", (40 + (i % 2) * 510, 370 + (i // 2) * 200, 530 + (i % 2) * 510, 550 + (i // 2) * 200), c, None, None, click=True)
            for i, c in enumerate(cats)] + [g("tv", (56, 1000, 700, 1060), "Collections", None, None)]
        for i, (n, sub) in enumerate(cols):
            y = 1080 + i * 170
            els += [g("ll", (0, y, 1080, y + 170), None, None, None, click=True),
                    g("tv", (150, y + 30, 900, y + 90), n, None, "title"),
                    g("tv", (150, y + 94, 900, y + 144), sub, None, "subtitle")]
        els += [g("tv", (56, 1620, 700, 1680), "Storage devices", None, None),
                g("ll", (0, 1700, 1080, 1870), None, None, None, click=True),
                g("tv", (150, 1730, 900, 1790), "Internal storage", None, "title"),
                g("tv", (150, 1794, 900, 1844), "40.6 GB free", None, "subtitle")]
        return els + nav("Browse")

    def trash(clock: str, batt: int, sel: bool, dialog: bool = False) -> Els:
        items = [("VID_20240511_120944.mp4", "912 MB"), ("Zoom_recording_0517.mp4", "684 MB")]
        els = bar(clock, batt) + [
            g("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            g("tv", (150, 150, 700, 250), "Trash", None, None),
            g("tv", (56, 270, 1024, 380), "Items in trash are deleted forever after 30 days", None, "banner"),
            g("cb", (56, 400, 600, 480), "All items", None, "select_all", click=True, checkable=True, checked=sel),
            g("rv", (0, 500, 1080, 1980), None, None, "file_list", scroll=True)]
        for i, (n, size) in enumerate(items):
            y = 510 + i * 220
            els += [g("ll", (0, y, 1080, y + 220), None, None, "file_item", click=True, long=True),
                    g("iv", (40, y + 30, 200, y + 190), None, None, "thumbnail"),
                    g("tv", (230, y + 40, 880, y + 100), n, None, "file_name"),
                    g("tv", (230, y + 110, 880, y + 160), f"{size} · 30 days left", None, "file_details"),
                    g("cb", (900, y + 60, 1020, y + 160), None, f"Select {n}", "checkbox", click=True, checkable=True, checked=sel)]
        if sel:
            els += [g("btn", (40, 2010, 520, 2150), "Restore", None, "restore_button", click=True),
                    g("btn", (560, 2010, 1040, 2150), "Delete", None, "delete_button", click=True)]
        if dialog:
            els += [g("fl", (80, 860, 1000, 1480), None, None, "parentPanel"),
                    g("tv", (140, 910, 940, 990), "Permanently delete 2 files?", None, "alertTitle"),
                    g("tv", (140, 1010, 940, 1180), "This will free up 1.6 GB. You can't undo this action.", None, "message"),
                    g("btn", (440, 1340, 680, 1440), "Cancel", None, "button2", click=True),
                    g("btn", (700, 1340, 940, 1440), "Delete", None, "button1", click=True)]
        return els

    kept = [x for x in large if x[0] not in ("VID_20240511_120944.mp4", "Zoom_recording_0517.mp4")]
    s1 = {"VID_20240511_120944.mp4"}
    s2 = s1 | {"Zoom_recording_0517.mp4"}
    dlg = [g("fl", (80, 860, 1000, 1480), None, None, "parentPanel"),
           g("tv", (140, 910, 940, 990), "Move 2 files to trash?", None, "alertTitle"),
           g("tv", (140, 1010, 940, 1180), "Files in trash are deleted forever after 30 days.", None, "message"),
           g("btn", (400, 1340, 640, 1440), "Cancel", None, "button2", click=True),
           g("btn", (660, 1340, 940, 1440), "Move to trash", None, "button1", click=True)]
    f = Flow(clean("11:20", 85, "6 files · 3.9 GB"))
    f.do("click", large_list("11:20", 85, large, set()), "Select files, Delete large files")
    f.do("click", large_list("11:20", 85, large, s1, "912 MB"), "Select VID_20240511_120944.mp4")
    f.do("click", large_list("11:21", 85, large, s2, "1.6 GB"), "Select Zoom_recording_0517.mp4")
    f.do("click", large_list("11:21", 85, large, s2, "1.6 GB") + dlg, "Move 2 files to trash (1.6 GB)")
    f.do("click", large_list("11:21", 85, kept, set(), snack="2 files moved to trash"), "Move to trash")
    f.do("navigate_back", clean("11:22", 84, "4 files · 3.9 GB"))
    f.do("click", browse("11:22", 84), "Browse", cls="fl")
    f.do("click", trash("11:22", 84, False), "Trash")
    f.do("click", trash("11:23", 84, True), "All items")
    f.do("click", trash("11:23", 84, True, dialog=True), "Delete", cls="btn")
    rs.add(task="android", tid="h44-android-20", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=6,
           kind="large-files card keeps the old total size after two of its files were moved to trash")


# NewPipe: clean
def t21_newpipe(rs: RowSet) -> None:
    P = "org.schabi.newpipe"
    n = App(P)
    feed = [("Building a Rust Web Server from Scratch", "No Boilerplate", "48K views • 5 hours ago", "18:42"),
            ("The Physics of Sailing – How Boats Go Upwind", "Steve Mould", "212K views • 9 hours ago", "24:49"),
            ("I Tried Every Cinnamon Bun in Stockholm", "Joshua Weissman", "1.1M views • 1 day ago", "16:05"),
            ("Why Porto's Azulejos Look Like That", "Architectural Digest", "388K views • 1 day ago", "12:37"),
            ("Linux 6.10 Is Here – What's New", "Brodie Robertson", "64K views • 2 days ago", "21:18"),
            ("Bouldering Technique: Heel Hooks Explained", "Hooper's Beta", "97K views • 2 days ago", "11:54")]

    def tabs(sel: str) -> Els:
        return [n("hsv", (0, 260, 1080, 380), None, None, "main_tab_layout")] + [
            n("ll", (i * 270, 260, (i + 1) * 270, 380), None, t, None, click=True, selected=t == sel)
            for i, t in enumerate(["Trending", "What's New", "Subscriptions", "Bookmarked Playlists"])]

    def top(clock: str, batt: int) -> Els:
        return bar(clock, batt) + [
            n("ib", (16, 140, 128, 252), None, "Open Drawer", None, click=True),
            n("tv", (150, 150, 700, 250), "NewPipe", None, None),
            n("tv", (820, 140, 932, 252), None, "Search", "action_search", click=True),
            n("ib", (940, 140, 1052, 252), None, "More options", None, click=True)]

    def feed_screen(clock: str, batt: int, extra: Els | None = None) -> Els:
        els = top(clock, batt) + tabs("What's New") + [
            n("tv", (40, 400, 1040, 460), f"Feed last updated: {14 + int(clock[-2:]) - 5} minutes ago", None, "refresh_subtitle_text", click=True),
            n("rv", (0, 470, 1080, 2400), None, None, "items_list", scroll=True)]
        for i, (t, ch, meta, dur) in enumerate(feed):
            y = 480 + i * 300
            els += [n("rl", (0, y, 1080, y + 300), None, None, "itemRoot", click=True, long=True),
                    n("iv", (24, y + 20, 440, y + 254), None, None, "itemThumbnailView"),
                    n("tv", (330, y + 200, 430, y + 246), dur, None, "itemDurationView"),
                    n("tv", (470, y + 20, 1056, y + 150), t, None, "itemVideoTitleView"),
                    n("tv", (470, y + 156, 1056, y + 200), ch, None, "itemUploaderView"),
                    n("tv", (470, y + 204, 1056, y + 248), meta, None, "itemAdditionalDetails")]
        return els + (extra or [])

    def ctx(title: str, ch: str) -> Els:
        opts = ["Enqueue", "Start playing in the background", "Start playing in a popup", "Add to playlist", "Download",
                "Share", "Open in browser", "Mark as watched", "Show channel details"]
        return [n("fl", (60, 500, 1020, 1980), None, None, "parentPanel"),
                n("tv", (110, 540, 970, 640), title, None, "itemTitleView"),
                n("tv", (110, 644, 970, 700), ch, None, "itemAdditionalDetails")] + [
            n("tv", (60, 720 + i * 140, 1020, 860 + i * 140), o, None, "text1", click=True) for i, o in enumerate(opts)]

    def pl_dialog(pls: list[tuple[str, int]]) -> Els:
        els = [n("fl", (60, 620, 1020, 1700), None, None, "parentPanel"),
               n("tv", (110, 660, 970, 740), "Add to playlist", None, "alertTitle"),
               n("ll", (60, 760, 1020, 900), None, None, "newPlaylist", click=True),
               n("tv", (200, 790, 970, 870), "Create new playlist", None, None)]
        for i, (name, cnt) in enumerate(pls):
            y = 900 + i * 180
            els += [n("ll", (60, y, 1020, y + 180), None, None, "itemRoot", click=True),
                    n("tv", (300, y + 30, 970, y + 90), name, None, "itemTitleView"),
                    n("tv", (300, y + 96, 970, y + 146), f"{cnt} video" + ("" if cnt == 1 else "s"), None, "itemStreamCountView")]
        return els

    def create_dialog(name: str) -> Els:
        return [n("fl", (60, 860, 1020, 1380), None, None, "parentPanel"),
                n("tv", (110, 900, 970, 980), "New Playlist", None, "alertTitle"),
                n("et", (110, 1010, 970, 1120), name or None, None, "playlist_name", click=True, edit=True, focused=True, hint="Name"),
                n("btn", (420, 1260, 660, 1360), "Cancel", None, "button2", click=True),
                n("btn", (680, 1260, 970, 1360), "Create", None, "button1", click=True)]

    def bookmarks(clock: str, batt: int) -> Els:
        rows = [("Weekend deep dives", "2 videos"), ("Watch later", "12 videos"), ("Cooking", "7 videos")]
        els = top(clock, batt) + tabs("Bookmarked Playlists") + [n("rv", (0, 390, 1080, 2400), None, None, "items_list", scroll=True)]
        for i, (name, cnt) in enumerate(rows):
            y = 400 + i * 220
            els += [n("rl", (0, y, 1080, y + 220), None, None, "itemRoot", click=True, long=True),
                    n("iv", (24, y + 20, 340, y + 200), None, None, "itemThumbnailView"),
                    n("tv", (370, y + 40, 1040, y + 100), name, None, "itemTitleView"),
                    n("tv", (370, y + 110, 1040, y + 160), cnt, None, "itemStreamCountView")]
        return els

    def playlist(clock: str, batt: int, name: str, dialog: str | None = None) -> Els:
        items = [feed[0], feed[1]]
        els = bar(clock, batt) + [
            n("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
            n("tv", (150, 150, 700, 250), name, None, None),
            n("tv", (700, 140, 812, 252), None, "Rename playlist", "menu_item_rename_playlist", click=True),
            n("tv", (820, 140, 932, 252), None, "Remove watched videos", "menu_item_remove_watched", click=True),
            n("ib", (940, 140, 1052, 252), None, "More options", None, click=True),
            n("tv", (40, 280, 1040, 350), name, None, "playlist_title_view", click=True),
            n("tv", (40, 356, 1040, 410), "2 videos • 43:31", None, "playlist_stream_count"),
            n("btn", (40, 440, 360, 540), "Background", None, "playlist_ctrl_play_bg_button", click=True),
            n("btn", (380, 440, 700, 540), "Play All", None, "playlist_ctrl_play_all_button", click=True),
            n("btn", (720, 440, 1040, 540), "Popup", None, "playlist_ctrl_play_popup_button", click=True),
            n("rv", (0, 560, 1080, 2400), None, None, "items_list", scroll=True)]
        for i, (t, ch, _, dur) in enumerate(items):
            y = 570 + i * 300
            els += [n("rl", (0, y, 1080, y + 300), None, None, "itemRoot", click=True, long=True),
                    n("iv", (24, y + 20, 440, y + 254), None, None, "itemThumbnailView"),
                    n("tv", (330, y + 200, 430, y + 246), dur, None, "itemDurationView"),
                    n("tv", (470, y + 20, 1000, y + 150), t, None, "itemVideoTitleView"),
                    n("tv", (470, y + 156, 1000, y + 200), ch, None, "itemAdditionalDetails"),
                    n("iv", (1000, y + 100, 1060, y + 200), None, "Drag to reorder", "itemHandle", click=True)]
        if dialog is not None:
            els += [n("fl", (60, 860, 1020, 1380), None, None, "parentPanel"),
                    n("tv", (110, 900, 970, 980), "Rename", None, "alertTitle"),
                    n("et", (110, 1010, 970, 1120), dialog, None, "playlist_name", click=True, edit=True, focused=True, hint="Name"),
                    n("btn", (420, 1260, 660, 1360), "Cancel", None, "button2", click=True),
                    n("btn", (680, 1260, 970, 1360), "Rename", None, "button1", click=True)]
        return els

    toast = [n("tv", (200, 2050, 880, 2140), "Added to playlist", None, "android:id/message")]
    f = Flow(feed_screen("22:05", 40))
    f.do("long_press", feed_screen("22:05", 40, ctx(feed[0][0], feed[0][1])), feed[0][0])
    f.do("click", feed_screen("22:05", 40, pl_dialog([("Watch later", 12), ("Cooking", 7)])), "Add to playlist")
    f.do("click", feed_screen("22:05", 40, create_dialog("")), "Create new playlist")
    f.do("input_text", feed_screen("22:06", 40, create_dialog("Weekend deep dives")), "Name", text="Weekend deep dives")
    f.do("click", feed_screen("22:06", 40, toast), "Create")
    f.do("long_press", feed_screen("22:06", 40, ctx(feed[1][0], feed[1][1])), feed[1][0])
    f.do("click", feed_screen("22:07", 39, pl_dialog([("Weekend deep dives", 1), ("Watch later", 12), ("Cooking", 7)])), "Add to playlist")
    f.do("click", feed_screen("22:07", 39, toast), "Weekend deep dives")
    f.do("click", bookmarks("22:07", 39), "Bookmarked Playlists")
    f.do("click", playlist("22:08", 39, "Weekend deep dives"), "Weekend deep dives")
    f.do("click", playlist("22:08", 39, "Weekend deep dives", dialog="Weekend deep dives"), "Rename playlist")
    f.do("input_text", playlist("22:08", 39, "Weekend deep dives", dialog="Sunday deep dives"), "Name", text="Sunday deep dives")
    rs.add(task="android", tid="h44-android-21", system=SYSTEM, turns=f.turns, state=f.state)


# Settings (Wi-Fi): bad
def t22_wifi(rs: RowSet) -> None:
    P = "com.android.settings"
    s = App(P)

    def settings_main(clock: str, batt: int) -> Els:
        rows = [("Network & internet", "Wi‑Fi, mobile, data usage and hotspot"), ("Connected devices", "Bluetooth, pairing"),
                ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                ("Battery", f"{batt}% - Until 23:30"), ("Storage", "68% used - 40.6 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colours, themed icons, app grid")]
        els = bar(clock, batt) + [s("tv", (56, 200, 1000, 330), "Settings", None, "homepage_title"),
                                  s("ll", (40, 360, 1040, 480), None, "Search settings", "search_action_bar", click=True),
                                  s("rv", (0, 500, 1080, 2400), None, None, "recycler_view", scroll=True)]
        for i, (t, sub) in enumerate(rows):
            y = 510 + i * 190
            els += [s("ll", (0, y, 1080, y + 190), None, None, None, click=True),
                    s("tv", (190, y + 36, 1040, y + 96), t, None, "android:id/title"),
                    s("tv", (190, y + 100, 1040, y + 150), sub, None, "android:id/summary")]
        return els

    def network(clock: str, batt: int) -> Els:
        rows = [("Internet", "Harbor-5G"), ("Calls & SMS", "Telia"), ("SIMs", "Telia"), ("Airplane mode", None),
                ("Hotspot & tethering", "Off"), ("Data Saver", "Off"), ("VPN", "None"), ("Private DNS", "Automatic"),
                ("Adaptive connectivity", None)]
        els = bar(clock, batt) + [s("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
                                  s("tv", (56, 280, 1000, 400), "Network & internet", None, "collapsing_toolbar"),
                                  s("rv", (0, 420, 1080, 2400), None, None, "recycler_view", scroll=True)]
        for i, (t, sub) in enumerate(rows):
            y = 430 + i * 190
            els += [s("ll", (0, y, 1080, y + 190), None, None, None, click=True),
                    s("tv", (190, y + 36, 880, y + 96), t, None, "android:id/title")]
            if sub:
                els.append(s("tv", (190, y + 100, 880, y + 150), sub, None, "android:id/summary"))
            if t == "Airplane mode":
                els.append(s("sw", (900, y + 55, 1040, y + 135), None, None, "android:id/switch_widget", click=True, checkable=True))
        return els

    def internet(clock: str, batt: int, usage: str) -> Els:
        nets = [("Harbor-2.4G", "Saved", "Wifi signal full."), ("DIRECT-7c-HP OfficeJet 8010", "", "Wifi three bars."),
                ("Telia-8F2A", "", "Wifi two bars."), ("NETGEAR34", "", "Wifi one bar."), ("Hanna's iPhone", "", "Wifi two bars.")]
        els = bar(clock, batt) + [s("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
                                  s("tv", (56, 280, 1000, 400), "Internet", None, "collapsing_toolbar"),
                                  s("rv", (0, 420, 1080, 2400), None, None, "recycler_view", scroll=True),
                                  s("tv", (56, 440, 800, 500), "Wi‑Fi", None, "android:id/title"),
                                  s("sw", (900, 430, 1040, 510), None, "Wi‑Fi", "android:id/switch_widget", click=True, checkable=True, checked=True),
                                  s("ll", (0, 540, 1080, 720), None, None, None, click=True),
                                  s("tv", (190, 570, 820, 630), "Harbor-5G", None, "android:id/title"),
                                  s("tv", (190, 634, 820, 684), "Connected" + (" / Metered" if usage == "Treat as metered" else ""), None, "android:id/summary"),
                                  s("ib", (900, 580, 1020, 680), None, "Settings", "settings_button", click=True)]
        for i, (nm, sub, sig) in enumerate(nets):
            y = 740 + i * 170
            els += [s("ll", (0, y, 1080, y + 170), None, None, None, click=True),
                    s("iv", (56, y + 45, 136, y + 125), None, sig, "icon"),
                    s("tv", (190, y + 30, 1000, y + 90), nm, None, "android:id/title")]
            if sub:
                els.append(s("tv", (190, y + 94, 1000, y + 144), sub, None, "android:id/summary"))
        els += [s("tv", (190, 1620, 1000, 1700), "Add network", None, "android:id/title", click=True),
                s("tv", (190, 1720, 1000, 1800), "Saved networks", None, "android:id/title", click=True),
                s("tv", (190, 1800, 1000, 1850), "6 networks", None, "android:id/summary"),
                s("tv", (190, 1880, 1000, 1960), "Network preferences", None, "android:id/title", click=True)]
        return els

    def details(clock: str, batt: int, usage: str, privacy: str, lower: bool) -> Els:
        els = bar(clock, batt) + [s("ib", (16, 140, 128, 252), None, "Navigate up", None, click=True),
                                  s("rv", (0, 260, 1080, 2400), None, None, "recycler_view", scroll=True)]
        if not lower:
            els += [s("iv", (480, 300, 600, 420), None, "Wifi signal full.", "entity_header_icon"),
                    s("tv", (56, 440, 1024, 520), "Harbor-5G", None, "entity_header_title"),
                    s("tv", (56, 524, 1024, 574), "Connected", None, "entity_header_summary"),
                    s("btn", (100, 620, 500, 740), "Disconnect", None, "button1", click=True),
                    s("btn", (580, 620, 980, 740), "Share", None, "button2", click=True)]
            rows = [("Auto-connect", "switch"), ("Network usage", usage), ("Privacy", privacy),
                    ("Signal strength", "Excellent"), ("Frequency", "5 GHz"), ("Security", "WPA2/WPA3-Personal")]
            top_ = 790
        else:
            rows = [("Network usage", usage), ("Privacy", privacy), ("Signal strength", "Excellent"), ("Frequency", "5 GHz"),
                    ("Security", "WPA2/WPA3-Personal"), ("Network details", "header"), ("Randomised MAC address", "d2:8f:3a:51:c7:e4"),
                    ("IP address", "192.168.1.47"), ("Gateway", "192.168.1.1"), ("Subnet mask", "255.255.255.0")]
            top_ = 280
        y = top_
        for t, v in rows:
            if v == "header":
                els.append(s("tv", (56, y + 20, 1024, y + 80), t, None, "android:id/title"))
                y += 100
                continue
            els += [s("ll", (0, y, 1080, y + 170), None, None, None, click=t in ("Auto-connect", "Network usage", "Privacy")),
                    s("tv", (56, y + 30, 880, y + 86), t, None, "android:id/title")]
            if v == "switch":
                els.append(s("sw", (900, y + 45, 1040, y + 125), None, None, "android:id/switch_widget", click=True, checkable=True, checked=True))
            else:
                els.append(s("tv", (56, y + 90, 880, y + 140), v, None, "android:id/summary"))
            y += 170
        return els

    def choice(title: str, opts: list[str], sel: str, behind: Els) -> Els:
        return behind + [s("fl", (80, 820, 1000, 1560), None, None, "parentPanel"),
                         s("tv", (140, 870, 940, 950), title, None, "alertTitle"),
                         s("lv", (80, 980, 1000, 1420), None, None, "select_dialog_listview")] + [
            s("ctv", (80, 980 + i * 140, 1000, 1120 + i * 140), o, None, "text1", click=True, checkable=True, checked=o == sel)
            for i, o in enumerate(opts)] + [s("btn", (740, 1440, 940, 1540), "Cancel", None, "button2", click=True)]

    usage_opts = ["Detect automatically", "Treat as metered", "Treat as unmetered"]
    priv_opts = ["Use randomised MAC", "Use device MAC"]
    d0 = details("09:14", 90, "Detect automatically", "Use randomised MAC", False)
    f = Flow(settings_main("09:13", 90))
    f.do("click", network("09:13", 90), "Network & internet")
    f.do("click", internet("09:13", 90, "Detect automatically"), "Internet")
    f.do("click", d0, "Settings", cls="ib")
    f.do("click", choice("Network usage", usage_opts, "Detect automatically", d0), "Network usage")
    f.do("click", details("09:14", 90, "Treat as metered", "Use randomised MAC", False), "Treat as metered")
    lower = details("09:15", 90, "Treat as metered", "Use randomised MAC", True)
    f.do("scroll", lower, direction="down")
    f.do("click", choice("Privacy", priv_opts, "Use randomised MAC", lower), "Privacy")
    f.do("click", details("09:15", 89, "Treat as metered", "Use device MAC", True), "Cancel")
    f.do("navigate_back", internet("09:15", 89, "Treat as metered"))
    rs.add(task="android", tid="h44-android-22", system=SYSTEM, turns=f.turns, state=f.state, bad=True, turn=8,
           kind="MAC privacy setting reads as device MAC after the dialog was cancelled")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01_keep, t02_aegis, t03_todoist, t04_signal, t05_syncthing, t06_gcal, t07_keepassdx, t08_spotify,
               t09_loop, t10_fdroid, t11_gmail, t12_wabiz, t13_drive, t14_organicmaps, t15_antennapod, t16_telegram,
               t17_joplin, t18_uber, t19_markor, t20_files, t21_newpipe, t22_wifi):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
