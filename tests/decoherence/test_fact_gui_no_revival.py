"""A deleted entry comes back only through an action that can bring it back: an undo, a restore, a paste, a
control that adds or makes, or text typed (an entry made again under its name). Any other click or key that may
change a screen (a save of another entry, a filter) changes what entries hold, never brings a deleted one back.
A file manager's sidebar entry named "Trash" opens that place (no delete), and a desktop panel's link ("Website")
is a control of the panel, not an entry a delete removes."""

from __future__ import annotations

from typing import Any

from tests.decoherence.helpers import gui_findings

URL = "https://market.test/me/listings"


def _run(domain: str, first: str, *steps: tuple[Any, str]) -> list[str]:
    return [f"{f.rule}:{f.ref.key if f.ref else ''}" for _, f in gui_findings(domain, first, *steps)]


def _listings(*titles: str, dialog: str = "", note: str = "") -> str:
    rows = "".join(f"\t\t[{200 + 10 * i}] article '{t}'\n\t\t\t[{201 + 10 * i}] link '{t}'\n"
                   f"\t\t\t[{202 + 10 * i}] button 'Delete'\n\t\t\t[{203 + 10 * i}] button 'Mark as sold'\n"
                   for i, t in enumerate(titles))
    ask = (f"\t[400] dialog 'Delete listing?', modal=True\n\t\tStaticText '{dialog} will be removed.'\n"
           "\t\t[403] button 'Cancel'\n\t\t[404] button 'Delete listing'\n") if dialog else ""
    shown = f"\t\t[150] status ''\n\t\t\tStaticText '{note}'\n" if note else ""
    return (f"URL: {URL}\nRootWebArea 'My listings', focused\n\t[100] main ''\n\t\t[110] heading 'My listings'\n"
            f"\t\t[120] button 'Undo'\n{shown}{rows}{ask}")


BIKE, LAMP, DESK = "Vintage road bike, 56cm", "Brass desk lamp", "Oak writing desk"


def test_a_click_that_neither_undoes_nor_adds_brings_no_deleted_entry_back() -> None:
    steps = [("click('202')", _listings(BIKE, LAMP, DESK, dialog=BIKE)),
             ("click('404')", _listings(LAMP, DESK, note="Listing deleted.")),
             ("click('213')", _listings(LAMP, DESK, note="Marked as sold."))]
    again = _listings(BIKE, LAMP, DESK)
    assert _run("web", _listings(BIKE, LAMP, DESK), *steps, ("click('223')", again)) == [
        f"deleted-present:article:{BIKE.casefold()}", f"deleted-present:link:{BIKE.casefold()}"]
    # near miss: the page's Undo brings it back
    assert _run("web", _listings(BIKE, LAMP, DESK), *steps, ("click('120')", again)) == []


SIDEBAR = "\n".join(["tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)",
                     "frame\tFiles\t\t\t\t(70, 27)\t(1850, 1053)",
                     "list-item\tHome\tHome\t\t\t(70, 158)\t(240, 36)",
                     "list-item\tTrash\tTrash\t\t\t(70, 410)\t(240, 36)",
                     "list-item\tOther Locations\tOther Locations\t\t\t(70, 446)\t(240, 36)"])


def test_a_sidebar_entry_named_trash_opens_the_place() -> None:
    others = SIDEBAR + ("\nlist-item\tComputer\t\t\t\t(312, 130)\t(1590, 48)"
                        "\nlist-item\tWindows Network\t\t\t\t(312, 240)\t(1590, 48)")
    trash = SIDEBAR + "\nlabel\tTrash is empty\t\t\t\t(900, 500)\t(200, 24)"
    empty = SIDEBAR + "\npush-button\tEmpty…\t\t\t\t(1660, 1052)\t(90, 32)"
    assert _run("os", SIDEBAR, ("pyautogui.click(190, 464)", others), ("pyautogui.click(190, 428)", trash),
                ("pyautogui.click(1660, 1052)", empty), ("pyautogui.click(190, 464)", others)) == []


def _extensions(info: str = "", dialog: bool = False) -> str:
    rows = ["tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)",
            "frame\tExtensions\t\t\t\t(560, 120)\t(800, 840)",
            "label\tCaffeine\t\t\t\t(600, 200)\t(200, 22)",
            "push-button\tShow extension info\t\t\t\t(1240, 200)\t(34, 34)",
            "label\tVitals\t\t\t\t(600, 260)\t(200, 22)",
            "push-button\tShow extension info\t\t\t\t(1240, 260)\t(34, 34)"]
    if info:
        rows += [f"label\t{info}\t\t\t\t(600, 400)\t(300, 22)", "link\tWebsite\t\t\t\t(580, 434)\t(100, 22)",
                 "push-button\tRemove…\t\t\t\t(1200, 440)\t(90, 32)"]
    if dialog:
        rows += ["dialog\tRemove extension?\t\t\t\t(800, 500)\t(400, 200)",
                 "push-button\tCancel\t\t\t\t(840, 570)\t(90, 32)",
                 "push-button\tRemove\t\t\t\t(1040, 570)\t(90, 32)"]
    return "\n".join(rows)


def test_a_desktop_panel_s_link_is_no_entry_a_remove_deletes() -> None:
    assert _run("os", _extensions(), ("pyautogui.click(1257, 217)", _extensions("Caffeine")),
                ("pyautogui.click(1245, 456)", _extensions("Caffeine", dialog=True)),
                ("pyautogui.click(1085, 586)", _extensions()),
                ("pyautogui.click(1257, 277)", _extensions("Vitals"))) == []
