"""One engine that follows the state of a simulated world (issue 21's design).

Bottom layer of the decoherence package's new half: :mod:`model` (refs, facts, writes, listings),
:mod:`store` (the fact store with savepoints), :mod:`rules` (the registry of rules, none knowing a
tool). Above it, ``views`` turn observations into facts and ``effects`` turn actions into writes,
both from data tables; ``domains`` bind them per domain. Nothing here imports those.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from playground.decoherence.engine.model import Fact, Listing, LogEntry, Quote, Ref, Token, Write
from playground.decoherence.engine.rules import REGISTRY, Finding, stamp_before_clock
from playground.decoherence.engine.store import FactStore, own_identity
from playground.decoherence.engine.totals import Total


@dataclass
class Reading:
    """What one observation showed, in the engine's terms."""

    facts: list[Fact] = field(default_factory=list)
    listings: list[Listing] = field(default_factory=list)
    clocks: list[tuple[float, Quote, str]] = field(default_factory=list)  # (reading, quote, "abs" | "day")
    # a stamp of the moment an action wrote a thing, later than every clock reading made at or before
    # step ``after``, known within (earliest, latest) (an ``ls -l`` time is shown to the minute):
    # (earliest, latest, quote, scale, after)
    stamps: list[tuple[float, float, Quote, str, int]] = field(default_factory=list)
    # identifiers the observation shows, and those the action typed (seen before the observation is judged)
    tokens: list[Token] = field(default_factory=list)
    typed: list[Token] = field(default_factory=list)
    totals: list[Total] = field(default_factory=list)  # totals shown with their parts
    logs: list[tuple[LogEntry, ...]] = field(default_factory=list)  # runs of log lines it shows
    asked: tuple[int, int] | None = None  # the step and a hash of what its action asked, as typed
    starts: int | None = None  # the step, when its action may start things (any of them: a job starts its printer)
    named: frozenset[str] = frozenset()  # the words its action typed, casefolded (ids among them name things)

    def extend(self, other: "Reading") -> None:
        self.facts += other.facts
        self.listings += other.listings
        self.clocks += other.clocks
        self.stamps += other.stamps
        self.tokens += other.tokens
        self.typed += other.typed
        self.totals += other.totals
        self.logs += other.logs


