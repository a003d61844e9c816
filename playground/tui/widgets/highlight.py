"""Syntax colours for observations and actions, by the language of the domain.

Applied per shown line by :class:`~playground.tui.widgets.wrappedlog.WrappedLog` (a Log): cheap,
and it never changes the text, only its colour. Regexes rather than a parser: a predicted
observation is often not valid JSON or Python, and must still read well.
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING

from rich.highlighter import Highlighter
from rich.style import Style
from rich.text import Text

if TYPE_CHECKING:
    from textual.widgets import TextArea
    from textual.widgets.text_area import TextAreaTheme

# One palette per theme brightness, shared by the panels (these highlighters) and the action
# editor (:func:`editor_theme`), so JSON reads the same in both. The light colours keep WCAG AA
# contrast (4.5:1) on white; the dark ones on the dark themes' backgrounds.
PALETTES: dict[str, dict[str, str]] = {
    "dark": {"key": "#7AA2F7", "string": "#9ECE6A", "number": "#FF9E64", "literal": "#BB9AF7",
             "prompt": "bold #7DCFFF", "comment": "italic #8B93BD", "element": "#E0AF68",
             "error": "bold #FF7A85", "warning": "#E0AF68", "info": "#7DCFFF"},
    "light": {"key": "#0550AE", "string": "#0A3069", "number": "#953800", "literal": "#6F42C1",
              "prompt": "bold #116329", "comment": "italic #57606A", "element": "#8A4600",
              "error": "bold #B3261E", "warning": "#7D4E00", "info": "#0550AE"},
}
class _Palette:
    name = "dark"
    version = 0  # bumped on every change: widgets that cache drawn lines compare it


def use_palette(dark: bool) -> None:
    """Colour by the dark or the light palette from now on (the app calls this when the theme changes)."""
    name = "dark" if dark else "light"
    if _Palette.name != name:
        _Palette.name = name
        _Palette.version += 1


def palette_version() -> int:
    return _Palette.version


def color(role: str) -> str:
    return PALETTES[_Palette.name][role]


def style(role: str) -> Style:
    return Style.parse(color(role))


_KEY, _STRING, _NUMBER, _LITERAL = "key", "string", "number", "literal"
_PROMPT, _COMMENT, _ELEMENT = "prompt", "comment", "element"


class PatternHighlighter(Highlighter):
    """Colours every match of each (pattern, role); later patterns win where they overlap. The
    role's colour comes from the palette in use when the text is drawn."""

    def __init__(self, patterns: list[tuple[str, str]]) -> None:
        self.patterns = [(re.compile(p, re.M), role) for p, role in patterns]

    def highlight(self, text: Text) -> None:
        plain = text.plain
        for pattern, role in self.patterns:
            st = style(role)
            for m in pattern.finditer(plain):
                start, end = m.span(m.lastindex or 0)
                if end > start:
                    text.stylize(st, start, end)


JSON = PatternHighlighter([
    (r"-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b", _NUMBER),
    (r"\b(?:true|false|null)\b", _LITERAL),
    (r'"(?:[^"\\]|\\.)*"', _STRING),
    (r'("(?:[^"\\]|\\.)*")\s*:', _KEY),
])

SHELL = PatternHighlighter([
    (r"(?:^|\s)(#.*)$", _COMMENT),
    (r"^[\w.-]+@[\w.-]+:[^\s$#]*[$#]", _PROMPT),
    (r"^(?:\(\w+\)\s*)?[$#](?=\s)", _PROMPT),
])

PYTHON = PatternHighlighter([
    (r"\b(?:def|class|return|import|from|as|if|elif|else|for|while|in|not|and|or|with|try|except|finally|"
     r"raise|yield|lambda|pass|assert|async|await)\b", _KEY),
    (r"\b(?:True|False|None)\b", _LITERAL),
    (r"-?\b\d+(?:\.\d+)?\b", _NUMBER),
    (r"'[^'\n]*'|\"[^\"\n]*\"", _STRING),
    (r"#.*$", _COMMENT),
])

# accessibility trees: [12] button 'OK' / [3] link "Home"
TREE = PatternHighlighter([
    (r"\[\d+\]", _ELEMENT),
    (r"\b(?:button|link|textbox|checkbox|combobox|menuitem|heading|image|img|tab|option|radio|searchbox|"
     r"StaticText|RootWebArea|generic|list|listitem|dialog|text|input|EditText|TextView|Button|ImageView)\b", _KEY),
    (r"'[^'\n]*'|\"[^\"\n]*\"", _STRING),
])

SWE = PatternHighlighter([(p.pattern, role) for p, role in PYTHON.patterns + SHELL.patterns])

# the language of what each domain's world shows
DOMAIN_HIGHLIGHTERS: dict[str, Highlighter] = {
    "terminal": SHELL,
    "swe": SWE,
    "mcp": JSON,
    "search": JSON,
    "web": TREE,
    "android": TREE,
    "desktop": TREE,
}


def for_observation(domain: str) -> Highlighter | None:
    return DOMAIN_HIGHLIGHTERS.get(domain)


# what the actions of the domains whose actions are not JSON are written in: BrowserGym calls and
# desktop code blocks are Python
CODE_ACTIONS = {"web", "desktop"}


def for_action(json_action: bool, domain: str = "") -> Highlighter | None:
    return JSON if json_action else PYTHON if domain in CODE_ACTIONS else None


def editor_language(domain: str, json_action: bool, available: set[str]) -> str | None:
    """The action editor's language (a TextArea tree-sitter grammar), when that grammar is installed."""
    language = "json" if json_action else "python" if domain in CODE_ACTIONS else None
    return language if language in available else None


# tree-sitter captures of the editor's grammars (JSON, Python) -> the palette's roles
_EDITOR_ROLES = {"json.label": "key", "string": "string", "number": "number", "float": "number",
                 "boolean": "literal", "json.null": "literal", "keyword": "key", "comment": "comment",
                 "string.documentation": "string", "constant.builtin": "literal"}


def editor_theme() -> "TextAreaTheme":
    """The action editor's syntax theme from the palette in use (named after it), on top of the
    app theme's own colours for the rest (TextAreaTheme fills what is unset from CSS)."""
    from textual.widgets.text_area import TextAreaTheme

    return TextAreaTheme(name=f"agentworld-{_Palette.name}",
                         syntax_styles={capture: style(role) for capture, role in _EDITOR_ROLES.items()})


def style_editor(editor: "TextArea") -> None:
    """Give ``editor`` the palette's syntax colours (the same as the panels')."""
    theme = editor_theme()
    editor.register_theme(theme)
    editor.theme = theme.name
