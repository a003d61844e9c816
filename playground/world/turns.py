"""What each turn of a conversation with the world model holds, for live play and benchmark rows alike.

Upstream's evaluator (``eval/eval.py`` at the pinned commit) sends a row as: the
system prompt, then ``prompt[i]`` (user) / ``response[i]`` (assistant) for the
turns before ``turn_idx``, then ``prompt[turn_idx-1]``. A session the app plays
is built turn by turn in that same shape, so that it *is* a benchmark row of its
domain and exports as one (:mod:`playground.world.bench_rows`):

- a user turn is ``### Turn N``, then the task block (turn 1, domains with one),
  the state block (per the domain's ``state_turns``: none, the first turn, or
  every turn), then ``**Action:**`` (:meth:`Domain.render_user_message` writes it,
  this module decides what goes in);
- an assistant turn in the history is ``**Environment Observation:**`` and the
  observation, in every domain (GUI answers are asked for in tags, but the rows'
  responses use the marker), or the row's own response under teacher forcing.

:func:`turn_response` is the one source of the assistant turns: the prompt
builder (prompts.py) and the bench export use it, so what a live step sent and
what upstream would build from the exported row cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from playground.world.domains import OBSERVATION_MARKER, CheckedAction
from playground.world.errors import SessionStepError
from playground.world.parsing import clean_response_marker
from playground.world.session import Session, Step


@dataclass(frozen=True)
class UserTurn:
    """A checked action and the user turn that carries it."""

    action: str  # normalized
    message: str  # the user turn, as sent and stored
    state: str | None  # the state block shown with it, if any
    notices: tuple[str, ...] = ()  # what the check noticed (an alias converted, a call that does not fit)


def marked(observation: str) -> str:
    """An observation as benchmark rows hold it in ``response`` (a text already marked is kept as it is)."""
    return observation if observation.startswith(OBSERVATION_MARKER) else f"{OBSERVATION_MARKER}\n{observation}"


def bench_response(session: Session, index: int) -> str | None:
    """The row's own response for step ``index`` of an imported benchmark session (uncleaned), if any."""
    bench = session.header.bench
    if not isinstance(bench, dict):
        return None
    for entry in bench.get("rows", []):
        row = entry.get("row") if isinstance(entry, dict) else None
        responses = row.get("response") if isinstance(row, dict) else None
        if isinstance(responses, str):
            responses = [responses]
        if isinstance(responses, list) and 0 < index <= len(responses):
            found = responses[index - 1]
            if isinstance(found, str):
                return found
    return None


def turn_response(session: Session, step: Step, *, teacher_forcing: bool | None = None) -> str:
    """The assistant turn ``step`` puts in the history, and the ``response`` an exported row holds for it.

    Under teacher forcing (benchmark sessions) the ground truth, verbatim as its row has it; otherwise
    the prediction; a step that was never predicted gives its ground truth. Always marker-style.
    """
    forcing = session.header.teacher_forcing if teacher_forcing is None else teacher_forcing
    if step.ground_truth is not None and (forcing or step.observation is None):
        found = bench_response(session, step.index)
        return found if found is not None else marked(step.ground_truth)
    if step.observation is not None:
        return marked(step.observation)
    raise SessionStepError(f"step {step.index} of {session.name} has neither a prediction nor a ground truth; "
                           "it cannot be part of the history")


def shown_state(session: Session, step: Step) -> str | None:
    """The state the session shows after ``step`` (no marker): what the next turn's state block holds in
    domains that show the state on every turn."""
    text = turn_response(session, step)
    cleaned = clean_response_marker(text)
    return cleaned or None


def user_turn(session: Session, action: str, state: str | None = None) -> UserTurn:
    """Check ``action`` for the session's domain and render the next user turn.

    ``state``: the state to show with it (a state the user typed). When not given: turn 1 shows the
    session's initial state, later turns of an every-turn domain (android) the state after the previous
    step. Domains whose turns hold no state (MCP, search, SWE: their tools are in the system prompt)
    show none; a state given to them is not sent, with a notice.
    """
    domain = session.domain
    checked: CheckedAction = domain.check_action(action, tools=session.tools)
    notices = list(checked.notices)
    first = not session.steps
    if domain.state_turns == "none":
        if state is not None and state.strip():
            notices.append(f"the state was not sent: {domain.id} turns carry no state block (as in the benchmark's "
                           f"rows); its tools are in the system prompt")
        elif first and session.header.initial_state and session.tools is None:
            notices.append(f"the initial state is not a tool list, so it was not sent: {domain.id} sessions declare "
                           "their tools there (they go into the system prompt)")
        state = None
    elif state is None:
        if first:
            state = session.header.initial_state
        elif domain.state_turns == "every":
            state = shown_state(session, session.steps[-1])
    task = session.header.task if first and domain.task_label else None
    message = domain.render_user_message(session.next_index, checked.text, state, task=task)
    return UserTurn(checked.text, message, state if state is not None and state.strip() else None, tuple(notices))
