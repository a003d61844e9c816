"""A domain-free rule under every ledger: a line shown again word for word, but with another identifier.

Whatever the world is (a shell, a tool server, a web shop, a phone), an environment that shows the
same record twice shows it with the same identity: a commit with its message, an order with its
date and total, a service with its main PID, a record with its UUID. When a later observation holds
a line equal to an earlier one in every word except an identifier (a hex hash, a UUID, ``#48213``,
``PROJ-12``, the number after ``PID``/``id``), and nothing between the two could have re-created
the thing, the world changed an identity it had already shown.

Precision first, so the rule stays quiet unless all of these hold:

- the line has real content besides the identifier (a few words), and is the only line of its shape
  in both observations (a list of look-alike rows is not one record);
- the earlier identifier is gone from the later observation and the new one was not in the earlier
  (a reordered list, or a second record, is not a change);
- every action since the earlier observation is read-only as far as can be told: a shell command
  from a list of commands that only read, a tool or GUI action whose words say it only reads or
  navigates. Anything else (a write, a restart, a script, a click on "Save") may re-create.

The per-domain ledgers know more; this rule speaks only at steps where they said nothing.
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.effects.shell import only_reads
from playground.world.warning_records import WorldWarning

# identifiers: what a world never changes for the same record
_ID_PATTERNS = (
    r"(?<![\w.])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-])",  # UUID
    r"(?<![\w.#/])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,64}(?![\w.])",  # a hash (not 0x…)
    r"(?<![\w&])#\d{2,}(?!\w)",  # order, issue, ticket numbers
    r"(?<![\w-])[A-Z][A-Z0-9]{1,9}-\d{1,6}(?![\w-])",  # PROJ-12, INV-2041
    r"(?<=\bPID )\d{2,}\b|(?<=\bPID: )\d{2,}\b|(?<=\bpid=)\d{2,}\b|(?<=\bpid )\d{2,}\b",
    r"(?<=\bid: )\d{2,}\b|(?<=\bid=)\d{2,}\b|(?<=\bID: )\d{2,}\b|(?<=\bId: )\d{2,}\b",
    r"(?<=\b[Nn]umber: )\d{3,}\b|(?<=\b[Nn]o\. )\d{3,}\b",
)
_ID = re.compile("|".join(f"(?:{p})" for p in _ID_PATTERNS))
_WORD = re.compile(r"[A-Za-z]{3,}")
_HANDLE = re.compile(r"\[[\w-]{1,8}\]|\bindex[\"']?\s*[:=]\s*\d+,?|^\s*\d{1,4}[:.)]\s")
_HOLE = "\x00"
# a line with a clock or a duration in it may legitimately be a fresh line of the same shape
_TIMEISH = re.compile(r"\b\d{1,2}:\d\d\b|\b(?:ago|elapsed|uptime|since)\b", re.IGNORECASE)

# tool names and GUI element words that only read or move around
_READING_WORDS = re.compile(
    r"^(?:get|list|read|view|show|search|find|fetch|query|describe|lookup|browse|open|navigate|goto|go|back|"
    r"scroll|swipe|home|tab|focus|hover|wait|noop|screenshot|inspect|retrieve|status|check|count|select|"
    r"filter|sort|page|next|previous|prev|details|info|help|print|extract|preview|expand|collapse)",
    re.IGNORECASE)
_WRITING_WORDS = re.compile(
    r"\b(?:creat\w*|new|add\w*|insert\w*|post\w*|put|patch\w*|updat\w*|edit\w*|set|sav\w*|submit\w*|send\w*|"
    r"commit\w*|amend|rebase|reset|revert\w*|merg\w*|restart\w*|reload\w*|start\w*|stop\w*|kill\w*|run\w*|"
    r"deploy\w*|apply|install\w*|upgrad\w*|build\w*|generat\w*|import\w*|upload\w*|cop(?:y|ied)|duplicat\w*|"
    r"clon\w*|renam\w*|mov\w*|replac\w*|writ\w*|delet\w*|remov\w*|drop\w*|truncat\w*|purg\w*|place|order|buy|"
    r"checkout|pay\w*|confirm\w*|approv\w*|retr\w*|rerun|refresh\w*|sync\w*|restor\w*|undo|redo|regenerat\w*|"
    r"rotat\w*|recreat\w*|reissu\w*|resend|archiv\w*|publish\w*|trigger\w*|execut\w*|exec|enter|ok|yes|done)\b",
    re.IGNORECASE)
_ELEMENT_REF = re.compile(r"""['"]([\w-]{1,12})['"]|\b(?:index|element|bid)["']?\s*[:=]\s*["']?([\w-]{1,12})""")


def _template(line: str) -> tuple[str, list[str]] | None:
    """The line with its identifiers cut out, and the identifiers; None when it has none."""
    ids = [m.group(0) for m in _ID.finditer(line)]
    if not ids:
        return None
    # element handles ([13], index=4) are the screen's, reassigned on every render: not part of the record
    shape = " ".join(_HANDLE.sub(" ", _ID.sub(_HOLE, line)).split())
    return shape, ids


_PATHISH = re.compile(r"\S*/\S*|\S+\.\w{1,5}\b")


def _meaningful(shape: str) -> bool:
    """Enough words besides the identifier to be one record, not a bare ``id: X`` line, nor a file's
    checksum beside its path (files change; the file ledgers judge whether they may)."""
    words = _WORD.findall(_PATHISH.sub(" ", shape.replace(_HOLE, " ")))
    return len(words) >= 3 and _TIMEISH.search(shape) is None


def _shell_reads_only(command_line: str) -> bool:
    for part in re.split(r"&&|\|\||[;|\n&]", command_line):
        part = part.strip()
        if not part:
            continue
        if re.search(r"(?<![<>0-9&])>(?!&)|\btee\b|\$\(|`", part):
            return False  # a redirect into a file, or a command inside a command
        try:
            words = shlex.split(part, comments=True)
        except ValueError:
            return False
        while words and ("=" in words[0] and not words[0].startswith("=") or words[0] in ("sudo", "time", "nice")):
            words = words[1:]
        if not words:
            continue
        if not only_reads(words):  # the one table of programs that only read (effects/shell.py)
            return False
    return True


def _keystrokes(action: Action) -> str | None:
    data = action.data
    if isinstance(data, dict):
        data = [data]
    if isinstance(data, list) and data and all(isinstance(x, dict) and "keystrokes" in x for x in data):
        return "".join(str(x.get("keystrokes", "")) for x in data)
    return None


_PRESSING = re.compile(r"^(?:click|tap|dblclick|double_tap|long_press|press|select_option|check|uncheck)$", re.I)


def _element_line(ref: str, before: str) -> str | None:
    for line in before.splitlines():
        if re.search(rf"\[{re.escape(ref)}\]|\bindex[\"']?\s*[:=]\s*{re.escape(ref)}\b|^\s*{re.escape(ref)}[\s:.)]",
                     line):
            return line
    return None


def reads_only(domain: str, action: Action, before: str) -> bool:
    """Whether ``action`` can be told to only read: a shell command from the read-only list, a tool or
    GUI action whose words only read or navigate, a press on an element whose own words do not write
    (a link, a tab); ``before`` is the observation it acted on."""
    keys = _keystrokes(action)
    if keys is not None:
        return _shell_reads_only(keys.replace("\r", "\n"))
    if domain == "terminal":
        return _shell_reads_only(action.text)
    if isinstance(action.data, dict):
        args = action.args
        command = args.get("command")
        kind = str(action.kind or action.data.get("action_type") or "")
        if isinstance(command, str) and ("bash" in kind or "shell" in kind):
            return _shell_reads_only(command)
        if kind == "str_replace_editor":
            return command == "view"
        verb = kind or str(args.get("operation") or "")
        text = json.dumps(args, ensure_ascii=False)
    else:
        text = action.text.strip()
        verb = text.split("(", 1)[0].rsplit(".", 1)[-1] if "(" in text else text.split(None, 1)[0] if text else ""
    verb = re.sub(r"^[\w-]+[./:]", "", verb)
    if domain == "search":
        return bool(_READING_WORDS.match(verb))  # page reads; memory writes are "dict_memory"
    refs = [m.group(1) or m.group(2) for m in _ELEMENT_REF.finditer(text)]
    lines = [ln for ref in refs if (ln := _element_line(ref, before)) is not None]
    if _PRESSING.match(verb):
        # pressing an element does what its words say; one that cannot be found may do anything
        return bool(lines) and not any(_WRITING_WORDS.search(ln) for ln in lines)
    if not verb or not _READING_WORDS.match(verb):
        return False
    return not any(_WRITING_WORDS.search(ln) for ln in lines) and (
        _WRITING_WORDS.search(text) is None or bool(re.match(r"\s*(?:go_back|goto|scroll|navigate)", text)))


@dataclass
class _Shown:
    step: int
    line: str
    ids: list[str]


@dataclass
class RecurringLines:
    """The rule's memory: each line shape shown once in an observation, by shape."""

    domain: str
    shapes: dict[str, _Shown] = field(default_factory=dict)
    last: str = ""
    quiet_since: int = 0  # the first step after the last action that may have re-created anything
    texts: dict[int, str] = field(default_factory=dict)  # step -> its observation

    def seed(self, state: str | None) -> None:
        if state:
            self._remember(0, state)

    def observe(self, step: int, action: Action, observation: str) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        if not reads_only(self.domain, action, self.last):
            self.quiet_since = step  # what was shown before may have been re-created
            # so nothing remembered so far can be compared again: let it go, or the rule would
            # carry every observation of the session (and every copy of the ledger would too)
            self.shapes.clear()
            self.texts.clear()
        shapes = _unique_shapes(observation)
        for shape, (line, ids) in shapes.items():
            earlier = self.shapes.get(shape)
            if earlier is None or earlier.step < self.quiet_since or len(earlier.ids) != len(ids):
                continue
            changed = [(a, b) for a, b in zip(earlier.ids, ids) if a.lower() != b.lower()]
            if not changed or any(a in observation or b in self.texts.get(earlier.step, "") for a, b in changed):
                continue
            old, new = changed[0]
            found.append(warn("generic.identity", "error", step,
                              f"{clip(line.strip(), 80)!r} was shown at {where(Fact(earlier.step, earlier.line))} "
                              f"with {old}, and nothing since could have re-created it, but now shows {new}",
                              text=line.strip(), earlier=Fact(earlier.step, earlier.line.strip()), old=old, new=new))
            break
        self._remember(step, observation, shapes)
        return found

    def _remember(self, step: int, observation: str, shapes: dict[str, tuple[str, list[str]]] | None = None) -> None:
        for shape, (line, ids) in (shapes if shapes is not None else _unique_shapes(observation)).items():
            self.shapes[shape] = _Shown(step, line, ids)
        self.texts[step] = observation
        self.last = observation


def _unique_shapes(observation: str) -> dict[str, tuple[str, list[str]]]:
    """Shape -> (line, identifiers) for the meaningful shapes that occur once in ``observation``."""
    seen: dict[str, Any] = {}
    for line in observation.splitlines():
        t = _template(line)
        if t is None or not _meaningful(t[0]):
            continue
        shape, ids = t
        seen[shape] = None if shape in seen else (line, ids)
    return {k: v for k, v in seen.items() if v is not None}
