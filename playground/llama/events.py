"""What the engine streams while it runs a step, and what it returns at the end."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal, Union

Channel = Literal["reasoning", "output"]
FinishReason = Literal["stop", "length", "cancelled", "context_full"]


@dataclass(frozen=True, slots=True)
class PromptProgress:
    """Prompt evaluation advanced: ``done`` of ``total`` new tokens evaluated."""

    done: int
    total: int
    reused: int


@dataclass(frozen=True, slots=True)
class TokenEvent:
    """One generated token. ``text`` may be empty while a multi-byte character is incomplete."""

    channel: Channel
    token: int
    text: str
    logprob: float | None = None
    forced: bool = False  # inserted by the engine (reasoning budget), not sampled


@dataclass(frozen=True, slots=True)
class ChannelSwitch:
    """The model opened or closed its reasoning block."""

    channel: Channel


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the user should know that does not stop the step (e.g. context nearly full)."""

    kind: str
    message: str


@dataclass
class StepTimings:
    prompt_tokens: int = 0
    prompt_tokens_evaluated: int = 0
    prompt_tokens_reused: int = 0
    prompt_eval_s: float = 0.0
    restore_s: float = 0.0
    checkpoint_s: float = 0.0
    time_to_first_token_s: float = 0.0
    generated_tokens: int = 0
    reasoning_tokens: int = 0
    output_tokens: int = 0
    generation_s: float = 0.0
    context_used: int = 0
    n_ctx: int = 0

    @property
    def prompt_tok_s(self) -> float:
        return self.prompt_tokens_evaluated / self.prompt_eval_s if self.prompt_eval_s > 0 else 0.0

    @property
    def generation_tok_s(self) -> float:
        return self.generated_tokens / self.generation_s if self.generation_s > 0 else 0.0

    @property
    def context_fill(self) -> float:
        return self.context_used / self.n_ctx if self.n_ctx else 0.0

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["prompt_tok_s"] = round(self.prompt_tok_s, 2)
        d["generation_tok_s"] = round(self.generation_tok_s, 2)
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "StepTimings":
        known = cls.__dataclass_fields__
        return cls(**{k: v for k, v in data.items() if k in known})


@dataclass
class GenerationResult:
    """A finished (or stopped) generation."""

    reasoning: str
    output: str
    raw: str  # as the model produced it, think tags included
    finish_reason: FinishReason
    tokens: list[int]
    timings: StepTimings
    seed: int | None
    reasoning_budget_hit: bool = False
    thinking: bool = True  # the prompt opened a think block
    logprobs: list[float | None] | None = None  # None entries: not computed (logprobs="output")
    token_channels: list[Channel] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Finished:
    result: GenerationResult


EngineEvent = Union[PromptProgress, TokenEvent, ChannelSwitch, Notice, Finished]
