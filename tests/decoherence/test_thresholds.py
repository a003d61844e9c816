"""Thresholds: one place, documented, adjustable from the settings file and the command line."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest

from playground.decoherence import Thresholds, ThresholdError, load_thresholds
from playground.decoherence.thresholds import from_settings_table, parse_assignments
from playground.settings import Settings


def test_every_threshold_is_documented_and_the_defaults_are_valid() -> None:
    th = Thresholds().validate()
    described = {name: doc for name, _default, doc in Thresholds.describe()}
    assert set(described) == {f.name for f in fields(Thresholds)}
    assert all(len(doc) > 20 for doc in described.values()), [n for n, d in described.items() if len(d) <= 20]
    assert th.to_dict()["disable"] == []


def test_settings_table_applies_and_bad_entries_are_reported(isolated_settings: Path) -> None:
    isolated_settings.parent.mkdir(parents=True)
    isolated_settings.write_text(
        'theme = "x"\n\n[decoherence]\nsurprise = false\nsurprise_span_nll = 6\ndisable = ["terminal.job"]\n'
        'page_similarity = 3.0\nnot_a_threshold = 1\n')
    loaded = load_thresholds()
    th = loaded.thresholds
    assert th.surprise is False and th.surprise_span_nll == 6.0 and th.disable == ("terminal.job",)
    assert th.page_similarity == Thresholds().page_similarity  # out of range: kept at the default
    assert len(loaded.problems) == 2 and any("page_similarity" in p for p in loaded.problems)
    assert any("not_a_threshold" in p for p in loaded.problems)
    # the app's own settings writer keeps the table
    s = Settings.load()
    s.save()
    assert load_thresholds().thresholds == th


def test_command_line_overrides_win_and_are_strict(isolated_settings: Path) -> None:
    isolated_settings.parent.mkdir(parents=True)
    isolated_settings.write_text("[decoherence]\nsurprise_span_nll = 6\n")
    th = load_thresholds(parse_assignments(["surprise-span-nll=7.5", "surprise=off", "disable=terminal,signal"]),
                         disable=["mcp.json"]).thresholds
    assert th.surprise_span_nll == 7.5 and th.surprise is False
    assert th.disable == ("terminal", "signal", "mcp.json")
    assert th.is_disabled("terminal.cwd") and th.is_disabled("mcp.json") and not th.is_disabled("mcp.id")
    for bad, match in ((["nope=1"], "unknown decoherence threshold"), (["surprise_window=x"], "an integer"),
                       (["echo_similarity=1.5"], "between 0 and 1"), (["surprise_window=0"], "positive"),
                       (["surprise=maybe"], "true or false")):
        with pytest.raises(ThresholdError, match=match):
            load_thresholds(parse_assignments(bad))
    with pytest.raises(ThresholdError, match="NAME=VALUE"):
        parse_assignments(["novalue"])


def test_a_table_that_is_not_a_table() -> None:
    loaded = from_settings_table("oops")
    assert loaded.thresholds == Thresholds() and "must be a table" in loaded.problems[0]
