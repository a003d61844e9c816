"""Predicting a whole AgentWorldBench test file (playground.bench.predict) against a recording server.

The server is a loopback OpenAI-compatible server in vLLM's wire format (reasoning in its own
field); it answers each request with a text derived from the messages it got, so every output
row can be checked against the request made for it. What upstream sends for a row is built by
``upstream_messages`` (tests/world/test_live_rows.py, written from eval/eval.py run_inference at the
pinned commit, not from this project's code); what upstream writes is ``json.dumps(job,
ensure_ascii=False)`` per row, in input order, with ``gen`` added.
"""

from __future__ import annotations

import hashlib
import json
import threading
from pathlib import Path
from typing import Any, Callable

import pytest

from playground.bench.chat import ServerChat
from playground.bench.predict import (
    PredictFileError,
    PredictProgress,
    PredictRun,
    finish_without_generating,
    journal_path,
    open_predictions,
    predictions_path,
)
from playground.endpoints import EndpointSpec
from playground.endpoints.engine import EndpointEngine
from playground.llama.sampling import GenerationParams
from playground.world.bench_limits import BENCH_MAX_TOKENS
from tests.endpoints.loopback import Loopback, Reply, vllm_chunk, vllm_usage
from tests.bench.conftest import MODEL
from tests.world.test_live_rows import upstream_messages

DATA = Path(__file__).resolve().parents[1] / "world" / "data" / "bench"
PARAMS = GenerationParams(max_tokens=BENCH_MAX_TOKENS)  # what the CLI sends by default


# ------------------------------------------------------------------ rows and the recording server

def mixed_rows() -> list[dict[str, Any]]:
    """Rows of all seven domains (the hand-written files), then rows the reader must take as they are:
    an unknown task, no system prompt, unusual key order, a row that already has a ``gen`` (an input
    that is itself a predictions file)."""
    rows = [json.loads(line) for f in sorted(DATA.glob("*_test.jsonl")) for line in f.read_text().splitlines()]
    base = rows[0]
    rows.append({**base, "task": "suite/unknown-domain", "id": "odd-1"})
    rows.append({k: v for k, v in base.items() if k != "system_str"} | {"id": "nosys"})
    rows.append({"turn_idx": 2, "response": base["response"], "prompt": base["prompt"], "id": "order", "task": "mcp"})
    rows.append({**rows[5], "gen": "an old prediction", "id": "had-gen"})
    return rows


