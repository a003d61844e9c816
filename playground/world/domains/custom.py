"""Custom: any environment; the user writes the system prompt, actions are free text."""

from __future__ import annotations

from playground.world.domains.base import OUTPUT_MARKER, CheckedAction, Domain, ToolSchemas, compose
from playground.world.errors import InvalidActionError

PROMPT = compose(
    role=(
        "You stand in for an environment that an agent interacts with. You do not help the agent: "
        "you predict what the environment returns after each of its actions."
    ),
    state=(
        "Everything the first turn describes about the environment, and every change made by the "
        "actions since."
    ),
    actions="Each turn brings one action in whatever form the environment accepts.",
    rules=(
        "- Answer in the environment's own output format, as a real system would.\n"
        "- Invalid actions produce the environment's real errors."
    ),
    output=OUTPUT_MARKER,
)


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    if not text.strip():
        raise InvalidActionError("the action is empty")
    return CheckedAction(text.strip())


DOMAIN = Domain(
    id="custom", title="Custom", bench_task=None, wrapper="marker", system_prompt=PROMPT,
    state_label="Current State", action_template="describe the action here", initial_state="",
    description="any environment; write your own system prompt", action_format="free text",
    checker=check, fence="", state_turns="first",
    layout_source="the project's own: state on turn 1, the action as typed",
)
