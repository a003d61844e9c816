"""The judge's messages are upstream's, byte for byte; the GUI judges also get their output diagnostics.

The oracle below is a transcription of upstream's ``build_judge_messages`` (Qwen-AgentWorld at the
pinned commit cd0aa83, ``eval/eval.py`` lines 126-168) with ``get_subtask`` (lines 70-73) and
``clean_response_marker`` (``eval/lwm_eval_utils/output_parser.py`` lines 188-201; every task of
``TASK_CONFIGS`` names the marker ``**Environment Observation:**``), written from upstream's code, not
from this project's. ``run_judge`` (eval.py lines 190-196) passes it ``parse_model_output(gen,
"predicted_observation")``: each row here carries that extraction as a literal worked out by hand
(the extraction itself is checked against upstream's results in test_judge_parse.py).

The prompt texts are stand-ins (the official ones are not part of the project), installed where
``prompts pull`` puts them with their hashes pinned in their place.
"""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from playground.bench.diagnostics import GUI_TASKS, diagnostics_block, output_diagnostics
from playground.bench.judge_messages import JudgePrompts, judge_messages, load_judge_prompts, row_subtask
from playground.bench.judge_parse import extract_prediction
from playground.world import official_prompts as op
from playground.world.errors import BenchFormatError

MARKER = "**Environment Observation:**"
T = "predicted_observation"
SEVEN = ("terminal", "swe", "search", "mcp", "android", "web", "os")  # upstream's TASK_CONFIGS keys

STAND_IN_TEMPLATE = (
    "{context}\n\n{world_model_input}\n\n{predicted_observation}\n\n{ground_truth}\n\n"
    "Score the simulation from 1 to 5 on each dimension and answer inside <final_evaluation> with\n"
    '```json\n{{"strengths": [], "weaknesses": [], "scores": {{"format": 1}}}}\n```'
)
STAND_IN_SYSTEM = {task: f"You judge {task} world models (stand-in).\n" for task in SEVEN}


def upstream_judge_messages(job: dict[str, Any], model_output: str, judge_system_prompts: dict[str, str],
                            judge_user_prompt: str) -> list[dict[str, str]]:
    """Transcribed from eval/eval.py @ cd0aa83 (see the module doc), the template passed in."""
    task = job.get("task", "mcp")
    subtask = task.split("/")[-1] if "/" in task else task
    marker = MARKER if subtask in SEVEN else ""

    def clean_response_marker(text: str) -> str:
        if marker and text.startswith(marker):
            return text[len(marker):].strip()
        return text.replace(marker, "").strip() if marker else text.strip()

    prompts = job.get("prompt", [])
    responses = job.get("response", [])
    if isinstance(prompts, str):
        prompts = [prompts]
    if isinstance(responses, str):
        responses = [responses]
    turn_idx = max(job.get("turn_idx", 1) - 1, 0)
    context = ""
    for i in range(turn_idx):
        if i < len(prompts) and i < len(responses):
            context += prompts[i] + "\n" + responses[i] + "\n\n"
    if context:
        context = f"# Context (Historical Interactions):\n\n{context}"
    current_prompt = job.get("current_prompt", "")
    if not current_prompt and turn_idx < len(prompts):
        current_prompt = prompts[turn_idx]
    ground_truth_raw = responses[turn_idx] if turn_idx < len(responses) else ""
    model_output_clean = clean_response_marker(model_output)
    ground_truth_clean = clean_response_marker(ground_truth_raw)
    user_prompt = judge_user_prompt.format(
        context=context,
        world_model_input=f"# Current Turn:\n\n{current_prompt}",
        predicted_observation=f"**World Model Output (Simulated):**\n```\n{model_output_clean}\n```",
        ground_truth=f"**Ground Truth (Real Output):**\n```\n{ground_truth_clean}\n```",
    ).strip()
    return [{"role": "system", "content": judge_system_prompts.get(subtask, "")},
            {"role": "user", "content": user_prompt}]


ANDROID_GEN = (f"<think>Tapping Delete would likely open a dialog; it might also close the app.</think>\n"
               f"<{T}>[0] Dialog 'Delete?'</{T}>\n<{T}>\n[0] Dialog 'Delete note?'\n[1] Button 'OK'\n</{T}>")

