"""The GUI binding's document part totals ("Slide 2 of 8"): the total moves only when a part is added or
removed, never by going to a part or saving."""

from __future__ import annotations

from playground.decoherence.domains.gui import GuiSession
from playground.decoherence.effects.gui import gui_action
from playground.decoherence.engine import FactEngine

HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"


def _deck(at: int, total: int, title: str = "deck.odp - LibreOffice Impress") -> str:
    return (HEAD + f"frame\t{title}\t\"\"\t\t\t(70, 27)\t(1850, 1053)\n"
            + f"label\t\tSlide {at} of {total}\t\t\t(80, 1048)\t(130, 22)\n")


def _run(*steps: tuple[str, str]) -> list[str]:
    session, engine = GuiSession("desktop"), FactEngine()
    session.seed(_deck(1, 8))
    found: list[str] = []
    for i, (code, screen) in enumerate(steps, 1):
        writes, reading = session.step(i, {"action": "code", "code": code}, screen)
        found += [f"{f.rule}:{f.ref.key if f.ref else ''}" for f in engine.step(writes, reading)]
    return found


def test_a_deck_growing_on_going_to_a_slide_is_a_change_without_write() -> None:
    saving = HEAD + "dialog\tKeep current format\t\"\"\t\t\t(600, 400)\t(500, 200)\n"  # no total shown
    assert _run(("ImpressTools.go_to_slide(2)", _deck(2, 8)), ("ImpressTools.save()", saving),
                ("ImpressTools.go_to_slide(8)", _deck(8, 9))) == ["state-changed-without-write:slides"]


def test_a_slide_added_or_another_document_is_no_change() -> None:
    # near misses: a duplicate (a helper call not read) may add one; another document has its own total
    assert _run(("ImpressTools.go_to_slide(2)", _deck(2, 8)), ("ImpressTools.duplicate_slide(2)", _deck(3, 9))) == []
    assert _run(("ImpressTools.go_to_slide(2)", _deck(2, 8)),
                ("ImpressTools.open_file('b.odp')", _deck(1, 3, "b.odp - LibreOffice Impress"))) == []


def test_a_helpers_save_is_a_save() -> None:
    assert gui_action({"action": "code", "code": "ImpressTools.save()"}).effect == "commit"
    assert gui_action({"action": "code", "code": "ImpressTools.save_as('x.odp')"}).effect == "any"  # near miss