def write_rows(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def answer_for(messages: list[dict[str, str]]) -> str:
    digest = hashlib.sha256(json.dumps(messages, sort_keys=True).encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return f"<predicted_observation>\nobservation {digest}\n</predicted_observation>"


def stream(answer: str) -> Reply:
    """A streamed chat completion as vLLM with ``--reasoning-parser qwen3`` writes it."""
    return Reply(events=[vllm_chunk(MODEL, {"role": "assistant", "content": ""}),
                         vllm_chunk(MODEL, {"reasoning_content": "Work out what the action does."}),
                         vllm_chunk(MODEL, {"content": answer}), vllm_chunk(MODEL, {"content": ""}, finish="stop"),
                         vllm_usage(MODEL, 100, 20), "[DONE]"])


def answering(lb: Loopback, *, fail: Callable[[list[dict[str, str]]], bool] = lambda m: False,
              delay_s: float = 0.0) -> None:
    """Answer each chat request with :func:`answer_for` its messages; HTTP 500 where ``fail`` says so."""
    def reply(body: dict[str, Any]) -> Reply:
        if fail(body["messages"]):
            return Reply(500, "application/json", body=b'{"error": {"message": "the server fell over"}}')
        r = stream(answer_for(body["messages"]))
        r.delay_s = delay_s
        return r

    lb.routes["/v1/chat/completions"] = reply


def sent(lb: Loopback) -> list[list[dict[str, str]]]:
    return [body["messages"] for path, body, _ in lb.requests if path == "/v1/chat/completions"]


def canon(messages: list[dict[str, str]]) -> str:
    return json.dumps(messages, sort_keys=True)


def expected_output(rows: list[dict[str, Any]], gens: dict[int, str] | None = None) -> list[dict[str, Any]]:
    """Upstream's predictions: each row plus gen (the answer to its own messages unless ``gens`` says)."""
    gens = gens or {}
    out = []
    for i, row in enumerate(rows):
        job = dict(row)
        job["gen"] = gens.get(i, answer_for(upstream_messages(row)))
        out.append(job)
    return out


def upstream_bytes(jobs: list[dict[str, Any]]) -> list[bytes]:
    """What upstream's ``infer`` writes per row (json.dumps(job, ensure_ascii=False) + newline)."""
    return [(json.dumps(j, ensure_ascii=False) + "\n").encode("utf-8", "surrogatepass") for j in jobs]


def predict(source: Path, lb: Loopback, *, out: Path | None = None, concurrency: int = 4,
            cancel: threading.Event | None = None,
            on_progress: Callable[[PredictProgress], None] | None = None) -> PredictRun:
    plan = open_predictions(source, out, model=f"{MODEL}@loopback")
    chat = ServerChat(EndpointEngine.open(EndpointSpec(lb.url, MODEL)))
    try:
        return PredictRun(plan, chat, PARAMS, concurrency=concurrency, cancel=cancel, on_progress=on_progress).run()
    finally:
        chat.close()


# ------------------------------------------------------------------------------------ tests

def test_every_row_gets_upstreams_messages_and_the_output_is_upstreams_format(server: Loopback,
                                                                              tmp_path: Path) -> None:
    rows = mixed_rows()
    source = write_rows(tmp_path / "mixed_test.jsonl", rows)
    answering(server)
    progress: list[PredictProgress] = []
    run = predict(source, server, on_progress=progress.append)

    # each row was sent once, with exactly the messages upstream's run_inference builds for it
    assert sorted(canon(m) for m in sent(server)) == sorted(canon(upstream_messages(r)) for r in rows)
    bodies = [b for p, b, _ in server.requests if p == "/v1/chat/completions"]
    assert {(b["temperature"], b["max_tokens"]) for b in bodies} == {(0.6, 32768)}

    out = predictions_path(source)
    assert out == tmp_path / "mixed_test.predictions.jsonl"
    lines = out.read_bytes().splitlines(keepends=True)
    want = expected_output(rows)
    assert len(lines) == len(rows)
    for i, (line, expected_line) in enumerate(zip(lines, upstream_bytes(want))):
        assert line == expected_line, f"row {i}"
    assert json.loads(lines[-1])["gen"] != "an old prediction"  # a row's own gen is replaced in place
    assert list(json.loads(lines[-1])).index("gen") == list(rows[-1]).index("gen")

    assert run.predicted == len(rows) and not run.failures and run.written
    assert not journal_path(out).exists()
    assert progress[0].done == 0 and progress[-1].done == progress[-1].total == len(rows)
    assert progress[-1].tok_per_s is not None and progress[-1].eta_s == 0


def test_a_row_the_client_cannot_send_is_a_counted_failure(server: Loopback, tmp_path: Path) -> None:
    """A lone surrogate escaped in a row: no UTF-8 request body can carry it (upstream's client fails the
    same way and writes gen ""; its own output writer then stops on that row). Ours counts it and writes
    the row with the same JSON value, escaped."""
    rows = mixed_rows()[:2]
    rows.append({**rows[0], "id": "surrogate", "prompt": ["bad \ud800 text"] + rows[0]["prompt"][1:]})
    source = write_rows(tmp_path / "s_test.jsonl", rows)
    answering(server)
    run = predict(source, server)
    assert [f.line for f in run.failures] == [3] and "surrogates not allowed" in run.failures[0].reason
    lines = predictions_path(source).read_bytes().splitlines(keepends=True)
    want = expected_output(rows, {2: ""})
    assert lines[:2] == upstream_bytes(want)[:2]
    assert json.loads(lines[2]) == want[2] and list(json.loads(lines[2])) == list(want[2])


def test_failed_rows_get_an_empty_gen_and_only_they_are_sent_again(server: Loopback, tmp_path: Path) -> None:
    rows = mixed_rows()[:12]
    source = write_rows(tmp_path / "r_test.jsonl", rows)
    failing = {canon(upstream_messages(rows[i])) for i in (1, 4, 9)}
    answering(server, fail=lambda m: canon(m) in failing)
    first = predict(source, server)

    assert sorted(f.line for f in first.failures) == [2, 5, 10]
    assert all("500" in f.reason and "the server fell over" in f.reason for f in first.failures)
    out = predictions_path(source)
    # upstream's behaviour: the failed rows are written with gen "" and the run goes on
    assert out.read_bytes() == b"".join(upstream_bytes(expected_output(rows, {1: "", 4: "", 9: ""})))
    assert journal_path(out).exists()  # it remembers which rows are done

    server.requests.clear()
    answering(server)
    second = predict(source, server)
    assert sorted(canon(m) for m in sent(server)) == sorted(failing)
    assert second.predicted == 3 and not second.failures
    assert out.read_bytes() == b"".join(upstream_bytes(expected_output(rows)))
    assert not journal_path(out).exists()


def test_a_cancelled_run_keeps_what_finished_and_the_next_sends_only_the_rest(server: Loopback,
                                                                              tmp_path: Path) -> None:
    rows = mixed_rows()[:10]
    source = write_rows(tmp_path / "c_test.jsonl", rows)
    answering(server, delay_s=0.05)
    cancel = threading.Event()

    def stop_after_three(p: PredictProgress) -> None:
        if p.done >= 3:
            cancel.set()

    first = predict(source, server, concurrency=2, cancel=cancel, on_progress=stop_after_three)
    out = predictions_path(source)
    assert first.cancelled and not first.written and not out.exists()
    journal = journal_path(out).read_text().splitlines()
    kept = [json.loads(line)["line"] for line in journal[1:]]
    assert 3 <= len(kept) < len(rows) and all(line.endswith("}") for line in journal)

    server.requests.clear()
    answering(server)
    second = predict(source, server)
    missing = [r for i, r in enumerate(rows, 1) if i not in kept]
    assert sorted(canon(m) for m in sent(server)) == sorted(canon(upstream_messages(r)) for r in missing)
    assert second.predicted == len(missing)
    assert out.read_bytes() == b"".join(upstream_bytes(expected_output(rows)))


def test_a_run_stopped_after_its_last_answer_writes_the_output_next_time(server: Loopback, tmp_path: Path) -> None:
    rows = mixed_rows()[:4]
    source = write_rows(tmp_path / "e_test.jsonl", rows)
    answering(server)

    def interrupt_at_the_end(p: PredictProgress) -> None:  # Ctrl-C lands after the last journal line
        if p.done == p.total:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        predict(source, server, on_progress=interrupt_at_the_end)
    out = predictions_path(source)
    assert not out.exists() and len(journal_path(out).read_text().splitlines()) == 1 + len(rows)
    server.requests.clear()
    plan = open_predictions(source, model=f"{MODEL}@loopback")
    assert plan.todo == [] and finish_without_generating(plan)
    assert sent(server) == []
    assert out.read_bytes() == b"".join(upstream_bytes(expected_output(rows)))
    assert not journal_path(out).exists()


def test_a_changed_input_is_not_mixed_with_the_old_output(server: Loopback, tmp_path: Path) -> None:
    rows = mixed_rows()[:8]
    source = write_rows(tmp_path / "x_test.jsonl", rows)
    answering(server)
    predict(source, server)
    out = predictions_path(source)
    # a stand-in earlier answer for every row, so a kept one is told apart from a new one
    old = [json.loads(line) for line in out.read_text().splitlines()]
    for o in old:
        o["gen"] = "earlier " + o["gen"]
    out.write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for o in old), encoding="utf-8")

    changed = [dict(r) for r in rows]
    changed[2]["response"] = ["**Environment Observation:**\nsomething else"] + changed[2]["response"][1:]
    changed[5], changed[6] = changed[6], changed[5]  # moved rows: their lines no longer match
    write_rows(source, changed)
    server.requests.clear()
    predict(source, server)
    assert sorted(canon(m) for m in sent(server)) == sorted(canon(upstream_messages(changed[i])) for i in (2, 5, 6))
    got = [json.loads(line) for line in out.read_text().splitlines()]
    assert [g["gen"].startswith("earlier ") for g in got] == [i not in (2, 5, 6) for i in range(8)]
    assert [{k: v for k, v in g.items() if k != "gen"} for g in got] == changed


