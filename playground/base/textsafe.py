"""Make untrusted text safe to show in a terminal or to print as JSON.

Text from a session file, a model or a file name is data. A world model that
simulates a terminal emits escape sequences (and the random-weight test model
emits anything); a crafted session can carry OSC 52 (write the clipboard),
OSC 0 (retitle the window), CSI sequences, the 8-bit C1 controls (U+009B is a
one-character CSI on some terminals) and bidi overrides (U+202E reverses what
follows, so a file name can read as something it is not). Printed raw, a
terminal acts on them. Here they are shown as escapes instead: ESC becomes the
four characters ``\\x1b``, U+202E becomes ``\\u202e``: visible as evidence,
never interpreted.

- :func:`visible`: for text shown to a person (CLI output, TUI widgets,
  notifications, error messages). Keeps newline and tab; a CRLF line end becomes
  a newline.
- :func:`json_text`: for JSON produced with ``ensure_ascii=False`` (which lets
  C1, bidi and DEL through raw): escapes them as ``\\uXXXX``, which keeps the
  JSON valid and decodes back to the same string.
- :class:`GuardedStream`: the CLI wraps its stdout and stderr in one, so nothing
  a command prints can reach the terminal raw, whatever it forgot to clean.
"""

from __future__ import annotations

from typing import Any, TextIO

#: Bidi formatting characters: embeddings/overrides, isolates, the marks.
BIDI = (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)


def _table(*, keep: str) -> dict[int, str]:
    table: dict[int, str] = {}
    for c in range(0x20):
        if chr(c) not in keep:
            table[c] = f"\\x{c:02x}"
    for c in (0x7F, *range(0x80, 0xA0), *BIDI):
        table[c] = f"\\u{c:04x}"
    return table


_VISIBLE = _table(keep="\n\t")
_JSON = _table(keep="".join(map(chr, range(0x20))))  # json.dumps escapes C0 itself


def _escape_surrogates(text: str) -> str:
    # A lone surrogate (from a JSON "\ud800" escape) cannot be encoded: printing it raises.
    if not any("\ud800" <= ch <= "\udfff" for ch in text):
        return text
    return "".join(f"\\u{ord(ch):04x}" if "\ud800" <= ch <= "\udfff" else ch for ch in text)


def visible(text: str) -> str:
    """``text`` with every control character except newline and tab, DEL, the C1 controls, bidi
    formatting characters and lone surrogates replaced by a visible escape (``\\x1b``, ``\\u202e``)."""
    return _escape_surrogates(text.replace("\r\n", "\n").translate(_VISIBLE))


def json_text(text: str) -> str:
    """JSON text (from ``json.dumps(..., ensure_ascii=False)``) with DEL, C1 controls, bidi
    characters and lone surrogates written as ``\\uXXXX`` escapes: still valid, the same data."""
    return _escape_surrogates(text.translate(_JSON))


def dumps(obj: Any, **kwargs: Any) -> str:
    """``json.dumps`` with readable non-ASCII text and nothing a terminal would act on."""
    import json

    kwargs.setdefault("ensure_ascii", False)
    return json_text(json.dumps(obj, **kwargs))


class GuardedStream:
    """A text stream that writes through :func:`visible` to ``stream`` (a write may start with a
    carriage return: progress bars redraw that way). Everything else is the wrapped stream's."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    @property
    def wrapped(self) -> TextIO:
        return self._stream

    def write(self, text: str) -> int:
        # A progress bar redraws with "\r" + line in one write; anywhere else \r is data and would
        # let a line overwrite what was printed before it (a warning, say).
        head = "\r" if text.startswith("\r") else ""
        self._stream.write(head + visible(text[len(head):]))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:  # flush, fileno, isatty, encoding, buffer ...
        return getattr(self._stream, name)
