"""Syntax colours for observations and actions, by the language of the domain.

Applied per shown line by :class:`~playground.tui.widgets.wrappedlog.WrappedLog` (a Log): cheap,
and it never changes the text, only its colour. Regexes rather than a parser: a predicted
observation is often not valid JSON or Python, and must still read well.
"""

from __future__ import annotations

import re

from rich.highlighter import Highlighter
from rich.style import Style
from rich.text import Text

_KEY = Style(color="#7AA2F7")
_STRING = Style(color="#9ECE6A")
_NUMBER = Style(color="#FF9E64")
_LITERAL = Style(color="#BB9AF7")
_PROMPT = Style(color="#7DCFFF", bold=True)
_COMMENT = Style(color="#737AA2", italic=True)
_ELEMENT = Style(color="#E0AF68")


class PatternHighlighter(Highlighter):
    """Colours every match of each (pattern, style); later patterns win where they overlap."""

    def __init__(self, patterns: list[tuple[str, Style]]) -> None:
        self.patterns = [(re.compile(p, re.M), s) for p, s in patterns]

    def highlight(self, text: Text) -> None:
        plain = text.plain
        for pattern, style in self.patterns:
            for m in pattern.finditer(plain):
                start, end = m.span(m.lastindex or 0)
                if end > start:
                    text.stylize(style, start, end)


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

SWE = PatternHighlighter([(p.pattern, s) for p, s in PYTHON.patterns + SHELL.patterns])

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
