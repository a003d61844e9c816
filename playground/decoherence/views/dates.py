"""A full date-time as ``date`` or an API prints it, read to seconds since the epoch."""

from __future__ import annotations

import re
from datetime import datetime, timezone

_UNIX_DATE = re.compile(r"^(?:\w{3},?\s+)?(?P<mon>\w{3})\s+(?P<day>\d{1,2})\s+(?P<hms>\d\d:\d\d:\d\d)\s+"
                        r"(?:(?P<tz>[A-Z]{2,5}|[+-]\d{4})\s+)?(?P<year>\d{4})$")
_UNIX_DATE2 = re.compile(r"^(?:\w{3},?\s+)?(?P<day>\d{1,2})\s+(?P<mon>\w{3})\s+(?P<year>\d{4})\s+"
                         r"(?P<hms>\d\d:\d\d:\d\d)"
                         r"(?:\s+(?:[AP]M\s+)?(?P<tz>[A-Z]{2,5}|[+-]\d{4}))?$")
_ISO = re.compile(r"^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:\.\d+)?(Z|[+-]\d\d:?\d\d)?$")
_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                       "dec"), 1)}


def parse_now(text: str) -> tuple[float, str] | None:
    """A full date-time as ``date`` or an API prints it: (seconds, zone token) or None."""
    s = " ".join(text.split())
    m = _UNIX_DATE.match(s) or _UNIX_DATE2.match(s)
    if m:
        mon = _MONTHS.get(m["mon"].lower())
        if mon is None:
            return None
        try:
            h, mi, se = (int(x) for x in m["hms"].split(":"))
            dt = datetime(int(m["year"]), mon, int(m["day"]), h, mi, se, tzinfo=timezone.utc)
        except ValueError:
            return None
        return dt.timestamp(), m["tz"] or ""
    m2 = _ISO.match(s)
    if m2:
        try:
            dt = datetime.fromisoformat(f"{m2.group(1)}T{m2.group(2)}" + ("+00:00" if m2.group(3) in (None, "Z")
                                                                         else m2.group(3)))
        except ValueError:
            return None
        return dt.timestamp(), "abs" if m2.group(3) else ""
    return None


