"""The inference engine: a GGUF loaded into llama.cpp, driven by a native decode loop.

Why not ``Llama.create_completion``: its streaming path re-detokenizes the
whole completion on every token (quadratic in length), and Qwen-AgentWorld
reasons for thousands of tokens per step. The loop here samples with
llama.cpp's own sampler chain, detokenizes each token once (UTF-8 safe), and
tags text as reasoning or output by the ``<think>`` token ids.

Multi-step sessions reuse work through saved states (see checkpoints.py): the
prompt of step N+1 shares everything up to the last user turn of step N, so
only the new observation, action and generation prompt are evaluated.

The engine is not thread-safe: one generation at a time. Run it in a worker
thread and cancel from any thread with a ``threading.Event``.
"""

from __future__ import annotations

import ctypes
import logging
import math
import threading
import time
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Literal, Mapping, Sequence

import numpy as np

from playground.llama import native
from playground.llama.chat_template import render_chat
from playground.llama.bufprobe import BufferDecision, check_mode, decide
from playground.llama.checkpoints import Checkpoint, CheckpointStore
from playground.llama.checkpoints import Kind as CheckpointKind
from playground.llama.detok import PieceReader, Utf8Stream
from playground.errors import (
    ContextOverflowError,
    EngineStateError,
    InvalidParameterError,
    ModelLoadError,
    OperationCancelled,
)
from playground.llama.events import (
    Channel,
    ChannelSwitch,
    EngineEvent,
    Finished,
    FinishReason,
    GenerationResult,
    Notice,
    PromptProgress,
    StepTimings,
    TokenEvent,
)
from playground.modelfile.checks import KvOverride, ModelFileInfo, inspect_model_file
from playground.llama.sampling import GenerationParams, SamplerChain

log = logging.getLogger("playground.llama.engine")

# ggml type ids for the KV cache types llama.cpp accepts.
KV_CACHE_TYPES: dict[str, int] = {
    "f32": 0, "f16": 1, "q4_0": 2, "q4_1": 3, "q5_0": 6, "q5_1": 7, "q8_0": 8, "iq4_nl": 20, "bf16": 30,
}
FLASH_ATTN = {"auto": -1, "off": 0, "on": 1}

# Used when a GGUF carries no chat template: ChatML with Qwen's thinking switch.
FALLBACK_CHAT_TEMPLATE = (
    "{%- for m in messages -%}"
    "{%- set c = m.content -%}"
    "{%- if m.role == 'assistant' and '</think>' in c -%}"
    "{%- set c = c.split('</think>')[-1].lstrip('\\n') -%}{%- endif -%}"
    "{{- '<|im_start|>' + m.role + '\\n' + c + '<|im_end|>\\n' -}}"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}{{- '<|im_start|>assistant\\n' -}}"
    "{%- if enable_thinking is defined and enable_thinking is false -%}{{- '<think>\\n\\n</think>\\n\\n' -}}"
    "{%- else -%}{{- '<think>\\n' -}}{%- endif -%}{%- endif -%}"
)

# What a reasoning budget appends when it runs out: close the block and let the model answer.
BUDGET_CLOSE_TEXT = "\n</think>\n\n"

CONTEXT_WARN_FRACTION = 0.9


def default_threads() -> int:
    try:
        import psutil

        n = psutil.cpu_count(logical=False)
    except Exception:
        n = None
    if not n:
        import os

        n = os.cpu_count() or 1
    return max(1, n)


