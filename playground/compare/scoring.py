"""Teacher-forced next-token logits at every position of a continuation.

The engine's own decode keeps only the last token's logits. Scoring needs one
distribution per position: after the prompt, and after each token of the
continuation (the reference's generated tokens). The prompt goes through the
engine's ``_prepare`` (so the checkpoints saved while generating the step are
reused and nothing is evaluated twice), then the continuation is decoded in
chunks with a ``llama_batch`` that asks for logits at every token.

Positions are not passed: llama.cpp continues from the context's last position,
exactly as the engine's own ``llama_batch_get_one`` decode does. The tokens
decoded here are appended to the engine's record of its context, so the engine
stays consistent and later generations reuse or replace this state normally.
"""

from __future__ import annotations

import ctypes
import threading
from typing import TYPE_CHECKING, Iterator, Sequence

import numpy as np

from playground.errors import ContextOverflowError, EngineStateError, InvalidParameterError, OperationCancelled
from playground.llama.events import StepTimings

if TYPE_CHECKING:
    from playground.llama.engine import Engine

# Tokens per decode while scoring. llama.cpp sizes its output buffer for the largest
# batch (chunk x vocab floats: 32 MiB here for a 248k vocabulary), so keep it modest.
DEFAULT_CHUNK = 32


def positions_for(engine: "Engine", prompt_len: int, continuation_len: int) -> int:
    """How many distributions fit the context: after the prompt plus after each decodable token."""
    return 1 + max(0, min(continuation_len, engine.n_ctx - prompt_len))


def teacher_forced_logits(engine: "Engine", prompt: Sequence[int], continuation: Sequence[int], *,
                          chunk: int = DEFAULT_CHUNK,
                          cancel: threading.Event | None = None) -> Iterator[np.ndarray]:
    """Yield (n, vocab) float32 blocks: the distribution after ``prompt``, then after each continuation token.

    In total :func:`positions_for` rows (continuation tokens that do not fit the context are
    not scored). The engine is held (no generation can start) until the iterator is exhausted
    or closed. Raises OperationCancelled when ``cancel`` is set.
    """
    from playground.llama.engine import GenerationCancelled  # the engine's internal "prompt eval stopped" signal

    if chunk < 1:
        raise ValueError("chunk must be positive")
    prompt = list(prompt)
    continuation = list(continuation)
    engine._validate_prompt(prompt, 0)
    bad = next((t for t in continuation if not 0 <= t < engine.n_vocab), None)
    if bad is not None:
        raise InvalidParameterError(
            f"token id {bad} is outside this model's vocabulary (0..{engine.n_vocab - 1}): not the same model?")
    n_cont = positions_for(engine, len(prompt), len(continuation)) - 1
    continuation = continuation[:n_cont]
    held = engine._acquire()
    try:
        timings = StepTimings(prompt_tokens=len(prompt), n_ctx=engine.n_ctx)
        try:
            for _ in engine._prepare(prompt, timings, cancel):
                pass
        except GenerationCancelled:
            raise OperationCancelled("scoring was cancelled") from None
        yield engine._last_logits().copy()[None, :]
        lib, ctx = engine._lib, engine._ctx
        n_vocab = engine.n_vocab
        for start in range(0, len(continuation), chunk):
            if (cancel is not None and cancel.is_set()) or engine._closing.is_set():
                raise OperationCancelled("scoring was cancelled")
            toks = continuation[start:start + chunk]
            n = len(toks)
            token_arr = (lib.llama_token * n)(*toks)
            want = (ctypes.c_int8 * n)(*([1] * n))
            batch = lib.llama_batch(n_tokens=n, token=token_arr, embd=None, pos=None, n_seq_id=None,
                                    seq_id=None, logits=want)
            rc = lib.llama_decode(ctx, batch)
            if rc != 0:
                engine._live_valid = False
                if rc == 1:
                    raise ContextOverflowError(f"the context ({engine.n_ctx} tokens) is full while scoring")
                raise EngineStateError(f"llama_decode failed with code {rc} while scoring")
            engine._live.extend(toks)
            ptr = lib.llama_get_logits(ctx)
            yield np.ctypeslib.as_array(ptr, shape=(n, n_vocab)).copy()
    finally:
        held.release()
