"""Split streamed text with inline ``<think>`` / ``</think>`` tags into reasoning and output pieces.

llama-server without a reasoning format, llama-cpp-python's server, and vLLM/SGLang started
without a reasoning parser send the model's text as it is. A tag may arrive split over two
chunks ("</th" + "ink>"), so text that could be the start of a tag is held back until the
next chunk decides it.
"""

from __future__ import annotations

from typing import Iterator, Literal

Channel = Literal["reasoning", "output"]
OPEN = "<think>"
CLOSE = "</think>"


def _held_suffix(text: str) -> int:
    """Length of the longest suffix of ``text`` that is a proper prefix of a tag."""
    best = 0
    for tag in (OPEN, CLOSE):
        for n in range(min(len(tag) - 1, len(text)), 0, -1):
            if text.endswith(tag[:n]):
                best = max(best, n)
                break
    return best


class ThinkSplitter:
    """Feed text chunks; get (channel, text) pieces, and (channel, None) where a tag switched channel.

    Like the local engine: ``<think>`` switches to reasoning and ``</think>`` to output wherever
    they appear (a repeated tag switches to the channel it is already in); tags are not text.
    """

    def __init__(self, channel: Channel) -> None:
        self.channel: Channel = channel
        self._pending = ""

    def feed(self, text: str) -> Iterator[tuple[Channel, str | None]]:
        buf = self._pending + text
        self._pending = ""
        while buf:
            hits = [(i, tag) for tag in (OPEN, CLOSE) if (i := buf.find(tag)) >= 0]
            if not hits:
                keep = _held_suffix(buf)
                out, self._pending = (buf[:-keep], buf[-keep:]) if keep else (buf, "")
                if out:
                    yield self.channel, out
                return
            i, tag = min(hits)
            if i > 0:
                yield self.channel, buf[:i]
            self.channel = "reasoning" if tag == OPEN else "output"
            yield self.channel, None
            buf = buf[i + len(tag):]

    def flush(self) -> Iterator[tuple[Channel, str | None]]:
        if self._pending:
            text, self._pending = self._pending, ""
            yield self.channel, text
