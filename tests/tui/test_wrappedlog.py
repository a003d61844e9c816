"""WrappedLog: incremental word wrap for streamed text."""

from __future__ import annotations

from textual.app import App, ComposeResult

from playground.tui.widgets.wrappedlog import WrappedLog

TEXT = ("the agent lists the directory and the model predicts every file that should be there "
        "including averyveryverylongfilenamethatdoesnotfit.txt and then the prompt\nsecond paragraph here")


class LogApp(App[None]):
    CSS = "WrappedLog { width: 30; height: 20; }"

    def compose(self) -> ComposeResult:
        yield WrappedLog()


def squeeze(text: str) -> str:
    """The text without whitespace: what wrapping must keep, in order."""
    return "".join(text.split())


async def test_streamed_text_wraps_at_the_width_and_holds_the_partial_word() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 24)) as pilot:
        log = app.query_one(WrappedLog)
        width = log.scrollable_content_region.width
        for i in range(0, len(TEXT), 7):  # chunks that split words, as tokens do
            log.append(TEXT[i:i + 7])
        await pilot.pause()
        assert log.text == TEXT
        assert all(len(line) <= width for line in log.lines)
        # the last partial word ("here") waits: it may continue in the next token
        assert squeeze("".join(log.lines)) == squeeze(TEXT).removesuffix("here")
        log.finish()
        await pilot.pause()
        assert squeeze("".join(log.lines)) == squeeze(TEXT)
        assert all(len(line) <= width for line in log.lines)


async def test_resize_rewraps_and_set_text_replaces() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 24)) as pilot:
        log = app.query_one(WrappedLog)
        log.set_text(TEXT)
        await pilot.pause()
        narrow = list(log.lines)
        log.styles.width = 20
        await pilot.pause()
        width = log.scrollable_content_region.width
        assert len(log.lines) > len(narrow) and all(len(line) <= width for line in log.lines)
        assert squeeze("".join(log.lines)) == squeeze(TEXT)
        log.set_text("short")
        await pilot.pause()
        assert list(log.lines) == ["short"] and log.text == "short"


INDENTED = '{\n  "files": [\n    "a.txt",\n\t"b.txt"\n  ],\n  "ok":    true\n}'


async def test_indentation_and_inner_spaces_are_kept_exactly() -> None:
    """JSON and code keep their shape: leading blanks stay (a tab to the next stop of 8), only a
    soft-wrapped continuation row starts at its text."""
    app = LogApp()
    async with app.run_test(size=(40, 24)) as pilot:
        log = app.query_one(WrappedLog)
        for i in range(0, len(INDENTED), 3):
            log.append(INDENTED[i:i + 3])
        log.finish()
        await pilot.pause()
        assert list(log.lines) == INDENTED.replace("\t", " " * 8).split("\n")
        log.set_text("      " + "word " * 12)
        await pilot.pause()
        rows = list(log.lines)
        assert rows[0].startswith("      word") and len(rows) > 1
        assert all(not row.startswith(" ") for row in rows[1:])  # continuation rows
