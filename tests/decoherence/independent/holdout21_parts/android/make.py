# ruff: noqa: E501
"""holdout21, android domain: 22 AndroidWorld-style trajectories (11 with exactly one contradiction, 11 clean).

Each observation is the AndroidWorld element list of the next screen. Screens are built from small
per-app helpers so that everything that is not meant to drift stays identical between turns; the one
planted contradiction of each bad trajectory is written out explicitly where it happens (search for
``DRIFT``). Clean trajectories are full of legitimate changes: clocks, battery, values set by the agent,
re-sorted or filtered lists, live link speeds, ETAs, playback progress, auto-formatted input.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

CLS = {
    "TV": "android.widget.TextView", "IV": "android.widget.ImageView", "IB": "android.widget.ImageButton",
    "BTN": "android.widget.Button", "ET": "android.widget.EditText", "SW": "android.widget.Switch",
    "CB": "android.widget.CheckBox", "RB": "android.widget.RadioButton", "RV": "androidx.recyclerview.widget.RecyclerView",
    "LL": "android.widget.LinearLayout", "FL": "android.widget.FrameLayout", "VG": "android.view.ViewGroup",
    "V": "android.view.View", "LV": "android.widget.ListView", "SB": "android.widget.SeekBar",
    "WV": "android.webkit.WebView", "SP": "android.widget.Spinner", "SV": "android.widget.ScrollView",
    "CT": "android.widget.CheckedTextView", "HSV": "android.widget.HorizontalScrollView",
}


class BoundingBox:
    """Printed the way AndroidWorld prints its element boxes."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.b = (x0, y0, x1, y1)

    def __repr__(self) -> str:
        x0, y0, x1, y1 = self.b
        return f"BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1})"


def E(text: str | None = None, desc: str | None = None, cls: str = "TV", box: tuple[int, int, int, int] = (0, 0, 0, 0), *,
      pkg: str, res: str | None = None, click: bool = False, long: bool = False, checkable: bool = False,
      checked: bool = False, edit: bool = False, focused: bool = False, scroll: bool = False, sel: bool = False,
      hint: str | None = None, enabled: bool = True) -> dict[str, Any]:
    d: dict[str, Any] = {"text": text, "content_description": desc, "class_name": CLS.get(cls, cls),
                         "bbox_pixels": BoundingBox(*box)}
    # compact form: fields that are False / None are left out (AndroidWorld's defaults)
    if edit or hint is not None:
        d["hint_text"] = hint
    if checkable:
        d.update(is_checked=checked, is_checkable=True)
    for name, val in (("is_clickable", click), ("is_editable", edit), ("is_focused", focused), ("is_long_clickable", long),
                      ("is_scrollable", scroll), ("is_selected", sel)):
        if val:
            d[name] = True
    if not enabled:
        d["is_enabled"] = False
    if res is not None and (click or edit or checkable or scroll or pkg == "com.android.systemui"):
        d["resource_name"] = res if ":" in res else f"{pkg}:id/{res}"
    return d


Mk = Callable[..., dict[str, Any]]


def mk(pkg: str) -> Mk:
    def f(text: str | None = None, desc: str | None = None, cls: str = "TV",
          box: tuple[int, int, int, int] = (0, 0, 0, 0), **kw: Any) -> dict[str, Any]:
        return E(text, desc, cls, box, pkg=pkg, **kw)
    return f


SYS = mk("com.android.systemui")


def sbar(clock: str, batt: int, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    out = [SYS(clock, None, "TV", (63, 21, 176, 105), res="clock")]
    for k, name in enumerate(icons):
        out.append(SYS(None, name, "IV", (196 + 52 * k, 35, 240 + 52 * k, 91), res="notification_icon"))
    out.append(SYS(None, "Wifi signal full.", "IV", (836, 35, 886, 91), res="wifi_signal"))
    out.append(SYS(None, f"Battery {batt} percent.", "IV", (950, 35, 1017, 91), res="battery"))
    return out


def ry(i: int, top: int, h: int) -> tuple[int, int]:
    return top + i * h, top + (i + 1) * h


class Traj:
    """One trajectory: actions resolve element indices against the previous screen."""

    def __init__(self, first: list[dict[str, Any]]) -> None:
        self.first = first
        self.prev = first
        self.turns: list[tuple[str, str]] = []

    def ix(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.prev)
                if key in (e.get("text"), e.get("content_description"), e.get("hint_text"))]
        if len(hits) <= nth:
            raise KeyError(key)
        return hits[nth]

    def add(self, action: str, screen: list[dict[str, Any]]) -> None:
        self.turns.append((action, ui_elements(screen)))
        self.prev = screen

    def click(self, key: str, screen: list[dict[str, Any]], nth: int = 0) -> None:
        self.add(droid("click", index=self.ix(key, nth)), screen)

    def long(self, key: str, screen: list[dict[str, Any]]) -> None:
        self.add(droid("long_press", index=self.ix(key)), screen)

    def type(self, text: str, key: str, screen: list[dict[str, Any]], nth: int = 0) -> None:
        self.add(droid("input_text", text=text, index=self.ix(key, nth)), screen)

    def back(self, screen: list[dict[str, Any]]) -> None:
        self.add(droid("navigate_back"), screen)

    def scroll(self, direction: str, screen: list[dict[str, Any]]) -> None:
        self.add(droid("scroll", direction=direction), screen)

    def wait(self, screen: list[dict[str, Any]]) -> None:
        self.add(droid("wait"), screen)

    def open(self, app: str, screen: list[dict[str, Any]]) -> None:
        self.add(droid("open_app", app_name=app), screen)

    def state(self, goal: str) -> str:
        return f"Goal: {goal}\n\nCurrent screen (1080x2400):\n{ui_elements(self.first)}"


def put(rs: RowSet, n: int, goal: str, t: Traj, *, bad: int | None = None, kind: str = "clean") -> None:
    rs.add(task="android", tid=f"h21-android-{n:02d}", system=DROID_SYSTEM, turns=t.turns, state=t.state(goal),
           bad=bad is not None, turn=bad, kind=kind)


HOME = mk("com.google.android.apps.nexuslauncher")