@dataclass(frozen=True)
class LoadOptions:
    """How a model is loaded. Defaults suit a single consumer GPU."""

    n_ctx: int = 32768
    n_gpu_layers: int = -1  # -1: all layers (ignored by CPU-only builds)
    n_batch: int = 512
    n_ubatch: int = 512
    n_threads: int | None = None
    n_threads_batch: int | None = None
    flash_attn: Literal["auto", "on", "off"] = "auto"
    cache_type_k: str = "f16"
    cache_type_v: str = "f16"
    use_mmap: bool = True
    kv_overrides: Mapping[str, KvOverride] = field(default_factory=dict)
    # (regex on tensor names, buffer type name): e.g. experts of some layers kept in CPU memory
    tensor_buft_overrides: tuple[tuple[str, str], ...] = ()
    checkpoint_budget_mb: int = 2048
    # llama.cpp's CPU weight repacking (AMX, AVX2/NEON layouts): "auto" asks the CPU probe
    # (bufprobe.py), which turns it off where it crashes; "on"/"off" are the user's word.
    extra_bufts: str = "auto"

    def validate(self) -> "LoadOptions":
        if self.n_ctx <= 0:
            raise InvalidParameterError(f"context size must be positive, got {self.n_ctx}")
        if self.n_ctx < 64:
            raise InvalidParameterError(f"context size {self.n_ctx} is too small to hold a chat turn (min 64)")
        if self.n_batch <= 0 or self.n_ubatch <= 0:
            raise InvalidParameterError(f"batch sizes must be positive, got {self.n_batch}/{self.n_ubatch}")
        for name in ("n_threads", "n_threads_batch"):
            v = getattr(self, name)
            if v is not None and v <= 0:
                raise InvalidParameterError(f"{name} must be positive, got {v}")
        for name in ("cache_type_k", "cache_type_v"):
            v = getattr(self, name)
            if v not in KV_CACHE_TYPES:
                raise InvalidParameterError(f"unknown KV cache type {v!r}; choose one of {', '.join(KV_CACHE_TYPES)}")
        if self.flash_attn not in FLASH_ATTN:
            raise InvalidParameterError(f"flash_attn must be auto, on or off, got {self.flash_attn!r}")
        if self.cache_type_v not in ("f16", "f32", "bf16") and self.flash_attn == "off":
            raise InvalidParameterError("a quantized V cache needs flash attention: use flash_attn auto or on")
        if self.checkpoint_budget_mb < 0:
            raise InvalidParameterError("checkpoint budget must be >= 0 MB")
        check_mode(self.extra_bufts)
        return self


@dataclass(frozen=True)
class SpecialTokens:
    think_open: int | None
    think_close: int | None
    im_start: int | None
    im_end: int | None


