"""The messages the official judge reads for one predicted AgentWorldBench row.

With ``diagnostics=False`` (or for a non-GUI task) :func:`judge_messages` builds exactly what
upstream's ``eval.py`` ``build_judge_messages`` builds at the pinned commit: the task's judge system
prompt, then one user message, the judge user template (``JUDGE_USER_PROMPT``) formatted with

- ``context``: ``prompt[i] + "\\n" + response[i] + "\\n\\n"`` for every earlier turn that has both,
  under ``# Context (Historical Interactions):`` (empty on the first turn);
- ``world_model_input``: ``# Current Turn:`` and the row's ``current_prompt``, or ``prompt[turn]``
  when that is empty (note: the reverse of the order the world model's own history uses);
- ``predicted_observation``: the prediction extracted from ``gen``
  (:func:`~playground.bench.judge_parse.extract_prediction`), the response marker removed, in a
  fenced block under ``**World Model Output (Simulated):**``;
- ``ground_truth``: ``response[turn]`` with the marker removed, in a fenced block under
  ``**Ground Truth (Real Output):**``;

and the whole message stripped.

With ``diagnostics=True`` (the default) the android, web and os judges also get the "World Model
Output Diagnostics" their system prompts calibrate on (:mod:`playground.bench.diagnostics`), which
upstream never sends. They go right after the predicted-observation block, inside the
``predicted_observation`` field: the judge reads them together with the prediction they describe,
before the ground truth, and the template itself is untouched (same text, same four fields).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from playground.bench.diagnostics import GUI_TASKS, diagnostics_block, output_diagnostics
from playground.bench.judge_parse import PREDICTION_TAG, extract_prediction
from playground.world.errors import BenchFormatError
from playground.world.official_prompts import (
    JUDGE_FILES,
    OfficialPromptError,
    judge_file_state,
    load_judge_system_prompt,
    load_judge_user_template,
)
from playground.world.parsing import clean_response_marker

DEFAULT_TASK = "mcp"  # upstream reads a row without "task" as an MCP row
# The tasks upstream configures, each with the response marker "**Environment Observation:**"; any
# other task's texts are only stripped (upstream finds no marker for it).
MARKER_TASKS: frozenset[str] = frozenset(JUDGE_FILES)


@dataclass(frozen=True)
class JudgePrompts:
    """The official judge's texts: a system prompt per task, and the user-message template."""

    system: dict[str, str]
    user_template: str


def load_judge_prompts(directory: str | os.PathLike[str] | None = None) -> JudgePrompts:
    """Every pulled judge prompt, sha256 verified; OfficialPromptError (one line, naming
    `agentworld-play prompts pull`) when one is missing or changed."""
    states = {task: judge_file_state(task, directory) for task in JUDGE_FILES}
    if all(state == "missing" for state in states.values()):  # never pulled: one line for all of them
        raise OfficialPromptError("the official judge prompts are not downloaded; run `agentworld-play prompts pull`")
    system = {task: load_judge_system_prompt(task, directory) for task in JUDGE_FILES}
    return JudgePrompts(system, load_judge_user_template(directory))


def row_subtask(row: dict[str, Any]) -> str:
    """The task a row belongs to, as upstream's ``get_subtask`` reads it: ``task``'s last ``/`` part
    ("mcp" when the row has no task)."""
    task = row.get("task", DEFAULT_TASK)
    if not isinstance(task, str):
        raise BenchFormatError("'task' must be a string")
    return task.rsplit("/", 1)[-1]


def _strings(row: dict[str, Any], name: str) -> list[str]:
    value = row.get(name, [])
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise BenchFormatError(f"'{name}' must be a string or a list of strings")
    return value


def _text(row: dict[str, Any], name: str) -> str:
    value = row.get(name, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise BenchFormatError(f"'{name}' must be a string")
    return value


def _clean(text: str, subtask: str) -> str:
    return clean_response_marker(text) if subtask in MARKER_TASKS else text.strip()


def judge_messages(row: dict[str, Any], prompts: JudgePrompts, *, diagnostics: bool = True) -> list[dict[str, str]]:
    """[system, user] messages for judging ``row`` (an AgentWorldBench row plus ``gen``); see the module doc.

    A row whose fields have the wrong types is a one-line BenchFormatError. An empty ``gen`` is judged
    as upstream's ``"No output"`` (upstream's judge step skips such rows as failures before asking).
    """
    if not isinstance(row, dict):
        raise BenchFormatError("a row must be a JSON object")
    subtask = row_subtask(row)
    turns = _strings(row, "prompt")
    responses = _strings(row, "response")
    turn_idx = row.get("turn_idx", 1)
    if not isinstance(turn_idx, int) or isinstance(turn_idx, bool):
        raise BenchFormatError("'turn_idx' must be an integer")
    turn = max(turn_idx - 1, 0)
    gen = _text(row, "gen")

    history = "".join(f"{turns[i]}\n{responses[i]}\n\n" for i in range(min(turn, len(turns), len(responses))))
    context = f"# Context (Historical Interactions):\n\n{history}" if history else ""
    current = _text(row, "current_prompt")
    if not current and turn < len(turns):
        current = turns[turn]
    truth = responses[turn] if turn < len(responses) else ""

    extracted = extract_prediction(gen, PREDICTION_TAG)
    predicted = f"**World Model Output (Simulated):**\n```\n{_clean(extracted, subtask)}\n```"
    if diagnostics and subtask in GUI_TASKS:
        predicted += "\n\n" + diagnostics_block(output_diagnostics(gen, extracted))
    try:
        user = prompts.user_template.format(
            context=context,
            world_model_input=f"# Current Turn:\n\n{current}",
            predicted_observation=predicted,
            ground_truth=f"**Ground Truth (Real Output):**\n```\n{_clean(truth, subtask)}\n```",
        ).strip()
    except (KeyError, IndexError, ValueError, AttributeError) as e:  # a template not loaded by load_judge_prompts
        raise OfficialPromptError(f"the judge user template does not format ({type(e).__name__}: {e}); "
                                  "run `agentworld-play prompts pull`") from None
    return [{"role": "system", "content": prompts.system.get(subtask, "")}, {"role": "user", "content": user}]