def home(clock: str, batt: int, date: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [HOME(date, None, "TV", (63, 180, 560, 260), click=True, res="date"),
          HOME("61°F", "Partly cloudy, 61 degrees", "TV", (63, 262, 300, 320), click=True, res="weather")]
    apps = ["Clock", "Calendar", "Contacts", "Files", "Settings", "Maps", "Gmail", "Photos"]
    for k, a in enumerate(apps):
        x, y = 40 + (k % 4) * 256, 1500 + (k // 4) * 300
        s.append(HOME(a, a, "TV", (x, y, x + 230, y + 270), click=True, long=True, res="icon"))
    for k, a in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        s.append(HOME(None, a, "TV", (40 + k * 256, 2060, 270 + k * 256, 2240), click=True, long=True))
    s.append(HOME(None, "Google search", "FL", (63, 2260, 1017, 2380), click=True, res="search_container_hotseat"))
    return s


# ---------------------------------------------------------------- 01 Contacts (clean)
GC = mk("com.google.android.contacts")


def gc_list(clock: str, batt: int, favs: list[str], names: list[str]) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [GC(None, "Open navigation drawer", "IB", (42, 147, 168, 273), click=True),
          GC("Search contacts", None, "TV", (168, 158, 860, 262), click=True, res="open_search_bar_text_view"),
          GC(None, "Signed in as alex.morgan@gmail.com", "IV", (880, 158, 1004, 262), click=True, res="og_apd_internal_image_view")]
    y = 300
    if favs:
        s.append(GC("Favorites", None, "TV", (42, y, 1038, y + 80), res="header_text"))
        y += 80
        for n in favs:
            s.append(GC(n, None, "TV", (231, y, 1038, y + 147), click=True, long=True, res="cliv_name_textview"))
            y += 147
    letter = ""
    for n in names:
        if n[0] != letter:
            letter = n[0]
            s.append(GC(letter, None, "TV", (42, y, 160, y + 80), res="cliv_index_textview"))
        s.append(GC(n, None, "TV", (231, y, 1038, y + 147), click=True, long=True, res="cliv_name_textview"))
        y += 147
        if y > 1900:
            break
    s += [GC(None, "Create contact", "IB", (837, 1902, 1017, 2082), click=True, res="floating_action_button"),
          GC("Contacts", "Contacts", "FL", (0, 2156, 360, 2337), click=True, sel=True, res="nav_contacts"),
          GC("Highlights", "Highlights", "FL", (360, 2156, 720, 2337), click=True, res="nav_highlights"),
          GC("Fix & manage", "Fix & manage", "FL", (720, 2156, 1080, 2337), click=True, res="nav_fix_manage")]
    return s


def gc_form(clock: str, batt: int, title: str, first: str = "", last: str = "", phone: str = "", email: str = "",
            focus: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [GC(None, "Cancel", "IB", (21, 147, 147, 273), click=True),
          GC(title, None, "TV", (168, 168, 640, 252)),
          GC("Save", None, "BTN", (800, 158, 1038, 262), click=True, res="toolbar_button"),
          GC(None, "Add picture", "IV", (414, 315, 666, 567), click=True, res="photo_touch_intercept_overlay"),
          GC("Saving to alex.morgan@gmail.com", None, "TV", (147, 600, 933, 660), click=True, res="account_name")]
    fields = [("First name", first, 700), ("Last name", last, 850), ("Company", "", 1000), ("Phone", phone, 1180),
              ("Email", email, 1420)]
    for hint, val, y in fields:
        s.append(GC(val, None, "ET", (147, y, 1017, y + 130), click=True, edit=True, focused=(focus == hint), hint=hint,
                    res="editor"))
        if hint in ("Phone", "Email"):
            s.append(GC("Mobile" if hint == "Phone" else "Home", f"{hint} label", "SP", (147, y + 135, 500, y + 215), click=True, res="spinner"))
    s += [GC("Add birthday", None, "TV", (147, 1660, 1017, 1760), click=True),
          GC("More fields", None, "BTN", (147, 1800, 560, 1900), click=True, res="more_fields")]
    return s


def gc_detail(clock: str, batt: int, email: str = "", starred: bool = False) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [GC(None, "Navigate up", "IB", (21, 147, 147, 273), click=True),
          GC(None, "Remove from favorites" if starred else "Add to favorites", "BTN", (660, 147, 786, 273), click=True,
             checkable=True, checked=starred, res="menu_star"),
          GC(None, "Edit contact", "BTN", (786, 147, 912, 273), click=True, res="menu_edit"),
          GC(None, "More options", "IV", (912, 147, 1038, 273), click=True),
          GC("P", None, "TV", (414, 300, 666, 552), res="large_title_letter_tile"),
          GC("Priya Raman", None, "TV", (63, 590, 1017, 700), long=True, res="large_title"),
          GC("Call", "Call", "BTN", (60, 760, 280, 940), click=True, res="call_button"),
          GC("Text", "Text", "BTN", (310, 760, 530, 940), click=True, res="text_button"),
          GC("Video", "Video", "BTN", (550, 760, 770, 940), click=True, res="video_button"),
          GC("Email", "Email", "BTN", (800, 760, 1020, 940), click=True, enabled=bool(email), res="email_button"),
          GC("Contact info", None, "TV", (63, 1000, 700, 1080), res="header"),
          GC("(415) 555-0142", "Call Mobile (415) 555-0142", "TV", (189, 1100, 850, 1170), click=True, long=True, res="header"),
          GC("Mobile", None, "TV", (189, 1170, 700, 1230), res="sub_header"),
          GC(None, "Text Mobile (415) 555-0142", "IB", (880, 1110, 1017, 1220), click=True, res="icon_alternate")]
    y = 1260
    if email:
        s += [GC(email, f"Email Home {email}", "TV", (189, y, 1017, y + 70), click=True, long=True, res="header"),
              GC("Home", None, "TV", (189, y + 70, 700, y + 130), res="sub_header")]
        y += 170
    s += [GC("Contact settings", None, "TV", (63, y + 40, 700, y + 120), res="header"),
          GC("Set ringtone", None, "TV", (189, y + 140, 1017, y + 220), click=True),
          GC("Route to voicemail", None, "TV", (189, y + 240, 1017, y + 320), click=True),
          GC("Block numbers", None, "TV", (189, y + 340, 1017, y + 420), click=True)]
    return s


def t01(rs: RowSet) -> None:
    names = ["Aaron Blake", "Abigail Chen", "Ben Ortiz", "Carla Nunez", "Daniel Kim", "Elena Petrova", "Farid Haddad",
             "Grace Liu", "Hannah Moore", "Ivan Sokolov", "Jordan Lee"]
    t = Traj(gc_list("10:14", 77, ["Mom"], names))
    t.click("Create contact", gc_form("10:14", 77, "Create contact"))
    t.type("Priya", "First name", gc_form("10:14", 77, "Create contact", first="Priya", focus="First name"))
    t.type("Raman", "Last name", gc_form("10:14", 77, "Create contact", "Priya", "Raman", focus="Last name"))
    # the phone field formats digits as they are typed (US locale)
    t.type("4155550142", "Phone", gc_form("10:15", 77, "Create contact", "Priya", "Raman", "(415) 555-0142", focus="Phone"))
    t.click("Save", gc_detail("10:15", 77))
    t.click("Edit contact", gc_form("10:15", 77, "Edit contact", "Priya", "Raman", "(415) 555-0142"))
    t.type("priya.raman@northwind.io", "Email",
           gc_form("10:16", 77, "Edit contact", "Priya", "Raman", "(415) 555-0142", "priya.raman@northwind.io", focus="Email"))
    t.click("Save", gc_detail("10:16", 77, email="priya.raman@northwind.io"))
    t.click("Add to favorites", gc_detail("10:16", 76, email="priya.raman@northwind.io", starred=True))
    t.back(gc_list("10:17", 76, ["Mom", "Priya Raman"], names))
    put(rs, 1, "Add a contact Priya Raman with mobile number 415-555-0142 and email priya.raman@northwind.io, then add her to favorites.", t)


# ---------------------------------------------------------------- 02 Markor note (bad: content line changes without an edit)
MK = mk("net.gsantner.markor")


def mk_files(clock: str, batt: int, files: list[tuple[str, str]], selected: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    if selected:
        s += [MK(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
              MK("1 selected", None, "TV", (189, 168, 600, 252)),
              MK(None, "Rename", "TV", (660, 158, 786, 262), click=True, res="action_rename_selected_item"),
              MK(None, "Delete", "TV", (786, 158, 912, 262), click=True, res="action_delete_selected_items"),
              MK(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    else:
        s += [MK("Markor", None, "TV", (42, 168, 500, 252)),
              MK(None, "Search", "TV", (660, 158, 786, 262), click=True, res="action_search"),
              MK(None, "Sort by", "TV", (786, 158, 912, 262), click=True, res="action_sort"),
              MK(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    s.append(MK("/storage/emulated/0/Documents/markor", None, "TV", (42, 283, 1038, 346), res="ui__filesystem_dialog__title"))
    y = 360
    for name in ("archive", "attachments"):
        s += [MK(name, None, "TV", (189, y + 20, 1038, y + 90), click=True, long=True, res="ui__filesystem_item__title"),
              MK("Folder", None, "TV", (189, y + 90, 1038, y + 140), res="ui__filesystem_item__description")]
        y += 165
    for name, meta in files:
        s += [MK(name, None, "TV", (189, y + 20, 1038, y + 90), click=True, long=True, sel=(name == selected),
                 res="ui__filesystem_item__title"),
              MK(meta, None, "TV", (189, y + 90, 1038, y + 140), res="ui__filesystem_item__description")]
        y += 165
    if not selected:
        s.append(MK(None, "Create a new file", "IB", (858, 1974, 1017, 2133), click=True, res="fab_add_new_item"))
    s += [MK("Files", "Files", "FL", (0, 2200, 270, 2337), click=True, sel=True, res="nav_notebook"),
          MK("To-Do", "To-Do", "FL", (270, 2200, 540, 2337), click=True, res="nav_todo"),
          MK("QuickNote", "QuickNote", "FL", (540, 2200, 810, 2337), click=True, res="nav_quicknote"),
          MK("More", "More", "FL", (810, 2200, 1080, 2337), click=True, res="nav_more")]
    return s


def mk_newfile(clock: str, batt: int, name: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [MK("Create a new file", None, "TV", (84, 640, 996, 730), res="alertTitle"),
          MK(name, None, "ET", (84, 760, 760, 880), click=True, edit=True, focused=True, hint="Name", res="new_file_dialog__name"),
          MK(".md", None, "ET", (770, 760, 996, 880), click=True, edit=True, hint="Extension", res="new_file_dialog__ext"),
          MK("Markdown", "File type", "SP", (84, 900, 996, 990), click=True, res="new_file_dialog__type"),
          MK("Empty file", "Template", "SP", (84, 1000, 996, 1090), click=True, res="new_file_dialog__template"),
          MK("Encrypt with password", None, "CB", (84, 1110, 996, 1190), click=True, checkable=True, res="new_file_dialog__encryption"),
          MK("FOLDER", None, "BTN", (84, 1230, 330, 1330), click=True, res="button3"),
          MK("CANCEL", None, "BTN", (560, 1230, 780, 1330), click=True, res="button2"),
          MK("OK", None, "BTN", (800, 1230, 996, 1330), click=True, res="button1")]
    return s


def mk_edit(clock: str, batt: int, name: str, text: str, focused: bool = True) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [MK(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          MK(name, None, "TV", (168, 168, 560, 252), click=True, res="note__activity__text_note_title"),
          MK(None, "Undo", "TV", (576, 158, 678, 262), click=True, res="action_undo"),
          MK(None, "Redo", "TV", (678, 158, 780, 262), click=True, res="action_redo"),
          MK(None, "View", "TV", (780, 158, 906, 262), click=True, res="action_preview"),
          MK(None, "More options", "IV", (906, 158, 1038, 262), click=True),
          MK(text, None, "ET", (0, 273, 1080, 2050), click=True, long=True, edit=True, focused=focused, scroll=True,
             res="document__fragment__edit__highlighting_editor")]
    for k, tool in enumerate(["Header", "Bold", "Italic", "Checkbox", "Unordered list", "Ordered list", "Insert link", "Insert image"]):
        s.append(MK(None, tool, "IV", (k * 135, 2050, k * 135 + 135, 2180), click=True, long=True, res="textactionbar_icon"))
    return s


def mk_view(clock: str, batt: int, name: str, text: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [MK(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          MK(name, None, "TV", (168, 168, 700, 252), click=True, res="note__activity__text_note_title"),
          MK(None, "Edit", "TV", (780, 158, 906, 262), click=True, res="action_edit"),
          MK(None, "More options", "IV", (906, 158, 1038, 262), click=True),
          MK(None, None, "WV", (0, 273, 1080, 2337), scroll=True, res="document__fragment_view_webview")]
    y = 320
    for line in text.strip("\n").split("\n"):
        shown = line.lstrip("#- ").strip()
        s.append(MK(shown, None, "TV", (42, y, 1038, y + (120 if line.startswith("#") else 80))))
        y += 130 if line.startswith("#") else 90
    return s


def t02(rs: RowSet) -> None:
    old = [("meeting_notes_2024-10-14.md", "Oct 14, 16:22 · 2.3 KB"), ("reading_list.md", "Oct 11, 08:05 · 918 B"),
           ("todo_old.md", "Sep 30, 19:47 · 1.4 KB"), ("recipes.md", "Sep 22, 12:10 · 4.7 KB"), ("ideas.md", "Aug 19, 23:31 · 3.1 KB"),
           ("QuickNote.md", "Aug 2, 07:58 · 612 B")]
    text = "# Groceries\n- 2 lb carrots\n- 1 dozen eggs\n- 500 g basmati rice\n- oat milk (unsweetened)\n- fresh cilantro\n- 3 limes\n"
    drift = text.replace("basmati", "jasmine")  # DRIFT: same length, so the listed size stays right
    size = f"{len(text.encode())} B"
    new = [("grocery_list.md", f"Oct 15, 10:21 · {size}")] + old
    t = Traj(mk_files("10:19", 64, old))
    t.click("Create a new file", mk_newfile("10:19", 64))
    t.type("grocery_list", "Name", mk_newfile("10:19", 64, "grocery_list"))
    t.click("OK", mk_edit("10:20", 64, "grocery_list.md", ""))
    t.type(text, "", mk_edit("10:21", 64, "grocery_list.md", text))
    t.click("View", mk_view("10:21", 64, "grocery_list.md", text))
    t.back(mk_files("10:21", 64, new))
    t.click("grocery_list.md", mk_edit("10:22", 63, "grocery_list.md", drift, focused=False))
    t.back(mk_files("10:22", 63, new))
    t.long("todo_old.md", mk_files("10:22", 63, new, selected="todo_old.md"))
    rn = sbar("10:23", 63) + [
        MK("Rename", None, "TV", (84, 860, 996, 950), res="alertTitle"),
        MK("todo_old.md", None, "ET", (84, 980, 996, 1100), click=True, edit=True, focused=True, hint="Name", res="dialog_rename_edit")]
    rn2 = [dict(e) for e in rn]
    rn2[-1] = dict(rn2[-1], text="todo_archive.md")
    btns = [MK("CANCEL", None, "BTN", (560, 1140, 780, 1240), click=True, res="button2"),
            MK("OK", None, "BTN", (800, 1140, 996, 1240), click=True, res="button1")]
    t.click("Rename", rn + btns)
    t.type("todo_archive.md", "todo_old.md", rn2 + btns)
    renamed = [(("todo_archive.md", m) if n == "todo_old.md" else (n, m)) for n, m in new]
    t.click("OK", mk_files("10:23", 63, renamed))
    put(rs, 2, "In Markor, create a note grocery_list.md with my grocery items (2 lb carrots, 1 dozen eggs, 500 g basmati rice, unsweetened oat milk, fresh cilantro, 3 limes), check it, then rename todo_old.md to todo_archive.md.",
        t, bad=7, kind="note line '500 g basmati rice' reads '500 g jasmine rice' on reopening, with no edit")


# ---------------------------------------------------------------- 03 Clock alarm (bad: untouched alarm's time changes)
DC = mk("com.google.android.deskclock")
DAYS = [("S", "Sunday"), ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday")]


def dc_tabs(active: str) -> list[dict[str, Any]]:
    out = []
    for k, tab in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
        out.append(DC(tab, tab, "FL", (k * 216, 2190, k * 216 + 216, 2337), click=True, sel=(tab == active)))
    return out


def dc_alarm(a: dict[str, Any], y: int, expanded: bool) -> tuple[list[dict[str, Any]], int]:
    out = [DC(a["time"], None, "TV", (84, y + 40, 640, y + 190), click=True, res="digital_clock")]
    if expanded:
        out.append(DC(a.get("label") or "Add label", None, "TV", (84, y + 200, 900, y + 270), click=True, res="edit_label"))
        for k, (letter, day) in enumerate(DAYS):
            on = day in a["days"]
            out.append(DC(letter, day, "CB", (84 + k * 128, y + 300, 196 + k * 128, y + 412), click=True, checkable=True, checked=on))
        out += [DC(a["summary"], None, "TV", (84, y + 440, 700, y + 500), res="upcoming_instance_label"),
                DC(None, a["time"] + " alarm", "SW", (850, y + 60, 996, y + 160), click=True, checkable=True, checked=a["on"], res="onoff"),
                DC("Default (Cesium)", "Ringtone", "TV", (84, y + 530, 900, y + 600), click=True, res="choose_ringtone"),
                DC("Vibrate", None, "CB", (84, y + 620, 900, y + 690), click=True, checkable=True, checked=True, res="vibrate_onoff"),
                DC("Delete", None, "TV", (84, y + 720, 400, y + 790), click=True, res="delete")]
        return out, y + 840
    out += [DC(a.get("label") or None, None, "TV", (84, y + 190, 640, y + 250), res="label") if a.get("label") else
            DC(a["summary"], None, "TV", (84, y + 190, 640, y + 250), res="days_of_week"),
            DC(None, a["time"] + " alarm", "SW", (850, y + 60, 996, y + 160), click=True, checkable=True, checked=a["on"], res="onoff")]
    if a.get("label"):
        out.append(DC(a["summary"], None, "TV", (84, y + 250, 640, y + 300), res="days_of_week"))
    return out, y + 330


def dc_alarms(clock: str, batt: int, alarms: list[dict[str, Any]], expanded: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [DC("Alarm", None, "TV", (63, 200, 600, 320), res="action_bar_title"),
          DC(None, "More options", "IV", (954, 210, 1038, 310), click=True)]
    y = 360
    for a in alarms:
        els, y = dc_alarm(a, y, a["time"] == expanded)
        s += els
    s.append(DC(None, "Add alarm", "IB", (412, 1990, 668, 2160), click=True, res="fab"))
    return s + dc_tabs("Alarm")


def dc_picker(clock: str, batt: int, hour: str, minute: str, am: bool, focus: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [DC("Enter time", None, "TV", (105, 800, 900, 870), res="header_title"),
          DC(hour, None, "ET", (105, 900, 420, 1080), click=True, edit=True, focused=(focus == "h"), hint="hh", res="material_hour_text_input"),
          DC(":", None, "TV", (430, 920, 470, 1060)),
          DC(minute, None, "ET", (480, 900, 795, 1080), click=True, edit=True, focused=(focus == "m"), hint="mm", res="material_minute_text_input"),
          DC("AM", None, "BTN", (820, 900, 975, 985), click=True, checkable=True, checked=am, res="material_clock_period_am_button"),
          DC("PM", None, "BTN", (820, 995, 975, 1080), click=True, checkable=True, checked=not am, res="material_clock_period_pm_button"),
          DC("Hour", None, "TV", (105, 1090, 420, 1140)),
          DC("Minute", None, "TV", (480, 1090, 795, 1140)),
          DC(None, "Switch to clock mode for the time input.", "IB", (105, 1200, 231, 1326), click=True, res="material_timepicker_mode_button"),
          DC("Cancel", None, "BTN", (560, 1210, 760, 1316), click=True, res="material_timepicker_cancel_button"),
          DC("OK", None, "BTN", (780, 1210, 975, 1316), click=True, res="material_timepicker_ok_button")]
    return s


def t03(rs: RowSet) -> None:
    wk = {"time": "7:30 AM", "days": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "summary": "Mon, Tue, Wed, Thu, Fri", "on": True}
    we = {"time": "9:00 AM", "label": "Weekend run", "days": ["Saturday", "Sunday"], "summary": "Sun, Sat", "on": False}
    meds = {"time": "10:15 PM", "label": "Meds", "days": [d for _, d in DAYS], "summary": "Every day", "on": True}
    meds2 = dict(meds, time="10:45 PM")  # DRIFT: nothing touched the Meds alarm
    gym = {"time": "6:45 AM", "days": [], "summary": "Tomorrow", "on": True}
    t = Traj(dc_alarms("9:42", 58, [wk, we, meds]))
    t.click("Add alarm", dc_picker("9:42", 58, "", "", False, "h"))
    t.type("6", "hh", dc_picker("9:42", 58, "6", "", False, "h"))
    t.type("45", "mm", dc_picker("9:43", 58, "6", "45", False, "m"))
    t.click("AM", dc_picker("9:43", 58, "6", "45", True, "m"))
    t.click("OK", dc_alarms("9:43", 58, [gym, wk, we, meds2], expanded="6:45 AM"))
    g1 = dict(gym, days=["Monday"], summary="Mon")
    t.click("Monday", dc_alarms("9:43", 58, [g1, wk, we, meds2], expanded="6:45 AM"))
    g2 = dict(gym, days=["Monday", "Wednesday"], summary="Mon, Wed")
    t.click("Wednesday", dc_alarms("9:43", 58, [g2, wk, we, meds2], expanded="6:45 AM"))
    g3 = dict(gym, days=["Monday", "Wednesday", "Friday"], summary="Mon, Wed, Fri")
    t.click("Friday", dc_alarms("9:44", 58, [g3, wk, we, meds2], expanded="6:45 AM"))
    lab = sbar("9:44", 58) + [DC("Label", None, "TV", (84, 880, 996, 960), res="alertTitle")]
    lab_btns = [DC("Cancel", None, "BTN", (560, 1160, 780, 1260), click=True, res="button2"),
                DC("OK", None, "BTN", (800, 1160, 996, 1260), click=True, res="button1")]
    t.click("Add label", lab + [DC("", None, "ET", (84, 990, 996, 1110), click=True, edit=True, focused=True, hint="Label", res="label_input_field")] + lab_btns)
    t.type("Gym", "Label", nth=1, screen=lab + [DC("Gym", None, "ET", (84, 990, 996, 1110), click=True, edit=True, focused=True, hint="Label", res="label_input_field")] + lab_btns)
    g4 = dict(g3, label="Gym")
    t.click("OK", dc_alarms("9:44", 58, [g4, wk, we, meds2], expanded="6:45 AM"))
    put(rs, 3, "Create a 6:45 AM alarm labelled Gym that repeats on Monday, Wednesday and Friday.", t,
        bad=5, kind="the untouched 'Meds' alarm reads 10:45 PM instead of 10:15 PM after a new alarm is added")


# ---------------------------------------------------------------- 04 Simple Calendar Pro (clean)
SC = mk("com.simplemobiletools.calendar.pro")


def sc_day(clock: str, batt: int, title: str, events: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [SC(None, "Search", "TV", (42, 158, 860, 262), click=True, res="top_toolbar_search"),
          SC(None, "Go to today", "TV", (660, 158, 786, 262), click=True, res="go_to_today"),
          SC(None, "Change view", "TV", (786, 158, 912, 262), click=True, res="change_view"),
          SC(None, "More options", "IV", (912, 158, 1038, 262), click=True),
          SC(title, None, "TV", (42, 300, 1038, 380), click=True, res="top_value")]
    if not events:
        s.append(SC("No upcoming events", None, "TV", (42, 900, 1038, 980), res="day_events_placeholder"))
    y = 420
    for name, when, loc in events:
        s += [SC(name, None, "TV", (84, y + 20, 1000, y + 90), click=True, res="event_item_title"),
              SC(when, None, "TV", (84, y + 90, 1000, y + 150), res="event_item_time")]
        if loc:
            s.append(SC(loc, None, "TV", (84, y + 150, 1000, y + 210), res="event_item_description"))
        y += 240
    s.append(SC(None, "New event", "IB", (837, 2086, 1017, 2266), click=True, res="calendar_fab"))
    return s


def sc_edit(clock: str, batt: int, title: str = "", loc: str = "", date: str = "Thu, Oct 17, 2024", start: str = "13:00",
            end: str = "14:00", focus: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [SC(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          SC("New event", None, "TV", (189, 168, 700, 252)),
          SC(None, "Save", "TV", (912, 158, 1038, 262), click=True, res="save"),
          SC(title, None, "ET", (42, 300, 1038, 420), click=True, edit=True, focused=(focus == "title"), hint="Title", res="event_title"),
          SC(loc, None, "ET", (42, 430, 940, 550), click=True, edit=True, focused=(focus == "loc"), hint="Location", res="event_location"),
          SC(None, "Show on map", "IV", (950, 450, 1038, 530), click=True, res="event_show_on_map"),
          SC("", None, "ET", (42, 560, 1038, 680), click=True, edit=True, hint="Description", res="event_description"),
          SC("All-day", None, "CB", (147, 720, 1038, 810), click=True, checkable=True, res="event_all_day"),
          SC(date, None, "TV", (147, 830, 700, 920), click=True, res="event_start_date"),
          SC(start, None, "TV", (760, 830, 1038, 920), click=True, res="event_start_time"),
          SC(date, None, "TV", (147, 930, 700, 1020), click=True, res="event_end_date"),
          SC(end, None, "TV", (760, 930, 1038, 1020), click=True, res="event_end_time"),
          SC("Europe/Berlin", None, "TV", (147, 1040, 1038, 1120), click=True, res="event_time_zone"),
          SC("10 minutes before", None, "TV", (147, 1160, 1038, 1240), click=True, res="event_reminder_1"),
          SC("Add another reminder", None, "TV", (147, 1250, 1038, 1330), click=True, res="event_reminder_2"),
          SC("No repetition", None, "TV", (147, 1370, 1038, 1450), click=True, res="event_repetition"),
          SC("Add another attendee", None, "TV", (147, 1490, 1038, 1570), click=True, res="event_attendees"),
          SC("Regular event", None, "TV", (147, 1610, 1038, 1690), click=True, res="event_type"),
          SC("Busy", None, "TV", (147, 1730, 1038, 1810), click=True, res="event_availability")]
    return s


def sc_time(clock: str, batt: int, hour: str, minute: str, focus: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [SC("Set time", None, "TV", (105, 820, 900, 890)),
          SC(hour, None, "ET", (105, 920, 470, 1100), click=True, edit=True, focused=(focus == "h"), hint="hh", res="material_hour_text_input"),
          SC(":", None, "TV", (480, 940, 520, 1080)),
          SC(minute, None, "ET", (530, 920, 895, 1100), click=True, edit=True, focused=(focus == "m"), hint="mm", res="material_minute_text_input"),
          SC("Hour", None, "TV", (105, 1110, 470, 1160)),
          SC("Minute", None, "TV", (530, 1110, 895, 1160)),
          SC(None, "Switch to clock mode for the time input.", "IB", (105, 1220, 231, 1346), click=True),
          SC("Cancel", None, "BTN", (560, 1230, 760, 1336), click=True, res="material_timepicker_cancel_button"),
          SC("OK", None, "BTN", (780, 1230, 975, 1336), click=True, res="material_timepicker_ok_button")]
    return s


def t04(rs: RowSet) -> None:
    tue = [("Standup", "09:30 - 09:45", "Jitsi: team-daily"), ("Lunch with Ines", "12:30 - 13:30", "Café Lindner")]
    wed = [("Dentist", "08:00 - 08:45", "Dr. Albers, Kantstraße 12")]
    thu = [("Yoga", "18:30 - 19:30", "Studio Mitte")]
    t = Traj(sc_day("12:07", 71, "Tuesday, October 15 (today)", tue))
    t.scroll("right", sc_day("12:07", 71, "Wednesday, October 16", wed))
    t.scroll("right", sc_day("12:07", 71, "Thursday, October 17", thu))
    # a new event opened from a day view starts on that day, at the next full hour after now
    t.click("New event", sc_edit("12:08", 71, focus="title"))
    t.type("Quarterly review", "Title", sc_edit("12:08", 71, "Quarterly review", focus="title"))
    t.click("13:00", sc_time("12:08", 71, "13", "00", "h"))
    t.type("14", "hh", sc_time("12:08", 71, "14", "00", "h"))
    # changing the start keeps the duration, so the end follows to 15:00
    t.click("OK", sc_edit("12:09", 71, "Quarterly review", start="14:00", end="15:00"))
    t.click("15:00", sc_time("12:09", 71, "15", "00", "h"))
    t.type("30", "mm", sc_time("12:09", 71, "15", "30", "m"))
    t.click("OK", sc_edit("12:09", 71, "Quarterly review", start="14:00", end="15:30"))
    t.type("Room 4B", "Location", sc_edit("12:10", 70, "Quarterly review", "Room 4B", start="14:00", end="15:30", focus="loc"))
    t.click("Save", sc_day("12:10", 70, "Thursday, October 17", [("Quarterly review", "14:00 - 15:30", "Room 4B")] + thu))
    put(rs, 4, "In Simple Calendar Pro, add an event 'Quarterly review' on Thursday October 17 from 14:00 to 15:30 in Room 4B.", t)


# ---------------------------------------------------------------- 05 Settings display (bad: dark theme switch flips back)
ST = mk("com.android.settings")


def st_main(clock: str, batt: int, storage: str = "38% used - 79.3 GB free", wifi: str = "Mobile, Wi‑Fi, hotspot") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [ST("Settings", None, "TV", (63, 250, 1017, 400), res="homepage_title"),
          ST("Search settings", None, "TV", (63, 440, 1017, 580), click=True, res="search_action_bar_title"),
          ST(None, "Alex Morgan", "IV", (880, 450, 1000, 570), click=True, res="account_avatar")]
    items = [("Network & internet", wifi), ("Connected devices", "Bluetooth, pairing"),
             ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
             ("Battery", f"{batt}%"), ("Storage", storage), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
             ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid"),
             ("Accessibility", "Display, interaction, audio")]
    for k, (title, summary) in enumerate(items):
        y0, _ = ry(k, 620, 170)
        s += [ST(title, None, "TV", (231, y0 + 30, 1017, y0 + 95), click=True, res="title"),
              ST(summary, None, "TV", (231, y0 + 95, 1017, y0 + 150), res="summary")]
    return s


def st_display(clock: str, batt: int, dark: bool, timeout: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [ST(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          ST("Display", None, "TV", (63, 300, 1017, 420), res="collapsing_toolbar"),
          ST("Brightness", None, "TV", (63, 460, 1017, 520)),
          ST("Brightness level", None, "TV", (63, 540, 1017, 600), click=True, res="title"),
          ST("52%", None, "TV", (63, 600, 1017, 650), res="summary"),
          ST("Adaptive brightness", None, "TV", (63, 690, 840, 750), click=True, res="title"),
          ST("Optimize brightness for available light", None, "TV", (63, 750, 840, 800), res="summary"),
          ST(None, None, "SW", (870, 700, 1017, 790), click=True, checkable=True, checked=True, res="switchWidget"),
          ST("Lock display", None, "TV", (63, 850, 1017, 910)),
          ST("Lock screen", None, "TV", (63, 930, 1017, 990), click=True, res="title"),
          ST("Show all notification content", None, "TV", (63, 990, 1017, 1040), res="summary"),
          ST("Screen timeout", None, "TV", (63, 1080, 1017, 1140), click=True, res="title"),
          ST(timeout, None, "TV", (63, 1140, 1017, 1190), res="summary"),
          ST("Appearance", None, "TV", (63, 1250, 1017, 1310)),
          ST("Dark theme", None, "TV", (63, 1330, 840, 1390), click=True, res="title"),
          ST("Will never turn on automatically", None, "TV", (63, 1390, 840, 1440), res="summary"),
          ST(None, "Dark theme", "SW", (870, 1340, 1017, 1430), click=True, checkable=True, checked=dark, res="switchWidget"),
          ST("Display size and text", None, "TV", (63, 1480, 1017, 1540), click=True, res="title"),
          ST("Color", None, "TV", (63, 1600, 1017, 1660)),
          ST("Night Light", None, "TV", (63, 1680, 1017, 1740), click=True, res="title"),
          ST("Off / Will never turn on automatically", None, "TV", (63, 1740, 1017, 1790), res="summary"),
          ST("Other display controls", None, "TV", (63, 1850, 1017, 1910)),
          ST("Auto-rotate screen", None, "TV", (63, 1930, 840, 1990), click=True, res="title"),
          ST(None, None, "SW", (870, 1930, 1017, 2020), click=True, checkable=True, checked=False, res="switchWidget"),
          ST("Smooth Display", None, "TV", (63, 2060, 840, 2120), click=True, res="title"),
          ST("Automatically raises the refresh rate from 60 to 90 Hz for some content", None, "TV", (63, 2120, 840, 2220), res="summary"),
          ST(None, None, "SW", (870, 2080, 1017, 2170), click=True, checkable=True, checked=True, res="switchWidget")]
    return s


def st_timeout(clock: str, batt: int, chosen: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [ST(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          ST("Screen timeout", None, "TV", (63, 300, 1017, 420), res="collapsing_toolbar")]
    for k, opt in enumerate(["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]):
        y0, _ = ry(k, 480, 140)
        s.append(ST(opt, None, "RB", (63, y0, 1017, y0 + 140), click=True, checkable=True, checked=(opt == chosen), res="radio_button"))
    s += [ST("Screen attention", None, "TV", (63, 1540, 840, 1600), click=True, res="title"),
          ST("Keeps screen on if you're looking at it", None, "TV", (63, 1600, 840, 1650), res="summary"),
          ST(None, None, "SW", (870, 1550, 1017, 1640), click=True, checkable=True, checked=False, res="switchWidget"),
          ST("Screen timeout keeps your screen on while you're using it. It turns off after the selected time of inactivity.", None, "TV", (63, 1720, 1017, 1900))]
    return s


def st_font(clock: str, batt: int, size: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [ST(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          ST("Display size and text", None, "TV", (63, 300, 1017, 420), res="collapsing_toolbar"),
          ST("Preview", None, "TV", (63, 460, 1017, 520)),
          ST("Hi Mia! Can you send me the photos from Saturday?", None, "TV", (126, 560, 954, 760), res="preview_text"),
          ST("Font size", None, "TV", (63, 840, 1017, 900), res="title"),
          ST(None, "Make font smaller", "IV", (63, 940, 189, 1066), click=True, res="smaller"),
          ST(size, None, "SB", (189, 940, 891, 1066), click=True, scroll=True, res="seekbar"),
          ST(None, "Make font larger", "IV", (891, 940, 1017, 1066), click=True, res="larger"),
          ST("Display size", None, "TV", (63, 1130, 1017, 1190), res="title"),
          ST(None, "Make display smaller", "IV", (63, 1230, 189, 1356), click=True),
          ST("Default", None, "SB", (189, 1230, 891, 1356), click=True, scroll=True, res="seekbar"),
          ST(None, "Make display larger", "IV", (891, 1230, 1017, 1356), click=True),
          ST("Bold text", None, "TV", (63, 1420, 840, 1480), click=True, res="title"),
          ST(None, None, "SW", (870, 1410, 1017, 1500), click=True, checkable=True, checked=False, res="switchWidget"),
          ST("High contrast text", None, "TV", (63, 1560, 840, 1620), click=True, res="title"),
          ST(None, None, "SW", (870, 1550, 1017, 1640), click=True, checkable=True, checked=False, res="switchWidget"),
          ST("Reset settings", None, "BTN", (63, 1720, 500, 1820), click=True, enabled=(size != "Default"))]
    return s


def t05(rs: RowSet) -> None:
    t = Traj(st_main("11:02", 84))
    t.click("Display", st_display("11:02", 84, False, "After 30 seconds"))
    t.click("Dark theme", st_display("11:02", 84, True, "After 30 seconds"), nth=1)
    t.click("Screen timeout", st_timeout("11:03", 84, "30 seconds"))
    t.click("2 minutes", st_timeout("11:03", 84, "2 minutes"))
    t.back(st_display("11:03", 84, False, "After 2 minutes"))  # DRIFT: dark theme switch is off again
    t.click("Display size and text", st_font("11:03", 84, "Default"))
    t.click("Make font larger", st_font("11:04", 84, "Large"))
    t.back(st_display("11:04", 83, False, "After 2 minutes"))
    t.back(st_main("11:04", 83))
    put(rs, 5, "Turn on dark theme, set the screen timeout to 2 minutes and make the font one step larger.", t,
        bad=5, kind="dark theme switch, turned on by the agent, shows off again after returning from the timeout page")


# ---------------------------------------------------------------- 06 Broccoli recipe (clean)
BR = mk("com.flauschcode.broccoli")
RECIPES = [("Banana Bread", "Moist loaf with walnuts", "1 h 10 min"), ("Chana Masala", "Chickpeas in spiced tomato gravy", "40 min"),
           ("Lentil Bolognese", "Weeknight ragù with brown lentils", "50 min"), ("Mushroom Risotto", "Arborio, porcini, parmesan", "45 min"),
           ("Shakshuka", "Eggs poached in peppers and tomatoes", "30 min"), ("Thai Green Curry", "Coconut curry with tofu and beans", "35 min")]


def br_list(clock: str, batt: int, recipes: list[tuple[str, str, str]], query: str | None = None) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    if query is None:
        s += [BR(None, "Open navigation drawer", "IB", (0, 147, 147, 273), click=True),
              BR("Recipes", None, "TV", (189, 168, 700, 252)),
              BR(None, "Search", "TV", (912, 158, 1038, 262), click=True, res="action_search")]
    else:
        s += [BR(None, "Collapse", "IB", (0, 147, 147, 273), click=True),
              BR(query, None, "ET", (168, 158, 900, 262), click=True, edit=True, focused=True, hint="Search…", res="search_src_text"),
              BR(None, "Clear query", "IV", (912, 158, 1038, 262), click=True, res="search_close_btn")]
    for k, (name, desc, time) in enumerate(recipes):
        y0, _ = ry(k, 300, 270)
        s += [BR(None, None, "IV", (42, y0 + 20, 292, y0 + 250), res="card_image"),
              BR(name, None, "TV", (320, y0 + 30, 1038, y0 + 100), click=True, long=True, res="card_text_view_title"),
              BR(desc, None, "TV", (320, y0 + 100, 1038, y0 + 170), res="card_text_view_description"),
              BR(time, None, "TV", (320, y0 + 180, 1038, y0 + 240), res="card_text_view_preparation_time")]
    s.append(BR(None, "Add recipe", "IB", (837, 2086, 1017, 2266), click=True, res="fab_recipes"))
    return s


def br_edit(clock: str, batt: int, f: dict[str, str], focus: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [BR(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          BR("New recipe", None, "TV", (189, 168, 700, 252)),
          BR(None, "Save", "TV", (912, 158, 1038, 262), click=True, res="action_save"),
          BR(None, "Add image", "IV", (0, 273, 1080, 700), click=True, res="new_image")]
    fields = [("Title", 720, 120), ("Categories", 850, 100), ("Servings", 960, 120), ("Preparation time", 1090, 120),
              ("Source", 1220, 120), ("Description", 1350, 120), ("Ingredients", 1480, 260), ("Directions", 1750, 300)]
    for hint, y, h in fields:
        if hint == "Categories":
            s.append(BR("Categories", None, "TV", (42, y, 1038, y + h), click=True, res="new_categories"))
            continue
        s.append(BR(f.get(hint, ""), None, "ET", (42, y, 1038, y + h), click=True, edit=True, focused=(focus == hint), hint=hint,
                    res="new_" + hint.lower().replace(" ", "_")))
    return s


def br_view(clock: str, batt: int, servings: int, ingredients: list[str], steps: list[str]) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [BR(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          BR(None, "Favorite", "TV", (660, 158, 786, 262), click=True, res="action_favorite"),
          BR(None, "Edit", "TV", (786, 158, 912, 262), click=True, res="action_edit"),
          BR(None, "More options", "IV", (912, 158, 1038, 262), click=True),
          BR("Lemon Lentil Soup", None, "TV", (42, 560, 1038, 680), res="recipe_title"),
          BR("35 min", None, "TV", (42, 700, 500, 760), res="recipe_preparation_time"),
          BR(None, "Decrease servings", "IB", (560, 690, 680, 770), click=True, res="servings_minus"),
          BR(f"{servings} servings", None, "TV", (690, 700, 900, 760), res="recipe_servings"),
          BR(None, "Increase servings", "IB", (910, 690, 1030, 770), click=True, res="servings_plus"),
          BR("Ingredients", None, "TV", (42, 820, 1038, 890))]
    y = 900
    for ing in ingredients:
        s.append(BR(ing, None, "TV", (84, y, 1038, y + 70), res="ingredient_text"))
        y += 75
    s.append(BR("Directions", None, "TV", (42, y + 30, 1038, y + 100)))
    y += 110
    for k, st in enumerate(steps, 1):
        s.append(BR(f"{k}. {st}", None, "TV", (84, y, 1038, y + 130), res="direction_text"))
        y += 140
    s.append(BR(None, "Cook mode", "IB", (837, 2086, 1017, 2266), click=True, res="fab_cook"))
    return s


def t06(rs: RowSet) -> None:
    ing = "1 cup red lentils\n1 onion, diced\n2 carrots, sliced\n4 cups vegetable broth\n1 lemon, juiced\n1/2 tsp ground cumin\n2 tbsp olive oil"
    ing2 = ["2 cup red lentils", "2 onion, diced", "4 carrots, sliced", "8 cups vegetable broth", "2 lemon, juiced",
            "1 tsp ground cumin", "4 tbsp olive oil"]
    dirs = "Sweat the onion and carrots in the oil for 6 minutes.\nAdd lentils, cumin and broth; simmer 20 minutes.\nBlend half, stir in the lemon juice and season."
    f: dict[str, str] = {}
    t = Traj(br_list("17:40", 55, RECIPES))
    t.click("Add recipe", br_edit("17:40", 55, f, "Title"))
    for key, val in [("Title", "Lemon Lentil Soup"), ("Servings", "4"), ("Preparation time", "35 min"),
                     ("Description", "Bright, quick red lentil soup"), ("Ingredients", ing), ("Directions", dirs)]:
        f = dict(f, **{key: val})
        t.type(val, key, br_edit("17:41" if key in ("Title", "Servings") else "17:43", 55, f, key))
    t.click("Save", br_view("17:43", 54, 4, ing.split("\n"), dirs.split("\n")))
    # the servings stepper scales the leading quantities of each ingredient
    t.click("Increase servings", br_view("17:44", 54, 8, ing2, dirs.split("\n")))
    allr = sorted(RECIPES + [("Lemon Lentil Soup", "Bright, quick red lentil soup", "35 min")])
    t.back(br_list("17:44", 54, allr))
    t.click("Search", br_list("17:44", 54, allr, query=""))
    t.type("lentil", "Search…", br_list("17:45", 54, [r for r in allr if "lentil" in r[0].lower()], query="lentil"))
    put(rs, 6, "In Broccoli, add a recipe 'Lemon Lentil Soup' for 4 servings with my ingredients and steps, then look at it for 8 servings and find it by searching 'lentil'.", t)


# ---------------------------------------------------------------- 07 Files by Google (bad: trashed file back in a re-sorted listing)
FG = mk("com.google.android.apps.nbu.files")
DL = [("boarding_pass_UA857.pdf", "212 kB, Oct 14"), ("IMG_20241002_181455.jpg", "3.4 MB, Oct 2"),
      ("setup_v2.3.1.apk", "48.7 MB, Sep 28"), ("tax_return_2023.pdf", "1.1 MB, Sep 20"),
      ("lease_agreement_signed.pdf", "784 kB, Sep 3"), ("podcast_ep112.mp3", "62.3 MB, Aug 30"),
      ("Screenshot_20240821-093015.png", "1.9 MB, Aug 21"), ("invoice_88214.pdf", "96 kB, Aug 12"),
      ("wedding_playlist.m3u", "4 kB, Jul 29"), ("cv_alex_morgan.docx", "41 kB, Jul 2")]


def fg_browse(clock: str, batt: int) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [FG(None, "Search in Files", "TV", (42, 158, 860, 262), click=True, res="search_bar"),
          FG(None, "Account and settings", "IV", (880, 158, 1004, 262), click=True),
          FG("Categories", None, "TV", (42, 320, 1038, 390))]
    for k, c in enumerate(["Downloads", "Images", "Videos", "Audio", "Documents", "Apps"]):
        x, y = 42 + (k % 2) * 508, 410 + (k // 2) * 190
        s.append(FG(c, None, "TV", (x, y, x + 488, y + 170), click=True, res="category_title"))
    s += [FG("Collections", None, "TV", (42, 1020, 1038, 1090)),
          FG("Favorites", None, "TV", (42, 1110, 1038, 1220), click=True),
          FG("Safe folder", None, "TV", (42, 1230, 1038, 1340), click=True),
          FG("Trash", None, "TV", (42, 1350, 1038, 1460), click=True),
          FG("Storage devices", None, "TV", (42, 1520, 1038, 1590)),
          FG("Internal storage", None, "TV", (189, 1610, 1038, 1680), click=True, res="storage_title"),
          FG("49.2 GB free", None, "TV", (189, 1680, 1038, 1740), res="storage_subtitle"),
          FG("Clean", "Clean", "FL", (0, 2200, 360, 2337), click=True, res="clean_tab"),
          FG("Browse", "Browse", "FL", (360, 2200, 720, 2337), click=True, sel=True, res="browse_tab"),
          FG("Share", "Share", "FL", (720, 2200, 1080, 2337), click=True, res="share_tab")]
    return s


def fg_dl(clock: str, batt: int, files: list[tuple[str, str]], sel: tuple[str, ...] = (), sort: str = "Date modified") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    if sel:
        s += [FG(None, "Clear selection", "IB", (0, 147, 147, 273), click=True),
              FG(f"{len(sel)} selected", None, "TV", (189, 168, 560, 252)),
              FG(None, "Select all", "TV", (534, 158, 660, 262), click=True),
              FG(None, "Share", "TV", (660, 158, 786, 262), click=True),
              FG(None, "Delete", "TV", (786, 158, 912, 262), click=True, res="delete_action"),
              FG(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    else:
        s += [FG(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
              FG("Downloads", None, "TV", (189, 168, 700, 252)),
              FG(None, "Search", "TV", (786, 158, 912, 262), click=True),
              FG(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    s += [FG(sort, "Sort", "BTN", (42, 290, 520, 380), click=True, res="sort_chip"),
          ]
    for k, (name, meta) in enumerate(files):
        y0, _ = ry(k, 400, 168)
        s += [FG(name, None, "TV", (189, y0 + 25, 900, y0 + 95), click=True, long=True, sel=(name in sel)),
              FG(meta, None, "TV", (189, y0 + 95, 900, y0 + 145))]
    return s


def t07(rs: RowSet) -> None:
    gone = {"IMG_20241002_181455.jpg", "setup_v2.3.1.apk"}
    left = [f for f in DL if f[0] not in gone]
    t = Traj(fg_browse("14:05", 49))
    t.click("Downloads", fg_dl("14:05", 49, DL))
    t.long("IMG_20241002_181455.jpg", fg_dl("14:05", 49, DL, ("IMG_20241002_181455.jpg",)))
    t.click("setup_v2.3.1.apk", fg_dl("14:06", 49, DL, ("IMG_20241002_181455.jpg", "setup_v2.3.1.apk")))
    t.click("Delete", fg_dl("14:06", 49, DL, ("IMG_20241002_181455.jpg", "setup_v2.3.1.apk")) + [
        FG("Move 2 files to Trash?", None, "TV", (84, 880, 996, 960), res="alertTitle"),
        FG("Files in Trash will be permanently deleted after 30 days.", None, "TV", (84, 980, 996, 1100), res="message"),
        FG("Cancel", None, "BTN", (460, 1140, 700, 1240), click=True, res="button2"),
        FG("Move to Trash", None, "BTN", (720, 1140, 996, 1240), click=True, res="button1")])
    t.click("Move to Trash", fg_dl("14:06", 49, left) + [FG("2 files moved to Trash", None, "TV", (42, 2050, 760, 2150), res="snackbar_text"),
                                                         FG("Undo", None, "BTN", (800, 2050, 1017, 2150), click=True, res="snackbar_action")])
    sheet = [FG("Sort by", None, "TV", (63, 1380, 1017, 1460))]
    for k, opt in enumerate(["Name (A to Z)", "Name (Z to A)", "Date modified (newest first)", "Date modified (oldest first)",
                             "Size (largest first)", "Size (smallest first)"]):
        sheet.append(FG(opt, None, "RB", (63, 1480 + k * 135, 1017, 1615 + k * 135), click=True, checkable=True,
                        checked=(k == 2), res="sort_option"))
    t.click("Sort", fg_dl("14:07", 49, left) + sheet)
    # DRIFT: the trashed IMG_20241002_181455.jpg is listed again once the folder is sorted by name
    back = [f for f in DL if f[0] != "setup_v2.3.1.apk"]
    byname = sorted(back, key=lambda f: f[0].lower())
    t.click("Name (A to Z)", fg_dl("14:07", 49, byname, sort="Name"))
    t.long("tax_return_2023.pdf", fg_dl("14:07", 49, byname, ("tax_return_2023.pdf",), sort="Name"))
    menu = [FG(m, None, "TV", (560, 180 + k * 130, 1038, 310 + k * 130), click=True, res="title")
            for k, m in enumerate(["Move to", "Copy to", "Rename", "Add to Favorites", "Move to Safe folder", "Open with", "File info"])]
    t.click("More options", fg_dl("14:07", 49, byname, ("tax_return_2023.pdf",), sort="Name") + menu)
    picker = sbar("14:08", 49) + [FG(None, "Close", "IB", (0, 147, 147, 273), click=True),
                                  FG("Move to", None, "TV", (189, 168, 700, 252)),
                                  FG("Internal storage", None, "TV", (42, 300, 1038, 370))]
    for k, d in enumerate(["Alarms", "Android", "Audiobooks", "DCIM", "Documents", "Download", "Movies", "Music", "Notifications",
                           "Pictures", "Podcasts", "Recordings", "Ringtones"]):
        picker.append(FG(d, None, "TV", (189, 400 + k * 130, 1038, 520 + k * 130), click=True, res="folder_name"))
    picker.append(FG("Move here", None, "BTN", (620, 2200, 1038, 2320), click=True, enabled=False, res="move_here"))
    t.click("Move to", picker)
    docs = sbar("14:08", 49) + [FG(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
                                FG("Move to", None, "TV", (189, 168, 700, 252)),
                                FG("Internal storage > Documents", None, "TV", (42, 300, 1038, 370))]
    for k, (d, meta) in enumerate([("Markor", "Folder"), ("Scans", "Folder"), ("Work", "Folder"), ("car_insurance_2024.pdf", "310 kB, May 6"),
                                   ("passport_scan.pdf", "2.2 MB, Mar 18")]):
        docs += [FG(d, None, "TV", (189, 400 + k * 160, 1038, 470 + k * 160), click=True, res="file_name"),
                 FG(meta, None, "TV", (189, 470 + k * 160, 1038, 520 + k * 160), res="file_details")]
    docs.append(FG("Move here", None, "BTN", (620, 2200, 1038, 2320), click=True, res="move_here"))
    t.click("Documents", docs)
    put(rs, 7, "In Files, delete IMG_20241002_181455.jpg and setup_v2.3.1.apk from Downloads, sort Downloads by name, then move tax_return_2023.pdf to Documents.",
        t, bad=7, kind="a file moved to Trash is listed again in Downloads after re-sorting by name")


# ---------------------------------------------------------------- 08 Pro Expense (bad: weekly total does not follow the new entry)
PE = mk("com.arduia.expense")
CATS = ["Food", "Transportation", "Health", "Entertainment", "Household", "Utilities", "Others"]


def pe_home(clock: str, batt: int, total: str, recent: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [PE(None, "Open navigation drawer", "IB", (0, 147, 147, 273), click=True, res="btn_menu"),
          PE("Pro Expense", None, "TV", (189, 168, 700, 252), res="tv_title"),
          PE("This week", None, "TV", (63, 320, 600, 390), res="tv_week_label"),
          PE("Oct 13 - Oct 19", None, "TV", (63, 390, 600, 440), res="tv_date_range"),
          PE(total, None, "TV", (600, 320, 1017, 440), res="tv_total_cost"),
          PE(None, "Weekly expense graph", "V", (42, 470, 1038, 1020), res="expense_graph"),
          PE("Recent", None, "TV", (63, 1060, 600, 1130)),
          PE("More", None, "TV", (850, 1060, 1017, 1130), click=True, res="tv_more")]
    for k, (name, cat, date, amt) in enumerate(recent):
        y0, _ = ry(k, 1150, 160)
        s += [PE(name, None, "TV", (189, y0 + 20, 700, y0 + 85), click=True, long=True, res="tv_name"),
              PE(f"{cat} · {date}", None, "TV", (189, y0 + 85, 700, y0 + 140), res="tv_date"),
              PE(amt, None, "TV", (720, y0 + 40, 1017, y0 + 120), res="tv_amount")]
    s.append(PE(None, "Add expense", "IB", (837, 2086, 1017, 2266), click=True, res="fb_main_add"))
    return s


def pe_form(clock: str, batt: int, name: str = "", amount: str = "", cat: str = "Food", focus: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [PE(None, "Navigate up", "IB", (0, 147, 147, 273), click=True, res="btn_back"),
          PE("New expense", None, "TV", (189, 168, 700, 252), res="tv_title"),
          PE(name, None, "ET", (63, 320, 1017, 450), click=True, edit=True, focused=(focus == "Name"), hint="Name", res="edt_name"),
          PE(amount, None, "ET", (63, 480, 1017, 610), click=True, edit=True, focused=(focus == "Amount"), hint="Amount", res="edt_amount"),
          PE("USD", None, "TV", (880, 500, 1017, 590), res="tv_currency_symbol"),
          PE(cat, "Category", "TV", (63, 640, 1017, 760), click=True, res="tv_category"),
          PE("", None, "ET", (63, 790, 1017, 1000), click=True, edit=True, hint="Note", res="edt_note"),
          PE("15/10/2024", "Date", "TV", (63, 1030, 520, 1130), click=True, res="tv_date"),
          PE("10:58 AM", "Time", "TV", (560, 1030, 1017, 1130), click=True, res="tv_time"),
          PE("SAVE", None, "BTN", (63, 2150, 1017, 2290), click=True, res="btn_save")]
    return s


def t08(rs: RowSet) -> None:
    week = [("Coffee", "Food", "Oct 15", "$4.50"), ("Lunch", "Food", "Oct 14", "$12.90"), ("Bus pass", "Transportation", "Oct 14", "$32.00"),
            ("Groceries", "Food", "Oct 13", "$21.90"), ("Movie", "Entertainment", "Oct 13", "$15.00")]
    total0 = sum(float(w[3][1:]) for w in week)
    assert f"{total0:.2f}" == "86.30"
    new = ("Pharmacy", "Health", "Oct 15", "$18.75")
    shown = "$104.05"  # DRIFT: 86.30 + 18.75 = 105.05
    recent = [new] + week[:4]
    t = Traj(pe_home("10:58", 66, f"${total0:.2f}", week))
    t.click("Add expense", pe_form("10:58", 66, focus="Name"))
    t.type("Pharmacy", "Name", pe_form("10:58", 66, "Pharmacy", focus="Name"))
    t.type("18.75", "Amount", pe_form("10:59", 66, "Pharmacy", "18.75", focus="Amount"))
    pop = [PE(c, None, "CT", (63, 770 + k * 120, 1017, 890 + k * 120), click=True, checkable=True, checked=(c == "Food"), res="text1")
           for k, c in enumerate(CATS)]
    t.click("Category", pe_form("10:59", 66, "Pharmacy", "18.75") + pop)
    t.click("Health", pe_form("10:59", 66, "Pharmacy", "18.75", "Health"))
    t.click("SAVE", pe_home("10:59", 66, shown, recent))
    det = sbar("11:00", 66) + [
        PE(None, "Navigate up", "IB", (0, 147, 147, 273), click=True, res="btn_back"),
        PE("Expense detail", None, "TV", (189, 168, 700, 252)),
        PE(None, "Delete", "TV", (786, 158, 912, 262), click=True, res="delete"),
        PE(None, "Edit", "TV", (912, 158, 1038, 262), click=True, res="edit"),
        PE("Pharmacy", None, "TV", (63, 340, 1017, 430), res="tv_name"),
        PE("$18.75", None, "TV", (63, 450, 1017, 580), res="tv_amount"),
        PE("Health", None, "TV", (63, 620, 1017, 690), res="tv_category"),
        PE("Tue, 15 Oct 2024, 10:58 AM", None, "TV", (63, 710, 1017, 780), res="tv_date"),
        PE("No note", None, "TV", (63, 820, 1017, 890), res="tv_note")]
    t.click("Pharmacy", det)
    t.back(pe_home("11:00", 66, shown, recent))
    logs = sbar("11:00", 66) + [PE(None, "Navigate up", "IB", (0, 147, 147, 273), click=True, res="btn_back"),
                                PE("Expense Logs", None, "TV", (189, 168, 700, 252)),
                                PE(None, "Filter", "TV", (912, 158, 1038, 262), click=True)]
    y = 300
    allx = [new] + week + [("Phone bill", "Utilities", "Oct 11", "$45.00"), ("Haircut", "Others", "Oct 10", "$28.00"),
                           ("Gas", "Transportation", "Oct 9", "$41.37")]
    day = ""
    for name, cat, date, amt in allx:
        if date != day:
            day = date
            logs.append(PE(f"{date}, 2024", None, "TV", (63, y, 1017, y + 70), res="tv_date_header"))
            y += 70
        logs += [PE(name, None, "TV", (189, y + 15, 700, y + 80), click=True, long=True, res="tv_name"),
                 PE(cat, None, "TV", (189, y + 80, 700, y + 130), res="tv_category"),
                 PE(amt, None, "TV", (720, y + 35, 1017, y + 110), res="tv_amount")]
        y += 145
    t.click("More", logs)
    put(rs, 8, "In Pro Expense, add today's pharmacy purchase of $18.75 under Health and check the weekly total.", t,
        bad=6, kind="weekly total becomes $104.05 after adding $18.75 to $86.30 (should be $105.05)")


# ---------------------------------------------------------------- 09 Messages (clean)
GM = mk("com.google.android.apps.messaging")


def gm_list(clock: str, batt: int, convs: list[tuple[str, str, str, bool]]) -> list[dict[str, Any]]:
    s = sbar(clock, batt, ("Amazon notification",) if any(c[3] and c[0] == "Amazon" for c in convs) else
             ("Maya Okafor notification",) if any(c[3] for c in convs) else ())
    s += [GM("Messages", None, "TV", (63, 168, 600, 262)),
          GM(None, "Search conversations", "TV", (786, 158, 912, 262), click=True, res="action_zero_state_search"),
          GM(None, "Account and settings", "IV", (912, 158, 1038, 262), click=True)]
    for k, (name, snippet, when, unread) in enumerate(convs):
        y0, _ = ry(k, 300, 200)
        desc = f"{name}. {snippet}. {when}." + (" Unread." if unread else "")
        s += [GM(None, desc, "FL", (0, y0, 1080, y0 + 200), click=True, long=True, res="swipeableContainer"),
              GM(name, None, "TV", (231, y0 + 40, 820, y0 + 105), res="conversation_name"),
              GM(snippet, None, "TV", (231, y0 + 105, 900, y0 + 160), res="conversation_snippet"),
              GM(when, None, "TV", (830, y0 + 40, 1038, y0 + 105), res="conversation_timestamp")]
    s.append(GM("Start chat", "Start chat", "BTN", (640, 2086, 1017, 2230), click=True, res="start_chat_fab"))
    return s


def gm_thread(clock: str, batt: int, msgs: list[tuple[str, str, str]], draft: str = "", icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    s = sbar(clock, batt, icons)
    s += [GM(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          GM("Maya Okafor", None, "TV", (189, 158, 700, 262), click=True, res="conversation_title"),
          GM(None, "Call", "TV", (786, 158, 912, 262), click=True, res="action_call"),
          GM(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    y = 320
    for who, text, meta in msgs:
        if who == "sep":
            s.append(GM(text, None, "TV", (300, y, 780, y + 60), res="message_separator"))
            y += 80
            continue
        x0, x1 = (42, 800) if who == "Maya" else (280, 1038)
        s += [GM(text, None, "TV", (x0, y, x1, y + 140), click=True, long=True),
              GM(meta, None, "TV", (x0, y + 145, x1, y + 195), res="message_status")]
        y += 220
    s += [GM(None, "Add attachment", "IB", (21, 2150, 147, 2276), click=True),
          GM(draft, None, "ET", (147, 2150, 880, 2276), click=True, edit=True, focused=bool(draft), hint="Text message", res="compose_message_text"),
          GM("SMS", "Send SMS" if draft else "Record voice message", "BTN", (900, 2150, 1038, 2276), click=True, res="send_message_button_icon")]
    return s


def t09(rs: RowSet) -> None:
    convs = [("Maya Okafor", "Are you still coming tonight?", "6:31 PM", True),
             ("Dad", "Call me when you can, nothing urgent", "4:12 PM", False),
             ("72975", "Your verification code is 481203. It expires in 10 minutes.", "2:05 PM", False),
             ("Jordan Lee", "You: lol yes, bring the board game", "Yesterday", False),
             ("CVS Pharmacy", "Your prescription is ready for pickup at 1420 Main St.", "Sun", False),
             ("Priya Raman", "Thanks for the intro!", "Sat", False)]
    m0 = [("sep", "Yesterday · 8:14 PM", ""), ("Maya", "Dinner tomorrow at Osteria Nonna, 7:15?", "8:14 PM"),
          ("me", "Yes! I'll be there", "8:20 PM · Read"), ("sep", "Today · 6:31 PM", ""), ("Maya", "Are you still coming tonight?", "6:31 PM")]
    msg1, msg2 = "Running 10 min late, save me a seat", "Perfect, see you in a bit"
    t = Traj(gm_list("6:48", 42, convs))
    t.click("Maya Okafor", gm_thread("6:48", 42, m0))
    t.type(msg1, "Text message", gm_thread("6:49", 42, m0, msg1))
    t.click("Send SMS", gm_thread("6:49", 42, m0 + [("me", msg1, "Now · Sending…")]))
    m1 = m0 + [("me", msg1, "6:49 PM · Delivered"), ("Maya", "No worries! We're at the back table by the window", "Now")]
    t.wait(gm_thread("6:50", 42, m1))
    amz = ("Amazon notification",)
    t.type(msg2, "Text message", gm_thread("6:51", 41, m1, msg2, amz))
    m2 = [m for m in m1[:-1]] + [("Maya", "No worries! We're at the back table by the window", "6:50 PM"), ("me", msg2, "Now · Sent")]
    t.click("Send SMS", gm_thread("6:52", 41, m2, icons=amz))
    convs2 = [("Maya Okafor", f"You: {msg2}", "Now", False),
              ("Amazon", "Delivered: Your package was left near the front door.", "6:51 PM", True)] + convs[1:]
    t.back(gm_list("6:52", 41, convs2))
    srch = sbar("6:52", 41, ("Amazon notification",)) + [
        GM(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
        GM("", None, "ET", (147, 158, 1038, 262), click=True, edit=True, focused=True, hint="Search messages", res="search_text"),
        GM("Images", None, "BTN", (42, 300, 300, 400), click=True), GM("Videos", None, "BTN", (320, 300, 580, 400), click=True),
        GM("Places", None, "BTN", (600, 300, 860, 400), click=True), GM("Links", None, "BTN", (880, 300, 1038, 400), click=True),
        GM("Recent", None, "TV", (42, 460, 1038, 530))]
    for k, n in enumerate(["Maya Okafor", "Amazon", "Dad", "72975"]):
        srch.append(GM(n, None, "TV", (42 + k * 250, 560, 270 + k * 250, 800), click=True, res="contact_name"))
    t.click("Search conversations", srch)
    res = [dict(e) for e in srch[:-10]] + [
        dict(srch[-10], text="verification code"),
        GM("Messages", None, "TV", (42, 300, 1038, 370)),
        GM("72975", None, "TV", (189, 400, 800, 470), click=True, res="conversation_name"),
        GM("Your verification code is 481203. It expires in 10 minutes.", None, "TV", (189, 470, 1000, 580), click=True, res="message_snippet"),
        GM("2:05 PM", None, "TV", (830, 400, 1038, 470), res="timestamp")]
    t.type("verification code", "Search messages", res)
    put(rs, 9, "Text Maya that I'm running 10 minutes late and to save me a seat, answer her reply, then find today's verification code message.", t)


# ---------------------------------------------------------------- 10 Joplin (bad: created note missing from its notebook)
JP = mk("net.cozic.joplin")
PERSONAL = [("Insurance claim – dentist", "10/14/2024 18:02"), ("Book ideas", "10/12/2024 22:40"), ("Gift list 2024", "10/09/2024 12:15"),
            ("Bike maintenance log", "10/02/2024 19:31"), ("Passwords hint sheet (no real pw!)", "09/28/2024 09:12"),
            ("Recipes to try", "09/20/2024 17:45"), ("Apartment move checklist", "09/02/2024 08:30"),
            ("Podcast recommendations", "08/27/2024 21:03"), ("Car service history", "08/11/2024 10:10")]


def jp_top(title: str) -> list[dict[str, Any]]:
    return [JP(None, "Sidebar", "VG", (0, 147, 147, 273), click=True),
            JP(title, None, "TV", (168, 168, 760, 252)),
            JP(None, "Search", "VG", (786, 158, 912, 262), click=True),
            JP(None, "Actions", "VG", (912, 158, 1038, 262), click=True)]


def jp_notes(clock: str, batt: int, title: str, notes: list[tuple[str, str]], fab_open: bool = False) -> list[dict[str, Any]]:
    s = sbar(clock, batt) + jp_top(title)
    if not notes:
        s.append(JP("There are currently no notes. Create one by clicking on the (+) button.", None, "TV", (84, 900, 996, 1060)))
    for k, (name, upd) in enumerate(notes):
        y0, _ = ry(k, 290, 150)
        s += [JP(name, None, "TV", (42, y0 + 20, 1038, y0 + 85), click=True, long=True),
              JP(upd, None, "TV", (42, y0 + 85, 1038, y0 + 130))]
    if fab_open:
        s += [JP("New to-do", None, "TV", (520, 1820, 860, 1900), click=True), JP(None, "New to-do", "VG", (880, 1800, 1017, 1920), click=True),
              JP("New note", None, "TV", (520, 1960, 860, 2040), click=True), JP(None, "New note", "VG", (880, 1940, 1017, 2060), click=True)]
    s.append(JP(None, "Close" if fab_open else "Add new", "VG", (858, 2100, 1017, 2259), click=True))
    return s


def jp_side(clock: str, batt: int, books: list[tuple[str, int]], current: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [JP(None, None, "VG", (0, 0, 840, 2400), scroll=True),
          JP("All notes", None, "TV", (42, 200, 640, 280), click=True), JP(str(sum(n for _, n in books)), None, "TV", (660, 200, 800, 280)),
          JP("Notebooks", None, "TV", (42, 330, 640, 400))]
    for k, (b, n) in enumerate(books):
        y0, _ = ry(k, 420, 120)
        s += [JP(b, None, "TV", (84, y0 + 20, 640, y0 + 100), click=True, long=True, sel=(b == current)),
              JP(str(n), None, "TV", (660, y0 + 20, 800, y0 + 100))]
    s += [JP("New Notebook", None, "TV", (42, 1700, 800, 1780), click=True),
          JP("Tags", None, "TV", (42, 1800, 800, 1880), click=True),
          JP("Synchronise", None, "TV", (42, 2050, 800, 2130), click=True),
          JP("Configuration", None, "TV", (42, 2150, 800, 2230), click=True)]
    return s


def jp_editor(clock: str, batt: int, title: str, body: str, focus: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [JP(None, "Back", "VG", (0, 147, 147, 273), click=True),
          JP("Trip to Lisbon", None, "TV", (168, 168, 560, 252)),
          JP(None, "Attach", "VG", (660, 158, 786, 262), click=True),
          JP(None, "Tags", "VG", (786, 158, 912, 262), click=True),
          JP(None, "Actions", "VG", (912, 158, 1038, 262), click=True),
          JP(title, None, "ET", (42, 290, 1038, 400), click=True, edit=True, focused=(focus == "title"), hint="Add title"),
          JP(body, None, "ET", (42, 420, 1038, 2000), click=True, edit=True, focused=(focus == "body"), scroll=True,
             hint="Enter your text here")]
    return s


def t10(rs: RowSet) -> None:
    books = [("Personal", 9), ("Recipes", 3), ("Work", 11)]
    t = Traj(jp_notes("10:31", 80, "Personal", PERSONAL))
    t.click("Sidebar", jp_side("10:31", 80, books, "Personal"))
    nb = sbar("10:31", 80) + [JP(None, "Back", "VG", (0, 147, 147, 273), click=True), JP("Edit notebook", None, "TV", (168, 168, 760, 252)),
                              JP(None, "Save", "VG", (912, 158, 1038, 262), click=True)]
    nb_rest = [JP("Parent notebook", None, "TV", (42, 460, 1038, 520)), JP("(None)", None, "VG", (42, 530, 1038, 630), click=True),
               JP(None, "Select emoji…", "VG", (42, 660, 300, 760), click=True)]
    t.click("New Notebook", nb + [JP("", None, "ET", (42, 300, 1038, 420), click=True, edit=True, focused=True, hint="Enter notebook title")] + nb_rest)
    t.type("Trip to Lisbon", "Enter notebook title",
           nb + [JP("Trip to Lisbon", None, "ET", (42, 300, 1038, 420), click=True, edit=True, focused=True, hint="Enter notebook title")] + nb_rest)
    t.click("Save", jp_notes("10:32", 80, "Trip to Lisbon", []))
    t.click("Add new", jp_notes("10:32", 80, "Trip to Lisbon", [], fab_open=True))
    t.click("New note", jp_editor("10:32", 80, "", "", "title"))
    t.type("Packing list", "Add title", jp_editor("10:33", 80, "Packing list", "", "title"))
    body = "- passport + ID card\n- EU plug adapter (type F)\n- sunscreen SPF 50\n- comfortable walking shoes (the hills!)\n- light rain jacket\n- Viva Viagem card"
    t.type(body, "Enter your text here", jp_editor("10:35", 79, "Packing list", body, "body"))
    t.back(jp_notes("10:35", 79, "Trip to Lisbon", [("Packing list", "10/15/2024 10:35")]))
    books2 = [("Personal", 9), ("Recipes", 3), ("Trip to Lisbon", 1), ("Work", 11)]
    t.click("Sidebar", jp_side("10:35", 79, books2, "Trip to Lisbon"))
    t.click("Trip to Lisbon", jp_notes("10:36", 79, "Trip to Lisbon", []))  # DRIFT: the saved note is gone
    t.click("Add new", jp_notes("10:36", 79, "Trip to Lisbon", [], fab_open=True))
    put(rs, 10, "In Joplin, create a notebook 'Trip to Lisbon' with a note 'Packing list' listing what to pack.", t,
        bad=11, kind="note 'Packing list', saved and counted (Trip to Lisbon 1), is missing when the notebook is reopened")


# ---------------------------------------------------------------- 11 Gmail (clean)
GG = mk("com.google.android.gm")
LEAH_BODY = ("Hi Alex, attached is the Q4 budget draft. Headcount is flat; the travel line is $18k and software renewals went up "
             "about 9% because of the Figma and Datadog contracts. Could you sanity-check the numbers before Thursday's review? Thanks, Leah")


def gg_inbox(clock: str, batt: int, mails: list[tuple[str, str, str, str, bool]], title: str = "Primary", sel: str = "",
             snack: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    if sel:
        s += [GG(None, "Done", "IB", (0, 147, 147, 273), click=True), GG("1", None, "TV", (168, 168, 300, 252)),
              GG(None, "Archive", "TV", (534, 158, 660, 262), click=True, res="archive"),
              GG(None, "Delete", "TV", (660, 158, 786, 262), click=True, res="delete"),
              GG(None, "Mark read", "TV", (786, 158, 912, 262), click=True, res="read"),
              GG(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    else:
        s += [GG(None, "Open navigation drawer", "IB", (21, 158, 147, 262), click=True),
              GG("Search in mail", None, "TV", (168, 158, 860, 262), click=True, res="open_search"),
              GG(None, "Account and settings.", "IV", (880, 158, 1004, 262), click=True, res="selected_account_disc_gmail")]
    s.append(GG(title, None, "TV", (42, 290, 1038, 350), res="thread_list_folder_header"))
    for k, (who, subj, snip, when, unread) in enumerate(mails):
        y0, _ = ry(k, 370, 230)
        d = f"{'Unread, ' if unread else ''}{who}, {subj}, {when}"
        s += [GG(None, d, "V", (0, y0, 1080, y0 + 230), click=True, long=True, sel=(subj == sel), res="viewified_conversation_item_view"),
              GG(who, None, "TV", (200, y0 + 30, 820, y0 + 90), res="senders"),
              GG(subj, None, "TV", (200, y0 + 90, 1038, y0 + 145), res="subject"),
              GG(snip, None, "TV", (200, y0 + 145, 1038, y0 + 200), res="snippet"),
              GG(when, None, "TV", (830, y0 + 30, 1038, y0 + 90), res="date")]
    if snack:
        s += [GG(snack, None, "TV", (42, 1930, 760, 2030), res="snackbar_text"), GG("Undo", None, "BTN", (800, 1930, 1017, 2030), click=True)]
    s += [GG("Compose", "Compose", "BTN", (600, 2060, 1017, 2200), click=True, res="compose_button"),
          GG("Mail", "Mail", "FL", (0, 2220, 540, 2337), click=True, sel=True), GG("Meet", "Meet", "FL", (540, 2220, 1080, 2337), click=True)]
    return s


def gg_thread(clock: str, batt: int, reply: str = "", snack: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [GG(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
          GG(None, "Archive", "TV", (534, 158, 660, 262), click=True), GG(None, "Delete", "TV", (660, 158, 786, 262), click=True),
          GG(None, "Mark unread", "TV", (786, 158, 912, 262), click=True), GG(None, "More options", "IV", (912, 158, 1038, 262), click=True),
          GG("Q4 budget draft", None, "TV", (42, 300, 860, 400), res="subject_and_folder_view"),
          GG("Inbox", "Inbox label", "TV", (42, 400, 200, 450)),
          GG("Leah Whitman", None, "TV", (200, 500, 700, 560), res="sender_name"),
          GG("9:12 AM", None, "TV", (720, 500, 900, 560), res="upper_date"),
          GG("to me", None, "TV", (200, 560, 700, 610), res="recipient_summary"),
          GG(LEAH_BODY, None, "V", (42, 650, 1038, 1050)),
          GG("Q4_budget_draft_v3.xlsx", "Attachment: Q4_budget_draft_v3.xlsx, 84 KB", "V", (42, 1070, 700, 1250), click=True)]
    if reply:
        s += [GG("me", None, "TV", (200, 1300, 700, 1360), res="sender_name"), GG("9:47 AM", None, "TV", (720, 1300, 900, 1360), res="upper_date"),
              GG("to Leah", None, "TV", (200, 1360, 700, 1410), res="recipient_summary"), GG(reply, None, "V", (42, 1440, 1038, 1700))]
    s += [GG("Reply", None, "BTN", (42, 1950, 360, 2060), click=True), GG("Reply all", None, "BTN", (380, 1950, 700, 2060), click=True),
          GG("Forward", None, "BTN", (720, 1950, 1038, 2060), click=True)]
    if snack:
        s += [GG(snack, None, "TV", (42, 2180, 760, 2280), res="snackbar_text"), GG("View message", None, "BTN", (780, 2180, 1017, 2280), click=True)]
    return s


def t11(rs: RowSet) -> None:
    reply = ("Thanks Leah, numbers look good. One question on the travel line: does the $18k include the offsite? "
             "I'll go through the rest by Thursday.")
    leah = ("Leah Whitman", "Q4 budget draft", "Hi Alex, attached is the Q4 budget draft. Headcount is flat…", "9:12 AM", True)
    sub = ("The Browser", "Issue #412: The quiet death of the landline", "Five links worth your time this week…", "8:03 AM", True)
    gh = ("GitHub", "[acme/api] PR #2291: retry idempotent POSTs", "@kwong requested your review…", "7:40 AM", True)
    rest = [("Google", "Security alert", "New sign-in on Pixel 8 Pro…", "Oct 14", False),
            ("Airbnb", "Reminder: your stay in Asheville", "Check-in is Friday after 3:00 PM…", "Oct 14", False)]
    t = Traj(gg_inbox("9:41", 88, [leah, sub, gh] + rest))
    t.long(f"Unread, {sub[0]}, {sub[1]}, {sub[3]}", gg_inbox("9:41", 88, [leah, sub, gh] + rest, sel=sub[1]))
    t.click("Archive", gg_inbox("9:41", 88, [leah, gh] + rest, snack="Archived"))
    t.click("Q4 budget draft", gg_thread("9:42", 88))
    comp = sbar("9:43", 88) + [GG(None, "Navigate up", "IB", (0, 147, 147, 273), click=True), GG("Reply", None, "TV", (168, 168, 500, 252)),
                               GG(None, "Attach file", "TV", (660, 158, 786, 262), click=True), GG(None, "Send", "TV", (786, 158, 912, 262), click=True),
                               GG(None, "More options", "IV", (912, 158, 1038, 262), click=True),
                               GG("alex.morgan@gmail.com", None, "TV", (200, 290, 1038, 380), res="from_account_name"),
                               GG("Leah Whitman", "Leah Whitman <leah.whitman@northwind.io>", "TV", (200, 400, 1038, 490), res="to")]
    subj = GG("Re: Q4 budget draft", None, "ET", (42, 510, 1038, 620), click=True, edit=True, hint="Subject", res="subject")
    t.click("Reply", comp + [subj, GG("", None, "ET", (42, 640, 1038, 1200), click=True, edit=True, focused=True, hint="Compose email", res="body")])
    t.type(reply, "Compose email", comp + [subj, GG(reply, None, "ET", (42, 640, 1038, 1200), click=True, edit=True, focused=True, hint="Compose email", res="body")])
    t.click("Send", gg_thread("9:47", 88, reply=reply, snack="Sent"))
    inv = ("Google Calendar", "Invitation: Design sync @ Thu Oct 17, 2pm - 2:30pm (PDT)", "Priya Raman has invited you…", "9:45 AM", True)
    leah2 = ("Leah Whitman, me 2", "Q4 budget draft", reply[:58] + "…", "9:47 AM", False)
    t.back(gg_inbox("9:47", 87, [leah2, inv, gh] + rest))
    drawer = sbar("9:48", 87) + [GG("Gmail", None, "TV", (42, 180, 600, 260))]
    for k, (lab, cnt) in enumerate([("All inboxes", ""), ("Primary", "2"), ("Promotions", "14 new"), ("Social", "3 new"), ("Updates", "27 new"),
                                    ("Starred", ""), ("Snoozed", ""), ("Important", ""), ("Sent", ""), ("Scheduled", ""), ("Drafts", "1"),
                                    ("All mail", ""), ("Spam", ""), ("Trash", "")]):
        y0, _ = ry(k, 300, 125)
        drawer.append(GG(lab, None, "TV", (147, y0 + 20, 700, y0 + 105), click=True, sel=(lab == "Primary"), res="name"))
        if cnt:
            drawer.append(GG(cnt, None, "TV", (760, y0 + 20, 1000, y0 + 105), res="unread"))
    t.click("Open navigation drawer", drawer)
    allm = [leah2, inv, ("The Browser", sub[1], sub[2], "8:03 AM", True), gh] + rest
    t.click("All mail", gg_inbox("9:48", 87, allm, title="All mail"))
    put(rs, 11, "Archive the newsletter from The Browser, then reply to Leah's Q4 budget email asking whether the travel line includes the offsite.", t)


# ---------------------------------------------------------------- 12 Retro Music playlist (bad: renamed playlist shown under its old name)
RM = mk("code.name.monkey.retromusic")


def rm_nav(active: str, mini: tuple[str, str, bool] = ("Holocene", "Bon Iver", False)) -> list[dict[str, Any]]:
    title, artist, playing = mini
    out = [RM(title, None, "TV", (189, 1990, 760, 2050), click=True, res="mini_player_title"),
           RM(artist, None, "TV", (189, 2050, 760, 2100), res="mini_player_text"),
           RM(None, "Pause" if playing else "Play", "IV", (850, 1990, 976, 2110), click=True, res="miniPlayerPlayPauseButton")]
    for k, tab in enumerate(["Home", "Songs", "Albums", "Artists", "Playlists"]):
        out.append(RM(tab, tab, "FL", (k * 216, 2140, k * 216 + 216, 2337), click=True, sel=(tab == active)))
    return out


def rm_playlists(clock: str, batt: int, pls: list[tuple[str, str]]) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [RM("Playlists", None, "TV", (63, 168, 600, 262), res="appNameText"),
          RM(None, "New playlist", "TV", (660, 158, 786, 262), click=True, res="action_new_playlist"),
          RM(None, "Search", "TV", (786, 158, 912, 262), click=True, res="action_search"),
          RM(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    for k, (name, count) in enumerate(pls):
        y0, _ = ry(k, 300, 190)
        s += [RM(name, None, "TV", (231, y0 + 40, 900, y0 + 105), click=True, long=True, res="title"),
              RM(count, None, "TV", (231, y0 + 105, 900, y0 + 160), res="text"),
              RM(None, "More options", "IB", (930, y0 + 50, 1038, y0 + 140), click=True, res="menu")]
    return s + rm_nav("Playlists")


def rm_dialog(clock: str, batt: int, base: list[dict[str, Any]], title: str, value: str, ok: str) -> list[dict[str, Any]]:
    return base + [RM(title, None, "TV", (84, 820, 996, 900), res="md_text_title"),
                   RM(value, None, "ET", (84, 940, 996, 1060), click=True, edit=True, focused=True, hint="Playlist name", res="actionNewPlaylist"),
                   RM("Cancel", None, "BTN", (520, 1110, 740, 1210), click=True, res="md_button_negative"),
                   RM(ok, None, "BTN", (760, 1110, 996, 1210), click=True, res="md_button_positive")]


def t12(rs: RowSet) -> None:
    pls = [("Chill evenings", "24 Songs"), ("Workout", "18 Songs")]
    homes = sbar("20:12", 72) + [RM("Retro Music", None, "TV", (63, 168, 600, 262), res="appNameText"),
                                 RM(None, "Search", "TV", (786, 158, 912, 262), click=True),
                                 RM(None, "Settings", "TV", (912, 158, 1038, 262), click=True),
                                 RM("History", None, "BTN", (42, 300, 372, 420), click=True, res="history"),
                                 RM("Last added", None, "BTN", (375, 300, 705, 420), click=True, res="lastAdded"),
                                 RM("Most played", None, "BTN", (708, 300, 1038, 420), click=True, res="topPlayed"),
                                 RM("Shuffle", None, "BTN", (42, 440, 1038, 560), click=True, res="actionShuffle"),
                                 RM("Recently played", None, "TV", (42, 620, 1038, 690)),
                                 RM("Holocene", None, "TV", (42, 720, 330, 1080), click=True), RM("Nantes", None, "TV", (370, 720, 660, 1080), click=True),
                                 RM("Midnight City", None, "TV", (700, 720, 1038, 1080), click=True)] + rm_nav("Home")
    t = Traj(homes)
    t.click("Playlists", rm_playlists("20:12", 72, pls))
    t.click("New playlist", rm_dialog("20:12", 72, rm_playlists("20:12", 72, pls), "New playlist", "", "Create"))
    t.type("Road trip", "Playlist name", rm_dialog("20:13", 72, rm_playlists("20:13", 72, pls), "New playlist", "Road trip", "Create"))
    pls2 = [("Chill evenings", "24 Songs"), ("Road trip", "0 Songs"), ("Workout", "18 Songs")]
    t.click("Create", rm_playlists("20:13", 72, pls2))
    menu = [RM(m, None, "TV", (560, 700 + k * 130, 1038, 830 + k * 130), click=True, res="title")
            for k, m in enumerate(["Play", "Play next", "Add to queue", "Add to playlist", "Rename", "Delete", "Save as file"])]
    t.long("Road trip", rm_playlists("20:13", 72, pls2) + menu)
    t.click("Rename", rm_dialog("20:13", 72, rm_playlists("20:13", 72, pls2), "Rename playlist", "Road trip", "Rename"))
    t.type("Road Trip 2024", "Playlist name", rm_dialog("20:14", 72, rm_playlists("20:14", 72, pls2), "Rename playlist", "Road Trip 2024", "Rename"))
    pls3 = [("Chill evenings", "24 Songs"), ("Road Trip 2024", "0 Songs"), ("Workout", "18 Songs")]
    t.click("Rename", rm_playlists("20:14", 72, pls3), nth=0)
    detail = sbar("20:14", 72) + [
        RM(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
        RM("Road trip", None, "TV", (168, 168, 760, 252), res="title"),  # DRIFT: the playlist was just renamed to "Road Trip 2024"
        RM(None, "More options", "IV", (912, 158, 1038, 262), click=True),
        RM(None, None, "IV", (340, 320, 740, 720), res="image"),
        RM("0 Songs • 0:00", None, "TV", (42, 760, 1038, 830), res="songCount"),
        RM("Shuffle", None, "BTN", (42, 870, 530, 990), click=True, enabled=False, res="shuffleButton"),
        RM("Play", None, "BTN", (550, 870, 1038, 990), click=True, enabled=False, res="playButton"),
        RM("This playlist is empty", None, "TV", (84, 1300, 996, 1380), res="emptyText"),
        RM("Add songs from the Songs tab with “Add to playlist”.", None, "TV", (84, 1390, 996, 1460), res="emptyEmoji")] + rm_nav("Playlists")[:3]
    t.click("Road Trip 2024", detail)
    dmenu = [RM(m, None, "TV", (560, 180 + k * 130, 1038, 310 + k * 130), click=True, res="title")
             for k, m in enumerate(["Play next", "Add to queue", "Add to playlist", "Rename", "Delete", "Save as file", "Set as shortcut"])]
    t.click("More options", detail + dmenu)
    put(rs, 12, "In Retro Music, create a playlist 'Road trip' and rename it to 'Road Trip 2024', then open it.", t,
        bad=9, kind="playlist renamed to 'Road Trip 2024' opens with its old title 'Road trip'")


# ---------------------------------------------------------------- 13 Google Calendar (bad: untouched event's street number changes)
CA = mk("com.google.android.calendar")


def ca_sched(clock: str, batt: int, days: list[tuple[str, list[tuple[str, str, str]]]]) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [CA(None, "Show Calendar List and Settings drawer", "IB", (0, 147, 147, 273), click=True),
          CA("October", None, "TV", (168, 168, 560, 252), click=True, res="date_picker_text_view"),
          CA(None, "Search", "TV", (660, 158, 786, 262), click=True, res="action_search"),
          CA(None, "Jump to Today", "TV", (786, 158, 912, 262), click=True, res="action_today"),
          CA(None, "Account: alex.morgan@gmail.com", "IV", (912, 158, 1038, 262), click=True)]
    y = 300
    for day, evs in days:
        s.append(CA(day, None, "TV", (21, y, 170, y + 130), click=True))
        for name, when, where in evs:
            desc = f"{name}, {when}" + (f", {where}" if where else "")
            s.append(CA(None, desc, "V", (189, y, 1038, y + 190), click=True, long=True))
            y += 205
        y += 25
    s.append(CA(None, "Create new event and more", "IB", (837, 2086, 1017, 2266), click=True, res="floating_action_button"))
    return s


def ca_detail(clock: str, batt: int, name: str, when: str, where: str, desc: str, notif: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [CA(None, "Close", "IB", (0, 147, 147, 273), click=True),
          CA(None, "Edit event", "IB", (786, 158, 912, 262), click=True, res="info_action_edit_hit"),
          CA(None, "More options", "IV", (912, 158, 1038, 262), click=True),
          CA(name, None, "TV", (189, 320, 1017, 420), res="title"),
          CA(when, None, "TV", (189, 430, 1017, 490), res="first_line_text"),
          CA(where, None, "TV", (189, 560, 1017, 660), click=True, long=True, res="location_text")]
    y = 700
    if desc:
        s.append(CA(desc, None, "TV", (189, y, 1017, y + 120), long=True, res="description_text"))
        y += 150
    s += [CA(notif, None, "TV", (189, y, 1017, y + 70), res="first_line_text"),
          CA("alex.morgan@gmail.com", None, "TV", (189, y + 110, 1017, y + 180), res="calendar_name"),
          CA("Busy", None, "TV", (189, y + 220, 1017, y + 290)),
          CA("Going?", None, "TV", (42, 2150, 300, 2250))]
    return s


def ca_edit(clock: str, batt: int, desc: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [CA(None, "Close", "IB", (0, 147, 147, 273), click=True),
          CA("Save", None, "BTN", (820, 158, 1038, 262), click=True, res="save"),
          CA("UA 1542 SFO → DEN", None, "ET", (189, 300, 1017, 420), click=True, edit=True, hint="Add title", res="title"),
          CA("All-day", None, "TV", (189, 470, 800, 540)), CA(None, "All-day", "SW", (880, 460, 1017, 550), click=True, checkable=True),
          CA("Wed, Oct 16, 2024", None, "TV", (189, 580, 700, 650), click=True, res="start_date"),
          CA("7:05 AM", None, "TV", (760, 580, 1017, 650), click=True, res="start_time"),
          CA("Wed, Oct 16, 2024", None, "TV", (189, 680, 700, 750), click=True, res="end_date"),
          CA("9:48 AM", None, "TV", (760, 680, 1017, 750), click=True, res="end_time"),
          CA("Pacific Daylight Time", None, "TV", (189, 780, 1017, 850), click=True),
          CA("Does not repeat", None, "TV", (189, 880, 1017, 950), click=True),
          CA("Add people", None, "TV", (189, 1000, 1017, 1070), click=True),
          CA("Add video conferencing", None, "TV", (189, 1110, 1017, 1180), click=True),
          CA("San Francisco International Airport (SFO), Terminal 3", None, "TV", (189, 1230, 1017, 1300), click=True, res="location"),
          CA("2 hours before", None, "TV", (189, 1350, 1017, 1420), click=True),
          CA("Add notification", None, "TV", (189, 1440, 1017, 1510), click=True),
          CA("Default color", None, "TV", (189, 1560, 1017, 1630), click=True),
          CA(desc, None, "ET", (189, 1680, 1017, 1900), click=True, edit=True, focused=bool(desc), hint="Add description", res="description")]
    return s


def t13(rs: RowSet) -> None:
    dentist = ("Dentist - cleaning", "3 – 4 PM", "Smile Dental, 410 Pine St, San Francisco")
    dentist2 = (dentist[0], dentist[1], "Smile Dental, 140 Pine St, San Francisco")  # DRIFT: 410 -> 140
    flight = ("UA 1542 SFO → DEN", "7:05 – 9:48 AM", "San Francisco International Airport (SFO), Terminal 3")

    def week(d: tuple[str, str, str]) -> list[tuple[str, list[tuple[str, str, str]]]]:
        return [("15 Tue", [("Team standup", "9:30 – 9:45 AM", "Google Meet"), ("Lunch with Sam", "12:30 – 1:30 PM", "Tartine Manufactory")]),
                ("16 Wed", [flight, ("Check in: The Crawford Hotel", "3 – 4 PM", "1701 Wynkoop St, Denver")]),
                ("17 Thu", [d]), ("18 Fri", [("UA 2071 DEN → SFO", "5:40 – 7:25 PM", "Denver International Airport (DEN)")])]
    desc = "Seat 14C · Confirmation K7QX2M"
    fwhen = "Wednesday, October 16 · 7:05 – 9:48 AM"
    t = Traj(ca_sched("8:12", 93, week(dentist)))
    t.click(f"{flight[0]}, {flight[1]}, {flight[2]}", ca_detail("8:12", 93, flight[0], fwhen, flight[2], "", "2 hours before"))
    t.click("Edit event", ca_edit("8:12", 93, ""))
    t.type(desc, "Add description", ca_edit("8:13", 93, desc))
    t.click("Save", ca_detail("8:13", 93, flight[0], fwhen, flight[2], desc, "2 hours before"))
    t.click("Close", ca_sched("8:13", 93, week(dentist2)))
    t.click(f"{dentist2[0]}, {dentist2[1]}, {dentist2[2]}",
            ca_detail("8:14", 93, dentist[0], "Thursday, October 17 · 3 – 4 PM", dentist2[2], "", "1 day before"))
    t.click("Close", ca_sched("8:14", 93, week(dentist2)))
    later = [("19 Sat", [("Farmers market with Sam", "9 – 11 AM", "Ferry Building Marketplace")]),
             ("20 Sun", [("Call Mom", "5 – 5:30 PM", "")]),
             ("21 Mon", [("Sprint planning", "10 – 11:30 AM", "Room Redwood"), ("Gym – legs", "6 – 7 PM", "Fitness SF SoMa")]),
             ("22 Tue", [("Team standup", "9:30 – 9:45 AM", "Google Meet"), ("1:1 with Dana", "2 – 2:30 PM", "Google Meet")]),
             ("23 Wed", [("Team standup", "9:30 – 9:45 AM", "Google Meet")])]
    t.scroll("down", ca_sched("8:14", 93, week(dentist2)[3:] + later))
    put(rs, 13, "Add my seat and confirmation code (Seat 14C, K7QX2M) to the description of the UA 1542 flight event, then check the rest of my week.", t,
        bad=5, kind="dentist appointment address changes from 410 Pine St to 140 Pine St in the schedule with no edit")


# ---------------------------------------------------------------- 14 Tasks.org (clean)
TK = mk("org.tasks")


def tk_list(clock: str, batt: int, title: str, tasks: list[tuple[str, str, str]], done: list[tuple[str, str]], open_done: bool = False,
            snack: str = "", done_label: str = "Completed") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [TK(None, "Open navigation drawer", "IB", (0, 147, 147, 273), click=True),
          TK(title, None, "TV", (189, 168, 640, 252)),
          TK(None, "Search", "TV", (660, 158, 786, 262), click=True, res="menu_search"),
          TK(None, "Sort", "TV", (786, 158, 912, 262), click=True, res="menu_sort"),
          TK(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    y = 300
    for name, due, prio in tasks:
        s += [TK(None, f"{prio} priority" if prio != "No" else "No priority", "CB", (21, y + 20, 147, y + 146), click=True, checkable=True),
              TK(name, None, "TV", (168, y + 25, 1017, y + 95), click=True, long=True)]
        if due:
            s.append(TK(due, None, "TV", (168, y + 95, 600, y + 145), res="due_date"))
        y += 170
    s.append(TK(f"{done_label} ({len(done)})", None, "TV", (42, y + 20, 1038, y + 110), click=True, res="header"))
    y += 130
    if open_done:
        for name, when in done:
            s += [TK(None, "Completed", "CB", (21, y + 20, 147, y + 146), click=True, checkable=True, checked=True),
                  TK(name, None, "TV", (168, y + 25, 1017, y + 95), click=True, long=True),
                  TK(when, None, "TV", (168, y + 95, 700, y + 145), res="completion_date")]
            y += 170
    if snack:
        s += [TK(snack, None, "TV", (42, 1930, 760, 2030), res="snackbar_text"), TK("Undo", None, "BTN", (800, 1930, 1017, 2030), click=True)]
    s.append(TK(None, "Create new task", "IB", (837, 2086, 1017, 2266), click=True, res="fab"))
    return s


def tk_edit(clock: str, batt: int, title: str, due: str, prio: str, footer: str = "", lst: str = "My Tasks",
            done: bool = False) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [TK(None, "Save", "IB", (0, 147, 147, 273), click=True, res="save"),
          TK(None, "Discard", "TV", (786, 158, 912, 262), click=True, res="menu_discard"),
          TK(None, "More options", "IV", (912, 158, 1038, 262), click=True),
          TK(None, "Completed", "CB", (21, 300, 147, 426), click=True, checkable=True, checked=done, res="completeBox"),
          TK(title, None, "ET", (168, 300, 1038, 426), click=True, edit=True, focused=not title, hint="Task name", res="title"),
          TK("Priority", None, "TV", (42, 460, 400, 530))]
    for k, p in enumerate(["High", "Medium", "Low", "None"]):
        s.append(TK(None, f"{p} priority" if p != "None" else "No priority", "RB", (420 + k * 150, 450, 560 + k * 150, 540), click=True,
                    checkable=True, checked=(p == prio)))
    s += [TK(due or "No date", "Due date", "TV", (147, 580, 1017, 660), click=True, res="due_date"),
          TK("Start date", None, "TV", (147, 700, 1017, 780), click=True),
          TK(lst, "List", "TV", (147, 820, 1017, 900), click=True),
          TK("Add reminder", None, "TV", (147, 940, 1017, 1020), click=True),
          TK("Does not repeat", None, "TV", (147, 1060, 1017, 1140), click=True),
          TK("Add subtask", None, "TV", (147, 1180, 1017, 1260), click=True),
          TK("", None, "ET", (147, 1300, 1017, 1500), click=True, edit=True, hint="Description", res="notes")]
    if footer:
        s.append(TK(footer, None, "TV", (42, 2180, 1038, 2260), res="timestamps"))
    return s


def t14(rs: RowSet) -> None:
    tasks = [("Pay electricity bill", "Today", "Medium"), ("Pick up dry cleaning", "Today, 5:00 PM", "Low"),
             ("Renew passport", "Sun, Oct 20", "Medium"), ("Email landlord about lease", "Tue, Oct 22", "Low"), ("Clean gutters", "", "No")]
    done = [("Buy birthday card for Noah", "Completed Oct 14"), ("Change HVAC filter", "Completed Oct 12"),
            ("Return library books", "Completed Oct 11")]
    plumber = ("Call plumber about kitchen leak", "Today", "High")
    t = Traj(tk_list("9:05", 90, "My Tasks", tasks, done))
    t.click("Create new task", tk_edit("9:05", 90, "", "", "None"))
    t.type(plumber[0], "Task name", tk_edit("9:05", 90, plumber[0], "", "None"))
    t.click("High priority", tk_edit("9:06", 90, plumber[0], "", "High"))
    sheet = [TK(o, None, "TV", (63, 1500 + k * 130, 1017, 1630 + k * 130), click=True)
             for k, o in enumerate(["Today", "Tomorrow", "Next week", "No date", "Pick date", "Pick time"])]
    t.click("Due date", tk_edit("9:06", 90, plumber[0], "", "High") + sheet)
    t.click("Today", tk_edit("9:06", 90, plumber[0], "Today", "High"))
    tasks2 = [tasks[0], plumber] + tasks[1:]
    t.click("Save", tk_list("9:06", 90, "My Tasks", tasks2, done))
    tasks3 = [plumber] + tasks[1:]
    done2 = [("Pay electricity bill", "Completed today, 9:07 AM")] + done
    t.click("Medium priority", tk_list("9:07", 90, "My Tasks", tasks3, done2, snack="Task completed"))
    srt = [TK("Sort by", None, "TV", (63, 1320, 1017, 1400))] + [
        TK(o, None, "RB", (63, 1420 + k * 125, 1017, 1545 + k * 125), click=True, checkable=True, checked=(o == "Due date"))
        for k, o in enumerate(["Due date", "Priority", "Alphabetical", "Start date", "Created", "Modified"])]
    t.click("Sort", tk_list("9:07", 90, "My Tasks", tasks3, done2) + srt)
    order = {"High": 0, "Medium": 1, "Low": 2, "No": 3}
    byprio = sorted(tasks3, key=lambda x: order[x[2]])
    t.click("Priority", tk_list("9:07", 90, "My Tasks", byprio, done2))
    t.click("Completed (4)", tk_list("9:08", 89, "My Tasks", byprio, done2, open_done=True))
    put(rs, 14, "In Tasks, add a high-priority task 'Call plumber about kitchen leak' due today, mark 'Pay electricity bill' done, and sort the list by priority.", t)


# ---------------------------------------------------------------- 15 Google Maps navigation (clean)
MP = mk("com.google.android.apps.maps")


def mp_home(clock: str, batt: int) -> list[dict[str, Any]]:
    s = sbar(clock, batt, ("Location active",))
    s += [MP("Search here", None, "TV", (42, 158, 860, 280), click=True, res="search_omnibox_text_box"),
          MP(None, "Voice search", "IB", (860, 170, 950, 270), click=True),
          MP(None, "Account and settings", "IV", (950, 170, 1038, 270), click=True)]
    for k, c in enumerate(["Restaurants", "Gas", "Coffee", "Groceries", "Hotels"]):
        s.append(MP(c, None, "BTN", (42 + k * 260, 300, 280 + k * 260, 390), click=True, res="category_chip"))
    s += [MP(None, "Map view. Portland, Oregon.", "V", (0, 420, 1080, 1750), click=True, long=True, scroll=True),
          MP(None, "Layers", "IB", (930, 440, 1038, 548), click=True),
          MP(None, "Re-center map to your location", "IB", (900, 1550, 1038, 1690), click=True),
          MP("Latest in Pearl District", None, "TV", (42, 1780, 1038, 1850)),
          MP("Explore", "Explore", "FL", (0, 2200, 216, 2337), click=True, sel=True), MP("Go", "Go", "FL", (216, 2200, 432, 2337), click=True),
          MP("Saved", "Saved", "FL", (432, 2200, 648, 2337), click=True), MP("Contribute", "Contribute", "FL", (648, 2200, 864, 2337), click=True),
          MP("Updates", "Updates", "FL", (864, 2200, 1080, 2337), click=True)]
    return s


def mp_nav(clock: str, batt: int, step: str, dist: str, then: str, eta: tuple[str, str, str], note: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt, ("Navigation",))
    s += [MP(dist, None, "TV", (42, 150, 300, 250), res="distance"),
          MP(step, None, "TV", (300, 150, 1038, 330), res="instruction"),
          MP(then, None, "TV", (42, 350, 1038, 420), res="secondary_instruction"),
          MP(None, "Map view. Navigation.", "V", (0, 430, 1080, 1900), scroll=True),
          MP(None, "Sound on", "IB", (930, 450, 1038, 558), click=True),
          MP(None, "Search along route", "IB", (930, 580, 1038, 688), click=True),
          MP(None, "Report an incident", "IB", (930, 710, 1038, 818), click=True),
          MP("25", "Speed limit 25 mph", "TV", (42, 1700, 160, 1820))]
    if note:
        s.append(MP(note, None, "TV", (200, 1760, 880, 1850), res="traffic_note"))
    s += [MP(None, "Close navigation", "IB", (21, 1960, 147, 2086), click=True),
          MP(eta[0], None, "TV", (300, 1950, 780, 2030), res="remaining_time"),
          MP(f"{eta[1]} · {eta[2]}", None, "TV", (300, 2030, 780, 2090), res="remaining_distance_eta"),
          MP(None, "Alternate routes", "IB", (930, 1960, 1038, 2086), click=True)]
    return s


def t15(rs: RowSet) -> None:
    t = Traj(mp_home("6:17", 67))
    hist = sbar("6:17", 67, ("Location active",)) + [
        MP(None, "Navigate up", "IB", (0, 158, 126, 280), click=True),
        MP("", None, "ET", (126, 158, 950, 280), click=True, edit=True, focused=True, hint="Search here", res="search_omnibox_edit_text")]
    recent = [("Portland Japanese Garden", "611 SW Kingston Ave, Portland"), ("Stumptown Coffee Roasters", "128 SW 3rd Ave, Portland"),
              ("Home", "2217 SE Salmon St, Portland"), ("PDX Airport", "7000 NE Airport Way, Portland")]
    for k, (n, a) in enumerate(recent):
        hist += [MP(n, None, "TV", (189, 320 + k * 170, 1038, 390 + k * 170), click=True, res="title"),
                 MP(a, None, "TV", (189, 390 + k * 170, 1038, 450 + k * 170), res="subtitle")]
    t.click("Search here", hist)
    sug = hist[:-8]
    sug[-1] = dict(sug[-1], text="Powell's City of Books")
    for k, (n, a) in enumerate([("Powell's City of Books", "1005 W Burnside St, Portland, OR · 1.6 mi"),
                                ("Powell's Books at PDX", "7000 NE Airport Way, Portland, OR · 10.9 mi"),
                                ("Powell's Books on Hawthorne", "3723 SE Hawthorne Blvd, Portland, OR · 2.8 mi")]):
        sug += [MP(n, None, "TV", (189, 320 + k * 170, 1038, 390 + k * 170), click=True, res="title"),
                MP(a, None, "TV", (189, 390 + k * 170, 1038, 450 + k * 170), res="subtitle")]
    t.type("Powell's City of Books", "Search here", sug)
    place = sbar("6:17", 67, ("Location active",)) + [
        MP("Powell's City of Books", None, "TV", (42, 158, 860, 280), click=True, res="search_omnibox_text_box"),
        MP(None, "Map view. Powell's City of Books.", "V", (0, 300, 1080, 1100), scroll=True),
        MP("Powell's City of Books", None, "TV", (42, 1140, 1038, 1230), res="title"),
        MP("4.8", "Rated 4.8 out of 5, 21,403 reviews", "TV", (42, 1240, 600, 1300)),
        MP("Book store · 1.6 mi", None, "TV", (42, 1300, 1038, 1360)),
        MP("Open · Closes 9 PM", None, "TV", (42, 1360, 1038, 1420)),
        MP("Directions", "Directions", "BTN", (42, 1460, 330, 1570), click=True),
        MP("Start", "Start", "BTN", (350, 1460, 600, 1570), click=True),
        MP("Call", "Call", "BTN", (620, 1460, 820, 1570), click=True),
        MP("Save", "Save", "BTN", (840, 1460, 1038, 1570), click=True),
        MP("Popular times: Live: Busier than usual", None, "TV", (42, 1620, 1038, 1690)),
        MP("1005 W Burnside St, Portland, OR 97209", None, "TV", (147, 1730, 1038, 1800), click=True),
        MP("powells.com", None, "TV", (147, 1830, 1038, 1900), click=True)]
    t.click("Powell's City of Books", place, nth=1)
    dirs = sbar("6:18", 67, ("Location active",)) + [
        MP(None, "Navigate up", "IB", (0, 158, 126, 280), click=True),
        MP("Your location", None, "TV", (147, 158, 950, 230), click=True, res="directions_startpoint_textbox"),
        MP("Powell's City of Books", None, "TV", (147, 240, 950, 310), click=True, res="directions_endpoint_textbox")]
    for k, (mode, dur) in enumerate([("Driving", "9 min"), ("Transit", "22 min"), ("Walking", "38 min"), ("Cycling", "13 min")]):
        dirs.append(MP(dur, f"{mode} mode: {dur}", "LL", (42 + k * 250, 340, 280 + k * 250, 430), click=True, sel=(k == 0)))
    dirs += [MP(None, "Map view. Route preview.", "V", (0, 450, 1080, 1500), scroll=True),
             MP("9 min (2.1 mi)", None, "TV", (42, 1560, 800, 1640), res="duration"),
             MP("Fastest route now due to traffic conditions", None, "TV", (42, 1640, 1038, 1700)),
             MP("via I-405 N and W Burnside St", None, "TV", (42, 1700, 1038, 1760)),
             MP("11 min (1.8 mi) via SW Broadway", None, "TV", (42, 1800, 1038, 1860), click=True),
             MP("Start", "Start", "BTN", (42, 2150, 450, 2260), click=True), MP("Steps", "Steps", "BTN", (480, 2150, 800, 2260), click=True)]
    t.click("Directions", dirs)
    t.click("Start", mp_nav("6:18", 67, "Head north on SW 10th Ave toward SW Jefferson St", "0.2 mi", "Then turn right onto SW Columbia St",
                            ("9 min", "2.1 mi", "6:27 PM")))
    t.wait(mp_nav("6:21", 66, "Turn left onto W Burnside St", "500 ft", "Then keep right", ("7 min", "1.3 mi", "6:28 PM"),
                  "Slowdown ahead on W Burnside St"))
    t.wait(mp_nav("6:25", 66, "Your destination will be on the right", "0.3 mi", "Powell's City of Books", ("3 min", "0.3 mi", "6:28 PM")))
    arrived = sbar("6:28", 66, ("Navigation",)) + [
        MP("Powell's City of Books", None, "TV", (42, 150, 1038, 250)),
        MP("1005 W Burnside St", None, "TV", (42, 250, 1038, 320)),
        MP("Arrived at 6:28 PM", None, "TV", (42, 330, 1038, 400)),
        MP(None, "Map view. Destination.", "V", (0, 420, 1080, 1800), scroll=True),
        MP("Find parking", None, "BTN", (42, 1950, 500, 2060), click=True),
        MP("Done", None, "BTN", (580, 1950, 1038, 2060), click=True)]
    t.wait(arrived)
    done = [dict(e) for e in place]
    for e in done:
        if e["text"] == "Book store · 1.6 mi":
            e["text"] = "Book store · You are here"
    done[0] = dict(done[0], text="6:29")
    done[3] = dict(done[3], content_description="Battery 66 percent.")
    t.click("Done", done)
    put(rs, 15, "Find Powell's City of Books in Maps, get driving directions and navigate there.", t)


# ---------------------------------------------------------------- 16 OsmAnd favorite (bad: saved favorite's coordinates change)
OA = mk("net.osmand")
AN = mk("android")


def oa_map(clock: str, batt: int, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    s = sbar(clock, batt, ("Location active",))
    s += [OA(None, "Map", "V", (0, 0, 1080, 2400), click=True, long=True, res="MapView"),
          OA(None, "Menu", "IB", (21, 2180, 168, 2327), click=True, res="map_menu_button"),
          OA(None, "Search", "IB", (21, 300, 168, 447), click=True, res="map_search_button"),
          OA(None, "Configure map", "IB", (21, 460, 168, 607), click=True, res="map_layers_button"),
          OA(None, "Compass", "IB", (21, 620, 168, 767), click=True, res="map_compass_button"),
          OA(None, "Zoom in", "IB", (912, 1500, 1059, 1647), click=True, res="map_zoom_in_button"),
          OA(None, "Zoom out", "IB", (912, 1660, 1059, 1807), click=True, res="map_zoom_out_button"),
          OA(None, "My position", "IB", (912, 1840, 1059, 1987), click=True, res="map_my_location_button"),
          OA("200 m", None, "TV", (200, 2230, 420, 2290), res="map_ruler_text")]
    return s + (extra or [])


def oa_ctx(name: str, kind: str, coords: str, fav_group: str = "") -> list[dict[str, Any]]:
    out = [OA(name, None, "TV", (42, 1560, 900, 1640), res="context_menu_line1"),
           OA(kind if not fav_group else f"Favorite · {fav_group}", None, "TV", (42, 1640, 900, 1700), res="context_menu_line2"),
           OA("Mailbox Peak Rd, North Bend, WA 98045", None, "TV", (42, 1700, 1038, 1760), res="context_menu_line3"),
           OA(coords, None, "TV", (42, 1770, 800, 1830), click=True, long=True, res="coordinates"),
           OA("41.2 km", None, "TV", (820, 1770, 1038, 1830), res="distance"),
           OA("Edit favorite" if fav_group else "Add to favorites", None, "TV", (42, 1880, 280, 2000), click=True, res="context_menu_fav_button"),
           OA("Marker", None, "TV", (290, 1880, 520, 2000), click=True, res="context_menu_marker_button"),
           OA("Share", None, "TV", (530, 1880, 760, 2000), click=True, res="context_menu_share_button"),
           OA("Actions", None, "TV", (770, 1880, 1038, 2000), click=True, res="context_menu_more_button"),
           OA("Directions", None, "BTN", (42, 2040, 1038, 2150), click=True, res="context_menu_route_button")]
    return out


def oa_fav(clock: str, batt: int, name: str, group: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt, ("Location active",))
    s += [OA(None, "Close", "IB", (0, 147, 147, 273), click=True),
          OA("Add favorite", None, "TV", (189, 168, 800, 252)),
          OA(name, None, "ET", (42, 320, 1038, 440), click=True, edit=True, focused=True, hint="Name", res="name_edit"),
          OA("Mailbox Peak Rd, North Bend, WA 98045", None, "ET", (42, 470, 1038, 590), click=True, edit=True, hint="Address", res="address_edit"),
          OA("", None, "ET", (42, 620, 1038, 740), click=True, edit=True, hint="Description", res="description_edit"),
          OA("Group", None, "TV", (42, 790, 500, 850)),
          OA(group, "Group", "TV", (42, 860, 1038, 960), click=True, res="group_name"),
          OA("Color", None, "TV", (42, 1000, 500, 1060)),
          OA(None, "Orange", "IV", (42, 1070, 170, 1198), click=True, sel=True),
          OA("Icon", None, "TV", (42, 1240, 500, 1300)),
          OA(None, "Parking", "IV", (42, 1310, 170, 1438), click=True, sel=True),
          OA("Cancel", None, "BTN", (42, 2180, 520, 2300), click=True),
          OA("Save", None, "BTN", (560, 2180, 1038, 2300), click=True, res="right_bottom_button")]
    return s


def t16(rs: RowSet) -> None:
    coords = "47.4689, -121.6749"
    drift = "47.4698, -121.6749"  # DRIFT
    t = Traj(oa_map("7:12", 95))
    srch = sbar("7:12", 95, ("Location active",)) + [
        OA(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
        OA("", None, "ET", (147, 158, 940, 262), click=True, edit=True, focused=True, hint="Type to search", res="searchEditText"),
        OA(None, "Clear", "IB", (940, 158, 1038, 262), click=True),
        OA("History", None, "TV", (0, 300, 360, 400), click=True, sel=True), OA("Categories", None, "TV", (360, 300, 720, 400), click=True),
        OA("Address", None, "TV", (720, 300, 1080, 400), click=True)]
    for k, (n, d) in enumerate([("Rattlesnake Ledge Trailhead", "37.9 km"), ("Snoqualmie Falls", "29.4 km"), ("REI Seattle Flagship", "2.1 km")]):
        srch += [OA(n, None, "TV", (189, 440 + k * 170, 860, 510 + k * 170), click=True), OA(d, None, "TV", (880, 440 + k * 170, 1038, 510 + k * 170))]
    t.click("Search", srch)
    res = srch[:-9]
    res[-2] = dict(res[-2], text="Mailbox Peak Trailhead")
    for k, (n, typ, d) in enumerate([("Mailbox Peak Trailhead (New)", "Parking", "41.2 km"), ("Mailbox Peak", "Peak · 1478 m", "43.8 km"),
                                     ("Mailbox Peak Trail", "Path", "42.1 km"), ("Mailbox Peak Trailhead (Old)", "Trailhead", "41.5 km")]):
        res += [OA(n, None, "TV", (189, 300 + k * 180, 860, 370 + k * 180), click=True, res="title"),
                OA(typ, None, "TV", (189, 370 + k * 180, 860, 430 + k * 180), res="type_name"),
                OA(d, None, "TV", (880, 300 + k * 180, 1038, 370 + k * 180), res="distance")]
    t.type("Mailbox Peak Trailhead", "Type to search", res)
    t.click("Mailbox Peak Trailhead (New)", oa_map("7:13", 95, oa_ctx("Mailbox Peak Trailhead (New)", "Parking", coords)))
    t.click("Add to favorites", oa_fav("7:13", 95, "Mailbox Peak Trailhead (New)", "Personal"))
    t.type("Trailhead parking", "Name", oa_fav("7:13", 95, "Trailhead parking", "Personal"))
    groups = [OA("Select group", None, "TV", (84, 900, 996, 980)),
              OA("Personal", None, "TV", (84, 1010, 800, 1100), click=True), OA("4", None, "TV", (820, 1010, 996, 1100)),
              OA("Hiking", None, "TV", (84, 1120, 800, 1210), click=True), OA("7", None, "TV", (820, 1120, 996, 1210)),
              OA("Add new group", None, "TV", (84, 1230, 996, 1320), click=True)]
    t.click("Group", oa_fav("7:14", 95, "Trailhead parking", "Personal") + groups, nth=1)
    t.click("Hiking", oa_fav("7:14", 95, "Trailhead parking", "Hiking"))
    t.click("Save", oa_map("7:14", 95, oa_ctx("Trailhead parking", "Parking", coords, "Hiking")))
    menu = [OA(m, None, "TV", (42, 300 + k * 140, 900, 440 + k * 140), click=True, res="title")
            for k, m in enumerate(["Search", "Directions", "My places", "Configure map", "Download maps", "Trip recording", "Plugins", "Settings", "Help"])]
    t.click("Menu", oa_map("7:14", 95) + menu)
    places = sbar("7:15", 95, ("Location active",)) + [
        OA(None, "Navigate up", "IB", (0, 147, 147, 273), click=True), OA("My places", None, "TV", (189, 168, 700, 252)),
        OA("Favorites", None, "TV", (0, 290, 360, 390), click=True, sel=True), OA("Tracks", None, "TV", (360, 290, 720, 390), click=True),
        OA("Markers", None, "TV", (720, 290, 1080, 390), click=True),
        OA("Personal", None, "TV", (42, 420, 800, 500), click=True), OA("4", None, "TV", (820, 420, 1000, 500)),
        OA("Hiking", None, "TV", (42, 520, 800, 600), click=True), OA("8", None, "TV", (820, 520, 1000, 600))]
    hik = [("Rattlesnake Ledge trailhead", "37.9 km"), ("Little Si parking", "38.7 km"), ("Mount Si lot", "39.4 km"), ("Twin Falls TH", "40.3 km"),
           ("Trailhead parking", "41.2 km"), ("Snow Lake TH (Alpental)", "69.5 km"), ("Heather Lake TH", "72.0 km"), ("Lake 22 parking", "76.8 km")]
    for k, (n, d) in enumerate(hik):
        places += [OA(n, None, "TV", (147, 620 + k * 150, 860, 700 + k * 150), click=True, long=True, res="favourite_label"),
                   OA(d, None, "TV", (147, 700 + k * 150, 860, 750 + k * 150), res="distance")]
    t.click("My places", places)
    t.click("Trailhead parking", oa_map("7:15", 95, oa_ctx("Trailhead parking", "Parking", drift, "Hiking")))
    share = oa_map("7:15", 95, oa_ctx("Trailhead parking", "Parking", drift, "Hiking")) + [
        AN("Share", None, "TV", (63, 1300, 1017, 1380), res="title"),
        AN(f"Trailhead parking\n{drift}\nhttps://osmand.net/map?pin={drift.replace(' ', '')}#15/{drift.replace(', ', '/')}", None, "TV",
           (63, 1400, 1017, 1620), res="content_preview_text"),
        AN("Copy", None, "BTN", (63, 1660, 300, 1780), click=True), AN("Messages", None, "TV", (320, 1660, 560, 1900), click=True),
        AN("Gmail", None, "TV", (580, 1660, 820, 1900), click=True), AN("Nearby", None, "TV", (840, 1660, 1017, 1900), click=True)]
    t.click("Share", share)
    put(rs, 16, "In OsmAnd, save the Mailbox Peak trailhead parking as a favorite named 'Trailhead parking' in the Hiking group and share its location.", t,
        bad=11, kind="favorite saved at 47.4689, -121.6749 shows 47.4698, -121.6749 when reopened from My places")


# ---------------------------------------------------------------- 17 Contacts labels (bad: label count does not follow the removals)
def gc_drawer(clock: str, batt: int, labels: list[tuple[str, int]], current: str = "Contacts") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [GC(None, None, "FL", (0, 0, 880, 2400), scroll=True, res="navigation_drawer"),
          GC("Contacts", None, "TV", (42, 170, 800, 260)),
          GC("alex.morgan@gmail.com", None, "TV", (42, 260, 800, 320)),
          GC("Contacts", None, "CT", (0, 360, 860, 480), click=True, checkable=True, checked=(current == "Contacts"), res="nav_all_contacts"),
          GC("Labels", None, "TV", (63, 520, 800, 590))]
    for k, (lab, n) in enumerate(labels):
        y0, _ = ry(k, 600, 120)
        s += [GC(lab, None, "CT", (0, y0, 700, y0 + 120), click=True, checkable=True, checked=(lab == current), res="nav_label"),
              GC(str(n), None, "TV", (720, y0 + 25, 840, y0 + 95), res="nav_label_count")]
    y = 600 + 120 * len(labels)
    s += [GC("Create label", None, "CT", (0, y, 860, y + 120), click=True, checkable=True, res="nav_create_label"),
          GC("Settings", None, "CT", (0, y + 160, 860, y + 280), click=True, checkable=True, res="nav_settings"),
          GC("Help & feedback", None, "CT", (0, y + 280, 860, y + 400), click=True, checkable=True, res="nav_help")]
    return s


def gc_label(clock: str, batt: int, label: str, members: list[str], sel: tuple[str, ...] = (), snack: str = "") -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    if sel:
        s += [GC(None, "Clear selection", "IB", (0, 147, 147, 273), click=True),
              GC(f"{len(sel)} selected", None, "TV", (189, 168, 600, 252)),
              GC(None, "Share", "TV", (786, 158, 912, 262), click=True),
              GC(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    else:
        s += [GC(None, "Open navigation drawer", "IB", (0, 147, 147, 273), click=True),
              GC(label, None, "TV", (189, 168, 600, 252)),
              GC(None, "Add contacts to label", "TV", (786, 158, 912, 262), click=True),
              GC(None, "More options", "IV", (912, 158, 1038, 262), click=True)]
    for k, n in enumerate(members):
        y0, _ = ry(k, 300, 150)
        s.append(GC(n, None, "TV", (231, y0, 1038, y0 + 150), click=True, long=True, sel=(n in sel), res="cliv_name_textview"))
        if sel:
            s.append(GC(None, None, "CB", (42, y0 + 25, 168, y0 + 125), checkable=True, checked=(n in sel), res="checkbox"))
    if snack:
        s.append(GC(snack, None, "TV", (42, 2050, 1038, 2150), res="snackbar_text"))
    return s


def t17(rs: RowSet) -> None:
    fam = ["Dad (old)", "Linda Becker", "Mom", "Nora Ellis", "Sam Ellis", "Tom Becker"]
    book = ["Ana Souza", "Dev Patel", "Hiro Tanaka", "Kim Alvarez", "Nora Ellis", "Oliver Grant", "Rachel Stein", "Sam Ellis", "Yusuf Demir"]
    labels = [("Book club", 9), ("Family", 6), ("Work", 14)]
    main_names = ["Ana Souza", "Ben Ortiz", "Dad (old)", "Dev Patel", "Hiro Tanaka", "Kim Alvarez", "Linda Becker", "Mom", "Nora Ellis"]
    t = Traj(gc_list("4:40", 81, ["Mom"], main_names))
    t.click("Open navigation drawer", gc_drawer("4:40", 81, labels))
    t.click("Family", gc_label("4:40", 81, "Family", fam))
    t.long("Tom Becker", gc_label("4:41", 81, "Family", fam, ("Tom Becker",)))
    t.click("Linda Becker", gc_label("4:41", 81, "Family", fam, ("Tom Becker", "Linda Becker")))
    menu = [GC(m, None, "TV", (560, 180 + k * 130, 1038, 310 + k * 130), click=True, res="title")
            for k, m in enumerate(["Remove from label", "Delete", "Merge", "Send email", "Select all"])]
    t.click("More options", gc_label("4:41", 81, "Family", fam, ("Tom Becker", "Linda Becker")) + menu)
    fam2 = [n for n in fam if n not in ("Tom Becker", "Linda Becker")]
    t.click("Remove from label", gc_label("4:41", 81, "Family", fam2, snack="Removed 2 contacts from Family"))
    # DRIFT: Family had 6, two were removed and four are listed, yet the drawer says 5
    t.click("Open navigation drawer", gc_drawer("4:42", 81, [("Book club", 9), ("Family", 5), ("Work", 14)], current="Family"))
    t.click("Book club", gc_label("4:42", 81, "Book club", book))
    nora = sbar("4:42", 81) + [
        GC(None, "Navigate up", "IB", (21, 147, 147, 273), click=True),
        GC(None, "Add to favorites", "BTN", (660, 147, 786, 273), click=True, checkable=True),
        GC(None, "Edit contact", "BTN", (786, 147, 912, 273), click=True),
        GC(None, "More options", "IV", (912, 147, 1038, 273), click=True),
        GC("N", None, "TV", (414, 300, 666, 552), res="large_title_letter_tile"),
        GC("Nora Ellis", None, "TV", (63, 590, 1017, 700), res="large_title"),
        GC("Book club", "Label Book club", "BTN", (300, 710, 540, 780), click=True, res="label_chip"),
        GC("Family", "Label Family", "BTN", (560, 710, 780, 780), click=True, res="label_chip"),
        GC("Contact info", None, "TV", (63, 1000, 700, 1080)),
        GC("(503) 555-0164", "Call Mobile (503) 555-0164", "TV", (189, 1100, 850, 1170), click=True, long=True),
        GC("Mobile", None, "TV", (189, 1170, 700, 1230)),
        GC("nora.ellis@fastmail.com", "Email Home nora.ellis@fastmail.com", "TV", (189, 1260, 1017, 1330), click=True, long=True),
        GC("Home", None, "TV", (189, 1330, 700, 1390))]
    t.click("Nora Ellis", nora)
    put(rs, 17, "Remove Tom Becker and Linda Becker from the Family label in Contacts, then check Nora Ellis's labels.", t,
        bad=7, kind="label count shows Family 5 after 2 of its 6 members were removed (4 listed)")


# ---------------------------------------------------------------- 18 Markor todo.txt (clean)
def mk_todo(clock: str, batt: int, text: str, focused: bool = False, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [MK("todo.txt", None, "TV", (42, 168, 560, 252), click=True, res="note__activity__text_note_title"),
          MK(None, "Undo", "TV", (576, 158, 678, 262), click=True, res="action_undo"),
          MK(None, "Save", "TV", (678, 158, 780, 262), click=True, res="action_save"),
          MK(None, "Search", "TV", (780, 158, 906, 262), click=True, res="action_search"),
          MK(None, "More options", "IV", (906, 158, 1038, 262), click=True),
          MK(text, None, "ET", (0, 273, 1080, 2050), click=True, long=True, edit=True, focused=focused, scroll=True,
             res="document__fragment__edit__highlighting_editor")]
    for k, tool in enumerate(["Toggle done", "Set priority", "Add context", "Add project", "Insert date", "Sort", "Archive done", "Open link"]):
        s.append(MK(None, tool, "IV", (k * 135, 2050, k * 135 + 135, 2180), click=True, long=True, res="textactionbar_icon"))
    s += [MK("Files", "Files", "FL", (0, 2200, 270, 2337), click=True, res="nav_notebook"),
          MK("To-Do", "To-Do", "FL", (270, 2200, 540, 2337), click=True, sel=True, res="nav_todo"),
          MK("QuickNote", "QuickNote", "FL", (540, 2200, 810, 2337), click=True, res="nav_quicknote"),
          MK("More", "More", "FL", (810, 2200, 1080, 2337), click=True, res="nav_more")]
    return s + (extra or [])


def t18(rs: RowSet) -> None:
    lines = ["(B) 2024-10-09 Call landlord about radiator +home @phone", "2024-10-12 Buy printer ink +office",
             "(A) 2024-10-01 Renew car registration due:2024-10-20", "2024-10-13 Book flu shot @pharmacy",
             "x 2024-10-11 2024-10-08 Return library books", "x 2024-10-13 2024-10-10 Order new toner cartridge +office"]
    new = "(A) 2024-10-15 Submit expense report +office due:2024-10-18"
    t0 = "\n".join(lines) + "\n"
    t1 = t0 + new

    def pkey(ln: str) -> tuple[int, int]:
        if ln.startswith("x "):
            return (2, 0)
        return (0, ord(ln[1])) if ln.startswith("(") else (1, 0)
    srt = sorted(lines + [new], key=pkey)
    t2 = "\n".join(srt) + "\n"
    archived = [ln for ln in srt if ln.startswith("x ")]
    t3 = "\n".join(ln for ln in srt if not ln.startswith("x ")) + "\n"
    done0 = 1843
    done1 = done0 + len(("\n".join(archived) + "\n").encode())

    def kb(n: int) -> str:
        return f"{n / 1024:.1f} KB"
    others = [("meeting_notes_2024-10-14.md", "Oct 14, 16:22 · 2.3 KB"), ("reading_list.md", "Oct 11, 08:05 · 918 B"),
              ("recipes.md", "Sep 22, 12:10 · 4.7 KB"), ("ideas.md", "Aug 19, 23:31 · 3.1 KB")]
    before = [("todo.txt", f"Oct 14, 21:30 · {len(t0.encode())} B")] + others[:2] + [("done.txt", f"Oct 13, 09:02 · {kb(done0)}")] + others[2:]
    after = [("done.txt", f"Oct 15, 16:08 · {kb(done1)}"), ("todo.txt", f"Oct 15, 16:08 · {len(t3.encode())} B")] + others
    t = Traj(mk_files("16:05", 47, before))
    t.click("To-Do", mk_todo("16:05", 47, t0))
    t.type(new, t0, mk_todo("16:06", 47, t1, focused=True))
    t.click("Save", mk_todo("16:06", 47, t1, focused=True))
    opts = [MK("Sort by", None, "TV", (84, 640, 996, 720), res="alertTitle")] + [
        MK(o, None, "CT", (84, 750 + k * 120, 996, 870 + k * 120), click=True, checkable=True)
        for k, o in enumerate(["Priority", "Context", "Project", "Creation date", "Due date", "Description", "Line length"])] + [
        MK("Reverse order", None, "CB", (84, 1610, 996, 1700), click=True, checkable=True)]
    t.click("Sort", mk_todo("16:07", 47, t1, focused=True, extra=opts))
    t.click("Priority", mk_todo("16:07", 47, t2, focused=True))
    dlg = [MK("Archive done", None, "TV", (84, 860, 996, 940), res="alertTitle"),
           MK("Move 2 completed tasks to done.txt?", None, "TV", (84, 970, 996, 1060), res="message"),
           MK("Cancel", None, "BTN", (560, 1100, 780, 1200), click=True, res="button2"),
           MK("OK", None, "BTN", (800, 1100, 996, 1200), click=True, res="button1")]
    t.click("Archive done", mk_todo("16:08", 47, t2, focused=True, extra=dlg))
    t.click("OK", mk_todo("16:08", 47, t3, focused=True))
    t.click("Files", mk_files("16:08", 46, after))
    put(rs, 18, "In Markor's todo.txt add '(A) Submit expense report +office due:2024-10-18', sort the list by priority and archive the done tasks.", t)


# ---------------------------------------------------------------- 19 Clock timer / world clock (clean)
def dc_keypad(clock: str, batt: int, digits: str) -> list[dict[str, Any]]:
    d = digits.rjust(6, "0")
    s = sbar(clock, batt)
    s += [DC("Timer", None, "TV", (63, 200, 600, 320), res="action_bar_title"),
          DC(None, "More options", "IV", (954, 210, 1038, 310), click=True),
          DC(f"{d[:2]}h {d[2:4]}m {d[4:]}s", f"{int(d[:2])} hours, {int(d[2:4])} minutes, {int(d[4:])} seconds", "TV", (105, 420, 975, 620),
             res="timer_setup_time")]
    keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]
    for k, key in enumerate(keys):
        x, y = 120 + (k % 3) * 300, 760 + (k // 3) * 260
        s.append(DC(key, None, "BTN", (x, y, x + 240, y + 220), click=True, res="timer_setup_digit_" + key))
    s.append(DC(None, "Delete", "IB", (720, 1540, 960, 1760), click=True, enabled=bool(digits), res="timer_setup_delete"))
    if digits:
        s.append(DC(None, "Start", "IB", (412, 1900, 668, 2070), click=True, res="fab"))
    return s + dc_tabs("Timer")


def dc_running(clock: str, batt: int, left: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt, ("Timer running",))
    s += [DC("Timer", None, "TV", (63, 200, 600, 320), res="action_bar_title"),
          DC(None, "More options", "IV", (954, 210, 1038, 310), click=True),
          DC("25m timer", None, "TV", (105, 420, 975, 500), click=True, res="timer_label"),
          DC(left, None, "TV", (240, 800, 840, 1000), res="timer_time_text"),
          DC("+1:00", "Add 1 minute", "BTN", (390, 1150, 690, 1270), click=True, res="reset_add"),
          DC("Delete", None, "BTN", (105, 1900, 345, 2070), click=True, res="left_button"),
          DC(None, "Pause", "IB", (412, 1900, 668, 2070), click=True, res="fab"),
          DC("Add timer", None, "BTN", (735, 1900, 975, 2070), click=True, res="right_button")]
    return s + dc_tabs("Timer")


def t19(rs: RowSet) -> None:
    t = Traj(dc_alarms("3:11", 73, [{"time": "7:30 AM", "days": [], "summary": "Mon, Tue, Wed, Thu, Fri", "on": True},
                                    {"time": "9:00 AM", "label": "Weekend run", "days": [], "summary": "Sun, Sat", "on": True}]))
    t.click("Timer", dc_keypad("3:11", 73, ""))
    t.click("2", dc_keypad("3:11", 73, "2"))
    t.click("5", dc_keypad("3:11", 73, "25"))
    t.click("0", dc_keypad("3:12", 73, "250"))
    t.click("0", dc_keypad("3:12", 73, "2500"))
    t.click("Start", dc_running("3:12", 73, "24:58"))
    world = sbar("3:13", 73, ("Timer running",)) + [
        DC("Clock", None, "TV", (63, 200, 600, 320), res="action_bar_title"),
        DC(None, "More options", "IV", (954, 210, 1038, 310), click=True),
        DC("3:13 PM", "3:13 PM", "TV", (105, 420, 975, 640), res="digital_clock"),
        DC("Tue, Oct 15", None, "TV", (105, 650, 975, 720), res="date"),
        DC("Next alarm: Wed 7:30 AM", None, "TV", (105, 720, 975, 790), res="nextAlarm")]
    for k, (city, off, time) in enumerate([("London", "+8 hrs", "11:13 PM"), ("New York", "+3 hrs", "6:13 PM"), ("Tokyo", "Tomorrow, +16 hrs", "7:13 AM")]):
        y0, _ = ry(k, 880, 200)
        world += [DC(city, None, "TV", (105, y0 + 30, 640, y0 + 110), long=True, res="city_name"),
                  DC(off, None, "TV", (105, y0 + 110, 640, y0 + 170), res="city_day"),
                  DC(time, None, "TV", (640, y0 + 40, 975, y0 + 160), res="digital_clock")]
    world += [DC(None, "Cities", "IB", (412, 1990, 668, 2160), click=True, res="fab")] + dc_tabs("Clock")
    t.click("Clock", world)
    we = {"time": "9:00 AM", "label": "Weekend run", "days": [], "summary": "Sun, Sat", "on": True}
    wk = {"time": "7:30 AM", "days": [], "summary": "Mon, Tue, Wed, Thu, Fri", "on": True}
    run = ("Timer running",)
    t.click("Alarm", sbar("3:14", 73, run) + dc_alarms("3:14", 73, [wk, we])[3:])
    t.click("9:00 AM alarm", sbar("3:14", 73, run) + dc_alarms("3:14", 73, [wk, dict(we, on=False)])[3:])
    t.click("Timer", dc_running("3:16", 72, "21:27"))
    put(rs, 19, "Start a 25-minute timer, check what time it is in Tokyo, and switch off the weekend alarm.", t)


# ---------------------------------------------------------------- 20 Tasks.org (bad: new task's creation time precedes earlier events)
def t20(rs: RowSet) -> None:
    tasks = [("Book vet appointment for Miso", "Today", "Medium"), ("Return Amazon package (UPS drop-off)", "Today", "Low"),
             ("Buy stamps", "", "No"), ("Get spare key cut", "Sat, Oct 19", "Low")]
    done = [("Drop off donations", "Completed Oct 13"), ("Refill water filter", "Completed Oct 12")]
    vet_done = ("Book vet appointment for Miso", "Completed today, 10:47 AM")
    cat = ("Buy cat food (salmon pâté, 24 cans)", "", "No")
    t = Traj(tk_list("10:46", 62, "Errands", tasks, done))
    t.click("Medium priority", tk_list("10:47", 62, "Errands", tasks[1:], [vet_done] + done, snack="Task completed"))
    t.click("Completed (3)", tk_list("10:47", 62, "Errands", tasks[1:], [vet_done] + done, open_done=True))
    t.click("Create new task", tk_edit("10:47", 62, "", "", "None", lst="Errands"))
    t.type(cat[0], "Task name", tk_edit("10:48", 62, cat[0], "", "None", lst="Errands"))
    t.click("Save", tk_list("10:48", 62, "Errands", tasks[1:] + [cat], [vet_done] + done, open_done=True))
    # DRIFT: created a minute ago (status bar 10:47-10:48, after the 10:47 completion), but the footer says 10:31
    t.click(cat[0], tk_edit("10:48", 62, cat[0], "", "None", footer="Created today, 10:31 AM · Modified today, 10:31 AM", lst="Errands"))
    t.click("Save", tk_list("10:49", 62, "Errands", tasks[1:] + [cat], [vet_done] + done, open_done=True))
    t.click(vet_done[0], tk_edit("10:49", 62, vet_done[0], "Today", "Medium", lst="Errands",
                                 footer="Created Oct 11, 6:02 PM · Completed today, 10:47 AM", done=True))
    put(rs, 20, "In Tasks, tick off 'Book vet appointment for Miso' and add 'Buy cat food (salmon pâté, 24 cans)' to Errands.", t,
        bad=6, kind="new task's 'Created' time (10:31 AM) is earlier than the 10:47 completion that happened before it was created")


# ---------------------------------------------------------------- 21 Settings network / storage (clean)
def st_page(clock: str, batt: int, title: str, rows: list[tuple[str, str | None, bool | None]]) -> list[dict[str, Any]]:
    s = sbar(clock, batt)
    s += [ST(None, "Navigate up", "IB", (0, 147, 147, 273), click=True), ST(title, None, "TV", (63, 300, 1017, 420), res="collapsing_toolbar")]
    y = 470
    for name, summary, sw in rows:
        s.append(ST(name, None, "TV", (63, y, 840 if sw is not None else 1017, y + 65), click=True, res="title"))
        if summary:
            s.append(ST(summary, None, "TV", (63, y + 65, 840 if sw is not None else 1017, y + 115), res="summary"))
        if sw is not None:
            s.append(ST(None, name, "SW", (870, y + 10, 1017, y + 100), click=True, checkable=True, checked=sw, res="switchWidget"))
        y += 150
    return s


def t21(rs: RowSet) -> None:
    net = [("Internet", "HomeNet-5G", None), ("Calls & SMS", "T-Mobile", None), ("SIMs", "T-Mobile", None), ("Airplane mode", None, False),
           ("Hotspot & tethering", "Off", None), ("Data Saver", "Off", None), ("VPN", "None", None), ("Private DNS", "Automatic", None),
           ("Adaptive connectivity", None, None)]
    t = Traj(st_main("2:20", 61, storage="38% used - 79.3 GB free", wifi="HomeNet-5G"))
    t.click("Network & internet", st_page("2:20", 61, "Network & internet", net))

    def internet(clock: str, batt: int, wifi_on: bool, nets: list[tuple[str, str]]) -> list[dict[str, Any]]:
        s = [e for e in sbar(clock, batt) if wifi_on or e["content_description"] != "Wifi signal full."]
        if not wifi_on:
            s.insert(1, SYS(None, "Phone four bars. 5G.", "IV", (836, 35, 936, 91), res="mobile_signal"))
        s += [ST(None, "Navigate up", "IB", (0, 147, 147, 273), click=True), ST("Internet", None, "TV", (63, 300, 1017, 420), res="collapsing_toolbar"),
              ST("T-Mobile", None, "TV", (189, 470, 840, 535), click=True, res="title"),
              ST("Connected / 5G" if not wifi_on else "Mobile data won't automatically connect while Wi‑Fi is on", None, "TV",
                 (189, 535, 840, 585), res="summary"),
              ST(None, "Settings", "IB", (900, 480, 1017, 580), click=True),
              ST("Wi‑Fi", None, "TV", (63, 640, 840, 705), click=True, res="title"),
              ST(None, "Wi‑Fi", "SW", (870, 630, 1017, 720), click=True, checkable=True, checked=wifi_on, res="switchWidget")]
        if not wifi_on:
            s.append(ST("To improve location accuracy, apps and services can still scan for Wi‑Fi networks at any time, even when Wi‑Fi is off.",
                        None, "TV", (63, 780, 1017, 960)))
            return s
        y = 760
        for name, status in nets:
            s.append(ST(name, None, "TV", (189, y, 840, y + 65), click=True, long=True, res="title"))
            if status:
                s.append(ST(status, None, "TV", (189, y + 65, 840, y + 115), res="summary"))
            if status == "Connected":
                s.append(ST(None, "Settings", "IB", (900, y + 10, 1017, y + 110), click=True, res="settings_button"))
            y += 150
        s += [ST("Add network", None, "TV", (189, y + 20, 1017, y + 90), click=True),
              ST("Saved networks", None, "TV", (63, y + 170, 1017, y + 235), click=True, res="title"),
              ST("2 networks", None, "TV", (63, y + 235, 1017, y + 285), res="summary"),
              ST("Network preferences", None, "TV", (63, y + 320, 1017, y + 385), click=True, res="title"),
              ST("Wi‑Fi turns back on automatically", None, "TV", (63, y + 385, 1017, y + 435), res="summary")]
        return s
    scan1 = [("HomeNet-5G", "Connected"), ("HomeNet", "Saved"), ("Neighbors_2G", ""), ("xfinitywifi", ""), ("DIRECT-7B-HP OfficeJet 8020", "")]
    t.click("Internet", internet("2:20", 61, True, scan1))

    def details(clock: str, batt: int, tx: str, rx: str, scrolled: bool) -> list[dict[str, Any]]:
        s = sbar(clock, batt) + [ST(None, "Navigate up", "IB", (0, 147, 147, 273), click=True)]
        top = [("HomeNet-5G", None), ("Connected", None), ("Signal strength", "Excellent"), ("Frequency", "5 GHz"),
               ("Security", "WPA2/WPA3-Personal"), ("Privacy", "Use randomized MAC"), ("Metered", "Detect automatically")]
        bottom = [("Network details", None), ("Transmit link speed", tx), ("Receive link speed", rx), ("MAC address", "a6:3e:91:0c:5d:22"),
                  ("IP address", "192.168.1.47"), ("Gateway", "192.168.1.1"), ("Subnet mask", "255.255.255.0"),
                  ("DNS", "192.168.1.1\n8.8.8.8"), ("IPv6 addresses", "fe80::a43e:91ff:fe0c:5d22")]
        rows = (top[2:] + bottom) if scrolled else (top + bottom[:3])
        if not scrolled:
            s += [ST("Forget", None, "BTN", (42, 650, 340, 760), click=True), ST("Disconnect", None, "BTN", (370, 650, 710, 760), click=True),
                  ST("Share", None, "BTN", (740, 650, 1038, 760), click=True)]
        y = 300
        for name, val in rows:
            s.append(ST(name, None, "TV", (63, y, 1017, y + 65), res="title"))
            if val:
                s.append(ST(val, None, "TV", (63, y + 65, 1017, y + 115 + 50 * val.count("\n")), res="summary"))
            y += 150 + 50 * (val or "").count("\n")
            if name == "Connected":
                y += 170
        return s
    t.click("Settings", details("2:21", 61, "780 Mbps", "866 Mbps", False), nth=1)
    # link speeds are live values
    t.scroll("down", details("2:21", 61, "702 Mbps", "866 Mbps", True))
    scan2 = [("HomeNet-5G", "Connected"), ("HomeNet", "Saved"), ("xfinitywifi", ""), ("Neighbors_2G", ""), ("Pixel_4417", ""),
             ("DIRECT-7B-HP OfficeJet 8020", "")]
    t.back(internet("2:22", 61, True, scan2))
    t.click("Wi‑Fi", internet("2:22", 61, False, []), nth=1)
    t.click("Wi‑Fi", internet("2:23", 60, True, scan2), nth=1)
    t.back(st_page("2:23", 60, "Network & internet", net))
    t.back(st_main("2:23", 60, storage="38% used - 79.3 GB free", wifi="HomeNet-5G"))
    stor = sbar("2:24", 60) + [ST(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
                               ST("Storage", None, "TV", (63, 300, 1017, 420), res="collapsing_toolbar"),
                               ST("This device", "Storage: This device", "SP", (63, 450, 700, 540), click=True),
                               ST("48.7 GB", None, "TV", (63, 580, 600, 700), res="usage_summary"),
                               ST("used of 128 GB", None, "TV", (63, 700, 600, 760), res="total_size"),
                               ST("38%", None, "TV", (800, 580, 1017, 700)),
                               ST(None, "Storage usage bar", "SB", (63, 790, 1017, 830)),
                               ST("Free up space", None, "BTN", (63, 880, 560, 990), click=True)]
    for k, (cat, size) in enumerate([("Apps", "21.4 GB"), ("Images", "9.8 GB"), ("Videos", "6.1 GB"), ("Audio", "1.2 GB"),
                                     ("Documents & other", "2.3 GB"), ("Trash", "0 B"), ("System", "7.9 GB")]):
        y0, _ = ry(k, 1040, 150)
        stor += [ST(cat, None, "TV", (189, y0 + 20, 840, y0 + 85), click=True, res="title"), ST(size, None, "TV", (189, y0 + 85, 840, y0 + 135), res="summary")]
    t.click("Storage", stor)
    put(rs, 21, "Look up the IP address and link speed of the Wi-Fi network I'm on, restart Wi-Fi, then see how much storage is used.", t)


# ---------------------------------------------------------------- 22 Retro Music playback (clean)
SONGS = [("Afterglow", "Ólafur Arnalds", "4:22"), ("Bloom", "The Paper Kites", "3:29"), ("Dog Days Are Over", "Florence + The Machine", "4:12"),
         ("Holocene", "Bon Iver", "5:36"), ("Intro", "The xx", "2:07"), ("Midnight City", "M83", "4:03"), ("Motion Sickness", "Phoebe Bridgers", "3:49"),
         ("Nantes", "Beirut", "3:50"), ("Re: Stacks", "Bon Iver", "6:41"), ("Skinny Love", "Bon Iver", "3:58")]


def rm_songs(clock: str, batt: int, mini: tuple[str, str, bool]) -> list[dict[str, Any]]:
    s = sbar(clock, batt, ("Retro Music",) if mini[2] else ())
    s += [RM("Songs", None, "TV", (63, 168, 600, 262), res="appNameText"),
          RM(None, "Search", "TV", (786, 158, 912, 262), click=True), RM(None, "More options", "IV", (912, 158, 1038, 262), click=True),
          RM("Shuffle", None, "BTN", (42, 290, 500, 390), click=True, res="shuffleButton"), RM("214 songs", None, "TV", (700, 300, 1038, 380))]
    for k, (n, a, d) in enumerate(SONGS):
        y0, _ = ry(k, 410, 155)
        s += [RM(n, None, "TV", (200, y0 + 20, 860, y0 + 85), click=True, long=True),
              RM(f"{a} • {d}", None, "TV", (200, y0 + 85, 860, y0 + 135))]
    return s + rm_nav("Songs", mini)


def rm_now(clock: str, batt: int, song: tuple[str, str, str], album: str, pos: str, shuffle: bool, fav: bool, nxt: str) -> list[dict[str, Any]]:
    s = sbar(clock, batt, ("Retro Music",))
    s += [RM(None, "Close", "IB", (21, 147, 147, 273), click=True), RM(None, "Playing queue", "TV", (786, 158, 912, 262), click=True),
          RM(None, "More options", "IV", (912, 158, 1038, 262), click=True),
          RM(None, "Album cover", "IV", (84, 300, 996, 1212), click=True, res="player_image"),
          RM(song[0], None, "TV", (84, 1260, 860, 1350), res="title"), RM(f"{song[1]} • {album}", None, "TV", (84, 1350, 860, 1410), res="text"),
          RM(None, "Remove from favorites" if fav else "Add to favorites", "IB", (880, 1270, 996, 1386), click=True, checkable=True, checked=fav,
             res="songFavourite"),
          RM(None, "Seek position", "SB", (84, 1450, 996, 1520), click=True, scroll=True, res="progressSlider"),
          RM(pos, None, "TV", (84, 1530, 300, 1590), res="songCurrentProgress"), RM(song[2], None, "TV", (780, 1530, 996, 1590), res="songTotalTime"),
          RM(None, "Shuffle " + ("on" if shuffle else "off"), "IB", (84, 1660, 210, 1786), click=True, checkable=True, checked=shuffle,
             res="shuffleButton"),
          RM(None, "Previous", "IB", (270, 1660, 396, 1786), click=True), RM(None, "Pause", "IB", (460, 1640, 620, 1800), click=True, res="playPauseButton"),
          RM(None, "Next", "IB", (684, 1660, 810, 1786), click=True), RM(None, "Repeat off", "IB", (870, 1660, 996, 1786), click=True, checkable=True),
          RM(f"Up next: {nxt}", None, "TV", (84, 1880, 996, 1950), click=True, res="nextSong"),
          RM(None, "Lyrics", "IB", (84, 2100, 210, 2226), click=True), RM(None, "Sleep timer", "IB", (870, 2100, 996, 2226), click=True)]
    return s


def t22(rs: RowSet) -> None:
    mc = SONGS[5]
    mc_album = "Hurry Up, We're Dreaming"
    t = Traj(sbar("20:05", 69) + [RM("Retro Music", None, "TV", (63, 168, 600, 262), res="appNameText"),
                                  RM("History", None, "BTN", (42, 300, 372, 420), click=True), RM("Last added", None, "BTN", (375, 300, 705, 420), click=True),
                                  RM("Most played", None, "BTN", (708, 300, 1038, 420), click=True),
                                  RM("Shuffle", None, "BTN", (42, 440, 1038, 560), click=True)] + rm_nav("Home"))
    t.click("Songs", rm_songs("20:05", 69, ("Holocene", "Bon Iver", False)))
    t.click("Midnight City", rm_songs("20:05", 69, ("Midnight City", "M83", True)))
    # playback position advances with the clock; queue order follows the song list until shuffle is on
    t.click("Midnight City", rm_now("20:05", 69, mc, mc_album, "0:04", False, False, "Motion Sickness — Phoebe Bridgers"), nth=1)
    t.click("Shuffle off", rm_now("20:05", 69, mc, mc_album, "0:11", True, False, "Nantes — Beirut"))
    t.click("Add to favorites", rm_now("20:06", 69, mc, mc_album, "0:15", True, True, "Nantes — Beirut"))
    q = sbar("20:06", 69, ("Retro Music",)) + [RM(None, "Navigate up", "IB", (0, 147, 147, 273), click=True),
                                               RM("Playing queue", None, "TV", (189, 168, 700, 252)),
                                               RM("Up next • 213 songs • 13:44:51", None, "TV", (42, 290, 1038, 360), res="queueInfo")]
    order = [("Midnight City", "M83", "Now playing"), ("Nantes", "Beirut", "3:50"), ("Skinny Love", "Bon Iver", "3:58"),
             ("Bloom", "The Paper Kites", "3:29"), ("Afterglow", "Ólafur Arnalds", "4:22"), ("Re: Stacks", "Bon Iver", "6:41"),
             ("Intro", "The xx", "2:07"), ("Dog Days Are Over", "Florence + The Machine", "4:12")]
    for k, (n, a, d) in enumerate(order):
        y0, _ = ry(k, 380, 160)
        q += [RM(n, None, "TV", (200, y0 + 20, 860, y0 + 85), click=True, long=True, res="title"),
              RM(f"{a} • {d}", None, "TV", (200, y0 + 85, 860, y0 + 135), res="text")]
    t.click("Playing queue", q)
    t.back(rm_now("20:06", 69, mc, mc_album, "0:29", True, True, "Nantes — Beirut"))
    t.click("Next", rm_now("20:06", 69, SONGS[7], "The Flying Club Cup", "0:00", True, False, "Skinny Love — Bon Iver"))
    menu = [RM(m, None, "TV", (560, 180 + k * 130, 1038, 310 + k * 130), click=True, res="title")
            for k, m in enumerate(["Sleep timer", "Equalizer", "Add to playlist", "Go to album", "Go to artist", "Share", "Details"])]
    t.click("More options", rm_now("20:07", 69, SONGS[7], "The Flying Club Cup", "0:06", True, False, "Skinny Love — Bon Iver") + menu)
    sleep = rm_now("20:07", 68, SONGS[7], "The Flying Club Cup", "0:09", True, False, "Skinny Love — Bon Iver") + [
        RM("Sleep timer", None, "TV", (84, 860, 996, 940), res="md_text_title"), RM("30 min", None, "TV", (84, 980, 996, 1060), res="timerDisplay"),
        RM(None, "Sleep timer length", "SB", (84, 1080, 996, 1160), scroll=True, res="seekBar"),
        RM("Finish last song", None, "CB", (84, 1190, 996, 1270), click=True, checkable=True, res="shouldFinishLastSong"),
        RM("Cancel", None, "BTN", (500, 1320, 740, 1420), click=True), RM("Start", None, "BTN", (760, 1320, 996, 1420), click=True)]
    t.click("Sleep timer", sleep, nth=1)
    put(rs, 22, "Play Midnight City in Retro Music, turn shuffle on, favorite the song, look at the queue, skip to the next song and open the sleep timer.", t)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
