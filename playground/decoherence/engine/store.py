"""The fact store: what earlier steps established and what actions wrote since, with savepoints.

Every query a rule makes costs the same however long the session is: facts are kept by (thing,
attribute), writes by what they reach (an exact thing, a kind in a scope, a scope prefix, or
everything), each with the write counter at which it happened. "Did an action touch this thing
since I learned it?" is then a few dictionary look-ups, one per ancestor of the thing's path.

A step is judged inside a savepoint: :meth:`FactStore.savepoint` starts a journal of every change,
:meth:`FactStore.rollback` undoes them (a teacher-forced step is judged on its prediction, then the
store follows the ground truth instead), :meth:`FactStore.commit` keeps them. No copy of the store is
ever made.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterator, Literal

from playground.decoherence.engine.model import Fact, Listing, LogEntry, Quote, Ref, Selector, Token, Write

_MISSING = object()
_KEEPS_LOG = 8  # writes that keep some attributes, listed per thing (see FactStore._keeps_log)


@dataclass(frozen=True)
class Seen:
    fact: Fact
    at: int  # the write counter when it was read


@dataclass(frozen=True)
class SetValue:
    value: str
    quote: Quote
    at: int


@dataclass(frozen=True)
class Event:
    """A create, delete or rename of one thing, and when."""

    verb: str
    quote: Quote
    at: int
    to: Ref | None = None
    born: int = 0  # a delete or rename of a thing an action created: the counter of that create (0: none known)


class _Table(dict):  # type: ignore[type-arg]
    """A dict whose changes go into the store's journal while a savepoint is open."""

    def __init__(self, store: "FactStore") -> None:
        super().__init__()
        self._store = store

    def __setitem__(self, key: Any, value: Any) -> None:
        self._store._log(self, key)
        super().__setitem__(key, value)

    def __delitem__(self, key: Any) -> None:
        self._store._log(self, key)
        super().__delitem__(key)

    def pop(self, key: Any, default: Any = None) -> Any:
        if key in self:
            self._store._log(self, key)
        return super().pop(key, default)


# the classes of writes kept apart, by what a rule may ask of them (see Write's flags)
Mode = Literal["any", "reviving", "removing", "renewing"]
MODES: tuple[Mode, ...] = ("any", "reviving", "removing", "renewing")


class _Reach:
    """The latest write of one class by what it reaches without naming a thing: everything (``"*"``) or every
    thing of a kind, everything but some kinds, a kind (or any kind) in a scope, a scope prefix."""

    def __init__(self, store: "FactStore") -> None:
        self.all: dict[str, tuple[int, Write]] = _Table(store)
        self.all_but: dict[frozenset[str], tuple[int, Write]] = _Table(store)
        self.kind_scope: dict[tuple[str | None, str], tuple[int, Write]] = _Table(store)
        self.prefix: dict[tuple[str | None, str], tuple[int, Write]] = _Table(store)

    def put(self, s: Selector, hit: tuple[int, Write]) -> None:
        if s.scope is None and s.kind is None and s.spare:
            self.all_but[s.spare] = hit
        elif s.scope is None:
            self.all["*" if s.kind is None else s.kind] = hit
        elif s.prefix:
            self.prefix[(s.kind, _dir(s.scope))] = hit
        else:
            self.kind_scope[(s.kind, s.scope)] = hit

    def hits(self, ref: Ref) -> Iterator[tuple[int, Write] | None]:
        """The writes that reach ``ref`` (one per table entry that covers it; None where none is kept)."""
        yield self.all.get("*")
        for spare, hit in self.all_but.items():  # few: the kinds a class of writes never reaches
            if ref.kind not in spare:
                yield hit
        yield self.all.get(ref.kind)
        for kind in (ref.kind, None):
            yield self.kind_scope.get((kind, ref.scope))
            for prefix in _ancestors(f"{_dir(ref.scope)}{ref.key}"):
                yield self.prefix.get((kind, prefix))