# (name, row, what upstream's parse_model_output returns for its gen)
ROWS: list[tuple[str, dict[str, Any], str]] = [
    ("terminal_string_prompt_turn_1",
     {"task": "agentworld/terminal", "prompt": "ls -la", "response": f"{MARKER}\nu@h:~$ ls -la\ntotal 0",
      "turn_idx": 1, "current_prompt": "ls -la",
      "gen": f"<think>The user lists files.</think>\n{MARKER}\nu@h:~$ ls -la\ntotal 0"},
     f"{MARKER}\nu@h:~$ ls -la\ntotal 0"),
    ("mcp_without_task_current_prompt_wins",
     {"prompt": ['{"name": "list_notes"}', '{"name": "delete_note", "arguments": {"id": "n1"}}', "third"],
      "response": [f"{MARKER}\n{{\"notes\": [\"n1\"]}}", '{"deleted": true}', "{}"],
      "turn_idx": 3, "current_prompt": "a current prompt that differs from prompt[2]",
      "gen": f'<{T}>{{"notes": []}}</{T}>'},
     '{"notes": []}'),
    ("search_missing_current_prompt_marker_inside",
     {"task": "search", "prompt": ["q1", "web_search(q2)"], "response": ["[1] a.com", f"Results:\n{MARKER}\n[1] b.com"],
      "turn_idx": 2, "gen": f"Results:\n{MARKER}\n[1] b.com / B"},
     f"Results:\n{MARKER}\n[1] b.com / B"),
    ("swe_nested_think_and_two_markers",
     {"task": "swe", "prompt": ["view a.py", "run tests"], "response": ["1: x = 1", f"{MARKER}\nok {MARKER} twice"],
      "turn_idx": 2, "current_prompt": "", "gen": f"<think>a<think>b</think>c</think>\n{MARKER}\n2 passed"},
     f"{MARKER}\n2 passed"),
    ("android_two_blocks_and_speculation",
     {"task": "android", "prompt": ["open Notes", "tap Delete"], "response": ["[0] Notes", f"{MARKER}\n[0] Dialog"],
      "turn_idx": 2, "current_prompt": "tap Delete", "gen": ANDROID_GEN},
     "[0] Dialog 'Delete note?'\n[1] Button 'OK'"),
    ("web_unclosed_think",
     {"task": "web", "prompt": ["goto('shop')"], "response": ["RootWebArea 'Shop'"], "turn_idx": 1,
      "gen": f"<think>it would probably load\n<{T}>RootWebArea 'Shop'</{T}>"},
     "RootWebArea 'Shop'"),
    ("os_turn_beyond_the_responses_no_output",
     {"task": "os", "prompt": ["click(1)", "click(2)"], "response": ["t1", "t2"], "turn_idx": 3,
      "current_prompt": "pyautogui.click(3)", "gen": "<think>only thinking</think>"},
     "No output"),
    ("unknown_task_keeps_its_markers",
     {"task": "lab/custom", "prompt": ["a"], "response": [f"{MARKER} real"], "turn_idx": 1,
      "gen": f"{MARKER} predicted"},
     f"{MARKER} predicted"),
    ("turn_idx_zero_reads_turn_one",
     {"task": "terminal", "prompt": ["pwd"], "response": ["/root"], "turn_idx": 0, "gen": "/root"},
     "/root"),
    ("empty_gen",
     {"task": "mcp", "prompt": ["x"], "response": ["y"], "turn_idx": 1, "gen": ""},
     "No output"),
]


@pytest.fixture
def prompts() -> JudgePrompts:
    return JudgePrompts(dict(STAND_IN_SYSTEM), STAND_IN_TEMPLATE)


def test_every_domain_and_edge_is_covered() -> None:
    tasks = {row_subtask(row) for _, row, _ in ROWS}
    assert set(SEVEN) <= tasks and "custom" in tasks
    assert any(isinstance(row["prompt"], str) for _, row, _ in ROWS)
    assert any("<think>" in row["gen"] for _, row, _ in ROWS)
    assert any("current_prompt" not in row for _, row, _ in ROWS)


@pytest.mark.parametrize(("name", "row", "extracted"), ROWS, ids=[n for n, _, _ in ROWS])
def test_messages_equal_upstreams(name: str, row: dict[str, Any], extracted: str, prompts: JudgePrompts) -> None:
    assert extract_prediction(row["gen"]) == extracted
    expected = upstream_judge_messages(row, extracted, STAND_IN_SYSTEM, STAND_IN_TEMPLATE)
    assert judge_messages(row, prompts, diagnostics=False) == expected
    with_diagnostics = judge_messages(row, prompts)
    if row_subtask(row) not in GUI_TASKS:
        assert with_diagnostics == expected
        assert "Diagnostics" not in with_diagnostics[1]["content"]
        return
    # GUI: upstream's messages with the diagnostics block right after the predicted observation
    predicted = "**World Model Output (Simulated):**\n```\n" + extracted.replace(MARKER, "").strip() + "\n```"
    block = diagnostics_block(output_diagnostics(row["gen"], extracted))
    assert expected[1]["content"].count(predicted) == 1
    assert with_diagnostics == [expected[0], {"role": "user", "content": expected[1]["content"].replace(
        predicted, predicted + "\n\n" + block)}]


