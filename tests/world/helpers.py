"""Builders shared by the world tests."""

from __future__ import annotations

from pathlib import Path

from playground.world.session import ModelIdentity, Session, Step
from playground.world.store import append_step, create_session

MODEL = ModelIdentity(file="m-Q8_0.gguf", identity="cd" * 32, quant="Q8_0")


def make_step(session: Session, n: int, *, observation: str | None = None, reasoning: str = "thinking") -> Step:
    obs = observation if observation is not None else f"observation {n}"
    raw = f"<think>\n{reasoning}\n</think>\n\n" + session.domain.wrap_observation(obs)
    return Step(index=session.next_index, action=f"action {n}", message=f"### Turn {n}\n\n**Action:**\naction {n}",
                raw=raw, reasoning=reasoning, observation=obs, finish_reason="stop", seed=n, model=MODEL,
                timings={"prompt_tokens": 10 * n, "generated_tokens": 5})


def make_session(directory: Path, steps: int = 3, domain: str = "custom", **kw: object) -> Session:
    example = bool(kw.pop("example", False))
    s = create_session(directory, domain, system_prompt=kw.pop("system_prompt", "You simulate a toy world."),  # type: ignore[arg-type]
                       **kw)  # type: ignore[arg-type]
    for n in range(1, steps + 1):
        append_step(s, make_step(s, n))
    if example:  # label it afterwards, as the shipped examples are (written by hand, then frozen)
        from dataclasses import replace

        from playground.world.store import dump_line

        s.header = replace(s.header, example=True)
        rest = s.path.read_bytes().split(b"\n", 1)[1]  # type: ignore[union-attr]
        s.path.write_bytes(dump_line(s.header.to_dict()) + rest)  # type: ignore[union-attr]
    return s
