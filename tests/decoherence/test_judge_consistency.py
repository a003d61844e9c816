"""The judge-consistency preview rule: a judge model's claim is kept only when the session proves it.

The judge is a real OpenAI-compatible server on loopback (tests/endpoints/loopback.py) that answers each
request with the text the test gives it, reached through the same ``ServerChat`` the app uses. The
cases are the rule's fixture (tests/decoherence/rules/judge-consistency.json): positives are true
contradictions quoted exactly; traps are a made-up quote, a wrong step, a covered thing, malformed
JSON, ... each dropped and counted under its reason. The official judge prompts are replaced by
stand-ins in our own words, pinned as ``prompts pull`` leaves them.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

import pytest

from playground.decoherence import check_session
from playground.decoherence.engine.rules import DROP_REASONS, REGISTRY
from playground.decoherence.judged import (
    KIND,
    JudgePromptError,
    chat_judge,
    consistency_definition,
    consistency_section,
    decide,
    dossiers,
    judge_dossier,
    judge_session,
    rule_silent_steps,
    tally,
)
from playground.world.session import Session, SessionHeader, Step
from tests.endpoints.loopback import Loopback, Reply, models_reply, vllm_chunk

FIXTURE = Path(__file__).parent / "rules" / "judge-consistency.json"
CASES = json.loads(FIXTURE.read_text(encoding="utf-8"))
MODEL = "canned-judge"

# Stand-ins for the official judge prompts (not shipped): a text domain's has a Consistency section,
# a GUI domain's keeps one list item per dimension.
STANDIN_DEFINITION = "Stand-in definition: every state earlier turns established holds unless an action changed it."
STANDIN_TEXT = ("# Stand-in judge\n\n## 1. Format\n\nStand-in format rules.\n\n---\n\n## 3. Consistency\n\n"
                f"{STANDIN_DEFINITION}\n\n---\n\n## 4. Realism\n\nStand-in realism rules.\n")
STANDIN_GUI = ("# Stand-in GUI judge\n\n## Dimension anchors\n\n- Format: stand-in.\n"
               "- Consistency: stand-in causal continuity from the previous screen.\n- Realism: stand-in.\n")
GUI_TASKS = ("android", "web", "os")


def install_standin_prompts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stand-in judge system prompts where `prompts pull` stores them, their hashes pinned."""
    from playground.world import official_prompts as op

    pins = {}
    for task in op.JUDGE_FILES:
        text = STANDIN_GUI if task in GUI_TASKS else STANDIN_TEXT
        path = op.judge_local_path(task)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        pins[task] = hashlib.sha256(text.encode()).hexdigest()
    monkeypatch.setattr(op, "JUDGE_FILES", pins)


@dataclass
class CannedJudge:
    """A loopback judge that answers with ``answer`` (as vLLM streams it), keeping every request."""

    answer: str = '{"contradiction": false, "earlier_step": 0, "earlier_quote": "", "now_quote": ""}'
    loopback: Loopback = field(init=False)

    def __post_init__(self) -> None:
        self.loopback = Loopback({"/v1/models": models_reply(MODEL), "/v1/chat/completions": self._chat})

    def _chat(self, body: dict[str, Any]) -> Reply:
        events = [vllm_chunk(MODEL, {"role": "assistant", "content": ""})]
        events += [vllm_chunk(MODEL, {"content": piece}) for piece in re.findall(r".{1,30}", self.answer, re.S)]
        events += [vllm_chunk(MODEL, {}, finish="stop"), "[DONE]"]
        return Reply(events=events)

    @property
    def url(self) -> str:
        return self.loopback.url

    @property
    def requests(self) -> list[dict[str, Any]]:
        return [body for path, body, _ in self.loopback.requests if path == "/v1/chat/completions"]


@pytest.fixture(scope="module")  # one server for the module: stopping one costs half a second
def canned() -> Iterator[CannedJudge]:
    judge = CannedJudge()
    judge.loopback.start()
    try:
        yield judge
    finally:
        judge.loopback.stop()


@pytest.fixture(scope="module")
def server_chat(canned: CannedJudge) -> Iterator[Any]:
    from playground.bench.chat import open_chat
    from playground.endpoints import EndpointSpec

    chat = open_chat(None, EndpointSpec(canned.url, MODEL))
    try:
        yield chat
    finally:
        chat.close()


def session_of(case: dict[str, Any]) -> Session:
    steps = [Step(index=i, action=a, message=a, observation=o) for i, (a, o) in enumerate(case["turns"], 1)]
    return Session(None, SessionHeader(domain=case["domain"], system_prompt="", initial_state=case["state"]), steps)


