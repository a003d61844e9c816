# ruff: noqa: E501
"""Holdout48, android domain: 22 AndroidWorld-style trajectories (11 clean, 11 with one contradiction).

Each observation is the element list of the next screen (``UI element N: UIElement(...)``) that a
simulating world model would print after an AndroidWorld action. Screens are rendered from small
per-trajectory state so that every legitimate change follows from the actions; the bad trajectories
alter exactly one detail in one observation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = (
    "# Role and Objective\n\n"
    "You are an **Android World Model**, a precise Android UI state simulator. Given the interaction history, "
    "the current screen state and an AndroidWorld action (click, long_press, input_text, scroll, open_app, "
    "navigate_back, navigate_home, wait, keyboard_enter), predict the exact next screen state after the action "
    "is executed.\n\n"
    "## Core Responsibilities\n\n"
    "1. **State Prediction**: generate the complete next screen after the action.\n"
    "2. **Context Maintenance**: track navigation state, focused elements, input values and app data across turns.\n"
    "3. **Behavioral Fidelity**: stay faithful to real Android app behavior, including screen transitions, "
    "loading completion, focus changes and no-op actions.\n\n"
    "# Format Requirements\n\n"
    "Preserve the representation of the current screen exactly: one `UI element N: UIElement(...)` line per "
    "element, with the same fields. Do not add fields or hidden Android internals. Output exactly one complete "
    "and closed <predicted_observation></predicted_observation> block and nothing else."
)

W, H = 1080, 2400
SYSUI = "com.android.systemui"
CLS = {
    "tv": "android.widget.TextView", "btn": "android.widget.Button", "ib": "android.widget.ImageButton",
    "iv": "android.widget.ImageView", "et": "android.widget.EditText", "cb": "android.widget.CheckBox",
    "sw": "android.widget.Switch", "rv": "androidx.recyclerview.widget.RecyclerView",
    "ll": "android.widget.LinearLayout", "fl": "android.widget.FrameLayout", "v": "android.view.View",
    "sv": "android.widget.ScrollView", "lv": "android.widget.ListView", "rb": "android.widget.RadioButton",
    "sb": "android.widget.SeekBar", "pb": "android.widget.ProgressBar", "vg": "android.view.ViewGroup",
    "hsv": "android.widget.HorizontalScrollView", "rl": "android.widget.RelativeLayout",
    "np": "android.widget.NumberPicker", "wv": "android.webkit.WebView", "cv": "androidx.cardview.widget.CardView",
    "tl": "com.google.android.material.tabs.TabLayout$TabView", "chip": "com.google.android.material.chip.Chip",
}


class BoundingBox:
    """Pixel box printed the way AndroidWorld prints it."""

    def __init__(self, x_min: int, y_min: int, x_max: int, y_max: int) -> None:
        self.x_min, self.y_min, self.x_max, self.y_max = x_min, y_min, x_max, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(pkg: str, kind: str, text: str | None, desc: str | None, box: tuple[int, int, int, int], rid: str | None, *,
       click: bool = False, edit: bool = False, check: bool | None = None, scroll: bool = False, sel: bool = False,
       focus: bool = False, long: bool = False, enabled: bool = True) -> dict[str, Any]:
    rname = None if rid is None else (rid if ":" in rid else f"{pkg}:id/{rid}")
    return {"text": text, "content_description": desc, "class_name": CLS[kind], "bbox_pixels": BoundingBox(*box),
            "is_checked": bool(check), "is_checkable": check is not None, "is_clickable": click,
            "is_editable": edit, "is_enabled": enabled, "is_focused": focus, "is_long_clickable": long,
            "is_scrollable": scroll, "is_selected": sel, "package_name": pkg, "resource_name": rname}


class Ui:
    """Element factory for one app package."""

    def __init__(self, pkg: str) -> None:
        self.pkg = pkg

    def __call__(self, kind: str, text: str | None = None, desc: str | None = None,
                 box: tuple[int, int, int, int] = (0, 0, W, H), rid: str | None = None, **kw: Any) -> dict[str, Any]:
        return el(self.pkg, kind, text, desc, box, rid, **kw)

    def t(self, text: str | None, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
        return self("tv", text, None, box, rid, **kw)

    def b(self, text: str, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
        kw.setdefault("click", True)
        return self("btn", text, None, box, rid, **kw)

    def i(self, desc: str, box: tuple[int, int, int, int], rid: str | None = None, kind: str = "ib", **kw: Any) -> dict[str, Any]:
        kw.setdefault("click", True)
        return self(kind, None, desc, box, rid, **kw)

    def e(self, text: str | None, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
        kw.setdefault("click", True)
        kw.setdefault("edit", True)
        return self("et", text, None, box, rid, **kw)

    def sw(self, on: bool, box: tuple[int, int, int, int], rid: str | None = None, desc: str | None = None, **kw: Any) -> dict[str, Any]:
        return self("sw", None, desc, box, rid, check=on, click=True, **kw)

    def cb(self, on: bool, box: tuple[int, int, int, int], rid: str | None = None, text: str | None = None, desc: str | None = None, **kw: Any) -> dict[str, Any]:
        return self("cb", text, desc, box, rid, check=on, click=True, **kw)

    def rb(self, text: str, on: bool, box: tuple[int, int, int, int], rid: str | None = None) -> dict[str, Any]:
        return self("rb", text, None, box, rid, check=on, click=True)

    def lst(self, box: tuple[int, int, int, int], rid: str | None = None, kind: str = "rv") -> dict[str, Any]:
        return self(kind, None, None, box, rid, scroll=True)

    def row(self, box: tuple[int, int, int, int], rid: str | None = None, kind: str = "ll", **kw: Any) -> dict[str, Any]:
        kw.setdefault("click", True)
        return self(kind, None, None, box, rid, **kw)


def bar(clock: str, batt: int, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """The status bar: clock, notification icons, connectivity and battery."""
    out = [el(SYSUI, "tv", clock, None, (53, 0, 158, 63), "com.android.systemui:id/clock")]
    for k, d in enumerate(icons):
        out.append(el(SYSUI, "iv", None, d, (170 + 52 * k, 8, 214 + 52 * k, 55), None))
    out += [el(SYSUI, "iv", None, "Wifi signal full.", (838, 8, 885, 55), "com.android.systemui:id/wifi_signal"),
            el(SYSUI, "iv", None, "Phone signal full.", (893, 8, 936, 55), "com.android.systemui:id/mobile_signal"),
            el(SYSUI, "iv", None, f"Battery {batt} percent.", (948, 8, 1027, 55), "com.android.systemui:id/battery")]
    return out


class Run:
    """One trajectory: the starting screen, then (action, next screen) per turn; actions name element indexes."""

    def __init__(self, screen: list[dict[str, Any]]) -> None:
        self.start = screen
        self.cur = screen
        self.turns: list[tuple[str, str]] = []
        self.batt = 100
        self._drain(screen)

    def _drain(self, screen: list[dict[str, Any]]) -> None:
        """Battery never rises during a trajectory (the phone is not charging)."""
        for e in screen:
            d = e["content_description"] or ""
            if e["package_name"] == SYSUI and d.startswith("Battery "):
                level = min(self.batt, int(d.split()[1]))
                e["content_description"] = f"Battery {level} percent."
                self.batt = level

    def find(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.cur)
                if key in (e["text"], e["content_description"], e["resource_name"]) or (e["resource_name"] or "").endswith("/" + key)]
        assert len(hits) > nth, (key, len(self.turns))
        return hits[nth]

    def click(self, key: str, nth: int = 0) -> str:
        return droid("click", index=self.find(key, nth))

    def long(self, key: str, nth: int = 0) -> str:
        return droid("long_press", index=self.find(key, nth))

    def type(self, key: str, text: str, nth: int = 0) -> str:
        return droid("input_text", text=text, index=self.find(key, nth))

    def type_nth(self, k: int, text: str) -> str:
        """Type into the k-th editable field of the current screen (for apps whose fields have no id)."""
        edits = [i for i, e in enumerate(self.cur) if e["is_editable"]]
        return droid("input_text", text=text, index=edits[k])

    def step(self, action: str, screen: list[dict[str, Any]]) -> None:
        self._drain(screen)
        self.turns.append((action, ui_elements(screen)))
        self.cur = screen

    @property
    def state(self) -> str:
        return ui_elements(self.start)


def add(rs: RowSet, n: int, run: Run, bad_turn: int | None = None, kind: str = "clean") -> None:
    assert 6 <= len(run.turns) <= 12, (n, len(run.turns))
    if bad_turn is None:
        rs.add(task="android", tid=f"h48-android-{n:02d}", system=SYSTEM, turns=run.turns, state=run.state)
    else:
        assert 3 <= bad_turn <= len(run.turns), (n, bad_turn)
        rs.add(task="android", tid=f"h48-android-{n:02d}", system=SYSTEM, turns=run.turns, state=run.state,
               bad=True, turn=bad_turn, kind=kind)


def kb(nbytes: int) -> str:
    return f"{nbytes / 1024:.1f} KB"


# Markor: bad
def t01(rs: RowSet) -> None:
    u = Ui("net.gsantner.markor")
    q1 = ("# Q1 planning\n\n## Goals\n- Ship offline mode beta by Mar 29\n- Cut crash-free sessions gap: target 99.7%\n"
          "- Hire one senior Android engineer\n- Move CI from Jenkins to GitHub Actions\n\n## Owners\n"
          "- Offline mode: Priya\n- Crash rate: Tomasz\n- Hiring: Dana\n- CI migration: Luis\n\n## Open items\n"
          "- [x] Draft roadmap doc\n- [x] Share roadmap with design\n- [ ] Budget sign-off with finance\n"
          "- [ ] Vendor review (Crashlytics vs Sentry)\n- [ ] Decide on device lab rental\n")
    added = "- [ ] Book room for Q2 kickoff\n"

    def nav() -> list[dict[str, Any]]:
        return [u.t("Notebook", (0, 2232, 270, 2337), "nav_notebook", click=True, sel=True),
                u.t("To-Do", (270, 2232, 540, 2337), "nav_todo", click=True),
                u.t("QuickNote", (540, 2232, 810, 2337), "nav_quicknote", click=True),
                u.t("More", (810, 2232, 1080, 2337), "nav_more", click=True)]

    def browser(clock: str, title: str, entries: list[tuple[str, str | None]], sel: str | None = None) -> list[dict[str, Any]]:
        s = bar(clock, 71)
        if sel is None:
            s += [u.i("Navigate up", (0, 63, 147, 210)) if title != "Notebook" else u("iv", None, "Markor", (21, 84, 126, 189), "toolbar_icon"),
                  u.t(title, (179, 100, 700, 173), "toolbar_title"),
                  u.i("Search", (741, 77, 867, 196), "action_search"), u.i("More options", (930, 77, 1056, 196))]
        else:
            s += [u.i("Done", (0, 63, 147, 210), "action_mode_close_button"), u.t("1", (179, 100, 300, 173), "action_bar_title"),
                  u.i("Rename", (552, 77, 678, 196), "action_rename_selected_item"),
                  u.i("Share", (678, 77, 804, 196), "action_share_files"),
                  u.i("Delete", (804, 77, 930, 196), "action_delete_selected_items"), u.i("More options", (930, 77, 1056, 196))]
        s.append(u.lst((0, 210, W, 2232), "ui__filesystem_dialog__list"))
        y = 210
        for name, desc in ([("..", None)] if title != "Notebook" else []) + entries:
            s.append(u.row((0, y, W, y + 158), "ui__filesystem_item__root", long=True, check=(name == sel) if sel else None))
            s.append(u("iv", None, None, (42, y + 37, 126, y + 121), "ui__filesystem_item__image"))
            if desc is None:
                s.append(u.t(name, (168, y + 52, 1038, y + 106), "ui__filesystem_item__title"))
            else:
                s.append(u.t(name, (168, y + 26, 1038, y + 82), "ui__filesystem_item__title"))
                s.append(u.t(desc, (168, y + 86, 1038, y + 132), "ui__filesystem_item__description"))
            y += 158
        s.append(u.i("New", (891, 2043, 1038, 2190), "fab_add_new_item", kind="ib"))
        return s + nav()

    root = [("archive", None), ("Meeting notes", None), ("Recipes", None), ("Travel", None),
            ("budget_2024.md", "Mar 12, 2024 21:07 · 3.4 KB"), ("groceries.txt", "Mar 13, 2024 18:22 · 0.4 KB"),
            ("ideas.md", "Mar 2, 2024 11:45 · 2.2 KB"), ("QuickNote.md", "Mar 13, 2024 23:01 · 5.9 KB"),
            ("todo.txt", "Mar 14, 2024 08:31 · 1.1 KB")]
    q1_size = len(q1.encode())
    meet = {"2024-03-04 standup.md": "Mar 4, 2024 09:58 · 1.6 KB", "2024-03-11 standup.md": "Mar 11, 2024 10:03 · 1.9 KB",
            "q1 planning.md": f"Mar 7, 2024 16:20 · {kb(q1_size)}", "retro notes.md": "Mar 8, 2024 17:41 · 2.7 KB"}

    def meet_list() -> list[tuple[str, str | None]]:
        return [(k, meet[k]) for k in sorted(meet, key=str.lower)]

    def editor(clock: str, text: str, focus: bool) -> list[dict[str, Any]]:
        s = bar(clock, 70) + [
            u.i("Navigate up", (0, 63, 147, 210)), u.t("q1 planning", (179, 100, 560, 173), "toolbar_title"),
            u.i("Undo", (552, 77, 678, 196), "action_undo"), u.i("Redo", (678, 77, 804, 196), "action_redo", enabled=focus),
            u.i("View", (804, 77, 930, 196), "action_preview"), u.i("More options", (930, 77, 1056, 196)),
            u("sv", None, None, (0, 210, W, 2106), "document__fragment__edit__content_editor__scrolling_parent", scroll=True),
            u.e(text, (0, 210, W, 2106), "document__fragment__edit__highlighting_editor", focus=focus, long=True),
            u("hsv", None, None, (0, 2106, W, 2232), "document__fragment__edit__textmodule_actions_bar__scrolling_parent", scroll=True)]
        for k, d in enumerate(["Header", "Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Link", "Insert image", "Table"]):
            s.append(u.i(d, (k * 120, 2106, k * 120 + 120, 2232), None, kind="iv"))
        return s + nav()

    run = Run(browser("10:09", "Notebook", root))
    run.step(run.click("Meeting notes"), browser("10:09", "Meeting notes", meet_list()))
    run.step(run.long("retro notes.md"), browser("10:10", "Meeting notes", meet_list(), sel="retro notes.md"))

    def rename_dialog(clock: str, text: str) -> list[dict[str, Any]]:
        s = bar(clock, 70) + [u("fl", None, None, (63, 899, 1017, 1470), "parentPanel"),
                              u.t("Rename", (126, 962, 954, 1040), "alertTitle"),
                              u.e(text, (126, 1090, 954, 1216), "new_name", focus=True),
                              u.b("CANCEL", (547, 1323, 751, 1449), "button2"), u.b("OK", (772, 1323, 954, 1449), "button1")]
        return s

    run.step(run.click("Rename"), rename_dialog("10:10", "retro notes.md"))
    new = "2024-03-08 sprint retro.md"
    run.step(run.type("new_name", new), rename_dialog("10:11", new))
    meet[new] = meet.pop("retro notes.md")
    run.step(run.click("OK"), browser("10:11", "Meeting notes", meet_list()))
    run.step(run.click("q1 planning.md"), editor("10:12", q1, False))
    run.step(run.type("document__fragment__edit__highlighting_editor", added), editor("10:13", q1 + added, True))
    meet["q1 planning.md"] = f"Mar 14, 2024 10:14 · {kb(len((q1 + added).encode()))}"
    bad = dict(meet)
    bad["retro notes.md"] = bad.pop(new)
    run.step(run.click("Navigate up"), browser("10:14", "Meeting notes", [(k, bad[k]) for k in sorted(bad, key=str.lower)]))
    run.step(droid("navigate_back"), browser("10:14", "Notebook", root))
    add(rs, 1, run, 8, "renamed note listed again under its old name after returning from the editor")


# Chrome: clean
def t02(rs: RowSet) -> None:
    u = Ui("com.android.chrome")
    tabs = ["Hacker News", "Amazon.com : Anker 737 Power Bank (PowerCore 24K)", "Weather - San Francisco, CA",
            "Northwind Foods | Annual reports", "r/androiddev", "Inbox (3) - dana.whitfield@gmail.com - Gmail",
            "YouTube", "Google Maps", "Lisbon - Wikipedia"]

    def toolbar(url: str) -> list[dict[str, Any]]:
        return [u.i("Open the home page", (0, 74, 137, 200), "home_button"),
                u.i("Connection is secure", (137, 95, 221, 179), "location_bar_status_icon"),
                u.t(url, (221, 84, 737, 189), "url_bar", click=True),
                u.i(f"{len(tabs)} open tabs, tap to switch tabs", (779, 74, 905, 200), "tab_switcher_button", kind="iv"),
                u.i("Customize and control Google Chrome", (947, 74, 1080, 200), "menu_button")]

    def page(clock: str, message: bool, batt: int = 58, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        s = bar(clock, batt, ("Chrome notification: Downloading",) if message else icons) + toolbar("investor.northwind.com/reports")
        s += [u("wv", "Northwind Foods | Annual reports", None, (0, 210, W, 2337), None, scroll=True, focus=True),
              u("v", None, "Northwind Foods", (42, 241, 420, 330), None, click=True),
              u("v", None, "Menu", (962, 251, 1038, 320), None, click=True),
              u("v", "Investors", None, (42, 368, 1038, 420), None),
              u("v", "Annual reports", None, (42, 441, 1038, 557), None),
              u("v", "Our annual reports combine audited financial statements, the sustainability report and the letter from the CEO. Earlier reports are available on request.", None, (42, 588, 1038, 820), None),
              u("v", "Annual Report 2023 (PDF, 4.8 MB)", None, (42, 862, 1038, 946), None, click=True),
              u("v", "Published Feb 29, 2024", None, (42, 946, 1038, 998), None),
              u("v", "Annual Report 2022 (PDF, 4.1 MB)", None, (42, 1051, 1038, 1135), None, click=True),
              u("v", "Published Mar 1, 2023", None, (42, 1135, 1038, 1187), None),
              u("v", "Q4 2023 earnings presentation (PDF, 2.3 MB)", None, (42, 1240, 1038, 1324), None, click=True),
              u("v", "Published Feb 15, 2024", None, (42, 1324, 1038, 1376), None),
              u("v", "Sustainability data sheet 2023 (XLSX, 380 KB)", None, (42, 1429, 1038, 1513), None, click=True),
              u("v", "Investor contact: ir@northwind.com · +1 (312) 555-0144", None, (42, 1597, 1038, 1681), None)]
        if message:
            s += [u("ll", None, None, (32, 2090, 1048, 2300), "message_banner"),
                  u.t("Downloading Northwind_Annual_Report_2023.pdf…", (84, 2121, 780, 2195), "message_title"),
                  u.t("4.8 MB", (84, 2205, 780, 2258), "message_description"),
                  u.b("Details", (811, 2142, 1006, 2248), "message_primary_button")]
        return s

    def menu(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 58, ("Chrome notification: Downloading",)) + [u("lv", None, None, (410, 74, 1059, 2290), "app_menu_list", scroll=True)]
        s += [u.i("Forward", (431, 95, 557, 221), "forward_menu_id", enabled=False),
              u.i("Bookmark", (557, 95, 683, 221), "bookmark_this_page_id"),
              u.i("Download", (683, 95, 809, 221), "offline_page_id"),
              u.i("Page info", (809, 95, 935, 221), "info_menu_id"),
              u.i("Refresh", (935, 95, 1059, 221), "reload_menu_id")]
        y = 242
        for item in ["New tab", "New Incognito tab", "History", "Delete browsing data", "Downloads", "Bookmarks",
                     "Recent tabs", "Share…", "Find in page", "Translate…", "Add to Home screen", "Desktop site",
                     "Settings", "Help & feedback"]:
            s.append(u.t(item, (431, y, 1059, y + 142), "menu_item_text", click=True))
            if item == "Desktop site":
                s.append(u.cb(False, (940, y + 30, 1030, y + 112), "checkbox"))
            y += 142
        return s

    done = [("Today", "boarding_pass_LH1234.pdf", "312 KB • lufthansa.com"),
            ("Today", "menu_nopalito_spring.pdf", "1.1 MB • nopalitosf.com"),
            ("Yesterday", "IMG_2210.jpg", "2.4 MB • photos.app.goo.gl"),
            ("March 11", "openjdk-21_doc-all.zip", "31.9 MB • download.java.net"),
            ("March 11", "receipt_47281.pdf", "500 KB • store.ikea.com")]

    def downloads(clock: str, progress: str | None, using: str) -> list[dict[str, Any]]:
        s = bar(clock, 57, ("Chrome notification: Downloading",) if progress else ("Chrome notification: Download complete",))
        s += [u.i("Close", (0, 74, 137, 200), "close_menu_id"), u.t("Downloads", (179, 105, 600, 168), "title"),
              u.i("Search your downloads", (779, 74, 905, 200), "search_menu_id"),
              u.i("Settings", (947, 74, 1080, 200), "settings_menu_id"),
              u("hsv", None, None, (0, 210, W, 336), "filter_chips", scroll=True)]
        x = 32
        for chip in ["All", "Pages", "Video", "Audio", "Images", "Documents", "Other"]:
            wdt = 60 + 24 * len(chip)
            s.append(u("chip", chip, None, (x, 231, x + wdt, 315), "chip", click=True, check=(chip == "All")))
            x += wdt + 21
        s += [u.t(f"Using {using}", (42, 357, 1038, 420), "storage_summary"),
              u.lst((0, 441, W, 2337), "download_home_recycler_view")]
        y = 441
        items: list[tuple[str, str, str]] = []
        if progress is not None:
            s.append(u.t("In progress", (42, y + 20, 1038, y + 84), "date"))
            y += 105
            s += [u.row((0, y, W, y + 189), "download_item", long=True),
                  u("iv", None, None, (42, y + 42, 147, y + 147), "thumbnail"),
                  u.t("Northwind_Annual_Report_2023.pdf", (189, y + 32, 780, y + 95), "title"),
                  u.t(progress, (189, y + 100, 780, y + 152), "caption"),
                  u("pb", None, None, (189, y + 160, 780, y + 172), "progress_bar"),
                  u.i("Pause", (800, y + 42, 915, y + 147), "pause_button"),
                  u.i("Cancel", (926, y + 42, 1038, y + 147), "cancel_button")]
            y += 189
        else:
            items.append(("Today", "Northwind_Annual_Report_2023.pdf", "4.8 MB • investor.northwind.com"))
        items += done
        last = None
        for day, name, cap in items:
            if day != last:
                s.append(u.t(day, (42, y + 20, 1038, y + 84), "date"))
                y += 105
                last = day
            s += [u.row((0, y, W, y + 189), "download_item", long=True),
                  u("iv", None, None, (42, y + 42, 147, y + 147), "thumbnail"),
                  u.t(name, (189, y + 42, 905, y + 105), "title"),
                  u.t(cap, (189, y + 110, 905, y + 157), "caption"),
                  u.i(f"More options for {name}", (947, y + 42, 1059, y + 147), "more")]
            y += 189
        return s

    def grid(clock: str, closed: str | None) -> list[dict[str, Any]]:
        s = bar(clock, 56, ("Chrome notification: Download complete",))
        s += [u.i("New tab", (0, 74, 137, 200), "new_tab_view_button"),
              u("tl", str(len(tabs)), f"{len(tabs)} open tabs", (347, 84, 540, 189), None, click=True, sel=True),
              u("tl", None, "Incognito tabs", (540, 84, 733, 189), None, click=True),
              u.i("More options", (947, 74, 1080, 200), "menu_button"),
              u.lst((0, 210, W, 2337), "tab_list_recycler_view")]
        for k, title in enumerate(tabs[:6]):
            x0 = 32 if k % 2 == 0 else 556
            y0 = 242 + (k // 2) * 640
            s += [u("fl", None, title, (x0, y0, x0 + 492, y0 + 610), "card_view", click=True, long=True,
                    sel=title.startswith("Northwind")),
                  u.t(title, (x0 + 84, y0 + 21, x0 + 400, y0 + 84), "tab_title"),
                  u.i(f"Close {title} tab", (x0 + 405, y0 + 10, x0 + 482, y0 + 94), "action_button")]
        if closed:
            s += [u.t(f"Closed {closed}", (74, 2174, 800, 2258), "snackbar_text"),
                  u.b("Undo", (831, 2163, 1006, 2269), "snackbar_button")]
        return s

    run = Run(page("8:14", False))
    run.step(run.click("Annual Report 2023 (PDF, 4.8 MB)"), page("8:14", True))
    run.step(run.click("Customize and control Google Chrome"), menu("8:15"))
    run.step(run.click("Downloads"), downloads("8:15", "2.1 MB / 4.8 MB • 9 secs left", "36.2 MB"))
    run.step(droid("wait"), downloads("8:15", None, "41.0 MB"))
    run.step(droid("navigate_back"), page("8:16", False, 56, ("Chrome notification: Download complete",)))
    run.step(run.click("tab_switcher_button"), grid("8:16", None))
    tabs.remove("Hacker News")
    run.step(run.click("Close Hacker News tab"), grid("8:17", "Hacker News"))
    gone = tabs.pop(0)
    run.step(run.click(f"Close {gone} tab"), grid("8:17", gone))
    add(rs, 2, run)


# Phone: bad
def t03(rs: RowSet) -> None:
    u = Ui("com.google.android.dialer")
    calls = [("Marcus Lee", "Missed call", "Mobile • 2:14 PM"), ("(415) 555-0119", "Incoming call", "San Francisco, CA • 1:02 PM"),
             ("Mom", "Outgoing call", "Mobile • 11:48 AM"), ("Dr. Patel Office", "Outgoing call", "Work • 9:31 AM"),
             ("+1 888-502-7716", "Blocked call", "Toll-free • Yesterday"), ("Elena Park (2)", "Incoming call", "Mobile • Yesterday"),
             ("Comcast Support", "Outgoing call", "1-800-934-6489 • Tue"), ("Marcus Lee", "Outgoing call", "Mobile • Mon"),
             ("(628) 555-0173", "Missed call", "San Francisco, CA • Sun")]

    def recents(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 83, ("Phone notification: Missed call from Marcus Lee",))
        s += [u("fl", None, None, (32, 84, 1048, 210), "search_box_collapsed", click=True),
              u.t("Search contacts & places", (137, 116, 800, 179), "search_box_start_search"),
              u.i("Voice search", (821, 95, 926, 200), "voice_search_button"),
              u.i("More options", (926, 95, 1038, 200), "dialtacts_options_menu_button"),
              u.lst((0, 231, W, 2106), "new_call_log_recycler_view"),
              u.t("Today", (42, 242, 1038, 305), "header_text")]
        y = 315
        for k, (who, kind, sub) in enumerate(calls):
            if k == 4:
                s.append(u.t("Older", (42, y + 10, 1038, y + 73), "header_text"))
                y += 84
            s += [u.row((0, y, W, y + 178), "call_log_entry_container", long=True),
                  u("iv", None, f"Quick contact for {who}", (42, y + 31, 158, y + 147), "contact_photo", click=True),
                  u.t(who, (200, y + 31, 870, y + 94), "primary_text"),
                  u("iv", None, kind, (200, y + 104, 242, y + 146), "call_type_icon"),
                  u.t(sub, (252, y + 99, 870, y + 152), "secondary_text"),
                  u.i(f"Call {who}", (926, y + 37, 1038, y + 142), "call_button")]
            y += 178
        for k, tab in enumerate(["Favorites", "Recents", "Contacts", "Voicemail"]):
            s.append(u("fl", tab, tab, (k * 270, 2127, k * 270 + 270, 2337), "navigation_bar_item", click=True, sel=(tab == "Recents")))
        s.append(u.i("key pad", (851, 1917, 1017, 2083), "dialpad_fab"))
        return s

    def popup(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 83, ("Phone notification: Missed call from Marcus Lee",)) + [u("lv", None, None, (578, 74, 1059, 452), None, scroll=False)]
        for k, item in enumerate(["Call history", "Settings", "Help & feedback"]):
            s.append(u.t(item, (620, 95 + 126 * k, 1038, 200 + 126 * k), "title", click=True))
        return s

    def settings(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 83, ("Phone notification: Missed call from Marcus Lee",))
        s += [u.i("Navigate up", (0, 74, 147, 221)), u.t("Settings", (179, 116, 600, 189), "action_bar_title"),
              u.lst((0, 231, W, 2337), "recycler_view")]
        y = 231
        for item in ["Display options", "Sounds and vibration", "Quick responses", "Calling accounts", "Blocked numbers",
                     "Voicemail", "Accessibility", "Assisted dialing", "Caller ID & spam", "Call Screen",
                     "Nearby places", "Flip To Shhh", "Advanced"]:
            s += [u.row((0, y, W, y + 158), None, kind="ll"), u.t(item, (74, y + 47, 1006, y + 110), "android:id/title")]
            y += 158
        return s

    def blocked(clock: str, nums: list[str], snack: str | None) -> list[dict[str, Any]]:
        s = bar(clock, 82, ("Phone notification: Missed call from Marcus Lee",))
        s += [u.i("Navigate up", (0, 74, 147, 221)), u.t("Blocked numbers", (179, 116, 800, 189), "action_bar_title"),
              u("sv", None, None, (0, 231, W, 2337), None, scroll=True),
              u.t("Unknown", (74, 273, 880, 336), "android:id/title"),
              u.t("Block calls from unidentified callers", (74, 341, 880, 394), "android:id/summary"),
              u.sw(False, (901, 284, 1038, 378), "android:id/switch_widget"),
              u.t("Calls and texts from these numbers will be blocked. Blocked callers won't be able to leave voicemail.", (74, 457, 1006, 562), "blocked_number_text_view"),
              u.row((0, 593, W, 751), "add_number_linear_layout"),
              u("iv", None, None, (74, 630, 158, 714), "add_number_icon"),
              u.t("Add a number", (200, 640, 1006, 704), "add_number_textview")]
        y = 772
        for n in nums:
            s += [u("iv", None, None, (74, y + 37, 158, y + 121), "contact_photo"),
                  u.t(n, (200, y + 52, 880, y + 106), "caller_name"),
                  u.i(f"Unblock {n}", (922, y + 26, 1038, y + 132), "delete_button")]
            y += 158
        if snack:
            s += [u.t(snack, (74, 2174, 800, 2258), "snackbar_text"), u.b("UNDO", (831, 2163, 1006, 2269), "snackbar_action")]
        return s

    nums = ["(213) 555-0166", "(415) 555-0132", "(646) 555-0190", "+1 888-502-7716", "+44 20 7946 0958"]
    run = Run(recents("4:37"))
    run.step(run.click("More options"), popup("4:37"))
    run.step(run.click("Settings"), settings("4:37"))
    run.step(run.click("Blocked numbers"), blocked("4:38", nums, None))
    run.step(run.click("Unblock (646) 555-0190"), bar("4:38", 82, ("Phone notification: Missed call from Marcus Lee",)) + [
        u("fl", None, None, (63, 920, 1017, 1449), "parentPanel"),
        u.t("Unblock (646) 555-0190?", (126, 983, 954, 1061), "alertTitle"),
        u.t("This number will be able to call or text you.", (126, 1103, 954, 1208), "android:id/message"),
        u.b("CANCEL", (494, 1302, 709, 1428), "android:id/button2"), u.b("UNBLOCK", (730, 1302, 954, 1428), "android:id/button1")])
    after = [n for n in nums if n != "(646) 555-0190"]
    run.step(run.click("UNBLOCK"), blocked("4:38", after, "(646) 555-0190 unblocked"))
    run.step(droid("navigate_back"), settings("4:39"))
    run.step(run.click("Blocked numbers"), blocked("4:39", nums, None))
    run.step(droid("navigate_back"), settings("4:39"))
    add(rs, 3, run, 7, "number unblocked two turns earlier listed again under Blocked numbers")


# Simple Calendar Pro: clean
def t04(rs: RowSet) -> None:
    u = Ui("com.simplemobiletools.calendar.pro")
    events: dict[str, list[tuple[str, str, str]]] = {
        "Thu, March 14": [("09:30 - 10:15", "Dentist check-up", "Dr. Alvarez, 2 Embarcadero Ctr"), ("17:30 - 17:45", "Pick up dry cleaning", "")],
        "Fri, March 15": [("07:00 - 08:00", "Yoga class", "Mission Yoga"), ("14:00 - 14:30", "1:1 with Priya", "Google Meet"), ("19:00 - 21:00", "Pizza night", "")],
        "Sat, March 16": [("10:00 - 11:30", "Farmers market", "Ferry Building"), ("19:30 - 22:00", "Dinner at Ana's", "")],
        "Mon, March 18": [("10:00 - 11:30", "Sprint planning", "Room 4B")],
        "Tue, March 19": [("08:30 - 09:30", "Car service", "Golden Gate Honda")],
    }

    def top(clock: str) -> list[dict[str, Any]]:
        return bar(clock, 91) + [u("fl", None, None, (0, 74, W, 210), "main_menu"),
                                 u.e(None, (42, 95, 600, 189), "top_toolbar_search"),
                                 u.i("Go to today", (663, 84, 789, 200), "go_to_today", kind="v"),
                                 u.i("Change view", (789, 84, 915, 200), "change_view", kind="v"),
                                 u.i("More options", (915, 84, 1041, 200))]

    def event_list(clock: str) -> list[dict[str, Any]]:
        s = top(clock)
        s.append(u.lst((0, 210, W, 2337), "calendar_events_list"))
        y = 210
        for day, evs in events.items():
            s.append(u.t(day, (42, y + 21, 1038, y + 84), "event_section_title"))
            y += 105
            for tm, title, loc in evs:
                s += [u.row((0, y, W, y + 168), "event_item_holder", kind="fl", long=True),
                      u("iv", None, None, (42, y + 26, 53, y + 142), "event_item_color_bar"),
                      u.t(title, (84, y + 21, 1038, y + 79), "event_item_title"),
                      u.t(tm, (84, y + 84, 500, y + 137), "event_item_time")]
                if loc:
                    s.append(u.t(loc, (520, y + 84, 1038, y + 137), "event_item_description"))
                y += 168
        s.append(u.i("New event", (870, 2127, 1038, 2295), "calendar_fab", kind="ib"))
        return s

    def editor(clock: str, title: str | None, loc: str | None, date: str, focus: str) -> list[dict[str, Any]]:
        s = bar(clock, 90) + [
            u.i("Navigate up", (0, 74, 147, 221)), u.t("New event", (179, 116, 700, 189), "toolbar_title"),
            u.i("Save", (926, 84, 1052, 210), "save"),
            u("sv", None, None, (0, 221, W, 2337), "event_scrollview", scroll=True),
            u.e(title, (42, 252, 1038, 378), "event_title", focus=(focus == "title")),
            u.e(loc, (42, 399, 926, 525), "event_location", focus=(focus == "location")),
            u.i("Show on map", (947, 410, 1038, 514), "event_show_on_map", kind="iv"),
            u.e(None, (42, 546, 1038, 672), "event_description"),
            u("iv", None, None, (42, 735, 126, 819), "event_time_image"),
            u.t("All-day", (168, 735, 900, 819), "event_all_day_holder", click=True),
            u.sw(False, (926, 735, 1038, 819), "event_all_day"),
            u.t(date, (168, 861, 700, 945), "event_start_date", click=True),
            u.t("10:00", (820, 861, 1038, 945), "event_start_time", click=True),
            u.t(date, (168, 966, 700, 1050), "event_end_date", click=True),
            u.t("11:00", (820, 966, 1038, 1050), "event_end_time", click=True),
            u.t("America/Los_Angeles", (168, 1071, 1038, 1155), "event_time_zone", click=True),
            u("iv", None, None, (42, 1218, 126, 1302), "event_reminder_image"),
            u.t("10 minutes before", (168, 1218, 1038, 1302), "event_reminder_1", click=True),
            u.t("Add another reminder", (168, 1323, 1038, 1407), "event_reminder_2", click=True),
            u("iv", None, None, (42, 1470, 126, 1554), "event_repetition_image"),
            u.t("No repetition", (168, 1470, 1038, 1554), "event_repetition", click=True),
            u("iv", None, None, (42, 1617, 126, 1701), "event_attendees_image"),
            u.t("Add another attendee", (168, 1617, 1038, 1701), "event_attendees_holder", click=True),
            u("iv", None, None, (42, 1764, 126, 1848), "event_type_image"),
            u.t("Regular event", (168, 1764, 900, 1848), "event_type", click=True),
            u("iv", None, None, (926, 1764, 1010, 1848), "event_type_color"),
            u.t("Default", (168, 1890, 900, 1974), "event_caldav_calendar_name", click=True)]
        return s

    def picker(clock: str, day: int) -> list[dict[str, Any]]:
        wk = ["Fri", "Sat", "Sun", "Mon", "Tue", "Wed", "Thu"]
        s = bar(clock, 90) + [u("fl", None, None, (42, 452, 1038, 1948), "parentPanel"),
                              u.t("2024", (105, 494, 400, 557), "android:id/date_picker_header_year", click=True),
                              u.t(f"{wk[(day - 1) % 7]}, Mar {day}", (105, 567, 900, 693), "android:id/date_picker_header_date", click=True),
                              u.i("Previous month", (84, 735, 210, 861), "android:id/prev", kind="ib"),
                              u.t("March 2024", (300, 756, 780, 840), "android:id/month_view"),
                              u.i("Next month", (870, 735, 996, 861), "android:id/next", kind="ib")]
        for d in range(1, 32):
            col = (d + 4) % 7
            rw = (d + 4) // 7
            x0, y0 = 95 + col * 127, 882 + rw * 127
            s.append(u("v", str(d), f"{d} March 2024", (x0, y0, x0 + 127, y0 + 127), None, click=True, check=(d == day)))
        s += [u.b("CANCEL", (557, 1806, 778, 1911), "android:id/button2"), u.b("OK", (799, 1806, 1000, 1911), "android:id/button1")]
        return s

    def change_view(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 89) + [u("fl", None, None, (63, 725, 1017, 1680), "parentPanel"),
                              u.t("Change view", (126, 788, 954, 866), "alertTitle")]
        y = 908
        for opt in ["Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list"]:
            s.append(u.rb(opt, opt == "Simple event list", (126, y, 954, y + 126), "dialog_radio_view"))
            y += 126
        return s

    def daily(clock: str, head: str, key: str) -> list[dict[str, Any]]:
        s = top(clock)
        s += [u("vg", None, None, (0, 210, W, 2337), "day_viewpager", scroll=True),
              u.i("Previous", (21, 231, 126, 336), "top_left_arrow", kind="iv"),
              u.t(head, (147, 252, 933, 315), "top_value", click=True),
              u.i("Next", (954, 231, 1059, 336), "top_right_arrow", kind="iv"),
              u.lst((0, 357, W, 2337), "day_events")]
        y = 357
        for tm, title, loc in events[key]:
            s += [u.row((0, y, W, y + 168), "event_item_holder", kind="fl", long=True),
                  u("iv", None, None, (42, y + 26, 53, y + 142), "event_item_color_bar"),
                  u.t(title, (84, y + 21, 1038, y + 79), "event_item_title"),
                  u.t(tm, (84, y + 84, 500, y + 137), "event_item_time")]
            if loc:
                s.append(u.t(loc, (520, y + 84, 1038, y + 137), "event_item_description"))
            y += 168
        s.append(u.i("New event", (870, 2127, 1038, 2295), "calendar_fab", kind="ib"))
        return s

    run = Run(event_list("9:12"))
    run.step(run.click("New event"), editor("9:12", None, None, "Thu, Mar 14, 2024", "title"))
    run.step(run.type("event_title", "Sprint 14 demo"), editor("9:13", "Sprint 14 demo", None, "Thu, Mar 14, 2024", "title"))
    run.step(run.type("event_location", "Room 4B + Zoom"), editor("9:13", "Sprint 14 demo", "Room 4B + Zoom", "Thu, Mar 14, 2024", "location"))
    run.step(run.click("event_start_date"), picker("9:14", 14))
    run.step(run.click("15"), picker("9:14", 15))
    run.step(run.click("OK"), editor("9:14", "Sprint 14 demo", "Room 4B + Zoom", "Fri, Mar 15, 2024", "none"))
    events["Fri, March 15"].insert(1, ("10:00 - 11:00", "Sprint 14 demo", "Room 4B + Zoom"))
    run.step(run.click("Save"), event_list("9:15"))
    run.step(run.click("Change view"), change_view("9:15"))
    run.step(run.click("Daily view"), daily("9:15", "Thursday, March 14", "Thu, March 14"))
    run.step(droid("scroll", direction="right"), daily("9:16", "Friday, March 15", "Fri, March 15"))
    add(rs, 4, run)


# Retro Music: clean
def t05(rs: RowSet) -> None:
    u = Ui("code.name.monkey.retromusic")
    songs = [("Africa", "Toto"), ("Bohemian Rhapsody", "Queen"), ("Dreams", "Fleetwood Mac"), ("Everlong", "Foo Fighters"),
             ("Holocene", "Bon Iver"), ("Hyperballad", "Björk"), ("Just Like Heaven", "The Cure"), ("Karma Police", "Radiohead"),
             ("Midnight City", "M83"), ("Mr. Brightside", "The Killers"), ("Obstacle 1", "Interpol")]
    playlists = {"Chill evenings": 14, "Favorites": 37, "Workout": 22}

    def shell(clock: str, tab: str, playing: tuple[str, str], title: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        s = bar(clock, 44, ("Retro Music notification: Now playing",))
        s += [u.i("Search", (21, 84, 147, 210), "action_search"), u.t(title, (179, 116, 800, 179), "appNameText"),
              u.i("More options", (926, 84, 1052, 210))]
        return s, [u("fl", None, None, (0, 1938, W, 2106), "miniPlayerFragment", click=True),
                   u("iv", None, None, (21, 1959, 147, 2085), "image"),
                   u.t(playing[0], (168, 1970, 800, 2027), "title"), u.t(playing[1], (168, 2032, 800, 2075), "text"),
                   u.i("Pause", (821, 1959, 926, 2064), "miniPlayerPlayPauseButton", kind="iv"),
                   u("pb", None, None, (0, 2096, W, 2106), "progressBar")] + [
            u("fl", name, name, (k * 216, 2106, k * 216 + 216, 2337), "navigation_bar_item", click=True, sel=(name == tab))
            for k, name in enumerate(["For you", "Songs", "Albums", "Artists", "Playlists"])]

    def song_list(clock: str, playing: tuple[str, str]) -> list[dict[str, Any]]:
        s, foot = shell(clock, "Songs", playing, "Retro Music")
        s += [u.lst((0, 210, W, 1938), "recycler_view"),
              u.b("Shuffle", (42, 231, 520, 357), "shuffleButton"), u.t("248 songs", (600, 262, 1038, 325), "count")]
        y = 378
        for title, artist in songs:
            s += [u.row((0, y, W, y + 141), "itemContainer", kind="fl", long=True),
                  u("iv", None, None, (42, y + 14, 154, y + 126), "image"),
                  u.t(title, (189, y + 21, 900, y + 74), "title"), u.t(artist, (189, y + 79, 900, y + 121), "text"),
                  u.i("More options", (926, y + 18, 1038, y + 123), "menu", kind="iv")]
            y += 141
        return s + foot

    def pl_list(clock: str, playing: tuple[str, str]) -> list[dict[str, Any]]:
        s, foot = shell(clock, "Playlists", playing, "Retro Music")
        s.insert(len(s) - 1, u.i("New playlist", (800, 84, 926, 210), "action_new_playlist"))
        s.append(u.lst((0, 210, W, 1938), "recycler_view"))
        y = 231
        for name in sorted(playlists):
            n = playlists[name]
            s += [u.row((0, y, W, y + 189), "itemContainer", kind="fl", long=True),
                  u("iv", None, None, (42, y + 21, 189, y + 168), "image"),
                  u.t(name, (231, y + 42, 900, y + 100), "title"),
                  u.t(f"{n} Song" + ("" if n == 1 else "s"), (231, y + 105, 900, y + 147), "text"),
                  u.i("More options", (926, y + 42, 1038, y + 147), "menu", kind="iv")]
            y += 189
        return s + foot

    def new_dialog(clock: str, text: str | None) -> list[dict[str, Any]]:
        return bar(clock, 44, ("Retro Music notification: Now playing",)) + [
            u("fl", None, None, (63, 840, 1017, 1428), "parentPanel"), u.t("New playlist", (126, 903, 954, 981), "alertTitle"),
            u("fl", None, None, (126, 1023, 954, 1197), "actionNewPlaylistContainer"),
            u.e(text, (147, 1044, 933, 1176), "actionNewPlaylist", focus=True),
            u.b("Cancel", (520, 1281, 730, 1386), "android:id/button2"), u.b("Create", (751, 1281, 954, 1386), "android:id/button1")]

    holo, towers = ("Holocene", "Bon Iver"), ("Towers", "Bon Iver")
    run = Run(song_list("6:02", holo))
    run.step(run.click("Playlists"), pl_list("6:02", holo))
    run.step(run.click("New playlist"), new_dialog("6:03", None))
    run.step(run.type("actionNewPlaylist", "Road trip"), new_dialog("6:03", "Road trip"))
    playlists["Road trip"] = 0
    run.step(run.click("Create"), pl_list("6:04", holo))
    run.step(run.click("Songs"), song_list("6:04", holo))
    s = bar("6:05", 43, ("Retro Music notification: Now playing",)) + [u("lv", None, None, (452, 520, 1059, 1995), None)]
    for k, item in enumerate(["Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist",
                              "Share", "Tag editor", "Details", "Set as ringtone", "Delete from device"]):
        s.append(u.t(item, (452, 541 + 142 * k, 1059, 683 + 142 * k), "title", click=True))
    run.step(run.click("More options", 3), s)
    d = bar("6:05", 43, ("Retro Music notification: Now playing",)) + [
        u("fl", None, None, (63, 651, 1017, 1617), "parentPanel"), u.t("Add to playlist", (126, 714, 954, 792), "alertTitle"),
        u("lv", None, None, (63, 834, 1017, 1470), "android:id/select_dialog_listview")]
    for k, item in enumerate(["New playlist"] + sorted(playlists)):
        d.append(u.t(item, (63, 834 + 126 * k, 1017, 960 + 126 * k), "android:id/text1", click=True))
    d.append(u.b("Cancel", (766, 1491, 954, 1596), "android:id/button2"))
    run.step(run.click("Add to playlist…"), d)
    playlists["Road trip"] = 1
    run.step(run.click("Road trip"), song_list("6:07", towers))
    run.step(run.click("Playlists"), pl_list("6:07", towers))
    add(rs, 5, run)


# Settings, storage: bad
def t06(rs: RowSet) -> None:
    u = Ui("com.android.settings")
    cats = {"Apps": "14.6 GB", "Games": "3.4 GB", "Documents & other": "1.6 GB", "Images": "5.2 GB", "Videos": "8.9 GB",
            "Audio": "1.1 GB", "Trash": "742 MB", "System": "12.4 GB"}

    def storage(clock: str, used: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Storage", (179, 116, 700, 189), "collapsing_toolbar_title"),
                                u.lst((0, 231, W, 2337), "recycler_view"),
                                u("ll", None, None, (42, 252, 600, 357), "storage_spinner", click=True),
                                u.t("This device", (63, 273, 520, 336), "android:id/text1"),
                                u.t(used, (63, 399, 700, 525), "usage_summary"),
                                u.t("used of 128 GB", (63, 525, 700, 588), "total_summary"),
                                u("pb", None, None, (63, 620, 1017, 651), "android:id/progress"),
                                u.b("Free up space", (63, 693, 500, 798), "deletion_helper_button")]
        y = 840
        for name, size in cats.items():
            s += [u.row((0, y, W, y + 163), None), u("iv", None, None, (63, y + 40, 147, y + 124), "android:id/icon"),
                  u.t(name, (210, y + 32, 1017, y + 90), "android:id/title"), u.t(size, (210, y + 94, 1017, y + 136), "android:id/summary")]
            y += 163
        return s

    apps = [("Spotify", "3.1 GB"), ("Google Photos", "2.2 GB"), ("WhatsApp", "1.9 GB"), ("YouTube", "1.4 GB"), ("Chrome", "1.2 GB"),
            ("Google Maps", "980 MB"), ("Instagram", "812 MB"), ("Netflix", "644 MB"), ("Gmail", "391 MB"), ("Duolingo", "287 MB"),
            ("Uber", "214 MB"), ("Slack", "176 MB"), ("Google Play Store", "121 MB")]

    def app_list(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 66) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Apps", (179, 116, 700, 189), "collapsing_toolbar_title"),
                              u("ll", None, None, (42, 231, 600, 336), "filter_spinner", click=True),
                              u.t("All apps", (63, 252, 520, 315), "android:id/text1"),
                              u.lst((0, 357, W, 2337), "apps_list")]
        y = 357
        for name, size in apps:
            s += [u.row((0, y, W, y + 147), "app_list_item"), u("iv", None, None, (63, y + 21, 168, y + 126), "android:id/icon"),
                  u.t(name, (210, y + 26, 1017, y + 84), "android:id/title"), u.t(size, (210, y + 84, 1017, y + 126), "android:id/summary")]
            y += 147
        return s

    def app_storage(clock: str, data: str, cache: str, total: str) -> list[dict[str, Any]]:
        return bar(clock, 66) + [
            u.i("Navigate up", (0, 74, 147, 221)), u.t("App storage", (179, 116, 700, 189), "collapsing_toolbar_title"),
            u.lst((0, 231, W, 2337), "recycler_view"),
            u("iv", None, None, (467, 273, 613, 419), "entity_header_icon"), u.t("Spotify", (63, 451, 1017, 530), "entity_header_title"),
            u.t("Version 8.9.18.512", (63, 535, 1017, 588), "entity_header_summary"),
            u.t("Storage used", (63, 651, 1017, 714), "android:id/title"), u.t("Internal shared storage", (63, 719, 1017, 766), "android:id/summary"),
            u.b("Clear storage", (63, 829, 530, 955), "button1"), u.b("Clear cache", (551, 829, 1017, 955), "button2", enabled=(cache != "0 B")),
            u.t("Space used", (63, 1018, 1017, 1071), "android:id/title"),
            u.t("App size", (63, 1113, 700, 1176), "android:id/title"), u.t("168 MB", (760, 1113, 1017, 1176), "android:id/summary"),
            u.t("User data", (63, 1239, 700, 1302), "android:id/title"), u.t(data, (760, 1239, 1017, 1302), "android:id/summary"),
            u.t("Cache", (63, 1365, 700, 1428), "android:id/title"), u.t(cache, (760, 1365, 1017, 1428), "android:id/summary"),
            u.t("Total", (63, 1491, 700, 1554), "android:id/title"), u.t(total, (760, 1491, 1017, 1554), "android:id/summary")]

    def dialog(clock: str, batt: int, title: str, msg: str, no: str, yes: str) -> list[dict[str, Any]]:
        return bar(clock, batt) + [u("fl", None, None, (63, 840, 1017, 1523), "parentPanel"),
                                   u.t(title, (126, 903, 954, 981), "android:id/alertTitle"),
                                   u.t(msg, (126, 1023, 954, 1260), "android:id/message"),
                                   u.b(no, (483, 1355, 709, 1481), "android:id/button2"), u.b(yes, (730, 1355, 954, 1481), "android:id/button1")]

    run = Run(storage("3:20", "47.9 GB", 67))
    run.step(run.click("Trash"), dialog("3:20", 67, "Empty trash?", "742 MB of files will be permanently deleted from your trash.", "Cancel", "Empty"))
    cats["Trash"] = "0 B"
    run.step(run.click("Empty"), storage("3:21", "47.2 GB", 67))
    run.step(run.click("Apps"), app_list("3:21"))
    run.step(run.click("Spotify"), app_storage("3:22", "2.84 GB", "96.4 MB", "3.10 GB"))
    run.step(run.click("Clear cache"), app_storage("3:22", "2.84 GB", "0 B", "3.01 GB"))
    run.step(run.click("Clear storage"), dialog("3:22", 66, "Delete app data?", "All this app's data will be deleted permanently. This includes all files, settings, accounts, databases, etc.", "Cancel", "Delete"))
    run.step(run.click("Delete"), app_storage("3:23", "0 B", "0 B", "168 MB"))
    apps.pop(0)
    apps.insert(11, ("Spotify", "168 MB"))
    run.step(droid("navigate_back"), app_list("3:23"))
    cats["Apps"] = "11.7 GB"
    run.step(droid("navigate_back"), storage("3:23", "47.2 GB", 66))
    add(rs, 6, run, 9, "storage used total unchanged after clearing 2.9 GB of app data, though the Apps category dropped")


# Wise: bad
def t07(rs: RowSet) -> None:
    u = Ui("com.transferwise.android")
    acts = [("Lisbon Apartments Lda", "Sent · 12 Mar", "450 EUR", "489.61 USD"), ("Dana Whitfield", "Added · 10 Mar", "+ 1,000 USD", ""),
            ("Pingo Doce", "Card payment · 9 Mar", "23.18 EUR", ""), ("Uber *Trip", "Card payment · 8 Mar", "14.70 EUR", ""),
            ("Priya Raman", "Sent · 4 Mar", "120 GBP", "152.16 USD")]

    def nav(tab: str) -> list[dict[str, Any]]:
        return [u("fl", t, t, (k * 270, 2190, k * 270 + 270, 2337), "navigation_bar_item", click=True, sel=(t == tab))
                for k, t in enumerate(["Home", "Card", "Recipients", "Payments"])]

    def home(clock: str, usd: str) -> list[dict[str, Any]]:
        s = bar(clock, 88) + [u.i("Account", (42, 95, 168, 221), "avatar"), u.t("Home", (200, 116, 700, 200), "title"),
                              u.i("Earn", (800, 95, 926, 221), "earn"), u.i("Inbox", (926, 95, 1052, 221), "inbox"),
                              u("hsv", None, None, (0, 252, W, 651), "balances", scroll=True)]
        for k, (cur, amt, name) in enumerate([("USD", usd, "US dollar"), ("EUR", "312.40", "Euro"), ("GBP", "86.10", "British pound")]):
            x = 42 + k * 420
            s += [u("cv", None, None, (x, 273, x + 399, 630), "balance_card", click=True), u.t(cur, (x + 42, 305, x + 357, 368), "currency"),
                  u.t(amt, (x + 42, 420, x + 357, 504), "amount"), u.t(name, (x + 42, 525, x + 357, 578), "name")]
        s += [u.b("Send", (42, 693, 357, 819), "send"), u.b("Add money", (378, 693, 693, 819), "add_money"),
              u.b("Request", (714, 693, 1038, 819), "request"), u.t("Transactions", (42, 882, 700, 945), "header"),
              u.t("See all", (850, 882, 1038, 945), "see_all", click=True), u.lst((0, 966, W, 2190), "activity_list")]
        y = 966
        for who, sub, amt, amt2 in acts:
            s += [u.row((0, y, W, y + 189), "activity_item"), u("iv", None, None, (42, y + 42, 147, y + 147), "icon"),
                  u.t(who, (189, y + 37, 700, y + 95), "title"), u.t(sub, (189, y + 100, 700, y + 147), "subtitle"),
                  u.t(amt, (720, y + 37, 1038, y + 95), "amount")]
            if amt2:
                s.append(u.t(amt2, (720, y + 100, 1038, y + 147), "amount_secondary"))
            y += 189
        return s + nav("Home")

    def recipients(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 88) + [u.i("Back", (0, 74, 147, 221)), u.t("Who are you sending money to?", (42, 252, 1038, 399), "title"),
                              u.e(None, (42, 441, 1038, 567), "search"), u.t("Name, @Wisetag, email", (84, 472, 900, 535), "search_hint"),
                              u.row((0, 609, W, 777), "add_recipient"), u("iv", None, None, (42, 640, 147, 745), "icon"),
                              u.t("Add a recipient", (189, 661, 1038, 724), "title"), u.t("Recents", (42, 819, 1038, 882), "header")]
        y = 903
        for who, sub in [("Lukas Becker", "EUR account ending in 3000"), ("Sofia Marques", "EUR account ending in 8821"),
                         ("Priya Raman", "GBP account ending in 0457"), ("Chen Wei", "USD account ending in 1190"),
                         ("Lisbon Apartments Lda", "EUR account ending in 6614")]:
            s += [u.row((0, y, W, y + 178), "recipient_item"), u("iv", None, None, (42, y + 37, 147, y + 142), "avatar"),
                  u.t(who, (189, y + 37, 1038, y + 95), "title"), u.t(sub, (189, y + 100, 1038, y + 147), "subtitle")]
            y += 178
        return s

    def amount(clock: str, send: str, fee: str, conv: str, gets: str, focus: bool, save: str) -> list[dict[str, Any]]:
        return bar(clock, 87) + [
            u.i("Back", (0, 74, 147, 221)), u.t("Lukas Becker", (179, 116, 800, 189), "toolbar_title"),
            u.t("You send exactly", (42, 263, 700, 315), "source_label"), u.e(send, (42, 320, 750, 446), "source_amount", focus=focus),
            u.b("USD", (771, 320, 1038, 446), "source_currency"),
            u.t("Paying with", (42, 488, 500, 541), "label"), u.t("USD balance · 2,418.55 USD available", (42, 546, 1038, 599), "pay_with"),
            u.t("– " + fee + " USD", (84, 672, 500, 725), "fee_amount"), u.t("Our fee", (540, 672, 1038, 725), "fee_label"),
            u.t("= " + conv + " USD", (84, 767, 500, 820), "converted_amount"), u.t("Total amount we'll convert", (540, 767, 1038, 820), "converted_label"),
            u.t("× 0.9194", (84, 862, 500, 915), "rate"), u.t("Guaranteed rate (12h)", (540, 862, 1038, 915), "rate_label"),
            u.t("Recipient gets", (42, 987, 700, 1040), "target_label"), u.e(gets, (42, 1045, 750, 1171), "target_amount"),
            u.b("EUR", (771, 1045, 1038, 1171), "target_currency"),
            u.t("Should arrive today", (42, 1234, 1038, 1297), "eta"),
            u.t(f"You could save up to {save} USD compared with the average bank.", (42, 1318, 1038, 1423), "comparison"),
            u.b("Continue", (42, 2169, 1038, 2295), "continue_button")]

    def review(clock: str, ref: str | None, focus: bool) -> list[dict[str, Any]]:
        s = bar(clock, 87) + [u.i("Back", (0, 74, 147, 221)), u.t("Review details of your transfer", (42, 231, 1038, 336), "title"),
                              u("sv", None, None, (0, 357, W, 2148), "review_scroll", scroll=True), u.t("Transfer details", (42, 378, 1038, 441), "section")]
        y = 462
        for k, v in [("You send exactly", "250 USD"), ("Total fees (included)", "1.27 USD"), ("Total amount we'll convert", "248.73 USD"),
                     ("Guaranteed rate (12h)", "0.9194"), ("Lukas gets", "228.68 EUR"), ("Should arrive", "today")]:
            s += [u.t(k, (42, y, 600, y + 58), "label"), u.t(v, (620, y, 1038, y + 58), "value")]
            y += 84
        s.append(u.t("Recipient details", (42, y + 21, 1038, y + 84), "section"))
        y += 105
        for k, v in [("Name", "Lukas Becker"), ("Email", "lukas.becker@posteo.de"), ("IBAN", "DE89 3704 0044 0532 0130 00")]:
            s += [u.t(k, (42, y, 400, y + 58), "label"), u.t(v, (420, y, 1038, y + 58), "value")]
            y += 84
        s += [u.t("Reference (optional)", (42, y + 21, 1038, y + 74), "reference_label"),
              u.e(ref, (42, y + 79, 1038, y + 205), "reference", focus=focus),
              u.b("Confirm and send", (42, 2169, 1038, 2295), "confirm_button")]
        return s

    tid = "847302915"
    run = Run(home("10:40", "2,418.55"))
    run.step(run.click("Send"), recipients("10:40"))
    run.step(run.click("Lukas Becker"), amount("10:40", "1,000", "3.89", "996.11", "915.82", False, "18.84"))
    run.step(run.type("source_amount", "250"), amount("10:41", "250", "1.27", "248.73", "228.68", True, "4.71"))
    run.step(run.click("Continue"), review("10:41", None, False))
    run.step(run.type("reference", "Rent March"), review("10:41", "Rent March", True))
    run.step(run.click("Confirm and send"), bar("10:42", 87) + [
        u("iv", None, None, (390, 420, 690, 720), "illustration"),
        u.t("Your money's on its way", (42, 777, 1038, 882), "title"),
        u.t("We've got your 250 USD. Lukas Becker should receive 228.68 EUR today.", (42, 903, 1038, 1050), "subtitle"),
        u.t(f"Transfer #{tid}", (42, 1092, 1038, 1145), "transfer_id"),
        u.b("Track my transfer", (42, 2043, 1038, 2169), "track_button"), u.b("Done", (42, 2190, 1038, 2316), "done_button")])
    acts.insert(0, ("Lukas Becker", "Sending · Just now", "228.68 EUR", "250 USD"))
    run.step(run.click("Done"), home("10:42", "2,168.55"))

    def transfer(clock: str, tab: str) -> list[dict[str, Any]]:
        s = bar(clock, 86) + [u.i("Back", (0, 74, 147, 221)), u.i("Help", (926, 74, 1052, 221), "help"),
                              u("iv", None, None, (42, 252, 189, 399), "avatar"), u.t("228.68 EUR", (42, 420, 1038, 525), "amount"),
                              u.t("250 USD · to Lukas Becker", (42, 530, 1038, 588), "subtitle"),
                              u("tl", "Updates", None, (42, 651, 540, 756), None, click=True, sel=(tab == "Updates")),
                              u("tl", "Details", None, (540, 651, 1038, 756), None, click=True, sel=(tab == "Details"))]
        y = 798
        if tab == "Updates":
            for k, (txt, when) in enumerate([("You set up your transfer", "10:42 am"), ("We took 250 USD from your USD balance", "10:42 am"),
                                             ("Your money's being processed", "Now"), ("We pay out 228.68 EUR to Lukas", ""),
                                             ("Lukas receives your money", "Should arrive today")]):
                s += [u("iv", None, "Done" if k < 2 else ("In progress" if k == 2 else "Pending"), (42, y + 10, 105, y + 73), "step_icon"),
                      u.t(txt, (147, y, 1038, y + 63), "step_title")]
                if when:
                    s.append(u.t(when, (147, y + 68, 1038, y + 115), "step_subtitle"))
                y += 168
        else:
            for k, v in [("Transfer number", f"#{tid}"), ("Created", "14 March 2024, 10:42 am"), ("You sent", "250 USD"),
                         ("Fees", "1.27 USD"), ("Amount converted", "248.73 USD"), ("Exchange rate", "1 USD = 0.9194 EUR"),
                         ("Lukas gets", "228.68 EUR"), ("Reference", "Rent March"), ("Account holder", "Lukas Becker"),
                         ("IBAN", "DE89 3704 0044 0532 0130 00")]:
                s += [u.t(k, (42, y, 480, y + 58), "label"), u.t(v, (500, y, 1038, y + 58), "value")]
                y += 105
            s += [u.b("Get PDF receipt", (42, 2043, 1038, 2169), "receipt_button"), u.b("Share tracking link", (42, 2190, 1038, 2316), "share_button")]
        return s

    run.step(run.click("Lukas Becker"), transfer("10:43", "Updates"))
    run.step(run.click("Details"), transfer("10:43", "Details"))
    shown = "847320915"
    run.step(run.click("Get PDF receipt"), bar("10:44", 86) + [
        u.i("Back", (0, 74, 147, 221)), u.t("Receipt", (179, 116, 700, 189), "toolbar_title"),
        u.i("Share", (926, 74, 1052, 221), "action_share"),
        u("v", None, "Transfer receipt page 1 of 1", (42, 252, 1038, 1680), "pdf_page", scroll=True),
        u.t("Wise", (84, 294, 400, 378), None), u.t("Transfer receipt", (84, 399, 1000, 462), None),
        u.t(f"Transfer ID {shown}", (84, 483, 1000, 536), None), u.t("Created 14 March 2024", (84, 541, 1000, 594), None),
        u.t("From Dana Whitfield · USD balance", (84, 651, 1000, 704), None), u.t("To Lukas Becker · DE89 3704 0044 0532 0130 00", (84, 709, 1000, 762), None),
        u.t("Amount paid 250.00 USD", (84, 819, 1000, 872), None), u.t("Fee 1.27 USD", (84, 877, 1000, 930), None),
        u.t("Exchange rate 1 USD = 0.9194 EUR", (84, 935, 1000, 988), None), u.t("Amount received 228.68 EUR", (84, 993, 1000, 1046), None),
        u.t("Reference Rent March", (84, 1051, 1000, 1104), None),
        u.t("Wise US Inc., 30 W. 26th Street, Sixth Floor, New York, NY 10010", (84, 1554, 1000, 1638), None)])
    run.step(run.click("Share"), bar("10:44", 86) + [
        el("com.android.intentresolver", "v", None, None, (0, 1070, W, 2337), "com.android.intentresolver:id/chooser_root"),
        el("com.android.intentresolver", "tv", "Sharing 1 file", None, (42, 1112, 1038, 1175), "com.android.intentresolver:id/headline"),
        el("com.android.intentresolver", "tv", "transfer-receipt.pdf", None, (168, 1206, 1038, 1260), "com.android.intentresolver:id/content_preview_filename"),
        el("com.android.intentresolver", "btn", "Copy", None, (42, 1302, 300, 1407), "com.android.intentresolver:id/copy", click=True)] + [
        el("com.android.intentresolver", "tv", app, None, (42 + k * 250, 1470, 292 + k * 250, 1680), "com.android.intentresolver:id/text1", click=True)
        for k, app in enumerate(["Gmail", "Drive", "Messages", "Nearby Share"])])
    add(rs, 7, run, 10, "transfer number on the PDF receipt differs from the one on the confirmation and details screens")


# Splitwise: clean
def t08(rs: RowSet) -> None:
    u = Ui("com.Splitwise.SplitwiseMobile")
    exp = [("Mar 13", "Dinner at Taberna da Rua das Flores", "You paid $184.00", "you lent $138.00"),
           ("Mar 12", "Airbnb - Alfama 3 nights", "Maya S. paid $620.00", "you borrowed $155.00"),
           ("Mar 12", "Groceries Pingo Doce", "Tom R. paid $46.20", "you borrowed $11.55"),
           ("Mar 11", "Taxi from airport", "You paid $32.00", "you lent $24.00"),
           ("Mar 11", "Pastéis de Belém", "Jonas W. paid $18.40", "you borrowed $4.60")]

    def group(clock: str, overall: str, lines: list[str]) -> list[dict[str, Any]]:
        s = bar(clock, 73) + [u.i("Navigate up", (0, 74, 147, 221)), u.i("Group settings", (926, 74, 1052, 221), "settings"),
                              u("iv", None, None, (42, 242, 231, 431), "group_avatar"), u.t("Lisbon trip", (42, 452, 1038, 546), "group_name"),
                              u.t(overall, (42, 567, 1038, 630), "balance_summary")]
        y = 640
        for ln in lines:
            s.append(u.t(ln, (42, y, 1038, y + 52), "balance_line"))
            y += 58
        y += 21
        s += [u("chip", "Settle up", None, (42, y, 315, y + 105), "settle_up", click=True),
              u("chip", "Balances", None, (336, y, 588, y + 105), "balances", click=True),
              u("chip", "Totals", None, (609, y, 819, y + 105), "totals", click=True),
              u("chip", "Export", None, (840, y, 1038, y + 105), "export", click=True),
              u.lst((0, y + 126, W, 2337), "expenses_list"), u.t("March 2024", (42, y + 147, 1038, y + 200), "month_header")]
        y += 221
        for date, title, paid, share in exp:
            s += [u.row((0, y, W, y + 168), "expense_row", long=True), u.t(date, (42, y + 42, 147, y + 126), "date"),
                  u("iv", None, None, (168, y + 37, 273, y + 142), "category_icon"),
                  u.t(title, (294, y + 26, 780, y + 84), "description"), u.t(paid, (294, y + 89, 780, y + 137), "paid_by")]
            if share:
                s.append(u.t(share, (790, y + 42, 1038, y + 126), "your_share"))
            y += 168
        s.append(u.b("Add expense", (630, 2169, 1038, 2295), "add_expense_fab"))
        return s

    def add_exp(clock: str, desc: str | None, amt: str | None, focus: str) -> list[dict[str, Any]]:
        return bar(clock, 73) + [
            u.i("Cancel", (0, 74, 147, 221)), u.t("Add expense", (179, 116, 700, 189), "toolbar_title"),
            u.b("Save", (880, 95, 1059, 200), "save_button"),
            u.t("With you and:", (42, 252, 400, 315), "with_label"),
            u("chip", "All of Lisbon trip", None, (420, 241, 840, 325), "group_chip", click=True),
            u("iv", None, None, (147, 483, 273, 609), "category_button", click=True),
            u.e(desc, (294, 483, 933, 609), "description", focus=(focus == "desc")),
            u.b("$", (147, 651, 273, 777), "currency_button"),
            u.e(amt, (294, 651, 933, 777), "amount", focus=(focus == "amount")),
            u.t("Paid by", (189, 872, 360, 935), None), u.b("you", (370, 851, 530, 956), "paid_by_button"),
            u.t("and split", (550, 872, 760, 935), None), u.b("equally", (770, 851, 950, 956), "split_button"),
            u.b("Today", (42, 2190, 300, 2295), "date_button"), u.b("Lisbon trip", (321, 2190, 700, 2295), "group_button"),
            u.i("Add image", (800, 2190, 905, 2295), "camera"), u.i("Add notes", (926, 2190, 1031, 2295), "notes")]

    run = Run(group("11:05", "You are owed $97.50 overall", ["Maya Santos owes you $61.25", "Tom Reilly owes you $48.75", "You owe Jonas Weber $12.50"]))
    run.step(run.click("Add expense"), add_exp("11:05", None, None, "desc"))
    run.step(run.type("description", "Tram 28 tickets"), add_exp("11:06", "Tram 28 tickets", None, "desc"))
    run.step(run.type("amount", "36.00"), add_exp("11:06", "Tram 28 tickets", "36.00", "amount"))
    exp.insert(0, ("Mar 14", "Tram 28 tickets", "You paid $36.00", "you lent $27.00"))
    run.step(run.click("Save"), group("11:07", "You are owed $124.50 overall", ["Maya Santos owes you $70.25", "Tom Reilly owes you $57.75", "You owe Jonas Weber $3.50"]))
    s = bar("11:07", 72) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Settle up", (179, 116, 700, 189), "toolbar_title"),
                            u.t("Which balance do you want to settle?", (42, 252, 1038, 315), "prompt")]
    y = 357
    for who, what, amt in [("Maya Santos", "owes you", "$70.25"), ("Tom Reilly", "owes you", "$57.75"), ("Jonas Weber", "you owe", "$3.50")]:
        s += [u.row((0, y, W, y + 189), "balance_row"), u("iv", None, None, (42, y + 37, 158, y + 153), "avatar"),
              u.t(who, (200, y + 63, 700, y + 126), "name"), u.t(what, (720, y + 37, 1038, y + 90), "relation"),
              u.t(amt, (720, y + 95, 1038, y + 153), "amount")]
        y += 189
    s.append(u.t("More options", (42, y + 42, 1038, y + 105), "more_options", click=True))
    run.step(run.click("Settle up"), s)
    run.step(run.click("Jonas Weber"), bar("11:08", 72) + [
        u.i("Navigate up", (0, 74, 147, 221)), u.t("Record a payment", (179, 116, 700, 189), "toolbar_title"),
        u.b("Save", (880, 95, 1059, 200), "save_button"),
        u("iv", None, None, (189, 357, 399, 567), "payer_avatar"), u("iv", None, None, (681, 357, 891, 567), "payee_avatar"),
        u.t("You paid Jonas Weber", (42, 630, 1038, 714), "payment_description"),
        u.b("$", (231, 777, 357, 903), "currency_button"), u.e("3.50", (378, 777, 850, 903), "amount"),
        u.t("This payment will be recorded in Lisbon trip.", (42, 966, 1038, 1029), "group_note"),
        u.b("Today", (42, 2190, 300, 2295), "date_button"), u.i("Add notes", (926, 2190, 1031, 2295), "notes")])
    exp.insert(0, ("Mar 14", "You paid Jonas W. $3.50", "Payment", ""))
    run.step(run.click("Save"), group("11:08", "You are owed $128.00 overall", ["Maya Santos owes you $70.25", "Tom Reilly owes you $57.75"]))
    add(rs, 8, run)


# OpenTracks: bad
def t09(rs: RowSet) -> None:
    u = Ui("de.dennisguse.opentracks")
    tracks = [("Morning run", "Mar 12, 2024 07:05", "5.21 km", "28:14", "running"),
              ("Commute by bike", "Mar 11, 2024 08:32", "8.74 km", "31:02", "cycling"),
              ("Sintra hike", "Mar 9, 2024 09:48", "14.30 km", "4:12:45", "hiking"),
              ("Evening walk", "Mar 7, 2024 19:21", "3.02 km", "41:16", "walking"),
              ("Cascais coast ride", "Mar 3, 2024 10:02", "31.88 km", "1:38:20", "cycling")]

    def track_list(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 95) + [u.t("OpenTracks", (42, 116, 600, 189), "toolbar_title"),
                              u.i("Search", (548, 84, 674, 210), "track_list_search"),
                              u.i("Markers", (674, 84, 800, 210), "track_list_markers"),
                              u.i("Aggregated statistics", (800, 84, 926, 210), "track_list_aggregated_stats"),
                              u.i("More options", (926, 84, 1052, 210)), u.lst((0, 231, W, 2337), "track_list")]
        y = 231
        for name, when, dist, dur, cat in tracks:
            s += [u.row((0, y, W, y + 210), "list_item", kind="rl", long=True), u("iv", None, cat, (42, y + 52, 147, y + 157), "list_item_icon"),
                  u.t(name, (189, y + 26, 1038, y + 84), "list_item_name"), u.t(when, (189, y + 89, 700, y + 137), "list_item_date"),
                  u.t(dist, (720, y + 89, 1038, y + 137), "list_item_distance"), u.t(dur, (189, y + 142, 700, y + 190), "list_item_time")]
            y += 210
        s.append(u.i("Start recording", (849, 2106, 1038, 2295), "track_list_record_button"))
        return s

    def recording(clock: str, total: str, moving: str, dist: str, speed: str, avg: str, gain: str) -> list[dict[str, Any]]:
        s = bar(clock, 94, ("OpenTracks notification: Recording",)) + [
            u.t("2024-03-14T07:12", (42, 116, 800, 189), "toolbar_title"),
            u("tl", "Statistics", None, (0, 221, 540, 336), None, click=True, sel=True), u("tl", "Charts", None, (540, 221, W, 336), None, click=True),
            u("sv", None, None, (0, 336, W, 2085), "stats_scroll", scroll=True),
            u.t("GPS fix · accuracy 4 m", (42, 378, 1038, 431), "stats_gps_status")]
        y = 483
        for label, val in [("Total time", total), ("Distance", dist), ("Speed", speed), ("Average moving speed", avg),
                           ("Moving time", moving), ("Elevation gain", gain), ("Activity type", "running")]:
            s += [u.t(label, (42, y, 1038, y + 52), "stats_label"), u.t(val, (42, y + 58, 1038, y + 163), "stats_value")]
            y += 189
        s += [u.i("Insert marker", (84, 2127, 273, 2316), "track_recording_add_marker"),
              u.i("Pause recording", (445, 2127, 634, 2316), "track_recording_pause"),
              u.i("Stop recording", (806, 2127, 995, 2316), "track_recording_stop")]
        return s

    def marker(clock: str, desc: str | None) -> list[dict[str, Any]]:
        return bar(clock, 94, ("OpenTracks notification: Recording",)) + [
            u.i("Navigate up", (0, 74, 147, 221)), u.t("Insert marker", (179, 116, 700, 189), "toolbar_title"),
            u.t("Name", (42, 252, 1038, 305), "label"), u.e("Marker 1", (42, 310, 1038, 436), "marker_edit_name"),
            u.t("Category", (42, 478, 1038, 531), "label"), u.e(None, (42, 536, 1038, 662), "marker_edit_marker_type"),
            u.t("Description", (42, 704, 1038, 757), "label"), u.e(desc, (42, 762, 1038, 951), "marker_edit_description", focus=desc is not None),
            u.t("Location", (42, 1014, 1038, 1067), "label"), u.t("38.71364, -9.13334 · 07:14", (42, 1072, 1038, 1125), "marker_edit_location"),
            u.i("Take photo", (42, 1188, 168, 1314), "marker_edit_camera"), u.i("Pick photo", (189, 1188, 315, 1314), "marker_edit_gallery"),
            u.b("Cancel", (42, 2169, 530, 2295), "marker_edit_cancel"), u.b("Add", (551, 2169, 1038, 2295), "marker_edit_done")]

    run = Run(track_list("7:12"))
    run.step(run.click("Start recording"), recording("7:12", "00:00:04", "00:00:00", "0.00 km", "0.0 km/h", "0.0 km/h", "0 m"))
    run.step(droid("wait"), recording("7:13", "00:01:42", "00:01:39", "0.31 km", "11.2 km/h", "10.9 km/h", "4 m"))
    run.step(run.click("Insert marker"), marker("7:14", None))
    run.step(run.type("marker_edit_description", "Water fountain by the kiosk"), marker("7:14", "Water fountain by the kiosk"))
    run.step(run.click("Add"), recording("7:14", "00:02:40", "00:02:31", "0.49 km", "10.4 km/h", "11.0 km/h", "6 m"))
    run.step(droid("wait"), recording("7:19", "00:06:55", "00:06:44", "1.22 km", "10.9 km/h", "10.6 km/h", "17 m"))
    run.step(run.long("Stop recording"), bar("7:19", 93) + [
        u.t("Track stopped", (42, 116, 800, 189), "toolbar_title"),
        u.t("Name", (42, 252, 1038, 305), "label"), u.e("2024-03-14T07:12", (42, 310, 1038, 436), "track_edit_name"),
        u.t("Activity type", (42, 478, 1038, 531), "label"), u.e("running", (168, 536, 1038, 662), "track_edit_activity_type"),
        u.i("running", (42, 546, 147, 651), "track_edit_activity_type_icon", kind="iv"),
        u.t("Description", (42, 704, 1038, 757), "label"), u.e(None, (42, 762, 1038, 951), "track_edit_description"),
        u.t("Total time", (42, 1014, 530, 1067), "label"), u.t("00:07:02", (42, 1072, 530, 1177), "track_stopped_time"),
        u.t("Distance", (551, 1014, 1038, 1067), "label"), u.t("1.24 km", (551, 1072, 1038, 1177), "track_stopped_distance"),
        u.b("Resume", (42, 2169, 530, 2295), "resume_button"), u.b("Done", (551, 2169, 1038, 2295), "finish_button")])
    tracks.insert(0, ("2024-03-14T07:12", "Mar 14, 2024 07:12", "1.24 km", "07:02", "running"))
    run.step(run.click("Done"), track_list("7:20"))
    marks = [("Km 3 split", "Morning run", "Mar 12, 2024 07:21", "Felt strong, 5:20 pace"),
             ("Bike shop", "Commute by bike", "Mar 11, 2024 08:49", "Tyre pressure check"),
             ("Parking Lot", "Sintra hike", "Mar 9, 2024 13:55", ""),
             ("Cruz Alta", "Sintra hike", "Mar 9, 2024 11:47", "Highest point, 528 m"),
             ("Palácio da Pena viewpoint", "Sintra hike", "Mar 9, 2024 11:02", "Queue at the gate, go left")]
    s = bar("7:20", 93) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Markers", (179, 116, 700, 189), "toolbar_title"),
                           u.i("Search", (926, 84, 1052, 210), "marker_list_search"), u.lst((0, 231, W, 2337), "marker_list")]
    y = 231
    for name, trk, when, desc in marks:
        s += [u.row((0, y, W, y + 231), "list_item", kind="rl", long=True), u("iv", None, None, (42, y + 52, 147, y + 157), "list_item_icon"),
              u.t(name, (189, y + 21, 1038, y + 79), "list_item_name"), u.t(trk, (189, y + 84, 700, y + 132), "list_item_track"),
              u.t(when, (189, y + 137, 700, y + 185), "list_item_date")]
        if desc:
            s.append(u.t(desc, (189, y + 180, 1038, y + 225), "list_item_description"))
        y += 231
    run.step(run.click("Markers"), s)
    run.step(droid("navigate_back"), track_list("7:21"))
    add(rs, 9, run, 9, "marker inserted during the recording is absent from the markers list")


# Joplin: clean
def t10(rs: RowSet) -> None:
    u = Ui("net.cozic.joplin")
    home = [("Call plumber about boiler", "todo", False), ("Renew car insurance", "todo", False),
            ("Wi-Fi & router settings", "note", False), ("Garden plan 2024", "note", False),
            ("Pantry inventory", "note", False), ("Buy birthday gift for Sam", "todo", True)]
    allnotes = [("Call plumber about boiler", "todo", False), ("Prepare Q1 review slides", "todo", False),
                ("Renew car insurance", "todo", False), ("Return library books", "todo", False),
                ("Wi-Fi & router settings", "note", False), ("Sprint 14 notes", "note", False),
                ("Offline mode spec", "note", False), ("Garden plan 2024", "note", False),
                ("Book notes: The Overstory", "note", False), ("1:1 Priya - March", "note", False),
                ("Pantry inventory", "note", False)]
    counts = {"Home": 6, "Projects": 11, "Reading list": 4, "Work": 9}

    def notes(clock: str, title: str, items: list[tuple[str, str, bool]], sel: str | None = None, fab_open: bool = False) -> list[dict[str, Any]]:
        s = bar(clock, 80)
        if sel is None:
            s += [u.i("Side menu", (0, 74, 147, 221), None, kind="vg"), u.t(title, (168, 105, 700, 189), None),
                  u.i("Search", (800, 74, 926, 221), None, kind="vg"), u.i("Menu", (926, 74, 1052, 221), None, kind="vg")]
        else:
            s += [u.i("Cancel selection", (0, 74, 147, 221), None, kind="vg"),
                  u("vg", "Move to notebook...", None, (168, 95, 700, 200), None, click=True),
                  u.i("Duplicate", (800, 74, 926, 221), None, kind="vg"), u.i("Delete", (926, 74, 1052, 221), None, kind="vg")]
        s.append(u("sv", None, None, (0, 231, W, 2337), None, scroll=True))
        y = 231
        for name, typ, done in items:
            s.append(u.row((0, y, W, y + 147), None, kind="vg", long=True, sel=(name == sel)))
            if typ == "todo":
                s.append(u.cb(done, (32, y + 37, 105, y + 110), None))
            s.append(u.t(name, (126 if typ == "todo" else 42, y + 42, 1038, y + 105), None))
            y += 147
        if fab_open:
            s += [u("vg", "New to-do", "New to-do", (620, 1865, 1038, 1970), None, click=True),
                  u("vg", "New note", "New note", (620, 2001, 1038, 2106), None, click=True)]
        s.append(u.i("Add", (870, 2148, 1038, 2316), None, kind="vg"))
        return s

    def drawer(clock: str, sync: str) -> list[dict[str, Any]]:
        s = bar(clock, 79) + [u("sv", None, None, (0, 63, 840, 2337), None, scroll=True),
                              u("vg", "All notes", None, (0, 84, 840, 210), None, click=True),
                              u.t("NOTEBOOKS", (42, 252, 800, 305), None)]
        y = 326
        for nb, n in counts.items():
            s += [u.row((0, y, 840, y + 126), None, kind="vg"), u.t(nb, (84, y + 32, 640, y + 95), None), u.t(str(n), (660, y + 32, 800, y + 95), None)]
            y += 126
        s += [u("vg", "Tags", None, (0, y + 42, 840, y + 168), None, click=True),
              u("vg", "Search", None, (0, 1869, 840, 1974), None, click=True),
              u("vg", "Configuration", None, (0, 1974, 840, 2079), None, click=True),
              u("vg", "Synchronise", None, (0, 2079, 840, 2184), None, click=True),
              u.t(f"Last sync: {sync}", (42, 2205, 800, 2258), None)]
        return s

    def editor(clock: str, title: str | None, body: str | None, focus: str) -> list[dict[str, Any]]:
        return bar(clock, 79) + [
            u.i("Back", (0, 74, 147, 221), None, kind="vg"), u.t("Home", (168, 116, 500, 179), None),
            u.cb(False, (520, 105, 604, 189), None, desc="To-do"),
            u.i("Attach file", (800, 74, 926, 221), None, kind="vg"), u.i("Actions", (926, 74, 1052, 221), None, kind="vg"),
            u.e(title, (42, 242, 1038, 347), None, focus=(focus == "title")),
            u.e(body, (42, 368, 1038, 2106), None, focus=(focus == "body")),
            u.i("Edit", (870, 2148, 1038, 2316), None, kind="vg")]

    run = Run(notes("9:18", "All notes", allnotes))
    run.step(run.click("Side menu"), drawer("9:18", "14/03/2024 09:02"))
    run.step(run.click("Home"), notes("9:19", "Home", home))
    home[1] = ("Renew car insurance", "todo", True)
    run.step(droid("click", index=run.find("Renew car insurance") - 1), notes("9:19", "Home", home))
    run.step(run.click("Add"), notes("9:20", "Home", home, fab_open=True))
    run.step(run.click("New to-do"), editor("9:20", None, None, "title"))
    run.step(run.type_nth(0, "Book flights for May long weekend"),
             editor("9:21", "Book flights for May long weekend", None, "title"))
    run.step(run.type_nth(1, "Check TAP and easyJet, budget €180pp, leave Thu evening"),
             editor("9:22", "Book flights for May long weekend", "Check TAP and easyJet, budget €180pp, leave Thu evening", "body"))
    home.insert(0, ("Book flights for May long weekend", "todo", False))
    run.step(run.click("Back"), notes("9:23", "Home", home))
    run.step(run.long("Garden plan 2024"), notes("9:23", "Home", home, sel="Garden plan 2024"))
    s = bar("9:24", 79) + [u("vg", None, None, (84, 798, 996, 1512), None), u.t("Move to notebook", (126, 840, 954, 914), None)]
    for k, nb in enumerate(counts):
        s.append(u("vg", nb, None, (84, 956 + 126 * k, 996, 1082 + 126 * k), None, click=True))
    s.append(u("vg", "Cancel", None, (700, 1418, 954, 1491), None, click=True))
    run.step(run.click("Move to notebook..."), s)
    home = [h for h in home if h[0] != "Garden plan 2024"]
    counts["Projects"] = 12
    run.step(run.click("Projects"), notes("9:25", "Home", home))
    run.step(run.click("Side menu"), drawer("9:27", "14/03/2024 09:26"))
    add(rs, 10, run)


FACE = [(50, 87), (87, 50), (100, 0), (87, -50), (50, -87), (0, -100), (-50, -87), (-87, -50), (-100, 0), (-87, 50), (-50, 87), (0, 100)]


# Clock: bad
def t11(rs: RowSet) -> None:
    u = Ui("com.google.android.deskclock")
    icons = ("Alarm set for Fri 6:30 AM",)
    alarms = [["6:30 AM", "Gym", "Mon, Tue, Wed, Thu, Fri", True], ["7:15 AM", "Work", "Mon, Tue, Wed, Thu, Fri", True],
              ["8:30 AM", "Weekend", "Sat, Sun", False], ["9:00 PM", "Take vitamins", "Every day", True]]

    def alarm_tab(clock: str, expand: int | None = None, vibrate: bool = True, shown: str | None = None) -> list[dict[str, Any]]:
        s = bar(clock, 62, icons) + [u.t("Alarm", (42, 116, 700, 200), "action_bar_title"), u.i("More options", (926, 95, 1052, 221)),
                                     u.lst((0, 231, W, 2106), "alarm_recycler_view")]
        y = 252
        for k, (tm, label, days, on) in enumerate(alarms):
            if k == expand:
                s += [u("fl", None, None, (32, y, 1048, y + 800), "alarm_item", sel=True),
                      u.t(label, (74, y + 21, 700, y + 84), "edit_label", click=True),
                      u.i("Collapse alarm", (926, y + 10, 1027, y + 94), "collapse_expand", kind="iv"),
                      u.t(shown or tm, (74, y + 100, 700, y + 242), "digital_clock", click=True),
                      u.sw(on, (880, y + 136, 1017, y + 220), "onoff"),
                      u.t("Scheduled for Fri" if on else "Not scheduled", (74, y + 252, 700, y + 305), "upcoming_instance_label")]
                for j, (d, full) in enumerate([("S", "Sunday"), ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday")]):
                    s.append(u("btn", d, full, (74 + j * 130, y + 336, 179 + j * 130, y + 441), "day_button_" + str(j), click=True, check=(1 <= j <= 5)))
                s += [u("iv", None, None, (74, y + 483, 147, y + 556), "choose_ringtone_icon"),
                      u.t("Cesium", (168, y + 483, 700, y + 556), "choose_ringtone", click=True),
                      u.cb(vibrate, (74, y + 577, 600, y + 650), "vibrate_onoff", text="Vibrate"),
                      u.t("Google Assistant Routine", (74, y + 671, 700, y + 734), "google_assistant_routine", click=True),
                      u.t("Delete", (74, y + 734, 400, y + 790), "delete", click=True)]
                y += 821
            else:
                s += [u("fl", None, None, (32, y, 1048, y + 336), "alarm_item", click=True),
                      u.t(label, (74, y + 21, 700, y + 84), "edit_label", click=True),
                      u.i("Expand alarm", (926, y + 10, 1027, y + 94), "collapse_expand", kind="iv"),
                      u.t(tm, (74, y + 100, 700, y + 242), "digital_clock", click=True),
                      u.sw(on, (880, y + 136, 1017, y + 220), "onoff"),
                      u.t(days, (74, y + 252, 900, y + 305), "days_of_week")]
                y += 357
        s.append(u.i("Add alarm", (456, 1917, 624, 2085), "fab"))
        for k, tab in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
            s.append(u("fl", tab, tab, (k * 216, 2127, k * 216 + 216, 2337), "navigation_bar_item", click=True, sel=(tab == "Alarm")))
        return s

    def picker(clock: str, text_mode: bool, hour: str, minute: str) -> list[dict[str, Any]]:
        s = bar(clock, 62, icons) + [u("fl", None, None, (63, 504, 1017, 1896), "parentPanel"),
                                     u.t("Enter time" if text_mode else "Select time", (126, 556, 954, 609), "header_title")]
        if text_mode:
            s += [u.e(hour, (126, 651, 441, 903), "hour_text_input", focus=True), u.t(":", (441, 651, 525, 903), None),
                  u.e(minute, (525, 651, 840, 903), "minute_text_input"), u.t("Hour", (126, 914, 441, 967), None),
                  u.t("Minute", (525, 914, 840, 967), None),
                  u("btn", "AM", None, (861, 651, 954, 777), "material_clock_period_am_button", click=True, check=True),
                  u("btn", "PM", None, (861, 777, 954, 903), "material_clock_period_pm_button", click=True, check=False)]
        else:
            s += [u("chip", hour, None, (126, 651, 441, 903), "material_hour_tv", click=True, check=True), u.t(":", (441, 651, 525, 903), None),
                  u("chip", minute, None, (525, 651, 840, 903), "material_minute_tv", click=True, check=False),
                  u("btn", "AM", None, (861, 651, 954, 777), "material_clock_period_am_button", click=True, check=True),
                  u("btn", "PM", None, (861, 777, 954, 903), "material_clock_period_pm_button", click=True, check=False),
                  u("v", None, None, (189, 987, 891, 1689), "material_clock_face")]
            for n, (dx, dy) in enumerate(FACE, 1):
                x, y = 540 + dx * 3, 1338 - dy * 3
                s.append(u("tv", str(n), f"{n} o'clock", (x - 50, y - 50, x + 50, y + 50), None))
        s += [u.i("Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.", (105, 1764, 210, 1869), "material_timepicker_mode_button"),
              u.b("Cancel", (546, 1764, 751, 1869), "material_timepicker_cancel_button"), u.b("OK", (772, 1764, 954, 1869), "material_timepicker_ok_button")]
        return s

    run = Run(alarm_tab("10:55"))
    run.step(run.click("7:15 AM"), picker("10:55", False, "7", "15"))
    run.step(run.click("Switch to text input mode for the time input."), picker("10:55", True, "7", "15"))
    run.step(run.type("hour_text_input", "6"), picker("10:56", True, "6", "15"))
    run.step(run.type("minute_text_input", "45"), picker("10:56", True, "6", "45"))
    alarms[1][0] = "6:45 AM"
    run.step(run.click("OK"), alarm_tab("10:56"))
    run.step(run.click("Expand alarm", 1), alarm_tab("10:57", expand=1))
    run.step(run.click("Vibrate"), alarm_tab("10:57", expand=1, vibrate=False, shown="7:15 AM"))
    add(rs, 11, run, 7, "edited alarm time shows the old value again after toggling vibrate")


# Play Store: clean
def t12(rs: RowSet) -> None:
    u = Ui("com.android.vending")
    sizes = {"WhatsApp Messenger": "48.1 MB", "Google Maps": "62.4 MB", "Spotify: Music and Podcasts": "31.7 MB",
             "Duolingo: Language Lessons": "88.2 MB", "Google Photos": "24.9 MB", "Uber - Request a ride": "71.5 MB", "Gmail": "19.6 MB"}
    devs = {"WhatsApp Messenger": "WhatsApp LLC", "Google Maps": "Google LLC", "Spotify: Music and Podcasts": "Spotify AB",
            "Duolingo: Language Lessons": "Duolingo", "Google Photos": "Google LLC", "Uber - Request a ride": "Uber Technologies, Inc.", "Gmail": "Google LLC"}

    def home(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 77) + [u("fl", None, None, (32, 84, 1048, 210), "search_bar", click=True),
                              u.t("Search apps & games", (137, 116, 800, 179), "search_bar_hint"),
                              u.i("Voice search", (821, 95, 926, 200), "voice_search"),
                              u.i("Signed in as Dana Whitfield dana.whitfield@gmail.com\nAccount and settings.", (947, 95, 1038, 200), "selected_account_disc", kind="fl"),
                              u("hsv", None, None, (0, 231, W, 336), None, scroll=True)]
        x = 42
        for chip in ["For you", "Top charts", "Kids", "Categories"]:
            s.append(u("chip", chip, None, (x, 241, x + 60 + 22 * len(chip), 325), None, click=True, sel=(chip == "For you")))
            x += 82 + 22 * len(chip)
        s += [u.lst((0, 336, W, 2127), None), u.t("Recommended for you", (42, 378, 900, 441), None)]
        for k, (app, rating) in enumerate([("Notion", "4.6 star"), ("Headspace", "4.7 star"), ("Strava", "4.5 star")]):
            s += [u("v", None, f"App: {app}\nRated {rating}", (42 + k * 336, 483, 357 + k * 336, 945), None, click=True),
                  u.t(app, (42 + k * 336, 840, 357 + k * 336, 893), None)]
        s.append(u.t("Suggested for you", (42, 1008, 900, 1071), None))
        for k, (app, cat, sz) in enumerate([("Citymapper", "Maps & Navigation", "34 MB"), ("Too Good To Go", "Food & Drink", "41 MB"),
                                            ("Bitwarden Password Manager", "Productivity", "52 MB"), ("Komoot", "Health & Fitness", "67 MB")]):
            y = 1092 + k * 231
            s += [u.row((0, y, W, y + 231), None, kind="v"), u("iv", None, None, (42, y + 42, 189, y + 189), None),
                  u.t(app, (231, y + 42, 1038, y + 100), None), u.t(f"{cat} • {sz}", (231, y + 105, 1038, y + 153), None)]
        for k, tab in enumerate(["Games", "Apps", "Search", "Books"]):
            s.append(u("fl", tab, tab, (k * 270, 2127, k * 270 + 270, 2337), "navigation_bar_item", click=True, sel=(tab == "Apps")))
        return s

    def menu(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 77) + [u("fl", None, None, (32, 95, 1048, 2200), None), u.i("Close", (53, 116, 158, 221), None),
                              u.t("Google", (440, 137, 640, 200), None),
                              u("iv", None, None, (53, 263, 179, 389), None), u.t("Dana Whitfield", (210, 273, 900, 331), None),
                              u.t("dana.whitfield@gmail.com", (210, 336, 900, 384), None),
                              u.b("Manage your Google Account", (210, 420, 900, 525), None)]
        y = 588
        for item in ["Manage apps & device", "Notifications & offers", "Payments & subscriptions", "Play Protect", "Library",
                     "Play Pass", "Settings", "Help & feedback"]:
            s.append(u.t(item, (53, y, 1027, y + 147), None, click=True))
            y += 147
        s.append(u.t("Privacy Policy • Terms of Service", (53, 2110, 1027, 2163), None))
        return s

    def overview(clock: str) -> list[dict[str, Any]]:
        return bar(clock, 76) + [
            u.i("Navigate up", (0, 74, 147, 221)), u.t("Manage apps & device", (179, 116, 900, 189), None),
            u("tl", "Overview", None, (0, 231, 540, 336), None, click=True, sel=True), u("tl", "Manage", None, (540, 231, W, 336), None, click=True),
            u.t("Play Protect", (147, 399, 900, 462), None), u.t("No harmful apps found", (147, 467, 900, 514), None),
            u.t("Updates available", (147, 609, 900, 672), None), u.t("7 updates pending", (147, 677, 900, 724), None),
            u.b("Update all", (147, 766, 500, 871), None), u.t("See details", (147, 892, 500, 945), None, click=True),
            u.t("Storage", (147, 1029, 900, 1092), None), u.t("81 GB free of 128 GB", (147, 1097, 900, 1144), None),
            u.t("Ratings & reviews", (147, 1239, 900, 1302), None), u.t("Rate recently used apps", (147, 1307, 900, 1354), None)]

    def updates(clock: str, icons: tuple[str, ...], pending: list[tuple[str, str]], recent: list[tuple[str, str]], running: bool) -> list[dict[str, Any]]:
        s = bar(clock, 76, icons) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Manage apps & device", (179, 116, 900, 189), None),
                                     u.lst((0, 231, W, 2337), None),
                                     u.t(f"Updates available ({len(pending)})", (42, 252, 650, 315), None),
                                     u.b("Cancel all" if running else "Update all", (690, 231, 1038, 336), None)]
        y = 357
        for name, status in pending:
            s += [u.row((0, y, W, y + 210), None, kind="v"), u("iv", None, None, (42, y + 42, 168, y + 168), None),
                  u.t(name, (200, y + 37, 800, y + 95), None), u.t(status, (200, y + 100, 800, y + 147), None)]
            if "of" in status:
                s.append(u("pb", None, None, (200, y + 163, 800, y + 173), None))
            if not running:
                s.append(u.b("Update", (821, y + 58, 1038, y + 152), None))
            y += 210
        if recent:
            s.append(u.t(f"Recently updated ({len(recent)})", (42, y + 21, 1038, y + 84), None))
            y += 105
            for name, when in recent:
                s += [u.row((0, y, W, y + 189), None, kind="v"), u("iv", None, None, (42, y + 31, 168, y + 157), None),
                      u.t(name, (200, y + 37, 800, y + 95), None), u.t(when, (200, y + 100, 800, y + 147), None),
                      u.b("Open", (821, y + 47, 1038, y + 141), None)]
                y += 189
        return s

    order = list(sizes)
    run = Run(home("2:49"))
    run.step(run.click("selected_account_disc"), menu("2:49"))
    run.step(run.click("Manage apps & device"), overview("2:49"))
    run.step(run.click("See details"), updates("2:50", (), [(n, f"{devs[n]} • {sizes[n]}") for n in order], [], False))
    run.step(run.click("Update all"), updates("2:50", ("Play Store notification: Updating apps",),
                                              [(order[0], f"9.1 MB of {sizes[order[0]]}")] + [(n, "Pending…") for n in order[1:]], [], True))
    run.step(droid("wait"), updates("2:51", ("Play Store notification: Updating apps",),
                                    [(order[0], "Installing…"), (order[1], f"21.0 MB of {sizes[order[1]]}")] + [(n, "Pending…") for n in order[2:]], [], True))
    run.step(droid("wait"), updates("2:52", ("Play Store notification: Updating apps",),
                                    [(order[1], "Installing…"), (order[2], f"11.6 MB of {sizes[order[2]]}")] + [(n, "Pending…") for n in order[3:]],
                                    [(order[0], "Updated just now")], True))
    run.step(droid("wait"), updates("2:54", ("Play Store notification: Updating apps",),
                                     [(order[3], f"37.0 MB of {sizes[order[3]]}")] + [(n, "Pending…") for n in order[4:]],
                                     [(order[2], "Updated just now"), (order[1], "Updated 1 minute ago"), (order[0], "Updated 2 minutes ago")], True))
    run.step(run.click("Cancel all"), updates("2:54", ("Play Store notification: 3 apps updated",),
                                              [(n, f"{devs[n]} • {sizes[n]}") for n in order[3:]],
                                              [(order[2], "Updated just now"), (order[1], "Updated 1 minute ago"), (order[0], "Updated 2 minutes ago")], False))
    add(rs, 12, run)


# Broccoli: clean
def t13(rs: RowSet) -> None:
    u = Ui("com.flauschcode.broccoli")
    recipes = {"Banana bread": "Moist one-bowl loaf, freezes well", "Chana masala": "Weeknight chickpea curry with spinach",
               "Lemon ricotta pancakes": "Fluffy Sunday pancakes", "Shakshuka": "Eggs poached in spiced tomato sauce",
               "Thai green curry": "With chicken, aubergine and Thai basil", "Zucchini fritters": "Crispy, with garlic yogurt dip"}

    def listing(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 52) + [u.i("Open navigation drawer", (0, 74, 147, 221)), u.t("Recipes", (179, 116, 600, 189), None),
                              u.i("Search", (926, 84, 1052, 210), "action_search"), u.lst((0, 231, W, 2337), "recycler_view")]
        y = 252
        for title in sorted(recipes):
            s += [u("cv", None, None, (32, y, 1048, y + 294), "card_view", click=True, long=True),
                  u("iv", None, None, (32, y, 326, y + 294), "card_image"),
                  u.t(title, (357, y + 42, 1017, y + 110), "card_text_view_title"),
                  u.t(recipes[title], (357, y + 121, 1017, y + 231), "card_text_view_description")]
            y += 315
        s.append(u.i("New recipe", (870, 2148, 1038, 2316), "fab", kind="ib"))
        return s

    fields = ["Title", "Categories", "Servings", "Preparation time", "Description", "Source", "Ingredients", "Directions"]

    def edit(clock: str, vals: dict[str, str], focus: str) -> list[dict[str, Any]]:
        s = bar(clock, 52) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("New recipe", (179, 116, 700, 189), None),
                              u.i("Save", (926, 84, 1052, 210), "action_save"), u("sv", None, None, (0, 231, W, 2337), None, scroll=True),
                              u("iv", None, "Add photo", (0, 231, W, 651), "image_view", click=True)]
        y = 672
        for f in fields:
            h = 210 if f in ("Ingredients", "Directions") else 147
            s += [u.t(f, (63, y, 1017, y + 42), None), u.e(vals.get(f), (42, y + 42, 1038, y + h), "edit_text_" + f.lower().replace(" ", "_"), focus=(f == focus))]
            y += h + 21
        return s

    v: dict[str, str] = {}
    run = Run(listing("6:31"))
    run.step(run.click("New recipe"), edit("6:31", v, "Title"))
    v["Title"] = "Miso glazed salmon"
    run.step(run.type("edit_text_title", v["Title"]), edit("6:32", v, "Title"))
    v["Servings"] = "2"
    run.step(run.type("edit_text_servings", "2"), edit("6:32", v, "Servings"))
    v["Preparation time"] = "25 min"
    run.step(run.type("edit_text_preparation_time", "25 min"), edit("6:33", v, "Preparation time"))
    v["Ingredients"] = "2 salmon fillets\n2 tbsp white miso\n1 tbsp mirin\n1 tsp honey\n1 tsp sesame oil\n2 spring onions, sliced"
    run.step(run.type("edit_text_ingredients", v["Ingredients"]), edit("6:34", v, "Ingredients"))
    s = bar("6:35", 51) + [u.i("Navigate up", (0, 74, 147, 221)), u.i("Edit", (674, 84, 800, 210), "action_edit"),
                           u.i("Share", (800, 84, 926, 210), "action_share"), u.i("More options", (926, 84, 1052, 210)),
                           u("sv", None, None, (0, 231, W, 2337), None, scroll=True), u("iv", None, None, (0, 231, W, 651), "image_view"),
                           u.t("Miso glazed salmon", (42, 693, 1038, 798), "recipe_title"),
                           u.t("Servings: 2", (42, 840, 500, 893), "recipe_servings"), u.t("Preparation time: 25 min", (520, 840, 1038, 893), "recipe_preparation_time"),
                           u("tl", "Ingredients", None, (0, 956, 540, 1061), None, click=True, sel=True), u("tl", "Directions", None, (540, 956, W, 1061), None, click=True)]
    y = 1103
    for ing in v["Ingredients"].split("\n"):
        s.append(u.t("• " + ing, (63, y, 1017, y + 63), "ingredient"))
        y += 84
    run.step(run.click("Save"), s)
    recipes["Miso glazed salmon"] = ""
    lst = listing("6:35")
    lst = [e for e in lst if not (e["resource_name"] or "").endswith("card_text_view_description") or e["text"]]
    run.step(droid("navigate_back"), lst)
    add(rs, 13, run)


# Simple SMS Messenger: bad
def t14(rs: RowSet) -> None:
    u = Ui("com.simplemobiletools.smsmessenger")
    msgs = [("in", "Brunch Thursday? Zazie does an amazing eggs benedict", "Mar 12, 6:40 PM"),
            ("out", "Yes!! 10am works for me", "Mar 12, 6:52 PM"),
            ("in", "Booked for 4 under my name", "Mar 12, 7:03 PM"),
            ("in", "Are we still on for brunch at 10?", "7:58 AM")]

    def thread(clock: str, text: str | None, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        s = bar(clock, 69, icons) + [u.i("Back", (0, 74, 147, 221)), u.t("Elena Park", (179, 116, 660, 189), "thread_toolbar_title"),
                                     u.i("Dial number", (674, 84, 800, 210), "dial_number"), u.i("Conversation details", (800, 84, 926, 210), "conversation_details"),
                                     u.i("More options", (926, 84, 1052, 210)), u.lst((0, 231, W, 2064), "thread_messages_list")]
        y = 273
        for who, body, when in msgs:
            lines = 1 + len(body) // 30
            h = 60 + 58 * lines
            if who == "in":
                s += [u("iv", None, None, (32, y, 126, y + 94), "thread_message_sender_photo"),
                      u.t(body, (147, y, 800, y + h), "thread_message_body", long=True)]
            else:
                s.append(u.t(body, (280, y, 1048, y + h), "thread_message_body", long=True))
            s.append(u.t(when, (147 if who == "in" else 600, y + h + 5, 1048 if who == "out" else 700, y + h + 50), "thread_message_time"))
            y += h + 84
        s += [u.i("Attachment", (21, 2106, 126, 2211), "thread_add_attachment", kind="iv"),
              u.e(text, (147, 2085, 870, 2232), "thread_type_message", focus=True),
              u.i("Send", (891, 2095, 1038, 2221), "thread_send_message", enabled=bool(text), kind="iv"),
              u.t("SMS", (891, 2221, 1038, 2258), "thread_character_counter")]
        return s

    threads = [("CVS Pharmacy", "Your prescription is ready for pickup at CVS #4821, 731 Market St. Reply STOP to opt out", "8:12 AM"),
               ("Elena Park", "Are we still on for brunch at 10?", "7:58 AM"),
               ("Marcus Lee", "Haha yes, send me the pics", "Yesterday"), ("+1 (650) 555-0148", "Your Lyft code is 482913", "Yesterday"),
               ("Mom", "Call me when you land ❤️", "Tue"), ("Chase", "Chase: Your statement is ready. Balance $1,284.16 due Apr 2.", "Mon"),
               ("Priya Raman", "See you at standup", "Mar 8"), ("USPS", "USPS: Your package will be delivered today between 2pm and 4pm.", "Mar 6")]
    s = bar("9:44", 70) + [u.t("Search", (42, 105, 800, 189), "top_toolbar_search", click=True, edit=True),
                           u.i("More options", (926, 84, 1052, 210)), u.lst((0, 231, W, 2337), "conversations_list")]
    y = 231
    for name, snippet, when in threads:
        s += [u.row((0, y, W, y + 200), "conversation_frame", kind="rl", long=True), u("iv", None, None, (42, y + 37, 168, y + 163), "conversation_image"),
              u.t(name, (210, y + 32, 820, y + 90), "conversation_address"), u.t(snippet, (210, y + 95, 1038, y + 168), "conversation_body_short"),
              u.t(when, (840, y + 32, 1038, y + 90), "conversation_date")]
        y += 200
    s.append(u.i("Start a conversation", (870, 2148, 1038, 2316), "conversations_fab", kind="ib"))
    run = Run(s)
    run.step(run.click("Elena Park"), thread("9:44", None))
    reply = "Yes, running 10 min late, save me a seat"
    run.step(run.type("thread_type_message", reply), thread("9:45", reply))
    msgs.append(("out", reply, "9:46 AM"))
    run.step(run.click("Send"), thread("9:46", None))
    msgs.append(("in", "No worries, we're at the table by the window", "9:41 AM"))
    run.step(droid("wait"), thread("9:47", None))

    def details(clock: str, name: str | None) -> list[dict[str, Any]]:
        return bar(clock, 69) + [
            u.i("Back", (0, 74, 147, 221)), u.t("Conversation details", (179, 116, 800, 189), "conversation_details_toolbar"),
            u.t("Conversation name", (42, 252, 1038, 305), "conversation_name_heading"),
            u.t(name or "Elena Park", (42, 315, 1038, 389), "conversation_name", click=True),
            u.t("Members", (42, 452, 1038, 505), "members_heading"),
            u.row((0, 526, W, 715), "item_contact_frame"), u("iv", None, None, (42, 558, 168, 684), "item_contact_image"),
            u.t("Elena Park", (210, 558, 1038, 616), "item_contact_name"), u.t("+1 (415) 555-0133", (210, 621, 1038, 669), "item_contact_number"),
            u.t("Notifications", (42, 778, 1038, 831), "notifications_heading"),
            u.t("Customize notifications", (42, 852, 1038, 915), "custom_notifications", click=True)]

    def dialog(clock: str, text: str) -> list[dict[str, Any]]:
        return bar(clock, 69) + [u("fl", None, None, (63, 861, 1017, 1449), "parentPanel"),
                                 u.t("Rename conversation", (126, 924, 954, 1002), "alertTitle"),
                                 u.e(text, (126, 1065, 954, 1191), "rename_conv_edit_text", focus=True),
                                 u.b("Cancel", (520, 1302, 730, 1407), "android:id/button2"), u.b("OK", (751, 1302, 954, 1407), "android:id/button1")]
    run.step(run.click("Conversation details"), details("9:47", None))
    run.step(run.click("conversation_name"), dialog("9:47", "Elena Park"))
    run.step(run.type("rename_conv_edit_text", "Elena - brunch crew"), dialog("9:48", "Elena - brunch crew"))
    run.step(run.click("OK"), details("9:48", "Elena - brunch crew"))
    c = Ui("com.google.android.contacts")
    run.step(run.click("Elena Park"), bar("9:49", 68) + [
        c.i("Navigate up", (0, 74, 147, 221)), c.i("Edit contact", (674, 84, 800, 210), "menu_edit"),
        c.i("Add to favourites", (800, 84, 926, 210), "menu_star"), c.i("More options", (926, 84, 1052, 210)),
        c("iv", None, None, (390, 252, 690, 552), "large_title_photo"), c.t("Elena Park", (42, 594, 1038, 699), "large_title"),
        c.i("Call", (63, 756, 294, 945), "call_action_button", kind="ll"), c.i("Text", (315, 756, 546, 945), "sms_action_button", kind="ll"),
        c.i("Video", (567, 756, 798, 945), "video_action_button", kind="ll"), c.i("Email", (819, 756, 1017, 945), "email_action_button", kind="ll"),
        c.t("Contact info", (63, 1029, 1017, 1092), "header"),
        c.row((0, 1113, W, 1281), "phone_row"), c.t("+1 (415) 555-0133", (168, 1134, 800, 1197), "header"),
        c.t("Mobile", (168, 1202, 800, 1249), "sub_header"), c.i("Text +1 (415) 555-0133", (870, 1144, 996, 1249), "icon_alternate", kind="iv"),
        c.row((0, 1281, W, 1449), "email_row"), c.t("elena.park@fastmail.com", (168, 1302, 1017, 1365), "header"),
        c.t("Personal", (168, 1370, 800, 1417), "sub_header"),
        c.row((0, 1449, W, 1617), "event_row"), c.t("August 21", (168, 1470, 1017, 1533), "header"),
        c.t("Birthday", (168, 1538, 800, 1585), "sub_header"),
        c.t("Contact settings", (63, 1701, 1017, 1764), "header"),
        c.t("Connected apps", (63, 1827, 1017, 1890), None, click=True), c.t("Contact history", (63, 1953, 1017, 2016), None, click=True)])
    add(rs, 14, run, 4, "incoming reply stamped 9:41 AM, before the 9:46 AM message it answers")


# Files: clean
def t15(rs: RowSet) -> None:
    u = Ui("com.google.android.documentsui")
    files = [("receipt_apple_store.pdf", "Mar 13", "141 kB"), ("invoice_0412_acme.pdf", "Mar 12", "88.4 kB"),
             ("IMG_20240310_181522.jpg", "Mar 10", "3.2 MB"), ("boarding_pass_LH1234.pdf", "Mar 9", "312 kB"),
             ("podcast_ep112.mp3", "Mar 7", "54.7 MB"), ("Signal-Android-website-prod-universal-release-7.2.1.apk", "Mar 1", "148 MB"),
             ("tax_return_2023.pdf", "Feb 28", "1.9 MB")]
    folders: list[tuple[str, str, str]] = []

    def browse(clock: str, title: str, items: list[tuple[str, str, str]], sel: tuple[str, ...] = (), crumb: str | None = None) -> list[dict[str, Any]]:
        s = bar(clock, 85)
        if sel:
            s += [u.i("Close", (0, 74, 147, 221), "action_mode_close_button"), u.t(f"{len(sel)} selected", (179, 116, 600, 189), "action_bar_title"),
                  u.i("Share", (674, 84, 800, 210), "action_menu_share"), u.i("Delete", (800, 84, 926, 210), "action_menu_delete"),
                  u.i("More options", (926, 84, 1052, 210))]
        else:
            s += [u.i("Show roots", (0, 74, 147, 221)), u.t(title, (179, 116, 600, 189), None),
                  u.i("Search", (800, 84, 926, 210), "option_menu_search"), u.i("More options", (926, 84, 1052, 210))]
        y = 231
        if crumb:
            s.append(u.t(crumb, (42, 242, 1038, 305), "breadcrumb"))
            y = 326
        s.append(u("hsv", None, None, (0, y, W, y + 105), "search_chip_group", scroll=True))
        for k, chip in enumerate(["Images", "Audio", "Videos", "Documents"]):
            s.append(u("chip", chip, None, (42 + k * 250, y + 10, 271 + k * 250, y + 94), None, click=True))
        y += 126
        s.append(u.lst((0, y, W, 2337), "dir_list"))
        if not items:
            s += [u("iv", None, None, (390, 900, 690, 1200), "artwork"), u.t("No items", (42, 1221, 1038, 1284), "message")]
        for name, date, size in items:
            s += [u.row((0, y, W, y + 168), "item_root", long=True, sel=(name in sel)),
                  u("iv", None, None, (42, y + 37, 137, y + 132), "icon_mime" if name not in sel else "icon_check"),
                  u.t(name, (179, y + 32, 1038, y + 90), "android:id/title"), u.t(date, (179, y + 95, 500, y + 142), "date")]
            if size:
                s.append(u.t(size, (520, y + 95, 800, y + 142), "size"))
            y += 168
        return s

    def popup(clock: str, items: list[str], batt: int = 85) -> list[dict[str, Any]]:
        s = bar(clock, batt) + [u("lv", None, None, (515, 74, 1059, 74 + 136 * len(items) + 42), None)]
        for k, it in enumerate(items):
            s.append(u.t(it, (536, 95 + 136 * k, 1038, 221 + 136 * k), "title", click=True))
        return s

    def picker(clock: str, crumb: str, items: list[tuple[str, str, str]], inside: bool) -> list[dict[str, Any]]:
        s = bar(clock, 84) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Move 2 items to", (179, 116, 800, 189), None),
                              u.t(crumb, (42, 242, 1038, 305), "breadcrumb"), u.lst((0, 326, W, 2148), "dir_list")]
        y = 326
        if inside:
            s += [u("iv", None, None, (390, 900, 690, 1200), "artwork"), u.t("No items", (42, 1221, 1038, 1284), "message")]
        for name, date, size in items:
            isdir = not size
            s += [u.row((0, y, W, y + 168), "item_root", enabled=isdir, click=isdir), u("iv", None, None, (42, y + 37, 137, y + 132), "icon_mime"),
                  u.t(name, (179, y + 32, 1038, y + 90), "android:id/title", enabled=isdir), u.t(date, (179, y + 95, 500, y + 142), "date", enabled=isdir)]
            if size:
                s.append(u.t(size, (520, y + 95, 800, y + 142), "size", enabled=False))
            y += 168
        s += [u.b("Cancel", (462, 2190, 730, 2295), "button2"), u.b("Move", (751, 2190, 1038, 2295), "button1", enabled=inside)]
        return s

    run = Run(browse("12:20", "Downloads", folders + files))
    run.step(run.click("More options"), popup("12:20", ["New window", "New folder", "Select all", "Grid view", "Sort by…", "Show internal storage"]))
    dlg = [u("fl", None, None, (63, 861, 1017, 1449), "parentPanel"), u.t("New folder", (126, 924, 954, 1002), "alertTitle")]
    btns = [u.b("Cancel", (520, 1302, 730, 1407), "android:id/button2"), u.b("OK", (751, 1302, 954, 1407), "android:id/button1")]
    run.step(run.click("New folder"), bar("12:20", 85) + dlg + [u.e(None, (126, 1065, 954, 1191), "android:id/text1", focus=True)] + btns)
    run.step(run.type("android:id/text1", "Receipts"), bar("12:21", 85) + dlg + [u.e("Receipts", (126, 1065, 954, 1191), "android:id/text1", focus=True)] + btns)
    folders.append(("Receipts", "Mar 14", ""))
    run.step(run.click("OK"), browse("12:21", "Downloads", folders + files))
    run.step(run.long("invoice_0412_acme.pdf"), browse("12:21", "Downloads", folders + files, ("invoice_0412_acme.pdf",)))
    run.step(run.click("receipt_apple_store.pdf"), browse("12:22", "Downloads", folders + files, ("invoice_0412_acme.pdf", "receipt_apple_store.pdf")))
    run.step(run.click("More options"), popup("12:22", ["Select all", "Copy to…", "Move to…", "Compress", "Open in new window"]))
    run.step(run.click("Move to…"), picker("12:22", "Downloads", folders + files, False))
    run.step(run.click("Receipts"), picker("12:23", "Downloads  ›  Receipts", [], True))
    moved = [f for f in files if f[0] in ("invoice_0412_acme.pdf", "receipt_apple_store.pdf")]
    files = [f for f in files if f not in moved]
    run.step(run.click("Move"), browse("12:23", "Downloads", folders + files))
    run.step(run.click("Receipts"), browse("12:23", "Receipts", moved, crumb="Downloads  ›  Receipts"))
    add(rs, 15, run)


# Digital Wellbeing: bad
def t16(rs: RowSet) -> None:
    u = Ui("com.google.android.apps.wellbeing")
    usage = [("YouTube", "47 min"), ("Instagram", "38 min"), ("Chrome", "29 min"), ("WhatsApp", "22 min"), ("Gmail", "11 min")]
    timers: dict[str, str] = {}

    def dashboard(clock: str, focus: str) -> list[dict[str, Any]]:
        s = bar(clock, 48) + [u.t("Digital Wellbeing & parental controls", (42, 105, 1038, 189), None),
                              u("sv", None, None, (0, 210, W, 2337), None, scroll=True),
                              u("v", None, "Screen time today: 2 hours 41 minutes. YouTube 47 minutes, Instagram 38 minutes, Chrome 29 minutes, WhatsApp 22 minutes, other apps 45 minutes", (240, 231, 840, 831), "pie_chart"),
                              u.t("2 hr 41 min", (340, 462, 740, 546), "total_time"), u.t("Today", (340, 556, 740, 609), None),
                              u.t("54 unlocks", (42, 873, 520, 926), "unlocks"), u.t("213 notifications", (560, 873, 1038, 926), "notifications")]
        y = 968
        for app, mins in usage:
            s += [u.row((0, y, W, y + 158), "app_row"), u("iv", None, None, (42, y + 31, 137, y + 126), "app_icon"),
                  u.t(app, (179, y + 26, 800, y + 84), "app_name"), u.t(mins, (179, y + 89, 800, y + 137), "app_usage")]
            if app in timers:
                s.append(u("btn", timers[app], f"{app} timer: {timers[app]}", (821, y + 37, 1038, y + 121), "app_timer_button", click=True))
            else:
                s.append(u.i(f"Set timer for {app}", (926, y + 37, 1038, y + 121), "app_timer_button"))
            y += 158
        s.append(u.t("Show all apps", (42, y + 10, 600, y + 73), None, click=True))
        y += 105
        s.append(u.t("Ways to disconnect", (42, y, 1038, y + 58), None))
        y += 79
        for name, summ in [("Dashboard", "Set app timers"), ("Bedtime mode", "Off"), ("Focus mode", focus)]:
            s += [u.row((0, y, W, y + 147), None), u.t(name, (147, y + 26, 1038, y + 84), "android:id/title"),
                  u.t(summ, (147, y + 89, 1038, y + 137), "android:id/summary")]
            y += 147
        return s

    def timer_dialog(clock: str, app: str, hours: str) -> list[dict[str, Any]]:
        return bar(clock, 48) + [u("fl", None, None, (63, 651, 1017, 1701), "parentPanel"),
                                 u.t("Set app timer", (126, 714, 954, 792), "alertTitle"),
                                 u.t(f"{app} timer resets at midnight", (126, 813, 954, 866), "timer_subtitle"),
                                 u("np", None, None, (210, 929, 462, 1460), "hours_picker", scroll=True),
                                 u.e(hours, (210, 1134, 462, 1255), "android:id/numberpicker_input"),
                                 u.t("hr", (472, 1160, 540, 1229), None),
                                 u("np", None, None, (588, 929, 840, 1460), "minutes_picker", scroll=True),
                                 u.e("0", (588, 1134, 840, 1255), "android:id/numberpicker_input"),
                                 u.t("min", (850, 1160, 954, 1229), None),
                                 u.b("Cancel", (483, 1565, 709, 1670), "android:id/button2"), u.b("OK", (730, 1565, 954, 1670), "android:id/button1")]

    run = Run(dashboard("3:05", "Off"))
    run.step(run.click("Set timer for Instagram"), timer_dialog("3:05", "Instagram", "0"))
    run.step(run.type("android:id/numberpicker_input", "1"), timer_dialog("3:06", "Instagram", "1"))
    timers["Instagram"] = "22 min left"
    run.step(run.click("OK"), dashboard("3:06", "On"))

    week = {"Fri": (32, "Friday, Mar 8", 9, 7), "Sat": (84, "Saturday, Mar 9", 21, 16), "Sun": (71, "Sunday, Mar 10", 17, 13),
            "Mon": (26, "Monday, Mar 11", 8, 6), "Tue": (41, "Tuesday, Mar 12", 10, 8), "Wed": (38, "Wednesday, Mar 13", 11, 8),
            "Thu": (47, "Today", 12, 9)}

    def detail(clock: str, day: str = "Thu") -> list[dict[str, Any]]:
        mins, label, notif, opened = week[day]
        shown = f"{mins // 60} hr {mins % 60} min" if mins >= 60 else f"{mins} min"
        s = bar(clock, 47) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("YouTube", (179, 116, 700, 189), None),
                              u("ll", None, None, (42, 252, 600, 357), "metric_spinner", click=True),
                              u.t("Screen time", (63, 273, 560, 336), "android:id/text1"),
                              u.t(shown, (42, 399, 1038, 504), "current_value"), u.t(label, (42, 509, 1038, 562), None),
                              u("v", None, None, (42, 604, 1038, 1234), "bar_chart")]
        for k, (d, (m, _, _, _)) in enumerate(week.items()):
            s.append(u("v", None, f"{d}: {m} minutes", (84 + k * 135, 1234 - m * 6, 174 + k * 135, 1234), None, click=True, sel=(d == day)))
        s += [u.t("Notifications", (42, 1297, 700, 1350), None), u.t(str(notif), (800, 1297, 1038, 1350), None),
              u.t("Times opened", (42, 1392, 700, 1445), None), u.t(str(opened), (800, 1392, 1038, 1445), None),
              u.row((0, 1508, W, 1655), None), u.t("App timer", (147, 1534, 1038, 1592), "android:id/title"),
              u.t("No timer", (147, 1597, 1038, 1645), "android:id/summary"),
              u.row((0, 1655, W, 1802), None), u.t("Manage notifications", (147, 1681, 1038, 1739), "android:id/title"),
              u.t("About 12 notifications per day", (147, 1744, 1038, 1792), "android:id/summary"),
              u.row((0, 1802, W, 1949), None), u.t("Open app", (147, 1849, 1038, 1907), "android:id/title")]
        return s

    run.step(run.click("YouTube"), detail("3:06"))
    run.step(run.click("App timer"), timer_dialog("3:07", "YouTube", "0"))
    run.step(run.click("Cancel"), detail("3:07"))
    run.step(run.click("Sat: 84 minutes"), detail("3:08", "Sat"))
    add(rs, 16, run, 3, "Focus mode reads On after saving an app timer; nothing turned it on")


# OsmAnd: clean
def t17(rs: RowSet) -> None:
    u = Ui("net.osmand")
    groups = {"Hikes": [("Arrábida ridge start", "28.4 km"), ("Cabo da Roca lighthouse", "31.7 km"), ("Peninha sanctuary", "26.1 km"), ("Sintra - Pena park gate", "22.9 km")],
              "Personal": [("Airbnb Alfama", "0.3 km"), ("Coworking Second Home", "3.1 km"), ("Rental car pickup", "6.8 km")],
              "Restaurants": [("A Cevicheria", "2.1 km"), ("Cervejaria Ramiro", "1.6 km"), ("O Trevo", "1.9 km"), ("Taberna da Rua das Flores", "1.1 km"),
                              ("Tasca do Chico", "1.2 km"), ("Time Out Market", "1.8 km"), ("Zé da Mouraria", "0.8 km")]}
    opened = {"Restaurants": False}

    def places(clock: str, tab: str = "Favorites") -> list[dict[str, Any]]:
        s = bar(clock, 39, ("OsmAnd notification: Navigation service",)) + [
            u.i("Navigate up", (0, 74, 147, 221)), u.t("My places", (179, 116, 700, 189), None),
            u.i("Search", (800, 84, 926, 210), None), u.i("More options", (926, 84, 1052, 210))]
        for k, t in enumerate(["Favorites", "Tracks", "OSM edits"]):
            s.append(u("tl", t, None, (k * 360, 231, k * 360 + 360, 336), None, click=True, sel=(t == tab)))
        s.append(u.lst((0, 336, W, 2337), "favourites_list" if tab == "Favorites" else "tracks_list"))
        y = 336
        if tab == "Favorites":
            for g in sorted(groups):
                s += [u.row((0, y, W, y + 158), "group_row", long=True), u("iv", None, None, (42, y + 37, 126, y + 121), "category_icon"),
                      u.t(g, (168, y + 47, 700, y + 110), "category_name"), u.t(str(len(groups[g])), (720, y + 47, 850, y + 110), "category_count"),
                      u.i("Options", (926, y + 26, 1038, y + 132), "options", kind="iv")]
                y += 158
                if opened.get(g):
                    for name, dist in groups[g]:
                        s += [u.row((0, y, W, y + 147), "favourite_item", long=True), u("iv", None, None, (84, y + 37, 158, y + 111), "favourite_icon"),
                              u.t(name, (200, y + 21, 1038, y + 79), "favourite_label"), u("iv", None, "Direction", (200, y + 89, 242, y + 131), "direction"),
                              u.t(dist, (252, y + 84, 500, y + 137), "distance"), u.t(g, (520, y + 84, 1038, y + 137), "group_name")]
                        y += 147
        else:
            for name, info in [("2024-03-02_Sintra loop", "14.30 km · 4:12 h · Mar 2, 2024 · 1.2 MB"),
                               ("2024-02-18_Cascais coast", "31.88 km · 1:38 h · Feb 18, 2024 · 2.6 MB"),
                               ("Arrábida ridge", "12.6 km · 3:05 h · Feb 4, 2024 · 864 kB"),
                               ("Lisbon 7 hills walk", "9.2 km · 2:41 h · Jan 27, 2024 · 611 kB")]:
                s += [u.row((0, y, W, y + 189), "track_row", long=True), u("iv", None, None, (42, y + 42, 147, y + 147), "track_icon"),
                      u.t(name, (189, y + 32, 1038, y + 95), "track_name"), u.t(info, (189, y + 100, 1038, y + 153), "track_info")]
                y += 189
            s.append(u.i("Import", (870, 2148, 1038, 2316), "import_button"))
        return s

    run = Run(places("5:40"))
    opened["Restaurants"] = True
    run.step(run.click("Restaurants"), places("5:40"))
    sheet = bar("5:41", 39, ("OsmAnd notification: Navigation service",)) + [
        u("fl", None, None, (0, 1302, W, 2337), "bottom_sheet"), u.t("Hikes", (42, 1344, 800, 1407), "title"),
        u.t("4 favorites", (42, 1412, 800, 1459), "description")]
    y = 1501
    for item in ["Show on map", "Select as markers", "Change appearance", "Rename", "Share", "Export", "Delete"]:
        sheet.append(u.t(item, (42, y, 1038, y + 105), "item_title", click=True))
        if item == "Show on map":
            sheet.append(u.sw(True, (901, y + 10, 1038, y + 94), "compound_button"))
        y += 112
    run.step(run.click("Options", 0), sheet)

    def rename(clock: str, text: str) -> list[dict[str, Any]]:
        return bar(clock, 39, ("OsmAnd notification: Navigation service",)) + [
            u("fl", None, None, (63, 861, 1017, 1449), "parentPanel"), u.t("Rename", (126, 924, 954, 1002), "alertTitle"),
            u.e(text, (126, 1065, 954, 1191), "name_edit", focus=True),
            u.b("Cancel", (520, 1302, 730, 1407), "android:id/button2"), u.b("OK", (751, 1302, 954, 1407), "android:id/button1")]
    run.step(run.click("Rename"), rename("5:41", "Hikes"))
    run.step(run.type("name_edit", "Hiking 2024"), rename("5:42", "Hiking 2024"))
    groups["Hiking 2024"] = groups.pop("Hikes")
    run.step(run.click("OK"), places("5:42"))
    run.step(run.click("Tasca do Chico"), bar("5:43", 38, ("OsmAnd notification: Navigation service",)) + [
        u("v", None, "Map", (0, 0, W, 1386), "MapView"),
        u.i("Back to menu", (32, 95, 158, 221), "map_menu_button"), u.i("Search", (32, 242, 158, 368), "map_search_button"),
        u.i("Compass", (922, 95, 1048, 221), "map_compass_button"),
        u.i("Zoom in", (922, 1008, 1048, 1134), "map_zoom_in_button"), u.i("Zoom out", (922, 1155, 1048, 1281), "map_zoom_out_button"),
        u.i("My location", (922, 1239, 1048, 1365), "map_my_location_button"),
        u("fl", None, None, (0, 1386, W, 2337), "context_menu_main"),
        u.t("Tasca do Chico", (42, 1428, 900, 1512), "context_menu_line1"),
        u.t("Restaurants", (42, 1517, 900, 1570), "context_menu_line2"),
        u.i("Close", (926, 1417, 1038, 1523), "context_menu_close_btn"),
        u("iv", None, "Direction", (42, 1601, 95, 1654), "direction"), u.t("1.24 km", (105, 1601, 400, 1654), "distance"),
        u.t("Rua do Diário de Notícias 39, 1200-141 Lisboa", (42, 1675, 1038, 1738), "context_menu_line3"),
        u.t("38.71226, -9.14413", (42, 1759, 1038, 1812), "context_menu_coordinates"),
        u.b("Edit", (42, 1875, 279, 1980), "context_menu_fav_button"), u.b("Marker", (300, 1875, 537, 1980), "context_menu_marker_button"),
        u.b("Share", (558, 1875, 795, 1980), "context_menu_share_button"), u.b("Actions", (816, 1875, 1038, 1980), "context_menu_more_button"),
        u.b("Directions", (42, 2169, 1038, 2295), "context_menu_route_button")])
    run.step(droid("navigate_back"), places("5:43"))
    run.step(run.click("Tracks"), places("5:44", "Tracks"))
    run.step(run.click("Favorites"), places("5:44"))
    add(rs, 17, run)


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


# VLC: bad
def t18(rs: RowSet) -> None:
    u = Ui("org.videolan.vlc")
    tracks = [("Bad Guy", "Billie Eilish", 194), ("Blinding Lights", "The Weeknd", 200), ("Don't Start Now", "Dua Lipa", 183),
              ("Eye of the Tiger", "Survivor", 245), ("Levitating", "Dua Lipa", 203), ("Lose Yourself", "Eminem", 326),
              ("Power", "Kanye West", 292), ("Stronger", "Kanye West", 312), ("Till I Collapse", "Eminem", 297), ("Titanium", "David Guetta", 245)]
    sunday = [("Banana Pancakes", "Jack Johnson", 192), ("Bloom", "The Paper Kites", 209), ("Budapest", "George Ezra", 200),
              ("Ho Hey", "The Lumineers", 163), ("Holocene", "Bon Iver", 336), ("Put Your Records On", "Corinne Bailey Rae", 215),
              ("Re: Stacks", "Bon Iver", 401), ("Riptide", "Vance Joy", 204), ("Skinny Love", "Bon Iver", 238),
              ("Sunday Morning", "Maroon 5", 244), ("Yellow", "Coldplay", 269)]
    gym = 6
    gym_secs = 245 + 312 + 297 + 292 + 245 + 200

    def nav(tab: str) -> list[dict[str, Any]]:
        return [u("fl", t, t, (k * 216, 2169, k * 216 + 216, 2337), "navigation_bar_item", click=True, sel=(t == tab))
                for k, t in enumerate(["Video", "Audio", "Browse", "Playlists", "More"])]

    def playlists(clock: str, gym_line: str) -> list[dict[str, Any]]:
        s = bar(clock, 61) + [u.t("Playlists", (42, 116, 700, 189), None), u.i("Search", (674, 84, 800, 210), "ml_menu_filter"),
                              u.i("Display in list", (800, 84, 926, 210), "ml_menu_display_list"), u.i("More options", (926, 84, 1052, 210)),
                              u.lst((0, 231, W, 2169), "audio_list")]
        for k, (name, line) in enumerate([("Gym mix", gym_line), ("Road trip 2023", "18 tracks · 71 min"), ("Sunday morning", f"11 tracks · {sum(t[2] for t in sunday) // 60} min")]):
            x = 32 + (k % 2) * 520
            y = 252 + (k // 2) * 640
            s += [u("cv", None, None, (x, y, x + 496, y + 610), "container", click=True, long=True),
                  u("iv", None, None, (x, y, x + 496, y + 440), "media_cover"),
                  u.t(name, (x + 21, y + 461, x + 400, y + 519), "title"), u.t(line, (x + 21, y + 524, x + 400, y + 577), "subtitle"),
                  u.i("More Actions", (x + 400, y + 461, x + 496, y + 577), "item_more", kind="iv")]
        return s + nav("Playlists")

    def track_rows(s: list[dict[str, Any]], rows: list[tuple[str, str, int]], y: int) -> None:
        for title, artist, sec in rows:
            s += [u.row((0, y, W, y + 168), "container", kind="vg", long=True), u("iv", None, None, (42, y + 21, 168, y + 147), "media_cover"),
                  u.t(title, (200, y + 26, 840, y + 84), "title"), u.t(f"{artist} · {mmss(sec)}", (200, y + 89, 840, y + 142), "subtitle"),
                  u.i("More Actions", (926, y + 31, 1038, y + 137), "item_more", kind="iv")]
            y += 168

    def audio(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 61) + [u.t("Audio", (42, 116, 700, 189), None), u.i("Search", (674, 84, 800, 210), "ml_menu_filter"),
                              u.i("Sort by…", (800, 84, 926, 210), "ml_menu_sortby"), u.i("More options", (926, 84, 1052, 210))]
        for k, t in enumerate(["Artists", "Albums", "Tracks", "Genres"]):
            s.append(u("tl", t.upper(), None, (k * 270, 231, k * 270 + 270, 336), None, click=True, sel=(t == "Tracks")))
        s.append(u.lst((0, 336, W, 2169), "audio_list"))
        track_rows(s, tracks, 336)
        return s + nav("Audio")

    run = Run(playlists("7:02", f"{gym} tracks · {gym_secs // 60} min"))
    run.step(run.click("Audio"), audio("7:02"))
    sheet = bar("7:03", 61) + [u("fl", None, None, (0, 1050, W, 2337), "design_bottom_sheet"),
                               u("iv", None, None, (42, 1092, 168, 1218), "ctx_cover"), u.t("Lose Yourself", (200, 1092, 1038, 1155), "ctx_title"),
                               u.t("Eminem · 8 Mile", (200, 1160, 1038, 1213), "ctx_subtitle")]
    y = 1260
    for item in ["Play", "Append", "Insert next", "Add to playlist", "Information", "Set as ringtone", "Share", "Delete"]:
        sheet.append(u.t(item, (42, y, 1038, y + 126), "ctx_option_title", click=True))
        y += 131
    run.step(run.click("More Actions", 5), sheet)
    dlg = bar("7:03", 61) + [u("fl", None, None, (63, 756, 1017, 1659), "parentPanel"), u.t("Add to playlist", (126, 819, 954, 897), "dialog_title"),
                             u.e(None, (126, 939, 800, 1065), "dialog_playlist_name"), u.i("Create", (821, 939, 954, 1065), "dialog_playlist_save"),
                             u.lst((63, 1086, 1017, 1512), "list")]
    for k, name in enumerate(["Gym mix", "Road trip 2023", "Sunday morning"]):
        dlg.append(u.t(name, (126, 1107 + k * 126, 954, 1212 + k * 126), "title", click=True))
    dlg.append(u.b("Cancel", (730, 1533, 954, 1638), "android:id/button2"))
    run.step(run.click("Add to playlist"), dlg)
    gym += 1
    run.step(run.click("Gym mix"), audio("7:04"))
    run.step(run.click("Playlists"), playlists("7:04", f"{gym} tracks · {gym_secs // 60} min"))
    total = sum(t[2] for t in sunday)
    det = bar("7:04", 60) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Sunday morning", (179, 116, 700, 189), None),
                             u.i("More options", (926, 84, 1052, 210)), u("iv", None, None, (0, 231, W, 651), "playlist_cover"),
                             u.t(f"11 tracks · {total // 60} min", (42, 672, 700, 725), "playlist_info"),
                             u.b("Play", (42, 756, 520, 861), "play"), u.b("Shuffle", (561, 756, 1038, 861), "shuffle"),
                             u.lst((0, 882, W, 2169), "songs")]
    track_rows(det, sunday[:7], 882)
    run.step(run.click("Sunday morning"), det + nav("Playlists"))

    def player(clock: str, pos: int) -> list[dict[str, Any]]:
        return bar(clock, 60, ("VLC notification: Skinny Love",)) + [
            u.i("Hide player", (0, 74, 147, 221), "header_collapse"), u.t("Skinny Love", (179, 95, 900, 158), "songs_list_title", click=True),
            u.t("Bon Iver", (179, 163, 900, 210), "songs_list_subtitle"), u.i("Show the playlist", (926, 84, 1052, 210), "playlist_switch"),
            u("iv", None, None, (105, 315, 975, 1185), "cover_media_switcher"),
            u.t("Skinny Love", (42, 1281, 1038, 1365), "song_title"), u.t("Bon Iver · For Emma, Forever Ago", (42, 1370, 1038, 1428), "song_subtitle"),
            u("sb", None, None, (42, 1512, 1038, 1575), "timeline", click=True, scroll=True),
            u.t(mmss(pos), (42, 1596, 300, 1649), "time"), u.t(mmss(238), (780, 1596, 1038, 1649), "length"),
            u.i("Shuffle", (42, 1743, 168, 1869), "shuffle", sel=True), u.i("Previous", (231, 1743, 357, 1869), "previous"),
            u.i("Pause", (435, 1722, 645, 1890), "play_pause"), u.i("Next", (723, 1743, 849, 1869), "next"),
            u.i("Repeat", (912, 1743, 1038, 1869), "repeat"),
            u.i("Sleep timer", (42, 2043, 168, 2169), "sleep"), u.i("Playback speed", (231, 2043, 357, 2169), "playback_speed"),
            u.i("Audio delay", (723, 2043, 849, 2169), "audio_delay"), u.i("Options", (912, 2043, 1038, 2169), "adv_function")]
    run.step(run.click("Shuffle"), player("7:05", 3))
    run.step(droid("wait"), player("7:06", 77))
    add(rs, 18, run, 5, "playlist count went to 7 after adding a 5:26 track but its total duration stayed at the old value")


# PayPal: clean
def t19(rs: RowSet) -> None:
    u = Ui("com.paypal.android.p2pmobile")
    acts = [("Etsy", "Mar 12 · Payment", "-$38.50"), ("Jordan Blake", "Mar 10 · Money received", "+$20.00"),
            ("Spotify USA", "Mar 8 · Automatic payment", "-$10.99"), ("Transfer to Chase ••4471", "Mar 5 · Transfer", "-$500.00"),
            ("Uber Eats", "Mar 3 · Payment", "-$27.84")]

    def home(clock: str, bal: str) -> list[dict[str, Any]]:
        s = bar(clock, 74) + [u.i("Profile", (42, 95, 168, 221), "profile_icon"), u.i("Notifications", (800, 95, 926, 221), "notification_bell"),
                              u.i("Settings", (926, 95, 1052, 221), "settings_icon"),
                              u("cv", None, None, (32, 263, 1048, 651), "balance_tile", click=True),
                              u.t("PayPal balance", (84, 305, 800, 368), "balance_label"), u.t(bal, (84, 389, 800, 515), "balance_amount"),
                              u.t("Available", (84, 530, 800, 583), "balance_subtitle"),
                              u.b("Send", (32, 693, 525, 819), "send_button"), u.b("Request", (556, 693, 1048, 819), "request_button"),
                              u.t("Recent activity", (42, 882, 700, 945), None), u.t("Show all", (850, 882, 1038, 945), None, click=True)]
        y = 966
        for who, sub, amt in acts:
            s += [u.row((0, y, W, y + 178), "activity_item"), u("iv", None, None, (42, y + 37, 147, y + 142), "avatar"),
                  u.t(who, (189, y + 37, 750, y + 95), "title"), u.t(sub, (189, y + 100, 750, y + 147), "subtitle"),
                  u.t(amt, (770, y + 63, 1038, y + 121), "amount")]
            y += 178
        for k, t in enumerate(["Home", "Payments", "Wallet", "Rewards"]):
            s.append(u("fl", t, t, (k * 270, 2190, k * 270 + 270, 2337), "navigation_bar_item", click=True, sel=(t == "Home")))
        return s

    def search(clock: str, q: str | None) -> list[dict[str, Any]]:
        s = bar(clock, 74) + [u.i("Close", (0, 74, 147, 221)), u.t("Send", (179, 116, 700, 189), None),
                              u.e(q, (42, 252, 1038, 378), "search_field", focus=True),
                              u.t("Name, @username, email or mobile", (84, 283, 900, 346), "hint") if q is None else u.t("Results", (42, 420, 1038, 483), None)]
        rows = ([("Rachel Kim", "@rachelkim"), ("Rachel Ortega", "+1 415-555-0104")] if q else
                [("Rachel Kim", "@rachelkim"), ("Jordan Blake", "@jblake"), ("Linda Whitfield", "linda.whitfield@comcast.net"), ("Sam Ortiz", "@samortiz")])
        y = 504
        if q is None:
            s.append(u.t("Recent contacts", (42, 420, 1038, 483), None))
        for name, sub in rows:
            s += [u.row((0, y, W, y + 178), "contact_row"), u("iv", None, None, (42, y + 37, 147, y + 142), "avatar"),
                  u.t(name, (189, y + 37, 1038, y + 95), "name"), u.t(sub, (189, y + 100, 1038, y + 147), "detail")]
            y += 178
        return s

    def amount(clock: str, amt: str) -> list[dict[str, Any]]:
        return bar(clock, 73) + [u.i("Back", (0, 74, 147, 221)), u("iv", None, None, (467, 231, 613, 377), "avatar"),
                                 u.t("Rachel Kim", (42, 399, 1038, 462), "recipient_name"), u.t("@rachelkim", (42, 467, 1038, 514), "recipient_detail"),
                                 u.e(amt, (42, 651, 1038, 861), "amount_input", focus=True), u.b("USD", (440, 882, 640, 966), "currency"),
                                 u.b("Next", (42, 2169, 1038, 2295), "next_button", enabled=(amt != "$0"))]

    def review(clock: str, note: str | None) -> list[dict[str, Any]]:
        return bar(clock, 73) + [u.i("Back", (0, 74, 147, 221)), u.t("Rachel Kim", (179, 116, 800, 189), None),
                                 u.t("$45.00 USD", (42, 273, 1038, 420), "amount"),
                                 u.e(note, (42, 462, 1038, 588), "note_input", focus=note is not None),
                                 u.t("Sending to a friend", (42, 672, 700, 735), None), u.t("Change", (850, 672, 1038, 735), None, click=True),
                                 u.t("No fee for friends and family when you use your PayPal balance or bank.", (42, 740, 1038, 840), None),
                                 u.t("Pay with", (42, 903, 700, 966), None), u.t("PayPal balance", (42, 987, 700, 1050), "funding_source"),
                                 u.t("$1,284.60", (720, 987, 1038, 1050), "funding_amount"),
                                 u.b("Send Payment Now", (42, 2169, 1038, 2295), "send_button")]

    run = Run(home("1:35", "$1,284.60"))
    run.step(run.click("Send"), search("1:35", None))
    run.step(run.type("search_field", "rachel"), search("1:35", "rachel"))
    run.step(run.click("Rachel Kim"), amount("1:36", "$0"))
    run.step(run.type("amount_input", "45"), amount("1:36", "$45"))
    run.step(run.click("Next"), review("1:36", None))
    note = "Concert tickets - Phoebe Bridgers"
    run.step(run.type("note_input", note), review("1:37", note))
    run.step(run.click("Send Payment Now"), bar("1:37", 73) + [
        u("iv", None, None, (390, 399, 690, 699), "success_icon"), u.t("You sent $45.00 USD to Rachel Kim", (42, 756, 1038, 882), "title"),
        u.t("We'll let Rachel know right away.", (42, 903, 1038, 966), "subtitle"),
        u.t("More actions", (42, 1071, 1038, 1134), None), u.t("Send to someone else", (42, 1155, 1038, 1218), None, click=True),
        u.b("Done", (42, 2169, 1038, 2295), "done_button")])
    acts.insert(0, ("Rachel Kim", "Today · Payment", "-$45.00"))
    run.step(run.click("Done"), home("1:38", "$1,239.60"))
    run.step(run.click("Rachel Kim"), bar("1:38", 72) + [
        u.i("Back", (0, 74, 147, 221)), u("iv", None, None, (467, 231, 613, 377), "avatar"),
        u.t("Rachel Kim", (42, 399, 1038, 462), "counterparty"), u.t("-$45.00", (42, 483, 1038, 609), "amount"),
        u.t("Completed", (42, 630, 1038, 683), "status"),
        u.t("Payment to Rachel Kim · Friends and family", (42, 746, 1038, 799), None),
        u.t("Mar 14, 2024 · 1:37 PM", (42, 820, 1038, 873), "date"),
        u.t("Note", (42, 936, 1038, 989), None), u.t(note, (42, 994, 1038, 1047), "note"),
        u.t("Paid with", (42, 1110, 1038, 1163), None), u.t("PayPal balance", (42, 1168, 700, 1221), None), u.t("$45.00", (720, 1168, 1038, 1221), None),
        u.t("Transaction ID", (42, 1284, 1038, 1337), None), u.t("7JK41822BD0093415", (42, 1342, 1038, 1395), "transaction_id"),
        u.t("Send again", (42, 1479, 1038, 1542), None, click=True), u.t("Report a problem", (42, 1584, 1038, 1647), None, click=True)])
    run.step(droid("navigate_back"), home("1:39", "$1,239.60"))
    add(rs, 19, run)


# Audio Recorder: bad
def t20(rs: RowSet) -> None:
    u = Ui("com.dimowner.audiorecorder")

    def size(sec: int) -> str:
        b = sec * 16000
        return f"{b / 1048576:.1f} MB" if b >= 1048576 else f"{round(b / 1024)} KB"

    def main(clock: str, name: str, timer: str, dur: str, recording: bool, info: str | None, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        s = bar(clock, 35, icons) + [u.i("Records", (42, 95, 168, 221), "btn_records_list"), u.i("Settings", (912, 95, 1038, 221), "btn_settings"),
                                     u.t(name, (189, 105, 891, 189), "txt_name", click=not recording),
                                     u.t(info or "", (189, 189, 891, 231), "txt_record_info") if info else u.t("Recording…" if recording else "", (189, 189, 891, 231), "txt_record_info"),
                                     u("v", None, None, (0, 357, W, 1281), "record" if recording else "play_view"),
                                     u.t(timer, (42, 1344, 1038, 1512), "txt_progress"),
                                     u.t(dur, (42, 1512, 1038, 1575), "txt_duration")]
        if not recording:
            s.append(u("sb", None, None, (42, 1617, 1038, 1680), "play_progress", click=True, scroll=True))
            s += [u.i("Play", (456, 1743, 624, 1911), "btn_play"), u.i("Share", (84, 1764, 210, 1890), "btn_share"),
                  u.i("Import", (870, 1764, 996, 1890), "btn_import")]
        s += [u.i("Delete" if recording else "Stop recording", (84, 2064, 252, 2232), "btn_record_delete" if recording else "btn_record_stop", enabled=recording),
              u.i("Pause recording" if recording else "Start recording", (414, 2022, 666, 2274), "btn_record"),
              u.i("Stop recording" if recording else "Record info", (828, 2064, 996, 2232), "btn_record_stop" if recording else "btn_record_info")]
        return s

    rec = [("Record-17", 76, "14.03.2024 15:41"), ("Record-16", 42, "12.03.2024 09:10"), ("Record-15", 185, "10.03.2024 18:27"),
           ("Voice memo - rent", 58, "08.03.2024 20:02"), ("Record-13", 131, "05.03.2024 12:44"), ("Lecture 4 - Q&A", 1342, "01.03.2024 16:05")]
    info = "m4a · 44.1 kHz · 128 kbps"
    run = Run(main("3:41", "Record-16", "00:00", "00:42", False, f"{info} · {size(42)}"))
    run.step(run.click("Start recording"), main("3:41", "Record-17", "00:02", "", True, None, ("Audio Recorder notification: Recording",)))
    run.step(droid("wait"), main("3:42", "Record-17", "01:14", "", True, None, ("Audio Recorder notification: Recording",)))
    run.step(run.click("Stop recording"), main("3:42", "Record-17", "00:00", "01:16", False, f"{info} · {size(76)}"))
    lst = bar("3:43", 35) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Records", (179, 116, 700, 189), "txt_title"),
                             u.i("Bookmarks", (800, 84, 926, 210), "btn_bookmarks"), u.i("Sort", (926, 84, 1052, 210), "btn_sort"),
                             u.lst((0, 231, W, 2337), "recyclerView")]
    y = 231
    for name, sec, when in rec:
        lst += [u.row((0, y, W, y + 200), "click_view", kind="rl", long=True), u.t(name, (42, y + 26, 800, y + 84), "list_item_name"),
                u.t(f"{sec // 60:02d}:{sec % 60:02d}", (820, y + 26, 1038, y + 84), "list_item_duration"),
                u.t(size(sec), (42, y + 100, 400, y + 153), "list_item_info"), u.t(when, (420, y + 100, 1038, y + 153), "list_item_date"),
                u.i("More options", (926, y + 100, 1038, y + 190), "list_item_more", kind="iv")]
        y += 200
    run.step(run.click("Records"), lst)
    run.step(run.click("Record-17"), main("3:43", "Record-17", "00:00", "01:16", False, f"{info} · {size(76)}"))
    run.step(run.click("Record info"), bar("3:43", 35) + [
        u("fl", None, None, (63, 693, 1017, 1764), "parentPanel"), u.t("Record info", (126, 756, 954, 834), "alertTitle"),
        u.t("Name", (126, 897, 450, 950), None), u.t("Record-17", (470, 897, 954, 950), "info_name"),
        u.t("Format", (126, 992, 450, 1045), None), u.t("m4a", (470, 992, 954, 1045), "info_format"),
        u.t("Duration", (126, 1087, 450, 1140), None), u.t("01:16", (470, 1087, 954, 1140), "info_duration"),
        u.t("Size", (126, 1182, 450, 1235), None), u.t("1.6 MB", (470, 1182, 954, 1235), "info_size"),
        u.t("Bitrate", (126, 1277, 450, 1330), None), u.t("128 kbps", (470, 1277, 954, 1330), "info_bitrate"),
        u.t("Sample rate", (126, 1372, 450, 1425), None), u.t("44.1 kHz", (470, 1372, 954, 1425), "info_sample_rate"),
        u.t("Location", (126, 1467, 450, 1520), None),
        u.t("/storage/emulated/0/Android/media/com.dimowner.audiorecorder/Record-17.m4a", (470, 1467, 954, 1625), "info_location"),
        u.b("OK", (751, 1659, 954, 1743), "android:id/button1")])
    add(rs, 20, run, 6, "size of the finished, untouched recording changed between the list and the info dialog")


# Settings, notifications: clean
def t21(rs: RowSet) -> None:
    u = Ui("com.android.settings")

    def main_page(clock: str, off: int, icons: tuple[str, ...]) -> list[dict[str, Any]]:
        s = bar(clock, 54, icons) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("Notifications", (179, 116, 800, 189), "collapsing_toolbar_title"),
                                     u.lst((0, 231, W, 2337), "recycler_view"), u.t("Manage", (63, 252, 1017, 305), "android:id/title")]
        y = 326
        for title, summ, sw in [("App notifications", f"Off for {off} apps", None), ("Notification history", "Show recent and snoozed notifications", None),
                                ("Conversations", "No priority conversations", None), ("Bubbles", "On / Conversations can appear as floating icons", None),
                                ("Device & app notifications", "Control which apps and devices can read notifications", None),
                                ("Notifications on lock screen", "Show conversations, default, and silent", None),
                                ("Do Not Disturb", "Off", None), ("Hide silent notifications in status bar", None, False),
                                ("Allow notification snoozing", None, True), ("Notification dot on app icon", None, True),
                                ("Enhanced notifications", "Get suggested actions, replies, and more", True)]:
            s += [u.row((0, y, W, y + 168), None), u.t(title, (63, y + 26, 880 if sw is not None else 1017, y + 89), "android:id/title")]
            if summ:
                s.append(u.t(summ, (63, y + 94, 880 if sw is not None else 1017, y + 147), "android:id/summary"))
            if sw is not None:
                s.append(u.sw(sw, (901, y + 42, 1038, y + 126), "android:id/switch_widget"))
            y += 168
        return s

    recent = [("Gmail", 1), ("WhatsApp", 4), ("Temu", 12), ("Slack", 26), ("Google Photos", 64), ("Calendar", 131),
              ("Uber Eats", 187), ("Duolingo", 302)]
    freq = {"WhatsApp": 410, "Gmail": 190, "Slack": 150, "Temu": 95, "Duolingo": 21, "Calendar": 18, "Uber Eats": 14, "Google Photos": 9}
    off = {"Temu": False}

    def ago(m: int) -> str:
        if m == 0:
            return "Just now"
        if m < 60:
            return f"{m} min ago"
        return f"{m // 60} hr ago"

    def apps(clock: str, mode: str, age: int, icons: tuple[str, ...]) -> list[dict[str, Any]]:
        s = bar(clock, 54, icons) + [u.i("Navigate up", (0, 74, 147, 221)), u.t("App notifications", (179, 116, 800, 189), "collapsing_toolbar_title"),
                                     u("ll", None, None, (42, 231, 600, 336), "filter_spinner", click=True),
                                     u.t(mode, (63, 252, 520, 315), "android:id/text1"), u.lst((0, 357, W, 2337), "apps_list")]
        if mode == "Most recent":
            rows = [(a, ago(m + age) if not (a == "Gmail" and age) else "Just now") for a, m in recent]
        else:
            rows = [(a, f"~{n} notifications per week") for a, n in sorted(freq.items(), key=lambda kv: -kv[1])]
        y = 357
        for app, summ in rows:
            s += [u.row((0, y, W, y + 168), "app_row"), u("iv", None, None, (63, y + 37, 158, y + 132), "android:id/icon"),
                  u.t(app, (200, y + 26, 880, y + 89), "android:id/title"), u.t(summ, (200, y + 94, 880, y + 147), "android:id/summary"),
                  u.sw(not off.get(app, False), (901, y + 42, 1038, y + 126), "android:id/switch_widget")]
            y += 168
        return s

    def drop(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 54) + [u("lv", None, None, (42, 231, 600, 798), None)]
        for k, opt in enumerate(["Most recent", "Most frequent", "All apps", "Turned off"]):
            s.append(u("tv", opt, None, (42, 252 + 136 * k, 600, 378 + 136 * k), "android:id/text1", click=True))
        return s

    run = Run(main_page("4:12", 2, ()))
    run.step(run.click("App notifications"), apps("4:12", "Most recent", 0, ()))
    run.step(run.click("Most recent"), drop("4:13"))
    run.step(run.click("Most frequent"), apps("4:13", "Most frequent", 0, ()))
    order = [a for a, _ in sorted(freq.items(), key=lambda kv: -kv[1])]
    sw = run.find("android:id/switch_widget", order.index("Temu"))
    off["Temu"] = True
    run.step(droid("click", index=sw), apps("4:14", "Most frequent", 0, ()))
    run.step(run.click("Most frequent"), drop("4:14"))
    gm = ("Gmail notification: Your Lyft receipt for Thursday afternoon",)
    recent[0] = ("Gmail", 0)
    run.step(run.click("Most recent"), apps("4:15", "Most recent", 3, gm))
    run.step(droid("navigate_back"), main_page("4:15", 3, gm))
    add(rs, 21, run)


# Contacts: bad
def t22(rs: RowSet) -> None:
    u = Ui("com.google.android.contacts")
    people = ["Aaron Cole", "Ana Ribeiro", "Chen Wei", "Dr. Patel Office", "Elena Park", "Jonas Weber", "Linda Whitfield",
              "Marcus Lee", "Maya Santos", "Priya Raman", "Rachel Kim", "Sam Ortiz", "Tom Reilly"]

    def listing(clock: str) -> list[dict[str, Any]]:
        s = bar(clock, 90) + [u("fl", None, None, (32, 84, 1048, 210), "open_search_bar", click=True),
                              u.t("Search contacts", (137, 116, 800, 179), "open_search_bar_text_view"),
                              u.i("Account: dana.whitfield@gmail.com", (926, 95, 1031, 200), "og_apd_ring_view", kind="iv"),
                              u.lst((0, 231, W, 2127), "contact_list")]
        y, last = 231, ""
        for name in people[:12]:
            letter = name[0]
            s += [u.row((0, y, W, y + 158), "contact_list_item", kind="fl", long=True)]
            if letter != last:
                s.append(u.t(letter, (42, y + 47, 105, y + 110), "section_header"))
                last = letter
            s += [u("iv", None, None, (137, y + 26, 242, y + 131), "photo"), u.t(name, (273, y + 47, 1038, y + 110), "name")]
            y += 158
        for k, tab in enumerate(["Contacts", "Highlights", "Fix & manage"]):
            s.append(u("fl", tab, tab, (k * 360, 2127, k * 360 + 360, 2337), "navigation_bar_item", click=True, sel=(tab == "Contacts")))
        s.append(u.i("Create contact", (870, 1938, 1038, 2106), "floating_action_button"))
        return s

    vals: dict[str, str] = {}
    fields = [("First name", "first_name"), ("Surname", "last_name"), ("Company", "company"), ("Phone", "phone"), ("Email", "email")]

    def form(clock: str, focus: str) -> list[dict[str, Any]]:
        s = bar(clock, 90) + [u.i("Cancel", (0, 74, 147, 221)), u.t("Create contact", (179, 116, 700, 189), "toolbar_title"),
                              u.b("Save", (840, 95, 1048, 200), "menu_save"), u("sv", None, None, (0, 231, W, 2337), "editor_scroll", scroll=True),
                              u.t("Saving to", (42, 252, 400, 305), None), u.t("dana.whitfield@gmail.com", (42, 310, 900, 363), "account_name"),
                              u("iv", None, "Add picture", (390, 410, 690, 710), "photo", click=True)]
        y = 773
        for label, rid in fields:
            s += [u.t(label, (168, y, 1038, y + 42), None),
                  u.e(vals.get(rid), (147, y + 42, 1038 if rid not in ("phone", "email") else 760, y + 168), rid, focus=(rid == focus))]
            if rid == "phone":
                s.append(u("tv", "Mobile", "Label", (781, y + 63, 1038, y + 147), "spinner", click=True))
            if rid == "email":
                s.append(u("tv", "Home", "Label", (781, y + 63, 1038, y + 147), "spinner", click=True))
            y += 210
        s.append(u.t("More fields", (147, y + 21, 600, y + 84), "more_fields", click=True))
        return s

    def card(clock: str, fav: bool) -> list[dict[str, Any]]:
        return bar(clock, 89) + [
            u.i("Navigate up", (0, 74, 147, 221)), u.i("Edit contact", (674, 84, 800, 210), "menu_edit"),
            u.i("Remove from favourites" if fav else "Add to favourites", (800, 84, 926, 210), "menu_star"),
            u.i("More options", (926, 84, 1052, 210)),
            u("iv", None, None, (390, 252, 690, 552), "large_title_photo"), u.t("Nadia Haddad", (42, 594, 1038, 699), "large_title"),
            u.t("Brightline Dental", (42, 704, 1038, 757), "organization"),
            u.i("Call", (63, 840, 294, 1029), "call_action_button", kind="ll"), u.i("Text", (315, 840, 546, 1029), "sms_action_button", kind="ll"),
            u.i("Video", (567, 840, 798, 1029), "video_action_button", kind="ll"), u.i("Email", (819, 840, 1017, 1029), "email_action_button", kind="ll"),
            u.t("Contact info", (63, 1113, 1017, 1176), "header"),
            u.row((0, 1197, W, 1365), "phone_row"), u.t("(415) 555-0187", (168, 1218, 800, 1281), "header"),
            u.t("Mobile", (168, 1286, 800, 1333), "sub_header"), u.i("Text (415) 555-0187", (870, 1228, 996, 1333), "icon_alternate", kind="iv"),
            u.row((0, 1365, W, 1533), "email_row"), u.t("nadia.haddad@brightlinedental.com", (168, 1386, 1017, 1449), "header"),
            u.t("Home", (168, 1454, 800, 1501), "sub_header"),
            u.t("Contact settings", (63, 1617, 1017, 1680), "header"),
            u.t("Connected apps", (63, 1743, 1017, 1806), None, click=True), u.t("Contact history", (63, 1869, 1017, 1932), None, click=True)]

    run = Run(listing("5:18"))
    run.step(run.click("Create contact"), form("5:18", "first_name"))
    for rid, val, shown, clock in [("first_name", "Nadia", "Nadia", "5:19"), ("last_name", "Haddad", "Haddad", "5:19"),
                                                  ("company", "Brightline Dental", "Brightline Dental", "5:19"),
                                                  ("phone", "4155550187", "(415) 555-0187", "5:20"),
                                                  ("email", "nadia.haddad@brightlinedental.com", "nadia.haddad@brightlinedental.com", "5:20")]:
        act = run.type(rid, val)
        vals[rid] = shown
        run.step(act, form(clock, rid))
    run.step(run.click("Save"), card("5:21", False))
    run.step(run.click("Add to favourites"), card("5:21", True))
    people.insert(people.index("Priya Raman"), "Nadia Haddad")
    run.step(droid("navigate_back"), listing("5:21"))

    def search(clock: str, q: str | None) -> list[dict[str, Any]]:
        s = bar(clock, 89) + [u.i("Navigate up", (0, 74, 147, 221)), u.e(q, (168, 95, 926, 200), "open_search_view_edit_text", focus=True),
                              u.i("Clear text", (926, 95, 1031, 200), "open_search_view_clear_button", enabled=bool(q))]
        if not q:
            s.append(u.t("Type a name, phone number or email", (42, 294, 1038, 357), "empty_message"))
            return s
        s += [u.t("Contacts", (42, 252, 1038, 305), "header"), u.lst((0, 326, W, 2337), "search_list")]
        y = 326
        for name, num in [("Dr. Patel Office", "(415) 555-0123"), ("Elena Park", "+1 (415) 555-0133"), ("Marcus Lee", "(415) 555-0156"),
                          ("Nadia Haddad", "(415) 555-0178")]:
            s += [u.row((0, y, W, y + 189), "search_result_item", kind="fl"), u("iv", None, None, (42, y + 42, 147, y + 147), "photo"),
                  u.t(name, (189, y + 37, 1038, y + 95), "name"), u.t(num, (189, y + 100, 1038, y + 153), "snippet")]
            y += 189
        return s
    run.step(run.click("Search contacts"), search("5:22", None))
    run.step(run.type("open_search_view_edit_text", "555-01"), search("5:22", "555-01"))
    run.step(droid("navigate_back"), listing("5:22"))
    add(rs, 22, run, 11, "phone number of the contact created earlier shows with two digits swapped in search results")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
