"""Streaming text with word wrap whose cost per append does not grow with the text.

Re-rendering a growing Static or Markdown on every update is quadratic over a
4k-token reasoning stream and, at 150 tok/s, keeps the UI thread busy. ``Log`` only
re-renders the lines an append touches, but does not wrap; this wraps
incrementally at word boundaries as text arrives (re-wrapping the whole text
once when the width changes).
"""

from __future__ import annotations

from textual import events
from textual.strip import Strip
from textual.widgets import Log

from playground.base.textsafe import visible

FALLBACK_WIDTH = 80


class WrappedLog(Log):
    DEFAULT_CSS = """
    WrappedLog {
        overflow-x: hidden;
        overflow-y: auto;
        background: transparent;
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(highlight=False, auto_scroll=True, **kwargs)  # type: ignore[arg-type]
        self._raw = ""
        self._col = 0
        self._word = ""
        self._wrap_width = 0
        self._open = False  # a stream is running: its last partial word is held back
        self._soft = False  # the current row is a wrapped continuation (its leading blanks are dropped)
        self._palette_version = -1

    @property
    def text(self) -> str:
        """Everything appended so far (unwrapped)."""
        return self._raw

    def _width_now(self) -> int:
        width = self.scrollable_content_region.width
        return width if width > 1 else FALLBACK_WIDTH

    def _wrap(self, text: str, width: int) -> str:
        out: list[str] = []
        col, word, soft = self._col, self._word, self._soft

        def flush_word() -> None:
            nonlocal col, word, soft
            if word:
                if col and col + len(word) > width:
                    out.append("\n")
                    col, soft = 0, True
                out.append(word)
                col += len(word)
                word = ""

        for ch in text:
            if ch == "\n":
                flush_word()
                out.append("\n")
                col, soft = 0, False
            elif ch in " \t":
                flush_word()
                # a tab becomes spaces up to the next stop of 8, so indentation keeps its shape
                n = 8 - col % 8 if ch == "\t" else 1
                if col + n > width:
                    out.append("\n")
                    col, soft = 0, True
                elif col or not soft:  # indentation is kept; a wrapped row starts at its text
                    out.append(" " * n)
                    col += n
            else:
                word += ch
                if len(word) >= width:  # a word longer than the line: hard break
                    flush_word()
        self._col, self._word, self._soft = col, word, soft
        return "".join(out)

    def append(self, text: str) -> None:
        """Add streamed text; a trailing partial word waits for the next append (or :meth:`finish`)."""
        if not text:
            return
        text = visible(text)
        self._raw += text
        self._open = True
        if not self._wrap_width:
            self._wrap_width = self._width_now()
        wrapped = self._wrap(text, self._wrap_width)
        if wrapped:
            self.write(wrapped)

    def finish(self) -> None:
        """Show the held-back partial word (end of a stream)."""
        self._open = False
        if self._word:
            word, self._word = self._word, ""
            if self._col and self._col + len(word) > self._wrap_width:
                self.write("\n")
                self._col = 0
            self.write(word)
            self._col += len(word)

    def set_text(self, text: str) -> None:
        self.clear()
        self._raw, self._col, self._word, self._soft = "", 0, "", False
        self._wrap_width = self._width_now()
        self.append(text)
        self.finish()
        self.scroll_home(animate=False)

    def find_line(self, quote: str) -> int | None:
        """The first wrapped line showing the start of ``quote`` (its first non-blank line), or None.

        A quote's start may wrap onto the next line, so shorter prefixes are tried too."""
        first = next((line.strip() for line in visible(quote).splitlines() if line.strip()), "").rstrip("…")
        if not first:
            return None
        for n in (len(first), 40, 20, 10):
            probe = first[:n].strip()
            if not probe or (n < len(first) and len(probe) < min(6, len(first))):
                continue
            for i, line in enumerate(self.lines):
                if probe in line:
                    return i
        return None

    def scroll_to_text(self, quote: str) -> int | None:
        """Scroll so the line quoting ``quote`` is the top one; its index, or None when not found."""
        line = self.find_line(quote)
        if line is not None:
            # after the next refresh: text set just now has no scroll range yet
            self.call_after_refresh(self.scroll_to, y=line, animate=False, immediate=True)
        return line

    def render_line(self, y: int) -> Strip:
        # the syntax palette changed (dark <-> light theme): lines drawn with the old one go
        from playground.tui.widgets.highlight import palette_version

        if palette_version() != self._palette_version:
            self._palette_version = palette_version()
            self._render_line_cache.clear()
        return super().render_line(y)

    def on_resize(self, _event: events.Resize) -> None:
        width = self._width_now()
        if self._wrap_width and width != self._wrap_width and self._raw:
            # re-wrap everything at the new width; a running stream stays open (and scrolled
            # to its end), a finished text keeps its scroll position at the top
            raw, streaming, top, before = self._raw, self._open, self.scroll_y, max(1, len(self.lines))
            self.clear()
            self._raw, self._col, self._word, self._soft, self._wrap_width = "", 0, "", False, width
            self.append(raw)
            if not streaming:
                self.finish()
                # the same place in the text (a jump to a quoted line stays on it when a scrollbar
                # appearing narrows the panel), at the top when it was there
                self.scroll_to(y=round(top * len(self.lines) / before), animate=False, immediate=True)
        self._wrap_width = width
