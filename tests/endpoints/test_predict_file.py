"""`agentworld-play predict` against the real llama_cpp.server serving the tiny model, 4 rows in flight:
a file of rows from several domains comes back in upstream's predictions format, in input order."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.bench.predict import journal_path, predictions_path
from playground.cli import main
from tests.bench.test_predict import mixed_rows, write_rows
from tests.endpoints.conftest import Server


@pytest.mark.slow
def test_a_rows_file_is_predicted_on_a_real_server_four_at_a_time(server: Server, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    rows = mixed_rows()[::4]  # rows of all seven domains, the last one with a gen of its own already
    assert len({r.get("task") for r in rows}) == 7 and "gen" in rows[-1]
    source = write_rows(tmp_path / "mixed_test.jsonl", rows)
    rc = main(["predict", str(source), "--server", server.url, "--server-model", server.model, "--concurrency", "4",
               "--max-tokens", "8", "--seed", "5"])
    err = capsys.readouterr().err
    assert rc == 0, err
    assert f"predicting {len(rows)} of {len(rows)} rows" in err and "(4 in flight)" in err
    lines = predictions_path(source).read_bytes().splitlines(keepends=True)
    assert len(lines) == len(rows)
    for row, line in zip(rows, lines):
        gen = json.loads(line)["gen"]
        assert isinstance(gen, str)
        # upstream's format: the row's own keys in order, then gen, as json.dumps(ensure_ascii=False) writes it
        assert line == (json.dumps({**row, "gen": gen}, ensure_ascii=False) + "\n").encode("utf-8")
    assert not journal_path(predictions_path(source)).exists()