class FactStore:
    def __init__(self) -> None:
        self._journal: list[tuple[_Table, Any, Any]] | None = None
        self._scalars: dict[str, Any] = {"n": 0, "clock": None, "clocks": 0, "started": 0}
        # every clock reading, in order; a rollback drops the ones past the count it restores
        self._clock_log: list[tuple[float, Quote, str, int]] = []
        self.facts: dict[tuple[Ref, str], Seen] = _Table(self)
        self.sets: dict[tuple[Ref, str], SetValue] = _Table(self)
        self.events: dict[Ref, Event] = _Table(self)  # the latest create / delete / rename of a thing
        # the things of each (kind, scope) that have an event: a listing's rules read only its place
        self._places: dict[tuple[str, str], tuple[Ref, ...]] = _Table(self)
        self.renamed_to: dict[Ref, Event] = _Table(self)  # new name -> the rename that made it
        self.listings: dict[tuple[str, str], tuple[Listing, int]] = _Table(self)
        self._present_in: dict[tuple[str, str], tuple[Ref, ...]] = _Table(self)  # things with an "exists" fact
        # writes by what they reach -> (counter, write)
        self._exact: dict[Ref, tuple[int, Write]] = _Table(self)
        self._exact_all: dict[Ref, tuple[int, Write]] = _Table(self)  # the latest that keeps no attribute
        # the last few writes that keep some attributes since that one, as given (not merged), and the counter
        # of the latest one dropped from the list (0: none): which attribute each of them changed
        self._keeps_log: dict[Ref, tuple[int, tuple[tuple[int, Write], ...]]] = _Table(self)
        # the broader writes by what they reach, for each class of write (:data:`MODES`): every write, those that
        # may bring a deleted thing back, those that may take a thing away, those that may give a thing a new
        # identity. Each class has four tables: everything (or every thing of a kind), everything but some
        # kinds, a kind in a scope, a scope prefix
        self._reach: dict[Mode, _Reach] = {m: _Reach(self) for m in MODES}
        # the exact things of each (kind, scope) that a write without a verb (a touch) reached at least once
        self._touched_in: dict[tuple[str, str], tuple[Ref, ...]] = _Table(self)
        self._ever_touched: dict[Ref, bool] = _Table(self)
        # identifiers shown or typed so far (value -> its first sighting; value -> every shape it was read as: one
        # number is a path id in a URL and a plain number in a table), indexed for near copies: by (shape, value
        # with one character masked), by (shape, stem), by (shape, all but the last 3)
        self.tokens: dict[str, Token] = _Table(self)
        self._shapes: dict[str, tuple[str, ...]] = _Table(self)
        self._masked: dict[tuple[str, str], tuple[str, ...]] = _Table(self)
        self._stems: dict[tuple[str, str], tuple[str, ...]] = _Table(self)
        self._families: dict[tuple[str, str], int] = _Table(self)
        self._contexts: dict[str, tuple[str, ...]] = _Table(self)  # value -> the other numbers of its cells
        # a total's key -> its last showing: whether its parts gave it, how many parts, where
        self.totals: dict[str, tuple[bool, int, Quote]] = _Table(self)
        # (kind, scope, id) -> the thing a reading showed with that id: an action that names a thing by
        # its id (`docker rm c07a5e11f4d2` of a container listed by name) reaches that thing
        self._known_by_id: dict[tuple[str, str, str], Ref] = _Table(self)
        # step -> a hash of what its action asked, as typed: two readings of one value by one request are one view
        self.asked: dict[int, int] = _Table(self)
        # writes that set an attribute of every thing they reach and change nothing else (a commit leaves no
        # file with an uncommitted change): (kind, scope, whether a prefix, attribute) -> (counter, write),
        # looked up like the other writes, by the thing's kind, place and ancestors
        self._broad_sets: dict[tuple[str | None, str | None, bool, str], tuple[int, Write]] = _Table(self)
        # a strong identity (a UUID, a coded id, an address) -> the things shown with it, latest last: another
        # view of the same thing, filed under another name, reads the same attributes (see :meth:`identified`)
        self._identified: dict[str, tuple[Ref, ...]] = _Table(self)
        self._attr_names: dict[tuple[Ref, str], str] = _Table(self)  # (thing, attribute's folded name) -> the name
        self._log_lines: dict[str, int] = _Table(self)  # a log line shown -> the step it was first shown at
        self._named: dict[str, int] = _Table(self)  # a word an action typed (casefolded) -> the counter it was typed at

    # ------------------------------------------------------------ savepoints

    def _log(self, table: _Table, key: Any) -> None:
        if self._journal is not None:
            self._journal.append((table, key, dict.get(table, key, _MISSING)))

    def savepoint(self) -> None:
        self._journal = []
        self._saved_scalars = dict(self._scalars)

    def rollback(self) -> None:
        journal, self._journal = self._journal or [], None
        for table, key, old in reversed(journal):
            if old is _MISSING:
                dict.pop(table, key, None)
            else:
                dict.__setitem__(table, key, old)
        self._scalars = self._saved_scalars

    def commit(self) -> None:
        self._journal = None

    # ------------------------------------------------------------ writes

    @property
    def counter(self) -> int:
        return int(self._scalars["n"])

    def write(self, w: Write) -> None:
        self._scalars["n"] += 1
        n = self.counter
        s = w.selector
        exact = s.exact
        if exact is None and w.sets:  # it changes only the attributes it sets, of all it reaches
            scope = _dir(s.scope) if s.prefix and s.scope is not None else s.scope
            for attr, _value in w.sets:
                self._broad_sets[(s.kind, scope, s.prefix, attr)] = (n, w)
            return
        if exact is not None:
            named = self._known_by_id.get((exact.kind, exact.scope, exact.key))
            if named is not None and named != exact:
                w = replace(w, selector=Selector.of(named))
                exact = named
            if w.verb == "touch" and exact not in self._ever_touched:
                self._ever_touched[exact] = True
                place = (exact.kind, exact.scope)
                self._touched_in[place] = (*self._touched_in.get(place, ()), exact)
            given = w
            last = self._exact.get(exact)
            if w.keeps and last is not None and last[1].keeps != w.keeps and \
                    last[0] > self._exact_all.get(exact, (0, w))[0]:
                # an earlier write since the last that kept nothing may have changed what this one keeps: only
                # what both keep stays kept (a first edit shifted the lines below it, a second keeps those)
                w = replace(w, keeps=w.keeps & last[1].keeps)
            self._exact[exact] = (n, w)
            if not w.keeps:
                self._exact_all[exact] = (n, w)
                if exact in self._keeps_log:
                    del self._keeps_log[exact]
            else:
                dropped, logged = self._keeps_log.get(exact, (0, ()))
                logged = (*logged, (n, given))
                if len(logged) > _KEEPS_LOG:
                    dropped, logged = logged[0][0], logged[1:]
                self._keeps_log[exact] = (dropped, logged)
            for attr, value in w.sets:
                self.sets[(exact, attr)] = SetValue(value, w.quote, n)
            if w.verb in ("create", "delete"):
                self._event(exact, Event(w.verb, w.quote, n))
            elif w.verb == "rename" and w.to is not None:
                self._event(exact, Event("rename", w.quote, n, w.to))
                self._event(w.to, Event("create", w.quote, n))
                self.renamed_to[w.to] = Event("rename", w.quote, n, exact)
                # what was under the new name is replaced: a thing already there (`mv new.json old.json`) changed
                self._exact[w.to] = self._exact_all[w.to] = (n, Write(Selector.of(w.to), "create", w.quote))
                self._keeps_log.pop(w.to, None)
        else:
            hit = (n, w)
            for mode, kept in zip(MODES, (True, w.revives, w.removes, w.renews)):
                if kept:
                    self._reach[mode].put(s, hit)

    def _event(self, ref: Ref, event: Event) -> None:
        new = ref not in self.events  # a thing with an event is already in its place's list
        last = self.events.get(ref)
        if last is not None and last.verb == "create" and event.verb != "create":
            event = Event(event.verb, event.quote, event.at, event.to, last.at)
        self.events[ref] = event
        if new:
            place = (ref.kind, ref.scope)
            self._places[place] = (*self._places.get(place, ()), ref)

    def events_in(self, kind: str, scope: str) -> list[tuple[Ref, Event]]:
        """The latest event of each thing of ``kind`` in ``scope``, in the order the things first had one."""
        return [(ref, self.events[ref]) for ref in self._places.get((kind, scope), ())]

    def touched_since(self, ref: Ref, since: int, attr: str | None = None, *, mode: Mode = "any") -> Write | None:
        """The latest write after counter ``since`` that may have changed ``ref`` (its ``attr``, when
        given: a write that keeps the attribute does not count), of the writes of class ``mode``: any,
        those that may bring back a deleted thing ("reviving"), take a thing away ("removing") or give a thing a
        new identity ("renewing"); else None."""
        best: tuple[int, Write] | None = None
        if attr is not None:
            best = self._broad_set(ref, attr)
            best = best if best is not None and best[0] > since else None
        for hit in self._hits(ref, mode):
            if hit is not None and attr is not None and hit[1].selector.exact == ref and hit[1].keeps:
                hit = self._changed_attr(ref, since, attr, hit)
            elif hit is not None and attr is not None and (attr in hit[1].keeps or hit[1].adds):
                hit = None
            if hit is not None and hit[0] > since and (best is None or hit[0] > best[0]):
                best = hit
        return best[1] if best else None

    def replaced_since(self, ref: Ref, since: int, *, named: bool = False) -> bool:
        """Whether a write after counter ``since`` may have put another thing, or an older copy of this one, in
        ``ref``'s place: a create, delete or rename of it, or (unless ``named``: only those) a write that reaches it
        without naming it (a script, a restore). A write of the thing itself (an edit, an update) leaves it the same
        thing."""
        event = self.events.get(ref)
        if event is not None and event.at > since:
            return True
        return not named and any(hit is not None and hit[0] > since for hit in self._reach["any"].hits(ref))

    def set_of(self, ref: Ref, attr: str) -> SetValue | None:
        """The value an action last set of ``ref``'s ``attr``: a write of the thing itself, or of all that
        a selector reaches (a commit: every file's uncommitted change is none), whichever came later."""
        exact = self.sets.get((ref, attr))
        broad = self._broad_set(ref, attr)
        if broad is None or (exact is not None and exact.at > broad[0]):
            return exact
        n, w = broad
        return SetValue(dict(w.sets)[attr], w.quote, n)

    def _broad_set(self, ref: Ref, attr: str) -> tuple[int, Write] | None:
        if not self._broad_sets:
            return None
        keys = [(kind, where, False, attr) for kind in (ref.kind, None) for where in (None, ref.scope)]
        keys += [(kind, prefix, True, attr) for kind in (ref.kind, None)
                 for prefix in _ancestors(f"{_dir(ref.scope)}{ref.key}")]
        found = [hit for key in keys if (hit := self._broad_sets.get(key)) is not None
                 and hit[1].selector.covers(ref)]
        return max(found, key=lambda hit: hit[0]) if found else None

    def _changed_attr(self, ref: Ref, since: int, attr: str,
                      latest: tuple[int, Write]) -> tuple[int, Write] | None:
        """The latest write of ``ref`` itself that may have changed ``attr`` (``latest`` keeps some attributes):
        of the writes that keep some, as each was given, when every one since ``since`` is still listed; else
        the latest, whose kept attributes are what all of them kept. Failing those, the latest that kept none."""
        dropped, logged = self._keeps_log.get(ref, (since + 1, ()))
        if dropped <= since:
            found = [e for e in logged if e[0] > since and attr not in e[1].keeps]
            if found:
                return found[-1]
        elif attr not in latest[1].keeps:
            return latest
        return self._exact_all.get(ref)

    def _hits(self, ref: Ref, mode: Mode = "any") -> Iterator[tuple[int, Write] | None]:
        yield self._exact.get(ref)
        yield from self._reach[mode].hits(ref)

    def scope_writes_since(self, kind: str, scope: str, since: int,
                           counts: Callable[[str], bool] = lambda key: True,
                           present: frozenset[str] | None = None) -> tuple[int, int, bool]:
        """(creates, deletes) of exact things of ``kind`` in ``scope`` after ``since`` (of the keys
        ``counts`` accepts; a create of a thing ``present`` then, one overwritten, adds none), and
        whether a broader write (one that reaches the scope without naming a thing) happened too, which
        makes the count unknowable."""
        creates = deletes = 0
        for ref, ev in self.events_in(kind, scope):
            if ev.at > since and counts(ref.key):
                creates += ev.verb == "create" and (present is None or ref.key not in present)
                # created since, then removed: it was in neither listing
                deletes += ev.verb in ("delete", "rename") and ev.born <= since
        broad = any(hit is not None and hit[0] > since for hit in self._reach["any"].hits(Ref(kind, scope, "")))
        # a thing of the place touched without a verb (a background job's file) may now be there or not
        broad = broad or any(n > since and w.verb == "touch" and counts(r.key)
                             for r in self._touched_in.get((kind, scope), ()) for n, w in (self._exact[r],))
        return creates, deletes, broad

    # ------------------------------------------------------------ readings

    def seen(self, fact: Fact) -> Seen | None:
        """What was known of the fact's (thing, attribute) before; records the new reading."""
        key = (fact.ref, fact.attr)
        before = self.facts.get(key)
        kept = fact
        if before is not None and fact.cls == "identity" and _abbreviates(fact.value, before.fact.value):
            kept = before.fact  # a short hash confirms the long one: keep what says more
        self.facts[key] = Seen(kept, self.counter)
        if fact.cls == "identity" and (fact.attr == "id" or fact.attr.endswith((" id", "_id"))):
            self._known_by_id[(fact.ref.kind, fact.ref.scope, fact.value)] = fact.ref
        if before is None:
            folded = fold_attr(fact.attr)
            if (fact.ref, folded) not in self._attr_names:
                self._attr_names[(fact.ref, folded)] = fact.attr
        if own_identity(fact):
            known = self._identified.get(fact.value.casefold(), ())
            if fact.ref not in known:
                self._identified[fact.value.casefold()] = (*known[-3:], fact.ref)
        if before is None and fact.cls == "exists":
            place = (fact.ref.kind, fact.ref.scope)
            self._present_in[place] = (*self._present_in.get(place, ()), fact.ref)
        return before

    def log_line_shown(self, line: str) -> bool:
        """Whether an earlier observation showed this log line."""
        return line in self._log_lines

    def note_log(self, run: tuple[LogEntry, ...]) -> None:
        for entry in run:
            if entry.line not in self._log_lines:
                self._log_lines[entry.line] = entry.quote.step

    def identified(self, value: str) -> tuple[Ref, ...]:
        """The things earlier readings showed with ``value`` as a strong identity."""
        return self._identified.get(value.casefold(), ())

    def note_named(self, words: frozenset[str]) -> None:
        """Words an action typed (casefolded): a thing an action names by its identity may have changed, whatever
        the action's verb (a shoe given to an activity runs up its distance)."""
        for w in words:
            if strong_identity(w):
                self._named[w] = self.counter

    def named_since(self, value: str, since: int) -> bool:
        return self._named.get(value.casefold(), -1) > since

    def read_as(self, ref: Ref, attr: str) -> tuple[str, Seen] | None:
        """The attribute of ``ref`` an earlier reading named like ``attr`` (``Status``, ``status``), and its
        reading."""
        name = self._attr_names.get((ref, fold_attr(attr)))
        if name is None:
            return None
        seen = self.facts.get((ref, name))
        return None if seen is None else (name, seen)

    def present_in(self, kind: str, scope: str) -> tuple[Ref, ...]:
        """The things of ``kind`` in ``scope`` some reading said exist or not."""
        return self._present_in.get((kind, scope), ())

    def listing(self, listing: Listing) -> tuple[Listing, int] | None:
        key = (listing.kind, listing.scope)
        before = self.listings.get(key)
        if listing.complete:
            self.listings[key] = (listing, self.counter)
        return before

    @property
    def clock(self) -> tuple[float, Quote, str, int] | None:
        """The last reading of the current time: (value, quote, scale: "abs" seconds or "day" minutes,
        the write counter when read)."""
        value: tuple[float, Quote, str, int] | None = self._scalars["clock"]
        return value

    @property
    def started(self) -> int:
        """The last step whose action may have started things (0: none)."""
        value: int = self._scalars["started"]
        return value

    def note_start(self, step: int) -> None:
        self._scalars["started"] = max(self.started, step)

    def set_clock(self, reading: float, quote: Quote, scale: str) -> None:
        self._scalars["clock"] = (reading, quote, scale, self.counter)
        del self._clock_log[self._scalars["clocks"]:]  # readings of a step rolled back
        self._clock_log.append(self._scalars["clock"])
        self._scalars["clocks"] += 1

    def last_clock(self, scale: str) -> tuple[float, Quote, str, int] | None:
        """The last reading on ``scale`` (readings on other scales, another zone or a time of day alone, may
        have come after it)."""
        log = self._clock_log
        return next((log[i] for i in range(self._scalars["clocks"] - 1, -1, -1) if log[i][2] == scale), None)

    def clock_by(self, step: int, scale: str) -> tuple[float, Quote, str, int] | None:
        """The latest time any reading on ``scale`` made at or before ``step`` showed, else None."""
        seen = [c for c in self._clock_log[:self._scalars["clocks"]] if c[1].step <= step and c[2] == scale]
        return max(seen, key=lambda c: c[0]) if seen else None

    # ------------------------------------------------------------ identifiers

    def note_token(self, t: Token) -> None:
        """Record an identifier an observation showed or an action typed (its first sighting is kept)."""
        v = t.value
        if t.context is not None:
            held = self._contexts.get(v, ())
            if t.context not in held and len(held) < 8:  # a few cells are enough to recognise one
                self._contexts[v] = (*held, t.context)
        shapes = self._shapes.get(v, ())
        if t.shape in shapes:
            return
        self._shapes[v] = (*shapes, t.shape)
        if v not in self.tokens:
            self.tokens[v] = t
        for key in masked(v):
            self._masked[(t.shape, key)] = (*self._masked.get((t.shape, key), ()), v)
        if t.stem is not None:
            self._stems[(t.shape, t.stem)] = (*self._stems.get((t.shape, t.stem), ()), v)
        fam = (t.shape, v[:-3])
        self._families[fam] = self._families.get(fam, 0) + 1

    def near_copies(self, t: Token) -> set[str]:
        """The identifiers seen so far of ``t``'s shape that differ from it by one edit a copy never shows."""
        v, found = t.value, set()
        if t.swap:
            found |= self._swaps(t.shape, v, lambda i: (t.swap == "any" or (v[i].isdigit() and v[i + 1].isdigit()))
                                 and (t.swap_lead or any(ch.isdigit() for ch in v[:i])))
        if t.sub_tail is not None:
            found |= self._one_changed(t.shape, v, len(v) - t.sub_tail,
                                       lambda i, w: t.sub_digits or not (v[i].isdigit() and w[i].isdigit()))
        if t.stem is not None:
            found.update(w for w in self._stems.get((t.shape, t.stem), ()) if w != v)
        if t.far_swap:  # two characters apart traded places: no other code of random characters is that close
            found.update(w for i in range(len(v)) for j in range(i + 2, len(v)) if v[i] != v[j]
                         and t.shape in self._shapes.get(w := v[:i] + v[j] + v[i + 1:j] + v[i] + v[j + 1:], ()))
        if not found and t.shape == "long id" and all(ch in _HEX for ch in v):
            found |= self._near_abbreviations(v)
        return found

    def _swaps(self, shape: str, v: str, ok: Callable[[int], bool]) -> set[str]:
        """The values seen of ``shape`` that are ``v`` with the neighbours at ``i`` and ``i + 1`` swapped, where
        ``ok(i)``."""
        return {w for i in range(len(v) - 1) if v[i] != v[i + 1] and ok(i)
                and shape in self._shapes.get(w := v[:i] + v[i + 1] + v[i] + v[i + 2:], ())}

    def _one_changed(self, shape: str, v: str, upto: int,
                     ok: Callable[[int, str], bool] = lambda i, w: True) -> set[str]:
        """The values seen of ``shape`` that are ``v`` with one of its first ``upto`` characters changed (at ``i``,
        into ``w``, where ``ok(i, w)``)."""
        return {w for i, key in enumerate(masked(v)[:upto]) for w in self._masked.get((shape, key), ())
                if w != v and ok(i, w)}

    def _near_abbreviations(self, v: str) -> set[str]:
        """The short hashes seen so far that are one swap or one changed digit off the start of the full hash
        ``v`` (a commit listed as 9c41f3a, then shown whole as 9c14f3a6e0b2...), unless one of its own
        abbreviations was seen too."""
        found: set[str] = set()
        for n in range(7, 13):
            p = v[:n]
            if "hash" in self._shapes.get(p, ()):
                return set()
            found |= self._one_changed("hash", p, n) | self._swaps("hash", p, lambda i: True)
        return found

    def contexts(self, value: str) -> tuple[str, ...]:
        """The other numbers of each cell ``value`` was shown in (for shapes read with their cell)."""
        return self._contexts.get(value, ())

    def family(self, t: Token) -> int:
        """How many identifiers seen so far of ``t``'s shape share all but its last three characters (of one
        of at least six: jobs J-3301 and J-3318 seen, J-3310 is one more of the sequence). Not those shown
        with it: a near-copy in a list of its neighbours (RQ-58231 among RQ-58174...) is still a bad copy."""
        return self._families.get((t.shape, t.value[:-3]), 0) if len(t.value) >= 6 and t.sequence else 0


