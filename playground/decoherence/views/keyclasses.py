"""How an attribute may change, read from its name: data, read by :func:`attr_class`.

An identity never changes while its thing lives; a soft value moves on its own with time; a state
changes only when an action touches its thing. An unknown name is a state: its rule is preview.
"""

from __future__ import annotations

import re

from playground.decoherence.engine.model import FactClass

IDENTITY_WORDS = frozenset({
    "id", "uuid", "guid", "pid", "ppid", "main pid", "inode", "ino", "sha", "hash", "commit", "digest",
    "container id", "image id", "created", "created at", "created_at", "birth", "creation time", "serial",
    "serial number", "imei", "fingerprint", "mac", "mac address", "device", "instance id", "arn", "etag",
    "object id", "doi", "isbn",
})
# Parts of names of values that change by themselves (time passing, load, traffic, counters).
SOFT_PARTS = re.compile(
    r"(?:^|[\s_.-])(?:uptime|up|since|ago|age|elapsed|cpu|mem|memory|load|rss|vsz|%|used|avail|available|free|"
    r"tasks|status|state|last|updated|modified|mtime|atime|ctime|time|date|now|timestamp|expires?|ttl|remaining|"
    r"count|total|size|rate|speed|latency|duration|percent|progress|health|connections|requests|sessions|"
    r"battery|signal|temperature|eta)(?:$|[\s_.:-])", re.IGNORECASE)


# Values that move with time whatever their name says ("59 minutes ago", "Up 5 days", "since 14min").
RELATIVE_VALUE = re.compile(r"\b(?:ago|about an? |just now|seconds?|minutes?|hours?|days?|weeks?|months?|years?|"
                            r"\d+\s*(?:s|sec|min|h|d|w)\b)", re.IGNORECASE)


def value_class(name: str, value: str) -> FactClass:
    """:func:`attr_class`, or soft when the value itself is a span of time."""
    cls = attr_class(name)
    return "soft" if cls != "soft" and RELATIVE_VALUE.search(value) else cls


def attr_class(name: str) -> FactClass:
    n = " ".join(name.strip().strip(":").replace("_", " ").split()).casefold()
    if n in IDENTITY_WORDS or n.endswith(" id") or n.endswith(" uuid"):
        return "identity"
    if SOFT_PARTS.search(n) or SOFT_PARTS.search(name):
        return "soft"
    return "state"
