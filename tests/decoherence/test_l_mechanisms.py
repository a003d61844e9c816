"""GUI mechanisms of issue 12 (helper L): counters that follow the list they count, one entity on two screens,
items created through a form expected in the list it was opened from (playground/decoherence/gui_links.py).
Rows come from tests/decoherence/benchrows_l.py, run through import-bench and check."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.decoherence import benchrows_l
from tests.decoherence.benchrows import GONE, Row
from tests.decoherence.helpers import assert_probe, probe_param, row_warnings
from tests.decoherence.benchrows_gui import bg

# rows no mechanism follows any more (strict: a row found again loses its gap)
GAPS = {r.rid: r.gap for r in benchrows_l.ROWS if r.gap}


@pytest.mark.parametrize("row", [probe_param(r, GAPS) for r in benchrows_l.ROWS if r.kind])
def test_contradiction_is_flagged_at_its_turn_naming_the_earlier_step(tmp_path: Path, row: Row) -> None:
    assert_probe(tmp_path, row)


@pytest.mark.parametrize("row", [r for r in benchrows_l.ROWS if not r.kind], ids=lambda r: r.rid)
def test_legitimate_changes_stay_quiet(tmp_path: Path, row: Row) -> None:
    assert [w.message for w in row_warnings(tmp_path, row)] == []


URL = "https://board.example.com/t/77"
PAGE = bg("Card #77", URL, "[5] heading 'Card #77'", "[9] button 'Archive #77'", "[10] link 'Board'")
ARCHIVED = bg("Card #77", URL, "[5] heading 'Card #77'", "[8] status 'Card #77 has been archived'",
              "[9] button 'Unarchive #77'", "[10] link 'Board'")
BOARD = bg("Board", "https://board.example.com/", "[3] heading 'Board'", "[20] row '#77 Fix footer · Active'")


@pytest.mark.xfail(strict=True, reason=GONE["gui"])
def test_a_status_that_said_archived_holds_on_the_list(tmp_path: Path) -> None:
    assert_probe(tmp_path, Row("web", "t-archived-active", kind="revert", state=PAGE,
                               turns=[("click('9')", ARCHIVED), ("click('10')", BOARD)]))


def test_a_status_is_forgotten_when_the_entity_is_touched_again(tmp_path: Path) -> None:
    again = Row("web", "t-unarchived", state=PAGE,
                turns=[("click('9')", ARCHIVED), ("click('9')", PAGE), ("click('10')", BOARD)])
    assert row_warnings(tmp_path, again) == []


