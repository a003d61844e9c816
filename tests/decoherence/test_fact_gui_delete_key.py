"""The GUI binding's Delete key: the selected entries of a desktop listing are deleted (where it marks none, those
it lists no more), and only an undo, a paste, a restore or an action naming them brings them back; lines of code
that do nothing are skipped."""

from __future__ import annotations

from playground.decoherence.domains.gui import GuiSession
from playground.decoherence.effects.gui import gui_action
from playground.decoherence.engine import FactEngine

HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"


def _folder(title: str, *files: str, selected: str = "", focused_entry: bool = False) -> str:
    rows = "".join(f"table-cell\t\t{f}\t\t{'selected' if f == selected else ''}\t(306, {112 + 34 * i})\t(900, 34)\n"
                   f"table-cell\t\t1 kB\t\t{'selected' if f == selected else ''}\t(1206, {112 + 34 * i})\t(180, 34)\n"
                   for i, f in enumerate(files))
    entry = f"entry\t\tfind\t\t{'focused' if focused_entry else ''}\t(700, 80)\t(300, 30)\n"
    return (HEAD + f"frame\t{title}\t\"\"\t\t\t(70, 27)\t(1850, 1053)\n" + entry
            + "table-column-header\tName\t\"\"\t\t\t(306, 80)\t(900, 30)\n"
            + "table-column-header\tSize\t\"\"\t\t\t(1206, 80)\t(180, 30)\n" + rows)


def _run(first: str, *steps: tuple[str, str]) -> list[str]:
    session, engine = GuiSession("desktop"), FactEngine()
    session.seed(first)
    found: list[str] = []
    for i, (code, screen) in enumerate(steps, 1):
        writes, reading = session.step(i, {"action": "code", "code": code}, screen)
        found += [f"{f.rule}:{f.ref.key if f.ref else ''}" for f in engine.step(writes, reading)]
    return found


SELECTED = _folder("Exports", "a.jpg", "b.jpg", selected="a.jpg")
AFTER = _folder("Exports", "b.jpg")
SUB = _folder("Rejected")


def test_an_entry_the_delete_key_removed_listed_again_is_deleted_present() -> None:
    assert _run(SELECTED, ('pyautogui.press("delete")', AFTER), ("import pyautogui\npyautogui.doubleClick(5, 5)", SUB),
                ('pyautogui.hotkey("alt", "left")', _folder("Exports", "a.jpg", "b.jpg"))) == [
        "deleted-present:a.jpg"]


def test_an_undo_a_focused_field_or_another_window_is_no_reappearance() -> None:
    back = _folder("Exports", "a.jpg", "b.jpg")
    # near misses: ctrl+z brings it back; Delete in a focused search field deletes a character; another
    # folder may hold a file of the same name
    assert _run(SELECTED, ('pyautogui.press("delete")', AFTER), ('pyautogui.hotkey("ctrl", "z")', back)) == []
    typing = _folder("Exports", "a.jpg", "b.jpg", selected="a.jpg", focused_entry=True)
    assert _run(typing, ('pyautogui.press("delete")', typing), ('pyautogui.moveTo(1, 1)', back)) == []
    assert _run(SELECTED, ('pyautogui.press("delete")', AFTER), ('pyautogui.hotkey("alt", "left")',
                                                                  _folder("Pictures", "a.jpg"))) == []


def test_imports_and_pauses_are_no_part_of_an_action() -> None:
    assert gui_action({"action": "code", "code": "import pyautogui\nimport time\npyautogui.press('delete')\n"
                                                 "time.sleep(1)"}).effect == "delete"
    # a click, then the Delete key: the key deletes what the click selected
    assert gui_action({"action": "code", "code": "pyautogui.click(1, 2)\npyautogui.press('delete')"}).effect == "delete"
    # near miss: other calls together stay code that may do anything
    assert gui_action({"action": "code", "code": "pyautogui.click(1, 2)\npyautogui.press('enter')"}).effect == "any"