def test_journal_entries_of_changed_rows_are_not_reused(server: Loopback, tmp_path: Path) -> None:
    rows = mixed_rows()[:6]
    source = write_rows(tmp_path / "j_test.jsonl", rows)
    answering(server, fail=lambda m: canon(m) == canon(upstream_messages(rows[5])))
    predict(source, server)  # row 6 failed: the journal stays
    out = predictions_path(source)
    assert journal_path(out).exists()
    changed = [dict(r) for r in rows]
    changed[0]["system_str"] = "Another world."
    write_rows(source, changed)
    server.requests.clear()
    answering(server)
    plan = open_predictions(source, model=f"{MODEL}@loopback")
    assert [r.line for r in plan.todo] == [1, 6]
    assert any("changed since" in n for n in plan.notes)
    predict(source, server)
    assert sorted(canon(m) for m in sent(server)) == sorted(canon(upstream_messages(changed[i])) for i in (0, 5))
    assert out.read_bytes() == b"".join(upstream_bytes(expected_output(changed)))


def test_a_journal_of_another_model_is_refused(server: Loopback, tmp_path: Path) -> None:
    rows = mixed_rows()[:3]
    source = write_rows(tmp_path / "m_test.jsonl", rows)
    answering(server, fail=lambda m: canon(m) == canon(upstream_messages(rows[0])))
    predict(source, server)
    journal = journal_path(predictions_path(source))
    before = journal.read_bytes()
    with pytest.raises(PredictFileError, match="holds predictions by .*@loopback, not other.gguf"):
        open_predictions(source, model="other.gguf")
    assert journal.read_bytes() == before