class Engine:
    """A loaded model and its context. Create with :meth:`Engine.load`."""

    def __init__(self, *, info: ModelFileInfo, options: LoadOptions, lib: Any, model: Any, ctx: Any,
                 load_s: float, buffers: BufferDecision | None = None) -> None:
        self.info = info
        self.options = options
        self.load_s = load_s
        #: whether llama.cpp's CPU extra buffer types were used, and who decided
        self.buffers = buffers or BufferDecision(True, "default")
        self._lib = lib
        self._model = model
        self._ctx = ctx
        self._finalizer = weakref.finalize(self, _free_native, lib, model, ctx)
        self._vocab = lib.llama_model_get_vocab(model)
        self.n_vocab: int = lib.llama_vocab_n_tokens(self._vocab)
        self.n_ctx: int = lib.llama_n_ctx(ctx)
        self.n_batch: int = lib.llama_n_batch(ctx)
        self.chat_template = info.chat_template or FALLBACK_CHAT_TEMPLATE
        self._piece = PieceReader(lib, self._vocab)
        self._busy = threading.Lock()
        self._closing = threading.Event()  # set by close(): a running generation stops at the next token
        self._live: list[int] = []  # tokens whose effect is in the context memory right now
        self._live_valid = True
        self._eog: tuple[int, ...] | None = None
        self.last_timings: StepTimings | None = None  # of the latest prompt evaluation or step
        self.checkpoints = CheckpointStore(options.checkpoint_budget_mb * 1024 * 1024)
        #: recurrent-only checkpoints (see checkpoints.py): where the model has a recurrent part and
        #: until llama.cpp refuses one (``partial_refused`` then says why)
        self.partial_states = bool(lib.llama_model_is_hybrid(model) or lib.llama_model_is_recurrent(model))
        self.partial_refused: str | None = None
        #: where the last prompt evaluation started from: live, partial, whole or none
        self.last_reuse = "none"
        self.special = SpecialTokens(
            think_open=self._single_token("<think>"),
            think_close=self._single_token("</think>"),
            im_start=self._single_token("<|im_start|>"),
            im_end=self._single_token("<|im_end|>"),
        )
        self._budget_close = self.tokenize(BUDGET_CLOSE_TEXT)

    # ------------------------------------------------------------------ loading

    @classmethod
    def load(cls, path: str | Path, options: LoadOptions | None = None, *,
             progress: Callable[[float], bool | None] | None = None) -> "Engine":
        """Validate ``path`` in Python, then load it. ``progress(fraction)`` returning False cancels."""
        options = (options or LoadOptions()).validate()
        info = inspect_model_file(path)
        lib = native.llama()
        # before the clock starts: the first load on a new machine runs the probe (about a second)
        buffers = decide(options.extra_bufts, info.tensor_types)
        if buffers.note:
            info.notes.append(buffers.note)  # shown with the file's other notes by the CLI and the UI
        t0 = time.perf_counter()

        mparams = lib.llama_model_default_params()
        mparams.n_gpu_layers = options.n_gpu_layers
        mparams.use_extra_bufts = buffers.extra_bufts
        mparams.load_mode = lib.LLAMA_LOAD_MODE_MMAP if options.use_mmap else lib.LLAMA_LOAD_MODE_NONE
        keepalive: list[Any] = []
        overrides = {**info.kv_overrides, **options.kv_overrides}
        if overrides:
            arr = kv_override_array(lib, overrides)
            keepalive.append(arr)
            mparams.kv_overrides = arr
        if options.tensor_buft_overrides:
            from playground.llama.placement import tensor_buft_override_array

            arr2 = tensor_buft_override_array(options.tensor_buft_overrides)
            keepalive.append(arr2)
            mparams.tensor_buft_overrides = ctypes.cast(arr2, ctypes.c_void_p)
        cancelled = False
        if progress is not None:
            def _cb(fraction: float, _user: Any) -> bool:
                nonlocal cancelled
                try:
                    keep = progress(float(fraction))
                except Exception:
                    keep = False
                if keep is False:
                    cancelled = True
                    return False
                return True

            cb = lib.llama_progress_callback(_cb)
            keepalive.append(cb)
            mparams.progress_callback = cb

        mark = native.log_mark()
        model = lib.llama_model_load_from_file(str(info.path).encode("utf-8"), mparams)
        if not model:
            if cancelled:
                raise OperationCancelled(f"loading {info.path.name} was cancelled")
            reason = native.last_error_line(mark) or "see the log for details"
            raise ModelLoadError(f"llama.cpp could not load {info.path.name}: {reason}")

        cparams = lib.llama_context_default_params()
        cparams.n_ctx = options.n_ctx
        cparams.n_batch = options.n_batch
        cparams.n_ubatch = min(options.n_ubatch, options.n_batch)
        cparams.n_seq_max = 1
        threads = options.n_threads or default_threads()
        cparams.n_threads = threads
        cparams.n_threads_batch = options.n_threads_batch or threads
        cparams.flash_attn_type = FLASH_ATTN[options.flash_attn]
        cparams.type_k = KV_CACHE_TYPES[options.cache_type_k]
        cparams.type_v = KV_CACHE_TYPES[options.cache_type_v]
        cparams.no_perf = True
        ctx = lib.llama_init_from_model(model, cparams)
        if not ctx:
            lib.llama_model_free(model)
            reason = native.last_error_line(mark) or "not enough memory for the context?"
            raise ModelLoadError(
                f"could not create a {options.n_ctx}-token context for {info.path.name}: {reason}"
            )
        return cls(info=info, options=options, lib=lib, model=model, ctx=ctx,
                   load_s=time.perf_counter() - t0, buffers=buffers)

    def close(self, wait: float = 120.0) -> None:
        """Free the model and context. Safe while another thread generates: that generation is
        stopped at its next token (or prompt chunk) and freeing waits for it, so native memory
        is never released under a running decode. If it does not stop within ``wait`` seconds
        the memory is leaked rather than freed under it."""
        if self.closed:
            return
        self._closing.set()
        if not self._busy.acquire(timeout=wait):
            log.warning(
                "a generation did not stop within %.0f s; the model is left allocated", wait)
            return
        try:
            self.checkpoints.clear()
            self._finalizer()
        finally:
            self._busy.release()

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def closed(self) -> bool:
        return not self._finalizer.alive

    def _check_open(self) -> None:
        if self.closed or self._closing.is_set():
            raise EngineStateError("the model was unloaded; load it again")

    # ------------------------------------------------------------- text <-> ids

    def tokenize(self, text: str, *, special: bool = True) -> list[int]:
        """Text -> token ids, parsing special tokens like <|im_start|> by default."""
        self._check_open()
        data = text.encode("utf-8")
        n_max = len(data) + 16
        arr = (self._lib.llama_token * n_max)()
        n = self._lib.llama_tokenize(self._vocab, data, len(data), arr, n_max, False, special)
        if n < 0:
            n_max = -n
            arr = (self._lib.llama_token * n_max)()
            n = self._lib.llama_tokenize(self._vocab, data, len(data), arr, n_max, False, special)
        return list(arr[:n])

    @property
    def eog_tokens(self) -> tuple[int, ...]:
        """All end-of-generation token ids (plus <|im_start|>, which also ends a turn)."""
        if self._eog is None:
            is_eog = self._lib.llama_vocab_is_eog
            ids = {t for t in range(self.n_vocab) if is_eog(self._vocab, t)}
            if self.special.im_start is not None:
                ids.add(self.special.im_start)
            self._eog = tuple(sorted(ids))
        return self._eog

    def _single_token(self, text: str) -> int | None:
        ids = self.tokenize(text)
        return ids[0] if len(ids) == 1 else None

    def render_chat(self, messages: Sequence[Mapping[str, str]], *, add_generation_prompt: bool = True,
                    enable_thinking: bool = True) -> str:
        return render_chat(self.chat_template, messages, add_generation_prompt=add_generation_prompt,
                           enable_thinking=enable_thinking)

    # -------------------------------------------------------- state management

    def reset(self) -> None:
        """Forget the context and all checkpoints (next prompt is evaluated from scratch)."""
        self._check_open()
        self.checkpoints.clear()
        self._clear_memory()

    def _clear_memory(self) -> None:
        self._lib.llama_memory_clear(self._lib.llama_get_memory(self._ctx), True)
        self._live = []
        self._live_valid = True

    # Saving and restoring. Where the model has a recurrent part (Qwen3.5's Gated DeltaNet), only
    # that part is saved ("partial"): the attention cells of a prefix the live context shares are
    # already in memory and the cells after it are removed with seq_rm. Elsewhere, and once llama.cpp
    # has refused a partial restore, whole-context states are saved instead.

    def _save_checkpoint(self, kind: CheckpointKind | None = None, *, branch: bool = False) -> float:
        kind = kind or ("partial" if self.partial_states else "whole")
        store = self.checkpoints
        if store.budget_bytes <= 0 or store.has(self._live, kind):
            return 0.0
        t = time.perf_counter()
        lib, ctx = self._lib, self._ctx
        if kind == "partial":
            size = lib.llama_state_seq_get_size_ext(ctx, 0, lib.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY)
        else:
            size = lib.llama_state_get_size(ctx)
        # branches' whole states take at most half the budget: they must not flush the partial states
        if not store.fits(size) or (branch and 2 * (size + store.branch_bytes()) > store.budget_bytes):
            return time.perf_counter() - t
        buf = store.buffer(size)
        if kind == "partial":
            written = lib.llama_state_seq_get_data_ext(ctx, buf, size, 0, lib.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY)
        else:
            written = lib.llama_state_get_data(ctx, buf, size)
        if written > 0:
            store.add(Checkpoint(tuple(self._live), buf, int(written), kind, branch))
        elif kind == "partial":
            self._refuse_partial("llama.cpp saved no recurrent state")
        return time.perf_counter() - t

    def _restore(self, ck: Checkpoint) -> None:
        read = self._lib.llama_state_set_data(self._ctx, ck.data, ck.size)
        if read != ck.size:
            self._clear_memory()
            raise EngineStateError("restoring a saved state failed; the context was reset")
        self._live = list(ck.tokens)
        self._live_valid = True

    def _restore_partial(self, ck: Checkpoint) -> bool:
        """Go back to ``ck``: its recurrent state, and the live attention cells cut after it.

        The order matters and each step is checked, because every mistake here decodes without an
        error and silently gives other logits: restore first (``seq_rm`` on the hybrid memory is
        refused before it), cut at exactly ``p`` (not ``p - 1``), then the last position must be
        ``p - 1``. False (and whole states from then on) when llama.cpp refuses any of it."""
        lib, ctx, p = self._lib, self._ctx, ck.n_tokens
        mem = lib.llama_get_memory(ctx)
        read = lib.llama_state_seq_set_data_ext(ctx, ck.data, ck.size, 0, lib.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY)
        reason = None
        if read != ck.size:
            reason = f"llama.cpp read {read} of the {ck.size} bytes saved"
        elif not lib.llama_memory_seq_rm(mem, 0, p, -1):
            reason = f"llama.cpp would not remove the cells after position {p}"
        elif (last := lib.llama_memory_seq_pos_max(mem, 0)) != p - 1:
            reason = f"the context ends at position {last} instead of {p - 1}"
        if reason is not None:
            self._refuse_partial(reason)
            self._clear_memory()
            return False
        self._live = list(ck.tokens)
        self._live_valid = True
        return True

    def _refuse_partial(self, reason: str) -> None:
        log.debug("recurrent-only checkpoints refused (%s); using whole-context states from now on", reason)
        self.partial_refused = reason
        self.partial_states = False
        self.checkpoints.drop("partial")

    def _keep_branch(self, cut: int) -> None:
        """Before a partial restore cuts the live context at ``cut``: save one whole state of the live
        branch at its last step boundary after the cut, so coming back to that branch (after a fork
        or a resample) does not evaluate it again. The boundary's partial state plus the live cells
        before it are exactly that state."""
        live = self._live
        im_start = self.special.im_start
        best: Checkpoint | None = None
        for c in self.checkpoints:
            n = c.n_tokens
            if (c.kind == "partial" and cut < n < len(live) and (im_start is None or live[n] == im_start)
                    and (best is None or n > best.n_tokens) and tuple(live[:n]) == c.tokens):
                best = c
        if best is None or self.checkpoints.has(best.tokens, "whole"):
            return
        if self._restore_partial(best):
            self._save_checkpoint("whole", branch=True)

    def _checkpoint_positions(self, prompt: Sequence[int]) -> set[int]:
        """Where to save a state while evaluating ``prompt``.

        Before an ``<|im_start|>``: a step boundary; the next step's prompt shares everything up to
        the last one (the chat template rewrites the assistant turn, dropping its reasoning), and a
        fork or re-run of an earlier step goes back to an earlier one. At len-1: a re-run or
        resample of the same step then evaluates one token. Whole states grow with the context,
        so only the last boundary gets one; recurrent-only states are saved at every boundary.
        """
        positions = {len(prompt) - 1}
        if self.special.im_start is not None:
            for i in range(len(prompt) - 1, 0, -1):
                if prompt[i] == self.special.im_start:
                    positions.add(i)
                    if not self.partial_states:
                        break
        return positions

    def _reuse(self, prompt: Sequence[int], limit: int) -> str:
        """Bring the context to the longest usable prefix of ``prompt`` (at most ``limit`` tokens) and
        say from what: the live context as it is ("live"); a recurrent-only state inside the prefix
        the live context, or a whole state restored first, shares with the prompt ("partial"); a
        whole state ("whole"); nothing ("none")."""
        live = self._live if self._live_valid else []
        n_live = -1
        if self._live_valid and len(live) <= limit and _shared_prefix(live, prompt) == len(live):
            n_live = len(live)
        whole = self.checkpoints.best(prompt, limit, "whole")
        n_whole = whole.n_tokens if whole is not None else 0
        # partial states need the attention cells of their prefix: in the live context, or in a
        # whole state restored before them (a branch kept before a fork cut it)
        partial, base = None, None
        if self.partial_states:
            bases: list[tuple[Checkpoint | None, int]] = []
            if self._live_valid:
                bases.append((None, _shared_prefix(live, prompt)))
            bases += [(w, _shared_prefix(w.tokens, prompt)) for w in self.checkpoints if w.kind == "whole"]
            for b, shared in bases:
                found = self.checkpoints.best(prompt, min(limit, shared), "partial")
                if found is not None and (partial is None or found.n_tokens > partial.n_tokens):
                    partial, base = found, b
        n_partial = partial.n_tokens if partial is not None else 0
        if n_live >= max(n_partial, n_whole, 1):
            return "live"
        if partial is not None and n_partial > n_whole:
            cut = n_partial if base is None else _shared_prefix(live, base.tokens)
            if cut < len(live):
                self._keep_branch(cut)
            # a refusal while keeping the branch cleared the memory: a partial state restored into
            # cleared memory would start its positions at 0 and decode without an error, wrongly
            if self.partial_states:
                if base is not None:
                    self._restore(base)
                if self._restore_partial(partial):
                    return "partial"
            whole = self.checkpoints.best(prompt, limit, "whole")  # fall back, from what is left
        if whole is not None:
            if self.partial_states and (cut := _shared_prefix(live, whole.tokens)) < len(live):
                self._keep_branch(cut)
            self._restore(whole)
            return "whole"
        self._clear_memory()
        return "none"

    def _prepare(self, prompt: Sequence[int], timings: StepTimings,
                 cancel: threading.Event | None) -> Iterator[PromptProgress]:
        """Bring the context to ``prompt``, evaluating as little as possible: continue the live
        context, or go back to a recurrent-only state inside the prefix it shares with the prompt,
        or restore a whole state; whichever leaves the fewest tokens to evaluate."""
        limit = len(prompt) - 1  # always evaluate at least the last token: fresh logits
        t = time.perf_counter()
        self.last_reuse = self._reuse(prompt, limit)
        timings.restore_s = time.perf_counter() - t

        start = len(self._live)
        timings.prompt_tokens_reused = start
        total_new = len(prompt) - start
        stops = sorted(p for p in self._checkpoint_positions(prompt) if start < p < len(prompt))
        t_eval = time.perf_counter()
        pos = start
        while pos < len(prompt):
            end = min(len(prompt), pos + self.n_batch)
            for s in stops:
                if pos < s < end:
                    end = s
                    break
            self._decode(prompt[pos:end])
            pos = end
            if pos in stops:
                timings.checkpoint_s += self._save_checkpoint()
            yield PromptProgress(pos - start, total_new, start)
            if ((cancel is not None and cancel.is_set()) or self._closing.is_set()) and pos < len(prompt):
                timings.prompt_eval_s = time.perf_counter() - t_eval - timings.checkpoint_s
                raise GenerationCancelled()
        timings.prompt_tokens_evaluated = total_new
        timings.prompt_eval_s = time.perf_counter() - t_eval - timings.checkpoint_s

    def _decode(self, tokens: Sequence[int]) -> None:
        n = len(tokens)
        arr = (self._lib.llama_token * n)(*tokens)
        rc = self._lib.llama_decode(self._ctx, self._lib.llama_batch_get_one(arr, n))
        if rc != 0:
            self._live_valid = False
            if rc == 1:
                raise ContextOverflowError(
                    f"the context ({self.n_ctx} tokens) is full; load the model with a larger context"
                )
            raise EngineStateError(f"llama_decode failed with code {rc}")
        self._live.extend(tokens)

    def eval_logits(self, prompt: Sequence[int]) -> np.ndarray:
        """Logits after ``prompt`` (reusing checkpoints exactly as generation does). A copy."""
        with self._acquire():
            self._validate_prompt(prompt, 0)
            timings = StepTimings(prompt_tokens=len(prompt), n_ctx=self.n_ctx)
            for _ in self._prepare(prompt, timings, None):
                pass
            timings.context_used = len(self._live)
            self.last_timings = timings
            # annotated: numpy's stubs lose ndarray.copy()'s type when checking for Python 3.10
            logits: np.ndarray = self._last_logits().copy()
            return logits

    def _last_logits(self) -> np.ndarray:
        ptr = self._lib.llama_get_logits_ith(self._ctx, -1)
        return np.ctypeslib.as_array(ptr, shape=(self.n_vocab,))

    # -------------------------------------------------------------- generation

    def _acquire(self) -> "_Held":
        self._check_open()
        if not self._busy.acquire(blocking=False):
            raise EngineStateError("the engine is already generating; cancel or wait for the current step")
        return _Held(self._busy)

    def _validate_prompt(self, prompt: Sequence[int], max_tokens: int) -> None:
        if not prompt:
            raise InvalidParameterError("the prompt is empty")
        bad = next((t for t in prompt if not 0 <= t < self.n_vocab), None)
        if bad is not None:
            raise InvalidParameterError(f"token id {bad} is outside the vocabulary (0..{self.n_vocab - 1})")
        if len(prompt) >= self.n_ctx:
            raise ContextOverflowError(
                f"the prompt is {len(prompt):,} tokens but the context holds {self.n_ctx:,}; "
                "load with a larger context or start a new session"
            )

    def generate(self, prompt: str | Sequence[int], params: GenerationParams | None = None,
                 cancel: threading.Event | None = None) -> Iterator[EngineEvent]:
        """Stream one generation. The last event is always :class:`Finished`."""
        params = (params or GenerationParams()).validate().with_seed()
        tokens = self.tokenize(prompt) if isinstance(prompt, str) else list(prompt)
        self._validate_prompt(tokens, params.max_tokens)
        return self._generate(tokens, params, cancel)

    def _generate(self, prompt: list[int], params: GenerationParams,
                  cancel: threading.Event | None) -> Iterator[EngineEvent]:
        held = self._acquire()
        try:
            yield from self._run(prompt, params, cancel)
        finally:
            held.release()

    def _run(self, prompt: list[int], params: GenerationParams,
             cancel: threading.Event | None) -> Iterator[EngineEvent]:
        lib, ctx, vocab = self._lib, self._ctx, self._vocab
        sp = self.special
        timings = StepTimings(prompt_tokens=len(prompt), n_ctx=self.n_ctx)
        t_start = time.perf_counter()
        room = self.n_ctx - len(prompt)
        if room < params.max_tokens:
            yield Notice("context", f"only {room:,} of {params.max_tokens:,} requested tokens fit in the context "
                                    f"({len(prompt):,}/{self.n_ctx:,} used by the prompt)")
        elif len(prompt) > CONTEXT_WARN_FRACTION * self.n_ctx:
            yield Notice("context", f"the prompt fills {len(prompt) / self.n_ctx:.0%} of the context")

        thinking = _opens_thinking(prompt, sp)
        channel: Channel = "reasoning" if thinking else "output"
        reasoning_parts: list[str] = []
        output_parts: list[str] = []
        raw_parts: list[str] = []
        generated: list[int] = []
        channels: list[Channel] = []
        logprobs: list[float | None] | None = [] if params.logprobs else None
        output_logprobs_only = params.logprobs == "output"
        n_reasoning = 0
        budget_hit = False
        finish: FinishReason = "length"
        utf8 = Utf8Stream()

        try:
            yield from self._prepare(prompt, timings, cancel)
        except GenerationCancelled:
            finish = "cancelled"
        chain = SamplerChain(lib, vocab, self.n_vocab, params,
                             suppress=self.eog_tokens if params.ignore_eos else ())
        t_gen = time.perf_counter()
        first_token_at: float | None = None

        sample = lib.llama_sampler_sample
        accept = lib.llama_sampler_accept
        decode = lib.llama_decode
        is_eog = lib.llama_vocab_is_eog
        piece = self._piece
        feed = utf8.feed
        one = (lib.llama_token * 1)()
        batch_one = lib.llama_batch_get_one(one, 1)
        live = self._live
        n_ctx = self.n_ctx
        max_tokens = params.max_tokens
        budget = params.reasoning_budget
        ignore_eos = params.ignore_eos
        stop_ids = {t for t in (sp.im_start,) if t is not None}
        closing = self._closing
        forced: list[int] = []

        def emit_text(text: str) -> None:
            if not text:
                return
            raw_parts.append(text)
            (reasoning_parts if channel == "reasoning" else output_parts).append(text)

        try:
            while finish != "cancelled":
                if (budget is not None and not budget_hit and channel == "reasoning"
                        and n_reasoning >= budget):
                    budget_hit = True
                    forced = list(self._budget_close)
                if forced:
                    tok = forced.pop(0)
                    accept(chain.ptr, tok)
                    is_forced = True
                else:
                    tok = sample(chain.ptr, ctx, -1)
                    is_forced = False
                if first_token_at is None:
                    first_token_at = time.perf_counter()
                if not is_forced and (tok in stop_ids or (not ignore_eos and is_eog(vocab, tok))):
                    finish = "stop"
                    break
                if logprobs is not None:
                    if is_forced:
                        logprobs.append(0.0)
                    elif output_logprobs_only and channel != "output":
                        logprobs.append(None)
                    else:
                        logprobs.append(_logprob(self._last_logits(), tok))
                generated.append(tok)
                channels.append(channel)
                if tok == sp.think_close and sp.think_close is not None:
                    emit_text(utf8.flush())
                    raw_parts.append("</think>")
                    channel = "output"
                    yield ChannelSwitch(channel)
                elif tok == sp.think_open and sp.think_open is not None:
                    emit_text(utf8.flush())
                    raw_parts.append("<think>")
                    channel = "reasoning"
                    yield ChannelSwitch(channel)
                else:
                    text = feed(piece(tok))
                    emit_text(text)
                    if channel == "reasoning":
                        n_reasoning += 1
                    yield TokenEvent(channel, tok, text,
                                     logprobs[-1] if logprobs is not None else None, is_forced)
                if len(generated) >= max_tokens:
                    finish = "length"
                    break
                if len(live) >= n_ctx:
                    finish = "context_full"
                    break
                one[0] = tok
                rc = decode(ctx, batch_one)
                if rc != 0:
                    self._live_valid = False
                    finish = "context_full" if rc == 1 else "cancelled"
                    if rc not in (1, 2):
                        raise EngineStateError(f"llama_decode failed with code {rc}")
                    break
                live.append(tok)
                if (cancel is not None and cancel.is_set()) or closing.is_set():
                    finish = "cancelled"
                    break
            emit_text(utf8.flush())
        finally:
            chain.close()

        t_end = time.perf_counter()
        timings.time_to_first_token_s = (first_token_at or t_end) - t_start
        timings.generation_s = t_end - t_gen
        timings.generated_tokens = len(generated)
        timings.reasoning_tokens = sum(1 for c in channels if c == "reasoning")
        timings.output_tokens = len(generated) - timings.reasoning_tokens
        timings.context_used = len(live)
        self.last_timings = timings
        raw = "".join(raw_parts)
        if thinking:
            raw = "<think>\n" + raw if not raw.startswith("<think>") else raw
        yield Finished(GenerationResult(
            reasoning="".join(reasoning_parts),
            output="".join(output_parts),
            raw=raw,
            finish_reason=finish,
            tokens=generated,
            timings=timings,
            seed=params.seed,
            reasoning_budget_hit=budget_hit,
            thinking=thinking,
            logprobs=logprobs,
            token_channels=channels,
        ))

    def run(self, prompt: str | Sequence[int], params: GenerationParams | None = None,
            cancel: threading.Event | None = None) -> GenerationResult:
        """Generate to the end and return the result (no streaming)."""
        result: GenerationResult | None = None
        for ev in self.generate(prompt, params, cancel):
            if isinstance(ev, Finished):
                result = ev.result
        assert result is not None
        return result