def test_a_click_then_the_delete_key_deletes_the_entry_gone_after_it() -> None:
    # the screen before still marks another entry selected: the click replaced that selection, so what the key
    # deleted is the entry the listing shows no more (and the action's comment names it: no undo)
    click_delete = "pyautogui.click(600, 160)  # b.jpg\npyautogui.press('delete')"
    only_a = _folder("Exports", "a.jpg")
    assert _run(SELECTED, (click_delete, only_a), ("import pyautogui\npyautogui.doubleClick(5, 5)", SUB),
                ('pyautogui.hotkey("alt", "left")', _folder("Exports", "a.jpg", "b.jpg"))) == ["deleted-present:b.jpg"]
    # near miss: a.jpg, selected before the click, is not what was deleted
    assert _run(SELECTED, (click_delete, only_a), ("pyautogui.moveTo(1, 1)", only_a)) == []


def _asking(screen: str) -> str:
    """The screen with a dialog over it that asks to confirm the removal."""
    return (screen + "alert\tRemove file?\t\t\t\t(700, 400)\t(520, 180)\n"
            "push-button\tCancel\t\t\t\t(880, 530)\t(100, 32)\npush-button\tRemove\t\t\t\t(1010, 530)\t(100, 32)\n")


def test_a_delete_key_that_asks_to_confirm_removes_nothing_until_confirmed() -> None:
    # the dialog shows over the listing, which still holds the entry: nothing is gone yet
    assert _run(SELECTED, ('pyautogui.press("delete")', _asking(SELECTED))) == []
    # confirmed: the entry gone from the listing after is deleted, and listed again it is deleted-present
    assert _run(SELECTED, ('pyautogui.press("delete")', _asking(SELECTED)), ("pyautogui.click(1060, 546)", AFTER),
                ("import pyautogui\npyautogui.doubleClick(5, 5)", SUB),
                ('pyautogui.hotkey("alt", "left")', _folder("Exports", "a.jpg", "b.jpg"))) == ["deleted-present:a.jpg"]
    # declined: it stays
    assert _run(SELECTED, ('pyautogui.press("delete")', _asking(SELECTED)), ("pyautogui.click(930, 546)", SELECTED),
                ('pyautogui.moveTo(1, 1)', _folder("Exports", "a.jpg", "b.jpg"))) == []


def test_a_listing_that_marks_no_selection_deleted_the_entries_it_lists_no_more() -> None:
    unmarked = _folder("Exports", "a.jpg", "b.jpg", "c.jpg")
    after = _folder("Exports", "b.jpg", "c.jpg")
    sorted_again = _folder("Exports", "c.jpg", "a.jpg", "b.jpg")
    assert _run(unmarked, ('pyautogui.press("delete")', after), ("pyautogui.click(1250, 95)", sorted_again)) == [
        "deleted-present:a.jpg"]
    # near misses: an entry named by its place goes with whichever entry went; another window lists its own files
    slides = _folder("Slides", "Slide 1", "Slide 2", "Slide 3")
    assert _run(slides, ('pyautogui.press("delete")', _folder("Slides", "Slide 1", "Slide 2")),
                ("pyautogui.click(1250, 95)", slides)) == []
    assert _run(unmarked, ('pyautogui.press("delete")', _folder("Pictures", "b.jpg")),
                ("pyautogui.click(1250, 95)", _folder("Pictures", "a.jpg"))) == []


def test_an_item_of_a_context_menu_may_restore_a_deleted_entry() -> None:
    # right-click, then a click on an item the code does not name (the Trash's Restore): the entry may be back
    restore = "pyautogui.rightClick(600, 130)\npyautogui.click(680, 195)"
    assert _run(SELECTED, ('pyautogui.press("delete")', AFTER), (restore, _folder("Trash")),
                ('pyautogui.hotkey("alt", "left")', _folder("Exports", "a.jpg", "b.jpg"))) == []