_STRONG = re.compile(
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"  # a UUID
    r"|[^@\s]+@[^@\s]+\.[a-z]{2,}"  # an address
    r"|(?=[\w.:-]*\d)(?=[\w.:-]*[a-z])[a-z0-9][\w.:-]{6,}[a-z0-9]", re.I)  # letters and digits, 8 or more


def strong_identity(value: str) -> bool:
    """Whether ``value`` names one thing whatever view shows it: a UUID, an address, a coded id of letters and
    digits (``cus_9fK2mQ``, ``INV-2024-0042``, a hash), not a plain number or word that two things may share."""
    return len(value) <= 80 and _STRONG.fullmatch(value) is not None


# names of the attribute that holds a thing's own identity in any view (a ``customer_id`` beside an order's own
# ``id`` names another thing)
OWN_ID_NAMES = frozenset({"id", "uuid", "guid", "gid", "key", "arn", "resourceid", "objectid"})


def own_identity(fact: Fact) -> bool:
    """Whether ``fact`` is its thing's own strong identity: its ``id``, its kind's id (``customer id`` of a
    customer), or the name the thing is filed under."""
    if fact.cls != "identity" or not strong_identity(fact.value):
        return False
    name = fold_attr(fact.attr)
    return name in OWN_ID_NAMES or name == fold_attr(fact.ref.kind) + "id" or \
        fact.value.casefold() == fact.ref.key.casefold()


def fold_attr(attr: str) -> str:
    """An attribute's name as another view may write it: ``Created At``, ``created_at``, ``createdAt``."""
    return re.sub(r"[\W_]+", "", attr).casefold()


def masked(v: str) -> list[str]:
    """``v`` with each of its characters in turn replaced by a mask."""
    return [v[:i] + "\0" + v[i + 1:] for i in range(len(v))]


_HEX = frozenset("0123456789abcdef")


def _abbreviates(short: str, long: str) -> bool:
    """Whether ``short`` is a shorter form of the hash ``long`` (its first 7 or more hex digits)."""
    return 7 <= len(short) < len(long) and long.startswith(short) and all(ch in _HEX for ch in long)


def _dir(scope: str) -> str:
    return scope if not scope or scope.endswith("/") else scope + "/"


def _ancestors(path: str) -> Iterator[str]:
    """Every directory prefix of ``path`` ("a/b/c" -> "", "a/", "a/b/"), and the path as a directory."""
    yield ""
    i = path.find("/")
    while i != -1:
        yield path[: i + 1]
        i = path.find("/", i + 1)
    if not path.endswith("/"):
        yield path + "/"
