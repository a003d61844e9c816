"""Attributes that only move one way (rule ``monotone-reversed``): which names they are
(views/keyclasses.py MONOTONE_NAMES), how their values are read onto one scale (engine/monotone.py), and
the engine's judgement with and without a write in between (fixture: rules/monotone-reversed.json)."""

from __future__ import annotations

import pytest

from playground.decoherence.engine import FactEngine, Reading
from playground.decoherence.engine.model import Fact, Quote, Ref, Selector, Write
from playground.decoherence.engine.monotone import comparable, reading
from playground.decoherence.views.keyclasses import monotone_class, value_class


@pytest.mark.parametrize("value, kind, form, number", [
    ("2025-02-21T09:41:39Z", "point", "iso:t:utc", 1740130899.0),
    ("2025-02-21T11:41:39+02:00", "point", "iso:t:utc", 1740130899.0),  # the same moment in another zone
    ("2025-06-03 09:41:55.5 +0000", "point", "iso:t:utc", 1748943715.5),
    ("2025-02-21", "point", "iso:d:naive", 1740096000.0),
    ("1718000000", "point", "epoch10", 1718000000.0),
    ("871", "amount", "int", 871.0),
    ("12.5s", "amount", "sec", 12.5),
    ("1h2m3s", "amount", "dhms", 3723.0),
    ("2d3h", "amount", "dhms", 183600.0),
    ("01:02:03", "amount", "hms", 3723.0),
    ("1-02:03:04", "amount", "hms+d", 93784.0),
    ("402,117,562", "amount", "int", 402117562.0),  # a count in groups of three is the same count
    ("12 days, 3:04", "amount", "hm+d", 12 * 86400 + 3 * 3600 + 4 * 60),
])
def test_values_are_read_onto_one_scale(value: str, kind: str, form: str, number: float) -> None:
    assert reading(value, kind) == (form, number)  # type: ignore[arg-type]


@pytest.mark.parametrize("value, kind", [
    ("5 minutes ago", "amount"), ("about an hour ago", "point"), ("3:04 PM", "amount"), ("11:58 PM", "point"),
    ("1.4.2", "amount"), ("-1", "amount"), ("-2", "amount"), ("yesterday", "point"), ("871", "point"),
    ("2025-13-40T00:00:00Z", "point"), ("12:75", "amount"), ("", "amount"),
])
def test_what_cannot_be_read_for_sure_is_not_read(value: str, kind: str) -> None:
    assert reading(value, kind) is None  # type: ignore[arg-type]


def test_only_readings_written_the_same_way_are_compared() -> None:
    assert comparable("2025-02-21T09:41:39Z", "2025-02-21T09:38:02Z") == (1740130899.0, 1740130682.0)
    assert comparable("2025-02-21T09:41:39Z", "2025-02-21T09:38:02") is None  # a zone and none
    assert comparable("2025-02-21T09:41:39Z", "1740130682") is None  # ISO and epoch seconds
    assert comparable("59:58", "1:00:03") is None  # m:s and h:m:s
    assert comparable("3h", "10800") is None  # a duration and a bare count


@pytest.mark.parametrize("name, value, cls", [
    ("updated_at", "2025-02-21T09:41:39Z", "rises"), ("lastModified", "2025-02-21T09:41:39Z", "rises"),
    ("Modify", "2025-06-03 09:41:55.120000000 +0000", "rises"), ("uptime", "3h12m", "rises"),
    ("uptime_in_seconds", "5400", "rises"), ("metadata.updated_at", "2025-02-21T09:41:39Z", "rises"),
    ("ttl", "871", "falls"), ("time_remaining", "00:04:10", "falls"),
    # an update stamp however a service names it
    ("LastUpdatedTime", "2024-06-28T09:45:31-07:00", "rises"), ("MetaData.LastUpdatedTime", "1718000000", "rises"),
    ("modifiedTime", "2024-10-09T15:22:41.318Z", "rises"), ("date_modified", "2024-10-09", "rises"),
    # a lifetime total
    ("data_units_written", "402,117,562", "accrues"), ("Power_On_Hours", "21847", "accrues"),
    ("odometer_km", "84413", "accrues"), ("data_units_written", "402 TB", None),
    ("last_status_change_at", "2024-10-09T15:22:41Z", "rises"),
    # not monotone: a nested record's stamp, a relative time, a 12-hour clock, a name not in the table
    ("commit.updated_at", "2025-02-21T09:41:39Z", None), ("updated", "5 minutes ago", None),
    ("last_updated", "11:58 PM", None), ("version", "3", None), ("count", "7", None),
    ("updated_by", "2025-02-21T09:41:39Z", None), ("last_seen", "2025-02-21T09:41:39Z", None),
])
def test_monotone_names_with_readable_values(name: str, value: str, cls: str | None) -> None:
    assert monotone_class(name, value) == cls