def ask(case: dict[str, Any], canned: CannedJudge, chat: Any) -> Any:
    """The verdict on the case's judged step, the judge answering the case's canned text."""
    session = session_of(case)
    silent = rule_silent_steps(check_session(session))
    assert case["step"] in silent, "the judge is asked only where the rules found no contradiction"
    dossier = next(d for d in dossiers(session, silent) if d.step == case["step"])
    canned.answer = case["judge"]
    return judge_dossier(dossier, chat_judge(chat), STANDIN_DEFINITION, chat.label)


@pytest.mark.parametrize("case", CASES["positives"], ids=lambda c: c["name"])
def test_a_proven_contradiction_is_accepted(case: dict[str, Any], canned: CannedJudge, server_chat: Any) -> None:
    verdict = ask(case, canned, server_chat)
    assert verdict.dropped is None and verdict.warning is not None
    w = verdict.warning
    assert (w.kind, w.severity, w.step) == (KIND, "info", case["step"])  # preview: information only
    assert w.evidence["earlier_step"] < case["step"] and w.evidence["level"] == "preview"
    assert w.evidence["judge"] == MODEL and w.evidence["text"]  # the quote a user can check


@pytest.mark.parametrize("case", CASES["traps"], ids=lambda c: c["name"])
def test_an_unproven_claim_is_dropped_with_its_reason(case: dict[str, Any], canned: CannedJudge,
                                                      server_chat: Any) -> None:
    verdict = ask(case, canned, server_chat)
    assert verdict.warning is None and verdict.dropped == case["dropped"]


def test_every_drop_is_counted_by_reason(canned: CannedJudge, server_chat: Any) -> None:
    before = len(canned.requests)
    verdicts = [ask(case, canned, server_chat) for case in CASES["traps"] + CASES["positives"]]
    t = tally(verdicts)
    assert t.calls == len(verdicts) == len(canned.requests) - before
    assert t.accepted == len(CASES["positives"])
    assert dict(t.dropped) == dict(Counter(c["dropped"] for c in CASES["traps"]))
    assert set(t.dropped) == set(DROP_REASONS)  # the fixture exercises every reason
    assert t.to_dict()["dropped"] == {r: t.dropped[r] for r in DROP_REASONS}
    assert "accepted" in t.line() and "unparseable" in t.line()


def test_the_judge_is_asked_the_official_question_on_the_dossier(canned: CannedJudge, server_chat: Any,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    install_standin_prompts(monkeypatch)
    covered = next(c for c in CASES["traps"] if c["name"] == "covered-by-a-write")
    session = session_of(covered)
    definition = consistency_definition("terminal")
    result = judge_session(session, chat_judge(server_chat), definition,
                           rule_silent_steps(check_session(session)), judge_label=server_chat.label)
    assert result.tally.calls == 1 and not result.warnings  # step 3 only: steps 1-2 show nothing known again
    system, user = (m["content"] for m in canned.requests[-1]["messages"])
    assert STANDIN_DEFINITION in system and "Stand-in realism" not in system  # the Consistency section only
    assert '"earlier_quote"' in system and "JSON" in system
    # the dossier: the known fact with its step and verbatim quote, the write since, the new observation
    assert "Judged step: 3." in user
    assert '- step 1 · file /home/ops/app.conf · line 2: "port = 8080"' in user
    assert '- step 2 · touch · "./tune.sh"' in user
    assert user.rstrip().endswith("port = 9090\nworkers = 4\nops@web-01:~$")
    assert canned.requests[-1]["temperature"] == pytest.approx(0.6)


def test_the_dossier_holds_provenance_and_what_covers_it() -> None:
    covered = next(c for c in CASES["traps"] if c["name"] == "covered-by-a-write")
    (d,) = list(dossiers(session_of(covered)))  # steps 1 and 2 show nothing known again
    top = d.known[0]  # most telling first: the attribute read again with another value
    assert (top.fact.attr, top.fact.value, top.fact.quote.step) == ("line 2", "port = 8080", 1)
    assert top.covered_by is not None and top.covered_by.step == 2
    assert d.now_values[(top.fact.ref, "line 2")] == "port = 9090"
    assert [w.quote.text for w in d.writes] == ["./tune.sh"]
    assert d.earlier_texts[1].startswith("ops@web-01:~$ cat app.conf") and d.last_write_step == 2


def drifted_build(prompt: str) -> list[list[str]]:
    """Two turns whose build id drifts by two swapped digits: a stable rule (identifier-drift) finds it."""
    return [['[{"keystrokes": "cat release.txt\\n", "duration": 1}]',
             prompt + "cat release.txt\nbuild 7c41e2d9\nchannel stable\n" + prompt],
            ['[{"keystrokes": "cat deploy.log\\n", "duration": 1}]',
             prompt + "cat deploy.log\ndeployed build 7c14e2d9 to web-01\n" + prompt]]


def drifted_record() -> dict[str, Any]:
    """An MCP session whose build id drifts by two swapped digits: identifier-drift, cleared in MCP (by
    :func:`clear_identifier_drift_in_mcp`: the test does not follow the held-out evidence), makes it an error."""
    def call(name: str, result: dict[str, Any]) -> list[str]:
        return [json.dumps({"name": name, "arguments": {"service": "web"}}), json.dumps(result)]
    return {"name": "drifted", "domain": "mcp", "state": None,
            "turns": [call("get_release", {"service": "web", "build": "7c41e2d9", "channel": "stable"}),
                      call("get_deploy_log", {"service": "web", "deployed": "build 7c14e2d9 to web-01"})]}


def clear_identifier_drift_in_mcp(monkeypatch: pytest.MonkeyPatch) -> None:
    from playground.decoherence import maturity

    mcp = {**maturity.RULE_EVIDENCE.get("mcp", {}), "identifier-drift": {"a": (5, 0, 0)}}
    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {**maturity.RULE_EVIDENCE, "mcp": mcp})


