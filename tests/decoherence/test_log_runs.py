"""Log lines read in every domain (views/log_runs.py): where a line's stamp stands and what ends a run. The rule
that judges them is run by its fixture (tests/decoherence/rules/log-runs-backwards.json)."""

from __future__ import annotations

import pytest

from playground.decoherence.views.log_runs import line_stamp, log_runs


@pytest.mark.parametrize("line, form", [
    ("2024-06-11 14:22:07,512 INFO  [io.quarkus] started", "iso"),
    ("2024-06-03T14:21:07Z rotate done", "iso"),
    ('127.0.0.1 - - [13/Mar/2025:09:42:58 +0000] "GET /notes/42 HTTP/1.1" 304 0', "access"),
    ("Jun 18 10:43:48 app-07 orders-api[40718]: POST /v1/orders 201", "syslog"),
    ("[2024-05-14 10:41:56] worker.INFO: job done", "iso"),
    ("web-1  | 2024-05-14T10:41:56Z GET /health 200", "iso"),
    ("14:22:07 tick 42", "time"),
])
def test_a_log_line_starts_with_its_stamp(line: str, form: str) -> None:
    got = line_stamp(line)
    assert got is not None and got[0] == form


@pytest.mark.parametrize("line", [
    '"updated_at": "2024-06-11T14:31:05Z",', "Last password change : Mar 14, 2025",
    "     Active: active (running) since Thu 2024-03-14 16:41:12 CET; 2s ago", "Jun 31 10:00:00 host x: no such day",
])
def test_a_record_field_or_a_sentence_with_a_date_is_no_log_line(line: str) -> None:
    assert line_stamp(line) is None


def test_a_line_without_a_stamp_or_of_another_form_ends_a_run() -> None:
    text = ("Jun 18 10:43:48 h a: x\nJun 18 10:44:05 h a: y\n  Active: active\nJun 18 10:40:00 h a: z\n"
            "Jun 18 10:41:00 h a: w\n2024-06-18T10:42:00Z v")
    runs = log_runs(text, 3, "observation")
    assert [[e.line[-1] for e in run] for run in runs] == [["x", "y"], ["z", "w"]]
    assert runs[0][1].seconds - runs[0][0].seconds == 17 and runs[0][0].quote.step == 3