class GenerationCancelled(Exception):
    pass


class _Held:
    def __init__(self, lock: threading.Lock) -> None:
        self._lock: threading.Lock | None = lock

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> "_Held":
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _shared_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """How many leading tokens ``a`` and ``b`` have in common."""
    n = min(len(a), len(b))
    if list(a[:n]) == list(b[:n]):
        return n
    lo, hi = 0, n  # a[:lo] == b[:lo], a[:hi] != b[:hi]
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if list(a[lo:mid]) == list(b[lo:mid]):
            lo = mid
        else:
            hi = mid
    return lo


def _opens_thinking(prompt: Sequence[int], sp: SpecialTokens) -> bool:
    """Did the generation prompt leave a think block open?"""
    if sp.think_open is None:
        return False
    for tok in reversed(prompt):
        if tok == sp.think_close or tok == sp.im_start or tok == sp.im_end:
            return False
        if tok == sp.think_open:
            return True
    return False


def _logprob(logits: np.ndarray, token: int) -> float:
    m = float(logits.max())
    return float(logits[token]) - m - math.log(float(np.exp(logits - m).sum()))


def kv_override_array(lib: Any, overrides: Mapping[str, KvOverride]) -> Any:
    arr = (lib.llama_model_kv_override * (len(overrides) + 1))()  # zeroed terminator at the end
    for i, (key, value) in enumerate(overrides.items()):
        item = arr[i]
        item.key = key.encode("utf-8")[:127]
        if isinstance(value, bool):
            item.tag = lib.LLAMA_KV_OVERRIDE_TYPE_BOOL
            item.value.val_bool = value
        elif isinstance(value, int):
            item.tag = lib.LLAMA_KV_OVERRIDE_TYPE_INT
            item.value.val_i64 = value
        elif isinstance(value, float):
            item.tag = lib.LLAMA_KV_OVERRIDE_TYPE_FLOAT
            item.value.val_f64 = value
        else:
            item.tag = lib.LLAMA_KV_OVERRIDE_TYPE_STR
            item.value.val_str = str(value).encode("utf-8")[:127]
    return arr


def _free_native(lib: Any, model: Any, ctx: Any) -> None:
    lib.llama_free(ctx)
    lib.llama_model_free(model)
