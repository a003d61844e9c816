"""A session played in the app as AgentWorldBench rows: one row per step, in upstream's row format.

Every row of a session shares the trajectory: ``prompt`` is each step's user turn as it was sent,
``response`` each step's observation as the history showed it to the model
(:func:`playground.world.turns.turn_response`: ``**Environment Observation:**`` and the
observation, or the ground truth under teacher forcing). Row ``k`` has ``turn_idx`` k and
``current_prompt`` = ``prompt[k-1]``, so upstream's ``run_inference`` builds from row ``k``
exactly the messages the app sent at step ``k``. A step that had a ground truth (a real result
next to the prediction) also gets ``gen``: the prediction without its reasoning, which the
official judge compares with ``response[k-1]``; that row's own ``response[k-1]`` is therefore
the ground truth (upstream's inference never reads it: row ``k``'s history ends at turn k-1), even
where the history went on from the prediction.
"""

from __future__ import annotations

from typing import Any

from playground.world.errors import BenchFormatError, SessionStepError
from playground.world.session import Session
from playground.world.turns import turn_response


def row_task(session: Session) -> str:
    """The row's ``task``: the domain's AgentWorldBench task name (``os`` for the desktop), else its id."""
    return session.domain.bench_task or session.domain.id


def session_rows(session: Session) -> list[dict[str, Any]]:
    """One row per step of ``session`` (any session: played, forked, or imported and predicted)."""
    if not session.steps:
        raise BenchFormatError(f"{session.name} has no steps: there is no turn to write as a row")
    from playground.world.agentworldbench import generation_text

    try:
        responses = [turn_response(session, s) for s in session.steps]
    except SessionStepError as e:
        raise BenchFormatError(str(e)) from None
    prompts = [s.message for s in session.steps]
    rows = []
    for k, step in enumerate(session.steps, 1):
        judged = step.ground_truth is not None and step.predicted
        own = responses
        if judged:
            own = list(responses)
            own[k - 1] = turn_response(session, step, teacher_forcing=True)
        row: dict[str, Any] = {
            "task": row_task(session), "id": session.header.id, "prompt": prompts, "response": own,
            "current_prompt": prompts[k - 1], "system_str": session.header.system_prompt,
            "turn_idx": k, "total_turns": len(prompts),
        }
        if judged:
            row["gen"] = generation_text(step)
        rows.append(row)
    return rows
