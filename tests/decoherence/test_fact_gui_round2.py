"""GUI fact engine, round 2: clicks that only open something on their screen, badges read from the texts under
their control, sorting, and counts of a place's items."""

from __future__ import annotations

from tests.decoherence.helpers import gui_findings


def _run(first: str, *steps: tuple[object, str], domain: str = "web") -> list[str]:
    return [f"{f.rule}:{f.ref.key if f.ref else ''}" for _, f in gui_findings(domain, first, *steps)]


def _shop(badge: str, *, expanded: str = "False", extra: str = "") -> str:
    # a cart link with its badge as plain texts under it (BrowserGym), and a search box
    return ("URL: http://shop/p/1\nRootWebArea 'Shop', focused\n"
            f"\t[164] link ' My Cart', expanded={expanded}\n\t\tStaticText '{badge}'\n\t\tStaticText 'items'\n"
            "\t[187] combobox ' Search', expanded=False\n\t[1308] button 'Add to Cart'\n" + extra)


def test_a_click_that_only_opens_a_menu_changes_nothing_else() -> None:
    minicart = "\t[2200] dialog ''\n\t\t[2201] button 'Close'\n"
    # the badge read 3; opening the mini-cart (its link's expanded: False -> True) shows 4
    assert _run(_shop("3"), ({"action": "noop"}, _shop("3")),
                ("click('164')", _shop("4", expanded="True", extra=minicart))) == \
        ["state-changed-without-write:cart"]


def test_a_click_that_adds_or_does_more_than_open_may_change_the_count() -> None:
    minicart = "\t[2200] dialog ''\n"
    # near misses: Add to Cart (no expansion); a click that opened but also removed a control of the screen
    assert _run(_shop("3"), ("click('1308')", _shop("4"))) == []
    gone = _shop("4", expanded="True", extra=minicart).replace("\t[1308] button 'Add to Cart'\n", "")
    assert _run(_shop("3"), ("click('164')", gone)) == []


def _folder(count: str, *files: str, menu: bool = False) -> str:
    # an Android file manager's folder: its title, its count of items, a sort button, its files (and a sort menu)
    lines = ["[0] | TextView | text=Download", f"[1] | TextView | text={count}",
             "[2] | Button | text=Sort: Name (A to Z) | clickable"]
    lines += [f"[{i}] | TextView | text={f} | clickable" for i, f in enumerate(files, 3)]
    if menu:
        lines += ["[20] | TextView | text=Size (largest first) | clickable",
                  "[21] | TextView | text=Delete | clickable"]
    return "\n".join(lines)


def test_sorting_a_folder_keeps_its_count_of_items() -> None:
    files = ("a.pdf", "b.jpg", "c.zip")
    menu = ({"action_type": "click", "index": 2}, _folder("3 items", *files, menu=True))
    found = _run(_folder("3 items", *files), menu,
                 ({"action_type": "click", "index": 20}, _folder("4 items", *reversed(files))), domain="android")
    assert found == ["state-changed-without-write:items"]


def test_a_click_that_is_no_sort_may_change_the_count() -> None:
    files = ("a.pdf", "b.jpg", "c.zip")
    # near misses: the menu's Delete (a click that may remove), and a count of two screens of other titles
    menu = ({"action_type": "click", "index": 2}, _folder("3 items", *files, menu=True))
    assert _run(_folder("3 items", *files), menu,
                ({"action_type": "click", "index": 21}, _folder("2 items", *files[1:])), domain="android") == []
    other = _folder("5 items", "x.txt").replace("text=Download", "text=Documents")
    assert _run(_folder("3 items", *files), ({"action": "go_back"}, other), domain="android") == []


def _files(*names: str) -> str:
    # a web file list: a table whose column headers hold sort buttons (no ids of their own), one row a file
    rows = "".join(f"\t\trow ''\n\t\t\tcell '{n}'\n\t\t\t\t[{i}] link '{n}'\n\t\t\t\t[{i + 1}] button 'Actions'\n"
                   for i, n in zip(range(130, 200, 10), names))
    return ("URL: http://cloud/files\nRootWebArea 'Files', focused\n\t[100] table 'Files'\n\t\trow ''\n"
            "\t\t\tcolumnheader 'Name', sort=ascending\n\t\t\t\t[104] button 'Name'\n"
            "\t\t\tcolumnheader 'Size'\n\t\t\t\t[106] button 'Size'\n" + rows + "\t[300] button 'Delete file'\n")


def test_a_column_headers_sort_button_brings_no_deleted_file_back() -> None:
    delete = ("click('300')", _files("b.txt", "c.txt"))
    found = _run(_files("a.txt", "b.txt", "c.txt"), delete, ("click('106')", _files("c.txt", "a.txt", "b.txt")))
    assert [f for f in found if f.startswith("deleted-present")] == ["deleted-present:link:a.txt"]
    # near miss: a row's button that restores (not a column header's) may bring it back
    restoring = _files("b.txt", "c.txt").replace("[141] button 'Actions'", "[141] button 'Restore previous version'")
    assert [f for f in _run(_files("a.txt", "b.txt", "c.txt"), ("click('300')", restoring),
                            ("click('141')", _files("c.txt", "a.txt", "b.txt")))
            if f.startswith("deleted-present")] == []
