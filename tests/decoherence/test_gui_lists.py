"""GUI mechanisms of issue 12 (helper J3): JSON-per-line Android screens, clocks with a weekday or date, list
membership (deleted then back, added then missing, counters), renames in a slot, and cells/switches guarded
across harmless keys. Rows come from tests/decoherence/benchrows_j3.py, run through import-bench and check."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.decoherence import benchrows_j3
from tests.decoherence.benchrows import Row
from tests.decoherence.helpers import assert_probe, probe_param, row_warnings

# rows no mechanism follows any more (strict: a row found again loses its gap)
GAPS = {r.rid: r.gap for r in benchrows_j3.ROWS if r.gap}


@pytest.mark.parametrize("row", [probe_param(r, GAPS) for r in benchrows_j3.ROWS if r.kind])
def test_contradiction_is_flagged_at_its_turn_naming_the_earlier_step(tmp_path: Path, row: Row) -> None:
    assert_probe(tmp_path, row)


@pytest.mark.parametrize("row", [r for r in benchrows_j3.ROWS if not r.kind], ids=lambda r: r.rid)
def test_legitimate_changes_stay_quiet(tmp_path: Path, row: Row) -> None:
    assert [w.message for w in row_warnings(tmp_path, row)] == []


