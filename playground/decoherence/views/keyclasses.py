"""How an attribute may change, read from its name: data, read by :func:`attr_class`.

An identity never changes while its thing lives; a soft value moves on its own with time; a state
changes only when an action touches its thing. An unknown name is a state: its rule is preview.
"""

from __future__ import annotations

import re

from playground.decoherence.engine.model import FactClass
from playground.decoherence.engine.monotone import Kind, reading

IDENTITY_WORDS = frozenset({
    "id", "uuid", "guid", "pid", "ppid", "main pid", "inode", "ino", "sha", "hash", "commit", "digest",
    "container id", "image id", "created", "created at", "created_at", "birth", "creation time", "serial",
    "serial number", "imei", "fingerprint", "mac", "mac address", "device", "instance id", "arn", "etag",
    "object id", "doi", "isbn",
})
# Parts of names of values that change by themselves (time passing, load, traffic, counters, a rollout
# converging: Kubernetes' READY, UP-TO-DATE, RESTARTS, REPLICAS).
SOFT_PARTS = re.compile(
    r"(?:^|[\s_.-])(?:uptime|up|since|ago|age|elapsed|cpu|mem|memory|load|rss|vsz|%|used|avail|available|free|"
    r"tasks|status|state|last|updated|modified|mtime|atime|ctime|time|date|now|timestamp|expires?|ttl|remaining|"
    r"count|total|size|rate|speed|latency|duration|percent|progress|health|connections|requests|sessions|events|"
    r"battery|signal|temperature|eta|ready|up-to-date|restarts|replicas|targets)(?:$|[\s_.:-])", re.IGNORECASE)


# Values that move with time whatever their name says ("59 minutes ago", "Up 5 days", "since 14min").
RELATIVE_VALUE = re.compile(r"\b(?:ago|about an? |just now|seconds?|minutes?|hours?|days?|weeks?|months?|years?|"
                            r"\d+\s*(?:s|sec|min|h|d|w)\b)", re.IGNORECASE)


# Names of attributes that only move one way while nothing is done to their thing (rule
# ``monotone-reversed``): the direction, and whether the value is a moment ("point": an ISO stamp, epoch
# seconds) or an amount ("amount": seconds, 1h2m3s, 01:02:03, a count). Only names that would otherwise be
# soft (never judged on their own) are here: a name read as a state is judged in both directions already.
MONOTONE_NAMES: dict[str, tuple[FactClass, Kind]] = {
    **dict.fromkeys(("uptime", "up time", "elapsed", "elapsed time", "etime", "age", "running for"),
                    ("rises", "amount")),
    **dict.fromkeys(("ttl", "pttl", "time left", "time remaining", "remaining time",
                     "seconds remaining", "countdown"), ("falls", "amount")),
}
# Lifetime totals (a drive's SMART counters, a vehicle's odometer, a ban count since a service began keeping it):
# they only grow, whatever is done to their thing (class "accrues"); only another thing in its place shows less
LIFETIME_NAMES = frozenset({  # ("power on hours" is "power on": a name's unit is taken off it)
    "power on", "power on hours count", "power cycle count", "power cycles", "unsafe shutdowns",
    "data units written", "data units read", "host write commands", "host read commands", "host writes",
    "host reads", "total lbas written", "total lbas read", "load cycle count", "start stop count",
    "odometer", "odometer km", "odometer miles", "lifetime downloads", "all time downloads",
})
# A thing's update stamp, whatever the service calls it (``updated_at``, ``LastUpdatedTime``, ``modifiedTime``,
# ``date_modified``, stat's ``Modify:``): a moment that only moves forward
_STAMP_END = r"(?:\s(?:at|on|time|date|datetime|timestamp|stamp))?$"
UPDATE_STAMP = re.compile(r"^(?:(?:last|date|time)\s)?(?:overall\s)?(?:status\s|state\s)?(?:updated?|modified|modify|"
                          r"changed?|edited|mtime|ctime)" + _STAMP_END)
# The moment a thing was made (``created_at``, ``CreateTime``, ``date_created``, ``inserted_at``) or, for an entry,
# posted, sent or logged: stamped by the service when the create happened
CREATED_STAMP = re.compile(r"^(?:(?:date|time)\s)?(?:created|create|creation|inserted|added|posted|sent|submitted|"
                           r"logged|recorded)" + _STAMP_END)

UNIT_WORDS = frozenset({"in", "s", "sec", "secs", "seconds", "ms", "millis", "milliseconds", "min", "mins", "minutes",
                        "h", "hours", "d", "days"})


def key_words(name: str) -> str:
    """A field's name as lower-case words (``lastModified``, ``last_modified``, ``Last-Modified:``: "last modified")."""
    n = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name.strip().strip(":"))
    return " ".join(re.sub(r"[_\-]+", " ", n).split()).casefold()


def _own(name: str) -> str:
    """A field's name without the ``metadata.`` record it may sit in (``MetaData.LastUpdatedTime``): the
    thing's own."""
    return name[len("metadata."):] if name[:len("metadata.")].casefold() == "metadata." else name


def stamp_kind(name: str) -> str | None:
    """"update" when ``name`` (a field's own, not a nested record's) names a thing's update stamp, "create" its
    creation (or posting) stamp, else None."""
    name = _own(name)
    if "." in name:
        return None
    words = key_words(name)
    return "update" if UPDATE_STAMP.match(words) else "create" if CREATED_STAMP.match(words) else None


def monotone_class(name: str, value: str) -> FactClass | None:
    """``rises`` or ``falls`` when ``name`` (its own, not a nested record's: ``metadata.`` aside) is in
    :data:`MONOTONE_NAMES` and ``value`` reads for sure on its scale; else None."""
    name = _own(name)
    if "." in name:
        return None
    words = key_words(name).split()
    while len(words) > 1 and words[-1] in UNIT_WORDS:  # uptime_in_seconds, ttl_ms: the unit is not the name
        words.pop()
    name = " ".join(words)
    hit: tuple[FactClass, Kind] | None = ("rises", "point") if UPDATE_STAMP.match(name) else \
        ("accrues", "amount") if name in LIFETIME_NAMES else MONOTONE_NAMES.get(name)
    if hit is None or reading(value, hit[1]) is None:
        return None
    return hit[0]


def value_class(name: str, value: str) -> FactClass:
    """:func:`monotone_class`, else :func:`attr_class`, or soft when the value itself is a span of time."""
    moving = monotone_class(name, value)
    if moving is not None:
        return moving
    cls = attr_class(name)
    return "soft" if cls != "soft" and RELATIVE_VALUE.search(value) else cls


def attr_class(name: str) -> FactClass:
    n = " ".join(name.strip().strip(":").replace("_", " ").split()).casefold()
    if n in IDENTITY_WORDS or n.endswith(" id") or n.endswith(" uuid"):
        return "identity"
    if SOFT_PARTS.search(n) or SOFT_PARTS.search(name):
        return "soft"
    return "state"
