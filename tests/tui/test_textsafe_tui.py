"""Data on screen is shown, never obeyed: escape sequences in session names and titles reach the
terminal as visible text (``\\x1b``), not as OSC 52 (clipboard), OSC 0 (window title) or CSI."""

from __future__ import annotations

from pathlib import Path

from playground.tui.screens.replay import ReplayScreen
from playground.tui.screens.sessions import SessionsScreen
from playground.world.store import create_session
from tests.tui.conftest import press, wait_for

OSC52 = "\x1b]52;c;cm0gLXJmIH4=\x07"
OSC0 = "\x1b]0;pwned\x07"
CSI = "\x1b[2J\x1b[31m"
C1_CSI = "\x9b31m"


def crafted_sessions(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    made = []
    for i, evil in enumerate((OSC52, OSC0, CSI + C1_CSI)):
        session = create_session(directory, "terminal", title=f"title {evil} [b]markup[/b]")
        target = directory / f"evil{i}-{evil}-[bold red]x.jsonl"
        session.path.rename(target)
        made.append(target)
    return made


def screen_text(app) -> str:  # type: ignore[no-untyped-def]
    """The text of every cell the app would write to the terminal for the current screen (the
    segments of a full update, before they are styled into escape sequences by the driver)."""
    update = app.screen._compositor.render_full_update()
    return "\n".join("".join(segment.text for segment in strip) for strip in update.strips)


async def test_sessions_browser_shows_escape_sequences_as_text(make_app, tmp_path: Path) -> None:
    app = make_app()
    crafted_sessions(app.sessions_dir)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.press("f4")
        await wait_for(pilot, lambda: isinstance(app.screen, SessionsScreen) and app.screen.summaries)
        await pilot.pause()
        shown = screen_text(app)
        for raw in ("\x1b", "\x07", "\x9b"):
            assert raw not in shown
        assert "\\x1b]52;c;" in shown and "\\x1b]0;pwned" in shown and "\\x1b[2J" in shown
        assert "[bold red]x" in shown  # markup in a name is text, not a style
        # and the replay view of such a session
        names = [s.path.name for s in app.screen.summaries]
        app.screen.query_one("#sessions-table").move_cursor(row=next(i for i, n in enumerate(names)
                                                                     if n.startswith("evil0")))
        await press(pilot, "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.pause()
        shown = screen_text(app)
        assert "\x1b" not in shown and "\x07" not in shown and "\\x1b]52" in shown


async def test_notifications_never_carry_raw_escape_sequences(make_app, tmp_path: Path) -> None:
    """A model file named with an OSC 52 sequence that fails to load: the error names the file."""
    app = make_app()
    bad = tmp_path / f"model{OSC52}.gguf"
    bad.write_bytes(b"not a gguf")
    async with app.run_test(size=(120, 30)) as pilot:
        app.load_model(bad)
        await wait_for(pilot, lambda: any(n.severity == "error" for n in app._notifications))
        await pilot.pause()
        for n in app._notifications:
            assert "\x1b" not in n.message + n.title and "\x07" not in n.message + n.title
        assert any("\\x1b]52" in n.message + n.title for n in app._notifications)
        assert "\x1b" not in screen_text(app)
