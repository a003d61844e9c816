"""Stamps of the moment an observation was made, read in every domain: a build's "Finished at:
2024-06-11T10:42:18+02:00", a page's "Page generated 2024-06-09 18:20:31 UTC", a "Current time" line. What
a step prints about its own moment is a reading of the clock, not earlier than any reading before it.

The labels are data (:data:`NOW_LABELS`); a label that may stand before a moment of the past ("as of", "last
updated", "started") is not one of them.
"""

from __future__ import annotations

import re

from playground.decoherence.engine.model import Quote
from playground.decoherence.views.dates import parse_now
from playground.decoherence.views.text import date_time, utc_offset

NOW_LABELS = re.compile(r"\b(?:finished at|(?:page|report) generated(?: at| on)?|generated at|generated on|"
                        r"current (?:server )?time|server time|time now)\b[*_]*\s*[:=]?\s*", re.IGNORECASE)
_MAX_WORDS = 5  # "Sun Jun 9 18:20:31 UTC 2024" is the longest form read


def clock_reading(text: str) -> tuple[float, str] | None:
    """(seconds, scale) of a whole date and time: seconds since the epoch in UTC on the scale "abs" when its
    zone is an offset or a zone of one offset (or, as ``date`` and APIs print it, none: an ISO or Unix date
    without a zone), else in its named zone ("abs:CEST") or, a bare date and time with no zone, the machine's
    ("abs:local"); None when ``text`` is not one."""
    parsed = parse_now(text)
    if parsed is None:
        bare = date_time(text)
        if bare is None:
            return None
        seconds, zone = bare[0], bare[1] or "local"  # no zone written: the machine's, whichever it is
    else:
        seconds, zone = parsed
    offset = utc_offset(zone)
    if offset is not None:
        seconds -= offset
        zone = ""
    return seconds, "abs" if zone in ("", "UTC", "GMT", "Z", "abs") else f"abs:{zone}"


def run_stamps(text: str, step: int, view: str) -> list[tuple[float, Quote, str]]:
    """The clock readings a text's lines give after one of :data:`NOW_LABELS` (the longest run of words
    after the label that reads as a whole date and time)."""
    out: list[tuple[float, Quote, str]] = []
    if NOW_LABELS.search(text) is None:  # (most observations: no line to look at)
        return out
    for line in text.split("\n"):
        m = NOW_LABELS.search(line)
        if m is None:
            continue
        words = line[m.end():].strip(" '\"`*_").split()
        for n in range(min(len(words), _MAX_WORDS), 0, -1):
            got = clock_reading(" ".join(words[:n]).rstrip(".,;)'\"`*_"))
            if got is not None:
                out.append((got[0], Quote(step, view, line.strip()[:200]), got[1]))
                break
    return out
