"""Saved llama.cpp states keyed by the token prefix they hold.

Qwen3.5's Gated DeltaNet layers keep a recurrent state that cannot be rolled
back token by token (llama.cpp rejects a partial ``seq_rm`` on recurrent
memory), so reusing a shared prefix means restoring a state saved at the end
of that prefix. The store keeps whole-context snapshots under a byte budget
and evicts the least recently used.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Sequence


@dataclass
class Checkpoint:
    tokens: tuple[int, ...]
    data: Any  # ctypes byte array holding llama_state_get_data output
    size: int
    last_used: float = field(default_factory=time.monotonic)

    @property
    def n_tokens(self) -> int:
        return len(self.tokens)


class CheckpointStore:
    def __init__(self, budget_bytes: int) -> None:
        self.budget_bytes = budget_bytes
        self._items: list[Checkpoint] = []

    def __len__(self) -> int:
        return len(self._items)

    @property
    def bytes_used(self) -> int:
        return sum(c.size for c in self._items)

    def best_prefix(self, tokens: Sequence[int], limit: int) -> Checkpoint | None:
        """The longest checkpoint whose tokens start ``tokens`` and hold at most ``limit`` tokens."""
        best: Checkpoint | None = None
        for c in self._items:
            n = c.n_tokens
            if n > limit or (best is not None and n <= best.n_tokens):
                continue
            if tuple(tokens[:n]) == c.tokens:
                best = c
        if best is not None:
            best.last_used = time.monotonic()
        return best

    def has(self, tokens: Sequence[int]) -> bool:
        t = tuple(tokens)
        return any(c.tokens == t for c in self._items)

    def add(self, checkpoint: Checkpoint) -> None:
        if checkpoint.size > self.budget_bytes:
            return
        self._items = [c for c in self._items if c.tokens != checkpoint.tokens]
        self._items.append(checkpoint)
        self._items.sort(key=lambda c: c.last_used)
        while self.bytes_used > self.budget_bytes:
            self._items.pop(0)

    def clear(self) -> None:
        self._items.clear()
