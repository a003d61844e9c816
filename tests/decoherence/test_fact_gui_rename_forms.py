"""Renames typed into forms the way real screens show them: a web field whose text is the ``StaticText`` line
under it, a list entry that shows its count after its name ("Summer picks (5)"), a name entered with the Enter
key, a phone field emptied with its clear button before the new name is typed. A search box's text is no
thing's name."""

from __future__ import annotations

from typing import Any

from tests.decoherence.helpers import gui_findings


def _run(domain: str, first: str, *steps: tuple[Any, str]) -> list[str]:
    return [f"{f.rule}:{f.ref.key if f.ref else ''}" for _, f in gui_findings(domain, first, *steps)]


def _lists(*names: str, count: bool = False) -> str:
    rows = "".join(f"\t\t[{20 + i}] link '{n}{' (5)' if count else ''}', clickable\n" for i, n in enumerate(names))
    return (f"URL: https://books.test/club\nRootWebArea 'Club', focused\n\t[10] navigation 'Lists'\n{rows}"
            f"\t[40] main ''\n\t\t[41] heading 'Club'\n")


def _edit(name: str, *, shown_under: bool = True, label: str = "List name") -> str:
    field = (f"\t\t[52] textbox '{label}', required\n\t\t\tStaticText '{name}'\n" if shown_under
             else f"\t\t[52] textbox '{label}' value='{name}'\n")
    return (f"URL: https://books.test/club/lists/7/edit\nRootWebArea 'Edit list', focused\n\t[40] main ''\n"
            f"\t\t[51] heading 'Edit list'\n{field}\t\t[53] button 'Save changes'\n")


def test_a_field_whose_text_is_the_line_under_it_renames_what_it_named() -> None:
    first = _lists("Summer picks", "Classics")
    steps = [("click('20')", _edit("Summer picks")), ("fill('52', 'Beach reads')", _edit("Beach reads")),
             ("click('53')", _lists("Beach reads", "Classics")), ("click('41')", _lists("Summer picks", "Classics"))]
    assert _run("web", first, *steps) == ["deleted-present:summer picks"]
    # near miss: listed under the new name
    assert _run("web", first, *steps[:3], ("click('41')", _lists("Beach reads", "Classics"))) == []


def test_an_entry_with_its_count_after_its_name_is_that_name() -> None:
    first = _lists("Summer picks", "Classics", count=True)
    steps = [("click('20')", _edit("Summer picks")), ("fill('52', 'Beach reads')", _edit("Beach reads")),
             ("click('53')", _lists("Beach reads", "Classics", count=True))]
    assert _run("web", first, *steps, ("click('41')", _lists("Summer picks", "Classics", count=True))) == [
        "deleted-present:summer picks"]


def test_a_name_entered_with_the_enter_key_is_saved() -> None:
    first = _lists("Summer picks", "Classics")
    steps = [("click('20')", _edit("Summer picks", shown_under=False)),
             ("fill('52', 'Beach reads')", _edit("Beach reads", shown_under=False)),
             ("keyboard_press('Enter')", _lists("Beach reads", "Classics"))]
    assert _run("web", first, *steps, ("click('41')", _lists("Summer picks", "Classics"))) == [
        "deleted-present:summer picks"]


def test_what_is_typed_in_a_search_box_names_nothing() -> None:
    first = _lists("Summer picks", "Classics")
    search, other = _edit("Summer picks", label="Search lists"), _edit("Classics", label="Search lists")
    # near miss: a search for one list, then for another; the first list is still listed
    assert _run("web", first, ("click('20')", search), ("fill('52', 'Classics')", other),
                ("keyboard_press('Enter')", _lists("Classics")),
                ("click('41')", _lists("Summer picks", "Classics"))) == []


def _phone(name: str, *, edit: bool = True) -> str:
    if not edit:
        return (f"UI element 0: UIElement(text='My places', class_name='android.widget.TextView')\n"
                f"UI element 1: UIElement(text='{name}', class_name='android.widget.TextView')\n"
                f"UI element 2: UIElement(text='Home', class_name='android.widget.TextView')\n")
    text = f"'{name}'" if name else "None"
    return (f"UI element 0: UIElement(text='Edit favorite', class_name='android.widget.TextView')\n"
            f"UI element 1: UIElement(text={text}, class_name='android.widget.EditText', hint_text='Name')\n"
            "UI element 2: UIElement(text=None, content_description='Clear', "
            "class_name='android.widget.ImageButton')\n"
            f"UI element 3: UIElement(text='Save', class_name='android.widget.Button')\n")


def test_a_name_cleared_with_its_clear_button_then_typed_is_a_rename() -> None:
    steps = [({"action_type": "click", "index": 1}, _phone("Cafe")),
             ({"action_type": "click", "index": 2}, _phone("")),
             ({"action_type": "input_text", "text": "Blue Bottle", "index": 1}, _phone("Blue Bottle")),
             ({"action_type": "click", "index": 3}, _phone("Blue Bottle", edit=False))]
    first = _phone("Cafe", edit=False)
    assert _run("android", first, *steps, ({"action_type": "navigate_back"}, _phone("Cafe", edit=False))) == [
        "deleted-present:cafe"]
    # near miss: typed into a field that was empty from the start (a new favourite's name)
    new = [({"action_type": "click", "index": 1}, _phone("")),
           ({"action_type": "input_text", "text": "Blue Bottle", "index": 1}, _phone("Blue Bottle")),
           ({"action_type": "click", "index": 3}, _phone("Blue Bottle", edit=False))]
    assert _run("android", first, *new, ({"action_type": "navigate_back"}, _phone("Cafe", edit=False))) == []
