"""Judging predicted rows with the official judge over real HTTP: the loopback judge's canned answers
(tests/bench/judge_server.py) each end in a score or a counted failure; runs resume."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

import pytest

from playground.bench import judging
from playground.bench.chat import ServerChat
from playground.bench.diagnostics import FIELDS
from playground.bench.judge_messages import JudgePrompts
from playground.bench.judging import (
    JudgeProgress,
    JudgeUnreachableError,
    judge_file,
    judge_params,
    judge_row,
    judged_path,
    part_path,
)
from playground.endpoints import EndpointSpec
from playground.endpoints.engine import EndpointEngine
from tests.bench.judge_server import (
    MANIPULATION,
    MODEL,
    JudgeServer,
    predicted_row,
    prediction_block,
    row_key,
    user_message,
    write_rows,
)


def open_judge(server: JudgeServer) -> ServerChat:
    return ServerChat(EndpointEngine.open(EndpointSpec(server.url, MODEL)))


@pytest.fixture
def judge(judge_server: JudgeServer) -> Iterator[ServerChat]:
    chat = open_judge(judge_server)
    try:
        yield chat
    finally:
        chat.close()


def read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def by_id(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r["id"]: r for r in rows}


CASE_ROWS = ["good", "malformed", "empty", "out-of-range", "manipulation", "flaky", "fail-always"]


def test_every_canned_answer_ends_in_a_score_or_a_counted_failure(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    rows = [predicted_row(case, case) for case in CASE_ROWS]
    rows[CASE_ROWS.index("manipulation")]["gen"] = f"**Environment Observation:**\nROW:manipulation {MANIPULATION}"
    rows.append({**predicted_row("good", "no-gen"), "gen": ""})
    src = write_rows(tmp_path / "terminal_test.jsonl", rows)
    seen: list[JudgeProgress] = []

    report = judge_file([src], judge, judge_prompts, concurrency=3, backoff_s=0.0, progress=seen.append)

    out = judged_path(src)
    assert out == tmp_path / "terminal_test.judged.jsonl" and report.complete and not part_path(out).exists()
    got = read(out)
    assert [r["id"] for r in got] == [r["id"] for r in rows]  # input order, whatever finished first
    res = by_id(got)
    dims = ("format", "factuality", "consistency", "realism", "quality")

    good = res["good"]
    assert (good["failed"], good["total_score"], [good[d] for d in dims]) == (0.0, 4.0, [5, 4, 4, 3, 4])
    assert good["judge_attempts"] == 1 and good["judge_model"] == MODEL and good["judge_messages_mode"] == "upstream"
    assert good["strengths"] == ["keeps the state's format"] and "<final_evaluation>" in good["judge_raw_output"]
    # upstream keeps the extraction as it is (the marker is cleaned only in the judge's message)
    assert good["extracted_output"] == rows[0]["gen"]
    # the row is kept as it was, with upstream's fields and ours added
    assert {k: good[k] for k in rows[0]} == rows[0]

    oor = res["out-of-range"]  # 9 is clamped to 5; 0 is "not scored" and left out of the mean
    assert oor["failed"] == 0.0 and [oor[d] for d in dims] == [5, 0, 3, 5, 4] and oor["total_score"] == 4.25

    flaky = res["flaky"]  # HTTP 500 first, then an answer: the retry is counted
    assert flaky["failed"] == 0.0 and flaky["total_score"] == 4.0 and flaky["judge_attempts"] == 2

    for case, why in (("malformed", "could not be read"), ("empty", "Empty output"), ("fail-always", "HTTP 500")):
        r = res[case]
        assert r["failed"] == 1.0 and r["total_score"] == 0 and r["judge_attempts"] == 3, case
        assert why in r["error_message"] and "format" not in r, case
        assert "judge_unreachable" not in r, case  # the server answered: an error status is an answer
    assert res["malformed"]["judge_raw_output"].startswith("Scores: format four")  # the last answer is kept
    # an empty answer keeps what the judge did say: its reasoning
    assert res["empty"]["judge_raw_output"] == "<think>\nComparing the simulated output with the real one.</think>"

    manip = res["manipulation"]  # the fake verdict inside the prediction is not the score
    assert manip["failed"] == 0.0 and manip["total_score"] == 1.6 and manip["format"] == 2

    nogen = res["no-gen"]  # upstream's no-generation failure, without asking the judge
    assert nogen["failed"] == 1.0 and nogen["error_message"] == "No model generation" and "judge_model" not in nogen

    asked = judge_server.asked_rows()
    assert sorted(asked) == sorted(["good", "out-of-range", "manipulation"] + ["flaky"] * 2
                                   + ["malformed", "empty", "fail-always"] * 3)
    # upstream's sampling, thinking on
    for body in judge_server.requests:
        assert body["temperature"] == 0.6 and body["max_tokens"] == 32768
        assert body["chat_template_kwargs"] == {"enable_thinking": True} and body["stream"] is True
    # the manipulation reaches the judge only inside the fenced prediction block
    request = next(b for b in judge_server.requests if row_key(b) == "manipulation")
    system, user = request["messages"][0]["content"], user_message(request)
    block = prediction_block(user)
    assert "SYSTEM NOTICE TO THE EVALUATOR" not in system and user.count("SYSTEM NOTICE TO THE EVALUATOR") == 1
    assert "SYSTEM NOTICE TO THE EVALUATOR" in block and block.rstrip().endswith("```")
    assert "cat f2\nline 2" in user[user.index("**Ground Truth (Real Output):**"):]

    assert [p.done for p in seen] == list(range(1, 8)) and seen[-1].total == 7 and seen[-1].failed == 3
    assert report.totals() == {"rows": 8, "judged": 4, "failed": 3, "not_judgeable": 1, "missing": 0, "asked": 7,
                               "reused": 0}


def test_a_gui_row_gets_the_diagnostics_unless_upstream_messages_are_asked_for(
        judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    gen = ("<think>the button would likely open a menu</think>\n<predicted_observation>\n[[judge:good]] ROW:w1 "
           "[12] button 'Open'\n</predicted_observation>")
    row = predicted_row("good", "w1", task="web", gen=gen)

    j = judge_row(judge, row, judge_prompts, backoff_s=0.0)
    assert not j.failed and j.messages_mode == "diagnostics" and j.diagnostics is not None
    assert list(j.diagnostics) == list(FIELDS) and j.diagnostics["response_start_tag_count"] == 1
    record = j.record(MODEL)
    assert record["judge_diagnostics"] == j.diagnostics and record["judge_messages_mode"] == "diagnostics"
    assert "raw_would_word_count" in user_message(judge_server.requests[-1])

    plain = judge_row(judge, row, judge_prompts, diagnostics=False, backoff_s=0.0)
    assert plain.messages_mode == "upstream" and plain.diagnostics is None
    assert "judge_diagnostics" not in plain.record(MODEL)
    assert "raw_would_word_count" not in user_message(judge_server.requests[-1])
    # a text domain never gets them
    assert judge_row(judge, predicted_row("good", "t1"), judge_prompts).messages_mode == "upstream"


def test_sampling_and_retries_follow_the_arguments(judge_prompts: JudgePrompts, judge_server: JudgeServer,
                                                   judge: ServerChat) -> None:
    j = judge_row(judge, predicted_row("fail-always", "x"), judge_prompts, retries=2,
                  params=judge_params(temperature=0.2, max_tokens=100), backoff_s=0.0)
    assert j.failed and j.attempts == 2 and not j.unreachable
    assert [(b["temperature"], b["max_tokens"]) for b in judge_server.requests] == [(0.2, 100)] * 2
    with pytest.raises(judging.InvalidParameterError):
        judge_row(judge, predicted_row("good", "x"), judge_prompts, retries=0)


def test_a_cancel_during_the_back_off_ends_the_row_without_a_judgement(
        judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    j = judge_row(judge, predicted_row("fail-always", "x"), judge_prompts, backoff_s=30.0, cancel=cancel)
    assert j.cancelled and j.attempts == 1  # the 30 s back-off was cut short


def test_a_dead_judge_stops_the_run_at_the_first_row(tmp_path: Path, judge_prompts: JudgePrompts,
                                                     judge_server: JudgeServer, judge: ServerChat) -> None:
    src = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", f"r{i}") for i in range(20)])
    judge_server.stop()  # it listed its models when the judge was opened; now nothing answers
    with pytest.raises(JudgeUnreachableError, match=r"did not answer for the first rows .*cannot connect") as e:
        judge_file([src], judge, judge_prompts, concurrency=2, backoff_s=0.0)
    assert "\n" not in str(e.value)
    assert not judged_path(src).exists()
    assert not part_path(judged_path(src)).exists() or part_path(judged_path(src)).read_text() == ""


def test_a_judge_that_dies_part_way_is_resumed_asking_only_the_missing_rows(
        tmp_path: Path, judge_prompts: JudgePrompts, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(judging, "UNREACHABLE_STREAK", 3)
    rows = [predicted_row("good", f"r{i}") for i in range(8)]
    src = write_rows(tmp_path / "rows.jsonl", rows)
    first = JudgeServer(die_after=3).start()
    chat = open_judge(first)
    try:
        with pytest.raises(JudgeUnreachableError, match=r"did not answer for 3 rows in a row"):
            judge_file([src], chat, judge_prompts, backoff_s=0.0)
    finally:
        chat.close()
        first.stop()
    out = judged_path(src)
    assert not out.exists()  # the judged file is written whole, at the end
    kept = read(part_path(out))
    assert len(kept) == 5 and sum(1 for r in kept if r.get("judge_unreachable")) == 2
    assert first.asked_rows() == ["r0", "r1", "r2"]

    second = JudgeServer().start()
    chat = open_judge(second)
    try:
        report = judge_file([src], chat, judge_prompts, backoff_s=0.0)
    finally:
        chat.close()
        second.stop()
    # the rows judged before are not asked again; the unreachable ones and the rest are
    assert second.asked_rows() == [f"r{i}" for i in range(3, 8)]
    assert report.complete and not part_path(out).exists()
    got = read(out)
    assert [r["id"] for r in got] == [r["id"] for r in rows]
    assert all(r["failed"] == 0.0 and r["total_score"] == 4.0 and "judge_unreachable" not in r for r in got)
    assert report.totals()["reused"] == 3 and report.totals()["asked"] == 5


def test_a_cancelled_run_keeps_each_finished_row_and_the_next_run_asks_only_the_rest(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    rows = [predicted_row("slow", f"r{i}") for i in range(5)]
    src = write_rows(tmp_path / "rows.jsonl", rows)
    cancel = threading.Event()

    def stop_after_two(p: JudgeProgress) -> None:
        if p.done == 2:
            cancel.set()

    report = judge_file([src], judge, judge_prompts, cancel=cancel, progress=stop_after_two)
    out = judged_path(src)
    assert not report.complete and not out.exists()
    assert [r["judge_key"] for r in read(part_path(out))] == [judging.row_key(r) for r in rows[:2]]
    assert report.totals()["missing"] == 3
    n = len(judge_server.requests)

    report = judge_file([src], judge, judge_prompts)
    assert report.complete
    assert judge_server.asked_rows()[n:] == ["r2", "r3", "r4"]
    assert [r["id"] for r in read(out)] == [f"r{i}" for i in range(5)]

    # complete: a third run asks nothing, and writes the same file
    before = out.read_bytes()
    report = judge_file([src], judge, judge_prompts)
    assert report.complete and len(judge_server.requests) == n + 3 and out.read_bytes() == before


def test_rejudge_failed_and_a_new_prediction_are_the_only_rows_asked_again(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    rows = [predicted_row("good", "a"), predicted_row("malformed", "b"), predicted_row("good", "c")]
    src = write_rows(tmp_path / "rows.jsonl", rows)
    judge_file([src], judge, judge_prompts, backoff_s=0.0)
    assert judge_server.asked_rows() == ["a"] + ["b"] * 3 + ["c"]

    judge_file([src], judge, judge_prompts, backoff_s=0.0)  # failures are judgements too
    assert len(judge_server.requests) == 5
    judge_file([src], judge, judge_prompts, backoff_s=0.0, rejudge_failed=True)
    assert judge_server.asked_rows()[5:] == ["b"] * 3

    rows[2] = predicted_row("out-of-range", "c")  # predicted again: a new prediction is a new row
    write_rows(src, rows)
    judge_file([src], judge, judge_prompts, backoff_s=0.0)
    assert judge_server.asked_rows()[8:] == ["c"]
    assert by_id(read(judged_path(src)))["c"]["total_score"] == 4.25


def test_a_line_cut_by_a_kill_is_judged_again(tmp_path: Path, judge_prompts: JudgePrompts,
                                              judge_server: JudgeServer, judge: ServerChat) -> None:
    rows = [predicted_row("good", f"r{i}") for i in range(3)]
    src = write_rows(tmp_path / "rows.jsonl", rows)
    part = part_path(judged_path(src))
    whole = json.dumps({"judge_key": judging.row_key(rows[0]), **judging.Judgement(
        {"format": 3, "factuality": 3, "consistency": 3, "realism": 3, "quality": 3}, 3.0, False, None, "r", 1,
    ).record(MODEL)})
    part.write_text(whole + "\n" + whole[:40], encoding="utf-8")  # the second line was cut mid-write

    report = judge_file([src], judge, judge_prompts)
    assert judge_server.asked_rows() == ["r1", "r2"]
    assert any("damaged" in n for n in report.notes)
    assert [r["total_score"] for r in read(judged_path(src))] == [3.0, 4.0, 4.0]


def test_rows_judged_by_another_model_are_judged_again(tmp_path: Path, judge_prompts: JudgePrompts,
                                                       judge_server: JudgeServer, judge: ServerChat) -> None:
    src = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", "a")])
    judge_file([src], judge, judge_prompts)
    class Renamed(ServerChat):
        @property
        def label(self) -> str:
            return "another-judge"

    renamed = Renamed(judge.engine)
    report = judge_file([src], renamed, judge_prompts)
    assert len(judge_server.requests) == 2 and any("judged by another model" in n for n in report.notes)
    assert read(judged_path(src))[0]["judge_model"] == "another-judge"


def test_one_out_file_for_several_inputs_and_refusing_to_overwrite_an_input(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    a = write_rows(tmp_path / "terminal_test.jsonl", [predicted_row("good", "t1")])
    b = write_rows(tmp_path / "web_test.jsonl", [predicted_row("good", "w1", task="web")])
    out = tmp_path / "all.judged.jsonl"
    report = judge_file([a, b], judge, judge_prompts, out=out)
    assert report.complete and [r["id"] for r in read(out)] == ["t1", "w1"]
    assert not judged_path(a).exists() and not judged_path(b).exists()
    with pytest.raises(judging.JudgeInputError, match="is also an input"):
        judge_file([a], judge, judge_prompts, out=a)


def test_judged_path_sits_beside_the_input() -> None:
    assert judged_path("/d/web_test.jsonl") == Path("/d/web_test.judged.jsonl")
    assert judged_path("/d/session.jsonl") == Path("/d/session.judged.jsonl")
    assert judged_path("/d/rows.txt") == Path("/d/rows.judged.jsonl")


def test_a_played_session_is_judged_on_the_steps_that_have_a_real_result(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    from tests.world.helpers import make_step

    from playground.world.store import append_step, create_session

    session = create_session(tmp_path, "terminal", system_prompt="You simulate a terminal.")
    append_step(session, make_step(session, 1, observation="root@box:~# ls\nnotes.txt"))
    step = make_step(session, 2, observation="[[judge:good]] ROW:s2\nroot@box:~# cat notes.txt\nbuy milk")
    append_step(session, replace(step, ground_truth="root@box:~# cat notes.txt\nbuy bread"))
    append_step(session, make_step(session, 3))
    assert session.path is not None

    report = judge_file([session.path], judge, judge_prompts)
    got = read(judged_path(session.path))
    assert len(got) == 1 and got[0]["turn_idx"] == 2 and got[0]["failed"] == 0.0
    assert report.totals()["not_judgeable"] == 2  # steps without a real result are not rows to judge
    user = user_message(judge_server.requests[0])
    truth = user[user.index("**Ground Truth (Real Output):**"):]
    assert "buy bread" in truth and "buy milk" not in truth  # compared with the real output, not itself
    assert "buy milk" in prediction_block(user)
    assert "notes.txt" in user[: user.index("# Current Turn")]  # step 1 is the context


def test_an_imported_session_predicted_in_a_fork_is_judged_on_its_own_rows(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    from playground.world.agentworldbench import import_bench
    from playground.world.session import Step
    from playground.world.store import append_step, fork_session

    rows = [{k: v for k, v in predicted_row("good", "traj", turn=2).items() if k != "gen"}]
    rows.insert(0, {**rows[0], "turn_idx": 1, "current_prompt": rows[0]["prompt"][0]})
    src = write_rows(tmp_path / "terminal_test.jsonl", rows)
    (tmp_path / "sessions").mkdir()
    (imported,) = import_bench(src, tmp_path / "sessions").sessions
    fork = fork_session(imported, 1, tmp_path / "sessions")
    gen = "**Environment Observation:**\n[[judge:good]] ROW:turn2\nroot@box:~# cat f2\nline 2"
    append_step(fork, Step(index=2, action="cat f2", message=rows[1]["current_prompt"], raw=gen, observation=gen,
                           ground_truth="root@box:~# cat f2\nline 2"))
    assert fork.path is not None

    report = judge_file([fork.path], judge, judge_prompts)
    got = read(judged_path(fork.path))
    assert [r["turn_idx"] for r in got] == [2] and got[0]["gen"] == gen and got[0]["total_score"] == 4.0
    assert {k: got[0][k] for k in rows[1]} == rows[1]  # the original row, as imported
    assert report.totals()["not_judgeable"] == 1 and judge_server.asked_rows() == ["turn2"]


def test_a_task_without_an_official_judge_prompt_is_not_put_to_the_judge(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer, judge: ServerChat) -> None:
    src = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", "a"), predicted_row("good", "b", task="custom")])
    report = judge_file([src], judge, judge_prompts)
    got = by_id(read(judged_path(src)))
    assert judge_server.asked_rows() == ["a"] and got["a"]["failed"] == 0.0
    assert got["b"]["failed"] == 1.0 and "no official judge prompt for task 'custom'" in got["b"]["error_message"]
    assert report.totals()["not_judgeable"] == 1
