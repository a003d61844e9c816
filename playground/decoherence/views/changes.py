"""A version control tool's view of the working tree: which files have a change staged and which one not
staged, as ``git status`` prints them (its long form with section headers, or ``-s``/``--porcelain``'s
two-letter codes). Untracked and ignored files, and conflicts, are not read: nothing here says what
they should be.
"""

from __future__ import annotations

import re

# where a change is: in the index (staged) or only in the work tree (not staged)
INDEX, WORKTREE = "index", "worktree"

_SECTIONS = {"Changes to be committed:": INDEX, "Changes not staged for commit:": WORKTREE}
_ENDS = ("Untracked files:", "Unmerged paths:", "Ignored files:")
# what changed, by the short form's code and as the long form writes it
_CODES = {"M": "modified", "A": "new file", "D": "deleted", "R": "renamed", "C": "copied", "T": "typechange"}
_WHAT = "|".join(_CODES.values())
_LONG_ENTRY = re.compile(rf"^\s+(?P<what>{_WHAT}):\s+(?P<path>\S.*)$")
_SHORT_ENTRY = re.compile(rf"^(?P<x>[ {''.join(_CODES)}])(?P<y>[ {''.join(_CODES)}]) (?P<path>\S.*)$")
# the lines of the long form only git prints (stripped): its section headers and entries, read even among
# another command's output
OWN_LINE = re.compile(rf"^(?:(?:{'|'.join(map(re.escape, (*_SECTIONS, *_ENDS)))})$|(?:{_WHAT}):\s+\S)")


def _target(path: str) -> str:
    """A rename's new name (``old -> new``), unquoted."""
    path = path.rsplit(" -> ", 1)[-1].strip()
    return path[1:-1] if len(path) > 1 and path[0] == path[-1] == '"' else path


def status_changes(out: list[str], short: bool) -> list[tuple[str, str, str, str]] | None:
    """(path as printed, where the change is (:data:`INDEX`, :data:`WORKTREE`), what changed, the line) of
    every staged or unstaged change a ``git status`` shows; None when the lines are not all of its ``short``
    form (another program's output mixed in, or conflicts)."""
    found: list[tuple[str, str, str, str]] = []
    if short:
        for line in out:
            if not line.strip() or line.startswith(("## ", "?? ", "!! ")):
                continue
            m = _SHORT_ENTRY.match(line)
            if m is None:
                return None
            for kind, code in ((INDEX, m["x"]), (WORKTREE, m["y"])):
                if code != " ":
                    found.append((_target(m["path"]), kind, _CODES[code], line))
        return found
    section: str | None = None
    for line in out:
        head = line.strip()
        if head in _SECTIONS:
            section = _SECTIONS[head]
        elif head in _ENDS:
            section = None
        elif section is not None and (m := _LONG_ENTRY.match(line)) is not None:
            found.append((_target(m["path"]), section, m["what"], line))
    return found