@pytest.mark.parametrize("content,message", [
    (None, "no file at"),
    (b"", "holds no AgentWorldBench rows (it is empty)"),
    (b'{"type": "header", "version": 1}\n{"index": 1}\n', "no AgentWorldBench rows in bad_test.jsonl: line 1"),
    (b'{"prompt": ["a"], "response": ["b"], "turn_idx": 1}\n{"prompt": ["a"], "respo',
     "bad_test.jsonl line 2: not valid JSON; fix the file"),
    (b'{"prompt": ["a"], "response": ["b"], "turn_idx": 1}\n{"prompt": ["a"], "response": ["b"], "turn_idx": 0}\n[1]\n',
     "bad_test.jsonl line 2: 'turn_idx' must be an integer >= 1 (and 1 more bad line); fix the file"),
])
def test_bad_inputs_are_one_line_errors(tmp_path: Path, content: bytes | None, message: str) -> None:
    source = tmp_path / "bad_test.jsonl"
    if content is not None:
        source.write_bytes(content)
    with pytest.raises(Exception) as info:
        open_predictions(source, model="m")
    assert message in str(info.value) and "\n" not in str(info.value)
    from playground.errors import PlaygroundError
    assert isinstance(info.value, PlaygroundError)


def test_an_output_that_is_not_predictions_is_never_overwritten(tmp_path: Path) -> None:
    source = write_rows(tmp_path / "o_test.jsonl", mixed_rows()[:2])
    notes = tmp_path / "notes.jsonl"
    notes.write_text('{"my": "notes"}\n')
    with pytest.raises(PredictFileError, match="line 1 is not a prediction row"):
        open_predictions(source, notes, model="m")
    with pytest.raises(PredictFileError, match="is the input file"):
        open_predictions(source, source, model="m")
    assert notes.read_text() == '{"my": "notes"}\n'
    # another file's predictions: none of its rows is one of ours
    other = tmp_path / "other.predictions.jsonl"
    other.write_text("".join(json.dumps({**r, "gen": "g"}) + "\n" for r in mixed_rows()[5:8]))
    before = other.read_bytes()
    with pytest.raises(PredictFileError, match="holds predictions of other rows"):
        open_predictions(source, other, model="m")
    assert other.read_bytes() == before
