"""Saved llama.cpp states keyed by the token prefix they hold.

Qwen3.5's Gated DeltaNet layers keep a recurrent state that cannot be rolled
back token by token (llama.cpp rejects a partial ``seq_rm`` on recurrent
memory), so going back to an earlier point of a context needs a state saved
there. Two kinds are kept, under one byte budget, least recently used evicted:

- ``partial``: the recurrent part only (``LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY``),
  the same size at any context (62.8 MiB for the real model). It is valid only
  while the attention cells hold the same prefix: restore it, then remove the
  attention cells after it (``seq_rm``), as llama-server does for hybrid models.
- ``whole``: the whole context (attention and recurrent), which grows with the
  context. The fallback where partial states are not possible or were refused,
  and the one state kept of a branch that a fork is about to discard.

Partial states of one model all have the same size, so the byte arrays of
evicted ones are reused: allocating (and zeroing) 63 MiB costs more than
copying the state into it.
"""

from __future__ import annotations

import ctypes
import time
from dataclasses import dataclass, field
from typing import Any, Iterator, Literal, Sequence

Kind = Literal["partial", "whole"]
# Whole states kept of branches a restore discarded: the one left by a fork, and the one before it
# (resampling several steps of a session in a row goes fork, main, fork, main).
MAX_BRANCHES = 2


@dataclass
class Checkpoint:
    tokens: tuple[int, ...]
    data: Any  # a ctypes byte array holding llama.cpp's state data
    size: int  # bytes written into ``data`` (the array may be larger)
    kind: Kind = "whole"
    # a whole state kept of a branch before a fork discarded it: at most one is kept
    branch: bool = False
    last_used: float = field(default_factory=time.monotonic)

    @property
    def n_tokens(self) -> int:
        return len(self.tokens)


class CheckpointStore:
    def __init__(self, budget_bytes: int) -> None:
        self.budget_bytes = budget_bytes
        self._items: list[Checkpoint] = []
        self._spare: dict[int, list[Any]] = {}  # capacity -> byte arrays of evicted checkpoints

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Checkpoint]:
        return iter(list(self._items))

    @property
    def bytes_used(self) -> int:
        return sum(ctypes.sizeof(c.data) for c in self._items)

    def branch_bytes(self) -> int:
        return sum(ctypes.sizeof(c.data) for c in self._items if c.branch)

    def count(self, kind: Kind) -> int:
        return sum(1 for c in self._items if c.kind == kind)

    def best(self, tokens: Sequence[int], limit: int, kind: Kind) -> Checkpoint | None:
        """The longest checkpoint of ``kind`` whose tokens start ``tokens`` and hold at most ``limit``."""
        best: Checkpoint | None = None
        for c in self._items:
            n = c.n_tokens
            if c.kind != kind or n > limit or (best is not None and n <= best.n_tokens):
                continue
            if tuple(tokens[:n]) == c.tokens:
                best = c
        if best is not None:
            best.last_used = time.monotonic()
        return best

    def best_prefix(self, tokens: Sequence[int], limit: int) -> Checkpoint | None:
        """The longest whole-context checkpoint that starts ``tokens`` (at most ``limit`` tokens)."""
        return self.best(tokens, limit, "whole")

    def has(self, tokens: Sequence[int], kind: Kind = "whole") -> bool:
        t = tuple(tokens)
        return any(c.tokens == t and c.kind == kind for c in self._items)

    def buffer(self, size: int) -> Any:
        """A byte array of at least ``size`` bytes: a spare one of an evicted checkpoint if there is."""
        spares = self._spare.get(size)
        if spares:
            return spares.pop()
        return (ctypes.c_uint8 * size)()

    def fits(self, size: int) -> bool:
        return 0 < size <= self.budget_bytes

    def add(self, checkpoint: Checkpoint) -> None:
        if not self.fits(ctypes.sizeof(checkpoint.data)):
            self._recycle(checkpoint)
            return
        keep = []
        for c in self._items:
            if c.tokens == checkpoint.tokens and c.kind == checkpoint.kind:
                self._recycle(c)
            else:
                keep.append(c)
        branches = [c for c in keep if c.branch]
        if checkpoint.branch and len(branches) >= MAX_BRANCHES:  # the oldest kept branch goes
            oldest = min(branches, key=lambda c: c.last_used)
            keep.remove(oldest)
        keep.append(checkpoint)
        keep.sort(key=lambda c: c.last_used)
        self._items = keep
        used = self.bytes_used
        while used > self.budget_bytes:
            old = self._items.pop(0)
            used -= ctypes.sizeof(old.data)
            self._recycle(old)

    def drop(self, kind: Kind) -> None:
        """Forget every checkpoint of ``kind`` (partial states after llama.cpp refused one)."""
        for c in [c for c in self._items if c.kind == kind]:
            self._items.remove(c)
            self._recycle(c)

    def clear(self) -> None:
        self._items.clear()
        self._spare.clear()

    def _recycle(self, c: Checkpoint) -> None:
        # only partial states come back at the same size; a whole state is never the same size twice
        if c.kind == "partial":
            spares = self._spare.setdefault(ctypes.sizeof(c.data), [])
            if len(spares) < 2:
                spares.append(c.data)
