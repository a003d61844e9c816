"""Fixtures for the world-model core: a scripted engine, a sessions directory, session builders."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Iterator, Sequence

import pytest

from playground.llama.chat_template import render_chat
from playground.llama.events import (
    ChannelSwitch,
    EngineEvent,
    Finished,
    GenerationResult,
    PromptProgress,
    StepTimings,
    TokenEvent,
)
from playground.llama.sampling import GenerationParams
from tests.tinymodel import CHAT_TEMPLATE


@dataclass
class ScriptedEngine:
    """Plays back scripted answers through the engine's event types (for unit tests only).

    Prompts are rendered with the tiny model's real chat template; each answer streams one
    character per TokenEvent, split into reasoning and output at ``</think>`` like the engine.
    ``cancel_after`` sets the cancel event after that many tokens (simulating a user).
    """

    answers: list[str]
    prompts: list[str] = field(default_factory=list)
    cancel_after: int | None = None
    finish_reason: str = "stop"
    info: Any = field(default_factory=lambda: SimpleNamespace(
        path=Path("/models/scripted-Q4_K_M.gguf"), identity="ab" * 32, quant_type="Q4_K_M"))

    def render_chat(self, messages: Sequence[Any], *, add_generation_prompt: bool = True,
                    enable_thinking: bool = True) -> str:
        return render_chat(CHAT_TEMPLATE, messages, add_generation_prompt=add_generation_prompt,
                           enable_thinking=enable_thinking)

    def generate(self, prompt: Any, params: GenerationParams | None = None,
                 cancel: threading.Event | None = None) -> Iterator[EngineEvent]:
        params = (params or GenerationParams()).validate().with_seed()
        if not self.answers:
            raise AssertionError("the scripted engine ran out of answers")
        answer = self.answers.pop(0)
        self.prompts.append(prompt)
        return self._run(prompt, answer, params, cancel)

    def _run(self, prompt: str, answer: str, params: GenerationParams,
             cancel: threading.Event | None) -> Iterator[EngineEvent]:
        yield PromptProgress(len(prompt), len(prompt), 0)
        thinking = prompt.endswith("<think>\n")
        channel = "reasoning" if thinking else "output"
        reasoning: list[str] = []
        output: list[str] = []
        raw: list[str] = []
        finish = self.finish_reason
        i = 0
        text = answer
        while text:
            if text.startswith("</think>"):
                raw.append("</think>")
                text = text[len("</think>"):]
                channel = "output"
                yield ChannelSwitch("output")
                continue
            ch, text = text[0], text[1:]
            raw.append(ch)
            (reasoning if channel == "reasoning" else output).append(ch)
            i += 1
            yield TokenEvent(channel, ord(ch) % 256, ch)  # type: ignore[arg-type]
            if self.cancel_after is not None and i >= self.cancel_after and cancel is not None:
                cancel.set()
            if cancel is not None and cancel.is_set():
                finish = "cancelled"
                break
        body = "".join(raw)
        timings = StepTimings(prompt_tokens=len(prompt), prompt_tokens_evaluated=len(prompt), generated_tokens=i,
                              n_ctx=100000)
        yield Finished(GenerationResult(
            reasoning="".join(reasoning), output="".join(output),
            raw=("<think>\n" + body) if thinking else body, finish_reason=finish,  # type: ignore[arg-type]
            tokens=[], timings=timings, seed=params.seed))


@pytest.fixture
def scripted() -> type[ScriptedEngine]:
    return ScriptedEngine


@pytest.fixture
def sessions_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh sessions directory, also set as $AGENTWORLD_SESSIONS_DIR."""
    d = tmp_path / "sessions"
    d.mkdir()
    monkeypatch.setenv("AGENTWORLD_SESSIONS_DIR", str(d))
    return d
