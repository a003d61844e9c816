"""Incremental, UTF-8-safe detokenization.

Byte-level BPE tokens can end in the middle of a multi-byte character (an
emoji is often three tokens). Decoding each token on its own would emit
replacement characters and then the right character later; holding the
trailing incomplete bytes until the next token completes them emits each
character exactly once, intact.
"""

from __future__ import annotations

import codecs
import ctypes
from typing import Any


class PieceReader:
    """Token id -> raw bytes through ``llama_token_to_piece`` with a reused buffer."""

    def __init__(self, lib: Any, vocab: Any) -> None:
        self._fn = lib.llama_token_to_piece
        self._vocab = vocab
        self._size = 256
        self._buf = ctypes.create_string_buffer(self._size)
        self._cache: dict[int, bytes] = {}

    def __call__(self, token: int) -> bytes:
        piece = self._cache.get(token)
        if piece is not None:
            return piece
        n = self._fn(self._vocab, token, self._buf, self._size, 0, False)
        if n < 0:  # buffer too small: -n is the size needed
            self._size = -n + 16
            self._buf = ctypes.create_string_buffer(self._size)
            n = self._fn(self._vocab, token, self._buf, self._size, 0, False)
        piece = self._buf.raw[: max(n, 0)]
        self._cache[token] = piece
        return piece


class Utf8Stream:
    """Feed bytes, get text; incomplete trailing sequences wait for more bytes."""

    def __init__(self) -> None:
        self._dec = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def feed(self, data: bytes) -> str:
        return self._dec.decode(data, False)

    def flush(self) -> str:
        """Whatever is pending, with broken sequences replaced (end of stream)."""
        return self._dec.decode(b"", True)

    @property
    def pending(self) -> bool:
        return bool(self._dec.getstate()[0])
