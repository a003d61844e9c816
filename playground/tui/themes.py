"""Load the theme files shipped in themes/ (installed as playground.themes)."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from textual.theme import Theme

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

_COLOR_FIELDS = ("primary", "secondary", "accent", "foreground", "background", "surface", "panel",
                 "success", "warning", "error", "boost")

# Variables our stylesheets use; every theme gets these unless it sets its own.
# Colour carries one meaning each: $accent is focus, $warning is warnings, $reference is the
# reference model in compare.
THEME_VARIABLE_DEFAULTS = {
    "reasoning-text": "#8A94A6",
    "observation-text": "#E6EDF3",
    "reference": "#9ECE6A",
}


@dataclass(frozen=True)
class ThemeLoadProblem:
    file: str
    message: str


def theme_from_mapping(data: dict[str, Any], source: str) -> Theme:
    name = data.get("name")
    primary = data.get("primary")
    if not isinstance(name, str) or not name:
        raise ValueError(f"{source}: a theme needs a name")
    if not isinstance(primary, str):
        raise ValueError(f"{source}: a theme needs a primary color")
    kwargs: dict[str, Any] = {k: data[k] for k in _COLOR_FIELDS if isinstance(data.get(k), str)}
    variables = {**THEME_VARIABLE_DEFAULTS, **{str(k): str(v) for k, v in data.get("variables", {}).items()}}
    theme = Theme(name=name, dark=bool(data.get("dark", True)), variables=variables, **kwargs)
    theme.to_color_system()  # raises on an unparsable color: fail here, not at render time
    return theme


def load_shipped_themes() -> tuple[list[Theme], list[ThemeLoadProblem]]:
    themes: list[Theme] = []
    problems: list[ThemeLoadProblem] = []
    for entry in sorted(files("playground.themes").iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".toml"):
            continue
        try:
            themes.append(theme_from_mapping(tomllib.loads(entry.read_text(encoding="utf-8")), entry.name))
        except Exception as e:  # a broken theme file must not stop the app
            problems.append(ThemeLoadProblem(entry.name, str(e)))
    return themes, problems