class FactEngine:
    """Apply an action's writes, then judge what its observation shows against the store.

    ``rank`` orders the rules that find the same thing (lower first; ties in registry order): the layer
    above gives the rules that count in its domain first, so a rule shown only as information there does
    not take the place of one that counts."""

    def __init__(self, rank: Callable[[str], int] | None = None) -> None:
        self.store = FactStore()
        self.rank = rank or (lambda rule: 0)

    def apply(self, writes: list[Write]) -> None:
        for w in writes:
            self.store.write(w)

    def observe(self, reading: Reading) -> list[Finding]:
        """Judge ``reading`` (each rule sees the store before the reading is recorded), then record it.
        One finding per thing (the first rule that speaks about it, or a later one that ranks before it), and
        per rule and quoted line."""
        store = self.store
        if reading.asked is not None:
            store.asked[reading.asked[0]] = reading.asked[1]
        if reading.starts is not None:
            store.note_start(reading.starts)
        found: list[Finding] = []
        spoken: dict[object, int] = {}  # a thing, or a rule and its quoted line -> its finding's place in found

        def add(f: Finding | list[Finding] | None) -> None:
            for x in (f if isinstance(f, list) else [f] if f else []):
                key = x.ref if x.ref is not None else x.rule
                line = (x.rule, x.now.text)  # two things read from one line (a PID by unit and by command line)
                at = spoken.get(key, spoken.get(line))
                if at is None:
                    spoken[key] = spoken[line] = len(found)
                    found.append(x)
                elif self.rank(x.rule) < self.rank(found[at].rule):
                    put(at, x)  # a rule that counts here speaks for the thing instead

        def put(at: int, x: Finding) -> None:
            found[at] = x
            spoken[x.ref if x.ref is not None else x.rule] = spoken[(x.rule, x.now.text)] = at

        fact_rules = [r for r in REGISTRY.values() if r.on == "fact"]
        changed: list[str] = []  # values of things an action may have changed since they were last read
        others = self._other_views(reading.facts)
        view_rules = [r for r in REGISTRY.values() if r.on == "view"]
        for fact in reading.facts:
            before = store.seen(fact)
            for r in fact_rules:
                add(r.check(store, fact, before.fact if before else None, before.at if before else 0))
            if fact.ref in others:
                for r in view_rules:
                    add(r.check(store, fact, others[fact.ref]))
            if before is not None and store.touched_since(fact.ref, before.at) is not None:
                changed.append(fact.value)
        listing_rules = [r for r in REGISTRY.values() if r.on == "listing"]
        for listing in reading.listings:
            place = (listing.kind, listing.scope)
            # one finding per listing: the first rule that speaks, unless a fact of its place already did
            spoke = any(f.ref is not None and (f.ref.kind, f.ref.scope) == place for f in found)
            for r in listing_rules:
                if spoke:
                    break
                had = len(found)
                add(r.check(store, listing))
                spoke = len(found) > had
            store.listing(listing)
        for value, quote, scale in reading.clocks:
            add(REGISTRY["clock-backwards"].check(store, value, quote, scale))
            store.set_clock(value, quote, scale)
        for _earliest, latest, quote, scale, after in reading.stamps:
            add(stamp_before_clock(store, latest, quote, scale, after))
        for run in reading.logs:
            add(REGISTRY["log-runs-backwards"].check(store, run))
        for run in reading.logs:  # (recorded after all are judged: every run of this observation is new to the others)
            store.note_log(run)
        self.identifiers(reading, add, put, found, changed)
        for t in reading.totals:
            add(REGISTRY["total-mismatch"].check(store, t))
            store.totals[t.key] = (t.holds(), len(t.parts), t.quote)
        return found

    def _other_views(self, facts: list[Fact]) -> dict[Ref, tuple[tuple[Ref, str], ...]]:
        """The things of earlier views that the things of this reading are, by a strong identity both showed (a
        thing of this reading is not another view of its neighbours: a table may show one id in two rows)."""
        here = {f.ref for f in facts}
        out: dict[Ref, tuple[tuple[Ref, str], ...]] = {}
        for f in facts:
            if own_identity(f):
                seen = tuple((r, f.value) for r in self.store.identified(f.value) if r not in here)
                if seen:
                    out[f.ref] = (*out.get(f.ref, ()), *seen)
        return out

    def identifiers(self, reading: Reading, add: Callable[[Finding | list[Finding] | None], None],
                    put: Callable[[int, Finding], None], found: list[Finding], changed: list[str]) -> None:
        """Judge the identifiers the observation shows (after what the action typed is recorded), then
        record them. An identifier a finding of another rule already quotes is left to that rule, unless
        this one ranks before it (it then speaks instead); a value of a thing an action may have changed
        (``changed``) is left to the rules that read the thing, unless it is a fixed identity (a UUID)."""
        store = self.store
        for t in reading.typed:
            store.note_token(t)
        present = frozenset(t.value for t in reading.tokens)
        drift = REGISTRY["identifier-drift"]
        quoted = [(i, f.now.text.casefold()) for i, f in enumerate(found)]
        moved = [text.casefold() for text in changed]
        for t in reading.tokens:
            shown = (t.value, t.shown.casefold())
            if not t.fixed and any(v in text for text in moved for v in shown):
                continue
            over = [i for i, text in quoted if any(v in text for v in shown)]
            if not over:
                add(drift.check(store, t, present))
            elif all(self.rank(drift.id) < self.rank(found[i].rule) for i in over):
                f = drift.check(store, t, present)
                if f is not None and not isinstance(f, list):
                    put(over[0], f)  # it counts here where the rule that quoted it does not
        for t in reading.tokens:
            store.note_token(t)

    def step(self, writes: list[Write], reading: Reading, *, judge_only: bool = False) -> list[Finding]:
        """One step: its writes, then its reading. ``judge_only``: leave the store as it was (a
        prediction judged against a history that continues from the ground truth)."""
        if judge_only:
            self.store.savepoint()
        try:
            self.apply(writes)
            if writes:  # (a call that only reads changes nothing it names)
                self.store.note_named(reading.named)
            return self.observe(reading)
        finally:
            if judge_only:
                self.store.rollback()


__all__ = ["FactEngine", "Finding", "Reading"]
