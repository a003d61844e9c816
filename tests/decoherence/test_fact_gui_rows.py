"""The GUI binding's table rows: a row's identity cells (a process's ID) hold while nothing is done, and
moving the pointer is no action."""

from __future__ import annotations

from playground.decoherence.domains.gui import GuiSession
from playground.decoherence.effects.gui import gui_action
from playground.decoherence.engine import FactEngine

HEAD = ("tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"
        "table-column-header\tProcess Name\t\"\"\t\t\t(76, 118)\t(520, 28)\n"
        "table-column-header\t% CPU\t\"\"\t\t\t(596, 118)\t(120, 28)\n"
        "table-column-header\tID\t\"\"\t\t\t(716, 118)\t(120, 28)\n")


def _table(*rows: tuple[str, str, str]) -> str:
    return HEAD + "".join(
        f"table-cell\t\t{name}\t\t\t(76, {148 + 28 * i})\t(520, 28)\n"
        f"table-cell\t\t{cpu}\t\t\t(596, {148 + 28 * i})\t(120, 28)\n"
        f"table-cell\t\t{pid}\t\t\t(716, {148 + 28 * i})\t(120, 28)\n" for i, (name, cpu, pid) in enumerate(rows))


def _run(*steps: tuple[str, str]) -> list[str]:
    session, engine = GuiSession("desktop"), FactEngine()
    session.seed(steps[0][1])
    found: list[str] = []
    for i, (action, screen) in enumerate(steps[1:], 1):
        writes, reading = session.step(i, {"action": "code", "code": action}, screen)
        found += [f.rule for f in engine.step(writes, reading)]
    return found


def test_a_rows_id_changing_with_nothing_done_is_an_identity_change() -> None:
    first = _table(("python3", "52.4", "48213"), ("python3", "1.3", "51007"), ("bash", "0.0", "900"))
    later = _table(("python3", "50.8", "48231"), ("python3", "1.7", "51007"), ("bash", "0.0", "900"))
    assert _run(("", first), ("pyautogui.moveTo(960, 700)", first),
                ("pyautogui.moveTo(960, 600)", later)) == ["identity-changed"]


def test_ids_moving_with_their_rows_or_after_a_click_are_no_change() -> None:
    first = _table(("python3", "52.4", "48213"), ("bash", "0.0", "900"))
    # near misses: the CPU column moves on its own; a sort reorders the rows; a new python3 process is
    # another group of rows, not a changed id; a click (End Process, a restart) may re-create the thing
    resorted = _table(("bash", "3.0", "900"), ("python3", "1.0", "48213"))
    spawned = _table(("python3", "52.4", "48213"), ("python3", "0.1", "60001"), ("bash", "0.0", "900"))
    restarted = _table(("python3", "0.2", "61000"), ("bash", "0.0", "900"))
    assert _run(("", first), ("pyautogui.moveTo(1, 2)", resorted), ("pyautogui.moveTo(3, 4)", spawned),
                ("pyautogui.click(1800, 1040)", restarted)) == []


def test_moving_the_pointer_changes_nothing() -> None:
    assert gui_action({"action": "code", "code": "pyautogui.moveTo(960, 600)"}).effect == "none"
    assert gui_action({"action": "code", "code": "pyautogui.moveRel(0, 40)"}).effect == "none"
    assert gui_action({"action": "code", "code": "pyautogui.click(960, 600)"}).effect == "any"  # near miss


def test_a_table_whose_headers_name_nothing_is_read_without_failing() -> None:
    from playground.decoherence.domains.gui import _identities
    from playground.decoherence.views.gui import read_screen

    screen = read_screen("RootWebArea 'Keyboard shortcuts', focused\n\t\t[26] table ''\n\t\t\t[27] row ''\n"
                         "\t\t\t\t[28] columnheader ''\n\t\t\t\t[29] columnheader ''\n\t\t\t[30] row ''\n"
                         "\t\t\t\t[31] cell 'Ctrl+K'\n\t\t\t\t[32] cell 'Search'\n\t\t\t[33] row ''\n"
                         "\t\t\t\t[34] cell 'Ctrl+/'\n\t\t\t\t[35] cell 'Help'\n")
    assert screen is not None and _identities(screen) == []
