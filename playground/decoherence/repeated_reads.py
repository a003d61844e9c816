"""A domain-free rule: the same read, repeated while nothing was written, gives the same answer.

An agent often asks the same thing twice: ``cat config.yml``, ``git config user.email``,
``get_issue(id=12)``. When every action between the two is read-only (recurring_lines.reads_only:
a shell command from the read-only list, a tool whose name only reads), a real environment answers
the second time as it did the first, except for what lives on its own (clocks, counters of a running
system, logs). So a field that reads one value the first time and another the second time, with
nothing written in between, is a contradiction whatever the domain.

Precision first:

- only the text domains' reads (a shell command, a tool call); screens are the GUI ledger's;
- reads of what lives on its own are never compared (``ps``, ``top``, ``date``, ``tail``, logs,
  ``/tmp`` and ``/proc``, metrics, status, search results), nor an answer in which a time, a
  counter or a "modified" field moved too (the thing changes by itself);
- a field is a ``key: value`` / ``key=value`` line or a two-column table row whose key occurs once in
  both answers; at most three fields may differ (a wholly different answer is a different view:
  paging, a filter, a truncation), and a field missing from one answer says nothing.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.recurring_lines import reads_only
from playground.world.warning_records import WorldWarning

_DOMAINS = frozenset(("terminal", "swe", "mcp"))
# what changes by itself: commands, tools and keys whose answers are live
_LIVE_COMMANDS = re.compile(
    r"\b(?:ps|top|htop|uptime|free|df|du|date|tail|journalctl|dmesg|netstat|ss|w|who|last|watch|vmstat|iostat|"
    r"ping|stats?|metrics?|health|status|monitor|logs?|history|now|time|clock|search|query_log|events?|feed|"
    r"notifications?|inbox|queue|random|uuid|token|nonce|curl|wget|http|sensors|lsof|pgrep|kubectl)\b|\.log\b|/log/|"
    r"/(?:tmp|proc|sys|run|dev|var)/",
    re.IGNORECASE)
_LIVE_TEXT = re.compile(
    r"\d{1,2}:\d\d|\bago\b|%|\b(?:uptime|load|cpu|mem(?:ory)?|free|used|avail\w*|idle|rate|speed|temp\w*|"
    r"battery|price|quote|last|updated|modified|changed|seen|elapsed|duration|latency|views?|likes?|followers?|"
    r"visitors?|requests?|connections?|pending|running|active|online|queued?|age|expires?|ttl|remaining|"
    r"progress|eta|time\w*|date|now|today|since|until)\b",
    re.IGNORECASE)
_FIELD = re.compile(r"^\s*(?P<key>[A-Za-z][\w .\-/()]{1,40}?)\s*(?::|=|\t+|\s{2,}|\s\|\s)\s*(?P<value>\S.*?)\s*$")
_PROMPT_END = re.compile(r"[$#%>]\s*$")
MAX_CHANGED = 3


def _read_key(domain: str, action: Action) -> str | None:
    """What was read, in a form two identical reads share; None for what lives on its own."""
    data = action.data
    if isinstance(data, list) and data and all(isinstance(x, dict) and "keystrokes" in x for x in data):
        key = "".join(str(x.get("keystrokes", "")) for x in data).strip()
    elif isinstance(data, dict):
        key = json.dumps(data, sort_keys=True, ensure_ascii=False)
    elif domain == "terminal":
        key = action.text.strip()
    else:
        return None
    return None if not key or _LIVE_COMMANDS.search(key) else key


def _answer(observation: str, command: str) -> str:
    """The part of a screen that answers ``command``: after its last echo, without the next prompt."""
    lines = observation.splitlines()
    first = command.splitlines()[0].strip() if command.strip() else ""
    if first and not first.startswith(("{", "[")):
        echoed = [i for i, ln in enumerate(lines) if ln.rstrip().endswith(first)]
        if echoed:
            lines = lines[echoed[-1] + 1:]
    if lines and _PROMPT_END.search(lines[-1]) and len(lines[-1]) < 80:
        lines = lines[:-1]
    return "\n".join(lines)


def _fields(answer: str) -> dict[str, tuple[str, str]]:
    """key -> (value, line) for the keys that occur once."""
    seen: dict[str, tuple[str, str] | None] = {}
    for line in answer.splitlines():
        m = _FIELD.match(line)
        if m is None:
            continue
        key = " ".join(m["key"].split()).lower()
        if not re.search(r"[a-z]{3}", key):
            continue
        seen[key] = None if key in seen else (m["value"], line.strip())
    return {k: v for k, v in seen.items() if v is not None}


@dataclass
class _Read:
    step: int
    answer: str


@dataclass
class RepeatedReads:
    domain: str
    reads: dict[str, _Read] = field(default_factory=dict)
    last: str = ""

    def seed(self, state: str | None) -> None:
        self.last = state or ""

    def observe(self, step: int, action: Action, observation: str) -> list[WorldWarning]:
        before, self.last = self.last, observation
        if self.domain not in _DOMAINS:
            return []
        if not reads_only(self.domain, action, before):
            self.reads.clear()  # anything may have changed
            return []
        key = _read_key(self.domain, action)
        if key is None:
            return []
        answer = _answer(observation, key)
        earlier = self.reads.get(key)
        self.reads[key] = _Read(step, answer)
        if earlier is None or earlier.answer == answer:
            return []
        old, new = _fields(earlier.answer), _fields(answer)
        changed = [k for k in old.keys() & new.keys() if old[k][0] != new[k][0]]
        if not changed or len(changed) > MAX_CHANGED:
            return []
        if any(_LIVE_TEXT.search(k) or _LIVE_TEXT.search(old[k][0]) or _LIVE_TEXT.search(new[k][0]) for k in changed):
            return []  # a clock or a counter of its own moved with it: the thing changes by itself
        k = min(changed)  # one warning per read
        (old_value, old_line), (new_value, new_line) = old[k], new[k]
        return [warn("generic.reread", "error", step,
                     f"the same read as at {where(Fact(earlier.step, old_line))} ({clip(key, 60)!r}) showed "
                     f"{k} as {clip(old_value, 50)!r}, and nothing since wrote anything, but now shows "
                     f"{clip(new_value, 50)!r}", text=new_line, earlier=Fact(earlier.step, old_line), key=k)]
