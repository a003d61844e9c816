"""The prompt for the next step, shaped the way the official AgentWorldBench evaluator shapes it.

Messages: the system prompt (omitted when empty), then for every earlier step
the user turn (state + action) and the assistant turn holding only the
observation, never the reasoning, then the new user turn. The GGUF's own chat
template renders them (``engine.render_chat``) with thinking on.

Which observation an earlier step contributes is :func:`playground.world.turns.turn_response`'s
answer (the same text an exported row holds as that turn's ``response``):
- teacher forcing (benchmark sessions): the ground truth, verbatim as the row
  has it (the row's ``response`` entry, marker and all, even though the step
  stores it cleaned), so each turn is predicted from the real history like the
  evaluator does;
- otherwise the parsed prediction after ``**Environment Observation:**``, in
  every domain, as benchmark rows hold their responses.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from playground.world.session import Session, Step
from playground.world.turns import turn_response

Message = dict[str, str]


class ChatRenderer(Protocol):
    def render_chat(self, messages: Sequence[Any], *, add_generation_prompt: bool = True,
                    enable_thinking: bool = True) -> str: ...


def build_messages(session: Session, message: str, *, history: Sequence[Step] | None = None,
                   teacher_forcing: bool | None = None) -> list[Message]:
    """System, earlier (action, observation) pairs, the new action. ``history`` defaults to all steps."""
    forcing = session.header.teacher_forcing if teacher_forcing is None else teacher_forcing
    steps = session.steps if history is None else history
    messages: list[Message] = []
    if session.header.system_prompt:
        messages.append({"role": "system", "content": session.header.system_prompt})
    for s in steps:
        messages.append({"role": "user", "content": s.message})
        messages.append({"role": "assistant", "content": turn_response(session, s, teacher_forcing=forcing)})
    messages.append({"role": "user", "content": message})
    return messages


def render_prompt(engine: ChatRenderer, session: Session, message: str, *, history: Sequence[Step] | None = None,
                  teacher_forcing: bool | None = None, enable_thinking: bool = True) -> str:
    """The prompt text for the next step, rendered with the model's chat template.

    Thinking is on by default (the model card's setting); off, the template closes an empty
    think block in the generation prompt and the model answers directly.
    """
    return engine.render_chat(build_messages(session, message, history=history, teacher_forcing=teacher_forcing),
                              add_generation_prompt=True, enable_thinking=enable_thinking)
