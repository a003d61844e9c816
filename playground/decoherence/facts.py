"""The generic fact ledger under the per-domain ledgers: facts with provenance, and the rules that hold
for any world.

A per-domain ledger knows how to read its observations (a shell screen, a tool result, an
accessibility tree) and which action touches what; this store knows what a contradiction is:

- an **identity** fact (a commit's hash, a job's PID, a record's id or creation time) never changes
  while its entity lives; only an action that re-creates the entity may give it a new one;
- a **state** fact (a switch, a field's value, a setting, a file's content or size, a package's
  version) changes only when an action touched its entity; when an action set it, reading it back
  otherwise with no touch since is a revert (time-driven values are not fed here at all);
- a **clock** (``date``, a status-bar clock, a server's ``now``) never goes backwards;
- a **name** an action renamed does not come back while the new one is missing.

Every warning names the fact, the step it came from and the step that contradicts it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable

from playground.decoherence.common import Fact, clip, warn, where
from playground.world.warning_records import WorldWarning


@dataclass
class Known:
    value: str
    fact: Fact
    by_action: bool = False  # an action of this session set it (so it must read back)
    touched: int = -1  # the last step whose action touched the entity (see FactStore.touched)
    born: int = 0  # when the store made it, in the store's own count (touches before it do not apply)

    def __deepcopy__(self, memo: dict[int, Any]) -> "Known":
        new = object.__new__(Known)  # immutable values only: a flat copy is a deep one, and cheap
        new.__dict__.update(self.__dict__)
        memo[id(self)] = new
        return new


@dataclass
class FactStore:
    """Facts keyed by (entity, attribute); ``detector`` prefixes the warning kinds."""

    detector: str
    identities: dict[tuple[str, str], Known] = field(default_factory=dict)
    states: dict[tuple[str, str], Known] = field(default_factory=dict)
    clock: tuple[float, Fact, str] | None = None  # (reading, where, scale: "abs" or "day")
    renamed: dict[tuple[str, str], tuple[str, Fact]] = field(default_factory=dict)  # (scope, old) -> (new, where)
    # Touches are written down, not applied to every fact they reach (that cost every fact known, on
    # many steps): entity or prefix -> (the count when touched, the step). A fact's touched step is
    # the step of the latest touch made after it (see ``touched``).
    _count: int = 0
    _entity_touches: dict[str, tuple[int, int]] = field(default_factory=dict)
    _prefix_touches: dict[str, tuple[int, int]] = field(default_factory=dict)
    _prefix_lengths: set[int] = field(default_factory=set)

    def _known(self, value: str, fact: Fact, **kw: Any) -> Known:
        self._count += 1
        return Known(value, fact, born=self._count, **kw)

    # ------------------------------------------------------------ touching

    def touch(self, entity: str, step: int) -> None:
        """An action may have changed ``entity`` (its states may move; a re-creation may give new identities)."""
        self._count += 1
        self._entity_touches[entity] = (self._count, step)

    def touch_all(self, prefix: str, step: int) -> None:
        """An action may have changed every entity whose key starts with ``prefix``."""
        self._count += 1
        self._prefix_touches[prefix] = (self._count, step)
        self._prefix_lengths.add(len(prefix))

    def touched(self, entity: str, known: Known) -> int:
        """The last step whose action touched ``entity`` since ``known`` was learned (else its own)."""
        latest = (known.born, known.touched)
        for when in (self._entity_touches.get(entity),
                     *(self._prefix_touches.get(entity[:n]) for n in self._prefix_lengths if n <= len(entity))):
            if when is not None and when[0] > latest[0]:
                latest = when
        return latest[1]

    def forget(self, entity: str | None = None, prefix: str | None = None) -> None:
        """Drop what is known of ``entity`` (or of every entity starting with ``prefix``; None: of all)."""
        for table in (self.identities, self.states):
            for key in list(table):
                if (entity is None and prefix is None) or key[0] == entity or (prefix and key[0].startswith(prefix)):
                    del table[key]

    # ------------------------------------------------------------ identity

    def identity(self, step: int, entity: str, attr: str, value: str, text: str, what: str) -> WorldWarning | None:
        """``value`` of an identity attribute seen at ``step``; a warning when it changed with no re-creation."""
        key = (entity, attr)
        known = self.identities.get(key)
        if known is None or self.touched(entity, known) > known.fact.step:
            self.identities[key] = self._known(value, Fact(step, text))
            return None
        if _same_id(known.value, value):
            if len(value) > len(known.value):
                known.value = value
            return None
        self.identities[key] = self._known(value, Fact(step, text))
        return warn(f"{self.detector}.identity", "error", step,
                    f"{what} was {known.value} at {where(known.fact)} and nothing re-created it, but now shows {value}",
                    text=text, earlier=known.fact, entity=entity, attribute=attr)

    # --------------------------------------------------------------- state

    def set_by_action(self, step: int, entity: str, attr: str, value: str, text: str) -> None:
        """An action of ``step`` made ``attr`` of ``entity`` be ``value``."""
        self.states[(entity, attr)] = self._known(value, Fact(step, text), by_action=True, touched=step)

    def state(self, step: int, entity: str, attr: str, value: str, text: str, what: str, *,
              stable: bool = False, same: Callable[[str, str], bool] | None = None) -> WorldWarning | None:
        """``value`` seen at ``step``. A warning when an action set another value and nothing touched the
        entity since (a revert), or, for ``stable`` attributes, when it changed with no touch at all."""
        key = (entity, attr)
        known = self.states.get(key)
        if known is None:
            self.states[key] = self._known(value, Fact(step, text))
            return None
        if known.value == value or (same is not None and same(known.value, value)):
            if not known.by_action:
                known.fact = Fact(step, text)
            return None
        if self.touched(entity, known) > known.fact.step or not (known.by_action or stable):
            self.states[key] = self._known(value, Fact(step, text))
            return None
        self.states[key] = self._known(value, Fact(step, text))
        how = "set to" if known.by_action else "shown as"
        return warn(f"{self.detector}.state", "error", step,
                    f"{what} was {how} {clip(known.value, 60)!r} at {where(known.fact)} and nothing touched it since, "
                    f"but now shows {clip(value, 60)!r}", text=text, earlier=known.fact, entity=entity, attribute=attr)

    # --------------------------------------------------------------- names

    def rename(self, step: int, old: str, new: str, text: str, scope: str = "") -> None:
        """An action renamed ``old`` to ``new`` (within ``scope``: one repository's branches)."""
        self.renamed[(scope, old)] = (new, Fact(step, text))
        self.renamed.pop((scope, new), None)

    def names_seen(self, step: int, names: set[str], text: str, what: str, scope: str = "") -> WorldWarning | None:
        """A full list of names (branches, tabs, sheets): a renamed one back under its old name."""
        for (sc, old), (new, fact) in list(self.renamed.items()):
            if sc == scope and old in names and new not in names:
                del self.renamed[(sc, old)]
                return warn(f"{self.detector}.rename", "error", step,
                            f"{what} {old!r} was renamed to {new!r} at {where(fact)}, but shows under its old name",
                            text=text, earlier=fact, old=old, new=new)
        return None

    # --------------------------------------------------------------- clock

    def clock_reading(self, step: int, reading: float, scale: str, text: str) -> WorldWarning | None:
        """A reading of the current time: seconds since the epoch (``abs``) or minutes of the day (``day``,
        a clock without a date: it may wrap past midnight). A warning when it goes backwards."""
        before = self.clock
        self.clock = (reading, Fact(step, text), scale)
        if before is None or before[2] != scale or before[1].step >= step:
            return None
        old, fact, _ = before
        back = old - reading
        if scale == "day" and back > 11 * 60:
            return None  # past midnight, or past 12 on a dial without AM/PM ("12:59", then "1:00")
        if back <= (1 if scale == "abs" else 0):
            return None
        return warn(f"{self.detector}.clock", "error", step,
                    f"the clock read {clip(fact.text, 60)!r} at {where(fact)}, and now reads {clip(text, 60)!r}: "
                    "time went backwards", text=text, earlier=fact)


def _same_id(a: str, b: str) -> bool:
    """Equal, or one a prefix of the other (short and long commit hashes)."""
    a, b = a.strip().lower(), b.strip().lower()
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 7 and re.fullmatch(r"[0-9a-f]+", long_) is not None and long_.startswith(short)


# ------------------------------------------------------------------ time parsing

_UNIX_DATE = re.compile(r"^(?:\w{3},?\s+)?(?P<mon>\w{3})\s+(?P<day>\d{1,2})\s+(?P<hms>\d\d:\d\d:\d\d)\s+"
                        r"(?:(?P<tz>[A-Z]{2,5}|[+-]\d{4})\s+)?(?P<year>\d{4})$")
_UNIX_DATE2 = re.compile(r"^(?:\w{3},?\s+)?(?P<day>\d{1,2})\s+(?P<mon>\w{3})\s+(?P<year>\d{4})\s+"
                         r"(?P<hms>\d\d:\d\d:\d\d)"
                         r"(?:\s+(?:[AP]M\s+)?(?P<tz>[A-Z]{2,5}|[+-]\d{4}))?$")
_ISO = re.compile(r"^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:\.\d+)?(Z|[+-]\d\d:?\d\d)?$")
_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                       "dec"), 1)}
# what a top bar or `date` may print around the time: a weekday, a date, a zone and a year
# ("Fri 08:56", "Thu, Jun 3 10:40", "2024-06-03 09:30", "Mon Jun 3 09:30:12 UTC 2024")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"


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