def test_no_dossier_where_nothing_known_is_read_again_or_the_rules_spoke() -> None:
    free = next(c for c in CASES["positives"] if c["name"] == "free-total-memory-doubles")
    first_only = {**free, "turns": free["turns"][:1]}
    assert list(dossiers(session_of(first_only))) == []
    assert list(dossiers(session_of(free), [])) == []
    # the same contradiction, caught by a rule: the step is not silent, so the judge is not asked
    P = free["state"]
    caught = {**free, "turns": drifted_build(P)}
    assert 2 not in rule_silent_steps(check_session(session_of(caught)))
    # a domain the fact engine does not read: nothing to build a dossier from
    custom = Session(None, SessionHeader(domain="custom", system_prompt="", initial_state="x"),
                     [Step(index=1, action="a", message="a", observation="b")])
    assert list(dossiers(custom)) == []


def test_answers_are_read_strictly() -> None:
    free = next(c for c in CASES["positives"] if c["name"] == "free-total-memory-doubles")
    session = session_of(free)
    (d,) = list(dossiers(session))
    good = json.loads(re.search(r"\{.*\}", free["judge"], re.S).group(0))  # type: ignore[union-attr]
    # reasoning before the answer, a quoted example object before the real one: the last object counts
    assert decide(d, "<think>maybe {\"contradiction\": false}</think>\n" + json.dumps(good)).warning is not None
    assert decide(d, 'Example: {"contradiction": false}\nMine: ' + json.dumps(good)).warning is not None
    assert decide(d, "").dropped == "unparseable"
    assert decide(d, json.dumps({**good, "earlier_step": 1.5})).dropped == "unparseable"
    assert decide(d, json.dumps({**good, "now_quote": None})).dropped == "unparseable"
    assert decide(d, json.dumps({**good, "earlier_step": -1})).dropped == "quote not found"
    assert decide(d, json.dumps({**good, "earlier_step": 99})).dropped == "quote not found"


def test_the_rule_is_in_the_registry_and_its_doc() -> None:
    from playground.decoherence.engine.docs import render

    r = REGISTRY["judge-consistency"]
    assert (r.level, r.on) == ("preview", "judge")
    doc = render()
    assert "| [`judge-consistency`](#judge-consistency) | preview |" in doc
    assert "on a judge model's answer about a step" in doc


def test_the_setting_is_off_by_default() -> None:
    from playground.decoherence.thresholds import Thresholds

    assert Thresholds().judge_consistency is False
    assert Thresholds().with_values({"judge_consistency": "on"}).judge_consistency is True
    assert "consistency question" in dict((n, d) for n, _, d in Thresholds.describe())["judge_consistency"]


def test_the_official_definition_is_read_from_the_pulled_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(JudgePromptError) as e:
        consistency_definition("terminal")  # nothing pulled
    assert "agentworld-play prompts pull" in str(e.value) and "\n" not in str(e.value)
    install_standin_prompts(monkeypatch)
    text = consistency_definition("terminal")
    assert text.startswith("3. Consistency") and STANDIN_DEFINITION in text and "Realism" not in text
    assert consistency_definition("android") == "- Consistency: stand-in causal continuity from the previous screen."
    assert consistency_definition("desktop").startswith("- Consistency:")  # the os judge prompt
    with pytest.raises(JudgePromptError, match="no official judge prompt"):
        consistency_definition("custom")
    assert consistency_section("# Judge\n\n## Format\n\nonly format\n") is None


