"""The GUI binding's helper renames: a call of an app's helper API that renames (``rename_sheet(old, new)``)
renames; the old name on a tab or a list's entry later is the renamed thing under its old name."""

from __future__ import annotations

from playground.decoherence.domains.gui import GuiSession
from playground.decoherence.effects.gui import helper_call
from playground.decoherence.engine import FactEngine

HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"


def _tabs(*names: str) -> str:
    return HEAD + "frame\tbook.ods - LibreOffice Calc\t\"\"\t\t\t(70, 27)\t(1850, 1053)\n" + "".join(
        f"page-tab\t{n}\t\"\"\t\t\t({160 + 110 * i}, 985)\t(104, 24)\n" for i, n in enumerate(names))


def _run(*steps: tuple[str, str]) -> list[str]:
    session, engine = GuiSession("desktop"), FactEngine()
    session.seed(_tabs("Sheet1", "Sheet2"))
    found: list[str] = []
    for i, (code, screen) in enumerate(steps, 1):
        writes, reading = session.step(i, {"action": "code", "code": code}, screen)
        found += [f"{f.rule}:{f.ref.key if f.ref else ''}" for f in engine.step(writes, reading)]
    return found


def test_a_tab_under_the_name_a_helper_call_replaced_is_the_old_name() -> None:
    assert _run(("CalcTools.rename_sheet('Sheet1', 'Budget')", _tabs("Budget", "Sheet2")),
                ("CalcTools.copy_sheet('Budget', 'Pivot')", _tabs("Budget", "Pivot", "Sheet2")),
                ("CalcTools.switch_active_sheet('Sheet2')", _tabs("Sheet1", "Pivot", "Sheet2"))) == [
        "deleted-present:sheet1"]


def test_an_old_name_made_again_is_no_old_name() -> None:
    # near misses: a call that makes a sheet without naming it (a default "Sheet1"), one that names the old
    # name, and a click that may do anything
    for again in ("CalcTools.insert_sheet()", "CalcTools.add_sheet('Sheet1')", "pyautogui.click(300, 985)"):
        assert _run(("CalcTools.rename_sheet('Sheet1', 'Budget')", _tabs("Budget", "Sheet2")),
                    (again, _tabs("Budget", "Sheet2", "Sheet1"))) == [], again


def test_helper_calls_are_not_input_devices() -> None:
    assert helper_call({"action": "code", "code": "CalcTools.rename_sheet('a', 'b')"}) == ("rename_sheet", ["a", "b"])
    assert helper_call({"action": "code", "code": "pyautogui.write('b')"}) is None  # near miss: an input module
