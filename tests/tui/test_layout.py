"""Nothing is cut: every footer binding and the whole status line are on screen at 80 and 120 columns."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Footer

from tests.tui.conftest import wait_for
from tests.tui.test_snapshots import _session_with_a_warning


def footer_cut(app, width: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The footer bindings (and the palette key) that do not fit on screen."""
    footer = app.screen.query_one(Footer)
    keys = [w for w in footer.query("*") if type(w).__name__ in ("FooterKey", "FooterLabel")]
    assert keys, "no footer bindings found"
    return [str(getattr(k, "description", k)) for k in keys
            if k.region.width == 0 or k.region.right > width]


@pytest.mark.parametrize("width", [80, 120])
async def test_footer_and_status_fit(make_app, width: int, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(width, 30)) as pilot:
        await pilot.pause()
        assert footer_cut(app, width) == []  # play, new session
        screen = app.screen
        screen.open_session(_session_with_a_warning(app.sessions_dir))
        await pilot.pause()
        assert footer_cut(app, width) == []  # play, with steps (fork and re-run offered)
        status = screen.query_one("#status")
        text = status.render()
        needed = -(-cell_len(str(text)) // status.content_region.width)
        assert needed <= status.size.height, str(text)
        for key, screen_name in (("f3", "ModelsScreen"), ("f4", "SessionsScreen"), ("f5", "CompareScreen")):
            await pilot.press(key)
            await wait_for(pilot, lambda name=screen_name: type(app.screen).__name__ == name)
            await pilot.pause()
            assert footer_cut(app, width) == [], screen_name


def test_readme_screenshots_are_the_snapshots(tmp_path: Path) -> None:
    """The README's pictures are byte-for-byte the snapshot baselines (refreshed by one command)."""
    from tests.tui.screenshots import PICTURES, ROOT, SNAPSHOTS, TARGET, copy_screenshots

    copied = copy_screenshots(tmp_path)
    assert sorted(p.name for p in copied) == sorted(PICTURES)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name, src in PICTURES.items():
        assert (TARGET / name).read_bytes() == (SNAPSHOTS / src).read_bytes(), name
    for name in ("play.svg", "models.svg", "compare.svg"):
        assert f"docs/screenshots/{name}" in readme