def test_a_judge_that_fails_stops_the_run_and_keeps_what_it_had(canned: CannedJudge, server_chat: Any) -> None:
    from playground.errors import PlaygroundError

    free = next(c for c in CASES["positives"] if c["name"] == "free-total-memory-doubles")
    session = session_of({**free, "turns": free["turns"] * 2})  # steps 2, 3 and 4 show known things again
    calls: list[int] = []

    def flaky(messages: list[dict[str, str]]) -> str:
        calls.append(1)
        if len(calls) == 2:
            raise PlaygroundError("the judge server went away")
        return chat_judge(server_chat)(messages)

    result = judge_session(session, flaky, STANDIN_DEFINITION)
    assert len(calls) == 2 and result.tally.calls == 1 and result.stopped == "the judge server went away"
    cancel = threading.Event()
    cancel.set()
    assert judge_session(session, flaky, STANDIN_DEFINITION, cancel=cancel).stopped == "cancelled"


# ---------------------------------------------------------------------- agentworld-play check

def write_session(directory: Path, case: dict[str, Any], name: str) -> str:
    from playground.world.store import append_step, create_session

    s = create_session(directory, case["domain"], name=name, initial_state=case["state"])
    for i, (a, o) in enumerate(case["turns"], 1):
        append_step(s, Step(index=i, action=a, message=a, observation=o))
    assert s.path is not None
    return str(s.path)


def judge_flags(canned: CannedJudge) -> list[str]:
    return ["--judge-consistency", "--judge-server", canned.url, "--judge-model", MODEL]


def test_check_judges_and_its_warnings_never_change_the_exit_status(tmp_path: Path, canned: CannedJudge,
                                                                    monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from playground.cli import main

    install_standin_prompts(monkeypatch)
    clear_identifier_drift_in_mcp(monkeypatch)
    free = next(c for c in CASES["positives"] if c["name"] == "free-total-memory-doubles")
    quiet = write_session(tmp_path, free, "free.jsonl")  # the rules find nothing; the judge proves a contradiction
    # the rules find an error: the judge is not asked
    loud = write_session(tmp_path, drifted_record(), "loud.jsonl")
    canned.answer = free["judge"]
    for severity in ("info", "warning", "error"):
        for path in (quiet, loud):
            plain = main(["check", path, "--min-severity", severity])
            before = len(canned.requests)
            judged = main(["check", path, "--min-severity", severity, *judge_flags(canned)])
            assert judged == plain, (path, severity)
            assert len(canned.requests) - before == (1 if path == quiet else 0)
    assert main(["check", quiet]) == 0 and main(["check", loud]) == 1
    capsys.readouterr()
    assert main(["check", quiet, "--info", *judge_flags(canned)]) == 0
    out = capsys.readouterr().out
    assert "judge-consistency (preview, information only): 1 judge call, 1 accepted, 0 dropped" in out
    assert "fact.judge-consistency" in out and "'Mem:          15924'" in out
    # JSON: the judge's findings and counts beside the report, never among the warnings that fail it
    assert main(["check", quiet, "--json", "--min-severity", "info", *judge_flags(canned)]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["failing"] == 0 and not any(w["kind"] == KIND for w in doc["warnings"])
    jc = doc["judge_consistency"]
    assert (jc["calls"], jc["accepted"], jc["dropped"]["unparseable"]) == (1, 1, 0)
    assert jc["warnings"][0]["kind"] == KIND and jc["warnings"][0]["evidence"]["earlier_step"] == 1
    # a gibberish judge: dropped and counted, the exit status still the rules'
    canned.answer = "}{ not json"
    assert main(["check", quiet, *judge_flags(canned)]) == 0
    assert "1 judge call, 0 accepted, 1 dropped (unparseable 1)" in capsys.readouterr().out


def test_check_judge_errors_are_one_line(tmp_path: Path, canned: CannedJudge,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    from playground.cli import main

    free = next(c for c in CASES["positives"] if c["name"] == "free-total-memory-doubles")
    path = write_session(tmp_path, free, "free.jsonl")
    cases = [
        ([*judge_flags(canned)], "prompts pull"),  # the official judge prompts are not pulled
        (["--judge", str(tmp_path / "judge.gguf")], "go with --judge-consistency"),
        (["--judge-consistency"], "no judge model"),  # no flag and no `judge` setting
        (["--judge-consistency", "--judge", str(tmp_path / "missing.gguf")], "no file at"),
        (["--judge-consistency", "--judge-server", canned.url], "--judge-model"),
    ]
    for flags, says in cases:
        assert main(["check", path, *flags]) == 2, flags
        err = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("error:")]
        assert len(err) == 1 and says in err[0], (flags, err)
