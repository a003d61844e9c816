"""Generation settings and the native llama.cpp sampler chain built from them."""

from __future__ import annotations

import ctypes
import os
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Literal

from playground.errors import InvalidParameterError

# Qwen-AgentWorld's published sampling settings.
OFFICIAL_TEMPERATURE = 0.6
OFFICIAL_TOP_P = 0.95
OFFICIAL_TOP_K = 20
OFFICIAL_MIN_P = 0.0


@dataclass(frozen=True)
class GenerationParams:
    """How one step is generated. Defaults are the model card's recommendation."""

    temperature: float = OFFICIAL_TEMPERATURE
    top_p: float = OFFICIAL_TOP_P
    top_k: int = OFFICIAL_TOP_K
    min_p: float = OFFICIAL_MIN_P
    repeat_penalty: float = 1.0
    repeat_last_n: int = 64
    seed: int | None = None  # None: a fresh random seed, reported in the result
    max_tokens: int = 16384  # reasoning + output
    reasoning_budget: int | None = None  # max reasoning tokens before </think> is forced
    # Record sampled tokens' log-probabilities (raw distribution): True for every token, "output"
    # for answer tokens only (a softmax over a 248k vocabulary per token is not free; the
    # reasoning is the bulk of the tokens and surprise statistics only read the answer).
    logprobs: bool | Literal["output"] = False
    ignore_eos: bool = False  # benchmarks: never stop on end-of-generation tokens
    logit_bias: dict[int, float] = field(default_factory=dict)

    def validate(self) -> "GenerationParams":
        if self.logprobs not in (True, False, "output"):
            raise InvalidParameterError(f"logprobs must be true, false or 'output', got {self.logprobs!r}")
        if self.max_tokens <= 0:
            raise InvalidParameterError(f"max_tokens must be positive, got {self.max_tokens}")
        if self.reasoning_budget is not None and self.reasoning_budget < 0:
            raise InvalidParameterError(f"reasoning budget must be >= 0, got {self.reasoning_budget}")
        if self.temperature < 0:
            raise InvalidParameterError(f"temperature must be >= 0, got {self.temperature}")
        if not 0.0 < self.top_p <= 1.0:
            raise InvalidParameterError(f"top_p must be in (0, 1], got {self.top_p}")
        if self.top_k < 0:
            raise InvalidParameterError(f"top_k must be >= 0 (0 disables it), got {self.top_k}")
        if not 0.0 <= self.min_p < 1.0:
            raise InvalidParameterError(f"min_p must be in [0, 1), got {self.min_p}")
        if self.repeat_penalty <= 0:
            raise InvalidParameterError(f"repeat_penalty must be positive, got {self.repeat_penalty}")
        if self.repeat_last_n < 0:
            raise InvalidParameterError(f"repeat_last_n must be >= 0, got {self.repeat_last_n}")
        if self.seed is not None and not 0 <= self.seed < 2**32:
            raise InvalidParameterError(f"seed must be in [0, 2^32), got {self.seed}")
        return self

    def with_seed(self) -> "GenerationParams":
        """A copy with a concrete seed, so the step can be reproduced."""
        if self.seed is not None:
            return self
        return replace(self, seed=int.from_bytes(os.urandom(4), "little") & 0x7FFFFFFF)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["logit_bias"] = {str(k): v for k, v in self.logit_bias.items()}
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "GenerationParams":
        known = {f for f in cls.__dataclass_fields__}
        kwargs = {k: v for k, v in data.items() if k in known}
        if "logit_bias" in kwargs and isinstance(kwargs["logit_bias"], dict):
            kwargs["logit_bias"] = {int(k): float(v) for k, v in kwargs["logit_bias"].items()}
        return cls(**kwargs).validate()


class SamplerChain:
    """Owns a native ``llama_sampler`` chain; free it with :meth:`close`."""

    def __init__(self, lib: Any, vocab: Any, n_vocab: int, params: GenerationParams,
                 suppress: tuple[int, ...] = ()) -> None:
        self._lib = lib
        chain = lib.llama_sampler_chain_init(lib.llama_sampler_chain_default_params())
        self.ptr = chain
        bias = dict(params.logit_bias)
        for tok in suppress:
            bias[tok] = float("-inf")
        if bias:
            arr = (lib.llama_logit_bias * len(bias))()
            for i, (tok, b) in enumerate(sorted(bias.items())):
                arr[i].token = tok
                arr[i].bias = b
            lib.llama_sampler_chain_add(chain, lib.llama_sampler_init_logit_bias(n_vocab, len(bias), arr))
        if params.repeat_penalty != 1.0:
            lib.llama_sampler_chain_add(
                chain, lib.llama_sampler_init_penalties(n_vocab, params.repeat_last_n, params.repeat_penalty, 0.0, 0.0)
            )
        if params.temperature <= 0:
            lib.llama_sampler_chain_add(chain, lib.llama_sampler_init_greedy())
            return
        # llama.cpp's default order: penalties, top_k, top_p, min_p, temperature, dist
        if params.top_k > 0:
            lib.llama_sampler_chain_add(chain, lib.llama_sampler_init_top_k(params.top_k))
        if params.top_p < 1.0:
            lib.llama_sampler_chain_add(chain, lib.llama_sampler_init_top_p(params.top_p, 1))
        if params.min_p > 0.0:
            lib.llama_sampler_chain_add(chain, lib.llama_sampler_init_min_p(params.min_p, 1))
        lib.llama_sampler_chain_add(chain, lib.llama_sampler_init_temp(params.temperature))
        seed = params.seed if params.seed is not None else 0xFFFFFFFF  # LLAMA_DEFAULT_SEED
        lib.llama_sampler_chain_add(chain, lib.llama_sampler_init_dist(ctypes.c_uint32(seed).value))

    def close(self) -> None:
        if self.ptr is not None:
            self._lib.llama_sampler_free(self.ptr)
            self.ptr = None
