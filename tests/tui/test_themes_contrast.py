"""The light theme checked for contrast (WCAG AA for text), and one palette for JSON in the action
panel and the editor."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from rich.style import Style
from textual.widgets import TextArea

from playground.tui.widgets import highlight
from playground.tui.widgets.stepview import ObservationPanel

THEMES = Path(__file__).resolve().parents[2] / "themes"
TEXT_COLOURS = ("foreground", "primary", "secondary", "accent", "success", "warning", "error")
AA = 4.5


def luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    channels = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_contrast_formula_matches_wcag_reference_values() -> None:
    assert contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)


def test_light_theme_text_colours_pass_wcag_aa() -> None:
    theme = tomllib.loads((THEMES / "agentworld-light.toml").read_text())
    texts = {k: theme[k] for k in TEXT_COLOURS} | dict(theme["variables"])
    failing = [(name, bg, round(contrast(fg, theme[bg]), 2)) for name, fg in texts.items()
               for bg in ("background", "surface", "panel") if contrast(fg, theme[bg]) < AA]
    assert failing == []


@pytest.mark.parametrize("palette,backgrounds", [("light", ("#FFFFFF", "#F6F8FA")), ("dark", ("#11151C", "#050A05"))])
def test_syntax_and_severity_colours_pass_wcag_aa(palette: str, backgrounds: tuple[str, ...]) -> None:
    failing = [(role, bg) for role, value in highlight.PALETTES[palette].items() for bg in backgrounds
               if contrast(value.split()[-1], bg) < AA]
    assert failing == []


async def test_action_panel_and_editor_colour_json_alike_in_both_themes(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for theme, palette in (("agentworld-light", "light"), ("agentworld-dark", "dark")):
            app.theme = theme
            await pilot.pause()
            editor = app.screen.query_one("#action", TextArea)
            assert editor.theme == f"agentworld-{palette}"
            styles = editor._theme.syntax_styles
            panel = app.screen.query_one("#step-action", ObservationPanel)
            text = panel.highlighter('{"keystrokes": "ls", "duration": 0.5}')
            spans = {text.plain[s.start:s.end]: str(s.style) for s in text.spans}
            colours = highlight.PALETTES[palette]
            assert spans['"ls"'] == str(styles["string"]) == str(Style.parse(colours["string"]))
            assert spans['"keystrokes"'] == str(styles["json.label"]) == str(Style.parse(colours["key"]))
            assert spans["0.5"] == str(styles["number"])