def test_the_diagnostics_sit_between_prediction_and_ground_truth(prompts: JudgePrompts) -> None:
    row = next(r for n, r, _ in ROWS if n.startswith("android"))
    user = judge_messages(row, prompts)[1]["content"]
    a = user.index("**World Model Output (Simulated):**")
    b = user.index("**World Model Output Diagnostics:**")
    c = user.index("**Ground Truth (Real Output):**")
    assert a < b < c
    # counted by hand on ANDROID_GEN: would, likely, might; two opening and two closing tags; the last
    # block's 41 characters are the observation
    assert user[b:c].strip() == ("**World Model Output Diagnostics:**\n```\n"
                                 "raw_speculative_word_count: 3\nraw_would_word_count: 1\nraw_likely_word_count: 1\n"
                                 f"raw_nonfinal_chars: {len(ANDROID_GEN) - 41}\n"
                                 "response_start_tag_count: 2\nresponse_end_tag_count: 2\n"
                                 "extracted_output_chars: 41\nextracted_no_output: false\n```")
    assert len("[0] Dialog 'Delete note?'\n[1] Button 'OK'") == 41
    os_row = next(r for n, r, _ in ROWS if n.startswith("os"))
    assert "extracted_no_output: true" in judge_messages(os_row, prompts)[1]["content"]


def test_the_system_prompt_is_the_rows_tasks(prompts: JudgePrompts) -> None:
    for _, row, _ in ROWS:
        system = judge_messages(row, prompts)[0]["content"]
        assert system == STAND_IN_SYSTEM.get(row_subtask(row), "")
    assert row_subtask({}) == "mcp" and row_subtask({"task": "a/b/web"}) == "web" and row_subtask({"task": ""}) == ""


@pytest.mark.parametrize(("row", "message"), [
    ([1, 2], "a row must be a JSON object"),
    ({"task": 3}, "'task' must be a string"),
    ({"prompt": ["a", 1]}, "'prompt' must be a string or a list of strings"),
    ({"response": None}, "'response' must be a string or a list of strings"),
    ({"turn_idx": "2"}, "'turn_idx' must be an integer"),
    ({"turn_idx": True}, "'turn_idx' must be an integer"),
    ({"gen": 5}, "'gen' must be a string"),
    ({"current_prompt": ["x"]}, "'current_prompt' must be a string"),
])
def test_bad_rows_are_one_line_errors(row: Any, message: str, prompts: JudgePrompts) -> None:
    with pytest.raises(BenchFormatError, match=message) as e:
        judge_messages(row, prompts)
    assert "\n" not in str(e.value)


def test_a_template_that_does_not_format_is_an_error() -> None:
    with pytest.raises(op.OfficialPromptError, match="does not format"):
        judge_messages(ROWS[0][1], JudgePrompts(STAND_IN_SYSTEM, "{context} {other}"))


def test_load_judge_prompts_needs_the_pulled_files(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(op.OfficialPromptError, match=r"not downloaded; run `agentworld-play prompts pull`"):
        load_judge_prompts()

    def sha(text: str) -> str:
        return hashlib.sha256(text.encode()).hexdigest()

    # installed where `prompts pull` stores them, with the stand-ins' hashes pinned in place of the real ones
    monkeypatch.setattr(op, "JUDGE_FILES", {t: sha(text) for t, text in STAND_IN_SYSTEM.items()})
    monkeypatch.setattr(op, "JUDGE_USER_SHA256", sha(STAND_IN_TEMPLATE))
    for task, text in STAND_IN_SYSTEM.items():
        op.judge_local_path(task).parent.mkdir(parents=True, exist_ok=True)
        op.judge_local_path(task).write_text(text, encoding="utf-8")
    with pytest.raises(op.OfficialPromptError, match="judge user template is not downloaded"):
        load_judge_prompts()
    op.judge_user_template_path().write_text(STAND_IN_TEMPLATE, encoding="utf-8")
    loaded = load_judge_prompts()
    assert loaded == JudgePrompts(STAND_IN_SYSTEM, STAND_IN_TEMPLATE)
    row = ROWS[4][1]
    assert judge_messages(row, loaded, diagnostics=False) == upstream_judge_messages(
        row, ROWS[4][2], STAND_IN_SYSTEM, STAND_IN_TEMPLATE)
