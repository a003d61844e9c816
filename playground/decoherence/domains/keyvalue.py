"""A key-value store's commands (effects/keyvalue.py), for every binding that sees one: a tool call of an MCP
server (``ttl(key=...)``) or a client's command line in a shell (``redis-cli -n 2 TTL key``). What it writes
is the keys it names (a read writes nothing); what its reply states is the attribute the table names (a TTL)
of the one key it names, and a scan of every key is the database's complete listing of keys.
"""

from __future__ import annotations

import re
from typing import Any

from playground.decoherence.effects.keyvalue import COUNTDOWN_HORIZON, command_of
from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import Fact, Listing, Quote, Ref, Selector, Write
from playground.decoherence.views.keyclasses import monotone_class

KIND = "key"
SETTING = "setting"  # a server parameter (CONFIG SET/GET), as other programs' settings are kept
# a reply of one integer, as a client prints it (``(integer) 871``) or bare
_INTEGER = re.compile(r"^(?:\(integer\)\s*)?(-?\d+)$")
# one listed key as a client prints it: bare, or numbered and quoted (``1) "session:9f2a"``)
_LISTED = re.compile(r'^(?:\d+\)\s+)?"?([^"\s]+)"?$')
# a number with a unit (`2gb`, `100mb`), which the server stores and shows as another number
_WITH_UNIT = re.compile(r"^\d+(?:\.\d+)?[a-zA-Z]+$")
# replies that say the command did not run
_FAILED = re.compile(r"^\(?error\)?|^ERR\b|^WRONGTYPE\b|^NOAUTH\b|^Could not connect", re.IGNORECASE)


def key_command(step: int, view: str, scope: str, word: str, keys: list[str], reply: list[str], quote: Quote,
                listing_shows_all: bool = True) -> tuple[list[Write], Reading] | None:
    """(writes, reading) of one key-value command, by the table; None when the word is not in it.
    ``keys``: the keys it names, the first its own; ``reply``: its reply's lines."""
    spec = command_of(word)
    if word == "--scan":
        spec = ("listing", "")
    if spec is None:
        return None
    verb, attr = spec
    lines = [ln.strip() for ln in reply if ln.strip()]
    failed = any(_FAILED.search(ln) for ln in lines[:2])
    if verb == "config":
        return _config(step, view, scope, keys, lines, quote, failed)
    refs = [Ref(KIND, scope, k) for k in keys]
    reading = Reading()
    if verb == "read":
        one = _INTEGER.match(lines[0]) if len(lines) == 1 and len(refs) == 1 and not failed else None
        horizon, per_second = COUNTDOWN_HORIZON.get(attr, (0, 1))
        if attr and one is not None and int(one.group(1)) >= max(horizon * per_second, 0):
            cls = monotone_class(attr, one.group(1))
            if cls is not None:
                reading.facts.append(Fact(refs[0], attr, one.group(1), cls, Quote(step, view, lines[0])))
        return [], reading
    if verb == "listing":
        members = [m.group(1) for ln in lines if (m := _LISTED.match(ln))]
        if not failed and len(members) == len(lines) and listing_shows_all:
            reading.listings.append(Listing(KIND, scope, frozenset(members), complete=True, quote=quote))
        return [], reading
    if verb == "flush":
        return [Write(Selector(kind=KIND, scope=scope), "touch", quote)], reading
    if verb == "rename" and len(refs) == 2:
        w = Write(Selector.of(refs[0]), "rename", quote, to=refs[1])
        return (w.pending() if failed else [w]), reading
    if not refs:  # a write naming no key it can be placed on: any key of the store
        return [Write(Selector(kind=KIND, scope=scope), "touch", quote)], reading
    writes = [Write(Selector.of(r), "delete" if verb == "delete" and not failed else "touch", quote) for r in refs]
    return writes, reading


def _config(step: int, view: str, scope: str, words: list[str], lines: list[str], quote: Quote,
            failed: bool) -> tuple[list[Write], Reading]:
    """``CONFIG SET param value [param value ...]`` sets the server's parameters (read back later, they must be
    these); ``CONFIG GET pattern`` replies with each parameter and its value, one a line (numbered and quoted by
    a client on a terminal). Other subcommands (RESETSTAT, REWRITE) change no parameter."""
    sub = words[0].casefold() if words else ""
    place = f"{scope} config".strip()
    pairs = list(zip(words[1::2], words[2::2]))
    if sub == "set" and not failed:  # a size with a unit (2gb) is read back in bytes: not compared
        return [Write(Selector.of(Ref(SETTING, place, k.casefold())), "update", quote,
                      () if _WITH_UNIT.match(v) else (("value", v),)) for k, v in pairs], Reading()
    if sub == "set":
        return [Write(Selector(kind=SETTING, scope=place), "touch", quote)], Reading()
    shown = [m.group(1) for ln in lines if (m := _LISTED.match(ln))]
    if sub != "get" or failed or len(shown) != len(lines) or len(shown) % 2:
        return [], Reading()
    return [], Reading(facts=[Fact(Ref(SETTING, place, k.casefold()), "value", v, "soft", Quote(step, view, f"{k} {v}"))
                              for k, v in zip(shown[::2], shown[1::2])])


def reply_lines(value: Any, observation: str) -> list[str]:
    """A tool result as a client's reply lines: a list of strings one a line, anything else as its text."""
    if isinstance(value, list) and all(isinstance(x, str) for x in value):
        return list(value)
    if isinstance(value, dict):
        lists = [v for v in value.values() if isinstance(v, list) and all(isinstance(x, str) for x in v)]
        if len(lists) == 1 and len(value) == 1:
            return list(lists[0])
    return observation.strip().splitlines()
