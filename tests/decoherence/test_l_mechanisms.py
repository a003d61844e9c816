"""GUI mechanisms of issue 12 (helper L): counters that follow the list they count, one entity on two screens,
items created through a form expected in the list it was opened from (playground/decoherence/gui_links.py).
Rows come from tests/decoherence/benchrows_l.py, run through import-bench and check."""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.decoherence.gui_links import CONFIRM_WORDS
from tests.decoherence import benchrows_l
from tests.decoherence.benchrows import Row
from tests.decoherence.helpers import probe_param, row_warnings
from tests.decoherence.benchrows_gui import bg

EXPECTED = {"page": "gui.page", "revert": "gui.status", "created-missing": "gui.created"}
# rows no mechanism follows any more (strict: a row found again loses its gap)
GAPS = {r.rid: r.gap for r in benchrows_l.ROWS if r.gap}


@pytest.mark.parametrize("row", [probe_param(r, GAPS) for r in benchrows_l.ROWS if r.kind])
def test_contradiction_is_flagged_at_its_turn_naming_the_earlier_step(tmp_path: Path, row: Row) -> None:
    found = row_warnings(tmp_path, row)
    turn = row.turn or len(row.turns)
    assert [w.kind for w in found] == [EXPECTED[str(row.kind)]], [w.message for w in found]
    assert found[0].step == turn and found[0].evidence["earlier_step"] < turn


@pytest.mark.parametrize("row", [r for r in benchrows_l.ROWS if not r.kind], ids=lambda r: r.rid)
def test_legitimate_changes_stay_quiet(tmp_path: Path, row: Row) -> None:
    assert [w.message for w in row_warnings(tmp_path, row)] == []


def test_status_confirmations() -> None:
    m = CONFIRM_WORDS.search("Issue #48 was successfully closed")
    assert m is not None and m["st"] == "closed"
    assert CONFIRM_WORDS.search("Settings saved") is None


URL = "https://board.example.com/t/77"
PAGE = bg("Card #77", URL, "[5] heading 'Card #77'", "[9] button 'Archive #77'", "[10] link 'Board'")
ARCHIVED = bg("Card #77", URL, "[5] heading 'Card #77'", "[8] status 'Card #77 has been archived'",
              "[9] button 'Unarchive #77'", "[10] link 'Board'")
BOARD = bg("Board", "https://board.example.com/", "[3] heading 'Board'", "[20] row '#77 Fix footer · Active'")


def test_status_is_forgotten_when_the_entity_is_touched_again(tmp_path: Path) -> None:
    bad = Row("web", "t-archived-active", state=PAGE, turns=[("click('9')", ARCHIVED), ("click('10')", BOARD)])
    assert [w.kind for w in row_warnings(tmp_path, bad)] == ["gui.status"]
    again = Row("web", "t-unarchived", state=PAGE,
                turns=[("click('9')", ARCHIVED), ("click('9')", PAGE), ("click('10')", BOARD)])
    assert row_warnings(tmp_path, again) == []


def test_page_text_joins_labels_and_drops_moving_figures() -> None:
    from playground.decoherence.gui_links import page_text
    from playground.decoherence.gui_state import parse_view

    view = parse_view(bg("P", "https://x.example.com/p/1", "[3] StaticText 'Weight:'", "[4] StaticText '2 kg'",
                         "[5] StaticText 'Points balance: 120'", "[6] StaticText '10:32'"))
    assert view is not None
    assert page_text(view).splitlines() == ["P", "Weight: 2 kg", "2 kg"]
