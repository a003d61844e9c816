"""A session played live is, turn by turn, the AgentWorldBench row it exports (all seven domains).

Each test plays a session of several turns against a recording OpenAI-compatible server on
loopback (vLLM's wire format, reasoning in its own field), exports it with ``export --format bench``
and builds, from the exported row of each later turn, the messages upstream's evaluator sends for
it; they must equal, byte for byte, the messages the app sent at that step. The builder below is
written from upstream's ``eval/eval.py`` at the pinned commit cd0aa83 (``run_inference``, lines
90-103), not from this project's code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import pytest

from playground.cli import main
from playground.endpoints import EndpointSpec
from playground.endpoints.engine import EndpointEngine
from playground.llama.sampling import GenerationParams
from playground.world.agentworldbench import export_bench, export_bench_text, read_rows
from playground.world.official_prompts import start_session
from playground.world.session import Session, Step
from playground.world.simulate import run_step
from playground.world.store import load_session
from tests.endpoints.loopback import Loopback, Reply, models_reply, vllm_chunk, vllm_usage

MODEL = "Qwen/Qwen-AgentWorld-35B-A3B"
TAG = "predicted_observation"


def upstream_messages(job: dict[str, Any]) -> list[dict[str, str]]:
    """What upstream's run_inference sends for one row (eval/eval.py @ cd0aa83, lines 90-103): the row's
    system_str when non-empty; prompt[j] / response[j] for the turns before turn_idx (zip stops at the
    shorter list); then prompt[turn_idx - 1] (not current_prompt)."""
    system_prompt = job.get("system_str", "")
    prompts = job.get("prompt", [])
    responses = job.get("response", [])
    turn_idx = job["turn_idx"] - 1
    messages = []
    if system_prompt:
        messages.append({"role": "system", "content": system_prompt})
    for prompt, response in zip(prompts[:turn_idx], responses[:turn_idx]):
        messages.extend([{"role": "user", "content": prompt}, {"role": "assistant", "content": response}])
    messages.append({"role": "user", "content": prompts[turn_idx]})
    return messages


@dataclass
class Play:
    domain: str
    actions: list[str]
    answers: list[str]  # what the server's model answers (after its reasoning)
    state: str | None = None
    task: str | None = None


def tagged(text: str) -> str:
    return f"<{TAG}>\n{text}\n</{TAG}>"


def marker(text: str) -> str:
    return f"**Environment Observation:**\n{text}"


ANDROID_STATE = ('[ 0] | android.widget.TextView | text="Settings" | bounds=[540,1600][700,1780] | clickable\n'
                 '[ 1] | android.widget.TextView | text="Clock" | bounds=[60,1600][220,1780] | clickable')
PLAYS = [
    Play("terminal", ["ls", '[{"keystrokes": "cat a.txt\\n", "duration": 0.5}]', "C-c"],
         [marker("u@h:~$ ls\na.txt\nu@h:~$"),
          tagged("u@h:~$ cat a.txt\nhello\nu@h:~$"),  # tags in a text domain: accepted, as upstream reads them
          marker("u@h:~$ ^C\nu@h:~$")],
         state="u@h:~$"),
    Play("mcp", ['{"name": "list_notes", "arguments": {"folder": "inbox"}}',
                 '{"name": "delete_note", "arguments": {"id": "n1"}}',
                 '{"name": "list_notes", "arguments": {"folder": "inbox", "limit": 5}}'],  # no such argument: sent
         [marker('{"notes": [{"id": "n1"}]}'), marker('{"deleted": true}'),
          marker('{"type":"text","text":"Error calling tool \'list_notes\': unexpected argument limit"}')]),
    Play("search", ['{"name": "web_search", "arguments": {"query": "Oslo tallest building"}}',
                    '{"name": "web_extractor", "arguments": {"url": "https://en.wikipedia.org/wiki/Oslo"}}',
                    '{"name": "dict_memory", "arguments": {"operation": "add"}}'],  # malformed: sent, error answered
         [marker("[1] https://en.wikipedia.org/wiki/Oslo\nTitle: Oslo\nSnippet: ...\nDate: N/A"),
          marker("# Oslo\n\nOslo is the capital of Norway."), marker("Error: 'add' needs a dict.")],
         task="Target query: tallest building in Oslo\nReference answer: Oslo Plaza"),
    Play("swe", ['{"name": "read_file", "arguments": {"file_path": "/repo/a.py"}}',
                 '{"name": "run_shell_command", "arguments": {"command": "python a.py"}}',
                 '{"name": "read_file", "arguments": {"file_path": "/repo/b.py"}}'],
         [marker("print('hi')"), marker("Command: python a.py\nStdout: hi\nExit Code: 0"),
          marker("File not found: /repo/b.py")],
         # the session declares Gemini CLI's read_file with file_path: that schema wins, nothing is refused
         state=json.dumps([{"name": "read_file", "parameters": {"type": "object",
                                                                "properties": {"file_path": {"type": "string"}},
                                                                "required": ["file_path"]}},
                           {"name": "run_shell_command", "parameters": {"type": "object",
                                                                        "properties": {"command": {"type": "string"}},
                                                                        "required": ["command"]}}], indent=2)),
    Play("android", ['{"action_type": "click", "index": 0}', '{"action_type": "navigate_back"}',
                     '{"action_type": "navigate_home"}'],
         [tagged('[ 0] | android.widget.TextView | text="Network & internet" | bounds=[0,300][1080,440] | clickable'),
          tagged(ANDROID_STATE), tagged(ANDROID_STATE)],
         state=ANDROID_STATE, task="Open Settings, then go home."),
    Play("web", ["click('2')", "```python\nfill('3', 'shoes')\n```", "keyboard_press('Enter')"],
         [tagged("RootWebArea 'Shop'\n\t[2] link 'Home'\n\t[3] searchbox 'Search'"),
          tagged("RootWebArea 'Shop'\n\t[2] link 'Home'\n\t[3] searchbox 'Search', value='shoes'"),
          tagged("RootWebArea 'Results: shoes'\n\t[2] link 'Home'")],
         state="RootWebArea 'Shop'\n\t[2] link 'Home'\n\t[3] searchbox 'Search'"),
    Play("desktop", ["pyautogui.click(10, 20)", "```python\npyautogui.write('x')\n```", "CalcTools.save()"],
         [tagged("tag\tname\nframe\tCalc"), tagged("tag\tname\nframe\tCalc\ncell\tx"),
          tagged("tag\tname\nframe\tCalc\ncell\tx")],
         state="tag\tname\nframe\tFiles", task="Write x into the sheet and save it."),
]


def stream(answer: str) -> Reply:
    """One streamed chat completion as vLLM with ``--reasoning-parser qwen3`` writes it."""
    events = [vllm_chunk(MODEL, {"role": "assistant", "content": ""}),
              vllm_chunk(MODEL, {"reasoning_content": "Work out what the action does."}),
              vllm_chunk(MODEL, {"content": answer}), vllm_chunk(MODEL, {"content": ""}, finish="stop"),
              vllm_usage(MODEL, 100, 20), "[DONE]"]
    return Reply(events=events)


@pytest.fixture
def server() -> Iterator[Loopback]:
    lb = Loopback({"/v1/models": models_reply(MODEL)}).start()
    try:
        yield lb
    finally:
        lb.stop()


def answering(lb: Loopback, answers: list[str]) -> None:
    pending = list(answers)
    lb.routes["/v1/chat/completions"] = lambda body: stream(pending.pop(0))


def sent_messages(lb: Loopback) -> list[list[dict[str, str]]]:
    return [body["messages"] for path, body, _ in lb.requests if path == "/v1/chat/completions"]


def play_live(lb: Loopback, play: Play, directory: Path) -> Session:
    answering(lb, play.answers)
    directory.mkdir(parents=True, exist_ok=True)
    session, _ = start_session(directory, play.domain, "built-in", initial_state=play.state, task=play.task,
                               defer=True)
    with EndpointEngine.open(EndpointSpec(lb.url, MODEL)) as engine:
        for action in play.actions:
            outs = list(run_step(engine, session, action, GenerationParams(seed=1, max_tokens=256)))
            assert isinstance(outs[-1], Step), outs[-1]
    return load_session(session.path)  # type: ignore[arg-type]


@pytest.mark.parametrize("play", PLAYS, ids=[p.domain for p in PLAYS])
def test_live_steps_send_what_upstream_builds_from_the_exported_rows(server: Loopback, play: Play,
                                                                      tmp_path: Path) -> None:
    session = play_live(server, play, tmp_path)
    sent = sent_messages(server)
    assert len(session.steps) == len(sent) == 3
    rows = export_bench(session)
    assert [r["turn_idx"] for r in rows] == [1, 2, 3] and all(r["total_turns"] == 3 for r in rows)
    for k in (2, 3):  # step 2 (and 3): the first turns with history
        want = json.dumps(upstream_messages(rows[k - 1]), ensure_ascii=False).encode()
        assert json.dumps(sent[k - 1], ensure_ascii=False).encode() == want, (play.domain, k)
    # the history is marker-style in every domain: what the rows hold as responses
    assert all(r.startswith("**Environment Observation:**\n") for r in rows[0]["response"])
    # nothing upstream's prompt allows was refused, and no answer counted as badly wrapped
    assert all(w.kind != "format.wrapper" for s in session.steps for w in s.warnings)


def test_turn_shapes_follow_the_benchmark_rows(server: Loopback, tmp_path: Path) -> None:
    by_domain = {p.domain: play_live(server, p, tmp_path / p.domain) for p in PLAYS
                 if p.domain in ("android", "mcp", "swe", "search", "desktop")}
    android = [s.message for s in by_domain["android"].steps]
    assert android[0].startswith(f"### Turn 1\n**Task Instruction:**\nOpen Settings, then go home.\n\n"
                                 f"**Current State:**\n{ANDROID_STATE}\n\n**Action:**\n```json\n")
    # every android turn carries the state the previous one left
    assert android[1].startswith('### Turn 2\n**Current State:**\n[ 0] | android.widget.TextView | text="Network')
    for domain in ("mcp", "swe", "search"):  # tools in the system prompt only, never in a turn
        s = by_domain[domain]
        assert s.steps[0].message.startswith("### Turn 1\n**") and "**Current State:**" not in s.steps[0].message
        assert "**Available Tools:**" not in s.steps[0].message
    swe = by_domain["swe"]
    assert swe.header.system_prompt.count("\"name\": \"read_file\"") == 1 and swe.steps[0].warnings == []
    assert by_domain["search"].steps[0].message.startswith("### Turn 1\n**Simulation Instruction:**\nTarget query")
    assert by_domain["desktop"].steps[0].message.startswith("### Turn 1\n**Task Instruction:**\n")
    assert by_domain["desktop"].steps[1].message.startswith("### Turn 2\n**Action:**\n```python\n")


def test_check_follows_the_exported_rows(server: Loopback, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    web = next(p for p in PLAYS if p.domain == "web")
    session = play_live(server, web, tmp_path)
    rows_file = tmp_path / "web_test.jsonl"
    rows_file.write_text(export_bench_text(session), encoding="utf-8")
    rows, problems = read_rows(rows_file)
    assert problems == [] and len(rows) == 3
    assert main(["check", str(rows_file)]) in (0, 1)
    out = capsys.readouterr().out
    assert out.count("session ") == 3 and "web_test.jsonl:3" in out


def test_cli_step_with_a_task_is_saved_and_exported(server: Loopback, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """The CLI path (the model process, a server model): --task goes into the session and turn 1."""
    play = next(p for p in PLAYS if p.domain == "android")
    answering(server, play.answers)
    base = ["--server", server.url, "--server-model", MODEL, "--sessions-dir", str(tmp_path), "--quiet"]
    assert main(["step", *base, "--domain", "android", "--prompt", "built-in", "--task", play.task or "",
                 "--state", play.state or "", "--action", play.actions[0]]) == 0
    [path] = list(tmp_path.glob("*.jsonl"))
    assert main(["step", *base, "--session", str(path), "--action", play.actions[1]]) == 0
    capsys.readouterr()
    session = load_session(path)
    assert session.header.task == play.task
    rows = export_bench(session)
    sent = sent_messages(server)
    assert sent[1] == upstream_messages(rows[1])
    assert main(["step", *base, "--session", str(path), "--task", "another", "--action", "{}"]) == 1
    assert "--task only applies to a new session" in capsys.readouterr().err
    assert main(["step", *base, "--domain", "web", "--task", "x", "--action", "click('1')"]) == 1
    assert "web turns have no task instruction" in capsys.readouterr().err


def test_check_reads_a_fenced_web_action_in_a_row_like_a_bare_one() -> None:
    from playground.decoherence.common import read_action

    fenced = "### Turn 2\n**Action:**\n```python\nfill('3', 'shoes')\n```"
    bare = "### Turn 2\n**Action:**\nfill('3', 'shoes')"
    read = [read_action(Step(index=2, action=m, message=m), "web") for m in (fenced, bare)]
    assert read[0] == read[1] and read[0].data == {"action": "fill", "element": "3", "value": "shoes"}