def test_a_monotone_name_with_an_unreadable_value_keeps_its_older_class() -> None:
    assert value_class("updated", "5 minutes ago") == "soft"
    assert value_class("ttl", "-1") == "soft"


REF = Ref("record", "db", "r1")


def _fact(value: str, step: int, cls: str = "rises") -> Fact:
    return Fact(REF, "updated_at", value, cls, Quote(step, "test", value))  # type: ignore[arg-type]


def test_the_engine_speaks_only_when_nothing_touched_the_thing() -> None:
    eng = FactEngine()
    assert eng.step([], Reading(facts=[_fact("2025-02-21T09:41:39Z", 1)])) == []
    found = eng.step([], Reading(facts=[_fact("2025-02-21T09:38:02Z", 2)]))
    assert [f.rule for f in found] == ["monotone-reversed"] and found[0].earlier is not None
    eng = FactEngine()
    eng.step([], Reading(facts=[Fact(REF, "uptime", "3h12m", "rises", Quote(1, "test", "3h12m"))]))
    restart = Write(Selector.of(REF), "touch", Quote(2, "test", "restart r1"))
    assert eng.step([restart], Reading(facts=[Fact(REF, "uptime", "4m", "rises", Quote(2, "test", "4m"))])) == []
    other = Write(Selector.of(Ref("record", "db", "r2")), "update", Quote(2, "test", "update r2"))
    eng.step([], Reading(facts=[_fact("2025-02-21T09:41:39Z", 3)]))
    assert [f.rule for f in eng.step([other], Reading(facts=[_fact("2025-02-21T09:38:02Z", 4)]))] == [
        "monotone-reversed"]


@pytest.mark.parametrize("write, speaks", [
    # an edit of the thing stamps it now: its update stamp may not go back
    (Write(Selector.of(REF), "update", Quote(2, "test", "update_record r1")), True),
    (Write(Selector.of(REF), "touch", Quote(2, "test", "patch r1")), True),
    # another thing in its place (re-created, renamed onto) or a write that names nothing (a script, a restore)
    (Write(Selector.of(REF), "create", Quote(2, "test", "import r1")), False),
    (Write(Selector.of(Ref("record", "db", "r9")), "rename", Quote(2, "test", "mv r9 r1"), to=REF), False),
    (Write(Selector(), "touch", Quote(2, "test", "./restore.sh")), False),
])
def test_an_update_stamp_goes_back_only_when_another_thing_takes_its_place(write: Write, speaks: bool) -> None:
    eng = FactEngine()
    eng.step([], Reading(facts=[_fact("2025-02-21T09:41:39Z", 1)]))
    found = eng.step([write], Reading(facts=[_fact("2025-02-21T09:38:02Z", 2)]))
    assert [f.rule for f in found] == (["monotone-reversed"] if speaks else [])


def test_a_value_an_action_set_is_the_baseline() -> None:
    ref = Ref("key", "redis", "session:1")
    eng = FactEngine()
    q = Quote(1, "test", "EXPIRE session:1 60")
    eng.step([Write(Selector.of(ref), "update", q, sets=(("ttl", "60"),))], Reading())
    ok = Fact(ref, "ttl", "41", "falls", Quote(2, "test", "41"))
    assert eng.step([], Reading(facts=[ok])) == []
    eng = FactEngine()
    eng.step([Write(Selector.of(ref), "update", q, sets=(("ttl", "60"),))], Reading())
    up = Fact(ref, "ttl", "75", "falls", Quote(2, "test", "75"))
    assert [f.rule for f in eng.step([], Reading(facts=[up]))] == ["monotone-reversed"]


def test_a_lifetime_total_goes_back_only_when_its_thing_is_made_or_removed() -> None:
    drive = Ref("output", "nvme smart-log /dev/nvme1n1", "data_units_written")

    def total(value: str, step: int) -> Fact:
        return Fact(drive, "value", value, "accrues", Quote(step, "test", value))

    # a command no table knows (it may touch anything) neither resets nor replaces a drive's lifetime counter
    unknown = Write(Selector(), "touch", Quote(2, "test", "nvme format /dev/nvme2n1"))
    eng = FactEngine()
    eng.step([], Reading(facts=[total("402,121,340", 1)]))
    assert [f.rule for f in eng.step([unknown], Reading(facts=[total("402,119,884", 2)]))] == ["monotone-reversed"]
    eng = FactEngine()
    eng.step([], Reading(facts=[total("402,121,340", 1)]))
    assert eng.step([unknown], Reading(facts=[total("402,125,001", 2)])) == []
    # the thing made again (another drive under that name) may show less
    made = Write(Selector.of(drive), "create", Quote(2, "test", "swap the drive"))
    eng = FactEngine()
    eng.step([], Reading(facts=[total("402,121,340", 1)]))
    assert eng.step([made], Reading(facts=[total("1,204", 2)])) == []
